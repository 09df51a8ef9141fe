//! Convolutions as GEMMs (im2col). A contraction whose one input is read
//! through windows (`x[n, c, oh * stride + kh, ow * stride + kw]`: a
//! convolution, its input gradient or its weight gradient, as
//! `linalg-generalize-named-ops` writes them) is split in two: a copy of
//! the windows (`col`, whose dims are the loops the input is read by, in
//! the contraction's loop order, one input element per element) and the
//! same contraction reading the copy through plain dims, which the lowering
//! then runs as a GEMM (the CPU backend's GEMM, cuBLAS on cuda) instead of
//! a loop nest. In loop order, the copy's reduced dims nest into one GEMM
//! `k`; where the other input's do not (a weight gradient reduces over
//! `n, oh, ow` of `dy[n, f, oh, ow]`), that input is copied into the loops'
//! order too. A contraction that would still not be a GEMM is left as it
//! is.
//!
//! Reads: the `linalg.generic` ops of a function body. Writes: each such
//! convolution as `tensor.empty` + copy per packed input and the
//! contraction reading the copies, with the same results.

use melior::ir::{
    AffineExpr, AffineMap, Attribute, Block, BlockLike, Location, Operation, Region, RegionLike,
    Value, ValueLike,
    attribute::{ArrayAttribute, AttributeLike},
    operation::{OperationBuilder, OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    r#type::{RankedTensorType, ShapedTypeLike},
};
use mlir_sys::{mlirAffineMapAttrGet, mlirAffineMapAttrGetValue};
use spmd_dialect::ir::{Positional, erase, operation_name, replace_uses};

use super::gemm::gemm_shape;
use super::structure::{Structure, structure};
use crate::pass::Failure;

/// Rewrites every windowed contraction of `body` that becomes a GEMM.
pub(super) fn convolutions_as_gemms<'c>(body: &Block<'c>) -> Result<(), Failure<'c>> {
    let candidates: Vec<OperationRef> = spmd_dialect::ir::block_operations(body)
        .into_iter()
        .filter(|&operation| operation_name(operation) == "linalg.generic")
        .filter(|&operation| spmd_dialect::ir::reduces(operation) == Some(true))
        .collect();
    for operation in candidates {
        let Ok(Some(loops)) = structure(operation) else {
            continue;
        };
        let Some(windowed) = windowed_input(&loops) else {
            continue;
        };
        rewrite(operation, &loops, windowed)?;
    }
    Ok(())
}

/// The input of a two-input contraction read through a window, where the
/// other input and the output are read through plain dims.
fn windowed_input(loops: &Structure) -> Option<usize> {
    if loops.inputs != 2 || loops.maps.len() != 3 || !loops.reduction.contains(&true) {
        return None;
    }
    let plain = |operand: usize| loops.maps[operand].iter().all(|e| e.as_dim().is_some());
    match (plain(0), plain(1), plain(2)) {
        (false, true, true) => Some(0),
        (true, false, true) => Some(1),
        _ => None,
    }
}

fn affine_map_attribute(map: AffineMap) -> Attribute {
    unsafe { Attribute::from_raw(mlirAffineMapAttrGet(map.to_raw())) }
}

/// A copy of one operand of a contraction, its dims the loops it reads in
/// the contraction's loop order: `tensor.empty` and the copying generic.
struct Packed<'c, 'a> {
    operations: [OperationRef<'c, 'a>; 2],
    value: Value<'c, 'a>,
    /// The contraction's map of the copy: the loops it reads, plain.
    map: Attribute<'c>,
}

