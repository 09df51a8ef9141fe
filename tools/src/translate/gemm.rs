//! A GEMM step's descriptor: its loops as batch, m, n and k, each
//! operand's strides (folded transposes, the layout it writes), and C's
//! init; a GEMM moved to an insertion writes C into the insertion's result.

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::{operation_name, producer};
use spmd_dialect::read;
use spmd_executable::{Access, Gemm, GemmOperand, Init};
use spmd_passes::lower::{
    folded_layouts, folded_operand,
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

pub(super) fn gemm(
    operation: OperationRef,
    index: usize,
    values: &Values,
) -> Result<Gemm, TranslateError> {
    // A GEMM moved to the insertion its result is put into writes there.
    let (contraction, into) = if operation_name(operation) == "tensor.insert_slice" {
        let contraction = inserted_gemm(operation)
            .ok_or_else(|| TranslateError::Inconsistent("an insertion of no GEMM".into()))?;
        let into = written_into_insertion(contraction)
            .filter(|into| into.insert == operation)
            .ok_or_else(|| TranslateError::Inconsistent("a GEMM not inserted here".into()))?;
        (contraction, Some(into))
    } else {
        (operation, None)
    };
    let structure = structure(contraction)?
        .ok_or_else(|| TranslateError::Inconsistent("a GEMM without a loop nest".into()))?;
    let mut layouts = folded_layouts(contraction);
    if let Some(into) = &into {
        layouts[2] = Some(into.layout.clone());
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
    let result: Value = operation
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
    let init_value = operands[2];
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
    })
}
