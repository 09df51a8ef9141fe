//! Element-wise kernels made by their first reader instead: a kernel root
//! that stays one because recomputing it in each of its readers would
//! cost more (a `tanh`, a value several kernels read) or because it is
//! returned, whose first reader is an element-wise kernel over the same
//! points, is evaluated by that reader where it reads it anyway, which
//! also writes it as an output for the later readers. GELU's forward reads
//! its input once, not twice, and its `tanh` (which the backward reads
//! too) makes no round trip through memory: XLA's multi-output fusion of a
//! producer into its consumer. A chain of them ends in one kernel with an
//! output each.
//!
//! The first reader may also be a reduction that reads the root once per
//! point of its loops (through a permutation): the GELU backward's result
//! is written by the kernel summing it over the tokens into the bias
//! gradient, softmax's `exp` by the kernel summing it. The reduction
//! kernel then has an output written at every point
//! (`Kernel::written_per_point`), and the root's bytes are not read back.
//!
//! Reads: the ops of a body, their structures and the fusion decided so
//! far. Writes: the decision of each op so made (fused into its reader,
//! written by it).

use melior::ir::{OperationRef, Value, operation::OperationLike};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::ir::{nested_operations, operation_name};
use std::collections::BTreeSet;

use super::{
    StepKind,
    fusion_rules::reads_outputs,
    graph::{Graph, inlined_by_root},
};
use crate::lower::structure::Structure;
use crate::pass::Failure;

/// Whether `structure` has every loop parallel and reads its input
/// `operand` and writes its result at the loop point itself (identity
/// maps, no reduction): a value read through a chain of such ops is
/// evaluated at the reader's own point.
pub(super) fn pointwise(structure: &Structure, operand: Option<usize>) -> bool {
    let identity = |map: &[crate::lower::structure::Linear]| {
        map.len() == structure.dims.len()
            && map.iter().enumerate().all(|(d, l)| l.as_dim() == Some(d))
    };
    !structure.reduction.contains(&true)
        && structure.maps.len() == structure.inputs + 1
        && identity(structure.output_map(0))
        && operand.is_none_or(|o| o < structure.inputs && identity(&structure.maps[o]))
}

/// Whether `operation`'s payload may stop the run: an assertion, or a
/// lookup (bounds-checked). Such a kernel stays where the program has it,
/// so that the first failing check in program order is the one reported.
pub(super) fn may_stop(operation: OperationRef) -> bool {
    nested_operations(operation)
        .into_iter()
        .any(|op| matches!(operation_name(op), "cf.assert" | "tensor.extract"))
}

/// Which kernel roots read op `p`'s result (through the ops fused into
/// them), and which other steps read it (through a transpose or reshape
/// folded into a GEMM: the GEMM's step).
pub(super) fn readers(
    graph: &Graph,
    p: usize,
    fused: &[bool],
    roots_of: &[BTreeSet<usize>],
) -> BTreeSet<usize> {
    let mut readers = BTreeSet::new();
    for &(user, _) in graph.uses(graph.result(p)) {
        if !fused[user] {
            readers.insert(user);
        } else if roots_of[user].is_empty() {
            if graph.operations[user].result_count() > 0 {
                readers.extend(self::readers(graph, user, fused, roots_of));
            }
        } else {
            readers.extend(&roots_of[user]);
        }
    }
    readers
}

/// Whether reduction `structure` reads its input `operand` (of an op over
/// `dims`) once per loop point: the map is a permutation of its loops,
/// each of the operand's dims one loop of the same extent (the bias
/// gradient's `(j, t) -> (t, j)` over the GELU backward's `[t, j]`).
fn permuted_read(structure: &Structure, operand: usize, dims: &[usize]) -> bool {
    let Some(map) = structure
        .maps
        .get(operand)
        .filter(|_| operand < structure.inputs)
    else {
        return false;
    };
    let mut loops: Vec<usize> = map.iter().filter_map(|l| l.as_dim()).collect();
    let extents_match = map.len() == dims.len()
        && loops.len() == dims.len()
        && loops
            .iter()
            .zip(dims)
            .all(|(&d, &extent)| structure.dims[d] == extent);
    loops.sort_unstable();
    loops.dedup();
    structure.reduction.contains(&true) && extents_match && loops.len() == structure.dims.len()
}

/// Whether every read of `value` inside kernel `root` (by `root` itself or
/// by ops fused into it) is at the kernel's own point, through ops over
/// the same `dims`; a reduction root may read it through a permutation of
/// its loops ([`permuted_read`]), each of its points once.
fn read_pointwise_in<'c, 'a>(
    graph: &Graph<'_, 'c, 'a>,
    value: Value<'c, 'a>,
    root: usize,
    dims: &[usize],
    fused: &[bool],
    roots_of: &[BTreeSet<usize>],
) -> bool {
    graph.uses(value).iter().all(|&(user, operand)| {
        let inside = user == root || (fused[user] && roots_of[user].contains(&root));
        if !inside {
            return true;
        }
        let Some(structure) = graph.structures[user].as_ref() else {
            return false;
        };
        if user == root && structure.reduction.contains(&true) {
            return graph.operations[user].result_count() == 1
                && permuted_read(structure, operand, dims);
        }
        structure.dims == dims
            && pointwise(structure, Some(operand))
            && graph.operations[user].result_count() == 1
            && (user == root
                || read_pointwise_in(graph, graph.result(user), root, dims, fused, roots_of))
    })
}

