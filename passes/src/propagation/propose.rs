//! What one op proposes for its unknown values, from its known ones and
//! its rule: its known values vote on the split (`votes`), two user
//! shardings that cannot meet are reconciled (the op follows one, the
//! other is resharded where the op reads it, with a remark), and the
//! elected split gives every unknown value its placements.
//!
//! Reads: the op, its rule and what propagation knows so far. Writes:
//! nothing in the IR; remarks on standard error.

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::{
    ANNOTATE_OP, Placement, Sharding,
    ir::{loop_carried, operation_name},
    line_and_column,
    rules::{Factor, NoRule, Rule, Slot, Split},
    types::{element_bytes, static_tensor},
};

use super::{
    Propagation,
    votes::{Ballot, UserVote},
};
use crate::{
    pass::{Failure, Key, key},
    shared::step::is_made_from_nothing,
};

/// A proposal: a value, its placements, and whether the proposing op
/// defines the value (forward) or uses it (backward).
pub(super) type Proposal = (Key, Vec<Placement>, bool);

/// What `operation` (whose rule is `rule`, whose operands and then
/// captured tensors are `operands`: [`spmd_dialect::ir::inputs`]) says
/// about its values, given the known ones.
pub(super) fn propose<'c, 'a>(
    state: &Propagation<'c>,
    operation: OperationRef<'c, 'a>,
    operands: &[Value<'c, 'a>],
    rule: &Result<Rule, NoRule>,
    wants: &[(usize, Sharding)],
) -> Result<Vec<Proposal>, Failure<'c>> {
    let results: Vec<Value> = operation.results().map(Into::into).collect();
    let result_keys: Vec<Key> = results.iter().map(|r| key(*r)).collect();
    let mut proposals = Vec::new();
    let mut offer = |value: Value, placements: Vec<Placement>| {
        let forward = result_keys.contains(&key(value));
        proposals.push((key(value), placements, forward));
    };
    match operation_name(operation) {
        "func.return" => {
            for (index, sharding) in wants {
                if let Some(value) = operands.get(*index) {
                    offer(*value, sharding.placements.clone());
                }
            }
            return Ok(proposals);
        }
        ANNOTATE_OP => {
            // A constraint on the result, a preference for the operand.
            if let Some(sharding) = state.known(key(results[0])) {
                offer(operands[0], sharding.placements.clone());
            }
            return Ok(proposals);
        }
        "scf.for" => {
            // Each carried value's four places share one sharding: what
            // one of them is known to be.
            for carried in loop_carried(operation) {
                // What the loop computes (its initial value, its body's
                // yield) speaks forward; what its result's users would
                // like, backward. (An initial value made from nothing, a
                // zero stash, is built in whatever sharding the loop needs.)
                let speaking = carried[..3]
                    .iter()
                    .filter(|v| !is_made_from_nothing(**v) || state.user.contains_key(&key(**v)));
                let (known, forward) = match speaking.clone().find_map(|v| state.known(key(*v))) {
                    Some(known) => (known, true),
                    None => match state.known(key(carried[3])) {
                        Some(known) => (known, false),
                        None => continue,
                    },
                };
                for value in carried {
                    if state.known(key(value)).is_none() {
                        proposals.push((key(value), known.placements.clone(), forward));
                    }
                }
            }
            return Ok(proposals);
        }
        _ => {}
    }
    let is_tensor = |v: &Value| state.tensors.contains_key(&key(*v));
    if !operands.iter().chain(&results).any(is_tensor) {
        return Ok(proposals);
    }
    let rule = rule
        .as_ref()
        .map_err(|error| (operation.location(), error.to_string()))?;
    // Every tensor value of the op.
    let values: Vec<(Value, Slot)> = operands
        .iter()
        .enumerate()
        .map(|(i, v)| (*v, Slot::Operand(i)))
        .chain(
            results
                .iter()
                .enumerate()
                .map(|(i, v)| (*v, Slot::Result(i))),
        )
        .filter(|(v, _)| is_tensor(v))
        .collect();
    let axes = state.mesh.shape.len();
    let (mut votes, mut stored) = (Ballot::new(axes), Ballot::new(axes));
    for (position, (value, slot)) in values.iter().enumerate() {
        let Some(sharding) = state.known(key(*value)) else {
            continue;
        };
        // A value made from nothing (an empty init, a fill) is built anew
        // in whatever sharding each user needs: its sharding, decided by
        // another user, says nothing about this op.
        if is_made_from_nothing(*value) && !state.user.contains_key(&key(*value)) {
            continue;
        }
        let split = rule.split_of(*slot, &sharding.placements, &state.mesh.shape);
        let user = state.user.contains_key(&key(*value)).then_some(UserVote {
            value: key(*value),
            position,
        });
        if state.storage.contains(&key(*value)) {
            stored.cast(&split, user);
        } else {
            votes.cast(&split, user);
        }
    }
    reconcile_users(state, operation, &values, operands.len(), &mut votes);
    // A sum of Partials is reduced once after the op where two or more of
    // its operands are Partial; one Partial passing through saves nothing
    // (and would turn the replicated operands Partial too).
    for axis in 0..axes {
        for factor in votes.factors(axis) {
            if rule.is_linear(factor) && votes.count(axis, factor) < 2 {
                votes.discard(axis, factor);
            }
        }
    }
    // An op that reads only stored params (a weight's transpose, a gain's
    // broadcast) computes on them gathered on the axes the batch is split
    // on, as FSDP does before their use (on other axes, tensor
    // parallelism's, the params keep their split); stored values speak for
    // the layout only next to others (an update in the storage layout),
    // and optimizer states are never gathered. A slice of one (a scanned
    // model's layer, taken from its stacked weights) is not a use: the
    // layer is gathered where it is used, not the whole stack.
    let only_params = operation_name(operation) != "tensor.extract_slice"
        && operands.iter().enumerate().all(|(index, operand)| {
            rule.is_init(index) || !is_tensor(operand) || state.params.contains(&key(*operand))
        });
    let gathered = only_params && !stored.is_empty() && votes.is_empty();
    if gathered {
        for &axis in &state.batch_axes {
            stored.clear(axis);
        }
    }
    votes.fill_silent_axes(stored);
    if votes.is_empty() && !gathered {
        return Ok(proposals);
    }
    let unknown: Vec<(Value, Slot)> = values
        .into_iter()
        .filter(|(value, _)| state.known(key(*value)).is_none())
        .collect();
    let split = carried(rule, &votes.elected(), &unknown, &state.mesh.shape);
    for (value, slot) in unknown {
        if let Some(placements) = rule.placements(slot, &split, &state.mesh.shape) {
            offer(value, placements);
        }
    }
    Ok(proposals)
}

