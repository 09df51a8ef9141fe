//! Element-wise ops over lanes: one dispatch per op per chunk of elements,
//! tight loops for the common float ops, the scalar semantics of
//! `crate::scalar` (shared with the interpreter) for everything else.

mod combine;
mod fast_paths;

use std::ops::Range;

use half::{bf16, f16};

use crate::host::memory::{
    Bytes, Rows, gather_f32, gather_f64, gather_i64, scatter_f32, scatter_f64, scatter_i64,
};
use fast_paths::{fast_double, fast_float, fast_other};
use spmd_executable::{
    scalar::{Scalar, ScalarOp},
    tensor::ElementType,
};

pub use combine::{combine_lanes, combine_rows, identity};

/// A register: one value per lane, floats as f32 (f16 / bf16 rounded to
/// their type after every op), f64 as f64, integers as i64 (wrapped to
/// their width).
#[derive(Clone, Debug)]
pub enum Lanes {
    F(Vec<f32>),
    D(Vec<f64>),
    I(Vec<i64>),
}

impl Lanes {
    pub fn new(element: ElementType, len: usize) -> Lanes {
        match element {
            ElementType::F64 => Lanes::D(vec![0.0; len]),
            _ if element.is_float() => Lanes::F(vec![0.0; len]),
            _ => Lanes::I(vec![0; len]),
        }
    }

    /// `value` in the first `len` lanes.
    pub fn splat(&mut self, value: Scalar, len: usize) {
        match self {
            Lanes::F(v) => v[..len].fill(value.f() as f32),
            Lanes::D(v) => v[..len].fill(value.f()),
            Lanes::I(v) => v[..len].fill(value.i()),
        }
    }

    pub fn get(&self, lane: usize) -> Scalar {
        match self {
            Lanes::F(v) => Scalar::F(v[lane] as f64),
            Lanes::D(v) => Scalar::F(v[lane]),
            Lanes::I(v) => Scalar::I(v[lane]),
        }
    }

    pub fn set(&mut self, lane: usize, value: Scalar) {
        match self {
            Lanes::F(v) => v[lane] = value.f() as f32,
            Lanes::D(v) => v[lane] = value.f(),
            Lanes::I(v) => v[lane] = value.i(),
        }
    }

    /// Lane `r` (for `r < rows`) copied to lanes `r * width..(r + 1) *
    /// width`: one value per row, broadcast along the row.
    pub fn broadcast_rows(&mut self, rows: usize, width: usize) {
        fn spread<T: Copy>(v: &mut [T], rows: usize, width: usize) {
            // Back to front: row r's lanes start at or after lane r.
            for r in (0..rows).rev() {
                let value = v[r];
                v[r * width..(r + 1) * width].fill(value);
            }
        }
        match self {
            Lanes::F(v) => spread(v, rows, width),
            Lanes::D(v) => spread(v, rows, width),
            Lanes::I(v) => spread(v, rows, width),
        }
    }

    /// Fills the lanes `lanes` from the elements of `rows` of `bytes`
    /// (elements of `element`), row after row.
    pub fn read(&mut self, lanes: Range<usize>, bytes: Bytes, element: ElementType, rows: Rows) {
        match self {
            Lanes::F(v) => gather_f32(bytes, element, rows, &mut v[lanes]),
            Lanes::D(v) => gather_f64(bytes, element, rows, &mut v[lanes]),
            Lanes::I(v) => gather_i64(bytes, element, rows, &mut v[lanes]),
        }
    }

    /// Writes the lanes `lanes` to the elements of `rows` of `bytes`
    /// (elements of `element`), row after row.
    pub fn write(&self, lanes: Range<usize>, bytes: Bytes, element: ElementType, rows: Rows) {
        match self {
            Lanes::F(v) => scatter_f32(bytes, element, rows, &v[lanes]),
            Lanes::D(v) => scatter_f64(bytes, element, rows, &v[lanes]),
            Lanes::I(v) => scatter_i64(bytes, element, rows, &v[lanes]),
        }
    }
}

fn round_half(element: ElementType, lanes: &mut [f32]) {
    match element {
        ElementType::F16 => lanes
            .iter_mut()
            .for_each(|x| *x = f16::from_f32(*x).to_f32()),
        ElementType::BF16 => lanes
            .iter_mut()
            .for_each(|x| *x = bf16::from_f32(*x).to_f32()),
        _ => {}
    }
}

