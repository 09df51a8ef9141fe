//! Alpa's strategy-selection ILP, solved by HiGHS through `good_lp`.
//!
//! Each node picks one strategy (one-hot binaries `s[v][i]`); each edge
//! `u -> v` has a binary per strategy pair, tied to both ends (`sum_j
//! e[i][j] = s[u][i]`, `sum_i e[i][j] = s[v][j]`), so the resharding cost
//! `sum e[i][j] * cost[i][j]` is linear. The objective is node costs plus
//! edge costs; an optional memory limit bounds the sum of the chosen
//! strategies' bytes.

use good_lp::{
    Expression, ProblemVariables, Solution as _, SolverModel, Variable, constraint,
    solvers::highs::highs, variable,
};

/// One op (or argument): a cost and a memory footprint per strategy.
#[derive(Clone, Debug)]
pub struct Node {
    pub costs: Vec<f64>,
    pub memory: Vec<f64>,
}

/// A value flowing from one node to another: the cost of every pair of
/// (producer strategy, consumer strategy).
#[derive(Clone, Debug)]
pub struct Edge {
    pub from: usize,
    pub to: usize,
    pub costs: Vec<Vec<f64>>,
}

#[derive(Clone, Debug, Default)]
pub struct Problem {
    pub nodes: Vec<Node>,
    pub edges: Vec<Edge>,
    pub memory_limit: Option<f64>,
}

/// How long and how exactly to solve.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SolveOptions {
    pub time_limit_seconds: f64,
    pub mip_relative_gap: f32,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            time_limit_seconds: 60.0,
            mip_relative_gap: 0.0,
        }
    }
}

/// The chosen strategy of every node and the objective's value.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub strategies: Vec<usize>,
    pub objective: f64,
}

impl Problem {
    /// The objective of a given choice (for baselines and checks), `None`
    /// if it breaks the memory limit.
    pub fn objective(&self, strategies: &[usize]) -> Option<f64> {
        let memory: f64 = self
            .nodes
            .iter()
            .zip(strategies)
            .map(|(node, &s)| node.memory[s])
            .sum();
        if self.memory_limit.is_some_and(|limit| memory > limit) {
            return None;
        }
        let nodes: f64 = self
            .nodes
            .iter()
            .zip(strategies)
            .map(|(node, &s)| node.costs[s])
            .sum();
        let edges: f64 = self
            .edges
            .iter()
            .map(|edge| edge.costs[strategies[edge.from]][strategies[edge.to]])
            .sum();
        Some(nodes + edges)
    }

