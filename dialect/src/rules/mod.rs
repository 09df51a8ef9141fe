//! Op sharding rules: how a sharding of some of an op's values determines
//! the others. This module is the one place that knows ops; every pass asks
//! an op's [`Rule`] and never looks at what kind of op it is.
//!
//! One factor model covers every op, as Shardy's `OpShardingRuleAttr`
//! does: an op's *factors* are its loop dims; each tensor dim of an operand
//! or result is indexed by an ordered list of factors (major first: one for
//! a linalg loop, several for a reshaped dim, none for a constant or
//! compound index); parallel factors may be split freely, and splitting a
//! reduction factor makes the results `Partial` with the reduction of the
//! op's combiner. A dim stays split only on its major factor (a piece of a
//! dim is contiguous). The factors are derived from `indexing_maps` and
//! `iterator_types` for `linalg.generic`, from each named op's definition
//! in [`named`], from the reassociation groups of reshapes in [`reshape`],
//! and for slicing, padding and concatenation in [`slices`] (a dim the op
//! does not take whole is never split, but for a padded dim read through
//! windows, split with a [`Halo`] from the neighbours: [`halo`]). Ops that only move elements
//! (reshapes, `tensor.cast`) carry `Partial` from operand to result; ops
//! that make a value from nothing sharded (`tensor.empty`, constants,
//! fills) are [free](Rule::is_free).

mod captures;
mod factors;
mod flattened;
mod halo;
mod indexed;
mod indexing_maps;
mod linear;
mod loops;
mod named;
mod reshape;
mod scatter_alignment;
mod slices;
mod text;
mod unreadable;

use factors::{FactorKind, Factors};
pub use halo::Halo;
pub use linear::is_linear_in;
pub use reshape::reassociation;
pub use unreadable::Unreadable;

use crate::{Placement, ReduceOp, ir::operation_name};
use melior::ir::{
    ValueLike,
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};

/// A loop factor of an op's rule, by its position.
pub type Factor = usize;

/// A dim split across windows with a halo: which dim of a value, over
/// which mesh axis, by which factor, and the halo (see
/// [`Rule::halo_splits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HaloSplit {
    pub dim: usize,
    pub axis: usize,
    pub factor: Factor,
    pub halo: Halo,
}

/// For each mesh axis, the factor it splits (`None`: the axis splits
/// nothing, every device computes the whole loop nest on it).
pub type Split = Vec<Option<Factor>>;

/// One of an op's values: an operand or a result, by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Operand(usize),
    Result(usize),
}

/// What the op does with its values, as far as shardings care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Effect {
    /// Computes its results from its operands (linalg, element-wise, slices).
    Computes,
    /// Only moves its one operand's elements (reshapes, casts).
    Moves,
    /// Makes its result from nothing sharded (`tensor.empty`, a constant, a
    /// fill of a scalar): it can be created in any sharding.
    Creates,
}

/// What an op does to shardings: its factors and effect.
#[derive(Clone, Debug, PartialEq)]
pub struct Rule {
    factors: Factors,
    effect: Effect,
}

/// Why an op has no rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no sharding rule for '{op}': {reason}")]
pub struct NoRule {
    pub op: String,
    pub reason: Unreadable,
}

