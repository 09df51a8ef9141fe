//! Where a scanned step's gradient stacks are reduced on the data-parallel
//! axis: inside the backward loop, one layer's slice per iteration (the
//! plan propagation makes: each written slice is reduced before
//! `tensor.insert_slice` writes it into a reduced stack), or once after the
//! loop (the stack carried as `Partial(sum)`, the loop's result reduced
//! where it is read). The same bytes either way; after the loop is one
//! collective per stack instead of one per iteration, but the stack is
//! held whole where its reduced form is sharded (FSDP). With
//! [`LoopGradients::Auto`] the cheaper one is taken by the partitioner's
//! alpha-beta model (collectives run one after another on the compute
//! stream, so none overlaps the backward), unless it needs more memory per
//! device: DDP's stacks move after the loop, FSDP's stay per iteration.
//!
//! `spmd-place-loop-gradients{loop-gradients=auto|in-loop|after-loop}`,
//! the third pass of `spmd-data-parallel`, after `spmd-propagate`.
//!
//! Reads: a propagated step's recorded shardings, its loops' constant
//! bounds. Writes: for each stack moved after its loop, `Partial(sum)` on
//! the data-parallel axis in the `spmd.shardings` of the loop's result and
//! of the `tensor.insert_slice` that writes it.

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::Positional;
use spmd_dialect::{
    Placement, ReduceOp, Sharding,
    access::{FunctionShardings, ShardingWriter},
    ir::{loop_carried, operation_name, producer, program_operations, single_user, trip_count},
    layout::local_shape,
    redistribution::{CommModel, plan},
    rules,
    types::{element_bytes, static_tensor},
};

use super::step_target::{FUNCTION, Found, MESH_AXIS, MESH_NAME, StepTarget};
use crate::pass::{Failure, ModulePass, OptionError, OptionInfo, PassOptions, declare_pass};

pub(crate) const LOOP_GRADIENTS: OptionInfo = OptionInfo {
    name: "loop-gradients",
    value: "auto|in-loop|after-loop",
    default: "auto",
    description: "where a scanned step's stacked gradients are reduced: per iteration inside the loop, once after it, or whichever costs less without holding more memory",
};
const OPTIONS: [OptionInfo; 4] = [LOOP_GRADIENTS, MESH_NAME, MESH_AXIS, FUNCTION];

declare_pass! {
    /// The `spmd-place-loop-gradients` pass.
    pub fn place_loop_gradients_pass(settings: LoopGradientsPlacement) = "spmd-place-loop-gradients" as "SpmdPlaceLoopGradients" {
        summary: "Reduce a scanned step's stacked gradients on the data-parallel axis inside their loop or once after it (after spmd-propagate)",
        options: &OPTIONS,
        create: |options| Ok(place_loop_gradients_pass(LoopGradientsPlacement {
            policy: LoopGradients::from_options(options)?,
            target: StepTarget::from_options(options),
        })),
        run: ModulePass {
            settings,
            run: |module, settings| {
                let Found { function, mesh, axis } = settings.target.find(module)?;
                Ok(place_loop_reductions(function, axis, &mesh.shape, settings.policy)?)
            },
        },
    }
}

/// The options of `spmd-place-loop-gradients`.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopGradientsPlacement {
    pub policy: LoopGradients,
    pub target: StepTarget,
}

/// Where gradient stacks carried by loops are reduced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopGradients {
    /// Whichever the cost model prefers (see the module doc).
    Auto,
    /// One slice per iteration, inside the loop.
    InLoop,
    /// The whole stack once, after the loop.
    AfterLoop,
}

impl LoopGradients {
    /// The `loop-gradients` option.
    pub(crate) fn from_options(options: &PassOptions) -> Result<LoopGradients, OptionError> {
        match options.text(&LOOP_GRADIENTS) {
            "auto" => Ok(LoopGradients::Auto),
            "in-loop" => Ok(LoopGradients::InLoop),
            "after-loop" => Ok(LoopGradients::AfterLoop),
            other => Err(OptionError::bad_value(
                &LOOP_GRADIENTS,
                "auto, in-loop or after-loop",
                other,
            )),
        }
    }
}

