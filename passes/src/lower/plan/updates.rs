//! GEMMs that accumulate into a tensor: `P + s * (A B)`, the product read
//! only by an element-wise op that scales it by a constant and adds it to
//! another tensor of its shape (an SGD step's `W - lr * dW`), becomes one
//! GEMM with `P` as its init and `s` as its scale, writing the update's
//! result where the GEMM runs: cuBLAS's and every BLAS's `C = alpha A B +
//! beta C`. The gradient is never written and read back, and the update
//! kernel goes; with the update donated to `W`'s buffer
//! (`donate-updates`), C is `W` itself and the GEMM reads and writes it in
//! place. The GEMM stays where it is: run at the update (an SGD step's
//! updates come after the whole backward), it would keep its operands,
//! the step's activations, alive until then.
//!
//! Reads: the ops of a body, their structures and the decisions so far
//! (GEMMs with their transposes folded, kernel roots). Writes: the
//! decisions of the update (written by the GEMM) and of the ops between
//! (folded into it).

use melior::ir::{
    BlockRef, Value, ValueLike,
    attribute::FloatAttribute,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::ir::{
    ArgumentAt, Positional, block_operations, operation_name, producer, single_user,
};
use std::collections::BTreeSet;

use super::{
    StepKind,
    folding::{is_reshape, starts_from_zero, written_layout_of_chain, written_through_expansion},
    graph::{Graph, inlined_by_root},
};
use crate::lower::{
    gemm::transposed_dims,
    layout::Layout,
    structure::{Structure, body_operations, structure},
};
use crate::pass::key;

/// A GEMM result accumulated into another tensor ([module doc](self)).
pub struct IntoUpdate<'c, 'a> {
    /// The element-wise op computing `P + s * C`.
    pub update: OperationRef<'c, 'a>,
    /// The ops between the GEMM and the update, in order: an expansion,
    /// transposes, a scaling.
    pub between: Vec<OperationRef<'c, 'a>>,
    /// Where C's dims lie in the update's row-major result (`None`:
    /// row-major, as the GEMM's own result).
    pub layout: Option<Layout>,
    /// `P`, the GEMM's init.
    pub init: Value<'c, 'a>,
    /// `s`, the product's scale.
    pub scale: f64,
}

/// The update `gemm`'s result is accumulated into, if it is one: the
/// result (starting from zero) read only by an optional expansion, then
/// transposes, then an optional scaling by a constant, then an
/// element-wise `P + s * x` over the same points.
pub fn accumulated_into<'c: 'a, 'a>(gemm: OperationRef<'c, 'a>) -> Option<IntoUpdate<'c, 'a>> {
    if !starts_from_zero(gemm) {
        return None;
    }
    let result = |op: OperationRef<'c, 'a>| op.result_at(0).map(Value::from);
    let mut between = Vec::new();
    let mut value = result(gemm)?;
    let mut reader = single_user(value)?;
    let expansion = (operation_name(reader) == "tensor.expand_shape").then_some(reader);
    if let Some(expansion) = expansion {
        between.push(expansion);
        value = result(expansion)?;
        reader = single_user(value)?;
    }
    let mut chain = Vec::new();
    while let Some(s) = structure(reader)
        .ok()
        .flatten()
        .filter(|s| transposed_dims(reader, s).is_some())
    {
        chain.push((reader, s));
        between.push(reader);
        value = result(reader)?;
        reader = single_user(value)?;
    }
    let mut scale = 1.0;
    if let Some([s, _]) = pointwise_affine(reader, value, None) {
        scale = s;
        between.push(reader);
        value = result(reader)?;
        reader = single_user(value)?;
    }
    let init = (0..2)
        .filter_map(|i| reader.operand_at(i))
        .find(|operand| *operand != value)?;
    let [s, one] = pointwise_affine(reader, value, Some(init))?;
    let types_agree = init.r#type() == result(reader)?.r#type()
        && value.r#type() == init.r#type()
        && reader.block() == gemm.block();
    if one != 1.0 || s == 0.0 || !types_agree {
        return None;
    }
    let layout = match written_layout_of_chain(&chain) {
        Some(layout) => Some(layout),
        None if chain.is_empty() => None,
        None => return None,
    };
    let layout = match (expansion, layout) {
        (Some(expansion), Some(layout)) => Some(written_through_expansion(expansion, &layout)?),
        (_, layout) => layout,
    };
    Some(IntoUpdate {
        update: reader,
        between,
        layout,
        init,
        scale: scale * s,
    })
}