    /// Solves the ILP; `None` when no choice meets the memory limit.
    pub fn solve(&self, options: SolveOptions) -> Result<Option<Choice>, String> {
        if self.nodes.is_empty() {
            return Ok(Some(Choice {
                strategies: Vec::new(),
                objective: 0.0,
            }));
        }
        let mut variables = ProblemVariables::new();
        let picks: Vec<Vec<Variable>> = self
            .nodes
            .iter()
            .map(|node| {
                (0..node.costs.len())
                    .map(|_| variables.add(variable().binary()))
                    .collect()
            })
            .collect();
        let pairs: Vec<Vec<Vec<Variable>>> = self
            .edges
            .iter()
            .map(|edge| {
                edge.costs
                    .iter()
                    .map(|row| {
                        row.iter()
                            .map(|_| variables.add(variable().binary()))
                            .collect()
                    })
                    .collect()
            })
            .collect();
        let mut objective = Expression::from(0.0);
        for (node, pick) in self.nodes.iter().zip(&picks) {
            for (cost, variable) in node.costs.iter().zip(pick) {
                objective += *cost * *variable;
            }
        }
        for (edge, pair) in self.edges.iter().zip(&pairs) {
            for (row, variables) in edge.costs.iter().zip(pair) {
                for (cost, variable) in row.iter().zip(variables) {
                    objective += *cost * *variable;
                }
            }
        }
        let mut model = highs(variables.minimise(objective))
            .set_time_limit(options.time_limit_seconds)
            .set_mip_rel_gap(options.mip_relative_gap)
            .map_err(|e| e.to_string())?;
        model.set_verbose(false);
        for pick in &picks {
            let one: Expression = pick.iter().copied().sum();
            model = model.with(constraint!(one == 1.0));
        }
        for (edge, pair) in self.edges.iter().zip(&pairs) {
            for (i, row) in pair.iter().enumerate() {
                let from: Expression = row.iter().copied().sum();
                model = model.with(constraint!(from == picks[edge.from][i]));
            }
            for j in 0..picks[edge.to].len() {
                let to: Expression = pair.iter().map(|row| row[j]).sum();
                model = model.with(constraint!(to == picks[edge.to][j]));
            }
        }
        if let Some(limit) = self.memory_limit {
            let mut memory = Expression::from(0.0);
            for (node, pick) in self.nodes.iter().zip(&picks) {
                for (bytes, variable) in node.memory.iter().zip(pick) {
                    memory += *bytes * *variable;
                }
            }
            model = model.with(constraint!(memory <= limit));
        }
        let solution = match model.solve() {
            Ok(solution) => solution,
            Err(good_lp::ResolutionError::Infeasible) => return Ok(None),
            Err(error) => return Err(error.to_string()),
        };
        let strategies: Vec<usize> = picks
            .iter()
            .map(|pick| {
                pick.iter()
                    .enumerate()
                    .max_by(|a, b| solution.value(*a.1).total_cmp(&solution.value(*b.1)))
                    .map_or(0, |(i, _)| i)
            })
            .collect();
        let objective = self
            .objective(&strategies)
            .ok_or("the solver's choice breaks the memory limit")?;
        Ok(Some(Choice {
            strategies,
            objective,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The best choice by trying them all.
    fn exhaustive(problem: &Problem) -> Option<f64> {
        let sizes: Vec<usize> = problem.nodes.iter().map(|n| n.costs.len()).collect();
        let total: usize = sizes.iter().product();
        (0..total)
            .filter_map(|mut index| {
                let choice: Vec<usize> = sizes
                    .iter()
                    .map(|&size| {
                        let pick = index % size;
                        index /= size;
                        pick
                    })
                    .collect();
                problem.objective(&choice)
            })
            .min_by(f64::total_cmp)
    }

    /// A random DAG of `nodes` nodes with `strategies` strategies each (a
    /// mesh of 1 axis offers few, of 2 axes more), random costs, and a
    /// memory limit half of the time.
    fn random_problem(rng: &mut ChaCha8Rng, nodes: usize, strategies: usize) -> Problem {
        let nodes_list: Vec<Node> = (0..nodes)
            .map(|_| Node {
                costs: (0..strategies)
                    .map(|_| rng.random_range(0.0..10.0))
                    .collect(),
                memory: (0..strategies)
                    .map(|_| rng.random_range(1.0..4.0))
                    .collect(),
            })
            .collect();
        let mut edges = Vec::new();
        for to in 1..nodes {
            for from in 0..to {
                if rng.random_bool(0.5) {
                    edges.push(Edge {
                        from,
                        to,
                        costs: (0..strategies)
                            .map(|i| {
                                (0..strategies)
                                    .map(|j| {
                                        if i == j {
                                            0.0
                                        } else {
                                            rng.random_range(0.0..10.0)
                                        }
                                    })
                                    .collect()
                            })
                            .collect(),
                    });
                }
            }
        }
        let memory_limit = rng
            .random_bool(0.5)
            .then(|| rng.random_range(1.5..3.0) * nodes as f64);
        Problem {
            nodes: nodes_list,
            edges,
            memory_limit,
        }
    }

    #[test]
    fn the_ilp_finds_the_exhaustive_optimum() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let mut cases = 0;
        let mut infeasible = 0;
        // Strategy counts of ops on meshes of 1 axis (3: R, or one of two
        // factors) and of 2 axes (9).
        for strategies in [3, 9] {
            for _ in 0..120 {
                let nodes = rng.random_range(1..=if strategies == 3 { 6 } else { 4 });
                let problem = random_problem(&mut rng, nodes, strategies);
                let best = exhaustive(&problem);
                let solved = problem
                    .solve(SolveOptions::default())
                    .expect("HiGHS solves");
                match (best, solved) {
                    (None, None) => infeasible += 1,
                    (Some(best), Some(choice)) => assert!(
                        (choice.objective - best).abs() <= 1e-6 * best.max(1.0),
                        "ILP {} vs exhaustive {best} on {problem:?}",
                        choice.objective
                    ),
                    (best, solved) => panic!("exhaustive {best:?} but ILP {solved:?}"),
                }
                cases += 1;
            }
        }
        println!(
            "ILP vs exhaustive cases: {cases} ({infeasible} infeasible under the memory limit)"
        );
        assert!(cases >= 200);
    }
}
