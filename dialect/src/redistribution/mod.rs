//! Redistribution planning: the cheapest sequence of collectives that turns
//! a tensor's sharding into another.
//!
//! States are placement vectors; a step changes the placement of one mesh
//! axis, or of a group of axes at once with one collective over all the
//! devices they connect (`P,P -> R,R` is one all-reduce over both axes, as
//! NCCL and XLA do it, not one per axis). The planner searches the whole
//! graph of states reachable for the tensor (Dijkstra, via petgraph's A*
//! with a zero heuristic), with step costs from the alpha-beta model in
//! [`CommModel`] applied to the local (padded) sizes before and after. So
//! `P -> S` is one reduce-scatter, `S(i) -> S(j)` on one axis one all-to-all,
//! and mis-aligned repeated shardings go through the cheapest intermediate.
//!
//! A step is only allowed where its result is again a valid DTensor layout:
//! a dim split over several axes is split in mesh-axis order, so only the
//! minor-most axis splitting a dim may gather it or all-to-all it away, and a
//! new split of a dim becomes its minor-most one. A group step gathers or
//! scatters the minor-most axes of a dim together, and only where their
//! pieces are even (no padding inside the group's concatenation). A value
//! Partial on several axes is the reduction of the inner (higher) axes
//! first, so an axis is only reduced early where the reductions commute
//! (sum with avg, max with max).

mod axes;
mod cost;
mod greedy;

pub use axes::Axes;
pub use cost::{AxisLink, CommModel, LAUNCH_S};
pub use greedy::greedy_steps;

use petgraph::graph::{DiGraph, NodeIndex};
use rustc_hash::FxHashMap;

use crate::{Placement, ReduceOp, Sharding, layout::padded_length};

/// One change of the placement of one mesh axis, or (for the collectives
/// that reduce or gather) of a group of axes at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// `S(dim) -> R` on every axis of `axes`: one all-gather over them.
    AllGather { axes: Axes, dim: usize },
    /// `P(op) -> R` on every axis of `axes`: one all-reduce over them.
    AllReduce { axes: Axes, op: ReduceOp },
    /// `P(op) -> S(dim)` on every axis of `axes`: one reduce-scatter over
    /// them.
    ReduceScatter {
        axes: Axes,
        op: ReduceOp,
        dim: usize,
    },
    /// `S(from) -> S(to)`: all-to-all over the axis.
    AllToAll { axis: usize, from: usize, to: usize },
    /// `R -> S(dim)`: keep this device's chunk (local).
    Slice { axis: usize, dim: usize },
    /// `R -> P(op)`: local; for `sum` non-lead devices hold zeros, for the
    /// idempotent reductions every device keeps the value.
    ToPartial { axis: usize, op: ReduceOp },
    /// `P(sum) <-> P(avg)`: local scaling by the axis size.
    Rescale {
        axis: usize,
        from: ReduceOp,
        to: ReduceOp,
    },
}

impl Step {
    /// The mesh axes the step changes.
    pub fn axes(self) -> Axes {
        match self {
            Step::AllGather { axes, .. }
            | Step::AllReduce { axes, .. }
            | Step::ReduceScatter { axes, .. } => axes,
            Step::AllToAll { axis, .. }
            | Step::Slice { axis, .. }
            | Step::ToPartial { axis, .. }
            | Step::Rescale { axis, .. } => Axes::single(axis),
        }
    }

    /// The placement every changed axis has after the step.
    pub fn target(self) -> Placement {
        match self {
            Step::AllGather { .. } | Step::AllReduce { .. } => Placement::Replicate,
            Step::ReduceScatter { dim, .. } | Step::Slice { dim, .. } => Placement::Shard(dim),
            Step::AllToAll { to, .. } => Placement::Shard(to),
            Step::ToPartial { op, .. } | Step::Rescale { to: op, .. } => Placement::Partial(op),
        }
    }

    /// Sets the changed axes of `placements` to the step's target.
    pub fn apply(self, placements: &mut [Placement]) {
        for axis in self.axes().iter() {
            placements[axis] = self.target();
        }
    }

    /// Whether the step moves data between devices.
    pub fn is_collective(self) -> bool {
        matches!(
            self,
            Step::AllGather { .. }
                | Step::AllReduce { .. }
                | Step::ReduceScatter { .. }
                | Step::AllToAll { .. }
        )
    }
}

