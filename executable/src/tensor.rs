//! Dense host tensors: row-major data with an MLIR element type. Floats are
//! held as f64 and rounded to their type after every operation; integers as
//! i64, wrapped to their width.

use half::{bf16, f16};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ElementType {
    F64,
    F32,
    F16,
    BF16,
    I64,
    I32,
    I16,
    I8,
    I1,
    Index,
}

impl ElementType {
    pub fn is_float(self) -> bool {
        matches!(
            self,
            ElementType::F64 | ElementType::F32 | ElementType::F16 | ElementType::BF16
        )
    }

    /// f16 or bf16.
    pub fn is_half(self) -> bool {
        matches!(self, ElementType::F16 | ElementType::BF16)
    }

    pub fn bytes(self) -> usize {
        match self {
            ElementType::F64 | ElementType::I64 | ElementType::Index => 8,
            ElementType::F32 | ElementType::I32 => 4,
            ElementType::F16 | ElementType::BF16 | ElementType::I16 => 2,
            ElementType::I8 | ElementType::I1 => 1,
        }
    }

    /// `x` rounded to this float type.
    #[inline]
    pub fn round(self, x: f64) -> f64 {
        match self {
            ElementType::F32 => x as f32 as f64,
            ElementType::F16 | ElementType::BF16 => self.round_to_half(x),
            _ => x,
        }
    }

    fn round_to_half(self, x: f64) -> f64 {
        match self {
            ElementType::F16 => f16::from_f64(x).to_f64(),
            _ => bf16::from_f64(x).to_f64(),
        }
    }

    /// `x` wrapped to this integer type (i1 is 0 or 1).
    #[inline]
    pub fn wrap(self, x: i64) -> i64 {
        match self {
            ElementType::I32 => x as i32 as i64,
            ElementType::I16 => x as i16 as i64,
            ElementType::I8 => x as i8 as i64,
            ElementType::I1 => x & 1,
            _ => x,
        }
    }
}

/// The elements of a tensor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Data {
    Float(Vec<f64>),
    Int(Vec<i64>),
}

