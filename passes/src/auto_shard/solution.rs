//! Solution files: the chosen shardings in a stable, readable text form
//! (seed `004`'s export / preload), one line per argument and op result:
//!
//! ```text
//! # spmd-auto-shard solution for @main on mesh @mesh (2x4)
//! argument 0 = [S(0), R]
//! 12:10 linalg.matmul #0 = [R, S(1)]
//! ```
//!
//! Ops are keyed by location (`line:column` in the input, or MLIR's text of
//! other locations; a `[n]` occurrence count where several share one),
//! result index and name. Importing matches every line to the
//! program and refuses a file that names an op or argument the program
//! does not have, misses one it has, or gives a sharding the op cannot
//! take.
//!
//! Reads: the strategy graph, and a solution file to import. Writes:
//! nothing in the IR; a solution file on export.

use melior::ir::{Location, operation::OperationLike};
use rustc_hash::FxHashMap;
use spmd_dialect::{Mesh, Placement, Sharding, ir::operation_name};

use super::graph::{Graph, Site};
use crate::pass::Failure;

/// Each node's key in the file (without the result index).
fn node_keys(graph: &Graph) -> Vec<String> {
    let mut seen: FxHashMap<String, usize> = FxHashMap::default();
    graph
        .nodes
        .iter()
        .map(|node| match &node.site {
            Site::Argument(index) => format!("argument {index}"),
            Site::Operation(operation) => {
                let place = place(operation.location().to_string());
                let count = seen.entry(place.clone()).or_insert(0);
                *count += 1;
                let occurrence = if *count > 1 {
                    format!(" [{count}]")
                } else {
                    String::new()
                };
                format!("{place}{occurrence} {}", operation_name(*operation))
            }
            Site::Carried { operation, index } => {
                format!(
                    "{} scf.for carried {index}",
                    place(operation.location().to_string())
                )
            }
        })
        .collect()
}

/// A location as the file shows it: `line:column` for a position in the
/// input (whatever name the tool gave the file: `spmd-opt` parses it as
/// `-`, mlir-opt by its path), else MLIR's text.
fn place(location: String) -> String {
    location
        .strip_prefix("loc(\"")
        .and_then(|rest| rest.strip_suffix(')'))
        .and_then(|rest| rest.rsplit_once("\":"))
        .map(|(_, position)| position)
        .filter(|position| {
            position
                .split(':')
                .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        })
        .map_or(location.clone(), str::to_owned)
}

fn placements_text(sharding: &Sharding) -> String {
    let placements: Vec<String> = sharding.placements.iter().map(|p| p.to_string()).collect();
    format!("[{}]", placements.join(", "))
}

/// The file's text for `choice`.
pub fn export(graph: &Graph, choice: &[usize], mesh: &Mesh, function: &str) -> String {
    let mut text = format!("# spmd-auto-shard solution for @{function} on mesh {mesh}\n");
    for ((key, node), &chosen) in node_keys(graph).iter().zip(&graph.nodes).zip(choice) {
        let results = &node.strategies[chosen].results;
        if key.starts_with("argument ") {
            text += &format!("{key} = {}\n", placements_text(&results[0]));
            continue;
        }
        for (index, sharding) in results.iter().enumerate() {
            text += &format!("{key} #{index} = {}\n", placements_text(sharding));
        }
    }
    text
}

/// The choice `text` gives, checked against `graph`; errors at the node
/// that does not match, or at `at` for lines the program lacks.
pub fn import<'c>(
    text: &str,
    graph: &Graph<'c, '_>,
    at: Location<'c>,
    file: &str,
) -> Result<Vec<usize>, Failure<'c>> {
    let mut given: FxHashMap<String, (usize, Vec<Placement>)> = FxHashMap::default();
    for (number, line) in text.lines().enumerate().map(|(n, l)| (n + 1, l.trim())) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parsed = line.rsplit_once(" = ").and_then(|(key, placements)| {
            let placements = placements
                .strip_prefix('[')?
                .strip_suffix(']')?
                .split(',')
                .map(|p| p.trim().parse::<Placement>().ok())
                .collect::<Option<Vec<_>>>()?;
            Some((key.to_owned(), placements))
        });
        let Some((key, placements)) = parsed else {
            return Err((
                at,
                format!("{file}:{number}: expected 'KEY = [placements]', got '{line}'"),
            ));
        };
        if given.insert(key.clone(), (number, placements)).is_some() {
            return Err((at, format!("{file}:{number}: '{key}' is given twice")));
        }
    }
    let mut choice = Vec::with_capacity(graph.nodes.len());
    for (key, node) in node_keys(graph).iter().zip(&graph.nodes) {
        let strategies = &node.strategies;
        let location = match node.site {
            Site::Argument(_) => at,
            Site::Operation(operation) | Site::Carried { operation, .. } => operation.location(),
        };
        let result_count = strategies[0].results.len();
        let keys: Vec<String> = match node.site {
            Site::Argument(_) | Site::Carried { .. } => vec![key.clone()],
            Site::Operation(_) => (0..result_count).map(|i| format!("{key} #{i}")).collect(),
        };
        let mut wanted = Vec::with_capacity(keys.len());
        for key in &keys {
            let (_, placements) = given.remove(key).ok_or_else(|| {
                (
                    location,
                    format!(
                        "{file} has no sharding for '{key}': it was not exported from this program"
                    ),
                )
            })?;
            wanted.push(placements);
        }
        let chosen = strategies
            .iter()
            .position(|s| s.results.iter().map(|r| &r.placements).eq(wanted.iter()))
            .ok_or_else(|| {
                let shown: Vec<String> = wanted
                    .iter()
                    .map(|p| placements_text(&Sharding::new(String::new(), p.clone())))
                    .collect();
                (
                    location,
                    format!(
                        "{file}: {} is not a sharding '{key}' can take here",
                        shown.join(" ")
                    ),
                )
            })?;
        choice.push(chosen);
    }
    if let Some((key, (number, _))) = given.iter().min_by_key(|(_, (number, _))| *number) {
        return Err((
            at,
            format!(
                "{file}:{number}: the program has no '{key}': the file was exported from another program"
            ),
        ));
    }
    Ok(choice)
}
