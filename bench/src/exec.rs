//! `spmd-bench exec`: the step time of an executable on `spmd-exec`'s CPU
//! backend (on one thread and on its default threads), of the MLIR
//! interpreter, of JAX's own `jax.jit` on the CPU
//! (XLA:CPU, `bench/xla_cpu.py`) and of `torch.compile` (CPU,
//! `bench/torch_cpu.py`, for the PyTorch exports), the frameworks on one
//! core and with their default threads, side by side in one run on the
//! same programs (single device), with the ratios; and the size of the
//! release `spmd-exec` binary (what gets shipped). Programs are the
//! fixtures and, as `lm/NAME`, `examples/lm`'s exports (the JAX GPT with a
//! causal mask, HF GPT-2, a PyTorch MLP's Adam step) and, as
//! `vision/NAME`, `examples/vision`'s (CNN training steps from PyTorch and
//! JAX), which the frameworks run on the same recorded inputs.

use crate::Failure;
use clap::Parser;
use melior::ir::Module;
use spmd_executable::{Executable, check::relative_error, grid::DeviceGrid, npy, tensor::Tensor};
use spmd_interpreter::{Program, generalize_named_ops};
use spmd_runtime::{
    cpu::{CpuBackend, threads_per_rank},
    host::backend::Backend,
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
    /// The vision exports' folder (`NAME.linalg.mlir`, `NAME.io`)
    #[arg(long, default_value = "examples/vision")]
    vision: PathBuf,
    /// Programs: fixture names, `llama_train_L4` (from `scale/`),
    /// `lm/NAME` (from `--lm`) or `vision/NAME` (from `--vision`)
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "mlp_adam_train,llama_block_fwd,llama_block_sgd_train,llama_train_L4,\
                         lm/jax_gpt_fwd,lm/jax_gpt_sgd_train,lm/gpt2_fwd,lm/gpt2_sgd_train,\
                         lm/mlp_adam_train,vision/cnn_sgd_train,vision/jax_cnn_sgd_train"
    )]
    programs: Vec<String>,
    /// Steps timed per batch (the executable and JAX; the interpreter runs 3)
    #[arg(long, default_value_t = 50)]
    iterations: usize,
    /// Rounds of the whole table (ours, then each framework's); every
    /// column keeps its best round, so a slow minute of a shared machine
    /// does not land on one side only
    #[arg(long, default_value_t = 3)]
    rounds: usize,
    /// The Python with JAX (`scripts/bench-exec` makes it); `none` skips JAX
    #[arg(long, default_value = "target/bench-venv/bin/python")]
    python: String,
    /// The Python with torch, torch-mlir and transformers (for the PyTorch
    /// exports' torch.compile columns); `none` skips them
    #[arg(long, default_value = "target/lm-venv/bin/python")]
    torch_python: String,
    /// Time our kernels as interpreted by the CPU backend instead of
    /// built natively by the host's C++ compiler (spmd-exec's
    /// `--cpu-kernels interpreted`)
    #[arg(long)]
    interpreted: bool,
}

struct Row {
    name: String,
    /// On one thread, and on the default threads per rank.
    exec_one_us: f64,
    exec_us: f64,
    interpreter_us: f64,
    kernels: usize,
    gemms: usize,
    /// Bytes a step moves at the least (`Executable::traffic`).
    bytes: usize,
    worst: f64,
}

