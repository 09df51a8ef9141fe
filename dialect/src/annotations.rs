//! Where spmd annotations live in the IR: attribute and op names, argument
//! roles, and access to a function's argument and result attributes.

use melior::{
    Context,
    ir::{
        Attribute, Identifier,
        attribute::{ArrayAttribute, DictionaryAttribute, StringAttribute},
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    },
};
use std::{fmt, str::FromStr};

/// The upstream op a mesh is: `shard.grid @mesh(shape = 2x4)`.
pub const GRID_OP: &str = "shard.grid";
/// Discardable attribute on `shard.grid`: one name per mesh axis.
pub const AXIS_NAMES_ATTR: &str = "spmd.axis_names";
/// Function argument / result attribute: the value's `#spmd.sharding`.
pub const SHARDING_ATTR: &str = "spmd.sharding";
/// Function argument attribute: the argument's [`Role`].
pub const ROLE_ATTR: &str = "spmd.role";
/// Function argument / result attribute: the value's name in the framework
/// (a parameter's qualified name, an input's name, a pytree path).
pub const NAME_ATTR: &str = "spmd.name";
/// Discardable attribute on any op: one `#spmd.sharding` per result.
pub const RESULT_SHARDINGS_ATTR: &str = "spmd.shardings";
/// The sharding-constraint op, and its sharding attribute.
pub const ANNOTATE_OP: &str = "spmd.annotate";
pub const ANNOTATE_SHARDING_ATTR: &str = "sharding";
/// Function attribute: the function is the per-device program of a
/// partitioned one; its tensor arguments and results are local pieces.
pub const PARTITIONED_ATTR: &str = "spmd.partitioned";
/// Function argument / result attribute of a partitioned function: the
/// global type the local piece belongs to.
pub const GLOBAL_TYPE_ATTR: &str = "spmd.global_type";
/// Every attribute name the dialect gives a meaning on function arguments and results.
pub const ARGUMENT_ATTRS: [&str; 4] = [SHARDING_ATTR, ROLE_ATTR, GLOBAL_TYPE_ATTR, NAME_ATTR];

/// What a function argument of a training step is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// A trainable parameter.
    Param,
    /// Optimizer state (momentum, Adam moments, ...).
    State,
    /// A batch input (data or labels).
    Input,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Param, Role::State, Role::Input];

    pub fn keyword(self) -> &'static str {
        match self {
            Role::Param => "param",
            Role::State => "state",
            Role::Input => "input",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown role '{0}'; expected \"param\", \"state\" or \"input\"")]
pub struct UnknownRole(pub String);

impl FromStr for Role {
    type Err = UnknownRole;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Role::ALL
            .into_iter()
            .find(|role| role.keyword() == text)
            .ok_or_else(|| UnknownRole(text.to_owned()))
    }
}

/// Which side of a function signature an attribute dictionary belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignatureSide {
    Argument,
    Result,
}

impl SignatureSide {
    /// The `func.func` inherent attribute holding one dictionary per entry.
    fn attribute_name(self) -> &'static str {
        match self {
            SignatureSide::Argument => "arg_attrs",
            SignatureSide::Result => "res_attrs",
        }
    }
}

impl fmt::Display for SignatureSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SignatureSide::Argument => "argument",
            SignatureSide::Result => "result",
        })
    }
}

/// The `spmd.name` of every argument or result of `function` (`None`
/// where it has none).
pub fn signature_names(function: OperationRef, side: SignatureSide) -> Vec<Option<String>> {
    signature_attributes(function, side)
        .iter()
        .map(|dictionary| {
            let name = dictionary.element_by_name(NAME_ATTR)?;
            Some(StringAttribute::try_from(name).ok()?.value().to_owned())
        })
        .collect()
}

/// How messages call `side` #`index`: by position, and by its name
/// (from [`signature_names`]) where it has one.
pub fn signature_label(side: SignatureSide, index: usize, names: &[Option<String>]) -> String {
    match names.get(index).cloned().flatten() {
        Some(name) => format!("{side} #{index} ({name})"),
        None => format!("{side} #{index}"),
    }
}

/// The attribute dictionaries of a `func.func`'s arguments or results, by
/// position (empty when the function has none).
pub fn signature_attributes<'c>(
    function: OperationRef<'c, '_>,
    side: SignatureSide,
) -> Vec<DictionaryAttribute<'c>> {
    let Some(array) = function
        .attribute(side.attribute_name())
        .ok()
        .and_then(|attribute| ArrayAttribute::try_from(attribute).ok())
    else {
        return Vec::new();
    };
    (0..array.len())
        .filter_map(|i| array.element(i).ok())
        .filter_map(|element| DictionaryAttribute::try_from(element).ok())
        .collect()
}

/// `dictionary` (or an empty one) with `updates` set, replacing entries of
/// the same names.
pub fn with_entries<'c>(
    context: &'c Context,
    dictionary: Option<DictionaryAttribute<'c>>,
    updates: &[(&str, Attribute<'c>)],
) -> Attribute<'c> {
    let mut entries: Vec<(Identifier<'c>, Attribute<'c>)> = dictionary
        .map(|d| (0..d.len()).filter_map(|i| d.element(i).ok()).collect())
        .unwrap_or_default();
    entries.retain(|(name, _)| {
        let name = crate::ir::identifier_text(*name);
        !updates.iter().any(|(update, _)| *update == name)
    });
    entries.extend(
        updates
            .iter()
            .map(|(name, value)| (Identifier::new(context, name), *value)),
    );
    DictionaryAttribute::new(context, &entries).into()
}

/// Sets a `func.func`'s `function_type` to its body's argument types and
/// its `func.return`'s operand types (after a pass retyped them).
pub fn refresh_function_type(function: OperationRef) {
    use melior::ir::{
        BlockLike, RegionLike, Type, ValueLike, attribute::TypeAttribute, r#type::FunctionType,
    };
    let Some(body) = function.region(0).ok().and_then(|r| r.first_block()) else {
        return;
    };
    let Some(terminator) = body.terminator() else {
        return;
    };
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let arguments: Vec<Type> = (0..body.argument_count())
        .filter_map(|i| body.argument(i).ok().map(|a| a.r#type()))
        .collect();
    let results: Vec<Type> = terminator.operands().map(|v| v.r#type()).collect();
    let mut function = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    function.set_attribute(
        "function_type",
        TypeAttribute::new(FunctionType::new(context, &arguments, &results).into()).into(),
    );
}

/// Replaces a `func.func`'s argument or result dictionaries (one per entry).
pub fn set_signature_attributes<'c>(
    context: &'c Context,
    function: OperationRef<'c, '_>,
    side: SignatureSide,
    dictionaries: &[Attribute<'c>],
) {
    let mut function = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    function.set_attribute(
        side.attribute_name(),
        ArrayAttribute::new(context, dictionaries).into(),
    );
}
