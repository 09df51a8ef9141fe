//! The static buffer plan of one rank: every materialised value gets a
//! fixed offset in one arena, placed by liveness (256-byte aligned, by
//! `arena::place`: XLA's global decreasing-size best fit); a buffer is
//! reused once its last reader has run, views share their source's bytes,
//! and an element-wise kernel (or an `all_reduce`) writes over an operand
//! that dies there when the shapes agree.
//!
//! Loops: a loop's body steps follow the loop step, once per iteration. A
//! carried value has one buffer from the loop's head to its last use after
//! the loop (the body's block argument and the loop's result share it);
//! a value the body reads from before the loop lives until the loop's
//! end; the body's own values are placed by their liveness within one
//! iteration, so each iteration reuses the same bytes. A slice the body
//! writes into a carried value that nothing reads afterwards is written
//! into the carried buffer itself.
//!
//! Donations: a result that is an argument's next value (a training step's
//! update) is made in the argument's own buffer when it is a storage root
//! of the argument's type made after every read of the argument, or by an
//! element-wise kernel whose last read of it is that kernel's own, at the
//! result's index.
//!
//! Reads: the steps `plan` decided and the values' local types. Writes:
//! `spmd.buffers`, `spmd.argument_buffers`, `spmd.arena_bytes`.

mod live;
mod loops;
mod reuse;

use melior::ir::{
    BlockLike, BlockRef, Value, ValueLike, operation::OperationLike, r#type::TypeLike,
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::ir::ArgumentAt;
use spmd_dialect::types::{element_bytes, static_tensor};

use super::{
    arena::{Block, busiest, place},
    plan::{Step, StepKind, step_inputs},
};
use crate::pass::{Key, key};
use live::Live;
use loops::{carried, carried_inserts, loop_spans};
use reuse::{Kernels, Made, donation_fits, reads_pointwise};

pub(super) use reuse::overwritable_inputs;

pub const ALIGNMENT: usize = 256;

/// Offsets (bytes) of every value with storage, and the arena's size.
#[derive(Debug, Default)]
pub struct BufferPlan {
    pub offsets: FxHashMap<Key, usize>,
    /// Bytes of the arena: the peak of the plan.
    pub arena_bytes: usize,
    /// Bytes of all materialised values, if none were reused.
    pub value_bytes: usize,
    /// Where the arena reached its size.
    pub peak: Peak,
}

/// The moment the most bytes are live: the step whose results are the
/// last to be added then (`None`: the arguments and constants alone), and
/// the storage roots live then, with their (aligned) bytes.
#[derive(Debug, Default)]
pub struct Peak {
    pub step: Option<usize>,
    pub live: Vec<(Key, usize)>,
}

/// The bytes of a statically shaped tensor value (0 for anything else).
pub(crate) fn bytes_of(value: Value) -> usize {
    static_tensor(value.r#type()).map_or(0, |(shape, element)| {
        shape.iter().product::<usize>() * element_bytes(element)
    })
}

fn aligned(bytes: usize) -> usize {
    bytes.max(1).div_ceil(ALIGNMENT) * ALIGNMENT
}

/// Whether `step` materialises its results in fresh storage.
fn owns_storage(kind: &StepKind) -> bool {
    matches!(
        kind,
        StepKind::Kernel { .. }
            | StepKind::Gemm { .. }
            | StepKind::Copy
            | StepKind::Scatter
            | StepKind::Scan
            | StepKind::Collective
            | StepKind::Constant
    ) || matches!(
        kind,
        StepKind::Empty {
            needs_storage: true
        }
    )
}
/// Every buffer of a body's plan with its lifetime, before the arena
/// places them: what [`Lifetimes::place`] turns into a [`BufferPlan`].
pub struct Lifetimes {
    blocks: Vec<Block>,
    block_of: FxHashMap<Key, usize>,
    root_of: FxHashMap<Key, (Key, usize)>,
    value_bytes: usize,
    peak: Peak,
}

impl Lifetimes {
    /// The fewest bytes any placement of these buffers needs: the most
    /// that are live at one step (buffers live at a common step never
    /// share bytes).
    pub fn live_bound(&self) -> usize {
        busiest(&self.blocks)
    }

    /// The buffers placed in the arena.
    pub fn place(self) -> BufferPlan {
        let (block_offsets, arena_bytes) = place(&self.blocks);
        let offsets = self
            .root_of
            .iter()
            .filter_map(|(value, (root, base))| {
                self.block_of
                    .get(root)
                    .map(|&block| (*value, block_offsets[block] + base))
            })
            .collect();
        BufferPlan {
            offsets,
            arena_bytes,
            value_bytes: self.value_bytes,
            peak: self.peak,
        }
    }
}

