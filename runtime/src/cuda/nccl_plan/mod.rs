//! A `shard` collective as NCCL runs it, for one rank.
//!
//! NCCL's collectives work on flat buffers over a communicator: an
//! all-gather concatenates the members' buffers in communicator-rank
//! order, a reduce-scatter hands member `i` the `i`-th block of the
//! reduction, an all-to-all sends block `j` to member `j`. The `shard`
//! ops gather, scatter and split along any tensor dim, so a dim that is
//! not the outermost (with more than one element outside it) takes block
//! copies: the send buffer packed from the input (one box per member),
//! or the output unpacked from the receive buffer. The communicator of a
//! collective over mesh axes `axes` is the group of ranks sharing the
//! coordinates outside them, ranked by their coordinates on `axes`
//! ([`DeviceGrid::group`]'s order, so that NCCL's order is the CPU
//! mesh's). `all_slice` moves no data between ranks: one box copy.
//!
//! Pure: no CUDA here. The CUDA backend makes the copies and the NCCL
//! calls (`--simulate-mesh` emulates the calls with device copies); the
//! tests run the plans of every rank with NCCL's semantics on the host
//! and compare with the CPU mesh's collectives.

mod shard_ops;
mod simulate;

use spmd_executable::{collectives::Reduction, grid::DeviceGrid, tensor::ElementType};

pub use shard_ops::plan;
pub use simulate::{Move, simulated_moves};

/// NCCL's reduction ops (`ncclRedOp_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NcclReduction {
    Sum,
    Prod,
    Max,
    Min,
    Avg,
}

/// NCCL's element types (`ncclDataType_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NcclType {
    Int8,
    Uint8,
    Int32,
    Int64,
    Float16,
    Bfloat16,
    Float32,
    Float64,
}

impl NcclType {
    /// Bytes of one element.
    pub fn bytes(self) -> usize {
        match self {
            NcclType::Int8 | NcclType::Uint8 => 1,
            NcclType::Float16 | NcclType::Bfloat16 => 2,
            NcclType::Int32 | NcclType::Float32 => 4,
            NcclType::Int64 | NcclType::Float64 => 8,
        }
    }
}

/// A flat collective over the communicator of `axes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlatOp {
    /// Every member gets the reduction of all `count`-element buffers.
    AllReduce(NcclReduction),
    /// Every member gets all members' `count` elements, in member order.
    AllGather,
    /// Member `i` gets the reduction of block `i` (`count` elements) of
    /// every member's buffer.
    ReduceScatter(NcclReduction),
    /// Member `i` gets block `i` of every member's buffer, in member order
    /// (`ncclAlltoAll` from NCCL 2.28, else grouped send / receive).
    AllToAll,
    /// Every member gets the buffer of the member at `root` (its position).
    Broadcast { root: usize },
    /// Member `i` gets the buffer of member `i - offset` ([`shift_peers`]),
    /// zeros where there is none (grouped send / receive).
    Shift { offset: i64, rotate: bool },
}

/// A shift's peers of the member at `position` among `members`: the one
/// it sends to and the one it receives from, where they exist (past the
/// group's ends only with `rotate`, which wraps around).
pub fn shift_peers(
    members: usize,
    position: usize,
    offset: i64,
    rotate: bool,
) -> (Option<usize>, Option<usize>) {
    let size = members as i64;
    let peer = |at: i64| {
        if rotate {
            Some(at.rem_euclid(size) as usize)
        } else {
            (0..size).contains(&at).then_some(at as usize)
        }
    };
    let position = position as i64;
    (peer(position + offset), peer(position - offset))
}

/// One of the buffers a collective touches on a rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Buffer {
    Input,
    Output,
    /// Scratch the send side is packed into.
    Send,
    /// Scratch NCCL receives into, unpacked to the output.
    Receive,
}

/// A box of `sizes` elements from `from` (at `from_offset`, step
/// `from_strides`) to `to` (at `to_offset`, step `to_strides`), in
/// elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoxCopy {
    pub sizes: Vec<usize>,
    pub from: Buffer,
    pub from_offset: usize,
    pub from_strides: Vec<usize>,
    pub to: Buffer,
    pub to_offset: usize,
    pub to_strides: Vec<usize>,
}

/// The NCCL call: `count` elements per member block, sent from `send`
/// (the input or the packed scratch) and received into `receive`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlatCall {
    pub op: FlatOp,
    pub axes: Vec<usize>,
    pub count: usize,
    pub element: NcclType,
    pub send: Buffer,
    pub receive: Buffer,
}

/// One rank's part of a collective: copies into the send scratch, the NCCL
/// call (none for `all_slice`), copies out of the receive scratch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectivePlan {
    pub pack: Vec<BoxCopy>,
    pub call: Option<FlatCall>,
    pub unpack: Vec<BoxCopy>,
    /// Elements of the scratch buffers (0 where unused).
    pub send_elements: usize,
    pub receive_elements: usize,
}

/// Why a collective has no NCCL form.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotNccl {
    #[error("NCCL has no {0:?} elements")]
    Element(ElementType),
    #[error("NCCL has no '{0}' reduction")]
    Reduction(&'static str),
    #[error("'shard.{0}' is not run by the CUDA backend yet")]
    Op(&'static str),
}

fn nccl_type(element: ElementType) -> Result<NcclType, NotNccl> {
    Ok(match element {
        ElementType::F32 => NcclType::Float32,
        ElementType::F16 => NcclType::Float16,
        ElementType::BF16 => NcclType::Bfloat16,
        ElementType::F64 => NcclType::Float64,
        ElementType::I64 | ElementType::Index => NcclType::Int64,
        ElementType::I32 => NcclType::Int32,
        ElementType::I8 => NcclType::Int8,
        ElementType::I1 => NcclType::Uint8,
        ElementType::I16 => return Err(NotNccl::Element(element)),
    })
}

/// NCCL's reduction of `element`s that computes `reduction` as the CPU
/// mesh does. Booleans (one byte each) wrap to 1 bit there: their sum is
/// a parity NCCL has no reduction for, their product NCCL's `min`.
fn nccl_reduction(reduction: Reduction, element: ElementType) -> Result<NcclReduction, NotNccl> {
    if element == ElementType::I1 {
        return match reduction {
            Reduction::Product | Reduction::Min => Ok(NcclReduction::Min),
            Reduction::Max => Ok(NcclReduction::Max),
            Reduction::Sum | Reduction::Average => Err(NotNccl::Reduction("sum of i1")),
            other => Err(NotNccl::Reduction(other.keyword())),
        };
    }
    Ok(match reduction {
        Reduction::Sum => NcclReduction::Sum,
        Reduction::Product => NcclReduction::Prod,
        Reduction::Max => NcclReduction::Max,
        Reduction::Min => NcclReduction::Min,
        Reduction::Average => NcclReduction::Avg,
        other => return Err(NotNccl::Reduction(other.keyword())),
    })
}

/// Rank `rank`'s place among the communicators over `axes`, as
/// `ncclCommSplit` takes it: the color names its group (its coordinates on
/// the other axes, row-major), the key its position in the group
/// ([`DeviceGrid::group`]'s order).
pub fn communicator(grid: &DeviceGrid, rank: usize, axes: &[usize]) -> (usize, usize) {
    let coordinates = grid.coordinates(rank);
    let color = (0..grid.shape.len())
        .filter(|axis| !axes.contains(axis))
        .fold(0, |color, axis| {
            color * grid.shape[axis] + coordinates[axis]
        });
    (color, grid.group(rank, axes).1)
}

#[cfg(test)]
mod tests;
