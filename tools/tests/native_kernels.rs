//! The CPU backend's native kernels (`spmd_runtime::cpu::native`: C++
//! per fused kernel, built at load by the host's compiler) compute what
//! its interpreter computes, on every fixture's executables (single
//! device and on a 2x4 mesh), the exported language models' steps (with
//! lookups, assertions, scatters, scans and f64; single device and
//! vocab-parallel on 4), the 4-layer step on 2x4 and reductions over
//! many points. Every kernel must be built (none declined), and a rank's
//! threads splitting a native kernel give the same bits as one thread.

mod common;

use common::{fixture_executables, present_fixtures};
use spmd_executable::{
    Executable,
    check::{random_arguments, relative_error},
    tensor::Tensor,
};
use spmd_runtime::{cpu::CpuBackend, host::backend::Backend};
use std::path::Path;

/// The largest relative error of `a` against `b` over every result
/// (`check::relative_error`).
fn worst_relative(a: &[Tensor], b: &[Tensor]) -> f64 {
    assert_eq!(a.len(), b.len(), "result counts");
    a.iter()
        .zip(b)
        .map(|(a, b)| {
            assert_eq!(a.shape, b.shape, "result shapes");
            relative_error(a, b)
        })
        .fold(0.0, f64::max)
}

fn results(backend: &mut CpuBackend, inputs: &[Tensor]) -> Vec<Tensor> {
    backend.set_inputs(inputs).expect("inputs are written");
    // Twice: a second step starts from what the first left in the arena.
    backend.run().expect("the step runs");
    backend.run().expect("the step runs again");
    backend.results().expect("results")
}

#[test]
fn native_kernels_equal_the_interpreter_on_every_fixture() {
    if present_fixtures().is_none() {
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("native_kernels");
    let cache = dir.join("cache");
    // SAFETY: set before any thread of this test binary reads it.
    unsafe { std::env::set_var("SPMD_CPU_KERNEL_CACHE", &cache) };
    for path in fixture_executables(&dir) {
        let executable = Executable::read(&path).expect("the executable loads");
        let inputs = random_arguments(&executable, 7);
        let interpreted = results(&mut CpuBackend::new(&executable), &inputs);

        let mut native = CpuBackend::new(&executable);
        let declined = native
            .build_native_kernels(|_| {})
            .expect("the host compiler builds");
        assert!(
            declined.is_empty(),
            "{}: declined {declined:?}",
            path.display()
        );
        let built = native.native_kernels().expect("built").count();
        assert_eq!(built, executable.kernels.len(), "{}", path.display());
        let one_thread = results(&mut native, &inputs);
        let worst = worst_relative(&one_thread, &interpreted);
        assert!(
            worst < 1e-5,
            "{}: native vs interpreted {worst:e}",
            path.display()
        );

        native.set_threads(3);
        let three_threads = results(&mut native, &inputs);
        assert_eq!(
            worst_relative(&three_threads, &one_thread),
            0.0,
            "{}: threads changed the bits",
            path.display()
        );
    }
    let libraries = std::fs::read_dir(&cache)
        .expect("the cache folder")
        .filter(|entry| {
            entry
                .as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "so"))
        })
        .count();
    assert!(libraries > 0, "no library in {}", cache.display());
}
