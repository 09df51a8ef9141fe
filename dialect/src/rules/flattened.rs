//! Splits of a dim flattened from several factors (a collapse's
//! `[batch * sequence]` rows): a mesh axis splits the dim's major factor,
//! or a later one where the axes before it split the factors before into
//! single indices, so that each piece stays contiguous in the dim.

use super::{Factor, factors::Factors};
use crate::Placement;

impl Factors {
    /// Whether mesh axis `axis` may split `factor` under `split` where it
    /// indexes a value's dim after other factors: only where the axes
    /// before `axis` split each of those completely (each piece then holds
    /// one index of them, and `factor`'s pieces are contiguous in the dim,
    /// as a batch of one sequence per device group keeps a split of the
    /// sequence through the exporters' `[batch * sequence]` rows).
    pub(crate) fn minor_split_allowed(
        &self,
        factor: Factor,
        split: &[Option<Factor>],
        axis: usize,
        mesh_shape: &[usize],
    ) -> bool {
        self.operands
            .iter()
            .chain(&self.results)
            .flatten()
            .filter(|dim| dim.first() != Some(&factor) && dim.contains(&factor))
            .all(|dim| self.majors_split_whole(dim, factor, split, axis, mesh_shape))
    }

    /// Whether the factors before `factor` in `dim` are each split into
    /// pieces of one index by axes before `axis`.
    pub(super) fn majors_split_whole(
        &self,
        dim: &[Factor],
        factor: Factor,
        split: &[Option<Factor>],
        axis: usize,
        mesh_shape: &[usize],
    ) -> bool {
        let Some(position) = dim.iter().position(|&f| f == factor) else {
            return false;
        };
        dim[..position].iter().all(|&major| {
            let axes: Vec<usize> = (0..split.len())
                .filter(|&a| split[a] == Some(major))
                .collect();
            let pieces: usize = axes.iter().map(|&a| mesh_shape[a]).product();
            axes.iter().all(|&a| a < axis)
                && self
                    .sizes
                    .as_ref()
                    .is_some_and(|sizes| sizes[major] == pieces)
        })
    }

    /// The factor mesh axis `axis` splits when it shards a dim indexed by
    /// `factors` (major first): the major one, or, where the axes before it
    /// that shard the same dim split the major factors into pieces of one
    /// index, the next.
    pub(super) fn sharded_factor(
        &self,
        factors: &[Factor],
        placements: &[Placement],
        axis: usize,
        mesh_shape: &[usize],
    ) -> Option<Factor> {
        let dim_placement = placements[axis];
        let mut rest: usize = (0..axis)
            .filter(|&a| placements[a] == dim_placement)
            .map(|a| mesh_shape.get(a).copied().unwrap_or(1))
            .product();
        let mut index = 0;
        while index + 1 < factors.len() && rest > 1 {
            let Some(size) = self.sizes.as_ref().map(|sizes| sizes[factors[index]]) else {
                break;
            };
            if size == 0 || !rest.is_multiple_of(size) {
                break;
            }
            rest /= size;
            index += 1;
        }
        factors.get(index).copied()
    }
}
