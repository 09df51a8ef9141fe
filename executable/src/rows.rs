//! Row groups ([`crate::Step::Rows`]): consecutive kernels over the same
//! rows that a backend may run row by row, every member's points of a row
//! before the next row, so that a row read by several members (a
//! softmax's scores: their max, the sum of their exponentials, the
//! normalised values) comes from memory once and the statistics one member
//! writes are read by the next while they are in cache. What makes that
//! equal to running the members one after another is checked here
//! ([`Executable::row_group_error`]): whatever one member writes is
//! touched by the others only within the same row's window of bytes.

use super::{Access, ElementType, Executable, Instr, Kernel, Storage};

/// The most bytes one access of a row group's member moves per row: the
/// rows a GPU's warps have in flight (8,448 on an H100) stay in its L2
/// (50 MB) and mostly in L1 between members, so a row comes from DRAM
/// once.
pub const MAX_ROW_BYTES: usize = 8192;

/// The bytes of one row of an access: where row `r` begins
/// (`base + r * stride`) and the span its points reach from there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Window {
    base: i64,
    stride: i64,
    first: i64,
    end: i64,
}

/// Where an access of a row group's member puts point `i` of row `r`, in
/// bytes: `base + r * stride + i * step`, `i` along the member's one dim
/// past its rows (`step` 0 where it has none, or the access does not move
/// along it). Two accesses with equal places name the same element at
/// every point of every row; `range` is the bytes the access reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowPlace {
    pub base: i64,
    pub stride: i64,
    pub step: i64,
    pub element: ElementType,
    pub range: (i64, i64),
}

impl RowPlace {
    /// Whether the two accesses' bytes overlap.
    pub fn overlaps(&self, other: &RowPlace) -> bool {
        self.range.0 < other.range.1 && other.range.0 < self.range.1
    }
}

impl Window {
    /// Whether every row's bytes stay within the row's stride (rows
    /// disjoint, in order).
    fn disjoint_rows(&self) -> bool {
        self.stride > 0 && self.first >= 0 && self.end <= self.stride
    }
}

impl Executable {
    /// How many leading dims of kernel `index` its `rows` rows span: the
    /// parallel dims of a reduction (whose reduction dims all follow
    /// them), the shortest prefix of an element-wise kernel's dims whose
    /// points are `rows`. None where the kernel cannot be a member of a
    /// row group of `rows`: a reduction without a single combiner, one
    /// reading host scalars, or an access moving more than
    /// [`MAX_ROW_BYTES`] per row.
    pub fn row_split(&self, index: usize, rows: usize) -> Option<usize> {
        let kernel = &self.kernels[index];
        if kernel
            .body
            .iter()
            .any(|instr| matches!(instr, Instr::Capture { .. }))
        {
            return None;
        }
        let split = match kernel.reduction.iter().position(|&r| r) {
            Some(first) => {
                let trailing = kernel.reduction[first..].iter().all(|&r| r);
                let single = kernel.combiner.is_some() && kernel.accumulated_outputs().len() == 1;
                (trailing && single).then_some(first)?
            }
            None => {
                let mut points = 1;
                (0..=kernel.dims.len()).find(|&s| {
                    let found = points == rows;
                    points *= kernel.dims.get(s).copied().unwrap_or(1);
                    found
                })?
            }
        };
        let row_bytes = |access: &Access| match &self.values[access.value] {
            Storage::Buffer { ty, .. } => {
                let points: usize = kernel.dims[split..]
                    .iter()
                    .zip(&access.coefficients[split..])
                    .filter(|&(_, &c)| c != 0)
                    .map(|(&d, _)| d)
                    .product();
                points * ty.element.bytes()
            }
            Storage::Scalar { .. } => 0,
        };
        (kernel.dims[..split].iter().product::<usize>() == rows
            && kernel.accesses().all(|a| row_bytes(a) <= MAX_ROW_BYTES))
        .then_some(split)
    }

