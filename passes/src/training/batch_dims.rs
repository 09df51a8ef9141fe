//! `spmd-batch-dim-analysis`: where the batch is in every value of a
//! training step (seed `000`), followed through the ops' factors rather
//! than guessed from sizes.
//!
//! Reads: the step's roles (`spmd.role`, else inferred: see `training`);
//! every input carries the batch in dim 0.
//! Writes: `spmd.batch` on every op with tensor results, one entry per
//! result in placement notation: `"S(d)"` (dim `d` is the batch), `"R"` (no
//! batch) or `"P(op)"` (reduced over the batch with `op`, e.g. a loss or a
//! weight gradient); and `spmd.gradient_of = N` on the op whose batch
//! reduction is the gradient of param argument `N` (the nearest reduced
//! value of the param's type that its update reads).
//!
//! The batch moves through an op by the factor it indexes: the result dim
//! indexed by the same factor is the batch; a reduction factor no result
//! indexes makes the result reduced. A reduced value stays reduced through
//! ops that only rearrange it (reshapes, transposes, element-wise ops on it
//! alone), so a transposed gradient is still one.

use melior::ir::{
    Attribute, BlockLike, RegionLike, Value, ValueLike,
    attribute::{ArrayAttribute, IntegerAttribute, StringAttribute},
    block::BlockArgument,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    r#type::IntegerType,
};
use rustc_hash::FxHashMap;
use spmd_dialect::{
    Placement, ReduceOp, Role, SignatureSide,
    ir::{Positional, constant_scalar, loop_carried, operation_name, producer, splat_element},
    line_and_column,
    rules::{Slot, is_linear_in, rule},
    signature_label, signature_names,
    types::static_tensor,
};

use crate::{
    pass::{Failure, Key, declare_pass, key},
    shared::step::{Step, analyse_batched_step, ancestors, computed_from, is_made_from_nothing},
};

declare_pass! {
    /// The `spmd-batch-dim-analysis` pass.
    pub fn batch_dim_analysis_pass() = "spmd-batch-dim-analysis" as "SpmdBatchDimAnalysis" {
        summary: "Find the batch dim of every value of a training step by the op factors, and mark the params' gradients",
        rewrite: analyse_function,
    }
}

/// Op attribute: the batch placement of each result.
pub const BATCH_ATTR: &str = "spmd.batch";

fn analyse_function<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    if function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .is_none()
    {
        return Ok(());
    }
    let step = analyse_batched_step(function)?;
    mark_batch_dims(function, &step)
}

/// Where the batch is in one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Batch {
    Dim(usize),
    /// Reduced over the batch by `op`, at the value `origin` (`None`:
    /// the value itself, while its state is being worked out).
    Reduced {
        op: ReduceOp,
        origin: Option<Key>,
    },
}

impl Batch {
    fn placement(state: Option<Batch>) -> Placement {
        match state {
            Some(Batch::Dim(d)) => Placement::Shard(d),
            Some(Batch::Reduced { op, .. }) => Placement::Partial(op),
            None => Placement::Replicate,
        }
    }
}

/// Analyses `step` and writes `spmd.batch` and `spmd.gradient_of`.
pub(crate) fn mark_batch_dims<'c>(
    function: OperationRef<'c, '_>,
    step: &Step<'c, '_>,
) -> Result<(), Failure<'c>> {
    let body = step.body;
    let mut states: FxHashMap<Key, Batch> = FxHashMap::default();
    for (index, role) in step.roles.iter().enumerate() {
        let argument: Value = body.argument(index).expect("index").into();
        if *role == Some(Role::Input)
            && static_tensor(argument.r#type()).is_some_and(|(s, _)| !s.is_empty())
        {
            states.insert(key(argument), Batch::Dim(0));
        }
    }
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let operations: Vec<OperationRef> = spmd_dialect::ir::block_operations(&body);
    let mut producers: FxHashMap<Key, OperationRef> = FxHashMap::default();
    let mut lost = None;
    analyse_ops(context, &operations, &mut states, &mut producers, &mut lost)?;
    // Gradients: the nearest reduced value of the param's type its update reads.
    let terminator = body.terminator().expect("analyse_step checked the return");
    for (index, role) in step.roles.iter().enumerate() {
        let (Some(Role::Param), Some(result)) = (role, step.updates[index]) else {
            continue;
        };
        let param_type = body.argument(index).expect("index").r#type();
        let update = terminator.operand(result).expect("update index");
        let origin = ancestors(update)
            .skip(1)
            .find_map(|v| match states.get(&key(v)) {
                Some(Batch::Reduced { origin, .. }) if v.r#type() == param_type => *origin,
                _ => None,
            });
        let Some(origin) = origin.and_then(|o| producers.get(&o)) else {
            return Err((
                function.location(),
                format!(
                    "no gradient found for param {}: its update reads no value reduced over the batch{}",
                    signature_label(
                        SignatureSide::Argument,
                        index,
                        &signature_names(function, SignatureSide::Argument)
                    ),
                    lost.map_or(String::new(), |(name, at): (&str, melior::ir::Location)| format!(
                        "; the batch is first lost at '{name}' ({}), which keeps no batch dim (as a slice of one example does: a micro-batch of spmd-microbatch must hold an example per data-parallel rank)",
                        line_and_column(at)
                    ))
                ),
            ));
        };
        let mut producer = unsafe { OperationRefMut::from_raw(origin.to_raw()) };
        producer.set_attribute(
            crate::shared::step::GRADIENT_ATTR,
            IntegerAttribute::new(IntegerType::new(context, 64).into(), index as i64).into(),
        );
    }
    Ok(())
}

