//! A scatter into a split original: each device combines the updates that
//! land in its piece (the vocab-split embedding gradient, the batch-split
//! rows of cross-entropy's one-hot gradient).
//!
//! For the original's indexed dims that are split, a generic before the
//! scatter makes the indices local: the global index less the piece's
//! offset where it lands in this device's piece, else one past the piece's
//! end; the original is padded by one element there (`tensor.pad`), so an
//! update landing elsewhere goes to that spill element, and a slice after
//! the scatter drops it. This holds for any region (a sum, a replace). An
//! index outside the whole original stops the program (`cf.assert`), as
//! the unsplit scatter would.
//!
//! Reads: the scatter's local operands and the original's sharding.
//! Writes: the index generic and the pad before the scatter, the slice
//! after it; the scatter's indices, original and result type.

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use spmd_dialect::{
    Placement, Sharding, ir::replace_uses_except, source_position, types::static_tensor,
};

use super::values::Partitioner;
use crate::pass::{Failure, key, template::Template};

/// One split indexed dim: the index component naming it, the original's
/// dim, its mesh axes, the original's global size there and the local
/// piece's.
struct Split {
    component: usize,
    dim: usize,
    axes: Vec<usize>,
    size: usize,
    piece: usize,
}

impl<'c, 'a> Partitioner<'c, 'a> {
    /// Makes `operation` (a scatter whose operands are local already)
    /// combine only what lands in this device's piece of the original,
    /// sharded `original`.
    pub(super) fn localise_scatter(
        &mut self,
        operation: OperationRef<'c, 'a>,
        original: &Sharding,
        global: &[usize],
    ) -> Result<(), Failure<'c>> {
        let at = operation.location();
        let map = spmd_dialect::read::i64_array(operation, "dimension_map")
            .map_err(|e| (at, e.to_string()))?;
        let operand = |i: usize| operation.operand(i).map_err(|e| (at, e.to_string()));
        let (local, element) = static_tensor(operand(2)?.r#type())
            .ok_or_else(|| (at, "a scatter of a non-static original".to_owned()))?;
        let splits: Vec<Split> = map
            .iter()
            .enumerate()
            .filter_map(|(component, &dim)| {
                let dim = usize::try_from(dim).ok()?;
                let axes: Vec<usize> = (0..original.placements.len())
                    .filter(|&axis| original.placements[axis] == Placement::Shard(dim))
                    .collect();
                (!axes.is_empty()).then(|| Split {
                    component,
                    dim,
                    axes,
                    size: global[dim],
                    piece: local[dim],
                })
            })
            .collect();
        if splits.is_empty() {
            return Ok(());
        }
        let indices: Value = operand(1)?;
        let offsets: Vec<Value> = splits
            .iter()
            .map(|split| {
                self.emitter(operation)
                    .piece_offset(&split.axes, split.size)
            })
            .collect();
        let mut padded = local.clone();
        for split in &splits {
            padded[split.dim] += 1;
        }
        let original_type = operand(2)?.r#type();
        let padded_type = self.emitter(operation).tensor_type(&padded, element);
        let text = spill_text(
            &indices.r#type().to_string(),
            &original_type.to_string(),
            &padded_type.to_string(),
            &element.to_string(),
            &splits,
            &source_position(at),
        )
        .ok_or_else(|| (at, "a scatter of non-static indices".to_owned()))?;
        let template = Template::parse(self.context, &text, "scatter spill", at)?;
        let mut arguments = vec![indices, operand(2)?];
        arguments.extend(offsets);
        let spilled = template.instantiate(operation, &arguments, at);
        let mut scatter = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        scatter.set_operand(1, spilled[0]);
        scatter.set_operand(2, spilled[1]);
        // The result: padded, then sliced back to the piece.
        let result: Value = operation.result(0).expect("a scatter has a result").into();
        result.set_type(padded_type);
        let after = operation
            .next_in_block()
            .ok_or_else(|| (at, "a scatter at the end of its block".to_owned()))?;
        let zeros = vec!["0".to_owned(); local.len()];
        let ones = vec!["1".to_owned(); local.len()];
        let sizes: Vec<String> = local.iter().map(ToString::to_string).collect();
        let slice = self.emitter(after).build(
            "tensor.extract_slice",
            &[result],
            original_type,
            &[
                (
                    "operandSegmentSizes",
                    self.emitter(after).attribute("array<i32: 1, 0, 0, 0>"),
                ),
                (
                    "static_offsets",
                    self.emitter(after)
                        .attribute(&format!("array<i64: {}>", zeros.join(", "))),
                ),
                (
                    "static_sizes",
                    self.emitter(after)
                        .attribute(&format!("array<i64: {}>", sizes.join(", "))),
                ),
                (
                    "static_strides",
                    self.emitter(after)
                        .attribute(&format!("array<i64: {}>", ones.join(", "))),
                ),
            ],
        );
        let slice_op = spmd_dialect::ir::producer(slice).expect("the slice was built");
        replace_uses_except(result, slice, slice_op);
        // Users (and the function's return) now read the slice: it stands
        // for the result, under either value.
        if let Some(local) = self.values.get_mut(&key(result)) {
            local.value = slice;
            let local = local.clone();
            self.values.insert(key(slice), local);
        }
        Ok(())
    }
}

