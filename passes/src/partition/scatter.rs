//! A scatter-add into a split original (the vocab-split embedding
//! gradient): each device adds the updates that land in its piece.
//!
//! For the original's indexed dims that are split, two generics go before
//! the scatter: one makes the indices local (the global index less the
//! piece's offset, clamped into the piece), the other zeroes the updates
//! whose indices lie outside this device's piece (adding zero changes
//! nothing), and stops the program (`cf.assert`) on an index outside the
//! whole original, as the unsplit scatter would. The rule allows such a
//! split only where the scatter's region sums.
//!
//! Reads: the scatter's local operands and the original's sharding.
//! Writes: the two generics, and the scatter's indices and updates.

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use spmd_dialect::{Placement, Sharding, source_position, types::static_tensor};

use super::values::Partitioner;
use crate::pass::{Failure, key, template::Template};

/// One split indexed dim: the index component naming it, its mesh axes,
/// the original's global size there and the local piece's.
struct Split {
    component: usize,
    axes: Vec<usize>,
    size: usize,
    piece: usize,
}

impl<'c, 'a> Partitioner<'c, 'a> {
    /// Masks `operation` (a scatter whose operands are local already) for
    /// the original's sharding `original`.
    pub(super) fn localise_scatter(
        &self,
        operation: OperationRef<'c, 'a>,
        original: &Sharding,
        global: &[usize],
    ) -> Result<(), Failure<'c>> {
        let at = operation.location();
        let map = spmd_interpreter::ir::i64_array(operation, "dimension_map")
            .map_err(|m| (at, m))?;
        let local = static_tensor(operation.operand(2).map_err(|e| (at, e.to_string()))?.r#type())
            .map(|(shape, _)| shape)
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
                    axes,
                    size: global[dim],
                    piece: local[dim],
                })
            })
            .collect();
        if splits.is_empty() {
            return Ok(());
        }
        let updates: Value = operation.operand(0).map_err(|e| (at, e.to_string()))?;
        let indices: Value = operation.operand(1).map_err(|e| (at, e.to_string()))?;
        let offsets: Vec<Value> = splits
            .iter()
            .map(|split| self.emitter(operation).piece_offset(&split.axes, split.size))
            .collect();
        let text = mask_text(
            &indices.r#type().to_string(),
            &updates.r#type().to_string(),
            &splits,
            &source_position(at),
        )
        .ok_or_else(|| (at, "a scatter of non-static indices or updates".to_owned()))?;
        let template = Template::parse(self.context, &text, "scatter mask", at)?;
        let mut arguments = vec![indices, updates];
        arguments.extend(offsets);
        let masked = template.instantiate(operation, &arguments, at);
        let mut scatter = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        scatter.set_operand(1, masked[0]);
        scatter.set_operand(0, masked[1]);
        debug_assert!(key(masked[0]) != key(indices));
        Ok(())
    }
}

/// The element type of a ranked tensor type's text, `tensor<4x8xf32>` ->
/// `f32`, with the shape.
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

