//! Putting a step's work on the stream: the loop over steps, each rank's
//! kernels, scatters and scans, fills, copies and region copies, and the
//! host's scalar steps.

use crate::Error;
use std::ffi::c_void;

use cudarc::driver::sys::CUdeviceptr;

use super::CudaBackend;
use crate::{
    cuda::{
        codegen::{self, BLOCK},
        indexed_c, support_kernels,
    },
    host::{
        copy,
        memory::View,
        scalars::{host_scalar_step, scalar_register},
    },
};
use spmd_executable::{
    Executable, Instr, Step, Storage, ValueId,
    scalar::Scalar,
    shard_op::ShardOp,
    tensor::{ElementType, strides},
};

/// The bits of `value` in a buffer of `element`s (what a fill writes).
fn element_bits(element: ElementType, value: Scalar) -> u64 {
    match element {
        ElementType::F64 => value.f().to_bits(),
        ElementType::F32 => (value.f() as f32).to_bits() as u64,
        ElementType::F16 => half::f16::from_f64(value.f()).to_bits() as u64,
        ElementType::BF16 => half::bf16::from_f64(value.f()).to_bits() as u64,
        integer => integer.wrap(value.i()) as u64,
    }
}

/// What a step is, for an error: its kind, and its kernel's or GEMM's
/// name.
fn step_name(executable: &Executable, step: &Step) -> String {
    match step {
        Step::Kernel(k) => format!("kernel '{}'", executable.kernels[*k].name),
        Step::Rows { kernels, .. } => {
            let names: Vec<&str> = kernels
                .iter()
                .map(|&k| executable.kernels[k].name.as_str())
                .collect();
            format!("row group '{}'", names.join("', '"))
        }
        Step::Gemm(g) => format!("GEMM '{}'", executable.gemms[*g].name),
        Step::Shard { op, .. } => format!("shard.{}", op.name()),
        Step::Scatter { .. } => "a scatter".to_owned(),
        Step::Scan { .. } => "a scan".to_owned(),
        Step::Fill { .. } => "a fill".to_owned(),
        Step::Copy { .. } | Step::CopyRegion { .. } => "a copy".to_owned(),
        _ => "a host step".to_owned(),
    }
}

