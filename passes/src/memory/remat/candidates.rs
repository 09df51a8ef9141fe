//! Which values a function can recompute where they are read late, and
//! the rewrite that does it.
//!
//! A candidate is the one result of an op that can be computed again
//! alike (an element-wise `linalg.generic`: element-wise maps, broadcasts,
//! casts; a reshape; with `contractions`, any loop nest that reads only
//! its operands) in the function's top-level block, read early (the
//! forward) and again much later (the backward). Its readers after the
//! longest gap between two of its reads take a copy of the op made right
//! before the first of them, so that the value dies at its early reads.
//! What the copy reads is live there anyway (an argument, an init made
//! from nothing, a value read at or after that point), or is itself
//! computed again there by a copy of its op (a chain: `x * rsqrt(var)`
//! from `x` and the small `var`, through the broadcast between them), so
//! recomputing never keeps anything else alive longer; the cost is the
//! chain's work again, and its copies live for a moment where they are
//! made. A copy reads the copy of a value recomputed at an earlier point,
//! not the value itself.
//!
//! Reads: the function's top-level ops and their readers (a reader in a
//! loop's body is read at its loop). Writes: the copies, the late readers'
//! operands, and the ops no reader is left for.

use melior::ir::{
    BlockLike, BlockRef, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::FxHashMap;
use spmd_dialect::{
    ir::{captured_tensors, erase, has_uses, operation_name, uses},
    types::{element_bytes, static_tensor},
};

use crate::{
    lower::structure::structure,
    pass::{Key, key, operation_key, template::clone},
};

/// The shortest gap, in top-level ops, between two reads of a value that
/// recomputing it spans: a shorter one saves nothing the arena can use.
const SHORTEST_GAP: usize = 2;

/// The most ops a value's recomputation copies (itself included).
const LONGEST_CHAIN: usize = 16;

/// A value recomputable at its late readers.
#[derive(Clone, Debug)]
pub(super) struct Candidate {
    /// The op making it: its position among the top-level ops.
    pub(super) op: usize,
    /// The ops copied to recompute it (`op` and the element-wise ops it
    /// reads that are not live at `late`), by position, in program order.
    pub(super) chain: Vec<usize>,
    /// The position of its first late reader.
    pub(super) late: usize,
    /// Its bytes: what the arena no longer holds from its early reads to
    /// its late ones.
    pub(super) bytes: usize,
    /// The chain's loop-nest points: the work done again.
    pub(super) work: usize,
    /// Whether the chain does a contraction again (a GEMM, a reduction).
    pub(super) contracts: bool,
}

/// The top-level ops of `body` and their positions.
struct Program<'c, 'a> {
    operations: Vec<OperationRef<'c, 'a>>,
    positions: FxHashMap<usize, usize>,
}

impl<'c, 'a> Program<'c, 'a> {
    fn of(body: BlockRef<'c, 'a>) -> Self {
        let operations = spmd_dialect::ir::block_operations(&body);
        let positions = operations
            .iter()
            .enumerate()
            .map(|(index, op)| (operation_key(*op), index))
            .collect();
        Program {
            operations,
            positions,
        }
    }

    /// The position of the top-level op that is `operation` or holds it.
    fn position_of(&self, operation: OperationRef<'c, 'a>) -> Option<usize> {
        let mut current = Some(operation);
        while let Some(op) = current {
            if let Some(&position) = self.positions.get(&operation_key(op)) {
                return Some(position);
            }
            current = op.parent_operation();
        }
        None
    }

    /// The sorted, distinct positions at which `value` is read.
    fn reads(&self, value: Value<'c, 'a>) -> Vec<usize> {
        let mut positions: Vec<usize> = uses(value)
            .into_iter()
            .filter_map(|(owner, _)| self.position_of(owner))
            .collect();
        positions.sort_unstable();
        positions.dedup();
        positions
    }
}

/// What recomputing one op costs: its loop nest's points (a view's none),
/// and whether it is a contraction (a loop nest with reductions).
#[derive(Clone, Copy)]
struct Work {
    points: usize,
    contracts: bool,
}

/// The work of recomputing `operation`, where it can be recomputed alike
/// anywhere: one static tensor result, a loop nest (`linalg.generic` or a
/// named contraction) that reads nothing but its operands, or a view of a
/// value (a reshape or cast: the lowering makes it no copy, so its readers
/// are its source's); a contraction only with `contractions`.
fn recompute_work(operation: OperationRef, contractions: bool) -> Option<Work> {
    let static_result = operation.result_count() == 1
        && operation
            .result(0)
            .is_ok_and(|r| static_tensor(r.r#type()).is_some());
    if !static_result {
        return None;
    }
    if is_view(operation) {
        return Some(Work {
            points: 0,
            contracts: false,
        });
    }
    let loops = structure(operation).ok()??;
    let contracts = loops.reduction.contains(&true);
    ((!contracts || contractions) && captured_tensors(operation).is_empty()).then(|| Work {
        points: loops.dims.iter().product(),
        contracts,
    })
}

fn is_view(operation: OperationRef) -> bool {
    matches!(
        operation_name(operation),
        "tensor.collapse_shape" | "tensor.expand_shape" | "tensor.cast"
    )
}

/// Whether `value` is free to read anywhere in the body: an argument, or
/// made from nothing (an init's `tensor.empty`, a constant).
fn is_always_available(value: Value) -> bool {
    match spmd_dialect::ir::producer(value) {
        None => true,
        Some(op) => matches!(operation_name(op), "tensor.empty" | "arith.constant"),
    }
}

/// The candidates of `body`: element-wise chains first, the most bytes
/// per work first, then chains through a contraction, largest first (ties
/// in program order); chains through contractions (a GEMM done again) only
/// with `contractions`.
pub(super) fn candidates(body: BlockRef, contractions: bool) -> Vec<Candidate> {
    let program = Program::of(body);
    let liveness = Liveness::of(&program);
    let mut found = Vec::new();
    for (position, &operation) in program.operations.iter().enumerate() {
        let Some(root) = recompute_work(operation, contractions) else {
            continue;
        };
        let value: Value = operation.result(0).expect("one result").into();
        let Some(late) = late_reads_start(position, &program.reads(value)) else {
            continue;
        };
        let Some((chain, work)) = chain(&program, &liveness, position, root, late, contractions)
        else {
            continue;
        };
        // Views alone hold no bytes of their own: the chain must compute.
        if chain.iter().all(|&at| is_view(program.operations[at])) {
            continue;
        }
        let (shape, element) = static_tensor(value.r#type()).expect("checked");
        found.push(Candidate {
            op: position,
            chain,
            late,
            bytes: shape.iter().product::<usize>() * element_bytes(element),
            work: work.points,
            contracts: work.contracts,
        });
    }
    // Element-wise chains first, most bytes per work first (compare
    // bytes_a * work_b with bytes_b * work_a); then chains through a
    // contraction, largest first.
    found.sort_by(|a, b| {
        let per_work = || {
            (b.bytes as u128 * a.work.max(1) as u128)
                .cmp(&(a.bytes as u128 * b.work.max(1) as u128))
        };
        a.contracts
            .cmp(&b.contracts)
            .then_with(|| {
                if a.contracts {
                    b.bytes.cmp(&a.bytes)
                } else {
                    per_work()
                }
            })
            .then(a.op.cmp(&b.op))
    });
    found
}

/// When each value is last read, and the views of each value.
struct Liveness {
    last_read: FxHashMap<Key, usize>,
    views: FxHashMap<Key, Vec<Key>>,
}

impl Liveness {
    fn of(program: &Program) -> Self {
        let mut last_read = FxHashMap::default();
        let mut views: FxHashMap<Key, Vec<Key>> = FxHashMap::default();
        for operation in &program.operations {
            for result in operation.results() {
                let value: Value = result.into();
                if let Some(&last) = program.reads(value).last() {
                    last_read.insert(key(value), last);
                }
            }
            if is_view(*operation)
                && let (Ok(source), Ok(view)) = (operation.operand(0), operation.result(0))
            {
                views.entry(key(source)).or_default().push(key(view.into()));
            }
        }
        Liveness { last_read, views }
    }

    /// Whether `value`'s buffer is read at `late` or after: by itself or
    /// through a view of it (a view shares its source's buffer), other
    /// than `except` (the value being recomputed, whose late reads go to
    /// its copy).
    fn read_at_or_after(&self, value: Value, late: usize, except: Key) -> bool {
        let mut pending = vec![key(value)];
        while let Some(current) = pending.pop() {
            if self
                .last_read
                .get(&current)
                .is_some_and(|&last| last >= late)
            {
                return true;
            }
            let views = self.views.get(&current).into_iter().flatten();
            pending.extend(views.filter(|&&view| view != except));
        }
        false
    }
}

/// The ops to copy at `late` to recompute the op at `root` (whose own
/// work is `root_work`), and their work: it, and (depth first) the recomputable producers of what it reads
/// that are not live at `late`; `None` where a read value is neither live
/// there nor recomputable, or the chain would pass [`LONGEST_CHAIN`].
fn chain(
    program: &Program,
    liveness: &Liveness,
    root: usize,
    root_work: Work,
    late: usize,
    contractions: bool,
) -> Option<(Vec<usize>, Work)> {
    let root_value: Value = program.operations[root].result(0).ok()?.into();
    let mut chain = vec![root];
    let mut work = root_work;
    let mut pending = vec![root];
    while let Some(position) = pending.pop() {
        for operand in program.operations[position].operands() {
            let live_there = is_always_available(operand)
                || liveness.read_at_or_after(operand, late, key(root_value));
            if live_there {
                continue;
            }
            let producer = spmd_dialect::ir::producer(operand)?;
            let at = *program.positions.get(&operation_key(producer))?;
            if !chain.contains(&at) {
                let more = recompute_work(producer, contractions)?;
                work.points += more.points;
                work.contracts |= more.contracts;
                chain.push(at);
                pending.push(at);
            }
            if chain.len() > LONGEST_CHAIN {
                return None;
            }
        }
    }
    chain.sort_unstable();
    Some((chain, work))
}

/// The position of the first read after the longest gap between the op
/// at `position` and its reads (its late readers), if that gap is long
/// enough and not the first (a value read only late is made late instead
/// by the same copy: the gap from the op to its first read counts too).
fn late_reads_start(position: usize, reads: &[usize]) -> Option<usize> {
    let mut previous = position;
    let mut longest: Option<(usize, usize)> = None;
    for &read in reads {
        let gap = read.saturating_sub(previous);
        if longest.is_none_or(|(g, _)| gap > g) {
            longest = Some((gap, read));
        }
        previous = read;
    }
    longest
        .filter(|&(gap, _)| gap >= SHORTEST_GAP)
        .map(|(_, read)| read)
}

/// Recomputes `chosen` (candidates of `body`, as [`candidates`] found
/// them there): copies of each chain right before its first late reader,
/// the root's copy read by every reader from there on; an op erased where
/// nothing reads it any more. A value copied for an earlier chain (a
/// scores GEMM that two of a softmax's values are recomputed from) is
/// copied once: later chains and copies read that copy. Returns the ops
/// copied and their loop points.
pub(super) fn recompute(body: BlockRef, chosen: &[Candidate]) -> (usize, usize) {
    let program = Program::of(body);
    let mut order: Vec<&Candidate> = chosen.iter().collect();
    order.sort_by_key(|c| (c.late, c.op));
    // Each value copied so far, and its copy.
    let mut copies: FxHashMap<Key, Value> = FxHashMap::default();
    let mut emptied: Vec<usize> = Vec::new();
    let (mut copied, mut points) = (0, 0);
    for candidate in order {
        let late = program.operations[candidate.late];
        let mut local: FxHashMap<Key, Value> = FxHashMap::default();
        for &position in &candidate.chain {
            let operation = program.operations[position];
            let result: Value = operation.result(0).expect("one result").into();
            // A chain's op already copied for an earlier chain: that copy.
            if let Some(&made) = copies.get(&key(result)) {
                local.insert(key(result), made);
                continue;
            }
            let copy = body.insert_operation_before(late, clone(operation));
            copied += 1;
            points += recompute_work(operation, true).map_or(0, |work| work.points);
            for (number, operand) in operation.operands().enumerate() {
                if let Some(replacement) = local.get(&key(operand)).or(copies.get(&key(operand))) {
                    set_operand(copy, number, *replacement);
                }
            }
            let made: Value = copy.result(0).expect("one result").into();
            local.insert(key(result), made);
        }
        let root = program.operations[candidate.op];
        let value: Value = root.result(0).expect("one result").into();
        let recomputed = local[&key(value)];
        for (owner, number) in uses(value) {
            if program
                .position_of(owner)
                .is_some_and(|p| p >= candidate.late)
            {
                set_operand(owner, number, recomputed);
            }
        }
        copies.extend(local);
        emptied.extend(&candidate.chain);
    }
    // Erased last, readers first: positions are looked up by op address
    // until then.
    emptied.sort_unstable();
    emptied.dedup();
    for &position in emptied.iter().rev() {
        let operation = program.operations[position];
        if !has_uses(operation.result(0).expect("one result")) {
            erase(operation);
        }
    }
    (copied, points)
}

fn set_operand(operation: OperationRef, number: usize, value: Value) {
    unsafe {
        mlir_sys::mlirOperationSetOperand(operation.to_raw(), number as isize, value.to_raw())
    };
}

#[cfg(test)]
mod tests {
    use super::late_reads_start;

    #[test]
    fn late_readers_start_after_the_longest_gap() {
        // Read by the next op (the forward) and 40 ops later (the backward).
        assert_eq!(late_reads_start(10, &[11, 12, 50, 52]), Some(50));
        // Read only late: made late, right before its first reader.
        assert_eq!(late_reads_start(10, &[30, 31]), Some(30));
        // The first of two equal gaps: the earlier readers go late too.
        assert_eq!(late_reads_start(0, &[5, 10]), Some(5));
        // Read by its neighbours only: nothing to gain.
        assert_eq!(late_reads_start(10, &[11, 12]), None);
        assert_eq!(late_reads_start(10, &[]), None);
    }
}
