//! C for the scalar level of generated kernels: the prelude every kernel
//! starts with, the C types of elements and registers, literals, and the
//! expression of every `ScalarOp` with the semantics of
//! `ScalarOp::eval` (f16 / bf16 results rounded to their type, integers
//! wrapped to their width, NaN-propagating max / min, division by zero 0).

use spmd_executable::{
    scalar::{FloatOp, IntOp, Scalar, ScalarOp},
    tensor::ElementType,
};

/// Helpers every kernel source starts with. The f16 conversions are PTX
/// under NVRTC; a host build (checking the generated code on the CPU)
/// defines `h2f` / `f2h` itself.
pub const PRELUDE: &str = r#"#define LL long long
#define S_NANF __int_as_float(0x7fc00000)
#define S_INFF __int_as_float(0x7f800000)
#define S_NAN __longlong_as_double(0x7ff8000000000000LL)
#define S_INF __longlong_as_double(0x7ff0000000000000LL)
#define ULL unsigned long long
#define UNARY(name, f32, f64) \
  __device__ __forceinline__ float name(float x) { return f32(x); } \
  __device__ __forceinline__ double name(double x) { return f64(x); }
#define BINARY(name, f32, f64) \
  __device__ __forceinline__ float name(float x, float y) { return f32(x, y); } \
  __device__ __forceinline__ double name(double x, double y) { return f64(x, y); }
