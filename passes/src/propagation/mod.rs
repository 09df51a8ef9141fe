//! `spmd-propagate`: gives every tensor value a sharding.
//!
//! Reads: user shardings (function arguments and results, `spmd.annotate`
//! results, `spmd.shardings` already on ops) and every op's rule
//! (`spmd_dialect::rules`).
//! Writes: `spmd.shardings` on every op with tensor results, and
//! `spmd.sharding` on every tensor argument and result of the function (a
//! result the user gave no sharding is never `Partial`: it is returned
//! reduced).
//!
//! It works in deterministic rounds: every op proposes shardings for its
//! unknown values from its known ones, forward (an op about its results) and
//! backward (about its operands; a return about the values it returns). A
//! round takes forward proposals from ops whose inputs are all known when
//! there are any, else forward proposals from partly known inputs, else
//! backward ones: what an op computes outranks what its users would like,
//! and it is decided from as much as can be known. Each value
//! with proposals takes the one that is cheapest to redistribute to all the
//! others (by the planner's cost model; ties by placement order, so the visit
//! order never decides). User shardings never change. Two user
//! shardings that an op cannot reconcile are a located error naming both;
//! values nothing says anything about stay replicated.

use melior::ir::{
    Attribute, BlockLike, Location, RegionLike, Value, ValueLike,
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ShardingAttribute;
use spmd_dialect::ir::AttributeText;
use spmd_dialect::ir::operation_name;
use spmd_dialect::{
    access::{FunctionShardings, Written, set_result_shardings},
    ANNOTATE_OP, Mesh, Placement, ROLE_ATTR, Role,
    SHARDING_ATTR, Sharding, SignatureSide, line_and_column,
    redistribution::{CommModel, plan},
    rules::{Slot, rule},
    set_signature_attributes, signature_attributes,
    types::{element_bytes, static_tensor},
    with_entries,
};
use std::collections::{BTreeSet, HashMap};

use crate::{
    pass::{Failure, Key, declare_pass, key},
    training::{computed_from, is_made_from_nothing},
};

declare_pass! {
    /// The `spmd-propagate` pass.
    pub fn propagate_pass() = "spmd-propagate" as "SpmdPropagate" {
        summary: "Give every tensor value a sharding, from the user's by the op rules, conflicts resolved by redistribution cost",
        rewrite: propagate_function,
    }
}

/// Votes on one mesh axis: factor -> (how many values split it, a user
/// sharding that does, as (value, position among the op's values)).
type AxisVotes = std::collections::BTreeMap<usize, (usize, Option<(Key, usize)>)>;

/// A tensor value of the function: what redistribution costs depend on.
struct Tensor {
    shape: Vec<usize>,
    element_bytes: usize,
}

/// What is known so far.
struct Propagation<'c> {
    mesh: Mesh,
    tensors: HashMap<Key, Tensor>,
    /// Fixed shardings, with the location they were written at.
    user: HashMap<Key, (Sharding, Location<'c>)>,
    /// Params and optimizer states (by their role): their shardings say how
    /// they are stored, and ops compute in the layout the other values give
    /// (gathering them) unless nothing else speaks for an axis.
    storage: std::collections::HashSet<Key>,
    inferred: HashMap<Key, Sharding>,
    /// Remarks already printed (rounds revisit ops).
    remarks: std::cell::RefCell<BTreeSet<String>>,
}

impl<'c> Propagation<'c> {
    fn known(&self, key: Key) -> Option<&Sharding> {
        self.user
            .get(&key)
            .map(|(s, _)| s)
            .or_else(|| self.inferred.get(&key))
    }

    /// Seconds to redistribute value `key` from `from` to `to`.
    fn cost(&self, key: Key, from: &Sharding, to: &Sharding) -> f64 {
        let tensor = &self.tensors[&key];
        let model = CommModel::uniform(self.mesh.shape.len());
        plan(
            &tensor.shape,
            tensor.element_bytes,
            &self.mesh.shape,
            from,
            to,
            &model,
        )
        .map_or(f64::INFINITY, |p| p.cost)
    }
}

fn sharding_of(mesh: &Mesh, placements: Vec<Placement>) -> Sharding {
    Sharding::new(mesh.name.clone(), placements)
}

pub(crate) fn propagate_function<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    let Some(body) = function.region(0).ok().and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let operations: Vec<OperationRef> =
        std::iter::successors(body.first_operation(), |op| op.next_in_block()).collect();
    let result_attributes = signature_attributes(function, SignatureSide::Result);

    // Every user sharding, on the function's one mesh.
    let shardings = FunctionShardings::read(function)?;
    let Some(mesh) = shardings.mesh.clone() else {
        return Ok(());
    };
    let mut user = HashMap::new();
    for (index, written) in shardings.arguments.iter().enumerate() {
        if let Some(Written { sharding, at }) = written {
            let argument = body.argument(index).expect("index < argument_count");
            user.insert(key(argument.into()), (sharding.clone(), *at));
        }
    }
    for operation in &operations {
        for (result, sharding) in operation.results().zip(shardings.of_op(*operation).unwrap_or_default()) {
            user.insert(key(result.into()), (sharding.clone(), operation.location()));
        }
    }
    let wants: Vec<(usize, Sharding)> = shardings
        .results
        .iter()
        .enumerate()
        .filter_map(|(index, written)| Some((index, written.as_ref()?.sharding.clone())))
        .collect();
    // Stored params and optimizer states.
    let argument_attributes = signature_attributes(function, SignatureSide::Argument);
    let storage = (0..body.argument_count())
        .filter(|&index| {
            let role = argument_attributes
                .get(index)
                .and_then(|d| d.element_by_name(ROLE_ATTR))
                .and_then(|a| StringAttribute::try_from(a).ok())
                .and_then(|a| a.text().parse::<Role>().ok());
            matches!(role, Some(Role::Param | Role::State))
        })
        .map(|index| key(body.argument(index).expect("index < argument_count").into()))
        .collect();

    // The function's tensor values.
    let mut tensors = HashMap::new();
    let mut add = |value: Value<'c, '_>| {
        if let Some((shape, element)) = static_tensor(value.r#type()) {
            tensors.insert(
                key(value),
                Tensor {
                    shape,
                    element_bytes: element_bytes(element),
                },
            );
        }
    };
    for index in 0..body.argument_count() {
        let argument = body.argument(index).expect("index < argument_count");
        add(argument.into());
    }
    for operation in &operations {
        for result in operation.results() {
            add(result.into());
        }
    }
    let mut state = Propagation {
        mesh,
        tensors,
        user,
        storage,
        inferred: HashMap::new(),
        remarks: Default::default(),
    };
    // Rounds until nothing new is learnt. Only ops touching a value decided
    // in the last round propose again; an op's new proposals replace its old.
    let mut users: HashMap<Key, Vec<usize>> = HashMap::new();
    for (index, operation) in operations.iter().enumerate() {
        let values = operation
            .operands()
            .map(key)
            .chain(operation.results().map(|r| key(r.into())));
        for value in values {
            users.entry(value).or_default().push(index);
        }
    }
    let inputs: Vec<Vec<Key>> = operations.iter().map(|op| inputs_of(*op)).collect();
    let mut pending = Proposals::default();
    let mut dirty: BTreeSet<usize> = (0..operations.len()).collect();
    for _round in 0..=2 * state.tensors.len() {
        for &index in &dirty {
            pending.forget(index);
            let complete = inputs[index]
                .iter()
                .all(|v| state.known(*v).is_some() || !state.tensors.contains_key(v));
            for (value, placements, forward) in propose(&state, operations[index], &wants)? {
                if state.known(value).is_none() && state.tensors.contains_key(&value) {
                    let tier = match (forward, complete) {
                        (true, true) => Tier::Complete,
                        (true, false) => Tier::Partial,
                        (false, _) => Tier::Backward,
                    };
                    pending.add(index, value, placements, tier);
                }
            }
        }
        let Some(round) = pending.tiers.iter().find(|tier| !tier.is_empty()) else {
            break;
        };
        let chosen: Vec<(Key, Sharding)> = round
            .iter()
            .map(|(&value, by_op)| {
                let candidates: Vec<Sharding> = by_op
                    .values()
                    .collect::<BTreeSet<_>>()
                    .into_iter()
                    .map(|p| sharding_of(&state.mesh, p.clone()))
                    .collect();
                if let [only] = &candidates[..] {
                    return (value, only.clone());
                }
                let best = candidates
                    .iter()
                    .map(|c| {
                        (
                            candidates
                                .iter()
                                .map(|p| state.cost(value, c, p))
                                .sum::<f64>(),
                            c,
                        )
                    })
                    .min_by(|a, b| {
                        a.0.total_cmp(&b.0)
                            .then_with(|| a.1.placements.cmp(&b.1.placements))
                    })
                    .expect("a value with proposals has a candidate")
                    .1
                    .clone();
                (value, best)
            })
            .collect();
        dirty.clear();
        for (value, sharding) in chosen {
            pending.decided(value);
            dirty.extend(users.get(&value).into_iter().flatten().copied());
            state.inferred.insert(value, sharding);
        }
    }
    record(function, body, &operations, &state, &result_attributes);
    Ok(())
}

