//! The property: for a random program, mesh and shardings, `spmd-opt`
//! either refuses with a located diagnostic or produces a program that the
//! CPU mesh (`spmd-run`) and the executable (`spmd-exec`) run to the
//! single-device program's values.

use crate::Failure;
use rand::{Rng, SeedableRng, seq::IndexedRandom};
use rand_chacha::ChaCha8Rng;
use spmd_executable::{
    npy,
    tensor::{ElementType, Tensor},
};
use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use crate::{
    Tools, attention,
    generate::{Element, Program},
    heads, ops,
    run::{Exit, head, is_located, refusal_kind, run},
    scanned, training,
};

const LIMIT: Duration = Duration::from_secs(60);

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    Equal,
    /// Refused with a located error; the kind of message.
    Refused(String),
    /// Refused without a location.
    Unlocated(String),
    /// Partitioned, but the lowering to an executable refused (located).
    ExecutableRefused(String),
    Mismatch(String),
    Crash(String),
    Timeout(String),
}

impl Outcome {
    /// A mismatch, crash, timeout, an unlocated refusal, or a refusal that
    /// is an internal error (located, but a bug all the same).
    pub fn is_failure(&self) -> bool {
        match self {
            Outcome::Mismatch(_)
            | Outcome::Crash(_)
            | Outcome::Timeout(_)
            | Outcome::Unlocated(_) => true,
            // A refusal's kind may name the pipeline's first pass first
            // (`[pass] message`): an internal error is a failure either way.
            Outcome::Refused(kind) | Outcome::ExecutableRefused(kind) => kind
                .split_once("] ")
                .map_or(kind.as_str(), |(_, message)| message)
                .starts_with("internal"),
            Outcome::Equal => false,
        }
    }
}

/// One case: the program and how it is sharded.
#[derive(Clone, Debug)]
pub struct Case {
    pub seed: u64,
    pub program: Program,
    pub mesh: Vec<usize>,
    pub arguments: Vec<Option<String>>,
    pub results: Vec<Option<String>>,
    pub annotations: Vec<(usize, String)>,
    /// The partitioning pipeline: the user's shardings propagated, or
    /// chosen by `spmd-auto-shard` / `spmd-data-parallel` (with the
    /// user's shardings as constraints).
    pub pipeline: String,
}

fn placement(rng: &mut ChaCha8Rng, rank: usize, partial: bool) -> String {
    match rng.random_range(0..10) {
        0..=4 => "\"R\"".into(),
        9 if partial => "\"P(sum)\"".into(),
        _ if rank == 0 => "\"R\"".into(),
        _ => format!("\"S({})\"", rng.random_range(0..rank)),
    }
}

fn sharding(rng: &mut ChaCha8Rng, axes: usize, rank: usize, partial: bool) -> Option<String> {
    if rng.random_bool(0.35) {
        return None;
    }
    Some(
        (0..axes)
            .map(|_| placement(rng, rank, partial))
            .collect::<Vec<_>>()
            .join(", "),
    )
}

