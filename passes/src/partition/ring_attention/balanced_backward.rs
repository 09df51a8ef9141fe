//! The backward's pass over zigzag blocks, skipping what the causal mask
//! hides, as the forward does (`balanced`): at step 0 the device's own
//! block whole, at each later step two quadrants (its later queries
//! against the block's earlier keys; then its earlier queries against
//! the earlier keys where the block is an earlier device's, else its
//! later queries against the later keys). Each quadrant recomputes its
//! probabilities, runs the backward's block ops on half the rows (their
//! per-row inputs cut to those rows) and half the keys, and adds its
//! `dQ` into those rows and its `dK` / `dV` shares into those keys of the
//! block they travel with. Where the mask is read again (the select's
//! gradient), a quadrant passes over it as the forward does.

use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::FxHashMap;
use spmd_dialect::ir::operation_name;

use super::{
    backward::{Backward, Role},
    backward_ring::{Computed, Held, result_key},
    causal::{CausalMask, uniform, zigzag_causal},
    forms::{inputs_of, payload, segments, shape},
    home_sums::home_sums,
    ring::{Ring, Rows, block_in},
    templates,
    travel::travel_plan,
};
use crate::pass::{Failure, operation_key};

/// Which half of a device's block a quadrant takes.
#[derive(Clone, Copy)]
pub(super) enum Half<'c, 'a> {
    Early,
    Late,
    /// The early half where the `i1` holds, else the late one.
    Chosen(Value<'c, 'a>),
}

/// Where a block's sums and shares go: a tile of keys from `start` of
/// the held block (its `dQ` added whole), or a quadrant's rows and keys
/// (a tile of them from `start` within the half).
#[derive(Clone, Copy)]
pub(super) enum Placement<'c, 'a> {
    Tile(usize),
    Quadrant(Half<'c, 'a>, Half<'c, 'a>, usize),
}

/// What the backward's pass adds up, by op id: the contractions over the
/// sequence (`dQ`) and the shares travelling with the blocks.
pub(super) struct Parts<'m, 'c, 'a> {
    pub sums: &'m mut FxHashMap<usize, Value<'c, 'a>>,
    pub carried: &'m mut FxHashMap<usize, Value<'c, 'a>>,
}

