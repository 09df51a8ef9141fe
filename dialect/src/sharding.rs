//! A DTensor sharding: one placement per mesh axis, and its attribute
//! `#spmd.sharding<@mesh, ["S(0)", "R"]>`.

use melior::{
    Context,
    ir::attribute::{Attribute, FlatSymbolRefAttribute, StringAttribute},
};
use std::fmt;

use crate::{
    Mesh,
    attribute_parameters::printed_parameters,
    placement::{Placement, PlacementParseError},
    text::counted,
};

/// The placements of a tensor on the mesh named `mesh`, one per mesh axis.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sharding {
    pub mesh: String,
    pub placements: Vec<Placement>,
}

/// Why an attribute is not a valid sharding, or not valid for a value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardingError {
    #[error("expected a #spmd.sharding attribute, got {found}")]
    NotASharding { found: String },
    #[error("the mesh of a sharding must be a flat symbol like @mesh, got {found}")]
    NestedMeshSymbol { found: String },
    #[error("placement {index} must be a string like \"S(0)\", \"R\" or \"P(sum)\", got {found}")]
    PlacementNotAString { index: usize, found: String },
    #[error("placement {index}: {source}")]
    BadPlacement {
        index: usize,
        source: PlacementParseError,
    },
    #[error("sharding has {} but mesh {mesh} has {}; give one placement per mesh axis", counted(*found, "placement", "placements"), counted(*axes, "axis", "axes"))]
    PlacementCount {
        mesh: String,
        axes: usize,
        found: usize,
    },
    #[error("placement {placement} on mesh axis {axis} shards dim {dim} of a rank-{rank} tensor")]
    ShardDimOutOfRange {
        placement: Placement,
        axis: String,
        dim: usize,
        rank: usize,
    },
}

const ATTRIBUTE_PREFIX: &str = "#spmd.sharding<";

impl Sharding {
    pub fn new(mesh: impl Into<String>, placements: Vec<Placement>) -> Self {
        Sharding {
            mesh: mesh.into(),
            placements,
        }
    }

    /// Every axis `Replicate`.
    pub fn replicated(mesh: &Mesh) -> Self {
        Sharding::new(
            mesh.name.clone(),
            vec![Placement::Replicate; mesh.shape.len()],
        )
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

    /// Reads a `#spmd.sharding` attribute.
    pub fn from_attribute(attribute: Attribute) -> Result<Self, ShardingError> {
        let not_a_sharding = || ShardingError::NotASharding {
            found: attribute.to_string(),
        };
        let parameters =
            printed_parameters(attribute, ATTRIBUTE_PREFIX, ">").ok_or_else(not_a_sharding)?;
        let (Ok(mesh), Ok(placements)) = (parameters.element(0), parameters.element(1)) else {
            return Err(not_a_sharding());
        };
        let mesh = FlatSymbolRefAttribute::try_from(mesh)
            .map_err(|_| ShardingError::NestedMeshSymbol {
                found: mesh.to_string(),
            })?
            .value()
            .to_owned();
        let placements = melior::ir::attribute::ArrayAttribute::try_from(placements)
            .map_err(|_| not_a_sharding())?;
        let placements = (0..placements.len())
            .map(|index| {
                let element = placements.element(index).map_err(|_| not_a_sharding())?;
                let text = StringAttribute::try_from(element).map_err(|_| {
                    ShardingError::PlacementNotAString {
                        index,
                        found: element.to_string(),
                    }
                })?;
                text.value()
                    .parse::<Placement>()
                    .map_err(|source| ShardingError::BadPlacement { index, source })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Sharding { mesh, placements })
    }

    /// The attribute for this sharding, in a context where the spmd dialect is
    /// loaded (see [`crate::load_spmd_dialect`]).
    pub fn to_attribute<'c>(&self, context: &'c Context) -> Attribute<'c> {
        Attribute::parse(context, &self.to_string())
            .expect("the spmd dialect is loaded into every context that builds shardings")
    }

    /// Checks this sharding against the mesh it names and the rank of the
    /// tensor it describes.
    pub fn check(&self, mesh: &Mesh, rank: usize) -> Result<(), ShardingError> {
        if self.placements.len() != mesh.shape.len() {
            return Err(ShardingError::PlacementCount {
                mesh: mesh.to_string(),
                axes: mesh.shape.len(),
                found: self.placements.len(),
            });
        }
        for (axis, placement) in self.placements.iter().enumerate() {
            if let Placement::Shard(dim) = *placement
                && dim >= rank
            {
                return Err(ShardingError::ShardDimOutOfRange {
                    placement: *placement,
                    axis: mesh.axis_label(axis),
                    dim,
                    rank,
                });
            }
        }
        Ok(())
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
pub(crate) fn symbol_reference(name: &str) -> String {
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