/// The export folders by the prefix their programs are named with.
fn export_folders(args: &ExecArgs) -> [(&'static str, &Path); 2] {
    [("lm", &args.lm), ("vision", &args.vision)]
}

/// `prefix=folder,...` for the frameworks' scripts.
fn export_folders_argument(args: &ExecArgs) -> String {
    export_folders(args)
        .iter()
        .map(|(prefix, folder)| format!("{prefix}={}", folder.display()))
        .collect::<Vec<_>>()
        .join(",")
}

/// A program's source and its recorded inputs' folder: `PREFIX/NAME` in
/// that export folder, else `NAME` in the fixtures folder or its `scale/`.
fn program_files(args: &ExecArgs, name: &str) -> (PathBuf, PathBuf) {
    let exported = export_folders(args)
        .into_iter()
        .find_map(|(prefix, folder)| {
            name.strip_prefix(prefix)
                .and_then(|rest| rest.strip_prefix('/'))
                .map(|rest| (folder.to_path_buf(), rest))
        });
    let (folder, name) = match exported {
        Some(found) => found,
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
fn inputs_for(io: &Path, executable: &Executable) -> Result<Vec<Tensor>, Failure> {
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
        .collect::<Result<_, spmd_executable::Error>>()
        .map_err(Failure::from)
}

/// Times one program on the CPU backend and the interpreter, and compares
/// their results.
fn measure(args: &ExecArgs, name: &str) -> Result<Row, Failure> {
    let (source, io) = program_files(args, name);
    let iterations = args.iterations;
    let (_, source) = input::read(&source.to_string_lossy())?;
    let context = spmd_dialect::create_context();
    let mut module =
        Module::parse(&context, &source).ok_or_else(|| format!("{name} does not parse"))?;
    // As a user runs an export: named ops other than matmuls generalized.
    generalize_named_ops(&mut module)?;
    super::run_pass(&context, &mut module, "spmd-lower-to-runtime", "")?;
    let function = find_function(&module, None)?;
    let executable = translate(function).map_err(|(_, message)| message)?;
    let inputs = inputs_for(&io, &executable)?;
    let mut backend = CpuBackend::new(&executable);
    if !args.interpreted {
        let declined = backend.build_native_kernels(|_| {})?;
        for (kernel, reason) in declined {
            eprintln!("spmd-bench exec: {name}: kernel {kernel} is interpreted: {reason}");
        }
    }
    backend.set_inputs(&inputs)?;
    backend.run()?;
    // One thread and the default threads, alternately; the best of three.
    let (mut exec_one_us, mut exec_us) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..3 {
        for (threads, best) in [(1, &mut exec_one_us), (threads_per_rank(1), &mut exec_us)] {
            backend.set_threads(threads);
            let started = Instant::now();
            for _ in 0..iterations {
                backend.run()?;
            }
            *best = best.min(started.elapsed().as_secs_f64() * 1e6 / iterations as f64);
        }
    }
    let executed = backend.results()?;

    let mut plain =
        Module::parse(&context, &source).ok_or_else(|| format!("{name} does not parse"))?;
    generalize_named_ops(&mut plain)?;
    let function = find_function(&plain, None)?;
    let program =
        Program::compile(function, &DeviceGrid::new(&[1])).map_err(|e| e.reason.to_string())?;
    let mut interpreter_us = f64::INFINITY;
    let mut interpreted = Vec::new();
    for _ in 0..3 {
        let started = Instant::now();
        interpreted = program
            .run(vec![inputs.clone()])
            .map_err(|e| e.reason.to_string())?
            .remove(0);
        interpreter_us = interpreter_us.min(started.elapsed().as_secs_f64() * 1e6);
    }
    let worst = executed
        .iter()
        .zip(&interpreted)
        .map(|(a, b)| relative_error(a, b))
        .fold(0.0, f64::max);
    let counts = executable.counts();
    Ok(Row {
        name: name.to_owned(),
        exec_one_us,
        exec_us,
        interpreter_us,
        kernels: counts.kernels,
        gemms: counts.gemms,
        bytes: executable.traffic().total(),
        worst,
    })
}

/// Microseconds per step by program, from a Python script printing `NAME
/// US [US...]` lines (its warnings, such as outputs that differ from the
/// recorded ones, pass through to stderr); on one core (`taskset -c 0`)
/// when `pinned`.
fn framework_times(
    python: &str,
    script: &str,
    arguments: &[String],
    pinned: bool,
    environment: &[(&str, &str)],
) -> Result<Vec<(String, Vec<f64>)>, Failure> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../bench")
        .join(script);
    let mut command = if pinned {
        let mut command = Command::new("taskset");
        command.args(["-c", "0", python]);
        command
    } else {
        Command::new(python)
    };
    let output = command
        .arg(&script)
        .args(arguments)
        .envs(environment.iter().copied())
        .output()
        .map_err(|e| format!("cannot run {python} {}: {e}", script.display()))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(format!("{} failed:\n{stderr}", script.display()).into());
    }
    eprint!("{stderr}");
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace();
            let name = fields.next()?.to_owned();
            let times: Option<Vec<f64>> = fields.map(|f| f.parse().ok()).collect();
            Some((name, times?))
        })
        .collect())
}

/// The frameworks' times per program: XLA:CPU (`jax.jit`, by
/// `bench/xla_cpu.py`) and `torch.compile` (`bench/torch_cpu.py`, the
/// PyTorch exports), each on one core and with its default threads.
#[derive(Default)]
struct Anchors {
    xla_one: Vec<(String, Vec<f64>)>,
    xla: Vec<(String, Vec<f64>)>,
    torch_one: Vec<(String, Vec<f64>)>,
    torch: Vec<(String, Vec<f64>)>,
}

fn time_of(table: &[(String, Vec<f64>)], name: &str, column: usize) -> Option<f64> {
    table
        .iter()
        .find(|(n, _)| n == name)
        .and_then(|(_, times)| times.get(column).copied())
}

