//! Plans tried on a copy of the function, placed next to it in its module
//! and erased after: a choice's true peak (its shardings written on the
//! copy, partitioned, attention split on the sequence in the form the cost
//! model picks, gathered or a ring (`attention_form`), and
//! buffer-planned as `spmd-lower-to-runtime` would,
//! by `lower::peak`; with `spmd-remat`'s recomputation where nothing fits
//! without it), and a baseline's plan as a choice in the ILP's
//! strategy graph (the ILP's MIP start and floor). The function itself is
//! left as it is.
//!
//! Reads: the function and its module. Writes: nothing that outlives a
//! call.

use super::error::PlanError;
use melior::ir::{BlockLike, operation::OperationLike, operation::OperationRef};
use rustc_hash::{FxHashMap, FxHashSet};
use spmd_dialect::{
    Mesh, Role,
    access::FunctionShardings,
    ir::{erase, operation_name},
    quietly,
};

use mlir_sys::MlirOperation;
use std::{cell::RefCell, collections::BTreeMap};

use super::{
    attention_form::{AttentionForm, KeyBlock},
    baselines::{self, Algo},
    builder::ReshardCosts,
    eliminate,
    graph::{self, Graph, Site, recorded_shardings},
    ilp::SolveOptions,
    memory,
    model::MeshModel,
    record,
    report::Traffic,
    written::{written_collectives, written_contractions},
};
use crate::{
    lower::peak::peak_memory,
    memory::remat::{Recomputed, recompute_to_fit},
    partition::{
        partition_function,
        ring_attention::{ring_attention, ring_blocks},
    },
    pass::{Key, template::clone},
};

/// What a strategy graph is built from, besides the function.
pub struct Planning<'s> {
    pub mesh: &'s Mesh,
    pub model: &'s MeshModel,
    pub roles: &'s [Option<Role>],
    /// Reshard costs shared by every graph built for the pass.
    pub costs: RefCell<ReshardCosts>,
    /// The true peak of each choice measured so far (the memory loop's
    /// last plan is the one the report measures again).
    pub true_peaks: RefCell<FxHashMap<Vec<usize>, Result<usize, PlanError>>>,
    /// The attention forms measured for each choice whose attention the
    /// ring pass could make a ring.
    pub attention_forms: RefCell<FxHashMap<Vec<usize>, AttentionForm>>,
    /// The keys a ring scores at a time.
    pub key_block: KeyBlock,
    /// Where pipeline stages are tried: their axis, which every strategy
    /// leaves replicated, and the stacked values, whose layer dim none
    /// splits.
    pub stages: Option<StagePlan>,
}

/// What a plan for pipeline stages may not split (see [`Planning`]).
pub struct StagePlan {
    pub axis: usize,
    pub stacked: FxHashSet<Key>,
}

impl Planning<'_> {
    /// The strategy graph of `function`, its memory as the buffer plan
    /// keeps values.
    pub fn graph<'c, 'a>(
        &self,
        function: OperationRef<'c, 'a>,
    ) -> Result<Graph<'c, 'a>, crate::pass::Failure<'c>> {
        let body = spmd_dialect::ir::first_block(function)
            .ok_or((function.location(), "no body".to_owned()))?;
        let mut graph = graph::build(
            function,
            body,
            self.mesh,
            self.model,
            self.roles,
            self.stages.as_ref(),
            &mut self.costs.borrow_mut(),
        )?;
        // Only the stages' restriction can leave a node no strategy: a
        // sharding given on their axis, or a split of the layer dim.
        if let Some(stages) = &self.stages
            && let Some(node) = graph.nodes.iter().find(|n| n.strategies.is_empty())
        {
            let at = node
                .site
                .operation()
                .map_or(function.location(), |op| op.location());
            return Err((
                at,
                format!(
                    "no sharding of this value leaves mesh axis {} to pipeline stages (a sharding given on it, or on the layer dim)",
                    self.mesh.axis_label(stages.axis)
                ),
            ));
        }
        memory::follow_buffer_plan(&mut graph, body);
        Ok(graph)
    }
}

/// A copy of a function right after it in its block, erased when dropped.
pub(super) struct FunctionCopy<'c, 'a> {
    pub(super) operation: OperationRef<'c, 'a>,
}

impl<'c, 'a> FunctionCopy<'c, 'a> {
    pub(super) fn of(function: OperationRef<'c, 'a>) -> Result<Self, PlanError> {
        let block = function
            .block()
            .ok_or(PlanError::Internal("a function outside a module"))?;
        let operation = block.insert_operation_after(function, clone(function));
        Ok(FunctionCopy { operation })
    }
}

impl Drop for FunctionCopy<'_, '_> {
    fn drop(&mut self) {
        erase(self.operation);
    }
}

/// The bytes per device `function` partitioned under `choice` needs: its
/// buffer plan's arena, else (a program the lowering cannot plan, such as
/// named linalg ops left ungeneralized) the model's peak.
pub fn peak(function: OperationRef, planning: &Planning, graph: &Graph, choice: &[usize]) -> f64 {
    true_peak(function, planning, graph, choice)
        .map_or_else(|_| memory::peak(graph, choice).1, |bytes| bytes as f64)
}

