//! `spmd-data-parallel`: a training step made data parallel, as PyTorch's
//! DDP / FSDP (seed `002`) do it.
//!
//! Reads: a training step (forward, backward and update in one function)
//! with argument roles (`spmd.role`, else inferred, see `training`), any
//! shardings the user gave on other mesh axes, and the options: the style,
//! the mesh (created when `mesh=` is given) and its data-parallel axis.
//! Writes: the partitioned step. On the data-parallel axis inputs are
//! batch-sharded (`Shard(0)`), and params and optimizer states are
//!
//! - `replicate` (DDP): replicated; gradients are partial sums reduced by
//!   `all_reduce` before the update;
//! - `fully-shard` (FSDP / ZeRO-3): `Shard(0)` (a scanned model's stacked
//!   weights: their first dim after the layers), gathered for the forward
//!   and again for the backward (`reshard-after-forward`, the default);
//!   gradients reach the sharded update by `reduce_scatter`;
//! - `mixed`: `Shard(0)` where dim 0 divides by the axis, else replicated
//!   (which went where is printed).
//!
//! The rest is `spmd-propagate` and `spmd-partition`, with a scanned
//! step's stacked gradients reduced inside or after their loop
//! (`loop_gradients`); gradients are marked
//! by the batch-dim analysis, and with `bucket-mb` consecutive gradient
//! collectives of one kind are fused into buckets (`bucketing`).

use melior::ir::{
    BlockLike, Value, ValueLike,
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ShardingAttribute;
use spmd_dialect::{
    Mesh, Placement, ROLE_ATTR, Role, SHARDING_ATTR, Sharding, SignatureSide,
    ir::{find_function, operation_name},
    set_signature_attributes, signature_attributes, signature_label, signature_names,
    types::static_tensor,
    with_entries,
};

use crate::{
    annotate::shard_args::ensure_mesh,
    partition::partition_function,
    pass::{Failure, ModulePass, declare_pass, module_body},
    pass::{OptionError, OptionInfo, PassOptions},
    propagation::propagate_function,
    training::analyse_batched_step,
    training::batch_dims::mark_batch_dims,
    training::bucketing::bucket_collectives,
    training::loop_gradients::{LoopGradients, place_loop_reductions},
    training::reshard_after_forward::reshard_after_forward,
};

const STYLE: OptionInfo = OptionInfo {
    name: "style",
    value: "replicate|fully-shard|mixed",
    default: "replicate",
    description: "DDP, FSDP, or FSDP where dim 0 divides and DDP elsewhere",
};
const MESH: OptionInfo = OptionInfo {
    name: "mesh",
    value: "shape",
    default: "",
    description: "the mesh shape, e.g. 4 or 2x2 (default: the module's mesh)",
};
const MESH_NAME: OptionInfo = OptionInfo {
    name: "mesh-name",
    value: "name",
    default: "mesh",
    description: "the shard.grid symbol",
};
const MESH_AXIS: OptionInfo = OptionInfo {
    name: "mesh-axis",
    value: "axis",
    default: "0",
    description: "the data-parallel mesh axis, by index or name",
};
const FUNCTION: OptionInfo = OptionInfo {
    name: "function",
    value: "name",
    default: "",
    description: "the training step (default: the only function with a body, else main)",
};
const BUCKET_MB: OptionInfo = OptionInfo {
    name: "bucket-mb",
    value: "number",
    default: "0",
    description: "fuse consecutive gradient collectives into buckets of at most this many MB (0: no bucketing)",
};
const LOOP_GRADIENTS: OptionInfo = OptionInfo {
    name: "loop-gradients",
    value: "auto|in-loop|after-loop",
    default: "auto",
    description: "where a scanned step's stacked gradients are reduced: per iteration inside the loop, once after it, or whichever costs less without holding more memory",
};
const RESHARD_AFTER_FORWARD: OptionInfo = OptionInfo {
    name: "reshard-after-forward",
    value: "true|false",
    default: "true",
    description: "FSDP: gather each sharded param again for the backward instead of keeping the forward's copy (ZeRO-3: less memory, 3x instead of 2x the params' bytes of traffic)",
};
const OPTIONS: [OptionInfo; 8] = [
    STYLE,
    MESH,
    MESH_NAME,
    MESH_AXIS,
    FUNCTION,
    BUCKET_MB,
    LOOP_GRADIENTS,
    RESHARD_AFTER_FORWARD,
];

declare_pass! {
    /// The `spmd-data-parallel` pass.
    pub fn data_parallel_pass(settings: DataParallel) = "spmd-data-parallel" as "SpmdDataParallel" {
        summary: "Make a training step data parallel (DDP, FSDP or mixed) on one mesh axis and partition it",
        options: &OPTIONS,
        create: |options| Ok(data_parallel_pass(DataParallel::from_options(options)?)),
        run: ModulePass {
            settings,
            run: |module, settings| Ok(make_data_parallel(module, settings)?),
        },
    }
}

/// How params and optimizer states are laid out on the data-parallel axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Replicate,
    FullyShard,
    Mixed,
}

