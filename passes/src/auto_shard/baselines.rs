//! The baselines `algo=dp` and `algo=megatron`: argument shardings, the
//! rest by `spmd-propagate` (as a user of DDP or Megatron-LM would get
//! them), so that the ILP's plan and theirs are costed by one model.
//!
//! - `dp` (pure data parallel): inputs split along dim 0 (the batch) over
//!   every mesh axis that still divides it, params and states replicated.
//! - `megatron`: tensor parallelism on the last mesh axis (inside a node)
//!   and data parallelism on the others. A param that a contraction reads
//!   is *column*-parallel (split along the dim the result keeps) unless the
//!   contraction's other operand comes from a column-parallel one, then
//!   *row*-parallel (split along the contracted dim), so that q/k/v and
//!   gate/up are column- and o/down row-parallel as in Megatron-LM.
//!   Other params are replicated; states are left to propagation.
//! - `megatron-sp`: `megatron` with sequence parallelism (Megatron-LM's
//!   `--sequence-parallel`): the inputs' dim 1 (the sequence) is also
//!   split on the tensor-parallel axis, so that propagation keeps the
//!   residual stream, norms and element-wise ops split on the sequence
//!   between the tensor-parallel regions; each region's entry gathers the
//!   sequence and its exit reduce-scatters instead of all-reducing.
//! - `cp` (context parallelism): inputs split along dim 0 over the mesh
//!   axes that divide the batch, as `dp`, and along dim 1 (the sequence)
//!   over the others, params replicated; `spmd-partition` gathers keys and
//!   values for attention and `spmd-ring-attention` (the pipeline's last
//!   pass, and each trial's) makes that a ring: the plan for a sequence
//!   whose attention fits no device whole.

use melior::ir::{
    Attribute, BlockLike, BlockRef, Value, ValueLike,
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::ShardingAttribute;
use spmd_dialect::{
    Mesh, Placement, ROLE_ATTR, Role, SHARDING_ATTR, Sharding, SignatureSide,
    access::signature_sharding,
    rules::{Slot, rule},
    set_signature_attributes, signature_attributes,
    types::static_tensor,
    with_entries,
};

use crate::{
    pass::{Failure, Key, key},
    propagation::propagate_function,
    shared::step::computed_from,
    training::{LoopGradients, loop_gradients::place_loop_reductions},
};

/// Which baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algo {
    Ilp,
    Megatron,
    MegatronSequence,
    DataParallel,
    Context,
}

impl Algo {
    pub const KEYWORDS: &str = "ilp, megatron, megatron-sp, dp or cp";

    pub fn parse(text: &str) -> Option<Algo> {
        match text {
            "ilp" => Some(Algo::Ilp),
            "megatron" => Some(Algo::Megatron),
            "megatron-sp" => Some(Algo::MegatronSequence),
            "dp" => Some(Algo::DataParallel),
            "cp" => Some(Algo::Context),
            _ => None,
        }
    }
}

/// Writes the argument shardings and roles of `algo` (the user's shardings
/// win) and propagates them through `function`.
pub fn apply<'c>(
    algo: Algo,
    function: OperationRef<'c, '_>,
    body: BlockRef<'c, '_>,
    roles: &[Option<Role>],
    mesh: &Mesh,
) -> Result<(), Failure<'c>> {
    write_arguments(algo, function, body, roles, mesh);
    propagate(function, mesh)
}

/// Writes the argument shardings and roles of `algo` (the user's shardings
/// win) on `function`'s signature.
pub fn write_arguments(
    algo: Algo,
    function: OperationRef,
    body: BlockRef,
    roles: &[Option<Role>],
    mesh: &Mesh,
) {
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let fixed = fixed_arguments(algo, body, roles, mesh);
    let existing = signature_attributes(function, SignatureSide::Argument);
    let entries: Vec<Attribute> = (0..body.argument_count())
        .map(|index| {
            let dictionary = existing.get(index).copied();
            let given = signature_sharding(&existing, index).is_some();
            let mut entries = Vec::new();
            if let (Some(sharding), false) = (fixed.get(&index), given) {
                entries.push((SHARDING_ATTR, sharding.to_attribute(context)));
            }
            if let Some(role) = roles.get(index).copied().flatten() {
                entries.push((
                    ROLE_ATTR,
                    StringAttribute::new(context, role.keyword()).into(),
                ));
            }
            with_entries(context, dictionary, &entries)
        })
        .collect();
    set_signature_attributes(context, function, SignatureSide::Argument, &entries);
}

/// Propagates the argument shardings through `function`, and places loop
/// accumulators' reductions.
pub fn propagate<'c>(function: OperationRef<'c, '_>, mesh: &Mesh) -> Result<(), Failure<'c>> {
    propagate_function(function)?;
    // What loops accumulate (a scanned step's gradient stacks, micro-batch
    // gradients) reduced after them where that is cheaper and holds no
    // more bytes, as spmd-data-parallel places them.
    for axis in 0..mesh.shape.len() {
        place_loop_reductions(function, axis, &mesh.shape, LoopGradients::Auto)?;
    }
    Ok(())
}

