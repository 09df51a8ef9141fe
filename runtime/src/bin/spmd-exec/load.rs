//! One backend object for `spmd-exec` and `spmd-exec train`, opened with
//! the command line's options (`spmd_runtime::open`).

use spmd_executable::Executable;
use spmd_runtime::{
    Error,
    host::backend::Backend,
    launch::{World, group},
    open::{self, Options},
};
use std::time::Duration;

use crate::cli::{BackendKind, JobArgs};

/// What a run asks of its backend beyond the job's arguments.
#[derive(Clone, Copy, Default)]
pub struct Wanted {
    /// --backend cuda: every rank of the mesh in this process, on one GPU.
    pub simulate_mesh: bool,
    /// --backend cuda: TF32 for f32 GEMMs.
    pub allow_tf32: bool,
    /// --backend cuda: f16 / bf16 rounded after every op.
    pub round_each_op: bool,
    /// --stats: time every step.
    pub timed: bool,
}

/// The backend of this process's ranks (every rank of the mesh outside a
/// job; this process's rank of one, connected by `group`).
pub fn backend<'e>(
    kind: BackendKind,
    executable: &'e Executable,
    job: &JobArgs,
    world: Option<&World>,
    group: Option<group::Group>,
    wanted: Wanted,
) -> Result<Box<dyn Backend<'e> + 'e>, Error> {
    let options = Options {
        backend: kind,
        threads: job.threads,
        cpu_kernels: job.cpu_kernels,
        simulate_mesh: wanted.simulate_mesh,
        allow_tf32: wanted.allow_tf32,
        round_each_op: wanted.round_each_op,
        timed: wanted.timed,
        rendezvous_timeout: Duration::from_secs(job.rendezvous_timeout),
        speaker: "spmd-exec",
    };
    open::backend(executable, world, group, &options)
}
