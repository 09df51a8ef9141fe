//! Every pair of shardings, planned and executed on the collectives, on
//! meshes 4, 2x2, 2x3 and 2x2x2, tensors of rank 1 to 3 with even and uneven
//! dims. Partial sources are split randomly (so a wrong reduction is seen),
//! every device's result is checked against the global tensor, and the
//! planner's cost is compared with the seed's greedy plan.
//!
//! `cargo test --release --workspace exhaustive -- --nocapture`

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spmd_dialect::{
    Placement, ReduceOp, Sharding,
    layout::partial_axes,
    redistribution::{CommModel, Planner, all_placements, greedy_steps},
};
use spmd_executable::{
    distribution::{assemble, distribute},
    grid::DeviceGrid,
    tensor::{ElementType, Tensor},
};
use spmd_interpreter::redistribute::apply_steps;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Case {
    mesh: Vec<usize>,
    shape: Vec<usize>,
    reductions: Vec<ReduceOp>,
}

fn cases() -> Vec<Case> {
    let all = ReduceOp::ALL.to_vec();
    let mut cases = Vec::new();
    for mesh in [vec![4], vec![2, 2], vec![2, 3], vec![2, 2, 2]] {
        // 3-axis meshes: one linear and one idempotent reduction, so mixed
        // Partial orders are covered without 8^6 pairs per shape.
        let reductions = if mesh.len() == 3 {
            vec![ReduceOp::Sum, ReduceOp::Max]
        } else {
            all.clone()
        };
        let even: usize = mesh.iter().product();
        for rank in 1..=3 {
            let even_shape = vec![even; rank];
            let uneven_shape: Vec<usize> = [7, 5, 3][..rank].to_vec();
            for shape in [even_shape, uneven_shape] {
                cases.push(Case {
                    mesh: mesh.clone(),
                    shape,
                    reductions: reductions.clone(),
                });
            }
        }
    }
    cases
}

fn shardings(mesh: &[usize], rank: usize, reductions: &[ReduceOp]) -> Vec<Sharding> {
    all_placements(mesh.len(), rank, reductions)
        .into_iter()
        .map(|placements| Sharding::new("mesh", placements))
        .collect()
}

/// Per-device values for `global` under `sharding`, with every Partial axis
/// split at random: integer-valued, so sums are exact.
fn random_locals(
    global: &Tensor,
    sharding: &Sharding,
    grid: &DeviceGrid,
    rng: &mut ChaCha8Rng,
) -> Vec<Tensor> {
    let mut replicated = sharding.clone();
    for (axis, _) in partial_axes(sharding) {
        replicated.placements[axis] = Placement::Replicate;
    }
    let mut locals = distribute(global, &replicated, grid);
    let replicated_axes: Vec<usize> = (0..grid.shape.len())
        .filter(|&axis| sharding.placements[axis] == Placement::Replicate)
        .collect();
    for (axis, op) in partial_axes(sharding) {
        let groups: std::collections::BTreeSet<Vec<usize>> = (0..grid.size())
            .map(|rank| grid.group(rank, &[axis]).0)
            .collect();
        // Groups that differ only on Replicate axes must get the same split,
        // or their devices would not be replicas.
        let mut splits: std::collections::HashMap<Vec<usize>, (usize, Vec<Vec<f64>>)> =
            Default::default();
        for members in groups {
            let value = locals[members[0]].clone();
            let k = members.len();
            let mut key = grid.coordinates(members[0]);
            for &replicated_axis in &replicated_axes {
                key[replicated_axis] = 0;
            }
            let (keeper, offsets) = splits
                .entry(key)
                .or_insert_with(|| {
                    let keeper = rng.random_range(0..k);
                    let offsets = (0..k)
                        .map(|_| {
                            (0..value.numel())
                                .map(|_| rng.random_range(1..5) as f64)
                                .collect()
                        })
                        .collect();
                    (keeper, offsets)
                })
                .clone();
            for (position, &member) in members.iter().enumerate() {
                let part = (0..value.numel()).map(|i| {
                    let v = value.data.get_f64(i);
                    let d = offsets[position][i];
                    match op {
                        // parts that add up to v: the keeper takes the remainder
                        ReduceOp::Sum if position == keeper => {
                            v - (0..k)
                                .filter(|&j| j != keeper)
                                .map(|j| offsets[j][i])
                                .sum::<f64>()
                        }
                        ReduceOp::Sum => d,
                        // zero-mean deviations: +d on one, -d on the keeper
                        ReduceOp::Avg if position == keeper => {
                            v - (0..k)
                                .filter(|&j| j != keeper)
                                .map(|j| offsets[j][i])
                                .sum::<f64>()
                        }
                        ReduceOp::Avg => v + d,
                        ReduceOp::Max if position == keeper => v,
                        ReduceOp::Max => v - d,
                        ReduceOp::Min if position == keeper => v,
                        ReduceOp::Min => v + d,
                    }
                });
                locals[member] = Tensor::from_f64(value.element, &value.shape, part.collect());
            }
        }
    }
    locals
}

