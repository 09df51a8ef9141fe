//! Element-wise ops over lanes: one dispatch per op per chunk of elements,
//! tight loops for the common float ops, the scalar semantics of
//! `crate::scalar` (shared with the interpreter) for everything else.

use half::{bf16, f16};

use super::{
    approx,
    memory::{gather_f32, gather_f64, gather_i64, scatter_f32, scatter_f64, scatter_i64},
};
use crate::{
    scalar::{FloatOp, IntOp, Scalar, ScalarOp},
    tensor::ElementType,
};

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

    pub fn splat(&mut self, value: Scalar) {
        match self {
            Lanes::F(v) => v.fill(value.f() as f32),
            Lanes::D(v) => v.fill(value.f()),
            Lanes::I(v) => v.fill(value.i()),
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

    /// Fills the first `len` lanes from `bytes` (elements of `element`),
    /// from element `start` with `stride`.
    pub fn read(
        &mut self,
        bytes: &[u8],
        element: ElementType,
        start: i64,
        stride: i64,
        len: usize,
    ) {
        match self {
            Lanes::F(v) => gather_f32(bytes, element, start, stride, &mut v[..len]),
            Lanes::D(v) => gather_f64(bytes, element, start, stride, &mut v[..len]),
            Lanes::I(v) => gather_i64(bytes, element, start, stride, &mut v[..len]),
        }
    }

    /// Writes the first `len` lanes to `bytes` (elements of `element`),
    /// from element `start` with `stride`.
    pub fn write(
        &self,
        bytes: &mut [u8],
        element: ElementType,
        start: i64,
        stride: i64,
        len: usize,
    ) {
        match self {
            Lanes::F(v) => scatter_f32(bytes, element, start, stride, &v[..len]),
            Lanes::D(v) => scatter_f64(bytes, element, start, stride, &v[..len]),
            Lanes::I(v) => scatter_i64(bytes, element, start, stride, &v[..len]),
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

/// `maximumf` / `minimumf`: NaN-propagating, -0 below +0.
fn maximum(a: f32, b: f32) -> f32 {
    if a > b {
        a
    } else if b > a {
        b
    } else if a.is_nan() || b.is_nan() {
        f32::NAN
    } else if a.is_sign_negative() {
        b
    } else {
        a
    }
}

fn minimum(a: f32, b: f32) -> f32 {
    if a < b {
        a
    } else if b < a {
        b
    } else if a.is_nan() || b.is_nan() {
        f32::NAN
    } else if a.is_sign_negative() {
        a
    } else {
        b
    }
}

#[inline(always)]
fn unary(out: &mut [f32], a: &[f32], f: impl Fn(f32) -> f32) {
    for (o, &x) in out.iter_mut().zip(a) {
        *o = f(x);
    }
}

#[inline(always)]
fn binary(out: &mut [f32], a: &[f32], b: &[f32], f: impl Fn(f32, f32) -> f32) {
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *o = f(x, y);
    }
}

/// Tight (vectorisable) loops for the common float ops; `false` when `op`
/// has none. Compiled three times: for the baseline, AVX2 + FMA and
/// AVX-512, chosen at run time by what the processor has.
macro_rules! fast_float_body {
    ($op:expr, $args:expr, $out:expr) => {{
        let (op, args, out): (FloatOp, &[&Lanes], &mut [f32]) = ($op, $args, $out);
        let len = out.len();
        match args {
            [Lanes::F(a)] => {
                let a = &a[..len];
                match op {
                    FloatOp::Neg => unary(out, a, |x| -x),
                    FloatOp::Exp => unary(out, a, approx::exp),
                    FloatOp::Tanh => unary(out, a, approx::tanh),
                    FloatOp::Sqrt => unary(out, a, f32::sqrt),
                    FloatOp::Rsqrt => unary(out, a, |x| 1.0 / x.sqrt()),
                    FloatOp::Abs => unary(out, a, f32::abs),
                    FloatOp::Log => unary(out, a, f32::ln),
                    _ => return false,
                }
            }
            [Lanes::F(a), Lanes::F(b)] => {
                let (a, b) = (&a[..len], &b[..len]);
                match op {
                    FloatOp::Add => binary(out, a, b, |x, y| x + y),
                    FloatOp::Sub => binary(out, a, b, |x, y| x - y),
                    FloatOp::Mul => binary(out, a, b, |x, y| x * y),
                    FloatOp::Div => binary(out, a, b, |x, y| x / y),
                    FloatOp::Max => binary(out, a, b, maximum),
                    FloatOp::Min => binary(out, a, b, minimum),
                    _ => return false,
                }
            }
            _ => return false,
        }
        true
    }};
}

fn fast_float_baseline(op: FloatOp, args: &[&Lanes], out: &mut [f32]) -> bool {
    fast_float_body!(op, args, out)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn fast_float_avx2(op: FloatOp, args: &[&Lanes], out: &mut [f32]) -> bool {
    fast_float_body!(op, args, out)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx2,fma")]
fn fast_float_avx512(op: FloatOp, args: &[&Lanes], out: &mut [f32]) -> bool {
    fast_float_body!(op, args, out)
}

fn fast_float(op: FloatOp, args: &[&Lanes], out: &mut [f32]) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512f") {
            // SAFETY: the processor has AVX-512F (and so AVX2 and FMA).
            return unsafe { fast_float_avx512(op, args, out) };
        }
        if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma")
        {
            // SAFETY: the processor has AVX2 and FMA.
            return unsafe { fast_float_avx2(op, args, out) };
        }
    }
    fast_float_baseline(op, args, out)
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
    if let (ScalarOp::Int(IntOp::Add | IntOp::Mul), Lanes::I(out), [Lanes::I(a), Lanes::I(b)]) =
        (op, &mut *out, args)
        && matches!(element, ElementType::I64 | ElementType::Index)
    {
        let add = op == ScalarOp::Int(IntOp::Add);
        for ((o, &x), &y) in out[..len].iter_mut().zip(&a[..len]).zip(&b[..len]) {
            *o = if add {
                x.wrapping_add(y)
            } else {
                x.wrapping_mul(y)
            };
        }
        return;
    }
    if let (ScalarOp::Select, [Lanes::I(c), Lanes::F(a), Lanes::F(b)], Lanes::F(out)) =
        (op, args, &mut *out)
    {
        for (i, o) in out[..len].iter_mut().enumerate() {
            *o = if c[i] & 1 == 1 { a[i] } else { b[i] };
        }
        return;
    }
    let mut scalars = Vec::with_capacity(args.len());
    for lane in 0..len {
        scalars.clear();
        scalars.extend(args.iter().map(|a| a.get(lane)));
        out.set(lane, op.eval(&scalars, element, operand));
    }
}

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

/// The first `len` lanes combined by `op` (one of [`identity`]'s ops).
pub fn combine_lanes(op: ScalarOp, element: ElementType, lanes: &Lanes, len: usize) -> Scalar {
    match (op, lanes) {
        (ScalarOp::Float(FloatOp::Add), Lanes::F(v)) if element == ElementType::F32 => {
            // Eight partial sums, so the loop vectorises.
            let mut partial = [0f32; 8];
            let chunks = v[..len].chunks_exact(8);
            let rest: f32 = chunks.remainder().iter().sum();
            for chunk in chunks {
                for (p, x) in partial.iter_mut().zip(chunk) {
                    *p += x;
                }
            }
            Scalar::F((partial.iter().sum::<f32>() + rest) as f64)
        }
        (ScalarOp::Float(FloatOp::Max), Lanes::F(v)) if element == ElementType::F32 => {
            Scalar::F(v[..len].iter().copied().fold(f32::NEG_INFINITY, maximum) as f64)
        }
        _ => {
            let mut total = identity(op).expect("combiners have identities");
            for lane in 0..len {
                total = op.eval(&[total, lanes.get(lane)], element, element);
            }
            total
        }
    }
}
