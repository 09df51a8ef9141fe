//! The CPU backend: every rank of the mesh in one process, each with its
//! own arena, run in lockstep. Local steps run rank by rank (on threads
//! when there are several ranks, and a rank's large kernels and GEMMs on
//! its own team of threads, [`CpuBackend::set_threads`]); `shard` steps
//! run across all ranks at once with the in-memory collectives of
//! `spmd_executable::collectives`. docs/cpu-backend.md is its design.

use crate::Context;
use crate::Error;
mod approx;
mod branches;
mod collapse;
mod fill;
mod gemm;
mod indexed;
mod kernel;
mod lanes;
mod local;
pub mod native;
mod stats;
mod team;
mod tile;

use std::time::{Duration, Instant};

use crate::host::{
    backend::{Backend, RunTimes},
    results::global_results,
};
use crate::host::{
    copy,
    memory::{Arena, View, read_tensor, write_tensor},
};
use crate::launch::group::Group;
use branches::Branches;
use kernel::KernelPlan;
use local::{Kind, run_local_step};
use spmd_executable::{
    Executable, Step, Storage, ValueId, distribution::distribute, grid::DeviceGrid, scalar::Scalar,
    tensor::Tensor,
};

/// One rank's state.
struct Rank {
    arena: Arena,
    scalars: Vec<Scalar>,
    scratch: kernel::Scratch,
    /// The rank's threads, when it has more than one.
    team: Option<team::Team>,
    /// `scalars` as integers and as floats, for native kernels.
    integers: Vec<i64>,
    floats: Vec<f64>,
}

/// Threads per rank that use the machine's cores and no more: its cores
/// divided among the `ranks` that run on it (at least one each).
pub fn threads_per_rank(ranks: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    (cores / ranks.max(1)).max(1)
}

/// Time spent per kind of step over the runs so far.
#[derive(Clone, Debug, Default)]
pub struct Timings {
    pub kernels: Duration,
    pub gemms: Duration,
    pub copies: Duration,
    pub collectives: Duration,
    pub runs: usize,
    /// Per kernel (index in the executable), summed over ranks' slowest.
    pub per_kernel: Vec<Duration>,
}

/// Kernels run by code from elsewhere instead of the backend's own (a
/// code generator's output built for the host, to check it against the
/// backend): called with the index of a kernel, scatter or scan step, the
/// rank's arena, and its scalar registers as integers and as floats.
/// Steps it does not run (`false`) are the backend's own.
pub type ExternalKernels = Box<dyn Fn(usize, &mut [u8], &[i64], &[f64]) -> bool + Sync>;

/// A loaded executable with its ranks' memory: every rank of the mesh
/// (threads of this process), or one rank of a job of processes
/// ([`CpuBackend::for_rank`]), whose collectives go through rank 0.
pub struct CpuBackend<'e> {
    executable: &'e Executable,
    grid: DeviceGrid,
    plans: Vec<KernelPlan>,
    ranks: Vec<Rank>,
    /// The mesh ranks `ranks` are.
    owned: Vec<usize>,
    group: Option<Group>,
    /// Whether a loop's bounds are computed at run time, so that ranks in
    /// other processes may take different branches (decided once).
    branches_possible: bool,
    external: Option<ExternalKernels>,
    native: Option<native::NativeKernels>,
    /// Filled while [`CpuBackend::time_steps`] is on.
    pub timings: Timings,
    timed: bool,
}

