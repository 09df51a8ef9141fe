//! Tight loops for the common ops on lanes (float and f64 arithmetic,
//! integer ops, compares, selects, conversions), each compiled for the
//! baseline, AVX2 and AVX-512 and chosen at run time.

use super::Lanes;
use crate::cpu::approx;
use spmd_executable::{
    scalar::{FloatOp, IntOp, ScalarOp, cmpf, cmpi, unsigned_value},
    tensor::ElementType,
};

/// `maximumf` / `minimumf`: NaN-propagating, -0 below +0.
pub(super) fn maximum(a: f32, b: f32) -> f32 {
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
    ($(#[$doc:meta])* $vis:vis fn $name:ident = $body:ident($($arg:ident: $ty:ty),*) -> $ret:ty) => {
        $(#[$doc])*
        $vis fn $name($($arg: $ty),*) -> $ret {
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
    pub(super) fn fast_float = fast_float_body(op: FloatOp, args: &[&Lanes], out: &mut [f32]) -> bool
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
    pub(super) fn fast_double = fast_double_body(op: FloatOp, args: &[&Lanes], out: &mut [f64]) -> bool
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
    pub(super) fn fast_other = fast_other_body(
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
