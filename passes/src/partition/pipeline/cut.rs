//! The micro-batch loop's body cut at its layer loops into phases: plain
//! parts (even phases) and layer loops (odd), and what crosses between
//! them: the values a phase reads from an earlier one (stored per
//! micro-batch), the constants it copies, and the phase each accumulator
//! of the loop is summed in (a sum of a layer loop's result, a stacked
//! gradient, is summed in that layer loop's phase).
//!
//! Reads: the micro-batch loop's body. Writes: nothing.

use melior::ir::{
    BlockRef, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::ir::{
    Positional, block_operations, first_block, loop_carried, operation_name, producer, read_values,
    trip_count,
};

use super::layers::LayerLoop;
use crate::pass::{Failure, Key, key, operation_key};

/// The cut: see the module doc.
pub(super) struct Cut<'c, 'a> {
    /// Micro-batches (the loop's trip count).
    pub count: usize,
    pub body: BlockRef<'c, 'a>,
    /// The body's ops, its yield left out.
    pub operations: Vec<OperationRef<'c, 'a>>,
    phase_of: FxHashMap<usize, usize>,
    pub phases: usize,
    /// Per accumulator: initial value, body argument, next value, result.
    pub carried: Vec<[Value<'c, 'a>; 4]>,
    /// Per accumulator, the phase that sums it.
    pub home: Vec<Option<usize>>,
    /// Per phase, the values it reads from other phases' ops.
    pub reads: Vec<Vec<Value<'c, 'a>>>,
    /// Per phase, the op-less values (constants, empties) it copies.
    pub clones: Vec<Vec<Value<'c, 'a>>>,
    /// Per phase, the values of its own that later phases read.
    pub stores: Vec<Vec<Value<'c, 'a>>>,
}

impl<'c, 'a> Cut<'c, 'a> {
    /// Cuts `micro_batches` (an `scf.for` holding the `layers` loops).
    pub fn new(
        micro_batches: OperationRef<'c, 'a>,
        layers: &[LayerLoop<'c, 'a>],
    ) -> Result<Cut<'c, 'a>, Failure<'c>> {
        let at = micro_batches.location();
        let count = trip_count(micro_batches).ok_or((
            at,
            "spmd-pipeline: the micro-batch loop needs constant bounds".to_owned(),
        ))?;
        let body = first_block(micro_batches).expect("a loop has a body");
        let mut operations = block_operations(&body);
        operations.pop();
        let loop_index: FxHashMap<usize, usize> = layers
            .iter()
            .enumerate()
            .map(|(k, l)| (operation_key(l.operation), k))
            .collect();
        let mut phase_of: FxHashMap<usize, usize> = FxHashMap::default();
        let mut phase = 0;
        for operation in &operations {
            if let Some(k) = loop_index.get(&operation_key(*operation)) {
                phase = 2 * k + 1;
                phase_of.insert(operation_key(*operation), phase);
                phase += 1;
            } else {
                phase_of.insert(operation_key(*operation), phase);
            }
        }
        let phases = 2 * layers.len() + 1;
        let in_body = |value: Value<'c, 'a>| made_in(body, value);
        let accumulator_of = |value: Value| accumulator_in(body, value);
        // Each accumulator's phase: where its next value is made.
        let carried = loop_carried(micro_batches);
        let mut home: Vec<Option<usize>> = Vec::new();
        for [_, accumulator, yielded, _] in &carried {
            let made = in_body(*yielded);
            let mut phase = made.map(|p| phase_of[&operation_key(p)]);
            // A sum of a layer loop's result (a stacked gradient) is taken in
            // its tick loop, so that no tick's result is stored.
            if let (Some(made), Some(p)) = (made, phase)
                && p >= 2
                && p % 2 == 0
                && let Some(between) =
                    adds_layer_result(made, *accumulator, layers[p / 2 - 1].operation, &in_body)
            {
                for operation in between.into_iter().chain([made]) {
                    phase_of.insert(operation_key(operation), p - 1);
                }
                phase = Some(p - 1);
            }
            home.push(phase);
        }
        // What each phase reads from others.
        let mut reads: Vec<Vec<Value>> = vec![Vec::new(); phases];
        let mut clones: Vec<Vec<Value>> = vec![Vec::new(); phases];
        let mut stores: Vec<Vec<Value>> = vec![Vec::new(); phases];
        let mut seen: FxHashSet<(usize, Key)> = FxHashSet::default();
        for operation in &operations {
            let reader = phase_of[&operation_key(*operation)];
            for value in read_values(*operation) {
                if let Some(k) = accumulator_of(value) {
                    if home[k] != Some(reader) {
                        return Err((
                            operation.location(),
                            "spmd-pipeline: an accumulator of the micro-batch loop is read in another part of the step than the one that adds to it".into(),
                        ));
                    }
                    continue;
                }
                let Some(made) = in_body(value) else { continue };
                let writer = phase_of[&operation_key(made)];
                if writer == reader || !seen.insert((reader, key(value))) {
                    continue;
                }
                if made.operand_count() == 0 && made.region_count() == 0 {
                    clones[reader].push(value);
                } else if spmd_dialect::types::static_tensor(value.r#type()).is_some() {
                    if !stores[writer].iter().any(|s| key(*s) == key(value)) {
                        stores[writer].push(value);
                    }
                    reads[reader].push(value);
                } else {
                    return Err((
                        value.location(),
                        "spmd-pipeline: a value other than a static tensor (a scalar, a dynamic shape) computed in one part of the micro-batch loop is read in another; stages store static tensors only".into(),
                    ));
                }
            }
        }
        for (k, phase) in home.iter().enumerate() {
            let made = in_body(carried[k][2]);
            if phase.is_some_and(|p| p % 2 == 1)
                && made.is_some_and(|m| loop_index.contains_key(&operation_key(m)))
            {
                return Err((
                    carried[k][2].location(),
                    "spmd-pipeline: a layer loop's result is the micro-batch loop's accumulator as it is; add it to the accumulator after the loop".into(),
                ));
            }
        }
        Ok(Cut {
            count,
            body,
            operations,
            phase_of,
            phases,
            carried,
            home,
            reads,
            clones,
            stores,
        })
    }

    /// The phase of `operation` (one of the body's).
    pub fn phase(&self, operation: OperationRef) -> usize {
        self.phase_of[&operation_key(operation)]
    }

    /// The body's ops in phase `p`, in order.
    pub fn ops_of(&self, p: usize) -> Vec<OperationRef<'c, 'a>> {
        self.operations
            .iter()
            .filter(|op| self.phase(**op) == p)
            .copied()
            .collect()
    }

    /// Which accumulator `value` is (a body argument other than the
    /// micro-batch index).
    pub fn accumulator_of(&self, value: Value) -> Option<usize> {
        accumulator_in(self.body, value)
    }
}

