//! Batch statistics local to each rank, as PyTorch's DDP computes them
//! without SyncBatchNorm (`spmd-data-parallel{batch-statistics=local}`).
//!
//! A partitioned step equals the single-device one: a sum over the batch
//! is a `Partial(sum)` on the data-parallel axis, all-reduced where an op
//! needs it whole. Each rank of a DDP job instead runs the step on its own
//! images and averages the gradients. Here, on the function's axis:
//!
//! - a sum over the batch, where an op whose results reach per-example
//!   values or a state needs it whole, is the rank's own sum times the
//!   ranks (the same sum read on its way to a gradient's update or to the
//!   loss is all-reduced as before): divided by the count of the
//!   whole batch, as the program does, it is the rank's mean over its
//!   (evenly split) batch. The value, and every value computed from it
//!   that is not split on the axis, is *varying*: replicated in type,
//!   different on each rank (a batch norm's mean and variance, their
//!   gradients' sums, the loss's label count);
//! - a gradient (an op marked `spmd.gradient_of`) that comes out varying
//!   is averaged over the ranks (`all_reduce` of `avg`) right after it is
//!   computed, as DDP averages the ranks' gradients; a gradient that comes
//!   out as a `Partial(sum)` of the ranks' scaled terms is their average
//!   when summed, so it is reduced as before, unless an op combines it
//!   with a varying value (a batch norm's weight gradient times the rank's
//!   inverse deviation): that op takes the rank's own term and its result
//!   is averaged;
//! - a varying result is made replicated: a state (running statistics)
//!   takes rank 0's value (DDP's `broadcast_buffers`), any other (the
//!   loss) the ranks' average; a varying param update is an error (its
//!   gradient was not found).
//!
//! Reads: the function's `spmd.local_batch_statistics` (the mesh axis),
//! the batch and gradient marks (`spmd.batch`, `spmd.gradient_of`) and the
//! step's state updates. Writes: the scaled
//! sums, the averages and the broadcasts above.

use melior::ir::{
    BlockRef, Value, ValueLike,
    attribute::{ArrayAttribute, StringAttribute},
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    Placement, ReduceOp, Role, Sharding,
    ir::{integer_attribute, program_operations, replace_uses_within, uses},
    types::static_tensor,
};

use super::values::{Local, Origin, Partitioner};
use crate::{
    pass::{Failure, Key, key},
    shared::step::{GRADIENT_ATTR, is_gradient, step_signature},
    training::batch_dims::BATCH_ATTR,
};

/// Function attribute: the mesh axis whose ranks keep their own batch
/// statistics.
pub const LOCAL_STATISTICS_ATTR: &str = "spmd.local_batch_statistics";

/// The local statistics of one function being partitioned.
pub(super) struct LocalStatistics {
    axis: usize,
    /// The local values that differ per rank though replicated on the axis.
    varying: FxHashSet<Key>,
    /// What each result updates: a state, a param, or nothing.
    results: Vec<Option<Role>>,
    /// Ops that combine a gradient with a varying value: their results
    /// are averaged.
    averaged: FxHashSet<usize>,
    /// Ops whose results reach per-example values or a state update.
    per_rank: FxHashSet<usize>,
}

/// Whether `operation` computes per-example values (a result marked as
/// carrying the batch).
fn per_example(operation: OperationRef) -> bool {
    let Some(marks) = operation
        .attribute(BATCH_ATTR)
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
    else {
        return false;
    };
    (0..marks.len()).any(|i| {
        marks
            .element(i)
            .ok()
            .and_then(|m| StringAttribute::try_from(m).ok())
            .is_some_and(|m| m.value().starts_with('S'))
    })
}

/// The local statistics `function` asks for, if any.
pub(super) fn local_statistics(
    function: OperationRef,
    body: BlockRef,
    return_op: OperationRef,
) -> Option<LocalStatistics> {
    let axis = usize::try_from(integer_attribute(function, LOCAL_STATISTICS_ATTR)?).ok()?;
    let (roles, updates) = step_signature(function);
    let mut results = vec![None; return_op.operand_count()];
    for (result, argument) in updates {
        if let Some(slot) = results.get_mut(result) {
            *slot = roles.get(argument).copied().flatten();
        }
    }
    let states: FxHashSet<Key> = (0..return_op.operand_count())
        .filter(|&i| results[i] == Some(Role::State))
        .filter_map(|i| return_op.operand(i).ok().map(key))
        .collect();
    Some(LocalStatistics {
        axis,
        varying: FxHashSet::default(),
        results,
        averaged: FxHashSet::default(),
        per_rank: per_rank_operations(body, &states),
    })
}