    /// The rows a reduction kernel's row group would have: its outputs.
    pub fn reduction_rows(&self, index: usize) -> Option<usize> {
        let kernel = &self.kernels[index];
        kernel.reduction.contains(&true).then(|| {
            kernel
                .dims
                .iter()
                .zip(&kernel.reduction)
                .filter(|&(_, &r)| !r)
                .map(|(d, _)| d)
                .product()
        })
    }

    /// Why `kernels` cannot run row by row over `rows` rows (None where
    /// they can): a member without a [`Executable::row_split`], or two
    /// members touching the same bytes, one writing them, other than row
    /// by row in the same windows.
    pub fn row_group_error(&self, kernels: &[usize], rows: usize) -> Option<String> {
        if rows < 2 || kernels.len() < 2 {
            return Some("a row group has two members and two rows at least".into());
        }
        let mut accesses: Vec<(usize, bool, Option<Window>, (i64, i64))> = Vec::new();
        for (member, &k) in kernels.iter().enumerate() {
            let Some(split) = self.row_split(k, rows) else {
                return Some(format!(
                    "kernel {} does not run over {rows} rows",
                    self.kernels[k].name
                ));
            };
            let kernel = &self.kernels[k];
            for (access, written) in kernel.accesses_marked() {
                let Some(range) = self.byte_range(kernel, access) else {
                    continue;
                };
                let window = self.window(kernel, access, split);
                accesses.push((member, written, window, range));
            }
        }
        for (i, a) in accesses.iter().enumerate() {
            for b in &accesses[i + 1..] {
                let overlap = a.3.0 < b.3.1 && b.3.0 < a.3.1;
                if a.0 == b.0 || !(a.1 || b.1) || !overlap {
                    continue;
                }
                let row_by_row = match (a.2, b.2) {
                    (Some(x), Some(y)) => {
                        x.base == y.base
                            && x.stride == y.stride
                            && x.disjoint_rows()
                            && y.disjoint_rows()
                    }
                    _ => false,
                };
                if !row_by_row {
                    return Some(format!(
                        "kernels {} and {} touch the same bytes, one writing them, across rows",
                        self.kernels[kernels[a.0]].name, self.kernels[kernels[b.0]].name
                    ));
                }
            }
        }
        None
    }

    /// [`RowPlace`] of `access` of kernel `index`, whose rows span its
    /// `split` leading dims: None where those dims do not walk its buffer
    /// as one stride, or more than one dim follows them.
    pub fn row_place(&self, index: usize, access: &Access, split: usize) -> Option<RowPlace> {
        let kernel = &self.kernels[index];
        let Storage::Buffer { ty, .. } = &self.values[access.value] else {
            return None;
        };
        let element = ty.element;
        let step = match kernel.dims.len().checked_sub(split)? {
            0 => 0,
            1 => access.coefficients[split] * element.bytes() as i64,
            _ => return None,
        };
        let window = self.window(kernel, access, split)?;
        Some(RowPlace {
            base: window.base,
            stride: window.stride,
            step,
            element,
            range: self.byte_range(kernel, access)?,
        })
    }

    /// Whether kernel `index` reads its rows along them: an element-wise
    /// kernel, or a reduction whose accesses contiguous along a reduced
    /// dim move at least the bytes of those contiguous along a parallel
    /// one (not a column reduction: a bias gradient summed over tokens).
    pub fn reads_along_rows(&self, index: usize) -> bool {
        let kernel = &self.kernels[index];
        let contiguous = |reduced: bool| -> usize {
            (0..kernel.dims.len())
                .filter(|&d| kernel.reduction[d] == reduced)
                .map(|d| self.contiguous_bytes(kernel, d))
                .sum()
        };
        !kernel.reduction.contains(&true) || contiguous(true) >= contiguous(false)
    }

