//! Local sizes inside an op being partitioned: `expand_shape`'s static
//! output shape, the static sizes of slices taking a split dim whole, and
//! `linalg.index` in a payload offset by the device's position.
//!
//! Reads: the op's split and its local result types. Writes: the op's
//! size attributes and its payload.

use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    attribute::{DenseI64ArrayAttribute, IntegerAttribute},
    operation::{OperationBuilder, OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use spmd_dialect::{ir::replace_uses_except, rules::Rule, types::static_tensor};

use super::values::Partitioner;
use crate::pass::Failure;

impl<'c, 'a> Partitioner<'c, 'a> {
    /// `expand_shape`'s static output shape: its local result's.
    pub(super) fn localise_output_shape(&self, operation: OperationRef<'c, 'a>) {
        let (shape, _) = static_tensor(operation.result(0).expect("a result").r#type())
            .expect("a local static tensor");
        let shape: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
        let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        operation.set_attribute(
            "static_output_shape",
            DenseI64ArrayAttribute::new(self.context, &shape).into(),
        );
    }

    /// A slice taking a split dim whole takes the local piece whole: its
    /// static size there becomes the local size of the full side (the
    /// source of `extract_slice`, the destination of `insert_slice`).
    pub(super) fn localise_slice_sizes(
        &self,
        operation: OperationRef<'c, 'a>,
        name: &str,
        split: &[Option<usize>],
    ) {
        let full_side = match name {
            "tensor.extract_slice" => 0,
            "tensor.insert_slice" => 1,
            _ => return,
        };
        let Some((local, _)) = operation
            .operand(full_side)
            .ok()
            .and_then(|value| static_tensor(value.r#type()))
        else {
            return;
        };
        let Some(sizes) = operation
            .attribute("static_sizes")
            .ok()
            .and_then(|a| DenseI64ArrayAttribute::try_from(a).ok())
        else {
            return;
        };
        let sizes: Vec<i64> = (0..sizes.len())
            .filter_map(|i| sizes.element(i).ok())
            .enumerate()
            .map(|(dim, size)| {
                if split.contains(&Some(dim)) {
                    local[dim] as i64
                } else {
                    size
                }
            })
            .collect();
        let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        operation.set_attribute(
            "static_sizes",
            DenseI64ArrayAttribute::new(self.context, &sizes).into(),
        );
    }

    /// In `operation`'s payload, makes each `linalg.index` of a split loop
    /// dim global again: the local index plus this device's offset.
    pub(super) fn offset_indices(
        &self,
        operation: OperationRef<'c, 'a>,
        rule: &Rule,
        split: &[Option<usize>],
    ) -> Result<(), Failure<'c>> {
        // (`region` on an op without one formats the whole op into its error.)
        if operation.region_count() == 0 {
            return Ok(());
        }
        let Some(payload) = operation
            .region(0)
            .ok()
            .and_then(|region| region.first_block())
        else {
            return Ok(());
        };
        let indices: Vec<OperationRef> =
            std::iter::successors(payload.first_operation(), |op| op.next_in_block())
                .filter(|op| op.name().as_string_ref().as_str() == Ok("linalg.index"))
                .collect();
        for index in indices {
            let dim = index
                .attribute("dim")
                .ok()
                .and_then(|a| IntegerAttribute::try_from(a).ok())
                .map(|a| a.value() as usize);
            let axes: Vec<usize> = (0..split.len())
                .filter(|&axis| dim.is_some() && split[axis] == dim)
                .collect();
            let (Some(dim), false) = (dim, axes.is_empty()) else {
                continue;
            };
            let size = rule.factor_size(dim).ok_or_else(|| {
                (
                    index.location(),
                    "linalg.index of a dynamic loop dim".to_owned(),
                )
            })?;
            let offset = self.emitter(operation).piece_offset(&axes, size);
            let local: Value = index.result(0).expect("linalg.index has a result").into();
            let global = OperationBuilder::new("arith.addi", index.location())
                .add_operands(&[local, offset])
                .add_results(&[local.r#type()])
                .build()
                .map_err(|e| (index.location(), e.to_string()))?;
            let global = payload.insert_operation_after(index, global);
            replace_uses_except(local, global.result(0).expect("addi has a result"), global);
        }
        Ok(())
    }
}
