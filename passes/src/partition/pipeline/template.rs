//! One phase of the schedule as MLIR text, for `pass::template`: a loop
//! over the micro-batches (a part of the step every stage runs) or over
//! the ticks (a layer loop, each stage on micro-batch `t - position`),
//! that reads the values earlier phases stored per micro-batch, carries
//! accumulators, and stores what later phases read, one slot per
//! micro-batch (a tick loop's bubble writes a spare slot `M`). A tick loop
//! also passes its flowing values (the hidden state
//! or its gradient) one stage on by `shard.shift` each tick, the first
//! stage reading its micro-batch's input instead. What the pass fills in
//! later is a `tensor.empty` tagged `spmd.pipeline = "<what> <index>"`.
//!
//! Reads: the phase's types. Writes: text.

use melior::ir::{Type, r#type::TypeLike};
use spmd_dialect::types::static_tensor;

/// The attribute that tags the ops the pass fills in.
pub(super) const TAG: &str = "spmd.pipeline";

/// A tick loop's stage-to-stage part.
pub(super) struct Ticks<'c> {
    /// The flowing values' types.
    pub flowing: Vec<Type<'c>>,
    /// The mesh's name and its `shard.grid` (the template declares it).
    pub mesh: String,
    pub grid: String,
    pub axis: usize,
    /// `+1` where values pass to the next stage, `-1` to the one before.
    pub offset: i64,
}

/// A phase's loop.
pub(super) struct Phase<'c> {
    /// Iterations: micro-batches, or ticks (`M + S - 1`).
    pub trips: usize,
    pub micro_batches: usize,
    pub ticks: Option<Ticks<'c>>,
    /// Values read from earlier phases: type and slots of their buffer.
    pub inputs: Vec<(Type<'c>, usize)>,
    pub accumulators: Vec<Type<'c>>,
    /// Values stored for later phases; with a root (a tick loop's flowing
    /// result), the last stage's `M` slots broadcast from it over the axis
    /// after the loop.
    pub stores: Vec<(Type<'c>, Option<usize>)>,
}

pub(super) fn dims(shape: &[usize]) -> String {
    shape.iter().map(|d| format!("{d}x")).collect()
}

/// `tensor<{slots}x...>` of a value type.
pub(super) fn buffer_type(value: Type, slots: usize) -> String {
    let (shape, element) = static_tensor(value).expect("a static tensor");
    format!("tensor<{slots}x{}{element}>", dims(&shape))
}

/// `[[0, 1], [2], ..]` (rank `rank` + 1 into `rank`), `[]` for rank 0.
fn leading_unit(rank: usize) -> String {
    if rank == 0 {
        return "[]".into();
    }
    let mut groups = vec!["[0, 1]".to_owned()];
    groups.extend((2..=rank).map(|d| format!("[{d}]")));
    format!("[{}]", groups.join(", "))
}

/// Ops reading slot `%{at}` of `buffer` (of `slots`) as `%{name}`, tagged.
pub(super) fn read_slot(
    name: &str,
    buffer: &str,
    at: &str,
    value: Type,
    slots: usize,
    tag: Option<&str>,
) -> String {
    let slot = Slot::of(value, at);
    format!(
        "    %{name}_s = tensor.extract_slice %{buffer}[{}] [{}] [{}] : {} to {}\n    %{name} = tensor.collapse_shape %{name}_s {} {} : {} into {value}\n",
        slot.offsets,
        slot.sizes,
        slot.strides,
        buffer_type(value, slots),
        slot.unit,
        slot.groups,
        tag.map_or(String::new(), |tag| format!("{{{TAG} = \"{tag}\"}}")),
        slot.unit,
    )
}

/// Ops writing `%{value_name}` into slot `%{at}` of `%{buffer}` as `%{name}`.
pub(super) fn write_slot(
    name: &str,
    buffer: &str,
    at: &str,
    value_name: &str,
    value: Type,
    slots: usize,
) -> String {
    let slot = Slot::of(value, at);
    format!(
        "    %{name}_u = tensor.expand_shape %{value_name} {} output_shape [{}] : {value} into {}\n    %{name} = tensor.insert_slice %{name}_u into %{buffer}[{}] [{}] [{}] : {} into {}\n",
        slot.groups,
        slot.sizes,
        slot.unit,
        slot.offsets,
        slot.sizes,
        slot.strides,
        slot.unit,
        buffer_type(value, slots),
    )
}

/// One slot of a buffer of `value`s as slice text: offsets (the slot at
/// `%{at}`), sizes, strides, the unit-leading type and the reassociation
/// between it and `value`'s type.
struct Slot {
    offsets: String,
    sizes: String,
    strides: String,
    unit: String,
    groups: String,
}

impl Slot {
    fn of(value: Type, at: &str) -> Slot {
        let (shape, element) = static_tensor(value).expect("a static tensor");
        let offsets: Vec<String> = std::iter::once(format!("%{at}"))
            .chain(shape.iter().map(|_| "0".into()))
            .collect();
        let sizes: Vec<String> = std::iter::once("1".into())
            .chain(shape.iter().map(usize::to_string))
            .collect();
        Slot {
            offsets: offsets.join(", "),
            sizes: sizes.join(", "),
            strides: vec!["1"; shape.len() + 1].join(", "),
            unit: format!("tensor<1x{}{element}>", dims(&shape)),
            groups: leading_unit(shape.len()),
        }
    }
}

pub(super) fn zero(value: Type) -> &'static str {
    let (_, element) = static_tensor(value).expect("a static tensor");
    if element.is_float() {
        "0.000000e+00"
    } else {
        "0"
    }
}

