//! Memory per device from the live values: a node's values are live from
//! the node to the last node reading them (to the end if returned;
//! arguments from the start to the end), as the lowering's buffer plan
//! keeps them (`follow_buffer_plan`): a view's or fused op's values take
//! no bytes of their own but keep what they read live, and an
//! element-wise kernel's result takes over an operand that dies there.
//! The ILP bounds the bytes at chosen program points; each plan's true
//! peak is checked after its solve (`trial.rs`) and, where it breaks the
//! limit, that point joins the constraints (lazy constraint generation),
//! so the final plan's peak meets the limit with few points.
//!
//! Reads: the strategy graph and a choice. Writes: nothing in the IR.

use melior::ir::BlockRef;

use super::{
    graph::{Graph, Site},
    ilp::MemoryPoint,
};
use crate::{
    lower::storage::{Storage, storage_of_operations},
    pass::{Key, key, operation_key},
};

/// Makes the nodes' memory and lifetimes those of the buffer plan the
/// lowering makes of `body` (the single-device program; the partitioned
/// one has the same ops).
pub fn follow_buffer_plan(graph: &mut Graph, body: BlockRef) {
    let storage = storage_of_operations(body);
    let storage_of = |site: &Site| {
        let operation = match site {
            Site::Operation(operation) => *operation,
            _ => return None,
        };
        storage.get(&operation_key(operation))
    };
    // Per node, the producers of what it reads (earlier nodes only: a
    // loop's yielded values flow back to its carried values).
    let mut reads: Vec<Vec<(usize, Key)>> = vec![Vec::new(); graph.nodes.len()];
    for (edge, flow) in graph.problem.edges.iter().zip(&graph.flows) {
        if edge.from < edge.to {
            reads[edge.to].push((edge.from, key(flow.value)));
        }
    }
    // The caller's arguments stay in the arena for the whole step.
    let end = graph.nodes.len();
    for node in &mut graph.nodes {
        if let Site::Argument(_) = node.site {
            node.last_use = end;
        }
    }
    for node in (0..graph.nodes.len()).rev() {
        match storage_of(&graph.nodes[node].site) {
            Some(Storage::Shared) => {
                for strategy in &mut graph.nodes[node].strategies {
                    strategy.memory = 0.0;
                }
                let until = graph.nodes[node].last_use;
                for &(producer, _) in &reads[node] {
                    let last_use = &mut graph.nodes[producer].last_use;
                    *last_use = (*last_use).max(until);
                }
            }
            Some(Storage::Overwrites(inputs)) => {
                let inputs: Vec<Key> = inputs.iter().map(|v| key(*v)).collect();
                let taken = reads[node].iter().find(|&&(producer, value)| {
                    inputs.contains(&value)
                        && graph.nodes[producer].last_use == node
                        && matches!(graph.nodes[producer].site, Site::Operation(_))
                });
                if let Some(&(producer, _)) = taken {
                    graph.nodes[producer].last_use = node - 1;
                }
            }
            _ => {}
        }
    }
}

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
        offset: 0.0,
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
