//! `spmd-bench`: compile-time benchmarks.
//!
//! `spmd-bench [partition]`: for each plan kind (Megatron on a 2x4 mesh,
//! DDP and FSDP on 8, Megatron x FSDP on 2x4) and each of
//! `../shared/fixtures/scale/llama_train_L{4,16,64}`, times every pass that
//! makes the plan and lowers it (best of `--repeat` runs, each on a freshly
//! parsed module), and MLIR's verifier after each of those passes (as
//! `spmd-opt` runs it by default) in a column of its own; prints each
//! column's per-layer growth from the depth before (linear scaling reads as
//! 1.00x), and the total, with and without the verifier, as a ratio of
//! `mlir-opt-22`'s parse + verify + print of the same file: each run of the
//! plan follows a run of `mlir-opt-22`, and the ratio printed is the median
//! over those pairs (this machine's speed drifts by a third within a
//! minute; a pair meets one speed).
//!
//! `spmd-bench auto-shard --steps DIR`: for Llama training steps of several
//! depths (`bench/llama_steps.py` writes them; `scripts/bench-auto-shard`
//! does it all) on each mesh, times `spmd-auto-shard`: strategy graph,
//! solve, and the whole pass; and, up to `--untied-up-to` layers, the solve
//! without tying repeated layers, with the ratio of the two plans' step
//! estimates (1.00: tying lost nothing).
//!
//! `spmd-bench exec`: see [`exec`] (`scripts/bench-exec` does it all).
//!
//! `spmd-bench scan`: the whole compile (Megatron DP2 x TP2 shardings,
//! `spmd-expand-batch-dims`, `spmd-propagate`, `spmd-partition`,
//! `spmd-lower-to-runtime`) of `examples/scan`'s Llama SGD step with its
//! layers scanned (4 and 64) and unrolled (4), with each time as a ratio of
//! the unrolled one's: a scanned step compiles in time flat in depth.
//!
//!     cargo run --release -p spmd-bench
//!     cargo run --release -p spmd-bench -- scan
//!     bash scripts/bench-auto-shard
//!     bash scripts/bench-exec

mod exec;

/// Why a command stopped: any error, shown as text by `main` (this is a
/// binary's entry point; the libraries it calls return typed errors).
type Failure = Box<dyn std::error::Error>;

use clap::{Parser, Subcommand};
use melior::{
    Context,
    ir::{
        Module,
        operation::{OperationLike, WalkOrder, WalkResult},
    },
    pass::PassManager,
};
use serde_json::Value as Json;
use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

#[derive(Parser)]
#[command(
    version,
    about = "Compile-time benchmarks of spmd's passes on deep Llama training steps"
)]
struct Cli {
    #[command(subcommand)]
    bench: Option<Bench>,
}

#[derive(Subcommand)]
enum Bench {
    /// Each plan kind's passes per depth, next to mlir-opt-22's parse + print (the default)
    Partition(PartitionArgs),
    /// spmd-auto-shard's graph and solve times per depth and mesh
    AutoShard(AutoShardArgs),
    /// Step time of spmd-exec's CPU backend, the interpreter and XLA:CPU
    Exec(exec::ExecArgs),
    /// Compile time of a scanned step (4 and 64 layers) next to the unrolled one
    Scan(ScanArgs),
}

#[derive(Parser)]
struct ScanArgs {
    /// The folder of the scanned and unrolled steps (examples/scan)
    #[arg(long, default_value = "examples/scan")]
    steps: PathBuf,
    /// Runs per program; the best is reported
    #[arg(long, default_value_t = 3)]
    repeat: usize,
}

#[derive(Parser)]
struct PartitionArgs {
    /// The folder of `llama_train_L<depth>.linalg.mlir`
    #[arg(long, default_value = "../shared/fixtures/scale")]
    fixtures: PathBuf,
    /// Depths to run (layers)
    #[arg(long, value_delimiter = ',', default_value = "4,16,64")]
    depths: Vec<usize>,
    /// Runs per depth, each after a run of mlir-opt: the best times and the median ratio are reported
    #[arg(long, default_value_t = 5)]
    repeat: usize,
    /// Plan kinds: megatron, ddp, fsdp, tp-fsdp (scanned steps: `spmd-bench scan`)
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "megatron,ddp,fsdp,tp-fsdp"
    )]
    plans: Vec<String>,
    /// The mlir-opt whose parse + print of each file is the anchor
    #[arg(long, default_value = "mlir-opt-22")]
    mlir_opt: String,
}

