//! 1F1B's schedule: the forward layer loop, the parts after it (the head,
//! the loss) and the backward layer loop in one loop of slots
//! (`interleaved_template`), the forward and the backward each in a guard
//! (an `scf.for` of one iteration where the slot runs it, none where not)
//! so that a stage computes one forward or one backward per slot; the
//! parts before and after run as GPipe's plain phases do.
//!
//! Reads: the cut (phases 1, 2 and 3 are the slots'), the stored inputs.
//! Writes: the slot loop before the micro-batch loop, the three parts'
//! ops moved into it, the stored values and accumulators it gives later
//! phases.

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationMutLike, OperationRef},
};
use rustc_hash::FxHashMap;
use spmd_dialect::ir::{
    ArgumentAt, Positional, first_block, producer, replace_uses, replace_uses_within, uses,
};

use super::{
    cut::Cut,
    interleaved_template::{Section, Slots, Store, slots_text},
    schedule::{
        Built, Site, Stored, copy_constants, fill, phase_loop_of, set_operand, tagged_ops, untag,
    },
    template::TAG,
};
use crate::pass::{Failure, key, template::Template};

/// The attribute of a loop whose trip count differs between ranks and
/// slots: how many times a step runs its body (`spmd-report` counts its
/// collectives so).
pub(crate) const RUNS_ATTR: &str = "spmd.runs_per_step";

/// Phases of the cut the slots hold.
const FORWARD: usize = 1;
const HEAD: usize = 2;
const BACKWARD: usize = 3;

