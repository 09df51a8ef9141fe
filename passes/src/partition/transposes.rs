//! A transposed value resharded through its source: where a copy that
//! only permutes dims (a transpose) reads a value that other ops read
//! too, the transpose's result is resharded by resharding its source (a
//! reshard the other readers share, see `Partitioner::reshard`'s cache)
//! and transposing that again. The backward of a sequence-parallel layer
//! reads an output gradient as is (for `dx`) and transposed (for `dW`),
//! both gathered: one gather instead of two.
//!
//! Reads: the partitioned transposes and their sources. Writes: before a
//! reader, the source's reshard (or the one already made) and a copy of
//! the transpose on it; at the end, erases the transposes nothing reads.

use melior::ir::{
    AffineMap, BlockLike, RegionLike, Value,
    attribute::{ArrayAttribute, AttributeLike},
    operation::{OperationLike, OperationRef},
};
use mlir_sys::mlirAffineMapAttrGetValue;
use rustc_hash::FxHashSet;
use spmd_dialect::{
    Placement, Sharding,
    ir::{erase, has_uses, operation_name, producer, uses},
    read,
};

use super::values::Partitioner;
use crate::pass::{Failure, key, operation_key};

/// A partitioned transpose: the op, its source (a value of the function)
/// and, per result dim, the source dim it copies.
#[derive(Clone)]
pub(super) struct Transpose<'c, 'a> {
    operation: OperationRef<'c, 'a>,
    source: Value<'c, 'a>,
    source_dims: Vec<usize>,
}

/// Per result dim, the input dim a copy that only permutes dims reads:
/// `linalg.transpose`, or a `linalg.generic` of one input whose payload
/// yields it, whose input map is a permutation and whose output map is
/// the identity.
fn permutation(operation: OperationRef) -> Option<Vec<usize>> {
    match operation_name(operation) {
        "linalg.transpose" => read::i64_array(operation, "permutation")
            .ok()?
            .into_iter()
            .map(|d| usize::try_from(d).ok())
            .collect(),
        "linalg.generic" if operation.operand_count() == 2 => {
            let maps = ArrayAttribute::try_from(operation.attribute("indexing_maps").ok()?).ok()?;
            let dims = |index: usize| -> Option<Vec<usize>> {
                let attribute = maps.element(index).ok()?;
                let map =
                    unsafe { AffineMap::from_raw(mlirAffineMapAttrGetValue(attribute.to_raw())) };
                (0..map.result_count())
                    .map(|i| {
                        let expression = map.result(i).ok()?;
                        expression.is_dim().then(|| expression.dim_position())
                    })
                    .collect()
            };
            let (input, output) = (dims(0)?, dims(1)?);
            let identity = output.iter().enumerate().all(|(i, &d)| i == d);
            let body = operation.region(0).ok()?.first_block()?;
            let yielded = body.terminator()?.operand(0).ok()?;
            let yields_input = body
                .argument(0)
                .is_ok_and(|argument| key(argument.into()) == key(yielded));
            if !identity || !yields_input || input.len() != output.len() {
                return None;
            }
            // Result dim j is loop j; the input dim it copies reads loop j.
            (0..output.len())
                .map(|j| input.iter().position(|&d| d == j))
                .collect()
        }
        _ => None,
    }
}

impl<'c, 'a> Partitioner<'c, 'a> {
    /// Erases the noted transposes nothing reads any more (every reader
    /// took the transpose of the resharded source). Their empty inits join
    /// the free ops, which [`Partitioner::remove_replaced`] erases next
    /// once nothing reads them (an init already among them is not added
    /// twice: it would be erased twice).
    pub(super) fn remove_unread_transposes(&mut self) {
        let mut free: FxHashSet<usize> = self.free.iter().map(|op| operation_key(*op)).collect();
        for (_, transpose) in self.transposes.drain() {
            let operation = transpose.operation;
            if operation.results().any(has_uses) {
                continue;
            }
            let init = operation.operand(1).ok().and_then(producer);
            erase(operation);
            if let Some(init) = init
                && operation_name(init) == "tensor.empty"
                && free.insert(operation_key(init))
            {
                self.free.push(init);
            }
        }
    }

    /// Remembers `operation` (before it is partitioned) as a transpose of
    /// `source` where `source` has other readers.
    pub(super) fn note_transpose(
        &mut self,
        operation: OperationRef<'c, 'a>,
        source: Value<'c, 'a>,
    ) {
        if uses(source).len() < 2 || operation.result_count() != 1 {
            return;
        }
        let Some(source_dims) = permutation(operation) else {
            return;
        };
        let result: Value = operation.result(0).expect("a result").into();
        self.transposes.insert(
            key(result),
            Transpose {
                operation,
                source,
                source_dims,
            },
        );
    }

    /// `value`, a noted transpose's result, in `target`: its source in the
    /// matching sharding, transposed again before `before`; `None` for any
    /// other value, or where the source is already in that sharding.
    pub(super) fn reshard_through_transpose(
        &mut self,
        value: Value<'c, 'a>,
        target: &Sharding,
        before: OperationRef<'c, 'a>,
    ) -> Result<Option<Value<'c, 'a>>, Failure<'c>> {
        let Some(transpose) = self.transposes.get(&key(value)).cloned() else {
            return Ok(None);
        };
        let mut source_target = target.clone();
        for placement in &mut source_target.placements {
            if let Placement::Shard(dim) = *placement {
                *placement = Placement::Shard(transpose.source_dims[dim]);
            }
        }
        let source = self.values[&key(transpose.source)].clone();
        if source.sharding == source_target {
            return Ok(None);
        }
        let moved = self.reshard(transpose.source, &source_target, before)?;
        let local = self.values[&key(value)].clone();
        let result_type = self.local_type(&local.global, target, local.element);
        let emitter = self.emitter(before);
        let init = emitter.empty(result_type);
        Ok(Some(emitter.copy_of(
            transpose.operation,
            &[(0, moved), (1, init)],
            result_type,
        )))
    }
}
