//! What the end-to-end tests share: the JAX fixtures, their Megatron
//! layout, and running the tools.

#![allow(dead_code)] // each test file uses its own part

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    process::Command,
    sync::{Arc, Mutex, OnceLock},
};

/// Whether `scripts/setup` installed NVRTC (from PyPI, into `.cuda/`).
pub fn nvrtc_installed() -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../.cuda/nvidia/cu13/lib/libnvrtc.so.13")
        .is_file()
}

/// Which arguments carry the batch, and how Megatron shards the weights
/// (argument -> sharded dim), by the fixtures' argument order.
pub struct Fixture {
    pub name: &'static str,
    pub batch: &'static [usize],
    pub megatron: &'static [(usize, usize)],
}

pub const FIXTURES: [Fixture; 3] = [
    // b1, w1, w2; Adam m and v alike; x, y.
    Fixture {
        name: "mlp_adam_train",
        batch: &[9, 10],
        megatron: &[
            (0, 0),
            (1, 1),
            (2, 0),
            (3, 0),
            (4, 1),
            (5, 0),
            (6, 0),
            (7, 1),
            (8, 0),
        ],
    },
    // g1, g2, w_down, w_gate, w_up, wk, wo, wq, wv; x (, y).
    Fixture {
        name: "llama_block_fwd",
        batch: &[9],
        megatron: &[(2, 0), (3, 1), (4, 1), (5, 1), (6, 0), (7, 1), (8, 1)],
    },
    Fixture {
        name: "llama_block_sgd_train",
        batch: &[9, 10],
        megatron: &[(2, 0), (3, 1), (4, 1), (5, 1), (6, 0), (7, 1), (8, 1)],
    },
];

/// The `shard` ops that move data between devices (`all_slice` does not).
pub const COMMUNICATING: [&str; 7] = [
    "all_gather",
    "all_reduce",
    "reduce_scatter",
    "all_to_all",
    "broadcast",
    "send_recv",
    "shift",
];

