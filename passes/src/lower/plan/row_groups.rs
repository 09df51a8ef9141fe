//! The kernels the translation will likely run as row groups
//! (`Step::Rows`): consecutive kernels over the same rows, a reduction
//! along its rows among them, each touching a value the others touch. The
//! translation decides on the executable's accesses and joins only where
//! the members compute row by row what they compute one after another;
//! the buffer plan, made before it, keeps every value a predicted group
//! reads live until the group's last member, so that no member's output
//! is placed over bytes another member still reads in a later row (the
//! statistics of a softmax under its normalised values).
//!
//! Reads: the decided steps and their loop structures. Writes: nothing.

use melior::ir::{
    Value,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::FxHashSet;

use super::{Step, StepKind, step_inputs};
use crate::lower::structure::Structure;
use crate::pass::{Key, key};

/// What the prediction sees at one position of a body's ops.
enum Position<'s> {
    /// A kernel root: its loop structure and the values it and the ops
    /// inlined into it read and write.
    Kernel(&'s Structure, FxHashSet<Key>),
    /// A step that runs between kernels (a GEMM, a copy, a host step, a
    /// loop's bounds): it ends a group.
    Between,
    /// Nothing at run time (inlined ops, views, constants, empties).
    Nothing,
}

/// For each step, the position of the last kernel of the row group it is
/// predicted to run in (its own position where none).
pub fn row_group_ends(steps: &[Step]) -> Vec<usize> {
    // Values each kernel's inlined ops read, by kernel number.
    let mut inlined_reads: Vec<Vec<Key>> = Vec::new();
    for step in steps {
        if let StepKind::Fused { into, .. } = &step.kind {
            for &kernel in into {
                if inlined_reads.len() <= kernel {
                    inlined_reads.resize(kernel + 1, Vec::new());
                }
                inlined_reads[kernel].extend(step_inputs(step.operation).into_iter().map(touched));
            }
        }
    }
    let positions = steps.iter().map(|step| match &step.kind {
        StepKind::Kernel { id, structure } => Position::Kernel(
            structure,
            touched_by(step.operation)
                .chain(inlined_reads.get(*id).into_iter().flatten().copied())
                .collect(),
        ),
        kind if runs_between(kind) => Position::Between,
        _ => Position::Nothing,
    });
    let mut ends: Vec<usize> = (0..steps.len()).collect();
    for group in groups(positions) {
        let last = *group.last().expect("members");
        for member in group {
            ends[member] = last;
        }
    }
    ends
}

/// The row groups of `positions` (see the module doc), each its members'
/// positions.
fn groups<'s>(positions: impl Iterator<Item = Position<'s>>) -> Vec<Vec<usize>> {
    let mut found = Vec::new();
    let mut group: Option<Group> = None;
    for (i, position) in positions.enumerate() {
        let (structure, values) = match position {
            Position::Kernel(structure, values) => (structure, values),
            Position::Between => {
                close(&mut group, &mut found);
                continue;
            }
            Position::Nothing => continue,
        };
        let Some(shape) = RowShape::of(structure) else {
            close(&mut group, &mut found);
            continue;
        };
        let rows = group.as_ref().and_then(|g| g.joins(&shape, &values));
        match (rows, group.as_mut()) {
            (Some(rows), Some(g)) => {
                g.rows = Some(rows);
                g.members.push(i);
                g.values.extend(values);
            }
            _ => {
                close(&mut group, &mut found);
                group = Some(Group {
                    rows: shape.reduction_rows,
                    shape,
                    members: vec![i],
                    values,
                });
            }
        }
    }
    close(&mut group, &mut found);
    found
}

/// The values `operation` reads and writes, as touched.
fn touched_by(operation: OperationRef) -> std::vec::IntoIter<Key> {
    step_inputs(operation)
        .into_iter()
        .chain(operation.results().map(Value::from))
        .map(touched)
        .collect::<Vec<_>>()
        .into_iter()
}

/// The key a value is touched by: the value it reshapes (the same bytes).
fn touched(value: Value) -> Key {
    key(super::graph::reshaped_from(value))
}

/// Whether a step of `kind` runs between kernels (a GEMM, a copy, a host
/// step, a loop's bounds), breaking a row group.
fn runs_between(kind: &StepKind) -> bool {
    !matches!(
        kind,
        StepKind::Fused { .. }
            | StepKind::View { .. }
            | StepKind::Constant
            | StepKind::Empty { .. }
    )
}

/// Ends the group being built, keeping it where it has two members and
/// its rows.
fn close(group: &mut Option<Group>, found: &mut Vec<Vec<usize>>) {
    if let Some(group) = group.take()
        && group.members.len() > 1
        && group.rows.is_some()
    {
        found.push(group.members);
    }
}

/// What rows a kernel can run over: a reduction along its rows over its
/// parallel points only; an element-wise kernel over the points of any
/// prefix of its loops.
struct RowShape {
    reduction_rows: Option<usize>,
    prefixes: Vec<usize>,
}

impl RowShape {
    /// None for a reduction whose reduced loops do not all follow the
    /// parallel ones, or whose first input's innermost dim is not reduced
    /// (a column reduction: a bias gradient over tokens).
    fn of(structure: &Structure) -> Option<RowShape> {
        let loops = structure.dims.len();
        let Some(first) = structure.reduction.iter().position(|&r| r) else {
            let prefixes = (0..=loops)
                .map(|s| structure.dims[..s].iter().product())
                .collect();
            return Some(RowShape {
                reduction_rows: None,
                prefixes,
            });
        };
        let trailing = structure.reduction[first..].iter().all(|&r| r);
        let along_rows = structure
            .maps
            .first()
            .and_then(|map| map.last())
            .is_some_and(|l| {
                l.coefficients
                    .iter()
                    .enumerate()
                    .any(|(d, &c)| c != 0 && structure.reduction[d])
            });
        (trailing && along_rows).then(|| {
            let rows = structure.dims[..first].iter().product();
            RowShape {
                reduction_rows: Some(rows),
                prefixes: vec![rows],
            }
        })
    }
}

/// A row group being built.
struct Group {
    /// Its rows, once a reduction has joined.
    rows: Option<usize>,
    /// The shape of its first member (an element-wise kernel waits for a
    /// reduction to fix the rows).
    shape: RowShape,
    members: Vec<usize>,
    values: FxHashSet<Key>,
}

impl Group {
    /// The rows the group has with a kernel of `shape` touching `values`
    /// joined, where it may join.
    fn joins(&self, shape: &RowShape, values: &FxHashSet<Key>) -> Option<usize> {
        if self.values.is_disjoint(values) {
            return None;
        }
        let rows = match (self.rows, shape.reduction_rows) {
            (Some(rows), _) => rows,
            (None, Some(rows)) => rows,
            (None, None) => return None,
        };
        if rows < 2 {
            return None;
        }
        let fits = |s: &RowShape| s.prefixes.contains(&rows);
        (fits(shape) && (self.rows.is_some() || fits(&self.shape))).then_some(rows)
    }
}
