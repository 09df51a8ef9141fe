//! Scatter (`tm_tensor.scatter`, `iree_linalg_ext.scatter`) and scan
//! (`tm_tensor.scan`) in the factor model.
//!
//! A scatter's operands are the updates `[batch..., slice...]`, the
//! indices `[batch..., depth]` and the original (its init); the slice lies
//! along the original's trailing dims. Each batch dim is a factor of the
//! updates and the indices that the result does not have: split, each
//! device combines its part of the updates, which for a sum is a
//! `Partial(sum)` result (the embedding gradient of a batch-split step).
//! An original dim the indices do not name is a parallel factor shared
//! with the update slice dim it lies along (where their sizes agree). An
//! indexed original dim is a parallel factor of the original and the
//! result alone: split, each device combines the updates that land in its
//! piece (the vocab-split embedding gradient; the partitioner spills the
//! others). The index depth and the slice's window over an indexed dim
//! are whole. Where index components name the update row's own batch
//! coordinates (`scatter_alignment`: the max-pool gradient), the rows are
//! those coordinates' loops, and each named one is a parallel factor
//! shared with the original dim it indexes: split, every row lands in its
//! own device's piece.
//!
//! A scan's scanned dim is whole; its other dims are parallel factors of
//! the input, the scanned output and (without the scanned dim) the
//! accumulator and the last running values.

