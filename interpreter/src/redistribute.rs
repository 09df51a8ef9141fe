//! Runs a planned redistribution step on per-device tensors, with the same
//! collectives, padding and slicing that the `shard` ops the partitioner
//! emits for it perform.

use spmd_dialect::{
    ReduceOp, Sharding,
    layout::{padded_length, splits},
    redistribution::Step,
};

use spmd_executable::{collectives, grid::DeviceGrid, tensor::Tensor};

/// The per-device tensors after `step`, from `locals` laid out by `before`
/// (a tensor of `global_shape`).
pub fn apply_step(
    grid: &DeviceGrid,
    locals: &[Tensor],
    global_shape: &[usize],
    before: &Sharding,
    step: Step,
) -> Result<Vec<Tensor>, collectives::CollectiveError> {
    let axes = step.axes().to_vec();
    let k = step.axes().size(&grid.shape);
    let mut after = before.clone();
    step.apply(&mut after.placements);
    // The padded length of `dim` under a sharding.
    let length = |sharding: &Sharding, dim: usize| {
        padded_length(global_shape[dim], &splits(sharding, &grid.shape, dim))
    };
    let resized = |tensors: Vec<Tensor>, dim: usize, to: usize| -> Vec<Tensor> {
        tensors.iter().map(|t| t.resize_axis(dim, to)).collect()
    };
    Ok(match step {
        Step::AllGather { dim, .. } => {
            let gathered = collectives::all_gather(grid, locals, &axes, dim);
            resized(gathered, dim, length(&after, dim))
        }
        Step::AllReduce { op, .. } => collectives::all_reduce(grid, locals, &axes, op.into()),
        Step::ReduceScatter { op, dim, .. } => {
            let padded = resized(locals.to_vec(), dim, k * length(&after, dim));
            collectives::reduce_scatter(grid, &padded, &axes, op.into(), dim)?
        }
        Step::AllToAll { from, to, .. } => {
            let padded = resized(locals.to_vec(), to, k * length(&after, to));
            let exchanged = collectives::all_to_all(grid, &padded, &axes, to, from)?;
            resized(exchanged, from, length(&after, from))
        }
        Step::Slice { dim, .. } => {
            let padded = resized(locals.to_vec(), dim, k * length(&after, dim));
            collectives::all_slice(grid, &padded, &axes, dim)?
        }
        Step::ToPartial { axis, op } => locals
            .iter()
            .enumerate()
            .map(|(rank, local)| {
                let lead = grid.coordinates(rank)[axis] == 0;
                if op == ReduceOp::Sum && !lead {
                    Tensor::zeros(local.element, &local.shape)
                } else {
                    local.clone()
                }
            })
            .collect(),
        Step::Rescale { from, to, .. } => {
            let factor = match (from, to) {
                (ReduceOp::Sum, ReduceOp::Avg) => k as f64,
                _ => 1.0 / k as f64,
            };
            locals
                .iter()
                .map(|local| local.map_f64(|x| x * factor))
                .collect()
        }
    })
}

/// Runs every step of a plan from `from`.
pub fn apply_steps(
    grid: &DeviceGrid,
    locals: Vec<Tensor>,
    global_shape: &[usize],
    from: &Sharding,
    steps: &[Step],
) -> Result<Vec<Tensor>, collectives::CollectiveError> {
    let mut current = from.clone();
    let mut locals = locals;
    for &step in steps {
        locals = apply_step(grid, &locals, global_shape, &current, step)?;
        step.apply(&mut current.placements);
    }
    Ok(locals)
}
