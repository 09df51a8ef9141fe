//! Which index components of a scatter name a coordinate of the update's
//! own batch position. PyTorch's max-pool gradient scatters the pooled
//! gradient `[n, c, oh, ow]`, flattened to rows, at indices whose first two
//! components are the row's own `n` and `c` (`linalg.index 0` and `1` of
//! the generic that makes them) and whose last two are the argmax: split on
//! `n`, every row lands in its own device's piece of the original, so the
//! batch split needs no collective. Likewise cross-entropy's one-hot
//! gradient, whose `(row, label)` indices are assembled column by column
//! from a generic yielding its row index. Found by evaluating the payload
//! of the generic that makes a component (once per component, with the
//! component loop fixed, where one generic makes them all): a component is
//! aligned where that value is exactly one other loop's index.
//!
//! Reads: the producers of a scatter's indices. Writes: nothing.

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationRef, OperationResult},
};
use rustc_hash::FxHashMap;

use super::reshape::reassociation;
use crate::{
    ir::{
        Positional, ValueKey, block_operations, first_block, integer_attribute, operation_name,
        producer,
    },
    types::static_tensor,
};

/// The batch of a scatter's indices `[rows, depth]` as the loops of the
/// generic that makes them (`rows` is their flattening, major first), and
/// per index component the loop it equals, if any.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Alignment {
    pub batch: Vec<usize>,
    pub components: Vec<Option<usize>>,
}

/// A payload value, as far as the evaluation can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Symbolic {
    Constant(i64),
    /// Exactly the index of this loop.
    Loop(usize),
    Unknown,
}

