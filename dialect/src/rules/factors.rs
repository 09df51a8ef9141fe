//! The factor model of one op.

use melior::ir::{
    AffineMap, BlockLike, RegionLike, ValueLike,
    attribute::{ArrayAttribute, AttributeLike},
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};
use mlir_sys::{mlirAffineMapAttrGetValue, mlirOpResultGetOwner, mlirValueIsAOpResult};

use crate::{Placement, ReduceOp, types::static_tensor};

/// What splitting a factor over a mesh axis does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FactorKind {
    /// Each device computes its part of the results.
    Parallel,
    /// Each device computes a partial result; the reduction combines them.
    /// `None` when the combiner is not a reduction spmd knows (the factor
    /// then cannot be split).
    Reduction(Option<ReduceOp>),
    /// A dim the op needs whole on every device (sliced, padded or
    /// concatenated): never split.
    Whole,
}

/// An op's loop factors and how its values' dims map to them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Factors {
    pub kinds: Vec<FactorKind>,
    /// Loop bounds, where every factor indexes a static dim.
    pub sizes: Option<Vec<usize>>,
    /// Per operand, per dim: the factor indexing it.
    pub operands: Vec<Vec<Option<usize>>>,
    /// Per result, per dim: the factor indexing it.
    pub results: Vec<Vec<Option<usize>>>,
    /// How many trailing operands are the results' inits (destinations):
    /// they are sharded like the results, `Partial` included, so that a
    /// split reduction adds the init once.
    pub inits: usize,
}

impl Factors {
    /// From explicit maps (one per operand, inputs then outputs, whose last
    /// `results` are also the results' maps) and factor kinds.
    pub(crate) fn from_maps(
        operation: OperationRef,
        maps: Vec<Vec<Option<usize>>>,
        kinds: Vec<FactorKind>,
    ) -> Factors {
        let results = operation.result_count();
        let result_maps = maps[maps.len() - results..].to_vec();
        let mut sizes = vec![None; kinds.len()];
        for (map, operand) in maps.iter().zip(operation.operands()) {
            if let Some((shape, _)) = static_tensor(operand.r#type()) {
                for (dim, factor) in map.iter().enumerate() {
                    if let Some(factor) = *factor {
                        sizes[factor] = Some(shape[dim]);
                    }
                }
            }
        }
        Factors {
            kinds,
            sizes: sizes.into_iter().collect(),
            operands: maps,
            results: result_maps,
            inits: results,
        }
    }

    /// `linalg.generic`: from `indexing_maps`, `iterator_types` and the
    /// payload's combiner.
    pub(crate) fn of_generic(operation: OperationRef) -> Result<Factors, String> {
        let maps = indexing_maps(operation)?;
        let iterators = operation
            .attribute("iterator_types")
            .ok()
            .and_then(|a| ArrayAttribute::try_from(a).ok())
            .ok_or("no iterator_types")?;
        let reduction = combiner(operation);
        let kinds = (0..iterators.len())
            .map(|i| {
                let text = iterators
                    .element(i)
                    .map(|a| a.to_string())
                    .unwrap_or_default();
                if text.contains("reduction") {
                    FactorKind::Reduction(reduction)
                } else {
                    FactorKind::Parallel
                }
            })
            .collect();
        Ok(Factors::from_maps(operation, maps, kinds))
    }

