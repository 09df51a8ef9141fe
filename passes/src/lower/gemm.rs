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

use super::layout::{self, Factor, Layout};
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

/// Whether no loop appears twice in `map` (no diagonal).
fn reads_each_loop_once(map: &[Linear]) -> bool {
    let mut dims: Vec<usize> = map.iter().filter_map(Linear::as_dim).collect();
    dims.sort_unstable();
    dims.windows(2).all(|w| w[0] != w[1])
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
/// both maps permutations): the source dim each result dim is.
pub fn transposed_dims(operation: OperationRef, structure: &Structure) -> Option<Vec<usize>> {
    if operation_name(operation) != "linalg.generic" || operation.operand_count() != 2 {
        return None;
    }
    if !structure.is_elementwise() || !is_permutation(&structure.maps[0], structure.dims.len()) {
        return None;
    }
    if !yields_its_input(operation) {
        return None;
    }
    structure
        .output_map(0)
        .iter()
        .map(|e| {
            let dim = e.as_dim()?;
            structure.maps[0]
                .iter()
                .position(|s| s.as_dim() == Some(dim))
        })
        .collect()
}

/// For a pure permutation ([`transposed_dims`]): where its result's dims
/// lie in its source's buffer, so a GEMM can read the source instead.
pub fn transposed_layout(operation: OperationRef) -> Option<Layout> {
    transposed_layout_in(operation, &structure(operation).ok()??)
}

/// [`transposed_layout`] of an op whose structure is known.
pub fn transposed_layout_in(operation: OperationRef, structure: &Structure) -> Option<Layout> {
    let dims = transposed_dims(operation, structure)?;
    let source = read::static_shape(operation.operand_at(0)?.r#type()).ok()?;
    Some(layout::permuted(&layout::row_major(&source), &dims))
}

/// For a pure permutation ([`transposed_dims`]): where its source's dims
/// lie in its result's row-major buffer, so a GEMM making the source can
/// write the result's layout instead.
pub fn written_layout(operation: OperationRef) -> Option<Layout> {
    written_layout_in(operation, &structure(operation).ok()??)
}

/// [`written_layout`] of an op whose structure is known.
pub fn written_layout_in(operation: OperationRef, structure: &Structure) -> Option<Layout> {
    let dims = transposed_dims(operation, structure)?;
    let result = layout::row_major(&read::static_shape(operation.result_at(0)?.r#type()).ok()?);
    layout::unpermuted(&result, &dims)
}

/// `operation` as a GEMM, if it is a float contraction whose operands'
/// maps are projected permutations and whose loops each fall in one class
/// (batch: in A, B, C; m: A, C; n: B, C; k: A, B and reduced).
pub fn gemm_shape(operation: OperationRef, structure: &Structure) -> Option<GemmShape> {
    gemm_shape_in(operation, structure, [None, None, None])
}

/// [`gemm_shape`] with operands 0 and 1 read from other buffers and the
/// result written in another layout: `layouts[i]` is where operand i's
/// dims lie there (a folded transpose, or a reshape of one; for the
/// result, the transpose that reads it). A loop whose dim has several
/// factors in some operand's layout is split into them, one GEMM dim each
/// (so a batch of heads read from `[batch, seq, heads, dim]` is two batch
/// dims).
pub fn gemm_shape_in(
    operation: OperationRef,
    structure: &Structure,
    layouts: [Option<Layout>; 3],
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
        .any(|map| map.iter().any(|e| e.as_dim().is_none()) || !reads_each_loop_once(map))
    {
        return None;
    }
    let loops = structure.dims.len();
    let layouts: Vec<Layout> = operation
        .operands()
        .zip(layouts)
        .map(|(value, layout)| {
            layout.unwrap_or_else(|| {
                layout::row_major(&read::static_shape(value.r#type()).unwrap_or_default())
            })
        })
        .collect();
    // The factors of each loop in each operand that reads it.
    let factors_of = |operand: usize, dim: usize| -> Option<&[Factor]> {
        let position = structure.maps[operand]
            .iter()
            .position(|e| e.as_dim() == Some(dim))?;
        layouts[operand].get(position).map(Vec::as_slice)
    };
    let (mut batch, mut m, mut n, mut k) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for dim in 0..loops {
        let factors: [Option<&[Factor]>; 3] = [0, 1, 2].map(|o| factors_of(o, dim));
        let present: Vec<&[Factor]> = factors.iter().flatten().copied().collect();
        let digits = layout::common_digits(structure.dims[dim], &present)?;
        let mut strides = [const { Vec::new() }; 3];
        for (o, factors) in factors.iter().enumerate() {
            strides[o] = match factors {
                Some(factors) => layout::split(factors, &digits)?,
                None => vec![0; digits.len()],
            };
        }
        let dims = digits.iter().enumerate().map(|(j, &extent)| GemmDim {
            extent,
            strides: [0, 1, 2].map(|o| strides[o][j] as isize),
        });
        let (class, is_batch) = match (
            factors[0].is_some(),
            factors[1].is_some(),
            factors[2].is_some(),
            structure.reduction[dim],
        ) {
            (true, true, true, false) => (&mut batch, true),
            (true, false, true, false) => (&mut m, false),
            (false, true, true, false) => (&mut n, false),
            (true, true, false, true) => (&mut k, false),
            _ => return None,
        };
        // Only a batch loop splits: an m or n loop split into batch dims
        // would read the other operand once per digit.
        if digits.len() > 1 && !is_batch {
            return None;
        }
        class.extend(dims);
    }
    let merge = |dims: Vec<GemmDim>| -> Vec<GemmDim> {
        // Adjacent dims whose strides nest in every operand are one dim; a
        // dim of one (a convolution's single channel) steps nowhere.
        let mut merged: Vec<GemmDim> = Vec::new();
        for dim in dims.into_iter().filter(|dim| dim.extent != 1) {
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
    if k.len() > 1 {
        return None;
    }
    let mut m = merge(m);
    let mut n = merge(n);
    // Extra m / n dims loop outside, like batch dims.
    let m_dim = m.pop().unwrap_or(unit.clone());
    let n_dim = n.pop().unwrap_or(unit.clone());
    batch.extend(m);
    batch.extend(n);
    Some(GemmShape {
        batch: merge(batch),
        m: m_dim,
        n: n_dim,
        k: k.pop().unwrap_or(unit),
    })
}
