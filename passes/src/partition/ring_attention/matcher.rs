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
    AffineMap, BlockLike, RegionLike, Value, ValueLike,
    attribute::{ArrayAttribute, Attribute, AttributeLike},
    operation::{OperationLike, OperationRef},
};
use mlir_sys::mlirAffineMapAttrGetValue;
use spmd_dialect::{
    ir::{constant_scalar, integer_attribute, is_zero, operation_name, producer, uses},
    types::static_tensor,
};
use std::collections::{HashMap, HashSet};

use crate::pass::{Key, key, operation_key};

/// One attention chain, its ops in program order within each part.
pub(super) struct Attention<'c, 'a> {
    /// `batch_matmul(q, kt)`.
    pub scores: OperationRef<'c, 'a>,
    /// The gathers of the keys (transposed) and of the values.
    pub key_gather: OperationRef<'c, 'a>,
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
    /// Ops from the sum's result to the division's operand.
    pub sum_path: Vec<OperationRef<'c, 'a>>,
    pub divide: OperationRef<'c, 'a>,
    /// Reshapes from the probabilities to the output's operand.
    pub reshapes: Vec<OperationRef<'c, 'a>>,
    pub output: OperationRef<'c, 'a>,
}

impl<'c, 'a> Attention<'c, 'a> {
    /// Every op the ring replaces, in program order.
    pub fn replaced(&self) -> Vec<OperationRef<'c, 'a>> {
        let mut all = vec![self.scores];
        all.extend(&self.logits_ops);
        all.push(self.max);
        all.extend(&self.max_path);
        all.extend([self.subtract, self.exp, self.sum]);
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
    positions: &HashMap<usize, usize>,
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
    if !reduces_last(sum, "arith.addf") || sum.operand(0).ok() != Some(exponentials) {
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
    let key_gather = scores
        .operand(1)
        .ok()
        .and_then(producer)
        .filter(|gather| gather_along(*gather, 2))
        .ok_or_else(|| "the keys are not gathered along the sequence".to_owned())?;
    let (axis, grid) = gather_axis(key_gather).expect("checked");
    if gather_axis(value_gather) != Some((axis, grid.clone())) {
        return Err("the keys and values are gathered over different mesh axes".into());
    }
    let [length, block] = gathered_dim(key_gather, 2);
    let [value_length, value_block] = gathered_dim(value_gather, 1);
    let logits_shape = shape(logits);
    if block == 0
        || length % block != 0
        || [value_length, value_block] != [length, block]
        || logits_shape.last() != Some(&length)
    {
        return Err("the keys' and values' sequence pieces differ".into());
    }
    let attention = Attention {
        scores,
        key_gather,
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
        sum_path,
        divide,
        reshapes,
        output,
    };
    check_read_only_by_chain(&attention)?;
    check_operands(&attention)?;
    Ok(Some(attention))
}

/// Whether `operation` is a `shard.all_gather` along `dim` over one mesh
/// axis.
fn gather_along(operation: OperationRef, dim: i64) -> bool {
    operation_name(operation) == "shard.all_gather"
        && integer_attribute(operation, "gather_axis") == Some(dim)
        && gather_axis(operation).is_some()
}

/// The one mesh axis and the grid a gather runs on.
fn gather_axis(operation: OperationRef) -> Option<(usize, String)> {
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

pub(super) fn shape(value: Value) -> Vec<usize> {
    static_tensor(value.r#type())
        .map(|(shape, _)| shape)
        .unwrap_or_default()
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

pub(super) fn is_reshape(operation: OperationRef) -> bool {
    matches!(
        operation_name(operation),
        "tensor.expand_shape" | "tensor.collapse_shape"
    )
}

/// Whether a reshape's last group is the last dim alone on both sides.
fn keeps_last_dim(operation: OperationRef) -> bool {
    let source = shape(operation.operand(0).expect("a source"));
    let result = shape(operation.result(0).expect("a result").into());
    let groups = reassociation(operation);
    let wide = source.len().max(result.len());
    groups.last() == Some(&vec![wide - 1]) && source.last() == result.last()
}

fn reassociation(operation: OperationRef) -> Vec<Vec<usize>> {
    let Ok(attribute) = operation.attribute("reassociation") else {
        return Vec::new();
    };
    let text = attribute.to_string();
    text.trim_start_matches('[')
        .trim_end_matches(']')
        .split("], [")
        .map(|group| {
            group
                .split(',')
                .filter_map(|d| d.trim().trim_matches(['[', ']']).parse().ok())
                .collect()
        })
        .collect()
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

fn identity(results: &MapResults, loops: usize) -> bool {
    results.len() == loops && results.iter().enumerate().all(|(d, r)| *r == Some(Ok(d)))
}

/// Reads one element per row: the loops but the last, then at most a
/// constant 0 (a kept unit dim).
fn per_row(results: &MapResults, loops: usize) -> bool {
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
    let parallel = spmd_dialect::ir::reduction_iterators(operation)
        .is_some_and(|reductions| reductions.iter().all(|r| !r));
    let loops = shape(operation.result(0).expect("a result").into()).len();
    parallel && identity(&maps[ins], loops) && !reads_output_or_index(operation, ins)
}

fn reads_output_or_index(operation: OperationRef, ins: usize) -> bool {
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
fn payload_is(operation: OperationRef, name: &str, arguments: usize) -> bool {
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

fn unary(operation: OperationRef, name: &str) -> bool {
    is_elementwise(operation)
        && segments(operation) == Some((1, 1))
        && payload_is(operation, name, 1)
}

/// The two inputs of an element-wise `a <name> b` whose first input is
/// read whole.
fn binary<'c, 'a>(operation: OperationRef<'c, 'a>, name: &str) -> Option<[Value<'c, 'a>; 2]> {
    let maps = indexing_maps(operation)?;
    let loops = shape(operation.result(0).ok()?.into()).len();
    (is_elementwise(operation)
        && segments(operation) == Some((2, 1))
        && identity(&maps[0], loops)
        && payload_is(operation, name, 2))
    .then(|| [operation.operand(0).ok(), operation.operand(1).ok()])
    .and_then(|[a, b]| Some([a?, b?]))
}

/// Walks back from a per-row operand (the max or the sum as the
/// subtraction or division reads it) through broadcasts and reshapes to
/// the reduction: the reduction, and the ops between in program order.
fn row_source<'c, 'a>(
    value: Value<'c, 'a>,
) -> Result<(OperationRef<'c, 'a>, Vec<OperationRef<'c, 'a>>), Refusal> {
    let mut path = Vec::new();
    let mut value = value;
    loop {
        let operation =
            producer(value).ok_or_else(|| "a softmax row is not a reduction".to_owned())?;
        if is_reshape(operation) || is_broadcast(operation) {
            path.push(operation);
            value = operation.operand(0).expect("an input");
            continue;
        }
        path.reverse();
        return Ok((operation, path));
    }
}

/// `linalg.generic ins(row) outs(empty)` yielding its input, the input read
/// per row.
fn is_broadcast(operation: OperationRef) -> bool {
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
fn reduces_last(operation: OperationRef, combiner: &str) -> bool {
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
        let operands: HashSet<Key> = op.operands().map(key).collect();
        let arguments: HashSet<Key> = [input, accumulator]
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

fn init_is_zero(reduction: OperationRef) -> bool {
    reduction
        .operand(1)
        .ok()
        .and_then(producer)
        .and_then(|fill| constant_scalar(fill.operand(0).ok()?))
        .is_some_and(is_zero)
}

/// How many ops the search for the scores visits at most.
const SEARCH_LIMIT: usize = 512;

/// The ops from the scores' `batch_matmul` to the softmax's input: walks
/// back from `logits` over ops after the scores, which it finds as the
/// first `batch_matmul` reading gathered keys.
fn logits_chain<'c, 'a>(
    logits: Value<'c, 'a>,
    positions: &HashMap<usize, usize>,
) -> Result<(OperationRef<'c, 'a>, Vec<OperationRef<'c, 'a>>), Refusal> {
    let not_scores = || "the softmax's input is not computed from gathered keys".to_owned();
    let mut scores = None;
    let mut chain = Vec::new();
    let mut seen = HashSet::new();
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
        let keys_gathered = operation
            .operand(1)
            .ok()
            .and_then(producer)
            .is_some_and(|gather| gather_along(gather, 2));
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
    let mut from_scores: HashSet<usize> = HashSet::from([operation_key(scores)]);
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

/// Every value the chain computes is read by the chain only.
fn check_read_only_by_chain(attention: &Attention) -> Result<(), Refusal> {
    let replaced = attention.replaced();
    let inside: HashSet<usize> = replaced.iter().map(|op| operation_key(*op)).collect();
    for operation in &replaced[..replaced.len() - 1] {
        for result in operation.results() {
            let outside = uses(result)
                .iter()
                .any(|(user, _)| !inside.contains(&operation_key(*user)));
            if outside {
                return Err(format!(
                    "'{}' of the attention is also read outside it (as a training step keeps the probabilities for its backward)",
                    operation_name(*operation)
                ));
            }
        }
    }
    Ok(())
}

/// How a chain op's operand is taken for one block of the sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Operand {
    /// A value the chain computes: its block.
    Chain,
    /// Read per row (or a scalar): the same for every block.
    Whole,
    /// A whole-sequence value from outside the chain, read along its last
    /// dim: its block (see [`sequence_inputs`]).
    Sequence,
    /// An init the op overwrites: a new one of the block's shape.
    Init,
}

/// How each op of the logits and the row paths reads its operands.
pub(super) fn operand_kinds(
    operation: OperationRef,
    chain: &HashSet<usize>,
    length: usize,
) -> Result<Vec<Operand>, Refusal> {
    let from_chain =
        |value: Value| producer(value).is_some_and(|p| chain.contains(&operation_key(p)));
    if is_reshape(operation) {
        return Ok(vec![Operand::Chain]);
    }
    let Some((ins, outs)) = segments(operation) else {
        return Err(format!(
            "'{}' between the scores and the softmax is not a linalg op",
            operation_name(operation)
        ));
    };
    let maps = indexing_maps(operation).ok_or_else(|| {
        "an op between the scores and the softmax has no indexing maps".to_owned()
    })?;
    let loops = shape(operation.result(0).expect("a result").into()).len();
    let mut kinds = Vec::new();
    for index in 0..ins {
        let value = operation.operand(index).expect("an input");
        let reads_last_loop = maps[index].iter().any(|r| *r == Some(Ok(loops - 1)));
        let kind = if from_chain(value) {
            Operand::Chain
        } else if !reads_last_loop {
            Operand::Whole
        } else if maps[index].last() == Some(&Some(Ok(loops - 1)))
            && shape(value).last() == Some(&length)
        {
            Operand::Sequence
        } else {
            return Err("an input of the scores' element-wise ops reads the sequence other than along its last dim".into());
        };
        kinds.push(kind);
    }
    for index in ins..ins + outs {
        let init = operation.operand(index).ok().and_then(producer);
        if !init.is_some_and(|op| matches!(operation_name(op), "tensor.empty" | "linalg.fill")) {
            return Err("an op of the attention writes into a tensor it did not create".into());
        }
        kinds.push(Operand::Init);
    }
    Ok(kinds)
}

/// For a whole-sequence value from outside the chain computed by an
/// element-wise (or broadcasting) generic without indices, into a tensor
/// it creates: per input, whether it is read along the sequence (at its
/// last dim, as long as the sequence) or not at all. A block of such a
/// value is the op again on its inputs' blocks (a mask from the iotas of
/// positions, a scale broadcast), so that it is never made whole. `None`
/// for anything else: its block is sliced from it.
pub(super) fn sequence_inputs(operation: OperationRef, length: usize) -> Option<Vec<bool>> {
    let (ins, 1) = segments(operation)? else {
        return None;
    };
    let maps = indexing_maps(operation)?;
    let result = shape(operation.result(0).ok()?.into());
    let loops = result.len();
    let parallel = spmd_dialect::ir::reduction_iterators(operation)
        .is_some_and(|reductions| reductions.iter().all(|r| !r));
    let init_made = operation
        .operand(ins)
        .ok()
        .and_then(producer)
        .is_some_and(|op| matches!(operation_name(op), "tensor.empty" | "linalg.fill"));
    let computable = operation_name(operation) == "linalg.generic"
        && loops > 0
        && result.last() == Some(&length)
        && parallel
        && init_made
        && identity(&maps[ins], loops)
        && !reads_output_or_index(operation, ins);
    if !computable {
        return None;
    }
    (0..ins)
        .map(|index| {
            let reads = maps[index].iter().any(|r| *r == Some(Ok(loops - 1)));
            let input = shape(operation.operand(index).ok()?);
            let along_last =
                maps[index].last() == Some(&Some(Ok(loops - 1))) && input.last() == Some(&length);
            (!reads || along_last).then_some(reads)
        })
        .collect()
}

/// The logits' and the row paths' ops are element-wise (or reshapes
/// keeping the last dim), and take inputs the ring can split.
fn check_operands(attention: &Attention) -> Result<(), Refusal> {
    let chain: HashSet<usize> = attention
        .replaced()
        .iter()
        .map(|op| operation_key(*op))
        .collect();
    for operation in attention.logits_ops.iter().chain(&attention.max_path) {
        let per_row =
            shape(operation.result(0).expect("a result").into()).last() != Some(&attention.length);
        let fits = is_elementwise(*operation)
            || is_broadcast(*operation)
            || is_reshape(*operation) && (per_row || keeps_last_dim(*operation));
        if !fits {
            return Err(format!(
                "'{}' between the scores and the softmax is not element-wise",
                operation_name(*operation)
            ));
        }
        operand_kinds(*operation, &chain, attention.length)?;
    }
    Ok(())
}
