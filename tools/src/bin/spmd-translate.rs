//! `spmd-translate --spmd-to-executable IN -o OUT`: writes a function that
//! `spmd-lower-to-runtime` lowered as an executable for `spmd-exec`, as
//! `mlir-translate` does for outputs that are not MLIR.

use clap::Parser;
use melior::ir::Module;
use spmd_tools::{
    diagnostics::{Collector, render},
    input,
    signature::find_function,
    translate::translate,
};
use std::{path::PathBuf, process::ExitCode};

/// Translate lowered MLIR into an spmd executable (.spmdx).
#[derive(Parser)]
#[command(name = "spmd-translate", version)]
struct Cli {
    /// Input file (`-` for standard input): a module whose function went
    /// through spmd-lower-to-runtime.
    #[arg(default_value = "-")]
    file: String,
    /// Translate to the executable format that spmd-exec runs.
    #[arg(long = "spmd-to-executable", required = true)]
    to_executable: bool,
    /// Output file.
    #[arg(short = 'o', long = "output", default_value = "out.spmdx")]
    output: PathBuf,
    /// The function to translate (default: the only one, else @main).
    #[arg(long)]
    function: Option<String>,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if error.use_stderr() => {
            let message = error.to_string();
            eprintln!(
                "spmd-translate: {} (see 'spmd-translate --help')",
                message.lines().next().unwrap_or_default()
            );
            return ExitCode::FAILURE;
        }
        Err(help) => {
            let _ = help.print();
            return ExitCode::SUCCESS;
        }
    };
    let context = spmd_dialect::create_context();
    let collector = Collector::attach(&context);
    let (input_name, source) = match input::read(&cli.file) {
        Ok(read) => read,
        Err(message) => {
            eprintln!("spmd-translate: error: {message}");
            return ExitCode::FAILURE;
        }
    };
    if let Some((line, column, message)) = input::upstream_crasher(&source) {
        eprintln!("{input_name}:{line}:{column}: error: {message}");
        return ExitCode::FAILURE;
    }
    let print_diagnostics = || {
        collector
            .take()
            .iter()
            .for_each(|record| eprint!("{}", render(record, &input_name, &source)));
    };
    let Some(module) = Module::parse(&context, &source) else {
        print_diagnostics();
        return ExitCode::FAILURE;
    };
    let function = match find_function(&module, cli.function.as_deref()) {
        Ok(function) => function,
        Err(message) => {
            eprintln!("spmd-translate: error: {message}");
            return ExitCode::FAILURE;
        }
    };
    let executable = match translate(function) {
        Ok(executable) => executable,
        Err((location, message)) => {
            spmd_dialect::emit_error(location, &message);
            print_diagnostics();
            return ExitCode::FAILURE;
        }
    };
    if let Err(error) = executable.write(&cli.output) {
        eprintln!(
            "spmd-translate: error: cannot write {}: {}",
            cli.output.display(),
            input::io_reason(&error)
        );
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