impl Default for PartitionArgs {
    fn default() -> Self {
        PartitionArgs::parse_from(["partition"])
    }
}

#[derive(Parser)]
struct AutoShardArgs {
    /// The folder of `llama_train_L<depth>.linalg.mlir` (bench/llama_steps.py writes it)
    #[arg(long)]
    steps: PathBuf,
    /// Depths to run (layers)
    #[arg(long, value_delimiter = ',', default_value = "2,4,8,16,32,64")]
    depths: Vec<usize>,
    /// Mesh shapes
    #[arg(long, value_delimiter = ',', default_value = "2x4,8x8")]
    meshes: Vec<String>,
    /// Also solve without tying repeated layers up to this depth
    #[arg(long, default_value_t = 4)]
    untied_up_to: usize,
}

/// Megatron sharding of one block's parameters, in the exported argument
/// order (g1, g2, w_down, w_gate, w_up, wk, wo, wq, wv): position in the
/// block -> sharded dim.
const MEGATRON: [(usize, usize); 7] = [(2, 0), (3, 1), (4, 1), (5, 1), (6, 0), (7, 1), (8, 1)];
const PARAMETERS_PER_BLOCK: usize = 9;

/// `spmd-shard-args` options: x and y batch-sharded on axis 0, every
/// block's weights Megatron-sharded on axis 1.
fn shard_args_options(depth: usize) -> String {
    let mut entries: Vec<String> = (0..depth)
        .flat_map(|block| {
            MEGATRON.iter().map(move |&(position, dim)| {
                format!("{}=R,S({dim})", block * PARAMETERS_PER_BLOCK + position)
            })
        })
        .collect();
    let x = depth * PARAMETERS_PER_BLOCK;
    entries.push(format!("{x}=S(0),R"));
    entries.push(format!("{}=S(0),R", x + 1));
    format!("mesh=2x4 axis-names=dp,tp args=\"{}\"", entries.join(" "))
}

