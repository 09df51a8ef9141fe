//! What spmd's command-line tools share: reading the input (and its
//! `--split-input-file` chunks) and printing MLIR diagnostics as mlir-opt does.

pub mod diagnostics;
pub mod input;
