//! The CPU mesh executor: per-device tensors, in-memory collectives with the
//! semantics of upstream `shard` ops, the padded sharded layout, and an
//! interpreter that runs a single-device program once or a per-device
//! program once per rank (ranks in lockstep, collectives exchanging tensors
//! in memory). It is the numerics oracle every pass is checked against.

pub mod collectives;
pub mod distribution;
pub mod grid;
pub mod interpreter;
pub mod npy;
pub mod redistribute;
pub mod tensor;
