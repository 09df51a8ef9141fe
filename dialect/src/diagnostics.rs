//! Reporting located errors from passes and the executor through MLIR's diagnostic engine, so
//! that `spmd-opt`, `--verify-diagnostics` and any host handler see them.

use melior::ir::Location;
use std::{ffi::CString, sync::Mutex};

/// A located error of a pass or the translator: where, and the
/// diagnostic's text. The pass driver emits it through MLIR's diagnostic
/// engine ([`emit_error`]).
pub type Failure<'c> = (Location<'c>, String);

/// An error made a [`Failure`] at `location`: `.map_err(located(location))`.
pub fn located<'c, E: std::fmt::Display>(location: Location<'c>) -> impl Fn(E) -> Failure<'c> {
    move |error| (location, error.to_string())
}

/// Emits `message` as an error at `location`.
pub fn emit_error(location: Location, message: &str) {
    let message = CString::new(message.replace('\0', " ")).expect("NULs were replaced");
    unsafe { mlir_sys::mlirEmitError(location.to_raw(), message.as_ptr()) };
}

/// Prints a remark at `location` on standard error, `file:line:col: remark:
/// message` (MLIR's C API emits errors only).
pub fn emit_remark(location: Location, message: &str) {
    print_located(location, "remark", message);
}

/// Prints a warning at `location` on standard error, as [`emit_remark`].
pub fn emit_warning(location: Location, message: &str) {
    print_located(location, "warning", message);
}

/// The name of the input a tool parsed from memory (whose locations MLIR
/// names "-"), for the remarks and warnings printed here: set by the tool
/// (`spmd-opt` names its input file), so that they name the file as MLIR's
/// own diagnostics do.
static PARSED_INPUT: Mutex<Option<String>> = Mutex::new(None);

/// Names the input modules parsed from memory come from, in remarks and
/// warnings.
pub fn name_parsed_input(name: &str) {
    *PARSED_INPUT
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(name.to_owned());
}

thread_local! {
    /// How many [`quietly`] calls this thread is inside.
    static QUIET: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Runs `work` with remarks and warnings left unprinted: what a pass does
/// on a trial copy of the program (an auto-sharder measuring a candidate)
/// is not the user's program, and its remarks would name the user's lines.
/// Errors are still returned to the caller.
pub fn quietly<T>(work: impl FnOnce() -> T) -> T {
    /// Leaves the quiet part on drop, also where `work` unwinds.
    struct Quiet;
    impl Drop for Quiet {
        fn drop(&mut self) {
            QUIET.with(|quiet| quiet.set(quiet.get() - 1));
        }
    }
    QUIET.with(|quiet| quiet.set(quiet.get() + 1));
    let _quiet = Quiet;
    work()
}

fn print_located(location: Location, severity: &str, message: &str) {
    if QUIET.with(|quiet| quiet.get()) > 0 {
        return;
    }
    let parsed_input = || {
        PARSED_INPUT
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    };
    match file_line_col(location) {
        // A module parsed from a string buffer names its file "-".
        Some((file, line, column)) if file != "-" => {
            eprintln!("{file}:{line}:{column}: {severity}: {message}")
        }
        Some((_, line, column)) if let Some(input) = parsed_input() => {
            eprintln!("{input}:{line}:{column}: {severity}: {message}")
        }
        Some((_, line, column)) => eprintln!("line {line}:{column}: {severity}: {message}"),
        None => eprintln!("{severity}: {message}"),
    }
}

/// The first file position inside a (possibly named, fused or call-site)
/// location: file name, line, column.
pub fn file_line_col(location: Location) -> Option<(String, usize, usize)> {
    if location.is_file_line_col_range() {
        let file = location.file_line_col_range_filename();
        let file = crate::ir::identifier_text(file);
        Some((
            file,
            location.file_line_col_range_start_line(),
            location.file_line_col_range_start_column(),
        ))
    } else if location.is_name() {
        file_line_col(location.name_child_location())
    } else if location.is_call_site() {
        file_line_col(location.call_site_callee())
    } else if location.is_fused() {
        (0..location.fused_num_locations()).find_map(|i| file_line_col(location.fused_location(i)))
    } else {
        None
    }
}

/// `line L:C` of a location, for naming a second place in a message (the
/// diagnostic's own location carries the file).
pub fn line_and_column(location: Location) -> String {
    file_line_col(location).map_or_else(
        || "an unknown location".to_owned(),
        |(_, line, column)| format!("line {line}:{column}"),
    )
}

/// `file:line:col` of a location (`line L:C` for a module parsed from a
/// string), for messages that leave the compiler: a runtime error names
/// the source op it comes from.
pub fn source_position(location: Location) -> String {
    match file_line_col(location) {
        Some((file, line, column)) if file != "-" => format!("{file}:{line}:{column}"),
        _ => line_and_column(location),
    }
}

/// Whether `operation` verifies, its diagnostics unprinted: a trial copy's
/// failure is the trial's answer, not an error in the user's program.
pub fn verifies_quietly(operation: melior::ir::operation::OperationRef) -> bool {
    use melior::ir::operation::OperationLike;
    let context = operation.context();
    // SAFETY: the op's context outlives this call.
    let context = unsafe { context.to_ref() };
    let handler = context.attach_diagnostic_handler(|_| true);
    let verified = operation.verify();
    context.detach_diagnostic_handler(handler);
    verified
}
