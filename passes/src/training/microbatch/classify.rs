//! Which part of the micro-batched step each top-level op of the step
//! partitioned over the virtual axis goes to:
//!
//! - **prologue**: reads no batch input and no sum (the params' own work
//!   that the loop does not need, constants), before the loops;
//! - **statistics**: the `all_reduce`s of values computed from the batch
//!   alone, no param (how many labels a cross-entropy counts, which its
//!   mean divides by): summed over the micro-batches by a first loop
//!   that computes nothing else, so that every micro-batch reads the
//!   whole batch's value, as the single-device step does;
//! - **normalised**: reads a statistic, but no batch input and no sum
//!   (the count made a float), between the two loops;
//! - **body**: reads a batch input (or a value of one), in the loop; so do
//!   the prologue ops only the body reads (recomputed per micro-batch, as
//!   a framework's accumulation loop does, instead of held across it);
//! - **epilogue**: reads a sum (the gradients' update, the loss), after.
//!
//! Every other `all_reduce` on the virtual axis is a sum the loop
//! accumulates. Reads: the partitioned step (every `shard` op on the
//! virtual mesh). Writes: nothing.

use melior::ir::{
    Value,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    ReduceOp, SignatureSide,
    ir::{has_uses, nested_operations, operation_name, read_values, uses},
    signature_label, signature_names,
};

use crate::pass::{Failure, Key, key, operation_key};

/// Which part of the step an op goes to (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Part {
    Prologue,
    Normalised,
    Body,
    Epilogue,
    /// An `all_reduce` of the batch alone: summed by the first loop.
    Statistic(ReduceOp),
    /// An `all_reduce` the main loop accumulates.
    Sum(ReduceOp),
}

/// Each top-level op's part, in program order.
pub(super) struct Parts<'c, 'a> {
    pub operations: Vec<OperationRef<'c, 'a>>,
    pub parts: Vec<Part>,
}

impl<'c, 'a> Parts<'c, 'a> {
    /// The all_reduces the statistics loop sums (`statistics`), or those
    /// the main loop accumulates, and how each reduces, in program order.
    pub fn reductions(&self, statistics: bool) -> (Vec<OperationRef<'c, 'a>>, Vec<ReduceOp>) {
        self.operations
            .iter()
            .zip(&self.parts)
            .filter_map(|(operation, part)| match (*part, statistics) {
                (Part::Statistic(kind), true) | (Part::Sum(kind), false) => {
                    Some((*operation, kind))
                }
                _ => None,
            })
            .unzip()
    }

    /// The ops of `part`, in program order.
    pub fn of(&self, wanted: impl Fn(Part) -> bool) -> Vec<OperationRef<'c, 'a>> {
        self.operations
            .iter()
            .zip(&self.parts)
            .filter(|(_, part)| wanted(**part))
            .map(|(operation, _)| *operation)
            .collect()
    }
}

/// Classifies the ops of `operations` (the body's, its return excluded)
/// of `function`, whose `batch` arguments are split on the virtual axis
/// and the rest (`params`) not. An all_reduce of the batch alone that no
/// body op reads (a linear model's gradient) is a sum like any other.
pub(super) fn classify<'c, 'a>(
    function: OperationRef<'c, 'a>,
    operations: &[OperationRef<'c, 'a>],
    terminator: OperationRef<'c, 'a>,
    batch: &[Value<'c, 'a>],
    params: &[Value<'c, 'a>],
) -> Result<Parts<'c, 'a>, Failure<'c>> {
    let mut summed_anyway: FxHashSet<usize> = FxHashSet::default();
    loop {
        let (parts, unread, per_batch) = sort(operations, batch, params, &summed_anyway)?;
        if unread.is_empty() {
            refuse_per_batch_results(function, terminator, &per_batch)?;
            let mut parts = Parts {
                operations: operations.to_vec(),
                parts,
            };
            recompute_per_micro_batch(&mut parts);
            return Ok(parts);
        }
        summed_anyway.extend(unread);
    }
}

