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

pub use super::scalar_c::PRELUDE;
use super::scalar_c::{self, arena_element, literal, load_element, register_type, store_element};
use crate::{
    executable::{
        Access, Executable, Init, Instr, Kernel, SPLIT_COUNTERS, SPLIT_PARTIALS, Storage, ValueId,
    },
    scalar::ScalarOp,
    tensor::ElementType,
};

/// Threads per block.
pub const BLOCK: usize = 256;
/// Reduction points from which a combiner reduction uses a whole block.
pub const BLOCK_REDUCTION_MIN: usize = 64;

/// Reduction points each thread of a split reduction combines at least.
const SPLIT_POINTS_PER_THREAD: usize = 16;

/// Why a kernel cannot be written as CUDA C.
#[derive(Debug, thiserror::Error)]
#[error("kernel '{kernel}': {reason}")]
pub struct CodegenError {
    pub kernel: String,
    pub reason: String,
}

/// The fault word's value (`Executable::fault_word_offset`: the first
/// write of a step is kept) for instruction `instr` of kernel `kernel`.
pub fn fault_code(kernel: usize, instr: usize) -> u64 {
    ((kernel as u64) << 32) | (instr as u64 + 1)
}

/// What the fault word says: the failing instruction's message, or the
/// scatter step's (`indexed_c::step_fault_code`).
pub fn fault_message(executable: &Executable, code: u64) -> String {
    if code >> 63 == 1 {
        let step = (code & !(1 << 63)) as usize;
        return match executable.steps.get(step) {
            Some(crate::executable::Step::Scatter { at, .. }) => {
                format!("the scatter at {at}: an index is outside the original")
            }
            _ => format!("step {step} reported a fault, but it is not a scatter"),
        };
    }
    let (kernel, instr) = ((code >> 32) as usize, (code & 0xffff_ffff) as usize);
    let found = executable
        .kernels
        .get(kernel)
        .and_then(|k| Some((k, k.body.get(instr.checked_sub(1)?)?)));
    match found {
        Some((kernel, Instr::Gather { at, .. })) => {
            format!(
                "kernel {}: the lookup at {at} read outside its table",
                kernel.name
            )
        }
        Some((kernel, Instr::Assert { message, .. })) => {
            format!("kernel {}: {message}", kernel.name)
        }
        _ => format!("a kernel reported fault {code:#x}, which names no lookup or assertion"),
    }
}

/// Writes one kernel.
struct Writer<'e> {
    executable: &'e Executable,
    kernel: &'e Kernel,
    /// The kernel's index (in fault codes).
    index: usize,
}

