//! Checkpoints of a training loop's params and states, sharded as the
//! ranks hold them (docs/checkpoint.md).
//!
//! A checkpoint is a folder `step-NNNNNNNN` holding, per stored argument,
//! one `.npy` file per distinct piece (`argN.rankR.npy`: the valid box of
//! mesh rank R's piece, written by the first device along every axis the
//! argument is not split on) and rank 0's `manifest.json`: the step, the
//! mesh, the executable's CRC, the program's fingerprint (its arguments'
//! names, roles, global types: the same for every partitioning of one
//! step), and every tensor's global shape, dtype, sharding and shards,
//! each with its box and a CRC-32 per MiB of its elements. Every rank
//! writes its files into `step-NNNNNNNN.tmp`; once all have written (a
//! gather to rank 0 is the barrier), rank 0 writes the manifest and
//! renames the folder, the one atomic commit; a crash before leaves the
//! previous checkpoint whole. Reading needs no gather: each rank reads
//! the overlap of its own box with each saved shard, block by block,
//! checking the CRC of every block it reads.

use crate::Error;
use serde::{Deserialize, Serialize};
use std::{
    collections::HashMap,
    fs::File,
    io::{Read, Seek, SeekFrom},
    path::{Path, PathBuf},
};

use super::pieces::{held_box, is_writer, local_piece, overlap};
use crate::host::backend::Backend;
use spmd_executable::{
    Executable, Signature,
    grid::DeviceGrid,
    npy,
    tensor::{ElementType, Tensor},
};

