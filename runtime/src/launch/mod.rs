//! Running one process per rank, as distributed PyTorch jobs do: the
//! rank, world size and local rank from the launcher's variables
//! (torchrun's `RANK` / `WORLD_SIZE` / `LOCAL_RANK`, Open MPI's
//! `OMPI_COMM_WORLD_*`, SLURM's `SLURM_PROCID` / `SLURM_NTASKS` /
//! `SLURM_LOCALID`), the job's rendezvous at `MASTER_ADDR:MASTER_PORT`
//! ([`group`]), and `spmd-exec --nproc-per-node N`, which starts the ranks
//! of one node itself ([`supervise`]).

use crate::Error;
pub mod group;
pub mod supervise;

/// This process's place in a job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct World {
    pub rank: usize,
    pub size: usize,
    pub local_rank: usize,
    /// How many of the job's ranks run on this machine, when the launcher
    /// says (`LOCAL_WORLD_SIZE`, `OMPI_COMM_WORLD_LOCAL_SIZE`,
    /// `SLURM_NTASKS_PER_NODE`).
    pub local_size: Option<usize>,
    /// Where rank 0 listens: `MASTER_ADDR`, and `SPMD_MASTER_PORT` if set,
    /// else `MASTER_PORT`, plus one under torchrun, whose agent holds
    /// `MASTER_PORT` for its own store (`TORCHELASTIC_USE_AGENT_STORE`).
    pub master_addr: String,
    pub master_port: u16,
    /// Which variable gave the port, as errors name it.
    pub port_source: &'static str,
    /// Which variables said so (`torchrun`, `mpirun`, `slurm`).
    pub launcher: &'static str,
}

/// The variables of each launcher: rank, world size, local rank, ranks on
/// this machine.
const LAUNCHERS: [(&str, [&str; 4]); 3] = [
    (
        "torchrun",
        ["RANK", "WORLD_SIZE", "LOCAL_RANK", "LOCAL_WORLD_SIZE"],
    ),
    (
        "mpirun",
        [
            "OMPI_COMM_WORLD_RANK",
            "OMPI_COMM_WORLD_SIZE",
            "OMPI_COMM_WORLD_LOCAL_RANK",
            "OMPI_COMM_WORLD_LOCAL_SIZE",
        ],
    ),
    (
        "slurm",
        [
            "SLURM_PROCID",
            "SLURM_NTASKS",
            "SLURM_LOCALID",
            "SLURM_NTASKS_PER_NODE",
        ],
    ),
];

/// The port rank 0 listens on, and which variable gave it.
fn port(
    variable: &impl Fn(&str) -> Option<String>,
    launcher: &str,
) -> Result<(u16, &'static str), Error> {
    let parse = |name: &str, text: &str| -> Result<u16, Error> {
        text.trim().parse().map_err(|_| {
            Error::Job(format!(
                "{launcher} job: {name}={text} is not a port number"
            ))
        })
    };
    if let Some(text) = variable("SPMD_MASTER_PORT") {
        return Ok((parse("SPMD_MASTER_PORT", &text)?, "SPMD_MASTER_PORT"));
    }
    let text = variable("MASTER_PORT").ok_or_else(|| {
        Error::Job(format!(
            "{launcher} job: MASTER_PORT is not set (the port rank 0 listens on)"
        ))
    })?;
    let port = parse("MASTER_PORT", &text)?;
    if variable("TORCHELASTIC_USE_AGENT_STORE").is_some_and(|v| v.eq_ignore_ascii_case("true")) {
        let next = port.checked_add(1).ok_or_else(|| {
            Error::Job(format!(
                "{launcher} job: MASTER_PORT={port} leaves no next port (torchrun's agent holds it); set SPMD_MASTER_PORT"
            ))
        })?;
        return Ok((
            next,
            "MASTER_PORT + 1, torchrun's agent holding MASTER_PORT",
        ));
    }
    Ok((port, "MASTER_PORT"))
}

