//! Which operands an element-wise op is jointly linear in: the operands a
//! `Partial(sum)` can pass through together (DESIGN section 3: the sum of
//! two `Partial(sum)` values is the `Partial(sum)` of their sum, so their
//! reductions can be one, after the op).
//!
//! The payload of an all-parallel `linalg.generic` (or an `arith` op on
//! tensors) is read as a polynomial in its block arguments: `addf` / `subf`
//! of two linear terms, `negf` of one, `mulf` / `divf` of a linear term by
//! a constant one are linear; constants and the other inputs are constant;
//! anything else (a product of two linear terms, a non-linear function of
//! one, the output's block argument) is neither. Reads the op; writes
//! nothing.

use crate::ir::ArgumentAt;
use crate::ir::Positional;
use melior::ir::{
    BlockLike, BlockRef, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};

use crate::ir::{ValueKey, operation_name, producer};
use melior::ir::r#type::TypeLike;

/// How a payload value depends on the candidate operands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Degree {
    /// Not at all.
    Constant,
    /// Linearly: f(x + x') = f(x) + f(x') with the others fixed.
    Linear,
    /// Any other way.
    Other,
}

/// The operands (one or more) an all-parallel `linalg.generic` with one
/// result is jointly linear in: all its float inputs if it is, else all
/// but one; empty if none.
pub(crate) fn linear_inputs_of_generic(operation: OperationRef) -> Vec<usize> {
    linear_inputs(operation, false)
}

/// The inputs a sum-reducing `linalg.generic` with one result is jointly
/// linear in together with its output (`out + f(in)`, `f` linear): partial
/// sums of them, the init included, reduce to a partial sum.
pub(crate) fn linear_inputs_of_sum(operation: OperationRef) -> Vec<usize> {
    linear_inputs(operation, true)
}

