//! The step partitioned over the virtual micro-batch axis, made a loop:
//! its top-level ops are the prologue (ops that read no batch input and
//! no sum: the params' own work), the body (ops that read a batch input,
//! transitively, but no sum) and the epilogue (ops that read a sum: the
//! update, the loss's scaling). The body moves into an `scf.for` over the
//! micro-batches, which slices each batch input for its micro-batch and
//! carries one accumulator per `shard.all_reduce` (a sum, max or min of
//! the value that all_reduce read); the all_reduces' results become the
//! loop's. Prologue ops after the first epilogue op move before the loop;
//! those only the body reads move into it. A rank's index on the virtual
//! axis (the partitioner's offset of an `arange` over the batch, which
//! pairs each example with its labels) becomes the micro-batch's index.
//!
//! Reads: the function partitioned on the virtual mesh (one axis of
//! `count`: every `shard` op in it is on that mesh), argument shardings
//! and global types. Writes: the loop, the batch arguments back at their
//! global types, the function type.

use melior::ir::{
    BlockLike, Type, Value, ValueLike,
    attribute::TypeAttribute,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    r#type::{FunctionType, TypeLike},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    GLOBAL_TYPE_ATTR, Placement, ReduceOp, SHARDING_ATTR, Sharding, ShardingAttribute,
    SignatureSide,
    ir::{
        erase, first_block, has_uses, inputs, nested_operations, operation_name, producer,
        replace_uses, replace_uses_within, uses,
    },
    signature_attributes, signature_label, signature_names,
    types::static_tensor,
};

use crate::pass::{Failure, Key, key, operation_key, template::Template};

/// A batch input: argument `index`, split on `dim`, of `global` type.
struct BatchInput<'c> {
    index: usize,
    dim: usize,
    global: Type<'c>,
}

/// Which part of the step an op is in.
#[derive(Clone, Copy, PartialEq)]
enum Part {
    Prologue,
    Body,
    Epilogue,
}

