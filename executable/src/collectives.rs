//! The upstream `shard` collectives over per-device tensors (index = rank),
//! with the semantics of their MLIR 22 definitions.

use serde::{Deserialize, Serialize};
use spmd_layout::ReduceOp;

use crate::{
    grid::DeviceGrid,
    tensor::{Data, Tensor},
};

/// How values are combined (upstream `#shard<partial ...>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reduction {
    Sum,
    Product,
    Max,
    Min,
    Average,
    BitwiseAnd,
    BitwiseOr,
    BitwiseXor,
}

impl Reduction {
    pub fn from_keyword(keyword: &str) -> Option<Reduction> {
        Some(match keyword {
            "sum" => Reduction::Sum,
            "product" => Reduction::Product,
            "max" => Reduction::Max,
            "min" => Reduction::Min,
            "average" => Reduction::Average,
            "bitwise_and" => Reduction::BitwiseAnd,
            "bitwise_or" => Reduction::BitwiseOr,
            "bitwise_xor" => Reduction::BitwiseXor,
            _ => return None,
        })
    }

    pub fn keyword(self) -> &'static str {
        match self {
            Reduction::Sum => "sum",
            Reduction::Product => "product",
            Reduction::Max => "max",
            Reduction::Min => "min",
            Reduction::Average => "average",
            Reduction::BitwiseAnd => "bitwise_and",
            Reduction::BitwiseOr => "bitwise_or",
            Reduction::BitwiseXor => "bitwise_xor",
        }
    }
}

impl From<ReduceOp> for Reduction {
    fn from(op: ReduceOp) -> Self {
        match op {
            ReduceOp::Sum => Reduction::Sum,
            ReduceOp::Avg => Reduction::Average,
            ReduceOp::Max => Reduction::Max,
            ReduceOp::Min => Reduction::Min,
        }
    }
}

/// Element-wise reduction of equally shaped tensors.
pub fn reduce_tensors(parts: &[&Tensor], reduction: Reduction) -> Tensor {
    let first = parts[0];
    let data = match &first.data {
        Data::Float(_) => {
            let values = (0..first.numel()).map(|i| {
                let items = parts.iter().map(|part| part.data.get_f64(i));
                match reduction {
                    Reduction::Sum => items.sum(),
                    Reduction::Product => items.product(),
                    Reduction::Max => items.fold(f64::NEG_INFINITY, f64::max),
                    Reduction::Min => items.fold(f64::INFINITY, f64::min),
                    Reduction::Average => items.sum::<f64>() / parts.len() as f64,
                    _ => f64::NAN,
                }
            });
            Data::Float(values.map(|x| first.element.round(x)).collect())
        }
        Data::Int(_) => {
            let int = |part: &Tensor, i: usize| match &part.data {
                Data::Int(values) => values[i],
                Data::Float(values) => values[i] as i64,
            };
            let values = (0..first.numel()).map(|i| {
                let items = parts.iter().map(|part| int(part, i));
                match reduction {
                    Reduction::Sum => items.sum(),
                    Reduction::Product => items.product(),
                    Reduction::Max => items.max().unwrap_or_default(),
                    Reduction::Min => items.min().unwrap_or_default(),
                    Reduction::Average => items.sum::<i64>() / parts.len() as i64,
                    Reduction::BitwiseAnd => items.fold(-1, |a, b| a & b),
                    Reduction::BitwiseOr => items.fold(0, |a, b| a | b),
                    Reduction::BitwiseXor => items.fold(0, |a, b| a ^ b),
                }
            });
            Data::Int(values.map(|x| first.element.wrap(x)).collect())
        }
    };
    Tensor {
        element: first.element,
        shape: first.shape.clone(),
        data,
    }
}

/// Why a collective cannot run on these tensors.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CollectiveError {
    #[error("tensor axis {axis} of size {size} does not split into {parts} equal parts")]
    Indivisible {
        axis: usize,
        size: usize,
        parts: usize,
    },
    #[error("{0}")]
    Invalid(String),
}

fn check_divisible(tensor: &Tensor, axis: usize, parts: usize) -> Result<(), CollectiveError> {
    let size = *tensor
        .shape
        .get(axis)
        .ok_or_else(|| CollectiveError::Invalid(format!("no tensor axis {axis}")))?;
    if size % parts != 0 {
        return Err(CollectiveError::Indivisible { axis, size, parts });
    }
    Ok(())
}

/// Every device gets its group's tensors concatenated along `axis`.
pub fn all_gather(
    grid: &DeviceGrid,
    locals: &[Tensor],
    axes: &[usize],
    axis: usize,
) -> Vec<Tensor> {
    (0..grid.size())
        .map(|rank| {
            let (members, _) = grid.group(rank, axes);
            let parts: Vec<Tensor> = members.iter().map(|&m| locals[m].clone()).collect();
            Tensor::concat(&parts, axis)
        })
        .collect()
}

/// Every device gets its group's element-wise reduction.
pub fn all_reduce(
    grid: &DeviceGrid,
    locals: &[Tensor],
    axes: &[usize],
    reduction: Reduction,
) -> Vec<Tensor> {
    (0..grid.size())
        .map(|rank| {
            let (members, _) = grid.group(rank, axes);
            reduce_tensors(
                &members.iter().map(|&m| &locals[m]).collect::<Vec<_>>(),
                reduction,
            )
        })
        .collect()
}

