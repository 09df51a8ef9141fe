//! Vision models as PyTorch and JAX export them (`examples/vision`, written
//! by `examples/vision/export.py`: a ResNet-style CNN with and without
//! batch normalization and a tiny ViT through torch-mlir, a CNN through
//! IREE), exactly as exported, with the frameworks' own inputs and outputs:
//!
//! - each program equals its framework single-device, through the
//!   interpreter and through its executable on the CPU backend (its
//!   convolutions run as GEMMs);
//! - a batch split on 4 (no collective), a channel split on 2 (the first
//!   convolution's output channels and the second's input channels,
//!   Megatron's column then row split: one `all_reduce`) and a row split
//!   of the images on 2 (gathered before the first convolution) equal the
//!   framework;
//! - DDP, FSDP and mixed (`spmd-data-parallel` on 4) of every training
//!   step equal the framework, DDP with one `all_reduce` per gradient
//!   (see [`TRAINING_STEPS`]), fewer with `bucket-mb`; so do
//!   `spmd-auto-shard`'s plans.

mod common;

use common::{check_export, collective_counts, param_and_result_shardings, state_shardings};
use std::path::{Path, PathBuf};

fn vision_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/vision")
}

/// Partitions `name` by `passes` and checks it against the framework (see
/// [`check_export`]); returns the partitioned program's text.
fn check(name: &str, passes: &str, label: &str) -> String {
    check_export(&vision_dir(), name, passes, label)
}

const PROGRAMS: [&str; 6] = [
    "cnn_fwd",
    "cnn_sgd_train",
    "cnn_bn_sgd_train",
    "vit_fwd",
    "jax_cnn_fwd",
    "jax_cnn_sgd_train",
];

/// The training steps and DDP's `all_reduce`s: one per gradient, the
/// loss's, and for PyTorch's mean cross-entropy its count of labels; with
/// batch normalization also its batch statistics (SyncBatchNorm's, since
/// the step equals the single-device one).
const TRAINING_STEPS: [(&str, usize); 3] = [
    ("cnn_sgd_train", 10 + 2),
    ("cnn_bn_sgd_train", 14 + 2 + 6),
    ("jax_cnn_sgd_train", 6 + 1),
];

#[test]
fn every_export_equals_its_framework_on_one_device() {
    for name in PROGRAMS {
        check(name, "", "single");
    }
}

/// The JAX CNN's arguments: its params by sorted key (`bias1`, `bias2`,
/// `conv1`, `conv2`, `head`, `head_bias`), then the NHWC images.
const JAX_BIAS1: usize = 0;
const JAX_CONV1: usize = 2;
const JAX_CONV2: usize = 3;
const JAX_IMAGES: usize = 6;

fn shard_args(mesh: usize, args: &str) -> String {
    format!("spmd-shard-args{{mesh={mesh} args=\"{args}\"}},spmd-propagate,spmd-partition")
}

/// The PyTorch CNN's arguments: `conv1.weight`, `conv1.bias`,
/// `conv2.weight`, ..., then the NCHW images.
const TORCH_CONV1: usize = 0;
const TORCH_BIAS1: usize = 1;
const TORCH_CONV2: usize = 2;
const TORCH_IMAGES: usize = 10;
const VIT_IMAGES: usize = 19;

#[test]
fn torch_batch_channel_and_row_splits_equal_the_framework() {
    for (name, images) in [("cnn_fwd", TORCH_IMAGES), ("vit_fwd", VIT_IMAGES)] {
        let batch = check(name, &shard_args(4, &format!("{images}=S(0)")), "batch");
        assert_eq!(collective_counts(&batch), "none", "{name}");
    }
    // conv1 [8, 3, 3, 3] (FCHW) split on its output channels, conv2 on its
    // input channels.
    let channels = check(
        "cnn_fwd",
        &shard_args(
            2,
            &format!("{TORCH_CONV1}=S(0) {TORCH_BIAS1}=S(0) {TORCH_CONV2}=S(1)"),
        ),
        "channels",
    );
    assert_eq!(collective_counts(&channels), "all_reduce[0] x1");
    let rows = check(
        "cnn_fwd",
        &shard_args(2, &format!("{TORCH_IMAGES}=S(2)")),
        "rows",
    );
    assert_eq!(collective_counts(&rows), "all_gather[0] x1");
}

#[test]
fn batch_channel_and_row_splits_equal_the_framework() {
    let batch = check(
        "jax_cnn_fwd",
        &shard_args(4, &format!("{JAX_IMAGES}=S(0)")),
        "batch",
    );
    assert_eq!(collective_counts(&batch), "none");
    // conv1 [3, 3, 3, 8] (HWIO) split on its output channels, conv2 on its
    // input channels: the partial sums of conv2 are reduced once.
    let channels = check(
        "jax_cnn_fwd",
        &shard_args(
            2,
            &format!("{JAX_CONV1}=S(3) {JAX_BIAS1}=S(0) {JAX_CONV2}=S(2)"),
        ),
        "channels",
    );
    assert_eq!(collective_counts(&channels), "all_reduce[0] x1");
    // Rows of the NHWC images: a window crosses the pieces, so they are
    // gathered before the first convolution.
    let rows = check(
        "jax_cnn_fwd",
        &shard_args(2, &format!("{JAX_IMAGES}=S(1)")),
        "rows",
    );
    assert_eq!(collective_counts(&rows), "all_gather[0] x1");
}

#[test]
fn data_parallel_training_steps_equal_the_framework() {
    for (name, ddp_all_reduces) in TRAINING_STEPS {
        for style in ["replicate", "fully-shard", "mixed"] {
            let program = check(
                name,
                &format!("spmd-data-parallel{{style={style} mesh=4}}"),
                style,
            );
            // Steady: the loss replicated, each update as its param or
            // state (batch norm's running statistics).
            let (mut param_shardings, mut results) = param_and_result_shardings(&program);
            param_shardings.extend(state_shardings(&program));
            param_shardings.push("[\"R\"]".to_owned());
            param_shardings.sort();
            results.sort();
            assert_eq!(param_shardings, results, "{name} ({style})");
            if style == "replicate" {
                let all_reduces = program.matches("= shard.all_reduce ").count();
                assert_eq!(all_reduces, ddp_all_reduces, "{name}");
            }
        }
        // The auto-sharder's plan (the toy step stays whole: its
        // collectives would cost more than its flops).
        check(name, "spmd-auto-shard{mesh=4}", "auto");
        let bucketed = check(
            name,
            "spmd-data-parallel{style=replicate mesh=4 bucket-mb=25}",
            "bucketed",
        );
        // Fewer: the gradients fused into buckets.
        assert!(
            bucketed.matches("= shard.all_reduce ").count() < ddp_all_reduces,
            "{name}"
        );
    }
}
