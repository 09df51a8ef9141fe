//! A kernel run: its register buffers ([`Scratch`]), the split of its
//! tiles across the rank's threads, and the loop over one part's tiles.

use super::{
    CHUNK, KernelPlan,
    access::{Memory, base, gather, store},
    init::initialise_outputs,
    instructions::{Operands, apply, check},
};
use crate::Error;
use crate::cpu::{
    lanes::{self, Lanes},
    team::Team,
    tile::Tile,
};
use crate::host::memory::{
    Arena, Bytes, Rows, Shared, View, gather_f32, read_element, scatter_f32, write_element,
};
use spmd_executable::{Executable, Instr, Storage, scalar::Scalar, tensor::ElementType};
use std::sync::Mutex;

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
    /// The running values of a kernel's wide accumulators.
    wide: Vec<f32>,
}

impl Scratch {
    /// A register of `CHUNK` lanes for values of `element`.
    pub(super) fn lanes(&mut self, element: ElementType) -> Lanes {
        match element {
            ElementType::F64 => Lanes::D(self.doubles.pop().unwrap_or_else(|| vec![0.0; CHUNK])),
            _ if element.is_float() => {
                Lanes::F(self.floats.pop().unwrap_or_else(|| vec![0.0; CHUNK]))
            }
            _ => Lanes::I(self.ints.pop().unwrap_or_else(|| vec![0; CHUNK])),
        }
    }

    /// Takes back a register of [`Scratch::lanes`].
    pub(super) fn keep(&mut self, register: Lanes) {
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
) -> Result<(), Error> {
    initialise_outputs(executable, plan, arena, scratch);
    let mut wide = std::mem::take(&mut scratch.wide);
    widen_outputs(plan, arena, &mut wide);
    let memory = Memory {
        arena: Bytes::new(arena.bytes_mut()),
        wide: Bytes::new(bytemuck::cast_slice_mut(&mut wide)),
    };
    let result = run_parts(executable, plan, memory, scalars, scratch, team);
    round_wide_outputs(plan, arena, &wide);
    scratch.wide = wide;
    result
}

/// Copies the outputs' values (their inits) into the run's f32 buffer of
/// wide accumulators.
fn widen_outputs(plan: &KernelPlan, arena: &Arena, wide: &mut Vec<f32>) {
    if plan.wide_len == 0 {
        return;
    }
    wide.resize(plan.wide_len, 0.0);
    let arena = Bytes::read_only(arena.bytes());
    for (view, range) in wide_ranges(plan) {
        gather_f32(
            arena.view(view),
            view.element,
            Rows::one(&0, 1),
            &mut wide[range],
        );
    }
}

/// Rounds the wide accumulators' running values into their outputs.
fn round_wide_outputs(plan: &KernelPlan, arena: &mut Arena, wide: &[f32]) {
    if plan.wide_len == 0 {
        return;
    }
    let arena = Bytes::new(arena.bytes_mut());
    for (view, range) in wide_ranges(plan) {
        scatter_f32(
            arena.view(view),
            view.element,
            Rows::one(&0, 1),
            &wide[range],
        );
    }
}

/// Each wide accumulator's output view and its elements in the run's f32
/// buffer.
fn wide_ranges(plan: &KernelPlan) -> impl Iterator<Item = (View, std::ops::Range<usize>)> + '_ {
    let f32_bytes = ElementType::F32.bytes();
    plan.output_views
        .iter()
        .zip(&plan.wide_views)
        .filter_map(move |(view, wide)| {
            let wide = wide.as_ref()?;
            let start = wide.offset / f32_bytes;
            Some((*view, start..start + wide.numel))
        })
}

/// Runs `plan`'s tiles on `memory`, on the threads of `team` when the
/// kernel is large enough.
fn run_parts(
    executable: &Executable,
    plan: &KernelPlan,
    memory: Memory,
    scalars: &[Scalar],
    scratch: &mut Scratch,
    team: Option<&Team>,
) -> Result<(), Error> {
    let kernel = &plan.kernel;
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
    failures.sort_by_key(|(part, _)| *part);
    failures
        .into_iter()
        .next()
        .map_or(Ok(()), |(_, message)| Err(message))
}

/// Runs part `part.0` of `part.1` of `kernel`'s tiles (its outputs
/// initialised) on `memory`, the rank's arena.
fn run_part(
    executable: &Executable,
    plan: &KernelPlan,
    memory: Memory,
    scalars: &[Scalar],
    scratch: &mut Scratch,
    part: (usize, usize),
) -> Result<(), Error> {
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
    let mut failure: Result<(), Error> = Ok(());
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
                out.read(0..capacity, memory.arena.view(view), view.element, rows);
            }
            Instr::Acc { .. } => out.splat(
                lanes::identity(kernel.combiner.expect("combine mode has a combiner"))
                    .expect("combiners have identities"),
                capacity,
            ),
            Instr::Apply { .. } => apply(instr, before, out, capacity),
            Instr::Gather { value, indices, at } => {
                failure = failure.and(gather(
                    memory.arena,
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
         -> Result<(), Error> {
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
            let (place, access) = (plan.output(o), &kernel.outputs[o]);
            let (bytes, stored) = (memory.of(place), place.view.element);
            // An output written at every point: each lane and row its own
            // element, as without a reduction.
            let per_point = kernel.written_per_point(o);
            if plan.combine && !per_point {
                // Each row's lanes are partial results of one element.
                let combiner = kernel.combiner.expect("combine mode has a combiner");
                let element = plan.types[register];
                let stride = place.rows(shape, tile, &mut starts);
                debug_assert_eq!(stride, 0, "combined lanes write one element");
                for (r, &start) in starts.iter().enumerate() {
                    let lanes = r * tile.lanes..(r + 1) * tile.lanes;
                    let total =
                        lanes::combine_lanes(combiner, element, &registers[register], lanes);
                    let at = usize::try_from(start).expect("validated: accesses stay inside");
                    let current = read_element(bytes, stored, at);
                    let combined = combiner.eval(&[current, total], element, element);
                    write_element(bytes, stored, at, combined);
                }
            } else if shape.reduce_rows && !per_point {
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
                let current = &mut running[o];
                current.read(0..tile.lanes, bytes, stored, rows);
                let (width, steps) = (tile.lanes, tile.rows);
                lanes::combine_rows(
                    combiner,
                    element,
                    &registers[register],
                    width,
                    steps,
                    current,
                );
                current.write(0..tile.lanes, bytes, stored, rows);
            } else {
                store(
                    memory,
                    place,
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
