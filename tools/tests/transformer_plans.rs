//! The plans of the 4-layer Llama SGD step against the textbook ones,
//! written as formulas of the step's structure: data parallelism on a 1-D
//! mesh and over both axes of a 2-D mesh issues one `all_reduce` per
//! parameter gradient (nine per layer) plus one for the loss, each over
//! every axis the batch is split on, and nothing else (as DDP and XLA do).
//! Each plan must also compute what the single-device program computes, on
//! the CPU mesh (interpreter and executable).

mod common;

use common::{Compared, collective_counts, fixtures_dir, partition_and_compare};
use std::path::Path;

const LAYERS: usize = 4;
/// Parameters per layer: two norm gains, q, k, v, o, gate, up, down.
const PARAMS_PER_LAYER: usize = 9;

/// Partitions the step with `args` on `mesh`, checks its numerics against
/// the single-device program, and returns its collective counts.
fn partition_and_check(mesh: &str, args: &str, name: &str) -> Option<String> {
    let source = fixtures_dir().join(format!("scale/llama_train_L{LAYERS}.linalg.mlir"));
    if !source.is_file() {
        eprintln!("skipped: no {}", source.display());
        return None;
    }
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("transformer_{name}"));
    let pipeline = format!(
        "builtin.module(spmd-shard-args{{mesh={mesh} args=\"{args}\"}},spmd-propagate,spmd-partition)"
    );
    let Compared {
        partitioned,
        results,
        report,
        ..
    } = partition_and_compare(&source, &pipeline, &scratch, 5e-5);
    assert_eq!(results, PARAMS_PER_LAYER * LAYERS + 1, "{report}");
    Some(collective_counts(
        &std::fs::read_to_string(&partitioned).expect("written"),
    ))
}

/// The arguments after the parameters: x and y.
fn batch_args(placements: &str) -> String {
    let x = PARAMS_PER_LAYER * LAYERS;
    format!("{x}={placements} {}={placements}", x + 1)
}

/// The textbook data-parallel plan: one all-reduce per parameter gradient
/// and one for the loss, each over `axes`.
fn data_parallel_plan(axes: &str) -> String {
    format!("all_reduce[{axes}] x{}", PARAMS_PER_LAYER * LAYERS + 1)
}

#[test]
fn data_parallel_on_one_axis_is_one_all_reduce_per_gradient_and_the_loss() {
    if let Some(counts) = partition_and_check("4", &batch_args("S(0)"), "dp4") {
        assert_eq!(counts, data_parallel_plan("0"));
    }
}

#[test]
fn data_parallel_over_both_axes_is_one_all_reduce_over_both_per_gradient_and_the_loss() {
    if let Some(counts) = partition_and_check("2x2", &batch_args("S(0),S(0)"), "dp2x2") {
        assert_eq!(counts, data_parallel_plan("0,1"));
    }
}