/// The ops of `body` whose results reach (through their users) a
/// per-example value or one of `states`.
fn per_rank_operations(body: BlockRef, states: &FxHashSet<Key>) -> FxHashSet<usize> {
    let operations = program_operations(body);
    let index: FxHashMap<usize, usize> = operations
        .iter()
        .enumerate()
        .map(|(i, op)| (op.to_raw().ptr as usize, i))
        .collect();
    // The op of `operations` that `user` is, or is nested in.
    let owner = |user: OperationRef| {
        let mut at = Some(user);
        while let Some(op) = at {
            if let Some(&i) = index.get(&(op.to_raw().ptr as usize)) {
                return Some(i);
            }
            at = op.parent_operation();
        }
        None
    };
    // Users come after their producers: decide in reverse program order.
    let mut reaches = vec![false; operations.len()];
    for (i, operation) in operations.iter().enumerate().rev() {
        reaches[i] = per_example(*operation)
            || operation.results().any(|result| {
                states.contains(&key(result.into()))
                    || uses(result)
                        .into_iter()
                        .filter_map(|(user, _)| owner(user))
                        .any(|u| u != i && reaches[u])
            });
    }
    operations
        .iter()
        .zip(reaches)
        .filter(|(_, reaches)| *reaches)
        .map(|(op, _)| op.to_raw().ptr as usize)
        .collect()
}

impl LocalStatistics {
    fn is_varying(&self, value: Value) -> bool {
        self.varying.contains(&key(value))
    }
}

impl<'c, 'a> Partitioner<'c, 'a> {
    /// The sharding of `local` with `placement` on the statistics' axis.
    fn on_axis(&self, sharding: &Sharding, placement: Placement) -> Sharding {
        let mut sharding = sharding.clone();
        if let Some(statistics) = &self.local_statistics {
            sharding.placements[statistics.axis] = placement;
        }
        sharding
    }

