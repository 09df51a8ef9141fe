//! Stacked layers are not split on their layer dim: a loop that slices
//! one layer per iteration (`tensor.extract_slice` / `insert_slice` at an
//! offset computed at run time, as `jax.lax.scan` exports) would then find
//! its layer on one device only, which is pipeline parallelism, a schedule
//! spmd does not build. A user sharding that splits such a dim is refused
//! where the loop slices it, naming the annotation.
//!
//! Reads: the user shardings and the slices inside `scf.for` bodies.
//! Writes: nothing.

use melior::ir::{
    Location, ValueLike,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::FxHashMap;
use spmd_dialect::ir::Positional;
use spmd_dialect::{Mesh, Placement, Sharding, ir::operation_name, line_and_column};

use crate::pass::{Failure, Key, key};

/// The dims of the sliced tensor that `operation` (a slice) offsets by a
/// value known only at run time, with the sliced tensor.
fn stepped_dims<'c, 'a>(
    operation: OperationRef<'c, 'a>,
) -> Option<(melior::ir::Value<'c, 'a>, Vec<usize>)> {
    let sliced = match operation_name(operation) {
        "tensor.extract_slice" => operation.operand_at(0)?,
        "tensor.insert_slice" => operation.operand_at(1)?,
        _ => return None,
    };
    let in_loop = operation
        .parent_operation()
        .is_some_and(|parent| operation_name(parent) == "scf.for");
    let offsets = spmd_dialect::read::i64_array(operation, "static_offsets").ok()?;
    let dims: Vec<usize> = (0..offsets.len())
        .filter(|&d| offsets[d] == i64::MIN)
        .collect();
    (in_loop && !dims.is_empty()).then_some((sliced, dims))
}

/// Refuses a user sharding that splits a dim a loop steps through.
pub(super) fn refuse_split_layers<'c>(
    operations: &[OperationRef<'c, '_>],
    user: &FxHashMap<Key, (Sharding, Location<'c>)>,
    mesh: &Mesh,
) -> Result<(), Failure<'c>> {
    for &operation in operations {
        let Some((sliced, dims)) = stepped_dims(operation) else {
            continue;
        };
        let Some((sharding, at)) = user.get(&key(sliced)) else {
            continue;
        };
        for (axis, placement) in sharding.placements.iter().enumerate() {
            if let Placement::Shard(d) = placement
                && dims.contains(d)
            {
                return Err((
                    operation.location(),
                    format!(
                        "'{}' takes one slice per loop iteration along dim {d} of a {} that the sharding at {} splits on mesh axis '{}': splitting the layers a loop steps through would be pipeline parallelism, which spmd does not do; split another dim (Megatron, FSDP) or keep dim {d} replicated",
                        operation_name(operation),
                        sliced.r#type(),
                        line_and_column(*at),
                        mesh.axis_label(axis),
                    ),
                ));
            }
        }
    }
    Ok(())
}
