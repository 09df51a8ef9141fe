//! GPipe's schedule, SPMD (and the driver of both schedules): the
//! micro-batch loop cut into phases at its layer loops. The parts between layer loops (the loss, the head, the
//! accumulation) run on every stage, one loop over the micro-batches each;
//! a layer loop becomes a loop of `M + S - 1` ticks in which the stage at
//! position `p` of the loop's order runs its layers on micro-batch
//! `t - p`, its flowing values (the hidden state forward, its gradient
//! backward) passed one stage on after each tick. Values a later phase
//! reads are stored by micro-batch (a tick outside `0 <= t - p < M`, the
//! bubble, computes on a clamped micro-batch and stores into a spare slot
//! and adds into a spare accumulator); a layer loop's flowing results,
//! meaningful on the last stage only, are broadcast from it after the loop.
//! A sum over the micro-batches of a layer loop's result (a stacked
//! gradient) is taken in its tick loop. The bubble is `(S - 1) / (M + S -
//! 1)` of each tick loop.
//!
//! Reads: the micro-batch loop and its layer loops (stage-local already),
//! the stacked values. Writes: the phases' loops in place of the
//! micro-batch loop, its ops moved into them.

use melior::{
    Context,
    ir::{
        BlockLike, BlockRef, Value, ValueLike,
        attribute::StringAttribute,
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    },
};
use rustc_hash::FxHashMap;
use spmd_dialect::ir::{
    ArgumentAt, Positional, block_operations, erase, first_block, operation_name, producer,
    replace_uses, replace_uses_within,
};

use super::{
    cut::Cut,
    interleaved,
    layers::LayerLoop,
    stacked::Stacked,
    template::{Phase, TAG, Ticks, phase_text},
};
use crate::pass::{
    Failure, Key, key, operation_key,
    template::{Template, clone},
};

/// The stage's index values the phases read, at the function's entry.
pub(super) struct StageValues<'c, 'a> {
    /// `s`, the stage's index on the axis.
    pub stage: Value<'c, 'a>,
    /// `S - 1 - s`.
    pub reverse: Value<'c, 'a>,
    pub zero: Value<'c, 'a>,
}

/// The mesh axis the stages are on.
pub(super) struct StageAxis {
    pub mesh: String,
    /// Its `shard.grid`, as templates declare it.
    pub grid: String,
    pub axis: usize,
    pub stages: usize,
}

/// A value stored by an earlier phase (micro-batch `m` in slot `m`): its
/// buffer and slots.
#[derive(Clone, Copy)]
pub(super) struct Stored<'c, 'a> {
    pub buffer: Value<'c, 'a>,
    pub slots: usize,
}

/// The schedules built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// All forwards, then all backwards (`M` micro-batches' activations held).
    GPipe,
    /// One forward, one backward (`S`), the forward and backward loops and
    /// the parts between in one loop of slots (`interleaved`).
    OneFOneB,
}

impl Schedule {
    /// The option's keyword.
    pub fn name(self) -> &'static str {
        match self {
            Schedule::GPipe => "gpipe",
            Schedule::OneFOneB => "1f1b",
        }
    }

    pub fn parse(keyword: &str) -> Option<Schedule> {
        [Schedule::GPipe, Schedule::OneFOneB]
            .into_iter()
            .find(|schedule| schedule.name() == keyword)
    }
}

/// Cuts `micro_batches` (an `scf.for` over the micro-batches holding the
/// `layers` loops in its body) into the schedule's phases.
pub(super) fn schedule<'c, 'a>(
    context: &'c Context,
    micro_batches: OperationRef<'c, 'a>,
    layers: &[LayerLoop<'c, 'a>],
    stacked: &Stacked<'c, 'a>,
    stage: &StageValues<'c, 'a>,
    axis: &StageAxis,
    kind: Schedule,
) -> Result<(), Failure<'c>> {
    let cut = Cut::new(micro_batches, layers)?;
    let mut built = Built {
        stored: FxHashMap::default(),
        finals: vec![None; cut.carried.len()],
    };
    let site = Site {
        context,
        micro_batches,
        layers,
        stacked,
        stage,
        axis,
    };
    if kind == Schedule::OneFOneB {
        if layers.len() != 2 || !layers[0].increasing || layers[1].increasing {
            return Err((
                micro_batches.location(),
                "spmd-pipeline: 1F1B needs a forward layer loop and a backward one after it (a training step's); this step's loops do not pair so".into(),
            ));
        }
        build_phase(&site, &cut, 0, &mut built)?;
        interleaved::build(&site, &cut, &mut built)?;
        build_phase(&site, &cut, 4, &mut built)?;
    } else {
        for p in 0..cut.phases {
            build_phase(&site, &cut, p, &mut built)?;
        }
    }
    finish(&cut, micro_batches, &built.finals);
    Ok(())
}

