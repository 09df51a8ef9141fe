//! Sums over unit dims as the element-wise ops they are. JAX writes the
//! broadcast back of a bias's or a norm gain's gradient as a reduction over
//! dims of extent 1 (`[1, 1, 1024] -> [1024]`, its init a fill of 0): one
//! point per output, which fusion cannot inline into its reader (the
//! payload reads the output), so it ran as a kernel of its own, about two
//! microseconds of launch on a GPU for a few kilobytes. Each
//! `linalg.generic` whose every reduction loop has extent 1 becomes
//! element-wise: those loops dropped (index 0 where the maps named them),
//! the init read as an input and a `tensor.empty` as the output. Each
//! output still sees its one reduction step, so results are the same.
//!
//! Reads: the `linalg.generic` ops of a function body and of the bodies of
//! its `scf.for` loops (a scanned step's layer). Writes: each such op in
//! place, and a `tensor.empty` before it.

use melior::ir::{
    AffineExpr, AffineMap, Attribute, BlockLike, OperationRef, RegionLike, Value, ValueLike,
    attribute::{ArrayAttribute, AttributeLike},
    operation::{OperationBuilder, OperationLike, OperationMutLike, OperationRefMut},
    r#type::{RankedTensorType, ShapedTypeLike, TypeLike},
};
use mlir_sys::{
    MlirValue, mlirAffineMapAttrGet, mlirAffineMapAttrGetValue, mlirBlockInsertArgument,
    mlirOperationSetOperands,
};
use spmd_dialect::ir::{Positional, operation_name, replace_uses};

use super::structure::{Structure, body_operations, structure};
use crate::pass::Failure;

/// Rewrites every reduction of `body` (and of its loops' bodies) whose
/// reduction loops all have extent 1 as an element-wise op.
pub(super) fn unit_reductions_as_elementwise<'c>(
    body: melior::ir::BlockRef<'c, '_>,
) -> Result<(), Failure<'c>> {
    for operation in super::plan::operations(body) {
        if operation_name(operation) != "linalg.generic"
            || operation.result_count() != 1
            // Its iterator types alone, before its whole structure.
            || spmd_dialect::ir::reduces(operation) != Some(true)
        {
            continue;
        }
        let Ok(Some(loops)) = structure(operation) else {
            continue;
        };
        let unit_reduction = loops.reduction.contains(&true)
            && loops
                .dims
                .iter()
                .zip(&loops.reduction)
                .all(|(&extent, &reduced)| !reduced || extent == 1);
        // A payload reading loop indices (`linalg.index`) would read them
        // renumbered: left as it is.
        let reads_indices = body_operations(operation)
            .iter()
            .any(|op| operation_name(*op) == "linalg.index");
        if !unit_reduction || loops.maps.len() != loops.inputs + 1 || reads_indices {
            continue;
        }
        rewrite(operation, &loops).map_err(|what| {
            (
                operation.location(),
                format!("rewriting a sum over unit dims as element-wise: {what}"),
            )
        })?;
    }
    Ok(())
}

/// Makes `operation` (one output, reduction loops of extent 1) element-wise
/// in place.
fn rewrite(operation: OperationRef, loops: &Structure) -> Result<(), String> {
    let at = operation.location();
    let context_ref = operation.context();
    let context = unsafe { context_ref.to_ref() };
    let inputs = loops.inputs;
    let parallel: Vec<usize> = (0..loops.dims.len())
        .filter(|&l| !loops.reduction[l])
        .collect();
    // Old loop l as the new loops: its position among the parallel ones,
    // or index 0.
    let substitution: Vec<AffineExpr> = (0..loops.dims.len())
        .map(|l| match parallel.iter().position(|&p| p == l) {
            Some(position) => AffineExpr::dim(context, position),
            None => AffineExpr::constant(context, 0),
        })
        .collect();
    let substitution = AffineMap::new(context, parallel.len(), 0, &substitution);
    let maps = operation
        .attribute("indexing_maps")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .ok_or("no indexing_maps")?;
    let mut new_maps = Vec::with_capacity(maps.len() + 1);
    for index in 0..maps.len() {
        let attribute = maps.element(index).map_err(|e| e.to_string())?;
        let map = unsafe { AffineMap::from_raw(mlirAffineMapAttrGetValue(attribute.to_raw())) };
        let results: Vec<AffineExpr> = (0..map.result_count())
            .map(|r| map.result(r).map(|e| e.compose(substitution)))
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?;
        let map = AffineMap::new(context, parallel.len(), 0, &results);
        new_maps.push(unsafe { Attribute::from_raw(mlirAffineMapAttrGet(map.to_raw())) });
    }
    // The init is read as an input through the output's map.
    let output_map = *new_maps.last().ok_or("no output map")?;
    new_maps.insert(inputs, output_map);
    let init = operation.operand_at(inputs).ok_or("no init")?;
    let init_type = RankedTensorType::try_from(init.r#type()).map_err(|_| "an unranked init")?;
    if (0..init_type.rank()).any(|d| init_type.dim_size(d).is_err()) {
        return Err("a dynamically shaped init".into());
    }
    let block = operation.block().ok_or("the op is in no block")?;
    let empty = block.insert_operation_before(
        operation,
        OperationBuilder::new("tensor.empty", at)
            .add_results(&[init.r#type()])
            .build()
            .map_err(|e| e.to_string())?,
    );
    let empty: Value = empty.result_at(0).ok_or("no empty tensor")?.into();
    let mut operands: Vec<MlirValue> = (0..inputs)
        .map(|i| operation.operand_at(i).map(|v| v.to_raw()))
        .collect::<Option<_>>()
        .ok_or("an input is missing")?;
    operands.extend([init.to_raw(), empty.to_raw()]);
    unsafe {
        mlirOperationSetOperands(
            operation.to_raw(),
            operands.len() as isize,
            operands.as_ptr(),
        )
    };
    let parallel_type = Attribute::parse(context, "#linalg.iterator_type<parallel>")
        .ok_or("no linalg iterator type")?;
    let segments = Attribute::parse(context, &format!("array<i32: {}, 1>", inputs + 1))
        .ok_or("no segment sizes")?;
    let mut rewritten = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
    rewritten.set_attribute(
        "indexing_maps",
        ArrayAttribute::new(context, &new_maps).into(),
    );
    rewritten.set_attribute(
        "iterator_types",
        ArrayAttribute::new(context, &vec![parallel_type; parallel.len()]).into(),
    );
    rewritten.set_attribute("operandSegmentSizes", segments);
    // The payload's output argument (the running value) becomes the new
    // input's argument.
    let payload = operation
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or("no payload")?;
    let element = init_type.element();
    let argument = unsafe {
        Value::from_raw(mlirBlockInsertArgument(
            payload.to_raw(),
            inputs as isize,
            element.to_raw(),
            at.to_raw(),
        ))
    };
    let running = payload.argument(inputs + 1).map_err(|e| e.to_string())?;
    replace_uses(running, argument);
    Ok(())
}