/// Moves each GEMM that an update accumulates ([`accumulated_into`]) to
/// right after the last other reader of the update's `P`, with the ops
/// between it and the update: a backward's weight gradient comes before
/// the GEMM that reads the weight for the input gradient, and `P` (the
/// weight, donated to its update) must be read by nothing after the GEMM
/// writes the update into its buffer. Only in `body` itself; the GEMM's
/// operands are made before it, so before that reader too.
pub fn schedule_after_init_readers(body: BlockRef) {
    let operations = block_operations(&body);
    let address = |op: &OperationRef| op.to_raw().ptr as usize;
    let index: FxHashMap<usize, usize> = operations
        .iter()
        .enumerate()
        .map(|(i, op)| (address(op), i))
        .collect();
    let mut moved: FxHashSet<usize> = FxHashSet::default();
    for (i, &gemm) in operations.iter().enumerate() {
        let contraction = structure(gemm)
            .ok()
            .flatten()
            .is_some_and(|s| s.reduction.contains(&true));
        let Some(into) = contraction.then(|| accumulated_into(gemm)).flatten() else {
            continue;
        };
        let Some(&update) = index.get(&address(&into.update)) else {
            continue;
        };
        let Some(last) = last_read(into.init, into.update, &|op| {
            index
                .get(&address(op))
                .copied()
                .filter(|_| !moved.contains(&address(op)))
        }) else {
            continue;
        };
        if last <= i || last >= update {
            continue;
        }
        // Those after the reader already stay (their inits may be made
        // after it).
        let mut after = operations[last];
        let before_reader =
            |op: &OperationRef| index.get(&address(op)).is_some_and(|&at| at < last);
        for op in std::iter::once(gemm)
            .chain(into.between)
            .filter(before_reader)
        {
            // SAFETY: `op` is an operation of `body`, which owns it; it
            // stays in the block, only its place changes.
            let mut movable = unsafe { OperationRefMut::from_raw(op.to_raw()) };
            movable.move_after(after);
            moved.insert(address(&op));
            after = op;
        }
    }
}

/// Where `value` is last read in its block other than by `update`: the
/// position of its last reader, or of the last reader of a view of it (a
/// reshape, a transpose a GEMM reads through its strides); `None` where a
/// reader is elsewhere (a loop's body, an op already moved).
fn last_read<'c, 'a>(
    value: Value<'c, 'a>,
    update: OperationRef<'c, 'a>,
    position: &impl Fn(&OperationRef<'c, 'a>) -> Option<usize>,
) -> Option<usize> {
    let mut last = 0;
    for (reader, _) in spmd_dialect::ir::uses(value) {
        if reader == update {
            continue;
        }
        last = last.max(position(&reader)?);
        let view = is_reshape(reader)
            || structure(reader)
                .ok()
                .flatten()
                .is_some_and(|s| transposed_dims(reader, &s).is_some());
        if view {
            last = last.max(last_read(reader.result_at(0)?.into(), update, position)?);
        }
    }
    Some(last)
}

/// Folds each update kernel root that accumulates a GEMM into the GEMM,
/// which writes the update's result (C in the layout it wrote, P defined
/// before it and read by nothing after it); the ops between are folded
/// into it. The update's kernel must hold nothing else, and the views
/// between must be views already (the transposes folded into the GEMM's
/// written layout). Returns the
/// (GEMM, update) positions so joined.
pub(super) fn fold_into_updates(
    graph: &Graph,
    kinds: &mut [Option<StepKind>],
    fused: &mut [bool],
    folded: &mut [bool],
    roots_of: &mut [BTreeSet<usize>],
) -> Vec<(usize, usize)> {
    let operations = graph.operations;
    let inlined = inlined_by_root(roots_of);
    let mut joined = Vec::new();
    for i in 0..operations.len() {
        if !matches!(kinds[i], Some(StepKind::Gemm { .. })) || folded[i] {
            continue;
        }
        let Some(into) = accumulated_into(operations[i]) else {
            continue;
        };
        let position = |op: OperationRef| graph.position.get(&key(graph.result_of(op))).copied();
        let (Some(update), Some(between)) = (
            position(into.update),
            into.between
                .iter()
                .map(|op| position(*op))
                .collect::<Option<Vec<usize>>>(),
        ) else {
            continue;
        };
        let scaling = |p: usize| {
            fused[p]
                && roots_of[p] == BTreeSet::from([update])
                && operation_name(operations[p]) == "linalg.generic"
        };
        let between_fits = between
            .iter()
            .all(|&p| matches!(kinds[p], Some(StepKind::View { .. })) || scaling(p));
        // Nothing else is inlined into the update, and P is a buffer.
        let alone = inlined
            .get(&update)
            .is_none_or(|members| members.iter().all(|p| between.contains(p)));
        let init_stored_before = graph
            .position
            .get(&key(into.init))
            .is_none_or(|&p| !fused[p] && p < i);
        // P read after the GEMM would have to outlive C: the update could
        // not be made in P's buffer (a donated param read by a later
        // GEMM), where the update kernel could.
        let init_read_before = graph
            .uses(into.init)
            .iter()
            .all(|&(reader, _)| reader < i || reader == update);
        if !matches!(kinds[update], Some(StepKind::Kernel { .. }))
            || fused[update]
            || !between_fits
            || !alone
            || !init_stored_before
            || !init_read_before
        {
            continue;
        }
        for p in between.into_iter().chain([update]) {
            kinds[p] = None;
            fused[p] = true;
            folded[p] = true;
            roots_of[p] = BTreeSet::new();
        }
        joined.push((i, update));
    }
    joined
}

