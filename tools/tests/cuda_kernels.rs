//! The CUDA C generated for every kernel of every fixture's executable
//! (single device, and partitioned with the batch on axis 0 and Megatron
//! on axis 1 of a 2x4 mesh, the 4-layer step included) compiles with NVRTC
//! for `sm_80` and `sm_90` (the library `spmd-exec --backend cuda
//! --compile-only` calls, without the cache, so that every kernel is
//! compiled).
//! NVRTC comes from `scripts/setup` (PyPI, into `.cuda/`); no GPU needed.
//! (`lit-tests/spmd-lower-to-runtime/cuda.test` checks the command line.)
//!
//! Without a GPU, what the generated code computes is checked on the host:
//! the same CUDA C, under a shim that makes it C++ (one block of four real
//! threads with a barrier for `__syncthreads`, so the grid-stride loops and
//! the block reductions' tree combine run as on a GPU, narrower), built
//! with the system's C++ compiler into a shared library, runs each kernel
//! in place of the CPU backend's own; the results must equal the CPU
//! backend's. The PTX f16 conversions and real launch shapes are what only
//! a GPU run checks.

mod common;

use common::{
    FIXTURES, deep_step_entries, fixtures_dir, present_fixtures, run, shard_args_entries,
};
use spmd_runtime::{
    check::{compare, random_inputs},
    cpu::CpuBackend,
    cuda::{
        codegen::{PRELUDE, kernel_function, kernel_symbol},
        compile_kernels, library_calls,
        nvrtc::Cache,
    },
    executable::Executable,
    npy,
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

/// Every fixture's executables: single device and on a 2x4 mesh (batch on
/// axis 0, Megatron on axis 1), the 4-layer step on 2x4.
fn fixture_executables(dir: &Path) -> Vec<PathBuf> {
    let fixtures = fixtures_dir();
    std::fs::create_dir_all(dir).expect("scratch folder");
    let mut executables = Vec::new();
    for fixture in &FIXTURES {
        let source = fixtures.join(format!("{}.linalg.mlir", fixture.name));
        executables.push(executable(&source, "", dir, fixture.name));
        let sharded = format!(
            "spmd-shard-args{{mesh=2x4 args=\"{}\"}},spmd-propagate,spmd-partition",
            shard_args_entries(fixture, 2, true, true)
        );
        let name = format!("{}.2x4", fixture.name);
        executables.push(executable(&source, &sharded, dir, &name));
    }
    let deep = fixtures.join("scale/llama_train_L4.linalg.mlir");
    if deep.is_file() {
        let sharded = format!(
            "spmd-shard-args{{mesh=2x4 args=\"{}\"}},spmd-propagate,spmd-partition",
            deep_step_entries(4)
        );
        executables.push(executable(&deep, &sharded, dir, "llama_train_L4.2x4"));
    }
    executables
}

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

/// Every GEMM of every fixture's executable has a cuBLAS form and every
/// collective an NCCL one (what `--compile-only` plans; the plans' meaning
/// is checked against the descriptors and the CPU mesh's collectives by
/// the runtime's unit tests).
#[test]
fn every_fixture_gemm_and_collective_has_a_library_call() {
    if present_fixtures().is_none() {
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cuda_library_calls");
    for path in fixture_executables(&dir) {
        let executable = Executable::read(&path).expect("the executable loads");
        let calls =
            library_calls::plan(&executable).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(calls.gemms.len(), executable.gemms.len());
        let collectives = executable.counts().collectives;
        assert_eq!(calls.collectives.len(), collectives, "{}", path.display());
        let partitioned = executable.mesh.device_count() > 1;
        assert_eq!(
            partitioned,
            !calls.communicators.is_empty(),
            "{}",
            path.display()
        );
        println!(
            "{}: {} cuBLAS calls, {collectives} collectives over communicators {:?}",
            path.display(),
            calls.cublas_calls(),
            calls.communicators
        );
    }
}

/// Makes the generated CUDA C a host C++ translation unit: one block of
/// four threads (real ones: `__syncthreads` is a barrier, `__shared__`
/// arrays are shared), launched by `spmd_launch`; the intrinsics and the
/// f16 conversions by their definitions. Launches are serialised (the
/// shared arrays and the barrier are the process's).
const HOST_SHIM: &str = r#"#include <cmath>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <thread>
#define SPMD_THREADS 4
#define __global__
#define __device__
#define __forceinline__ static inline
#define __restrict__
#define __launch_bounds__(n)
#define __shared__ static
struct spmd_dim3 { unsigned x; };
static thread_local spmd_dim3 threadIdx = {0};
static const spmd_dim3 blockIdx = {0}, blockDim = {SPMD_THREADS}, gridDim = {1};
struct spmd_barrier {
  std::mutex mutex; std::condition_variable all_here; unsigned waiting = 0, generation = 0;
  void arrive_and_wait() {
    std::unique_lock<std::mutex> lock(mutex);
    unsigned mine = generation;
    if (++waiting == SPMD_THREADS) { waiting = 0; ++generation; all_here.notify_all(); }
    else all_here.wait(lock, [&] { return generation != mine; });
  }
};
static spmd_barrier *spmd_block_barrier;
static inline void __syncthreads() { spmd_block_barrier->arrive_and_wait(); }
static inline float __int_as_float(int i) { float f; std::memcpy(&f, &i, 4); return f; }
static inline float __uint_as_float(unsigned i) { float f; std::memcpy(&f, &i, 4); return f; }
static inline unsigned __float_as_uint(float f) { unsigned i; std::memcpy(&i, &f, 4); return i; }
static inline double __longlong_as_double(long long i) { double d; std::memcpy(&d, &i, 8); return d; }
static inline float h2f(unsigned short h) { _Float16 x; std::memcpy(&x, &h, 2); return (float)x; }
static inline unsigned short f2h(float f) { _Float16 x = (_Float16)f; unsigned short h; std::memcpy(&h, &x, 2); return h; }
using std::isnan;
"#;

/// Runs one kernel as a block of `SPMD_THREADS` threads.
const HOST_LAUNCH: &str = r#"
typedef void (*spmd_kernel)(unsigned char *, const long long *, const double *);
extern "C" void spmd_launch(spmd_kernel kernel, unsigned char *arena, const long long *iscalars, const double *fscalars) {
  spmd_barrier block;
  spmd_block_barrier = &block;
  std::thread threads[SPMD_THREADS];
  for (unsigned t = 0; t < SPMD_THREADS; ++t)
    threads[t] = std::thread([=] { threadIdx.x = t; kernel(arena, iscalars, fscalars); });
  for (auto &thread : threads) thread.join();
}
"#;

type HostKernel = unsafe extern "C" fn(*mut u8, *const i64, *const f64);
type HostLaunch = unsafe extern "C" fn(HostKernel, *mut u8, *const i64, *const f64);

#[test]
fn generated_kernels_built_for_the_host_equal_the_cpu_backend() {
    if present_fixtures().is_none() {
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cuda_host");
    for path in fixture_executables(&dir) {
        let executable = Executable::read(&path).expect("the executable loads");
        let mut source = format!("{HOST_SHIM}{PRELUDE}");
        for index in 0..executable.kernels.len() {
            source.push_str(&kernel_function(&executable, index).expect("codegen"));
        }
        source.push_str(HOST_LAUNCH);
        let cpp = path.with_extension("host.cpp");
        let library_path = path.with_extension("host.so");
        std::fs::write(&cpp, source).expect("source written");
        let built = Command::new("c++")
            .args([
                "-std=c++17",
                "-O1",
                "-shared",
                "-fPIC",
                "-ffp-contract=off",
                "-w",
            ])
            .arg(&cpp)
            .arg("-o")
            .arg(&library_path)
            .output()
            .expect("the C++ compiler runs");
        assert!(
            built.status.success(),
            "{}: {}",
            cpp.display(),
            String::from_utf8_lossy(&built.stderr)
        );
        let library =
            unsafe { libloading::Library::new(&library_path) }.expect("the host kernels load");
        let kernels: Vec<HostKernel> = (0..executable.kernels.len())
            .map(|index| {
                let symbol = format!("{}\0", kernel_symbol(index));
                *unsafe { library.get::<HostKernel>(symbol.as_bytes()) }.expect("a kernel symbol")
            })
            .collect();
        let launch: HostLaunch =
            *unsafe { library.get::<HostLaunch>(b"spmd_launch\0") }.expect("the launcher");
        let shapes: Vec<_> = executable
            .arguments
            .iter()
            .map(|s| (s.global.element, s.global.shape.clone()))
            .collect();
        let inputs = random_inputs(&shapes, 7);
        let mut reference = CpuBackend::new(&executable);
        reference.set_inputs(&inputs);
        reference.run().expect("the CPU backend runs");
        let expected = path.with_extension("expected");
        std::fs::create_dir_all(&expected).expect("folder");
        for (index, result) in reference.results().expect("results").iter().enumerate() {
            npy::write(&expected.join(format!("result{index}.npy")), result).expect("written");
        }
        let mut host = CpuBackend::new(&executable);
        host.set_inputs(&inputs);
        let one_at_a_time = std::sync::Mutex::new(());
        host.replace_kernels(Box::new(move |index, arena, integers, floats| {
            let _launching = one_at_a_time.lock().expect("no launch panicked");
            unsafe {
                launch(
                    kernels[index],
                    arena.as_mut_ptr(),
                    integers.as_ptr(),
                    floats.as_ptr(),
                )
            }
        }));
        host.run().expect("the host-built kernels run");
        let results = host.results().expect("results");
        println!("{}:", path.display());
        assert!(
            compare(&results, &expected, 1e-4).expect("compared"),
            "{}: the generated kernels differ from the CPU backend",
            path.display()
        );
        drop(host);
        drop(library);
    }
}
