//! `spmd-partition`: rewrites a sharded function into its per-device program.
//!
//! Reads: `spmd.shardings` on every op with tensor results (as
//! `spmd-propagate` records them), `spmd.sharding` on the function's
//! arguments and results, `spmd.annotate` ops (a sharding change), and
//! `spmd.local_batch_statistics` on the function (see `local_statistics`).
//! Writes: the function as one SPMD program for every device
//! (`spmd.partitioned`): each tensor value of its local, padded type
//! (`spmd_dialect::layout`), arguments and results with their
//! `spmd.global_type`, every op computing its own piece, and between them
//! the cheapest plans of upstream `shard` collectives
//! (`Emitter::redistribute`). Annotations and `spmd.shardings` are removed.
//!
//! Each op's split (which loop factor each mesh axis divides) comes from the
//! sharding recorded on its first result, read through the op's rule; its
//! operands are resharded to what that split needs, and its results come out
//! as the split makes them. A value is resharded only where a user needs it
//! differently, so a `Partial` result stays pending until then: a partial
//! sum whose user wants it sharded is one `reduce_scatter`. Shape-carrying
//! ops get local shapes: `tensor.empty` and splat constants are rebuilt at
//! the local shape each user needs, `expand_shape` gets its local output
//! shape, `linalg.index` in a payload is offset by the device's position.
//! A reduction factor split over an uneven dim (whose padding would enter
//! the sum) or a reshape that cannot keep a split is computed unsplit on
//! that axis instead, so uneven shardings are always exact. Last, a value
//! gathered and sliced again by a later reader (after ops that compute the
//! dim element by element: FSDP's token gradients through a transpose) is
//! read as the piece it was (`sliced_gathers`).

pub(crate) mod emit;
mod halo;
mod local_statistics;
mod lookup;
mod loops;
mod ops;
mod payload;
pub(crate) mod pipeline;
pub(crate) mod redistribute;
pub(crate) mod ring_attention;
mod scatter;
mod signature;
pub(crate) mod sliced_gathers;
mod split;
mod transposes;
mod values;

pub use local_statistics::LOCAL_STATISTICS_ATTR;
pub use pipeline::pipeline_pass;
pub use redistribute::redistribute_pass;
pub use ring_attention::ring_attention_pass;

use melior::ir::{operation::OperationLike, operation::OperationRef};
use rustc_hash::FxHashMap;
use spmd_dialect::{
    PARTITIONED_ATTR, Sharding, ShardingAttribute, access::FunctionShardings,
    ir::program_operations, rules::rule,
};

use crate::pass::{FUNCTION, Failure, FunctionPass, Functions, declare_pass, operation_key};
use loops::Rules;
use values::Partitioner;

declare_pass! {
    /// The `spmd-partition` pass.
    pub fn partition_pass(functions: Functions) = "spmd-partition" as "SpmdPartition" {
        summary: "Rewrite a sharded function (after spmd-propagate) into its per-device program: local types, explicit shard collectives",
        options: &[FUNCTION],
        create: |options| Ok(partition_pass(Functions::from_options(options))),
        run: FunctionPass { rewrite: partition_function, functions },
    }
}

/// Partitions one function; functions without shardings, or already
/// partitioned, are left as they are.
pub(crate) fn partition_function<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    let Some(body) = spmd_dialect::ir::first_block(function) else {
        return Ok(());
    };
    if function.has_attribute(PARTITIONED_ATTR) {
        return Ok(());
    }
    let operations: Vec<OperationRef> = spmd_dialect::ir::block_operations(&body);
    let Some((&return_op, body_ops)) = operations.split_last() else {
        return Ok(());
    };
    // Every sharding first: they fix the mesh. A function without any is
    // left alone; in one with some (even unreadable), argument types are
    // checked first.
    let read = FunctionShardings::read(function);
    if read.as_ref().is_ok_and(|shardings| !shardings.any()) {
        return Ok(());
    }
    signature::check_arguments(body)?;
    let shardings = read?;
    let mesh = shardings
        .mesh
        .clone()
        .expect("a function with shardings has a mesh");
    // `to_ref` borrows from the `ContextRef`, so keep that alive while in use.
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    // The rules read global shapes, so take them before anything is
    // localised (loop bodies' too).
    let operations = program_operations(body);
    // Sized once: rules are large, and a growing map would move them.
    let mut rules: Rules =
        FxHashMap::with_capacity_and_hasher(operations.len(), Default::default());
    rules.extend(
        operations
            .into_iter()
            .map(|op| (operation_key(op), rule(op))),
    );
    let mut partitioner = Partitioner {
        context,
        block: body,
        replicated: Sharding::replicated(&mesh),
        mesh,
        values: FxHashMap::default(),
        reshards: FxHashMap::default(),
        annotations: Vec::new(),
        free: Vec::new(),
        windows: FxHashMap::default(),
        local_statistics: local_statistics::local_statistics(function, body, return_op),
        transposes: FxHashMap::default(),
    };
    let arguments = partitioner.localise_arguments(function, &shardings);
    for &operation in body_ops {
        partitioner.partition_op(operation, &shardings, &mut rules)?;
    }
    partitioner.settle_varying_results(return_op)?;
    let results = partitioner.localise_results(function, return_op, &shardings)?;
    partitioner.remove_replaced()?;
    signature::set_signature(context, function, arguments, results);
    sliced_gathers::slice_through_gathers(function)?;
    Ok(())
}
