//! Reading tensor types.

use melior::ir::{
    Type,
    r#type::{DimSize, RankedTensorType, ShapedTypeLike},
};

/// The shape and element type of a ranked tensor type with a static shape;
/// `None` for anything else.
pub fn static_tensor(value_type: Type) -> Option<(Vec<usize>, Type)> {
    let tensor = RankedTensorType::try_from(value_type).ok()?;
    let shape = (0..tensor.rank())
        .map(|d| match tensor.dim_size(d) {
            Ok(DimSize::Static(size)) => Some(size as usize),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some((shape, tensor.element()))
}
