//! `spmd-remat`: rematerialization, as XLA's remat pass and PyTorch's
//! selective activation checkpointing do it. A training step keeps what
//! its forward computes until its backward reads it again; an element-wise
//! value whose inputs the backward keeps anyway is cheaper to compute
//! again there than to hold in between. This pass recomputes such values
//! at their late readers ([`candidates`], in their order), and
//! measures each device's peak (the buffer plan `spmd-lower-to-runtime`
//! makes, as `spmd-report` shows it) on copies: with `memory-gb=0`, every
//! element-wise recomputation that does not raise the peak; with a budget,
//! chains through contractions too, until the peak fits. A recomputation
//! never keeps another value alive longer, but its copies are live for a
//! moment where they are made, which can raise the peak there: only
//! measured runs are kept. The results are the same numbers.
//!
//! Reads: each function's top-level ops (any function the lowering can
//! plan: a per-device program after `spmd-partition`, or a single-device
//! one). Writes: copies of the chosen ops before their late readers; a
//! remark per function with what it recomputed and the peak before and
//! after; a warning when the peak still exceeds `memory-gb`.

mod candidates;

use melior::ir::{
    BlockLike, Location, Module,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::{emit_remark, ir::first_block};

use crate::{
    lower::peak::{PeakError, peak_memory},
    pass::{
        FUNCTION, Failure, Functions, ModulePass, OptionError, OptionInfo, PassOptions,
        declare_pass, rewrite_selected, template::clone,
    },
};
use candidates::{Candidate, candidates, recompute};

const MEMORY_GB: OptionInfo = OptionInfo {
    name: "memory-gb",
    value: "number",
    default: "0",
    description: "recompute until each device's peak (the lowering's buffer plan) fits this many GB (0: recompute every value that can be)",
};

declare_pass! {
    /// The `spmd-remat` pass.
    pub fn remat_pass(settings: RematSettings) = "spmd-remat" as "SpmdRemat" {
        summary: "Recompute element-wise values at their late (backward) readers instead of keeping them, until each device's peak fits memory-gb (rematerialization; before spmd-lower-to-runtime)",
        options: &[MEMORY_GB, FUNCTION],
        create: |options| Ok(remat_pass(RematSettings::from_options(options)?)),
        run: ModulePass {
            settings,
            run: |module, settings| {
                rewrite_selected(module, &settings.functions, |function| {
                    remat(function, settings.memory_bytes)
                })
            },
        },
    }
}

/// The options of `spmd-remat`.
#[derive(Clone, Debug, PartialEq)]
pub struct RematSettings {
    pub functions: Functions,
    /// The peak to fit, in bytes (`None`: recompute all that can be).
    pub memory_bytes: Option<f64>,
}

impl RematSettings {
    fn from_options(options: &PassOptions) -> Result<RematSettings, OptionError> {
        let text = options.text(&MEMORY_GB);
        let memory = text
            .parse::<f64>()
            .ok()
            .filter(|gb| *gb >= 0.0 && gb.is_finite())
            .ok_or_else(|| OptionError::bad_value(&MEMORY_GB, "a number of GB, 0 or more", text))?;
        Ok(RematSettings {
            functions: Functions::from_options(options),
            memory_bytes: (memory > 0.0).then_some(memory * 1e9),
        })
    }
}

/// Each device's peak of `function`, by the lowering's buffer plan.
fn peak_bytes<'c>(function: OperationRef<'c, '_>) -> Result<usize, Failure<'c>> {
    peak_memory(function, |_| "any")
        .map(|peak| peak.arena_bytes)
        .map_err(|e: PeakError| {
            (
                function.location(),
                format!("spmd-remat: the lowering cannot plan this function, so its peak is unknown: {e}"),
            )
        })
}

/// The peak of `function` with `chosen` (positions in its candidate list)
/// recomputed, measured on a copy.
fn peak_recomputing<'c>(
    function: OperationRef<'c, '_>,
    contractions: bool,
    chosen: &[usize],
) -> Result<usize, Failure<'c>> {
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let module = Module::new(Location::unknown(context));
    let copy = module.body().append_operation(clone(function));
    let body = first_block(copy).expect("a copy of a function with a body");
    let found = candidates(body, contractions);
    let picked: Vec<Candidate> = chosen.iter().map(|&i| found[i].clone()).collect();
    recompute(body, &picked);
    peak_bytes(copy)
}

/// What a rematerialization recomputed, and the peak before and after.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Recomputed {
    pub values: usize,
    pub bytes: usize,
    /// The ops copied and their loop points.
    pub ops: usize,
    pub points: usize,
    pub before: usize,
    pub after: usize,
    /// Candidates found (what a warning says were tried).
    pub candidates: usize,
}

