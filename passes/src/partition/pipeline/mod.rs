//! `spmd-pipeline`: pipeline parallelism for a scanned step. The layers a
//! step's loops step through (`scf.for` over tensors stacked on dim 0, as
//! `jax.lax.scan` exports a model's blocks) are split into `S` stages over
//! a mesh axis: stage `s` holds layers `[s L / S, (s + 1) L / S)` of every
//! stacked param (its argument `Shard(0)` on the axis), and runs them on
//! each micro-batch of the loop `spmd-microbatch` built, the hidden state
//! and its gradient passed between neighbouring stages by `shard.shift`.
//! Two schedules: GPipe's (`schedule`: all forwards, then all backwards,
//! the parts of the step between the layer loops on every stage from the
//! last stage's broadcast output) and 1F1B's (`interleaved`: a forward and
//! a backward in turn, each in a guard that only the slot's stage enters,
//! the loss on the last stage), both cutting the micro-batch loop as `cut`
//! says. It composes with data and tensor parallelism on the mesh's other
//! axes: they are partitioned first, the pipeline's axis left replicated,
//! as GSPMD leaves a pipeline's axis to its own pass; `stages=N` partitions
//! a step nothing has sharded on a new mesh for stages alone.
//!
//! Reads: a partitioned function (`spmd.partitioned`) whose mesh has the
//! pipeline's axis with nothing split or reduced over it, and whose layer
//! loops sit in one micro-batch loop. Writes: the stage's block of every
//! stacked tensor (`stacked`), the layer loops stage-local (`layers`),
//! the micro-batch loop as the schedule's loops, `spmd.pipeline` on the
//! function.

mod cut;
mod interleaved;
pub(crate) use interleaved::RUNS_ATTR;
mod interleaved_template;
mod layers;
mod mark;
pub(crate) use mark::{STAGES_ATTR, marked_stages, reserved_axis, set_mark};
mod schedule;
mod stacked;
mod template;

use melior::{
    Context,
    ir::{
        BlockLike, Type, Value, ValueLike,
        operation::{OperationLike, OperationMutLike, OperationRef},
        r#type::TypeLike,
    },
};
use spmd_dialect::{
    Mesh, PARTITIONED_ATTR, Placement, SHARDING_ATTR, Sharding, ShardingAttribute, SignatureSide,
    ir::{ArgumentAt, Positional, first_block, operation_name, program_operations},
    set_signature_attributes, signature_attributes, with_entries,
};

pub(crate) use self::schedule::Schedule;
use self::{
    layers::{LayerLoop, layer_loop, stage_local},
    schedule::{StageAxis, StageValues, schedule},
    template::grid_declaration,
};
use crate::{
    annotate::shard_args::ensure_mesh,
    pass::{
        FUNCTION, Failure, Functions, ModulePass, OptionError, OptionInfo, PassOptions,
        declare_pass, rewrite_selected, template::Template,
    },
    training::step_target::mesh_axis,
};

/// The function attribute recording the schedule built: `{schedule,
/// stages, micro_batches, micro_batches_held, axis}` (`spmd-report` reads
/// it).
pub(crate) const PIPELINE_ATTR: &str = "spmd.pipeline";

const AXIS: OptionInfo = OptionInfo {
    name: "mesh-axis",
    value: "axis",
    default: "pp",
    description: "the mesh axis the stages are on, by name or index; nothing may be split or reduced over it before this pass",
};

const SCHEDULE: OptionInfo = OptionInfo {
    name: "schedule",
    value: "gpipe|1f1b",
    default: "gpipe",
    description: "GPipe (all forwards, then all backwards: a stage holds M micro-batches' activations) or 1F1B (a forward and a backward in turn: at most S); the same bubble, (S - 1) / (M + S - 1)",
};

const STAGES: OptionInfo = OptionInfo {
    name: "stages",
    value: "n",
    default: "0",
    description: "for stages alone on a step nothing has sharded: partition it on a new mesh of n devices, axis 'pp' (0: the function is partitioned already)",
};

