//! Loops whose trip counts differ between ranks (a pipeline's guards: a
//! stage runs a forward or a backward in a tick as its position says).
//! The ranks run one step list with one step counter; where they disagree
//! at a loop's head, the ranks that enter it run its body (the others are
//! inactive, and wait after the loop) until they leave it, then all go on.
//! A collective inside runs on the active ranks only, and only over groups
//! whose ranks are all active or all inactive: a group split by a branch
//! would wait forever on a real mesh, and is an error here.
//!
//! Reads: each rank's next step at a loop's head or end. Writes: which
//! ranks are active, and where the step counter goes.

use spmd_executable::{grid::DeviceGrid, shard_op::ShardOp};

use crate::Error;

/// A loop some ranks entered and others did not.
struct Branch {
    /// The loop's end step: the others wait after it.
    end: usize,
    /// Who was active before the loop.
    before: Vec<bool>,
}

/// Which ranks run the steps now, and the loops they branched at.
pub(super) struct Branches {
    pub active: Vec<bool>,
    open: Vec<Branch>,
}

impl Branches {
    pub fn new(ranks: usize) -> Branches {
        Branches {
            active: vec![true; ranks],
            open: Vec::new(),
        }
    }

    /// The step after the loop step at `index` (a head whose matching end
    /// is `end`, or an end whose head is `begin`), given each rank's next
    /// step (`None` for inactive ranks): all active ranks agreeing, or some
    /// entering (or going round again) while the others wait after the
    /// loop.
    pub fn after_loop_step(
        &mut self,
        index: usize,
        next: &[Option<usize>],
        end: usize,
    ) -> Result<usize, Error> {
        let chosen: Vec<usize> = next.iter().flatten().copied().collect();
        let first = chosen.first().copied().unwrap_or(index + 1);
        let leaving = end + 1;
        if chosen.iter().all(|&n| n == first) {
            if first == leaving
                && index == end
                && self.open.last().is_some_and(|branch| branch.end == end)
            {
                // The last ranks in the loop leave it: all that were active
                // before it go on.
                let branch = self.open.pop().expect("checked");
                self.active = branch.before;
            }
            return Ok(first);
        }
        // Some stay in the loop (enter its body, or go round again), the
        // others wait after it.
        let inside = chosen
            .iter()
            .find(|&&n| n != leaving)
            .copied()
            .ok_or_else(|| {
                Error::Fault(format!(
                    "ranks disagree on the step after the loop step {index} in a way no loop takes"
                ))
            })?;
        if chosen.iter().any(|&n| n != leaving && n != inside) {
            return Err(Error::Fault(format!(
                "ranks disagree on the trip count of the loop at step {index} in a way no branch follows"
            )));
        }
        if !self.open.last().is_some_and(|branch| branch.end == end) {
            self.open.push(Branch {
                end,
                before: self.active.clone(),
            });
        }
        for (active, next) in self.active.iter_mut().zip(next) {
            *active = *active && *next == Some(inside);
        }
        Ok(inside)
    }

    /// Refuses a collective over a group some of whose ranks run it and
    /// some not (`owned`: the global rank of each local one).
    pub fn check_groups(
        &self,
        op: &ShardOp,
        grid: &DeviceGrid,
        owned: &[usize],
    ) -> Result<(), Error> {
        match op.split_group(grid, owned, &self.active) {
            Some((a, b)) => Err(Error::Fault(format!(
                "shard.{} over ranks {a} and {b}, of which only one runs it (a loop whose trip count differs between them holds the collective)",
                op.name()
            ))),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Branches;

    #[test]
    fn ranks_that_skip_a_loop_wait_after_it() {
        // A head at step 3 whose end is step 7: rank 1 enters, rank 0 not.
        let mut branches = Branches::new(2);
        assert_eq!(
            branches.after_loop_step(3, &[Some(8), Some(4)], 7).unwrap(),
            4
        );
        assert_eq!(branches.active, vec![false, true]);
        // Rank 1 leaves at the end: both go on after the loop.
        assert_eq!(branches.after_loop_step(7, &[None, Some(8)], 7).unwrap(), 8);
        assert_eq!(branches.active, vec![true, true]);
        assert!(branches.open.is_empty());
    }

    #[test]
    fn ranks_that_go_round_more_often_keep_the_others_waiting() {
        let mut branches = Branches::new(2);
        // Both enter, at the end rank 0 leaves and rank 1 goes round again.
        assert_eq!(
            branches.after_loop_step(3, &[Some(4), Some(4)], 7).unwrap(),
            4
        );
        assert_eq!(
            branches.after_loop_step(7, &[Some(8), Some(4)], 7).unwrap(),
            4
        );
        assert_eq!(branches.active, vec![false, true]);
        assert_eq!(branches.after_loop_step(7, &[None, Some(8)], 7).unwrap(), 8);
        assert!(branches.open.is_empty());
    }
}
