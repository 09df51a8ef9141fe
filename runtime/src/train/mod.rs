//! `spmd-exec train`: the loop around a compiled training step. Params
//! and optimizer states stay in each rank's memory from step to step
//! (each update written in place of its argument where the buffer plan
//! donated it, else copied there on the device); inputs are fed per step
//! ([`feed`]); the step's loss is printed; checkpoints are written and
//! resumed ([`checkpoint`]). The executable says each argument's role and
//! which result updates which argument.

use crate::Error;
pub mod checkpoint;
mod feed;
mod pieces;

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

pub use checkpoint::Checkpointing;
pub use feed::{Batch, Source};

use crate::host::backend::Backend;
use pieces::local_piece;
use spmd_executable::{
    Executable, Role, Signature, Storage,
    check::random_inputs,
    grid::DeviceGrid,
    npy,
    tensor::{ElementType, Tensor},
};

/// How a loop runs.
pub struct Training {
    /// Steps to reach (counted from the start of training, resumed or not).
    pub steps: usize,
    /// Initial params and states, `argN.npy` (global); else seeded.
    pub init: Option<PathBuf>,
    pub data: Source,
    pub seed: u64,
    pub checkpoints: Option<Checkpointing>,
    pub resume: bool,
    /// CRC-32 of the executable's file, recorded in checkpoints.
    pub executable_crc: u32,
    /// Whether this process prints progress (rank 0).
    pub reports: bool,
    /// A fault for tests: this process kills itself at this step, or
    /// while writing that step's checkpoint.
    pub kill_at: Option<KillAt>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KillAt {
    Step(usize),
    Checkpoint(usize),
}

/// What the loop needs of the executable: stored arguments, inputs, the
/// copies that feed updates back, the loss.
struct Plan {
    stored: Vec<usize>,
    inputs: Vec<(usize, Signature)>,
    copies: Vec<(usize, usize)>,
    donated: usize,
    loss: Option<usize>,
    /// Examples per step: dim 0 of the first input.
    examples: Option<usize>,
}

fn offset(executable: &Executable, value: usize) -> Option<usize> {
    match &executable.values[value] {
        Storage::Buffer { offset, .. } => Some(*offset),
        Storage::Scalar { .. } => None,
    }
}

fn plan(executable: &Executable) -> Result<Plan, Error> {
    let mut stored = Vec::new();
    let mut inputs = Vec::new();
    for (index, argument) in executable.arguments.iter().enumerate() {
        match argument.role {
            Some(role) if role.is_stored() => {
                if !executable.updates.iter().any(|&(_, a)| a == index) {
                    return Err(Error::Invalid(format!(
                        "{} is a {} but no result of its layout updates it: not a training step spmd-exec can loop (shard the update like the {})",
                        argument.label("argument", index),
                        role.keyword(),
                        role.keyword()
                    )));
                }
                if argument
                    .sharding
                    .placements
                    .iter()
                    .any(|p| matches!(p, spmd_layout::Placement::Partial(_)))
                {
                    return Err(Error::Invalid(format!(
                        "{} is stored Partial; a checkpoint keeps whole values",
                        argument.label("argument", index)
                    )));
                }
                stored.push(index);
            }
            _ => inputs.push((index, argument.clone())),
        }
    }
    if stored.is_empty() {
        return Err(Error::Invalid(
            "the step has no params or states (spmd.role, or updates it returns): nothing to train"
                .into(),
        ));
    }
    let mut copies = Vec::new();
    let mut donated = 0;
    for &(result, argument) in &executable.updates {
        let (from, to) = (
            executable.results[result].value,
            executable.arguments[argument].value,
        );
        if offset(executable, from) == offset(executable, to) {
            donated += 1;
        } else {
            copies.push((from, to));
        }
    }
    let examples = inputs
        .iter()
        .find(|(_, s)| s.role == Some(Role::Input))
        .and_then(|(_, s)| s.global.shape.first().copied());
    Ok(Plan {
        stored,
        inputs,
        copies,
        donated,
        loss: executable.loss,
        examples,
    })
}

/// `SPMD_TRAIN_KILL=RANK:STEP` (or `RANK:checkpoint:STEP`): the fault
/// tests inject, `kill -9` of this process at that step (or while writing
/// that step's checkpoint) when it is that rank; read by every driver of
/// the loop (`spmd-exec train`, the Python package).
pub fn injected_kill(rank: usize) -> Result<Option<KillAt>, Error> {
    let Ok(text) = std::env::var("SPMD_TRAIN_KILL") else {
        return Ok(None);
    };
    let bad = || {
        Error::Invalid(format!(
            "SPMD_TRAIN_KILL={text}: expected RANK:STEP or RANK:checkpoint:STEP"
        ))
    };
    let parts: Vec<&str> = text.split(':').collect();
    let number = |t: &str| t.parse::<usize>().map_err(|_| bad());
    let (target, kill) = match parts.as_slice() {
        [r, step] => (number(r)?, KillAt::Step(number(step)?)),
        [r, "checkpoint", step] => (number(r)?, KillAt::Checkpoint(number(step)?)),
        _ => return Err(bad()),
    };
    Ok((target == rank).then_some(kill))
}

/// Kills this process as `kill -9` does, for an injected fault.
fn kill_this_process() {
    // The fault the tests need is `kill -9`: no unwinding, no exit code.
    let _ = std::process::Command::new("kill")
        .args(["-9", &std::process::id().to_string()])
        .status();
    std::thread::sleep(Duration::from_secs(60));
}

/// How a trainer's params and states start.
pub enum Init<'a> {
    /// Seeded random values.
    Seeded(u64),
    /// `argN.npy` (global) in a folder, each rank reading its box.
    Files(&'a Path),
    /// Global values by argument index, one for every stored argument.
    Globals(&'a [(usize, Tensor)]),
}

/// A training step's loop on this process's ranks: what the executable
/// says of its arguments, the ranks held here, the steps done. The
/// backend it drives is passed to each call (the driver owns it).
pub struct Trainer {
    plan: Plan,
    grid: DeviceGrid,
    owned: Vec<usize>,
    done: usize,
    executable_crc: u32,
    /// A fault for tests (`SPMD_TRAIN_KILL`).
    kill_at: Option<KillAt>,
}

impl Trainer {
    /// The loop of the executable loaded in `backend` (refused where it is
    /// not a training step); `executable_crc` goes into checkpoints.
    pub fn new<'e>(backend: &dyn Backend<'e>, executable_crc: u32) -> Result<Trainer, Error> {
        let executable = backend.executable();
        Ok(Trainer {
            plan: plan(executable)?,
            grid: DeviceGrid::new(&executable.mesh.shape),
            owned: backend.owned().to_vec(),
            done: 0,
            executable_crc,
            kill_at: None,
        })
    }

    /// Makes this process kill itself at a step, or while it writes a
    /// step's checkpoint (the fault tests inject, `injected_kill`).
    pub fn inject(&mut self, kill_at: Option<KillAt>) {
        self.kill_at = kill_at;
    }

    /// Steps done since training began (a resumed loop counts the
    /// checkpoint's).
    pub fn steps_done(&self) -> usize {
        self.done
    }

    /// The stored arguments (params and states), by index.
    pub fn stored(&self) -> &[usize] {
        &self.plan.stored
    }

    /// The arguments fed per step, by index, in order.
    pub fn inputs(&self) -> impl Iterator<Item = usize> + '_ {
        self.plan.inputs.iter().map(|(index, _)| *index)
    }

