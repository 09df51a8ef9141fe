//! What the passes that rewrite one `func.func` at a time share: running on
//! every function of a module, reporting a located failure, and keying
//! values.

use melior::ir::{
    Location, Value, ValueLike,
    operation::{OperationLike, OperationRef, WalkOrder, WalkResult},
};
use melior::pass::ExternalPass;
use spmd_dialect::emit_error;

/// A located error: where, and what.
pub(crate) type Failure<'c> = (Location<'c>, String);

/// A value's identity, for maps keyed by value.
pub(crate) type Key = usize;

pub(crate) fn key(value: Value) -> Key {
    value.to_raw().ptr as usize
}

/// Runs `rewrite` on every `func.func` under `operation`; each failure is
/// reported at its location and fails the pass.
pub(crate) fn for_each_function<'c>(
    operation: OperationRef<'c, '_>,
    pass: ExternalPass<'_>,
    mut rewrite: impl FnMut(OperationRef<'c, '_>) -> Result<(), Failure<'c>>,
) {
    let mut functions = Vec::new();
    operation.walk(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            functions.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut failed = false;
    for raw in functions {
        let function = unsafe { OperationRef::from_raw(raw) };
        if let Err((location, message)) = rewrite(function) {
            emit_error(location, &message);
            failed = true;
        }
    }
    if failed {
        pass.signal_failure();
    }
}
