//! The walk of a kernel's loop nest as tiles of lanes. A tile is up to
//! `rows` rows of up to `lanes` consecutive points along the lane dim, each
//! row at another point of the row dims: a `[4, 8, 32]` kernel with its
//! lanes along the last dim runs as tiles of 16 rows x 32 lanes, so each
//! instruction is one dispatch per 512 points, not per 32.
//!
//! Row dims are the parallel dims (not the lane dim) after every other
//! reduction dim, so rows of one tile write different output elements and
//! every output element still sees its reduction steps in order; every
//! other dim is walked outside the tiles, row-major. A kernel whose
//! reduction has a combiner may instead take its reduction dims as rows
//! (`reduce_rows`): a tile's rows are then reduction steps of the same
//! lanes' elements, combined into each lane (a column sum runs as tiles of
//! 8 steps x 64 columns, not 64 tiles of one step).

use spmd_executable::tensor::advance;

/// Calls `f` with an index of `rank` zeros, on the stack unless the rank
/// is large (a walk's point, with no allocation per kernel run).
pub fn with_zero_index<R>(rank: usize, f: impl FnOnce(&mut [usize]) -> R) -> R {
    let mut stack = [0usize; 16];
    match rank {
        0..=16 => f(&mut stack[..rank]),
        _ => f(&mut vec![0; rank]),
    }
}

/// How a kernel's points are cut into tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileShape {
    /// The dim along which a row's lanes run (`dims.len()` when none).
    pub lane_dim: usize,
    /// Lanes per row: the lane dim's extent, at most the capacity.
    pub lanes: usize,
    /// The dims whose points are a tile's rows, in loop order.
    pub row_dims: Vec<usize>,
    /// Their extents.
    row_extents: Vec<usize>,
    /// Rows per tile: as many whole rows as the capacity holds.
    pub rows: usize,
    /// The rows are reduction steps, combined into each lane's element.
    pub reduce_rows: bool,
    /// The dims walked outside the tiles, in loop order.
    outer_dims: Vec<usize>,
}

/// At most this many dims are a tile's row dims (the innermost ones; any
/// others are walked outside the tiles), so a row's coordinates fit on
/// the stack.
pub const MAX_ROW_DIMS: usize = 8;

/// Walks of at most this many rows keep a table of each access's row
/// offsets ([`TileShape::row_offsets`]).
pub const ROW_TABLE_LIMIT: usize = 1 << 12;

/// One tile: its rows are the row-dim points `first_row..first_row +
/// rows` (row-major over the row dims' extents, see
/// [`TileShape::for_each_row`]), each with `lanes` points along the lane
/// dim from `point[lane_dim]`; `point` holds the outer dims' indices and 0
/// at the row dims.
pub struct Tile<'a> {
    pub point: &'a [usize],
    pub lanes: usize,
    pub rows: usize,
    pub first_row: usize,
}

impl Tile<'_> {
    /// The points the tile holds (lane `r * lanes + l` is row `r`'s `l`th).
    pub fn len(&self) -> usize {
        self.lanes * self.rows
    }
}

impl TileShape {
    /// Tiles of at most `capacity` points with lanes along `lane_dim`, and
    /// the reduction dims as rows when `reduce_rows`.
    pub fn new(
        dims: &[usize],
        reduction: &[bool],
        lane_dim: usize,
        capacity: usize,
        reduce_rows: bool,
    ) -> TileShape {
        let lane_extent = dims.get(lane_dim).copied().unwrap_or(1);
        let lanes = lane_extent.clamp(1, capacity);
        let last_outer_reduction = (0..dims.len())
            .filter(|&d| reduction[d] && d != lane_dim)
            .max();
        let mut row_dims: Vec<usize> = (0..dims.len())
            .filter(|&d| {
                let row = match reduce_rows {
                    true => reduction[d],
                    false => !reduction[d] && last_outer_reduction.is_none_or(|r| d > r),
                };
                row && d != lane_dim && dims[d] > 1
            })
            .collect();
        row_dims.drain(..row_dims.len().saturating_sub(MAX_ROW_DIMS));
        let row_extents: Vec<usize> = row_dims.iter().map(|&d| dims[d]).collect();
        let outer_dims = (0..dims.len())
            .filter(|&d| d != lane_dim && !row_dims.contains(&d))
            .collect();
        let all_rows: usize = row_extents.iter().product();
        let rows = (capacity / lanes).clamp(1, all_rows.max(1));
        TileShape {
            lane_dim,
            lanes,
            row_dims,
            row_extents,
            rows,
            reduce_rows,
            outer_dims,
        }
    }