declare_pass! {
    /// The `spmd-pipeline` pass.
    pub fn pipeline_pass(settings: PipelineSettings) = "spmd-pipeline" as "SpmdPipeline" {
        summary: "Split a scanned step's layers into pipeline stages over a mesh axis, its micro-batches in GPipe's or 1F1B's schedule (after spmd-microbatch and spmd-partition; stages=N for stages alone)",
        options: &[AXIS, SCHEDULE, STAGES, FUNCTION],
        create: |options| Ok(pipeline_pass(PipelineSettings::from_options(options)?)),
        run: ModulePass {
            settings,
            run: |module, settings| {
                rewrite_selected(module, &settings.functions, |function| {
                    pipeline(function, settings)
                })
            },
        },
    }
}

/// The options of `spmd-pipeline`.
#[derive(Clone, Debug, PartialEq)]
pub struct PipelineSettings {
    pub functions: Functions,
    /// The stages' mesh axis, by name or index.
    pub axis: String,
    /// Stages on a new mesh, for a step nothing has sharded (0: none).
    pub stages: usize,
    pub schedule: Schedule,
}

impl PipelineSettings {
    fn from_options(options: &PassOptions) -> Result<PipelineSettings, OptionError> {
        let text = options.text(&STAGES);
        let stages = text
            .parse()
            .map_err(|_| OptionError::bad_value(&STAGES, "a number of stages, 0 or more", text))?;
        let text = options.text(&SCHEDULE);
        let schedule = Schedule::parse(text)
            .ok_or_else(|| OptionError::bad_value(&SCHEDULE, "gpipe or 1f1b", text))?;
        Ok(PipelineSettings {
            functions: Functions::from_options(options),
            axis: options.text(&AXIS).to_owned(),
            stages,
            schedule,
        })
    }
}

/// Whether `function` has a layer loop this pass could split into stages.
pub(crate) fn has_layer_loop<'c>(function: OperationRef<'c, '_>) -> Result<bool, Failure<'c>> {
    Ok(!layer_loops(function)?.is_empty())
}

/// The layer loops of `function` this pass would split into stages.
pub(crate) fn layer_loop_operations<'c, 'a>(
    function: OperationRef<'c, 'a>,
) -> Result<Vec<OperationRef<'c, 'a>>, Failure<'c>> {
    Ok(layer_loops(function)?
        .into_iter()
        .map(|layer| layer.operation)
        .collect())
}

/// The values of `function` (partitioned or not) stacked over the layers
/// of its layer loops, which stages split on dim 0; none without layer
/// loops.
pub(crate) fn stacked_values<'c>(
    function: OperationRef<'c, '_>,
) -> Result<rustc_hash::FxHashSet<crate::pass::Key>, Failure<'c>> {
    let loops = layer_loops(function)?;
    if loops.is_empty() {
        return Ok(Default::default());
    }
    Ok(stacked::find(function, &loops)?.keys())
}

fn layer_loops<'c, 'a>(
    function: OperationRef<'c, 'a>,
) -> Result<Vec<LayerLoop<'c, 'a>>, Failure<'c>> {
    let mut loops = Vec::new();
    let Some(body) = first_block(function) else {
        return Ok(loops);
    };
    for operation in program_operations(body) {
        if operation_name(operation) == "scf.for"
            && let Some(found) = layer_loop(operation)?
        {
            loops.push(found);
        }
    }
    Ok(loops)
}