/// The options of `spmd-data-parallel`.
#[derive(Clone, Debug, PartialEq)]
pub struct DataParallel {
    pub style: Style,
    /// The mesh to create, or `None` to use the module's.
    pub mesh_shape: Option<Vec<usize>>,
    pub mesh_name: String,
    pub axis: String,
    pub function: Option<String>,
    pub bucket_bytes: usize,
    pub loop_gradients: LoopGradients,
    pub reshard_after_forward: bool,
}

fn bad(option: &OptionInfo, expected: &'static str, value: &str) -> OptionError {
    OptionError::BadValue {
        option: option.name.to_owned(),
        expected,
        value: value.to_owned(),
    }
}

impl DataParallel {
    pub fn from_options(options: &PassOptions) -> Result<DataParallel, OptionError> {
        let style = match options.text(&STYLE) {
            "replicate" => Style::Replicate,
            "fully-shard" => Style::FullyShard,
            "mixed" => Style::Mixed,
            other => return Err(bad(&STYLE, "replicate, fully-shard or mixed", other)),
        };
        let mesh_shape = options.mesh_shape(&MESH)?;
        let megabytes: f64 = options
            .text(&BUCKET_MB)
            .parse()
            .ok()
            .filter(|mb: &f64| *mb >= 0.0 && mb.is_finite())
            .ok_or_else(|| {
                bad(
                    &BUCKET_MB,
                    "a size in MB, 0 or more",
                    options.text(&BUCKET_MB),
                )
            })?;
        let reshard_after_forward = match options.text(&RESHARD_AFTER_FORWARD) {
            "true" => true,
            "false" => false,
            other => return Err(bad(&RESHARD_AFTER_FORWARD, "true or false", other)),
        };
        Ok(DataParallel {
            style,
            mesh_shape,
            mesh_name: options.text(&MESH_NAME).to_owned(),
            axis: options.text(&MESH_AXIS).to_owned(),
            function: Some(options.text(&FUNCTION).to_owned()).filter(|f| !f.is_empty()),
            bucket_bytes: (megabytes * 1e6) as usize,
            loop_gradients: LoopGradients::parse(options.text(&LOOP_GRADIENTS)).ok_or_else(
                || {
                    bad(
                        &LOOP_GRADIENTS,
                        "auto, in-loop or after-loop",
                        options.text(&LOOP_GRADIENTS),
                    )
                },
            )?,
            reshard_after_forward,
        })
    }
}

fn make_data_parallel<'c>(
    module: OperationRef<'c, '_>,
    settings: &DataParallel,
) -> Result<(), Failure<'c>> {
    let location = module.location();
    let body = module_body(module)?;
    if let Some(shape) = &settings.mesh_shape {
        ensure_mesh(
            module,
            &Mesh {
                name: settings.mesh_name.clone(),
                shape: shape.clone(),
                axis_names: Vec::new(),
            },
        )?;
    }
    let mesh = Mesh::lookup(module, &settings.mesh_name)
        .map_err(|e| (location, format!("{e}; give the mesh with mesh=...")))?;
    let axis = mesh_axis(&mesh, &settings.axis).ok_or_else(|| {
        (
            location,
            format!("mesh {mesh} has no axis '{}'", settings.axis),
        )
    })?;
    let function = find_function(body, settings.function.as_deref())
        .map_err(|missing| (location, format!("{missing}; name one with function=...")))?;
    let step = analyse_batched_step(function)?;
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let placements = Placements {
        mesh: &mesh,
        axis,
        style: settings.style,
    };
    let existing = signature_attributes(function, SignatureSide::Argument);
    let names = signature_names(function, SignatureSide::Argument);
    let mut entries = Vec::new();
    let mut report = Vec::new();
    for (index, role) in step.roles.iter().enumerate() {
        let argument = step.body.argument(index).expect("index < argument_count");
        let dictionary = existing.get(index).copied();
        let (Some(role), Some((shape, _))) = (role, static_tensor(argument.r#type())) else {
            entries.push(with_entries(context, dictionary, &[]));
            continue;
        };
        let given = dictionary
            .and_then(|d| d.element_by_name(SHARDING_ATTR))
            .map(Sharding::from_attribute)
            .transpose()
            .map_err(|e| (argument.location(), e.to_string()))?;
        let chosen = placements.of(*role, &shape, stacked_dims(argument.into()));
        let called = signature_label(SignatureSide::Argument, index, &names);
        report.push(format!("  {called} ({role}, {shape:?}): {chosen}"));
        let sharding = merge(given, &mesh, axis, chosen)
            .map_err(|message| (argument.location(), format!("{called}: {message}")))?;
        entries.push(with_entries(
            context,
            dictionary,
            &[
                (SHARDING_ATTR, sharding.to_attribute(context)),
                (
                    ROLE_ATTR,
                    StringAttribute::new(context, role.keyword()).into(),
                ),
            ],
        ));
    }
    if settings.style == Style::Mixed {
        eprintln!(
            "spmd-data-parallel: mixed on mesh axis {} of {mesh}:\n{}",
            mesh.axis_label(axis),
            report.join("\n")
        );
    }
    set_signature_attributes(context, function, SignatureSide::Argument, &entries);
    mark_batch_dims(function, &step)?;
    propagate_function(function)?;
    place_loop_reductions(function, axis, &mesh.shape, settings.loop_gradients)?;
    partition_function(function)?;
    if settings.reshard_after_forward && settings.style != Style::Replicate {
        reshard_after_forward(function, &step.updates);
    }
    if settings.bucket_bytes > 0 {
        bucket_collectives(context, function, &mesh, settings.bucket_bytes)?;
    }
    Ok(())
}

