//! Whether a ring may skip the blocks a causal mask hides: the sequence
//! is in zigzag order on the ring's axis (`spmd-zigzag-sequence`) and the
//! scores are masked by comparing the query's position with the key's
//! (`select(q >= k, s, -inf)` as JAX exports a causal mask), so that at
//! every step after the first each device's block is half hidden, the
//! same half on every device (`balanced`).
//!
//! The mask is proven from the IR, not assumed: the select's condition
//! is followed back through broadcasts to one comparison of two
//! positions, each followed through broadcasts, casts and slices to a
//! generic whose payload yields the position the zigzag pass mapped,
//! one varying along the queries and the other along the keys.

use melior::ir::{
    BlockLike, RegionLike, Value,
    attribute::{FloatAttribute, IntegerAttribute},
    operation::{OperationLike, OperationRef},
};
use rustc_hash::FxHashSet;
use spmd_dialect::ir::{constant_scalar, operation_name, producer};

use super::{
    forms::{identity, indexing_maps, payload, segments, shape},
    matcher::Attention,
    operands::{Operand, operand_kinds, sequence_inputs},
};
use crate::{
    pass::operation_key,
    prepare::zigzag_sequence::{POSITION_ATTR, ZIGZAG_ATTR, ZIGZAG_POSITIONS_ATTR},
};

/// The causal mask of a ring over zigzag blocks: the select, and which of
/// its inputs is the scores'.
#[derive(Clone, Copy)]
pub(super) struct CausalMask<'c, 'a> {
    pub select: OperationRef<'c, 'a>,
    pub scores_input: usize,
}

/// A dim's part in the mask: along the queries, along the keys, or
/// neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Along {
    Queries,
    Keys,
    Neither,
}

/// The causal mask of `attention`, if its blocks may be skipped.
pub(super) fn zigzag_causal<'c, 'a>(attention: &Attention<'c, 'a>) -> Option<CausalMask<'c, 'a>> {
    let function = enclosing_function(attention.output)?;
    let zigzag = function.attribute(ZIGZAG_ATTR).ok()?.to_string();
    let expected = format!(
        "{{axis = {} : i64, length = {} : i64}}",
        attention.axis, attention.length
    );
    if zigzag != expected || !attention.block.is_multiple_of(2) || !sizes_distinct(attention) {
        return None;
    }
    let chain: FxHashSet<usize> = attention
        .replaced()
        .iter()
        .map(|op| operation_key(*op))
        .collect();
    let mut mask = None;
    for operation in attention.logits_ops.iter().chain(&attention.max_path) {
        let kinds = operand_kinds(*operation, &chain, attention.length).ok()?;
        let found = causal_select(*operation, &kinds);
        match (found, &mask) {
            (Some(found), None) => mask = Some(found),
            (Some(_), Some(_)) => return None,
            (None, _) if !reads_only_chain_and_uniform(*operation, &kinds, attention) => {
                return None;
            }
            (None, _) => {}
        }
    }
    mask
}

/// The `func.func` holding `operation`.
fn enclosing_function<'c, 'a>(operation: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut parent = operation.parent_operation();
    while let Some(op) = parent {
        if operation_name(op) == "func.func" {
            return Some(op);
        }
        parent = op.parent_operation();
    }
    None
}

/// Whether no other dim of the scores' operands and logits is as long as
/// the sequence, a device's block or half of one (the quadrants' copies
/// resize dims by their sizes, and find a half's rows by its length: a
/// unit batch dim against blocks of 2 tokens too).
fn sizes_distinct(attention: &Attention) -> bool {
    let sequence = [attention.length, attention.block, attention.block / 2];
    let queries = shape(attention.scores.operand(0).expect("queries"));
    let keys = shape(attention.scores.operand(1).expect("keys"));
    let logits = shape(attention.logits);
    let values = shape(attention.value_gather.operand(0).expect("values"));
    let others = [
        &queries[..queries.len().saturating_sub(2)],
        &queries[queries.len().saturating_sub(1)..],
        &keys[..keys.len().saturating_sub(1)],
        &logits[..logits.len().saturating_sub(2)],
        &values[..values.len().saturating_sub(2)],
        &values[values.len().saturating_sub(1)..],
    ];
    others
        .iter()
        .all(|dims| dims.iter().all(|d| !sequence.contains(d)))
}