/// One classification, with the all_reduces at `summed_anyway` (indices
/// into `operations`) sums; the statistics no body op reads; the values
/// of one micro-batch.
fn sort<'c>(
    operations: &[OperationRef<'c, '_>],
    batch: &[Value],
    params: &[Value],
    summed_anyway: &FxHashSet<usize>,
) -> Result<(Vec<Part>, Vec<usize>, FxHashSet<Key>), Failure<'c>> {
    let mut per_batch: FxHashSet<Key> = batch.iter().map(|v| key(*v)).collect();
    let mut from_params: FxHashSet<Key> = params.iter().map(|v| key(*v)).collect();
    let mut summed: FxHashSet<Key> = FxHashSet::default();
    // Values made from statistics, and which (their all_reduces' indices).
    let mut normalised: FxHashMap<Key, Vec<usize>> = FxHashMap::default();
    let mut read_per_batch: FxHashSet<usize> = FxHashSet::default();
    let mut parts = Vec::with_capacity(operations.len());
    for (index, &operation) in operations.iter().enumerate() {
        refuse_nested_collectives(operation)?;
        let read = read_values(operation);
        let reads = |set: &FxHashSet<Key>| read.iter().any(|v| set.contains(&key(*v)));
        let statistics: Vec<usize> = read
            .iter()
            .filter_map(|v| normalised.get(&key(*v)))
            .flatten()
            .copied()
            .collect();
        let results: Vec<Key> = operation.results().map(|r| key(r.into())).collect();
        if reads(&from_params) {
            from_params.extend(results.iter().copied());
        }
        let name = operation_name(operation);
        let part = if is_virtual_index(operation) {
            Part::Body
        } else if name == "shard.all_reduce" {
            let kind = reduction(operation)?;
            if reads(&summed) {
                return Err((
                    operation.location(),
                    "spmd-microbatch: a sum over the batch is summed again after the micro-batches' sums; this step's micro-batches depend on each other".into(),
                ));
            }
            if reads(&from_params) || !statistics.is_empty() || summed_anyway.contains(&index) {
                Part::Sum(kind)
            } else {
                Part::Statistic(kind)
            }
        } else if name.starts_with("shard.") {
            return Err((operation.location(), exchange_refusal(operation)));
        } else {
            match (reads(&summed), reads(&per_batch)) {
                (true, true) => {
                    return Err((
                        operation.location(),
                        format!(
                            "spmd-microbatch: '{name}' reads both a sum over the batch and a value of one micro-batch, so the micro-batches depend on each other (as batch statistics make them)"
                        ),
                    ));
                }
                (true, false) => Part::Epilogue,
                (false, true) => Part::Body,
                (false, false) if !statistics.is_empty() => Part::Normalised,
                (false, false) => Part::Prologue,
            }
        };
        match part {
            Part::Epilogue | Part::Sum(_) => summed.extend(results),
            Part::Body => {
                per_batch.extend(results);
                read_per_batch.extend(statistics);
            }
            Part::Statistic(_) => {
                normalised.extend(results.into_iter().map(|r| (r, vec![index])));
            }
            Part::Normalised => {
                normalised.extend(results.into_iter().map(|r| (r, statistics.clone())));
            }
            Part::Prologue => {}
        }
        parts.push(part);
    }
    let unread = parts
        .iter()
        .enumerate()
        .filter(|(index, part)| {
            matches!(part, Part::Statistic(_)) && !read_per_batch.contains(index)
        })
        .map(|(index, _)| index)
        .collect();
    Ok((parts, unread, per_batch))
}

