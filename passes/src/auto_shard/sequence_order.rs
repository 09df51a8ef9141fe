//! The order of a sequence `algo=cp` splits over one mesh axis: the
//! zigzag order (`spmd-zigzag-sequence`: device `r` holds chunks `r` and
//! `2N - 1 - r` of `2N`) where that lets the ring skip what a causal mask
//! hides, evenly on every device; else the order as it comes, which costs
//! no reordering. A contiguous split under a causal mask leaves the last
//! device every block's scores to compute and the first one its own: the
//! ring waits for the slowest, so the step takes about twice the balanced
//! one's attention time.
//!
//! Whether it pays is checked on a copy, not assumed: the copy reordered,
//! propagated and partitioned, the ring's matcher asked whether an
//! attention's mask is proven causal over the new positions, and the
//! attention's form chosen as each plan's trial chooses it (gathered or a
//! ring, `attention_form`). A mask it cannot prove, none, or keys and
//! values kept gathered (every device scores every key then) keep the
//! order: the reordering's gathers would buy nothing.
//!
//! Reads: the function with the `cp` baseline's argument shardings.
//! Writes: the zigzag reordering where it pays (`prepare::zigzag_sequence`,
//! with its `spmd.zigzag` function attribute), else nothing.

use melior::ir::{
    Operation,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::{Mesh, Placement, access::FunctionShardings, quietly};

use super::{
    AutoShard,
    baselines::{Algo, propagate},
    micro_batches::{Planner, adopt, view},
    read,
    settings::ZIGZAG,
    trial::{FunctionCopy, Planning, measure_forms},
    write,
    written::written_contractions,
};
use crate::{
    partition::{
        partition_function,
        ring_attention::{balanced_attentions, ring_attention},
    },
    pass::{Failure, PassFailure, module_body, selected_function},
    pass::{OptionError, PassOptions},
    prepare::zigzag_sequence::{Arrival, ZIGZAG_ATTR, zigzag},
};

/// What became of the sequence's order.
#[derive(Clone, Debug, PartialEq)]
pub enum SequenceOrder {
    /// Zigzag over the mesh axis (its label), for this many causal
    /// attentions, and a device's contraction loop points a step before
    /// and after (rings as written).
    Zigzag {
        axis: String,
        attentions: usize,
        contraction_points: (usize, usize),
    },
    /// Zigzag over the mesh axis (its label), as the inputs arrive.
    Given { axis: String },
    /// As it came, and why.
    Kept(String),
}

/// The `zigzag` option: the sequence's order under `algo=cp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZigzagChoice {
    /// Zigzag where a trial shows it balancing a causal ring.
    Auto,
    /// The inputs arrive in zigzag order.
    Given,
    /// The order as it comes.
    Off,
}

impl ZigzagChoice {
    pub(super) fn from_options(options: &PassOptions, algo: Algo) -> Result<Self, OptionError> {
        let choice = match options.text(&ZIGZAG) {
            "auto" => ZigzagChoice::Auto,
            "given" => ZigzagChoice::Given,
            "off" => ZigzagChoice::Off,
            other => return Err(OptionError::bad_value(&ZIGZAG, "auto, given or off", other)),
        };
        if choice == ZigzagChoice::Given && algo != Algo::Context {
            return Err(OptionError::bad_value(
                &ZIGZAG,
                "given only with algo=cp (inputs in zigzag order must meet the plan that splits their sequence)",
                "given",
            ));
        }
        Ok(choice)
    }
}

/// The sequence's order as `choice` asks, on `function` with the `cp`
/// baseline's argument shardings: `None` where `choice` is `Off`.
pub(super) fn order_sequence<'c>(
    function: OperationRef<'c, '_>,
    planning: &Planning,
    choice: ZigzagChoice,
) -> Result<Option<SequenceOrder>, Failure<'c>> {
    match choice {
        ZigzagChoice::Off => Ok(None),
        ZigzagChoice::Auto => {
            eprintln!("spmd-auto-shard: trying the sequence in zigzag order on a copy...");
            balance_causal_sequence(function, planning).map(Some)
        }
        ZigzagChoice::Given => {
            let at = function.location();
            let axis = sequence_axis(function, planning.mesh)?
                .map_err(|reason| (at, format!("spmd-auto-shard: zigzag=given: {reason}")))?;
            zigzag(function, &axis.to_string(), Arrival::Zigzag)?;
            Ok(Some(SequenceOrder::Given {
                axis: planning.mesh.axis_label(axis),
            }))
        }
    }
}

