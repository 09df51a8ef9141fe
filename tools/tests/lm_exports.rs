//! Language models as PyTorch and JAX export them (`examples/lm`, written
//! by `examples/lm/export.py`: Hugging Face GPT-2 and Llama through
//! torch-mlir, a GPT written in JAX through IREE; forwards and SGD steps
//! with integer-label cross-entropy), exactly as exported, with the
//! frameworks' own inputs and outputs:
//!
//! - each program equals its framework single-device, through the
//!   interpreter and through its executable on the CPU backend;
//! - with the token table (and GPT-2's and the JAX GPT's tied head) split
//!   on vocab, the plans are Megatron's: a masked local lookup and one
//!   `all_reduce` of the embedding output; logits stay vocab-split into
//!   the loss, whose max, sum of exponentials and target logit are
//!   reduced as `[batch * seq]` rows, never gathered as `[.., vocab]`;
//! - DDP and FSDP (`spmd-data-parallel` on 4) of every training step,
//!   `spmd-auto-shard`'s data-parallel plan of GPT-2's, and Megatron
//!   DP2 x TP2 of Llama, equal the framework's outputs.

mod common;

use common::{check_export, collective_counts, param_and_result_shardings};
use std::path::{Path, PathBuf};

fn lm_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/lm")
}

/// Partitions `name` by `passes` and checks it against the framework (see
/// [`check_export`]); returns the partitioned program's text.
fn check(name: &str, passes: &str, label: &str) -> String {
    check_export(&lm_dir(), name, passes, label)
}

const PROGRAMS: [&str; 6] = [
    "gpt2_fwd",
    "gpt2_sgd_train",
    "llama_fwd",
    "llama_sgd_train",
    "jax_gpt_fwd",
    "jax_gpt_sgd_train",
];

#[test]
fn every_export_equals_its_framework_on_one_device() {
    for name in PROGRAMS {
        check(name, "", "single");
    }
}

/// The token table's argument: the first parameter of the torch models,
/// `wte` (the last leaf of the parameters) of the JAX GPT.
fn token_table(name: &str) -> usize {
    if name.starts_with("jax") { 23 } else { 0 }
}

fn vocab_parallel(name: &str) -> String {
    format!(
        "spmd-shard-args{{mesh=4 args=\"{}=S(0)\"}},spmd-propagate,spmd-partition",
        token_table(name)
    )
}

#[test]
fn vocab_parallel_embeddings_reduce_once() {
    for name in ["gpt2_fwd", "llama_fwd", "jax_gpt_fwd"] {
        let program = check(name, &vocab_parallel(name), "vocab");
        assert_eq!(collective_counts(&program), "all_reduce[0] x1", "{name}");
        assert!(
            program.contains("index out of range in the lookup"),
            "{name}"
        );
    }
}

/// The shapes every collective of `program` moves, `kind:shape`.
fn collective_shapes(program: &str) -> Vec<String> {
    program
        .lines()
        .filter(|line| line.contains("= shard.all") || line.contains("= shard.reduce_scatter"))
        .map(|line| {
            let kind = line
                .split("= shard.")
                .nth(1)
                .unwrap_or("")
                .split(' ')
                .next()
                .unwrap_or("");
            let shape = line
                .rsplit("-> tensor<")
                .next()
                .unwrap_or("")
                .trim_end_matches('>');
            format!("{kind}:{shape}")
        })
        .collect()
}

#[test]
fn vocab_parallel_cross_entropy_reduces_rows_never_logits() {
    // GPT-2 (torch: log_softmax, nll_loss and its scatter backward) and the
    // JAX GPT (log_softmax, take_along_axis and its scatter-add backward),
    // both with the tied head split on vocab.
    for (name, expected) in [
        (
            "gpt2_sgd_train",
            // The embedding output and its gradient ([4, 8, 32]); the max,
            // the sum of exponentials and the gradient's row sum ([32, 1]);
            // the target logit ([32]). The one-hot gradient is scattered
            // into each device's vocab columns.
            vec![
                "all_reduce:32x1xf32",
                "all_reduce:32x1xf32",
                "all_reduce:32x1xf32",
                "all_reduce:32xf32",
                "all_reduce:4x8x32xf32",
                "all_reduce:4x8x32xf32",
            ],
        ),
        (
            "jax_gpt_sgd_train",
            vec![
                "all_reduce:4x8x1xf32",
                "all_reduce:4x8x1xf32",
                "all_reduce:4x8x1xf32",
                "all_reduce:4x8x32xf32",
                "all_reduce:4x8x32xf32",
                "all_reduce:4x8xf32",
            ],
        ),
    ] {
        let program = check(name, &vocab_parallel(name), "vocab");
        let mut shapes = collective_shapes(&program);
        shapes.sort();
        assert_eq!(shapes, expected, "{name}");
        assert!(
            program.contains("reduction =  max"),
            "{name}: the row max is reduced by max"
        );
    }
}

#[test]
fn data_parallel_training_steps_equal_the_framework() {
    for name in ["gpt2_sgd_train", "llama_sgd_train", "jax_gpt_sgd_train"] {
        for style in ["replicate", "fully-shard"] {
            let program = check(
                name,
                &format!("spmd-data-parallel{{style={style} mesh=4}}"),
                style,
            );
            // Steady: the loss replicated, each update as its param.
            let (mut params, mut results) = param_and_result_shardings(&program);
            params.push("[\"R\"]".to_owned());
            params.sort();
            results.sort();
            assert_eq!(params, results, "{name} ({style})");
            if style == "replicate" {
                // DDP moves the gradients and the loss only: the loss's
                // one-hot gradient scatters into each device's own rows
                // (PyTorch's and IREE's index pairs alike).
                let others = program.matches("= shard.all_gather ").count()
                    + program.matches("= shard.reduce_scatter ").count();
                assert_eq!(others, 0, "{name}");
            }
        }
    }
    // The auto-sharder's strategy graph reads captured tables too.
    check(
        "gpt2_sgd_train",
        "spmd-auto-shard{mesh=4 algo=dp}",
        "auto-dp",
    );
}

/// Megatron on `tp` and the batch on `dp` for HF Llama: q, k, v, gate and
/// up split by output rows (torch's `[out, in]` weights), o and down by
/// input columns, the token table and the head by vocab.
fn llama_megatron(with_labels: bool) -> String {
    let mut args = vec![
        "0=R,S(0)".to_owned(),
        "20=R,S(0)".to_owned(),
        "21=S(0),R".to_owned(),
    ];
    if with_labels {
        args.push("22=S(0),R".to_owned());
    }
    for layer in 0..2 {
        let base = 1 + 9 * layer;
        for (offset, dim) in [(0, 0), (1, 0), (2, 0), (3, 1), (4, 0), (5, 0), (6, 1)] {
            args.push(format!("{}=R,S({dim})", base + offset));
        }
    }
    format!(
        "spmd-shard-args{{mesh=2x2 axis-names=dp,tp args=\"{}\"}},spmd-expand-batch-dims,spmd-propagate,spmd-partition",
        args.join(" ")
    )
}

#[test]
fn megatron_dp2_tp2_llama_equals_the_framework() {
    let forward = check("llama_fwd", &llama_megatron(false), "megatron");
    // The embedding's and each layer's attention and MLP outputs, on tp.
    assert_eq!(collective_counts(&forward), "all_reduce[1] x5");
    check("llama_sgd_train", &llama_megatron(true), "megatron");
}
