//! CUDA C for an executable's fused kernels: one `__global__` function per
//! [`Kernel`], reading and writing the rank's arena at the buffer plan's
//! fixed offsets, in one of five [`Form`]s chosen from the kernel's dims
//! and access strides ([`form`]):
//!
//! - **Element-wise** (no reduction): each thread takes `vector`
//!   consecutive points along the dim the outputs are contiguous along,
//!   reading and writing them as 16-byte (or narrower) vectors where the
//!   access is contiguous and aligned ([`elementwise`]).
//! - **Transpose** (no reduction, an input read across the rows the
//!   outputs are written along): 32 x 32 tiles staged through shared
//!   memory, read and written coalesced ([`elementwise`]).
//! - **Rows** (a combiner reduction along the contiguous dim, many
//!   outputs): one warp per output, vectorised loads, a shuffle combine
//!   ([`rows`]).
//! - **Blocks** (a combiner reduction with few outputs and many points, a
//!   loss): one block per output, or `split` blocks per output whose
//!   partial values the last to arrive combines ([`blocks`]).
//! - **Columns** (a combiner reduction whose outputs are contiguous along
//!   a parallel dim, read across the reduction: a bias gradient summed
//!   over tokens): a block takes 32 vectors of consecutive outputs, its
//!   warps split the reduction rows between them and combine in shared
//!   memory; with too few outputs to fill the GPU the rows are split into
//!   parts over several blocks, the last block of a tile of outputs to
//!   arrive combining them ([`columns`]).
//! - **Points** (anything else: a reduction without a combiner): one
//!   thread per output, consecutive threads along the outputs'
//!   contiguous dim ([`points`]).
//!
//! Each output element sees its reduction steps in row-major order (but
//! for a combiner's partial values, combined in a fixed order, so results
//! are deterministic). Registers compute in `float` (f32, f16, bf16),
//! `double` (f64) or `long long` (integers); f16 / bf16 results round to
//! their type, integers wrap to their width, as `ScalarOp::eval` does.
//! Index arithmetic is 32-bit where every point and offset fits
//! (`Writer::fits_int`). Every loop strides over its units by the grid
//! and block it is launched with, so a kernel computes the same on any
//! launch shape (the host build of the tests runs blocks of 4 threads).

mod blocks;
mod columns;
mod elementwise;
mod points;
mod rows;

use std::fmt::Write;

pub use crate::kernel_c::scalar::PRELUDE;
pub use crate::kernel_c::{CodegenError, fault_code, fault_message};
use crate::kernel_c::{
    body::{Writer, combine_registers},
    scalar::{literal, load_element, register_type},
};
use spmd_executable::{
    Access, Executable, Init, Kernel, SPLIT_COUNTERS, SPLIT_PARTIALS, Storage, tensor::ElementType,
};

/// Threads per block.
pub const BLOCK: usize = 256;
/// Reduction points from which a combiner reduction with few outputs uses
/// a whole block per output.
const BLOCK_REDUCTION_MIN: usize = 64;
/// Outputs from which a combiner reduction along its rows takes a warp
/// per output (fewer take a block each, split over several).
const ROWS_MIN_OUTPUTS: usize = 512;
/// Reduction points each thread of a split reduction combines at least.
const SPLIT_POINTS_PER_THREAD: usize = 16;
/// Threads that fill a GPU (132 multiprocessors of 2,048 on an H100): a
/// column reduction with fewer outputs is split until it has this many.
const FILLING_THREADS: usize = 1 << 18;
/// Vectors of outputs one block of a column reduction takes (a tile, with
/// one arrival counter when split).
const COLUMN_TILE: usize = 32;
/// Row groups (warps) of a column reduction's block.
const COLUMN_GROUPS: usize = BLOCK / 32;
/// Rows each thread of a split column reduction combines at least.
const COLUMN_ROWS_PER_THREAD: usize = 8;
/// Bytes of each access an element-wise kernel's thread moves at most: two
/// 16-byte loads in flight per input.
const ELEMENTWISE_BYTES: usize = 32;
/// The side of a transpose's tiles.
const TILE: usize = 32;
/// Dims (both) from which a transposing kernel runs in tiles.
const TILE_MIN: usize = 16;