impl World {
    /// The job this process belongs to, from `variable` (the environment);
    /// `None` when no launcher's variables are set.
    pub fn from_variables(
        variable: impl Fn(&str) -> Option<String>,
    ) -> Result<Option<World>, Error> {
        let Some((launcher, names)) = LAUNCHERS
            .iter()
            .find(|(_, names)| variable(names[0]).is_some())
        else {
            return Ok(None);
        };
        let number = |name: &str| -> Result<usize, Error> {
            let text = variable(name).ok_or_else(|| {
                Error::Job(format!(
                    "{launcher} job: {} is set but {name} is not",
                    names[0]
                ))
            })?;
            text.trim()
                .parse()
                .map_err(|_| Error::Job(format!("{launcher} job: {name}={text} is not a number")))
        };
        let (rank, size) = (number(names[0])?, number(names[1])?);
        let local_rank = number(names[2]).unwrap_or(0);
        // SLURM writes e.g. `2(x3)`: two tasks on each of three nodes.
        let local_size = variable(names[3]).and_then(|text| {
            let digits: String = text
                .trim()
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().ok().filter(|&n: &usize| n > 0)
        });
        if size == 0 || rank >= size {
            return Err(Error::Job(format!(
                "{launcher} job: rank {rank} is not below the world size {size}"
            )));
        }
        let master_addr = variable("MASTER_ADDR").ok_or_else(|| {
            Error::Job(format!(
                "{launcher} job: MASTER_ADDR is not set (the host where rank 0 listens)"
            ))
        })?;
        let (master_port, port_source) = port(&variable, launcher)?;
        Ok(Some(World {
            rank,
            size,
            local_rank,
            local_size,
            master_addr,
            master_port,
            port_source,
            launcher,
        }))
    }

    /// The job from this process's environment.
    pub fn from_env() -> Result<Option<World>, Error> {
        World::from_variables(|name| std::env::var(name).ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn world(pairs: &[(&str, &str)]) -> Result<Option<World>, Error> {
        World::from_variables(|name| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn each_launcher_is_read() {
        let master = [("MASTER_ADDR", "node0"), ("MASTER_PORT", "29500")];
        let torchrun = [
            &[("RANK", "3"), ("WORLD_SIZE", "8"), ("LOCAL_RANK", "1")][..],
            &master,
        ]
        .concat();
        let got = world(&torchrun).unwrap().unwrap();
        assert_eq!(
            (got.rank, got.size, got.local_rank, got.launcher),
            (3, 8, 1, "torchrun")
        );
        assert_eq!(
            (got.master_addr.as_str(), got.master_port),
            ("node0", 29500)
        );
        assert_eq!(got.local_size, None);
        // Under torchrun's agent, which holds MASTER_PORT, the next port;
        // SPMD_MASTER_PORT overrides both.
        let agent = [&torchrun[..], &[("TORCHELASTIC_USE_AGENT_STORE", "True")]].concat();
        let got = world(&agent).unwrap().unwrap();
        assert_eq!(
            (got.master_port, got.port_source),
            (
                29501,
                "MASTER_PORT + 1, torchrun's agent holding MASTER_PORT"
            )
        );
        let chosen = [&agent[..], &[("SPMD_MASTER_PORT", "31000")]].concat();
        assert_eq!(world(&chosen).unwrap().unwrap().master_port, 31000);
        let slurm = [
            &[("SLURM_PROCID", "1"), ("SLURM_NTASKS", "6")][..],
            &[("SLURM_NTASKS_PER_NODE", "2(x3)")],
            &master,
        ]
        .concat();
        assert_eq!(world(&slurm).unwrap().unwrap().local_size, Some(2));
        let mpi = [
            &[
                ("OMPI_COMM_WORLD_RANK", "1"),
                ("OMPI_COMM_WORLD_SIZE", "2"),
                ("OMPI_COMM_WORLD_LOCAL_RANK", "1"),
            ][..],
            &master,
        ]
        .concat();
        assert_eq!(world(&mpi).unwrap().unwrap().launcher, "mpirun");
        let slurm = [
            &[
                ("SLURM_PROCID", "5"),
                ("SLURM_NTASKS", "16"),
                ("SLURM_LOCALID", "1"),
            ][..],
            &master,
        ]
        .concat();
        let got = world(&slurm).unwrap().unwrap();
        assert_eq!((got.rank, got.size, got.launcher), (5, 16, "slurm"));
        assert_eq!(world(&[]).unwrap(), None);
    }

    #[test]
    fn bad_variables_are_explained() {
        let errors: Vec<String> = [
            vec![("RANK", "0")],
            vec![("RANK", "x"), ("WORLD_SIZE", "2")],
            vec![("RANK", "2"), ("WORLD_SIZE", "2")],
            vec![("RANK", "0"), ("WORLD_SIZE", "2")],
            vec![("RANK", "0"), ("WORLD_SIZE", "2"), ("MASTER_ADDR", "h")],
            vec![
                ("RANK", "0"),
                ("WORLD_SIZE", "2"),
                ("MASTER_ADDR", "h"),
                ("MASTER_PORT", "p"),
            ],
        ]
        .iter()
        .map(|pairs| world(pairs).unwrap_err().to_string())
        .collect();
        insta::assert_snapshot!(errors.join("\n"));
    }
}
