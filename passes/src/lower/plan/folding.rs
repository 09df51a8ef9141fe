//! Ops that need no copy of their own: transposes (and reshapes of them)
//! folded into a GEMM's strides, the layouts a GEMM reads and writes, and
//! contiguous static slices as views.

use melior::ir::{
    Value, ValueLike,
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::{Positional, operation_name};
use spmd_dialect::read;

use super::fusion_rules::is_splat;
use crate::lower::gemm::{transposed_dims, transposed_layout, written_layout_in};
use crate::lower::layout::{self, Layout};
use crate::lower::read_through::{result_coords, writes_through};
use crate::lower::structure::{Linear, Structure, structure};

/// The layouts of a GEMM's operands 0 and 1 in the buffers it reads (a
/// transpose already folded into it, else its own row-major layout) and of
/// its result in the buffer it writes (the layout of the transposes that
/// are views of it, one of the other, directly or through an expansion,
/// else row-major).
pub fn folded_layouts<'c, 'a>(gemm: OperationRef<'c, 'a>) -> [Option<Layout>; 3] {
    let [a, b] = [0, 1].map(|i| folded_operand(gemm, i).map(|(_, layout)| layout));
    let result = gemm.result_at(0).and_then(|r| {
        let view = |value: Value<'c, 'a>| -> Option<OperationRef<'c, 'a>> {
            spmd_dialect::ir::single_user(value).filter(|op| step_is(op, "view"))
        };
        let reader = view(r.into())?;
        let expansion = (operation_name(reader) == "tensor.expand_shape").then_some(reader);
        let first = match expansion {
            Some(e) => view(e.result_at(0)?.into())?,
            None => reader,
        };
        // The transposes that are views, each of the one before.
        let mut chain = Vec::new();
        let mut next = Some(first);
        while let Some(transpose) = next {
            let Some(structure) = structure(transpose)
                .ok()
                .flatten()
                .filter(|s| transposed_dims(transpose, s).is_some())
            else {
                break;
            };
            chain.push((transpose, structure));
            next = transpose.result_at(0).and_then(|r| view(r.into()));
        }
        let layout = written_layout_of_chain(&chain)?;
        match expansion {
            Some(e) => written_through_expansion(e, &layout),
            None => Some(layout),
        }
    });
    [a, b, result]
}

/// The layout to write the source of the first of `chain` (transposes,
/// each reading the one before) in, so that the last one's result is
/// row-major: the last one's written layout, taken back through each
/// transpose before it.
pub fn written_layout_of_chain(chain: &[(OperationRef, Structure)]) -> Option<Layout> {
    let ((last, last_structure), before) = chain.split_last()?;
    let mut layout = written_layout_in(*last, last_structure)?;
    for (transpose, structure) in before.iter().rev() {
        let dims = transposed_dims(*transpose, structure)?;
        layout = layout::unpermuted(&layout, &dims)?;
    }
    Some(layout)
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

/// Whether a GEMM's `outs` start as zeros or an unread empty tensor: it
/// then writes its products and nothing else (a GEMM writing into part of
/// another tensor may not fill the rest).
pub(super) fn starts_from_zero(gemm: OperationRef) -> bool {
    let Some(init) = gemm.operand_at(2).and_then(spmd_dialect::ir::producer) else {
        return false;
    };
    let value = match operation_name(init) {
        "tensor.empty" => return true,
        "arith.constant" => spmd_dialect::ir::splat_element(init),
        _ => super::fusion_rules::splat_constant(init).and_then(|c| c.attribute("value").ok()),
    };
    value
        .and_then(|v| melior::ir::attribute::FloatAttribute::try_from(v).ok())
        .is_some_and(|v| v.value() == 0.0)
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

/// A GEMM result put into another tensor: read only by an expansion (or
/// not), then only by pure transposes, then only by collapses, then only
/// as what a static `tensor.insert_slice` inserts (attention's dq / dk /
/// dv put back into d(qkv)). The GEMM can write C straight into the
/// insertion's result: `layout` is where C's dims lie there (row-major),
/// `offset` the element C's first lies at.
pub struct IntoInsertion<'c, 'a> {
    pub insert: OperationRef<'c, 'a>,
    /// The expansion, transpose and collapses between, in order.
    pub between: Vec<OperationRef<'c, 'a>>,
    pub layout: Layout,
    pub offset: usize,
}

/// The insertion `gemm`'s result is put into, if it is one
/// ([`IntoInsertion`]).
pub fn written_into_insertion<'c: 'a, 'a>(
    gemm: OperationRef<'c, 'a>,
) -> Option<IntoInsertion<'c, 'a>> {
    let result = |op: OperationRef<'c, 'a>| op.result_at(0).map(melior::ir::Value::from);
    let mut between = Vec::new();
    let mut reader = spmd_dialect::ir::single_user(gemm.result_at(0)?)?;
    let expansion = (operation_name(reader) == "tensor.expand_shape").then_some(reader);
    if let Some(expansion) = expansion {
        between.push(expansion);
        reader = spmd_dialect::ir::single_user(expansion.result_at(0)?)?;
    }
    // The transposes, one permutation: result dim r is source dim dims[r].
    let mut dims: Option<Vec<usize>> = None;
    let mut transpose = reader;
    while let Some(step) = structure(reader)
        .ok()
        .flatten()
        .and_then(|s| transposed_dims(reader, &s))
    {
        dims = Some(match dims {
            Some(before) => step.iter().map(|&d| before[d]).collect(),
            None => step,
        });
        transpose = reader;
        between.push(reader);
        reader = spmd_dialect::ir::single_user(result(reader)?)?;
    }
    let dims = dims?;
    let mut value = result(transpose)?;
    while operation_name(reader) == "tensor.collapse_shape" {
        between.push(reader);
        value = result(reader)?;
        reader = spmd_dialect::ir::single_user(value)?;
    }
    let insert = reader;
    if operation_name(insert) != "tensor.insert_slice"
        || insert.operand_at(0) != Some(value)
        || !writes_through(insert)
    {
        return None;
    }
    // The transpose's result dims in the insertion's result.
    let shape = read::static_shape(result(transpose)?.r#type()).ok()?;
    let loops = shape.len();
    let mut coords: Vec<Linear> = (0..loops).map(|d| Linear::dim(loops, d)).collect();
    for op in between
        .iter()
        .skip_while(|op| **op != transpose)
        .skip(1)
        .chain([&insert])
    {
        coords = result_coords(*op, &coords, loops)?;
    }
    let destination = read::static_shape(result(insert)?.r#type()).ok()?;
    let flat = Linear::flatten(&coords, &destination, loops);
    let transposed = layout::strided(&shape, &flat.coefficients);
    // Its source's dims, then C's (the expansion's groups collapsed).
    let source = layout::unpermuted(&transposed, &dims)?;
    let layout = match expansion {
        Some(expansion) => written_through_expansion(expansion, &source)?,
        None => source,
    };
    Some(IntoInsertion {
        insert,
        between,
        layout,
        offset: usize::try_from(flat.constant).ok()?,
    })
}
