//! `spmd-exec train`: the training loop on either backend, with faults
//! injected where the tests ask (`SPMD_TRAIN_KILL`).

use spmd_executable::Executable;
use spmd_runtime::train::{self, Checkpointing, Source, Training};
use spmd_runtime::{Context, Error};

use crate::{
    cli::TrainCli,
    load::{self, Wanted},
};

/// `spmd-exec train`.
pub fn run(cli: &TrainCli) -> Result<bool, Error> {
    if let Some(launched) = cli.job.launch() {
        return launched.map(|()| true);
    }
    let bytes = std::fs::read(&cli.executable).map_err(|e| Error::io(&cli.executable, e))?;
    let executable =
        Executable::from_bytes(&bytes).context(|| cli.executable.display().to_string())?;
    if let Some(wanted) = &cli.mesh
        && *wanted != executable.mesh.shape_text()
    {
        return Err(Error::Invalid(format!(
            "the executable runs on a {} mesh, not {wanted}",
            executable.mesh.shape_text()
        )));
    }
    if cli.every == 0 || cli.keep == 0 {
        return Err(Error::Invalid(
            "--every and --keep must be at least 1".into(),
        ));
    }
    let (world, group) = cli.job.join(&executable)?;
    let rank = world.as_ref().map_or(0, |w| w.rank);
    let training = Training {
        steps: cli.steps,
        init: cli.init.clone(),
        data: match &cli.data {
            Some(dir) => Source::Files(dir.clone()),
            None => Source::Seeded(cli.seed),
        },
        seed: cli.seed,
        checkpoints: cli.checkpoint.as_ref().map(|dir| Checkpointing {
            dir: dir.clone(),
            every: cli.every,
            keep: cli.keep,
        }),
        resume: cli.resume,
        executable_crc: crc32fast::hash(&bytes),
        reports: rank == 0,
        kill_at: train::injected_kill(rank)?,
    };
    if let Some(settings) = &training.checkpoints {
        std::fs::create_dir_all(&settings.dir).map_err(|e| Error::io(&settings.dir, e))?;
    }
    let mut backend = load::backend(
        cli.backend,
        &executable,
        &cli.job,
        world.as_ref(),
        group,
        Wanted::default(),
    )?;
    train::train(backend.as_mut(), &training).inspect_err(|e| backend.fail(&e.to_string()))?;
    Ok(true)
}