/// A value a loop accumulates: carried value `index` of `looped`, written
/// by `writer` (its only reader in the body: an insert of a slice, or a
/// sum) from a value that is `Partial(sum)` on the axis, and reduced
/// before the write.
struct Accumulator<'c, 'a> {
    index: usize,
    writer: OperationRef<'c, 'a>,
    /// The ops between the partial sums and the written slice, whose
    /// results propagation reduced (`Partial` now carried through them).
    chain: Vec<OperationRef<'c, 'a>>,
    /// The stack's recorded sharding, reduced on the axis.
    carried: Sharding,
    stack: Vec<usize>,
    slice: Vec<usize>,
    element_bytes: usize,
    trips: usize,
}

/// Moves the reduce of each loop's gradient stacks after the loop where
/// `policy` says so (see the module doc).
pub(crate) fn place_loop_reductions<'c>(
    function: OperationRef<'c, '_>,
    axis: usize,
    mesh_shape: &[usize],
    policy: LoopGradients,
) -> Result<(), Failure<'c>> {
    if policy == LoopGradients::InLoop {
        return Ok(());
    }
    let Some(body) = spmd_dialect::ir::first_block(function) else {
        return Ok(());
    };
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let mut writer = ShardingWriter::new(context);
    let model = CommModel::uniform(mesh_shape.len());
    // Inner loops first: a loop's sum of an inner loop's gradients is an
    // accumulator once the inner loop's are (micro-batches around a
    // scanned backward), so the shardings are read again after a loop
    // whose accumulators moved.
    let loops: Vec<OperationRef> = program_operations(body)
        .into_iter()
        .filter(|op| operation_name(*op) == "scf.for")
        .collect();
    if loops.is_empty() {
        return Ok(());
    }
    let mut shardings = FunctionShardings::read(function)?;
    for looped in loops.into_iter().rev() {
        let Some(recorded) = shardings.of_op(looped) else {
            continue;
        };
        let mut results = recorded.to_vec();
        let mut moved = false;
        for accumulator in accumulators(looped, &shardings, axis) {
            let mut partial = accumulator.carried.clone();
            partial.placements[axis] = Placement::Partial(ReduceOp::Sum);
            if policy == LoopGradients::Auto
                && !after_loop_is_cheaper(&accumulator, &partial, mesh_shape, &model)
            {
                continue;
            }
            results[accumulator.index] = partial;
            moved = true;
            for operation in accumulator.chain.iter().chain([&accumulator.writer]) {
                let carried: Vec<Sharding> = shardings
                    .of_op(*operation)
                    .unwrap_or_default()
                    .iter()
                    .map(|sharding| {
                        let mut sharding = sharding.clone();
                        sharding.placements[axis] = Placement::Partial(ReduceOp::Sum);
                        sharding
                    })
                    .collect();
                writer.set_result_shardings(*operation, &carried);
            }
        }
        if moved {
            writer.set_result_shardings(looped, &results);
            shardings = FunctionShardings::read(function)?;
        }
    }
    Ok(())
}

/// Whether reducing the whole stack once after the loop takes less time
/// than one slice per iteration, holding no more bytes per device.
fn after_loop_is_cheaper(
    accumulator: &Accumulator,
    partial: &Sharding,
    mesh_shape: &[usize],
    model: &CommModel,
) -> bool {
    let cost = |shape: &[usize]| {
        plan(
            shape,
            accumulator.element_bytes,
            mesh_shape,
            partial,
            &accumulator.carried,
            model,
        )
        .map(|p| p.cost)
    };
    let (Some(per_slice), Some(whole)) = (cost(&accumulator.slice), cost(&accumulator.stack))
    else {
        return false;
    };
    let held = |sharding: &Sharding| -> usize {
        local_shape(&accumulator.stack, sharding, mesh_shape)
            .iter()
            .product()
    };
    whole < per_slice * accumulator.trips as f64 && held(partial) <= held(&accumulator.carried)
}

