//! Runs a fused kernel on the CPU: the loop nest walked once, the body
//! evaluated on tiles of lanes (rows of points along one dim, see
//! [`super::tile`]; each instruction is one dispatch per tile, not per
//! element), loop-invariant registers computed once per run.

mod access;
mod init;
mod instructions;
mod run;

use super::{
    collapse::{IndexSource, collapse},
    tile::TileShape,
};
use crate::host::memory::View;
use access::Place;
use spmd_executable::{Access, Executable, Instr, Kernel, Storage, tensor::ElementType};

pub use run::{Scratch, run};

const CHUNK: usize = 512;

/// What is decided once per kernel when an executable is loaded.
pub struct KernelPlan {
    /// The kernel as it runs: its dims collapsed where accesses allow.
    kernel: Kernel,
    /// Per original dim, where its index comes from in `kernel`.
    index_sources: Vec<IndexSource>,
    /// How the points are cut into tiles of lanes.
    tiles: TileShape,
    /// The lanes run along a reduction dim, combined by the kernel's combiner.
    combine: bool,
    invariant: Vec<bool>,
    /// Per register: the same at every lane of a row (and not invariant).
    uniform: Vec<bool>,
    /// Per uniform register: read at every lane, so broadcast along rows.
    broadcast: Vec<bool>,
    types: Vec<ElementType>,
    input_views: Vec<View>,
    output_views: Vec<View>,
    /// Per output accumulated at f32 (`Kernel::accumulates_wide`): its
    /// view in the run's f32 buffer of running values.
    wide_views: Vec<Option<View>>,
    /// That buffer's length, in elements.
    wide_len: usize,
    /// Per input and per output access: its row offsets.
    input_rows: Vec<Vec<i64>>,
    output_rows: Vec<Vec<i64>>,
}

impl KernelPlan {
    fn input(&self, i: usize) -> Place<'_> {
        Place {
            view: self.input_views[i],
            wide: false,
            access: &self.kernel.inputs[i],
            offsets: &self.input_rows[i],
        }
    }

    fn output(&self, o: usize) -> Place<'_> {
        Place {
            view: self.wide_views[o].unwrap_or(self.output_views[o]),
            wide: self.wide_views[o].is_some(),
            access: &self.kernel.outputs[o],
            offsets: &self.output_rows[o],
        }
    }
}

fn element_of(executable: &Executable, value: usize) -> ElementType {
    match &executable.values[value] {
        Storage::Buffer { ty, .. } => ty.element,
        Storage::Scalar { element, .. } => *element,
    }
}

