//! `spmd-auto-shard`: shardings chosen by an optimiser over a model of the
//! mesh (seed `004`, Alpa's formulation), then the partitioned program.
//!
//! Reads: a function (arguments the user sharded stay as given; roles as
//! `training` infers or `spmd.role` gives them), the mesh (created when
//! `mesh=` is given), the machine model (`model.rs`: an H100 preset or a
//! JSON file) and the options.
//! Writes: first what `spmd-expand-batch-dims` writes (attention's batch
//! dims as one contraction, so that heads can be split) or, with
//! `algo=cp`, what `spmd-expand-token-dims` writes (matmuls over tokens
//! flattened from several sequences as contractions over each), then
//! `spmd.sharding` on every tensor argument and `spmd.shardings` on
//! every op as chosen — by the ILP over the strategy graph (`graph.rs`,
//! `ilp.rs`, repeated structure tied by `simplify.rs`; its memory that of
//! the buffer plan, `memory.rs`; every plan's true peak checked on a
//! partitioned copy, and the cheapest baseline that fits its start and
//! floor, `trial.rs`, `floor.rs`; where nothing fits, the cheapest plan
//! that fits with its activations recomputed), under the argument
//! shardings of a baseline (`baselines.rs`), or from a solution file
//! (`solution.rs`); attention split on the sequence in the form the cost
//! model picks (`attention_form.rs`: gathered, with `spmd.attention =
//! "gathered"` on the function, or a ring, of key tiles with
//! `spmd.key_block` where whole blocks do not fit) and, under `algo=cp`,
//! the sequence in zigzag order where that balances a causal ring
//! (`sequence_order.rs`); on a scanned step, in micro-batches with
//! `spmd.stages` on the function where pipeline stages on the slowest
//! axis win (`stages.rs`) — then runs `spmd-partition`,
//! `spmd-ring-attention`, `spmd-pipeline` where marked and, with
//! `memory-gb`, `spmd-remat`. Prints on
//! stderr its progress and the plan's estimate with the partitioned
//! program's peak (`report.rs`); optionally writes the solution and a
//! JSON report.

mod attention_form;
mod baselines;
mod builder;
mod eliminate;
mod error;
mod floor;
mod graph;
pub mod ilp;
mod memory;
mod micro_batches;
mod model;
mod record;
mod report;
mod sequence_order;
mod settings;
mod simplify;
mod solution;
mod stages;
mod trial;
mod within_memory;
mod written;

use attention_form::{KeyBlock, mark_gathered, mark_key_block};
use floor::{Baselines, fit_by_remat, over_the_limit};
use melior::ir::{
    Location, RegionLike,
    operation::{OperationLike, OperationRef},
};
use melior::pass::Pass;
use micro_batches::Unplanned;
use spmd_dialect::{Mesh, SignatureSide, ir::symbol_name, located, signature_names};
use std::{
    sync::mpsc,
    time::{Duration, Instant},
};
use within_memory::{Trial, solve_within_memory};

use crate::{
    annotate::shard_args::ensure_mesh,
    annotate::verify::verify_annotations,
    memory::remat::{self, Recomputed, RematSettings},
    partition::{
        self,
        ring_attention::{self, RingSettings},
    },
    pass::template::clone,
    pass::{
        Failure, Functions, ModulePass, PassFailure, PassId, PassInfo, Stages, declare_pass,
        external_pass, io_reason, module_body, rewrite_selected, selected_function,
    },
    prepare::{expand_batch_dims::expand_function, expand_token_dims},
    shared::step::given_else_inferred_roles,
};
pub use baselines::Algo;
pub use model::MeshModel;
pub use sequence_order::ZigzagChoice;
pub use settings::AutoShard;
use settings::OPTIONS;
use trial::{Planning, RecomputedPlan, StagePlan};

/// Rounds of refinement before alike nodes are tied: enough to tell apart
/// the roles of ops within a layer, few enough that layers tie.
const TIE_ROUNDS: usize = 3;

/// How often a long solve says it is still running.
const PROGRESS_EVERY: Duration = Duration::from_secs(10);

declare_pass! {
    /// The `spmd-auto-shard-plan` pass.
    pub fn auto_shard_plan_pass(settings: AutoShard) = "spmd-auto-shard-plan" as "SpmdAutoShardPlan" {
        summary: "Choose every sharding by an ILP (HiGHS) over a cost model of the mesh and write it on every op, with the plan's report (the first pass of spmd-auto-shard)",
        options: &OPTIONS,
        create: |options| Ok(auto_shard_plan_pass(AutoShard::from_options(options)?)),
        run: ModulePass { settings, run: plan },
    }
}

