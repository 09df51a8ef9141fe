//! Global tensors to per-device pieces and back, by a sharding
//! (see `spmd_layout::layout` for where each piece lies).

use spmd_layout::{Placement, ReduceOp, Sharding, layout};

use crate::{
    Error,
    collectives::{Reduction, reduce_tensors},
    grid::DeviceGrid,
    tensor::Tensor,
};

/// Each device's piece of `global`: its extent, zero-padded to the local
/// shape. A `P(sum)` axis puts the value on its first device and zeros on
/// the others; `avg`, `max` and `min` axes keep it everywhere.
pub fn distribute(global: &Tensor, sharding: &Sharding, grid: &DeviceGrid) -> Vec<Tensor> {
    let local_shape = layout::local_shape(&global.shape, sharding, &grid.shape);
    (0..grid.size())
        .map(|rank| {
            let device = grid.coordinates(rank);
            let extents = layout::local_extents(&global.shape, sharding, &grid.shape, &device);
            let offsets: Vec<usize> = extents.iter().map(|e| e.offset).collect();
            let sizes: Vec<usize> = extents.iter().map(|e| e.valid).collect();
            let mut local = Tensor::zeros(global.element, &local_shape);
            local.insert(
                &global.slice(&offsets, &sizes),
                &vec![0; global.rank()],
                &vec![1; global.rank()],
            );
            let zeroed = sharding
                .placements
                .iter()
                .enumerate()
                .any(|(axis, placement)| {
                    *placement == Placement::Partial(ReduceOp::Sum) && device[axis] != 0
                });
            if zeroed {
                Tensor::zeros(global.element, &local_shape)
            } else {
                local
            }
        })
        .collect()
}

/// The global tensor the pieces stand for: Partial axes reduced (inner axes
/// first), then each device's valid extent placed. Fails if two devices that
/// should hold the same elements disagree.
pub fn assemble(
    locals: &[Tensor],
    sharding: &Sharding,
    grid: &DeviceGrid,
    global_shape: &[usize],
) -> Result<Tensor, Error> {
    let mut reduced = locals.to_vec();
    for (axis, op) in layout::partial_axes(sharding).into_iter().rev() {
        reduced = (0..grid.size())
            .map(|rank| {
                let (members, _) = grid.group(rank, &[axis]);
                reduce_tensors(
                    &members.iter().map(|&m| &reduced[m]).collect::<Vec<_>>(),
                    Reduction::from(op),
                )
            })
            .collect();
    }
    // A sharding's boxes are identical (ranks that differ only on axes
    // not splitting the value) or disjoint: the first rank of each box
    // places it, the others must hold the same bits.
    let mut global = Tensor::zeros(locals[0].element, global_shape);
    let mut placed: Vec<(Vec<usize>, Vec<usize>, usize, Tensor)> = Vec::new();
    for (rank, local) in reduced.iter().enumerate() {
        let extents =
            layout::local_extents(global_shape, sharding, &grid.shape, &grid.coordinates(rank));
        let offsets: Vec<usize> = extents.iter().map(|e| e.offset).collect();
        let sizes: Vec<usize> = extents.iter().map(|e| e.valid).collect();
        let piece = local.slice(&vec![0; sizes.len()], &sizes);
        match placed
            .iter()
            .find(|(o, s, _, _)| *o == offsets && *s == sizes)
        {
            Some((_, _, first, held)) => {
                let differs = (0..piece.numel())
                    .find(|&i| held.data.get_f64(i).to_bits() != piece.data.get_f64(i).to_bits());
                if let Some(i) = differs {
                    return Err(Error::Disagree {
                        first: *first,
                        second: rank,
                        first_value: held.data.get_f64(i),
                        second_value: piece.data.get_f64(i),
                    });
                }
            }
            None => {
                global.insert(&piece, &offsets, &vec![1; sizes.len()]);
                placed.push((offsets, sizes, rank, piece));
            }
        }
    }
    Ok(global)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor::ElementType;

    fn iota(shape: &[usize]) -> Tensor {
        let count = shape.iter().product::<usize>();
        Tensor::from_f64(
            ElementType::F32,
            shape,
            (0..count).map(|i| i as f64).collect(),
        )
    }

    /// Rows split unevenly over one axis of a 2x2 mesh, replicated over
    /// the other: each piece padded, and assembled back whole.
    #[test]
    fn uneven_pieces_assemble_back() {
        let grid = DeviceGrid::new(&[2, 2]);
        let sharding = Sharding::new("mesh", vec![Placement::Replicate, Placement::Shard(0)]);
        let global = iota(&[5, 3]);
        let pieces = distribute(&global, &sharding, &grid);
        assert_eq!(pieces[1].shape, [3, 3]);
        assert_eq!(pieces[1].data.get_f64(0), 9.0);
        assert_eq!(pieces[1].data.get_f64(6), 0.0, "padding");
        assert_eq!(
            assemble(&pieces, &sharding, &grid, &[5, 3]).unwrap(),
            global
        );
    }

    /// Copies of a replicated value that differ are an error naming both
    /// ranks and values.
    #[test]
    fn replicas_that_disagree_are_refused() {
        let grid = DeviceGrid::new(&[2]);
        let sharding = Sharding::new("mesh", vec![Placement::Replicate]);
        let mut pieces = distribute(&iota(&[2, 2]), &sharding, &grid);
        pieces[1].data.set_f64(3, 7.5);
        match assemble(&pieces, &sharding, &grid, &[2, 2]) {
            Err(Error::Disagree {
                first: 0,
                second: 1,
                first_value,
                second_value,
            }) => assert_eq!((first_value, second_value), (3.0, 7.5)),
            other => panic!("expected a disagreement, got {other:?}"),
        }
    }
}
