//! `spmd-lower-to-runtime`: decides how a per-device (or single-device)
//! function runs, in the form `spmd-translate --spmd-to-executable` writes
//! out and lit tests read.
//!
//! Reads: a `func.func` with one block over linalg-on-tensors, `tensor`,
//! `arith` / `math` and upstream `shard` ops (after `spmd-partition`, or
//! unpartitioned: a mesh of one).
//! Writes, on every op, `spmd.step` (`kernel`, `fused`, `output`, `gemm`,
//! `view`, `copy`, `scatter`, `scan`, `collective`, `scalar`, `constant`,
//! `empty`, `return`) and:
//! - kernels: `spmd.kernel = N`, the root of fused kernel N; element-wise
//!   producers and splat fills inlined into kernels (XLA's loop and input
//!   fusion) carry `spmd.fused_into = array<i64: N, ...>` and no buffer;
//!   an element-wise op its first reader's kernel evaluates at its own
//!   points and later steps read too is `output` (`spmd.fused_into` that
//!   kernel, and a buffer): the kernel writes it as another output (XLA's
//!   multi-output fusion; `plan/written.rs`), and an element-wise producer
//!   read through slices is evaluated by the kernels reading them;
//! - GEMMs: every float contraction (`linalg.matmul`, `batch_matmul`, and
//!   `linalg.generic` contractions recognised from their maps) as
//!   `spmd.gemm = "batch=[..] m= n= k= a=N|T b=N|T[ c=T]"`, transposed
//!   operands folded into strides: a transposing `linalg.generic` that only
//!   feeds GEMM operands is `fused` (no copy) and the GEMMs read its
//!   source; a GEMM whose result only a transpose reads writes the
//!   transpose's layout (`c=T`) and the transpose is a `view` of it; a
//!   batch loop splits where a layout does (attention's `[batch, heads]`
//!   read from `[batch, seq, heads, dim]`: `batch=[b,h]`, `lower/layout.rs`),
//!   so heads are folded through reshapes and further transposes too; a
//!   GEMM from zeros whose result is put into another tensor through an
//!   expansion, transposes and collapses is the insertion's step (`gemm`
//!   on the `insert_slice`, the ops between `fused`), writing there; a
//!   convolution (a contraction reading one input through windows) first
//!   becomes a copy of its windows and a GEMM (`im2col`), and a sum over
//!   unit dims the element-wise op it is (`unit_reductions`), which fusion
//!   then inlines into its readers;
//! - views: reshapes, contiguous static slices and transposes written by
//!   their GEMM share their source's bytes (`spmd.step = "view"`);
//! - slices read through: a strided static slice read only by kernels
//!   (directly or through an expansion) is `fused` into them with the
//!   expansion, and the kernels read its source (`read_through`);
//! - insertions written in place: an `insert_slice` of an element-wise
//!   op's one result (through collapses) is a `kernel` rooted at the
//!   insertion, the op and the collapses `fused` into it: the op's loop
//!   nest writes straight into the destination's slice;
//! - buffers: `spmd.buffers = array<i64: offset per result>` (bytes into
//!   the rank's arena, -1 for none), and on the function
//!   `spmd.argument_buffers`, `spmd.arena_bytes` (the plan's peak) and
//!   `spmd.value_bytes` (the sum of every materialised value);
//! - with `donate-updates`, a training step's update of a param or state
//!   (`spmd.role`, else the step's structure) is written into its
//!   argument's buffer wherever nothing reads the argument after it is
//!   made, so that a loop of steps (`spmd-exec train`) feeds it back with
//!   no copy; a run of such a step changes its arguments.

mod arena;
mod buffers;
pub(crate) use buffers::bytes_of;
mod combine;
pub mod gemm;
mod im2col;
pub mod layout;
pub(crate) mod peak;
mod plan;
mod planned;
pub mod read_through;
pub(crate) mod storage;
pub mod structure;
mod unit_reductions;

use melior::{
    Context,
    ir::{
        Attribute, BlockLike, ValueLike,
        attribute::{DenseI64ArrayAttribute, IntegerAttribute, StringAttribute},
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
        r#type::{IntegerType, TypeLike},
    },
};

use crate::pass::{Failure, ModulePass, OptionInfo, PassFailure, declare_pass, functions_in, key};
pub use combine::{UnsupportedRegion, combine_of};
use plan::StepKind;
pub use plan::{
    IntoUpdate, accumulated_into, folded_layouts, folded_operand, is_splat, loop_body,
    splat_constant, written_into_insertion,
};
pub use structure::StructureError;

pub const STEP_ATTR: &str = "spmd.step";
pub const KERNEL_ATTR: &str = "spmd.kernel";
pub const FUSED_INTO_ATTR: &str = "spmd.fused_into";
pub const GEMM_ATTR: &str = "spmd.gemm";
pub const BUFFERS_ATTR: &str = "spmd.buffers";
pub const ARGUMENT_BUFFERS_ATTR: &str = "spmd.argument_buffers";
pub const ARENA_BYTES_ATTR: &str = "spmd.arena_bytes";
pub const VALUE_BYTES_ATTR: &str = "spmd.value_bytes";

