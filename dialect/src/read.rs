//! Types, attributes and `arith` / `math` ops read as the executable's
//! values (`spmd-executable`): element types, static shapes, integer
//! arrays, scalar ops. The interpreter, the lowering and the translator
//! read the IR through these.

use melior::ir::{
    Attribute, Type,
    attribute::AttributeLike,
    attribute::{DenseI64ArrayAttribute, FloatAttribute, IntegerAttribute},
    operation::{OperationLike, OperationRef},
    r#type::{RankedTensorType, ShapedTypeLike, TypeLike},
};
use mlir_sys::{
    mlirDenseArrayGetNumElements, mlirDenseI16ArrayGetElement, mlirIntegerTypeGetWidth,
    mlirTypeIsABF16, mlirTypeIsAF16, mlirTypeIsAF32, mlirTypeIsAF64, mlirTypeIsAIndex,
    mlirTypeIsAInteger,
};

use spmd_executable::{scalar::ScalarOp, tensor::ElementType};

/// A type or attribute the executable's values cannot be read from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error("unsupported integer width i{0}")]
    IntegerWidth(u32),
    #[error("unsupported element type {0}")]
    ElementType(String),
    #[error("{0} is not supported by the executor: it needs static shapes")]
    DynamicShape(String),
    #[error("missing attribute '{0}'")]
    MissingAttribute(String),
    #[error("'{name}' is not {expected}")]
    AttributeKind {
        name: String,
        expected: &'static str,
    },
}

/// The element type of a scalar or tensor type.
pub fn element_type(value_type: Type) -> Result<ElementType, ReadError> {
    let scalar =
        RankedTensorType::try_from(value_type).map_or(value_type, |tensor| tensor.element());
    let raw = scalar.to_raw();
    unsafe {
        if mlirTypeIsAF32(raw) {
            Ok(ElementType::F32)
        } else if mlirTypeIsAF64(raw) {
            Ok(ElementType::F64)
        } else if mlirTypeIsAF16(raw) {
            Ok(ElementType::F16)
        } else if mlirTypeIsABF16(raw) {
            Ok(ElementType::BF16)
        } else if mlirTypeIsAIndex(raw) {
            Ok(ElementType::Index)
        } else if mlirTypeIsAInteger(raw) {
            match mlirIntegerTypeGetWidth(raw) {
                1 => Ok(ElementType::I1),
                8 => Ok(ElementType::I8),
                16 => Ok(ElementType::I16),
                32 => Ok(ElementType::I32),
                64 => Ok(ElementType::I64),
                width => Err(ReadError::IntegerWidth(width)),
            }
        } else {
            Err(ReadError::ElementType(scalar.to_string()))
        }
    }
}

/// The static shape of a tensor type (empty for a scalar).
pub fn static_shape(value_type: Type) -> Result<Vec<usize>, ReadError> {
    if !value_type.is_tensor() {
        return Ok(Vec::new());
    }
    crate::types::static_tensor(value_type)
        .map(|(shape, _)| shape)
        .ok_or_else(|| ReadError::DynamicShape(value_type.to_string()))
}

/// An `array<i64: ...>` attribute.
pub fn i64_array(operation: OperationRef, name: &str) -> Result<Vec<i64>, ReadError> {
    let attribute = attribute(operation, name)?;
    let array =
        DenseI64ArrayAttribute::try_from(attribute).map_err(|_| ReadError::AttributeKind {
            name: name.to_owned(),
            expected: "an i64 array",
        })?;
    Ok((0..array.len())
        .filter_map(|i| array.element(i).ok())
        .collect())
}

/// An `array<i16: ...>` (grid axes) as indices; absent means empty.
pub fn i16_array(operation: OperationRef, name: &str) -> Vec<usize> {
    let Ok(attribute) = operation.attribute(name) else {
        return Vec::new();
    };
    let raw = attribute.to_raw();
    let count = unsafe { mlirDenseArrayGetNumElements(raw) };
    (0..count)
        .map(|i| unsafe { mlirDenseI16ArrayGetElement(raw, i) } as usize)
        .collect()
}

/// An integer attribute.
pub fn integer(operation: OperationRef, name: &str) -> Result<i64, ReadError> {
    IntegerAttribute::try_from(attribute(operation, name)?)
        .map(|integer| integer.value())
        .map_err(|_| ReadError::AttributeKind {
            name: name.to_owned(),
            expected: "an integer",
        })
}

fn attribute<'c>(operation: OperationRef<'c, '_>, name: &str) -> Result<Attribute<'c>, ReadError> {
    operation
        .attribute(name)
        .map_err(|_| ReadError::MissingAttribute(name.to_owned()))
}

/// The value of an integer or float attribute.
pub fn number(attribute: Attribute) -> Option<f64> {
    if let Ok(float) = FloatAttribute::try_from(attribute) {
        return Some(float.value());
    }
    IntegerAttribute::try_from(attribute)
        .ok()
        .map(|integer| integer.value() as f64)
}

/// The keyword of an enum attribute printed as `#dialect<kind keyword>` or
/// `#dialect.kind<keyword>` (e.g. `#shard<partial max>` -> `max`).
pub fn enum_keyword(operation: OperationRef, name: &str) -> Option<String> {
    let text = operation.attribute(name).ok()?.to_string();
    let inner = text.trim_end_matches('>').rsplit(['<', ' ']).next()?;
    Some(inner.to_owned())
}

/// An `array<i32: ...>` attribute.
pub fn i32_array(operation: OperationRef, name: &str) -> Result<Vec<i32>, ReadError> {
    let raw = attribute(operation, name)?.to_raw();
    let count = unsafe { mlirDenseArrayGetNumElements(raw) };
    Ok((0..count)
        .map(|i| unsafe { mlir_sys::mlirDenseI32ArrayGetElement(raw, i) })
        .collect())
}

/// The element-wise op of an `arith` / `math` operation, with its predicate.
pub fn scalar_op(operation: OperationRef) -> Option<ScalarOp> {
    match crate::ir::operation_name(operation) {
        "arith.cmpf" => Some(ScalarOp::CmpF(integer(operation, "predicate").ok()? as u64)),
        "arith.cmpi" => Some(ScalarOp::CmpI(integer(operation, "predicate").ok()? as u64)),
        name => ScalarOp::from_name(name),
    }
}
