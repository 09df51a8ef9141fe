//! The executable: what `spmd-lower-to-runtime` decided, serialised by
//! `spmd-translate --spmd-to-executable`, read by every backend; and the
//! vocabulary it is written in, shared by the compiler and the runtime with
//! neither MLIR nor a backend inside: dense host [`tensor`]s and element
//! types, [`scalar`] ops, [`indexed`] combiners (scatter, gather, scan), the
//! upstream `shard` collectives on host tensors ([`collectives`],
//! [`shard_op`], [`grid`]), global tensors to per-device pieces and back
//! ([`distribution`]), `.npy` I/O ([`npy`]) and result checks ([`check`]).
//!
//! One SPMD program for all ranks: the mesh, each argument's and result's
//! global type, local type and sharding, the buffer plan (one arena per
//! rank, every value at a fixed offset), fused kernels, GEMM descriptors
//! and the straight-line step list. [`file`] holds the on-disk framing (magic,
//! version, checksum); docs/executable.md documents the format.

pub mod check;
pub mod collectives;
pub mod distribution;
mod error;
mod file;
pub mod grid;
pub mod indexed;
mod kernel;
pub mod npy;
pub mod output;
mod rows;
pub mod scalar;
pub mod shard_op;
pub mod tensor;
mod traffic;

use serde::{Deserialize, Serialize};
use spmd_layout::Sharding;

use crate::{
    indexed::{Combine, ScanShape, ScatterShape},
    scalar::Scalar,
    shard_op::ShardOp,
    tensor::ElementType,
};
pub use error::Error;
pub use file::{FORMAT_VERSION, Inconsistent, LoadError, MAGIC};
pub use kernel::{Access, Gemm, GemmOperand, Init, Instr, Kernel};
pub use rows::{MAX_ROW_BYTES, RowPlace};
pub use traffic::Traffic;

/// Index of a value in [`Executable::values`].
pub type ValueId = usize;

/// The element type and static shape of a tensor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TensorType {
    pub element: ElementType,
    pub shape: Vec<usize>,
}

impl TensorType {
    pub fn numel(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn bytes(&self) -> usize {
        self.numel() * self.element.bytes()
    }
}

impl std::fmt::Display for TensorType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let dims: Vec<String> = self.shape.iter().map(ToString::to_string).collect();
        write!(f, "{}x{:?}", dims.join("x"), self.element)
    }
}

/// The device mesh the program runs on (a single device is the mesh `[1]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mesh {
    pub name: String,
    pub shape: Vec<usize>,
    pub axis_names: Vec<String>,
}

impl Mesh {
    pub fn device_count(&self) -> usize {
        self.shape.iter().product()
    }

    /// The shape as written on command lines: `2x4`.
    pub fn shape_text(&self) -> String {
        let dims: Vec<String> = self.shape.iter().map(ToString::to_string).collect();
        dims.join("x")
    }
}

/// A function argument or result as the caller sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Signature {
    /// The whole tensor (what `.npy` files hold).
    pub global: TensorType,
    /// One rank's padded piece.
    pub local: TensorType,
    pub sharding: Sharding,
    pub value: ValueId,
    /// Its name in the framework (`spmd.name`), if the program gave one.
    pub name: Option<String>,
    /// An argument's role in a training step (given or inferred); `None`
    /// for results and arguments of no known role.
    pub role: Option<Role>,
}

impl Signature {
    /// How messages call argument or result `index`: by position, and by
    /// name where it has one.
    pub fn label(&self, side: &str, index: usize) -> String {
        match &self.name {
            Some(name) => format!("{side} #{index} ({name})"),
            None => format!("{side} #{index}"),
        }
    }
}

/// What an argument of a training step is (the compiler's `spmd.role`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// A trainable parameter: stored, updated by the step.
    Param,
    /// Optimizer state: stored, updated by the step.
    State,
    /// A batch input, fed each step.
    Input,
}

impl Role {
    pub fn keyword(self) -> &'static str {
        match self {
            Role::Param => "param",
            Role::State => "state",
            Role::Input => "input",
        }
    }

    /// Whether the training loop keeps it on the devices across steps.
    pub fn is_stored(self) -> bool {
        matches!(self, Role::Param | Role::State)
    }
}

/// Where a value lives on each rank.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Storage {
    /// `bytes` of the arena from `offset` (views share their source's bytes).
    Buffer { offset: usize, ty: TensorType },
    /// A host scalar (index arithmetic, process indices, payload captures).
    Scalar {
        register: usize,
        element: ElementType,
    },
}