    /// Into how many parts (at most `wanted`) the tiles of `dims` split so
    /// that no two parts write one element: sets of rows (unless they are
    /// reduction steps), else (when the lanes are not combined into one
    /// element) sets of lane chunks.
    pub fn parts(&self, dims: &[usize], combine: bool, wanted: usize) -> usize {
        let all_rows: usize = self.row_extents.iter().product();
        let chunks = dims
            .get(self.lane_dim)
            .map_or(1, |&extent| extent.div_ceil(self.lanes));
        if all_rows > 1 && !self.reduce_rows {
            wanted.min(all_rows)
        } else if !combine {
            wanted.min(chunks)
        } else {
            1
        }
    }

    /// Calls `visit` on every tile of `dims`: the outer dims row-major,
    /// then blocks of rows, then chunks of the lane dim.
    #[cfg(test)]
    pub fn for_each(&self, dims: &[usize], visit: impl FnMut(&Tile)) {
        self.for_each_part(dims, (0, 1), visit)
    }

    /// Calls `visit` on the tiles of part `part.0` of `part.1` (see
    /// [`TileShape::parts`]) in the order of [`TileShape::for_each`]: its
    /// share of the rows, or with one row, of the lane chunks.
    pub fn for_each_part(
        &self,
        dims: &[usize],
        part: (usize, usize),
        mut visit: impl FnMut(&Tile),
    ) {
        if dims.contains(&0) {
            return;
        }
        let (index, count) = part;
        let share = |total: usize| total * index / count..total * (index + 1) / count;
        let all_rows: usize = self.row_extents.iter().product();
        let lane_extent = dims.get(self.lane_dim).copied().unwrap_or(1);
        let all_chunks = lane_extent.div_ceil(self.lanes);
        let (rows, chunks) = if all_rows > 1 && !self.reduce_rows {
            (share(all_rows), 0..all_chunks)
        } else {
            (0..all_rows, share(all_chunks))
        };
        with_zero_index(dims.len(), |point| {
            loop {
                let mut first_row = rows.start;
                while first_row < rows.end {
                    let count = self.rows.min(rows.end - first_row);
                    for chunk in chunks.clone() {
                        let start = chunk * self.lanes;
                        if let Some(slot) = point.get_mut(self.lane_dim) {
                            *slot = start;
                        }
                        visit(&Tile {
                            point,
                            lanes: self.lanes.min(lane_extent - start),
                            rows: count,
                            first_row,
                        });
                    }
                    first_row += count;
                }
                // The next point of the outer dims.
                let mut advanced = false;
                for &d in self.outer_dims.iter().rev() {
                    point[d] += 1;
                    if point[d] < dims[d] {
                        advanced = true;
                        break;
                    }
                    point[d] = 0;
                }
                if !advanced {
                    return;
                }
            }
        })
    }

    /// The row dims' extents.
    pub fn row_extents(&self) -> &[usize] {
        &self.row_extents
    }

