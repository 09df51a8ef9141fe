//! The JAX training steps made data parallel by `spmd-data-parallel` in each
//! style, on meshes of 2, 4 and 8 devices and on 2x2 with Megatron tensor
//! parallelism on the second axis: the partitioned step run by `spmd-run`
//! gives the single-device loss, params and states within 1e-4. On the 1-D
//! meshes the `spmd-report` figures are checked against the formula: DDP
//! stores every param and state, FSDP 1/N of each (dim 0 padded); where the
//! batch divides, DDP's gradient traffic is all_reduce only and FSDP's
//! reduce_scatter only. Bucketing is checked on `mlp_adam_train`.

mod common;

use common::{
    FIXTURES, Fixture, executable_matches, fixtures_dir, present_fixtures, run, shard_args_entries,
};
use serde_json::Value as Json;
use std::{
    path::{Path, PathBuf},
    process::Command,
};

const STYLES: [&str; 3] = ["replicate", "fully-shard", "mixed"];
/// Batch rows of each training fixture (its inputs' dim 0).
const BATCH: [(&str, usize); 2] = [("mlp_adam_train", 32), ("llama_block_sgd_train", 4)];

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// Partitions `fixture` with `pipeline`, checks it against the single-device
/// results in `reference`, and returns the report.
fn partition_and_check(
    fixture: &Fixture,
    pipeline: &str,
    reference: &Path,
    out: &Path,
) -> (usize, Json) {
    let fixtures = fixtures_dir();
    let source = fixtures.join(format!("{}.linalg.mlir", fixture.name));
    let inputs = fixtures.join(format!("{}.io", fixture.name));
    let report = out.with_extension("json");
    run(Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(&source)
        .arg(format!(
            "--pass-pipeline=builtin.module({pipeline},spmd-report{{format=json file={}}})",
            report.display()
        ))
        .arg("-o")
        .arg(out));
    let checked = run(Command::new(env!("CARGO_BIN_EXE_spmd-run"))
        .arg(out)
        .arg("--inputs")
        .arg(&inputs)
        .arg("--expect")
        .arg(reference)
        .arg("--out")
        .arg(out.with_extension("interpreted")));
    let equal = checked.lines().filter(|l| l.ends_with(": ok")).count();
    let executed = executable_matches(
        out,
        Some(&inputs),
        &out.with_extension("interpreted"),
        1e-5,
        &inputs,
    );
    println!(
        "  {}: executable {executed} results equal to the interpreter and JAX",
        out.display()
    );
    let report: Json = serde_json::from_str(
        std::fs::read_to_string(&report)
            .expect("the report is written")
            .trim(),
    )
    .expect("the report is JSON");
    (equal, report)
}

fn single_device(fixture: &Fixture, dir: &Path) -> PathBuf {
    let fixtures = fixtures_dir();
    let reference = dir.join(format!("{}.single", fixture.name));
    run(Command::new(env!("CARGO_BIN_EXE_spmd-run"))
        .arg(fixtures.join(format!("{}.linalg.mlir", fixture.name)))
        .arg("--inputs")
        .arg(fixtures.join(format!("{}.io", fixture.name)))
        .arg("--out")
        .arg(&reference));
    reference
}

fn figure(report: &Json, path: &[&str]) -> u64 {
    path.iter()
        .fold(report, |json, key| &json[*key])
        .as_u64()
        .unwrap_or(0)
}

/// Gradient collective kinds with their count, from a report.
fn gradient_kinds(report: &Json) -> Vec<(String, u64)> {
    report["collectives"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(kind, figures)| {
            (
                kind.clone(),
                figures["gradient_count"].as_u64().unwrap_or(0),
            )
        })
        .filter(|(_, count)| *count > 0)
        .collect()
}

/// Single-device bytes of the params and states (the f32 arguments before
/// the batch inputs), and their bytes per device when dim 0 is split into
/// `devices` padded pieces.
fn stored_bytes(fixture: &Fixture, devices: usize) -> (u64, u64) {
    let text =
        std::fs::read_to_string(fixtures_dir().join(format!("{}.linalg.mlir", fixture.name)))
            .expect("fixture");
    let signature = text
        .lines()
        .find(|l| l.contains("func.func @main"))
        .expect("main");
    let shapes: Vec<Vec<u64>> = signature
        .split("tensor<")
        .skip(1)
        .map(|t| {
            t.split("xf32>")
                .next()
                .unwrap_or_default()
                .split('x')
                .filter_map(|d| d.parse().ok())
                .collect()
        })
        .collect();
    let first_input = fixture.batch[0];
    let mut whole = 0;
    let mut split = 0;
    for shape in &shapes[..first_input] {
        let rest: u64 = shape.iter().skip(1).product();
        let rows = shape.first().copied().unwrap_or(1);
        whole += rows * rest * 4;
        split += rows.div_ceil(devices as u64) * rest * 4;
    }
    (whole, split)
}

