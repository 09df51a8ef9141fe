//! Kernels recomputed where their inputs are read anyway: an element-wise
//! kernel root kept only because recomputing it in each reader would cost
//! more (a `tanh`, a division, a chain several kernels read) is inlined
//! into every reader after all when the bytes the readers would read in
//! addition (its inputs they do not read already) are fewer than its write
//! and its reads by all readers but the first (which could write it).
//! Where each reader reads everything it is computed from, recomputing
//! adds arithmetic but no bytes, and the value's write and every read of
//! it go: GELU's `tanh`, computed from the pre-activation that its forward
//! and its backward both read, is no longer written by the forward for the
//! backward (2 x 16.8 MB per layer of the GPT-2-style dim-1024 bf16 step).
//! XLA keeps such a value (its fusion does not duplicate an expensive op);
//! on a GPU the kernels around the GEMMs are bound by memory, not by
//! `tanh.approx`.
//!
//! Reads: the ops of a body, their structures and the fusion decided so
//! far. Writes: the decisions of the roots so inlined and of the ops
//! inlined into them.

use melior::ir::operation::OperationLike;
use std::collections::BTreeSet;

use super::{
    StepKind,
    graph::{Graph, inlined_by_root, kernel_members},
    written::{may_stop, readers},
};
use crate::lower::buffers::bytes_of;

/// Inlines each root in `kept_for_cost` (element-wise kernel roots that
/// fusion kept only for the cost of recomputing them) into its readers
/// where that moves fewer bytes than keeping it (see the module doc). A
/// root that may stop the run (a lookup, an assertion) is never
/// duplicated.
pub(super) fn recompute_where_read_anyway(
    graph: &Graph,
    kept_for_cost: &[usize],
    kinds: &mut [Option<StepKind>],
    fused: &mut [bool],
    roots_of: &mut [BTreeSet<usize>],
) {
    let operations = graph.operations;
    let mut inlined = inlined_by_root(roots_of);
    // Program order: a root read by a later one joins it first, and the
    // later one then carries it along.
    for &p in kept_for_cost {
        if !matches!(kinds[p], Some(StepKind::Kernel { .. })) {
            continue;
        }
        let members = kernel_members(p, &inlined);
        let readers = readers(graph, p, fused, roots_of);
        let same_block = |r: &usize| operations[*r].block() == operations[p].block();
        let recomputable = !readers.is_empty()
            && readers.iter().all(|r| {
                !fused[*r] && matches!(kinds[*r], Some(StepKind::Kernel { .. })) && same_block(r)
            })
            && !members.iter().any(|&m| may_stop(operations[m]));
        if !recomputable {
            continue;
        }
        // What the readers would read besides what they read now, against
        // the value's write and its reads by all readers but the first
        // (which may write it, [`super::written`]).
        let leaves = graph.input_reads(&members);
        let added: usize = readers
            .iter()
            .map(|&r| {
                let reads = graph.memory_reads(&kernel_members(r, &inlined));
                leaves
                    .iter()
                    .filter(|(leaf, _)| !reads.contains(leaf))
                    .map(|(_, bytes)| bytes)
                    .sum::<usize>()
            })
            .sum();
        if added >= bytes_of(graph.result(p)) * readers.len() {
            continue;
        }
        kinds[p] = None;
        fused[p] = true;
        let moving = inlined.remove(&p).unwrap_or_default();
        for &q in &moving {
            roots_of[q].remove(&p);
            roots_of[q].extend(&readers);
        }
        roots_of[p] = readers.clone();
        for &r in &readers {
            inlined
                .entry(r)
                .or_default()
                .extend(moving.iter().copied().chain([p]));
        }
    }
}
