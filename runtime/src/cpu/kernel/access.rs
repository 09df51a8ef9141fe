//! Where a kernel's accesses read and write: each row's start in a
//! buffer, and lanes loaded, stored and gathered from the rank's memory.

use super::CHUNK;
use crate::Error;
use crate::cpu::{
    lanes::Lanes,
    tile::{MAX_ROW_DIMS, Tile, TileShape},
};
use crate::host::memory::{Bytes, Rows, View, read_element};
use spmd_executable::{Access, tensor::ElementType};

/// The element offset of `access` at `point`.
pub(super) fn base(access: &Access, point: &[usize]) -> i64 {
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

/// The memory a kernel run reads and writes: the rank's arena, and the f32
/// buffer holding the running values of its wide accumulators
/// (`Kernel::accumulates_wide`) while it runs.
#[derive(Clone, Copy)]
pub(super) struct Memory<'m> {
    pub(super) arena: Bytes<'m>,
    pub(super) wide: Bytes<'m>,
}

impl<'m> Memory<'m> {
    /// The bytes of `place`'s view.
    pub(super) fn of(self, place: Place) -> Bytes<'m> {
        match place.wide {
            true => self.wide.view(place.view),
            false => self.arena.view(place.view),
        }
    }
}

/// Where an access of a kernel reads or writes: its value's view (in the
/// arena, or in the wide accumulators' buffer), the access, and its row
/// offsets ([`TileShape::row_offsets`]).
#[derive(Clone, Copy)]
pub(super) struct Place<'p> {
    pub(super) view: View,
    pub(super) wide: bool,
    pub(super) access: &'p Access,
    pub(super) offsets: &'p [i64],
}

impl Place<'_> {
    /// Where each row of `tile` starts, and the step between its lanes.
    pub(super) fn rows(&self, shape: &TileShape, tile: &Tile, starts: &mut Vec<i64>) -> i64 {
        row_starts(self.access, self.offsets, shape, tile, starts)
    }
}

/// Reads `place` at every point of `tile` into `into`.
pub(super) fn load(
    memory: Memory,
    place: Place,
    shape: &TileShape,
    tile: &Tile,
    starts: &mut Vec<i64>,
    into: &mut Lanes,
) {
    let stride = place.rows(shape, tile, starts);
    let rows = Rows { starts, stride };
    into.read(0..tile.len(), memory.of(place), place.view.element, rows);
}

/// Writes `from` to `place` at every point of `tile`.
pub(super) fn store(
    memory: Memory,
    place: Place,
    shape: &TileShape,
    tile: &Tile,
    starts: &mut Vec<i64>,
    from: &Lanes,
) {
    let stride = place.rows(shape, tile, starts);
    let rows = Rows { starts, stride };
    from.write(0..tile.len(), memory.of(place), place.view.element, rows);
}

/// Runs a `Gather` on the first `len` lanes: each lane reads the element
/// of `view` (of `shape`) at its indices.
pub(super) fn gather(
    memory: Bytes,
    view: View,
    shape: &[usize],
    indices: &[usize],
    at: &str,
    before: &[Lanes],
    out: &mut Lanes,
    len: usize,
) -> Result<(), Error> {
    let bytes = memory.view(view);
    let index = |register: usize, lane: usize| match &before[register] {
        Lanes::I(v) => v[lane],
        other => other.get(lane).i(),
    };
    let out_of_range = |lane: usize| {
        let all: Vec<i64> = indices.iter().map(|&r| index(r, lane)).collect();
        Error::Fault(format!(
            "the lookup at {at}: index {all:?} is outside shape {shape:?}"
        ))
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
