//! The MLIR interpreter, the numerics oracle: compiles a `func.func` over
//! linalg-on-tensors, `tensor`,
//! `arith` / `math` and upstream `shard` ops once, then runs it on every
//! rank of a mesh in lockstep: local ops rank by rank, collectives across
//! all ranks at once. Anything it cannot run is a located error at compile
//! time, before any data moves.

use spmd_dialect::{ir::Positional, read};
pub mod constants;
mod generic;
mod indexed_ops;
pub mod payload;
pub mod redistribute;
pub mod shard_ops;
mod tensor_ops;

use melior::ir::{
    BlockLike, Location, Module, RegionLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use std::collections::HashMap;

use generic::Generic;
use payload::Payload;
use spmd_executable::{
    grid::DeviceGrid,
    scalar::{Scalar, ScalarOp},
    shard_op::ShardOp,
    tensor::{Data, ElementType, Tensor},
};
use tensor_ops::{PadSpec, SliceSpec};

pub use spmd_dialect::ir::ValueKey;

/// An error at an op (or, without a location, about the whole run).
#[derive(Debug)]
pub struct ExecError<'c> {
    pub location: Option<Location<'c>>,
    pub message: String,
}

impl<'c> ExecError<'c> {
    fn at(location: Location<'c>, message: impl Into<String>) -> Self {
        ExecError {
            location: Some(location),
            message: message.into(),
        }
    }

    pub fn general(message: impl Into<String>) -> Self {
        ExecError {
            location: None,
            message: message.into(),
        }
    }
}

/// The element type and static shape of a value (empty shape: a scalar).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorType {
    pub element: ElementType,
    pub shape: Vec<usize>,
}

impl TensorType {
    fn of(value: Value) -> Result<TensorType, String> {
        Ok(TensorType {
            element: read::element_type(value.r#type())?,
            shape: read::static_shape(value.r#type())?,
        })
    }
}

#[derive(Clone, Debug)]
enum Kind<'c> {
    Elementwise(ScalarOp),
    Constant(Tensor),
    Generic(Generic),
    Empty,
    Reshape,
    ExtractSlice(SliceSpec),
    InsertSlice(SliceSpec),
    Pad(PadSpec, Payload),
    Concat(usize),
    Scatter(Vec<usize>, Payload),
    Scan(usize, bool, Payload),
    /// `scf.for`: operands lower bound, upper bound, step, then the
    /// iter_args' initial values; runs its body in lockstep on every rank.
    Loop(Box<LoopBody<'c>>),
    Extract,
    Dim,
    FromElements,
    Splat,
    Shard(ShardOp),
}

/// An `scf.for` body: its instructions, the slots of its induction
/// variable and iter_args (block arguments) and of what it yields.
#[derive(Clone, Debug)]
struct LoopBody<'c> {
    instructions: Vec<Instruction<'c>>,
    induction: usize,
    induction_type: ElementType,
    iter_args: Vec<usize>,
    yields: Vec<usize>,
}

#[derive(Clone, Debug)]
struct Instruction<'c> {
    kind: Kind<'c>,
    operands: Vec<usize>,
    /// Outer scalars a region uses (generic and pad payloads).
    captures: Vec<usize>,
    /// Outer tensors a region looks elements up in.
    tables: Vec<usize>,
    results: Vec<usize>,
    result_types: Vec<TensorType>,
    location: Location<'c>,
}

/// A compiled function, ready to run on a mesh.
pub struct Program<'c> {
    instructions: Vec<Instruction<'c>>,
    arguments: Vec<usize>,
    returns: Vec<usize>,
    slot_count: usize,
    pub argument_types: Vec<TensorType>,
    pub result_types: Vec<TensorType>,
    grid: DeviceGrid,
}

