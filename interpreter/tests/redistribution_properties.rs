//! Random redistributions on meshes and shapes the exhaustive check does not
//! use (axes of size 1 and 3, dims from 1 to 9, up to three mesh axes): the
//! plan runs, every device ends up with its piece of the global tensor, and
//! the plan never costs more than the seed's.

use proptest::prelude::*;
use spmd_dialect::{
    Placement, ReduceOp, Sharding,
    redistribution::{CommModel, greedy_steps, plan},
};
use spmd_executable::{
    distribution::{assemble, distribute},
    grid::DeviceGrid,
    tensor::{ElementType, Tensor},
};
use spmd_interpreter::redistribute::apply_steps;

fn placement(rank: usize) -> impl Strategy<Value = Placement> {
    prop_oneof![
        Just(Placement::Replicate),
        (0..rank).prop_map(Placement::Shard),
        prop::sample::select(ReduceOp::ALL.to_vec()).prop_map(Placement::Partial),
    ]
}

/// A mesh, a global shape, and two placement vectors for it.
fn case() -> impl Strategy<Value = (Vec<usize>, Vec<usize>, Vec<Placement>, Vec<Placement>)> {
    (
        prop::collection::vec(1usize..=3, 1..=3),
        prop::collection::vec(1usize..=9, 1..=3),
    )
        .prop_flat_map(|(mesh, shape)| {
            let axes = mesh.len();
            let rank = shape.len();
            (
                Just(mesh),
                Just(shape),
                prop::collection::vec(placement(rank), axes),
                prop::collection::vec(placement(rank), axes),
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn planned_redistributions_are_exact_and_never_worse_than_the_seed((mesh, shape, from, to) in case()) {
        let grid = DeviceGrid::new(&mesh);
        let (from, to) = (Sharding::new("mesh", from), Sharding::new("mesh", to));
        let model = CommModel::uniform(mesh.len());
        let planned = plan(&shape, 4, &mesh, &from, &to, &model).expect("every sharding is reachable");
        let count: usize = shape.iter().product();
        let global = Tensor::from_f64(ElementType::F64, &shape, (0..count).map(|i| (i % 7) as f64 - 3.0).collect());
        // Partial sources: what `distribute` makes of them (value on the
        // first device for sum, everywhere for the idempotent reductions).
        let source = distribute(&global, &from, &grid);
        let result = apply_steps(&grid, source, &shape, &from, &planned.steps).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let assembled = assemble(&result, &to, &grid, &shape).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for i in 0..count {
            prop_assert!((assembled.data.get_f64(i) - global.data.get_f64(i)).abs() < 1e-9,
                "{from} -> {to} via {:?}: element {i}", planned.steps);
        }
        if let Some(seed) = greedy_steps(&from.placements, &to.placements) {
            let planner = spmd_dialect::redistribution::Planner::new(&shape, 4, &mesh, &ReduceOp::ALL, &model);
            if let Some(seed_cost) = planner.cost_of(&from, &seed) {
                prop_assert!(planned.cost <= seed_cost * (1.0 + 1e-12));
            }
        }
    }
}
