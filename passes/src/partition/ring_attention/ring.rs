//! Builds the ring for one matched attention, in place of its gathers.
//!
//! With `N` devices on the axis and `b = S / N`, device `r` holds query rows
//! and the key and value blocks `r`. For `t = 0 .. N-1` it computes the
//! scores of its queries against the block it holds (block `(r - t) mod N`;
//! a whole-sequence input such as a mask is computed again for that block,
//! see `block_of`), `key-block` keys at a time, folds them into a running
//! maximum `m`, sum of exponentials `l` and output `o` (each earlier term
//! rescaled by `exp(m_old - m_new)`), and passes its key and value blocks
//! one device on (`shard.shift` with `rotate`, in their narrowest form:
//! `travel`). At the end `o / l` is the attention's output. Each device
//! sends `(N - 1) / N` of the keys and values, as a gather does, but holds
//! one block of them and `[s, key-block]` scores instead of `[s, S]`.

use melior::{
    Context,
    ir::{
        Location, Type, Value, ValueLike,
        operation::{OperationLike, OperationRef},
    },
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    Mesh,
    ir::{producer, replace_uses},
    redistribution::Axes,
};

use super::{
    balanced_backward::Half,
    causal::{CausalMask, zigzag_causal},
    forms::shape,
    matcher::Attention,
    operands::{Operand, operand_kinds},
    templates,
    travel::narrowest_source,
};
use crate::{
    partition::emit::Emitter,
    pass::{Failure, Key, key, operation_key},
};

/// The ring in place of `attention`.
pub(super) fn build<'c, 'a>(
    context: &'c Context,
    attention: &Attention<'c, 'a>,
    mesh: &Mesh,
    key_block: usize,
) -> Result<(), Failure<'c>> {
    let output = attention.output;
    let tile = match key_block {
        0 => attention.block,
        keys if attention.block.is_multiple_of(keys) => keys,
        keys => {
            return Err((
                output.location(),
                format!(
                    "spmd-ring-attention: key-block={keys} does not divide each device's block of {} keys",
                    attention.block
                ),
            ));
        }
    };
    if tile < attention.block {
        // The copies tell a tile's dims from the others by their lengths.
        let others: Vec<usize> = [
            attention.scores.operand(0).expect("queries"),
            attention.value_gather.operand(0).expect("a value block"),
        ]
        .iter()
        .flat_map(|value| shape(*value))
        .filter(|&d| d != attention.block && d != attention.length)
        .collect();
        if tile == 1 {
            return Err((
                output.location(),
                format!(
                    "spmd-ring-attention: key-block=1 scores single keys, which the ring cannot tell from the unit dims its rows keep; choose a divisor of each device's block of {} above 1",
                    attention.block
                ),
            ));
        }
        if others.contains(&tile) {
            return Err((
                output.location(),
                format!(
                    "spmd-ring-attention: key-block={tile} is as long as another dim of the attention (queries and values {:?} and {:?}), and the ring tells a tile's dims apart by their lengths; choose another divisor of each device's block of {}",
                    shape(attention.scores.operand(0).expect("queries")),
                    shape(attention.value_gather.operand(0).expect("a value block")),
                    attention.block
                ),
            ));
        }
    }
    if attention.axis >= mesh.shape.len() {
        return Err((
            output.location(),
            format!(
                "the values are gathered over mesh axis {}, which mesh {mesh} does not have",
                attention.axis
            ),
        ));
    }
    let ring = Ring::new(context, attention, mesh, output, tile);
    let (result, rows) = ring.emit()?;
    if let Some(backward) = &attention.backward {
        let backward_ring = Ring {
            every_dim: true,
            ..Ring::new(context, attention, mesh, backward.before, tile)
        };
        backward_ring.emit_backward(backward, &rows, result)?;
    }
    replace_uses(output.result(0).expect("a result"), result);
    Ok(())
}