const DONATE_UPDATES: OptionInfo = OptionInfo {
    name: "donate-updates",
    value: "true|false",
    default: "false",
    description: "write each param / state update into its argument's buffer where the step allows (for spmd-exec train)",
};
const OPTIONS: [OptionInfo; 1] = [DONATE_UPDATES];

declare_pass! {
    /// The `spmd-lower-to-runtime` pass.
    pub fn lower_to_runtime_pass(donate_updates: bool) = "spmd-lower-to-runtime" as "SpmdLowerToRuntime" {
        summary: "Decide how a per-device function runs: fused kernels, GEMMs, views, collectives and a static buffer plan (then spmd-translate --spmd-to-executable)",
        options: &OPTIONS,
        create: |options| Ok(lower_to_runtime_pass(options.bool(&DONATE_UPDATES)?)),
        run: ModulePass {
            settings: donate_updates,
            run: lower_module,
        },
    }
}

/// Lowers every function under `operation`.
fn lower_module<'c>(
    operation: OperationRef<'c, '_>,
    donate_updates: &bool,
) -> Result<(), PassFailure<'c>> {
    for function in functions_in(operation) {
        lower_function(function, *donate_updates)?;
    }
    Ok(())
}

fn i64_attribute(context: &Context, value: i64) -> Attribute<'_> {
    IntegerAttribute::new(IntegerType::new(context, 64).into(), value).into()
}

/// What the lowering rewrites in a function before it plans its body (and
/// the peak-memory model with it): results nothing reads dropped,
/// convolutions as copies and GEMMs, sums over unit dims as element-wise
/// ops; with `donate_updates`, GEMMs that updates accumulate moved after
/// their params' last reads.
fn rewrite_for_planning<'c>(
    function: OperationRef<'c, '_>,
    body: melior::ir::BlockRef<'c, '_>,
    donate_updates: bool,
) -> Result<(), Failure<'c>> {
    crate::shared::unused_results::drop_unused_results(function)?;
    im2col::convolutions_as_gemms(&body)?;
    unit_reductions::unit_reductions_as_elementwise(body)?;
    // Only a donated update gains from its GEMM running after the param's
    // last read (written in place); else it would only keep the GEMM's
    // operands alive longer.
    if donate_updates {
        plan::schedule_after_init_readers(body);
    }
    Ok(())
}

fn lower_function<'c>(
    function: OperationRef<'c, '_>,
    donate_updates: bool,
) -> Result<(), Failure<'c>> {
    let location = function.location();
    let Some(body) = spmd_dialect::ir::first_block(function) else {
        return Ok(()); // a declaration
    };
    if body.next_in_region().is_some() {
        return Err((
            location,
            "spmd-lower-to-runtime needs a function with one block".into(),
        ));
    }
    rewrite_for_planning(function, body, donate_updates)?;
    let donations = if donate_updates {
        crate::shared::step::step_signature(function).1
    } else {
        Vec::new()
    };
    let (steps, buffers) = planned::planned(body, &donations)?;
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    for step in &steps {
        let mut operation = unsafe { OperationRefMut::from_raw(step.operation.to_raw()) };
        operation.set_attribute(
            STEP_ATTR,
            StringAttribute::new(context, step.kind.name()).into(),
        );
        match &step.kind {
            StepKind::Kernel { id, .. } => {
                operation.set_attribute(KERNEL_ATTR, i64_attribute(context, *id as i64));
            }
            StepKind::Fused { into, .. } => {
                let into: Vec<i64> = into.iter().map(|&k| k as i64).collect();
                operation.set_attribute(
                    FUSED_INTO_ATTR,
                    DenseI64ArrayAttribute::new(context, &into).into(),
                );
            }
            StepKind::Gemm { shape } => {
                operation.set_attribute(
                    GEMM_ATTR,
                    StringAttribute::new(context, &shape.summary()).into(),
                );
            }
            _ => {}
        }
        let offsets: Vec<i64> = step
            .operation
            .results()
            .map(|r| {
                buffers
                    .offsets
                    .get(&key(r.into()))
                    .map_or(-1, |&o| o as i64)
            })
            .collect();
        if offsets.iter().any(|&o| o >= 0)
            && step.operation.results().all(|r| r.r#type().is_tensor())
        {
            operation.set_attribute(
                BUFFERS_ATTR,
                DenseI64ArrayAttribute::new(context, &offsets).into(),
            );
        }
    }
    let arguments: Vec<i64> = (0..body.argument_count())
        .map(|i| {
            let argument = body.argument(i).expect("index").into();
            buffers
                .offsets
                .get(&key(argument))
                .map_or(-1, |&o| o as i64)
        })
        .collect();
    let mut function = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    function.set_attribute(
        ARGUMENT_BUFFERS_ATTR,
        DenseI64ArrayAttribute::new(context, &arguments).into(),
    );
    function.set_attribute(
        ARENA_BYTES_ATTR,
        i64_attribute(context, buffers.arena_bytes as i64),
    );
    function.set_attribute(
        VALUE_BYTES_ATTR,
        i64_attribute(context, buffers.value_bytes as i64),
    );
    Ok(())
}
