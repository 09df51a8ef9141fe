//! The plans of 4-layer Llama SGD steps against the textbook ones, written
//! as formulas of the step's structure (9 parameters per layer: two norm
//! gains, q, k, v, o, gate, up, down; and the loss):
//!
//! - data parallelism, on a 1-D mesh or with the batch over both axes of a
//!   2-D one: one `all_reduce` per parameter gradient plus the loss, each
//!   over every axis the batch is split on, and nothing else (DDP, XLA);
//! - Megatron DP x TP (`spmd-expand-batch-dims` first, so that heads can be
//!   split): 4 activation `all_reduce`s per layer on `tp` (attention and
//!   MLP, forward and backward), gradient reductions on `dp` only, no
//!   `all_gather`;
//! - Megatron DP2 x TP4 on the shipped step, whose 2 heads 4 devices
//!   cannot split: the same plus 4 `all_gather`s per layer on `tp`, none
//!   on `dp`;
//! - `spmd-auto-shard`'s `dp` and `megatron` baselines: the plans above,
//!   and the ILP's plan no more costly by the same model;
//! - FSDP (ZeRO-3, `reshard_after_forward`): one `all_gather` per
//!   parameter for the forward and one again for the backward of each
//!   parameter the backward reads (7 per layer: the norm gains' backward
//!   reads their forward broadcast), one `reduce_scatter` per gradient,
//!   the loss's `all_reduce`, each device storing 1/N of the parameters,
//!   and a peak (the buffer plan's arena) within ZeRO-3's formula:
//!   params/N + grads/N + activations + two layers' gathered weights,
//!   where activations are DDP's peak less its params and grads; with
//!   `reshard-after-forward=false`, one `all_gather` per parameter and a
//!   higher peak.
//!
//! The shipped fixture has 2 heads and a batch of 4; Megatron on 4 devices
//! and FSDP on 8 use a step with 4 heads and a batch of 8
//! (`inputs/llama_train_L4_h4_b8.linalg.mlir`, from `bench/llama_steps.py
//! OUT 4 --heads 4 --batch 8`). Each plan must also compute what the
//! single-device program computes on the CPU mesh (interpreter and
//! executable). `all_slice` moves no data and is not counted.

mod common;

use common::{
    Compared, argument_elements, collective_counts, fixtures_dir, partition_and_compare, run,
};
use std::path::{Path, PathBuf};

const LAYERS: usize = 4;
const PARAMS_PER_LAYER: usize = 9;
const PARAMS: usize = PARAMS_PER_LAYER * LAYERS;
/// Parameters per layer the backward reads again (all but the norm gains).
const REGATHERED_PER_LAYER: usize = 7;
/// Megatron's activation all-reduces per layer.
const MEGATRON_ALL_REDUCES_PER_LAYER: usize = 4;
/// Gathers per layer on `tp` where it cannot split the heads: q, k, v and
/// the attention output's gradient.
const UNSPLIT_ATTENTION_GATHERS_PER_LAYER: usize = 4;
/// Which parameter of a layer is split on which dim by Megatron: q, k, v,
/// gate and up by columns, o and down by rows (the fixtures' argument
/// order: attn_norm, mlp_norm, w_down, w_gate, w_up, wk, wo, wq, wv).
const MEGATRON: [(usize, usize); 7] = [(2, 0), (3, 1), (4, 1), (5, 1), (6, 0), (7, 1), (8, 1)];

fn shipped_step() -> Option<PathBuf> {
    let source = fixtures_dir().join(format!("scale/llama_train_L{LAYERS}.linalg.mlir"));
    if !source.is_file() {
        eprintln!("skipped: no {}", source.display());
        return None;
    }
    Some(source)
}

fn four_head_step() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/llama_train_L4_h4_b8.linalg.mlir")
}

/// Partitions `source` by `passes`, checks its numerics against the
/// single-device program, and returns the partitioned program's text.
fn partition_and_check(source: &Path, passes: &str, name: &str) -> String {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("transformer_{name}"));
    let Compared {
        partitioned,
        results,
        report,
        ..
    } = partition_and_compare(source, &format!("builtin.module({passes})"), &scratch, 5e-5);
    assert_eq!(results, PARAMS + 1, "{report}");
    std::fs::read_to_string(&partitioned).expect("written")
}

