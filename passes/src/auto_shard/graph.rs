//! The strategy graph of a function: per op (and tensor argument) its
//! candidate strategies with their compute time and memory, per value
//! flowing between two of them the resharding time of every strategy pair
//! (the planner's cost), as the ILP takes it.
//!
//! An op's strategies are the splits its rule allows (each mesh axis
//! splits one parallel or known-reduction factor that it divides, or
//! none; reshapes and casts included); an argument's are its shardings
//! without `Partial` (only the user's, when given). Free ops
//! (`tensor.empty`, constants, fills) are no node: they are built in
//! whatever sharding their users need. Each node is one [`GraphNode`];
//! [`builder`](super::builder) builds them.
//!
//! Reads: the function (through the builder). Writes: nothing in the IR.

use melior::ir::{
    BlockLike, BlockRef, Location, OperationRef, TypeLike, Value, ValueLike,
    operation::OperationLike,
};
use rustc_hash::FxHashMap;
use spmd_dialect::ShardingAttribute;
use spmd_dialect::{
    Mesh, Placement, ReduceOp, Role, Sharding,
    access::{FunctionShardings, op_sharding_attributes},
    ir::operation_name,
    types::{element_bytes, static_tensor},
};
use std::hash::{DefaultHasher, Hash, Hasher};

use super::{
    builder::{Builder, ReshardCosts},
    ilp::Problem,
    model::MeshModel,
    trial::StagePlan,
};
use crate::{
    pass::{Failure, Key},
    shared::step::is_made_from_nothing,
};

/// One way to run a node.
#[derive(Clone, Debug)]
pub struct Strategy {
    /// The sharding of each result (an argument's: its own).
    pub results: Vec<Sharding>,
    /// The sharding each operand must come in (`None`: not a tensor the
    /// graph tracks).
    pub operands: Vec<Option<Sharding>>,
    /// Seconds of the node's own work: computing, and the halo exchange
    /// of a pad split on a windowed dim.
    pub compute: f64,
    /// Bytes per device of the node's values.
    pub memory: f64,
}

impl Strategy {
    /// A strategy whose costs [`Builder::add_node`] fills in.
    pub fn new(results: Vec<Sharding>, operands: Vec<Option<Sharding>>) -> Self {
        Strategy {
            results,
            operands,
            compute: 0.0,
            memory: 0.0,
        }
    }
}

/// What a node is.
#[derive(Clone, Copy, Debug)]
pub enum Site<'c, 'a> {
    Argument(usize),
    Operation(OperationRef<'c, 'a>),
    /// The `index`th value an `scf.for` carries: its initial value's
    /// reshard, its body's block argument and the loop's result (one
    /// sharding for all), and what the body yields resharded to it.
    Carried {
        operation: OperationRef<'c, 'a>,
        index: usize,
    },
}

impl<'c, 'a> Site<'c, 'a> {
    /// The values the node reads: an op's operands and captured tensors,
    /// a carried value's initial value.
    pub fn reads(&self) -> Vec<Value<'c, 'a>> {
        match *self {
            Site::Argument(_) => Vec::new(),
            Site::Operation(operation) => spmd_dialect::ir::inputs(operation),
            Site::Carried { operation, index } => {
                operation.operand(3 + index).into_iter().collect()
            }
        }
    }

    /// The op a node stands for, if any.
    pub fn operation(&self) -> Option<OperationRef<'c, 'a>> {
        match *self {
            Site::Argument(_) => None,
            Site::Operation(operation) | Site::Carried { operation, .. } => Some(operation),
        }
    }
}

/// One node of the graph: an op or a tensor argument.
pub struct GraphNode<'c, 'a> {
    pub site: Site<'c, 'a>,
    pub strategies: Vec<Strategy>,
    /// The last node that reads its values (the node count when the
    /// function returns one), so that they are live from the node to there.
    pub last_use: usize,
    /// A hash of what it is (op name, or argument and role, and types),
    /// telling apart nodes that must not be tied.
    pub label: u64,
    /// How many times it runs per step (1 outside loops).
    pub repeats: usize,
}

pub struct Graph<'c, 'a> {
    pub nodes: Vec<GraphNode<'c, 'a>>,
    /// The ILP: per node its strategies' costs, per edge the resharding
    /// costs of every strategy pair.
    pub problem: Problem,
    /// Per edge of the problem: the value it carries.
    pub flows: Vec<Flow<'c, 'a>>,
    /// The function's results that a node produces.
    pub returns: Vec<Returned<'c, 'a>>,
    /// Shape and element size of every tracked tensor.
    pub tensors: FxHashMap<Key, Tensor>,
}