/// Whether `axis` may be reduced now: a Partial value is reduced inner
/// (higher) axes first, so reducing this axis early is only the same if
/// every inner Partial commutes with it.
fn reducible(state: &[Placement], axis: usize, op: ReduceOp) -> bool {
    state[axis + 1..].iter().all(|inner| match inner {
        Placement::Partial(inner) => commute(op, *inner),
        _ => true,
    })
}

/// The step from `from` to `to` on `axis` of `state`, if it is one step and
/// leaves a valid layout.
pub fn step_between(state: &[Placement], axis: usize, to: Placement) -> Option<Step> {
    let from = state[axis];
    let minor_most = |dim: usize| !state[axis + 1..].contains(&Placement::Shard(dim));
    let axes = Axes::single(axis);
    match (from, to) {
        (Placement::Partial(op), Placement::Replicate | Placement::Shard(_))
            if !reducible(state, axis, op) =>
        {
            None
        }
        (Placement::Shard(dim), Placement::Replicate) if minor_most(dim) => {
            Some(Step::AllGather { axes, dim })
        }
        (Placement::Partial(op), Placement::Replicate) => Some(Step::AllReduce { axes, op }),
        (Placement::Partial(op), Placement::Shard(dim)) if minor_most(dim) => {
            Some(Step::ReduceScatter { axes, op, dim })
        }
        (Placement::Shard(from), Placement::Shard(to))
            if from != to && minor_most(from) && minor_most(to) =>
        {
            Some(Step::AllToAll { axis, from, to })
        }
        (Placement::Replicate, Placement::Shard(dim)) if minor_most(dim) => {
            Some(Step::Slice { axis, dim })
        }
        (Placement::Replicate, Placement::Partial(op)) => Some(Step::ToPartial { axis, op }),
        (
            Placement::Partial(from @ (ReduceOp::Sum | ReduceOp::Avg)),
            Placement::Partial(to @ (ReduceOp::Sum | ReduceOp::Avg)),
        ) if from != to => Some(Step::Rescale { axis, from, to }),
        _ => None,
    }
}

/// The one collective that sets every axis of `axes` (two or more) of
/// `state` to `to`, for a tensor of `global_shape` on `mesh_shape`, if
/// there is one: an all-reduce of the same Partial on every axis, an
/// all-gather of a dim's minor-most axes, or a reduce-scatter into a new
/// minor-most split; gathers and scatters only where the group's pieces
/// are even.
pub fn group_step(
    state: &[Placement],
    axes: Axes,
    to: Placement,
    global_shape: &[usize],
    mesh_shape: &[usize],
) -> Option<Step> {
    let first = state[axes.first()];
    if axes.len() < 2 || axes.iter().any(|axis| state[axis] != first) {
        return None;
    }
    let pieces = axes.size(mesh_shape);
    // The padded length of `dim` split by the axes of `state` outside the group.
    let length_outside = |dim: usize| {
        let splits: Vec<usize> = (0..state.len())
            .filter(|&axis| !axes.contains(axis) && state[axis] == Placement::Shard(dim))
            .map(|axis| mesh_shape[axis])
            .collect();
        padded_length(global_shape[dim], &splits)
    };
    // No axis after the group's first one, outside it, splits `dim`.
    let group_is_minor_most = |dim: usize| {
        (axes.first()..state.len())
            .all(|axis| axes.contains(axis) || state[axis] != Placement::Shard(dim))
    };
    let even = |dim: usize| length_outside(dim).is_multiple_of(pieces);
    match (first, to) {
        (Placement::Partial(op), _) if !axes.iter().all(|axis| reducible(state, axis, op)) => None,
        (Placement::Partial(op), Placement::Replicate) => Some(Step::AllReduce { axes, op }),
        (Placement::Partial(op), Placement::Shard(dim))
            if group_is_minor_most(dim) && even(dim) =>
        {
            Some(Step::ReduceScatter { axes, op, dim })
        }
        (Placement::Shard(dim), Placement::Replicate) if group_is_minor_most(dim) && even(dim) => {
            Some(Step::AllGather { axes, dim })
        }
        _ => None,
    }
}

/// Whether reducing over two axes with `a` and `b` gives the same in either order.
pub fn commute(a: ReduceOp, b: ReduceOp) -> bool {
    let linear = |op| matches!(op, ReduceOp::Sum | ReduceOp::Avg);
    a == b || (linear(a) && linear(b))
}

