//! Results made in another value's buffer: a donated argument's, or an
//! operand's that dies where the result is made (an element-wise kernel's
//! input, an `insert_slice`'s destination, an `all_reduce`'s operand).

use melior::ir::{Value, ValueLike, operation::OperationLike};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::ir::{Positional, captured_tensors, operation_name};

use super::{
    super::{
        gemm::yields_its_input,
        plan::{Step, StepKind},
        structure::{Linear, Structure, structure},
    },
    owns_storage,
};
use crate::pass::{Key, key};

/// Whether `result`, made at step `position`, can be made in `argument`'s
/// buffer: it is a storage root of the argument's type, and every read of
/// the argument (or a view of it) comes before, or is by the kernel making
/// it (the root's result or another op's it writes), which reads it in
/// place (an overwritable input no inlined producer reads, `fused_reads`),
/// reads pointwise, or reads the argument only at the point it writes; or
/// by the GEMM making it (an update folded in), as its init only.
pub(super) fn donation_fits(
    kernels: &Kernels,
    step: &Step,
    position: usize,
    result: Value,
    argument: Value,
    last_use: &FxHashMap<Key, usize>,
    fused_reads: &FxHashSet<(usize, Key)>,
) -> bool {
    if result.r#type() != argument.r#type() || !owns_storage(&step.kind) {
        return false;
    }
    let argument_key = key(argument);
    match (last_use.get(&argument_key), &step.kind) {
        (None, _) => true,
        (Some(&last), _) if last < position => true,
        (Some(&last), StepKind::Kernel { id, .. }) if last == position => {
            let in_place = overwritable_inputs(step)
                .into_iter()
                .any(|operand| key(operand) == argument_key)
                && !fused_reads.contains(&(*id, argument_key));
            in_place || reads_pointwise(kernels, *id) || reads_at_its_point(kernels, *id, argument)
        }
        (Some(&last), StepKind::Gemm { .. }) if last == position => {
            !multiplies(step.operation, argument)
        }
        _ => false,
    }
}

/// Whether GEMM `gemm` reads `value` as a factor (operand 0 or 1, through
/// the reshapes and transposes a GEMM reads through): a GEMM whose
/// update's result is donated to `value` may read it only as its init (C
/// itself).
fn multiplies(gemm: melior::ir::operation::OperationRef, value: Value) -> bool {
    let view = |op: &melior::ir::operation::OperationRef| {
        matches!(
            operation_name(*op),
            "tensor.expand_shape" | "tensor.collapse_shape"
        ) || (operation_name(*op) == "linalg.generic" && yields_its_input(*op))
    };
    (0..2)
        .filter_map(|i| gemm.operand_at(i))
        .any(|mut operand| {
            while operand != value {
                match spmd_dialect::ir::producer(operand)
                    .filter(view)
                    .and_then(|op| op.operand_at(0))
                {
                    Some(source) => operand = source,
                    None => return false,
                }
            }
            true
        })
}

/// Each kernel's steps (its root and the ops inlined into it), by the
/// kernel's number: found once, not by a walk of every step per query.
pub(super) struct Kernels<'s, 'c, 'a> {
    steps: &'s [Step<'c, 'a>],
    members: FxHashMap<usize, Vec<usize>>,
    /// Each value's storage root and offset.
    root_of: &'s FxHashMap<Key, (Key, usize)>,
}

impl<'s, 'c, 'a> Kernels<'s, 'c, 'a> {
    pub(super) fn new(
        steps: &'s [Step<'c, 'a>],
        root_of: &'s FxHashMap<Key, (Key, usize)>,
    ) -> Self {
        let mut members: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
        for (i, step) in steps.iter().enumerate() {
            match &step.kind {
                StepKind::Kernel { id, .. } => members.entry(*id).or_default().push(i),
                StepKind::Fused { into, .. } => {
                    for &id in into {
                        members.entry(id).or_default().push(i);
                    }
                }
                _ => {}
            }
        }
        Kernels {
            steps,
            members,
            root_of,
        }
    }