/// The group's reduction, split along `axis`; each device keeps its part.
pub fn reduce_scatter(
    grid: &DeviceGrid,
    locals: &[Tensor],
    axes: &[usize],
    reduction: Reduction,
    axis: usize,
) -> Result<Vec<Tensor>, CollectiveError> {
    let parts = grid.group_size(axes);
    check_divisible(&locals[0], axis, parts)?;
    Ok(all_reduce(grid, locals, axes, reduction)
        .into_iter()
        .enumerate()
        .map(|(rank, reduced)| {
            reduced
                .split(axis, parts)
                .swap_remove(grid.group(rank, axes).1)
        })
        .collect())
}

/// Each device splits along `split_axis`, sends part `j` to group member
/// `j`, and concatenates what it receives along `concat_axis`.
pub fn all_to_all(
    grid: &DeviceGrid,
    locals: &[Tensor],
    axes: &[usize],
    split_axis: usize,
    concat_axis: usize,
) -> Result<Vec<Tensor>, CollectiveError> {
    let parts = grid.group_size(axes);
    check_divisible(&locals[0], split_axis, parts)?;
    let pieces: Vec<Vec<Tensor>> = locals
        .iter()
        .map(|local| local.split(split_axis, parts))
        .collect();
    Ok((0..grid.size())
        .map(|rank| {
            let (members, position) = grid.group(rank, axes);
            let received: Vec<Tensor> = members
                .iter()
                .map(|&m| pieces[m][position].clone())
                .collect();
            Tensor::concat(&received, concat_axis)
        })
        .collect())
}

/// Each device keeps its group position's part along `axis` (local).
pub fn all_slice(
    grid: &DeviceGrid,
    locals: &[Tensor],
    axes: &[usize],
    axis: usize,
) -> Result<Vec<Tensor>, CollectiveError> {
    let parts = grid.group_size(axes);
    check_divisible(&locals[0], axis, parts)?;
    Ok(locals
        .iter()
        .enumerate()
        .map(|(rank, local)| {
            local
                .split(axis, parts)
                .swap_remove(grid.group(rank, axes).1)
        })
        .collect())
}

/// Every device gets the tensor of its group's `root` (in-group multi-index).
pub fn broadcast(
    grid: &DeviceGrid,
    locals: &[Tensor],
    axes: &[usize],
    root: &[usize],
) -> Vec<Tensor> {
    (0..grid.size())
        .map(|rank| locals[grid.member(rank, axes, root)].clone())
        .collect()
}

/// The group's tensors concatenated along `axis` on `root`; other devices
/// get zeros of the result shape (upstream leaves them undefined).
pub fn gather(
    grid: &DeviceGrid,
    locals: &[Tensor],
    axes: &[usize],
    axis: usize,
    root: &[usize],
) -> Vec<Tensor> {
    let gathered = all_gather(grid, locals, axes, axis);
    only_on_root(grid, gathered, axes, root)
}

/// The group's reduction on `root`; zeros elsewhere.
pub fn reduce(
    grid: &DeviceGrid,
    locals: &[Tensor],
    axes: &[usize],
    reduction: Reduction,
    root: &[usize],
) -> Vec<Tensor> {
    let reduced = all_reduce(grid, locals, axes, reduction);
    only_on_root(grid, reduced, axes, root)
}

/// The root's tensor split along `axis`; each device gets its part.
pub fn scatter(
    grid: &DeviceGrid,
    locals: &[Tensor],
    axes: &[usize],
    axis: usize,
    root: &[usize],
) -> Result<Vec<Tensor>, CollectiveError> {
    let parts = grid.group_size(axes);
    check_divisible(&locals[0], axis, parts)?;
    Ok((0..grid.size())
        .map(|rank| {
            let root_tensor = &locals[grid.member(rank, axes, root)];
            root_tensor
                .split(axis, parts)
                .swap_remove(grid.group(rank, axes).1)
        })
        .collect())
}

/// Each device sends its tensor `offset` positions along mesh axis
/// `shift_axis` (within its group); with `rotate` the ends wrap around,
/// without it a device nobody sends to keeps zeros.
pub fn shift(
    grid: &DeviceGrid,
    locals: &[Tensor],
    shift_axis: usize,
    offset: i64,
    rotate: bool,
) -> Vec<Tensor> {
    let size = grid.shape[shift_axis] as i64;
    (0..grid.size())
        .map(|rank| {
            let mut coordinates = grid.coordinates(rank);
            let source = coordinates[shift_axis] as i64 - offset;
            let source = if rotate {
                source.rem_euclid(size)
            } else {
                source
            };
            if !(0..size).contains(&source) {
                return Tensor::zeros(locals[rank].element, &locals[rank].shape);
            }
            coordinates[shift_axis] = source as usize;
            locals[grid.rank(&coordinates)].clone()
        })
        .collect()
}

fn only_on_root(
    grid: &DeviceGrid,
    values: Vec<Tensor>,
    axes: &[usize],
    root: &[usize],
) -> Vec<Tensor> {
    values
        .into_iter()
        .enumerate()
        .map(|(rank, value)| {
            if grid.member(rank, axes, root) == rank {
                value
            } else {
                Tensor::zeros(value.element, &value.shape)
            }
        })
        .collect()
}
