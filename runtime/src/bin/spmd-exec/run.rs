//! `spmd-exec STEP.spmdx`: one executable run on either backend, its
//! inputs read or drawn, its results written, compared or summarised.

use spmd_executable::{
    Executable,
    check::{compare, random_arguments, summary},
    npy,
    tensor::{ElementType, Tensor},
};
use spmd_runtime::{Context, Error};
use spmd_runtime::{
    host::backend::{Backend, RunTimes},
    launch::World,
};
use std::time::{Duration, Instant};

use crate::{
    cli::{BackendKind, Cli},
    load::{self, Wanted},
    stats::what_runs,
};

/// A backend's results and what `--stats` prints of its runs.
struct Ran {
    results: Vec<Tensor>,
    stats: Vec<String>,
}

pub fn run(cli: &Cli) -> Result<bool, Error> {
    if let Some(launched) = cli.job.launch() {
        return launched.map(|()| true);
    }
    let executable =
        Executable::read(&cli.executable).context(|| cli.executable.display().to_string())?;
    if let (BackendKind::Cuda, true) = (cli.backend, cli.compile_only) {
        return compile_only(cli, &executable);
    }
    let mesh = executable.mesh.shape_text();
    if let Some(wanted) = &cli.mesh
        && *wanted != mesh
    {
        return Err(Error::Invalid(format!(
            "the executable runs on a {mesh} mesh, not {wanted}"
        )));
    }
    if cli.iterations == 0 {
        return Err(Error::Invalid("--iterations must be at least 1".into()));
    }
    if cli.simulate_mesh
        && (World::from_env()?.is_some() || !matches!(cli.backend, BackendKind::Cuda))
    {
        return Err(Error::Invalid("--simulate-mesh runs every rank in one process with --backend cuda, not in a job or on the CPU (whose mesh is always simulated)".into()));
    }
    let (world, group) = cli.job.join(&executable)?;
    let creating = Instant::now();
    let mut backend = load::backend(
        cli.backend,
        &executable,
        &cli.job,
        world.as_ref(),
        group,
        Wanted {
            simulate_mesh: cli.simulate_mesh,
            allow_tf32: cli.allow_tf32,
            round_each_op: cli.round_each_op,
            timed: cli.stats,
        },
    )?;
    let created = creating.elapsed();
    let ran = run_iterations(cli, backend.as_mut(), created)
        .inspect_err(|error| backend.fail(&error.to_string()))?;
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
            .map_err(|e| Error::Invalid(format!("cannot create {}: {e}", dir.display())))?;
        for (index, result) in results.iter().enumerate() {
            npy::write(&dir.join(format!("result{index}.npy")), result)?;
        }
    }
    match &cli.expect {
        Some(dir) => Ok(compare(&results, dir, cli.rtol)?),
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

/// Writes the inputs, runs the step `--iterations` times, and reads the
/// results (rank 0 of a job gets them; the others none), with what
/// `--stats` prints of it.
fn run_iterations<'e>(
    cli: &Cli,
    backend: &mut dyn Backend<'e>,
    created: Duration,
) -> Result<Ran, Error> {
    let executable = backend.executable();
    // Every rank reads the global inputs and keeps its piece.
    let globals = global_inputs(cli, executable)?;
    let writing = Instant::now();
    backend.set_inputs(&globals)?;
    let inputs = writing.elapsed();
    let started = Instant::now();
    for _ in 0..cli.iterations {
        backend.run()?;
    }
    let per_step = started.elapsed() / cli.iterations as u32;
    let results = backend.results()?;
    let stats = if cli.stats {
        let mut lines = what_runs(executable, &backend.place());
        lines.extend(backend.stats(&RunTimes {
            created,
            inputs,
            per_step,
            iterations: cli.iterations,
        })?);
        lines
    } else {
        Vec::new()
    };
    Ok(Ran { results, stats })
}

fn global_inputs(cli: &Cli, executable: &Executable) -> Result<Vec<Tensor>, Error> {
    let mut random = random_arguments(executable, cli.seed).into_iter();
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
                        return Err(Error::Invalid(format!(
                            "argument #{index}: missing input {}",
                            path.display()
                        )));
                    }
                    npy::read(&path).context(|| format!("argument #{index}"))?
                }
                None => random.next().expect("one random input per argument"),
            };
            if tensor.shape != global.shape {
                return Err(Error::Invalid(format!(
                    "argument #{index}: input has shape {:?}, the executable takes {:?}",
                    tensor.shape, global.shape
                )));
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
                return Err(Error::Invalid(format!(
                    "argument #{index}: input has element type {:?}, the executable takes {:?}",
                    tensor.element, global.element
                )));
            }
            Ok(tensor)
        })
        .collect()
}

/// `--backend cuda --compile-only`: compiles the kernels and plans the
/// library calls; needs no GPU.
fn compile_only(cli: &Cli, executable: &Executable) -> Result<bool, Error> {
    if !cli.arch.starts_with("sm_") || cli.arch[3..].parse::<u32>().is_err() {
        return Err(Error::Invalid(format!(
            "--arch {}: expected a GPU architecture like sm_80 or sm_90",
            cli.arch
        )));
    }
    let report = spmd_runtime::cuda::compile_kernels(
        executable,
        &cli.arch,
        spmd_runtime::cuda::codegen::Rounding::each_op_if(cli.round_each_op),
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
