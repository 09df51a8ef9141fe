//! The `tensor` dialect ops the executor runs.

use crate::Reason;
use melior::ir::operation::OperationRef;

use spmd_dialect::read;
use spmd_executable::tensor::Tensor;

/// An offset, size or stride: static, or the index operand at this position.
#[derive(Clone, Copy, Debug)]
pub enum Index {
    Static(i64),
    Operand(usize),
}

const DYNAMIC: i64 = i64::MIN;

/// Static values with `DYNAMIC` entries taken, in order, from the operands
/// starting at `first_operand`.
fn indices(statics: &[i64], first_operand: &mut usize) -> Vec<Index> {
    statics
        .iter()
        .map(|&value| {
            if value == DYNAMIC {
                *first_operand += 1;
                Index::Operand(*first_operand - 1)
            } else {
                Index::Static(value)
            }
        })
        .collect()
}

/// Offsets, sizes and strides of `extract_slice` / `insert_slice`.
#[derive(Clone, Debug)]
pub struct SliceSpec {
    offsets: Vec<Index>,
    sizes: Vec<Index>,
    strides: Vec<Index>,
}

impl SliceSpec {
    /// `dynamic_start` is the operand index of the first dynamic value.
    pub fn compile(operation: OperationRef, dynamic_start: usize) -> Result<SliceSpec, Reason> {
        let mut next = dynamic_start;
        let offsets = indices(&read::i64_array(operation, "static_offsets")?, &mut next);
        let sizes = indices(&read::i64_array(operation, "static_sizes")?, &mut next);
        let strides = indices(&read::i64_array(operation, "static_strides")?, &mut next);
        Ok(SliceSpec {
            offsets,
            sizes,
            strides,
        })
    }

    fn resolve(values: &[Index], operands: &[&Tensor]) -> Vec<usize> {
        values
            .iter()
            .map(|value| match value {
                Index::Static(v) => *v as usize,
                Index::Operand(i) => operands[*i].data.get_f64(0) as usize,
            })
            .collect()
    }

    /// (offsets, sizes, strides) for these operands, checked against `shape`.
    fn resolved(&self, operands: &[&Tensor], shape: &[usize]) -> Result<[Vec<usize>; 3], Reason> {
        let offsets = Self::resolve(&self.offsets, operands);
        let sizes = Self::resolve(&self.sizes, operands);
        let strides = Self::resolve(&self.strides, operands);
        for d in 0..shape.len() {
            let last = offsets[d] + sizes[d].saturating_sub(1) * strides[d];
            if sizes[d] > 0 && last >= shape[d] {
                return Err(Reason::Invalid(format!(
                    "slice [offset {}, size {}, stride {}] runs past dim {d} of size {}",
                    offsets[d], sizes[d], strides[d], shape[d]
                )));
            }
        }
        Ok([offsets, sizes, strides])
    }

    /// `tensor.extract_slice`: operand 0 is the source; the result is
    /// reshaped to `result_shape` (rank-reducing slices).
    pub fn extract(&self, operands: &[&Tensor], result_shape: &[usize]) -> Result<Tensor, Reason> {
        let [offsets, sizes, strides] = self.resolved(operands, &operands[0].shape)?;
        Ok(operands[0]
            .strided_slice(&offsets, &sizes, &strides)
            .reshape(result_shape))
    }

    /// `tensor.insert_slice`: operand 0 is the source, 1 the destination.
    pub fn insert(&self, operands: &[&Tensor]) -> Result<Tensor, Reason> {
        let [offsets, sizes, strides] = self.resolved(operands, &operands[1].shape)?;
        let mut result = operands[1].clone();
        result.insert(&operands[0].reshape(&sizes), &offsets, &strides);
        Ok(result)
    }
}

/// `tensor.pad` with static or dynamic low / high padding.
#[derive(Clone, Debug)]
pub struct PadSpec {
    low: Vec<Index>,
    high: Vec<Index>,
}

impl PadSpec {
    pub fn compile(operation: OperationRef) -> Result<PadSpec, Reason> {
        let mut next = 1;
        let low = indices(&read::i64_array(operation, "static_low")?, &mut next);
        let high = indices(&read::i64_array(operation, "static_high")?, &mut next);
        Ok(PadSpec { low, high })
    }

    /// Pads operand 0; `fill(index)` gives the value at a padded index.
    pub fn run(&self, operands: &[&Tensor], fill: impl Fn(&[usize]) -> f64) -> Tensor {
        let source = operands[0];
        let low = SliceSpec::resolve(&self.low, operands);
        let high = SliceSpec::resolve(&self.high, operands);
        let shape: Vec<usize> = (0..source.rank())
            .map(|d| low[d] + source.shape[d] + high[d])
            .collect();
        let strides = source.strides();
        let values = spmd_executable::tensor::multi_indices(&shape).map(|index| {
            let inside =
                (0..index.len()).all(|d| index[d] >= low[d] && index[d] < low[d] + source.shape[d]);
            if inside {
                let at: usize = (0..index.len())
                    .map(|d| (index[d] - low[d]) * strides[d])
                    .sum();
                source.data.get_f64(at)
            } else {
                fill(&index)
            }
        });
        Tensor::from_f64(source.element, &shape, values.collect())
    }
}
