//! The tensors stacked over the layers and their stage's block of them:
//! from the layer loops' sliced tensors, every value that carries the
//! stacked dim as its dim 0 (the loops' carried tensors and results, the
//! initial values they start from, the element-wise ops after them such as
//! gradient accumulation and the optimizer's update, collectives over other
//! mesh axes, the function's arguments and results). `localise` gives each
//! the stage's block, `L / S` layers: its type, a constant's value, and the
//! signature's type and sharding (`Shard(0)` on the pipeline's axis).
//!
//! Reads: the layer loops' slices and the uses and producers of what they
//! reach. Writes (in `localise`): types, constants, the function's
//! signature and argument and result shardings.

use melior::{
    Context,
    ir::{
        Attribute, Type, Value, ValueLike,
        attribute::{ArrayAttribute, AttributeLike},
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
        r#type::{RankedTensorType, TypeLike},
    },
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    Placement, SHARDING_ATTR, Sharding, ShardingAttribute, SignatureSide,
    ir::{Positional, first_block, operation_name, splat_element, uses},
    set_signature_attributes, signature_attributes, with_entries,
};

use super::layers::{LayerLoop, sliced};
use crate::pass::{Failure, Key, key, operation_key};

/// The stacked values of a function, in the order found.
pub(super) struct Stacked<'c, 'a> {
    values: Vec<Value<'c, 'a>>,
    known: FxHashSet<Key>,
    /// Function argument and result positions that are stacked.
    arguments: Vec<usize>,
    results: Vec<usize>,
}

impl<'c, 'a> Stacked<'c, 'a> {
    pub fn contains(&self, value: Value) -> bool {
        self.known.contains(&key(value))
    }

    /// Every stacked value, by key.
    pub fn keys(self) -> FxHashSet<Key> {
        self.known
    }

    /// The positions of `layer`'s carried values that are not stacked:
    /// what flows from layer to layer (the hidden state, its gradient).
    pub fn flowing(&self, layer: OperationRef) -> Vec<usize> {
        spmd_dialect::ir::loop_carried(layer)
            .iter()
            .enumerate()
            .filter(|(_, [.., result])| !self.contains(*result))
            .map(|(j, _)| j)
            .collect()
    }
}

/// Finds every stacked value of `function` from its layer loops' slices;
/// an error at an op that reads a stacked tensor otherwise than a stage's
/// block of it allows.
pub(super) fn find<'c, 'a>(
    function: OperationRef<'c, 'a>,
    loops: &[LayerLoop<'c, 'a>],
) -> Result<Stacked<'c, 'a>, Failure<'c>> {
    let layers = loops[0].layers;
    let slices: FxHashSet<usize> = loops
        .iter()
        .flat_map(|l| l.slices.iter().map(|s| operation_key(*s)))
        .collect();
    let entry = first_block(function).expect("a function with a body");
    let mut found = Stacked {
        values: Vec::new(),
        known: FxHashSet::default(),
        arguments: Vec::new(),
        results: Vec::new(),
    };
    let mut pending: Vec<Value> = loops
        .iter()
        .flat_map(|l| l.slices.iter().map(|s| sliced(*s)))
        .collect();
    while let Some(value) = pending.pop() {
        if !found.known.insert(key(value)) {
            continue;
        }
        let leading = spmd_dialect::types::static_tensor(value.r#type()).map(|(s, _)| s[0]);
        if leading != Some(layers) {
            return Err((
                value.location(),
                format!(
                    "spmd-pipeline: a tensor stacked over the {layers} layers holds {} of them here (its layer dim is split on another mesh axis?); stages need the layers whole on every other axis",
                    leading.map_or("none".into(), |l| l.to_string())
                ),
            ));
        }
        found.values.push(value);
        // Where it comes from.
        if let Some(producer) = spmd_dialect::ir::producer(value) {
            let index = (0..producer.result_count())
                .find(|&i| {
                    producer
                        .result_at(i)
                        .is_some_and(|r| key(r.into()) == key(value))
                })
                .expect("a result of its producer");
            pending.extend(joined(producer, Joint::Result(index), &slices, value)?);
        } else {
            let owner = block_owner(value);
            match owner {
                Some(looped) if operation_name(looped) == "scf.for" => {
                    let position = argument_position(value) - 1;
                    pending.extend(carried(looped, position));
                }
                _ if entry_argument(value, entry) => found.arguments.push(argument_position(value)),
                _ => {
                    return Err((
                        value.location(),
                        "spmd-pipeline: a stacked tensor is an argument of a region stages cannot split".into(),
                    ));
                }
            }
        }
        // Where it goes.
        for (user, number) in uses(value) {
            if operation_name(user) == "func.return" {
                found.results.push(number);
                continue;
            }
            pending.extend(joined(user, Joint::Operand(number), &slices, value)?);
        }
    }
    Ok(found)
}

