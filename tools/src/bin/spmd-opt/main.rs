//! `spmd-opt`: parses an MLIR file, runs a pass pipeline that mixes spmd and
//! upstream passes, and prints the result, with mlir-opt's conventions.

mod cli;
mod expectations;

/// Why a run stopped: any error, shown as text by `main` (this is a
/// binary's entry point; the libraries it calls return typed errors).
type Failure = Box<dyn std::error::Error>;

use melior::{
    Context,
    ir::{
        Module,
        operation::{OperationPrintingFlags, OperationRef},
    },
    pass::{PassIrPrintingOptions, PassManager},
};
use std::process::ExitCode;

use cli::{CliError, Invocation};
use spmd_tools::{
    diagnostics::{Collector, Severity, render},
    input::{self, Chunk, SPLIT_MARKER},
};

fn main() -> ExitCode {
    match cli::parse(std::env::args()) {
        Ok(invocation) => match run(&invocation) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::FAILURE,
            Err(error) => fail(&error.to_string()),
        },
        Err(CliError::Display(message)) => {
            let _ = message.print();
            ExitCode::SUCCESS
        }
        Err(CliError::Invalid(message)) => fail(&message),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("spmd-opt: error: {message}");
    ExitCode::FAILURE
}

/// Processes every chunk; `Ok(false)` when a chunk failed (or, with
/// `--verify-diagnostics`, when diagnostics did not match), after reporting it.
fn run(invocation: &Invocation) -> Result<bool, Failure> {
    let cli = &invocation.cli;
    let context = spmd_dialect::create_context();
    melior::utility::register_all_passes();
    if let Some(pipeline) = &invocation.pipeline {
        // Check the pipeline once, before reading any input (untimed: its
        // manager runs nothing).
        pass_manager(&context, pipeline, cli, false)?;
    }
    let (input_name, source) = input::read(&cli.input)?;
    if let Some((line, column, message)) = input::upstream_crasher(&source) {
        eprintln!("{input_name}:{line}:{column}: error: {message}");
        return Ok(false);
    }
    spmd_dialect::name_parsed_input(&input_name);
    let collector = Collector::attach(&context);
    let mut outputs = Vec::new();
    let mut all_ok = true;
    for chunk in input::chunks(&source, cli.split_input_file) {
        let output = process(&context, &chunk, invocation)?;
        let records = collector.take();
        if cli.verify_diagnostics {
            let mut expected = expectations::parse(&source, &chunk.lines)
                .map_err(|message| format!("{input_name}:{message}"))?;
            let failures = expectations::check(&records, &mut expected, &input_name, &source);
            all_ok &= failures.is_empty();
            failures.iter().for_each(|failure| eprint!("{failure}"));
        } else {
            all_ok &= output.is_some() && !records.iter().any(|r| r.severity == Severity::Error);
            records
                .iter()
                .for_each(|record| eprint!("{}", render(record, &input_name, &source)));
        }
        outputs.extend(output);
    }
    let separator = format!("{SPLIT_MARKER}\n");
    if all_ok || cli.output == "-" {
        write_output(&cli.output, &outputs.join(&separator))?;
    } else {
        // As mlir-opt: a failed run leaves no output file (not an empty
        // one, nor an earlier run's).
        remove_stale_output(&cli.output)?;
    }
    Ok(all_ok)
}

/// Parses and transforms one chunk; its printed result, or `None` when
/// parsing or a pass failed (the diagnostics say why).
fn process(
    context: &Context,
    chunk: &Chunk,
    invocation: &Invocation,
) -> Result<Option<String>, Failure> {
    // The parser verifies what it parsed (a module that fails is `None`).
    let Some(mut module) = Module::parse(context, &chunk.padded_text) else {
        return Ok(None);
    };
    let mut verified = true;
    if let Some(pipeline) = &invocation.pipeline {
        let cli = &invocation.cli;
        let manager = pass_manager(context, pipeline, cli, cli.mlir_timing)?;
        if manager.run(&mut module).is_err() {
            return Ok(None);
        }
        verified = invocation.cli.verify_each;
    }
    let flags = printing_flags(&invocation.cli);
    if verified {
        // The printer would verify the module again to choose between the
        // custom and the generic form; the parser or the pass manager's
        // verifier has just done it.
        unsafe { mlir_sys::mlirOpPrintingFlagsAssumeVerified(flags.to_raw()) };
    }
    let text = printed(module.as_operation(), &flags)?;
    // A blank line after each module, as mlir-opt prints them: the same
    // bytes whichever tool runs the passes.
    Ok(Some(text + "\n"))
}

