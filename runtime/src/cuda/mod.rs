//! The CUDA backend: every fused kernel of an executable as CUDA C
//! ([`codegen`]), compiled by NVRTC for a GPU architecture ([`nvrtc`]);
//! every GEMM as cuBLAS calls ([`cublas_plan`]) and every collective as
//! NCCL calls with the copies around them ([`nccl_plan`]), planned for a
//! whole executable ([`library_calls`]); running the step on a GPU
//! ([`backend`]: the arena, launches, the library calls, graph replay);
//! and finding the CUDA driver. docs/cuda-backend.md is its design.
//! `spmd-exec --backend cuda --compile-only` compiles and plans without
//! a GPU.

use crate::Context;
use crate::Error;
pub mod backend;
pub mod codegen;
pub mod cublas_plan;
pub mod device;
pub mod indexed_c;
pub mod library_calls;
mod nccl;
pub mod nccl_plan;
pub mod nvrtc;
pub mod roofline;
pub mod support_kernels;

use spmd_executable::Executable;

/// Whether the CUDA driver library (`libcuda.so`) can be loaded.
pub fn driver_present() -> bool {
    unsafe { cudarc::driver::sys::is_culib_present() }
}

/// What compiling an executable's kernels did.
#[derive(Debug, Default)]
pub struct CompileReport {
    pub kernels: usize,
    /// How many came from the on-disk cache.
    pub cached: usize,
}

/// The CUDA C source of step `index` if it is a scatter or a scan (which
/// run functions of their own, `indexed_c`).
pub fn indexed_step_source(executable: &Executable, index: usize) -> Option<Result<String, Error>> {
    matches!(
        executable.steps.get(index),
        Some(spmd_executable::Step::Scatter { .. } | spmd_executable::Step::Scan { .. })
    )
    .then(|| {
        indexed_c::step_function(executable, index)
            .map(|function| format!("{}{function}", codegen::PRELUDE))
            .map_err(|e| Error::Device(e.to_string()))
    })
}

/// Generates every fused kernel of `executable` and compiles them for
/// `arch` side by side ([`nvrtc::compile_each`]), rounding as `rounding`
/// says: the cubins in kernel order, or the first kernel's error.
pub fn compile_fused_kernels(
    executable: &Executable,
    arch: &str,
    rounding: codegen::Rounding,
    cache: &nvrtc::Cache,
) -> Result<Vec<nvrtc::Compiled>, Error> {
    let sources = (0..executable.kernels.len())
        .map(|index| codegen::kernel_source(executable, index, rounding))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| Error::Device(e.to_string()))?;
    nvrtc::compile_each(&sources, arch, cache)
        .into_iter()
        .enumerate()
        .map(|(index, compiled)| {
            compiled.context(|| format!("kernel {index} ('{}')", executable.kernels[index].name))
        })
        .collect()
}

/// Generates and compiles every kernel (and scatter and scan step) of
/// `executable` for `arch`, rounding as `rounding` says, and the support
/// kernels: all a run loads.
pub fn compile_kernels(
    executable: &Executable,
    arch: &str,
    rounding: codegen::Rounding,
    cache: &nvrtc::Cache,
) -> Result<CompileReport, Error> {
    let mut report = CompileReport::default();
    for compiled in compile_fused_kernels(executable, arch, rounding, cache)? {
        report.kernels += 1;
        report.cached += compiled.cached as usize;
    }
    for index in 0..executable.steps.len() {
        let Some(source) = indexed_step_source(executable, index) else {
            continue;
        };
        let compiled = nvrtc::compile(&source?, arch, cache)
            .context(|| format!("step {index} (a scatter or scan)"))?;
        report.kernels += 1;
        report.cached += compiled.cached as usize;
    }
    let compiled = nvrtc::compile(&support_kernels::unit(), arch, cache)
        .context(|| "the support kernels".to_owned())?;
    report.kernels += 1;
    report.cached += compiled.cached as usize;
    Ok(report)
}
