//! `spmd-redistribute`: lowers sharding changes to collectives.
//!
//! Reads: functions whose arguments and results carry `spmd.sharding` (on
//! global types) and whose body changes shardings only with `spmd.annotate`
//! ops (an annotate on an already-sharded value is a redistribution).
//! Writes: each such function as its per-device program: local (padded)
//! argument and result types with `spmd.global_type`, `spmd.partitioned` on
//! the function, and every annotate replaced by the cheapest plan of upstream
//! `shard` collectives (see `spmd_dialect::redistribution`). Computation on
//! sharded values is `spmd-partition`'s job; here it is a located error.

use melior::{
    ContextRef,
    ir::{
        Attribute, BlockLike, Location, RegionLike, Type, Value, ValueLike,
        attribute::{DictionaryAttribute, TypeAttribute},
        block::BlockArgument,
        operation::{OperationLike, OperationMutLike, OperationRef},
        r#type::{FunctionType, RankedTensorType, TypeLike},
    },
    pass::{ExternalPass, Pass, RunExternalPass, create_external},
};
use spmd_dialect::{
    ANNOTATE_OP, ANNOTATE_SHARDING_ATTR, GLOBAL_TYPE_ATTR, Mesh, PARTITIONED_ATTR, SHARDING_ATTR,
    Sharding, SignatureSide, emit_error, layout::local_shape, set_signature_attributes,
    signature_attributes, types::static_tensor, with_entries,
};
use std::collections::HashMap;

use crate::{emit_redistribution::Emitter, registry::PassInfo};

pub(crate) const INFO: PassInfo = PassInfo {
    argument: "spmd-redistribute",
    summary: "Lower sharding changes (annotate ops, argument to result) to upstream shard collectives on local types",
    options: &[],
    create: |_| Ok(redistribute_pass()),
};

/// The `spmd-redistribute` pass.
pub fn redistribute_pass() -> Pass {
    #[repr(align(8))]
    struct PassId;
    static PASS_ID: PassId = PassId;
    create_external(
        RedistributePass,
        melior::ir::r#type::TypeId::create(&PASS_ID),
        "SpmdRedistribute",
        INFO.argument,
        INFO.summary,
        "",
        &[],
    )
}

#[derive(Clone)]
struct RedistributePass;

impl<'c> RunExternalPass<'c> for RedistributePass {
    fn initialize(&mut self, _context: ContextRef<'c>) {}

    fn run(&mut self, operation: OperationRef<'c, '_>, pass: ExternalPass<'_>) {
        let mut functions = Vec::new();
        operation.walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
            if op.name().as_string_ref().as_str() == Ok("func.func") {
                functions.push(op.to_raw());
            }
            melior::ir::operation::WalkResult::Advance
        });
        let mut failed = false;
        for raw in functions {
            let function = unsafe { OperationRef::from_raw(raw) };
            if let Err((location, message)) = redistribute_function(function) {
                emit_error(location, &message);
                failed = true;
            }
        }
        if failed {
            pass.signal_failure();
        }
    }
}

type Failure<'c> = (Location<'c>, String);

/// A value's local piece and how the global value is laid out.
struct Placed<'c, 'a> {
    local: Value<'c, 'a>,
    sharding: Sharding,
    global: Vec<usize>,
    element: Type<'c>,
}

fn sharding_attribute<'c>(
    dictionaries: &[DictionaryAttribute<'c>],
    index: usize,
) -> Option<Attribute<'c>> {
    dictionaries
        .get(index)
        .and_then(|d| d.element_by_name(SHARDING_ATTR))
}