/// Which of an op's values a stacked value is.
#[derive(Clone, Copy)]
enum Joint {
    Operand(usize),
    Result(usize),
}

/// The values of `operation` stacked with its operand or result `joint`
/// (`value`); an error where the op cannot take a stage's block of it.
fn joined<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    joint: Joint,
    slices: &FxHashSet<usize>,
    value: Value<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, Failure<'c>> {
    let name = operation_name(operation);
    let refuse = |why: &str| -> Failure<'c> {
        (
            operation.location(),
            format!(
                "spmd-pipeline: '{name}' reads a tensor stacked over the layers {why}; stages hold a block of the layers each"
            ),
        )
    };
    match name {
        "tensor.extract_slice" | "tensor.insert_slice"
            if slices.contains(&operation_key(operation)) =>
        {
            Ok(match (name, joint) {
                ("tensor.insert_slice", Joint::Operand(1) | Joint::Result(0)) => {
                    vec![
                        operation.operand_at(1).expect("dest"),
                        operation.result_at(0).expect("result").into(),
                    ]
                }
                ("tensor.extract_slice", Joint::Operand(0)) => Vec::new(),
                _ => return Err(refuse("as a layer's slice")),
            })
        }
        "scf.yield" => {
            let Joint::Operand(number) = joint else {
                unreachable!("a yield has no results")
            };
            let parent = operation.parent_operation().expect("a yield has a parent");
            if operation_name(parent) != "scf.for" {
                return Err(refuse("in a region other than a loop's"));
            }
            Ok(carried(parent, number))
        }
        "scf.for" => match joint {
            Joint::Operand(number) if number >= 3 => Ok(carried(operation, number - 3)),
            Joint::Result(number) => Ok(carried(operation, number)),
            _ => Err(refuse("as a bound")),
        },
        "arith.constant" if splat_element(operation).is_some() => Ok(Vec::new()),
        "tensor.empty" => Ok(Vec::new()),
        "linalg.fill" => Ok(vec![
            operation.operand_at(1).expect("outs"),
            operation.result_at(0).expect("result").into(),
        ]),
        "shard.all_reduce" => Ok(vec![
            operation.operand_at(0).expect("operand"),
            operation.result_at(0).expect("result").into(),
        ]),
        "shard.all_gather" | "shard.reduce_scatter" | "shard.all_slice" => {
            let dim_attribute = match name {
                "shard.all_gather" => "gather_axis",
                "shard.reduce_scatter" => "scatter_axis",
                _ => "slice_axis",
            };
            let along = spmd_dialect::read::integer(operation, dim_attribute).unwrap_or(0);
            if along == 0 {
                return Err(refuse("along the layer dim"));
            }
            Ok(vec![
                operation.operand_at(0).expect("operand"),
                operation.result_at(0).expect("result").into(),
            ])
        }
        "linalg.generic" => {
            elementwise_joined(operation, value).ok_or_else(|| refuse("other than element-wise"))
        }
        _ => Err(refuse("as a whole")),
    }
}

/// The carried value `position` of loop `looped`: initial value, body
/// argument, yielded value and result.
fn carried<'c, 'a>(looped: OperationRef<'c, 'a>, position: usize) -> Vec<Value<'c, 'a>> {
    spmd_dialect::ir::loop_carried(looped)
        .get(position)
        .map(|values| values.to_vec())
        .unwrap_or_default()
}