/// The stacks `looped` accumulates whose written slices are reduced on
/// `axis` inside the loop.
fn accumulators<'c, 'a>(
    looped: OperationRef<'c, 'a>,
    shardings: &FunctionShardings,
    axis: usize,
) -> Vec<Accumulator<'c, 'a>> {
    let (Some(trips), Some(recorded)) = (trip_count(looped), shardings.of_op(looped)) else {
        return Vec::new();
    };
    loop_carried(looped)
        .into_iter()
        .enumerate()
        .filter_map(|(index, [_, argument, next, _])| {
            let (writer, source) = written_into(next, argument)?;
            let carried = recorded.get(index)?.clone();
            let chain = partial_sums_reaching(source, looped, shardings, axis, CHAIN_LIMIT)?;
            let accumulates = single_user(argument).is_some_and(|user| user == writer)
                && single_user(next).is_some_and(|user| operation_name(user) == "scf.yield");
            let reduced_in_loop = !matches!(carried.placements.get(axis)?, Placement::Partial(_));
            if !(accumulates && reduced_in_loop) {
                return None;
            }
            let (stack, element) = static_tensor(argument.r#type())?;
            let slice = if operation_name(writer) == "tensor.insert_slice" {
                spmd_dialect::read::i64_array(writer, "static_sizes")
                    .ok()?
                    .into_iter()
                    .map(|size| usize::try_from(size).ok())
                    .collect::<Option<Vec<usize>>>()?
            } else {
                stack.clone()
            };
            (slice.len() == stack.len()).then_some(Accumulator {
                index,
                writer,
                chain,
                carried,
                stack,
                slice,
                element_bytes: element_bytes(element),
                trips,
            })
        })
        .collect()
}

/// The op that writes `next` (what a loop's body yields for its carried
/// `argument`) and the value it writes, where the loop accumulates into
/// `argument`: a slice inserted into it (a scanned step's gradient
/// stack), or an element-wise sum of it and one other value (micro-batch
/// gradients summed).
fn written_into<'c, 'a>(
    next: Value<'c, 'a>,
    argument: Value<'c, 'a>,
) -> Option<(OperationRef<'c, 'a>, Value<'c, 'a>)> {
    let writer = producer(next)?;
    if operation_name(writer) == "tensor.insert_slice" {
        return (writer.operand_at(1)? == argument).then_some((writer, writer.operand_at(0)?));
    }
    let rule = rules::rule(writer).ok()?;
    if !rule.is_parallel() {
        return None;
    }
    let read: Vec<(usize, Value)> = writer
        .operands()
        .enumerate()
        .take(rule.own_operands())
        .filter(|(_, value)| producer(*value).is_none_or(|op| operation_name(op) != "tensor.empty"))
        .collect();
    match read.as_slice() {
        [(a, first), (b, second)] if rule.carries_sum(*a) && rule.carries_sum(*b) => {
            if *first == argument {
                Some((writer, *second))
            } else if *second == argument {
                Some((writer, *first))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// How many ops [`partial_sums_reaching`] walks back through at most.
const CHAIN_LIMIT: usize = 32;

/// The ops of `looped`'s body through which `value` is computed from
/// values recorded `Partial(sum)` on `axis` by ops that carry a sum (only
/// moving elements, or linear in the operands walked), each result used
/// once; `None` if some path reaches anything else. Empty when `value`
/// itself is recorded `Partial(sum)`.
fn partial_sums_reaching<'c, 'a>(
    value: Value<'c, 'a>,
    looped: OperationRef<'c, 'a>,
    shardings: &FunctionShardings,
    axis: usize,
    limit: usize,
) -> Option<Vec<OperationRef<'c, 'a>>> {
    let placement = *recorded_sharding(value, shardings)?.placements.get(axis)?;
    if placement == Placement::Partial(ReduceOp::Sum) {
        return Some(Vec::new());
    }
    let operation = producer(value)?;
    let inside = operation
        .parent_operation()
        .is_some_and(|parent| parent == looped);
    if limit == 0 || !inside || single_user(value).is_none() || operation.result_count() != 1 {
        return None;
    }
    let rule = rules::rule(operation).ok()?;
    let walked: Vec<usize> = if rule.only_moves() {
        vec![0]
    } else {
        (0..rule.own_operands())
            .filter(|&index| rule.carries_sum(index))
            .collect()
    };
    if walked.is_empty() {
        return None;
    }
    let mut chain = vec![operation];
    for index in walked {
        chain.extend(partial_sums_reaching(
            operation.operand_at(index)?,
            looped,
            shardings,
            axis,
            limit - 1,
        )?);
    }
    Some(chain)
}

/// The sharding recorded for `value` by the op that makes it.
fn recorded_sharding(value: Value, shardings: &FunctionShardings) -> Option<Sharding> {
    let operation = producer(value)?;
    let index = operation.results().position(|result| {
        let result: Value = result.into();
        result == value
    })?;
    shardings.of_op(operation)?.get(index).cloned()
}