/// Macros the kernels use beside `PRELUDE`: the warp's width (a host build
/// of the kernels defines its own first). Split reductions read other
/// blocks' partial values with `__ldcg` (through L2, where they were
/// written, never a stale L1 line), which CUDA declares.
const CUDA_PRELUDE: &str = "#ifndef SPMD_WARP\n#define SPMD_WARP 32\n#endif\n";

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
}

/// The C function name of kernel `index`.
pub fn kernel_symbol(index: usize) -> String {
    format!("spmd_kernel_{index}")
}

/// The points of `kernel`'s reduction dims (`reduced`) or its parallel
/// dims (its outputs).
fn points(kernel: &Kernel, reduced: bool) -> usize {
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
    let accesses = || kernel.inputs.iter().chain(&kernel.outputs);
    (0..kernel.dims.len()).max_by_key(|&d| {
        accesses()
            .filter(|a| a.coefficients[d] == 1)
            .map(|a| executable.access_bytes(kernel, a))
            .sum::<usize>()
    })
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
fn chunk_bytes(vector: usize, element_bytes: usize) -> usize {
    (vector * element_bytes).min(16)
}

/// Whether `access` reads or writes `vector` consecutive elements along
/// `dim` as aligned chunks at every point whose `dim` index is a multiple
/// of `vector`: contiguous along `dim`, its buffer, constant and every
/// other dim's stride multiples of the chunk.
fn vectorizable(executable: &Executable, access: &Access, dim: usize, vector: usize) -> bool {
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
            let vector = vector_width(
                executable,
                kernel,
                row,
                (32, 16),
                &contiguous(&kernel.inputs, row),
                &[],
            );
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
/// [`SPLIT_PARTIALS`]; none where the tiles outnumber the counters.
fn column_split(outputs: usize, vector: usize, reduction: usize) -> Option<usize> {
    let tiles = (outputs / vector).div_ceil(COLUMN_TILE);
    if tiles > SPLIT_COUNTERS {
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
        Form::Blocks { split } => parallel * split,
        Form::Columns { vector, split, .. } => (parallel / vector).div_ceil(COLUMN_TILE) * split,
        Form::Points { .. } => return grid_blocks(parallel),
    };
    units.clamp(1, 1 << 16) as u32
}

/// The CUDA C source of kernel `index` of `executable`: the preludes and
/// the kernel's function.
pub fn kernel_source(executable: &Executable, index: usize) -> Result<String, CodegenError> {
    Ok(format!(
        "{PRELUDE}{CUDA_PRELUDE}{}",
        kernel_function(executable, index)?
    ))
}

/// The `__global__` function of kernel `index` of `executable`.
pub fn kernel_function(executable: &Executable, index: usize) -> Result<String, CodegenError> {
    let mut writer = Writer::new(executable, index)?;
    writer.narrow = writer.fits_int();
    let kernel = writer.kernel;
    let nest = Nest {
        elements: writer.register_elements()?,
        ix: writer.index_type(),
        suffix: if writer.narrow { "" } else { "LL" },
        parallel: (0..kernel.dims.len())
            .filter(|&d| !kernel.reduction[d])
            .collect(),
        reduced: (0..kernel.dims.len())
            .filter(|&d| kernel.reduction[d])
            .collect(),
        writer: &writer,
        kernel,
    };
    let form = form(executable, index);
    let mut text = String::new();
    writeln!(
        text,
        "\n// {}: dims {:?}, reduction {:?}, {form:?}\nextern \"C\" __global__ void __launch_bounds__({BLOCK}) {}(unsigned char *__restrict__ arena, const long long *__restrict__ iscalars, const double *__restrict__ fscalars) {{",
        kernel.name,
        kernel.dims,
        kernel.reduction,
        kernel_symbol(index)
    )
    .expect("string");
    match form {
        Form::Elementwise { inner, vector } => nest.elementwise(&mut text, inner, vector)?,
        Form::Transpose { inner, across } => nest.transpose(&mut text, inner, across)?,
        Form::Rows { row, vector } => nest.rows(&mut text, row, vector)?,
        Form::Blocks { split } => nest.blocks(&mut text, split)?,
        Form::Columns {
            fastest,
            vector,
            split,
        } => nest.columns(&mut text, fastest, vector, split)?,
        Form::Points { fastest } => nest.points(&mut text, fastest)?,
    }
    text.push_str("}\n");
    Ok(text)
}

/// One kernel's loop nest being written.
struct Nest<'w, 'e> {
    writer: &'w Writer<'e>,
    kernel: &'e Kernel,
    elements: Vec<ElementType>,
    /// The C type of indices (`int` or `LL`) and its literals' suffix.
    ix: &'static str,
    suffix: &'static str,
    parallel: Vec<usize>,
    reduced: Vec<usize>,
}

impl Nest<'_, '_> {
    /// Decomposes linear index `linear` over `dims` (row-major: the last
    /// varies fastest) into `const` indices `i{d}`.
    fn decompose(&self, text: &mut String, linear: &str, dims: &[usize]) {
        let (ix, sfx) = (self.ix, self.suffix);
        writeln!(text, "    {ix} rest = {linear};").expect("string");
        for &dim in dims.iter().rev() {
            let size = self.kernel.dims[dim];
            writeln!(
                text,
                "    const {ix} i{dim} = rest % {size}{sfx}; rest /= {size}{sfx};"
            )
            .expect("string");
        }
    }

    /// Decomposes linear index `linear` of vectors of `vector` points
    /// consecutive along `along` over `dims` (row-major) into `const`
    /// indices `i{d}`, `i{along}` the vector's first.
    fn decompose_vectors(
        &self,
        text: &mut String,
        linear: &str,
        dims: &[usize],
        along: usize,
        vector: usize,
    ) {
        let (ix, sfx) = (self.ix, self.suffix);
        writeln!(text, "    {ix} rest = {linear};").expect("string");
        for &dim in dims.iter().rev() {
            let size = self.kernel.dims[dim];
            if dim == along {
                let vectors = size / vector;
                writeln!(
                    text,
                    "    const {ix} i{dim} = (rest % {vectors}{sfx}) * {vector}{sfx}; rest /= {vectors}{sfx};"
                )
                .expect("string");
            } else {
                writeln!(
                    text,
                    "    const {ix} i{dim} = rest % {size}{sfx}; rest /= {size}{sfx};"
                )
                .expect("string");
            }
        }
    }

    /// Declares every output's running value `acc{o}` and sets it to its
    /// init (read with every reduction index 0).
    fn inits(&self, text: &mut String) -> Result<(), CodegenError> {
        for output in 0..self.kernel.outputs.len() {
            let ty = register_type(self.writer.output_element(output)?);
            writeln!(text, "    {ty} acc{output};").expect("string");
        }
        text.push_str("    {\n");
        for &d in &self.reduced {
            writeln!(text, "    const {} i{d} = 0;", self.ix).expect("string");
        }
        for (output, init) in self.kernel.inits.iter().enumerate() {
            let element = self.writer.output_element(output)?;
            let value = match init {
                Init::None => format!("({})0", register_type(element)),
                Init::Constant(value) => literal(*value, element),
                Init::Value(access) => self.writer.load(access)?,
            };
            writeln!(text, "    acc{output} = {value};").expect("string");
        }
        text.push_str("    }\n");
        Ok(())
    }

    /// `acc{o} = v{yield}` for every output.
    fn yields(&self, text: &mut String) {
        for (output, &register) in self.kernel.yields.iter().enumerate() {
            writeln!(text, "      acc{output} = v{register};").expect("string");
        }
    }

    /// Every output's running value stored at its point.
    fn stores(&self, text: &mut String) -> Result<(), CodegenError> {
        for (output, access) in self.kernel.outputs.iter().enumerate() {
            let store = self.writer.store(access, &format!("acc{output}"))?;
            writeln!(text, "    {store}").expect("string");
        }
        Ok(())
    }

    fn combined(&self, combine: usize, a: &str, b: &str) -> Result<String, CodegenError> {
        self.writer.combined(combine, a, b)
    }

    /// Which inputs move as vectors of `vector` points along `dim`.
    fn vector_inputs(&self, dim: usize, vector: usize) -> Vec<bool> {
        self.kernel
            .inputs
            .iter()
            .map(|a| vectorizable(self.writer.executable, a, dim, vector))
            .collect()
    }

    /// The local arrays `in{k}` of the inputs `vectors` selects, and the
    /// statements filling them at the current point (the vectors' first).
    fn staged_inputs(
        &self,
        vectors: &[bool],
        vector: usize,
    ) -> Result<(String, String), CodegenError> {
        let (mut declarations, mut loads) = (String::new(), String::new());
        for (input, access) in self.kernel.inputs.iter().enumerate() {
            if vectors[input] {
                let (declaration, moves) =
                    staged_vector(self.writer, access, &format!("in{input}"), vector, true)?;
                declarations.push_str(&declaration);
                loads.push_str(&moves);
            }
        }
        Ok((declarations, loads))
    }

    /// The statements of the registers `include` selects at point `l` of
    /// a vector: the inputs `vectors` selects read from their arrays.
    fn lane_statements(
        &self,
        include: impl Fn(usize) -> bool,
        vectors: &[bool],
    ) -> Result<String, CodegenError> {
        self.writer
            .statements_with(&self.elements, include, |input| {
                if !vectors[input] {
                    return None;
                }
                let element = self.writer.buffer(self.kernel.inputs[input].value).ok()?.1;
                Some(load_element(element, &format!("in{input}[l]")))
            })
    }

    /// `acc0` combined with `total` (or `total` where the output has no
    /// init), then stored.
    fn finish_combined(
        &self,
        text: &mut String,
        combine: usize,
        total: &str,
    ) -> Result<(), CodegenError> {
        if matches!(self.kernel.inits.first(), Some(Init::None)) {
            writeln!(text, "    acc0 = {total};").expect("string");
        } else {
            writeln!(
                text,
                "    acc0 = {};",
                self.combined(combine, "acc0", total)?
            )
            .expect("string");
        }
        self.stores(text)
    }

    /// Whether each register varies along any of `dims`.
    fn varies_along_any(&self, dims: &[usize]) -> Vec<bool> {
        let mut varies = vec![false; self.kernel.body.len()];
        for &dim in dims {
            for (any, v) in varies.iter_mut().zip(self.writer.varies_along(dim)) {
                *any |= v;
            }
        }
        varies
    }
}

/// A vector of `vector` elements of `access`'s buffer staged in a local
/// array `name` (`name[l]`, the point `l` further along the vector's dim):
/// the array's declaration, and the statements moving it between the array
/// and the arena at the vector's first point (`load`: into the array).
fn staged_vector(
    writer: &Writer,
    access: &Access,
    name: &str,
    vector: usize,
    load: bool,
) -> Result<(String, String), CodegenError> {
    let (_, element) = writer.buffer(access.value)?;
    let memory = crate::kernel_c::scalar::memory_type(element);
    let chunk = chunk_bytes(vector, element.bytes());
    let per = chunk / element.bytes();
    let chunk_type = match chunk {
        16 => "uint4",
        8 => "uint2",
        4 => "unsigned",
        2 => "unsigned short",
        _ => "unsigned char",
    };
    let declaration = format!("    alignas(16) {memory} {name}[{vector}];\n");
    let place = writer.element(access)?;
    let mut moves = String::new();
    for c in 0..vector / per {
        let (arena, local) = (
            format!("*({chunk_type} *)(&{place} + {})", c * per),
            format!("*({chunk_type} *)&{name}[{}]", c * per),
        );
        if load {
            writeln!(moves, "    {local} = {arena};").expect("string");
        } else {
            writeln!(moves, "    {arena} = {local};").expect("string");
        }
    }
    Ok((declaration, moves))
}
