//! The strategy graph of a function: per op (and tensor argument) its
//! candidate strategies with their compute time and memory, per value
//! flowing between two of them the resharding time of every strategy pair
//! (the planner's cost), as the ILP takes it.
//!
//! An op's strategies are the splits its factors allow (each mesh axis
//! splits one parallel or known-reduction factor that it divides, or
//! none); a reshape's or cast's are the result shardings it can carry
//! through; an argument's are its shardings without `Partial` (only the
//! user's, when given). `tensor.empty`, constants and fills of a constant
//! are no node: they are built in whatever sharding their users need.

use melior::ir::{
    BlockLike, BlockRef, Location, OperationRef, Value, ValueLike, attribute::ArrayAttribute,
    operation::OperationLike,
};
use spmd_dialect::ShardingAttribute;
use spmd_dialect::{
    ANNOTATE_OP, ANNOTATE_SHARDING_ATTR, Mesh, Placement, RESULT_SHARDINGS_ATTR, Role,
    SHARDING_ATTR, Sharding, SignatureSide,
    ir::operation_name,
    layout::local_shape,
    redistribution::{all_placements, plan},
    rules::{Rule, Slot, rule},
    signature_attributes,
    types::{element_bytes, static_tensor},
};
use std::{
    collections::HashMap,
    hash::{DefaultHasher, Hash, Hasher},
};

use super::{
    ilp::{Edge, Node, Problem},
    model::MeshModel,
};
use crate::{
    pass::{Failure, Key, key},
    training::is_made_from_nothing,
};

/// One way to run a node.
#[derive(Clone, Debug)]
pub struct Strategy {
    /// The sharding of each result (an argument's: its own).
    pub results: Vec<Sharding>,
    /// The sharding each operand must come in (`None`: not a tensor the
    /// graph tracks).
    pub operands: Vec<Option<Sharding>>,
}

/// What a node is.
#[derive(Clone, Copy, Debug)]
pub enum Site<'c, 'a> {
    Argument(usize),
    Operation(OperationRef<'c, 'a>),
}

pub struct Graph<'c, 'a> {
    pub sites: Vec<Site<'c, 'a>>,
    pub strategies: Vec<Vec<Strategy>>,
    pub problem: Problem,
    /// Per node and strategy: the compute part of the node's cost.
    pub compute: Vec<Vec<f64>>,
    /// Per node and strategy: bytes per device of the node's values.
    pub memory: Vec<Vec<f64>>,
    /// Per node: the last node that reads its values (the node count when
    /// the function returns one), so that they are live from the node to
    /// there.
    pub last_use: Vec<usize>,
    /// Per edge of the problem: the value it carries.
    pub flows: Vec<Flow<'c, 'a>>,
    /// The function's results that a node produces.
    pub returns: Vec<Returned<'c, 'a>>,
    /// Shape and element size of every tracked tensor.
    pub tensors: HashMap<Key, Tensor>,
    /// Per node: a hash of what it is (op name, or argument and role, and
    /// types), telling apart nodes that must not be tied.
    pub labels: Vec<u64>,
}

/// The cost of a reshard the planner has no plan for: large enough that the
/// ILP avoids it, finite so that its tolerances stay meaningful.
const UNPLANNABLE_SECONDS: f64 = 1e3;

/// A user's sharding must be on the mesh being planned for.
fn on_mesh<'c>(sharding: &Sharding, mesh: &Mesh, at: Location<'c>) -> Result<(), Failure<'c>> {
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
/// types it reads and writes.
fn label(site: Site, operands: &[Value], results: &[Value], role: Option<Role>) -> u64 {
    let mut hasher = DefaultHasher::new();
    match site {
        Site::Operation(operation) => operation_name(operation).hash(&mut hasher),
        Site::Argument(_) => ("argument", role.map(Role::keyword)).hash(&mut hasher),
    }
    for value in operands.iter().chain(results) {
        value.r#type().to_string().hash(&mut hasher);
    }
    hasher.finish()
}

/// A function result produced by a node: returned as the user's result
/// sharding if given, else as produced (reduced if `Partial`).
#[derive(Clone, Debug)]
pub struct Returned<'c, 'a> {
    pub position: usize,
    pub node: usize,
    pub result: usize,
    pub value: Value<'c, 'a>,
    pub given: Option<Sharding>,
}