/// The one mesh axis the arguments' sequence (dim 1) is split over, or
/// why there is none.
fn sequence_axis<'c>(
    function: OperationRef<'c, '_>,
    mesh: &Mesh,
) -> Result<Result<usize, &'static str>, Failure<'c>> {
    let shardings = FunctionShardings::read(function)?;
    let sequence_axes: Vec<usize> =
        (0..mesh.shape.len())
            .filter(|&axis| {
                shardings.arguments.iter().flatten().any(|written| {
                    written.sharding.placements.get(axis) == Some(&Placement::Shard(1))
                })
            })
            .collect();
    Ok(match sequence_axes[..] {
        [axis] => Ok(axis),
        [] => Err("no argument's sequence is split"),
        _ => Err("the sequence is split over several mesh axes (the zigzag order is over one)"),
    })
}

/// Puts `function`'s sequence in the zigzag order where a trial on a copy
/// shows its causal attention balanced by it.
fn balance_causal_sequence<'c>(
    function: OperationRef<'c, '_>,
    planning: &Planning,
) -> Result<SequenceOrder, Failure<'c>> {
    let mesh = planning.mesh;
    if function.has_attribute(ZIGZAG_ATTR) {
        return Ok(SequenceOrder::Kept(
            "in the zigzag order already (spmd-zigzag-sequence)".into(),
        ));
    }
    let axis = match sequence_axis(function, mesh)? {
        Ok(axis) => axis,
        Err(reason) => return Ok(SequenceOrder::Kept(reason.into())),
    };
    let balanced = match trial(function, axis, planning) {
        Ok(Ok(balanced)) => balanced,
        Ok(Err(reason)) => return Ok(SequenceOrder::Kept(reason.into())),
        Err(reason) => return Ok(SequenceOrder::Kept(reason)),
    };
    zigzag(function, &axis.to_string(), Arrival::Natural)?;
    Ok(SequenceOrder::Zigzag {
        axis: mesh.axis_label(axis),
        attentions: balanced.attentions,
        contraction_points: balanced.contraction_points,
    })
}

/// On a copy of `function` reordered over `axis`, propagated and
/// partitioned: how many attentions the zigzag order balances, or why it
/// does not pay; an error where any of it fails.
fn trial(
    function: OperationRef,
    axis: usize,
    planning: &Planning,
) -> Result<Result<Balanced, &'static str>, String> {
    quietly(|| {
        let copy = partitioned_copy(function, planning, Some(axis))?;
        let copied = copy.operation;
        let attentions = balanced_attentions(copied);
        if attentions == 0 {
            return Ok(Err(
                "no attention's mask is proven causal over the sequence",
            ));
        }
        let (_, form) = measure_forms(copied, planning).map_err(|e| e.to_string())?;
        if form.is_some_and(|form| !form.ring) {
            return Ok(Err(
                "attention keeps its keys and values gathered (they fit and cost no more than a ring), so no block is skipped",
            ));
        }
        let zigzag_points = written_contractions(copied, planning.model).points;
        // The same program in its own order, its attention a ring.
        let contiguous = partitioned_copy(function, planning, None)?;
        ring_attention(contiguous.operation, 0).map_err(|(_, message)| message)?;
        let contiguous_points = written_contractions(contiguous.operation, planning.model).points;
        if zigzag_points >= contiguous_points {
            return Ok(Err(
                "the ring over zigzag blocks does no less work than over contiguous ones",
            ));
        }
        Ok(Ok(Balanced {
            attentions,
            contraction_points: (contiguous_points, zigzag_points),
        }))
    })
}

