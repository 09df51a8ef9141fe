//! `spmd-fuzz`: random programs x meshes x shardings, and mutations of
//! every tool's input, run through the real tools (`spmd-opt`, `spmd-run`,
//! `spmd-translate`, `spmd-exec`, found next to this binary) as separate
//! processes, so a crash, a signal or a hang is seen and counted.
//!
//! Property cases: `spmd-opt` either refuses with a located diagnostic or
//! produces a program that `spmd-run` and the executable run to the
//! single-device program's values. Mutation cases: every tool exits 0, or
//! 1 with an error line. Prints counts per outcome, the share of refusals
//! by message, and each failure shrunk to a ready-to-run command with its
//! `.mlir`. Exit status 1 if anything failed.
//!
//!     spmd-fuzz --cases 10000 --mutations 10000      (bash scripts/fuzz N)

mod attention;
mod generate;
mod heads;
mod indexed;
mod mutate;
mod ops;
mod property;
mod run;
mod scanned;
mod training;
mod windowed;

/// Why a command stopped: any error, shown as text by `main` (this is a
/// binary's entry point; the libraries it calls return typed errors).
type Failure = Box<dyn std::error::Error>;

use clap::Parser;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    process::ExitCode,
    sync::{
        Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    time::Instant,
};

use property::{Case, Outcome};

/// Fuzz spmd's tools with random programs, shardings and mutated inputs.
#[derive(Parser)]
#[command(name = "spmd-fuzz", version)]
struct Cli {
    /// Random program x mesh x sharding cases.
    #[arg(long, default_value_t = 100)]
    cases: usize,
    /// Mutated-input cases.
    #[arg(long, default_value_t = 100)]
    mutations: usize,
    /// First seed (case i uses seed + i).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Largest program, in generated ops.
    #[arg(long, default_value_t = 6)]
    size: usize,
    /// Cases run side by side.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Where cases are written (default: a folder under the system's temp dir).
    #[arg(long)]
    scratch: Option<PathBuf>,
    /// Folders of valid `.mlir` files to mutate (besides generated programs).
    #[arg(long, default_values = ["lit-tests", "../shared/fixtures"])]
    corpus: Vec<PathBuf>,
}

pub struct Tools {
    opt: PathBuf,
    run: PathBuf,
    translate: PathBuf,
    exec: Option<PathBuf>,
}

impl Tools {
    fn find() -> Result<Tools, Failure> {
        let dir = std::env::current_exe().map_err(|e| e.to_string())?;
        let dir = dir.parent().ok_or("no folder")?.to_path_buf();
        let dir = if dir.ends_with("deps") {
            dir.parent().ok_or("no folder")?.to_path_buf()
        } else {
            dir
        };
        let tool = |name: &str| -> Result<PathBuf, Failure> {
            let path = dir.join(name);
            path.exists().then_some(path).ok_or_else(|| -> Failure {
                format!(
                    "{name} is not built next to spmd-fuzz ({}); run cargo build --workspace",
                    dir.display()
                )
                .into()
            })
        };
        Ok(Tools {
            opt: tool("spmd-opt")?,
            run: tool("spmd-run")?,
            translate: tool("spmd-translate")?,
            exec: tool("spmd-exec").ok(),
        })
    }
}

fn corpus(cli: &Cli) -> Vec<String> {
    let mut files = Vec::new();
    let mut stack: Vec<PathBuf> = cli.corpus.clone();
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            if let Ok(entries) = std::fs::read_dir(&path) {
                stack.extend(entries.flatten().map(|e| e.path()));
            }
        } else if path.extension().is_some_and(|e| e == "mlir")
            && !path.to_string_lossy().contains("/Output/")
        {
            // Deep models take seconds per pass: small files mutate faster.
            if let Ok(text) = std::fs::read_to_string(&path)
                && text.len() < 200_000
            {
                files.push(text);
            }
        }
    }
    for seed in 0..20 {
        files.push(Case::new(seed, 6).sharded_text());
    }
    files.sort();
    files
}