/// How much a proposal knows, most first: a round decides from the first
/// tier that has proposals.
#[derive(Clone, Copy)]
enum Tier {
    /// What an op computes from all its inputs.
    Complete = 0,
    /// What an op computes from the inputs known so far.
    Partial = 1,
    /// What a user of the value would like.
    Backward = 2,
}

/// Pending proposals, by tier, by value, then by the proposing op.
#[derive(Default)]
struct Proposals {
    tiers: [HashMap<Key, HashMap<usize, Vec<Placement>>>; 3],
    /// The values each op has proposals for.
    by_op: HashMap<usize, Vec<Key>>,
}

impl Proposals {
    fn add(&mut self, op: usize, value: Key, placements: Vec<Placement>, tier: Tier) {
        self.tiers[tier as usize]
            .entry(value)
            .or_default()
            .insert(op, placements);
        self.by_op.entry(op).or_default().push(value);
    }

    /// Drops op `op`'s proposals (it is about to make new ones).
    fn forget(&mut self, op: usize) {
        for value in self.by_op.remove(&op).unwrap_or_default() {
            for tier in &mut self.tiers {
                if let Some(by_op) = tier.get_mut(&value) {
                    by_op.remove(&op);
                    if by_op.is_empty() {
                        tier.remove(&value);
                    }
                }
            }
        }
    }

