//! CUDA C for an executable's fused kernels: one `__global__` function per
//! [`Kernel`], reading and writing the rank's arena at the buffer plan's
//! fixed offsets.
//!
//! A kernel's parallel points are spread over threads (a grid-stride
//! loop); each thread runs the reduction dims of its point in row-major
//! order, as the CPU backend's semantics say. A single-output reduction
//! with a known combiner and at least [`BLOCK_REDUCTION_MIN`] reduction
//! points runs one block per output element instead: the threads split the
//! reduction points, combine their partial values in shared memory (a tree
//! over the block), and thread 0 adds the init. Where such a reduction has
//! few outputs and many points (a loss), [`split_blocks`] blocks share each
//! output: each leaves its partial value in the rank's scratch, and the
//! last to arrive (an atomic counter per output) combines them in block
//! order and resets the counter. Registers compute in
//! `float` (f32, f16, bf16), `double` (f64) or `long long` (integers);
//! f16 / bf16 results round to their type, integers wrap to their width,
//! as `ScalarOp::eval` does.

use std::fmt::Write;

pub use crate::kernel_c::scalar::PRELUDE;
pub use crate::kernel_c::{CodegenError, fault_code, fault_message};
use crate::{
    executable::{Executable, Init, Instr, Kernel, SPLIT_COUNTERS, SPLIT_PARTIALS},
    kernel_c::{
        body::{Writer, combine_registers},
        scalar::{literal, register_type},
    },
};

/// Threads per block.
pub const BLOCK: usize = 256;
/// Reduction points from which a combiner reduction uses a whole block.
pub const BLOCK_REDUCTION_MIN: usize = 64;

/// Reduction points each thread of a split reduction combines at least.
const SPLIT_POINTS_PER_THREAD: usize = 16;

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

/// Whether kernel runs as one block per output element (see the module
/// doc), and if so the register of the value its combine adds.
pub fn block_reduction(kernel: &Kernel) -> Option<(usize, usize)> {
    if points(kernel, true) < BLOCK_REDUCTION_MIN {
        return None;
    }
    combine_registers(kernel)
}

/// How many blocks share each output of a block reduction: more than one
/// when the outputs are too few to fill the GPU (at most
/// [`SPLIT_COUNTERS`]) and every thread still combines
/// [`SPLIT_POINTS_PER_THREAD`] points; the partials fit [`SPLIT_PARTIALS`].
pub fn split_blocks(kernel: &Kernel) -> usize {
    if block_reduction(kernel).is_none() {
        return 1;
    }
    let outputs = points(kernel, false);
    if outputs > SPLIT_COUNTERS {
        return 1;
    }
    (points(kernel, true) / (BLOCK * SPLIT_POINTS_PER_THREAD))
        .min(SPLIT_PARTIALS / outputs)
        .max(1)
}

/// The blocks of a grid-stride loop over `points` (one thread each, at
/// most 65,536 blocks).
pub fn grid_blocks(points: usize) -> u32 {
    points.div_ceil(BLOCK).clamp(1, 1 << 16) as u32
}

/// The blocks kernel `kernel` launches with.
pub fn launch_blocks(kernel: &Kernel) -> u32 {
    let parallel = points(kernel, false);
    if block_reduction(kernel).is_some() {
        (parallel * split_blocks(kernel)).clamp(1, 1 << 16) as u32
    } else {
        grid_blocks(parallel)
    }
}

/// Decomposes linear index `linear` over `dims` (row-major) into `i{d}`.
fn decompose(text: &mut String, linear: &str, dims: &[(usize, usize)], indent: &str) {
    writeln!(text, "{indent}LL rest = {linear};").expect("string");
    for &(dim, size) in dims.iter().rev() {
        writeln!(
            text,
            "{indent}const LL i{dim} = rest % {size}LL; rest /= {size}LL;"
        )
        .expect("string");
    }
}

