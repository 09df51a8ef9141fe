//! Element-wise ops over lanes: one dispatch per op per chunk of elements,
//! tight loops for the common float ops, the scalar semantics of
//! `crate::scalar` (shared with the interpreter) for everything else.

use half::{bf16, f16};

use crate::{
    scalar::{FloatOp, IntOp, Scalar, ScalarOp},
    tensor::ElementType,
};

/// A register: one value per lane, floats as f32 (f16 / bf16 rounded to
/// their type after every op), integers as i64 (wrapped to their width).
#[derive(Clone, Debug)]
pub enum Lanes {
    F(Vec<f32>),
    I(Vec<i64>),
}

impl Lanes {
    pub fn new(element: ElementType, len: usize) -> Lanes {
        if element.is_float() {
            Lanes::F(vec![0.0; len])
        } else {
            Lanes::I(vec![0; len])
        }
    }

    pub fn splat(&mut self, value: Scalar) {
        match self {
            Lanes::F(v) => v.fill(value.f() as f32),
            Lanes::I(v) => v.fill(value.i()),
        }
    }

    pub fn get(&self, lane: usize) -> Scalar {
        match self {
            Lanes::F(v) => Scalar::F(v[lane] as f64),
            Lanes::I(v) => Scalar::I(v[lane]),
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

/// Whether [`apply`] has a tight loop for `op` on f32 lanes.
fn fast_unary(op: FloatOp) -> Option<fn(f32) -> f32> {
    Some(match op {
        FloatOp::Neg => |a: f32| -a,
        FloatOp::Exp => f32::exp,
        FloatOp::Sqrt => f32::sqrt,
        FloatOp::Rsqrt => |a: f32| 1.0 / a.sqrt(),
        FloatOp::Tanh => f32::tanh,
        FloatOp::Abs => f32::abs,
        FloatOp::Log => f32::ln,
        _ => return None,
    })
}

fn fast_binary(op: FloatOp) -> Option<fn(f32, f32) -> f32> {
    Some(match op {
        FloatOp::Add => |a, b| a + b,
        FloatOp::Sub => |a, b| a - b,
        FloatOp::Mul => |a, b| a * b,
        FloatOp::Div => |a, b| a / b,
        FloatOp::Max => maximum,
        FloatOp::Min => minimum,
        _ => return None,
    })
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
    if let (ScalarOp::Float(float), Lanes::F(out)) = (op, &mut *out) {
        let fast = match args {
            [Lanes::F(a)] => fast_unary(float).map(|f| {
                for (o, &x) in out[..len].iter_mut().zip(&a[..len]) {
                    *o = f(x);
                }
            }),
            [Lanes::F(a), Lanes::F(b)] => fast_binary(float).map(|f| {
                for ((o, &x), &y) in out[..len].iter_mut().zip(&a[..len]).zip(&b[..len]) {
                    *o = f(x, y);
                }
            }),
            _ => None,
        };
        if fast.is_some() {
            round_half(element, &mut out[..len]);
            return;
        }
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
        let value = op.eval(&scalars, element, operand);
        match out {
            Lanes::F(v) => v[lane] = value.f() as f32,
            Lanes::I(v) => v[lane] = value.i(),
        }
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