const MANIFEST: &str = "manifest.json";
const FORMAT: u32 = 1;
/// Elements are checksummed in blocks of this many bytes.
const BLOCK_BYTES: usize = 1 << 20;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Manifest {
    pub format: u32,
    /// Steps done when it was written.
    pub step: usize,
    pub mesh: Vec<usize>,
    /// CRC-32 of the executable file that wrote it.
    pub executable_crc: u32,
    /// [`fingerprint`] of the program.
    pub program: String,
    pub tensors: Vec<SavedTensor>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedTensor {
    pub argument: usize,
    pub name: Option<String>,
    pub role: String,
    pub shape: Vec<usize>,
    pub dtype: ElementType,
    pub sharding: Vec<String>,
    pub shards: Vec<Shard>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Shard {
    pub file: String,
    pub rank: usize,
    pub offsets: Vec<usize>,
    pub sizes: Vec<usize>,
    /// CRC-32 of each [`BLOCK_BYTES`] of the elements, in order.
    pub crcs: Vec<u32>,
}

/// What identifies a program across its partitionings: every argument's
/// position, name, role and global type.
pub fn fingerprint(executable: &Executable) -> String {
    let text: Vec<String> = executable
        .arguments
        .iter()
        .enumerate()
        .map(|(i, a)| {
            format!(
                "{i}:{}:{}:{}",
                a.name.as_deref().unwrap_or(""),
                a.role.map_or("-", |r| r.keyword()),
                a.global
            )
        })
        .collect();
    format!("{:08x}", crc32fast::hash(text.join(";").as_bytes()))
}

/// Where checkpoints go and how many stay.
#[derive(Clone, Debug)]
pub struct Checkpointing {
    pub dir: PathBuf,
    pub every: usize,
    pub keep: usize,
}

fn folder(dir: &Path, step: usize) -> PathBuf {
    dir.join(format!("step-{step:08}"))
}

/// A checkpoint that is not as this code writes it.
fn failed(path: &Path, reason: impl std::fmt::Display) -> Error {
    Error::Invalid(format!("{}: {reason}", path.display()))
}

/// Writes the stored arguments after `step` steps: every process its
/// ranks' pieces, rank 0 the manifest and the commit. `crash`: a test's
/// fault, run once this process's files are written.
pub fn save<'e>(
    backend: &mut dyn Backend<'e>,
    stored: &[usize],
    step: usize,
    settings: &Checkpointing,
    executable_crc: u32,
    crash: &dyn Fn(),
) -> Result<PathBuf, Error> {
    let executable = backend.executable();
    let grid = DeviceGrid::new(&executable.mesh.shape);
    let temporary = folder(&settings.dir, step).with_extension("tmp");
    std::fs::create_dir_all(&temporary).map_err(|e| Error::io(&temporary, e))?;
    let mut shards: Vec<(usize, Shard)> = Vec::new();
    for (slot, rank) in backend.owned().to_vec().into_iter().enumerate() {
        for &argument in stored {
            let signature = &executable.arguments[argument];
            let (offsets, sizes) = held_box(signature, &grid, rank);
            if !is_writer(signature, &grid, rank) || sizes.contains(&0) {
                continue;
            }
            let piece = backend.read_local(slot, signature.value)?;
            let held = piece.slice(&vec![0; sizes.len()], &sizes);
            let file = format!("arg{argument}.rank{rank}.npy");
            let data = npy::write_returning_data(&temporary.join(&file), &held)?;
            let crcs = data.chunks(BLOCK_BYTES).map(crc32fast::hash).collect();
            shards.push((
                argument,
                Shard {
                    file,
                    rank,
                    offsets,
                    sizes,
                    crcs,
                },
            ));
        }
    }
    crash();
    // The barrier: every process's shards to rank 0.
    let all: Vec<(usize, Shard)> = match backend.group() {
        None => shards,
        Some(group) => {
            let mine = serde_json::to_vec(&shards).expect("shards serialise");
            match group.gather(mine)? {
                None => {
                    // Rank 0 commits; its answer says whether it did.
                    let answer = group.scatter(None)?;
                    return if answer.is_empty() {
                        Ok(folder(&settings.dir, step))
                    } else {
                        Err(Error::Job(String::from_utf8_lossy(&answer).into_owned()))
                    };
                }
                Some(messages) => {
                    let mut all = Vec::new();
                    for message in messages {
                        let part: Vec<(usize, Shard)> =
                            serde_json::from_slice(&message).map_err(|e| {
                                Error::Invalid(format!("a malformed checkpoint message: {e}"))
                            })?;
                        all.extend(part);
                    }
                    all
                }
            }
        }
    };
    let committed = commit(executable, stored, all, step, settings, executable_crc);
    if let Some(group) = backend.group() {
        let answer = committed
            .as_ref()
            .err()
            .map(ToString::to_string)
            .unwrap_or_default();
        group.scatter(Some(vec![answer.into_bytes(); group.size]))?;
    }
    committed
}

/// Rank 0's part: the manifest, the rename, and the old checkpoints gone.
fn commit(
    executable: &Executable,
    stored: &[usize],
    shards: Vec<(usize, Shard)>,
    step: usize,
    settings: &Checkpointing,
    executable_crc: u32,
) -> Result<PathBuf, Error> {
    let mut by_argument: HashMap<usize, Vec<Shard>> = HashMap::new();
    for (argument, shard) in shards {
        by_argument.entry(argument).or_default().push(shard);
    }
    let tensors = stored
        .iter()
        .map(|&argument| {
            let signature = &executable.arguments[argument];
            let mut shards = by_argument.remove(&argument).unwrap_or_default();
            shards.sort_by_key(|s| s.rank);
            SavedTensor {
                argument,
                name: signature.name.clone(),
                role: signature.role.map_or("-", |r| r.keyword()).to_owned(),
                shape: signature.global.shape.clone(),
                dtype: signature.global.element,
                sharding: signature
                    .sharding
                    .placements
                    .iter()
                    .map(ToString::to_string)
                    .collect(),
                shards,
            }
        })
        .collect();
    let manifest = Manifest {
        format: FORMAT,
        step,
        mesh: executable.mesh.shape.clone(),
        executable_crc,
        program: fingerprint(executable),
        tensors,
    };
    let temporary = folder(&settings.dir, step).with_extension("tmp");
    let path = temporary.join(MANIFEST);
    let text = serde_json::to_string_pretty(&manifest).expect("manifests serialise");
    std::fs::write(&path, text)
        .and_then(|()| File::open(&path)?.sync_all())
        .map_err(|e| Error::io(&path, e))?;
    let target = folder(&settings.dir, step);
    if target.exists() {
        std::fs::remove_dir_all(&target).map_err(|e| Error::io(&target, e))?;
    }
    std::fs::rename(&temporary, &target).map_err(|e| Error::io(&target, e))?;
    File::open(&settings.dir)
        .and_then(|dir| dir.sync_all())
        .map_err(|e| Error::io(&settings.dir, e))?;
    // Keep the newest `keep`; folders a crash left half written go too.
    let mut committed = checkpoints(&settings.dir)?;
    committed.sort();
    let remove = committed.len().saturating_sub(settings.keep.max(1));
    for (_, old) in committed.into_iter().take(remove) {
        std::fs::remove_dir_all(&old).map_err(|e| Error::io(&old, e))?;
    }
    for entry in std::fs::read_dir(&settings.dir).map_err(|e| Error::io(&settings.dir, e))? {
        let path = entry.map_err(|e| Error::io(&settings.dir, e))?.path();
        if path.extension().is_some_and(|e| e == "tmp") {
            let _ = std::fs::remove_dir_all(&path);
        }
    }
    Ok(target)
}

/// The committed checkpoints in `dir`, with their steps.
fn checkpoints(dir: &Path) -> Result<Vec<(usize, PathBuf)>, Error> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(found);
    };
    for entry in entries {
        let path = entry.map_err(|e| Error::io(dir, e))?.path();
        let step = path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_prefix("step-"))
            .and_then(|n| n.parse::<usize>().ok());
        if let Some(step) = step
            && path.join(MANIFEST).is_file()
        {
            found.push((step, path));
        }
    }
    Ok(found)
}

