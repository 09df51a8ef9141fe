//! Runs a fused kernel on the CPU: the loop nest walked once, the body
//! evaluated on chunks of lanes along one dim (each instruction is one
//! dispatch per chunk, not per element), loop-invariant registers computed
//! once per run.

use super::{
    collapse::{IndexSource, collapse},
    lanes::{self, Lanes},
    memory::{Arena, View, read_element},
};
use crate::{
    executable::{Access, Executable, Init, Instr, Kernel, Storage},
    scalar::Scalar,
    tensor::ElementType,
};

const CHUNK: usize = 512;

/// What is decided once per kernel when an executable is loaded.
pub struct KernelPlan {
    /// The kernel as it runs: its dims collapsed where accesses allow.
    kernel: Kernel,
    /// Per original dim, where its index comes from in `kernel`.
    index_sources: Vec<IndexSource>,
    /// The dim whose points are the lanes of one evaluation.
    lane_dim: usize,
    /// The lanes run along a reduction dim, combined by the kernel's combiner.
    combine: bool,
    invariant: Vec<bool>,
    types: Vec<ElementType>,
    chunk: usize,
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
                    combine,
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
        let chunk = kernel
            .dims
            .get(lane_dim)
            .copied()
            .unwrap_or(1)
            .clamp(1, CHUNK);
        KernelPlan {
            kernel: kernel.clone(),
            index_sources,
            lane_dim,
            combine,
            invariant,
            types,
            chunk,
        }
    }
}

/// The element offset of `access` at `point` (with the lane dim at `start`).
fn base(access: &Access, point: &[usize]) -> i64 {
    access
        .coefficients
        .iter()
        .zip(point)
        .fold(access.constant, |sum, (&c, &i)| sum + c * i as i64)
}

fn load(
    arena: &Arena,
    view: View,
    access: &Access,
    point: &[usize],
    lane_dim: usize,
    into: &mut Lanes,
    len: usize,
) {
    let start = base(access, point);
    let stride = access.coefficients.get(lane_dim).copied().unwrap_or(0);
    into.read(view.slice(arena), view.element, start, stride, len);
}

fn store(
    arena: &mut Arena,
    view: View,
    access: &Access,
    point: &[usize],
    lane_dim: usize,
    from: &Lanes,
    len: usize,
) {
    let start = base(access, point);
    let stride = access.coefficients.get(lane_dim).copied().unwrap_or(0);
    from.write(view.slice_mut(arena), view.element, start, stride, len);
}

/// Runs a `Gather` on the first `len` lanes: each lane reads the element
/// of `view` (of `shape`) at its indices.
fn gather(
    arena: &Arena,
    view: View,
    shape: &[usize],
    indices: &[usize],
    at: &str,
    before: &[Lanes],
    out: &mut Lanes,
    len: usize,
) -> Result<(), String> {
    let bytes = view.slice(arena);
    for lane in 0..len {
        let mut offset = 0i64;
        for (d, &register) in indices.iter().enumerate() {
            let index = before[register].get(lane).i();
            if index < 0 || index as usize >= shape[d] {
                let all: Vec<i64> = indices.iter().map(|&r| before[r].get(lane).i()).collect();
                return Err(format!(
                    "the lookup at {at}: index {all:?} is outside shape {shape:?}"
                ));
            }
            offset = offset * shape[d] as i64 + index;
        }
        out.set(lane, read_element(bytes, view.element, offset as usize));
    }
    Ok(())
}

/// Checks an `Assert` on the first `len` lanes.
fn check(condition: &Lanes, message: &str, len: usize) -> Result<(), String> {
    match (0..len).any(|lane| condition.get(lane).i() & 1 == 0) {
        true => Err(message.to_owned()),
        false => Ok(()),
    }
}

/// Runs an `Apply` instruction on the first `len` lanes; its arguments
/// are the registers before it.
fn apply(instr: &Instr, before: &[Lanes], out: &mut Lanes, len: usize) {
    let Instr::Apply {
        op,
        arguments,
        element,
        operand,
    } = instr
    else {
        unreachable!("called on Apply instructions");
    };
    // At most three arguments (validated): no allocation per chunk.
    let mut args: [&Lanes; 3] = [&before[arguments[0]]; 3];
    for (slot, &a) in args.iter_mut().zip(arguments) {
        *slot = &before[a];
    }
    lanes::apply(*op, *element, *operand, &args[..arguments.len()], out, len);
}

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
    let mut point = vec![0usize; dims.len()];
    let lane_extent = dims.get(lane_dim).copied().unwrap_or(1);
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
}

