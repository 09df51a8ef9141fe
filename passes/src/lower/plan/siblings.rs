//! Sibling kernels as one: of two element-wise kernel roots over the same
//! points that read a value in common at their points, the first is
//! evaluated by the second, which also writes it, where nothing reads the
//! first before the second (XLA's sibling multi-output fusion): the shared
//! input is read once (Adam's two moments read the gradient once), and a
//! value kept for the first may be recomputed in the joined kernel where it
//! reads that value's inputs anyway ([`super::recomputed`]). The other
//! direction (the second moved up into the first, as SwiGLU's backward
//! would need: `du = dh * silu(g)` is read by a GEMM before `dg` is made)
//! lowered the dim-1024 Llama step's bytes and arena by 5% but raised the
//! peak of the small Llama fixtures by 5-7% (the second's result lives
//! longer); it waits for a check against the peak.
//!
//! Reads: the ops of a body, their structures and the fusion decided so
//! far. Writes: the decision of each kernel root so joined (fused into
//! its sibling, written by it) and of the ops inlined into it; returns
//! each joined root's writer.

use melior::ir::operation::OperationLike;
use spmd_dialect::ir::operation_name;
use std::collections::{BTreeSet, HashMap};

use super::{
    StepKind,
    fusion_rules::reads_outputs,
    graph::{Graph, inlined_by_root, kernel_members},
    written::{may_stop, pointwise, readers},
};

/// The inputs `members` (of one kernel over `dims`) read at the kernel's
/// own point: (member, operand index).
fn pointwise_reads(graph: &Graph, members: &[usize], dims: &[usize]) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    for &m in members {
        if let Some(structure) = graph.structures[m].as_ref().filter(|s| s.dims == dims) {
            found.extend(
                (0..structure.inputs)
                    .filter(|&operand| pointwise(structure, Some(operand)))
                    .map(|operand| (m, operand)),
            );
        }
    }
    found
}

/// Joins each element-wise kernel root into its nearest later sibling
/// (see the module doc); returns each joined root's writer.
pub(super) fn join_siblings(
    graph: &Graph,
    kinds: &mut [Option<StepKind>],
    fused: &mut [bool],
    roots_of: &mut [BTreeSet<usize>],
) -> HashMap<usize, usize> {
    let operations = graph.operations;
    let mut inlined = inlined_by_root(roots_of);
    let mut written_by: HashMap<usize, usize> = HashMap::new();
    // The ops each writer writes: they move with it.
    let mut writes_of: HashMap<usize, Vec<usize>> = HashMap::new();
    // A kernel root over identity maps, one result, that may be moved.
    let element_wise =
        |i: usize, kinds: &[Option<StepKind>], fused: &[bool]| -> Option<Vec<usize>> {
            match &kinds[i] {
                Some(StepKind::Kernel { structure, .. })
                    if !fused[i]
                        && operation_name(operations[i]) == "linalg.generic"
                        && operations[i].result_count() == 1
                        && pointwise(structure, None)
                        && !reads_outputs(operations[i], structure) =>
                {
                    Some(structure.dims.clone())
                }
                _ => None,
            }
        };
    for a in 0..operations.len() {
        let Some(dims) = element_wise(a, kinds, fused) else {
            continue;
        };
        let a_members = kernel_members(a, &inlined);
        if a_members.iter().any(|&m| may_stop(operations[m])) {
            continue;
        }
        // The kernels reading a value `a` reads, at the same points: each
        // reads it whole at its own loop point (not a slice, a broadcast).
        let mut sibling = None;
        for (m, operand) in pointwise_reads(graph, &a_members, &dims) {
            let value = operations[m].operand(operand).expect("an input");
            for &(user, index) in graph.uses(value) {
                let reads_it = graph.structures[user]
                    .as_ref()
                    .is_some_and(|s| s.dims == dims && pointwise(s, Some(index)));
                if !reads_it {
                    continue;
                }
                let kernels: Vec<usize> = if fused[user] {
                    roots_of[user].iter().copied().collect()
                } else {
                    vec![user]
                };
                for b in kernels {
                    let fits = b > a
                        && sibling.is_none_or(|s| b < s)
                        && operations[b].block() == operations[a].block()
                        && element_wise(b, kinds, fused).is_some_and(|d| d == dims);
                    if fits {
                        sibling = Some(b);
                    }
                }
            }
        }
        let Some(b) = sibling else {
            continue;
        };
        // Either one first read by a kernel is left to that reader
        // ([`super::written`]: made there, it is not read back at all; a
        // sibling carried along could not follow into a reduction). And
        // nothing reads `a`, or what it writes, before `b` (nor does `b`:
        // a reader would have made it).
        let read_by_a_kernel = |p: usize| {
            readers(graph, p, fused, roots_of)
                .first()
                .is_some_and(|&r| matches!(kinds[r], Some(StepKind::Kernel { .. })))
        };
        let read_after_b = std::iter::once(a)
            .chain(writes_of.get(&a).into_iter().flatten().copied())
            .all(|q| readers(graph, q, fused, roots_of).iter().all(|&r| r > b));
        if read_by_a_kernel(a) || read_by_a_kernel(b) || !read_after_b {
            continue;
        }
        let carried = writes_of.remove(&a).unwrap_or_default();
        kinds[a] = None;
        fused[a] = true;
        roots_of[a] = BTreeSet::from([b]);
        let moving = inlined.remove(&a).unwrap_or_default();
        for &q in &moving {
            roots_of[q].remove(&a);
            roots_of[q].insert(b);
        }
        inlined
            .entry(b)
            .or_default()
            .extend(moving.into_iter().chain([a]));
        for &q in &carried {
            written_by.insert(q, b);
        }
        writes_of
            .entry(b)
            .or_default()
            .extend(carried.into_iter().chain([a]));
        written_by.insert(a, b);
    }
    written_by
}
