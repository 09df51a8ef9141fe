//! A body's ops and how their values connect, for the decisions that look
//! at an op's readers.

use melior::ir::{Value, operation::OperationRef};
use std::collections::HashMap;

use crate::lower::structure::Structure;
use crate::pass::{Key, key};

/// A body's ops and how they connect.
pub(super) struct Graph<'g, 'c, 'a> {
    pub operations: &'g [OperationRef<'c, 'a>],
    pub structures: &'g [Option<Structure>],
    /// Users of each value: (user position, operand index).
    pub users: &'g HashMap<Key, Vec<(usize, usize)>>,
    /// The op making each value.
    pub position: &'g HashMap<Key, usize>,
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

    /// The only op reading `value`, as its first operand.
    pub(super) fn only_reader(&self, value: Value<'c, 'a>) -> Option<usize> {
        match self.uses(value) {
            [(reader, 0)] => Some(*reader),
            _ => None,
        }
    }
}