/// A host-scalar operand or a static index.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum IndexValue {
    Static(i64),
    Dynamic(ValueId),
}

/// One step of the program; every rank runs the same list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Step {
    /// A fused loop nest, [`Executable::kernels`]`[i]`.
    Kernel(usize),
    /// Kernels run row by row over `rows` rows (each member's
    /// [`Executable::row_split`] leading dims): every member's points of a
    /// row, in order, before the next row; what each member writes is
    /// touched by the others only in the same row
    /// ([`Executable::row_group_error`]), so running the members one
    /// after another computes the same.
    Rows { kernels: Vec<usize>, rows: usize },
    /// A strided batched GEMM, [`Executable::gemms`]`[i]`.
    Gemm(usize),
    /// Every element of `target` set to `value`.
    Fill { target: ValueId, value: Scalar },
    /// The whole of `source` copied into `target` (same type).
    Copy { source: ValueId, target: ValueId },
    /// A box of `sizes` from `source` at `source_offsets` (step
    /// `source_strides`) copied into `target` at `target_offsets` (step
    /// `target_strides`).
    CopyRegion {
        source: ValueId,
        source_offsets: Vec<IndexValue>,
        source_strides: Vec<usize>,
        target: ValueId,
        target_offsets: Vec<IndexValue>,
        target_strides: Vec<usize>,
        sizes: Vec<usize>,
    },
    /// An upstream `shard` op over all ranks (collectives, process indices).
    Shard {
        op: ShardOp,
        input: Option<ValueId>,
        outputs: Vec<ValueId>,
    },
    /// A host scalar op (index arithmetic).
    Scalar {
        op: crate::scalar::ScalarOp,
        arguments: Vec<ValueId>,
        result: ValueId,
        operand_element: ElementType,
    },
    /// A host scalar constant.
    ScalarConstant { value: Scalar, result: ValueId },
    /// One element of a tensor into a host scalar.
    Extract {
        source: ValueId,
        indices: Vec<IndexValue>,
        result: ValueId,
    },
    /// A scatter (`tm_tensor.scatter`, `iree_linalg_ext.scatter`):
    /// `target` is `original` with every update combined in at its
    /// indices, in order (`crate::indexed::ScatterShape`); an index outside
    /// the original stops the run with an error naming `at`.
    Scatter {
        updates: ValueId,
        indices: ValueId,
        original: ValueId,
        target: ValueId,
        shape: ScatterShape,
        combine: Combine,
        at: String,
    },
    /// A scan (`tm_tensor.scan`): `output` holds the running values of
    /// `combine` along one dim of `input`, `last` the final ones
    /// (`crate::indexed::ScanShape`), starting from `accumulator`.
    Scan {
        input: ValueId,
        accumulator: ValueId,
        output: ValueId,
        last: ValueId,
        shape: ScanShape,
        combine: Combine,
    },
    /// The head of an `scf.for`: each carried value's initial value is
    /// copied into its buffer (the body's block argument, later the
    /// loop's result) and `induction` set to `lower`; with no iteration
    /// the run goes on after step `end`, else at the next step.
    LoopBegin {
        lower: IndexValue,
        upper: IndexValue,
        step: IndexValue,
        induction: ValueId,
        /// (initial value, carried buffer) per iter_arg.
        carried: Vec<(ValueId, ValueId)>,
        /// The index of the matching [`Step::LoopEnd`].
        end: usize,
    },
    /// The end of an iteration: what the body yields is copied into the
    /// carried buffers (nothing where it already lives there), the
    /// induction value advanced, and the run goes back to the step after
    /// `begin` while it is below the upper bound.
    LoopEnd {
        /// The index of the matching [`Step::LoopBegin`].
        begin: usize,
        /// (yielded value, carried buffer) per iter_arg.
        carried: Vec<(ValueId, ValueId)>,
    },
}

/// Constant data, copied into its buffer when the executable is loaded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Constant {
    pub value: ValueId,
    /// Little-endian elements of the value's type.
    pub bytes: Vec<u8>,
}

