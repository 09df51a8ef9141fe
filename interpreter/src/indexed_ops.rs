//! Scatter (`tm_tensor.scatter`, `iree_linalg_ext.scatter`) and scan
//! (`tm_tensor.scan`): the element order of `spmd_runtime::indexed`, the
//! op's region as the combiner.

use crate::{ExecError, Reason};
use melior::ir::{
    BlockLike, RegionLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::Positional;

use super::payload::Payload;
use spmd_dialect::read;
use spmd_executable::{
    indexed::{ScanShape, ScatterShape},
    scalar::Scalar,
    tensor::{Data, Tensor},
};

/// The first block of the op's region, compiled.
pub fn region<'c>(operation: OperationRef<'c, '_>) -> Result<Payload, ExecError<'c>> {
    let location = operation.location();
    let block = (operation.region_count() == 1)
        .then(|| operation.region_at(0)?.first_block())
        .flatten()
        .ok_or_else(|| {
            ExecError::at(
                location,
                Reason::Invalid(format!(
                    "'{}' without a region",
                    spmd_dialect::ir::operation_name(operation)
                )),
            )
        })?;
    if block.argument_count() != 2 {
        return Err(ExecError::at(
            location,
            Reason::Invalid(format!(
                "'{}' needs a region of two arguments",
                spmd_dialect::ir::operation_name(operation)
            )),
        ));
    }
    Payload::compile(block)
}

/// A scatter: the original's dims each index component offsets.
pub fn scatter_dims(operation: OperationRef) -> Result<Vec<usize>, Reason> {
    if operation.operand_count() != 3 || operation.result_count() != 1 {
        return Err(Reason::Invalid(format!(
            "'{}' needs 3 operands (updates, indices, original) and 1 result",
            spmd_dialect::ir::operation_name(operation)
        )));
    }
    let map = read::i64_array(operation, "dimension_map")?;
    map.iter()
        .map(|&d| {
            usize::try_from(d)
                .map_err(|_| Reason::Invalid(format!("dimension_map entry {d} is negative")))
        })
        .collect()
}

/// A scan: its dimension and whether it is inclusive.
pub fn scan_spec(operation: OperationRef) -> Result<(usize, bool), Reason> {
    if operation.operand_count() != 3 || operation.result_count() != 2 {
        return Err(Reason::Invalid(format!(
            "'{}' needs 3 operands (input, output, accumulator) and 2 results",
            spmd_dialect::ir::operation_name(operation)
        )));
    }
    let dimension = usize::try_from(read::integer(operation, "dimension")?)
        .map_err(|_| Reason::Invalid("a negative scan dimension".into()))?;
    Ok((dimension, read::integer(operation, "inclusive")? != 0))
}

fn element(tensor: &Tensor, at: usize) -> Scalar {
    match &tensor.data {
        Data::Float(values) => Scalar::F(values[at]),
        Data::Int(values) => Scalar::I(values[at]),
    }
}

fn set(tensor: &mut Tensor, at: usize, value: Scalar) {
    let kind = tensor.element;
    match &mut tensor.data {
        Data::Float(values) => values[at] = kind.round(value.f()),
        Data::Int(values) => values[at] = kind.wrap(value.i()),
    }
}

/// `payload(a, b)`, its one yield.
fn combine(payload: &Payload, captures: &[Scalar], a: Scalar, b: Scalar) -> Result<Scalar, Reason> {
    let mut registers = vec![Scalar::I(0); payload.register_count];
    registers[0] = a;
    registers[1] = b;
    let base = payload.argument_count;
    registers[base..base + captures.len()].copy_from_slice(captures);
    payload.run(&mut registers, &[], &[])?;
    Ok(registers[*payload
        .yields
        .first()
        .ok_or_else(|| Reason::Invalid("a region that yields nothing".into()))?])
}

/// Runs a scatter on (updates, indices, original).
pub fn run_scatter(
    dimension_map: &[usize],
    payload: &Payload,
    operands: &[&Tensor],
    captures: &[Scalar],
) -> Result<Tensor, Reason> {
    let (updates, indices, original) = (operands[0], operands[1], operands[2]);
    let shape = ScatterShape {
        updates: updates.shape.clone(),
        indices: indices.shape.clone(),
        original: original.shape.clone(),
        dimension_map: dimension_map.to_vec(),
    };
    shape.check()?;
    let mut result = original.clone();
    let mut failure = Ok(());
    shape.for_each(
        |i| element(indices, i).i(),
        |u, o| {
            if failure.is_ok() {
                match combine(payload, captures, element(updates, u), element(&result, o)) {
                    Ok(value) => set(&mut result, o, value),
                    Err(message) => failure = Err(message),
                }
            }
        },
    )?;
    failure.map(|()| result)
}

/// Runs a scan on (input, output, accumulator): the scanned output and the
/// last running values.
pub fn run_scan(
    dimension: usize,
    inclusive: bool,
    payload: &Payload,
    operands: &[&Tensor],
    captures: &[Scalar],
) -> Result<Vec<Tensor>, Reason> {
    let (input, output, accumulator) = (operands[0], operands[1], operands[2]);
    if dimension >= input.shape.len() || output.shape != input.shape {
        return Err(Reason::Invalid(format!(
            "scan dimension {dimension} of an input {:?} into an output {:?}",
            input.shape, output.shape
        )));
    }
    let mut scanned = output.clone();
    let mut last = accumulator.clone();
    ScanShape {
        dims: input.shape.clone(),
        dimension,
        inclusive,
    }
    .run(
        |i| element(input, i),
        |j| element(accumulator, j),
        |running, value| combine(payload, captures, running, value),
        |i, value| set(&mut scanned, i, value),
        |j, value| set(&mut last, j, value),
    )?;
    Ok(vec![scanned, last])
}
