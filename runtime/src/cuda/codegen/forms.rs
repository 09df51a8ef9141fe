//! The [`Form`] a kernel runs in, chosen from its dims and access strides
//! (vector widths, split reductions), and the blocks each form launches.

use super::{
    BLOCK, BLOCK_REDUCTION_MIN, COLUMN_GROUPS, COLUMN_ROWS_PER_THREAD, COLUMN_TILE,
    ELEMENTWISE_BYTES, FILLING_THREADS, ROWS_MIN_OUTPUTS, SPLIT_POINTS_PER_THREAD, TILE, TILE_MIN,
};
use crate::kernel_c::body::combine_registers;
use spmd_executable::{Access, Executable, Kernel, SPLIT_COUNTERS, SPLIT_PARTIALS, Step, Storage};

/// How a kernel's points are spread over the GPU (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// A thread per `vector` consecutive points along `inner`.
    Elementwise { inner: usize, vector: usize },
    /// Tiles of `across` x `inner` through shared memory.
    Transpose { inner: usize, across: usize },
    /// A warp per output, `vector` points of `row` per load.
    Rows { row: usize, vector: usize },
    /// A block per output, `split` blocks sharing each.
    Blocks { split: usize },
    /// Tiles of [`COLUMN_TILE`] vectors of `vector` outputs consecutive
    /// along `fastest`, the reduction split into `split` parts.
    Columns {
        fastest: usize,
        vector: usize,
        split: usize,
    },
    /// A thread per output, `fastest` the parallel dim consecutive threads
    /// run along.
    Points { fastest: Option<usize> },
    /// The head of a row group (`Step::Rows`) of `rows` rows: the whole
    /// group, a warp per row.
    RowGroup { rows: usize },
}

/// The members and rows of the row group kernel `index` heads.
pub fn row_group_of(executable: &Executable, index: usize) -> Option<(&[usize], usize)> {
    executable.steps.iter().find_map(|step| match step {
        Step::Rows { kernels, rows } if kernels.first() == Some(&index) => {
            Some((kernels.as_slice(), *rows))
        }
        _ => None,
    })
}

/// The head of the row group kernel `index` runs in when it is another
/// member: its head's function runs it.
pub fn row_group_head(executable: &Executable, index: usize) -> Option<usize> {
    executable.steps.iter().find_map(|step| match step {
        Step::Rows { kernels, .. } if kernels[1..].contains(&index) => Some(kernels[0]),
        _ => None,
    })
}

/// How a reduction member of a row group reads its row: the reduced dim
/// its lanes run along (the one most of its bytes are contiguous along)
/// and the vector they load.
pub(super) fn member_reduction(executable: &Executable, kernel: &Kernel) -> (usize, usize) {
    let row = row_dim_among(executable, kernel, |d| kernel.reduction[d])
        .expect("a reduction member has reduced dims");
    (row, row_vector(executable, kernel, row))
}

/// The vector a warp's lanes load along reduced dim `row`: the widest at
/// which every input contiguous along it lines up, 16 bytes at most.
fn row_vector(executable: &Executable, kernel: &Kernel, row: usize) -> usize {
    vector_width(
        executable,
        kernel,
        row,
        (32, 16),
        &contiguous(&kernel.inputs, row),
        &[],
    )
}

/// How an element-wise member of a row group whose rows span its first
/// `split` dims runs over a row: the dim of the row its lanes take vectors
/// along (its outputs' contiguous dim; the last row dim where a row is
/// one point) and the vector.
pub(super) fn member_points(
    executable: &Executable,
    kernel: &Kernel,
    split: usize,
) -> (usize, usize) {
    if split == kernel.dims.len() {
        return (split - 1, 1);
    }
    let inner = kernel
        .outputs
        .first()
        .and_then(|o| o.coefficients.iter().rposition(|&c| c == 1))
        .filter(|&d| d >= split)
        .unwrap_or(kernel.dims.len() - 1);
    let vector = vector_width(
        executable,
        kernel,
        inner,
        (32, 16),
        &contiguous(&kernel.outputs, inner),
        &contiguous(&kernel.inputs, inner),
    );
    (inner, vector)
}
/// The points of `kernel`'s reduction dims (`reduced`) or its parallel
/// dims (its outputs).
pub(super) fn points(kernel: &Kernel, reduced: bool) -> usize {
    kernel
        .dims
        .iter()
        .zip(&kernel.reduction)
        .filter(|&(_, &r)| r == reduced)
        .map(|(d, _)| *d)
        .product()
}

