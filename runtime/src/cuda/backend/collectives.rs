//! A collective step: the planned copies around one flat call, made by
//! NCCL in a job or, with `--simulate-mesh`, by device copies and the
//! reduce kernels for every rank of the mesh.

use crate::Error;
use std::ffi::c_void;

use cudarc::driver::sys::CUdeviceptr;

use super::CudaBackend;
use crate::{
    cuda::{
        codegen,
        nccl_plan::{
            BoxCopy, Buffer, CollectivePlan, FlatCall, FlatOp, Move, NcclReduction, simulated_moves,
        },
        support_kernels,
    },
    host::memory::View,
};
use spmd_executable::{ValueId, tensor::ElementType};

impl CudaBackend<'_> {
    pub(super) fn collective(
        &mut self,
        index: usize,
        input: ValueId,
        output: ValueId,
    ) -> Result<(), Error> {
        let element = self.executable.tensor(input).element;
        let bytes = element.bytes();
        let plans: Vec<CollectivePlan> = self
            .owned
            .iter()
            .map(|&r| self.calls.collectives[&index][r].clone())
            .collect();
        for (position, plan) in plans.iter().enumerate() {
            self.copies(position, &plan.pack, bytes, input, output)?;
        }
        if let Some(call) = plans.first().and_then(|p| p.call.clone()) {
            match &self.nccl {
                Some(nccl) => {
                    let send = self.address(0, call.send, input, output);
                    let receive = self.address(0, call.receive, input, output);
                    nccl.call(&call, send, receive, self.owned[0], &self.grid, &self.gpu)?;
                }
                None => self.simulated(&call, input, output, element)?,
            }
            self.stats.collective_calls += 1;
        }
        for (position, plan) in plans.iter().enumerate() {
            self.copies(position, &plan.unpack, bytes, input, output)?;
        }
        Ok(())
    }

    /// `call` for every rank of the mesh by device copies and the reduce
    /// kernels: each rank's send side is staged first, then each rank's
    /// receive side is written by its [`simulated_moves`].
    fn simulated(
        &mut self,
        call: &FlatCall,
        input: ValueId,
        output: ValueId,
        element: ElementType,
    ) -> Result<(), Error> {
        let block = call.count * element.bytes();
        let sent = match call.op {
            FlatOp::ReduceScatter(_) | FlatOp::AllToAll => block * self.grid.group_size(&call.axes),
            _ => block,
        };
        for position in 0..self.ranks.len() {
            let from = self.address(position, call.send, input, output);
            self.gpu
                .copy(self.ranks[position].staged.at(0), from, sent)?;
        }
        // In a simulated mesh, a rank's position is its mesh rank.
        let bases: Vec<CUdeviceptr> = self.ranks.iter().map(|r| r.staged.at(0)).collect();
        let staged = |member: usize, index: usize| bases[member] + (index * block) as u64;
        for position in 0..self.ranks.len() {
            let receive = self.address(position, call.receive, input, output);
            let at = |to: usize| receive + (to * block) as u64;
            for step in simulated_moves(call, &self.grid, self.owned[position]) {
                match step {
                    Move::Copy {
                        member,
                        block: b,
                        to,
                    } => self.gpu.copy(at(to), staged(member, b), block)?,
                    Move::Combine {
                        member,
                        block: b,
                        to,
                        op,
                    } => self.accumulate(at(to), staged(member, b), call.count, element, op)?,
                    Move::Divide { to, divisor } => {
                        self.divide(at(to), call.count, element, divisor)?
                    }
                    Move::Zero { to } => self.gpu.zero(at(to), block)?,
                }
            }
        }
        Ok(())
    }

    fn accumulate(
        &mut self,
        acc: CUdeviceptr,
        x: CUdeviceptr,
        count: usize,
        element: ElementType,
        op: NcclReduction,
    ) -> Result<(), Error> {
        let code = support_kernels::element_code(element)
            .ok_or_else(|| Error::Device(format!("no reduction of {element:?} on the GPU")))?;
        let combine = match op {
            NcclReduction::Sum | NcclReduction::Avg => 0,
            NcclReduction::Prod => 1,
            NcclReduction::Max => 2,
            NcclReduction::Min => 3,
        };
        let (mut acc, mut x, mut n, mut code, mut combine) = (acc, x, count as i64, code, combine);
        let mut arguments = [
            &mut acc as *mut CUdeviceptr as *mut c_void,
            &mut x as *mut CUdeviceptr as *mut c_void,
            &mut n as *mut i64 as *mut c_void,
            &mut code as *mut i32 as *mut c_void,
            &mut combine as *mut i32 as *mut c_void,
        ];
        // SAFETY: a kernel of this backend's modules, its parameters in
        // order, pointing into this rank's live memory.
        unsafe {
            self.launch(
                self.support.functions[2],
                codegen::grid_blocks(count),
                &mut arguments,
            )
        }?;
        Ok(())
    }

    fn divide(
        &mut self,
        acc: CUdeviceptr,
        count: usize,
        element: ElementType,
        divisor: usize,
    ) -> Result<(), Error> {
        let code = support_kernels::element_code(element)
            .ok_or_else(|| Error::Device(format!("no average of {element:?} on the GPU")))?;
        let (mut acc, mut n, mut code, mut divisor) = (acc, count as i64, code, divisor as i64);
        let mut arguments = [
            &mut acc as *mut CUdeviceptr as *mut c_void,
            &mut n as *mut i64 as *mut c_void,
            &mut code as *mut i32 as *mut c_void,
            &mut divisor as *mut i64 as *mut c_void,
        ];
        // SAFETY: a kernel of this backend's modules, its parameters in
        // order, pointing into this rank's live memory.
        unsafe {
            self.launch(
                self.support.functions[3],
                codegen::grid_blocks(count),
                &mut arguments,
            )
        }?;
        Ok(())
    }

    /// The address of `buffer` on rank `position` for a collective from
    /// `input` to `output`.
    fn address(
        &self,
        position: usize,
        buffer: Buffer,
        input: ValueId,
        output: ValueId,
    ) -> CUdeviceptr {
        let rank = &self.ranks[position];
        match buffer {
            Buffer::Input => rank.arena.at(View::of(self.executable, input).offset),
            Buffer::Output => rank.arena.at(View::of(self.executable, output).offset),
            Buffer::Send => rank.send.at(0),
            Buffer::Receive => rank.receive.at(0),
        }
    }

    fn copies(
        &mut self,
        position: usize,
        boxes: &[BoxCopy],
        element: usize,
        input: ValueId,
        output: ValueId,
    ) -> Result<(), Error> {
        for copy in boxes {
            let arguments = support_kernels::BoxArguments::new(
                &copy.sizes,
                &copy.from_strides,
                &copy.to_strides,
                element,
            )
            .ok_or_else(|| {
                Error::Invalid(format!(
                    "a collective's copy of {} dims (the CUDA backend copies up to {})",
                    copy.sizes.len(),
                    support_kernels::BOX_RANK
                ))
            })?;
            let from = self.address(position, copy.from, input, output)
                + (copy.from_offset * element) as u64;
            let to =
                self.address(position, copy.to, input, output) + (copy.to_offset * element) as u64;
            self.box_copy(to, from, arguments)?;
        }
        Ok(())
    }
}