/// Makes the partitioned `function` a loop over `count` micro-batches
/// (see the module doc).
pub(super) fn accumulate<'c>(
    function: OperationRef<'c, '_>,
    count: usize,
) -> Result<(), Failure<'c>> {
    let block =
        first_block(function).ok_or((function.location(), "the step has no body".to_owned()))?;
    let batch = batch_inputs(function, count)?;
    let operations = spmd_dialect::ir::block_operations(&block);
    let (terminator, operations) = operations.split_last().expect("a body ends in a return");
    // Values per micro-batch (batch inputs, body results) and sums.
    let mut per_batch: FxHashSet<Key> = batch
        .iter()
        .map(|input| key(block.argument(input.index).expect("index").into()))
        .collect();
    let mut summed: FxHashSet<Key> = FxHashSet::default();
    let mut parts: Vec<Option<Part>> = Vec::with_capacity(operations.len());
    let mut sums: Vec<(OperationRef, ReduceOp)> = Vec::new();
    for &operation in operations {
        refuse_nested_collectives(operation)?;
        let read = inputs(operation);
        if is_virtual_index(operation) {
            per_batch.extend(operation.results().map(|r| key(r.into())));
            parts.push(Some(Part::Body));
            continue;
        }
        if operation_name(operation) == "shard.all_reduce" {
            let kind = reduction(operation)?;
            if read.iter().any(|v| summed.contains(&key(*v))) {
                return Err((
                    operation.location(),
                    "spmd-microbatch: a sum over the batch is summed again after the micro-batches' sums; this step's micro-batches depend on each other".into(),
                ));
            }
            summed.extend(operation.results().map(|r| key(r.into())));
            sums.push((operation, kind));
            parts.push(None);
            continue;
        }
        if operation_name(operation).starts_with("shard.") {
            return Err((operation.location(), exchange_refusal(operation)));
        }
        let reads_sum = read.iter().any(|v| summed.contains(&key(*v)));
        let reads_batch = read.iter().any(|v| per_batch.contains(&key(*v)));
        let part = match (reads_sum, reads_batch) {
            (true, true) => {
                return Err((
                    operation.location(),
                    format!(
                        "spmd-microbatch: '{}' reads both a sum over the batch and a value of one micro-batch, so the micro-batches depend on each other (as batch statistics make them)",
                        operation_name(operation)
                    ),
                ));
            }
            (true, false) => Part::Epilogue,
            (false, true) => Part::Body,
            (false, false) => Part::Prologue,
        };
        let results = operation.results().map(|r| key(r.into()));
        match part {
            Part::Epilogue => summed.extend(results),
            Part::Body => per_batch.extend(results),
            Part::Prologue => {}
        }
        parts.push(Some(part));
    }
    refuse_per_batch_results(function, *terminator, &per_batch)?;
    recompute_per_micro_batch(operations, &mut parts);
    if sums.is_empty() {
        return Err((
            function.location(),
            "spmd-microbatch: nothing in the step sums over the batch (no gradient, no loss), so there is nothing to accumulate".into(),
        ));
    }
    // The loop goes before the first epilogue op; prologue ops after it
    // move before it (they read neither the body nor the sums).
    let anchor = operations
        .iter()
        .zip(&parts)
        .find(|(_, part)| **part == Some(Part::Epilogue))
        .map_or(*terminator, |(operation, _)| *operation);
    let mut after_anchor = false;
    for (&operation, part) in operations.iter().zip(&parts) {
        after_anchor |= operation == anchor;
        if after_anchor && *part == Some(Part::Prologue) {
            unsafe { mlir_sys::mlirOperationMoveBefore(operation.to_raw(), anchor.to_raw()) };
        }
    }
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let text = loop_template(&batch, &sums, count);
    let template = Template::parse(context, &text, "micro-batch loop", function.location())?;
    let arguments: Vec<Value> = batch
        .iter()
        .map(|input| block.argument(input.index).expect("index").into())
        .chain(
            sums.iter()
                .map(|(sum, _)| sum.operand(0).expect("an operand")),
        )
        .collect();
    let totals = template.instantiate(anchor, &arguments, function.location());
    let looped = producer(totals[0]).expect("the loop's results");
    let loop_body = first_block(looped).expect("the loop has a body");
    let loop_operations = spmd_dialect::ir::block_operations(&loop_body);
    // Each batch input's slice is collapsed by the input's second op.
    let slices: Vec<Value> = (0..batch.len())
        .map(|i| {
            loop_operations[2 * i + 1]
                .result(0)
                .expect("a result")
                .into()
        })
        .collect();
    let first_accumulation = loop_operations[2 * batch.len()];
    let body: Vec<OperationRef> = operations
        .iter()
        .zip(&parts)
        .filter(|(_, part)| **part == Some(Part::Body))
        .map(|(operation, _)| *operation)
        .collect();
    for &operation in &body {
        unsafe {
            mlir_sys::mlirOperationMoveBefore(operation.to_raw(), first_accumulation.to_raw())
        };
    }
    for (input, slice) in batch.iter().zip(&slices) {
        let argument = block.argument(input.index).expect("index");
        for &operation in &body {
            replace_uses_within(argument, *slice, operation, true);
        }
        argument.set_type(input.global);
    }
    let index: Value = loop_body
        .argument(0)
        .expect("the induction variable")
        .into();
    for &operation in &body {
        for read in std::iter::once(operation)
            .chain(nested_operations(operation))
            .filter(|op| is_virtual_index(*op))
        {
            replace_uses(read.result(0).expect("an index"), index);
            erase(read);
        }
    }
    for ((sum, _), total) in sums.iter().zip(&totals) {
        replace_uses(sum.result(0).expect("a result"), *total);
        erase(*sum);
    }
    let argument_types: Vec<Type> = (0..block.argument_count())
        .map(|i| block.argument(i).expect("index").r#type())
        .collect();
    let result_types: Vec<Type> = terminator.operands().map(|v| v.r#type()).collect();
    let mut function_mut = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    function_mut.set_attribute(
        "function_type",
        TypeAttribute::new(FunctionType::new(context, &argument_types, &result_types).into())
            .into(),
    );
    Ok(())
}

/// Moves into the body the prologue ops only the body reads (the params'
/// casts and transposes), transitively: each micro-batch recomputes them,
/// as a framework's accumulation loop does, instead of holding their
/// results across the whole loop. Constants and empty tensors stay.
fn recompute_per_micro_batch(operations: &[OperationRef], parts: &mut [Option<Part>]) {
    let position: FxHashMap<usize, usize> = operations
        .iter()
        .enumerate()
        .map(|(index, operation)| (operation_key(*operation), index))
        .collect();
    for index in (0..operations.len()).rev() {
        let operation = operations[index];
        if parts[index] != Some(Part::Prologue)
            || matches!(operation_name(operation), "arith.constant" | "tensor.empty")
        {
            continue;
        }
        let mut readers = operation
            .results()
            .flat_map(|result| uses(Value::from(result)));
        let only_body = readers.all(|(user, _)| {
            top_level(user, &position).is_some_and(|reader| parts[reader] == Some(Part::Body))
        });
        if only_body && operation.results().any(|result| has_uses(result)) {
            parts[index] = Some(Part::Body);
        }
    }
}

/// The index in `position` of `operation` or of the top-level op it is in.
fn top_level(operation: OperationRef, position: &FxHashMap<usize, usize>) -> Option<usize> {
    std::iter::successors(Some(operation), |op| op.parent_operation())
        .find_map(|op| position.get(&operation_key(op)).copied())
}

/// The step's batch inputs: arguments split on the virtual axis; each
/// batch dim must divide into `count`.
fn batch_inputs<'c>(
    function: OperationRef<'c, '_>,
    count: usize,
) -> Result<Vec<BatchInput<'c>>, Failure<'c>> {
    let names = signature_names(function, SignatureSide::Argument);
    let mut found = Vec::new();
    for (index, dictionary) in signature_attributes(function, SignatureSide::Argument)
        .iter()
        .enumerate()
    {
        let Some(sharding) = dictionary.element_by_name(SHARDING_ATTR) else {
            continue;
        };
        let sharding =
            Sharding::from_attribute(sharding).map_err(|e| (function.location(), e.to_string()))?;
        let Some(Placement::Shard(dim)) = sharding.placements.first().copied() else {
            continue;
        };
        let global = dictionary
            .element_by_name(GLOBAL_TYPE_ATTR)
            .and_then(|a| TypeAttribute::try_from(a).ok())
            .map(|a| a.value())
            .ok_or((
                function.location(),
                "internal error: a partitioned argument without its global type".to_owned(),
            ))?;
        let size = static_tensor(global).map_or(0, |(shape, _)| shape[dim]);
        if size % count != 0 {
            return Err((
                function.location(),
                format!(
                    "spmd-microbatch: {} has {size} examples on its batch dim {dim}, which do not split into {count} micro-batches",
                    signature_label(SignatureSide::Argument, index, &names)
                ),
            ));
        }
        found.push(BatchInput { index, dim, global });
    }
    Ok(found)
}

