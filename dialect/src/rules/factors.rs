//! The factor model of one op: its loops, what splitting each does, and
//! which factors index each dim of its values.

use super::unreadable::Unreadable;
use crate::ir::ArgumentAt;
use crate::ir::Positional;
use melior::ir::{
    BlockLike, RegionLike, ValueLike,
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};

pub(crate) use super::indexing_maps::{IndexingMaps, indexing_maps};
use super::{Factor, Slot, Split, halo, halo::Halo, linear};
use crate::{Placement, ReduceOp, types::static_tensor};

/// What splitting a factor over a mesh axis does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FactorKind {
    /// Each device computes its part of the results.
    Parallel,
    /// Each device computes a partial result; the reduction combines them.
    /// `None` when the combiner is not a reduction spmd knows (the factor
    /// then cannot be split).
    Reduction(Option<ReduceOp>),
    /// A dim the op needs whole on every device (sliced, padded or
    /// concatenated): never split.
    Whole,
    /// No loop: a `Partial` of this kind on the operand of an op that only
    /// moves elements is the same `Partial` of its result.
    Carry(ReduceOp),
    /// No loop: the op is jointly linear in its operands `Factors::linear`,
    /// so `Partial`s of this kind on all of them (the others replicated)
    /// make the same `Partial` of its result (the sum of two partial sums
    /// is reduced once, after the op).
    Linear(ReduceOp),
    /// No loop: a dim of a captured table that the payload indexes by data
    /// (a gather's looked-up dim). Split, each device looks up only the
    /// ids its piece holds (zero for the others), so the results, linear
    /// in what is looked up, are `Partial(sum)`: Megatron's
    /// vocab-parallel embedding.
    Lookup,
}

/// Per dim of one value: the factors indexing it, major first.
pub(crate) type Dims = Vec<Vec<Factor>>;

/// An op's loop factors and how its values' dims map to them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Factors {
    pub kinds: Vec<FactorKind>,
    /// Loop bounds, where every factor indexes a static dim.
    pub sizes: Option<Vec<usize>>,
    /// Per operand, per dim: the factors indexing it.
    pub operands: Vec<Dims>,
    /// Per result, per dim: the factors indexing it.
    pub results: Vec<Dims>,
    /// How many operands are the results' inits (destinations): they are
    /// sharded like the results, `Partial` included, so that a split
    /// reduction adds the init once. The trailing own operands, unless
    /// `first_init` says where they start.
    pub inits: usize,
    pub first_init: Option<usize>,
    /// Whether a split factor's size must divide by its pieces for a value
    /// to carry it (reshapes: each piece must stay one contiguous block on
    /// both sides).
    pub even_only: bool,
    /// Factors whose split must divide by its pieces (where `even_only`
    /// is not set for all): a dim flattened from them (a tiling window, a
    /// scatter's rows) keeps whole loops per piece only then.
    pub even: Vec<Factor>,
    /// The operands the op's [`FactorKind::Linear`] factor carries `Partial`
    /// through (empty if it has none).
    pub linear: Vec<usize>,
    /// How many trailing entries of `operands` are tensors the op's
    /// regions capture from above (after the inits).
    pub captured: usize,
    /// Factors whose rows are read through windows across pieces, and the
    /// halo a split of each needs (see [`super::halo`]).
    pub halos: Vec<(Factor, Halo)>,
    /// The `(operand, dim)`s read through such a window: a piece of them
    /// is the device's window, halo included.
    pub window_reads: Vec<(usize, usize)>,
}

/// One factor per dim, where a map names one.
fn lists(map: Vec<Option<Factor>>) -> Vec<Vec<Factor>> {
    map.into_iter().map(|f| f.into_iter().collect()).collect()
}

