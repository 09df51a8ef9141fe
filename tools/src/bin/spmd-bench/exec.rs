//! `spmd-bench exec`: the step time of an executable on `spmd-exec`'s CPU
//! backend, of the MLIR interpreter, and of JAX's own `jax.jit` on the CPU
//! (XLA:CPU, `bench/xla_cpu.py`), side by side in one run on the same
//! programs (single device), with the ratios; and the size of the release
//! `spmd-exec` binary (what gets shipped). Programs are the fixtures and,
//! as `lm/NAME`, `examples/lm`'s JAX GPT (causal mask, integer token ids
//! and labels), which JAX runs on the same recorded inputs.

use clap::Parser;
use melior::ir::Module;
use spmd_interpreter::{Program, generalize_named_ops};
use spmd_runtime::{
    cpu::CpuBackend, executable::Executable, grid::DeviceGrid, npy, tensor::Tensor,
};
use spmd_tools::{input, signature::find_function, translate::translate};
use std::{
    path::{Path, PathBuf},
    process::Command,
    time::Instant,
};

#[derive(Parser)]
pub struct ExecArgs {
    /// The fixtures folder (`NAME.linalg.mlir`, `NAME.io`, `scale/`)
    #[arg(long, default_value = "../shared/fixtures")]
    fixtures: PathBuf,
    /// The language-model exports' folder (`NAME.linalg.mlir`, `NAME.io`)
    #[arg(long, default_value = "examples/lm")]
    lm: PathBuf,
    /// Programs: fixture names, `llama_train_L4` (from `scale/`), or
    /// `lm/NAME` (from `--lm`)
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "mlp_adam_train,llama_block_fwd,llama_block_sgd_train,llama_train_L4,\
                         lm/jax_gpt_fwd,lm/jax_gpt_sgd_train"
    )]
    programs: Vec<String>,
    /// Steps timed per batch (the executable and JAX; the interpreter runs 3)
    #[arg(long, default_value_t = 50)]
    iterations: usize,
    /// The Python with JAX (`scripts/bench-exec` makes it); `none` skips JAX
    #[arg(long, default_value = "target/bench-venv/bin/python")]
    python: String,
}

struct Row {
    name: String,
    exec_us: f64,
    interpreter_us: f64,
    kernels: usize,
    gemms: usize,
    worst: f64,
}

/// A program's source and its recorded inputs' folder: `lm/NAME` in the
/// `--lm` folder, else `NAME` in the fixtures folder or its `scale/`.
fn program_files(args: &ExecArgs, name: &str) -> (PathBuf, PathBuf) {
    let (folder, name) = match name.strip_prefix("lm/") {
        Some(name) => (args.lm.clone(), name),
        None if args.fixtures.join(format!("{name}.linalg.mlir")).exists() => {
            (args.fixtures.clone(), name)
        }
        None => (args.fixtures.join("scale"), name),
    };
    (
        folder.join(format!("{name}.linalg.mlir")),
        folder.join(format!("{name}.io")),
    )
}

/// The program's recorded inputs (`io/argN.npy`), else deterministic ones.
fn inputs_for(io: &Path, executable: &Executable) -> Result<Vec<Tensor>, String> {
    executable
        .arguments
        .iter()
        .enumerate()
        .map(|(i, signature)| {
            let path = io.join(format!("arg{i}.npy"));
            if path.exists() {
                return npy::read(&path);
            }
            let ty = &signature.global;
            let count: usize = ty.shape.iter().product();
            let values = (0..count)
                .map(|k| ((k * 7919 + i * 104_729) % 2000) as f64 / 10_000.0 - 0.1)
                .collect();
            Ok(Tensor::from_f64(ty.element, &ty.shape, values))
        })
        .collect()
}

