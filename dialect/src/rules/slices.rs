//! `tensor.extract_slice` / `insert_slice` / `pad` / `concat` in the factor
//! model: one factor per dim of the larger side. A dim the op takes whole
//! (a slice of all of it, no padding, not the concatenated dim) is a
//! parallel factor and may stay split; so is a padded dim that windows
//! read with a [`halo::Halo`] (each piece padded with its neighbours'
//! rows); any other dim is a [`FactorKind::Whole`] factor, never split
//! (each device would need elements another holds).

use super::unreadable::Unreadable;
use crate::ir::operation_name;
use melior::ir::{
    ValueLike,
    attribute::DenseI64ArrayAttribute,
    operation::{OperationLike, OperationRef},
};

use super::{
    factors::{FactorKind, Factors},
    halo,
};
use crate::types::static_tensor;

/// The entries of a `static_*` list, `None` where dynamic (an operand).
fn mixed_list(operation: OperationRef, name: &str) -> Result<Vec<Option<i64>>, Unreadable> {
    let attribute = operation
        .attribute(name)
        .map_err(|_| Unreadable::Missing(name.to_owned()))?;
    let list = DenseI64ArrayAttribute::try_from(attribute)
        .map_err(|_| Unreadable::NotI64Array(name.to_owned()))?;
    Ok((0..list.len())
        .filter_map(|i| list.element(i).ok())
        .map(|v| (v != i64::MIN).then_some(v))
        .collect())
}

pub(crate) fn static_list(operation: OperationRef, name: &str) -> Result<Vec<i64>, Unreadable> {
    mixed_list(operation, name)?
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or(Unreadable::Malformed("needs static sizes and strides"))
}