fn kind(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Equal => "equal",
        Outcome::Refused(_) => "refused (located)",
        Outcome::ExecutableRefused(_) => "partitioned, executable refused (located)",
        Outcome::Unlocated(_) => "FAILED: refused without a location",
        Outcome::Mismatch(_) => "FAILED: mismatch",
        Outcome::Crash(_) => "FAILED: crash",
        Outcome::Timeout(_) => "FAILED: timeout",
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let tools = match Tools::find() {
        Ok(tools) => tools,
        Err(message) => {
            eprintln!("spmd-fuzz: error: {message}");
            return ExitCode::FAILURE;
        }
    };
    if tools.exec.is_none() {
        eprintln!("spmd-fuzz: spmd-exec not found: executables are not checked");
    }
    let scratch = cli
        .scratch
        .clone()
        .unwrap_or_else(|| std::env::temp_dir().join(format!("spmd-fuzz-{}", std::process::id())));
    let started = Instant::now();

    // Property cases, side by side.
    let next = AtomicUsize::new(0);
    let halo_cases = AtomicUsize::new(0);
    let ring_cases = AtomicUsize::new(0);
    let backward_ring_cases = AtomicUsize::new(0);
    let zigzag_ring_cases = AtomicUsize::new(0);
    let skipping_ring_cases = AtomicUsize::new(0);
    let gathered_attention_cases = AtomicUsize::new(0);
    let auto_staged_cases = AtomicUsize::new(0);
    let outcomes: Mutex<Vec<(Case, Outcome)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..cli.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= cli.cases {
                        break;
                    }
                    let case = Case::new(cli.seed + i as u64, cli.size);
                    let dir = scratch.join(format!("case{}", case.seed));
                    let outcome = property::check(&tools, &case, &dir);
                    let partitioned = std::fs::read_to_string(dir.join("partitioned.mlir"));
                    let shifts = |rotate: bool| {
                        partitioned.as_ref().is_ok_and(|text| {
                            text.lines().any(|line| {
                                line.contains("= shard.shift ")
                                    && line.contains(" rotate ") == rotate
                            })
                        })
                    };
                    if shifts(false) {
                        halo_cases.fetch_add(1, Ordering::Relaxed);
                    }
                    if partitioned
                        .as_ref()
                        .is_ok_and(|text| text.contains("spmd.attention = \"gathered\""))
                    {
                        gathered_attention_cases.fetch_add(1, Ordering::Relaxed);
                    }
                    if case.pipeline.contains("pipeline=auto")
                        && partitioned
                            .as_ref()
                            .is_ok_and(|text| text.contains("spmd.pipeline = {"))
                    {
                        auto_staged_cases.fetch_add(1, Ordering::Relaxed);
                    }
                    if shifts(true) {
                        ring_cases.fetch_add(1, Ordering::Relaxed);
                        // Attention with its gradients returned (q, k, v's).
                        if case.pipeline.contains("spmd-ring-attention")
                            && case.program.returns.len() == 4
                        {
                            backward_ring_cases.fetch_add(1, Ordering::Relaxed);
                        }
                        // By hand, or by auto-shard's trial (`algo=cp`).
                        let zigzag = case.pipeline.contains("spmd-zigzag-sequence")
                            || partitioned
                                .as_ref()
                                .is_ok_and(|text| text.contains("spmd.zigzag = "));
                        if zigzag {
                            zigzag_ring_cases.fetch_add(1, Ordering::Relaxed);
                            // The quadrant chosen by the device's position.
                            if partitioned
                                .as_ref()
                                .is_ok_and(|text| text.contains("= arith.cmpi uge, "))
                            {
                                skipping_ring_cases.fetch_add(1, Ordering::Relaxed);
                            }
                        }
                    }
                    if !outcome.is_failure() && i > 0 {
                        let _ = std::fs::remove_dir_all(&dir);
                    }
                    outcomes
                        .lock()
                        .expect("no poisoned lock")
                        .push((case, outcome));
                    let done = i + 1;
                    if done.is_multiple_of(500) {
                        eprintln!(
                            "spmd-fuzz: {done}/{} cases ({:.0} s)",
                            cli.cases,
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    let mut outcomes = outcomes.into_inner().expect("no poisoned lock");
    outcomes.sort_by_key(|(case, _)| case.seed);
    let property_seconds = started.elapsed().as_secs_f64();

    // Mutation cases.
    let corpus = corpus(&cli);
    let executable = scratch.join(format!("case{}", cli.seed)).join("step.spmdx");
    let executable = executable.exists().then_some(executable);
    let next = AtomicUsize::new(0);
    let mutation_failures: Mutex<Vec<(u64, String, String)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..cli.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= cli.mutations {
                        break;
                    }
                    let seed = cli.seed + i as u64;
                    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x0bad_cafe);
                    let dir = scratch.join(format!("mutation{seed}"));
                    match mutate::mutation(&tools, &mut rng, &corpus, executable.as_deref(), &dir) {
                        Some((command, failure)) => mutation_failures
                            .lock()
                            .expect("no poisoned lock")
                            .push((seed, command, failure)),
                        None => {
                            let _ = std::fs::remove_dir_all(&dir);
                        }
                    }
                }
            });
        }
    });
    let mutation_failures = mutation_failures.into_inner().expect("no poisoned lock");
    report(
        &cli,
        &tools,
        &outcomes,
        &mutation_failures,
        &scratch,
        [
            halo_cases.into_inner(),
            ring_cases.into_inner(),
            backward_ring_cases.into_inner(),
            zigzag_ring_cases.into_inner(),
            skipping_ring_cases.into_inner(),
            gathered_attention_cases.into_inner(),
            auto_staged_cases.into_inner(),
        ],
        property_seconds,
        started.elapsed().as_secs_f64(),
    )
}