/// `operation` (an element-wise `linalg.generic` over identity maps, one
/// result) as `a * x + b * p` of its inputs `x` and, if given, `p`: its
/// payload of adds, subtractions, negations and products by constants.
fn pointwise_affine<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    x: Value<'c, 'a>,
    p: Option<Value<'c, 'a>>,
) -> Option<[f64; 2]> {
    let inputs = 1 + usize::from(p.is_some());
    let s = structure(operation).ok()??;
    if operation_name(operation) != "linalg.generic"
        || operation.result_count() != 1
        || s.inputs != inputs
        || !identity_maps(&s)
    {
        return None;
    }
    let block = spmd_dialect::ir::first_block(operation)?;
    let argument = |value: Value<'c, 'a>| {
        (0..inputs)
            .find(|&i| operation.operand_at(i) == Some(value))
            .and_then(|i| block.argument_at(i))
            .map(Value::from)
    };
    let x_argument = argument(x)?;
    let p_argument = match p {
        Some(p) => Some(argument(p)?),
        None => None,
    };
    let body = body_operations(operation);
    let yielded = body.last()?.operand_at(0)?;
    Affine {
        x: x_argument,
        p: p_argument,
        body: &body,
    }
    .of(yielded)
}

fn identity_maps(structure: &Structure) -> bool {
    !structure.reduction.contains(&true)
        && structure.maps.iter().all(|map| {
            map.len() == structure.dims.len()
                && map.iter().enumerate().all(|(d, l)| l.as_dim() == Some(d))
        })
}

/// A payload's values as `a * x + b * p` ([`pointwise_affine`]).
struct Affine<'b, 'c, 'a> {
    x: Value<'c, 'a>,
    p: Option<Value<'c, 'a>>,
    body: &'b [OperationRef<'c, 'a>],
}

impl<'c, 'a> Affine<'_, 'c, 'a> {
    fn of(&self, value: Value<'c, 'a>) -> Option<[f64; 2]> {
        if value == self.x {
            return Some([1.0, 0.0]);
        }
        if Some(value) == self.p {
            return Some([0.0, 1.0]);
        }
        let op = producer(value).filter(|op| self.body.contains(op))?;
        let operand = |i: usize| op.operand_at(i);
        match operation_name(op) {
            "arith.addf" | "arith.subf" => {
                let [a, b] = [self.of(operand(0)?)?, self.of(operand(1)?)?];
                let sign = if operation_name(op) == "arith.subf" {
                    -1.0
                } else {
                    1.0
                };
                Some([a[0] + sign * b[0], a[1] + sign * b[1]])
            }
            "arith.negf" => self.of(operand(0)?).map(|[a, b]| [-a, -b]),
            "arith.mulf" => {
                let (factor, term) = match float_constant(operand(1)?) {
                    Some(c) => (c, operand(0)?),
                    None => (float_constant(operand(0)?)?, operand(1)?),
                };
                self.of(term).map(|[a, b]| [factor * a, factor * b])
            }
            _ => None,
        }
    }
}

/// The value of a scalar float `arith.constant`.
fn float_constant(value: Value) -> Option<f64> {
    let op = producer(value).filter(|op| operation_name(*op) == "arith.constant")?;
    FloatAttribute::try_from(op.attribute("value").ok()?)
        .ok()
        .map(|f| f.value())
}