/// See [`linear_inputs_of_generic`]; `with_output`: the output's block
/// argument counts as linear too.
fn linear_inputs(operation: OperationRef, with_output: bool) -> Vec<usize> {
    if operation.result_count() != 1 {
        return Vec::new();
    }
    let Some(body) = crate::ir::first_block(operation) else {
        return Vec::new();
    };
    let inputs = operation.operand_count() - operation.result_count();
    let Some(yielded) = body.terminator().and_then(|t| t.operand_at(0)) else {
        return Vec::new();
    };
    let floats: Vec<usize> = (0..inputs)
        .filter(|&i| body.argument_at(i).is_some_and(|a| a.r#type().is_float()))
        .collect();
    jointly_linear(&floats, |set| {
        let mut arguments = set.to_vec();
        if with_output {
            arguments.push(inputs);
        }
        let payload = Payload {
            operation,
            body,
            inputs,
            arguments: &arguments,
            leaves: &[],
        };
        payload.degree(yielded) == Degree::Linear
    })
}

/// Whether every result of a `linalg.generic` is linear in input `index`
/// alone, its other inputs fixed (a masked copy of it, a scaling): a sum
/// over the batch there stays one.
pub fn is_linear_in(operation: OperationRef, index: usize) -> bool {
    operation_name(operation) == "linalg.generic"
        && index < operation.operand_count() - operation.result_count()
        && yields_linear(operation, &[index], &[])
}

/// Whether every result of a `linalg.generic` yields a value linear in
/// `leaves` (values its payload computes: what `tensor.extract` looks up
/// in a captured table), with its inputs held constant: zero wherever the
/// leaves are zero, and a sum where they are.
pub(crate) fn yields_linear_in(operation: OperationRef, leaves: &[ValueKey]) -> bool {
    yields_linear(operation, &[], leaves)
}

/// Whether every yield of the op's payload is linear in the block
/// arguments numbered `arguments` and the payload values `leaves`.
fn yields_linear(operation: OperationRef, arguments: &[usize], leaves: &[ValueKey]) -> bool {
    let Some(body) = crate::ir::first_block(operation) else {
        return false;
    };
    let Some(terminator) = body.terminator() else {
        return false;
    };
    let payload = Payload {
        operation,
        body,
        inputs: operation.operand_count() - operation.result_count(),
        arguments,
        leaves,
    };
    terminator.operand_count() > 0
        && terminator
            .operands()
            .all(|yielded| payload.degree(yielded) == Degree::Linear)
}

/// The operands of an `arith` op on tensors that it is jointly linear in.
pub(crate) fn linear_inputs_of_arith(operation: OperationRef) -> Vec<usize> {
    match operation_name(operation) {
        "arith.addf" | "arith.subf" if operation.operand_count() == 2 => vec![0, 1],
        _ => Vec::new(),
    }
}

/// The largest set among `candidates` and `candidates` less one for which
/// `is_linear` holds (one candidate alone included: a copy, a transpose, a
/// broadcast or a scaling of one input).
fn jointly_linear(candidates: &[usize], is_linear: impl Fn(&[usize]) -> bool) -> Vec<usize> {
    if candidates.is_empty() {
        return Vec::new();
    }
    if is_linear(candidates) {
        return candidates.to_vec();
    }
    if candidates.len() < 3 {
        return Vec::new();
    }
    (0..candidates.len())
        .rev()
        .map(|left_out| {
            let mut set = candidates.to_vec();
            set.remove(left_out);
            set
        })
        .find(|set| is_linear(set))
        .unwrap_or_default()
}

/// A generic's payload block; its first `inputs` arguments are the inputs'
/// elements, the others the outputs'. The values it is asked to be linear
/// in: the block arguments numbered `arguments` and the payload's values
/// `leaves`.
struct Payload<'c, 'a, 's> {
    operation: OperationRef<'c, 'a>,
    body: BlockRef<'c, 'a>,
    inputs: usize,
    arguments: &'s [usize],
    leaves: &'s [ValueKey],
}

impl Payload<'_, '_, '_> {
    /// Whether `value` is a zero: a scalar constant, or an input whose
    /// tensor is a zero splat constant.
    fn is_zero(&self, value: Value) -> bool {
        if let Some(constant) = crate::ir::constant_scalar(value) {
            return crate::ir::is_zero(constant);
        }
        let raw = value.to_raw();
        if !unsafe { mlir_sys::mlirValueIsABlockArgument(raw) } {
            return false;
        }
        let owner = unsafe { BlockRef::from_raw(mlir_sys::mlirBlockArgumentGetOwner(raw)) };
        let number = unsafe { mlir_sys::mlirBlockArgumentGetArgNumber(raw) } as usize;
        self.owns(Some(owner))
            && number < self.inputs
            && self
                .operation
                .operand(number)
                .ok()
                .and_then(producer)
                .and_then(crate::ir::splat_element)
                .is_some_and(crate::ir::is_zero)
    }

    fn owns(&self, block: Option<BlockRef>) -> bool {
        block.is_some_and(|b| b.to_raw().ptr == self.body.to_raw().ptr)
    }

    /// How `value` depends on the values it is asked about. Values from
    /// outside the payload are constants.
    fn degree(&self, value: Value) -> Degree {
        use Degree::{Constant, Linear, Other};
        let raw = value.to_raw();
        if unsafe { mlir_sys::mlirValueIsABlockArgument(raw) } {
            let number = unsafe { mlir_sys::mlirBlockArgumentGetArgNumber(raw) } as usize;
            let owner = unsafe { BlockRef::from_raw(mlir_sys::mlirBlockArgumentGetOwner(raw)) };
            return if !self.owns(Some(owner)) {
                Constant
            } else if self.arguments.contains(&number) {
                Linear
            } else if number >= self.inputs {
                Other
            } else {
                Constant
            };
        }
        let Some(producer) = producer(value) else {
            return Other;
        };
        if !self.owns(producer.block()) {
            return Constant;
        }
        if self.leaves.contains(&ValueKey::of(value)) {
            return Linear;
        }
        let operand = |i: usize| producer.operand(i).map_or(Other, |v| self.degree(v));
        let zero = |i: usize| producer.operand_at(i).is_some_and(|v| self.is_zero(v));
        match operation_name(producer) {
            "arith.constant" => Constant,
            "arith.addf" | "arith.subf" => match (operand(0), operand(1)) {
                (Linear, Linear) => Linear,
                (Constant, Constant) => Constant,
                _ => Other,
            },
            "arith.negf" => operand(0),
            // Looked-up values are zero on every device but one, so
            // rounding them is exact.
            "arith.extf" | "arith.truncf" if !self.leaves.is_empty() => operand(0),
            // A choice by a fixed condition between linear terms (or zero).
            "arith.select" => match (operand(0), operand(1), operand(2)) {
                (Constant, Linear, Linear) => Linear,
                (Constant, Linear, _) if zero(2) => Linear,
                (Constant, _, Linear) if zero(1) => Linear,
                (Constant, Constant, Constant) => Constant,
                _ => Other,
            },
            "arith.mulf" => match (operand(0), operand(1)) {
                (Linear, Constant) | (Constant, Linear) => Linear,
                (Constant, Constant) => Constant,
                _ => Other,
            },
            "arith.divf" => match (operand(0), operand(1)) {
                (Linear, Constant) => Linear,
                (Constant, Constant) => Constant,
                _ => Other,
            },
            _ if (0..producer.operand_count()).all(|i| operand(i) == Constant) => Constant,
            _ => Other,
        }
    }
}
