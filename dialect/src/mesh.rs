//! The device mesh: an upstream `shard.grid` with optional axis names.

use crate::ir::AttributeText;
use crate::ir::Positional;
use melior::ir::{
    RegionLike,
    attribute::{ArrayAttribute, DenseI64ArrayAttribute, StringAttribute},
    block::BlockLike,
    operation::{OperationLike, OperationRef},
};
use std::fmt;

use crate::{
    annotations::{AXIS_NAMES_ATTR, GRID_OP},
    redistribution::Axes,
    text::counted,
};

/// A logical device mesh: `shard.grid @name(shape = 2x4) {spmd.axis_names = ["dp", "tp"]}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mesh {
    pub name: String,
    /// Devices along each axis.
    pub shape: Vec<usize>,
    /// One name per axis, or empty when the grid has none.
    pub axis_names: Vec<String>,
}

/// Why a symbol does not give a usable mesh.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MeshError {
    #[error("unknown mesh @{name}: no 'shard.grid @{name}' in an enclosing module")]
    NotFound { name: String },
    #[error("mesh @{name} has a dynamic axis size; spmd needs a static mesh shape")]
    DynamicAxis { name: String },
    #[error("mesh @{name} has {} for {}", counted(*names, "axis name", "axis names"), counted(*axes, "axis", "axes"))]
    AxisNameCount {
        name: String,
        names: usize,
        axes: usize,
    },
    #[error("mesh @{name}: 'spmd.axis_names' must be an array of strings")]
    AxisNamesNotStrings { name: String },
    #[error("mesh @{name} names two axes '{axis}'")]
    DuplicateAxisName { name: String, axis: String },
    #[error("mesh @{name} has an axis of size 0")]
    EmptyAxis { name: String },
    #[error("mesh @{name} has {axes} axes; spmd handles meshes of at most {max} axes")]
    TooManyAxes {
        name: String,
        axes: usize,
        max: usize,
    },
    #[error("mesh @{name}: axis {axis} has an empty name; name every axis or none")]
    EmptyAxisName { name: String, axis: usize },
}

impl Mesh {
    pub fn device_count(&self) -> usize {
        self.shape.iter().product()
    }

    /// `axis` for diagnostics: its index, and its name when it has one.
    pub fn axis_label(&self, axis: usize) -> String {
        match self.axis_names.get(axis) {
            Some(name) => format!("{axis} ({name})"),
            None => axis.to_string(),
        }
    }

    /// Reads a `shard.grid` operation.
    pub fn from_grid_op(grid: OperationRef) -> Result<Self, MeshError> {
        let name = grid
            .attribute("sym_name")
            .ok()
            .and_then(|attribute| StringAttribute::try_from(attribute).ok())
            .map(|name| name.text())
            .unwrap_or_default();
        let sizes = grid
            .attribute("shape")
            .ok()
            .and_then(|attribute| DenseI64ArrayAttribute::try_from(attribute).ok())
            .map(|shape| {
                (0..shape.len())
                    .filter_map(|i| shape.element(i).ok())
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        let shape = sizes
            .iter()
            .map(|&size| {
                usize::try_from(size).map_err(|_| MeshError::DynamicAxis { name: name.clone() })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if shape.contains(&0) {
            return Err(MeshError::EmptyAxis { name });
        }
        if shape.len() > Axes::MAX {
            return Err(MeshError::TooManyAxes {
                name,
                axes: shape.len(),
                max: Axes::MAX,
            });
        }
        let axis_names = read_axis_names(grid, &name, shape.len())?;
        Ok(Mesh {
            name,
            shape,
            axis_names,
        })
    }

    /// Finds `shard.grid @name` as symbol lookup does: in the body of the
    /// nearest enclosing module (or `from` itself, if a module) that
    /// defines it. Only modules are searched (a grid lives in a symbol
    /// table), so a lookup costs the module's top-level ops, not a whole
    /// function body's.
    pub fn lookup(from: OperationRef, name: &str) -> Result<Self, MeshError> {
        let mut scope = Some(from);
        while let Some(operation) = scope {
            let is_module = operation.name().as_string_ref().as_str() == Ok("builtin.module");
            if let Some(grid) = is_module.then(|| find_grid(operation, name)).flatten() {
                return Mesh::from_grid_op(grid);
            }
            scope = operation.parent_operation();
        }
        Err(MeshError::NotFound {
            name: name.to_owned(),
        })
    }
}

fn read_axis_names(grid: OperationRef, name: &str, axes: usize) -> Result<Vec<String>, MeshError> {
    let Ok(attribute) = grid.attribute(AXIS_NAMES_ATTR) else {
        return Ok(Vec::new());
    };
    let not_strings = || MeshError::AxisNamesNotStrings {
        name: name.to_owned(),
    };
    let array = ArrayAttribute::try_from(attribute).map_err(|_| not_strings())?;
    let names = (0..array.len())
        .map(|i| {
            let element = array.element(i).map_err(|_| not_strings())?;
            StringAttribute::try_from(element)
                .map(|string| string.text())
                .map_err(|_| not_strings())
        })
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(axis) = names.iter().position(String::is_empty) {
        return Err(MeshError::EmptyAxisName {
            name: name.to_owned(),
            axis,
        });
    }
    if names.len() != axes {
        return Err(MeshError::AxisNameCount {
            name: name.to_owned(),
            names: names.len(),
            axes,
        });
    }
    if let Some(duplicate) = names
        .iter()
        .enumerate()
        .find(|(i, n)| names[..*i].contains(n))
    {
        return Err(MeshError::DuplicateAxisName {
            name: name.to_owned(),
            axis: duplicate.1.clone(),
        });
    }
    Ok(names)
}

/// The grid `@name` among the ops directly in `scope`'s first region.
fn find_grid<'c, 'a>(scope: OperationRef<'c, 'a>, name: &str) -> Option<OperationRef<'c, 'a>> {
    let body = scope.region_at(0)?.first_block()?;
    let mut next = body.first_operation();
    while let Some(operation) = next {
        let is_named_grid = operation.name().as_string_ref().as_str() == Ok(GRID_OP)
            && operation
                .attribute("sym_name")
                .ok()
                .and_then(|attribute| StringAttribute::try_from(attribute).ok())
                .is_some_and(|symbol| symbol.text() == name);
        if is_named_grid {
            return Some(operation);
        }
        next = operation.next_in_block();
    }
    None
}

impl fmt::Display for Mesh {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shape: Vec<String> = self.shape.iter().map(usize::to_string).collect();
        write!(f, "@{} ({})", self.name, shape.join("x"))
    }
}
