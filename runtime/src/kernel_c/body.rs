//! A kernel body as C statements: register `r` is `v{r}`, the running
//! value of output `o` is `acc{o}`, loop index `d` is `i{d}`; loads and
//! stores address the rank's memory (`arena`) at the buffer plan's
//! offsets; a lookup outside its table or a failed assertion writes its
//! [`fault_code`] to the fault word (`Executable::fault_word_offset`).

use std::fmt::Write;

use super::scalar::{self, arena_element, literal, load_element, register_type, store_element};
use spmd_executable::{
    Access, Executable, Instr, Kernel, Storage, ValueId, scalar::ScalarOp, tensor::ElementType,
};

/// Why a kernel cannot be written as C.
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
            Some(spmd_executable::Step::Scatter { at, .. }) => {
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

/// Writes the statements of one kernel.
pub struct Writer<'e> {
    pub executable: &'e Executable,
    pub kernel: &'e Kernel,
    /// The kernel's index (in fault codes).
    pub index: usize,
    /// Whether loop indices and element offsets are 32-bit `int`s (see
    /// [`Writer::fits_int`]); else `long long`.
    pub narrow: bool,
}

impl<'e> Writer<'e> {
    /// The writer of kernel `index` of `executable`, whose dims and
    /// reductions, outputs and yields must agree.
    pub fn new(executable: &'e Executable, index: usize) -> Result<Writer<'e>, CodegenError> {
        let kernel = &executable.kernels[index];
        let writer = Writer {
            executable,
            kernel,
            index,
            narrow: false,
        };
        if kernel.reduction.len() != kernel.dims.len()
            || kernel.yields.len() != kernel.outputs.len()
        {
            return Err(writer.fail("dims, reductions, outputs and yields disagree"));
        }
        Ok(writer)
    }
}

impl Writer<'_> {
    /// Whether every point of the kernel and every element offset of its
    /// accesses fit a 32-bit `int` (what [`Writer::narrow`] needs).
    pub fn fits_int(&self) -> bool {
        let limit = i32::MAX as i64;
        let points = self
            .kernel
            .dims
            .iter()
            .try_fold(1i64, |all, &d| all.checked_mul(d as i64));
        let reach = |access: &Access| {
            access
                .coefficients
                .iter()
                .zip(&self.kernel.dims)
                .map(|(&c, &d)| c.unsigned_abs() as i64 * (d as i64 - 1))
                .sum::<i64>()
                + access.constant.abs()
        };
        points.is_some_and(|p| p < limit) && self.kernel.accesses().all(|a| reach(a) < limit)
    }

