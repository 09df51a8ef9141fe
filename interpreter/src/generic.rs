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
        self.run_with(operands, captures, tables, true)
    }

    /// [`Generic::run`], by rows where `by_rows` and the op allows.
    fn run_with(
        &self,
        operands: &[&Tensor],
        captures: &[Scalar],
        tables: &[&Tensor],
        by_rows: bool,
    ) -> Result<Vec<Tensor>, Reason> {
        let bounds = self.bounds(operands)?;
        let mut results: Vec<Tensor> = operands[self.inputs..]
            .iter()
            .map(|t| (*t).clone())
            .collect();
        let coefficients = self.coefficients(operands);
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
        if let Some(row_dim) = self.row_dim(&coefficients, &bounds).filter(|_| by_rows) {
            self.run_by_rows(
                operands,
                &mut results,
                captures,
                &bounds,
                &coefficients,
                row_dim,
            );
        } else {
            self.run_by_points(
                operands,
                &mut results,
                captures,
                tables,
                &bounds,
                &coefficients,
            )?;
        }
        for (result, element) in results.iter_mut().zip(wide) {
            if let (Some(element), Data::Float(values)) = (element, &mut result.data) {
                values.iter_mut().for_each(|x| *x = element.round(*x));
                result.element = element;
            }
        }
        Ok(results)
    }

    /// Per operand: a loop-dim coefficient vector when the map is a pure
    /// projection (the common case), else `None` (the general expressions).
    fn coefficients(&self, operands: &[&Tensor]) -> Vec<Option<Vec<usize>>> {
        self.maps
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
            .collect()
    }

    /// The loop to run the payload along a row at a time
    /// ([`Payload::run_row`]): the innermost of more than one point along
    /// which every output moves, so that the points of a row write
    /// distinct elements, and each element's running value (a reduction's)
    /// takes its terms in the order the points do; `None` where a map is
    /// not a projection or the payload looks up or asserts.
    fn row_dim(&self, coefficients: &[Option<Vec<usize>>], bounds: &[usize]) -> Option<usize> {
        if !self.payload.runs_by_row() || coefficients.iter().any(Option::is_none) {
            return None;
        }
        (0..self.loop_count).rev().find(|&dim| {
            bounds[dim] > 1
                && coefficients[self.inputs..]
                    .iter()
                    .all(|coefficient| coefficient.as_ref().is_some_and(|c| c[dim] != 0))
        })
    }

    /// The loop nest with loop `row_dim` innermost, the payload run on its
    /// rows: the other loops in their order, so that each output element
    /// meets its points in the order [`Generic::run_by_points`] does.
    fn run_by_rows(
        &self,
        operands: &[&Tensor],
        results: &mut [Tensor],
        captures: &[Scalar],
        bounds: &[usize],
        coefficients: &[Option<Vec<usize>>],
        row_dim: usize,
    ) {
        let row = bounds[row_dim];
        let coefficients: Vec<&[usize]> = coefficients
            .iter()
            .map(|c| c.as_deref().expect("row_dim: every map a projection"))
            .collect();
        let mut columns = vec![Scalar::I(0); self.payload.register_count * row];
        for (index, &capture) in captures.iter().enumerate() {
            let register = self.payload.argument_count + index;
            columns[register * row..(register + 1) * row].fill(capture);
        }
        let mut outer = bounds.to_vec();
        outer[row_dim] = 1;
        let mut point = vec![0; self.loop_count];
        let rows: usize = outer.iter().product();
        for row_index in 0..rows {
            if row_index > 0 {
                advance(&mut point, &outer);
            }
            let start = |operand: usize| -> usize {
                coefficients[operand]
                    .iter()
                    .zip(&point)
                    .map(|(c, p)| c * p)
                    .sum()
            };
            for (operand, coefficient) in coefficients.iter().enumerate() {
                let (first, step) = (start(operand), coefficient[row_dim]);
                let column = &mut columns[operand * row..(operand + 1) * row];
                let data = if operand < self.inputs {
                    &operands[operand].data
                } else {
                    &results[operand - self.inputs].data
                };
                match data {
                    Data::Float(values) => column
                        .iter_mut()
                        .enumerate()
                        .for_each(|(p, slot)| *slot = Scalar::F(values[first + p * step])),
                    Data::Int(values) => column
                        .iter_mut()
                        .enumerate()
                        .for_each(|(p, slot)| *slot = Scalar::I(values[first + p * step])),
                }
            }
            self.payload.run_row(&mut columns, row, &point, row_dim);
            for (output, &register) in self.payload.yields.iter().enumerate() {
                let operand = self.inputs + output;
                let (first, step) = (start(operand), coefficients[operand][row_dim]);
                let column = &columns[register * row..(register + 1) * row];
                let result = &mut results[output];
                let element = result.element;
                match &mut result.data {
                    Data::Float(values) => column
                        .iter()
                        .enumerate()
                        .for_each(|(p, value)| values[first + p * step] = element.round(value.f())),
                    Data::Int(values) => column
                        .iter()
                        .enumerate()
                        .for_each(|(p, value)| values[first + p * step] = element.wrap(value.i())),
                }
            }
        }
    }

    /// The loop nest in its order, the payload run point by point.
    fn run_by_points(
        &self,
        operands: &[&Tensor],
        results: &mut [Tensor],
        captures: &[Scalar],
        tables: &[&Tensor],
        bounds: &[usize],
        coefficients: &[Option<Vec<usize>>],
    ) -> Result<(), Reason> {
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
        Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::{Module, operation::OperationLike};
    use rand::{Rng, SeedableRng};

    /// Ops run by rows equal them run point by point, bit for bit: a
    /// contraction whose reduction is the innermost loop (run along its
    /// output's columns), a transposing bf16 sum whose running value is
    /// held at f32, and a sum to a scalar (no row: point by point).
    #[test]
    fn rows_equal_points_bit_for_bit() {
        let context = spmd_dialect::create_context();
        let source = r#"
          func.func @contraction(%a: tensor<5x7xf32>, %b: tensor<7x6xf32>, %c: tensor<5x6xf32>) -> tensor<5x6xf32> {
            %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<5x7xf32>, tensor<7x6xf32>) outs(%c : tensor<5x6xf32>) {
            ^bb0(%x: f32, %y: f32, %acc: f32):
              %p = arith.mulf %x, %y : f32
              %s = arith.addf %acc, %p : f32
              %e = math.exp %s : f32
              %t = arith.subf %e, %s : f32
              linalg.yield %t : f32
            } -> tensor<5x6xf32>
            return %r : tensor<5x6xf32>
          }
          func.func @transposed_sum(%a: tensor<4x9x3xbf16>, %c: tensor<3x4xbf16>) -> tensor<3x4xbf16> {
            %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (j, k, i)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a : tensor<4x9x3xbf16>) outs(%c : tensor<3x4xbf16>) {
            ^bb0(%x: bf16, %acc: bf16):
              %s = arith.addf %acc, %x : bf16
              linalg.yield %s : bf16
            } -> tensor<3x4xbf16>
            return %r : tensor<3x4xbf16>
          }
          func.func @to_scalar(%a: tensor<8x3xf32>, %c: tensor<f32>) -> tensor<f32> {
            %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%a : tensor<8x3xf32>) outs(%c : tensor<f32>) {
            ^bb0(%x: f32, %acc: f32):
              %s = arith.addf %acc, %x : f32
              linalg.yield %s : f32
            } -> tensor<f32>
            return %r : tensor<f32>
          }
        "#;
        let module = Module::parse(&context, source).expect("the test module parses");
        let mut random = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut generics = Vec::new();
        module
            .as_operation()
            .walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
                if spmd_dialect::ir::operation_name(op) == "linalg.generic" {
                    generics.push(Generic::compile(op).expect("the generic compiles"));
                }
                melior::ir::operation::WalkResult::Advance
            });
        let shapes: [(&[&[usize]], ElementType, bool); 3] = [
            (&[&[5, 7], &[7, 6], &[5, 6]], ElementType::F32, true),
            (&[&[4, 9, 3], &[3, 4]], ElementType::BF16, true),
            (&[&[8, 3], &[]], ElementType::F32, false),
        ];
        assert_eq!(generics.len(), shapes.len());
        for (generic, (shapes, element, has_rows)) in generics.iter().zip(shapes) {
            let tensors: Vec<Tensor> = shapes
                .iter()
                .map(|shape| {
                    let count = shape.iter().product();
                    let values = (0..count).map(|_| random.random_range(-1.0..1.0)).collect();
                    Tensor::from_f64(element, shape, values)
                })
                .collect();
            let operands: Vec<&Tensor> = tensors.iter().collect();
            let coefficients = generic.coefficients(&operands);
            let bounds = generic.bounds(&operands).expect("static bounds");
            assert_eq!(generic.row_dim(&coefficients, &bounds).is_some(), has_rows);
            let by_rows = generic
                .run_with(&operands, &[], &[], true)
                .expect("runs by rows");
            let by_points = generic
                .run_with(&operands, &[], &[], false)
                .expect("runs by points");
            for (row, point) in by_rows.iter().zip(&by_points) {
                let (Data::Float(row), Data::Float(point)) = (&row.data, &point.data) else {
                    panic!("float results");
                };
                let bits = |values: &[f64]| values.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(row), bits(point));
            }
        }
    }
}
