//! The partitioned function's signature: each tensor argument and result
//! of its local (padded) type, with its sharding and `spmd.global_type`,
//! and the function type to match.
//!
//! Reads: the function's argument and result shardings (replicated where
//! none is given). Writes: argument types, the returned values (resharded
//! to their result shardings), argument and result attributes, the
//! function type and `spmd.partitioned`.

use melior::{
    Context,
    ir::{
        Attribute, BlockLike, BlockRef, Type, ValueLike,
        attribute::{DictionaryAttribute, TypeAttribute},
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
        r#type::{FunctionType, TypeLike},
    },
};
use spmd_dialect::{
    GLOBAL_TYPE_ATTR, PARTITIONED_ATTR, SHARDING_ATTR, Sharding, ShardingAttribute, SignatureSide,
    access::FunctionShardings, set_signature_attributes, signature_attributes, signature_label,
    signature_names, types::static_tensor, with_entries,
};

use super::values::{Local, Origin, Partitioner};
use crate::pass::{Failure, key};

/// The rank of a static tensor of integers, floats or indices (what local
/// types, collectives and constants support); `None` for anything else.
pub(super) fn supported_rank(value_type: Type) -> Option<usize> {
    static_tensor(value_type)
        .filter(|(_, element)| element.is_float() || element.is_integer() || element.is_index())
        .map(|(shape, _)| shape.len())
}

/// Every tensor argument must be a static tensor partitioning supports.
pub(super) fn check_arguments<'c>(body: BlockRef<'c, '_>) -> Result<(), Failure<'c>> {
    let names = body
        .parent_operation()
        .map(|function| signature_names(function, SignatureSide::Argument))
        .unwrap_or_default();
    for index in 0..body.argument_count() {
        let argument = body.argument(index).expect("index < argument_count");
        let value_type = argument.r#type();
        if (value_type.is_ranked_tensor() || value_type.is_tensor())
            && supported_rank(value_type).is_none()
        {
            return Err((
                argument.location(),
                format!(
                    "{} is not a static tensor of integers or floats",
                    signature_label(SignatureSide::Argument, index, &names)
                ),
            ));
        }
    }
    Ok(())
}

/// A signature entry: the dictionary with `sharding` and the global type.
fn entry<'c>(
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

/// One side of the new signature: types and attribute dictionaries.
#[derive(Default)]
pub(super) struct Side<'c> {
    types: Vec<Type<'c>>,
    attributes: Vec<Attribute<'c>>,
}

impl<'c, 'a> Partitioner<'c, 'a> {
    /// Gives every tensor argument its local type and records it.
    pub(super) fn localise_arguments(
        &mut self,
        function: OperationRef<'c, 'a>,
        shardings: &FunctionShardings<'c>,
    ) -> Side<'c> {
        let dictionaries = signature_attributes(function, SignatureSide::Argument);
        let mut side = Side::default();
        for index in 0..self.block.argument_count() {
            let argument = self.block.argument(index).expect("index < argument_count");
            let global_type = argument.r#type();
            let dictionary = dictionaries.get(index).copied();
            let Some((global, element)) = static_tensor(global_type) else {
                side.types.push(global_type);
                side.attributes
                    .push(with_entries(self.context, dictionary, &[]));
                continue;
            };
            let sharding = shardings
                .arguments
                .get(index)
                .and_then(Option::as_ref)
                .map_or_else(|| self.replicated.clone(), |w| w.sharding.clone());
            argument.set_type(self.local_type(&global, &sharding, element));
            side.types.push(argument.r#type());
            side.attributes
                .push(entry(self.context, dictionary, &sharding, global_type));
            self.values.insert(
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
        side
    }

    /// Reshards every returned value to its result sharding (replicated
    /// where none is given) and returns that.
    pub(super) fn localise_results(
        &mut self,
        function: OperationRef<'c, 'a>,
        return_op: OperationRef<'c, 'a>,
        shardings: &FunctionShardings<'c>,
    ) -> Result<Side<'c>, Failure<'c>> {
        let dictionaries = signature_attributes(function, SignatureSide::Result);
        let mut side = Side::default();
        for index in 0..return_op.operand_count() {
            let returned = return_op.operand(index).expect("index < operand_count");
            let dictionary = dictionaries.get(index).copied();
            let Some(local) = self.values.get(&key(returned)).cloned() else {
                side.types.push(returned.r#type());
                side.attributes
                    .push(with_entries(self.context, dictionary, &[]));
                continue;
            };
            let target = shardings
                .results
                .get(index)
                .and_then(Option::as_ref)
                .map_or_else(|| self.replicated.clone(), |w| w.sharding.clone());
            let value = self.reshard(returned, &target, return_op)?;
            let mut return_mut = unsafe { OperationRefMut::from_raw(return_op.to_raw()) };
            return_mut.set_operand(index, value);
            side.types.push(value.r#type());
            side.attributes.push(entry(
                self.context,
                dictionary,
                &target,
                self.global_type(&local),
            ));
        }
        Ok(side)
    }
}

/// Writes the new signature and marks the function partitioned.
pub(super) fn set_signature<'c>(
    context: &'c Context,
    function: OperationRef<'c, '_>,
    arguments: Side<'c>,
    results: Side<'c>,
) {
    set_signature_attributes(
        context,
        function,
        SignatureSide::Argument,
        &arguments.attributes,
    );
    set_signature_attributes(
        context,
        function,
        SignatureSide::Result,
        &results.attributes,
    );
    let mut function = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    let function_type = FunctionType::new(context, &arguments.types, &results.types);
    function.set_attribute(
        "function_type",
        TypeAttribute::new(function_type.into()).into(),
    );
    function.set_attribute(PARTITIONED_ATTR, Attribute::unit(context));
}
