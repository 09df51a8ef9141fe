//! The command lines of `spmd-exec`, `spmd-exec train` and `spmd-exec
//! checkpoint`, and how the ranks of a job start (shared by running and
//! training).

use clap::{Args, Parser, ValueEnum};
use spmd_executable::Executable;
use spmd_runtime::Error;
use spmd_runtime::launch::{self, World, group};
pub use spmd_runtime::open::{BackendKind, CpuKernels};
use std::{path::PathBuf, time::Duration};

/// Run an spmd executable (.spmdx) on a backend.
///
/// Also: `spmd-exec train STEP.spmdx --steps N ...` (a training loop,
/// see `spmd-exec train --help`), `spmd-exec checkpoint export CKPT --out
/// DIR` and `spmd-exec checkpoint compare CKPT OTHER`.
#[derive(Parser)]
#[command(name = "spmd-exec", version)]
pub struct Cli {
    /// The executable.
    pub executable: PathBuf,
    #[arg(long, value_enum, default_value = "cpu")]
    pub backend: BackendKind,
    /// Directory of global inputs, argN.npy (default: seeded random values).
    #[arg(long)]
    pub inputs: Option<PathBuf>,
    /// Write the global results as resultN.npy here.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Compare the results with resultN.npy here; exit 1 on a mismatch.
    #[arg(long)]
    pub expect: Option<PathBuf>,
    /// Largest accepted relative error: max |got - expected| / max |expected|.
    #[arg(long, default_value_t = 1e-4)]
    pub rtol: f64,
    /// Run the step this many times (inputs are uploaded once).
    #[arg(long, default_value_t = 1)]
    pub iterations: usize,
    /// Print per-step counts, bytes and times.
    #[arg(long)]
    pub stats: bool,
    /// The mesh the caller expects (e.g. 2x4); refused if the executable's differs.
    #[arg(long)]
    pub mesh: Option<String>,
    /// Seed of the random inputs.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// With --backend cuda: generate and compile every kernel with NVRTC,
    /// plan every GEMM as cuBLAS calls and every collective as NCCL calls,
    /// print how many, and run nothing (needs no GPU).
    #[arg(long)]
    pub compile_only: bool,
    /// With --backend cuda --compile-only: the GPU architecture to compile
    /// for (a run compiles for the GPU it runs on).
    #[arg(long, default_value = "sm_90")]
    pub arch: String,
    /// With --backend cuda: run every rank of the mesh in this process on
    /// one GPU, collectives as device copies and reduce kernels (checks a
    /// plan's kernels on one GPU).
    #[arg(long)]
    pub simulate_mesh: bool,
    /// With --backend cuda: let cuBLAS use TF32 for f32 GEMMs (faster, less
    /// exact; off by default since results are checked in f32).
    #[arg(long)]
    pub allow_tf32: bool,
    /// With --backend cuda: round f16 / bf16 results after every op inside
    /// a fused kernel, as the CPU backend and PyTorch's eager kernels do
    /// (by default they stay f32 between a kernel's ops and round when
    /// stored: the excess precision XLA's and torch.compile's fusions
    /// compute with).
    #[arg(long)]
    pub round_each_op: bool,
    #[command(flatten)]
    pub job: JobArgs,
}

/// How the ranks of a job start (shared by running and training).
#[derive(Args)]
pub struct JobArgs {
    /// Start this many ranks on this node, one process each (torchrun's
    /// variables set for them); without it, a job's ranks come from
    /// torchrun, mpirun or SLURM (RANK / OMPI_COMM_WORLD_RANK /
    /// SLURM_PROCID, with MASTER_ADDR and MASTER_PORT), else all ranks run
    /// in this process.
    #[arg(long)]
    pub nproc_per_node: Option<usize>,
    /// With --nproc-per-node: how many nodes the job spans (MASTER_ADDR and
    /// MASTER_PORT must name rank 0's node when more than one).
    #[arg(long, default_value_t = 1)]
    pub nnodes: usize,
    /// With --nproc-per-node: this node's index (its ranks start at
    /// node-rank x nproc-per-node).
    #[arg(long, default_value_t = 0)]
    pub node_rank: usize,
    /// Seconds every rank has to join the job, the other ranks to stop
    /// after one failed, and (--backend cuda) a step to finish its
    /// collectives before the rank aborts them.
    #[arg(long, default_value_t = 60)]
    pub rendezvous_timeout: u64,
    /// With --backend cpu: threads per rank for its large kernels and
    /// GEMMs [default: this machine's cores divided among the ranks on it:
    /// the mesh's when all run in this process, else the launcher's local
    /// size (LOCAL_WORLD_SIZE, OMPI_COMM_WORLD_LOCAL_SIZE,
    /// SLURM_NTASKS_PER_NODE), one thread when it says none]
    #[arg(long, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub threads: Option<usize>,
    /// With --backend cpu: how fused kernels run. `native`: built at load
    /// by the host's C++ compiler ($SPMD_CXX, else c++) for this processor
    /// and cached ($SPMD_CPU_KERNEL_CACHE, else ~/.cache/spmd/cpu-kernels);
    /// without a compiler they are interpreted, with a warning.
    /// `interpreted`: by the backend's own interpreter.
    #[arg(long, value_enum, default_value = "native")]
    pub cpu_kernels: CpuKernels,
}

