//! Arrays between Python and the runtime. Python hands each array over as
//! its NumPy dtype name, shape and elements widened to 8-byte
//! little-endian floats (`float64`) or integers (`int64`); results come
//! back the same way with the dtype NumPy should give them (bf16, which
//! NumPy lacks, as `float32`, as `spmd-exec` writes it to `.npy`).

use pyo3::{prelude::*, types::PyBytes};
use spmd_executable::{
    Signature,
    tensor::{Data, ElementType, Tensor},
};

use crate::SpmdError;

/// An array as Python hands it over: dtype name, shape, widened elements.
pub type Given<'py> = (String, Vec<usize>, Bound<'py, PyBytes>);

/// An array as it goes back: the NumPy dtype to give it, shape, widened
/// elements, and whether those are floats.
pub type Returned<'py> = (&'static str, Vec<usize>, Bound<'py, PyBytes>, bool);

/// The NumPy dtype name of an element type (`bfloat16`: what torch calls
/// it; NumPy holds it as float32).
pub fn dtype_name(element: ElementType) -> &'static str {
    match element {
        ElementType::F64 => "float64",
        ElementType::F32 => "float32",
        ElementType::F16 => "float16",
        ElementType::BF16 => "bfloat16",
        ElementType::I64 | ElementType::Index => "int64",
        ElementType::I32 => "int32",
        ElementType::I16 => "int16",
        ElementType::I8 => "int8",
        ElementType::I1 => "bool",
    }
}

/// `[4, 8] float32`, as messages name an array.
pub fn describe(shape: &[usize], dtype: &str) -> String {
    format!("{shape:?} {dtype}")
}

/// The array Python gave for `signature` (what `label` names), checked
/// against it: the same shape, and floats for a float type, integers or
/// booleans for an integer one.
pub fn tensor_for(signature: &Signature, label: &str, given: &Given) -> PyResult<Tensor> {
    let (dtype, shape, _) = given;
    if *shape != signature.global.shape {
        return Err(SpmdError::new_err(format!(
            "{label}: given {}, the step takes {}",
            describe(shape, dtype),
            describe(
                &signature.global.shape,
                dtype_name(signature.global.element)
            )
        )));
    }
    piece_for(signature, label, given)
}

/// A piece of the value of `signature` that Python gave (any shape; the
/// runtime checks it against the rank's box), of the right kind.
pub fn piece_for(signature: &Signature, label: &str, given: &Given) -> PyResult<Tensor> {
    let (dtype, shape, bytes) = given;
    let bytes = bytes.as_bytes();
    let element = signature.global.element;
    let is_float = dtype.starts_with("float") || dtype == "bfloat16";
    let is_integer = dtype.starts_with("int") || dtype.starts_with("uint") || dtype == "bool";
    let kind_fits = if element.is_float() {
        is_float
    } else {
        is_integer
    };
    if !kind_fits {
        return Err(SpmdError::new_err(format!(
            "{label}: given {}, the step takes {}",
            describe(shape, dtype),
            describe(&signature.global.shape, dtype_name(element))
        )));
    }
    let count: usize = shape.iter().product();
    if bytes.len() != count * 8 {
        return Err(SpmdError::new_err(format!(
            "{label}: {} bytes for {count} elements",
            bytes.len()
        )));
    }
    let words = bytes
        .chunks_exact(8)
        .map(|w| <[u8; 8]>::try_from(w).expect("8 bytes"));
    Ok(if element.is_float() {
        Tensor::from_f64(element, shape, words.map(f64::from_le_bytes).collect())
    } else {
        Tensor {
            element,
            shape: shape.clone(),
            data: Data::Int(words.map(|w| element.wrap(i64::from_le_bytes(w))).collect()),
        }
    })
}

/// A tensor handed back to Python.
pub fn returned<'py>(py: Python<'py>, tensor: &Tensor) -> Returned<'py> {
    let (bytes, is_float): (Vec<u8>, bool) = match &tensor.data {
        Data::Float(values) => (values.iter().flat_map(|x| x.to_le_bytes()).collect(), true),
        Data::Int(values) => (values.iter().flat_map(|x| x.to_le_bytes()).collect(), false),
    };
    let dtype = match tensor.element {
        ElementType::BF16 => "float32",
        element => dtype_name(element),
    };
    (
        dtype,
        tensor.shape.clone(),
        PyBytes::new(py, &bytes),
        is_float,
    )
}
