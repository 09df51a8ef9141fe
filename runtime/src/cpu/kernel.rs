//! Runs a fused kernel on the CPU: the loop nest walked once, the body
//! evaluated on tiles of lanes (rows of points along one dim, see
//! [`super::tile`]; each instruction is one dispatch per tile, not per
//! element), loop-invariant registers computed once per run.

use super::{
    collapse::{IndexSource, collapse},
    lanes::{self, Lanes},
    team::Team,
    tile::{MAX_ROW_DIMS, Tile, TileShape, with_zero_index},
};
use crate::host::memory::{Arena, Bytes, Rows, Shared, View, read_element, write_element};
use spmd_executable::{
    Access, Executable, Init, Instr, Kernel, Storage, scalar::Scalar, tensor::ElementType,
};
use std::sync::Mutex;

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
    /// Per input and per output access: its row offsets.
    input_rows: Vec<Vec<i64>>,
    output_rows: Vec<Vec<i64>>,
}

impl KernelPlan {
    fn input(&self, i: usize) -> Place<'_> {
        Place {
            view: self.input_views[i],
            access: &self.kernel.inputs[i],
            offsets: &self.input_rows[i],
        }
    }

    fn output(&self, o: usize) -> Place<'_> {
        Place {
            view: self.output_views[o],
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
        KernelPlan {
            input_views: views(&kernel.inputs),
            output_views: views(&kernel.outputs),
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

/// The element offset of `access` at `point`.
fn base(access: &Access, point: &[usize]) -> i64 {
    access
        .coefficients
        .iter()
        .zip(point)
        .fold(access.constant, |sum, (&c, &i)| sum + c * i as i64)
}

/// Where each row of a tile starts in one access's buffer, and the step
/// between a row's lanes.
fn row_starts(
    access: &Access,
    offsets: &[i64],
    shape: &TileShape,
    tile: &Tile,
    starts: &mut Vec<i64>,
) -> i64 {
    let origin = base(access, tile.point);
    starts.clear();
    match shape.row_dims.as_slice() {
        [] => starts.push(origin),
        _ if !offsets.is_empty() => starts.extend(
            offsets[tile.first_row..tile.first_row + tile.rows]
                .iter()
                .map(|&offset| origin + offset),
        ),
        // One row dim: row `g` of the walk is index `g` along it.
        &[d] => {
            let c = access.coefficients[d];
            let first = tile.first_row as i64;
            starts.extend((0..tile.rows as i64).map(|r| origin + c * (first + r)));
        }
        row_dims => {
            // An odometer over the row dims, the offset kept up to date.
            let mut coefficients = [0i64; MAX_ROW_DIMS];
            let mut coordinates = [0usize; MAX_ROW_DIMS];
            let k = row_dims.len();
            let extents = shape.row_extents();
            let mut rest = tile.first_row;
            let mut offset = 0;
            for j in (0..k).rev() {
                coefficients[j] = access.coefficients[row_dims[j]];
                coordinates[j] = rest % extents[j];
                rest /= extents[j];
                offset += coefficients[j] * coordinates[j] as i64;
            }
            for _ in 0..tile.rows {
                starts.push(origin + offset);
                let mut j = k - 1;
                loop {
                    coordinates[j] += 1;
                    offset += coefficients[j];
                    if coordinates[j] < extents[j] || j == 0 {
                        break;
                    }
                    offset -= coefficients[j] * extents[j] as i64;
                    coordinates[j] = 0;
                    j -= 1;
                }
            }
        }
    }
    access
        .coefficients
        .get(shape.lane_dim)
        .copied()
        .unwrap_or(0)
}

/// Where an access of a kernel reads or writes: its value's view, the
/// access, and its row offsets ([`TileShape::row_offsets`]).
#[derive(Clone, Copy)]
struct Place<'p> {
    view: View,
    access: &'p Access,
    offsets: &'p [i64],
}

impl Place<'_> {
    /// Where each row of `tile` starts, and the step between its lanes.
    fn rows(&self, shape: &TileShape, tile: &Tile, starts: &mut Vec<i64>) -> i64 {
        row_starts(self.access, self.offsets, shape, tile, starts)
    }
}