/// Copies operand `index` of `operation` into the loops' order, before
/// `operation` (see [`Packed`]).
fn pack<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    loops: &Structure,
    index: usize,
) -> Result<Packed<'c, 'a>, BuildError> {
    let at = operation.location();
    let context_ref = operation.context();
    let context = unsafe { context_ref.to_ref() };
    let block = operation
        .block()
        .ok_or(BuildError::Missing("the op is in no block"))?;
    let maps = operation
        .attribute("indexing_maps")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .ok_or(BuildError::Missing("no indexing_maps"))?;
    let attribute = maps
        .element(index)
        .map_err(|e| BuildError::Mlir(e.to_string()))?;
    let map = unsafe { AffineMap::from_raw(mlirAffineMapAttrGetValue(attribute.to_raw())) };
    let loop_count = loops.dims.len();
    let read: Vec<usize> = (0..loop_count)
        .filter(|&l| loops.maps[index].iter().any(|e| e.coefficients[l] != 0))
        .collect();
    let source = operation
        .operand_at(index)
        .ok_or(BuildError::Missing("no such operand"))?;
    let element = RankedTensorType::try_from(source.r#type())
        .map_err(|_| BuildError::Missing("the operand is not a ranked tensor"))?
        .element();
    let shape: Vec<u64> = read.iter().map(|&l| loops.dims[l] as u64).collect();
    let packed_type = RankedTensorType::new(&shape, element, None).into();
    // packed[read loops] = source[map of those loops].
    let substitution: Vec<AffineExpr> = (0..loop_count)
        .map(|l| match read.iter().position(|&r| r == l) {
            Some(position) => AffineExpr::dim(context, position),
            None => AffineExpr::constant(context, 0),
        })
        .collect();
    let substitution = AffineMap::new(context, read.len(), 0, &substitution);
    let source_results: Vec<AffineExpr> = (0..map.result_count())
        .map(|r| map.result(r).map(|e| e.compose(substitution)))
        .collect::<Result<_, _>>()
        .map_err(|e| BuildError::Mlir(e.to_string()))?;
    let copy_maps = ArrayAttribute::new(
        context,
        &[
            affine_map_attribute(AffineMap::new(context, read.len(), 0, &source_results)),
            affine_map_attribute(AffineMap::multi_dim_identity(context, read.len())),
        ],
    );
    let parallel = Attribute::parse(context, "#linalg.iterator_type<parallel>")
        .ok_or(BuildError::Missing("no linalg iterator type"))?;
    let iterators = ArrayAttribute::new(context, &vec![parallel; read.len()]);
    let empty = block.insert_operation_before(
        operation,
        OperationBuilder::new("tensor.empty", at)
            .add_results(&[packed_type])
            .build()
            .map_err(|e| BuildError::Mlir(e.to_string()))?,
    );
    let init: Value = empty
        .result_at(0)
        .ok_or(BuildError::Missing("no empty tensor"))?
        .into();
    let copy = block.insert_operation_before(
        operation,
        copy_of(context, at, source, init, copy_maps, iterators, element)?,
    );
    let plain: Vec<AffineExpr> = read.iter().map(|&l| AffineExpr::dim(context, l)).collect();
    Ok(Packed {
        operations: [empty, copy],
        value: copy
            .result_at(0)
            .ok_or(BuildError::Missing("no copy"))?
            .into(),
        map: affine_map_attribute(AffineMap::new(context, loop_count, 0, &plain)),
    })
}

/// Splits `operation` into the window copy and a contraction reading it
/// (and, where the other input's reduced dims do not nest, a copy of that
/// input in the loops' order too), if that contraction is a GEMM.
fn rewrite<'c>(
    operation: OperationRef<'c, '_>,
    loops: &Structure,
    windowed: usize,
) -> Result<(), Failure<'c>> {
    let at = operation.location();
    let fail = |what: String| (at, format!("rewriting a convolution as a GEMM: {what}"));
    let block = operation
        .block()
        .ok_or_else(|| fail("the op is in no block".into()))?;
    let context_ref = operation.context();
    let context = unsafe { context_ref.to_ref() };
    let maps = operation
        .attribute("indexing_maps")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .ok_or_else(|| fail("no indexing_maps".into()))?;
    let original: Vec<Attribute> = (0..maps.len())
        .map(|i| maps.element(i).map_err(|e| fail(e.to_string())))
        .collect::<Result<_, _>>()?;
    let contraction =
        block.insert_operation_after(operation, crate::pass::template::clone(operation));
    let mut contraction_mut = unsafe { OperationRefMut::from_raw(contraction.to_raw()) };
    let mut made = Vec::new();
    let mut contraction_maps = original;
    for packed_operand in [windowed, 1 - windowed] {
        let packed = pack(operation, loops, packed_operand).map_err(|e| fail(e.to_string()))?;
        made.extend(packed.operations);
        contraction_mut.set_operand(packed_operand, packed.value);
        contraction_maps[packed_operand] = packed.map;
        contraction_mut.set_attribute(
            "indexing_maps",
            ArrayAttribute::new(context, &contraction_maps).into(),
        );
        let is_gemm = structure(contraction)
            .ok()
            .flatten()
            .is_some_and(|s| gemm_shape(contraction, &s).is_some());
        if is_gemm {
            for (old, new) in operation.results().zip(contraction.results()) {
                replace_uses(old, new);
            }
            erase(operation);
            return Ok(());
        }
    }
    erase(contraction);
    for operation in made.into_iter().rev() {
        erase(operation);
    }
    Ok(())
}

/// `linalg.generic ins(source) outs(init)` yielding its input's element.
fn copy_of<'c>(
    context: &'c melior::Context,
    at: Location<'c>,
    source: Value<'c, '_>,
    init: Value<'c, '_>,
    maps: ArrayAttribute<'c>,
    iterators: ArrayAttribute<'c>,
    element: melior::ir::Type<'c>,
) -> Result<Operation<'c>, BuildError> {
    let body = Block::new(&[(element, at), (element, at)]);
    let input = body
        .argument(0)
        .map_err(|e| BuildError::Mlir(e.to_string()))?;
    body.append_operation(
        OperationBuilder::new("linalg.yield", at)
            .add_operands(&[input.into()])
            .build()
            .map_err(|e| BuildError::Mlir(e.to_string()))?,
    );
    let region = Region::new();
    region.append_block(body);
    let segments = Attribute::parse(context, "array<i32: 1, 1>")
        .ok_or(BuildError::Missing("no segment sizes"))?;
    OperationBuilder::new("linalg.generic", at)
        .add_operands(&[source, init])
        .add_results(&[init.r#type()])
        .add_attributes(&[
            (
                melior::ir::Identifier::new(context, "indexing_maps"),
                maps.into(),
            ),
            (
                melior::ir::Identifier::new(context, "iterator_types"),
                iterators.into(),
            ),
            (
                melior::ir::Identifier::new(context, "operandSegmentSizes"),
                segments,
            ),
        ])
        .add_regions([region])
        .build()
        .map_err(|e| BuildError::Mlir(e.to_string()))
}

/// IR the window copy needs that is missing, or an op MLIR refused to
/// build.
#[derive(Debug, thiserror::Error)]
enum BuildError {
    #[error("{0}")]
    Missing(&'static str),
    #[error("{0}")]
    Mlir(String),
}
