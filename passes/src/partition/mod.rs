//! `spmd-partition`: rewrites a sharded function into its per-device program.
//!
//! Reads: `spmd.shardings` on every op with tensor results (as
//! `spmd-propagate` records them), `spmd.sharding` on the function's
//! arguments and results, and `spmd.annotate` ops (a sharding change).
//! Writes: the function as one SPMD program for every device
//! (`spmd.partitioned`): each tensor value of its local, padded type
//! (`spmd_dialect::layout`), arguments and results with their
//! `spmd.global_type`, every op computing its own piece, and between them
//! the cheapest plans of upstream `shard` collectives
//! (`Emitter::redistribute`). Annotations and `spmd.shardings` are removed.
//!
//! Each op's split (which loop factor each mesh axis divides) comes from the
//! sharding recorded on its first result, read through the op's rule; its
//! operands are resharded to what that split needs, and its results come out
//! as the split makes them. A value is resharded only where a user needs it
//! differently, so a `Partial` result stays pending until then: a partial
//! sum whose user wants it sharded is one `reduce_scatter`. Shape-carrying
//! ops get local shapes: `tensor.empty` and splat constants are rebuilt at
//! the local shape each user needs, `expand_shape` gets its local output
//! shape, `linalg.index` in a payload is offset by the device's position.
//! A reduction factor split over an uneven dim (whose padding would enter
//! the sum) or a reshape that cannot keep a split is computed unsplit on
//! that axis instead, so uneven shardings are always exact.

pub(crate) mod emit;
pub(crate) mod redistribute;

pub use redistribute::redistribute_pass;

use melior::{
    Context,
    ir::{
        Attribute, BlockLike, BlockRef, RegionLike, Type, Value, ValueLike,
        attribute::{
            AttributeLike, DenseElementsAttribute, DenseI64ArrayAttribute, DictionaryAttribute,
            IntegerAttribute, TypeAttribute,
        },
        operation::{
            OperationBuilder, OperationLike, OperationMutLike, OperationRef, OperationRefMut,
        },
        r#type::{FunctionType, RankedTensorType, TypeLike},
    },
};
use spmd_dialect::ShardingAttribute;
use spmd_dialect::ir::operation_name;
use spmd_dialect::{
    ANNOTATE_OP, ANNOTATE_SHARDING_ATTR, GLOBAL_TYPE_ATTR, Mesh, PARTITIONED_ATTR, Placement,
    RESULT_SHARDINGS_ATTR, SHARDING_ATTR, Sharding, SignatureSide,
    layout::local_shape,
    rules::{NoRule, Rule, Slot, rule},
    set_signature_attributes, signature_attributes,
    types::static_tensor,
    with_entries,
};
use std::collections::HashMap;

use crate::{
    partition::emit::Emitter,
    pass::{Failure, Key, declare_pass, key},
};

declare_pass! {
    /// The `spmd-partition` pass.
    pub fn partition_pass() = "spmd-partition" as "SpmdPartition" {
        summary: "Rewrite a sharded function (after spmd-propagate) into its per-device program: local types, explicit shard collectives",
        rewrite: partition_function,
    }
}

/// A tensor value of the per-device program: its local piece, how the
/// global value is laid out over the mesh, and how to get other layouts.
#[derive(Clone)]
struct Local<'c, 'a> {
    value: Value<'c, 'a>,
    sharding: Sharding,
    global: Vec<usize>,
    element: Type<'c>,
    origin: Origin<'c, 'a>,
}