/// Reads `place` at every point of `tile` into `into`.
fn load(
    memory: Bytes,
    place: Place,
    shape: &TileShape,
    tile: &Tile,
    starts: &mut Vec<i64>,
    into: &mut Lanes,
) {
    let stride = place.rows(shape, tile, starts);
    let rows = Rows { starts, stride };
    let view = place.view;
    into.read(0..tile.len(), memory.view(view), view.element, rows);
}

/// Writes `from` to `place` at every point of `tile`.
fn store(
    memory: Bytes,
    place: Place,
    shape: &TileShape,
    tile: &Tile,
    starts: &mut Vec<i64>,
    from: &Lanes,
) {
    let stride = place.rows(shape, tile, starts);
    let rows = Rows { starts, stride };
    let view = place.view;
    from.write(0..tile.len(), memory.view(view), view.element, rows);
}

/// Runs a `Gather` on the first `len` lanes: each lane reads the element
/// of `view` (of `shape`) at its indices.
fn gather(
    memory: Bytes,
    view: View,
    shape: &[usize],
    indices: &[usize],
    at: &str,
    before: &[Lanes],
    out: &mut Lanes,
    len: usize,
) -> Result<(), String> {
    let bytes = memory.view(view);
    let index = |register: usize, lane: usize| match &before[register] {
        Lanes::I(v) => v[lane],
        other => other.get(lane).i(),
    };
    let out_of_range = |lane: usize| {
        let all: Vec<i64> = indices.iter().map(|&r| index(r, lane)).collect();
        format!("the lookup at {at}: index {all:?} is outside shape {shape:?}")
    };
    // Every lane's element offset, one index dim at a time.
    let mut offsets = [0usize; CHUNK];
    let offsets = &mut offsets[..len];
    let mut inside = true;
    for (d, &register) in indices.iter().enumerate() {
        let extent = shape[d];
        match &before[register] {
            Lanes::I(v) => {
                for (offset, &i) in offsets.iter_mut().zip(&v[..len]) {
                    inside &= (i as u64) < extent as u64;
                    *offset = *offset * extent + i as usize;
                }
            }
            other => {
                for (lane, offset) in offsets.iter_mut().enumerate() {
                    let i = other.get(lane).i();
                    inside &= (i as u64) < extent as u64;
                    *offset = *offset * extent + i as usize;
                }
            }
        }
    }
    if !inside {
        let lane = (0..len)
            .find(|&lane| {
                indices
                    .iter()
                    .zip(shape)
                    .any(|(&r, &extent)| (index(r, lane) as u64) >= extent as u64)
            })
            .expect("a lane is outside");
        return Err(out_of_range(lane));
    }
    match (out, view.element) {
        // f32, f64 and integer tables read in their lanes' types: no
        // scalar per lane.
        (Lanes::F(values), ElementType::F32) => {
            bytes.read_each::<f32>(offsets, |lane, value| values[lane] = value)
        }
        (Lanes::D(values), ElementType::F64) => {
            bytes.read_each::<f64>(offsets, |lane, value| values[lane] = value)
        }
        (Lanes::I(values), ElementType::I64 | ElementType::Index) => {
            bytes.read_each::<i64>(offsets, |lane, value| values[lane] = value)
        }
        (Lanes::I(values), ElementType::I32) => {
            bytes.read_each::<i32>(offsets, |lane, value| values[lane] = value as i64)
        }
        (out, element) => {
            for (lane, &at) in offsets.iter().enumerate() {
                out.set(lane, read_element(bytes, element, at));
            }
        }
    }
    Ok(())
}