use super::unreadable::Unreadable;
use crate::ir::ArgumentAt;
use crate::ir::Positional;
use melior::ir::{
    BlockLike, RegionLike, ValueLike,
    attribute::DenseI64ArrayAttribute,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::FxHashMap;

use super::{
    factors::{FactorKind, Factors},
    scatter_alignment,
};
use crate::{
    ReduceOp,
    ir::{ValueKey, operation_name, producer},
    types::static_tensor,
};

fn shapes(operation: OperationRef) -> Result<Vec<Vec<usize>>, Unreadable> {
    operation
        .operands()
        .map(|v| static_tensor(v.r#type()).map(|(shape, _)| shape))
        .collect::<Option<Vec<_>>>()
        .ok_or(Unreadable::Malformed("needs static tensors"))
}

/// Whether the op's region adds its two arguments.
pub(crate) fn region_sums(operation: OperationRef) -> bool {
    let Some(block) = (operation.region_count() == 1)
        .then(|| operation.region_at(0)?.first_block())
        .flatten()
    else {
        return false;
    };
    let arguments: Vec<ValueKey> = (0..block.argument_count())
        .filter_map(|i| block.argument_at(i))
        .map(|a| ValueKey::of(a.into()))
        .collect();
    let last = std::iter::successors(block.first_operation(), |op| op.next_in_block()).last();
    let Some(sum) = last
        .and_then(|t| t.operand_at(0))
        .and_then(producer)
        .filter(|op| matches!(operation_name(*op), "arith.addf" | "arith.addi"))
    else {
        return false;
    };
    let mut operands: Vec<ValueKey> = sum.operands().map(ValueKey::of).collect();
    operands.sort();
    let mut expected = arguments;
    expected.sort();
    expected.len() == 2 && operands == expected
}

/// A scatter's factors.
pub(crate) fn scatter_factors(operation: OperationRef) -> Result<Factors, Unreadable> {
    let shapes = shapes(operation)?;
    if shapes.len() != 3 || operation.result_count() != 1 {
        return Err(Unreadable::Malformed(
            "a scatter takes updates, indices and the original, and has one result",
        ));
    }
    let (updates, indices, original) = (&shapes[0], &shapes[1], &shapes[2]);
    let map = operation
        .attribute("dimension_map")
        .ok()
        .and_then(|a| DenseI64ArrayAttribute::try_from(a).ok())
        .map(|a| {
            (0..a.len())
                .filter_map(|i| a.element(i).ok())
                .collect::<Vec<i64>>()
        })
        .ok_or(Unreadable::Malformed("no dimension_map"))?;
    let batch = indices
        .len()
        .checked_sub(1)
        .ok_or(Unreadable::Malformed("indices of rank 0"))?;
    let slice = updates
        .len()
        .checked_sub(batch)
        .filter(|&s| s <= original.len())
        .ok_or(Unreadable::Malformed(
            "the updates do not fit the indices and the original",
        ))?;
    let lead = original.len() - slice;
    let sums = region_sums(operation);
    let mut kinds = Vec::new();
    let mut sizes = Vec::new();
    let mut factor = |kind: FactorKind, size: usize| {
        kinds.push(kind);
        sizes.push(size);
        kinds.len() - 1
    };
    let combined = FactorKind::Reduction(sums.then_some(ReduceOp::Sum));
    // Rows whose index components name their own batch coordinates (the
    // max-pool gradient): the rows as those coordinates' loops, each named
    // one shared with the original dim it names.
    let alignment = (batch == 1)
        .then(|| {
            operation
                .operand(1)
                .ok()
                .and_then(scatter_alignment::alignment)
        })
        .flatten();
    let mut named: FxHashMap<usize, usize> = FxHashMap::default();
    if let Some(alignment) = &alignment {
        for (component, &row_loop) in alignment.components.iter().enumerate() {
            let (Some(row_loop), Some(&dim)) = (row_loop, map.get(component)) else {
                continue;
            };
            let dim = dim as usize;
            if original.get(dim) == Some(&alignment.batch[row_loop])
                && !named.values().any(|&d| d == dim)
            {
                named.insert(row_loop, dim);
            }
        }
    }
    let batch_factors: Vec<usize> = match &alignment {
        Some(alignment) if !named.is_empty() => alignment
            .batch
            .iter()
            .enumerate()
            .map(|(row_loop, &size)| {
                let kind = if named.contains_key(&row_loop) {
                    FactorKind::Parallel
                } else {
                    combined
                };
                factor(kind, size)
            })
            .collect(),
        _ => (0..batch).map(|b| factor(combined, indices[b])).collect(),
    };
    let shared: FxHashMap<usize, usize> = named
        .iter()
        .map(|(&row_loop, &dim)| (dim, batch_factors[row_loop]))
        .collect();
    let depth = factor(FactorKind::Whole, indices[batch]);
    let mut original_dims = Vec::new();
    let mut slice_dims = Vec::new();
    for d in 0..original.len() {
        let indexed = map.contains(&(d as i64));
        let window = (d >= lead).then(|| updates[batch + d - lead]);
        match window {
            Some(size) if !indexed && size == original[d] => {
                let shared = factor(FactorKind::Parallel, size);
                original_dims.push(shared);
                slice_dims.push(shared);
            }
            Some(size) => {
                let kind = if indexed {
                    FactorKind::Parallel
                } else {
                    FactorKind::Whole
                };
                original_dims.push(factor(kind, original[d]));
                slice_dims.push(factor(FactorKind::Whole, size));
            }
            None if indexed => original_dims.push(
                shared
                    .get(&d)
                    .copied()
                    .unwrap_or_else(|| factor(FactorKind::Parallel, original[d])),
            ),
            None => return Err(Unreadable::Unindexed(d)),
        }
    }
    let some = |list: &[usize]| list.iter().map(|&f| Some(f)).collect::<Vec<_>>();
    let rows = if shared.is_empty() {
        some(&batch_factors)
    } else {
        vec![None]
    };
    let updates_map = [rows.clone(), some(&slice_dims)].concat();
    let indices_map = [rows, vec![Some(depth)]].concat();
    let original_map = some(&original_dims);
    let mut factors = Factors::new(
        kinds,
        Some(sizes),
        vec![updates_map, indices_map, original_map.clone()],
        vec![original_map],
        1,
    );
    if !shared.is_empty() {
        // The rows are the loops' flattening, major first; a piece of them
        // stays whole loops only where the split divides.
        factors.operands[0][0] = batch_factors.clone();
        factors.operands[1][0] = batch_factors.clone();
        factors.even = batch_factors;
    }
    // A scatter-add is jointly linear in its updates and its original.
    Ok(if sums {
        factors.carrying_linear(vec![0, 2])
    } else {
        factors
    })
}

/// A scan's factors.
pub(crate) fn scan_factors(operation: OperationRef) -> Result<Factors, Unreadable> {
    let shapes = shapes(operation)?;
    if shapes.len() != 3 || operation.result_count() != 2 {
        return Err(Unreadable::Malformed(
            "a scan takes the input, the output and the accumulator, and has two results",
        ));
    }
    let dimension = crate::ir::integer_attribute(operation, "dimension")
        .filter(|&d| d >= 0 && (d as usize) < shapes[0].len())
        .ok_or(Unreadable::Malformed(
            "no scan dimension within the input's rank",
        ))? as usize;
    let input = &shapes[0];
    let kinds: Vec<FactorKind> = (0..input.len())
        .map(|d| {
            if d == dimension {
                FactorKind::Whole
            } else {
                FactorKind::Parallel
            }
        })
        .collect();
    let all: Vec<Option<usize>> = (0..input.len()).map(Some).collect();
    let lanes: Vec<Option<usize>> = (0..input.len())
        .filter(|&d| d != dimension)
        .map(Some)
        .collect();
    Ok(Factors::new(
        kinds,
        Some(input.clone()),
        vec![all.clone(), all.clone(), lanes.clone()],
        vec![all, lanes],
        2,
    ))
}
