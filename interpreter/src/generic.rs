//! `linalg.generic`: iterate the loop space, read each operand through its
//! indexing map, run the payload, write the yielded values. Named linalg ops
//! are generalized to this form by upstream MLIR before execution.

use crate::{ExecError, Reason};
use melior::ir::{
    AffineMap, RegionLike,
    attribute::ArrayAttribute,
    attribute::AttributeLike,
    operation::{OperationLike, OperationRef},
};
use mlir_sys::mlirAffineMapAttrGetValue;

use super::payload::Payload;
use spmd_executable::{
    scalar::Scalar,
    tensor::{Data, ElementType, Tensor, advance, strides},
};

/// An affine expression of the loop indices.
#[derive(Clone, Debug)]
enum Affine {
    Dim(usize),
    Constant(i64),
    Add(Box<Affine>, Box<Affine>),
    Mul(Box<Affine>, Box<Affine>),
    Mod(Box<Affine>, Box<Affine>),
    FloorDiv(Box<Affine>, Box<Affine>),
    CeilDiv(Box<Affine>, Box<Affine>),
}

impl Affine {
    fn from_expr(expr: melior::ir::AffineExpr) -> Option<Affine> {
        let binary = |make: fn(Box<Affine>, Box<Affine>) -> Affine| {
            Some(make(
                Box::new(Affine::from_expr(expr.lhs())?),
                Box::new(Affine::from_expr(expr.rhs())?),
            ))
        };
        if expr.is_dim() {
            Some(Affine::Dim(expr.dim_position()))
        } else if expr.is_constant() {
            Some(Affine::Constant(expr.constant_value()))
        } else if expr.is_add() {
            binary(Affine::Add)
        } else if expr.is_mul() {
            binary(Affine::Mul)
        } else if expr.is_mod() {
            binary(Affine::Mod)
        } else if expr.is_floor_div() {
            binary(Affine::FloorDiv)
        } else if expr.is_ceil_div() {
            binary(Affine::CeilDiv)
        } else {
            None
        }
    }