/// `kind[axes] x count` for every `shard` collective of a program
/// (`all_slice`, which moves no data, included: it shows the plan).
pub fn collective_counts(ir: &str) -> String {
    let mut counts: std::collections::BTreeMap<(String, String), usize> = Default::default();
    for line in ir.lines() {
        let Some(kind) = COMMUNICATING
            .iter()
            .chain(&["all_slice"])
            .find(|op| line.contains(&format!("= shard.{op} ")))
        else {
            continue;
        };
        let axes = line
            .split_once("grid_axes = [")
            .and_then(|(_, rest)| rest.split_once(']'))
            .map_or("", |(axes, _)| axes)
            .replace(' ', "");
        *counts.entry(((*kind).to_owned(), axes)).or_default() += 1;
    }
    if counts.is_empty() {
        return "none".to_owned();
    }
    counts
        .iter()
        .map(|((kind, axes), count)| format!("{kind}[{axes}] x{count}"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn fixtures_dir() -> PathBuf {
    std::env::var_os("SPMD_FIXTURES")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/fixtures"))
}

/// The fixtures folder, if it is there (else says the test is skipped).
pub fn present_fixtures() -> Option<PathBuf> {
    let fixtures = fixtures_dir();
    if !fixtures.is_dir() {
        eprintln!("skipped: no fixtures at {}", fixtures.display());
        return None;
    }
    Some(fixtures)
}

/// One placement list for `axes` mesh axes: `Shard(dim)` on `axis`.
pub fn placements(axes: usize, axis: usize, dim: usize) -> String {
    (0..axes)
        .map(|a| {
            if a == axis {
                format!("S({dim})")
            } else {
                "R".to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The `spmd-shard-args` entries of a fixture on a mesh of `axes` axes:
/// the batch on axis 0, Megatron on the last axis.
pub fn shard_args_entries(fixture: &Fixture, axes: usize, batch: bool, megatron: bool) -> String {
    let mut entries = Vec::new();
    if batch {
        entries.extend(
            fixture
                .batch
                .iter()
                .map(|&arg| format!("{arg}={}", placements(axes, 0, 0))),
        );
    }
    if megatron {
        entries.extend(
            fixture
                .megatron
                .iter()
                .map(|&(arg, dim)| format!("{arg}={}", placements(axes, axes - 1, dim))),
        );
    }
    entries.join(" ")
}

/// The shardings the end-to-end tests give each fixture: (mesh, set
/// name, `spmd-shard-args` entries): batch and Megatron on meshes of 2, 4,
/// 2x2 and 2x4, and both on the 2-D meshes.
pub fn sharding_sets(fixture: &Fixture) -> Vec<(&'static str, &'static str, String)> {
    let mut sets = Vec::new();
    for mesh in ["2", "4", "2x2", "2x4"] {
        let axes = mesh.split('x').count();
        let mut kinds = vec![("batch", true, false), ("megatron", false, true)];
        if axes == 2 {
            kinds.push(("batch+megatron", true, true));
        }
        for (set, batch, megatron) in kinds {
            sets.push((
                mesh,
                set,
                shard_args_entries(fixture, axes, batch, megatron),
            ));
        }
    }
    sets
}

/// The `spmd-shard-args` entries of the deep Llama step (`layers` blocks of
/// nine weights, then x and y) on a 2-D mesh: the batch on axis 0,
/// Megatron on axis 1.
pub fn deep_step_entries(layers: usize) -> String {
    let block = &FIXTURES[2];
    let mut entries: Vec<String> = (0..layers)
        .flat_map(|layer| {
            block
                .megatron
                .iter()
                .map(move |&(arg, dim)| format!("{}={}", layer * 9 + arg, placements(2, 1, dim)))
        })
        .collect();
    entries.push(format!("{}=S(0),R {}=S(0),R", 9 * layers, 9 * layers + 1));
    entries.join(" ")
}

pub fn run(command: &mut Command) -> String {
    let output = command.output().expect("the tool runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "{command:?} failed:\n{text}");
    text
}

/// What [`partition_and_compare`] found.
pub struct Compared {
    /// The partitioned program.
    pub partitioned: PathBuf,
    /// Results the interpreter found equal to the single-device program's.
    pub results: usize,
    /// Results of the executable equal to both.
    pub executed: usize,
    /// `spmd-run`'s report.
    pub report: String,
}

/// The results of the single-device program `source` on `spmd-run`'s
/// seeded inputs: run by the interpreter once per test process, shared by
/// every test of it that compares a plan of `source` against them.
pub fn single_device_results(source: &Path) -> PathBuf {
    static RUNS: Mutex<BTreeMap<PathBuf, Arc<OnceLock<PathBuf>>>> = Mutex::new(BTreeMap::new());
    let once = RUNS
        .lock()
        .expect("no run panicked holding the map")
        .entry(source.to_path_buf())
        .or_default()
        .clone();
    once.get_or_init(|| {
        let name = source
            .to_string_lossy()
            .replace(|c: char| !c.is_ascii_alphanumeric(), "_");
        // The process's own folder: test binaries may run side by side.
        let results = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("single_device")
            .join(format!("{}_{name}", std::process::id()));
        run(Command::new(env!("CARGO_BIN_EXE_spmd-run"))
            .arg(source)
            .arg("--out")
            .arg(&results));
        results
    })
    .clone()
}

/// Partitions `source` by `pipeline` into `scratch`, runs it and the
/// single-device program with `spmd-run` on the CPU mesh (the same seeded
/// inputs), and checks its executable against both (the interpreter within
/// `interpreter_rtol`).
pub fn partition_and_compare(
    source: &Path,
    pipeline: &str,
    scratch: &Path,
    interpreter_rtol: f64,
) -> Compared {
    std::fs::create_dir_all(scratch).expect("scratch folder");
    let partitioned = scratch.join("partitioned.mlir");
    run(Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(source)
        .arg(format!("--pass-pipeline={pipeline}"))
        .arg("-o")
        .arg(&partitioned));
    let reference = single_device_results(source);
    let interpreted = scratch.join("interpreted");
    let report = run(Command::new(env!("CARGO_BIN_EXE_spmd-run"))
        .arg(&partitioned)
        .arg("--expect")
        .arg(&reference)
        .arg("--out")
        .arg(&interpreted));
    let results = report.lines().filter(|l| l.ends_with(": ok")).count();
    let executed = executable_matches(
        &partitioned,
        None,
        &interpreted,
        interpreter_rtol,
        &reference,
    );
    Compared {
        partitioned,
        results,
        executed,
        report,
    }
}

/// Lowers the partitioned program `partitioned` (named linalg ops
/// generalized, then `spmd-lower-to-runtime`),
/// translates it (`spmd-translate --spmd-to-executable`) and runs the
/// executable on the CPU backend with the global inputs in `inputs` (else
/// the seeded ones `spmd-run` draws by default, seed 0): its
/// results must equal the interpreter's (`interpreted`, `interpreter_rtol`
/// relative: 1e-5 for the fixtures) and
/// `expected` (JAX's recorded outputs or the single-device program, 1e-4).
/// Returns the number of results compared.
pub fn executable_matches(
    partitioned: &Path,
    inputs: Option<&Path>,
    interpreted: &Path,
    interpreter_rtol: f64,
    expected: &Path,
) -> usize {
    use spmd_executable::{
        Executable,
        check::{compare, random_arguments},
        npy,
    };
    use spmd_runtime::{cpu::CpuBackend, host::backend::Backend};
    let lowered = partitioned.with_extension("low.mlir");
    let executable_path = partitioned.with_extension("spmdx");
    run(Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(partitioned)
        .arg("--pass-pipeline=builtin.module(func.func(linalg-generalize-named-ops),spmd-lower-to-runtime)")
        .arg("-o")
        .arg(&lowered));
    run(Command::new(env!("CARGO_BIN_EXE_spmd-translate"))
        .arg(&lowered)
        .arg("--spmd-to-executable")
        .arg("-o")
        .arg(&executable_path));
    let executable = Executable::read(&executable_path).expect("the executable loads");
    let globals: Vec<_> = match inputs {
        Some(dir) => (0..executable.arguments.len())
            .map(|i| npy::read(&dir.join(format!("arg{i}.npy"))).expect("input"))
            .collect(),
        None => random_arguments(&executable, 0),
    };
    let mut backend = CpuBackend::new(&executable);
    backend.set_inputs(&globals).expect("inputs are written");
    backend.run().expect("the executable runs");
    let results = backend.results().expect("results assemble");
    assert!(
        compare(&results, interpreted, interpreter_rtol).expect("interpreter results"),
        "{}: the executable differs from the interpreter",
        partitioned.display()
    );
    assert!(
        compare(&results, expected, 1e-4).expect("expected results"),
        "{}: the executable differs from the expected results",
        partitioned.display()
    );
    results.len()
}

fn export_source(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{name}.linalg.mlir"))
}

fn export_io(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{name}.io"))
}

/// How many results a program has (its `.io` folder's `resultN.npy`).
fn export_result_count(dir: &Path, name: &str) -> usize {
    std::fs::read_dir(export_io(dir, name))
        .expect("the .io folder")
        .filter(|entry| {
            entry
                .as_ref()
                .is_ok_and(|e| e.file_name().to_string_lossy().starts_with("result"))
        })
        .count()
}

/// Partitions the exported program `dir/name.linalg.mlir` by `passes`
/// (nothing: single device), runs it in the interpreter on the
/// framework's inputs (`dir/name.io`) and as an executable on the CPU
/// backend, both against the framework's outputs; returns the
/// partitioned program's text.
pub fn check_export(dir: &Path, name: &str, passes: &str, label: &str) -> String {
    check_export_against(dir, name, passes, label, &export_io(dir, name))
}

/// [`check_export`] against the results in `expected` (`resultN.npy`)
/// in place of the framework's own.
pub fn check_export_against(
    dir: &Path,
    name: &str,
    passes: &str,
    label: &str,
    expected: &Path,
) -> String {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("lm_{name}_{label}"));
    std::fs::create_dir_all(&scratch).expect("scratch folder");
    let program = scratch.join("program.mlir");
    let pipeline = if passes.is_empty() {
        "builtin.module()".to_owned()
    } else {
        format!("builtin.module({passes})")
    };
    run(Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(export_source(dir, name))
        .arg(format!("--pass-pipeline={pipeline}"))
        .arg("-o")
        .arg(&program));
    let interpreted = scratch.join("interpreted");
    let report = run(Command::new(env!("CARGO_BIN_EXE_spmd-run"))
        .arg(&program)
        .arg("--inputs")
        .arg(export_io(dir, name))
        .arg("--expect")
        .arg(expected)
        .arg("--out")
        .arg(&interpreted));
    let results = export_result_count(dir, name);
    assert_eq!(
        report.lines().filter(|l| l.ends_with(": ok")).count(),
        results,
        "{name} ({label}):\n{report}"
    );
    let executed = executable_matches(
        &program,
        Some(&export_io(dir, name)),
        &interpreted,
        1e-4,
        expected,
    );
    assert_eq!(executed, results, "{name} ({label})");
    std::fs::read_to_string(&program).expect("written")
}

/// The placements `after` each of a marker in the arguments and in the
/// results of the signature of `program`'s (one) function.
fn shardings_after(
    program: &str,
    arguments_marker: &str,
    results_marker: &str,
) -> (Vec<String>, Vec<String>) {
    let signature = program
        .lines()
        .find(|line| line.trim_start().starts_with("func.func"))
        .expect("a function");
    let (arguments, results) = signature.split_once(") -> (").expect("results");
    let placements = |text: &str, after: &str| -> Vec<String> {
        text.split(after)
            .skip(1)
            .filter_map(|rest| {
                let start = rest.find("#spmd.sharding<@mesh, ")? + "#spmd.sharding<@mesh, ".len();
                let end = rest[start..].find(']')? + start + 1;
                Some(rest[start..end].to_owned())
            })
            .collect()
    };
    (
        placements(arguments, arguments_marker),
        placements(results, results_marker),
    )
}

/// The shardings of the params (arguments whose role is given) and of the
/// results in the signature of `program`'s (one) function.
pub fn param_and_result_shardings(program: &str) -> (Vec<String>, Vec<String>) {
    shardings_after(program, "spmd.role = \"param\"", "spmd.global_type")
}

/// The shardings of the states (arguments whose role is `state`) in the
/// signature of `program`'s (one) function.
pub fn state_shardings(program: &str) -> Vec<String> {
    shardings_after(program, "spmd.role = \"state\"", "spmd.global_type").0
}

/// The shardings of every argument and every result in the signature of
/// `program`'s (one) function.
pub fn signature_shardings(program: &str) -> (Vec<String>, Vec<String>) {
    shardings_after(program, "spmd.global_type", "spmd.global_type")
}

/// The elements of argument `index`'s (local) tensor type in a function
/// signature's text.
pub fn argument_elements(text: &str, index: usize) -> usize {
    let prefix = format!("%arg{index}: tensor<");
    let start = text.find(&prefix).expect("the argument") + prefix.len();
    text[start..]
        .split('x')
        .map_while(|dim| dim.parse::<usize>().ok())
        .product()
}

/// Lowers `source` (after `pipeline`, if any) to an executable in `dir`.
pub fn lowered_executable(source: &Path, pipeline: &str, dir: &Path, name: &str) -> PathBuf {
    let lowered = dir.join(format!("{name}.low.mlir"));
    let passes = if pipeline.is_empty() {
        "spmd-lower-to-runtime".to_owned()
    } else {
        format!("{pipeline},spmd-lower-to-runtime")
    };
    run(Command::new(env!("CARGO_BIN_EXE_spmd-opt"))
        .arg(source)
        .arg(format!("--pass-pipeline=builtin.module({passes})"))
        .arg("-o")
        .arg(&lowered));
    let out = dir.join(format!("{name}.spmdx"));
    run(Command::new(env!("CARGO_BIN_EXE_spmd-translate"))
        .arg("--spmd-to-executable")
        .arg(&lowered)
        .arg("-o")
        .arg(&out));
    out
}

/// Every fixture's executables: single device and on a 2x4 mesh (batch on
/// axis 0, Megatron on axis 1), the exported language models' training
/// steps (single device and vocab-parallel on 4), the 4-layer step on 2x4,
/// reductions split over blocks (`tests/inputs/split_reductions.mlir`),
/// every CUDA kernel form (`kernel_forms.mlir`), 16-bit tanh, exp and
/// division (`sixteen_bit.mlir`), outputs written at every point
/// (`written_per_point.mlir`) and row groups in bf16 and f32
/// (`row_groups.mlir`).
pub fn fixture_executables(dir: &Path) -> Vec<PathBuf> {
    let fixtures = fixtures_dir();
    std::fs::create_dir_all(dir).expect("scratch folder");
    let mut executables = Vec::new();
    for fixture in &FIXTURES {
        let source = fixtures.join(format!("{}.linalg.mlir", fixture.name));
        executables.push(lowered_executable(&source, "", dir, fixture.name));
        let sharded = format!(
            "spmd-shard-args{{mesh=2x4 args=\"{}\"}},spmd-propagate,spmd-partition",
            shard_args_entries(fixture, 2, true, true)
        );
        let name = format!("{}.2x4", fixture.name);
        executables.push(lowered_executable(&source, &sharded, dir, &name));
    }
    // Exported language models: lookups in captured tables with torch's
    // assertions, scatters, scans, f64; single device and vocab-parallel.
    let lm = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/lm");
    for (name, table) in [("gpt2_sgd_train", 0), ("jax_gpt_sgd_train", 23)] {
        let source = lm.join(format!("{name}.linalg.mlir"));
        let generalize = "func.func(linalg-generalize-named-ops)";
        executables.push(lowered_executable(&source, generalize, dir, name));
        let vocab = format!(
            "spmd-shard-args{{mesh=4 args=\"{table}=S(0)\"}},spmd-propagate,spmd-partition,{generalize}"
        );
        executables.push(lowered_executable(
            &source,
            &vocab,
            dir,
            &format!("{name}.vocab4"),
        ));
    }
    let deep = fixtures.join("scale/llama_train_L4.linalg.mlir");
    if deep.is_file() {
        let sharded = format!(
            "spmd-shard-args{{mesh=2x4 args=\"{}\"}},spmd-propagate,spmd-partition",
            deep_step_entries(4)
        );
        executables.push(lowered_executable(
            &deep,
            &sharded,
            dir,
            "llama_train_L4.2x4",
        ));
    }
    let inputs = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs");
    for name in [
        "split_reductions",
        "kernel_forms",
        "sixteen_bit",
        "written_per_point",
        "row_groups",
    ] {
        let source = inputs.join(format!("{name}.mlir"));
        executables.push(lowered_executable(&source, "", dir, name));
    }
    executables
}
