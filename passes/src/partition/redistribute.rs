//! `spmd-redistribute`: lowers sharding changes to collectives.
//!
//! Reads: functions whose arguments and results carry `spmd.sharding` (on
//! global types) and whose body changes shardings only with `spmd.annotate`
//! ops (an annotate on an already-sharded value is a redistribution).
//! Writes: each such function as its per-device program: local (padded)
//! argument and result types with `spmd.global_type`, `spmd.partitioned` on
//! the function, and every annotate replaced by the cheapest plan of upstream
//! `shard` collectives (see `spmd_dialect::redistribution`). Computation on
//! sharded values is `spmd-partition`'s job; here it is a located error.
//! It is `spmd-partition` restricted to such functions.

use melior::ir::{
    BlockLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ANNOTATE_OP;
use spmd_dialect::ir::operation_name;

use crate::{
    partition::partition_function,
    pass::{Failure, declare_pass},
};

declare_pass! {
    /// The `spmd-redistribute` pass.
    pub fn redistribute_pass() = "spmd-redistribute" as "SpmdRedistribute" {
        summary: "Lower sharding changes (annotate ops, argument to result) to upstream shard collectives on local types",
        rewrite: redistribute_function,
    }
}

/// Checks that the function only changes shardings, then partitions it.
fn redistribute_function<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    let Some(body) = spmd_dialect::ir::first_block(function) else {
        return Ok(());
    };
    let mut next = body.first_operation();
    while let Some(operation) = next {
        let name = operation_name(operation);
        if name != ANNOTATE_OP && name != "func.return" {
            return Err((
                operation.location(),
                format!(
                    "'{name}' computes on sharded values; spmd-redistribute only lowers sharding changes (spmd-partition partitions computation)"
                ),
            ));
        }
        next = operation.next_in_block();
    }
    partition_function(function)
}
