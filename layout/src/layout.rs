//! Where each device's piece of a sharded tensor lies in the global tensor.
//!
//! A dim split over mesh axes (in mesh-axis order, the first major) is cut
//! the way DTensor cuts it, `torch.chunk` style: each axis of size `k` cuts
//! its parent piece of padded length `c` into `k` pieces of `ceil(c / k)`.
//! Every device holds the same static, padded length; the valid elements are
//! a prefix of it (the last pieces may be short or empty). Nothing is ever
//! truncated: the pieces' valid parts tile the global dim exactly.

use crate::{Placement, ReduceOp, Sharding};

/// One device's piece of one dim: global `offset`, `valid` elements, stored
/// in a buffer of `padded` elements (`valid <= padded`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extent {
    pub offset: usize,
    pub valid: usize,
    pub padded: usize,
}

/// The padded length of a dim of `size` after splitting over axes of `splits`.
pub fn padded_length(size: usize, splits: &[usize]) -> usize {
    splits.iter().fold(size, |length, &k| length.div_ceil(k))
}

/// The piece of a dim of `size` held at `coordinates` (one per splitting axis).
pub fn extent(size: usize, splits: &[usize], coordinates: &[usize]) -> Extent {
    let mut piece = Extent {
        offset: 0,
        valid: size,
        padded: size,
    };
    for (&k, &coordinate) in splits.iter().zip(coordinates) {
        let length = piece.padded.div_ceil(k);
        let start = coordinate * length;
        piece = Extent {
            offset: piece.offset + start,
            valid: piece.valid.saturating_sub(start).min(length),
            padded: length,
        };
    }
    piece
}

/// The local (padded) shape of a tensor of `global` shape under `sharding`
/// on a mesh of `mesh_shape`.
pub fn local_shape(global: &[usize], sharding: &Sharding, mesh_shape: &[usize]) -> Vec<usize> {
    (0..global.len())
        .map(|dim| padded_length(global[dim], &splits(sharding, mesh_shape, dim)))
        .collect()
}

/// The extents, one per tensor dim, held by the device at `device` (its
/// mesh coordinates).
pub fn local_extents(
    global: &[usize],
    sharding: &Sharding,
    mesh_shape: &[usize],
    device: &[usize],
) -> Vec<Extent> {
    (0..global.len())
        .map(|dim| {
            let axes = sharding.axes_sharding_dim(dim);
            let splits: Vec<usize> = axes.iter().map(|&axis| mesh_shape[axis]).collect();
            let coordinates: Vec<usize> = axes.iter().map(|&axis| device[axis]).collect();
            extent(global[dim], &splits, &coordinates)
        })
        .collect()
}

/// The sizes of the mesh axes splitting `dim`, in mesh-axis order.
pub fn splits(sharding: &Sharding, mesh_shape: &[usize], dim: usize) -> Vec<usize> {
    sharding
        .axes_sharding_dim(dim)
        .iter()
        .map(|&axis| mesh_shape[axis])
        .collect()
}

/// Whether the sharding splits any dim unevenly (so local buffers are padded).
pub fn is_uneven(global: &[usize], sharding: &Sharding, mesh_shape: &[usize]) -> bool {
    (0..global.len()).any(|dim| {
        let splits = splits(sharding, mesh_shape, dim);
        padded_length(global[dim], &splits) * splits.iter().product::<usize>() != global[dim]
    })
}

/// The mesh axes whose placement is Partial, with their reductions.
pub fn partial_axes(sharding: &Sharding) -> Vec<(usize, ReduceOp)> {
    sharding
        .placements
        .iter()
        .enumerate()
        .filter_map(|(axis, placement)| match placement {
            Placement::Partial(op) => Some((axis, *op)),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The valid parts of all pieces tile [0, size) exactly, in order.
    fn assert_tiles(size: usize, splits: &[usize]) {
        let mut covered = Vec::new();
        let devices: usize = splits.iter().product();
        for linear in 0..devices {
            let mut coordinates = vec![0; splits.len()];
            let mut rest = linear;
            for axis in (0..splits.len()).rev() {
                coordinates[axis] = rest % splits[axis];
                rest /= splits[axis];
            }
            let piece = extent(size, splits, &coordinates);
            assert_eq!(piece.padded, padded_length(size, splits));
            covered.extend(piece.offset..piece.offset + piece.valid);
        }
        assert_eq!(
            covered,
            (0..size).collect::<Vec<_>>(),
            "size {size}, splits {splits:?}"
        );
    }

    #[test]
    fn pieces_tile_the_dim_for_even_and_uneven_sizes() {
        for size in 0..40 {
            for splits in [&[4][..], &[2, 2], &[2, 3], &[3, 2], &[2, 2, 2], &[5]] {
                assert_tiles(size, splits);
            }
        }
    }

    #[test]
    fn thirty_over_four_is_padded_not_truncated() {
        let pieces: Vec<Extent> = (0..4).map(|c| extent(30, &[4], &[c])).collect();
        assert_eq!(
            pieces.iter().map(|p| p.valid).collect::<Vec<_>>(),
            [8, 8, 8, 6]
        );
        assert!(pieces.iter().all(|p| p.padded == 8));
    }
}