impl Case {
    pub fn new(seed: u64, size: usize) -> Case {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // An eighth of the cases are training steps for spmd-data-parallel,
        // an eighth attention for spmd-ring-attention, an eighth
        // multi-head layouts for the lowering's GEMM folding and
        // multi-output kernels.
        let kind = rng.random_range(0..8);
        let (training, attention) = (kind == 0, kind == 1);
        // A third of the training steps scanned, for spmd-pipeline.
        let scanned =
            (training && rng.random_range(0..3) == 0).then(|| scanned::scanned_step(&mut rng));
        let program = if let Some((program, _, _)) = &scanned {
            program.clone()
        } else if training {
            training::training_step(&mut rng)
        } else if attention {
            attention::attention(&mut rng)
        } else if kind == 2 {
            heads::heads(&mut rng)
        } else {
            ops::program(&mut rng, size)
        };
        let mesh = if rng.random_bool(0.5) {
            vec![rng.random_range(1..=4)]
        } else {
            vec![rng.random_range(1..=4), rng.random_range(1..=4)]
        };
        let axes = mesh.len();
        let mut arguments: Vec<Option<String>> = program
            .arguments
            .iter()
            .map(|a| sharding(&mut rng, axes, a.shape.len(), true))
            .collect();
        // Half of the dims windows read through a pad split on one axis.
        for &(argument, dim) in &program.window_dims {
            if rng.random_bool(0.5) {
                let split = rng.random_range(0..axes);
                let placements: Vec<String> = (0..axes)
                    .map(|axis| {
                        if axis == split {
                            format!("\"S({dim})\"")
                        } else {
                            "\"R\"".to_owned()
                        }
                    })
                    .collect();
                arguments[argument] = Some(placements.join(", "));
            }
        }
        // Mostly q, k and v split on the sequence over one axis (and, half
        // the time, the output and the gradients returned so too, as a
        // training step's next ops would want them).
        let mut sequence_split = None;
        let mut split_axis = 0;
        if attention && rng.random_bool(0.75) {
            // An axis of more than one device where there is one.
            let wide: Vec<usize> = (0..axes).filter(|&axis| mesh[axis] > 1).collect();
            let split = match wide.as_slice() {
                [] => rng.random_range(0..axes),
                wide => wide[rng.random_range(0..wide.len())],
            };
            let placements: Vec<&str> = (0..axes)
                .map(|axis| if axis == split { "\"S(1)\"" } else { "\"R\"" })
                .collect();
            arguments = vec![Some(placements.join(", ")); program.arguments.len()];
            sequence_split = Some(placements.join(", "));
            split_axis = split;
        }
        let results: Vec<Option<String>> = program
            .returns
            .iter()
            .map(|&r| match &sequence_split {
                Some(split) if rng.random_bool(0.5) => Some(split.clone()),
                _ => sharding(&mut rng, axes, program.ops[r].1.shape.len(), true),
            })
            .collect();
        let annotations = (0..rng.random_range(0..=1usize))
            .filter_map(|_| {
                let at = rng.random_range(0..program.ops.len());
                let rank = program.ops[at].1.shape.len();
                sharding(&mut rng, axes, rank, true).map(|s| (at, s))
            })
            .collect();
        let mesh_text = mesh
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("x");
        let pipeline = if let Some((_, layers, batch)) = scanned {
            scanned::pipeline(&mut rng, layers, batch)
        } else if training {
            let style = ["replicate", "fully-shard", "mixed"][rng.random_range(0..3)];
            // Half the steps with their element-wise values recomputed at
            // their backward readers (named ops generalized first, as the
            // buffer plan spmd-remat measures asks).
            let remat = if rng.random_range(0..2) == 0 {
                ",func.func(linalg-generalize-named-ops),spmd-remat"
            } else {
                ""
            };
            // A third in micro-batches (gradient accumulation first): a
            // divisor of the batch (the input's dim 0) that leaves two
            // examples or more (one cannot be split over the ranks).
            let batch = program
                .arguments
                .last()
                .and_then(|input| input.shape.first().copied())
                .unwrap_or(1);
            let divisors: Vec<usize> = (2..=batch / 2).filter(|k| batch % k == 0).collect();
            let microbatch = match divisors.choose(&mut rng) {
                Some(count) if rng.random_range(0..3) == 0 => {
                    format!("spmd-microbatch{{count={count}}},")
                }
                _ => String::new(),
            };
            format!(
                "{microbatch}spmd-data-parallel{{style={style} mesh={}}}{remat}",
                mesh.iter().product::<usize>()
            )
        } else if attention && rng.random_range(0..4) == 0 {
            // Auto-shard's context parallelism: attention with its keys
            // and values gathered or a ring, as its cost model picks.
            format!("spmd-auto-shard{{mesh={mesh_text} algo=cp time-limit=10}}")
        } else if attention {
            // Half in the load-balanced order (refused where the sequence
            // is not split into 2N equal chunks).
            let zigzag = if rng.random_bool(0.5) {
                format!("spmd-zigzag-sequence{{mesh-axis={split_axis}}},")
            } else {
                String::new()
            };
            // Half with the keys scored a tile at a time: a divisor of a
            // device's block (with the zigzag order, a divisor of half a
            // block still skips the hidden quadrants).
            let length = program.arguments.first().map_or(0, |q| q.shape[1]);
            let devices = mesh[split_axis];
            let divisors: Vec<usize> = match length.checked_div(devices) {
                Some(block) if length.is_multiple_of(devices) => {
                    (1..block).filter(|d| block.is_multiple_of(*d)).collect()
                }
                _ => Vec::new(),
            };
            let key_block = match divisors.choose(&mut rng) {
                Some(keys) if rng.random_bool(0.5) => format!("{{key-block={keys}}}"),
                _ => String::new(),
            };
            format!("{zigzag}spmd-propagate,spmd-partition,spmd-ring-attention{key_block}")
        } else if rng.random_range(0..7) == 0 {
            format!("spmd-auto-shard{{mesh={mesh_text} time-limit=10}}")
        } else if rng.random_range(0..4) == 0 {
            // Matmuls over collapsed dims as contractions over each.
            "spmd-expand-token-dims,spmd-propagate,spmd-partition".to_owned()
        } else {
            "spmd-propagate,spmd-partition".to_owned()
        };
        let (arguments, results, annotations) = if builds_mesh(&pipeline) {
            // Data parallelism and pipelines build their own mesh.
            (
                vec![None; arguments.len()],
                vec![None; results.len()],
                Vec::new(),
            )
        } else {
            (arguments, results, annotations)
        };
        Case {
            seed,
            program,
            mesh,
            arguments,
            results,
            annotations,
            pipeline,
        }
    }

