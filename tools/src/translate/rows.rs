//! Kernels joined into row groups once a function is translated: a kernel
//! over the same rows as the kernel (or row group) of the step before,
//! that reads or writes bytes it touches, joins it (`Step::Rows`) where
//! the executable's check says the members then compute row by row what
//! they compute one after another (`Executable::row_group_error`). A
//! softmax's max, sum and normalisation, a norm's statistics and its
//! normalisation, the softmax backward's row sum and its gradient each
//! read their row once instead of once per kernel.

use spmd_executable::{Executable, Step};

/// Joins consecutive kernel steps of `executable` into row groups where
/// they may (see the module doc), the loops' step indices kept in step.
pub fn join_row_groups(executable: &mut Executable) {
    let steps = std::mem::take(&mut executable.steps);
    let mut moved_to = Vec::with_capacity(steps.len());
    for step in steps {
        moved_to.push(executable.steps.len());
        let joined = match (&step, executable.steps.last()) {
            (Step::Kernel(k), Some(last)) => joined(executable, last, *k),
            _ => None,
        };
        match joined {
            Some(group) => {
                *moved_to.last_mut().expect("pushed") -= 1;
                *executable.steps.last_mut().expect("a last step") = group;
            }
            None => executable.steps.push(step),
        }
    }
    for step in &mut executable.steps {
        match step {
            Step::LoopBegin { end, .. } => *end = moved_to[*end],
            Step::LoopEnd { begin, .. } => *begin = moved_to[*begin],
            _ => {}
        }
    }
}

/// The row group `last` (a kernel or a row group) and kernel `k` make,
/// where `k` may join it.
fn joined(executable: &Executable, last: &Step, k: usize) -> Option<Step> {
    match last {
        Step::Kernel(previous) => {
            let members = vec![*previous, k];
            let rows = [*previous, k]
                .into_iter()
                .filter_map(|m| executable.reduction_rows(m))
                .find(|&rows| joins(executable, &members, rows))?;
            Some(Step::Rows {
                kernels: members,
                rows,
            })
        }
        Step::Rows { kernels, rows } => {
            let members: Vec<usize> = kernels.iter().copied().chain([k]).collect();
            joins(executable, &members, *rows).then(|| Step::Rows {
                kernels: members,
                rows: *rows,
            })
        }
        _ => None,
    }
}

/// Whether `members` (the last one new) run row by row over `rows` rows,
/// the last touching what the others touch.
fn joins(executable: &Executable, members: &[usize], rows: usize) -> bool {
    let (last, others) = members.split_last().expect("members");
    members.iter().all(|&m| executable.reads_along_rows(m))
        && executable.kernels_share_bytes(*last, others)
        && executable.row_group_error(members, rows).is_none()
}