    /// The C type of loop indices.
    pub fn index_type(&self) -> &'static str {
        if self.narrow { "int" } else { "LL" }
    }

    /// The suffix of an index literal.
    fn index_suffix(&self) -> &'static str {
        if self.narrow { "" } else { "LL" }
    }

    pub fn fail(&self, reason: impl Into<String>) -> CodegenError {
        CodegenError {
            kernel: self.kernel.name.clone(),
            reason: reason.into(),
        }
    }

    pub fn buffer(&self, value: ValueId) -> Result<(usize, ElementType), CodegenError> {
        match self.executable.values.get(value) {
            Some(Storage::Buffer { offset, ty }) => Ok((*offset, ty.element)),
            _ => Err(self.fail(format!("value {value} is not a buffer"))),
        }
    }

    /// The element `access` names, as an lvalue.
    pub fn element(&self, access: &Access) -> Result<String, CodegenError> {
        let (offset, element) = self.buffer(access.value)?;
        let suffix = self.index_suffix();
        let mut index = format!("{}{suffix}", access.constant);
        for (dim, &coefficient) in access.coefficients.iter().enumerate() {
            if coefficient != 0 {
                write!(index, " + {coefficient}{suffix} * i{dim}").expect("string");
            }
        }
        Ok(arena_element(element, offset, &index))
    }

    /// A load of `access` as a register value.
    pub fn load(&self, access: &Access) -> Result<String, CodegenError> {
        let (_, element) = self.buffer(access.value)?;
        Ok(load_element(element, &self.element(access)?))
    }

    /// A store of register expression `value` at `access`.
    pub fn store(&self, access: &Access, value: &str) -> Result<String, CodegenError> {
        let (_, element) = self.buffer(access.value)?;
        Ok(store_element(element, &self.element(access)?, value))
    }

    pub fn output_element(&self, output: usize) -> Result<ElementType, CodegenError> {
        let access = self
            .kernel
            .outputs
            .get(output)
            .ok_or_else(|| self.fail(format!("no output {output}")))?;
        Ok(self.buffer(access.value)?.1)
    }

    /// Each register's element type.
    pub fn register_elements(&self) -> Result<Vec<ElementType>, CodegenError> {
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
    pub fn body(
        &self,
        elements: &[ElementType],
        skip: Option<usize>,
    ) -> Result<String, CodegenError> {
        self.statements(elements, |register| Some(register) != skip)
    }

    /// Whether each register varies along loop dim `dim` (an `Acc`
    /// always does: it is the running value).
    pub fn varies_along(&self, dim: usize) -> Vec<bool> {
        let mut varies = Vec::with_capacity(self.kernel.body.len());
        for instr in &self.kernel.body {
            let any = |registers: &[usize]| registers.iter().any(|&r| varies[r]);
            let value = match instr {
                Instr::Load { input } => self
                    .kernel
                    .inputs
                    .get(*input)
                    .is_none_or(|access| access.coefficients.get(dim) != Some(&0)),
                Instr::Acc { .. } => true,
                Instr::Constant { .. } | Instr::Capture { .. } => false,
                Instr::Index { dim: d } => *d == dim,
                Instr::Apply { arguments, .. } => any(arguments),
                Instr::Gather { indices, .. } => any(indices),
                Instr::Assert { condition, .. } => varies[*condition],
            };
            varies.push(value);
        }
        varies
    }

    /// The statements of the registers `include` selects, in body order
    /// (as [`Writer::body`]).
    pub fn statements(
        &self,
        elements: &[ElementType],
        include: impl Fn(usize) -> bool,
    ) -> Result<String, CodegenError> {
        self.statements_with(elements, include, |_| None)
    }

    /// [`Writer::statements`], with `staged(input)` the register value of
    /// an input a backend has already read (a vector or a tile), where it
    /// gives one, in place of the input's load.
    pub fn statements_with(
        &self,
        elements: &[ElementType],
        include: impl Fn(usize) -> bool,
        staged: impl Fn(usize) -> Option<String>,
    ) -> Result<String, CodegenError> {
        let mut text = String::new();
        let fault = |register: usize| {
            format!(
                "spmd_fail((volatile ULL *)(arena + {}), {}ULL)",
                self.executable.fault_word_offset(),
                fault_code(self.index, register)
            )
        };
        for (register, instr) in self.kernel.body.iter().enumerate() {
            if !include(register) {
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
                Instr::Load { input } => match staged(*input) {
                    Some(value) => value,
                    None => self.load(&self.kernel.inputs[*input])?,
                },
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

    /// The combine of register `combine` (a combiner reduction's
    /// `combine(acc, x)`) on `a`, the running value, and `b`, its operands
    /// in the body's order.
    pub fn combined(&self, combine: usize, a: &str, b: &str) -> Result<String, CodegenError> {
        let Some(Instr::Apply {
            op,
            arguments,
            element,
            operand,
        }) = self.kernel.body.get(combine)
        else {
            return Err(self.fail("the combine is not an operation"));
        };
        let acc_first = matches!(self.kernel.body[arguments[0]], Instr::Acc { .. });
        let (x, y) = if acc_first { (a, b) } else { (b, a) };
        self.apply(*op, &[x.to_owned(), y.to_owned()], *element, *operand)
    }

    /// The expression of `op` on register names `a`.
    pub fn apply(
        &self,
        op: ScalarOp,
        a: &[String],
        element: ElementType,
        operand: ElementType,
    ) -> Result<String, CodegenError> {
        scalar::apply(op, a, element, operand)
            .ok_or_else(|| self.fail(format!("{op:?} needs {} operands", op.arity())))
    }
}

/// For a kernel with a combiner (`Kernel::combiner`) whose one
/// accumulated output's yield is `combine(acc, x)`: the combine's register
/// and `x`'s, so a backend may combine partial values of `x` in any
/// grouping. Its other outputs are written at every point.
pub fn combine_registers(kernel: &Kernel) -> Option<(usize, usize)> {
    let combiner = kernel.combiner?;
    let [accumulated] = kernel.accumulated_outputs()[..] else {
        return None;
    };
    let combine = *kernel.yields.get(accumulated)?;
    let Instr::Apply { op, arguments, .. } = kernel.body.get(combine)? else {
        return None;
    };
    if *op != combiner || arguments.len() != 2 {
        return None;
    }
    let is_acc = |r: usize| matches!(kernel.body.get(r), Some(Instr::Acc { .. }));
    match (is_acc(arguments[0]), is_acc(arguments[1])) {
        (true, false) => Some((combine, arguments[1])),
        (false, true) => Some((combine, arguments[0])),
        _ => None,
    }
}
