//! The values of the per-device program being built: each tensor value's
//! local piece and sharding, and how to have it in another sharding
//! (redistributed by collectives, or, for a value made from nothing
//! sharded, rebuilt at the local shape each user needs).
//!
//! Reads: the values already partitioned. Writes: reshards (collectives or
//! rebuilt free values) before the op that needs them; at the end, erases
//! the annotations and free ops nothing uses any more.

use melior::{
    Context,
    ir::{
        Attribute, BlockLike, BlockRef, Type, Value, ValueLike,
        operation::{OperationLike, OperationRef},
        r#type::RankedTensorType,
    },
};
use rustc_hash::FxHashMap;
use spmd_dialect::{
    ANNOTATE_OP, Mesh, Placement, Sharding,
    ir::{erase, has_uses, is_zero},
    layout::local_shape,
    types::static_tensor,
};

use super::{
    emit::Emitter, halo::Window, local_statistics::LocalStatistics, transposes::Transpose,
};
use crate::pass::{Failure, Key, key};

/// A tensor value of the per-device program: its local piece, how the
/// global value is laid out over the mesh, and how to get other layouts.
#[derive(Clone)]
pub(super) struct Local<'c, 'a> {
    pub(super) value: Value<'c, 'a>,
    pub(super) sharding: Sharding,
    pub(super) global: Vec<usize>,
    pub(super) element: Type<'c>,
    pub(super) origin: Origin<'c, 'a>,
}

/// How a value is had in another sharding.
#[derive(Clone, Copy)]
pub(super) enum Origin<'c, 'a> {
    /// Redistributed by the planner's collectives.
    Computed,
    /// `tensor.empty`: a new empty tensor of the local shape.
    Empty,
    /// A splat constant of this element: a new splat of the local shape.
    Splat(Attribute<'c>),
    /// A `linalg.fill` of a constant: filled anew at the local shape.
    Fill {
        fill: OperationRef<'c, 'a>,
        /// The fill value, where a constant.
        scalar: Option<Attribute<'c>>,
    },
}

/// The rewriting state of one function.
pub(super) struct Partitioner<'c, 'a> {
    pub(super) context: &'c Context,
    pub(super) block: BlockRef<'c, 'a>,
    pub(super) mesh: Mesh,
    pub(super) replicated: Sharding,
    /// Every tensor value of the function, by its original value.
    pub(super) values: FxHashMap<Key, Local<'c, 'a>>,
    /// Resharded values already emitted, by (original value, placements,
    /// the block they were emitted in: a reshard inside a loop body is
    /// not visible after it).
    pub(super) reshards: FxHashMap<(Key, Vec<Placement>, usize), Value<'c, 'a>>,
    /// Annotations, replaced by their reshards.
    pub(super) annotations: Vec<OperationRef<'c, 'a>>,
    /// `tensor.empty` and constants, rebuilt locally where used.
    pub(super) free: Vec<OperationRef<'c, 'a>>,
    /// Pads whose pieces are halo'd windows, by their result.
    pub(super) windows: FxHashMap<Key, Window<'c, 'a>>,
    /// Batch statistics kept per rank, where the function asks for them.
    pub(super) local_statistics: Option<LocalStatistics>,
    /// Transposes of values other ops read too, by their result.
    pub(super) transposes: FxHashMap<Key, Transpose<'c, 'a>>,
}

impl<'c, 'a> Partitioner<'c, 'a> {
    pub(super) fn local_type(
        &self,
        global: &[usize],
        sharding: &Sharding,
        element: Type<'c>,
    ) -> Type<'c> {
        let shape: Vec<u64> = local_shape(global, sharding, &self.mesh.shape)
            .iter()
            .map(|&d| d as u64)
            .collect();
        RankedTensorType::new(&shape, element, None).into()
    }