/// The `spmd-auto-shard` pipeline's registry entry: the plan, then
/// `spmd-partition`, `spmd-ring-attention`, `spmd-pipeline` (where the
/// plan marked stages) and, with `memory-gb`, `spmd-remat`.
pub(crate) const PIPELINE_INFO: PassInfo = PassInfo {
    argument: "spmd-auto-shard",
    summary: "Choose every sharding by an ILP (HiGHS) over a cost model of the mesh, then partition (attention whose keys and values the partition gathers along the sequence as a ring; a scanned step's layers in pipeline stages where pipeline= and the estimate choose them); with memory-gb, where no plan fits, the cheapest plan whose activations spmd-remat recomputes until it fits",
    options: &OPTIONS,
    pipeline: &[
        "spmd-auto-shard-plan",
        "spmd-partition",
        "spmd-ring-attention",
        "spmd-pipeline",
        "spmd-remat",
    ],
    create: |options| Ok(auto_shard_pass(AutoShard::from_options(options)?)),
};

/// The `spmd-auto-shard` pass: the plan, the partition, and the ring of
/// any attention a sequence split leaves with its keys and values
/// gathered (as each trial of a plan measures it); with `memory-gb`,
/// `spmd-remat` to the same budget last (which recomputes nothing where
/// the plan fits without it, and what the plan's trial recomputed where
/// it does not). Run as one pass: MLIR verifies once, after the last.
pub fn auto_shard_pass(settings: AutoShard) -> Pass {
    let functions = Functions::Step(settings.function.clone());
    let memory_bytes = settings.memory_bytes;
    let key_block = settings.key_block;
    let mut stages = vec![
        stage(settings),
        partition::stage(functions.clone()),
        ring_attention::stage(RingSettings {
            functions: functions.clone(),
            // `auto`'s tile, where it needs one, is on the function.
            key_block: key_block.first(),
        }),
        std::sync::Arc::new(ModulePass {
            settings: functions.clone(),
            run: |module, functions| rewrite_selected(module, functions, stages::split_marked),
        }),
    ];
    if memory_bytes.is_some() {
        stages.push(remat::stage(RematSettings {
            functions,
            memory_bytes,
        }));
    }
    static ID: PassId = PassId::new();
    external_pass(Stages(stages), &ID, "SpmdAutoShard", &PIPELINE_INFO)
}

/// Creates the mesh, checks the user's shardings (before they become
/// constraints), then plans: in micro-batches where nothing fits a limit
/// the user gave, again as `cp` with the sequence in zigzag order where
/// the ILP fell back to the `cp` baseline, and in pipeline stages where
/// `pipeline=` and the estimates say so.
fn plan<'c>(module: OperationRef<'c, '_>, settings: &AutoShard) -> Result<(), PassFailure<'c>> {
    create_mesh(module, settings)?;
    if !verify_annotations(module, false) {
        return Err(PassFailure::Reported);
    }
    // The module as it came in, for the plannings after the first.
    let original = (settings.memory_bytes.is_some()
        || settings.may_replan_in_zigzag()
        || stages::may_try(module, settings))
    .then(|| clone(module));
    let plain = micro_batches::planned(module, original.as_ref(), settings, auto_shard);
    if let (Ok(plan), Some(original)) = (&plain, &original)
        && plan.name == "cp"
        && settings.may_replan_in_zigzag()
    {
        sequence_order::replanned_in_zigzag(module, original, settings, auto_shard)?;
    }
    match stages::considered(module, original.as_ref(), settings, plain, auto_shard) {
        Ok(_) => Ok(()),
        Err(Unplanned::NothingFits(failure) | Unplanned::Failed(failure)) => Err(failure.into()),
    }
}

/// A plan made: its name (the algo's, the baseline the ILP fell back to,
/// or `pipeline`) and its estimated step time.
pub(super) struct Planned {
    name: &'static str,
    compute_seconds: f64,
    collective_seconds: f64,
    /// Where stages are tried: the compute split by where stages run it.
    stage_compute: Option<stages::StageCompute>,
}

impl Planned {
    fn step_seconds(&self) -> f64 {
        self.compute_seconds + self.collective_seconds
    }
}

pub(super) fn read<'c>(file: &str, at: Location<'c>) -> Result<String, Failure<'c>> {
    std::fs::read_to_string(file)
        .map_err(|e| (at, format!("cannot read {file}: {}", io_reason(&e))))
}

