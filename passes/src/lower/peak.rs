//! Each device's peak memory, by the plan `spmd-lower-to-runtime` makes:
//! the arena the runtime allocates, and what is live in it when it
//! reaches that size, for `spmd-report`.
//!
//! Reads: a copy of one function (the function itself is left as it is),
//! planned as the lowering plans it. Writes: nothing.

use melior::{
    ir::{
        BlockLike, BlockRef, Location, Module, RegionLike, Value,
        operation::{OperationLike, OperationRef},
    },
    pass::PassManager,
};
use rustc_hash::FxHashMap;
use spmd_dialect::{
    file_line_col,
    ir::{loop_carried, operation_name, program_operations},
};
use std::collections::BTreeMap;

use super::{buffers::BufferPlan, planned::planned};
use crate::pass::{add_pipeline, key, template::clone};

/// A value the arena holds: an argument of the function (by position), or
/// another value (an op's result, a loop's carried value).
pub(crate) enum Held<'c, 'a> {
    Argument(usize),
    Value(Value<'c, 'a>),
}

/// The arena's size and what fills it at its peak.
pub(crate) struct PeakMemory {
    pub arena_bytes: usize,
    /// Live bytes at the peak, by the kind `kind_of` gives each value.
    pub live_by_kind: BTreeMap<&'static str, usize>,
    /// The op whose results took the arena to its size (`None`: the
    /// arguments and constants alone) and where it is.
    pub at: PeakStep,
}

/// The op whose results took an arena to its size and where it is.
pub(crate) type PeakStep = Option<(String, Option<(String, usize, usize)>)>;

fn first_block<'c, 'a>(function: OperationRef<'c, 'a>) -> Result<BlockRef<'c, 'a>, PeakError> {
    function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or(PeakError::Malformed("a function without a body"))
}

/// Why a function's peak could not be measured.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PeakError {
    #[error("{0}")]
    Malformed(&'static str),
    /// MLIR's passes, run to generalize named ops first, failed.
    #[error("{0}")]
    Generalize(String),
    /// The lowering refuses the function (its located diagnostic's text).
    #[error("{0}")]
    Lowering(String),
}

/// The peak of `function`'s buffer plan, its live bytes sorted by
/// `kind_of`; the lowering's refusal if it cannot plan the function.
pub(crate) fn peak_memory(
    function: OperationRef,
    kind_of: impl Fn(Held) -> &'static str,
) -> Result<PeakMemory, PeakError> {
    // A copy in a module of its own, destroyed when the report is made;
    // where the lowering cannot plan it, a fresh copy with its named ops
    // generalized, as the lowering asks for.
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let (module, buffers, at) = match planned_copy(function, context, false) {
        Ok(planned) => planned,
        Err(_) => planned_copy(function, context, true)?,
    };
    let copy = module
        .body()
        .first_operation()
        .ok_or(PeakError::Malformed("an empty module"))?;
    let body = first_block(copy)?;
    let mut held: FxHashMap<_, Held> = FxHashMap::default();
    for index in 0..body.argument_count() {
        let argument: Value = body.argument(index).expect("index").into();
        held.insert(key(argument), Held::Argument(index));
    }
    for operation in program_operations(body) {
        for result in operation.results() {
            held.insert(key(result.into()), Held::Value(result.into()));
        }
        for [_, argument, _, _] in loop_carried(operation) {
            held.insert(key(argument), Held::Value(argument));
        }
    }
    let mut live_by_kind = BTreeMap::new();
    for (root, bytes) in &buffers.peak.live {
        let kind = held.remove(root).map_or("activations", &kind_of);
        *live_by_kind.entry(kind).or_default() += bytes;
    }
    Ok(PeakMemory {
        arena_bytes: buffers.arena_bytes,
        live_by_kind,
        at,
    })
}

/// A copy of `function` in a module of its own (`generalized`: its named
/// linalg ops made generic first), rewritten and planned as the lowering
/// plans it, with its buffer plan and the op at the plan's peak.
fn planned_copy<'c>(
    function: OperationRef<'c, '_>,
    context: &'c melior::Context,
    generalized: bool,
) -> Result<(Module<'c>, BufferPlan, PeakStep), PeakError> {
    let mut module = Module::new(Location::unknown(context));
    module.body().append_operation(clone(function));
    if generalized {
        let manager = PassManager::new(context);
        // The copy's module lacks the mesh its collectives name.
        manager.enable_verifier(false);
        add_pipeline(
            &manager,
            "builtin.module(func.func(linalg-generalize-named-ops))",
        )
        .map_err(|e| PeakError::Generalize(e.to_string()))?;
        manager
            .run(&mut module)
            .map_err(|_| PeakError::Generalize("linalg-generalize-named-ops failed".into()))?;
    }
    let copy = module
        .body()
        .first_operation()
        .ok_or(PeakError::Malformed("an empty module"))?;
    let body = first_block(copy)?;
    super::rewrite_for_planning(copy, body, false)
        .map_err(|(_, message)| PeakError::Lowering(message))?;
    let (steps, buffers) =
        planned(body, &[]).map_err(|(_, message)| PeakError::Lowering(message))?;
    let at = buffers.peak.step.map(|index| {
        let operation = steps[index].operation;
        (
            operation_name(operation).to_owned(),
            file_line_col(operation.location()),
        )
    });
    drop(steps);
    Ok((module, buffers, at))
}
