//! Solving under a memory limit: the ILP solved, the plan's true peak
//! measured on a copy, and the points that break the limit added as
//! constraints until a plan fits or the rounds run out.

use std::time::{Duration, Instant};

use melior::ir::operation::OperationRef;

use super::{Planning, eliminate, error::PlanError, graph, ilp, memory, simplify, trial};

/// Solves `problem` from `start`, first eliminating what can be exactly
/// (when no memory point couples its nodes).
fn solve_reduced(
    problem: &ilp::Problem,
    options: ilp::SolveOptions,
    start: Option<&[usize]>,
) -> Result<Option<Vec<usize>>, PlanError> {
    let reduced = problem
        .memory_points
        .is_empty()
        .then(|| eliminate::reduce(problem));
    if let Some(reduced) = &reduced {
        eprintln!(
            "spmd-auto-shard: {} nodes eliminated exactly, {} left for HiGHS",
            problem.nodes.len() - reduced.problem.nodes.len(),
            reduced.problem.nodes.len()
        );
    }
    let start = match (&reduced, start) {
        (Some(reduced), Some(start)) => Some(reduced.restrict(start)),
        (_, start) => start.map(<[usize]>::to_vec),
    };
    let Some(solved) = reduced
        .as_ref()
        .map_or(problem, |r| &r.problem)
        .solve(options, start.as_deref())?
    else {
        return Ok(None);
    };
    if !solved.proven {
        eprintln!(
            "spmd-auto-shard: warning: the time limit stopped the solver; the plan is the best it found, not proven optimal"
        );
    }
    Ok(Some(match &reduced {
        Some(reduced) => reduced.expand(&solved.strategies),
        None => solved.strategies,
    }))
}

/// What the memory loop checks a plan on: the function (partitioned on a
/// copy for the true peak), its graph, and where the solver starts.
pub(super) struct Trial<'t, 'c, 'a> {
    pub function: OperationRef<'c, 'a>,
    pub graph: &'t graph::Graph<'c, 'a>,
    pub planning: &'t Planning<'t>,
    pub start: Option<&'t [usize]>,
}

/// How many plans the memory loop tries before giving up.
const MEMORY_ROUNDS: usize = 12;

/// Solves `tied` until a plan's true peak (its buffer plan, on a copy)
/// meets the limit: where the model's peak breaks it, that point joins the
/// constraints; where only the true peak does, the model's peak point
/// joins them with the bytes the model does not see there (collective
/// buffers) as a constant. The time limit is for all rounds together. The
/// expanded choice, or `None` if nothing fits; each plan that broke the
/// limit joins `over` (a plan recomputation may make fit).
pub(super) fn solve_within_memory(
    trial: &Trial,
    tied: &mut simplify::Tied,
    options: ilp::SolveOptions,
    over: &mut Vec<Vec<usize>>,
) -> Result<Option<Vec<usize>>, PlanError> {
    let deadline = Instant::now() + Duration::from_secs_f64(options.time_limit_seconds);
    // The solver's feasibility tolerance, relative.
    let limit = tied.problem.memory_limit.unwrap_or(f64::INFINITY) * (1.0 + 1e-6);
    let mut constrained: Vec<(usize, f64)> = Vec::new();
    for _ in 0..MEMORY_ROUNDS {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(PlanError::Limit("the time limit passed".into()));
        }
        let options = ilp::SolveOptions {
            time_limit_seconds: left.as_secs_f64(),
            ..options
        };
        let Some(tied_choice) = solve_reduced(&tied.problem, options, trial.start)? else {
            return Ok(None);
        };
        let choice = tied.expand(&tied_choice);
        let (position, modelled) = memory::peak(trial.graph, &choice);
        let bytes = if modelled > limit {
            modelled
        } else {
            let peak = trial::peak(trial.function, trial.planning, trial.graph, &choice);
            if peak <= limit {
                return Ok(Some(choice));
            }
            peak
        };
        let offset = bytes - modelled;
        over.push(choice);
        if constrained
            .iter()
            .any(|&(p, o)| p == position && o >= offset)
        {
            return Err(PlanError::Limit(format!(
                "the plan keeps {bytes:.0} bytes live at node {position}, which is constrained"
            )));
        }
        constrained.push((position, offset));
        eprintln!(
            "spmd-auto-shard: {bytes:.0} bytes live at node {position} break the limit; constraining it"
        );
        let mut point = simplify::tie_point(&memory::point(trial.graph, position), &tied.tie_of);
        point.offset = offset;
        tied.problem.memory_points.push(point);
    }
    Err(PlanError::Limit(format!(
        "{MEMORY_ROUNDS} plans broke the memory limit"
    )))
}
