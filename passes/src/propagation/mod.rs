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
//! there are any, else forward proposals from partly known inputs some of
//! which ops computed (a sharding flowing through the program), else those
//! from partly known inputs that are all function arguments (a weight
//! alone does not decide the layout of the activation it multiplies before
//! the activation's own sharding arrives), else backward ones: what an op
//! computes outranks what its users would like, and it is decided from as
//! much as can be known. Each value
//! with proposals takes the one that is cheapest to redistribute to all the
//! others (by the planner's cost model; ties by placement order, so the visit
//! order never decides). User shardings never change. Two user
//! shardings that an op cannot reconcile are resharded where the op reads
//! one of them, with a remark naming both; values nothing says anything
//! about stay replicated.
//!
//! Modules: [`propose`] (what one op proposes, by its known values' votes,
//! [`votes`]), [`proposals`] (pending proposals by tier), [`record`]
//! (writing the result), [`stacked_layers`] (layers a loop steps through stay
//! whole).

mod proposals;
mod propose;
mod record;
mod stacked_layers;
mod votes;

use proposals::{Proposals, Tier, inputs_of};
use propose::propose;
use record::record;
use rustc_hash::{FxHashMap, FxHashSet};

use melior::ir::{
    BlockLike, BlockRef, Location, Value, ValueLike,
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::ir::{AttributeText, inputs, loop_carried, operation_name, program_operations};
use spmd_dialect::{
    Mesh, Placement, ROLE_ATTR, Role, Sharding, SignatureSide,
    access::{FunctionShardings, Written},
    line_and_column,
    redistribution::{CommModel, plan},
    rules::{Slot, reassociation, rule},
    signature_attributes,
    types::{element_bytes, static_tensor},
};
use std::collections::BTreeSet;

use crate::{
    pass::{FUNCTION, Failure, FunctionPass, Functions, Key, declare_pass, key},
    shared::unused_results::drop_unused_results,
};

declare_pass! {
    /// The `spmd-propagate` pass.
    pub fn propagate_pass(functions: Functions) = "spmd-propagate" as "SpmdPropagate" {
        summary: "Give every tensor value a sharding, from the user's by the op rules, conflicts resolved by redistribution cost",
        options: &[FUNCTION],
        create: |options| Ok(propagate_pass(Functions::from_options(options))),
        run: FunctionPass { rewrite: propagate_function, functions },
    }
}

/// A tensor value of the function: what redistribution costs depend on.
pub(super) struct Tensor {
    shape: Vec<usize>,
    element_bytes: usize,
}

/// What is known so far.
pub(super) struct Propagation<'c> {
    pub(super) mesh: Mesh,
    pub(super) tensors: FxHashMap<Key, Tensor>,
    /// Fixed shardings, with the location they were written at.
    pub(super) user: FxHashMap<Key, (Sharding, Location<'c>)>,
    /// Params and optimizer states (by their role): their shardings say how
    /// they are stored, and ops compute in the layout the other values give
    /// (gathering them) unless nothing else speaks for an axis.
    pub(super) storage: FxHashSet<Key>,
    /// The stored params alone (not optimizer states).
    pub(super) params: FxHashSet<Key>,
    /// The mesh axes a user-sharded argument that is not stored (an input:
    /// the batch) is split on.
    pub(super) batch_axes: Vec<usize>,
    pub(super) inferred: FxHashMap<Key, Sharding>,
    /// Remarks already printed (rounds revisit ops).
    pub(super) remarks: std::cell::RefCell<BTreeSet<String>>,
}

impl<'c> Propagation<'c> {
    pub(super) fn known(&self, key: Key) -> Option<&Sharding> {
        self.user
            .get(&key)
            .map(|(s, _)| s)
            .or_else(|| self.inferred.get(&key))
    }

    /// Prints `message` as a remark at `operation`, once (rounds revisit
    /// ops).
    pub(super) fn remark(&self, operation: OperationRef<'c, '_>, message: &str) {
        let at = operation.location();
        if self
            .remarks
            .borrow_mut()
            .insert(format!("{}{message}", line_and_column(at)))
        {
            spmd_dialect::emit_remark(at, message);
        }
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

/// A remark at each contraction whose operands collapse several dims into
/// one where an operand was decided split on a dim the collapse makes
/// minor: the split cannot pass and the partitioner will gather it, which
/// a prepare pass before propagation avoids: `spmd-expand-batch-dims` for
/// attention's batch and heads, `spmd-expand-token-dims` for tokens
/// flattened from batch and sequence (context parallelism with several
/// sequences per device).
fn hint_collapsed_splits(state: &Propagation, operations: &[OperationRef]) {
    use crate::prepare::{collapses_of, expand_batch_dims::Chain, expand_token_dims::Tokens};
    for &operation in operations {
        let batch = collapses_of::<Chain>(operation).into_iter().map(|c| {
            (
                c,
                "collapses into one batch dim (attention's heads, as JAX exports it)",
                "spmd-expand-batch-dims",
            )
        });
        let tokens = collapses_of::<Tokens>(operation).into_iter().map(|c| {
            (
                c,
                "flattens into one (tokens: batch and sequence, as JAX exports projections)",
                "spmd-expand-token-dims",
            )
        });
        for (collapse, what, pass) in batch.chain(tokens) {
            if let Some((axis, placement)) = minor_split(state, collapse) {
                state.remark(
                    operation,
                    &format!(
                        "an operand is {placement} on mesh axis {axis}, a dim this contraction {what}: the split cannot pass and will be gathered; run {pass} before spmd-propagate to keep it"
                    ),
                );
            }
        }
    }
}

/// A split of `collapse`'s source on a dim it merges behind another, where
/// the collapse's rule does not carry it: the mesh axis and placement.
fn minor_split(state: &Propagation, collapse: OperationRef) -> Option<(usize, Placement)> {
    let source = collapse.operand(0).ok()?;
    let minor: Vec<usize> = reassociation(collapse)
        .ok()?
        .iter()
        .flat_map(|group| group.iter().skip(1).copied())
        .collect();
    let sharding = state.known(key(source))?;
    // Kept where the axes before split the dims before whole.
    let carried = rule(collapse).ok().and_then(|rule| {
        let mesh = &state.mesh.shape;
        let split = rule.split_of(Slot::Operand(0), &sharding.placements, mesh);
        rule.placements(Slot::Result(0), &split, mesh)
    });
    sharding
        .placements
        .iter()
        .enumerate()
        .find(|(axis, p)| {
            let kept = carried
                .as_ref()
                .is_some_and(|c| matches!(c[*axis], Placement::Shard(_)));
            matches!(p, Placement::Shard(d) if minor.contains(d)) && !kept
        })
        .map(|(axis, p)| (axis, *p))
}

pub(crate) fn propagate_function<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    let Some(body) = spmd_dialect::ir::first_block(function) else {
        return Ok(());
    };
    drop_unused_results(function)?;
    // The ops, loop bodies' included (right after their loop).
    let operations: Vec<OperationRef> = program_operations(body);
    let result_attributes = signature_attributes(function, SignatureSide::Result);

    // Every user sharding, on the function's one mesh.
    let shardings = FunctionShardings::read(function)?;
    let Some(mesh) = shardings.mesh.clone() else {
        return Ok(());
    };
    let mut user = FxHashMap::default();
    for (index, written) in shardings.arguments.iter().enumerate() {
        if let Some(Written { sharding, at }) = written {
            let argument = body.argument(index).expect("index < argument_count");
            user.insert(key(argument.into()), (sharding.clone(), *at));
        }
    }
    for operation in &operations {
        for (result, sharding) in operation
            .results()
            .zip(shardings.of_op(*operation).unwrap_or_default())
        {
            user.insert(key(result.into()), (sharding.clone(), operation.location()));
        }
    }
    stacked_layers::refuse_split_layers(&operations, &user, &mesh)?;
    let mut wants: Vec<(usize, Sharding)> = shardings
        .results
        .iter()
        .enumerate()
        .filter_map(|(index, written)| Some((index, written.as_ref()?.sharding.clone())))
        .collect();
    // Steady steps: a param's or state's update is returned in its
    // argument's sharding (the user's, wanted from the start; else the one
    // decided, written at the end).
    let updates: Vec<(usize, usize)> = crate::shared::step::stored_updates(function)
        .into_iter()
        .filter(|(result, _)| shardings.results.get(*result).is_none_or(Option::is_none))
        .collect();
    for &(result, argument) in &updates {
        if let Some(Some(written)) = shardings.arguments.get(argument) {
            wants.push((result, written.sharding.clone()));
        }
    }
    // Stored params and optimizer states.
    let argument_attributes = signature_attributes(function, SignatureSide::Argument);
    let stored = |roles: &[Role]| -> FxHashSet<Key> {
        (0..body.argument_count())
            .filter(|&index| {
                argument_attributes
                    .get(index)
                    .and_then(|d| d.element_by_name(ROLE_ATTR))
                    .and_then(|a| StringAttribute::try_from(a).ok())
                    .and_then(|a| a.text().parse::<Role>().ok())
                    .is_some_and(|role| roles.contains(&role))
            })
            .map(|index| key(body.argument(index).expect("index < argument_count").into()))
            .collect()
    };
    let storage = with_views(stored(&[Role::Param, Role::State]), &operations);
    let params = with_views(stored(&[Role::Param]), &operations);

    // The function's tensor values.
    let mut tensors = FxHashMap::default();
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
        for [_, argument, _, _] in loop_carried(*operation) {
            add(argument);
        }
    }
    let batch_axes = batch_axes(&user, &storage);
    let mut state = Propagation {
        mesh,
        tensors,
        user,
        storage,
        params,
        batch_axes,
        inferred: FxHashMap::default(),
        remarks: Default::default(),
    };
    // Each op's operands and captured tensors, read once (rounds revisit ops).
    let operands: Vec<Vec<Value>> = operations.iter().map(|op| inputs(*op)).collect();
    // Rounds until nothing new is learnt. Only ops touching a value decided
    // in the last round propose again; an op's new proposals replace its old.
    let mut users: FxHashMap<Key, Vec<usize>> = FxHashMap::default();
    for (index, operation) in operations.iter().enumerate() {
        let values = operands[index]
            .iter()
            .map(|v| key(*v))
            .chain(operation.results().map(|r| key(r.into())))
            // A loop ties its carried values.
            .chain(loop_carried(*operation).into_iter().flatten().map(key));
        for value in values {
            users.entry(value).or_default().push(index);
        }
    }
    let inputs: Vec<Vec<Key>> = operations.iter().map(|op| inputs_of(*op)).collect();
    // Each op's rule, built once (rounds revisit ops).
    let rules: Vec<_> = operations.iter().map(|op| rule(*op)).collect();
    let seeded = single_source_values(body, &operations, &inputs);
    // `func.return` proposes what the signature wants, whatever is known:
    // once (again each time one of its operands is decided would make
    // the returned updates' proposals quadratic in their count).
    let proposes_once: Vec<bool> = operations
        .iter()
        .map(|operation| operation_name(*operation) == "func.return")
        .collect();
    let mut pending = Proposals::new(operations.len());
    let mut dirty: BTreeSet<usize> = (0..operations.len()).collect();
    for _round in 0..=2 * state.tensors.len() {
        for &index in &dirty {
            pending.forget(index);
            let complete = inputs[index]
                .iter()
                .all(|v| state.known(*v).is_some() || !state.tensors.contains_key(v));
            let computed_known = inputs[index]
                .iter()
                .any(|v| state.known(*v).is_some() && !seeded.contains(v));
            let proposals = propose(
                &state,
                operations[index],
                &operands[index],
                &rules[index],
                &wants,
            )?;
            spmd_dialect::work::add(spmd_dialect::work::Work::ProposalsMade, proposals.len());
            for (value, placements, forward) in proposals {
                if state.known(value).is_none() && state.tensors.contains_key(&value) {
                    let tier = match (forward, complete, computed_known) {
                        (true, true, _) => Tier::Complete,
                        (true, false, true) => Tier::Partial,
                        (true, false, false) => Tier::Seeded,
                        (false, _, _) => Tier::Backward,
                    };
                    pending.add(index, value, placements, tier);
                }
            }
        }
        let Some(tier) = pending.tiers.iter().position(|tier| !tier.is_empty()) else {
            break;
        };
        let round = &pending.tiers[tier];
        // Forward proposals from partly known inputs are decided in program
        // order, one op's at a time, so that what one op decides reaches its
        // users before a later op decides from less.
        let values: Vec<Key> = if tier == Tier::Partial as usize || tier == Tier::Seeded as usize {
            let earliest = pending
                .earliest(tier)
                .expect("a tier with proposals has an op");
            pending.of_op(earliest, tier).collect()
        } else {
            round.keys().copied().collect()
        };
        let chosen: Vec<(Key, Sharding)> = values
            .into_iter()
            .map(|value| (value, &round[&value]))
            .map(|(value, by_op)| {
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
            dirty.extend(
                users
                    .get(&value)
                    .into_iter()
                    .flatten()
                    .copied()
                    .filter(|&index| !proposes_once[index]),
            );
            state.inferred.insert(value, sharding);
        }
    }
    hint_collapsed_splits(&state, &operations);
    record(
        function,
        body,
        &operations,
        &state,
        &result_attributes,
        &updates,
    );
    Ok(())
}

/// The values computed from one function argument alone (the argument
/// itself, a weight's transpose, a gain's broadcast): what one argument
/// says, not what flows from the inputs through the program.
fn single_source_values(
    body: BlockRef,
    operations: &[OperationRef],
    inputs: &[Vec<Key>],
) -> FxHashSet<Key> {
    let mut source: FxHashMap<Key, Option<Key>> = (0..body.argument_count())
        .map(|index| {
            let argument = key(body.argument(index).expect("index < argument_count").into());
            (argument, Some(argument))
        })
        .collect();
    for (operation, inputs) in operations.iter().zip(inputs) {
        let mut sources = inputs
            .iter()
            .map(|input| source.get(input).copied().flatten());
        let first = sources.next().flatten();
        let single = first.filter(|first| sources.all(|s| s == Some(*first)));
        for result in operation.results() {
            source.insert(key(result.into()), single);
        }
    }
    source
        .into_iter()
        .filter_map(|(value, source)| source.map(|_| value))
        .collect()
}

/// The mesh axes that an argument with a user sharding that is not a
/// stored param or state (an input) splits along its batch, dim 0. An
/// input split along another dim (its sequence, in sequence parallelism)
/// makes no batch axis: there the params keep their split.
fn batch_axes(user: &FxHashMap<Key, (Sharding, Location)>, storage: &FxHashSet<Key>) -> Vec<usize> {
    let mut axes: Vec<usize> = user
        .iter()
        .filter(|(value, _)| !storage.contains(value))
        .flat_map(|(_, (sharding, _))| {
            sharding
                .placements
                .iter()
                .enumerate()
                .filter(|(_, p)| **p == Placement::Shard(0))
                .map(|(axis, _)| axis)
        })
        .collect();
    axes.sort_unstable();
    axes.dedup();
    axes
}

/// `stored` and the values that are only slices or reshapes of them (a
/// scanned model's layer, taken from its stacked weights): they too are
/// gathered where used, not where taken.
fn with_views(mut stored: FxHashSet<Key>, operations: &[OperationRef]) -> FxHashSet<Key> {
    for operation in operations {
        let is_view = matches!(
            operation_name(*operation),
            "tensor.extract_slice"
                | "tensor.collapse_shape"
                | "tensor.expand_shape"
                | "tensor.cast"
        );
        if is_view
            && operation
                .operand(0)
                .is_ok_and(|source| stored.contains(&key(source)))
        {
            stored.extend(operation.results().map(|r| key(r.into())));
        }
    }
    stored
}
