//! What the training loop asks of a backend: the step run on state that
//! stays in each rank's memory, local pieces written and read by value,
//! updates fed back by a copy on the device, and the job's connections.

use crate::{cpu::CpuBackend, cuda::backend::CudaBackend, launch::group::Group};
use spmd_executable::{Executable, ValueId, tensor::Tensor};

/// A loaded executable whose ranks' memory persists across runs.
pub trait Resident<'e> {
    fn executable(&self) -> &'e Executable;
    /// The mesh ranks this process holds, in slot order.
    fn owned(&self) -> Vec<usize>;
    /// Writes a local piece into `value`'s buffer on the rank in `slot`.
    fn write_local(&mut self, slot: usize, value: ValueId, piece: &Tensor) -> Result<(), String>;
    /// `value`'s local piece on the rank in `slot`.
    fn read_local(&mut self, slot: usize, value: ValueId) -> Result<Tensor, String>;
    /// Copies `from`'s buffer into `to`'s on every rank here.
    fn copy_local(&mut self, from: ValueId, to: ValueId) -> Result<(), String>;
    fn run(&mut self) -> Result<(), String>;
    /// This process's connections to the rest of the job, in a job.
    fn group(&mut self) -> Option<&mut Group>;
    /// Tells the job this rank failed.
    fn fail(&mut self, message: &str);
}

impl<'e> Resident<'e> for CpuBackend<'e> {
    fn executable(&self) -> &'e Executable {
        CpuBackend::executable(self)
    }
    fn owned(&self) -> Vec<usize> {
        CpuBackend::owned(self).to_vec()
    }
    fn write_local(&mut self, slot: usize, value: ValueId, piece: &Tensor) -> Result<(), String> {
        CpuBackend::write_local(self, slot, value, piece);
        Ok(())
    }
    fn read_local(&mut self, slot: usize, value: ValueId) -> Result<Tensor, String> {
        Ok(CpuBackend::read_local(self, slot, value))
    }
    fn copy_local(&mut self, from: ValueId, to: ValueId) -> Result<(), String> {
        CpuBackend::copy_local(self, from, to);
        Ok(())
    }
    fn run(&mut self) -> Result<(), String> {
        CpuBackend::run(self)
    }
    fn group(&mut self) -> Option<&mut Group> {
        self.group_mut()
    }
    fn fail(&mut self, message: &str) {
        CpuBackend::fail(self, message);
    }
}

impl<'e> Resident<'e> for CudaBackend<'e> {
    fn executable(&self) -> &'e Executable {
        CudaBackend::executable(self)
    }
    fn owned(&self) -> Vec<usize> {
        CudaBackend::owned(self).to_vec()
    }
    fn write_local(&mut self, slot: usize, value: ValueId, piece: &Tensor) -> Result<(), String> {
        CudaBackend::write_local(self, slot, value, piece)
    }
    fn read_local(&mut self, slot: usize, value: ValueId) -> Result<Tensor, String> {
        CudaBackend::read_local(self, slot, value)
    }
    fn copy_local(&mut self, from: ValueId, to: ValueId) -> Result<(), String> {
        CudaBackend::copy_local(self, from, to)
    }
    fn run(&mut self) -> Result<(), String> {
        CudaBackend::run(self)
    }
    fn group(&mut self) -> Option<&mut Group> {
        self.group_mut()
    }
    fn fail(&mut self, message: &str) {
        CudaBackend::fail(self, message);
    }
}
