//! Windows across pieces (see `spmd_dialect::rules::Halo`): a
//! `tensor.pad` split on a padded dim pads each device's piece with its
//! neighbours' edge rows (a `shard.shift` one device forward and one back;
//! the pad's value at the mesh's ends), so that each window reader of the
//! pad finds its window in the device's piece. A window reader whose
//! operand is no such piece takes its window from the operand gathered on
//! that axis (a slice at the device's offset), and a halo'd piece read in
//! any other sharding is rebuilt from the pad's source.
//!
//! Reads: the pad's and the readers' rules and splits. Writes: the
//! exchange before the pad and the pad's local padding and type; window
//! slices before a reader; a whole pad before a reader of another
//! sharding.

use melior::ir::{
    Attribute, BlockLike, BlockRef, RegionLike, Type, Value, ValueLike,
    attribute::DenseI64ArrayAttribute,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use spmd_dialect::{
    Placement, Sharding,
    ir::{Positional, constant_scalar, erase, has_uses, is_zero},
    read,
    rules::{HaloSplit, Rule, Slot, Split},
    types::static_tensor,
};

use super::{emit::Emitter, values::Partitioner};
use crate::pass::{Failure, key};
use spmd_dialect::redistribution::Axes;

/// A pad's result whose piece is each device's window (its source piece
/// and the halo), and how to rebuild the whole pad.
#[derive(Clone)]
pub(super) struct Window<'c, 'a> {
    pad: OperationRef<'c, 'a>,
    /// The pad's source, as a value of the function (before partitioning).
    source: Value<'c, 'a>,
    /// The pad's own `static_low` and `static_high`.
    low: Attribute<'c>,
    high: Attribute<'c>,
    /// The `(dim, mesh axis)`s whose halos the piece holds.
    exchanged: Vec<(usize, usize)>,
    /// The ops exchanging the halos.
    exchange: Vec<OperationRef<'c, 'a>>,
}

/// The ops that made `halod` from `piece`: every producer reached from it
/// through operands, short of `piece`.
fn exchange_operations<'c, 'a>(
    halod: Value<'c, 'a>,
    piece: Option<Value<'c, 'a>>,
) -> Vec<OperationRef<'c, 'a>> {
    let stop = piece.map(key);
    let mut found: Vec<OperationRef> = Vec::new();
    let mut pending = vec![halod];
    while let Some(value) = pending.pop() {
        if Some(key(value)) == stop {
            continue;
        }
        let Some(operation) = spmd_dialect::ir::producer(value) else {
            continue;
        };
        if found
            .iter()
            .any(|f| f.to_raw().ptr == operation.to_raw().ptr)
        {
            continue;
        }
        pending.extend(operation.operands());
        found.push(operation);
    }
    found
}

impl<'c, 'a> Partitioner<'c, 'a> {
    /// Pads `pad`'s piece (already its source's local piece) with the
    /// halos of the padded dims its split divides: its result becomes
    /// each device's window. `source` is the pad's source before
    /// partitioning.
    pub(super) fn exchange_halos(
        &mut self,
        pad: OperationRef<'c, 'a>,
        rule: &Rule,
        split: &Split,
        source: Value<'c, 'a>,
    ) -> Result<(), Failure<'c>> {
        let halos = rule.halo_splits(split, Slot::Result(0));
        if halos.is_empty() {
            return Ok(());
        }
        let at = pad.location();
        let malformed = |what: &str| (at, format!("a halo'd tensor.pad {what}"));
        let attribute = |name: &str| pad.attribute(name).map_err(|_| malformed("has no padding"));
        let (own_low, own_high) = (attribute("static_low")?, attribute("static_high")?);
        let mut low =
            read::i64_array(pad, "static_low").map_err(|_| malformed("has no padding"))?;
        let mut high =
            read::i64_array(pad, "static_high").map_err(|_| malformed("has no padding"))?;
        let value = pad
            .region(0)
            .ok()
            .and_then(|region| region.first_block())
            .and_then(|block| block.terminator())
            .and_then(|terminator| terminator.operand_at(0))
            .and_then(constant_scalar)
            .ok_or_else(|| malformed("must yield a constant"))?;
        let mut piece: Value = pad.operand(0).map_err(|e| (at, e.to_string()))?;
        let (mut shape, element) =
            static_tensor(piece.r#type()).ok_or_else(|| malformed("needs a static source"))?;
        let emitter = self.emitter(pad);
        for &HaloSplit {
            dim, axis, halo, ..
        } in &halos
        {
            let rows = shape[dim];
            let mut parts = Vec::new();
            if halo.low > 0 {
                let edge = emitter.slice(piece, &shape, element, dim, rows - halo.low, halo.low);
                parts.push(emitter.shift_in(edge, axis, 1, value));
            }
            parts.push(piece);
            if halo.high > 0 {
                let edge = emitter.slice(piece, &shape, element, dim, 0, halo.high);
                parts.push(emitter.shift_in(edge, axis, -1, value));
            }
            shape[dim] = rows + halo.low + halo.high;
            piece = emitter.concat(&parts, dim, emitter.tensor_type(&shape, element));
            low[dim] = 0;
            high[dim] = 0;
        }
        let padded: Vec<usize> = (0..shape.len())
            .map(|d| shape[d] + low[d] as usize + high[d] as usize)
            .collect();
        let exchange = exchange_operations(piece, pad.operand(0).ok());
        let mut pad_mut = unsafe { OperationRefMut::from_raw(pad.to_raw()) };
        pad_mut.set_operand(0, piece);
        pad_mut.set_attribute(
            "static_low",
            DenseI64ArrayAttribute::new(self.context, &low).into(),
        );
        pad_mut.set_attribute(
            "static_high",
            DenseI64ArrayAttribute::new(self.context, &high).into(),
        );
        let result = pad.result(0).expect("a pad has a result");
        result.set_type(emitter.tensor_type(&padded, element));
        self.windows.insert(
            key(result.into()),
            Window {
                pad,
                source,
                low: own_low,
                high: own_high,
                exchanged: halos.iter().map(|h| (h.dim, h.axis)).collect(),
                exchange,
            },
        );
        Ok(())
    }

    /// Erases the halo'd pads nothing reads any more (every reader took
    /// the pad rebuilt whole) with their exchanges.
    pub(super) fn remove_unread_windows(&mut self) {
        for (_, window) in self.windows.drain() {
            if has_uses(window.pad.result(0).expect("a pad has a result")) {
                continue;
            }
            erase(window.pad);
            // Users first: erase what nothing reads until all are gone.
            let mut left = window.exchange;
            while !left.is_empty() {
                let before = left.len();
                left.retain(|operation| {
                    let read = operation.results().any(has_uses);
                    if !read {
                        erase(*operation);
                    }
                    read
                });
                if left.len() == before {
                    break;
                }
            }
        }
    }

    /// For each operand of `operation` read through a halo'd window under
    /// `split`: kept where it is a pad's matching window (see
    /// [`Partitioner::exchange_halos`]); else its window is sliced from
    /// it gathered on the window's axes, set as the operand, and its
    /// `required` entry cleared.
    pub(super) fn take_windows(
        &mut self,
        operation: OperationRef<'c, 'a>,
        rule: &Rule,
        split: &Split,
        inputs: &[Value<'c, 'a>],
        required: &mut [Option<Sharding>],
    ) -> Result<(), Failure<'c>> {
        for (index, input) in inputs.iter().enumerate() {
            let Some(target) = required[index].clone() else {
                continue;
            };
            let halos = rule.halo_splits(split, Slot::Operand(index));
            if halos.is_empty() {
                continue;
            }
            let exchanged: Vec<(usize, usize)> = halos.iter().map(|h| (h.dim, h.axis)).collect();
            let is_window = self
                .windows
                .get(&key(*input))
                .is_some_and(|window| window.exchanged == exchanged)
                && self.values[&key(*input)].sharding == target;
            if is_window {
                continue;
            }
            let mut gathered = target.clone();
            for split in &halos {
                gathered.placements[split.axis] = Placement::Replicate;
            }
            let mut piece = self.reshard(*input, &gathered, operation)?;
            let (mut shape, element) = static_tensor(piece.r#type()).expect("a tensor operand");
            let emitter = self.emitter(operation);
            for HaloSplit {
                dim,
                axis,
                factor,
                halo,
            } in halos
            {
                let rows =
                    rule.factor_size(factor).unwrap_or(0) / self.mesh.shape[axis] * halo.unit;
                let offset = emitter.scaled_position(axis, rows);
                shape[dim] = rows + halo.low + halo.high;
                piece =
                    emitter.dynamic_slice(piece, offset, dim, emitter.tensor_type(&shape, element));
            }
            let mut operation_mut = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
            operation_mut.set_operand(index, piece);
            required[index] = None;
        }
        Ok(())
    }

    /// `value`, a pad's halo'd window, in `target`: the pad rebuilt whole
    /// from its source and split as `target` says; `None` if `value` is no
    /// window.
    pub(super) fn rebuild_window(
        &mut self,
        value: Value<'c, 'a>,
        target: &Sharding,
        before: OperationRef<'c, 'a>,
    ) -> Result<Option<Value<'c, 'a>>, Failure<'c>> {
        let Some(window) = self.windows.get(&key(value)).cloned() else {
            return Ok(None);
        };
        let replicated = self.replicated.clone();
        let source = self.reshard(window.source, &replicated, before)?;
        let local = self.values[&key(value)].clone();
        let emitter = self.emitter(before);
        let whole = emitter.copy_of(window.pad, &[(0, source)], self.global_type(&local));
        let copy = spmd_dialect::ir::producer(whole).expect("a copied pad");
        let mut copy_mut = unsafe { OperationRefMut::from_raw(copy.to_raw()) };
        copy_mut.set_attribute("static_low", window.low);
        copy_mut.set_attribute("static_high", window.high);
        emitter
            .redistribute(whole, local.element, &local.global, &replicated, target)
            .map(Some)
            .map_err(spmd_dialect::located(before.location()))
    }
}

