//! One rank's arena and typed element access into it. The buffer plan puts
//! every value at a fixed byte offset; elements are stored in their own
//! type (f32, f16, bf16, i64, i32, ...) and computed as f32 or i64 lanes.

use half::{bf16, f16};

use crate::{
    executable::{Executable, Storage, ValueId},
    scalar::Scalar,
    tensor::{Data, ElementType, Tensor},
};

/// A rank's memory: the arena, 8-byte aligned, and its scalar registers.
pub struct Arena {
    words: Vec<u64>,
}

impl Arena {
    pub fn new(bytes: usize) -> Arena {
        Arena {
            words: vec![0; bytes.div_ceil(8)],
        }
    }

    pub fn bytes(&self) -> &[u8] {
        bytemuck::cast_slice(&self.words)
    }

    pub fn bytes_mut(&mut self) -> &mut [u8] {
        bytemuck::cast_slice_mut(&mut self.words)
    }
}

/// A typed view of a value's elements in an arena.
#[derive(Clone, Copy)]
pub struct View {
    pub offset: usize,
    pub element: ElementType,
    pub numel: usize,
}

impl View {
    pub fn of(executable: &Executable, value: ValueId) -> View {
        match &executable.values[value] {
            Storage::Buffer { offset, ty } => View {
                offset: *offset,
                element: ty.element,
                numel: ty.numel(),
            },
            Storage::Scalar { .. } => unreachable!("validated: value {value} is a buffer"),
        }
    }

    fn range(&self) -> std::ops::Range<usize> {
        self.offset..self.offset + self.numel * self.element.bytes()
    }

    pub fn slice<'a>(&self, arena: &'a Arena) -> &'a [u8] {
        &arena.bytes()[self.range()]
    }

    pub fn slice_mut<'a>(&self, arena: &'a mut Arena) -> &'a mut [u8] {
        &mut arena.bytes_mut()[self.range()]
    }
}

/// Reads `count` elements starting at `start` with `stride` into f32 lanes.
pub fn gather_f32(bytes: &[u8], element: ElementType, start: i64, stride: i64, out: &mut [f32]) {
    macro_rules! gather {
        ($t:ty, $convert:expr) => {{
            let values: &[$t] = bytemuck::cast_slice(bytes);
            if stride == 1 {
                let start = start as usize;
                let len = out.len();
                for (o, v) in out.iter_mut().zip(&values[start..start + len]) {
                    *o = $convert(*v);
                }
            } else {
                for (i, o) in out.iter_mut().enumerate() {
                    *o = $convert(values[(start + stride * i as i64) as usize]);
                }
            }
        }};
    }
    match element {
        ElementType::F32 => gather!(f32, |v: f32| v),
        ElementType::F16 => gather!(f16, |v: f16| v.to_f32()),
        ElementType::BF16 => gather!(bf16, |v: bf16| v.to_f32()),
        ElementType::F64 => gather!(f64, |v: f64| v as f32),
        other => {
            let mut ints = vec![0i64; out.len()];
            gather_i64(bytes, other, start, stride, &mut ints);
            for (o, v) in out.iter_mut().zip(ints) {
                *o = v as f32;
            }
        }
    }
}

/// Reads `count` elements starting at `start` with `stride` into i64 lanes.
pub fn gather_i64(bytes: &[u8], element: ElementType, start: i64, stride: i64, out: &mut [i64]) {
    macro_rules! gather {
        ($t:ty) => {{
            let values: &[$t] = bytemuck::cast_slice(bytes);
            for (i, o) in out.iter_mut().enumerate() {
                *o = values[(start + stride * i as i64) as usize] as i64;
            }
        }};
    }
    match element {
        ElementType::I64 | ElementType::Index => gather!(i64),
        ElementType::I32 => gather!(i32),
        ElementType::I16 => gather!(i16),
        ElementType::I8 => gather!(i8),
        ElementType::I1 => gather!(u8),
        _ => {
            let mut floats = vec![0f32; out.len()];
            gather_f32(bytes, element, start, stride, &mut floats);
            for (o, v) in out.iter_mut().zip(floats) {
                *o = v as i64;
            }
        }
    }
}

/// Reads elements starting at `start` with `stride` into f64 lanes (f64
/// elements exactly, others through their own lanes).
pub fn gather_f64(bytes: &[u8], element: ElementType, start: i64, stride: i64, out: &mut [f64]) {
    if element == ElementType::F64 {
        let values: &[f64] = bytemuck::cast_slice(bytes);
        for (i, o) in out.iter_mut().enumerate() {
            *o = values[(start + stride * i as i64) as usize];
        }
    } else if element.is_float() {
        let mut floats = vec![0f32; out.len()];
        gather_f32(bytes, element, start, stride, &mut floats);
        for (o, v) in out.iter_mut().zip(floats) {
            *o = v as f64;
        }
    } else {
        let mut ints = vec![0i64; out.len()];
        gather_i64(bytes, element, start, stride, &mut ints);
        for (o, v) in out.iter_mut().zip(ints) {
            *o = v as f64;
        }
    }
}

/// Writes f64 lanes from `start` with `stride` (to f64 elements exactly).
pub fn scatter_f64(bytes: &mut [u8], element: ElementType, start: i64, stride: i64, lanes: &[f64]) {
    if element == ElementType::F64 {
        let values: &mut [f64] = bytemuck::cast_slice_mut(bytes);
        for (i, l) in lanes.iter().enumerate() {
            values[(start + stride * i as i64) as usize] = *l;
        }
    } else if element.is_float() {
        let floats: Vec<f32> = lanes.iter().map(|&v| v as f32).collect();
        scatter_f32(bytes, element, start, stride, &floats);
    } else {
        let ints: Vec<i64> = lanes.iter().map(|&v| v as i64).collect();
        scatter_i64(bytes, element, start, stride, &ints);
    }
}

