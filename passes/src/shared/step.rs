//! The structure of an exported training step, which several phases read:
//! which result updates which argument, and so each argument's role.
//!
//! An argument is *updated* by the result whose computation reads it
//! nearest (walking back from the result through operands, inits of linalg
//! ops excluded) among arguments of the result's type. An updated argument
//! whose update feeds another argument's update is optimizer *state*
//! (Adam's moments feed the parameter update), any other updated argument a
//! *param*, and an argument of rank 1 or more that is never updated an
//! *input* (it carries the batch).

use melior::ir::{
    BlockLike, BlockRef, RegionLike, Type, Value, ValueLike,
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::ir::{AttributeText, Positional};
use spmd_dialect::{
    ROLE_ATTR, Role, SignatureSide,
    ir::{captured_tensors, operation_name, producer},
    rules, signature_attributes, signature_label, signature_names,
    types::static_tensor,
};
use std::collections::VecDeque;

use crate::pass::{Failure, Key, key};

/// A training step's arguments: their update and role.
pub(crate) struct Step<'c, 'a> {
    pub body: BlockRef<'c, 'a>,
    /// Per argument: the index of the result that updates it.
    pub updates: Vec<Option<usize>>,
    /// Per argument: its role (given in the IR, else inferred); `None` for
    /// scalars nothing updates.
    pub roles: Vec<Option<Role>>,
}

/// The values an op computes from, with their operand slots in its rule:
/// its operands but a linalg op's inits, then the tensors its regions
/// capture (a gather's table).
pub(crate) fn computed_from<'c, 'a>(
    operation: OperationRef<'c, 'a>,
) -> Vec<(usize, Value<'c, 'a>)> {
    let count = if operation_name(operation).starts_with("linalg.") {
        operation
            .operand_count()
            .saturating_sub(operation.result_count())
    } else {
        operation.operand_count()
    };
    let own = operation.operand_count();
    operation
        .operands()
        .take(count)
        .enumerate()
        .chain(
            captured_tensors(operation)
                .into_iter()
                .enumerate()
                .map(|(i, value)| (own + i, value)),
        )
        .collect()
}

/// Whether `value` is made from nothing sharded (its producer's rule is
/// free: a `tensor.empty`, a constant or a fill).
pub(crate) fn is_made_from_nothing(value: Value) -> bool {
    producer(value).is_some_and(rules::is_free_op)
}

/// The values `start` is computed from, nearest first (breadth first).
pub(crate) fn ancestors<'c: 'a, 'a>(
    start: Value<'c, 'a>,
) -> impl Iterator<Item = Value<'c, 'a>> + use<'c, 'a> {
    ancestors_of(vec![start])
}

/// The values any of `starts` is computed from, `starts` included, each
/// once, nearest first (breadth first): one walk for many starts.
fn ancestors_of<'c: 'a, 'a>(
    starts: Vec<Value<'c, 'a>>,
) -> impl Iterator<Item = Value<'c, 'a>> + use<'c, 'a> {
    let mut seen: FxHashSet<Key> = FxHashSet::default();
    let mut queue: VecDeque<Value> = starts
        .into_iter()
        .filter(|v| seen.insert(key(*v)))
        .collect();
    std::iter::from_fn(move || {
        let value = queue.pop_front()?;
        for (_, operand) in producer(value).map(computed_from).unwrap_or_default() {
            if seen.insert(key(operand)) {
                queue.push_back(operand);
            }
        }
        Some(value)
    })
}

fn given_roles<'c>(
    function: OperationRef<'c, '_>,
    count: usize,
) -> Result<Vec<Option<Role>>, Failure<'c>> {
    let attributes = signature_attributes(function, SignatureSide::Argument);
    let names = signature_names(function, SignatureSide::Argument);
    (0..count)
        .map(|i| {
            let Some(attribute) = attributes.get(i).and_then(|d| d.element_by_name(ROLE_ATTR))
            else {
                return Ok(None);
            };
            let text = StringAttribute::try_from(attribute)
                .map(|s| s.text())
                .unwrap_or_else(|_| attribute.to_string());
            text.parse::<Role>().map(Some).map_err(|e| {
                let argument = signature_label(SignatureSide::Argument, i, &names);
                (function.location(), format!("{argument}: {e}"))
            })
        })
        .collect()
}

