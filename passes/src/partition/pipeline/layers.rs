//! The layer loops of a scanned step: `scf.for`s that take one slice per
//! iteration along dim 0 of tensors stacked over the layers
//! (`tensor.extract_slice` / `insert_slice` at an offset computed from the
//! induction variable, as `jax.lax.scan` exports), the forward in layer
//! order and the backward in reverse. A stage runs the layers of its block
//! of that dim: `stage_local` makes a loop run `K = L / S` iterations, its
//! induction variable the global one of the stage's first layer on, and
//! its slices offset into the stage's block.
//!
//! Reads: the loops' bodies, bounds and slice offsets. Writes (in
//! `stage_local`): the loop's upper bound, the reads of its induction
//! variable and the dim-0 offsets of its stacked slices.

use melior::ir::{
    BlockLike, Value, ValueLike,
    attribute::IntegerAttribute,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::{
    ArgumentAt, Positional, first_block, operation_name, producer, replace_uses_within, trip_count,
};
use spmd_dialect::types::static_tensor;

use crate::pass::{Failure, key};

/// A loop over stacked layers.
pub(super) struct LayerLoop<'c, 'a> {
    pub operation: OperationRef<'c, 'a>,
    /// The slices of stacked tensors in its body (dim 0 at the layer).
    pub slices: Vec<OperationRef<'c, 'a>>,
    /// `L`: iterations and the stacked dim's size.
    pub layers: usize,
    /// Whether the layer index grows with the iteration (the forward);
    /// else it is `L - 1 - i` (the backward).
    pub increasing: bool,
}

/// Where a stacked slice's dim-0 offset is among its operands, if dim 0
/// is dynamic and every other offset static.
pub(super) fn dim0_offset_operand(slice: OperationRef) -> Option<usize> {
    let first_offset = match operation_name(slice) {
        "tensor.extract_slice" => 1,
        "tensor.insert_slice" => 2,
        _ => return None,
    };
    let offsets = spmd_dialect::read::i64_array(slice, "static_offsets").ok()?;
    (offsets.first() == Some(&i64::MIN) && offsets[1..].iter().all(|&o| o != i64::MIN))
        .then_some(first_offset)
}

/// The stacked tensor a slice reads or writes.
pub(super) fn sliced<'c, 'a>(slice: OperationRef<'c, 'a>) -> Value<'c, 'a> {
    match operation_name(slice) {
        "tensor.extract_slice" => slice.operand_at(0),
        _ => slice.operand_at(1),
    }
    .expect("a slice has its tensor")
}

/// The value of `value` (an integer or index computed by `arith` ops from
/// constants and `iv`) when `iv` is `at`.
fn evaluate(value: Value, iv: Value, at: i64, depth: usize) -> Option<i64> {
    if key(value) == key(iv) {
        return Some(at);
    }
    if depth > 16 {
        return None;
    }
    let operation = producer(value)?;
    let operand = |i: usize| evaluate(operation.operand_at(i)?, iv, at, depth + 1);
    Some(match operation_name(operation) {
        "arith.constant" => IntegerAttribute::try_from(operation.attribute("value").ok()?)
            .ok()?
            .value(),
        "arith.index_cast" | "arith.index_castui" | "arith.extsi" | "arith.extui"
        | "arith.trunci" => operand(0)?,
        "arith.addi" => operand(0)? + operand(1)?,
        "arith.subi" => operand(0)? - operand(1)?,
        "arith.muli" => operand(0)? * operand(1)?,
        "arith.maxsi" => operand(0)?.max(operand(1)?),
        "arith.minsi" => operand(0)?.min(operand(1)?),
        _ => return None,
    })
}

/// Whether `operation` (an `scf.for`) is a layer loop, and then its
/// slices, layers and direction; an error where it slices stacked tensors
/// in a way stages cannot split.
pub(super) fn layer_loop<'c, 'a>(
    operation: OperationRef<'c, 'a>,
) -> Result<Option<LayerLoop<'c, 'a>>, Failure<'c>> {
    let Some(body) = first_block(operation) else {
        return Ok(None);
    };
    let Some(iv) = body.argument_at(0).map(Value::from) else {
        return Ok(None);
    };
    let mut slices = Vec::new();
    let mut layers = None;
    let mut increasing = None;
    for slice in spmd_dialect::ir::block_operations(&body) {
        let Some(at) = dim0_offset_operand(slice) else {
            continue;
        };
        let offset = slice.operand_at(at).expect("the dim-0 offset");
        let (Some(first), Some(second)) = (evaluate(offset, iv, 0, 0), evaluate(offset, iv, 1, 0))
        else {
            continue;
        };
        if first == second {
            continue;
        }
        let size = static_tensor(sliced(slice).r#type()).map(|(shape, _)| shape[0]);
        let sizes = spmd_dialect::read::i64_array(slice, "static_sizes").unwrap_or_default();
        let trips = trip_count(operation);
        let lower = evaluate(operation.operand_at(0).expect("lower bound"), iv, 0, 0);
        let step = evaluate(operation.operand_at(2).expect("step"), iv, 0, 0);
        let (Some(size), Some(trips)) = (size, trips) else {
            return Err(refusal(
                slice,
                "its stacked tensor or the loop's bounds are not static",
            ));
        };
        if sizes.first() != Some(&1) || lower != Some(0) || step != Some(1) || trips != size {
            return Err(refusal(
                slice,
                &format!(
                    "the loop runs {trips} iterations from 0 by 1 and slices one of the {size} layers each (as jax.lax.scan exports) is what stages split"
                ),
            ));
        }
        let last = size as i64 - 1;
        let direction = if (0..size as i64).all(|i| evaluate(offset, iv, i, 0) == Some(i)) {
            true
        } else if (0..size as i64).all(|i| evaluate(offset, iv, i, 0) == Some(last - i)) {
            false
        } else {
            return Err(refusal(
                slice,
                "its layer is neither the iteration nor the iteration counted from the end",
            ));
        };
        if layers.is_some_and(|l| l != size) || increasing.is_some_and(|d| d != direction) {
            return Err(refusal(
                slice,
                "the loop's slices disagree on the layers or their order",
            ));
        }
        layers = Some(size);
        increasing = Some(direction);
        slices.push(slice);
    }
    Ok(layers.map(|layers| LayerLoop {
        operation,
        slices,
        layers,
        increasing: increasing.expect("set with the layers"),
    }))
}

fn refusal<'c>(slice: OperationRef<'c, '_>, why: &str) -> Failure<'c> {
    (
        slice.location(),
        format!("spmd-pipeline: this slice of a layer loop cannot be split into stages: {why}"),
    )
}

/// Makes `layer` run the stage's `per_stage` layers: upper bound
/// `upper` (a constant `per_stage` of the induction variable's type), the
/// induction variable read as `iv + first` (`first`: the stage's first
/// global iteration, of its type) and each stacked slice offset by
/// `-offset` (`offset`: the stage's first layer, an index).
pub(super) fn stage_local<'c>(
    layer: &LayerLoop<'c, '_>,
    upper: Value<'c, '_>,
    first: Value<'c, '_>,
    offset: Value<'c, '_>,
) {
    let location = layer.operation.location();
    let body = first_block(layer.operation).expect("a layer loop has a body");
    unsafe { mlir_sys::mlirOperationSetOperand(layer.operation.to_raw(), 1, upper.to_raw()) };
    let iv: Value = body.argument_at(0).expect("the induction variable").into();
    let start = body.first_operation().expect("a body has a terminator");
    let global =
        body.insert_operation_before(start, melior::dialect::arith::addi(iv, first, location));
    let global_iv: Value = global.result(0).expect("a result").into();
    replace_uses_within(iv, global_iv, layer.operation, false);
    unsafe { mlir_sys::mlirOperationSetOperand(global.to_raw(), 0, iv.to_raw()) };
    for slice in &layer.slices {
        let at = dim0_offset_operand(*slice).expect("a stacked slice");
        let global_offset = slice.operand_at(at).expect("the offset");
        let block = slice.block().expect("in the body");
        let local = block.insert_operation_before(
            *slice,
            melior::dialect::arith::subi(global_offset, offset, location),
        );
        unsafe {
            mlir_sys::mlirOperationSetOperand(
                slice.to_raw(),
                at as isize,
                local.result(0).expect("a result").to_raw(),
            )
        };
    }
}
