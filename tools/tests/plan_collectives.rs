//! Pins the collectives of the fixture plans: for every fixture sharding
//! that the end-to-end tests run (batch, Megatron and both, by propagation;
//! the three data-parallel styles; `spmd-auto-shard` on 4 and 2x2; the
//! 4-layer step on 2x4), the count of
//! each `shard` collective per grid-axis group, as an insta snapshot.
//!
//! A change to propagation or partitioning that moves a plan's collectives
//! shows here as a snapshot diff, so restructurings that must not change
//! plans are checked, and plan improvements are reviewed collective by
//! collective.

mod common;

use common::{
    FIXTURES, collective_counts, deep_step_entries, present_fixtures, run, sharding_sets,
};
use std::{path::Path, process::Command};

fn partition(source: &Path, pipeline: &str) -> String {
    run(Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(source)
        .arg(format!("--pass-pipeline=builtin.module({pipeline})")))
}

#[test]
fn fixture_plans_issue_the_pinned_collectives() {
    let Some(fixtures) = present_fixtures() else {
        return;
    };
    let mut table = Vec::new();
    for fixture in &FIXTURES {
        let source = fixtures.join(format!("{}.linalg.mlir", fixture.name));
        for (mesh, set, entries) in sharding_sets(fixture) {
            let pipeline = format!(
                "spmd-shard-args{{mesh={mesh} args=\"{entries}\"}},spmd-propagate,spmd-partition"
            );
            let counts = collective_counts(&partition(&source, &pipeline));
            table.push(format!("{} {mesh} {set}: {counts}", fixture.name));
        }
        let roles = if fixture.name == "llama_block_fwd" {
            "spmd-roles{args=\"0=param 1=param 2=param 3=param 4=param 5=param 6=param 7=param 8=param 9=input\"},"
        } else {
            ""
        };
        for (mesh, algo) in [("4", "ilp"), ("2x2", "ilp"), ("4", "megatron")] {
            let counts = collective_counts(&partition(
                &source,
                &format!("{roles}spmd-auto-shard{{mesh={mesh} algo={algo}}}"),
            ));
            table.push(format!(
                "{} {mesh} auto-shard {algo}: {counts}",
                fixture.name
            ));
        }
        if fixture.name.ends_with("_train") {
            for style in ["replicate", "fully-shard", "mixed"] {
                let pipeline = format!("spmd-data-parallel{{mesh=4 style={style}}}");
                let counts = collective_counts(&partition(&source, &pipeline));
                table.push(format!("{} 4 {style}: {counts}", fixture.name));
            }
        }
    }
    let deep = fixtures.join("scale/llama_train_L4.linalg.mlir");
    if deep.is_file() {
        let pipeline = format!(
            "spmd-shard-args{{mesh=2x4 args=\"{}\"}},spmd-propagate,spmd-partition",
            deep_step_entries(4)
        );
        let counts = collective_counts(&partition(&deep, &pipeline));
        table.push(format!("llama_train_L4 2x4 batch+megatron: {counts}"));
    }
    insta::assert_snapshot!(table.join("\n"));
}