#[test]
fn redistribution_exhaustive() {
    let checked = AtomicUsize::new(0);
    let better_than_seed = AtomicUsize::new(0);
    let seed_unsupported = AtomicUsize::new(0);
    let cases = cases();
    let next_case = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for _thread in 0..threads {
            let (checked, better, unsupported) = (&checked, &better_than_seed, &seed_unsupported);
            let (cases, next_case) = (&cases, &next_case);
            scope.spawn(move || {
                while let Some(case) = cases.get(next_case.fetch_add(1, Ordering::Relaxed)) {
                    let (pairs, strictly_better, no_seed) = check_case(case);
                    checked.fetch_add(pairs, Ordering::Relaxed);
                    better.fetch_add(strictly_better, Ordering::Relaxed);
                    unsupported.fetch_add(no_seed, Ordering::Relaxed);
                }
            });
        }
    });
    let checked = checked.into_inner();
    println!("redistribution pairs checked: {checked}");
    println!(
        "planner strictly cheaper than the seed's greedy plan: {}; seed has no valid plan: {}",
        better_than_seed.into_inner(),
        seed_unsupported.into_inner()
    );
    assert!(checked >= 20_000, "only {checked} pairs");
}

/// Checks every pair of one case; returns (pairs, strictly cheaper than the
/// seed, pairs the seed cannot do).
fn check_case(case: &Case) -> (usize, usize, usize) {
    let grid = DeviceGrid::new(&case.mesh);
    let model = CommModel::uniform(case.mesh.len());
    let planner = Planner::new(&case.shape, 4, &case.mesh, &case.reductions, &model);
    let mut rng = ChaCha8Rng::seed_from_u64(
        case.shape
            .iter()
            .chain(&case.mesh)
            .fold(7, |a, &b| a * 31 + b as u64),
    );
    let values: Vec<f64> = (0..case.shape.iter().product())
        .map(|_| rng.random_range(-9..10) as f64)
        .collect();
    let global = Tensor::from_f64(ElementType::F64, &case.shape, values);
    let all = shardings(&case.mesh, case.shape.len(), &case.reductions);
    let (mut pairs, mut better, mut no_seed) = (0, 0, 0);
    for from in &all {
        let source = random_locals(&global, from, &grid, &mut rng);
        for to in &all {
            let plan = planner
                .plan(from, to)
                .unwrap_or_else(|| panic!("no plan {from} -> {to}"));
            let result = apply_steps(&grid, source.clone(), &case.shape, from, &plan.steps)
                .unwrap_or_else(|error| panic!("{from} -> {to} via {:?}: {error}", plan.steps));
            let assembled = assemble(&result, to, &grid, &case.shape)
                .unwrap_or_else(|error| panic!("{from} -> {to} via {:?}: {error}", plan.steps));
            for i in 0..global.numel() {
                let (got, want) = (assembled.data.get_f64(i), global.data.get_f64(i));
                assert!(
                    (got - want).abs() <= 1e-9 * want.abs().max(1.0),
                    "mesh {:?} shape {:?}: {from} -> {to} via {:?}: element {i} is {got}, expected {want}",
                    case.mesh,
                    case.shape,
                    plan.steps
                );
            }
            match greedy_steps(&from.placements, &to.placements)
                .and_then(|steps| planner.cost_of(from, &steps))
            {
                Some(seed_cost) => {
                    assert!(
                        plan.cost <= seed_cost * (1.0 + 1e-12),
                        "{from} -> {to}: planner {} > seed {seed_cost}",
                        plan.cost
                    );
                    if plan.cost < seed_cost * (1.0 - 1e-9) {
                        better += 1;
                    }
                }
                None => no_seed += 1,
            }
            pairs += 1;
        }
    }
    (pairs, better, no_seed)
}
