//! Kernel and GEMM descriptions: what a backend generates code for.

use serde::{Deserialize, Serialize};

use super::ValueId;
use crate::{
    scalar::{Scalar, ScalarOp},
    tensor::ElementType,
};

/// A read or write of a buffer at a point of a loop nest: the element at
/// `constant + sum(coefficients[d] * loop[d])` of the value's row-major
/// buffer (the indexing map and the buffer's strides, composed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Access {
    pub value: ValueId,
    pub coefficients: Vec<i64>,
    pub constant: i64,
}

/// Where an output's running value starts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Init {
    /// The payload never reads the output (no reduction).
    None,
    /// A fused fill.
    Constant(Scalar),
    /// The element of another value (a `linalg` `outs` operand) at the output's point.
    Value(Access),
}

/// One instruction of a kernel body; instruction `i` defines register `i`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Instr {
    /// `inputs[input]` at the current point.
    Load {
        input: usize,
    },
    /// The running value of `outputs[output]` (a reduction's accumulator).
    Acc {
        output: usize,
    },
    Constant {
        value: Scalar,
        element: ElementType,
    },
    /// The current loop index of `dim`.
    Index {
        dim: usize,
    },
    /// A host scalar of the rank (a captured outer value).
    Capture {
        value: ValueId,
    },
    Apply {
        op: ScalarOp,
        arguments: Vec<usize>,
        element: ElementType,
        /// The first operand's type (comparisons and conversions need it).
        operand: ElementType,
    },
    /// The element of buffer `value` at the indices held in registers
    /// `indices`, one per dim (a lookup in a captured table: a gather).
    /// An index outside the buffer's shape stops the run with an error
    /// naming `at`, the lookup's source location.
    Gather {
        value: ValueId,
        indices: Vec<usize>,
        at: String,
    },
    /// Stops the run with `message` where register `condition` is false
    /// (`cf.assert`); defines an unused `i1` register.
    Assert {
        condition: usize,
        message: String,
    },
}

/// A fused loop nest: element-wise producers inlined into their consumer,
/// a reduction with its element-wise producers, a fill folded into a
/// reduction's init. For every point of `dims` in row-major order, the
/// body runs and `outputs[i]` takes `yields[i]` (with `reduction` dims,
/// several points write one element and `Acc` reads the running value).
///
/// **Half-precision accumulators.** In a kernel with reduction dims, an
/// f16 / bf16 output whose running value the body reads (`Acc`) is held at
/// f32 until the kernel ends and rounded to its type once: the
/// instructions that depend on an `Acc` compute at f32
/// ([`Kernel::widen_half_accumulators`]), as XLA's and PyTorch's
/// reductions of half types accumulate. Each add rounded to bf16 would
/// stall a long sum (576 x 0.25 gives 64, not 144) and would make the
/// answer depend on how a backend groups the steps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Kernel {
    pub name: String,
    pub dims: Vec<usize>,
    pub reduction: Vec<bool>,
    pub inputs: Vec<Access>,
    pub outputs: Vec<Access>,
    pub inits: Vec<Init>,
    pub body: Vec<Instr>,
    pub yields: Vec<usize>,
    /// For a reduction with one accumulated output (and any written at
    /// every point, [`Kernel::written_per_point`]) whose yield is `combine(acc, x)` with
    /// `x` independent of `acc` and `combine` associative and commutative:
    /// the combining op, so a backend may split the reduction into partial
    /// accumulators (lanes, threads, warps) and combine them at the end.
    pub combiner: Option<ScalarOp>,
}

impl Kernel {
    /// Every access of the kernel to memory: its inputs, its outputs and
    /// the outputs' inits read from other values.
    pub fn accesses(&self) -> impl Iterator<Item = &Access> {
        self.accesses_marked().map(|(access, _)| access)
    }

    /// [`Kernel::accesses`], each with whether it writes (an output).
    pub fn accesses_marked(&self) -> impl Iterator<Item = (&Access, bool)> {
        self.inputs
            .iter()
            .map(|a| (a, false))
            .chain(self.outputs.iter().map(|a| (a, true)))
            .chain(self.inits.iter().filter_map(|init| match init {
                Init::Value(access) => Some((access, false)),
                Init::None | Init::Constant(_) => None,
            }))
    }

    /// Whether output `output` of a kernel with reduction dims is written
    /// at every point of the loop nest, not accumulated: its access varies
    /// along every reduction dim (an element-wise value the reduction
    /// evaluates anyway, written for later readers: the GELU backward's
    /// result beside the bias gradient summed from it). The body never
    /// reads its running value, and a backend stores it where it
    /// evaluates a point, whatever grouping it combines the others in.
    pub fn written_per_point(&self, output: usize) -> bool {
        self.reduction.contains(&true)
            && self
                .reduction
                .iter()
                .zip(&self.outputs[output].coefficients)
                .all(|(&reduced, &c)| !reduced || c != 0)
    }

