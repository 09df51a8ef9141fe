//! Running an executable on a GPU: one device arena per rank from the
//! buffer plan, the executable's kernels (CUDA C by [`super::codegen`],
//! cubins by NVRTC), its GEMMs as the planned cuBLAS calls, its copies as
//! the support kernels, and its collectives as the planned NCCL calls:
//! through NCCL for the one rank of a process in a job
//! ([`super::nccl`]), or with `--simulate-mesh` for every rank of the
//! mesh in this process on this GPU, each flat call done by device copies
//! and the reduce kernels (XLA's mock collectives), with the CPU mesh's
//! semantics. The first run is eager; when the step reads nothing back to
//! the host (no `Extract`), it is then captured as a CUDA graph and every
//! later run replays it.
//!
//! Host scalars (index arithmetic) are computed on the host as the steps
//! run; each kernel launch reads them from its own slot of a device slab,
//! uploaded when they change (so a replay reads what the eager run had).

use std::{ffi::c_void, time::Instant};

use cudarc::cublas::{result as blas, sys as blas_sys};
use cudarc::driver::sys::CUdeviceptr;

use super::{
    codegen::{self, BLOCK},
    cublas_plan::Transpose,
    device::{DeviceMemory, Gpu, Graph, Module},
    indexed_c,
    library_calls::{self, LibraryCalls},
    nccl::Nccl,
    nccl_plan::{
        BoxCopy, Buffer, CollectivePlan, FlatCall, FlatOp, Move, NcclReduction, simulated_moves,
    },
    nvrtc, support,
};
use crate::{
    cpu::{
        copy, host_scalar_step,
        memory::{Arena, View, read_tensor, write_tensor},
        scalar_register,
    },
    distribution::{distribute, global_results},
    executable::{Executable, Init, Instr, Step, Storage, ValueId},
    grid::DeviceGrid,
    launch::group::Group,
    scalar::Scalar,
    shard_op::ShardOp,
    tensor::{ElementType, Tensor, strides},
};

/// How the backend runs.
#[derive(Clone, Debug)]
pub struct CudaOptions {
    /// Every rank of the mesh in this process, on this GPU.
    pub simulate_mesh: bool,
    /// Let cuBLAS use TF32 for f32 GEMMs.
    pub allow_tf32: bool,
    pub cache: nvrtc::Cache,
    /// How long a step may wait in a collective (a peer that failed or
    /// hangs) before this rank aborts its communicators and fails.
    pub collective_timeout: std::time::Duration,
}

/// What the runs so far did, for `--stats`.
#[derive(Clone, Debug, Default)]
pub struct CudaStats {
    pub runs: usize,
    pub replays: usize,
    /// GPU milliseconds of every run (CUDA events around the step).
    pub step_ms: Vec<f32>,
    /// Host microseconds of enqueueing each replay.
    pub replay_host_us: Vec<f64>,
    /// Per run: kernel launches (the executable's and the support ones),
    /// cuBLAS calls and NCCL calls.
    pub launches: usize,
    pub cublas_calls: usize,
    pub collective_calls: usize,
}

/// One rank's device memory and host state.
struct DeviceRank {
    arena: DeviceMemory,
    send: DeviceMemory,
    receive: DeviceMemory,
    /// A copy of what the rank sends (`--simulate-mesh`: a rank's output
    /// may overwrite its input before another rank reads it), or of a
    /// region copy's source where it overlaps the target.
    staged: DeviceMemory,
    scalars: Vec<Scalar>,
    /// Per kernel step, its launch's scalars (integers, then floats).
    slab: DeviceMemory,
    uploaded: Vec<Option<Vec<u8>>>,
    /// The arena's host mirror (inputs written, results read).
    host: Arena,
}

struct Cublas(blas_sys::cublasHandle_t);

impl Drop for Cublas {
    fn drop(&mut self) {
        let _ = unsafe { blas::destroy_handle(self.0) };
    }
}

/// A loaded executable on a GPU.
pub struct CudaBackend<'e> {
    executable: &'e Executable,
    grid: DeviceGrid,
    calls: LibraryCalls,
    // Dropped in order: the ranks' memory and modules before the GPU.
    ranks: Vec<DeviceRank>,
    kernels: Vec<Module>,
    /// Per step: the module of a scatter's or scan's function.
    indexed_steps: Vec<Option<Module>>,
    support: Module,
    cublas: Cublas,
    nccl: Option<Nccl>,
    graph: Option<Graph>,
    /// The mesh ranks `ranks` are.
    owned: Vec<usize>,
    group: Option<Group>,
    /// Per step, its slot in the slabs (kernel steps).
    slots: Vec<Option<usize>>,
    options: CudaOptions,
    pub stats: CudaStats,
    pub gpu: Gpu,
}

