//! `arith.constant`: scalar and dense (splat or not) values.

use crate::Reason;
use melior::ir::{Attribute, attribute::AttributeLike};
use mlir_sys::{
    mlirAttributeIsADenseElements, mlirDenseElementsAttrGetBoolValue,
    mlirDenseElementsAttrGetDoubleValue, mlirDenseElementsAttrGetFloatValue,
    mlirDenseElementsAttrGetInt8Value, mlirDenseElementsAttrGetInt16Value,
    mlirDenseElementsAttrGetInt32Value, mlirDenseElementsAttrGetInt64Value,
    mlirDenseElementsAttrGetRawData, mlirDenseElementsAttrGetSplatValue,
    mlirDenseElementsAttrIsSplat,
};

use spmd_dialect::read;
use spmd_executable::tensor::{ElementType, Tensor};

/// The tensor (rank 0 for a scalar) an `arith.constant`'s `value` holds.
pub fn constant(value: Attribute, element: ElementType, shape: &[usize]) -> Result<Tensor, Reason> {
    let count: usize = shape.iter().product();
    let raw = value.to_raw();
    if unsafe { mlir_sys::mlirAttributeIsADenseResourceElements(raw) } {
        return resource_constant(value, element, shape);
    }
    if !unsafe { mlirAttributeIsADenseElements(raw) } {
        let number = read::number(value)
            .ok_or_else(|| Reason::Unsupported(format!("unsupported constant {value}")))?;
        return Ok(Tensor::from_f64(element, shape, vec![number; count]));
    }
    if unsafe { mlirDenseElementsAttrIsSplat(raw) } {
        let splat = unsafe { Attribute::from_raw(mlirDenseElementsAttrGetSplatValue(raw)) };
        let number = read::number(splat)
            .ok_or_else(|| Reason::Unsupported(format!("unsupported splat constant {value}")))?;
        return Ok(Tensor::from_f64(element, shape, vec![number; count]));
    }
    let values: Vec<f64> = (0..count as isize)
        .map(|i| unsafe {
            match element {
                ElementType::F32 => mlirDenseElementsAttrGetFloatValue(raw, i) as f64,
                ElementType::F64 => mlirDenseElementsAttrGetDoubleValue(raw, i),
                ElementType::F16 | ElementType::BF16 => {
                    let bytes = mlirDenseElementsAttrGetRawData(raw) as *const u16;
                    let bits = *bytes.offset(i);
                    if element == ElementType::F16 {
                        half::f16::from_bits(bits).to_f64()
                    } else {
                        half::bf16::from_bits(bits).to_f64()
                    }
                }
                ElementType::I64 | ElementType::Index => {
                    mlirDenseElementsAttrGetInt64Value(raw, i) as f64
                }
                ElementType::I32 => mlirDenseElementsAttrGetInt32Value(raw, i) as f64,
                ElementType::I16 => mlirDenseElementsAttrGetInt16Value(raw, i) as f64,
                ElementType::I8 => mlirDenseElementsAttrGetInt8Value(raw, i) as f64,
                ElementType::I1 => mlirDenseElementsAttrGetBoolValue(raw, i) as u8 as f64,
            }
        })
        .collect();
    Ok(Tensor::from_f64(element, shape, values))
}

/// A `dense_resource<name>` constant: its elements from the blob the
/// module's `{-# dialect_resources ... #-}` section gives (torch-mlir writes
/// buffers such as Llama's rotary `inv_freq` this way).
fn resource_constant(
    value: Attribute,
    element: ElementType,
    shape: &[usize],
) -> Result<Tensor, Reason> {
    use mlir_sys::*;
    let raw = value.to_raw();
    // (The attribute prints as its name and type, not its data.)
    if value.to_string().starts_with("dense_resource<__elided__>") {
        return Err(Reason::Invalid(
            "the constant's data was elided when the program was printed (dense_resource<__elided__>); export it again without eliding large constants".to_owned(),
        ));
    }
    let count: usize = shape.iter().product();
    let values: Vec<f64> = (0..count as isize)
        .map(|i| unsafe {
            match element {
                ElementType::F32 => mlirDenseFloatResourceElementsAttrGetValue(raw, i) as f64,
                ElementType::F64 => mlirDenseDoubleResourceElementsAttrGetValue(raw, i),
                ElementType::F16 => {
                    half::f16::from_bits(mlirDenseUInt16ResourceElementsAttrGetValue(raw, i))
                        .to_f64()
                }
                ElementType::BF16 => {
                    half::bf16::from_bits(mlirDenseUInt16ResourceElementsAttrGetValue(raw, i))
                        .to_f64()
                }
                ElementType::I64 | ElementType::Index => {
                    mlirDenseInt64ResourceElementsAttrGetValue(raw, i) as f64
                }
                ElementType::I32 => mlirDenseInt32ResourceElementsAttrGetValue(raw, i) as f64,
                ElementType::I16 => mlirDenseInt16ResourceElementsAttrGetValue(raw, i) as f64,
                ElementType::I8 => mlirDenseInt8ResourceElementsAttrGetValue(raw, i) as f64,
                ElementType::I1 => mlirDenseBoolResourceElementsAttrGetValue(raw, i) as u8 as f64,
            }
        })
        .collect();
    Ok(Tensor::from_f64(element, shape, values))
}