/// The element type and shape of a ranked tensor type's text.
fn parts(tensor: &str) -> Option<(Vec<usize>, String)> {
    let inner = tensor.strip_prefix("tensor<")?.strip_suffix('>')?;
    let mut pieces: Vec<&str> = inner.split('x').collect();
    let element = pieces.pop()?.to_owned();
    let shape = pieces
        .iter()
        .map(|p| p.parse().ok())
        .collect::<Option<Vec<usize>>>()?;
    Some((shape, element))
}

/// The template `@spill(%indices, %original, %offset...)` returning the
/// local indices and the original padded by a spill element.
fn spill_text(
    indices: &str,
    original: &str,
    padded: &str,
    element: &str,
    splits: &[Split],
    at: &str,
) -> Option<String> {
    let (index_shape, index_element) = parts(indices)?;
    let rank = index_shape.len();
    let map = {
        let dims: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
        format!("affine_map<({0}) -> ({0})>", dims.join(", "))
    };
    let parallel = vec!["\"parallel\""; rank].join(", ");
    let offsets: Vec<String> = (0..splits.len())
        .map(|i| format!("%offset{i}: index"))
        .collect();
    let mut body = format!(
        "    %component = linalg.index {} : index\n    %i = arith.index_cast %in : {index_element} to index\n    %c0 = arith.constant 0 : index\n    %v0 = arith.addi %i, %c0 : index\n",
        rank - 1
    );
    for (n, split) in splits.iter().enumerate() {
        body.push_str(&format!(
            "    %k{n} = arith.constant {} : index\n    %is{n} = arith.cmpi eq, %component, %k{n} : index\n    %size{n} = arith.constant {} : index\n    %g0{n} = arith.cmpi sge, %i, %c0 : index\n    %g1{n} = arith.cmpi slt, %i, %size{n} : index\n    %g{n} = arith.andi %g0{n}, %g1{n} : i1\n    %other{n} = arith.xori %is{n}, %true : i1\n    %checked{n} = arith.ori %other{n}, %g{n} : i1\n    cf.assert %checked{n}, \"index out of range in the scatter at {at} (dim {} of size {})\"\n    %shifted{n} = arith.subi %i, %offset{n} : index\n    %piece{n} = arith.constant {} : index\n    %low{n} = arith.cmpi sge, %shifted{n}, %c0 : index\n    %high{n} = arith.cmpi slt, %shifted{n}, %piece{n} : index\n    %inside{n} = arith.andi %low{n}, %high{n} : i1\n    %spilled{n} = arith.select %inside{n}, %shifted{n}, %piece{n} : index\n    %v{} = arith.select %is{n}, %spilled{n}, %v{n} : index\n",
            split.component,
            split.size,
            split.dim,
            split.size,
            split.piece,
            n + 1
        ));
    }
    body.push_str(&format!(
        "    %r = arith.index_cast %v{} : index to {index_element}\n    linalg.yield %r : {index_element}\n",
        splits.len()
    ));
    let (original_shape, _) = parts(original)?;
    let high: Vec<String> = (0..original_shape.len())
        .map(|d| {
            if splits.iter().any(|s| s.dim == d) {
                "1"
            } else {
                "0"
            }
            .to_owned()
        })
        .collect();
    let low = vec!["0"; original_shape.len()].join(", ");
    let pad_indices: Vec<String> = (0..original_shape.len())
        .map(|d| format!("%p{d}: index"))
        .collect();
    let zero = if element.starts_with('f') || element.starts_with("bf") {
        "0.0"
    } else {
        "0"
    };
    Some(format!(
        "func.func @spill(%indices: {indices}, %original: {original}, {}) -> ({indices}, {padded}) {{\n\
         %true = arith.constant true\n\
         %local_empty = tensor.empty() : {indices}\n\
         %local = linalg.generic {{indexing_maps = [{map}, {map}], iterator_types = [{parallel}]}} ins(%indices : {indices}) outs(%local_empty : {indices}) {{\n\
         ^bb0(%in: {index_element}, %out: {index_element}):\n{body}  }} -> {indices}\n\
         %zero = arith.constant {zero} : {element}\n\
         %padded = tensor.pad %original low[{low}] high[{}] {{\n\
         ^bb0({}):\n    tensor.yield %zero : {element}\n  }} : {original} to {padded}\n\
         return %local, %padded : {indices}, {padded}\n}}",
        offsets.join(", "),
        high.join(", "),
        pad_indices.join(", "),
    ))
}
