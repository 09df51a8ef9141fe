use super::*;
use crate::{Placement::*, ReduceOp::*};

fn sharding(placements: &[Placement]) -> Sharding {
    Sharding::new("mesh", placements.to_vec())
}

fn steps(shape: &[usize], mesh: &[usize], from: &[Placement], to: &[Placement]) -> Vec<Step> {
    plan(
        shape,
        4,
        mesh,
        &sharding(from),
        &sharding(to),
        &CommModel::uniform(mesh.len()),
    )
    .unwrap()
    .steps
}

#[test]
fn partial_to_shard_is_one_reduce_scatter() {
    assert_eq!(
        steps(&[64, 64], &[4], &[Partial(Sum)], &[Shard(0)]),
        [Step::ReduceScatter {
            axes: Axes::single(0),
            op: Sum,
            dim: 0
        }]
    );
    assert_eq!(
        steps(
            &[64, 64],
            &[2, 4],
            &[Shard(0), Partial(Max)],
            &[Shard(0), Shard(1)]
        ),
        [Step::ReduceScatter {
            axes: Axes::single(1),
            op: Max,
            dim: 1
        }]
    );
}

#[test]
fn shard_to_shard_on_one_axis_is_one_all_to_all() {
    assert_eq!(
        steps(&[64, 64], &[4], &[Shard(0)], &[Shard(1)]),
        [Step::AllToAll {
            axis: 0,
            from: 0,
            to: 1
        }]
    );
}

#[test]
fn a_dim_split_over_two_axes_is_gathered_by_one_collective_over_both() {
    // Upstream failure 2: [[0],[1]] -> [[]] and [[0,1]] -> [[]].
    assert_eq!(
        steps(
            &[16, 16],
            &[2, 2],
            &[Shard(0), Shard(1)],
            &[Replicate, Replicate]
        )
        .len(),
        2
    );
    assert_eq!(
        steps(
            &[16, 16],
            &[2, 2],
            &[Shard(0), Shard(0)],
            &[Replicate, Replicate]
        ),
        [Step::AllGather {
            axes: Axes::of(&[0, 1]),
            dim: 0
        }]
    );
}

#[test]
fn uneven_pieces_are_gathered_minor_axis_first() {
    // 10 over 2 then 2: pieces of 3 with padding inside the group, so one
    // collective over both axes would interleave the padding.
    assert_eq!(
        steps(
            &[10],
            &[2, 2],
            &[Shard(0), Shard(0)],
            &[Replicate, Replicate]
        ),
        [
            Step::AllGather {
                axes: Axes::single(1),
                dim: 0
            },
            Step::AllGather {
                axes: Axes::single(0),
                dim: 0
            }
        ]
    );
}

#[test]
fn partial_over_two_axes_is_one_all_reduce_or_one_reduce_scatter() {
    let both = Axes::of(&[0, 1]);
    assert_eq!(
        steps(
            &[64, 64],
            &[2, 2],
            &[Partial(Sum), Partial(Sum)],
            &[Replicate, Replicate]
        ),
        [Step::AllReduce {
            axes: both,
            op: Sum
        }]
    );
    assert_eq!(
        steps(
            &[64, 64],
            &[2, 4],
            &[Partial(Sum), Partial(Sum)],
            &[Shard(0), Shard(0)]
        ),
        [Step::ReduceScatter {
            axes: both,
            op: Sum,
            dim: 0
        }]
    );
    // A scalar (the loss) is one all-reduce too.
    assert_eq!(
        steps(
            &[],
            &[2, 2],
            &[Partial(Sum), Partial(Sum)],
            &[Replicate, Replicate]
        ),
        [Step::AllReduce {
            axes: both,
            op: Sum
        }]
    );
}

#[test]
fn group_steps_keep_layouts_valid() {
    let both = Axes::of(&[0, 1]);
    // Mixed reductions do not commute: no single collective reduces both.
    assert_eq!(
        group_step(
            &[Partial(Sum), Partial(Max)],
            both,
            Replicate,
            &[8],
            &[2, 2]
        ),
        None
    );
    // An axis outside the group after it splits the dim: the group is not
    // its minor-most split.
    assert_eq!(
        group_step(
            &[Shard(0), Shard(0), Shard(0)],
            Axes::of(&[0, 1]),
            Replicate,
            &[64],
            &[2, 2, 2]
        ),
        None
    );
    assert_eq!(
        group_step(
            &[Shard(0), Shard(0), Shard(0)],
            Axes::of(&[1, 2]),
            Replicate,
            &[64],
            &[2, 2, 2]
        ),
        Some(Step::AllGather {
            axes: Axes::of(&[1, 2]),
            dim: 0
        })
    );
}