/// The alignment of indices `[rows, depth]`, if some component is
/// aligned: made by one `linalg.generic` over `[batch..., depth]` (through
/// a `tensor.collapse_shape` of its batch dims), or assembled column by
/// column by `tensor.insert_slice`s of `[rows, 1]` generic results (the
/// `(row, label)` pairs of cross-entropy's one-hot gradient).
pub(crate) fn alignment(indices: Value) -> Option<Alignment> {
    let (shape, _) = static_tensor(indices.r#type())?;
    let [rows, depth] = shape[..] else {
        return None;
    };
    // The indices before a `tensor.collapse_shape` that flattens their
    // batch dims into rows (`[batch..., depth]` to `[rows, depth]`).
    let collapse = producer(indices).filter(|op| operation_name(*op) == "tensor.collapse_shape");
    let batched = match collapse {
        Some(collapse) => {
            let source = collapse.operand_at(0)?;
            let last = static_tensor(source.r#type())?.0.len().checked_sub(1)?;
            if reassociation(collapse).ok()? != [(0..last).collect::<Vec<_>>(), vec![last]] {
                return None;
            }
            source
        }
        None => indices,
    };
    let alignment = made_whole(batched, rows, depth).or_else(|| inserted(batched, rows, depth))?;
    alignment
        .components
        .iter()
        .any(Option::is_some)
        .then_some(alignment)
}

/// Indices `[batch..., depth]` made by one generic.
fn made_whole(indices: Value, rows: usize, depth: usize) -> Option<Alignment> {
    let source = producer(indices)?;
    if operation_name(source) != "linalg.generic" || source.result_count() != 1 {
        return None;
    }
    let produced = static_tensor(source.result_at(0)?.r#type())?.0;
    let loops = produced.len();
    let (&produced_depth, batch) = produced.split_last()?;
    if produced_depth != depth || batch.iter().product::<usize>() != rows {
        return None;
    }
    // The result written in loop order.
    let written: Vec<Option<usize>> = (0..loops).map(Some).collect();
    if !is_parallel_writing(source, 0, &written) {
        return None;
    }
    let components = (0..depth)
        .map(|component| {
            let fixed = Some((loops - 1, component as i64));
            match yielded(source, 0, fixed, &produced) {
                Symbolic::Loop(l) if l < loops - 1 => Some(l),
                _ => None,
            }
        })
        .collect();
    Some(Alignment {
        batch: batch.to_vec(),
        components,
    })
}

/// Indices assembled column by column: each component the
/// `[batch..., 1]` result of a generic written in loop order (or as
/// `(row, 0)`), inserted at `[0..., component]` into `[batch..., depth]`
/// (collapsed to `[rows, depth]` after, where the batch has several dims,
/// as IREE writes it); a component is aligned where its generic yields one
/// of the batch loops' index.
fn inserted(assembled: Value, rows: usize, depth: usize) -> Option<Alignment> {
    let shape = static_tensor(assembled.r#type())?.0;
    let (_, batch) = shape.split_last()?;
    if batch.iter().product::<usize>() != rows {
        return None;
    }
    let column_shape: Vec<usize> = batch.iter().copied().chain([1]).collect();
    let mut columns: Vec<Option<Value>> = vec![None; depth];
    let mut next = producer(assembled);
    while let Some(insert) = next.filter(|op| operation_name(*op) == "tensor.insert_slice") {
        let offsets = super::slices::static_list(insert, "static_offsets").ok()?;
        let sizes = super::slices::static_list(insert, "static_sizes").ok()?;
        let strides = super::slices::static_list(insert, "static_strides").ok()?;
        let (&component, leading) = offsets.split_last()?;
        let whole_column = leading.iter().all(|&o| o == 0)
            && sizes
                .iter()
                .map(|&s| s as usize)
                .eq(column_shape.iter().copied())
            && strides.iter().all(|&s| s == 1);
        if !whole_column {
            return None;
        }
        let column = columns.get_mut(component as usize)?;
        // The last insert into a column wins.
        if column.is_none() {
            *column = Some(insert.operand_at(0)?);
        }
        next = producer(insert.operand_at(1)?);
    }
    let components = columns
        .into_iter()
        .map(|column| {
            let column = column?;
            let result = OperationResult::try_from(column).ok()?.result_number();
            let generic = producer(column)?;
            if operation_name(generic) != "linalg.generic" {
                return None;
            }
            // The batch dims by the first loops in order, the unit dim by
            // a constant or a unit loop.
            let written = written_map(generic, result)?;
            let (unit, by_batch) = written.split_last()?;
            let in_order = by_batch.iter().enumerate().all(|(i, d)| *d == Some(i));
            let unit_ok = unit.is_none_or(|l| l == batch.len());
            let extents: Vec<usize> = column_shape.clone();
            match yielded(generic, result, None, &extents) {
                Symbolic::Loop(l)
                    if in_order
                        && unit_ok
                        && l < batch.len()
                        && is_parallel_writing(generic, result, &written) =>
                {
                    Some(l)
                }
                _ => None,
            }
        })
        .collect();
    Some(Alignment {
        batch: batch.to_vec(),
        components,
    })
}

/// How `generic` writes its result `result`: per dim, the loop or a
/// constant.
fn written_map(generic: OperationRef, result: usize) -> Option<Vec<Option<usize>>> {
    let inputs = generic.operand_count() - generic.result_count();
    super::factors::indexing_maps(generic)
        .ok()?
        .dims
        .get(inputs + result)
        .cloned()
}

/// Whether `generic`'s loops are all parallel and its result `result` is
/// written through `written` (per dim, the loop, or a constant).
fn is_parallel_writing(generic: OperationRef, result: usize, written: &[Option<usize>]) -> bool {
    crate::ir::reduces(generic) == Some(false)
        && written_map(generic, result).is_some_and(|map| map == written)
}

/// What the generic's payload yields as its result `result`, with the
/// loop of `fixed` at its value; `extents` are the loops' sizes.
fn yielded(
    generic: OperationRef,
    result: usize,
    fixed: Option<(usize, i64)>,
    extents: &[usize],
) -> Symbolic {
    let Some(body) = first_block(generic) else {
        return Symbolic::Unknown;
    };
    let mut known: FxHashMap<ValueKey, Symbolic> = FxHashMap::default();
    // A value of the payload, or a constant it captures from above.
    let of = |known: &FxHashMap<ValueKey, Symbolic>, value: Option<Value>| {
        let Some(value) = value else {
            return Symbolic::Unknown;
        };
        known.get(&ValueKey::of(value)).copied().unwrap_or_else(|| {
            producer(value)
                .filter(|op| operation_name(*op) == "arith.constant")
                .and_then(|op| integer_attribute(op, "value"))
                .map_or(Symbolic::Unknown, Symbolic::Constant)
        })
    };
    for operation in block_operations(&body) {
        let name = operation_name(operation);
        if name == "linalg.yield" {
            return of(&known, operation.operand_at(result));
        }
        let operand = |i: usize| of(&known, operation.operand_at(i));
        let integer = |name: &str| integer_attribute(operation, name);
        let result = match name {
            "linalg.index" => match (integer("dim"), fixed) {
                (Some(dim), Some((loop_, value))) if dim as usize == loop_ => {
                    Symbolic::Constant(value)
                }
                (Some(dim), _) => Symbolic::Loop(dim as usize),
                (None, _) => Symbolic::Unknown,
            },
            // A loop's index modulo at least its extent is itself.
            "arith.remsi" | "arith.remui" => match (operand(0), operand(1)) {
                (Symbolic::Loop(l), Symbolic::Constant(m))
                    if extents.get(l).is_some_and(|&e| m >= e as i64) =>
                {
                    Symbolic::Loop(l)
                }
                _ => Symbolic::Unknown,
            },
            "arith.constant" => integer("value").map_or(Symbolic::Unknown, Symbolic::Constant),
            "arith.index_cast" | "arith.index_castui" | "arith.extsi" | "arith.extui"
            | "arith.trunci" => operand(0),
            // Predicates 0 and 1: eq and ne.
            "arith.cmpi" => match (integer("predicate"), operand(0), operand(1)) {
                (Some(p @ (0 | 1)), Symbolic::Constant(a), Symbolic::Constant(b)) => {
                    Symbolic::Constant(i64::from((a == b) == (p == 0)))
                }
                _ => Symbolic::Unknown,
            },
            "arith.select" => match (operand(0), operand(1), operand(2)) {
                (Symbolic::Constant(0), _, otherwise) => otherwise,
                (Symbolic::Constant(_), chosen, _) => chosen,
                (_, a, b) if a == b => a,
                _ => Symbolic::Unknown,
            },
            "arith.addi" => match (operand(0), operand(1)) {
                (Symbolic::Constant(a), Symbolic::Constant(b)) => Symbolic::Constant(a + b),
                (Symbolic::Constant(0), other) | (other, Symbolic::Constant(0)) => other,
                _ => Symbolic::Unknown,
            },
            _ => Symbolic::Unknown,
        };
        if let Some(produced) = operation.result_at(0) {
            known.insert(ValueKey::of(produced.into()), result);
        }
    }
    Symbolic::Unknown
}
