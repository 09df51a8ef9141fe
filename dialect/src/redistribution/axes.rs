//! A set of mesh axes: the devices a collective runs over.

use std::fmt;

/// A set of mesh axes, iterated in mesh order. A collective over several
/// axes runs over every device their coordinates reach, the first axis
/// major (upstream `shard`'s `grid_axes`, NCCL's split communicators).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Axes(u16);

impl Axes {
    /// The most mesh axes a set can name.
    pub const MAX: usize = 16;

    /// The set of one axis.
    pub fn single(axis: usize) -> Self {
        assert!(axis < Self::MAX, "mesh axis {axis} out of range");
        Axes(1 << axis)
    }

    /// The set of `axes`.
    pub fn of(axes: &[usize]) -> Self {
        axes.iter()
            .fold(Axes(0), |set, &axis| Axes(set.0 | Axes::single(axis).0))
    }

    /// Every non-empty set of axes of a mesh of `mesh_axes` axes, singles
    /// first.
    pub fn groups(mesh_axes: usize) -> Vec<Axes> {
        let mut groups: Vec<Axes> = (1..1u32 << mesh_axes)
            .map(|bits| Axes(bits as u16))
            .collect();
        groups.sort_by_key(|axes| (axes.len(), axes.0));
        groups
    }

    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..Self::MAX).filter(move |&axis| self.contains(axis))
    }

    pub fn contains(self, axis: usize) -> bool {
        axis < Self::MAX && self.0 & (1 << axis) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest (major-most) axis.
    pub fn first(self) -> usize {
        self.0.trailing_zeros() as usize
    }

    /// The devices in one group: the product of the axes' sizes.
    pub fn size(self, mesh_shape: &[usize]) -> usize {
        self.iter().map(|axis| mesh_shape[axis]).product()
    }

    pub fn to_vec(self) -> Vec<usize> {
        self.iter().collect()
    }
}

/// `0, 1`: the axes as upstream's `grid_axes` lists them.
impl fmt::Display for Axes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let axes: Vec<String> = self.iter().map(|axis| axis.to_string()).collect();
        f.write_str(&axes.join(", "))
    }
}