/// The newest committed checkpoint in `dir`, if any.
pub fn newest(dir: &Path) -> Result<Option<PathBuf>, Error> {
    Ok(checkpoints(dir)?.into_iter().max().map(|(_, path)| path))
}

/// A checkpoint folder's manifest.
pub fn manifest(checkpoint: &Path) -> Result<Manifest, Error> {
    let path = checkpoint.join(MANIFEST);
    let text = std::fs::read_to_string(&path).map_err(|e| Error::io(&path, e))?;
    let manifest: Manifest =
        serde_json::from_str(&text).map_err(|e| failed(&path, format!("not a manifest: {e}")))?;
    if manifest.format != FORMAT {
        return Err(failed(
            &path,
            format!(
                "checkpoint format {}, this spmd-exec reads {FORMAT}",
                manifest.format
            ),
        ));
    }
    for tensor in &manifest.tensors {
        let inside = |shard: &Shard| {
            let rank = tensor.shape.len();
            shard.offsets.len() == rank
                && shard.sizes.len() == rank
                && (0..rank).all(|d| shard.offsets[d] + shard.sizes[d] <= tensor.shape[d])
        };
        if let Some(shard) = tensor.shards.iter().find(|shard| !inside(shard)) {
            return Err(failed(
                &path,
                format!(
                    "shard {} of argument #{} is not a box of {:?}",
                    shard.file, tensor.argument, tensor.shape
                ),
            ));
        }
    }
    Ok(manifest)
}

/// Reads parts of one shard's elements, checking each block's CRC once.
struct ShardReader<'s> {
    path: PathBuf,
    file: File,
    data_offset: u64,
    data_bytes: usize,
    shard: &'s Shard,
    blocks: HashMap<usize, Vec<u8>>,
}

impl<'s> ShardReader<'s> {
    fn open(checkpoint: &Path, shard: &'s Shard) -> Result<(ShardReader<'s>, npy::Layout), Error> {
        let path = checkpoint.join(&shard.file);
        let layout = npy::layout(&path)?;
        if layout.shape != shard.sizes {
            return Err(failed(
                &path,
                format!(
                    "holds {:?}, the manifest says {:?}",
                    layout.shape, shard.sizes
                ),
            ));
        }
        let data_bytes = layout.shape.iter().product::<usize>() * layout.item;
        let file = File::open(&path).map_err(|e| Error::io(&path, e))?;
        Ok((
            ShardReader {
                path,
                file,
                data_offset: layout.data_offset,
                data_bytes,
                shard,
                blocks: HashMap::new(),
            },
            layout,
        ))
    }