/// The rule of an op with tensor operands or results.
pub fn rule(operation: OperationRef) -> Result<Rule, NoRule> {
    let name = operation_name(operation);
    let no_rule = |reason: Unreadable| NoRule {
        op: name.to_string(),
        reason,
    };
    let (factors, effect) = match name {
        "tensor.empty" | "arith.constant" => (Factors::created(operation), Effect::Creates),
        // A fill is free (`FREE_OPS`) but keeps its loops, so that
        // propagation still passes shardings through it.
        "tensor.cast" => (Factors::identity(operation), Effect::Moves),
        "tensor.expand_shape" | "tensor.collapse_shape" => {
            (reshape::factors(operation).map_err(no_rule)?, Effect::Moves)
        }
        "linalg.generic" => (
            Factors::of_generic(operation).map_err(no_rule)?,
            Effect::Computes,
        ),
        "linalg.fill" => (named::factors(operation).map_err(no_rule)?, Effect::Creates),
        _ if named::is_named(name) => (
            named::factors(operation).map_err(no_rule)?,
            Effect::Computes,
        ),
        _ if name.starts_with("linalg.") => (
            named::structured_factors(operation).map_err(no_rule)?,
            Effect::Computes,
        ),
        "tm_tensor.scatter" | "iree_linalg_ext.scatter" => (
            indexed::scatter_factors(operation).map_err(no_rule)?,
            Effect::Computes,
        ),
        "tm_tensor.scan" => (
            indexed::scan_factors(operation).map_err(no_rule)?,
            Effect::Computes,
        ),
        "scf.for" => (
            loops::loop_factors(operation).map_err(no_rule)?,
            Effect::Computes,
        ),
        _ if slices::is_slicing(name) => (
            slices::factors(operation).map_err(no_rule)?,
            Effect::Computes,
        ),
        _ if is_elementwise(operation) => (Factors::elementwise(operation), Effect::Computes),
        _ if name.starts_with("shard.") => {
            return Err(no_rule(Unreadable::AlreadyPartitioned));
        }
        _ => {
            return Err(no_rule(Unreadable::Unknown));
        }
    };
    debug_assert_eq!(effect == Effect::Creates, FREE_OPS.contains(&name));
    let factors = match effect {
        Effect::Moves => factors.carrying_partial(),
        _ => factors,
    };
    let factors = captures::with_captures(factors, operation);
    Ok(Rule { factors, effect })
}

/// The ops whose rule is [free](Rule::is_free): they make their result
/// from nothing sharded.
const FREE_OPS: [&str; 3] = ["tensor.empty", "arith.constant", "linalg.fill"];

/// Whether `operation` makes its result from nothing sharded, by its name
/// alone (no rule built), for the passes that look at producers.
pub fn is_free_op(operation: OperationRef) -> bool {
    FREE_OPS.contains(&operation_name(operation))
}

