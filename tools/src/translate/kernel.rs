//! Composes a fused kernel from a root op and the producers inlined into
//! it: each producer is evaluated at the point its consumer reads (its
//! output map inverted, its input maps composed), so the whole group is one
//! loop nest over the root's loops with one body.

use super::TranslateError;
use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};
use spmd_dialect::ir::{operation_name, producer};
use spmd_dialect::read::{self, scalar_op};
use spmd_executable::{
    Access, Init, Instr, Kernel,
    scalar::{IntOp, Scalar, ScalarOp},
    tensor::ElementType,
};
use spmd_interpreter::payload::assertion_message;
use spmd_passes::lower::{
    FUSED_INTO_ATTR, KERNEL_ATTR, is_splat,
    read_through::source_coords,
    splat_constant,
    structure::{Linear, Structure, body_operations, structure},
};
use std::collections::HashMap;

use super::{
    Failure, Values, constant_scalar, i64_array,
    kernel_form::{collapse_loops, combiner},
    key, step_of,
};

pub(super) struct Builder<'v, 'c, 'a> {
    values: &'v Values,
    loops: usize,
    /// The kernel's number: ops fused into it are inlined (and those it
    /// also writes, recorded in `written`); others are loaded.
    kernel: i64,
    /// The ops inlined here that the kernel also writes (`spmd.step =
    /// "output"`): their result, the point they were evaluated at and the
    /// register holding it.
    written: Vec<(Value<'c, 'a>, Vec<Linear>, usize)>,
    pub(super) inputs: Vec<Access>,
    pub(super) body: Vec<Instr>,
    /// Memoised producer evaluations: (producer result, point) -> register.
    evaluated: HashMap<(usize, Vec<Vec<i64>>), usize>,
    /// Registers already holding an input's load or a capture.
    loaded: HashMap<(usize, Vec<i64>, i64), usize>,
}

fn linear_key(point: &[Linear]) -> Vec<Vec<i64>> {
    point
        .iter()
        .map(|l| l.coefficients.iter().copied().chain([l.constant]).collect())
        .collect()
}

