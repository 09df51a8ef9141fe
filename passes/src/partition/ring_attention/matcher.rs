//! Finds attention in a per-device program whose keys and values are
//! gathered whole along the sequence, as `spmd-partition` leaves it when
//! queries, keys and values are split on the sequence over one mesh axis:
//!
//! ```text
//! kt = all_gather(kt_piece, axis a, dim 2)        [b, d, S]
//! s  = batch_matmul(q, kt)                        [b, s, S]
//! s' = element-wise ops of s (scale, mask, bias)  [.., s, S]
//! m  = max over the last dim of s'
//! e  = exp(s' - m)
//! l  = sum over the last dim of e
//! p  = e / l                                      (reshaped to [b, s, S])
//! o  = batch_matmul(p, all_gather(v_piece, axis a, dim 1))
//! ```
//!
//! Broadcasts of `m` and `l` may be ops of their own (JAX) or read by the
//! consumer's indexing map (torch-mlir, with a kept unit dim). Everything
//! the chain computes must be read only by the chain: a training step that
//! keeps the probabilities for its backward keeps the gather (and is told
//! so by a remark).

use melior::ir::{
    Value,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::ir::{integer_attribute, operation_name, producer, uses};

use super::{
    backward::{Backward, backward_of},
    forms::{
        binary, init_is_zero, is_broadcast, is_reshape, keeps_last_dim, reduces_last, shape, unary,
    },
    operands::check_operands,
};
use crate::pass::operation_key;

/// One attention chain, its ops in program order within each part.
pub(super) struct Attention<'c, 'a> {
    /// `batch_matmul(q, kt)`.
    pub scores: OperationRef<'c, 'a>,
    /// The gathers of the keys and of the values, and the transpose from
    /// the gathered keys to the scores' operand where the keys are
    /// gathered untransposed.
    pub key_gather: OperationRef<'c, 'a>,
    pub key_transpose: Option<OperationRef<'c, 'a>>,
    pub value_gather: OperationRef<'c, 'a>,
    /// The mesh axis the gathers run on, and the grid's name.
    pub axis: usize,
    pub grid: String,
    /// The whole sequence and one device's block of it.
    pub length: usize,
    pub block: usize,
    /// The element-wise ops from the scores to the softmax's input.
    pub logits_ops: Vec<OperationRef<'c, 'a>>,
    /// The softmax's input (`s'`).
    pub logits: Value<'c, 'a>,
    pub max: OperationRef<'c, 'a>,
    /// Ops from the max's result to the subtraction's operand.
    pub max_path: Vec<OperationRef<'c, 'a>>,
    pub subtract: OperationRef<'c, 'a>,
    pub exp: OperationRef<'c, 'a>,
    pub sum: OperationRef<'c, 'a>,
    /// A widening of the exponentials the sum reads (bf16 summed in f32).
    pub sum_cast: Option<OperationRef<'c, 'a>>,
    /// Ops from the sum's result to the division's operand.
    pub sum_path: Vec<OperationRef<'c, 'a>>,
    pub divide: OperationRef<'c, 'a>,
    /// Reshapes from the probabilities to the output's operand.
    pub reshapes: Vec<OperationRef<'c, 'a>>,
    pub output: OperationRef<'c, 'a>,
    /// The backward reading the chain's values, in a training step.
    pub backward: Option<Backward<'c, 'a>>,
}

impl<'c, 'a> Attention<'c, 'a> {
    /// Every op the ring replaces, in program order.
    pub fn replaced(&self) -> Vec<OperationRef<'c, 'a>> {
        let mut all = vec![self.scores];
        all.extend(&self.logits_ops);
        all.push(self.max);
        all.extend(&self.max_path);
        all.extend([self.subtract, self.exp]);
        all.extend(self.sum_cast);
        all.push(self.sum);
        all.extend(&self.sum_path);
        all.push(self.divide);
        all.extend(&self.reshapes);
        all.push(self.output);
        all
    }
}

/// Why an attention whose keys are gathered is not made a ring.
pub(super) type Refusal = String;

/// The attention whose output is `output` (a `linalg.batch_matmul`):
/// `Ok(None)` when `output` is not the end of one (no gathered values),
/// `Err` when it is but the chain is not one the ring computes.
pub(super) fn attention_ending_at<'c, 'a>(
    output: OperationRef<'c, 'a>,
    positions: &FxHashMap<usize, usize>,
) -> Result<Option<Attention<'c, 'a>>, Refusal> {
    if operation_name(output) != "linalg.batch_matmul" || output.operand_count() != 3 {
        return Ok(None);
    }
    let Some(value_gather) = output
        .operand(1)
        .ok()
        .and_then(producer)
        .filter(|gather| gather_along(*gather, 1))
    else {
        return Ok(None);
    };
    let (reshapes, divide) = reshapes_back(output.operand(0).expect("an lhs"))?;
    let probabilities_of = |what: &str| format!("the probabilities are not {what}");
    let [exponentials, sum_row] = binary(divide, "arith.divf")
        .ok_or_else(|| probabilities_of("a division of exponentials by their sum"))?;
    let exp = producer(exponentials)
        .filter(|op| unary(*op, "math.exp"))
        .ok_or_else(|| probabilities_of("exponentials divided by their sum"))?;
    let (sum, sum_path) = row_source(sum_row)?;
    let summed = sum.operand(0).ok();
    let sum_cast = summed
        .and_then(producer)
        .filter(|cast| unary(*cast, "arith.extf") && cast.operand(0).ok() == Some(exponentials));
    if !reduces_last(sum, "arith.addf") || (summed != Some(exponentials) && sum_cast.is_none()) {
        return Err(probabilities_of("divided by the sum of the exponentials"));
    }
    if !init_is_zero(sum) {
        return Err("the exponentials' sum does not start at zero".into());
    }
    let shifted = exp.operand(0).expect("an input");
    let subtract = producer(shifted)
        .ok_or_else(|| "the exponent is not the scores minus their maximum".to_owned())?;
    let [logits, max_row] = binary(subtract, "arith.subf")
        .ok_or_else(|| "the exponent is not the scores minus their maximum".to_owned())?;
    let (max, max_path) = row_source(max_row)?;
    if !reduces_last(max, "arith.maximumf") || max.operand(0).ok() != Some(logits) {
        return Err("the exponent is not the scores minus their maximum".into());
    }
    let (scores, logits_ops) = logits_chain(logits, positions)?;
    let (key_gather, key_transpose) = gathered_keys(scores.operand(1).expect("keys"))
        .ok_or_else(|| "the keys are not gathered along the sequence".to_owned())?;
    let (axis, grid) = gather_axis(key_gather).expect("checked");
    if gather_axis(value_gather) != Some((axis, grid.clone())) {
        return Err("the keys and values are gathered over different mesh axes".into());
    }
    let [length, block] = gathered_dim(key_gather, if key_transpose.is_some() { 1 } else { 2 });
    let [value_length, value_block] = gathered_dim(value_gather, 1);
    let logits_shape = shape(logits);
    if block == 0
        || length % block != 0
        || [value_length, value_block] != [length, block]
        || logits_shape.last() != Some(&length)
    {
        return Err("the keys' and values' sequence pieces differ".into());
    }
    let mut attention = Attention {
        scores,
        key_gather,
        key_transpose,
        value_gather,
        axis,
        grid,
        length,
        block,
        logits_ops,
        logits,
        max,
        max_path,
        subtract,
        exp,
        sum,
        sum_cast,
        sum_path,
        divide,
        reshapes,
        output,
        backward: None,
    };
    check_operands(&attention)?;
    let readers = readers_outside_chain(&attention);
    if !readers.is_empty() {
        attention.backward = Some(backward_of(&attention, readers, positions)?);
    }
    Ok(Some(attention))
}

/// The gather of the keys a scores' `batch_matmul` reads as `keys`: a
/// gather of `k^T` along dim 2, or a gather of `k` along dim 1 and the
/// transpose of its last two dims.
pub(super) fn gathered_keys<'c, 'a>(
    keys: Value<'c, 'a>,
) -> Option<(OperationRef<'c, 'a>, Option<OperationRef<'c, 'a>>)> {
    let operation = producer(keys)?;
    if gather_along(operation, 2) {
        return Some((operation, None));
    }
    let gather = operation
        .operand(0)
        .ok()
        .and_then(producer)
        .filter(|gather| gather_along(*gather, 1))?;
    swaps_last_two(operation).then_some((gather, Some(operation)))
}

/// Whether `operation` is a `shard.all_gather` along `dim` over one mesh
/// axis.
fn gather_along(operation: OperationRef, dim: i64) -> bool {
    operation_name(operation) == "shard.all_gather"
        && integer_attribute(operation, "gather_axis") == Some(dim)
        && gather_axis(operation).is_some()
}

/// The one mesh axis and the grid a collective (a gather) runs on.
pub(super) fn gather_axis(operation: OperationRef) -> Option<(usize, String)> {
    let axes = operation.attribute("grid_axes").ok()?.to_string();
    let axis = axes
        .strip_prefix("array<i16: ")?
        .strip_suffix('>')?
        .parse()
        .ok()?;
    let grid = operation.attribute("grid").ok()?.to_string();
    Some((axis, grid.trim_start_matches('@').to_owned()))
}

/// A gather's `[whole, piece]` size along `dim`.
fn gathered_dim(gather: OperationRef, dim: usize) -> [usize; 2] {
    let whole = shape(gather.result(0).expect("a result").into());
    let piece = shape(gather.operand(0).expect("an input"));
    [
        whole.get(dim).copied().unwrap_or(0),
        piece.get(dim).copied().unwrap_or(0),
    ]
}

/// Walks back from the output's lhs through reshapes that keep the last
/// dim to the division; the reshapes in program order.
fn reshapes_back<'c, 'a>(
    mut value: Value<'c, 'a>,
) -> Result<(Vec<OperationRef<'c, 'a>>, OperationRef<'c, 'a>), Refusal> {
    let mut reshapes = Vec::new();
    loop {
        let operation = producer(value)
            .ok_or_else(|| "the output's lhs is not the softmax's probabilities".to_owned())?;
        if !is_reshape(operation) {
            reshapes.reverse();
            return Ok((reshapes, operation));
        }
        if !keeps_last_dim(operation) {
            return Err("a reshape of the probabilities merges their last dim".into());
        }
        reshapes.push(operation);
        value = operation.operand(0).expect("a source");
    }
}

/// Walks back from a per-row operand (the max or the sum as the
/// subtraction or division reads it) through broadcasts, reshapes and
/// casts (an f32 sum of bf16 exponentials rounded back) to the reduction:
/// the reduction, and the ops between in program order.
fn row_source<'c, 'a>(
    value: Value<'c, 'a>,
) -> Result<(OperationRef<'c, 'a>, Vec<OperationRef<'c, 'a>>), Refusal> {
    let mut path = Vec::new();
    let mut value = value;
    loop {
        let operation =
            producer(value).ok_or_else(|| "a softmax row is not a reduction".to_owned())?;
        let cast = unary(operation, "arith.truncf") || unary(operation, "arith.extf");
        if is_reshape(operation) || is_broadcast(operation) || cast {
            path.push(operation);
            value = operation.operand(0).expect("an input");
            continue;
        }
        path.reverse();
        return Ok((operation, path));
    }
}

/// How many ops the search for the scores visits at most.
const SEARCH_LIMIT: usize = 512;

/// The ops from the scores' `batch_matmul` to the softmax's input: walks
/// back from `logits` over ops after the scores, which it finds as the
/// first `batch_matmul` reading gathered keys.
fn logits_chain<'c, 'a>(
    logits: Value<'c, 'a>,
    positions: &FxHashMap<usize, usize>,
) -> Result<(OperationRef<'c, 'a>, Vec<OperationRef<'c, 'a>>), Refusal> {
    let not_scores = || "the softmax's input is not computed from gathered keys".to_owned();
    let mut scores = None;
    let mut chain = Vec::new();
    let mut seen = FxHashSet::default();
    let length = shape(logits).last().copied().unwrap_or(0);
    let mut stack = vec![producer(logits).ok_or_else(not_scores)?];
    // First the ops the logits depend on through values as long as the
    // sequence in their last dim, up to a scores matmul.
    let mut candidates = Vec::new();
    while let Some(operation) = stack.pop() {
        if seen.len() > SEARCH_LIMIT {
            return Err(not_scores());
        }
        if !seen.insert(operation_key(operation)) {
            continue;
        }
        let keys_gathered = operation.operand(1).ok().and_then(gathered_keys).is_some();
        if operation_name(operation) == "linalg.batch_matmul" && keys_gathered {
            if scores.is_some_and(|s: OperationRef| s != operation) {
                return Err("the softmax's input reads two score products".into());
            }
            scores = Some(operation);
            continue;
        }
        candidates.push(operation);
        stack.extend(
            operation
                .operands()
                .filter(|value| shape(*value).last() == Some(&length))
                .filter_map(producer),
        );
    }
    let scores = scores.ok_or_else(not_scores)?;
    let after = positions[&operation_key(scores)];
    // Then those computed from the scores.
    let mut from_scores: FxHashSet<usize> = FxHashSet::from_iter([operation_key(scores)]);
    candidates.retain(|op| {
        positions
            .get(&operation_key(*op))
            .is_some_and(|&p| p > after)
    });
    candidates.sort_by_key(|op| positions[&operation_key(*op)]);
    for operation in candidates {
        let reads_chain = operation
            .operands()
            .filter_map(producer)
            .any(|p| from_scores.contains(&operation_key(p)));
        if reads_chain {
            from_scores.insert(operation_key(operation));
            chain.push(operation);
        }
    }
    Ok((scores, chain))
}

/// The ops outside the chain reading what it computes, or the keys and
/// values gathered for it (a training step's backward), in no order.
fn readers_outside_chain<'c, 'a>(attention: &Attention<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let replaced = attention.replaced();
    let mut inside: FxHashSet<usize> = replaced.iter().map(|op| operation_key(*op)).collect();
    inside.extend(attention.key_transpose.map(operation_key));
    let mut sources = replaced[..replaced.len() - 1].to_vec();
    sources.extend([attention.key_gather, attention.value_gather]);
    sources.extend(attention.key_transpose);
    let mut readers = Vec::new();
    let mut seen = FxHashSet::default();
    for operation in sources {
        for result in operation.results() {
            for (user, _) in uses(result) {
                let id = operation_key(user);
                if !inside.contains(&id) && seen.insert(id) {
                    readers.push(user);
                }
            }
        }
    }
    readers
}

/// A one-input generic into a new tensor yielding its input, which swaps
/// its last two dims (`[.., m, n] -> [.., n, m]`).
fn swaps_last_two(operation: OperationRef) -> bool {
    let Some(maps) = super::forms::indexing_maps(operation) else {
        return false;
    };
    let loops = shape(operation.result(0).expect("a result").into()).len();
    let mut swapped: Vec<Option<Result<usize, i64>>> = (0..loops).map(|d| Some(Ok(d))).collect();
    if loops < 2 {
        return false;
    }
    swapped.swap(loops - 2, loops - 1);
    operation_name(operation) == "linalg.generic"
        && super::forms::segments(operation) == Some((1, 1))
        && maps[0] == swapped
        && super::forms::identity(&maps[1], loops)
        && super::travel::is_move_or_cast(operation)
}
