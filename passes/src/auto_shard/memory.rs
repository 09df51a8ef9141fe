//! Memory per device from the live values: a node's values are live from
//! the node to the last node reading them (to the end if returned;
//! arguments from the start). The ILP bounds the bytes at chosen program
//! points; the plan's true peak is checked after each solve and, where it
//! breaks the limit, that point joins the constraints (lazy constraint
//! generation), so the final plan's peak meets the limit with few points.
//!
//! Reads: the strategy graph and a choice. Writes: nothing in the IR.

use super::{graph::Graph, ilp::MemoryPoint};

/// The nodes whose values are live at node `position`.
fn live_at<'g>(graph: &'g Graph, position: usize) -> impl Iterator<Item = usize> + 'g {
    (0..=position.min(graph.nodes.len().saturating_sub(1)))
        .filter(move |&node| graph.nodes[node].last_use >= position)
}

/// The memory point at node `position`.
pub fn point(graph: &Graph, position: usize) -> MemoryPoint {
    MemoryPoint {
        terms: live_at(graph, position)
            .map(|node| {
                let memory = graph.nodes[node].strategies.iter().map(|s| s.memory);
                (node, memory.collect())
            })
            .collect(),
    }
}

/// The position with the most bytes live under `choice`, and those bytes.
pub fn peak(graph: &Graph, choice: &[usize]) -> (usize, f64) {
    let nodes = graph.nodes.len();
    // Bytes entering at each position and leaving after it.
    let mut change = vec![0.0; nodes + 2];
    for (node, &chosen) in choice.iter().enumerate() {
        let bytes = graph.nodes[node].strategies[chosen].memory;
        change[node] += bytes;
        change[graph.nodes[node].last_use + 1] -= bytes;
    }
    let mut live = 0.0;
    let mut best = (0, 0.0);
    for (position, delta) in change.iter().enumerate().take(nodes) {
        live += delta;
        if live > best.1 {
            best = (position, live);
        }
    }
    best
}
