//! The backward of a ring attention as rings of its own, in place of the
//! backward `backward` found (FlashAttention's backward over ring blocks,
//! as ring attention trains).
//!
//! For each key block the ring recomputes the forward's probabilities from
//! the queries, the block and the forward's final row maximum and sum
//! (nothing `[s, S]` is kept between forward and backward), then runs the
//! backward's block ops on it. The backward's row sums (JAX's
//! `sum(dP * e) / l^2`, the softmax VJP's `sum(dP * P)`) come from each
//! device's own output rows where their form allows (`home_sums`:
//! FlashAttention's `D = rowsum(dO * O)`), else from a first pass over the
//! ring adding up the blocks' sums; the per-row ops then run once; a pass
//! adds up the contractions over the sequence (`dQ`) and carries each
//! block's share of `dK` and `dV` around the ring with the block
//! (`shard.shift`), one step more bringing them to their device. What the backward's
//! collectives returned is that device's block (`reduce_scatter`) or all
//! blocks gathered (`all_reduce`).

use melior::ir::{
    BlockLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::FxHashMap;
use spmd_dialect::{
    ir::{erase, has_uses, integer_attribute, operation_name, replace_uses},
    redistribution::Axes,
};

use super::{
    backward::{Backward, Role, after_sums, first_pass},
    balanced_backward::{Parts, Placement, passed_over},
    forms::{inputs_of, shape},
    home_sums::home_sums,
    matcher::Attention,
    ring::{Ring, Rows, block_in},
    templates,
    travel::travel_plan,
};
use crate::pass::{Failure, Key, key, operation_key};

/// Values the backward's copies read: per block, and once per device.
pub(super) struct Computed<'c, 'a> {
    pub blocks: FxHashMap<Key, Value<'c, 'a>>,
    pub rows: FxHashMap<Key, Value<'c, 'a>>,
}

/// The key and value blocks a device holds at one step of the ring, as
/// they travel and as the attention reads them.
#[derive(Clone, Copy)]
pub(super) struct Held<'c, 'a> {
    pub key_source: Value<'c, 'a>,
    pub value_source: Value<'c, 'a>,
    pub keys: Value<'c, 'a>,
    pub values: Value<'c, 'a>,
    /// The queries scored against them: the device's, or a quadrant's.
    pub queries: Value<'c, 'a>,
}

impl<'c, 'a> Held<'c, 'a> {
    /// The key and value blocks `attention`'s device holds at home,
    /// `[values, keys]` as `travel_plan` takes them.
    pub fn home_blocks(attention: &Attention<'c, 'a>) -> [Value<'c, 'a>; 2] {
        [
            attention.value_gather.operand(0).expect("a value block"),
            attention.key_gather.operand(0).expect("a key block"),
        ]
    }

    /// What the device holds before the ring's first step: its home
    /// blocks, travelling as `[value_source, key_source]`, and its queries.
    pub fn at_home(
        attention: &Attention<'c, 'a>,
        [value_source, key_source]: [Value<'c, 'a>; 2],
    ) -> Self {
        let [values, keys] = Self::home_blocks(attention);
        Held {
            key_source,
            value_source,
            keys,
            values,
            queries: attention.scores.operand(0).expect("queries"),
        }
    }
}

/// A piece the backward gathers again (its gather's result, and the piece
/// as it travels and as the gather's readers take it).
struct Regathered<'c, 'a> {
    result: Key,
    /// The sequence's dim of the piece.
    dim: usize,
    /// Whether it travels as part of the values' (0) or the keys' (1)
    /// block, made from what they travel as by `replay`; else on its own.
    along: Option<usize>,
    source: Value<'c, 'a>,
    replay: Vec<OperationRef<'c, 'a>>,
    block: Value<'c, 'a>,
}

impl<'c, 'a> Ring<'c, 'a, '_> {
    /// The backward's rings before `backward.before`, its gradients'
    /// readers rewired to them; `rows` are the forward's final row
    /// statistics and `output` the ring's output.
    pub(super) fn emit_backward(
        &self,
        backward: &Backward<'c, 'a>,
        rows: &Rows<'c, 'a>,
        output: Value<'c, 'a>,
    ) -> Result<(), Failure<'c>> {
        let start = self.op_before_insertion_point();
        let mut computed = Computed {
            blocks: FxHashMap::default(),
            rows: self.forward_rows(rows)?,
        };
        self.hoist(&backward.hoisted, &mut computed.rows);
        let regathered: Vec<(Key, usize, Value)> = backward
            .ops
            .iter()
            .filter(|(_, role)| *role == Role::Gather)
            .map(|(gather, _)| {
                let piece = gather.operand(0).expect("a piece");
                let piece = computed.rows.get(&key(piece)).copied().unwrap_or(piece);
                let dim = integer_attribute(*gather, "gather_axis").unwrap_or(0) as usize;
                (result_key(*gather), dim, piece)
            })
            .collect();
        let late = after_sums(&backward.ops);
        self.per_row_ops(backward, &mut computed, |id| !late.contains(&id))?;
        if backward.has(Role::RowSum) {
            let sums = match home_sums(backward, self.attention) {
                Some(found) => self.sums_at_home(&found, &computed.rows, rows, output)?,
                None => self.sums_by_first_pass(backward, &mut computed, rows, &regathered)?,
            };
            for (operation, _) in backward.ops.iter().filter(|(_, r)| *r == Role::RowSum) {
                let sum = sums[&operation_key(*operation)];
                computed.rows.insert(result_key(*operation), sum);
            }
            self.per_row_ops(backward, &mut computed, |id| late.contains(&id))?;
        }
        let mut sums: FxHashMap<usize, Value> = FxHashMap::default();
        let mut carried: FxHashMap<usize, Value> = FxHashMap::default();
        let mut parts = Parts {
            sums: &mut sums,
            carried: &mut carried,
        };
        if let Some(mask) = self.backward_mask(backward, regathered.is_empty()) {
            self.balanced_pass(backward, &mut computed, rows, mask, &mut parts)?;
        } else {
            self.pass(
                |step, start, offset, computed| {
                    if step > 0 && start == 0 {
                        for value in parts.carried.values_mut() {
                            *value = self.pass_on(*value);
                        }
                    }
                    let placement = Placement::Tile(start);
                    self.block_ops(self, backward, computed, offset, placement, &mut parts)
                },
                &mut computed,
                &self.rows_of(rows),
                &regathered,
            )?;
        }
        for (operation, role) in &backward.ops {
            let id = operation_key(*operation);
            let result = operation.result(0).expect("a result");
            match role {
                Role::Contract => replace_uses(result, sums[&id]),
                Role::Travel { dim } => {
                    let home = self.pass_on(carried[&id]);
                    let whole = if operation_name(*operation) == "shard.all_reduce" {
                        self.emitter.collective(
                            "all_gather",
                            home,
                            Axes::single(self.attention.axis),
                            result.r#type(),
                            &[("gather_axis", self.emitter.index(*dim))],
                        )
                    } else {
                        home
                    };
                    replace_uses(result, whole);
                }
                _ => {}
            }
        }
        self.erase_unused_since(start);
        Ok(())
    }

    /// The row sums by a first pass over the ring, by their op ids: each
    /// block's summands, added up.
    fn sums_by_first_pass(
        &self,
        backward: &Backward<'c, 'a>,
        computed: &mut Computed<'c, 'a>,
        rows: &Rows<'c, 'a>,
        regathered: &[(Key, usize, Value<'c, 'a>)],
    ) -> Result<FxHashMap<usize, Value<'c, 'a>>, Failure<'c>> {
        let first = first_pass(&backward.ops);
        let mut sums = FxHashMap::default();
        self.pass(
            |_, _, offset, computed| {
                for (operation, role) in &backward.ops {
                    let id = operation_key(*operation);
                    match role {
                        Role::Block if first.contains(&id) => {
                            let block = self.backward_copy(*operation, computed, offset)?;
                            computed.blocks.insert(result_key(*operation), block);
                        }
                        Role::RowSum => {
                            let block = self.backward_copy(*operation, computed, offset)?;
                            self.add_into(&mut sums, id, block)?;
                        }
                        _ => {}
                    }
                }
                Ok(())
            },
            computed,
            &self.rows_of(rows),
            regathered,
        )?;
        Ok(sums)
    }

    /// One pass over the ring: `visit` at each step and each tile of
    /// `self.tile` keys of the held block, with the step, the tile's start
    /// in the block and in the sequence, and the forward recomputed for
    /// the tile in `computed.blocks`.
    fn pass(
        &self,
        mut visit: impl FnMut(
            usize,
            usize,
            Value<'c, 'a>,
            &mut Computed<'c, 'a>,
        ) -> Result<(), Failure<'c>>,
        computed: &mut Computed<'c, 'a>,
        rows: &[(Key, Value<'c, 'a>)],
        regathered: &[(Key, usize, Value<'c, 'a>)],
    ) -> Result<(), Failure<'c>> {
        let attention = self.attention;
        let devices = self.emitter.mesh.shape[attention.axis];
        let position = self.emitter.process_index(attention.axis);
        let pieced: Vec<Value> = regathered.iter().map(|(_, _, piece)| *piece).collect();
        let plan = travel_plan(Held::home_blocks(attention), &pieced);
        let mut pieces: Vec<Regathered> = regathered
            .iter()
            .zip(plan.pieces)
            .map(|(&(result, dim, piece), travel)| Regathered {
                result,
                dim,
                along: travel.along,
                source: travel.source,
                replay: travel.replay,
                block: piece,
            })
            .collect();
        let [(value_source, value_replay), (key_source, key_replay)] = plan.homes;
        let mut held = Held::at_home(attention, [value_source, key_source]);
        for step in 0..devices {
            if step > 0 {
                held.key_source = self.pass_on(held.key_source);
                held.value_source = self.pass_on(held.value_source);
                held.keys = self.replay(held.key_source, &key_replay)?;
                held.values = self.replay(held.value_source, &value_replay)?;
                for piece in &mut pieces {
                    piece.source = match piece.along {
                        Some(0) => held.value_source,
                        Some(_) => held.key_source,
                        None => self.pass_on(piece.source),
                    };
                    piece.block = self.replay(piece.source, &piece.replay)?;
                }
            }
            let offset = self.block_offset(position, step, devices);
            for start in (0..attention.block).step_by(self.tile) {
                let tiled = self.tile < attention.block;
                let tile_of = |block: Value<'c, 'a>, dim: usize| match tiled {
                    true => self.tile_of(block, dim, start),
                    false => Ok(block),
                };
                // Keys gathered transposed (`k^T`) hold the sequence in dim 2.
                let key_dim = if attention.key_transpose.is_some() {
                    1
                } else {
                    2
                };
                let tile = Held {
                    keys: tile_of(held.keys, key_dim)?,
                    values: tile_of(held.values, 1)?,
                    ..held
                };
                let tile_offset = self.offset_by(offset, start);
                computed.blocks = self.forward_block(&tile, tile_offset, rows)?;
                for piece in &pieces {
                    computed
                        .blocks
                        .insert(piece.result, tile_of(piece.block, piece.dim)?);
                }
                visit(step, start, tile_offset, computed)?;
            }
        }
        Ok(())
    }

    /// The forward's values for the held block: the scores, logits,
    /// exponentials and probabilities under the final row statistics.
    pub(super) fn forward_block(
        &self,
        held: &Held<'c, 'a>,
        offset: Value<'c, 'a>,
        rows: &[(Key, Value<'c, 'a>)],
    ) -> Result<FxHashMap<Key, Value<'c, 'a>>, Failure<'c>> {
        let attention = self.attention;
        let mut blocks: FxHashMap<Key, Value> = rows.iter().copied().collect();
        let mut outside = FxHashMap::default();
        blocks.insert(result_key(attention.key_gather), held.keys);
        blocks.insert(result_key(attention.value_gather), held.values);
        let keys = self.scored_keys(held.keys)?;
        if let Some(transpose) = attention.key_transpose {
            blocks.insert(result_key(transpose), keys);
        }
        let scores = self.copy(attention.scores, &[held.queries, keys])?;
        blocks.insert(result_key(attention.scores), scores);
        self.copy_chain(&attention.logits_ops, &mut blocks, offset, &mut outside)?;
        self.copy_chain(&attention.max_path, &mut blocks, offset, &mut outside)?;
        let casts = attention.sum_cast.into_iter();
        for operation in [attention.subtract, attention.exp].into_iter().chain(casts) {
            let inputs = self.chain_inputs(operation, &blocks)?;
            blocks.insert(result_key(operation), self.copy(operation, &inputs)?);
        }
        self.copy_chain(&attention.sum_path, &mut blocks, offset, &mut outside)?;
        for operation in std::iter::once(&attention.divide).chain(&attention.reshapes) {
            let inputs = self.chain_inputs(*operation, &blocks)?;
            blocks.insert(result_key(*operation), self.copy(*operation, &inputs)?);
        }
        Ok(blocks)
    }

    /// The blocks of a chain op's inputs.
    fn chain_inputs(
        &self,
        operation: OperationRef<'c, 'a>,
        blocks: &FxHashMap<Key, Value<'c, 'a>>,
    ) -> Result<Vec<Value<'c, 'a>>, Failure<'c>> {
        (0..inputs_of(operation))
            .map(|index| {
                block_in(
                    blocks,
                    operation.operand(index).expect("an input"),
                    operation,
                )
            })
            .collect()
    }

    /// The forward's per-row values: its maximum and sum, and the row
    /// paths' ops on them that keep no sequence dim.
    fn forward_rows(
        &self,
        rows: &Rows<'c, 'a>,
    ) -> Result<FxHashMap<Key, Value<'c, 'a>>, Failure<'c>> {
        let attention = self.attention;
        let mut values: FxHashMap<Key, Value> = self.rows_of(rows).into_iter().collect();
        for operation in attention.max_path.iter().chain(&attention.sum_path) {
            let result: Value = operation.result(0).expect("a result").into();
            if shape(result).contains(&attention.length) {
                continue;
            }
            let inputs: Vec<Value> = (0..inputs_of(*operation))
                .map(|index| {
                    let input = operation.operand(index).expect("an input");
                    values.get(&key(input)).copied().unwrap_or(input)
                })
                .collect();
            values.insert(key(result), self.copy(*operation, &inputs)?);
        }
        Ok(values)
    }

    /// The backward's per-row ops that `select` takes, once, in order.
    fn per_row_ops(
        &self,
        backward: &Backward<'c, 'a>,
        computed: &mut Computed<'c, 'a>,
        select: impl Fn(usize) -> bool,
    ) -> Result<(), Failure<'c>> {
        for (operation, role) in &backward.ops {
            if *role == Role::PerRow && select(operation_key(*operation)) {
                let value = self.backward_copy(*operation, computed, None)?;
                computed.rows.insert(result_key(*operation), value);
            }
        }
        Ok(())
    }

    /// A copy of a backward op for the held block (`offset`; `None` for
    /// per-row ops), its inputs the copies made so far, blocks of
    /// whole-sequence inputs from outside, or other inputs as they are.
    pub(super) fn backward_copy(
        &self,
        operation: OperationRef<'c, 'a>,
        computed: &Computed<'c, 'a>,
        offset: impl Into<Option<Value<'c, 'a>>>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let offset = offset.into();
        let length = self.attention.length;
        // A quadrant passes over the causal mask: it hides nothing there.
        if let Some(kept) = self.unmasked.and_then(|mask| passed_over(operation, mask)) {
            let value = operation.operand(kept).expect("an input");
            return block_in(&computed.blocks, value, operation);
        }
        let mut cache = FxHashMap::default();
        let mut inputs = Vec::new();
        for index in 0..inputs_of(operation) {
            let value = operation.operand(index).expect("an input");
            let input = match (
                computed.blocks.get(&key(value)),
                computed.rows.get(&key(value)),
            ) {
                (Some(block), _) => *block,
                (None, Some(row)) => self.rows_in(*row)?,
                (None, None) if !shape(value).contains(&length) => self.rows_in(value)?,
                (None, None) => match offset {
                    Some(offset) if shape(value).last() == Some(&length) => {
                        self.block_of(value, offset, &mut cache)?
                    }
                    _ => {
                        return Err((
                            operation.location(),
                            "spmd-ring-attention: the attention's backward reads a whole-sequence value other than along its last dim".into(),
                        ));
                    }
                },
            };
            inputs.push(input);
        }
        self.copy(operation, &inputs)
    }

    /// Adds a tile's share of a gradient into the carried block `id` at
    /// `start` along `dim` (the block made of zeros the first time); the
    /// whole block's share where the ring does not tile.
    pub(super) fn add_share(
        &self,
        carried: &mut FxHashMap<usize, Value<'c, 'a>>,
        id: usize,
        share: Value<'c, 'a>,
        dim: usize,
        start: usize,
    ) -> Result<(), Failure<'c>> {
        if self.tile == self.attention.block {
            return self.add_into(carried, id, share);
        }
        let element = self.element(share);
        let mut block_shape = shape(share);
        block_shape[dim] = self.attention.block;
        let block_type = self.with_dims(share.r#type(), &block_shape);
        let block = match carried.get(&id) {
            Some(block) => *block,
            None => self.instantiate(
                &templates::filled(&block_type.to_string(), &element, "0.0"),
                &[],
            )?,
        };
        let text = templates::add_into_slice(
            &block_type.to_string(),
            &share.r#type().to_string(),
            &shape(share),
            dim,
            start,
            &element,
        );
        carried.insert(id, self.instantiate(&text, &[block, share])?);
        Ok(())
    }

    /// `sums[id] += value` (or `= value`, the first time).
    pub(super) fn add_into(
        &self,
        sums: &mut FxHashMap<usize, Value<'c, 'a>>,
        id: usize,
        value: Value<'c, 'a>,
    ) -> Result<(), Failure<'c>> {
        let total = match sums.get(&id) {
            None => value,
            Some(before) => {
                let ty = value.r#type().to_string();
                let element = self.element(value);
                self.instantiate(
                    &templates::sum_of(&ty, shape(value).len(), &element),
                    &[*before, value],
                )?
            }
        };
        sums.insert(id, total);
        Ok(())
    }

    /// Erases the pure ops (and shifts) emitted after `start` (before the
    /// emitter's insertion point) that nothing reads: copies made for every
    /// block that only one pass needed, pieces passed on that it did not
    /// read.
    fn erase_unused_since(&self, start: Option<OperationRef<'c, 'a>>) {
        let mut emitted = Vec::new();
        let mut next = match start {
            Some(start) => start.next_in_block(),
            None => self.emitter.block.first_operation(),
        };
        while let Some(operation) = next {
            if operation == self.emitter.before {
                break;
            }
            emitted.push(operation);
            next = operation.next_in_block();
        }
        // A shift nothing reads is dropped on every device alike.
        let pure = |op: OperationRef| {
            let name = operation_name(op);
            name == "shard.shift"
                || ["linalg.", "tensor.", "arith."]
                    .iter()
                    .any(|prefix| name.starts_with(prefix))
        };
        for operation in emitted.into_iter().rev() {
            if pure(operation) && !operation.results().any(has_uses) {
                erase(operation);
            }
        }
    }

    /// Copies of `operations` (pure moves of values computed before the
    /// ring, in order) before the ring, recorded in `values` by the
    /// originals' results.
    fn hoist(
        &self,
        operations: &[OperationRef<'c, 'a>],
        values: &mut FxHashMap<Key, Value<'c, 'a>>,
    ) {
        for operation in operations {
            let operands: Vec<(usize, Value)> = operation
                .operands()
                .enumerate()
                .filter_map(|(index, operand)| values.get(&key(operand)).map(|v| (index, *v)))
                .collect();
            let result = operation.result(0).expect("a result");
            let copy = self.emitter.copy_of(*operation, &operands, result.r#type());
            values.insert(key(result.into()), copy);
        }
    }

    /// The op right before the emitter's insertion point, if any (the C
    /// API has no link back).
    fn op_before_insertion_point(&self) -> Option<OperationRef<'c, 'a>> {
        let mut previous = None;
        let mut next = self.emitter.block.first_operation();
        while let Some(operation) = next {
            if operation == self.emitter.before {
                return previous;
            }
            previous = Some(operation);
            next = operation.next_in_block();
        }
        previous
    }

    /// The forward's reductions as the backward reads them: their final
    /// values.
    pub(super) fn rows_of(&self, rows: &Rows<'c, 'a>) -> Vec<(Key, Value<'c, 'a>)> {
        vec![
            (result_key(self.attention.max), rows.max),
            (result_key(self.attention.sum), rows.sum),
        ]
    }
}

/// The key of an op's first result.
pub(super) fn result_key(operation: OperationRef) -> Key {
    key(operation.result(0).expect("a result").into())
}
