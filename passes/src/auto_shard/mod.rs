//! `spmd-auto-shard`: shardings chosen by an optimiser over a model of the
//! mesh (seed `004`, Alpa's formulation), then the partitioned program.
//!
//! Reads: a function (arguments the user sharded stay as given), the mesh
//! (created when `mesh=` is given), the machine model (`model.rs`, an H100
//! preset) and the options.
//! Writes: `spmd.sharding` on every tensor argument and `spmd.shardings` on
//! every op, as the ILP over the strategy graph (`graph.rs`, `ilp.rs`)
//! chose them, then runs `spmd-partition`. Prints on stderr the graph's
//! size, the solve time, and the estimated step time and memory per device.

mod graph;
pub mod ilp;
mod model;
mod simplify;

use melior::{
    ContextRef,
    ir::{
        Attribute, BlockLike, RegionLike, ValueLike,
        attribute::ArrayAttribute,
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    },
    pass::{ExternalPass, Pass, RunExternalPass, create_external},
};
use spmd_dialect::{
    Mesh, RESULT_SHARDINGS_ATTR, SHARDING_ATTR, Sharding, SignatureSide, emit_error,
    set_signature_attributes, signature_attributes, types::static_tensor, with_entries,
};
use std::time::Instant;

use crate::{
    functions::{Failure, PassId, module_body},
    options::{OptionError, OptionInfo, PassOptions},
    partition::partition_function,
    registry::PassInfo,
    shard_args::{ensure_mesh, find_function},
};
use graph::Site;
pub use model::MeshModel;

const MESH: OptionInfo = OptionInfo {
    name: "mesh",
    value: "shape",
    default: "",
    description: "the mesh shape, e.g. 4 or 2x4 (default: the module's mesh @mesh)",
};
const MEMORY_GB: OptionInfo = OptionInfo {
    name: "memory-gb",
    value: "number",
    default: "0",
    description: "device memory limit for the chosen shardings' values, in GB (0: the preset's 80 GB)",
};
const TIME_LIMIT: OptionInfo = OptionInfo {
    name: "time-limit",
    value: "seconds",
    default: "60",
    description: "the solver's time limit",
};
const MIP_GAP: OptionInfo = OptionInfo {
    name: "mip-gap",
    value: "number",
    default: "0",
    description: "the relative MIP gap at which the solver stops",
};
const FUNCTION: OptionInfo = OptionInfo {
    name: "function",
    value: "name",
    default: "",
    description: "the function (default: the only one with a body, else main)",
};
/// Rounds of refinement before alike nodes are tied: enough to tell apart
/// the roles of ops within a layer, few enough that layers tie.
const TIE_ROUNDS: usize = 3;

const TIE_REPEATS: OptionInfo = OptionInfo {
    name: "tie-repeats",
    value: "bool",
    default: "true",
    description: "solve repeated structure (a model's identical layers) once: alike ops take one strategy",
};
const OPTIONS: [OptionInfo; 6] = [MESH, MEMORY_GB, TIME_LIMIT, MIP_GAP, TIE_REPEATS, FUNCTION];

pub(crate) const INFO: PassInfo = PassInfo {
    argument: "spmd-auto-shard",
    summary: "Choose every sharding by an ILP (HiGHS) over a cost model of the mesh, then partition",
    options: &OPTIONS,
    create: |options| Ok(auto_shard_pass(AutoShard::from_options(options)?)),
};

/// The options of `spmd-auto-shard`.
#[derive(Clone, Debug, PartialEq)]
pub struct AutoShard {
    pub mesh_shape: Option<Vec<usize>>,
    pub memory_bytes: Option<f64>,
    pub solve: ilp::SolveOptions,
    pub tie_repeats: bool,
    pub function: Option<String>,
}

fn number(options: &PassOptions, option: &OptionInfo) -> Result<f64, OptionError> {
    options
        .text(option)
        .parse::<f64>()
        .ok()
        .filter(|v| *v >= 0.0 && v.is_finite())
        .ok_or_else(|| OptionError::BadValue {
            option: option.name.to_owned(),
            expected: "a number, 0 or more",
            value: options.text(option).to_owned(),
        })
}

impl AutoShard {
    pub fn from_options(options: &PassOptions) -> Result<AutoShard, OptionError> {
        let mesh_shape = match options.text(&MESH) {
            "" => None,
            text => Some(
                text.split('x')
                    .map(|size| size.parse::<usize>().ok().filter(|&size| size > 0))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| OptionError::BadValue {
                        option: MESH.name.to_owned(),
                        expected: "a mesh shape like 4 or 2x4",
                        value: text.to_owned(),
                    })?,
            ),
        };
        let memory = number(options, &MEMORY_GB)?;
        Ok(AutoShard {
            mesh_shape,
            memory_bytes: (memory > 0.0).then_some(memory * 1e9),
            solve: ilp::SolveOptions {
                time_limit_seconds: number(options, &TIME_LIMIT)?,
                mip_relative_gap: number(options, &MIP_GAP)? as f32,
            },
            tie_repeats: options.bool(&TIE_REPEATS)?,
            function: Some(options.text(&FUNCTION).to_owned()).filter(|f| !f.is_empty()),
        })
    }
}

/// The `spmd-auto-shard` pass.
pub fn auto_shard_pass(settings: AutoShard) -> Pass {
    static ID: PassId = PassId::new();
    create_external(
        AutoShardPass { settings },
        melior::ir::r#type::TypeId::create(&ID),
        "SpmdAutoShard",
        INFO.argument,
        INFO.summary,
        "",
        &[],
    )
}

#[derive(Clone)]
struct AutoShardPass {
    settings: AutoShard,
}

