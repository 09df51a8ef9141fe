//! A region of scalar ops (a `linalg.generic` body, a `tensor.pad` body)
//! compiled once into register code and run per element.

use crate::{ExecError, Reason};
use melior::ir::{
    BlockLike, BlockRef, ValueLike,
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};
use std::collections::HashMap;

use super::ValueKey;
use spmd_dialect::read;
use spmd_executable::{
    scalar::{FloatOp, Scalar, ScalarOp},
    tensor::{Data, ElementType, Tensor},
};

#[derive(Clone, Debug)]
enum Instruction {
    Apply {
        op: ScalarOp,
        arguments: Vec<usize>,
        result: usize,
        element: ElementType,
        operand: ElementType,
    },
    /// `linalg.index`: the loop index of `dim`.
    Index {
        dim: usize,
        result: usize,
    },
    Constant {
        value: Scalar,
        result: usize,
    },
    /// `tensor.extract` from a captured tensor (`tables[table]`): the
    /// element at the indices held in `indices`.
    Extract {
        table: usize,
        indices: Vec<usize>,
        result: usize,
        at: String,
    },
    /// `cf.assert`: the run stops with `message` where `condition` is false.
    Assert {
        condition: usize,
        message: String,
    },
}

/// Register code: registers `0..argument_count` hold the block arguments,
/// then one per captured outer scalar, then one per op result.
#[derive(Clone, Debug)]
pub struct Payload {
    instructions: Vec<Instruction>,
    pub argument_count: usize,
    /// Outer scalars the region uses, loaded into registers after the arguments.
    pub captures: Vec<ValueKey>,
    /// Outer tensors the region looks elements up in (`tensor.extract`).
    pub tables: Vec<ValueKey>,
    pub yields: Vec<usize>,
    pub register_count: usize,
}

impl Payload {
    /// Compiles `block`, whose terminator yields the results.
    pub fn compile<'c>(block: BlockRef<'c, '_>) -> Result<Payload, ExecError<'c>> {
        let operations = block_operations(block);
        let argument_count = block.argument_count();
        let mut registers: HashMap<ValueKey, usize> = (0..argument_count)
            .map(|i| {
                (
                    ValueKey::of(block.argument(i).expect("index < argument_count").into()),
                    i,
                )
            })
            .collect();
        // Registers: the arguments, then the outer values the region uses,
        // then one per op result, in order.
        let mut defined: std::collections::HashSet<ValueKey> = registers.keys().copied().collect();
        let mut captures = Vec::new();
        let mut tables = Vec::new();
        for operation in &operations {
            for value in operation.operands() {
                let key = ValueKey::of(value);
                if defined.contains(&key) || captures.contains(&key) || tables.contains(&key) {
                    continue;
                }
                if value.r#type().is_ranked_tensor() {
                    tables.push(key);
                } else {
                    captures.push(key);
                }
            }
            defined.extend(
                operation
                    .results()
                    .map(|result| ValueKey::of(result.into())),
            );
        }
        registers.extend(
            captures
                .iter()
                .enumerate()
                .map(|(i, &key)| (key, argument_count + i)),
        );
        let mut instructions = Vec::new();
        let mut yields = Vec::new();
        for &operation in &operations {
            let name = spmd_dialect::ir::operation_name(operation);
            let location = operation.location();
            let table = operation
                .operand(0)
                .ok()
                .and_then(|v| tables.iter().position(|&t| t == ValueKey::of(v)));
            let arguments: Vec<usize> = operation
                .operands()
                .skip(usize::from(table.is_some()))
                .map(|value| registers[&ValueKey::of(value)])
                .collect();
            if name.ends_with(".yield") {
                yields = arguments;
                break;
            }
            if name == "cf.assert" {
                instructions.push(Instruction::Assert {
                    condition: arguments[0],
                    message: assertion_message(operation),
                });
                continue;
            }
            let result = registers.len();
            let instruction = match name {
                "tensor.extract" if table.is_some() => Instruction::Extract {
                    table: table.expect("checked"),
                    indices: arguments,
                    result,
                    at: spmd_dialect::source_position(location),
                },
                "linalg.index" => Instruction::Index {
                    dim: read::integer(operation, "dim").map_err(|e| ExecError::at(location, e))?
                        as usize,
                    result,
                },
                "arith.constant" => {
                    let value = operation.attribute("value").ok().and_then(read::number);
                    let value = value.ok_or_else(|| {
                        ExecError::at(
                            location,
                            Reason::Unsupported("unsupported constant in a region".into()),
                        )
                    })?;
                    let element =
                        result_element(operation).map_err(|e| ExecError::at(location, e))?;
                    let value = if element.is_float() {
                        Scalar::F(element.round(value))
                    } else {
                        Scalar::I(value as i64)
                    };
                    Instruction::Constant { value, result }
                }
                _ => {
                    let op = read::scalar_op(operation).ok_or_else(|| {
                        ExecError::at(
                            location,
                            Reason::Unsupported(format!(
                                "'{name}' is not supported inside a region by the executor"
                            )),
                        )
                    })?;
                    let element =
                        result_element(operation).map_err(|e| ExecError::at(location, e))?;
                    let operand = match operation.operand(0) {
                        Ok(value) => read::element_type(value.r#type())
                            .map_err(|e| ExecError::at(location, e))?,
                        Err(_) => element,
                    };
                    Instruction::Apply {
                        op,
                        arguments,
                        result,
                        element,
                        operand,
                    }
                }
            };
            let value = operation.result(0).map_err(|_| {
                ExecError::at(location, Reason::Invalid(format!("'{name}' has no result")))
            })?;
            registers.insert(ValueKey::of(value.into()), result);
            instructions.push(instruction);
        }
        let register_count = registers.len();
        Ok(Payload {
            instructions,
            argument_count,
            captures,
            tables,
            yields,
            register_count,
        })
    }

