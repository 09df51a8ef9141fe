//! Layers scanned with `jax.lax.scan` (`examples/scan`, written by
//! `examples/scan/export.py`: a Llama with stacked `[layers, ...]` weights,
//! exported through IREE, whose forward and backward are each one
//! `scf.for` with tensor iter_args), exactly as exported, with JAX's own
//! inputs and outputs:
//!
//! - single device, batch-parallel, DDP, FSDP and Megatron DP2 x TP2, each
//!   through the interpreter and the CPU backend's executable, equal JAX;
//! - the partitioned programs keep their loops (nothing unrolled) and run
//!   the per-layer collectives inside them, once per iteration;
//! - a sharding that splits the layer dim is refused (that would be
//!   pipeline parallelism).

mod common;

use common::{check_export, collective_counts, run};
use std::{
    path::{Path, PathBuf},
    process::Command,
};

fn scan_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/scan")
}

fn check(name: &str, passes: &str, label: &str) -> String {
    check_export(&scan_dir(), name, passes, label)
}

/// The collectives of `program` outside any loop and inside loops (by
/// the printer's indentation: a function's ops at 4 spaces, a loop
/// body's at 6).
fn collectives_outside_and_inside(program: &str) -> (String, String) {
    let (mut outside, mut inside) = (Vec::new(), Vec::new());
    for line in program.lines() {
        let indent = line.len() - line.trim_start().len();
        if indent == 4 {
            outside.push(line);
        } else if indent >= 6 && line.trim_start().starts_with('%') {
            inside.push(line);
        }
    }
    (
        collective_counts(&outside.join("\n")),
        collective_counts(&inside.join("\n")),
    )
}

fn loops(program: &str) -> usize {
    program.matches("scf.for").count()
}

// Argument order (the flattened parameter tree, keys sorted): g1, g2,
// w_down, w_gate, w_up, wk, wo, wq, wv (each `[layers, ...]`), x, y.
const X: usize = 9;

#[test]
fn scanned_programs_equal_jax_on_one_device() {
    for name in [
        "llama_scan_fwd_L4",
        "llama_scan_sgd_train_L4",
        "llama_unrolled_sgd_train_L4",
    ] {
        check(name, "", "single");
    }
}

#[test]
fn a_batch_split_forward_keeps_its_loop_and_needs_no_collective() {
    let program = check(
        "llama_scan_fwd_L4",
        &format!("spmd-shard-args{{mesh=4 args=\"{X}=S(0)\"}},spmd-propagate,spmd-partition"),
        "batch",
    );
    assert_eq!(loops(&program), 1);
    assert_eq!(collective_counts(&program), "none");
}

/// DDP's stacked gradients are whole on every device either way, so the
/// backward carries them as partial sums and reduces each stack once after
/// the loop (9 all_reduces instead of 9 per iteration); `in-loop` keeps
/// one reduce per layer.
#[test]
fn ddp_reduces_the_stacked_gradients_once_after_the_backward_loop() {
    let program = check(
        "llama_scan_sgd_train_L4",
        "spmd-data-parallel{style=replicate mesh=4}",
        "ddp",
    );
    assert_eq!(loops(&program), 2);
    // The loss and the 9 stacks.
    assert_eq!(
        collectives_outside_and_inside(&program),
        ("all_reduce[0] x10".to_owned(), "none".to_owned())
    );
    let program = check(
        "llama_scan_sgd_train_L4",
        "spmd-data-parallel{style=replicate mesh=4 loop-gradients=in-loop}",
        "ddp_in_loop",
    );
    assert_eq!(
        collectives_outside_and_inside(&program),
        ("all_reduce[0] x1".to_owned(), "all_reduce[0] x9".to_owned())
    );
}