UNARY(s_exp, expf, exp) UNARY(s_exp2, exp2f, exp2) UNARY(s_expm1, expm1f, expm1)
UNARY(s_log, logf, log) UNARY(s_log2, log2f, log2) UNARY(s_log10, log10f, log10)
UNARY(s_log1p, log1pf, log1p) UNARY(s_sqrt, sqrtf, sqrt) UNARY(s_cbrt, cbrtf, cbrt)
UNARY(s_tanh, tanhf, tanh) UNARY(s_sin, sinf, sin) UNARY(s_cos, cosf, cos)
UNARY(s_tan, tanf, tan) UNARY(s_atan, atanf, atan) UNARY(s_asin, asinf, asin)
UNARY(s_acos, acosf, acos) UNARY(s_sinh, sinhf, sinh) UNARY(s_cosh, coshf, cosh)
UNARY(s_erf, erff, erf) UNARY(s_erfc, erfcf, erfc) UNARY(s_abs, fabsf, fabs)
UNARY(s_floor, floorf, floor) UNARY(s_ceil, ceilf, ceil) UNARY(s_round, roundf, round)
UNARY(s_rint, rintf, rint) UNARY(s_trunc, truncf, trunc)
UNARY(s_asinh, asinhf, asinh) UNARY(s_acosh, acoshf, acosh) UNARY(s_atanh, atanhf, atanh)
BINARY(s_fmod, fmodf, fmod) BINARY(s_pow, powf, pow) BINARY(s_atan2, atan2f, atan2)
BINARY(s_copysign, copysignf, copysign) BINARY(s_fmax, fmaxf, fmax) BINARY(s_fmin, fminf, fmin)
__device__ __forceinline__ float s_fma(float a, float b, float c) { return fmaf(a, b, c); }
__device__ __forceinline__ double s_fma(double a, double b, double c) { return fma(a, b, c); }
__device__ __forceinline__ float s_max(float a, float b) { return (isnan(a) || isnan(b)) ? S_NANF : fmaxf(a, b); }
__device__ __forceinline__ double s_max(double a, double b) { return (isnan(a) || isnan(b)) ? S_NAN : fmax(a, b); }
__device__ __forceinline__ float s_min(float a, float b) { return (isnan(a) || isnan(b)) ? S_NANF : fminf(a, b); }
__device__ __forceinline__ double s_min(double a, double b) { return (isnan(a) || isnan(b)) ? S_NAN : fmin(a, b); }
#ifdef __CUDACC_RTC__
__device__ __forceinline__ float h2f(unsigned short h) { float f; asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h)); return f; }
__device__ __forceinline__ unsigned short f2h(float f) { unsigned short h; asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f)); return h; }
#endif
__device__ __forceinline__ float b2f(unsigned short b) { return __uint_as_float(((unsigned)b) << 16); }
#ifdef __CUDACC_RTC__
// One instruction (sm_80 on): round to nearest even; a NaN becomes the
// canonical one, where the host's keeps its payload (NaN either way).
__device__ __forceinline__ unsigned short f2b(float f) { unsigned short b; asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(b) : "f"(f)); return b; }
#else
__device__ __forceinline__ unsigned short f2b(float f) {
  unsigned u = __float_as_uint(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return (unsigned short)((u >> 16) | 0x40);
  return (unsigned short)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}
#endif
// tanh, exp and division of f16 / bf16 elements: approximations on the
// GPU (relative error: tanh, one instruction, under 2^-10.9; exp under
// 2^-17 wherever its result is finite; division 2 ulp of f32), within one
// ulp of the 16-bit result once rounded, as XLA's fast tanh is; the
// host's are exact.
#ifdef __CUDACC_RTC__
__device__ __forceinline__ float s_tanh16(float x) { float y; asm("tanh.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }
__device__ __forceinline__ float s_exp16(float x) { float y; asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x * 1.44269504088896341f)); return y; }
__device__ __forceinline__ float s_div16(float x, float y) { float z; asm("div.full.f32 %0, %1, %2;" : "=f"(z) : "f"(x), "f"(y)); return z; }
#else
#define s_tanh16 s_tanh
#define s_exp16 s_exp
#define s_div16(x, y) ((x) / (y))
#endif
#ifdef SPMD_ROUND_AT_STORES
// f16 / bf16 results stay f32 until stored (`Rounding::AtStores`).
__device__ __forceinline__ float r_f16(float x) { return x; }
__device__ __forceinline__ float r_bf16(float x) { return x; }
#else
__device__ __forceinline__ float r_f16(float x) { return h2f(f2h(x)); }
__device__ __forceinline__ float r_bf16(float x) { return b2f(f2b(x)); }
#endif
__device__ __forceinline__ LL w_i32(LL x) { return (LL)(int)x; }
__device__ __forceinline__ LL w_i16(LL x) { return (LL)(short)x; }
__device__ __forceinline__ LL w_i8(LL x) { return (LL)(signed char)x; }
__device__ __forceinline__ LL w_i1(LL x) { return x & 1; }
__device__ __forceinline__ ULL u_val(LL x, int bits) { return bits >= 64 ? (ULL)x : bits == 1 ? (ULL)(x & 1) : ((ULL)x & ((1ULL << bits) - 1)); }
__device__ __forceinline__ LL f2i(double x) { return isnan(x) ? 0 : x >= 9.2233720368547758e18 ? 0x7fffffffffffffffLL : x <= -9.2233720368547758e18 ? (-0x7fffffffffffffffLL - 1) : (LL)x; }
__device__ __forceinline__ LL i_div(LL a, LL b) { return (b == 0 || (b == -1 && a == (-0x7fffffffffffffffLL - 1))) ? 0 : a / b; }
__device__ __forceinline__ LL i_rem(LL a, LL b) { return (b == 0 || b == -1) ? 0 : a % b; }
__device__ __forceinline__ LL i_floordiv(LL a, LL b) { if (b == 0) return 0; LL q = i_div(a, b), r = i_rem(a, b); return (r != 0 && ((a < 0) != (b < 0))) ? q - 1 : q; }
__device__ __forceinline__ LL i_ceildiv(LL a, LL b) { if (b == 0) return 0; LL q = i_div(a, b), r = i_rem(a, b); return (r != 0 && ((a < 0) == (b < 0))) ? q + 1 : q; }
__device__ __forceinline__ float s_powi(float x, LL n) { float r = 1.0f; ULL m = n < 0 ? 0ULL - (ULL)n : (ULL)n; while (m) { if (m & 1) r *= x; x *= x; m >>= 1; } return n < 0 ? 1.0f / r : r; }
__device__ __forceinline__ double s_powi(double x, LL n) { double r = 1.0; ULL m = n < 0 ? 0ULL - (ULL)n : (ULL)n; while (m) { if (m & 1) r *= x; x *= x; m >>= 1; } return n < 0 ? 1.0 / r : r; }
__device__ __forceinline__ LL i_pow(LL x, LL n) { if (n < 0) return x == 1 ? 1 : x == -1 ? ((n & 1) ? -1 : 1) : 0; ULL r = 1, b = (ULL)x; while (n) { if (n & 1) r *= b; b *= b; n >>= 1; } return (LL)r; }
__device__ __forceinline__ void spmd_fail(volatile ULL *word, ULL code) { if (*word == 0) *word = code; }
"#;

/// The C type of an element in memory.
pub(crate) fn memory_type(element: ElementType) -> &'static str {
    match element {
        ElementType::F64 => "double",
        ElementType::F32 => "float",
        ElementType::F16 | ElementType::BF16 => "unsigned short",
        ElementType::I64 | ElementType::Index => "long long",
        ElementType::I32 => "int",
        ElementType::I16 => "short",
        ElementType::I8 => "signed char",
        ElementType::I1 => "unsigned char",
    }
}