fn shape_of(value: Result<melior::ir::Value, melior::Error>) -> Result<Vec<usize>, Unreadable> {
    value
        .ok()
        .and_then(|v| static_tensor(v.r#type()))
        .map(|(shape, _)| shape)
        .ok_or(Unreadable::Malformed("needs static tensors"))
}

/// For a slice of `full` (offsets, sizes, strides) into a value of `shape`
/// (the full rank, or fewer dims where unit dims are dropped): which full
/// dim each of its dims is, and whether each full dim is taken whole.
fn slice_dims(
    full: &[usize],
    offsets: &[Option<i64>],
    sizes: &[i64],
    strides: &[i64],
    sliced_shape: &[usize],
) -> Result<(Vec<Option<usize>>, Vec<bool>), Unreadable> {
    let whole: Vec<bool> = (0..full.len())
        .map(|d| offsets[d] == Some(0) && strides[d] == 1 && sizes[d] as usize == full[d])
        .collect();
    // Rank reduction drops unit dims: match the sliced dims in order.
    let mut map = Vec::with_capacity(sliced_shape.len());
    let mut next = 0;
    for (d, &size) in sizes.iter().enumerate() {
        if next < sliced_shape.len() && sliced_shape[next] as i64 == size {
            map.push(Some(d));
            next += 1;
        } else if size != 1 {
            return Err(Unreadable::Malformed(
                "slice sizes do not match the sliced type",
            ));
        }
    }
    if next != sliced_shape.len() {
        return Err(Unreadable::Malformed(
            "slice sizes do not match the sliced type",
        ));
    }
    Ok((map, whole))
}

fn kinds(whole: &[bool]) -> Vec<FactorKind> {
    whole
        .iter()
        .map(|&w| {
            if w {
                FactorKind::Parallel
            } else {
                FactorKind::Whole
            }
        })
        .collect()
}

fn identity(rank: usize) -> Vec<Option<usize>> {
    (0..rank).map(Some).collect()
}

/// The factors of a slicing, padding or concatenating `tensor` op.
pub(crate) fn factors(operation: OperationRef) -> Result<Factors, Unreadable> {
    let name = operation_name(operation);
    let dynamic_operands = |expected: usize| {
        if operation.operand_count() != expected {
            Err(Unreadable::Malformed("needs static sizes and strides"))
        } else {
            Ok(())
        }
    };
    match name {
        "tensor.extract_slice" => {
            let offsets = mixed_list(operation, "static_offsets")?;
            let dynamic = offsets.iter().filter(|o| o.is_none()).count();
            dynamic_operands(1 + dynamic)?;
            let source = shape_of(operation.operand(0))?;
            let result = shape_of(operation.result(0).map(Into::into))?;
            let (map, whole) = slice_dims(
                &source,
                &offsets,
                &static_list(operation, "static_sizes")?,
                &static_list(operation, "static_strides")?,
                &result,
            )?;
            let mut operands = vec![identity(source.len())];
            operands.extend(std::iter::repeat_n(Vec::new(), dynamic));
            Ok(Factors::new(
                kinds(&whole),
                Some(source.clone()),
                operands,
                vec![map],
                0,
            ))
        }
        "tensor.insert_slice" => {
            let offsets = mixed_list(operation, "static_offsets")?;
            let dynamic = offsets.iter().filter(|o| o.is_none()).count();
            dynamic_operands(2 + dynamic)?;
            let source = shape_of(operation.operand(0))?;
            let destination = shape_of(operation.operand(1))?;
            let (map, whole) = slice_dims(
                &destination,
                &offsets,
                &static_list(operation, "static_sizes")?,
                &static_list(operation, "static_strides")?,
                &source,
            )?;
            // The destination is the init, before the dynamic offsets.
            let mut operands = vec![map, identity(destination.len())];
            operands.extend(std::iter::repeat_n(Vec::new(), dynamic));
            let mut factors = Factors::new(
                kinds(&whole),
                Some(destination.clone()),
                operands,
                vec![identity(destination.len())],
                1,
            );
            factors.first_init = Some(1);
            // Writing a slice is linear in the slice and the destination
            // together: partial sums of both make a partial sum of the result.
            Ok(factors.carrying_linear(vec![0, 1]))
        }
        "tensor.pad" => {
            dynamic_operands(1)?;
            let source = shape_of(operation.operand(0))?;
            let low = static_list(operation, "static_low")?;
            let high = static_list(operation, "static_high")?;
            let halos: Vec<_> = (0..source.len())
                .filter_map(|d| Some((d, halo::pad_halo(operation, d)?)))
                .collect();
            let whole: Vec<bool> = (0..source.len())
                .map(|d| low[d] == 0 && high[d] == 0 || halos.iter().any(|&(h, _)| h == d))
                .collect();
            let mut factors = Factors::new(
                kinds(&whole),
                Some(source.clone()),
                vec![identity(source.len())],
                vec![identity(source.len())],
                0,
            );
            factors.even = halos.iter().map(|&(d, _)| d).collect();
            factors.halos = halos;
            Ok(factors)
        }
        "tensor.concat" => {
            let result = shape_of(operation.result(0).map(Into::into))?;
            let dim = crate::ir::integer_attribute(operation, "dim")
                .ok_or(Unreadable::Malformed("no 'dim'"))? as usize;
            let whole: Vec<bool> = (0..result.len()).map(|d| d != dim).collect();
            let mut sizes = result.clone();
            // The concatenated dim differs per operand; it is never split.
            sizes[dim] = 0;
            Ok(Factors::new(
                kinds(&whole),
                Some(sizes),
                vec![identity(result.len()); operation.operand_count()],
                vec![identity(result.len())],
                0,
            ))
        }
        _ => Err(Unreadable::Malformed("not a slicing op")),
    }
}

/// Whether `name` is one of the ops [`factors`] covers.
pub(crate) fn is_slicing(name: &str) -> bool {
    matches!(
        name,
        "tensor.extract_slice" | "tensor.insert_slice" | "tensor.pad" | "tensor.concat"
    )
}
