//! A GEMM descriptor as cuBLAS calls (`cublasGemmStridedBatchedEx`).
//!
//! cuBLAS is column-major: it computes `C' = op(A') op(B')` where element
//! `(i, j)` of a matrix sits at `i + j * ld`. The descriptor is row-major
//! and strided (`Gemm`: element `(r, c)` at `r * row_stride + c *
//! column_stride`), so the call computes `C` itself where `C`'s rows are
//! contiguous in memory as cuBLAS wants them (row stride 1), else `C^T =
//! B^T A^T`; each operand is passed as stored (`N`) when its rows are
//! contiguous, or as its transpose (`T`) when its columns are. Batch dims
//! whose strides nest are merged; the innermost remaining one is the
//! call's strided batch, and each index of the others is one call.
//!
//! Pure: no CUDA here. The CUDA backend makes the calls; the tests check
//! the mapping against the descriptor's definition with a column-major
//! reference of cuBLAS's semantics.

use spmd_executable::tensor::{ElementType, multi_indices};
use spmd_executable::{Gemm, GemmOperand, ValueId};

/// How cuBLAS reads an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transpose {
    /// As stored (column-major).
    N,
    /// The stored column-major matrix's transpose.
    T,
}

/// One operand of a call: the value, the element offset of the first
/// batch's matrix, its leading dimension and the stride between batches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Matrix {
    pub value: ValueId,
    pub offset: usize,
    pub ld: usize,
    pub batch_stride: isize,
}

/// `cublasGemmStridedBatchedEx(transa, transb, m, n, k, 1, A, lda,
/// stride_a, B, ldb, stride_b, beta, C, ldc, stride_c, batch)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StridedBatchedCall {
    pub transa: Transpose,
    pub transb: Transpose,
    pub m: usize,
    pub n: usize,
    pub k: usize,
    pub a: Matrix,
    pub b: Matrix,
    pub c: Matrix,
    pub batch: usize,
}

/// Why a GEMM has no cuBLAS form.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotCublas {
    #[error("{0:?} GEMMs are not in cuBLAS (only f32, f16, bf16 and f64)")]
    Element(ElementType),
    #[error("operand {0} has neither contiguous rows nor contiguous columns")]
    Strided(&'static str),
}

/// A logical `rows x cols` matrix whose element `(r, c)` sits at
/// `r * row_stride + c * column_stride`, as cuBLAS reads it: stored
/// column-major with leading dimension `ld` (`N`), or as the transpose of
/// such a matrix (`T`).
fn column_major(
    rows: usize,
    cols: usize,
    row_stride: isize,
    column_stride: isize,
) -> Option<(Transpose, usize)> {
    // A dim of size 1 may have any stride: it is never stepped.
    let row = if rows == 1 { 1 } else { row_stride };
    let column = if cols == 1 {
        rows.max(1) as isize
    } else {
        column_stride
    };
    if row == 1 && column >= rows.max(1) as isize {
        return Some((Transpose::N, column as usize));
    }
    let (row, column) = (
        if rows == 1 {
            cols.max(1) as isize
        } else {
            row_stride
        },
        if cols == 1 { 1 } else { column_stride },
    );
    (column == 1 && row >= cols.max(1) as isize).then_some((Transpose::T, row as usize))
}

/// The batch dims of `gemm` with nesting ones merged: `(size, stride of A,
/// B, C)` per remaining dim, outermost first.
fn merged_batch(gemm: &Gemm) -> Vec<(usize, [isize; 3])> {
    let mut merged: Vec<(usize, [isize; 3])> = Vec::new();
    for (index, &size) in gemm.batch.iter().enumerate() {
        let strides = [&gemm.a, &gemm.b, &gemm.c].map(|o| o.batch_strides[index]);
        if size == 1 {
            continue;
        }
        match merged.last_mut() {
            Some((outer, outer_strides))
                if (0..3).all(|i| outer_strides[i] == strides[i] * size as isize) =>
            {
                *outer *= size;
                *outer_strides = strides;
            }
            _ => merged.push((size, strides)),
        }
    }
    merged
}

