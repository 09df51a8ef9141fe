//! Element-wise ops over lanes: one dispatch per op per chunk of elements,
//! tight loops for the common float ops, the scalar semantics of
//! `crate::scalar` (shared with the interpreter) for everything else.

use std::ops::Range;

use half::{bf16, f16};

use super::approx;
use crate::host::memory::{
    Bytes, Rows, gather_f32, gather_f64, gather_i64, scatter_f32, scatter_f64, scatter_i64,
};
use spmd_executable::{
    scalar::{FloatOp, IntOp, Scalar, ScalarOp, cmpf, cmpi, unsigned_value},
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

/// Defines `$name`, which runs `$body` (an `#[inline(always)]` function)
/// compiled three times: for the baseline, AVX2 + FMA and AVX-512, chosen
/// at run time by what the processor has.
macro_rules! multiversioned {
    ($(#[$doc:meta])* fn $name:ident = $body:ident($($arg:ident: $ty:ty),*) -> $ret:ty) => {
        $(#[$doc])*
        fn $name($($arg: $ty),*) -> $ret {
            #[cfg(target_arch = "x86_64")]
            {
                #[target_feature(enable = "avx512f,avx2,fma")]
                fn avx512($($arg: $ty),*) -> $ret {
                    $body($($arg),*)
                }
                #[target_feature(enable = "avx2,fma")]
                fn avx2($($arg: $ty),*) -> $ret {
                    $body($($arg),*)
                }
                if std::arch::is_x86_feature_detected!("avx512f") {
                    // SAFETY: the processor has AVX-512F (and so AVX2 and FMA).
                    return unsafe { avx512($($arg),*) };
                }
                if std::arch::is_x86_feature_detected!("avx2")
                    && std::arch::is_x86_feature_detected!("fma")
                {
                    // SAFETY: the processor has AVX2 and FMA.
                    return unsafe { avx2($($arg),*) };
                }
            }
            $body($($arg),*)
        }
    };
}

multiversioned! {
    /// Tight (vectorisable) loops for the common float ops; `false` when
    /// `op` has none.
    fn fast_float = fast_float_body(op: FloatOp, args: &[&Lanes], out: &mut [f32]) -> bool
}

#[inline(always)]
fn fast_float_body(op: FloatOp, args: &[&Lanes], out: &mut [f32]) -> bool {
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
        // `math.fpowi` (GELU's cube), in f64 as the scalar semantics.
        [Lanes::F(a), Lanes::I(n)] if op == FloatOp::PowI => {
            let (a, n) = (&a[..len], &n[..len]);
            match n.first() {
                // One square or cube for every lane: the products
                // `powi` makes (x * x, then times x), without its loop.
                Some(&power @ (2 | 3)) if n.iter().all(|&m| m == power) => {
                    for (o, &x) in out.iter_mut().zip(a) {
                        let x = x as f64;
                        let square = x * x;
                        *o = if power == 2 { square } else { square * x } as f32;
                    }
                }
                _ => {
                    for ((o, &x), &n) in out.iter_mut().zip(a).zip(n) {
                        let n = n.clamp(i32::MIN as i64, i32::MAX as i64) as i32;
                        *o = (x as f64).powi(n) as f32;
                    }
                }
            }
        }
        _ => return false,
    }
    true
}

multiversioned! {
    /// Tight loops for f64 arithmetic, with exactly the scalar semantics of
    /// `crate::scalar` (std's functions, NaN-propagating max and min): what
    /// torch-mlir's exports compute in f64 (a LayerNorm's variance) runs as
    /// fast as f32; `false` when `op` has none.
    fn fast_double = fast_double_body(op: FloatOp, args: &[&Lanes], out: &mut [f64]) -> bool
}

#[inline(always)]
fn fast_double_body(op: FloatOp, args: &[&Lanes], out: &mut [f64]) -> bool {
    let len = out.len();
    let nan_or = |x: f64, y: f64, f: fn(f64, f64) -> f64| {
        if x.is_nan() || y.is_nan() {
            f64::NAN
        } else {
            f(x, y)
        }
    };
    match args {
        [Lanes::D(a)] => {
            let a = &a[..len];
            // Each op its own loop, so the simple ones vectorise.
            macro_rules! each {
                ($f:expr) => {
                    for (o, &x) in out.iter_mut().zip(a) {
                        *o = $f(x);
                    }
                };
            }
            match op {
                FloatOp::Neg => each!(|x: f64| -x),
                FloatOp::Exp => each!(f64::exp),
                FloatOp::Tanh => each!(f64::tanh),
                FloatOp::Sqrt => each!(f64::sqrt),
                FloatOp::Rsqrt => each!(|x: f64| 1.0 / x.sqrt()),
                FloatOp::Abs => each!(f64::abs),
                FloatOp::Log => each!(f64::ln),
                _ => return false,
            }
        }
        [Lanes::D(a), Lanes::D(b)] => {
            let (a, b) = (&a[..len], &b[..len]);
            macro_rules! each {
                ($f:expr) => {
                    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
                        *o = $f(x, y);
                    }
                };
            }
            match op {
                FloatOp::Add => each!(|x, y| x + y),
                FloatOp::Sub => each!(|x, y| x - y),
                FloatOp::Mul => each!(|x, y| x * y),
                FloatOp::Div => each!(|x, y| x / y),
                FloatOp::Max => each!(|x, y| nan_or(x, y, f64::max)),
                FloatOp::Min => each!(|x, y| nan_or(x, y, f64::min)),
                _ => return false,
            }
        }
        _ => return false,
    }
    true
}

/// Every lane of `v` wrapped to the integer type `element`, as
/// [`ElementType::wrap`] (the type's match outside the loop).
fn wrap_lanes(element: ElementType, v: &mut [i64]) {
    match element {
        ElementType::I32 => v.iter_mut().for_each(|x| *x = *x as i32 as i64),
        ElementType::I16 => v.iter_mut().for_each(|x| *x = *x as i16 as i64),
        ElementType::I8 => v.iter_mut().for_each(|x| *x = *x as i8 as i64),
        ElementType::I1 => v.iter_mut().for_each(|x| *x &= 1),
        _ => {}
    }
}

#[inline(always)]
fn int_binary(out: &mut [i64], a: &[i64], b: &[i64], f: impl Fn(i64, i64) -> i64) {
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *o = f(x, y);
    }
}

