//! `spmd-exec STEP.spmdx --backend cpu`: runs an executable written by
//! `spmd-translate --spmd-to-executable`, with no compiler inside. Inputs
//! are global arrays (`argN.npy`), sliced per rank by the arguments'
//! shardings; results are assembled into global arrays (`resultN.npy`).
//! Ranks run as threads of this process, or one process per rank: under
//! torchrun / mpirun / SLURM, or started by `--nproc-per-node N`
//! (`spmd_runtime::launch`); results are gathered to rank 0, which
//! reports. `spmd-exec train` loops a training step with its state kept on
//! the ranks, checkpoints and resumes (`spmd_runtime::train`);
//! `spmd-exec checkpoint export` writes a checkpoint's global tensors.

mod checkpoint;
mod cli;
mod load;
mod run;
mod stats;
mod train;

use clap::Parser;
use std::process::ExitCode;

use cli::{CheckpointCli, Cli, TrainCli};
use spmd_runtime::launch::World;

/// The command's arguments without the launcher's own (for the ranks it
/// starts).
fn rank_arguments() -> Vec<std::ffi::OsString> {
    let mut arguments = Vec::new();
    let mut skip_value = false;
    for argument in std::env::args_os().skip(1) {
        if skip_value {
            skip_value = false;
            continue;
        }
        let text = argument.to_string_lossy();
        let launcher = ["--nproc-per-node", "--nnodes", "--node-rank"]
            .iter()
            .find(|flag| text == **flag || text.starts_with(&format!("{flag}=")));
        match launcher {
            Some(flag) => skip_value = text == *flag,
            None => arguments.push(argument),
        }
    }
    arguments
}

/// The command line parsed as `P`, or the exit for a usage error or help.
fn parse<P: Parser>(arguments: Vec<std::ffi::OsString>, help: &str) -> Result<P, ExitCode> {
    match P::try_parse_from(arguments) {
        Ok(cli) => Ok(cli),
        Err(error) if error.use_stderr() => {
            // clap's message up to its usage, on one line.
            let message = error.to_string();
            let lines: Vec<&str> = message
                .lines()
                .take_while(|line| !line.trim().is_empty())
                .map(str::trim)
                .collect();
            eprintln!("spmd-exec: {} (see '{help} --help')", lines.join(" "));
            Err(ExitCode::FAILURE)
        }
        Err(help) => {
            let _ = help.print();
            Err(ExitCode::SUCCESS)
        }
    }
}

fn main() -> ExitCode {
    let mut arguments: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let command = arguments.get(1).and_then(|a| a.to_str()).map(str::to_owned);
    let outcome = match command.as_deref() {
        Some(word @ ("train" | "checkpoint")) => {
            // The subcommand's own parser sees "spmd-exec <word>" as its name.
            arguments.remove(1);
            let name = format!("spmd-exec {word}");
            if word == "train" {
                match parse::<TrainCli>(arguments, &name) {
                    Ok(cli) => train::run(&cli),
                    Err(code) => return code,
                }
            } else {
                match parse::<CheckpointCli>(arguments, &name) {
                    Ok(cli) => checkpoint::run(&cli),
                    Err(code) => return code,
                }
            }
        }
        _ => match parse::<Cli>(arguments, "spmd-exec") {
            Ok(cli) => run::run(&cli),
            Err(code) => return code,
        },
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            // In a job, say which rank speaks.
            let rank = World::from_env()
                .ok()
                .flatten()
                .map(|w| format!("rank {}: ", w.rank))
                .unwrap_or_default();
            // One write, so that the lines of several ranks do not interleave.
            let line = format!("spmd-exec: error: {rank}{message}\n");
            let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
            ExitCode::FAILURE
        }
    }
}
