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
//!   of the images on 2 (the CNNs' padded convolutions exchange halos with
//!   `shard.shift`, rows by the formula of their windows, and run on the
//!   rows; the ViT's patch embedding, whose windows tile the rows, runs on
//!   them) equal the framework, and so does each CNN training step split
//!   on its images' rows;
//! - DDP, FSDP and mixed (`spmd-data-parallel` on 4) of every training
//!   step equal the framework, DDP with one `all_reduce` per gradient
//!   (see [`TRAINING_STEPS`]) and no other collective, fewer with
//!   `bucket-mb`; so do `spmd-auto-shard`'s plans;
//! - DDP with each rank's own batch statistics
//!   (`batch-statistics=local`) equals PyTorch's DDP on 2 and 4 ranks
//!   (`examples/vision/ddp_reference.py`) for the CNN with batch norm, and
//!   the framework for the steps without it.

mod common;

use common::{
    check_export, check_export_against, collective_counts, param_and_result_shardings,
    state_shardings,
};
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
/// channels) and bias, the second's weight (its input channels); and its
/// padded convolutions.
struct CnnSplits {
    name: &'static str,
    images: usize,
    rows: usize,
    conv1: (usize, usize),
    bias1: usize,
    conv2: (usize, usize),
    windows: &'static [Window],
}

/// A padded convolution's input (`batch` x `channels` x rows x `columns`)
/// and its window: `kernel` rows, `stride`, `low` rows of padding before.
/// Split on rows, a device reads `low` rows of the previous device and
/// `kernel - stride - low` of the next.
struct Window {
    batch: usize,
    channels: usize,
    columns: usize,
    kernel: usize,
    stride: usize,
    low: usize,
}

/// A [`Window`] of `batch` x `channels` x rows x `columns`.
const fn window(
    batch: usize,
    channels: usize,
    columns: usize,
    kernel: usize,
    stride: usize,
    low: usize,
) -> Window {
    Window {
        batch,
        channels,
        columns,
        kernel,
        stride,
        low,
    }
}

impl Window {
    fn halo_rows(&self) -> [usize; 2] {
        [self.low, self.kernel - self.stride - self.low]
    }

    fn row_elements(&self) -> usize {
        self.batch * self.channels * self.columns
    }
}

const CNN_SPLITS: [CnnSplits; 2] = [
    // PyTorch: `conv1.weight` [8, 3, 3, 3] (FCHW), `conv1.bias`,
    // `conv2.weight`, ..., then the NCHW images. Three padded 3x3
    // convolutions (padding 1): 16 rows, 16 rows of stride 2, 4 rows.
    CnnSplits {
        name: "cnn_fwd",
        images: 10,
        rows: 2,
        conv1: (0, 0),
        bias1: 1,
        conv2: (2, 1),
        windows: &[
            window(8, 3, 16, 3, 1, 1),
            window(8, 8, 16, 3, 2, 1),
            window(8, 16, 4, 3, 1, 1),
        ],
    },
    // JAX: the params by sorted key (`bias1`, `bias2`, `conv1` [3, 3, 3, 8]
    // (HWIO), `conv2`, `head`, `head_bias`), then the NHWC images. SAME
    // padding: one row on each side at stride 1, one after at stride 2.
    CnnSplits {
        name: "jax_cnn_fwd",
        images: 6,
        rows: 1,
        conv1: (2, 3),
        bias1: 0,
        conv2: (3, 2),
        windows: &[window(8, 3, 16, 3, 1, 1), window(8, 8, 16, 3, 2, 0)],
    },
];

/// How many `shard.shift`s a program has and how many elements they move.
fn shifts(ir: &str) -> (usize, usize) {
    let moved = ir
        .lines()
        .filter(|line| line.contains("= shard.shift "))
        .map(|line| {
            let shape = line
                .rsplit_once("-> tensor<")
                .and_then(|(_, t)| t.split_once('>'))
                .map(|(t, _)| t)
                .expect("a shift's result type");
            shape
                .split('x')
                .filter_map(|d| d.parse::<usize>().ok())
                .product::<usize>()
        })
        .collect::<Vec<_>>();
    (moved.len(), moved.iter().sum())
}

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
        // The images' rows: each padded convolution reads its neighbours'
        // edge rows (halos, by its window), the network stays split on
        // rows, and the global average pool's partial sums are reduced.
        let rows = format!("{}=S({})", cnn.images, cnn.rows);
        let rows = check(name, &shard_args(2, &rows), "rows");
        let halos = cnn.windows.iter().flat_map(Window::halo_rows);
        let expected_shifts = halos.filter(|&rows| rows > 0).count();
        let expected_elements: usize = cnn
            .windows
            .iter()
            .map(|w| w.halo_rows().iter().sum::<usize>() * w.row_elements())
            .sum();
        assert_eq!(
            collective_counts(&rows),
            format!("all_reduce[0] x1, shift[0] x{expected_shifts}"),
            "{name}"
        );
        assert_eq!(
            shifts(&rows),
            (expected_shifts, expected_elements),
            "{name}"
        );
    }
}

/// A CNN training step split on its images' rows: the forward's padded
/// convolutions exchange halos as in the forward alone, and the step
/// equals the framework (the backward gathers where its windows read no
/// pad: padding written as `insert_slice` into zeros, dilated gradients).
#[test]
fn row_split_training_steps_equal_the_framework() {
    for (name, images, rows, forward) in [
        ("cnn_sgd_train", 10, 2, &CNN_SPLITS[0]),
        ("jax_cnn_sgd_train", 6, 1, &CNN_SPLITS[1]),
    ] {
        let program = check(name, &shard_args(2, &format!("{images}=S({rows})")), "rows");
        let forward_shifts = forward
            .windows
            .iter()
            .flat_map(Window::halo_rows)
            .filter(|&rows| rows > 0)
            .count();
        assert!(shifts(&program).0 >= forward_shifts, "{name}");
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

/// DDP with each rank's own batch statistics (PyTorch's DDP without
/// SyncBatchNorm): the batch-norm step equals PyTorch's DDP run rank by
/// rank (`ddp_reference.py`, written into `NAME.ddpN.io`), with no
/// all_reduce of a statistic: the 14 gradients, the loss and its label
/// count, and rank 0's 4 running statistics (DDP's buffer broadcast), in
/// place of the 6 statistics' all_reduces. Without batch norm, nothing is
/// rank-local but the label count (equal on every rank): the step equals
/// the framework's.
#[test]
fn local_batch_statistics_equal_pytorch_ddp() {
    let local = |ranks: usize| {
        format!("spmd-data-parallel{{style=replicate mesh={ranks} batch-statistics=local}}")
    };
    for ranks in [2, 4] {
        let expected = vision_dir().join(format!("cnn_bn_sgd_train.ddp{ranks}.io"));
        let program = check_export_against(
            &vision_dir(),
            "cnn_bn_sgd_train",
            &local(ranks),
            &format!("local{ranks}"),
            &expected,
        );
        assert_eq!(program.matches("= shard.all_reduce ").count(), 14 + 2 + 4);
        assert_eq!(collective_counts(&program), "all_reduce[0] x20");
    }
    for name in ["cnn_sgd_train", "jax_cnn_sgd_train"] {
        check(name, &local(4), "local4");
    }
}
