//! `spmd-exec STEP.spmdx --backend cpu`: runs an executable written by
//! `spmd-translate --spmd-to-executable`, with no compiler inside. Inputs
//! are global arrays (`argN.npy`), sliced per rank by the arguments'
//! shardings; results are assembled into global arrays (`resultN.npy`).
//! Ranks run as threads of this process, or one process per rank: under
//! torchrun / mpirun / SLURM, or started by `--nproc-per-node N`
//! (`spmd_runtime::launch`); results are gathered to rank 0, which
//! reports. `spmd-exec train` loops a training step with its state kept on
//! the ranks, checkpoints and resumes (`spmd_runtime::train`);
//! `spmd-exec checkpoint export` writes a checkpoint's global tensors.

use clap::{Args, Parser, ValueEnum};
use spmd_executable::{
    Executable,
    check::{compare, random_inputs, summary},
    npy,
    tensor::{ElementType, Tensor},
};
use spmd_runtime::{
    cpu::{CpuBackend, native::NativeKernels},
    cuda::backend::{CudaBackend, CudaOptions},
    launch::{self, World, group},
    train::{self, Checkpointing, KillAt, Source, Training},
};
use std::{
    path::PathBuf,
    process::ExitCode,
    time::{Duration, Instant},
};

#[derive(Clone, Copy, ValueEnum)]
enum Backend {
    /// Every rank in this process, collectives in memory (or, one process
    /// per rank, through rank 0).
    Cpu,
    /// CUDA kernels (NVRTC), cuBLAS GEMMs and NCCL collectives, one GPU
    /// per process (or every rank on one GPU with --simulate-mesh).
    Cuda,
}

/// Run an spmd executable (.spmdx) on a backend.
///
/// Also: `spmd-exec train STEP.spmdx --steps N ...` (a training loop,
/// see `spmd-exec train --help`), `spmd-exec checkpoint export CKPT --out
/// DIR` and `spmd-exec checkpoint compare CKPT OTHER`.
#[derive(Parser)]
#[command(name = "spmd-exec", version)]
struct Cli {
    /// The executable.
    executable: PathBuf,
    #[arg(long, value_enum, default_value = "cpu")]
    backend: Backend,
    /// Directory of global inputs, argN.npy (default: seeded random values).
    #[arg(long)]
    inputs: Option<PathBuf>,
    /// Write the global results as resultN.npy here.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Compare the results with resultN.npy here; exit 1 on a mismatch.
    #[arg(long)]
    expect: Option<PathBuf>,
    /// Largest accepted relative error: max |got - expected| / max |expected|.
    #[arg(long, default_value_t = 1e-4)]
    rtol: f64,
    /// Run the step this many times (inputs are uploaded once).
    #[arg(long, default_value_t = 1)]
    iterations: usize,
    /// Print per-step counts, bytes and times.
    #[arg(long)]
    stats: bool,
    /// The mesh the caller expects (e.g. 2x4); refused if the executable's differs.
    #[arg(long)]
    mesh: Option<String>,
    /// Seed of the random inputs.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// With --backend cuda: generate and compile every kernel with NVRTC,
    /// plan every GEMM as cuBLAS calls and every collective as NCCL calls,
    /// print how many, and run nothing (needs no GPU).
    #[arg(long)]
    compile_only: bool,
    /// With --backend cuda --compile-only: the GPU architecture to compile
    /// for (a run compiles for the GPU it runs on).
    #[arg(long, default_value = "sm_90")]
    arch: String,
    /// With --backend cuda: run every rank of the mesh in this process on
    /// one GPU, collectives as device copies and reduce kernels (checks a
    /// plan's kernels on one GPU).
    #[arg(long)]
    simulate_mesh: bool,
    /// With --backend cuda: let cuBLAS use TF32 for f32 GEMMs (faster, less
    /// exact; off by default since results are checked in f32).
    #[arg(long)]
    allow_tf32: bool,
    #[command(flatten)]
    job: JobArgs,
}

