//! Finds the backward of a ring attention in a training step: the ops
//! that read the forward's probabilities, exponentials, row sums or its
//! gathered keys and values, up to the gradients of the queries, keys and
//! values. `spmd-partition` leaves them computing `[s, S]` blocks against
//! the gathered sequence:
//!
//! ```text
//! dP = batch_matmul(dO, v_gathered^T)              [b, s, S]
//! .. element-wise with P (or exp and sum), masks   [b, s, S]
//! r  = sum over the last dim of ..                 [b, s] (row sums)
//! dS = .. element-wise with r                      [b, s, S]
//! dQ = batch_matmul(dS, k_gathered)                [b, s, d]  (over S)
//! dK = all_reduce(batch_matmul(dS^T, q))           [b, S, d]  (over s)
//! dV = all_reduce(batch_matmul(P^T, dO))           [b, S, d]
//! ```
//!
//! Each op gets a [`Role`] from where the sequence's dim `S` is: the ring
//! (`backward_ring`) computes block ops for each key block, row sums over
//! the blocks first, per-row ops once between, contractions over `S` as
//! sums over the blocks, and the reductions of `dK` / `dV` across the
//! devices as sums carried around the ring with their block.

use melior::ir::{
    Value,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    ir::{integer_attribute, operation_name, producer, uses},
    line_and_column,
};

use super::{
    forms::{init_is_zero, is_reshape, reduces_last, segments, shape},
    matcher::{Attention, Refusal, gather_axis},
};
use crate::pass::operation_key;

/// What an op of the backward is to the ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Role {
    /// A result has the sequence's dim: computed for each key block.
    Block,
    /// A sum over the sequence of a block value into per-row values: from
    /// the device's output rows (`home_sums`), or the blocks' sums added
    /// in a first pass over the ring.
    RowSum,
    /// Per-row values from those sums (no sequence dim): computed once,
    /// between the passes.
    PerRow,
    /// A `batch_matmul` contracting the sequence (`dQ = dS K`): the
    /// blocks' products added.
    Contract,
    /// A collective over the ring's axis summing a block value across the
    /// devices (`dK`, `dV`): each block's sum travels with the block and
    /// arrives at its device. `dim` is the sequence's dim of the value.
    Travel { dim: usize },
    /// A gather over the ring's axis along the sequence other than the
    /// forward's (the backward gathering k or v again, transposed): its
    /// piece travels the ring too, the held piece is its block.
    Gather,
}

/// The backward of one attention, its ops in program order.
pub(super) struct Backward<'c, 'a> {
    pub ops: Vec<(OperationRef<'c, 'a>, Role)>,
    /// The op the ring goes before: the first reader of a gradient.
    pub before: OperationRef<'c, 'a>,
    /// Pure ops computing inputs of the backward after that point (moves of
    /// k or v gathered again), in program order: copied before it.
    pub hoisted: Vec<OperationRef<'c, 'a>>,
}

impl Backward<'_, '_> {
    /// Whether any op has `role`.
    pub fn has(&self, role: Role) -> bool {
        self.ops.iter().any(|(_, r)| *r == role)
    }
}

