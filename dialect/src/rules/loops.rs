//! `scf.for` in the factor model: each loop-carried value (initial value,
//! the body's block argument, its yield, the loop's result) keeps one
//! sharding, so each iter_arg's dims are factors shared by its initial
//! value and its result; the bounds and step index nothing. What the body
//! does with the tensors it captures is its own ops' business (their
//! rules), not the loop's.

use super::unreadable::Unreadable;
use melior::ir::{ValueLike, operation::OperationRef};

use super::factors::{FactorKind, Factors};
use crate::types::static_tensor;

/// The factors of an `scf.for`.
pub(crate) fn loop_factors(operation: OperationRef) -> Result<Factors, Unreadable> {
    use melior::ir::operation::OperationLike;
    let mut kinds = Vec::new();
    let mut sizes = Vec::new();
    let mut carried = Vec::new();
    for result in operation.results() {
        let (shape, _) = static_tensor(result.r#type()).ok_or(Unreadable::Malformed(
            "loop-carried values must be static tensors",
        ))?;
        let dims: Vec<Option<usize>> = (kinds.len()..kinds.len() + shape.len()).map(Some).collect();
        kinds.extend(std::iter::repeat_n(FactorKind::Parallel, shape.len()));
        sizes.extend(shape);
        carried.push(dims);
    }
    let mut operands = vec![Vec::new(); 3];
    operands.extend(carried.iter().cloned());
    if operands.len() != operation.operand_count() {
        return Err(Unreadable::Malformed(
            "an scf.for whose operands are not its bounds, step and iter_args",
        ));
    }
    Ok(Factors::new(kinds, Some(sizes), operands, carried, 0))
}
