//! `spmd-data-parallel-shardings`: the first pass of `spmd-data-parallel`,
//! the placements DDP / FSDP give a training step's arguments.
//!
//! Reads: a training step with argument roles (`spmd.role`, else
//! inferred, see `training`), any shardings the user gave on other mesh
//! axes, and the options: the style, the mesh (created when `mesh=` is
//! given) and its data-parallel axis. Writes: on the data-parallel axis,
//! `Shard(0)` on every input (its batch) and, on params and optimizer
//! states, `Replicate` (`replicate`, DDP), `Shard(0)` (`fully-shard`,
//! FSDP / ZeRO-3; a scanned model's stacked weights on their first dim
//! after the layers) or `Shard(0)` where dim 0 divides by the axis, else
//! `Replicate` (`mixed`, which prints where each went); `spmd.role` on
//! each; the batch-dim analysis's marks (`spmd.batch`,
//! `spmd.gradient_of`) that propagation and bucketing read; and, with
//! `batch-statistics=local`, `spmd.local_batch_statistics` (the axis) on
//! the function, which `spmd-partition` reads.

use melior::ir::{
    BlockLike, Value, ValueLike,
    attribute::{IntegerAttribute, StringAttribute},
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    r#type::IntegerType,
};
use spmd_dialect::{
    Mesh, Placement, ROLE_ATTR, Role, SHARDING_ATTR, Sharding, ShardingAttribute, SignatureSide,
    ir::operation_name, set_signature_attributes, signature_attributes, signature_label,
    signature_names, types::static_tensor, with_entries,
};

use super::{
    batch_dims::mark_batch_dims,
    step_target::{FUNCTION, Found, MESH_AXIS, MESH_NAME, StepTarget},
};
use crate::{
    annotate::shard_args::ensure_mesh,
    partition::LOCAL_STATISTICS_ATTR,
    pass::OptionError,
    pass::{Failure, ModulePass, OptionInfo, PassOptions, declare_pass},
    shared::step::analyse_batched_step,
};

pub(crate) const STYLE: OptionInfo = OptionInfo {
    name: "style",
    value: "replicate|fully-shard|mixed",
    default: "replicate",
    description: "DDP, FSDP, or FSDP where dim 0 divides and DDP elsewhere",
};
pub(crate) const BATCH_STATISTICS: OptionInfo = OptionInfo {
    name: "batch-statistics",
    value: "global|local",
    default: "global",
    description: "batch statistics (batch norm's) of the whole batch, as SyncBatchNorm and the single-device step compute them, or each rank's own, as DDP without SyncBatchNorm does",
};
pub(crate) const MESH: OptionInfo = OptionInfo {
    name: "mesh",
    value: "shape",
    default: "",
    description: "the mesh shape, e.g. 4 or 2x2 (default: the module's mesh)",
};
const OPTIONS: [OptionInfo; 6] = [
    STYLE,
    MESH,
    MESH_NAME,
    MESH_AXIS,
    FUNCTION,
    BATCH_STATISTICS,
];

declare_pass! {
    /// The `spmd-data-parallel-shardings` pass.
    pub fn data_parallel_shardings_pass(settings: DataParallelShardings) = "spmd-data-parallel-shardings" as "SpmdDataParallelShardings" {
        summary: "Shard a training step's arguments as DDP, FSDP or mixed do on one mesh axis, and mark its batch dims (the first pass of spmd-data-parallel)",
        options: &OPTIONS,
        create: |options| Ok(data_parallel_shardings_pass(DataParallelShardings::from_options(options)?)),
        run: ModulePass {
            settings,
            run: |module, settings| Ok(shard_arguments(module, settings)?),
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

/// The `style` option.
pub(crate) fn parse_style(options: &PassOptions) -> Result<Style, OptionError> {
    match options.text(&STYLE) {
        "replicate" => Ok(Style::Replicate),
        "fully-shard" => Ok(Style::FullyShard),
        "mixed" => Ok(Style::Mixed),
        other => Err(OptionError::bad_value(
            &STYLE,
            "replicate, fully-shard or mixed",
            other,
        )),
    }
}

/// The options of `spmd-data-parallel-shardings`.
#[derive(Clone, Debug, PartialEq)]
pub struct DataParallelShardings {
    pub style: Style,
    /// The mesh to create, or `None` to use the module's.
    pub mesh_shape: Option<Vec<usize>>,
    pub target: StepTarget,
    /// Whether each rank keeps its own batch statistics.
    pub local_statistics: bool,
}

/// Whether `batch-statistics=local` (with `style`: local statistics are
/// DDP's, and FSDP's plans split statistics over the ranks' channels).
pub(crate) fn parse_local_statistics(
    options: &PassOptions,
    style: Style,
) -> Result<bool, OptionError> {
    match options.text(&BATCH_STATISTICS) {
        "global" => Ok(false),
        "local" if style == Style::Replicate => Ok(true),
        "local" => Err(OptionError::bad_value(
            &BATCH_STATISTICS,
            "global (local statistics need style=replicate)",
            "local",
        )),
        other => Err(OptionError::bad_value(
            &BATCH_STATISTICS,
            "global or local",
            other,
        )),
    }
}

impl DataParallelShardings {
    pub fn from_options(options: &PassOptions) -> Result<DataParallelShardings, OptionError> {
        Ok(DataParallelShardings {
            style: parse_style(options)?,
            mesh_shape: options.mesh_shape(&MESH)?,
            target: StepTarget::from_options(options),
            local_statistics: parse_local_statistics(options, parse_style(options)?)?,
        })
    }
}

fn shard_arguments<'c>(
    module: OperationRef<'c, '_>,
    settings: &DataParallelShardings,
) -> Result<(), Failure<'c>> {
    if let Some(shape) = &settings.mesh_shape {
        ensure_mesh(
            module,
            &Mesh {
                name: settings.target.mesh_name.clone(),
                shape: shape.clone(),
                axis_names: Vec::new(),
            },
        )?;
    }
    let Found {
        function,
        mesh,
        axis,
    } = settings.target.find(module)?;
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
    if settings.local_statistics {
        let mut function_mut = unsafe { OperationRefMut::from_raw(function.to_raw()) };
        function_mut.set_attribute(
            LOCAL_STATISTICS_ATTR,
            IntegerAttribute::new(IntegerType::new(context, 64).into(), axis as i64).into(),
        );
    }
    mark_batch_dims(function, &step)?;
    Ok(())
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
    spmd_dialect::ir::uses(argument)
        .into_iter()
        .filter(|(user, _)| operation_name(*user) == "tensor.extract_slice")
        .map(|(user, _)| {
            spmd_dialect::read::i64_array(user, "static_offsets")
                .unwrap_or_default()
                .iter()
                .take_while(|&&o| o == i64::MIN)
                .count()
        })
        .max()
        .unwrap_or(0)
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
