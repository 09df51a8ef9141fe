//! Transposes that need no kernel of their own: read by GEMMs through
//! their strides, or written by the GEMM that makes their source in their
//! layout.
//!
//! Reads: the ops of a body, their loop structures and their classification
//! so far. Writes: the decisions of the transposes, reshapes and GEMMs
//! concerned (folded transposes are `Fused` into nothing, written ones
//! are views).

use melior::ir::{OperationRef, Value, operation::OperationLike};
use rustc_hash::FxHashMap;
use spmd_dialect::ir::operation_name;
use std::collections::BTreeSet;

use super::{
    StepKind,
    folding::{
        is_reshape, starts_from_splat, starts_from_zero, written_into_insertion,
        written_layout_of_chain, written_through_expansion,
    },
    graph::Graph,
};
use crate::lower::{
    gemm::{gemm_shape_in, transposed_dims, transposed_layout_in},
    layout::{self, Layout},
    structure::Structure,
};
use crate::pass::{Failure, key};

impl<'c, 'a> Graph<'_, 'c, 'a> {
    /// Whether op `i`'s result is inserted into another tensor, directly
    /// or through reshapes.
    fn is_inserted(&self, i: usize) -> bool {
        self.uses(self.result(i)).iter().any(|&(user, operand)| {
            (operation_name(self.operations[user]) == "tensor.insert_slice" && operand == 0)
                || (is_reshape(self.operations[user]) && self.is_inserted(user))
        })
    }

    /// Whether op `t` is an undecided pure transpose of one result that is
    /// not inserted into another tensor (where a kernel writes it in place
    /// and a view would be copied).
    fn writable_transpose(&self, kinds: &[Option<StepKind>], t: usize) -> bool {
        kinds[t].is_none()
            && self.operations[t].result_count() == 1
            && !self.is_inserted(t)
            && self.structures[t]
                .as_ref()
                .and_then(|s| transposed_dims(self.operations[t], s))
                .is_some()
    }

    /// Whether transpose `i` reads a slice (through views) that would be a
    /// copy if a GEMM read the transpose's source: the transpose stays a
    /// kernel, which reads the slice through.
    fn reads_a_slice(&self, i: usize, kinds: &[Option<StepKind>]) -> bool {
        let mut source = self.operations[i].operand(0).expect("one input");
        while let Some(&p) = self.position.get(&key(source)) {
            match kinds[p] {
                Some(StepKind::View { .. }) => {
                    source = self.operations[p].operand(0).expect("a source")
                }
                Some(StepKind::Copy) => {
                    return operation_name(self.operations[p]) == "tensor.extract_slice";
                }
                _ => return false,
            }
        }
        false
    }

    /// Whether every use of `value` (laid out as `layout` in the buffer a
    /// GEMM would read) is a GEMM's operand 0 or 1, or a reshape or pure
    /// transpose whose uses are (recursively): the GEMM operands and their
    /// layouts in `targets`, the ops on the way in `between`.
    fn read_by_gemms(
        &self,
        kinds: &[Option<StepKind>],
        value: Value<'c, 'a>,
        layout: &Layout,
        targets: &mut Vec<(usize, usize, Layout)>,
        between: &mut Vec<usize>,
    ) -> bool {
        let uses = self.uses(value);
        !uses.is_empty()
            && uses.iter().all(|&(user, operand)| {
                if matches!(kinds[user], Some(StepKind::Gemm { .. })) && operand < 2 {
                    targets.push((user, operand, layout.clone()));
                    return true;
                }
                let op = self.operations[user];
                let next = if operand != 0 {
                    None
                } else if is_reshape(op) {
                    layout::reshaped(op, layout)
                } else if kinds[user].is_none() {
                    self.structures[user]
                        .as_ref()
                        .and_then(|s| transposed_dims(op, s))
                        .map(|dims| layout::permuted(layout, &dims))
                } else {
                    None
                };
                let Some(next) = next else {
                    return false;
                };
                between.push(user);
                self.read_by_gemms(kinds, self.result(user), &next, targets, between)
            })
    }
}