    /// The storage root `value` lies in.
    fn root(&self, value: Value) -> Option<Key> {
        self.root_of.get(&key(value)).map(|&(root, _)| root)
    }

    /// The positions of kernel `id`'s steps.
    pub(super) fn positions(&self, id: usize) -> &[usize] {
        self.members.get(&id).map_or(&[], Vec::as_slice)
    }

    fn members(&self, id: usize) -> Vec<&'s Step<'c, 'a>> {
        self.positions(id).iter().map(|&i| &self.steps[i]).collect()
    }
}

/// Whether `map` is `structure`'s loops in order.
fn is_identity(structure: &Structure, map: &[Linear]) -> bool {
    map.len() == structure.dims.len() && map.iter().enumerate().all(|(d, l)| l.as_dim() == Some(d))
}

/// How many times `step`'s op reads `value`, if every read is of an input
/// at the identity map.
fn identity_reads(step: &Step, value: Value) -> Option<usize> {
    let Ok(Some(structure)) = structure(step.operation) else {
        return None;
    };
    let operands: Vec<Value> = step.operation.operands().collect();
    let reads: Vec<usize> = (0..operands.len())
        .filter(|&i| operands[i] == value)
        .collect();
    reads
        .iter()
        .all(|&i| i < structure.inputs && is_identity(&structure, &structure.maps[i]))
        .then_some(reads.len())
}

/// Whether kernel `id` reads `argument` only at the point it writes: each
/// of its ops reading it reads it once, at the identity map, and what that
/// op makes reaches the root through ops reading it at the identity map
/// (the root writing at the identity too). Adam's moment update, made by
/// the parameter update's kernel, may so be written over the moment.
fn reads_at_its_point(kernels: &Kernels, id: usize, argument: Value) -> bool {
    let members = kernels.members(id);
    // A lookup in it, or a read of a view of it, is at no known point.
    let argument_root = Some(key(argument));
    let elsewhere = members.iter().any(|step| {
        captured_tensors(step.operation)
            .into_iter()
            .chain(step.operation.operands().filter(|&v| v != argument))
            .any(|v| kernels.root(v) == argument_root)
    });
    if elsewhere {
        return false;
    }
    // Whether `step`'s result reaches the root pointwise.
    fn to_root(members: &[&Step], step: &Step) -> bool {
        let Ok(Some(own)) = structure(step.operation) else {
            return false;
        };
        if matches!(step.kind, StepKind::Kernel { .. }) {
            return step.operation.result_count() == 1 && is_identity(&own, own.output_map(0));
        }
        let Ok(result) = step.operation.result(0) else {
            return false;
        };
        let result: Value = result.into();
        members
            .iter()
            .filter(|user| user.operation.operands().any(|v| v == result))
            .all(|user| identity_reads(user, result).is_some() && to_root(members, user))
    }
    members
        .iter()
        .filter(|step| step.operation.operands().any(|v| v == argument))
        .all(|step| {
            captured_tensors(step.operation).is_empty()
                && identity_reads(step, argument) == Some(1)
                && to_root(&members, step)
        })
}

