//! IR built from MLIR text: a pass writes a small function holding the ops
//! it needs, MLIR parses it, and the ops are cloned where they go, every
//! use of the function's arguments (as operands or captured by regions)
//! bound to the values the pass gives.

use melior::{
    Context,
    ir::{
        BlockLike, Location, Module, Operation, RegionLike, Value, ValueLike,
        operation::{OperationLike, OperationRef},
    },
};
use spmd_dialect::ir::Positional;
use spmd_dialect::ir::replace_uses_within;

use super::Failure;

/// A parsed template: a module holding one function.
pub(crate) struct Template<'c> {
    module: Module<'c>,
}

/// A copy of `operation`, not yet in a block.
pub(crate) fn clone<'c>(operation: OperationRef<'c, '_>) -> Operation<'c> {
    unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(operation.to_raw())) }
}

impl<'c> Template<'c> {
    /// Parses `text`, a function the pass wrote (`what` names it in the
    /// error should MLIR refuse it: a bug of the pass).
    pub(crate) fn parse(
        context: &'c Context,
        text: &str,
        what: &str,
        at: Location<'c>,
    ) -> Result<Template<'c>, Failure<'c>> {
        Module::parse(context, text)
            .map(|module| Template { module })
            .ok_or_else(|| {
                (
                    at,
                    format!("internal error: a {what} template MLIR does not parse"),
                )
            })
    }

    /// The template function's ops, its return last.
    pub(crate) fn operations(&self) -> Vec<OperationRef<'c, '_>> {
        let body = self
            .module
            .body()
            .first_operation()
            .and_then(|function| function.region_at(0)?.first_block())
            .expect("a template holds a function with a body");
        spmd_dialect::ir::block_operations(&body)
    }

    /// Clones the function's ops before `before` (at `at`), its arguments
    /// bound to `arguments`; returns the values it returns.
    pub(crate) fn instantiate<'a>(
        &self,
        before: OperationRef<'c, 'a>,
        arguments: &[Value<'c, 'a>],
        at: Location<'c>,
    ) -> Vec<Value<'c, 'a>> {
        let operations = self.operations();
        let (terminator, body) = operations.split_last().expect("a template has a return");
        let block = before.block().expect("the op is in a block");
        let entry = terminator.block().expect("in the function's block");
        // Template values and what they stand for, as raw values.
        let mut bound: Vec<(mlir_sys::MlirValue, mlir_sys::MlirValue)> = (0..entry
            .argument_count())
            .map(|i| {
                let argument: Value = entry.argument(i).expect("index").into();
                (argument.to_raw(), arguments[i].to_raw())
            })
            .collect();
        for template in body {
            let copy = block.insert_operation_before(before, clone(*template));
            unsafe { mlir_sys::mlirOperationSetLocation(copy.to_raw(), at.to_raw()) };
            for &(old, new) in &bound {
                let (old, new) = unsafe { (Value::from_raw(old), Value::from_raw(new)) };
                replace_uses_within(old, new, copy, true);
            }
            for (result, copied) in template.results().zip(copy.results()) {
                let (result, copied): (Value, Value) = (result.into(), copied.into());
                bound.push((result.to_raw(), copied.to_raw()));
            }
        }
        terminator
            .operands()
            .map(|value| {
                let raw = bound
                    .iter()
                    .find(|(old, _)| old.ptr == value.to_raw().ptr)
                    .map(|(_, new)| *new)
                    .expect("a template returns its own values");
                unsafe { Value::from_raw(raw) }
            })
            .collect()
    }
}
