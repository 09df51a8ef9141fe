//! Conversion between spmd shardings and upstream `shard.sharding`.
//!
//! Upstream lists, per tensor dim, the mesh axes that split it (`split_axes =
//! [[0, 1], []]`); spmd lists, per mesh axis, what it does to the tensor
//! (`["S(0)", "S(0)"]`). Both say the same thing for Shard and Replicate when
//! the axes splitting one dim are in mesh-axis order (DTensor splits in that
//! order). Partial has no upstream spelling in MLIR 22.

use crate::ir::AttributeText;
use crate::ir::operation_name;
use melior::{
    Context,
    ir::{
        Identifier, Location, Operation, Type,
        attribute::{
            ArrayAttribute, Attribute, DenseI64ArrayAttribute, FlatSymbolRefAttribute,
            IntegerAttribute,
        },
        operation::{OperationBuilder, OperationLike, OperationRef},
    },
};

use crate::{Mesh, MeshError, Placement, Sharding, attribute_parameters::printed_parameters};

/// For each tensor dim (trailing unsplit dims left out), the mesh axes
/// splitting it, major first.
pub type SplitAxes = Vec<Vec<usize>>;

pub const SHARDING_OP: &str = "shard.sharding";

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UpstreamError {
    #[error(
        "placement {placement} on mesh axis {axis} has no upstream 'shard.sharding' equivalent"
    )]
    PartialNotExpressible { axis: usize, placement: Placement },
    #[error("mesh axis {axis} is out of range for a mesh with {axes} axes")]
    AxisOutOfRange { axis: usize, axes: usize },
    #[error("mesh axis {axis} splits more than one tensor dim")]
    AxisUsedTwice { axis: usize },
    #[error(
        "tensor dim {dim} is split over mesh axes {axes:?}; spmd placements split a dim over mesh axes in increasing order"
    )]
    AxesOutOfOrder { dim: usize, axes: Vec<usize> },
    #[error("expected a 'shard.sharding' op, got '{found}'")]
    NotAShardingOp { found: String },
    #[error(
        "'shard.sharding' with halo sizes, sharded dim offsets or dynamic operands has no spmd equivalent"
    )]
    NotExpressible,
    #[error(transparent)]
    Mesh(#[from] MeshError),
}

/// The upstream split axes of a sharding.
pub fn to_split_axes(sharding: &Sharding) -> Result<SplitAxes, UpstreamError> {
    let mut split_axes = SplitAxes::new();
    for (axis, placement) in sharding.placements.iter().enumerate() {
        match *placement {
            Placement::Shard(dim) => {
                if split_axes.len() <= dim {
                    split_axes.resize(dim + 1, Vec::new());
                }
                split_axes[dim].push(axis);
            }
            Placement::Replicate => {}
            Placement::Partial(_) => {
                return Err(UpstreamError::PartialNotExpressible {
                    axis,
                    placement: *placement,
                });
            }
        }
    }
    Ok(split_axes)
}

/// The sharding on `mesh` (of `mesh_axes` axes) with these upstream split axes.
pub fn from_split_axes(
    mesh: &str,
    mesh_axes: usize,
    split_axes: &[Vec<usize>],
) -> Result<Sharding, UpstreamError> {
    let mut placements = vec![Placement::Replicate; mesh_axes];
    for (dim, axes) in split_axes.iter().enumerate() {
        if !axes.is_sorted_by(|a, b| a < b) {
            return Err(UpstreamError::AxesOutOfOrder {
                dim,
                axes: axes.clone(),
            });
        }
        for &axis in axes {
            let slot = placements
                .get_mut(axis)
                .ok_or(UpstreamError::AxisOutOfRange {
                    axis,
                    axes: mesh_axes,
                })?;
            if *slot != Placement::Replicate {
                return Err(UpstreamError::AxisUsedTwice { axis });
            }
            *slot = Placement::Shard(dim);
        }
    }
    Ok(Sharding::new(mesh, placements))
}

/// Builds `%s = shard.sharding @mesh split_axes = [...] : !shard.sharding`.
pub fn build_sharding_op<'c>(
    context: &'c Context,
    sharding: &Sharding,
    location: Location<'c>,
) -> Result<Operation<'c>, UpstreamError> {
    let split_axes: Vec<String> = to_split_axes(sharding)?
        .iter()
        .map(|axes| format!("{axes:?}"))
        .collect();
    let parse_attribute = |text: &str| {
        Attribute::parse(context, text).expect("upstream shard attributes are registered")
    };
    let sharding_type =
        Type::parse(context, "!shard.sharding").expect("the shard dialect is registered");
    Ok(OperationBuilder::new(SHARDING_OP, location)
        .add_attributes(&[
            (
                Identifier::new(context, "grid"),
                FlatSymbolRefAttribute::new(context, &sharding.mesh).into(),
            ),
            (
                Identifier::new(context, "split_axes"),
                parse_attribute(&format!("#shard<axisarray[{}]>", split_axes.join(", "))),
            ),
            (
                Identifier::new(context, "static_halo_sizes"),
                DenseI64ArrayAttribute::new(context, &[]).into(),
            ),
            (
                Identifier::new(context, "static_sharded_dims_offsets"),
                DenseI64ArrayAttribute::new(context, &[]).into(),
            ),
            (
                Identifier::new(context, "operandSegmentSizes"),
                parse_attribute("array<i32: 0, 0>"),
            ),
        ])
        .add_results(&[sharding_type])
        .build()
        .expect("a shard.sharding op built from valid attributes"))
}

/// Reads a `shard.sharding` op, looking its grid up in an enclosing module.
pub fn read_sharding_op(operation: OperationRef) -> Result<Sharding, UpstreamError> {
    let name = operation_name(operation);
    if name != SHARDING_OP {
        return Err(UpstreamError::NotAShardingOp {
            found: name.to_string(),
        });
    }
    let empty_array = |attribute_name: &str| {
        operation
            .attribute(attribute_name)
            .ok()
            .and_then(|attribute| DenseI64ArrayAttribute::try_from(attribute).ok())
            .is_none_or(|array| array.is_empty())
    };
    if operation.operand_count() != 0
        || !empty_array("static_halo_sizes")
        || !empty_array("static_sharded_dims_offsets")
    {
        return Err(UpstreamError::NotExpressible);
    }
    let grid = operation
        .attribute("grid")
        .ok()
        .and_then(|attribute| FlatSymbolRefAttribute::try_from(attribute).ok())
        .map(|symbol| symbol.text())
        .ok_or(UpstreamError::NotExpressible)?;
    let mesh = Mesh::lookup(operation, &grid)?;
    let split_axes = operation
        .attribute("split_axes")
        .ok()
        .and_then(|attribute| printed_parameters(attribute, "#shard<axisarray[", "]>"))
        .map(|dims| {
            (0..dims.len())
                .filter_map(|dim| dims.element(dim).ok())
                .map(axis_list)
                .collect::<SplitAxes>()
        })
        .ok_or(UpstreamError::NotExpressible)?;
    from_split_axes(&mesh.name, mesh.shape.len(), &split_axes)
}

fn axis_list(attribute: Attribute) -> Vec<usize> {
    let Ok(axes) = ArrayAttribute::try_from(attribute) else {
        return Vec::new();
    };
    (0..axes.len())
        .filter_map(|i| axes.element(i).ok())
        .filter_map(|axis| IntegerAttribute::try_from(axis).ok())
        .filter_map(|axis| usize::try_from(axis.value()).ok())
        .collect()
}