/// The backward of `attention`, grown from `readers` (the ops outside the
/// chain reading its values or the gathers): every op reading what they
/// compute, up to the gradients' contractions and collectives, and every
/// op after the forward making a value as long as the sequence that they
/// read (the backward's `dP = dO v^T` on values gathered again).
pub(super) fn backward_of<'c, 'a>(
    attention: &Attention<'c, 'a>,
    readers: Vec<OperationRef<'c, 'a>>,
    positions: &FxHashMap<usize, usize>,
) -> Result<Backward<'c, 'a>, Refusal> {
    let block = attention.output.block();
    let forward_end = positions[&operation_key(attention.output)];
    let mut forward: FxHashSet<usize> = attention
        .replaced()
        .iter()
        .map(|op| operation_key(*op))
        .collect();
    forward.extend(
        [attention.key_gather, attention.value_gather]
            .into_iter()
            .chain(attention.key_transpose)
            .map(operation_key),
    );
    let mut roles: FxHashMap<usize, (OperationRef, Role)> = FxHashMap::default();
    let mut stack = readers;
    while let Some(operation) = stack.pop() {
        let id = operation_key(operation);
        if roles.contains_key(&id) {
            continue;
        }
        if operation.block() != block {
            return Err(format!(
                "'{}' reads the attention's values in another block (a backward in another loop)",
                operation_name(operation)
            ));
        }
        let role = role_of(operation, attention)?;
        roles.insert(id, (operation, role));
        stack.extend(
            operation
                .operands()
                .filter(|value| shape(*value).contains(&attention.length))
                .filter_map(producer)
                .filter(|p| {
                    !forward.contains(&operation_key(*p))
                        && positions[&operation_key(*p)] > forward_end
                        && !matches!(operation_name(*p), "tensor.empty" | "linalg.fill")
                }),
        );
        if matches!(role, Role::Contract | Role::Travel { .. }) {
            continue;
        }
        for result in operation.results() {
            stack.extend(uses(result).into_iter().map(|(user, _)| user));
        }
    }
    let mut ops: Vec<(OperationRef, Role)> = roles.into_values().collect();
    ops.sort_by_key(|(op, _)| positions[&operation_key(*op)]);
    check_passes(&ops)?;
    let (before, hoisted) = insertion_point(&ops, positions)?;
    Ok(Backward {
        ops,
        before,
        hoisted,
    })
}

/// The role of `operation`, from where the sequence's dim is in its
/// operands and results.
fn role_of(operation: OperationRef, attention: &Attention) -> Result<Role, Refusal> {
    let length = attention.length;
    let name = operation_name(operation);
    let unsupported = |why: &str| Err(format!("'{name}' in the attention's backward {why}"));
    let sequence_dims = |value: Value| -> Vec<usize> {
        let dims = shape(value);
        (0..dims.len()).filter(|&d| dims[d] == length).collect()
    };
    let inputs = match segments(operation) {
        Some((ins, _)) => ins,
        None => operation.operand_count(),
    };
    let mut operand_dims = Vec::new();
    for index in 0..operation.operand_count() {
        let dims = sequence_dims(operation.operand(index).expect("an operand"));
        if dims.len() > 1 {
            return unsupported("has two dims as long as the sequence");
        }
        operand_dims.push(dims.first().copied());
    }
    let mut result_dims = Vec::new();
    for result in operation.results() {
        let dims = sequence_dims(result.into());
        if dims.len() > 1 {
            return unsupported("has two dims as long as the sequence");
        }
        result_dims.push(dims.first().copied());
    }
    let on_axis = gather_axis(operation).is_some_and(|(axis, _)| axis == attention.axis);
    if name == "shard.all_gather" {
        let along = integer_attribute(operation, "gather_axis").map(|d| d as usize);
        if on_axis
            && along.is_some()
            && along == result_dims[0]
            && shape(operation.operand(0).expect("a piece"))[along.unwrap_or(0)] == attention.block
        {
            return Ok(Role::Gather);
        }
        return unsupported("gathers other than a block along the sequence over the ring's axis");
    }
    if matches!(name, "shard.all_reduce" | "shard.reduce_scatter") {
        let Some(dim) = operand_dims[0].filter(|_| on_axis) else {
            return unsupported("reduces a value other than a block over the ring's axis");
        };
        let sums = operation
            .attribute("reduction")
            .map(|a| a.to_string().contains("sum"))
            .unwrap_or(true);
        let scatters_elsewhere = name == "shard.reduce_scatter"
            && integer_attribute(operation, "scatter_axis") != Some(dim as i64);
        if !sums || scatters_elsewhere {
            return unsupported("is not a sum over the ring's axis scattered along the sequence");
        }
        return Ok(Role::Travel { dim });
    }
    let linalg = name.starts_with("linalg.");
    if !linalg && !is_reshape(operation) {
        return Err(format!(
            "'{name}' reads what the attention computes (values returned or kept whole are not a ring's)"
        ));
    }
    if linalg && operation.result_count() != 1 {
        return unsupported("has several results");
    }
    if linalg {
        let (ins, outs) = segments(operation).unwrap_or((inputs, 0));
        for index in ins..ins + outs {
            let init = operation.operand(index).ok().and_then(producer);
            if !init.is_some_and(|op| matches!(operation_name(op), "tensor.empty" | "linalg.fill"))
            {
                return unsupported("writes into a tensor it did not create");
            }
        }
    }
    let reads_sequence = operand_dims[..inputs].iter().any(Option::is_some);
    if result_dims.iter().any(Option::is_some) {
        if is_reshape(operation) && !keeps_sequence_dim_alone(operation, length) {
            return unsupported("merges the sequence's dim with another");
        }
        return Ok(Role::Block);
    }
    if !reads_sequence {
        return Ok(Role::PerRow);
    }
    if name == "linalg.batch_matmul" && operand_dims[0] == Some(2) && operand_dims[1] == Some(1) {
        return Ok(Role::Contract);
    }
    if reduces_last(operation, "arith.addf") && init_is_zero(operation) {
        return Ok(Role::RowSum);
    }
    unsupported("reduces the sequence other than by a row sum or a contraction")
}