impl Factors {
    /// From per-dim maps of at most one factor (linalg's indexing maps).
    pub(crate) fn new(
        kinds: Vec<FactorKind>,
        sizes: Option<Vec<usize>>,
        operands: Vec<Vec<Option<Factor>>>,
        results: Vec<Vec<Option<Factor>>>,
        inits: usize,
    ) -> Factors {
        Factors {
            kinds,
            sizes,
            operands: operands.into_iter().map(lists).collect(),
            results: results.into_iter().map(lists).collect(),
            inits,
            first_init: None,
            even_only: false,
            even: Vec::new(),
            linear: Vec::new(),
            captured: 0,
            halos: Vec::new(),
            window_reads: Vec::new(),
        }
    }

    /// From explicit maps (one per operand, inputs then outputs, whose last
    /// `results` are also the results' maps) and factor kinds.
    pub(crate) fn from_maps(
        operation: OperationRef,
        maps: Vec<Vec<Option<Factor>>>,
        kinds: Vec<FactorKind>,
    ) -> Factors {
        let results = operation.result_count();
        let result_maps = maps[maps.len() - results..].to_vec();
        let sizes = loop_extents(operation, &maps, kinds.len());
        Factors::new(
            kinds,
            sizes.into_iter().collect(),
            maps,
            result_maps,
            results,
        )
    }

