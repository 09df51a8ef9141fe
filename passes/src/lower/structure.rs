//! The loop structure of the ops `spmd-lower-to-runtime` turns into kernels
//! and GEMMs: loop extents, which loops reduce, and every operand's
//! indexing map as linear functions of the loops (what a backend needs to
//! address memory), plus the recognition of contractions as GEMMs.
//!
//! Reads: `linalg.generic` (`indexing_maps`, `iterator_types`, payload),
//! `linalg.matmul` / `linalg.batch_matmul` (their fixed or given maps),
//! `linalg.fill`, and `arith` / `math` ops applied to whole tensors.
//!
//! Reads: an op. Writes: nothing in the IR.

use melior::ir::{
    AffineExpr, AffineMap, ValueLike,
    attribute::{ArrayAttribute, AttributeLike},
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};
use mlir_sys::mlirAffineMapAttrGetValue;
use spmd_dialect::ir::Positional;
use spmd_dialect::ir::operation_name;
use spmd_dialect::read::{self, scalar_op};

/// `constant + sum(coefficients[d] * loop[d])`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Linear {
    pub coefficients: Vec<i64>,
    pub constant: i64,
}

impl Linear {
    pub fn constant(loops: usize, value: i64) -> Linear {
        Linear {
            coefficients: vec![0; loops],
            constant: value,
        }
    }

    pub fn dim(loops: usize, dim: usize) -> Linear {
        let mut linear = Linear::constant(loops, 0);
        linear.coefficients[dim] = 1;
        linear
    }

    /// The single loop this is, if it is exactly one loop index.
    pub fn as_dim(&self) -> Option<usize> {
        let mut nonzero = self
            .coefficients
            .iter()
            .enumerate()
            .filter(|(_, c)| **c != 0);
        match (nonzero.next(), nonzero.next()) {
            (Some((d, 1)), None) if self.constant == 0 => Some(d),
            _ => None,
        }
    }

    pub fn add(&self, other: &Linear) -> Linear {
        Linear {
            coefficients: self
                .coefficients
                .iter()
                .zip(&other.coefficients)
                .map(|(a, b)| a + b)
                .collect(),
            constant: self.constant + other.constant,
        }
    }

    pub fn scale(&self, factor: i64) -> Linear {
        Linear {
            coefficients: self.coefficients.iter().map(|c| c * factor).collect(),
            constant: self.constant * factor,
        }
    }

    /// This function of its loops with each loop replaced by
    /// `substitution[loop]`, a function of `loops` loops (given, not read
    /// off `substitution`: an op with no loops substitutes none).
    pub fn compose(&self, substitution: &[Linear], loops: usize) -> Linear {
        self.coefficients
            .iter()
            .zip(substitution)
            .fold(Linear::constant(loops, self.constant), |sum, (&c, s)| {
                sum.add(&s.scale(c))
            })
    }

    /// Whether `coords`, a tensor of `shape` indexed by loops of extents
    /// `loops`, name each loop once as a plain dim, each of the tensor's
    /// dims a loop of its extent: every point of the nest reads or writes
    /// its own element, and every element is one point's.
    pub fn one_per_point(coords: &[Linear], shape: &[usize], loops: &[usize]) -> bool {
        let mut named: Vec<usize> = coords.iter().filter_map(Linear::as_dim).collect();
        let extents_match = named.len() == coords.len()
            && coords.len() == shape.len()
            && named
                .iter()
                .zip(shape)
                .all(|(&d, &extent)| loops[d] == extent);
        named.sort_unstable();
        named.dedup();
        extents_match && named.len() == loops.len()
    }

    /// The element offset in a row-major buffer of `shape`, where `coords`
    /// are the operand's indices.
    pub fn flatten(coords: &[Linear], shape: &[usize], loops: usize) -> Linear {
        let strides = spmd_executable::tensor::strides(shape);
        coords
            .iter()
            .zip(strides)
            .fold(Linear::constant(loops, 0), |sum, (c, s)| {
                sum.add(&c.scale(s as i64))
            })
    }
}

