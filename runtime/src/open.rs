//! Opening an executable on this process's ranks, for whoever drives the
//! runtime (`spmd-exec`, the Python package): the job this process belongs
//! to (torchrun, mpirun or SLURM variables, or none: every rank here), and
//! the backend of its ranks with the options asked for.

use crate::{
    Context, Error,
    cpu::CpuBackend,
    cuda::backend::{CudaBackend, CudaOptions},
    host::backend::Backend,
    launch::{World, group},
};
use spmd_executable::Executable;
use std::time::Duration;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BackendKind {
    /// Every rank in this process, collectives in memory (or, one process
    /// per rank, through rank 0).
    Cpu,
    /// CUDA kernels (NVRTC), cuBLAS GEMMs and NCCL collectives, one GPU
    /// per process (or every rank on one GPU with --simulate-mesh).
    Cuda,
}

/// How the CPU backend runs fused kernels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CpuKernels {
    Native,
    Interpreted,
}

/// What a driver asks of the backend it opens.
#[derive(Clone, Debug)]
pub struct Options {
    pub backend: BackendKind,
    /// CPU: threads per rank (default: the cores divided among the ranks
    /// on this machine).
    pub threads: Option<usize>,
    pub cpu_kernels: CpuKernels,
    /// CUDA: every rank of the mesh in this process, on one GPU.
    pub simulate_mesh: bool,
    /// CUDA: TF32 for f32 GEMMs.
    pub allow_tf32: bool,
    /// CUDA: round f16 / bf16 results after every op inside fused kernels,
    /// as the CPU backend does (else once, when stored, as XLA does).
    pub round_each_op: bool,
    /// Time every step (what `--stats` prints).
    pub timed: bool,
    /// How long ranks wait for each other (joining, a failed peer, a
    /// step's collectives on CUDA).
    pub rendezvous_timeout: Duration,
    /// Who speaks in the warnings printed while opening (`spmd-exec`).
    pub speaker: &'static str,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            backend: BackendKind::Cpu,
            threads: None,
            cpu_kernels: CpuKernels::Native,
            simulate_mesh: false,
            allow_tf32: false,
            round_each_op: false,
            timed: false,
            rendezvous_timeout: Duration::from_secs(60),
            speaker: "spmd",
        }
    }
}

/// This process's job (if it is a rank of one) and its connections,
/// checked against the executable's mesh.
pub fn join(
    executable: &Executable,
    timeout: Duration,
) -> Result<(Option<World>, Option<group::Group>), Error> {
    let world = World::from_env()?;
    let group = match &world {
        None => None,
        Some(world) => {
            if world.size != executable.mesh.device_count() {
                return Err(Error::Invalid(format!(
                    "the executable runs on a {} mesh ({} ranks), but the {} job has {} (WORLD_SIZE)",
                    executable.mesh.shape_text(),
                    executable.mesh.device_count(),
                    world.launcher,
                    world.size
                )));
            }
            Some(group::join(world, timeout)?)
        }
    };
    Ok((world, group))
}

/// Threads per rank for the CPU backend: `asked`, else the machine's cores
/// divided among the ranks that run on it (the mesh's when all run in this
/// process, else the launcher's local size; one when it says none).
pub fn cpu_threads(asked: Option<usize>, world: Option<&World>, executable: &Executable) -> usize {
    asked.unwrap_or_else(|| match world {
        None => crate::cpu::threads_per_rank(executable.mesh.device_count()),
        Some(world) => world.local_size.map_or(1, crate::cpu::threads_per_rank),
    })
}

/// The backend of this process's ranks (every rank of the mesh outside a
/// job; this process's rank of one, connected by `group`).
pub fn backend<'e>(
    executable: &'e Executable,
    world: Option<&World>,
    group: Option<group::Group>,
    options: &Options,
) -> Result<Box<dyn Backend<'e> + 'e>, Error> {
    Ok(match options.backend {
        BackendKind::Cpu => {
            let threads = cpu_threads(options.threads, world, executable);
            let mut backend = cpu(executable, group, threads, options);
            if options.timed {
                backend.time_steps();
            }
            Box::new(backend)
        }
        BackendKind::Cuda => {
            let local_rank = world.map_or(0, |w| w.local_rank);
            let cuda = CudaOptions {
                simulate_mesh: options.simulate_mesh,
                allow_tf32: options.allow_tf32,
                rounding: crate::cuda::codegen::Rounding::each_op_if(options.round_each_op),
                cache: crate::cuda::nvrtc::Cache::Default,
                collective_timeout: options.rendezvous_timeout,
                synchronize_each_step: std::env::var("SPMD_CUDA_SYNC").is_ok_and(|v| v == "1"),
            };
            Box::new(
                CudaBackend::new(executable, group, local_rank, cuda)
                    .context(|| "--backend cuda".to_owned())?,
            )
        }
    })
}

/// The CPU backend of every rank in this process, or of this process's
/// rank of a job, on `threads` threads per rank, its kernels run as
/// `options` say.
fn cpu<'e>(
    executable: &'e Executable,
    group: Option<group::Group>,
    threads: usize,
    options: &Options,
) -> CpuBackend<'e> {
    let speaker = options.speaker;
    let mut backend = match group {
        None => CpuBackend::new(executable),
        Some(group) => CpuBackend::for_rank(executable, group),
    };
    backend.set_threads(threads);
    if options.cpu_kernels == CpuKernels::Native && !executable.kernels.is_empty() {
        let building = |kernels: usize| {
            eprintln!("{speaker}: building {kernels} kernels for this processor...");
        };
        match backend.build_native_kernels(building) {
            Ok(declined) => {
                for (kernel, reason) in declined {
                    eprintln!("{speaker}: warning: kernel {kernel} is interpreted: {reason}");
                }
            }
            Err(reason) => eprintln!("{speaker}: warning: kernels are interpreted: {reason}"),
        }
    }
    backend
}
