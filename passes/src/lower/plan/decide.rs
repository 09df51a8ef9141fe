//! Deciding every op of a body: each classified on its own, transposes
//! folded into GEMM strides, GEMM results written in a transpose's layout,
//! element-wise producers fused into their kernels, kernels numbered.

use melior::ir::{BlockRef, operation::OperationRef};
use melior::ir::{ValueLike, operation::OperationLike, r#type::TypeLike};
use rustc_hash::FxHashMap;
use spmd_dialect::ir::{Positional, operation_name};
use std::collections::BTreeSet;

use super::{
    Step, StepKind,
    folding::contiguous_slice_offset,
    fusion_rules::{cheaper_recomputed, is_expensive, is_splat, reads_outputs},
    graph::Graph,
    operations,
    recomputed::recompute_where_read_anyway,
    siblings::join_siblings,
    step_inputs,
    transposes::fold_transposes,
    updates::fold_into_updates,
    written::write_in_first_reader,
};
use crate::lower::{
    buffers::bytes_of,
    gemm::gemm_shape,
    read_through::{reads_through, writes_through},
    structure::{Structure, structure},
};
use crate::pass::{Failure, Key, key};

/// Decides every op of `body`; with `move_up`, a sibling kernel may be
/// evaluated by an earlier one ([`super::siblings`]). Returns the steps and
/// whether any sibling moved up.
pub fn plan<'c, 'a>(
    body: BlockRef<'c, 'a>,
    move_up: bool,
) -> Result<(Vec<Step<'c, 'a>>, bool), Failure<'c>> {
    let decided = decide(body, move_up, false)?;
    Ok((decided.steps, decided.moved_up))
}

/// The steps of `body` with siblings moved up where they can be and, where
/// any moved, the steps without moving them: both from one classification
/// and fusion of its ops, which is most of the work.
pub fn plan_both<'c, 'a>(
    body: BlockRef<'c, 'a>,
) -> Result<(Vec<Step<'c, 'a>>, Option<Vec<Step<'c, 'a>>>), Failure<'c>> {
    let decided = decide(body, true, true)?;
    Ok((decided.steps, decided.kept))
}

/// The steps decided, whether a sibling moved up, and the steps without
/// moving it where asked for.
struct Decided<'c, 'a> {
    steps: Vec<Step<'c, 'a>>,
    moved_up: bool,
    kept: Option<Vec<Step<'c, 'a>>>,
}

/// What the decisions after fusion change, copied where both ways of
/// joining siblings are decided.
#[derive(Clone)]
struct Decisions {
    kinds: Vec<Option<StepKind>>,
    fused: Vec<bool>,
    folded: Vec<bool>,
    roots_of: Vec<BTreeSet<usize>>,
}

