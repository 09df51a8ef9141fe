//! Scatter and scan steps on one rank: the element order of
//! `spmd_executable::indexed`, elements read and written in their own types.

use super::copy;
use crate::Context;
use crate::Error;
use crate::host::memory::{Arena, Bytes, Rows, View, gather_i64, read_element, write_element};
use spmd_executable::{
    Executable, Step,
    indexed::Combine,
    scalar::{FloatOp, Scalar, ScalarOp},
    tensor::ElementType,
};

/// A scatter's combine as an f32 function, where it computes exactly what
/// the scalar semantics compute on f32 elements: replacing, keeping, or
/// adding (a sum rounded to f64 and then to f32 is the f32 sum: f64 has
/// more than twice f32's precision, so the double rounding is harmless).
fn f32_combine(combine: Combine) -> Option<fn(f32, f32) -> f32> {
    match combine {
        Combine::First => Some(|update, _| update),
        Combine::Second => Some(|_, current| current),
        Combine::Apply {
            op: ScalarOp::Float(FloatOp::Add),
            ..
        } => Some(|update, current| update + current),
        Combine::Apply { .. } => None,
    }
}

/// The elements of a buffer, as scalars.
fn elements(arena: &Arena, view: View) -> Vec<Scalar> {
    let bytes = Bytes::read_only(view.slice(arena));
    (0..view.numel)
        .map(|i| read_element(bytes, view.element, i))
        .collect()
}

/// Runs a `Step::Scatter` or `Step::Scan`.
pub fn run(executable: &Executable, step: &Step, arena: &mut Arena) -> Result<(), Error> {
    let view = |value| View::of(executable, value);
    match step {
        Step::Scatter {
            updates,
            indices,
            original,
            target: target_value,
            shape,
            combine,
            at,
        } => {
            // Only the updated elements are read and written: the
            // original's bytes are moved into the target (unless it is the
            // target), then updated in place.
            let (updates, target) = (view(*updates), view(*target_value));
            let indices_view = view(*indices);
            let mut indices = vec![0i64; indices_view.numel];
            gather_i64(
                Bytes::read_only(indices_view.slice(arena)),
                indices_view.element,
                Rows::one(&0, 1),
                &mut indices,
            );
            let index = |i: usize| indices[i];
            let f32_combine = f32_combine(*combine)
                .filter(|_| updates.element == ElementType::F32)
                .filter(|_| target.element == ElementType::F32);
            let scattered = match f32_combine {
                // f32 into f32: the elements as they are, not as scalars.
                Some(f) => {
                    let values: Vec<f32> = bytemuck::cast_slice(updates.slice(arena)).to_vec();
                    copy::whole(executable, *original, *target_value, arena);
                    let out: &mut [f32] = bytemuck::cast_slice_mut(target.slice_mut(arena));
                    shape.for_each(index, |u, o| out[o] = f(values[u], out[o]))
                }
                None => {
                    let values = elements(arena, updates);
                    copy::whole(executable, *original, *target_value, arena);
                    let bytes = Bytes::new(target.slice_mut(arena));
                    shape.for_each(index, |u, o| {
                        let current = read_element(bytes, target.element, o);
                        let combined = combine.apply(values[u], current, target.element);
                        write_element(bytes, target.element, o, combined);
                    })
                }
            };
            scattered.context(|| format!("the scatter at {at}"))?;
        }
        Step::Scan {
            input,
            accumulator,
            output,
            last,
            shape,
            combine,
        } => {
            let inputs = elements(arena, view(*input));
            let start = elements(arena, view(*accumulator));
            let element = view(*output).element;
            let mut scanned = vec![Scalar::I(0); inputs.len()];
            let mut lasts = start.clone();
            shape.run(
                |i| inputs[i],
                |j| start[j],
                |running, value| Ok::<_, Error>(combine.apply(running, value, element)),
                |i, value| scanned[i] = value,
                |j, value| lasts[j] = value,
            )?;
            write_all(arena, view(*output), &scanned);
            write_all(arena, view(*last), &lasts);
        }
        _ => unreachable!("called on scatters and scans"),
    }
    Ok(())
}

fn write_all(arena: &mut Arena, view: View, values: &[Scalar]) {
    let bytes = Bytes::new(view.slice_mut(arena));
    for (at, &value) in values.iter().enumerate() {
        write_element(bytes, view.element, at, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f32_combines_equal_the_scalar_semantics() {
        let values = [
            0.0f32,
            -0.0,
            1.0,
            -3.5,
            1e-30,
            3e38,
            -3e38,
            f32::MIN_POSITIVE,
            1.0 + f32::EPSILON,
            16_777_217.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
        ];
        let add = ScalarOp::Float(FloatOp::Add);
        for combine in [
            Combine::First,
            Combine::Second,
            Combine::Apply {
                op: add,
                swapped: false,
            },
            Combine::Apply {
                op: add,
                swapped: true,
            },
        ] {
            let f = f32_combine(combine).expect("an f32 combine");
            for &update in &values {
                for &current in &values {
                    let scalar = combine.apply(
                        Scalar::F(update as f64),
                        Scalar::F(current as f64),
                        ElementType::F32,
                    );
                    let fast = f(update, current);
                    assert!(
                        (scalar.f() as f32).to_bits() == fast.to_bits()
                            || (scalar.f().is_nan() && fast.is_nan()),
                        "{combine:?} of {update} and {current}: {} vs {fast}",
                        scalar.f()
                    );
                }
            }
        }
        let max = ScalarOp::Float(FloatOp::Max);
        assert!(
            f32_combine(Combine::Apply {
                op: max,
                swapped: false
            })
            .is_none()
        );
    }
}
