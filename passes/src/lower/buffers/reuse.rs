//! Results made in another value's buffer: a donated argument's, or an
//! operand's that dies where the result is made (an element-wise kernel's
//! input, an `insert_slice`'s destination, an `all_reduce`'s operand).

use melior::ir::{Value, ValueLike, operation::OperationLike};
use spmd_dialect::ir::{Positional, captured_tensors, operation_name};
use std::collections::{HashMap, HashSet};

use super::{
    super::{
        plan::{Step, StepKind},
        structure::{Linear, structure},
    },
    owns_storage,
};
use crate::pass::{Key, key};

/// Whether `result`, made at step `position`, can be made in `argument`'s
/// buffer: it is a storage root of the argument's type, and every read of
/// the argument (or a view of it) comes before, or is by the kernel making
/// it, which reads it in place (an overwritable input no inlined producer
/// reads, `fused_reads`) or reads pointwise.
pub(super) fn donation_fits(
    steps: &[Step],
    step: &Step,
    position: usize,
    result: Value,
    argument: Value,
    last_use: &HashMap<Key, usize>,
    fused_reads: &HashSet<(usize, Key)>,
) -> bool {
    if result.r#type() != argument.r#type() || !owns_storage(&step.kind) {
        return false;
    }
    let argument = key(argument);
    match (last_use.get(&argument), &step.kind) {
        (None, _) => true,
        (Some(&last), _) if last < position => true,
        (Some(&last), StepKind::Kernel { id, .. }) if last == position => {
            let in_place = overwritable_inputs(step)
                .into_iter()
                .any(|operand| key(operand) == argument)
                && !fused_reads.contains(&(*id, argument));
            in_place || reads_pointwise(steps, *id)
        }
        _ => false,
    }
}

/// Whether every op of kernel `id` (its root and the producers inlined
/// into it) reads each tensor at the point it writes: element-wise, every
/// map the identity, no table lookups. Such a kernel may write a result
/// over anything it reads (Adam's moment update `b1 * m + (1 - b1) * g`,
/// `b1 * m` inlined, over `m`).
fn reads_pointwise(steps: &[Step], id: usize) -> bool {
    steps
        .iter()
        .filter(|step| match &step.kind {
            StepKind::Kernel { id: kernel, .. } => *kernel == id,
            StepKind::Fused { into } => into.contains(&id),
            _ => false,
        })
        .all(|step| {
            let Ok(Some(structure)) = structure(step.operation) else {
                return false;
            };
            let identity = |map: &Vec<Linear>| {
                map.is_empty()
                    || (map.len() == structure.dims.len()
                        && map.iter().enumerate().all(|(d, l)| l.as_dim() == Some(d)))
            };
            captured_tensors(step.operation).is_empty()
                && !structure.reduction.contains(&true)
                && structure.maps.iter().all(identity)
        })
}
/// A result being placed: `size` bytes made at step `position`, with the
/// plan's roots, sizes and deaths so far, to find an operand whose buffer
/// it can take over.
pub(super) struct Made<'p> {
    pub(super) root_of: &'p HashMap<Key, (Key, usize)>,
    pub(super) sizes: &'p HashMap<Key, usize>,
    pub(super) dying: &'p HashMap<usize, Vec<Key>>,
    pub(super) position: usize,
    pub(super) size: usize,
}

impl Made<'_> {
    /// Whether a result of `result_type` can take over `operand`'s
    /// buffer: the operand is a storage root (no view) of that type and
    /// size, dying at this step.
    fn takes_over(&self, operand: Value, result_type: melior::ir::Type) -> bool {
        let operand_key = key(operand);
        let is_root = self
            .root_of
            .get(&operand_key)
            .is_some_and(|(root, offset)| *root == operand_key && *offset == 0);
        let same =
            operand.r#type() == result_type && self.sizes.get(&operand_key) == Some(&self.size);
        let dies = self
            .dying
            .get(&self.position)
            .is_some_and(|d| d.contains(&operand_key));
        is_root && same && dies
    }

    /// An input of a kernel root it may write over (`overwritable_inputs`)
    /// that it can take over.
    pub(super) fn in_place_operand(&self, step: &Step) -> Option<Key> {
        let candidates = overwritable_inputs(step);
        let result_type = candidates
            .first()
            .and_then(|_| step.operation.result_at(0))?
            .r#type();
        candidates
            .into_iter()
            .find(|&operand| self.takes_over(operand, result_type))
            .map(key)
    }

    /// The destination of a `tensor.insert_slice` it can take over (not
    /// also the slice written): the slice is then written into it, with
    /// no copy of the rest. A scanned model's stacked residuals and
    /// gradients are written so, one layer per iteration.
    pub(super) fn in_place_destination(&self, step: &Step) -> Option<Key> {
        if !matches!(step.kind, StepKind::Copy | StepKind::Kernel { .. })
            || operation_name(step.operation) != "tensor.insert_slice"
        {
            return None;
        }
        // A kernel making the inserted value in place has no source buffer.
        let source = self
            .root_of
            .get(&key(step.operation.operand_at(0)?))
            .map(|(root, _)| *root);
        let destination = step.operation.operand_at(1)?;
        let result_type = step.operation.result_at(0)?.r#type();
        (self.takes_over(destination, result_type) && source != Some(key(destination)))
            .then_some(key(destination))
    }

    /// The operand of an `all_reduce` it can take over (the runtimes read
    /// every rank's operand before writing: NCCL reduces in place).
    pub(super) fn in_place_reduction(&self, step: &Step) -> Option<Key> {
        if !matches!(step.kind, StepKind::Collective)
            || operation_name(step.operation) != "shard.all_reduce"
        {
            return None;
        }
        let operand = step.operation.operand_at(0)?;
        let result_type = step.operation.result_at(0)?.r#type();
        self.takes_over(operand, result_type)
            .then_some(key(operand))
    }
}

/// The inputs a kernel root may write its result over: the kernel is
/// element-wise with one result, and the input is read once, at the
/// result's own map, and is no table the payload looks elements up in.
pub(crate) fn overwritable_inputs<'c, 'a>(step: &Step<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let StepKind::Kernel { structure, .. } = &step.kind else {
        return Vec::new();
    };
    // An insertion's kernel is the inserted value's loop nest: it writes
    // into the destination, over none of its own inputs.
    if operation_name(step.operation) == "tensor.insert_slice"
        || step.operation.result_count() != 1
        || !structure.is_elementwise()
    {
        return Vec::new();
    }
    let output_map = structure.output_map(0);
    let operands: Vec<Value> = step.operation.operands().collect();
    let captured: Vec<Key> = captured_tensors(step.operation)
        .into_iter()
        .map(key)
        .collect();
    (0..structure.inputs)
        .filter(|&i| {
            let operand = key(operands[i]);
            let read_once = operands.iter().filter(|v| key(**v) == operand).count() == 1;
            !captured.contains(&operand) && read_once && structure.maps[i] == output_map
        })
        .map(|i| operands[i])
        .collect()
}