/// The cost of a reshard the planner has no plan for: large enough that the
/// ILP avoids it, finite so that its tolerances stay meaningful.
pub(super) const UNPLANNABLE_SECONDS: f64 = 1e3;

/// A user's sharding must be on the mesh being planned for.
pub(super) fn on_mesh<'c>(
    sharding: &Sharding,
    mesh: &Mesh,
    at: Location<'c>,
) -> Result<(), Failure<'c>> {
    if sharding.mesh == mesh.name {
        return Ok(());
    }
    Err((
        at,
        format!(
            "{sharding} is on mesh @{}, but spmd-auto-shard plans for mesh {mesh}",
            sharding.mesh
        ),
    ))
}

/// What a node is, hashed: its op's name (or argument and role) and the
/// types it reads and writes (by their uniqued storage: equal types are
/// one pointer in their context, so a label only ever compares within a
/// run).
pub(super) fn label(site: Site, operands: &[Value], results: &[Value], role: Option<Role>) -> u64 {
    let mut hasher = DefaultHasher::new();
    match site {
        Site::Operation(operation) => operation_name(operation).hash(&mut hasher),
        Site::Carried { operation, index } => (operation_name(operation), index).hash(&mut hasher),
        Site::Argument(_) => ("argument", role.map(Role::keyword)).hash(&mut hasher),
    }
    for value in operands.iter().chain(results) {
        (value.r#type().to_raw().ptr as usize).hash(&mut hasher);
    }
    hasher.finish()
}

/// A function result produced by a node: returned as the user's result
/// sharding if given, else, for the update of a param or state, in its
/// argument's sharding (a steady step), else as produced (reduced if
/// `Partial`).
#[derive(Clone, Debug)]
pub struct Returned<'c, 'a> {
    pub position: usize,
    pub node: usize,
    pub result: usize,
    pub value: Value<'c, 'a>,
    pub given: Option<Sharding>,
    /// The node of the argument this result updates, whose sharding it
    /// is returned in.
    pub updates: Option<usize>,
}

impl Returned<'_, '_> {
    /// The result's sharding when the node produces `produced` under
    /// `choice` (each node's chosen strategy).
    pub fn sharding(&self, produced: &Sharding, graph: &Graph, choice: &[usize]) -> Sharding {
        if let Some(given) = &self.given {
            return given.clone();
        }
        match self.updates {
            Some(argument) => graph.nodes[argument].strategies[choice[argument]].results[0].clone(),
            None => produced.without_partial(),
        }
    }
}

/// The value an edge carries: the producer's result `result`, read as
/// operand `position` of the consumer.
#[derive(Clone, Copy, Debug)]
pub struct Flow<'c, 'a> {
    pub value: Value<'c, 'a>,
    pub result: usize,
    pub position: usize,
}

/// The result shardings `operation` records (`spmd.shardings`, as
/// `spmd-propagate` writes them).
pub fn recorded_shardings(operation: OperationRef) -> Option<Vec<Sharding>> {
    op_sharding_attributes(operation)
        .ok()
        .flatten()?
        .into_iter()
        .map(|a| Sharding::from_attribute(a).ok())
        .collect()
}

impl<'c, 'a> Graph<'c, 'a> {
    /// The strategy of `node` that gives `shardings` (an op's results, a
    /// loop's carried values, an argument's one), if it has one.
    pub fn strategy_giving(&self, node: usize, mut shardings: Vec<Sharding>) -> Option<usize> {
        let node = &self.nodes[node];
        if let Site::Carried { index, .. } = node.site {
            shardings = vec![shardings.get(index)?.clone()];
        }
        node.strategies.iter().position(|s| s.results == shardings)
    }

    /// Restricts every op to the strategy giving the result shardings the
    /// IR records; returns how many ops had none of their strategies
    /// recorded (they stay free).
    pub fn follow_recorded(&mut self) -> usize {
        let recorded: Vec<Option<usize>> = (0..self.nodes.len())
            .map(|node| {
                let shardings = recorded_shardings(self.nodes[node].site.operation()?)?;
                self.strategy_giving(node, shardings)
            })
            .collect();
        let operations = self
            .nodes
            .iter()
            .filter(|node| node.site.operation().is_some())
            .count();
        let free = operations - recorded.iter().flatten().count();
        self.restrict(&recorded);
        free
    }

    /// Leaves each node with a `Some(strategy)` only that strategy.
    fn restrict(&mut self, kept: &[Option<usize>]) {
        for (node, &strategy) in kept.iter().enumerate() {
            let Some(strategy) = strategy else { continue };
            let strategies = &mut self.nodes[node].strategies;
            *strategies = vec![strategies[strategy].clone()];
        }
        restrict_problem(&mut self.problem, kept);
    }

    /// The ILP with each node with a `Some(strategy)` left only that
    /// strategy (the graph itself unchanged).
    pub fn restricted_problem(&self, kept: &[Option<usize>]) -> Problem {
        let mut problem = self.problem.clone();
        restrict_problem(&mut problem, kept);
        problem
    }
}

/// Leaves each node of `problem` with a `Some(strategy)` only that
/// strategy's costs.
fn restrict_problem(problem: &mut Problem, kept: &[Option<usize>]) {
    let keep = |values: &mut Vec<f64>, strategy: usize| *values = vec![values[strategy]];
    for (node, &strategy) in kept.iter().enumerate() {
        if let Some(strategy) = strategy {
            keep(&mut problem.nodes[node].costs, strategy);
        }
    }
    for edge in &mut problem.edges {
        if let Some(strategy) = kept[edge.from] {
            edge.costs = vec![edge.costs[strategy].clone()];
        }
        if let Some(strategy) = kept[edge.to] {
            edge.costs.iter_mut().for_each(|row| keep(row, strategy));
        }
    }
}

pub struct Tensor {
    pub shape: Vec<usize>,
    pub element_bytes: usize,
}

impl Tensor {
    /// The cheapest redistribution of this tensor from `from` to `to` on
    /// `mesh` under `model`, if there is one.
    pub fn reshard_plan(
        &self,
        from: &Sharding,
        to: &Sharding,
        mesh: &Mesh,
        model: &MeshModel,
    ) -> Option<spmd_dialect::redistribution::Plan> {
        spmd_dialect::redistribution::plan(
            &self.shape,
            self.element_bytes,
            &mesh.shape,
            from,
            to,
            &model.comm,
        )
    }
}

/// Builds the strategy graph of `body` on `mesh` under `model`; arguments
/// the IR gives a sharding keep it. Reshards are costed through `costs`.
pub fn build<'c, 'a>(
    function: OperationRef<'c, 'a>,
    body: BlockRef<'c, 'a>,
    mesh: &Mesh,
    model: &MeshModel,
    roles: &[Option<Role>],
    stages: Option<&StagePlan>,
    costs: &mut ReshardCosts,
) -> Result<Graph<'c, 'a>, Failure<'c>> {
    let mut builder = Builder {
        mesh,
        model,
        stages,
        producers: FxHashMap::default(),
        tensors: FxHashMap::default(),
        costs,
        repeats: 1,
        updates: Vec::new(),
        graph: Graph {
            nodes: Vec::new(),
            problem: Problem::default(),
            flows: Vec::new(),
            returns: Vec::new(),
            tensors: FxHashMap::default(),
        },
    };
    let shardings = FunctionShardings::read(function)?;
    let given_results: Vec<Option<Sharding>> = shardings
        .results
        .iter()
        .map(|written| written.as_ref().map(|w| w.sharding.clone()))
        .collect();
    for sharding in given_results.iter().flatten() {
        on_mesh(sharding, mesh, function.location())?;
    }
    for index in 0..body.argument_count() {
        let argument: Value = body.argument(index).expect("index").into();
        let Some((shape, element)) = static_tensor(argument.r#type()) else {
            continue;
        };
        let given = shardings.arguments[index]
            .as_ref()
            .map(|w| w.sharding.clone());
        if let Some(sharding) = &given {
            on_mesh(sharding, mesh, argument.location())?;
        }
        let candidates = match given {
            Some(sharding) => vec![sharding],
            None => builder.even_shardings(&shape),
        };
        let strategies = candidates
            .into_iter()
            .map(|sharding| Strategy::new(vec![sharding], Vec::new()))
            .collect();
        builder.track(argument, shape, element_bytes(element));
        let role = roles.get(index).copied().flatten();
        builder.add_node(Site::Argument(index), strategies, &[argument], role);
    }
    // Steady steps: each update of a param or state is returned in its
    // argument's sharding.
    let argument_nodes: FxHashMap<usize, usize> = builder
        .graph
        .nodes
        .iter()
        .enumerate()
        .filter_map(|(node, n)| match n.site {
            Site::Argument(index) => Some((index, node)),
            _ => None,
        })
        .collect();
    builder.updates = crate::shared::step::updates_of_stored(function, roles)
        .into_iter()
        .filter_map(|(result, argument)| Some((result, *argument_nodes.get(&argument)?)))
        .collect();
    walk(&mut builder, body, &shardings, &given_results)?;
    builder.graph.tensors = builder.tensors;
    Ok(builder.graph)
}

