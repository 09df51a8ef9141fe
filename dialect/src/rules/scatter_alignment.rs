//! Which index components of a scatter name a coordinate of the update's
//! own batch position. PyTorch's max-pool gradient scatters the pooled
//! gradient `[n, c, oh, ow]`, flattened to rows, at indices whose first two
//! components are the row's own `n` and `c` (`linalg.index 0` and `1` of
//! the generic that makes them) and whose last two are the argmax: split on
//! `n`, every row lands in its own device's piece of the original, so the
//! batch split needs no collective. Found by evaluating the payload of the
//! generic that makes the indices once per component, with the component
//! loop fixed: a component is aligned where that value is exactly one
//! other loop's index.
//!
//! Reads: the producers of a scatter's indices. Writes: nothing.

use std::collections::HashMap;

use melior::ir::{
    Value, ValueLike,
    attribute::IntegerAttribute,
    operation::{OperationLike, OperationRef},
};

use super::reshape::reassociation;
use crate::{
    ir::{Positional, ValueKey, block_operations, first_block, operation_name, producer},
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

/// The alignment of indices `[rows, depth]` made by a `linalg.generic`
/// over `[batch..., depth]` (through a `tensor.collapse_shape` of its batch
/// dims), if some component is aligned.
pub(crate) fn alignment(indices: Value) -> Option<Alignment> {
    let (shape, _) = static_tensor(indices.r#type())?;
    let [rows, depth] = shape[..] else {
        return None;
    };
    let mut source = producer(indices)?;
    if operation_name(source) == "tensor.collapse_shape" {
        let groups = reassociation(source).ok()?;
        let expanded = static_tensor(source.operand_at(0)?.r#type())?.0;
        let batch_dims = expanded.len() - 1;
        if groups != [(0..batch_dims).collect::<Vec<_>>(), vec![batch_dims]] {
            return None;
        }
        source = producer(source.operand_at(0)?)?;
    }
    if operation_name(source) != "linalg.generic" || source.result_count() != 1 {
        return None;
    }
    let produced = static_tensor(source.result_at(0)?.r#type())?.0;
    let loops = produced.len();
    let (&produced_depth, batch) = produced.split_last()?;
    if produced_depth != depth || batch.iter().product::<usize>() != rows {
        return None;
    }
    // Every loop parallel, the result written in loop order.
    let reductions = crate::ir::reduction_iterators(source)?;
    let output = super::factors::indexing_maps(source).ok()?;
    let written: Vec<Option<usize>> = (0..loops).map(Some).collect();
    if reductions.contains(&true) || output.dims.last()? != &written {
        return None;
    }
    let components: Vec<Option<usize>> = (0..depth)
        .map(|component| match yielded(source, loops - 1, component as i64) {
            Symbolic::Loop(l) if l < loops - 1 && batch[l] > 0 => Some(l),
            _ => None,
        })
        .collect();
    components.iter().any(Option::is_some).then(|| Alignment {
        batch: batch.to_vec(),
        components,
    })
}

/// What the generic's payload yields with loop `fixed` at `value`.
fn yielded(generic: OperationRef, fixed: usize, value: i64) -> Symbolic {
    let Some(body) = first_block(generic) else {
        return Symbolic::Unknown;
    };
    let mut known: HashMap<ValueKey, Symbolic> = HashMap::new();
    // A value of the payload, or a constant it captures from above.
    let of = |known: &HashMap<ValueKey, Symbolic>, value: Option<Value>| {
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
            return of(&known, operation.operand_at(0));
        }
        let operand = |i: usize| of(&known, operation.operand_at(i));
        let integer = |name: &str| integer_attribute(operation, name);
        let result = match name {
            "linalg.index" => match integer("dim") {
                Some(dim) if dim as usize == fixed => Symbolic::Constant(value),
                Some(dim) => Symbolic::Loop(dim as usize),
                None => Symbolic::Unknown,
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

fn integer_attribute(operation: OperationRef, name: &str) -> Option<i64> {
    operation
        .attribute(name)
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value())
}