/// Builds the slot loop for phases 1 to 3 of `cut` (see the module doc).
pub(super) fn build<'c, 'a>(
    site: &Site<'_, 'c, 'a>,
    cut: &Cut<'c, 'a>,
    built: &mut Built<'c, 'a>,
) -> Result<(), Failure<'c>> {
    let at = site.micro_batches.location();
    let (forward, backward) = (&site.layers[0], &site.layers[1]);
    let stacked = site.stacked;
    let refuse = |value: Value<'c, 'a>, why: &str| -> Failure<'c> {
        (value.location(), format!("spmd-pipeline: 1F1B: {why}"))
    };
    let made_in = |value: Value<'c, 'a>, phase: usize| {
        producer(value)
            .is_some_and(|p| p.block().is_some_and(|b| b == cut.body) && cut.phase(p) == phase)
    };
    // Inputs from the parts before, per section.
    let mut inputs: Vec<(Value, Section)> = Vec::new();
    let mut rings: Vec<Value> = Vec::new();
    let mut internals: Vec<Value> = Vec::new();
    for (phase, section) in [
        (FORWARD, Section::Forward),
        (HEAD, Section::Head),
        (BACKWARD, Section::Backward),
    ] {
        for value in &cut.reads[phase] {
            if built.stored.contains_key(&key(*value)) {
                inputs.push((*value, section));
            } else if phase == BACKWARD && made_in(*value, FORWARD) && stacked.contains(*value) {
                rings.push(*value);
            } else if phase == BACKWARD {
                internals.push(*value);
            } else if !(phase == HEAD && made_in(*value, FORWARD)) {
                return Err(refuse(*value, "a value the forward reads is made after it"));
            }
        }
    }
    // What the parts after read.
    let later = |value: Value| {
        (BACKWARD + 1..cut.phases).any(|p| cut.reads[p].iter().any(|r| key(*r) == key(value)))
    };
    let mut stores: Vec<(Value, Store)> = Vec::new();
    for phase in [FORWARD, HEAD, BACKWARD] {
        for value in cut.stores[phase].iter().filter(|v| later(**v)) {
            let store = match phase {
                FORWARD if stacked.contains(*value) => {
                    return Err(refuse(
                        *value,
                        "the forward's stacked result is read after the backward",
                    ));
                }
                FORWARD | HEAD => Store::Head,
                _ => Store::Backward {
                    broadcast: !stacked.contains(*value),
                },
            };
            stores.push((*value, store));
        }
    }
    let homes = |phase: usize| -> Vec<usize> {
        (0..cut.carried.len())
            .filter(|&k| cut.home[k] == Some(phase))
            .collect()
    };
    if let Some(&k) = homes(FORWARD).first() {
        return Err(refuse(
            cut.carried[k][2],
            "an accumulator of the forward's results",
        ));
    }
    let (head_sums, backward_sums) = (homes(HEAD), homes(BACKWARD));
    let (forward_flowing, backward_flowing) = (
        stacked.flowing(forward.operation),
        stacked.flowing(backward.operation),
    );
    let result_types =
        |layer: OperationRef<'c, 'a>, indices: &[usize]| -> Vec<melior::ir::Type<'c>> {
            indices
                .iter()
                .map(|&j| layer.result_at(j).expect("a result").r#type())
                .collect()
        };
    let slots = Slots {
        micro_batches: cut.count,
        stages: site.axis.stages,
        mesh: site.axis.mesh.clone(),
        grid: site.axis.grid.clone(),
        axis: site.axis.axis,
        inputs: inputs.iter().map(|(v, s)| (v.r#type(), *s)).collect(),
        head_accumulators: head_sums
            .iter()
            .map(|&k| cut.carried[k][0].r#type())
            .collect(),
        backward_accumulators: backward_sums
            .iter()
            .map(|&k| cut.carried[k][0].r#type())
            .collect(),
        forward_flowing: result_types(forward.operation, &forward_flowing),
        backward_flowing: result_types(backward.operation, &backward_flowing),
        rings: rings.iter().map(|v| v.r#type()).collect(),
        internals: internals.iter().map(|v| v.r#type()).collect(),
        stores: stores.iter().map(|(v, s)| (v.r#type(), *s)).collect(),
    };
    let text = slots_text(&slots);
    let template = Template::parse(site.context, &text, "1F1B slots", at)?;
    let mut arguments = vec![site.stage.stage];
    arguments.extend(inputs.iter().map(|(v, _)| built.stored[&key(*v)].buffer));
    arguments.extend(
        head_sums
            .iter()
            .chain(&backward_sums)
            .map(|&k| cut.carried[k][0]),
    );
    let results = template.instantiate(site.micro_batches, &arguments, at);
    let slot_loop = phase_loop_of(results[0]);
    let loop_body = first_block(slot_loop).expect("a loop has a body");
    let tagged = tagged_ops(&loop_body);
    let tag = |name: &str| -> OperationRef<'c, 'a> { tagged[name] };
    let tagged_value =
        |name: &str| -> Value<'c, 'a> { tag(name).result_at(0).expect("a result").into() };
    // Constants copied in first, then each part's ops before its anchor.
    let mut copies = FxHashMap::default();
    let micro_batch_index: Value = cut
        .body
        .argument_at(0)
        .expect("the micro-batch index")
        .into();
    for (phase, anchor, micro_batch) in [
        (FORWARD, "anchor F", "F m"),
        (HEAD, "anchor H", "F m"),
        (BACKWARD, "anchor B", "B m"),
    ] {
        let moved = cut.ops_of(phase);
        let mut rewired = copy_constants(&loop_body, &cut.clones[phase], &mut copies);
        rewired.push((micro_batch_index, tagged_value(micro_batch)));
        for operation in &moved {
            unsafe { mlir_sys::mlirOperationMoveBefore(operation.to_raw(), tag(anchor).to_raw()) };
        }
        let section = [Section::Forward, Section::Head, Section::Backward][phase - 1];
        for (c, (value, reader)) in inputs.iter().enumerate() {
            if *reader == section {
                let prefix = ["F", "H", "B"][phase - 1];
                rewired.push((*value, tagged_value(&format!("{prefix} input {c}"))));
            }
        }
        if phase == HEAD {
            for (position, &k) in head_sums.iter().enumerate() {
                rewired.push((
                    cut.carried[k][1],
                    tagged_value(&format!("H acc {position}")),
                ));
            }
        }
        if phase == BACKWARD {
            for (position, &k) in backward_sums.iter().enumerate() {
                rewired.push((
                    cut.carried[k][1],
                    tagged_value(&format!("B acc {position}")),
                ));
            }
            for (r, value) in rings.iter().enumerate() {
                rewired.push((*value, tagged_value(&format!("B ring {r}"))));
            }
        }
        for operation in &moved {
            for (old, new) in &rewired {
                replace_uses_within(*old, *new, *operation, true);
            }
        }
    }
    // The backward reads a head's value only as its flowing input, which
    // the last stage alone has.
    for (h, value) in internals.iter().enumerate() {
        let position = backward_flowing.iter().position(|&j| {
            backward
                .operation
                .operand_at(3 + j)
                .is_some_and(|o| key(o) == key(*value))
        });
        let only_there = uses(*value).iter().all(|(user, number)| {
            *user != backward.operation
                || position.is_some_and(|p| *number == 3 + backward_flowing[p])
        }) && uses(*value).iter().all(|(user, _)| {
            !spmd_dialect::ir::is_within(*user, backward.operation) || *user == backward.operation
        });
        if position.is_none() || !only_there {
            return Err(refuse(
                *value,
                "the backward reads a value of the parts before it other than as its input (only the last stage has it)",
            ));
        }
        replace_uses_within(
            *value,
            tagged_value(&format!("B internal {h}")),
            backward.operation,
            true,
        );
    }
    // Placeholders.
    for (layer, indices, section) in [
        (forward.operation, &forward_flowing, "F"),
        (backward.operation, &backward_flowing, "B"),
    ] {
        for (position, &j) in indices.iter().enumerate() {
            let init = layer.operand_at(3 + j).expect("an initial value");
            fill(tag(&format!("{section} first {position}")), init);
            set_operand(
                layer,
                3 + j,
                tagged_value(&format!("{section} flowing {position}")),
            );
            fill(
                tag(&format!("{section} out {position}")),
                layer.result_at(j).expect("a result").into(),
            );
        }
    }
    for (r, value) in rings.iter().enumerate() {
        fill(tag(&format!("ring {r}")), *value);
    }
    for (h, value) in internals.iter().enumerate() {
        fill(tag(&format!("internal {h}")), *value);
    }
    for (position, &k) in head_sums.iter().enumerate() {
        fill(tag(&format!("H next {position}")), cut.carried[k][2]);
    }
    for (position, &k) in backward_sums.iter().enumerate() {
        fill(tag(&format!("B next {position}")), cut.carried[k][2]);
    }
    for (k, (value, _)) in stores.iter().enumerate() {
        fill(tag(&format!("store {k}")), *value);
    }
    guard(site, forward.operation, tagged_value("F is"), cut.count)?;
    guard(site, backward.operation, tagged_value("B is"), cut.count)?;
    for name in ["anchor F", "anchor H", "anchor B"] {
        spmd_dialect::ir::erase(tag(name));
    }
    for (name, operation) in &tagged {
        if !name.starts_with("anchor") && !is_placeholder(name) {
            untag(*operation);
        }
    }
    let sums = head_sums.len() + backward_sums.len();
    for (position, &k) in head_sums.iter().chain(&backward_sums).enumerate() {
        built.finals[k] = Some(results[position]);
    }
    for (k, (value, _)) in stores.iter().enumerate() {
        built.stored.insert(
            key(*value),
            Stored {
                buffer: results[sums + k],
                slots: cut.count,
            },
        );
    }
    Ok(())
}

/// Whether a tag names a placeholder (filled and erased above).
fn is_placeholder(name: &str) -> bool {
    [
        "F first",
        "F out",
        "B first",
        "B out",
        "ring ",
        "internal ",
        "H next",
        "B next",
        "store ",
    ]
    .iter()
    .any(|prefix| name.starts_with(prefix))
}

/// Runs `layer` (an `scf.for`) only where `trip` is 1: it moves into an
/// `scf.for` of `trip` iterations carrying its results (its initial
/// values where it does not run), whose results replace the layer's. The
/// guard records that it runs `runs` times a step (`RUNS_ATTR`).
fn guard<'c, 'a>(
    site: &Site<'_, 'c, 'a>,
    layer: OperationRef<'c, 'a>,
    trip: Value<'c, 'a>,
    runs: usize,
) -> Result<(), Failure<'c>> {
    let at = layer.location();
    let types: Vec<String> = layer.results().map(|r| r.r#type().to_string()).collect();
    let parameters: Vec<String> = types
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%x{i}: {t}"))
        .collect();
    let iter_args: Vec<String> = (0..types.len()).map(|i| format!("%a{i} = %x{i}")).collect();
    let placeholders: String = types
        .iter()
        .enumerate()
        .map(|(i, t)| format!("    %p{i} = tensor.empty() {{{TAG} = \"guarded {i}\"}} : {t}\n"))
        .collect();
    let yielded: Vec<String> = (0..types.len()).map(|i| format!("%p{i}")).collect();
    let returned: Vec<String> = (0..types.len()).map(|i| format!("%r#{i}")).collect();
    let list = types.join(", ");
    let text = format!(
        "func.func @guard(%n: index, {}) -> ({list}) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %r:{} = scf.for %g = %c0 to %n step %c1 iter_args({}) -> ({list}) {{\n{placeholders}    scf.yield {} : {list}\n  }}\n  func.return {} : {list}\n}}\n",
        parameters.join(", "),
        types.len(),
        iter_args.join(", "),
        yielded.join(", "),
        returned.join(", "),
    );
    let template = Template::parse(site.context, &text, "1F1B guard", at)?;
    let mut arguments = vec![trip];
    arguments.extend((0..types.len()).map(|i| layer.operand_at(3 + i).expect("an initial value")));
    let guarded = template.instantiate(layer, &arguments, at);
    for (i, value) in guarded.iter().enumerate() {
        replace_uses(layer.result_at(i).expect("a result"), *value);
    }
    let guard_loop = phase_loop_of(guarded[0]);
    let mut guard_mut =
        unsafe { melior::ir::operation::OperationRefMut::from_raw(guard_loop.to_raw()) };
    guard_mut.set_attribute(
        RUNS_ATTR,
        melior::ir::attribute::IntegerAttribute::new(
            melior::ir::r#type::IntegerType::new(site.context, 64).into(),
            runs as i64,
        )
        .into(),
    );
    let body = first_block(guard_loop).expect("a guard has a body");
    let holders = tagged_ops(&body);
    let first = holders["guarded 0"];
    unsafe { mlir_sys::mlirOperationMoveBefore(layer.to_raw(), first.to_raw()) };
    for i in 0..types.len() {
        fill(
            holders[&format!("guarded {i}")],
            layer.result_at(i).expect("a result").into(),
        );
    }
    Ok(())
}