/// A planned redistribution.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    pub steps: Vec<Step>,
    /// Estimated seconds of each step.
    pub step_costs: Vec<f64>,
    /// Estimated seconds, by the planner's model.
    pub cost: f64,
}

/// Plans redistributions of one tensor (shape and element size) on one mesh.
pub struct Planner {
    mesh_shape: Vec<usize>,
    graph: DiGraph<Vec<Placement>, (Step, f64)>,
    nodes: FxHashMap<Vec<Placement>, NodeIndex>,
}

impl Planner {
    /// Builds the state graph of every sharding of a tensor of `global_shape`
    /// (elements of `element_bytes`) on `mesh_shape` whose Partial
    /// placements use `reductions`.
    pub fn new(
        global_shape: &[usize],
        element_bytes: usize,
        mesh_shape: &[usize],
        reductions: &[ReduceOp],
        model: &CommModel,
    ) -> Self {
        let choices = placement_choices(global_shape.len(), reductions);
        let states = all_placements(mesh_shape.len(), global_shape.len(), reductions);
        let mut graph = DiGraph::new();
        let nodes: FxHashMap<Vec<Placement>, NodeIndex> = states
            .iter()
            .map(|state| (state.clone(), graph.add_node(state.clone())))
            .collect();
        let groups = Axes::groups(mesh_shape.len());
        for state in &states {
            for &axes in &groups {
                for &choice in &choices {
                    let step = if axes.len() == 1 {
                        step_between(state, axes.first(), choice)
                    } else {
                        group_step(state, axes, choice, global_shape, mesh_shape)
                    };
                    let Some(step) = step else {
                        continue;
                    };
                    let mut next = state.clone();
                    step.apply(&mut next);
                    let cost = step_cost(
                        step,
                        state,
                        &next,
                        global_shape,
                        element_bytes,
                        mesh_shape,
                        model,
                    );
                    graph.add_edge(nodes[state], nodes[&next], (step, cost));
                }
            }
        }
        Planner {
            mesh_shape: mesh_shape.to_vec(),
            graph,
            nodes,
        }
    }

    /// The cheapest plan from `from` to `to`, or `None` if either uses a
    /// placement the planner was not built for.
    pub fn plan(&self, from: &Sharding, to: &Sharding) -> Option<Plan> {
        let (&start, &goal) = (
            self.nodes.get(&from.placements)?,
            self.nodes.get(&to.placements)?,
        );
        let (cost, path) = petgraph::algo::astar(
            &self.graph,
            start,
            |node| node == goal,
            |edge| edge.weight().1,
            |_| 0.0,
        )?;
        let (steps, step_costs) = path
            .windows(2)
            .map(|pair| {
                self.graph
                    .edges_connecting(pair[0], pair[1])
                    .map(|edge| *edge.weight())
                    .min_by(|a, b| a.1.total_cmp(&b.1))
                    .expect("consecutive path nodes are connected")
            })
            .unzip();
        Some(Plan {
            steps,
            step_costs,
            cost,
        })
    }

    /// The cost of `steps` applied from `from`, or `None` if one of them is
    /// not a valid step where it is applied.
    pub fn cost_of(&self, from: &Sharding, steps: &[Step]) -> Option<f64> {
        let mut node = *self.nodes.get(&from.placements)?;
        let mut total = 0.0;
        for &step in steps {
            let edge = self
                .graph
                .edges(node)
                .find(|edge| edge.weight().0 == step)?;
            total += edge.weight().1;
            node = petgraph::visit::EdgeRef::target(&edge);
        }
        Some(total)
    }

    pub fn mesh_shape(&self) -> &[usize] {
        &self.mesh_shape
    }
}

/// The placements one mesh axis can have for a tensor of `rank` whose
/// Partial placements use `reductions`.
fn placement_choices(rank: usize, reductions: &[ReduceOp]) -> Vec<Placement> {
    std::iter::once(Placement::Replicate)
        .chain((0..rank).map(Placement::Shard))
        .chain(reductions.iter().copied().map(Placement::Partial))
        .collect()
}

