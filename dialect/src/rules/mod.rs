//! Op sharding rules: how a sharding of some of an op's values determines
//! the others.
//!
//! One factor model covers the linalg family and element-wise ops: an op's
//! *factors* are its loop dims; each tensor dim of an operand or result is
//! indexed by a factor (or by nothing, for a constant or compound index);
//! parallel factors may be split freely, and splitting a reduction factor
//! makes the results `Partial` with the reduction of the op's combiner. It
//! is derived from `indexing_maps` and `iterator_types` for
//! `linalg.generic`, and from each named op's definition in
//! [`named`] (the registry for ops whose maps the C API cannot give);
//! slicing, padding and concatenation in [`slices`], where a dim the op
//! does not take whole is never split.
//! Reshapes follow their reassociation groups ([`Rule::Reshape`]); ops that
//! create values from nothing sharded take any sharding ([`Rule::Free`]).

mod factors;
mod named;
mod reshape;
mod slices;

pub use factors::{FactorKind, Factors};
pub use reshape::Reshape;

use crate::ir::operation_name;
use melior::ir::{
    ValueLike,
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};

/// What an op does to shardings.
#[derive(Clone, Debug, PartialEq)]
pub enum Rule {
    /// Operand and result dims follow the op's loop factors.
    Factors(Factors),
    /// A reshape: dims follow the reassociation groups.
    Reshape(Reshape),
    /// A value made from nothing sharded (`tensor.empty`, a constant): it
    /// can be created in any sharding.
    Free,
    /// The result is the operand (`tensor.cast`), sharded alike.
    Identity,
}

/// Why an op has no rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no sharding rule for '{op}': {reason}")]
pub struct NoRule {
    pub op: String,
    pub reason: String,
}

/// The rule of an op with tensor operands or results.
pub fn rule(operation: OperationRef) -> Result<Rule, NoRule> {
    let name = operation_name(operation);
    let no_rule = |reason: &str| NoRule {
        op: name.clone(),
        reason: reason.to_owned(),
    };
    match name.as_str() {
        "tensor.empty" | "arith.constant" => Ok(Rule::Free),
        "tensor.cast" => Ok(Rule::Identity),
        "tensor.expand_shape" | "tensor.collapse_shape" => Reshape::of(operation)
            .map(Rule::Reshape)
            .map_err(|r| no_rule(&r)),
        "linalg.generic" => Factors::of_generic(operation)
            .map(Rule::Factors)
            .map_err(|r| no_rule(&r)),
        _ if named::is_named(&name) => named::factors(operation)
            .map(Rule::Factors)
            .map_err(|r| no_rule(&r)),
        _ if slices::is_slicing(&name) => slices::factors(operation)
            .map(Rule::Factors)
            .map_err(|r| no_rule(&r)),
        _ if is_elementwise(operation) => Ok(Rule::Factors(Factors::elementwise(operation))),
        _ if name.starts_with("shard.") => Err(no_rule(
            "the program is already partitioned (it holds explicit shard collectives); propagation and partitioning read single-device programs",
        )),
        _ => Err(no_rule("spmd does not know how this op can be sharded")),
    }
}

/// An `arith` / `math` op on tensors: every value indexed by the same loops.
fn is_elementwise(operation: OperationRef) -> bool {
    let name = operation_name(operation);
    (name.starts_with("arith.") || name.starts_with("math."))
        && operation.result_count() == 1
        && operation
            .results()
            .all(|result| result.r#type().is_ranked_tensor())
}

#[cfg(test)]
mod tests;