/// Folds transposes into the GEMMs that read them, then writes GEMM
/// results in the layout of the transposes that read them, or into the
/// insertion they are put into; returns the GEMMs moved to an insertion
/// (fused into nothing once fusion has decided their inits).
///
/// **Read through strides.** A transpose whose uses are all GEMM operands
/// (directly, or through reshapes and further transposes that are still
/// strided views of its source) is folded: the GEMMs read its source.
///
/// **Written in a transpose's layout.** A GEMM result read only by a
/// transpose (directly or through an expansion read only by it; or by a
/// chain of transposes, each the only reader of the one before) is written
/// in the (last) transpose's layout (C's strides permuted, a batch dim split
/// where the expansion splits it) and the transposes are views of it: its
/// readers (an SGD or Adam kernel reading a weight gradient made as its
/// transpose, the output projection reading heads side by side) read
/// rows, not columns. Not where the transpose is inserted into another
/// tensor: a kernel writes it there in place, where a view would be
/// copied.
///
/// **Written into an insertion.** A GEMM starting from zeros whose result
/// reaches an insertion through an expansion, a transpose and collapses
/// (attention's dq / dk / dv into d(qkv): [`written_into_insertion`]) runs
/// as the insertion's step: it writes C into the insertion's result at the
/// slice (in place over the destination where that dies there), and the
/// ops between are fused into it.
pub(super) fn fold_transposes<'c>(
    graph: &Graph<'_, 'c, '_>,
    kinds: &mut [Option<StepKind>],
    fused: &mut [bool],
    folded: &mut [bool],
) -> Result<Vec<usize>, Failure<'c>> {
    let operations = graph.operations;
    let structures = graph.structures;
    let mut gemm_layouts: FxHashMap<usize, [Option<Layout>; 2]> = FxHashMap::default();
    for i in 0..operations.len() {
        if folded[i] {
            continue;
        }
        let Some(layout) = structures[i]
            .as_ref()
            .and_then(|s| transposed_layout_in(operations[i], s))
        else {
            continue;
        };
        if graph.reads_a_slice(i, kinds) {
            continue;
        }
        let mut targets = Vec::new();
        let mut between = Vec::new();
        if !graph.read_by_gemms(kinds, graph.result(i), &layout, &mut targets, &mut between) {
            continue;
        }
        // Every GEMM must still be one with its operands' new layouts.
        let mut shapes: FxHashMap<usize, [Option<Layout>; 2]> = FxHashMap::default();
        for (user, operand, layout) in &targets {
            let layouts = shapes
                .entry(*user)
                .or_insert_with(|| gemm_layouts.get(user).cloned().unwrap_or([None, None]));
            layouts[*operand] = Some(layout.clone());
        }
        let still_gemms = shapes.iter().all(|(&user, [a, b])| {
            let structure = structures[user].as_ref().expect("GEMMs have a structure");
            gemm_shape_in(operations[user], structure, [a.clone(), b.clone(), None]).is_some()
        });
        if !still_gemms {
            continue;
        }
        for folded_op in std::iter::once(i).chain(between) {
            fused[folded_op] = true;
            folded[folded_op] = true;
            kinds[folded_op] = Some(StepKind::Fused {
                into: BTreeSet::new(),
                written_by: None,
            });
        }
        for (user, layouts) in shapes {
            let structure = structures[user].as_ref().expect("GEMMs have a structure");
            let [a, b] = layouts.clone();
            match gemm_shape_in(operations[user], structure, [a, b, None]) {
                Some(shape) => kinds[user] = Some(StepKind::Gemm { shape }),
                None => {
                    return Err((
                        operations[user].location(),
                        "internal error: a folded transpose breaks a GEMM".into(),
                    ));
                }
            }
            gemm_layouts.insert(user, layouts);
        }
    }
    for i in 0..operations.len() {
        if !matches!(kinds[i], Some(StepKind::Gemm { .. })) || !starts_from_splat(operations[i]) {
            continue;
        }
        let Some(reader) = graph.only_reader(graph.result(i)) else {
            continue;
        };
        let expansion =
            (operation_name(operations[reader]) == "tensor.expand_shape").then_some(reader);
        let transpose = match expansion {
            Some(e) => match graph.only_reader(graph.result(e)) {
                Some(t) => t,
                None => continue,
            },
            None => reader,
        };
        // The transpose and the transposes after it, each the only reader
        // of the one before: the longest chain the GEMM can write in the
        // last one's layout is views of its result.
        let mut chain = Vec::new();
        let mut next = Some(transpose);
        while let Some(t) = next.filter(|&t| graph.writable_transpose(kinds, t)) {
            chain.push(t);
            next = graph.only_reader(graph.result(t));
        }
        let [a, b] = gemm_layouts.get(&i).cloned().unwrap_or([None, None]);
        let structure = structures[i].as_ref().expect("GEMMs have a structure");
        for length in (1..=chain.len()).rev() {
            let transposes: Vec<(OperationRef, Structure)> = chain[..length]
                .iter()
                .filter_map(|&t| Some((operations[t], structures[t].clone()?)))
                .collect();
            let Some(layout) = written_layout_of_chain(&transposes)
                .filter(|_| transposes.len() == length)
                .and_then(|layout| match expansion {
                    Some(e) => written_through_expansion(operations[e], &layout),
                    None => Some(layout),
                })
            else {
                continue;
            };
            if let Some(shape) = gemm_shape_in(
                operations[i],
                structure,
                [a.clone(), b.clone(), Some(layout)],
            ) {
                kinds[i] = Some(StepKind::Gemm { shape });
                for &t in &chain[..length] {
                    kinds[t] = Some(StepKind::View { offset: 0 });
                }
                break;
            }
        }
    }
    let mut moved = Vec::new();
    for i in 0..operations.len() {
        if !matches!(kinds[i], Some(StepKind::Gemm { .. })) || !starts_from_zero(operations[i]) {
            continue;
        }
        let Some(into) = written_into_insertion(operations[i]) else {
            continue;
        };
        let positions: Option<Vec<usize>> = into
            .between
            .iter()
            .chain([&into.insert])
            .map(|op| graph.position.get(&key(graph.result_of(*op))).copied())
            .collect();
        let Some(positions) = positions else {
            continue;
        };
        let (&insert, between) = positions.split_last().expect("the insertion");
        let undecided = between
            .iter()
            .all(|&p| !fused[p] && matches!(kinds[p], None | Some(StepKind::View { .. })))
            && matches!(kinds[insert], Some(StepKind::Copy))
            && operations[insert].block() == operations[i].block();
        if !undecided {
            continue;
        }
        let [a, b] = gemm_layouts.get(&i).cloned().unwrap_or([None, None]);
        let structure = structures[i].as_ref().expect("GEMMs have a structure");
        let Some(shape) = gemm_shape_in(operations[i], structure, [a, b, Some(into.layout)]) else {
            continue;
        };
        kinds[insert] = Some(StepKind::Gemm { shape });
        for &p in between {
            fused[p] = true;
            folded[p] = true;
            kinds[p] = Some(StepKind::Fused {
                into: BTreeSet::new(),
                written_by: None,
            });
        }
        moved.push(i);
    }
    Ok(moved)
}
