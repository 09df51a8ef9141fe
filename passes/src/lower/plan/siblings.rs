//! Sibling kernels as one: of two element-wise kernel roots over the same
//! points that read a value in common at their points, the first is
//! evaluated by the second, which also writes it, where nothing reads the
//! first before the second (XLA's sibling multi-output fusion): the shared
//! input is read once (Adam's two moments read the gradient once), and a
//! value kept for the first may be recomputed in the joined kernel where it
//! reads that value's inputs anyway ([`super::recomputed`]). The other
//! direction, the second evaluated by the first where the first is read
//! before the second is made (SwiGLU's backward: `du = dh * silu(g)` is
//! read by a GEMM before `dg` is made), only where the next kernel after
//! the first is the second and the values it alone still reads hold at
//! least its result's bytes ([`moves_up_freely`]); the lowering keeps
//! the plan without it where the arena would grow all the same
//! (`lower/planned.rs`): the small Llama blocks' peaks grew 5-7% by
//! placement alone.
//!
//! Reads: the ops of a body, their structures and the fusion decided so
//! far. Writes: the decision of each kernel root so joined (fused into
//! its sibling, written by it) and of the ops inlined into it; returns
//! each joined root's writer.

use melior::ir::operation::OperationLike;
use rustc_hash::FxHashMap;
use spmd_dialect::ir::operation_name;
use std::collections::BTreeSet;

use super::{
    StepKind,
    fusion_rules::reads_outputs,
    graph::{Graph, inlined_by_root, kernel_members},
    written::{may_stop, pointwise, readers},
};
use crate::lower::buffers::bytes_of;
use crate::pass::Key;

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

/// Whether kernel root `b` (with `b_members` inlined) may be evaluated by
/// its earlier sibling `a` without the buffer plan's live bytes growing
/// anywhere: everything `b` reads is made before `a`, nothing in it may
/// stop the run, and the values read by nothing else after `a` but `b`
/// (they die at `a` now) hold at least the bytes of `b`'s result (which
/// lives from `a` now). SwiGLU's backward: `du = dh * silu(g)`, read by a GEMM, joins
/// `dg`'s kernel, the last to read `dh` and `g`.
fn moves_up_freely(
    graph: &Graph,
    a: usize,
    b: usize,
    b_members: &[usize],
    kinds: &[Option<StepKind>],
    (fused, roots_of): (&[bool], &[BTreeSet<usize>]),
    written_by: &FxHashMap<usize, usize>,
) -> bool {
    if b_members.iter().any(|&m| may_stop(graph.operations[m])) {
        return false;
    }
    // Only GEMMs and views between them: the next kernel after `a`.
    let between_only_gemms = (a + 1..b).all(|i| {
        fused[i]
            || matches!(
                kinds[i],
                None | Some(
                    StepKind::Gemm { .. }
                        | StepKind::View { .. }
                        | StepKind::Constant
                        | StepKind::Empty { .. }
                )
            )
    });
    if !between_only_gemms {
        return false;
    }
    // Where each value is made: by its op, or by the kernel writing it.
    let made = |value: &Key| {
        graph
            .position
            .get(value)
            .map(|&op| written_by.get(&op).copied().unwrap_or(op))
    };
    let reads = graph.input_reads(b_members);
    if reads
        .keys()
        .any(|value| made(value).is_some_and(|at| at >= a))
    {
        return false;
    }
    let freed: usize = reads
        .into_iter()
        .filter(|(value, _)| {
            graph.position.get(value).is_some_and(|&op| {
                readers_through_views(graph, op, kinds, (fused, roots_of))
                    .iter()
                    .all(|&r| r <= a || r == b)
            })
        })
        .map(|(_, bytes)| bytes)
        .sum();
    freed >= bytes_of(graph.result(b))
}

/// Kernel root `joined` and the ops inlined into it made part of kernel
/// `into`'s.
fn fuse_into(
    joined: usize,
    into: usize,
    (kinds, fused, roots_of): (&mut [Option<StepKind>], &mut [bool], &mut [BTreeSet<usize>]),
    inlined: &mut FxHashMap<usize, Vec<usize>>,
) {
    kinds[joined] = None;
    fused[joined] = true;
    roots_of[joined] = BTreeSet::from([into]);
    let moving = inlined.remove(&joined).unwrap_or_default();
    for &q in &moving {
        roots_of[q].remove(&joined);
        roots_of[q].insert(into);
    }
    inlined
        .entry(into)
        .or_default()
        .extend(moving.into_iter().chain([joined]));
}

/// The steps reading op `p`'s result ([`readers`]), a view's readers in
/// place of the view.
fn readers_through_views(
    graph: &Graph,
    p: usize,
    kinds: &[Option<StepKind>],
    (fused, roots_of): (&[bool], &[BTreeSet<usize>]),
) -> BTreeSet<usize> {
    let mut found = BTreeSet::new();
    for r in readers(graph, p, fused, roots_of) {
        if matches!(kinds[r], Some(StepKind::View { .. }))
            && graph.operations[r].result_count() == 1
        {
            found.extend(readers_through_views(graph, r, kinds, (fused, roots_of)));
        } else {
            found.insert(r);
        }
    }
    found
}

/// Joins each element-wise kernel root into its nearest later sibling
/// (see the module doc), or, with `move_up`, that sibling into it where
/// the root is read before the sibling ([`moves_up_freely`]; `moved_up`
/// set then); returns each joined root's writer.
pub(super) fn join_siblings(
    graph: &Graph,
    (kinds, fused, roots_of): (&mut [Option<StepKind>], &mut [bool], &mut [BTreeSet<usize>]),
    move_up: bool,
    moved_up: &mut bool,
) -> FxHashMap<usize, usize> {
    let operations = graph.operations;
    let mut inlined = inlined_by_root(roots_of);
    let mut written_by: FxHashMap<usize, usize> = FxHashMap::default();
    // The ops each writer writes: they move with it.
    let mut writes_of: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
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
        if read_by_a_kernel(a) || read_by_a_kernel(b) {
            continue;
        }
        if !read_after_b {
            // The other direction: `b` evaluated by `a`, where that never
            // holds more bytes at once.
            let b_members = kernel_members(b, &inlined);
            if !move_up
                || writes_of.contains_key(&b)
                || !moves_up_freely(
                    graph,
                    a,
                    b,
                    &b_members,
                    kinds,
                    (fused, roots_of),
                    &written_by,
                )
            {
                continue;
            }
            fuse_into(b, a, (kinds, fused, roots_of), &mut inlined);
            writes_of.entry(a).or_default().push(b);
            written_by.insert(b, a);
            *moved_up = true;
            continue;
        }
        let carried = writes_of.remove(&a).unwrap_or_default();
        fuse_into(a, b, (kinds, fused, roots_of), &mut inlined);
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
