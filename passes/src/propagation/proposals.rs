//! Pending proposals of a propagation, by how much they know (tier), by
//! value, then by the op that made them; and which operands inform an
//! op's results.
//!
//! Reads and writes nothing in the IR.

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::Placement;
use spmd_dialect::ir::operation_name;
use std::collections::BTreeMap;

use crate::{
    pass::{Key, key},
    shared::step::{computed_from, is_made_from_nothing},
};

/// How much a proposal knows, most first: a round decides from the first
/// tier that has proposals.
#[derive(Clone, Copy)]
pub(super) enum Tier {
    /// What an op computes from all its inputs.
    Complete = 0,
    /// What an op computes from the inputs known so far, some of them
    /// computed by other ops (a sharding flowing through the program).
    Partial = 1,
    /// What an op computes from the inputs known so far, all of them
    /// function arguments or computed from one argument alone (a weight's
    /// transpose): weaker than a sharding that flows, so that a
    /// weight's layout does not decide an activation's before the
    /// activation's own sharding arrives.
    Seeded = 2,
    /// What a user of the value would like.
    Backward = 3,
}

/// Pending proposals, by tier, by value, then by the proposing op.
pub(super) struct Proposals {
    pub(super) tiers: [FxHashMap<Key, FxHashMap<usize, Vec<Placement>>>; 4],
    /// The values each op (by position) has proposals for.
    by_op: Vec<Vec<Key>>,
    /// Per tier, the ops with proposals in it and how many: the earliest
    /// op of a tier without a scan of the tier.
    ops: [BTreeMap<usize, usize>; 4],
}

impl Proposals {
    /// No proposals yet, from `operations` ops.
    pub(super) fn new(operations: usize) -> Self {
        Proposals {
            tiers: Default::default(),
            by_op: vec![Vec::new(); operations],
            ops: Default::default(),
        }
    }

    pub(super) fn add(&mut self, op: usize, value: Key, placements: Vec<Placement>, tier: Tier) {
        let tier = tier as usize;
        if self.tiers[tier]
            .entry(value)
            .or_default()
            .insert(op, placements)
            .is_none()
        {
            *self.ops[tier].entry(op).or_default() += 1;
        }
        self.by_op[op].push(value);
    }

    /// Drops op `op`'s proposals (it is about to make new ones).
    pub(super) fn forget(&mut self, op: usize) {
        for value in std::mem::take(&mut self.by_op[op]) {
            for (tier, ops) in self.tiers.iter_mut().zip(&mut self.ops) {
                if let Some(by_op) = tier.get_mut(&value) {
                    if by_op.remove(&op).is_some() {
                        uncount(ops, op);
                    }
                    if by_op.is_empty() {
                        tier.remove(&value);
                    }
                }
            }
        }
    }

    /// Drops every proposal for `value` (it has been decided).
    pub(super) fn decided(&mut self, value: Key) {
        for (tier, ops) in self.tiers.iter_mut().zip(&mut self.ops) {
            for op in tier
                .remove(&value)
                .into_iter()
                .flat_map(|by_op| by_op.into_keys())
            {
                uncount(ops, op);
            }
        }
    }

    /// The earliest op with a proposal in `tier`.
    pub(super) fn earliest(&self, tier: usize) -> Option<usize> {
        self.ops[tier].first_key_value().map(|(&op, _)| op)
    }

    /// The values op `op` has proposals for in `tier`.
    pub(super) fn of_op(&self, op: usize, tier: usize) -> impl Iterator<Item = Key> + '_ {
        let mut seen = FxHashSet::default();
        self.by_op[op].iter().copied().filter(move |value| {
            self.tiers[tier]
                .get(value)
                .is_some_and(|by_op| by_op.contains_key(&op))
                && seen.insert(*value)
        })
    }
}

/// One proposal of `op` fewer in a tier's count.
fn uncount(ops: &mut BTreeMap<usize, usize>, op: usize) {
    if let Some(count) = ops.get_mut(&op) {
        *count -= 1;
        if *count == 0 {
            ops.remove(&op);
        }
    }
}

/// The tensors that inform an op's results: what it computes from,
/// without values made from nothing (`tensor.empty`, constants, fills),
/// which only users shard, and without host scalars (a slice's offsets: a
/// weight's layer taken at the induction value is still what the weight
/// says). A loop's results are informed by its initial values alone; what
/// its body captures informs the body's ops.
pub(super) fn inputs_of(operation: OperationRef) -> Vec<Key> {
    let operands: Vec<Value> = if operation_name(operation) == "scf.for" {
        operation.operands().skip(3).collect()
    } else {
        computed_from(operation)
            .into_iter()
            .map(|(_, v)| v)
            .collect()
    };
    operands
        .into_iter()
        .filter(|operand| operand.r#type().is_ranked_tensor() && !is_made_from_nothing(*operand))
        .map(key)
        .collect()
}
