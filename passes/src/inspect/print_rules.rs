//! `spmd-print-rules`: each op's sharding rule as text, so that rules are
//! reviewed as data (`spmd_dialect::rules`, Shardy's notation).
//!
//! Reads: every op of every function body that reads or writes a tensor.
//! Writes: nothing to the IR; one remark per op on standard error,
//! `'linalg.matmul' ([i, k], [k, j], [i, j]) -> ([i, j]) {i=8, j=16, k=4}
//! reduction={k:sum} inits=1`, and a located error for each op without a
//! rule (the pass then fails).

use melior::ir::{
    ValueLike,
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};
use spmd_dialect::{ANNOTATE_OP, emit_remark, ir::operation_name, rules::rule};

use crate::pass::{Failure, declare_pass};

declare_pass! {
    /// The `spmd-print-rules` pass.
    pub fn print_rules_pass() = "spmd-print-rules" as "SpmdPrintRules" {
        summary: "Print each op's sharding rule (its factors, as Shardy writes them) as a remark; an op without a rule is an error",
        rewrite: print_rules,
    }
}

fn touches_tensors(operation: OperationRef) -> bool {
    operation.operands().any(|v| v.r#type().is_ranked_tensor())
        || operation.results().any(|r| r.r#type().is_ranked_tensor())
}

fn print_rules<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    let Some(body) = spmd_dialect::ir::first_block(function) else {
        return Ok(());
    };
    let mut missing = Vec::new();
    for operation in spmd_dialect::ir::block_operations(&body) {
        let name = operation_name(operation);
        if name == "func.return" || name == ANNOTATE_OP || !touches_tensors(operation) {
            continue;
        }
        match rule(operation) {
            Ok(rule) => emit_remark(operation.location(), &format!("'{name}' {rule}")),
            Err(error) => missing.push((operation.location(), error.to_string())),
        }
    }
    // Every op without a rule is reported; the first fails the pass.
    let mut missing = missing.into_iter();
    let first = missing.next();
    for (location, message) in missing {
        spmd_dialect::emit_error(location, &message);
    }
    first.map_or(Ok(()), Err)
}
