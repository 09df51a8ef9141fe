//! Votes of an op's known values on its split: per mesh axis, which loop
//! factor each known value says the axis splits, how many say so, and the
//! first user sharding among them. Stored params and optimizer states vote
//! apart, heard only on axes nothing else speaks for.
//!
//! Reads and writes nothing in the IR.

use spmd_dialect::rules::{Factor, Split};
use std::collections::BTreeMap;

use crate::pass::Key;

/// A user sharding that votes: its value, and its position among the op's
/// tensor values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct UserVote {
    pub value: Key,
    pub position: usize,
}

#[derive(Clone, Copy, Default)]
struct Count {
    votes: usize,
    user: Option<UserVote>,
}

/// The votes on every mesh axis.
#[derive(Clone)]
pub(super) struct Ballot {
    axes: Vec<BTreeMap<Factor, Count>>,
}

impl Ballot {
    pub fn new(axes: usize) -> Self {
        Ballot {
            axes: vec![BTreeMap::new(); axes],
        }
    }

    /// One value's votes: the factor it splits on each axis.
    pub fn cast(&mut self, split: &Split, user: Option<UserVote>) {
        for (axis, factor) in split.iter().enumerate() {
            if let Some(factor) = factor {
                let count = self.axes[axis].entry(*factor).or_default();
                count.votes += 1;
                if count.user.is_none() {
                    count.user = user;
                }
            }
        }
    }

    /// The user shardings voting on `axis`, with the factor each says.
    pub fn users(&self, axis: usize) -> Vec<(Factor, UserVote)> {
        self.axes[axis]
            .iter()
            .filter_map(|(factor, count)| Some((*factor, count.user?)))
            .collect()
    }

    /// How many values vote for `factor` on `axis`.
    pub fn count(&self, axis: usize, factor: Factor) -> usize {
        self.axes[axis].get(&factor).map_or(0, |count| count.votes)
    }

    /// The factors voted for on `axis`.
    pub fn factors(&self, axis: usize) -> Vec<Factor> {
        self.axes[axis].keys().copied().collect()
    }

    /// Drops every vote on `axis`.
    pub fn clear(&mut self, axis: usize) {
        self.axes[axis].clear();
    }

    /// Drops every vote for `factor` on `axis`.
    pub fn discard(&mut self, axis: usize, factor: Factor) {
        self.axes[axis].remove(&factor);
    }

    /// Takes `stored`'s votes on the axes this ballot has none on.
    pub fn fill_silent_axes(&mut self, stored: Ballot) {
        for (votes, stored) in self.axes.iter_mut().zip(stored.axes) {
            if votes.is_empty() {
                *votes = stored;
            }
        }
    }

    /// Whether no axis has a vote.
    pub fn is_empty(&self) -> bool {
        self.axes.iter().all(BTreeMap::is_empty)
    }

    /// The split the votes elect: on each axis the factor with the most
    /// votes (ties to the lowest factor), or none.
    pub fn elected(&self) -> Split {
        self.axes
            .iter()
            .map(|votes| {
                votes
                    .iter()
                    .max_by(|a, b| a.1.votes.cmp(&b.1.votes).then_with(|| b.0.cmp(a.0)))
                    .map(|(factor, _)| *factor)
            })
            .collect()
    }
}