fn redistribute_function<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    let location = function.location();
    let Some(body) = function.region(0).ok().and_then(|r| r.first_block()) else {
        return Ok(());
    };
    if function.has_attribute(PARTITIONED_ATTR) {
        return Ok(());
    }
    let operations: Vec<OperationRef> =
        std::iter::successors(body.first_operation(), |op| op.next_in_block()).collect();
    let argument_attributes = signature_attributes(function, SignatureSide::Argument);
    let result_attributes = signature_attributes(function, SignatureSide::Result);
    let annotated = operations
        .iter()
        .any(|op| op.name().as_string_ref().as_str() == Ok(ANNOTATE_OP))
        || (0..body.argument_count())
            .any(|i| sharding_attribute(&argument_attributes, i).is_some())
        || (0..result_attributes.len())
            .any(|i| sharding_attribute(&result_attributes, i).is_some());
    if !annotated {
        return Ok(());
    }
    // `to_ref` borrows from the `ContextRef`, so keep that alive while in use.
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    // Every sharding of the function must be on one mesh.
    let mut mesh: Option<Mesh> = None;
    let mut read = |attribute: Attribute<'c>,
                    at: Location<'c>,
                    rank: usize|
     -> Result<Sharding, Failure<'c>> {
        let sharding = Sharding::from_attribute(attribute).map_err(|e| (at, e.to_string()))?;
        let found = Mesh::lookup(function, &sharding.mesh).map_err(|e| (at, e.to_string()))?;
        sharding
            .check(&found, rank)
            .map_err(|e| (at, e.to_string()))?;
        match &mesh {
            Some(known) if known.name != found.name => {
                return Err((
                    at,
                    format!(
                        "sharding on mesh @{} in a function already sharded on mesh @{}",
                        found.name, known.name
                    ),
                ));
            }
            _ => mesh = Some(found),
        }
        Ok(sharding)
    };
    // Arguments: read shardings first (the mesh of unannotated ones comes from the others).
    let mut argument_shardings = Vec::new();
    for index in 0..body.argument_count() {
        let argument: BlockArgument = body.argument(index).expect("index < argument_count");
        let rank = tensor_rank(argument.r#type()).ok_or_else(|| {
            (
                argument.location(),
                format!("argument #{index} is not a static tensor of integers or floats"),
            )
        })?;
        argument_shardings.push(match sharding_attribute(&argument_attributes, index) {
            Some(attribute) => Some(read(attribute, argument.location(), rank)?),
            None => None,
        });
    }
    let mut annotations = Vec::new();
    for &operation in &operations {
        match operation
            .name()
            .as_string_ref()
            .as_str()
            .unwrap_or_default()
        {
            ANNOTATE_OP => {
                let attribute = operation.attribute(ANNOTATE_SHARDING_ATTR).map_err(|_| {
                    (
                        operation.location(),
                        "annotation without sharding".to_owned(),
                    )
                })?;
                let rank =
                    tensor_rank(operation.result(0).expect("annotate has a result").r#type())
                        .unwrap_or(0);
                annotations.push(read(attribute, operation.location(), rank)?);
            }
            "func.return" => {}
            name => {
                return Err((
                    operation.location(),
                    format!(
                        "'{name}' computes on sharded values; spmd-redistribute only lowers sharding changes (spmd-partition partitions computation)"
                    ),
                ));
            }
        }
    }
    let return_op = *operations
        .last()
        .ok_or((location, "function without a return".to_owned()))?;
    let mut result_shardings = Vec::new();
    for index in 0..return_op.operand_count() {
        let rank =
            tensor_rank(return_op.operand(index).expect("index < count").r#type()).unwrap_or(0);
        result_shardings.push(match sharding_attribute(&result_attributes, index) {
            Some(attribute) => Some(read(attribute, location, rank)?),
            None => None,
        });
    }
    let mesh = mesh.ok_or((location, "no sharding in the function".to_owned()))?;
    let replicated = Sharding::replicated(&mesh);

    // Localise the arguments.
    let mut placed: HashMap<usize, Placed> = HashMap::new();
    let mut argument_types = Vec::new();
    let mut new_argument_attributes = Vec::new();
    for (index, sharding) in argument_shardings.into_iter().enumerate() {
        let argument = body.argument(index).expect("index < argument_count");
        let global_type = argument.r#type();
        let sharding = sharding.unwrap_or_else(|| replicated.clone());
        let (global, element) =
            static_tensor(global_type).expect("arguments were checked to be static tensors");
        let local_type = local_type(&global, &sharding, &mesh, element);
        argument.set_type(local_type);
        argument_types.push(local_type);
        new_argument_attributes.push(signature_entry(
            context,
            &argument_attributes,
            index,
            &sharding,
            global_type,
        ));
        placed.insert(
            key(argument.into()),
            Placed {
                local: argument.into(),
                sharding,
                global,
                element,
            },
        );
    }

    // Replace every annotation by its redistribution.
    let mut next_annotation = annotations.into_iter();
    for &operation in &operations[..operations.len() - 1] {
        let target = next_annotation.next().expect("one sharding per annotation");
        let input = operation.operand(0).expect("annotate has an operand");
        let source = placed.get(&key(input)).ok_or((
            operation.location(),
            "annotation of a value defined elsewhere".to_owned(),
        ))?;
        let emitter = Emitter {
            context,
            block: body,
            before: operation,
            location: operation.location(),
            mesh: &mesh,
        };
        let element_bytes = element_bytes(source.element);
        let local = emitter
            .redistribute(
                source.local,
                source.element,
                element_bytes,
                &source.global,
                &source.sharding,
                &target,
            )
            .map_err(|message| (operation.location(), message))?;
        let result: Value = operation.result(0).expect("annotate has a result").into();
        let (global, element) = (source.global.clone(), source.element);
        // Later users now read the redistributed value; the annotation goes.
        unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), local.to_raw()) };
        placed.insert(
            key(local),
            Placed {
                local,
                sharding: target,
                global,
                element,
            },
        );
        unsafe { mlir_sys::mlirOperationDestroy(operation.to_raw()) };
    }

    // Results: redistribute each returned value to its result sharding.
    let mut result_types = Vec::new();
    let mut new_result_attributes = Vec::new();
    for (index, sharding) in result_shardings.into_iter().enumerate() {
        let returned = return_op.operand(index).expect("index < count");
        let source = placed
            .get(&key(returned))
            .ok_or((location, format!("result #{index} is not a function value")))?;
        let target = sharding.unwrap_or_else(|| replicated.clone());
        let emitter = Emitter {
            context,
            block: body,
            before: return_op,
            location: return_op.location(),
            mesh: &mesh,
        };
        let local = emitter
            .redistribute(
                source.local,
                source.element,
                element_bytes(source.element),
                &source.global,
                &source.sharding,
                &target,
            )
            .map_err(|message| (return_op.location(), message))?;
        unsafe {
            mlir_sys::mlirOperationSetOperand(return_op.to_raw(), index as isize, local.to_raw())
        };
        let global_type = RankedTensorType::new(
            &source.global.iter().map(|&d| d as u64).collect::<Vec<_>>(),
            source.element,
            None,
        )
        .into();
        result_types.push(local.r#type());
        new_result_attributes.push(signature_entry(
            context,
            &result_attributes,
            index,
            &target,
            global_type,
        ));
    }

    set_signature_attributes(
        context,
        function,
        SignatureSide::Argument,
        &new_argument_attributes,
    );
    set_signature_attributes(
        context,
        function,
        SignatureSide::Result,
        &new_result_attributes,
    );
    let mut function =
        unsafe { melior::ir::operation::OperationRefMut::from_raw(function.to_raw()) };
    let function_type = FunctionType::new(context, &argument_types, &result_types);
    function.set_attribute(
        "function_type",
        TypeAttribute::new(function_type.into()).into(),
    );
    function.set_attribute(PARTITIONED_ATTR, Attribute::unit(context));
    Ok(())
}