/// Threads per block of the support kernels, and their grid for `n` points.
fn grid_for(points: usize) -> u32 {
    points.div_ceil(BLOCK).clamp(1, 1 << 16) as u32
}

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

impl<'e> CudaBackend<'e> {
    /// Loads `executable` on GPU 0 (the local rank's GPU in a job):
    /// plans its library calls, compiles its kernels, allocates every
    /// rank's memory and writes the constants. In a job, `group` joins
    /// NCCL's communicators.
    pub fn new(
        executable: &'e Executable,
        group: Option<Group>,
        local_rank: usize,
        options: CudaOptions,
    ) -> Result<CudaBackend<'e>, String> {
        let gpu = Gpu::open(local_rank)?;
        let calls = library_calls::plan(executable)?;
        let grid = DeviceGrid::new(&executable.mesh.shape);
        let owned: Vec<usize> = match (&group, options.simulate_mesh) {
            (Some(group), _) => vec![group.rank],
            (None, true) => (0..grid.size()).collect(),
            (None, false) if grid.size() == 1 => vec![0],
            (None, false) => {
                return Err(format!(
                    "the executable runs on {} ranks: start one process per GPU (--nproc-per-node, torchrun, mpirun or SLURM), or run every rank on this GPU with --simulate-mesh",
                    grid.size()
                ));
            }
        };
        let mut kernels = Vec::new();
        for index in 0..executable.kernels.len() {
            let source = codegen::kernel_source(executable, index).map_err(|e| e.to_string())?;
            let cubin = nvrtc::compile(&source, &gpu.arch, &options.cache)?.cubin;
            kernels.push(gpu.module(&cubin, &[&codegen::kernel_symbol(index)])?);
        }
        let mut indexed_steps = Vec::new();
        for index in 0..executable.steps.len() {
            indexed_steps.push(match super::indexed_step_source(executable, index) {
                Some(source) => {
                    let cubin = nvrtc::compile(&source?, &gpu.arch, &options.cache)?.cubin;
                    Some(gpu.module(&cubin, &[&indexed_c::step_symbol(index)])?)
                }
                None => None,
            });
        }
        let source = format!("{}{}", codegen::PRELUDE, support::SOURCE);
        let cubin = nvrtc::compile(&source, &gpu.arch, &options.cache)?.cubin;
        let support = gpu.module(
            &cubin,
            &[
                support::FILL,
                support::BOX_COPY,
                support::ACCUMULATE,
                support::DIVIDE,
            ],
        )?;
        if !unsafe { blas_sys::is_culib_present() } {
            return Err("cuBLAS (libcublas.so.13) not found: put the CUDA toolkit's lib64 (or PyPI nvidia-cublas's lib folder) on LD_LIBRARY_PATH".into());
        }
        let cublas = Cublas(blas::create_handle().map_err(|e| format!("cuBLAS: {e:?}"))?);
        unsafe { blas::set_stream(cublas.0, gpu.stream() as _) }
            .map_err(|e| format!("cuBLAS: {e:?}"))?;
        let slots: Vec<Option<usize>> = {
            let mut next = 0;
            executable
                .steps
                .iter()
                .map(|step| {
                    matches!(step, Step::Kernel(_)).then(|| {
                        next += 1;
                        next - 1
                    })
                })
                .collect()
        };
        let kernel_steps = slots.iter().flatten().count();
        // A kernel's scalar slot is written once per enqueue: one that
        // reads host scalars would see only the last iteration's values.
        let captures_in_loop = executable.steps.iter().enumerate().any(|(index, step)| {
            matches!(step, Step::Kernel(k) if executable.kernels[*k]
                .body
                .iter()
                .any(|i| matches!(i, Instr::Capture { .. })))
                && crate::loops::in_loop(executable, index)
        });
        if captures_in_loop {
            return Err("a kernel inside a loop reads host scalars (the induction value or values computed from it), which the CUDA backend does not support yet; run it with --backend cpu".into());
        }
        let slot_bytes = executable.scalar_registers.max(1) * 16;
        let element_bytes = |plan: &CollectivePlan, elements: usize| {
            plan.call
                .as_ref()
                .map_or(0, |call| elements * call.element.bytes())
        };
        let scratch = |pick: &dyn Fn(&CollectivePlan) -> usize| -> usize {
            calls
                .collectives
                .values()
                .flatten()
                .map(pick)
                .max()
                .unwrap_or(0)
        };
        let send_bytes = scratch(&|p| element_bytes(p, p.send_elements));
        let receive_bytes = scratch(&|p| element_bytes(p, p.receive_elements));
        let staged_bytes = scratch(&|p| {
            p.call.as_ref().map_or(0, |call| {
                let blocks = match call.op {
                    FlatOp::ReduceScatter(_) | FlatOp::AllToAll => grid.group_size(&call.axes),
                    _ => 1,
                };
                call.count * blocks * call.element.bytes()
            })
        })
        .max(largest_region(executable));
        let mut ranks = Vec::new();
        for _ in &owned {
            let mut host = Arena::new(executable.arena_bytes);
            for constant in &executable.constants {
                View::of(executable, constant.value)
                    .slice_mut(&mut host)
                    .copy_from_slice(&constant.bytes);
            }
            // The arena, then the fault word its kernels report a lookup
            // outside its table or a failed assertion in.
            let arena = gpu.alloc(executable.fault_word_offset() + 8)?;
            gpu.upload(arena.at(0), &host.bytes()[..executable.arena_bytes])?;
            ranks.push(DeviceRank {
                arena,
                send: gpu.alloc(send_bytes)?,
                receive: gpu.alloc(receive_bytes)?,
                staged: gpu.alloc(staged_bytes)?,
                scalars: vec![Scalar::I(0); executable.scalar_registers],
                slab: gpu.alloc(kernel_steps * slot_bytes)?,
                uploaded: vec![None; kernel_steps],
                host,
            });
        }
        let mut group = group;
        let nccl = match &mut group {
            Some(group) => Some(Nccl::join(group, &grid, &calls.communicators)?),
            None => None,
        };
        gpu.synchronize()?;
        Ok(CudaBackend {
            executable,
            grid,
            calls,
            ranks,
            kernels,
            indexed_steps,
            support,
            cublas,
            nccl,
            graph: None,
            owned,
            group,
            slots,
            options,
            stats: CudaStats::default(),
            gpu,
        })
    }

    /// Tells the job this rank failed.
    pub fn fail(&mut self, message: &str) {
        if let Some(group) = &mut self.group {
            group.fail(message);
        }
    }

    /// Writes every rank's piece of the global inputs into its arena.
    pub fn set_inputs(&mut self, globals: &[Tensor]) -> Result<(), String> {
        let executable = self.executable;
        for (signature, global) in executable.arguments.iter().zip(globals) {
            let pieces = distribute(global, &signature.sharding, &self.grid);
            for (rank, &mesh_rank) in self.ranks.iter_mut().zip(&self.owned) {
                let view = View::of(executable, signature.value);
                write_tensor(&mut rank.host, view, &pieces[mesh_rank]);
                let bytes = view.slice(&rank.host);
                self.gpu.upload(rank.arena.at(view.offset), bytes)?;
            }
        }
        self.gpu.synchronize()
    }

    /// The global results (rank 0 of a job gets them; the others none).
    pub fn results(&mut self) -> Result<Vec<Tensor>, String> {
        let executable = self.executable;
        let mut local = Vec::new();
        for rank in &mut self.ranks {
            let mut tensors = Vec::new();
            for signature in &executable.results {
                let view = View::of(executable, signature.value);
                let range = view.offset..view.offset + view.numel * view.element.bytes();
                self.gpu.download(
                    rank.arena.at(view.offset),
                    &mut rank.host.bytes_mut()[range],
                )?;
                tensors.push(read_tensor(&rank.host, view, &signature.local.shape));
            }
            local.push(tensors);
        }
        global_results(executable, &self.grid, local, self.group.as_mut())
    }

    /// Runs the step once: eagerly the first time, then (where the step
    /// reads nothing back to the host) by replaying its captured graph.
    pub fn run(&mut self) -> Result<(), String> {
        let replayable = !self
            .executable
            .steps
            .iter()
            .any(|s| matches!(s, Step::Extract { .. }));
        if self.stats.runs == 1 && replayable && self.graph.is_none() {
            self.gpu.begin_capture()?;
            let enqueued = self.enqueue_step();
            let graph = self.gpu.end_capture();
            enqueued?;
            self.graph = Some(graph?);
        }
        let start = self.gpu.record()?;
        match &self.graph {
            Some(graph) => {
                let began = Instant::now();
                self.gpu.replay(graph)?;
                self.stats
                    .replay_host_us
                    .push(began.elapsed().as_secs_f64() * 1e6);
                self.stats.replays += 1;
            }
            None => self.enqueue_step()?,
        }
        let end = self.gpu.record()?;
        if let Some(nccl) = &self.nccl {
            let began = Instant::now();
            let timeout = self.options.collective_timeout;
            end.wait(|| {
                nccl.check()?;
                if began.elapsed() > timeout {
                    return Err(format!(
                        "a collective did not finish within {} s (a rank failed or hangs); aborting",
                        timeout.as_secs()
                    ));
                }
                Ok(())
            })?;
        }
        self.stats.step_ms.push(start.elapsed_ms(&end)?);
        self.stats.runs += 1;
        self.check_faults()
    }

    /// The first fault a kernel of the last step reported, as an error (an
    /// executable without lookups or assertions has none to check).
    fn check_faults(&mut self) -> Result<(), String> {
        let executable = self.executable;
        let can_fault = executable.kernels.iter().any(|k| {
            k.body
                .iter()
                .any(|i| matches!(i, Instr::Gather { .. } | Instr::Assert { .. }))
        }) || executable
            .steps
            .iter()
            .any(|s| matches!(s, Step::Scatter { .. }));
        if !can_fault {
            return Ok(());
        }
        let at = executable.fault_word_offset();
        for rank in &self.ranks {
            let mut word = [0u8; 8];
            self.gpu.download(rank.arena.at(at), &mut word)?;
            let code = u64::from_le_bytes(word);
            if code != 0 {
                return Err(codegen::fault_message(executable, code));
            }
        }
        Ok(())
    }

    /// Puts every step on the stream (host steps run now), counting what
    /// it puts there.
    fn enqueue_step(&mut self) -> Result<(), String> {
        let executable = self.executable;
        self.stats.launches = 0;
        self.stats.cublas_calls = 0;
        self.stats.collective_calls = 0;
        let mut index = 0;
        while let Some(step) = executable.steps.get(index) {
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
                        for &(source, target) in crate::loops::carried_copies(step) {
                            self.local_step(index, &Step::Copy { source, target }, position)?;
                        }
                        let scalars = &mut self.ranks[position].scalars;
                        next.push(crate::loops::advance(executable, index, scalars));
                    }
                    index = crate::loops::agreed(next, index)?;
                    continue;
                }
                _ => {
                    for position in 0..self.ranks.len() {
                        self.local_step(index, step, position)?;
                    }
                }
            }
            index += 1;
        }
        Ok(())
    }

    /// A scatter or scan step on one rank: the original copied into the
    /// target (a scatter), then the step's function.
    fn indexed_step(&mut self, index: usize, step: &Step, position: usize) -> Result<(), String> {
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
        let blocks = grid_for(indexed_c::step_threads(executable, index));
        // SAFETY: a function of this backend's modules; its one parameter,
        // this rank's arena.
        unsafe { self.launch(function, blocks, &mut arguments) }
    }

    /// A step within one rank.
    fn local_step(&mut self, index: usize, step: &Step, position: usize) -> Result<(), String> {
        let executable = self.executable;
        match step {
            Step::Kernel(k) => self.launch_kernel(index, *k, position)?,
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
    unsafe fn launch(
        &mut self,
        function: cudarc::driver::sys::CUfunction,
        blocks: u32,
        arguments: &mut [*mut c_void],
    ) -> Result<(), String> {
        unsafe { self.gpu.launch(function, blocks, BLOCK as u32, arguments) }?;
        self.stats.launches += 1;
        Ok(())
    }

    fn launch_kernel(&mut self, index: usize, k: usize, position: usize) -> Result<(), String> {
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
                self.gpu.upload(integers, &bytes)?;
                rank.uploaded[slot] = Some(bytes);
            }
        }
        let (mut integers, mut floats) = (integers, floats);
        let parallel: usize = kernel
            .dims
            .iter()
            .zip(&kernel.reduction)
            .filter(|(_, r)| !**r)
            .map(|(d, _)| *d)
            .product();
        let blocks = match codegen::block_reduction(kernel) {
            Some(_) => parallel.clamp(1, 1 << 16) as u32,
            None => grid_for(parallel),
        };
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

    fn gemm(&mut self, g: usize, position: usize) -> Result<(), String> {
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
                .map_err(|e| format!("cuBLAS: GEMM '{}': {e:?}", gemm.name))?;
            self.stats.cublas_calls += 1;
        }
        Ok(())
    }

    /// Every element of `count` at `pointer` set to `value`.
    fn fill(
        &mut self,
        pointer: CUdeviceptr,
        count: usize,
        element: ElementType,
        value: Scalar,
    ) -> Result<(), String> {
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
                grid_for(count as usize),
                &mut arguments,
            )
        }?;
        Ok(())
    }

    /// A box of `arguments` from `from` to `to`.
    fn box_copy(
        &mut self,
        to: CUdeviceptr,
        from: CUdeviceptr,
        arguments: support::BoxArguments,
    ) -> Result<(), String> {
        if arguments.elements() == 0 {
            return Ok(());
        }
        let (mut to, mut from, mut boxed) = (to, from, arguments);
        let mut pointers = [
            &mut to as *mut CUdeviceptr as *mut c_void,
            &mut from as *mut CUdeviceptr as *mut c_void,
            &mut boxed as *mut support::BoxArguments as *mut c_void,
        ];
        // SAFETY: a kernel of this backend's modules, its parameters in
        // order, pointing into this rank's live memory.
        unsafe {
            self.launch(
                self.support.functions[1],
                grid_for(arguments.elements()),
                &mut pointers,
            )
        }?;
        Ok(())
    }

    fn region(&mut self, step: &Step, position: usize) -> Result<(), String> {
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
        let arguments =
            support::BoxArguments::new(sizes, &from_box, &to_box, element).ok_or_else(|| {
                format!(
                    "a region copy of {} dims (the CUDA backend copies up to {})",
                    sizes.len(),
                    support::BOX_RANK
                )
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
    fn index_op(&mut self, op: &ShardOp, outputs: &[ValueId]) -> Result<(), String> {
        let executable = self.executable;
        let all = op.run(&self.grid, &[], &mut Vec::new())?;
        for (rank, &mesh_rank) in self.ranks.iter_mut().zip(&self.owned) {
            for (&value, tensor) in outputs.iter().zip(&all[mesh_rank]) {
                if let Storage::Scalar { register, .. } = &executable.values[value] {
                    rank.scalars[*register] = match &tensor.data {
                        crate::tensor::Data::Float(v) => Scalar::F(v[0]),
                        crate::tensor::Data::Int(v) => Scalar::I(v[0]),
                    };
                }
            }
        }
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
    ) -> Result<(), String> {
        for copy in boxes {
            let arguments = support::BoxArguments::new(
                &copy.sizes,
                &copy.from_strides,
                &copy.to_strides,
                element,
            )
            .ok_or_else(|| {
                format!(
                    "a collective's copy of {} dims (the CUDA backend copies up to {})",
                    copy.sizes.len(),
                    support::BOX_RANK
                )
            })?;
            let from = self.address(position, copy.from, input, output)
                + (copy.from_offset * element) as u64;
            let to =
                self.address(position, copy.to, input, output) + (copy.to_offset * element) as u64;
            self.box_copy(to, from, arguments)?;
        }
        Ok(())
    }

    fn collective(&mut self, index: usize, input: ValueId, output: ValueId) -> Result<(), String> {
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
    ) -> Result<(), String> {
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
    ) -> Result<(), String> {
        let code = support::element_code(element)
            .ok_or_else(|| format!("no reduction of {element:?} on the GPU"))?;
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
        unsafe { self.launch(self.support.functions[2], grid_for(count), &mut arguments) }?;
        Ok(())
    }

    fn divide(
        &mut self,
        acc: CUdeviceptr,
        count: usize,
        element: ElementType,
        divisor: usize,
    ) -> Result<(), String> {
        let code = support::element_code(element)
            .ok_or_else(|| format!("no average of {element:?} on the GPU"))?;
        let (mut acc, mut n, mut code, mut divisor) = (acc, count as i64, code, divisor as i64);
        let mut arguments = [
            &mut acc as *mut CUdeviceptr as *mut c_void,
            &mut n as *mut i64 as *mut c_void,
            &mut code as *mut i32 as *mut c_void,
            &mut divisor as *mut i64 as *mut c_void,
        ];
        // SAFETY: a kernel of this backend's modules, its parameters in
        // order, pointing into this rank's live memory.
        unsafe { self.launch(self.support.functions[3], grid_for(count), &mut arguments) }?;
        Ok(())
    }
}

impl Drop for CudaBackend<'_> {
    fn drop(&mut self) {
        // Nothing is freed while the GPU still uses it.
        let _ = self.gpu.synchronize();
    }
}

/// The largest source of a region copy (staged where it overlaps its
/// target).
fn largest_region(executable: &Executable) -> usize {
    executable
        .steps
        .iter()
        .filter_map(|step| match step {
            Step::CopyRegion { source, .. } => Some(executable.tensor(*source).bytes()),
            _ => None,
        })
        .max()
        .unwrap_or(0)
}