/// Adds the nodes of `block`'s ops in order; a loop's carried values, then
/// its body's ops (once, whatever the trip count: their costs scaled by
/// it), then what the body yields back into the carried values.
fn walk<'c, 'a>(
    builder: &mut Builder<'c, 'a, '_>,
    block: BlockRef<'c, 'a>,
    shardings: &FunctionShardings<'c>,
    given_results: &[Option<Sharding>],
) -> Result<(), Failure<'c>> {
    let mesh = builder.mesh;
    for operation in spmd_dialect::ir::block_operations(&block) {
        let name = operation_name(operation);
        if name == "func.return" {
            builder.returned(operation, given_results);
            let end = builder.graph.nodes.len();
            for returned in &builder.graph.returns {
                builder.graph.nodes[returned.node].last_use = end;
            }
            continue;
        }
        if name == "scf.yield" {
            continue;
        }
        let results: Vec<Value> = operation.results().map(Into::into).collect();
        if results.iter().all(|r| static_tensor(r.r#type()).is_none()) {
            continue;
        }
        for result in &results {
            if let Some((shape, element)) = static_tensor(result.r#type()) {
                builder.track(*result, shape, element_bytes(element));
            }
        }
        if name == "scf.for" {
            walk_loop(builder, operation, shardings, given_results)?;
            continue;
        }
        if results.iter().any(|r| is_made_from_nothing(*r)) {
            continue;
        }
        let strategies = builder.strategies_of(operation, name, shardings)?;
        if strategies.is_empty() {
            return Err((
                operation.location(),
                format!("'{name}' has no strategy on mesh {mesh}"),
            ));
        }
        builder.add_node(Site::Operation(operation), strategies, &results, None);
    }
    Ok(())
}

