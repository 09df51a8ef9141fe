//! Gathers sliced again. Where a value gathered along a dim over some
//! mesh axes reaches an `all_slice` of the same dim over the same axes
//! through ops that compute that dim element by element (moves,
//! element-wise and parallel generics, a matmul's rows, reshapes that
//! keep the dim one of its own), the slice is computed from the pieces
//! instead: each of those ops again on local types, reading the gather's
//! input, and a local `all_slice` of anything else they read. The
//! gather, and the whole-dim ops, go once nothing else reads them. Bytes
//! sent: the gather's, less; work: the ops' over a piece instead of the
//! whole dim.
//!
//! The partition leaves this where a reader needs a piece of what an
//! earlier reader needed whole (FSDP's weight gradients through a
//! transpose: a matmul over the gathered tokens, sliced again), and the
//! ring (`ring_attention`) where the partition reduced `dK` / `dV` over
//! the sequence: the home blocks are gathered for readers that slice them
//! again (CP x TP). Both run this last.
//!
//! Reads: a partitioned function. Writes: the slices' readers reading the
//! local copies; the copies right after the ops they copy.

use melior::{
    Context,
    ir::{
        BlockLike, RegionLike, Type, Value, ValueLike,
        attribute::DenseI64ArrayAttribute,
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    },
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    Mesh,
    ir::{
        captured_tensors, erase, has_uses, integer_attribute, operation_name, producer,
        program_operations, replace_uses,
    },
    rules::{Rule, Slot, rule},
    types::static_tensor,
};

use super::emit::Emitter;
use crate::pass::{Failure, Key, key, operation_key};

/// How the local piece of one value along one dim is made.
enum Step<'c, 'a> {
    /// The input of a gather along the dim over the slice's axes.
    Gathered(Value<'c, 'a>),
    /// Its op again on local operands: per operand, the dim it is split
    /// along (`None`: read whole).
    Through(OperationRef<'c, 'a>, Vec<Option<usize>>),
    /// A new `tensor.empty` or fill of the local type.
    Created(OperationRef<'c, 'a>),
    /// A local `all_slice` of the value.
    Sliced,
}

/// One `all_slice` being moved onto pieces.
struct Slicing<'s, 'c, 'a> {
    context: &'c Context,
    slice: OperationRef<'c, 'a>,
    pieces: usize,
    mesh: &'s Mesh,
    reaches: FxHashMap<(Key, usize), bool>,
    locals: FxHashMap<(Key, usize), Value<'c, 'a>>,
}

