//! What the buffer plan does with each op's results, for a memory model
//! that runs before partitioning (`spmd-auto-shard`'s): the lowering's own
//! decisions (`plan`, `overwritable_inputs`), made on the single-device
//! program.
//!
//! Reads: a function body. Writes: nothing.

use melior::ir::{BlockRef, Value};
use rustc_hash::FxHashMap;

use super::{
    buffers::overwritable_inputs,
    plan::{StepKind, plan},
};
use crate::pass::operation_key;

/// Where an op's results live.
pub(crate) enum Storage<'c, 'a> {
    /// In buffers of their own.
    Own,
    /// In no buffer of their own: a view of an operand's, or fused into
    /// the kernels that read them; what the op reads stays live as long
    /// as its results.
    Shared,
    /// In the buffer of one of these inputs where it dies at the op, else
    /// in their own.
    Overwrites(Vec<Value<'c, 'a>>),
}

/// Each op's storage, keyed by `operation_key`; empty if the lowering
/// cannot plan the body.
pub(crate) fn storage_of_operations<'c, 'a>(
    body: BlockRef<'c, 'a>,
) -> FxHashMap<usize, Storage<'c, 'a>> {
    // The plan before siblings move up: the lowering keeps a move-up only
    // where its arena is no larger (`planned.rs`), and one plan is what
    // auto-shard's trials can afford.
    let Ok((steps, _)) = plan(body, false) else {
        return FxHashMap::default();
    };
    steps
        .iter()
        .map(|step| {
            let storage = match step.kind {
                StepKind::Fused {
                    written_by: Some(_),
                    ..
                } => Storage::Own,
                StepKind::View { .. } | StepKind::Fused { .. } => Storage::Shared,
                StepKind::Kernel { .. } => match overwritable_inputs(step) {
                    inputs if inputs.is_empty() => Storage::Own,
                    inputs => Storage::Overwrites(inputs),
                },
                _ => Storage::Own,
            };
            (operation_key(step.operation), storage)
        })
        .collect()
}
