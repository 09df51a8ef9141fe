//! Tensors an op's regions read from above, as operands of its rule: a
//! `linalg.generic` whose payload looks elements up in a table it does not
//! take as an operand (`tensor.extract %table[%id, %j]`: torch-mlir's and
//! IREE's embedding and `gather`) reads that table as much as its inputs,
//! and a pass that did not see it would leave it split where the payload
//! indexes it globally.
//!
//! Each captured tensor gets an operand slot after the op's own operands
//! (`Factors::captured` counts them). In a generic whose every use of the
//! table is a `tensor.extract` in its payload, a dim that every lookup
//! indexes by the same loop (`linalg.index`, through index casts) of the
//! same extent is that loop's factor (the table and the results split
//! together); a dim indexed by data is a [`FactorKind::Lookup`] factor
//! where what the op yields is linear in what it looks up (split: a masked
//! local lookup, `Partial(sum)` results), else [`FactorKind::Whole`].
//! Any other capture is whole in every dim: the op reads it replicated
//! (but an `scf.for`'s: its body's ops read them, by their own rules).
//!
//! Reads the op; writes nothing.

use crate::ir::{Positional, integer_attribute};
use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};

use super::{
    Factor,
    factors::{FactorKind, Factors},
    linear::yields_linear_in,
};
use crate::{
    ir::{ValueKey, captured_tensors, nested_operations, operation_name, producer},
    types::static_tensor,
};

/// `factors` with a slot for each tensor the op's regions capture.
pub(crate) fn with_captures(mut factors: Factors, operation: OperationRef) -> Factors {
    // A loop's body ops read its captures themselves.
    if operation_name(operation) == "scf.for" {
        return factors;
    }
    let captured = captured_tensors(operation);
    if captured.is_empty() {
        return factors;
    }
    let is_generic = operation_name(operation) == "linalg.generic";
    for table in &captured {
        let shape = static_tensor(table.r#type()).map_or_else(Vec::new, |(shape, _)| shape);
        let lookups = if is_generic {
            lookups_of(operation, *table)
        } else {
            None
        };
        let dims = match lookups {
            Some(lookups) => table_dims(&mut factors, operation, &lookups, &shape),
            None => (0..shape.len())
                .map(|dim| vec![new_factor(&mut factors, FactorKind::Whole, shape[dim])])
                .collect(),
        };
        factors.operands.push(dims);
        factors.captured += 1;
    }
    factors
}

/// The `tensor.extract`s reading `table` in the payload of `operation`, if
/// they are its only uses there.
fn lookups_of<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    table: Value<'c, 'a>,
) -> Option<Vec<OperationRef<'c, 'a>>> {
    let payload = operation.region_at(0)?.first_block()?;
    let mut lookups = Vec::new();
    for nested in nested_operations(operation) {
        let reads = nested
            .operands()
            .enumerate()
            .filter(|(_, v)| ValueKey::of(*v) == ValueKey::of(table))
            .map(|(index, _)| index)
            .collect::<Vec<_>>();
        if reads.is_empty() {
            continue;
        }
        let in_payload = nested
            .block()
            .is_some_and(|b| b.to_raw().ptr == payload.to_raw().ptr);
        if operation_name(nested) != "tensor.extract" || reads != [0] || !in_payload {
            return None;
        }
        lookups.push(nested);
    }
    Some(lookups)
}

/// The factors indexing each dim of a table read only by `lookups`.
fn table_dims(
    factors: &mut Factors,
    operation: OperationRef,
    lookups: &[OperationRef],
    shape: &[usize],
) -> Vec<Vec<Factor>> {
    let looked_up: Vec<ValueKey> = lookups
        .iter()
        .filter_map(|op| op.result_at(0))
        .map(|r| ValueKey::of(r.into()))
        .collect();
    let linear = yields_linear_in(operation, &looked_up);
    let extents = factors.sizes.clone().unwrap_or_default();
    (0..shape.len())
        .map(|dim| {
            let loops: Vec<Option<usize>> = lookups
                .iter()
                .map(|op| {
                    op.operand_at(dim + 1)
                        .and_then(|index| loop_index(index, &extents))
                })
                .collect();
            let loop_factor = loops[0].filter(|&factor| {
                loops.iter().all(|l| *l == Some(factor))
                    && factors
                        .sizes
                        .as_ref()
                        .is_some_and(|sizes| sizes.get(factor) == Some(&shape[dim]))
            });
            match loop_factor {
                Some(factor) => vec![factor],
                None if linear => vec![new_factor(factors, FactorKind::Lookup, shape[dim])],
                None => vec![new_factor(factors, FactorKind::Whole, shape[dim])],
            }
        })
        .collect()
}

/// The loop a payload index is (`linalg.index`), through index casts and
/// a remainder by at least the loop's extent (torch-mlir's
/// `index mod rows`); `extents` are the loops' sizes.
pub(crate) fn loop_index(value: Value, extents: &[usize]) -> Option<usize> {
    let producer = producer(value)?;
    match operation_name(producer) {
        "linalg.index" => integer_attribute(producer, "dim").map(|dim| dim as usize),
        "arith.index_cast" | "arith.index_castui" => loop_index(producer.operand_at(0)?, extents),
        "arith.remsi" | "arith.remui" => {
            let index = loop_index(producer.operand_at(0)?, extents)?;
            let modulus = crate::ir::producer(producer.operand_at(1)?)
                .filter(|op| operation_name(*op) == "arith.constant")
                .and_then(|op| integer_attribute(op, "value"))?;
            (modulus >= *extents.get(index)? as i64).then_some(index)
        }
        _ => None,
    }
}

/// A new factor of `kind` and extent `size`.
fn new_factor(factors: &mut Factors, kind: FactorKind, size: usize) -> Factor {
    factors.kinds.push(kind);
    if let Some(sizes) = &mut factors.sizes {
        sizes.push(size);
    }
    factors.kinds.len() - 1
}