/// The collectives that move data, as `collective_counts` lists them.
fn communicating(program: &str) -> String {
    collective_counts(program)
        .split(", ")
        .filter(|entry| !entry.starts_with("all_slice"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn shard_args(mesh: &str, entries: &str) -> String {
    format!("spmd-shard-args{{mesh={mesh} args=\"{entries}\"}},spmd-propagate,spmd-partition")
}

/// x and y (the arguments after the parameters) in `placements`.
fn batch_args(placements: &str) -> String {
    format!("{PARAMS}={placements} {}={placements}", PARAMS + 1)
}

#[test]
fn data_parallel_on_one_axis_is_one_all_reduce_per_gradient_and_the_loss() {
    let Some(step) = shipped_step() else { return };
    let program = partition_and_check(&step, &shard_args("4", &batch_args("S(0)")), "dp4");
    assert_eq!(
        communicating(&program),
        format!("all_reduce[0] x{}", PARAMS + 1)
    );
}

#[test]
fn data_parallel_over_both_axes_is_one_all_reduce_over_both_per_gradient_and_the_loss() {
    let Some(step) = shipped_step() else { return };
    let passes = shard_args("2x2", &batch_args("S(0),S(0)"));
    let program = partition_and_check(&step, &passes, "dp2x2");
    assert_eq!(
        communicating(&program),
        format!("all_reduce[0,1] x{}", PARAMS + 1)
    );
}

/// The batch on `dp` (axis 0), Megatron's weights on `tp` (axis 1).
fn megatron_passes(mesh: &str) -> String {
    let mut entries: Vec<String> = (0..LAYERS)
        .flat_map(|layer| {
            MEGATRON
                .iter()
                .map(move |&(arg, dim)| format!("{}=R,S({dim})", layer * PARAMS_PER_LAYER + arg))
        })
        .collect();
    entries.push(batch_args("S(0),R"));
    format!(
        "spmd-expand-batch-dims,{}",
        shard_args(mesh, &entries.join(" "))
    )
}

fn megatron_plan() -> String {
    format!(
        "all_reduce[0] x{}, all_reduce[1] x{}",
        PARAMS + 1,
        MEGATRON_ALL_REDUCES_PER_LAYER * LAYERS
    )
}

#[test]
fn megatron_dp2_tp2_is_four_all_reduces_per_layer_on_tp_and_gradients_on_dp() {
    let Some(step) = shipped_step() else { return };
    let program = partition_and_check(&step, &megatron_passes("2x2"), "megatron2x2");
    assert_eq!(communicating(&program), megatron_plan());
}

#[test]
fn megatron_dp2_tp4_is_four_all_reduces_per_layer_on_tp_and_gradients_on_dp() {
    let program = partition_and_check(&four_head_step(), &megatron_passes("2x4"), "megatron2x4");
    assert_eq!(communicating(&program), megatron_plan());
}

/// The shipped step's 2 heads cannot be split by the 4 devices of `tp`
/// (a DTensor placement cannot split heads and head dim on one axis, as
/// XLA does): attention runs gathered on `tp` but still split on `dp`, so
/// Megatron's plan gains the gathers of q, k and v and of the attention
/// output's gradient on `tp`, and nothing on `dp`.
#[test]
fn megatron_dp2_tp4_on_two_heads_gathers_attention_on_tp_only() {
    let Some(step) = shipped_step() else { return };
    let program = partition_and_check(&step, &megatron_passes("2x4"), "megatron2x4_two_heads");
    assert_eq!(
        communicating(&program),
        format!(
            "all_gather[1] x{}, {}",
            UNSPLIT_ATTENTION_GATHERS_PER_LAYER * LAYERS,
            megatron_plan()
        )
    );
}

/// `spmd-auto-shard`'s `dp` and `megatron` baselines are propagation from
/// their argument shardings (batch over both axes; Megatron's weights on
/// the last), so they are the textbook plans above; the ILP's plan costs no
/// more than either by the same model. Each runs like the single device.
#[test]
fn auto_shard_baselines_are_the_textbook_plans_and_the_ilp_is_no_worse() {
    let Some(step) = shipped_step() else { return };
    let estimate = |algo: &str| {
        let report = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("auto_shard_{algo}.json"));
        let passes = format!(
            "spmd-auto-shard{{mesh=2x2 algo={algo} report={}}}",
            report.display()
        );
        let program = partition_and_check(&step, &passes, &format!("auto_shard_{algo}"));
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&report).expect("report written"))
                .expect("the report is JSON");
        let seconds = json["step_seconds"].as_f64().expect("step_seconds");
        (communicating(&program), seconds)
    };
    let (dp, dp_seconds) = estimate("dp");
    assert_eq!(dp, format!("all_reduce[0,1] x{}", PARAMS + 1));
    let (megatron, megatron_seconds) = estimate("megatron");
    assert_eq!(megatron, megatron_plan());
    let (_, ilp_seconds) = estimate("ilp");
    let tolerance = 1e-9 * ilp_seconds;
    assert!(
        ilp_seconds <= dp_seconds + tolerance,
        "ilp {ilp_seconds} s, dp {dp_seconds} s"
    );
    assert!(
        ilp_seconds <= megatron_seconds + tolerance,
        "ilp {ilp_seconds} s, megatron {megatron_seconds} s"
    );
}

