//! Why a plan could not be chosen or measured.

/// What stopped a solve, a trial or the memory check.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PlanError {
    /// HiGHS failed.
    #[error("{0}")]
    Solver(String),
    /// No plan within the limits: memory, rounds or time.
    #[error("{0}")]
    Limit(String),
    /// Partitioning or lowering a candidate on a copy failed.
    #[error("{0}")]
    Trial(String),
    /// The copy a trial runs on does not match the function, or a choice
    /// the graph does not hold.
    #[error("{0}")]
    Internal(&'static str),
    /// Measuring a candidate's true peak failed.
    #[error(transparent)]
    Peak(#[from] crate::lower::peak::PeakError),
    /// The function is not partitioned yet (a report before the plan).
    #[error("not partitioned yet")]
    NotPartitioned,
}