impl<'e> Backend<'e> for CpuBackend<'e> {
    fn executable(&self) -> &'e Executable {
        self.executable
    }

    fn owned(&self) -> &[usize] {
        &self.owned
    }

    fn set_inputs(&mut self, globals: &[Tensor]) -> Result<(), Error> {
        for (signature, global) in self.executable.arguments.iter().zip(globals) {
            let pieces = distribute(global, &signature.sharding, &self.grid);
            let owned = self.owned.iter().map(|&r| &pieces[r]);
            for (rank, piece) in self.ranks.iter_mut().zip(owned) {
                write_tensor(
                    &mut rank.arena,
                    View::of(self.executable, signature.value),
                    piece,
                );
            }
        }
        Ok(())
    }

    fn run(&mut self) -> Result<(), Error> {
        let executable = self.executable;
        let steps = &executable.steps;
        let mut start = 0;
        let mut branches = Branches::new(self.ranks.len());
        while start < steps.len() {
            let end = steps[start..]
                .iter()
                .position(|step| {
                    matches!(
                        step,
                        Step::Shard { .. } | Step::LoopBegin { .. } | Step::LoopEnd { .. }
                    )
                })
                .map_or(steps.len(), |p| start + p);
            self.run_local(start, &steps[start..end], &branches.active)?;
            start = match steps.get(end) {
                Some(Step::Shard { op, input, outputs }) => {
                    let began = Instant::now();
                    branches.check_groups(op, &self.grid, &self.owned)?;
                    self.run_shard(end, op, *input, outputs, &branches.active)?;
                    if op.is_collective() {
                        self.timings.collectives += began.elapsed();
                    }
                    end + 1
                }
                Some(step @ (Step::LoopBegin { .. } | Step::LoopEnd { .. })) => {
                    let next: Vec<Option<usize>> = self
                        .ranks
                        .iter_mut()
                        .zip(&branches.active)
                        .map(|(rank, &active)| {
                            active.then(|| {
                                for &(from, to) in crate::host::loops::carried_copies(step) {
                                    copy::whole(executable, from, to, &mut rank.arena);
                                }
                                crate::host::loops::advance(executable, end, &mut rank.scalars)
                            })
                        })
                        .collect();
                    let loop_end = match step {
                        Step::LoopBegin { end: loop_end, .. } => *loop_end,
                        _ => end,
                    };
                    branches.after_loop_step(end, &next, loop_end)?
                }
                _ => end + 1,
            };
        }
        // Ranks that took different branches may still be at collectives.
        if let Some(group) = self.group.as_mut()
            && self.branches_possible
        {
            gather_at(group, steps.len(), &[], "the end of the step")?;
        }
        self.timings.runs += 1;
        Ok(())
    }

    fn results(&mut self) -> Result<Vec<Tensor>, Error> {
        let executable = self.executable;
        let local: Vec<Vec<Tensor>> = self
            .ranks
            .iter()
            .map(|rank| {
                executable
                    .results
                    .iter()
                    .map(|signature| {
                        read_tensor(
                            &rank.arena,
                            View::of(executable, signature.value),
                            &signature.local.shape,
                        )
                    })
                    .collect()
            })
            .collect();
        global_results(executable, &self.grid, local, self.group.as_mut())
    }

    fn write_local(&mut self, slot: usize, value: ValueId, piece: &Tensor) -> Result<(), Error> {
        let view = View::of(self.executable, value);
        write_tensor(&mut self.ranks[slot].arena, view, piece);
        Ok(())
    }

    fn read_local(&mut self, slot: usize, value: ValueId) -> Result<Tensor, Error> {
        let executable = self.executable;
        let shape = &executable.tensor(value).shape;
        Ok(read_tensor(
            &self.ranks[slot].arena,
            View::of(executable, value),
            shape,
        ))
    }

    fn copy_local(&mut self, from: ValueId, to: ValueId) -> Result<(), Error> {
        for rank in &mut self.ranks {
            copy::whole(self.executable, from, to, &mut rank.arena);
        }
        Ok(())
    }

    fn group(&mut self) -> Option<&mut Group> {
        self.group.as_mut()
    }

    fn place(&self) -> String {
        match self.threads() {
            1 => ", 1 thread per rank".to_owned(),
            n => format!(", {n} threads per rank"),
        }
    }

    fn stats(&mut self, times: &RunTimes) -> Result<Vec<String>, Error> {
        Ok(stats::lines(self, times))
    }
}

