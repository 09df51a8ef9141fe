//! Reading upstream `shard` ops from MLIR into the runtime's [`ShardOp`].

use crate::Reason;
use melior::ir::operation::{OperationLike, OperationRef};
use spmd_dialect::Mesh;
use spmd_dialect::ir::AttributeText;
use spmd_executable::{collectives::Reduction, grid::DeviceGrid, shard_op::ShardOp};

use spmd_dialect::read;

/// Reads a `shard` op; its grid must have the shape of the run's `grid`.
pub fn compile(operation: OperationRef, grid: &DeviceGrid) -> Result<ShardOp, Reason> {
    let name = spmd_dialect::ir::operation_name(operation);
    let mesh_name = operation
        .attribute("grid")
        .ok()
        .and_then(|a| melior::ir::attribute::FlatSymbolRefAttribute::try_from(a).ok())
        .map(|symbol| symbol.text())
        .ok_or_else(|| Reason::Invalid(format!("'{name}' has no grid")))?;
    let mesh = Mesh::lookup(operation, &mesh_name)?;
    if mesh.shape != grid.shape {
        return Err(Reason::Invalid(format!(
            "'{name}' runs on mesh {mesh} but the program runs on a {:?} mesh",
            grid.shape
        )));
    }
    if operation.operand_count() > 1 || (name.ends_with("index") && operation.operand_count() > 0) {
        return Err(Reason::Unsupported(format!(
            "'{name}' with dynamic operands is not supported by the executor"
        )));
    }
    let axes = read::i16_array(operation, "grid_axes");
    let all_axes = |axes: Vec<usize>| {
        if axes.is_empty() {
            (0..grid.shape.len()).collect()
        } else {
            axes
        }
    };
    let index = |attribute: &str| read::integer(operation, attribute).map(|v| v as usize);
    let reduction = || -> Result<Reduction, Reason> {
        let keyword =
            read::enum_keyword(operation, "reduction").unwrap_or_else(|| "sum".to_owned());
        Reduction::from_keyword(&keyword)
            .ok_or_else(|| Reason::Invalid(format!("unknown reduction '{keyword}'")))
    };
    let root = |attribute: &str| -> Result<Vec<usize>, Reason> {
        Ok(read::i64_array(operation, attribute)?
            .into_iter()
            .map(|v| v as usize)
            .collect())
    };
    Ok(match name {
        "shard.all_gather" => ShardOp::AllGather {
            axes,
            axis: index("gather_axis")?,
        },
        "shard.all_reduce" => ShardOp::AllReduce {
            axes,
            reduction: reduction()?,
        },
        "shard.reduce_scatter" => ShardOp::ReduceScatter {
            axes,
            reduction: reduction()?,
            axis: index("scatter_axis")?,
        },
        "shard.all_to_all" => ShardOp::AllToAll {
            axes,
            split: index("split_axis")?,
            concat: index("concat_axis")?,
        },
        "shard.all_slice" => ShardOp::AllSlice {
            axes,
            axis: index("slice_axis")?,
        },
        "shard.broadcast" => ShardOp::Broadcast {
            axes,
            root: root("root")?,
        },
        "shard.gather" => ShardOp::Gather {
            axes,
            axis: index("gather_axis")?,
            root: root("root")?,
        },
        "shard.reduce" => ShardOp::Reduce {
            axes,
            reduction: reduction()?,
            root: root("root")?,
        },
        "shard.scatter" => ShardOp::Scatter {
            axes,
            axis: index("scatter_axis")?,
            root: root("root")?,
        },
        "shard.shift" => ShardOp::Shift {
            axis: index("shift_axis")?,
            offset: read::integer(operation, "offset")?,
            rotate: operation.has_attribute("rotate"),
        },
        "shard.send" => ShardOp::Send {
            axes,
            destination: root("destination")?,
        },
        "shard.recv" => ShardOp::Recv {
            axes,
            source: root("source")?,
        },
        "shard.process_multi_index" => ShardOp::ProcessMultiIndex {
            axes: all_axes(read::i16_array(operation, "axes")),
        },
        "shard.process_linear_index" => ShardOp::ProcessLinearIndex,
        "shard.grid_shape" => ShardOp::GridShape {
            axes: all_axes(read::i16_array(operation, "axes")),
        },
        _ => {
            return Err(Reason::Unsupported(format!(
                "'{name}' is not supported by the executor"
            )));
        }
    })
}