/// Moves into the body the prologue (and normalised) ops only the body
/// reads, transitively (see the module doc). Constants and empty tensors
/// stay.
fn recompute_per_micro_batch(parts: &mut Parts) {
    let position: FxHashMap<usize, usize> = parts
        .operations
        .iter()
        .enumerate()
        .map(|(index, operation)| (operation_key(*operation), index))
        .collect();
    for index in (0..parts.operations.len()).rev() {
        let operation = parts.operations[index];
        if !matches!(parts.parts[index], Part::Prologue | Part::Normalised)
            || matches!(operation_name(operation), "arith.constant" | "tensor.empty")
        {
            continue;
        }
        let mut readers = operation
            .results()
            .flat_map(|result| uses(Value::from(result)));
        let only_body = readers.all(|(user, _)| {
            top_level(user, &position).is_some_and(|reader| parts.parts[reader] == Part::Body)
        });
        if only_body && operation.results().any(|result| has_uses(result)) {
            parts.parts[index] = Part::Body;
        }
    }
}

/// The index in `position` of `operation` or of the top-level op it is in.
fn top_level(operation: OperationRef, position: &FxHashMap<usize, usize>) -> Option<usize> {
    std::iter::successors(Some(operation), |op| op.parent_operation())
        .find_map(|op| position.get(&operation_key(op)).copied())
}

/// Whether `operation` reads the rank's index on the virtual axis: the
/// micro-batch's index in the loop.
pub(super) fn is_virtual_index(operation: OperationRef) -> bool {
    matches!(
        operation_name(operation),
        "shard.process_multi_index" | "shard.process_linear_index"
    )
}

/// The reduction of a `shard.all_reduce` (sum where none is written).
fn reduction<'c>(operation: OperationRef<'c, '_>) -> Result<ReduceOp, Failure<'c>> {
    let text = operation
        .attribute("reduction")
        .map(|a| a.to_string())
        .unwrap_or_default();
    match () {
        _ if text.is_empty() || text.contains("sum") => Ok(ReduceOp::Sum),
        _ if text.contains("max") => Ok(ReduceOp::Max),
        _ if text.contains("min") => Ok(ReduceOp::Min),
        _ => Err((
            operation.location(),
            format!(
                "spmd-microbatch: a reduction over the batch by {text} is not accumulated (sum, max and min are)"
            ),
        )),
    }
}

/// Why a collective on the virtual axis other than a top-level
/// all_reduce makes the micro-batches depend on each other.
fn exchange_refusal(operation: OperationRef) -> String {
    let name = operation_name(operation);
    if name == "shard.all_slice" {
        format!(
            "spmd-microbatch: '{name}' here gives each micro-batch its part of a tensor that is not a batch input, by example position, which micro-batches do not keep"
        )
    } else {
        format!(
            "spmd-microbatch: '{name}' here exchanges data between micro-batches (batch statistics, or a value of the whole batch read per example)"
        )
    }
}

/// Refuses a collective inside `operation`'s regions (a loop's); the
/// virtual index is none.
fn refuse_nested_collectives<'c>(operation: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    match nested_operations(operation)
        .into_iter()
        .find(|nested| operation_name(*nested).starts_with("shard.") && !is_virtual_index(*nested))
    {
        Some(nested) => Err((nested.location(), exchange_refusal(nested))),
        None => Ok(()),
    }
}

/// Refuses a result computed per micro-batch (a per-example output).
fn refuse_per_batch_results<'c>(
    function: OperationRef<'c, '_>,
    terminator: OperationRef<'c, '_>,
    per_batch: &FxHashSet<Key>,
) -> Result<(), Failure<'c>> {
    let names = signature_names(function, SignatureSide::Result);
    match terminator
        .operands()
        .position(|value| per_batch.contains(&key(value)))
    {
        Some(index) => Err((
            terminator.location(),
            format!(
                "spmd-microbatch: {} is computed per example, not summed over the batch; only sums (gradients, a loss) are accumulated",
                signature_label(SignatureSide::Result, index, &names)
            ),
        )),
        None => Ok(()),
    }
}