/// Moves every `all_slice` of `function` that reaches a gather of its own
/// dim and axes onto the pieces; the number moved.
pub(crate) fn slice_through_gathers<'c>(
    function: OperationRef<'c, '_>,
) -> Result<usize, Failure<'c>> {
    let Some(body) = spmd_dialect::ir::first_block(function) else {
        return Ok(0);
    };
    let slices: Vec<OperationRef> = program_operations(body)
        .into_iter()
        .filter(|op| operation_name(*op) == "shard.all_slice")
        .collect();
    // `to_ref` borrows from the `ContextRef`: kept alive while in use.
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let mut moved = 0;
    for slice in slices {
        let Some((mesh, pieces)) = grid_pieces(function, slice) else {
            continue;
        };
        let (Some(dim), Some((whole, _)), Some((piece, _))) = (
            integer_attribute(slice, "slice_axis").map(|d| d as usize),
            static_tensor(slice.operand(0).expect("an operand").r#type()),
            static_tensor(slice.result(0).expect("a result").r#type()),
        ) else {
            continue;
        };
        // Even splits only (a padded piece is no block of the whole).
        if whole.get(dim) != piece.get(dim).map(|p| p * pieces).as_ref() {
            continue;
        }
        let mut slicing = Slicing {
            context,
            slice,
            pieces,
            mesh: &mesh,
            reaches: FxHashMap::default(),
            locals: FxHashMap::default(),
        };
        let value = slice.operand(0).expect("an operand");
        if !slicing.reaches_gather(value, dim) {
            continue;
        }
        let local = slicing.local(value, dim)?;
        replace_uses(slice.result(0).expect("a result"), local);
        let source = producer(value);
        erase(slice);
        if let Some(source) = source {
            erase_unread(source);
        }
        moved += 1;
    }
    Ok(moved)
}

/// The mesh a collective runs on and how many pieces its axes make.
fn grid_pieces(function: OperationRef, collective: OperationRef) -> Option<(Mesh, usize)> {
    let grid = collective.attribute("grid").ok()?.to_string();
    let mesh = Mesh::lookup(function, grid.trim_start_matches('@')).ok()?;
    let axes = collective.attribute("grid_axes").ok()?.to_string();
    let list = axes.strip_prefix("array<i16")?.strip_suffix('>')?;
    let mut pieces = 1;
    for axis in list
        .trim_start_matches(':')
        .split(',')
        .filter(|a| !a.trim().is_empty())
    {
        pieces *= mesh.shape.get(axis.trim().parse::<usize>().ok()?)?;
    }
    Some((mesh, pieces))
}

impl<'c, 'a> Slicing<'_, 'c, 'a> {
    /// How `value`'s piece along `dim` is made.
    fn step(&self, value: Value<'c, 'a>, dim: usize) -> Step<'c, 'a> {
        let Some(operation) = producer(value) else {
            return Step::Sliced;
        };
        let name = operation_name(operation);
        if name == "shard.all_gather" {
            let same_axes = ["grid", "grid_axes"]
                .iter()
                .all(|a| operation.attribute(a).ok() == self.slice.attribute(a).ok());
            let input = operation.operand(0).expect("an input");
            return if same_axes
                && integer_attribute(operation, "gather_axis") == Some(dim as i64)
                && Some(input.r#type()) == self.local_type(value, dim)
            {
                Step::Gathered(input)
            } else {
                Step::Sliced
            };
        }
        if !(name.starts_with("linalg.") || name == "tensor.empty" || name.ends_with("_shape"))
            || operation.result_count() != 1
            || reads_index(operation)
            || !captured_tensors(operation).is_empty()
        {
            return Step::Sliced;
        }
        let Ok(rule) = rule(operation) else {
            return Step::Sliced;
        };
        if rule.is_free() {
            return match name {
                "tensor.empty" | "linalg.fill" => Step::Created(operation),
                _ => Step::Sliced,
            };
        }
        match operand_dims(&rule, operation, dim) {
            Some(dims) => Step::Through(operation, dims),
            None => Step::Sliced,
        }
    }

    /// Whether making `value`'s piece along `dim` reads a gather's input.
    fn reaches_gather(&mut self, value: Value<'c, 'a>, dim: usize) -> bool {
        if let Some(&known) = self.reaches.get(&(key(value), dim)) {
            return known;
        }
        let found = match self.step(value, dim) {
            Step::Gathered(_) => true,
            Step::Through(operation, dims) => dims.iter().enumerate().any(|(index, along)| {
                along.is_some_and(|along| {
                    self.reaches_gather(operation.operand(index).expect("an operand"), along)
                })
            }),
            Step::Created(_) | Step::Sliced => false,
        };
        self.reaches.insert((key(value), dim), found);
        found
    }

    /// `value`'s piece along `dim`, made right after `value`.
    fn local(&mut self, value: Value<'c, 'a>, dim: usize) -> Result<Value<'c, 'a>, Failure<'c>> {
        if let Some(&local) = self.locals.get(&(key(value), dim)) {
            return Ok(local);
        }
        let local_type = self.local_type(value, dim).ok_or_else(|| {
            (
                self.slice.location(),
                "internal error: a piece of a value without a static shape".to_owned(),
            )
        })?;
        let local = match self.step(value, dim) {
            Step::Gathered(input) => input,
            Step::Created(operation) => {
                let emitter = self.after(operation);
                match operation_name(operation) {
                    "linalg.fill" => emitter.fill_like(operation, local_type),
                    _ => emitter.empty(local_type),
                }
            }
            Step::Through(operation, dims) => {
                let mut operands = Vec::new();
                for (index, along) in dims.iter().enumerate() {
                    let operand = operation.operand(index).expect("an operand");
                    if let Some(along) = along {
                        operands.push((index, self.local(operand, *along)?));
                    }
                }
                let copy = self
                    .after(operation)
                    .copy_of(operation, &operands, local_type);
                if operation_name(operation) == "tensor.expand_shape" {
                    set_output_shape(copy, local_type);
                }
                copy
            }
            Step::Sliced => {
                let emitter = match producer(value) {
                    Some(operation) => self.after(operation),
                    None => self.at_start(value),
                };
                let sliced = emitter.copy_of(self.slice, &[(0, value)], local_type);
                let axis = emitter.index(dim);
                let mut op = unsafe {
                    OperationRefMut::from_raw(producer(sliced).expect("a copy").to_raw())
                };
                op.set_attribute("slice_axis", axis);
                sliced
            }
        };
        self.locals.insert((key(value), dim), local);
        Ok(local)
    }

    /// `value`'s type with `dim` divided into the slice's pieces.
    fn local_type(&self, value: Value<'c, 'a>, dim: usize) -> Option<Type<'c>> {
        let (mut shape, element) = static_tensor(value.r#type())?;
        if !shape.get(dim)?.is_multiple_of(self.pieces) {
            return None;
        }
        shape[dim] /= self.pieces;
        Some(self.emitter_before(self.slice).tensor_type(&shape, element))
    }

    fn emitter_before(&self, before: OperationRef<'c, 'a>) -> Emitter<'c, 'a, '_> {
        Emitter {
            context: self.context,
            block: before.block().expect("in a block"),
            before,
            location: self.slice.location(),
            mesh: self.mesh,
        }
    }

    /// An emitter inserting right after `operation`.
    fn after(&self, operation: OperationRef<'c, 'a>) -> Emitter<'c, 'a, '_> {
        let next = operation
            .next_in_block()
            .expect("a value's op is no terminator");
        self.emitter_before(next)
    }

    /// An emitter inserting at the start of the block that has argument
    /// `value`.
    fn at_start(&self, value: Value<'c, 'a>) -> Emitter<'c, 'a, '_> {
        // A value without an op is a block argument.
        let block: melior::ir::BlockRef<'c, 'a> = unsafe {
            melior::ir::BlockRef::from_raw(mlir_sys::mlirBlockArgumentGetOwner(value.to_raw()))
        };
        self.emitter_before(block.first_operation().expect("a block with a terminator"))
    }
}

