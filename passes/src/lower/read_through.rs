//! Ops a kernel can read or write through instead of materialising.
//!
//! Reading: a static `tensor.extract_slice` (a box of its source, any
//! strides, unit dims dropped or not) and a static `tensor.expand_shape`
//! are, element by element, affine functions of their source's
//! coordinates. A kernel reading one of them at some coordinates reads the
//! source at those coordinates mapped back, so the slice needs no copy:
//! XLA fuses slices into their consumers the same way. (A `collapse_shape`
//! would need a division per element, and is left a view.)
//!
//! Writing: the other way round, a static `tensor.collapse_shape` and a
//! static `tensor.insert_slice` place each element of their source at an
//! affine function of its coordinates, so the kernel making the inserted
//! value can write it straight into the destination ([`result_coords`]).
//!
//! Reads: an op and the coordinates it is read or written at. Writes:
//! nothing.

use melior::ir::{ValueLike, operation::OperationLike, operation::OperationRef};
use spmd_dialect::{ir::operation_name, read};

use super::structure::Linear;

/// For an op a kernel may read through: the coordinates in its source
/// (operand 0) of its element at `coords` (functions of `loops` loops);
/// `None` for any other op (dynamic offsets, sizes or shapes included).
pub fn source_coords(
    operation: OperationRef,
    coords: &[Linear],
    loops: usize,
) -> Option<Vec<Linear>> {
    match operation_name(operation) {
        "tensor.extract_slice" => slice_source_coords(operation, coords, loops),
        "tensor.expand_shape" => expand_source_coords(operation, coords, loops),
        _ => None,
    }
}

/// Whether a kernel may read through `operation` ([`source_coords`]).
pub fn reads_through(operation: OperationRef) -> bool {
    operation
        .result(0)
        .is_ok_and(|result| maps_coordinates(operation, result.into(), source_coords))
}

/// Whether a kernel may write through `operation` ([`result_coords`]).
pub fn writes_through(operation: OperationRef) -> bool {
    operation
        .operand(0)
        .is_ok_and(|source| maps_coordinates(operation, source, result_coords))
}

/// Whether `map` maps the coordinates of `side` (a static tensor of
/// `operation`) anywhere: the coordinates themselves, as its loops.
fn maps_coordinates(
    operation: OperationRef,
    side: melior::ir::Value,
    map: fn(OperationRef, &[Linear], usize) -> Option<Vec<Linear>>,
) -> bool {
    let Ok(rank) = read::static_shape(side.r#type()).map(|shape| shape.len()) else {
        return false;
    };
    let identity: Vec<Linear> = (0..rank).map(|d| Linear::dim(rank, d)).collect();
    map(operation, &identity, rank).is_some()
}

/// A static slice: source dim `d` is `offset[d] + stride[d] * coords[r]`
/// for the result dim `r` it became, or `offset[d]` where a unit dim was
/// dropped.
fn slice_source_coords(
    operation: OperationRef,
    coords: &[Linear],
    loops: usize,
) -> Option<Vec<Linear>> {
    if operation.operand_count() != 1 {
        return None;
    }
    let offsets = read::i64_array(operation, "static_offsets").ok()?;
    let sizes = read::i64_array(operation, "static_sizes").ok()?;
    let strides = read::i64_array(operation, "static_strides").ok()?;
    let result = read::static_shape(operation.result(0).ok()?.r#type()).ok()?;
    if coords.len() != result.len() || offsets.len() != sizes.len() || strides.len() != sizes.len()
    {
        return None;
    }
    // Result dims matched to the source's in order; unmatched unit sizes
    // are dropped dims.
    let mut next = 0;
    let mut source = Vec::with_capacity(sizes.len());
    for ((&offset, &size), &stride) in offsets.iter().zip(&sizes).zip(&strides) {
        if offset < 0 || stride < 0 || size < 0 {
            return None;
        }
        if next < result.len() && result[next] as i64 == size {
            let along = coords[next].scale(stride);
            source.push(along.add(&Linear::constant(loops, offset)));
            next += 1;
        } else if size == 1 {
            source.push(Linear::constant(loops, offset));
        } else {
            return None;
        }
    }
    (next == result.len()).then_some(source)
}

/// A static expansion: source dim `k` is its group's result coordinates
/// in row-major order.
fn expand_source_coords(
    operation: OperationRef,
    coords: &[Linear],
    loops: usize,
) -> Option<Vec<Linear>> {
    read::static_shape(operation.operand(0).ok()?.r#type()).ok()?;
    let result = read::static_shape(operation.result(0).ok()?.r#type()).ok()?;
    merged_groups(operation, &result, coords, loops)
}

/// A reshape's lower-rank coordinates from its higher-rank side's
/// `coords` (of `shape`): each group's coordinates in row-major order.
fn merged_groups(
    reshape: OperationRef,
    shape: &[usize],
    coords: &[Linear],
    loops: usize,
) -> Option<Vec<Linear>> {
    let groups = spmd_dialect::rules::reassociation(reshape).ok()?;
    if coords.len() != shape.len() || groups.iter().flatten().any(|&d| d >= shape.len()) {
        return None;
    }
    Some(
        groups
            .iter()
            .map(|group| {
                group.iter().fold(Linear::constant(loops, 0), |sum, &d| {
                    sum.scale(shape[d] as i64).add(&coords[d])
                })
            })
            .collect(),
    )
}

/// For an op a kernel may write through: the coordinates in its result of
/// its source's (operand 0) element at `coords` (functions of `loops`
/// loops); `None` for any other op.
pub fn result_coords(
    operation: OperationRef,
    coords: &[Linear],
    loops: usize,
) -> Option<Vec<Linear>> {
    match operation_name(operation) {
        "tensor.collapse_shape" => collapse_result_coords(operation, coords, loops),
        "tensor.insert_slice" => insert_result_coords(operation, coords, loops),
        _ => None,
    }
}

/// A static collapse: result dim `k` is its group's source coordinates in
/// row-major order.
fn collapse_result_coords(
    operation: OperationRef,
    coords: &[Linear],
    loops: usize,
) -> Option<Vec<Linear>> {
    read::static_shape(operation.result(0).ok()?.r#type()).ok()?;
    let source = read::static_shape(operation.operand(0).ok()?.r#type()).ok()?;
    merged_groups(operation, &source, coords, loops)
}

/// A static insertion of the same rank: result dim `d` is `offset[d] +
/// stride[d] * coords[d]`.
fn insert_result_coords(
    operation: OperationRef,
    coords: &[Linear],
    loops: usize,
) -> Option<Vec<Linear>> {
    if operation.operand_count() != 2 {
        return None;
    }
    let offsets = read::i64_array(operation, "static_offsets").ok()?;
    let strides = read::i64_array(operation, "static_strides").ok()?;
    let source = read::static_shape(operation.operand(0).ok()?.r#type()).ok()?;
    let result = read::static_shape(operation.result(0).ok()?.r#type()).ok()?;
    let valid = |values: &[i64]| values.len() == result.len() && values.iter().all(|&v| v >= 0);
    if source.len() != result.len()
        || coords.len() != result.len()
        || !valid(&offsets)
        || !valid(&strides)
    {
        return None;
    }
    Some(
        coords
            .iter()
            .zip(offsets.iter().zip(&strides))
            .map(|(coord, (&offset, &stride))| {
                coord.scale(stride).add(&Linear::constant(loops, offset))
            })
            .collect(),
    )
}
