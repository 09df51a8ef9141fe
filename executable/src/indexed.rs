//! The element order of the data-indexed ops that are not loop nests:
//! scatter (torch-mlir's `tm_tensor.scatter`, IREE's
//! `iree_linalg_ext.scatter`) and scan (`tm_tensor.scan`, cumsum). One
//! definition of which element goes where, used by the interpreter (with
//! the op's region as the combiner) and the backends (with the region's
//! one scalar op).

use serde::{Deserialize, Serialize};

use crate::{
    scalar::{Scalar, ScalarOp},
    tensor::{ElementType, advance, strides},
};

/// What a scatter's or scan's region computes from its two block
/// arguments (a scatter's: the update, then the current element; a scan's:
/// the running value, then the element).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Combine {
    /// Yields its first argument (a scatter that replaces).
    First,
    /// Yields its second argument.
    Second,
    /// Yields `op(first, second)`, or `op(second, first)` when `swapped`.
    Apply { op: ScalarOp, swapped: bool },
}

impl Combine {
    pub fn apply(self, first: Scalar, second: Scalar, element: ElementType) -> Scalar {
        match self {
            Combine::First => first,
            Combine::Second => second,
            Combine::Apply { op, swapped: false } => op.eval(&[first, second], element, element),
            Combine::Apply { op, swapped: true } => op.eval(&[second, first], element, element),
        }
    }
}

/// A scatter's shapes: updates `[batch..., slice...]`, indices `[batch...,
/// depth]`, the original `[...]` (the slice aligned with its trailing
/// dims); index component `k` offsets the original's dim
/// `dimension_map[k]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScatterShape {
    pub updates: Vec<usize>,
    pub indices: Vec<usize>,
    pub original: Vec<usize>,
    pub dimension_map: Vec<usize>,
}

impl ScatterShape {
    /// Checks that the shapes fit together.
    pub fn check(&self) -> Result<(), IndexError> {
        let batch = self
            .indices
            .len()
            .checked_sub(1)
            .ok_or(IndexError::RankZeroIndices)?;
        let depth = self.indices[batch];
        let slice = self
            .updates
            .len()
            .checked_sub(batch)
            .ok_or(IndexError::LowRankUpdates)?;
        if self.updates[..batch] != self.indices[..batch] {
            return Err(IndexError::BatchDims {
                updates: self.updates.clone(),
                indices: self.indices.clone(),
            });
        }
        if slice > self.original.len() || self.dimension_map.len() != depth {
            return Err(IndexError::Misfit(self.clone()));
        }
        let lead = self.original.len() - slice;
        for d in 0..self.original.len() {
            let indexed = self.dimension_map.contains(&d);
            if d < lead && !indexed {
                return Err(IndexError::Uncovered { dim: d });
            }
            if d >= lead && !indexed && self.updates[batch + d - lead] > self.original[d] {
                return Err(IndexError::SliceTooLarge { dim: d });
            }
        }
        Ok(())
    }

    /// Calls `visit(update, original)` with the flat positions of every
    /// update element and the original element it combines into, in order;
    /// `index(i)` reads element `i` of the indices. An index outside the
    /// original is an error.
    pub fn for_each(
        &self,
        index: impl Fn(usize) -> i64,
        mut visit: impl FnMut(usize, usize),
    ) -> Result<(), IndexError> {
        let batch_rank = self.indices.len() - 1;
        let depth = self.indices[batch_rank];
        let batch_count: usize = self.indices[..batch_rank].iter().product();
        let slice = &self.updates[batch_rank..];
        let slice_count: usize = slice.iter().product();
        if slice_count == 0 {
            return Ok(());
        }
        let lead = self.original.len() - slice.len();
        let original_strides = strides(&self.original);
        // Where each slice element lies from the slice's first (the same
        // for every batch element), and each original dim's index component.
        let mut slice_offsets = Vec::with_capacity(slice_count);
        let mut position = vec![0usize; slice.len()];
        for s in 0..slice_count {
            if s > 0 {
                advance(&mut position, slice);
            }
            let offset: usize = (lead..self.original.len())
                .map(|d| position[d - lead] * original_strides[d])
                .sum();
            slice_offsets.push(offset);
        }
        let component_of: Vec<Option<usize>> = (0..self.original.len())
            .map(|d| self.dimension_map.iter().position(|&m| m == d))
            .collect();
        let mut components = vec![0i64; depth];
        for b in 0..batch_count {
            for (k, component) in components.iter_mut().enumerate() {
                *component = index(b * depth + k);
            }
            // The slice's first and last element bound every coordinate.
            let mut base = 0usize;
            for d in 0..self.original.len() {
                let first = component_of[d].map_or(0, |k| components[k]);
                let last = first
                    + if d >= lead {
                        slice[d - lead] as i64 - 1
                    } else {
                        0
                    };
                if first < 0 || last >= self.original[d] as i64 {
                    return Err(IndexError::Outside {
                        index: components,
                        original: self.original.clone(),
                    });
                }
                base += first as usize * original_strides[d];
            }
            for (s, offset) in slice_offsets.iter().enumerate() {
                visit(b * slice_count + s, base + offset);
            }
        }
        Ok(())
    }
}