/// Where the phases go and what they read.
pub(super) struct Site<'s, 'c, 'a> {
    pub context: &'c Context,
    pub micro_batches: OperationRef<'c, 'a>,
    pub layers: &'s [LayerLoop<'c, 'a>],
    pub stacked: &'s Stacked<'c, 'a>,
    pub stage: &'s StageValues<'c, 'a>,
    pub axis: &'s StageAxis,
}

/// What the phases built so far give later ones: the stored values'
/// buffers, the accumulators' final values.
pub(super) struct Built<'c, 'a> {
    pub stored: FxHashMap<Key, Stored<'c, 'a>>,
    pub finals: Vec<Option<Value<'c, 'a>>>,
}

/// The micro-batch loop's results replaced by the accumulators' final
/// values, and the loop erased.
pub(super) fn finish<'c, 'a>(
    cut: &Cut<'c, 'a>,
    micro_batches: OperationRef<'c, 'a>,
    finals: &[Option<Value<'c, 'a>>],
) {
    for (k, [initial, _, yielded, result]) in cut.carried.iter().enumerate() {
        let total = finals[k].unwrap_or_else(|| {
            if cut.accumulator_of(*yielded).is_some() {
                *initial
            } else {
                *yielded
            }
        });
        replace_uses(*result, total);
    }
    erase(micro_batches);
}