    fn block(&mut self, index: usize) -> Result<&[u8], Error> {
        if !self.blocks.contains_key(&index) {
            let start = index * BLOCK_BYTES;
            let mut bytes = vec![0u8; BLOCK_BYTES.min(self.data_bytes - start)];
            self.file
                .seek(SeekFrom::Start(self.data_offset + start as u64))
                .and_then(|_| self.file.read_exact(&mut bytes))
                .map_err(|e| failed(&self.path, format!("truncated ({e})")))?;
            if self.shard.crcs.get(index) != Some(&crc32fast::hash(&bytes)) {
                return Err(failed(
                    &self.path,
                    format!("block {index} fails its CRC: the checkpoint is corrupt"),
                ));
            }
            self.blocks.insert(index, bytes);
        }
        Ok(&self.blocks[&index])
    }

    fn read(&mut self, at: u64, buffer: &mut [u8]) -> Result<(), Error> {
        let mut done = 0;
        while done < buffer.len() {
            let position = at as usize + done;
            let (index, within) = (position / BLOCK_BYTES, position % BLOCK_BYTES);
            let block = self.block(index)?;
            let count = (block.len() - within).min(buffer.len() - done);
            buffer[done..done + count].copy_from_slice(&block[within..within + count]);
            done += count;
        }
        Ok(())
    }
}

/// The saved tensor of `argument`, checked against its signature.
fn saved<'m>(
    manifest: &'m Manifest,
    argument: usize,
    signature: &Signature,
    path: &Path,
) -> Result<&'m SavedTensor, Error> {
    let tensor = manifest
        .tensors
        .iter()
        .find(|t| t.argument == argument)
        .ok_or_else(|| failed(path, format!("no tensor for argument #{argument}")))?;
    if tensor.shape != signature.global.shape || tensor.dtype != signature.global.element {
        return Err(failed(
            path,
            format!(
                "argument #{argument} was saved as {:?} {:?}, the step takes {}",
                tensor.shape, tensor.dtype, signature.global
            ),
        ));
    }
    Ok(tensor)
}

/// Loads the stored arguments from `checkpoint` into every rank here, each
/// reading only the overlap of its box with the saved shards (whatever
/// partitioning saved them); returns the step it was saved after.
pub fn load<'e>(
    backend: &mut dyn Backend<'e>,
    stored: &[usize],
    checkpoint: &Path,
) -> Result<usize, Error> {
    let manifest = manifest(checkpoint)?;
    let executable = backend.executable();
    let path = checkpoint.join(MANIFEST);
    if manifest.program != fingerprint(executable) {
        return Err(failed(
            &path,
            "a checkpoint of another program (its arguments' names, roles or types differ)",
        ));
    }
    let grid = DeviceGrid::new(&executable.mesh.shape);
    for (slot, rank) in backend.owned().to_vec().into_iter().enumerate() {
        for &argument in stored {
            let signature = &executable.arguments[argument];
            let tensor = saved(&manifest, argument, signature, &path)?;
            let piece = local_piece(signature, &grid, rank, |offsets, sizes| {
                read_overlaps(checkpoint, tensor, offsets, sizes)
            })?;
            backend.write_local(slot, signature.value, &piece)?;
        }
    }
    Ok(manifest.step)
}

/// The box at `offsets` of `sizes` of a saved tensor, from the shards it
/// overlaps.
fn read_overlaps(
    checkpoint: &Path,
    tensor: &SavedTensor,
    offsets: &[usize],
    sizes: &[usize],
) -> Result<Tensor, Error> {
    let mut held = Tensor::zeros(tensor.dtype, sizes);
    for shard in &tensor.shards {
        let Some((at, count)) = overlap((offsets, sizes), (&shard.offsets, &shard.sizes)) else {
            continue;
        };
        let (mut reader, layout) = ShardReader::open(checkpoint, shard)?;
        let within: Vec<usize> = at.iter().zip(&shard.offsets).map(|(a, o)| a - o).collect();
        let part = npy::read_box(&layout, &within, &count, |at, buffer| {
            reader.read(at, buffer)
        })?;
        let into: Vec<usize> = at.iter().zip(offsets).map(|(a, o)| a - o).collect();
        held.insert(&part, &into, &vec![1; into.len()]);
    }
    Ok(held)
}

