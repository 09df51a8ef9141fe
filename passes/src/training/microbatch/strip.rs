//! What `spmd-microbatch` checks before its virtual data parallelism and
//! removes after it: the step must be unsharded, and once the loop is
//! built the virtual mesh, the shardings, batch-dim marks and partition
//! marks its stages wrote go, leaving a single-device step.
//!
//! Reads: the module and its step. Writes: the signature's attributes as
//! they were before the pass, no `spmd.*` attribute on any op but
//! `spmd.name`, no virtual `shard.grid`.

use melior::ir::{
    Attribute, BlockRef,
    attribute::DictionaryAttribute,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use spmd_dialect::{
    ANNOTATE_OP, GRID_OP, NAME_ATTR, PARTITIONED_ATTR, RESULT_SHARDINGS_ATTR, SHARDING_ATTR,
    SignatureSide,
    ir::{erase, identifier_text, nested_operations, operation_name, symbol_name},
    set_signature_attributes, signature_attributes, signature_label, signature_names,
};

use crate::pass::{Failure, module_body};

/// The step's signature attributes, as the pass found them.
pub(super) struct Signature<'c> {
    arguments: Vec<Attribute<'c>>,
    results: Vec<Attribute<'c>>,
}

/// The argument and result attribute dictionaries of `function`.
pub(super) fn signature<'c>(function: OperationRef<'c, '_>) -> Signature<'c> {
    let side = |side| {
        signature_attributes(function, side)
            .into_iter()
            .map(Attribute::from)
            .collect()
    };
    Signature {
        arguments: side(SignatureSide::Argument),
        results: side(SignatureSide::Result),
    }
}

/// Refuses a step that is sharded already: micro-batches are split from
/// the unsharded step, before any sharding pass.
pub(super) fn refuse_sharded<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    let refusal = |what: String| {
        format!(
            "spmd-microbatch splits an unsharded step, and {what} is sharded already: run it before spmd-shard-args, spmd-data-parallel or spmd-auto-shard"
        )
    };
    if function.attribute(PARTITIONED_ATTR).is_ok() {
        return Err((function.location(), refusal("the step".into())));
    }
    for side in [SignatureSide::Argument, SignatureSide::Result] {
        let names = signature_names(function, side);
        for (index, dictionary) in signature_attributes(function, side).iter().enumerate() {
            if dictionary.element_by_name(SHARDING_ATTR).is_some() {
                return Err((
                    function.location(),
                    refusal(signature_label(side, index, &names)),
                ));
            }
        }
    }
    for operation in nested_operations(function) {
        let name = operation_name(operation);
        if name == ANNOTATE_OP
            || name.starts_with("shard.")
            || operation.attribute(RESULT_SHARDINGS_ATTR).is_ok()
        {
            return Err((operation.location(), refusal(format!("'{name}'"))));
        }
    }
    Ok(())
}

/// `base`, or `base_1`, `base_2`, ... if `body` holds a symbol by that name.
pub(super) fn fresh_symbol(body: BlockRef, base: &str) -> String {
    let taken: Vec<String> = spmd_dialect::ir::block_operations(&body)
        .into_iter()
        .filter_map(symbol_name)
        .collect();
    std::iter::once(base.to_owned())
        .chain((1..).map(|n| format!("{base}_{n}")))
        .find(|name| !taken.contains(name))
        .expect("an unused name exists")
}

/// Removes the virtual mesh `mesh_name` and what the pass's stages wrote
/// on `function` (see the module doc); `before`: its signature's
/// attributes as the pass found them.
pub(super) fn strip<'c>(
    module: OperationRef<'c, '_>,
    function: OperationRef<'c, '_>,
    mesh_name: &str,
    before: &Signature<'c>,
) -> Result<(), Failure<'c>> {
    let body = module_body(module)?;
    for operation in spmd_dialect::ir::block_operations(&body) {
        if operation_name(operation) == GRID_OP
            && symbol_name(operation).as_deref() == Some(mesh_name)
        {
            erase(operation);
        }
    }
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    for (side, dictionaries) in [
        (SignatureSide::Argument, &before.arguments),
        (SignatureSide::Result, &before.results),
    ] {
        // None before: an empty dictionary each.
        let count = signature_attributes(function, side).len();
        let empty = vec![DictionaryAttribute::new(context, &[]).into(); count];
        let dictionaries = if dictionaries.is_empty() {
            &empty
        } else {
            dictionaries
        };
        set_signature_attributes(context, function, side, dictionaries);
    }
    for operation in std::iter::once(function).chain(nested_operations(function)) {
        let written: Vec<String> = operation
            .attributes()
            .map(|(name, _)| identifier_text(name))
            .filter(|name| name.starts_with("spmd.") && name != NAME_ATTR)
            .collect();
        let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        for name in written {
            // Present: it was just read.
            let _ = operation.remove_attribute(&name);
        }
    }
    Ok(())
}