/// Whether an op of the logits reads nothing but the chain, values along
/// neither the queries nor the keys, and values along them made from
/// such (a scale broadcast whole): what a quadrant computes without the
/// mask.
fn reads_only_chain_and_uniform(
    operation: OperationRef,
    kinds: &[Operand],
    attention: &Attention,
) -> bool {
    let Some(maps) = indexing_maps(operation) else {
        return kinds
            .iter()
            .all(|k| matches!(k, Operand::Chain | Operand::Init));
    };
    let loops = shape(operation.result(0).expect("a result").into()).len();
    kinds
        .iter()
        .zip(&maps)
        .enumerate()
        .all(|(index, (kind, map))| match kind {
            Operand::Chain | Operand::Init => true,
            Operand::Sequence => uniform(operation.operand(index).expect("an operand"), attention),
            Operand::Whole => !map
                .iter()
                .any(|r| *r == Some(Ok(loops - 1)) || (loops >= 2 && *r == Some(Ok(loops - 2)))),
        })
}

/// Whether `value`, as long as the sequence, is made (as `block_of`
/// makes its blocks again) from values along neither the queries nor the
/// keys.
pub(super) fn uniform(value: Value, attention: &Attention) -> bool {
    let Some(operation) = producer(value) else {
        return false;
    };
    let Some(reads) = sequence_inputs(operation, attention.length) else {
        return false;
    };
    let sequence = [attention.length, attention.block, attention.block / 2];
    reads.iter().enumerate().all(|(index, along)| {
        let input = operation.operand(index).expect("an input");
        if *along {
            uniform(input, attention)
        } else {
            shape(input)
                .iter()
                .all(|d| *d == 1 || !sequence.contains(d))
        }
    })
}

/// `operation` as a causal mask: an element-wise select of the scores
/// where a comparison of positions holds, of `-inf` (or below -1e9)
/// elsewhere.
fn causal_select<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    kinds: &[Operand],
) -> Option<CausalMask<'c, 'a>> {
    if segments(operation) != Some((2, 1)) || operation_name(operation) != "linalg.generic" {
        return None;
    }
    let maps = indexing_maps(operation)?;
    let loops = shape(operation.result(0).ok()?.into()).len();
    if !maps.iter().all(|map| identity(map, loops)) || loops < 2 {
        return None;
    }
    let [select, done] = payload(operation)[..] else {
        return None;
    };
    let body = operation.region(0).ok()?.first_block()?;
    let argument = |i: usize| body.argument(i).ok().map(Value::from);
    if operation_name(select) != "arith.select"
        || done.operand(0).ok() != select.result(0).ok().map(Value::from)
    {
        return None;
    }
    let scores_input = kinds.iter().position(|k| *k == Operand::Chain)?;
    let condition_input = 1 - scores_input;
    if select.operand(0).ok() != argument(condition_input) {
        return None;
    }
    // Kept where the condition holds, or where it does not.
    let (kept, hidden) = (select.operand(1).ok()?, select.operand(2).ok()?);
    let keeps_when = if kept == argument(scores_input)? {
        true
    } else if hidden == argument(scores_input)? {
        false
    } else {
        return None;
    };
    let fill = if keeps_when { hidden } else { kept };
    let lowest = constant_scalar(fill).and_then(|a| FloatAttribute::try_from(a).ok())?;
    if lowest.value() > -1e9 {
        return None;
    }
    let condition = operation.operand(condition_input).ok()?;
    let mut along = vec![Along::Neither; loops];
    along[loops - 2] = Along::Queries;
    along[loops - 1] = Along::Keys;
    let (comparison, along) = through_broadcasts(condition, along)?;
    causal_comparison(comparison, &along, keeps_when).then_some(CausalMask {
        select: operation,
        scores_input,
    })
}

/// Follows `value` (its dims' parts `along`) back through broadcasts to
/// the generic that computes it otherwise, with its result dims' parts.
fn through_broadcasts<'c, 'a>(
    value: Value<'c, 'a>,
    mut along: Vec<Along>,
) -> Option<(OperationRef<'c, 'a>, Vec<Along>)> {
    let mut value = value;
    loop {
        let operation = producer(value)?;
        if !is_copy(operation, &["linalg.yield"]) {
            return Some((operation, along));
        }
        along = input_parts(operation, &along)?;
        value = operation.operand(0).ok()?;
    }
}

/// Whether `operation` is a parallel generic of one input whose payload
/// only passes it through the ops `names` (the yield last).
fn is_copy(operation: OperationRef, names: &[&str]) -> bool {
    if operation_name(operation) != "linalg.generic"
        || segments(operation) != Some((1, 1))
        || spmd_dialect::ir::reduces(operation) != Some(false)
    {
        return false;
    }
    let ops = payload(operation);
    let Some(body) = operation.region(0).ok().and_then(|r| r.first_block()) else {
        return false;
    };
    let mut carried = body.argument(0).ok().map(Value::from);
    for op in &ops {
        if !names.contains(&operation_name(*op))
            || op.operand_count() != 1
            || op.operand(0).ok() != carried
        {
            return false;
        }
        carried = op.result(0).ok().map(Value::from);
    }
    operation_name(*ops.last().expect("a yield")) == "linalg.yield"
}