/// How a value is had in another sharding.
#[derive(Clone, Copy)]
enum Origin<'c, 'a> {
    /// Redistributed by the planner's collectives.
    Computed,
    /// `tensor.empty`: a new empty tensor of the local shape.
    Empty,
    /// A splat constant of this element: a new splat of the local shape.
    Splat(Attribute<'c>),
    /// A `linalg.fill` of a constant: filled anew at the local shape.
    Fill {
        fill: OperationRef<'c, 'a>,
        /// The fill value, where a constant.
        scalar: Option<Attribute<'c>>,
    },
}

/// Reads every sharding of a function, checking that they are on one mesh.
struct Shardings<'c, 'f> {
    function: OperationRef<'c, 'f>,
    mesh: Option<Mesh>,
}

impl<'c> Shardings<'c, '_> {
    fn read(
        &mut self,
        attribute: Attribute<'c>,
        at: melior::ir::Location<'c>,
        rank: usize,
    ) -> Result<Sharding, Failure<'c>> {
        let sharding = Sharding::from_attribute(attribute).map_err(|e| (at, e.to_string()))?;
        let found = match &self.mesh {
            Some(known) if known.name == sharding.mesh => known.clone(),
            Some(known) => {
                return Err((
                    at,
                    format!(
                        "sharding on mesh @{} in a function already sharded on mesh @{}",
                        sharding.mesh, known.name
                    ),
                ));
            }
            None => Mesh::lookup(self.function, &sharding.mesh).map_err(|e| (at, e.to_string()))?,
        };
        sharding
            .check(&found, rank)
            .map_err(|e| (at, e.to_string()))?;
        self.mesh = Some(found);
        Ok(sharding)
    }
}

fn signature_sharding<'c>(
    dictionaries: &[DictionaryAttribute<'c>],
    index: usize,
) -> Option<Attribute<'c>> {
    dictionaries
        .get(index)
        .and_then(|d| d.element_by_name(SHARDING_ATTR))
}

/// The rank of a static tensor of integers, floats or indices (what local
/// types, collectives and constants support); `None` for anything else.
fn supported_rank(value_type: Type) -> Option<usize> {
    static_tensor(value_type)
        .filter(|(_, element)| element.is_float() || element.is_integer() || element.is_index())
        .map(|(shape, _)| shape.len())
}

/// Whether the function carries any sharding (otherwise it is left alone).
fn is_sharded(
    operations: &[OperationRef],
    arguments: &[DictionaryAttribute],
    results: &[DictionaryAttribute],
) -> bool {
    operations.iter().any(|op| {
        op.name().as_string_ref().as_str() == Ok(ANNOTATE_OP)
            || op.has_attribute(RESULT_SHARDINGS_ATTR)
    }) || (0..arguments.len()).any(|i| signature_sharding(arguments, i).is_some())
        || (0..results.len()).any(|i| signature_sharding(results, i).is_some())
}

