//! The forms of ops the attention matcher recognises: element-wise and
//! broadcasting generics, reductions over the last dim, reshapes keeping
//! it, read from their indexing maps and payloads.

use melior::ir::{
    AffineMap, BlockLike, RegionLike, Value, ValueLike,
    attribute::{ArrayAttribute, Attribute, AttributeLike},
    operation::{OperationLike, OperationRef},
};
use mlir_sys::mlirAffineMapAttrGetValue;
use rustc_hash::FxHashSet;
use spmd_dialect::{
    ir::{constant_scalar, is_zero, operation_name, producer},
    types::static_tensor,
};

use crate::pass::{Key, key};

pub(super) fn shape(value: Value) -> Vec<usize> {
    static_tensor(value.r#type())
        .map(|(shape, _)| shape)
        .unwrap_or_default()
}

pub(super) fn is_reshape(operation: OperationRef) -> bool {
    matches!(
        operation_name(operation),
        "tensor.expand_shape" | "tensor.collapse_shape"
    )
}

/// Whether a reshape's last group is the last dim alone on both sides.
pub(super) fn keeps_last_dim(operation: OperationRef) -> bool {
    let source = shape(operation.operand(0).expect("a source"));
    let result = shape(operation.result(0).expect("a result").into());
    let Ok(groups) = spmd_dialect::rules::reassociation(operation) else {
        return false;
    };
    let wide = source.len().max(result.len());
    wide > 0 && groups.last() == Some(&vec![wide - 1]) && source.last() == result.last()
}

/// The ops of a `linalg.generic`'s payload, its yield last.
pub(super) fn payload<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    operation
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .map(|block| spmd_dialect::ir::block_operations(&block))
        .unwrap_or_default()
}

/// A generic's indexing maps, per operand: per result, the loop dim of a
/// plain `dN`, `Err(c)` for a constant `c`, `None` for anything else.
pub(super) type MapResults = Vec<Option<Result<usize, i64>>>;

pub(super) fn indexing_maps(operation: OperationRef) -> Option<Vec<MapResults>> {
    let maps = ArrayAttribute::try_from(operation.attribute("indexing_maps").ok()?).ok()?;
    (0..maps.len())
        .map(|index| {
            let attribute: Attribute = maps.element(index).ok()?;
            let map = unsafe { AffineMap::from_raw(mlirAffineMapAttrGetValue(attribute.to_raw())) };
            Some(
                (0..map.result_count())
                    .map(|r| {
                        let expression = map.result(r).ok()?;
                        if expression.is_dim() {
                            Some(Ok(expression.dim_position()))
                        } else if expression.is_constant() {
                            Some(Err(expression.constant_value()))
                        } else {
                            None
                        }
                    })
                    .collect(),
            )
        })
        .collect()
}

pub(super) fn identity(results: &MapResults, loops: usize) -> bool {
    results.len() == loops && results.iter().enumerate().all(|(d, r)| *r == Some(Ok(d)))
}

/// Reads one element per row: the loops but the last, then at most a
/// constant 0 (a kept unit dim).
pub(super) fn per_row(results: &MapResults, loops: usize) -> bool {
    let rows = (0..loops - 1).all(|d| results.get(d) == Some(&Some(Ok(d))));
    rows && match results.len() - (loops - 1) {
        0 => true,
        1 => results[loops - 1] == Some(Err(0)),
        _ => false,
    }
}

/// `(ins, outs)` counts of a linalg op.
pub(super) fn segments(operation: OperationRef) -> Option<(usize, usize)> {
    let text = operation.attribute("operandSegmentSizes").ok()?.to_string();
    let mut counts = text
        .strip_prefix("array<i32: ")?
        .strip_suffix('>')?
        .split(',')
        .map(|n| n.trim().parse::<usize>());
    Some((counts.next()?.ok()?, counts.next()?.ok()?))
}

/// How many of an op's operands are inputs (a linalg op's `ins`; every
/// operand of anything else).
pub(super) fn inputs_of(operation: OperationRef) -> usize {
    segments(operation).map_or(operation.operand_count(), |(ins, _)| ins)
}

/// Whether `operation` is a generic with every iterator parallel and an
/// identity output map, whose payload neither reads its output nor an
/// index.
pub(super) fn is_elementwise(operation: OperationRef) -> bool {
    if operation_name(operation) != "linalg.generic" || operation.result_count() != 1 {
        return false;
    }
    let Some(((ins, 1), maps)) = segments(operation).zip(indexing_maps(operation)) else {
        return false;
    };
    let parallel = spmd_dialect::ir::reduces(operation) == Some(false);
    let loops = shape(operation.result(0).expect("a result").into()).len();
    parallel && identity(&maps[ins], loops) && !reads_output_or_index(operation, ins)
}