    pub(super) fn global_type(&self, local: &Local<'c, 'a>) -> Type<'c> {
        let shape: Vec<u64> = local.global.iter().map(|&d| d as u64).collect();
        RankedTensorType::new(&shape, local.element, None).into()
    }

    pub(super) fn emitter(&self, before: OperationRef<'c, 'a>) -> Emitter<'c, 'a, '_> {
        Emitter {
            context: self.context,
            block: before
                .block()
                .expect("ops being partitioned are in a block"),
            before,
            location: before.location(),
            mesh: &self.mesh,
        }
    }

    /// `value`'s local piece in `target`, emitted before `before` (once per
    /// value and target).
    pub(super) fn reshard(
        &mut self,
        value: Value<'c, 'a>,
        target: &Sharding,
        before: OperationRef<'c, 'a>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let at = before.location();
        let local = self.values.get(&key(value)).cloned().ok_or_else(|| {
            (
                at,
                "an operand is not a tensor value of this function".to_owned(),
            )
        })?;
        if local.sharding == *target {
            return Ok(local.value);
        }
        let block = before.block().map_or(0, |b| b.to_raw().ptr as usize);
        let cache_key = (key(value), target.placements.clone(), block);
        // A reshard emitted earlier in this block or an enclosing one
        // dominates `before`.
        let mut scope = Some(before);
        while let Some(op) = scope {
            let block = op.block().map_or(0, |b| b.to_raw().ptr as usize);
            if let Some(&done) = self
                .reshards
                .get(&(key(value), target.placements.clone(), block))
            {
                return Ok(done);
            }
            scope = op.block().and_then(|b| b.parent_operation());
        }
        self.check_not_split_varying(local.value, target, at)?;
        if let Some(rebuilt) = self.rebuild_window(value, target, before)? {
            self.reshards.insert(cache_key, rebuilt);
            return Ok(rebuilt);
        }
        if let Some(moved) = self.reshard_through_transpose(value, target, before)? {
            if self.is_varying(local.value) && self.stays_varying(target) {
                self.mark_varying(moved);
            }
            self.reshards.insert(cache_key, moved);
            return Ok(moved);
        }
        let emitter = self.emitter(before);
        let resharded = match local.origin {
            Origin::Empty => {
                Ok(emitter.empty(self.local_type(&local.global, target, local.element)))
            }
            Origin::Fill { fill, scalar } => {
                // Zeros are a Partial of any reduction as they are.
                let whole = if scalar.is_some_and(is_zero) {
                    target.clone()
                } else {
                    target.without_partial()
                };
                let filled =
                    emitter.fill_like(fill, self.local_type(&local.global, &whole, local.element));
                emitter.redistribute(filled, local.element, &local.global, &whole, target)
            }
            Origin::Splat(element) if is_zero(element) => {
                // Zeros are a Partial of any reduction as they are.
                Ok(emitter.splat_of(
                    self.local_type(&local.global, target, local.element),
                    element,
                ))
            }
            Origin::Splat(element) => {
                // A splat in any sharding without Partial; then made Partial locally.
                let whole = target.without_partial();
                let splat = emitter.splat_of(
                    self.local_type(&local.global, &whole, local.element),
                    element,
                );
                emitter.redistribute(splat, local.element, &local.global, &whole, target)
            }
            Origin::Computed => emitter.redistribute(
                local.value,
                local.element,
                &local.global,
                &local.sharding,
                target,
            ),
        }
        .map_err(spmd_dialect::located(at))?;
        if self.is_varying(local.value) && self.stays_varying(target) {
            self.mark_varying(resharded);
        }
        self.reshards.insert(cache_key, resharded);
        Ok(resharded)
    }

    /// `tensor.empty` or a constant: kept whole (replicated) and rebuilt, or
    /// sliced, where a user needs another sharding.
    pub(super) fn free_value(
        &mut self,
        operation: OperationRef<'c, 'a>,
        origin: Origin<'c, 'a>,
    ) -> Result<(), Failure<'c>> {
        let at = operation.location();
        let result: Value = operation.result(0).expect("a result").into();
        let (global, element) = static_tensor(result.r#type())
            .ok_or_else(|| (at, "must have a static tensor type".to_owned()))?;
        self.values.insert(
            key(result),
            Local {
                value: result,
                sharding: self.replicated.clone(),
                global,
                element,
                origin,
            },
        );
        self.free.push(operation);
        Ok(())
    }

    /// Erases the annotations, the free ops, the halo'd pads and the
    /// transposes nothing uses any more.
    pub(super) fn remove_replaced(&mut self) -> Result<(), Failure<'c>> {
        self.remove_unread_windows();
        self.remove_unread_transposes();
        for operation in self
            .annotations
            .drain(..)
            .rev()
            .chain(self.free.drain(..).rev())
        {
            let used = has_uses(operation.result(0).expect("a result"));
            if used && operation.name().as_string_ref().as_str() == Ok(ANNOTATE_OP) {
                return Err((
                    operation.location(),
                    "annotation still used after partitioning".to_owned(),
                ));
            }
            if !used {
                erase(operation);
            }
        }
        Ok(())
    }
}
