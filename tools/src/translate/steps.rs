//! The steps that are not kernels or GEMMs: region copies (slices,
//! inserts, pads, concatenations), scatters and scans, and host scalars
//! (index arithmetic, process indices, extracts).

use super::TranslateError;
use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::{Positional, operation_name, producer};
use spmd_dialect::read::{self, scalar_op};
use spmd_executable::{
    IndexValue, Step, ValueId,
    grid::DeviceGrid,
    indexed::{ScanShape, ScatterShape},
};
use spmd_interpreter::shard_ops;

use super::{Values, constant_scalar};

/// Before an insertion's kernel or GEMM, which writes the slice only: the
/// destination copied into the result, unless written in place.
pub(super) fn destination_first(
    operation: OperationRef,
    values: &Values,
    steps: &mut Vec<Step>,
) -> Result<(), TranslateError> {
    if operation_name(operation) != "tensor.insert_slice" {
        return Ok(());
    }
    let destination = values.id(operation.operand(1).map_err(|_| {
        TranslateError::Inconsistent("an insertion without a destination".into())
    })?)?;
    let target = values.id(operation
        .result(0)
        .map_err(|_| TranslateError::Inconsistent("an insertion without a result".into()))?
        .into())?;
    if values.storage[destination] != values.storage[target] {
        steps.push(Step::Copy {
            source: destination,
            target,
        });
    }
    Ok(())
}

/// Static entries of a `static_*` array, dynamic ones from the operands.
fn mixed(
    operation: OperationRef,
    name: &str,
    dynamic: &mut impl Iterator<Item = ValueId>,
) -> Result<Vec<IndexValue>, TranslateError> {
    let entries = read::i64_array(operation, name)?;
    entries
        .into_iter()
        .map(|e| {
            if e == i64::MIN {
                dynamic.next().map(IndexValue::Dynamic).ok_or_else(|| {
                    TranslateError::Inconsistent(format!("missing dynamic operand for {name}"))
                })
            } else {
                Ok(IndexValue::Static(e))
            }
        })
        .collect()
}

fn statics(values: &[IndexValue]) -> Result<Vec<usize>, TranslateError> {
    values
        .iter()
        .map(|v| match v {
            IndexValue::Static(s) => Ok(*s as usize),
            IndexValue::Dynamic(_) => Err(TranslateError::Unsupported(
                "dynamic sizes and strides are not supported by the runtime".into(),
            )),
        })
        .collect()
}

