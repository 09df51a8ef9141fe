//! The dims of a function's values that index the sequence, for
//! `spmd-zigzag-sequence`: from the dims of the arguments a sharding
//! splits over the context-parallel axis, through each op's rule (a
//! factor joins every dim it indexes). Each op the sequence reaches is
//! checked to treat its positions alike, so that the program computes
//! the same on its tokens reordered: element-wise and parallel loops,
//! reductions (whose combiners do not care about order), moves and new
//! tensors pass; positions read by `linalg.index` are recorded (the pass
//! maps them); anything that takes part of the sequence, reads windows
//! across it, looks it up by data, holds it in a constant or flattens it
//! with another dim is a located error.

use melior::ir::{
    BlockLike, BlockRef, RegionLike, Value, ValueLike,
    attribute::IntegerAttribute,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    ANNOTATE_OP,
    ir::{operation_name, producer, splat_element, uses},
    rules::{Factor, Rule, Slot, rule},
};

use crate::pass::{Failure, Key, key, operation_key};

/// Where the sequence is in a function.
pub(crate) struct SequenceDims<'c, 'a> {
    /// Each value with sequence dims, and those dims, in the order found.
    pub values: Vec<(Value<'c, 'a>, Vec<usize>)>,
    /// Each generic whose payload reads sequence positions, with the
    /// `linalg.index` ops that read them.
    pub positions: Vec<(OperationRef<'c, 'a>, Vec<OperationRef<'c, 'a>>)>,
}

/// The sequence dims reached from `seeds` (values and dims) in `body`.
pub(crate) fn sequence_dims<'c, 'a>(
    body: BlockRef<'c, 'a>,
    seeds: Vec<(Value<'c, 'a>, usize)>,
) -> Result<SequenceDims<'c, 'a>, Failure<'c>> {
    let mut found: FxHashMap<Key, usize> = FxHashMap::default();
    let mut values: Vec<(Value, Vec<usize>)> = Vec::new();
    let mut reached: FxHashMap<usize, (OperationRef, FxHashSet<Factor>)> = FxHashMap::default();
    let mut order: Vec<usize> = Vec::new();
    let mut pending = seeds;
    while let Some((value, dim)) = pending.pop() {
        let entry = *found.entry(key(value)).or_insert_with(|| {
            values.push((value, Vec::new()));
            values.len() - 1
        });
        if values[entry].1.contains(&dim) {
            continue;
        }
        values[entry].1.push(dim);
        for (operation, slot) in touching(value, body)? {
            match operation_name(operation) {
                "func.return" => continue,
                // A sharding constraint: its result is its operand.
                ANNOTATE_OP => {
                    pending.push((operation.operand(0).expect("an operand"), dim));
                    pending.push((operation.result(0).expect("a result").into(), dim));
                    continue;
                }
                _ => {}
            }
            let rule = rule(operation).map_err(|e| refusal(operation, &e.to_string()))?;
            let factor = match rule.large_factors_of_dim(slot, dim)[..] {
                [] => continue,
                [factor] => factor,
                _ => return Err(refusal(operation, FLATTENED)),
            };
            let (_, factors) = reached.entry(operation_key(operation)).or_insert_with(|| {
                order.push(operation_key(operation));
                (operation, FxHashSet::default())
            });
            if !factors.insert(factor) {
                continue;
            }
            check(&rule, operation, factor)?;
            pending.extend(dims_of_factor(&rule, operation, factor)?);
        }
    }
    let positions = order
        .iter()
        .filter_map(|id| {
            let (operation, factors) = &reached[id];
            let reads: Vec<OperationRef> = index_reads(*operation)
                .into_iter()
                .filter(|(_, dim)| factors.contains(dim))
                .map(|(read, _)| read)
                .collect();
            (!reads.is_empty()).then_some((*operation, reads))
        })
        .collect();
    Ok(SequenceDims { values, positions })
}

