//! Where a tensor's elements lie in a buffer that is not its own
//! row-major one: each dim's index as digits of a mixed radix, each digit
//! a stride. A transpose's result in its source's buffer has one factor
//! per dim; a collapse of it may merge dims that do not nest there (the
//! attention's batch and head dims, around the sequence dim), and that
//! dim then has two factors: a GEMM reads it as two batch dims.
//!
//! Reads: reshapes' reassociations and shapes. Writes: nothing.

use melior::ir::{ValueLike, operation::OperationRef};
use spmd_dialect::ir::{Positional, operation_name};
use spmd_dialect::read;

/// One digit of a dim's index: `extent` steps of `stride` elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Factor {
    pub extent: usize,
    pub stride: i64,
}

/// Per dim, its factors, outer to inner: index `i` of a dim with factors
/// `(e0, s0) .. (en, sn)` lies at `sum(digit_j * s_j)`, the digits of `i`
/// in the radix `e0 .. en`.
pub type Layout = Vec<Vec<Factor>>;

/// A layout of one factor per dim: dim `d` of extent `shape[d]` steps
/// `strides[d]`.
pub fn strided(shape: &[usize], strides: &[i64]) -> Layout {
    shape
        .iter()
        .zip(strides)
        .map(|(&extent, &stride)| vec![Factor { extent, stride }])
        .collect()
}

/// A shape's own row-major layout.
pub fn row_major(shape: &[usize]) -> Layout {
    let strides: Vec<i64> = spmd_executable::tensor::strides(shape)
        .iter()
        .map(|&s| s as i64)
        .collect();
    strided(shape, &strides)
}

/// The layout of a transpose's result whose source has `layout`: result
/// dim `r` is source dim `dims[r]`.
pub fn permuted(layout: &Layout, dims: &[usize]) -> Layout {
    dims.iter().map(|&d| layout[d].clone()).collect()
}

/// The layout of a transpose's source whose result has `layout`, result
/// dim `r` being source dim `dims[r]` (the inverse of [`permuted`]).
pub fn unpermuted(layout: &Layout, dims: &[usize]) -> Option<Layout> {
    (0..dims.len())
        .map(|q| Some(layout[dims.iter().position(|&d| d == q)?].clone()))
        .collect()
}

/// `factors` without unit digits (they take no steps) and with adjacent
/// digits that nest (`outer.stride == inner.stride * inner.extent`) as
/// one; a dim of extent 1 keeps one unit factor.
fn normalized(factors: Vec<Factor>) -> Vec<Factor> {
    let unit = factors.last().map_or(
        Factor {
            extent: 1,
            stride: 0,
        },
        |f| Factor {
            extent: 1,
            stride: f.stride,
        },
    );
    let mut merged: Vec<Factor> = Vec::new();
    for factor in factors.into_iter().filter(|f| f.extent != 1) {
        match merged.last_mut() {
            Some(last) if last.stride == factor.stride * factor.extent as i64 => {
                last.extent *= factor.extent;
                last.stride = factor.stride;
            }
            _ => merged.push(factor),
        }
    }
    if merged.is_empty() {
        merged.push(unit);
    }
    merged
}

/// `factors` split into digits of `extents` (outer to inner, their
/// product the factors'), if every factor's extent is a product of
/// adjacent ones among them: the stride of each.
pub fn split(factors: &[Factor], extents: &[usize]) -> Option<Vec<i64>> {
    let mut remaining: Vec<Factor> = factors.iter().copied().filter(|f| f.extent != 1).collect();
    let mut strides = vec![0; extents.len()];
    for (j, &extent) in extents.iter().enumerate().rev() {
        if extent == 1 {
            strides[j] = remaining.last().map_or(0, |f| f.stride);
            continue;
        }
        let factor = remaining.last_mut()?;
        if factor.extent % extent != 0 {
            return None;
        }
        strides[j] = factor.stride;
        factor.extent /= extent;
        factor.stride *= extent as i64;
        if factor.extent == 1 {
            remaining.pop();
        }
    }
    remaining.is_empty().then_some(strides)
}

/// The coarsest digits (outer to inner) that every one of `factor_lists`
/// (each a dim of the same extent `extent`) splits into: their boundaries
/// together, if each divides the next.
pub fn common_digits(extent: usize, factor_lists: &[&[Factor]]) -> Option<Vec<usize>> {
    let mut boundaries = vec![1, extent];
    for factors in factor_lists {
        let mut inner = 1;
        for factor in factors.iter().rev() {
            inner *= factor.extent;
            boundaries.push(inner);
        }
        if inner != extent {
            return None;
        }
    }
    boundaries.sort_unstable();
    boundaries.dedup();
    if boundaries.windows(2).any(|w| w[1] % w[0] != 0) {
        return None;
    }
    if extent == 1 {
        return Some(vec![1]);
    }
    Some(boundaries.windows(2).rev().map(|w| w[1] / w[0]).collect())
}

/// The layout of a collapse's result whose source has `layout`: each
/// group's factors, outer to inner, as one dim.
pub fn collapsed(groups: &[Vec<usize>], layout: &Layout) -> Option<Layout> {
    groups
        .iter()
        .map(|group| {
            let factors = group
                .iter()
                .map(|&d| layout.get(d).cloned())
                .collect::<Option<Vec<_>>>()?;
            Some(normalized(factors.concat()))
        })
        .collect()
}

