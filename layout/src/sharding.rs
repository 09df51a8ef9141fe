//! A DTensor sharding: one placement per mesh axis, printed as its
//! attribute `#spmd.sharding<@mesh, ["S(0)", "R"]>`.

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::placement::Placement;

/// The placements of a tensor on the mesh named `mesh`, one per mesh axis.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sharding {
    pub mesh: String,
    pub placements: Vec<Placement>,
}

/// How the attribute form of a sharding begins.
pub const ATTRIBUTE_PREFIX: &str = "#spmd.sharding<";

impl Sharding {
    pub fn new(mesh: impl Into<String>, placements: Vec<Placement>) -> Self {
        Sharding {
            mesh: mesh.into(),
            placements,
        }
    }

    /// Every axis of the `axes`-axis mesh `mesh` `Replicate`.
    pub fn replicated_on(mesh: impl Into<String>, axes: usize) -> Self {
        Sharding::new(mesh, vec![Placement::Replicate; axes])
    }

    /// This sharding with every `Partial` axis `Replicate` (the value
    /// reduced).
    pub fn without_partial(&self) -> Self {
        let placements = self
            .placements
            .iter()
            .map(|placement| match placement {
                Placement::Partial(_) => Placement::Replicate,
                other => *other,
            })
            .collect();
        Sharding::new(self.mesh.clone(), placements)
    }

    /// The mesh axes that split tensor dim `dim`, in mesh-axis order (the
    /// first is the major one).
    pub fn axes_sharding_dim(&self, dim: usize) -> Vec<usize> {
        (0..self.placements.len())
            .filter(|&axis| self.placements[axis] == Placement::Shard(dim))
            .collect()
    }
}

/// Prints the attribute form, `#spmd.sharding<@mesh, ["S(0)", "R"]>`.
impl fmt::Display for Sharding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let placements: Vec<String> = self
            .placements
            .iter()
            .map(|placement| format!("\"{placement}\""))
            .collect();
        write!(
            f,
            "{ATTRIBUTE_PREFIX}{}, [{}]>",
            symbol_reference(&self.mesh),
            placements.join(", ")
        )
    }
}

/// `@name`, quoted when the name is not a bare identifier.
pub fn symbol_reference(name: &str) -> String {
    let bare = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c));
    if bare {
        format!("@{name}")
    } else {
        format!("@{name:?}")
    }
}
