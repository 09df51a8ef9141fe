//! Runs spmd programs with no compiler inside (this crate does not link
//! MLIR, so `spmd-exec` can be shipped alone): dense host tensors, the
//! upstream `shard` collectives in memory, the padded sharded layout of
//! global arrays, `.npy` I/O, the executable format that
//! `spmd-translate --spmd-to-executable` writes, and its CPU backend.

pub mod check;
pub mod collectives;
pub mod cpu;
pub mod cuda;
pub mod distribution;
pub mod executable;
pub mod grid;
pub mod indexed;
pub mod kernel_c;
pub mod launch;
pub mod loops;
pub mod npy;
pub mod output;
pub mod scalar;
pub mod shard_op;
pub mod tensor;
pub mod train;
