//! One rank's arena and typed element access into it. The buffer plan puts
//! every value at a fixed byte offset; elements are stored in their own
//! type (f32, f16, bf16, i64, i32, ...) and computed as f32 or i64 lanes.

use std::marker::PhantomData;

use half::{bf16, f16};

use spmd_executable::{
    Executable, Storage, ValueId,
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

/// One buffer's bytes as raw memory. Element reads and writes through it
/// make no reference beyond the elements they touch (a row of contiguous
/// elements, or one element), so the threads of one kernel may share a
/// buffer's `Bytes` (see [`Shared`]) when each reads and writes its own
/// elements.
#[derive(Clone, Copy)]
pub struct Bytes<'a> {
    pointer: *mut u8,
    len: usize,
    writable: bool,
    _memory: PhantomData<&'a mut [u8]>,
}

impl<'a> Bytes<'a> {
    pub fn new(bytes: &'a mut [u8]) -> Bytes<'a> {
        Bytes {
            pointer: bytes.as_mut_ptr(),
            len: bytes.len(),
            writable: true,
            _memory: PhantomData,
        }
    }

    /// Bytes that are only read (a write through them panics).
    pub fn read_only(bytes: &'a [u8]) -> Bytes<'a> {
        Bytes {
            pointer: bytes.as_ptr() as *mut u8,
            len: bytes.len(),
            writable: false,
            _memory: PhantomData,
        }
    }

    /// The bytes of `view` (of the arena these bytes are).
    pub fn view(self, view: View) -> Bytes<'a> {
        let range = view.range();
        assert!(range.end <= self.len, "a view outside the arena");
        Bytes {
            pointer: self.pointer.wrapping_add(range.start),
            len: range.len(),
            ..self
        }
    }

    /// The elements `start..start + len` (of type `T`), checked to lie
    /// inside the buffer.
    fn checked<T>(self, start: usize, len: usize) -> *mut T {
        let size = std::mem::size_of::<T>();
        assert!(
            start
                .checked_add(len)
                .is_some_and(|end| end * size <= self.len),
            "elements {start}..+{len} outside a buffer of {} bytes",
            self.len
        );
        let pointer = self.pointer.wrapping_add(start * size) as *mut T;
        assert!(pointer.is_aligned(), "misaligned buffer");
        pointer
    }

    /// Elements `start..start + len`, read.
    fn row<T: bytemuck::Pod>(self, start: usize, len: usize) -> &'a [T] {
        // SAFETY: inside the buffer and aligned (checked); the buffer lives
        // for 'a, and no thread writes the elements this one reads.
        unsafe { std::slice::from_raw_parts(self.checked::<T>(start, len), len) }
    }

    /// Elements `start..start + len`, written.
    fn row_mut<T: bytemuck::Pod>(self, start: usize, len: usize) -> &'a mut [T] {
        assert!(self.writable, "a write through read-only bytes");
        // SAFETY: as `row`, and the bytes came from a `&mut` (writable):
        // only this thread touches these elements while the slice lives.
        unsafe { std::slice::from_raw_parts_mut(self.checked::<T>(start, len), len) }
    }

    /// The first of the `len` elements from `start` with `stride`, all
    /// checked (the first and the last) to lie inside the buffer.
    fn strided<T>(self, start: usize, stride: i64, len: usize) -> *mut T {
        let last = start as i64 + stride * (len.max(1) as i64 - 1);
        let count = self.len / std::mem::size_of::<T>();
        assert!(
            start < count.max(1) && (0..count as i64).contains(&last) || len == 0,
            "elements {start}..{last} (stride {stride}) outside a buffer of {count}"
        );
        let pointer = self.pointer.wrapping_add(start * std::mem::size_of::<T>()) as *mut T;
        assert!(pointer.is_aligned(), "misaligned buffer");
        pointer
    }

    /// Calls `each(i, element)` for the `len` elements from `start` with
    /// `stride` (bounds checked once).
    #[inline(always)]
    fn read_strided<T: bytemuck::Pod>(
        self,
        start: usize,
        stride: i64,
        len: usize,
        mut each: impl FnMut(usize, T),
    ) {
        let first = self.strided::<T>(start, stride, len);
        for i in 0..len {
            // SAFETY: between the first and the last element (checked).
            each(i, unsafe {
                first.offset(stride as isize * i as isize).read()
            });
        }
    }

    /// Calls `each(i, element)` for the element at each of `offsets`
    /// (bounds checked once, against the largest).
    #[inline(always)]
    pub fn read_each<T: bytemuck::Pod>(self, offsets: &[usize], mut each: impl FnMut(usize, T)) {
        let Some(&last) = offsets.iter().max() else {
            return;
        };
        let first = self.checked::<T>(0, last + 1);
        for (i, &offset) in offsets.iter().enumerate() {
            // SAFETY: at most the largest offset (checked).
            each(i, unsafe { first.add(offset).read() });
        }
    }

    /// Writes `value(i)` to the `len` elements from `start` with `stride`
    /// (bounds checked once).
    #[inline(always)]
    fn write_strided<T: bytemuck::Pod>(
        self,
        start: usize,
        stride: i64,
        len: usize,
        value: impl Fn(usize) -> T,
    ) {
        assert!(self.writable, "a write through read-only bytes");
        let first = self.strided::<T>(start, stride, len);
        for i in 0..len {
            // SAFETY: between the first and the last element (checked),
            // from a `&mut`.
            unsafe { first.offset(stride as isize * i as isize).write(value(i)) };
        }
    }

    pub fn get<T: bytemuck::Pod>(self, at: usize) -> T {
        // SAFETY: inside the buffer and aligned (checked).
        unsafe { self.checked::<T>(at, 1).read() }
    }

    fn set<T: bytemuck::Pod>(self, at: usize, value: T) {
        assert!(self.writable, "a write through read-only bytes");
        // SAFETY: inside the buffer and aligned (checked), from a `&mut`.
        unsafe { self.checked::<T>(at, 1).write(value) }
    }
}

