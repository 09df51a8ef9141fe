//! spmd's MLIR passes, as melior external passes, grouped by phase:
//! `prepare` (rewrites into the form the rules read best), `annotate`
//! (user shardings and roles, verification), `training`
//! (step structure, batch dims, data parallelism), `propagation`,
//! `auto_shard`, `partition`, `inspect` (reports and rule printing) and
//! `lower` (to the runtime); `pass` holds the machinery they share.
//! Each pass module's doc says what it reads and writes; docs/architecture.md
//! draws the whole.
//!
//! Another Rust program adds them to its own pass manager either one at a
//! time ([`create_pass`], or a typed constructor such as [`verify_pass`]) or
//! as a textual pipeline mixed with upstream passes ([`add_pipeline`]).
//! [`registered_passes`] lists them with their options.
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let context = spmd_dialect::create_context(); // upstream dialects + spmd
//! melior::utility::register_all_passes(); // so pipelines can name upstream passes
//! let manager = melior::pass::PassManager::new(&context);
//! manager.add_pass(spmd_passes::verify_pass(false));
//! manager.add_pass(spmd_passes::create_pass("spmd-verify", "require-complete=true")?);
//! spmd_passes::add_pipeline(&manager, "builtin.module(canonicalize,spmd-verify)")?;
//! # Ok(())
//! # }
//! ```

mod annotate;
mod auto_shard;
mod inspect;
pub mod lower;
mod memory;
mod partition;
mod pass;
mod prepare;
mod propagation;
mod shared;
mod training;

pub use annotate::{ShardArgs, roles_pass, shard_args_pass, verify_pass};
pub use auto_shard::{AutoShard, MeshModel, auto_shard_pass, auto_shard_plan_pass};
pub use inspect::{print_rules_pass, report_pass};
pub use lower::lower_to_runtime_pass;
pub use memory::remat_pass;
pub use partition::{partition_pass, pipeline_pass, redistribute_pass, ring_attention_pass};
pub use pass::{
    Functions, OptionError, OptionInfo, PassError, PassInfo, PassOptions, PipelineError,
    add_pipeline, create_pass, is_spmd_pass_name, registered_passes,
};
pub use prepare::{expand_batch_dims_pass, expand_token_dims_pass, zigzag_sequence_pass};
pub use propagation::propagate_pass;
pub use shared::step::step_signature;
pub use training::{
    Bucketing, DataParallel, DataParallelShardings, LoopGradients, LoopGradientsPlacement,
    Microbatch, ReshardAfterForward, StepTarget, Style, batch_dim_analysis_pass,
    bucket_collectives_pass, data_parallel_pass, data_parallel_shardings_pass, microbatch_pass,
    place_loop_gradients_pass, reshard_after_forward_pass,
};