/// The reduction of a `shard.all_reduce` (sum where none is written).
fn reduction<'c>(operation: OperationRef<'c, '_>) -> Result<ReduceOp, Failure<'c>> {
    let text = operation
        .attribute("reduction")
        .map(|a| a.to_string())
        .unwrap_or_default();
    match () {
        _ if text.is_empty() || text.contains("sum") => Ok(ReduceOp::Sum),
        _ if text.contains("max") => Ok(ReduceOp::Max),
        _ if text.contains("min") => Ok(ReduceOp::Min),
        _ => Err((
            operation.location(),
            format!(
                "spmd-microbatch: a reduction over the batch by {text} is not accumulated (sum, max and min are)"
            ),
        )),
    }
}

/// Whether `operation` reads the rank's index on the virtual axis: the
/// micro-batch's index in the loop.
fn is_virtual_index(operation: OperationRef) -> bool {
    matches!(
        operation_name(operation),
        "shard.process_multi_index" | "shard.process_linear_index"
    )
}

/// Why a collective on the virtual axis other than a top-level
/// all_reduce makes the micro-batches depend on each other.
fn exchange_refusal(operation: OperationRef) -> String {
    let name = operation_name(operation);
    if name == "shard.all_slice" {
        format!(
            "spmd-microbatch: '{name}' here gives each micro-batch its part of a tensor that is not a batch input, by example position, which micro-batches do not keep"
        )
    } else {
        format!(
            "spmd-microbatch: '{name}' here exchanges data between micro-batches (batch statistics, or a value of the whole batch read per example)"
        )
    }
}

