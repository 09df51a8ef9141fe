//! Loop collapsing: adjacent dims of a kernel that every access walks as
//! one (row-major neighbours: `coefficient[d] == coefficient[d + 1] *
//! dims[d + 1]` for every input, output and init) merge into one longer
//! dim, so the CPU backend's lanes run longer (a `[4, 8, 32]` kernel
//! reducing its last dim runs its lanes over 32 points of `4 x 8`, not 8).
//! The points are visited in the same order, so results do not change; an
//! `Index` of a merged dim is recovered from the merged one by a division
//! and a remainder ([`IndexSource`]).

use spmd_executable::Kernel;

/// Where the index of one of the kernel's original dims comes from once
/// dims are merged: `(index of merged dim / divisor) % modulus`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IndexSource {
    pub dim: usize,
    pub divisor: usize,
    pub modulus: usize,
}

impl IndexSource {
    pub fn of(&self, merged: usize) -> usize {
        (merged / self.divisor) % self.modulus
    }
}

/// `kernel` with every mergeable pair of adjacent dims merged (both
/// parallel or both reduced), and where each original dim's index comes
/// from.
pub fn collapse(kernel: &Kernel) -> (Kernel, Vec<IndexSource>) {
    let mut kernel = kernel.clone();
    let mut sources: Vec<IndexSource> = (0..kernel.dims.len())
        .map(|dim| IndexSource {
            dim,
            divisor: 1,
            modulus: usize::MAX,
        })
        .collect();
    let mut d = 0;
    while d + 1 < kernel.dims.len() {
        if kernel.walks_as_one(d) {
            // Dims right of `d` are still the original ones: `d + 1` is
            // one original dim, whose index is the merged one's remainder.
            let inner = kernel.dims[d + 1];
            for source in &mut sources {
                if source.dim == d {
                    source.divisor *= inner;
                } else if source.dim == d + 1 {
                    *source = IndexSource {
                        dim: d,
                        divisor: 1,
                        modulus: inner,
                    };
                } else if source.dim > d + 1 {
                    source.dim -= 1;
                }
            }
            kernel.merge_dims(d);
        } else {
            d += 1;
        }
    }
    (kernel, sources)
}

#[cfg(test)]
mod tests {
    use super::*;
    use spmd_executable::{
        Access, Init, Instr,
        scalar::{FloatOp, ScalarOp},
        tensor::ElementType,
    };

    fn access(value: usize, coefficients: &[i64]) -> Access {
        Access {
            value,
            coefficients: coefficients.to_vec(),
            constant: 0,
        }
    }

    /// A row sum of `x[4, 8, 32]` times a broadcast `g[32]`: the two outer
    /// dims merge, the reduced one stays, and the indices of the merged
    /// dims are recovered at every point.
    #[test]
    fn row_major_neighbours_merge() {
        let kernel = Kernel {
            name: "k".into(),
            dims: vec![4, 8, 32],
            reduction: vec![false, false, true],
            inputs: vec![access(0, &[256, 32, 1]), access(1, &[0, 0, 1])],
            outputs: vec![access(2, &[8, 1, 0])],
            inits: vec![Init::None],
            body: vec![
                Instr::Load { input: 0 },
                Instr::Load { input: 1 },
                Instr::Apply {
                    op: ScalarOp::Float(FloatOp::Mul),
                    arguments: vec![0, 1],
                    element: ElementType::F32,
                    operand: ElementType::F32,
                },
            ],
            yields: vec![2],
            combiner: None,
        };
        let (merged, sources) = collapse(&kernel);
        assert_eq!(merged.dims, [32, 32]);
        assert_eq!(merged.reduction, [false, true]);
        assert_eq!(merged.inputs[0].coefficients, [32, 1]);
        assert_eq!(merged.inputs[1].coefficients, [0, 1]);
        assert_eq!(merged.outputs[0].coefficients, [1, 0]);
        for i in 0..4 {
            for j in 0..8 {
                let k = i * 8 + j;
                assert_eq!((sources[0].of(k), sources[1].of(k)), (i, j));
                assert_eq!((sources[0].dim, sources[1].dim), (0, 0));
            }
        }
        assert_eq!(
            sources[2],
            IndexSource {
                dim: 1,
                divisor: 1,
                modulus: usize::MAX
            }
        );
        // A transposed read does not walk the dims as one.
        let mut transposed = kernel;
        transposed.inputs[0] = access(0, &[32, 128, 1]);
        assert_eq!(collapse(&transposed).0.dims, [4, 8, 32]);
    }

    /// Three dims merged into one: each original index comes back.
    #[test]
    fn three_dims_merge_into_one() {
        let kernel = Kernel {
            name: "k".into(),
            dims: vec![2, 3, 5],
            reduction: vec![false; 3],
            inputs: vec![],
            outputs: vec![access(0, &[15, 5, 1])],
            inits: vec![Init::None],
            body: vec![Instr::Index { dim: 1 }],
            yields: vec![0],
            combiner: None,
        };
        let (merged, sources) = collapse(&kernel);
        assert_eq!(merged.dims, [30]);
        for k in 0..30 {
            let want = [k / 15, (k / 5) % 3, k % 5];
            let got: Vec<usize> = sources.iter().map(|s| s.of(k)).collect();
            assert_eq!(got, want, "point {k}");
        }
    }
}
