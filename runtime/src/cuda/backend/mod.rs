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

use crate::Error;
mod collectives;
mod gemm;
mod stats;
mod steps;

use std::time::Instant;

use cudarc::cublas::{result as blas, sys as blas_sys};

use super::{
    codegen,
    device::{DeviceMemory, Event, Gpu, Graph, Module},
    indexed_c,
    library_calls::{self, LibraryCalls},
    nccl::Nccl,
    nccl_plan::{CollectivePlan, FlatOp},
    nvrtc, support_kernels,
};
use crate::host::{
    backend::{Backend, RunTimes},
    results::global_results,
};
use crate::{
    host::memory::{Arena, View, read_tensor, write_tensor},
    launch::group::Group,
};
use spmd_executable::{
    Executable, Instr, Step, ValueId, distribution::distribute, grid::DeviceGrid, scalar::Scalar,
    tensor::Tensor,
};

/// How the backend runs.
#[derive(Clone, Debug)]
pub struct CudaOptions {
    /// Every rank of the mesh in this process, on this GPU.
    pub simulate_mesh: bool,
    /// Let cuBLAS use TF32 for f32 GEMMs.
    pub allow_tf32: bool,
    /// Where fused kernels round f16 / bf16 results.
    pub rounding: codegen::Rounding,
    pub cache: nvrtc::Cache,
    /// How long a step may wait in a collective (a peer that failed or
    /// hangs) before this rank aborts its communicators and fails.
    pub collective_timeout: std::time::Duration,
    /// Wait for the GPU after every step and name the step (and kernel)
    /// that failed (`SPMD_CUDA_SYNC=1`); never captures a graph.
    pub synchronize_each_step: bool,
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
    /// Per GEMM planned as several strided calls, its products' A, B and C
    /// pointers into this rank's arena (`cublasGemmBatchedEx`'s arrays).
    gemm_pointers: Vec<Option<DeviceMemory>>,
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
    /// Per kernel: the blocks it launches with (its form's, found once).
    kernel_blocks: Vec<u32>,
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
    /// Whether the stream is being captured into the step's graph.
    capturing: bool,
    /// While a profiled run is enqueued: each step's index and the events
    /// recorded around it.
    step_events: Option<Vec<(usize, Event, Event)>>,
    options: CudaOptions,
    pub stats: CudaStats,
    pub gpu: Gpu,
}

/// Why a capture stopped: a kernel's scalars changed since the eager run,
/// and an upload cannot be part of the graph.
const CAPTURE_NEEDS_UPLOAD: &str = "a kernel's scalars changed during graph capture";