    /// Each row's element offset (`g`th of the walk's rows at `g`) in an
    /// access with loop `coefficients`, relative to its row 0; empty when
    /// the walk has more than [`ROW_TABLE_LIMIT`] rows.
    pub fn row_offsets(&self, coefficients: &[i64]) -> Vec<i64> {
        let all_rows: usize = self.row_extents.iter().product();
        if self.row_dims.is_empty() || all_rows > ROW_TABLE_LIMIT {
            return Vec::new();
        }
        let mut offsets = Vec::with_capacity(all_rows);
        let mut row = vec![0usize; self.row_dims.len()];
        for _ in 0..all_rows {
            let offset = (self.row_dims.iter().zip(&row))
                .map(|(&d, &i)| coefficients[d] * i as i64)
                .sum();
            offsets.push(offset);
            advance(&mut row, &self.row_extents);
        }
        offsets
    }

    /// Calls `visit(r, coordinates)` for each row `r` of `tile`, with the
    /// row's indices along the row dims (`row_dims[j]`'s at `j`).
    #[inline]
    pub fn for_each_row(&self, tile: &Tile, mut visit: impl FnMut(usize, &[usize])) {
        let width = self.row_extents.len();
        let mut coordinates = [0usize; MAX_ROW_DIMS];
        let coordinates = &mut coordinates[..width];
        let mut rest = tile.first_row;
        for (slot, &extent) in coordinates.iter_mut().zip(&self.row_extents).rev() {
            *slot = rest % extent;
            rest /= extent;
        }
        for r in 0..tile.rows {
            visit(r, coordinates);
            advance(coordinates, &self.row_extents);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every point of the nest, as `(outer point with row and lane
    /// indices filled in)`, in visiting order.
    fn points(shape: &TileShape, dims: &[usize]) -> Vec<Vec<usize>> {
        let mut seen = Vec::new();
        shape.for_each(dims, |tile| {
            shape.for_each_row(tile, |_, row| {
                for l in 0..tile.lanes {
                    let mut point = tile.point.to_vec();
                    for (j, &d) in shape.row_dims.iter().enumerate() {
                        point[d] = row[j];
                    }
                    if shape.lane_dim < dims.len() {
                        point[shape.lane_dim] += l;
                    }
                    seen.push(point);
                }
            });
        });
        seen
    }

    #[test]
    fn small_lane_dims_stack_into_rows_and_every_point_is_visited_once() {
        let dims = [4, 8, 32];
        let shape = TileShape::new(&dims, &[false; 3], 2, 512, false);
        assert_eq!(
            (shape.lanes, shape.rows, shape.row_dims.clone()),
            (32, 16, vec![0, 1])
        );
        let mut seen = points(&shape, &dims);
        assert_eq!(seen.len(), 4 * 8 * 32);
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 4 * 8 * 32);
    }

    #[test]
    fn rows_never_cross_a_reduction_and_keep_each_outputs_reduction_order() {
        // [P, R, P] with lanes along the last dim: dim 0 is outside the
        // reduction, so it is no row dim.
        let dims = [3, 5, 4];
        let shape = TileShape::new(&dims, &[false, true, false], 2, 512, false);
        assert!(shape.row_dims.is_empty());
        let seen = points(&shape, &dims);
        for p in 0..3 {
            for l in 0..4 {
                let steps: Vec<usize> = seen
                    .iter()
                    .filter(|q| q[0] == p && q[2] == l)
                    .map(|q| q[1])
                    .collect();
                assert_eq!(steps, vec![0, 1, 2, 3, 4]);
            }
        }
        // A reduction along the lane dim (combined) leaves the others as rows.
        let shape = TileShape::new(&[6, 7, 40], &[false, false, true], 2, 512, false);
        assert_eq!((shape.row_dims.clone(), shape.rows), (vec![0, 1], 12));
    }

    #[test]
    fn parts_cover_every_point_once_and_share_no_output_element() {
        for (dims, reduction, lane_dim, combine, reduce_rows) in [
            (vec![4, 8, 32], vec![false; 3], 2, false, false),
            (vec![3, 5000], vec![false, false], 1, false, false),
            (vec![6, 7, 40], vec![false, false, true], 2, true, false),
            (vec![3, 5, 40], vec![false, true, false], 2, false, false),
            (vec![300, 3, 40], vec![true, false, false], 2, false, true),
        ] {
            let shape = TileShape::new(&dims, &reduction, lane_dim, 64, reduce_rows);
            let whole = points(&shape, &dims);
            for wanted in [2, 3, 7] {
                let parts = shape.parts(&dims, combine, wanted);
                let mut seen = Vec::new();
                let mut owners = std::collections::HashMap::new();
                for part in 0..parts {
                    shape.for_each_part(&dims, (part, parts), |tile| {
                        shape.for_each_row(tile, |_, row| {
                            for l in 0..tile.lanes {
                                let mut point = tile.point.to_vec();
                                for (j, &d) in shape.row_dims.iter().enumerate() {
                                    point[d] = row[j];
                                }
                                if lane_dim < dims.len() {
                                    point[lane_dim] += l;
                                }
                                // The output element: the parallel dims.
                                let element: Vec<usize> = (0..dims.len())
                                    .filter(|&d| !reduction[d])
                                    .map(|d| point[d])
                                    .collect();
                                assert_eq!(*owners.entry(element).or_insert(part), part);
                                seen.push(point);
                            }
                        });
                    });
                }
                let mut sorted = whole.clone();
                sorted.sort();
                seen.sort();
                assert_eq!(seen, sorted, "{dims:?} in {parts} parts");
            }
        }
    }

    #[test]
    fn reduction_steps_as_rows_keep_each_lane_within_one_tile_per_step_block() {
        // A column sum [R=64, P=64]: rows are steps of the reduction.
        let dims = [64, 64];
        let shape = TileShape::new(&dims, &[true, false], 1, 512, true);
        assert_eq!((shape.row_dims.clone(), shape.rows), (vec![0], 8));
        let mut tiles = 0;
        shape.for_each(&dims, |tile| {
            tiles += 1;
            assert_eq!((tile.rows, tile.lanes), (8, 64));
        });
        assert_eq!(tiles, 8);
        assert_eq!(
            shape.parts(&dims, false, 2),
            1,
            "steps of one element stay together"
        );
    }

    #[test]
    fn row_offsets_are_each_rows_coordinates_times_the_coefficients() {
        let dims = [3, 5, 4, 16];
        let shape = TileShape::new(&dims, &[false; 4], 3, 64, false);
        assert_eq!((shape.row_dims.clone(), shape.rows), (vec![0, 1, 2], 4));
        let coefficients = [7, -3, 100, 1];
        let offsets = shape.row_offsets(&coefficients);
        assert_eq!(offsets.len(), 60);
        let mut tiles = 0;
        shape.for_each(&dims, |tile| {
            tiles += 1;
            shape.for_each_row(tile, |r, row| {
                let expected: i64 = (shape.row_dims.iter().zip(row))
                    .map(|(&d, &i)| coefficients[d] * i as i64)
                    .sum();
                assert_eq!(offsets[tile.first_row + r], expected);
            });
        });
        assert_eq!(tiles, 15);
        // Walks longer than the table's limit have none.
        let long = TileShape::new(&[80, 80, 2], &[false; 3], 2, 512, false);
        assert!(long.row_offsets(&[160, 2, 1]).is_empty());
    }

    #[test]
    fn row_dims_beyond_the_limit_are_walked_outside_the_tiles() {
        let dims = [2; 11];
        let shape = TileShape::new(&dims, &[false; 11], 10, 512, false);
        assert_eq!(shape.row_dims, (2..10).collect::<Vec<_>>());
        let mut seen = points(&shape, &dims);
        assert_eq!(seen.len(), 1 << 11);
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 1 << 11);
    }

    #[test]
    fn long_lane_dims_are_cut_into_chunks_of_one_row() {
        let dims = [3, 1000];
        let shape = TileShape::new(&dims, &[false, false], 1, 512, false);
        assert_eq!((shape.lanes, shape.rows), (512, 1));
        let mut seen = points(&shape, &dims);
        assert_eq!(seen.len(), 3000);
        seen.dedup();
        assert_eq!(seen.len(), 3000);
    }
}