    /// Whether kernel `index` reads or writes bytes one of `others` reads
    /// or writes.
    pub fn kernels_share_bytes(&self, index: usize, others: &[usize]) -> bool {
        let ranges = |k: usize| -> Vec<(i64, i64)> {
            let kernel = &self.kernels[k];
            kernel
                .accesses_marked()
                .filter_map(|(access, _)| self.byte_range(kernel, access))
                .collect()
        };
        let mine = ranges(index);
        others.iter().flat_map(|&k| ranges(k)).any(|(first, end)| {
            mine.iter()
                .any(|&(my_first, my_end)| first < my_end && my_first < end)
        })
    }

    /// The bytes a row group moves at the least: each member's writes, and
    /// each buffer read once (the widest of its reads), none of those an
    /// earlier member wrote; and the members' lookups.
    pub fn row_group_bytes(&self, kernels: &[usize]) -> usize {
        let mut written: Vec<usize> = Vec::new();
        let mut read: Vec<(usize, usize)> = Vec::new();
        let mut bytes = 0;
        for &k in kernels {
            let kernel = &self.kernels[k];
            for (access, is_write) in kernel.accesses_marked() {
                let Storage::Buffer { offset, .. } = self.values[access.value] else {
                    continue;
                };
                let moved = self.access_bytes(kernel, access);
                if is_write {
                    bytes += moved;
                    written.push(offset);
                } else if !written.contains(&offset) {
                    match read.iter_mut().find(|(at, _)| *at == offset) {
                        Some((_, most)) => *most = (*most).max(moved),
                        None => read.push((offset, moved)),
                    }
                }
            }
            bytes += self.lookup_bytes(k);
        }
        bytes + read.iter().map(|(_, moved)| moved).sum::<usize>()
    }

    /// The bytes of `access`'s buffer it reaches over `kernel`'s loop nest:
    /// `[first, end)` in the arena (None for a scalar value).
    fn byte_range(&self, kernel: &Kernel, access: &Access) -> Option<(i64, i64)> {
        let Storage::Buffer { offset, ty } = &self.values[access.value] else {
            return None;
        };
        let element = ty.element.bytes() as i64;
        let (low, high) = span(kernel, access, 0);
        let base = *offset as i64 + access.constant * element;
        Some((base + low * element, base + (high + 1) * element))
    }

    /// `access`'s window of one row of the `split` leading dims: None
    /// where those dims do not walk its buffer as one stride.
    fn window(&self, kernel: &Kernel, access: &Access, split: usize) -> Option<Window> {
        let Storage::Buffer { offset, ty } = &self.values[access.value] else {
            return None;
        };
        let element = ty.element.bytes() as i64;
        let c = &access.coefficients;
        let as_one =
            (0..split.saturating_sub(1)).all(|d| c[d] == c[d + 1] * kernel.dims[d + 1] as i64);
        let stride = if split == 0 { 0 } else { c[split - 1] };
        let (low, high) = span(kernel, access, split);
        as_one.then_some(Window {
            base: *offset as i64 + access.constant * element,
            stride: stride * element,
            first: low * element,
            end: (high + 1) * element,
        })
    }
}

/// The least and greatest element offsets (from the access's constant)
/// that `access` reaches over dims `from..` of `kernel`.
fn span(kernel: &Kernel, access: &Access, from: usize) -> (i64, i64) {
    kernel.dims[from..]
        .iter()
        .zip(&access.coefficients[from..])
        .fold((0, 0), |(low, high), (&d, &c)| {
            let reach = c * (d as i64 - 1);
            (low + reach.min(0), high + reach.max(0))
        })
}

#[cfg(test)]
mod tests {
    use super::super::{Init, Kernel, Mesh, TensorType};
    use super::*;
    use crate::scalar::{FloatOp, Scalar, ScalarOp};
    use crate::tensor::ElementType;

    /// A buffer of f32 `shape` at `offset`.
    fn buffer(offset: usize, shape: &[usize]) -> Storage {
        Storage::Buffer {
            offset,
            ty: TensorType {
                element: ElementType::F32,
                shape: shape.to_vec(),
            },
        }
    }

    fn access(value: usize, coefficients: &[i64]) -> Access {
        Access {
            value,
            coefficients: coefficients.to_vec(),
            constant: 0,
        }
    }