/// The template: `@mask(%indices, %updates, %offset...)` returning the
/// local indices and the masked updates.
fn mask_text(indices: &str, updates: &str, splits: &[Split], at: &str) -> Option<String> {
    let (index_shape, index_element) = parts(indices)?;
    let (update_shape, update_element) = parts(updates)?;
    let batch = index_shape.len().checked_sub(1)?;
    let map = |rank: usize| {
        let dims: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
        format!("affine_map<({0}) -> ({0})>", dims.join(", "))
    };
    let parallel = |rank: usize| vec!["\"parallel\""; rank].join(", ");
    let offsets: Vec<String> = (0..splits.len())
        .map(|i| format!("%offset{i}: index"))
        .collect();
    let zero = if update_element.starts_with('f') || update_element.starts_with("bf") {
        "0.0"
    } else {
        "0"
    };
    // The local indices: split components shifted and clamped.
    let mut local = String::new();
    local.push_str(&format!(
        "    %component = linalg.index {batch} : index\n    %i = arith.index_cast %in : {index_element} to index\n    %c0 = arith.constant 0 : index\n    %v0 = arith.addi %i, %c0 : index\n"
    ));
    for (n, split) in splits.iter().enumerate() {
        let k = split.component;
        local.push_str(&format!(
            "    %k{n} = arith.constant {k} : index\n    %is{n} = arith.cmpi eq, %component, %k{n} : index\n    %shifted{n} = arith.subi %v{n}, %offset{n} : index\n    %piece{n} = arith.constant {} : index\n    %low{n} = arith.cmpi sge, %shifted{n}, %c0 : index\n    %high{n} = arith.cmpi slt, %shifted{n}, %piece{n} : index\n    %inside{n} = arith.andi %low{n}, %high{n} : i1\n    %clamped{n} = arith.select %inside{n}, %shifted{n}, %c0 : index\n    %v{} = arith.select %is{n}, %clamped{n}, %v{n} : index\n",
            split.piece,
            n + 1
        ));
    }
    local.push_str(&format!(
        "    %r = arith.index_cast %v{} : index to {index_element}\n    linalg.yield %r : {index_element}\n",
        splits.len()
    ));
    // The masked updates: zero where a split component leaves the piece.
    let mut masked = String::new();
    let batch_indices: Vec<String> = (0..batch).map(|d| format!("%b{d}")).collect();
    for d in 0..batch {
        masked.push_str(&format!("    %b{d} = linalg.index {d} : index\n"));
    }
    masked.push_str("    %c0 = arith.constant 0 : index\n    %ok0 = arith.constant true\n");
    for (n, split) in splits.iter().enumerate() {
        let mut at_indices = batch_indices.clone();
        at_indices.push(format!("%k{n}"));
        masked.push_str(&format!(
            "    %k{n} = arith.constant {} : index\n    %x{n} = tensor.extract %indices[{}] : {indices}\n    %xi{n} = arith.index_cast %x{n} : {index_element} to index\n    %size{n} = arith.constant {} : index\n    %g0{n} = arith.cmpi sge, %xi{n}, %c0 : index\n    %g1{n} = arith.cmpi slt, %xi{n}, %size{n} : index\n    %g{n} = arith.andi %g0{n}, %g1{n} : i1\n    cf.assert %g{n}, \"index out of range in the scatter at {at} (dim of size {})\"\n    %shifted{n} = arith.subi %xi{n}, %offset{n} : index\n    %piece{n} = arith.constant {} : index\n    %low{n} = arith.cmpi sge, %shifted{n}, %c0 : index\n    %high{n} = arith.cmpi slt, %shifted{n}, %piece{n} : index\n    %inside{n} = arith.andi %low{n}, %high{n} : i1\n    %ok{} = arith.andi %ok{n}, %inside{n} : i1\n",
            split.component,
            at_indices.join(", "),
            split.size,
            split.size,
            split.piece,
            n + 1
        ));
    }
    masked.push_str(&format!(
        "    %zero = arith.constant {zero} : {update_element}\n    %r = arith.select %ok{}, %u, %zero : {update_element}\n    linalg.yield %r : {update_element}\n",
        splits.len()
    ));
    Some(format!(
        "func.func @mask(%indices: {indices}, %updates: {updates}, {}) -> ({indices}, {updates}) {{\n\
         %local_empty = tensor.empty() : {indices}\n\
         %local = linalg.generic {{indexing_maps = [{}, {}], iterator_types = [{}]}} ins(%indices : {indices}) outs(%local_empty : {indices}) {{\n\
         ^bb0(%in: {index_element}, %out: {index_element}):\n{local}  }} -> {indices}\n\
         %masked_empty = tensor.empty() : {updates}\n\
         %masked = linalg.generic {{indexing_maps = [{}, {}], iterator_types = [{}]}} ins(%updates : {updates}) outs(%masked_empty : {updates}) {{\n\
         ^bb0(%u: {update_element}, %out: {update_element}):\n{masked}  }} -> {updates}\n\
         return %local, %masked : {indices}, {updates}\n}}",
        offsets.join(", "),
        map(index_shape.len()),
        map(index_shape.len()),
        parallel(index_shape.len()),
        map(update_shape.len()),
        map(update_shape.len()),
        parallel(update_shape.len()),
    ))
}
