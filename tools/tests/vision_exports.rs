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
//!   of the images on 2 (gathered before the CNNs' first convolution; the
//!   ViT's patch embedding, whose windows tile the rows, runs on them)
//!   equal the framework;
//! - DDP, FSDP and mixed (`spmd-data-parallel` on 4) of every training
//!   step equal the framework, DDP with one `all_reduce` per gradient
//!   (see [`TRAINING_STEPS`]) and no other collective, fewer with
//!   `bucket-mb`; so do `spmd-auto-shard`'s plans.

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

fn shard_args(mesh: usize, args: &str) -> String {
    format!("spmd-shard-args{{mesh={mesh} args=\"{args}\"}},spmd-propagate,spmd-partition")
}

/// A CNN forward's arguments to split, by index, and their dims: the
/// images and their rows, the first convolution's weight (its output
/// channels) and bias, the second's weight (its input channels).
struct CnnSplits {
    name: &'static str,
    images: usize,
    rows: usize,
    conv1: (usize, usize),
    bias1: usize,
    conv2: (usize, usize),
}

const CNN_SPLITS: [CnnSplits; 2] = [
    // PyTorch: `conv1.weight` [8, 3, 3, 3] (FCHW), `conv1.bias`,
    // `conv2.weight`, ..., then the NCHW images.
    CnnSplits {
        name: "cnn_fwd",
        images: 10,
        rows: 2,
        conv1: (0, 0),
        bias1: 1,
        conv2: (2, 1),
    },
    // JAX: the params by sorted key (`bias1`, `bias2`, `conv1` [3, 3, 3, 8]
    // (HWIO), `conv2`, `head`, `head_bias`), then the NHWC images.
    CnnSplits {
        name: "jax_cnn_fwd",
        images: 6,
        rows: 1,
        conv1: (2, 3),
        bias1: 0,
        conv2: (3, 2),
    },
];

/// The ViT's images argument.
const VIT_IMAGES: usize = 19;

#[test]
fn batch_channel_and_row_splits_equal_the_framework() {
    let batch = check(
        "vit_fwd",
        &shard_args(4, &format!("{VIT_IMAGES}=S(0)")),
        "batch",
    );
    assert_eq!(collective_counts(&batch), "none");
    // The ViT's image rows: the patch embedding's windows tile them, so it
    // runs on each device's rows (its tokens stay split until attention
    // gathers them).
    let rows = check(
        "vit_fwd",
        &shard_args(4, &format!("{VIT_IMAGES}=S(2)")),
        "rows",
    );
    let first_collective = rows.find("= shard.").expect("a collective");
    let patches = rows
        .find("linalg.conv_2d_nchw_fchw")
        .expect("the patch embedding");
    assert!(
        patches < first_collective,
        "the patch embedding runs on the rows"
    );
    for cnn in CNN_SPLITS {
        let name = cnn.name;
        let batch = check(
            name,
            &shard_args(4, &format!("{}=S(0)", cnn.images)),
            "batch",
        );
        assert_eq!(collective_counts(&batch), "none", "{name}");
        // The first convolution split on its output channels, the second
        // on its input channels: the second's partial sums reduced once.
        let channels = format!(
            "{}=S({}) {}=S(0) {}=S({})",
            cnn.conv1.0, cnn.conv1.1, cnn.bias1, cnn.conv2.0, cnn.conv2.1
        );
        let channels = check(name, &shard_args(2, &channels), "channels");
        assert_eq!(collective_counts(&channels), "all_reduce[0] x1", "{name}");
        // The images' rows: a window crosses the pieces, so they are
        // gathered before the first convolution.
        let rows = format!("{}=S({})", cnn.images, cnn.rows);
        let rows = check(name, &shard_args(2, &rows), "rows");
        assert_eq!(collective_counts(&rows), "all_gather[0] x1", "{name}");
    }
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
                // Nothing else moves: the max-pool gradient's scatter stays
                // on each device's images, the loss's one-hot gradient on
                // its rows and labels.
                let others = program.matches("= shard.all_gather ").count()
                    + program.matches("= shard.reduce_scatter ").count();
                assert_eq!(others, 0, "{name}");
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
