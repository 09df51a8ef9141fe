//! Upstream `shard` ops: collectives over all ranks at once, and the ops
//! that tell a rank where it is.

use melior::ir::operation::{OperationLike, OperationRef};
use spmd_dialect::Mesh;

use super::ir;
use crate::{
    collectives::{self, Reduction},
    grid::DeviceGrid,
    tensor::{ElementType, Tensor},
};

#[derive(Clone, Debug)]
pub enum ShardOp {
    AllGather {
        axes: Vec<usize>,
        axis: usize,
    },
    AllReduce {
        axes: Vec<usize>,
        reduction: Reduction,
    },
    ReduceScatter {
        axes: Vec<usize>,
        reduction: Reduction,
        axis: usize,
    },
    AllToAll {
        axes: Vec<usize>,
        split: usize,
        concat: usize,
    },
    AllSlice {
        axes: Vec<usize>,
        axis: usize,
    },
    Broadcast {
        axes: Vec<usize>,
        root: Vec<usize>,
    },
    Gather {
        axes: Vec<usize>,
        axis: usize,
        root: Vec<usize>,
    },
    Reduce {
        axes: Vec<usize>,
        reduction: Reduction,
        root: Vec<usize>,
    },
    Scatter {
        axes: Vec<usize>,
        axis: usize,
        root: Vec<usize>,
    },
    Shift {
        axis: usize,
        offset: i64,
        rotate: bool,
    },
    Send {
        axes: Vec<usize>,
        destination: Vec<usize>,
    },
    Recv {
        axes: Vec<usize>,
        source: Vec<usize>,
    },
    ProcessMultiIndex {
        axes: Vec<usize>,
    },
    ProcessLinearIndex,
    GridShape {
        axes: Vec<usize>,
    },
}

impl ShardOp {
    /// Reads a `shard` op; its grid must have the shape of the run's `grid`.
    pub fn compile(operation: OperationRef, grid: &DeviceGrid) -> Result<ShardOp, String> {
        let name = ir::name(operation);
        let mesh_name = operation
            .attribute("grid")
            .ok()
            .and_then(|a| melior::ir::attribute::FlatSymbolRefAttribute::try_from(a).ok())
            .map(|symbol| symbol.value().to_owned())
            .ok_or_else(|| format!("'{name}' has no grid"))?;
        let mesh = Mesh::lookup(operation, &mesh_name).map_err(|error| error.to_string())?;
        if mesh.shape != grid.shape {
            return Err(format!(
                "'{name}' runs on mesh {mesh} but the program runs on a {:?} mesh",
                grid.shape
            ));
        }
        if operation.operand_count() > 1
            || (name.ends_with("index") && operation.operand_count() > 0)
        {
            return Err(format!(
                "'{name}' with dynamic operands is not supported by the executor"
            ));
        }
        let axes = ir::i16_array(operation, "grid_axes");
        let all_axes = |axes: Vec<usize>| {
            if axes.is_empty() {
                (0..grid.shape.len()).collect()
            } else {
                axes
            }
        };
        let index = |attribute: &str| ir::integer(operation, attribute).map(|v| v as usize);
        let reduction = || -> Result<Reduction, String> {
            let keyword =
                ir::enum_keyword(operation, "reduction").unwrap_or_else(|| "sum".to_owned());
            Reduction::from_keyword(&keyword)
                .ok_or_else(|| format!("unknown reduction '{keyword}'"))
        };
        let root = |attribute: &str| -> Result<Vec<usize>, String> {
            Ok(ir::i64_array(operation, attribute)?
                .into_iter()
                .map(|v| v as usize)
                .collect())
        };
        Ok(match name.as_str() {
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
                offset: ir::integer(operation, "offset")?,
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
                axes: all_axes(ir::i16_array(operation, "axes")),
            },
            "shard.process_linear_index" => ShardOp::ProcessLinearIndex,
            "shard.grid_shape" => ShardOp::GridShape {
                axes: all_axes(ir::i16_array(operation, "axes")),
            },
            _ => return Err(format!("'{name}' is not supported by the executor")),
        })
    }

    /// Runs the op on every rank; `inputs[rank]` is that rank's first
    /// operand (absent for the index ops); `mailbox` carries sends to recvs.
    pub fn run(
        &self,
        grid: &DeviceGrid,
        inputs: &[Tensor],
        mailbox: &mut Vec<(usize, usize, Tensor)>,
    ) -> Result<Vec<Vec<Tensor>>, String> {
        let single = |tensors: Vec<Tensor>| tensors.into_iter().map(|t| vec![t]).collect();
        let index = |value: usize| Tensor::from_f64(ElementType::Index, &[], vec![value as f64]);
        Ok(match self {
            ShardOp::AllGather { axes, axis } => {
                single(collectives::all_gather(grid, inputs, axes, *axis))
            }
            ShardOp::AllReduce { axes, reduction } => {
                single(collectives::all_reduce(grid, inputs, axes, *reduction))
            }
            ShardOp::ReduceScatter {
                axes,
                reduction,
                axis,
            } => single(
                collectives::reduce_scatter(grid, inputs, axes, *reduction, *axis)
                    .map_err(|e| e.to_string())?,
            ),
            ShardOp::AllToAll {
                axes,
                split,
                concat,
            } => single(
                collectives::all_to_all(grid, inputs, axes, *split, *concat)
                    .map_err(|e| e.to_string())?,
            ),
            ShardOp::AllSlice { axes, axis } => single(
                collectives::all_slice(grid, inputs, axes, *axis).map_err(|e| e.to_string())?,
            ),
            ShardOp::Broadcast { axes, root } => {
                single(collectives::broadcast(grid, inputs, axes, root))
            }
            ShardOp::Gather { axes, axis, root } => {
                single(collectives::gather(grid, inputs, axes, *axis, root))
            }
            ShardOp::Reduce {
                axes,
                reduction,
                root,
            } => single(collectives::reduce(grid, inputs, axes, *reduction, root)),
            ShardOp::Scatter { axes, axis, root } => single(
                collectives::scatter(grid, inputs, axes, *axis, root).map_err(|e| e.to_string())?,
            ),
            ShardOp::Shift {
                axis,
                offset,
                rotate,
            } => single(collectives::shift(grid, inputs, *axis, *offset, *rotate)),
            ShardOp::Send { axes, destination } => {
                for (rank, input) in inputs.iter().enumerate() {
                    mailbox.push((rank, grid.member(rank, axes, destination), input.clone()));
                }
                single(inputs.to_vec())
            }
            ShardOp::Recv { axes, source } => (0..grid.size())
                .map(|rank| {
                    let from = grid.member(rank, axes, source);
                    let position = mailbox
                        .iter()
                        .position(|(sender, receiver, _)| *sender == from && *receiver == rank)
                        .ok_or_else(|| {
                            format!("rank {rank} receives from rank {from}, which sent nothing")
                        })?;
                    Ok(vec![mailbox.remove(position).2])
                })
                .collect::<Result<_, String>>()?,
            ShardOp::ProcessMultiIndex { axes } => (0..grid.size())
                .map(|rank| {
                    axes.iter()
                        .map(|&axis| index(grid.coordinates(rank)[axis]))
                        .collect()
                })
                .collect(),
            ShardOp::ProcessLinearIndex => (0..grid.size()).map(|rank| vec![index(rank)]).collect(),
            ShardOp::GridShape { axes } => (0..grid.size())
                .map(|_| axes.iter().map(|&axis| index(grid.shape[axis])).collect())
                .collect(),
        })
    }
}
