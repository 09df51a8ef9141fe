//! Comparing results with expected `.npy` files, and summarising them: what
//! `spmd-run --expect` and `spmd-exec --expect` print.

use rand::{Rng, SeedableRng};

use crate::{
    Error, npy,
    tensor::{ElementType, Tensor},
};

/// [`random_inputs`] for `executable`'s arguments at their global shapes.
pub fn random_arguments(executable: &crate::Executable, seed: u64) -> Vec<Tensor> {
    let shapes: Vec<_> = executable
        .arguments
        .iter()
        .map(|s| (s.global.element, s.global.shape.clone()))
        .collect();
    random_inputs(&shapes, seed)
}

/// Seeded random inputs, one per `(element, global shape)`: floats in
/// [-1, 1), i1 in {0, 1}, other integers in [0, 8). `spmd-run` and
/// `spmd-exec` draw the same values for the same seed.
pub fn random_inputs(arguments: &[(ElementType, Vec<usize>)], seed: u64) -> Vec<Tensor> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    arguments
        .iter()
        .map(|(element, shape)| {
            let count: usize = shape.iter().product();
            let values = (0..count)
                .map(|_| match element {
                    e if e.is_float() => rng.random_range(-1.0..1.0),
                    ElementType::I1 => rng.random_range(0..2) as f64,
                    _ => rng.random_range(0..8) as f64,
                })
                .collect();
            Tensor::from_f64(*element, shape, values)
        })
        .collect()
}

/// Prints the worst relative error of every result; `Ok(false)` on a mismatch.
pub fn compare(results: &[Tensor], dir: &std::path::Path, rtol: f64) -> Result<bool, Error> {
    let mut all_equal = true;
    for (index, result) in results.iter().enumerate() {
        let expected = npy::read(&dir.join(format!("result{index}.npy")))?;
        if expected.shape != result.shape {
            crate::say!(
                "result {index}: shape {:?}, expected {:?}: MISMATCH",
                result.shape,
                expected.shape
            );
            all_equal = false;
            continue;
        }
        let relative = relative_error(result, &expected);
        let verdict = if relative <= rtol { "ok" } else { "MISMATCH" };
        crate::say!(
            "result {index}: shape {:?}, worst relative error {relative:.3e} (rtol {rtol:.0e}): {verdict}",
            result.shape
        );
        all_equal &= relative <= rtol;
    }
    Ok(all_equal)
}

/// The largest element error of `result` against `expected` (of the same
/// shape), relative to `expected`'s largest finite magnitude (absolute
/// when that is 0).
pub fn relative_error(result: &Tensor, expected: &Tensor) -> f64 {
    let scale = (0..expected.numel())
        .map(|i| expected.data.get_f64(i).abs())
        .filter(|x| x.is_finite())
        .fold(0.0, f64::max);
    let worst = (0..expected.numel())
        .map(|i| element_error(result.data.get_f64(i), expected.data.get_f64(i)))
        .fold(0.0, f64::max);
    if scale > 0.0 { worst / scale } else { worst }
}

/// |got - expected|, where NaN matches NaN and an infinity the same
/// infinity; any other non-finite disagreement is infinitely wrong.
fn element_error(got: f64, expected: f64) -> f64 {
    if got.is_finite() && expected.is_finite() {
        (got - expected).abs()
    } else if (got.is_nan() && expected.is_nan()) || got == expected {
        0.0
    } else {
        f64::INFINITY
    }
}

pub fn summary(tensor: &Tensor) -> String {
    let values: Vec<f64> = (0..tensor.numel())
        .map(|i| tensor.data.get_f64(i))
        .collect();
    let sum: f64 = values.iter().sum();
    let (min, max) = values
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &v| {
            (lo.min(v), hi.max(v))
        });
    let head: Vec<String> = values.iter().take(4).map(|v| format!("{v:.6}")).collect();
    format!(
        "{:?} {:?}: sum {sum:.6}, min {min:.6}, max {max:.6}, first [{}{}]",
        tensor.element,
        tensor.shape,
        head.join(", "),
        if values.len() > 4 { ", ..." } else { "" }
    )
}
