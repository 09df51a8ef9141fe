//! The element-wise semantics of `arith` and `math` ops, on one element.

use serde::{Deserialize, Serialize};

use crate::tensor::ElementType;

/// One element: floats as f64 (rounded to their type), integers as i64.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Scalar {
    F(f64),
    I(i64),
}

impl Scalar {
    #[inline]
    pub fn f(self) -> f64 {
        match self {
            Scalar::F(x) => x,
            Scalar::I(x) => x as f64,
        }
    }

    #[inline]
    pub fn i(self) -> i64 {
        match self {
            Scalar::I(x) => x,
            Scalar::F(x) => x as i64,
        }
    }
}

/// An element-wise op, with what it needs from its attributes.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum ScalarOp {
    Float(FloatOp),
    Int(IntOp),
    CmpF(u64),
    CmpI(u64),
    Select,
    /// Conversions: the result type decides.
    ToFloat {
        unsigned: bool,
    },
    ToInt {
        unsigned: bool,
    },
    ExtendUnsigned,
    Identity,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum FloatOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Neg,
    Max,
    Min,
    MaxNum,
    MinNum,
    Pow,
    /// `math.fpowi`: a float to an integer power.
    PowI,
    Atan2,
    CopySign,
    Fma,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sqrt,
    Rsqrt,
    Cbrt,
    Tanh,
    Sin,
    Cos,
    Tan,
    Atan,
    Asin,
    Acos,
    Sinh,
    Cosh,
    Erf,
    Erfc,
    Abs,
    Floor,
    Ceil,
    Round,
    RoundEven,
    Trunc,
    Asinh,
    Acosh,
    Atanh,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    RemS,
    RemU,
    FloorDivS,
    CeilDivS,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    MaxS,
    MinS,
    MaxU,
    MinU,
    Abs,
    /// `math.ipowi`: an integer to a non-negative integer power.
    Pow,
}