/// The bytes per device of the arena the buffer plan of `function`
/// partitioned under `choice` (a strategy per node of `graph`, the
/// function's own graph) needs: the choice written onto a copy, op for
/// op, and the copy partitioned and planned. Measured once per choice.
pub(super) fn true_peak(
    function: OperationRef,
    planning: &Planning,
    graph: &Graph,
    choice: &[usize],
) -> Result<usize, PlanError> {
    if let Some(known) = planning.true_peaks.borrow().get(choice) {
        return known.clone();
    }
    let measured = quietly(|| measure_true_peak(function, planning, graph, choice));
    planning
        .true_peaks
        .borrow_mut()
        .insert(choice.to_vec(), measured.clone());
    measured
}

fn measure_true_peak(
    function: OperationRef,
    planning: &Planning,
    graph: &Graph,
    choice: &[usize],
) -> Result<usize, PlanError> {
    let copy = partitioned_copy(function, planning, graph, choice)?;
    let (peak, form) = measure_forms(copy.operation, planning)?;
    if let Some(form) = form {
        planning
            .attention_forms
            .borrow_mut()
            .insert(choice.to_vec(), form);
    }
    Ok(peak)
}

/// The peak of a partitioned copy `function` and, where its attention
/// split on the sequence can be a ring, both forms measured and the one
/// the cost model picks (the copy left with rings of the option's tile:
/// another tile moves the same bytes and does the same work, in less
/// memory).
pub(super) fn measure_forms(
    function: OperationRef,
    planning: &Planning,
) -> Result<(usize, Option<AttentionForm>), PlanError> {
    let gathered_peak = peak_memory(function, |_| "value")?.arena_bytes;
    let gathered = written_collectives(function, planning.mesh, planning.model);
    let gathered_work = written_contractions(function, planning.model);
    let tiles = planning.key_block.tiles(&ring_blocks(function));
    // The program before its rings, for rings of tiles.
    let unringed = (!tiles.is_empty())
        .then(|| FunctionCopy::of(function))
        .transpose()?;
    let mut key_block = planning.key_block.first();
    if !made_rings(function, key_block)? {
        return Ok((gathered_peak, None));
    }
    let mut ring_peak = peak_memory(function, |_| "value")?.arena_bytes;
    if ring_peak as f64 > planning.model.memory_bytes
        && let Some(unringed) = &unringed
        && let Some((tile, peak)) = fitting_tile(unringed.operation, planning, tiles)
    {
        (key_block, ring_peak) = (tile, peak);
    }
    let ring = written_collectives(function, planning.mesh, planning.model);
    let ring_work = written_contractions(function, planning.model);
    let mut form = AttentionForm::choose(
        (gathered_peak, &gathered, gathered_work),
        (ring_peak, ring, ring_work),
        planning.model.memory_bytes,
    );
    form.key_block = key_block;
    Ok((form.peak(), Some(form)))
}

/// The keys the rings of the partitioned copy `function` are to score at
/// a time: the option's, or under `auto` whole blocks unless their peak
/// (tried on a copy) is over the limit, then the largest tile that fits.
fn ring_tile(function: OperationRef, planning: &Planning) -> Result<usize, PlanError> {
    let tiles = planning.key_block.tiles(&ring_blocks(function));
    if tiles.is_empty() {
        return Ok(planning.key_block.first());
    }
    if peak_of_rings(function, 0)? as f64 <= planning.model.memory_bytes {
        return Ok(0);
    }
    Ok(fitting_tile(function, planning, tiles).map_or(0, |(tile, _)| tile))
}

/// The largest of `tiles` whose rings keep the partitioned, unringed
/// `function` within the memory limit, and that peak (each tried on a
/// copy; a tile the ring refuses, as long as another dim, passed over).
fn fitting_tile(
    function: OperationRef,
    planning: &Planning,
    tiles: Vec<usize>,
) -> Option<(usize, usize)> {
    tiles.into_iter().find_map(|tile| {
        let peak = peak_of_rings(function, tile).ok()?;
        (peak as f64 <= planning.model.memory_bytes).then_some((tile, peak))
    })
}

/// The buffer plan's peak of a copy of `function` with rings of `tile`.
fn peak_of_rings(function: OperationRef, tile: usize) -> Result<usize, PlanError> {
    let tried = FunctionCopy::of(function)?;
    made_rings(tried.operation, tile)?;
    Ok(peak_memory(tried.operation, |_| "value")?.arena_bytes)
}

/// A plan that fits with its activations recomputed, as its trial found
/// it.
pub(super) struct RecomputedPlan {
    pub recomputed: Recomputed,
    /// The collectives as written where attention became a ring (the
    /// strategy graph counts the gathers the ring replaced).
    pub ring_collectives: Option<BTreeMap<&'static str, Traffic>>,
    /// The keys its rings score at a time (0: whole blocks).
    pub key_block: usize,
}