    /// Writes the initial params and states; the loop is at step 0.
    pub fn initialise<'e>(
        &mut self,
        backend: &mut dyn Backend<'e>,
        init: Init,
    ) -> Result<(), Error> {
        initialise(backend, &self.plan, &self.grid, &self.owned, &init)?;
        self.done = 0;
        Ok(())
    }

    /// Loads the params and states of `checkpoint` (a `step-N` folder or
    /// a folder of them, the newest taken); the loop is at its step.
    pub fn resume<'e>(
        &mut self,
        backend: &mut dyn Backend<'e>,
        checkpoint: &Path,
    ) -> Result<usize, Error> {
        let checkpoint = checkpoint::resolve(checkpoint)?;
        self.done = checkpoint::load(backend, &self.plan.stored, &checkpoint)?;
        Ok(self.done)
    }

    /// This process's pieces of one batch of global inputs (one per input
    /// argument, in order), checked against the signatures.
    pub fn batch_of(&self, globals: &[Tensor]) -> Result<Batch, Error> {
        if globals.len() != self.plan.inputs.len() {
            return Err(Error::Invalid(format!(
                "the step takes {} inputs per batch, given {}",
                self.plan.inputs.len(),
                globals.len()
            )));
        }
        for ((index, signature), global) in self.plan.inputs.iter().zip(globals) {
            check_global(signature, *index, global)?;
        }
        let mut batch = Vec::new();
        for (slot, &rank) in self.owned.iter().enumerate() {
            for ((_, signature), global) in self.plan.inputs.iter().zip(globals) {
                let piece = local_piece(signature, &self.grid, rank, |offsets, sizes| {
                    Ok(global.slice(offsets, sizes))
                })?;
                batch.push((slot, signature.value, piece));
            }
        }
        Ok(batch)
    }

    /// The batch of this process's one rank from its own examples (one
    /// piece per input argument, in order: each the box of the global
    /// batch the rank holds, as a `DistributedSampler` hands a rank its
    /// share), checked against the boxes.
    pub fn batch_of_pieces(&self, pieces: &[Tensor]) -> Result<Batch, Error> {
        let [rank] = self.owned[..] else {
            return Err(Error::Invalid(format!(
                "a batch of this rank's examples needs one rank per process; this one runs {} (give the global batch)",
                self.owned.len()
            )));
        };
        if pieces.len() != self.plan.inputs.len() {
            return Err(Error::Invalid(format!(
                "the step takes {} inputs per batch, given {}",
                self.plan.inputs.len(),
                pieces.len()
            )));
        }
        self.plan
            .inputs
            .iter()
            .zip(pieces)
            .map(|((index, signature), piece)| {
                let (_, sizes) = pieces::held_box(signature, &self.grid, rank);
                if piece.shape != sizes {
                    return Err(Error::Invalid(format!(
                        "{}: rank {rank}'s examples are {sizes:?} of the global {:?} ({}), given {:?}",
                        signature.label("argument", *index),
                        signature.global.shape,
                        signature.sharding,
                        piece.shape
                    )));
                }
                let local = local_piece(signature, &self.grid, rank, |_, _| Ok(piece.clone()))?;
                Ok((0, signature.value, local))
            })
            .collect()
    }

    /// One step on `batch`: its pieces written, the step run, updates fed
    /// back into their arguments.
    pub fn step<'e>(&mut self, backend: &mut dyn Backend<'e>, batch: &Batch) -> Result<(), Error> {
        if self.kill_at == Some(KillAt::Step(self.done)) {
            kill_this_process();
        }
        for (slot, value, piece) in batch {
            backend.write_local(*slot, *value, piece)?;
        }
        backend.run()?;
        for &(from, to) in &self.plan.copies {
            backend.copy_local(from, to)?;
        }
        self.done += 1;
        Ok(())
    }

    /// The last step's loss, where the step returns a replicated one.
    pub fn loss<'e>(&self, backend: &mut dyn Backend<'e>) -> Result<Option<f64>, Error> {
        let executable = backend.executable();
        let Some(result) = self.plan.loss.map(|loss| &executable.results[loss]) else {
            return Ok(None);
        };
        let replicated = result
            .sharding
            .placements
            .iter()
            .all(|p| *p == spmd_layout::Placement::Replicate);
        if !replicated {
            return Ok(None);
        }
        let value = backend.read_local(0, result.value)?;
        Ok(Some(value.data.get_f64(0)))
    }

    /// Writes a checkpoint of the steps done.
    pub fn save<'e>(
        &self,
        backend: &mut dyn Backend<'e>,
        settings: &Checkpointing,
    ) -> Result<PathBuf, Error> {
        let crash = || {
            if self.kill_at == Some(KillAt::Checkpoint(self.done)) {
                kill_this_process();
            }
        };
        checkpoint::save(
            backend,
            &self.plan.stored,
            self.done,
            settings,
            self.executable_crc,
            &crash,
        )
    }
}