#[test]
fn fsdp_gathers_each_layer_inside_the_loops() {
    let program = check(
        "llama_scan_sgd_train_L4",
        "spmd-data-parallel{style=fully-shard mesh=4}",
        "fsdp",
    );
    assert_eq!(loops(&program), 2);
    let (outside, inside) = collectives_outside_and_inside(&program);
    // ZeRO-3 per layer: the forward gathers its 9 weights, the backward the
    // 7 it reads again, each iteration; the backward reduce-scatters each
    // layer's gradients as it goes (reducing after the loop would hold
    // whole stacks where FSDP keeps sharded ones).
    assert_eq!(outside, "all_reduce[0] x1");
    assert_eq!(inside, "all_gather[0] x16, reduce_scatter[0] x9");
    // Asked to, it reduce-scatters each whole stack once after the loop.
    let program = check(
        "llama_scan_sgd_train_L4",
        "spmd-data-parallel{style=fully-shard mesh=4 loop-gradients=after-loop}",
        "fsdp_after_loop",
    );
    assert_eq!(
        collectives_outside_and_inside(&program),
        (
            "all_reduce[0] x1, reduce_scatter[0] x9".to_owned(),
            "all_gather[0] x16".to_owned()
        )
    );
}

/// 64 scanned layers (narrower, the same ops) equal JAX on one device,
/// data parallel (with the same collectives as 4) and Megatron DP2 x TP2.
#[test]
fn sixty_four_scanned_layers_equal_jax() {
    check("llama_scan_sgd_train_L64", "", "single");
    let program = check(
        "llama_scan_sgd_train_L64",
        "spmd-data-parallel{style=replicate mesh=4}",
        "ddp",
    );
    assert_eq!(
        collectives_outside_and_inside(&program),
        ("all_reduce[0] x10".to_owned(), "none".to_owned())
    );
    let program = check(
        "llama_scan_sgd_train_L64",
        "spmd-data-parallel{style=fully-shard mesh=4}",
        "fsdp",
    );
    assert_eq!(loops(&program), 2);
    assert_eq!(
        collectives_outside_and_inside(&program).1,
        "all_gather[0] x16, reduce_scatter[0] x9"
    );
    let program = check("llama_scan_sgd_train_L64", &megatron(true), "megatron");
    assert_eq!(loops(&program), 2);
}

/// Megatron on `tp` (q, k, v, gate and up split on their output columns,
/// o and down on their input rows; the stacked layer dim whole) and the
/// batch on `dp`.
fn megatron(with_labels: bool) -> String {
    let mut args = vec![format!("{X}=S(0),R")];
    if with_labels {
        args.push(format!("{}=S(0),R", X + 1));
    }
    for (argument, dim) in [(2, 1), (3, 2), (4, 2), (5, 2), (6, 1), (7, 2), (8, 2)] {
        args.push(format!("{argument}=R,S({dim})"));
    }
    format!(
        "spmd-shard-args{{mesh=2x2 axis-names=dp,tp args=\"{}\"}},spmd-expand-batch-dims,spmd-propagate,spmd-partition",
        args.join(" ")
    )
}

#[test]
fn megatron_dp2_tp2_runs_inside_the_loops() {
    let forward = check("llama_scan_fwd_L4", &megatron(false), "megatron");
    assert_eq!(loops(&forward), 1);
    let (outside, inside) = collectives_outside_and_inside(&forward);
    assert_eq!(outside, "none");
    // Megatron's plan: each layer reduces its attention and MLP outputs on
    // tp, and nothing else moves.
    assert_eq!(inside, "all_reduce[1] x2");
    let step = check("llama_scan_sgd_train_L4", &megatron(true), "megatron");
    assert_eq!(loops(&step), 2);
    let (outside, inside) = collectives_outside_and_inside(&step);
    // The loss; each layer's 9 gradients on dp and its 4 Megatron reduces
    // on tp (2 forward, 2 backward): the backward's attention keeps its
    // heads split, also where it reads a layer of a stacked residual.
    assert_eq!(outside, "all_reduce[0] x1");
    assert_eq!(inside, "all_reduce[0] x9, all_reduce[1] x4");
}

