//! Results of a `linalg.generic` that nothing reads, dropped with the
//! payload computing them: torch-mlir lowers `max(dim)` (softmax's and
//! cross-entropy's row max) to one generic yielding the max and its
//! argmax, and an argmax nobody reads would otherwise be computed, and
//! would keep the max from being split over the reduced dim (its combiner
//! is not a reduction spmd knows).
//!
//! Reads: every `linalg.generic` of a function. Writes: a generic without
//! the results nothing uses whose outputs the rest of its payload does not
//! read, in place of the old one (same location and attributes); the
//! payload ops that only fed them are erased.

use melior::ir::{
    BlockLike, Identifier, Region, RegionLike, Value, ValueLike,
    attribute::ArrayAttribute,
    operation::{OperationBuilder, OperationLike, OperationRef},
};
use rustc_hash::FxHashSet;
use spmd_dialect::ir::Positional;
use spmd_dialect::ir::{
    ValueKey, erase, has_uses, operation_name, program_operations, replace_uses,
};

use crate::pass::Failure;

/// Drops the unused results of every generic in `function`'s body.
pub(crate) fn drop_unused_results<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    let Some(body) = spmd_dialect::ir::first_block(function) else {
        return Ok(());
    };
    for operation in program_operations(body) {
        if operation_name(operation) != "linalg.generic" || operation.result_count() < 2 {
            continue;
        }
        let droppable = droppable_results(operation);
        if !droppable.is_empty() {
            rebuild_without(operation, &droppable)?;
        }
    }
    Ok(())
}

/// The payload of a generic: its ops in order, the terminator last.
fn payload<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let Some(block) = spmd_dialect::ir::first_block(operation) else {
        return Vec::new();
    };
    spmd_dialect::ir::block_operations(&block)
}

/// The payload values needed to compute the yields `kept` (and the
/// payload's assertions), by key.
fn live_values(operations: &[OperationRef], kept: &[usize]) -> FxHashSet<ValueKey> {
    let Some((terminator, body)) = operations.split_last() else {
        return FxHashSet::default();
    };
    let mut live: FxHashSet<ValueKey> = kept
        .iter()
        .filter_map(|&i| terminator.operand_at(i))
        .map(ValueKey::of)
        .collect();
    for op in body.iter().rev() {
        let needed =
            op.result_count() == 0 || op.results().any(|r| live.contains(&ValueKey::of(r.into())));
        if needed {
            live.extend(op.operands().map(ValueKey::of));
        }
    }
    live
}

/// The results nothing reads whose output block arguments the payload
/// computing the other results does not read.
fn droppable_results(operation: OperationRef) -> Vec<usize> {
    let results = operation.result_count();
    let unused: Vec<usize> = (0..results)
        .filter(|&i| !operation.result_at(i).is_some_and(has_uses))
        .collect();
    if unused.is_empty() || unused.len() == results {
        return Vec::new();
    }
    let Some(block) = spmd_dialect::ir::first_block(operation) else {
        return Vec::new();
    };
    let kept: Vec<usize> = (0..results).filter(|i| !unused.contains(i)).collect();
    let live = live_values(&payload(operation), &kept);
    let first_output = block.argument_count() - results;
    unused
        .into_iter()
        .filter(|&i| {
            block
                .argument(first_output + i)
                .is_ok_and(|a| !live.contains(&ValueKey::of(a.into())))
        })
        .collect()
}

/// Replaces `operation` by a generic without the results `dropped`.
fn rebuild_without<'c>(
    operation: OperationRef<'c, '_>,
    dropped: &[usize],
) -> Result<(), Failure<'c>> {
    let at = operation.location();
    let context_ref = operation.context();
    let context = unsafe { context_ref.to_ref() };
    let results = operation.result_count();
    let inputs = operation.operand_count() - results;
    let kept: Vec<usize> = (0..results).filter(|i| !dropped.contains(i)).collect();
    // The payload without the dropped yields and the ops only they read.
    let operations = payload(operation);
    let live = live_values(&operations, &kept);
    let (terminator, body) = operations.split_last().expect("a generic has a terminator");
    let yields: Vec<Value> = kept
        .iter()
        .map(|&i| terminator.operand(i).expect("a yield per result"))
        .collect();
    let raw_yields: Vec<mlir_sys::MlirValue> = yields.iter().map(|v| v.to_raw()).collect();
    unsafe {
        mlir_sys::mlirOperationSetOperands(
            terminator.to_raw(),
            raw_yields.len() as isize,
            raw_yields.as_ptr(),
        )
    };
    for op in body.iter().rev() {
        let dead = op.result_count() > 0
            && op
                .results()
                .all(|r| !live.contains(&ValueKey::of(r.into())) && !has_uses(r));
        if dead {
            erase(*op);
        }
    }
    let block = operation
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .expect("a generic has a body");
    for &i in dropped.iter().rev() {
        unsafe { mlir_sys::mlirBlockEraseArgument(block.to_raw(), (inputs + i) as u32) };
    }
    // The new op: the kept outputs, their maps and result types.
    let operands: Vec<Value> = (0..inputs)
        .chain(kept.iter().map(|&i| inputs + i))
        .map(|i| operation.operand(i).expect("an operand"))
        .collect();
    let result_types: Vec<_> = kept
        .iter()
        .map(|&i| operation.result(i).expect("a result").r#type())
        .collect();
    let maps = ArrayAttribute::try_from(
        operation
            .attribute("indexing_maps")
            .map_err(|_| (at, "a generic without indexing_maps".to_owned()))?,
    )
    .map_err(|_| (at, "indexing_maps is not an array".to_owned()))?;
    let kept_maps: Vec<_> = (0..inputs)
        .chain(kept.iter().map(|&i| inputs + i))
        .map(|i| maps.element(i).expect("a map per operand"))
        .collect();
    let mut attributes = vec![
        (
            Identifier::new(context, "indexing_maps"),
            ArrayAttribute::new(context, &kept_maps).into(),
        ),
        (
            Identifier::new(context, "operandSegmentSizes"),
            melior::ir::Attribute::parse(context, &format!("array<i32: {inputs}, {}>", kept.len()))
                .expect("a segment-size array parses"),
        ),
    ];
    for index in 0..unsafe { mlir_sys::mlirOperationGetNumAttributes(operation.to_raw()) } {
        let named = unsafe { mlir_sys::mlirOperationGetAttribute(operation.to_raw(), index) };
        let name = unsafe { Identifier::from_raw(named.name) };
        let text = spmd_dialect::ir::identifier_text(name);
        if text != "indexing_maps" && text != "operandSegmentSizes" {
            attributes.push((name, unsafe {
                melior::ir::Attribute::from_raw(named.attribute)
            }));
        }
    }
    let region = Region::new();
    unsafe {
        mlir_sys::mlirRegionTakeBody(
            region.to_raw(),
            operation.region(0).expect("a body").to_raw(),
        )
    };
    let rebuilt = OperationBuilder::new("linalg.generic", at)
        .add_operands(&operands)
        .add_results(&result_types)
        .add_attributes(&attributes)
        .add_regions([region])
        .build()
        .map_err(|e| {
            (
                at,
                format!("rebuilding a generic without its unused results: {e}"),
            )
        })?;
    let parent = operation.block().expect("the op is in a block");
    let rebuilt = parent.insert_operation_before(operation, rebuilt);
    for (new, &old) in kept.iter().enumerate() {
        replace_uses(
            operation.result(old).expect("a result"),
            rebuilt.result(new).expect("a result"),
        );
    }
    erase(operation);
    Ok(())
}
