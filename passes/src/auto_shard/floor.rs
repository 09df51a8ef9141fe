//! The baselines' plans (`dp`, `megatron`, and where neither fits
//! `megatron-sp` and `cp`) in the ILP's graph: the
//! cheapest that fits the memory limit is the ILP's start and floor (it
//! never returns a worse plan); where none fits and the ILP finds nothing
//! either, the cheapest of them and the ILP's plans over the limit whose
//! activations `spmd-remat` recomputes until it fits is the plan
//! (`spmd-auto-shard`'s pipeline then ends with that recomputation).
//!
//! Reads: the function (every trial on a copy). Writes: nothing.

use melior::ir::operation::OperationRef;

use super::{
    AutoShard,
    baselines::Algo,
    graph, memory, trial,
    trial::{Planning, RecomputedPlan},
};

/// A plan (a baseline's, or the ILP's over the limit): its name, its
/// choice in the ILP's graph and the model's cost of it.
pub(super) struct Candidate {
    pub algo: &'static str,
    pub choice: Vec<usize>,
    pub objective: f64,
}

/// The baselines tried: the cheapest that fits, and those over the limit.
#[derive(Default)]
pub(super) struct Baselines {
    pub floor: Option<Candidate>,
    pub over: Vec<Candidate>,
}

/// Each baseline's plan (`dp`, `megatron`; `megatron-sp` and `cp` where
/// neither fits) and
/// its peak (its true peak, rings and all, near or over the limit), by
/// the same model as the ILP. Baselines that do not apply to the program
/// are left out.
pub(super) fn baselines(
    function: OperationRef,
    graph: &graph::Graph,
    planning: &Planning,
    settings: &AutoShard,
) -> Baselines {
    let limit = planning.model.memory_bytes;
    let mut found = Baselines::default();
    let baselines = [
        (Algo::DataParallel, "dp"),
        (Algo::Megatron, "megatron"),
        (Algo::MegatronSequence, "megatron-sp"),
        (Algo::Context, "cp"),
    ];
    for (algo, name) in baselines {
        // Sequence and context parallelism are the plans for activations
        // that nothing else fits: they are tried (a trial costs a
        // partition and a buffer plan) only then.
        if matches!(algo, Algo::MegatronSequence | Algo::Context) && found.floor.is_some() {
            continue;
        }
        let tried = trial::baseline(function, planning, algo, graph, settings.solve)
            .map(|choice| (baseline_peak(function, planning, graph, &choice), choice));
        let ((peak, how), choice) = match tried {
            Ok(plan) => plan,
            Err(reason) => {
                eprintln!("spmd-auto-shard: baseline '{name}' left out: {reason}");
                continue;
            }
        };
        let objective = graph.problem.objective(&choice).unwrap_or(f64::INFINITY);
        let fits = peak <= limit;
        eprintln!(
            "spmd-auto-shard: baseline '{name}': estimated step {:.3} us, peak {peak:.0} bytes per device{how}{}",
            objective * 1e6,
            if fits { "" } else { " (over the limit)" }
        );
        let plan = Candidate {
            algo: name,
            choice,
            objective,
        };
        if !fits {
            found.over.push(plan);
        } else if found
            .floor
            .as_ref()
            .is_none_or(|floor| objective < floor.objective)
        {
            found.floor = Some(plan);
        }
    }
    found
}

/// A baseline plan's peak and how it was found: the model's where it is
/// under half the limit (the model is within a tenth of the buffer plan,
/// so the plan fits either way and its trial, a partition and a buffer
/// plan, is saved), else its true peak.
fn baseline_peak(
    function: OperationRef,
    planning: &Planning,
    graph: &graph::Graph,
    choice: &[usize],
) -> (f64, &'static str) {
    let modelled = memory::peak(graph, choice).1;
    if modelled * 2.0 <= planning.model.memory_bytes {
        (modelled, " (modelled)")
    } else {
        (trial::peak(function, planning, graph, choice), "")
    }
}

/// The plans over the limit, cheapest first: the baselines' and the
/// ILP's (each round of its memory loop), these named `algo` (the algo
/// asked for: the ILP only completes a baseline's plan).
pub(super) fn over_the_limit(
    graph: &graph::Graph,
    baselines: Vec<Candidate>,
    ilp: Vec<Vec<usize>>,
    algo: &'static str,
) -> Vec<Candidate> {
    let mut over = baselines;
    over.extend(ilp.into_iter().map(|choice| Candidate {
        algo,
        objective: graph.problem.objective(&choice).unwrap_or(f64::INFINITY),
        choice,
    }));
    over.sort_by(|a, b| a.objective.total_cmp(&b.objective));
    over
}

/// The cheapest of `over` (plans over the limit, cheapest first) that
/// fits once `spmd-remat` recomputes its activations, and what that
/// recomputes; where none does, the lowest peak recomputation reached and
/// whose plan it was.
pub(super) fn fit_by_remat(
    function: OperationRef,
    graph: &graph::Graph,
    planning: &Planning,
    over: Vec<Candidate>,
) -> Result<(Candidate, RecomputedPlan), Option<(&'static str, usize)>> {
    let limit = planning.model.memory_bytes;
    let mut lowest: Option<(&'static str, usize)> = None;
    for plan in over {
        eprintln!(
            "spmd-auto-shard: trying plan '{}' with its activations recomputed (spmd-remat)...",
            plan.algo
        );
        match trial::recomputed(function, planning, graph, &plan.choice) {
            Ok(fitting) if fitting.recomputed.after as f64 <= limit => return Ok((plan, fitting)),
            Ok(RecomputedPlan { recomputed, .. }) => {
                eprintln!(
                    "spmd-auto-shard: plan '{}' with recomputation: peak {} bytes per device (over the limit)",
                    plan.algo, recomputed.after
                );
                if lowest.is_none_or(|(_, peak)| recomputed.after < peak) {
                    lowest = Some((plan.algo, recomputed.after));
                }
            }
            Err(reason) => eprintln!(
                "spmd-auto-shard: plan '{}' with recomputation left out: {reason}",
                plan.algo
            ),
        }
    }
    Err(lowest)
}
