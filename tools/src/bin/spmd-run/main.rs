//! `spmd-run`: runs a function on the CPU mesh executor. A single-device
//! function runs once; a partitioned one (`spmd.partitioned`) runs once per
//! rank, its global inputs sliced by the argument shardings and its results
//! assembled by the result shardings. Inputs and results are global `.npy`
//! arrays (`argN.npy`, `resultN.npy`).

/// Why a run stopped: any error, shown as text by `main` (this is a
/// binary's entry point; the libraries it calls return typed errors).
type Failure = Box<dyn std::error::Error>;

use clap::Parser;
use melior::ir::Module;
use spmd_executable::{
    check::{compare, random_inputs, summary},
    distribution::{assemble, distribute},
    grid::DeviceGrid,
    npy,
    tensor::{ElementType, Tensor},
};
use spmd_interpreter::{ExecError, Program, TensorType, generalize_named_ops};
use spmd_tools::{
    diagnostics::{Collector, render},
    input,
};
use std::{path::PathBuf, process::ExitCode};

use spmd_tools::signature::{Signature, find_function};

/// Runs an MLIR function on a simulated device mesh and checks its results.
///
/// A function marked `spmd.partitioned` is one rank's program: it runs once
/// per device of its mesh (ranks in lockstep, collectives in memory), global
/// inputs are sliced for each rank by the argument shardings and results are
/// assembled from the ranks by the result shardings. Any other function
/// runs once, on one device.
#[derive(Parser, Debug)]
#[command(name = "spmd-run", version, max_term_width = 100)]
struct Cli {
    /// The MLIR file, or '-' for standard input.
    file: String,
    /// The function to run [default: the only function with a body, else @main].
    #[arg(long)]
    function: Option<String>,
    /// The mesh the program is expected to run on, e.g. 2x4 (checked against its shard.grid).
    #[arg(long)]
    mesh: Option<String>,
    /// A folder with one global input per argument: arg0.npy, arg1.npy, ...
    /// [default: seeded random inputs].
    #[arg(long, value_name = "DIR")]
    inputs: Option<PathBuf>,
    /// Write the global results to DIR/result0.npy, ...
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Compare the results with DIR/result0.npy, ...; exit 1 on a mismatch.
    #[arg(long, value_name = "DIR")]
    expect: Option<PathBuf>,
    /// Largest accepted relative error: max |got - expected| / max |expected|.
    #[arg(long, default_value_t = 1e-4)]
    rtol: f64,
    /// Seed of the random inputs.
    #[arg(long, default_value_t = 0)]
    seed: u64,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if error.use_stderr() => {
            let message = error.to_string();
            let line = message.lines().next().unwrap_or_default();
            eprintln!("spmd-run: {line} (see 'spmd-run --help')");
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
            eprintln!("spmd-run: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// `Ok(false)` when MLIR diagnostics (already printed) or a result mismatch failed the run.
fn run(cli: &Cli) -> Result<bool, Failure> {
    let context = spmd_dialect::create_context();
    let collector = Collector::attach(&context);
    let (input_name, source) = input::read(&cli.file)?;
    if let Some((line, column, message)) = input::upstream_crasher(&source) {
        eprintln!("{input_name}:{line}:{column}: error: {message}");
        return Ok(false);
    }
    let print_diagnostics = || {
        collector
            .take()
            .iter()
            .for_each(|record| eprint!("{}", render(record, &input_name, &source)));
    };
    let Some(mut module) = Module::parse(&context, &source) else {
        print_diagnostics();
        return Ok(false);
    };
    generalize_named_ops(&mut module)?;
    let function = find_function(&module, cli.function.as_deref())?;
    let signature = Signature::read(function)?;
    let grid = match &signature.mesh {
        Some(mesh) => DeviceGrid::new(&mesh.shape),
        None => DeviceGrid::new(&[1]),
    };
    check_mesh_flag(cli.mesh.as_deref(), &signature)?;
    let report = |error: ExecError| -> Result<bool, Failure> {
        match error.location {
            Some(location) => {
                spmd_dialect::emit_error(location, &error.reason.to_string());
                print_diagnostics();
                Ok(false)
            }
            None => Err(error.reason.into()),
        }
    };
    let program = match Program::compile(function, &grid) {
        Ok(program) => program,
        Err(error) => return report(error),
    };
    let globals = global_inputs(cli, &signature, &program.argument_types)?;
    let per_rank = rank_inputs(&globals, &signature, &grid);
    let outputs = match program.run(per_rank) {
        Ok(outputs) => outputs,
        Err(error) => return report(error),
    };
    let results = global_results(&outputs, &signature, &grid)?;
    eprintln!(
        "spmd-run: ran @{} on {} ({} rank{})",
        spmd_dialect::ir::symbol_name(function).unwrap_or_default(),
        signature
            .mesh
            .as_ref()
            .map_or("one device".to_owned(), |mesh| format!("mesh {mesh}")),
        grid.size(),
        if grid.size() == 1 { "" } else { "s" }
    );
    if let Some(dir) = &cli.out {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for (index, result) in results.iter().enumerate() {
            npy::write(&dir.join(format!("result{index}.npy")), result)?;
        }
    }
    match &cli.expect {
        Some(dir) => Ok(compare(&results, dir, cli.rtol)?),
        None => {
            for (index, result) in results.iter().enumerate() {
                println!("result {index}: {}", summary(result));
            }
            Ok(true)
        }
    }
}

fn check_mesh_flag(flag: Option<&str>, signature: &Signature) -> Result<(), Failure> {
    let Some(flag) = flag else { return Ok(()) };
    let wanted: Vec<usize> = flag
        .split('x')
        .map(|d| {
            d.parse::<usize>()
                .map_err(|_| format!("--mesh '{flag}' is not like 2x4"))
        })
        .collect::<Result<_, _>>()?;
    match &signature.mesh {
        Some(mesh) if mesh.shape == wanted => Ok(()),
        Some(mesh) => {
            Err(format!("--mesh {flag} but the program is partitioned for mesh {mesh}").into())
        }
        None => Err(format!(
            "--mesh {flag} given, but the function is not partitioned (no '{}')",
            spmd_dialect::PARTITIONED_ATTR
        )
        .into()),
    }
}

/// Global inputs from `--inputs`, else seeded random ones.
fn global_inputs(
    cli: &Cli,
    signature: &Signature,
    local_types: &[TensorType],
) -> Result<Vec<Tensor>, Failure> {
    let shapes: Vec<(ElementType, Vec<usize>)> = signature
        .arguments
        .iter()
        .zip(local_types)
        .map(|(port, local)| (local.element, port.global_shape.clone()))
        .collect();
    let mut random = random_inputs(&shapes, cli.seed).into_iter();
    signature
        .arguments
        .iter()
        .zip(local_types)
        .enumerate()
        .map(|(index, (port, _))| {
            let tensor = match &cli.inputs {
                Some(dir) => npy::read(&dir.join(format!("arg{index}.npy")))?,
                None => random.next().expect("one random input per argument"),
            };
            if tensor.shape != port.global_shape {
                return Err(format!(
                    "argument #{index}: input has shape {:?}, the function takes {:?}",
                    tensor.shape, port.global_shape
                )
                .into());
            }
            Ok(tensor)
        })
        .collect()
}

fn rank_inputs(globals: &[Tensor], signature: &Signature, grid: &DeviceGrid) -> Vec<Vec<Tensor>> {
    let per_argument: Vec<Vec<Tensor>> = globals
        .iter()
        .zip(&signature.arguments)
        .map(|(global, port)| match &port.sharding {
            Some(sharding) => distribute(global, sharding, grid),
            None => vec![global.clone(); grid.size()],
        })
        .collect();
    (0..grid.size())
        .map(|rank| {
            per_argument
                .iter()
                .map(|pieces| pieces[rank].clone())
                .collect()
        })
        .collect()
}

fn global_results(
    outputs: &[Vec<Tensor>],
    signature: &Signature,
    grid: &DeviceGrid,
) -> Result<Vec<Tensor>, Failure> {
    signature
        .results
        .iter()
        .enumerate()
        .map(|(index, port)| {
            let pieces: Vec<Tensor> = outputs.iter().map(|rank| rank[index].clone()).collect();
            match &port.sharding {
                Some(sharding) => assemble(&pieces, sharding, grid, &port.global_shape)
                    .map_err(|error| format!("result #{index}: {error}").into()),
                None => Ok(pieces[0].clone()),
            }
        })
        .collect()
}