/// Checks a global value given for `signature` (argument `index`): its
/// shape, and its element type (f32 accepted for bf16).
pub fn check_global(signature: &Signature, index: usize, global: &Tensor) -> Result<(), Error> {
    let expected = &signature.global;
    let element_fits = global.element == expected.element
        || (global.element == ElementType::F32 && expected.element == ElementType::BF16);
    if global.shape != expected.shape || !element_fits {
        return Err(Error::Invalid(format!(
            "{}: given {:?} {:?}, the step takes {}",
            signature.label("argument", index),
            global.element,
            global.shape,
            expected
        )));
    }
    Ok(())
}

/// Runs the loop to `training.steps`.
pub fn train<'e>(backend: &mut dyn Backend<'e>, training: &Training) -> Result<(), Error> {
    let mut trainer = Trainer::new(backend, training.executable_crc)?;
    trainer.inject(training.kill_at);
    let executable = backend.executable();
    let say = |line: String| {
        if training.reports {
            spmd_executable::say!("{line}");
        }
    };
    // Where the loop starts: a checkpoint, given values or seeded ones.
    let resumed = match (&training.checkpoints, training.resume) {
        (Some(settings), true) => checkpoint::newest(&settings.dir)?,
        (None, true) => return Err(Error::Invalid("--resume needs --checkpoint DIR".into())),
        _ => None,
    };
    match &resumed {
        Some(path) => {
            let step = trainer.resume(backend, path)?;
            say(format!(
                "train: resumed from {} (step {step})",
                path.display()
            ));
        }
        None => {
            if training.resume {
                say("train: no checkpoint yet; starting at step 0".into());
            }
            let init = match &training.init {
                Some(dir) => Init::Files(dir),
                None => Init::Seeded(training.seed),
            };
            trainer.initialise(backend, init)?;
        }
    }
    let first = trainer.steps_done();
    let plan = &trainer.plan;
    say(format!(
        "train: {} params and states resident on {} ranks; {} updates written in place, {} copied per step; {} inputs {}",
        plan.stored.len(),
        executable.mesh.device_count(),
        plan.donated,
        plan.copies.len(),
        plan.inputs.len(),
        match &training.data {
            Source::Files(dir) => format!("from {}", dir.display()),
            Source::Seeded(seed) => format!("seeded ({seed})"),
        }
    ));
    let batches = feed::start(
        training.data.clone(),
        plan.inputs.clone(),
        trainer.grid.clone(),
        trainer.owned.clone(),
        first,
        training.steps.max(first),
    )?;
    let examples = plan.examples;
    let mut last_line: Option<Instant> = None;
    let mut total = Duration::ZERO;
    for step in first..training.steps {
        let batch = batches
            .recv()
            .map_err(|_| Error::Invalid("the input reader stopped".into()))??;
        let began = Instant::now();
        trainer.step(backend, &batch)?;
        let took = began.elapsed();
        total += took;
        let done = step + 1;
        let checkpointing = training
            .checkpoints
            .as_ref()
            .filter(|c| done % c.every.max(1) == 0 || done == training.steps);
        if training.reports
            && (last_line.is_none_or(|at| at.elapsed() >= Duration::from_secs(1))
                || done == training.steps
                || step == first
                || checkpointing.is_some())
        {
            last_line = Some(Instant::now());
            let loss = match trainer.loss(backend)? {
                Some(loss) => format!("loss {loss:.6}"),
                None => "loss -".into(),
            };
            let rate = examples.map_or(String::new(), |n| {
                format!(
                    ", {:.0} examples/s",
                    n as f64 / took.as_secs_f64().max(1e-9)
                )
            });
            spmd_executable::say!(
                "step {done}/{}: {loss}, {:.3} ms{rate}",
                training.steps,
                took.as_secs_f64() * 1e3
            );
        }
        if let Some(settings) = checkpointing {
            let path = trainer.save(backend, settings)?;
            say(format!("train: checkpoint {}", path.display()));
        }
    }
    let steps = training.steps.saturating_sub(first);
    if steps > 0 {
        say(format!(
            "train: {steps} steps, {:.3} ms per step",
            total.as_secs_f64() * 1e3 / steps as f64
        ));
    }
    Ok(())
}

