//! Exact elimination of the nodes few others depend on, before the ILP
//! (the min-sum counterpart of Alpa's merging of ops that follow their
//! operand, without its loss): a node with one neighbour folds into it
//! (the neighbour's cost per strategy gains the node's best response), a
//! node with two becomes an edge between them (the best middle strategy per
//! pair), a node with none takes its cheapest strategy. Repeated until
//! every node has three neighbours or more; chains of element-wise ops and
//! dangling values vanish. The eliminated nodes' strategies are recovered
//! from the kept ones' in reverse order.
//!
//! Memory constraints couple the nodes live at a point, so only problems
//! without memory points are reduced.
//!
//! Reads: the ILP problem. Writes: nothing in the IR; the reduced problem
//! and how to recover the eliminated nodes' choice.

use std::collections::{BTreeMap, BTreeSet};

use super::ilp::{Edge, Node, Problem};

/// How an eliminated node's strategy follows from the others'.
enum Elimination {
    /// Its cheapest strategy.
    Alone { node: usize, strategy: usize },
    /// The best strategy for each strategy of `neighbour`.
    Leaf {
        node: usize,
        neighbour: usize,
        best: Vec<usize>,
    },
    /// The best strategy for each pair of strategies of `first` and
    /// `second`.
    Series {
        node: usize,
        first: usize,
        second: usize,
        best: Vec<Vec<usize>>,
    },
}

/// A problem over the nodes that were kept, and how to recover the rest.
pub struct Reduced {
    pub problem: Problem,
    /// The original index of each kept node.
    kept: Vec<usize>,
    eliminations: Vec<Elimination>,
    nodes: usize,
}

impl Reduced {
    /// The kept nodes' strategies in a choice of the original problem's.
    pub fn restrict(&self, choice: &[usize]) -> Vec<usize> {
        self.kept.iter().map(|&node| choice[node]).collect()
    }

    /// The original problem's choice from a choice over the kept nodes.
    pub fn expand(&self, choice: &[usize]) -> Vec<usize> {
        let mut full = vec![0; self.nodes];
        for (&node, &strategy) in self.kept.iter().zip(choice) {
            full[node] = strategy;
        }
        for elimination in self.eliminations.iter().rev() {
            match elimination {
                Elimination::Alone { node, strategy } => full[*node] = *strategy,
                Elimination::Leaf {
                    node,
                    neighbour,
                    best,
                } => full[*node] = best[full[*neighbour]],
                Elimination::Series {
                    node,
                    first,
                    second,
                    best,
                } => full[*node] = best[full[*first]][full[*second]],
            }
        }
        full
    }
}

/// Costs between two nodes, rows the lower-numbered node's strategies.
type Matrix = Vec<Vec<f64>>;

fn transpose(matrix: &Matrix) -> Matrix {
    let columns = matrix.first().map_or(0, Vec::len);
    (0..columns)
        .map(|j| matrix.iter().map(|row| row[j]).collect())
        .collect()
}

/// The index and value of the smallest item.
fn argmin(values: impl Iterator<Item = f64>) -> (usize, f64) {
    values.enumerate().fold(
        (0, f64::INFINITY),
        |best, (i, v)| if v < best.1 { (i, v) } else { best },
    )
}

struct Graph {
    costs: Vec<Vec<f64>>,
    /// Edges keyed by (lower node, higher node).
    edges: BTreeMap<(usize, usize), Matrix>,
    neighbours: Vec<BTreeSet<usize>>,
    constant: f64,
}

impl Graph {
    fn new(problem: &Problem) -> Graph {
        let mut graph = Graph {
            costs: problem.nodes.iter().map(|n| n.costs.clone()).collect(),
            edges: BTreeMap::new(),
            neighbours: vec![BTreeSet::new(); problem.nodes.len()],
            constant: 0.0,
        };
        for edge in &problem.edges {
            graph.add_edge(edge.from, edge.to, edge.costs.clone());
        }
        graph
    }

    /// Adds `matrix` (rows `a`'s strategies) to the edge between a and b.
    fn add_edge(&mut self, a: usize, b: usize, matrix: Matrix) {
        if a == b {
            for (strategy, cost) in self.costs[a].iter_mut().enumerate() {
                *cost += matrix[strategy][strategy];
            }
            return;
        }
        let (key, matrix) = if a < b {
            ((a, b), matrix)
        } else {
            ((b, a), transpose(&matrix))
        };
        self.neighbours[key.0].insert(key.1);
        self.neighbours[key.1].insert(key.0);
        match self.edges.get_mut(&key) {
            Some(sum) => {
                for (row, more) in sum.iter_mut().zip(&matrix) {
                    for (cost, extra) in row.iter_mut().zip(more) {
                        *cost += extra;
                    }
                }
            }
            None => {
                self.edges.insert(key, matrix);
            }
        }
    }

    /// Removes the edge between `node` and `other`, rows `other`'s strategies.
    fn take_edge(&mut self, other: usize, node: usize) -> Matrix {
        self.neighbours[other].remove(&node);
        self.neighbours[node].remove(&other);
        if other < node {
            self.edges.remove(&(other, node)).expect("an edge")
        } else {
            transpose(&self.edges.remove(&(node, other)).expect("an edge"))
        }
    }