pub(super) fn write<'c>(file: &str, text: &str, at: Location<'c>) -> Result<(), Failure<'c>> {
    std::fs::write(file, text).map_err(|e| (at, format!("cannot write {file}: {}", io_reason(&e))))
}

/// The mesh `mesh=` asks for, unless the module has it.
fn create_mesh<'c>(module: OperationRef<'c, '_>, settings: &AutoShard) -> Result<(), Failure<'c>> {
    let Some(shape) = &settings.mesh_shape else {
        return Ok(());
    };
    ensure_mesh(
        module,
        &Mesh {
            name: "mesh".to_owned(),
            shape: shape.clone(),
            axis_names: Vec::new(),
        },
    )
}

fn auto_shard<'c>(
    module: OperationRef<'c, '_>,
    settings: &AutoShard,
) -> Result<Planned, Unplanned<'c>> {
    let location = module.location();
    let body = module_body(module)?;
    let mesh = Mesh::lookup(module, "mesh")
        .map_err(|e| (location, format!("{e}; give the mesh with mesh=...")))?;
    let function = selected_function(body, settings.function.as_deref(), location)?;
    let at = function.location();
    // Attention's heads become a factor of their own, so that a plan can
    // split them (Megatron's, or the ILP's). Context parallelism splits no
    // heads: it keeps the sequence split through tokens flattened from
    // several sequences instead (a batch smaller than the mesh), and
    // attention in the form the ring reads.
    if settings.algo == Algo::Context {
        expand_token_dims::expand_function(function)?;
    } else {
        expand_function(function)?;
    }
    crate::shared::unused_results::drop_unused_results(function)?;
    let function_body = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or((at, "the function has no body".to_owned()))?;
    let mut model = model::load(&settings.model, mesh.shape.len()).map_err(located(at))?;
    if let Some(bytes) = settings.memory_bytes {
        model.memory_bytes = bytes;
    }
    // Stages' axis: no reshard may move anything over it.
    if let Some(axis) = settings.stage_axis {
        model.comm = model.comm.clone().without_axis(axis);
    }
    let roles = given_else_inferred_roles(function)?;
    let planning = Planning {
        mesh: &mesh,
        model: &model,
        roles: &roles,
        costs: Default::default(),
        true_peaks: Default::default(),
        attention_forms: Default::default(),
        key_block: settings.key_block,
        stages: match settings.stage_axis {
            Some(axis) => Some(StagePlan {
                axis,
                stacked: crate::partition::pipeline::stacked_values(function)?,
            }),
            None => None,
        },
    };
    let mut sequence_order = None;
    if settings.algo != Algo::Ilp {
        baselines::write_arguments(settings.algo, function, function_body, &roles, &mesh);
        if settings.algo == Algo::Context {
            sequence_order = sequence_order::order_sequence(function, &planning, settings.zigzag)?;
        }
        baselines::propagate(function, &mesh)?;
    }
    let start = Instant::now();
    eprintln!("spmd-auto-shard: building the strategy graph on mesh {mesh}...");
    let mut graph = planning.graph(function)?;
    if settings.algo != Algo::Ilp {
        let free = graph.follow_recorded();
        eprintln!(
            "spmd-auto-shard: the baseline's propagated shardings fix all but {free} ops (the ILP chooses those)"
        );
    }
    let strategies: usize = graph.nodes.iter().map(|n| n.strategies.len()).sum();
    eprintln!(
        "spmd-auto-shard: {} nodes, {strategies} strategies, {} edges ({:.2} s)",
        graph.problem.nodes.len(),
        graph.problem.edges.len(),
        start.elapsed().as_secs_f64()
    );
    let mut statistics = report::Statistics {
        nodes: graph.problem.nodes.len(),
        tied_nodes: None,
        graph_seconds: start.elapsed().as_secs_f64(),
        solve_seconds: 0.0,
    };
    let start = Instant::now();
    // The plan's name: the algo's, or the baseline the ILP fell back to.
    let mut plan_name = settings.algo_name();
    // What the pipeline's `spmd-remat` recomputes where the plan needs it.
    let mut recomputed = None;
    let choice = match &settings.import_solution {
        Some(file) => solution::import(&read(file, at)?, &graph, at, file)?,
        None => {
            // The baselines split every axis: none leaves the stages' free.
            let baselines = match (settings.algo, settings.stage_axis) {
                (Algo::Ilp, None) => floor::baselines(function, &graph, &planning, settings),
                _ => Baselines::default(),
            };
            let solved = solve(function, &graph, &planning, settings, baselines, at)?;
            statistics.tied_nodes = Some(solved.tied_nodes);
            plan_name = solved.baseline.unwrap_or(plan_name);
            recomputed = solved.recomputed;
            solved.choice
        }
    };
    statistics.solve_seconds = start.elapsed().as_secs_f64();
    let names = signature_names(function, SignatureSide::Argument);
    let mut estimate = report::estimate(&graph, &choice, &mesh, &model, &roles, &names);
    if let Some(file) = &settings.export_solution {
        let name = symbol_name(function).unwrap_or_default();
        write(file, &solution::export(&graph, &choice, &mesh, &name), at)?;
    }
    // The plan's true peak, on a partitioned copy: `spmd-partition`, the
    // pipeline's next pass, partitions the function itself.
    match &recomputed {
        Some(plan) => {
            estimate.peak = Ok(plan.recomputed.after);
            estimate.recompute_seconds = recompute_seconds(&plan.recomputed, &model);
        }
        None => estimate.peak = trial::true_peak(function, &planning, &graph, &choice),
    }
    // Attention in the form the trial chose: a ring's shifts as written
    // (always a ring where activations are recomputed), or the gathers
    // kept and the function marked for the pipeline's ring pass.
    if let Some(form) = planning.attention_forms.borrow_mut().remove(&choice) {
        if form.ring || recomputed.is_some() {
            estimate.collectives = form.ring_collectives.clone();
            if form.ring && settings.key_block == KeyBlock::Auto && form.key_block > 0 {
                mark_key_block(function, form.key_block);
            }
        } else {
            mark_gathered(function);
        }
        estimate.attention = recomputed.is_none().then_some(form);
    }
    if let Some(plan) = &recomputed
        && let Some(collectives) = &plan.ring_collectives
    {
        estimate.collectives = collectives.clone();
        if settings.key_block == KeyBlock::Auto && plan.key_block > 0 {
            mark_key_block(function, plan.key_block);
            estimate.key_block = plan.key_block;
        }
    }
    estimate.recomputed = recomputed.map(|plan| plan.recomputed);
    estimate.sequence_order = sequence_order;
    record::write_choice(function, &graph, &choice, &mesh);
    eprint!("{}", report::text(&estimate, plan_name, &mesh));
    if let Some(file) = &settings.report {
        let json = report::json(&estimate, plan_name, &mesh, &statistics);
        write(file, &format!("{json:#}\n"), at)?;
    }
    let stage_compute = match settings.stage_axis {
        Some(_) => Some(stages::StageCompute::of(function, &graph, &choice)?),
        None => None,
    };
    Ok(Planned {
        name: plan_name,
        compute_seconds: estimate.compute_seconds + estimate.recompute_seconds,
        collective_seconds: estimate.collectives.values().map(|t| t.seconds).sum(),
        stage_compute,
    })
}

