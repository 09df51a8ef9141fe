//! FSDP's `reshard_after_forward` (ZeRO-3): a parameter gathered for the
//! forward is gathered again for the backward, so that the full copy lives
//! only while the forward uses it and again while the backward does, not
//! from the forward's first use to the backward's last (3x the parameter's
//! bytes of traffic per step with the gradient's reduce-scatter, instead
//! of 2x, for a peak of at most the weights in use).
//!
//! `spmd-reshard-after-forward`, a pass of `spmd-data-parallel` with
//! `style=fully-shard` or `mixed`, after `spmd-partition`.
//!
//! Reads: a partitioned training step, which of its results update an
//! argument (the step's structure, see `training`). The forward is every op the step's other results (the loss)
//! are computed from; the backward every other op. Writes: for each
//! `shard.all_gather` of a function argument (in the function's block)
//! read both by forward and by backward ops, a copy of it right before its
//! first backward reader, which the backward readers read instead.

use melior::ir::{
    BlockLike, BlockRef, Value,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::ir::{inputs, operation_name, producer, replace_uses_within};

use super::step_target::FUNCTION;
use crate::pass::{
    Key, ModulePass, PassOptions, declare_pass, key, module_body, operation_key, selected_function,
    template::clone,
};
use crate::shared::step::analyse_step;

declare_pass! {
    /// The `spmd-reshard-after-forward` pass.
    pub fn reshard_after_forward_pass(settings: ReshardAfterForward) = "spmd-reshard-after-forward" as "SpmdReshardAfterForward" {
        summary: "FSDP (ZeRO-3): gather each sharded param again for the backward instead of keeping the forward's copy (after spmd-partition)",
        options: &[FUNCTION],
        create: |options: &PassOptions| Ok(reshard_after_forward_pass(ReshardAfterForward {
            function: Some(options.text(&FUNCTION).to_owned()).filter(|f| !f.is_empty()),
        })),
        run: ModulePass {
            settings,
            run: |module, settings| {
                let location = module.location();
                let function =
                    selected_function(module_body(module)?, settings.function.as_deref(), location)?;
                let step = analyse_step(function)?;
                reshard_after_forward(function, &step.updates);
                Ok(())
            },
        },
    }
}

/// The options of `spmd-reshard-after-forward`.
#[derive(Clone, Debug, PartialEq)]
pub struct ReshardAfterForward {
    pub function: Option<String>,
}

/// Gathers each argument again before the backward reads it (see the
/// module doc); `updates[i]` is the result that updates argument `i`.
pub(crate) fn reshard_after_forward(function: OperationRef, updates: &[Option<usize>]) {
    let Some(block) = spmd_dialect::ir::first_block(function) else {
        return;
    };
    let Some(terminator) = block.terminator() else {
        return;
    };
    let updating: FxHashSet<usize> = updates.iter().flatten().copied().collect();
    let outputs: Vec<Value> = terminator
        .operands()
        .enumerate()
        .filter(|(index, _)| !updating.contains(index))
        .map(|(_, value)| value)
        .collect();
    if outputs.is_empty() {
        return;
    }
    let forward = computed_from(&outputs);
    let operations: Vec<OperationRef> = spmd_dialect::ir::block_operations(&block);
    // Each value's readers among the block's ops, in order (read once).
    let mut readers_of: FxHashMap<Key, Vec<OperationRef>> = FxHashMap::default();
    for &operation in &operations {
        let mut read: Vec<Key> = inputs(operation).into_iter().map(key).collect();
        read.dedup();
        for value in read {
            let readers = readers_of.entry(value).or_default();
            if readers
                .last()
                .is_none_or(|last| operation_key(*last) != operation_key(operation))
            {
                readers.push(operation);
            }
        }
    }
    for &gather in &operations {
        let gathers_argument = operation_name(gather) == "shard.all_gather"
            && gather
                .operand(0)
                .is_ok_and(|v| producer(v).is_none() && is_argument_of(v, block));
        if !gathers_argument {
            continue;
        }
        let gathered: Value = gather.result(0).expect("a gather has a result").into();
        let readers = readers_of.remove(&key(gathered)).unwrap_or_default();
        let (forward_readers, backward_readers): (Vec<_>, Vec<_>) = readers
            .into_iter()
            .partition(|op| forward.contains(&operation_key(*op)));
        let Some(&first_backward) = backward_readers.first() else {
            continue;
        };
        if forward_readers.is_empty() {
            continue;
        }
        let again = block.insert_operation_before(first_backward, clone(gather));
        let regathered = again.result(0).expect("a gather has a result");
        for reader in backward_readers {
            replace_uses_within(gathered, regathered, reader, true);
        }
    }
}

/// Whether `value` is an argument of `block`.
fn is_argument_of(value: Value, block: BlockRef) -> bool {
    (0..block.argument_count()).any(|i| {
        block
            .argument(i)
            .is_ok_and(|argument| key(argument.into()) == key(value))
    })
}

/// The ops (by address) that `values` are computed from, transitively:
/// their producers and what those read, captured tensors included.
fn computed_from(values: &[Value]) -> FxHashSet<usize> {
    let mut seen: FxHashSet<usize> = FxHashSet::default();
    let mut visited: FxHashSet<Key> = FxHashSet::default();
    let mut pending: Vec<Value> = values.to_vec();
    while let Some(value) = pending.pop() {
        if !visited.insert(key(value)) {
            continue;
        }
        let Some(operation) = producer(value) else {
            continue;
        };
        if seen.insert(operation_key(operation)) {
            pending.extend(inputs(operation));
        }
    }
    seen
}