/// Makes each element-wise kernel root whose first reader is an
/// element-wise kernel over the same points (and in the same block) part
/// of that kernel, which writes it (see the module doc): it is fused into
/// the reader, the ops fused into it follow, and the map returned gives
/// each such op its writer's position (with `written_by`'s, the ops
/// already written by siblings, [`super::siblings`]).
pub(super) fn write_in_first_reader<'c>(
    graph: &Graph<'_, 'c, '_>,
    kinds: &mut [Option<StepKind>],
    fused: &mut [bool],
    roots_of: &mut [BTreeSet<usize>],
    mut written_by: FxHashMap<usize, usize>,
) -> Result<FxHashMap<usize, usize>, Failure<'c>> {
    let operations = graph.operations;
    // The ops each written op's writer writes (`written_by` as given: by
    // siblings), and the ops inlined into each kernel root: what moves
    // when a root joins its reader.
    let mut writes_of: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
    for (&p, &writer) in &written_by {
        writes_of.entry(writer).or_default().push(p);
    }
    let by_siblings: FxHashSet<usize> = written_by.keys().copied().collect();
    let mut inlined = inlined_by_root(roots_of);
    for p in 0..operations.len() {
        let Some(StepKind::Kernel { structure, .. }) = &kinds[p] else {
            continue;
        };
        let linalg = |i: usize| operation_name(operations[i]) == "linalg.generic";
        let stops = || {
            std::iter::once(p)
                .chain(inlined.get(&p).into_iter().flatten().copied())
                .any(|i| may_stop(operations[i]))
        };
        if !linalg(p)
            || operations[p].result_count() != 1
            || !pointwise(structure, None)
            || reads_outputs(operations[p], structure)
            || stops()
        {
            continue;
        }
        // Read by a later kernel and by something after it: fused into
        // the first it would be recomputed by the others.
        let p_readers = readers(graph, p, fused, roots_of);
        let Some(&first) = p_readers.first() else {
            continue;
        };
        let writes = p_readers.len() > 1
            && linalg(first)
            && !fused[first]
            && operations[first].block() == operations[p].block()
            && matches!(&kinds[first], Some(StepKind::Kernel { structure: reader, .. })
                if reader.reduction.contains(&true)
                    || (reader.dims == structure.dims && pointwise(reader, None)))
            && read_pointwise_in(
                graph,
                graph.result(p),
                first,
                &structure.dims,
                fused,
                roots_of,
            );
        // What `p` writes moves with it: the reader must read those only
        // at its own point too, and nothing else read them before it.
        let carried = writes_of.get(&p).map_or(&[][..], Vec::as_slice);
        // A sibling's result (read by nothing in the kernel) is evaluated
        // at the kernel's own point: only a reader over the same points can
        // take it along.
        let over_its_points = matches!(&kinds[first], Some(StepKind::Kernel { structure: reader, .. })
            if !reader.reduction.contains(&true));
        let carried_along = || {
            carried.iter().all(|&q| {
                let dims: &[usize] = graph.structures[q].as_ref().map_or(&[], |s| &s.dims);
                (over_its_points || !by_siblings.contains(&q))
                    && read_pointwise_in(graph, graph.result(q), first, dims, fused, roots_of)
                    && readers(graph, q, fused, roots_of)
                        .iter()
                        .all(|&reader| reader == p || reader >= first)
            })
        };
        if !writes || !carried_along() {
            continue;
        }
        kinds[p] = None;
        fused[p] = true;
        roots_of[p] = BTreeSet::from([first]);
        let mut joining = inlined.remove(&p).unwrap_or_default();
        for &q in &joining {
            roots_of[q].remove(&p);
            roots_of[q].insert(first);
        }
        joining.push(p);
        inlined.entry(first).or_default().extend(joining);
        let mut moved = writes_of.remove(&p).unwrap_or_default();
        for &q in &moved {
            written_by.insert(q, first);
        }
        moved.push(p);
        writes_of.entry(first).or_default().extend(moved);
        written_by.insert(p, first);
    }
    // One read only inside its writer (all its readers joined the writer
    // since) is just fused there.
    written_by
        .retain(|&p, &mut writer| readers(graph, p, fused, roots_of) != BTreeSet::from([writer]));
    // Nothing may read a value before the kernel writing it runs (a value
    // nothing reads, a dead sibling joined to another, is just written).
    for (&p, &writer) in &written_by {
        if readers(graph, p, fused, roots_of)
            .first()
            .is_some_and(|&first| first < writer)
        {
            return Err((
                operations[p].location(),
                "internal error: a value is read before the kernel writing it".into(),
            ));
        }
    }
    Ok(written_by)
}
