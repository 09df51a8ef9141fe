//! Reading tensor types.

use melior::ir::{
    Type,
    r#type::{IntegerType, TypeLike},
};

/// The shape and element type of a ranked tensor type with a static shape;
/// `None` for anything else.
pub fn static_tensor(value_type: Type) -> Option<(Vec<usize>, Type)> {
    // Checked first: a failed conversion prints the type into its error.
    if !value_type.is_ranked_tensor() {
        return None;
    }
    let raw = value_type.to_raw();
    let (shape, element) = crate::scope::tensor(raw, || read_tensor(raw))?;
    Some((shape, unsafe { Type::from_raw(element) }))
}

/// Through the C API directly: melior checks every dim index against a
/// rank it asks MLIR for again.
fn read_tensor(raw: mlir_sys::MlirType) -> crate::scope::RawTensor {
    let rank = unsafe { mlir_sys::mlirShapedTypeGetRank(raw) };
    let shape = (0..rank)
        .map(|d| {
            let size = unsafe { mlir_sys::mlirShapedTypeGetDimSize(raw, d as isize) };
            usize::try_from(size).ok()
        })
        .collect::<Option<Vec<_>>>()?;
    Some((shape, unsafe {
        mlir_sys::mlirShapedTypeGetElementType(raw)
    }))
}

/// Bytes per element of `element`, for communication costs: floats and
/// integers by their width, anything else (index) as 8.
pub fn element_bytes(element: Type) -> usize {
    if element.is_float() {
        (element.float_width() as usize).div_ceil(8)
    } else if let Ok(integer) = IntegerType::try_from(element) {
        (integer.width() as usize).div_ceil(8)
    } else {
        8
    }
}
