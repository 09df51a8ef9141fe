//! The static buffer plan of one rank: every materialised value gets a
//! fixed offset in one arena, placed by liveness (greedy best fit, 256-byte
//! aligned, XLA's heap simulator); a buffer is reused once its last reader
//! has run, views share their source's bytes, and an element-wise kernel
//! writes over an operand that dies there when the shapes agree.
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
//! Reads: the steps `plan` decided and the values' local types. Writes:
//! `spmd.buffers`, `spmd.argument_buffers`, `spmd.arena_bytes`.

use melior::ir::{
    BlockLike, BlockRef, Value, ValueLike, operation::OperationLike, r#type::TypeLike,
};
use spmd_dialect::{
    ir::{captured_tensors, operation_name},
    types::{element_bytes, static_tensor},
};
use std::collections::HashMap;

use super::plan::{Step, StepKind, loop_body, step_inputs};
use crate::pass::{Key, key};

pub const ALIGNMENT: usize = 256;

/// Offsets (bytes) of every value with storage, and the arena's size.
#[derive(Debug, Default)]
pub struct BufferPlan {
    pub offsets: HashMap<Key, usize>,
    /// Bytes of the arena: the peak of the plan.
    pub arena_bytes: usize,
    /// Bytes of all materialised values, if none were reused.
    pub value_bytes: usize,
    /// Where the arena reached its size.
    pub peak: Peak,
}

/// The moment the arena reaches its size: the step whose results took it
/// there (`None`: the arguments and constants alone), and the storage
/// roots live then, with their (aligned) bytes.
#[derive(Debug, Default)]
pub struct Peak {
    pub step: Option<usize>,
    pub live: Vec<(Key, usize)>,
}

fn bytes_of(value: Value) -> usize {
    static_tensor(value.r#type()).map_or(0, |(shape, element)| {
        shape.iter().product::<usize>() * element_bytes(element)
    })
}

fn aligned(bytes: usize) -> usize {
    bytes.max(1).div_ceil(ALIGNMENT) * ALIGNMENT
}

/// Free blocks of the arena, best fit.
struct Heap {
    free: Vec<(usize, usize)>,
    end: usize,
}

impl Heap {
    fn allocate(&mut self, size: usize) -> usize {
        let best = self
            .free
            .iter()
            .enumerate()
            .filter(|(_, (_, s))| *s >= size)
            .min_by_key(|(_, (_, s))| *s)
            .map(|(i, _)| i);
        match best {
            Some(i) => {
                let (offset, block) = self.free[i];
                if block == size {
                    self.free.remove(i);
                } else {
                    self.free[i] = (offset + size, block - size);
                }
                offset
            }
            None => {
                let offset = self.end;
                self.end += size;
                offset
            }
        }
    }