pub fn copy(
    operation: OperationRef,
    operands: &[Value],
    values: &Values,
    steps: &mut Vec<Step>,
) -> Result<(), TranslateError> {
    let name = operation_name(operation);
    let result: Value = operation
        .result(0)
        .map_err(|_| TranslateError::Inconsistent("no result".into()))?
        .into();
    let target = values.id(result)?;
    let rank = read::static_shape(result.r#type())?.len();
    let zeros = |rank: usize| vec![IndexValue::Static(0); rank];
    match name {
        "tensor.extract_slice" | "tensor.insert_slice" => {
            let fixed = if name == "tensor.extract_slice" { 1 } else { 2 };
            let mut dynamic = operands[fixed..]
                .iter()
                .map(|v| values.id(*v))
                .collect::<Result<Vec<_>, _>>()?
                .into_iter();
            let offsets = mixed(operation, "static_offsets", &mut dynamic)?;
            let sizes = statics(&mixed(operation, "static_sizes", &mut dynamic)?)?;
            let strides = statics(&mixed(operation, "static_strides", &mut dynamic)?)?;
            let source = values.id(operands[0])?;
            if name == "tensor.extract_slice" {
                let source_rank = offsets.len();
                // Rank-reducing slices: the target's shape drops unit dims; copy through the source's rank.
                if source_rank != rank {
                    return Err(TranslateError::Unsupported(
                        "rank-reducing tensor.extract_slice is not supported by the runtime".into(),
                    ));
                }
                steps.push(Step::CopyRegion {
                    source,
                    source_offsets: offsets,
                    source_strides: strides,
                    target,
                    target_offsets: zeros(rank),
                    target_strides: vec![1; rank],
                    sizes,
                });
            } else {
                let destination = values.id(operands[1])?;
                if read::static_shape(operands[0].r#type())?.len() != rank {
                    return Err(TranslateError::Unsupported(
                        "rank-reducing tensor.insert_slice is not supported by the runtime".into(),
                    ));
                }
                // Written in place where the buffer plan gave the result
                // the destination's storage.
                if values.storage[destination] != values.storage[target] {
                    steps.push(Step::Copy {
                        source: destination,
                        target,
                    });
                }
                steps.push(Step::CopyRegion {
                    source,
                    source_offsets: zeros(rank),
                    source_strides: vec![1; rank],
                    target,
                    target_offsets: offsets,
                    target_strides: strides,
                    sizes,
                });
            }
        }
        "tensor.pad" => {
            let low = read::i64_array(operation, "static_low")?;
            if low.contains(&i64::MIN) || operands.len() > 1 {
                return Err(TranslateError::Unsupported(
                    "tensor.pad with dynamic padding is not supported by the runtime".into(),
                ));
            }
            let block = operation
                .region(0)
                .ok()
                .and_then(|r| r.first_block())
                .ok_or_else(|| TranslateError::Inconsistent("pad without body".into()))?;
            let yielded = block
                .terminator()
                .and_then(|t| t.operand_at(0))
                .ok_or_else(|| TranslateError::Inconsistent("pad without yield".into()))?;
            let element = read::element_type(result.r#type())?;
            let constant = producer(yielded)
                .filter(|op| operation_name(*op) == "arith.constant")
                .ok_or_else(|| {
                    TranslateError::Inconsistent(
                        "tensor.pad must yield a constant for the runtime".into(),
                    )
                })?;
            let attribute = constant
                .attribute("value")
                .map_err(|_| TranslateError::Inconsistent("constant without value".into()))?;
            let value = constant_scalar(attribute, element)?;
            steps.push(Step::Fill { target, value });
            let source_shape = read::static_shape(operands[0].r#type())?;
            steps.push(Step::CopyRegion {
                source: values.id(operands[0])?,
                source_offsets: zeros(rank),
                source_strides: vec![1; rank],
                target,
                target_offsets: low.iter().map(|&l| IndexValue::Static(l)).collect(),
                target_strides: vec![1; rank],
                sizes: source_shape,
            });
        }
        "tensor.concat" => {
            let dim = read::integer(operation, "dim")? as usize;
            let mut at = 0;
            for &operand in operands {
                let shape = read::static_shape(operand.r#type())?;
                let mut offsets = zeros(rank);
                offsets[dim] = IndexValue::Static(at as i64);
                steps.push(Step::CopyRegion {
                    source: values.id(operand)?,
                    source_offsets: zeros(rank),
                    source_strides: vec![1; rank],
                    target,
                    target_offsets: offsets,
                    target_strides: vec![1; rank],
                    sizes: shape.clone(),
                });
                at += shape[dim];
            }
        }
        other => {
            return Err(TranslateError::Inconsistent(format!(
                "'{other}' is not a copy"
            )));
        }
    }
    Ok(())
}

pub fn scalar(
    operation: OperationRef,
    operands: &[Value],
    values: &Values,
    grid: &DeviceGrid,
    steps: &mut Vec<Step>,
) -> Result<(), TranslateError> {
    let name = operation_name(operation);
    let results = operation
        .results()
        .map(|r| values.id(r.into()))
        .collect::<Result<Vec<_>, _>>()?;
    let arguments = operands
        .iter()
        .map(|v| values.id(*v))
        .collect::<Result<Vec<_>, _>>()?;
    if name.starts_with("shard.") {
        let op = shard_ops::compile(operation, grid)?;
        steps.push(Step::Shard {
            op,
            input: None,
            outputs: results,
        });
        return Ok(());
    }
    let result = *results
        .first()
        .ok_or_else(|| TranslateError::Inconsistent("a scalar op without result".into()))?;
    let result_type = operation
        .result(0)
        .map_err(|_| TranslateError::Inconsistent("no result".into()))?
        .r#type();
    let element = read::element_type(result_type)?;
    match name {
        "arith.constant" => {
            let attribute = operation
                .attribute("value")
                .map_err(|_| TranslateError::Inconsistent("constant without value".into()))?;
            let value = constant_scalar(attribute, element)?;
            steps.push(Step::ScalarConstant { value, result });
        }
        "tensor.extract" => steps.push(Step::Extract {
            source: arguments[0],
            indices: arguments[1..]
                .iter()
                .map(|&v| IndexValue::Dynamic(v))
                .collect(),
            result,
        }),
        _ => {
            let op = scalar_op(operation).ok_or_else(|| {
                TranslateError::Unsupported(format!("'{name}' is not supported by the runtime"))
            })?;
            let operand_element = match operands.first() {
                Some(v) => read::element_type(v.r#type())?,
                None => element,
            };
            steps.push(Step::Scalar {
                op,
                arguments,
                result,
                operand_element,
            });
        }
    }
    Ok(())
}

/// A scatter or a scan.
pub fn indexed(
    operation: OperationRef,
    operands: &[Value],
    values: &Values,
    steps: &mut Vec<Step>,
) -> Result<(), TranslateError> {
    let name = operation_name(operation);
    let combine = spmd_passes::lower::combine_of(operation)?;
    let shape_of = |value: Value| read::static_shape(value.r#type());
    let ids = operands
        .iter()
        .map(|v| values.id(*v))
        .collect::<Result<Vec<_>, _>>()?;
    let results = operation
        .results()
        .map(|r| values.id(r.into()))
        .collect::<Result<Vec<_>, _>>()?;
    if ids.len() != 3 {
        return Err(TranslateError::Inconsistent(format!(
            "'{name}' needs 3 operands"
        )));
    }
    if name == "tm_tensor.scan" {
        let dimension = usize::try_from(read::integer(operation, "dimension")?)
            .map_err(|_| TranslateError::Inconsistent("a negative scan dimension".into()))?;
        let [output, last] = results[..] else {
            return Err(TranslateError::Inconsistent(
                "tm_tensor.scan needs 2 results".into(),
            ));
        };
        steps.push(Step::Scan {
            input: ids[0],
            accumulator: ids[2],
            output,
            last,
            shape: ScanShape {
                dims: shape_of(operands[0])?,
                dimension,
                inclusive: read::integer(operation, "inclusive")? != 0,
            },
            combine,
        });
        return Ok(());
    }
    let dimension_map = read::i64_array(operation, "dimension_map")?
        .into_iter()
        .map(|d| {
            usize::try_from(d)
                .map_err(|_| TranslateError::Inconsistent("a negative dimension_map entry".into()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let shape = ScatterShape {
        updates: shape_of(operands[0])?,
        indices: shape_of(operands[1])?,
        original: shape_of(operands[2])?,
        dimension_map,
    };
    shape.check()?;
    steps.push(Step::Scatter {
        updates: ids[0],
        indices: ids[1],
        original: ids[2],
        target: *results
            .first()
            .ok_or_else(|| TranslateError::Inconsistent("a scatter without result".into()))?,
        shape,
        combine,
        at: spmd_dialect::source_position(operation.location()),
    });
    Ok(())
}
