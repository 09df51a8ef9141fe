//! `tensor.expand_shape` / `tensor.collapse_shape` as factors: one factor
//! per dim of the expanded side; a dim of the collapsed side is indexed by
//! its reassociation group's factors, major first (unit dims left out:
//! they place nothing). A split survives a
//! reshape on the group's major factor, when its size divides by the
//! number of pieces (so each device's piece stays contiguous on both
//! sides), and on a later factor where the mesh axes before split the
//! factors before it into single indices (one sequence per device group
//! of a `[batch * sequence]` row dim).

use super::unreadable::Unreadable;
use melior::ir::{
    ValueLike,
    attribute::{ArrayAttribute, IntegerAttribute},
    operation::{OperationLike, OperationRef},
};

use super::factors::{FactorKind, Factors};
use crate::types::static_tensor;

/// A reshape's reassociation: the dims of the higher-rank side that each
/// dim of the lower-rank side is.
pub fn reassociation(operation: OperationRef) -> Result<Vec<Vec<usize>>, Unreadable> {
    let groups = operation
        .attribute("reassociation")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .ok_or(Unreadable::Malformed("no reassociation"))?;
    (0..groups.len())
        .map(|g| {
            let group = groups
                .element(g)
                .ok()
                .and_then(|a| ArrayAttribute::try_from(a).ok())?;
            (0..group.len())
                .map(|i| {
                    group
                        .element(i)
                        .ok()
                        .and_then(|a| IntegerAttribute::try_from(a).ok())
                        .map(|v| v.value() as usize)
                })
                .collect::<Option<Vec<_>>>()
        })
        .collect::<Option<Vec<_>>>()
        .ok_or(Unreadable::Malformed("malformed reassociation"))
}

/// The factors of a reshape.
pub(crate) fn factors(operation: OperationRef) -> Result<Factors, Unreadable> {
    let expands = operation.name().as_string_ref().as_str() == Ok("tensor.expand_shape");
    let groups = reassociation(operation)?;
    let shape = |value: melior::ir::Value| static_tensor(value.r#type()).map(|(shape, _)| shape);
    let operand = operation
        .operand(0)
        .ok()
        .and_then(shape)
        .ok_or(Unreadable::Malformed("needs static shapes"))?;
    let result = operation
        .result(0)
        .ok()
        .and_then(|r| shape(r.into()))
        .ok_or(Unreadable::Malformed("needs static shapes"))?;
    let expanded_shape = if expands { result } else { operand };
    if groups.iter().flatten().any(|&d| d >= expanded_shape.len()) {
        return Err(Unreadable::Malformed("reassociation out of range"));
    }
    let expanded: Vec<Vec<usize>> = (0..expanded_shape.len()).map(|d| vec![d]).collect();
    // A unit dim in a group places nothing: the group's major factor is
    // its first dim of another size (`[1, batch] -> [batch]` keeps a batch
    // split).
    let groups: Vec<Vec<usize>> = groups
        .into_iter()
        .map(|group| {
            let sized: Vec<usize> = group
                .iter()
                .copied()
                .filter(|&d| expanded_shape[d] != 1)
                .collect();
            if sized.is_empty() { group } else { sized }
        })
        .collect();
    let (operand_dims, result_dims) = if expands {
        (groups, expanded)
    } else {
        (expanded, groups)
    };
    Ok(Factors {
        operands: vec![operand_dims],
        results: vec![result_dims],
        even_only: true,
        ..Factors::new(
            vec![FactorKind::Parallel; expanded_shape.len()],
            Some(expanded_shape),
            Vec::new(),
            Vec::new(),
            0,
        )
    })
}
