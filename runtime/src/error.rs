//! What can stop a run: one error type for the runtime, by kind, with the
//! place it happened added as it travels up (an argument, a result, a
//! step, a checkpoint). `spmd-exec` turns it into text, and only there.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file of the run (an input, a checkpoint, a cached kernel) could
    /// not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// Reading or checking an executable or a tensor file, or a collective
    /// on host tensors.
    #[error(transparent)]
    Executable(#[from] spmd_executable::Error),
    /// The run cannot go as asked: an input of another shape or type, an
    /// option the backend does not support, a checkpoint of another step.
    #[error("{0}")]
    Invalid(String),
    /// The program stopped itself: an index outside its tensor, a failed
    /// assertion, ranks that disagree on a loop's trip count.
    #[error("{0}")]
    Fault(String),
    /// A device library failed or is missing: the CUDA driver, NVRTC,
    /// cuBLAS, NCCL, or the host's C++ compiler for native kernels.
    #[error("{0}")]
    Device(String),
    /// The job of rank processes: joining it, a peer that failed or hung,
    /// a malformed message.
    #[error("{0}")]
    Job(String),
    /// Where `source` happened.
    #[error("{context}: {source}")]
    Context {
        context: String,
        #[source]
        source: Box<Error>,
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

/// Adds where an error happened as it travels up.
pub trait Context<T> {
    fn context(self, place: impl FnOnce() -> String) -> Result<T, Error>;
}

impl<T, E: Into<Error>> Context<T> for Result<T, E> {
    fn context(self, place: impl FnOnce() -> String) -> Result<T, Error> {
        self.map_err(|error| Error::Context {
            context: place(),
            source: Box::new(error.into()),
        })
    }
}

impl From<spmd_executable::LoadError> for Error {
    fn from(error: spmd_executable::LoadError) -> Error {
        Error::Executable(error.into())
    }
}

impl From<spmd_executable::collectives::CollectiveError> for Error {
    fn from(error: spmd_executable::collectives::CollectiveError) -> Error {
        Error::Executable(error.into())
    }
}

impl From<spmd_executable::indexed::IndexError> for Error {
    fn from(error: spmd_executable::indexed::IndexError) -> Error {
        Error::Executable(error.into())
    }
}