/// The CUDA C source of kernel `index` of `executable`: the prelude and
/// the kernel's function.
pub fn kernel_source(executable: &Executable, index: usize) -> Result<String, CodegenError> {
    Ok(format!("{PRELUDE}{}", kernel_function(executable, index)?))
}

/// The `__global__` function of kernel `index` of `executable`.
pub fn kernel_function(executable: &Executable, index: usize) -> Result<String, CodegenError> {
    let writer = Writer::new(executable, index)?;
    let kernel = writer.kernel;
    let elements = writer.register_elements()?;
    let parallel: Vec<(usize, usize)> = (0..kernel.dims.len())
        .filter(|&d| !kernel.reduction[d])
        .map(|d| (d, kernel.dims[d]))
        .collect();
    let reduced: Vec<(usize, usize)> = (0..kernel.dims.len())
        .filter(|&d| kernel.reduction[d])
        .map(|d| (d, kernel.dims[d]))
        .collect();
    let points: usize = parallel.iter().map(|(_, s)| s).product();
    let reduction_points: usize = reduced.iter().map(|(_, s)| s).product();
    let mut text = String::new();
    writeln!(
        text,
        "\n// {}: dims {:?}, reduction {:?}\nextern \"C\" __global__ void __launch_bounds__({BLOCK}) {}(unsigned char *__restrict__ arena, const long long *__restrict__ iscalars, const double *__restrict__ fscalars) {{",
        kernel.name,
        kernel.dims,
        kernel.reduction,
        kernel_symbol(index)
    )
    .expect("string");
    // The outputs' running values start at their inits (read at the point
    // with every reduction index 0).
    let mut inits = String::new();
    for (d, _) in &reduced {
        writeln!(inits, "    const LL i{d} = 0;").expect("string");
    }
    for (output, init) in kernel.inits.iter().enumerate() {
        let element = writer.output_element(output)?;
        let ty = register_type(element);
        let value = match init {
            Init::None => format!("({ty})0"),
            Init::Constant(value) => literal(*value, element),
            Init::Value(access) => writer.load(access)?,
        };
        writeln!(inits, "    {ty} acc{output} = {value};").expect("string");
    }
    let stores = |text: &mut String| -> Result<(), CodegenError> {
        for (output, access) in kernel.outputs.iter().enumerate() {
            writeln!(
                text,
                "    {}",
                writer.store(access, &format!("acc{output}"))?
            )
            .expect("string");
        }
        Ok(())
    };
    if let Some((combine, value)) = block_reduction(kernel) {
        let element = writer.output_element(0)?;
        let ty = register_type(element);
        let Some(Instr::Apply { arguments, .. }) = kernel.body.get(combine) else {
            unreachable!("block_reduction checked the combine");
        };
        let acc_first = matches!(kernel.body[arguments[0]], Instr::Acc { .. });
        let combined = |a: &str, b: &str| -> Result<String, CodegenError> {
            let (x, y) = if acc_first { (a, b) } else { (b, a) };
            let Instr::Apply { op, operand, .. } = &kernel.body[combine] else {
                unreachable!();
            };
            writer.apply(*op, &[x.to_owned(), y.to_owned()], element, *operand)
        };
        let split = split_blocks(kernel);
        writeln!(
            text,
            "  __shared__ {ty} partial[{BLOCK}];\n  __shared__ int have[{BLOCK}];"
        )
        .expect("string");
        if split > 1 {
            // Block b combines part b % split of output b / split.
            let scratch = executable.split_scratch_offset();
            let partials = scratch + SPLIT_COUNTERS * 4;
            writeln!(
                text,
                "  __shared__ int last;\n  {{\n   const LL p = blockIdx.x / {split}LL, part = blockIdx.x % {split}LL;\n   volatile {ty} *partials = ({ty} *)(arena + {partials}) + p * {split}LL;\n   unsigned *counter = (unsigned *)(arena + {scratch}) + p;\n   {{"
            )
            .expect("string");
        } else {
            writeln!(
                text,
                "  for (LL p = blockIdx.x; p < {points}LL; p += gridDim.x) {{\n   {{"
            )
            .expect("string");
        }
        decompose(&mut text, "p", &parallel, "    ");
        text.push_str(&inits);
        let (first, stride) = if split > 1 {
            (
                "part * blockDim.x + threadIdx.x".to_owned(),
                format!("{split}LL * blockDim.x"),
            )
        } else {
            ("threadIdx.x".to_owned(), "blockDim.x".to_owned())
        };
        writeln!(
            text,
            "    {ty} mine = ({ty})0; int mine_set = 0;\n    for (LL q = {first}; q < {reduction_points}LL; q += {stride}) {{\n     {{"
        )
        .expect("string");
        decompose(&mut text, "q", &reduced, "      ");
        text.push_str(&writer.body(&elements, Some(combine))?);
        writeln!(
            text,
            "      mine = mine_set ? {} : v{value}; mine_set = 1;\n     }}\n    }}",
            combined("mine", &format!("v{value}"))?
        )
        .expect("string");
        writeln!(
            text,
            "    partial[threadIdx.x] = mine; have[threadIdx.x] = mine_set;\n    __syncthreads();\n    for (int s = blockDim.x / 2; s > 0; s >>= 1) {{\n      if (threadIdx.x < s && have[threadIdx.x + s]) {{\n        partial[threadIdx.x] = have[threadIdx.x] ? {} : partial[threadIdx.x + s];\n        have[threadIdx.x] = 1;\n      }}\n      __syncthreads();\n    }}\n    if (threadIdx.x == 0) {{",
            combined("partial[threadIdx.x]", "partial[threadIdx.x + s]")?
        )
        .expect("string");
        if split > 1 {
            // Every block of a split has points (SPLIT_POINTS_PER_THREAD),
            // so every partial is set.
            writeln!(
                text,
                "    partials[part] = partial[0];\n    __threadfence();\n    last = atomicAdd(counter, 1u) == {}u;\n    }}\n    __syncthreads();\n    if (last && threadIdx.x == 0) {{\n    __threadfence();\n    {ty} total = partials[0];\n    for (int b = 1; b < {split}; ++b) {{ const {ty} next = partials[b]; total = {}; }}\n    *counter = 0u;",
                split - 1,
                combined("total", "next")?
            )
            .expect("string");
        } else {
            writeln!(text, "    {ty} total = partial[0];").expect("string");
        }
        let init_is_none = matches!(kernel.inits.first(), Some(Init::None));
        if init_is_none {
            writeln!(text, "    acc0 = total;").expect("string");
        } else {
            writeln!(text, "    acc0 = {};", combined("acc0", "total")?).expect("string");
        }
        stores(&mut text)?;
        writeln!(text, "    }}\n    __syncthreads();\n   }}\n  }}\n}}").expect("string");
        return Ok(text);
    }
    writeln!(
        text,
        "  for (LL p = blockIdx.x * (LL)blockDim.x + threadIdx.x; p < {points}LL; p += (LL)gridDim.x * blockDim.x) {{"
    )
    .expect("string");
    writeln!(text, "   {{").expect("string");
    decompose(&mut text, "p", &parallel, "    ");
    text.push_str(&inits);
    if reduced.is_empty() {
        text.push_str("    {\n");
    } else {
        writeln!(
            text,
            "    for (LL q = 0; q < {reduction_points}LL; ++q) {{\n     {{"
        )
        .expect("string");
        decompose(&mut text, "q", &reduced, "      ");
    }
    text.push_str(&writer.body(&elements, None)?);
    for (output, &register) in kernel.yields.iter().enumerate() {
        writeln!(text, "      acc{output} = v{register};").expect("string");
    }
    if reduced.is_empty() {
        text.push_str("    }\n");
    } else {
        text.push_str("     }\n    }\n");
    }
    stores(&mut text)?;
    writeln!(text, "   }}\n  }}\n}}").expect("string");
    Ok(text)
}
