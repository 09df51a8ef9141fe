//! The allocator every tool uses: mimalloc, for MLIR's C++ as well.
//!
//! Reads: nothing. Writes: the process's allocator and one of its options.

/// Every tool allocates through mimalloc, MLIR's C++ included (`override`
/// replaces `malloc` and `operator new` for the whole process). The passes
/// build and drop many small attributes, vectors and operations; with
/// glibc's allocator `malloc`, `free` and their consolidation took a fifth
/// of `spmd-bench partition`'s samples, and the Megatron L64 compile ran
/// 1.3-1.4x longer (docs/benchmarks.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(target_os = "linux")]
unsafe extern "C" {
    fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
}

/// `mi_option_purge_delay` in the bundled mimalloc's `mimalloc.h` (v3).
#[cfg(target_os = "linux")]
const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;

/// A tool runs for seconds and frees memory it soon allocates again:
/// mimalloc never hands freed pages back to the OS here. Handed back (its
/// default), each later allocation there faulted in a fresh transparent
/// huge page, zeroed by the kernel: a fifth of `spmd-opt`'s time on the
/// 64-layer FSDP step's propagation. Runs before `main`, as a process
/// constructor, so that every binary that links the tools gets it.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static KEEP_FREED_PAGES: extern "C" fn() = keep_freed_pages;

#[cfg(target_os = "linux")]
extern "C" fn keep_freed_pages() {
    // SAFETY: sets an integer option; mimalloc allows it at any time.
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) };
}
