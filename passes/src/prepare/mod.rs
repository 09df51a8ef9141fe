//! Rewrites that put a program into the form the sharding rules read
//! best, run before propagation: `spmd-expand-batch-dims` (a pass of its
//! own), and the unused results of generics dropped (`unused_results`, run
//! by every pass that reads rules or forms kernels, so that an exported
//! program needs no extra pass).

pub(crate) mod expand_batch_dims;
pub(crate) mod unused_results;

pub(crate) use expand_batch_dims::INFO;
pub use expand_batch_dims::expand_batch_dims_pass;
