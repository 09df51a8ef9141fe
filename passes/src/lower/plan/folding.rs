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
use crate::lower::gemm::{transposed_dims, transposed_layout, written_layout};
use crate::lower::layout::{self, Layout};
use crate::lower::structure::structure;

/// The layouts of a GEMM's operands 0 and 1 in the buffers it reads (a
/// transpose already folded into it, else its own row-major layout) and of
/// its result in the buffer it writes (the layout of the transpose that is
/// a view of it, directly or through an expansion, else row-major).
pub fn folded_layouts(gemm: OperationRef) -> [Option<Layout>; 3] {
    let [a, b] = [0, 1].map(|i| folded_operand(gemm, i).map(|(_, layout)| layout));
    let result = gemm.result_at(0).and_then(|r| {
        let reader = spmd_dialect::ir::single_user(r).filter(|op| step_is(op, "view"))?;
        if operation_name(reader) != "tensor.expand_shape" {
            return written_layout(reader);
        }
        let transpose =
            spmd_dialect::ir::single_user(reader.result_at(0)?).filter(|op| step_is(op, "view"))?;
        written_through_expansion(reader, &written_layout(transpose)?)
    });
    [a, b, result]
}

/// Where the source of `expansion` lies in a buffer in which the
/// expansion's result has `layout`: each group's dims collapsed.
pub fn written_through_expansion(expansion: OperationRef, layout: &Layout) -> Option<Layout> {
    let groups = spmd_dialect::rules::reassociation(expansion).ok()?;
    layout::collapsed(&groups, layout)
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

/// A GEMM operand (0 or 1) read through folded transposes and reshapes:
/// the buffer the GEMM reads (the first transpose's source) and where the
/// operand's dims lie in it.
pub fn folded_operand<'c: 'a, 'a>(
    gemm: OperationRef<'c, 'a>,
    operand: usize,
) -> Option<(melior::ir::Value<'c, 'a>, Layout)> {
    folded_source(gemm.operand_at(operand)?)
}

/// The source and layout of `value` if a folded transpose makes it, or a
/// folded reshape or transpose of one.
fn folded_source<'c: 'a, 'a>(
    value: melior::ir::Value<'c, 'a>,
) -> Option<(melior::ir::Value<'c, 'a>, Layout)> {
    let producer = spmd_dialect::ir::producer(value).filter(|op| step_is(op, "fused"))?;
    let source = producer.operand_at(0)?;
    if is_reshape(producer) {
        let (buffer, layout) = folded_source(source)?;
        return Some((buffer, layout::reshaped(producer, &layout)?));
    }
    let dims = transposed_dims(producer, &structure(producer).ok()??)?;
    Some(match folded_source(source) {
        Some((buffer, layout)) => (buffer, layout::permuted(&layout, &dims)),
        None => (source, transposed_layout(producer)?),
    })
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
