//! The seed's plan (DTensor's `redistribute_local_tensor`, seed 003), kept as
//! the baseline the planner must never lose to: decompose mis-aligned
//! `S -> S` through `R`, then order the per-axis changes "replicate from
//! inner to outer, shard from outer to inner", one step each.

use super::{Axes, Step};
use crate::Placement;
use rustc_hash::FxHashMap;

/// The seed's steps from `from` to `to`, or `None` where the seed gives up
/// (`S -> P`, `P(a) -> P(b)`).
pub fn greedy_steps(from: &[Placement], to: &[Placement]) -> Option<Vec<Step>> {
    let mut items: Vec<(usize, Placement, Placement)> = Vec::new();
    let (mut repeats_from, mut repeats_to) = (
        FxHashMap::<usize, usize>::default(),
        FxHashMap::<usize, usize>::default(),
    );
    for (axis, (&current, &target)) in from.iter().zip(to).enumerate() {
        if let Placement::Shard(dim) = current {
            *repeats_from.entry(dim).or_default() += 1;
        }
        if let Placement::Shard(dim) = target {
            *repeats_to.entry(dim).or_default() += 1;
        }
        match (current, target) {
            (Placement::Shard(a), Placement::Shard(b))
                if a != b || repeats_from[&a] != repeats_to[&b] =>
            {
                items.push((axis, current, Placement::Replicate));
                items.push((axis, Placement::Replicate, target));
            }
            _ => items.push((axis, current, target)),
        }
    }
    // Stable sort, as Python's: S -> R/P from inner to outer, R/P -> S from outer to inner.
    items.sort_by_key(|&(axis, current, target)| {
        let is_shard = |p: Placement| matches!(p, Placement::Shard(_));
        if !is_shard(target) && is_shard(current) {
            -(axis as i64)
        } else if !is_shard(current) && is_shard(target) {
            axis as i64
        } else {
            0
        }
    });
    items
        .into_iter()
        .filter(|(_, current, target)| current != target)
        .map(|(axis, current, target)| seed_step(axis, current, target))
        .collect()
}

fn seed_step(axis: usize, current: Placement, target: Placement) -> Option<Step> {
    match (current, target) {
        (Placement::Partial(op), Placement::Replicate) => Some(Step::AllReduce {
            axes: Axes::single(axis),
            op,
        }),
        (Placement::Shard(dim), Placement::Replicate) => Some(Step::AllGather {
            axes: Axes::single(axis),
            dim,
        }),
        (Placement::Partial(op), Placement::Shard(dim)) => Some(Step::ReduceScatter {
            axes: Axes::single(axis),
            op,
            dim,
        }),
        (Placement::Replicate, Placement::Shard(dim)) => Some(Step::Slice { axis, dim }),
        (Placement::Replicate, Placement::Partial(op)) => Some(Step::ToPartial { axis, op }),
        _ => None,
    }
}
