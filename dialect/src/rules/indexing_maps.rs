//! An op's indexing maps read as factors: from its `indexing_maps`
//! attribute or, for a named op without one (convolutions, pools), the
//! maps its definition gives; loops a compound map result reads, and the
//! windows that tile a dim.

use melior::ir::{
    AffineMap,
    attribute::{ArrayAttribute, Attribute, AttributeLike},
    operation::{OperationLike, OperationRef},
};
use mlir_sys::{mlirAffineMapAttrGetValue, mlirLinalgGetIndexingMapsAttribute};

use super::{Factor, unreadable::Unreadable};

/// An op's indexing maps as factors.
pub(crate) struct IndexingMaps {
    /// How many loop dims the maps read.
    pub loops: usize,
    /// Per operand, per dim: the loop dim of a plain `dN` result, else
    /// `None`.
    pub dims: Vec<Vec<Option<Factor>>>,
    /// The loop dims some compound result reads: a convolution's or a
    /// pool's window (`oh * stride + kh * dilation`). Split, a piece of
    /// the loop would read another piece's elements (a halo), so they are
    /// [`FactorKind::Whole`] unless they tile (see [`Tile`]).
    pub windowed: Vec<Factor>,
    /// Per loop, how many compound results read it.
    pub compound_uses: Vec<usize>,
    /// The compound results of the form `outer * stride + inner`.
    pub tiles: Vec<Tile>,
    /// The compound results of two loops with constant coefficients
    /// (`oh * stride + kh * dilation`): windows.
    pub compounds: Vec<Compound>,
}

/// A dim of an operand read as `a * ca + b * cb` for loops `a`, `b` and
/// positive constants: a window over the dim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Compound {
    pub operand: usize,
    pub dim: usize,
    /// The two `(loop, coefficient)` terms.
    pub terms: [(Factor, usize); 2],
}

/// A dim of an operand read as `outer * stride + inner`: where `inner`
/// runs over exactly `stride` and the dim is `outer`'s extent times
/// `stride` (a patch embedding, a pool whose window is its stride), the
/// windows do not overlap and cover the dim, which is then the two loops
/// flattened, `outer` major: split on `outer`, each piece reads only its
/// own rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Tile {
    pub operand: usize,
    pub dim: usize,
    pub outer: Factor,
    pub stride: usize,
    pub inner: Factor,
}

/// `expression` as `(loop, coefficient)` terms, if it is a sum of loops
/// times constants.
fn linear_terms(expression: melior::ir::AffineExpr) -> Option<Vec<(usize, i64)>> {
    if expression.is_dim() {
        return Some(vec![(expression.dim_position(), 1)]);
    }
    if expression.is_add() {
        let mut terms = linear_terms(expression.lhs())?;
        terms.extend(linear_terms(expression.rhs())?);
        return Some(terms);
    }
    if expression.is_mul() {
        let (lhs, rhs) = (expression.lhs(), expression.rhs());
        let (dim, constant) = match (lhs.is_dim(), rhs.is_constant()) {
            (true, true) => (lhs, rhs),
            _ if rhs.is_dim() && lhs.is_constant() => (rhs, lhs),
            _ => return None,
        };
        return Some(vec![(dim.dim_position(), constant.constant_value())]);
    }
    None
}

/// The indexing maps of a linalg op: its `indexing_maps` attribute, or for
/// a named op without one (convolutions, pools) the maps its definition
/// gives.
pub(crate) fn indexing_maps(operation: OperationRef) -> Result<IndexingMaps, Unreadable> {
    let maps = operation
        .attribute("indexing_maps")
        .ok()
        .or_else(|| unsafe {
            Attribute::from_option_raw(mlirLinalgGetIndexingMapsAttribute(operation.to_raw()))
        })
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .ok_or(Unreadable::Malformed(
            "not a structured linalg op (it has no indexing maps)",
        ))?;
    let mut windowed = Vec::new();
    let mut tiles = Vec::new();
    let mut compounds = Vec::new();
    let mut loops = 0;
    let dims = (0..maps.len())
        .map(|operand| {
            let attribute = maps
                .element(operand)
                .map_err(|e| Unreadable::Mlir(e.to_string()))?;
            let map = unsafe { AffineMap::from_raw(mlirAffineMapAttrGetValue(attribute.to_raw())) };
            loops = map.dim_count();
            Ok((0..map.result_count())
                .map(|dim| {
                    let expression = map.result(dim).ok()?;
                    if expression.is_dim() {
                        return Some(expression.dim_position());
                    }
                    windowed
                        .extend((0..map.dim_count()).filter(|&d| expression.is_function_of_dim(d)));
                    // Either term of stride 1 may be the inner one.
                    if let Some(&[first, second]) = linear_terms(expression).as_deref() {
                        if first.1 > 0 && second.1 > 0 && first.0 != second.0 {
                            compounds.push(Compound {
                                operand,
                                dim,
                                terms: [(first.0, first.1 as usize), (second.0, second.1 as usize)],
                            });
                        }
                        for ((outer, stride), (inner, unit)) in [(first, second), (second, first)] {
                            if unit == 1 && stride >= 1 && outer != inner {
                                tiles.push(Tile {
                                    operand,
                                    dim,
                                    outer,
                                    stride: stride as usize,
                                    inner,
                                });
                            }
                        }
                    }
                    None
                })
                .collect())
        })
        .collect::<Result<_, Unreadable>>()?;
    let mut compound_uses = vec![0; loops];
    for &factor in &windowed {
        compound_uses[factor] += 1;
    }
    windowed.sort_unstable();
    windowed.dedup();
    Ok(IndexingMaps {
        loops,
        dims,
        windowed,
        compound_uses,
        tiles,
        compounds,
    })
}