/// A copy of `function`, in zigzag order over `zigzag_axis` where given,
/// its argument shardings propagated and partitioned.
fn partitioned_copy<'c, 'a>(
    function: OperationRef<'c, 'a>,
    planning: &Planning,
    zigzag_axis: Option<usize>,
) -> Result<FunctionCopy<'c, 'a>, String> {
    let copy = FunctionCopy::of(function).map_err(|e| e.to_string())?;
    let copied = copy.operation;
    if let Some(axis) = zigzag_axis {
        zigzag(copied, &axis.to_string(), Arrival::Natural).map_err(|(_, message)| message)?;
    }
    propagate(copied, planning.mesh).map_err(|(_, message)| message)?;
    partition_function(copied).map_err(|(_, message)| message)?;
    Ok(copy)
}

/// What the zigzag order balances.
struct Balanced {
    attentions: usize,
    /// A device's contraction loop points a step in its own order and in
    /// the zigzag order, rings as written.
    contraction_points: (usize, usize),
}

/// Where the ILP fell back to the `cp` baseline (built before any order
/// was tried): `original`, the module as it came in, planned again as
/// `algo=cp`, which tries the zigzag order; that plan replaces the first
/// where the sequence went into zigzag order (it is the same baseline
/// otherwise, and the first plan and its report stay).
pub(super) fn replanned_in_zigzag<'c>(
    module: OperationRef<'c, '_>,
    original: &Operation<'c>,
    settings: &AutoShard,
    auto_shard: Planner<'c>,
) -> Result<(), PassFailure<'c>> {
    let at = module.location();
    eprintln!(
        "spmd-auto-shard: the plan is the 'cp' baseline; planning it again as algo=cp, which tries the sequence in zigzag order..."
    );
    let first_report = match &settings.report {
        Some(file) => Some(read(file, at)?),
        None => None,
    };
    let again = original.clone();
    let context_parallel = AutoShard {
        algo: Algo::Context,
        ..settings.clone()
    };
    let zigzagged = auto_shard(view(&again), &context_parallel).is_ok() && {
        let body = module_body(view(&again))?;
        selected_function(body, settings.function.as_deref(), at)?.has_attribute(ZIGZAG_ATTR)
    };
    if zigzagged {
        adopt(module, view(&again))?;
        eprintln!("spmd-auto-shard: the plan is 'cp' with the sequence in zigzag order");
        return Ok(());
    }
    eprintln!("spmd-auto-shard: keeping the first plan (the sequence in its own order)");
    if let (Some(file), Some(text)) = (&settings.report, first_report) {
        write(file, &text, at)?;
    }
    Ok(())
}

impl SequenceOrder {
    /// The report's line.
    pub fn text(&self) -> String {
        match self {
            SequenceOrder::Zigzag {
                axis,
                attentions,
                contraction_points: (before, after),
            } => format!(
                "  sequence: zigzag order on mesh axis {axis} (spmd-zigzag-sequence): {attentions} causal attention(s) skip the hidden blocks, evenly on every device; contraction points per device {before} -> {after} ({:.1}% less; the compute estimate above counts whole blocks)\n",
                100.0 * (1.0 - *after as f64 / *before as f64)
            ),
            SequenceOrder::Given { axis } => format!(
                "  sequence: zigzag order on mesh axis {axis} as the inputs arrive (zigzag=given): nothing reordered\n"
            ),
            SequenceOrder::Kept(reason) => format!("  sequence: in its own order: {reason}\n"),
        }
    }

    /// The JSON report's `sequence_order`.
    pub fn json(&self) -> serde_json::Value {
        match self {
            SequenceOrder::Zigzag {
                axis,
                attentions,
                contraction_points: (before, after),
            } => serde_json::json!({
                "order": "zigzag",
                "axis": axis,
                "balanced_attentions": attentions,
                "contraction_points_before": before,
                "contraction_points_after": after,
            }),
            SequenceOrder::Given { axis } => serde_json::json!({
                "order": "zigzag",
                "axis": axis,
                "given": true,
            }),
            SequenceOrder::Kept(reason) => serde_json::json!({
                "order": "contiguous",
                "reason": reason,
            }),
        }
    }
}