fn anchors(args: &ExecArgs) -> Result<Anchors, Failure> {
    let mut anchors = Anchors::default();
    if args.python != "none" {
        let mut arguments = vec![
            args.fixtures.display().to_string(),
            export_folders_argument(args),
            args.iterations.to_string(),
        ];
        arguments.extend(args.programs.iter().cloned());
        eprintln!("spmd-bench exec: XLA:CPU (jax.jit) on the same programs...");
        anchors.xla = framework_times(&args.python, "xla_cpu.py", &arguments, false, &[])?;
        let one_thread = [("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false")];
        anchors.xla_one =
            framework_times(&args.python, "xla_cpu.py", &arguments, true, &one_thread)?;
    }
    let torch_programs = args.programs.iter().any(|p| {
        p.split_once('/')
            .is_some_and(|(_, name)| !name.starts_with("jax"))
    });
    if args.torch_python != "none" && torch_programs {
        if !Path::new(&args.torch_python).exists() {
            eprintln!(
                "spmd-bench exec: no {} (python3 -m venv target/lm-venv && target/lm-venv/bin/pip install './python[torch,hf]'): no torch.compile columns",
                args.torch_python
            );
            return Ok(anchors);
        }
        eprintln!("spmd-bench exec: torch.compile on the PyTorch exports...");
        let threads = |count: &str| {
            let mut arguments = vec![
                export_folders_argument(args),
                args.iterations.to_string(),
                count.to_owned(),
            ];
            arguments.extend(args.programs.iter().cloned());
            arguments
        };
        anchors.torch = framework_times(
            &args.torch_python,
            "torch_cpu.py",
            &threads("0"),
            false,
            &[],
        )?;
        anchors.torch_one =
            framework_times(&args.torch_python, "torch_cpu.py", &threads("1"), true, &[])?;
    }
    Ok(anchors)
}

/// The best of each program's times in `table` and `other`.
fn best_of(table: &mut Vec<(String, Vec<f64>)>, other: Vec<(String, Vec<f64>)>) {
    for (name, times) in other {
        match table.iter_mut().find(|(n, _)| *n == name) {
            Some((_, best)) => {
                for (b, t) in best.iter_mut().zip(times) {
                    *b = b.min(t);
                }
            }
            None => table.push((name, times)),
        }
    }
}

pub fn bench_exec(args: &ExecArgs) -> Result<(), Failure> {
    let mut rows: Vec<Row> = Vec::new();
    let mut anchors = Anchors::default();
    for round in 0..args.rounds.max(1) {
        for name in &args.programs {
            eprintln!(
                "spmd-bench exec: round {} of {}: {name}...",
                round + 1,
                args.rounds
            );
            let row = measure(args, name)?;
            match rows.iter_mut().find(|r| r.name == row.name) {
                Some(best) => {
                    best.exec_one_us = best.exec_one_us.min(row.exec_one_us);
                    best.exec_us = best.exec_us.min(row.exec_us);
                    best.interpreter_us = best.interpreter_us.min(row.interpreter_us);
                }
                None => rows.push(row),
            }
        }
        let round = self::anchors(args)?;
        best_of(&mut anchors.xla_one, round.xla_one);
        best_of(&mut anchors.xla, round.xla);
        best_of(&mut anchors.torch_one, round.torch_one);
        best_of(&mut anchors.torch, round.torch);
    }
    println!(
        "single device, us per step; spmd-exec (CPU backend), XLA:CPU (jax.jit) and torch.compile \
         (the PyTorch exports) on one thread (1t; the frameworks pinned to one core) and with their \
         default threads ({} cores); the interpreter on one thread; ratios at the same thread count; \
         the best of {} rounds; MB/step: the bytes a step reads and writes at the least",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        args.rounds.max(1)
    );
    println!(
        "{:<22} {:>7} {:>5} {:>8} {:>9} {:>9} {:>11} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>11} {:>11}",
        "program",
        "kernels",
        "gemms",
        "MB/step",
        "spmd 1t",
        "spmd",
        "interpreter",
        "XLA 1t",
        "XLA",
        "torch 1t",
        "torch",
        "/ XLA 1t",
        "/ XLA",
        "/ torch 1t",
        "/ torch"
    );
    let cell = |us: Option<f64>| us.map_or("-".to_owned(), |us| format!("{us:.1}"));
    for row in &rows {
        let xla_one = time_of(&anchors.xla_one, &row.name, 0);
        let xla = time_of(&anchors.xla, &row.name, 0);
        // torch_cpu.py prints eager, then compiled.
        let torch_one = time_of(&anchors.torch_one, &row.name, 1);
        let torch = time_of(&anchors.torch, &row.name, 1);
        let ratio = |ours: f64, theirs: Option<f64>| {
            theirs.map_or("-".to_owned(), |us| format!("{:.2}x", ours / us))
        };
        println!(
            "{:<22} {:>7} {:>5} {:>8.2} {:>9.1} {:>9.1} {:>11.1} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>11} {:>11}",
            row.name,
            row.kernels,
            row.gemms,
            row.bytes as f64 / 1e6,
            row.exec_one_us,
            row.exec_us,
            row.interpreter_us,
            cell(xla_one),
            cell(xla),
            cell(torch_one),
            cell(torch),
            ratio(row.exec_one_us, xla_one),
            ratio(row.exec_us, xla),
            ratio(row.exec_one_us, torch_one),
            ratio(row.exec_us, torch),
        );
        if row.worst > 1e-5 {
            return Err(format!(
                "{}: the executable differs from the interpreter by {:.2e}",
                row.name, row.worst
            )
            .into());
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