pub(super) struct Ring<'c, 'a, 'r> {
    pub context: &'c Context,
    pub emitter: Emitter<'c, 'a, 'r>,
    pub attention: &'r Attention<'c, 'a>,
    pub chain: FxHashSet<usize>,
    /// Keys scored at a time: the device's block, or a divisor of it.
    pub tile: usize,
    /// Whether copies resize every dim as long as the sequence (the
    /// backward's transposed blocks) or only the last.
    pub every_dim: bool,
    /// Half a device's block, where copies compute a quadrant of it (half
    /// its queries against half its keys: every dim as long as the block
    /// resized to it too; `balanced`).
    pub quadrant: Option<usize>,
    /// A causal mask the copies pass over: its select's block is the
    /// scores' (quadrants the mask hides nothing of).
    pub unmasked: Option<CausalMask<'c, 'a>>,
    /// The quadrant's query rows, which per-row values are cut to.
    pub rows_half: Option<Half<'c, 'a>>,
    pub at: Location<'c>,
}

/// A softmax's final row statistics: the maximum (0 where a row has no
/// score) and the sum of exponentials under it.
pub(super) struct Rows<'c, 'a> {
    pub max: Value<'c, 'a>,
    pub sum: Value<'c, 'a>,
}

/// The running values after some blocks.
#[derive(Clone, Copy)]
pub(super) struct Running<'c, 'a> {
    /// The maximum so far, and the same with no score read as 0.
    pub max: Value<'c, 'a>,
    pub finite_max: Value<'c, 'a>,
    pub sum: Value<'c, 'a>,
    pub output: Value<'c, 'a>,
}

impl<'c, 'a, 'r> Ring<'c, 'a, 'r> {
    /// A ring emitting its ops before `before`.
    pub fn new(
        context: &'c Context,
        attention: &'r Attention<'c, 'a>,
        mesh: &'r Mesh,
        before: OperationRef<'c, 'a>,
        tile: usize,
    ) -> Self {
        Ring {
            context,
            emitter: Emitter {
                context,
                block: before.block().expect("in a block"),
                before,
                location: before.location(),
                mesh,
            },
            attention,
            chain: attention
                .replaced()
                .iter()
                .map(|op| operation_key(*op))
                .collect(),
            tile,
            every_dim: false,
            quadrant: None,
            unmasked: None,
            rows_half: None,
            at: before.location(),
        }
    }

