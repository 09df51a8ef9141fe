//! `spmd-translate --spmd-to-executable`: a function lowered by
//! `spmd-lower-to-runtime` written out as an [`Executable`]. It follows the
//! pass's decisions (`spmd.step`, `spmd.buffers`, ...) and composes each
//! kernel's body; it decides nothing itself.

use spmd_dialect::ir::AttributeText;
mod error;
mod gemm;
mod insertion;
mod kernel;
mod kernel_form;
mod rows;
mod steps;

use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    attribute::{DenseI64ArrayAttribute, IntegerAttribute, StringAttribute},
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};
use spmd_dialect::read;
use spmd_dialect::{
    Placement, Sharding, SignatureSide,
    ir::{operation_name, producer},
    signature_names,
};
use spmd_executable::{
    Constant, Executable, IndexValue, Mesh, Role, Signature, Step, Storage, TensorType, ValueId,
    grid::DeviceGrid, scalar::Scalar,
};
use spmd_interpreter::{constants, shard_ops};
use spmd_passes::lower::{
    ARENA_BYTES_ATTR, ARGUMENT_BUFFERS_ATTR, BUFFERS_ATTR, FUSED_INTO_ATTR, STEP_ATTR,
};
use std::collections::HashMap;

use crate::signature;

pub use error::TranslateError;
pub use spmd_dialect::Failure;

pub(crate) fn key(value: Value) -> usize {
    value.to_raw().ptr as usize
}

/// The (first) element of a constant attribute, as a runtime scalar of `element`.
pub(crate) fn constant_scalar(
    attribute: melior::ir::Attribute,
    element: spmd_executable::tensor::ElementType,
) -> Result<Scalar, TranslateError> {
    let number = constants::constant(attribute, element, &[])?
        .data
        .get_f64(0);
    Ok(if element.is_float() {
        Scalar::F(number)
    } else {
        Scalar::I(number as i64)
    })
}

pub(crate) fn step_of(operation: OperationRef) -> String {
    operation
        .attribute(STEP_ATTR)
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.text())
        .unwrap_or_default()
}

/// The executable's value table, keyed by MLIR value.
pub struct Values {
    ids: HashMap<usize, ValueId>,
    storage: Vec<Storage>,
    scalar_registers: usize,
}