/// One op as a loop nest: `maps[i]` indexes operand `i` (inputs, then
/// outputs) and its dims are functions of the loops.
#[derive(Clone, Debug)]
pub struct Structure {
    pub dims: Vec<usize>,
    pub reduction: Vec<bool>,
    pub maps: Vec<Vec<Linear>>,
    pub inputs: usize,
}

impl Structure {
    pub fn output_map(&self, result: usize) -> &[Linear] {
        &self.maps[self.inputs + result]
    }

    /// Whether every loop is parallel and the output map is a permutation
    /// of the loops (so each point writes its own element).
    pub fn is_elementwise(&self) -> bool {
        let loops = self.dims.len();
        !self.reduction.contains(&true)
            && self.maps[self.inputs..].iter().all(|map| {
                let mut seen: Vec<usize> = map.iter().filter_map(Linear::as_dim).collect();
                seen.sort();
                seen.dedup();
                map.len() == loops && seen.len() == loops
            })
    }
}

fn linear(expr: AffineExpr, loops: usize) -> Option<Linear> {
    if expr.is_dim() {
        Some(Linear::dim(loops, expr.dim_position()))
    } else if expr.is_constant() {
        Some(Linear::constant(loops, expr.constant_value()))
    } else if expr.is_add() {
        Some(linear(expr.lhs(), loops)?.add(&linear(expr.rhs(), loops)?))
    } else if expr.is_mul() {
        let (a, b) = (linear(expr.lhs(), loops)?, linear(expr.rhs(), loops)?);
        match (
            a.coefficients.iter().all(|&c| c == 0),
            b.coefficients.iter().all(|&c| c == 0),
        ) {
            (true, _) => Some(b.scale(a.constant)),
            (_, true) => Some(a.scale(b.constant)),
            _ => None,
        }
    } else {
        None
    }
}

fn maps_of(operation: OperationRef) -> Result<(Vec<Vec<Linear>>, usize), StructureError> {
    let attribute = operation
        .attribute("indexing_maps")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .ok_or(StructureError::Malformed("no indexing_maps"))?;
    let mut maps = Vec::new();
    let mut loops = 0;
    for i in 0..attribute.len() {
        let element = attribute
            .element(i)
            .map_err(|_| StructureError::Malformed("bad indexing map"))?;
        let map = unsafe { AffineMap::from_raw(mlirAffineMapAttrGetValue(element.to_raw())) };
        loops = map.dim_count();
        if map.symbol_count() > 0 {
            return Err(StructureError::Unsupported(
                "indexing maps with symbols are not supported by the runtime",
            ));
        }
        let exprs = (0..map.result_count())
            .map(|r| map.result(r).ok().and_then(|e| linear(e, loops)))
            .collect::<Option<Vec<_>>>()
            .ok_or(StructureError::Unsupported(
                "indexing maps must be linear in the loops (no mod, floordiv or ceildiv) for the runtime",
            ))?;
        maps.push(exprs);
    }
    Ok((maps, loops))
}

/// A named contraction's maps over `loops` (each operand's dims as loops).
fn fixed_maps(loops: usize, dims: &[&[usize]]) -> Vec<Vec<Linear>> {
    dims.iter()
        .map(|d| d.iter().map(|&l| Linear::dim(loops, l)).collect())
        .collect()
}

