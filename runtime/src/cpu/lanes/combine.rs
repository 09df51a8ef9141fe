//! Combining lanes with a kernel's combiner: the neutral element of each
//! combining op, the lanes of a row folded to one value, and rows of
//! lanes folded into running lanes.

use std::ops::Range;

use super::{Lanes, fast_paths::maximum};
use spmd_executable::{
    scalar::{FloatOp, IntOp, Scalar, ScalarOp},
    tensor::ElementType,
};

/// The neutral element of a combining op (`x` with `op(x, y) == y`).
pub fn identity(op: ScalarOp) -> Option<Scalar> {
    Some(match op {
        ScalarOp::Float(FloatOp::Add) => Scalar::F(-0.0),
        ScalarOp::Float(FloatOp::Mul) => Scalar::F(1.0),
        ScalarOp::Float(FloatOp::Max | FloatOp::MaxNum) => Scalar::F(f64::NEG_INFINITY),
        ScalarOp::Float(FloatOp::Min | FloatOp::MinNum) => Scalar::F(f64::INFINITY),
        ScalarOp::Int(IntOp::Add | IntOp::Or | IntOp::Xor) => Scalar::I(0),
        ScalarOp::Int(IntOp::Mul) => Scalar::I(1),
        ScalarOp::Int(IntOp::And) => Scalar::I(-1),
        ScalarOp::Int(IntOp::MaxS) => Scalar::I(i64::MIN),
        ScalarOp::Int(IntOp::MinS) => Scalar::I(i64::MAX),
        _ => return None,
    })
}

/// The sum of `values` in eight partial sums, so the loop vectorises.
fn partial_sum<T: Copy + Default + std::ops::Add<Output = T>>(values: &[T]) -> T {
    let mut partial = [T::default(); 8];
    let chunks = values.chunks_exact(8);
    let rest = chunks
        .remainder()
        .iter()
        .fold(T::default(), |sum, &x| sum + x);
    for chunk in chunks {
        for (p, &x) in partial.iter_mut().zip(chunk) {
            *p = *p + x;
        }
    }
    partial.iter().fold(T::default(), |sum, &x| sum + x) + rest
}

/// The lanes `range` combined by `op` (one of [`identity`]'s ops).
pub fn combine_lanes(
    op: ScalarOp,
    element: ElementType,
    lanes: &Lanes,
    range: Range<usize>,
) -> Scalar {
    match (op, lanes) {
        (ScalarOp::Float(FloatOp::Add), Lanes::F(v)) if element == ElementType::F32 => {
            Scalar::F(partial_sum(&v[range]) as f64)
        }
        // torch-mlir's LayerNorm statistics are f64 sums.
        (ScalarOp::Float(FloatOp::Add), Lanes::D(v)) if element == ElementType::F64 => {
            Scalar::F(partial_sum(&v[range]))
        }
        (ScalarOp::Float(FloatOp::Max), Lanes::F(v)) if element == ElementType::F32 => {
            Scalar::F(v[range].iter().copied().fold(f32::NEG_INFINITY, maximum) as f64)
        }
        _ => {
            let mut total = identity(op).expect("combiners have identities");
            for lane in range {
                total = op.eval(&[total, lanes.get(lane)], element, element);
            }
            total
        }
    }
}

/// Combines `steps` rows of `width` lanes of `rows` (row `r`'s lane `l` at
/// `r * width + l`) into the first `width` lanes of `into`, row after row:
/// `into[l] = op(into[l], rows[r * width + l])`.
pub fn combine_rows(
    op: ScalarOp,
    element: ElementType,
    rows: &Lanes,
    width: usize,
    steps: usize,
    into: &mut Lanes,
) {
    match (op, rows, &mut *into) {
        (ScalarOp::Float(FloatOp::Add), Lanes::F(v), Lanes::F(into))
            if element == ElementType::F32 =>
        {
            for row in v[..width * steps].chunks_exact(width) {
                binary_in_place(&mut into[..width], row, |x, y| x + y);
            }
        }
        (ScalarOp::Float(FloatOp::Max), Lanes::F(v), Lanes::F(into))
            if element == ElementType::F32 =>
        {
            for row in v[..width * steps].chunks_exact(width) {
                binary_in_place(&mut into[..width], row, maximum);
            }
        }
        (ScalarOp::Float(FloatOp::Add), Lanes::D(v), Lanes::D(into))
            if element == ElementType::F64 =>
        {
            for row in v[..width * steps].chunks_exact(width) {
                binary_in_place(&mut into[..width], row, |x, y| x + y);
            }
        }
        _ => {
            for r in 0..steps {
                for l in 0..width {
                    let value = op.eval(&[into.get(l), rows.get(r * width + l)], element, element);
                    into.set(l, value);
                }
            }
        }
    }
}

#[inline(always)]
fn binary_in_place<T: Copy>(into: &mut [T], b: &[T], f: impl Fn(T, T) -> T) {
    for (x, &y) in into.iter_mut().zip(b) {
        *x = f(*x, y);
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::random_lanes;
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Rows combined into lanes give, lane by lane, the scalar fold.
    #[test]
    fn combined_rows_equal_the_scalar_fold() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let (width, steps) = (16, 5);
        for (op, element) in [
            (ScalarOp::Float(FloatOp::Add), ElementType::F32),
            (ScalarOp::Float(FloatOp::Max), ElementType::F32),
            (ScalarOp::Float(FloatOp::Add), ElementType::BF16),
            (ScalarOp::Float(FloatOp::Add), ElementType::F64),
            (ScalarOp::Int(IntOp::Add), ElementType::I32),
        ] {
            let rows = random_lanes(&mut rng, element, width * steps);
            let start = random_lanes(&mut rng, element, width);
            let mut into = start.clone();
            combine_rows(op, element, &rows, width, steps, &mut into);
            for l in 0..width {
                let want = (0..steps).fold(start.get(l), |acc, r| {
                    op.eval(&[acc, rows.get(r * width + l)], element, element)
                });
                let got = into.get(l);
                let same = match (got, want) {
                    (Scalar::F(x), Scalar::F(y)) => {
                        x.to_bits() == y.to_bits() || x.is_nan() && y.is_nan()
                    }
                    (x, y) => x == y,
                };
                assert!(same, "{op:?} {element:?} lane {l}: {got:?} != {want:?}");
            }
        }
    }

    #[test]
    fn combined_lanes_equal_the_scalar_fold_up_to_the_summation_order() {
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        for (element, tolerance) in [(ElementType::F32, 1e-6), (ElementType::F64, 1e-14)] {
            let lanes = random_lanes(&mut rng, element, 45);
            let add = ScalarOp::Float(FloatOp::Add);
            for range in [0..45, 3..11, 7..7] {
                let got = combine_lanes(add, element, &lanes, range.clone()).f();
                let want = range.clone().fold(0.0, |sum, l| sum + lanes.get(l).f());
                let scale: f64 = range.map(|l| lanes.get(l).f().abs()).sum::<f64>().max(1.0);
                let close = match want.is_finite() {
                    true => (got - want).abs() <= tolerance * scale,
                    false => got.to_bits() == want.to_bits() || got.is_nan() && want.is_nan(),
                };
                assert!(close, "{element:?}: {got} vs {want}");
            }
        }
    }
}
