//! What fusion asks of an op: whether its payload reads its outputs,
//! whether it is a splat, and whether recomputing it in every kernel it
//! would be inlined into costs more than materialising it.

use melior::ir::{
    BlockLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};
use spmd_dialect::ir::{ArgumentAt, Positional, operation_name};

use crate::lower::{
    buffers::bytes_of,
    gemm::yields_its_input,
    structure::{Structure, body_operations},
};
use crate::pass::{Key, key};

/// Whether the payload of a loop-nest op reads an output's block argument.
pub fn reads_outputs(operation: OperationRef, structure: &Structure) -> bool {
    let name = operation_name(operation);
    if name != "linalg.generic" {
        return name == "linalg.matmul" || name == "linalg.batch_matmul";
    }
    let Some(block) = spmd_dialect::ir::first_block(operation) else {
        return false;
    };
    let outputs: Vec<Key> = (structure.inputs..block.argument_count())
        .filter_map(|i| block.argument_at(i).map(|a| key(a.into())))
        .collect();
    body_operations(operation)
        .iter()
        .any(|op| op.operands().any(|v| outputs.contains(&key(v))))
}

/// A splat `arith.constant` tensor or a `linalg.fill`: one value everywhere.
pub fn is_splat(operation: OperationRef) -> bool {
    match operation_name(operation) {
        "arith.constant" => spmd_dialect::ir::splat_element(operation).is_some(),
        _ => splat_constant(operation).is_some(),
    }
}

/// The `arith.constant` a fill repeats: a `linalg.fill` of a constant, or
/// the `linalg.generic` that `linalg-generalize-named-ops` makes of one
/// (yielding its one scalar input).
pub fn splat_constant<'c, 'a>(operation: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let fill = match operation_name(operation) {
        "linalg.fill" => true,
        "linalg.generic" => {
            operation.operand_count() == 2
                && operation
                    .operand_at(0)
                    .is_some_and(|v| !v.r#type().is_tensor())
                && yields_its_input(operation)
        }
        _ => false,
    };
    let scalar = operation.operand_at(0).filter(|_| fill)?;
    spmd_dialect::ir::producer(scalar).filter(|op| operation_name(*op) == "arith.constant")
}
/// Whether the op's payload holds a transcendental op, a division or a
/// lookup, too costly to recompute in several kernels. A division by a
/// value from outside the payload (a constant, a captured scalar: the
/// attention's `1 / sqrt(d)`) is one reciprocal and a multiply per
/// element, as cheap as the multiply it stands for.
pub(super) fn is_expensive(operation: OperationRef) -> bool {
    // A lookup (`tensor.extract` in a payload) costs a bounds check and a
    // gather per point: HF's causal mask looks positions up four times.
    const EXPENSIVE: [&str; 16] = [
        "tensor.extract",
        "math.exp",
        "math.exp2",
        "math.expm1",
        "math.log",
        "math.log1p",
        "math.log2",
        "math.tanh",
        "math.erf",
        "math.powf",
        "math.sin",
        "math.cos",
        "math.atan",
        "math.sqrt",
        "math.rsqrt",
        "math.atan2",
    ];
    let name = operation_name(operation);
    if name == "arith.divf" {
        return true;
    }
    let body = body_operations(operation);
    body.iter().any(|op| match operation_name(*op) {
        "arith.divf" => op
            .operand(1)
            .ok()
            .is_none_or(|divisor| varies_per_point(divisor, operation, &body)),
        name => EXPENSIVE.contains(&name),
    })
}

/// Whether `value` is an argument of `operation`'s payload or a result of
/// one of its `body` ops: one per point, not uniform over the loop nest.
/// An argument for an operand that is one value broadcast (a 0-d tensor
/// or a splat, through broadcasts: JAX's `1 / sqrt(d)` as a divisor
/// tensor) is uniform; an output's argument (a running value) never is.
fn varies_per_point(
    value: melior::ir::Value,
    operation: OperationRef,
    body: &[OperationRef],
) -> bool {
    match spmd_dialect::ir::producer(value) {
        Some(producer) => body.contains(&producer),
        None => spmd_dialect::ir::first_block(operation).is_none_or(|block| {
            // The outputs' arguments are running values.
            let inputs = operation.operand_count() - operation.result_count();
            (0..block.argument_count()).any(|i| {
                block
                    .argument_at(i)
                    .is_some_and(|a| Value::from(a) == value)
                    && (i >= inputs
                        || operation
                            .operand_at(i)
                            .is_none_or(|operand| !is_one_value(operand)))
            })
        }),
    }
}

/// Whether every element of tensor `value` is one value: a 0-d tensor, a
/// splat, or a broadcast (an op yielding its one input) of one.
fn is_one_value(value: Value) -> bool {
    if !value.r#type().is_tensor() {
        return true;
    }
    if spmd_dialect::read::static_shape(value.r#type()).is_ok_and(|shape| shape.is_empty()) {
        return true;
    }
    let Some(producer) = spmd_dialect::ir::producer(value) else {
        return false;
    };
    is_splat(producer)
        || (operation_name(producer) == "linalg.generic"
            && producer.operand_count() == 2
            && yields_its_input(producer)
            && producer.operand_at(0).is_some_and(is_one_value))
}

/// Whether recomputing element-wise `operation` (with `inputs` operands)
/// in each of `kernels` kernels reads no more bytes than writing its
/// result once and reading it in each: XLA's fusion merger's rule, which
/// keeps a chain of adds (a residual stream) from being recomputed from
/// every branch in every later kernel. An operand read twice is read
/// once; `read_bytes` says what reading an operand costs.
pub(super) fn cheaper_recomputed<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    inputs: usize,
    kernels: usize,
    read_bytes: impl Fn(melior::ir::Value<'c, 'a>) -> usize,
) -> bool {
    let mut operands: Vec<melior::ir::Value<'c, 'a>> = Vec::new();
    for value in (0..inputs).filter_map(|i| operation.operand_at(i)) {
        if !operands.contains(&value) {
            operands.push(value);
        }
    }
    let read: usize = operands.into_iter().map(read_bytes).sum();
    let written = operation.result(0).map_or(0, |r| bytes_of(r.into()));
    kernels * read <= (kernels + 1) * written
}
