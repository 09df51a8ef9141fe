//! A GEMM step as its planned cuBLAS calls.

use crate::Error;
use std::ffi::c_void;

use cudarc::cublas::sys as blas_sys;

use super::{CudaBackend, CudaStats};
use crate::{
    cuda::{
        cublas_plan::{self, Transpose},
        device::{DeviceMemory, Gpu},
        library_calls::LibraryCalls,
    },
    host::memory::View,
};
use spmd_executable::{Executable, Init, ValueId, tensor::ElementType};

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

/// Per GEMM of `calls` planned as several strided calls, the pointers of
/// its products' A, B and C matrices in `arena` (all A's, then all B's,
/// then all C's), uploaded for `cublasGemmBatchedEx`: one call per GEMM,
/// as a CUDA graph replays it (the arena does not move).
pub(super) fn pointer_arrays(
    executable: &Executable,
    calls: &LibraryCalls,
    gpu: &Gpu,
    arena: &DeviceMemory,
) -> Result<Vec<Option<DeviceMemory>>, Error> {
    calls
        .gemms
        .iter()
        .zip(&executable.gemms)
        .map(|(gemm_calls, gemm)| {
            if gemm_calls.len() < 2 {
                return Ok(None);
            }
            let first = &gemm_calls[0];
            let bytes = gemm.element.bytes();
            let products = cublas_plan::products(gemm_calls);
            let values = [first.a.value, first.b.value, first.c.value];
            let mut pointers = Vec::with_capacity(3 * 8 * products.len());
            for operand in 0..3 {
                let base = View::of(executable, values[operand]).offset;
                for product in &products {
                    let address = arena.at(base + product[operand] * bytes);
                    pointers.extend_from_slice(&address.to_le_bytes());
                }
            }
            let memory = gpu.alloc(pointers.len())?;
            gpu.upload(memory.at(0), &pointers)?;
            Ok(Some(memory))
        })
        .collect()
}

/// A cuBLAS call's status as a result, the call counted in `stats`.
fn called(
    stats: &mut CudaStats,
    status: blas_sys::cublasStatus_t,
    gemm: &str,
) -> Result<(), Error> {
    status
        .result()
        .map_err(|e| Error::Device(format!("cuBLAS: GEMM '{gemm}': {e:?}")))?;
    stats.cublas_calls += 1;
    Ok(())
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
            Init::Value(access) if View::of(executable, access.value).offset == c.offset => 1.0,
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
        let (compute, scale_f32, beta_f32, scale_f64, beta_f64) = (
            match element {
                ElementType::F64 => blas_sys::cublasComputeType_t::CUBLAS_COMPUTE_64F,
                _ if self.options.allow_tf32 && element == ElementType::F32 => {
                    blas_sys::cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_TF32
                }
                _ => blas_sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
            },
            gemm.scale as f32,
            beta as f32,
            gemm.scale,
            beta,
        );
        let (alpha, beta): (*const c_void, *const c_void) = if element == ElementType::F64 {
            (
                &scale_f64 as *const f64 as *const c_void,
                &beta_f64 as *const f64 as *const c_void,
            )
        } else {
            (
                &scale_f32 as *const f32 as *const c_void,
                &beta_f32 as *const f32 as *const c_void,
            )
        };
        let address = |value: ValueId, offset: usize| {
            (arena + View::of(executable, value).offset as u64 + offset as u64 * bytes)
                as *mut c_void
        };
        let calls = &self.calls.gemms[g];
        if let (Some(pointers), Some(call)) =
            (&self.ranks[position].gemm_pointers[g], calls.first())
        {
            let count: usize = calls.iter().map(|call| call.batch).sum();
            let array = |operand: usize| pointers.at(operand * count * 8) as *const *const c_void;
            let status = unsafe {
                blas_sys::cublasGemmBatchedEx(
                    self.cublas.0,
                    operation(call.transa),
                    operation(call.transb),
                    call.m as i32,
                    call.n as i32,
                    call.k as i32,
                    alpha,
                    array(0),
                    data_type(element),
                    call.a.ld as i32,
                    array(1),
                    data_type(element),
                    call.b.ld as i32,
                    beta,
                    array(2) as *const *mut c_void,
                    data_type(element),
                    call.c.ld as i32,
                    count as i32,
                    compute,
                    blas_sys::cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT,
                )
            };
            called(&mut self.stats, status, &gemm.name)?;
            return Ok(());
        }
        for call in calls {
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
            called(&mut self.stats, status, &gemm.name)?;
        }
        Ok(())
    }
}
