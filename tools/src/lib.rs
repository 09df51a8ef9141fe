//! What spmd's command-line tools share: the allocator, reading the input
//! (and its `--split-input-file` chunks), printing MLIR diagnostics as
//! mlir-opt does, reading a function's signature, and the translation of a
//! lowered function into an executable (`spmd-translate
//! --spmd-to-executable`).

pub mod diagnostics;

/// Every tool allocates through mimalloc, MLIR's C++ included (`override`
/// replaces `malloc` and `operator new` for the whole process). The passes
/// build and drop many small attributes, vectors and operations; with
/// glibc's allocator `malloc`, `free` and their consolidation took a fifth
/// of `spmd-bench partition`'s samples, and the Megatron L64 compile ran
/// 1.3-1.4x longer (docs/benchmarks.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pub mod input;
pub mod signature;
pub mod translate;
