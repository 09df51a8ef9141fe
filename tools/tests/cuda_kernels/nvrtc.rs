//! The CUDA C generated for every kernel of every fixture's executable
//! (single device, and partitioned with the batch on axis 0 and Megatron
//! on axis 1 of a 2x4 mesh, the 4-layer step included) compiles with NVRTC
//! for `sm_80` and `sm_90`: an executable of up to `OWN_PROGRAMS`
//! kernels through the library `spmd-exec --backend cuda --compile-only`
//! calls (one program per kernel, without the cache, so that every kernel
//! is compiled), a larger one as two programs that each hold half its
//! kernels after the one prelude (NVRTC's cost is per program: 2,088
//! kernels compile in 41 s instead of 58 on 2 cores).
//! NVRTC comes from `scripts/setup` (PyPI, into `.cuda/`); no GPU needed.
//! (`lit-tests/spmd-lower-to-runtime/cuda.test` checks the command line.)

use crate::common::{fixture_executables, nvrtc_installed, present_fixtures};
use spmd_executable::{Executable, Step};
use spmd_runtime::cuda::{
    codegen::{Rounding, kernel_function, kernel_prelude},
    compile_kernels, indexed_step_source,
    nvrtc::{Cache, compile_each},
};
use std::path::Path;

#[test]
fn every_fixture_kernel_compiles_with_nvrtc() {
    if present_fixtures().is_none() {
        return;
    }
    if !nvrtc_installed() {
        eprintln!("skipped: no NVRTC in .cuda/ (run `bash scripts/setup`)");
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cuda_kernels");
    let executables = fixture_executables(&dir);
    let mut total = 0;
    for path in &executables {
        let executable = Executable::read(path).expect("the executable loads");
        for arch in ["sm_80", "sm_90"] {
            let kernels = if executable.kernels.len() <= OWN_PROGRAMS {
                let report = compile_kernels(&executable, arch, Rounding::AtStores, &Cache::Off)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                let indexed_steps = executable
                    .steps
                    .iter()
                    .filter(|s| matches!(s, Step::Scatter { .. } | Step::Scan { .. }))
                    .count();
                // And the support kernels' unit.
                assert_eq!(report.kernels, executable.kernels.len() + indexed_steps + 1);
                assert_eq!(report.cached, 0);
                report.kernels
            } else {
                compile_in_two_programs(&executable, arch)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            };
            println!("{}: {kernels} kernels for {arch}", path.display());
            total += kernels;
        }
    }
    println!("kernels compiled: {total}");
}

/// Executables of up to this many kernels compile one program per kernel.
const OWN_PROGRAMS: usize = 32;

/// Compiles the fused kernels of `executable` as two programs, each half
/// of them after one prelude, side by side, and its scatter and scan steps
/// one program each, as the library does; returns how many kernels that is.
fn compile_in_two_programs(executable: &Executable, arch: &str) -> Result<usize, String> {
    let functions = (0..executable.kernels.len())
        .map(|index| kernel_function(executable, index).map_err(|e| e.to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    let prelude = kernel_prelude(Rounding::AtStores);
    let mut programs: Vec<String> = functions
        .chunks(functions.len().div_ceil(2))
        .map(|half| format!("{prelude}{}", half.concat()))
        .collect();
    let steps = (0..executable.steps.len())
        .filter_map(|index| indexed_step_source(executable, index))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let step_count = steps.len();
    programs.extend(steps);
    for compiled in compile_each(&programs, arch, &Cache::Off) {
        compiled.map_err(|e| e.to_string())?;
    }
    Ok(functions.len() + step_count)
}