/// The register value of the element at `place` (an lvalue of
/// [`memory_type`]).
pub(crate) fn load_element(element: ElementType, place: &str) -> String {
    match element {
        ElementType::F16 => format!("h2f({place})"),
        ElementType::BF16 => format!("b2f({place})"),
        other => format!("({}){place}", register_type(other)),
    }
}

/// The statement storing register expression `value` at `place`.
pub(crate) fn store_element(element: ElementType, place: &str, value: &str) -> String {
    match element {
        ElementType::F16 => format!("{place} = f2h({value});"),
        ElementType::BF16 => format!("{place} = f2b({value});"),
        other => format!("{place} = ({}){value};", memory_type(other)),
    }
}

/// The element `index` of the buffer at byte `offset` of the arena, as an
/// lvalue.
pub(crate) fn arena_element(element: ElementType, offset: usize, index: &str) -> String {
    format!("(({} *)(arena + {offset}))[{index}]", memory_type(element))
}

/// The C type a register of this element computes in.
pub(crate) fn register_type(element: ElementType) -> &'static str {
    match element {
        ElementType::F64 => "double",
        ElementType::F32 | ElementType::F16 | ElementType::BF16 => "float",
        _ => "LL",
    }
}

fn bits(element: ElementType) -> usize {
    match element {
        ElementType::I1 => 1,
        other => other.bytes() * 8,
    }
}

/// `x` (a register expression) rounded or wrapped to `element`.
fn fit(element: ElementType, x: &str) -> String {
    match element {
        ElementType::F16 => format!("r_f16({x})"),
        ElementType::BF16 => format!("r_bf16({x})"),
        ElementType::I32 => format!("w_i32({x})"),
        ElementType::I16 => format!("w_i16({x})"),
        ElementType::I8 => format!("w_i8({x})"),
        ElementType::I1 => format!("w_i1({x})"),
        _ => x.to_owned(),
    }
}

/// A literal of `value` as a register of `element`.
pub(crate) fn literal(value: Scalar, element: ElementType) -> String {
    match (value, register_type(element)) {
        (Scalar::F(x), "float") if x.is_nan() => "S_NANF".to_owned(),
        (Scalar::F(x), "float") if x.is_infinite() => {
            format!("{}S_INFF", if x < 0.0 { "-" } else { "" })
        }
        (Scalar::F(x), "double") if x.is_nan() => "S_NAN".to_owned(),
        (Scalar::F(x), "double") if x.is_infinite() => {
            format!("{}S_INF", if x < 0.0 { "-" } else { "" })
        }
        (Scalar::F(x), "float") => format!("{:e}f", x as f32),
        (Scalar::F(x), "double") => format!("{x:e}"),
        (Scalar::F(x), _) => format!("{}LL", x as i64),
        (Scalar::I(i), "LL") if i == i64::MIN => "(-0x7fffffffffffffffLL - 1)".to_owned(),
        (Scalar::I(i), "LL") => format!("{i}LL"),
        (Scalar::I(i), ty) => format!("({ty}){i}"),
    }
}

/// The C expression of `op` on register names `a`, giving an element
/// of `element` (`operand`: the first operand's type); `None` if too few
/// operands.
pub(crate) fn apply(
    op: ScalarOp,
    a: &[String],
    element: ElementType,
    operand: ElementType,
) -> Option<String> {
    if a.len() < op.arity() {
        return None;
    }
    let rt = register_type(element);
    Some(match op {
        ScalarOp::Float(float) => {
            let sixteen = matches!(element, ElementType::F16 | ElementType::BF16);
            let x = float_expression(float, a, sixteen);
            fit(element, &format!("({rt})({x})"))
        }
        ScalarOp::Int(int) => fit(element, &int_expression(int, a, bits(element))),
        ScalarOp::CmpF(predicate) => format!("(LL)({})", cmpf(predicate, &a[0], &a[1])),
        ScalarOp::CmpI(predicate) => {
            format!("(LL)({})", cmpi(predicate, &a[0], &a[1], bits(operand)))
        }
        ScalarOp::Select => format!("(({} & 1) ? {} : {})", a[0], a[1], a[2]),
        ScalarOp::ToFloat { unsigned } => {
            let x = if unsigned {
                format!("(double)u_val({}, {})", a[0], bits(operand))
            } else {
                format!("(double){}", a[0])
            };
            fit(element, &format!("({rt})({x})"))
        }
        ScalarOp::ToInt { .. } => fit(element, &format!("f2i((double){})", a[0])),
        ScalarOp::ExtendUnsigned => {
            fit(element, &format!("(LL)u_val({}, {})", a[0], bits(operand)))
        }
        ScalarOp::Identity if element.is_float() => fit(element, &format!("({rt}){}", a[0])),
        ScalarOp::Identity if operand.is_float() => fit(element, &format!("f2i((double){})", a[0])),
        ScalarOp::Identity => fit(element, &format!("(LL){}", a[0])),
    })
}

