//! What a chosen plan costs by the model: the step time split into compute
//! and each collective kind, the bytes of values per device, and every
//! argument's sharding; as text (stderr) and JSON (`report=FILE`).
//!
//! Reads: the strategy graph, a choice and the machine model. Writes:
//! nothing in the IR; the report on stderr or to a file.

use super::error::PlanError;
use serde_json::{Value as Json, json};
use spmd_dialect::{Mesh, Role, Sharding, redistribution::Step};
use std::{collections::BTreeMap, fmt::Write as _};

use super::{
    attention_form::AttentionForm, graph::Graph, graph::Site, memory, model::MeshModel,
    sequence_order::SequenceOrder,
};
use crate::{memory::remat::Recomputed, pass::key};

/// Count and seconds of one kind of collective (or of local reshard steps).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Traffic {
    pub count: usize,
    pub seconds: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    pub compute_seconds: f64,
    /// By kind: `all_gather`, `all_reduce`, `reduce_scatter`, `all_to_all`,
    /// and `local` for reshards that move no data between devices.
    pub collectives: BTreeMap<&'static str, Traffic>,
    /// Peak bytes of live values per device, by the ILP's model.
    pub memory_bytes: f64,
    /// The arena per device of the partitioned program's buffer plan (as
    /// `spmd-lower-to-runtime` plans it), once partitioned; why not, for
    /// a program the lowering cannot plan.
    pub peak: Result<usize, PlanError>,
    /// What `spmd-remat` recomputes, where the plan fits only so.
    pub recomputed: Option<Recomputed>,
    /// The recomputation's time by roofline (part of the step).
    pub recompute_seconds: f64,
    /// The form of attention split on the sequence, where the plan has it.
    pub attention: Option<AttentionForm>,
    /// The sequence's order where `algo=cp` split it.
    pub sequence_order: Option<SequenceOrder>,
    /// The keys the rings score at a time where the plan went through
    /// recomputation (else in `attention`); 0: whole blocks.
    pub key_block: usize,
    /// Every tensor argument and its chosen sharding.
    pub arguments: Vec<ChosenArgument>,
}

/// A tensor argument of the plan: position, `spmd.name`, role, sharding.
#[derive(Clone, Debug, PartialEq)]
pub struct ChosenArgument {
    pub index: usize,
    pub name: Option<String>,
    pub role: Option<Role>,
    pub sharding: Sharding,
}

impl ChosenArgument {
    /// How the report lists it: its name where it has one, else `#index`.
    fn short_label(&self) -> String {
        self.name
            .clone()
            .unwrap_or_else(|| format!("#{}", self.index))
    }
}

impl Estimate {
    /// The estimated step time.
    pub fn step_seconds(&self) -> f64 {
        self.compute_seconds
            + self.recompute_seconds
            + self.collectives.values().map(|t| t.seconds).sum::<f64>()
    }
}

fn kind(step: Step) -> &'static str {
    match step {
        Step::AllGather { .. } => "all_gather",
        Step::AllReduce { .. } => "all_reduce",
        Step::ReduceScatter { .. } => "reduce_scatter",
        Step::AllToAll { .. } => "all_to_all",
        Step::Slice { .. } | Step::ToPartial { .. } | Step::Rescale { .. } => "local",
    }
}

/// The estimate of `choice` on `graph`.
pub fn estimate(
    graph: &Graph,
    choice: &[usize],
    mesh: &Mesh,
    model: &MeshModel,
    roles: &[Option<Role>],
    names: &[Option<String>],
) -> Estimate {
    let mut collectives: BTreeMap<&'static str, Traffic> = BTreeMap::new();
    let mut reshard = |value, from: &Sharding, to: &Sharding, repeats: usize| {
        if from == to {
            return;
        }
        let tensor = &graph.tensors[&key(value)];
        let Some(plan) = tensor.reshard_plan(from, to, mesh, model) else {
            return;
        };
        for (step, seconds) in plan.steps.iter().zip(&plan.step_costs) {
            let traffic = collectives.entry(kind(*step)).or_default();
            traffic.count += repeats;
            traffic.seconds += seconds * repeats as f64;
        }
    };
    for (edge, flow) in graph.problem.edges.iter().zip(&graph.flows) {
        let from = &graph.nodes[edge.from].strategies[choice[edge.from]].results[flow.result];
        if let Some(Some(to)) = graph.nodes[edge.to].strategies[choice[edge.to]]
            .operands
            .get(flow.position)
        {
            // A reshard runs where its reader runs (inside a loop, each
            // iteration; a yield's, where the body yields).
            let repeats = graph.nodes[edge.from]
                .repeats
                .max(graph.nodes[edge.to].repeats);
            reshard(flow.value, from, to, repeats);
        }
    }
    for returned in &graph.returns {
        let from =
            &graph.nodes[returned.node].strategies[choice[returned.node]].results[returned.result];
        reshard(
            returned.value,
            from,
            &returned.sharding(from, graph, choice),
            1,
        );
    }
    let arguments = graph
        .nodes
        .iter()
        .zip(choice)
        .filter_map(|(node, &chosen)| match node.site {
            Site::Argument(index) => Some(ChosenArgument {
                index,
                name: names.get(index).cloned().flatten(),
                role: roles.get(index).copied().flatten(),
                sharding: node.strategies[chosen].results[0].clone(),
            }),
            Site::Operation(_) | Site::Carried { .. } => None,
        })
        .collect();
    Estimate {
        compute_seconds: graph
            .nodes
            .iter()
            .zip(choice)
            .map(|(node, &c)| node.strategies[c].compute * node.repeats as f64)
            .sum(),
        collectives,
        memory_bytes: memory::peak(graph, choice).1,
        peak: Err(PlanError::NotPartitioned),
        recomputed: None,
        recompute_seconds: 0.0,
        attention: None,
        sequence_order: None,
        key_block: 0,
        arguments,
    }
}