/// [`plan`]'s steps and whether a sibling moved up; with `also_kept`, the
/// steps without moving siblings up where one moved.
fn decide<'c, 'a>(
    body: BlockRef<'c, 'a>,
    move_up: bool,
    also_kept: bool,
) -> Result<Decided<'c, 'a>, Failure<'c>> {
    let operations = operations(body);
    let mut kinds: Vec<Option<StepKind>> = vec![None; operations.len()];
    let mut structures: Vec<Option<Structure>> = Vec::with_capacity(operations.len());
    // First: classify every op on its own.
    for (i, &operation) in operations.iter().enumerate() {
        let location = operation.location();
        let name = operation_name(operation);
        let structure = structure(operation).map_err(|m| (location, format!("'{name}': {m}")))?;
        let kind = match (&structure, name) {
            (Some(s), _) => gemm_shape(operation, s).map(|shape| StepKind::Gemm { shape }),
            (None, "func.return") => Some(StepKind::Return),
            (None, "scf.for") => {
                if operation.results().any(|r| !r.r#type().is_tensor()) {
                    return Err((
                        location,
                        "'scf.for' carrying a scalar is not supported by spmd-lower-to-runtime: only tensors may be loop-carried".into(),
                    ));
                }
                Some(StepKind::Loop)
            }
            (None, "scf.yield") => Some(StepKind::Yield),
            (
                None,
                "tensor.expand_shape" | "tensor.collapse_shape" | "tensor.cast" | "spmd.annotate",
            ) => Some(StepKind::View { offset: 0 }),
            (None, "tensor.extract_slice") => Some(match contiguous_slice_offset(operation) {
                Some(offset) => StepKind::View { offset },
                None => StepKind::Copy,
            }),
            (None, "tensor.insert_slice" | "tensor.pad" | "tensor.concat") => Some(StepKind::Copy),
            (None, "tm_tensor.scatter" | "iree_linalg_ext.scatter" | "tm_tensor.scan") => {
                super::super::combine_of(operation).map_err(|e| (location, e.to_string()))?;
                Some(if name == "tm_tensor.scan" {
                    StepKind::Scan
                } else {
                    StepKind::Scatter
                })
            }
            (None, "tensor.empty") => Some(StepKind::Empty {
                needs_storage: false,
            }),
            (None, "arith.constant")
                if operation
                    .result_at(0)
                    .is_some_and(|r| r.r#type().is_tensor()) =>
            {
                Some(StepKind::Constant)
            }
            (None, _) if name.starts_with("shard.") => {
                Some(if operation.results().any(|r| r.r#type().is_tensor()) {
                    StepKind::Collective
                } else {
                    StepKind::Scalar
                })
            }
            (None, _)
                if operation.results().all(|r| !r.r#type().is_tensor())
                    && (name.starts_with("arith.")
                        || name.starts_with("math.")
                        || name == "tensor.extract") =>
            {
                Some(StepKind::Scalar)
            }
            (None, _) if name.starts_with("linalg.") => {
                return Err((
                    location,
                    format!(
                        "'{name}' is not supported by spmd-lower-to-runtime; run func.func(linalg-generalize-named-ops) before it"
                    ),
                ));
            }
            (None, _) => {
                return Err((
                    location,
                    format!("'{name}' is not supported by spmd-lower-to-runtime"),
                ));
            }
        };
        if let Some(kind) = kind {
            kinds[i] = Some(kind);
        }
        structures.push(structure);
    }
    // Users of every op result: (user position, operand index); a tensor
    // an op's payload captures (a gather's table) is read after the
    // operands, never at the op's loop point, so it is not fused into it.
    let mut users: FxHashMap<Key, Vec<(usize, usize)>> = FxHashMap::default();
    for (i, operation) in operations.iter().enumerate() {
        for (operand_index, value) in step_inputs(*operation).into_iter().enumerate() {
            users
                .entry(key(value))
                .or_default()
                .push((i, operand_index));
        }
    }
    // The op making each result.
    let position: FxHashMap<Key, usize> = operations
        .iter()
        .enumerate()
        .flat_map(|(i, op)| op.results().map(move |r| (key(r.into()), i)))
        .collect();
    let mut fused = vec![false; operations.len()];
    let mut folded = vec![false; operations.len()];
    let graph = Graph {
        operations: &operations,
        structures: &structures,
        users: &users,
        position: &position,
    };
    let moved_gemms = fold_transposes(&graph, &mut kinds, &mut fused, &mut folded)?;
    // Then fusion, consumers first: a loop-nest op (or splat constant) whose
    // every use is an input of a kernel op (or, for splats, any operand of
    // a kernel or GEMM) is inlined there; anything else is a kernel root.
    let is_candidate = |i: usize, kinds: &[Option<StepKind>]| {
        structures[i].is_some()
            && !matches!(
                kinds[i],
                Some(StepKind::Gemm { .. } | StepKind::View { .. })
            )
    };
    // What a kernel reads of a value once the single-input element-wise
    // ops making it (broadcasts, conversions) are inlined: their source
    // (a splat nothing).
    let read_bytes = |mut value: melior::ir::Value<'c, 'a>| {
        while let Some(&p) = position.get(&key(value)) {
            let producer = operations[p];
            if is_splat(producer) {
                return 0;
            }
            match &structures[p] {
                Some(s)
                    if s.is_elementwise()
                        && s.inputs == 1
                        && !reads_outputs(producer, s)
                        && !is_expensive(producer) =>
                {
                    value = producer.operand(0).expect("one input");
                }
                _ => break,
            }
        }
        bytes_of(value)
    };
    let mut roots_of: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); operations.len()];
    // Element-wise roots kept only for the cost of recomputing them.
    let mut kept_for_cost = Vec::new();
    // An insertion whose inserted value is an element-wise op's one result
    // (through collapses used once) is made by that op's loop nest as a
    // kernel rooted at the insertion, which writes each element where the
    // slice puts it in the destination ([`writes_through`]): no copy, and
    // the inserted value needs no buffer.
    for i in 0..operations.len() {
        if !matches!(kinds[i], Some(StepKind::Copy))
            || operation_name(operations[i]) != "tensor.insert_slice"
        {
            continue;
        }
        let Some((writer, collapses)) = inserted_by(operations[i], &operations, &position, &users)
        else {
            continue;
        };
        let writable = is_candidate(writer, &kinds)
            && !fused[writer]
            && operations[writer].result_count() == 1
            && structures[writer].as_ref().is_some_and(|s| {
                s.is_elementwise()
                    && !reads_outputs(operations[writer], s)
                    && s.output_map(0).iter().all(|l| l.as_dim().is_some())
            });
        if !writable {
            continue;
        }
        kinds[i] = Some(StepKind::Kernel {
            id: 0,
            structure: structures[writer].clone().expect("checked"),
        });
        for op in collapses.into_iter().chain([writer]) {
            fused[op] = true;
            roots_of[op] = BTreeSet::from([i]);
        }
    }
    for i in (0..operations.len()).rev() {
        if fused[i] {
            continue;
        }
        let operation = operations[i];
        // A slice that would be a copy, read only by kernels (directly or
        // through expansions read only by kernels), is read through by
        // them instead ([`read_through`]): no copy, no buffer.
        if matches!(kinds[i], Some(StepKind::Copy)) && reads_through(operation) {
            let kernel_input = |&(user, operand): &(usize, usize)| {
                is_candidate(user, &kinds)
                    && !folded[user]
                    && structures[user]
                        .as_ref()
                        .is_some_and(|s| operand < s.inputs)
            };
            let uses_of = |op: usize| {
                users
                    .get(&key(operations[op].result(0).expect("one result").into()))
                    .cloned()
                    .unwrap_or_default()
            };
            let uses = uses_of(i);
            let mut expansions = Vec::new();
            let read_by_kernels = !uses.is_empty()
                && uses.iter().all(|use_| {
                    if kernel_input(use_) {
                        return true;
                    }
                    let (user, operand) = *use_;
                    let expansion = operand == 0
                        && operation_name(operations[user]) == "tensor.expand_shape"
                        && reads_through(operations[user]);
                    if !expansion {
                        return false;
                    }
                    let expansion_uses = uses_of(user);
                    let read =
                        !expansion_uses.is_empty() && expansion_uses.iter().all(kernel_input);
                    if read {
                        expansions.push((user, expansion_uses));
                    }
                    read
                });
            if read_by_kernels {
                for (expansion, expansion_uses) in expansions {
                    roots_of[expansion] = roots_through(&expansion_uses, &fused, &roots_of);
                    fused[expansion] = true;
                }
                roots_of[i] = roots_through(&uses, &fused, &roots_of);
                fused[i] = true;
                continue;
            }
        }
        let splat = is_splat(operation);
        let elementwise = structures[i]
            .as_ref()
            .is_some_and(|s| s.is_elementwise() && !reads_outputs(operation, s));
        let fusible =
            (is_candidate(i, &kinds) && elementwise && operation.result_count() == 1) || splat;
        let uses = operation
            .results()
            .flat_map(|r| users.get(&key(r.into())).cloned().unwrap_or_default())
            .collect::<Vec<_>>();
        let absorbed = fusible
            && !uses.is_empty()
            && uses.iter().all(|&(user, operand)| {
                // A folded transpose's source is read by GEMMs: it is materialised.
                let into_kernel = is_candidate(user, &kinds)
                    && !folded[user]
                    && structures[user].as_ref().is_some_and(|s| {
                        operand < s.inputs || (splat && operand < operations[user].operand_count())
                    });
                let into_gemm_init =
                    splat && matches!(kinds[user], Some(StepKind::Gemm { .. })) && operand == 2;
                // A slice or expansion that kernels read through: they
                // evaluate the op at the coordinates it maps to.
                let read_through_by_kernels = fused[user]
                    && !roots_of[user].is_empty()
                    && matches!(kinds[user], Some(StepKind::Copy | StepKind::View { .. }));
                into_kernel || into_gemm_init || read_through_by_kernels
            });
        let roots = roots_through(&uses, &fused, &roots_of);
        // As XLA does, an expensive op is not recomputed in several
        // kernels, nor one that would make them read more than it moves.
        let duplicated_at_a_cost = roots.len() > 1
            && (is_expensive(operation)
                || structures[i].as_ref().is_some_and(|s| {
                    !cheaper_recomputed(operation, s.inputs, roots.len(), read_bytes)
                }));
        if absorbed && !duplicated_at_a_cost {
            roots_of[i] = roots;
            fused[i] = true;
        } else if is_candidate(i, &kinds) {
            if absorbed {
                kept_for_cost.push(i);
            }
            kinds[i] = Some(StepKind::Kernel {
                id: 0,
                structure: structures[i].clone().expect("candidates have a structure"),
            });
        } else if kinds[i].is_none() {
            kinds[i] = Some(StepKind::Constant);
        }
    }
    kept_for_cost.reverse();
    let decisions = Decisions {
        kinds,
        fused,
        folded,
        roots_of,
    };
    let alternative = also_kept.then(|| decisions.clone());
    let (steps, moved_up) = finish(&graph, &kept_for_cost, &moved_gemms, decisions, move_up)?;
    let kept = match alternative {
        Some(decisions) if moved_up => {
            Some(finish(&graph, &kept_for_cost, &moved_gemms, decisions, false)?.0)
        }
        _ => None,
    };
    Ok(Decided {
        steps,
        moved_up,
        kept,
    })
}