impl<'c> RunExternalPass<'c> for AutoShardPass {
    fn initialize(&mut self, _context: ContextRef<'c>) {}

    fn run(&mut self, module: OperationRef<'c, '_>, pass: ExternalPass<'_>) {
        if let Err((location, message)) = auto_shard(module, &self.settings) {
            emit_error(location, &message);
            pass.signal_failure();
        }
    }
}

fn auto_shard<'c>(module: OperationRef<'c, '_>, settings: &AutoShard) -> Result<(), Failure<'c>> {
    let location = module.location();
    let body = module_body(module)?;
    if let Some(shape) = &settings.mesh_shape {
        ensure_mesh(
            module,
            &Mesh {
                name: "mesh".to_owned(),
                shape: shape.clone(),
                axis_names: Vec::new(),
            },
        )?;
    }
    let mesh = Mesh::lookup(module, "mesh")
        .map_err(|e| (location, format!("{e}; give the mesh with mesh=...")))?;
    let function = find_function(body, settings.function.as_deref()).ok_or_else(|| {
        let wanted = settings.function.as_deref().unwrap_or("main");
        (
            location,
            format!("no function @{wanted}; name one with function=..."),
        )
    })?;
    let function_body = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or((function.location(), "the function has no body".to_owned()))?;
    let mut model = MeshModel::h100(mesh.shape.len());
    if let Some(bytes) = settings.memory_bytes {
        model.memory_bytes = bytes;
    }
    let graph = graph::build(function, function_body, &mesh, &model)?;
    let mut problem = graph.problem.clone();
    problem.memory_limit = Some(model.memory_bytes);
    let strategies: usize = graph.strategies.iter().map(Vec::len).sum();
    eprintln!(
        "spmd-auto-shard: {} nodes, {strategies} strategies, {} edges on mesh {mesh}",
        problem.nodes.len(),
        problem.edges.len()
    );
    let start = Instant::now();
    // Distinct labels tie nothing.
    let tied = if settings.tie_repeats {
        simplify::tie_alike(&problem, &graph.labels, TIE_ROUNDS)
    } else {
        let distinct: Vec<u64> = (0..problem.nodes.len() as u64).collect();
        simplify::tie_alike(&problem, &distinct, 0)
    };
    eprintln!(
        "spmd-auto-shard: repeated structure tied: {} nodes, {} edges; solving...",
        tied.problem.nodes.len(),
        tied.problem.edges.len()
    );
    let tied_choice = tied
        .problem
        .solve(settings.solve)
        .map_err(|e| (function.location(), format!("the ILP solver failed: {e}")))?
        .ok_or_else(|| {
            (
                function.location(),
                format!(
                    "no sharding fits in {:.3} GB per device",
                    model.memory_bytes / 1e9
                ),
            )
        })?;
    let choice = tied.expand(&tied_choice.strategies);
    let memory: f64 = problem
        .nodes
        .iter()
        .zip(&choice)
        .map(|(node, &s)| node.memory[s])
        .sum();
    eprintln!(
        "spmd-auto-shard: solved in {:.2} s: estimated step {:.3} us, {:.0} bytes of values per device",
        start.elapsed().as_secs_f64(),
        tied_choice.objective * 1e6,
        memory
    );
    write_choice(function, &graph, &choice, &mesh);
    partition_function(function)
}

/// Writes the chosen shardings: arguments' `spmd.sharding`, ops'
/// `spmd.shardings` (replicated for what the graph rebuilds anywhere).
fn write_choice(function: OperationRef, graph: &graph::Graph, choice: &[usize], mesh: &Mesh) {
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let replicated = Sharding::replicated(mesh);
    let existing = signature_attributes(function, SignatureSide::Argument);
    let body = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .expect("checked");
    let mut arguments: Vec<Attribute> = (0..body.argument_count())
        .map(|i| with_entries(context, existing.get(i).copied(), &[]))
        .collect();
    for ((site, strategies), &chosen) in graph.sites.iter().zip(&graph.strategies).zip(choice) {
        let strategy = &strategies[chosen];
        match site {
            Site::Argument(index) => {
                eprintln!(
                    "spmd-auto-shard: argument #{index}: {}",
                    strategy.results[0]
                );
                arguments[*index] = with_entries(
                    context,
                    existing.get(*index).copied(),
                    &[(SHARDING_ATTR, strategy.results[0].to_attribute(context))],
                );
            }
            Site::Operation(operation) => {
                let shardings: Vec<Attribute> = strategy
                    .results
                    .iter()
                    .map(|s| s.to_attribute(context))
                    .collect();
                let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
                if operation.name().as_string_ref().as_str() != Ok(spmd_dialect::ANNOTATE_OP) {
                    operation.set_attribute(
                        RESULT_SHARDINGS_ATTR,
                        ArrayAttribute::new(context, &shardings).into(),
                    );
                }
            }
        }
    }
    set_signature_attributes(context, function, SignatureSide::Argument, &arguments);
    // Values made from nothing: replicated where defined, rebuilt where used.
    let mut next = body.first_operation();
    while let Some(operation) = next {
        next = operation.next_in_block();
        let tensor_results = operation
            .results()
            .any(|r| static_tensor(r.r#type()).is_some());
        if tensor_results && !operation.has_attribute(RESULT_SHARDINGS_ATTR) {
            let shardings: Vec<Attribute> = operation
                .results()
                .map(|_| replicated.to_attribute(context))
                .collect();
            let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
            if operation.name().as_string_ref().as_str() != Ok(spmd_dialect::ANNOTATE_OP) {
                operation.set_attribute(
                    RESULT_SHARDINGS_ATTR,
                    ArrayAttribute::new(context, &shardings).into(),
                );
            }
        }
    }
}