/// The time recomputation adds to a step, by roofline: its loop points
/// as two FLOPs each (a GEMM's multiply-add; element-wise ops are bound by
/// bytes) at the f32 peak, and the values it writes read once again.
fn recompute_seconds(recomputed: &Recomputed, model: &MeshModel) -> f64 {
    model.compute_seconds(
        2.0 * recomputed.points as f64,
        model.flops.f32,
        2.0 * recomputed.bytes as f64,
    )
}

/// A plan chosen by [`solve`].
struct Solved {
    choice: Vec<usize>,
    /// The nodes the ILP saw.
    tied_nodes: usize,
    /// The plan's name where it is not the ILP's own: a baseline's, or
    /// the plan recomputation made fit.
    baseline: Option<&'static str>,
    /// What `spmd-remat` recomputes where the plan fits only so.
    recomputed: Option<RecomputedPlan>,
}

/// The ILP's choice for `graph` (repeated structure tied unless disabled),
/// no worse than the baselines' floor; where nothing fits, the cheapest
/// plan (a baseline's or the ILP's) that fits with its activations
/// recomputed.
fn solve<'c>(
    function: OperationRef<'c, '_>,
    graph: &graph::Graph,
    planning: &Planning,
    settings: &AutoShard,
    baselines: Baselines,
    at: Location<'c>,
) -> Result<Solved, Unplanned<'c>> {
    let Baselines { floor, over } = baselines;
    let mut problem = graph.problem.clone();
    let limit = planning.model.memory_bytes;
    problem.memory_limit = Some(limit).filter(|limit| limit.is_finite());
    // Distinct labels tie nothing.
    let mut tied = if settings.tie_repeats {
        let labels: Vec<u64> = graph.nodes.iter().map(|n| n.label).collect();
        simplify::tie_alike(&problem, &labels, TIE_ROUNDS)
    } else {
        let distinct: Vec<u64> = (0..problem.nodes.len() as u64).collect();
        simplify::tie_alike(&problem, &distinct, 0)
    };
    eprintln!(
        "spmd-auto-shard: solving the ILP over {} tied nodes and {} edges (HiGHS, time limit {} s)...",
        tied.problem.nodes.len(),
        tied.problem.edges.len(),
        settings.solve.time_limit_seconds
    );
    let start = Instant::now();
    let (done, ticks) = mpsc::channel::<()>();
    let progress = std::thread::spawn(move || {
        while let Err(mpsc::RecvTimeoutError::Timeout) = ticks.recv_timeout(PROGRESS_EVERY) {
            eprintln!(
                "spmd-auto-shard: still solving ({:.0} s)",
                start.elapsed().as_secs_f64()
            );
        }
    });
    let tied_start = floor.as_ref().map(|f| tied.restrict(&f.choice));
    let trial = Trial {
        function,
        graph,
        planning,
        start: tied_start.as_deref(),
    };
    let mut ilp_over = Vec::new();
    let solved = solve_within_memory(&trial, &mut tied, settings.solve, &mut ilp_over);
    let _ = done.send(());
    let _ = progress.join();
    let nodes = tied.problem.nodes.len();
    let ilp_objective = |choice: &[usize]| graph.problem.objective(choice).unwrap_or(f64::INFINITY);
    let plan = |choice, baseline| Solved {
        choice,
        tied_nodes: nodes,
        baseline,
        recomputed: None,
    };
    // Where nothing fits: the lowest peak a plan reaches with its
    // activations recomputed, and whose.
    let mut recomputed_lowest = None;
    // Only a limit the user gave: the pipeline's `spmd-remat` gets it.
    if matches!(solved, Ok(None) | Err(_)) && floor.is_none() && settings.memory_bytes.is_some() {
        let over = over_the_limit(graph, over, ilp_over, settings.algo_name());
        match fit_by_remat(function, graph, planning, over) {
            Ok((baseline, recomputed)) => {
                match recomputed.recomputed.values {
                    0 => eprintln!(
                        "spmd-auto-shard: plan '{}' fits as partitioned (its buffer plan's peak; the ILP's model put every plan over the limit)",
                        baseline.algo
                    ),
                    values => eprintln!(
                        "spmd-auto-shard: no sharding fits without recomputation; using plan '{}' with {values} values recomputed",
                        baseline.algo
                    ),
                }
                return Ok(Solved {
                    recomputed: Some(recomputed),
                    ..plan(baseline.choice, Some(baseline.algo))
                });
            }
            Err(lowest) => recomputed_lowest = lowest,
        }
    }
    let with_recomputation = recomputed_lowest.map_or(String::new(), |(algo, peak)| {
        format!(
            ", nor with activations recomputed (lowest: {peak} bytes per device, plan '{algo}')"
        )
    });
    match (solved, floor) {
        (Ok(Some(choice)), Some(floor))
            if ilp_objective(&choice) > floor.objective * (1.0 + 1e-9) =>
        {
            eprintln!(
                "spmd-auto-shard: the ILP stopped at a plan costlier than baseline '{}'; using the baseline's",
                floor.algo
            );
            Ok(plan(floor.choice, Some(floor.algo)))
        }
        (Ok(Some(choice)), _) => {
            eprintln!(
                "spmd-auto-shard: solved in {:.2} s ({} memory points)",
                start.elapsed().as_secs_f64(),
                tied.problem.memory_points.len()
            );
            Ok(plan(choice, None))
        }
        (Ok(None) | Err(_), Some(floor)) => {
            eprintln!(
                "spmd-auto-shard: the ILP found no plan within the limits; using baseline '{}', which fits",
                floor.algo
            );
            Ok(plan(floor.choice, Some(floor.algo)))
        }
        (Err(e), None) => Err(Unplanned::NothingFits((
            at,
            format!(
                "the ILP solver found no plan within time-limit={} s and memory-gb={} ({e}){with_recomputation}",
                settings.solve.time_limit_seconds,
                limit / 1e9
            ),
        ))),
        (Ok(None), None) => Err(Unplanned::NothingFits((
            at,
            format!(
                "no sharding fits in {} GB per device (memory-gb){with_recomputation}",
                limit / 1e9
            ),
        ))),
    }
}
