//! Why the interpreter cannot run a program: an error at an op (or about
//! the whole run), by kind. `spmd-run` and the tests turn it into text.

use melior::ir::Location;
use spmd_dialect::read::ReadError;

/// What went wrong, without where.
#[derive(Debug, thiserror::Error)]
pub enum Reason {
    /// A type or attribute the executable's values cannot be read from.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// A collective, scatter or tensor file that does not fit.
    #[error(transparent)]
    Executable(#[from] spmd_executable::Error),
    /// A `shard` op whose grid is missing or malformed.
    #[error(transparent)]
    Mesh(#[from] spmd_dialect::MeshError),
    /// MLIR's own passes, run before the interpreter compiles a program.
    #[error(transparent)]
    Mlir(#[from] melior::Error),
    /// An op or a form of one the interpreter does not run.
    #[error("{0}")]
    Unsupported(String),
    /// A program the interpreter cannot run as written: operands of the
    /// wrong shape, a failed assertion, a loop that never ends.
    #[error("{0}")]
    Invalid(String),
}

impl From<spmd_executable::indexed::IndexError> for Reason {
    fn from(error: spmd_executable::indexed::IndexError) -> Reason {
        Reason::Executable(error.into())
    }
}

impl From<spmd_executable::collectives::CollectiveError> for Reason {
    fn from(error: spmd_executable::collectives::CollectiveError) -> Reason {
        Reason::Executable(error.into())
    }
}

/// An error at an op (or, without a location, about the whole run).
#[derive(Debug, thiserror::Error)]
#[error("{reason}")]
pub struct ExecError<'c> {
    pub location: Option<Location<'c>>,
    pub reason: Reason,
}

impl<'c> ExecError<'c> {
    pub(crate) fn at(location: Location<'c>, reason: impl Into<Reason>) -> Self {
        ExecError {
            location: Some(location),
            reason: reason.into(),
        }
    }

    pub fn general(reason: impl Into<Reason>) -> Self {
        ExecError {
            location: None,
            reason: reason.into(),
        }
    }
}