impl ScalarOp {
    /// The op for an MLIR op name, if it is element-wise.
    pub fn from_name(name: &str) -> Option<ScalarOp> {
        use FloatOp as F;
        use IntOp as I;
        Some(match name {
            "arith.addf" => ScalarOp::Float(F::Add),
            "arith.subf" => ScalarOp::Float(F::Sub),
            "arith.mulf" => ScalarOp::Float(F::Mul),
            "arith.divf" => ScalarOp::Float(F::Div),
            "arith.remf" => ScalarOp::Float(F::Rem),
            "arith.negf" => ScalarOp::Float(F::Neg),
            "arith.maximumf" => ScalarOp::Float(F::Max),
            "arith.minimumf" => ScalarOp::Float(F::Min),
            "arith.maxnumf" => ScalarOp::Float(F::MaxNum),
            "arith.minnumf" => ScalarOp::Float(F::MinNum),
            "math.powf" => ScalarOp::Float(F::Pow),
            "math.fpowi" => ScalarOp::Float(F::PowI),
            "math.ipowi" => ScalarOp::Int(I::Pow),
            "math.asinh" => ScalarOp::Float(F::Asinh),
            "math.acosh" => ScalarOp::Float(F::Acosh),
            "math.atanh" => ScalarOp::Float(F::Atanh),
            "math.atan2" => ScalarOp::Float(F::Atan2),
            "math.copysign" => ScalarOp::Float(F::CopySign),
            "math.fma" => ScalarOp::Float(F::Fma),
            "math.exp" => ScalarOp::Float(F::Exp),
            "math.exp2" => ScalarOp::Float(F::Exp2),
            "math.expm1" => ScalarOp::Float(F::Expm1),
            "math.log" => ScalarOp::Float(F::Log),
            "math.log2" => ScalarOp::Float(F::Log2),
            "math.log10" => ScalarOp::Float(F::Log10),
            "math.log1p" => ScalarOp::Float(F::Log1p),
            "math.sqrt" => ScalarOp::Float(F::Sqrt),
            "math.rsqrt" => ScalarOp::Float(F::Rsqrt),
            "math.cbrt" => ScalarOp::Float(F::Cbrt),
            "math.tanh" => ScalarOp::Float(F::Tanh),
            "math.sin" => ScalarOp::Float(F::Sin),
            "math.cos" => ScalarOp::Float(F::Cos),
            "math.tan" => ScalarOp::Float(F::Tan),
            "math.atan" => ScalarOp::Float(F::Atan),
            "math.asin" => ScalarOp::Float(F::Asin),
            "math.acos" => ScalarOp::Float(F::Acos),
            "math.sinh" => ScalarOp::Float(F::Sinh),
            "math.cosh" => ScalarOp::Float(F::Cosh),
            "math.erf" => ScalarOp::Float(F::Erf),
            "math.erfc" => ScalarOp::Float(F::Erfc),
            "math.absf" => ScalarOp::Float(F::Abs),
            "math.floor" => ScalarOp::Float(F::Floor),
            "math.ceil" => ScalarOp::Float(F::Ceil),
            "math.round" => ScalarOp::Float(F::Round),
            "math.roundeven" => ScalarOp::Float(F::RoundEven),
            "math.trunc" => ScalarOp::Float(F::Trunc),
            "arith.addi" => ScalarOp::Int(I::Add),
            "arith.subi" => ScalarOp::Int(I::Sub),
            "arith.muli" => ScalarOp::Int(I::Mul),
            "arith.divsi" => ScalarOp::Int(I::DivS),
            "arith.divui" => ScalarOp::Int(I::DivU),
            "arith.remsi" => ScalarOp::Int(I::RemS),
            "arith.remui" => ScalarOp::Int(I::RemU),
            "arith.floordivsi" => ScalarOp::Int(I::FloorDivS),
            "arith.ceildivsi" => ScalarOp::Int(I::CeilDivS),
            "arith.andi" => ScalarOp::Int(I::And),
            "arith.ori" => ScalarOp::Int(I::Or),
            "arith.xori" => ScalarOp::Int(I::Xor),
            "arith.shli" => ScalarOp::Int(I::Shl),
            "arith.shrsi" => ScalarOp::Int(I::ShrS),
            "arith.shrui" => ScalarOp::Int(I::ShrU),
            "arith.maxsi" => ScalarOp::Int(I::MaxS),
            "arith.minsi" => ScalarOp::Int(I::MinS),
            "arith.maxui" => ScalarOp::Int(I::MaxU),
            "arith.minui" => ScalarOp::Int(I::MinU),
            "math.absi" => ScalarOp::Int(I::Abs),
            "arith.select" => ScalarOp::Select,
            "arith.sitofp" => ScalarOp::ToFloat { unsigned: false },
            "arith.uitofp" => ScalarOp::ToFloat { unsigned: true },
            "arith.fptosi" => ScalarOp::ToInt { unsigned: false },
            "arith.fptoui" => ScalarOp::ToInt { unsigned: true },
            "arith.extui" => ScalarOp::ExtendUnsigned,
            "arith.extf" | "arith.truncf" | "arith.extsi" | "arith.trunci" | "arith.index_cast"
            | "arith.index_castui" | "arith.bitcast" => ScalarOp::Identity,
            _ => return None,
        })
    }

    /// How many operands the op takes.
    pub fn arity(self) -> usize {
        match self {
            ScalarOp::Select | ScalarOp::Float(FloatOp::Fma) => 3,
            ScalarOp::Float(
                FloatOp::Add
                | FloatOp::Sub
                | FloatOp::Mul
                | FloatOp::Div
                | FloatOp::Rem
                | FloatOp::Max
                | FloatOp::Min
                | FloatOp::MaxNum
                | FloatOp::MinNum
                | FloatOp::Pow
                | FloatOp::PowI
                | FloatOp::Atan2
                | FloatOp::CopySign,
            )
            | ScalarOp::Int(
                IntOp::Add
                | IntOp::Sub
                | IntOp::Mul
                | IntOp::DivS
                | IntOp::DivU
                | IntOp::RemS
                | IntOp::RemU
                | IntOp::FloorDivS
                | IntOp::CeilDivS
                | IntOp::And
                | IntOp::Or
                | IntOp::Xor
                | IntOp::Shl
                | IntOp::ShrS
                | IntOp::ShrU
                | IntOp::MaxS
                | IntOp::MinS
                | IntOp::MaxU
                | IntOp::MinU
                | IntOp::Pow,
            )
            | ScalarOp::CmpF(_)
            | ScalarOp::CmpI(_) => 2,
            _ => 1,
        }
    }