/// The dim most of a kernel's bytes are contiguous along (the last of
/// those tied): the accesses contiguous along it move the most bytes
/// (a norm's row of a million elements outweighs its per-row statistic).
fn row_dim(executable: &Executable, kernel: &Kernel) -> Option<usize> {
    row_dim_among(executable, kernel, |_| true)
}

/// [`row_dim`] among the dims `among` selects.
fn row_dim_among(
    executable: &Executable,
    kernel: &Kernel,
    among: impl Fn(usize) -> bool,
) -> Option<usize> {
    (0..kernel.dims.len())
        .filter(|&d| among(d))
        .max_by_key(|&d| executable.contiguous_bytes(kernel, d))
}

/// The bytes of one element of `access`'s buffer and the buffer's byte
/// offset (none for a value that is not a buffer).
fn buffer_of(executable: &Executable, access: &Access) -> Option<(usize, usize)> {
    match executable.values.get(access.value)? {
        Storage::Buffer { offset, ty } => Some((ty.element.bytes(), *offset)),
        Storage::Scalar { .. } => None,
    }
}

/// The bytes a vector of `vector` elements of `element_bytes` is moved in
/// (one 16-byte access at most; wider vectors take several).
pub(super) fn chunk_bytes(vector: usize, element_bytes: usize) -> usize {
    (vector * element_bytes).min(16)
}

/// Whether `access` reads or writes `vector` consecutive elements along
/// `dim` as aligned chunks at every point whose `dim` index is a multiple
/// of `vector`: contiguous along `dim`, its buffer, constant and every
/// other dim's stride multiples of the chunk.
pub(super) fn vectorizable(
    executable: &Executable,
    access: &Access,
    dim: usize,
    vector: usize,
) -> bool {
    if vector == 1 {
        return false;
    }
    let Some((bytes, offset)) = buffer_of(executable, access) else {
        return false;
    };
    let chunk = chunk_bytes(vector, bytes) as i64;
    access.coefficients[dim] == 1
        && offset as i64 % chunk == 0
        && (access.constant * bytes as i64) % chunk == 0
        && access
            .coefficients
            .iter()
            .enumerate()
            .all(|(d, &c)| d == dim || (c * bytes as i64) % chunk == 0)
}

/// The widest vector (16, 8, 4, 2 or 1 points) along `dim` that divides
/// it, leaves `lanes` threads each a vector, moves at most `max_bytes` of
/// any one access per thread, and at which every access of `must` is
/// [`vectorizable`] (with `must` empty: some access of `may`).
fn vector_width(
    executable: &Executable,
    kernel: &Kernel,
    dim: usize,
    (lanes, max_bytes): (usize, usize),
    must: &[&Access],
    may: &[&Access],
) -> usize {
    let widest = must
        .iter()
        .chain(may)
        .filter_map(|a| buffer_of(executable, a))
        .map(|(bytes, _)| bytes)
        .max()
        .unwrap_or(1);
    [16, 8, 4, 2]
        .into_iter()
        .find(|&v| {
            v * widest <= max_bytes
                && kernel.dims[dim].is_multiple_of(v)
                && kernel.dims[dim] >= v * lanes
                && if must.is_empty() {
                    may.iter().any(|a| vectorizable(executable, a, dim, v))
                } else {
                    must.iter().all(|a| vectorizable(executable, a, dim, v))
                }
        })
        .unwrap_or(1)
}

/// The accesses of `accesses` contiguous along `dim`.
fn contiguous(accesses: &[Access], dim: usize) -> Vec<&Access> {
    accesses
        .iter()
        .filter(|a| a.coefficients[dim] == 1)
        .collect()
}