/// FSDP on `devices`: its plan, and each device's parameter bytes against
/// the whole parameters' over `devices`.
fn check_fsdp(step: &Path, devices: usize) {
    let passes = format!("spmd-data-parallel{{mesh={devices} style=fully-shard}}");
    let program = partition_and_check(step, &passes, &format!("fsdp{devices}"));
    let gathers = PARAMS + REGATHERED_PER_LAYER * LAYERS;
    assert_eq!(
        communicating(&program),
        format!("all_gather[0] x{gathers}, all_reduce[0] x1, reduce_scatter[0] x{PARAMS}")
    );
    let kept = format!(
        "spmd-data-parallel{{mesh={devices} style=fully-shard reshard-after-forward=false}}"
    );
    let kept_program = partition_and_check(step, &kept, &format!("fsdp{devices}_kept"));
    assert_eq!(
        communicating(&kept_program),
        format!("all_gather[0] x{PARAMS}, all_reduce[0] x1, reduce_scatter[0] x{PARAMS}")
    );
    // The peak against ZeRO-3's formula.
    let source = std::fs::read_to_string(step).expect("read");
    let param_bytes = |index: usize| 4 * argument_elements(&source, index);
    let params: usize = (0..PARAMS).map(param_bytes).sum();
    let layer: usize = (0..PARAMS_PER_LAYER).map(param_bytes).sum();
    let ddp = peak_bytes(step, &format!("spmd-data-parallel{{mesh={devices}}}"));
    let activations = ddp - 2 * params;
    let zero3 = peak_bytes(step, &passes);
    let bound = 2 * params / devices + activations + 2 * layer;
    assert!(
        zero3 <= bound,
        "ZeRO-3 peak {zero3} bytes, formula {bound} (DDP {ddp}, params {params})"
    );
    assert!(zero3 < peak_bytes(step, &kept));
    let signature = program
        .lines()
        .find(|line| line.contains("func.func @main"))
        .expect("the step");
    let stored: usize = (0..PARAMS)
        .map(|index| argument_elements(signature, index))
        .sum();
    let whole: usize = (0..PARAMS)
        .map(|index| argument_elements(&std::fs::read_to_string(step).expect("read"), index))
        .sum();
    assert_eq!(stored * devices, whole, "parameters stored per device");
}

/// The buffer plan's arena (each device's peak bytes) of `step` after
/// `passes` and the lowering.
fn peak_bytes(step: &Path, passes: &str) -> usize {
    let lowered = run(std::process::Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(step)
        .arg(format!(
            "--pass-pipeline=builtin.module({passes},func.func(linalg-generalize-named-ops),spmd-lower-to-runtime)"
        )));
    let at = lowered.find("spmd.arena_bytes = ").expect("an arena") + "spmd.arena_bytes = ".len();
    lowered[at..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .and_then(|digits| digits.parse().ok())
        .expect("arena bytes")
}

#[test]
fn fsdp_on_four_gathers_parameters_and_reduce_scatters_gradients_only() {
    let Some(step) = shipped_step() else { return };
    check_fsdp(&step, 4);
}

#[test]
fn fsdp_on_eight_gathers_parameters_and_reduce_scatters_gradients_only() {
    check_fsdp(&four_head_step(), 8);
}