/// Recomputes the candidates of `function` that do not raise its peak:
/// greedily, in the candidates' order, in runs that halve when a run
/// raises the peak (a copy's intermediates are live for a moment where it
/// is recomputed, so a recomputation near the peak can raise it) or does a
/// contraction again without lowering it; until the peak fits
/// `memory_bytes`, or every run has been tried. With a budget the
/// element-wise chains go first (as without one), and chains through
/// contractions are tried on what they leave only where it does not fit.
/// Says nothing (`spmd-auto-shard`'s trials call it on copies); `None`
/// for a function without a body.
pub(crate) fn recompute_to_fit<'c>(
    function: OperationRef<'c, '_>,
    memory_bytes: Option<f64>,
) -> Result<Option<Recomputed>, Failure<'c>> {
    let Some(body) = first_block(function) else {
        return Ok(None);
    };
    let fits = |peak: usize| memory_bytes.is_some_and(|budget| peak as f64 <= budget);
    let before = peak_bytes(function)?;
    let mut recomputed = Recomputed {
        values: 0,
        bytes: 0,
        ops: 0,
        points: 0,
        before,
        after: before,
        candidates: 0,
    };
    for contractions in [false, true] {
        if fits(recomputed.after) || contractions && memory_bytes.is_none() {
            break;
        }
        let found: Vec<Candidate> = candidates(body, contractions);
        let (accepted, after) = greedy(function, contractions, &found, recomputed.after, &fits)?;
        let chosen: Vec<Candidate> = accepted.iter().map(|&i| found[i].clone()).collect();
        let (ops, points) = recompute(body, &chosen);
        recomputed.values += chosen.len();
        recomputed.bytes += chosen.iter().map(|c| c.bytes).sum::<usize>();
        recomputed.ops += ops;
        recomputed.points += points;
        recomputed.after = after;
        recomputed.candidates += found.len();
    }
    Ok(Some(recomputed))
}

/// The positions in `found` (`function`'s candidates) whose recomputation
/// the greedy keeps, starting from the peak `before`, and the peak they
/// reach.
fn greedy<'c>(
    function: OperationRef<'c, '_>,
    contractions: bool,
    found: &[Candidate],
    before: usize,
    fits: &dyn Fn(usize) -> bool,
) -> Result<(Vec<usize>, usize), Failure<'c>> {
    let mut accepted: Vec<usize> = Vec::new();
    let mut best = before;
    let mut next = 0;
    let mut run = found.len();
    let mut measured = 0;
    while next < found.len() && !fits(best) && measured < MEASUREMENTS {
        let tried: Vec<usize> = accepted.iter().copied().chain(next..next + run).collect();
        let peak = peak_recomputing(function, contractions, &tried)?;
        measured += 1;
        // A run that leaves the peak as it is frees memory elsewhere: kept
        // when it recomputes only element-wise work, not a contraction.
        let contracts = found[next..next + run].iter().any(|c| c.contracts);
        if peak < best || peak == best && !contracts {
            accepted = tried;
            best = peak;
            next += run;
            run = found.len() - next;
        } else if run == 1 {
            next += 1;
            run = found.len() - next;
        } else {
            run /= 2;
        }
    }
    Ok((accepted, best))
}

/// [`recompute_to_fit`], with a remark per function saying what it
/// recomputed and a warning where the peak still exceeds the budget.
fn remat<'c>(function: OperationRef<'c, '_>, memory_bytes: Option<f64>) -> Result<(), Failure<'c>> {
    let Some(recomputed) = recompute_to_fit(function, memory_bytes)? else {
        return Ok(());
    };
    let name = spmd_dialect::ir::symbol_name(function).unwrap_or_default();
    let at = function.location();
    emit_remark(at, &summary(&name, &recomputed));
    if let Some(budget) = memory_bytes
        && recomputed.after as f64 > budget
    {
        spmd_dialect::emit_warning(
            at,
            &format!(
                "spmd-remat: @{name}: peak {} bytes per device still exceeds memory-gb ({} bytes); no other recomputation of the {} found lowers it",
                recomputed.after, budget as usize, recomputed.candidates
            ),
        );
    }
    Ok(())
}

/// The most peaks measured per function (each plans a copy of it).
const MEASUREMENTS: usize = 24;

/// The remark: what was recomputed (the ops copied and their loop
/// points), and the peak before and after.
fn summary(name: &str, recomputed: &Recomputed) -> String {
    let Recomputed {
        values,
        bytes,
        ops,
        points,
        before,
        after,
        ..
    } = recomputed;
    format!(
        "spmd-remat: @{name}: recomputes {values} values ({bytes} bytes; {ops} ops, {points} loop points) at their late readers; peak {before} -> {after} bytes per device"
    )
}