/// A value handed to the threads of one kernel.
#[derive(Clone, Copy)]
pub struct Shared<T>(T);

// SAFETY: `Shared::new`'s caller guarantees that the threads touch
// disjoint elements.
unsafe impl<T> Send for Shared<T> {}
unsafe impl<T> Sync for Shared<T> {}

impl<T: Copy> Shared<T> {
    /// # Safety
    /// The threads that get `value` (raw memory, such as [`Bytes`]) must
    /// never write an element that another of them reads or writes.
    pub unsafe fn new(value: T) -> Shared<T> {
        Shared(value)
    }

    pub fn get(&self) -> T {
        self.0
    }
}

/// Equal rows of strided elements: row `r` is the elements from
/// `starts[r]` with `stride` (a buffer's lanes, see `cpu::tile`).
#[derive(Clone, Copy)]
pub struct Rows<'a> {
    pub starts: &'a [i64],
    pub stride: i64,
}

impl<'a> Rows<'a> {
    /// One row from `start`.
    pub fn one(start: &'a i64, stride: i64) -> Rows<'a> {
        Rows {
            starts: std::slice::from_ref(start),
            stride,
        }
    }

    /// Calls `each(first element, row's lanes)` for every row of `lanes`.
    #[inline(always)]
    fn each<T>(self, lanes: &mut [T], mut each: impl FnMut(usize, &mut [T])) {
        let width = lanes.len() / self.starts.len().max(1);
        if width == 0 {
            return;
        }
        for (&start, row) in self.starts.iter().zip(lanes.chunks_exact_mut(width)) {
            each(start as usize, row);
        }
    }

    /// Calls `each(first element, row's lanes)` for every row of `lanes`.
    #[inline(always)]
    fn each_ref<T>(self, lanes: &[T], mut each: impl FnMut(usize, &[T])) {
        let width = lanes.len() / self.starts.len().max(1);
        if width == 0 {
            return;
        }
        for (&start, row) in self.starts.iter().zip(lanes.chunks_exact(width)) {
            each(start as usize, row);
        }
    }
}

/// `to[i] = convert(from[i])`, eight at a time: a short row (a tile's rows
/// are often 8-32 lanes) is then moved inline, not by a call to `memcpy`
/// per row as the plain loop compiles to.
#[inline(always)]
fn convert_row<F: Copy, T>(from: &[F], to: &mut [T], convert: &impl Fn(F) -> T) {
    let mut to_chunks = to.chunks_exact_mut(8);
    let mut from_chunks = from.chunks_exact(8);
    for (to, from) in (&mut to_chunks).zip(&mut from_chunks) {
        let from: &[F; 8] = from.try_into().expect("chunks of 8");
        for (t, &f) in to.iter_mut().zip(from) {
            *t = convert(f);
        }
    }
    for (t, &f) in to_chunks
        .into_remainder()
        .iter_mut()
        .zip(from_chunks.remainder())
    {
        *t = convert(f);
    }
}

/// Reads the elements (of type `T`) of `rows` into `out`, converted.
#[inline(always)]
fn gather_rows<T: bytemuck::Pod, O>(
    bytes: Bytes,
    rows: Rows,
    out: &mut [O],
    convert: impl Fn(T) -> O,
) {
    let stride = rows.stride;
    rows.each(out, |start, out| {
        if stride == 1 {
            convert_row(bytes.row::<T>(start, out.len()), out, &convert);
        } else {
            bytes.read_strided::<T>(start, stride, out.len(), |i, v| out[i] = convert(v));
        }
    })
}

/// Writes `lanes`, converted, to the elements (of type `T`) of `rows`.
#[inline(always)]
fn scatter_rows<T: bytemuck::Pod, I: Copy>(
    bytes: Bytes,
    rows: Rows,
    lanes: &[I],
    convert: impl Fn(I) -> T,
) {
    let stride = rows.stride;
    rows.each_ref(lanes, |start, lanes| {
        if stride == 1 {
            convert_row(lanes, bytes.row_mut::<T>(start, lanes.len()), &convert);
        } else {
            bytes.write_strided::<T>(start, stride, lanes.len(), |i| convert(lanes[i]));
        }
    })
}

/// Reads the elements of `rows` into f32 lanes.
pub fn gather_f32(bytes: Bytes, element: ElementType, rows: Rows, out: &mut [f32]) {
    match element {
        ElementType::F32 => gather_rows(bytes, rows, out, |v: f32| v),
        ElementType::F16 => gather_rows(bytes, rows, out, |v: f16| v.to_f32()),
        ElementType::BF16 => gather_rows(bytes, rows, out, |v: bf16| v.to_f32()),
        ElementType::F64 => gather_rows(bytes, rows, out, |v: f64| v as f32),
        other => {
            let mut ints = vec![0i64; out.len()];
            gather_i64(bytes, other, rows, &mut ints);
            for (o, v) in out.iter_mut().zip(ints) {
                *o = v as f32;
            }
        }
    }
}

/// Reads the elements of `rows` into i64 lanes.
pub fn gather_i64(bytes: Bytes, element: ElementType, rows: Rows, out: &mut [i64]) {
    match element {
        ElementType::I64 | ElementType::Index => gather_rows(bytes, rows, out, |v: i64| v),
        ElementType::I32 => gather_rows(bytes, rows, out, |v: i32| v as i64),
        ElementType::I16 => gather_rows(bytes, rows, out, |v: i16| v as i64),
        ElementType::I8 => gather_rows(bytes, rows, out, |v: i8| v as i64),
        ElementType::I1 => gather_rows(bytes, rows, out, |v: u8| v as i64),
        _ => {
            let mut floats = vec![0f32; out.len()];
            gather_f32(bytes, element, rows, &mut floats);
            for (o, v) in out.iter_mut().zip(floats) {
                *o = v as i64;
            }
        }
    }
}

/// Reads the elements of `rows` into f64 lanes (f64 elements exactly,
/// others through their own lanes).
pub fn gather_f64(bytes: Bytes, element: ElementType, rows: Rows, out: &mut [f64]) {
    if element == ElementType::F64 {
        gather_rows(bytes, rows, out, |v: f64| v);
    } else if element.is_float() {
        let mut floats = vec![0f32; out.len()];
        gather_f32(bytes, element, rows, &mut floats);
        for (o, v) in out.iter_mut().zip(floats) {
            *o = v as f64;
        }
    } else {
        let mut ints = vec![0i64; out.len()];
        gather_i64(bytes, element, rows, &mut ints);
        for (o, v) in out.iter_mut().zip(ints) {
            *o = v as f64;
        }
    }
}

/// Writes f64 lanes to the elements of `rows` (f64 elements exactly).
pub fn scatter_f64(bytes: Bytes, element: ElementType, rows: Rows, lanes: &[f64]) {
    if element == ElementType::F64 {
        scatter_rows(bytes, rows, lanes, |v: f64| v);
    } else if element.is_float() {
        let floats: Vec<f32> = lanes.iter().map(|&v| v as f32).collect();
        scatter_f32(bytes, element, rows, &floats);
    } else {
        let ints: Vec<i64> = lanes.iter().map(|&v| v as i64).collect();
        scatter_i64(bytes, element, rows, &ints);
    }
}

/// The element at `at` of `bytes` (elements of `element`).
pub fn read_element(bytes: Bytes, element: ElementType, at: usize) -> Scalar {
    macro_rules! read {
        ($t:ty) => {
            bytes.get::<$t>(at)
        };
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

/// Writes f32 lanes to the elements of `rows`.
pub fn scatter_f32(bytes: Bytes, element: ElementType, rows: Rows, lanes: &[f32]) {
    match element {
        ElementType::F32 => scatter_rows(bytes, rows, lanes, |v: f32| v),
        ElementType::F16 => scatter_rows(bytes, rows, lanes, f16::from_f32),
        ElementType::BF16 => scatter_rows(bytes, rows, lanes, bf16::from_f32),
        ElementType::F64 => scatter_rows(bytes, rows, lanes, |v: f32| v as f64),
        other => {
            let ints: Vec<i64> = lanes.iter().map(|&v| v as i64).collect();
            scatter_i64(bytes, other, rows, &ints);
        }
    }
}

/// Writes i64 lanes (wrapped to the element type) to the elements of `rows`.
pub fn scatter_i64(bytes: Bytes, element: ElementType, rows: Rows, lanes: &[i64]) {
    match element {
        ElementType::I64 | ElementType::Index => scatter_rows(bytes, rows, lanes, |v: i64| v),
        ElementType::I32 => scatter_rows(bytes, rows, lanes, |v: i64| v as i32),
        ElementType::I16 => scatter_rows(bytes, rows, lanes, |v: i64| v as i16),
        ElementType::I8 => scatter_rows(bytes, rows, lanes, |v: i64| v as i8),
        ElementType::I1 => scatter_rows(bytes, rows, lanes, |v: i64| (v & 1) as u8),
        _ => {
            let floats: Vec<f32> = lanes.iter().map(|&v| v as f32).collect();
            scatter_f32(bytes, element, rows, &floats);
        }
    }
}

/// A value's elements as a host tensor (for collectives and results).
pub fn read_tensor(arena: &Arena, view: View, shape: &[usize]) -> Tensor {
    let bytes = Bytes::read_only(view.slice(arena));
    let data = if view.element.is_float() {
        let mut lanes = vec![0f64; view.numel];
        gather_f64(bytes, view.element, Rows::one(&0, 1), &mut lanes);
        Data::Float(lanes)
    } else {
        let mut lanes = vec![0i64; view.numel];
        gather_i64(bytes, view.element, Rows::one(&0, 1), &mut lanes);
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
    let bytes = Bytes::new(view.slice_mut(arena));
    match &tensor.data {
        Data::Float(values) => scatter_f64(bytes, view.element, Rows::one(&0, 1), values),
        Data::Int(values) => scatter_i64(bytes, view.element, Rows::one(&0, 1), values),
    }
}

/// Writes `value` as element `at` of `bytes` (elements of `element`):
/// floats rounded, integers wrapped to the type.
pub fn write_element(bytes: Bytes, element: ElementType, at: usize, value: Scalar) {
    macro_rules! write {
        ($t:ty, $v:expr) => {
            bytes.set::<$t>(at, $v)
        };
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The translator writes constants with `Tensor::to_element_bytes`; the
    /// arena must read them back as the tensor they came from.
    #[test]
    fn constants_encode_as_the_arena_stores_them() {
        let values = [0.0, 1.5, -2.25, 3.0, 100.0, -7.0, 0.1];
        for element in [
            ElementType::F64,
            ElementType::F32,
            ElementType::F16,
            ElementType::BF16,
            ElementType::I64,
            ElementType::I32,
            ElementType::I16,
            ElementType::I8,
            ElementType::I1,
            ElementType::Index,
        ] {
            let tensor = Tensor::from_f64(element, &[values.len()], values.to_vec());
            let view = View {
                offset: 0,
                element,
                numel: tensor.numel(),
            };
            let mut arena = Arena::new(tensor.numel() * element.bytes());
            write_tensor(&mut arena, view, &tensor);
            assert_eq!(view.slice(&arena), tensor.to_element_bytes(), "{element:?}");
        }
    }
}