/// Partitions one function; functions without shardings, or already
/// partitioned, are left as they are.
pub(crate) fn partition_function<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    let location = function.location();
    let Some(body) = function.region(0).ok().and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let operations: Vec<OperationRef> =
        std::iter::successors(body.first_operation(), |op| op.next_in_block()).collect();
    let argument_attributes = signature_attributes(function, SignatureSide::Argument);
    let result_attributes = signature_attributes(function, SignatureSide::Result);
    if function.has_attribute(PARTITIONED_ATTR)
        || !is_sharded(&operations, &argument_attributes, &result_attributes)
    {
        return Ok(());
    }
    let Some((&return_op, body_ops)) = operations.split_last() else {
        return Ok(());
    };
    // `to_ref` borrows from the `ContextRef`, so keep that alive while in use.
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };

    // Read every sharding first: they fix the mesh.
    let mut shardings = Shardings {
        function,
        mesh: None,
    };
    let mut argument_shardings = Vec::new();
    for index in 0..body.argument_count() {
        let argument = body.argument(index).expect("index < argument_count");
        if !argument.r#type().is_ranked_tensor() && !argument.r#type().is_tensor() {
            argument_shardings.push(None);
            continue;
        }
        let rank = supported_rank(argument.r#type()).ok_or_else(|| {
            (
                argument.location(),
                format!("argument #{index} is not a static tensor of integers or floats"),
            )
        })?;
        argument_shardings.push(match signature_sharding(&argument_attributes, index) {
            Some(attribute) => Some(shardings.read(attribute, argument.location(), rank)?),
            None => None,
        });
    }
    let mut op_shardings = Vec::new();
    for operation in body_ops {
        op_shardings.push(recorded_shardings(*operation, &mut shardings)?);
    }
    let mut result_shardings = Vec::new();
    for index in 0..return_op.operand_count() {
        let returned = return_op.operand(index).expect("index < operand_count");
        let rank = supported_rank(returned.r#type()).unwrap_or(0);
        result_shardings.push(match signature_sharding(&result_attributes, index) {
            Some(attribute) => Some(shardings.read(attribute, location, rank)?),
            None => None,
        });
    }
    let mesh = shardings
        .mesh
        .ok_or((location, "no sharding in the function".to_owned()))?;

    // The rules read global shapes, so take them before anything is localised.
    let rules: Vec<Result<Rule, NoRule>> = body_ops.iter().map(|op| rule(*op)).collect();
    let mut partitioner = Partitioner {
        context,
        block: body,
        replicated: Sharding::replicated(&mesh),
        mesh,
        values: HashMap::new(),
        reshards: HashMap::new(),
        annotations: Vec::new(),
        free: Vec::new(),
    };

    // Arguments: local types.
    let mut argument_types = Vec::new();
    let mut new_argument_attributes = Vec::new();
    for (index, sharding) in argument_shardings.into_iter().enumerate() {
        let argument = body.argument(index).expect("index < argument_count");
        let global_type = argument.r#type();
        let dictionary = argument_attributes.get(index).copied();
        let Some((global, element)) = static_tensor(global_type) else {
            argument_types.push(global_type);
            new_argument_attributes.push(with_entries(context, dictionary, &[]));
            continue;
        };
        let sharding = sharding.unwrap_or_else(|| partitioner.replicated.clone());
        argument.set_type(partitioner.local_type(&global, &sharding, element));
        argument_types.push(argument.r#type());
        new_argument_attributes.push(signature_entry(context, dictionary, &sharding, global_type));
        partitioner.values.insert(
            key(argument.into()),
            Local {
                value: argument.into(),
                sharding,
                global,
                element,
                origin: Origin::Computed,
            },
        );
    }

    for ((&operation, recorded), rule) in body_ops.iter().zip(op_shardings).zip(rules) {
        partitioner.partition(operation, recorded, rule)?;
    }

    // Results: each returned value in its result sharding.
    let mut result_types = Vec::new();
    let mut new_result_attributes = Vec::new();
    for (index, sharding) in result_shardings.into_iter().enumerate() {
        let returned = return_op.operand(index).expect("index < operand_count");
        let dictionary = result_attributes.get(index).copied();
        let Some(local) = partitioner.values.get(&key(returned)).cloned() else {
            result_types.push(returned.r#type());
            new_result_attributes.push(with_entries(context, dictionary, &[]));
            continue;
        };
        let target = sharding.unwrap_or_else(|| partitioner.replicated.clone());
        let value = partitioner.reshard(returned, &target, return_op)?;
        let mut return_mut = unsafe { OperationRefMut::from_raw(return_op.to_raw()) };
        return_mut.set_operand(index, value);
        result_types.push(value.r#type());
        new_result_attributes.push(signature_entry(
            context,
            dictionary,
            &target,
            partitioner.global_type(&local),
        ));
    }
    partitioner.remove_replaced()?;

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
    let mut function = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    let function_type = FunctionType::new(context, &argument_types, &result_types);
    function.set_attribute(
        "function_type",
        TypeAttribute::new(function_type.into()).into(),
    );
    function.set_attribute(PARTITIONED_ATTR, Attribute::unit(context));
    Ok(())
}

/// The shardings written on an op: an annotation's target, or the
/// `spmd.shardings` of its results; `None` for an op without any.
fn recorded_shardings<'c>(
    operation: OperationRef<'c, '_>,
    shardings: &mut Shardings<'c, '_>,
) -> Result<Option<Vec<Sharding>>, Failure<'c>> {
    let at = operation.location();
    let rank_of = |index: usize| {
        operation
            .result(index)
            .ok()
            .and_then(|r| supported_rank(r.r#type()))
            .unwrap_or(0)
    };
    if operation.name().as_string_ref().as_str() == Ok(ANNOTATE_OP) {
        let attribute = operation
            .attribute(ANNOTATE_SHARDING_ATTR)
            .map_err(|_| (at, "annotation without sharding".to_owned()))?;
        return Ok(Some(vec![shardings.read(attribute, at, rank_of(0))?]));
    }
    let Ok(attribute) = operation.attribute(RESULT_SHARDINGS_ATTR) else {
        return Ok(None);
    };
    let list = melior::ir::attribute::ArrayAttribute::try_from(attribute).map_err(|_| {
        (
            at,
            format!("'{RESULT_SHARDINGS_ATTR}' must be an array of shardings"),
        )
    })?;
    if list.len() != operation.result_count() {
        return Err((
            at,
            format!(
                "{} shardings for {} results",
                list.len(),
                operation.result_count()
            ),
        ));
    }
    (0..list.len())
        .map(|i| {
            let element = list.element(i).map_err(|e| (at, e.to_string()))?;
            shardings.read(element, at, rank_of(i))
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

fn signature_entry<'c>(
    context: &'c Context,
    dictionary: Option<DictionaryAttribute<'c>>,
    sharding: &Sharding,
    global_type: Type<'c>,
) -> Attribute<'c> {
    with_entries(
        context,
        dictionary,
        &[
            (SHARDING_ATTR, sharding.to_attribute(context)),
            (GLOBAL_TYPE_ATTR, TypeAttribute::new(global_type).into()),
        ],
    )
}

/// The rewriting state of one function.
struct Partitioner<'c, 'a> {
    context: &'c Context,
    block: BlockRef<'c, 'a>,
    mesh: Mesh,
    replicated: Sharding,
    /// Every tensor value of the function, by its original value.
    values: HashMap<Key, Local<'c, 'a>>,
    /// Resharded values already emitted, by (original value, placements).
    reshards: HashMap<(Key, Vec<Placement>), Value<'c, 'a>>,
    /// Annotations, replaced by their reshards.
    annotations: Vec<OperationRef<'c, 'a>>,
    /// `tensor.empty` and constants, rebuilt locally where used.
    free: Vec<OperationRef<'c, 'a>>,
}

impl<'c, 'a> Partitioner<'c, 'a> {
    fn local_type(&self, global: &[usize], sharding: &Sharding, element: Type<'c>) -> Type<'c> {
        let shape: Vec<u64> = local_shape(global, sharding, &self.mesh.shape)
            .iter()
            .map(|&d| d as u64)
            .collect();
        RankedTensorType::new(&shape, element, None).into()
    }

    fn global_type(&self, local: &Local<'c, 'a>) -> Type<'c> {
        let shape: Vec<u64> = local.global.iter().map(|&d| d as u64).collect();
        RankedTensorType::new(&shape, local.element, None).into()
    }

    fn emitter(&self, before: OperationRef<'c, 'a>) -> Emitter<'c, 'a, '_> {
        Emitter {
            context: self.context,
            block: self.block,
            before,
            location: before.location(),
            mesh: &self.mesh,
        }
    }

    /// `value`'s local piece in `target`, emitted before `before` (once per
    /// value and target).
    fn reshard(
        &mut self,
        value: Value<'c, 'a>,
        target: &Sharding,
        before: OperationRef<'c, 'a>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let at = before.location();
        let local = self.values.get(&key(value)).cloned().ok_or_else(|| {
            (
                at,
                "an operand is not a tensor value of this function".to_owned(),
            )
        })?;
        if local.sharding == *target {
            return Ok(local.value);
        }
        let cache_key = (key(value), target.placements.clone());
        if let Some(&done) = self.reshards.get(&cache_key) {
            return Ok(done);
        }
        let emitter = self.emitter(before);
        let resharded = match local.origin {
            Origin::Empty => {
                Ok(emitter.empty(self.local_type(&local.global, target, local.element)))
            }
            Origin::Fill { fill, scalar } => {
                // Zeros are a Partial of any reduction as they are.
                let whole = if scalar.is_some_and(is_zero) {
                    target.clone()
                } else {
                    target.without_partial()
                };
                let filled =
                    emitter.fill_like(fill, self.local_type(&local.global, &whole, local.element));
                emitter.redistribute(filled, local.element, &local.global, &whole, target)
            }
            Origin::Splat(element) if is_zero(element) => {
                // Zeros are a Partial of any reduction as they are.
                Ok(emitter.splat_of(
                    self.local_type(&local.global, target, local.element),
                    element,
                ))
            }
            Origin::Splat(element) => {
                // A splat in any sharding without Partial; then made Partial locally.
                let whole = target.without_partial();
                let splat = emitter.splat_of(
                    self.local_type(&local.global, &whole, local.element),
                    element,
                );
                emitter.redistribute(splat, local.element, &local.global, &whole, target)
            }
            Origin::Computed => emitter.redistribute(
                local.value,
                local.element,
                &local.global,
                &local.sharding,
                target,
            ),
        }
        .map_err(|message| (at, message))?;
        self.reshards.insert(cache_key, resharded);
        Ok(resharded)
    }

    /// Rewrites `operation` (with its recorded shardings) to compute its
    /// local piece.
    fn partition(
        &mut self,
        operation: OperationRef<'c, 'a>,
        recorded: Option<Vec<Sharding>>,
        rule: Result<Rule, NoRule>,
    ) -> Result<(), Failure<'c>> {
        let at = operation.location();
        let name = operation_name(operation);
        if name == ANNOTATE_OP {
            let target = recorded.and_then(|r| r.into_iter().next()).expect("read");
            let operand = operation.operand(0).map_err(|e| (at, e.to_string()))?;
            let source = self.values.get(&key(operand)).cloned().ok_or_else(|| {
                (
                    at,
                    "annotation of a value defined outside the function body".to_owned(),
                )
            })?;
            let value = self.reshard(operand, &target, operation)?;
            let result = operation.result(0).expect("annotate has a result");
            self.values.insert(
                key(result.into()),
                Local {
                    value,
                    sharding: target,
                    origin: Origin::Computed,
                    ..source
                },
            );
            self.annotations.push(operation);
            return Ok(());
        }
        let has_tensors = operation.results().any(|r| r.r#type().is_ranked_tensor())
            || operation
                .operands()
                .any(|v| self.values.contains_key(&key(v)));
        if !has_tensors {
            return Ok(());
        }
        let rule = rule.map_err(|e| (at, e.to_string()))?;
        let recorded = recorded.ok_or_else(|| {
            (
                at,
                format!("'{name}' has no spmd.shardings: run spmd-propagate before spmd-partition"),
            )
        })?;
        let first = recorded
            .first()
            .cloned()
            .unwrap_or_else(|| self.replicated.clone());
        if rule.is_free() {
            let origin = match name.as_str() {
                "tensor.empty" => Origin::Empty,
                "linalg.fill" => Origin::Fill {
                    fill: operation,
                    scalar: operation.operand(0).ok().and_then(constant_scalar),
                },
                _ => splat_element(operation).map_or(Origin::Computed, Origin::Splat),
            };
            self.free_value(operation, origin)?;
        } else {
            let split = rule.exact_split(
                &first.placements,
                |index| {
                    let operand = operation.operand(index).ok()?;
                    let local = self.values.get(&key(operand))?;
                    Some(local.sharding.placements.clone())
                },
                &self.mesh.shape,
            );
            let sharding = |slot: Slot| {
                rule.placements(slot, &split, &self.mesh.shape)
                    .map(|p| Sharding::new(self.mesh.name.clone(), p))
                    .ok_or_else(|| (at, format!("'{name}' cannot be split as recorded")))
            };
            let mut required = Vec::new();
            for (index, operand) in operation.operands().enumerate() {
                required.push(if self.values.contains_key(&key(operand)) {
                    Some(sharding(Slot::Operand(index))?)
                } else {
                    None
                });
            }
            let produced = (0..operation.result_count())
                .map(|index| sharding(Slot::Result(index)))
                .collect::<Result<Vec<_>, _>>()?;
            self.offset_indices(operation, &rule, &split)?;
            self.rewrite(operation, &required, &produced)?;
            self.localise_slice_sizes(operation, &name, &split);
            if name == "tensor.expand_shape" {
                self.localise_output_shape(operation);
            }
        }
        let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        let _ = operation.remove_attribute(RESULT_SHARDINGS_ATTR);
        Ok(())
    }

    /// `tensor.empty` or a constant: kept whole (replicated) and rebuilt, or
    /// sliced, where a user needs another sharding.
    fn free_value(
        &mut self,
        operation: OperationRef<'c, 'a>,
        origin: Origin<'c, 'a>,
    ) -> Result<(), Failure<'c>> {
        let at = operation.location();
        let result: Value = operation.result(0).expect("a result").into();
        let (global, element) = static_tensor(result.r#type())
            .ok_or_else(|| (at, "must have a static tensor type".to_owned()))?;
        self.values.insert(
            key(result),
            Local {
                value: result,
                sharding: self.replicated.clone(),
                global,
                element,
                origin,
            },
        );
        self.free.push(operation);
        Ok(())
    }

    /// Sets `operation`'s operands to their pieces in `required` and its
    /// results to their local types in `produced`.
    fn rewrite(
        &mut self,
        operation: OperationRef<'c, 'a>,
        required: &[Option<Sharding>],
        produced: &[Sharding],
    ) -> Result<(), Failure<'c>> {
        let at = operation.location();
        for (index, target) in required.iter().enumerate() {
            let Some(target) = target else { continue };
            let operand = operation.operand(index).expect("index < operand_count");
            let value = self.reshard(operand, target, operation)?;
            let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
            operation.set_operand(index, value);
        }
        for (index, sharding) in produced.iter().enumerate() {
            let result: Value = operation
                .result(index)
                .expect("index < result_count")
                .into();
            let (global, element) = static_tensor(result.r#type())
                .filter(|_| supported_rank(result.r#type()).is_some())
                .ok_or_else(|| {
                    (
                        at,
                        format!("result #{index} is not a static tensor of integers or floats"),
                    )
                })?;
            result.set_type(self.local_type(&global, sharding, element));
            self.values.insert(
                key(result),
                Local {
                    value: result,
                    sharding: sharding.clone(),
                    global,
                    element,
                    origin: Origin::Computed,
                },
            );
        }
        Ok(())
    }

    /// `expand_shape`'s static output shape: its local result's.
    fn localise_output_shape(&self, operation: OperationRef<'c, 'a>) {
        let (shape, _) = static_tensor(operation.result(0).expect("a result").r#type())
            .expect("a local static tensor");
        let shape: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
        let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        operation.set_attribute(
            "static_output_shape",
            DenseI64ArrayAttribute::new(self.context, &shape).into(),
        );
    }

    /// A slice taking a split dim whole takes the local piece whole: its
    /// static size there becomes the local size of the full side (the
    /// source of `extract_slice`, the destination of `insert_slice`).
    fn localise_slice_sizes(
        &self,
        operation: OperationRef<'c, 'a>,
        name: &str,
        split: &[Option<usize>],
    ) {
        let full_side = match name {
            "tensor.extract_slice" => 0,
            "tensor.insert_slice" => 1,
            _ => return,
        };
        let Some((local, _)) = operation
            .operand(full_side)
            .ok()
            .and_then(|value| static_tensor(value.r#type()))
        else {
            return;
        };
        let Some(sizes) = operation
            .attribute("static_sizes")
            .ok()
            .and_then(|a| DenseI64ArrayAttribute::try_from(a).ok())
        else {
            return;
        };
        let sizes: Vec<i64> = (0..sizes.len())
            .filter_map(|i| sizes.element(i).ok())
            .enumerate()
            .map(|(dim, size)| {
                if split.contains(&Some(dim)) {
                    local[dim] as i64
                } else {
                    size
                }
            })
            .collect();
        let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        operation.set_attribute(
            "static_sizes",
            DenseI64ArrayAttribute::new(self.context, &sizes).into(),
        );
    }

    /// In `operation`'s payload, makes each `linalg.index` of a split loop
    /// dim global again: the local index plus this device's offset.
    fn offset_indices(
        &self,
        operation: OperationRef<'c, 'a>,
        rule: &Rule,
        split: &[Option<usize>],
    ) -> Result<(), Failure<'c>> {
        let Some(payload) = operation
            .region(0)
            .ok()
            .and_then(|region| region.first_block())
        else {
            return Ok(());
        };
        let indices: Vec<OperationRef> =
            std::iter::successors(payload.first_operation(), |op| op.next_in_block())
                .filter(|op| op.name().as_string_ref().as_str() == Ok("linalg.index"))
                .collect();
        for index in indices {
            let dim = index
                .attribute("dim")
                .ok()
                .and_then(|a| IntegerAttribute::try_from(a).ok())
                .map(|a| a.value() as usize);
            let axes: Vec<usize> = (0..split.len())
                .filter(|&axis| dim.is_some() && split[axis] == dim)
                .collect();
            let (Some(dim), false) = (dim, axes.is_empty()) else {
                continue;
            };
            let size = rule.factor_size(dim).ok_or_else(|| {
                (
                    index.location(),
                    "linalg.index of a dynamic loop dim".to_owned(),
                )
            })?;
            let offset = self.emitter(operation).piece_offset(&axes, size);
            let local: Value = index.result(0).expect("linalg.index has a result").into();
            let global = OperationBuilder::new("arith.addi", index.location())
                .add_operands(&[local, offset])
                .add_results(&[local.r#type()])
                .build()
                .map_err(|e| (index.location(), e.to_string()))?;
            let global = payload.insert_operation_after(index, global);
            let global_raw = global.to_raw();
            unsafe {
                mlir_sys::mlirValueReplaceAllUsesExcept(
                    local.to_raw(),
                    global.result(0).expect("addi has a result").to_raw(),
                    1,
                    &global_raw as *const _ as *mut _,
                )
            };
        }
        Ok(())
    }

    /// Erases the annotations and the free ops nothing uses any more.
    fn remove_replaced(&mut self) -> Result<(), Failure<'c>> {
        for operation in self
            .annotations
            .drain(..)
            .rev()
            .chain(self.free.drain(..).rev())
        {
            let result = operation.result(0).expect("a result");
            let used = !unsafe { mlir_sys::mlirValueGetFirstUse(result.to_raw()) }
                .ptr
                .is_null();
            if used && operation.name().as_string_ref().as_str() == Ok(ANNOTATE_OP) {
                return Err((
                    operation.location(),
                    "annotation still used after partitioning".to_owned(),
                ));
            }
            if !used {
                unsafe { mlir_sys::mlirOperationDestroy(operation.to_raw()) };
            }
        }
        Ok(())
    }
}

/// The element of a splat `arith.constant`.
fn splat_element<'c>(operation: OperationRef<'c, '_>) -> Option<Attribute<'c>> {
    let value = operation.attribute("value").ok()?;
    DenseElementsAttribute::try_from(value).ok()?;
    unsafe {
        mlir_sys::mlirDenseElementsAttrIsSplat(value.to_raw()).then(|| {
            Attribute::from_raw(mlir_sys::mlirDenseElementsAttrGetSplatValue(value.to_raw()))
        })
    }
}

/// The value of a scalar `arith.constant`.
fn constant_scalar<'c>(value: Value<'c, '_>) -> Option<Attribute<'c>> {
    let raw = value.to_raw();
    if !unsafe { mlir_sys::mlirValueIsAOpResult(raw) } {
        return None;
    }
    let producer = unsafe { OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(raw)) };
    (producer.name().as_string_ref().as_str() == Ok("arith.constant"))
        .then(|| producer.attribute("value").ok())
        .flatten()
        .filter(|attribute| attribute.is_float() || attribute.is_integer())
}

/// Whether a scalar attribute is zero (the neutral element of a sum).
fn is_zero(element: Attribute) -> bool {
    if element.is_float() {
        unsafe { mlir_sys::mlirFloatAttrGetValueDouble(element.to_raw()) == 0.0 }
    } else if element.is_integer() {
        unsafe { mlir_sys::mlirIntegerAttrGetValueInt(element.to_raw()) == 0 }
    } else {
        false
    }
}
