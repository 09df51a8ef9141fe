//! Repeated structure solved once (as autoparallel solves one of a model's
//! identical layers): nodes that look alike are tied to one strategy, and
//! the ILP sees one node per tie.
//!
//! Two nodes look alike when they have the same label (op name and types),
//! strategies' costs and memory, and — refined for a few rounds, as the
//! Weisfeiler-Lehman test does — producers and consumers that look alike.
//! The nodes of layer 7 and layer 8 of a transformer then tie, except near
//! the ends of the stack. Tying is a constraint, so the tied problem's
//! optimum is exactly the original problem's objective of a choice where
//! tied nodes agree: a tie's costs (and its bytes at a memory point) are
//! its members' sums, and edges between two ties are summed into one (an
//! edge within a tie costs its diagonal).
//!
//! Reads: the ILP problem and node labels. Writes: nothing in the IR; the
//! tied problem and how to expand its choice.

use rustc_hash::FxHashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::ilp::{Edge, MemoryPoint, Node, Problem};

/// A problem over ties of nodes.
pub struct Tied {
    pub problem: Problem,
    /// The tie of every node of the original problem.
    pub tie_of: Vec<usize>,
}

impl Tied {
    /// A choice over ties from one of the original problem's: each tie
    /// takes its first member's strategy.
    pub fn restrict(&self, choice: &[usize]) -> Vec<usize> {
        let mut tied = vec![None; self.problem.nodes.len()];
        for (&tie, &strategy) in self.tie_of.iter().zip(choice) {
            tied[tie].get_or_insert(strategy);
        }
        tied.into_iter().map(|s| s.unwrap_or(0)).collect()
    }

    /// The original problem's choice from a choice over ties.
    pub fn expand(&self, choice: &[usize]) -> Vec<usize> {
        self.tie_of.iter().map(|&tie| choice[tie]).collect()
    }
}

fn hash_of(parts: impl Hash) -> u64 {
    let mut hasher = DefaultHasher::new();
    parts.hash(&mut hasher);
    hasher.finish()
}

/// Ties the nodes of `problem` that look alike after `rounds` rounds of
/// refinement; `labels` tell apart nodes of different kinds.
pub fn tie_alike(problem: &Problem, labels: &[u64], rounds: usize) -> Tied {
    let mut inputs: Vec<Vec<usize>> = vec![Vec::new(); problem.nodes.len()];
    let mut outputs: Vec<Vec<usize>> = vec![Vec::new(); problem.nodes.len()];
    for edge in &problem.edges {
        inputs[edge.to].push(edge.from);
        outputs[edge.from].push(edge.to);
    }
    let mut looks: Vec<u64> = problem
        .nodes
        .iter()
        .zip(labels)
        .map(|(node, label)| {
            let costs: Vec<u64> = node.costs.iter().map(|v| v.to_bits()).collect();
            hash_of((label, costs))
        })
        .collect();
    for _ in 0..rounds {
        looks = (0..problem.nodes.len())
            .map(|node| {
                let producers: Vec<u64> = inputs[node].iter().map(|&p| looks[p]).collect();
                let mut consumers: Vec<u64> = outputs[node].iter().map(|&c| looks[c]).collect();
                consumers.sort_unstable();
                hash_of((looks[node], producers, consumers))
            })
            .collect();
    }
    let mut tie_by_look: FxHashMap<u64, usize> = FxHashMap::default();
    let tie_of: Vec<usize> = looks
        .iter()
        .map(|look| {
            let next = tie_by_look.len();
            *tie_by_look.entry(*look).or_insert(next)
        })
        .collect();
    Tied {
        problem: quotient(problem, &tie_of, tie_by_look.len()),
        tie_of,
    }
}

