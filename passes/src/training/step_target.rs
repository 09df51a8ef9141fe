//! The function and mesh the data-parallel passes work on, named by their
//! `function=`, `mesh-name=` and `mesh-axis=` options.

use melior::ir::operation::{OperationLike, OperationRef};
use spmd_dialect::Mesh;

use crate::pass::{Failure, OptionInfo, PassOptions, module_body, selected_function};

pub(crate) const MESH_NAME: OptionInfo = OptionInfo {
    name: "mesh-name",
    value: "name",
    default: "mesh",
    description: "the shard.grid symbol",
};
pub(crate) const MESH_AXIS: OptionInfo = OptionInfo {
    name: "mesh-axis",
    value: "axis",
    default: "0",
    description: "the data-parallel mesh axis, by index or name",
};
pub(crate) const FUNCTION: OptionInfo = OptionInfo {
    name: "function",
    value: "name",
    default: "",
    description: "the training step (default: the only function with a body, else main)",
};

/// Which function, mesh and data-parallel axis.
#[derive(Clone, Debug, PartialEq)]
pub struct StepTarget {
    pub mesh_name: String,
    pub axis: String,
    pub function: Option<String>,
}

/// The step, its mesh and the data-parallel axis's index.
pub(crate) struct Found<'c, 'a> {
    pub function: OperationRef<'c, 'a>,
    pub mesh: Mesh,
    pub axis: usize,
}

impl StepTarget {
    pub(crate) fn from_options(options: &PassOptions) -> StepTarget {
        StepTarget {
            mesh_name: options.text(&MESH_NAME).to_owned(),
            axis: options.text(&MESH_AXIS).to_owned(),
            function: Some(options.text(&FUNCTION).to_owned()).filter(|f| !f.is_empty()),
        }
    }

    /// The step in `module`, its mesh and the axis.
    pub(crate) fn find<'c, 'a>(
        &self,
        module: OperationRef<'c, 'a>,
    ) -> Result<Found<'c, 'a>, Failure<'c>> {
        let location = module.location();
        let body = module_body(module)?;
        let mesh = Mesh::lookup(module, &self.mesh_name)
            .map_err(|e| (location, format!("{e}; give the mesh with mesh=...")))?;
        let axis = mesh_axis(&mesh, &self.axis)
            .ok_or_else(|| (location, format!("mesh {mesh} has no axis '{}'", self.axis)))?;
        let function = selected_function(body, self.function.as_deref(), location)?;
        Ok(Found {
            function,
            mesh,
            axis,
        })
    }
}

/// Mesh axis `axis` of `mesh`, by index or name.
pub(crate) fn mesh_axis(mesh: &Mesh, axis: &str) -> Option<usize> {
    axis.parse::<usize>()
        .ok()
        .filter(|&a| a < mesh.shape.len())
        .or_else(|| mesh.axis_names.iter().position(|name| name == axis))
}
