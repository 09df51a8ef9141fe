//! spmd's MLIR passes, as melior external passes.
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

mod auto_shard;
mod batch_dims;
mod bucketing;
mod data_parallel;
mod emit_redistribution;
mod functions;
pub mod lower;
mod options;
mod partition;
mod pipeline;
mod propagate;
mod redistribute;
mod registry;
mod report;
mod roles;
mod shard_args;
mod training;
mod verify;

pub use auto_shard::{AutoShard, MeshModel, auto_shard_pass};
pub use batch_dims::batch_dim_analysis_pass;
pub use data_parallel::{DataParallel, Style, data_parallel_pass};
pub use lower::lower_to_runtime_pass;
pub use options::{OptionError, OptionInfo, PassOptions};
pub use partition::partition_pass;
pub use pipeline::{PipelineError, add_pipeline};
pub use propagate::propagate_pass;
pub use redistribute::redistribute_pass;
pub use registry::{PassError, PassInfo, create_pass, is_spmd_pass_name, registered_passes};
pub use report::report_pass;
pub use roles::roles_pass;
pub use shard_args::{ShardArgs, shard_args_pass};
pub use verify::verify_pass;