/// Times one program on the CPU backend and the interpreter, and compares
/// their results.
fn measure(args: &ExecArgs, name: &str) -> Result<Row, String> {
    let (source, io) = program_files(args, name);
    let iterations = args.iterations;
    let (_, source) = input::read(&source.to_string_lossy())?;
    let context = spmd_dialect::create_context();
    let mut module =
        Module::parse(&context, &source).ok_or_else(|| format!("{name} does not parse"))?;
    super::run_pass(&context, &mut module, "spmd-lower-to-runtime", "")?;
    let function = find_function(&module, None)?;
    let executable = translate(function).map_err(|(_, message)| message)?;
    let inputs = inputs_for(&io, &executable)?;
    let mut backend = CpuBackend::new(&executable);
    backend.set_inputs(&inputs);
    backend.run()?;
    let started = Instant::now();
    for _ in 0..iterations {
        backend.run()?;
    }
    let exec_us = started.elapsed().as_secs_f64() * 1e6 / iterations as f64;
    let executed = backend.results()?;

    let mut plain =
        Module::parse(&context, &source).ok_or_else(|| format!("{name} does not parse"))?;
    generalize_named_ops(&mut plain)?;
    let function = find_function(&plain, None)?;
    let program = Program::compile(function, &DeviceGrid::new(&[1])).map_err(|e| e.message)?;
    let mut interpreter_us = f64::INFINITY;
    let mut interpreted = Vec::new();
    for _ in 0..3 {
        let started = Instant::now();
        interpreted = program
            .run(vec![inputs.clone()])
            .map_err(|e| e.message)?
            .remove(0);
        interpreter_us = interpreter_us.min(started.elapsed().as_secs_f64() * 1e6);
    }
    let worst = executed
        .iter()
        .zip(&interpreted)
        .map(|(a, b)| {
            let scale = (0..b.numel())
                .map(|i| b.data.get_f64(i).abs())
                .fold(0.0, f64::max)
                .max(1e-30);
            (0..b.numel())
                .map(|i| (a.data.get_f64(i) - b.data.get_f64(i)).abs())
                .fold(0.0, f64::max)
                / scale
        })
        .fold(0.0, f64::max);
    let counts = executable.counts();
    Ok(Row {
        name: name.to_owned(),
        exec_us,
        interpreter_us,
        kernels: counts.kernels,
        gemms: counts.gemms,
        worst,
    })
}

/// JAX's microseconds per step for each program it has a JAX function for,
/// by `bench/xla_cpu.py` (its warnings, such as outputs that differ from
/// the recorded ones, pass through to stderr).
fn xla_cpu(args: &ExecArgs) -> Result<Vec<(String, f64)>, String> {
    if args.python == "none" {
        return Ok(Vec::new());
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../bench/xla_cpu.py");
    let output = Command::new(&args.python)
        .arg(script)
        .arg(&args.fixtures)
        .arg(&args.lm)
        .arg(args.iterations.to_string())
        .args(&args.programs)
        .output()
        .map_err(|e| {
            format!(
                "cannot run {}: {e} (bash scripts/bench-exec installs JAX)",
                args.python
            )
        })?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(format!("bench/xla_cpu.py failed:\n{stderr}"));
    }
    eprint!("{stderr}");
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| {
            let (name, us) = line.split_once(' ')?;
            Some((name.to_owned(), us.trim().parse().ok()?))
        })
        .collect())
}

pub fn bench_exec(args: &ExecArgs) -> Result<(), String> {
    let mut rows = Vec::new();
    for name in &args.programs {
        eprintln!("spmd-bench exec: {name}...");
        rows.push(measure(args, name)?);
    }
    eprintln!("spmd-bench exec: XLA:CPU (jax.jit) on the same programs...");
    let xla = xla_cpu(args)?;
    println!(
        "single device, us per step (spmd-exec: CPU backend; interpreter: spmd-run's; XLA:CPU: jax.jit)"
    );
    println!(
        "{:<24} {:>8} {:>6} {:>11} {:>13} {:>11} {:>12} {:>15}",
        "program",
        "kernels",
        "gemms",
        "spmd-exec",
        "interpreter",
        "XLA:CPU",
        "exec / XLA",
        "interp / exec"
    );
    for row in &rows {
        let jax = xla.iter().find(|(n, _)| *n == row.name).map(|(_, us)| *us);
        println!(
            "{:<24} {:>8} {:>6} {:>11.1} {:>13.1} {:>11} {:>12} {:>14.0}x",
            row.name,
            row.kernels,
            row.gemms,
            row.exec_us,
            row.interpreter_us,
            jax.map_or("-".into(), |us| format!("{us:.1}")),
            jax.map_or("-".into(), |us| format!("{:.2}", row.exec_us / us)),
            row.interpreter_us / row.exec_us,
        );
        if row.worst > 1e-5 {
            return Err(format!(
                "{}: the executable differs from the interpreter by {:.2e}",
                row.name, row.worst
            ));
        }
    }
    let exec = std::env::current_exe()
        .ok()
        .and_then(|path| path.parent().map(|dir| dir.join("spmd-exec")))
        .filter(|path| path.exists());
    match exec.and_then(|path| std::fs::metadata(&path).ok().map(|m| (path, m.len()))) {
        Some((path, bytes)) => println!(
            "spmd-exec binary: {} bytes ({:.1} MB), {}",
            bytes,
            bytes as f64 / 1e6,
            path.display()
        ),
        None => println!(
            "spmd-exec binary: not built next to spmd-bench (cargo build --release -p spmd-runtime)"
        ),
    }
    Ok(())
}