/// An `arith` / `math` op on tensors: every value indexed by the same loops.
fn is_elementwise(operation: OperationRef) -> bool {
    let name = operation_name(operation);
    (name.starts_with("arith.") || name.starts_with("math."))
        && operation.result_count() == 1
        && operation
            .results()
            .all(|result| result.r#type().is_ranked_tensor())
}

impl Rule {
    /// Whether the op makes its result from nothing sharded (so it can be
    /// created in whatever sharding its users need).
    pub fn is_free(&self) -> bool {
        self.effect == Effect::Creates
    }

    /// Whether the op only moves its operand's elements (it computes
    /// nothing: no FLOPs, and `Partial` passes through).
    pub fn only_moves(&self) -> bool {
        self.effect == Effect::Moves
    }

    /// Whether every loop of the op is parallel: it rearranges or maps
    /// elements without reducing or taking parts of any dim.
    pub fn is_parallel(&self) -> bool {
        self.factors.kinds.iter().all(|k| {
            matches!(
                k,
                FactorKind::Parallel
                    | FactorKind::Carry(_)
                    | FactorKind::Linear(_)
                    | FactorKind::Lookup
            )
        })
    }

    /// Whether operand `index` is an init, sharded like a result
    /// (`Partial` included).
    pub fn is_init(&self, index: usize) -> bool {
        self.factors.is_init(index)
    }

    /// The major factor of dim `dim` of `slot`.
    pub fn factor_of_dim(&self, slot: Slot, dim: usize) -> Option<Factor> {
        self.factors.dims(slot)?.get(dim)?.first().copied()
    }

    /// The dim of `slot` whose major factor is `factor`.
    pub fn dim_of_factor(&self, slot: Slot, factor: Factor) -> Option<usize> {
        self.factors
            .dims(slot)?
            .iter()
            .position(|d| d.first() == Some(&factor))
    }

    /// Whether `factor` is a parallel loop whose split divides the op's
    /// results into pieces of their own (no reduction, window or lookup).
    pub fn is_plain_parallel(&self, factor: Factor) -> bool {
        matches!(self.factors.kinds.get(factor), Some(FactorKind::Parallel))
            && self.halo(factor).is_none()
    }

    /// The factors of more than one element indexing dim `dim` of `slot`,
    /// major first (empty for a unit dim or no such slot).
    pub fn large_factors_of_dim(&self, slot: Slot, dim: usize) -> Vec<Factor> {
        self.factors
            .dims(slot)
            .and_then(|dims| dims.get(dim))
            .map(|factors| {
                factors
                    .iter()
                    .copied()
                    .filter(|&f| self.factor_size(f) != Some(1))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whether `factor` is a dim the op needs whole (sliced, padded or
    /// concatenated).
    pub fn is_whole(&self, factor: Factor) -> bool {
        matches!(self.factors.kinds.get(factor), Some(FactorKind::Whole))
    }

    /// The one factor of more than one element that dim `dim` of `slot`
    /// has, if it has exactly one.
    pub fn lone_factor_of_dim(&self, slot: Slot, dim: usize) -> Option<Factor> {
        match self.large_factors_of_dim(slot, dim)[..] {
            [factor] => Some(factor),
            _ => None,
        }
    }

    /// Where `slot` holds `factor`: `Ok(None)` nowhere, `Ok(Some(dim))` in
    /// one dim that no other factor of more than one element shares (a
    /// split of `factor` is a split of that dim); `Err(())` elsewise.
    pub fn lone_dim_of(&self, slot: Slot, factor: Factor) -> Result<Option<usize>, ()> {
        let dims = self.factors.dims(slot).ok_or(())?;
        let mut found = None;
        for (dim, factors) in dims.iter().enumerate() {
            if !factors.contains(&factor) {
                continue;
            }
            let shared = factors
                .iter()
                .any(|&f| f != factor && self.factor_size(f) != Some(1));
            if shared || found.is_some() {
                return Err(());
            }
            found = Some(dim);
        }
        Ok(found)
    }

    /// The loop bound of `factor`, where static.
    pub fn factor_size(&self, factor: Factor) -> Option<usize> {
        self.factors.sizes.as_ref()?.get(factor).copied()
    }

    /// The reduction splitting `factor` makes (`None`: not a reduction, or
    /// one spmd does not know).
    pub fn reduction(&self, factor: Factor) -> Option<ReduceOp> {
        match self.factors.kinds.get(factor)? {
            FactorKind::Reduction(op) => *op,
            _ => None,
        }
    }

    /// Whether `factor` carries `Partial` through operands the op is
    /// jointly linear in (not a loop).
    pub fn is_linear(&self, factor: Factor) -> bool {
        matches!(self.factors.kinds.get(factor), Some(FactorKind::Linear(_)))
    }

    /// Whether a `Partial(sum)` of operand `index` passes through the op
    /// (with the op's other linear operands): a sum over the batch stays
    /// one.
    pub fn carries_sum(&self, index: usize) -> bool {
        self.factors.linear.contains(&index)
    }

    /// Whether `factor` is no loop but carries `Partial` through the op
    /// ([`FactorKind::Carry`], [`FactorKind::Linear`]): splitting it on
    /// an axis divides no work.
    fn is_pseudo(&self, factor: Factor) -> bool {
        matches!(
            self.factors.kinds.get(factor),
            Some(FactorKind::Carry(_) | FactorKind::Linear(_) | FactorKind::Lookup)
        )
    }

    /// Whether `factor` is a captured table's dim looked up by data
    /// ([`FactorKind::Lookup`]): split, the op looks up only the ids its
    /// piece holds and its results are `Partial(sum)`.
    pub fn is_lookup(&self, factor: Factor) -> bool {
        matches!(self.factors.kinds.get(factor), Some(FactorKind::Lookup))
    }

    /// How many of the rule's operand slots are the op's own operands; the
    /// slots after them are the tensors its regions capture
    /// ([`crate::ir::captured_tensors`], in that order).
    pub fn own_operands(&self) -> usize {
        self.factors.operands.len() - self.factors.captured
    }

    /// The halo a split of `factor` needs, where its rows are read through
    /// windows across pieces (see [`Halo`]).
    pub fn halo(&self, factor: Factor) -> Option<Halo> {
        self.factors
            .halos
            .iter()
            .find(|(f, _)| *f == factor)
            .map(|&(_, halo)| halo)
    }

    /// Whether dim `dim` of operand `index` is read through a window with a
    /// halo: its piece under a split of its factor is the device's window,
    /// not a block of the dim.
    pub fn reads_window(&self, index: usize, dim: usize) -> bool {
        self.factors.window_reads.contains(&(index, dim))
    }

    /// The splits of `slot`'s dims under `split` that carry a [`Halo`]:
    /// `(dim, mesh axis, factor, halo)`, where `slot` is a result or an
    /// operand read through the window (see [`Rule::reads_window`]).
    pub fn halo_splits(&self, split: &[Option<Factor>], slot: Slot) -> Vec<HaloSplit> {
        split
            .iter()
            .enumerate()
            .filter_map(|(axis, factor)| {
                let factor = (*factor)?;
                let halo = self.halo(factor)?;
                let dim = self.dim_of_factor(slot, factor)?;
                let windowed = match slot {
                    Slot::Operand(index) => self.reads_window(index, dim),
                    Slot::Result(_) => true,
                };
                windowed.then_some(HaloSplit {
                    dim,
                    axis,
                    factor,
                    halo,
                })
            })
            .collect()
    }

    /// Whether `factor` may be split over the axes `split` gives it on a
    /// mesh of `mesh_shape` as far as its [`Halo`] goes: over one axis, in
    /// pieces that hold the halo.
    fn halo_allows(&self, split: &[Option<Factor>], factor: Factor, mesh_shape: &[usize]) -> bool {
        let Some(halo) = self.halo(factor) else {
            return true;
        };
        let axes: Vec<usize> = (0..split.len())
            .filter(|&axis| split[axis] == Some(factor))
            .collect();
        let rows = self.factor_size(factor).unwrap_or(0) * halo.unit;
        match axes[..] {
            [axis] => halo.fits(rows / mesh_shape[axis]),
            _ => false,
        }
    }

    /// Whether `factor` is a reduction loop (known combiner or not).
    pub fn is_reduction(&self, factor: Factor) -> bool {
        matches!(
            self.factors.kinds.get(factor),
            Some(FactorKind::Reduction(_))
        )
    }

    /// The factor each mesh axis splits, read from one value's placements.
    /// A `Partial` placement on a result-like value says a reduction factor
    /// of its kind is split (or, for ops that only move elements, is
    /// carried); `None` where the value says nothing about the axis.
    pub fn split_of(&self, slot: Slot, placements: &[Placement], mesh_shape: &[usize]) -> Split {
        self.factors.split_of(slot, placements, mesh_shape)
    }

    /// The placements of `slot` when mesh axes split `split` on a mesh of
    /// `mesh_shape`. `None` if the value cannot carry the split: a factor
    /// never split, a reduction of unknown kind, a result indexing a
    /// reduction factor, a split inside a dim (not its major factor, unless
    /// the axes before split the factors before it into single indices),
    /// or a reshaped dim the pieces do not divide.
    pub fn placements(
        &self,
        slot: Slot,
        split: &[Option<Factor>],
        mesh_shape: &[usize],
    ) -> Option<Vec<Placement>> {
        self.factors.placements(slot, split, mesh_shape)
    }

    /// The split an op computes with when its first result is recorded in
    /// `result` (and its operands currently are in `operand(i)`): the
    /// factors the result says; for a `Partial` of an op reducing several
    /// factors of its kind (or also linear in its operands), the one an
    /// operand is already split on; without
    /// any reduction factor whose combiner is unknown or whose size the
    /// axes do not divide (its padding would enter the reduction), any
    /// factor a dim is flattened from that is not that dim's major one or
    /// that the axes do not divide, and, for
    /// an op that only moves elements, with no split at all where its
    /// operand could not carry it. What remains is exact, also when shards
    /// are uneven.
    pub fn exact_split(
        &self,
        result: &[Placement],
        operand: impl Fn(usize) -> Option<Vec<Placement>>,
        mesh_shape: &[usize],
    ) -> Split {
        if self.factors.results.is_empty() {
            return vec![None; mesh_shape.len()];
        }
        let mut split = self.split_of(Slot::Result(0), result, mesh_shape);
        for (axis, factor) in split.iter_mut().enumerate() {
            let Placement::Partial(op) = result[axis] else {
                continue;
            };
            // A reduction an operand is split on makes the partial sums
            // before any the op merely carries.
            if factor.is_none_or(|f| self.is_linear(f)) {
                let reduced = (0..self.factors.operands.len()).find_map(|index| {
                    let Placement::Shard(dim) = *operand(index)?.get(axis)? else {
                        return None;
                    };
                    let f = self.factor_of_dim(Slot::Operand(index), dim)?;
                    (self.factors.kinds[f] == FactorKind::Reduction(Some(op))).then_some(f)
                });
                *factor = reduced.or(*factor);
            }
        }
        let pieces = |split: &[Option<Factor>], factor: Factor| -> usize {
            (0..split.len())
                .filter(|&axis| split[axis] == Some(factor))
                .map(|axis| mesh_shape[axis])
                .product()
        };
        let exact: Split = split
            .iter()
            .enumerate()
            .map(|(axis, factor)| {
                // A factor a dim is flattened from splits only where it is
                // that dim's major one, or follows majors split into single
                // indices, and divides (whole loops per piece).
                let flattened_divides = |f: Factor| {
                    !self.factors.even.contains(&f)
                        || (self.factors.divides(f, pieces(&split, f))
                            && self
                                .factors
                                .minor_split_allowed(f, &split, axis, mesh_shape))
                };
                factor
                    .filter(|&f| flattened_divides(f))
                    .filter(|&f| self.halo_allows(&split, f, mesh_shape))
                    .filter(|&f| match self.factors.kinds[f] {
                        FactorKind::Parallel
                        | FactorKind::Carry(_)
                        | FactorKind::Linear(_)
                        | FactorKind::Lookup => true,
                        FactorKind::Reduction(None) | FactorKind::Whole => false,
                        FactorKind::Reduction(Some(_)) => {
                            self.factors.divides(f, pieces(&split, f))
                        }
                    })
            })
            .collect();
        let carried = |slot| self.placements(slot, &exact, mesh_shape).is_some();
        if self.only_moves() && !(carried(Slot::Operand(0)) && carried(Slot::Result(0))) {
            return exact
                .iter()
                .map(|f| f.filter(|&f| matches!(self.factors.kinds[f], FactorKind::Carry(_))))
                .collect();
        }
        exact
    }

    /// Every split the op can compute with evenly on a mesh of
    /// `mesh_shape`: each axis splits one parallel or known-reduction
    /// factor whose size the pieces divide, carries `Partial(sum)` through
    /// (an op that only moves elements, or a sum of partial sums), or
    /// does none of these (axis 0 varies slowest; no split first).
    pub fn even_splits(&self, mesh_shape: &[usize]) -> Vec<Split> {
        let splittable: Vec<Factor> = (0..self.factors.kinds.len())
            .filter(|&f| {
                matches!(
                    self.factors.kinds[f],
                    FactorKind::Parallel
                        | FactorKind::Reduction(Some(_))
                        | FactorKind::Carry(ReduceOp::Sum)
                        | FactorKind::Linear(ReduceOp::Sum)
                        | FactorKind::Lookup
                )
            })
            .collect();
        let mut splits: Vec<Split> = vec![Vec::new()];
        for _axis in mesh_shape {
            splits = splits
                .into_iter()
                .flat_map(|prefix| {
                    std::iter::once(None)
                        .chain(splittable.iter().map(|&f| Some(f)))
                        .map(move |choice| [prefix.clone(), vec![choice]].concat())
                })
                .collect();
        }
        splits
            .into_iter()
            .filter(|split| {
                split.iter().flatten().all(|&f| {
                    if self.is_pseudo(f) {
                        return true;
                    }
                    let pieces: usize = split
                        .iter()
                        .zip(mesh_shape)
                        .filter(|(g, _)| **g == Some(f))
                        .map(|(_, &k)| k)
                        .product();
                    let sized = self.factors.sizes.as_ref().is_some_and(|s| s[f] > 0);
                    sized
                        && self.factors.divides(f, pieces)
                        && self.halo_allows(split, f, mesh_shape)
                })
            })
            .collect()
    }

    /// Floating-point operations per device under `split` on a mesh of
    /// `mesh_shape`: one per point of the loop nest (two with a reduction),
    /// divided by the devices splitting it; none for ops that compute
    /// nothing.
    pub fn flops(&self, split: &[Option<Factor>], mesh_shape: &[usize]) -> f64 {
        if self.effect != Effect::Computes {
            return 0.0;
        }
        let Some(sizes) = &self.factors.sizes else {
            return 0.0;
        };
        let loops: f64 = sizes.iter().map(|&s| s as f64).product();
        let reduces = self
            .factors
            .kinds
            .iter()
            .any(|k| matches!(k, FactorKind::Reduction(_)));
        let devices: f64 = split
            .iter()
            .zip(mesh_shape)
            .map(|(f, &k)| match f {
                Some(f) if !self.is_pseudo(*f) => k as f64,
                _ => 1.0,
            })
            .product();
        loops * if reduces { 2.0 } else { 1.0 } / devices
    }
}

#[cfg(test)]
mod tests;
