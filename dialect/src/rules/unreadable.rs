//! Why an op's factors cannot be read from its IR: the reason a
//! [`super::NoRule`] gives.

/// What is missing or malformed in an op a rule reads.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unreadable {
    #[error("no '{0}'")]
    Missing(String),
    #[error("'{0}' is not an i64 array")]
    NotI64Array(String),
    /// The op's form, in words: "needs static tensors", "no indexing_maps".
    #[error("{0}")]
    Malformed(&'static str),
    #[error("original dim {0} is neither indexed nor updated")]
    Unindexed(usize),
    /// MLIR's accessor refused (an operand or map out of range).
    #[error("{0}")]
    Mlir(String),
    #[error(
        "the program is already partitioned (it holds explicit shard collectives); propagation and partitioning read single-device programs"
    )]
    AlreadyPartitioned,
    #[error("spmd does not know how this op can be sharded")]
    Unknown,
}
