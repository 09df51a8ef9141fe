//! The forward ring over zigzag blocks, skipping what a causal mask hides
//! (`causal` proves the mask and the order).
//!
//! Device `r` holds chunks `r` and `2N - 1 - r` of `2N`: its block's
//! halves. At step 0 it scores its own block whole, under the mask. At a
//! later step it holds device `j`'s block, and of the four quadrants
//! (its earlier or later queries against the block's earlier or later
//! keys) exactly two are not hidden, on every device alike: its later
//! queries against the block's earlier keys, always; then its earlier
//! queries against the earlier keys where `j < r`, else its later
//! queries against the later keys. The second is chosen by the device's
//! position (`arith.select`, no control flow), and its running row values
//! with it. So each step scores half a block, the same on every device:
//! `2N + 1` quadrants in all instead of `4N`.

use melior::ir::{Type, Value, ValueLike, operation::OperationLike};

use super::{
    balanced_backward::Half,
    causal::CausalMask,
    ring::{Ring, Rows, Running},
    travel::narrowest_source,
};
use crate::pass::{Failure, template::Template};

impl<'c, 'a> Ring<'c, 'a, '_> {
    /// The attention's output and its rows' final statistics, the hidden
    /// quadrants skipped.
    pub(super) fn emit_balanced(
        &self,
        mask: CausalMask<'c, 'a>,
    ) -> Result<(Value<'c, 'a>, Rows<'c, 'a>), Failure<'c>> {
        let attention = self.attention;
        let devices = self.emitter.mesh.shape[attention.axis];
        let half = attention.block / 2;
        let position = self.emitter.process_index(attention.axis);
        let queries = attention.scores.operand(0).expect("queries");
        let key_block = attention.key_gather.operand(0).expect("a key block");
        let mut keys = self.scored_keys(key_block)?;
        let mut values = attention.value_gather.operand(0).expect("a value block");
        let (mut key_source, key_replay) = narrowest_source(key_block);
        let (mut value_source, value_replay) = narrowest_source(values);
        let own = self.fold_tiles(
            queries,
            keys,
            values,
            self.block_offset(position, 0, devices),
            None,
        )?;
        let quadrant = self.quadrant_ring(mask);
        // Each quadrant's half of the keys `self.tile` keys at a time.
        let tiled = Ring {
            tile: self.quadrant_tile(),
            ..self.quadrant_ring(mask)
        };
        let [queries_early, queries_late] =
            [0, half].map(|start| quadrant.tile_of(queries, 1, start));
        let (queries_early, queries_late) = (queries_early?, queries_late?);
        let mut early = self.rows_half(&quadrant, own, 0)?;
        let mut late = self.rows_half(&quadrant, own, half)?;
        for step in 1..devices {
            key_source = self.pass_on(key_source);
            value_source = self.pass_on(value_source);
            keys = self.scored_keys(self.replay(key_source, &key_replay)?)?;
            values = self.replay(value_source, &value_replay)?;
            // Read only by operands along the sequence: the mask, passed over.
            let offset = self.block_offset(position, step, devices);
            let keys_early = quadrant.tile_of(keys, 2, 0)?;
            let keys_late = quadrant.tile_of(keys, 2, half)?;
            let values_early = quadrant.tile_of(values, 1, 0)?;
            let values_late = quadrant.tile_of(values, 1, half)?;
            late = tiled.fold_tiles(queries_late, keys_early, values_early, offset, Some(late))?;
            let after = self.earlier_block(position, step);
            let pick = |a: Value<'c, 'a>, b: Value<'c, 'a>| {
                self.emitter
                    .build("arith.select", &[after, a, b], a.r#type(), &[])
            };
            let before = Running {
                max: pick(early.max, late.max),
                finite_max: pick(early.finite_max, late.finite_max),
                sum: pick(early.sum, late.sum),
                output: pick(early.output, late.output),
            };
            let chosen = tiled.fold_tiles(
                pick(queries_early, queries_late),
                pick(keys_early, keys_late),
                pick(values_early, values_late),
                offset,
                Some(before),
            )?;
            let choose = |when: Running<'c, 'a>, otherwise: Running<'c, 'a>| Running {
                max: pick(when.max, otherwise.max),
                finite_max: pick(when.finite_max, otherwise.finite_max),
                sum: pick(when.sum, otherwise.sum),
                output: pick(when.output, otherwise.output),
            };
            (early, late) = (choose(chosen, early), choose(late, chosen));
        }
        let joined = Running {
            max: self.rows_joined(early.max, late.max)?,
            finite_max: self.rows_joined(early.finite_max, late.finite_max)?,
            sum: self.rows_joined(early.sum, late.sum)?,
            output: self.rows_joined(early.output, late.output)?,
        };
        self.finish(joined)
    }

    /// A ring computing quadrants (half a block's queries against half its
    /// keys) at this one's insertion point, passing over `mask`.
    pub(super) fn quadrant_ring(&self, mask: CausalMask<'c, 'a>) -> Ring<'c, 'a, '_> {
        let half = self.attention.block / 2;
        Ring {
            quadrant: Some(half),
            unmasked: Some(mask),
            ..Ring::new(
                self.context,
                self.attention,
                self.emitter.mesh,
                self.emitter.before,
                half,
            )
        }
    }

    /// Whether the block held at `step` is an earlier device's than this
    /// one (at `position`): `step <= position`, an `i1`.
    pub(super) fn earlier_block(&self, position: Value<'c, 'a>, step: usize) -> Value<'c, 'a> {
        let step_index = self.emitter.index_constant(step);
        self.emitter.build(
            "arith.cmpi",
            &[position, step_index],
            Type::parse(self.context, "i1").expect("i1 parses"),
            &[("predicate", self.emitter.attribute("9 : i64"))],
        )
    }

    /// The running values of the rows from `start`, half a block of them.
    fn rows_half(
        &self,
        quadrant: &Ring<'c, 'a, '_>,
        running: Running<'c, 'a>,
        start: usize,
    ) -> Result<Running<'c, 'a>, Failure<'c>> {
        let which = if start == 0 { Half::Early } else { Half::Late };
        let half = |value: Value<'c, 'a>| quadrant.half_of(value, self.row_dim(value)?, which);
        Ok(Running {
            max: half(running.max)?,
            finite_max: half(running.finite_max)?,
            sum: half(running.sum)?,
            output: half(running.output)?,
        })
    }

    /// The dim of `value` as long as a device's block: its query rows.
    fn row_dim(&self, value: Value<'c, 'a>) -> Result<usize, Failure<'c>> {
        let shape = super::forms::shape(value);
        let rows: Vec<usize> = (0..shape.len())
            .filter(|&d| shape[d] == self.attention.block)
            .collect();
        match rows[..] {
            [dim] => Ok(dim),
            _ => Err((
                self.at,
                "internal error: spmd-ring-attention finds no one row dim in a running value"
                    .to_owned(),
            )),
        }
    }

    /// The rows of `early` then `late`, joined along the row dim.
    fn rows_joined(
        &self,
        early: Value<'c, 'a>,
        late: Value<'c, 'a>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let half_shape = super::forms::shape(early);
        let half = self.attention.block / 2;
        let dim = (0..half_shape.len())
            .find(|&d| half_shape[d] == half)
            .expect("a half has its rows");
        let mut whole_shape = half_shape.clone();
        whole_shape[dim] = self.attention.block;
        let piece = early.r#type().to_string();
        let whole = self.with_dims(early.r#type(), &whole_shape).to_string();
        let text = format!(
            "func.func @rows(%a: {piece}, %b: {piece}) -> {whole} {{\n\
             %r = tensor.concat dim({dim}) %a, %b : ({piece}, {piece}) -> {whole}\n\
             return %r : {whole}\n}}"
        );
        let template = Template::parse(self.context, &text, "ring rows", self.at)?;
        Ok(template.instantiate(self.emitter.before, &[early, late], self.at)[0])
    }
}
