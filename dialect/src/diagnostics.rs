//! Reporting located errors from passes and the executor through MLIR's diagnostic engine, so
//! that `spmd-opt`, `--verify-diagnostics` and any host handler see them.

use melior::ir::Location;
use std::ffi::CString;

/// Emits `message` as an error at `location`.
pub fn emit_error(location: Location, message: &str) {
    let message = CString::new(message.replace('\0', " ")).expect("NULs were replaced");
    unsafe { mlir_sys::mlirEmitError(location.to_raw(), message.as_ptr()) };
}
