//! CUDA C for an executable's fused kernels: one `__global__` function per
//! [`Kernel`], reading and writing the rank's arena at the buffer plan's
//! fixed offsets, in one of seven [`Form`]s chosen from the kernel's dims
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
//! - **Row groups** (`Step::Rows`): the members as one function, a
//!   warp per row ([`groups`]).
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
mod forms;
mod groups;
mod nest;
mod points;
mod resident;
mod rows;

use std::fmt::Write;

use crate::kernel_c::body::Writer;
pub use crate::kernel_c::scalar::PRELUDE;
pub use crate::kernel_c::{CodegenError, fault_code, fault_message};
pub use forms::{Form, form, grid_blocks, is_split, launch_blocks, row_group_head, row_group_of};
use forms::{points, vectorizable};
use nest::staged_vector;
use spmd_executable::{Executable, Kernel, tensor::ElementType};

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
/// Rows whose loads a column reduction's thread issues together.
const COLUMN_BATCH: usize = 8;
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
/// The C function name of kernel `index`.
pub fn kernel_symbol(index: usize) -> String {
    format!("spmd_kernel_{index}")
}
/// Where a fused kernel rounds its f16 / bf16 results.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rounding {
    /// In f32 registers between ops, rounded when stored: the excess
    /// precision XLA's fusions (`xla_allow_excess_precision`, on by
    /// default) and torch.compile's compute with.
    #[default]
    AtStores,
    /// After every op, as the CPU backend and PyTorch's eager kernels do.
    EveryOp,
}

impl Rounding {
    /// [`Rounding::EveryOp`] if `each_op` (`--round-each-op`), else the
    /// default.
    pub fn each_op_if(each_op: bool) -> Rounding {
        if each_op {
            Rounding::EveryOp
        } else {
            Rounding::AtStores
        }
    }
}

/// The CUDA C source of kernel `index` of `executable`, rounding as
/// `rounding` says: the preludes and the kernel's function.
pub fn kernel_source(
    executable: &Executable,
    index: usize,
    rounding: Rounding,
) -> Result<String, CodegenError> {
    Ok(format!(
        "{}{}",
        kernel_prelude(rounding),
        kernel_function(executable, index)?
    ))
}

/// What every kernel's source holds before its function: the rounding's
/// define and the preludes.
pub fn kernel_prelude(rounding: Rounding) -> String {
    let define = match rounding {
        Rounding::AtStores => "#define SPMD_ROUND_AT_STORES\n",
        Rounding::EveryOp => "",
    };
    format!("{define}{PRELUDE}{CUDA_PRELUDE}")
}

/// The `__global__` function of kernel `index` of `executable`.
pub fn kernel_function(executable: &Executable, index: usize) -> Result<String, CodegenError> {
    if let Some(head) = forms::row_group_head(executable, index) {
        // Run by its row group's head: an empty function keeps the
        // kernels' numbering without compiling the member twice.
        return Ok(format!(
            "\n// {}: runs in the row group of {}\nextern \"C\" __global__ void {}(unsigned char *arena, const long long *iscalars, const double *fscalars) {{}}\n",
            executable.kernels[index].name,
            executable.kernels[head].name,
            kernel_symbol(index)
        ));
    }
    let mut writer = Writer::new(executable, index)?;
    writer.narrow = writer.fits_int();
    let kernel = writer.kernel;
    let nest = Nest::new(&writer)?;
    let form = form(executable, index);
    let mut text = String::new();
    // A row group's lanes read what lane 0 of an earlier member stored
    // (after `__syncwarp`): a `__restrict__` arena would tell the compiler
    // that no other thread writes it, and it then loads the statistic
    // before the barrier (seen on sm_90: stale sums, softmax rows off by
    // 1e5).
    let arena = if matches!(form, Form::RowGroup { .. }) {
        "unsigned char *arena"
    } else {
        "unsigned char *__restrict__ arena"
    };
    writeln!(
        text,
        "\n// {}: dims {:?}, reduction {:?}, {form:?}\nextern \"C\" __global__ void __launch_bounds__({BLOCK}) {}({arena}, const long long *__restrict__ iscalars, const double *__restrict__ fscalars) {{",
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
        Form::RowGroup { rows } => {
            let (members, _) = row_group_of(executable, index).expect("a row group's head");
            groups::row_group(executable, &mut text, members, rows)?
        }
    }
    text.push_str("}\n");
    Ok(text)
}

impl<'w, 'e> Nest<'w, 'e> {
    /// The loop nest of `writer`'s kernel.
    fn new(writer: &'w Writer<'e>) -> Result<Nest<'w, 'e>, CodegenError> {
        let kernel = writer.kernel;
        Ok(Nest {
            elements: writer.register_elements()?,
            ix: writer.index_type(),
            suffix: if writer.narrow { "" } else { "LL" },
            parallel: (0..kernel.dims.len())
                .filter(|&d| !kernel.reduction[d])
                .collect(),
            reduced: (0..kernel.dims.len())
                .filter(|&d| kernel.reduction[d])
                .collect(),
            writer,
            kernel,
        })
    }
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
