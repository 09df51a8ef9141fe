//! Alpa's strategy-selection ILP, solved by HiGHS through `good_lp`.
//!
//! Each node picks one strategy (one-hot binaries `s[v][i]`); each edge
//! `u -> v` has a binary per strategy pair, tied to both ends (`sum_j
//! e[i][j] = s[u][i]`, `sum_i e[i][j] = s[v][j]`), so the resharding cost
//! `sum e[i][j] * cost[i][j]` is linear. The objective is node costs plus
//! edge costs; a memory limit bounds, at each of some program points, the
//! bytes of the values live there under the chosen strategies.
//!
//! Reads: a `Problem` (node and edge costs, memory points). Writes: nothing
//! in the IR; the chosen strategy per node.

use super::error::PlanError;
use good_lp::{
    Expression, ProblemVariables, Solution as _, SolutionStatus, SolverModel, Variable, constraint,
    solvers::highs::highs, variable,
};

/// One op (or argument): a cost per strategy.
#[derive(Clone, Debug)]
pub struct Node {
    pub costs: Vec<f64>,
}

/// A program point: the bytes its live values take, per node and
/// strategy of that node, and bytes live there that no node accounts for
/// (the collective buffers a partitioned plan kept there).
#[derive(Clone, Debug, Default)]
pub struct MemoryPoint {
    pub terms: Vec<(usize, Vec<f64>)>,
    pub offset: f64,
}

impl MemoryPoint {
    /// Bytes live at the point under `strategies`.
    pub fn bytes(&self, strategies: &[usize]) -> f64 {
        self.terms
            .iter()
            .map(|(node, bytes)| bytes[strategies[*node]])
            .sum::<f64>()
            + self.offset
    }
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
    /// Bytes per device that no point may exceed.
    pub memory_limit: Option<f64>,
    pub memory_points: Vec<MemoryPoint>,
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
    /// Whether the solver proved it optimal (within the MIP gap), rather
    /// than stopping at its time limit.
    pub proven: bool,
}

/// An edge as the ILP sees it: producer strategies with equal cost rows
/// grouped into row classes, consumer strategies with equal columns into
/// column classes, and one cost per pair of classes.
struct CompactEdge {
    from: usize,
    to: usize,
    rows: Vec<Vec<usize>>,
    columns: Vec<Vec<usize>>,
    costs: Vec<Vec<f64>>,
}

/// Groups the indices of equal items (compared bitwise), in first-seen order.
fn classes<T: PartialEq>(items: &[T]) -> Vec<Vec<usize>> {
    let mut classes: Vec<Vec<usize>> = Vec::new();
    for (index, item) in items.iter().enumerate() {
        match classes.iter_mut().find(|c| items[c[0]] == *item) {
            Some(class) => class.push(index),
            None => classes.push(vec![index]),
        }
    }
    classes
}

impl Problem {
    /// The ILP's edges with fewer variables, exactly: an edge whose cost
    /// depends only on the consumer's (producer's) strategy becomes a cost
    /// of that node, a constant one a constant, and the others pair classes
    /// of strategies rather than strategies. Returns the nodes' costs, the
    /// remaining edges and the constant.
    fn compact_edges(&self) -> (Vec<Vec<f64>>, Vec<CompactEdge>, f64) {
        let mut node_costs: Vec<Vec<f64>> = self.nodes.iter().map(|n| n.costs.clone()).collect();
        let mut constant = 0.0;
        let mut edges = Vec::new();
        for edge in &self.edges {
            let bits: Vec<Vec<u64>> = edge
                .costs
                .iter()
                .map(|row| row.iter().map(|c| c.to_bits()).collect())
                .collect();
            let rows = classes(&bits);
            let columns_bits: Vec<Vec<u64>> = (0..bits.first().map_or(0, Vec::len))
                .map(|j| bits.iter().map(|row| row[j]).collect())
                .collect();
            let columns = classes(&columns_bits);
            let costs: Vec<Vec<f64>> = rows
                .iter()
                .map(|r| columns.iter().map(|c| edge.costs[r[0]][c[0]]).collect())
                .collect();
            match (rows.len(), columns.len()) {
                (1, 1) => constant += costs[0][0],
                (1, _) => {
                    for (class, strategies) in columns.iter().enumerate() {
                        for &j in strategies {
                            node_costs[edge.to][j] += costs[0][class];
                        }
                    }
                }
                (_, 1) => {
                    for (class, strategies) in rows.iter().enumerate() {
                        for &i in strategies {
                            node_costs[edge.from][i] += costs[class][0];
                        }
                    }
                }
                _ => edges.push(CompactEdge {
                    from: edge.from,
                    to: edge.to,
                    rows,
                    columns,
                    costs,
                }),
            }
        }
        (node_costs, edges, constant)
    }