    /// The outputs accumulated over the reduction dims (all of them
    /// without any): those not [`Kernel::written_per_point`].
    pub fn accumulated_outputs(&self) -> Vec<usize> {
        (0..self.outputs.len())
            .filter(|&o| !self.written_per_point(o))
            .collect()
    }

    /// Per register: whether it depends on an output's running value
    /// (`Acc`).
    pub fn acc_dependent(&self) -> Vec<bool> {
        let mut depends = vec![false; self.body.len()];
        for (i, instr) in self.body.iter().enumerate() {
            depends[i] = match instr {
                Instr::Acc { .. } => true,
                Instr::Apply { arguments, .. } => arguments.iter().any(|&a| depends[a]),
                Instr::Gather { indices, .. } => indices.iter().any(|&a| depends[a]),
                Instr::Assert { condition, .. } => depends[*condition],
                Instr::Load { .. }
                | Instr::Constant { .. }
                | Instr::Index { .. }
                | Instr::Capture { .. } => false,
            };
        }
        depends
    }

    /// Types at f32 every f16 / bf16 instruction that depends on a running
    /// value, in a kernel with reduction dims: its half-precision
    /// accumulators are held at f32 (see [`Kernel`]).
    pub fn widen_half_accumulators(&mut self) {
        if !self.reduction.contains(&true) {
            return;
        }
        let depends = self.acc_dependent();
        for (instr, _) in self.body.iter_mut().zip(depends).filter(|(_, d)| *d) {
            if let Instr::Apply { element, .. } = instr
                && element.is_half()
            {
                *element = ElementType::F32;
            }
        }
    }

    /// Whether dims `d` and `d + 1` are of the same kind (both parallel or
    /// both reduced) and every access walks them as one (row-major
    /// neighbours: the outer coefficient is the inner one times the inner
    /// extent), so they can be one dim visiting the same points in order.
    pub fn walks_as_one(&self, d: usize) -> bool {
        let inner = self.dims[d + 1] as i64;
        self.reduction[d] == self.reduction[d + 1]
            && self
                .accesses()
                .all(|a| a.coefficients[d] == a.coefficients[d + 1] * inner)
    }

    /// Dims `d` and `d + 1` as one ([`Kernel::walks_as_one`]): its
    /// coefficients are the inner one's. `Index` instructions are the
    /// caller's to map.
    pub fn merge_dims(&mut self, d: usize) {
        self.dims[d] *= self.dims[d + 1];
        self.dims.remove(d + 1);
        self.reduction.remove(d + 1);
        let drop_outer = |access: &mut Access| {
            access.coefficients.remove(d);
        };
        self.inputs.iter_mut().for_each(drop_outer);
        self.outputs.iter_mut().for_each(drop_outer);
        for init in &mut self.inits {
            if let Init::Value(access) = init {
                drop_outer(access);
            }
        }
    }

    /// Whether output `output`, of `element`, accumulates at f32 while the
    /// kernel runs (see [`Kernel`]): a backend that keeps running values in
    /// memory between steps keeps this one in an f32 buffer and rounds it
    /// into the output at the end.
    pub fn accumulates_wide(&self, output: usize, element: ElementType) -> bool {
        element.is_half()
            && self.reduction.contains(&true)
            && self
                .body
                .iter()
                .any(|instr| matches!(instr, Instr::Acc { output: o } if *o == output))
    }
}

/// One operand of a GEMM: element `offset + sum(batch_strides[i] * b[i]) +
/// row * row_stride + column * column_stride` of the value's buffer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GemmOperand {
    pub value: ValueId,
    pub offset: usize,
    pub batch_strides: Vec<isize>,
    pub row_stride: isize,
    pub column_stride: isize,
}

/// `C[b] = init + scale * A[b] (m x k) * B[b] (k x n)` for every batch
/// index `b` of `batch`: a contraction, its transposes folded into the
/// strides (a scale other than 1: an update `P + s * A B` folded in).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Gemm {
    pub name: String,
    pub element: ElementType,
    pub batch: Vec<usize>,
    pub m: usize,
    pub n: usize,
    pub k: usize,
    pub a: GemmOperand,
    pub b: GemmOperand,
    pub c: GemmOperand,
    /// What `C` holds before the products are added: `Constant` (a fused
    /// fill, usually zero) or `Value` (copied into `C` first unless it is `C`).
    pub init: Init,
    /// The products' factor (BLAS's `alpha`).
    pub scale: f64,
}