    /// From an op's indexing maps and its loops' kinds, with the loops a
    /// window reads [`FactorKind::Whole`], except where the window tiles
    /// its dim (see [`Tile`]): that dim is then the two loops, and a split
    /// of them must divide (`even`); or where it reads a pad with a
    /// [`Halo`]: the dim is then the window's outer loop, split with the
    /// halo.
    pub(crate) fn with_windows(
        operation: OperationRef,
        maps: IndexingMaps,
        kinds: Vec<FactorKind>,
    ) -> Factors {
        let mut windowed_kinds = kinds.clone();
        for &factor in &maps.windowed {
            windowed_kinds[factor] = FactorKind::Whole;
        }
        let windows = halo_windows(operation, &maps);
        let mut factors = Factors::from_maps(operation, maps.dims, windowed_kinds);
        let inputs = operation.operand_count() - operation.result_count();
        for tile in maps.tiles {
            let extent = |factor: Factor| factors.sizes.as_ref().map(|sizes| sizes[factor]);
            let dim_size = operation
                .operand_at(tile.operand)
                .and_then(|v| static_tensor(v.r#type()))
                .map(|(shape, _)| shape[tile.dim]);
            let tiles = tile.operand < inputs
                && maps.compound_uses[tile.outer] == 1
                && maps.compound_uses[tile.inner] == 1
                && extent(tile.inner) == Some(tile.stride)
                && dim_size
                    .is_some_and(|size| Some(size) == extent(tile.outer).map(|e| e * tile.stride));
            if tiles {
                factors.operands[tile.operand][tile.dim] = vec![tile.outer, tile.inner];
                factors.kinds[tile.outer] = kinds[tile.outer];
                factors.kinds[tile.inner] = kinds[tile.inner];
                factors.even.extend([tile.outer, tile.inner]);
            }
        }
        for (operand, dim, outer, halo) in windows {
            if !factors.operands[operand][dim].is_empty() {
                continue;
            }
            factors.operands[operand][dim] = vec![outer];
            factors.kinds[outer] = kinds[outer];
            factors.even.push(outer);
            factors.halos.push((outer, halo));
            factors.window_reads.push((operand, dim));
        }
        factors
    }

    /// `linalg.generic`: from `indexing_maps`, `iterator_types` and the
    /// payload's combiner.
    pub(crate) fn of_generic(operation: OperationRef) -> Result<Factors, Unreadable> {
        let maps = indexing_maps(operation)?;
        let iterators = crate::ir::reduction_iterators(operation)
            .ok_or(Unreadable::Malformed("no iterator_types"))?;
        let reduction = combiner(operation);
        let all_parallel = !iterators.contains(&true);
        let kinds = iterators
            .into_iter()
            .map(|is_reduction| {
                if is_reduction {
                    FactorKind::Reduction(reduction)
                } else {
                    FactorKind::Parallel
                }
            })
            .collect::<Vec<_>>();
        let factors = Factors::with_windows(operation, maps, kinds);
        Ok(if all_parallel {
            factors.carrying_linear(linear::linear_inputs_of_generic(operation))
        } else if reduction == Some(ReduceOp::Sum) {
            factors.carrying_linear(linear::linear_inputs_of_sum(operation))
        } else {
            factors
        })
    }

    /// An element-wise op: one parallel factor per result dim; scalar
    /// operands index nothing.
    pub(crate) fn elementwise(operation: OperationRef) -> Factors {
        let rank = result_rank(operation);
        let identity: Vec<Option<Factor>> = (0..rank).map(Some).collect();
        let mut maps: Vec<Vec<Option<Factor>>> = operation
            .operands()
            .map(|operand| {
                if operand.r#type().is_ranked_tensor() {
                    identity.clone()
                } else {
                    Vec::new()
                }
            })
            .collect();
        maps.push(identity);
        let factors = Factors::from_maps(operation, maps.clone(), vec![FactorKind::Parallel; rank]);
        Factors {
            operands: factors.operands[..maps.len() - 1].to_vec(),
            inits: 0,
            ..factors
        }
        .carrying_linear(linear::linear_inputs_of_arith(operation))
    }

    /// An op whose one result is its one operand (`tensor.cast`).
    pub(crate) fn identity(operation: OperationRef) -> Factors {
        let factors = Factors::elementwise(operation);
        Factors {
            operands: vec![factors.results[0].clone()],
            ..factors
        }
    }

    /// A value made from nothing tensor (`tensor.empty`, a constant): one
    /// parallel factor per result dim, no tensor operand.
    pub(crate) fn created(operation: OperationRef) -> Factors {
        let rank = result_rank(operation);
        let identity: Vec<Option<Factor>> = (0..rank).map(Some).collect();
        let sizes = operation
            .result(0)
            .ok()
            .and_then(|result| static_tensor(result.r#type()))
            .map(|(shape, _)| shape);
        Factors::new(
            vec![FactorKind::Parallel; rank],
            sizes,
            vec![Vec::new(); operation.operand_count()],
            vec![identity],
            0,
        )
    }

    /// The same factors plus one [`FactorKind::Carry`] per reduction, for
    /// an op that only moves elements.
    pub(crate) fn carrying_partial(mut self) -> Factors {
        self.kinds
            .extend(ReduceOp::ALL.iter().map(|&op| FactorKind::Carry(op)));
        if let Some(sizes) = &mut self.sizes {
            sizes.extend([1; ReduceOp::ALL.len()]);
        }
        self
    }

    /// The same factors plus a [`FactorKind::Linear`] one carrying
    /// `Partial(sum)` through `operands`, if there are any.
    pub(crate) fn carrying_linear(mut self, operands: Vec<usize>) -> Factors {
        if operands.is_empty() {
            return self;
        }
        self.kinds.push(FactorKind::Linear(ReduceOp::Sum));
        if let Some(sizes) = &mut self.sizes {
            sizes.push(1);
        }
        self.linear = operands;
        self
    }

    /// The [`FactorKind::Linear`] factor of `op`, if the op has one.
    pub(crate) fn linear_factor(&self, op: ReduceOp) -> Option<Factor> {
        self.kinds.iter().position(|k| *k == FactorKind::Linear(op))
    }

    /// The dims of one value.
    pub(crate) fn dims(&self, slot: Slot) -> Option<&Dims> {
        match slot {
            Slot::Operand(index) => self.operands.get(index),
            Slot::Result(index) => self.results.get(index),
        }
    }

    /// Whether operand `index` is an init, sharded like a result.
    pub(crate) fn is_init(&self, index: usize) -> bool {
        let own = self.operands.len() - self.captured;
        let first = self.first_init.unwrap_or(own - self.inits);
        index >= first && index < first + self.inits && index < own
    }

    /// Whether a value is sharded like a result (`Partial` included).
    fn result_like(&self, slot: Slot) -> bool {
        match slot {
            Slot::Operand(index) => self.is_init(index),
            Slot::Result(_) => true,
        }
    }

    /// Whether `factor`'s size divides by `pieces`.
    pub(crate) fn divides(&self, factor: Factor, pieces: usize) -> bool {
        self.sizes
            .as_ref()
            .is_some_and(|sizes| sizes[factor].is_multiple_of(pieces))
    }

    /// See [`super::Rule::split_of`].
    pub(crate) fn split_of(
        &self,
        slot: Slot,
        placements: &[Placement],
        mesh_shape: &[usize],
    ) -> Split {
        let Some(dims) = self.dims(slot) else {
            return vec![None; placements.len()];
        };
        let result_like = self.result_like(slot);
        placements
            .iter()
            .enumerate()
            .map(|(axis, placement)| match *placement {
                Placement::Shard(dim) => dims
                    .get(dim)
                    .and_then(|factors| self.sharded_factor(factors, placements, axis, mesh_shape))
                    .filter(|&factor| self.kinds[factor] != FactorKind::Whole),
                Placement::Partial(op) => self.carry(op).or_else(|| {
                    if result_like {
                        self.reduction_factor(op, dims)
                            .or_else(|| self.linear_factor(op))
                            .or_else(|| self.lookup_factor(op))
                    } else {
                        self.linear_factor(op).filter(
                            |_| matches!(slot, Slot::Operand(i) if self.linear.contains(&i)),
                        )
                    }
                }),
                Placement::Replicate => None,
            })
            .collect()
    }

    /// The one [`FactorKind::Lookup`] factor, for a `Partial(sum)` result.
    fn lookup_factor(&self, op: ReduceOp) -> Option<Factor> {
        let mut lookups = (0..self.kinds.len()).filter(|&f| self.kinds[f] == FactorKind::Lookup);
        let first = lookups.next();
        (op == ReduceOp::Sum && lookups.next().is_none())
            .then_some(first)
            .flatten()
    }

    /// The factor carrying `Partial(op)` through an op that only moves
    /// elements.
    fn carry(&self, op: ReduceOp) -> Option<Factor> {
        self.kinds.iter().position(|k| *k == FactorKind::Carry(op))
    }

    /// The one reduction factor of kind `op` that `dims` does not index.
    fn reduction_factor(&self, op: ReduceOp, dims: &Dims) -> Option<Factor> {
        let mut candidates = (0..self.kinds.len()).filter(|&f| {
            self.kinds[f] == FactorKind::Reduction(Some(op)) && !dims.iter().any(|d| d.contains(&f))
        });
        let first = candidates.next();
        if candidates.next().is_some() {
            None
        } else {
            first
        }
    }

    /// See [`super::Rule::placements`].
    pub(crate) fn placements(
        &self,
        slot: Slot,
        split: &[Option<Factor>],
        mesh_shape: &[usize],
    ) -> Option<Vec<Placement>> {
        let dims = self.dims(slot)?;
        let result_like = self.result_like(slot);
        split
            .iter()
            .enumerate()
            .map(|(axis, factor)| {
                let Some(factor) = *factor else {
                    return Some(Placement::Replicate);
                };
                match self.kinds[factor] {
                    FactorKind::Carry(op) => return Some(Placement::Partial(op)),
                    FactorKind::Linear(op) => {
                        let carried = result_like
                            || matches!(slot, Slot::Operand(i) if self.linear.contains(&i));
                        return Some(if carried {
                            Placement::Partial(op)
                        } else {
                            Placement::Replicate
                        });
                    }
                    _ => {}
                }
                if self.even_only || self.even.contains(&factor) {
                    let pieces: usize = (0..split.len())
                        .filter(|&axis| split[axis] == Some(factor))
                        .map(|axis| mesh_shape[axis])
                        .product();
                    if !self.divides(factor, pieces) {
                        return None;
                    }
                }
                let dim = dims.iter().position(|d| {
                    d.first() == Some(&factor)
                        || d.contains(&factor)
                            && self.majors_split_whole(d, factor, split, axis, mesh_shape)
                });
                if dim.is_none() && dims.iter().any(|d| d.contains(&factor)) {
                    // Inside a dim, after factors not split into single
                    // indices: no contiguous piece.
                    return None;
                }
                match (self.kinds[factor], dim, result_like) {
                    (FactorKind::Whole, _, _) => None,
                    (_, Some(dim), false) | (FactorKind::Parallel, Some(dim), true) => {
                        Some(Placement::Shard(dim))
                    }
                    (FactorKind::Parallel, None, _) | (FactorKind::Reduction(_), None, false) => {
                        Some(Placement::Replicate)
                    }
                    (FactorKind::Reduction(Some(op)), None, true) => Some(Placement::Partial(op)),
                    (FactorKind::Lookup, None, true) => Some(Placement::Partial(ReduceOp::Sum)),
                    (FactorKind::Lookup, None, false) => Some(Placement::Replicate),
                    _ => None,
                }
            })
            .collect()
    }
}

/// Per loop of `maps` (one per operand, inputs then outputs), its extent:
/// the size of a dim a plain loop indexes, where static.
pub(crate) fn loop_extents(
    operation: OperationRef,
    maps: &[Vec<Option<Factor>>],
    loops: usize,
) -> Vec<Option<usize>> {
    let mut sizes = vec![None; loops];
    for (map, operand) in maps.iter().zip(operation.operands()) {
        if let Some((shape, _)) = static_tensor(operand.r#type()) {
            for (dim, factor) in map.iter().enumerate() {
                if let Some(factor) = *factor {
                    sizes[factor] = Some(shape[dim]);
                }
            }
        }
    }
    sizes
}

/// The window reads of `operation`'s inputs (`(operand, dim, outer loop,
/// halo)`) that take a pad with a [`Halo`]: each device's window of the
/// pad is its piece with the halo.
fn halo_windows(operation: OperationRef, maps: &IndexingMaps) -> Vec<(usize, usize, Factor, Halo)> {
    if maps.compounds.is_empty() {
        return Vec::new();
    }
    let inputs = operation.operand_count() - operation.result_count();
    let extents = loop_extents(operation, &maps.dims, maps.loops);
    maps.compounds
        .iter()
        .filter(|compound| compound.operand < inputs)
        .filter_map(|compound| {
            let pad = crate::ir::producer(operation.operand_at(compound.operand)?)?;
            let halo = halo::pad_halo(pad, compound.dim)?;
            let window = halo::window_read(maps, &extents, compound.operand, compound.dim)?;
            Some((
                compound.operand,
                compound.dim,
                window.outer,
                Halo {
                    unit: window.stride,
                    ..halo
                },
            ))
        })
        .collect()
}

/// The rank of an op's first result (0 if not a static tensor).
fn result_rank(operation: OperationRef) -> usize {
    operation
        .result(0)
        .ok()
        .and_then(|result| static_tensor(result.r#type()))
        .map_or(0, |(shape, _)| shape.len())
}

/// The reduction the payload applies to its output (one shared kind for
/// every output): the op yielding the output that also reads the output's
/// block argument.
pub(crate) fn combiner(operation: OperationRef) -> Option<ReduceOp> {
    let body = operation.region_at(0)?.first_block()?;
    let outputs = operation.result_count();
    let first_output = body.argument_count().checked_sub(outputs)?;
    let terminator = body.terminator()?;
    let mut kinds = (0..outputs).map(|j| {
        let accumulator = body.argument_at(first_output + j)?.to_raw();
        let producer = crate::ir::producer(terminator.operand_at(j)?)?;
        if !producer
            .operands()
            .any(|operand| operand.to_raw().ptr == accumulator.ptr)
        {
            return None;
        }
        match producer.name().as_string_ref().as_str().unwrap_or_default() {
            "arith.addf" | "arith.addi" => Some(ReduceOp::Sum),
            "arith.maximumf" | "arith.maxnumf" | "arith.maxsi" | "arith.maxui" => {
                Some(ReduceOp::Max)
            }
            "arith.minimumf" | "arith.minnumf" | "arith.minsi" | "arith.minui" => {
                Some(ReduceOp::Min)
            }
            _ => None,
        }
    });
    let first = kinds.next()??;
    kinds.all(|kind| kind == Some(first)).then_some(first)
}