/// Splits the layer loops of a partitioned `function` into stages over
/// mesh axis `axis` (see the module doc).
pub(crate) fn pipeline<'c>(
    function: OperationRef<'c, '_>,
    settings: &PipelineSettings,
) -> Result<(), Failure<'c>> {
    if first_block(function).is_none() {
        return Ok(());
    }
    let at = function.location();
    if function.has_attribute(PIPELINE_ATTR) {
        return Err((
            at,
            "spmd-pipeline: the step is split into stages already (it has spmd.pipeline)".into(),
        ));
    }
    let mut axis = settings.axis.as_str();
    if !function.has_attribute(PARTITIONED_ATTR) {
        if settings.stages == 0 {
            return Err((
                at,
                "spmd-pipeline: the function is not partitioned; run it after spmd-partition (or spmd-data-parallel, spmd-auto-shard), the pipeline's axis left replicated, or give stages=N for stages alone".into(),
            ));
        }
        partition_replicated(function, settings.stages)?;
        axis = "pp";
    }
    let mesh = function_mesh(function)?;
    let axis = mesh_axis(&mesh, axis).ok_or_else(|| {
        let axes: Vec<String> = (0..mesh.shape.len()).map(|a| mesh.axis_label(a)).collect();
        (
            at,
            format!(
                "spmd-pipeline: mesh {mesh} has no axis '{axis}' (its axes: {}); give the stages' axis with mesh-axis=",
                axes.join(", ")
            ),
        )
    })?;
    let stages = mesh.shape[axis];
    if settings.stages != 0 && settings.stages != stages {
        return Err((
            at,
            format!(
                "spmd-pipeline: stages={} but mesh axis {} has {stages} devices",
                settings.stages,
                mesh.axis_label(axis)
            ),
        ));
    }
    let loops = layer_loops(function)?;
    let Some(first) = loops.first() else {
        return Err((
            at,
            "spmd-pipeline: no layer loop (an scf.for slicing tensors stacked over the layers, as jax.lax.scan exports a model's blocks) to split into stages".into(),
        ));
    };
    let layers = first.layers;
    let parent = first.operation.parent_operation();
    let micro_batches = parent.filter(|p| operation_name(*p) == "scf.for");
    for layer in &loops {
        if layer.layers != layers {
            return Err((
                layer.operation.location(),
                format!(
                    "spmd-pipeline: this loop steps through {} layers and another through {layers}; stages split one stack of layers",
                    layer.layers
                ),
            ));
        }
        if layer.operation.parent_operation() != parent || micro_batches.is_none() {
            return Err((
                layer.operation.location(),
                "spmd-pipeline: the layer loops must be in one micro-batch loop; run spmd-microbatch{count=M} on the unsharded step first".into(),
            ));
        }
    }
    let micro_batches = micro_batches.expect("checked");
    if !layers.is_multiple_of(stages) {
        return Err((
            first.operation.location(),
            format!(
                "spmd-pipeline: {layers} layers do not split into {stages} stages (mesh axis {})",
                mesh.axis_label(axis)
            ),
        ));
    }
    check_axis_unused(function, &mesh, axis)?;
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let per_stage = layers / stages;
    let stacked = stacked::find(function, &loops)?;
    for layer in &loops {
        for position in stacked.flowing(layer.operation) {
            let carried = layer
                .operation
                .result_at(position)
                .expect("a result")
                .r#type();
            if spmd_dialect::types::static_tensor(carried).is_none() {
                return Err((
                    layer.operation.location(),
                    format!(
                        "spmd-pipeline: the layer loop carries a {carried} (its value #{position}) from layer to layer; stages pass static tensors only"
                    ),
                ));
            }
        }
    }
    stacked::localise(context, function, &stacked, per_stage, axis)?;
    let values = stage_values(context, function, &mesh, axis, per_stage, &loops)?;
    for (index, layer) in loops.iter().enumerate() {
        stage_local(
            layer,
            values.uppers[index],
            values.firsts[index],
            values.offset,
        );
    }
    let count = spmd_dialect::ir::trip_count(micro_batches).unwrap_or(0);
    schedule(
        context,
        micro_batches,
        &loops,
        &stacked,
        &values.stage,
        &StageAxis {
            mesh: mesh.name.clone(),
            grid: grid_declaration(&mesh),
            axis,
            stages,
        },
        settings.schedule,
    )?;
    let name = settings.schedule.name();
    let held = match settings.schedule {
        Schedule::GPipe => count,
        Schedule::OneFOneB => count.min(stages),
    };
    let recorded = format!(
        "{{schedule = \"{name}\", stages = {stages} : i64, micro_batches = {count} : i64, micro_batches_held = {held} : i64, axis = \"{}\"}}",
        mesh.axis_names
            .get(axis)
            .cloned()
            .unwrap_or_else(|| axis.to_string())
    );
    let attribute =
        melior::ir::Attribute::parse(context, &recorded).expect("the pipeline's record parses");
    let mut function_mut =
        unsafe { melior::ir::operation::OperationRefMut::from_raw(function.to_raw()) };
    function_mut.set_attribute(PIPELINE_ATTR, attribute);
    Ok(())
}