/// Whether a reshape keeps a dim as long as the sequence as a group of
/// its own on both sides.
fn keeps_sequence_dim_alone(operation: OperationRef, length: usize) -> bool {
    let source = shape(operation.operand(0).expect("a source"));
    let result = shape(operation.result(0).expect("a result").into());
    let Ok(groups) = spmd_dialect::rules::reassociation(operation) else {
        return false;
    };
    let (wide, narrow) = if source.len() >= result.len() {
        (&source, &result)
    } else {
        (&result, &source)
    };
    groups.iter().enumerate().all(|(index, group)| {
        let holds_sequence = group.iter().any(|&d| wide[d] == length);
        !holds_sequence || (group.len() == 1 && narrow.get(index) == Some(&length))
    })
}

/// The first pass computes the row sums from what needs no row sum (one
/// pass of sums, not several).
fn check_passes(ops: &[(OperationRef, Role)]) -> Result<(), Refusal> {
    let late = after_sums(ops);
    if first_pass(ops).iter().any(|id| late.contains(id)) {
        return Err("a row sum of the attention's backward reads another row sum".into());
    }
    Ok(())
}

/// The ops the row sums read, directly or not (the sums themselves only
/// where another sum reads them), as ids.
pub(super) fn first_pass<'c, 'a>(ops: &[(OperationRef<'c, 'a>, Role)]) -> FxHashSet<usize> {
    let inside: FxHashSet<usize> = ops.iter().map(|(op, _)| operation_key(*op)).collect();
    let in_backward =
        |value: Value<'c, 'a>| producer(value).filter(|p| inside.contains(&operation_key(*p)));
    let mut needed = FxHashSet::default();
    let mut stack: Vec<OperationRef> = ops
        .iter()
        .filter(|(_, role)| *role == Role::RowSum)
        .flat_map(|(op, _)| op.operands().filter_map(in_backward))
        .collect();
    while let Some(operation) = stack.pop() {
        if needed.insert(operation_key(operation)) {
            stack.extend(operation.operands().filter_map(in_backward));
        }
    }
    needed
}

/// The ops reading a row sum, directly or not, and the sums, as ids: what
/// only the second pass (or the per-row ops between) can compute.
pub(super) fn after_sums(ops: &[(OperationRef, Role)]) -> FxHashSet<usize> {
    let mut late = FxHashSet::default();
    for (operation, role) in ops {
        let reads_late = operation
            .operands()
            .filter_map(producer)
            .any(|p| late.contains(&operation_key(p)));
        if *role == Role::RowSum || reads_late {
            late.insert(operation_key(*operation));
        }
    }
    late
}

