//! One backend object for `spmd-exec` and `spmd-exec train`: the CPU
//! backend with its threads and kernels, or the CUDA backend with its
//! options, behind the runtime's `Backend` interface.

use spmd_runtime::Error;
use std::time::Duration;

use spmd_executable::Executable;
use spmd_runtime::{
    Context,
    cpu::CpuBackend,
    cuda::backend::{CudaBackend, CudaOptions},
    host::backend::Backend,
    launch::{World, group},
};

use crate::cli::{BackendKind, CpuKernels, JobArgs};

/// What a run asks of its backend beyond the job's arguments.
#[derive(Clone, Copy, Default)]
pub struct Wanted {
    /// --backend cuda: every rank of the mesh in this process, on one GPU.
    pub simulate_mesh: bool,
    /// --backend cuda: TF32 for f32 GEMMs.
    pub allow_tf32: bool,
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
    Ok(match kind {
        BackendKind::Cpu => {
            let threads = job.cpu_threads(world, executable);
            let mut backend = cpu(executable, group, threads, job.cpu_kernels);
            if wanted.timed {
                backend.time_steps();
            }
            Box::new(backend)
        }
        BackendKind::Cuda => {
            let local_rank = world.map_or(0, |w| w.local_rank);
            let options = cuda_options(
                wanted.simulate_mesh,
                wanted.allow_tf32,
                job.rendezvous_timeout,
            );
            Box::new(
                CudaBackend::new(executable, group, local_rank, options)
                    .context(|| "--backend cuda".to_owned())?,
            )
        }
    })
}

/// The CPU backend of every rank in this process, or of this process's
/// rank of a job, on `threads` threads per rank, its kernels run as
/// `kernels` says.
fn cpu(
    executable: &Executable,
    group: Option<group::Group>,
    threads: usize,
    kernels: CpuKernels,
) -> CpuBackend<'_> {
    let mut backend = match group {
        None => CpuBackend::new(executable),
        Some(group) => CpuBackend::for_rank(executable, group),
    };
    backend.set_threads(threads);
    if kernels == CpuKernels::Native && !executable.kernels.is_empty() {
        let building = |kernels: usize| {
            eprintln!("spmd-exec: building {kernels} kernels for this processor...");
        };
        match backend.build_native_kernels(building) {
            Ok(declined) => {
                for (kernel, reason) in declined {
                    eprintln!("spmd-exec: warning: kernel {kernel} is interpreted: {reason}");
                }
            }
            Err(reason) => eprintln!("spmd-exec: warning: kernels are interpreted: {reason}"),
        }
    }
    backend
}

fn cuda_options(simulate_mesh: bool, allow_tf32: bool, timeout_s: u64) -> CudaOptions {
    CudaOptions {
        simulate_mesh,
        allow_tf32,
        cache: spmd_runtime::cuda::nvrtc::Cache::Default,
        collective_timeout: Duration::from_secs(timeout_s),
        synchronize_each_step: std::env::var("SPMD_CUDA_SYNC").is_ok_and(|v| v == "1"),
    }
}
