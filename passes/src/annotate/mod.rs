//! Annotation: what the user (or a preset) says about shardings and
//! roles, written on the IR, and its verification.
//!
//! - `spmd-shard-args` ([`shard_args`]): writes `spmd.sharding` on a
//!   function's arguments and results by position or by name
//!   ([`targets`]), and the mesh.
//! - `spmd-roles` ([`roles`]): writes `spmd.role` on arguments.
//! - `spmd-verify` ([`verify`]): reads every annotation; writes nothing.

pub(crate) mod roles;
pub(crate) mod shard_args;
mod targets;
pub(crate) mod verify;

pub use roles::roles_pass;
pub use shard_args::{ShardArgs, shard_args_pass};
pub use verify::verify_pass;