/// The C expression of float `op` on `a`; `sixteen`: its result is
/// rounded to f16 or bf16 (tanh, exp and division then take the 16-bit
/// forms).
fn float_expression(op: FloatOp, a: &[String], sixteen: bool) -> String {
    let x = &a[0];
    let y = || &a[1];
    let unary = |f: &str| format!("{f}({x})");
    let binary = |f: &str| format!("{f}({x}, {})", y());
    match op {
        FloatOp::Add => format!("{x} + {}", y()),
        FloatOp::Sub => format!("{x} - {}", y()),
        FloatOp::Mul => format!("{x} * {}", y()),
        FloatOp::Div if sixteen => binary("s_div16"),
        FloatOp::Div => format!("{x} / {}", y()),
        FloatOp::Rem => binary("s_fmod"),
        FloatOp::Neg => format!("-{x}"),
        FloatOp::Max => binary("s_max"),
        FloatOp::Min => binary("s_min"),
        FloatOp::MaxNum => binary("s_fmax"),
        FloatOp::MinNum => binary("s_fmin"),
        FloatOp::Pow => binary("s_pow"),
        FloatOp::PowI => format!("s_powi({x}, {})", y()),
        FloatOp::Atan2 => binary("s_atan2"),
        FloatOp::CopySign => binary("s_copysign"),
        FloatOp::Fma => format!("s_fma({x}, {}, {})", y(), a[2]),
        FloatOp::Exp if sixteen => unary("s_exp16"),
        FloatOp::Exp => unary("s_exp"),
        FloatOp::Exp2 => unary("s_exp2"),
        FloatOp::Expm1 => unary("s_expm1"),
        FloatOp::Log => unary("s_log"),
        FloatOp::Log2 => unary("s_log2"),
        FloatOp::Log10 => unary("s_log10"),
        FloatOp::Log1p => unary("s_log1p"),
        FloatOp::Sqrt => unary("s_sqrt"),
        FloatOp::Rsqrt => format!("1 / s_sqrt({x})"),
        FloatOp::Cbrt => unary("s_cbrt"),
        FloatOp::Tanh if sixteen => unary("s_tanh16"),
        FloatOp::Tanh => unary("s_tanh"),
        FloatOp::Sin => unary("s_sin"),
        FloatOp::Cos => unary("s_cos"),
        FloatOp::Tan => unary("s_tan"),
        FloatOp::Atan => unary("s_atan"),
        FloatOp::Asin => unary("s_asin"),
        FloatOp::Acos => unary("s_acos"),
        FloatOp::Sinh => unary("s_sinh"),
        FloatOp::Cosh => unary("s_cosh"),
        FloatOp::Erf => unary("s_erf"),
        FloatOp::Erfc => unary("s_erfc"),
        FloatOp::Abs => unary("s_abs"),
        FloatOp::Floor => unary("s_floor"),
        FloatOp::Ceil => unary("s_ceil"),
        FloatOp::Round => unary("s_round"),
        FloatOp::RoundEven => unary("s_rint"),
        FloatOp::Trunc => unary("s_trunc"),
        FloatOp::Asinh => unary("s_asinh"),
        FloatOp::Acosh => unary("s_acosh"),
        FloatOp::Atanh => unary("s_atanh"),
    }
}

