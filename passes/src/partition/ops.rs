//! Partitioning one op: its split read from the sharding recorded on its
//! first result through its rule (`Rule::exact_split`), its operands
//! resharded to what the split needs, its results retyped to the local
//! pieces the split makes; annotations become reshards, free ops are
//! rebuilt where used.
//!
//! Reads: the op's recorded shardings and rule, its operands' local
//! values. Writes: the op's operands and result types, and its payload's
//! and attributes' local sizes (see `payload`).

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    r#type::TypeLike,
};
use spmd_dialect::ir::Positional;
use spmd_dialect::{
    ANNOTATE_OP, Sharding,
    access::remove_result_shardings,
    ir::{constant_scalar, inputs, operation_name, replace_uses_within, splat_element},
    rules::{NoRule, Rule, Slot},
    types::{element_bytes, static_tensor},
};

use super::{
    signature::supported_rank,
    values::{Local, Origin, Partitioner},
};
use crate::pass::{Failure, key};

impl<'c, 'a> Partitioner<'c, 'a> {
    /// Rewrites `operation` (with its recorded shardings) to compute its
    /// local piece.
    pub(super) fn partition(
        &mut self,
        operation: OperationRef<'c, 'a>,
        recorded: Option<Vec<Sharding>>,
        rule: Result<Rule, NoRule>,
    ) -> Result<(), Failure<'c>> {
        let at = operation.location();
        let name = operation_name(operation);
        if name == ANNOTATE_OP {
            let target = recorded.and_then(|r| r.into_iter().next()).expect("read");
            let operand = operation.operand(0).map_err(|e| (at, e.to_string()))?;
            let source = self.values.get(&key(operand)).cloned().ok_or_else(|| {
                (
                    at,
                    "annotation of a value defined outside the function body".to_owned(),
                )
            })?;
            let value = self.reshard(operand, &target, operation)?;
            let result = operation.result(0).expect("annotate has a result");
            self.values.insert(
                key(result.into()),
                Local {
                    value,
                    sharding: target,
                    origin: Origin::Computed,
                    ..source
                },
            );
            self.annotations.push(operation);
            return Ok(());
        }
        // The operands, then the tensors the op's regions capture.
        let inputs = inputs(operation);
        let has_tensors = operation.results().any(|r| r.r#type().is_ranked_tensor())
            || inputs.iter().any(|v| self.values.contains_key(&key(*v)));
        if !has_tensors {
            return Ok(());
        }
        let rule = rule.map_err(|e| (at, e.to_string()))?;
        let recorded = recorded.ok_or_else(|| {
            (
                at,
                format!("'{name}' has no spmd.shardings: run spmd-propagate before spmd-partition"),
            )
        })?;
        let first = recorded
            .first()
            .cloned()
            .unwrap_or_else(|| self.replicated.clone());
        if rule.is_free() {
            if name == "linalg.fill" {
                self.keep_fill_destination_whole(operation);
            }
            let origin = match name {
                "tensor.empty" => Origin::Empty,
                "linalg.fill" => Origin::Fill {
                    fill: operation,
                    scalar: operation.operand_at(0).and_then(constant_scalar),
                },
                _ => splat_element(operation).map_or(Origin::Computed, Origin::Splat),
            };
            self.free_value(operation, origin)?;
        } else {
            let split = rule.exact_split(
                &first.placements,
                |index| {
                    let local = self.values.get(&key(*inputs.get(index)?))?;
                    Some(local.sharding.placements.clone())
                },
                &self.mesh.shape,
            );
            let split = match operation
                .result(0)
                .ok()
                .and_then(|r| static_tensor(r.r#type()))
            {
                Some((global, element)) if operation.result_count() == 1 => self.cheaper_split(
                    &rule,
                    &split,
                    &inputs,
                    &global,
                    element_bytes(element),
                    &first,
                ),
                _ => split,
            };
            let sharding = |slot: Slot| {
                rule.placements(slot, &split, &self.mesh.shape)
                    .map(|p| Sharding::new(self.mesh.name.clone(), p))
                    .ok_or_else(|| (at, format!("'{name}' cannot be split as recorded")))
            };
            let mut required = Vec::new();
            for (index, input) in inputs.iter().enumerate() {
                required.push(if self.values.contains_key(&key(*input)) {
                    Some(sharding(Slot::Operand(index))?)
                } else {
                    None
                });
            }
            let produced = (0..operation.result_count())
                .map(|index| sharding(Slot::Result(index)))
                .collect::<Result<Vec<_>, _>>()?;
            if let Some(&source) = inputs.first() {
                self.note_transpose(operation, source);
            }
            self.take_windows(operation, &rule, &split, &inputs, &mut required)?;
            self.localise_statistics(operation, &inputs, &mut required)?;
            self.offset_indices(operation, &rule, &split)?;
            self.localise_lookups(operation, &rule, &inputs, &required)?;
            self.rewrite(operation, &inputs, &required, &produced)?;
            if name == "tensor.pad" {
                self.exchange_halos(operation, &rule, &split, inputs[0])?;
            }
            if let ("tm_tensor.scatter" | "iree_linalg_ext.scatter", Some(Some(original))) =
                (name, required.get(2))
            {
                let global = self.values[&key(inputs[2])].global.clone();
                self.localise_scatter(operation, original, &global)?;
            }
            self.localise_slice_sizes(operation, name, &split);
            if name == "tensor.expand_shape" {
                self.localise_output_shape(operation);
            }
            self.follow_varying(operation)?;
        }
        remove_result_shardings(operation);
        Ok(())
    }

    /// Sets `operation`'s `inputs` (its operands, then the tensors its
    /// regions capture) to their pieces in `required` and its results to
    /// their local types in `produced`.
    pub(super) fn rewrite(
        &mut self,
        operation: OperationRef<'c, 'a>,
        inputs: &[Value<'c, 'a>],
        required: &[Option<Sharding>],
        produced: &[Sharding],
    ) -> Result<(), Failure<'c>> {
        let at = operation.location();
        for (index, target) in required.iter().enumerate() {
            let Some(target) = target else { continue };
            let value = self.reshard(inputs[index], target, operation)?;
            if index < operation.operand_count() {
                let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
                operation.set_operand(index, value);
            } else if key(value) != key(inputs[index]) {
                replace_uses_within(inputs[index], value, operation, false);
            }
        }
        for (index, sharding) in produced.iter().enumerate() {
            let result: Value = operation
                .result(index)
                .expect("index < result_count")
                .into();
            let (global, element) = static_tensor(result.r#type())
                .filter(|_| supported_rank(result.r#type()).is_some())
                .ok_or_else(|| {
                    (
                        at,
                        format!("result #{index} is not a static tensor of integers or floats"),
                    )
                })?;
            result.set_type(self.local_type(&global, sharding, element));
            self.values.insert(
                key(result),
                Local {
                    value: result,
                    sharding: sharding.clone(),
                    global,
                    element,
                    origin: Origin::Computed,
                },
            );
        }
        Ok(())
    }

    /// A fill stays whole where it is (each use takes its piece of it), so
    /// its destination must be whole too: a destination partitioned before
    /// it (an `expand_shape` of an empty tensor, split) is replaced by a
    /// whole empty tensor (a fill overwrites every element).
    fn keep_fill_destination_whole(&self, fill: OperationRef<'c, 'a>) {
        let (Some(destination), Some(result)) = (fill.operand_at(1), fill.result_at(0)) else {
            return;
        };
        if destination.r#type() == result.r#type() {
            return;
        }
        let whole = self.emitter(fill).empty(result.r#type());
        let mut fill = unsafe { OperationRefMut::from_raw(fill.to_raw()) };
        fill.set_operand(1, whole);
    }
}
