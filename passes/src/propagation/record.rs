//! Writing what propagation decided: `spmd.shardings` on every op with
//! tensor results, `spmd.sharding` on every tensor argument and on every
//! tensor result the user gave none (never `Partial`: returned reduced;
//! the update of a param or state: its argument's sharding).
//!
//! Reads: the decided shardings. Writes: the attributes above.

use melior::ir::{
    BlockLike, Value,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::ArgumentAt;
use spmd_dialect::{
    ANNOTATE_OP, Sharding, ShardingAttribute, SignatureSide,
    access::{ShardingWriter, set_signature_shardings, signature_sharding},
    ir::operation_name,
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
    updates: &[(usize, usize)],
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
    let mut writer = ShardingWriter::new(context);
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
        writer.set_result_shardings(*operation, &shardings);
    }
    let arguments: Vec<Option<Sharding>> = (0..body.argument_count())
        .map(|i| {
            let argument: Value = body.argument(i).expect("index < argument_count").into();
            state
                .tensors
                .contains_key(&key(argument))
                .then(|| sharding_of_value(argument))
        })
        .collect();
    set_signature_shardings(context, function, SignatureSide::Argument, &arguments);
    let Some(terminator) = body.terminator() else {
        return;
    };
    // A result nobody asked to be Partial is returned reduced, the update
    // of a param or state in its argument's sharding; the user's result
    // shardings stay.
    let results: Vec<Option<Sharding>> = terminator
        .operands()
        .enumerate()
        .map(|(i, value)| {
            let given = signature_sharding(result_attributes, i).is_some();
            let returned = match updates.iter().find(|(result, _)| *result == i) {
                Some(&(_, argument)) => body.argument_at(argument)?.into(),
                None => value,
            };
            (!given && state.tensors.contains_key(&key(value)))
                .then(|| sharding_of_value(returned).without_partial())
        })
        .collect();
    set_signature_shardings(context, function, SignatureSide::Result, &results);
}
