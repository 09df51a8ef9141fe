//! The step partitioned over the virtual micro-batch axis, made loops
//! (parts as `classify` sorts them): the body moves into an `scf.for` over
//! the micro-batches that slices each batch input for its micro-batch and
//! carries one accumulator per summing `shard.all_reduce`, whose results
//! become the loop's. Where the body reads a statistic of the batch alone,
//! a first loop sums it over the micro-batches from copies of the ops
//! that make it. The function's ops end in the order prologue, statistics
//! loop, normalised, loop, epilogue. A rank's index on the virtual axis
//! (the partitioner's offset of an `arange` over the batch, which pairs
//! each example with its labels) becomes the loop's induction variable.
//!
//! Reads: the function partitioned on the virtual mesh (one axis of
//! `count`: every `shard` op in it is on that mesh), argument shardings
//! and global types. Writes: the loops, the batch arguments back at their
//! global types, the function type.

use melior::ir::{
    BlockLike, BlockRef, Type, Value, ValueLike,
    attribute::TypeAttribute,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    GLOBAL_TYPE_ATTR, Placement, ReduceOp, SHARDING_ATTR, Sharding, ShardingAttribute,
    SignatureSide,
    ir::{
        erase, first_block, has_uses, nested_operations, producer, read_values, replace_uses,
        replace_uses_within,
    },
    signature_attributes, signature_label, signature_names,
    types::static_tensor,
};

use super::{
    classify::{Part, classify, is_virtual_index},
    template::{BatchInput, loop_template},
};
use crate::pass::{
    Failure, Key, key,
    template::{Template, clone},
};

/// Makes the partitioned `function` loops over `count` micro-batches
/// (see the module doc).
pub(super) fn accumulate<'c>(
    function: OperationRef<'c, '_>,
    count: usize,
) -> Result<(), Failure<'c>> {
    let block =
        first_block(function).ok_or((function.location(), "the step has no body".to_owned()))?;
    let batch = batch_inputs(function, count)?;
    let batch_values: Vec<Value> = batch
        .iter()
        .map(|input| block.argument(input.index).expect("index").into())
        .collect();
    let params: Vec<Value> = (0..block.argument_count())
        .filter(|i| !batch.iter().any(|input| input.index == *i))
        .map(|i| block.argument(i).expect("index").into())
        .collect();
    let operations = spmd_dialect::ir::block_operations(&block);
    let (terminator, operations) = operations.split_last().expect("a body ends in a return");
    let parts = classify(function, operations, *terminator, &batch_values, &params)?;
    let (sums, sum_kinds) = parts.reductions(false);
    if sums.is_empty() {
        return Err((
            function.location(),
            "spmd-microbatch: nothing in the step sums over the batch (no gradient, no loss), so there is nothing to accumulate".into(),
        ));
    }
    let end = *terminator;
    let move_before_end = |operations: &[OperationRef]| {
        for operation in operations {
            unsafe { mlir_sys::mlirOperationMoveBefore(operation.to_raw(), end.to_raw()) };
        }
    };
    let body = parts.of(|part| part == Part::Body);
    // The body's ops that stay (the virtual index ones are replaced).
    let computing: Vec<OperationRef> = body
        .iter()
        .filter(|op| !is_virtual_index(**op))
        .copied()
        .collect();
    move_before_end(&parts.of(|part| part == Part::Prologue));
    let (statistics, statistic_kinds) = parts.reductions(true);
    if !statistics.is_empty() {
        let copied = slice_of(&statistics, &body);
        let (looped, totals) =
            build_loop(function, &batch, &statistics, &statistic_kinds, end, count)?;
        let (loop_body, first_accumulation) = loop_parts(looped, batch.len());
        let copies: Vec<OperationRef> = copied
            .iter()
            .map(|operation| {
                loop_body.insert_operation_before(first_accumulation, clone(*operation))
            })
            .collect();
        // Once all are in: a copy reads the copies before it.
        for (operation, copy) in copied.iter().zip(&copies) {
            for (result, copied) in operation.results().zip(copy.results()) {
                replace_uses_within(Value::from(result), Value::from(copied), looped, false);
            }
        }
        bind_micro_batch(&block, &batch, looped, &copies);
        for (statistic, total) in statistics.iter().zip(&totals) {
            replace_uses(statistic.result(0).expect("a result"), *total);
            erase(*statistic);
        }
    }
    move_before_end(&parts.of(|part| part == Part::Normalised));
    let (looped, totals) = build_loop(function, &batch, &sums, &sum_kinds, end, count)?;
    let (_, first_accumulation) = loop_parts(looped, batch.len());
    for &operation in &body {
        unsafe {
            mlir_sys::mlirOperationMoveBefore(operation.to_raw(), first_accumulation.to_raw())
        };
    }
    bind_micro_batch(&block, &batch, looped, &body);
    for (sum, total) in sums.iter().zip(&totals) {
        replace_uses(sum.result(0).expect("a result"), *total);
        erase(*sum);
    }
    // What only a statistic's all_reduce read is dead in the main loop.
    for operation in computing.iter().rev() {
        if operation.result_count() > 0 && operation.results().all(|r| !has_uses(r)) {
            erase(*operation);
        }
    }
    move_before_end(&parts.of(|part| part == Part::Epilogue));
    for input in &batch {
        block
            .argument(input.index)
            .expect("index")
            .set_type(input.global);
    }
    spmd_dialect::refresh_function_type(function);
    Ok(())
}