impl Writer<'_> {
    fn fail(&self, reason: impl Into<String>) -> CodegenError {
        CodegenError {
            kernel: self.kernel.name.clone(),
            reason: reason.into(),
        }
    }

    fn buffer(&self, value: ValueId) -> Result<(usize, ElementType), CodegenError> {
        match self.executable.values.get(value) {
            Some(Storage::Buffer { offset, ty }) => Ok((*offset, ty.element)),
            _ => Err(self.fail(format!("value {value} is not a buffer"))),
        }
    }

    /// The element `access` names, as an lvalue.
    fn element(&self, access: &Access) -> Result<String, CodegenError> {
        let (offset, element) = self.buffer(access.value)?;
        let mut index = format!("{}LL", access.constant);
        for (dim, &coefficient) in access.coefficients.iter().enumerate() {
            if coefficient != 0 {
                write!(index, " + {coefficient}LL * i{dim}").expect("string");
            }
        }
        Ok(arena_element(element, offset, &index))
    }

    /// A load of `access` as a register value.
    fn load(&self, access: &Access) -> Result<String, CodegenError> {
        let (_, element) = self.buffer(access.value)?;
        Ok(load_element(element, &self.element(access)?))
    }

    /// A store of register expression `value` at `access`.
    fn store(&self, access: &Access, value: &str) -> Result<String, CodegenError> {
        let (_, element) = self.buffer(access.value)?;
        Ok(store_element(element, &self.element(access)?, value))
    }

    fn output_element(&self, output: usize) -> Result<ElementType, CodegenError> {
        let access = self
            .kernel
            .outputs
            .get(output)
            .ok_or_else(|| self.fail(format!("no output {output}")))?;
        Ok(self.buffer(access.value)?.1)
    }

    /// Each register's element type.
    fn register_elements(&self) -> Result<Vec<ElementType>, CodegenError> {
        self.kernel
            .body
            .iter()
            .map(|instr| {
                Ok(match instr {
                    Instr::Load { input } => {
                        let access = self
                            .kernel
                            .inputs
                            .get(*input)
                            .ok_or_else(|| self.fail(format!("no input {input}")))?;
                        self.buffer(access.value)?.1
                    }
                    Instr::Acc { output } => self.output_element(*output)?,
                    Instr::Constant { element, .. } | Instr::Apply { element, .. } => *element,
                    Instr::Index { .. } => ElementType::Index,
                    Instr::Capture { value } => match self.executable.values.get(*value) {
                        Some(Storage::Scalar { element, .. }) => *element,
                        _ => return Err(self.fail(format!("capture {value} is not a scalar"))),
                    },
                    Instr::Gather { value, .. } => self.buffer(*value)?.1,
                    Instr::Assert { .. } => ElementType::I1,
                })
            })
            .collect()
    }

    /// The body's statements, register `r` as `v{r}`; `skip` is an
    /// instruction not to write (a split reduction's combine).
    fn body(&self, elements: &[ElementType], skip: Option<usize>) -> Result<String, CodegenError> {
        let mut text = String::new();
        let fault = |register: usize| {
            format!(
                "spmd_fail((volatile ULL *)(arena + {}), {}ULL)",
                self.executable.fault_word_offset(),
                fault_code(self.index, register)
            )
        };
        for (register, instr) in self.kernel.body.iter().enumerate() {
            if Some(register) == skip {
                continue;
            }
            let ty = register_type(elements[register]);
            let value = match instr {
                Instr::Gather { value, indices, .. } => {
                    let Some(Storage::Buffer { offset, ty: table }) =
                        self.executable.values.get(*value)
                    else {
                        return Err(self.fail("a lookup in a non-buffer"));
                    };
                    let inside: Vec<String> = indices
                        .iter()
                        .zip(&table.shape)
                        .map(|(r, size)| format!("v{r} >= 0 && v{r} < {size}LL"))
                        .collect();
                    let flat = indices
                        .iter()
                        .zip(&table.shape)
                        .fold("0LL".to_owned(), |flat, (r, size)| {
                            format!("({flat}) * {size}LL + v{r}")
                        });
                    let load =
                        load_element(table.element, &arena_element(table.element, *offset, &flat));
                    writeln!(
                        text,
                        "      const int ok{register} = {};\n      if (!ok{register}) {};",
                        if inside.is_empty() {
                            "1".to_owned()
                        } else {
                            inside.join(" && ")
                        },
                        fault(register)
                    )
                    .expect("string");
                    format!("ok{register} ? {load} : ({ty})0")
                }
                Instr::Assert { condition, .. } => {
                    writeln!(text, "      if (!(v{condition} & 1)) {};", fault(register))
                        .expect("string");
                    "0".to_owned()
                }
                Instr::Load { input } => self.load(&self.kernel.inputs[*input])?,
                Instr::Acc { output } => format!("acc{output}"),
                Instr::Constant { value, element } => literal(*value, *element),
                Instr::Index { dim } => format!("i{dim}"),
                Instr::Capture { value } => {
                    let Some(Storage::Scalar { register, element }) =
                        self.executable.values.get(*value)
                    else {
                        return Err(self.fail("capture of a non-scalar"));
                    };
                    if element.is_float() {
                        format!("({})fscalars[{register}]", register_type(*element))
                    } else {
                        format!("iscalars[{register}]")
                    }
                }
                Instr::Apply {
                    op,
                    arguments,
                    element,
                    operand,
                } => {
                    let names: Vec<String> = arguments.iter().map(|a| format!("v{a}")).collect();
                    self.apply(*op, &names, *element, *operand)?
                }
            };
            writeln!(text, "      {ty} v{register} = {value};").expect("string");
        }
        Ok(text)
    }

    /// The expression of `op` on register names `a`.
    fn apply(
        &self,
        op: ScalarOp,
        a: &[String],
        element: ElementType,
        operand: ElementType,
    ) -> Result<String, CodegenError> {
        scalar_c::apply(op, a, element, operand)
            .ok_or_else(|| self.fail(format!("{op:?} needs {} operands", op.arity())))
    }
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

/// Whether kernel runs as one block per output element (see the module
/// doc), and if so the register of the value its combine adds.
pub fn block_reduction(kernel: &Kernel) -> Option<(usize, usize)> {
    let combiner = kernel.combiner?;
    if kernel.outputs.len() != 1 || points(kernel, true) < BLOCK_REDUCTION_MIN {
        return None;
    }
    let combine = *kernel.yields.first()?;
    let Instr::Apply { op, arguments, .. } = kernel.body.get(combine)? else {
        return None;
    };
    if *op != combiner || arguments.len() != 2 {
        return None;
    }
    let is_acc = |r: usize| matches!(kernel.body.get(r), Some(Instr::Acc { .. }));
    let value = match (is_acc(arguments[0]), is_acc(arguments[1])) {
        (true, false) => arguments[1],
        (false, true) => arguments[0],
        _ => return None,
    };
    Some((combine, value))
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
    let kernel = &executable.kernels[index];
    let writer = Writer {
        executable,
        kernel,
        index,
    };
    if kernel.reduction.len() != kernel.dims.len() || kernel.yields.len() != kernel.outputs.len() {
        return Err(writer.fail("dims, reductions, outputs and yields disagree"));
    }
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
