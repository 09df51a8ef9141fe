//! Rewrites that put a program into the form the sharding rules read
//! best, run before propagation.

pub(crate) mod expand_batch_dims;

pub(crate) use expand_batch_dims::INFO;
pub use expand_batch_dims::expand_batch_dims_pass;
