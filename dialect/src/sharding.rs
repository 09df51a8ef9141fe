//! The `#spmd.sharding<@mesh, ["S(0)", "R"]>` attribute of a [`Sharding`]:
//! reading, writing and checking it against its mesh.

use crate::ir::AttributeText;
use melior::{
    Context,
    ir::attribute::{Attribute, FlatSymbolRefAttribute, StringAttribute},
};

use crate::{
    Mesh, Placement, PlacementParseError, attribute_parameters::printed_parameters, text::counted,
};
pub use spmd_layout::Sharding;
use spmd_layout::sharding::ATTRIBUTE_PREFIX;

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

/// A sharding as an MLIR attribute, and checked against an MLIR mesh.
pub trait ShardingAttribute: Sized {
    /// Reads a `#spmd.sharding` attribute.
    fn from_attribute(attribute: Attribute) -> Result<Self, ShardingError>;
    /// The attribute for this sharding, in a context where the spmd dialect is
    /// loaded (see [`crate::load_spmd_dialect`]).
    fn to_attribute<'c>(&self, context: &'c Context) -> Attribute<'c>;
    /// Checks this sharding against the mesh it names and the rank of the
    /// tensor it describes.
    fn check(&self, mesh: &Mesh, rank: usize) -> Result<(), ShardingError>;
    /// Every axis of `mesh` `Replicate`.
    fn replicated(mesh: &Mesh) -> Self;
}

impl ShardingAttribute for Sharding {
    fn from_attribute(attribute: Attribute) -> Result<Self, ShardingError> {
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
            .text();
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
                text.text()
                    .parse::<Placement>()
                    .map_err(|source| ShardingError::BadPlacement { index, source })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Sharding { mesh, placements })
    }

    fn to_attribute<'c>(&self, context: &'c Context) -> Attribute<'c> {
        Attribute::parse(context, &self.to_string())
            .expect("the spmd dialect is loaded into every context that builds shardings")
    }

    fn check(&self, mesh: &Mesh, rank: usize) -> Result<(), ShardingError> {
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

    fn replicated(mesh: &Mesh) -> Self {
        Sharding::replicated_on(mesh.name.clone(), mesh.shape.len())
    }
}
