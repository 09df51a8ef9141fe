//! Rewrites that put a program into the form the sharding rules read
//! best, run before propagation: `spmd-expand-batch-dims`, `spmd-expand-token-dims`. (The unused
//! results of generics are dropped by every pass that reads rules or forms
//! kernels: `crate::shared::unused_results`.)

pub(crate) mod expand_batch_dims;
pub(crate) mod expand_token_dims;

pub(crate) use expand_batch_dims::INFO;
pub use expand_batch_dims::expand_batch_dims_pass;
pub use expand_token_dims::expand_token_dims_pass;