impl JobArgs {
    /// Starts this node's ranks and watches them, if asked to
    /// (`Some(result)`); `None` when this process is a rank itself.
    pub fn launch(&self) -> Option<Result<(), Error>> {
        let nproc_per_node = self.nproc_per_node?;
        Some(launch::supervise::run(&launch::supervise::Launch {
            nproc_per_node,
            nnodes: self.nnodes,
            node_rank: self.node_rank,
            arguments: crate::rank_arguments(),
            grace: Duration::from_secs(self.rendezvous_timeout),
        }))
    }

    /// This process's job (if it is a rank of one) and its connections,
    /// checked against the executable's mesh.
    pub fn join(
        &self,
        executable: &Executable,
    ) -> Result<(Option<World>, Option<group::Group>), Error> {
        spmd_runtime::open::join(executable, Duration::from_secs(self.rendezvous_timeout))
    }
}

/// Loop a training step: `spmd-exec train STEP.spmdx --steps N`.
///
/// Params and optimizer states (the arguments of role param / state) stay
/// on the ranks; each step's update replaces its argument (in place where
/// the executable was lowered with spmd-lower-to-runtime{donate-updates=true}).
/// Inputs come from --data or are seeded. Prints one line per step (at
/// most one per second) with the loss, the step time and examples per
/// second.
#[derive(Parser)]
#[command(name = "spmd-exec train", bin_name = "spmd-exec train", version)]
pub struct TrainCli {
    /// The executable of a training step.
    pub executable: PathBuf,
    /// Train until this many steps are done (a resumed run counts the
    /// checkpoint's steps).
    #[arg(long)]
    pub steps: usize,
    #[arg(long, value_enum, default_value = "cpu")]
    pub backend: BackendKind,
    /// Initial params and states: argN.npy (global arrays), each rank
    /// reading only its piece (default: seeded random values).
    #[arg(long)]
    pub init: Option<PathBuf>,
    /// Batches: argN.npy for each input argument N, with a leading step
    /// dim (step i reads slice i mod its length; without it, the batch of
    /// every step), each rank reading only its piece (default: seeded
    /// random values).
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// Write checkpoints into this folder (shared by every rank).
    #[arg(long)]
    pub checkpoint: Option<PathBuf>,
    /// With --checkpoint: write one every this many steps (and after the last).
    #[arg(long, default_value_t = 100)]
    pub every: usize,
    /// With --checkpoint: keep the newest this many.
    #[arg(long, default_value_t = 2)]
    pub keep: usize,
    /// Continue from the newest checkpoint in --checkpoint (also one that
    /// a differently partitioned executable of the same step wrote).
    #[arg(long)]
    pub resume: bool,
    /// Seed of the initial values and batches when not given.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The mesh the caller expects (e.g. 2x4); refused if the executable's differs.
    #[arg(long)]
    pub mesh: Option<String>,
    #[command(flatten)]
    pub job: JobArgs,
}

/// `spmd-exec checkpoint export CKPT --out DIR`: a checkpoint's params and
/// states as global argN.npy. `spmd-exec checkpoint compare CKPT OTHER`:
/// the worst relative error of each tensor between two checkpoints (exit
/// 1 above --rtol).
#[derive(Parser)]
#[command(
    name = "spmd-exec checkpoint",
    bin_name = "spmd-exec checkpoint",
    version
)]
pub struct CheckpointCli {
    #[arg(value_enum)]
    pub action: CheckpointAction,
    /// A checkpoint (step-N folder) or a folder of them (the newest is taken).
    pub checkpoint: PathBuf,
    /// compare: the other checkpoint, or a folder of argN.npy.
    pub other: Option<PathBuf>,
    /// export: where to write argN.npy.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// compare: the largest accepted relative error.
    #[arg(long, default_value_t = 0.0)]
    pub rtol: f64,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum CheckpointAction {
    /// Write the global tensors as argN.npy (--out DIR).
    Export,
    /// Compare two checkpoints tensor by tensor.
    Compare,
}
