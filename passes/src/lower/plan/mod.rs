//! What each op of a function becomes at run time: a fused kernel (or a
//! producer inlined into kernels), a GEMM, a view of another buffer, a
//! copy, a collective, a host scalar step or a constant.
//!
//! Reads: a function's ops and their loop structures. Writes: nothing in the
//! IR; the pass writes the steps decided here.

mod decide;
mod folding;
mod fusion_rules;
mod graph;
mod recomputed;
mod row_groups;
mod siblings;
mod transposes;
mod updates;
mod written;

use melior::ir::{
    BlockRef, RegionLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::Positional;
use spmd_dialect::ir::{inputs, operation_name};
use std::collections::BTreeSet;

use super::{gemm::GemmShape, structure::Structure};

pub use decide::{plan, plan_both};
pub use folding::{folded_layouts, folded_operand, written_into_insertion};
pub use fusion_rules::{is_splat, splat_constant};
pub use row_groups::row_group_ends;
pub use updates::{IntoUpdate, accumulated_into, schedule_after_init_readers};

/// The decision for one op.
#[derive(Clone, Debug)]
pub enum StepKind {
    /// The root of kernel `id`: its results are materialised.
    Kernel {
        id: usize,
        structure: Structure,
    },
    /// Inlined into the kernels (or GEMM inits) listed, never materialised
    /// unless `written_by` names the position of the one kernel root it is
    /// inlined into, which then also writes it as an output (an expensive
    /// element-wise op that later kernels read: it runs once, where its
    /// first reader needs it), or of the GEMM that writes it (an update
    /// `P + s * A B` folded into the GEMM: `updates.rs`).
    Fused {
        into: BTreeSet<usize>,
        written_by: Option<usize>,
    },
    Gemm {
        shape: GemmShape,
    },
    /// A view of operand 0's buffer, `offset` bytes in.
    View {
        offset: usize,
    },
    Copy,
    /// A scatter (`tm_tensor.scatter`, `iree_linalg_ext.scatter`).
    Scatter,
    /// A scan (`tm_tensor.scan`).
    Scan,
    Collective,
    Scalar,
    Constant,
    /// `tensor.empty`: storage only if something reads it.
    Empty {
        needs_storage: bool,
    },
    /// An `scf.for`: its body's steps follow it, up to its `scf.yield`.
    Loop,
    /// An `scf.yield`, the end of a loop's body.
    Yield,
    Return,
}

impl StepKind {
    pub fn name(&self) -> &'static str {
        match self {
            StepKind::Kernel { .. } => "kernel",
            StepKind::Fused {
                written_by: Some(_),
                ..
            } => "output",
            StepKind::Fused { .. } => "fused",
            StepKind::Gemm { .. } => "gemm",
            StepKind::View { .. } => "view",
            StepKind::Copy => "copy",
            StepKind::Scatter => "scatter",
            StepKind::Scan => "scan",
            StepKind::Collective => "collective",
            StepKind::Scalar => "scalar",
            StepKind::Constant => "constant",
            StepKind::Empty { .. } => "empty",
            StepKind::Loop => "loop",
            StepKind::Yield => "yield",
            StepKind::Return => "return",
        }
    }
}

pub struct Step<'c, 'a> {
    pub operation: OperationRef<'c, 'a>,
    pub kind: StepKind,
}

/// The ops of a single-block body, in order, each `scf.for` followed by
/// its body's ops up to and including its `scf.yield` (recursively): the
/// order steps run in, a loop's body once per iteration.
pub fn operations<'c, 'a>(body: BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut operations = Vec::new();
    for op in spmd_dialect::ir::block_operations(&body) {
        operations.push(op);
        if let Some(body) = loop_body(op) {
            operations.extend(self::operations(body));
        }
    }
    operations
}

/// The body of an `scf.for`.
pub fn loop_body<'c, 'a>(operation: OperationRef<'c, 'a>) -> Option<BlockRef<'c, 'a>> {
    (operation_name(operation) == "scf.for")
        .then(|| operation.region_at(0)?.first_block())
        .flatten()
}

/// What a step reads: an op's operands and the tensors its payload
/// captures; a loop reads only its bounds and initial values (its body's
/// steps read the rest, once per iteration).
pub fn step_inputs<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<melior::ir::Value<'c, 'a>> {
    if loop_body(operation).is_some() {
        operation.operands().collect()
    } else {
        inputs(operation)
    }
}
