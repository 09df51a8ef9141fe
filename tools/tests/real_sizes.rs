//! Memory at 7B-class shapes, by compilation alone (no data): the 2-layer
//! Llama SGD step at dim 4096, 32 heads, batch 8, sequence 2048, bf16
//! (`inputs/llama_train_L2_h32_b8_d4096_s2048_bf16.linalg.mlir`, from
//! `bench/llama_steps.py OUT 2 --dim 4096 --heads 32 --batch 8 --seq 2048
//! --dtype bf16`).
//!
//! - `spmd-auto-shard`'s memory model is its plan's buffer plan (the
//!   arena `spmd-lower-to-runtime` allocates, as `spmd-report` prints it)
//!   within 5%, for its own plans and its baselines', on 8 and 2x4 (10%
//!   for its own plan on 8, which shards the batch to 1 per device);
//! - every updated param is returned in its argument's sharding;
//! - a limit the Megatron baseline meets gets a plan that meets it and
//!   costs no more than Megatron's;
//! - FSDP (ZeRO-3) peaks within params/N + grads/N + activations + two
//!   layers' gathered weights, below the plan that keeps the forward's
//!   gathers.

mod common;

use common::{argument_elements, run, signature_shardings};
use serde_json::Value as Json;
use std::path::{Path, PathBuf};

const LAYERS: usize = 2;
const PARAMS_PER_LAYER: usize = 9;
const PARAMS: usize = LAYERS * PARAMS_PER_LAYER;
const DEVICES: usize = 8;
const ELEMENT_BYTES: usize = 2;

fn step() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/inputs/llama_train_L2_h32_b8_d4096_s2048_bf16.linalg.mlir")
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("real_sizes_{name}"));
    std::fs::create_dir_all(&dir).expect("scratch");
    dir
}

fn read_json(path: &Path) -> Json {
    serde_json::from_str(&std::fs::read_to_string(path).expect("written")).expect("JSON")
}

/// Runs `spmd-auto-shard{options}`: the program, its JSON report, and
/// `spmd-report`'s peak of the program.
fn auto_shard(options: &str, name: &str) -> (String, Json, usize) {
    let dir = scratch(name);
    let (program, report) = (dir.join("program.mlir"), dir.join("report.json"));
    run(std::process::Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(step())
        .arg(format!(
            "--pass-pipeline=builtin.module(spmd-auto-shard{{{options} report={}}})",
            report.display()
        ))
        .arg("-o")
        .arg(&program));
    let text = std::fs::read_to_string(&program).expect("written");
    (text, read_json(&report), reported_peak(&program, &dir))
}

/// `spmd-report`'s peak (the buffer plan's arena) of a partitioned program.
fn reported_peak(program: &Path, dir: &Path) -> usize {
    let json = dir.join("memory.json");
    run(std::process::Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(program)
        .arg(format!(
            "--pass-pipeline=builtin.module(spmd-report{{format=json file={}}})",
            json.display()
        ))
        .arg("-o")
        .arg(dir.join("unchanged.mlir")));
    read_json(&json)["peak"]["bytes"]
        .as_u64()
        .expect("peak bytes") as usize
}

fn number(json: &Json, field: &str) -> f64 {
    json[field].as_f64().unwrap_or_else(|| panic!("no {field}"))
}

#[test]
fn the_memory_model_is_the_buffer_plan_within_five_percent_and_steps_are_steady() {
    // The ILP's plan on 8 shards the batch of 8 to 1 per device, where the
    // partitioned program's layouts (transposes folded into GEMMs, or not,
    // around unit dims) and so its buffer plan differ from the single-device
    // program's the model follows: 2,685 MB planned, 2,450 modelled (8.7%;
    // 8.9% before row groups, 4.3% before the residual stream was written
    // once rather than recomputed from its branches). docs/NOTES.md,
    // issue 38.
    for (options, name, tolerance) in [
        ("mesh=8", "ilp8", 0.10),
        ("mesh=2x4", "ilp2x4", 0.05),
        ("mesh=8 algo=dp", "dp8", 0.05),
        ("mesh=2x4 algo=megatron", "megatron2x4", 0.05),
    ] {
        let (program, report, peak) = auto_shard(options, name);
        assert_eq!(number(&report, "peak_bytes_per_device") as usize, peak);
        let modelled = number(&report, "modelled_bytes_per_device");
        let error = (modelled - peak as f64).abs() / peak as f64;
        println!("{options}: peak {peak} bytes, modelled {modelled} ({error:.3})");
        assert!(
            error <= tolerance,
            "{options}: modelled {modelled}, peak {peak}"
        );
        // The step's arguments are the params, x and y; its results the
        // loss and the params' updates, in the same order.
        let (arguments, results) = signature_shardings(&program);
        assert_eq!(arguments.len(), PARAMS + 2);
        assert_eq!(
            arguments[..PARAMS],
            results[1..],
            "{options}: updates as their params"
        );
    }
}

#[test]
fn a_limit_megatron_meets_gets_a_plan_that_meets_it_and_costs_no_more() {
    let (_, megatron, megatron_peak) = auto_shard("mesh=2x4 algo=megatron", "floor_megatron");
    let limit = megatron_peak as f64 * 1.001;
    let (_, plan, peak) = auto_shard(
        &format!("mesh=2x4 memory-gb={} time-limit=10", limit / 1e9),
        "floor_ilp",
    );
    let (seconds, floor) = (
        number(&plan, "step_seconds"),
        number(&megatron, "step_seconds"),
    );
    println!("limit {limit} bytes: plan {peak} bytes, {seconds} s; megatron {floor} s");
    assert!(peak as f64 <= limit);
    assert!(seconds <= floor * (1.0 + 1e-9));
}

/// Each device's peak after `passes`, by `spmd-report`.
fn peak_after(passes: &str, name: &str) -> usize {
    let dir = scratch(name);
    let program = dir.join("program.mlir");
    run(std::process::Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(step())
        .arg(format!("--pass-pipeline=builtin.module({passes})"))
        .arg("-o")
        .arg(&program));
    reported_peak(&program, &dir)
}

#[test]
fn zero3_peaks_within_its_formula() {
    let source = std::fs::read_to_string(step()).expect("read");
    let param_bytes = |index| ELEMENT_BYTES * argument_elements(&source, index);
    let params: usize = (0..PARAMS).map(param_bytes).sum();
    let layer: usize = (0..PARAMS_PER_LAYER).map(param_bytes).sum();
    let ddp = peak_after(&format!("spmd-data-parallel{{mesh={DEVICES}}}"), "ddp");
    let zero3 = peak_after(
        &format!("spmd-data-parallel{{mesh={DEVICES} style=fully-shard}}"),
        "zero3",
    );
    let kept = peak_after(
        &format!(
            "spmd-data-parallel{{mesh={DEVICES} style=fully-shard reshard-after-forward=false}}"
        ),
        "fsdp_kept",
    );
    let activations = ddp - 2 * params;
    let bound = 2 * params / DEVICES + activations + 2 * layer;
    println!("DDP {ddp}, ZeRO-3 {zero3}, kept {kept}, formula {bound} bytes per device");
    assert!(zero3 <= bound, "ZeRO-3 {zero3}, formula {bound}");
    assert!(zero3 < kept);
}
