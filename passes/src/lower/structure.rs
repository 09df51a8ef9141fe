//! The loop structure of the ops `spmd-lower-to-runtime` turns into kernels
//! and GEMMs: loop extents, which loops reduce, and every operand's
//! indexing map as linear functions of the loops (what a backend needs to
//! address memory), plus the recognition of contractions as GEMMs.
//!
//! Reads: `linalg.generic` (`indexing_maps`, `iterator_types`, payload),
//! `linalg.matmul` / `linalg.batch_matmul` (their fixed or given maps),
//! `linalg.fill`, and `arith` / `math` ops applied to whole tensors.

use melior::ir::{
    AffineExpr, AffineMap, BlockLike, RegionLike, ValueLike,
    attribute::{ArrayAttribute, AttributeLike},
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};
use mlir_sys::mlirAffineMapAttrGetValue;
use spmd_dialect::ir::operation_name;
use spmd_interpreter::{ir, payload::scalar_op};

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

    fn add(&self, other: &Linear) -> Linear {
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

    fn scale(&self, factor: i64) -> Linear {
        Linear {
            coefficients: self.coefficients.iter().map(|c| c * factor).collect(),
            constant: self.constant * factor,
        }
    }

    /// This function of `loops` with each loop replaced by `substitution[loop]`.
    pub fn compose(&self, substitution: &[Linear]) -> Linear {
        let loops = substitution.first().map_or(0, |l| l.coefficients.len());
        self.coefficients
            .iter()
            .zip(substitution)
            .fold(Linear::constant(loops, self.constant), |sum, (&c, s)| {
                sum.add(&s.scale(c))
            })
    }

    /// The element offset in a row-major buffer of `shape`, where `coords`
    /// are the operand's indices.
    pub fn flatten(coords: &[Linear], shape: &[usize], loops: usize) -> Linear {
        let strides = spmd_runtime::tensor::strides(shape);
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

fn maps_of(operation: OperationRef) -> Result<(Vec<Vec<Linear>>, usize), String> {
    let attribute = operation
        .attribute("indexing_maps")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .ok_or("no indexing_maps")?;
    let mut maps = Vec::new();
    let mut loops = 0;
    for i in 0..attribute.len() {
        let element = attribute.element(i).map_err(|_| "bad indexing map")?;
        let map = unsafe { AffineMap::from_raw(mlirAffineMapAttrGetValue(element.to_raw())) };
        loops = map.dim_count();
        if map.symbol_count() > 0 {
            return Err("indexing maps with symbols are not supported by the runtime".into());
        }
        let exprs = (0..map.result_count())
            .map(|r| map.result(r).ok().and_then(|e| linear(e, loops)))
            .collect::<Option<Vec<_>>>()
            .ok_or("indexing maps must be linear in the loops (no mod, floordiv or ceildiv) for the runtime")?;
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

fn shapes(operation: OperationRef) -> Result<Vec<Vec<usize>>, String> {
    operation
        .operands()
        .map(|v| ir::static_shape(v.r#type()))
        .collect()
}

/// Loop extents from the operands' dims each loop indexes directly.
fn extents(
    maps: &[Vec<Linear>],
    shapes: &[Vec<usize>],
    loops: usize,
) -> Result<Vec<usize>, String> {
    (0..loops)
        .map(|dim| {
            maps.iter()
                .zip(shapes)
                .find_map(|(map, shape)| {
                    map.iter()
                        .position(|e| e.as_dim() == Some(dim))
                        .map(|r| shape[r])
                })
                .ok_or_else(|| {
                    format!("loop {dim} indexes no operand dim directly; its extent is unknown")
                })
        })
        .collect()
}

/// The loop nest of `operation`, or `None` if it is not a loop-nest op.
pub fn structure(operation: OperationRef) -> Result<Option<Structure>, String> {
    let name = operation_name(operation);
    let operand_shapes = shapes(operation)?;
    let (maps, reduction, inputs) = match name.as_str() {
        "linalg.generic" => {
            let (maps, loops) = maps_of(operation)?;
            let iterators = operation
                .attribute("iterator_types")
                .ok()
                .and_then(|a| ArrayAttribute::try_from(a).ok())
                .ok_or("linalg.generic without iterator_types")?;
            let reduction = (0..loops)
                .map(|i| {
                    iterators
                        .element(i)
                        .map(|a| a.to_string().contains("reduction"))
                        .unwrap_or(false)
                })
                .collect();
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
            let rank =
                ir::static_shape(operation.result(0).map_err(|_| "no result")?.r#type())?.len();
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
    if matches!(name.as_str(), "arith" | "math") || all_shapes.len() < maps.len() {
        let result = operation.result(0).map_err(|_| "no result")?;
        all_shapes.push(ir::static_shape(result.r#type())?);
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
        && operation.result(0).is_ok_and(|r| r.r#type().is_tensor())
        && scalar_op(operation).is_some()
}

/// The ops of a `linalg.generic`'s body, the terminator included.
pub fn body_operations<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut operations = Vec::new();
    if let Some(block) = operation.region(0).ok().and_then(|r| r.first_block()) {
        let mut next = block.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            operations.push(op);
        }
    }
    operations
}

/// Whether the body of a two-input, one-output op is `out + a * b` (in any
/// operand order), the payload of a contraction.
fn is_multiply_accumulate(operation: OperationRef) -> bool {
    let name = operation_name(operation);
    if name != "linalg.generic" {
        return name == "linalg.matmul" || name == "linalg.batch_matmul";
    }
    let ops = body_operations(operation);
    let names: Vec<String> = ops.iter().map(|op| operation_name(*op)).collect();
    if names != ["arith.mulf", "arith.addf", "linalg.yield"] {
        return false;
    }
    let Some(block) = operation.region(0).ok().and_then(|r| r.first_block()) else {
        return false;
    };
    let argument = |i: usize| block.argument(i).map(|a| a.to_raw().ptr);
    let operand = |op: &OperationRef, i: usize| op.operand(i).map(|v| v.to_raw().ptr);
    let (Ok(a), Ok(b), Ok(out)) = (argument(0), argument(1), argument(2)) else {
        return false;
    };
    let multiply = ops[0];
    let add = ops[1];
    let product = multiply.result(0).map(|r| r.to_raw().ptr);
    let multiplies_inputs = matches!(
        (operand(&multiply, 0), operand(&multiply, 1)),
        (Ok(x), Ok(y)) if (x == a && y == b) || (x == b && y == a)
    );
    let adds_product = matches!(
        (operand(&add, 0), operand(&add, 1), product),
        (Ok(x), Ok(y), Ok(p)) if (x == out && y == p) || (x == p && y == out)
    );
    let yields_sum =
        ops[2].operand(0).map(|v| v.to_raw().ptr) == add.result(0).map(|r| r.to_raw().ptr);
    multiplies_inputs && adds_product && yields_sum
}

/// One GEMM dim class: its extent and each operand's element stride.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GemmDim {
    pub extent: usize,
    /// Strides in A, B and C (0 where the operand does not have the dim).
    pub strides: [isize; 3],
}

/// A contraction as a strided batched GEMM: `C[b] (m x n) += A[b] (m x k) *
/// B[b] (k x n)`; transposed operands are strides, not copies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GemmShape {
    pub batch: Vec<GemmDim>,
    pub m: GemmDim,
    pub n: GemmDim,
    pub k: GemmDim,
}

impl GemmShape {
    /// `A` is stored k-major (its k stride is not 1): transposed.
    pub fn summary(&self) -> String {
        let layout = |rows: &GemmDim, columns: &GemmDim, operand: usize| {
            if columns.strides[operand] == 1 || columns.extent == 1 {
                "N"
            } else if rows.strides[operand] == 1 || rows.extent == 1 {
                "T"
            } else {
                "strided"
            }
        };
        let batch: Vec<String> = self.batch.iter().map(|b| b.extent.to_string()).collect();
        format!(
            "batch=[{}] m={} n={} k={} a={} b={}",
            batch.join(","),
            self.m.extent,
            self.n.extent,
            self.k.extent,
            layout(&self.m, &self.k, 0),
            layout(&self.k, &self.n, 1),
        )
    }
}

/// The operand stride of each loop (0 if the operand does not use it),
/// given the stride of each operand dim in the buffer it is read from.
fn loop_strides(map: &[Linear], layout: &[i64], loops: usize) -> Vec<isize> {
    map.iter()
        .zip(layout)
        .fold(Linear::constant(loops, 0), |sum, (coords, &stride)| {
            sum.add(&coords.scale(stride))
        })
        .coefficients
        .iter()
        .map(|&c| c as isize)
        .collect()
}

/// For a pure permutation (`linalg.generic` that yields its one input,
/// both maps permutations): the stride of each of its result's dims in its
/// source's buffer, so a GEMM can read the source instead.
pub fn transposed_layout(operation: OperationRef) -> Option<Vec<i64>> {
    if operation_name(operation) != "linalg.generic" || operation.operand_count() != 2 {
        return None;
    }
    let structure = structure(operation).ok()??;
    if !structure.is_elementwise() || structure.maps[0].iter().any(|e| e.as_dim().is_none()) {
        return None;
    }
    let ops = body_operations(operation);
    let block = operation.region(0).ok()?.first_block()?;
    let yields_input = ops.len() == 1
        && ops[0].operand(0).ok()?.to_raw().ptr == block.argument(0).ok()?.to_raw().ptr;
    if !yields_input {
        return None;
    }
    let source = ir::static_shape(operation.operand(0).ok()?.r#type()).ok()?;
    let loops = structure.dims.len();
    let offset = Linear::flatten(&structure.maps[0], &source, loops);
    Some(
        structure
            .output_map(0)
            .iter()
            .map(|e| offset.coefficients[e.as_dim().expect("a permutation")])
            .collect(),
    )
}

/// `operation` as a GEMM, if it is a float contraction whose operands'
/// maps are projected permutations and whose loops each fall in one class
/// (batch: in A, B, C; m: A, C; n: B, C; k: A, B and reduced).
pub fn gemm_shape(operation: OperationRef, structure: &Structure) -> Option<GemmShape> {
    gemm_shape_in(operation, structure, [None, None])
}

/// [`gemm_shape`] with operands 0 and 1 read from other buffers: `layouts[i]`
/// gives the stride of each of operand i's dims there (a folded transpose).
pub fn gemm_shape_in(
    operation: OperationRef,
    structure: &Structure,
    layouts: [Option<Vec<i64>>; 2],
) -> Option<GemmShape> {
    if structure.inputs != 2 || structure.maps.len() != 3 || !is_multiply_accumulate(operation) {
        return None;
    }
    let element = ir::element_type(operation.operand(2).ok()?.r#type()).ok()?;
    let operand_element = ir::element_type(operation.operand(0).ok()?.r#type()).ok()?;
    if !element.is_float()
        || operand_element != element
        || element == spmd_runtime::tensor::ElementType::F64
    {
        return None;
    }
    if structure
        .maps
        .iter()
        .any(|map| map.iter().any(|e| e.as_dim().is_none()))
    {
        return None;
    }
    let loops = structure.dims.len();
    let shapes: Vec<Vec<usize>> = operation
        .operands()
        .map(|v| ir::static_shape(v.r#type()).unwrap_or_default())
        .collect();
    let strides: Vec<Vec<isize>> = (0..3)
        .map(|i| {
            let row_major: Vec<i64> = spmd_runtime::tensor::strides(&shapes[i])
                .iter()
                .map(|&s| s as i64)
                .collect();
            let layout = layouts.get(i).cloned().flatten().unwrap_or(row_major);
            loop_strides(&structure.maps[i], &layout, loops)
        })
        .collect();
    let uses = |operand: usize, dim: usize| {
        structure.maps[operand]
            .iter()
            .any(|e| e.as_dim() == Some(dim))
    };
    let (mut batch, mut m, mut n, mut k) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for dim in 0..loops {
        let dim_info = GemmDim {
            extent: structure.dims[dim],
            strides: [strides[0][dim], strides[1][dim], strides[2][dim]],
        };
        match (
            uses(0, dim),
            uses(1, dim),
            uses(2, dim),
            structure.reduction[dim],
        ) {
            (true, true, true, false) => batch.push(dim_info),
            (true, false, true, false) => m.push(dim_info),
            (false, true, true, false) => n.push(dim_info),
            (true, true, false, true) => k.push(dim_info),
            _ => return None,
        }
    }
    let merge = |dims: Vec<GemmDim>| -> Vec<GemmDim> {
        // Adjacent dims whose strides nest in every operand are one dim.
        let mut merged: Vec<GemmDim> = Vec::new();
        for dim in dims {
            if let Some(last) = merged.last_mut()
                && (0..3).all(|o| last.strides[o] == dim.strides[o] * dim.extent as isize)
            {
                last.extent *= dim.extent;
                last.strides = dim.strides;
                continue;
            }
            merged.push(dim);
        }
        merged
    };
    let unit = GemmDim {
        extent: 1,
        strides: [0; 3],
    };
    let mut k = merge(k);
    if k.len() != 1 {
        return None;
    }
    let mut m = merge(m);
    let mut n = merge(n);
    // Extra m / n dims loop outside, like batch dims.
    let m_dim = m.pop().unwrap_or(unit.clone());
    let n_dim = n.pop().unwrap_or(unit);
    batch.extend(m);
    batch.extend(n);
    Some(GemmShape {
        batch: merge(batch),
        m: m_dim,
        n: n_dim,
        k: k.pop().expect("one k dim"),
    })
}
