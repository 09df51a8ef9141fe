//! Ops that need no copy of their own: transposes (and reshapes of them)
//! folded into a GEMM's strides, the layouts a GEMM reads and writes, and
//! contiguous static slices as views.

use melior::ir::{
    ValueLike,
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::{Positional, operation_name};
use spmd_dialect::read;

use super::fusion_rules::is_splat;
use crate::lower::gemm::{reshaped_layout, transposed_layout, written_layout};

/// The layouts of a GEMM's operands 0 and 1 in the buffers it reads (a
/// transpose already folded into it, else its own row-major layout) and of
/// its result in the buffer it writes (the layout of the transpose that is
/// a view of it, else row-major).
pub fn folded_layouts(gemm: OperationRef) -> [Option<Vec<i64>>; 3] {
    let [a, b] = [0, 1].map(|i| folded_operand(gemm, i).map(|(_, layout)| layout));
    let result = gemm.result_at(0).and_then(|r| {
        spmd_dialect::ir::single_user(r)
            .filter(|op| step_is(op, "view"))
            .and_then(written_layout)
    });
    [a, b, result]
}

fn step_is(op: &OperationRef, step: &str) -> bool {
    op.attribute(super::super::STEP_ATTR)
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .is_some_and(|a| a.value() == step)
}

pub(super) fn is_reshape(op: OperationRef) -> bool {
    matches!(
        operation_name(op),
        "tensor.collapse_shape" | "tensor.expand_shape"
    )
}

/// A GEMM operand (0 or 1) read through a folded transpose, or through a
/// folded reshape of one: the buffer the GEMM reads (the transpose's
/// source) and the operand's dims' strides in it.
pub fn folded_operand<'c, 'a>(
    gemm: OperationRef<'c, 'a>,
    operand: usize,
) -> Option<(melior::ir::Value<'c, 'a>, Vec<i64>)> {
    let fused = |value: melior::ir::Value<'c, 'a>| {
        spmd_dialect::ir::producer(value).filter(|op| step_is(op, "fused"))
    };
    let producer = fused(gemm.operand_at(operand)?)?;
    if let Some(layout) = transposed_layout(producer) {
        return Some((producer.operand_at(0)?, layout));
    }
    if !is_reshape(producer) {
        return None;
    }
    let transpose = fused(producer.operand_at(0)?)?;
    let layout = reshaped_layout(producer, &transposed_layout(transpose)?)?;
    Some((transpose.operand_at(0)?, layout))
}

/// Whether a GEMM's `outs` start as a splat fill or an unread empty tensor
/// (not another tensor's elements, which a GEMM writing a transposed
/// layout could not take as they are).
pub(super) fn starts_from_splat(gemm: OperationRef) -> bool {
    gemm.operand(2)
        .ok()
        .and_then(spmd_dialect::ir::producer)
        .is_some_and(|op| is_splat(op) || operation_name(op) == "tensor.empty")
}

/// Byte offset of a contiguous static `tensor.extract_slice`, if it is one.
pub(super) fn contiguous_slice_offset(operation: OperationRef) -> Option<usize> {
    let offsets = read::i64_array(operation, "static_offsets").ok()?;
    let sizes = read::i64_array(operation, "static_sizes").ok()?;
    let strides = read::i64_array(operation, "static_strides").ok()?;
    if operation.operand_count() != 1 || strides.iter().any(|&s| s != 1) {
        return None;
    }
    let source = read::static_shape(operation.operand_at(0)?.r#type()).ok()?;
    let element = read::element_type(operation.operand_at(0)?.r#type()).ok()?;
    // Contiguous: after the first dim taken partially (size > 1), every dim is whole.
    let first_partial = (0..source.len()).find(|&d| sizes[d] > 1 && sizes[d] as usize != source[d]);
    let outer = (0..source.len())
        .find(|&d| sizes[d] > 1)
        .unwrap_or(source.len());
    let whole_after =
        |from: usize| (from + 1..source.len()).all(|d| sizes[d] as usize == source[d]);
    let contiguous = match first_partial {
        None => whole_after(outer),
        Some(d) => d == outer && whole_after(d),
    };
    if !contiguous {
        return None;
    }
    let strides_of = spmd_executable::tensor::strides(&source);
    let flat: i64 = offsets
        .iter()
        .zip(&strides_of)
        .map(|(&o, &s)| o * s as i64)
        .sum();
    Some(flat as usize * element.bytes())
}