/// Per operand of `operation` (a generic, a named linalg op or a
/// reshape), the dim it is split along when its result is split along
/// `dim` (`None`: read whole), if the op computes that dim element by
/// element.
fn operand_dims(rule: &Rule, operation: OperationRef, dim: usize) -> Option<Vec<Option<usize>>> {
    let factor = rule.lone_factor_of_dim(Slot::Result(0), dim)?;
    if rule.lone_dim_of(Slot::Result(0), factor) != Ok(Some(dim))
        || !(rule.is_plain_parallel(factor) || rule.only_moves())
    {
        return None;
    }
    (0..operation.operand_count())
        .map(|index| rule.lone_dim_of(Slot::Operand(index), factor).ok())
        .collect()
}

/// Whether a generic's payload reads a loop index (a piece's would be
/// its own, not the whole dim's).
fn reads_index(operation: OperationRef) -> bool {
    operation.region_count() > 0
        && operation
            .region(0)
            .ok()
            .and_then(|region| region.first_block())
            .is_some_and(|payload| {
                std::iter::successors(payload.first_operation(), |op| op.next_in_block())
                    .any(|op| operation_name(op) == "linalg.index")
            })
}

/// An `expand_shape` copy's static output shape: its result's.
fn set_output_shape(value: Value, local_type: Type) {
    let Some(copy) = producer(value) else { return };
    let Some((shape, _)) = static_tensor(local_type) else {
        return;
    };
    let sizes: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
    let mut copy = unsafe { OperationRefMut::from_raw(copy.to_raw()) };
    let context_ref = copy.context();
    let context = unsafe { context_ref.to_ref() };
    copy.set_attribute(
        "static_output_shape",
        DenseI64ArrayAttribute::new(context, &sizes).into(),
    );
}

/// Erases `operation` if nothing reads it, then its producers that
/// nothing reads any more (pure ops and gathers only).
fn erase_unread(operation: OperationRef) {
    let mut erased = FxHashSet::default();
    let mut pending = vec![operation];
    while let Some(operation) = pending.pop() {
        let name = operation_name(operation);
        let pure = name.starts_with("linalg.")
            || name.starts_with("tensor.")
            || name == "shard.all_gather";
        if erased.contains(&operation_key(operation)) || !pure || operation.results().any(has_uses)
        {
            continue;
        }
        pending.extend(operation.operands().filter_map(producer));
        erased.insert(operation_key(operation));
        erase(operation);
    }
}