    /// An element-wise op: one parallel factor per result dim; scalar
    /// operands index nothing.
    pub(crate) fn elementwise(operation: OperationRef) -> Factors {
        let rank = operation
            .result(0)
            .ok()
            .and_then(|result| static_tensor(result.r#type()))
            .map_or(0, |(shape, _)| shape.len());
        let identity: Vec<Option<usize>> = (0..rank).map(Some).collect();
        let mut maps: Vec<Vec<Option<usize>>> = operation
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
            operands: maps[..maps.len() - 1].to_vec(),
            inits: 0,
            ..factors
        }
    }

    /// Whether operand `index` is an init, sharded like a result.
    pub fn is_init(&self, index: usize) -> bool {
        index + self.inits >= self.operands.len()
    }

    /// The factor each mesh axis splits, read from one value's placements
    /// (`dims`: that value's dim-to-factor map). A `Partial` placement on a
    /// result says a reduction factor of its kind is split; `None` where the
    /// value says nothing about the axis.
    pub fn split_of(
        &self,
        dims: &[Option<usize>],
        placements: &[Placement],
        is_result: bool,
    ) -> Vec<Option<usize>> {
        placements
            .iter()
            .map(|placement| match *placement {
                Placement::Shard(dim) => dims
                    .get(dim)
                    .copied()
                    .flatten()
                    .filter(|&factor| self.kinds[factor] != FactorKind::Whole),
                Placement::Partial(op) if is_result => self.reduction_factor(op, dims),
                _ => None,
            })
            .collect()
    }

    /// The one reduction factor of kind `op` that `dims` does not index.
    fn reduction_factor(&self, op: ReduceOp, dims: &[Option<usize>]) -> Option<usize> {
        let mut candidates = (0..self.kinds.len()).filter(|&f| {
            self.kinds[f] == FactorKind::Reduction(Some(op)) && !dims.contains(&Some(f))
        });
        let first = candidates.next();
        if candidates.next().is_some() {
            None
        } else {
            first
        }
    }

    /// The placements of a value (`dims`: its dim-to-factor map) when mesh
    /// axes split `split` (a factor per axis, or none). `None` if the split
    /// is impossible: a reduction factor of unknown kind, or a result
    /// indexing a reduction factor.
    pub fn placements(
        &self,
        dims: &[Option<usize>],
        split: &[Option<usize>],
        is_result: bool,
    ) -> Option<Vec<Placement>> {
        split
            .iter()
            .map(|factor| {
                let Some(factor) = *factor else {
                    return Some(Placement::Replicate);
                };
                let dim = dims.iter().position(|f| *f == Some(factor));
                match (self.kinds[factor], dim, is_result) {
                    (FactorKind::Whole, _, _) => None,
                    (_, Some(dim), false) | (FactorKind::Parallel, Some(dim), true) => {
                        Some(Placement::Shard(dim))
                    }
                    (FactorKind::Parallel, None, _) | (FactorKind::Reduction(_), None, false) => {
                        Some(Placement::Replicate)
                    }
                    (FactorKind::Reduction(Some(op)), None, true) => Some(Placement::Partial(op)),
                    _ => None,
                }
            })
            .collect()
    }
}

/// Per operand, per dim: the loop dim of a plain `dN` result, else `None`.
pub(crate) fn indexing_maps(operation: OperationRef) -> Result<Vec<Vec<Option<usize>>>, String> {
    let maps = operation
        .attribute("indexing_maps")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .ok_or("no indexing_maps")?;
    (0..maps.len())
        .map(|i| {
            let attribute = maps.element(i).map_err(|e| e.to_string())?;
            let map = unsafe { AffineMap::from_raw(mlirAffineMapAttrGetValue(attribute.to_raw())) };
            Ok((0..map.result_count())
                .map(|r| {
                    map.result(r)
                        .ok()
                        .filter(|e| e.is_dim())
                        .map(|e| e.dim_position())
                })
                .collect())
        })
        .collect()
}

/// The reduction the payload applies to its output (one shared kind for
/// every output): the op yielding the output that also reads the output's
/// block argument.
pub(crate) fn combiner(operation: OperationRef) -> Option<ReduceOp> {
    let body = operation.region(0).ok()?.first_block()?;
    let outputs = operation.result_count();
    let first_output = body.argument_count().checked_sub(outputs)?;
    let terminator = body.terminator()?;
    let mut kinds = (0..outputs).map(|j| {
        let accumulator = body.argument(first_output + j).ok()?.to_raw();
        let yielded = terminator.operand(j).ok()?.to_raw();
        if !unsafe { mlirValueIsAOpResult(yielded) } {
            return None;
        }
        let producer = unsafe { OperationRef::from_raw(mlirOpResultGetOwner(yielded)) };
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