/// The form kernel `index` of `executable` runs in.
pub fn form(executable: &Executable, index: usize) -> Form {
    if let Some((_, rows)) = row_group_of(executable, index) {
        return Form::RowGroup { rows };
    }
    let kernel = &executable.kernels[index];
    let parallel = points(kernel, false);
    let reduction = points(kernel, true);
    if !kernel.reduction.iter().any(|&r| r) {
        let Some(last) = kernel.dims.len().checked_sub(1) else {
            return Form::Points { fastest: None };
        };
        let inner = kernel
            .outputs
            .first()
            .and_then(|o| o.coefficients.iter().rposition(|&c| c == 1))
            .unwrap_or(last);
        let across = (0..kernel.dims.len()).find(|&d| {
            d != inner
                && kernel.dims[d] >= TILE_MIN
                && kernel.dims[inner] >= TILE_MIN
                && kernel
                    .inputs
                    .iter()
                    .any(|a| a.coefficients[d] == 1 && a.coefficients[inner].abs() > 1)
        });
        if let Some(across) = across {
            return Form::Transpose { inner, across };
        }
        let vector = vector_width(
            executable,
            kernel,
            inner,
            (1, ELEMENTWISE_BYTES),
            &contiguous(&kernel.outputs, inner),
            &contiguous(&kernel.inputs, inner),
        );
        return Form::Elementwise { inner, vector };
    }
    let combiner = combine_registers(kernel).is_some();
    let row = row_dim(executable, kernel).expect("a kernel with a reduction has dims");
    if combiner && kernel.reduction[row] {
        if parallel >= ROWS_MIN_OUTPUTS || reduction < BLOCK_REDUCTION_MIN {
            let vector = row_vector(executable, kernel, row);
            return Form::Rows { row, vector };
        }
        return Form::Blocks {
            split: block_split(parallel, reduction),
        };
    }
    let fastest = (!kernel.reduction[row]).then_some(row);
    match fastest {
        Some(fastest) if combiner => {
            let vector = vector_width(
                executable,
                kernel,
                fastest,
                (1, 16),
                &contiguous(&kernel.inputs, fastest),
                &[],
            );
            match column_split(parallel, vector, reduction) {
                Some(split) => Form::Columns {
                    fastest,
                    vector,
                    split,
                },
                None => Form::Points {
                    fastest: Some(fastest),
                },
            }
        }
        _ => Form::Points { fastest },
    }
}

/// How many blocks share each output of a [`Form::Blocks`] reduction: more
/// than one when the outputs are too few to fill the GPU (at most
/// [`SPLIT_COUNTERS`]) and every thread still combines
/// [`SPLIT_POINTS_PER_THREAD`] points; the partials fit [`SPLIT_PARTIALS`].
fn block_split(outputs: usize, reduction: usize) -> usize {
    if outputs > SPLIT_COUNTERS {
        return 1;
    }
    (reduction / (BLOCK * SPLIT_POINTS_PER_THREAD))
        .min(SPLIT_PARTIALS / outputs.max(1))
        .max(1)
}

/// How many parts a [`Form::Columns`] reduction of `outputs` in vectors of
/// `vector` is split into: until [`FILLING_THREADS`] threads run, each
/// thread at least [`COLUMN_ROWS_PER_THREAD`] rows, the partials within
/// [`SPLIT_PARTIALS`]; none where the tiles outnumber the counters or the
/// rows are fewer than a block's warps (a sum over unit dims: a thread per
/// output reads its few rows in one pass, without the block's combine).
fn column_split(outputs: usize, vector: usize, reduction: usize) -> Option<usize> {
    let tiles = (outputs / vector).div_ceil(COLUMN_TILE);
    if tiles > SPLIT_COUNTERS || reduction < COLUMN_GROUPS {
        return None;
    }
    Some(
        FILLING_THREADS
            .div_ceil(tiles.max(1) * BLOCK)
            .min(reduction / (COLUMN_GROUPS * COLUMN_ROWS_PER_THREAD))
            .min(SPLIT_PARTIALS / outputs.max(1))
            .max(1),
    )
}

/// Whether kernel `index` is split: blocks leave partial values that the
/// last to arrive combines (what a test must run with several blocks).
pub fn is_split(executable: &Executable, index: usize) -> bool {
    matches!(
        form(executable, index),
        Form::Blocks { split: 2.. } | Form::Columns { split: 2.., .. }
    )
}

/// The blocks of a grid-stride loop over `points` (one thread each, at
/// most 65,536 blocks).
pub fn grid_blocks(points: usize) -> u32 {
    points.div_ceil(BLOCK).clamp(1, 1 << 16) as u32
}

/// The blocks kernel `index` of `executable` launches with.
pub fn launch_blocks(executable: &Executable, index: usize) -> u32 {
    let kernel = &executable.kernels[index];
    let parallel = points(kernel, false);
    let units = match form(executable, index) {
        Form::Elementwise { vector, .. } => return grid_blocks(parallel / vector),
        Form::Transpose { inner, across } => {
            parallel / kernel.dims[inner] / kernel.dims[across]
                * kernel.dims[inner].div_ceil(TILE)
                * kernel.dims[across].div_ceil(TILE)
        }
        Form::Rows { .. } => parallel.div_ceil(BLOCK / 32),
        Form::RowGroup { rows } => rows.div_ceil(BLOCK / 32),
        Form::Blocks { split } => parallel * split,
        Form::Columns { vector, split, .. } => (parallel / vector).div_ceil(COLUMN_TILE) * split,
        Form::Points { .. } => return grid_blocks(parallel),
    };
    units.clamp(1, 1 << 16) as u32
}
