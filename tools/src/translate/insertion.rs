//! The kernel of an `insert_slice` the lowering made a kernel: the loop
//! nest of the element-wise op making the inserted value (through
//! collapses), each element written where the collapses and the slice put
//! it in the insertion's result (`spmd_passes::lower::read_through`).

use melior::ir::{Value, ValueLike, operation::OperationLike, operation::OperationRef};
use spmd_dialect::ir::{operation_name, producer};
use spmd_dialect::read;
use spmd_executable::{Access, Init, Kernel};
use spmd_passes::lower::{
    read_through::result_coords,
    structure::{Linear, structure},
};

use super::{TranslateError, Values, kernel::Builder, kernel_form::collapse_loops};

/// The kernel of an insertion the lowering made a kernel: the loop nest
/// of the op making the inserted value (through collapses), each element
/// written where the collapses and the slice put it in the insertion's
/// result, whose other elements are the destination's.
pub(super) fn compose_insertion(
    insertion: OperationRef,
    name: String,
    values: &Values,
) -> Result<Kernel, TranslateError> {
    let inconsistent =
        |what: &str| TranslateError::Inconsistent(format!("an insertion kernel {what}"));
    // The writer and, from it up, the ops its value passes through.
    let mut through = vec![insertion];
    let mut value = insertion
        .operand(0)
        .map_err(|_| inconsistent("without a source"))?;
    let writer = loop {
        let op = producer(value).ok_or_else(|| inconsistent("without a writer"))?;
        if operation_name(op) != "tensor.collapse_shape" {
            break op;
        }
        through.push(op);
        value = op
            .operand(0)
            .map_err(|_| inconsistent("without a source"))?;
    };
    let structure = structure(writer)?.ok_or_else(|| inconsistent("writer without a loop nest"))?;
    let loops = structure.dims.len();
    let point: Vec<Linear> = (0..loops).map(|d| Linear::dim(loops, d)).collect();
    let mut builder = Builder::new(values, loops, super::kernel::kernel_number(insertion));
    let yields = builder.member(writer, &structure, &point, None)?;
    let mut coords: Vec<Linear> = structure
        .output_map(0)
        .iter()
        .map(|map| map.compose(&point, loops))
        .collect();
    for op in through.iter().rev() {
        coords = result_coords(*op, &coords, loops)
            .ok_or_else(|| inconsistent("through an op it cannot write through"))?;
    }
    let result: Value = insertion
        .result(0)
        .map_err(|_| inconsistent("without a result"))?
        .into();
    let flat = Linear::flatten(&coords, &read::static_shape(result.r#type())?, loops);
    let mut kernel = Kernel {
        name,
        dims: structure.dims.clone(),
        reduction: structure.reduction.clone(),
        inputs: builder.inputs,
        outputs: vec![Access {
            value: values.id(result)?,
            coefficients: flat.coefficients,
            constant: flat.constant,
        }],
        inits: vec![Init::None],
        body: builder.body,
        yields,
        combiner: None,
    };
    collapse_loops(&mut kernel);
    Ok(kernel)
}
