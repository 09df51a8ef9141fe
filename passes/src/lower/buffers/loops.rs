//! The loops among a plan's steps: where each begins and ends, the values
//! it carries, and the slices its body writes straight into a carried
//! buffer.

use melior::ir::{BlockLike, Value, operation::OperationLike};
use rustc_hash::FxHashMap;
use spmd_dialect::ir::{ArgumentAt, Positional, operation_name};

use super::super::plan::{Step, StepKind, loop_body};
use crate::pass::{Key, key};

/// The (head, yield) positions of every loop among `steps`.
pub(super) fn loop_spans(steps: &[Step]) -> Vec<(usize, usize)> {
    let mut open = Vec::new();
    let mut spans = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        match step.kind {
            StepKind::Loop => open.push(i),
            StepKind::Yield => spans.extend(open.pop().map(|head| (head, i))),
            _ => {}
        }
    }
    spans
}

/// The tensors a loop carries: its body's block arguments after the
/// induction value, paired with the loop's results.
pub(super) fn carried<'c, 'a>(step: &Step<'c, 'a>) -> Vec<(Value<'c, 'a>, Value<'c, 'a>)> {
    let Some(body) = loop_body(step.operation) else {
        return Vec::new();
    };
    step.operation
        .results()
        .enumerate()
        .filter_map(|(i, result)| Some((body.argument_at(1 + i)?.into(), result.into())))
        .collect()
}
/// The `tensor.insert_slice`s that write a slice straight into the buffer
/// of the value a loop carries, keyed by their result, with that buffer's
/// root: the destination is the body's block argument, the result is what
/// the body yields in its place, and nothing reads the block argument (or
/// a view of it) after the insert in the body. A scanned model's stacked
/// residuals and gradients are written so, one layer per iteration, with
/// no copy of the stack.
pub(super) fn carried_inserts(
    steps: &[Step],
    loops: &[(usize, usize)],
    reads: &[Vec<Value>],
    read_position: &[usize],
) -> FxHashMap<Key, Key> {
    let mut found = FxHashMap::default();
    for &(head, tail) in loops {
        let Some(body) = loop_body(steps[head].operation) else {
            continue;
        };
        let yielded: Vec<Key> = steps[tail].operation.operands().map(key).collect();
        for (index, &next) in yielded.iter().enumerate() {
            let Ok(argument) = body.argument(1 + index) else {
                continue;
            };
            let argument: Value = argument.into();
            let Some(at) = (head + 1..tail)
                .find(|&i| steps[i].operation.results().any(|r| key(r.into()) == next))
            else {
                continue;
            };
            // The block argument and its views, as the body reads them.
            let mut aliases = vec![key(argument)];
            for step in &steps[head + 1..tail] {
                if matches!(step.kind, StepKind::View { .. })
                    && step
                        .operation
                        .operand(0)
                        .is_ok_and(|v| aliases.contains(&key(v)))
                {
                    aliases.extend(step.operation.results().map(|r| key(r.into())));
                }
            }
            let insert = steps[at].operation;
            // An insertion made by a kernel (the inserted value's loop
            // nest) writes in place only if none of its ops reads the
            // carried value.
            let kernel_reads_argument = match &steps[at].kind {
                StepKind::Kernel { id, .. } => (head + 1..tail).any(|j| {
                    matches!(&steps[j].kind, StepKind::Fused { into, .. } if into.contains(id))
                        && reads[j].iter().any(|v| aliases.contains(&key(*v)))
                }),
                _ => false,
            };
            let writes_argument =
                matches!(steps[at].kind, StepKind::Copy | StepKind::Kernel { .. })
                    && !kernel_reads_argument
                    && operation_name(insert) == "tensor.insert_slice"
                    && insert
                        .operand_at(1)
                        .is_some_and(|d| key(d) == key(argument))
                    && insert
                        .operand_at(0)
                        .is_some_and(|s| !aliases.contains(&key(s)));
            if !writes_argument {
                continue;
            }
            let read_later = (head + 1..tail).any(|j| {
                j != at
                    && read_position[j] >= at
                    && reads[j].iter().any(|v| aliases.contains(&key(*v)))
            });
            if !read_later {
                found.insert(next, key(argument));
            }
        }
    }
    found
}