    fn mesh_text(&self) -> String {
        self.mesh
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("x")
    }

    pub fn sharded_text(&self) -> String {
        let mesh = self.mesh_text();
        let mesh = (!builds_mesh(&self.pipeline)).then_some(mesh.as_str());
        self.program
            .text(mesh, &self.arguments, &self.results, &self.annotations)
    }

    /// The case with its program cut after `ops` ops (for shrinking).
    pub fn truncated(&self, ops: usize) -> Case {
        let program = self.program.truncated(ops);
        let results = vec![None];
        let annotations = self
            .annotations
            .iter()
            .filter(|(at, _)| *at < program.ops.len())
            .cloned()
            .collect();
        Case {
            program,
            results,
            annotations,
            ..self.clone()
        }
    }
}

/// Whether `pipeline` declares its own mesh (data parallelism, the
/// pipeline's spmd-shard-args, auto-sharding that may choose stages).
fn builds_mesh(pipeline: &str) -> bool {
    pipeline.contains("spmd-data-parallel")
        || pipeline.contains("spmd-pipeline")
        || pipeline.contains("pipeline=auto")
}

fn element_type(element: Element) -> ElementType {
    match element {
        Element::F32 => ElementType::F32,
        Element::F16 => ElementType::F16,
        Element::BF16 => ElementType::BF16,
        Element::I32 => ElementType::I32,
    }
}

fn write_inputs(case: &Case, dir: &Path) -> Result<(), Failure> {
    let mut rng = ChaCha8Rng::seed_from_u64(case.seed ^ 0x5eed);
    for (i, argument) in case.program.arguments.iter().enumerate() {
        let count: usize = argument.shape.iter().product();
        let values = (0..count)
            .map(|_| {
                if argument.element.is_float() {
                    rng.random_range(-1.0..1.0)
                } else {
                    rng.random_range(-4..=4) as f64
                }
            })
            .collect();
        let tensor = Tensor::from_f64(element_type(argument.element), &argument.shape, values);
        npy::write(&dir.join(format!("arg{i}.npy")), &tensor)?;
    }
    Ok(())
}

fn path(p: &Path) -> &str {
    p.to_str().expect("scratch paths are UTF-8")
}

