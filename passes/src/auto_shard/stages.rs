//! Pipeline stages as a plan (Alpa's inter-operator choice, on one axis):
//! on a scanned step, the mesh's slowest axis (the first of the slowest:
//! the presets' InfiniBand between nodes) becomes its size `S` in stages
//! of 1F1B, else GPipe (`spmd-pipeline`) over `M` micro-batches
//! (`spmd-microbatch`; `M` in `S`, `2S`, `4S` where it divides the batch),
//! the other axes planned by the ILP with the stages' axis replicated.
//! Each candidate is planned on a copy of the step as it came in and
//! pipelined on a copy of that; its step time is the plan's compute in the
//! layer loops over the `S` stages stretched by the schedule, `(M + S - 1)
//! / M`, the compute between them (the loss) as the schedule repeats it
//! on every stage ([`StageCompute`]), its collectives over `S` (a stage
//! holds `1 / S` of the layers), and the shifts across stage boundaries
//! the pipelined copy writes, at the axis's link; its peak is the
//! pipelined copy's buffer plan. Under `pipeline=fallback` the fastest
//! candidate that fits is the plan where no other fits; under `auto` also
//! where it is faster than the plan over the whole mesh.
//!
//! Reads: the module as it came in, and the plan made without stages.
//! Writes: where stages win, the module's body: the micro-batched step
//! with the candidate's shardings and `spmd.stages` (the axis and
//! schedule) on the function: the partition moves nothing over that axis,
//! and [`split_marked`], in the `spmd-auto-shard` pipeline after the
//! partition, turns it into stages.

use melior::ir::{
    Operation,
    operation::{OperationLike, OperationRef},
};
use serde_json::json;
use spmd_dialect::{
    Mesh,
    ir::{first_block, integer_attribute, is_within},
    verifies_quietly,
};

use super::{
    Algo, AutoShard, Planned, ZigzagChoice,
    graph::Graph,
    micro_batches::{Planner, Unplanned, adopt, batch_size, in_micro_batches, view},
    model, read, write,
};
use crate::{
    inspect::report::visit_collectives,
    lower::{bytes_of, peak::peak_memory},
    partition::{
        partition_function,
        pipeline::{
            PipelineSettings, Schedule, has_layer_loop, layer_loop_operations, marked_stages,
            pipeline, set_mark,
        },
        ring_attention::ring_attention,
    },
    pass::{Failure, Functions, module_body, selected_function},
};

/// Micro-batch counts tried per stage count: `S`, `2S`, `4S`.
const COUNTS_PER_STAGE: [usize; 3] = [1, 2, 4];

/// Whether `spmd-auto-shard` considers pipeline stages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PipelineChoice {
    Off,
    /// Only where no other plan fits.
    Fallback,
    /// Also where stages are estimated faster.
    Auto,
}

impl PipelineChoice {
    pub(super) fn parse(text: &str) -> Option<PipelineChoice> {
        match text {
            "off" => Some(PipelineChoice::Off),
            "fallback" => Some(PipelineChoice::Fallback),
            "auto" => Some(PipelineChoice::Auto),
            _ => None,
        }
    }
}

/// A plan's compute by where pipeline stages run it: in the layer loops
/// (a stage runs its `1 / S` of them, stretched by the schedule), in the
/// micro-batch loop between them (the loss, a head: on every stage, for
/// every micro-batch under GPipe and in every slot under 1F1B), and after
/// that loop (the update, once; counted whole).
pub(super) struct StageCompute {
    layers: f64,
    between: f64,
    after: f64,
}

impl StageCompute {
    /// The split of the compute of `choice` on `graph`, `function`'s.
    pub(super) fn of<'c>(
        function: OperationRef<'c, '_>,
        graph: &Graph,
        choice: &[usize],
    ) -> Result<StageCompute, Failure<'c>> {
        let layers = layer_loop_operations(function)?;
        let micro_batches = layers.first().and_then(|layer| layer.parent_operation());
        let mut split = StageCompute {
            layers: 0.0,
            between: 0.0,
            after: 0.0,
        };
        for (node, &chosen) in graph.nodes.iter().zip(choice) {
            let seconds = node.strategies[chosen].compute * node.repeats as f64;
            let place = match node.site.operation() {
                Some(op) if layers.iter().any(|layer| is_within(op, *layer)) => &mut split.layers,
                Some(op) if micro_batches.is_some_and(|loop_| is_within(op, loop_)) => {
                    &mut split.between
                }
                _ => &mut split.after,
            };
            *place += seconds;
        }
        Ok(split)
    }

    /// Seconds a stage computes in a step of `micro_batches` in `stages`
    /// under `schedule`, the bubble included.
    fn seconds(&self, micro_batches: usize, stages: usize, schedule: Schedule) -> f64 {
        let (m, s) = (micro_batches as f64, stages as f64);
        let between_runs = match schedule {
            Schedule::GPipe => 1.0,
            Schedule::OneFOneB => 2.0 * (m + s - 1.0) / m,
        };
        self.layers * (m + s - 1.0) / (m * s) + self.between * between_runs + self.after
    }
}

