//! Building the strategy graph: each node's strategies (an op's even
//! splits by its rule, an annotation's one, an argument's shardings) with
//! their compute time and memory, and each edge's resharding costs by the
//! planner.
//!
//! Reads: the function's ops, rules and given shardings. Writes: nothing
//! in the IR.

use melior::ir::{OperationRef, Value, ValueLike, operation::OperationLike, r#type::TypeLike};
use rustc_hash::FxHashMap;
use spmd_dialect::{
    ANNOTATE_OP, Mesh, Placement, Role, Sharding,
    access::FunctionShardings,
    ir::{inputs, operation_name},
    layout::local_shape,
    redistribution::all_placements,
    rules::{HaloSplit, Rule, Slot, rule},
    types::{element_bytes, static_tensor},
};

use super::{
    graph::{
        Flow, Graph, GraphNode, Returned, Site, Strategy, Tensor, UNPLANNABLE_SECONDS, label,
        on_mesh,
    },
    ilp::{Edge, Node},
    model::MeshModel,
    trial::StagePlan,
};
use crate::pass::{Failure, Key, key};

/// The ids of a tensor type (global shape and element bytes) and of the
/// source and target shardings: a reshard's cost depends on nothing else.
type ReshardKey = (u32, u32, u32);

/// Small integer ids for values met again and again (shardings, tensor
/// types), so that the reshard cost cache is keyed by three integers
/// instead of cloned vectors hashed once per cell of every edge.
pub(super) struct Interner<T: std::hash::Hash + Eq>(FxHashMap<T, u32>);

impl<T: std::hash::Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Interner(FxHashMap::default())
    }
}

impl<T: std::hash::Hash + Eq + Clone> Interner<T> {
    fn id(&mut self, value: &T) -> u32 {
        if let Some(&id) = self.0.get(value) {
            return id;
        }
        let id = self.0.len() as u32;
        self.0.insert(value.clone(), id);
        id
    }
}

/// Reshard costs already planned, kept across the strategy graphs of one
/// pass (the function's, each baseline's and each trial's): the same
/// tensor types and shardings recur in all of them.
#[derive(Default)]
pub struct ReshardCosts {
    cache: FxHashMap<ReshardKey, f64>,
    sharding_ids: Interner<Sharding>,
    type_ids: Interner<(Vec<usize>, usize)>,
}

impl ReshardCosts {
    fn type_id(&mut self, tensor: &Tensor) -> u32 {
        self.type_ids
            .id(&(tensor.shape.clone(), tensor.element_bytes))
    }

    /// Seconds to reshard `tensor` from each of `sources` to each of
    /// `targets`.
    fn table(
        &mut self,
        tensor: &Tensor,
        sources: &[Sharding],
        targets: &[Sharding],
        mesh: &Mesh,
        model: &MeshModel,
    ) -> Vec<Vec<f64>> {
        let type_id = self.type_id(tensor);
        let target_ids: Vec<u32> = targets.iter().map(|t| self.sharding_ids.id(t)).collect();
        sources
            .iter()
            .map(|from| {
                let from_id = self.sharding_ids.id(from);
                targets
                    .iter()
                    .zip(&target_ids)
                    .map(|(to, &to_id)| {
                        if from_id == to_id {
                            return 0.0;
                        }
                        *self
                            .cache
                            .entry((type_id, from_id, to_id))
                            .or_insert_with(|| {
                                tensor
                                    .reshard_plan(from, to, mesh, model)
                                    .map_or(UNPLANNABLE_SECONDS, |p| p.cost)
                            })
                    })
                    .collect()
            })
            .collect()
    }
}

/// The distinct entries of `shardings` (each cloned once) and, per entry,
/// its index among them (`None` stays `None`: nothing required).
fn distinct<'s>(
    shardings: impl Iterator<Item = Option<&'s Sharding>>,
) -> (Vec<Sharding>, Vec<Option<usize>>) {
    let mut found: Vec<Sharding> = Vec::new();
    let indices = shardings
        .map(|sharding| {
            sharding.map(|sharding| {
                found.iter().position(|s| s == sharding).unwrap_or_else(|| {
                    found.push(sharding.clone());
                    found.len() - 1
                })
            })
        })
        .collect();
    (found, indices)
}