/// Builds phase `p` of `cut` before the micro-batch loop (nothing where
/// it stores nothing and sums nothing).
fn build_phase<'c, 'a>(
    site: &Site<'_, 'c, 'a>,
    cut: &Cut<'c, 'a>,
    p: usize,
    built: &mut Built<'c, 'a>,
) -> Result<(), Failure<'c>> {
    let Site {
        context,
        micro_batches,
        layers,
        stacked,
        stage,
        axis,
    } = *site;
    let at = micro_batches.location();
    let count = cut.count;
    let (carried, home, reads, clones, stores, body) = (
        &cut.carried,
        &cut.home,
        &cut.reads,
        &cut.clones,
        &cut.stores,
        cut.body,
    );
    let stored = &mut built.stored;
    let finals = &mut built.finals;
    let layer = (p % 2 == 1).then(|| &layers[p / 2]);
    let accumulators: Vec<usize> = (0..carried.len()).filter(|&k| home[k] == Some(p)).collect();
    if accumulators.is_empty() && stores[p].is_empty() {
        return Ok(());
    }
    let flowing: Vec<usize> = layer.map_or(Vec::new(), |layer| stacked.flowing(layer.operation));
    let position = layer.map_or(stage.zero, |l| {
        if l.increasing {
            stage.stage
        } else {
            stage.reverse
        }
    });
    let root = layer.map(|l| if l.increasing { axis.stages - 1 } else { 0 });
    let trips = if layer.is_some() {
        count + axis.stages - 1
    } else {
        count
    };
    let phase = Phase {
        trips,
        micro_batches: count,
        ticks: layer.map(|l| Ticks {
            flowing: flowing
                .iter()
                .map(|&j| l.operation.result_at(j).expect("a result").r#type())
                .collect(),
            mesh: axis.mesh.clone(),
            grid: axis.grid.clone(),
            axis: axis.axis,
            offset: if l.increasing { 1 } else { -1 },
        }),
        inputs: reads[p]
            .iter()
            .map(|v| (v.r#type(), stored[&key(*v)].slots))
            .collect(),
        accumulators: accumulators
            .iter()
            .map(|&k| carried[k][0].r#type())
            .collect(),
        stores: stores[p]
            .iter()
            .map(|v| (v.r#type(), root.filter(|_| !stacked.contains(*v))))
            .collect(),
    };
    let text = phase_text(&phase);
    let template = Template::parse(context, &text, "pipeline phase", at)?;
    let mut arguments = vec![position];
    for value in &reads[p] {
        arguments.push(stored[&key(*value)].buffer);
    }
    arguments.extend(accumulators.iter().map(|&k| carried[k][0]));
    let results = template.instantiate(micro_batches, &arguments, at);
    let phase_loop = phase_loop_of(results[0]);
    let loop_body = first_block(phase_loop).expect("a phase loop has a body");
    let tagged = tagged_ops(&loop_body);
    let tag = |name: &str| -> OperationRef<'c, 'a> { tagged[name] };
    let anchor = tag("anchor");
    let moved: Vec<OperationRef> = cut.ops_of(p);
    // Copies of the constants and empties it reads, then its ops.
    let mut rewired = copy_constants(&loop_body, &clones[p], &mut FxHashMap::default());
    for operation in &moved {
        unsafe { mlir_sys::mlirOperationMoveBefore(operation.to_raw(), anchor.to_raw()) };
    }
    let micro_batch: Value = if layer.is_some() {
        tag("micro-batch").result_at(0).expect("a result").into()
    } else {
        loop_body
            .argument_at(0)
            .expect("the induction variable")
            .into()
    };
    rewired.push((
        body.argument_at(0).expect("the micro-batch index").into(),
        micro_batch,
    ));
    for (position, &k) in accumulators.iter().enumerate() {
        let current: Value = if layer.is_some() {
            tag(&format!("acc {position}"))
                .result_at(0)
                .expect("a result")
                .into()
        } else {
            loop_body
                .argument_at(1 + position)
                .expect("an accumulator")
                .into()
        };
        rewired.push((carried[k][1], current));
    }
    for (c, value) in reads[p].iter().enumerate() {
        rewired.push((
            *value,
            tag(&format!("input {c}"))
                .result_at(0)
                .expect("a result")
                .into(),
        ));
    }
    for operation in &moved {
        for (old, new) in &rewired {
            replace_uses_within(*old, *new, *operation, true);
        }
    }
    for (position, &k) in accumulators.iter().enumerate() {
        fill(tag(&format!("next {position}")), carried[k][2]);
    }
    for (k, value) in stores[p].iter().enumerate() {
        fill(tag(&format!("store {k}")), *value);
    }
    if let Some(layer) = layer {
        for (position, &j) in flowing.iter().enumerate() {
            let init = layer.operation.operand_at(3 + j).expect("an initial value");
            fill(tag(&format!("first {position}")), init);
            let this_tick = tag(&format!("flowing {position}"))
                .result_at(0)
                .expect("a result");
            set_operand(layer.operation, 3 + j, this_tick.into());
            fill(
                tag(&format!("out {position}")),
                layer.operation.result_at(j).expect("a result").into(),
            );
        }
    }
    erase(anchor);
    for (name, operation) in &tagged {
        if name == "micro-batch"
            || name.starts_with("input ")
            || name.starts_with("flowing ")
            || name.starts_with("acc ")
        {
            untag(*operation);
        }
    }
    for (position, &k) in accumulators.iter().enumerate() {
        finals[k] = Some(results[position]);
    }
    for (k, value) in stores[p].iter().enumerate() {
        // A tick loop's stacked results keep the bubble's slot M; its
        // flowing results are broadcast without it.
        let slots = match layer {
            Some(_) if stacked.contains(*value) => count + 1,
            _ => count,
        };
        stored.insert(
            key(*value),
            Stored {
                buffer: results[accumulators.len() + k],
                slots,
            },
        );
    }
    Ok(())
}

/// The phase's loop, from its first result (a loop result, or read from
/// one by slices and broadcasts).
pub(super) fn phase_loop_of<'c, 'a>(result: Value<'c, 'a>) -> OperationRef<'c, 'a> {
    let mut made = producer(result).expect("a phase returns op results");
    while operation_name(made) != "scf.for" {
        made = producer(made.operand_at(0).expect("a slice's source")).expect("the phase loop");
    }
    made
}

/// The ops of `block` tagged by the template, by tag.
pub(super) fn tagged_ops<'c, 'a>(
    block: &BlockRef<'c, 'a>,
) -> FxHashMap<String, OperationRef<'c, 'a>> {
    block_operations(block)
        .into_iter()
        .filter_map(|operation| {
            let tag = StringAttribute::try_from(operation.attribute(TAG).ok()?).ok()?;
            Some((tag.value().to_owned(), operation))
        })
        .collect()
}

/// Copies into the start of `loop_body` of the op-less values (constants,
/// empties) `values` are, each op copied once (`copies`, by op); the
/// (original, copy) pairs to rewire.
pub(super) fn copy_constants<'c, 'a>(
    loop_body: &BlockRef<'c, 'a>,
    values: &[Value<'c, 'a>],
    copies: &mut FxHashMap<usize, OperationRef<'c, 'a>>,
) -> Vec<(Value<'c, 'a>, Value<'c, 'a>)> {
    values
        .iter()
        .map(|value| {
            let original = producer(*value).expect("made by an op");
            let copy = *copies.entry(operation_key(original)).or_insert_with(|| {
                let first = loop_body.first_operation().expect("a loop body has ops");
                loop_body.insert_operation_before(first, clone(original))
            });
            let index = (0..original.result_count())
                .find(|&i| key(original.result_at(i).expect("index").into()) == key(*value))
                .expect("a result");
            (*value, copy.result_at(index).expect("index").into())
        })
        .collect()
}

/// Sets operand `index` of `operation` to `value`.
pub(super) fn set_operand(operation: OperationRef, index: usize, value: Value) {
    unsafe {
        mlir_sys::mlirOperationSetOperand(operation.to_raw(), index as isize, value.to_raw())
    };
}

/// Replaces placeholder `placeholder`'s result by `value`, and erases it.
pub(super) fn fill<'c>(placeholder: OperationRef<'c, '_>, value: Value<'c, '_>) {
    replace_uses(placeholder.result(0).expect("a result"), value);
    erase(placeholder);
}

pub(super) fn untag(operation: OperationRef) {
    if operation.has_attribute(TAG) {
        let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        operation.remove_attribute(TAG).ok();
    }
}
