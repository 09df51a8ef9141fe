//! Devices of a mesh: linear ranks, coordinates, and the groups a collective
//! over some mesh axes works in.

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceGrid {
    pub shape: Vec<usize>,
}

impl DeviceGrid {
    pub fn new(shape: &[usize]) -> Self {
        DeviceGrid {
            shape: shape.to_vec(),
        }
    }

    pub fn size(&self) -> usize {
        self.shape.iter().product()
    }

    /// Row-major coordinates of `rank`.
    pub fn coordinates(&self, rank: usize) -> Vec<usize> {
        let mut coordinates = vec![0; self.shape.len()];
        let mut rest = rank;
        for axis in (0..self.shape.len()).rev() {
            coordinates[axis] = rest % self.shape[axis];
            rest /= self.shape[axis];
        }
        coordinates
    }

    pub fn rank(&self, coordinates: &[usize]) -> usize {
        coordinates
            .iter()
            .zip(&self.shape)
            .fold(0, |rank, (&c, &size)| rank * size + c)
    }

    /// The ranks that share `rank`'s coordinates outside `axes`, ordered by
    /// their coordinates on `axes` (the first axis major), and `rank`'s
    /// position among them.
    pub fn group(&self, rank: usize, axes: &[usize]) -> (Vec<usize>, usize) {
        let base = self.coordinates(rank);
        let sizes: Vec<usize> = axes.iter().map(|&axis| self.shape[axis]).collect();
        let members: Vec<usize> = crate::tensor::multi_indices(&sizes)
            .map(|index| {
                let mut coordinates = base.clone();
                for (&axis, &c) in axes.iter().zip(&index) {
                    coordinates[axis] = c;
                }
                self.rank(&coordinates)
            })
            .collect();
        let position = members
            .iter()
            .position(|&member| member == rank)
            .expect("rank is in its group");
        (members, position)
    }

    /// How many devices a group over `axes` has.
    pub fn group_size(&self, axes: &[usize]) -> usize {
        axes.iter().map(|&axis| self.shape[axis]).product()
    }

    /// The member of `rank`'s group over `axes` at in-group multi-index `index`.
    pub fn member(&self, rank: usize, axes: &[usize], index: &[usize]) -> usize {
        let mut coordinates = self.coordinates(rank);
        for (&axis, &c) in axes.iter().zip(index) {
            coordinates[axis] = c;
        }
        self.rank(&coordinates)
    }
}