#[test]
fn invalid_layouts_are_not_steps() {
    // Gathering the major axis of a dim split twice would scramble it.
    assert_eq!(step_between(&[Shard(0), Shard(0)], 0, Replicate), None);
    // A new split of a dim must be its minor-most one.
    assert_eq!(step_between(&[Replicate, Shard(0)], 0, Shard(0)), None);
    assert_eq!(step_between(&[Partial(Max)], 0, Partial(Sum)), None);
    assert_eq!(
        step_between(&[Partial(Sum)], 0, Partial(Avg)),
        Some(Step::Rescale {
            axis: 0,
            from: Sum,
            to: Avg
        })
    );
}

#[test]
fn planner_beats_the_seed_where_the_seed_is_wasteful() {
    let model = CommModel::uniform(1);
    let planner = Planner::new(&[64, 64], 4, &[4], &[], &model);
    let from = sharding(&[Shard(0)]);
    let to = sharding(&[Shard(1)]);
    let seed = greedy_steps(&from.placements, &to.placements).unwrap();
    assert_eq!(
        seed,
        [
            Step::AllGather {
                axes: Axes::single(0),
                dim: 0
            },
            Step::Slice { axis: 0, dim: 1 }
        ]
    );
    let planned = planner.plan(&from, &to).unwrap();
    assert!(planned.cost < planner.cost_of(&from, &seed).unwrap());
}

#[test]
fn mixed_partials_are_reduced_inner_axis_first() {
    // sum over axis 0 of (max over axis 1): max must be reduced first.
    assert_eq!(
        step_between(&[Partial(Sum), Partial(Max)], 0, Replicate),
        None
    );
    let planned = steps(
        &[8],
        &[2, 2],
        &[Partial(Sum), Partial(Max)],
        &[Replicate, Replicate],
    );
    let reduces_axis = |axis: usize| {
        planned.iter().position(|step| {
            step.axes() == Axes::single(axis)
                && matches!(step, Step::AllReduce { .. } | Step::ReduceScatter { .. })
        })
    };
    assert!(
        reduces_axis(1).unwrap() < reduces_axis(0).unwrap(),
        "{planned:?}"
    );
}

#[test]
fn remembered_plans_are_those_of_their_own_model_and_shape() {
    let (from, to) = (
        sharding(&[Shard(0), Replicate]),
        sharding(&[Replicate, Shard(1)]),
    );
    let fast = CommModel::uniform(2);
    let mut slow = CommModel::uniform(2);
    slow.axes[0].bandwidth_bytes_per_s /= 100.0;
    for _ in 0..2 {
        for model in [&fast, &slow] {
            for shape in [[64, 64], [64, 4096]] {
                let remembered = plan(&shape, 4, &[2, 2], &from, &to, model);
                let fresh = plan_anew(&shape, 4, &[2, 2], &from, &to, model);
                assert_eq!(remembered, fresh);
            }
        }
    }
    let cost = |model| plan(&[64, 64], 4, &[2, 2], &from, &to, model).unwrap().cost;
    assert!(cost(&slow) > cost(&fast));
}

#[test]
fn an_axis_kept_for_stages_carries_no_step() {
    // A large partial sum to a split on axis 1: the cheapest plan slices on
    // the replicated axis 0 to halve the reduce-scatter, then gathers.
    let (shape, mesh) = ([4096, 4096], [2, 4]);
    let (from, to) = ([Replicate, Partial(Sum)], [Replicate, Shard(1)]);
    let free = steps(&shape, &mesh, &from, &to);
    assert!(free.iter().any(|step| step.axes().contains(0)), "{free:?}");
    // With axis 0 unusable: one reduce-scatter on axis 1.
    let kept = plan(
        &shape,
        4,
        &mesh,
        &sharding(&from),
        &sharding(&to),
        &CommModel::uniform(2).without_axis(0),
    )
    .unwrap();
    assert_eq!(
        kept.steps,
        [Step::ReduceScatter {
            axes: Axes::single(1),
            op: Sum,
            dim: 1
        }]
    );
    assert!(kept.cost.is_finite());
}
