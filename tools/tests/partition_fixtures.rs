//! End to end on the JAX fixtures: each fixture, sharded by
//! `spmd-shard-args` (batch, Megatron tensor parallelism, or both on a 2-D
//! mesh), propagated and partitioned by `spmd-opt`, then run by `spmd-run`
//! on the simulated mesh, must equal the single-device program within 1e-4.
//! Prints one line per combination.

mod common;

use common::{
    COMMUNICATING, Compared, FIXTURES, deep_step_entries, executable_matches, fixtures_dir,
    partition_and_compare, present_fixtures, run, sharding_sets,
};
use std::{path::Path, process::Command};

#[test]
fn partitioned_fixtures_equal_the_single_device_program() {
    let Some(fixtures) = present_fixtures() else {
        return;
    };
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("partition_fixtures");
    std::fs::create_dir_all(&scratch).expect("scratch folder");
    let mut combinations = 0;
    for fixture in &FIXTURES {
        let source = fixtures.join(format!("{}.linalg.mlir", fixture.name));
        let inputs = fixtures.join(format!("{}.io", fixture.name));
        let reference = scratch.join(format!("{}.single", fixture.name));
        run(Command::new(env!("CARGO_BIN_EXE_spmd-run"))
            .arg(&source)
            .arg("--inputs")
            .arg(&inputs)
            .arg("--out")
            .arg(&reference));
        for (mesh, set, entries) in sharding_sets(fixture) {
            let partitioned = scratch.join(format!("{}.{mesh}.{set}.mlir", fixture.name));
            let pipeline = format!(
                "builtin.module(spmd-shard-args{{mesh={mesh} args=\"{entries}\"}},spmd-propagate,spmd-partition)"
            );
            run(Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
                .arg(&source)
                .arg(format!("--pass-pipeline={pipeline}"))
                .arg("-o")
                .arg(&partitioned));
            let interpreted = partitioned.with_extension("interpreted");
            let report = run(Command::new(env!("CARGO_BIN_EXE_spmd-run"))
                .arg(&partitioned)
                .arg("--mesh")
                .arg(mesh)
                .arg("--inputs")
                .arg(&inputs)
                .arg("--expect")
                .arg(&reference)
                .arg("--out")
                .arg(&interpreted));
            let results = report.lines().filter(|l| l.ends_with(": ok")).count();
            let executed =
                executable_matches(&partitioned, Some(&inputs), &interpreted, 1e-5, &inputs);
            let ir = std::fs::read_to_string(&partitioned).expect("partitioned program");
            let collectives: usize = COMMUNICATING
                .iter()
                .map(|op| ir.matches(&format!("= shard.{op} ")).count())
                .sum();
            println!(
                "{:<22} mesh {mesh:<4} {set:<15} {results} results equal, {collectives} collectives; executable: {executed} results equal to the interpreter and JAX",
                fixture.name
            );
            assert!(results > 0, "no result compared:\n{report}");
            combinations += 1;
        }
    }
    println!("fixture combinations checked: {combinations}");
}

/// The 4-layer training step of `scale/` (no recorded data: seeded random
/// inputs, the same for both runs), batch on axis 0 and Megatron on axis 1 of
/// a 2x4 mesh.
#[test]
fn partitioned_deep_training_step_equals_the_single_device_program() {
    let source = fixtures_dir().join("scale/llama_train_L4.linalg.mlir");
    if !source.is_file() {
        eprintln!("skipped: no {}", source.display());
        return;
    }
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("partition_deep");
    let layers = 4;
    let pipeline = format!(
        "builtin.module(spmd-shard-args{{mesh=2x4 args=\"{}\"}},spmd-propagate,spmd-partition)",
        deep_step_entries(layers)
    );
    // Four layers forward and backward: summation orders (lanes, partial
    // sums) and the vectorised exp / tanh move results by about 1e-5.
    let Compared {
        results,
        executed,
        report,
        ..
    } = partition_and_compare(&source, &pipeline, &scratch, 5e-5);
    println!(
        "llama_train_L4 mesh 2x4 batch+megatron: {results} results equal; executable: {executed} equal to the interpreter and the single-device program"
    );
    assert_eq!(results, 37, "{report}");
}