/// A pipelined candidate, planned on a copy.
struct Candidate<'c> {
    /// The micro-batched step with the plan's shardings (not partitioned).
    planned: Operation<'c>,
    schedule: Schedule,
    micro_batches: usize,
    /// The step by the schedule: compute, and collectives with the
    /// stage boundary's shifts.
    time: Planned,
    peak_bytes: usize,
    /// The candidate's JSON report, where one was asked for.
    report: Option<serde_json::Value>,
}

/// The plan `plain` (made without stages), or a pipelined one where
/// `settings.pipeline` and the estimates say so (see the module doc).
pub(super) fn considered<'c>(
    module: OperationRef<'c, '_>,
    original: Option<&Operation<'c>>,
    settings: &AutoShard,
    plain: Result<Planned, Unplanned<'c>>,
    auto_shard: Planner<'c>,
) -> Result<Planned, Unplanned<'c>> {
    let wanted = match (&plain, settings.pipeline) {
        (_, PipelineChoice::Off) => false,
        (Err(Unplanned::NothingFits(_)), _) => true,
        (Ok(_), PipelineChoice::Auto) => true,
        _ => false,
    };
    let Some(original) = original.filter(|_| wanted) else {
        return plain;
    };
    let Some(StageShape {
        mesh,
        model,
        axis,
        stages,
        counts,
    }) = stage_shape(view(original), settings)?
    else {
        return plain;
    };
    let at = module.location();
    let limit = settings.memory_bytes.unwrap_or(model.memory_bytes);
    let mut best: Option<Candidate> = None;
    let mut built = false;
    for count in counts {
        eprintln!(
            "spmd-auto-shard: trying {stages} pipeline stages on mesh axis {} in {count} micro-batches, the other axes planned with it replicated...",
            mesh.axis_label(axis)
        );
        let Some(candidate) = candidate(
            original,
            settings,
            (axis, stages),
            count,
            &model,
            auto_shard,
        )?
        else {
            continue;
        };
        built = true;
        eprintln!(
            "spmd-auto-shard: {stages} stages in {count} micro-batches, {}: step {:.3} ms by the schedule, peak {} bytes per device{}",
            candidate.schedule.name(),
            candidate.time.step_seconds() * 1e3,
            candidate.peak_bytes,
            if candidate.peak_bytes as f64 > limit {
                " (over the limit)"
            } else {
                ""
            }
        );
        if candidate.peak_bytes as f64 <= limit
            && best
                .as_ref()
                .is_none_or(|b| candidate.time.step_seconds() < b.time.step_seconds())
        {
            best = Some(candidate);
        }
    }
    let Some(best) = best else {
        eprintln!(
            "spmd-auto-shard: {}{}",
            if built {
                "no pipelined plan fits"
            } else {
                "the step splits into no stages"
            },
            if plain.is_ok() {
                "; keeping the plan without stages"
            } else {
                " either"
            }
        );
        return match plain {
            Err(Unplanned::NothingFits((at, message))) => Err(Unplanned::NothingFits((
                at,
                format!("{message}, nor in pipeline stages (spmd-pipeline)"),
            ))),
            other => other,
        };
    };
    if let Ok(planned) = &plain
        && planned.step_seconds() <= best.time.step_seconds()
    {
        eprintln!(
            "spmd-auto-shard: the plan over the whole mesh ({:.3} ms) is no slower than {stages} stages ({:.3} ms); keeping it",
            planned.step_seconds() * 1e3,
            best.time.step_seconds() * 1e3
        );
        return plain;
    }
    match &plain {
        Ok(planned) => eprintln!(
            "spmd-auto-shard: using {stages} pipeline stages on mesh axis {} in {} micro-batches, {} ({:.3} ms a step against {:.3} ms over the whole mesh)",
            mesh.axis_label(axis),
            best.micro_batches,
            best.schedule.name(),
            best.time.step_seconds() * 1e3,
            planned.step_seconds() * 1e3
        ),
        Err(_) => eprintln!(
            "spmd-auto-shard: no plan fits without stages; using {stages} pipeline stages on mesh axis {} in {} micro-batches, {}",
            mesh.axis_label(axis),
            best.micro_batches,
            best.schedule.name()
        ),
    }
    adopt(module, view(&best.planned))?;
    let function = selected_function(module_body(module)?, settings.function.as_deref(), at)?;
    set_mark(function, Some((axis, best.schedule)));
    if let (Some(file), Some(mut report)) = (&settings.report, best.report) {
        report["pipeline"] = json!({
            "axis": mesh.axis_label(axis),
            "schedule": best.schedule.name(),
            "stages": stages,
            "micro_batches": best.micro_batches,
            "bubble": (stages - 1) as f64 / (best.micro_batches + stages - 1) as f64,
            "step_seconds": best.time.step_seconds(),
            "peak_bytes": best.peak_bytes,
        });
        write(file, &format!("{report:#}\n"), at)?;
    }
    Ok(best.time)
}

