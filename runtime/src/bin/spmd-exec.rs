//! `spmd-exec STEP.spmdx --backend cpu`: runs an executable written by
//! `spmd-translate --spmd-to-executable`, with no compiler inside. Inputs
//! are global arrays (`argN.npy`), sliced per rank by the arguments'
//! shardings; results are assembled into global arrays (`resultN.npy`).
//! Ranks run as threads of this process, or one process per rank: under
//! torchrun / mpirun / SLURM, or started by `--nproc-per-node N`
//! (`spmd_runtime::launch`); results are gathered to rank 0, which
//! reports.

use clap::{Parser, ValueEnum};
use spmd_runtime::{
    check::{compare, random_inputs, summary},
    cpu::CpuBackend,
    cuda::backend::{CudaBackend, CudaOptions},
    executable::Executable,
    launch::{self, World, group},
    npy,
    tensor::{ElementType, Tensor},
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

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if error.use_stderr() => {
            let message = error.to_string();
            eprintln!(
                "spmd-exec: {} (see 'spmd-exec --help')",
                message.lines().next().unwrap_or_default()
            );
            return ExitCode::FAILURE;
        }
        Err(help) => {
            let _ = help.print();
            return ExitCode::SUCCESS;
        }
    };
    match run(&cli) {
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
    println!(
        "compiled {} kernels for {} ({} from the cache)",
        report.kernels, cli.arch, report.cached
    );
    let calls = spmd_runtime::cuda::library_calls::plan(executable)?;
    println!(
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

/// `--backend cuda`: loads, runs `--iterations` times, and returns the
/// results (rank 0 of a job; the others none).
fn run_cuda(
    cli: &Cli,
    executable: &Executable,
    group: Option<group::Group>,
    local_rank: usize,
) -> Result<Ran, String> {
    let options = CudaOptions {
        simulate_mesh: cli.simulate_mesh,
        allow_tf32: cli.allow_tf32,
        cache: spmd_runtime::cuda::nvrtc::Cache::Default,
        collective_timeout: Duration::from_secs(cli.rendezvous_timeout),
        synchronize_each_step: std::env::var("SPMD_CUDA_SYNC").is_ok_and(|v| v == "1"),
    };
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
    Ok(Ran {
        results,
        stats: lines,
    })
}

/// `--stats`'s first lines: what runs where (`place` after the mesh), and
/// its steps.
fn what_runs(executable: &Executable, place: &str) -> Vec<String> {
    let counts = executable.counts();
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
    if let Some(nproc_per_node) = cli.nproc_per_node {
        launch::supervise::run(&launch::supervise::Launch {
            nproc_per_node,
            nnodes: cli.nnodes,
            node_rank: cli.node_rank,
            arguments: rank_arguments(),
            grace: Duration::from_secs(cli.rendezvous_timeout),
        })?;
        return Ok(true);
    }
    let world = World::from_env()?;
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
    if cli.simulate_mesh && (world.is_some() || !matches!(cli.backend, Backend::Cuda)) {
        return Err("--simulate-mesh runs every rank in one process with --backend cuda, not in a job or on the CPU (whose mesh is always simulated)".into());
    }
    let group = match &world {
        None => None,
        Some(world) => {
            if world.size != executable.mesh.device_count() {
                return Err(format!(
                    "the executable runs on a {mesh} mesh ({} ranks), but the {} job has {} (WORLD_SIZE)",
                    executable.mesh.device_count(),
                    world.launcher,
                    world.size
                ));
            }
            Some(group::join(
                world,
                Duration::from_secs(cli.rendezvous_timeout),
            )?)
        }
    };
    let ran = match cli.backend {
        Backend::Cpu => run_cpu(cli, &executable, group)?,
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
            println!("{line}");
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
                    println!("result {index}: {}", summary(result));
                }
            }
            Ok(true)
        }
    }
}

/// `--backend cpu`: every rank in this process, or this process's rank of
/// a job.
fn run_cpu(cli: &Cli, executable: &Executable, group: Option<group::Group>) -> Result<Ran, String> {
    // Load: the arenas and the inputs written into them.
    let created = Instant::now();
    let mut backend = match group {
        None => CpuBackend::new(executable),
        Some(group) => CpuBackend::for_rank(executable, group),
    };
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
    let mut stats = what_runs(executable, "");
    stats.extend([
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
