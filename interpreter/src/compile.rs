//! Compiling a function once: each op of its body (and of `scf.for`
//! bodies) checked and turned into an [`Instruction`] over value slots,
//! before any data moves.

use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::{ir::Positional, read};
use std::collections::HashMap;

use crate::{
    ExecError, Instruction, Kind, LoopBody, Program, Reason, TensorType, ValueKey, constants,
    generic::Generic,
    indexed_ops,
    payload::Payload,
    shard_ops,
    tensor_ops::{PadSpec, SliceSpec},
};
use spmd_executable::grid::DeviceGrid;

impl<'c> Program<'c> {
    /// Compiles `function` to run on `grid` (one device for a single-device program).
    pub fn compile(
        function: OperationRef<'c, '_>,
        grid: &DeviceGrid,
    ) -> Result<Program<'c>, ExecError<'c>> {
        let location = function.location();
        let body = function
            .region(0)
            .ok()
            .and_then(|region| region.first_block())
            .ok_or_else(|| {
                ExecError::at(location, Reason::Invalid("the function has no body".into()))
            })?;
        if body.next_in_region().is_some() {
            return Err(ExecError::at(
                location,
                Reason::Unsupported(
                    "functions with several blocks are not supported by the executor".into(),
                ),
            ));
        }
        let mut slots: HashMap<ValueKey, usize> = HashMap::new();
        let mut argument_types = Vec::new();
        let mut arguments = Vec::new();
        for i in 0..body.argument_count() {
            let argument: Value = body.argument(i).expect("index < argument_count").into();
            argument_types
                .push(TensorType::of(argument).map_err(|m| ExecError::at(argument.location(), m))?);
            arguments.push(slot_of(argument, &mut slots));
        }
        let (instructions, returns) = compile_block(body, grid, &mut slots)?;
        let terminator = body.terminator();
        let result_types = terminator
            .iter()
            .flat_map(|t| t.operands())
            .map(TensorType::of)
            .collect::<Result<_, _>>()
            .map_err(|m| ExecError::at(location, m))?;
        let returns = returns.filter(|_| {
            terminator.is_some_and(|t| spmd_dialect::ir::operation_name(t) == "func.return")
        });
        let returns = returns.ok_or_else(|| {
            ExecError::at(
                location,
                Reason::Invalid("the function has no func.return".into()),
            )
        })?;
        Ok(Program {
            instructions,
            arguments,
            returns,
            slot_count: slots.len(),
            argument_types,
            result_types,
            grid: grid.clone(),
        })
    }
}

/// The slot of `value`, a new one if it has none.
fn slot_of(value: Value, slots: &mut HashMap<ValueKey, usize>) -> usize {
    let next = slots.len();
    *slots.entry(ValueKey::of(value)).or_insert(next)
}