impl Data {
    pub fn len(&self) -> usize {
        match self {
            Data::Float(values) => values.len(),
            Data::Int(values) => values.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The elements at `indices`, in that order.
    fn pick(&self, indices: impl Iterator<Item = usize>) -> Data {
        match self {
            Data::Float(values) => Data::Float(indices.map(|i| values[i]).collect()),
            Data::Int(values) => Data::Int(indices.map(|i| values[i]).collect()),
        }
    }

    /// Sets element `i` (converted for integer data).
    pub fn set_f64(&mut self, i: usize, x: f64) {
        match self {
            Data::Float(values) => values[i] = x,
            Data::Int(values) => values[i] = x as i64,
        }
    }

    /// Element `i` as f64 (integers converted).
    pub fn get_f64(&self, i: usize) -> f64 {
        match self {
            Data::Float(values) => values[i],
            Data::Int(values) => values[i] as f64,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tensor {
    pub element: ElementType,
    pub shape: Vec<usize>,
    pub data: Data,
}

impl Tensor {
    pub fn zeros(element: ElementType, shape: &[usize]) -> Tensor {
        let count = shape.iter().product();
        let data = if element.is_float() {
            Data::Float(vec![0.0; count])
        } else {
            Data::Int(vec![0; count])
        };
        Tensor {
            element,
            shape: shape.to_vec(),
            data,
        }
    }

    /// A tensor whose contents are undefined (`tensor.empty`): floats NaN,
    /// so that a program reading them shows it in its results; integers 0.
    pub fn undefined(element: ElementType, shape: &[usize]) -> Tensor {
        let mut tensor = Tensor::zeros(element, shape);
        if let Data::Float(values) = &mut tensor.data {
            values.fill(f64::NAN);
        }
        tensor
    }

    /// A tensor of `values`, rounded or wrapped to `element`.
    pub fn from_f64(element: ElementType, shape: &[usize], values: Vec<f64>) -> Tensor {
        assert_eq!(
            values.len(),
            shape.iter().product::<usize>(),
            "values match the shape"
        );
        let data = if element.is_float() {
            Data::Float(values.into_iter().map(|x| element.round(x)).collect())
        } else {
            Data::Int(values.into_iter().map(|x| element.wrap(x as i64)).collect())
        };
        Tensor {
            element,
            shape: shape.to_vec(),
            data,
        }
    }

    pub fn numel(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// Row-major strides.
    pub fn strides(&self) -> Vec<usize> {
        strides(&self.shape)
    }

    pub fn reshape(&self, shape: &[usize]) -> Tensor {
        assert_eq!(
            shape.iter().product::<usize>(),
            self.numel(),
            "reshape keeps the element count"
        );
        Tensor {
            shape: shape.to_vec(),
            ..self.clone()
        }
    }

    /// `result[i] = self[offsets + i * steps]` for `i` in `sizes`.
    pub fn strided_slice(&self, offsets: &[usize], sizes: &[usize], steps: &[usize]) -> Tensor {
        let indices = box_indices(offsets, sizes, steps, &self.strides());
        Tensor {
            element: self.element,
            shape: sizes.to_vec(),
            data: self.data.pick(indices.into_iter()),
        }
    }

    pub fn slice(&self, offsets: &[usize], sizes: &[usize]) -> Tensor {
        self.strided_slice(offsets, sizes, &vec![1; sizes.len()])
    }

    /// Writes `source` into `self` at `offsets` with `steps`.
    pub fn insert(&mut self, source: &Tensor, offsets: &[usize], steps: &[usize]) {
        let targets = box_indices(offsets, &source.shape, steps, &self.strides());
        match (&mut self.data, &source.data) {
            (Data::Float(to), Data::Float(from)) => {
                targets.iter().zip(from).for_each(|(&t, &x)| to[t] = x)
            }
            (Data::Int(to), Data::Int(from)) => {
                targets.iter().zip(from).for_each(|(&t, &x)| to[t] = x)
            }
            (Data::Float(to), Data::Int(from)) => targets
                .iter()
                .zip(from)
                .for_each(|(&t, &x)| to[t] = x as f64),
            (Data::Int(to), Data::Float(from)) => targets
                .iter()
                .zip(from)
                .for_each(|(&t, &x)| to[t] = x as i64),
        }
    }

    /// `parts` joined along `axis`.
    pub fn concat(parts: &[Tensor], axis: usize) -> Tensor {
        let mut shape = parts[0].shape.clone();
        shape[axis] = parts.iter().map(|part| part.shape[axis]).sum();
        let mut result = Tensor::zeros(parts[0].element, &shape);
        let mut offset = 0;
        for part in parts {
            let mut offsets = vec![0; shape.len()];
            offsets[axis] = offset;
            result.insert(part, &offsets, &vec![1; shape.len()]);
            offset += part.shape[axis];
        }
        result
    }

    /// `k` equal parts along `axis` (its size must divide).
    pub fn split(&self, axis: usize, k: usize) -> Vec<Tensor> {
        let length = self.shape[axis] / k;
        assert_eq!(length * k, self.shape[axis], "split divides the axis");
        (0..k)
            .map(|part| {
                let mut offsets = vec![0; self.rank()];
                offsets[axis] = part * length;
                let mut sizes = self.shape.clone();
                sizes[axis] = length;
                self.slice(&offsets, &sizes)
            })
            .collect()
    }

    /// The first `length` elements along `axis`, padded with zeros if longer.
    pub fn resize_axis(&self, axis: usize, length: usize) -> Tensor {
        if length <= self.shape[axis] {
            let mut sizes = self.shape.clone();
            sizes[axis] = length;
            return self.slice(&vec![0; self.rank()], &sizes);
        }
        let mut shape = self.shape.clone();
        shape[axis] = length;
        let mut result = Tensor::zeros(self.element, &shape);
        result.insert(self, &vec![0; self.rank()], &vec![1; self.rank()]);
        result
    }

    /// Applies `f` to every float element (integers are converted and wrapped back).
    /// The elements as stored in an arena or an executable's constant:
    /// little-endian, each in the tensor's element type (floats through f32
    /// for the narrower types, as the backends write them; `i1` as a byte).
    pub fn to_element_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.numel() * self.element.bytes());
        for i in 0..self.numel() {
            let (float, int) = match &self.data {
                Data::Float(values) => (values[i], values[i] as i64),
                Data::Int(values) => (values[i] as f64, values[i]),
            };
            match self.element {
                ElementType::F64 => bytes.extend(float.to_le_bytes()),
                ElementType::F32 => bytes.extend((float as f32).to_le_bytes()),
                ElementType::F16 => bytes.extend(f16::from_f32(float as f32).to_le_bytes()),
                ElementType::BF16 => bytes.extend(bf16::from_f32(float as f32).to_le_bytes()),
                ElementType::I64 | ElementType::Index => bytes.extend(int.to_le_bytes()),
                ElementType::I32 => bytes.extend((int as i32).to_le_bytes()),
                ElementType::I16 => bytes.extend((int as i16).to_le_bytes()),
                ElementType::I8 => bytes.extend((int as i8).to_le_bytes()),
                ElementType::I1 => bytes.push((int & 1) as u8),
            }
        }
        bytes
    }

    pub fn map_f64(&self, f: impl Fn(f64) -> f64) -> Tensor {
        let values = (0..self.numel()).map(|i| f(self.data.get_f64(i))).collect();
        Tensor::from_f64(self.element, &self.shape, values)
    }
}

pub fn strides(shape: &[usize]) -> Vec<usize> {
    let mut strides = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    strides
}

/// Steps `index` to the next index of `shape` in row-major order (wrapping
/// to all zeros after the last).
pub fn advance(index: &mut [usize], shape: &[usize]) {
    for d in (0..shape.len()).rev() {
        index[d] += 1;
        if index[d] < shape[d] {
            return;
        }
        index[d] = 0;
    }
}

/// The flat positions, in an array of `strides`, of `offsets + i * steps`
/// for every `i` of `sizes` in row-major order: one row of the innermost
/// dim at a time, no index built per element.
pub fn box_indices(
    offsets: &[usize],
    sizes: &[usize],
    steps: &[usize],
    strides: &[usize],
) -> Vec<usize> {
    let count: usize = sizes.iter().product();
    let mut positions = Vec::with_capacity(count);
    let Some(last) = sizes.len().checked_sub(1) else {
        positions.push(0);
        return positions;
    };
    if count == 0 {
        return positions;
    }
    let inner = steps[last] * strides[last];
    let outer = &sizes[..last];
    let mut index = vec![0; last];
    for row in 0..count / sizes[last] {
        if row > 0 {
            advance(&mut index, outer);
        }
        let base: usize = (0..last)
            .map(|d| (offsets[d] + index[d] * steps[d]) * strides[d])
            .sum::<usize>()
            + offsets[last] * strides[last];
        positions.extend((0..sizes[last]).map(|j| base + j * inner));
    }
    positions
}

/// Every index of `shape`, row-major.
pub fn multi_indices(shape: &[usize]) -> impl Iterator<Item = Vec<usize>> + '_ {
    let count: usize = shape.iter().product();
    let mut index = vec![0; shape.len()];
    (0..count).map(move |position| {
        if position > 0 {
            advance(&mut index, shape);
        }
        index.clone()
    })
}
