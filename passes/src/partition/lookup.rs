//! Lookups in a split captured table: each `tensor.extract` of a table an
//! op's payload captures reads this device's piece of it.
//!
//! A dim split with a loop of the op (the table and the results split
//! together) is indexed locally: the global index less the piece's offset.
//! A dim looked up by data (the rule's lookup factor, vocab-parallel) is
//! masked: an id outside this device's piece reads element 0 and yields
//! zero, so the results are the `Partial(sum)` the rule says; an id
//! outside the whole table stops the program (`cf.assert`), as the
//! unsplit lookup would, instead of summing to zero.
//!
//! Reads: the op's rule, split and the tables' shardings. Writes: index
//! arithmetic, masks and assertions in the op's payload.

use melior::ir::{
    Attribute, BlockLike, Type, Value, ValueLike,
    attribute::{FloatAttribute, IntegerAttribute, StringAttribute},
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    r#type::{IntegerType, TypeLike},
};
use spmd_dialect::{
    Placement, Sharding,
    ir::{ValueKey, nested_operations, operation_name, replace_uses_except},
    rules::{Rule, Slot},
    source_position,
};

use super::{emit::Emitter, values::Partitioner};
use crate::pass::{Failure, key};

/// `arith.cmpi` predicates.
const SLT: i64 = 2;
const SGE: i64 = 5;