/// Partitions `function`, which nothing has sharded, on a new mesh of
/// `stages` devices (axis `pp`, the module's `@mesh`), everything
/// replicated: what `spmd-shard-args{mesh=S axis-names=pp}`,
/// `spmd-propagate` and `spmd-partition` would do.
fn partition_replicated<'c>(
    function: OperationRef<'c, '_>,
    stages: usize,
) -> Result<(), Failure<'c>> {
    let at = function.location();
    let shardings = signature_attributes(function, SignatureSide::Argument)
        .iter()
        .chain(&signature_attributes(function, SignatureSide::Result))
        .any(|d| d.element_by_name(SHARDING_ATTR).is_some());
    if shardings {
        return Err((
            at,
            "spmd-pipeline: stages=N partitions a step nothing has sharded, and this one has shardings: run spmd-partition first".into(),
        ));
    }
    let mesh = Mesh {
        name: "mesh".into(),
        shape: vec![stages],
        axis_names: vec!["pp".into()],
    };
    let module = function.parent_operation().ok_or((
        at,
        "spmd-pipeline: the function is not in a module".to_owned(),
    ))?;
    ensure_mesh(module, &mesh)?;
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let replicated = Sharding::replicated(&mesh).to_attribute(context);
    let body = first_block(function).expect("a body");
    let dictionaries = signature_attributes(function, SignatureSide::Argument);
    let attributes: Vec<melior::ir::Attribute> = (0..body.argument_count())
        .map(|i| {
            let tensor = body
                .argument_at(i)
                .is_some_and(|a| a.r#type().is_ranked_tensor());
            let updates: Vec<(&str, melior::ir::Attribute)> = if tensor {
                vec![(SHARDING_ATTR, replicated)]
            } else {
                Vec::new()
            };
            with_entries(context, dictionaries.get(i).copied(), &updates)
        })
        .collect();
    set_signature_attributes(context, function, SignatureSide::Argument, &attributes);
    crate::propagation::propagate_function(function)?;
    crate::partition::partition_function(function)
}

/// The mesh the function's signature is sharded on.
fn function_mesh<'c>(function: OperationRef<'c, '_>) -> Result<Mesh, Failure<'c>> {
    let at = function.location();
    let name = signature_attributes(function, SignatureSide::Argument)
        .iter()
        .find_map(|d| Sharding::from_attribute(d.element_by_name(SHARDING_ATTR)?).ok())
        .map(|s| s.mesh)
        .ok_or((
            at,
            "spmd-pipeline: no argument has a sharding to name the mesh".to_owned(),
        ))?;
    Mesh::lookup(function, &name).map_err(|e| (at, format!("spmd-pipeline: {e}")))
}

/// Refuses a function that splits or reduces anything over `axis`.
fn check_axis_unused<'c>(
    function: OperationRef<'c, '_>,
    mesh: &Mesh,
    axis: usize,
) -> Result<(), Failure<'c>> {
    let label = mesh.axis_label(axis);
    for side in [SignatureSide::Argument, SignatureSide::Result] {
        for dictionary in signature_attributes(function, side) {
            let Some(sharding) = dictionary
                .element_by_name(SHARDING_ATTR)
                .and_then(|a| Sharding::from_attribute(a).ok())
            else {
                continue;
            };
            if sharding.placements.get(axis) != Some(&Placement::Replicate) {
                return Err((
                    function.location(),
                    format!(
                        "spmd-pipeline: the signature splits or reduces a value over mesh axis {label}, the stages' axis; leave it replicated there"
                    ),
                ));
            }
        }
    }
    let body = first_block(function).expect("a body");
    for operation in program_operations(body) {
        let name = operation_name(operation);
        if !name.starts_with("shard.") {
            continue;
        }
        let axes = spmd_dialect::read::i16_array(operation, "grid_axes");
        if operation.has_attribute("grid_axes") && (axes.is_empty() || axes.contains(&axis)) {
            return Err((
                operation.location(),
                format!(
                    "spmd-pipeline: '{name}' already moves values over mesh axis {label}, the stages' axis; leave it replicated there (where every sharding does, a reshard may still use the axis to move fewer bytes: mark the function {STAGES_ATTR} = {{axis = {axis} : i64, schedule = \"...\"}} before spmd-partition to keep it off)"
                ),
            ));
        }
    }
    Ok(())
}

