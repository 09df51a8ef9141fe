//! The CUDA C generated for every kernel of every fixture's executable
//! (single device, and partitioned with the batch on axis 0 and Megatron
//! on axis 1 of a 2x4 mesh, the 4-layer step included) compiles with NVRTC
//! for `sm_80` and `sm_90` (the library `spmd-exec --backend cuda
//! --compile-only` calls, without the cache, so that every kernel is
//! compiled).
//! NVRTC comes from `scripts/setup` (PyPI, into `.cuda/`); no GPU needed.
//! (`lit-tests/spmd-lower-to-runtime/cuda.test` checks the command line.)

mod common;

use common::{FIXTURES, deep_step_entries, fixtures_dir, run, shard_args_entries};
use spmd_runtime::{
    cuda::{compile_kernels, nvrtc::Cache},
    executable::Executable,
};
use std::{
    path::{Path, PathBuf},
    process::Command,
};

fn nvrtc_installed() -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../.cuda/nvidia/cu13/lib/libnvrtc.so.13")
        .is_file()
}

/// Lowers `source` (after `pipeline`, if any) to an executable in `dir`.
fn executable(source: &Path, pipeline: &str, dir: &Path, name: &str) -> PathBuf {
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

#[test]
fn every_fixture_kernel_compiles_with_nvrtc() {
    let fixtures = fixtures_dir();
    if !fixtures.is_dir() {
        eprintln!("skipped: no fixtures at {}", fixtures.display());
        return;
    }
    if !nvrtc_installed() {
        eprintln!("skipped: no NVRTC in .cuda/ (run `bash scripts/setup`)");
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cuda_kernels");
    let cache = dir.join("cache");
    let _ = std::fs::remove_dir_all(&cache);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let mut executables = Vec::new();
    for fixture in &FIXTURES {
        let source = fixtures.join(format!("{}.linalg.mlir", fixture.name));
        executables.push(executable(&source, "", &dir, fixture.name));
        let sharded = format!(
            "spmd-shard-args{{mesh=2x4 args=\"{}\"}},spmd-propagate,spmd-partition",
            shard_args_entries(fixture, 2, true, true)
        );
        let name = format!("{}.2x4", fixture.name);
        executables.push(executable(&source, &sharded, &dir, &name));
    }
    let deep = fixtures.join("scale/llama_train_L4.linalg.mlir");
    if deep.is_file() {
        let sharded = format!(
            "spmd-shard-args{{mesh=2x4 args=\"{}\"}},spmd-propagate,spmd-partition",
            deep_step_entries(4)
        );
        executables.push(executable(&deep, &sharded, &dir, "llama_train_L4.2x4"));
    }
    let mut total = 0;
    for path in &executables {
        let executable = Executable::read(path).expect("the executable loads");
        for arch in ["sm_80", "sm_90"] {
            let report = compile_kernels(&executable, arch, &Cache::Off)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(report.kernels, executable.kernels.len());
            assert_eq!(report.cached, 0);
            println!("{}: {} kernels for {arch}", path.display(), report.kernels);
            total += report.kernels;
        }
    }
    println!("kernels compiled: {total}");
}
