//! The allocator every tool uses: mimalloc, for MLIR's C++ as well.
//!
//! Reads: nothing. Writes: the process's allocator and two of its options.

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

/// `mi_option_allow_thp` in the same header.
#[cfg(target_os = "linux")]
const MI_OPTION_ALLOW_THP: std::ffi::c_int = 43;

/// A tool runs for seconds and frees memory it soon allocates again:
/// mimalloc never hands freed pages back to the OS here. Handed back (its
/// default), each later allocation there faulted in a fresh transparent
/// huge page, zeroed by the kernel: a fifth of `spmd-opt`'s time on the
/// 64-layer FSDP step's propagation. Nor does mimalloc ask for
/// transparent huge pages: where the kernel compacts memory to make one
/// on a fault (`defrag` set to `madvise`, the kernel's default), the heap's
/// growth cost 3x the system time (0.36-0.47 s against 0.11-0.13 s for
/// the 64-layer Megatron compile, 0.85-2.24 s against 0.41-0.66 s for
/// auto-shard on it), and 5% more resident memory. Runs before `main`, as
/// a process constructor, so that every binary that links the tools gets
/// it.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static MEMORY_OPTIONS: extern "C" fn() = set_memory_options;

#[cfg(target_os = "linux")]
extern "C" fn set_memory_options() {
    // SAFETY: sets an integer option; mimalloc allows it at any time.
    unsafe {
        mi_option_set(MI_OPTION_PURGE_DELAY, -1);
        mi_option_set(MI_OPTION_ALLOW_THP, 0);
    }
}