const FLATTENED: &str = "flattens the sequence with another dim (run spmd-expand-token-dims first where a batch of several sequences is flattened)";

fn refusal<'c>(operation: OperationRef<'c, '_>, why: &str) -> Failure<'c> {
    (
        operation.location(),
        format!(
            "spmd-zigzag-sequence: cannot reorder the sequence through '{}': {why}",
            operation_name(operation)
        ),
    )
}

/// The ops of `body` that make or read `value`, with its slot in each. A
/// reader nested in a region (a payload capturing it) is refused.
fn touching<'c, 'a>(
    value: Value<'c, 'a>,
    body: BlockRef<'c, 'a>,
) -> Result<Vec<(OperationRef<'c, 'a>, Slot)>, Failure<'c>> {
    let mut touching = Vec::new();
    if let Some(operation) = producer(value) {
        let index = operation
            .results()
            .position(|result| Value::from(result) == value)
            .expect("a value is one of its op's results");
        touching.push((operation, Slot::Result(index)));
    }
    for (user, index) in uses(value) {
        if user.block() != Some(body) {
            return Err(refusal(user, "reads the sequence inside a region"));
        }
        touching.push((user, Slot::Operand(index)));
    }
    Ok(touching)
}

/// Whether `operation` treats the positions of `factor` alike.
fn check<'c>(
    rule: &Rule,
    operation: OperationRef<'c, '_>,
    factor: Factor,
) -> Result<(), Failure<'c>> {
    if operation_name(operation) == "arith.constant" && splat_element(operation).is_none() {
        return Err(refusal(operation, "holds values along the sequence"));
    }
    if rule.is_free() || rule.only_moves() || rule.is_plain_parallel(factor) {
        return Ok(());
    }
    if rule.reduction(factor).is_some() {
        return Ok(());
    }
    let why = if rule.is_whole(factor) {
        "takes part of the sequence (a slice, pad or concatenation)"
    } else if rule.is_lookup(factor) {
        "looks the sequence up by data"
    } else if rule.halo(factor).is_some() {
        "reads windows across the sequence"
    } else {
        "reduces the sequence with a combiner spmd does not know"
    };
    Err(refusal(operation, why))
}

/// Each value's dim that `factor` indexes in `operation`.
fn dims_of_factor<'c, 'a>(
    rule: &Rule,
    operation: OperationRef<'c, 'a>,
    factor: Factor,
) -> Result<Vec<(Value<'c, 'a>, usize)>, Failure<'c>> {
    let operands = operation
        .operands()
        .enumerate()
        .map(|(index, value)| (Slot::Operand(index), value));
    let results = operation
        .results()
        .enumerate()
        .map(|(index, value)| (Slot::Result(index), Value::from(value)));
    let mut dims = Vec::new();
    for (slot, value) in operands.chain(results) {
        let rank = spmd_dialect::types::static_tensor(value.r#type())
            .map(|(shape, _)| shape.len())
            .unwrap_or(0);
        for dim in 0..rank {
            let factors = rule.large_factors_of_dim(slot, dim);
            if !factors.contains(&factor) {
                continue;
            }
            if factors.len() > 1 {
                return Err(refusal(operation, FLATTENED));
            }
            dims.push((value, dim));
        }
    }
    Ok(dims)
}

/// The `linalg.index` ops of a generic's payload, with their loop dims.
fn index_reads<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<(OperationRef<'c, 'a>, usize)> {
    if operation_name(operation) != "linalg.generic" {
        return Vec::new();
    }
    let Some(payload) = operation.region(0).ok().and_then(|r| r.first_block()) else {
        return Vec::new();
    };
    std::iter::successors(payload.first_operation(), |op| op.next_in_block())
        .filter(|op| operation_name(*op) == "linalg.index")
        .filter_map(|op| {
            let dim = IntegerAttribute::try_from(op.attribute("dim").ok()?).ok()?;
            Some((op, dim.value() as usize))
        })
        .collect()
}