/// The arguments `algo` fixes, by index.
fn fixed_arguments(
    algo: Algo,
    body: BlockRef,
    roles: &[Option<Role>],
    mesh: &Mesh,
) -> FxHashMap<usize, Sharding> {
    let axes = mesh.shape.len();
    let (data_axes, tensor_axis) = match algo {
        Algo::Ilp => return FxHashMap::default(),
        Algo::DataParallel | Algo::Context => ((0..axes).collect::<Vec<_>>(), None),
        Algo::Megatron | Algo::MegatronSequence => ((0..axes - 1).collect(), Some(axes - 1)),
    };
    let splits = tensor_axis
        .map(|axis| megatron_splits(body, roles, mesh.shape[axis]))
        .unwrap_or_default();
    let mut fixed = FxHashMap::default();
    for (index, role) in roles.iter().enumerate() {
        let argument: Value = body.argument(index).expect("index").into();
        let Some((shape, _)) = static_tensor(argument.r#type()) else {
            continue;
        };
        let mut placements = vec![Placement::Replicate; axes];
        match role {
            Some(Role::Input) => {
                let mut pieces = 1;
                for &axis in &data_axes {
                    if shape
                        .first()
                        .is_some_and(|&d| d.is_multiple_of(pieces * mesh.shape[axis]))
                    {
                        pieces *= mesh.shape[axis];
                        placements[axis] = Placement::Shard(0);
                    }
                }
                // The sequence, on the axes the batch does not take.
                if algo == Algo::Context
                    && let Some(&length) = shape.get(1)
                {
                    let mut sequence_pieces = 1;
                    for (placement, &size) in placements.iter_mut().zip(&mesh.shape) {
                        if *placement == Placement::Replicate
                            && length.is_multiple_of(sequence_pieces * size)
                        {
                            sequence_pieces *= size;
                            *placement = Placement::Shard(1);
                        }
                    }
                }
                // The sequence, on the tensor-parallel axis.
                if let (Algo::MegatronSequence, Some(axis), Some(&length)) =
                    (algo, tensor_axis, shape.get(1))
                    && length.is_multiple_of(mesh.shape[axis])
                {
                    placements[axis] = Placement::Shard(1);
                }
            }
            Some(Role::Param) => {
                if let (Some(axis), Some(&dim)) = (tensor_axis, splits.get(&key(argument))) {
                    placements[axis] = Placement::Shard(dim);
                }
            }
            Some(Role::State) if tensor_axis.is_some() => continue,
            Some(Role::State) => {}
            None => continue,
        }
        fixed.insert(index, Sharding::new(mesh.name.clone(), placements));
    }
    fixed
}

/// Megatron's split dim of every param a contraction reads first, where
/// it divides by `pieces`.
fn megatron_splits(body: BlockRef, roles: &[Option<Role>], pieces: usize) -> FxHashMap<Key, usize> {
    let params: FxHashSet<Key> = roles
        .iter()
        .enumerate()
        .filter(|(_, role)| **role == Some(Role::Param))
        .map(|(index, _)| key(body.argument(index).expect("index").into()))
        .collect();
    let mut splits = FxHashMap::default();
    let mut decided = FxHashSet::default();
    // Values computed from a column-parallel contraction's result.
    let mut from_column: FxHashSet<Key> = FxHashSet::default();
    for operation in spmd_dialect::ir::block_operations(&body) {
        let inputs = computed_from(operation);
        let mut derived = inputs.iter().any(|(_, v)| from_column.contains(&key(*v)));
        if let Ok(rule) = rule(operation)
            && !rule.only_moves()
        {
            for &(position, operand) in &inputs {
                if !params.contains(&key(operand)) || !decided.insert(key(operand)) {
                    continue;
                }
                let rank = static_tensor(operand.r#type()).map_or(0, |(shape, _)| shape.len());
                let factor = |dim| rule.factor_of_dim(Slot::Operand(position), dim);
                let Some(contracted) =
                    (0..rank).find(|&dim| factor(dim).is_some_and(|f| rule.is_reduction(f)))
                else {
                    continue;
                };
                let kept = (0..rank).find(|&dim| {
                    factor(dim).is_some_and(|f| rule.dim_of_factor(Slot::Result(0), f).is_some())
                });
                let row = inputs
                    .iter()
                    .any(|(_, v)| !params.contains(&key(*v)) && from_column.contains(&key(*v)));
                let dim = if row { Some(contracted) } else { kept };
                let shape = static_tensor(operand.r#type()).map(|(s, _)| s);
                if let (Some(dim), Some(shape)) = (dim, shape)
                    && shape[dim].is_multiple_of(pieces)
                {
                    splits.insert(key(operand), dim);
                }
                derived = !row;
            }
        }
        if derived {
            for result in operation.results() {
                from_column.insert(key(result.into()));
            }
        }
    }
    splits
}