/// `checkpoint` itself if it is one (a `step-N` folder), else the newest
/// in it.
pub(crate) fn resolve(checkpoint: &Path) -> Result<PathBuf, Error> {
    if checkpoint.join(MANIFEST).is_file() {
        return Ok(checkpoint.to_path_buf());
    }
    newest(checkpoint)?.ok_or_else(|| {
        failed(
            checkpoint,
            "no checkpoint (no step-N folder with a manifest)",
        )
    })
}

/// Every saved tensor of a checkpoint, global, by argument.
fn globals(checkpoint: &Path) -> Result<(Manifest, Vec<(usize, Tensor)>), Error> {
    let manifest = manifest(checkpoint)?;
    let tensors = manifest
        .tensors
        .iter()
        .map(|tensor| {
            let zeros = vec![0; tensor.shape.len()];
            Ok((
                tensor.argument,
                read_overlaps(checkpoint, tensor, &zeros, &tensor.shape)?,
            ))
        })
        .collect::<Result<_, Error>>()?;
    Ok((manifest, tensors))
}

/// `spmd-exec checkpoint export`: every saved tensor as a global
/// `argN.npy` in `out` (`checkpoint`: a `step-N` folder, or a folder of
/// them, whose newest is taken). Returns the step and the count written.
pub fn export(checkpoint: &Path, out: &Path) -> Result<(usize, usize), Error> {
    let (manifest, tensors) = globals(&resolve(checkpoint)?)?;
    std::fs::create_dir_all(out).map_err(|e| Error::io(out, e))?;
    for (argument, global) in &tensors {
        npy::write(&out.join(format!("arg{argument}.npy")), global)?;
    }
    Ok((manifest.step, tensors.len()))
}

/// `spmd-exec checkpoint compare`: prints each tensor's worst relative
/// error between two checkpoints, or a checkpoint and a folder of
/// `argN.npy` (max |a - b| / max |a|), and whether it is within `rtol`;
/// `Ok(false)` if any is not, or the two hold different steps or tensors.
pub fn compare(first: &Path, second: &Path, rtol: f64) -> Result<bool, Error> {
    let (a_manifest, a) = globals(&resolve(first)?)?;
    let b = if second.join(MANIFEST).is_file() || newest(second)?.is_some() {
        let (b_manifest, b) = globals(&resolve(second)?)?;
        if a_manifest.step != b_manifest.step || a.len() != b.len() {
            spmd_executable::say!(
                "step {} ({} tensors) against step {} ({} tensors): MISMATCH",
                a_manifest.step,
                a.len(),
                b_manifest.step,
                b.len()
            );
            return Ok(false);
        }
        b
    } else {
        // A folder of arrays, as `export` writes them.
        a.iter()
            .map(|(argument, _)| {
                let path = second.join(format!("arg{argument}.npy"));
                Ok((*argument, npy::read(&path)?))
            })
            .collect::<Result<Vec<_>, Error>>()?
    };
    let mut all_equal = true;
    for (((argument, x), (other, y)), saved) in a.iter().zip(&b).zip(&a_manifest.tensors) {
        let label = match &saved.name {
            Some(name) => format!("argument #{argument} ({name})"),
            None => format!("argument #{argument}"),
        };
        if argument != other || x.shape != y.shape {
            spmd_executable::say!("{label}: not the same tensor in both: MISMATCH");
            all_equal = false;
            continue;
        }
        let (mut diff, mut scale) = (0f64, 0f64);
        for i in 0..x.numel() {
            let (p, q) = (x.data.get_f64(i), y.data.get_f64(i));
            diff = diff.max((p - q).abs());
            scale = scale.max(p.abs());
        }
        let worst = if scale > 0.0 { diff / scale } else { diff };
        let equal = worst <= rtol;
        all_equal &= equal;
        spmd_executable::say!(
            "{label}: worst relative error {worst:.3e} (rtol {rtol:e}): {}",
            if equal { "ok" } else { "MISMATCH" }
        );
    }
    Ok(all_equal)
}
