//! Rewrites that put a program into the form the sharding rules read
//! best, run before propagation: `spmd-expand-batch-dims`,
//! `spmd-expand-token-dims`. (The unused results of generics are dropped
//! by every pass that reads rules or forms kernels:
//! `crate::shared::unused_results`.)

use melior::{
    Context,
    ir::operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::{operation_name, program_operations};

use crate::pass::Failure;

pub(crate) mod expand_batch_dims;
pub(crate) mod expand_token_dims;
mod sequence_dims;
pub(crate) mod zigzag_sequence;

pub(crate) use expand_batch_dims::INFO;
pub use expand_batch_dims::expand_batch_dims_pass;
pub use expand_token_dims::expand_token_dims_pass;
pub use zigzag_sequence::zigzag_sequence_pass;

/// A contraction over dims collapsed into one, which a prepare pass
/// rewrites over each of them.
pub(crate) trait Collapsed<'c, 'a>: Sized {
    /// The op it starts from.
    const OPERATION: &'static str;
    /// The rewrite around `operation` (of kind [`Self::OPERATION`]), if it
    /// has the form.
    fn of(operation: OperationRef<'c, 'a>) -> Option<Self>;
    /// The `tensor.collapse_shape`s feeding the contraction.
    fn collapses(&self) -> Vec<OperationRef<'c, 'a>>;
    fn rewrite(self, context: &'c Context) -> Result<(), Failure<'c>>;
}

/// Rewrites every `R` of `function`, loop bodies' ops included.
pub(crate) fn rewrite_all<'c, 'a, R: Collapsed<'c, 'a>>(
    function: OperationRef<'c, 'a>,
) -> Result<(), Failure<'c>> {
    let Some(body) = spmd_dialect::ir::first_block(function) else {
        return Ok(());
    };
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    for operation in program_operations(body) {
        if operation_name(operation) != R::OPERATION {
            continue;
        }
        if let Some(found) = R::of(operation) {
            found.rewrite(context)?;
        }
    }
    Ok(())
}

/// The collapses feeding `operation` where an `R` would rewrite it, else
/// none.
pub(crate) fn collapses_of<'c, 'a, R: Collapsed<'c, 'a>>(
    operation: OperationRef<'c, 'a>,
) -> Vec<OperationRef<'c, 'a>> {
    if operation_name(operation) != R::OPERATION {
        return Vec::new();
    }
    R::of(operation).map_or_else(Vec::new, |found| found.collapses())
}

/// A function holding `linalg.fill` of a `tensor.empty` of type `out`
/// with a scalar of type `element`.
pub(crate) fn fill_text(out: &str, element: &str) -> String {
    format!(
        "func.func @init(%v: {element}) -> {out} {{\n\
         %e = tensor.empty() : {out}\n\
         %f = linalg.fill ins(%v : {element}) outs(%e : {out}) -> {out}\n\
         return %f : {out}\n}}"
    )
}
