//! `spmd-bench`: compile-time benchmark of the core pipeline.
//!
//! For each of `../shared/fixtures/scale/llama_train_L{4,16,64}` on a 2x4
//! mesh (batch on axis 0, Megatron tensor parallelism on axis 1), times
//! `spmd-propagate` and `spmd-partition` (best of `--repeat` runs, each on a
//! freshly parsed module), and prints per-layer cost and the growth between
//! depths side by side, so that linear scaling reads as a ratio near 1.
//!
//!     cargo run --release -p spmd-tools --bin spmd-bench

use clap::Parser;
use melior::{
    Context,
    ir::{
        Module,
        operation::{OperationLike, WalkOrder, WalkResult},
    },
    pass::PassManager,
};
use std::{
    path::PathBuf,
    time::{Duration, Instant},
};

#[derive(Parser)]
#[command(
    version,
    about = "Times spmd-propagate + spmd-partition on deep Llama training steps"
)]
struct Cli {
    /// The folder of `llama_train_L<depth>.linalg.mlir`
    #[arg(long, default_value = "../shared/fixtures/scale")]
    fixtures: PathBuf,
    /// Depths to run (layers)
    #[arg(long, value_delimiter = ',', default_value = "4,16,64")]
    depths: Vec<usize>,
    /// Runs per depth; the best is reported
    #[arg(long, default_value_t = 3)]
    repeat: usize,
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

struct Timing {
    operations: usize,
    propagate: Duration,
    partition: Duration,
}

fn run_pass(
    context: &Context,
    module: &mut Module,
    name: &str,
    options: &str,
) -> Result<Duration, String> {
    let manager = PassManager::new(context);
    manager.add_pass(spmd_passes::create_pass(name, options).map_err(|e| e.to_string())?);
    let start = Instant::now();
    manager
        .run(module)
        .map_err(|_| format!("{name} failed (run spmd-opt on the file for its diagnostics)"))?;
    Ok(start.elapsed())
}

fn time_depth(cli: &Cli, depth: usize) -> Result<Timing, String> {
    let path = cli
        .fixtures
        .join(format!("llama_train_L{depth}.linalg.mlir"));
    let source = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read '{}': {e}", path.display()))?;
    let mut best: Option<Timing> = None;
    for _ in 0..cli.repeat.max(1) {
        let context = spmd_dialect::create_context();
        let mut module = Module::parse(&context, &source)
            .ok_or_else(|| format!("'{}' does not parse", path.display()))?;
        let mut operations = 0;
        module.as_operation().walk(WalkOrder::PreOrder, |_| {
            operations += 1;
            WalkResult::Advance
        });
        run_pass(
            &context,
            &mut module,
            "spmd-shard-args",
            &shard_args_options(depth),
        )?;
        let propagate = run_pass(&context, &mut module, "spmd-propagate", "")?;
        let partition = run_pass(&context, &mut module, "spmd-partition", "")?;
        if best
            .as_ref()
            .is_none_or(|b| propagate + partition < b.propagate + b.partition)
        {
            best = Some(Timing {
                operations,
                propagate,
                partition,
            });
        }
    }
    Ok(best.expect("at least one run"))
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    println!(
        "spmd-propagate + spmd-partition, mesh 2x4 (dp = batch, tp = Megatron), best of {}",
        cli.repeat
    );
    println!(
        "{:>6} {:>8} {:>13} {:>13} {:>10} {:>12} {:>22}",
        "layers",
        "ops",
        "propagate ms",
        "partition ms",
        "total ms",
        "ms / layer",
        "per-layer vs previous"
    );
    let mut previous: Option<f64> = None;
    for &depth in &cli.depths {
        eprintln!("spmd-bench: L{depth}...");
        let timing = match time_depth(&cli, depth) {
            Ok(timing) => timing,
            Err(message) => {
                eprintln!("spmd-bench: error: {message}");
                return std::process::ExitCode::FAILURE;
            }
        };
        let total = (timing.propagate + timing.partition).as_secs_f64() * 1e3;
        let per_layer = total / depth as f64;
        let growth = previous.map_or("-".to_owned(), |p| format!("{:.2}x", per_layer / p));
        println!(
            "{depth:>6} {:>8} {:>13.1} {:>13.1} {total:>10.1} {per_layer:>12.2} {growth:>22}",
            timing.operations,
            timing.propagate.as_secs_f64() * 1e3,
            timing.partition.as_secs_f64() * 1e3,
        );
        previous = Some(per_layer);
    }
    std::process::ExitCode::SUCCESS
}