    /// The objective of a given choice (for baselines and checks), `None`
    /// if it breaks the memory limit.
    pub fn objective(&self, strategies: &[usize]) -> Option<f64> {
        if let Some(limit) = self.memory_limit
            && self
                .memory_points
                .iter()
                .any(|point| point.bytes(strategies) > limit)
        {
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

    /// Solves the ILP, starting from `start` (a strategy per node; `None`:
    /// strategy 0 of every node, the replicated one in the strategy graph,
    /// so that a time limit still leaves a plan); `None` when no choice
    /// meets the memory limit.
    pub fn solve(
        &self,
        options: SolveOptions,
        start: Option<&[usize]>,
    ) -> Result<Option<Choice>, PlanError> {
        if self.nodes.is_empty() {
            return Ok(Some(Choice {
                strategies: Vec::new(),
                objective: 0.0,
                proven: true,
            }));
        }
        let (node_costs, edges, constant) = self.compact_edges();
        // HiGHS's tolerances are absolute: costs in seconds (1e-6 and
        // less) are scaled so that the largest is 1e6.
        let largest = node_costs
            .iter()
            .flatten()
            .chain(edges.iter().flat_map(|e| e.costs.iter().flatten()))
            .fold(constant.abs(), |max, c| max.max(c.abs()));
        let scale = if largest > 0.0 && largest.is_finite() {
            1e6 / largest
        } else {
            1.0
        };
        let started = |node: usize| start.map_or(0, |s| s[node]);
        let binary = |start: bool| variable().binary().initial(if start { 1.0 } else { 0.0 });
        // A pair variable needs no integrality of its own: with binary
        // picks, its edge's class sums leave one pair at 1 and the rest 0.
        let fraction = |start: bool| {
            variable()
                .min(0.0)
                .max(1.0)
                .initial(if start { 1.0 } else { 0.0 })
        };
        let mut variables = ProblemVariables::new();
        let picks: Vec<Vec<Variable>> = self
            .nodes
            .iter()
            .enumerate()
            .map(|(node, n)| {
                (0..n.costs.len())
                    .map(|i| variables.add(binary(i == started(node))))
                    .collect()
            })
            .collect();
        let pairs: Vec<Vec<Vec<Variable>>> = edges
            .iter()
            .map(|edge| {
                edge.rows
                    .iter()
                    .map(|row| {
                        edge.columns
                            .iter()
                            .map(|column| {
                                let picked = row.contains(&started(edge.from))
                                    && column.contains(&started(edge.to));
                                variables.add(fraction(picked))
                            })
                            .collect()
                    })
                    .collect()
            })
            .collect();
        let mut objective = Expression::from(constant * scale);
        for (costs, pick) in node_costs.iter().zip(&picks) {
            for (cost, variable) in costs.iter().zip(pick) {
                objective += *cost * scale * *variable;
            }
        }
        for (edge, pair) in edges.iter().zip(&pairs) {
            for (row, variables) in edge.costs.iter().zip(pair) {
                for (cost, variable) in row.iter().zip(variables) {
                    objective += *cost * scale * *variable;
                }
            }
        }
        let mut model = highs(variables.minimise(objective))
            .set_time_limit(options.time_limit_seconds)
            .set_mip_rel_gap(options.mip_relative_gap)
            .map_err(|e| PlanError::Solver(e.to_string()))?;
        model.set_verbose(false);
        // The problem arrives reduced (`eliminate`) with a start (a
        // baseline's plan): HiGHS's presolve and its feasibility-jump
        // heuristic only cost time on it (L64 2x4: 4.4 s -> 1.4 s, the
        // same plan).
        model = model
            .set_option("presolve", "off")
            .set_option("mip_heuristic_run_feasibility_jump", false);
        for pick in &picks {
            let one: Expression = pick.iter().copied().sum();
            model = model.with(constraint!(one == 1.0));
        }
        // A row class's pair variables add up to its strategies' picks, and
        // likewise for column classes.
        for (edge, pair) in edges.iter().zip(&pairs) {
            for (class, row) in pair.iter().enumerate() {
                let from: Expression = row.iter().copied().sum();
                let picked: Expression =
                    edge.rows[class].iter().map(|&i| picks[edge.from][i]).sum();
                model = model.with(constraint!(from == picked));
            }
            for (class, strategies) in edge.columns.iter().enumerate() {
                let to: Expression = pair.iter().map(|row| row[class]).sum();
                let picked: Expression = strategies.iter().map(|&j| picks[edge.to][j]).sum();
                model = model.with(constraint!(to == picked));
            }
        }
        if let Some(limit) = self.memory_limit {
            for point in &self.memory_points {
                let mut memory = Expression::from(0.0);
                for (node, bytes) in &point.terms {
                    for (bytes, variable) in bytes.iter().zip(&picks[*node]) {
                        memory += *bytes * *variable;
                    }
                }
                model = model.with(constraint!(memory <= limit - point.offset));
            }
        }
        let solution = match model.solve() {
            Ok(solution) => solution,
            Err(good_lp::ResolutionError::Infeasible) => return Ok(None),
            Err(error) => return Err(PlanError::Solver(error.to_string())),
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
        let objective = self.objective(&strategies).ok_or(PlanError::Internal(
            "the solver's choice breaks the memory limit",
        ))?;
        Ok(Some(Choice {
            strategies,
            objective,
            proven: !matches!(solution.status(), SolutionStatus::TimeLimit),
        }))
    }
}

#[cfg(test)]
impl Problem {
    /// The best objective by trying every choice (for tests on small
    /// problems), `None` if none meets the memory limit.
    pub fn exhaustive_optimum(&self) -> Option<f64> {
        let sizes: Vec<usize> = self.nodes.iter().map(|n| n.costs.len()).collect();
        (0..sizes.iter().product::<usize>())
            .filter_map(|mut index| {
                let choice: Vec<usize> = sizes
                    .iter()
                    .map(|&size| {
                        let pick = index % size;
                        index /= size;
                        pick
                    })
                    .collect();
                self.objective(&choice)
            })
            .min_by(f64::total_cmp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// An edge's costs: free on the diagonal and random elsewhere, or (as
    /// reshards often are) depending only on classes of the two strategies,
    /// or on one end only.
    fn random_edge_costs(rng: &mut ChaCha8Rng, strategies: usize) -> Vec<Vec<f64>> {
        let (row_classes, column_classes) = match rng.random_range(0..4) {
            0 => (strategies, strategies),
            1 => (2, 3),
            2 => (1, 2),
            _ => (2, 1),
        };
        let table: Vec<Vec<f64>> = (0..row_classes)
            .map(|_| {
                (0..column_classes)
                    .map(|_| rng.random_range(0.0..10.0))
                    .collect()
            })
            .collect();
        (0..strategies)
            .map(|i| {
                (0..strategies)
                    .map(|j| {
                        if row_classes == strategies && i == j {
                            0.0
                        } else {
                            table[i % row_classes][j % column_classes]
                        }
                    })
                    .collect()
            })
            .collect()
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
            })
            .collect();
        // Two program points: the first half of the nodes live at one
        // with bigger values (a peak inside the program), all of them at
        // the other.
        let memory: Vec<Vec<f64>> = (0..nodes)
            .map(|_| {
                (0..strategies)
                    .map(|_| rng.random_range(1.0..4.0))
                    .collect()
            })
            .collect();
        let point = |live: usize, scale: f64| MemoryPoint {
            terms: (0..live)
                .map(|n| (n, memory[n].iter().map(|b| b * scale).collect()))
                .collect(),
            offset: 0.0,
        };
        let memory_points = vec![point(nodes.div_ceil(2), 1.8), point(nodes, 1.0)];
        let mut edges = Vec::new();
        for to in 1..nodes {
            for from in 0..to {
                if rng.random_bool(0.5) {
                    edges.push(Edge {
                        from,
                        to,
                        costs: random_edge_costs(rng, strategies),
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
            memory_points,
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
                let best = problem.exhaustive_optimum();
                let solved = problem
                    .solve(SolveOptions::default(), None)
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

    #[test]
    fn a_time_limit_leaves_the_replicated_start_not_proven() {
        let mut rng = ChaCha8Rng::seed_from_u64(6);
        let mut problem = random_problem(&mut rng, 6, 9);
        problem.memory_limit = None;
        let choice = problem
            .solve(
                SolveOptions {
                    time_limit_seconds: 0.0,
                    mip_relative_gap: 0.0,
                },
                None,
            )
            .expect("a plan")
            .expect("feasible");
        assert!(!choice.proven);
        assert_eq!(choice.strategies, vec![0; 6]);
    }

    /// A MIP start is what a time limit leaves: the solver never returns
    /// less than it was given.
    #[test]
    fn a_time_limit_leaves_the_given_start() {
        let mut rng = ChaCha8Rng::seed_from_u64(6);
        let mut problem = random_problem(&mut rng, 6, 9);
        problem.memory_limit = None;
        let start: Vec<usize> = problem.nodes.iter().map(|n| n.costs.len() - 1).collect();
        let choice = problem
            .solve(
                SolveOptions {
                    time_limit_seconds: 0.0,
                    mip_relative_gap: 0.0,
                },
                Some(&start),
            )
            .expect("a plan")
            .expect("feasible");
        assert!(!choice.proven);
        assert_eq!(choice.strategies, start);
    }
}
