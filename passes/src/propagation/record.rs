//! Writing what propagation decided: `spmd.shardings` on every op with
//! tensor results, `spmd.sharding` on every tensor argument and on every
//! tensor result the user gave none (never `Partial`: returned reduced).
//!
//! Reads: the decided shardings. Writes: the attributes above.

use melior::ir::{
    Attribute, BlockLike, Value,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::{
    ANNOTATE_OP, SHARDING_ATTR, Sharding, ShardingAttribute, SignatureSide,
    access::set_result_shardings, ir::operation_name, set_signature_attributes,
    signature_attributes, with_entries,
};

use super::Propagation;
use crate::pass::key;

/// Writes the shardings: `spmd.shardings` on ops, `spmd.sharding` on the signature.
pub(super) fn record<'c>(
    function: OperationRef<'c, '_>,
    body: melior::ir::BlockRef<'c, '_>,
    operations: &[OperationRef<'c, '_>],
    state: &Propagation<'c>,
    result_attributes: &[melior::ir::attribute::DictionaryAttribute<'c>],
) {
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let replicated = Sharding::replicated(&state.mesh);
    let sharding_of_value = |value: Value| {
        state
            .known(key(value))
            .cloned()
            .unwrap_or_else(|| replicated.clone())
    };
    for operation in operations {
        let is_tensor_op = operation
            .results()
            .any(|r| state.tensors.contains_key(&key(r.into())));
        let name = operation_name(*operation);
        if !is_tensor_op || name == ANNOTATE_OP {
            continue;
        }
        let shardings: Vec<Sharding> = operation
            .results()
            .map(|r| sharding_of_value(r.into()))
            .collect();
        set_result_shardings(context, *operation, &shardings);
    }
    let arguments = signature_attributes(function, SignatureSide::Argument);
    let argument_entries: Vec<Attribute> = (0..body.argument_count())
        .map(|i| {
            let argument: Value = body.argument(i).expect("index < argument_count").into();
            let dictionary = arguments.get(i).copied();
            if !state.tensors.contains_key(&key(argument)) {
                return with_entries(context, dictionary, &[]);
            }
            with_entries(
                context,
                dictionary,
                &[(
                    SHARDING_ATTR,
                    sharding_of_value(argument).to_attribute(context),
                )],
            )
        })
        .collect();
    set_signature_attributes(
        context,
        function,
        SignatureSide::Argument,
        &argument_entries,
    );
    let Some(terminator) = body.terminator() else {
        return;
    };
    let result_entries: Vec<Attribute> = terminator
        .operands()
        .enumerate()
        .map(|(i, value)| {
            let dictionary = result_attributes.get(i).copied();
            let keep = dictionary.and_then(|d| d.element_by_name(SHARDING_ATTR));
            if keep.is_some() || !state.tensors.contains_key(&key(value)) {
                return with_entries(context, dictionary, &[]);
            }
            // A result nobody asked to be Partial is returned reduced.
            with_entries(
                context,
                dictionary,
                &[(
                    SHARDING_ATTR,
                    sharding_of_value(value)
                        .without_partial()
                        .to_attribute(context),
                )],
            )
        })
        .collect();
    set_signature_attributes(context, function, SignatureSide::Result, &result_entries);
}