/// The phase as a function `(%pos, %b_c*, %a_k*) -> (accumulators,
/// buffers)`: `%pos` the stage's position in a tick loop's order, `%b_c`
/// the input buffers (micro-batch `m` in slot `m`), `%a_k` the
/// accumulators' starts. Tags: `micro-batch` (a tick's, clamped),
/// `input c` (input `c` of the iteration's micro-batch), `anchor` (the
/// phase's own ops go before it), `store k`, `next k` (an accumulator's
/// next value), and in tick loops `acc k` (accumulator `k` as the tick
/// reads it: a tick outside the micro-batches reads and writes a spare
/// slot), `first j`
/// (flowing value `j`'s input on the first stage), `flowing j` (its value
/// this tick) and `out j` (the layer loop's flowing result).
pub(super) fn phase_text(phase: &Phase) -> String {
    let mut parameters = vec!["%pos: index".to_owned()];
    let mut body = String::new();
    let mut before = String::new();
    let mut carried = Vec::new();
    let mut carried_types = Vec::new();
    let mut yielded = Vec::new();
    let micro_batch = if phase.ticks.is_some() {
        body += "    %mr = arith.subi %i, %pos : index\n    %m0 = arith.maxsi %mr, %c0 : index\n    %m = arith.minsi %m0, %last {spmd.pipeline = \"micro-batch\"} : index\n";
        "m"
    } else {
        "i"
    };
    for (c, &(value, slots)) in phase.inputs.iter().enumerate() {
        parameters.push(format!("%b{c}: {}", buffer_type(value, slots)));
        body += &read_slot(
            &format!("in{c}"),
            &format!("b{c}"),
            micro_batch,
            value,
            slots,
            Some(&format!("input {c}")),
        );
    }
    if phase.ticks.is_some() {
        // `%w`: 1 in a tick outside the micro-batches (the bubble), else 0.
        // Such a tick stores into slot M, and adds into slot 1 of each
        // accumulator's pair (slot 0 is the sum).
        body += &format!(
            "    %dm = arith.subi %mr, %m : index\n    %ndm = arith.subi %c0, %dm : index\n    %adm = arith.maxsi %dm, %ndm : index\n    %w = arith.minsi %adm, %c1 : index\n    %count = arith.constant {} : index\n    %past = arith.subi %count, %m : index\n    %skip = arith.muli %w, %past : index\n    %slot = arith.addi %m, %skip : index\n",
            phase.micro_batches
        );
    }
    for (k, value) in phase.accumulators.iter().enumerate() {
        parameters.push(format!("%a{k}: {value}"));
        if phase.ticks.is_some() {
            before += &format!("  %ae{k} = tensor.empty() : {}\n", buffer_type(*value, 2));
            before += &write_slot(
                &format!("a2{k}"),
                &format!("ae{k}"),
                "c0",
                &format!("a{k}"),
                *value,
                2,
            );
            carried.push(format!("%acc{k} = %a2{k}"));
            carried_types.push(buffer_type(*value, 2));
            yielded.push(format!("%nacc{k}"));
            body += &read_slot(
                &format!("cur{k}"),
                &format!("acc{k}"),
                "w",
                *value,
                2,
                Some(&format!("acc {k}")),
            );
        } else {
            carried.push(format!("%acc{k} = %a{k}"));
            carried_types.push(value.to_string());
            yielded.push(format!("%next{k}"));
        }
    }
    if let Some(ticks) = &phase.ticks {
        body += "    %p1 = arith.minsi %pos, %c1 : index\n    %sel = arith.subi %c1, %p1 : index\n";
        for (j, value) in ticks.flowing.iter().enumerate() {
            let (shape, element) = static_tensor(*value).expect("a static tensor");
            let pair = format!("tensor<2x{}{element}>", dims(&shape));
            before += &format!(
                "  %r{j} = arith.constant dense<{}> : {value}\n",
                zero(*value)
            );
            carried.push(format!("%recv{j} = %r{j}"));
            carried_types.push(value.to_string());
            yielded.push(format!("%sent{j}"));
            body += &format!(
                "    %first{j} = tensor.empty() {{{TAG} = \"first {j}\"}} : {value}\n    %pair{j} = tensor.empty() : {pair}\n"
            );
            body += &write_slot(
                &format!("pr{j}"),
                &format!("pair{j}"),
                "c0",
                &format!("recv{j}"),
                *value,
                2,
            );
            body += &write_slot(
                &format!("pf{j}"),
                &format!("pr{j}"),
                "c1",
                &format!("first{j}"),
                *value,
                2,
            );
            body += &read_slot(
                &format!("flow{j}"),
                &format!("pf{j}"),
                "sel",
                *value,
                2,
                Some(&format!("flowing {j}")),
            );
        }
    }
    body += &format!("    %anchor = arith.constant {{{TAG} = \"anchor\"}} 0 : index\n");
    for (k, value) in phase.accumulators.iter().enumerate() {
        body += &format!("    %next{k} = tensor.empty() {{{TAG} = \"next {k}\"}} : {value}\n");
        if phase.ticks.is_some() {
            body += &write_slot(
                &format!("nacc{k}"),
                &format!("acc{k}"),
                "w",
                &format!("next{k}"),
                *value,
                2,
            );
        }
    }
    if let Some(ticks) = &phase.ticks {
        for (j, value) in ticks.flowing.iter().enumerate() {
            body += &format!(
                "    %out{j} = tensor.empty() {{{TAG} = \"out {j}\"}} : {value}\n    %sent{j} = shard.shift %out{j} on @{} grid_axes = [{axis}] shift_axis = {axis} offset = {} : {value} -> {value}\n",
                ticks.mesh,
                ticks.offset,
                axis = ticks.axis,
            );
        }
    }
    let (store_at, store_slots) = if phase.ticks.is_some() {
        ("slot", phase.micro_batches + 1)
    } else {
        ("i", phase.micro_batches)
    };
    for (k, &(value, _)) in phase.stores.iter().enumerate() {
        let buffer = buffer_type(value, store_slots);
        before += &format!("  %z{k} = tensor.empty() : {buffer}\n");
        carried.push(format!("%buf{k} = %z{k}"));
        carried_types.push(buffer);
        yielded.push(format!("%stored{k}"));
        body += &format!("    %store{k} = tensor.empty() {{{TAG} = \"store {k}\"}} : {value}\n");
        body += &write_slot(
            &format!("stored{k}"),
            &format!("buf{k}"),
            store_at,
            &format!("store{k}"),
            value,
            store_slots,
        );
    }
    let accumulators = phase.accumulators.len();
    let flowing = phase.ticks.as_ref().map_or(0, |t| t.flowing.len());
    let mut returned = Vec::new();
    let mut returned_types = Vec::new();
    let mut after = String::new();
    for (k, value) in phase.accumulators.iter().enumerate() {
        if phase.ticks.is_some() {
            after += &read_slot(
                &format!("sum{k}"),
                &format!("res#{k}"),
                "c0",
                *value,
                2,
                None,
            );
            returned.push(format!("%sum{k}"));
        } else {
            returned.push(format!("%res#{k}"));
        }
        returned_types.push(value.to_string());
    }
    for (k, &(value, root)) in phase.stores.iter().enumerate() {
        let buffer = buffer_type(value, store_slots);
        let result = format!("%res#{}", accumulators + flowing + k);
        match (root, &phase.ticks) {
            (Some(root), Some(ticks)) => {
                // The micro-batches' slots, without the bubble's.
                let (shape, _) = static_tensor(value).expect("a static tensor");
                let kept = buffer_type(value, phase.micro_batches);
                let offsets: Vec<String> = std::iter::once("0".to_owned())
                    .chain(shape.iter().map(|_| "0".into()))
                    .collect();
                let sizes: Vec<String> = std::iter::once(phase.micro_batches.to_string())
                    .chain(shape.iter().map(usize::to_string))
                    .collect();
                after += &format!(
                    "  %kept{k} = tensor.extract_slice {result}[{}] [{}] [{}] : {buffer} to {kept}\n  %bc{k} = shard.broadcast %kept{k} on @{} grid_axes = [{}] root = [{root}] : ({kept}) -> {kept}\n",
                    offsets.join(", "),
                    sizes.join(", "),
                    vec!["1"; shape.len() + 1].join(", "),
                    ticks.mesh,
                    ticks.axis
                );
                returned.push(format!("%bc{k}"));
                returned_types.push(kept);
            }
            _ => {
                returned.push(result);
                returned_types.push(buffer);
            }
        }
    }
    format!(
        "func.func @phase({}) -> ({}) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %n = arith.constant {} : index\n  %last = arith.constant {} : index\n{before}  %res:{} = scf.for %i = %c0 to %n step %c1 iter_args({}) -> ({}) {{\n{body}    scf.yield {} : {}\n  }}\n{after}  func.return {} : {}\n}}\n{}",
        parameters.join(", "),
        returned_types.join(", "),
        phase.trips,
        phase.micro_batches - 1,
        carried.len(),
        carried.join(", "),
        carried_types.join(", "),
        yielded.join(", "),
        carried_types.join(", "),
        returned.join(", "),
        returned_types.join(", "),
        phase.ticks.as_ref().map_or("", |t| t.grid.as_str()),
    )
}

/// The `shard.grid` of `mesh`, for a template that names it.
pub(super) fn grid_declaration(mesh: &spmd_dialect::Mesh) -> String {
    let shape: Vec<String> = mesh.shape.iter().map(usize::to_string).collect();
    format!("shard.grid @{}(shape = {})\n", mesh.name, shape.join("x"))
}