impl KernelPlan {
    pub fn new(executable: &Executable, kernel: &Kernel) -> KernelPlan {
        let (kernel, index_sources) = collapse(kernel);
        let kernel = &kernel;
        // The lane dim: the one most accesses walk contiguously (fewest
        // gathers), then the longest; a reduction dim only with a combiner
        // (lanes then hold partial results); with no candidate, one point
        // at a time.
        let contiguous = |d: usize| {
            let outputs = if kernel.reduction[d] {
                0
            } else {
                kernel
                    .outputs
                    .iter()
                    .filter(|a| a.coefficients[d] == 1)
                    .count()
            };
            kernel
                .inputs
                .iter()
                .filter(|a| a.coefficients[d] == 1)
                .count()
                + outputs
        };
        let innermost_reduction = (0..kernel.dims.len()).rev().find(|&d| kernel.reduction[d]);
        let combinable = innermost_reduction.filter(|_| kernel.combiner.is_some());
        let lane_dim = (0..kernel.dims.len())
            .filter(|&d| kernel.dims[d] > 1 && (!kernel.reduction[d] || Some(d) == combinable))
            .max_by_key(|&d| {
                (
                    kernel.dims[d] >= 16,
                    contiguous(d),
                    kernel.dims[d],
                    !kernel.reduction[d],
                    d,
                )
            })
            .or_else(|| (0..kernel.dims.len()).rev().find(|&d| !kernel.reduction[d]))
            .unwrap_or(kernel.dims.len());
        let combine = lane_dim < kernel.dims.len() && kernel.reduction[lane_dim];
        // With a combiner and parallel lanes, the reduction steps stack as
        // rows of a tile and are combined into each lane.
        let reduce_rows = !combine
            && kernel.combiner.is_some()
            && lane_dim < kernel.dims.len()
            && kernel.reduction.iter().any(|&r| r);
        let written: Vec<usize> = kernel.outputs.iter().map(|a| a.value).collect();
        let mut invariant = Vec::with_capacity(kernel.body.len());
        let mut types = Vec::with_capacity(kernel.body.len());
        for instr in &kernel.body {
            let (is_invariant, element) = match instr {
                Instr::Load { input } => {
                    let access = &kernel.inputs[*input];
                    let fixed = access.coefficients.iter().all(|&c| c == 0)
                        && !written.contains(&access.value);
                    (fixed, element_of(executable, access.value))
                }
                Instr::Acc { output } => (
                    combine || reduce_rows,
                    element_of(executable, kernel.outputs[*output].value),
                ),
                Instr::Constant { element, .. } => (true, *element),
                Instr::Index { .. } => (false, ElementType::Index),
                Instr::Capture { value } => (true, element_of(executable, *value)),
                Instr::Apply {
                    arguments, element, ..
                } => (arguments.iter().all(|&a| invariant[a]), *element),
                Instr::Gather { value, indices, .. } => (
                    indices.iter().all(|&a| invariant[a]) && !written.contains(value),
                    element_of(executable, *value),
                ),
                Instr::Assert { condition, .. } => (invariant[*condition], ElementType::I1),
            };
            invariant.push(is_invariant);
            types.push(element);
        }
        // Registers the same at every lane of a row (a per-row value
        // broadcast along the lanes): computed once per row.
        let has_lanes = kernel.dims.get(lane_dim).is_some_and(|&extent| extent > 1);
        let mut uniform = vec![false; kernel.body.len()];
        for (i, instr) in kernel.body.iter().enumerate() {
            let steady = |a: &usize| invariant[*a] || uniform[*a];
            uniform[i] = has_lanes
                && !invariant[i]
                && match instr {
                    Instr::Load { input } => kernel.inputs[*input].coefficients[lane_dim] == 0,
                    Instr::Index { dim } => index_sources[*dim].dim != lane_dim,
                    Instr::Apply { arguments, .. } => arguments.iter().all(steady),
                    Instr::Gather { indices, .. } => indices.iter().all(steady),
                    Instr::Assert { condition, .. } => steady(condition),
                    Instr::Acc { .. } | Instr::Constant { .. } | Instr::Capture { .. } => false,
                };
        }
        // Those read at every lane: by other instructions or as results.
        let mut broadcast = vec![false; kernel.body.len()];
        for (i, instr) in kernel.body.iter().enumerate() {
            if !uniform[i] && !invariant[i] {
                for a in reads(instr) {
                    broadcast[a] |= uniform[a];
                }
            }
        }
        for &y in &kernel.yields {
            broadcast[y] |= uniform[y];
        }
        let views = |accesses: &[Access]| {
            accesses
                .iter()
                .map(|a| View::of(executable, a.value))
                .collect()
        };
        let tiles = TileShape::new(
            &kernel.dims,
            &kernel.reduction,
            lane_dim,
            CHUNK,
            reduce_rows,
        );
        let rows = |accesses: &[Access]| {
            accesses
                .iter()
                .map(|a| tiles.row_offsets(&a.coefficients))
                .collect()
        };
        let output_views: Vec<View> = views(&kernel.outputs);
        let mut wide_len = 0;
        let wide_views = output_views
            .iter()
            .enumerate()
            .map(|(o, view)| {
                kernel.accumulates_wide(o, view.element).then(|| {
                    let wide = View {
                        offset: wide_len * ElementType::F32.bytes(),
                        element: ElementType::F32,
                        numel: view.numel,
                    };
                    wide_len += view.numel;
                    wide
                })
            })
            .collect();
        KernelPlan {
            input_views: views(&kernel.inputs),
            output_views,
            wide_views,
            wide_len,
            input_rows: rows(&kernel.inputs),
            output_rows: rows(&kernel.outputs),
            tiles,
            kernel: kernel.clone(),
            index_sources,
            combine,
            invariant,
            uniform,
            broadcast,
            types,
        }
    }
}

/// The registers an instruction reads.
fn reads(instr: &Instr) -> Vec<usize> {
    match instr {
        Instr::Apply { arguments, .. } => arguments.clone(),
        Instr::Gather { indices, .. } => indices.clone(),
        Instr::Assert { condition, .. } => vec![*condition],
        _ => Vec::new(),
    }
}
