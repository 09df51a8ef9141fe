//! C for fused kernels, shared by the two code generators that compile
//! them: the CUDA backend's (NVRTC) and the CPU backend's native kernels
//! (the host's C++ compiler). [`scalar`] is the scalar level (types,
//! literals, every `ScalarOp`); [`body`] a kernel body's statements, its
//! loads and stores at the buffer plan's offsets, and the fault word's
//! codes. The loop structure around a body is each backend's own.

pub mod body;
pub mod scalar;

pub use body::{CodegenError, combine_registers, fault_code, fault_message};