/// Rewrites named linalg ops (matmul, fill, transpose, reduce, ...) into
/// `linalg.generic` with upstream MLIR, so the executor needs one linalg op.
pub fn generalize_named_ops(module: &mut Module) -> Result<(), String> {
    melior::utility::register_all_passes();
    let context_ref = module.context();
    let manager = melior::pass::PassManager::new(unsafe { context_ref.to_ref() });
    melior::utility::parse_pass_pipeline(
        manager.as_operation_pass_manager(),
        "builtin.module(func.func(linalg-generalize-named-ops))",
    )
    .map_err(|error| error.to_string())?;
    manager
        .run(module)
        .map_err(|_| "generalizing named linalg ops failed".to_owned())
}

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
            .ok_or_else(|| ExecError::at(location, "the function has no body"))?;
        if body.next_in_region().is_some() {
            return Err(ExecError::at(
                location,
                "functions with several blocks are not supported by the executor",
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
        let returns =
            returns.ok_or_else(|| ExecError::at(location, "the function has no func.return"))?;
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

    /// Runs the program with `inputs[rank][argument]`; returns
    /// `results[rank][result]`.
    pub fn run(&self, inputs: Vec<Vec<Tensor>>) -> Result<Vec<Vec<Tensor>>, ExecError<'c>> {
        let ranks = self.grid.size();
        if inputs.len() != ranks {
            return Err(ExecError::general(format!(
                "{} input sets for {ranks} ranks",
                inputs.len()
            )));
        }
        let mut slots: Vec<Vec<Option<Tensor>>> = vec![vec![None; self.slot_count]; ranks];
        for (rank, rank_inputs) in inputs.into_iter().enumerate() {
            if rank_inputs.len() != self.arguments.len() {
                return Err(ExecError::general(format!(
                    "{} inputs for {} arguments",
                    rank_inputs.len(),
                    self.arguments.len()
                )));
            }
            for (index, input) in rank_inputs.into_iter().enumerate() {
                let expected = &self.argument_types[index];
                if input.shape != expected.shape {
                    return Err(ExecError::general(format!(
                        "argument #{index} on rank {rank} has shape {:?}, the function takes {:?}",
                        input.shape, expected.shape
                    )));
                }
                let input = Tensor::from_f64(
                    expected.element,
                    &input.shape,
                    (0..input.numel()).map(|i| input.data.get_f64(i)).collect(),
                );
                slots[rank][self.arguments[index]] = Some(input);
            }
        }
        self.execute(&self.instructions, &mut slots, &mut Vec::new())?;
        Ok(slots
            .into_iter()
            .map(|rank_slots| {
                self.returns
                    .iter()
                    .map(|&slot| {
                        rank_slots[slot]
                            .clone()
                            .expect("returned values are defined")
                    })
                    .collect()
            })
            .collect())
    }

    /// Runs `instructions` on every rank in lockstep: local ops rank by
    /// rank, collectives across ranks, loops iteration by iteration.
    fn execute(
        &self,
        instructions: &[Instruction<'c>],
        slots: &mut [Vec<Option<Tensor>>],
        mailbox: &mut Vec<(usize, usize, Tensor)>,
    ) -> Result<(), ExecError<'c>> {
        for instruction in instructions {
            let value = |slots: &Vec<Option<Tensor>>, slot: usize| {
                slots[slot].clone().expect("defined before use")
            };
            let outputs: Vec<Vec<Tensor>> = match &instruction.kind {
                Kind::Shard(op) => {
                    let inputs: Vec<Tensor> = match instruction.operands.first() {
                        Some(&slot) => slots.iter().map(|rank| value(rank, slot)).collect(),
                        None => Vec::new(),
                    };
                    op.run(&self.grid, &inputs, mailbox)
                        .map_err(|m| ExecError::at(instruction.location, m))?
                }
                Kind::Loop(body) => self.run_loop(instruction, body, slots, mailbox)?,
                _ => slots
                    .iter()
                    .map(|rank_slots| {
                        let operands: Vec<&Tensor> = instruction
                            .operands
                            .iter()
                            .map(|&slot| rank_slots[slot].as_ref().expect("defined before use"))
                            .collect();
                        let captures: Vec<Scalar> = instruction
                            .captures
                            .iter()
                            .map(|&slot| first_scalar(rank_slots[slot].as_ref().expect("defined")))
                            .collect();
                        let tables: Vec<&Tensor> = instruction
                            .tables
                            .iter()
                            .map(|&slot| rank_slots[slot].as_ref().expect("defined before use"))
                            .collect();
                        run_local(instruction, &operands, &captures, &tables)
                    })
                    .collect::<Result<_, String>>()
                    .map_err(|m| ExecError::at(instruction.location, m))?,
            };
            for (rank, rank_outputs) in outputs.into_iter().enumerate() {
                for (&slot, output) in instruction.results.iter().zip(rank_outputs) {
                    slots[rank][slot] = Some(output);
                }
            }
        }
        Ok(())
    }

    /// An `scf.for`: its bounds from rank 0 (one SPMD program: every rank
    /// has the same), the body run per iteration with the iter_args bound,
    /// the last iteration's yields returned, per rank.
    fn run_loop(
        &self,
        instruction: &Instruction<'c>,
        body: &LoopBody<'c>,
        slots: &mut [Vec<Option<Tensor>>],
        mailbox: &mut Vec<(usize, usize, Tensor)>,
    ) -> Result<Vec<Vec<Tensor>>, ExecError<'c>> {
        let bound = |i: usize| -> i64 {
            first_scalar(slots[0][instruction.operands[i]].as_ref().expect("defined")).i()
        };
        let (lower, upper, step) = (bound(0), bound(1), bound(2));
        if step <= 0 {
            return Err(ExecError::at(
                instruction.location,
                format!("scf.for with step {step}: the step must be positive"),
            ));
        }
        for rank_slots in slots.iter_mut() {
            for (&iter_arg, &init) in body.iter_args.iter().zip(&instruction.operands[3..]) {
                rank_slots[iter_arg] = rank_slots[init].clone();
            }
        }
        let mut iteration = lower;
        while iteration < upper {
            for rank_slots in slots.iter_mut() {
                rank_slots[body.induction] = Some(Tensor::from_f64(
                    body.induction_type,
                    &[],
                    vec![iteration as f64],
                ));
            }
            self.execute(&body.instructions, slots, mailbox)?;
            for rank_slots in slots.iter_mut() {
                let yielded: Vec<Option<Tensor>> =
                    body.yields.iter().map(|&y| rank_slots[y].clone()).collect();
                for (&iter_arg, value) in body.iter_args.iter().zip(yielded) {
                    rank_slots[iter_arg] = value;
                }
            }
            iteration += step;
        }
        Ok(slots
            .iter()
            .map(|rank_slots| {
                body.iter_args
                    .iter()
                    .map(|&slot| rank_slots[slot].clone().expect("iter_args are bound"))
                    .collect()
            })
            .collect())
    }
}

