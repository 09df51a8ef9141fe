//! `spmd-ring-attention`: context parallelism. Attention whose queries,
//! keys and values are split on the sequence over a mesh axis is left by
//! `spmd-partition` with the keys and values all-gathered whole and every
//! device computing its query rows against the whole sequence. This pass
//! makes it a ring, as ring attention (Megatron's context parallelism,
//! torchtitan's `context_parallel`) computes it: each device keeps its
//! key and value blocks, passes them around the axis by `shard.shift`,
//! and combines the blocks' scores with an online softmax (a running
//! maximum and sum, earlier terms rescaled), so that no device holds the
//! whole keys and values or a `[s, S]` score matrix (`ring`). Bytes sent
//! are the gather's: `(N - 1) / N` of the keys and values per device.
//!
//! Reads: partitioned functions (`spmd.partitioned`); attention as
//! `matcher` recognises it (the forward as JAX and torch-mlir export it:
//! scores, element-wise scale / mask / bias, max, exp, sum, divide,
//! probabilities times values), also in a loop's body (layers scanned
//! into an `scf.for`). Writes: the ring in place of each such
//! attention and its gathers; an attention the ring cannot compute (its
//! probabilities also read by a backward, another softmax) keeps its
//! gathers and gets a remark saying why.

mod forms;
mod matcher;
mod operands;
mod ring;
mod templates;
mod travel;

use melior::ir::operation::{OperationLike, OperationRef};
use spmd_dialect::{
    Mesh, PARTITIONED_ATTR, emit_remark,
    ir::{erase, has_uses, operation_name, producer, program_operations},
};
use std::collections::{HashMap, HashSet};

use matcher::Attention;

use crate::pass::{
    FUNCTION, Failure, Functions, ModulePass, OptionError, OptionInfo, PassOptions, declare_pass,
    operation_key, rewrite_selected,
};

const KEY_BLOCK: OptionInfo = OptionInfo {
    name: "key-block",
    value: "tokens",
    default: "0",
    description: "score this many keys at a time, a divisor of each device's block (FlashAttention's tiling within a ring step: less memory, the same bytes sent; 0: the device's whole block)",
};

declare_pass! {
    /// The `spmd-ring-attention` pass.
    pub fn ring_attention_pass(settings: RingSettings) = "spmd-ring-attention" as "SpmdRingAttention" {
        summary: "Compute attention whose keys and values spmd-partition gathered along the sequence as a ring: blocks passed by shard.shift, an online softmax (context parallelism; after spmd-partition)",
        options: &[KEY_BLOCK, FUNCTION],
        create: |options| Ok(ring_attention_pass(RingSettings::from_options(options)?)),
        run: ModulePass {
            settings,
            run: |module, settings| {
                rewrite_selected(module, &settings.functions, |function| {
                    ring_attention(function, settings.key_block)
                })
            },
        },
    }
}

/// The options of `spmd-ring-attention`.
#[derive(Clone, Debug, PartialEq)]
pub struct RingSettings {
    pub functions: Functions,
    /// Keys scored at a time (0: a device's whole block).
    pub key_block: usize,
}

impl RingSettings {
    fn from_options(options: &PassOptions) -> Result<RingSettings, OptionError> {
        let text = options.text(&KEY_BLOCK);
        let key_block = text.parse().map_err(|_| {
            OptionError::bad_value(&KEY_BLOCK, "a number of tokens, 0 or more", text)
        })?;
        Ok(RingSettings {
            functions: Functions::from_options(options),
            key_block,
        })
    }
}

/// Makes every matching attention of a partitioned `function` a ring,
/// scoring `key_block` keys at a time (0: each device's whole block).
pub(crate) fn ring_attention<'c>(
    function: OperationRef<'c, '_>,
    key_block: usize,
) -> Result<(), Failure<'c>> {
    let Some(body) = spmd_dialect::ir::first_block(function) else {
        return Ok(());
    };
    if !function.has_attribute(PARTITIONED_ATTR) {
        return Ok(());
    }
    // Loop bodies' ops too (a scanned model's layer), right after their loop.
    let operations = program_operations(body);
    let positions: HashMap<usize, usize> = operations
        .iter()
        .enumerate()
        .map(|(index, op)| (operation_key(*op), index))
        .collect();
    let mut found = Vec::new();
    for operation in operations {
        match matcher::attention_ending_at(operation, &positions) {
            Ok(Some(attention)) => found.push(attention),
            Ok(None) => {}
            Err(reason) => emit_remark(
                operation.location(),
                &format!(
                    "spmd-ring-attention: values gathered along the sequence stay gathered: {reason}"
                ),
            ),
        }
    }
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    for attention in &found {
        let mesh = Mesh::lookup(function, &attention.grid)
            .map_err(|error| (attention.output.location(), error.to_string()))?;
        ring::build(context, attention, &mesh, key_block)?;
        erase_replaced(attention);
    }
    Ok(())
}

/// Erases `attention`'s old ops (the ring has replaced its output), then
/// their inits and the gathers where nothing reads them any more.
fn erase_replaced(attention: &Attention) {
    let mut leftovers = vec![attention.key_gather, attention.value_gather];
    for operation in attention.replaced().into_iter().rev() {
        leftovers.extend(
            operation
                .operands()
                .filter_map(producer)
                .filter(|op| matches!(operation_name(*op), "linalg.fill" | "tensor.empty")),
        );
        if !operation.results().any(has_uses) {
            erase(operation);
        }
    }
    let mut erased = HashSet::new();
    let mut changed = true;
    while changed {
        changed = false;
        for operation in &leftovers {
            let id = operation_key(*operation);
            if erased.contains(&id) || operation.results().any(has_uses) {
                continue;
            }
            let inner: Vec<OperationRef> = operation
                .operands()
                .filter_map(producer)
                .filter(|op| operation_name(*op) == "tensor.empty")
                .collect();
            erase(*operation);
            erased.insert(id);
            changed = true;
            for empty in inner {
                if !empty.results().any(has_uses) && erased.insert(operation_key(empty)) {
                    erase(empty);
                }
            }
        }
    }
}
