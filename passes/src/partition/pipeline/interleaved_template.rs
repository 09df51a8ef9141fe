//! 1F1B's loop as MLIR text, for `pass::template`: `2 (M + S - 1)` slots,
//! in each of which the stage at position `p` runs the forward of one
//! micro-batch, or the backward of one, or nothing (the bubble):
//!
//! - forward of `m` in slot `p + m` while `m < S - p` (the warm-up), then
//!   in slot `2m + p`; backward of `m` in slot `2S - 1 - p + 2m`: the two
//!   never share a slot, and a stage holds at most `S - p` micro-batches
//!   between its forward and its backward;
//! - the last stage's head (the parts between the layer loops: the loss)
//!   in its forward's slot, so that its backward starts in the next;
//! - the hidden state passed on by `shard.shift` every slot, each stage
//!   keeping what arrives by the sender's micro-batch (an inbox of `S`
//!   slots: an activation may arrive several slots before its forward);
//!   the gradient passed back every slot (its backward is always in the
//!   next slot);
//! - the forward's stacked results (the residuals its backward reads) in a
//!   ring of `S` slots by `m mod S`; the head's values the backward reads
//!   by micro-batch; each store and accumulator has a spare slot for a
//!   slot without its work.
//!
//! Whether a slot runs a forward, a head or a backward, and on which
//! micro-batch, is index arithmetic (min, max, products of 0/1
//! indicators), the same on every stage. Tags as in `template`, with a
//! section prefix (`F`, `H`, `B`): `F m`, `B m`, `F is`, `B is`, `<s>
//! input c`, `F first j`, `F flowing j`, `F out j`, `ring r`, `B ring r`,
//! `internal h`, `B internal h`, `H acc k`, `H next k`, `B acc k`, `B next
//! k`, `B first j`, `B flowing j`, `B out j`, `store k`, `anchor F`,
//! `anchor H`, `anchor B`.
//!
//! Reads: the types. Writes: text.

use melior::ir::Type;

use super::template::{TAG, buffer_type, read_slot, write_slot, zero};

/// Which part of a slot reads an input.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Section {
    Forward,
    Head,
    Backward,
}

impl Section {
    fn prefix(self) -> &'static str {
        match self {
            Section::Forward => "F",
            Section::Head => "H",
            Section::Backward => "B",
        }
    }

    /// The micro-batch index it reads at.
    fn micro_batch(self) -> &'static str {
        match self {
            Section::Backward => "mB",
            _ => "mF",
        }
    }
}

/// A value 1F1B's loop stores for a later phase: by the head (the last
/// stage's, broadcast from it) or by the backward (broadcast from stage 0
/// when `broadcast`, a flowing result; kept local, a stacked one).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Store {
    Head,
    Backward { broadcast: bool },
}

