//! Runs spmd executables with no compiler inside (this crate does not link
//! MLIR, so `spmd-exec` can be shipped alone): the CPU and CUDA backends,
//! the launcher of rank processes and the training loop. The executable
//! format and the tensors it speaks of are `spmd-executable`'s.

pub mod cpu;
pub mod cuda;
mod error;
pub mod host;
pub mod kernel_c;
pub mod launch;
pub mod open;
pub mod train;

pub use error::{Context, Error};