#[test]
fn data_parallel_steps_equal_the_single_device_step() {
    if present_fixtures().is_none() {
        return;
    }
    let dir = scratch("data_parallel");
    let mut combinations = 0;
    for fixture in FIXTURES.iter().filter(|f| f.name.ends_with("_train")) {
        let reference = single_device(fixture, &dir);
        let batch = BATCH
            .iter()
            .find(|(n, _)| *n == fixture.name)
            .expect("batch")
            .1;
        for style in STYLES {
            for mesh in ["2", "4", "8", "2x2"] {
                let pipeline = if mesh == "2x2" {
                    format!(
                        "spmd-shard-args{{mesh=2x2 axis-names=dp,tp args=\"{}\"}},spmd-data-parallel{{style={style} mesh-axis=dp}}",
                        shard_args_entries(fixture, 2, false, true)
                    )
                } else {
                    format!("spmd-data-parallel{{style={style} mesh={mesh}}}")
                };
                let out = dir.join(format!("{}.{style}.{mesh}.mlir", fixture.name));
                let (equal, report) = partition_and_check(fixture, &pipeline, &reference, &out);
                let kinds = gradient_kinds(&report);
                println!(
                    "{:<22} {style:<12} mesh {mesh:<4}{} {equal} results equal; gradient collectives {kinds:?}",
                    fixture.name,
                    if mesh == "2x2" { " +TP" } else { "" }
                );
                assert_eq!(equal, 10, "{}: loss, 3 params and 6 states", fixture.name);
                combinations += 1;
                let devices: usize = mesh.parse().unwrap_or(0);
                if devices == 0 {
                    continue;
                }
                let (whole, split) = stored_bytes(fixture, devices);
                let stored = figure(&report, &["bytes_per_device", "param"])
                    + figure(&report, &["bytes_per_device", "state"]);
                match style {
                    "replicate" => assert_eq!(stored, whole, "DDP stores every param and state"),
                    "fully-shard" => {
                        assert_eq!(stored, split, "FSDP stores 1/{devices} (padded)");
                        assert!(stored <= whole / devices as u64 + whole / 100);
                    }
                    _ => {}
                }
                // Gradient traffic, where the batch divides (else gradients
                // are computed whole on every device).
                if !batch.is_multiple_of(devices) {
                    continue;
                }
                match style {
                    "replicate" => {
                        assert!(kinds.iter().all(|(k, _)| k == "all_reduce"), "{kinds:?}");
                        assert!(!kinds.is_empty(), "DDP all-reduces gradients");
                    }
                    "fully-shard" => {
                        assert!(
                            kinds.iter().all(|(k, _)| k == "reduce_scatter"),
                            "{kinds:?}"
                        );
                        assert!(!kinds.is_empty(), "FSDP reduce-scatters gradients");
                    }
                    _ => {}
                }
            }
        }
    }
    println!("data-parallel combinations checked: {combinations}");
}

/// DDP on 4 devices moves the gradients of `mlp_adam_train` (b1: 1 KB, w1
/// and w2: 64 KB each) in 3 all_reduces; buckets of 0.1 MB fuse b1 with
/// one weight (2), of 0.2 MB all three (1). Values do not change.
#[test]
fn bucketing_fuses_gradient_all_reduces() {
    if !fixtures_dir().is_dir() {
        return;
    }
    let dir = scratch("bucketing");
    let fixture = &FIXTURES[0];
    let reference = single_device(fixture, &dir);
    for (megabytes, expected) in [(0.0, 3), (0.05, 3), (0.1, 2), (0.2, 1)] {
        let pipeline =
            format!("spmd-data-parallel{{style=replicate mesh=4 bucket-mb={megabytes}}}");
        let out = dir.join(format!("bucket-{megabytes}.mlir"));
        let (equal, report) = partition_and_check(fixture, &pipeline, &reference, &out);
        let gradient_collectives =
            figure(&report, &["collectives", "all_reduce", "gradient_count"]);
        println!(
            "bucket-mb={megabytes}: {gradient_collectives} gradient all_reduces, {equal} results equal"
        );
        assert_eq!(equal, 10);
        assert_eq!(gradient_collectives, expected, "bucket-mb={megabytes}");
    }
}
