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
//! Reads: partitioned functions (`spmd.partitioned`), with
//! `spmd.key_block` where `spmd-auto-shard` chose the tile (the option,
//! where given, wins); attention as
//! `matcher` recognises it (the forward as JAX and torch-mlir export it:
//! scores, element-wise scale / mask / bias, max, exp, sum, divide,
//! probabilities times values), also in a loop's body (layers scanned
//! into an `scf.for`), and its backward in a training step (`backward`):
//! the gradients of the queries, keys and values become rings too
//! (`backward_ring`: the probabilities recomputed per block, `dK` and
//! `dV` carried around the ring with their block). Writes: the rings in
//! place of each such attention (and backward) and its gathers; an
//! attention the ring cannot compute (its probabilities read by anything
//! else, another softmax) keeps its gathers and gets a remark saying why.
//! Home blocks gathered for readers that slice them again (`dK` and `dV`
//! where the partition reduced them over the sequence) are read as pieces
//! (`sliced_gathers`).

mod backward;
mod backward_ring;
mod balanced;
mod balanced_backward;
mod blocks;
mod causal;
mod forms;
mod home_sums;
mod matcher;
mod operands;
mod ring;
mod templates;
mod travel;

use melior::ir::{
    BlockRef,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    Mesh, PARTITIONED_ATTR, emit_remark,
    ir::{erase, has_uses, integer_attribute, operation_name, producer, program_operations},
};

use matcher::Attention;

use super::sliced_gathers::slice_through_gathers;
use crate::pass::{
    FUNCTION, Failure, Functions, ModulePass, OptionError, OptionInfo, PassOptions, declare_pass,
    operation_key, rewrite_selected,
};

/// A function attribute (`"gathered"`) by which `spmd-auto-shard` keeps a
/// plan's attention with its keys and values gathered where the cost model
/// chose that (`auto_shard/attention_form.rs`): this pass leaves such a
/// function's attention as it is.
pub(crate) const GATHERED_ATTENTION_ATTR: &str = "spmd.attention";

/// A function attribute (an integer) by which `spmd-auto-shard` gives the
/// keys its rings score at a time, where whole blocks would not fit: this
/// pass uses it unless its own `key-block` is given.
pub(crate) const KEY_BLOCK_ATTR: &str = "spmd.key_block";

const KEY_BLOCK: OptionInfo = OptionInfo {
    name: "key-block",
    value: "tokens",
    default: "0",
    description: "score this many keys at a time, a divisor of each device's block, forward and backward (FlashAttention's tiling within a ring step: less memory, the same bytes sent; 0: the device's whole block)",
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
    if function.has_attribute(GATHERED_ATTENTION_ATTR) {
        emit_remark(
            function.location(),
            &format!(
                "spmd-ring-attention: attention kept with its keys and values gathered, as spmd-auto-shard chose ('{GATHERED_ATTENTION_ATTR}'); remove the attribute for a ring"
            ),
        );
        return Ok(());
    }
    let key_block = match key_block {
        0 => integer_attribute(function, KEY_BLOCK_ATTR).map_or(0, |keys| keys as usize),
        keys => keys,
    };
    let (found, refused) = attentions(body);
    // A backward's products of gathered keys are no attention of their own.
    let in_backward: FxHashSet<usize> = found
        .iter()
        .filter_map(|attention| attention.backward.as_ref())
        .flat_map(|backward| backward.ops.iter().map(|(op, _)| operation_key(*op)))
        .collect();
    for (operation, reason) in refused {
        if !in_backward.contains(&operation_key(operation)) {
            emit_remark(
                operation.location(),
                &format!(
                    "spmd-ring-attention: values gathered along the sequence stay gathered: {reason}"
                ),
            );
        }
    }
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let mut ringed = false;
    for attention in &found {
        let mesh = Mesh::lookup(function, &attention.grid)
            .map_err(|error| (attention.output.location(), error.to_string()))?;
        // One device holds the whole sequence: its gathers move nothing.
        if mesh.shape[attention.axis] == 1 {
            emit_remark(
                attention.output.location(),
                &format!(
                    "spmd-ring-attention: mesh axis {} has one device, which holds the whole sequence: no ring",
                    mesh.axis_label(attention.axis)
                ),
            );
            continue;
        }
        ring::build(context, attention, &mesh, key_block)?;
        erase_replaced(attention);
        ringed = true;
    }
    // Home blocks the partition gathered for readers that slice them again.
    if ringed {
        slice_through_gathers(function)?;
    }
    Ok(())
}