fn key(value: Value) -> usize {
    value.to_raw().ptr as usize
}

/// The rank of a static tensor of integers, floats or indices (what the
/// emitted collectives and zero constants support).
fn tensor_rank(value_type: Type) -> Option<usize> {
    static_tensor(value_type)
        .filter(|(_, element)| element.is_float() || element.is_integer() || element.is_index())
        .map(|(shape, _)| shape.len())
}

fn local_type<'c>(
    global: &[usize],
    sharding: &Sharding,
    mesh: &Mesh,
    element: Type<'c>,
) -> Type<'c> {
    let shape: Vec<u64> = local_shape(global, sharding, &mesh.shape)
        .iter()
        .map(|&d| d as u64)
        .collect();
    RankedTensorType::new(&shape, element, None).into()
}

fn element_bytes(element: Type) -> usize {
    if element.is_float() {
        (element.float_width() as usize).div_ceil(8)
    } else {
        4
    }
}

/// The argument / result dictionary with its sharding and global type set,
/// other entries kept.
fn signature_entry<'c>(
    context: &'c melior::Context,
    dictionaries: &[DictionaryAttribute<'c>],
    index: usize,
    sharding: &Sharding,
    global_type: Type<'c>,
) -> Attribute<'c> {
    with_entries(
        context,
        dictionaries.get(index).copied(),
        &[
            (SHARDING_ATTR, sharding.to_attribute(context)),
            (GLOBAL_TYPE_ATTR, TypeAttribute::new(global_type).into()),
        ],
    )
}