fn made_in<'c, 'a>(body: BlockRef<'c, 'a>, value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    producer(value).filter(|p| p.block().is_some_and(|b| b == body))
}

fn accumulator_in(body: BlockRef, value: Value) -> Option<usize> {
    let argument = melior::ir::block::BlockArgument::try_from(value).ok()?;
    (argument.owner() == body && argument.argument_number() > 0)
        .then(|| argument.argument_number() - 1)
}

/// Whether `made` (an accumulator's next value) adds only a result of
/// `layer` (directly, or through one reduction collective that nothing
/// else reads: a gradient reduce-scattered or all-reduced over another
/// axis per micro-batch), constants, and values from outside the
/// micro-batch loop to `accumulator`, and nothing but the loop's yield
/// reads it: the collectives between, where it does.
fn adds_layer_result<'c, 'a>(
    made: OperationRef<'c, 'a>,
    accumulator: Value<'c, 'a>,
    layer: OperationRef<'c, 'a>,
    in_body: &impl Fn(Value<'c, 'a>) -> Option<OperationRef<'c, 'a>>,
) -> Option<Vec<OperationRef<'c, 'a>>> {
    let only_read_by = |operation: OperationRef, reader: OperationRef| {
        operation.results().all(|r| {
            spmd_dialect::ir::uses(r)
                .iter()
                .all(|(user, _)| *user == reader)
        })
    };
    let only_yielded = made.results().all(|r| {
        spmd_dialect::ir::uses(r)
            .iter()
            .all(|(user, _)| operation_name(*user) == "scf.yield")
    });
    let reduces_layer_result = |producer: OperationRef<'c, 'a>| {
        matches!(
            operation_name(producer),
            "shard.reduce_scatter" | "shard.all_reduce"
        ) && only_read_by(producer, made)
            && producer
                .operand_at(0)
                .and_then(in_body)
                .is_some_and(|source| source == layer)
    };
    let mut between = Vec::new();
    let mut reads_layer = false;
    let reads_allowed = read_values(made).into_iter().all(|value| {
        if key(value) == key(accumulator) {
            return true;
        }
        match in_body(value) {
            Some(producer) if producer == layer => {
                reads_layer = true;
                true
            }
            Some(producer) if reduces_layer_result(producer) => {
                between.push(producer);
                reads_layer = true;
                true
            }
            Some(producer) => producer.operand_count() == 0 && producer.region_count() == 0,
            None => !same_block_argument(value, accumulator),
        }
    });
    (only_yielded && reads_allowed && reads_layer).then_some(between)
}

/// Whether `value` is an argument of the block `accumulator` is one of.
fn same_block_argument(value: Value, accumulator: Value) -> bool {
    let is_argument = |v: Value| unsafe { mlir_sys::mlirValueIsABlockArgument(v.to_raw()) };
    let owner = |v: Value| unsafe { mlir_sys::mlirBlockArgumentGetOwner(v.to_raw()).ptr };
    is_argument(value) && owner(value) == owner(accumulator)
}