impl Values {
    pub fn id(&self, value: Value) -> Result<ValueId, TranslateError> {
        self.ids
            .get(&key(value))
            .copied()
            .ok_or_else(|| TranslateError::Inconsistent(format!("a value of type {} has no storage; was the function lowered by spmd-lower-to-runtime?", value.r#type())))
    }

    /// Gives `value` its storage (none without an offset), once: a value
    /// a GEMM writes before its op (an update folded into the GEMM) is
    /// added there.
    fn add(&mut self, value: Value, offset: Option<i64>) -> Result<(), TranslateError> {
        if self.ids.contains_key(&key(value)) {
            return Ok(());
        }
        let value_type = value.r#type();
        let element = read::element_type(value_type)?;
        let storage = if value_type.is_tensor() {
            let Some(offset) = offset.filter(|&o| o >= 0) else {
                return Ok(());
            };
            Storage::Buffer {
                offset: offset as usize,
                ty: TensorType {
                    element,
                    shape: read::static_shape(value_type)?,
                },
            }
        } else {
            self.scalar_registers += 1;
            Storage::Scalar {
                register: self.scalar_registers - 1,
                element,
            }
        };
        self.ids.insert(key(value), self.storage.len());
        self.storage.push(storage);
        Ok(())
    }
}

fn i64_array(operation: OperationRef, name: &str) -> Option<Vec<i64>> {
    let array = DenseI64ArrayAttribute::try_from(operation.attribute(name).ok()?).ok()?;
    Some(
        (0..array.len())
            .filter_map(|i| array.element(i).ok())
            .collect(),
    )
}

/// The executable of `function`, which `spmd-lower-to-runtime` lowered.
pub fn translate<'c>(function: OperationRef<'c, '_>) -> Result<Executable, Failure<'c>> {
    let location = function.location();
    let fail = |error: TranslateError| (location, error.to_string());
    let arena_bytes = function
        .attribute(ARENA_BYTES_ATTR)
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .ok_or_else(|| {
            fail(TranslateError::Inconsistent(format!(
                "function '{}' was not lowered: run spmd-lower-to-runtime first",
                spmd_dialect::ir::symbol_name(function).unwrap_or_default()
            )))
        })?
        .value() as usize;
    let argument_offsets = i64_array(function, ARGUMENT_BUFFERS_ATTR).ok_or_else(|| {
        fail(TranslateError::Inconsistent(format!(
            "no {ARGUMENT_BUFFERS_ATTR}"
        )))
    })?;
    let signature = signature::Signature::read(function).map_err(|e| (location, e.to_string()))?;
    let mesh = match &signature.mesh {
        Some(mesh) => Mesh {
            name: mesh.name.clone(),
            shape: mesh.shape.clone(),
            axis_names: (0..mesh.shape.len()).map(|a| mesh.axis_label(a)).collect(),
        },
        None => Mesh {
            name: "mesh".into(),
            shape: vec![1],
            axis_names: vec!["0".into()],
        },
    };
    let grid = DeviceGrid::new(&mesh.shape);
    let body = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or_else(|| fail(TranslateError::Inconsistent("no body".into())))?;
    let mut values = Values {
        ids: HashMap::new(),
        storage: Vec::new(),
        scalar_registers: 0,
    };
    for i in 0..body.argument_count() {
        let argument: Value = body
            .argument(i)
            .map_err(|_| fail(TranslateError::Inconsistent("argument".into())))?
            .into();
        values
            .add(argument, argument_offsets.get(i).copied())
            .map_err(|e| (argument.location(), e.to_string()))?;
    }
    let mut executable = Executable {
        function: spmd_dialect::ir::symbol_name(function).unwrap_or_default(),
        mesh,
        arguments: Vec::new(),
        results: Vec::new(),
        arena_bytes,
        scalar_registers: 0,
        values: Vec::new(),
        constants: Vec::new(),
        kernels: Vec::new(),
        gemms: Vec::new(),
        steps: Vec::new(),
        updates: Vec::new(),
        loss: None,
    };
    let mut returned = Vec::new();
    translate_block(body, &mut values, &mut executable, &grid, &mut returned)?;
    let signature_of =
        |ports: &[signature::Port], ids: &[ValueId], values: &Values| -> Vec<Signature> {
            ports
                .iter()
                .zip(ids)
                .map(|(port, &id)| {
                    let local = match &values.storage[id] {
                        Storage::Buffer { ty, .. } => ty.clone(),
                        Storage::Scalar { element, .. } => TensorType {
                            element: *element,
                            shape: Vec::new(),
                        },
                    };
                    Signature {
                        global: TensorType {
                            element: local.element,
                            shape: port.global_shape.clone(),
                        },
                        local,
                        sharding: port
                            .sharding
                            .clone()
                            .unwrap_or_else(|| Sharding::new("mesh", vec![Placement::Replicate])),
                        value: id,
                        name: None,
                        role: None,
                    }
                })
                .collect()
        };
    let argument_ids = (0..body.argument_count())
        .map(|i| values.id(body.argument(i).expect("index").into()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| fail(e.into()))?;
    executable.arguments = signature_of(&signature.arguments, &argument_ids, &values);
    executable.results = signature_of(&signature.results, &returned, &values);
    name_signature(function, &mut executable);
    executable.scalar_registers = values.scalar_registers;
    executable.values = values.storage;
    let inconsistent = |m| {
        fail(TranslateError::Inconsistent(format!(
            "internal error: the executable is inconsistent: {m}"
        )))
    };
    executable.validate().map_err(inconsistent)?;
    rows::join_row_groups(&mut executable);
    executable.validate().map_err(inconsistent)?;
    Ok(executable)
}

/// Names, roles, the updates a loop of steps feeds back and the loss, on
/// `executable`'s signature (from `spmd.name`, `spmd.role` and the training
/// step's structure). An update whose result is not laid out like its
/// argument cannot be fed back in place and is left out.
fn name_signature(function: OperationRef, executable: &mut Executable) {
    for (side, signatures) in [
        (SignatureSide::Argument, &mut executable.arguments),
        (SignatureSide::Result, &mut executable.results),
    ] {
        for (signature, name) in signatures.iter_mut().zip(signature_names(function, side)) {
            signature.name = name;
        }
    }
    let (roles, updates) = spmd_passes::step_signature(function);
    for (signature, role) in executable.arguments.iter_mut().zip(roles) {
        signature.role = role.map(|role| match role {
            spmd_dialect::Role::Param => Role::Param,
            spmd_dialect::Role::State => Role::State,
            spmd_dialect::Role::Input => Role::Input,
        });
    }
    executable.updates = updates
        .into_iter()
        .filter(|&(result, argument)| {
            let (result, argument) = (&executable.results[result], &executable.arguments[argument]);
            result.local == argument.local && result.sharding == argument.sharding
        })
        .collect();
    let updating: Vec<usize> = executable.updates.iter().map(|&(r, _)| r).collect();
    executable.loss = executable
        .results
        .iter()
        .position(|r| r.name.as_deref() == Some("loss"))
        .or_else(|| {
            let scalars: Vec<usize> = (0..executable.results.len())
                .filter(|r| !updating.contains(r))
                .filter(|&r| {
                    let global = &executable.results[r].global;
                    global.shape.is_empty() && global.element.is_float()
                })
                .collect();
            (scalars.len() == 1).then(|| scalars[0])
        });
}

/// Gives `operation`'s results their storage (its `spmd.buffers`), once:
/// a value a step writes before its op is reached (an update a GEMM
/// writes, a sibling an earlier kernel writes) is added by that step.
fn add_results(operation: OperationRef, values: &mut Values) -> Result<(), TranslateError> {
    let offsets = i64_array(operation, BUFFERS_ATTR).unwrap_or_default();
    for (r, result) in operation.results().enumerate() {
        values.add(result.into(), offsets.get(r).copied())?;
    }
    Ok(())
}

/// Translates the ops of `block` in order (a loop's body right after its
/// head); `func.return` fills `returned`.
fn translate_block<'c>(
    block: melior::ir::BlockRef<'c, '_>,
    values: &mut Values,
    executable: &mut Executable,
    grid: &DeviceGrid,
    returned: &mut Vec<ValueId>,
) -> Result<(), Failure<'c>> {
    // The ops each kernel also writes, by kernel number (a sibling joined
    // into an earlier kernel comes after it).
    let mut outputs_of: HashMap<i64, Vec<OperationRef>> = HashMap::new();
    for operation in spmd_dialect::ir::block_operations(&block) {
        if step_of(operation) == "output"
            && let Some([kernel]) = i64_array(operation, FUSED_INTO_ATTR).as_deref()
        {
            outputs_of.entry(*kernel).or_default().push(operation);
        }
    }
    for operation in spmd_dialect::ir::block_operations(&block) {
        let location = operation.location();
        let at = |error: TranslateError| (location, error.to_string());
        let step = step_of(operation);
        add_results(operation, values).map_err(|e| at(e.into()))?;
        let operands: Vec<Value> = operation.operands().collect();
        match step.as_str() {
            "kernel" => {
                steps::destination_first(operation, values, &mut executable.steps)
                    .map_err(|e| at(e.into()))?;
                let outputs = outputs_of
                    .remove(&kernel::kernel_number(operation))
                    .unwrap_or_default();
                for output in &outputs {
                    add_results(*output, values).map_err(|e| at(e.into()))?;
                }
                let name = format!("k{}", executable.kernels.len());
                executable
                    .kernels
                    .push(kernel::compose(operation, name, values, &outputs)?);
                executable
                    .steps
                    .push(Step::Kernel(executable.kernels.len() - 1));
            }
            "gemm" => {
                steps::destination_first(operation, values, &mut executable.steps)
                    .map_err(|e| at(e.into()))?;
                if let Some(update) = gemm::written_update(operation) {
                    add_results(update, values).map_err(|e| at(e.into()))?;
                }
                let gemm = gemm::gemm(operation, executable.gemms.len(), values)
                    .map_err(|e| at(e.into()))?;
                executable.gemms.push(gemm);
                executable
                    .steps
                    .push(Step::Gemm(executable.gemms.len() - 1));
            }
            "copy" => steps::copy(operation, &operands, values, &mut executable.steps)
                .map_err(|e| at(e.into()))?,
            "scatter" | "scan" => {
                steps::indexed(operation, &operands, values, &mut executable.steps)
                    .map_err(|e| at(e.into()))?
            }
            "collective" => {
                let op = shard_ops::compile(operation, grid).map_err(|e| at(e.into()))?;
                let input = operands
                    .first()
                    .map(|v| values.id(*v))
                    .transpose()
                    .map_err(|e| at(e.into()))?;
                let outputs = operation
                    .results()
                    .map(|r| values.id(r.into()))
                    .collect::<Result<_, _>>()
                    .map_err(|e| at(e.into()))?;
                executable.steps.push(Step::Shard { op, input, outputs });
            }
            "scalar" => steps::scalar(operation, &operands, values, grid, &mut executable.steps)
                .map_err(|e| at(e.into()))?,
            "constant" => {
                let result = operation
                    .result(0)
                    .map_err(|_| at(TranslateError::Inconsistent("no result".into())))?;
                let id = values.id(result.into()).map_err(|e| at(e.into()))?;
                let attribute = operation.attribute("value").map_err(|_| {
                    at(TranslateError::Inconsistent(
                        "constant without value".into(),
                    ))
                })?;
                let (element, shape) = (
                    read::element_type(result.r#type()).map_err(|e| at(e.into()))?,
                    read::static_shape(result.r#type()).map_err(|e| at(e.into()))?,
                );
                let tensor =
                    constants::constant(attribute, element, &shape).map_err(|e| at(e.into()))?;
                executable.constants.push(Constant {
                    value: id,
                    bytes: tensor.to_element_bytes(),
                });
            }
            "loop" => {
                translate_loop(operation, values, executable, grid)?;
            }
            // A loop's end: written by `translate_loop` after its body.
            "yield" => {}
            "return" => {
                *returned = operands
                    .iter()
                    .map(|v| values.id(*v))
                    .collect::<Result<_, _>>()
                    .map_err(|e| at(e.into()))?
            }
            "fused" | "output" | "view" | "empty" => {}
            "" => {
                return Err(at(TranslateError::Inconsistent(format!(
                    "'{}' has no {STEP_ATTR}: was the function lowered by spmd-lower-to-runtime?",
                    operation_name(operation)
                ))));
            }
            other => {
                return Err(at(TranslateError::Inconsistent(format!(
                    "unknown {STEP_ATTR} '{other}'"
                ))));
            }
        }
    }
    Ok(())
}

/// An `scf.for`: its induction value gets a scalar register, its body's
/// carried block arguments the loop results' buffers; its head, then its
/// body (whose `scf.yield` closes it).
fn translate_loop<'c>(
    operation: OperationRef<'c, '_>,
    values: &mut Values,
    executable: &mut Executable,
    grid: &DeviceGrid,
) -> Result<(), Failure<'c>> {
    let location = operation.location();
    let at = |error: TranslateError| (location, error.to_string());
    let body = spmd_passes::lower::loop_body(operation).ok_or_else(|| {
        at(TranslateError::Inconsistent(
            "'scf.for' without a body".into(),
        ))
    })?;
    let offsets = i64_array(operation, BUFFERS_ATTR).unwrap_or_default();
    let induction: Value = body
        .argument(0)
        .map_err(|_| at(TranslateError::Inconsistent("no induction value".into())))?
        .into();
    values.add(induction, None).map_err(|e| at(e.into()))?;
    let mut carried = Vec::new();
    for (i, result) in operation.results().enumerate() {
        let argument: Value = body
            .argument(1 + i)
            .map_err(|_| at(TranslateError::Inconsistent("a missing iter_arg".into())))?
            .into();
        values
            .add(argument, offsets.get(i).copied())
            .map_err(|e| at(e.into()))?;
        let initial = operation.operand(3 + i).map_err(|_| {
            at(TranslateError::Inconsistent(
                "a missing initial value".into(),
            ))
        })?;
        carried.push((
            values.id(initial).map_err(|e| at(e.into()))?,
            values.id(argument).map_err(|e| at(e.into()))?,
        ));
        if values.id(result.into()).is_err() {
            return Err(at(TranslateError::Inconsistent(
                "a loop-carried value without a buffer".into(),
            )));
        }
    }
    let bound = |index: usize| -> Result<IndexValue, Failure<'c>> {
        let value = operation
            .operand(index)
            .map_err(|_| at(TranslateError::Inconsistent("a missing loop bound".into())))?;
        let constant = producer(value)
            .filter(|op| operation_name(*op) == "arith.constant")
            .and_then(|op| op.attribute("value").ok());
        match constant {
            Some(attribute) => {
                let element = read::element_type(value.r#type()).map_err(|e| at(e.into()))?;
                Ok(IndexValue::Static(
                    constant_scalar(attribute, element)
                        .map_err(|e| at(e.into()))?
                        .i(),
                ))
            }
            None => Ok(IndexValue::Dynamic(
                values.id(value).map_err(|e| at(e.into()))?,
            )),
        }
    };
    let arguments: Vec<ValueId> = carried.iter().map(|&(_, a)| a).collect();
    let begin = executable.steps.len();
    executable.steps.push(Step::LoopBegin {
        lower: bound(0)?,
        upper: bound(1)?,
        step: bound(2)?,
        induction: values.id(induction).map_err(|e| at(e.into()))?,
        carried,
        end: usize::MAX,
    });
    translate_block(body, values, executable, grid, &mut Vec::new())?;
    let yielded = body
        .terminator()
        .ok_or_else(|| {
            at(TranslateError::Inconsistent(
                "'scf.for' without 'scf.yield'".into(),
            ))
        })?
        .operands()
        .map(|v| values.id(v))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| at(e.into()))?;
    // Yields are copied one after the other: a value that lives in another
    // carried buffer would be overwritten first.
    for (k, &y) in yielded.iter().enumerate() {
        let elsewhere = arguments
            .iter()
            .enumerate()
            .any(|(j, &a)| j != k && values.storage[a] == values.storage[y]);
        if elsewhere {
            return Err(at(
                TranslateError::Unsupported("a loop that yields one carried value in another's place is not supported by the runtime".into()),
            ));
        }
    }
    let end = executable.steps.len();
    if let Step::LoopBegin { end: head_end, .. } = &mut executable.steps[begin] {
        *head_end = end;
    }
    executable.steps.push(Step::LoopEnd {
        begin,
        carried: yielded.into_iter().zip(arguments).collect(),
    });
    Ok(())
}
