//! One instruction of a kernel's body evaluated over a tile of lanes:
//! `Apply`, `Assert` and `Index` on registers, and [`Operands`], which
//! dispatches every kind that varies along the loops.

use super::{
    KernelPlan,
    access::{Memory, gather, load},
};
use crate::Error;
use crate::cpu::{
    lanes::{self, Lanes},
    tile::Tile,
};
use crate::host::memory::View;
use spmd_executable::{Executable, Instr, Storage};

/// Checks an `Assert` on the first `len` lanes.
pub(super) fn check(condition: &Lanes, message: &str, len: usize) -> Result<(), Error> {
    let failed = match condition {
        Lanes::I(v) => v[..len].iter().any(|&c| c & 1 == 0),
        other => (0..len).any(|lane| other.get(lane).i() & 1 == 0),
    };
    match failed {
        true => Err(Error::Fault(message.to_owned())),
        false => Ok(()),
    }
}

/// Runs an `Apply` instruction on the first `len` lanes; its arguments
/// are the registers before it.
pub(super) fn apply(instr: &Instr, before: &[Lanes], out: &mut Lanes, len: usize) {
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

/// What one instruction reads: the executable, the kernel's plan and the
/// run's memory.
pub(super) struct Operands<'p, 'm> {
    pub(super) executable: &'p Executable,
    pub(super) plan: &'p KernelPlan,
    pub(super) memory: Memory<'m>,
}

impl Operands<'_, '_> {
    /// Computes register `i` (not loop-invariant) at every point of `tile`.
    pub(super) fn evaluate(
        &self,
        i: usize,
        tile: &Tile,
        registers: &mut [Lanes],
        starts: &mut Vec<i64>,
    ) -> Result<(), Error> {
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
                gather(
                    self.memory.arena,
                    view,
                    shape,
                    indices,
                    at,
                    before,
                    out,
                    len,
                )?;
            }
            Instr::Assert { condition, message } => check(&before[*condition], message, len)?,
            Instr::Constant { .. } | Instr::Capture { .. } => unreachable!("invariant"),
        }
        Ok(())
    }
}
