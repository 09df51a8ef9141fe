//! What every backend offers whoever drives it (`spmd-exec`, the training
//! loop): a loaded executable on this process's ranks, whose memory
//! persists across runs; global inputs in, the step run, global results
//! out; local pieces written and read by value; and what `--stats` prints.

use crate::Error;
use std::time::Duration;

use spmd_executable::{Executable, ValueId, tensor::Tensor};

use crate::launch::group::Group;

/// How long loading and running took, measured by the caller.
#[derive(Clone, Copy, Debug)]
pub struct RunTimes {
    /// Creating the backend (arenas, kernels built or compiled).
    pub created: Duration,
    /// Writing the global inputs into the ranks' memory.
    pub inputs: Duration,
    /// Wall time of one run, the mean of `iterations`.
    pub per_step: Duration,
    pub iterations: usize,
}

/// A loaded executable on this process's ranks.
pub trait Backend<'e> {
    /// The loaded executable.
    fn executable(&self) -> &'e Executable;
    /// The mesh ranks this process holds, in slot order.
    fn owned(&self) -> &[usize];
    /// Writes every held rank's piece of the global inputs (one per
    /// argument, checked by the caller against the signature), by the
    /// arguments' shardings.
    fn set_inputs(&mut self, globals: &[Tensor]) -> Result<(), Error>;
    /// Runs the step list once on every held rank.
    fn run(&mut self) -> Result<(), Error>;
    /// The global results, assembled from every rank's piece by the
    /// results' shardings. In a job of processes, rank 0 gets them (the
    /// pieces travel to it) and the other ranks an empty list.
    fn results(&mut self) -> Result<Vec<Tensor>, Error>;
    /// Writes a local piece into `value`'s buffer on the rank in `slot`.
    fn write_local(&mut self, slot: usize, value: ValueId, piece: &Tensor) -> Result<(), Error>;
    /// `value`'s local piece on the rank in `slot`.
    fn read_local(&mut self, slot: usize, value: ValueId) -> Result<Tensor, Error>;
    /// Copies `from`'s buffer into `to`'s (same type) on every rank here.
    fn copy_local(&mut self, from: ValueId, to: ValueId) -> Result<(), Error>;
    /// This process's connections to the rest of the job, in a job.
    fn group(&mut self) -> Option<&mut Group>;
    /// Tells the job this rank failed.
    fn fail(&mut self, message: &str) {
        if let Some(group) = self.group() {
            group.fail(message);
        }
    }
    /// Where the ranks run, printed after the mesh by `--stats` (", 4
    /// threads per rank", " on NVIDIA H100 (sm_90)").
    fn place(&self) -> String;
    /// What `--stats` prints of the runs so far, after what runs where.
    fn stats(&mut self, times: &RunTimes) -> Result<Vec<String>, Error>;
}