/// The operands and results of an element-wise `linalg.generic` that
/// index dim 0 as `value` does (identity maps): those stacked with it.
/// `None` where the op reads `value` otherwise or reduces.
fn elementwise_joined<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
) -> Option<Vec<Value<'c, 'a>>> {
    if spmd_dialect::ir::reduces(operation) != Some(false) {
        return None;
    }
    let maps = ArrayAttribute::try_from(operation.attribute("indexing_maps").ok()?).ok()?;
    let operands: Vec<Value> = operation.operands().collect();
    if maps.len() != operands.len() {
        return None;
    }
    let mut joined = Vec::new();
    for (index, operand) in operands.iter().enumerate() {
        let map =
            unsafe { mlir_sys::mlirAffineMapAttrGetValue(maps.element(index).ok()?.to_raw()) };
        let identity = unsafe { mlir_sys::mlirAffineMapIsIdentity(map) };
        let reads_dim0 =
            (0..unsafe { mlir_sys::mlirAffineMapGetNumResults(map) }).any(|r| unsafe {
                mlir_sys::mlirAffineExprIsFunctionOfDim(mlir_sys::mlirAffineMapGetResult(map, r), 0)
            });
        if identity {
            joined.push(*operand);
        } else if reads_dim0 || key(*operand) == key(value) {
            return None;
        }
    }
    joined.extend(operation.results().map(Value::from));
    Some(joined)
}

fn block_owner<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    if !unsafe { mlir_sys::mlirValueIsABlockArgument(value.to_raw()) } {
        return None;
    }
    unsafe {
        let block = mlir_sys::mlirBlockArgumentGetOwner(value.to_raw());
        OperationRef::from_option_raw(mlir_sys::mlirBlockGetParentOperation(block))
    }
}

fn argument_position(value: Value) -> usize {
    melior::ir::block::BlockArgument::try_from(value)
        .expect("a block argument")
        .argument_number()
}

fn entry_argument(value: Value, entry: melior::ir::BlockRef) -> bool {
    melior::ir::block::BlockArgument::try_from(value)
        .is_ok_and(|argument| argument.owner() == entry)
}

/// Gives every stacked value the stage's block of `per_stage` layers:
/// types, splat constants' values, the function's type and the stacked
/// arguments' and results' shardings (`Shard(0)` on `axis`).
pub(super) fn localise<'c>(
    context: &'c Context,
    function: OperationRef<'c, '_>,
    stacked: &Stacked<'c, '_>,
    per_stage: usize,
    axis: usize,
) -> Result<(), Failure<'c>> {
    let mut retyped: FxHashMap<usize, ()> = FxHashMap::default();
    for value in &stacked.values {
        let (mut shape, element) =
            spmd_dialect::types::static_tensor(value.r#type()).expect("a static tensor");
        shape[0] = per_stage;
        let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
        let local: Type = RankedTensorType::new(&dims, element, None).into();
        value.set_type(local);
        if let Some(producer) = spmd_dialect::ir::producer(*value)
            && operation_name(producer) == "arith.constant"
            && retyped.insert(operation_key(producer), ()).is_none()
        {
            let element = splat_element(producer).expect("a splat constant");
            let splat = unsafe {
                Attribute::from_raw(mlir_sys::mlirDenseElementsAttrSplatGet(
                    local.to_raw(),
                    element.to_raw(),
                ))
            };
            let mut constant = unsafe { OperationRefMut::from_raw(producer.to_raw()) };
            constant.set_attribute("value", splat);
        }
    }
    for (side, positions) in [
        (SignatureSide::Argument, &stacked.arguments),
        (SignatureSide::Result, &stacked.results),
    ] {
        let mut dictionaries = signature_attributes(function, side);
        for &position in positions {
            let Some(dictionary) = dictionaries.get(position).copied() else {
                continue;
            };
            let Some(attribute) = dictionary.element_by_name(SHARDING_ATTR) else {
                continue;
            };
            let mut sharding = Sharding::from_attribute(attribute)
                .map_err(|e| (function.location(), e.to_string()))?;
            sharding.placements[axis] = Placement::Shard(0);
            let updated = with_entries(
                context,
                Some(dictionary),
                &[(SHARDING_ATTR, sharding.to_attribute(context))],
            );
            dictionaries[position] = melior::ir::attribute::DictionaryAttribute::try_from(updated)
                .expect("a dictionary");
        }
        let attributes: Vec<Attribute> = dictionaries.iter().map(|d| (*d).into()).collect();
        set_signature_attributes(context, function, side, &attributes);
    }
    spmd_dialect::refresh_function_type(function);
    Ok(())
}