    /// Before `operation`: each operand that is a `Partial(sum)` on the
    /// statistics' axis, no gradient, and needed whole on the axis becomes
    /// the rank's sum times the ranks (varying), resharded to what
    /// `required` says and set as the operand; its `required` entry is
    /// cleared.
    pub(super) fn localise_statistics(
        &mut self,
        operation: OperationRef<'c, 'a>,
        inputs: &[Value<'c, 'a>],
        required: &mut [Option<Sharding>],
    ) -> Result<(), Failure<'c>> {
        let Some(axis) = self.local_statistics.as_ref().map(|s| s.axis) else {
            return Ok(());
        };
        let summed = Placement::Partial(ReduceOp::Sum);
        for (index, input) in inputs.iter().enumerate() {
            let Some(target) = required[index].clone() else {
                continue;
            };
            let Some(local) = self.values.get(&key(*input)).cloned() else {
                continue;
            };
            if local.sharding.placements[axis] != summed || target.placements[axis] == summed {
                continue;
            }
            // A sum that reaches no per-example value or state (a
            // gradient's way to its update, the loss) is reduced as
            // before, unless the op combines a gradient with a varying
            // value: then each rank's term is its own, and the op's result
            // is averaged (`follow_varying`).
            let per_rank = self
                .local_statistics
                .as_ref()
                .is_some_and(|s| s.per_rank.contains(&(operation.to_raw().ptr as usize)));
            if !per_rank {
                let combined = is_gradient(*input)
                    && inputs.iter().any(|other| {
                        self.values
                            .get(&key(*other))
                            .is_some_and(|l| self.is_varying(l.value))
                    });
                if !combined {
                    continue;
                }
                if let Some(statistics) = &mut self.local_statistics {
                    statistics.averaged.insert(operation.to_raw().ptr as usize);
                }
            }
            let Some((shape, element)) = static_tensor(local.value.r#type()) else {
                continue;
            };
            let emitter = self.emitter(operation);
            let tensor_type = emitter.tensor_type(&shape, element);
            let ranks = self.mesh.shape[axis];
            let scaled = emitter.scaled(local.value, tensor_type, ranks);
            let sharding = self.on_axis(&local.sharding, Placement::Replicate);
            self.values.insert(
                key(scaled),
                Local {
                    value: scaled,
                    sharding,
                    origin: Origin::Computed,
                    ..local
                },
            );
            self.mark_varying(scaled);
            let value = self.reshard(scaled, &target, operation)?;
            if index < operation.operand_count() {
                let mut operation_mut = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
                operation_mut.set_operand(index, value);
            } else {
                replace_uses_within(*input, value, operation, false);
            }
            required[index] = None;
        }
        Ok(())
    }

    /// Marks `value` varying (with local statistics only).
    pub(super) fn mark_varying(&mut self, value: Value<'c, 'a>) {
        if let Some(statistics) = &mut self.local_statistics {
            statistics.varying.insert(key(value));
        }
    }

    /// Whether a varying value resharded to `target` is still varying:
    /// whole on the axis.
    pub(super) fn stays_varying(&self, target: &Sharding) -> bool {
        self.local_statistics
            .as_ref()
            .is_some_and(|s| target.placements[s.axis] == Placement::Replicate)
    }

    /// Refuses to split a varying `value` over the statistics' axis (each
    /// rank would take its piece of its own version).
    pub(super) fn check_not_split_varying(
        &self,
        value: Value<'c, 'a>,
        target: &Sharding,
        at: melior::ir::Location<'c>,
    ) -> Result<(), Failure<'c>> {
        match &self.local_statistics {
            Some(s) if s.is_varying(value) && matches!(target.placements[s.axis], Placement::Shard(_)) => {
                Err((
                    at,
                    "a rank-local batch statistic would be split over the data-parallel ranks (local batch statistics need each rank to compute them whole)".to_owned(),
                ))
            }
            _ => Ok(()),
        }
    }

    /// Whether `value` is varying.
    pub(super) fn is_varying(&self, value: Value<'c, 'a>) -> bool {
        self.local_statistics
            .as_ref()
            .is_some_and(|s| s.is_varying(value))
    }

    /// After `operation` is partitioned: its results whole on the axis are
    /// varying where any value it reads is (a piece split on the axis, or
    /// a partial sum over the ranks, is no varying value: gathered or
    /// reduced, every rank gets the same); a gradient that comes out varying and whole on
    /// the axis is averaged over the ranks.
    pub(super) fn follow_varying(
        &mut self,
        operation: OperationRef<'c, 'a>,
    ) -> Result<(), Failure<'c>> {
        let Some(axis) = self.local_statistics.as_ref().map(|s| s.axis) else {
            return Ok(());
        };
        let reads_varying = spmd_dialect::ir::inputs(operation)
            .into_iter()
            .any(|v| self.is_varying(v));
        if !reads_varying {
            return Ok(());
        }
        for result in operation.results() {
            let result: Value = result.into();
            let whole = self
                .values
                .get(&key(result))
                .is_some_and(|local| local.sharding.placements[axis] == Placement::Replicate);
            if whole {
                self.mark_varying(result);
            }
        }
        let combines_gradient = self
            .local_statistics
            .as_ref()
            .is_some_and(|s| s.averaged.contains(&(operation.to_raw().ptr as usize)));
        if !operation.has_attribute(GRADIENT_ATTR) && !combines_gradient {
            return Ok(());
        }
        let Some(next) = operation.next_in_block() else {
            return Ok(());
        };
        for result in operation.results() {
            let result: Value = result.into();
            let Some(local) = self.values.get(&key(result)).cloned() else {
                continue;
            };
            if local.sharding.placements[axis] != Placement::Replicate {
                continue;
            }
            let averaged = self.average(&local, next)?;
            self.values.get_mut(&key(result)).expect("a local").value = averaged;
        }
        Ok(())
    }

    /// `local`'s value averaged over the statistics' axis, before `before`.
    fn average(
        &mut self,
        local: &Local<'c, 'a>,
        before: OperationRef<'c, 'a>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let from = self.on_axis(&local.sharding, Placement::Partial(ReduceOp::Avg));
        self.emitter(before)
            .redistribute(
                local.value,
                local.element,
                &local.global,
                &from,
                &local.sharding,
            )
            .map_err(spmd_dialect::located(before.location()))
    }

    /// Before the results are localised: each varying result made
    /// replicated, a state's as rank 0's value, any other's as the ranks'
    /// average; a varying param update is refused.
    pub(super) fn settle_varying_results(
        &mut self,
        return_op: OperationRef<'c, 'a>,
    ) -> Result<(), Failure<'c>> {
        let Some(statistics) = &self.local_statistics else {
            return Ok(());
        };
        let (axis, roles) = (statistics.axis, statistics.results.clone());
        for (index, returned) in return_op.operands().enumerate() {
            let Some(local) = self.values.get(&key(returned)).cloned() else {
                continue;
            };
            if !self.is_varying(local.value) {
                continue;
            }
            let settled = match roles.get(index).copied().flatten() {
                Some(Role::Param) => {
                    return Err((
                        return_op.location(),
                        format!(
                            "result #{index}: a param's update depends on rank-local batch statistics, but its gradient (spmd.gradient_of) was not found to average"
                        ),
                    ));
                }
                Some(Role::State) => {
                    // Rank 0's: the others' zeroed, then summed.
                    let first = self.on_axis(&local.sharding, Placement::Partial(ReduceOp::Sum));
                    let emitter = self.emitter(return_op);
                    emitter
                        .redistribute(
                            local.value,
                            local.element,
                            &local.global,
                            &local.sharding,
                            &first,
                        )
                        .and_then(|zeroed| {
                            emitter.redistribute(
                                zeroed,
                                local.element,
                                &local.global,
                                &first,
                                &local.sharding,
                            )
                        })
                        .map_err(spmd_dialect::located(return_op.location()))?
                }
                _ => self.average(&local, return_op)?,
            };
            debug_assert_eq!(local.sharding.placements[axis], Placement::Replicate);
            self.values.get_mut(&key(returned)).expect("a local").value = settled;
        }
        Ok(())
    }
}