/// A micro-batch loop before `end` that accumulates the operands of the
/// all_reduces `reduced` (`kinds`: how each reduces); the loop and its
/// results, one per all_reduce.
fn build_loop<'c, 'a>(
    function: OperationRef<'c, 'a>,
    batch: &[BatchInput],
    reduced: &[OperationRef<'c, 'a>],
    kinds: &[ReduceOp],
    end: OperationRef<'c, 'a>,
    count: usize,
) -> Result<(OperationRef<'c, 'a>, Vec<Value<'c, 'a>>), Failure<'c>> {
    let block = first_block(function).expect("the step has a body");
    let operands: Vec<Value> = reduced
        .iter()
        .map(|operation| operation.operand(0).expect("an operand"))
        .collect();
    let types: Vec<(Type, ReduceOp)> = operands
        .iter()
        .zip(kinds)
        .map(|(value, kind)| (value.r#type(), *kind))
        .collect();
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let text = loop_template(batch, &types, count);
    let template = Template::parse(context, &text, "micro-batch loop", function.location())?;
    let arguments: Vec<Value> = batch
        .iter()
        .map(|input| block.argument(input.index).expect("index").into())
        .chain(operands)
        .collect();
    let totals = template.instantiate(end, &arguments, function.location());
    let looped = producer(totals[0]).expect("the loop's results");
    Ok((looped, totals))
}

/// The loop's body and its first accumulating op (after the batch
/// inputs' slices: two ops each).
fn loop_parts<'c, 'a>(
    looped: OperationRef<'c, 'a>,
    inputs: usize,
) -> (BlockRef<'c, 'a>, OperationRef<'c, 'a>) {
    let body = first_block(looped).expect("the loop has a body");
    let operations = spmd_dialect::ir::block_operations(&body);
    (body, operations[2 * inputs])
}

/// Points `operations` (now in `looped`) at the loop's micro-batch: each
/// batch input at its slice, the virtual index at the induction variable.
fn bind_micro_batch(
    block: &BlockRef,
    batch: &[BatchInput],
    looped: OperationRef,
    operations: &[OperationRef],
) {
    let body = first_block(looped).expect("the loop has a body");
    let slicing = spmd_dialect::ir::block_operations(&body);
    for (i, input) in batch.iter().enumerate() {
        let argument = block.argument(input.index).expect("index");
        let slice: Value = slicing[2 * i + 1].result(0).expect("a result").into();
        for &operation in operations {
            replace_uses_within(argument, slice, operation, true);
        }
    }
    let index: Value = body.argument(0).expect("the induction variable").into();
    for &operation in operations {
        for read in std::iter::once(operation)
            .chain(nested_operations(operation))
            .filter(|op| is_virtual_index(*op))
        {
            replace_uses(read.result(0).expect("an index"), index);
            erase(read);
        }
    }
}

/// The ops of `body` that `statistics`' operands are computed from,
/// transitively, in program order: what the statistics loop copies.
fn slice_of<'c, 'a>(
    statistics: &[OperationRef<'c, 'a>],
    body: &[OperationRef<'c, 'a>],
) -> Vec<OperationRef<'c, 'a>> {
    let made_by: FxHashMap<Key, usize> = body
        .iter()
        .enumerate()
        .flat_map(|(index, operation)| operation.results().map(move |r| (key(r.into()), index)))
        .collect();
    let mut needed: FxHashSet<usize> = FxHashSet::default();
    let mut pending: Vec<Value> = statistics.iter().flat_map(|s| read_values(*s)).collect();
    while let Some(value) = pending.pop() {
        if let Some(&index) = made_by.get(&key(value))
            && needed.insert(index)
        {
            pending.extend(read_values(body[index]));
        }
    }
    let mut indices: Vec<usize> = needed.into_iter().collect();
    indices.sort_unstable();
    indices.into_iter().map(|index| body[index]).collect()
}

/// The step's batch inputs: arguments split on the virtual axis; each
/// batch dim must divide into `count`.
fn batch_inputs<'c>(
    function: OperationRef<'c, '_>,
    count: usize,
) -> Result<Vec<BatchInput<'c>>, Failure<'c>> {
    let names = signature_names(function, SignatureSide::Argument);
    let mut found = Vec::new();
    for (index, dictionary) in signature_attributes(function, SignatureSide::Argument)
        .iter()
        .enumerate()
    {
        let Some(sharding) = dictionary.element_by_name(SHARDING_ATTR) else {
            continue;
        };
        let sharding =
            Sharding::from_attribute(sharding).map_err(|e| (function.location(), e.to_string()))?;
        let Some(Placement::Shard(dim)) = sharding.placements.first().copied() else {
            continue;
        };
        let global = dictionary
            .element_by_name(GLOBAL_TYPE_ATTR)
            .and_then(|a| TypeAttribute::try_from(a).ok())
            .map(|a| a.value())
            .ok_or((
                function.location(),
                "internal error: a partitioned argument without its global type".to_owned(),
            ))?;
        let size = static_tensor(global).map_or(0, |(shape, _)| shape[dim]);
        if size % count != 0 {
            return Err((
                function.location(),
                format!(
                    "spmd-microbatch: {} has {size} examples on its batch dim {dim}, which do not split into {count} micro-batches",
                    signature_label(SignatureSide::Argument, index, &names)
                ),
            ));
        }
        found.push(BatchInput { index, dim, global });
    }
    Ok(found)
}