fn role_name(role: Option<Role>) -> &'static str {
    role.map_or("-", Role::keyword)
}

/// The estimate as a few lines of text.
pub fn text(estimate: &Estimate, algo: &str, mesh: &Mesh) -> String {
    let mut text = format!(
        "spmd-auto-shard: plan '{algo}' on mesh {mesh}: estimated step {:.3} us, {}\n",
        estimate.step_seconds() * 1e6,
        match &estimate.peak {
            Ok(bytes) => format!(
                "peak {bytes} bytes per device ({:.0} modelled)",
                estimate.memory_bytes
            ),
            Err(reason) => format!(
                "{:.0} bytes per device modelled (no buffer plan: {reason})",
                estimate.memory_bytes
            ),
        }
    );
    let _ = writeln!(
        text,
        "  compute            {:>12.3} us",
        estimate.compute_seconds * 1e6
    );
    if let Some(recomputed) = &estimate.recomputed {
        let _ = writeln!(
            text,
            "  recompute          {:>12.3} us: {} values ({} bytes; {} ops) at their late readers (spmd-remat), peak {} -> {} bytes per device",
            estimate.recompute_seconds * 1e6,
            recomputed.values,
            recomputed.bytes,
            recomputed.ops,
            recomputed.before,
            recomputed.after
        );
    }
    if let Some(form) = &estimate.attention {
        text += &form.text();
    }
    if estimate.key_block > 0 {
        let _ = writeln!(
            text,
            "  attention: a ring (spmd-ring-attention) scoring {} keys at a time (whole blocks would be over the limit)",
            estimate.key_block
        );
    }
    if let Some(order) = &estimate.sequence_order {
        text += &order.text();
    }
    for (kind, traffic) in &estimate.collectives {
        let _ = writeln!(
            text,
            "  {kind:<15} {:>4}x {:>10.3} us",
            traffic.count,
            traffic.seconds * 1e6
        );
    }
    if estimate.arguments.len() <= LISTED_ARGUMENTS {
        for argument in &estimate.arguments {
            let name = argument
                .name
                .as_ref()
                .map_or(String::new(), |name| format!("{name}, "));
            let _ = writeln!(
                text,
                "  argument #{} ({name}{}): {}",
                argument.index,
                role_name(argument.role),
                argument.sharding
            );
        }
        return text;
    }
    // Many arguments (a deep model's layers): one line per role and
    // sharding, with the first few arguments it covers.
    let mut groups: BTreeMap<(&str, String), Vec<&ChosenArgument>> = BTreeMap::new();
    for argument in &estimate.arguments {
        groups
            .entry((role_name(argument.role), argument.sharding.to_string()))
            .or_default()
            .push(argument);
    }
    for ((role, sharding), members) in groups {
        let shown: Vec<String> = members
            .iter()
            .take(LISTED_ARGUMENTS / 2)
            .map(|argument| argument.short_label())
            .collect();
        let more = if members.len() > shown.len() {
            ", ..."
        } else {
            ""
        };
        let _ = writeln!(
            text,
            "  {} {role} arguments: {sharding} ({}{more})",
            members.len(),
            shown.join(", ")
        );
    }
    text
}

/// Up to this many arguments are listed one per line (all are in the JSON).
const LISTED_ARGUMENTS: usize = 16;

/// How the plan was found.
#[derive(Clone, Copy, Debug)]
pub struct Statistics {
    /// Nodes of the strategy graph, and of the ILP after tying (`None`
    /// when nothing was solved).
    pub nodes: usize,
    pub tied_nodes: Option<usize>,
    pub graph_seconds: f64,
    pub solve_seconds: f64,
}

/// The estimate as JSON.
pub fn json(estimate: &Estimate, algo: &str, mesh: &Mesh, statistics: &Statistics) -> Json {
    let collectives: serde_json::Map<String, Json> = estimate
        .collectives
        .iter()
        .map(|(kind, t)| {
            (
                (*kind).to_owned(),
                json!({"count": t.count, "seconds": t.seconds}),
            )
        })
        .collect();
    json!({
        "algo": algo,
        "mesh": mesh.shape,
        "nodes": statistics.nodes,
        "tied_nodes": statistics.tied_nodes,
        "graph_seconds": statistics.graph_seconds,
        "solve_seconds": statistics.solve_seconds,
        "step_seconds": estimate.step_seconds(),
        "compute_seconds": estimate.compute_seconds,
        "collectives": collectives,
        "peak_bytes_per_device": estimate.peak.as_ref().ok(),
        "modelled_bytes_per_device": estimate.memory_bytes,
        "recomputed": estimate.recomputed.as_ref().map(|r| json!({
            "values": r.values,
            "bytes": r.bytes,
            "ops": r.ops,
            "peak_bytes_before": r.before,
            "peak_bytes_after": r.after,
            "seconds": estimate.recompute_seconds,
        })),
        "attention": estimate.attention.as_ref().map(AttentionForm::json),
        "sequence_order": estimate.sequence_order.as_ref().map(SequenceOrder::json),
        "key_block": estimate.attention.as_ref().map_or(estimate.key_block, |form| form.key_block),
        "arguments": estimate.arguments.iter().map(|argument| json!({
            "index": argument.index,
            "name": argument.name,
            "role": argument.role.map(Role::keyword),
            "placements": argument.sharding.placements.iter().map(|p| p.to_string()).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}