impl<'c, 'a> Partitioner<'c, 'a> {
    /// Rewrites the lookups of every captured table of `operation` (its
    /// rule's slots from `rule.own_operands()` on, `inputs` in that order)
    /// for the pieces in `required`.
    pub(super) fn localise_lookups(
        &self,
        operation: OperationRef<'c, 'a>,
        rule: &Rule,
        inputs: &[Value<'c, 'a>],
        required: &[Option<Sharding>],
    ) -> Result<(), Failure<'c>> {
        for slot in rule.own_operands()..inputs.len() {
            let (Some(target), Some(table)) =
                (&required[slot], self.values.get(&key(inputs[slot])))
            else {
                continue;
            };
            let split: Vec<(usize, Vec<usize>)> = (0..table.global.len())
                .map(|dim| {
                    let axes = (0..target.placements.len())
                        .filter(|&axis| target.placements[axis] == Placement::Shard(dim))
                        .collect::<Vec<_>>();
                    (dim, axes)
                })
                .filter(|(_, axes)| !axes.is_empty())
                .collect();
            if split.is_empty() {
                continue;
            }
            let lookups: Vec<OperationRef> = nested_operations(operation)
                .into_iter()
                .filter(|op| {
                    operation_name(*op) == "tensor.extract"
                        && op
                            .operand(0)
                            .is_ok_and(|v| ValueKey::of(v) == key(inputs[slot]))
                })
                .collect();
            let pieces: Vec<(usize, Vec<usize>, usize)> = split
                .iter()
                .map(|(dim, axes)| (*dim, axes.clone(), table.global[*dim]))
                .collect();
            for lookup in lookups {
                self.localise_lookup(operation, lookup, rule, slot, &pieces)?;
            }
        }
        Ok(())
    }

    /// One lookup: `pieces` are the table's split dims (dim, axes, global
    /// size).
    fn localise_lookup(
        &self,
        operation: OperationRef<'c, 'a>,
        lookup: OperationRef<'c, 'a>,
        rule: &Rule,
        slot: usize,
        pieces: &[(usize, Vec<usize>, usize)],
    ) -> Result<(), Failure<'c>> {
        let at = lookup.location();
        let payload = lookup
            .block()
            .ok_or_else(|| (at, "a lookup outside a block".to_owned()))?;
        let inside = Emitter {
            context: self.context,
            block: payload,
            before: lookup,
            location: at,
            mesh: &self.mesh,
        };
        let index_type = Type::index(self.context);
        let bool_type: Type = IntegerType::new(self.context, 1).into();
        let predicate =
            |p: i64| IntegerAttribute::new(IntegerType::new(self.context, 64).into(), p).into();
        let mut inside_piece: Option<Value> = None;
        for (dim, axes, size) in pieces {
            // The piece's offset is the same for every point: computed once,
            // before the op.
            let offset = self.emitter(operation).piece_offset(axes, *size);
            let length = axes.iter().fold(*size, |length, &axis| {
                length.div_ceil(self.mesh.shape[axis])
            });
            let index = lookup.operand(dim + 1).map_err(|e| (at, e.to_string()))?;
            let local = inside.build("arith.subi", &[index, offset], index_type, &[]);
            let looked_up = rule
                .factor_of_dim(Slot::Operand(slot), *dim)
                .is_some_and(|f| rule.is_lookup(f));
            let local = if looked_up {
                let zero = inside.build(
                    "arith.constant",
                    &[],
                    index_type,
                    &[("value", inside.index(0))],
                );
                let global_size = inside.build(
                    "arith.constant",
                    &[],
                    index_type,
                    &[("value", inside.index(*size))],
                );
                let piece_length = inside.build(
                    "arith.constant",
                    &[],
                    index_type,
                    &[("value", inside.index(length))],
                );
                let in_table = [
                    inside.build(
                        "arith.cmpi",
                        &[index, zero],
                        bool_type,
                        &[("predicate", predicate(SGE))],
                    ),
                    inside.build(
                        "arith.cmpi",
                        &[index, global_size],
                        bool_type,
                        &[("predicate", predicate(SLT))],
                    ),
                ];
                let in_table = inside.build("arith.andi", &in_table, bool_type, &[]);
                let message = format!(
                    "index out of range in the lookup at {} (dim {dim} of a table of {size})",
                    source_position(at)
                );
                let assertion = melior::ir::operation::OperationBuilder::new("cf.assert", at)
                    .add_operands(&[in_table])
                    .add_attributes(&[(
                        melior::ir::Identifier::new(self.context, "msg"),
                        StringAttribute::new(self.context, &message).into(),
                    )])
                    .build()
                    .map_err(|e| (at, e.to_string()))?;
                payload.insert_operation_before(lookup, assertion);
                let here = [
                    inside.build(
                        "arith.cmpi",
                        &[local, zero],
                        bool_type,
                        &[("predicate", predicate(SGE))],
                    ),
                    inside.build(
                        "arith.cmpi",
                        &[local, piece_length],
                        bool_type,
                        &[("predicate", predicate(SLT))],
                    ),
                ];
                let here = inside.build("arith.andi", &here, bool_type, &[]);
                inside_piece = Some(match inside_piece {
                    Some(before) => inside.build("arith.andi", &[before, here], bool_type, &[]),
                    None => here,
                });
                inside.build("arith.select", &[here, local, zero], index_type, &[])
            } else {
                local
            };
            let mut lookup_mut = unsafe { OperationRefMut::from_raw(lookup.to_raw()) };
            lookup_mut.set_operand(dim + 1, local);
        }
        if let Some(inside_piece) = inside_piece {
            let found: Value = lookup.result(0).map_err(|e| (at, e.to_string()))?.into();
            let element = found.r#type();
            let zero: Attribute = if element.is_float() {
                FloatAttribute::new(self.context, element, 0.0).into()
            } else {
                IntegerAttribute::new(element, 0).into()
            };
            let after = lookup
                .next_in_block()
                .ok_or_else(|| (at, "a lookup at the end of its block".to_owned()))?;
            let behind = Emitter {
                before: after,
                ..inside
            };
            let zero = behind.build("arith.constant", &[], element, &[("value", zero)]);
            let chosen = behind.build("arith.select", &[inside_piece, found, zero], element, &[]);
            let select = spmd_dialect::ir::producer(chosen).expect("select was built");
            replace_uses_except(found, chosen, select);
        }
        Ok(())
    }
}
