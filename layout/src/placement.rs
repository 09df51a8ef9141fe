//! DTensor placements: how a tensor is laid out along one mesh axis.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The reduction a `Partial` value is pending: the logical value is this
/// reduction, over the mesh axis, of the local values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ReduceOp {
    Sum,
    Avg,
    Max,
    Min,
}

impl ReduceOp {
    pub const ALL: [ReduceOp; 4] = [ReduceOp::Sum, ReduceOp::Avg, ReduceOp::Max, ReduceOp::Min];

    /// The spelling used in `P(op)`.
    pub fn keyword(self) -> &'static str {
        match self {
            ReduceOp::Sum => "sum",
            ReduceOp::Avg => "avg",
            ReduceOp::Max => "max",
            ReduceOp::Min => "min",
        }
    }

    fn from_keyword(keyword: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|op| op.keyword() == keyword)
    }
}

impl fmt::Display for ReduceOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// One DTensor placement, written `S(d)`, `R` or `P(op)` in the dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Placement {
    /// `Shard(d)`: tensor dim `d` is split into contiguous chunks along the axis.
    Shard(usize),
    /// `Replicate`: every device along the axis holds the whole value.
    Replicate,
    /// `Partial(op)`: the value is the reduction of the local values along the axis.
    Partial(ReduceOp),
}

/// Why a placement string does not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementParseError {
    #[error("unknown reduction '{reduction}' in placement '{text}'; expected sum, avg, max or min")]
    UnknownReduction { text: String, reduction: String },
    #[error("shard dim in placement '{text}' must be a non-negative integer")]
    BadShardDim { text: String },
    #[error(
        "cannot parse placement '{text}'; expected \"S(dim)\", \"R\" or \"P(sum|avg|max|min)\""
    )]
    Malformed { text: String },
}

impl FromStr for Placement {
    type Err = PlacementParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text == "R" {
            return Ok(Placement::Replicate);
        }
        let malformed = || PlacementParseError::Malformed {
            text: text.to_owned(),
        };
        let (head, argument) = text
            .strip_suffix(')')
            .and_then(|rest| rest.split_once('('))
            .ok_or_else(malformed)?;
        match head {
            "S" => argument
                .parse::<usize>()
                .map(Placement::Shard)
                .map_err(|_| PlacementParseError::BadShardDim {
                    text: text.to_owned(),
                }),
            "P" => ReduceOp::from_keyword(argument)
                .map(Placement::Partial)
                .ok_or_else(|| PlacementParseError::UnknownReduction {
                    text: text.to_owned(),
                    reduction: argument.to_owned(),
                }),
            _ => Err(malformed()),
        }
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Placement::Shard(dim) => write!(f, "S({dim})"),
            Placement::Replicate => f.write_str("R"),
            Placement::Partial(op) => write!(f, "P({op})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_placement_round_trips_through_text() {
        let placements = [
            Placement::Shard(0),
            Placement::Shard(12),
            Placement::Replicate,
        ]
        .into_iter()
        .chain(ReduceOp::ALL.map(Placement::Partial));
        for placement in placements {
            assert_eq!(placement.to_string().parse::<Placement>(), Ok(placement));
        }
    }

    #[test]
    fn malformed_placements_say_what_is_wrong() {
        let errors: Vec<String> = ["S(-1)", "S(x)", "P(prod)", "Shard(0)", "S(0", "", "r"]
            .iter()
            .map(|text| format!("{text:?} -> {}", text.parse::<Placement>().unwrap_err()))
            .collect();
        insta::assert_snapshot!(errors.join("\n"));
    }
}