/// Register buffers kept across kernel runs of one rank (allocating and
/// zeroing them per run cost as much as a small kernel).
#[derive(Default)]
pub struct Scratch {
    floats: Vec<Vec<f32>>,
    doubles: Vec<Vec<f64>>,
    ints: Vec<Vec<i64>>,
}

impl Scratch {
    fn take(&mut self, types: &[ElementType]) -> Vec<Lanes> {
        types
            .iter()
            .map(|t| match t {
                ElementType::F64 => {
                    Lanes::D(self.doubles.pop().unwrap_or_else(|| vec![0.0; CHUNK]))
                }
                _ if t.is_float() => {
                    Lanes::F(self.floats.pop().unwrap_or_else(|| vec![0.0; CHUNK]))
                }
                _ => Lanes::I(self.ints.pop().unwrap_or_else(|| vec![0; CHUNK])),
            })
            .collect()
    }

    fn give(&mut self, registers: Vec<Lanes>) {
        for register in registers {
            match register {
                Lanes::F(v) => self.floats.push(v),
                Lanes::D(v) => self.doubles.push(v),
                Lanes::I(v) => self.ints.push(v),
            }
        }
    }
}

/// Runs `kernel`; a lookup outside its table or a failed assertion stops
/// it with an error.
pub fn run(
    executable: &Executable,
    plan: &KernelPlan,
    arena: &mut Arena,
    scalars: &[Scalar],
    scratch: &mut Scratch,
) -> Result<(), String> {
    let kernel = &plan.kernel;
    let input_views: Vec<View> = kernel
        .inputs
        .iter()
        .map(|a| View::of(executable, a.value))
        .collect();
    let output_views: Vec<View> = kernel
        .outputs
        .iter()
        .map(|a| View::of(executable, a.value))
        .collect();
    let lane_dim = plan.lane_dim;
    initialise_outputs(executable, kernel, plan, &output_views, arena);

    let mut registers = scratch.take(&plan.types);
    let scalar_of = |value: usize| match &executable.values[value] {
        Storage::Scalar { register, .. } => scalars[*register],
        Storage::Buffer { .. } => unreachable!("validated: captures are scalars"),
    };
    let shape_of = |value: usize| match &executable.values[value] {
        Storage::Buffer { ty, .. } => ty.shape.as_slice(),
        Storage::Scalar { .. } => unreachable!("validated: lookups read buffers"),
    };
    let mut failure: Result<(), String> = Ok(());
    // Loop-invariant registers, once.
    let origin = vec![0usize; kernel.dims.len()];
    for (i, instr) in kernel.body.iter().enumerate() {
        if !plan.invariant[i] {
            continue;
        }
        let (before, after) = registers.split_at_mut(i);
        let out = &mut after[0];
        match instr {
            Instr::Constant { value, .. } => out.splat(*value),
            Instr::Capture { value } => out.splat(scalar_of(*value)),
            Instr::Load { input } => load(
                arena,
                input_views[*input],
                &kernel.inputs[*input],
                &origin,
                lane_dim,
                out,
                plan.chunk,
            ),
            Instr::Acc { .. } => out.splat(
                lanes::identity(kernel.combiner.expect("combine mode has a combiner"))
                    .expect("combiners have identities"),
            ),
            Instr::Apply { .. } => apply(instr, before, out, plan.chunk),
            Instr::Gather { value, indices, at } => {
                failure = failure.and(gather(
                    arena,
                    View::of(executable, *value),
                    shape_of(*value),
                    indices,
                    at,
                    before,
                    out,
                    plan.chunk,
                ))
            }
            Instr::Assert { condition, message } => {
                failure = failure.and(check(&before[*condition], message, plan.chunk))
            }
            Instr::Index { .. } => unreachable!("indices vary"),
        }
    }
    if failure.is_err() {
        scratch.give(registers);
        return failure;
    }

    let dims = &kernel.dims;
    for_each_chunk(dims, lane_dim, plan.chunk, |point, len| {
        if failure.is_err() {
            return;
        }
        for (i, instr) in kernel.body.iter().enumerate() {
            if plan.invariant[i] {
                continue;
            }
            let (before, after) = registers.split_at_mut(i);
            let out = &mut after[0];
            match instr {
                Instr::Load { input } => load(
                    arena,
                    input_views[*input],
                    &kernel.inputs[*input],
                    point,
                    lane_dim,
                    out,
                    len,
                ),
                Instr::Acc { output } => load(
                    arena,
                    output_views[*output],
                    &kernel.outputs[*output],
                    point,
                    lane_dim,
                    out,
                    len,
                ),
                Instr::Index { dim } => match out {
                    Lanes::I(v) if plan.index_sources[*dim].dim == lane_dim => {
                        let source = plan.index_sources[*dim];
                        for (lane, x) in v[..len].iter_mut().enumerate() {
                            *x = source.of(point[source.dim] + lane) as i64;
                        }
                    }
                    Lanes::I(v) => {
                        let source = plan.index_sources[*dim];
                        v[..len].fill(source.of(point[source.dim]) as i64)
                    }
                    Lanes::F(_) | Lanes::D(_) => unreachable!("indices are integers"),
                },
                Instr::Apply { .. } => apply(instr, before, out, len),
                Instr::Gather { value, indices, at } => {
                    let view = View::of(executable, *value);
                    if let Err(message) =
                        gather(arena, view, shape_of(*value), indices, at, before, out, len)
                    {
                        failure = Err(message);
                        return;
                    }
                }
                Instr::Assert { condition, message } => {
                    if let Err(message) = check(&before[*condition], message, len) {
                        failure = Err(message);
                        return;
                    }
                }
                Instr::Constant { .. } | Instr::Capture { .. } => unreachable!("invariant"),
            }
        }
        for (o, &register) in kernel.yields.iter().enumerate() {
            if plan.combine {
                let combiner = kernel.combiner.expect("combine mode has a combiner");
                let element = plan.types[register];
                let values = &registers[register];
                let total = lanes::combine_lanes(combiner, element, values, len);
                let mut current = Lanes::new(element, 1);
                load(
                    arena,
                    output_views[o],
                    &kernel.outputs[o],
                    point,
                    lane_dim,
                    &mut current,
                    1,
                );
                let combined = combiner.eval(&[current.get(0), total], element, element);
                current.splat(combined);
                store(
                    arena,
                    output_views[o],
                    &kernel.outputs[o],
                    point,
                    lane_dim,
                    &current,
                    1,
                );
            } else {
                store(
                    arena,
                    output_views[o],
                    &kernel.outputs[o],
                    point,
                    lane_dim,
                    &registers[register],
                    len,
                );
            }
        }
    });
    scratch.give(registers);
    failure
}

