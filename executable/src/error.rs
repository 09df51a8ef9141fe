//! What reading, checking and combining executables and host tensors can
//! meet: one error type for the crate, its text made only where it is
//! shown.

use std::path::PathBuf;

use crate::{collectives::CollectiveError, file::LoadError, indexed::IndexError};

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file could not be opened, read or written.
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// A `.npy` file this crate does not read (its header, dtype or order).
    #[error("{}: {reason}", path.display())]
    Npy { path: PathBuf, reason: String },
    /// A box read from an array that does not hold it.
    #[error("box at {offsets:?} of {sizes:?} is outside an array of shape {shape:?}")]
    BoxOutside {
        offsets: Vec<usize>,
        sizes: Vec<usize>,
        shape: Vec<usize>,
    },
    #[error(transparent)]
    Load(#[from] LoadError),
    #[error(transparent)]
    Collective(#[from] CollectiveError),
    #[error(transparent)]
    Indexed(#[from] IndexError),
    /// A `shard.recv` whose peer sent nothing.
    #[error("rank {rank} receives from rank {from}, which sent nothing")]
    NothingSent { rank: usize, from: usize },
    /// Two devices' pieces of one global tensor disagree.
    #[error(
        "devices {first} and {second} hold different values for the same element ({first_value} vs {second_value})"
    )]
    Disagree {
        first: usize,
        second: usize,
        first_value: f64,
        second_value: f64,
    },
}

impl Error {
    /// An I/O failure on `path`.
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Error {
        Error::Io {
            path: path.into(),
            source,
        }
    }
}
