//! A rank's piece of a global array, read as only the box it holds: from
//! a `.npy` file (initial params, a batch), from a checkpoint's shards, or
//! cut from a seeded global array.

use crate::Error;
use spmd_layout::{Placement, ReduceOp, layout};

use spmd_executable::{Signature, grid::DeviceGrid, tensor::Tensor};

/// The box of the global array mesh rank `rank` holds: offsets and valid
/// sizes per dim.
pub fn held_box(signature: &Signature, grid: &DeviceGrid, rank: usize) -> (Vec<usize>, Vec<usize>) {
    let extents = layout::local_extents(
        &signature.global.shape,
        &signature.sharding,
        &grid.shape,
        &grid.coordinates(rank),
    );
    (
        extents.iter().map(|e| e.offset).collect(),
        extents.iter().map(|e| e.valid).collect(),
    )
}

/// Whether mesh rank `rank` holds the only copy of its piece that a
/// checkpoint keeps: the first device along every axis the value is not
/// split on.
pub fn is_writer(signature: &Signature, grid: &DeviceGrid, rank: usize) -> bool {
    let device = grid.coordinates(rank);
    signature
        .sharding
        .placements
        .iter()
        .enumerate()
        .all(|(axis, placement)| matches!(placement, Placement::Shard(_)) || device[axis] == 0)
}

/// Mesh rank `rank`'s local (padded) piece, its box read by `read(offsets,
/// sizes)`; zeros where padding is, and on the non-first devices of a
/// `Partial(sum)` axis (as `distribution::distribute` lays out inputs).
pub fn local_piece(
    signature: &Signature,
    grid: &DeviceGrid,
    rank: usize,
    read: impl FnOnce(&[usize], &[usize]) -> Result<Tensor, Error>,
) -> Result<Tensor, Error> {
    let mut local = Tensor::zeros(signature.local.element, &signature.local.shape);
    let device = grid.coordinates(rank);
    let zeroed = signature
        .sharding
        .placements
        .iter()
        .enumerate()
        .any(|(axis, p)| *p == Placement::Partial(ReduceOp::Sum) && device[axis] != 0);
    let (offsets, sizes) = held_box(signature, grid, rank);
    if zeroed || sizes.contains(&0) {
        return Ok(local);
    }
    let held = read(&offsets, &sizes)?;
    let rank_count = sizes.len();
    local.insert(
        &retyped(held, signature),
        &vec![0; rank_count],
        &vec![1; rank_count],
    );
    Ok(local)
}

/// `tensor` in the signature's element type (files hold bf16 as f32).
pub fn retyped(tensor: Tensor, signature: &Signature) -> Tensor {
    if tensor.element == signature.local.element {
        return tensor;
    }
    let values = (0..tensor.numel())
        .map(|i| tensor.data.get_f64(i))
        .collect();
    Tensor::from_f64(signature.local.element, &tensor.shape, values)
}

/// The overlap of two boxes (offsets, sizes), if any.
pub fn overlap(
    (a_offsets, a_sizes): (&[usize], &[usize]),
    (b_offsets, b_sizes): (&[usize], &[usize]),
) -> Option<(Vec<usize>, Vec<usize>)> {
    let mut offsets = Vec::with_capacity(a_offsets.len());
    let mut sizes = Vec::with_capacity(a_offsets.len());
    for d in 0..a_offsets.len() {
        let start = a_offsets[d].max(b_offsets[d]);
        let end = (a_offsets[d] + a_sizes[d]).min(b_offsets[d] + b_sizes[d]);
        if end <= start {
            return None;
        }
        offsets.push(start);
        sizes.push(end - start);
    }
    Some((offsets, sizes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use spmd_executable::TensorType;
    use spmd_executable::tensor::ElementType;
    use spmd_layout::Sharding;

    fn signature(shape: &[usize], placements: Vec<Placement>, local: &[usize]) -> Signature {
        Signature {
            global: TensorType {
                element: ElementType::F32,
                shape: shape.to_vec(),
            },
            local: TensorType {
                element: ElementType::F32,
                shape: local.to_vec(),
            },
            sharding: Sharding::new("mesh", placements),
            value: 0,
            name: None,
            role: None,
        }
    }

    /// Uneven rows over 2x2: each rank's box, who writes it, and the
    /// padded piece read through it.
    #[test]
    fn boxes_writers_and_pieces_of_an_uneven_split() {
        let grid = DeviceGrid::new(&[2, 2]);
        let split = signature(
            &[5, 3],
            vec![Placement::Shard(0), Placement::Replicate],
            &[3, 3],
        );
        assert_eq!(held_box(&split, &grid, 0), (vec![0, 0], vec![3, 3]));
        assert_eq!(held_box(&split, &grid, 3), (vec![3, 0], vec![2, 3]));
        let writers: Vec<bool> = (0..4).map(|r| is_writer(&split, &grid, r)).collect();
        assert_eq!(writers, [true, false, true, false]);
        let whole = Tensor::from_f64(ElementType::F32, &[5, 3], (0..15).map(f64::from).collect());
        let piece = local_piece(&split, &grid, 2, |o, s| Ok(whole.slice(o, s))).unwrap();
        assert_eq!(piece.shape, [3, 3]);
        let values: Vec<f64> = (0..9).map(|i| piece.data.get_f64(i)).collect();
        assert_eq!(values, [9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn overlaps_of_boxes() {
        assert_eq!(
            overlap((&[0, 2], &[4, 4]), (&[2, 0], &[4, 3])),
            Some((vec![2, 2], vec![2, 1]))
        );
        assert_eq!(overlap((&[0], &[2]), (&[2], &[2])), None);
        assert_eq!(overlap((&[], &[]), (&[], &[])), Some((vec![], vec![])));
    }
}