impl<'c, 'a> Emitter<'c, 'a, '_> {
    /// `result`'s rows of `value` along `dim` from the dynamic `offset`.
    fn dynamic_slice(
        &self,
        value: Value<'c, 'a>,
        offset: Value<'c, 'a>,
        dim: usize,
        result: Type<'c>,
    ) -> Value<'c, 'a> {
        let sizes = read::static_shape(result).expect("a static tensor type");
        let mut offsets = vec![0; sizes.len()];
        offsets[dim] = i64::MIN;
        self.build(
            "tensor.extract_slice",
            &[value, offset],
            result,
            &self.slice_attributes_at(&offsets, &sizes, "array<i32: 1, 1, 0, 0>"),
        )
    }

    /// `parts` concatenated along `dim` into `result`.
    fn concat(&self, parts: &[Value<'c, 'a>], dim: usize, result: Type<'c>) -> Value<'c, 'a> {
        if let [only] = parts {
            return *only;
        }
        self.build(
            "tensor.concat",
            parts,
            result,
            &[("dim", self.attribute(&format!("{dim} : i64")))],
        )
    }

    /// The `edge` of the device `offset` places before this one along mesh
    /// `axis` (`shard.shift`); at the mesh's end, where no device is,
    /// `value` everywhere.
    fn shift_in(
        &self,
        edge: Value<'c, 'a>,
        axis: usize,
        offset: i64,
        value: Attribute<'c>,
    ) -> Value<'c, 'a> {
        let edge_type = edge.r#type();
        let shifted = self.collective(
            "shift",
            edge,
            Axes::single(axis),
            edge_type,
            &[
                ("shift_axis", self.index(axis)),
                ("offset", self.attribute(&format!("{offset} : i64"))),
            ],
        );
        // The shift leaves zeros where nothing arrives.
        if is_zero(value) {
            return shifted;
        }
        let end = if offset > 0 {
            0
        } else {
            self.mesh.shape[axis] - 1
        };
        let at_end = self.position_is(axis, end);
        let filled = self.splat_of(edge_type, value);
        self.build("arith.select", &[at_end, filled, shifted], edge_type, &[])
    }

    /// A copy of `operation` (regions included), inserted here.
    pub(crate) fn clone_operation(&self, operation: OperationRef<'c, 'a>) -> OperationRef<'c, 'a> {
        let copy = unsafe {
            melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(operation.to_raw()))
        };
        let block: BlockRef<'c, 'a> = self.block;
        block.insert_operation_before(self.before, copy)
    }
}
