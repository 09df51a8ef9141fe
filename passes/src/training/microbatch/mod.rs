//! `spmd-microbatch`: gradient accumulation, as torchtitan's and
//! Megatron's global batch of several micro-batches: the training step's
//! forward and backward run once per micro-batch of `count`, in a loop,
//! and every sum over the batch (the gradients, the loss) is accumulated
//! across its iterations before the update, which runs once. Activations
//! live for one micro-batch at a time, so the step's peak falls by about
//! the activations' share times `(count - 1) / count`.
//!
//! The split is derived, not written per model: the step is first made
//! data parallel over a virtual mesh axis of `count` devices (the
//! `spmd-data-parallel` stages with `style=replicate`, gradients reduced
//! after their loops), which sizes every value for one micro-batch and
//! reduces each sum over the batch by an `all_reduce` over that axis;
//! then the ops those `all_reduce`s read become the loop's body, the
//! `all_reduce`s its accumulators, and the ops after them its epilogue
//! (`accumulate`). The virtual axis and every annotation on it are then
//! removed: the result is an ordinary single-device step that any
//! sharding pass (DDP, FSDP, Megatron, `spmd-auto-shard`) takes next.
//!
//! Micro-batch `m` holds examples `m, m + count, m + 2 count, ...` of
//! the batch (each batch input is viewed as `[batch / count, count, ...]`
//! and sliced at `m` on the second dim), so that data parallelism on the
//! batch dim afterwards keeps each device's examples on it: the sums are
//! the same, in another order. Within a micro-batch, positions in the
//! batch (an `arange` over it, as a gather of each example's label reads
//! it) count its own examples `m * size, m * size + 1, ...`: pairing data
//! of one example stays exact; a program that used positions as values
//! would see these.
//!
//! Refused, with the op's location: a step already sharded (micro-batches
//! come first), a batch `count` does not divide, and anything that makes
//! micro-batches depend on each other or on the whole batch (batch
//! statistics, a tensor other than an input split by example, a
//! per-example result).
//!
//! Reads: an unsharded training step (roles given or inferred, as
//! `spmd-data-parallel` reads them). Writes: the step with its forward and
//! backward in an `scf.for` over the micro-batches.

mod accumulate;
mod classify;
mod strip;
mod template;

use melior::ir::operation::OperationLike;

use super::{
    data_parallel_shardings::{self, DataParallelShardings, Style},
    loop_gradients::{self, LoopGradients, LoopGradientsPlacement},
    step_target::{FUNCTION, StepTarget},
};
use crate::{
    partition,
    pass::{
        Functions, ModulePass, OptionError, OptionInfo, PassFailure, PassOptions, declare_pass,
        module_body, selected_function,
    },
    propagation,
};

const COUNT: OptionInfo = OptionInfo {
    name: "count",
    value: "n",
    default: "",
    description: "how many micro-batches the batch is split into (it must divide every batch input's batch dim)",
};

/// The virtual mesh's name, unless the module has a symbol of that name.
const VIRTUAL_MESH: &str = "microbatches";

declare_pass! {
    /// The `spmd-microbatch` pass.
    pub fn microbatch_pass(settings: Microbatch) = "spmd-microbatch" as "SpmdMicrobatch" {
        summary: "Gradient accumulation: run a training step's forward and backward once per micro-batch in a loop, summing gradients and loss, and update once (before any sharding pass)",
        options: &[COUNT, FUNCTION],
        create: |options: &PassOptions| Ok(microbatch_pass(Microbatch::from_options(options)?)),
        run: ModulePass {
            settings,
            run: |module, settings| split_into_micro_batches(module, settings),
        },
    }
}

/// The options of `spmd-microbatch`.
#[derive(Clone, Debug, PartialEq)]
pub struct Microbatch {
    pub count: usize,
    pub function: Option<String>,
}

impl Microbatch {
    pub fn from_options(options: &PassOptions) -> Result<Microbatch, OptionError> {
        let text = options.text(&COUNT);
        let count = text
            .parse::<usize>()
            .ok()
            .filter(|&count| count >= 1)
            .ok_or_else(|| {
                OptionError::bad_value(
                    &COUNT,
                    "the number of micro-batches, a positive integer",
                    text,
                )
            })?;
        Ok(Microbatch {
            count,
            function: Some(options.text(&FUNCTION).to_owned()).filter(|f| !f.is_empty()),
        })
    }
}

/// Splits the step of `module` into `settings.count` micro-batches (see
/// the module doc).
pub(crate) fn split_into_micro_batches<'c>(
    module: melior::ir::operation::OperationRef<'c, '_>,
    settings: &Microbatch,
) -> Result<(), PassFailure<'c>> {
    let location = module.location();
    let function = selected_function(module_body(module)?, settings.function.as_deref(), location)?;
    if settings.count == 1 {
        return Ok(());
    }
    strip::refuse_sharded(function)?;
    let before = strip::signature(function);
    let mesh_name = strip::fresh_symbol(module_body(module)?, VIRTUAL_MESH);
    let target = StepTarget {
        mesh_name: mesh_name.clone(),
        axis: "0".into(),
        function: settings.function.clone(),
    };
    let functions = Functions::Step(settings.function.clone());
    let stages = [
        data_parallel_shardings::stage(DataParallelShardings {
            style: Style::Replicate,
            mesh_shape: Some(vec![settings.count]),
            target: target.clone(),
            local_statistics: false,
        }),
        propagation::stage(functions.clone()),
        loop_gradients::stage(LoopGradientsPlacement {
            policy: LoopGradients::AfterLoop,
            target,
        }),
        partition::stage(functions),
    ];
    for stage in stages {
        stage.apply(module)?;
    }
    accumulate::accumulate(function, settings.count)?;
    strip::strip(module, function, &mesh_name, &before)?;
    Ok(())
}