/// Siblings joined (moved up with `move_up`), values recomputed where read
/// anyway, results written in their first readers, updates folded, and
/// kernels numbered: the steps, and whether a sibling moved up.
fn finish<'c, 'a>(
    graph: &Graph<'_, 'c, 'a>,
    kept_for_cost: &[usize],
    moved_gemms: &[usize],
    decisions: Decisions,
    move_up: bool,
) -> Result<(Vec<Step<'c, 'a>>, bool), Failure<'c>> {
    let Decisions {
        mut kinds,
        mut fused,
        mut folded,
        mut roots_of,
    } = decisions;
    let operations = graph.operations;
    let users = graph.users;
    let structures = graph.structures;
    // Before and after siblings join: a joined kernel may read anyway what
    // a kept root is made from.
    let mut by_siblings = FxHashMap::default();
    let mut moved_up = false;
    for joining in [false, true] {
        if joining {
            by_siblings = join_siblings(
                graph,
                (&mut kinds, &mut fused, &mut roots_of),
                move_up,
                &mut moved_up,
            );
        }
        recompute_where_read_anyway(graph, kept_for_cost, &mut kinds, &mut fused, &mut roots_of);
    }
    let mut written_by =
        write_in_first_reader(graph, &mut kinds, &mut fused, &mut roots_of, by_siblings)?;
    // After that: a sum written by the reduction reading it (a residual
    // into its norm's statistics) moves fewer bytes than a GEMM copying
    // its init into C.
    let accumulating = fold_into_updates(graph, &mut kinds, &mut fused, &mut folded, &mut roots_of);
    // A GEMM moved to its insertion runs there (its splat init fused).
    written_by.extend(
        accumulating
            .into_iter()
            .map(|(gemm, update)| (update, gemm)),
    );
    for &gemm in moved_gemms {
        kinds[gemm] = None;
        fused[gemm] = true;
        folded[gemm] = true;
    }
    let mut next_kernel = 0;
    // Number kernels in program order; fused ops name the kernels (or GEMMs,
    // by their own numbering below) they are inlined into.
    let mut kernel_ids: FxHashMap<usize, usize> = FxHashMap::default();
    for i in 0..operations.len() {
        if let Some(StepKind::Kernel { id, .. }) = &mut kinds[i] {
            *id = next_kernel;
            kernel_ids.insert(i, next_kernel);
            next_kernel += 1;
        }
    }
    for i in 0..operations.len() {
        if fused[i] {
            let into = roots_of[i]
                .iter()
                .filter_map(|root| kernel_ids.get(root).copied())
                .collect();
            kinds[i] = Some(StepKind::Fused {
                into,
                written_by: written_by.get(&i).copied(),
            });
        }
    }
    // Empty tensors need storage when read as something other than an
    // output that is never read.
    for i in 0..operations.len() {
        if let Some(StepKind::Empty { .. }) = &kinds[i] {
            let result = operations[i].result(0).expect("tensor.empty has a result");
            let needed = users.get(&key(result.into())).is_some_and(|uses| {
                uses.iter().any(|&(user, operand)| match &structures[user] {
                    Some(s) => operand < s.inputs || reads_outputs(operations[user], s),
                    None => true,
                })
            });
            kinds[i] = Some(StepKind::Empty {
                needs_storage: needed,
            });
        }
    }
    let steps = operations
        .iter()
        .copied()
        .zip(kinds)
        .map(|(operation, kind)| Step {
            operation,
            kind: kind.expect("every op is decided"),
        })
        .collect();
    Ok((steps, moved_up))
}