/// The element at `at` of `bytes` (elements of `element`).
pub fn read_element(bytes: &[u8], element: ElementType, at: usize) -> Scalar {
    macro_rules! read {
        ($t:ty) => {{
            let values: &[$t] = bytemuck::cast_slice(bytes);
            values[at]
        }};
    }
    match element {
        ElementType::F64 => Scalar::F(read!(f64)),
        ElementType::F32 => Scalar::F(read!(f32) as f64),
        ElementType::F16 => Scalar::F(read!(f16).to_f64()),
        ElementType::BF16 => Scalar::F(read!(bf16).to_f64()),
        ElementType::I64 | ElementType::Index => Scalar::I(read!(i64)),
        ElementType::I32 => Scalar::I(read!(i32) as i64),
        ElementType::I16 => Scalar::I(read!(i16) as i64),
        ElementType::I8 => Scalar::I(read!(i8) as i64),
        ElementType::I1 => Scalar::I(read!(u8) as i64 & 1),
    }
}

/// Writes f32 lanes to `count` elements from `start` with `stride`.
pub fn scatter_f32(bytes: &mut [u8], element: ElementType, start: i64, stride: i64, lanes: &[f32]) {
    macro_rules! scatter {
        ($t:ty, $convert:expr) => {{
            let values: &mut [$t] = bytemuck::cast_slice_mut(bytes);
            if stride == 1 {
                let start = start as usize;
                for (v, l) in values[start..start + lanes.len()].iter_mut().zip(lanes) {
                    *v = $convert(*l);
                }
            } else {
                for (i, l) in lanes.iter().enumerate() {
                    values[(start + stride * i as i64) as usize] = $convert(*l);
                }
            }
        }};
    }
    match element {
        ElementType::F32 => scatter!(f32, |v: f32| v),
        ElementType::F16 => scatter!(f16, f16::from_f32),
        ElementType::BF16 => scatter!(bf16, bf16::from_f32),
        ElementType::F64 => scatter!(f64, |v: f32| v as f64),
        other => {
            let ints: Vec<i64> = lanes.iter().map(|&v| v as i64).collect();
            scatter_i64(bytes, other, start, stride, &ints);
        }
    }
}

/// Writes i64 lanes (wrapped to the element type) from `start` with `stride`.
pub fn scatter_i64(bytes: &mut [u8], element: ElementType, start: i64, stride: i64, lanes: &[i64]) {
    macro_rules! scatter {
        ($t:ty) => {{
            let values: &mut [$t] = bytemuck::cast_slice_mut(bytes);
            for (i, l) in lanes.iter().enumerate() {
                values[(start + stride * i as i64) as usize] = *l as $t;
            }
        }};
    }
    match element {
        ElementType::I64 | ElementType::Index => scatter!(i64),
        ElementType::I32 => scatter!(i32),
        ElementType::I16 => scatter!(i16),
        ElementType::I8 => scatter!(i8),
        ElementType::I1 => {
            let values: &mut [u8] = bytemuck::cast_slice_mut(bytes);
            for (i, l) in lanes.iter().enumerate() {
                values[(start + stride * i as i64) as usize] = (*l & 1) as u8;
            }
        }
        _ => {
            let floats: Vec<f32> = lanes.iter().map(|&v| v as f32).collect();
            scatter_f32(bytes, element, start, stride, &floats);
        }
    }
}

/// A value's elements as a host tensor (for collectives and results).
pub fn read_tensor(arena: &Arena, view: View, shape: &[usize]) -> Tensor {
    let bytes = view.slice(arena);
    let data = if view.element.is_float() {
        let mut lanes = vec![0f64; view.numel];
        gather_f64(bytes, view.element, 0, 1, &mut lanes);
        Data::Float(lanes)
    } else {
        let mut lanes = vec![0i64; view.numel];
        gather_i64(bytes, view.element, 0, 1, &mut lanes);
        Data::Int(lanes)
    };
    Tensor {
        element: view.element,
        shape: shape.to_vec(),
        data,
    }
}

/// Writes a host tensor into a value's elements (same element count).
pub fn write_tensor(arena: &mut Arena, view: View, tensor: &Tensor) {
    let bytes = view.slice_mut(arena);
    match &tensor.data {
        Data::Float(values) => scatter_f64(bytes, view.element, 0, 1, values),
        Data::Int(values) => scatter_i64(bytes, view.element, 0, 1, values),
    }
}

/// Writes `value` as element `at` of `bytes` (elements of `element`):
/// floats rounded, integers wrapped to the type.
pub fn write_element(bytes: &mut [u8], element: ElementType, at: usize, value: Scalar) {
    macro_rules! write {
        ($t:ty, $v:expr) => {{
            let values: &mut [$t] = bytemuck::cast_slice_mut(bytes);
            values[at] = $v;
        }};
    }
    match element {
        ElementType::F64 => write!(f64, value.f()),
        ElementType::F32 => write!(f32, value.f() as f32),
        ElementType::F16 => write!(f16, f16::from_f64(value.f())),
        ElementType::BF16 => write!(bf16, bf16::from_f64(value.f())),
        ElementType::I64 | ElementType::Index => write!(i64, value.i()),
        ElementType::I32 => write!(i32, value.i() as i32),
        ElementType::I16 => write!(i16, value.i() as i16),
        ElementType::I8 => write!(i8, value.i() as i8),
        ElementType::I1 => write!(u8, (value.i() & 1) as u8),
    }
}