    fn eliminate(&mut self, node: usize) -> Elimination {
        let own = self.costs[node].clone();
        let neighbours: Vec<usize> = self.neighbours[node].iter().copied().collect();
        match neighbours[..] {
            [] => {
                let (strategy, cost) = argmin(own.iter().copied());
                self.constant += cost;
                Elimination::Alone { node, strategy }
            }
            [neighbour] => {
                let matrix = self.take_edge(neighbour, node);
                let best = matrix
                    .iter()
                    .zip(self.costs[neighbour].iter_mut())
                    .map(|(row, cost)| {
                        let (strategy, extra) =
                            argmin(row.iter().zip(&own).map(|(edge, mine)| edge + mine));
                        *cost += extra;
                        strategy
                    })
                    .collect();
                Elimination::Leaf {
                    node,
                    neighbour,
                    best,
                }
            }
            [first, second] => {
                let into = self.take_edge(first, node);
                let out = transpose(&self.take_edge(second, node));
                let mut best = Vec::with_capacity(into.len());
                let mut matrix = Vec::with_capacity(into.len());
                for row in &into {
                    let (strategies, costs): (Vec<usize>, Vec<f64>) =
                        (0..out.first().map_or(0, Vec::len))
                            .map(|k| {
                                argmin(
                                    row.iter()
                                        .zip(&own)
                                        .zip(&out)
                                        .map(|((edge, mine), next)| edge + mine + next[k]),
                                )
                            })
                            .unzip();
                    best.push(strategies);
                    matrix.push(costs);
                }
                self.add_edge(first, second, matrix);
                Elimination::Series {
                    node,
                    first,
                    second,
                    best,
                }
            }
            _ => unreachable!("only nodes of degree 2 or less are eliminated"),
        }
    }
}

/// Eliminates every node it can from `problem` (which must have no memory
/// points: their coupling is not pairwise).
pub fn reduce(problem: &Problem) -> Reduced {
    debug_assert!(problem.memory_points.is_empty());
    let mut graph = Graph::new(problem);
    let mut eliminated = vec![false; problem.nodes.len()];
    let mut eliminations = Vec::new();
    let mut pending: Vec<usize> = (0..problem.nodes.len()).rev().collect();
    while let Some(node) = pending.pop() {
        if eliminated[node] || graph.neighbours[node].len() > 2 {
            continue;
        }
        let neighbours: Vec<usize> = graph.neighbours[node].iter().copied().collect();
        eliminations.push(graph.eliminate(node));
        eliminated[node] = true;
        pending.extend(neighbours);
    }
    let kept: Vec<usize> = (0..problem.nodes.len())
        .filter(|&n| !eliminated[n])
        .collect();
    let mut index = vec![usize::MAX; problem.nodes.len()];
    for (new, &old) in kept.iter().enumerate() {
        index[old] = new;
    }
    let mut nodes: Vec<Node> = kept
        .iter()
        .map(|&n| Node {
            costs: graph.costs[n].clone(),
        })
        .collect();
    // The constant rides on the first kept node (every strategy pays it).
    if let Some(first) = nodes.first_mut() {
        first.costs.iter_mut().for_each(|c| *c += graph.constant);
    }
    let edges = graph
        .edges
        .into_iter()
        .map(|((a, b), costs)| Edge {
            from: index[a],
            to: index[b],
            costs,
        })
        .collect();
    Reduced {
        problem: Problem {
            nodes,
            edges,
            memory_limit: problem.memory_limit,
            memory_points: Vec::new(),
        },
        kept,
        eliminations,
        nodes: problem.nodes.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auto_shard::ilp::SolveOptions;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn random_costs(rng: &mut ChaCha8Rng, rows: usize, columns: usize) -> Matrix {
        (0..rows)
            .map(|_| (0..columns).map(|_| rng.random_range(0.0..10.0)).collect())
            .collect()
    }

    /// Chains and trees (every node after the first reads one earlier
    /// node) with a few extra edges, parallel and reversed ones included.
    fn random_problem(rng: &mut ChaCha8Rng) -> Problem {
        let nodes = rng.random_range(1..=7);
        let sizes: Vec<usize> = (0..nodes).map(|_| rng.random_range(1..=3)).collect();
        let mut edges = Vec::new();
        let mut connect = |rng: &mut ChaCha8Rng, from: usize, to: usize| {
            edges.push(Edge {
                from,
                to,
                costs: random_costs(rng, sizes[from], sizes[to]),
            });
        };
        for to in 1..nodes {
            let from = rng.random_range(0..to);
            connect(rng, from, to);
        }
        for _ in 0..rng.random_range(0..=3) {
            let (a, b) = (rng.random_range(0..nodes), rng.random_range(0..nodes));
            if a != b {
                connect(rng, a, b);
            }
        }
        Problem {
            nodes: sizes
                .iter()
                .map(|&size| Node {
                    costs: (0..size).map(|_| rng.random_range(0.0..10.0)).collect(),
                })
                .collect(),
            edges,
            memory_limit: None,
            memory_points: Vec::new(),
        }
    }

    #[test]
    fn the_reduced_problem_has_the_original_optimum() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let mut eliminated = 0;
        for _ in 0..300 {
            let problem = random_problem(&mut rng);
            let reduced = reduce(&problem);
            eliminated += problem.nodes.len() - reduced.problem.nodes.len();
            let choice = reduced
                .problem
                .solve(SolveOptions::default(), None)
                .expect("HiGHS solves")
                .expect("feasible");
            let objective = problem
                .objective(&reduced.expand(&choice.strategies))
                .expect("no memory limit");
            let best = problem.exhaustive_optimum().expect("no memory limit");
            assert!(
                (objective - best).abs() <= 1e-9 * best.max(1.0),
                "reduced {objective} vs exhaustive {best} on {problem:?}"
            );
        }
        println!("nodes eliminated over 300 problems: {eliminated}");
        assert!(eliminated > 300);
    }
}