/// A plan kind: the passes (name, options) that make it at a depth.
struct Plan {
    name: &'static str,
    about: &'static str,
    passes: fn(usize) -> Vec<(&'static str, String)>,
    /// How many of the first passes set the plan up (untimed).
    setup: usize,
}

const PLANS: [Plan; 4] = [
    Plan {
        name: "megatron",
        about: "mesh 2x4, batch on dp, Megatron on tp: spmd-shard-args, then propagate, partition, lower",
        passes: |depth| {
            vec![
                ("spmd-shard-args", shard_args_options(depth)),
                ("spmd-propagate", String::new()),
                ("spmd-partition", String::new()),
                ("spmd-lower-to-runtime", String::new()),
            ]
        },
        setup: 1,
    },
    Plan {
        name: "ddp",
        about: "spmd-data-parallel{style=replicate mesh=8}, lower",
        passes: |_| data_parallel("style=replicate mesh=8"),
        setup: 0,
    },
    Plan {
        name: "fsdp",
        about: "spmd-data-parallel{style=fully-shard mesh=8}, lower",
        passes: |_| data_parallel("style=fully-shard mesh=8"),
        setup: 0,
    },
    Plan {
        name: "tp-fsdp",
        about: "mesh 2x4, Megatron on tp (spmd-shard-args), then spmd-data-parallel{style=fully-shard mesh-axis=dp}, lower",
        passes: |depth| {
            let mut passes = vec![("spmd-shard-args", shard_args_options(depth))];
            passes.extend(data_parallel("style=fully-shard mesh-axis=dp"));
            passes
        },
        setup: 1,
    },
];

fn data_parallel(options: &str) -> Vec<(&'static str, String)> {
    vec![
        ("spmd-data-parallel", options.to_owned()),
        ("spmd-lower-to-runtime", String::new()),
    ]
}

/// The best (by total) of `--repeat` runs of one plan at one depth.
struct Timing {
    operations: usize,
    /// Per timed pass, without the verifier.
    passes: Vec<Duration>,
    /// MLIR's verifier after each timed pass, in all.
    verifier: Duration,
}

impl Timing {
    fn total(&self) -> Duration {
        self.passes.iter().sum::<Duration>() + self.verifier
    }
}

/// Runs pass `name` without MLIR's verifier, then verifies the module as
/// `spmd-opt` does after each pass by default: (pass's time, verifier's
/// time).
fn run_pass(
    context: &Context,
    module: &mut Module,
    name: &str,
    options: &str,
) -> Result<(Duration, Duration), Failure> {
    let manager = PassManager::new(context);
    manager.enable_verifier(false);
    manager.add_pass(spmd_passes::create_pass(name, options).map_err(|e| e.to_string())?);
    let start = Instant::now();
    manager
        .run(module)
        .map_err(|_| format!("{name} failed (run spmd-opt on the file for its diagnostics)"))?;
    let pass = start.elapsed();
    let start = Instant::now();
    if !module.as_operation().verify() {
        return Err(format!("{name} leaves IR that does not verify").into());
    }
    Ok((pass, start.elapsed()))
}

fn fixture(cli: &PartitionArgs, depth: usize) -> Result<(PathBuf, String), Failure> {
    let path = cli
        .fixtures
        .join(format!("llama_train_L{depth}.linalg.mlir"));
    let source = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read '{}': {e}", path.display()))?;
    Ok((path, source))
}

/// One run of `plan` at `depth` on a freshly parsed `source`.
fn time_plan(plan: &Plan, depth: usize, path: &Path, source: &str) -> Result<Timing, Failure> {
    let context = spmd_dialect::create_context();
    let mut module = Module::parse(&context, source)
        .ok_or_else(|| format!("'{}' does not parse", path.display()))?;
    let operations = count_operations(&module);
    let mut passes = Vec::new();
    let mut verifier = Duration::ZERO;
    for (index, (name, options)) in (plan.passes)(depth).iter().enumerate() {
        let (elapsed, verified) = run_pass(&context, &mut module, name, options)?;
        if index >= plan.setup {
            passes.push(elapsed);
            verifier += verified;
        }
    }
    Ok(Timing {
        operations,
        passes,
        verifier,
    })
}

/// One run of `mlir-opt-22`'s parse + verify + print of `path`: the
/// anchor the totals are a ratio of.
fn time_mlir_opt(cli: &PartitionArgs, path: &Path) -> Result<Duration, Failure> {
    let start = Instant::now();
    let status = std::process::Command::new(&cli.mlir_opt)
        .arg(path)
        .args(["-o", "/dev/null"])
        .status()
        .map_err(|e| format!("cannot run '{}': {e}", cli.mlir_opt))?;
    if !status.success() {
        return Err(format!("{} fails on '{}'", cli.mlir_opt, path.display()).into());
    }
    Ok(start.elapsed())
}

/// `--repeat` pairs of runs, the anchor then the plan, so that both sides
/// of each ratio meet the machine in the same state.
struct Paired {
    /// The plan's best run (by total).
    best: Timing,
    /// The anchor's best run.
    anchor: Duration,
    /// Median over the pairs of total / anchor.
    ratio: f64,
    /// Median over the pairs of (total - verifier) / anchor.
    unverified_ratio: f64,
}

fn time_pairs(cli: &PartitionArgs, plan: &Plan, depth: usize) -> Result<Paired, Failure> {
    let (path, source) = fixture(cli, depth)?;
    let (mut best, mut anchor): (Option<Timing>, Duration) = (None, Duration::MAX);
    let (mut ratios, mut unverified_ratios) = (Vec::new(), Vec::new());
    for _ in 0..cli.repeat.max(1) {
        let reference = time_mlir_opt(cli, &path)?;
        let timing = time_plan(plan, depth, &path, &source)?;
        let reference_seconds = reference.as_secs_f64();
        ratios.push(timing.total().as_secs_f64() / reference_seconds);
        unverified_ratios
            .push((timing.total() - timing.verifier).as_secs_f64() / reference_seconds);
        anchor = anchor.min(reference);
        if best.as_ref().is_none_or(|b| timing.total() < b.total()) {
            best = Some(timing);
        }
    }
    Ok(Paired {
        best: best.expect("at least one run"),
        anchor,
        ratio: median(&mut ratios),
        unverified_ratio: median(&mut unverified_ratios),
    })
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    if values.len() % 2 == 1 {
        values[middle]
    } else {
        (values[middle - 1] + values[middle]) / 2.0
    }
}

fn bench_partition(cli: &PartitionArgs) -> Result<(), Failure> {
    let milliseconds = |d: Duration| d.as_secs_f64() * 1e3;
    for plan in PLANS
        .iter()
        .filter(|p| cli.plans.iter().any(|name| name == p.name))
    {
        let names: Vec<&str> = (plan.passes)(1)[plan.setup..]
            .iter()
            .map(|(name, _)| name.trim_start_matches("spmd-"))
            .collect();
        println!(
            "\n{}: {}; best of {} runs, each after a run of the anchor; per-layer growth of each column from the depth before; ratios: the median of the {} pairs",
            plan.name, plan.about, cli.repeat, cli.repeat
        );
        let mut header = format!("{:>6} {:>7}", "layers", "ops");
        for name in names.iter().copied().chain(["verifier", "total"]) {
            header += &format!(" {:>14} {:>6}", format!("{name} ms"), "growth");
        }
        header += &format!(
            " {:>12} {:>15} {:>16}",
            "mlir-opt ms", "total/mlir-opt", "unverified/m-o"
        );
        println!("{header}");
        let mut previous: Option<(usize, Vec<f64>)> = None;
        for &depth in &cli.depths {
            eprintln!("spmd-bench: {} L{depth}...", plan.name);
            let paired = time_pairs(cli, plan, depth)?;
            let (timing, anchor) = (&paired.best, milliseconds(paired.anchor));
            let columns: Vec<f64> = timing
                .passes
                .iter()
                .chain([&timing.verifier, &timing.total()])
                .map(|d| milliseconds(*d))
                .collect();
            let mut line = format!("{depth:>6} {:>7}", timing.operations);
            for (index, ms) in columns.iter().enumerate() {
                let growth = previous.as_ref().map_or("-".to_owned(), |(before, times)| {
                    format!(
                        "{:.2}x",
                        (ms / depth as f64) / (times[index] / *before as f64)
                    )
                });
                line += &format!(" {ms:>14.1} {growth:>6}");
            }
            line += &format!(
                " {anchor:>12.1} {:>14.2}x {:>15.2}x",
                paired.ratio, paired.unverified_ratio
            );
            println!("{line}");
            previous = Some((depth, columns));
        }
    }
    Ok(())
}

/// Ops in `module`, nested ones included.
fn count_operations(module: &Module) -> usize {
    let mut operations = 0;
    module.as_operation().walk(WalkOrder::PreOrder, |_| {
        operations += 1;
        WalkResult::Advance
    });
    operations
}

/// One `spmd-auto-shard` run: the step's op count, the JSON report and the
/// pass's wall time.
fn auto_shard(source: &str, mesh: &str, tie: bool) -> Result<(usize, Json, Duration), Failure> {
    let report = std::env::temp_dir().join(format!("spmd-bench-{}.json", std::process::id()));
    let context = spmd_dialect::create_context();
    let mut module = Module::parse(&context, source).ok_or("the step does not parse")?;
    let operations = count_operations(&module);
    let options = format!("mesh={mesh} tie-repeats={tie} report={}", report.display());
    let (passes, verifier) = run_pass(&context, &mut module, "spmd-auto-shard", &options)?;
    let elapsed = passes + verifier;
    let text = std::fs::read_to_string(&report).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_file(&report);
    let json = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    Ok((operations, json, elapsed))
}

fn seconds(json: &Json, field: &str) -> f64 {
    json[field].as_f64().unwrap_or(f64::NAN)
}

fn bench_auto_shard(cli: &AutoShardArgs) -> Result<(), Failure> {
    println!("spmd-auto-shard on Llama SGD steps (dim 64, batch 4 x seq 16), H100 model");
    println!(
        "{:>6} {:>5} {:>7} {:>6} {:>5} {:>8} {:>8} {:>8} {:>11} {:>10} {:>12}",
        "layers",
        "mesh",
        "ops",
        "nodes",
        "tied",
        "graph s",
        "solve s",
        "pass s",
        "solve/prev",
        "untied s",
        "plan ratio"
    );
    for mesh in &cli.meshes {
        let mut previous: Option<f64> = None;
        for &depth in &cli.depths {
            eprintln!("spmd-bench: L{depth} on {mesh}...");
            let path = cli.steps.join(format!("llama_train_L{depth}.linalg.mlir"));
            let source = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read '{}': {e}", path.display()))?;
            let (operations, tied, elapsed) = auto_shard(&source, mesh, true)?;
            let solve = seconds(&tied, "solve_seconds");
            let (untied_solve, ratio) = if depth <= cli.untied_up_to {
                let (_, untied, _) = auto_shard(&source, mesh, false)?;
                (
                    format!("{:.2}", seconds(&untied, "solve_seconds")),
                    format!(
                        "{:.2}",
                        seconds(&tied, "step_seconds") / seconds(&untied, "step_seconds")
                    ),
                )
            } else {
                ("-".to_owned(), "-".to_owned())
            };
            let growth = previous.map_or("-".to_owned(), |p| format!("{:.2}x", solve / p));
            println!(
                "{depth:>6} {mesh:>5} {operations:>7} {:>6} {:>5} {:>8.2} {solve:>8.2} {:>8.2} {growth:>11} {untied_solve:>10} {ratio:>12}",
                tied["nodes"].as_u64().unwrap_or(0),
                tied["tied_nodes"].as_u64().unwrap_or(0),
                seconds(&tied, "graph_seconds"),
                elapsed.as_secs_f64(),
            );
            previous = Some(solve);
        }
    }
    Ok(())
}

/// Megatron on tp and the batch on dp for `examples/scan`'s steps (stacked
/// arguments g1, g2, w_down, w_gate, w_up, wk, wo, wq, wv, x, y; the layer
/// dim whole).
const SCAN_MEGATRON: &str = "mesh=2x2 axis-names=dp,tp args=\"9=S(0),R 10=S(0),R 2=R,S(1) 3=R,S(2) 4=R,S(2) 5=R,S(2) 6=R,S(1) 7=R,S(2) 8=R,S(2)\"";

fn bench_scan(cli: &ScanArgs) -> Result<(), Failure> {
    println!(
        "compile (shard-args, expand-batch-dims, propagate, partition, lower-to-runtime), Llama SGD step on 2x2, best of {}",
        cli.repeat
    );
    println!(
        "{:>10} {:>7} {:>7} {:>10} {:>16}",
        "layers", "form", "ops", "ms", "vs unrolled L4"
    );
    let mut baseline: Option<f64> = None;
    for (form, depth) in [("unrolled", 4), ("scanned", 4), ("scanned", 64)] {
        let name = if form == "unrolled" {
            "unrolled"
        } else {
            "scan"
        };
        let path = cli
            .steps
            .join(format!("llama_{name}_sgd_train_L{depth}.linalg.mlir"));
        eprintln!("spmd-bench: {}...", path.display());
        let source = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read '{}': {e}", path.display()))?;
        let mut best = f64::INFINITY;
        let mut operations = 0;
        for _ in 0..cli.repeat.max(1) {
            let context = spmd_dialect::create_context();
            let mut module = Module::parse(&context, &source)
                .ok_or_else(|| format!("'{}' does not parse", path.display()))?;
            operations = count_operations(&module);
            let (passes, verifier) =
                run_pass(&context, &mut module, "spmd-shard-args", SCAN_MEGATRON)?;
            let mut total = passes + verifier;
            for pass in [
                "spmd-expand-batch-dims",
                "spmd-propagate",
                "spmd-partition",
                "spmd-lower-to-runtime",
            ] {
                let (passes, verifier) = run_pass(&context, &mut module, pass, "")?;
                total += passes + verifier;
            }
            best = best.min(total.as_secs_f64() * 1e3);
        }
        let ratio = baseline.map_or("1.00x".to_owned(), |b| format!("{:.2}x", best / b));
        baseline.get_or_insert(best);
        println!("{depth:>10} {form:>7} {operations:>7} {best:>10.1} {ratio:>16}");
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result = match cli.bench {
        None => bench_partition(&PartitionArgs::default()),
        Some(Bench::Partition(args)) => bench_partition(&args),
        Some(Bench::AutoShard(args)) => bench_auto_shard(&args),
        Some(Bench::Exec(args)) => exec::bench_exec(&args),
        Some(Bench::Scan(args)) => bench_scan(&args),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("spmd-bench: error: {message}");
            std::process::ExitCode::FAILURE
        }
    }
}
