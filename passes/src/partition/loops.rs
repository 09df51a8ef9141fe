//! An `scf.for` partitioned in place: nothing unrolled. Each loop-carried
//! value keeps the sharding recorded on the loop's result: its initial
//! value is resharded before the loop, the body's block argument and the
//! result get its local type, what the body yields is resharded to it
//! before `scf.yield`; the body's ops are partitioned like any others, the
//! collectives they need running inside the body, once per iteration.
//!
//! Reads: the loop's recorded shardings, its body's ops and rules. Writes:
//! the loop's initial operands, block argument and result types, its body,
//! its yields.

use melior::ir::{
    RegionLike, Value, ValueLike,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use rustc_hash::FxHashMap;
use spmd_dialect::{
    Sharding,
    access::{FunctionShardings, remove_result_shardings},
    ir::{loop_carried, operation_name},
    rules::{NoRule, Rule},
};

use super::values::{Local, Origin, Partitioner};
use crate::pass::{Failure, key};

/// Each op's rule, by the op's address, read before anything is localised.
pub(super) type Rules = FxHashMap<usize, Result<Rule, NoRule>>;

impl<'c, 'a> Partitioner<'c, 'a> {
    /// Partitions `operation` (a loop recursively, its body included).
    pub(super) fn partition_op(
        &mut self,
        operation: OperationRef<'c, 'a>,
        shardings: &FunctionShardings<'c>,
        rules: &mut Rules,
    ) -> Result<(), Failure<'c>> {
        let recorded = shardings.of_op(operation).map(<[Sharding]>::to_vec);
        if operation_name(operation) == "scf.for" {
            return self.partition_loop(operation, recorded, shardings, rules);
        }
        let rule = rules
            .remove(&(operation.to_raw().ptr as usize))
            .unwrap_or_else(|| spmd_dialect::rules::rule(operation));
        self.partition(operation, recorded, rule)
    }

    fn partition_loop(
        &mut self,
        operation: OperationRef<'c, 'a>,
        recorded: Option<Vec<Sharding>>,
        shardings: &FunctionShardings<'c>,
        rules: &mut Rules,
    ) -> Result<(), Failure<'c>> {
        let at = operation.location();
        let carried = loop_carried(operation);
        let body = operation
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .ok_or_else(|| (at, "scf.for without a body".to_owned()))?;
        let targets = recorded.unwrap_or_default();
        // The initial values, and the body's view of them.
        let mut carried_locals = Vec::new();
        for (index, [init, argument, _, _]) in carried.iter().enumerate() {
            let Some(local) = self.values.get(&key(*init)).cloned() else {
                carried_locals.push(None);
                continue;
            };
            let target = targets.get(index).cloned().ok_or_else(|| {
                (
                    at,
                    "'scf.for' has no spmd.shardings: run spmd-propagate before spmd-partition"
                        .to_owned(),
                )
            })?;
            let value = self.reshard(*init, &target, operation)?;
            let mut loop_mut = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
            loop_mut.set_operand(3 + index, value);
            argument.set_type(self.local_type(&local.global, &target, local.element));
            let carried_local = Local {
                value: *argument,
                sharding: target,
                origin: Origin::Computed,
                ..local
            };
            self.values.insert(key(*argument), carried_local.clone());
            carried_locals.push(Some(carried_local));
        }
        // The body, op by op.
        let operations: Vec<OperationRef> = spmd_dialect::ir::block_operations(&body);
        let Some((&yielded, body_ops)) = operations.split_last() else {
            return Err((at, "scf.for with an empty body".to_owned()));
        };
        for &op in body_ops {
            self.partition_op(op, shardings, rules)?;
        }
        // What the body yields, in the carried sharding; the results.
        for (index, carried_local) in carried_locals.into_iter().enumerate() {
            let Some(carried_local) = carried_local else {
                continue;
            };
            let [_, _, next, result] = carried[index];
            let value = self.reshard(next, &carried_local.sharding, yielded)?;
            let mut yield_mut = unsafe { OperationRefMut::from_raw(yielded.to_raw()) };
            yield_mut.set_operand(index, value);
            let result_value: Value = result;
            result_value.set_type(value.r#type());
            self.values.insert(
                key(result_value),
                Local {
                    value: result_value,
                    ..carried_local
                },
            );
        }
        remove_result_shardings(operation);
        Ok(())
    }
}
