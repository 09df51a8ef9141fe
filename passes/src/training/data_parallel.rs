//! `spmd-data-parallel`: a training step made data parallel, as PyTorch's
//! DDP / FSDP (seed `002`) do it: a registered pipeline of the passes it
//! runs, in the manner of Shardy's `sdy-propagation-pipeline`.
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
//! Its stages, in order (one pass: MLIR verifies once, after the last):
//! `spmd-data-parallel-shardings` (the placements
//! above and the batch-dim marks), `spmd-propagate`,
//! `spmd-place-loop-gradients` (a scanned step's stacked gradients reduced
//! inside or after their loop), `spmd-partition`, then
//! `spmd-reshard-after-forward` (FSDP, unless turned off) and
//! `spmd-bucket-collectives` (with `bucket-mb`).

use melior::pass::Pass;

use super::{
    bucketing::{self, BUCKET_MB, Bucketing, bucket_bytes},
    data_parallel_shardings::{
        self, BATCH_STATISTICS, DataParallelShardings, MESH, STYLE, Style, parse_local_statistics,
        parse_style,
    },
    loop_gradients::{self, LOOP_GRADIENTS, LoopGradients, LoopGradientsPlacement},
    reshard_after_forward::{self, ReshardAfterForward},
    step_target::{FUNCTION, MESH_AXIS, MESH_NAME, StepTarget},
};
use crate::{
    partition,
    pass::{
        Functions, OptionError, OptionInfo, PassId, PassInfo, PassOptions, Stages, external_pass,
    },
    propagation,
};

const RESHARD_AFTER_FORWARD: OptionInfo = OptionInfo {
    name: "reshard-after-forward",
    value: "true|false",
    default: "true",
    description: "FSDP: gather each sharded param again for the backward instead of keeping the forward's copy (ZeRO-3: less memory, 3x instead of 2x the params' bytes of traffic)",
};
const OPTIONS: [OptionInfo; 9] = [
    STYLE,
    BATCH_STATISTICS,
    MESH,
    MESH_NAME,
    MESH_AXIS,
    FUNCTION,
    BUCKET_MB,
    LOOP_GRADIENTS,
    RESHARD_AFTER_FORWARD,
];

/// The `spmd-data-parallel` pipeline's registry entry.
pub(crate) const INFO: PassInfo = PassInfo {
    argument: "spmd-data-parallel",
    summary: "Make a training step data parallel (DDP, FSDP or mixed) on one mesh axis and partition it",
    options: &OPTIONS,
    pipeline: &[
        "spmd-data-parallel-shardings",
        "spmd-propagate",
        "spmd-place-loop-gradients",
        "spmd-partition",
        "spmd-reshard-after-forward",
        "spmd-bucket-collectives",
    ],
    create: |options| Ok(data_parallel_pass(&DataParallel::from_options(options)?)),
};

/// The options of `spmd-data-parallel`.
#[derive(Clone, Debug, PartialEq)]
pub struct DataParallel {
    pub style: Style,
    /// The mesh to create, or `None` to use the module's.
    pub mesh_shape: Option<Vec<usize>>,
    pub target: StepTarget,
    pub bucket_bytes: usize,
    pub loop_gradients: LoopGradients,
    pub reshard_after_forward: bool,
    /// Whether each rank keeps its own batch statistics.
    pub local_statistics: bool,
}

impl DataParallel {
    pub fn from_options(options: &PassOptions) -> Result<DataParallel, OptionError> {
        Ok(DataParallel {
            style: parse_style(options)?,
            mesh_shape: options.mesh_shape(&MESH)?,
            target: StepTarget::from_options(options),
            bucket_bytes: bucket_bytes(options)?,
            loop_gradients: LoopGradients::from_options(options)?,
            reshard_after_forward: options.bool(&RESHARD_AFTER_FORWARD)?,
            local_statistics: parse_local_statistics(options, parse_style(options)?)?,
        })
    }
}

/// The `spmd-data-parallel` pass with `settings`: its stages in order,
/// the last two only where the options ask for them, run as one pass
/// (MLIR verifies the step once, after the last).
pub fn data_parallel_pass(settings: &DataParallel) -> Pass {
    let functions = Functions::Step(settings.target.function.clone());
    let mut stages = vec![
        data_parallel_shardings::stage(DataParallelShardings {
            style: settings.style,
            mesh_shape: settings.mesh_shape.clone(),
            target: settings.target.clone(),
            local_statistics: settings.local_statistics,
        }),
        propagation::stage(functions.clone()),
        loop_gradients::stage(LoopGradientsPlacement {
            policy: settings.loop_gradients,
            target: settings.target.clone(),
        }),
        partition::stage(functions),
    ];
    if settings.reshard_after_forward && settings.style != Style::Replicate {
        stages.push(reshard_after_forward::stage(ReshardAfterForward {
            function: settings.target.function.clone(),
        }));
    }
    if settings.bucket_bytes > 0 {
        stages.push(bucketing::stage(Bucketing {
            bucket_bytes: settings.bucket_bytes,
            target: settings.target.clone(),
        }));
    }
    static ID: PassId = PassId::new();
    external_pass(Stages(stages), &ID, "SpmdDataParallel", &INFO)
}