/// Runs `case` in `dir`; the outcome and the partitioned program's path.
pub fn check(tools: &Tools, case: &Case, dir: &Path) -> Outcome {
    let _ = std::fs::create_dir_all(dir);
    let inputs = dir.join("inputs");
    let _ = std::fs::create_dir_all(&inputs);
    if let Err(error) = write_inputs(case, &inputs) {
        return Outcome::Crash(format!("writing inputs: {error}"));
    }
    let single = dir.join("single.mlir");
    let sharded = dir.join("sharded.mlir");
    let partitioned = dir.join("partitioned.mlir");
    let reference = dir.join("reference");
    let _ = std::fs::write(&single, case.program.text(None, &[], &[], &[]));
    let _ = std::fs::write(&sharded, case.sharded_text());
    let tolerance = format!("{:e}", case.program.element.tolerance().max(1e-5));
    let what = |stage: &str, text: &str| format!("{stage}: {}", head(text));
    match run(
        &tools.run,
        &[
            path(&single),
            "--inputs",
            path(&inputs),
            "--out",
            path(&reference),
        ],
        LIMIT,
    ) {
        Exit::Code(0, _) => {}
        Exit::Code(_, text) => {
            return Outcome::Crash(what(
                "the single-device program does not run (a generator bug)",
                &text,
            ));
        }
        Exit::Crash(text) => return Outcome::Crash(what("spmd-run (single device)", &text)),
        Exit::Timeout => return Outcome::Timeout("spmd-run (single device)".into()),
    }
    let mut pipeline = format!("--pass-pipeline=builtin.module({})", case.pipeline);
    if pipeline.contains(scanned::SLOW_LINK_MODEL) {
        let model = dir.join("slow-link.json");
        if let Err(e) = std::fs::write(&model, scanned::SLOW_LINK_JSON) {
            return Outcome::Crash(format!("cannot write {}: {e}", model.display()));
        }
        pipeline = pipeline.replace(scanned::SLOW_LINK_MODEL, path(&model));
    }
    match run(
        &tools.opt,
        &[path(&sharded), &pipeline, "-o", path(&partitioned)],
        LIMIT,
    ) {
        Exit::Code(0, _) => {}
        Exit::Code(_, text) if is_located(&text) => {
            let pass = case.pipeline.split(['{', ',']).next().unwrap_or_default();
            return Outcome::Refused(format!(
                "[{pass}] {}",
                refusal_kind(&text).unwrap_or_default()
            ));
        }
        Exit::Code(_, text) => return Outcome::Unlocated(head(&text)),
        Exit::Crash(text) => return Outcome::Crash(what("spmd-opt", &text)),
        Exit::Timeout => return Outcome::Timeout("spmd-opt".into()),
    }
    // `tool FILE --expect` against the single-device results.
    let expect = |tool: &Path, name: &str, file: &Path| -> Option<Outcome> {
        let args = [
            path(file),
            "--inputs",
            path(&inputs),
            "--expect",
            path(&reference),
            "--rtol",
            &tolerance,
        ];
        match run(tool, &args, LIMIT) {
            Exit::Code(0, _) => None,
            Exit::Code(_, text) if text.contains("MISMATCH") => {
                Some(Outcome::Mismatch(what(name, &text)))
            }
            Exit::Code(_, text) | Exit::Crash(text) => Some(Outcome::Crash(what(name, &text))),
            Exit::Timeout => Some(Outcome::Timeout(name.into())),
        }
    };
    if let Some(outcome) = expect(
        &tools.run,
        "spmd-run of the partitioned program",
        &partitioned,
    ) {
        return outcome;
    }
    let Some(exec) = &tools.exec else {
        return Outcome::Equal;
    };
    let lowered = dir.join("lowered.mlir");
    let executable = dir.join("step.spmdx");
    // Named convolutions, pools and transposes generalized first, as the
    // lowering asks.
    let generalize = if case.program.needs_generalizing() {
        "func.func(linalg-generalize-named-ops),"
    } else {
        ""
    };
    // Donation on: a step whose update overwrote its argument before its
    // last read would differ from the interpreter.
    let lowering = format!(
        "--pass-pipeline=builtin.module({generalize}spmd-lower-to-runtime{{donate-updates=true}})"
    );
    match run(
        &tools.opt,
        &[path(&partitioned), &lowering, "-o", path(&lowered)],
        LIMIT,
    ) {
        Exit::Code(0, _) => {}
        Exit::Code(_, text) if is_located(&text) => {
            return Outcome::ExecutableRefused(refusal_kind(&text).unwrap_or_default());
        }
        Exit::Code(_, text) => return Outcome::Unlocated(head(&text)),
        Exit::Crash(text) => return Outcome::Crash(what("spmd-lower-to-runtime", &text)),
        Exit::Timeout => return Outcome::Timeout("spmd-lower-to-runtime".into()),
    }
    match run(
        &tools.translate,
        &[
            path(&lowered),
            "--spmd-to-executable",
            "-o",
            path(&executable),
        ],
        LIMIT,
    ) {
        Exit::Code(0, _) => {}
        Exit::Code(_, text) | Exit::Crash(text) => {
            return Outcome::Crash(what("spmd-translate", &text));
        }
        Exit::Timeout => return Outcome::Timeout("spmd-translate".into()),
    }
    expect(exec, "spmd-exec", &executable).unwrap_or(Outcome::Equal)
}

/// The smallest prefix of the case's program that still fails alike.
pub fn shrink(tools: &Tools, case: &Case, outcome: &Outcome, dir: &Path) -> (Case, PathBuf) {
    let same = |o: &Outcome| std::mem::discriminant(o) == std::mem::discriminant(outcome);
    for ops in 1..case.program.ops.len() {
        let smaller = case.truncated(ops);
        let at = dir.join(format!("shrink{ops}"));
        if same(&check(tools, &smaller, &at)) {
            return (smaller, at);
        }
    }
    (case.clone(), dir.to_path_buf())
}
