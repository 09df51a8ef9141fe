//! The batches of a training loop: for each input argument, slice `step
//! mod length` of `argN.npy` (a leading step dim) in `--data` (an array
//! without it is the batch of every step), each rank reading only its
//! piece of the slice, or seeded random values; prepared one step ahead on
//! a thread of their own, off the step's critical path.

use crate::Error;
use std::{
    path::{Path, PathBuf},
    sync::mpsc::{Receiver, sync_channel},
};

use super::pieces::local_piece;
use spmd_executable::{Signature, check::random_inputs, grid::DeviceGrid, npy, tensor::Tensor};

/// Per step: `(slot, value, local piece)` to write before it runs.
pub type Batch = Vec<(usize, usize, Tensor)>;

/// Where batches come from.
#[derive(Clone, Debug)]
pub enum Source {
    Files(PathBuf),
    Seeded(u64),
}

/// A data file's layout and its length in steps (`None`: one batch for
/// every step).
type DataFile = (npy::Layout, Option<usize>);

/// Checks the data files of `inputs` (argument index, signature).
fn data_files(dir: &Path, inputs: &[(usize, Signature)]) -> Result<Vec<DataFile>, Error> {
    inputs
        .iter()
        .map(|(index, signature)| {
            let path = dir.join(format!("arg{index}.npy"));
            if !path.is_file() {
                return Err(Error::Invalid(format!(
                    "{}: missing: input argument #{index} needs its batches there (a leading step dim over {})",
                    path.display(),
                    signature.global
                )));
            }
            let layout = npy::layout(&path)?;
            let element_fits = layout.element == signature.global.element
                || (layout.element == spmd_executable::tensor::ElementType::F32
                    && signature.global.element == spmd_executable::tensor::ElementType::BF16);
            if layout.shape == signature.global.shape && element_fits {
                return Ok((layout, None));
            }
            if layout.shape.len() != signature.global.shape.len() + 1
                || layout.shape[1..] != signature.global.shape[..]
                || layout.shape[0] == 0
                || !element_fits
            {
                return Err(Error::Invalid(format!(
                    "{}: holds {:?} {:?}; argument #{index} takes [steps, {}] of {:?}",
                    path.display(),
                    layout.shape,
                    layout.element,
                    signature
                        .global
                        .shape
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                    signature.global.element
                )));
            }
            let length = layout.shape[0];
            Ok((layout, Some(length)))
        })
        .collect()
}

/// The batches of steps `first..last` for the ranks `owned` (mesh ranks
/// by slot), read ahead by one step on a thread.
pub fn start(
    source: Source,
    inputs: Vec<(usize, Signature)>,
    grid: DeviceGrid,
    owned: Vec<usize>,
    first: usize,
    last: usize,
) -> Result<Receiver<Result<Batch, Error>>, Error> {
    let files = match &source {
        Source::Files(dir) => data_files(dir, &inputs)?,
        Source::Seeded(_) => Vec::new(),
    };
    let (send, receive) = sync_channel(1);
    std::thread::spawn(move || {
        for step in first..last {
            let batch = batch(&source, &inputs, &files, &grid, &owned, step);
            let failed = batch.is_err();
            if send.send(batch).is_err() || failed {
                return;
            }
        }
    });
    Ok(receive)
}

fn batch(
    source: &Source,
    inputs: &[(usize, Signature)],
    files: &[DataFile],
    grid: &DeviceGrid,
    owned: &[usize],
    step: usize,
) -> Result<Batch, Error> {
    let mut batch = Vec::new();
    let seeded = match source {
        Source::Seeded(seed) => {
            let shapes: Vec<_> = inputs
                .iter()
                .map(|(_, s)| (s.global.element, s.global.shape.clone()))
                .collect();
            random_inputs(&shapes, seed.wrapping_add(1 + step as u64))
        }
        Source::Files(_) => Vec::new(),
    };
    for (slot, &rank) in owned.iter().enumerate() {
        for (i, (index, signature)) in inputs.iter().enumerate() {
            let piece = local_piece(signature, grid, rank, |offsets, sizes| match source {
                Source::Seeded(_) => Ok(seeded[i].slice(offsets, sizes)),
                Source::Files(dir) => {
                    let path = dir.join(format!("arg{index}.npy"));
                    let (layout, length) = &files[i];
                    let Some(length) = length else {
                        return Ok(npy::read_file_box(&path, layout, offsets, sizes)?);
                    };
                    let at: Vec<usize> = std::iter::once(step % length)
                        .chain(offsets.iter().copied())
                        .collect();
                    let count: Vec<usize> =
                        std::iter::once(1).chain(sizes.iter().copied()).collect();
                    Ok(npy::read_file_box(&path, layout, &at, &count)?.reshape(sizes))
                }
            })?;
            batch.push((slot, signature.value, piece));
        }
    }
    Ok(batch)
}
