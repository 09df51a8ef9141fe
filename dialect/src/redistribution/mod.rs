//! Redistribution planning: the cheapest sequence of collectives that turns
//! a tensor's sharding into another.
//!
//! States are placement vectors; a step changes the placement of one mesh
//! axis and is one collective (or one local op). The planner searches the
//! whole graph of states reachable for the tensor (Dijkstra, via petgraph's
//! A* with a zero heuristic), with step costs from the alpha-beta model in
//! [`CommModel`] applied to the local (padded) sizes before and after. So
//! `P -> S` is one reduce-scatter, `S(i) -> S(j)` on one axis one all-to-all,
//! and mis-aligned repeated shardings go through the cheapest intermediate.
//!
//! A step is only allowed where its result is again a valid DTensor layout:
//! a dim split over several axes is split in mesh-axis order, so only the
//! minor-most axis splitting a dim may gather it or all-to-all it away, and a
//! new split of a dim becomes its minor-most one. A value Partial on several
//! axes is the reduction of the inner (higher) axes first, so an axis is only
//! reduced early where the reductions commute (sum with avg, max with max).

mod cost;
mod greedy;

pub use cost::{AxisLink, CommModel};
pub use greedy::greedy_steps;

use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::HashMap;

use crate::{Placement, ReduceOp, Sharding, layout::padded_length};

/// One change of one mesh axis's placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// `S(dim) -> R`: all-gather over the axis.
    AllGather { axis: usize, dim: usize },
    /// `P(op) -> R`: all-reduce over the axis.
    AllReduce { axis: usize, op: ReduceOp },
    /// `P(op) -> S(dim)`: reduce-scatter over the axis.
    ReduceScatter {
        axis: usize,
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
    pub fn axis(self) -> usize {
        match self {
            Step::AllGather { axis, .. }
            | Step::AllReduce { axis, .. }
            | Step::ReduceScatter { axis, .. }
            | Step::AllToAll { axis, .. }
            | Step::Slice { axis, .. }
            | Step::ToPartial { axis, .. }
            | Step::Rescale { axis, .. } => axis,
        }
    }

    /// The placement the axis has after the step.
    pub fn target(self) -> Placement {
        match self {
            Step::AllGather { .. } | Step::AllReduce { .. } => Placement::Replicate,
            Step::ReduceScatter { dim, .. } | Step::Slice { dim, .. } => Placement::Shard(dim),
            Step::AllToAll { to, .. } => Placement::Shard(to),
            Step::ToPartial { op, .. } | Step::Rescale { to: op, .. } => Placement::Partial(op),
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

/// The step from `from` to `to` on `axis` of `state`, if it is one step and
/// leaves a valid layout.
pub fn step_between(state: &[Placement], axis: usize, to: Placement) -> Option<Step> {
    let from = state[axis];
    let minor_most = |dim: usize| !state[axis + 1..].contains(&Placement::Shard(dim));
    // A Partial value is reduced inner (higher) axes first; reducing this
    // axis now is only the same if every inner Partial commutes with it.
    let reducible = |op: ReduceOp| {
        state[axis + 1..].iter().all(|inner| match inner {
            Placement::Partial(inner) => commute(op, *inner),
            _ => true,
        })
    };
    match (from, to) {
        (Placement::Partial(op), Placement::Replicate | Placement::Shard(_)) if !reducible(op) => {
            None
        }
        (Placement::Shard(dim), Placement::Replicate) if minor_most(dim) => {
            Some(Step::AllGather { axis, dim })
        }
        (Placement::Partial(op), Placement::Replicate) => Some(Step::AllReduce { axis, op }),
        (Placement::Partial(op), Placement::Shard(dim)) if minor_most(dim) => {
            Some(Step::ReduceScatter { axis, op, dim })
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
    nodes: HashMap<Vec<Placement>, NodeIndex>,
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
        let nodes: HashMap<Vec<Placement>, NodeIndex> = states
            .iter()
            .map(|state| (state.clone(), graph.add_node(state.clone())))
            .collect();
        for state in &states {
            for axis in 0..mesh_shape.len() {
                for &choice in &choices {
                    let Some(step) = step_between(state, axis, choice) else {
                        continue;
                    };
                    let mut next = state.clone();
                    next[axis] = choice;
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

/// The cheapest plan for one redistribution (builds a [`Planner`]).
pub fn plan(
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
    let axis = step.axis();
    let k = mesh_shape[axis];
    match step {
        Step::AllGather { .. } => model.all_gather(axis, k, bytes_before),
        Step::AllReduce { .. } => model.all_reduce(axis, k, bytes_before),
        Step::ReduceScatter { .. } => model.reduce_scatter(axis, k, bytes_before),
        Step::AllToAll { .. } => model.all_to_all(axis, k, bytes_before),
        Step::Slice { .. } => model.local(bytes_after),
        Step::ToPartial { .. } | Step::Rescale { .. } => model.local(bytes_before),
    }
}

#[cfg(test)]
mod tests;