impl<'c, 'a> Ring<'c, 'a, '_> {
    /// The forward's causal mask, if the backward's pass may skip by it:
    /// no pieces gathered again, the row sums at home, and every value as
    /// long as the sequence its block ops read either the mask (under a
    /// select the quadrants pass over) or made from values along neither
    /// the queries nor the keys.
    pub(super) fn backward_mask(
        &self,
        backward: &Backward<'c, 'a>,
        no_pieces: bool,
    ) -> Option<CausalMask<'c, 'a>> {
        let attention = self.attention;
        let mask = zigzag_causal(attention)?;
        let sums_at_home = !backward.has(Role::RowSum) || home_sums(backward, attention).is_some();
        if !no_pieces || !self.skips_in_halves() || !sums_at_home {
            return None;
        }
        let per_block = backward
            .ops
            .iter()
            .filter(|(_, role)| matches!(role, Role::Block | Role::Contract));
        for (operation, _) in per_block {
            if passed_over(*operation, mask).is_some() {
                continue;
            }
            for index in 0..inputs_of(*operation) {
                let input = operation.operand(index).expect("an input");
                if shape(input).contains(&attention.length)
                    && !self.is_block_input(input, backward)
                    && !uniform(input, attention)
                {
                    return None;
                }
            }
        }
        Some(mask)
    }

    /// Whether `value` is one the pass computes per block (the forward's
    /// chain, the gathers, or a block op of the backward).
    fn is_block_input(&self, value: Value<'c, 'a>, backward: &Backward<'c, 'a>) -> bool {
        let Some(operation) = spmd_dialect::ir::producer(value) else {
            return false;
        };
        let id = operation_key(operation);
        self.chain.contains(&id)
            || [self.attention.key_gather, self.attention.value_gather]
                .iter()
                .chain(&self.attention.key_transpose)
                .any(|op| operation_key(*op) == id)
            || backward
                .ops
                .iter()
                .any(|(op, role)| operation_key(*op) == id && *role == Role::Block)
    }

    /// The backward's pass with the hidden quadrants skipped.
    pub(super) fn balanced_pass(
        &self,
        backward: &Backward<'c, 'a>,
        computed: &mut Computed<'c, 'a>,
        rows: &Rows<'c, 'a>,
        mask: CausalMask<'c, 'a>,
        parts: &mut Parts<'_, 'c, 'a>,
    ) -> Result<(), Failure<'c>> {
        let attention = self.attention;
        let devices = self.emitter.mesh.shape[attention.axis];
        let position = self.emitter.process_index(attention.axis);
        let plan = travel_plan(Held::home_blocks(attention), &[]);
        let [(value_source, value_replay), (key_source, key_replay)] = plan.homes;
        let mut held = Held::at_home(attention, [value_source, key_source]);
        let statistics = self.rows_of(rows);
        let key_dim = if attention.key_transpose.is_some() {
            1
        } else {
            2
        };
        let offset = self.block_offset(position, 0, devices);
        for start in (0..attention.block).step_by(self.tile) {
            let tile = self.keys_from(&held, key_dim, start, attention.block)?;
            let tile_offset = self.offset_by(offset, start);
            computed.blocks = self.forward_block(&tile, tile_offset, &statistics)?;
            self.block_ops(
                self,
                backward,
                computed,
                tile_offset,
                Placement::Tile(start),
                parts,
            )?;
        }
        for step in 1..devices {
            for value in parts.carried.values_mut() {
                *value = self.pass_on(*value);
            }
            held.key_source = self.pass_on(held.key_source);
            held.value_source = self.pass_on(held.value_source);
            held.keys = self.replay(held.key_source, &key_replay)?;
            held.values = self.replay(held.value_source, &value_replay)?;
            let offset = self.block_offset(position, step, devices);
            let after = self.earlier_block(position, step);
            for (rows_half, keys_half) in [
                (Half::Late, Half::Early),
                (Half::Chosen(after), Half::Chosen(after)),
            ] {
                let quadrant = Ring {
                    every_dim: true,
                    rows_half: Some(rows_half),
                    ..self.quadrant_ring(mask)
                };
                // The quadrant's half of the keys `self.tile` at a time.
                let tiled = Ring {
                    every_dim: true,
                    rows_half: Some(rows_half),
                    tile: self.quadrant_tile(),
                    ..self.quadrant_ring(mask)
                };
                let part = Held {
                    keys: quadrant.half_of(held.keys, key_dim, keys_half)?,
                    values: quadrant.half_of(held.values, 1, keys_half)?,
                    queries: quadrant.rows_in(held.queries)?,
                    ..held
                };
                let part_statistics = statistics
                    .iter()
                    .map(|(k, v)| Ok((*k, quadrant.rows_in(*v)?)))
                    .collect::<Result<Vec<_>, Failure<'c>>>()?;
                let half = attention.block / 2;
                for start in (0..half).step_by(tiled.tile) {
                    let tile = tiled.keys_from(&part, key_dim, start, half)?;
                    computed.blocks = tiled.forward_block(&tile, offset, &part_statistics)?;
                    self.block_ops(
                        &tiled,
                        backward,
                        computed,
                        offset,
                        Placement::Quadrant(rows_half, keys_half, start),
                        parts,
                    )?;
                }
            }
        }
        Ok(())
    }

    /// The backward's block ops for the held block (`copies`: the ring
    /// copying them, a quadrant's or the whole block's), their sums and
    /// shares added in where `placement` says.
    pub(super) fn block_ops(
        &self,
        copies: &Ring<'c, 'a, '_>,
        backward: &Backward<'c, 'a>,
        computed: &mut Computed<'c, 'a>,
        offset: Value<'c, 'a>,
        placement: Placement<'c, 'a>,
        parts: &mut Parts<'_, 'c, 'a>,
    ) -> Result<(), Failure<'c>> {
        for (operation, role) in &backward.ops {
            let id = operation_key(*operation);
            match role {
                Role::Block => {
                    let block = copies.backward_copy(*operation, computed, offset)?;
                    computed.blocks.insert(result_key(*operation), block);
                }
                Role::Contract => {
                    let block = copies.backward_copy(*operation, computed, offset)?;
                    match placement {
                        Placement::Tile(_) => self.add_into(parts.sums, id, block)?,
                        Placement::Quadrant(rows, _, _) => {
                            let total = self.add_at(parts.sums[&id], block, rows, 0)?;
                            parts.sums.insert(id, total);
                        }
                    }
                }
                Role::Travel { dim } => {
                    let share = block_in(
                        &computed.blocks,
                        operation.operand(0).expect("an operand"),
                        *operation,
                    )?;
                    match placement {
                        Placement::Tile(start) => {
                            self.add_share(parts.carried, id, share, *dim, start)?
                        }
                        Placement::Quadrant(_, keys, start) => {
                            let total = self.add_at(parts.carried[&id], share, keys, start)?;
                            parts.carried.insert(id, total);
                        }
                    }
                }
                Role::RowSum | Role::PerRow | Role::Gather => {}
            }
        }
        Ok(())
    }

    /// `value`'s half along `dim` (half a device's block long).
    pub(super) fn half_of(
        &self,
        value: Value<'c, 'a>,
        dim: usize,
        half: Half<'c, 'a>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let late = self.attention.block / 2;
        Ok(match half {
            Half::Early => self.part_of(value, dim, 0, late)?,
            Half::Late => self.part_of(value, dim, late, late)?,
            Half::Chosen(early) => {
                let first = self.part_of(value, dim, 0, late)?;
                let second = self.part_of(value, dim, late, late)?;
                self.emitter
                    .build("arith.select", &[early, first, second], first.r#type(), &[])
            }
        })
    }

    /// A per-row value cut to the quadrant's rows (as it is outside a
    /// quadrant, or without a dim as long as a device's block).
    pub(super) fn rows_in(&self, value: Value<'c, 'a>) -> Result<Value<'c, 'a>, Failure<'c>> {
        let Some(half) = self.rows_half else {
            return Ok(value);
        };
        match shape(value).iter().position(|d| *d == self.attention.block) {
            Some(dim) => self.half_of(value, dim, half),
            None => Ok(value),
        }
    }

    /// `held` with its keys and values cut to `self.tile` of them from
    /// `start` (all of them where the tile is their `length`).
    fn keys_from(
        &self,
        held: &Held<'c, 'a>,
        key_dim: usize,
        start: usize,
        length: usize,
    ) -> Result<Held<'c, 'a>, Failure<'c>> {
        if self.tile == length {
            return Ok(Held { ..*held });
        }
        Ok(Held {
            keys: self.tile_of(held.keys, key_dim, start)?,
            values: self.tile_of(held.values, 1, start)?,
            ..*held
        })
    }

    /// `total` with `part` added into its `half` along the dim where
    /// they differ, from `within` that half.
    fn add_at(
        &self,
        total: Value<'c, 'a>,
        part: Value<'c, 'a>,
        half: Half<'c, 'a>,
        within: usize,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let (whole, piece) = (shape(total), shape(part));
        let dim = (0..whole.len())
            .find(|&d| whole[d] != piece[d])
            .expect("a quadrant's part is half of its total");
        let element = self.element(part);
        let add = |start: usize| {
            let text = templates::add_into_slice(
                &total.r#type().to_string(),
                &part.r#type().to_string(),
                &piece,
                dim,
                start,
                &element,
            );
            self.instantiate(&text, &[total, part])
        };
        let late = self.attention.block / 2;
        Ok(match half {
            Half::Early => add(within)?,
            Half::Late => add(late + within)?,
            Half::Chosen(early) => {
                let (first, second) = (add(within)?, add(late + within)?);
                self.emitter
                    .build("arith.select", &[early, first, second], total.r#type(), &[])
            }
        })
    }
}

/// Where `operation` selects by the forward's causal mask (the select's
/// gradient), the input it keeps: a quadrant hides nothing, so it is that
/// input.
pub(super) fn passed_over(operation: OperationRef, mask: CausalMask) -> Option<usize> {
    let condition = mask
        .select
        .operand(1 - mask.scores_input)
        .expect("a condition");
    if operation_name(operation) != "linalg.generic" || segments(operation) != Some((2, 1)) {
        return None;
    }
    let at = (0..2).find(|&i| operation.operand(i).ok() == Some(condition))?;
    let [select, done] = payload(operation)[..] else {
        return None;
    };
    let body = operation.region(0).ok()?.first_block()?;
    let argument = |i: usize| body.argument(i).ok().map(Value::from);
    let kept = 1 - at;
    (operation_name(select) == "arith.select"
        && select.operand(0).ok() == argument(at)
        && select.operand(1).ok() == argument(kept)
        && done.operand(0).ok() == select.result(0).ok().map(Value::from))
    .then_some(kept)
}