/// The cuBLAS calls computing `gemm`'s products into `C` (`beta` is the
/// backend's: 0, or 1 once `C` holds the init).
pub fn plan(gemm: &Gemm) -> Result<Vec<StridedBatchedCall>, NotCublas> {
    if !matches!(
        gemm.element,
        ElementType::F32 | ElementType::F16 | ElementType::BF16 | ElementType::F64
    ) {
        return Err(NotCublas::Element(gemm.element));
    }
    // C' = C where C's rows are contiguous, else C^T = B^T A^T.
    let direct = column_major(gemm.m, gemm.n, gemm.c.row_stride, gemm.c.column_stride)
        .filter(|(t, _)| *t == Transpose::N);
    let (m, n, first, second, c_ld) = match direct {
        Some((_, ld)) => (gemm.m, gemm.n, (&gemm.a, false), (&gemm.b, false), ld),
        None => {
            let (t, ld) = column_major(gemm.n, gemm.m, gemm.c.column_stride, gemm.c.row_stride)
                .filter(|(t, _)| *t == Transpose::N)
                .ok_or(NotCublas::Strided("C"))?;
            debug_assert_eq!(t, Transpose::N);
            (gemm.n, gemm.m, (&gemm.b, true), (&gemm.a, true), ld)
        }
    };
    // An operand of `rows x cols` (after the transpose C^T asks for).
    let read = |operand: &GemmOperand, transposed: bool, rows: usize, cols: usize, name| {
        let (row_stride, column_stride) = if transposed {
            (operand.column_stride, operand.row_stride)
        } else {
            (operand.row_stride, operand.column_stride)
        };
        column_major(rows, cols, row_stride, column_stride).ok_or(NotCublas::Strided(name))
    };
    let names = if direct.is_some() {
        ("A", "B")
    } else {
        ("B", "A")
    };
    let (transa, lda) = read(first.0, first.1, m, gemm.k, names.0)?;
    let (transb, ldb) = read(second.0, second.1, gemm.k, n, names.1)?;
    let batch = merged_batch(gemm);
    let (inner, outer) = match batch.split_last() {
        Some((&(size, strides), outer)) => ((size, strides), outer.to_vec()),
        None => ((1, [0; 3]), Vec::new()),
    };
    let operands = if direct.is_some() {
        [&gemm.a, &gemm.b, &gemm.c]
    } else {
        [&gemm.b, &gemm.a, &gemm.c]
    };
    let stride_of = |strides: [isize; 3], position: usize| {
        // `strides` are in A, B, C order; `operands` may swap A and B.
        match (direct.is_some(), position) {
            (true, p) | (false, p @ 2) => strides[p],
            (false, p) => strides[1 - p],
        }
    };
    let sizes: Vec<usize> = outer.iter().map(|(size, _)| *size).collect();
    Ok(multi_indices(&sizes)
        .map(|index| {
            let matrix = |position: usize, ld: usize| {
                let offset = outer.iter().zip(&index).fold(
                    operands[position].offset as isize,
                    |sum, ((_, strides), &i)| sum + stride_of(*strides, position) * i as isize,
                );
                Matrix {
                    value: operands[position].value,
                    offset: offset as usize,
                    ld,
                    batch_stride: stride_of(inner.1, position),
                }
            };
            StridedBatchedCall {
                transa,
                transb,
                m,
                n,
                k: gemm.k,
                a: matrix(0, lda),
                b: matrix(1, ldb),
                c: matrix(2, c_ld),
                batch: inner.0,
            }
        })
        .collect())
}