/// Outputs a split reduction may have: one arrival counter each.
pub const SPLIT_COUNTERS: usize = 1024;
/// Partial values (8 bytes each) the split reductions' blocks leave.
pub const SPLIT_PARTIALS: usize = 65536;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Executable {
    /// The function's name, for messages.
    pub function: String,
    pub mesh: Mesh,
    pub arguments: Vec<Signature>,
    pub results: Vec<Signature>,
    /// Bytes of the arena each rank allocates.
    pub arena_bytes: usize,
    /// Host scalar registers each rank keeps.
    pub scalar_registers: usize,
    pub values: Vec<Storage>,
    pub constants: Vec<Constant>,
    pub kernels: Vec<Kernel>,
    pub gemms: Vec<Gemm>,
    pub steps: Vec<Step>,
    /// `(result, argument)`: the result is the argument's next value (a
    /// training step's param and state updates), for a loop of steps to
    /// feed back. Where the result's buffer is the argument's (the buffer
    /// plan donated it), nothing moves.
    pub updates: Vec<(usize, usize)>,
    /// The step's loss: the result named `loss`, else its one scalar float
    /// result that updates nothing.
    pub loss: Option<usize>,
}

/// What an executable does, counted (for `--stats` and the benchmark).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepCounts {
    /// Kernel launches: a row group counts once.
    pub kernels: usize,
    /// Row groups, and the kernels they join.
    pub row_groups: usize,
    pub grouped_kernels: usize,
    pub gemms: usize,
    pub collectives: usize,
    pub copies: usize,
    /// Bytes each rank sends into collectives per step (input sizes).
    pub collective_bytes: usize,
}

impl Executable {
    /// The tensor type of a buffer value (panics on scalars: the format's
    /// invariants are checked by [`Executable::validate`] at load time).
    pub fn tensor(&self, value: ValueId) -> &TensorType {
        match &self.values[value] {
            Storage::Buffer { ty, .. } => ty,
            Storage::Scalar { .. } => panic!("value {value} is a scalar"),
        }
    }

    /// Where each rank's arena ends and its 8-byte fault word begins: a
    /// backend whose kernels cannot return an error (CUDA) has a kernel
    /// whose lookup leaves its table, or whose assertion fails, write a
    /// code there, and reads it after the step.
    pub fn fault_word_offset(&self) -> usize {
        self.arena_bytes.div_ceil(8) * 8
    }

    /// Where the scratch of split reductions begins, after the fault word:
    /// [`SPLIT_COUNTERS`] 4-byte arrival counters, then [`SPLIT_PARTIALS`]
    /// 8-byte partial values (`cuda::codegen::split_blocks`).
    pub fn split_scratch_offset(&self) -> usize {
        self.fault_word_offset() + 8
    }

    /// The bytes of memory a rank's kernels address: the arena, the fault
    /// word and the split reductions' scratch.
    pub fn rank_memory_bytes(&self) -> usize {
        self.split_scratch_offset() + SPLIT_COUNTERS * 4 + SPLIT_PARTIALS * 8
    }

    /// How many times each step runs: a loop body's steps as often as its
    /// static trip count (once where a bound is only known at run time).
    pub fn repeats(&self) -> Vec<usize> {
        let mut repeats = vec![1; self.steps.len()];
        for (begin, step) in self.steps.iter().enumerate() {
            if let Step::LoopBegin {
                lower,
                upper,
                step,
                end,
                ..
            } = step
            {
                let trips = match (lower, upper, step) {
                    (IndexValue::Static(l), IndexValue::Static(u), IndexValue::Static(s))
                        if *s > 0 =>
                    {
                        ((u - l).max(0) as usize).div_ceil(*s as usize)
                    }
                    _ => 1,
                };
                for repeat in &mut repeats[begin + 1..*end] {
                    *repeat *= trips;
                }
            }
        }
        repeats
    }

    pub fn counts(&self) -> StepCounts {
        let mut counts = StepCounts::default();
        let repeats = self.repeats();
        for (step, &times) in self.steps.iter().zip(&repeats) {
            match step {
                Step::Kernel(_) => counts.kernels += times,
                Step::Rows { kernels, .. } => {
                    counts.kernels += times;
                    counts.row_groups += times;
                    counts.grouped_kernels += kernels.len() * times;
                }
                Step::Gemm(_) => counts.gemms += times,
                Step::Fill { .. } | Step::Copy { .. } | Step::CopyRegion { .. } => {
                    counts.copies += times
                }
                Step::Shard { op, input, .. } if op.crosses_ranks() => {
                    counts.collectives += times;
                    if let Some(input) = input {
                        counts.collective_bytes += self.tensor(*input).bytes() * times;
                    }
                }
                // A local slice.
                Step::Shard { op, .. } if op.is_collective() => counts.copies += times,
                _ => {}
            }
        }
        counts
    }
}