/// The layout of an expansion's result (of `result` shape) whose source
/// has `layout`: each source dim's factors dealt out to its group, inner
/// dims first, if the group's extents split them.
pub fn expanded(groups: &[Vec<usize>], result: &[usize], layout: &Layout) -> Option<Layout> {
    let mut expanded: Layout = vec![Vec::new(); result.len()];
    for (dim, group) in groups.iter().enumerate() {
        let factors = layout.get(dim)?;
        let extents: Vec<usize> = group
            .iter()
            .map(|&r| result.get(r).copied())
            .collect::<Option<_>>()?;
        // The digits of both the factors and the group's extents.
        let as_factors: Vec<Factor> = extents
            .iter()
            .map(|&extent| Factor { extent, stride: 0 })
            .collect();
        let total = factors.iter().map(|f| f.extent).product();
        let digits = common_digits(total, &[factors, &as_factors])?;
        let strides = split(factors, &digits)?;
        // Deal the digits out: each result dim takes digits from the
        // inside until their product is its extent.
        let mut next = digits.len();
        for (&r, &extent) in group.iter().zip(&extents).rev() {
            let mut taken = Vec::new();
            let mut product = 1;
            while product < extent {
                next = next.checked_sub(1)?;
                product *= digits[next];
                taken.push(Factor {
                    extent: digits[next],
                    stride: strides[next],
                });
            }
            if product != extent {
                return None;
            }
            let stride = strides.get(next).or(strides.last()).copied().unwrap_or(0);
            taken.reverse();
            expanded[r] = if taken.is_empty() {
                vec![Factor { extent: 1, stride }]
            } else {
                normalized(taken)
            };
        }
    }
    Some(expanded)
}

/// For a reshape (`tensor.collapse_shape` / `tensor.expand_shape`) of a
/// value laid out as `layout` in some buffer: its result's layout there.
pub fn reshaped(reshape: OperationRef, layout: &Layout) -> Option<Layout> {
    let groups = spmd_dialect::rules::reassociation(reshape)
        .ok()
        .filter(|groups| !groups.is_empty())?;
    let source = read::static_shape(reshape.operand_at(0)?.r#type()).ok()?;
    let result = read::static_shape(reshape.result_at(0)?.r#type()).ok()?;
    if layout.len() != source.len() {
        return None;
    }
    match operation_name(reshape) {
        "tensor.collapse_shape" if groups.len() == result.len() => collapsed(&groups, layout),
        "tensor.expand_shape" if groups.len() == source.len() => expanded(&groups, &result, layout),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(extent: usize, stride: i64) -> Factor {
        Factor { extent, stride }
    }

    #[test]
    fn a_collapse_of_dims_that_nest_is_one_factor() {
        // [8, 256, 128] row-major, collapsed to [2048, 128].
        let layout = row_major(&[8, 256, 128]);
        let collapsed = collapsed(&[vec![0, 1], vec![2]], &layout).unwrap();
        assert_eq!(collapsed, vec![vec![f(2048, 128)], vec![f(128, 1)]]);
    }

    #[test]
    fn a_collapse_of_dims_apart_keeps_both() {
        // [b=8, h=8, s=256, d=128] read from a [b, s, h, d] buffer.
        let layout = strided(&[8, 8, 256, 128], &[262144, 128, 1024, 1]);
        let collapsed = collapsed(&[vec![0, 1], vec![2], vec![3]], &layout).unwrap();
        assert_eq!(collapsed[0], vec![f(8, 262144), f(8, 128)]);
    }

    #[test]
    fn an_expansion_deals_factors_out() {
        let layout = vec![vec![f(8, 262144), f(8, 128)], vec![f(256, 1024)]];
        let heads = expanded(&[vec![0, 1], vec![2]], &[8, 8, 256], &layout).unwrap();
        assert_eq!(
            heads,
            vec![vec![f(8, 262144)], vec![f(8, 128)], vec![f(256, 1024)]]
        );
        // Into [4, 16]: the outer digit splits, the inner spans two.
        let regrouped = expanded(&[vec![0, 1]], &[4, 16], &layout[..1].to_vec()).unwrap();
        assert_eq!(
            regrouped,
            vec![vec![f(4, 524288)], vec![f(2, 262144), f(8, 128)]]
        );
        // [16, 4] and [8, 8] refine to [8, 2, 4]; [3, 4] and [4, 3] to nothing.
        assert_eq!(
            common_digits(64, &[&[f(8, 8), f(8, 1)], &[f(16, 0), f(4, 0)]]),
            Some(vec![8, 2, 4])
        );
        assert!(common_digits(12, &[&[f(3, 4), f(4, 1)], &[f(4, 0), f(3, 0)]]).is_none());
    }

    #[test]
    fn digits_common_to_several_layouts() {
        let a = [f(8, 262144), f(8, 128)];
        let b = [f(64, 65536)];
        assert_eq!(common_digits(64, &[&a, &b]), Some(vec![8, 8]));
        assert_eq!(split(&b, &[8, 8]), Some(vec![524288, 65536]));
        assert_eq!(split(&a, &[8, 8]), Some(vec![262144, 128]));
        assert_eq!(split(&a, &[64]), None);
    }
}
