//! What a scatter's or scan's region computes, in the form the runtime
//! runs it (`spmd_executable::indexed::Combine`).
//!
//! Reads the op's region; writes nothing.

use melior::ir::{
    BlockLike, RegionLike, Value,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::Positional;
use spmd_dialect::ir::{ValueKey, operation_name, producer};
use spmd_dialect::read::scalar_op;
use spmd_executable::indexed::Combine;

/// A scatter's or scan's region the runtime cannot run.
#[derive(Debug, thiserror::Error)]
#[error(
    "the region of '{op}' must yield one of its two arguments or one arith op of both for the runtime"
)]
pub struct UnsupportedRegion {
    pub op: String,
}

/// What a scatter's or scan's region computes from its two block
/// arguments: one of them, or one op of both.
pub fn combine_of(operation: OperationRef) -> Result<Combine, UnsupportedRegion> {
    let shape_error = || UnsupportedRegion {
        op: operation_name(operation).to_owned(),
    };
    let block = (operation.region_count() == 1)
        .then(|| operation.region_at(0)?.first_block())
        .flatten()
        .filter(|b| b.argument_count() == 2)
        .ok_or_else(shape_error)?;
    let argument = |value: Value| {
        (0..2).find(|&i| {
            block
                .argument(i)
                .is_ok_and(|a| ValueKey::of(a.into()) == ValueKey::of(value))
        })
    };
    // (The terminator of an op of a dialect MLIR does not know.)
    let last = std::iter::successors(block.first_operation(), |op| op.next_in_block()).last();
    let yielded = last
        .filter(|t| t.operand_count() == 1)
        .and_then(|t| t.operand_at(0))
        .ok_or_else(shape_error)?;
    match argument(yielded) {
        Some(0) => return Ok(Combine::First),
        Some(_) => return Ok(Combine::Second),
        None => {}
    }
    let op = producer(yielded).ok_or_else(shape_error)?;
    let operands: Vec<Option<usize>> = op.operands().map(argument).collect();
    let swapped = match operands.as_slice() {
        [Some(0), Some(1)] => false,
        [Some(1), Some(0)] => true,
        _ => return Err(shape_error()),
    };
    let op = scalar_op(op).ok_or_else(shape_error)?;
    Ok(Combine::Apply { op, swapped })
}
