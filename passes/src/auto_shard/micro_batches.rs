//! Where no sharding fits the memory limit, even with activations
//! recomputed: the step in micro-batches (`spmd-microbatch`), as a
//! framework's user raises the gradient accumulation steps when a batch
//! does not fit. Each count that divides the batch, smallest first, is
//! planned on a copy of the step as it came in; the first whose plan fits
//! replaces the step, planned (its report printed by that planning).
//!
//! Reads: the module before planning. Writes: on success, the module's
//! body: the micro-batched step with the plan's shardings.

use melior::ir::{
    BlockLike, Location, Operation, ValueLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::{Role, ir::erase, types::static_tensor};

use super::{AutoShard, Planned, read, write};
use crate::{
    pass::{Failure, module_body, selected_function},
    shared::step::given_else_inferred_roles,
    training::microbatch::{Microbatch, split_into_micro_batches},
};

/// At most this many counts are tried (each a whole planning).
const COUNTS_TRIED: usize = 4;

/// Why planning gave no plan.
pub(super) enum Unplanned<'c> {
    /// No sharding fits the memory limit (nor with recomputation).
    NothingFits(Failure<'c>),
    /// Anything else.
    Failed(Failure<'c>),
}

impl<'c> From<Failure<'c>> for Unplanned<'c> {
    fn from(failure: Failure<'c>) -> Self {
        Unplanned::Failed(failure)
    }
}

/// What plans a module: `auto_shard`.
pub(super) type Planner<'c> =
    for<'a> fn(OperationRef<'c, 'a>, &AutoShard) -> Result<Planned, Unplanned<'c>>;

/// Plans `module` by `auto_shard`; where nothing fits a limit the user
/// gave, in micro-batches of `original` (the module as it came in; see
/// the module doc).
pub(super) fn planned<'c>(
    module: OperationRef<'c, '_>,
    original: Option<&Operation<'c>>,
    settings: &AutoShard,
    auto_shard: Planner<'c>,
) -> Result<Planned, Unplanned<'c>> {
    let failure = match auto_shard(module, settings) {
        Err(Unplanned::NothingFits(failure)) => failure,
        other => return other,
    };
    let Some(original) = original.filter(|_| settings.memory_bytes.is_some()) else {
        return Err(Unplanned::NothingFits(failure));
    };
    let Some(batch) = batch_size(view(original), settings) else {
        return Err(Unplanned::NothingFits(failure));
    };
    eprintln!(
        "spmd-auto-shard: no sharding fits the whole batch of {batch}; trying it in micro-batches (spmd-microbatch)"
    );
    let counts = (2..=batch)
        .filter(|count| batch % count == 0)
        .take(COUNTS_TRIED);
    for count in counts {
        eprintln!(
            "spmd-auto-shard: planning {count} micro-batches of {}...",
            batch / count
        );
        let Some(trial) = in_micro_batches(original, count, settings) else {
            break;
        };
        match auto_shard(view(&trial), settings) {
            Ok(plan) => {
                adopt(module, view(&trial))?;
                eprintln!(
                    "spmd-auto-shard: the plan is for {count} micro-batches of {} examples",
                    batch / count
                );
                if let Some(file) = &settings.report {
                    name_in_report(file, count, module.location())?;
                }
                return Ok(plan);
            }
            Err(Unplanned::NothingFits(_)) => continue,
            Err(failed) => return Err(failed),
        }
    }
    let (at, message) = failure;
    Err(Unplanned::NothingFits((
        at,
        format!("{message}, nor in micro-batches of the batch (spmd-microbatch)"),
    )))
}

/// A copy of `original` (a module) split into `count` micro-batches
/// (`spmd-microbatch`); `None`, the reason printed, where it does not split.
pub(super) fn in_micro_batches<'c>(
    original: &Operation<'c>,
    count: usize,
    settings: &AutoShard,
) -> Option<Operation<'c>> {
    let copy = original.clone();
    let split = split_into_micro_batches(
        view(&copy),
        &Microbatch {
            count,
            function: settings.function.clone(),
        },
    );
    match split {
        Ok(()) => Some(copy),
        Err(failure) => {
            eprintln!(
                "spmd-auto-shard: the step does not split into micro-batches: {}",
                failure.reason()
            );
            None
        }
    }
}

/// Adds `"micro_batches": count` to the JSON report the planning wrote.
fn name_in_report<'c>(file: &str, count: usize, at: Location<'c>) -> Result<(), Failure<'c>> {
    let mut report: serde_json::Value = serde_json::from_str(&read(file, at)?)
        .map_err(|e| (at, format!("cannot read back {file}: {e}")))?;
    report["micro_batches"] = count.into();
    write(file, &format!("{report:#}\n"), at)
}

/// An owned op, borrowed as the passes take ops.
pub(super) fn view<'c, 'a>(operation: &'a Operation<'c>) -> OperationRef<'c, 'a> {
    // SAFETY: the reference lives no longer than the op it borrows.
    unsafe { OperationRef::from_raw(operation.to_raw()) }
}

/// The batch's size: dim 0 of the step's first input.
pub(super) fn batch_size(module: OperationRef, settings: &AutoShard) -> Option<usize> {
    let body = module_body(module).ok()?;
    let function = selected_function(body, settings.function.as_deref(), module.location()).ok()?;
    let block = spmd_dialect::ir::first_block(function)?;
    let roles = given_else_inferred_roles(function).ok()?;
    let input = roles.iter().position(|role| *role == Some(Role::Input))?;
    let (shape, _) = static_tensor(block.argument(input).ok()?.r#type())?;
    shape.first().copied()
}

/// Makes `module`'s body `planned`'s: its ops move over, the old ones go.
pub(super) fn adopt<'c>(
    module: OperationRef<'c, '_>,
    planned: OperationRef<'c, '_>,
) -> Result<(), Failure<'c>> {
    let body = module_body(module)?;
    for operation in spmd_dialect::ir::block_operations(&body) {
        erase(operation);
    }
    for operation in spmd_dialect::ir::block_operations(&module_body(planned)?) {
        unsafe {
            mlir_sys::mlirOperationRemoveFromParent(operation.to_raw());
            mlir_sys::mlirBlockAppendOwnedOperation(body.to_raw(), operation.to_raw());
        }
    }
    Ok(())
}