    /// Drops every proposal for `value` (it has been decided).
    fn decided(&mut self, value: Key) {
        for tier in &mut self.tiers {
            tier.remove(&value);
        }
    }
}

/// The operands that inform an op's results: what it computes from,
/// without values made from nothing (`tensor.empty`, constants, fills),
/// which only users shard.
fn inputs_of(operation: OperationRef) -> Vec<Key> {
    computed_from(operation)
        .into_iter()
        .filter(|operand| !is_made_from_nothing(*operand))
        .map(key)
        .collect()
}

/// Proposals one op makes: (value, placements, whether the op defines it).
struct Offers {
    results: Vec<Key>,
    list: Vec<(Key, Vec<Placement>, bool)>,
}

impl Offers {
    fn offer(&mut self, value: Key, placements: Vec<Placement>) {
        let forward = self.results.contains(&value);
        self.list.push((value, placements, forward));
    }
}

/// What `operation` says about its values, given the known ones: (value,
/// placements, whether the op defines the value).
fn propose<'c>(
    state: &Propagation<'c>,
    operation: OperationRef<'c, '_>,
    wants: &[(usize, Sharding)],
) -> Result<Vec<(Key, Vec<Placement>, bool)>, Failure<'c>> {
    let name = operation_name(operation);
    let results: Vec<Value> = operation.results().map(Into::into).collect();
    let mut offers = Offers {
        results: results.iter().map(|r| key(*r)).collect(),
        list: Vec::new(),
    };
    let mut offer = |value: Value, placements: Vec<Placement>| offers.offer(key(value), placements);
    let operands: Vec<Value> = operation.operands().collect();
    match name.as_str() {
        "func.return" => {
            for (index, sharding) in wants {
                if let Some(value) = operands.get(*index) {
                    offer(*value, sharding.placements.clone());
                }
            }
            return Ok(offers.list);
        }
        ANNOTATE_OP => {
            // A constraint on the result, a preference for the operand.
            if let Some(sharding) = state.known(key(results[0])) {
                offer(operands[0], sharding.placements.clone());
            }
            return Ok(offers.list);
        }
        _ => {}
    }
    let touches_tensors = operands
        .iter()
        .chain(&results)
        .any(|v| state.tensors.contains_key(&key(*v)));
    if !touches_tensors {
        return Ok(offers.list);
    }
    let rule = rule(operation).map_err(|error| (operation.location(), error.to_string()))?;
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
        .filter(|(v, _)| state.tensors.contains_key(&key(*v)))
        .collect();
    let axes = state.mesh.shape.len();
    // Votes per mesh axis: factor -> (count, a user source saying so).
    // Stored params and states vote apart: only on axes nothing else
    // speaks for.
    let mut votes: Vec<AxisVotes> = vec![Default::default(); axes];
    let mut storage_votes: Vec<AxisVotes> = vec![Default::default(); axes];
    for (index, (value, slot)) in values.iter().enumerate() {
        let Some(sharding) = state.known(key(*value)) else {
            continue;
        };
        let ballot = if state.storage.contains(&key(*value)) {
            &mut storage_votes
        } else {
            &mut votes
        };
        for (axis, factor) in rule
            .split_of(*slot, &sharding.placements)
            .into_iter()
            .enumerate()
        {
            if let Some(factor) = factor {
                let entry = ballot[axis].entry(factor).or_insert((0, None));
                entry.0 += 1;
                if state.user.contains_key(&key(*value)) && entry.1.is_none() {
                    entry.1 = Some((key(*value), index));
                }
            }
        }
    }
    // Two user shardings that split different factors on one axis
    // conflict: the op follows one (a result's, else the largest
    // operand's) and the others are resharded where the op reads
    // them, as GSPMD and DTensor do; a remark says which.
    for (axis, axis_votes) in votes.iter_mut().enumerate() {
        let users: Vec<(usize, Key, usize)> = axis_votes
            .iter()
            .filter_map(|(factor, (_, user))| user.map(|(k, i)| (*factor, k, i)))
            .collect();
        if users.len() < 2 {
            continue;
        }
        let bytes = |index: usize| {
            static_tensor(values[index].0.r#type()).map_or(0, |(shape, element)| {
                shape.iter().product::<usize>() * element_bytes(element)
            })
        };
        let &(kept_factor, kept, kept_index) = users
            .iter()
            .max_by_key(|(_, _, index)| {
                (
                    *index >= operands.len(),
                    bytes(*index),
                    std::cmp::Reverse(*index),
                )
            })
            .expect("two users");
        let describe = |value: Key, index: usize| {
            let (sharding, at) = &state.user[&value];
            let role = if index < operands.len() {
                format!("operand #{index}")
            } else {
                format!("result #{}", index - operands.len())
            };
            format!("{role} ({sharding}, set at {})", line_and_column(*at))
        };
        for &(factor, user, index) in &users {
            if factor == kept_factor {
                continue;
            }
            axis_votes.remove(&factor);
            let message = format!(
                "user shardings meet at '{name}' on mesh axis {}: it follows {} and reshards {}",
                state.mesh.axis_label(axis),
                describe(kept, kept_index),
                describe(user, index)
            );
            if state.remarks.borrow_mut().insert(format!(
                "{}{message}",
                line_and_column(operation.location())
            )) {
                spmd_dialect::emit_remark(operation.location(), &message);
            }
        }
    }
    for (axis_votes, stored) in votes.iter_mut().zip(storage_votes) {
        if axis_votes.is_empty() {
            *axis_votes = stored;
        }
    }
    let split: Vec<Option<usize>> = votes
        .iter()
        .map(|axis_votes| {
            axis_votes
                .iter()
                .max_by(|a, b| a.1.0.cmp(&b.1.0).then_with(|| b.0.cmp(a.0)))
                .map(|(factor, _)| *factor)
        })
        .collect();
    if split.iter().all(Option::is_none) && votes.iter().all(|v| v.is_empty()) {
        return Ok(offers.list);
    }
    for (value, slot) in values {
        if state.known(key(value)).is_none()
            && let Some(placements) = rule.placements(slot, &split, &state.mesh.shape)
        {
            offer(value, placements);
        }
    }
    Ok(offers.list)
}

/// Writes the shardings: `spmd.shardings` on ops, `spmd.sharding` on the signature.
fn record<'c>(
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