/// Whether stages may be tried on `module`'s step: `pipeline=` allows
/// them and the step is scanned (so that the module as it came in is
/// kept for them only then).
pub(super) fn may_try(module: OperationRef, settings: &AutoShard) -> bool {
    settings.pipeline != PipelineChoice::Off
        && module_body(module)
            .and_then(|body| {
                selected_function(body, settings.function.as_deref(), module.location())
            })
            .and_then(has_layer_loop)
            .unwrap_or(false)
}

/// Where stages would go on a step's mesh.
struct StageShape {
    mesh: Mesh,
    model: model::MeshModel,
    /// The stages' mesh axis, and its size.
    axis: usize,
    stages: usize,
    /// The micro-batch counts to try.
    counts: Vec<usize>,
}

/// The stages' axis, their count and the micro-batch counts to try, for
/// a scanned step whose batch splits; `None` where stages do not apply.
fn stage_shape<'c>(
    module: OperationRef<'c, '_>,
    settings: &AutoShard,
) -> Result<Option<StageShape>, Failure<'c>> {
    let at = module.location();
    let function = selected_function(module_body(module)?, settings.function.as_deref(), at)?;
    if !has_layer_loop(function)? {
        return Ok(None);
    }
    let mesh = Mesh::lookup(module, "mesh").map_err(|e| (at, e.to_string()))?;
    let model = model::load(&settings.model, mesh.shape.len()).map_err(|e| (at, e.to_string()))?;
    let bandwidth = |axis: usize| model.comm.axes[axis].bandwidth_bytes_per_s;
    let Some(axis) = (0..mesh.shape.len())
        .filter(|&axis| mesh.shape[axis] > 1)
        .min_by(|&a, &b| bandwidth(a).total_cmp(&bandwidth(b)).then(a.cmp(&b)))
    else {
        return Ok(None);
    };
    let stages = mesh.shape[axis];
    let Some(batch) = batch_size(module, settings) else {
        return Ok(None);
    };
    let counts: Vec<usize> = COUNTS_PER_STAGE
        .iter()
        .map(|times| times * stages)
        .filter(|count| batch.is_multiple_of(*count))
        .collect();
    if counts.is_empty() {
        eprintln!(
            "spmd-auto-shard: a batch of {batch} does not split into a multiple of {stages} micro-batches; no pipeline stages"
        );
        return Ok(None);
    }
    Ok(Some(StageShape {
        mesh,
        model,
        axis,
        stages,
        counts,
    }))
}