    fn release(&mut self, offset: usize, size: usize) {
        self.free.push((offset, size));
        self.free.sort();
        let mut merged: Vec<(usize, usize)> = Vec::new();
        for (o, s) in self.free.drain(..) {
            match merged.last_mut() {
                Some((lo, ls)) if *lo + *ls == o => *ls += s,
                _ => merged.push((o, s)),
            }
        }
        // A free block at the end shrinks nothing (the peak stays), but is reusable.
        self.free = merged;
    }
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

/// The (head, yield) positions of every loop among `steps`.
fn loop_spans(steps: &[Step]) -> Vec<(usize, usize)> {
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
fn carried<'c, 'a>(step: &Step<'c, 'a>) -> Vec<(Value<'c, 'a>, Value<'c, 'a>)> {
    let Some(body) = loop_body(step.operation) else {
        return Vec::new();
    };
    step.operation
        .results()
        .enumerate()
        .filter_map(|(i, result)| Some((body.argument(1 + i).ok()?.into(), result.into())))
        .collect()
}

pub fn plan_buffers(body: BlockRef, steps: &[Step]) -> BufferPlan {
    let end = steps.len();
    let loops = loop_spans(steps);
    // Where each storage root is defined (arguments: before every step).
    let mut defined_at: HashMap<Key, usize> = HashMap::new();
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
    let mut root_of: HashMap<Key, (Key, usize)> = HashMap::new();
    let mut sizes: HashMap<Key, usize> = HashMap::new();
    let mut last_use: HashMap<Key, usize> = HashMap::new();
    let mut pinned: Vec<Key> = Vec::new();
    for i in 0..body.argument_count() {
        let argument: Value = body.argument(i).expect("index").into();
        root_of.insert(key(argument), (key(argument), 0));
        sizes.insert(key(argument), aligned(bytes_of(argument)));
        pinned.push(key(argument));
    }
    // Where each op's reads happen: an inlined (fused) op reads where its
    // users run, transitively; anything else where it is.
    let mut position_of_result: HashMap<Key, usize> = HashMap::new();
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
    let mut read_position: Vec<usize> = (0..steps.len()).collect();
    for i in (0..steps.len()).rev() {
        if let StepKind::Fused { .. } = steps[i].kind {
            read_position[i] = users[i]
                .iter()
                .map(|&j| read_position[j])
                .fold(i, usize::max);
        }
    }
    let written_in_place = carried_inserts(steps, &loops, &reads, &read_position);
    // Roots that inlined producers read inside each kernel.
    let mut fused_reads: Vec<(usize, Key)> = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        if let StepKind::Fused { into } = &step.kind {
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
                    pinned.push(root);
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
                kind if owns_storage(kind) && value.r#type().is_tensor() => {
                    root_of.insert(key(value), (key(value), 0));
                    sizes.insert(key(value), aligned(bytes_of(value)));
                    defined_at.insert(key(value), i);
                    last_use.entry(key(value)).or_insert(i);
                }
                _ => {}
            }
        }
    }
    let mut heap = Heap {
        free: Vec::new(),
        end: 0,
    };
    let mut root_offsets: HashMap<Key, usize> = HashMap::new();
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
    let mut live: HashMap<Key, usize> = HashMap::new();
    for value in arguments.chain(constants) {
        root_offsets.insert(value, heap.allocate(sizes[&value]));
        value_bytes += sizes[&value];
        live.insert(value, sizes[&value]);
    }
    let snapshot = |live: &HashMap<Key, usize>| live.iter().map(|(k, b)| (*k, *b)).collect();
    let mut peak = Peak {
        step: None,
        live: snapshot(&live),
    };
    let mut peak_end = heap.end;
    let mut dying: HashMap<usize, Vec<Key>> = HashMap::new();
    for (&root, &at) in &last_use {
        if !pinned.contains(&root) {
            dying.entry(at).or_default().push(root);
        }
    }
    for (i, step) in steps.iter().enumerate() {
        // What the step defines: a loop its carried buffers, else its results.
        let defined: Vec<Value> = match step.kind {
            StepKind::Loop => carried(step).into_iter().map(|(a, _)| a).collect(),
            _ => step.operation.results().map(Into::into).collect(),
        };
        for result in defined {
            let value = key(result);
            if root_of.get(&value).is_some_and(|(root, _)| *root == value)
                && !root_offsets.contains_key(&value)
            {
                let size = sizes[&value];
                value_bytes += size;
                // In place: an element-wise kernel over an operand dying
                // here, or a slice written into a destination dying here.
                let reusable = in_place_operand(step, &root_of, &sizes, &dying, i, size)
                    .filter(|operand| match &step.kind {
                        StepKind::Kernel { id, .. } => !fused_reads.contains(&(*id, *operand)),
                        _ => false,
                    })
                    .or_else(|| in_place_destination(step, &root_of, &sizes, &dying, i, size));
                let offset = match reusable {
                    Some(operand) => {
                        dying
                            .get_mut(&i)
                            .expect("it dies here")
                            .retain(|k| *k != operand);
                        live.remove(&operand);
                        // The result takes over the operand's last use.
                        root_offsets[&operand]
                    }
                    None => heap.allocate(size),
                };
                root_offsets.insert(value, offset);
                live.insert(value, size);
            }
        }
        if heap.end > peak_end {
            peak_end = heap.end;
            peak = Peak {
                step: Some(i),
                live: snapshot(&live),
            };
        }
        for root in dying.remove(&i).unwrap_or_default() {
            if let Some(&offset) = root_offsets.get(&root) {
                heap.release(offset, sizes[&root]);
                live.remove(&root);
            }
        }
    }
    let offsets = root_of
        .iter()
        .filter_map(|(value, (root, base))| root_offsets.get(root).map(|o| (*value, o + base)))
        .collect();
    BufferPlan {
        offsets,
        arena_bytes: heap.end,
        value_bytes,
        peak,
    }
}