/// The elected split without the axes whose factor one of the `unknown`
/// values cannot carry (a reshape splitting a dim the axis shards, a
/// factor the axis does not divide where the op needs even shards), taken
/// axis by axis: the op computes replicated on those axes, so that the
/// rest of what is known still flows (its operand is gathered on that
/// axis where the op reads it) instead of nothing being proposed.
fn carried(
    rule: &Rule,
    elected: &[Option<Factor>],
    unknown: &[(Value, Slot)],
    mesh_shape: &[usize],
) -> Split {
    let mut split = vec![None; elected.len()];
    for (axis, factor) in elected.iter().enumerate() {
        split[axis] = *factor;
        let fits = unknown
            .iter()
            .all(|(_, slot)| rule.placements(*slot, &split, mesh_shape).is_some());
        if !fits {
            split[axis] = None;
        }
    }
    split
}

/// Two user shardings that split different factors on one axis conflict:
/// the op follows one (a result's, else the largest operand's) and the
/// others' votes are dropped, so that they are resharded where the op reads
/// them, as GSPMD and DTensor do; a remark says which.
fn reconcile_users<'c>(
    state: &Propagation<'c>,
    operation: OperationRef<'c, '_>,
    values: &[(Value, Slot)],
    operands: usize,
    votes: &mut Ballot,
) {
    let name = operation_name(operation);
    for axis in 0..state.mesh.shape.len() {
        let users = votes.users(axis);
        if users.len() < 2 {
            continue;
        }
        let bytes = |position: usize| {
            static_tensor(values[position].0.r#type()).map_or(0, |(shape, element)| {
                shape.iter().product::<usize>() * element_bytes(element)
            })
        };
        let &(kept_factor, kept) = users
            .iter()
            .max_by_key(|(_, user)| {
                (
                    user.position >= operands,
                    bytes(user.position),
                    std::cmp::Reverse(user.position),
                )
            })
            .expect("two users");
        let describe = |user: UserVote| {
            let (sharding, at) = &state.user[&user.value];
            let role = if user.position < operands {
                format!("operand #{}", user.position)
            } else {
                format!("result #{}", user.position - operands)
            };
            format!("{role} ({sharding}, set at {})", line_and_column(*at))
        };
        for &(factor, user) in &users {
            if factor == kept_factor {
                continue;
            }
            votes.discard(axis, factor);
            let message = format!(
                "user shardings meet at '{name}' on mesh axis {}: it follows {} and reshards {}",
                state.mesh.axis_label(axis),
                describe(kept),
                describe(user)
            );
            state.remark(operation, &message);
        }
    }
}