/// Every placement vector on a mesh of `mesh_axes` axes for a tensor of
/// `rank` whose Partial placements use `reductions`.
pub fn all_placements(
    mesh_axes: usize,
    rank: usize,
    reductions: &[ReduceOp],
) -> Vec<Vec<Placement>> {
    let choices = placement_choices(rank, reductions);
    let mut all = vec![Vec::new()];
    for _axis in 0..mesh_axes {
        all = all
            .into_iter()
            .flat_map(|prefix: Vec<Placement>| {
                choices
                    .iter()
                    .map(move |&choice| [prefix.as_slice(), &[choice]].concat())
            })
            .collect();
    }
    all
}

/// Everything one redistribution's plan depends on (the model by its
/// numbers' bits).
#[derive(PartialEq, Eq, Hash)]
struct PlanKey {
    global_shape: Vec<usize>,
    element_bytes: usize,
    mesh_shape: Vec<usize>,
    from: Vec<Placement>,
    to: Vec<Placement>,
    model: Vec<u64>,
}

/// Plans made on this thread, by what they depend on: a step's layers
/// redistribute the same shapes the same ways, and building the state
/// graph was a third of partitioning a 64-layer step. Emptied when full.
const REMEMBERED_PLANS: usize = 1 << 14;

thread_local! {
    static PLANS: std::cell::RefCell<FxHashMap<PlanKey, Option<Plan>>> =
        std::cell::RefCell::new(FxHashMap::default());
}

/// The cheapest plan for one redistribution (builds a [`Planner`], or
/// returns the plan made before for the same inputs).
pub fn plan(
    global_shape: &[usize],
    element_bytes: usize,
    mesh_shape: &[usize],
    from: &Sharding,
    to: &Sharding,
    model: &CommModel,
) -> Option<Plan> {
    let key = PlanKey {
        global_shape: global_shape.to_vec(),
        element_bytes,
        mesh_shape: mesh_shape.to_vec(),
        from: from.placements.clone(),
        to: to.placements.clone(),
        model: model.fingerprint(),
    };
    if let Some(known) = PLANS.with(|plans| plans.borrow().get(&key).cloned()) {
        return known;
    }
    let planned = plan_anew(global_shape, element_bytes, mesh_shape, from, to, model);
    PLANS.with(|plans| {
        let mut plans = plans.borrow_mut();
        if plans.len() >= REMEMBERED_PLANS {
            plans.clear();
        }
        plans.insert(key, planned.clone());
    });
    planned
}

fn plan_anew(
    global_shape: &[usize],
    element_bytes: usize,
    mesh_shape: &[usize],
    from: &Sharding,
    to: &Sharding,
    model: &CommModel,
) -> Option<Plan> {
    let mut reductions: Vec<ReduceOp> = [from, to]
        .iter()
        .flat_map(|sharding| crate::layout::partial_axes(sharding))
        .map(|(_, op)| op)
        .collect();
    reductions.sort();
    reductions.dedup();
    Planner::new(global_shape, element_bytes, mesh_shape, &reductions, model).plan(from, to)
}

/// Bytes held per device in `state`.
fn local_bytes(
    global_shape: &[usize],
    element_bytes: usize,
    mesh_shape: &[usize],
    state: &[Placement],
) -> f64 {
    let elements: usize = (0..global_shape.len())
        .map(|dim| {
            let splits: Vec<usize> = (0..state.len())
                .filter(|&axis| state[axis] == Placement::Shard(dim))
                .map(|axis| mesh_shape[axis])
                .collect();
            padded_length(global_shape[dim], &splits)
        })
        .product();
    (elements * element_bytes) as f64
}

fn step_cost(
    step: Step,
    before: &[Placement],
    after: &[Placement],
    global_shape: &[usize],
    element_bytes: usize,
    mesh_shape: &[usize],
    model: &CommModel,
) -> f64 {
    let bytes_before = local_bytes(global_shape, element_bytes, mesh_shape, before);
    let bytes_after = local_bytes(global_shape, element_bytes, mesh_shape, after);
    let axes = step.axes();
    match step {
        Step::AllGather { .. } => model.all_gather(axes, mesh_shape, bytes_before),
        Step::AllReduce { .. } => model.all_reduce(axes, mesh_shape, bytes_before),
        Step::ReduceScatter { .. } => model.reduce_scatter(axes, mesh_shape, bytes_before),
        Step::AllToAll { .. } => model.all_to_all(axes, mesh_shape, bytes_before),
        Step::Slice { .. } => model.local(bytes_after),
        Step::ToPartial { .. } | Step::Rescale { .. } => model.local(bytes_before),
    }
}

#[cfg(test)]
mod tests;