    /// `self` on `args`, giving an element of type `result`; `operand` is
    /// the type of the first operand (for unsigned views).
    #[inline]
    pub fn eval(self, args: &[Scalar], result: ElementType, operand: ElementType) -> Scalar {
        match self {
            ScalarOp::Float(op) => Scalar::F(result.round(float(op, args))),
            ScalarOp::Int(op) => Scalar::I(result.wrap(int(op, args, result))),
            ScalarOp::CmpF(predicate) => {
                Scalar::I(cmpf(predicate, args[0].f(), args[1].f()) as i64)
            }
            ScalarOp::CmpI(predicate) => {
                Scalar::I(cmpi(predicate, args[0].i(), args[1].i(), operand) as i64)
            }
            ScalarOp::Select => {
                if args[0].i() & 1 == 1 {
                    args[1]
                } else {
                    args[2]
                }
            }
            ScalarOp::ToFloat { unsigned } => {
                let x = if unsigned {
                    unsigned_value(args[0].i(), operand) as f64
                } else {
                    args[0].i() as f64
                };
                Scalar::F(result.round(x))
            }
            ScalarOp::ToInt { .. } => Scalar::I(result.wrap(args[0].f() as i64)),
            ScalarOp::ExtendUnsigned => {
                Scalar::I(result.wrap(unsigned_value(args[0].i(), operand) as i64))
            }
            ScalarOp::Identity if result.is_float() => Scalar::F(result.round(args[0].f())),
            ScalarOp::Identity => Scalar::I(result.wrap(args[0].i())),
        }
    }
}

#[inline]
fn float(op: FloatOp, args: &[Scalar]) -> f64 {
    let a = args[0].f();
    let b = || args[1].f();
    match op {
        FloatOp::Add => a + b(),
        FloatOp::Sub => a - b(),
        FloatOp::Mul => a * b(),
        FloatOp::Div => a / b(),
        FloatOp::Rem => a % b(),
        FloatOp::Neg => -a,
        // maximumf / minimumf propagate NaN; maxnumf / minnumf ignore it.
        FloatOp::Max => {
            if a.is_nan() || b().is_nan() {
                f64::NAN
            } else {
                a.max(b())
            }
        }
        FloatOp::Min => {
            if a.is_nan() || b().is_nan() {
                f64::NAN
            } else {
                a.min(b())
            }
        }
        FloatOp::MaxNum => a.max(b()),
        FloatOp::MinNum => a.min(b()),
        FloatOp::Pow => a.powf(b()),
        FloatOp::PowI => a.powi(args[1].i().clamp(i32::MIN as i64, i32::MAX as i64) as i32),
        FloatOp::Atan2 => a.atan2(b()),
        FloatOp::CopySign => a.copysign(b()),
        FloatOp::Fma => a.mul_add(b(), args[2].f()),
        FloatOp::Exp => a.exp(),
        FloatOp::Exp2 => a.exp2(),
        FloatOp::Expm1 => a.exp_m1(),
        FloatOp::Log => a.ln(),
        FloatOp::Log2 => a.log2(),
        FloatOp::Log10 => a.log10(),
        FloatOp::Log1p => a.ln_1p(),
        FloatOp::Sqrt => a.sqrt(),
        FloatOp::Rsqrt => 1.0 / a.sqrt(),
        FloatOp::Cbrt => a.cbrt(),
        FloatOp::Tanh => a.tanh(),
        FloatOp::Sin => a.sin(),
        FloatOp::Cos => a.cos(),
        FloatOp::Tan => a.tan(),
        FloatOp::Atan => a.atan(),
        FloatOp::Asin => a.asin(),
        FloatOp::Acos => a.acos(),
        FloatOp::Sinh => a.sinh(),
        FloatOp::Cosh => a.cosh(),
        FloatOp::Erf => libm::erf(a),
        FloatOp::Erfc => libm::erfc(a),
        FloatOp::Abs => a.abs(),
        FloatOp::Floor => a.floor(),
        FloatOp::Ceil => a.ceil(),
        FloatOp::Round => a.round(),
        FloatOp::RoundEven => a.round_ties_even(),
        FloatOp::Trunc => a.trunc(),
        FloatOp::Asinh => a.asinh(),
        FloatOp::Acosh => a.acosh(),
        FloatOp::Atanh => a.atanh(),
    }
}