/// The loop's types.
pub(super) struct Slots<'c> {
    pub micro_batches: usize,
    pub stages: usize,
    pub mesh: String,
    pub grid: String,
    pub axis: usize,
    /// Values earlier phases stored (`M` slots), with the part reading each.
    pub inputs: Vec<(Type<'c>, Section)>,
    pub head_accumulators: Vec<Type<'c>>,
    pub backward_accumulators: Vec<Type<'c>>,
    pub forward_flowing: Vec<Type<'c>>,
    pub backward_flowing: Vec<Type<'c>>,
    /// The forward's stacked results the backward reads.
    pub rings: Vec<Type<'c>>,
    /// The head's (or the forward's flowing) values the backward reads.
    pub internals: Vec<Type<'c>>,
    pub stores: Vec<(Type<'c>, Store)>,
}

/// `%{name} = min(max(a - b + 1, 0), 1)`: 1 where `a >= b`.
fn at_least(name: &str, a: &str, b: &str) -> String {
    format!(
        "    %{name}_d = arith.subi {a}, {b} : index\n    %{name}_e = arith.addi %{name}_d, %c1 : index\n    %{name}_f = arith.maxsi %{name}_e, %c0 : index\n    %{name} = arith.minsi %{name}_f, %c1 : index\n"
    )
}

/// `%{p}is` (1 where the stage at position `pos` runs a forward in slot
/// `%i`) and `%{p}m` (its micro-batch, clamped).
fn forward_slot(p: &str, pos: &str, tag: Option<&str>) -> String {
    let mut text = format!(
        "    %{p}d = arith.subi %i, {pos} : index\n    %{p}sp = arith.subi %cS, {pos} : index\n    %{p}d1 = arith.addi %{p}d, %c1 : index\n"
    );
    text += &at_least(&format!("{p}wa"), &format!("%{p}d"), "%c0");
    text += &at_least(&format!("{p}wb"), &format!("%{p}sp"), &format!("%{p}d1"));
    text += &at_least(&format!("{p}wc"), "%cM", &format!("%{p}d1"));
    text += &format!(
        "    %{p}w1 = arith.muli %{p}wa, %{p}wb : index\n    %{p}warm = arith.muli %{p}w1, %{p}wc : index\n    %{p}sp2 = arith.muli %{p}sp, %c2 : index\n"
    );
    text += &at_least(&format!("{p}sa"), &format!("%{p}d"), &format!("%{p}sp2"));
    text += &format!(
        "    %{p}rem = arith.remsi %{p}d, %c2 : index\n    %{p}sb = arith.subi %c1, %{p}rem : index\n    %{p}half = arith.divsi %{p}d, %c2 : index\n    %{p}half1 = arith.addi %{p}half, %c1 : index\n"
    );
    text += &at_least(&format!("{p}sc"), "%cM", &format!("%{p}half1"));
    let tag = tag.map_or(String::new(), |t| format!(" {{{TAG} = \"{t}\"}}"));
    text += &format!(
        "    %{p}s1 = arith.muli %{p}sa, %{p}sb : index\n    %{p}steady = arith.muli %{p}s1, %{p}sc : index\n    %{p}is = arith.addi %{p}warm, %{p}steady : index\n    %{p}mw = arith.muli %{p}warm, %{p}d : index\n    %{p}ms = arith.muli %{p}steady, %{p}half : index\n    %{p}mr = arith.addi %{p}mw, %{p}ms : index\n    %{p}m0 = arith.maxsi %{p}mr, %c0 : index\n    %{p}m = arith.minsi %{p}m0, %cM1{tag} : index\n"
    );
    text
}

/// `%{name} = is * value + (1 - is) * spare`: a slot, or the spare one.
fn or_spare(name: &str, is: &str, value: &str, spare: &str) -> String {
    format!(
        "    %{name}_n = arith.subi %c1, {is} : index\n    %{name}_a = arith.muli {is}, {value} : index\n    %{name}_b = arith.muli %{name}_n, {spare} : index\n    %{name} = arith.addi %{name}_a, %{name}_b : index\n"
    )
}

/// The loop as a function `(%pos, %input_c*, %ah_k*, %ab_k*) -> (head
/// sums, backward sums, stored buffers)`: `%pos` the stage's index, `%input_c` the
/// inputs' buffers (micro-batch `m` in slot `m`), `%ah_k` / `%ab_k` the
/// accumulators' starts.
pub(super) fn slots_text(slots: &Slots) -> String {
    let (m, s) = (slots.micro_batches, slots.stages);
    let mut parameters = vec!["%pos: index".to_owned()];
    let mut before = String::new();
    let mut carried: Vec<(String, String, String)> = Vec::new();
    let mut body = forward_slot("f", "%pos", Some("F m"));
    body += "    %fis_t = arith.addi %fis, %c0 {spmd.pipeline = \"F is\"} : index\n";
    body += &format!(
        "    %ed = arith.subi %i, %c2S1 : index\n    %e = arith.addi %ed, %pos : index\n    %e1 = arith.addi %e, %c1 : index\n"
    );
    body += &at_least("ba", "%e", "%c0");
    body += "    %erem = arith.remsi %e, %c2 : index\n    %bb = arith.subi %c1, %erem : index\n    %ehalf = arith.divsi %e, %c2 : index\n    %ehalf1 = arith.addi %ehalf, %c1 : index\n";
    body += &at_least("bc", "%cM", "%ehalf1");
    body += "    %bab = arith.muli %ba, %bb : index\n    %bis = arith.muli %bab, %bc {spmd.pipeline = \"B is\"} : index\n    %bm0 = arith.maxsi %ehalf, %c0 : index\n    %mB = arith.minsi %bm0, %cM1 {spmd.pipeline = \"B m\"} : index\n    %mF = arith.addi %fm, %c0 : index\n";
    body += &at_least("last", "%pos", "%cS1");
    body += "    %his = arith.muli %fis, %last : index\n    %wF = arith.subi %c1, %fis : index\n    %wH = arith.subi %c1, %his : index\n    %wB = arith.subi %c1, %bis : index\n    %rFm = arith.remsi %mF, %cS : index\n    %rBm = arith.remsi %mB, %cS : index\n";
    body += &or_spare("ringF", "%fis", "%rFm", "%cS");
    body += &or_spare("slotH", "%his", "%mF", "%cM");
    body += &or_spare("slotB", "%bis", "%mB", "%cM");
    // The stage before: what arrives this slot is its forward's output.
    body += "    %q = arith.subi %pos, %c1 : index\n";
    body += &forward_slot("g", "%q", None);
    body += &at_least("sender", "%pos", "%c1");
    body +=
        "    %inis = arith.muli %gis, %sender : index\n    %rGm = arith.remsi %gm, %cS : index\n";
    body += &or_spare("inbox", "%inis", "%rGm", "%cS");
    body += "    %p1 = arith.minsi %pos, %c1 : index\n    %selF = arith.subi %c1, %p1 : index\n";
    for (c, &(value, section)) in slots.inputs.iter().enumerate() {
        parameters.push(format!("%input{c}: {}", buffer_type(value, m)));
        body += &read_slot(
            &format!("in{c}"),
            &format!("input{c}"),
            section.micro_batch(),
            value,
            m,
            Some(&format!("{} input {c}", section.prefix())),
        );
    }
    for (k, value) in slots.head_accumulators.iter().enumerate() {
        accumulator(&mut parameters, &mut before, &mut carried, "h", k, *value);
    }
    for (k, value) in slots.backward_accumulators.iter().enumerate() {
        accumulator(&mut parameters, &mut before, &mut carried, "b", k, *value);
    }
    for (j, value) in slots.backward_flowing.iter().enumerate() {
        before += &format!(
            "  %r{j} = arith.constant dense<{}> : {value}\n",
            zero(*value)
        );
        carried.push((format!("%recv{j}"), format!("%r{j}"), value.to_string()));
    }
    let spare_buffer = |name: &str, value: Type, size: usize, before: &mut String| {
        *before += &format!(
            "  %z{name} = tensor.empty() : {}\n",
            buffer_type(value, size)
        );
        (
            format!("%{name}"),
            format!("%z{name}"),
            buffer_type(value, size),
        )
    };
    for (j, value) in slots.forward_flowing.iter().enumerate() {
        carried.push(spare_buffer(
            &format!("inbox{j}"),
            *value,
            s + 1,
            &mut before,
        ));
    }
    for (r, value) in slots.rings.iter().enumerate() {
        carried.push(spare_buffer(
            &format!("ring{r}"),
            *value,
            s + 1,
            &mut before,
        ));
    }
    for (h, value) in slots.internals.iter().enumerate() {
        carried.push(spare_buffer(
            &format!("internal{h}"),
            *value,
            m + 1,
            &mut before,
        ));
    }
    for (k, (value, _)) in slots.stores.iter().enumerate() {
        carried.push(spare_buffer(
            &format!("store{k}"),
            *value,
            m + 1,
            &mut before,
        ));
    }
    // The forward.
    for (j, value) in slots.forward_flowing.iter().enumerate() {
        body += &read_slot(
            &format!("ib{j}"),
            &format!("inbox{j}"),
            "rFm",
            *value,
            s + 1,
            None,
        );
        body += &select(
            &format!("F{j}"),
            &format!("ib{j}"),
            *value,
            "selF",
            &format!("F first {j}"),
            &format!("F flowing {j}"),
        );
    }
    body += &format!("    %anchorF = arith.constant {{{TAG} = \"anchor F\"}} 0 : index\n");
    for (j, value) in slots.forward_flowing.iter().enumerate() {
        body += &format!("    %fout{j} = tensor.empty() {{{TAG} = \"F out {j}\"}} : {value}\n");
    }
    let mut yielded: Vec<String> = Vec::new();
    let mut updated = |name: String| yielded.push(name);
    for (r, value) in slots.rings.iter().enumerate() {
        body += &placeholder_into(
            &format!("rv{r}"),
            &format!("ring {r}"),
            (&format!("ringN{r}"), &format!("ring{r}")),
            "ringF",
            *value,
            s + 1,
        );
    }
    // The head.
    for (k, value) in slots.head_accumulators.iter().enumerate() {
        body += &read_slot(
            &format!("hcur{k}"),
            &format!("hacc{k}"),
            "wH",
            *value,
            2,
            Some(&format!("H acc {k}")),
        );
    }
    body += &format!("    %anchorH = arith.constant {{{TAG} = \"anchor H\"}} 0 : index\n");
    for (k, value) in slots.head_accumulators.iter().enumerate() {
        body += &placeholder_into(
            &format!("hnext{k}"),
            &format!("H next {k}"),
            (&format!("haccN{k}"), &format!("hacc{k}")),
            "wH",
            *value,
            2,
        );
    }
    for (h, value) in slots.internals.iter().enumerate() {
        body += &placeholder_into(
            &format!("iv{h}"),
            &format!("internal {h}"),
            (&format!("internalN{h}"), &format!("internal{h}")),
            "slotH",
            *value,
            m + 1,
        );
    }
    // The backward.
    for (k, value) in slots.backward_accumulators.iter().enumerate() {
        body += &read_slot(
            &format!("bcur{k}"),
            &format!("bacc{k}"),
            "wB",
            *value,
            2,
            Some(&format!("B acc {k}")),
        );
    }
    for (r, value) in slots.rings.iter().enumerate() {
        body += &read_slot(
            &format!("br{r}"),
            &format!("ringN{r}"),
            "rBm",
            *value,
            s + 1,
            Some(&format!("B ring {r}")),
        );
    }
    for (h, value) in slots.internals.iter().enumerate() {
        body += &read_slot(
            &format!("bi{h}"),
            &format!("internalN{h}"),
            "mB",
            *value,
            m + 1,
            Some(&format!("B internal {h}")),
        );
    }
    for (j, value) in slots.backward_flowing.iter().enumerate() {
        body += &select(
            &format!("B{j}"),
            &format!("recv{j}"),
            *value,
            "last",
            &format!("B first {j}"),
            &format!("B flowing {j}"),
        );
    }
    body += &format!("    %anchorB = arith.constant {{{TAG} = \"anchor B\"}} 0 : index\n");
    for (j, value) in slots.backward_flowing.iter().enumerate() {
        body += &format!("    %bout{j} = tensor.empty() {{{TAG} = \"B out {j}\"}} : {value}\n");
    }
    for (k, value) in slots.backward_accumulators.iter().enumerate() {
        body += &placeholder_into(
            &format!("bnext{k}"),
            &format!("B next {k}"),
            (&format!("baccN{k}"), &format!("bacc{k}")),
            "wB",
            *value,
            2,
        );
    }
    for (k, (value, store)) in slots.stores.iter().enumerate() {
        let at = if *store == Store::Head {
            "slotH"
        } else {
            "slotB"
        };
        body += &format!("    %sv{k} = tensor.empty() {{{TAG} = \"store {k}\"}} : {value}\n");
        body += &write_slot(
            &format!("storeN{k}"),
            &format!("store{k}"),
            at,
            &format!("sv{k}"),
            *value,
            m + 1,
        );
    }
    // Neighbours.
    let shift = |from: &str, offset: i64, value: Type| {
        format!(
            "shard.shift %{from} on @{} grid_axes = [{axis}] shift_axis = {axis} offset = {offset} : {value} -> {value}",
            slots.mesh,
            axis = slots.axis
        )
    };
    for (j, value) in slots.forward_flowing.iter().enumerate() {
        body += &format!(
            "    %sentF{j} = {}\n",
            shift(&format!("fout{j}"), 1, *value)
        );
        body += &write_slot(
            &format!("inboxN{j}"),
            &format!("inbox{j}"),
            "inbox",
            &format!("sentF{j}"),
            *value,
            s + 1,
        );
    }
    for (j, value) in slots.backward_flowing.iter().enumerate() {
        body += &format!(
            "    %sentB{j} = {}\n",
            shift(&format!("bout{j}"), -1, *value)
        );
    }
    for k in 0..slots.head_accumulators.len() {
        updated(format!("%haccN{k}"));
    }
    for k in 0..slots.backward_accumulators.len() {
        updated(format!("%baccN{k}"));
    }
    for j in 0..slots.backward_flowing.len() {
        updated(format!("%sentB{j}"));
    }
    for j in 0..slots.forward_flowing.len() {
        updated(format!("%inboxN{j}"));
    }
    for r in 0..slots.rings.len() {
        updated(format!("%ringN{r}"));
    }
    for h in 0..slots.internals.len() {
        updated(format!("%internalN{h}"));
    }
    for k in 0..slots.stores.len() {
        updated(format!("%storeN{k}"));
    }
    // After the loop: sums from slot 0 (the head's broadcast from the last
    // stage), stores' micro-batch slots.
    let mut after = String::new();
    let mut returned = Vec::new();
    let mut returned_types = Vec::new();
    let grid_axes = format!("on @{} grid_axes = [{}]", slots.mesh, slots.axis);
    let head_count = slots.head_accumulators.len();
    let accumulators = slots
        .head_accumulators
        .iter()
        .chain(&slots.backward_accumulators);
    for (k, value) in accumulators.enumerate() {
        after += &read_slot(
            &format!("sum{k}"),
            &format!("res#{k}"),
            "c0",
            *value,
            2,
            None,
        );
        if k < head_count {
            after += &format!(
                "  %hsum{k} = shard.broadcast %sum{k} {grid_axes} root = [{}] : ({value}) -> {value}\n",
                s - 1
            );
            returned.push(format!("%hsum{k}"));
        } else {
            returned.push(format!("%sum{k}"));
        }
        returned_types.push(value.to_string());
    }
    let first_store = carried.len() - slots.stores.len();
    for (k, (value, store)) in slots.stores.iter().enumerate() {
        let (shape, _) = spmd_dialect::types::static_tensor(*value).expect("a static tensor");
        let kept = buffer_type(*value, m);
        let zeros = vec!["0"; shape.len() + 1].join(", ");
        let sizes: Vec<String> = std::iter::once(m.to_string())
            .chain(shape.iter().map(usize::to_string))
            .collect();
        after += &format!(
            "  %kept{k} = tensor.extract_slice %res#{}[{zeros}] [{}] [{}] : {} to {kept}\n",
            first_store + k,
            sizes.join(", "),
            vec!["1"; shape.len() + 1].join(", "),
            buffer_type(*value, m + 1),
        );
        let root = match store {
            Store::Head => Some(s - 1),
            Store::Backward { broadcast: true } => Some(0),
            Store::Backward { broadcast: false } => None,
        };
        match root {
            Some(root) => {
                after += &format!(
                    "  %st{k} = shard.broadcast %kept{k} {grid_axes} root = [{root}] : ({kept}) -> {kept}\n"
                );
                returned.push(format!("%st{k}"));
            }
            None => returned.push(format!("%kept{k}")),
        }
        returned_types.push(kept);
    }
    let (names, inits, types): (Vec<_>, Vec<_>, Vec<_>) = carried
        .iter()
        .map(|(name, init, ty)| (name.clone(), init.clone(), ty.clone()))
        .fold(
            (Vec::new(), Vec::new(), Vec::new()),
            |mut acc, (n, i, t)| {
                acc.0.push(n);
                acc.1.push(i);
                acc.2.push(t);
                acc
            },
        );
    let iter_args: Vec<String> = names
        .iter()
        .zip(&inits)
        .map(|(n, i)| format!("{n} = {i}"))
        .collect();
    format!(
        "func.func @slots({}) -> ({}) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n  %cS = arith.constant {s} : index\n  %cS1 = arith.constant {} : index\n  %c2S1 = arith.constant {} : index\n  %cM = arith.constant {m} : index\n  %cM1 = arith.constant {} : index\n  %n = arith.constant {} : index\n{before}  %res:{} = scf.for %i = %c0 to %n step %c1 iter_args({}) -> ({}) {{\n{body}    scf.yield {} : {}\n  }}\n{after}  func.return {} : {}\n}}\n{}",
        parameters.join(", "),
        returned_types.join(", "),
        s - 1,
        2 * s - 1,
        m - 1,
        2 * (m + s - 1),
        carried.len(),
        iter_args.join(", "),
        types.join(", "),
        yielded.join(", "),
        types.join(", "),
        returned.join(", "),
        returned_types.join(", "),
        slots.grid,
    )
}

/// An accumulator's two-slot pair (slot 1 for a slot without the work),
/// its start `%a{p}{k}` in slot 0.
fn accumulator(
    parameters: &mut Vec<String>,
    before: &mut String,
    carried: &mut Vec<(String, String, String)>,
    p: &str,
    k: usize,
    value: Type,
) {
    parameters.push(format!("%a{p}{k}: {value}"));
    *before += &format!("  %e{p}{k} = tensor.empty() : {}\n", buffer_type(value, 2));
    *before += &write_slot(
        &format!("start{p}{k}"),
        &format!("e{p}{k}"),
        "c0",
        &format!("a{p}{k}"),
        value,
        2,
    );
    carried.push((
        format!("%{p}acc{k}"),
        format!("%start{p}{k}"),
        buffer_type(value, 2),
    ));
}

/// `%{name}` = `other` where `%{selector}` is 0, the value tagged `first`
/// where it is 1 (a two-slot pair), tagged `chosen`.
fn select(
    name: &str,
    other: &str,
    value: Type,
    selector: &str,
    first: &str,
    chosen: &str,
) -> String {
    let (shape, element) = spmd_dialect::types::static_tensor(value).expect("a static tensor");
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    let mut text = format!(
        "    %first{name} = tensor.empty() {{{TAG} = \"{first}\"}} : {value}\n    %pair{name} = tensor.empty() : tensor<2x{dims}{element}>\n"
    );
    text += &write_slot(
        &format!("po{name}"),
        &format!("pair{name}"),
        "c0",
        other,
        value,
        2,
    );
    text += &write_slot(
        &format!("pf{name}"),
        &format!("po{name}"),
        "c1",
        &format!("first{name}"),
        value,
        2,
    );
    text += &read_slot(
        &format!("chosen{name}"),
        &format!("pf{name}"),
        selector,
        value,
        2,
        Some(chosen),
    );
    text
}

/// A placeholder `%{placeholder}` tagged `tag`, written into slot `%{at}`
/// of `%{buffer}` (of `slots`) as `%{name}`: `(name, buffer)`.
fn placeholder_into(
    placeholder: &str,
    tag: &str,
    (name, buffer): (&str, &str),
    at: &str,
    value: Type,
    slots: usize,
) -> String {
    format!("    %{placeholder} = tensor.empty() {{{TAG} = \"{tag}\"}} : {value}\n")
        + &write_slot(name, buffer, at, placeholder, value, slots)
}
