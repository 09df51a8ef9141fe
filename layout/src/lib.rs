//! The vocabulary the compiler and the runtime share, with no MLIR inside:
//! DTensor [`Placement`]s (`Shard(d)`, `Replicate`, `Partial(op)`), a
//! [`Sharding`] (one placement per mesh axis), and [`layout`], where each
//! device's padded piece of a sharded tensor lies. `spmd-dialect` reads and
//! writes these as MLIR attributes; `spmd-runtime` reads them from
//! executables.

pub mod layout;
mod placement;
pub mod sharding;

pub use placement::{Placement, PlacementParseError, ReduceOp};
pub use sharding::Sharding;