fn first_scalar(tensor: &Tensor) -> Scalar {
    match &tensor.data {
        Data::Float(values) => Scalar::F(values[0]),
        Data::Int(values) => Scalar::I(values[0]),
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
        let error = |message: String| ExecError::at(location, message);
        let operands = operation
            .operands()
            .map(|value| {
                slots
                    .get(&ValueKey::of(value))
                    .copied()
                    .ok_or_else(|| error("operand defined in an unsupported region".into()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let name = spmd_dialect::ir::operation_name(operation);
        if name == "func.return" || name == "scf.yield" {
            return Ok((instructions, Some(operands)));
        }
        let kind = if name == "scf.for" {
            Kind::Loop(Box::new(compile_loop(operation, grid, slots)?))
        } else {
            compile_kind(operation, grid)
                .map_err(|(location, message)| ExecError::at(location, message))?
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
                        error("a region uses a value the executor cannot see".into())
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
            .map_err(error)?;
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
    let error = |message: &str| ExecError::at(location, message);
    let body = (operation.region_count() == 1)
        .then(|| operation.region_at(0)?.first_block())
        .flatten()
        .ok_or_else(|| error("scf.for without a body"))?;
    if body.next_in_region().is_some() || body.argument_count() != operation.operand_count() - 2 {
        return Err(error(
            "scf.for needs one block whose arguments are the induction variable and the iter_args",
        ));
    }
    let induction: Value = body.argument(0).expect("an induction variable").into();
    let induction_type =
        read::element_type(induction.r#type()).map_err(|m| ExecError::at(location, m))?;
    let induction = slot_of(induction, slots);
    let iter_args = (1..body.argument_count())
        .map(|i| slot_of(body.argument(i).expect("index").into(), slots))
        .collect();
    let (instructions, yields) = compile_block(body, grid, slots)?;
    let yields = yields.ok_or_else(|| error("scf.for body without scf.yield"))?;
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
) -> Result<Kind<'c>, (Location<'c>, String)> {
    let location = operation.location();
    let error = |message: String| (location, message);
    let name = spmd_dialect::ir::operation_name(operation);
    if let Some(op) = spmd_dialect::read::scalar_op(operation) {
        return Ok(Kind::Elementwise(op));
    }
    Ok(match name {
        "arith.constant" => {
            let result = operation
                .result(0)
                .map_err(|_| error("constant without result".into()))?;
            let result_type = TensorType::of(result.into()).map_err(error)?;
            let value = operation
                .attribute("value")
                .map_err(|_| error("constant without value".into()))?;
            Kind::Constant(
                constants::constant(value, result_type.element, &result_type.shape)
                    .map_err(error)?,
            )
        }
        "linalg.generic" => Kind::Generic(Generic::compile(operation)?),
        "tensor.empty" => Kind::Empty,
        "tensor.expand_shape" | "tensor.collapse_shape" | "tensor.cast" | "spmd.annotate" => {
            Kind::Reshape
        }
        "tensor.extract_slice" => {
            Kind::ExtractSlice(SliceSpec::compile(operation, 1).map_err(error)?)
        }
        "tensor.insert_slice" => {
            Kind::InsertSlice(SliceSpec::compile(operation, 2).map_err(error)?)
        }
        "tensor.pad" => {
            let body = operation
                .region(0)
                .ok()
                .and_then(|region| region.first_block());
            let body = body.ok_or_else(|| error("tensor.pad without a body".into()))?;
            Kind::Pad(
                PadSpec::compile(operation).map_err(error)?,
                Payload::compile(body)?,
            )
        }
        "tensor.concat" => Kind::Concat(read::integer(operation, "dim").map_err(error)? as usize),
        "tm_tensor.scatter" | "iree_linalg_ext.scatter" => Kind::Scatter(
            indexed_ops::scatter_dims(operation).map_err(error)?,
            indexed_ops::region(operation)?,
        ),
        "tm_tensor.scan" => {
            let (dimension, inclusive) = indexed_ops::scan_spec(operation).map_err(error)?;
            Kind::Scan(dimension, inclusive, indexed_ops::region(operation)?)
        }
        "tensor.extract" => Kind::Extract,
        "tensor.dim" => Kind::Dim,
        "tensor.from_elements" => Kind::FromElements,
        "tensor.splat" => Kind::Splat,
        name if name.starts_with("shard.") => {
            Kind::Shard(shard_ops::compile(operation, grid).map_err(error)?)
        }
        _ => return Err(error(format!("'{name}' is not supported by the executor"))),
    })
}

/// Runs a non-collective instruction on one rank.
fn run_local(
    instruction: &Instruction,
    operands: &[&Tensor],
    captures: &[Scalar],
    tables: &[&Tensor],
) -> Result<Vec<Tensor>, String> {
    let result_type = instruction.result_types.first();
    let result_shape = result_type.map(|t| t.shape.as_slice()).unwrap_or_default();
    Ok(match &instruction.kind {
        Kind::Elementwise(op) => {
            let result_type = result_type.expect("element-wise ops have a result");
            let operand_element = operands.first().map_or(result_type.element, |t| t.element);
            let count: usize = result_shape.iter().product();
            let mut arguments = Vec::with_capacity(operands.len());
            let mut values = Vec::with_capacity(count);
            for i in 0..count {
                arguments.clear();
                arguments.extend(operands.iter().map(|t| {
                    let at = if t.rank() == 0 { 0 } else { i };
                    match &t.data {
                        Data::Float(v) => Scalar::F(v[at]),
                        Data::Int(v) => Scalar::I(v[at]),
                    }
                }));
                let value = op.eval(&arguments, result_type.element, operand_element);
                values.push(if result_type.element.is_float() {
                    value.f()
                } else {
                    value.i() as f64
                });
            }
            vec![Tensor::from_f64(result_type.element, result_shape, values)]
        }
        Kind::Constant(tensor) => vec![tensor.clone()],
        Kind::Generic(generic) => generic.run(operands, captures, tables)?,
        Kind::Empty => vec![Tensor::zeros(
            result_type.expect("empty has a result").element,
            result_shape,
        )],
        Kind::Reshape => vec![operands[0].reshape(result_shape)],
        Kind::ExtractSlice(spec) => vec![spec.extract(operands, result_shape)?],
        Kind::InsertSlice(spec) => vec![spec.insert(operands)?],
        Kind::Pad(spec, payload) => {
            let mut registers = vec![Scalar::I(0); payload.register_count];
            let base = payload.argument_count;
            registers[base..base + captures.len()].copy_from_slice(captures);
            let failure = std::cell::RefCell::new(None);
            let padded = spec.run(operands, |index| {
                let mut registers = registers.clone();
                for (d, &i) in index.iter().enumerate() {
                    registers[d] = Scalar::I(i as i64);
                }
                if let Err(message) = payload.run(&mut registers, tables, index) {
                    failure.borrow_mut().get_or_insert(message);
                }
                registers[payload.yields[0]].f()
            });
            if let Some(message) = failure.into_inner() {
                return Err(message);
            }
            vec![padded]
        }
        Kind::Concat(dim) => vec![Tensor::concat(
            &operands.iter().map(|t| (*t).clone()).collect::<Vec<_>>(),
            *dim,
        )],
        Kind::Scatter(dimension_map, payload) => vec![indexed_ops::run_scatter(
            dimension_map,
            payload,
            operands,
            captures,
        )?],
        Kind::Scan(dimension, inclusive, payload) => {
            indexed_ops::run_scan(*dimension, *inclusive, payload, operands, captures)?
        }
        Kind::Extract => {
            let source = operands[0];
            let index: Vec<i64> = operands[1..]
                .iter()
                .map(|i| i.data.get_f64(0) as i64)
                .collect();
            if index
                .iter()
                .zip(&source.shape)
                .any(|(&i, &size)| i < 0 || i as usize >= size)
            {
                return Err(format!(
                    "tensor.extract at {index:?} is outside shape {:?}",
                    source.shape
                ));
            }
            let at: usize = index
                .iter()
                .zip(source.strides())
                .map(|(&i, s)| i as usize * s)
                .sum();
            vec![Tensor::from_f64(
                source.element,
                &[],
                vec![source.data.get_f64(at)],
            )]
        }
        Kind::Dim => {
            let dim = operands[1].data.get_f64(0) as usize;
            let size = *operands[0]
                .shape
                .get(dim)
                .ok_or_else(|| format!("tensor.dim {dim} out of range"))?;
            vec![Tensor::from_f64(ElementType::Index, &[], vec![size as f64])]
        }
        Kind::FromElements => {
            let element = result_type.expect("from_elements has a result").element;
            vec![Tensor::from_f64(
                element,
                result_shape,
                operands.iter().map(|t| t.data.get_f64(0)).collect(),
            )]
        }
        Kind::Splat => {
            let element = result_type.expect("splat has a result").element;
            let count = result_shape.iter().product();
            vec![Tensor::from_f64(
                element,
                result_shape,
                vec![operands[0].data.get_f64(0); count],
            )]
        }
        Kind::Shard(_) | Kind::Loop(_) => unreachable!("collectives and loops run across ranks"),
    })
}
