//! The global results of a run, assembled from its ranks' pieces (in a job of
//! processes, on rank 0).

use crate::Context;
use crate::Error;
use spmd_executable::{Executable, distribution::assemble, grid::DeviceGrid, tensor::Tensor};

use crate::launch::group::Group;

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
    let by_rank = match group {
        None => local,
        Some(group) => {
            let mine = postcard::to_allocvec(&local[0])
                .map_err(|e| Error::Job(format!("encoding a rank's results: {e}")))?;
            match group.gather(mine)? {
                Some(all) => all
                    .iter()
                    .map(|bytes| {
                        postcard::from_bytes(bytes).map_err(|e| {
                            Error::Job(format!("a malformed message from another rank: {e}"))
                        })
                    })
                    .collect::<Result<_, _>>()?,
                None => return Ok(Vec::new()),
            }
        }
    };
    executable
        .results
        .iter()
        .enumerate()
        .map(|(index, signature)| {
            let pieces: Vec<Tensor> = by_rank.iter().map(|r| r[index].clone()).collect();
            assemble(&pieces, &signature.sharding, grid, &signature.global.shape)
                .context(|| format!("result #{index}"))
        })
        .collect()
}