#[inline(always)]
fn select<T: Copy>(out: &mut [T], c: &[i64], a: &[T], b: &[T]) {
    for (((o, &c), &x), &y) in out.iter_mut().zip(c).zip(a).zip(b) {
        *o = if c & 1 == 1 { x } else { y };
    }
}

multiversioned! {
    /// Tight loops for what is not float arithmetic: integer arithmetic and
    /// bitwise ops, compares, selects and conversions, with the scalar
    /// semantics of `crate::scalar` (masks, iotas and indices run as fast
    /// as arithmetic); `false` when `op` on these lanes has none.
    fn fast_other = fast_other_body(
        op: ScalarOp,
        element: ElementType,
        operand: ElementType,
        args: &[&Lanes],
        out: &mut Lanes,
        len: usize
    ) -> bool
}

#[inline(always)]
fn fast_other_body(
    op: ScalarOp,
    element: ElementType,
    operand: ElementType,
    args: &[&Lanes],
    out: &mut Lanes,
    len: usize,
) -> bool {
    match (op, args, out) {
        (ScalarOp::Int(int), [Lanes::I(a), Lanes::I(b)], Lanes::I(out)) => {
            let (a, b, out) = (&a[..len], &b[..len], &mut out[..len]);
            match int {
                IntOp::Add => int_binary(out, a, b, i64::wrapping_add),
                IntOp::Sub => int_binary(out, a, b, i64::wrapping_sub),
                IntOp::Mul => int_binary(out, a, b, i64::wrapping_mul),
                IntOp::And => int_binary(out, a, b, |x, y| x & y),
                IntOp::Or => int_binary(out, a, b, |x, y| x | y),
                IntOp::Xor => int_binary(out, a, b, |x, y| x ^ y),
                IntOp::MaxS => int_binary(out, a, b, i64::max),
                IntOp::MinS => int_binary(out, a, b, i64::min),
                _ => return false,
            }
            wrap_lanes(element, out);
        }
        (ScalarOp::CmpF(predicate), [Lanes::F(a), Lanes::F(b)], Lanes::I(out)) => {
            let compare = |x: f32, y: f32| cmpf(predicate, x as f64, y as f64) as i64;
            for ((o, &x), &y) in out[..len].iter_mut().zip(&a[..len]).zip(&b[..len]) {
                *o = compare(x, y);
            }
        }
        (ScalarOp::CmpI(predicate), [Lanes::I(a), Lanes::I(b)], Lanes::I(out)) => {
            let compare = |x: i64, y: i64| cmpi(predicate, x, y, operand) as i64;
            int_binary(&mut out[..len], &a[..len], &b[..len], compare);
        }
        (ScalarOp::Select, [Lanes::I(c), Lanes::F(a), Lanes::F(b)], Lanes::F(out)) => {
            select(&mut out[..len], &c[..len], &a[..len], &b[..len])
        }
        (ScalarOp::Select, [Lanes::I(c), Lanes::I(a), Lanes::I(b)], Lanes::I(out)) => {
            select(&mut out[..len], &c[..len], &a[..len], &b[..len])
        }
        (ScalarOp::Select, [Lanes::I(c), Lanes::D(a), Lanes::D(b)], Lanes::D(out)) => {
            select(&mut out[..len], &c[..len], &a[..len], &b[..len])
        }
        (ScalarOp::ToFloat { unsigned: false }, [Lanes::I(a)], Lanes::F(out))
            if element == ElementType::F32 =>
        {
            for (o, &x) in out[..len].iter_mut().zip(&a[..len]) {
                *o = x as f64 as f32;
            }
        }
        (ScalarOp::ToInt { .. }, [Lanes::F(a)], Lanes::I(out)) => {
            for (o, &x) in out[..len].iter_mut().zip(&a[..len]) {
                *o = x as f64 as i64;
            }
            wrap_lanes(element, &mut out[..len]);
        }
        (ScalarOp::ExtendUnsigned, [Lanes::I(a)], Lanes::I(out)) => {
            for (o, &x) in out[..len].iter_mut().zip(&a[..len]) {
                *o = unsigned_value(x, operand) as i64;
            }
            wrap_lanes(element, &mut out[..len]);
        }
        // extf f32 -> f64 and truncf f64 -> f32 (exact, and rounded as
        // the scalar semantics round).
        (ScalarOp::Identity, [Lanes::F(a)], Lanes::D(out)) => {
            for (o, &x) in out[..len].iter_mut().zip(&a[..len]) {
                *o = x as f64;
            }
        }
        (ScalarOp::Identity, [Lanes::D(a)], Lanes::F(out)) if element == ElementType::F32 => {
            for (o, &x) in out[..len].iter_mut().zip(&a[..len]) {
                *o = x as f32;
            }
        }
        (ScalarOp::Identity, [Lanes::I(a)], Lanes::I(out)) => {
            out[..len].copy_from_slice(&a[..len]);
            wrap_lanes(element, &mut out[..len]);
        }
        _ => return false,
    }
    true
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
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Lanes of `element` with values the type holds (a few special
    /// floats among them).
    fn random_lanes(rng: &mut ChaCha8Rng, element: ElementType, len: usize) -> Lanes {
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
