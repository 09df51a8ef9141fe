//! Contractions as strided batched GEMMs: which loops are batch, m, n and
//! k, each operand's strides (transposes folded in, a transposing producer
//! folded too), from a loop nest of `structure`.
//!
//! Reads: a contraction's loop structure and its producers. Writes: nothing
//! in the IR; the GEMM descriptor `spmd.gemm` is written by the pass.

use melior::ir::{
    BlockLike, RegionLike, ValueLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::operation_name;
use spmd_dialect::ir::{ArgumentAt, Positional};
use spmd_dialect::read;

use super::structure::{Linear, Structure, body_operations, structure};

/// Whether the body of a two-input, one-output op is `out + a * b` (in any
/// operand order), the payload of a contraction.
fn is_multiply_accumulate(operation: OperationRef) -> bool {
    let name = operation_name(operation);
    if name != "linalg.generic" {
        return name == "linalg.matmul" || name == "linalg.batch_matmul";
    }
    let ops = body_operations(operation);
    let names: Vec<&str> = ops.iter().map(|op| operation_name(*op)).collect();
    if names != ["arith.mulf", "arith.addf", "linalg.yield"] {
        return false;
    }
    let Some(block) = spmd_dialect::ir::first_block(operation) else {
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
        // C is named only when written other than row-major (for its reader).
        let c = match layout(&self.m, &self.n, 2) {
            "N" => String::new(),
            c => format!(" c={c}"),
        };
        format!(
            "batch=[{}] m={} n={} k={} a={} b={}{c}",
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

/// Whether a `linalg.generic`'s body only yields its first block argument
/// (its first input's element).
pub fn yields_its_input(operation: OperationRef) -> bool {
    let ops = body_operations(operation);
    let first_argument = operation
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .and_then(|block| block.argument_at(0));
    match (ops.as_slice(), first_argument) {
        ([yield_op], Some(argument)) => yield_op
            .operand(0)
            .is_ok_and(|v| v.to_raw().ptr == argument.to_raw().ptr),
        _ => false,
    }
}

/// Whether `map` reads every one of `loops` loops once, each as a plain
/// dim: a permutation (a broadcast reads fewer).
fn is_permutation(map: &[Linear], loops: usize) -> bool {
    let mut dims: Vec<usize> = map.iter().filter_map(Linear::as_dim).collect();
    dims.sort_unstable();
    dims.dedup();
    map.len() == loops && dims.len() == loops
}

/// For a pure permutation (`linalg.generic` that yields its one input,
/// both maps permutations): the stride of each of its result's dims in its
/// source's buffer, so a GEMM can read the source instead.
pub fn transposed_layout(operation: OperationRef) -> Option<Vec<i64>> {
    transposed_layout_in(operation, &structure(operation).ok()??)
}

/// [`transposed_layout`] of an op whose structure is known.
pub fn transposed_layout_in(operation: OperationRef, structure: &Structure) -> Option<Vec<i64>> {
    if operation_name(operation) != "linalg.generic" || operation.operand_count() != 2 {
        return None;
    }
    if !structure.is_elementwise() || !is_permutation(&structure.maps[0], structure.dims.len()) {
        return None;
    }
    if !yields_its_input(operation) {
        return None;
    }
    let source = read::static_shape(operation.operand_at(0)?.r#type()).ok()?;
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

/// For a pure permutation (as [`transposed_layout`]): the stride of each
/// of its source's dims in its result's row-major buffer, so a GEMM making
/// the source can write the result's layout instead.
pub fn written_layout(operation: OperationRef) -> Option<Vec<i64>> {
    written_layout_in(operation, &structure(operation).ok()??)
}

/// [`written_layout`] of an op whose structure is known.
pub fn written_layout_in(operation: OperationRef, structure: &Structure) -> Option<Vec<i64>> {
    transposed_layout_in(operation, structure)?;
    let result = read::static_shape(operation.result_at(0)?.r#type()).ok()?;
    let loops = structure.dims.len();
    let offset = Linear::flatten(structure.output_map(0), &result, loops);
    Some(
        structure.maps[0]
            .iter()
            .map(|e| offset.coefficients[e.as_dim().expect("a permutation")])
            .collect(),
    )
}

/// For a reshape (`tensor.collapse_shape` / `tensor.expand_shape`) of a
/// value whose dims have strides `layout` in some buffer: the strides of
/// the reshape's result dims in that buffer, if the merged dims nest
/// there (a collapse of a transpose's result that is still a strided
/// view of the transpose's source).
pub fn reshaped_layout(reshape: OperationRef, layout: &[i64]) -> Option<Vec<i64>> {
    let groups = spmd_dialect::rules::reassociation(reshape)
        .ok()
        .filter(|groups| !groups.is_empty())?;
    let source = read::static_shape(reshape.operand_at(0)?.r#type()).ok()?;
    let result = read::static_shape(reshape.result_at(0)?.r#type()).ok()?;
    if layout.len() != source.len() {
        return None;
    }
    match operation_name(reshape) {
        "tensor.collapse_shape" if groups.len() == result.len() => groups
            .iter()
            .map(|group| {
                let &last = group.last()?;
                // Dims of extent 1 take no steps; the others must nest.
                let stepping: Vec<usize> =
                    group.iter().copied().filter(|&d| source[d] != 1).collect();
                let nested = stepping
                    .windows(2)
                    .all(|w| layout[w[0]] == layout[w[1]] * source[w[1]] as i64);
                nested.then(|| stepping.last().map_or(layout[last], |&d| layout[d]))
            })
            .collect(),
        "tensor.expand_shape" if groups.len() == source.len() => {
            let mut strides = vec![0; result.len()];
            for (dim, group) in groups.iter().enumerate() {
                let mut stride = layout[dim];
                for &r in group.iter().rev() {
                    *strides.get_mut(r)? = stride;
                    stride *= result[r] as i64;
                }
            }
            Some(strides)
        }
        _ => None,
    }
}

/// `operation` as a GEMM, if it is a float contraction whose operands'
/// maps are projected permutations and whose loops each fall in one class
/// (batch: in A, B, C; m: A, C; n: B, C; k: A, B and reduced).
pub fn gemm_shape(operation: OperationRef, structure: &Structure) -> Option<GemmShape> {
    gemm_shape_in(operation, structure, [None, None, None])
}

/// [`gemm_shape`] with operands 0 and 1 read from other buffers and the
/// result written in another layout: `layouts[i]` gives the stride of each
/// of operand i's dims there (a folded transpose; for the result, the
/// transpose that reads it).
pub fn gemm_shape_in(
    operation: OperationRef,
    structure: &Structure,
    layouts: [Option<Vec<i64>>; 3],
) -> Option<GemmShape> {
    if structure.inputs != 2 || structure.maps.len() != 3 || !is_multiply_accumulate(operation) {
        return None;
    }
    let element = read::element_type(operation.operand_at(2)?.r#type()).ok()?;
    let operand_element = read::element_type(operation.operand_at(0)?.r#type()).ok()?;
    if !element.is_float()
        || operand_element != element
        || element == spmd_executable::tensor::ElementType::F64
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
        .map(|v| read::static_shape(v.r#type()).unwrap_or_default())
        .collect();
    let strides: Vec<Vec<isize>> = (0..3)
        .map(|i| {
            let row_major: Vec<i64> = spmd_executable::tensor::strides(&shapes[i])
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