/// Reads the step structure of `function`, with the roles the IR gives and
/// the inferred ones for the rest; a given role that contradicts the
/// structure is an error at the function.
pub(crate) fn analyse_step<'c, 'a>(
    function: OperationRef<'c, 'a>,
) -> Result<Step<'c, 'a>, Failure<'c>> {
    analyse(function, true)
}

/// The roles the IR gives, and the inferred ones for the rest, for passes
/// that do not rely on the step structure (a forward pass's params, which
/// nothing updates, keep the role given them).
pub(crate) fn given_else_inferred_roles<'c>(
    function: OperationRef<'c, '_>,
) -> Result<Vec<Option<Role>>, Failure<'c>> {
    Ok(analyse(function, false)?.roles)
}

/// [`analyse_step`]; given roles that contradict the structure are an
/// error when `strict`, else they win.
fn analyse<'c, 'a>(
    function: OperationRef<'c, 'a>,
    strict: bool,
) -> Result<Step<'c, 'a>, Failure<'c>> {
    let location = function.location();
    let body = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or((location, "a training step needs a body".to_owned()))?;
    let terminator = body
        .terminator()
        .ok_or((location, "a training step needs a return".to_owned()))?;
    let arguments: FxHashMap<Key, usize> = (0..body.argument_count())
        .map(|i| (key(body.argument(i).expect("index").into()), i))
        .collect();
    let argument_type = |i: usize| -> Type { body.argument(i).expect("index").r#type() };

    // Updates: each result claims the nearest unclaimed argument of its type.
    let mut updates = vec![None; body.argument_count()];
    for (result, returned) in terminator.operands().enumerate() {
        if static_tensor(returned.r#type()).is_none() {
            continue;
        }
        let updated = ancestors(returned).skip(1).find_map(|v| {
            arguments
                .get(&key(v))
                .copied()
                .filter(|&i| updates[i].is_none() && argument_type(i) == returned.r#type())
        });
        if let Some(argument) = updated {
            updates[argument] = Some(result);
        }
    }
    // States: updated arguments whose update another update reads.
    let returned: Vec<Value> = terminator.operands().collect();
    let update_results: FxHashSet<Key> = updates
        .iter()
        .flatten()
        .map(|&r| key(returned[r]))
        .collect();
    // One walk up from the updates' operands (not from the updates
    // themselves: an update feeds another only through a path).
    let read_by_updates: Vec<Value> = updates
        .iter()
        .flatten()
        .filter_map(|&result| producer(returned[result]))
        .flat_map(computed_from)
        .map(|(_, operand)| operand)
        .collect();
    let feeds_an_update: FxHashSet<Key> = ancestors_of(read_by_updates)
        .map(key)
        .filter(|k| update_results.contains(k))
        .collect();
    // A function that updates nothing is a forward (evaluation) pass: its
    // params are stored, never updated.
    let forward_only = updates.iter().all(Option::is_none);
    let given = given_roles(function, body.argument_count())?;
    let names = signature_names(function, SignatureSide::Argument);
    let called = |i: usize| signature_label(SignatureSide::Argument, i, &names);
    let mut roles = Vec::with_capacity(body.argument_count());
    for (i, given) in given.into_iter().enumerate() {
        let rank = static_tensor(argument_type(i)).map_or(0, |(shape, _)| shape.len());
        let inferred = match updates[i] {
            Some(result) if feeds_an_update.contains(&key(returned[result])) => Some(Role::State),
            Some(_) => Some(Role::Param),
            None if rank > 0 => Some(Role::Input),
            None => None,
        };
        let role = match (given, updates[i]) {
            (Some(Role::Input), Some(result)) if strict => {
                return Err((
                    location,
                    format!(
                        "{} is marked input, but result #{result} is its update (an input is never updated)",
                        called(i)
                    ),
                ));
            }
            (Some(role @ (Role::Param | Role::State)), None) if strict && !forward_only => {
                return Err((
                    location,
                    format!(
                        "{} is marked {role}, but the step returns no update of it",
                        called(i)
                    ),
                ));
            }
            (Some(role), _) => Some(role),
            (None, _) => inferred,
        };
        roles.push(role);
    }
    Ok(Step {
        body,
        updates,
        roles,
    })
}

/// The `(result, argument)` pairs of a training step whose argument is a
/// param or an optimizer state that the result updates; empty for a
/// function no argument of which is such by role given in the IR (a
/// forward pass, a function without roles).
pub(crate) fn stored_updates(function: OperationRef) -> Vec<(usize, usize)> {
    let Ok(count) = function
        .region(0)
        .map_err(|_| ())
        .and_then(|r| r.first_block().ok_or(()))
        .map(|b| b.argument_count())
    else {
        return Vec::new();
    };
    let Ok(given) = given_roles(function, count) else {
        return Vec::new();
    };
    updates_of_stored(function, &given)
}

/// The `(result, argument)` pairs of a training step whose argument has
/// role param or state in `roles` and is updated by the result.
pub(crate) fn updates_of_stored(
    function: OperationRef,
    roles: &[Option<Role>],
) -> Vec<(usize, usize)> {
    let Ok(step) = analyse(function, false) else {
        return Vec::new();
    };
    step.updates
        .iter()
        .enumerate()
        .filter(|(argument, _)| {
            matches!(roles.get(*argument), Some(Some(Role::Param | Role::State)))
        })
        .filter_map(|(argument, result)| Some(((*result)?, argument)))
        .collect()
}

/// What a loop of training steps needs of `function`: each argument's role
/// (given in the IR, else inferred) and the `(result, argument)` pairs
/// whose argument is a param or a state the result updates. A function
/// that is not a step (no body) has neither.
pub fn step_signature(function: OperationRef) -> (Vec<Option<Role>>, Vec<(usize, usize)>) {
    let Ok(step) = analyse(function, false) else {
        return (Vec::new(), Vec::new());
    };
    let updates = step
        .updates
        .iter()
        .enumerate()
        .filter(|(argument, _)| step.roles[*argument].is_some_and(|r| r != Role::Input))
        .filter_map(|(argument, result)| Some(((*result)?, argument)))
        .collect();
    (step.roles, updates)
}

/// [`analyse_step`] of a step that must have a batch input.
pub(crate) fn analyse_batched_step<'c, 'a>(
    function: OperationRef<'c, 'a>,
) -> Result<Step<'c, 'a>, Failure<'c>> {
    let step = analyse_step(function)?;
    if !step.roles.contains(&Some(Role::Input)) {
        return Err((
            function.location(),
            "no batch input: no argument of the step is an input (mark one with spmd.role = \"input\")"
                .to_owned(),
        ));
    }
    Ok(step)
}

/// Op attribute: the param argument whose gradient this op's result is
/// (written by the batch-dim analysis, read by bucketing and reports).
pub const GRADIENT_ATTR: &str = "spmd.gradient_of";

/// Whether `value` is a gradient: made by an op marked `spmd.gradient_of`,
/// maybe reshaped since, or a bucket of gradients.
pub(crate) fn is_gradient(value: Value) -> bool {
    let Some(operation) = producer(value) else {
        return false;
    };
    if operation.has_attribute(GRADIENT_ATTR) {
        return true;
    }
    match operation_name(operation) {
        // Reshaped, or padded to split unevenly.
        "tensor.expand_shape" | "tensor.collapse_shape" | "tensor.cast" | "tensor.insert_slice" => {
            operation.operand_at(0).is_some_and(is_gradient)
        }
        "tensor.concat" => operation.operands().all(is_gradient),
        _ => false,
    }
}
