//! Data movement within a rank's host arena: whole-buffer and region
//! copies (slices, pads, concatenations, inserts), and reading one
//! element. The CPU backend runs them on its arenas; the CUDA backend
//! checks its regions and reads host mirrors through them.

use super::{
    memory::{Arena, Bytes, View, read_element},
    scalars::resolve,
};
use crate::Error;
use spmd_executable::{Executable, IndexValue, Step, ValueId, scalar::Scalar, tensor::strides};

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
    let base = |offsets: &[i64], strides: &[usize]| -> usize {
        offsets
            .iter()
            .zip(strides)
            .map(|(&offset, stride)| offset as usize * stride)
            .sum()
    };
    let dims = runs(
        sizes,
        &step_strides(source_strides, &from_strides),
        &step_strides(target_strides, &to_strides),
    );
    // The innermost dim is one row: a single copy where it is contiguous on
    // both sides, else one element at a time; the dims outside it step rows.
    let (outer, &(row, row_from, row_to)) = match dims.split_last() {
        Some((inner, outer)) => (outer, inner),
        None => (&[][..], &(1, 1, 1)),
    };
    let (row_from, row_to) = (row_from * element, row_to * element);
    let (from_start, to_start) = (
        base(&from_offsets, &from_strides) * element,
        to.offset + base(&to_offsets, &to_strides) * element,
    );
    let count: usize = outer.iter().map(|&(size, _, _)| size).product();
    let mut index = vec![0usize; outer.len()];
    let (mut at_from, mut at_to) = (from_start, to_start);
    let from_bytes = from.numel * element;
    let apart =
        from.offset + from_bytes <= to.offset || to.offset + to.numel * element <= from.offset;
    // Source and target may share bytes: then every row reads a copy of the
    // source taken before the first is written.
    let snapshot = (!apart).then(|| from.slice(arena).to_vec());
    let target = arena.bytes_mut();
    let target_length = target.len();
    let target = target.as_mut_ptr();
    let source = match &snapshot {
        Some(copy) => copy.as_ptr(),
        // SAFETY: the source's bytes lie inside the arena (a validated view).
        None => unsafe { target.add(from.offset).cast_const() },
    };
    for _ in 0..count {
        debug_assert!(at_from + (row - 1) * row_from + element <= from_bytes);
        debug_assert!(at_to + (row - 1) * row_to + element <= target_length);
        // SAFETY: `Region::of` checked the box against both tensors, so
        // every element of the row lies inside its buffer; the buffers do
        // not overlap, or the source is a copy.
        unsafe {
            if row_from == element && row_to == element {
                std::ptr::copy_nonoverlapping(
                    source.add(at_from),
                    target.add(at_to),
                    row * element,
                );
            } else {
                for i in 0..row {
                    std::ptr::copy_nonoverlapping(
                        source.add(at_from + i * row_from),
                        target.add(at_to + i * row_to),
                        element,
                    );
                }
            }
        }
        // The odometer over the outer dims, innermost fastest, with both
        // byte positions carried along.
        for d in (0..outer.len()).rev() {
            let (size, from_step, to_step) = outer[d];
            index[d] += 1;
            if index[d] < size {
                at_from += from_step * element;
                at_to += to_step * element;
                break;
            }
            index[d] = 0;
            at_from -= (size - 1) * from_step * element;
            at_to -= (size - 1) * to_step * element;
        }
    }
    Ok(())
}

/// Per dim, the element distance one step of a region moves in a tensor
/// of row-major `strides`.
fn step_strides(steps: &[usize], strides: &[usize]) -> Vec<usize> {
    steps
        .iter()
        .zip(strides)
        .map(|(step, stride)| step * stride)
        .collect()
}

/// A region's dims as (size, source stride, target stride) in elements,
/// unit dims dropped and each dim folded into the one before it where the
/// two are one contiguous stretch on both sides (a pad's rows of whole
/// channels move as one run, not one per pixel).
fn runs(sizes: &[usize], from: &[usize], to: &[usize]) -> Vec<(usize, usize, usize)> {
    let mut folded: Vec<(usize, usize, usize)> = Vec::with_capacity(sizes.len());
    // From the innermost dim outward; unit dims move nothing.
    for d in (0..sizes.len()).rev().filter(|&d| sizes[d] > 1) {
        match folded.last_mut() {
            Some(inner) if from[d] == inner.0 * inner.1 && to[d] == inner.0 * inner.2 => {
                inner.0 *= sizes[d];
            }
            _ => folded.push((sizes[d], from[d], to[d])),
        }
    }
    folded.reverse();
    folded
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

#[cfg(test)]
mod tests {
    use super::runs;

    #[test]
    fn contiguous_stretches_fold_into_one_run() {
        // A pad of [8, 16, 16, 3] into [8, 18, 18, 3]: whole channels of a
        // row of pixels are one run of 48; rows and images stay apart.
        let sizes = [8, 16, 16, 3];
        let from = [16 * 16 * 3, 16 * 3, 3, 1];
        let to = [18 * 18 * 3, 18 * 3, 3, 1];
        assert_eq!(
            runs(&sizes, &from, &to),
            [(8, 768, 972), (16, 48, 54), (48, 1, 1)]
        );
        // A whole copy is one run; unit dims drop out.
        assert_eq!(runs(&[1, 4, 5], &[20, 5, 1], &[20, 5, 1]), [(20, 1, 1)]);
        // Every second element folds into one strided dim where the rows
        // follow each other evenly, not where they do not.
        assert_eq!(runs(&[3, 4], &[8, 2], &[4, 1]), [(12, 2, 1)]);
        assert_eq!(runs(&[3, 4], &[10, 2], &[4, 1]), [(3, 10, 4), (4, 2, 1)]);
    }
}
