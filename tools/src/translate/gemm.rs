//! A GEMM step's descriptor: its loops as batch, m, n and k, each
//! operand's strides (folded transposes, the layout it writes), and C's
//! init; a GEMM moved to an insertion writes C into the insertion's result,
//! one folded into an update `P + s * C` writes the update's result, from
//! `P`, its products scaled by `s`.

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::{operation_name, producer};
use spmd_dialect::read;
use spmd_executable::{Access, Gemm, GemmOperand, Init};
use spmd_passes::lower::{
    BUFFERS_ATTR, FUSED_INTO_ATTR, IntoUpdate, accumulated_into, folded_layouts, folded_operand,
    gemm::{GemmDim, gemm_shape_in},
    is_splat,
    structure::structure,
    written_into_insertion,
};

use super::{TranslateError, Values, kernel, step_of};

/// The GEMM whose result an insertion (a GEMM step) puts in: through the
/// collapses, transpose and expansion fused into it.
fn inserted_gemm<'c: 'a, 'a>(insertion: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut value = insertion.operand(0).ok()?;
    loop {
        let op = producer(value)?;
        if step_of(op) != "fused" {
            return None;
        }
        if structure(op)
            .ok()?
            .is_some_and(|s| s.reduction.contains(&true))
        {
            return Some(op);
        }
        value = op.operand(0).ok()?;
    }
}

/// The update whose result GEMM step `operation` writes (folded into it:
/// an output of no kernel).
pub(super) fn written_update<'c: 'a, 'a>(
    operation: OperationRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    folded_update(operation).map(|into| into.update)
}

/// The update folded into GEMM `gemm`: an output of no kernel, and the
/// GEMM's own result has no buffer (of two GEMMs an update adds, the one
/// it is folded into).
fn folded_update<'c: 'a, 'a>(gemm: OperationRef<'c, 'a>) -> Option<IntoUpdate<'c, 'a>> {
    let unstored = super::i64_array(gemm, BUFFERS_ATTR)
        .is_none_or(|offsets| offsets.iter().all(|&offset| offset < 0));
    accumulated_into(gemm).filter(|into| {
        unstored
            && step_of(into.update) == "output"
            && super::i64_array(into.update, FUSED_INTO_ATTR)
                .is_some_and(|kernels| kernels.is_empty())
    })
}

pub(super) fn gemm(
    operation: OperationRef,
    index: usize,
    values: &Values,
) -> Result<Gemm, TranslateError> {
    // A GEMM moved to the insertion its result is put into writes there;
    // one an update is folded into writes the update's result.
    let (contraction, into, update) = if operation_name(operation) == "tensor.insert_slice" {
        let contraction = inserted_gemm(operation)
            .ok_or_else(|| TranslateError::Inconsistent("an insertion of no GEMM".into()))?;
        let into = written_into_insertion(contraction)
            .filter(|into| into.insert == operation)
            .ok_or_else(|| TranslateError::Inconsistent("a GEMM not inserted here".into()))?;
        (contraction, Some(into), None)
    } else {
        let update = folded_update(operation);
        (operation, None, update)
    };
    let structure = structure(contraction)?
        .ok_or_else(|| TranslateError::Inconsistent("a GEMM without a loop nest".into()))?;
    let mut layouts = folded_layouts(contraction);
    if let Some(into) = &into {
        layouts[2] = Some(into.layout.clone());
    }
    if let Some(update) = &update {
        layouts[2] = update.layout.clone();
    }
    let shape = gemm_shape_in(contraction, &structure, layouts)
        .ok_or_else(|| TranslateError::Inconsistent("not a GEMM".into()))?;
    let mut operands: Vec<Value> = contraction.operands().collect();
    // A folded transpose (or reshape of one): the GEMM reads its source,
    // with its strides.
    for (i, operand) in operands.iter_mut().take(2).enumerate() {
        if let Some((source, _)) = folded_operand(contraction, i) {
            *operand = source;
        }
    }
    let result: Value = update
        .as_ref()
        .map_or(operation, |update| update.update)
        .result(0)
        .map_err(|_| TranslateError::Inconsistent("no result".into()))?
        .into();
    let element = read::element_type(result.r#type())?;
    let c_offset = into.as_ref().map_or(0, |into| into.offset);
    let operand = |o: usize,
                   value: Value,
                   rows: &GemmDim,
                   columns: &GemmDim|
     -> Result<GemmOperand, TranslateError> {
        Ok(GemmOperand {
            value: values.id(value)?,
            offset: if o == 2 { c_offset } else { 0 },
            batch_strides: shape.batch.iter().map(|b| b.strides[o]).collect(),
            row_stride: rows.strides[o],
            column_stride: columns.strides[o],
        })
    };
    let init_value = update.as_ref().map_or(operands[2], |update| update.init);
    let init = match producer(init_value) {
        Some(op) if step_of(op) == "fused" && is_splat(op) => {
            Init::Constant(kernel::splat_value(op, element)?)
        }
        Some(op) if step_of(op) == "empty" && values.id(init_value).is_err() => Init::None,
        _ => Init::Value(Access {
            value: values.id(init_value)?,
            coefficients: Vec::new(),
            constant: 0,
        }),
    };
    Ok(Gemm {
        name: format!("g{index}"),
        element,
        batch: shape.batch.iter().map(|b| b.extent).collect(),
        m: shape.m.extent,
        n: shape.n.extent,
        k: shape.k.extent,
        a: operand(0, operands[0], &shape.m, &shape.k)?,
        b: operand(1, operands[1], &shape.k, &shape.n)?,
        c: operand(2, result, &shape.m, &shape.n)?,
        init,
        scale: update.as_ref().map_or(1.0, |update| update.scale),
    })
}
