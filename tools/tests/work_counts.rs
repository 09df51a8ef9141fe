//! The complexity guard: the passes' work, counted (not timed, so it
//! cannot flake), grows no faster than the program. Each plan kind runs its
//! pipeline on the deep Llama training step at 4 and 16 layers; every
//! counter of `spmd_dialect::work` may grow at most 1.25x faster than the
//! layer count (a whole-function walk per op, a region lookup that prints
//! the function or an interval scan over every placed buffer makes it grow
//! with the square). A scanned step's work must stay flat in depth.
//!
//! One known exception, held to a ratchet instead: the buffer planner's
//! best fit still weighs every taken offset run of the ancestors' nodes in
//! its segment tree, and those grow with the activations kept for the
//! backward: 6.3-7.4x from 4 to 16 layers. It may not get worse than
//! `depth^1.5` (8x) until the planner stops enumerating them.
//!
//! One test in its own binary: the counters are process-wide.

mod common;

use melior::{ir::Module, pass::PassManager};
use spmd_dialect::work::{self, Work};
use std::path::Path;

/// How much faster than the program the work may grow.
const SLACK: f64 = 1.25;

/// Runs `passes` (name, options) on the module in `path`; the work of each
/// kind it took.
fn work_of(path: &Path, passes: &Passes) -> [u64; Work::ALL.len()] {
    let source = std::fs::read_to_string(path).expect("the step is readable");
    let context = spmd_dialect::create_context();
    let mut module = Module::parse(&context, &source).expect("the step parses");
    work::reset();
    for (name, options) in passes {
        let manager = PassManager::new(&context);
        manager.add_pass(spmd_passes::create_pass(name, options).expect("the pass exists"));
        manager
            .run(&mut module)
            .unwrap_or_else(|_| panic!("{name} fails on {}", path.display()));
    }
    Work::ALL.map(work::count)
}

/// How much `kind` of work may grow when the program grows `depth` times:
/// `depth * SLACK`, and for the buffer planner (see the file's comment) at
/// most `depth^1.5` where that is more.
fn bound(kind: Work, depth: f64) -> f64 {
    if kind == Work::IntervalsCompared {
        (depth * SLACK).max(depth.powf(1.5))
    } else {
        depth * SLACK
    }
}

/// Every kind of work grows from `small` to `large` within its [`bound`]
/// for a program `depth` times bigger.
fn check_growth(
    plan: &str,
    small: [u64; Work::ALL.len()],
    large: [u64; Work::ALL.len()],
    depth: f64,
    failures: &mut Vec<String>,
) {
    for (index, kind) in Work::ALL.iter().enumerate() {
        let bound = bound(*kind, depth);
        let growth = large[index] as f64 / small[index].max(1) as f64;
        eprintln!(
            "{plan:>10} {kind:?}: {} -> {} ({growth:.2}x, bound {bound:.2}x)",
            small[index], large[index]
        );
        if growth > bound {
            failures.push(format!(
                "{plan}: {kind:?} grew {growth:.2}x ({} -> {}), more than {bound:.2}x",
                small[index], large[index]
            ));
        }
    }
}

/// Passes, each a name and its options.
type Passes = Vec<(&'static str, String)>;

/// A plan kind: its name and its passes at a depth.
type PlanKind<'f> = (&'static str, Box<dyn Fn(usize) -> Passes + 'f>);

fn lower() -> (&'static str, String) {
    ("spmd-lower-to-runtime", String::new())
}

#[test]
fn work_grows_no_faster_than_depth_for_every_plan_kind() {
    let Some(fixtures) = common::present_fixtures() else {
        return;
    };
    let step = |layers: usize| fixtures.join(format!("scale/llama_train_L{layers}.linalg.mlir"));
    let megatron = |layers: usize| {
        vec![
            (
                "spmd-shard-args",
                format!(
                    "mesh=2x4 axis-names=dp,tp args=\"{}\"",
                    common::deep_step_entries(layers)
                ),
            ),
            ("spmd-propagate", String::new()),
            ("spmd-partition", String::new()),
            lower(),
        ]
    };
    let data_parallel = |style: &str| {
        vec![
            ("spmd-data-parallel", format!("style={style} mesh=8")),
            lower(),
        ]
    };
    let plans: Vec<PlanKind> = vec![
        ("megatron", Box::new(megatron)),
        ("ddp", Box::new(move |_| data_parallel("replicate"))),
        ("fsdp", Box::new(move |_| data_parallel("fully-shard"))),
        (
            "mixed",
            Box::new(move |layers| {
                // Megatron on tp, FSDP on dp: the data-parallel pass propagates
                // and partitions both.
                let mut passes = megatron(layers);
                passes.splice(
                    1..3,
                    [(
                        "spmd-data-parallel",
                        "style=fully-shard mesh-axis=dp".to_owned(),
                    )],
                );
                passes
            }),
        ),
    ];
    let mut failures = Vec::new();
    for (plan, passes) in &plans {
        let small = work_of(&step(4), &passes(4));
        let large = work_of(&step(16), &passes(16));
        check_growth(plan, small, large, 4.0, &mut failures);
    }
    // A scanned step: the same loop body whatever the depth.
    let scanned = |layers: usize| {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!(
            "../examples/scan/llama_scan_sgd_train_L{layers}.linalg.mlir"
        ))
    };
    let fsdp = data_parallel("fully-shard");
    let small = work_of(&scanned(4), &fsdp);
    let large = work_of(&scanned(64), &fsdp);
    check_growth("scanned", small, large, 1.0, &mut failures);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
