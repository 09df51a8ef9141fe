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
    path::PathBuf,
    time::{Duration, Instant},
};

pub use checkpoint::Checkpointing;
pub use feed::Source;

use crate::host::backend::Backend;
use pieces::local_piece;
use spmd_executable::{
    Executable, Role, Signature, Storage, check::random_inputs, grid::DeviceGrid, npy,
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

fn kill_this_process() {
    // The fault the tests need is `kill -9`: no unwinding, no exit code.
    let _ = std::process::Command::new("kill")
        .args(["-9", &std::process::id().to_string()])
        .status();
    std::thread::sleep(Duration::from_secs(60));
}

/// Runs the loop to `training.steps`.
pub fn train<'e>(backend: &mut dyn Backend<'e>, training: &Training) -> Result<(), Error> {
    let executable = backend.executable();
    let plan = plan(executable)?;
    let grid = DeviceGrid::new(&executable.mesh.shape);
    let owned = backend.owned().to_vec();
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
    let first = match &resumed {
        Some(path) => {
            let step = checkpoint::load(backend, &plan.stored, path)?;
            say(format!(
                "train: resumed from {} (step {step})",
                path.display()
            ));
            step
        }
        None => {
            if training.resume {
                say("train: no checkpoint yet; starting at step 0".into());
            }
            initialise(backend, &plan, &grid, &owned, training)?;
            0
        }
    };
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
        grid.clone(),
        owned.clone(),
        first,
        training.steps.max(first),
    )?;
    let mut last_line: Option<Instant> = None;
    let mut total = Duration::ZERO;
    for step in first..training.steps {
        if training.kill_at == Some(KillAt::Step(step)) {
            kill_this_process();
        }
        let batch = batches
            .recv()
            .map_err(|_| Error::Invalid("the input reader stopped".into()))??;
        for (slot, value, piece) in &batch {
            backend.write_local(*slot, *value, piece)?;
        }
        let began = Instant::now();
        backend.run()?;
        for &(from, to) in &plan.copies {
            backend.copy_local(from, to)?;
        }
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
            let loss = loss_text(backend, plan.loss)?;
            let rate = plan.examples.map_or(String::new(), |n| {
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
            let crash = || {
                if training.kill_at == Some(KillAt::Checkpoint(done)) {
                    kill_this_process();
                }
            };
            let path = checkpoint::save(
                backend,
                &plan.stored,
                done,
                settings,
                training.executable_crc,
                &crash,
            )?;
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

/// The step's loss as the progress line shows it: the loss result's value
/// on the first rank here (`-` where there is none, or it is not
/// replicated).
fn loss_text<'e>(backend: &mut dyn Backend<'e>, loss: Option<usize>) -> Result<String, Error> {
    let executable = backend.executable();
    let Some(result) = loss.map(|loss| &executable.results[loss]) else {
        return Ok("loss -".into());
    };
    let replicated = result
        .sharding
        .placements
        .iter()
        .all(|p| *p == spmd_layout::Placement::Replicate);
    if !replicated {
        return Ok("loss -".into());
    }
    let value = backend.read_local(0, result.value)?;
    Ok(format!("loss {:.6}", value.data.get_f64(0)))
}

/// Params and states from `--init` (each rank reading its box of
/// `argN.npy`) or seeded.
fn initialise<'e>(
    backend: &mut dyn Backend<'e>,
    plan: &Plan,
    grid: &DeviceGrid,
    owned: &[usize],
    training: &Training,
) -> Result<(), Error> {
    let executable = backend.executable();
    let seeded = match &training.init {
        Some(_) => Vec::new(),
        None => {
            let shapes: Vec<_> = executable
                .arguments
                .iter()
                .map(|a| (a.global.element, a.global.shape.clone()))
                .collect();
            random_inputs(&shapes, training.seed)
        }
    };
    for (slot, &rank) in owned.iter().enumerate() {
        for &index in &plan.stored {
            let signature = &executable.arguments[index];
            let piece = local_piece(signature, grid, rank, |offsets, sizes| {
                match &training.init {
                    None => Ok(seeded[index].slice(offsets, sizes)),
                    Some(dir) => {
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
                }
            })?;
            backend.write_local(slot, signature.value, &piece)?;
        }
    }
    Ok(())
}