#[test]
fn splitting_the_layer_dim_is_refused_as_pipeline_parallelism() {
    let output = Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(scan_dir().join("llama_scan_fwd_L4.linalg.mlir"))
        .arg("--pass-pipeline=builtin.module(spmd-shard-args{mesh=4 args=\"7=S(0)\"},spmd-propagate)")
        .output()
        .expect("spmd-opt runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(stderr.contains("pipeline parallelism"), "{stderr}");
    assert!(
        stderr.contains("llama_scan_fwd_L4.linalg.mlir:"),
        "{stderr}"
    );
}

/// The scanned step's compiled form does not grow with depth: 64 scanned
/// layers lower to as many steps as 4.
#[test]
fn the_lowered_step_is_flat_in_depth() {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("scan_depth");
    std::fs::create_dir_all(&scratch).expect("scratch folder");
    let lowered = |layers: usize| -> String {
        let output = scratch.join(format!("L{layers}.mlir"));
        run(Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
            .arg(scan_dir().join(format!("llama_scan_sgd_train_L{layers}.linalg.mlir")))
            .arg("--pass-pipeline=builtin.module(spmd-data-parallel{style=fully-shard mesh=4},spmd-partition,func.func(linalg-generalize-named-ops),spmd-lower-to-runtime)")
            .arg("-o")
            .arg(&output));
        std::fs::read_to_string(output).expect("written")
    };
    let steps = |program: &str| program.matches("spmd.step =").count();
    let (shallow, deep) = (lowered(4), lowered(64));
    // The same ops (the 64-layer step is narrower, which may fuse a kernel
    // differently), where unrolling would take 16 times as many steps.
    assert!(
        steps(&shallow).abs_diff(steps(&deep)) <= 4,
        "{} steps at 4 layers, {} at 64",
        steps(&shallow),
        steps(&deep)
    );
    assert_eq!(loops(&deep), 2);
}

/// The auto-sharder's report for `name` under `options`.
fn auto_shard_report(name: &str, options: &str) -> serde_json::Value {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("scan_auto_{name}"));
    std::fs::create_dir_all(&scratch).expect("scratch folder");
    let report = scratch.join("report.json");
    run(Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(scan_dir().join(format!("{name}.linalg.mlir")))
        .arg(format!(
            "--pass-pipeline=builtin.module(spmd-auto-shard{{{options} report={}}})",
            report.display()
        ))
        .arg("-o")
        .arg(scratch.join("out.mlir")));
    serde_json::from_str(&std::fs::read_to_string(report).expect("report")).expect("JSON")
}

/// `spmd-auto-shard` builds a loop's body once (a node per carried value
/// and per body op), charges it per iteration, reduces gradient stacks
/// after their loop, and its plans keep the loops and equal JAX.
#[test]
fn auto_shard_plans_loops_and_charges_the_body_per_iteration() {
    for options in ["mesh=4", "mesh=2x2", "mesh=4 algo=dp"] {
        let program = check(
            "llama_scan_sgd_train_L4",
            &format!("spmd-auto-shard{{{options}}}"),
            &format!("auto-{}", options.replace([' ', '='], "-")),
        );
        assert_eq!(loops(&program), 2, "{options}");
    }
    // The textbook DP plan: the scanned step's body compute is charged
    // once per iteration (within 2x of the unrolled step's; charged once it
    // would be a quarter), and each gradient stack is reduced once after
    // its loop, as spmd-data-parallel places it: 10 all_reduces (the loss,
    // 9 stacks) where the unrolled step makes 37 (the loss, 9 x 4 layers).
    let scanned = auto_shard_report("llama_scan_sgd_train_L4", "mesh=4 algo=dp");
    let unrolled = auto_shard_report("llama_unrolled_sgd_train_L4", "mesh=4 algo=dp");
    let compute = |report: &serde_json::Value| report["compute_seconds"].as_f64().unwrap_or(0.0);
    let ratio = compute(&scanned) / compute(&unrolled);
    assert!(
        (0.5..=2.0).contains(&ratio),
        "compute scanned / unrolled {ratio}"
    );
    let all_reduce = |report: &serde_json::Value| {
        let traffic = &report["collectives"]["all_reduce"];
        (
            traffic["count"].as_u64(),
            traffic["seconds"].as_f64().unwrap_or(0.0),
        )
    };
    let ((count, seconds), (unrolled_count, unrolled_seconds)) =
        (all_reduce(&scanned), all_reduce(&unrolled));
    assert_eq!((count, unrolled_count), (Some(10), Some(37)));
    assert!(seconds < unrolled_seconds);
    assert_eq!(
        scanned["collectives"].as_object().map(|c| c.len()),
        Some(1),
        "only all_reduces: {}",
        scanned["collectives"]
    );
    // The body is in the graph once: fewer nodes than the unrolled step's.
    assert!(scanned["nodes"].as_u64() < unrolled["nodes"].as_u64());
}
