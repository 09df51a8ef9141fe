//! Writing each output's init over its elements before a kernel runs,
//! chunk by chunk along the lane dim.

use super::{KernelPlan, access::base, run::Scratch};
use crate::cpu::tile::with_zero_index;
use crate::host::memory::{Arena, Bytes, Rows, View};
use spmd_executable::{Access, Executable, Init};

/// Calls `visit(point, len)` for every chunk of lanes: `point` holds the
/// outer indices and the chunk's first lane index at `lane_dim`.
fn for_each_chunk(
    dims: &[usize],
    lane_dim: usize,
    chunk: usize,
    mut visit: impl FnMut(&[usize], usize),
) {
    if dims.contains(&0) {
        return;
    }
    let lane_extent = dims.get(lane_dim).copied().unwrap_or(1);
    with_zero_index(dims.len(), |point| {
        loop {
            let mut start = 0;
            while start < lane_extent {
                let len = chunk.min(lane_extent - start);
                if let Some(slot) = point.get_mut(lane_dim) {
                    *slot = start;
                }
                visit(&point, len);
                start += len;
            }
            // Advance the odometer over every dim but the lane dim.
            let mut d = dims.len();
            loop {
                if d == 0 {
                    return;
                }
                d -= 1;
                if d == lane_dim {
                    continue;
                }
                point[d] += 1;
                if point[d] < dims[d] {
                    break;
                }
                point[d] = 0;
            }
        }
    })
}

/// Writes each output's init over the output's elements (every point with
/// the reduction dims at 0).
pub(super) fn initialise_outputs(
    executable: &Executable,
    plan: &KernelPlan,
    arena: &mut Arena,
    scratch: &mut Scratch,
) {
    let kernel = &plan.kernel;
    let written = |(init, access): (&Init, &Access)| match init {
        Init::None => false,
        Init::Value(source) => source != access,
        Init::Constant(_) => true,
    };
    if !kernel.inits.iter().zip(&kernel.outputs).any(written) {
        return;
    }
    let dims: Vec<usize> = kernel
        .dims
        .iter()
        .zip(&kernel.reduction)
        .map(|(&d, &r)| if r { d.min(1) } else { d })
        .collect();
    let lane_dim = if plan.combine {
        dims.len()
    } else {
        plan.tiles.lane_dim
    };
    let chunk = plan.tiles.lanes;
    for (o, init) in kernel.inits.iter().enumerate() {
        let view = plan.output_views[o];
        let access = &kernel.outputs[o];
        // A constant is splat once; another value is loaded chunk by chunk.
        let (constant, source) = match init {
            Init::None => continue,
            Init::Value(source) if source == access => continue,
            Init::Constant(value) => (Some(*value), None),
            Init::Value(source) => (None, Some((View::of(executable, source.value), source))),
        };
        let mut lanes = scratch.lanes(view.element);
        if let Some(value) = constant {
            lanes.splat(value, chunk);
        }
        let stride_of = |access: &Access| access.coefficients.get(lane_dim).copied().unwrap_or(0);
        for_each_chunk(&dims, lane_dim, chunk, |point, len| {
            if let Some((source_view, source)) = source {
                let bytes = Bytes::read_only(source_view.slice(arena));
                let start = base(source, point);
                let rows = Rows::one(&start, stride_of(source));
                lanes.read(0..len, bytes, source_view.element, rows);
            }
            let start = base(access, point);
            let rows = Rows::one(&start, stride_of(access));
            lanes.write(
                0..len,
                Bytes::new(view.slice_mut(arena)),
                view.element,
                rows,
            );
        });
        scratch.keep(lanes);
    }
}
