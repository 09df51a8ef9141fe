//! Windows that cross the pieces of a split dim, read through halos.
//!
//! A convolution or pool reads its input's rows through a window,
//! `oh * stride + kh * dilation`: split on its output rows, each device
//! reads some rows of its neighbours' pieces too. Where those rows come
//! from a `tensor.pad` of a constant whose source has `stride` rows per
//! output row (`source == OH * stride`, the padding torch-mlir and JAX
//! write for `SAME`-style windows), a device's window starts where its
//! piece of the source does: for pieces of `B` rows it reads the padded
//! rows `[r * B, r * B + low + B + high)`, its own piece with `low` rows of
//! the previous device before it and `high` rows of the next after it
//! (the padding itself at the mesh's ends). The pad and every window that
//! reads it then split that dim together: the pad's factor and the
//! window's outer loop keep their kinds (parallel for a forward window, a
//! reduction for a weight gradient's) and carry a [`Halo`], and
//! `spmd-partition` builds the halo'd piece from the neighbours' edge rows
//! (`shard.shift`). Any other window keeps its loops whole (its input is
//! gathered).
//!
//! Reads the pad, its users and their indexing maps; writes nothing.

use melior::ir::{
    BlockLike, RegionLike, ValueLike,
    operation::{OperationLike, OperationRef},
};

use super::{
    Factor,
    factors::loop_extents,
    indexing_maps::{IndexingMaps, indexing_maps},
    slices::static_list,
};
use crate::{
    ir::{Positional, constant_scalar, operation_name, uses},
    types::static_tensor,
};

/// What a split of a factor whose rows are read through windows needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Halo {
    /// Rows of the padded dim one step of the factor advances: the
    /// window's stride (1 for the pad's own dim).
    pub unit: usize,
    /// Rows each piece needs from the previous device (the padding on the
    /// first).
    pub low: usize,
    /// Rows each piece needs from the next device (the padding on the
    /// last).
    pub high: usize,
}

impl Halo {
    /// Whether pieces of `rows` rows hold the halo (it comes from the
    /// direct neighbours only).
    pub fn fits(&self, rows: usize) -> bool {
        rows >= self.low.max(self.high)
    }
}

/// A window over an operand's dim: the loop that steps through the dim
/// (`outer`, the term of the larger reach) and how far one window reaches.
pub(crate) struct WindowRead {
    pub outer: Factor,
    pub stride: usize,
    pub outer_extent: usize,
    /// Rows one window spans: `(inner extent - 1) * dilation + 1`.
    pub reach: usize,
}

/// The window over `operand`'s `dim`, if the dim is read as one with
/// loops of known extents that index nothing else through a window.
pub(crate) fn window_read(
    maps: &IndexingMaps,
    extents: &[Option<usize>],
    operand: usize,
    dim: usize,
) -> Option<WindowRead> {
    let compound = maps
        .compounds
        .iter()
        .find(|c| c.operand == operand && c.dim == dim)?;
    let [(a, a_coefficient), (b, b_coefficient)] = compound.terms;
    let (a_extent, b_extent) = ((*extents.get(a)?)?, (*extents.get(b)?)?);
    let ((outer, stride, outer_extent), (inner, dilation, inner_extent)) =
        if a_extent * a_coefficient >= b_extent * b_coefficient {
            ((a, a_coefficient, a_extent), (b, b_coefficient, b_extent))
        } else {
            ((b, b_coefficient, b_extent), (a, a_coefficient, a_extent))
        };
    (maps.compound_uses[outer] == 1 && maps.compound_uses[inner] == 1 && inner_extent > 0)
        .then_some(WindowRead {
            outer,
            stride,
            outer_extent,
            reach: (inner_extent - 1) * dilation + 1,
        })
}

/// The rows past its piece that `user` reads through a window on its
/// input `operand`'s `dim`, padded by `low` rows before a source of
/// `source` rows: `None` unless the window steps through the source in
/// pieces (`source == outer extent * stride`) and starts in the piece's
/// low padding.
fn high_rows_read(
    user: OperationRef,
    operand: usize,
    dim: usize,
    source: usize,
    low: usize,
) -> Option<usize> {
    if !operation_name(user).starts_with("linalg.")
        || operand >= user.operand_count() - user.result_count()
    {
        return None;
    }
    let maps = indexing_maps(user).ok()?;
    let extents = loop_extents(user, &maps.dims, maps.loops);
    let window = window_read(&maps, &extents, operand, dim)?;
    if source != window.outer_extent * window.stride {
        return None;
    }
    window.reach.checked_sub(window.stride + low)
}

/// The halo of dim `dim` of `pad`, a `tensor.pad` of a constant: present
/// where the dim is padded and every user reads the pad through a window
/// that steps through its source (see the module doc), all needing the
/// same rows.
pub(crate) fn pad_halo(pad: OperationRef, dim: usize) -> Option<Halo> {
    if operation_name(pad) != "tensor.pad" || pad.operand_count() != 1 {
        return None;
    }
    let low = usize::try_from(*static_list(pad, "static_low").ok()?.get(dim)?).ok()?;
    let high = usize::try_from(*static_list(pad, "static_high").ok()?.get(dim)?).ok()?;
    let yielded = pad
        .region(0)
        .ok()?
        .first_block()?
        .terminator()?
        .operand_at(0)?;
    constant_scalar(yielded)?;
    let source = static_tensor(pad.operand_at(0)?.r#type())?.0[dim];
    if low == 0 && high == 0 {
        return None;
    }
    let mut read = None;
    for (user, operand) in uses(pad.result(0).ok()?) {
        let rows = high_rows_read(user, operand, dim, source, low)?;
        if read.is_some_and(|r| r != rows) {
            return None;
        }
        read = Some(rows);
    }
    let read = read?;
    (read <= high).then_some(Halo {
        unit: 1,
        low,
        high: read,
    })
}
