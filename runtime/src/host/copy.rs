//! Data movement within a rank's host arena: whole-buffer and region
//! copies (slices, pads, concatenations, inserts), and reading one
//! element. The CPU backend runs them on its arenas; the CUDA backend
//! checks its regions and reads host mirrors through them.

use super::{
    memory::{Arena, Bytes, View, read_element},
    scalars::resolve,
};
use crate::Error;
use spmd_executable::{
    Executable, IndexValue, Step, ValueId,
    scalar::Scalar,
    tensor::{advance, strides},
};

pub fn whole(executable: &Executable, source: ValueId, target: ValueId, arena: &mut Arena) {
    let (from, to) = (View::of(executable, source), View::of(executable, target));
    if from.offset != to.offset {
        let size = from.numel * from.element.bytes();
        arena
            .bytes_mut()
            .copy_within(from.offset..from.offset + size, to.offset);
    }
}

/// The region's element offsets (row-major), checked against `shape`.
fn region_start(
    offsets: &[i64],
    step: &[usize],
    sizes: &[usize],
    shape: &[usize],
) -> Result<(), Error> {
    for d in 0..shape.len() {
        let last = offsets[d] + (sizes[d].saturating_sub(1) * step[d]) as i64;
        if sizes[d] > 0 && (offsets[d] < 0 || last >= shape[d] as i64) {
            return Err(Error::Fault(format!(
                "a region of {sizes:?} at {offsets:?} (step {step:?}) leaves a tensor of shape {shape:?}"
            )));
        }
    }
    Ok(())
}

/// A region copy with its offsets resolved (host scalars read) and its
/// box checked against both tensors.
pub struct Region<'s> {
    pub source: ValueId,
    pub target: ValueId,
    pub from_offsets: Vec<i64>,
    pub to_offsets: Vec<i64>,
    pub source_strides: &'s [usize],
    pub target_strides: &'s [usize],
    pub sizes: &'s [usize],
}

impl<'s> Region<'s> {
    pub fn of(
        executable: &Executable,
        step: &'s Step,
        scalars: &[Scalar],
    ) -> Result<Region<'s>, Error> {
        let Step::CopyRegion {
            source,
            source_offsets,
            source_strides,
            target,
            target_offsets,
            target_strides,
            sizes,
        } = step
        else {
            unreachable!("called on region copies");
        };
        let resolved = |offsets: &[IndexValue]| -> Vec<i64> {
            offsets
                .iter()
                .map(|i| resolve(executable, i, scalars))
                .collect()
        };
        let region = Region {
            source: *source,
            target: *target,
            from_offsets: resolved(source_offsets),
            to_offsets: resolved(target_offsets),
            source_strides,
            target_strides,
            sizes,
        };
        region_start(
            &region.from_offsets,
            source_strides,
            sizes,
            &executable.tensor(*source).shape,
        )?;
        region_start(
            &region.to_offsets,
            target_strides,
            sizes,
            &executable.tensor(*target).shape,
        )?;
        Ok(region)
    }
}

pub fn region(
    executable: &Executable,
    step: &Step,
    scalars: &[Scalar],
    arena: &mut Arena,
) -> Result<(), Error> {
    let Region {
        source,
        target,
        from_offsets,
        to_offsets,
        source_strides,
        target_strides,
        sizes,
    } = Region::of(executable, step, scalars)?;
    let (from, to) = (View::of(executable, source), View::of(executable, target));
    let (from_shape, to_shape) = (
        &executable.tensor(source).shape,
        &executable.tensor(target).shape,
    );
    if sizes.contains(&0) {
        return Ok(());
    }
    let element = from.element.bytes();
    let (from_strides, to_strides) = (strides(from_shape), strides(to_shape));
    let rank = sizes.len();
    // Whole rows move at once when the innermost dim is contiguous on both sides.
    let inner = if rank > 0 && source_strides[rank - 1] == 1 && target_strides[rank - 1] == 1 {
        sizes[rank - 1]
    } else {
        1
    };
    let outer: Vec<usize> = if inner > 1 {
        sizes[..rank - 1].to_vec()
    } else {
        sizes.to_vec()
    };
    let count: usize = outer.iter().product();
    let mut index = vec![0usize; outer.len()];
    // Source and target may share the arena's bytes: read from a copy.
    let bytes_from = from.slice(arena).to_vec();
    let bytes_to = to.slice_mut(arena);
    for _ in 0..count {
        let position = |offsets: &[i64], step: &[usize], strides: &[usize]| -> usize {
            (0..rank)
                .map(|d| {
                    let i = index.get(d).copied().unwrap_or(0);
                    (offsets[d] as usize + i * step[d]) * strides[d]
                })
                .sum()
        };
        let at_from = position(&from_offsets, source_strides, &from_strides) * element;
        let at_to = position(&to_offsets, target_strides, &to_strides) * element;
        let length = inner * element;
        bytes_to[at_to..at_to + length].copy_from_slice(&bytes_from[at_from..at_from + length]);
        advance(&mut index, &outer);
    }
    Ok(())
}

pub fn extract(
    executable: &Executable,
    source: ValueId,
    indices: &[IndexValue],
    scalars: &[Scalar],
    arena: &Arena,
) -> Result<Scalar, Error> {
    let view = View::of(executable, source);
    let shape = &executable.tensor(source).shape;
    let index: Vec<i64> = indices
        .iter()
        .map(|i| resolve(executable, i, scalars))
        .collect();
    region_start(&index, &vec![1; shape.len()], &vec![1; shape.len()], shape)?;
    let at: usize = index
        .iter()
        .zip(strides(shape))
        .map(|(&i, s)| i as usize * s)
        .sum();
    Ok(read_element(
        Bytes::read_only(view.slice(arena)),
        view.element,
        at,
    ))
}
