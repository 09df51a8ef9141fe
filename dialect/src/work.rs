//! Counters of the work the passes do, so that a test can guard their
//! complexity by counting, which cannot flake, instead of timing: ops
//! visited by whole-program walks, op names read (what nearly every scan
//! over ops does first), attributes read by printing them, the offset
//! intervals the buffer planner compares, and the proposals sharding
//! propagation makes. Process-wide and relaxed: a tally,
//! not a synchronisation; read them in a process that runs one pipeline at
//! a time.

use std::sync::atomic::{AtomicU64, Ordering};

/// A kind of work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    /// Ops returned by the IR walks ([`crate::ir::program_operations`],
    /// [`crate::ir::nested_operations`] and the like).
    OperationsVisited,
    /// Calls of [`crate::ir::operation_name`].
    NamesRead,
    /// Attributes read back by printing them (the `#spmd.sharding` reader).
    AttributesPrinted,
    /// Taken offset intervals the buffer planner weighs, summed over the
    /// buffers it places.
    IntervalsCompared,
    /// Shardings proposed by ops in propagation's rounds (an op proposes
    /// again when a value it touches is decided).
    ProposalsMade,
}

impl Work {
    pub const ALL: [Work; 5] = [
        Work::OperationsVisited,
        Work::NamesRead,
        Work::AttributesPrinted,
        Work::IntervalsCompared,
        Work::ProposalsMade,
    ];
}

static COUNTS: [AtomicU64; Work::ALL.len()] = [const { AtomicU64::new(0) }; Work::ALL.len()];

/// Adds `amount` units of `work`.
pub fn add(work: Work, amount: usize) {
    COUNTS[work as usize].fetch_add(amount as u64, Ordering::Relaxed);
}

/// The units of `work` done since the process started or the last
/// [`reset`].
pub fn count(work: Work) -> u64 {
    COUNTS[work as usize].load(Ordering::Relaxed)
}

/// Sets every counter back to zero.
pub fn reset() {
    for counter in &COUNTS {
        counter.store(0, Ordering::Relaxed);
    }
}
