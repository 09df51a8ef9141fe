//! `spmd-exec checkpoint export | compare`.

use spmd_runtime::Error;
use spmd_runtime::train;

use crate::cli::{CheckpointAction, CheckpointCli};

/// `spmd-exec checkpoint export | compare`.
pub fn run(cli: &CheckpointCli) -> Result<bool, Error> {
    match (cli.action, &cli.other, &cli.out) {
        (CheckpointAction::Export, None, Some(out)) => {
            let (step, count) = train::checkpoint::export(&cli.checkpoint, out)?;
            spmd_executable::say!(
                "exported {count} tensors of step {step} to {}",
                out.display()
            );
            Ok(true)
        }
        (CheckpointAction::Compare, Some(other), None) => {
            train::checkpoint::compare(&cli.checkpoint, other, cli.rtol)
        }
        (CheckpointAction::Export, _, _) => Err(Error::Invalid(
            "checkpoint export takes one checkpoint and --out DIR".into(),
        )),
        (CheckpointAction::Compare, _, _) => Err(Error::Invalid(
            "checkpoint compare takes two checkpoints (and no --out)".into(),
        )),
    }
}