fn int_expression(op: IntOp, a: &[String], bits: usize) -> String {
    let (x, y) = (&a[0], a.get(1).map(String::as_str).unwrap_or("0"));
    let (ux, uy) = (format!("u_val({x}, {bits})"), format!("u_val({y}, {bits})"));
    match op {
        IntOp::Add => format!("(LL)((ULL){x} + (ULL){y})"),
        IntOp::Sub => format!("(LL)((ULL){x} - (ULL){y})"),
        IntOp::Mul => format!("(LL)((ULL){x} * (ULL){y})"),
        IntOp::DivS => format!("i_div({x}, {y})"),
        IntOp::DivU => format!("({uy} == 0 ? 0LL : (LL)({ux} / {uy}))"),
        IntOp::RemS => format!("i_rem({x}, {y})"),
        IntOp::RemU => format!("({uy} == 0 ? 0LL : (LL)({ux} % {uy}))"),
        IntOp::FloorDivS => format!("i_floordiv({x}, {y})"),
        IntOp::CeilDivS => format!("i_ceildiv({x}, {y})"),
        IntOp::And => format!("({x} & {y})"),
        IntOp::Or => format!("({x} | {y})"),
        IntOp::Xor => format!("({x} ^ {y})"),
        IntOp::Shl => format!("(LL)((ULL){x} << ((unsigned){y} & 63))"),
        IntOp::ShrS => format!("({x} >> ((unsigned){y} & 63))"),
        IntOp::ShrU => format!("(LL)({ux} >> ((unsigned){y} < 63 ? (unsigned){y} : 63))"),
        IntOp::MaxS => format!("({x} > {y} ? {x} : {y})"),
        IntOp::MinS => format!("({x} < {y} ? {x} : {y})"),
        IntOp::MaxU => format!("(LL)({ux} > {uy} ? {ux} : {uy})"),
        IntOp::MinU => format!("(LL)({ux} < {uy} ? {ux} : {uy})"),
        IntOp::Abs => format!("(LL)({x} < 0 ? 0ULL - (ULL){x} : (ULL){x})"),
        IntOp::Pow => format!("i_pow({x}, {y})"),
    }
}

/// `arith.cmpf` predicates, by their enum value.
fn cmpf(predicate: u64, a: &str, b: &str) -> String {
    let unordered = format!("(isnan({a}) || isnan({b}))");
    let ordered = |c: &str| format!("(!{unordered} && {a} {c} {b})");
    let either = |c: &str| format!("({unordered} || {a} {c} {b})");
    match predicate {
        0 => "false".to_owned(),
        1 => ordered("=="),
        2 => ordered(">"),
        3 => ordered(">="),
        4 => ordered("<"),
        5 => ordered("<="),
        6 => ordered("!="),
        7 => format!("!{unordered}"),
        8 => either("=="),
        9 => either(">"),
        10 => either(">="),
        11 => either("<"),
        12 => either("<="),
        13 => either("!="),
        14 => unordered,
        _ => "true".to_owned(),
    }
}

/// `arith.cmpi` predicates, by their enum value.
fn cmpi(predicate: u64, a: &str, b: &str, bits: usize) -> String {
    let (ua, ub) = (format!("u_val({a}, {bits})"), format!("u_val({b}, {bits})"));
    match predicate {
        0 => format!("{a} == {b}"),
        1 => format!("{a} != {b}"),
        2 => format!("{a} < {b}"),
        3 => format!("{a} <= {b}"),
        4 => format!("{a} > {b}"),
        5 => format!("{a} >= {b}"),
        6 => format!("{ua} < {ub}"),
        7 => format!("{ua} <= {ub}"),
        8 => format!("{ua} > {ub}"),
        _ => format!("{ua} >= {ub}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// tanh, exp and division of f16 / bf16 results take the 16-bit forms
    /// (approximations on the GPU); f32 and f64 the exact ones.
    #[test]
    fn sixteen_bit_results_take_the_approximations() {
        let x = ["v0".to_owned()];
        for (op, name) in [(FloatOp::Tanh, "s_tanh"), (FloatOp::Exp, "s_exp")] {
            for element in [ElementType::BF16, ElementType::F16] {
                let c = apply(ScalarOp::Float(op), &x, element, element).expect("unary");
                assert!(c.contains(&format!("{name}16(v0)")), "{c}");
            }
            for element in [ElementType::F32, ElementType::F64] {
                let c = apply(ScalarOp::Float(op), &x, element, element).expect("unary");
                assert!(c.contains(&format!("{name}(v0)")), "{c}");
            }
        }
        let xy = ["v0".to_owned(), "v1".to_owned()];
        let div = |element| apply(ScalarOp::Float(FloatOp::Div), &xy, element, element);
        assert!(
            div(ElementType::BF16)
                .expect("binary")
                .contains("s_div16(v0, v1)")
        );
        assert!(div(ElementType::F32).expect("binary").contains("v0 / v1"));
    }
}