/// The problem over `ties` ties given each node's tie.
fn quotient(problem: &Problem, tie_of: &[usize], ties: usize) -> Problem {
    let mut nodes: Vec<Option<Node>> = vec![None; ties];
    for (node, &tie) in problem.nodes.iter().zip(tie_of) {
        match &mut nodes[tie] {
            Some(sum) => add(&mut sum.costs, &node.costs),
            slot => *slot = Some(node.clone()),
        }
    }
    let mut nodes: Vec<Node> = nodes
        .into_iter()
        .map(|n| n.expect("every tie has a node"))
        .collect();
    let mut edges: Vec<Edge> = Vec::new();
    let mut edge_of: FxHashMap<(usize, usize), usize> = FxHashMap::default();
    for edge in &problem.edges {
        let (from, to) = (tie_of[edge.from], tie_of[edge.to]);
        if from == to {
            for (strategy, cost) in nodes[from].costs.iter_mut().enumerate() {
                *cost += edge.costs[strategy][strategy];
            }
            continue;
        }
        match edge_of.get(&(from, to)) {
            Some(&index) => {
                for (sum, row) in edges[index].costs.iter_mut().zip(&edge.costs) {
                    for (total, cost) in sum.iter_mut().zip(row) {
                        *total += cost;
                    }
                }
            }
            None => {
                edge_of.insert((from, to), edges.len());
                edges.push(Edge {
                    from,
                    to,
                    costs: edge.costs.clone(),
                });
            }
        }
    }
    Problem {
        nodes,
        edges,
        memory_limit: problem.memory_limit,
        memory_points: problem
            .memory_points
            .iter()
            .map(|point| tie_point(point, tie_of))
            .collect(),
    }
}

/// A memory point over ties: each tie's bytes are its live members'.
pub fn tie_point(point: &MemoryPoint, tie_of: &[usize]) -> MemoryPoint {
    let mut terms: Vec<(usize, Vec<f64>)> = Vec::new();
    let mut term_of: FxHashMap<usize, usize> = FxHashMap::default();
    for (node, bytes) in &point.terms {
        match term_of.get(&tie_of[*node]) {
            Some(&index) => add(&mut terms[index].1, bytes),
            None => {
                term_of.insert(tie_of[*node], terms.len());
                terms.push((tie_of[*node], bytes.clone()));
            }
        }
    }
    MemoryPoint {
        terms,
        offset: point.offset,
    }
}

fn add(totals: &mut [f64], more: &[f64]) {
    for (total, value) in totals.iter_mut().zip(more) {
        *total += value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(costs: &[f64]) -> Node {
        Node {
            costs: costs.to_vec(),
        }
    }

    /// Every node live, each value 1 byte in every strategy.
    fn all_live(nodes: usize) -> Vec<MemoryPoint> {
        vec![MemoryPoint {
            terms: (0..nodes).map(|n| (n, vec![1.0, 1.0])).collect(),
            offset: 0.0,
        }]
    }

    fn edge(from: usize, to: usize, costs: [[f64; 2]; 2]) -> Edge {
        Edge {
            from,
            to,
            costs: costs.iter().map(|row| row.to_vec()).collect(),
        }
    }

    /// Three identical "layers" a -> b in a chain: the middle layer ties
    /// with nothing after one round (its neighbours differ from the ends'),
    /// and the tied objective equals the original objective of the
    /// expanded choice.
    #[test]
    fn tied_objective_is_the_original_objective_of_the_expanded_choice() {
        let chain = [[0.0, 3.0], [2.0, 0.0]];
        let problem = Problem {
            nodes: (0..6).map(|_| node(&[1.0, 2.0])).collect(),
            edges: (0..5).map(|i| edge(i, i + 1, chain)).collect(),
            memory_limit: Some(6.0),
            memory_points: all_live(6),
        };
        let labels = [1, 2, 1, 2, 1, 2];
        let tied = tie_alike(&problem, &labels, 0);
        assert_eq!(tied.tie_of, vec![0, 1, 0, 1, 0, 1]);
        for choice in [[0, 0], [0, 1], [1, 0], [1, 1]] {
            let expanded = tied.expand(&choice);
            assert_eq!(
                tied.problem.objective(&choice),
                problem.objective(&expanded)
            );
        }
        let refined = tie_alike(&problem, &labels, 1);
        assert_eq!(refined.tie_of, vec![0, 1, 2, 1, 2, 3]);
    }

    #[test]
    fn a_memory_limit_holds_for_the_sum_of_a_ties_members() {
        let problem = Problem {
            nodes: (0..4).map(|_| node(&[1.0, 2.0])).collect(),
            edges: Vec::new(),
            memory_limit: Some(3.0),
            memory_points: all_live(4),
        };
        let tied = tie_alike(&problem, &[7, 7, 7, 7], 2);
        assert_eq!(tied.problem.nodes.len(), 1);
        assert_eq!(tied.problem.objective(&[0]), None);
    }
}