pub fn unsigned_value(x: i64, element: ElementType) -> u64 {
    match element {
        ElementType::I32 => x as u32 as u64,
        ElementType::I16 => x as u16 as u64,
        ElementType::I8 => x as u8 as u64,
        ElementType::I1 => (x & 1) as u64,
        _ => x as u64,
    }
}

fn int(op: IntOp, args: &[Scalar], element: ElementType) -> i64 {
    let a = args[0].i();
    let b = || args[1].i();
    let (ua, ub) = (unsigned_value(a, element), || unsigned_value(b(), element));
    match op {
        IntOp::Add => a.wrapping_add(b()),
        IntOp::Sub => a.wrapping_sub(b()),
        IntOp::Mul => a.wrapping_mul(b()),
        IntOp::DivS => a.checked_div(b()).unwrap_or(0),
        IntOp::DivU => ua.checked_div(ub()).unwrap_or(0) as i64,
        IntOp::RemS => a.checked_rem(b()).unwrap_or(0),
        IntOp::RemU => ua.checked_rem(ub()).unwrap_or(0) as i64,
        IntOp::FloorDivS | IntOp::CeilDivS if b() == 0 => 0,
        IntOp::FloorDivS => {
            let (q, r) = (a / b(), a % b());
            if r != 0 && (a < 0) != (b() < 0) {
                q - 1
            } else {
                q
            }
        }
        IntOp::CeilDivS => {
            let (q, r) = (a / b(), a % b());
            if r != 0 && (a < 0) == (b() < 0) {
                q + 1
            } else {
                q
            }
        }
        IntOp::And => a & b(),
        IntOp::Or => a | b(),
        IntOp::Xor => a ^ b(),
        IntOp::Shl => a.wrapping_shl(b() as u32),
        IntOp::ShrS => a.wrapping_shr(b() as u32),
        IntOp::ShrU => (ua >> (b() as u32).min(63)) as i64,
        IntOp::MaxS => a.max(b()),
        IntOp::MinS => a.min(b()),
        IntOp::MaxU => ua.max(ub()) as i64,
        IntOp::MinU => ua.min(ub()) as i64,
        IntOp::Abs => a.wrapping_abs(),
        IntOp::Pow => match u32::try_from(b()) {
            Ok(power) => a.wrapping_pow(power),
            // A negative power of an integer: upstream's expansion gives 0
            // but for 1 and -1.
            Err(_) => match a {
                1 => 1,
                -1 if b() % 2 == 0 => 1,
                -1 => -1,
                _ => 0,
            },
        },
    }
}

/// `arith.cmpf` predicates, by their enum value.
pub fn cmpf(predicate: u64, a: f64, b: f64) -> bool {
    let unordered = a.is_nan() || b.is_nan();
    match predicate {
        0 => false,
        1 => !unordered && a == b,
        2 => !unordered && a > b,
        3 => !unordered && a >= b,
        4 => !unordered && a < b,
        5 => !unordered && a <= b,
        6 => !unordered && a != b,
        7 => !unordered,
        8 => unordered || a == b,
        9 => unordered || a > b,
        10 => unordered || a >= b,
        11 => unordered || a < b,
        12 => unordered || a <= b,
        13 => unordered || a != b,
        14 => unordered,
        _ => true,
    }
}

/// `arith.cmpi` predicates, by their enum value.
pub fn cmpi(predicate: u64, a: i64, b: i64, element: ElementType) -> bool {
    let (ua, ub) = (unsigned_value(a, element), unsigned_value(b, element));
    match predicate {
        0 => a == b,
        1 => a != b,
        2 => a < b,
        3 => a <= b,
        4 => a > b,
        5 => a >= b,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        _ => ua >= ub,
    }
}
