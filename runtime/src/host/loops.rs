//! Loop control, shared by the backends: an `scf.for` is a
//! [`Step::LoopBegin`] / [`Step::LoopEnd`] pair around its body's steps in
//! the one step list, and a backend runs the list with a step counter.
//! Each rank keeps its induction value in a host scalar register; every
//! rank computes the same bounds (an SPMD program), so ranks agree on
//! where to go next, and a backend checks that they do.

use super::scalars::{resolve, scalar_register};
use crate::Error;
use spmd_executable::{Executable, Step, ValueId, scalar::Scalar};

/// The carried (from, to) pairs a loop step copies: the initial values at
/// its head, what the body yielded at its end.
pub fn carried_copies(step: &Step) -> &[(ValueId, ValueId)] {
    match step {
        Step::LoopBegin { carried, .. } | Step::LoopEnd { carried, .. } => carried,
        _ => &[],
    }
}

/// Runs the loop step at `index` on one rank's scalars (after its carried
/// copies): a head sets the induction value to the lower bound, an end
/// advances it. Returns the index of the step to run next.
pub fn advance(executable: &Executable, index: usize, scalars: &mut [Scalar]) -> usize {
    match &executable.steps[index] {
        Step::LoopBegin {
            lower,
            upper,
            induction,
            end,
            ..
        } => {
            let lower = resolve(executable, lower, scalars);
            scalars[scalar_register(executable, *induction)] = Scalar::I(lower);
            if lower < resolve(executable, upper, scalars) {
                index + 1
            } else {
                end + 1
            }
        }
        Step::LoopEnd { begin, .. } => {
            let Step::LoopBegin {
                upper,
                step,
                induction,
                ..
            } = &executable.steps[*begin]
            else {
                unreachable!("validated: a loop end names its head")
            };
            let slot = scalar_register(executable, *induction);
            let next = scalars[slot].i() + resolve(executable, step, scalars);
            scalars[slot] = Scalar::I(next);
            if next < resolve(executable, upper, scalars) {
                begin + 1
            } else {
                index + 1
            }
        }
        _ => index + 1,
    }
}

/// The one next step of every rank, or an error if ranks disagree (a
/// loop bound that differs between ranks).
pub fn agreed(next: impl IntoIterator<Item = usize>, index: usize) -> Result<usize, Error> {
    let mut next = next.into_iter();
    let first = next.next().unwrap_or(index + 1);
    if next.any(|n| n != first) {
        return Err(Error::Fault(format!(
            "ranks disagree on the trip count of the loop at step {index}: its bounds differ between ranks"
        )));
    }
    Ok(first)
}

/// Whether step `index` is inside a loop body.
pub fn in_loop(executable: &Executable, index: usize) -> bool {
    executable.steps.iter().enumerate().any(
        |(begin, step)| matches!(step, Step::LoopBegin { end, .. } if begin < index && index < *end),
    )
}
