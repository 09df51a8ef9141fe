//! Non-collective ops run on one rank: [`run_local`] hands each op to its
//! family (element-wise arithmetic, whole-tensor structure, indexed ops,
//! single elements).

use crate::Reason;
use crate::{Instruction, Kind, TensorType, indexed_ops};
use spmd_executable::{
    scalar::{Scalar, ScalarOp},
    tensor::{Data, ElementType, Tensor},
};

/// Runs a non-collective instruction on one rank.
pub(crate) fn run_local(
    instruction: &Instruction,
    operands: &[&Tensor],
    captures: &[Scalar],
    tables: &[&Tensor],
) -> Result<Vec<Tensor>, Reason> {
    let result_type = instruction.result_types.first();
    let result_shape = result_type.map(|t| t.shape.as_slice()).unwrap_or_default();
    Ok(match &instruction.kind {
        Kind::Elementwise(op) => elementwise(op, result_type, result_shape, operands),
        Kind::Generic(generic) => generic.run(operands, captures, tables)?,
        kind @ (Kind::Constant(_)
        | Kind::Empty
        | Kind::Reshape
        | Kind::ExtractSlice(_)
        | Kind::InsertSlice(_)
        | Kind::Pad(..)
        | Kind::Concat(_)) => {
            tensor_structure(kind, result_type, result_shape, operands, captures, tables)?
        }
        kind @ (Kind::Scatter(..) | Kind::Scan(..)) => indexed(kind, operands, captures)?,
        kind @ (Kind::Extract | Kind::Dim | Kind::FromElements | Kind::Splat) => {
            elements(kind, result_type, result_shape, operands)?
        }
        Kind::Shard(_) | Kind::Loop(_) => unreachable!("collectives and loops run across ranks"),
    })
}

/// An element-wise `arith` / `math` op, element by element (a rank-0
/// operand read at every element).
fn elementwise(
    op: &ScalarOp,
    result_type: Option<&TensorType>,
    result_shape: &[usize],
    operands: &[&Tensor],
) -> Vec<Tensor> {
    let result_type = result_type.expect("element-wise ops have a result");
    let operand_element = operands.first().map_or(result_type.element, |t| t.element);
    let count: usize = result_shape.iter().product();
    let mut arguments = Vec::with_capacity(operands.len());
    let mut values = Vec::with_capacity(count);
    for i in 0..count {
        arguments.clear();
        arguments.extend(operands.iter().map(|t| {
            let at = if t.rank() == 0 { 0 } else { i };
            match &t.data {
                Data::Float(v) => Scalar::F(v[at]),
                Data::Int(v) => Scalar::I(v[at]),
            }
        }));
        let value = op.eval(&arguments, result_type.element, operand_element);
        values.push(if result_type.element.is_float() {
            value.f()
        } else {
            value.i() as f64
        });
    }
    vec![Tensor::from_f64(result_type.element, result_shape, values)]
}

/// Ops that make or rearrange whole tensors: constants, empties, reshapes,
/// slices, pads and concatenations.
fn tensor_structure(
    kind: &Kind,
    result_type: Option<&TensorType>,
    result_shape: &[usize],
    operands: &[&Tensor],
    captures: &[Scalar],
    tables: &[&Tensor],
) -> Result<Vec<Tensor>, Reason> {
    Ok(match kind {
        Kind::Constant(tensor) => vec![tensor.clone()],
        Kind::Empty => vec![Tensor::undefined(
            result_type.expect("empty has a result").element,
            result_shape,
        )],
        Kind::Reshape => vec![operands[0].reshape(result_shape)],
        Kind::ExtractSlice(spec) => vec![spec.extract(operands, result_shape)?],
        Kind::InsertSlice(spec) => vec![spec.insert(operands)?],
        Kind::Pad(spec, payload) => {
            let mut registers = vec![Scalar::I(0); payload.register_count];
            let base = payload.argument_count;
            registers[base..base + captures.len()].copy_from_slice(captures);
            let failure = std::cell::RefCell::new(None);
            let padded = spec.run(operands, |index| {
                let mut registers = registers.clone();
                for (d, &i) in index.iter().enumerate() {
                    registers[d] = Scalar::I(i as i64);
                }
                if let Err(message) = payload.run(&mut registers, tables, index) {
                    failure.borrow_mut().get_or_insert(message);
                }
                registers[payload.yields[0]].f()
            });
            if let Some(message) = failure.into_inner() {
                return Err(message);
            }
            vec![padded]
        }
        Kind::Concat(dim) => vec![Tensor::concat(
            &operands.iter().map(|t| (*t).clone()).collect::<Vec<_>>(),
            *dim,
        )],
        _ => unreachable!("tensor structure ops"),
    })
}

/// `scatter` and `scan`, through their payload regions.
fn indexed(kind: &Kind, operands: &[&Tensor], captures: &[Scalar]) -> Result<Vec<Tensor>, Reason> {
    Ok(match kind {
        Kind::Scatter(dimension_map, payload) => vec![indexed_ops::run_scatter(
            dimension_map,
            payload,
            operands,
            captures,
        )?],
        Kind::Scan(dimension, inclusive, payload) => {
            indexed_ops::run_scan(*dimension, *inclusive, payload, operands, captures)?
        }
        _ => unreachable!("indexed ops"),
    })
}

/// Ops on single elements: one extracted, a dim's size, a tensor from
/// elements or splat from one.
fn elements(
    kind: &Kind,
    result_type: Option<&TensorType>,
    result_shape: &[usize],
    operands: &[&Tensor],
) -> Result<Vec<Tensor>, Reason> {
    Ok(match kind {
        Kind::Extract => {
            let source = operands[0];
            let index: Vec<i64> = operands[1..]
                .iter()
                .map(|i| i.data.get_f64(0) as i64)
                .collect();
            if index
                .iter()
                .zip(&source.shape)
                .any(|(&i, &size)| i < 0 || i as usize >= size)
            {
                return Err(Reason::Invalid(format!(
                    "tensor.extract at {index:?} is outside shape {:?}",
                    source.shape
                )));
            }
            let at: usize = index
                .iter()
                .zip(source.strides())
                .map(|(&i, s)| i as usize * s)
                .sum();
            vec![Tensor::from_f64(
                source.element,
                &[],
                vec![source.data.get_f64(at)],
            )]
        }
        Kind::Dim => {
            let dim = operands[1].data.get_f64(0) as usize;
            let size = *operands[0]
                .shape
                .get(dim)
                .ok_or_else(|| Reason::Invalid(format!("tensor.dim {dim} out of range")))?;
            vec![Tensor::from_f64(ElementType::Index, &[], vec![size as f64])]
        }
        Kind::FromElements => {
            let element = result_type.expect("from_elements has a result").element;
            vec![Tensor::from_f64(
                element,
                result_shape,
                operands.iter().map(|t| t.data.get_f64(0)).collect(),
            )]
        }
        Kind::Splat => {
            let element = result_type.expect("splat has a result").element;
            let count = result_shape.iter().product();
            vec![Tensor::from_f64(
                element,
                result_shape,
                vec![operands[0].data.get_f64(0); count],
            )]
        }
        _ => unreachable!("single-element ops"),
    })
}
