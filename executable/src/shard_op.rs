//! Upstream `shard` ops as the runtime runs them: collectives over all
//! ranks at once, and the ops that tell a rank where it is. The compiler
//! reads them from MLIR (`spmd-interpreter`); executables store them.

use serde::{Deserialize, Serialize};

use crate::{
    Error,
    collectives::{self, Reduction},
    grid::DeviceGrid,
    tensor::{ElementType, Tensor},
};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    /// Whether the op moves data between ranks (the index ops do not).
    pub fn is_collective(&self) -> bool {
        !matches!(
            self,
            ShardOp::ProcessMultiIndex { .. }
                | ShardOp::ProcessLinearIndex
                | ShardOp::GridShape { .. }
        )
    }

    /// Whether the op moves data between ranks: a collective other than
    /// `all_slice` (each rank keeps a slice of its own piece).
    pub fn crosses_ranks(&self) -> bool {
        self.is_collective() && !matches!(self, ShardOp::AllSlice { .. })
    }

    /// The mesh axes the op moves values over (every axis where it names
    /// none); none for the index ops.
    pub fn group_axes(&self, grid: &DeviceGrid) -> Vec<usize> {
        let axes = match self {
            ShardOp::AllGather { axes, .. }
            | ShardOp::AllReduce { axes, .. }
            | ShardOp::ReduceScatter { axes, .. }
            | ShardOp::AllToAll { axes, .. }
            | ShardOp::AllSlice { axes, .. }
            | ShardOp::Broadcast { axes, .. }
            | ShardOp::Gather { axes, .. }
            | ShardOp::Reduce { axes, .. }
            | ShardOp::Scatter { axes, .. }
            | ShardOp::Send { axes, .. }
            | ShardOp::Recv { axes, .. } => axes.clone(),
            ShardOp::Shift { axis, .. } => vec![*axis],
            ShardOp::ProcessMultiIndex { .. }
            | ShardOp::ProcessLinearIndex
            | ShardOp::GridShape { .. } => return Vec::new(),
        };
        if axes.is_empty() {
            (0..grid.shape.len()).collect()
        } else {
            axes
        }
    }

    /// Two of `ranks` (global ranks) in one of the op's groups of which
    /// one runs it (`running`, per entry of `ranks`) and the other not: a
    /// collective that a loop whose trip count differs between ranks holds
    /// for part of a group only.
    pub fn split_group(
        &self,
        grid: &DeviceGrid,
        ranks: &[usize],
        running: &[bool],
    ) -> Option<(usize, usize)> {
        if !self.crosses_ranks() || running.iter().all(|&r| r) {
            return None;
        }
        let axes = self.group_axes(grid);
        let group = |rank: usize| {
            let mut coordinates = grid.coordinates(rank);
            for &axis in &axes {
                coordinates[axis] = 0;
            }
            coordinates
        };
        for (i, &a) in ranks.iter().enumerate() {
            for (j, &b) in ranks.iter().enumerate().skip(i + 1) {
                if running[i] != running[j] && group(a) == group(b) {
                    return Some((a, b));
                }
            }
        }
        None
    }

    /// The upstream op's name without `shard.`, for statistics.
    pub fn name(&self) -> &'static str {
        match self {
            ShardOp::AllGather { .. } => "all_gather",
            ShardOp::AllReduce { .. } => "all_reduce",
            ShardOp::ReduceScatter { .. } => "reduce_scatter",
            ShardOp::AllToAll { .. } => "all_to_all",
            ShardOp::AllSlice { .. } => "all_slice",
            ShardOp::Broadcast { .. } => "broadcast",
            ShardOp::Gather { .. } => "gather",
            ShardOp::Reduce { .. } => "reduce",
            ShardOp::Scatter { .. } => "scatter",
            ShardOp::Shift { .. } => "shift",
            ShardOp::Send { .. } => "send",
            ShardOp::Recv { .. } => "recv",
            ShardOp::ProcessMultiIndex { .. } => "process_multi_index",
            ShardOp::ProcessLinearIndex => "process_linear_index",
            ShardOp::GridShape { .. } => "grid_shape",
        }
    }

    /// Runs the op on every rank; `inputs[rank]` is that rank's first
    /// operand (absent for the index ops); `mailbox` carries sends to recvs.
    pub fn run(
        &self,
        grid: &DeviceGrid,
        inputs: &[Tensor],
        mailbox: &mut Vec<(usize, usize, Tensor)>,
    ) -> Result<Vec<Vec<Tensor>>, Error> {
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
            } => single(collectives::reduce_scatter(
                grid, inputs, axes, *reduction, *axis,
            )?),
            ShardOp::AllToAll {
                axes,
                split,
                concat,
            } => single(collectives::all_to_all(
                grid, inputs, axes, *split, *concat,
            )?),
            ShardOp::AllSlice { axes, axis } => {
                single(collectives::all_slice(grid, inputs, axes, *axis)?)
            }
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
            ShardOp::Scatter { axes, axis, root } => {
                single(collectives::scatter(grid, inputs, axes, *axis, root)?)
            }
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
                        .ok_or(Error::NothingSent { rank, from })?;
                    Ok(vec![mailbox.remove(position).2])
                })
                .collect::<Result<_, Error>>()?,
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
