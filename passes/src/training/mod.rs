//! Training steps: the batch-dim analysis and the data-parallel passes
//! (`spmd-data-parallel`, a registered pipeline, and the passes it runs).
//! The step's structure they read is `crate::shared::step`.

pub(crate) mod batch_dims;
pub(crate) mod bucketing;
pub(crate) mod data_parallel;
pub(crate) mod data_parallel_shardings;
pub(crate) mod loop_gradients;
pub(crate) mod microbatch;
pub(crate) mod reshard_after_forward;
pub(crate) mod step_target;

pub use batch_dims::batch_dim_analysis_pass;
pub use bucketing::{Bucketing, bucket_collectives_pass};
pub use data_parallel::{DataParallel, data_parallel_pass};
pub use data_parallel_shardings::{DataParallelShardings, Style, data_parallel_shardings_pass};
pub use loop_gradients::{LoopGradients, LoopGradientsPlacement, place_loop_gradients_pass};
pub use microbatch::{Microbatch, microbatch_pass};
pub use reshard_after_forward::{ReshardAfterForward, reshard_after_forward_pass};
pub use step_target::StepTarget;
