//! The bytes a step moves through a rank's memory at the least: every
//! input element a kernel or GEMM reads once, every output element it
//! writes once (what XLA's cost analysis counts as a fusion's bytes
//! accessed), a copy's bytes read and written, a fill's written. What
//! `spmd-exec --stats` and `spmd-bench` print per step, and what a
//! backend's achieved bandwidth is measured against.

use super::{Access, Executable, Init, Instr, Kernel, Step, Storage};

/// Bytes per step of one rank, by the kind of step that moves them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traffic {
    pub kernels: usize,
    pub gemms: usize,
    /// Copies, region copies and fills.
    pub copies: usize,
    /// Scatters and scans.
    pub indexed: usize,
}

impl Traffic {
    pub fn total(&self) -> usize {
        self.kernels + self.gemms + self.copies + self.indexed
    }
}

impl Executable {
    /// The distinct elements `access` reaches over `kernel`'s loop nest
    /// (the product of the dims it moves along), in bytes.
    pub fn access_bytes(&self, kernel: &Kernel, access: &Access) -> usize {
        let elements: usize = kernel
            .dims
            .iter()
            .zip(&access.coefficients)
            .filter(|&(_, &c)| c != 0)
            .map(|(&d, _)| d)
            .product();
        elements * self.tensor(access.value).element.bytes()
    }

    /// The bytes of `kernel`'s inputs and outputs contiguous along dim `d`
    /// (coefficient 1): what a backend's vectors along `d` would move.
    pub fn contiguous_bytes(&self, kernel: &Kernel, d: usize) -> usize {
        kernel
            .inputs
            .iter()
            .chain(&kernel.outputs)
            .filter(|a| a.coefficients[d] == 1)
            .map(|a| self.access_bytes(kernel, a))
            .sum()
    }

    /// The bytes kernel `index` reads and writes at the least: its
    /// inputs, the outputs' inits read from memory, its outputs, and its
    /// lookups ([`Executable::lookup_bytes`]).
    pub fn kernel_bytes(&self, index: usize) -> usize {
        let kernel = &self.kernels[index];
        kernel
            .accesses()
            .map(|access| self.access_bytes(kernel, access))
            .sum::<usize>()
            + self.lookup_bytes(index)
    }

    /// The bytes kernel `index`'s lookups read: one element per point, at
    /// most the table.
    pub fn lookup_bytes(&self, index: usize) -> usize {
        let kernel = &self.kernels[index];
        let points: usize = kernel.dims.iter().product();
        kernel
            .body
            .iter()
            .filter_map(|instr| match instr {
                Instr::Gather { value, .. } => {
                    let table = self.tensor(*value);
                    Some((points * table.element.bytes()).min(table.bytes()))
                }
                _ => None,
            })
            .sum()
    }

    /// The bytes GEMM `index` reads and writes: A, B, C written, and C's
    /// init read where it is a value (copied into C first, then read, where
    /// it is another buffer).
    pub fn gemm_bytes(&self, index: usize) -> usize {
        let gemm = &self.gemms[index];
        let batch: usize = gemm.batch.iter().product();
        let bytes = gemm.element.bytes();
        let c = batch * gemm.m * gemm.n * bytes;
        // C read back; an init in another buffer is copied into C first.
        let offset = |value| match &self.values[value] {
            Storage::Buffer { offset, .. } => Some(*offset),
            Storage::Scalar { .. } => None,
        };
        let init = match &gemm.init {
            Init::Value(access) if offset(access.value) == offset(gemm.c.value) => c,
            Init::Value(_) => 3 * c,
            _ => 0,
        };
        batch * (gemm.m * gemm.k + gemm.k * gemm.n) * bytes + c + init
    }

    /// The bytes step `step` moves in one run of it (host steps and
    /// collectives none: collectives are counted apart, `StepCounts`).
    pub fn step_bytes(&self, step: &Step) -> usize {
        let buffer_bytes = |value| match &self.values[value] {
            Storage::Buffer { ty, .. } => ty.bytes(),
            Storage::Scalar { .. } => 0,
        };
        match step {
            Step::Kernel(k) => self.kernel_bytes(*k),
            Step::Rows { kernels, .. } => self.row_group_bytes(kernels),
            Step::Gemm(g) => self.gemm_bytes(*g),
            Step::Fill { target, .. } => buffer_bytes(*target),
            Step::Copy { source, target } => match (&self.values[*source], &self.values[*target]) {
                (Storage::Buffer { offset: from, .. }, Storage::Buffer { offset: to, .. })
                    if from == to =>
                {
                    0
                }
                _ => 2 * buffer_bytes(*source),
            },
            Step::CopyRegion { source, sizes, .. } => {
                2 * sizes.iter().product::<usize>() * self.tensor(*source).element.bytes()
            }
            Step::Scatter {
                updates,
                indices,
                target,
                ..
            } => 2 * buffer_bytes(*target) + buffer_bytes(*updates) + buffer_bytes(*indices),
            Step::Scan {
                input,
                output,
                last,
                ..
            } => buffer_bytes(*input) + buffer_bytes(*output) + buffer_bytes(*last),
            _ => 0,
        }
    }

    /// The bytes a step of the whole program moves on one rank (a loop
    /// body's steps as often as it runs).
    pub fn traffic(&self) -> Traffic {
        let mut traffic = Traffic::default();
        for (step, times) in self.steps.iter().zip(self.repeats()) {
            let bytes = self.step_bytes(step) * times;
            match step {
                Step::Kernel(_) | Step::Rows { .. } => traffic.kernels += bytes,
                Step::Gemm(_) => traffic.gemms += bytes,
                Step::Fill { .. } | Step::Copy { .. } | Step::CopyRegion { .. } => {
                    traffic.copies += bytes
                }
                Step::Scatter { .. } | Step::Scan { .. } => traffic.indexed += bytes,
                _ => {}
            }
        }
        traffic
    }
}
