//! `spmd-exec ... --nproc-per-node N`: starts this node's ranks as child
//! processes of the same command with torchrun's variables (`RANK`,
//! `WORLD_SIZE`, `LOCAL_RANK`, `MASTER_ADDR`, `MASTER_PORT`), and watches
//! them: when one fails, the others get a grace period to stop on their
//! own (the job's connections tell them), then are killed; the launcher
//! exits non-zero naming the first failed rank.

use crate::Error;
use std::{
    ffi::OsString,
    process::{Child, Command, ExitStatus},
    time::{Duration, Instant},
};

/// How the node's ranks are started.
pub struct Launch {
    pub nproc_per_node: usize,
    pub nnodes: usize,
    pub node_rank: usize,
    /// The command's arguments without the launcher's own.
    pub arguments: Vec<OsString>,
    /// How long the other ranks may take to stop after one failed.
    pub grace: Duration,
}

/// `MASTER_ADDR` and `MASTER_PORT` from the environment, or, for a single
/// node, the loopback address and a free port.
fn master(nnodes: usize) -> Result<(String, u16), Error> {
    let addr = std::env::var("MASTER_ADDR").ok();
    let port = std::env::var("MASTER_PORT").ok();
    match (addr, port) {
        (Some(addr), Some(port)) => Ok((
            addr,
            port.parse()
                .map_err(|_| Error::Job(format!("MASTER_PORT={port} is not a port number")))?,
        )),
        _ if nnodes > 1 => Err(Error::Job(
            "--nnodes > 1 needs MASTER_ADDR and MASTER_PORT (rank 0's host and port) on every node"
                .into(),
        )),
        (addr, _) => {
            let listener = std::net::TcpListener::bind("127.0.0.1:0")
                .map_err(|e| Error::Job(format!("no free port for the rendezvous: {e}")))?;
            let port = listener
                .local_addr()
                .map_err(|e| Error::Job(e.to_string()))?
                .port();
            Ok((addr.unwrap_or_else(|| "127.0.0.1".into()), port))
        }
    }
}

fn describe(status: ExitStatus) -> String {
    match status.code() {
        Some(code) => format!("exit code {code}"),
        None => {
            use std::os::unix::process::ExitStatusExt;
            format!("killed by signal {}", status.signal().unwrap_or(0))
        }
    }
}

/// Runs the node's ranks to the end; `Err` names the rank that failed.
pub fn run(launch: &Launch) -> Result<(), Error> {
    if launch.nproc_per_node == 0 || launch.nnodes == 0 || launch.node_rank >= launch.nnodes {
        return Err(Error::Job(format!(
            "--nproc-per-node {} --nnodes {} --node-rank {}: need at least one process, one node, and a node rank below the node count",
            launch.nproc_per_node, launch.nnodes, launch.node_rank
        )));
    }
    let (addr, port) = master(launch.nnodes)?;
    let world = launch.nproc_per_node * launch.nnodes;
    let program =
        std::env::current_exe().map_err(|e| Error::Job(format!("cannot find spmd-exec: {e}")))?;
    let mut children: Vec<(usize, Child)> = Vec::new();
    for local in 0..launch.nproc_per_node {
        let rank = launch.node_rank * launch.nproc_per_node + local;
        let child = Command::new(&program)
            .args(&launch.arguments)
            .env("RANK", rank.to_string())
            .env("WORLD_SIZE", world.to_string())
            .env("LOCAL_RANK", local.to_string())
            .env("LOCAL_WORLD_SIZE", launch.nproc_per_node.to_string())
            .env("MASTER_ADDR", &addr)
            .env("MASTER_PORT", port.to_string())
            .spawn()
            .map_err(|e| Error::Job(format!("cannot start rank {rank}: {e}")))?;
        children.push((rank, child));
    }
    // Failures seen within `ATTRIBUTION` of the first: a rank killed by a
    // signal is the cause, the ranks that stopped because of it (their
    // peer's socket closed, sometimes before the killed process can be
    // reaped) only its effect.
    const ATTRIBUTION: Duration = Duration::from_millis(500);
    let mut failures: Vec<(usize, ExitStatus)> = Vec::new();
    let mut failed_at: Option<Instant> = None;
    while !children.is_empty() {
        let mut index = 0;
        while index < children.len() {
            let (rank, child) = &mut children[index];
            match child.try_wait() {
                Ok(Some(status)) => {
                    if !status.success() && failed_at.is_none_or(|at| at.elapsed() <= ATTRIBUTION) {
                        failures.push((*rank, status));
                        failed_at.get_or_insert_with(Instant::now);
                    }
                    children.remove(index);
                }
                Ok(None) => index += 1,
                Err(error) => return Err(Error::Job(format!("rank {rank}: {error}"))),
            }
        }
        if let Some(at) = failed_at
            && at.elapsed() > launch.grace
        {
            for (rank, child) in &mut children {
                eprintln!(
                    "spmd-exec: rank {rank} did not stop within {} s of the failure; killing it",
                    launch.grace.as_secs()
                );
                let _ = child.kill();
                let _ = child.wait();
            }
            children.clear();
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let cause = failures
        .iter()
        .min_by_key(|(rank, status)| (status.code().is_some(), *rank));
    match cause {
        Some((rank, status)) => Err(Error::Job(format!(
            "rank {rank} failed ({}); the job stopped",
            describe(*status)
        ))),
        None => Ok(()),
    }
}