/// Compiles the ops of `block` up to its terminator; returns them and the
/// slots of what the terminator returns or yields.
fn compile_block<'c>(
    block: melior::ir::BlockRef<'c, '_>,
    grid: &DeviceGrid,
    slots: &mut HashMap<ValueKey, usize>,
) -> Result<(Vec<Instruction<'c>>, Option<Vec<usize>>), ExecError<'c>> {
    let mut instructions = Vec::new();
    for operation in spmd_dialect::ir::block_operations(&block) {
        let location = operation.location();
        let error = |reason: Reason| ExecError::at(location, reason);
        let operands = operation
            .operands()
            .map(|value| {
                slots.get(&ValueKey::of(value)).copied().ok_or_else(|| {
                    error(Reason::Unsupported(
                        "operand defined in an unsupported region".into(),
                    ))
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let name = spmd_dialect::ir::operation_name(operation);
        if name == "func.return" || name == "scf.yield" {
            return Ok((instructions, Some(operands)));
        }
        let kind = if name == "scf.for" {
            Kind::Loop(Box::new(compile_loop(operation, grid, slots)?))
        } else {
            compile_kind(operation, grid)?
        };
        let (captured, tables) = match &kind {
            Kind::Generic(generic) => (
                generic.payload.captures.clone(),
                generic.payload.tables.clone(),
            ),
            Kind::Pad(_, payload) | Kind::Scatter(_, payload) | Kind::Scan(_, _, payload) => {
                (payload.captures.clone(), payload.tables.clone())
            }
            _ => (Vec::new(), Vec::new()),
        };
        let slots_of = |keys: &[ValueKey]| {
            keys.iter()
                .map(|key| {
                    slots.get(key).copied().ok_or_else(|| {
                        error(Reason::Invalid(
                            "a region uses a value the executor cannot see".into(),
                        ))
                    })
                })
                .collect::<Result<Vec<_>, _>>()
        };
        let captures = slots_of(&captured)?;
        let tables = slots_of(&tables)?;
        let result_types = operation
            .results()
            .map(|r| TensorType::of(r.into()))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| error(e.into()))?;
        let results = operation
            .results()
            .map(|result| slot_of(result.into(), slots))
            .collect();
        instructions.push(Instruction {
            kind,
            operands,
            captures,
            tables,
            results,
            result_types,
            location,
        });
    }
    Ok((instructions, None))
}

/// An `scf.for`'s body: one block whose arguments are the induction
/// variable and the iter_args, ending in `scf.yield`.
fn compile_loop<'c>(
    operation: OperationRef<'c, '_>,
    grid: &DeviceGrid,
    slots: &mut HashMap<ValueKey, usize>,
) -> Result<LoopBody<'c>, ExecError<'c>> {
    let location = operation.location();
    let error = |reason: Reason| ExecError::at(location, reason);
    let body = (operation.region_count() == 1)
        .then(|| operation.region_at(0)?.first_block())
        .flatten()
        .ok_or_else(|| error(Reason::Invalid("scf.for without a body".into())))?;
    if body.next_in_region().is_some() || body.argument_count() != operation.operand_count() - 2 {
        return Err(error(Reason::Invalid(
            "scf.for needs one block whose arguments are the induction variable and the iter_args"
                .into(),
        )));
    }
    let induction: Value = body.argument(0).expect("an induction variable").into();
    let induction_type =
        read::element_type(induction.r#type()).map_err(|m| ExecError::at(location, m))?;
    let induction = slot_of(induction, slots);
    let iter_args = (1..body.argument_count())
        .map(|i| slot_of(body.argument(i).expect("index").into(), slots))
        .collect();
    let (instructions, yields) = compile_block(body, grid, slots)?;
    let yields =
        yields.ok_or_else(|| error(Reason::Invalid("scf.for body without scf.yield".into())))?;
    Ok(LoopBody {
        instructions,
        induction,
        induction_type,
        iter_args,
        yields,
    })
}

fn compile_kind<'c>(
    operation: OperationRef<'c, '_>,
    grid: &DeviceGrid,
) -> Result<Kind<'c>, ExecError<'c>> {
    let location = operation.location();
    let error = |reason: Reason| ExecError::at(location, reason);
    let name = spmd_dialect::ir::operation_name(operation);
    if let Some(op) = spmd_dialect::read::scalar_op(operation) {
        return Ok(Kind::Elementwise(op));
    }
    Ok(match name {
        "arith.constant" => {
            let result = operation
                .result(0)
                .map_err(|_| error(Reason::Invalid("constant without result".into())))?;
            let result_type = TensorType::of(result.into()).map_err(|e| error(e.into()))?;
            let value = operation
                .attribute("value")
                .map_err(|_| error(Reason::Invalid("constant without value".into())))?;
            Kind::Constant(
                constants::constant(value, result_type.element, &result_type.shape)
                    .map_err(|e| error(e.into()))?,
            )
        }
        "linalg.generic" => Kind::Generic(Generic::compile(operation)?),
        "tensor.empty" => Kind::Empty,
        "tensor.expand_shape" | "tensor.collapse_shape" | "tensor.cast" | "spmd.annotate" => {
            Kind::Reshape
        }
        "tensor.extract_slice" => {
            Kind::ExtractSlice(SliceSpec::compile(operation, 1).map_err(|e| error(e.into()))?)
        }
        "tensor.insert_slice" => {
            Kind::InsertSlice(SliceSpec::compile(operation, 2).map_err(|e| error(e.into()))?)
        }
        "tensor.pad" => {
            let body = operation
                .region(0)
                .ok()
                .and_then(|region| region.first_block());
            let body =
                body.ok_or_else(|| error(Reason::Invalid("tensor.pad without a body".into())))?;
            Kind::Pad(
                PadSpec::compile(operation).map_err(|e| error(e.into()))?,
                Payload::compile(body)?,
            )
        }
        "tensor.concat" => {
            Kind::Concat(read::integer(operation, "dim").map_err(|e| error(e.into()))? as usize)
        }
        "tm_tensor.scatter" | "iree_linalg_ext.scatter" => Kind::Scatter(
            indexed_ops::scatter_dims(operation).map_err(|e| error(e.into()))?,
            indexed_ops::region(operation)?,
        ),
        "tm_tensor.scan" => {
            let (dimension, inclusive) =
                indexed_ops::scan_spec(operation).map_err(|e| error(e.into()))?;
            Kind::Scan(dimension, inclusive, indexed_ops::region(operation)?)
        }
        "tensor.extract" => Kind::Extract,
        "tensor.dim" => Kind::Dim,
        "tensor.from_elements" => Kind::FromElements,
        "tensor.splat" => Kind::Splat,
        name if name.starts_with("shard.") => {
            Kind::Shard(shard_ops::compile(operation, grid).map_err(|e| error(e.into()))?)
        }
        _ => {
            return Err(error(Reason::Unsupported(format!(
                "'{name}' is not supported by the executor"
            ))));
        }
    })
}