/// What `spmd-remat` recomputes in `function` partitioned under `choice`
/// (on a copy, as the pipeline's last pass would) to fit the memory limit,
/// and the peak it reaches.
pub(super) fn recomputed(
    function: OperationRef,
    planning: &Planning,
    graph: &Graph,
    choice: &[usize],
) -> Result<RecomputedPlan, PlanError> {
    quietly(|| {
        let copy = partitioned_copy(function, planning, graph, choice)?;
        let key_block = ring_tile(copy.operation, planning)?;
        let ring_collectives = made_rings(copy.operation, key_block)?
            .then(|| written_collectives(copy.operation, planning.mesh, planning.model));
        let recomputed = recompute_to_fit(copy.operation, Some(planning.model.memory_bytes))
            .map_err(|(_, m)| PlanError::Trial(m))?
            .ok_or(PlanError::Internal("a function without a body"))?;
        Ok(RecomputedPlan {
            recomputed,
            ring_collectives,
            key_block,
        })
    })
}

/// A copy of `function` with `choice` written on it op for op, and
/// partitioned.
fn partitioned_copy<'c, 'a>(
    function: OperationRef<'c, 'a>,
    planning: &Planning,
    graph: &Graph,
    choice: &[usize],
) -> Result<FunctionCopy<'c, 'a>, PlanError> {
    let copy = FunctionCopy::of(function)?;
    let counterparts = counterparts(function, copy.operation)?;
    record::write_choice_onto(copy.operation, graph, choice, planning.mesh, |operation| {
        counterparts
            .get(&(operation.to_raw().ptr as usize))
            .copied()
    })?;
    partition_function(copy.operation).map_err(|(_, m)| PlanError::Trial(m))?;
    Ok(copy)
}

/// Makes attention split on the sequence in the partitioned `function` a
/// ring, as the pipeline's `spmd-ring-attention` would: whether it made
/// any (shifts were added).
fn made_rings(function: OperationRef, key_block: usize) -> Result<bool, PlanError> {
    let shifts = |function| {
        spmd_dialect::ir::nested_operations(function)
            .into_iter()
            .filter(|op| operation_name(*op) == "shard.shift")
            .count()
    };
    let before = shifts(function);
    ring_attention(function, key_block).map_err(|(_, m)| PlanError::Trial(m))?;
    Ok(shifts(function) > before)
}

/// Each op of `function` (by address) paired with its counterpart in
/// `copy`, a clone of it: the same ops in the same order.
fn counterparts(
    function: OperationRef,
    copy: OperationRef,
) -> Result<FxHashMap<usize, MlirOperation>, PlanError> {
    let originals = spmd_dialect::ir::nested_operations(function);
    let copies = spmd_dialect::ir::nested_operations(copy);
    if originals.len() != copies.len() {
        return Err(PlanError::Internal("the copy's ops differ"));
    }
    Ok(originals
        .iter()
        .zip(&copies)
        .map(|(original, copied)| (original.to_raw().ptr as usize, copied.to_raw()))
        .collect())
}

/// The plan of baseline `algo` on `function`, as a strategy per node of
/// `graph` (the function's own graph): the baseline's argument shardings
/// written on a copy and propagated there, each node of `graph` held to
/// the shardings of its counterpart on the copy, and the nodes they leave
/// free chosen by the ILP.
pub fn baseline(
    function: OperationRef,
    planning: &Planning,
    algo: Algo,
    graph: &Graph,
    options: SolveOptions,
) -> Result<Vec<usize>, PlanError> {
    quietly(|| {
        let copy = FunctionCopy::of(function)?;
        let body =
            spmd_dialect::ir::first_block(copy.operation).ok_or(PlanError::Internal("no body"))?;
        baselines::apply(algo, copy.operation, body, planning.roles, planning.mesh)
            .map_err(|(_, m)| PlanError::Trial(m))?;
        let counterparts = counterparts(function, copy.operation)?;
        let arguments = FunctionShardings::read(copy.operation)
            .map_err(|(_, m)| PlanError::Trial(m))?
            .arguments;
        let kept = (0..graph.nodes.len())
            .map(|node| {
                let shardings = match graph.nodes[node].site {
                    Site::Argument(index) => arguments
                        .get(index)
                        .and_then(|written| written.as_ref())
                        .map(|written| vec![written.sharding.clone()]),
                    Site::Operation(operation) | Site::Carried { operation, .. } => counterparts
                        .get(&(operation.to_raw().ptr as usize))
                        .and_then(|&copied| {
                            recorded_shardings(unsafe { OperationRef::from_raw(copied) })
                        }),
                };
                match shardings {
                    Some(shardings) => graph
                        .strategy_giving(node, shardings)
                        .map(Some)
                        .ok_or(PlanError::Internal("a sharding the ILP does not consider")),
                    None => Ok(None),
                }
            })
            .collect::<Result<Vec<_>, PlanError>>()?;
        let reduced = eliminate::reduce(&graph.restricted_problem(&kept));
        let solved = reduced
            .problem
            .solve(options, None)?
            .ok_or(PlanError::Limit("its shardings admit no plan".into()))?;
        let choice = reduced.expand(&solved.strategies);
        Ok(choice
            .iter()
            .zip(&kept)
            .map(|(&chosen, kept)| kept.unwrap_or(chosen))
            .collect())
    })
}
