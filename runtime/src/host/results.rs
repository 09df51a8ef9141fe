//! Global values assembled from the ranks' pieces: a run's results (in a
//! job of processes, on rank 0), or any stored values on every rank (what
//! a driver in each rank's process, the Python package, reads).

use crate::Context;
use crate::Error;
use spmd_executable::{
    Executable, Signature, distribution::assemble, grid::DeviceGrid, tensor::Tensor,
};

use super::backend::Backend;
use crate::launch::group::Group;

fn encode<T: serde::Serialize>(value: &T) -> Result<Vec<u8>, Error> {
    postcard::to_allocvec(value).map_err(|e| Error::Job(format!("encoding a rank's pieces: {e}")))
}

fn decode<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, Error> {
    postcard::from_bytes(bytes)
        .map_err(|e| Error::Job(format!("a malformed message from another rank: {e}")))
}

/// The global values of `signatures` from this process's ranks' pieces
/// (`local[i]`: one rank's pieces, in order). In a job of processes
/// (`group`), the pieces travel to rank 0, which gets the values; the
/// other ranks get `None`.
fn assemble_on_root(
    signatures: &[Signature],
    grid: &DeviceGrid,
    local: Vec<Vec<Tensor>>,
    group: Option<&mut Group>,
) -> Result<Option<Vec<Tensor>>, Error> {
    let by_rank: Vec<Vec<Tensor>> = match group {
        None => local,
        Some(group) => match group.gather(encode(&local[0])?)? {
            Some(all) => all
                .iter()
                .map(|bytes| decode(bytes))
                .collect::<Result<_, _>>()?,
            None => return Ok(None),
        },
    };
    signatures
        .iter()
        .enumerate()
        .map(|(index, signature)| {
            let pieces: Vec<Tensor> = by_rank.iter().map(|r| r[index].clone()).collect();
            assemble(&pieces, &signature.sharding, grid, &signature.global.shape)
                .context(|| signature.label("value", index))
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

/// The global results of `executable` from this process's ranks' pieces
/// (`local[i]`: one rank's results, in order), by the results' shardings.
/// In a job of processes (`group`), the pieces travel to rank 0, which gets
/// the results; the other ranks get an empty list.
pub fn global_results(
    executable: &Executable,
    grid: &DeviceGrid,
    local: Vec<Vec<Tensor>>,
    group: Option<&mut Group>,
) -> Result<Vec<Tensor>, Error> {
    Ok(assemble_on_root(&executable.results, grid, local, group)?.unwrap_or_default())
}

/// The global values of `signatures` (arguments or results of the loaded
/// executable, as they are in the ranks' memory now) on every rank: in a
/// job, assembled on rank 0 and sent to the others.
pub fn read_globals<'e>(
    backend: &mut dyn Backend<'e>,
    signatures: &[Signature],
) -> Result<Vec<Tensor>, Error> {
    let grid = DeviceGrid::new(&backend.executable().mesh.shape);
    let local: Vec<Vec<Tensor>> = (0..backend.owned().len())
        .map(|slot| {
            signatures
                .iter()
                .map(|signature| backend.read_local(slot, signature.value))
                .collect()
        })
        .collect::<Result<_, _>>()?;
    let size = grid.size();
    let Some(group) = backend.group() else {
        return Ok(assemble_on_root(signatures, &grid, local, None)?.unwrap_or_default());
    };
    let assembled = assemble_on_root(signatures, &grid, local, Some(&mut *group))?;
    let messages = match assembled {
        Some(values) => Some(vec![encode(&values)?; size]),
        None => None,
    };
    decode(&group.scatter(messages)?)
}