/// Every matrix product of one GEMM's `calls`: the element offsets of its
/// A, B and C (in the calls' order of operands). `cublasGemmBatchedEx`
/// takes one pointer per matrix, so a GEMM whose batch dims no one stride
/// spans (planned as several strided calls: attention's heads read from
/// `[batch, seq, heads, dim]`) runs as one call over these.
pub fn products(calls: &[StridedBatchedCall]) -> Vec<[usize; 3]> {
    calls
        .iter()
        .flat_map(|call| {
            (0..call.batch).map(move |i| {
                [call.a, call.b, call.c]
                    .map(|m| (m.offset as isize + m.batch_stride * i as isize) as usize)
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use spmd_executable::Init;
    use spmd_executable::scalar::Scalar;

    /// `C[b] = A[b] B[b]` by the descriptor's definition, on one buffer per
    /// value (values 0, 1, 2: A, B, C).
    fn by_definition(gemm: &Gemm, buffers: &mut [Vec<f64>; 3]) {
        for batch in multi_indices(&gemm.batch) {
            let at = |o: &GemmOperand, r: usize, c: usize| {
                let base = o
                    .batch_strides
                    .iter()
                    .zip(&batch)
                    .fold(o.offset as isize, |s, (&st, &b)| s + st * b as isize);
                (base + r as isize * o.row_stride + c as isize * o.column_stride) as usize
            };
            for i in 0..gemm.m {
                for j in 0..gemm.n {
                    let sum: f64 = (0..gemm.k)
                        .map(|l| buffers[0][at(&gemm.a, i, l)] * buffers[1][at(&gemm.b, l, j)])
                        .sum();
                    let c = at(&gemm.c, i, j);
                    buffers[2][c] = sum;
                }
            }
        }
    }

    /// cuBLAS's `GemmStridedBatched` with alpha 1 and beta 0, column-major.
    fn cublas_reference(call: &StridedBatchedCall, buffers: &mut [Vec<f64>; 3]) {
        let element = |matrix: &Matrix, t: Transpose, batch: usize, r: usize, c: usize| {
            let base = matrix.offset as isize + matrix.batch_stride * batch as isize;
            let (row, column) = match t {
                Transpose::N => (r, c),
                Transpose::T => (c, r),
            };
            (base + row as isize + column as isize * matrix.ld as isize) as usize
        };
        for batch in 0..call.batch {
            for i in 0..call.m {
                for j in 0..call.n {
                    let sum: f64 = (0..call.k)
                        .map(|l| {
                            buffers[call.a.value][element(&call.a, call.transa, batch, i, l)]
                                * buffers[call.b.value][element(&call.b, call.transb, batch, l, j)]
                        })
                        .sum();
                    let c = element(&call.c, Transpose::N, batch, i, j);
                    buffers[call.c.value][c] = sum;
                }
            }
        }
    }

    fn operand(
        value: ValueId,
        batch_strides: Vec<isize>,
        row: isize,
        column: isize,
    ) -> GemmOperand {
        GemmOperand {
            value,
            offset: 3,
            batch_strides,
            row_stride: row,
            column_stride: column,
        }
    }

    fn gemm(
        batch: Vec<usize>,
        m: usize,
        n: usize,
        k: usize,
        a: GemmOperand,
        b: GemmOperand,
        c: GemmOperand,
    ) -> Gemm {
        Gemm {
            name: "g".to_owned(),
            element: ElementType::F32,
            batch,
            m,
            n,
            k,
            a,
            b,
            c,
            init: Init::Constant(Scalar::F(0.0)),
            scale: 1.0,
        }
    }

    /// The planned calls compute what the descriptor defines.
    fn check(gemm: &Gemm) -> Vec<StridedBatchedCall> {
        let calls = plan(gemm).expect("a cuBLAS form");
        let filled = |seed: usize| -> Vec<f64> {
            (0..4096)
                .map(|i| ((i * 7 + seed * 13) % 17) as f64 - 8.0)
                .collect()
        };
        let mut expected = [filled(1), filled(2), vec![0.0; 4096]];
        let mut got = expected.clone();
        by_definition(gemm, &mut expected);
        for call in &calls {
            cublas_reference(call, &mut got);
        }
        assert_eq!(got[2], expected[2], "{gemm:?} as {calls:?}");
        calls
    }

    #[test]
    fn row_major_operands_are_the_transposed_product() {
        // C[4x5] = A[4x3] B[3x5], all row-major: C^T = B^T A^T, no transposes.
        let calls = check(&gemm(
            vec![],
            4,
            5,
            3,
            operand(0, vec![], 3, 1),
            operand(1, vec![], 5, 1),
            operand(2, vec![], 5, 1),
        ));
        assert_eq!(calls.len(), 1);
        let call = calls[0];
        assert_eq!((call.transa, call.transb), (Transpose::N, Transpose::N));
        assert_eq!((call.m, call.n, call.k), (5, 4, 3));
        assert_eq!((call.a.value, call.b.value), (1, 0));
        assert_eq!((call.a.ld, call.b.ld, call.c.ld), (5, 3, 5));
    }

    #[test]
    fn transposed_and_column_major_operands_map_to_transposes() {
        // A read transposed (a weight's transpose folded into strides), B
        // column-major, C column-major.
        for (a, b, c) in [
            ((1, 4), (5, 1), (5, 1)),
            ((3, 1), (1, 3), (5, 1)),
            ((1, 4), (1, 3), (1, 4)),
            ((3, 1), (5, 1), (1, 4)),
        ] {
            check(&gemm(
                vec![],
                4,
                5,
                3,
                operand(0, vec![], a.0, a.1),
                operand(1, vec![], b.0, b.1),
                operand(2, vec![], c.0, c.1),
            ));
        }
    }

    #[test]
    fn nesting_batch_dims_merge_into_one_strided_batch() {
        // Attention's [batch 2, heads 3] scores: one call of 6.
        let calls = check(&gemm(
            vec![2, 3],
            4,
            5,
            8,
            operand(0, vec![96, 32], 8, 1),
            operand(1, vec![120, 40], 5, 1),
            operand(2, vec![60, 20], 5, 1),
        ));
        assert_eq!(calls.len(), 1);
        assert_eq!(calls[0].batch, 6);
        // A broadcast operand (stride 0) and dims that do not nest: one call
        // per outer index.
        let calls = check(&gemm(
            vec![2, 3],
            4,
            5,
            8,
            operand(0, vec![0, 32], 8, 1),
            operand(1, vec![240, 40], 5, 1),
            operand(2, vec![120, 20], 5, 1),
        ));
        assert_eq!((calls.len(), calls[0].batch), (2, 3));
    }

    #[test]
    fn products_of_several_calls_are_one_pointer_batch() {
        // Heads read from [batch 2, seq 4, heads 3, dim 8]: batch strides
        // 96 and 8 do not nest; as one call of 6 products.
        let gemm = gemm(
            vec![2, 3],
            4,
            5,
            8,
            operand(0, vec![96, 8], 24, 1),
            operand(1, vec![240, 40], 5, 1),
            operand(2, vec![60, 20], 5, 1),
        );
        let calls = check(&gemm);
        assert_eq!(calls.len(), 2);
        let products = products(&calls);
        assert_eq!(products.len(), 6);
        let mut expected = [Vec::new(), Vec::new(), vec![0.0; 4096]];
        for (i, buffer) in expected.iter_mut().take(2).enumerate() {
            *buffer = (0..4096).map(|j| ((j * 5 + i) % 11) as f64 - 5.0).collect();
        }
        let mut got = expected.clone();
        by_definition(&gemm, &mut expected);
        for [a, b, c] in products {
            let single = |matrix: Matrix, offset: usize| Matrix {
                offset,
                batch_stride: 0,
                ..matrix
            };
            let call = StridedBatchedCall {
                a: single(calls[0].a, a),
                b: single(calls[0].b, b),
                c: single(calls[0].c, c),
                batch: 1,
                ..calls[0]
            };
            cublas_reference(&call, &mut got);
        }
        assert_eq!(got[2], expected[2]);
    }

    #[test]
    fn single_rows_and_columns_take_any_stride() {
        // A vector-matrix product: m = 1 with a stray row stride.
        check(&gemm(
            vec![],
            1,
            5,
            3,
            operand(0, vec![], 999, 1),
            operand(1, vec![], 5, 1),
            operand(2, vec![], 999, 1),
        ));
    }

    #[test]
    fn integer_and_doubly_strided_gemms_have_no_cublas_form() {
        let mut integer = gemm(
            vec![],
            4,
            5,
            3,
            operand(0, vec![], 3, 1),
            operand(1, vec![], 5, 1),
            operand(2, vec![], 5, 1),
        );
        integer.element = ElementType::I32;
        assert_eq!(plan(&integer), Err(NotCublas::Element(ElementType::I32)));
        let strided = gemm(
            vec![],
            4,
            5,
            3,
            operand(0, vec![], 6, 2),
            operand(1, vec![], 5, 1),
            operand(2, vec![], 5, 1),
        );
        assert_eq!(plan(&strided), Err(NotCublas::Strided("A")));
    }
}