/// `shardings`, and each with any of its replicated axes `Partial(sum)`
/// instead: how a loop may carry what it accumulates from zero (micro-
/// batches' gradients summed on each rank, reduced once after the loop).
fn with_partial_sums(shardings: Vec<Sharding>) -> Vec<Sharding> {
    let mut all = Vec::new();
    for sharding in shardings {
        let replicated: Vec<usize> = (0..sharding.placements.len())
            .filter(|&axis| sharding.placements[axis] == Placement::Replicate)
            .collect();
        for subset in 0..1usize << replicated.len() {
            let mut variant = sharding.clone();
            for (bit, &axis) in replicated.iter().enumerate() {
                if subset & (1 << bit) != 0 {
                    variant.placements[axis] = Placement::Partial(ReduceOp::Sum);
                }
            }
            all.push(variant);
        }
    }
    all
}

/// An `scf.for`: a node per carried value (every even sharding of it, and
/// partial sums of one that starts at zero),
/// the body's nodes (built once) with costs and incoming reshards charged
/// once per iteration, and an edge from each
/// yielded value's producer back to its carried value (a reshard per
/// iteration). Values the body reads from before the loop live to its end.
fn walk_loop<'c, 'a>(
    builder: &mut Builder<'c, 'a, '_>,
    operation: OperationRef<'c, 'a>,
    shardings: &FunctionShardings<'c>,
    given_results: &[Option<Sharding>],
) -> Result<(), Failure<'c>> {
    let at = operation.location();
    let (Some(body), Some(trips)) = (
        spmd_dialect::ir::first_block(operation),
        spmd_dialect::ir::trip_count(operation),
    ) else {
        return Err((
            at,
            "spmd-auto-shard needs an 'scf.for' with constant bounds and a body".to_owned(),
        ));
    };
    let carried = spmd_dialect::ir::loop_carried(operation);
    let first_carried = builder.graph.nodes.len();
    for (index, [_, argument, _, result]) in carried.iter().enumerate() {
        let Some((shape, element)) = static_tensor(result.r#type()) else {
            return Err((at, "spmd-auto-shard needs loop-carried tensors".to_owned()));
        };
        builder.track(*argument, shape.clone(), element_bytes(element));
        let mut shardings = builder.even_shardings(&shape);
        if crate::training::batch_dims::is_zero(carried[index][0]) {
            shardings = with_partial_sums(shardings);
        }
        let strategies = shardings
            .into_iter()
            .map(|sharding| Strategy::new(vec![sharding.clone()], vec![Some(sharding)]))
            .collect();
        let site = Site::Carried { operation, index };
        builder.add_node(site, strategies, &[*argument], None);
        builder.produced_also(*result, builder.graph.nodes.len() - 1);
    }
    let outer = builder.repeats;
    builder.repeats = outer * trips;
    let walked = walk(builder, body, shardings, given_results);
    for (index, [_, _, yielded, _]) in carried.iter().enumerate() {
        builder.carry_back(*yielded, first_carried + index);
    }
    builder.repeats = outer;
    walked?;
    let end = builder.graph.nodes.len();
    for node in &mut builder.graph.nodes[..end] {
        if node.last_use >= first_carried {
            node.last_use = node.last_use.max(end.saturating_sub(1));
        }
    }
    Ok(())
}