    /// Types at f32 every f16 / bf16 op that depends on a block argument
    /// from `first_output` on (an output's running value): the payload of
    /// a reduction then holds its half-precision accumulators at f32, as
    /// kernels do (`spmd_executable::Kernel`). Returns, per output
    /// argument, whether the payload reads it.
    pub fn widen_half_accumulators(&mut self, first_output: usize) -> Vec<bool> {
        let mut depends = vec![false; self.register_count];
        depends[first_output..self.argument_count].fill(true);
        let read: Vec<bool> = (first_output..self.argument_count)
            .map(|argument| {
                self.instructions
                    .iter()
                    .any(|instruction| instruction_arguments(instruction).contains(&argument))
            })
            .collect();
        for instruction in &mut self.instructions {
            let dependent = instruction_arguments(instruction)
                .iter()
                .any(|&a| depends[a]);
            if let Some(result) = instruction_result(instruction) {
                depends[result] = dependent;
            }
            if let Instruction::Apply { element, .. } = instruction
                && dependent
                && element.is_half()
            {
                *element = ElementType::F32;
            }
        }
        read
    }

    /// Runs the code; `registers` holds the arguments and captures,
    /// `tables` the captured tensors, `point` the loop indices. A lookup
    /// outside its table or a failed assertion stops it.
    pub fn run(
        &self,
        registers: &mut [Scalar],
        tables: &[&Tensor],
        point: &[usize],
    ) -> Result<(), Reason> {
        let mut arguments = [Scalar::I(0); 3];
        for instruction in &self.instructions {
            match instruction {
                Instruction::Apply {
                    op,
                    arguments: sources,
                    result,
                    element,
                    operand,
                } => {
                    for (slot, &source) in arguments.iter_mut().zip(sources) {
                        *slot = registers[source];
                    }
                    registers[*result] = op.eval(&arguments[..sources.len()], *element, *operand);
                }
                Instruction::Index { dim, result } => {
                    registers[*result] = Scalar::I(point[*dim] as i64)
                }
                Instruction::Constant { value, result } => registers[*result] = *value,
                Instruction::Extract {
                    table,
                    indices,
                    result,
                    at,
                } => {
                    let table = tables[*table];
                    let mut offset = 0;
                    for ((&register, &size), stride) in
                        indices.iter().zip(&table.shape).zip(table.strides())
                    {
                        let index = registers[register].i();
                        if index < 0 || index as usize >= size {
                            let index: Vec<i64> =
                                indices.iter().map(|&r| registers[r].i()).collect();
                            return Err(Reason::Invalid(format!(
                                "tensor.extract at {at}: index {index:?} is outside shape {:?}",
                                table.shape
                            )));
                        }
                        offset += index as usize * stride;
                    }
                    registers[*result] = match &table.data {
                        Data::Float(values) => Scalar::F(values[offset]),
                        Data::Int(values) => Scalar::I(values[offset]),
                    };
                }
                Instruction::Assert { condition, message } => {
                    if registers[*condition].i() & 1 == 0 {
                        return Err(Reason::Invalid(message.clone()));
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether [`Payload::run_row`] runs this code: no lookups and no
    /// assertions, whose first failing point the per-point order names.
    pub fn runs_by_row(&self) -> bool {
        self.instructions.iter().all(|instruction| {
            !matches!(
                instruction,
                Instruction::Extract { .. } | Instruction::Assert { .. }
            )
        })
    }

    /// Runs the code on `row` points at once, one instruction over all of
    /// them before the next: register `r` of point `p` is
    /// `columns[r * row + p]`. The points differ only in loop `row_dim`,
    /// `p` at point `p`; `point` holds the other loops' indices. Only
    /// where [`Payload::runs_by_row`].
    pub fn run_row(&self, columns: &mut [Scalar], row: usize, point: &[usize], row_dim: usize) {
        let fill = |columns: &mut [Scalar], register: usize, value: Scalar| {
            columns[register * row..(register + 1) * row].fill(value);
        };
        for instruction in &self.instructions {
            match instruction {
                Instruction::Apply {
                    op,
                    arguments: sources,
                    result,
                    element,
                    operand,
                } => {
                    let out = result * row;
                    match sources[..] {
                        [a, b]
                            if float_arithmetic_row(*op, *element, columns, [a, b], out, row) => {}
                        _ => {
                            let mut arguments = [Scalar::I(0); 3];
                            for p in 0..row {
                                for (slot, &source) in arguments.iter_mut().zip(sources) {
                                    *slot = columns[source * row + p];
                                }
                                columns[out + p] =
                                    op.eval(&arguments[..sources.len()], *element, *operand);
                            }
                        }
                    }
                }
                Instruction::Index { dim, result } if *dim == row_dim => {
                    for p in 0..row {
                        columns[result * row + p] = Scalar::I(p as i64);
                    }
                }
                Instruction::Index { dim, result } => {
                    fill(columns, *result, Scalar::I(point[*dim] as i64))
                }
                Instruction::Constant { value, result } => fill(columns, *result, *value),
                Instruction::Extract { .. } | Instruction::Assert { .. } => {
                    unreachable!("run_row runs only code without lookups or assertions")
                }
            }
        }
    }
}

/// A row of float `+ - * /` (most of a training step's points), the op
/// chosen once per row instead of per point; false for any other op.
fn float_arithmetic_row(
    op: ScalarOp,
    element: ElementType,
    columns: &mut [Scalar],
    [a, b]: [usize; 2],
    out: usize,
    row: usize,
) -> bool {
    let ScalarOp::Float(op) = op else {
        return false;
    };
    let mut apply = |f: fn(f64, f64) -> f64| {
        for p in 0..row {
            let value = f(columns[a * row + p].f(), columns[b * row + p].f());
            columns[out + p] = Scalar::F(element.round(value));
        }
    };
    match op {
        FloatOp::Add => apply(|x, y| x + y),
        FloatOp::Sub => apply(|x, y| x - y),
        FloatOp::Mul => apply(|x, y| x * y),
        FloatOp::Div => apply(|x, y| x / y),
        _ => return false,
    }
    true
}

/// The registers an instruction reads.
fn instruction_arguments(instruction: &Instruction) -> &[usize] {
    match instruction {
        Instruction::Apply { arguments, .. } => arguments,
        Instruction::Extract { indices, .. } => indices,
        Instruction::Assert { condition, .. } => std::slice::from_ref(condition),
        Instruction::Index { .. } | Instruction::Constant { .. } => &[],
    }
}

/// The register an instruction defines.
fn instruction_result(instruction: &Instruction) -> Option<usize> {
    match instruction {
        Instruction::Apply { result, .. }
        | Instruction::Index { result, .. }
        | Instruction::Constant { result, .. }
        | Instruction::Extract { result, .. } => Some(*result),
        Instruction::Assert { .. } => None,
    }
}

fn block_operations<'c, 'a>(block: BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    std::iter::successors(block.first_operation(), |operation| {
        operation.next_in_block()
    })
    .collect()
}

fn result_element(operation: OperationRef) -> Result<ElementType, Reason> {
    let result = operation
        .result(0)
        .map_err(|_| Reason::Invalid("op has no result".into()))?;
    Ok(read::element_type(result.r#type())?)
}

/// What a failed `cf.assert` says: where, and its message.
pub fn assertion_message(operation: OperationRef) -> String {
    let message = operation
        .attribute("msg")
        .ok()
        .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
        .map(|a| spmd_dialect::ir::AttributeText::text(&a))
        .unwrap_or_default();
    format!(
        "assertion failed at {}: {message}",
        spmd_dialect::source_position(operation.location())
    )
}