/// The `tensor.insert_slice`s that write a slice straight into the buffer
/// of the value a loop carries, keyed by their result, with that buffer's
/// root: the destination is the body's block argument, the result is what
/// the body yields in its place, and nothing reads the block argument (or
/// a view of it) after the insert in the body. A scanned model's stacked
/// residuals and gradients are written so, one layer per iteration, with
/// no copy of the stack.
fn carried_inserts(
    steps: &[Step],
    loops: &[(usize, usize)],
    reads: &[Vec<Value>],
    read_position: &[usize],
) -> HashMap<Key, Key> {
    let mut found = HashMap::new();
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
            let writes_argument = matches!(steps[at].kind, StepKind::Copy)
                && operation_name(insert) == "tensor.insert_slice"
                && insert.operand(1).is_ok_and(|d| key(d) == key(argument))
                && insert.operand(0).is_ok_and(|s| !aliases.contains(&key(s)));
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

/// The destination of a `tensor.insert_slice` that is a storage root of
/// the result's size dying at this step (not also the slice written): the
/// slice is then written into it, with no copy of the rest. A scanned
/// model's stacked residuals and gradients are written so, one layer per
/// iteration.
fn in_place_destination(
    step: &Step,
    root_of: &HashMap<Key, (Key, usize)>,
    sizes: &HashMap<Key, usize>,
    dying: &HashMap<usize, Vec<Key>>,
    position: usize,
    size: usize,
) -> Option<Key> {
    if !matches!(step.kind, StepKind::Copy)
        || operation_name(step.operation) != "tensor.insert_slice"
    {
        return None;
    }
    let source = root_of.get(&key(step.operation.operand(0).ok()?))?.0;
    let destination = step.operation.operand(1).ok()?;
    let result_type = step.operation.result(0).ok()?.r#type();
    let taken = takes_over(
        destination,
        result_type,
        root_of,
        sizes,
        dying,
        position,
        size,
    );
    (taken && source != key(destination)).then_some(key(destination))
}

/// Whether a result of `result_type` and `size` bytes, made at step
/// `position`, can take over `operand`'s buffer: the operand is a storage
/// root (no view) of that type and size, dying at that step.
fn takes_over(
    operand: Value,
    result_type: melior::ir::Type,
    root_of: &HashMap<Key, (Key, usize)>,
    sizes: &HashMap<Key, usize>,
    dying: &HashMap<usize, Vec<Key>>,
    position: usize,
    size: usize,
) -> bool {
    let operand_key = key(operand);
    let is_root = root_of
        .get(&operand_key)
        .is_some_and(|(root, offset)| *root == operand_key && *offset == 0);
    let same = operand.r#type() == result_type && sizes.get(&operand_key) == Some(&size);
    let dies = dying
        .get(&position)
        .is_some_and(|d| d.contains(&operand_key));
    is_root && same && dies
}

/// An input of a kernel root read at the root's own output map, of the
/// result's size, that is a storage root (no view) dying at this step.
fn in_place_operand(
    step: &Step,
    root_of: &HashMap<Key, (Key, usize)>,
    sizes: &HashMap<Key, usize>,
    dying: &HashMap<usize, Vec<Key>>,
    position: usize,
    size: usize,
) -> Option<Key> {
    let StepKind::Kernel { structure, .. } = &step.kind else {
        return None;
    };
    if step.operation.result_count() != 1 || !structure.is_elementwise() {
        return None;
    }
    let result_type = step.operation.result(0).ok()?.r#type();
    let output_map = structure.output_map(0);
    let operands: Vec<Value> = step.operation.operands().collect();
    // A table the kernel looks elements up in is read at other points.
    let captured: Vec<Key> = captured_tensors(step.operation)
        .into_iter()
        .map(key)
        .collect();
    (0..structure.inputs).find_map(|i| {
        let operand = key(operands[i]);
        if captured.contains(&operand) {
            return None;
        }
        let read_once = operands.iter().filter(|v| key(**v) == operand).count() == 1;
        let taken = takes_over(
            operands[i],
            result_type,
            root_of,
            sizes,
            dying,
            position,
            size,
        );
        (taken && read_once && structure.maps[i] == output_map).then_some(operand)
    })
}