/// The kernels that `uses` run in: each user's own, or the kernels a fused
/// user is inlined into.
fn roots_through(
    uses: &[(usize, usize)],
    fused: &[bool],
    roots_of: &[BTreeSet<usize>],
) -> BTreeSet<usize> {
    let mut roots = BTreeSet::new();
    for &(user, _) in uses {
        if fused[user] {
            roots.extend(roots_of[user].iter().copied());
        } else {
            roots.insert(user);
        }
    }
    roots
}

/// The op making what `insert` inserts, and the collapses between them,
/// when each value on the way has that one use and every step is one a
/// kernel can write through ([`writes_through`]).
fn inserted_by<'c, 'a>(
    insert: OperationRef<'c, 'a>,
    operations: &[OperationRef<'c, 'a>],
    position: &FxHashMap<Key, usize>,
    users: &FxHashMap<Key, Vec<(usize, usize)>>,
) -> Option<(usize, Vec<usize>)> {
    if !writes_through(insert) {
        return None;
    }
    let mut collapses = Vec::new();
    let mut value = insert.operand(0).ok()?;
    loop {
        let &producer = position.get(&key(value))?;
        if users.get(&key(value)).map_or(0, Vec::len) != 1 {
            return None;
        }
        let op = operations[producer];
        if operation_name(op) != "tensor.collapse_shape" {
            return Some((producer, collapses));
        }
        if !writes_through(op) {
            return None;
        }
        collapses.push(producer);
        value = op.operand(0).ok()?;
    }
}
