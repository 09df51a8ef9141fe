//! How the ring takes each operand of an attention op for one block of
//! the sequence: the chain's own block, a value read per row as it is, a
//! whole-sequence value's block, or a new init.

use melior::ir::{
    Value,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::FxHashSet;
use spmd_dialect::ir::{operation_name, producer};

use super::{
    forms::{
        identity, indexing_maps, is_broadcast, is_elementwise, is_reshape, keeps_last_dim,
        reads_output_or_index, segments, shape,
    },
    matcher::{Attention, Refusal},
};
use crate::pass::operation_key;

/// How a chain op's operand is taken for one block of the sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Operand {
    /// A value the chain computes: its block.
    Chain,
    /// Read per row (or a scalar): the same for every block.
    Whole,
    /// A whole-sequence value from outside the chain, read along its last
    /// dim: its block (see [`sequence_inputs`]).
    Sequence,
    /// An init the op overwrites: a new one of the block's shape.
    Init,
}

/// How each op of the logits and the row paths reads its operands.
pub(super) fn operand_kinds(
    operation: OperationRef,
    chain: &FxHashSet<usize>,
    length: usize,
) -> Result<Vec<Operand>, Refusal> {
    let from_chain =
        |value: Value| producer(value).is_some_and(|p| chain.contains(&operation_key(p)));
    if is_reshape(operation) {
        return Ok(vec![Operand::Chain]);
    }
    let Some((ins, outs)) = segments(operation) else {
        return Err(format!(
            "'{}' between the scores and the softmax is not a linalg op",
            operation_name(operation)
        ));
    };
    let maps = indexing_maps(operation).ok_or_else(|| {
        "an op between the scores and the softmax has no indexing maps".to_owned()
    })?;
    let loops = shape(operation.result(0).expect("a result").into()).len();
    let mut kinds = Vec::new();
    for (index, map) in maps.iter().take(ins).enumerate() {
        let value = operation.operand(index).expect("an input");
        let reads_last_loop = map.iter().any(|r| *r == Some(Ok(loops - 1)));
        let kind = if from_chain(value) {
            Operand::Chain
        } else if !reads_last_loop {
            Operand::Whole
        } else if map.last() == Some(&Some(Ok(loops - 1))) && shape(value).last() == Some(&length) {
            Operand::Sequence
        } else {
            return Err("an input of the scores' element-wise ops reads the sequence other than along its last dim".into());
        };
        kinds.push(kind);
    }
    for index in ins..ins + outs {
        let init = operation.operand(index).ok().and_then(producer);
        if !init.is_some_and(|op| matches!(operation_name(op), "tensor.empty" | "linalg.fill")) {
            return Err("an op of the attention writes into a tensor it did not create".into());
        }
        kinds.push(Operand::Init);
    }
    Ok(kinds)
}

/// For a whole-sequence value from outside the chain computed by an
/// element-wise (or broadcasting) generic without indices, into a tensor
/// it creates: per input, whether it is read along the sequence (at its
/// last dim, as long as the sequence) or not at all. A block of such a
/// value is the op again on its inputs' blocks (a mask from the iotas of
/// positions, a scale broadcast), so that it is never made whole. `None`
/// for anything else: its block is sliced from it.
pub(super) fn sequence_inputs(operation: OperationRef, length: usize) -> Option<Vec<bool>> {
    let (ins, 1) = segments(operation)? else {
        return None;
    };
    let maps = indexing_maps(operation)?;
    let result = shape(operation.result(0).ok()?.into());
    let loops = result.len();
    let parallel = spmd_dialect::ir::reduces(operation) == Some(false);
    let init_made = operation
        .operand(ins)
        .ok()
        .and_then(producer)
        .is_some_and(|op| matches!(operation_name(op), "tensor.empty" | "linalg.fill"));
    let computable = operation_name(operation) == "linalg.generic"
        && loops > 0
        && result.last() == Some(&length)
        && parallel
        && init_made
        && identity(&maps[ins], loops)
        && !reads_output_or_index(operation, ins);
    if !computable {
        return None;
    }
    (0..ins)
        .map(|index| {
            let reads = maps[index].iter().any(|r| *r == Some(Ok(loops - 1)));
            let input = shape(operation.operand(index).ok()?);
            let along_last =
                maps[index].last() == Some(&Some(Ok(loops - 1))) && input.last() == Some(&length);
            (!reads || along_last).then_some(reads)
        })
        .collect()
}

/// The logits' and the row paths' ops are element-wise (or reshapes
/// keeping the last dim), and take inputs the ring can split.
pub(super) fn check_operands(attention: &Attention) -> Result<(), Refusal> {
    let chain: FxHashSet<usize> = attention
        .replaced()
        .iter()
        .map(|op| operation_key(*op))
        .collect();
    for operation in attention.logits_ops.iter().chain(&attention.max_path) {
        let per_row =
            shape(operation.result(0).expect("a result").into()).last() != Some(&attention.length);
        let fits = is_elementwise(*operation)
            || is_broadcast(*operation)
            || is_reshape(*operation) && (per_row || keeps_last_dim(*operation));
        if !fits {
            return Err(format!(
                "'{}' between the scores and the softmax is not element-wise",
                operation_name(*operation)
            ));
        }
        operand_kinds(*operation, &chain, attention.length)?;
    }
    Ok(())
}
