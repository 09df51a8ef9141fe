//! A GEMM step as its planned cuBLAS calls.

use crate::Error;
use std::ffi::c_void;

use cudarc::cublas::sys as blas_sys;

use super::CudaBackend;
use crate::{cuda::cublas_plan::Transpose, host::memory::View};
use spmd_executable::{Init, ValueId, tensor::ElementType};

fn data_type(element: ElementType) -> blas_sys::cudaDataType {
    match element {
        ElementType::F16 => blas_sys::cudaDataType::CUDA_R_16F,
        ElementType::BF16 => blas_sys::cudaDataType::CUDA_R_16BF,
        ElementType::F64 => blas_sys::cudaDataType::CUDA_R_64F,
        _ => blas_sys::cudaDataType::CUDA_R_32F,
    }
}

fn operation(transpose: Transpose) -> blas_sys::cublasOperation_t {
    match transpose {
        Transpose::N => blas_sys::cublasOperation_t::CUBLAS_OP_N,
        Transpose::T => blas_sys::cublasOperation_t::CUBLAS_OP_T,
    }
}

impl CudaBackend<'_> {
    pub(super) fn gemm(&mut self, g: usize, position: usize) -> Result<(), Error> {
        let executable = self.executable;
        let gemm = &executable.gemms[g];
        let arena = self.ranks[position].arena.at(0);
        let c = View::of(executable, gemm.c.value);
        let beta = match &gemm.init {
            Init::Constant(value) if value.f() == 0.0 => 0.0,
            Init::Constant(value) => {
                self.fill(arena + c.offset as u64, c.numel, c.element, *value)?;
                1.0
            }
            Init::Value(access) if access.value == gemm.c.value => 1.0,
            Init::Value(access) => {
                let source = View::of(executable, access.value);
                self.gpu.copy(
                    arena + c.offset as u64,
                    arena + source.offset as u64,
                    c.numel * c.element.bytes(),
                )?;
                1.0
            }
            Init::None => 0.0,
        };
        let element = gemm.element;
        let bytes = element.bytes() as u64;
        let (compute, one_f32, beta_f32, one_f64, beta_f64) = (
            match element {
                ElementType::F64 => blas_sys::cublasComputeType_t::CUBLAS_COMPUTE_64F,
                _ if self.options.allow_tf32 && element == ElementType::F32 => {
                    blas_sys::cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_TF32
                }
                _ => blas_sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
            },
            1.0f32,
            beta as f32,
            1.0f64,
            beta,
        );
        let (alpha, beta): (*const c_void, *const c_void) = if element == ElementType::F64 {
            (
                &one_f64 as *const f64 as *const c_void,
                &beta_f64 as *const f64 as *const c_void,
            )
        } else {
            (
                &one_f32 as *const f32 as *const c_void,
                &beta_f32 as *const f32 as *const c_void,
            )
        };
        let address = |value: ValueId, offset: usize| {
            (arena + View::of(executable, value).offset as u64 + offset as u64 * bytes)
                as *mut c_void
        };
        for call in &self.calls.gemms[g] {
            let status = unsafe {
                blas_sys::cublasGemmStridedBatchedEx(
                    self.cublas.0,
                    operation(call.transa),
                    operation(call.transb),
                    call.m as i32,
                    call.n as i32,
                    call.k as i32,
                    alpha,
                    address(call.a.value, call.a.offset),
                    data_type(element),
                    call.a.ld as i32,
                    call.a.batch_stride as i64,
                    address(call.b.value, call.b.offset),
                    data_type(element),
                    call.b.ld as i32,
                    call.b.batch_stride as i64,
                    beta,
                    address(call.c.value, call.c.offset),
                    data_type(element),
                    call.c.ld as i32,
                    call.c.batch_stride as i64,
                    call.batch as i32,
                    compute,
                    blas_sys::cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT,
                )
            };
            status
                .result()
                .map_err(|e| Error::Device(format!("cuBLAS: GEMM '{}': {e:?}", gemm.name)))?;
            self.stats.cublas_calls += 1;
        }
        Ok(())
    }
}