    /// `m[r] = max_j s[r, j]` over `s` [4, 8] (value 0) into `m` [4]
    /// (value 1), read along its rows or, with `columns`, down them.
    fn row_max(columns: bool) -> Kernel {
        let read = if columns { [1, 4] } else { [8, 1] };
        Kernel {
            name: "max".into(),
            dims: vec![4, 8],
            reduction: vec![false, true],
            inputs: vec![access(0, &read)],
            outputs: vec![access(1, &[1, 0])],
            inits: vec![Init::Constant(Scalar::F(f64::NEG_INFINITY))],
            body: vec![
                Instr::Load { input: 0 },
                Instr::Acc { output: 0 },
                Instr::Apply {
                    op: ScalarOp::Float(FloatOp::Max),
                    arguments: vec![1, 0],
                    element: ElementType::F32,
                    operand: ElementType::F32,
                },
            ],
            yields: vec![2],
            combiner: Some(ScalarOp::Float(FloatOp::Max)),
        }
    }

    /// `p[r, j] = s[r, j] - m[r]` into value 2.
    fn shifted() -> Kernel {
        Kernel {
            name: "shift".into(),
            dims: vec![4, 8],
            reduction: vec![false, false],
            inputs: vec![access(0, &[8, 1]), access(1, &[1, 0])],
            outputs: vec![access(2, &[8, 1])],
            inits: vec![Init::None],
            body: vec![
                Instr::Load { input: 0 },
                Instr::Load { input: 1 },
                Instr::Apply {
                    op: ScalarOp::Float(FloatOp::Sub),
                    arguments: vec![0, 1],
                    element: ElementType::F32,
                    operand: ElementType::F32,
                },
            ],
            yields: vec![2],
            combiner: None,
        }
    }

    /// The two kernels, `p` at byte `p_offset` (`s` at 0, `m` at 128).
    fn executable(p_offset: usize, columns: bool) -> Executable {
        Executable {
            function: "main".into(),
            mesh: Mesh {
                name: "mesh".into(),
                shape: vec![1],
                axis_names: vec!["x".into()],
            },
            arguments: Vec::new(),
            results: Vec::new(),
            arena_bytes: 512,
            scalar_registers: 0,
            values: vec![
                buffer(0, &[4, 8]),
                buffer(128, &[4]),
                buffer(p_offset, &[4, 8]),
            ],
            constants: Vec::new(),
            kernels: vec![row_max(columns), shifted()],
            gemms: Vec::new(),
            steps: Vec::new(),
            updates: Vec::new(),
            loss: None,
        }
    }

    #[test]
    fn a_statistic_and_its_reader_run_row_by_row() {
        let executable = executable(256, false);
        assert_eq!(executable.reduction_rows(0), Some(4));
        assert_eq!(executable.row_split(1, 4), Some(1));
        assert_eq!(executable.row_group_error(&[0, 1], 4), None);
        assert!(executable.reads_along_rows(0));
        assert!(executable.kernels_share_bytes(1, &[0]));
        // `s` read once (128 bytes), `m` (16) and `p` (128) written.
        assert_eq!(executable.row_group_bytes(&[0, 1]), 128 + 16 + 128);
    }

    #[test]
    fn an_output_over_a_statistic_of_later_rows_is_refused() {
        // `p` at 128 writes row 0 over every row's max, which the max's
        // later rows would then be read after.
        let executable = executable(128, false);
        let why = executable.row_group_error(&[0, 1], 4).expect("refused");
        assert!(why.contains("across rows"), "{why}");
        // Other row counts than the reduction's are refused too.
        assert!(executable.row_group_error(&[0, 1], 2).is_some());
    }

    #[test]
    fn an_output_in_place_over_its_own_row_is_accepted() {
        // `p` over `s`: each row written after both members read it.
        let executable = executable(0, false);
        assert_eq!(executable.row_group_error(&[0, 1], 4), None);
    }

    #[test]
    fn a_column_reduction_does_not_read_along_rows() {
        assert!(!executable(256, true).reads_along_rows(0));
    }
}