impl<'v, 'c: 'a, 'a> Builder<'v, 'c, 'a> {
    /// A builder of kernel number `kernel`, of `loops` loops.
    pub(super) fn new(values: &'v Values, loops: usize, kernel: i64) -> Builder<'v, 'c, 'a> {
        Builder {
            values,
            loops,
            kernel,
            written: Vec::new(),
            inputs: Vec::new(),
            body: Vec::new(),
            evaluated: HashMap::new(),
            loaded: HashMap::new(),
        }
    }

    fn push(&mut self, instr: Instr) -> usize {
        self.body.push(instr);
        self.body.len() - 1
    }

    /// A register holding `linear` of the kernel's loop indices.
    fn index_register(&mut self, linear: &Linear) -> usize {
        let constant = |b: &mut Self, v: i64| {
            b.push(Instr::Constant {
                value: Scalar::I(v),
                element: ElementType::Index,
            })
        };
        let apply = |b: &mut Self, op: IntOp, x: usize, y: usize| {
            b.push(Instr::Apply {
                op: ScalarOp::Int(op),
                arguments: vec![x, y],
                element: ElementType::Index,
                operand: ElementType::Index,
            })
        };
        let mut sum = None;
        for (dim, &c) in linear.coefficients.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let mut term = self.push(Instr::Index { dim });
            if c != 1 {
                let factor = constant(self, c);
                term = apply(self, IntOp::Mul, term, factor);
            }
            sum = Some(match sum {
                None => term,
                Some(s) => apply(self, IntOp::Add, s, term),
            });
        }
        match (sum, linear.constant) {
            (None, c) => constant(self, c),
            (Some(s), 0) => s,
            (Some(s), c) => {
                let c = constant(self, c);
                apply(self, IntOp::Add, s, c)
            }
        }
    }

    fn load(&mut self, value: Value, coords: &[Linear]) -> Result<usize, TranslateError> {
        let id = self.values.id(value)?;
        let shape = read::static_shape(value.r#type())?;
        let flat = Linear::flatten(coords, &shape, self.loops);
        let access = Access {
            value: id,
            coefficients: flat.coefficients,
            constant: flat.constant,
        };
        let memo = (access.value, access.coefficients.clone(), access.constant);
        if let Some(&register) = self.loaded.get(&memo) {
            return Ok(register);
        }
        let input = match self.inputs.iter().position(|a| *a == access) {
            Some(i) => i,
            None => {
                self.inputs.push(access);
                self.inputs.len() - 1
            }
        };
        let register = self.push(Instr::Load { input });
        self.loaded.insert(memo, register);
        Ok(register)
    }

    /// The register holding operand `value` at `coords` (its indices as
    /// functions of the kernel's loops).
    fn operand(
        &mut self,
        value: Value<'c, 'a>,
        coords: &[Linear],
    ) -> Result<usize, TranslateError> {
        if !value.r#type().is_tensor() {
            return self.scalar(value);
        }
        let fused = producer(value).filter(|op| match step_of(*op).as_str() {
            "fused" => true,
            "output" => i64_array(*op, FUSED_INTO_ATTR).is_some_and(|k| k.contains(&self.kernel)),
            _ => false,
        });
        let Some(producer) = fused else {
            return self.load(value, coords);
        };
        if is_splat(producer) {
            return self.splat(producer);
        }
        // A slice or expansion read through: its source at the mapped
        // coordinates.
        if let Some(source_coords) = source_coords(producer, coords, self.loops) {
            let source = producer
                .operand(0)
                .map_err(|_| TranslateError::Inconsistent("a slice without a source".into()))?;
            return self.operand(source, &source_coords);
        }
        let memo = (key(value), linear_key(coords));
        if let Some(&register) = self.evaluated.get(&memo) {
            return Ok(register);
        }
        let structure = structure(producer)?
            .ok_or_else(|| TranslateError::Inconsistent("a fused op without a loop nest".into()))?;
        // The producer's loop point: its output map is a permutation.
        let mut point = vec![Linear::constant(self.loops, 0); structure.dims.len()];
        for (r, expr) in structure.output_map(0).iter().enumerate() {
            point[expr.as_dim().ok_or_else(|| {
                TranslateError::Inconsistent("a fused op's output map is not a permutation".into())
            })?] = coords[r].clone();
        }
        let registers = self.member(producer, &structure, &point, None)?;
        self.evaluated.insert(memo, registers[0]);
        if step_of(producer) == "output" {
            self.written.push((value, coords.to_vec(), registers[0]));
        }
        Ok(registers[0])
    }

    /// A scalar from outside the kernel: a constant's value (so that a
    /// conversion of it folds), else the host register holding it.
    fn scalar(&mut self, value: Value) -> Result<usize, TranslateError> {
        let constant = producer(value)
            .filter(|op| operation_name(*op) == "arith.constant")
            .and_then(|op| op.attribute("value").ok());
        if let Some(attribute) = constant {
            let element = read::element_type(value.r#type())?;
            let value = constant_scalar(attribute, element)?;
            return Ok(self.push(Instr::Constant { value, element }));
        }
        Ok(self.push(Instr::Capture {
            value: self.values.id(value)?,
        }))
    }

    /// The one value of a splat constant or fill.
    fn splat(&mut self, operation: OperationRef) -> Result<usize, TranslateError> {
        let result = operation
            .result(0)
            .map_err(|_| TranslateError::Inconsistent("no result".into()))?;
        let element = read::element_type(result.r#type())?;
        // A fill (named or generalized) repeats its scalar operand.
        if operation_name(operation) != "arith.constant" {
            let scalar = operation
                .operand(0)
                .map_err(|_| TranslateError::Inconsistent("fill without value".into()))?;
            return self.scalar(scalar);
        }
        let value = operation
            .attribute("value")
            .map_err(|_| TranslateError::Inconsistent("constant without value".into()))?;
        let value = constant_scalar(value, element)?;
        Ok(self.push(Instr::Constant { value, element }))
    }

    /// Emits `operation` evaluated at `point` (its loops as functions of the
    /// kernel's); `outputs` maps its output block arguments to `Acc`
    /// (the root only). Returns the registers of its yields.
    pub(super) fn member(
        &mut self,
        operation: OperationRef<'c, 'a>,
        structure: &Structure,
        point: &[Linear],
        outputs: Option<usize>,
    ) -> Result<Vec<usize>, TranslateError> {
        let operands: Vec<Value> = operation.operands().collect();
        let loops = self.loops;
        let coords = |i: usize| -> Vec<Linear> {
            structure.maps[i]
                .iter()
                .map(|m| m.compose(point, loops))
                .collect()
        };
        let name = operation_name(operation);
        if name == "linalg.fill" {
            return Ok(vec![self.operand(operands[0], &[])?]);
        }
        let has_body = operation
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .is_some();
        if !has_body {
            // An arith / math op on whole tensors, or a named contraction run as a kernel.
            let op = scalar_op(operation).ok_or_else(|| {
                TranslateError::Unsupported(format!("'{name}' cannot be a kernel"))
            })?;
            let arguments = (0..structure.inputs)
                .map(|i| self.operand(operands[i], &coords(i)))
                .collect::<Result<Vec<_>, _>>()?;
            let element = read::element_type(
                operation
                    .result(0)
                    .map_err(|_| TranslateError::Inconsistent("no result".into()))?
                    .r#type(),
            )?;
            let operand = read::element_type(operands[0].r#type())?;
            return Ok(vec![self.push(Instr::Apply {
                op,
                arguments,
                element,
                operand,
            })]);
        }
        let block = operation
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .ok_or_else(|| TranslateError::Inconsistent("no body".into()))?;
        let mut registers: HashMap<usize, usize> = HashMap::new();
        for i in 0..block.argument_count() {
            let argument: Value = block
                .argument(i)
                .map_err(|_| TranslateError::Inconsistent("argument".into()))?
                .into();
            // Only arguments the body uses are read.
            let used = body_operations(operation)
                .iter()
                .any(|op| op.operands().any(|v| key(v) == key(argument)));
            if !used {
                continue;
            }
            let register = if i < structure.inputs {
                self.operand(operands[i], &coords(i))?
            } else {
                let output = i - structure.inputs;
                match outputs {
                    Some(_) => self.push(Instr::Acc { output }),
                    None => {
                        return Err(TranslateError::Inconsistent(
                            "a fused op reads its output".into(),
                        ));
                    }
                }
            };
            registers.insert(key(argument), register);
        }
        for op in body_operations(operation) {
            let op_name = operation_name(op);
            // A lookup in a captured table reads the table's buffer at
            // the indices' registers.
            let table = op
                .operand(0)
                .ok()
                .filter(|v| op_name == "tensor.extract" && v.r#type().is_tensor());
            let arguments = op
                .operands()
                .skip(usize::from(table.is_some()))
                .map(|v| match registers.get(&key(v)) {
                    Some(&r) => Ok(r),
                    None => self.scalar(v),
                })
                .collect::<Result<Vec<_>, TranslateError>>()?;
            if op_name == "linalg.yield" {
                return Ok(arguments);
            }
            if op_name == "cf.assert" {
                self.push(Instr::Assert {
                    condition: arguments[0],
                    message: assertion_message(op),
                });
                continue;
            }
            let result: Value = op
                .result(0)
                .map_err(|_| TranslateError::Inconsistent(format!("'{op_name}' without result")))?
                .into();
            let register = match op_name {
                _ if table.is_some() => self.push(Instr::Gather {
                    value: self.values.id(table.expect("checked"))?,
                    indices: arguments,
                    at: spmd_dialect::source_position(op.location()),
                }),
                "linalg.index" => {
                    let dim = read::integer(op, "dim")? as usize;
                    let linear = point
                        .get(dim)
                        .ok_or_else(|| {
                            TranslateError::Inconsistent("linalg.index of a missing loop".into())
                        })?
                        .clone();
                    self.index_register(&linear)
                }
                "arith.constant" => {
                    let element = read::element_type(result.r#type())?;
                    let value = op.attribute("value").map_err(|_| {
                        TranslateError::Inconsistent("constant without value".into())
                    })?;
                    let value = constant_scalar(value, element)?;
                    self.push(Instr::Constant { value, element })
                }
                _ => {
                    let scalar = scalar_op(op).ok_or_else(|| {
                        TranslateError::Unsupported(format!(
                            "'{op_name}' is not supported in a kernel body"
                        ))
                    })?;
                    let element = read::element_type(result.r#type())?;
                    let operand = match op.operand(0) {
                        Ok(v) => read::element_type(v.r#type())?,
                        Err(_) => element,
                    };
                    // A float constant only converted (torch-mlir's f64
                    // scalars truncated to f32) is folded into a constant.
                    let converted = match (scalar, arguments.as_slice()) {
                        (ScalarOp::Identity, [argument]) if element.is_float() => {
                            match self.body[*argument] {
                                Instr::Constant { value, .. } => Some(value),
                                _ => None,
                            }
                        }
                        _ => None,
                    };
                    match converted {
                        Some(value) => self.push(Instr::Constant {
                            value: Scalar::F(element.round(value.f())),
                            element,
                        }),
                        None => self.push(Instr::Apply {
                            op: scalar,
                            arguments,
                            element,
                            operand,
                        }),
                    }
                }
            };
            registers.insert(key(result), register);
        }
        Err(TranslateError::Inconsistent(
            "a linalg.generic body without linalg.yield".into(),
        ))
    }
}

/// The number of the kernel rooted at `root` (`spmd.kernel`).
pub(super) fn kernel_number(root: OperationRef) -> i64 {
    read::integer(root, KERNEL_ATTR).unwrap_or(-1)
}

/// The kernel rooted at `root` (a `spmd.step = "kernel"` op); `outputs`:
/// the ops before it that it writes (`spmd.step = "output"`), which it
/// evaluates at its own point where its body does not read them (a
/// sibling's result).
pub fn compose<'c, 'a>(
    root: OperationRef<'c, 'a>,
    name: String,
    values: &Values,
    outputs: &[OperationRef<'c, 'a>],
) -> Result<Kernel, Failure<'c>> {
    let location = root.location();
    let fail = |error: TranslateError| (location, error.to_string());
    if operation_name(root) == "tensor.insert_slice" {
        return super::insertion::compose_insertion(root, name, values).map_err(fail);
    }
    let structure = structure(root)
        .map_err(|e| fail(e.into()))?
        .ok_or_else(|| {
            fail(TranslateError::Inconsistent(
                "a kernel root without a loop nest".into(),
            ))
        })?;
    let loops = structure.dims.len();
    let point: Vec<Linear> = (0..loops).map(|d| Linear::dim(loops, d)).collect();
    let mut builder = Builder::new(values, loops, kernel_number(root));
    let mut yields = builder
        .member(root, &structure, &point, Some(0))
        .map_err(|e| fail(e.into()))?;
    for output in outputs {
        let value: Value = output
            .result(0)
            .map_err(|_| {
                fail(TranslateError::Inconsistent(
                    "an output without a result".into(),
                ))
            })?
            .into();
        if !builder
            .written
            .iter()
            .any(|(written, ..)| *written == value)
        {
            builder.operand(value, &point).map_err(|e| fail(e.into()))?;
        }
    }
    let operands: Vec<Value> = root.operands().collect();
    let mut outputs = Vec::new();
    let mut inits = Vec::new();
    let reads_outputs = builder.body.iter().any(|i| matches!(i, Instr::Acc { .. }));
    for (r, result) in root.results().enumerate() {
        let result: Value = result.into();
        let shape = read::static_shape(result.r#type()).map_err(|e| fail(e.into()))?;
        let flat = Linear::flatten(structure.output_map(r), &shape, loops);
        let output = Access {
            value: values.id(result).map_err(|e| fail(e.into()))?,
            coefficients: flat.coefficients,
            constant: flat.constant,
        };
        let init = match operands.get(structure.inputs + r) {
            Some(&init) if reads_outputs && operation_name(root) != "linalg.fill" => {
                match producer(init).filter(|op| step_of(*op) == "fused" && is_splat(*op)) {
                    Some(splat) => {
                        let element =
                            read::element_type(result.r#type()).map_err(|e| fail(e.into()))?;
                        Init::Constant(splat_value(splat, element).map_err(|e| fail(e.into()))?)
                    }
                    None => {
                        let flat = Linear::flatten(structure.output_map(r), &shape, loops);
                        Init::Value(Access {
                            value: values.id(init).map_err(|e| fail(e.into()))?,
                            coefficients: flat.coefficients,
                            constant: flat.constant,
                        })
                    }
                }
            }
            _ => Init::None,
        };
        outputs.push(output);
        inits.push(init);
    }
    // The ops it also writes, each evaluated once at the kernel's own point
    // (by a reduction, at each point through a permutation of its loops).
    for (value, coords, register) in std::mem::take(&mut builder.written) {
        let shape = read::static_shape(value.r#type()).map_err(|e| fail(e.into()))?;
        let at_own_point = if structure.reduction.contains(&true) {
            Linear::one_per_point(&coords, &shape, &structure.dims)
        } else {
            shape == structure.dims && coords == point
        };
        if !at_own_point {
            return Err(fail(TranslateError::Inconsistent(
                "a kernel writes an op it does not evaluate once per point".into(),
            )));
        }
        let flat = Linear::flatten(&coords, &shape, loops);
        outputs.push(Access {
            value: values.id(value).map_err(|e| fail(e.into()))?,
            coefficients: flat.coefficients,
            constant: flat.constant,
        });
        inits.push(Init::None);
        yields.push(register);
    }
    let mut kernel = Kernel {
        name,
        dims: structure.dims.clone(),
        reduction: structure.reduction.clone(),
        inputs: builder.inputs,
        outputs,
        inits,
        body: builder.body,
        yields,
        combiner: None,
    };
    collapse_loops(&mut kernel);
    kernel.widen_half_accumulators();
    kernel.combiner = combiner(&kernel);
    Ok(kernel)
}

/// The value of a splat constant, or of a fill whose value is an `arith.constant`.
pub fn splat_value(
    operation: OperationRef,
    element: ElementType,
) -> Result<Scalar, TranslateError> {
    let attribute = match splat_constant(operation) {
        Some(constant) => constant.attribute("value"),
        None if operation_name(operation) == "arith.constant" => operation.attribute("value"),
        None => {
            return Err(TranslateError::Unsupported(
                "a fill of a computed value cannot be folded into an init".into(),
            ));
        }
    }
    .map_err(|_| TranslateError::Inconsistent("constant without value".into()))?;
    constant_scalar(attribute, element)
}