/// The parts of a one-input generic's input dims, from its result's.
fn input_parts(operation: OperationRef, along: &[Along]) -> Option<Vec<Along>> {
    let maps = indexing_maps(operation)?;
    if !identity(&maps[1], along.len()) {
        return None;
    }
    maps[0]
        .iter()
        .map(|r| match r {
            Some(Ok(dim)) => along.get(*dim).copied(),
            Some(Err(_)) => Some(Along::Neither),
            None => None,
        })
        .collect()
}

/// Whether `comparison` is `cmpi` of a query position with a key
/// position such that a key after the query is hidden.
fn causal_comparison(comparison: OperationRef, along: &[Along], keeps_when: bool) -> bool {
    if operation_name(comparison) != "linalg.generic" || segments(comparison) != Some((2, 1)) {
        return false;
    }
    let Some(maps) = indexing_maps(comparison) else {
        return false;
    };
    if !identity(&maps[2], along.len()) || spmd_dialect::ir::reduces(comparison) != Some(false) {
        return false;
    }
    let [compare, done] = payload(comparison)[..] else {
        return false;
    };
    let Some(body) = comparison.region(0).ok().and_then(|r| r.first_block()) else {
        return false;
    };
    let argument = |i: usize| body.argument(i).ok().map(Value::from);
    if operation_name(compare) != "arith.cmpi"
        || compare.operand(0).ok() != argument(0)
        || compare.operand(1).ok() != argument(1)
        || done.operand(0).ok() != compare.result(0).ok().map(Value::from)
    {
        return false;
    }
    let part = |index: usize| -> Option<Along> {
        let map = &maps[index];
        let parts: Vec<Along> = map
            .iter()
            .map(|r| match r {
                Some(Ok(dim)) => along.get(*dim).copied().unwrap_or(Along::Neither),
                _ => Along::Neither,
            })
            .collect();
        let value = comparison.operand(index).ok()?;
        zigzag_position(value, parts)
    };
    let (Some(left), Some(right)) = (part(0), part(1)) else {
        return false;
    };
    // arith.cmpi predicates: 2 slt, 3 sle, 4 sgt, 5 sge, 6 ult, 7 ule, 8 ugt, 9 uge.
    let predicate = compare
        .attribute("predicate")
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value());
    let query_at_least_key = match (left, right, predicate) {
        (Along::Queries, Along::Keys, Some(4 | 5 | 8 | 9)) => true,
        (Along::Keys, Along::Queries, Some(2 | 3 | 6 | 7)) => true,
        (Along::Queries, Along::Keys, Some(2 | 3 | 6 | 7)) => false,
        (Along::Keys, Along::Queries, Some(4 | 5 | 8 | 9)) => false,
        _ => return false,
    };
    // Kept where a query is at or after its key: a later key is hidden.
    query_at_least_key == keeps_when
}

/// Which way `value` (its dims' parts `along`) varies, if it is the
/// zigzag positions (through broadcasts, casts, reshapes keeping them and
/// slices of a sequence split) along exactly one of the queries or keys.
fn zigzag_position(value: Value, along: Vec<Along>) -> Option<Along> {
    let casts = [
        "arith.index_cast",
        "arith.index_castui",
        "arith.extsi",
        "arith.extui",
        "linalg.yield",
    ];
    let mut value = value;
    let mut along = along;
    loop {
        let operation = producer(value)?;
        let name = operation_name(operation);
        if name == "shard.all_slice"
            || name == "tensor.expand_shape"
            || name == "tensor.collapse_shape"
        {
            if shape(value).len() != shape(operation.operand(0).ok()?).len() {
                return None;
            }
            value = operation.operand(0).ok()?;
            continue;
        }
        if is_copy(operation, &casts) {
            along = input_parts(operation, &along)?;
            value = operation.operand(0).ok()?;
            continue;
        }
        if operation.attribute(ZIGZAG_POSITIONS_ATTR).is_err()
            || segments(operation) != Some((0, 1))
            || !yields_position(operation)
        {
            return None;
        }
        let varying: Vec<Along> = along.into_iter().filter(|a| *a != Along::Neither).collect();
        return match varying[..] {
            [part] => Some(part),
            _ => None,
        };
    }
}

/// Whether a positions generic yields the zigzag pass's position (cast).
fn yields_position(operation: OperationRef) -> bool {
    let ops = payload(operation);
    let Some(done) = ops.last() else { return false };
    let mut value = done.operand(0).ok();
    while let Some(op) = value.and_then(|v| producer(v)) {
        if op.attribute(POSITION_ATTR).is_ok() {
            return true;
        }
        if !matches!(
            operation_name(op),
            "arith.index_cast" | "arith.index_castui" | "arith.extsi" | "arith.extui"
        ) {
            return false;
        }
        value = op.operand(0).ok();
    }
    false
}
