//! The MLIR interpreter, the numerics oracle: compiles a `func.func` over
//! linalg-on-tensors, `tensor`,
//! `arith` / `math` and upstream `shard` ops once, then runs it on every
//! rank of a mesh in lockstep: local ops rank by rank, collectives across
//! all ranks at once. Anything it cannot run is a located error at compile
//! time, before any data moves.

mod compile;
pub mod constants;
mod error;
mod execute;
mod generic;
mod indexed_ops;
mod local_ops;
pub mod payload;
pub mod redistribute;
pub mod shard_ops;
mod tensor_ops;

use melior::ir::{Location, Module, Value, ValueLike};
use spmd_dialect::read;

use generic::Generic;
use payload::Payload;
use spmd_executable::{
    grid::DeviceGrid,
    scalar::ScalarOp,
    shard_op::ShardOp,
    tensor::{ElementType, Tensor},
};
use tensor_ops::{PadSpec, SliceSpec};

pub use error::{ExecError, Reason};
pub use spmd_dialect::ir::ValueKey;

/// The element type and static shape of a value (empty shape: a scalar).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorType {
    pub element: ElementType,
    pub shape: Vec<usize>,
}

impl TensorType {
    fn of(value: Value) -> Result<TensorType, Reason> {
        Ok(TensorType {
            element: read::element_type(value.r#type())?,
            shape: read::static_shape(value.r#type())?,
        })
    }
}

#[derive(Clone, Debug)]
enum Kind<'c> {
    Elementwise(ScalarOp),
    Constant(Tensor),
    Generic(Generic),
    Empty,
    Reshape,
    ExtractSlice(SliceSpec),
    InsertSlice(SliceSpec),
    Pad(PadSpec, Payload),
    Concat(usize),
    Scatter(Vec<usize>, Payload),
    Scan(usize, bool, Payload),
    /// `scf.for`: operands lower bound, upper bound, step, then the
    /// iter_args' initial values; runs its body in lockstep on every rank.
    Loop(Box<LoopBody<'c>>),
    Extract,
    Dim,
    FromElements,
    Splat,
    Shard(ShardOp),
}

/// An `scf.for` body: its instructions, the slots of its induction
/// variable and iter_args (block arguments) and of what it yields.
#[derive(Clone, Debug)]
struct LoopBody<'c> {
    instructions: Vec<Instruction<'c>>,
    induction: usize,
    induction_type: ElementType,
    iter_args: Vec<usize>,
    yields: Vec<usize>,
}

#[derive(Clone, Debug)]
struct Instruction<'c> {
    kind: Kind<'c>,
    operands: Vec<usize>,
    /// Outer scalars a region uses (generic and pad payloads).
    captures: Vec<usize>,
    /// Outer tensors a region looks elements up in.
    tables: Vec<usize>,
    results: Vec<usize>,
    result_types: Vec<TensorType>,
    location: Location<'c>,
}

/// A compiled function, ready to run on a mesh.
pub struct Program<'c> {
    instructions: Vec<Instruction<'c>>,
    arguments: Vec<usize>,
    returns: Vec<usize>,
    slot_count: usize,
    pub argument_types: Vec<TensorType>,
    pub result_types: Vec<TensorType>,
    grid: DeviceGrid,
}

/// Rewrites named linalg ops (matmul, fill, transpose, reduce, ...) into
/// `linalg.generic` with upstream MLIR, so the executor needs one linalg op.
pub fn generalize_named_ops(module: &mut Module) -> Result<(), Reason> {
    melior::utility::register_all_passes();
    let context_ref = module.context();
    let manager = melior::pass::PassManager::new(unsafe { context_ref.to_ref() });
    melior::utility::parse_pass_pipeline(
        manager.as_operation_pass_manager(),
        "builtin.module(func.func(linalg-generalize-named-ops))",
    )?;
    manager
        .run(module)
        .map_err(|_| Reason::Invalid("generalizing named linalg ops failed".into()))
}