/// Params and states as `init` says, each rank writing its box.
fn initialise<'e>(
    backend: &mut dyn Backend<'e>,
    plan: &Plan,
    grid: &DeviceGrid,
    owned: &[usize],
    init: &Init,
) -> Result<(), Error> {
    let executable = backend.executable();
    let seeded = match init {
        Init::Seeded(seed) => {
            let shapes: Vec<_> = executable
                .arguments
                .iter()
                .map(|a| (a.global.element, a.global.shape.clone()))
                .collect();
            random_inputs(&shapes, *seed)
        }
        Init::Files(_) => Vec::new(),
        Init::Globals(given) => {
            let mut globals = vec![None; executable.arguments.len()];
            for (index, global) in given.iter() {
                globals[*index] = Some(global);
            }
            for &index in &plan.stored {
                let signature = &executable.arguments[index];
                match globals[index] {
                    None => {
                        return Err(Error::Invalid(format!(
                            "no initial value for {}",
                            signature.label("argument", index)
                        )));
                    }
                    Some(global) => check_global(signature, index, global)?,
                }
            }
            Vec::new()
        }
    };
    for (slot, &rank) in owned.iter().enumerate() {
        for &index in &plan.stored {
            let signature = &executable.arguments[index];
            let piece = local_piece(signature, grid, rank, |offsets, sizes| match init {
                Init::Seeded(_) => Ok(seeded[index].slice(offsets, sizes)),
                Init::Globals(given) => {
                    let (_, global) = given
                        .iter()
                        .find(|(i, _)| *i == index)
                        .expect("checked above");
                    Ok(global.slice(offsets, sizes))
                }
                Init::Files(dir) => {
                    let path = dir.join(format!("arg{index}.npy"));
                    let layout = npy::layout(&path).map_err(|e| {
                        Error::Invalid(format!("{} ({e})", signature.label("argument", index)))
                    })?;
                    if layout.shape != signature.global.shape {
                        return Err(Error::Invalid(format!(
                            "{}: holds {:?}; {} is {}",
                            path.display(),
                            layout.shape,
                            signature.label("argument", index),
                            signature.global
                        )));
                    }
                    npy::read_file_box(&path, &layout, offsets, sizes).map_err(Error::from)
                }
            })?;
            backend.write_local(slot, signature.value, &piece)?;
        }
    }
    Ok(())
}