    /// The attention's output, and its rows' final statistics.
    fn emit(&self) -> Result<(Value<'c, 'a>, Rows<'c, 'a>), Failure<'c>> {
        let attention = self.attention;
        if self.skips_in_halves()
            && let Some(mask) = zigzag_causal(attention)
        {
            return self.emit_balanced(mask);
        }
        let devices = self.emitter.mesh.shape[attention.axis];
        let position = self.emitter.process_index(attention.axis);
        let queries = attention.scores.operand(0).expect("queries");
        let mut keys = self.scored_keys(attention.key_gather.operand(0).expect("a key block"))?;
        let mut values = attention.value_gather.operand(0).expect("a value block");
        // What travels: the narrowest form of each block.
        let (mut key_source, key_replay) =
            narrowest_source(attention.key_gather.operand(0).expect("a key block"));
        let (mut value_source, value_replay) = narrowest_source(values);
        let mut running: Option<Running> = None;
        for step in 0..devices {
            if step > 0 {
                key_source = self.pass_on(key_source);
                value_source = self.pass_on(value_source);
                keys = self.scored_keys(self.replay(key_source, &key_replay)?)?;
                values = self.replay(value_source, &value_replay)?;
            }
            let offset = self.block_offset(position, step, devices);
            running = Some(self.fold_tiles(queries, keys, values, offset, running)?);
        }
        self.finish(running.expect("a mesh axis has a device"))
    }

    /// Whether the ring's tiles are whole blocks or tile half a block, as
    /// skipping the quadrants a causal mask hides needs.
    pub(super) fn skips_in_halves(&self) -> bool {
        let block = self.attention.block;
        self.tile == block || (block / 2).is_multiple_of(self.tile)
    }

    /// The keys a quadrant (half a block) is scored by at a time.
    pub(super) fn quadrant_tile(&self) -> usize {
        self.tile.min(self.attention.block / 2)
    }

    /// The scores of `queries` against `keys` (`k^T`: the keys along dim
    /// 2; a block, or half of one) folded into `before`, `self.tile` keys
    /// at a time, the tile at `offset` plus its start in the sequence.
    pub(super) fn fold_tiles(
        &self,
        queries: Value<'c, 'a>,
        keys: Value<'c, 'a>,
        values: Value<'c, 'a>,
        offset: Value<'c, 'a>,
        mut running: Option<Running<'c, 'a>>,
    ) -> Result<Running<'c, 'a>, Failure<'c>> {
        let length = shape(values)[1];
        if self.tile == length {
            return self.fold_block(queries, keys, values, offset, running);
        }
        for start in (0..length).step_by(self.tile) {
            running = Some(self.fold_block(
                queries,
                self.tile_of(keys, 2, start)?,
                self.tile_of(values, 1, start)?,
                self.offset_by(offset, start),
                running,
            )?);
        }
        Ok(running.expect("a block has a tile"))
    }

    /// `offset` moved on by `start` (an index value).
    pub(super) fn offset_by(&self, offset: Value<'c, 'a>, start: usize) -> Value<'c, 'a> {
        if start == 0 {
            return offset;
        }
        let shifted = self.emitter.index_constant(start);
        self.emitter.build(
            "arith.addi",
            &[offset, shifted],
            Type::index(self.context),
            &[],
        )
    }

    /// The attention's output from the running values after every block,
    /// and its rows' final statistics.
    pub(super) fn finish(
        &self,
        running: Running<'c, 'a>,
    ) -> Result<(Value<'c, 'a>, Rows<'c, 'a>), Failure<'c>> {
        let rows = Rows {
            max: running.finite_max,
            sum: running.sum,
        };
        let sum = self.rows_as_output(self.converted(running.sum, running.output)?)?;
        let output_type = running.output.r#type().to_string();
        let text = templates::output_normalise(
            &output_type,
            &sum.r#type().to_string(),
            self.rank_of(running.output),
            &self.element(running.output),
        );
        Ok((self.instantiate(&text, &[running.output, sum])?, rows))
    }

    /// A device's key block as the scores read it: transposed where the
    /// keys are gathered untransposed.
    pub fn scored_keys(&self, block: Value<'c, 'a>) -> Result<Value<'c, 'a>, Failure<'c>> {
        match self.attention.key_transpose {
            // As long as the block (or tile) it transposes, along dim 1.
            Some(transpose) => {
                self.copy_resized(transpose, &[block], self.attention.length, shape(block)[1])
            }
            None => Ok(block),
        }
    }

    /// `ops` (see [`narrowest_source`](super::travel::narrowest_source)) again, from `source`.
    pub(super) fn replay(
        &self,
        source: Value<'c, 'a>,
        ops: &[OperationRef<'c, 'a>],
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let mut value = source;
        for operation in ops {
            value = self.copy_resized(*operation, &[value], usize::MAX, usize::MAX)?;
        }
        Ok(value)
    }

    /// One device further along the ring.
    pub(super) fn pass_on(&self, block: Value<'c, 'a>) -> Value<'c, 'a> {
        let axis = self.attention.axis;
        self.emitter.collective(
            "shift",
            block,
            Axes::single(axis),
            block.r#type(),
            &[
                ("shift_axis", self.emitter.index(axis)),
                ("offset", self.emitter.attribute("1 : i64")),
                ("rotate", self.emitter.attribute("unit")),
            ],
        )
    }

    /// Where block `(position - step) mod devices` starts in the sequence.
    pub(super) fn block_offset(
        &self,
        position: Value<'c, 'a>,
        step: usize,
        devices: usize,
    ) -> Value<'c, 'a> {
        let index = Type::index(self.context);
        let back = self.emitter.index_constant(devices - step);
        let count = self.emitter.index_constant(devices);
        let size = self.emitter.index_constant(self.attention.block);
        let ahead = self
            .emitter
            .build("arith.addi", &[position, back], index, &[]);
        let holder = self
            .emitter
            .build("arith.remui", &[ahead, count], index, &[]);
        self.emitter
            .build("arith.muli", &[holder, size], index, &[])
    }

    /// The block's scores folded into `before`.
    pub(super) fn fold_block(
        &self,
        queries: Value<'c, 'a>,
        keys: Value<'c, 'a>,
        values: Value<'c, 'a>,
        offset: Value<'c, 'a>,
        before: Option<Running<'c, 'a>>,
    ) -> Result<Running<'c, 'a>, Failure<'c>> {
        let attention = self.attention;
        let mut blocks: FxHashMap<Key, Value<'c, 'a>> = FxHashMap::default();
        // Blocks of whole-sequence values from outside the chain.
        let mut outside: FxHashMap<Key, Value<'c, 'a>> = FxHashMap::default();
        let scores = self.copy(attention.scores, &[queries, keys])?;
        blocks.insert(
            key(attention.scores.result(0).expect("scores").into()),
            scores,
        );
        self.copy_chain(&attention.logits_ops, &mut blocks, offset, &mut outside)?;
        let logits = block_in(&blocks, attention.logits, attention.output)?;
        let block_max = self.copy(attention.max, &[logits])?;
        let rows = block_max.r#type().to_string();
        let (rank, element) = (self.rank_of(block_max), self.element(block_max));
        let lowest = producer(attention.max.operand(1).expect("an init"))
            .and_then(|fill| fill.operand(0).ok())
            .expect("checked: the max's init is a fill");
        let max = match &before {
            None => block_max,
            Some(before) => self.instantiate(
                &templates::row_max(&rows, rank, &element),
                &[before.max, block_max],
            )?,
        };
        let finite_max = self.instantiate(
            &templates::row_finite(&rows, rank, &element),
            &[max, lowest],
        )?;
        // The subtraction reads the running maximum.
        blocks.insert(
            key(attention.max.result(0).expect("a max").into()),
            finite_max,
        );
        self.copy_chain(&attention.max_path, &mut blocks, offset, &mut outside)?;
        let subtrahend = block_in(
            &blocks,
            attention.subtract.operand(1).expect("an operand"),
            attention.subtract,
        )?;
        let shifted = self.copy(attention.subtract, &[logits, subtrahend])?;
        let exponentials = self.copy(attention.exp, &[shifted])?;
        let summed = match attention.sum_cast {
            Some(cast) => self.copy(cast, &[exponentials])?,
            None => exponentials,
        };
        let block_sum = self.copy(attention.sum, &[summed])?;
        let mut probabilities = exponentials;
        for reshape in &attention.reshapes {
            probabilities = self.copy(*reshape, &[probabilities])?;
        }
        // The output is queries by the values' last dim, whole: no dim of
        // it is the keys' (a head dim as long as the sequence stays so).
        let block_output = self.copy_resized(
            attention.output,
            &[probabilities, values],
            usize::MAX,
            usize::MAX,
        )?;
        let Some(before) = before else {
            return Ok(Running {
                max,
                finite_max,
                sum: block_sum,
                output: block_output,
            });
        };
        let correction = self.instantiate(
            &templates::row_correction(&rows, rank, &element),
            &[before.finite_max, finite_max],
        )?;
        let sum_correction = self.rows_like(self.converted(correction, block_sum)?, block_sum)?;
        let sum_rows = block_sum.r#type().to_string();
        let sum = self.instantiate(
            &templates::row_update(&sum_rows, self.rank_of(block_sum), &self.element(block_sum)),
            &[before.sum, sum_correction, block_sum],
        )?;
        let output_correction = self.rows_as_output(correction)?;
        let output = self.instantiate(
            &templates::output_update(
                &block_output.r#type().to_string(),
                &output_correction.r#type().to_string(),
                self.rank_of(block_output),
                &element,
            ),
            &[before.output, output_correction, block_output],
        )?;
        Ok(Running {
            max,
            finite_max,
            sum,
            output,
        })
    }

    /// `operations` of the chain for one block, in order, each result's
    /// block recorded in `blocks`.
    pub(super) fn copy_chain(
        &self,
        operations: &[OperationRef<'c, 'a>],
        blocks: &mut FxHashMap<Key, Value<'c, 'a>>,
        offset: Value<'c, 'a>,
        outside: &mut FxHashMap<Key, Value<'c, 'a>>,
    ) -> Result<(), Failure<'c>> {
        for operation in operations {
            let result = match self.unmasked {
                Some(mask) if mask.select == *operation => block_in(
                    blocks,
                    operation.operand(mask.scores_input).expect("the scores"),
                    *operation,
                )?,
                _ => self.copy_chain_op(*operation, blocks, offset, outside)?,
            };
            blocks.insert(key(operation.result(0).expect("a result").into()), result);
        }
        Ok(())
    }

    /// A chain op for one block: its operands as `operand_kinds` says.
    pub(super) fn copy_chain_op(
        &self,
        operation: OperationRef<'c, 'a>,
        blocks: &FxHashMap<Key, Value<'c, 'a>>,
        offset: Value<'c, 'a>,
        cache: &mut FxHashMap<Key, Value<'c, 'a>>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let kinds = operand_kinds(operation, &self.chain, self.attention.length)
            .map_err(|reason| (operation.location(), reason))?;
        let mut inputs = Vec::new();
        for (index, kind) in kinds.iter().enumerate() {
            let value = operation.operand(index).expect("an operand");
            match kind {
                Operand::Chain => inputs.push(block_in(blocks, value, operation)?),
                Operand::Whole => inputs.push(value),
                Operand::Sequence => inputs.push(self.block_of(value, offset, cache)?),
                Operand::Init => {}
            }
        }
        self.copy(operation, &inputs)
    }

    /// Rows (the max's or the sum's layout) in the layout of `like`.
    fn rows_like(
        &self,
        rows: Value<'c, 'a>,
        like: Value<'c, 'a>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        if rows.r#type() == like.r#type() {
            return Ok(rows);
        }
        let unit = self.rows_with_unit(rows)?;
        if unit.r#type() == like.r#type() {
            return Ok(unit);
        }
        let text = templates::rows_without_unit(
            &unit.r#type().to_string(),
            &like.r#type().to_string(),
            self.rank_of(unit),
        );
        self.instantiate(&text, &[unit])
    }

    /// Rows with a unit last dim, as long as the logits' rank.
    pub(super) fn rows_with_unit(&self, rows: Value<'c, 'a>) -> Result<Value<'c, 'a>, Failure<'c>> {
        let rank = shape(self.attention.logits).len();
        if self.rank_of(rows) == rank {
            return Ok(rows);
        }
        let mut unit_shape = shape(rows);
        unit_shape.push(1);
        let unit_type = self.with_dims(rows.r#type(), &unit_shape);
        let text = templates::rows_with_unit(
            &rows.r#type().to_string(),
            &unit_type.to_string(),
            &unit_shape,
        );
        self.instantiate(&text, &[rows])
    }

    /// Rows reshaped as the probabilities are on their way to the output,
    /// with a unit last dim: `[b, s, 1]` against the output's `[b, s, d]`.
    fn rows_as_output(&self, rows: Value<'c, 'a>) -> Result<Value<'c, 'a>, Failure<'c>> {
        let mut value = self.rows_with_unit(rows)?;
        for reshape in &self.attention.reshapes {
            value = self.copy_resized(*reshape, &[value], self.attention.length, 1)?;
        }
        Ok(value)
    }
}

/// The block the ring computed of chain value `value`, which `reader`
/// reads.
pub(super) fn block_in<'c, 'a>(
    blocks: &FxHashMap<Key, Value<'c, 'a>>,
    value: Value<'c, 'a>,
    reader: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, Failure<'c>> {
    blocks.get(&key(value)).copied().ok_or_else(|| {
        (
            reader.location(),
            "internal error: spmd-ring-attention reads a value of the attention before computing its block".to_owned(),
        )
    })
}
