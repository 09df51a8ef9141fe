//! The CUDA backend, as far as it goes without a GPU to run on: every
//! fused kernel of an executable as CUDA C ([`codegen`]), compiled by
//! NVRTC for a GPU architecture ([`nvrtc`]); every GEMM as cuBLAS calls
//! ([`cublas_plan`]) and every collective as NCCL calls with the copies
//! around them ([`nccl_plan`]), planned for a whole executable
//! ([`library_calls`]); and finding the CUDA driver. Running the step
//! (the arena, launches, the library calls, graph replay) is not in this
//! build yet: `spmd-exec --backend cuda` compiles and plans
//! (`--compile-only`) and otherwise says so.

pub mod backend;
pub mod codegen;
pub mod cublas_plan;
pub mod device;
pub mod library_calls;
mod nccl;
pub mod nccl_plan;
pub mod nvrtc;
mod scalar_c;
pub mod support;

use crate::executable::Executable;

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

/// Generates and compiles every kernel of `executable` for `arch`.
pub fn compile_kernels(
    executable: &Executable,
    arch: &str,
    cache: &nvrtc::Cache,
) -> Result<CompileReport, String> {
    let mut report = CompileReport::default();
    for index in 0..executable.kernels.len() {
        let source = codegen::kernel_source(executable, index).map_err(|e| e.to_string())?;
        let compiled = nvrtc::compile(&source, arch, cache)
            .map_err(|e| format!("kernel {index} ('{}'): {e}", executable.kernels[index].name))?;
        report.kernels += 1;
        report.cached += compiled.cached as usize;
    }
    Ok(report)
}