/// A scatter whose shapes do not fit together, or an index outside the
/// tensor it indexes.
#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    #[error("indices of rank 0")]
    RankZeroIndices,
    #[error("updates of lower rank than the indices' batch dims")]
    LowRankUpdates,
    #[error("updates {updates:?} and indices {indices:?} disagree on the batch dims")]
    BatchDims {
        updates: Vec<usize>,
        indices: Vec<usize>,
    },
    #[error(
        "updates {:?}, indices {:?} and dimension_map {:?} do not fit the original {:?}",
        .0.updates, .0.indices, .0.dimension_map, .0.original
    )]
    Misfit(ScatterShape),
    #[error("original dim {dim} is neither indexed nor covered by the update slice")]
    Uncovered { dim: usize },
    #[error("the update slice is larger than the original in dim {dim}")]
    SliceTooLarge { dim: usize },
    #[error("scatter index {index:?} is outside the original {original:?}")]
    Outside {
        index: Vec<i64>,
        original: Vec<usize>,
    },
}

/// A scan's shape: `dims` of the input (and the scanned output), along
/// `dimension`; `inclusive` (the output holds the running value after each
/// element, the first being the first element) or exclusive (before it,
/// the first being the accumulator's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScanShape {
    pub dims: Vec<usize>,
    pub dimension: usize,
    pub inclusive: bool,
}

impl ScanShape {
    /// Runs the scan: `combine(running, element)`; `input(i)` reads the
    /// input, `accumulator(j)` the accumulator's initial value for lane `j`
    /// (the position without the scanned dim), `write(i, value)` the
    /// output, `last(j, value)` the final running value of each lane.
    pub fn run<T: Copy, E>(
        &self,
        input: impl Fn(usize) -> T,
        accumulator: impl Fn(usize) -> T,
        mut combine: impl FnMut(T, T) -> Result<T, E>,
        mut write: impl FnMut(usize, T),
        mut last: impl FnMut(usize, T),
    ) -> Result<(), E> {
        let length = self.dims[self.dimension];
        let inner: usize = self.dims[self.dimension + 1..].iter().product();
        let outer: usize = self.dims[..self.dimension].iter().product();
        for o in 0..outer {
            for i in 0..inner {
                let lane = o * inner + i;
                let at = |n: usize| (o * length + n) * inner + i;
                let mut running = accumulator(lane);
                for n in 0..length {
                    if self.inclusive {
                        running = if n == 0 {
                            input(at(0))
                        } else {
                            combine(running, input(at(n)))?
                        };
                        write(at(n), running);
                    } else {
                        write(at(n), running);
                        running = combine(running, input(at(n)))?;
                    }
                }
                if length > 0 {
                    last(lane, running);
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_embedding_gradient_scatter_adds_rows_at_their_ids() {
        // updates [3 ids, 1, 2], indices [3, 1], original [4, 2].
        let shape = ScatterShape {
            updates: vec![3, 1, 2],
            indices: vec![3, 1],
            original: vec![4, 2],
            dimension_map: vec![0],
        };
        shape.check().unwrap();
        let ids = [2i64, 0, 2];
        let mut pairs = Vec::new();
        shape
            .for_each(|i| ids[i], |u, o| pairs.push((u, o)))
            .unwrap();
        assert_eq!(pairs, [(0, 4), (1, 5), (2, 0), (3, 1), (4, 4), (5, 5)]);
        let outside = shape.for_each(|i| [2, 4, 0][i], |_, _| {});
        assert!(matches!(
            outside,
            Err(IndexError::Outside { index, .. }) if index == [4]
        ));
    }

    #[test]
    fn a_slice_reaching_past_the_original_is_outside() {
        // Windows of 2 along dim 1 of [2, 5], at a start per row.
        let shape = ScatterShape {
            updates: vec![2, 1, 2],
            indices: vec![2, 2],
            original: vec![2, 5],
            dimension_map: vec![0, 1],
        };
        shape.check().unwrap();
        let mut at = Vec::new();
        shape
            .for_each(|i| [0, 3, 1, 1][i], |u, o| at.push((u, o)))
            .unwrap();
        assert_eq!(at, [(0, 3), (1, 4), (2, 6), (3, 7)]);
        let past = shape.for_each(|i| [0, 1, 1, 4][i], |_, _| {});
        assert!(matches!(past, Err(IndexError::Outside { index, .. }) if index == [1, 4]));
    }

    #[test]
    fn a_point_scatter_indexes_every_dim() {
        let shape = ScatterShape {
            updates: vec![2],
            indices: vec![2, 2],
            original: vec![2, 3],
            dimension_map: vec![0, 1],
        };
        shape.check().unwrap();
        let mut at = Vec::new();
        shape
            .for_each(|i| [0, 2, 1, 0][i], |_, o| at.push(o))
            .unwrap();
        assert_eq!(at, [2, 3]);
    }

    #[test]
    fn scans_are_inclusive_or_exclusive() {
        let input = [1, 2, 3, 4, 5, 6];
        for (inclusive, expected, lasts) in [
            (true, [1, 3, 6, 4, 9, 15], [6, 15]),
            (false, [10, 11, 13, 10, 14, 19], [16, 25]),
        ] {
            let shape = ScanShape {
                dims: vec![2, 3],
                dimension: 1,
                inclusive,
            };
            let (mut out, mut last) = ([0; 6], [0; 2]);
            shape
                .run(
                    |i| input[i],
                    |_| 10,
                    |a, b| Ok::<_, ()>(a + b),
                    |i, v| out[i] = v,
                    |j, v| last[j] = v,
                )
                .unwrap();
            assert_eq!((out, last), (expected, lasts));
        }
    }
}