impl Returned<'_, '_> {
    /// The result's sharding when the node produces `produced`.
    pub fn sharding(&self, produced: &Sharding) -> Sharding {
        self.given
            .clone()
            .unwrap_or_else(|| produced.without_partial())
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

impl Graph<'_, '_> {
    /// Restricts every op to the strategy giving the result shardings the
    /// IR records (`spmd.shardings`, as `spmd-propagate` writes them);
    /// returns how many ops had none of their strategies recorded (they
    /// stay free).
    pub fn follow_recorded(&mut self) -> usize {
        let recorded: Vec<Option<usize>> = (0..self.sites.len())
            .map(|node| {
                let Site::Operation(operation) = self.sites[node] else {
                    return None;
                };
                let shardings = operation
                    .attribute(RESULT_SHARDINGS_ATTR)
                    .ok()
                    .and_then(|a| ArrayAttribute::try_from(a).ok())
                    .and_then(|array| {
                        (0..array.len())
                            .map(|i| Sharding::from_attribute(array.element(i).ok()?).ok())
                            .collect::<Option<Vec<_>>>()
                    })?;
                self.strategies[node]
                    .iter()
                    .position(|s| s.results == shardings)
            })
            .collect();
        let operations = self
            .sites
            .iter()
            .filter(|site| matches!(site, Site::Operation(_)))
            .count();
        let free = operations - recorded.iter().flatten().count();
        self.restrict(&recorded);
        free
    }

    /// Leaves each node with a `Some(strategy)` only that strategy.
    fn restrict(&mut self, kept: &[Option<usize>]) {
        let keep = |values: &mut Vec<f64>, strategy: usize| *values = vec![values[strategy]];
        for (node, &strategy) in kept.iter().enumerate() {
            let Some(strategy) = strategy else { continue };
            self.strategies[node] = vec![self.strategies[node][strategy].clone()];
            keep(&mut self.compute[node], strategy);
            keep(&mut self.problem.nodes[node].costs, strategy);
            keep(&mut self.memory[node], strategy);
        }
        for edge in &mut self.problem.edges {
            if let Some(strategy) = kept[edge.from] {
                edge.costs = vec![edge.costs[strategy].clone()];
            }
            if let Some(strategy) = kept[edge.to] {
                edge.costs.iter_mut().for_each(|row| keep(row, strategy));
            }
        }
    }
}

pub struct Tensor {
    pub shape: Vec<usize>,
    pub element_bytes: usize,
}

/// Builds the strategy graph of `body` on `mesh` under `model`; arguments
/// the IR gives a sharding keep it.
pub fn build<'c, 'a>(
    function: OperationRef<'c, 'a>,
    body: BlockRef<'c, 'a>,
    mesh: &Mesh,
    model: &MeshModel,
    roles: &[Option<Role>],
) -> Result<Graph<'c, 'a>, Failure<'c>> {
    let mut builder = Builder {
        mesh,
        model,
        producers: HashMap::new(),
        tensors: HashMap::new(),
        cost_cache: HashMap::new(),
        graph: Graph {
            sites: Vec::new(),
            strategies: Vec::new(),
            problem: Problem::default(),
            compute: Vec::new(),
            memory: Vec::new(),
            last_use: Vec::new(),
            flows: Vec::new(),
            returns: Vec::new(),
            tensors: HashMap::new(),
            labels: Vec::new(),
        },
    };
    let given_results = signature_attributes(function, SignatureSide::Result)
        .iter()
        .map(|d| {
            d.element_by_name(SHARDING_ATTR)
                .map(Sharding::from_attribute)
                .transpose()
                .map_err(|e| (function.location(), format!("a result's sharding: {e}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    for sharding in given_results.iter().flatten() {
        on_mesh(sharding, mesh, function.location())?;
    }
    let attributes = signature_attributes(function, SignatureSide::Argument);
    for index in 0..body.argument_count() {
        let argument: Value = body.argument(index).expect("index").into();
        let Some((shape, element)) = static_tensor(argument.r#type()) else {
            continue;
        };
        let dictionary = attributes.get(index);
        let given = dictionary
            .and_then(|d| d.element_by_name(SHARDING_ATTR))
            .map(Sharding::from_attribute)
            .transpose()
            .map_err(|e| (argument.location(), e.to_string()))?;
        if let Some(sharding) = &given {
            on_mesh(sharding, mesh, argument.location())?;
        }
        let candidates = match given {
            Some(sharding) => vec![sharding],
            None => builder.even_shardings(&shape),
        };
        let strategies = candidates
            .into_iter()
            .map(|sharding| Strategy {
                results: vec![sharding],
                operands: Vec::new(),
            })
            .collect();
        builder.track(argument, shape, element_bytes(element));
        let role = roles.get(index).copied().flatten();
        builder.add_node(Site::Argument(index), strategies, &[argument], role);
    }
    let mut next = body.first_operation();
    while let Some(operation) = next {
        next = operation.next_in_block();
        let name = operation_name(operation);
        if name == "func.return" {
            builder.returned(operation, &given_results);
            let end = builder.graph.sites.len();
            for returned in &builder.graph.returns {
                builder.graph.last_use[returned.node] = end;
            }
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
        if results.iter().any(|r| is_made_from_nothing(*r)) {
            continue;
        }
        let strategies = builder.strategies_of(operation, &name)?;
        if strategies.is_empty() {
            return Err((
                operation.location(),
                format!("'{name}' has no strategy on mesh {mesh}"),
            ));
        }
        builder.add_node(Site::Operation(operation), strategies, &results, None);
    }
    builder.graph.tensors = builder.tensors;
    Ok(builder.graph)
}

/// Global shape, element bytes, source and target placements.
type ReshardKey = (Vec<usize>, usize, Vec<Placement>, Vec<Placement>);

struct Builder<'c, 'a, 'm> {
    mesh: &'m Mesh,
    model: &'m MeshModel,
    /// Value -> (node, result index).
    producers: HashMap<Key, (usize, usize)>,
    tensors: HashMap<Key, Tensor>,
    cost_cache: HashMap<ReshardKey, f64>,
    graph: Graph<'c, 'a>,
}

impl<'c, 'a> Builder<'c, 'a, '_> {
    fn track(&mut self, value: Value, shape: Vec<usize>, element_bytes: usize) {
        self.tensors.insert(
            key(value),
            Tensor {
                shape,
                element_bytes,
            },
        );
    }

    fn sharding(&self, placements: Vec<Placement>) -> Sharding {
        Sharding::new(self.mesh.name.clone(), placements)
    }

    /// Every sharding of a tensor of `shape` without `Partial` whose
    /// split dims divide evenly.
    fn even_shardings(&self, shape: &[usize]) -> Vec<Sharding> {
        all_placements(self.mesh.shape.len(), shape.len(), &[])
            .into_iter()
            .map(|p| self.sharding(p))
            .filter(|s| !spmd_dialect::layout::is_uneven(shape, s, &self.mesh.shape))
            .collect()
    }

    fn bytes(&self, value: Key, sharding: &Sharding) -> f64 {
        let tensor = &self.tensors[&value];
        let elements: usize = local_shape(&tensor.shape, sharding, &self.mesh.shape)
            .iter()
            .product();
        (elements * tensor.element_bytes) as f64
    }

    /// Seconds to reshard `value` from `from` to `to`.
    fn reshard_cost(&mut self, value: Key, from: &Sharding, to: &Sharding) -> f64 {
        if from == to {
            return 0.0;
        }
        let tensor = &self.tensors[&value];
        let cache_key = (
            tensor.shape.clone(),
            tensor.element_bytes,
            from.placements.clone(),
            to.placements.clone(),
        );
        if let Some(&cost) = self.cost_cache.get(&cache_key) {
            return cost;
        }
        let cost = plan(
            &tensor.shape,
            tensor.element_bytes,
            &self.mesh.shape,
            from,
            to,
            &self.model.comm,
        )
        .map_or(UNPLANNABLE_SECONDS, |p| p.cost);
        self.cost_cache.insert(cache_key, cost);
        cost
    }

    /// Adds a node and the edges from its operands' producers.
    fn add_node(
        &mut self,
        site: Site<'c, 'a>,
        strategies: Vec<Strategy>,
        results: &[Value<'c, 'a>],
        role: Option<Role>,
    ) {
        let index = self.graph.strategies.len();
        let operands: Vec<Value> = match site {
            Site::Operation(operation) => operation.operands().collect(),
            Site::Argument(_) => Vec::new(),
        };
        let memory: Vec<f64> = strategies
            .iter()
            .map(|s| {
                results
                    .iter()
                    .zip(&s.results)
                    .filter(|(r, _)| self.tensors.contains_key(&key(**r)))
                    .map(|(r, sharding)| self.bytes(key(*r), sharding))
                    .sum()
            })
            .collect();
        let costs: Vec<f64> = match site {
            Site::Operation(operation) => strategies
                .iter()
                .map(|s| self.compute_cost(operation, s))
                .collect(),
            Site::Argument(_) => vec![0.0; strategies.len()],
        };
        for (position, operand) in operands.iter().enumerate() {
            let Some(&(producer, result)) = self.producers.get(&key(*operand)) else {
                continue;
            };
            let producer_strategies = self.graph.strategies[producer].clone();
            let costs: Vec<Vec<f64>> = producer_strategies
                .iter()
                .map(|from| {
                    strategies
                        .iter()
                        .map(|to| match &to.operands.get(position).cloned().flatten() {
                            Some(required) => {
                                self.reshard_cost(key(*operand), &from.results[result], required)
                            }
                            None => 0.0,
                        })
                        .collect()
                })
                .collect();
            self.graph.problem.edges.push(Edge {
                from: producer,
                to: index,
                costs,
            });
            self.graph.last_use[producer] = index;
            self.graph.flows.push(Flow {
                value: *operand,
                result,
                position,
            });
        }
        for (position, result) in results.iter().enumerate() {
            self.producers.insert(key(*result), (index, position));
        }
        self.graph
            .labels
            .push(label(site, &operands, results, role));
        self.graph.compute.push(costs.clone());
        self.graph.problem.nodes.push(Node { costs });
        self.graph.memory.push(memory);
        self.graph.last_use.push(index);
        self.graph.sites.push(site);
        self.graph.strategies.push(strategies);
    }

    /// A returned value is reduced: its producer pays for any `Partial`.
    fn returned(&mut self, terminator: OperationRef<'c, 'a>, given: &[Option<Sharding>]) {
        for (position, value) in terminator.operands().enumerate() {
            let Some(&(node, result)) = self.producers.get(&key(value)) else {
                continue;
            };
            let returned = Returned {
                position,
                node,
                result,
                value,
                given: given.get(position).cloned().flatten(),
            };
            for (strategy, cost) in self.graph.strategies[node].clone().iter().zip(0..) {
                let produced = &strategy.results[result];
                let extra = self.reshard_cost(key(value), produced, &returned.sharding(produced));
                self.graph.problem.nodes[node].costs[cost] += extra;
            }
            self.graph.returns.push(returned);
        }
    }

    /// Roofline time of one strategy of `operation`: its FLOPs divided by
    /// the devices splitting its factors, its bytes by the local pieces.
    fn compute_cost(&self, operation: OperationRef, strategy: &Strategy) -> f64 {
        let result_bytes: f64 = operation
            .results()
            .zip(&strategy.results)
            .filter(|(r, _)| self.tensors.contains_key(&key((*r).into())))
            .map(|(r, s)| self.bytes(key(r.into()), s))
            .sum();
        let operand_bytes: f64 = operation
            .operands()
            .zip(&strategy.operands)
            .filter_map(|(v, s)| Some(self.bytes(key(v), s.as_ref()?)))
            .sum();
        let flops = rule(operation).map_or(0.0, |rule| {
            let split = strategy
                .results
                .first()
                .map(|first| rule.split_of(Slot::Result(0), &first.placements))
                .unwrap_or_default();
            rule.flops(&split, &self.mesh.shape)
        });
        self.model
            .compute_seconds(flops, result_bytes + operand_bytes)
    }

    fn strategies_of(
        &mut self,
        operation: OperationRef<'c, 'a>,
        name: &str,
    ) -> Result<Vec<Strategy>, Failure<'c>> {
        let at = operation.location();
        if name == ANNOTATE_OP {
            let sharding = operation
                .attribute(ANNOTATE_SHARDING_ATTR)
                .ok()
                .map(Sharding::from_attribute)
                .transpose()
                .map_err(|e| (at, e.to_string()))?
                .ok_or((at, "annotation without sharding".to_owned()))?;
            on_mesh(&sharding, self.mesh, at)?;
            return Ok(vec![Strategy {
                results: vec![sharding.clone()],
                operands: vec![Some(sharding)],
            }]);
        }
        let rule = rule(operation).map_err(|e| (at, e.to_string()))?;
        if rule.is_free() {
            return Ok(Vec::new());
        }
        Ok(self.even_strategies(operation, &rule))
    }

    /// Every split of `rule` over the mesh axes that divides evenly, as
    /// the shardings it reads and writes.
    fn even_strategies(&self, operation: OperationRef, rule: &Rule) -> Vec<Strategy> {
        let mesh = &self.mesh.shape;
        let tracked: Vec<bool> = operation
            .operands()
            .map(|v| self.tensors.contains_key(&key(v)))
            .collect();
        rule.even_splits(mesh)
            .into_iter()
            .filter_map(|split| {
                let results = (0..operation.result_count())
                    .map(|i| {
                        rule.placements(Slot::Result(i), &split, mesh)
                            .map(|p| self.sharding(p))
                    })
                    .collect::<Option<Vec<_>>>()?;
                let operands = (0..tracked.len())
                    .map(|i| {
                        if !tracked[i] {
                            return Some(None);
                        }
                        rule.placements(Slot::Operand(i), &split, mesh)
                            .map(|p| Some(self.sharding(p)))
                    })
                    .collect::<Option<Vec<_>>>()?;
                // Partition reads the split back from the first result.
                let first = results.first()?;
                let read_back = rule.split_of(Slot::Result(0), &first.placements);
                (read_back == split).then_some(Strategy { results, operands })
            })
            .collect()
    }
}