pub(super) fn reads_output_or_index(operation: OperationRef, ins: usize) -> bool {
    let Some(body) = operation.region(0).ok().and_then(|r| r.first_block()) else {
        return true;
    };
    let output_read = (ins..body.argument_count())
        .any(|i| body.argument(i).is_ok_and(spmd_dialect::ir::has_uses));
    output_read
        || payload(operation)
            .iter()
            .any(|op| operation_name(*op) == "linalg.index")
}

/// The payload of an element-wise generic: one op `name` of its block
/// arguments in order, yielded.
pub(super) fn payload_is(operation: OperationRef, name: &str, arguments: usize) -> bool {
    let ops = payload(operation);
    let [op, yield_op] = ops.as_slice() else {
        return false;
    };
    let Some(body) = operation.region(0).ok().and_then(|r| r.first_block()) else {
        return false;
    };
    operation_name(*op) == name
        && op.operand_count() == arguments
        && (0..arguments).all(|i| op.operand(i).ok() == body.argument(i).ok().map(Value::from))
        && yield_op.operand(0).ok() == op.result(0).ok().map(Value::from)
}

pub(super) fn unary(operation: OperationRef, name: &str) -> bool {
    is_elementwise(operation)
        && segments(operation) == Some((1, 1))
        && payload_is(operation, name, 1)
}

/// The two inputs of an element-wise `a <name> b` whose first input is
/// read whole.
pub(super) fn binary<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    name: &str,
) -> Option<[Value<'c, 'a>; 2]> {
    let maps = indexing_maps(operation)?;
    let loops = shape(operation.result(0).ok()?.into()).len();
    (is_elementwise(operation)
        && segments(operation) == Some((2, 1))
        && identity(&maps[0], loops)
        && payload_is(operation, name, 2))
    .then(|| [operation.operand(0).ok(), operation.operand(1).ok()])
    .and_then(|[a, b]| Some([a?, b?]))
}

/// `linalg.generic ins(row) outs(empty)` yielding its input, the input read
/// per row.
pub(super) fn is_broadcast(operation: OperationRef) -> bool {
    if operation_name(operation) != "linalg.generic" || segments(operation) != Some((1, 1)) {
        return false;
    }
    let Some(maps) = indexing_maps(operation) else {
        return false;
    };
    let loops = shape(operation.result(0).expect("a result").into()).len();
    let ops = payload(operation);
    let body = operation.region(0).ok().and_then(|r| r.first_block());
    let yields_input = ops.len() == 1
        && body.is_some_and(|b| ops[0].operand(0).ok() == b.argument(0).ok().map(Value::from));
    loops > 0
        && per_row(&maps[0], loops)
        && identity(&maps[1], loops)
        && yields_input
        && !reads_output_or_index(operation, 1)
}

/// Whether `operation` reduces its one input over the last loop with
/// `combiner` (its first result; any other result unused), the input
/// read whole and the output per row.
pub(super) fn reduces_last(operation: OperationRef, combiner: &str) -> bool {
    if operation_name(operation) != "linalg.generic" {
        return false;
    }
    let (Some((1, outs)), Some(maps), Some(reductions)) = (
        segments(operation),
        indexing_maps(operation),
        spmd_dialect::ir::reduction_iterators(operation),
    ) else {
        return false;
    };
    let loops = reductions.len();
    let last_only = reductions
        .iter()
        .enumerate()
        .all(|(d, r)| *r == (d + 1 == loops));
    let others_unused = (1..operation.result_count()).all(|r| {
        operation
            .result(r)
            .is_ok_and(|result| !spmd_dialect::ir::has_uses(result))
    });
    let inits_filled = (1..=outs).all(|i| {
        operation
            .operand(i)
            .ok()
            .and_then(producer)
            .is_some_and(|fill| operation_name(fill) == "linalg.fill")
    });
    let Some(body) = operation.region(0).ok().and_then(|r| r.first_block()) else {
        return false;
    };
    let (input, accumulator) = (body.argument(0).ok(), body.argument(1).ok());
    let yielded = payload(operation)
        .last()
        .and_then(|y| y.operand(0).ok())
        .and_then(producer);
    let combines = yielded.is_some_and(|op| {
        let operands: FxHashSet<Key> = op.operands().map(key).collect();
        let arguments: FxHashSet<Key> = [input, accumulator]
            .into_iter()
            .flatten()
            .map(|argument| key(argument.into()))
            .collect();
        operation_name(op) == combiner && op.operand_count() == 2 && operands == arguments
    });
    loops > 0
        && last_only
        && identity(&maps[0], loops)
        && per_row(&maps[1], loops)
        && others_unused
        && inits_filled
        && combines
}

pub(super) fn init_is_zero(reduction: OperationRef) -> bool {
    reduction
        .operand(1)
        .ok()
        .and_then(producer)
        .and_then(|fill| constant_scalar(fill.operand(0).ok()?))
        .is_some_and(is_zero)
}