/// `original` in `count` micro-batches, planned with mesh `axis` (of
/// `stages` devices) left replicated, then pipelined on a copy to measure
/// it; `None` where the step does not split so (the reason printed).
fn candidate<'c>(
    original: &Operation<'c>,
    settings: &AutoShard,
    (axis, stages): (usize, usize),
    count: usize,
    model: &model::MeshModel,
    auto_shard: Planner<'c>,
) -> Result<Option<Candidate<'c>>, Unplanned<'c>> {
    let at = view(original).location();
    let Some(planned) = in_micro_batches(original, count, settings) else {
        return Ok(None);
    };
    let report_file = settings
        .report
        .as_ref()
        .map(|file| format!("{file}.stages"));
    let rest = AutoShard {
        // The baselines split every axis: the ILP plans the others.
        algo: Algo::Ilp,
        zigzag: ZigzagChoice::Off,
        // The ILP's model holds every layer on each device; the pipelined
        // copy's buffer plan decides what fits.
        memory_bytes: Some(f64::INFINITY),
        pipeline: PipelineChoice::Off,
        stage_axis: Some(axis),
        report: report_file.clone(),
        export_solution: None,
        import_solution: None,
        ..settings.clone()
    };
    let plan = match auto_shard(view(&planned), &rest) {
        Ok(plan) => plan,
        Err(Unplanned::NothingFits((_, message)) | Unplanned::Failed((_, message))) => {
            eprintln!("spmd-auto-shard: no plan with the stages' axis replicated: {message}");
            return Ok(None);
        }
    };
    let report = match &report_file {
        Some(file) => {
            let text = read(file, at)?;
            let _ = std::fs::remove_file(file);
            serde_json::from_str(&text).ok()
        }
        None => None,
    };
    let Some((pipelined, schedule)) = pipelined(&planned, settings, axis)? else {
        return Ok(None);
    };
    let function = selected_function(
        module_body(view(&pipelined))?,
        settings.function.as_deref(),
        at,
    )?;
    let peak_bytes = peak_memory(function, |_| "value")
        .map_err(|e| (at, format!("the pipelined plan's buffer plan: {e}")))?
        .arena_bytes;
    let shifts = shift_seconds(function, axis, model);
    let Some(split) = &plan.stage_compute else {
        unreachable!("a plan made with a stages' axis splits its compute");
    };
    let compute = split.seconds(count, stages, schedule);
    Ok(Some(Candidate {
        planned,
        schedule,
        micro_batches: count,
        time: Planned {
            name: "pipeline",
            compute_seconds: compute,
            collective_seconds: plan.collective_seconds / stages as f64 + shifts,
            stage_compute: None,
        },
        peak_bytes,
        report,
    }))
}

/// `planned` partitioned and split into stages on mesh `axis`, on a
/// copy: in 1F1B, else (a step 1F1B does not split) GPipe; `None`, the
/// reasons printed, where neither does.
fn pipelined<'c>(
    planned: &Operation<'c>,
    settings: &AutoShard,
    axis: usize,
) -> Result<Option<(Operation<'c>, Schedule)>, Failure<'c>> {
    let at = view(planned).location();
    for schedule in [Schedule::OneFOneB, Schedule::GPipe] {
        let copy = planned.clone();
        let function =
            selected_function(module_body(view(&copy))?, settings.function.as_deref(), at)?;
        // Marked, so that the partition moves nothing over the axis.
        set_mark(function, Some((axis, schedule)));
        let staged = partition_function(function)
            .and_then(|()| ring_attention(function, 0))
            .and_then(|()| split_marked(function));
        match staged {
            Ok(()) if verifies_quietly(function) => return Ok(Some((copy, schedule))),
            Ok(()) => eprintln!(
                "spmd-auto-shard: the plan in {} stages does not verify",
                schedule.name()
            ),
            Err((location, message)) => {
                eprintln!(
                    "spmd-auto-shard: the plan does not split into {} stages: {location}: {message}",
                    schedule.name()
                );
            }
        }
    }
    Ok(None)
}

/// `spmd-pipeline`'s settings for stages on mesh `axis` in `schedule`.
fn stage_settings(axis: usize, schedule: Schedule) -> PipelineSettings {
    PipelineSettings {
        functions: Functions::Step(None),
        axis: axis.to_string(),
        stages: 0,
        schedule,
    }
}

/// Seconds a step of the pipelined `function` spends in its shifts over
/// mesh `axis` (the stage boundaries'), each as often as it runs a step.
fn shift_seconds(function: OperationRef, axis: usize, model: &model::MeshModel) -> f64 {
    let Some(body) = first_block(function) else {
        return 0.0;
    };
    let mut seconds = 0.0;
    visit_collectives(body, 1, &mut |operation, kind, times| {
        if kind == "shift" && integer_attribute(operation, "shift_axis") == Some(axis as i64) {
            let bytes = operation.operand(0).map_or(0, bytes_of);
            seconds += times as f64 * model.comm.shift(axis, bytes as f64);
        }
    });
    seconds
}

/// The `spmd-auto-shard` pipeline's stage pass: a partitioned function
/// the plan marked with `spmd.stages` split into stages as the mark says
/// (the mark removed); others left alone.
pub(super) fn split_marked<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    match marked_stages(function) {
        None => Ok(()),
        Some(Err(message)) => Err((function.location(), message)),
        Some(Ok((axis, schedule))) => {
            set_mark(function, None);
            pipeline(function, &stage_settings(axis, schedule))
        }
    }
}
