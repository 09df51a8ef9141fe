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

use melior::ir::operation::{OperationLike, OperationRef};
use spmd_dialect::{Mesh, PARTITIONED_ATTR, emit_remark, ir::program_operations};
use std::collections::HashMap;

use crate::pass::{FUNCTION, Failure, FunctionPass, Functions, declare_pass, operation_key};

declare_pass! {
    /// The `spmd-ring-attention` pass.
    pub fn ring_attention_pass(functions: Functions) = "spmd-ring-attention" as "SpmdRingAttention" {
        summary: "Compute attention whose keys and values spmd-partition gathered along the sequence as a ring: blocks passed by shard.shift, an online softmax (context parallelism; after spmd-partition)",
        options: &[FUNCTION],
        create: |options| Ok(ring_attention_pass(Functions::from_options(options))),
        run: FunctionPass { rewrite: ring_attention, functions },
    }
}

/// Makes every matching attention of a partitioned `function` a ring.
pub(crate) fn ring_attention<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
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
        ring::build(context, attention, &mesh)?;
    }
    Ok(())
}