/// Writes each output's init over the output's elements (every point with
/// the reduction dims at 0).
fn initialise_outputs(
    executable: &Executable,
    kernel: &Kernel,
    plan: &KernelPlan,
    views: &[View],
    arena: &mut Arena,
) {
    let dims: Vec<usize> = kernel
        .dims
        .iter()
        .zip(&kernel.reduction)
        .map(|(&d, &r)| if r { d.min(1) } else { d })
        .collect();
    let lane_dim = if plan.combine {
        dims.len()
    } else {
        plan.lane_dim
    };
    for (o, init) in kernel.inits.iter().enumerate() {
        // A constant is splat once; another value is loaded chunk by chunk.
        let (constant, source) = match init {
            Init::None => continue,
            Init::Value(access) if access == &kernel.outputs[o] => continue,
            Init::Constant(value) => (Some(*value), None),
            Init::Value(access) => (None, Some((View::of(executable, access.value), access))),
        };
        let mut lanes = Lanes::new(views[o].element, plan.chunk);
        if let Some(value) = constant {
            lanes.splat(value);
        }
        for_each_chunk(&dims, lane_dim, plan.chunk, |point, len| {
            if let Some((view, access)) = source {
                load(arena, view, access, point, lane_dim, &mut lanes, len);
            }
            store(
                arena,
                views[o],
                &kernel.outputs[o],
                point,
                lane_dim,
                &lanes,
                len,
            );
        });
    }
}