/// How many pure ops the ring copies before itself at most, per late input.
const HOIST_LIMIT: usize = 16;

/// Where the ring goes: before the first op outside the backward reading a
/// gradient (or after the backward where nothing does); every value the
/// backward reads from outside must be computed before it, or by pure ops
/// (moves, casts) of values that are, which the ring copies there.
fn insertion_point<'c, 'a>(
    ops: &[(OperationRef<'c, 'a>, Role)],
    positions: &FxHashMap<usize, usize>,
) -> Result<(OperationRef<'c, 'a>, Vec<OperationRef<'c, 'a>>), Refusal> {
    let inside: FxHashSet<usize> = ops.iter().map(|(op, _)| operation_key(*op)).collect();
    let position = |op: OperationRef| positions[&operation_key(op)];
    let mut first_reader: Option<OperationRef> = None;
    for (operation, role) in ops {
        for result in operation.results() {
            for (user, _) in uses(result) {
                if inside.contains(&operation_key(user)) {
                    continue;
                }
                if !matches!(role, Role::Contract | Role::Travel { .. }) {
                    return Err(format!(
                        "'{}' of the attention's backward is read outside it",
                        operation_name(*operation)
                    ));
                }
                if first_reader.is_none_or(|first| position(user) < position(first)) {
                    first_reader = Some(user);
                }
            }
        }
    }
    let last = ops.last().expect("a backward has an op").0;
    let before = match first_reader {
        Some(reader) => reader,
        None => last
            .next_in_block()
            .ok_or_else(|| "the attention's backward ends its block".to_owned())?,
    };
    if before.block() != last.block() {
        return Err(format!(
            "a gradient of the attention is read inside a nested region (at {})",
            line_and_column(before.location())
        ));
    }
    let at = position(before);
    let mut hoisted: FxHashMap<usize, OperationRef> = FxHashMap::default();
    for (operation, _) in ops {
        for operand in operation.operands() {
            let late = producer(operand).filter(|p| {
                !inside.contains(&operation_key(*p))
                    && !matches!(operation_name(*p), "tensor.empty" | "linalg.fill")
                    && position(*p) >= at
            });
            if let Some(late) = late
                && !hoist(late, at, &position, &mut hoisted)
            {
                return Err(format!(
                    "a gradient of the attention is read (at {}) before its backward's input ('{}' at {}) is computed",
                    line_and_column(before.location()),
                    operation_name(late),
                    line_and_column(late.location()),
                ));
            }
        }
    }
    let mut hoisted: Vec<OperationRef> = hoisted.into_values().collect();
    hoisted.sort_by_key(|op| position(*op));
    Ok((before, hoisted))
}

/// Adds `operation` and the late ops it reads to `hoisted` where they are
/// all pure moves or casts (reshapes, one-input generics yielding their
/// input or a cast of it, their empty inits) of values computed before
/// `at`; whether they are.
fn hoist<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    at: usize,
    position: &dyn Fn(OperationRef) -> usize,
    hoisted: &mut FxHashMap<usize, OperationRef<'c, 'a>>,
) -> bool {
    let mut added = Vec::new();
    let mut stack = vec![operation];
    while let Some(op) = stack.pop() {
        let id = operation_key(op);
        if hoisted.contains_key(&id) || added.iter().any(|(a, _)| *a == id) {
            continue;
        }
        let movable = operation_name(op) == "tensor.empty" || super::travel::is_move_or_cast(op);
        if !movable || hoisted.len() + added.len() >= HOIST_LIMIT {
            return false;
        }
        added.push((id, op));
        stack.extend(
            op.operands()
                .filter_map(producer)
                .filter(|p| position(*p) >= at),
        );
    }
    hoisted.extend(added);
    true
}