/// The plan of `body`'s `steps`; `donations`: `(result, argument)` pairs
/// whose result may be made in the argument's buffer.
pub fn plan_buffers(body: BlockRef, steps: &[Step], donations: &[(usize, usize)]) -> BufferPlan {
    lifetimes(body, steps, donations).place()
}

/// The buffers of `body`'s `steps` and their lifetimes ([`plan_buffers`]
/// before placing them).
pub fn lifetimes(body: BlockRef, steps: &[Step], donations: &[(usize, usize)]) -> Lifetimes {
    let end = steps.len();
    let loops = loop_spans(steps);
    // Where each storage root is defined (arguments: before every step).
    let mut defined_at: FxHashMap<Key, usize> = FxHashMap::default();
    // A read at `position` of a root defined before an enclosing loop
    // happens again in every iteration: until the loop's end.
    let read_until = |position: usize, defined: Option<usize>| {
        loops
            .iter()
            .filter(|&&(head, tail)| {
                head < position && position <= tail && defined.is_none_or(|d| d < head)
            })
            .map(|&(_, tail)| tail)
            .fold(position, usize::max)
    };
    // Storage roots: a view's value maps to its source's root and offset.
    let mut root_of: FxHashMap<Key, (Key, usize)> = FxHashMap::default();
    let mut sizes: FxHashMap<Key, usize> = FxHashMap::default();
    let mut last_use: FxHashMap<Key, usize> = FxHashMap::default();
    let mut pinned: FxHashSet<Key> = FxHashSet::default();
    for i in 0..body.argument_count() {
        let argument: Value = body.argument(i).expect("index").into();
        root_of.insert(key(argument), (key(argument), 0));
        sizes.insert(key(argument), aligned(bytes_of(argument)));
        pinned.insert(key(argument));
    }
    // Where each op's reads happen: an inlined (fused) op reads where its
    // users run, transitively; anything else where it is.
    let mut position_of_result: FxHashMap<Key, usize> = FxHashMap::default();
    for (i, step) in steps.iter().enumerate() {
        for result in step.operation.results() {
            position_of_result.insert(key(result.into()), i);
        }
    }
    // What each step reads: its operands and the tensors its payload
    // captures (a gather's table).
    let reads: Vec<Vec<Value>> = steps
        .iter()
        .map(|step| step_inputs(step.operation))
        .collect();
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); steps.len()];
    for (j, read) in reads.iter().enumerate() {
        for &operand in read {
            if let Some(&producer) = position_of_result.get(&key(operand)) {
                users[producer].push(j);
            }
        }
    }
    // An op a kernel also writes reads where that kernel runs.
    let mut read_position: Vec<usize> = (0..steps.len()).collect();
    for i in (0..steps.len()).rev() {
        read_position[i] = match steps[i].kind {
            StepKind::Fused {
                written_by: Some(writer),
                ..
            } => writer,
            StepKind::Fused { .. } => users[i]
                .iter()
                .map(|&j| read_position[j])
                .fold(i, usize::max),
            _ => i,
        };
    }
    // A kernel of a row group reads until the group's last member: a
    // later row of it is read after other members wrote earlier rows.
    let group_ends = crate::lower::plan::row_group_ends(steps);
    for position in &mut read_position {
        *position = group_ends[*position];
    }
    // The results written by a kernel other than their op's step, by the
    // position of that kernel.
    let mut written_at: FxHashMap<usize, Vec<Value>> = FxHashMap::default();
    for step in steps {
        if let StepKind::Fused {
            written_by: Some(writer),
            ..
        } = step.kind
        {
            written_at
                .entry(writer)
                .or_default()
                .extend(step.operation.results().map(Value::from));
        }
    }
    // A GEMM writing an update's result (folded into it) writes nothing else.
    let writes_an_update =
        |i: usize| matches!(steps[i].kind, StepKind::Gemm { .. }) && written_at.contains_key(&i);
    let written_in_place = carried_inserts(steps, &loops, &reads, &read_position);
    // Roots that inlined producers read inside each kernel.
    let mut fused_reads: FxHashSet<(usize, Key)> = FxHashSet::default();
    for (i, step) in steps.iter().enumerate() {
        if let StepKind::Fused { into, .. } = &step.kind {
            for &operand in &reads[i] {
                if let Some(&(root, _)) = root_of.get(&key(operand)) {
                    fused_reads.extend(into.iter().map(|&k| (k, root)));
                }
            }
        }
        let read_at = match &step.kind {
            StepKind::Return => end,
            _ => read_position[i],
        };
        for &operand in &reads[i] {
            if let Some(&(root, _)) = root_of.get(&key(operand)) {
                let read_at = read_until(read_at, defined_at.get(&root).copied());
                let entry = last_use.entry(root).or_insert(read_at);
                *entry = (*entry).max(read_at);
                if matches!(step.kind, StepKind::Return) {
                    pinned.insert(root);
                }
            }
        }
        if let StepKind::Loop = step.kind {
            let tail = loops
                .iter()
                .find(|(head, _)| *head == i)
                .map_or(i, |&(_, tail)| tail);
            for (argument, result) in carried(step) {
                root_of.insert(key(argument), (key(argument), 0));
                root_of.insert(key(result), (key(argument), 0));
                sizes.insert(key(argument), aligned(bytes_of(argument)));
                defined_at.insert(key(argument), i);
                last_use.insert(key(argument), tail);
            }
        }
        for result in step.operation.results() {
            let value: Value = result.into();
            if let Some(&carried_root) = written_in_place.get(&key(value)) {
                root_of.insert(key(value), (carried_root, 0));
                continue;
            }
            match &step.kind {
                StepKind::View { offset } => {
                    let source = step.operation.operand(0).expect("views have a source");
                    if let Some(&(root, base)) = root_of.get(&key(source)) {
                        root_of.insert(key(value), (root, base + offset));
                    }
                }
                kind if owns_storage(kind)
                    && value.r#type().is_tensor()
                    && !writes_an_update(i) =>
                {
                    root_of.insert(key(value), (key(value), 0));
                    sizes.insert(key(value), aligned(bytes_of(value)));
                    defined_at.insert(key(value), i);
                    last_use.entry(key(value)).or_insert(i);
                }
                StepKind::Fused {
                    written_by: Some(writer),
                    ..
                } => {
                    root_of.insert(key(value), (key(value), 0));
                    sizes.insert(key(value), aligned(bytes_of(value)));
                    defined_at.insert(key(value), *writer);
                    let entry = last_use.entry(key(value)).or_insert(*writer);
                    *entry = (*entry).max(*writer);
                }
                _ => {}
            }
        }
    }
    // Each root's block of the arena (a result written over an operand
    // takes the operand's), and each block's size and lifetime.
    let mut block_of: FxHashMap<Key, usize> = FxHashMap::default();
    let mut blocks: Vec<Block> = Vec::new();
    let mut value_bytes = 0;
    // Arguments and constants hold data from the start (inputs are
    // uploaded, constants written, once): they are placed first and never
    // reused.
    let constants: Vec<Key> = steps
        .iter()
        .filter(|step| matches!(step.kind, StepKind::Constant))
        .flat_map(|step| step.operation.results().map(|r| key(r.into())))
        .filter(|value| sizes.contains_key(value))
        .collect();
    pinned.extend(&constants);
    let arguments =
        (0..body.argument_count()).map(|i| key(body.argument(i).expect("index").into()));
    // What is live, root by root, and the peak so far.
    let mut live = Live::default();
    for value in arguments.chain(constants) {
        block_of.insert(value, blocks.len());
        blocks.push(Block {
            size: sizes[&value],
            first: 0,
            last: end,
        });
        value_bytes += sizes[&value];
        live.insert(value, sizes[&value]);
    }
    // Returned values that may be made in an argument's buffer.
    let returned: Vec<Value> = steps
        .iter()
        .find(|step| matches!(step.kind, StepKind::Return))
        .map(|step| step.operation.operands().collect())
        .unwrap_or_default();
    let donated: FxHashMap<Key, Value> = donations
        .iter()
        .filter_map(|&(result, argument)| {
            Some((
                key(*returned.get(result)?),
                body.argument_at(argument)?.into(),
            ))
        })
        .collect();
    let (mut peak_step, mut peak_moment, mut peak_bytes) = (None, live.moment(), live.total);
    let kernels = Kernels::new(steps, &root_of);
    let mut dying: FxHashMap<usize, Vec<Key>> = FxHashMap::default();
    for (&root, &at) in &last_use {
        if !pinned.contains(&root) {
            dying.entry(at).or_default().push(root);
        }
    }
    for (i, step) in steps.iter().enumerate() {
        // What the step defines: a loop its carried buffers, a kernel also
        // the results it writes for other ops, else its results.
        let defined: Vec<Value> = match step.kind {
            StepKind::Loop => carried(step).into_iter().map(|(a, _)| a).collect(),
            StepKind::Fused {
                written_by: Some(_),
                ..
            } => Vec::new(),
            _ if writes_an_update(i) => Vec::new(),
            _ => step.operation.results().map(Into::into).collect(),
        };
        let own = defined.len();
        let extra = written_at.get(&i).map_or(&[][..], Vec::as_slice);
        for (n, result) in defined.into_iter().chain(extra.iter().copied()).enumerate() {
            let value = key(result);
            // Another op's result this kernel writes, or a storage root.
            let for_another = n >= own;
            let root = for_another || root_of.get(&value).is_some_and(|(root, _)| *root == value);
            if !root || block_of.contains_key(&value) {
                continue;
            }
            if let Some(argument) = donated.get(&value).copied().filter(|&argument| {
                donation_fits(&kernels, step, i, result, argument, &last_use, &fused_reads)
            }) {
                // Made in its argument's buffer, live from the start.
                block_of.insert(value, block_of[&key(argument)]);
                continue;
            }
            let size = sizes[&value];
            value_bytes += size;
            let made = Made {
                root_of: &root_of,
                sizes: &sizes,
                dying: &dying,
                position: i,
                size,
            };
            let reusable = if for_another {
                // Over an input the kernel reads, where all it reads is
                // read pointwise and dies here.
                let inputs = pointwise_reads(&kernels, step, result, &reads, &root_of, &block_of);
                made.in_place_read(&inputs, result.r#type())
            } else {
                // In place: an element-wise kernel over an operand dying
                // here, a slice written into a destination dying here, or
                // an all_reduce over its operand dying here; never over a
                // buffer the kernel's inlined ops read.
                let unread_inside = |operand: &Key| match &step.kind {
                    StepKind::Kernel { id, .. } => !fused_reads.contains(&(*id, *operand)),
                    _ => true,
                };
                made.in_place_operand(step)
                    .filter(unread_inside)
                    .or_else(|| made.in_place_destination(step).filter(unread_inside))
                    .or_else(|| made.in_place_reduction(step))
            };
            let block = match reusable {
                Some(operand) => {
                    dying
                        .get_mut(&i)
                        .expect("it dies here")
                        .retain(|k| *k != operand);
                    live.remove(operand);
                    // The result takes over the operand's block.
                    block_of[&operand]
                }
                None => {
                    blocks.push(Block {
                        size,
                        first: i,
                        last: end,
                    });
                    blocks.len() - 1
                }
            };
            block_of.insert(value, block);
            live.insert(value, size);
        }
        if live.total > peak_bytes {
            (peak_step, peak_moment, peak_bytes) = (Some(i), live.moment(), live.total);
        }
        for root in dying.remove(&i).unwrap_or_default() {
            if let Some(&block) = block_of.get(&root) {
                blocks[block].last = i;
                live.remove(root);
            }
        }
    }
    Lifetimes {
        blocks,
        block_of,
        root_of,
        value_bytes,
        peak: Peak {
            step: peak_step,
            live: live.at(peak_moment),
        },
    }
}

/// What kernel `step` reads (its root's and its inlined ops' operands)
/// that already has a block, if every op of the kernel reads pointwise;
/// else what it reads only on the way to `written`, the other op's result
/// being placed ([`reuse::read_toward`]).
fn pointwise_reads<'c, 'a>(
    kernels: &Kernels<'_, 'c, 'a>,
    step: &Step,
    written: Value<'c, 'a>,
    reads: &[Vec<Value<'c, 'a>>],
    root_of: &FxHashMap<Key, (Key, usize)>,
    block_of: &FxHashMap<Key, usize>,
) -> Vec<Value<'c, 'a>> {
    let StepKind::Kernel { id, .. } = step.kind else {
        return Vec::new();
    };
    let candidates: Vec<Value> = if reads_pointwise(kernels, id) {
        kernels
            .positions(id)
            .iter()
            .flat_map(|&j| reads[j].iter().copied())
            .collect()
    } else {
        reuse::read_toward(kernels, id, written)
    };
    candidates
        .into_iter()
        .filter(|v| {
            root_of
                .get(&key(*v))
                .is_some_and(|(root, _)| block_of.contains_key(root))
        })
        .collect()
}