/// Refuses a collective inside `operation`'s regions (a loop's); the
/// virtual index is none.
fn refuse_nested_collectives<'c>(operation: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    match nested_operations(operation)
        .into_iter()
        .find(|nested| operation_name(*nested).starts_with("shard.") && !is_virtual_index(*nested))
    {
        Some(nested) => Err((nested.location(), exchange_refusal(nested))),
        None => Ok(()),
    }
}

/// Refuses a result computed per micro-batch (a per-example output).
fn refuse_per_batch_results<'c>(
    function: OperationRef<'c, '_>,
    terminator: OperationRef<'c, '_>,
    per_batch: &FxHashSet<Key>,
) -> Result<(), Failure<'c>> {
    let names = signature_names(function, SignatureSide::Result);
    match terminator
        .operands()
        .position(|value| per_batch.contains(&key(value)))
    {
        Some(index) => Err((
            terminator.location(),
            format!(
                "spmd-microbatch: {} is computed per example, not summed over the batch; only sums (gradients, a loss) are accumulated",
                signature_label(SignatureSide::Result, index, &names)
            ),
        )),
        None => Ok(()),
    }
}

/// The loop as MLIR text: a function of the batch inputs (global types)
/// and the summed values, returning the sums; its loop's body slices each
/// input (two ops each), then accumulates each sum (two ops each).
fn loop_template(batch: &[BatchInput], sums: &[(OperationRef, ReduceOp)], count: usize) -> String {
    let mut parameters = Vec::new();
    let mut before = String::new();
    let mut slicing = String::new();
    for (i, input) in batch.iter().enumerate() {
        let (shape, element) = static_tensor(input.global).expect("a static tensor");
        let mut expanded = shape.clone();
        expanded.splice(input.dim..=input.dim, [shape[input.dim] / count, count]);
        let mut sliced = expanded.clone();
        sliced[input.dim + 1] = 1;
        let mut local = shape.clone();
        local[input.dim] /= count;
        let groups = reassociation(shape.len(), input.dim);
        let offsets: Vec<String> = (0..expanded.len())
            .map(|d| {
                if d == input.dim + 1 {
                    "%m".into()
                } else {
                    "0".into()
                }
            })
            .collect();
        parameters.push(format!("%x{i}: {}", input.global));
        before += &format!(
            "  %e{i} = tensor.expand_shape %x{i} {groups} output_shape {} : {} into {}\n",
            list(&expanded),
            input.global,
            tensor(&expanded, element),
        );
        slicing += &format!(
            "    %s{i} = tensor.extract_slice %e{i}[{}] {} {} : {} to {}\n    %l{i} = tensor.collapse_shape %s{i} {groups} : {} into {}\n",
            offsets.join(", "),
            list(&sliced),
            list(&vec![1; expanded.len()]),
            tensor(&expanded, element),
            tensor(&sliced, element),
            tensor(&sliced, element),
            tensor(&local, element),
        );
    }
    let mut initial = Vec::new();
    let mut carried = Vec::new();
    let mut accumulating = String::new();
    let mut types = Vec::new();
    for (k, (sum, kind)) in sums.iter().enumerate() {
        let value_type = sum.operand(0).expect("an operand").r#type();
        let (shape, element) = static_tensor(value_type).expect("a static tensor");
        parameters.push(format!("%v{k}: {value_type}"));
        before += &format!(
            "  %z{k} = arith.constant dense<{}> : {value_type}\n",
            identity(*kind, element)
        );
        initial.push(format!("%a{k} = %z{k}"));
        carried.push(format!("%t{k}"));
        types.push(value_type.to_string());
        let dims: Vec<String> = (0..shape.len()).map(|d| format!("d{d}")).collect();
        let map = format!("affine_map<({}) -> ({})>", dims.join(", "), dims.join(", "));
        accumulating += &format!(
            "    %n{k} = tensor.empty() : {value_type}\n    %t{k} = linalg.generic {{indexing_maps = [{map}, {map}, {map}], iterator_types = [{}]}} ins(%a{k}, %v{k} : {value_type}, {value_type}) outs(%n{k} : {value_type}) {{\n    ^bb0(%p: {element}, %q: {element}, %o: {element}):\n      %y = {} %p, %q : {element}\n      linalg.yield %y : {element}\n    }} -> {value_type}\n",
            vec!["\"parallel\""; shape.len()].join(", "),
            combiner(*kind, element),
        );
    }
    let types = types.join(", ");
    let results: Vec<String> = (0..sums.len()).map(|k| format!("%r#{k}")).collect();
    format!(
        "func.func @microbatches({}) -> ({types}) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %count = arith.constant {count} : index\n{before}  %r:{} = scf.for %m = %c0 to %count step %c1 iter_args({}) -> ({types}) {{\n{slicing}{accumulating}    scf.yield {} : {types}\n  }}\n  func.return {} : {types}\n}}\n",
        parameters.join(", "),
        sums.len(),
        initial.join(", "),
        carried.join(", "),
        results.join(", "),
    )
}