/// How the ranks of a job start (shared by running and training).
#[derive(Args)]
struct JobArgs {
    /// Start this many ranks on this node, one process each (torchrun's
    /// variables set for them); without it, a job's ranks come from
    /// torchrun, mpirun or SLURM (RANK / OMPI_COMM_WORLD_RANK /
    /// SLURM_PROCID, with MASTER_ADDR and MASTER_PORT), else all ranks run
    /// in this process.
    #[arg(long)]
    nproc_per_node: Option<usize>,
    /// With --nproc-per-node: how many nodes the job spans (MASTER_ADDR and
    /// MASTER_PORT must name rank 0's node when more than one).
    #[arg(long, default_value_t = 1)]
    nnodes: usize,
    /// With --nproc-per-node: this node's index (its ranks start at
    /// node-rank x nproc-per-node).
    #[arg(long, default_value_t = 0)]
    node_rank: usize,
    /// Seconds every rank has to join the job, the other ranks to stop
    /// after one failed, and (--backend cuda) a step to finish its
    /// collectives before the rank aborts them.
    #[arg(long, default_value_t = 60)]
    rendezvous_timeout: u64,
    /// With --backend cpu: threads per rank for its large kernels and
    /// GEMMs [default: this machine's cores divided among the ranks on it:
    /// the mesh's when all run in this process, else the launcher's local
    /// size (LOCAL_WORLD_SIZE, OMPI_COMM_WORLD_LOCAL_SIZE,
    /// SLURM_NTASKS_PER_NODE), one thread when it says none]
    #[arg(long, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    threads: Option<usize>,
    /// With --backend cpu: how fused kernels run. `native`: built at load
    /// by the host's C++ compiler ($SPMD_CXX, else c++) for this processor
    /// and cached ($SPMD_CPU_KERNEL_CACHE, else ~/.cache/spmd/cpu-kernels);
    /// without a compiler they are interpreted, with a warning.
    /// `interpreted`: by the backend's own interpreter.
    #[arg(long, value_enum, default_value = "native")]
    cpu_kernels: CpuKernels,
}

/// How the CPU backend runs fused kernels.
#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum CpuKernels {
    Native,
    Interpreted,
}

impl JobArgs {
    /// Starts this node's ranks and watches them, if asked to
    /// (`Some(result)`); `None` when this process is a rank itself.
    fn launch(&self) -> Option<Result<(), String>> {
        let nproc_per_node = self.nproc_per_node?;
        Some(launch::supervise::run(&launch::supervise::Launch {
            nproc_per_node,
            nnodes: self.nnodes,
            node_rank: self.node_rank,
            arguments: rank_arguments(),
            grace: Duration::from_secs(self.rendezvous_timeout),
        }))
    }

    /// Threads per rank for the CPU backend (`--threads`, else the
    /// machine's cores divided among the ranks that run on it).
    fn cpu_threads(&self, world: Option<&World>, executable: &Executable) -> usize {
        self.threads.unwrap_or_else(|| match world {
            None => spmd_runtime::cpu::threads_per_rank(executable.mesh.device_count()),
            Some(world) => world
                .local_size
                .map_or(1, spmd_runtime::cpu::threads_per_rank),
        })
    }