fn mesh_axis(mesh: &Mesh, axis: &str) -> Option<usize> {
    axis.parse::<usize>()
        .ok()
        .filter(|&a| a < mesh.shape.len())
        .or_else(|| mesh.axis_names.iter().position(|name| name == axis))
}

/// The data-parallel placement of each argument.
struct Placements<'m> {
    mesh: &'m Mesh,
    axis: usize,
    style: Style,
}

impl Placements<'_> {
    /// An argument's placement; `layers` is how many leading dims loops
    /// take one index of at a time (a scanned model's stacked weights are
    /// stored split on their first other dim: splitting the layers would
    /// be pipeline parallelism).
    fn of(&self, role: Role, shape: &[usize], layers: usize) -> Placement {
        let dim = if role == Role::Input { 0 } else { layers };
        let size = shape.get(dim).copied();
        let shard = match (role, self.style) {
            (Role::Input, _) => true,
            (_, Style::Replicate) => false,
            (_, Style::FullyShard) => true,
            (_, Style::Mixed) => size.is_some_and(|d| d.is_multiple_of(self.mesh.shape[self.axis])),
        };
        if shard && size.is_some() {
            Placement::Shard(dim)
        } else {
            Placement::Replicate
        }
    }
}

/// How many leading dims of `argument` a loop body takes one index of at
/// a time (`tensor.extract_slice` with a dynamic offset there: a scanned
/// model's layer dim); 0 for an argument no loop slices.
fn stacked_dims(argument: Value) -> usize {
    let mut dims = 0;
    let mut next = unsafe { mlir_sys::mlirValueGetFirstUse(argument.to_raw()) };
    while !next.ptr.is_null() {
        let user = unsafe { OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(next)) };
        let offsets = (operation_name(user) == "tensor.extract_slice")
            .then(|| spmd_dialect::read::i64_array(user, "static_offsets").ok())
            .flatten()
            .unwrap_or_default();
        let leading = offsets.iter().take_while(|&&o| o == i64::MIN).count();
        dims = dims.max(leading);
        next = unsafe { mlir_sys::mlirOpOperandGetNextUse(next) };
    }
    dims
}

/// The user's sharding (if any) with `placement` on the data-parallel axis.
fn merge(
    given: Option<Sharding>,
    mesh: &Mesh,
    axis: usize,
    placement: Placement,
) -> Result<Sharding, Conflict> {
    let mut sharding = given.unwrap_or_else(|| Sharding::replicated(mesh));
    if sharding.mesh != mesh.name || sharding.placements.len() != mesh.shape.len() {
        return Err(Conflict::OtherMesh {
            sharding: sharding.to_string(),
            mesh: mesh.to_string(),
        });
    }
    match sharding.placements[axis] {
        Placement::Replicate => sharding.placements[axis] = placement,
        existing if existing == placement => {}
        existing => {
            return Err(Conflict::Axis {
                existing,
                axis: mesh.axis_label(axis),
                placement,
            });
        }
    }
    Ok(sharding)
}

/// A user's sharding the data-parallel placement cannot join.
#[derive(Debug, thiserror::Error)]
enum Conflict {
    #[error("its sharding {sharding} is not on mesh {mesh}")]
    OtherMesh { sharding: String, mesh: String },
    #[error("the user's {existing} on the data-parallel axis {axis} conflicts with {placement}")]
    Axis {
        existing: Placement,
        axis: String,
        placement: Placement,
    },
}
