//! A body's ops and how their values connect, for the decisions that look
//! at an op's readers.

use melior::ir::{Value, ValueLike, operation::OperationRef, r#type::TypeLike};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::ir::{Positional, captured_tensors};
use std::collections::{BTreeMap, BTreeSet};

use super::step_inputs;
use crate::lower::buffers::bytes_of;

use crate::lower::structure::Structure;
use crate::pass::{Key, key};

/// The value `value` is a reshape (or a reshape of a reshape ...) of: the
/// same bytes, whichever shape a kernel reads them in.
pub(super) fn reshaped_from<'c: 'a, 'a>(mut value: Value<'c, 'a>) -> Value<'c, 'a> {
    while let Some(source) = spmd_dialect::ir::producer(value)
        .filter(|op| super::folding::is_reshape(*op))
        .and_then(|op| op.operand_at(0))
    {
        value = source;
    }
    value
}

/// The ops inlined into each kernel root, by root: what moves with a root
/// when it joins another kernel.
pub(super) fn inlined_by_root(roots_of: &[BTreeSet<usize>]) -> FxHashMap<usize, Vec<usize>> {
    let mut inlined: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
    for (i, roots) in roots_of.iter().enumerate() {
        for &root in roots {
            inlined.entry(root).or_default().push(i);
        }
    }
    inlined
}

/// Kernel root `root` and the ops inlined into it.
pub(super) fn kernel_members(root: usize, inlined: &FxHashMap<usize, Vec<usize>>) -> Vec<usize> {
    std::iter::once(root)
        .chain(inlined.get(&root).into_iter().flatten().copied())
        .collect()
}

/// A body's ops and how they connect.
pub(super) struct Graph<'g, 'c, 'a> {
    pub operations: &'g [OperationRef<'c, 'a>],
    pub structures: &'g [Option<Structure>],
    /// Users of each value: (user position, operand index).
    pub users: &'g FxHashMap<Key, Vec<(usize, usize)>>,
    /// The op making each value.
    pub position: &'g FxHashMap<Key, usize>,
}

impl<'c, 'a> Graph<'_, 'c, 'a> {
    pub(super) fn uses(&self, value: Value<'c, 'a>) -> &[(usize, usize)] {
        self.users.get(&key(value)).map_or(&[], Vec::as_slice)
    }

    pub(super) fn result(&self, i: usize) -> Value<'c, 'a> {
        self.operations[i].result(0).expect("one result").into()
    }

    /// The first result of `operation`.
    pub(super) fn result_of(&self, operation: OperationRef<'c, 'a>) -> Value<'c, 'a> {
        operation.result(0).expect("one result").into()
    }

    /// Every value the ops `members` of one kernel read that is made
    /// outside it.
    pub(super) fn memory_reads(&self, members: &[usize]) -> BTreeSet<Key> {
        let inside: FxHashSet<usize> = members.iter().copied().collect();
        members
            .iter()
            .flat_map(|&m| step_inputs(self.operations[m]))
            .filter(|value| {
                !self
                    .position
                    .get(&key(*value))
                    .is_some_and(|at| inside.contains(at))
            })
            .map(|value| key(reshaped_from(value)))
            .collect()
    }

    /// What the element-wise ops `members` of one kernel read from memory,
    /// with its bytes: a loop nest's tensor inputs (not its inits) and
    /// captured tensors, a slice's source, made outside it (by the value
    /// it reshapes).
    pub(super) fn input_reads(&self, members: &[usize]) -> BTreeMap<Key, usize> {
        let inside: FxHashSet<usize> = members.iter().copied().collect();
        let mut reads = BTreeMap::new();
        for &m in members {
            let operation = self.operations[m];
            let values: Vec<Value> = match &self.structures[m] {
                Some(structure) => (0..structure.inputs)
                    .filter_map(|i| operation.operand_at(i))
                    .chain(captured_tensors(operation))
                    .collect(),
                None => step_inputs(operation),
            };
            for value in values.into_iter().filter(|v| v.r#type().is_tensor()) {
                if !self
                    .position
                    .get(&key(value))
                    .is_some_and(|at| inside.contains(at))
                {
                    reads.insert(key(reshaped_from(value)), bytes_of(value));
                }
            }
        }
        reads
    }

    /// The only op reading `value`, as its first operand.
    pub(super) fn only_reader(&self, value: Value<'c, 'a>) -> Option<usize> {
        match self.uses(value) {
            [(reader, 0)] => Some(*reader),
            _ => None,
        }
    }
}