impl<'e> Backend<'e> for CudaBackend<'e> {
    fn executable(&self) -> &'e Executable {
        self.executable
    }

    fn owned(&self) -> &[usize] {
        &self.owned
    }

    fn set_inputs(&mut self, globals: &[Tensor]) -> Result<(), Error> {
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

    fn run(&mut self) -> Result<(), Error> {
        let replayable = !self
            .executable
            .steps
            .iter()
            .any(|s| matches!(s, Step::Extract { .. }));
        if self.stats.runs == 1
            && replayable
            && self.graph.is_none()
            && !self.options.synchronize_each_step
        {
            self.gpu.begin_capture()?;
            self.capturing = true;
            let enqueued = self.enqueue_step();
            self.capturing = false;
            let graph = self.gpu.end_capture();
            match enqueued {
                // Scalars that change between runs: a replay would read
                // stale ones, so every run stays eager.
                Err(Error::Invalid(reason)) if reason == CAPTURE_NEEDS_UPLOAD => drop(graph),
                enqueued => {
                    enqueued?;
                    self.graph = Some(graph?);
                }
            }
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
        self.wait_for(&end)?;
        self.stats.step_ms.push(start.elapsed_ms(&end)?);
        self.stats.runs += 1;
        self.check_faults()
    }

    fn results(&mut self) -> Result<Vec<Tensor>, Error> {
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

    fn write_local(&mut self, slot: usize, value: ValueId, piece: &Tensor) -> Result<(), Error> {
        let view = View::of(self.executable, value);
        let rank = &mut self.ranks[slot];
        write_tensor(&mut rank.host, view, piece);
        self.gpu
            .upload(rank.arena.at(view.offset), view.slice(&rank.host))?;
        self.gpu.synchronize()
    }

    fn read_local(&mut self, slot: usize, value: ValueId) -> Result<Tensor, Error> {
        let executable = self.executable;
        let view = View::of(executable, value);
        let rank = &mut self.ranks[slot];
        let range = view.offset..view.offset + view.numel * view.element.bytes();
        self.gpu.download(
            rank.arena.at(view.offset),
            &mut rank.host.bytes_mut()[range],
        )?;
        Ok(read_tensor(
            &rank.host,
            view,
            &executable.tensor(value).shape,
        ))
    }

    fn copy_local(&mut self, from: ValueId, to: ValueId) -> Result<(), Error> {
        let (from, to) = (
            View::of(self.executable, from),
            View::of(self.executable, to),
        );
        for rank in &self.ranks {
            let bytes = from.numel * from.element.bytes();
            self.gpu
                .copy(rank.arena.at(to.offset), rank.arena.at(from.offset), bytes)?;
        }
        self.gpu.synchronize()
    }

    fn group(&mut self) -> Option<&mut Group> {
        self.group.as_mut()
    }

    fn place(&self) -> String {
        format!(
            " on {} ({}){}",
            self.gpu.name,
            self.gpu.arch,
            if self.options.simulate_mesh {
                ", every rank simulated on it"
            } else {
                ""
            }
        )
    }

    fn stats(&mut self, times: &RunTimes) -> Result<Vec<String>, Error> {
        stats::lines(self, times)
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
    ) -> Result<CudaBackend<'e>, Error> {
        let gpu = Gpu::open(local_rank)?;
        let calls = library_calls::plan(executable)?;
        let grid = DeviceGrid::new(&executable.mesh.shape);
        let owned: Vec<usize> = match (&group, options.simulate_mesh) {
            (Some(group), _) => vec![group.rank],
            (None, true) => (0..grid.size()).collect(),
            (None, false) if grid.size() == 1 => vec![0],
            (None, false) => {
                return Err(Error::Fault(format!(
                    "the executable runs on {} ranks: start one process per GPU (--nproc-per-node, torchrun, mpirun or SLURM), or run every rank on this GPU with --simulate-mesh",
                    grid.size()
                )));
            }
        };
        let mut kernels = Vec::new();
        let compiled =
            super::compile_fused_kernels(executable, &gpu.arch, options.rounding, &options.cache)?;
        for (index, compiled) in compiled.iter().enumerate() {
            kernels.push(gpu.module(&compiled.cubin, &[&codegen::kernel_symbol(index)])?);
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
        let cubin = nvrtc::compile(&support_kernels::unit(), &gpu.arch, &options.cache)?.cubin;
        let support = gpu.module(
            &cubin,
            &[
                support_kernels::FILL,
                support_kernels::BOX_COPY,
                support_kernels::ACCUMULATE,
                support_kernels::DIVIDE,
            ],
        )?;
        if !unsafe { blas_sys::is_culib_present() } {
            return Err(Error::Fault("cuBLAS (libcublas.so.13) not found: put the CUDA toolkit's lib64 (or PyPI nvidia-cublas's lib folder) on LD_LIBRARY_PATH".into()));
        }
        let cublas =
            Cublas(blas::create_handle().map_err(|e| Error::Fault(format!("cuBLAS: {e:?}")))?);
        unsafe { blas::set_stream(cublas.0, gpu.stream() as _) }
            .map_err(|e| Error::Fault(format!("cuBLAS: {e:?}")))?;
        let slots: Vec<Option<usize>> = {
            let mut next = 0;
            executable
                .steps
                .iter()
                .map(|step| {
                    matches!(step, Step::Kernel(_) | Step::Rows { .. }).then(|| {
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
                && crate::host::loops::in_loop(executable, index)
        });
        if captures_in_loop {
            return Err(Error::Fault("a kernel inside a loop reads host scalars (the induction value or values computed from it), which the CUDA backend does not support yet; run it with --backend cpu".into()));
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
            // outside its table or a failed assertion in, then the split
            // reductions' scratch (zeroed: its counters start at 0).
            let arena = gpu.alloc(executable.rank_memory_bytes())?;
            gpu.upload(arena.at(0), &host.bytes()[..executable.arena_bytes])?;
            let gemm_pointers = gemm::pointer_arrays(executable, &calls, &gpu, &arena)?;
            ranks.push(DeviceRank {
                arena,
                send: gpu.alloc(send_bytes)?,
                receive: gpu.alloc(receive_bytes)?,
                staged: gpu.alloc(staged_bytes)?,
                scalars: vec![Scalar::I(0); executable.scalar_registers],
                slab: gpu.alloc(kernel_steps * slot_bytes)?,
                uploaded: vec![None; kernel_steps],
                gemm_pointers,
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
            kernel_blocks: (0..executable.kernels.len())
                .map(|k| codegen::launch_blocks(executable, k))
                .collect(),
            kernels,
            indexed_steps,
            support,
            cublas,
            nccl,
            graph: None,
            owned,
            group,
            slots,
            capturing: false,
            step_events: None,
            options,
            stats: CudaStats::default(),
            gpu,
        })
    }

    /// Waits for `end` where the step has NCCL work: a peer that ended,
    /// an NCCL error or a collective past the timeout ends the wait with
    /// an error (`Event::elapsed_ms` waits for the rest).
    fn wait_for(&mut self, end: &Event) -> Result<(), Error> {
        let Some(nccl) = &self.nccl else {
            return Ok(());
        };
        let began = Instant::now();
        let timeout = self.options.collective_timeout;
        let group = &mut self.group;
        end.wait(|| {
            nccl.check()?;
            if let Some(ended) = group.as_mut().and_then(Group::ended_peer) {
                return Err(Error::Fault(format!("{ended}; aborting")));
            }
            if began.elapsed() > timeout {
                return Err(Error::Fault(format!(
                    "a collective did not finish within {} s (a rank failed or hangs); aborting",
                    timeout.as_secs()
                )));
            }
            Ok(())
        })
    }

    /// Runs the step once more, eagerly, with events around every step,
    /// and returns each step's GPU milliseconds (summed over the runs of
    /// a loop body's steps). It changes what a run changes (updates
    /// written in place): read the results first.
    pub fn profile(&mut self) -> Result<Vec<f64>, Error> {
        self.step_events = Some(Vec::new());
        let enqueued = self.enqueue_step();
        let events = self.step_events.take().unwrap_or_default();
        enqueued?;
        let end = self.gpu.record()?;
        self.wait_for(&end)?;
        let mut times = vec![0.0; self.executable.steps.len()];
        for (index, start, end) in events {
            times[index] += start.elapsed_ms(&end)? as f64;
        }
        self.check_faults()?;
        Ok(times)
    }

    /// The first fault a kernel of the last step reported, as an error (an
    /// executable without lookups or assertions has none to check).
    fn check_faults(&mut self) -> Result<(), Error> {
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
                return Err(Error::Fault(codegen::fault_message(executable, code)));
            }
        }
        Ok(())
    }
}

impl Drop for CudaBackend<'_> {
    fn drop(&mut self) {
        // Then the fields, in order: the ranks' memory, the modules,
        // cuBLAS, and the GPU's context last.
        tear_down(&mut self.graph, &mut self.nccl, || {
            let _ = self.gpu.synchronize();
        });
    }
}

/// The order NCCL and CUDA graphs need at the end: the graph first (it
/// may hold NCCL work, and NCCL waits until no graph uses a communicator),
/// then the communicators, aborted (a kernel waiting for a peer that died
/// exits), then the stream synchronized: only then may memory be freed.
fn tear_down<G, C>(
    graph: &mut Option<G>,
    communicators: &mut Option<C>,
    synchronize: impl FnOnce(),
) {
    drop(graph.take());
    drop(communicators.take());
    synchronize();
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

#[cfg(test)]
mod tests {
    use super::tear_down;
    use std::{cell::RefCell, rc::Rc};

    /// Records its name when dropped.
    struct Part(&'static str, Rc<RefCell<Vec<&'static str>>>);

    impl Drop for Part {
        fn drop(&mut self) {
            self.1.borrow_mut().push(self.0);
        }
    }

    #[test]
    fn the_graph_goes_before_the_communicators_and_both_before_the_wait() {
        let order = Rc::new(RefCell::new(Vec::new()));
        let mut graph = Some(Part("graph", order.clone()));
        let mut communicators = Some(Part("abort communicators", order.clone()));
        tear_down(&mut graph, &mut communicators, || {
            order.borrow_mut().push("synchronize")
        });
        assert_eq!(
            *order.borrow(),
            ["graph", "abort communicators", "synchronize"]
        );
    }
}