fn report(
    cli: &Cli,
    tools: &Tools,
    outcomes: &[(Case, Outcome)],
    mutation_failures: &[(u64, String, String)],
    scratch: &Path,
    shift_cases: [usize; 7],
    property_seconds: f64,
    total_seconds: f64,
) -> ExitCode {
    // Cases whose partitioned program exchanges halos / computes a ring /
    // keeps attention gathered by auto-shard's choice / is in the stages
    // auto-shard chose.
    let [
        halo_cases,
        ring_cases,
        backward_ring_cases,
        zigzag_ring_cases,
        skipping_ring_cases,
        gathered_attention_cases,
        auto_staged_cases,
    ] = shift_cases;
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut refusals: BTreeMap<String, usize> = BTreeMap::new();
    for (_, outcome) in outcomes {
        *counts.entry(kind(outcome)).or_default() += 1;
        if let Outcome::Refused(message) | Outcome::ExecutableRefused(message) = outcome {
            *refusals.entry(message.clone()).or_default() += 1;
        }
    }
    println!(
        "spmd-fuzz: {} property cases (seeds {}..{}) in {property_seconds:.1} s",
        outcomes.len(),
        cli.seed,
        cli.seed + outcomes.len() as u64
    );
    for (kind, count) in &counts {
        println!(
            "  {kind:<45} {count:>6} ({:.1}%)",
            100.0 * *count as f64 / outcomes.len().max(1) as f64
        );
    }
    println!(
        "  {:<45} {halo_cases:>6}",
        "of them exchanging halos (shard.shift)"
    );
    println!(
        "  {:<45} {ring_cases:>6}",
        "of them attention as a ring (rotating shifts)"
    );
    println!(
        "  {:<45} {backward_ring_cases:>6}",
        "  with its backward (the gradients returned)"
    );
    println!(
        "  {:<45} {zigzag_ring_cases:>6}",
        "  in the load-balanced order (zigzag)"
    );
    println!(
        "  {:<45} {skipping_ring_cases:>6}",
        "    skipping what a causal mask hides"
    );
    println!(
        "  {:<45} {gathered_attention_cases:>6}",
        "attention kept gathered (auto-shard algo=cp)"
    );
    let micro_batched = outcomes
        .iter()
        .filter(|(case, outcome)| {
            case.pipeline.contains("spmd-microbatch")
                && !case.pipeline.contains("spmd-pipeline")
                && matches!(outcome, Outcome::Equal)
        })
        .count();
    println!(
        "  {:<45} {micro_batched:>6}",
        "training steps equal in micro-batches"
    );
    // Cases equal whose pipeline names `pass`.
    let equal_under = |pass: &str| {
        outcomes
            .iter()
            .filter(|(case, outcome)| {
                case.pipeline.contains(pass) && matches!(outcome, Outcome::Equal)
            })
            .count()
    };
    let staged = equal_under("spmd-pipeline");
    println!(
        "  {:<45} {staged:>6}",
        "scanned steps equal in pipeline stages"
    );
    let auto_planned = equal_under("pipeline=auto");
    println!(
        "  {:<45} {auto_planned:>6}",
        "scanned steps equal, auto-shard trying stages"
    );
    println!(
        "  {:<45} {auto_staged_cases:>6}",
        "  of them in the stages it chose"
    );
    if refusals.is_empty() {
        println!("refusals by message: none");
    } else {
        println!("refusals by message (share of all property cases):");
        let mut sorted: Vec<_> = refusals.iter().collect();
        sorted.sort_by(|a, b| b.1.cmp(a.1));
        for (message, count) in sorted {
            println!(
                "  {:>5.1}%  {message}",
                100.0 * *count as f64 / outcomes.len().max(1) as f64
            );
        }
    }
    let failures: Vec<&(Case, Outcome)> = outcomes.iter().filter(|(_, o)| o.is_failure()).collect();
    for (case, outcome) in &failures {
        let (small, dir) = property::shrink(
            tools,
            case,
            outcome,
            &scratch.join(format!("shrink{}", case.seed)),
        );
        println!("\nFAILED seed {}: {outcome:?}", case.seed);
        println!(
            "  spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' {}",
            dir.join("sharded.mlir").display()
        );
        println!("{}", small.sharded_text());
    }
    println!(
        "spmd-fuzz: {} mutation cases: {} failed{}",
        cli.mutations,
        mutation_failures.len(),
        if mutation_failures.is_empty() {
            " (every run exited 0, or 1 with an error)"
        } else {
            ""
        }
    );
    for (seed, command, failure) in mutation_failures {
        println!("  FAILED mutation seed {seed}: {failure}\n    {command}");
    }
    println!("spmd-fuzz: wall time {total_seconds:.1} s");
    let failed = failures.len() + mutation_failures.len();
    println!("spmd-fuzz: {failed} failures");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