/// The stage's values at the function's entry: its index and position
/// values, each layer loop's upper bound and first iteration (of its
/// induction variable's type), and the stage's first layer.
struct StageEntry<'c, 'a> {
    stage: StageValues<'c, 'a>,
    offset: Value<'c, 'a>,
    uppers: Vec<Value<'c, 'a>>,
    firsts: Vec<Value<'c, 'a>>,
}

fn stage_values<'c, 'a>(
    context: &'c Context,
    function: OperationRef<'c, 'a>,
    mesh: &Mesh,
    axis: usize,
    per_stage: usize,
    loops: &[LayerLoop<'c, 'a>],
) -> Result<StageEntry<'c, 'a>, Failure<'c>> {
    let stages = mesh.shape[axis];
    let mut text = format!(
        "  %s = shard.process_multi_index on @{} axes = [{axis}] : index\n  %c0 = arith.constant 0 : index\n  %last = arith.constant {} : index\n  %rev = arith.subi %last, %s : index\n  %k = arith.constant {per_stage} : index\n  %base = arith.muli %s, %k : index\n",
        mesh.name,
        stages - 1
    );
    let mut returned = vec!["%s", "%rev", "%c0", "%base"]
        .into_iter()
        .map(str::to_owned)
        .collect::<Vec<_>>();
    let mut types = vec!["index".to_owned(); 4];
    let mut uppers = Vec::new();
    let mut firsts = Vec::new();
    for (l, layer) in loops.iter().enumerate() {
        let body = first_block(layer.operation).expect("a body");
        let iv_type: Type = body
            .argument_at(0)
            .expect("the induction variable")
            .r#type();
        let position = if layer.increasing { "%s" } else { "%rev" };
        text += &format!("  %f{l} = arith.muli {position}, %k : index\n");
        if iv_type.is_index() {
            text += &format!(
                "  %fi{l} = arith.addi %f{l}, %c0 : index\n  %u{l} = arith.constant {per_stage} : index\n"
            );
        } else {
            text += &format!(
                "  %fi{l} = arith.index_cast %f{l} : index to {iv_type}\n  %u{l} = arith.constant {per_stage} : {iv_type}\n"
            );
        }
        uppers.push((format!("%u{l}"), iv_type.to_string()));
        firsts.push((format!("%fi{l}"), iv_type.to_string()));
    }
    for (name, ty) in uppers.iter().chain(&firsts) {
        returned.push(name.clone());
        types.push(ty.clone());
    }
    let text = format!(
        "func.func @stage() -> ({}) {{\n{text}  func.return {} : {}\n}}\n{}",
        types.join(", "),
        returned.join(", "),
        types.join(", "),
        grid_declaration(mesh),
    );
    let template = Template::parse(context, &text, "pipeline stage index", function.location())?;
    let body = first_block(function).expect("a body");
    let first = body.first_operation().expect("a body has ops");
    let values = template.instantiate(first, &[], function.location());
    let count = loops.len();
    Ok(StageEntry {
        stage: StageValues {
            stage: values[0],
            reverse: values[1],
            zero: values[2],
        },
        offset: values[3],
        uppers: values[4..4 + count].to_vec(),
        firsts: values[4 + count..4 + 2 * count].to_vec(),
    })
}
