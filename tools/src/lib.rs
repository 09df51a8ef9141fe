//! What spmd's command-line tools share: the allocator, reading the input
//! (and its `--split-input-file` chunks), printing MLIR diagnostics as
//! mlir-opt does, reading a function's signature, and the translation of a
//! lowered function into an executable (`spmd-translate
//! --spmd-to-executable`).

mod allocator;
pub mod diagnostics;
pub mod input;
pub mod signature;
pub mod translate;
