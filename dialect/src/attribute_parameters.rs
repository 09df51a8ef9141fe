//! Reading the parameters of attributes that the C API cannot take apart.
//!
//! IRDL-defined attributes (`#spmd.sharding<...>`) and some upstream ones
//! (`#shard<axisarray[...]>`) have no C accessors. Their printed form is a
//! prefix, a comma-separated list of builtin attributes and a suffix, so we let
//! MLIR's own parser read that list back as a builtin array.

use melior::ir::attribute::{ArrayAttribute, Attribute, AttributeLike};

/// The parameters of `attribute` if it prints as `{prefix}p0, p1, ...{suffix}`.
/// `None` when the attribute is of another kind.
pub fn printed_parameters<'c>(
    attribute: Attribute<'c>,
    prefix: &str,
    suffix: &str,
) -> Option<ArrayAttribute<'c>> {
    crate::work::add(crate::work::Work::AttributesPrinted, 1);
    let text = attribute.to_string();
    // An empty symbol (`@""`) prints as a marker the parser refuses.
    if text.contains("<<INVALID EMPTY SYMBOL>>") {
        return None;
    }
    let inner = text.strip_prefix(prefix)?.strip_suffix(suffix)?;
    // `to_ref` borrows from the `ContextRef`, so keep that alive while in use.
    let context_ref = attribute.context();
    let context = unsafe { context_ref.to_ref() };
    let parameters = Attribute::parse(context, &format!("[{inner}]"))?;
    ArrayAttribute::try_from(parameters).ok()
}