impl CudaBackend<'_> {
    /// Puts every step on the stream (host steps run now), counting what
    /// it puts there.
    pub(super) fn enqueue_step(&mut self) -> Result<(), Error> {
        let executable = self.executable;
        self.stats.launches = 0;
        self.stats.cublas_calls = 0;
        self.stats.collective_calls = 0;
        let mut index = 0;
        while let Some(step) = executable.steps.get(index) {
            let timed = match self.step_events {
                Some(_) => Some(self.gpu.record()?),
                None => None,
            };
            match step {
                Step::Shard { op, input, outputs } if op.is_collective() => {
                    if let Some(input) = *input {
                        self.collective(index, input, outputs[0])?;
                    }
                }
                Step::Shard { op, outputs, .. } => self.index_op(op, outputs)?,
                Step::LoopBegin { .. } | Step::LoopEnd { .. } => {
                    let mut next = Vec::with_capacity(self.ranks.len());
                    for position in 0..self.ranks.len() {
                        for &(source, target) in crate::host::loops::carried_copies(step) {
                            self.local_step(index, &Step::Copy { source, target }, position)?;
                        }
                        let scalars = &mut self.ranks[position].scalars;
                        next.push(crate::host::loops::advance(executable, index, scalars));
                    }
                    index = crate::host::loops::agreed(next, index)?;
                    continue;
                }
                _ => {
                    for position in 0..self.ranks.len() {
                        self.local_step(index, step, position)?;
                    }
                }
            }
            if let Some(start) = timed {
                let end = self.gpu.record()?;
                if let Some(events) = &mut self.step_events {
                    events.push((index, start, end));
                }
            }
            if self.options.synchronize_each_step {
                self.gpu.synchronize().map_err(|e| {
                    Error::Fault(format!(
                        "step {index} ({}): {e}",
                        step_name(executable, step)
                    ))
                })?;
            }
            index += 1;
        }
        Ok(())
    }

    /// A scatter or scan step on one rank: the original copied into the
    /// target (a scatter), then the step's function.
    fn indexed_step(&mut self, index: usize, step: &Step, position: usize) -> Result<(), Error> {
        let executable = self.executable;
        if let Step::Scatter {
            original, target, ..
        } = step
        {
            let (from, to) = (
                View::of(executable, *original),
                View::of(executable, *target),
            );
            if from.offset != to.offset {
                let arena = &self.ranks[position].arena;
                self.gpu.copy(
                    arena.at(to.offset),
                    arena.at(from.offset),
                    from.numel * from.element.bytes(),
                )?;
            }
        }
        let function = self.indexed_steps[index]
            .as_ref()
            .expect("scatter and scan steps have modules")
            .functions[0];
        let mut arena = self.ranks[position].arena.at(0);
        let mut arguments = [&mut arena as *mut CUdeviceptr as *mut c_void];
        let blocks = codegen::grid_blocks(indexed_c::step_threads(executable, index));
        // SAFETY: a function of this backend's modules; its one parameter,
        // this rank's arena.
        unsafe { self.launch(function, blocks, &mut arguments) }
    }

    /// A step within one rank.
    fn local_step(&mut self, index: usize, step: &Step, position: usize) -> Result<(), Error> {
        let executable = self.executable;
        match step {
            Step::Kernel(k) => self.launch_kernel(index, *k, position)?,
            // The head's function runs the whole group (`Form::RowGroup`).
            Step::Rows { kernels, .. } => self.launch_kernel(index, kernels[0], position)?,
            Step::Scatter { .. } | Step::Scan { .. } => self.indexed_step(index, step, position)?,
            Step::Gemm(g) => self.gemm(*g, position)?,
            Step::Fill { target, value } => {
                let view = View::of(executable, *target);
                let pointer = self.ranks[position].arena.at(view.offset);
                self.fill(pointer, view.numel, view.element, *value)?;
            }
            Step::Copy { source, target } => {
                let (from, to) = (View::of(executable, *source), View::of(executable, *target));
                let arena = &self.ranks[position].arena;
                if from.offset != to.offset {
                    self.gpu.copy(
                        arena.at(to.offset),
                        arena.at(from.offset),
                        from.numel * from.element.bytes(),
                    )?;
                }
            }
            Step::CopyRegion { .. } => self.region(step, position)?,
            Step::Scalar { .. } | Step::ScalarConstant { .. } => {
                host_scalar_step(executable, step, &mut self.ranks[position].scalars);
            }
            Step::Extract {
                source,
                indices,
                result,
            } => {
                let rank = &mut self.ranks[position];
                let view = View::of(executable, *source);
                let range = view.offset..view.offset + view.numel * view.element.bytes();
                self.gpu.download(
                    rank.arena.at(view.offset),
                    &mut rank.host.bytes_mut()[range],
                )?;
                let value = copy::extract(executable, *source, indices, &rank.scalars, &rank.host)?;
                rank.scalars[scalar_register(executable, *result)] = value;
            }
            Step::Shard { .. } | Step::LoopBegin { .. } | Step::LoopEnd { .. } => {
                unreachable!("shard and loop steps run across ranks")
            }
        }
        Ok(())
    }

    /// Launches `function` on `blocks` blocks of [`BLOCK`] threads.
    ///
    /// # Safety
    /// As [`Gpu::launch`].
    pub(super) unsafe fn launch(
        &mut self,
        function: cudarc::driver::sys::CUfunction,
        blocks: u32,
        arguments: &mut [*mut c_void],
    ) -> Result<(), Error> {
        unsafe { self.gpu.launch(function, blocks, BLOCK as u32, arguments) }?;
        self.stats.launches += 1;
        Ok(())
    }

    fn launch_kernel(&mut self, index: usize, k: usize, position: usize) -> Result<(), Error> {
        let executable = self.executable;
        let kernel = &executable.kernels[k];
        let slot = self.slots[index].expect("kernel steps have slots");
        let registers = executable.scalar_registers.max(1);
        let rank = &mut self.ranks[position];
        let (mut arena, integers, floats) = {
            let base = rank.slab.at(slot * registers * 16);
            (rank.arena.at(0), base, base + registers as u64 * 8)
        };
        if kernel
            .body
            .iter()
            .any(|i| matches!(i, Instr::Capture { .. }))
        {
            let mut bytes = Vec::with_capacity(registers * 16);
            for scalar in &rank.scalars {
                bytes.extend_from_slice(&scalar.i().to_le_bytes());
            }
            bytes.resize(registers * 8, 0);
            for scalar in &rank.scalars {
                bytes.extend_from_slice(&scalar.f().to_le_bytes());
            }
            bytes.resize(registers * 16, 0);
            if rank.uploaded[slot].as_ref() != Some(&bytes) {
                if self.capturing {
                    return Err(Error::Invalid(super::CAPTURE_NEEDS_UPLOAD.to_owned()));
                }
                self.gpu.upload(integers, &bytes)?;
                rank.uploaded[slot] = Some(bytes);
            }
        }
        let (mut integers, mut floats) = (integers, floats);
        let blocks = self.kernel_blocks[k];
        let mut arguments = [
            &mut arena as *mut CUdeviceptr as *mut c_void,
            &mut integers as *mut CUdeviceptr as *mut c_void,
            &mut floats as *mut CUdeviceptr as *mut c_void,
        ];
        // SAFETY: a kernel of this backend's modules, its parameters in
        // order, pointing into this rank's live memory.
        unsafe { self.launch(self.kernels[k].functions[0], blocks, &mut arguments) }?;
        Ok(())
    }

    /// Every element of `count` at `pointer` set to `value`.
    pub(super) fn fill(
        &mut self,
        pointer: CUdeviceptr,
        count: usize,
        element: ElementType,
        value: Scalar,
    ) -> Result<(), Error> {
        let (mut to, mut count, mut bytes, mut bits) = (
            pointer,
            count as i64,
            element.bytes() as i32,
            element_bits(element, value),
        );
        let mut arguments = [
            &mut to as *mut CUdeviceptr as *mut c_void,
            &mut count as *mut i64 as *mut c_void,
            &mut bytes as *mut i32 as *mut c_void,
            &mut bits as *mut u64 as *mut c_void,
        ];
        // SAFETY: a kernel of this backend's modules, its parameters in
        // order, pointing into this rank's live memory.
        unsafe {
            self.launch(
                self.support.functions[0],
                codegen::grid_blocks(count as usize),
                &mut arguments,
            )
        }?;
        Ok(())
    }

    /// A box of `arguments` from `from` to `to`.
    pub(super) fn box_copy(
        &mut self,
        to: CUdeviceptr,
        from: CUdeviceptr,
        arguments: support_kernels::BoxArguments,
    ) -> Result<(), Error> {
        if arguments.elements() == 0 {
            return Ok(());
        }
        let arguments = arguments.widened(to, from);
        let (mut to, mut from, mut boxed) = (to, from, arguments);
        let mut pointers = [
            &mut to as *mut CUdeviceptr as *mut c_void,
            &mut from as *mut CUdeviceptr as *mut c_void,
            &mut boxed as *mut support_kernels::BoxArguments as *mut c_void,
        ];
        // SAFETY: a kernel of this backend's modules, its parameters in
        // order, pointing into this rank's live memory.
        unsafe {
            self.launch(
                self.support.functions[1],
                codegen::grid_blocks(arguments.elements()),
                &mut pointers,
            )
        }?;
        Ok(())
    }

    fn region(&mut self, step: &Step, position: usize) -> Result<(), Error> {
        let executable = self.executable;
        let rank = &self.ranks[position];
        let copy::Region {
            source,
            target,
            from_offsets,
            to_offsets,
            source_strides,
            target_strides,
            sizes,
        } = copy::Region::of(executable, step, &rank.scalars)?;
        let (from_shape, to_shape) = (
            &executable.tensor(source).shape,
            &executable.tensor(target).shape,
        );
        let (from, to) = (View::of(executable, source), View::of(executable, target));
        let element = from.element.bytes();
        let place = |offsets: &[i64], step: &[usize], shape: &[usize]| {
            let row_major = strides(shape);
            let start: usize = offsets
                .iter()
                .zip(&row_major)
                .map(|(&o, s)| o as usize * s)
                .sum();
            let box_strides: Vec<usize> = step.iter().zip(&row_major).map(|(a, b)| a * b).collect();
            (start, box_strides)
        };
        let (from_start, from_box) = place(&from_offsets, source_strides, from_shape);
        let (to_start, to_box) = place(&to_offsets, target_strides, to_shape);
        let arguments = support_kernels::BoxArguments::new(sizes, &from_box, &to_box, element)
            .ok_or_else(|| {
                Error::Invalid(format!(
                    "a region copy of {} dims (the CUDA backend copies up to {})",
                    sizes.len(),
                    support_kernels::BOX_RANK
                ))
            })?;
        let from_bytes = from.numel * element;
        let overlaps =
            from.offset < to.offset + to.numel * element && to.offset < from.offset + from_bytes;
        let mut source_pointer = rank.arena.at(from.offset);
        if overlaps {
            self.gpu
                .copy(rank.staged.at(0), source_pointer, from_bytes)?;
            source_pointer = rank.staged.at(0);
        }
        let target_pointer = rank.arena.at(to.offset + to_start * element);
        self.box_copy(
            target_pointer,
            source_pointer + (from_start * element) as u64,
            arguments,
        )
    }

    /// `shard.process_linear_index` and the like: host scalars.
    fn index_op(&mut self, op: &ShardOp, outputs: &[ValueId]) -> Result<(), Error> {
        let executable = self.executable;
        let all = op.run(&self.grid, &[], &mut Vec::new())?;
        for (rank, &mesh_rank) in self.ranks.iter_mut().zip(&self.owned) {
            for (&value, tensor) in outputs.iter().zip(&all[mesh_rank]) {
                if let Storage::Scalar { register, .. } = &executable.values[value] {
                    rank.scalars[*register] = match &tensor.data {
                        spmd_executable::tensor::Data::Float(v) => Scalar::F(v[0]),
                        spmd_executable::tensor::Data::Int(v) => Scalar::I(v[0]),
                    };
                }
            }
        }
        Ok(())
    }
}