/// The attentions of a partitioned function's `body` the ring can
/// compute, and the ops that ended one it cannot, with why. Loop bodies'
/// ops too (a scanned model's layer), right after their loop.
fn attentions<'c, 'a>(
    body: BlockRef<'c, 'a>,
) -> (
    Vec<Attention<'c, 'a>>,
    Vec<(OperationRef<'c, 'a>, matcher::Refusal)>,
) {
    let operations = program_operations(body);
    let positions: FxHashMap<usize, usize> = operations
        .iter()
        .enumerate()
        .map(|(index, op)| (operation_key(*op), index))
        .collect();
    let mut found = Vec::new();
    let mut refused = Vec::new();
    for operation in operations {
        match matcher::attention_ending_at(operation, &positions) {
            Ok(Some(attention)) => found.push(attention),
            Ok(None) => {}
            Err(reason) => refused.push((operation, reason)),
        }
    }
    (found, refused)
}

/// The block (keys per device) of each attention of the partitioned
/// `function` a ring can compute.
pub(crate) fn ring_blocks(function: OperationRef) -> Vec<usize> {
    spmd_dialect::ir::first_block(function).map_or_else(Vec::new, |body| {
        attentions(body)
            .0
            .iter()
            .map(|attention| attention.block)
            .collect()
    })
}

/// How many attentions of the partitioned `function` a ring of whole
/// blocks computes skipping what a causal mask hides, evenly on every
/// device (its sequence in zigzag order, the mask proven causal over it).
pub(crate) fn balanced_attentions(function: OperationRef) -> usize {
    spmd_dialect::ir::first_block(function).map_or(0, |body| {
        attentions(body)
            .0
            .iter()
            .filter(|attention| causal::zigzag_causal(attention).is_some())
            .count()
    })
}

/// Erases `attention`'s old ops and its backward's (the rings have
/// replaced their results), then their inits, the keys' transpose and the
/// gathers where nothing reads them any more.
fn erase_replaced(attention: &Attention) {
    let mut leftovers: Vec<OperationRef> = attention.key_transpose.into_iter().collect();
    leftovers.extend([attention.key_gather, attention.value_gather]);
    let backward = attention
        .backward
        .iter()
        .flat_map(|backward| backward.ops.iter().rev().map(|(op, _)| *op));
    let pure = |op: &OperationRef| {
        let name = operation_name(*op);
        name.starts_with("linalg.") || name.starts_with("tensor.")
    };
    let mut erased = FxHashSet::default();
    for operation in backward.chain(attention.replaced().into_iter().rev()) {
        leftovers.extend(operation.operands().filter_map(producer).filter(pure));
        if !operation.results().any(has_uses) {
            erased.insert(operation_key(operation));
            erase(operation);
        }
    }
    // Then what only they read: inits, the keys' transpose, the gathers,
    // whole-sequence values (a mask, a broadcast scale) and their inputs.
    while let Some(operation) = leftovers.pop() {
        let id = operation_key(operation);
        if erased.contains(&id) || operation.results().any(has_uses) {
            continue;
        }
        let inputs: Vec<OperationRef> = operation
            .operands()
            .filter_map(producer)
            .filter(pure)
            .collect();
        erased.insert(id);
        erase(operation);
        leftovers.extend(inputs);
    }
}
