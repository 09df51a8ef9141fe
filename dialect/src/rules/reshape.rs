//! `tensor.expand_shape` / `tensor.collapse_shape`: a dim of the collapsed
//! side stands for a group of dims of the expanded side. A split survives a
//! reshape on the group's major dim, when that dim's size divides by the
//! number of pieces (so each device's piece stays contiguous).

use melior::ir::{
    ValueLike,
    attribute::{ArrayAttribute, IntegerAttribute},
    operation::{OperationLike, OperationRef},
};

use crate::{Placement, types::static_tensor};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reshape {
    /// For each collapsed dim, the expanded dims it is made of.
    pub groups: Vec<Vec<usize>>,
    pub expanded_shape: Vec<usize>,
    pub collapsed_shape: Vec<usize>,
    /// Whether the op expands (its operand is the collapsed side).
    pub expands: bool,
}

impl Reshape {
    pub(crate) fn of(operation: OperationRef) -> Result<Reshape, String> {
        let expands = operation.name().as_string_ref().as_str() == Ok("tensor.expand_shape");
        let groups = operation
            .attribute("reassociation")
            .ok()
            .and_then(|a| ArrayAttribute::try_from(a).ok())
            .ok_or("no reassociation")?;
        let groups = (0..groups.len())
            .map(|g| {
                let group = groups
                    .element(g)
                    .ok()
                    .and_then(|a| ArrayAttribute::try_from(a).ok())?;
                (0..group.len())
                    .map(|i| {
                        group
                            .element(i)
                            .ok()
                            .and_then(|a| IntegerAttribute::try_from(a).ok())
                            .map(|v| v.value() as usize)
                    })
                    .collect::<Option<Vec<_>>>()
            })
            .collect::<Option<Vec<_>>>()
            .ok_or("malformed reassociation")?;
        let shape =
            |value: melior::ir::Value| static_tensor(value.r#type()).map(|(shape, _)| shape);
        let operand = operation
            .operand(0)
            .ok()
            .and_then(shape)
            .ok_or("needs static shapes")?;
        let result = operation
            .result(0)
            .ok()
            .and_then(|r| shape(r.into()))
            .ok_or("needs static shapes")?;
        let (expanded_shape, collapsed_shape) = if expands {
            (result, operand)
        } else {
            (operand, result)
        };
        Ok(Reshape {
            groups,
            expanded_shape,
            collapsed_shape,
            expands,
        })
    }

    /// The expanded side's placements for the collapsed side's, `None` if a
    /// split cannot survive.
    pub fn to_expanded(
        &self,
        collapsed: &[Placement],
        mesh_shape: &[usize],
    ) -> Option<Vec<Placement>> {
        collapsed
            .iter()
            .enumerate()
            .map(|(axis, placement)| match *placement {
                Placement::Shard(dim) => {
                    let major = *self.groups.get(dim)?.first()?;
                    self.divides(major, collapsed, mesh_shape, axis)
                        .then_some(Placement::Shard(major))
                }
                other => Some(other),
            })
            .collect()
    }

    /// The collapsed side's placements for the expanded side's.
    pub fn to_collapsed(
        &self,
        expanded: &[Placement],
        mesh_shape: &[usize],
    ) -> Option<Vec<Placement>> {
        expanded
            .iter()
            .enumerate()
            .map(|(axis, placement)| match *placement {
                Placement::Shard(dim) => {
                    let group = self.groups.iter().position(|g| g.first() == Some(&dim))?;
                    self.divides(dim, expanded, mesh_shape, axis)
                        .then_some(Placement::Shard(group))
                }
                other => Some(other),
            })
            .collect()
    }

    /// Whether expanded dim `major` divides by the pieces the axes up to
    /// `axis` split it into (a dim split over several axes).
    fn divides(
        &self,
        major: usize,
        placements: &[Placement],
        mesh_shape: &[usize],
        axis: usize,
    ) -> bool {
        let dim = match placements[axis] {
            Placement::Shard(dim) => dim,
            _ => return true,
        };
        let pieces: usize = (0..=axis)
            .filter(|&a| placements[a] == Placement::Shard(dim))
            .map(|a| mesh_shape[a])
            .product();
        self.expanded_shape[major].is_multiple_of(pieces)
    }
}