    fn eval(&self, point: &[usize]) -> i64 {
        match self {
            Affine::Dim(d) => point[*d] as i64,
            Affine::Constant(c) => *c,
            Affine::Add(a, b) => a.eval(point) + b.eval(point),
            Affine::Mul(a, b) => a.eval(point) * b.eval(point),
            Affine::Mod(a, b) => a.eval(point).rem_euclid(b.eval(point)),
            Affine::FloorDiv(a, b) => a.eval(point).div_euclid(b.eval(point)),
            Affine::CeilDiv(a, b) => -(-a.eval(point)).div_euclid(b.eval(point)),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Generic {
    inputs: usize,
    maps: Vec<Vec<Affine>>,
    loop_count: usize,
    pub payload: Payload,
    /// Per output: whether it is a running value the payload reads, held
    /// at f32 until the op ends if it is f16 / bf16 (in a reduction).
    accumulators: Vec<bool>,
}

impl Generic {
    pub fn compile<'c>(operation: OperationRef<'c, '_>) -> Result<Generic, ExecError<'c>> {
        let location = operation.location();
        let error = |reason: Reason| ExecError::at(location, reason);
        let segments = spmd_dialect::read::i32_array(operation, "operandSegmentSizes")
            .map_err(|e| error(e.into()))?;
        let inputs = segments.first().copied().unwrap_or(0) as usize;
        let maps_attribute = operation
            .attribute("indexing_maps")
            .ok()
            .and_then(|attribute| ArrayAttribute::try_from(attribute).ok())
            .ok_or_else(|| {
                error(Reason::Invalid(
                    "linalg.generic without indexing_maps".into(),
                ))
            })?;
        let mut maps = Vec::new();
        let mut loop_count = 0;
        for i in 0..maps_attribute.len() {
            let attribute = maps_attribute
                .element(i)
                .map_err(|_| error(Reason::Invalid("bad indexing map".into())))?;
            let map = unsafe { AffineMap::from_raw(mlirAffineMapAttrGetValue(attribute.to_raw())) };
            loop_count = map.dim_count();
            let exprs = (0..map.result_count())
                .map(|r| map.result(r).ok().and_then(Affine::from_expr))
                .collect::<Option<Vec<_>>>()
                .ok_or_else(|| {
                    error(Reason::Unsupported(
                        "indexing map with symbols is not supported by the executor".into(),
                    ))
                })?;
            maps.push(exprs);
        }
        let body = operation
            .region(0)
            .ok()
            .and_then(|region| region.first_block())
            .ok_or_else(|| error(Reason::Invalid("linalg.generic without a body".into())))?;
        let mut payload = Payload::compile(body)?;
        let reduces = spmd_dialect::ir::reduction_iterators(operation)
            .is_some_and(|iterators| iterators.contains(&true));
        let accumulators = match reduces {
            true => payload.widen_half_accumulators(inputs),
            false => Vec::new(),
        };
        Ok(Generic {
            inputs,
            maps,
            loop_count,
            payload,
            accumulators,
        })
    }

    /// The loop bounds: each loop dim's size from an operand dim it indexes directly.
    fn bounds(&self, operands: &[&Tensor]) -> Result<Vec<usize>, Reason> {
        (0..self.loop_count)
            .map(|dim| {
                self.maps
                    .iter()
                    .zip(operands)
                    .find_map(|(map, operand)| {
                        map.iter()
                            .position(|e| matches!(e, Affine::Dim(d) if *d == dim))
                            .map(|r| operand.shape[r])
                    })
                    .ok_or_else(|| {
                        Reason::Unsupported(format!(
                            "loop dim {dim} is not an operand dim; the executor cannot size it"
                        ))
                    })
            })
            .collect()
    }

    /// Runs the op on `operands` (inputs then outputs); `captures` are the
    /// outer scalars the payload uses, `tables` the outer tensors it looks
    /// elements up in. Returns the updated outputs.
    pub fn run(
        &self,
        operands: &[&Tensor],
        captures: &[Scalar],
        tables: &[&Tensor],
    ) -> Result<Vec<Tensor>, Reason> {
        let bounds = self.bounds(operands)?;
        let mut results: Vec<Tensor> = operands[self.inputs..]
            .iter()
            .map(|t| (*t).clone())
            .collect();
        // Per operand: a loop-dim coefficient vector when the map is a pure
        // projection (the common case), else the general expressions.
        let coefficients: Vec<Option<Vec<usize>>> = self
            .maps
            .iter()
            .zip(operands)
            .map(|(map, operand)| {
                let strides = strides(&operand.shape);
                let mut coefficient = vec![0; self.loop_count];
                for (r, expr) in map.iter().enumerate() {
                    match expr {
                        Affine::Dim(d) => coefficient[*d] += strides[r],
                        Affine::Constant(0) => {}
                        _ => return None,
                    }
                }
                Some(coefficient)
            })
            .collect();
        let operand_strides: Vec<Vec<usize>> = operands.iter().map(|t| strides(&t.shape)).collect();
        let offset = |operand: usize, point: &[usize]| -> usize {
            match &coefficients[operand] {
                Some(coefficient) => coefficient.iter().zip(point).map(|(c, p)| c * p).sum(),
                None => self.maps[operand]
                    .iter()
                    .zip(&operand_strides[operand])
                    .map(|(expr, stride)| expr.eval(point) as usize * stride)
                    .sum(),
            }
        };
        let mut registers = vec![Scalar::I(0); self.payload.register_count];
        let capture_base = self.payload.argument_count;
        registers[capture_base..capture_base + captures.len()].copy_from_slice(captures);
        let total: usize = bounds.iter().product();
        if total == 0 {
            return Ok(results);
        }
        // Half-precision accumulators run as f32 tensors, rounded at the end.
        let wide: Vec<Option<ElementType>> = results
            .iter_mut()
            .enumerate()
            .map(|(o, result)| {
                let element = result.element;
                let widen = element.is_half() && self.accumulators.get(o) == Some(&true);
                widen.then(|| std::mem::replace(&mut result.element, ElementType::F32))
            })
            .collect();
        // One row of the innermost loop at a time: a projected operand's
        // offset moves by its innermost coefficient along the row.
        let innermost = self.loop_count.checked_sub(1);
        let row = innermost.map_or(1, |dim| bounds[dim]);
        let row_steps: Vec<Option<usize>> = coefficients
            .iter()
            .map(|coefficient| {
                let coefficient = coefficient.as_ref()?;
                Some(innermost.map_or(0, |dim| coefficient[dim]))
            })
            .collect();
        let mut point = vec![0; self.loop_count];
        let mut row_starts = vec![0; operands.len()];
        let mut offsets = vec![0; operands.len()];
        for row_index in 0..total / row {
            if let Some(dim) = innermost
                && row_index > 0
            {
                point[dim] = 0;
                advance(&mut point[..dim], &bounds[..dim]);
            }
            for (operand, start) in row_starts.iter_mut().enumerate() {
                *start = offset(operand, &point);
            }
            for position in 0..row {
                if let Some(dim) = innermost {
                    point[dim] = position;
                }
                for (operand, slot) in offsets.iter_mut().enumerate() {
                    *slot = match row_steps[operand] {
                        Some(step) => row_starts[operand] + position * step,
                        None => offset(operand, &point),
                    };
                    let data = if operand < self.inputs {
                        &operands[operand].data
                    } else {
                        &results[operand - self.inputs].data
                    };
                    registers[operand] = load(data, *slot);
                }
                self.payload.run(&mut registers, tables, &point)?;
                for (output, &register) in self.payload.yields.iter().enumerate() {
                    store(
                        &mut results[output],
                        offsets[self.inputs + output],
                        registers[register],
                    );
                }
            }
        }
        for (result, element) in results.iter_mut().zip(wide) {
            if let (Some(element), Data::Float(values)) = (element, &mut result.data) {
                values.iter_mut().for_each(|x| *x = element.round(*x));
                result.element = element;
            }
        }
        Ok(results)
    }
}

#[inline]
fn load(data: &Data, at: usize) -> Scalar {
    match data {
        Data::Float(values) => Scalar::F(values[at]),
        Data::Int(values) => Scalar::I(values[at]),
    }
}

#[inline]
fn store(tensor: &mut Tensor, at: usize, value: Scalar) {
    let element = tensor.element;
    match &mut tensor.data {
        Data::Float(values) => values[at] = element.round(value.f()),
        Data::Int(values) => values[at] = element.wrap(value.i()),
    }
}