/// Works out the batch state of every result of `operations` (and of the
/// ops of loop bodies among them) and writes `spmd.batch` on each.
/// `lost`: the first op that read a batch dim and kept none.
fn analyse_ops<'c, 'a>(
    context: &'c melior::Context,
    operations: &[OperationRef<'c, 'a>],
    states: &mut FxHashMap<Key, Batch>,
    producers: &mut FxHashMap<Key, OperationRef<'c, 'a>>,
    lost: &mut Option<(&'c str, melior::ir::Location<'c>)>,
) -> Result<(), Failure<'c>> {
    for &operation in operations {
        let tensor_results = operation
            .results()
            .any(|r| static_tensor(r.r#type()).is_some());
        if !tensor_results {
            continue;
        }
        let result_states = if operation_name(operation) == "scf.for" {
            loop_batch(context, operation, states, producers, lost)?
        } else {
            results_batch(operation, states)?
        };
        if lost.is_none()
            && result_states.iter().all(Option::is_none)
            && operation
                .operands()
                .any(|v| matches!(states.get(&key(v)), Some(Batch::Dim(_))))
        {
            *lost = Some((operation_name(operation), operation.location()));
        }
        for (index, state) in result_states.into_iter().enumerate() {
            let result: Value = operation.result(index).expect("index").into();
            producers.insert(key(result), operation);
            if let Some(state) = state {
                let state = match state {
                    Batch::Reduced { op, origin: None } => Batch::Reduced {
                        op,
                        origin: Some(key(result)),
                    },
                    other => other,
                };
                states.insert(key(result), state);
            }
        }
        let entries: Vec<Attribute> = operation
            .results()
            .map(|r| {
                let placement = Batch::placement(states.get(&key(r.into())).copied());
                StringAttribute::new(context, &placement.to_string()).into()
            })
            .collect();
        let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        operation.set_attribute(BATCH_ATTR, ArrayAttribute::new(context, &entries).into());
    }
    Ok(())
}

/// An `scf.for`'s results: its body analysed with each carried value in
/// the state of its initial value, then again in the state the body
/// yields (a gradient accumulated over the layers is reduced over the
/// batch from its first write), until they agree; a reduced result is its
/// own origin (the loop makes the gradient).
fn loop_batch<'c, 'a>(
    context: &'c melior::Context,
    operation: OperationRef<'c, 'a>,
    states: &mut FxHashMap<Key, Batch>,
    producers: &mut FxHashMap<Key, OperationRef<'c, 'a>>,
    lost: &mut Option<(&'c str, melior::ir::Location<'c>)>,
) -> Result<Vec<Option<Batch>>, Failure<'c>> {
    let carried = loop_carried(operation);
    for [init, argument, _, _] in &carried {
        if let Some(&state) = states.get(&key(*init)) {
            states.insert(key(*argument), state);
        }
    }
    let body_ops: Vec<OperationRef> = operation
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .map(|b| {
            std::iter::successors(b.first_operation(), |op| op.next_in_block())
                .filter(|op| operation_name(*op) != "scf.yield")
                .collect()
        })
        .unwrap_or_default();
    for _ in 0..=carried.len() {
        analyse_ops(context, &body_ops, states, producers, lost)?;
        let mut changed = false;
        for [_, argument, next, _] in &carried {
            let yielded = states.get(&key(*next)).copied();
            let now = states.get(&key(*argument)).copied();
            if let Some(yielded) = yielded
                && now.is_none_or(|now| !same_state(now, yielded))
            {
                states.insert(key(*argument), yielded);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    Ok(carried
        .iter()
        .map(|[_, _, next, _]| {
            states.get(&key(*next)).map(|state| match *state {
                Batch::Reduced { op, .. } => Batch::Reduced { op, origin: None },
                other => other,
            })
        })
        .collect())
}

/// Two states alike but for a reduction's origin.
fn same_state(a: Batch, b: Batch) -> bool {
    match (a, b) {
        (Batch::Reduced { op: x, .. }, Batch::Reduced { op: y, .. }) => x == y,
        _ => a == b,
    }
}

/// The batch state of each result of `operation` (a `Reduced` origin of
/// `None` means "this result").
fn results_batch<'c>(
    operation: OperationRef<'c, '_>,
    states: &FxHashMap<Key, Batch>,
) -> Result<Vec<Option<Batch>>, Failure<'c>> {
    let results = operation.result_count();
    let inputs = computed_from(operation);
    let known: Vec<(usize, Batch)> = inputs
        .iter()
        .filter_map(|(slot, v)| states.get(&key(*v)).map(|s| (*slot, *s)))
        .collect();
    if known.is_empty() {
        return Ok(vec![None; results]);
    }
    let rule = rule(operation).map_err(|e| (operation.location(), e.to_string()))?;
    let with_batch = known.iter().find_map(|(i, s)| match s {
        Batch::Dim(d) => Some((*i, *d)),
        Batch::Reduced { .. } => None,
    });
    let reduced = known.iter().find_map(|(_, s)| match s {
        Batch::Reduced { .. } => Some(*s),
        Batch::Dim(_) => None,
    });
    let computed_inputs = inputs
        .iter()
        .filter(|(_, v)| static_tensor(v.r#type()).is_some() && !is_made_from_nothing(*v))
        .count();
    if rule.is_free() {
        return Ok(vec![None; results]);
    }
    Ok(match with_batch {
        Some((input, dim)) => {
            let factor = rule.factor_of_dim(Slot::Operand(input), dim);
            (0..results)
                .map(|result| {
                    let factor = factor?;
                    match (
                        rule.dim_of_factor(Slot::Result(result), factor),
                        rule.reduction(factor),
                    ) {
                        (Some(d), _) => Some(Batch::Dim(d)),
                        (None, Some(op)) => Some(Batch::Reduced { op, origin: None }),
                        (None, None) => None,
                    }
                })
                .collect()
        }
        // Rearranging a reduced value alone keeps it reduced, and so does
        // an op linear in it (a masked copy), or jointly linear in reduced
        // values and zeros (a scatter-add of the batch's summed gradient
        // rows into zeros); `w - g` is not.
        None if computed_inputs == 1 && rule.is_parallel() => vec![reduced; results],
        // Slices, inserts and concatenations of reduced values only move
        // them (into what a loop accumulates them in).
        None if reduced.is_some()
            && matches!(
                operation_name(operation),
                "tensor.extract_slice" | "tensor.insert_slice" | "tensor.concat"
            ) =>
        {
            vec![reduced; results]
        }
        None if reduced.is_some()
            && (known.iter().all(|&(slot, _)| is_linear_in(operation, slot))
                || inputs.iter().all(|&(slot, value)| {
                    !rule.carries_sum(slot)
                        || known.iter().any(|&(reduced, _)| reduced == slot)
                        || is_zero(value)
                })) =>
        {
            vec![reduced; results]
        }
        None => vec![None; results],
    })
}

/// Whether `value` is zero everywhere: a zero splat constant or a fill of
/// zero, or a loop's accumulator that starts at zero (what the loop adds
/// to it decides what it holds: micro-batches' gradients summed).
pub(crate) fn is_zero(value: Value) -> bool {
    if let Ok(argument) = BlockArgument::try_from(value) {
        let looped = argument
            .owner()
            .parent_operation()
            .filter(|op| operation_name(*op) == "scf.for");
        return looped.is_some_and(|looped| {
            argument.argument_number() >= 1
                && looped
                    .operand_at(2 + argument.argument_number())
                    .is_some_and(is_zero)
        });
    }
    producer(value).is_some_and(|op| match operation_name(op) {
        "arith.constant" => splat_element(op).is_some_and(spmd_dialect::ir::is_zero),
        "linalg.fill" => op
            .operand(0)
            .ok()
            .and_then(constant_scalar)
            .is_some_and(spmd_dialect::ir::is_zero),
        _ => false,
    })
}