/// The operation's text, printed into one buffer (melior's printer
/// checks and appends each of the printer's millions of small pieces).
fn printed(operation: OperationRef, flags: &OperationPrintingFlags) -> Result<String, Failure> {
    unsafe extern "C" fn append(piece: mlir_sys::MlirStringRef, buffer: *mut std::ffi::c_void) {
        let buffer = unsafe { &mut *(buffer as *mut Vec<u8>) };
        let piece = unsafe { std::slice::from_raw_parts(piece.data as *const u8, piece.length) };
        buffer.extend_from_slice(piece);
    }
    let mut buffer: Vec<u8> = Vec::new();
    unsafe {
        mlir_sys::mlirOperationPrintWithFlags(
            operation.to_raw(),
            flags.to_raw(),
            Some(append),
            &mut buffer as *mut Vec<u8> as *mut std::ffi::c_void,
        )
    };
    String::from_utf8(buffer)
        .map_err(|error| format!("the printed IR is not UTF-8: {error}").into())
}

/// The pass manager of `pipeline` as `cli` asks, its timing report
/// (printed when it is dropped) only where `timed`.
fn pass_manager<'c>(
    context: &'c Context,
    pipeline: &str,
    cli: &cli::Cli,
    timed: bool,
) -> Result<PassManager<'c>, Failure> {
    // Created raw, as melior wraps neither the raw handle nor the timing report.
    let raw = unsafe { mlir_sys::mlirPassManagerCreate(context.to_raw()) };
    if timed {
        unsafe { mlir_sys::mlirPassManagerEnableTiming(raw) };
    }
    let manager = unsafe { PassManager::from_raw(raw) };
    spmd_passes::add_pipeline(&manager, pipeline).map_err(|error| error.to_string())?;
    manager.enable_verifier(cli.verify_each);
    if cli.mlir_print_ir_before_all || cli.mlir_print_ir_after_all {
        manager.enable_ir_printing(&PassIrPrintingOptions {
            before_all: cli.mlir_print_ir_before_all,
            after_all: cli.mlir_print_ir_after_all,
            module_scope: false,
            on_change: false,
            on_failure: false,
            flags: printing_flags(cli),
            tree_printing_path: Default::default(),
        });
    }
    Ok(manager)
}

fn printing_flags(cli: &cli::Cli) -> OperationPrintingFlags {
    let flags = OperationPrintingFlags::new();
    if cli.mlir_print_op_generic {
        flags.print_generic_operation_form()
    } else {
        flags
    }
}

/// Removes `path` if it is a regular file: a device (`/dev/null`), a pipe
/// or a link is left as it is.
fn remove_stale_output(path: &str) -> Result<(), Failure> {
    let is_file = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_file());
    if !is_file {
        return Ok(());
    }
    match std::fs::remove_file(path) {
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => {
            Err(format!("cannot remove '{path}': {}", input::io_reason(&error)).into())
        }
        _ => Ok(()),
    }
}

fn write_output(path: &str, text: &str) -> Result<(), Failure> {
    let text = if text.ends_with('\n') || text.is_empty() {
        text.to_owned()
    } else {
        format!("{text}\n")
    };
    if path == "-" {
        use std::io::Write;
        return std::io::stdout()
            .write_all(text.as_bytes())
            .map_err(|error| format!("cannot write output: {error}").into());
    }
    std::fs::write(path, text)
        .map_err(|error| format!("cannot write '{path}': {}", input::io_reason(&error)).into())
}