impl<'e> CpuBackend<'e> {
    /// Allocates every rank's arena and writes the constants. Every rank
    /// runs in this process, on its own thread until
    /// [`CpuBackend::set_threads`] (`spmd-exec` gives each
    /// [`threads_per_rank`] of the mesh size).
    pub fn new(executable: &'e Executable) -> CpuBackend<'e> {
        let size = DeviceGrid::new(&executable.mesh.shape).size();
        CpuBackend::with_ranks(executable, (0..size).collect(), None)
    }

    /// Rank `group.rank` of a job of one process per rank (the mesh size is
    /// the job's size, checked by the caller): its collectives exchange
    /// pieces with the other processes through `group`. It runs on one
    /// thread until [`CpuBackend::set_threads`].
    pub fn for_rank(executable: &'e Executable, group: Group) -> CpuBackend<'e> {
        CpuBackend::with_ranks(executable, vec![group.rank], Some(group))
    }

    fn with_ranks(
        executable: &'e Executable,
        owned: Vec<usize>,
        group: Option<Group>,
    ) -> CpuBackend<'e> {
        let grid = DeviceGrid::new(&executable.mesh.shape);
        let plans = executable
            .kernels
            .iter()
            .map(|kernel| KernelPlan::new(executable, kernel))
            .collect();
        let ranks = owned
            .iter()
            .map(|_| {
                // With the fault word and scratch, for native kernels and
                // kernels built from the CUDA C.
                let mut arena = Arena::new(executable.rank_memory_bytes());
                for constant in &executable.constants {
                    View::of(executable, constant.value)
                        .slice_mut(&mut arena)
                        .copy_from_slice(&constant.bytes);
                }
                Rank {
                    arena,
                    scalars: vec![Scalar::I(0); executable.scalar_registers],
                    scratch: kernel::Scratch::default(),
                    team: None,
                    integers: Vec::new(),
                    floats: Vec::new(),
                }
            })
            .collect();
        CpuBackend {
            executable,
            grid,
            plans,
            ranks,
            owned,
            group,
            branches_possible: branches_possible(executable),
            external: None,
            native: None,
            timings: Timings::default(),
            timed: false,
        }
    }

    /// Times every step into [`CpuBackend::timings`] from now on (reading
    /// the clock twice a step costs about 1% of a small program's step).
    pub fn time_steps(&mut self) {
        self.timed = true;
    }

    /// Threads each rank runs its large kernels and GEMMs on.
    pub fn threads(&self) -> usize {
        self.ranks
            .first()
            .and_then(|rank| rank.team.as_ref())
            .map_or(1, team::Team::threads)
    }

    /// Runs each rank's large kernels and GEMMs on `threads` threads (one:
    /// on the rank's own thread only).
    pub fn set_threads(&mut self, threads: usize) {
        for rank in &mut self.ranks {
            if rank.team.as_ref().map_or(1, team::Team::threads) != threads {
                rank.team = (threads > 1).then(|| team::Team::new(threads));
            }
        }
    }

    /// Builds the executable's kernels natively with the host's C++
    /// compiler ([`native`]) and runs them so from now on. Returns the
    /// kernels left to the interpreter, each with why; an error says why
    /// none is built (all stay interpreted).
    /// `building` is called with the number of kernels when they are not
    /// all cached (a build takes seconds).
    pub fn build_native_kernels(
        &mut self,
        building: impl FnOnce(usize),
    ) -> Result<Vec<(String, String)>, Error> {
        let compiler = native::Compiler::find()?;
        let kernels = native::NativeKernels::build(self.executable, &compiler, building)?;
        let declined = kernels.declined.clone();
        self.native = Some(kernels);
        Ok(declined)
    }

    /// The natively built kernels, if any.
    pub fn native_kernels(&self) -> Option<&native::NativeKernels> {
        self.native.as_ref()
    }

    /// Runs every kernel by `kernels` from now on (see [`ExternalKernels`]).
    pub fn replace_kernels(&mut self, kernels: ExternalKernels) {
        self.external = Some(kernels);
    }

    /// Runs `steps`, the steps from `first` on, on every `active` rank.
    fn run_local(&mut self, first: usize, steps: &[Step], active: &[bool]) -> Result<(), Error> {
        if steps.is_empty() {
            return Ok(());
        }
        let executable = self.executable;
        let plans = &self.plans;
        let native = self.native.as_ref();
        let external = self.external.as_ref();
        let timed = self.timed;
        let run_rank = |rank: &mut Rank| -> Result<Timings, Error> {
            let mut timings = Timings {
                per_kernel: vec![Duration::ZERO; if timed { executable.kernels.len() } else { 0 }],
                ..Timings::default()
            };
            for (index, step) in (first..).zip(steps) {
                let began = timed.then(Instant::now);
                let ran_outside = external.is_some_and(|external| {
                    let integers: Vec<i64> = rank.scalars.iter().map(|s| s.i()).collect();
                    let floats: Vec<f64> = rank.scalars.iter().map(|s| s.f()).collect();
                    external(index, rank.arena.bytes_mut(), &integers, &floats)
                });
                let slot = match step {
                    Step::Kernel(_) | Step::Rows { .. } if ran_outside => Kind::Kernel,
                    _ if ran_outside => Kind::Other,
                    _ => run_local_step(executable, plans, native, step, rank)?,
                };
                let Some(elapsed) = began.map(|began| began.elapsed()) else {
                    continue;
                };
                match slot {
                    Kind::Kernel => {
                        timings.kernels += elapsed;
                        let head = match step {
                            Step::Kernel(k) => Some(*k),
                            Step::Rows { kernels, .. } => kernels.first().copied(),
                            _ => None,
                        };
                        if let Some(k) = head {
                            timings.per_kernel[k] += elapsed;
                        }
                    }
                    Kind::Gemm => timings.gemms += elapsed,
                    Kind::Other => timings.copies += elapsed,
                }
            }
            Ok(timings)
        };
        let timings: Vec<Result<Timings, Error>> = if self.ranks.len() == 1 {
            if active[0] {
                vec![run_rank(&mut self.ranks[0])]
            } else {
                Vec::new()
            }
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = self
                    .ranks
                    .iter_mut()
                    .zip(active)
                    .filter(|(_, active)| **active)
                    .map(|(rank, _)| scope.spawn(|| run_rank(rank)))
                    .collect();
                handles
                    .into_iter()
                    .map(|h| {
                        h.join().unwrap_or_else(|_| {
                            Err(Error::Fault("a rank's thread panicked".into()))
                        })
                    })
                    .collect()
            })
        };
        // Ranks run side by side: count the slowest rank's time.
        let mut slowest = Timings::default();
        for (rank, timing) in timings.into_iter().enumerate() {
            let timing = timing.context(|| format!("rank {rank}"))?;
            let total = |t: &Timings| t.kernels + t.gemms + t.copies;
            if total(&timing) > total(&slowest) {
                slowest = timing;
            }
        }
        self.timings.kernels += slowest.kernels;
        self.timings.gemms += slowest.gemms;
        self.timings.copies += slowest.copies;
        self.timings
            .per_kernel
            .resize(executable.kernels.len(), Duration::ZERO);
        for (total, time) in self.timings.per_kernel.iter_mut().zip(&slowest.per_kernel) {
            *total += *time;
        }
        Ok(())
    }

    /// Runs the `shard` op at step `index`; only the `active` ranks take
    /// its results. With one process per rank, rank 0 checks that every
    /// rank reached the same step: ranks whose loops' trip counts differ
    /// (a pipeline's guards) may reach different collectives, which the
    /// star through rank 0 cannot pair.
    fn run_shard(
        &mut self,
        index: usize,
        op: &spmd_executable::shard_op::ShardOp,
        input: Option<ValueId>,
        outputs: &[ValueId],
        active: &[bool],
    ) -> Result<(), Error> {
        let executable = self.executable;
        // This process's ranks' pieces.
        let inputs: Vec<Tensor> = match input {
            Some(value) => self
                .ranks
                .iter()
                .map(|rank| {
                    read_tensor(
                        &rank.arena,
                        View::of(executable, value),
                        &executable.tensor(value).shape,
                    )
                })
                .collect(),
            None => Vec::new(),
        };
        let results = match &mut self.group {
            None => op.run(&self.grid, &inputs, &mut Vec::new())?,
            Some(group) => {
                // A star through rank 0: it runs the collective on every
                // rank's piece and sends each rank its results.
                let all = gather_at(group, index, &inputs, &format!("shard.{}", op.name()))?;
                let replies = match all {
                    Some(pieces) => {
                        let inputs: Vec<Tensor> = pieces.into_iter().flatten().collect();
                        let results = match op.run(&self.grid, &inputs, &mut Vec::new()) {
                            Ok(results) => results,
                            Err(error) => {
                                group.fail(&error.to_string());
                                return Err(error.into());
                            }
                        };
                        Some(results.iter().map(encode).collect::<Result<Vec<_>, _>>()?)
                    }
                    None => None,
                };
                vec![decode(&group.scatter(replies)?)?]
            }
        };
        for ((rank, rank_results), _) in self
            .ranks
            .iter_mut()
            .zip(results)
            .zip(active)
            .filter(|(_, active)| **active)
        {
            for (&value, tensor) in outputs.iter().zip(rank_results) {
                match &executable.values[value] {
                    Storage::Buffer { ty, .. } => {
                        if tensor.numel() != ty.numel() {
                            return Err(Error::Fault(format!(
                                "shard.{} produced {} elements for a {} buffer",
                                op.name(),
                                tensor.numel(),
                                ty
                            )));
                        }
                        write_tensor(&mut rank.arena, View::of(executable, value), &tensor);
                    }
                    Storage::Scalar { register, .. } => {
                        rank.scalars[*register] = match &tensor.data {
                            spmd_executable::tensor::Data::Float(v) => Scalar::F(v[0]),
                            spmd_executable::tensor::Data::Int(v) => Scalar::I(v[0]),
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// Whether a loop's bounds are computed at run time (and may differ
/// between ranks).
fn branches_possible(executable: &Executable) -> bool {
    executable.steps.iter().any(|step| {
        matches!(step, Step::LoopBegin { lower, upper, step, .. }
            if [lower, upper, step].iter().any(|b| matches!(b, spmd_executable::IndexValue::Dynamic(_))))
    })
}

/// Gathers every rank's `pieces` on rank 0 (`None` elsewhere), tagged by
/// the step each rank is at: rank 0 refuses pieces from another step
/// (`what` names its own), as a loop whose trip count differs between
/// ranks may leave them at different collectives.
fn gather_at(
    group: &mut Group,
    index: usize,
    pieces: &[Tensor],
    what: &str,
) -> Result<Option<Vec<Vec<Tensor>>>, Error> {
    let Some(all) = group.gather(encode(&(index, pieces))?)? else {
        return Ok(None);
    };
    let tagged: Vec<(usize, Vec<Tensor>)> = all
        .iter()
        .map(|bytes| decode::<(usize, Vec<Tensor>)>(bytes))
        .collect::<Result<Vec<_>, _>>()?;
    if let Some((rank, (other, _))) = tagged
        .iter()
        .enumerate()
        .find(|(_, (step, _))| *step != index)
    {
        let message = format!(
            "rank {rank} is at step {other} while rank 0 reached {what} at step {index}: a loop whose trip count differs between ranks holds a collective; run this executable with every rank in one process"
        );
        group.fail(&message);
        return Err(Error::Fault(message));
    }
    Ok(Some(tagged.into_iter().map(|(_, pieces)| pieces).collect()))
}

fn encode<T: serde::Serialize + ?Sized>(value: &T) -> Result<Vec<u8>, Error> {
    postcard::to_allocvec(value).map_err(|e| Error::Fault(format!("encoding a message: {e}")))
}

fn decode<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, Error> {
    postcard::from_bytes(bytes)
        .map_err(|e| Error::Fault(format!("a malformed message from another rank: {e}")))
}