/// Checks an `Assert` on the first `len` lanes.
fn check(condition: &Lanes, message: &str, len: usize) -> Result<(), String> {
    let failed = match condition {
        Lanes::I(v) => v[..len].iter().any(|&c| c & 1 == 0),
        other => (0..len).any(|lane| other.get(lane).i() & 1 == 0),
    };
    match failed {
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

/// Fills `out` with the loop index of (original) `dim` at every point of
/// `tile`.
fn index_lanes(plan: &KernelPlan, dim: usize, tile: &Tile, out: &mut [i64]) {
    let shape = &plan.tiles;
    let source = plan.index_sources[dim];
    if source.dim == shape.lane_dim {
        let first = tile.point[source.dim];
        for (l, x) in out[..tile.lanes].iter_mut().enumerate() {
            *x = source.of(first + l) as i64;
        }
        for r in 1..tile.rows {
            out.copy_within(0..tile.lanes, r * tile.lanes);
        }
    } else if let Some(j) = shape.row_dims.iter().position(|&d| d == source.dim) {
        shape.for_each_row(tile, |r, row| {
            let value = source.of(row[j]) as i64;
            out[r * tile.lanes..(r + 1) * tile.lanes].fill(value);
        });
    } else {
        out[..tile.len()].fill(source.of(tile.point[source.dim]) as i64);
    }
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

/// Register buffers kept across kernel runs of one rank (allocating and
/// zeroing them per run cost as much as a small kernel).
#[derive(Default)]
pub struct Scratch {
    floats: Vec<Vec<f32>>,
    doubles: Vec<Vec<f64>>,
    ints: Vec<Vec<i64>>,
    /// The list of a run's registers, empty between runs (kept for its
    /// capacity).
    registers: Vec<Lanes>,
    /// Row starts of one access in a tile.
    starts: Vec<i64>,
    /// The registers of each part of a kernel split across threads.
    workers: Vec<Mutex<Scratch>>,
}

impl Scratch {
    /// A register of `CHUNK` lanes for values of `element`.
    fn lanes(&mut self, element: ElementType) -> Lanes {
        match element {
            ElementType::F64 => Lanes::D(self.doubles.pop().unwrap_or_else(|| vec![0.0; CHUNK])),
            _ if element.is_float() => {
                Lanes::F(self.floats.pop().unwrap_or_else(|| vec![0.0; CHUNK]))
            }
            _ => Lanes::I(self.ints.pop().unwrap_or_else(|| vec![0; CHUNK])),
        }
    }

    /// Takes back a register of [`Scratch::lanes`].
    fn keep(&mut self, register: Lanes) {
        match register {
            Lanes::F(v) => self.floats.push(v),
            Lanes::D(v) => self.doubles.push(v),
            Lanes::I(v) => self.ints.push(v),
        }
    }

    /// Registers of `types`, in a list kept across runs.
    fn take(&mut self, types: impl Iterator<Item = ElementType>) -> Vec<Lanes> {
        let mut registers = std::mem::take(&mut self.registers);
        registers.extend(types.map(|t| self.lanes(t)));
        registers
    }

    fn give(&mut self, mut registers: Vec<Lanes>) {
        for register in registers.drain(..) {
            self.keep(register);
        }
        if registers.capacity() > self.registers.capacity() {
            self.registers = registers;
        }
    }
}

/// Kernels with at least this many points times instructions are split
/// across the rank's threads (below it, handing out parts costs more than
/// it saves).
const PARALLEL_WORK: usize = 1 << 16;

/// Runs `kernel`, on the threads of `team` when it is large enough; a
/// lookup outside its table or a failed assertion stops it with an error.
pub fn run(
    executable: &Executable,
    plan: &KernelPlan,
    arena: &mut Arena,
    scalars: &[Scalar],
    scratch: &mut Scratch,
    team: Option<&Team>,
) -> Result<(), String> {
    let kernel = &plan.kernel;
    initialise_outputs(executable, plan, arena, scratch);
    let memory = Bytes::new(arena.bytes_mut());
    let work = kernel.dims.iter().product::<usize>() * kernel.body.len();
    let parts = match team {
        Some(team) if work >= PARALLEL_WORK => {
            plan.tiles.parts(&kernel.dims, plan.combine, team.threads())
        }
        _ => 1,
    };
    let Some(team) = team.filter(|_| parts > 1) else {
        return run_part(executable, plan, memory, scalars, scratch, (0, 1));
    };
    scratch
        .workers
        .resize_with(parts, || Mutex::new(Scratch::default()));
    // SAFETY: the parts are disjoint sets of rows (or of lane chunks of a
    // kernel with no combined lanes) of parallel dims (`TileShape::parts`):
    // each writes only its own output elements, and reads an output
    // buffer's elements (an `Acc`, or an input placed in place of an
    // output, read where it is written) only at its own points.
    let shared = unsafe { Shared::new(memory) };
    let failures = Mutex::new(Vec::new());
    team.run(parts, &|part| {
        let mut worker = scratch.workers[part].lock().expect("one part per worker");
        let result = run_part(
            executable,
            plan,
            shared.get(),
            scalars,
            &mut worker,
            (part, parts),
        );
        if let Err(message) = result {
            failures.lock().expect("failure list").push((part, message));
        }
    });
    let mut failures = failures.into_inner().expect("failure list");
    failures.sort();
    failures
        .into_iter()
        .next()
        .map_or(Ok(()), |(_, message)| Err(message))
}

/// What one instruction reads: the executable, the kernel's plan and the
/// rank's memory.
struct Operands<'p, 'm> {
    executable: &'p Executable,
    plan: &'p KernelPlan,
    memory: Bytes<'m>,
}

impl Operands<'_, '_> {
    /// Computes register `i` (not loop-invariant) at every point of `tile`.
    fn evaluate(
        &self,
        i: usize,
        tile: &Tile,
        registers: &mut [Lanes],
        starts: &mut Vec<i64>,
    ) -> Result<(), String> {
        let (plan, kernel) = (self.plan, &self.plan.kernel);
        let (before, after) = registers.split_at_mut(i);
        let out = &mut after[0];
        let len = tile.len();
        match &kernel.body[i] {
            Instr::Load { input } => load(
                self.memory,
                plan.input(*input),
                &plan.tiles,
                tile,
                starts,
                out,
            ),
            Instr::Acc { output } => load(
                self.memory,
                plan.output(*output),
                &plan.tiles,
                tile,
                starts,
                out,
            ),
            Instr::Index { dim } => match out {
                Lanes::I(v) => index_lanes(plan, *dim, tile, v),
                Lanes::F(_) | Lanes::D(_) => unreachable!("indices are integers"),
            },
            instr @ Instr::Apply { .. } => apply(instr, before, out, len),
            Instr::Gather { value, indices, at } => {
                let view = View::of(self.executable, *value);
                let shape = match &self.executable.values[*value] {
                    Storage::Buffer { ty, .. } => ty.shape.as_slice(),
                    Storage::Scalar { .. } => unreachable!("validated: lookups read buffers"),
                };
                gather(self.memory, view, shape, indices, at, before, out, len)?;
            }
            Instr::Assert { condition, message } => check(&before[*condition], message, len)?,
            Instr::Constant { .. } | Instr::Capture { .. } => unreachable!("invariant"),
        }
        Ok(())
    }
}

/// Runs part `part.0` of `part.1` of `kernel`'s tiles (its outputs
/// initialised) on `memory`, the rank's arena.
fn run_part(
    executable: &Executable,
    plan: &KernelPlan,
    memory: Bytes,
    scalars: &[Scalar],
    scratch: &mut Scratch,
    part: (usize, usize),
) -> Result<(), String> {
    let kernel = &plan.kernel;
    let shape = &plan.tiles;
    let mut registers = scratch.take(plan.types.iter().copied());
    let mut starts = std::mem::take(&mut scratch.starts);
    let scalar_of = |value: usize| match &executable.values[value] {
        Storage::Scalar { register, .. } => scalars[*register],
        Storage::Buffer { .. } => unreachable!("validated: captures are scalars"),
    };
    let shape_of = |value: usize| match &executable.values[value] {
        Storage::Buffer { ty, .. } => ty.shape.as_slice(),
        Storage::Scalar { .. } => unreachable!("validated: lookups read buffers"),
    };
    let mut failure: Result<(), String> = Ok(());
    // Loop-invariant registers, once, over a whole tile's lanes.
    let capacity = shape.lanes * shape.rows;
    for (i, instr) in kernel.body.iter().enumerate() {
        if !plan.invariant[i] {
            continue;
        }
        let (before, after) = registers.split_at_mut(i);
        let out = &mut after[0];
        match instr {
            Instr::Constant { value, .. } => out.splat(*value, capacity),
            Instr::Capture { value } => out.splat(scalar_of(*value), capacity),
            Instr::Load { input } => {
                let view = plan.input_views[*input];
                let access = &kernel.inputs[*input];
                let rows = Rows::one(&access.constant, 0);
                out.read(0..capacity, memory.view(view), view.element, rows);
            }
            Instr::Acc { .. } => out.splat(
                lanes::identity(kernel.combiner.expect("combine mode has a combiner"))
                    .expect("combiners have identities"),
                capacity,
            ),
            Instr::Apply { .. } => apply(instr, before, out, capacity),
            Instr::Gather { value, indices, at } => {
                failure = failure.and(gather(
                    memory,
                    View::of(executable, *value),
                    shape_of(*value),
                    indices,
                    at,
                    before,
                    out,
                    capacity,
                ))
            }
            Instr::Assert { condition, message } => {
                failure = failure.and(check(&before[*condition], message, capacity))
            }
            Instr::Index { .. } => unreachable!("indices vary"),
        }
    }
    if failure.is_err() {
        scratch.give(registers);
        scratch.starts = starts;
        return failure;
    }

    // Row reductions: each output's running values in a tile's lanes.
    let mut running: Vec<Lanes> = match shape.reduce_rows {
        true => kernel
            .yields
            .iter()
            .map(|&r| scratch.lanes(plan.types[r]))
            .collect(),
        false => Vec::new(),
    };
    shape.for_each_part(&kernel.dims, part, |tile| {
        if failure.is_err() {
            return;
        }
        let operands = Operands {
            executable,
            plan,
            memory,
        };
        let each = |tile: &Tile,
                    uniform: bool,
                    registers: &mut [Lanes],
                    starts: &mut Vec<i64>|
         -> Result<(), String> {
            for i in 0..kernel.body.len() {
                if !plan.invariant[i] && plan.uniform[i] == uniform {
                    operands.evaluate(i, tile, registers, starts)?;
                }
            }
            Ok(())
        };
        // Registers the same at every lane of a row: once per row, then
        // broadcast along the rows.
        if plan.uniform.iter().any(|&u| u) {
            let rows = Tile { lanes: 1, ..*tile };
            if let Err(message) = each(&rows, true, &mut registers, &mut starts) {
                failure = Err(message);
                return;
            }
            for (register, _) in plan.broadcast.iter().enumerate().filter(|(_, b)| **b) {
                registers[register].broadcast_rows(tile.rows, tile.lanes);
            }
        }
        if let Err(message) = each(tile, false, &mut registers, &mut starts) {
            failure = Err(message);
            return;
        }
        for (o, &register) in kernel.yields.iter().enumerate() {
            let (view, access) = (plan.output_views[o], &kernel.outputs[o]);
            if plan.combine {
                // Each row's lanes are partial results of one element.
                let combiner = kernel.combiner.expect("combine mode has a combiner");
                let element = plan.types[register];
                let stride = plan.output(o).rows(shape, tile, &mut starts);
                debug_assert_eq!(stride, 0, "combined lanes write one element");
                let bytes = memory.view(view);
                for (r, &start) in starts.iter().enumerate() {
                    let lanes = r * tile.lanes..(r + 1) * tile.lanes;
                    let total =
                        lanes::combine_lanes(combiner, element, &registers[register], lanes);
                    let at = usize::try_from(start).expect("validated: accesses stay inside");
                    let current = read_element(bytes, view.element, at);
                    let combined = combiner.eval(&[current, total], element, element);
                    write_element(bytes, view.element, at, combined);
                }
            } else if shape.reduce_rows {
                // Each lane's rows are steps of one element's reduction.
                let combiner = kernel.combiner.expect("row reduction has a combiner");
                let element = plan.types[register];
                let start = base(access, tile.point);
                let stride = access
                    .coefficients
                    .get(shape.lane_dim)
                    .copied()
                    .unwrap_or(0);
                let rows = Rows::one(&start, stride);
                let bytes = memory.view(view);
                let current = &mut running[o];
                current.read(0..tile.lanes, bytes, view.element, rows);
                let (width, steps) = (tile.lanes, tile.rows);
                lanes::combine_rows(
                    combiner,
                    element,
                    &registers[register],
                    width,
                    steps,
                    current,
                );
                current.write(0..tile.lanes, bytes, view.element, rows);
            } else {
                store(
                    memory,
                    plan.output(o),
                    shape,
                    tile,
                    &mut starts,
                    &registers[register],
                );
            }
        }
    });
    scratch.give(registers);
    for register in running {
        scratch.keep(register);
    }
    scratch.starts = starts;
    failure
}

/// Writes each output's init over the output's elements (every point with
/// the reduction dims at 0).
fn initialise_outputs(
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