/// The values kernel `id` reads only on the way to `written`, a value it
/// writes at each of its points besides its root's result: every op of
/// the kernel reading one reads it once, at the identity map, and what
/// that op makes reaches `written` through ops reading at the identity
/// map, none of them the root; no op reads another view of its buffer.
/// `written` may be made in the buffer of one that dies there: each
/// element is read just before the element of `written` at the same
/// point is stored (a reduction's element-wise output over the input it
/// is computed from, softmax's `exp` over the scores).
pub(super) fn read_toward<'c, 'a>(
    kernels: &Kernels<'_, 'c, 'a>,
    id: usize,
    written: Value<'c, 'a>,
) -> Vec<Value<'c, 'a>> {
    let members = kernels.members(id);
    fn reaches(members: &[&Step], step: &Step, written: Value) -> bool {
        let Ok(Some(own)) = structure(step.operation) else {
            return false;
        };
        let Ok(result) = step.operation.result(0) else {
            return false;
        };
        let result: Value = result.into();
        if matches!(step.kind, StepKind::Kernel { .. })
            || step.operation.result_count() != 1
            || !captured_tensors(step.operation).is_empty()
            || own.reduction.contains(&true)
            || !own
                .maps
                .iter()
                .all(|map| map.is_empty() || is_identity(&own, map))
        {
            return false;
        }
        if result == written {
            return true;
        }
        let users: Vec<&&Step> = members
            .iter()
            .filter(|user| user.operation.operands().any(|v| v == result))
            .collect();
        !users.is_empty()
            && users.iter().all(|user| {
                identity_reads(user, result) == Some(1) && reaches(members, user, written)
            })
    }
    let mut found: Vec<Value> = Vec::new();
    for step in members
        .iter()
        .filter(|step| reaches(&members, step, written))
    {
        for value in step.operation.operands() {
            let root = kernels.root(value);
            let only_toward = members.iter().all(|other| {
                let reads_it = other.operation.operands().any(|v| v == value);
                let reads_its_buffer = captured_tensors(other.operation)
                    .into_iter()
                    .chain(other.operation.operands().filter(|&v| v != value))
                    .any(|v| root.is_some() && kernels.root(v) == root);
                !reads_its_buffer
                    && (!reads_it
                        || (identity_reads(other, value) == Some(1)
                            && reaches(&members, other, written)))
            });
            if only_toward && !found.contains(&value) {
                found.push(value);
            }
        }
    }
    found
}

/// Whether every op of kernel `id` (its root and the producers inlined
/// into it) reads each tensor at the point it writes: element-wise, every
/// map the identity, no table lookups. Such a kernel may write a result
/// over anything it reads (Adam's moment update `b1 * m + (1 - b1) * g`,
/// `b1 * m` inlined, over `m`).
pub(super) fn reads_pointwise(kernels: &Kernels, id: usize) -> bool {
    kernels.members(id).into_iter().all(|step| {
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
    pub(super) root_of: &'p FxHashMap<Key, (Key, usize)>,
    pub(super) sizes: &'p FxHashMap<Key, usize>,
    pub(super) dying: &'p FxHashMap<usize, Vec<Key>>,
    pub(super) position: usize,
    pub(super) size: usize,
}

impl Made<'_> {
    /// The storage root whose buffer a result of `result_type` can take
    /// over through `operand`: the operand is of that type and is the
    /// root, or a view of all of it from its first byte (a reshape, the
    /// transpose a GEMM wrote in its layout: the same elements, row-major),
    /// and the root is of that size and dies at this step.
    fn takes_over(&self, operand: Value, result_type: melior::ir::Type) -> Option<Key> {
        let (root, offset) = *self.root_of.get(&key(operand))?;
        let whole = offset == 0 && self.sizes.get(&root) == Some(&self.size);
        let dies = self
            .dying
            .get(&self.position)
            .is_some_and(|d| d.contains(&root));
        (operand.r#type() == result_type && whole && dies).then_some(root)
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
            .find_map(|operand| self.takes_over(operand, result_type))
    }

    /// One of `reads` (what a kernel reading every tensor pointwise reads)
    /// it can take over: another op's result the kernel writes, over an
    /// input dying there.
    pub(super) fn in_place_read(
        &self,
        reads: &[Value],
        result_type: melior::ir::Type,
    ) -> Option<Key> {
        reads
            .iter()
            .find_map(|&operand| self.takes_over(operand, result_type))
    }

    /// The destination of a `tensor.insert_slice` it can take over (not
    /// also the slice written): the slice is then written into it (by a
    /// copy, a kernel or a GEMM), with no copy of the rest. A scanned model's stacked residuals and
    /// gradients are written so, one layer per iteration.
    pub(super) fn in_place_destination(&self, step: &Step) -> Option<Key> {
        if !matches!(
            step.kind,
            StepKind::Copy | StepKind::Kernel { .. } | StepKind::Gemm { .. }
        ) || operation_name(step.operation) != "tensor.insert_slice"
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
        self.takes_over(destination, result_type)
            .filter(|&root| source != Some(root))
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