/// `out = op(args)` on the first `len` lanes.
pub fn apply(
    op: ScalarOp,
    element: ElementType,
    operand: ElementType,
    args: &[&Lanes],
    out: &mut Lanes,
    len: usize,
) {
    if let (ScalarOp::Float(float), Lanes::F(out)) = (op, &mut *out)
        && fast_float(float, args, &mut out[..len])
    {
        round_half(element, &mut out[..len]);
        return;
    }
    if let (ScalarOp::Float(float), Lanes::D(out)) = (op, &mut *out)
        && fast_double(float, args, &mut out[..len])
    {
        return;
    }
    if fast_other(op, element, operand, args, out, len) {
        return;
    }
    let mut scalars = Vec::with_capacity(args.len());
    for lane in 0..len {
        scalars.clear();
        scalars.extend(args.iter().map(|a| a.get(lane)));
        out.set(lane, op.eval(&scalars, element, operand));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use spmd_executable::scalar::{FloatOp, IntOp};

    /// Lanes of `element` with values the type holds (a few special
    /// floats among them).
    pub(super) fn random_lanes(rng: &mut ChaCha8Rng, element: ElementType, len: usize) -> Lanes {
        let mut lanes = Lanes::new(element, len);
        for lane in 0..len {
            let value = if element.is_float() {
                let special = [0.0, -0.0, f64::NAN, f64::INFINITY, -1.5, 2.0];
                match rng.random_range(0..4) {
                    0 => Scalar::F(special[rng.random_range(0..special.len())]),
                    _ => Scalar::F(element.round(rng.random_range(-1e3..1e3))),
                }
            } else {
                Scalar::I(element.wrap(rng.random_range(-300i64..300)))
            };
            lanes.set(lane, value);
        }
        lanes
    }

    #[test]
    fn one_value_per_row_is_broadcast_along_its_row() {
        let mut lanes = Lanes::I(vec![7, 8, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        lanes.broadcast_rows(3, 4);
        assert!(matches!(&lanes, Lanes::I(v) if v == &[7, 7, 7, 7, 8, 8, 8, 8, 9, 9, 9, 9]));
        let mut one = Lanes::F(vec![1.5, 2.5]);
        one.broadcast_rows(2, 1);
        assert!(matches!(&one, Lanes::F(v) if v == &[1.5, 2.5]));
    }

    /// The fast paths give what the scalar semantics give, lane by lane.
    #[test]
    fn fast_integer_double_compare_select_and_conversion_lanes_equal_the_scalar_ops() {
        use ElementType::{F32, I1, I8, I32, I64};
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let len = 64;
        let mut cases: Vec<(ScalarOp, ElementType, Vec<ElementType>)> = Vec::new();
        for int in [
            IntOp::Add,
            IntOp::Sub,
            IntOp::Mul,
            IntOp::And,
            IntOp::Or,
            IntOp::Xor,
            IntOp::MaxS,
            IntOp::MinS,
        ] {
            for element in [I1, I8, I32, I64] {
                cases.push((ScalarOp::Int(int), element, vec![element, element]));
            }
        }
        for predicate in 0..16 {
            cases.push((ScalarOp::CmpF(predicate), I1, vec![F32, F32]));
        }
        for predicate in 0..10 {
            for element in [I8, I32, I64] {
                cases.push((ScalarOp::CmpI(predicate), I1, vec![element, element]));
            }
        }
        for element in [F32, I32, I64, ElementType::F64] {
            cases.push((ScalarOp::Select, element, vec![I1, element, element]));
        }
        cases.push((ScalarOp::ToFloat { unsigned: false }, F32, vec![I64]));
        cases.push((ScalarOp::ToInt { unsigned: false }, I32, vec![F32]));
        cases.push((ScalarOp::ExtendUnsigned, I64, vec![I8]));
        cases.push((ScalarOp::Identity, I8, vec![I32]));
        // f64 arithmetic, and the f32 <-> f64 conversions.
        use ElementType::F64;
        for float in [
            FloatOp::Neg,
            FloatOp::Exp,
            FloatOp::Tanh,
            FloatOp::Sqrt,
            FloatOp::Rsqrt,
            FloatOp::Abs,
            FloatOp::Log,
        ] {
            cases.push((ScalarOp::Float(float), F64, vec![F64]));
        }
        for float in [
            FloatOp::Add,
            FloatOp::Sub,
            FloatOp::Mul,
            FloatOp::Div,
            FloatOp::Max,
            FloatOp::Min,
        ] {
            cases.push((ScalarOp::Float(float), F64, vec![F64, F64]));
        }
        cases.push((ScalarOp::Float(FloatOp::PowI), F32, vec![F32, I64]));
        cases.push((ScalarOp::Identity, F64, vec![F32]));
        cases.push((ScalarOp::Identity, F32, vec![F64]));
        for (op, element, operands) in cases {
            let args: Vec<Lanes> = operands
                .iter()
                .map(|&t| random_lanes(&mut rng, t, len))
                .collect();
            let refs: Vec<&Lanes> = args.iter().collect();
            let mut out = Lanes::new(element, len);
            apply(op, element, operands[0], &refs, &mut out, len);
            for lane in 0..len {
                let scalars: Vec<Scalar> = args.iter().map(|a| a.get(lane)).collect();
                let mut expected = Lanes::new(element, 1);
                expected.set(0, op.eval(&scalars, element, operands[0]));
                let (got, want) = (out.get(lane), expected.get(0));
                let same = match (got, want) {
                    (Scalar::F(x), Scalar::F(y)) => {
                        x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
                    }
                    (x, y) => x == y,
                };
                assert!(
                    same,
                    "{op:?} on {operands:?} -> {element:?}, lane {lane}: {got:?} != {want:?} ({scalars:?})"
                );
            }
        }
        // A square or cube for every lane takes its own loop: still the
        // bits of `powi`.
        let pow = ScalarOp::Float(FloatOp::PowI);
        for power in [2, 3] {
            let mut x = random_lanes(&mut rng, F32, len);
            if let Lanes::F(v) = &mut x {
                v[..6].copy_from_slice(&[3e38, -1e30, 1e-30, f32::NAN, -0.0, 1.000_000_1]);
            }
            let n = Lanes::I(vec![power; len]);
            let mut out = Lanes::new(F32, len);
            apply(pow, F32, F32, &[&x, &n], &mut out, len);
            for lane in 0..len {
                let want = pow.eval(&[x.get(lane), n.get(lane)], F32, F32).f() as f32;
                let got = out.get(lane).f() as f32;
                assert!(
                    got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                    "x^{power} at lane {lane}: {got} != {want}"
                );
            }
        }
    }
}
