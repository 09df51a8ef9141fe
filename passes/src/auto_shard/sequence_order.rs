//! The order of a sequence `algo=cp` splits over one mesh axis: the
//! zigzag order (`spmd-zigzag-sequence`: device `r` holds chunks `r` and
//! `2N - 1 - r` of `2N`) where that lets the ring skip what a causal mask
//! hides, evenly on every device; else the order as it comes, which costs
//! no reordering. A contiguous split under a causal mask leaves the last
//! device every block's scores to compute and the first one its own: the
//! ring waits for the slowest, so the step takes about twice the balanced
//! one's attention time.
//!
//! Whether it pays is checked on a copy, not assumed: the copy reordered,
//! propagated and partitioned, the ring's matcher asked whether an
//! attention's mask is proven causal over the new positions, and the
//! attention's form chosen as each plan's trial chooses it (gathered or a
//! ring, `attention_form`). A mask it cannot prove, none, or keys and
//! values kept gathered (every device scores every key then) keep the
//! order: the reordering's gathers would buy nothing.
//!
//! Reads: the function with the `cp` baseline's argument shardings.
//! Writes: the zigzag reordering where it pays (`prepare::zigzag_sequence`,
//! with its `spmd.zigzag` function attribute), else nothing.

use melior::ir::operation::{OperationLike, OperationRef};
use spmd_dialect::{Placement, access::FunctionShardings};

use super::{
    baselines::propagate,
    trial::{FunctionCopy, Planning, measure_forms},
};
use crate::{
    partition::{partition_function, ring_attention::balanced_attentions},
    pass::Failure,
    prepare::zigzag_sequence::{ZIGZAG_ATTR, zigzag},
};

/// What became of the sequence's order.
#[derive(Clone, Debug, PartialEq)]
pub enum SequenceOrder {
    /// Zigzag over the mesh axis (its label), for this many causal
    /// attentions.
    Zigzag { axis: String, attentions: usize },
    /// As it came, and why.
    Kept(String),
}

/// Puts `function`'s sequence in the zigzag order where a trial on a copy
/// shows its causal attention balanced by it.
pub(super) fn balance_causal_sequence<'c>(
    function: OperationRef<'c, '_>,
    planning: &Planning,
) -> Result<SequenceOrder, Failure<'c>> {
    let mesh = planning.mesh;
    if function.has_attribute(ZIGZAG_ATTR) {
        return Ok(SequenceOrder::Kept(
            "in the zigzag order already (spmd-zigzag-sequence)".into(),
        ));
    }
    let shardings = FunctionShardings::read(function)?;
    let sequence_axes: Vec<usize> =
        (0..mesh.shape.len())
            .filter(|&axis| {
                shardings.arguments.iter().flatten().any(|written| {
                    written.sharding.placements.get(axis) == Some(&Placement::Shard(1))
                })
            })
            .collect();
    let axis = match sequence_axes[..] {
        [axis] => axis,
        [] => {
            return Ok(SequenceOrder::Kept(
                "no argument's sequence is split".into(),
            ));
        }
        _ => {
            return Ok(SequenceOrder::Kept(
                "the sequence is split over several mesh axes (the zigzag order is over one)"
                    .into(),
            ));
        }
    };
    let attentions = match trial(function, axis, planning) {
        Ok(Ok(attentions)) => attentions,
        Ok(Err(reason)) => return Ok(SequenceOrder::Kept(reason.into())),
        Err(reason) => return Ok(SequenceOrder::Kept(reason)),
    };
    zigzag(function, &axis.to_string())?;
    Ok(SequenceOrder::Zigzag {
        axis: mesh.axis_label(axis),
        attentions,
    })
}

/// On a copy of `function` reordered over `axis`, propagated and
/// partitioned: how many attentions the zigzag order balances, or why it
/// does not pay; an error where any of it fails.
fn trial(
    function: OperationRef,
    axis: usize,
    planning: &Planning,
) -> Result<Result<usize, &'static str>, String> {
    let copy = FunctionCopy::of(function).map_err(|e| e.to_string())?;
    let copied = copy.operation;
    zigzag(copied, &axis.to_string()).map_err(|(_, message)| message)?;
    propagate(copied, planning.mesh).map_err(|(_, message)| message)?;
    partition_function(copied).map_err(|(_, message)| message)?;
    let attentions = balanced_attentions(copied);
    if attentions == 0 {
        return Ok(Err(
            "no attention's mask is proven causal over the sequence",
        ));
    }
    let (_, form) = measure_forms(copied, planning).map_err(|e| e.to_string())?;
    if form.is_some_and(|form| !form.ring) {
        return Ok(Err(
            "attention keeps its keys and values gathered (they fit and cost no more than a ring), so no block is skipped",
        ));
    }
    Ok(Ok(attentions))
}

impl SequenceOrder {
    /// The report's line.
    pub fn text(&self) -> String {
        match self {
            SequenceOrder::Zigzag { axis, attentions } => format!(
                "  sequence: zigzag order on mesh axis {axis} (spmd-zigzag-sequence): {attentions} causal attention(s) skip the hidden blocks, evenly on every device\n"
            ),
            SequenceOrder::Kept(reason) => format!("  sequence: in its own order: {reason}\n"),
        }
    }

    /// The JSON report's `sequence_order`.
    pub fn json(&self) -> serde_json::Value {
        match self {
            SequenceOrder::Zigzag { axis, attentions } => serde_json::json!({
                "order": "zigzag",
                "axis": axis,
                "balanced_attentions": attentions,
            }),
            SequenceOrder::Kept(reason) => serde_json::json!({
                "order": "contiguous",
                "reason": reason,
            }),
        }
    }
}