/// `[[0], [1, 2], [3]]`: dim `dim` of a rank-`rank` shape split in two.
fn reassociation(rank: usize, dim: usize) -> String {
    let mut groups = Vec::new();
    let mut next = 0;
    for d in 0..rank {
        if d == dim {
            groups.push(format!("[{}, {}]", next, next + 1));
            next += 2;
        } else {
            groups.push(format!("[{next}]"));
            next += 1;
        }
    }
    format!("[{}]", groups.join(", "))
}

fn list(values: &[usize]) -> String {
    let items: Vec<String> = values.iter().map(usize::to_string).collect();
    format!("[{}]", items.join(", "))
}

fn tensor(shape: &[usize], element: Type) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}{element}>")
}

/// The accumulator's start: nothing summed yet.
fn identity(kind: ReduceOp, element: Type) -> String {
    let infinity = |negative: bool| match element.to_string().as_str() {
        "f32" => if negative { "0xFF800000" } else { "0x7F800000" }.to_owned(),
        "f16" => if negative { "0xFC00" } else { "0x7C00" }.to_owned(),
        "bf16" => if negative { "0xFF80" } else { "0x7F80" }.to_owned(),
        "f64" => if negative {
            "0xFFF0000000000000"
        } else {
            "0x7FF0000000000000"
        }
        .to_owned(),
        _ => {
            let bits = element
                .to_string()
                .trim_start_matches(['i', 'u', 's'])
                .parse::<u32>()
                .unwrap_or(64);
            let extreme = 1i128 << (bits - 1);
            if negative {
                (-extreme).to_string()
            } else {
                (extreme - 1).to_string()
            }
        }
    };
    match kind {
        ReduceOp::Max => infinity(true),
        ReduceOp::Min => infinity(false),
        _ if element.is_float() => "0.0".into(),
        _ => "0".into(),
    }
}

/// The scalar op that adds one micro-batch's value to the accumulator.
fn combiner(kind: ReduceOp, element: Type) -> &'static str {
    match (kind, element.is_float()) {
        (ReduceOp::Max, true) => "arith.maximumf",
        (ReduceOp::Min, true) => "arith.minimumf",
        (ReduceOp::Max, false) => "arith.maxsi",
        (ReduceOp::Min, false) => "arith.minsi",
        (_, true) => "arith.addf",
        (_, false) => "arith.addi",
    }
}

#[cfg(test)]
mod tests {
    use super::reassociation;

    #[test]
    fn the_batch_dim_is_split_in_two() {
        assert_eq!(reassociation(3, 0), "[[0, 1], [2], [3]]");
        assert_eq!(reassociation(2, 1), "[[0], [1, 2]]");
    }
}