pub(super) struct Builder<'c, 'a, 'm> {
    pub(super) mesh: &'m Mesh,
    pub(super) model: &'m MeshModel,
    /// Where pipeline stages are tried: the axis no strategy may split
    /// or leave partial over, and the stacked values none may split on
    /// their layer dim.
    pub(super) stages: Option<&'m StagePlan>,
    /// Value -> (node, result index).
    pub(super) producers: FxHashMap<Key, (usize, usize)>,
    pub(super) tensors: FxHashMap<Key, Tensor>,
    pub(super) costs: &'m mut ReshardCosts,
    pub(super) graph: Graph<'c, 'a>,
    /// How many times the nodes being added run per step (the product of
    /// the trip counts of the loops around them).
    pub(super) repeats: usize,
    /// Per result that updates a param or state: the argument's node.
    pub(super) updates: Vec<(usize, usize)>,
}

impl<'c, 'a> Builder<'c, 'a, '_> {
    pub(super) fn track(&mut self, value: Value, shape: Vec<usize>, element_bytes: usize) {
        self.tensors.insert(
            key(value),
            Tensor {
                shape,
                element_bytes,
            },
        );
    }

    pub(super) fn sharding(&self, placements: Vec<Placement>) -> Sharding {
        Sharding::new(self.mesh.name.clone(), placements)
    }

    /// Every sharding of a tensor of `shape` without `Partial` whose
    /// split dims divide evenly.
    pub(super) fn even_shardings(&self, shape: &[usize]) -> Vec<Sharding> {
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
        let table = self.costs.table(
            &self.tensors[&value],
            std::slice::from_ref(from),
            std::slice::from_ref(to),
            self.mesh,
            self.model,
        );
        table[0][0]
    }

    /// The distinct shardings of result `result` over node `node`'s
    /// strategies, and which one each strategy gives (see [`distinct`]).
    fn produced(&self, node: usize, result: usize) -> (Vec<Sharding>, Vec<Option<usize>>) {
        distinct(
            self.graph.nodes[node]
                .strategies
                .iter()
                .map(|s| Some(&s.results[result])),
        )
    }

    /// An edge's cost matrix for `value`: per source strategy, per target
    /// strategy, the reshard from the one's sharding to the other's
    /// requirement (none: free), once per run of the reader. Each distinct
    /// pair is costed once.
    fn edge_costs(
        &mut self,
        value: Key,
        (sources, source_of): (Vec<Sharding>, Vec<Option<usize>>),
        (targets, target_of): (Vec<Sharding>, Vec<Option<usize>>),
    ) -> Vec<Vec<f64>> {
        let repeats = self.repeats as f64;
        let table = self.costs.table(
            &self.tensors[&value],
            &sources,
            &targets,
            self.mesh,
            self.model,
        );
        source_of
            .iter()
            .map(|source| {
                target_of
                    .iter()
                    .map(|target| match (source, target) {
                        (Some(from), Some(to)) => table[*from][*to] * repeats,
                        _ => 0.0,
                    })
                    .collect()
            })
            .collect()
    }

    /// Adds a node and the edges from its operands' producers.
    pub(super) fn add_node(
        &mut self,
        site: Site<'c, 'a>,
        strategies: Vec<Strategy>,
        results: &[Value<'c, 'a>],
        role: Option<Role>,
    ) {
        let index = self.graph.nodes.len();
        // The operands, then the tensors the op's regions capture.
        let operands: Vec<Value> = site.reads();
        let mut strategies = strategies;
        if let Some(stages) = self.stages {
            strategies.retain(|strategy| leaves_stages(strategy, stages, results, &operands));
        }
        // Built once per op: every strategy's compute cost reads it.
        let operation_rule = match site {
            Site::Operation(operation) if !strategies.is_empty() => rule(operation).ok(),
            _ => None,
        };
        for strategy in &mut strategies {
            strategy.memory = results
                .iter()
                .zip(&strategy.results)
                .filter(|(r, _)| self.tensors.contains_key(&key(**r)))
                .map(|(r, sharding)| self.bytes(key(*r), sharding))
                .sum();
            if let Site::Operation(operation) = site {
                strategy.compute = self.compute_cost(operation, operation_rule.as_ref(), strategy)
                    + self.halo_cost(operation, strategy);
            }
        }
        for (position, operand) in operands.iter().enumerate() {
            let Some(&(producer, result)) = self.producers.get(&key(*operand)) else {
                continue;
            };
            let from = self.produced(producer, result);
            let to = distinct(
                strategies
                    .iter()
                    .map(|s| s.operands.get(position).and_then(Option::as_ref)),
            );
            let costs = self.edge_costs(key(*operand), from, to);
            self.graph.problem.edges.push(Edge {
                from: producer,
                to: index,
                costs,
            });
            self.graph.nodes[producer].last_use = index;
            self.graph.flows.push(Flow {
                value: *operand,
                result,
                position,
            });
        }
        for (position, result) in results.iter().enumerate() {
            self.producers.insert(key(*result), (index, position));
        }
        self.graph.problem.nodes.push(Node {
            costs: strategies
                .iter()
                .map(|s| s.compute * self.repeats as f64)
                .collect(),
        });
        self.graph.nodes.push(GraphNode {
            site,
            label: label(site, &operands, results, role),
            strategies,
            last_use: index,
            repeats: self.repeats,
        });
    }

    /// `value` is also node `node`'s (first) result: a loop's result is its
    /// carried value.
    pub(super) fn produced_also(&mut self, value: Value<'c, 'a>, node: usize) {
        self.producers.insert(key(value), (node, 0));
    }

    /// An edge from the producer of `yielded` (in a loop's body) back to
    /// the carried value `carried`: the reshard of what each iteration
    /// yields into the carried sharding.
    pub(super) fn carry_back(&mut self, yielded: Value<'c, 'a>, carried: usize) {
        let Some(&(producer, result)) = self.producers.get(&key(yielded)) else {
            return;
        };
        let from = self.produced(producer, result);
        let to = distinct(
            self.graph.nodes[carried]
                .strategies
                .iter()
                .map(|s| Some(&s.results[0])),
        );
        let costs = self.edge_costs(key(yielded), from, to);
        self.graph.problem.edges.push(Edge {
            from: producer,
            to: carried,
            costs,
        });
        self.graph.flows.push(Flow {
            value: yielded,
            result,
            position: 0,
        });
        self.graph.nodes[producer].last_use = self.graph.nodes.len().saturating_sub(1);
    }

    /// A returned value is reduced: its producer pays for any `Partial`;
    /// the update of a param or state is resharded into its argument's
    /// sharding (an edge to the argument's node).
    pub(super) fn returned(
        &mut self,
        terminator: OperationRef<'c, 'a>,
        given: &[Option<Sharding>],
    ) {
        for (position, value) in terminator.operands().enumerate() {
            let Some(&(node, result)) = self.producers.get(&key(value)) else {
                continue;
            };
            let given = given.get(position).cloned().flatten();
            let updates = self
                .updates
                .iter()
                .find(|(r, _)| *r == position)
                .map(|&(_, argument)| argument)
                .filter(|_| given.is_none());
            match updates {
                // The reshard into the argument's sharding: an edge to it.
                Some(argument) => self.carry_back(value, argument),
                None => {
                    let target = |produced: &Sharding| {
                        given.clone().unwrap_or_else(|| produced.without_partial())
                    };
                    for (strategy, cost) in
                        self.graph.nodes[node].strategies.clone().iter().zip(0..)
                    {
                        let produced = &strategy.results[result];
                        let extra = self.reshard_cost(key(value), produced, &target(produced));
                        self.graph.problem.nodes[node].costs[cost] += extra;
                    }
                }
            }
            self.graph.returns.push(Returned {
                position,
                node,
                result,
                value,
                given,
                updates,
            });
        }
    }

    /// Roofline time of one strategy of `operation`: its FLOPs divided by
    /// the devices splitting its factors, its bytes by the local pieces.
    fn compute_cost(
        &self,
        operation: OperationRef,
        operation_rule: Option<&Rule>,
        strategy: &Strategy,
    ) -> f64 {
        let value_bytes = |value: Value, sharding: Option<&Sharding>| match sharding {
            Some(sharding) if self.tensors.contains_key(&key(value)) => {
                self.bytes(key(value), sharding)
            }
            _ => 0.0,
        };
        let operands = inputs(operation);
        let operand_bytes: Vec<f64> = operands
            .iter()
            .zip(&strategy.operands)
            .map(|(v, s)| value_bytes(*v, s.as_ref()))
            .collect();
        let result_bytes: Vec<f64> = operation
            .results()
            .zip(&strategy.results)
            .map(|(r, s)| value_bytes(r.into(), Some(s)))
            .collect();
        // A slice read through, an insertion written in place (as the
        // lowering runs them): the slice's bytes read and written, not
        // the whole tensor's (a scanned step slices its stacked params
        // and inserts its stacked gradients once per layer).
        let copied = match operation_name(operation) {
            "tensor.extract_slice" => result_bytes.first(),
            "tensor.insert_slice" => operand_bytes.first(),
            _ => None,
        };
        if let Some(slice) = copied {
            return self.model.compute_seconds(0.0, 1.0, 2.0 * slice);
        }
        let flops = operation_rule.map_or(0.0, |rule| {
            let split = strategy
                .results
                .first()
                .map(|first| rule.split_of(Slot::Result(0), &first.placements, &self.mesh.shape))
                .unwrap_or_default();
            rule.flops(&split, &self.mesh.shape)
        });
        let bytes = result_bytes.iter().sum::<f64>() + operand_bytes.iter().sum::<f64>();
        self.model
            .compute_seconds(flops, self.peak_of(operation), bytes)
    }

    /// Seconds of the halo exchange of a pad split on a padded dim that
    /// windows read (a `shard.shift` of its edge rows each way, see
    /// `spmd_dialect::rules::Halo`); 0 for any other op or split.
    fn halo_cost(&self, operation: OperationRef, strategy: &Strategy) -> f64 {
        if operation_name(operation) != "tensor.pad" {
            return 0.0;
        }
        let (Ok(rule), Some(result), Some(Some(source_sharding)), Ok(source)) = (
            rule(operation),
            strategy.results.first(),
            strategy.operands.first(),
            operation.operand(0),
        ) else {
            return 0.0;
        };
        let Some(tensor) = self.tensors.get(&key(source)) else {
            return 0.0;
        };
        let local = local_shape(&tensor.shape, source_sharding, &self.mesh.shape);
        let elements: usize = local.iter().product();
        let split = rule.split_of(Slot::Result(0), &result.placements, &self.mesh.shape);
        // The pad's source and result dims are the same.
        rule.halo_splits(&split, Slot::Result(0))
            .into_iter()
            .map(
                |HaloSplit {
                     dim, axis, halo, ..
                 }| {
                    let row_bytes = elements / local[dim].max(1) * tensor.element_bytes;
                    [halo.low, halo.high]
                        .into_iter()
                        .filter(|&rows| rows > 0)
                        .map(|rows| self.model.comm.shift(axis, (rows * row_bytes) as f64))
                        .sum::<f64>()
                },
            )
            .sum()
    }

    /// The peak FLOP/s `operation` runs at: by the element type it reads
    /// first (a contraction's inputs), else the one it writes.
    fn peak_of(&self, operation: OperationRef) -> f64 {
        inputs(operation)
            .into_iter()
            .chain(operation.results().map(Value::from))
            .find_map(|value| static_tensor(value.r#type()))
            .map_or(self.model.flops.f32, |(_, element)| {
                self.model.peak(element_bytes(element), element.is_float())
            })
    }

    /// The strategies of `operation`: an annotation's one, or every even
    /// split of its rule (none for a free op).
    pub(super) fn strategies_of(
        &mut self,
        operation: OperationRef<'c, 'a>,
        name: &str,
        shardings: &FunctionShardings,
    ) -> Result<Vec<Strategy>, Failure<'c>> {
        let at = operation.location();
        if name == ANNOTATE_OP {
            let sharding = shardings
                .of_op(operation)
                .and_then(|s| s.first().cloned())
                .ok_or((at, "annotation without sharding".to_owned()))?;
            on_mesh(&sharding, self.mesh, at)?;
            return Ok(vec![Strategy::new(
                vec![sharding.clone()],
                vec![Some(sharding)],
            )]);
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
        let tracked: Vec<bool> = inputs(operation)
            .into_iter()
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
                // Partition reads the split back from the first result
                // (and, for a Partial of one of several reductions, from
                // the operands).
                let first = results.first()?;
                let operand = |i: usize| {
                    let sharding: &Option<Sharding> = operands.get(i)?;
                    sharding.as_ref().map(|s| s.placements.clone())
                };
                let read_back = rule.exact_split(&first.placements, operand, mesh);
                (read_back == split).then_some(Strategy::new(results, operands))
            })
            .collect()
    }
}

/// Whether `strategy` leaves pipeline stages their own: nothing split or
/// partial over their axis, no stacked value (of `results`, `operands`)
/// split on its layer dim (dim 0).
fn leaves_stages(
    strategy: &Strategy,
    stages: &StagePlan,
    results: &[Value],
    operands: &[Value],
) -> bool {
    let allowed = |value: &Value, sharding: &Sharding| {
        sharding.placements[stages.axis] == Placement::Replicate
            && !(stages.stacked.contains(&key(*value))
                && sharding.placements.contains(&Placement::Shard(0)))
    };
    results
        .iter()
        .zip(&strategy.results)
        .all(|(value, sharding)| allowed(value, sharding))
        && operands
            .iter()
            .zip(&strategy.operands)
            .all(|(value, sharding)| sharding.as_ref().is_none_or(|s| allowed(value, s)))
}
