//! Reading tensor types.

use melior::ir::{
    Type,
    r#type::{DimSize, IntegerType, RankedTensorType, ShapedTypeLike, TypeLike},
};

/// The shape and element type of a ranked tensor type with a static shape;
/// `None` for anything else.
pub fn static_tensor(value_type: Type) -> Option<(Vec<usize>, Type)> {
    // Checked first: a failed conversion prints the type into its error.
    if !value_type.is_ranked_tensor() {
        return None;
    }
    let tensor = RankedTensorType::try_from(value_type).ok()?;
    let shape = (0..tensor.rank())
        .map(|d| match tensor.dim_size(d) {
            Ok(DimSize::Static(size)) => Some(size as usize),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some((shape, tensor.element()))
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