    /// This process's job (if it is a rank of one) and its connections,
    /// checked against the executable's mesh.
    fn join(
        &self,
        executable: &Executable,
    ) -> Result<(Option<World>, Option<group::Group>), String> {
        let world = World::from_env()?;
        let group = match &world {
            None => None,
            Some(world) => {
                if world.size != executable.mesh.device_count() {
                    return Err(format!(
                        "the executable runs on a {} mesh ({} ranks), but the {} job has {} (WORLD_SIZE)",
                        mesh_text(executable),
                        executable.mesh.device_count(),
                        world.launcher,
                        world.size
                    ));
                }
                Some(group::join(
                    world,
                    Duration::from_secs(self.rendezvous_timeout),
                )?)
            }
        };
        Ok((world, group))
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
struct TrainCli {
    /// The executable of a training step.
    executable: PathBuf,
    /// Train until this many steps are done (a resumed run counts the
    /// checkpoint's steps).
    #[arg(long)]
    steps: usize,
    #[arg(long, value_enum, default_value = "cpu")]
    backend: Backend,
    /// Initial params and states: argN.npy (global arrays), each rank
    /// reading only its piece (default: seeded random values).
    #[arg(long)]
    init: Option<PathBuf>,
    /// Batches: argN.npy for each input argument N, with a leading step
    /// dim (step i reads slice i mod its length; without it, the batch of
    /// every step), each rank reading only its piece (default: seeded
    /// random values).
    #[arg(long)]
    data: Option<PathBuf>,
    /// Write checkpoints into this folder (shared by every rank).
    #[arg(long)]
    checkpoint: Option<PathBuf>,
    /// With --checkpoint: write one every this many steps (and after the last).
    #[arg(long, default_value_t = 100)]
    every: usize,
    /// With --checkpoint: keep the newest this many.
    #[arg(long, default_value_t = 2)]
    keep: usize,
    /// Continue from the newest checkpoint in --checkpoint (also one that
    /// a differently partitioned executable of the same step wrote).
    #[arg(long)]
    resume: bool,
    /// Seed of the initial values and batches when not given.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The mesh the caller expects (e.g. 2x4); refused if the executable's differs.
    #[arg(long)]
    mesh: Option<String>,
    #[command(flatten)]
    job: JobArgs,
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
struct CheckpointCli {
    #[arg(value_enum)]
    action: CheckpointAction,
    /// A checkpoint (step-N folder) or a folder of them (the newest is taken).
    checkpoint: PathBuf,
    /// compare: the other checkpoint, or a folder of argN.npy.
    other: Option<PathBuf>,
    /// export: where to write argN.npy.
    #[arg(long)]
    out: Option<PathBuf>,
    /// compare: the largest accepted relative error.
    #[arg(long, default_value_t = 0.0)]
    rtol: f64,
}

#[derive(Clone, Copy, ValueEnum)]
enum CheckpointAction {
    /// Write the global tensors as argN.npy (--out DIR).
    Export,
    /// Compare two checkpoints tensor by tensor.
    Compare,
}

/// The command's arguments without the launcher's own (for the ranks it
/// starts).
fn rank_arguments() -> Vec<std::ffi::OsString> {
    let mut arguments = Vec::new();
    let mut skip_value = false;
    for argument in std::env::args_os().skip(1) {
        if skip_value {
            skip_value = false;
            continue;
        }
        let text = argument.to_string_lossy();
        let launcher = ["--nproc-per-node", "--nnodes", "--node-rank"]
            .iter()
            .find(|flag| text == **flag || text.starts_with(&format!("{flag}=")));
        match launcher {
            Some(flag) => skip_value = text == *flag,
            None => arguments.push(argument),
        }
    }
    arguments
}

/// The command line parsed as `P`, or the exit for a usage error or help.
fn parse<P: Parser>(arguments: Vec<std::ffi::OsString>, help: &str) -> Result<P, ExitCode> {
    match P::try_parse_from(arguments) {
        Ok(cli) => Ok(cli),
        Err(error) if error.use_stderr() => {
            // clap's message up to its usage, on one line.
            let message = error.to_string();
            let lines: Vec<&str> = message
                .lines()
                .take_while(|line| !line.trim().is_empty())
                .map(str::trim)
                .collect();
            eprintln!("spmd-exec: {} (see '{help} --help')", lines.join(" "));
            Err(ExitCode::FAILURE)
        }
        Err(help) => {
            let _ = help.print();
            Err(ExitCode::SUCCESS)
        }
    }
}

fn main() -> ExitCode {
    let mut arguments: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let command = arguments.get(1).and_then(|a| a.to_str()).map(str::to_owned);
    let outcome = match command.as_deref() {
        Some(word @ ("train" | "checkpoint")) => {
            // The subcommand's own parser sees "spmd-exec <word>" as its name.
            arguments.remove(1);
            let name = format!("spmd-exec {word}");
            if word == "train" {
                match parse::<TrainCli>(arguments, &name) {
                    Ok(cli) => run_training(&cli),
                    Err(code) => return code,
                }
            } else {
                match parse::<CheckpointCli>(arguments, &name) {
                    Ok(cli) => export_checkpoint(&cli),
                    Err(code) => return code,
                }
            }
        }
        _ => match parse::<Cli>(arguments, "spmd-exec") {
            Ok(cli) => run(&cli),
            Err(code) => return code,
        },
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            // In a job, say which rank speaks.
            let rank = World::from_env()
                .ok()
                .flatten()
                .map(|w| format!("rank {}: ", w.rank))
                .unwrap_or_default();
            // One write, so that the lines of several ranks do not interleave.
            let line = format!("spmd-exec: error: {rank}{message}\n");
            let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
            ExitCode::FAILURE
        }
    }
}

fn global_inputs(cli: &Cli, executable: &Executable) -> Result<Vec<Tensor>, String> {
    let shapes: Vec<(ElementType, Vec<usize>)> = executable
        .arguments
        .iter()
        .map(|s| (s.global.element, s.global.shape.clone()))
        .collect();
    let mut random = random_inputs(&shapes, cli.seed).into_iter();
    executable
        .arguments
        .iter()
        .enumerate()
        .map(|(index, signature)| {
            let global = &signature.global;
            let tensor = match &cli.inputs {
                Some(dir) => {
                    let path = dir.join(format!("arg{index}.npy"));
                    if !path.exists() {
                        return Err(format!(
                            "argument #{index}: missing input {}",
                            path.display()
                        ));
                    }
                    npy::read(&path).map_err(|e| format!("argument #{index}: {e}"))?
                }
                None => random.next().expect("one random input per argument"),
            };
            if tensor.shape != global.shape {
                return Err(format!(
                    "argument #{index}: input has shape {:?}, the executable takes {:?}",
                    tensor.shape, global.shape
                ));
            }
            // .npy has no bf16: bf16 arrays travel as f32.
            let tensor =
                if tensor.element == ElementType::F32 && global.element == ElementType::BF16 {
                    Tensor::from_f64(
                        ElementType::BF16,
                        &tensor.shape,
                        (0..tensor.numel())
                            .map(|i| tensor.data.get_f64(i))
                            .collect(),
                    )
                } else {
                    tensor
                };
            if tensor.element != global.element {
                return Err(format!(
                    "argument #{index}: input has element type {:?}, the executable takes {:?}",
                    tensor.element, global.element
                ));
            }
            Ok(tensor)
        })
        .collect()
}

/// `--backend cuda --compile-only`: compiles the kernels and plans the
/// library calls; needs no GPU.
fn compile_only(cli: &Cli, executable: &Executable) -> Result<bool, String> {
    if !cli.arch.starts_with("sm_") || cli.arch[3..].parse::<u32>().is_err() {
        return Err(format!(
            "--arch {}: expected a GPU architecture like sm_80 or sm_90",
            cli.arch
        ));
    }
    let report = spmd_runtime::cuda::compile_kernels(
        executable,
        &cli.arch,
        &spmd_runtime::cuda::nvrtc::Cache::Default,
    )?;
    spmd_executable::say!(
        "compiled {} kernels for {} ({} from the cache)",
        report.kernels,
        cli.arch,
        report.cached
    );
    let calls = spmd_runtime::cuda::library_calls::plan(executable)?;
    spmd_executable::say!(
        "planned {} GEMMs as {} cuBLAS calls, {} collectives as NCCL calls over {} communicators",
        calls.gemms.len(),
        calls.cublas_calls(),
        calls.collectives.len(),
        calls.communicators.len()
    );
    Ok(true)
}

/// A backend's results and what `--stats` prints of its runs.
struct Ran {
    results: Vec<Tensor>,
    stats: Vec<String>,
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

/// `SPMD_TRAIN_KILL=RANK:STEP` (or `RANK:checkpoint:STEP`): the fault
/// tests inject, `kill -9` of this process at that step (or while writing
/// that step's checkpoint) when it is that rank.
fn injected_kill(rank: usize) -> Result<Option<KillAt>, String> {
    let Ok(text) = std::env::var("SPMD_TRAIN_KILL") else {
        return Ok(None);
    };
    let bad = || format!("SPMD_TRAIN_KILL={text}: expected RANK:STEP or RANK:checkpoint:STEP");
    let parts: Vec<&str> = text.split(':').collect();
    let number = |t: &str| t.parse::<usize>().map_err(|_| bad());
    let (target, kill) = match parts.as_slice() {
        [r, step] => (number(r)?, KillAt::Step(number(step)?)),
        [r, "checkpoint", step] => (number(r)?, KillAt::Checkpoint(number(step)?)),
        _ => return Err(bad()),
    };
    Ok((target == rank).then_some(kill))
}

/// `spmd-exec train`.
fn run_training(cli: &TrainCli) -> Result<bool, String> {
    if let Some(launched) = cli.job.launch() {
        return launched.map(|()| true);
    }
    let bytes =
        std::fs::read(&cli.executable).map_err(|e| format!("{}: {e}", cli.executable.display()))?;
    let executable =
        Executable::from_bytes(&bytes).map_err(|e| format!("{}: {e}", cli.executable.display()))?;
    if let Some(wanted) = &cli.mesh
        && *wanted != mesh_text(&executable)
    {
        return Err(format!(
            "the executable runs on a {} mesh, not {wanted}",
            mesh_text(&executable)
        ));
    }
    if cli.every == 0 || cli.keep == 0 {
        return Err("--every and --keep must be at least 1".into());
    }
    let (world, group) = cli.job.join(&executable)?;
    let rank = world.as_ref().map_or(0, |w| w.rank);
    let training = Training {
        steps: cli.steps,
        init: cli.init.clone(),
        data: match &cli.data {
            Some(dir) => Source::Files(dir.clone()),
            None => Source::Seeded(cli.seed),
        },
        seed: cli.seed,
        checkpoints: cli.checkpoint.as_ref().map(|dir| Checkpointing {
            dir: dir.clone(),
            every: cli.every,
            keep: cli.keep,
        }),
        resume: cli.resume,
        executable_crc: crc32fast::hash(&bytes),
        reports: rank == 0,
        kill_at: injected_kill(rank)?,
    };
    if let Some(settings) = &training.checkpoints {
        std::fs::create_dir_all(&settings.dir)
            .map_err(|e| format!("{}: {e}", settings.dir.display()))?;
    }
    match cli.backend {
        Backend::Cpu => {
            let threads = cli.job.cpu_threads(world.as_ref(), &executable);
            let mut backend = cpu_backend(&executable, group, threads, cli.job.cpu_kernels);
            train::train(&mut backend, &training).inspect_err(|m| backend.fail(m))?;
        }
        Backend::Cuda => {
            let local_rank = world.as_ref().map_or(0, |w| w.local_rank);
            let options = cuda_options(false, false, cli.job.rendezvous_timeout);
            let mut backend = CudaBackend::new(&executable, group, local_rank, options)
                .map_err(|e| format!("--backend cuda: {e}"))?;
            train::train(&mut backend, &training).inspect_err(|m| backend.fail(m))?;
        }
    }
    Ok(true)
}

/// `spmd-exec checkpoint export | compare`.
fn export_checkpoint(cli: &CheckpointCli) -> Result<bool, String> {
    match (cli.action, &cli.other, &cli.out) {
        (CheckpointAction::Export, None, Some(out)) => {
            let (step, count) = train::checkpoint::export(&cli.checkpoint, out)?;
            spmd_executable::say!(
                "exported {count} tensors of step {step} to {}",
                out.display()
            );
            Ok(true)
        }
        (CheckpointAction::Compare, Some(other), None) => {
            train::checkpoint::compare(&cli.checkpoint, other, cli.rtol)
        }
        (CheckpointAction::Export, _, _) => {
            Err("checkpoint export takes one checkpoint and --out DIR".into())
        }
        (CheckpointAction::Compare, _, _) => {
            Err("checkpoint compare takes two checkpoints (and no --out)".into())
        }
    }
}

/// `--backend cuda`: loads, runs `--iterations` times, and returns the
/// results (rank 0 of a job; the others none).
fn run_cuda(
    cli: &Cli,
    executable: &Executable,
    group: Option<group::Group>,
    local_rank: usize,
) -> Result<Ran, String> {
    let options = cuda_options(
        cli.simulate_mesh,
        cli.allow_tf32,
        cli.job.rendezvous_timeout,
    );
    let loading = Instant::now();
    let mut backend = CudaBackend::new(executable, group, local_rank, options)
        .map_err(|e| format!("--backend cuda: {e}"))?;
    let loaded = loading.elapsed();
    let mut step = || -> Result<Vec<Tensor>, String> {
        backend.set_inputs(&global_inputs(cli, executable)?)?;
        for _ in 0..cli.iterations {
            backend.run()?;
        }
        backend.results()
    };
    let results = step().inspect_err(|message| backend.fail(message))?;
    let profile = if cli.stats {
        let step_ms = backend
            .profile()
            .inspect_err(|message| backend.fail(message))?;
        spmd_runtime::cuda::roofline::report(executable, &step_ms, backend.owned().len())
    } else {
        Vec::new()
    };
    let stats = &backend.stats;
    let mean = |values: &[f32]| values.iter().sum::<f32>() as f64 / values.len().max(1) as f64;
    let replayed = &stats.step_ms[stats.step_ms.len() - stats.replays..];
    let place = format!(
        " on {} ({}){}",
        backend.gpu.name,
        backend.gpu.arch,
        if cli.simulate_mesh {
            ", every rank simulated on it"
        } else {
            ""
        }
    );
    let mut lines = what_runs(executable, &place);
    lines.extend([
        format!(
            "per step on the GPU: {} kernel launches, {} cuBLAS calls, {} NCCL calls",
            stats.launches, stats.cublas_calls, stats.collective_calls
        ),
        format!(
            "time per step: {:.1} us eager (first run), {:.1} us replayed ({} replays of the step's CUDA graph); load {:.1} ms",
            stats.step_ms.first().copied().unwrap_or(0.0) as f64 * 1e3,
            mean(replayed) * 1e3,
            stats.replays,
            loaded.as_secs_f64() * 1e3
        ),
        format!(
            "host time per launch in a replay: {:.2} us",
            stats.replay_host_us.iter().sum::<f64>()
                / stats.replay_host_us.len().max(1) as f64
                / stats.launches.max(1) as f64
        ),
    ]);
    lines.extend(profile);
    Ok(Ran {
        results,
        stats: lines,
    })
}

/// `--stats`'s first lines: what runs where (`place` after the mesh), and
/// its steps.
fn what_runs(executable: &Executable, place: &str) -> Vec<String> {
    let counts = executable.counts();
    let traffic = executable.traffic();
    let mb = |bytes: usize| bytes as f64 / 1e6;
    vec![
        format!(
            "executable: @{} on mesh {} ({} ranks){place}",
            executable.function,
            mesh_text(executable),
            executable.mesh.device_count()
        ),
        format!(
            "per step: {} kernels, {} gemms, {} copies, {} collectives moving {} bytes per rank",
            counts.kernels,
            counts.gemms,
            counts.copies,
            counts.collectives,
            counts.collective_bytes
        ),
        format!(
            "{:.1} MB moved per step by each rank at the least (kernels {:.1}, GEMMs {:.1}, copies {:.1}, scatters and scans {:.1})",
            mb(traffic.total()),
            mb(traffic.kernels),
            mb(traffic.gemms),
            mb(traffic.copies),
            mb(traffic.indexed)
        ),
    ]
}

fn mesh_text(executable: &Executable) -> String {
    let dims: Vec<String> = executable
        .mesh
        .shape
        .iter()
        .map(ToString::to_string)
        .collect();
    dims.join("x")
}

fn run(cli: &Cli) -> Result<bool, String> {
    if let Some(launched) = cli.job.launch() {
        return launched.map(|()| true);
    }
    let executable = Executable::read(&cli.executable)
        .map_err(|e| format!("{}: {e}", cli.executable.display()))?;
    if let (Backend::Cuda, true) = (cli.backend, cli.compile_only) {
        return compile_only(cli, &executable);
    }
    let mesh = mesh_text(&executable);
    if let Some(wanted) = &cli.mesh
        && *wanted != mesh
    {
        return Err(format!(
            "the executable runs on a {mesh} mesh, not {wanted}"
        ));
    }
    if cli.iterations == 0 {
        return Err("--iterations must be at least 1".into());
    }
    if cli.simulate_mesh && (World::from_env()?.is_some() || !matches!(cli.backend, Backend::Cuda))
    {
        return Err("--simulate-mesh runs every rank in one process with --backend cuda, not in a job or on the CPU (whose mesh is always simulated)".into());
    }
    let (world, group) = cli.job.join(&executable)?;
    let ran = match cli.backend {
        Backend::Cpu => {
            let threads = cli.job.cpu_threads(world.as_ref(), &executable);
            run_cpu(cli, &executable, group, threads)?
        }
        Backend::Cuda => {
            let local_rank = world.as_ref().map_or(0, |w| w.local_rank);
            run_cuda(cli, &executable, group, local_rank)?
        }
    };
    if world.as_ref().is_some_and(|w| w.rank != 0) {
        // Rank 0 reports for the job.
        return Ok(true);
    }
    if cli.stats {
        for line in &ran.stats {
            spmd_executable::say!("{line}");
        }
    }
    let results = ran.results;
    if let Some(dir) = &cli.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        for (index, result) in results.iter().enumerate() {
            npy::write(&dir.join(format!("result{index}.npy")), result)?;
        }
    }
    match &cli.expect {
        Some(dir) => compare(&results, dir, cli.rtol),
        None => {
            if cli.out.is_none() && !cli.stats {
                for (index, result) in results.iter().enumerate() {
                    spmd_executable::say!("result {index}: {}", summary(result));
                }
            }
            Ok(true)
        }
    }
}

/// The CPU backend of every rank in this process, or of this process's
/// rank of a job, on `threads` threads per rank, its kernels run as
/// `kernels` says.
fn cpu_backend(
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

/// `--backend cpu`: every rank in this process, or this process's rank of
/// a job.
fn run_cpu(
    cli: &Cli,
    executable: &Executable,
    group: Option<group::Group>,
    threads: usize,
) -> Result<Ran, String> {
    // Load: the arenas and the inputs written into them.
    let created = Instant::now();
    let mut backend = cpu_backend(executable, group, threads, cli.job.cpu_kernels);
    if cli.stats {
        backend.time_steps();
    }
    let created = created.elapsed();
    let step = |backend: &mut CpuBackend| -> Result<(Vec<Tensor>, Duration, Duration), String> {
        // Every rank reads the global inputs and keeps its piece.
        let globals = global_inputs(cli, executable)?;
        let writing = Instant::now();
        backend.set_inputs(&globals);
        let written = writing.elapsed();
        let started = Instant::now();
        for _ in 0..cli.iterations {
            backend.run()?;
        }
        let elapsed = started.elapsed();
        Ok((backend.results()?, elapsed, written))
    };
    let (results, elapsed, written) =
        step(&mut backend).inspect_err(|message| backend.fail(message))?;
    let loaded = created + written;
    let per_step = elapsed / cli.iterations as u32;
    let t = &backend.timings;
    let runs = t.runs.max(1) as u32;
    let place = match threads {
        1 => ", 1 thread per rank".to_owned(),
        n => format!(", {n} threads per rank"),
    };
    let mut stats = what_runs(executable, &place);
    let native = backend.native_kernels().map_or(0, NativeKernels::count);
    stats.extend([
        format!(
            "kernels: {native} native, {} interpreted",
            executable.kernels.len() - native
        ),
        format!(
            "arena: {} bytes per rank (peak of the buffer plan)",
            executable.arena_bytes
        ),
        format!(
            "time per step: {:.1} us (kernels {:.1}, gemms {:.1}, copies {:.1}, collectives {:.1}); load {:.1} us; {} iterations",
            per_step.as_secs_f64() * 1e6,
            (t.kernels / runs).as_secs_f64() * 1e6,
            (t.gemms / runs).as_secs_f64() * 1e6,
            (t.copies / runs).as_secs_f64() * 1e6,
            (t.collectives / runs).as_secs_f64() * 1e6,
            loaded.as_secs_f64() * 1e6,
            cli.iterations
        ),
    ]);
    let mut slowest: Vec<(usize, Duration)> = t.per_kernel.iter().copied().enumerate().collect();
    slowest.sort_by_key(|&(_, time)| std::cmp::Reverse(time));
    for (k, time) in slowest
        .into_iter()
        .take(5)
        .filter(|(_, time)| !time.is_zero())
    {
        let kernel = &executable.kernels[k];
        let reductions = kernel.reduction.iter().filter(|&&r| r).count();
        stats.push(format!(
            "  kernel {}: {:.1} us, loops {:?} ({} reduced), {} inputs, {} instructions",
            kernel.name,
            (time / runs).as_secs_f64() * 1e6,
            kernel.dims,
            reductions,
            kernel.inputs.len(),
            kernel.body.len()
        ));
    }
    Ok(Ran { results, stats })
}
