//! Why a lowered function does not translate into an executable, before
//! the reason is located at its op (a [`super::Failure`]).

use spmd_dialect::read::ReadError;
use spmd_passes::lower::{StructureError, UnsupportedRegion};

#[derive(Debug, thiserror::Error)]
pub enum TranslateError {
    #[error(transparent)]
    Read(#[from] ReadError),
    #[error(transparent)]
    Structure(#[from] StructureError),
    #[error(transparent)]
    Region(#[from] UnsupportedRegion),
    #[error(transparent)]
    Interpreter(#[from] spmd_interpreter::Reason),
    #[error(transparent)]
    Indexed(#[from] spmd_executable::indexed::IndexError),
    /// An op, or a form of one, the executable cannot express.
    #[error("{0}")]
    Unsupported(String),
    /// The lowering's annotations disagree with the function.
    #[error("{0}")]
    Inconsistent(String),
}