fn shapes(operation: OperationRef) -> Result<Vec<Vec<usize>>, StructureError> {
    Ok(operation
        .operands()
        .map(|v| read::static_shape(v.r#type()))
        .collect::<Result<_, _>>()?)
}

/// Loop extents from the operands' dims each loop indexes directly.
fn extents(
    maps: &[Vec<Linear>],
    shapes: &[Vec<usize>],
    loops: usize,
) -> Result<Vec<usize>, StructureError> {
    (0..loops)
        .map(|dim| {
            maps.iter()
                .zip(shapes)
                .find_map(|(map, shape)| {
                    map.iter()
                        .position(|e| e.as_dim() == Some(dim))
                        .map(|r| shape[r])
                })
                .ok_or(StructureError::UnknownExtent(dim))
        })
        .collect()
}

/// Why an op's loop nest cannot be read for the runtime.
#[derive(Debug, thiserror::Error)]
pub enum StructureError {
    #[error("{0}")]
    Malformed(&'static str),
    #[error("{0}")]
    Unsupported(&'static str),
    #[error("loop {0} indexes no operand dim directly; its extent is unknown")]
    UnknownExtent(usize),
    #[error(transparent)]
    Read(#[from] spmd_dialect::read::ReadError),
}

const NO_RESULT: StructureError = StructureError::Malformed("no result");

/// The loop nest of `operation`, or `None` if it is not a loop-nest op.
pub fn structure(operation: OperationRef) -> Result<Option<Structure>, StructureError> {
    let name = operation_name(operation);
    let operand_shapes = shapes(operation)?;
    let (maps, reduction, inputs) = match name {
        "linalg.generic" => {
            let (maps, loops) = maps_of(operation)?;
            let mut reduction = spmd_dialect::ir::reduction_iterators(operation).ok_or(
                StructureError::Malformed("linalg.generic without iterator_types"),
            )?;
            reduction.resize(loops, false);
            let outputs = operation.result_count();
            (maps, reduction, operation.operand_count() - outputs)
        }
        "linalg.matmul" | "linalg.batch_matmul" => {
            let batch = name == "linalg.batch_matmul";
            let maps = if operation.attribute("indexing_maps").is_ok() {
                maps_of(operation)?.0
            } else if batch {
                fixed_maps(4, &[&[0, 1, 3], &[0, 3, 2], &[0, 1, 2]])
            } else {
                fixed_maps(3, &[&[0, 2], &[2, 1], &[0, 1]])
            };
            let loops = if batch { 4 } else { 3 };
            let mut reduction = vec![false; loops];
            reduction[loops - 1] = true;
            (maps, reduction, 2)
        }
        "linalg.fill" => {
            let rank = operand_shapes[1].len();
            let identity = (0..rank).map(|d| Linear::dim(rank, d)).collect();
            (vec![Vec::new(), identity], vec![false; rank], 1)
        }
        _ if is_elementwise_on_tensors(operation) => {
            let rank = read::static_shape(operation.result_at(0).ok_or(NO_RESULT)?.r#type())?.len();
            let identity: Vec<Linear> = (0..rank).map(|d| Linear::dim(rank, d)).collect();
            let mut maps: Vec<Vec<Linear>> = operation
                .operands()
                .map(|v| {
                    if v.r#type().is_tensor() {
                        identity.clone()
                    } else {
                        Vec::new()
                    }
                })
                .collect();
            let inputs = maps.len();
            maps.push(identity);
            (maps, vec![false; rank], inputs)
        }
        _ => return Ok(None),
    };
    let loops = reduction.len();
    let mut all_shapes = operand_shapes;
    if matches!(name, "arith" | "math") || all_shapes.len() < maps.len() {
        let result = operation.result_at(0).ok_or(NO_RESULT)?;
        all_shapes.push(read::static_shape(result.r#type())?);
    }
    let dims = extents(&maps, &all_shapes, loops)?;
    Ok(Some(Structure {
        dims,
        reduction,
        maps,
        inputs,
    }))
}

/// An `arith` / `math` op whose result is a tensor (element-wise on tensors).
pub fn is_elementwise_on_tensors(operation: OperationRef) -> bool {
    let name = operation_name(operation);
    (name.starts_with("arith.") || name.starts_with("math."))
        && operation.result_count() == 1
        && operation
            .result_at(0)
            .is_some_and(|r| r.r#type().is_tensor())
        && scalar_op(operation).is_some()
}

/// The ops of a `linalg.generic`'s body, the terminator included.
pub fn body_operations<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    spmd_dialect::ir::first_block(operation)
        .map(|block| spmd_dialect::ir::block_operations(&block))
        .unwrap_or_default()
}
