//! Every fixture's executable (single device, and partitioned with the
//! batch on axis 0 and Megatron on axis 1 of a 2x4 mesh, the 4-layer step
//! included) has a library call for every GEMM and collective, and its
//! generated CUDA C compiles with NVRTC (`nvrtc.rs`, in this binary so
//! that its compiles and the host builds below run side by side) and
//! computes what the CPU backend does.
//!
//! Without a GPU, what the generated code computes is checked on the host:
//! the same CUDA C, under a shim that makes it C++ (one block of four real
//! threads with a barrier for `__syncthreads`, so the grid-stride loops and
//! the block reductions' tree combine run as on a GPU, narrower), built
//! with the system's C++ compiler into a shared library, runs each kernel
//! in place of the CPU backend's own; the results must equal the CPU
//! backend's. The PTX f16 conversions and real launch shapes are what only
//! a GPU run checks.

#[path = "../common/mod.rs"]
mod common;
mod nvrtc;

use common::{fixture_executables, present_fixtures};
use spmd_executable::{
    Executable, Step,
    check::{random_arguments, relative_error},
    collectives::Reduction,
    tensor::ElementType,
};
use spmd_runtime::{
    cpu::{CpuBackend, native::codegen::HOST_BIT_CASTS},
    cuda::{
        codegen::{
            Form, PRELUDE, form, is_split, kernel_function, kernel_symbol, launch_blocks,
            row_group_head,
        },
        indexed_c, library_calls, support_kernels,
    },
    host::backend::Backend,
    host::memory::View,
};
use std::{path::Path, process::Command};

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
        // Every collective step is planned, local slices included.
        let collectives = executable
            .steps
            .iter()
            .filter(|step| matches!(step, Step::Shard { op, .. } if op.is_collective()))
            .count();
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

/// Makes the generated CUDA C a host C++ translation unit: blocks of eight
/// threads in two warps of four (real threads: `__syncthreads` is a
/// barrier of the block, a shuffle one of the warp, `__shared__` arrays
/// are shared), launched by `spmd_launch`; the intrinsics and the f16
/// conversions by their definitions. Launches are serialised (the shared
/// arrays and the barriers are the process's). The bit casts and f16
/// conversions are the native kernels' (`HOST_BIT_CASTS`).
const HOST_SHIM: &str = r#"#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <thread>
#define SPMD_THREADS 8
#define SPMD_WARP 4
#define __global__
#define __device__
#define __forceinline__ static inline
#define __restrict__
#define __launch_bounds__(n)
#define __shared__ static
struct spmd_dim3 { unsigned x; };
static thread_local spmd_dim3 threadIdx = {0}, blockIdx = {0};
static spmd_dim3 gridDim = {1};
static const spmd_dim3 blockDim = {SPMD_THREADS};
struct spmd_barrier {
  std::mutex mutex; std::condition_variable all_here; unsigned waiting = 0, generation = 0;
  unsigned count = SPMD_THREADS;
  void arrive_and_wait() {
    std::unique_lock<std::mutex> lock(mutex);
    unsigned mine = generation;
    if (++waiting == count) { waiting = 0; ++generation; all_here.notify_all(); }
    else all_here.wait(lock, [&] { return generation != mine; });
  }
};
static spmd_barrier *spmd_block_barrier;
struct spmd_warp_barrier : spmd_barrier { spmd_warp_barrier() { count = SPMD_WARP; } };
static spmd_warp_barrier spmd_warp_barriers[SPMD_THREADS / SPMD_WARP];
static inline void __syncthreads() { spmd_block_barrier->arrive_and_wait(); }
static inline void __syncwarp(unsigned = 0xffffffffu) { spmd_warp_barriers[threadIdx.x / SPMD_WARP].arrive_and_wait(); }
static inline void __threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }
struct uint2 { unsigned x, y; };
struct uint4 { unsigned x, y, z, w; };
// The value lane `lane` of the caller's warp passes; every lane of the
// warp takes part, as on a GPU.
template <typename T> static inline T spmd_from_lane(T value, unsigned lane) {
  static T slots[SPMD_THREADS];
  spmd_barrier &warp = spmd_warp_barriers[threadIdx.x / SPMD_WARP];
  warp.arrive_and_wait();
  slots[threadIdx.x] = value;
  warp.arrive_and_wait();
  return slots[threadIdx.x / SPMD_WARP * SPMD_WARP + lane];
}
template <typename T> static inline T __shfl_down_sync(unsigned, T value, unsigned delta) {
  unsigned lane = threadIdx.x % SPMD_WARP;
  return spmd_from_lane(value, lane + delta < SPMD_WARP ? lane + delta : lane);
}
template <typename T> static inline T __shfl_sync(unsigned, T value, int source) {
  return spmd_from_lane(value, source);
}
template <typename T> static inline T __ldcg(const T *at) { return *at; }
static std::mutex spmd_atomics;
template <typename T> static inline T atomicAdd(T *at, T value) { std::lock_guard<std::mutex> lock(spmd_atomics); T old = *at; *at = old + value; return old; }
using std::isnan;
"#;

/// Runs one kernel as `blocks` blocks of `SPMD_THREADS` threads, one
/// block after another.
const HOST_LAUNCH: &str = r#"
typedef void (*spmd_kernel)(unsigned char *, const long long *, const double *);
extern "C" void spmd_launch(spmd_kernel kernel, unsigned blocks, unsigned char *arena, const long long *iscalars, const double *fscalars) {
  spmd_barrier block;
  spmd_block_barrier = &block;
  gridDim.x = blocks;
  for (unsigned b = 0; b < blocks; ++b) {
    std::thread threads[SPMD_THREADS];
    for (unsigned t = 0; t < SPMD_THREADS; ++t)
      threads[t] = std::thread([=] { threadIdx.x = t; blockIdx.x = b; kernel(arena, iscalars, fscalars); });
    for (auto &thread : threads) thread.join();
  }
}
"#;

/// Runs one scatter or scan step's function as a block.
const HOST_STEP_LAUNCH: &str = r#"
typedef void (*spmd_step)(unsigned char *);
extern "C" void spmd_launch_step(spmd_step step, unsigned char *arena) {
  spmd_barrier block;
  spmd_block_barrier = &block;
  std::thread threads[SPMD_THREADS];
  for (unsigned t = 0; t < SPMD_THREADS; ++t)
    threads[t] = std::thread([=] { threadIdx.x = t; step(arena); });
  for (auto &thread : threads) thread.join();
}
"#;

type HostKernel = unsafe extern "C" fn(*mut u8, *const i64, *const f64);
type HostLaunch = unsafe extern "C" fn(HostKernel, u32, *mut u8, *const i64, *const f64);
type HostStep = unsafe extern "C" fn(*mut u8);
type HostStepLaunch = unsafe extern "C" fn(HostStep, *mut u8);

/// Writes `source` (CUDA C under the host shim) to `cpp`, builds it with
/// the system's C++ compiler (and `flags`) into a shared library beside
/// it, and loads that. Unoptimised: the compiler was nearly all of this
/// test's time, the kernels run on small fixtures, and IEEE arithmetic
/// without fast-math gives the same bits at any level (-O1: the host test
/// 48 s alone, 34 s of it in `cc1plus`; -O0: 29 s).
fn host_library(cpp: &Path, source: &str, flags: &[&str]) -> libloading::Library {
    std::fs::write(cpp, source).expect("source written");
    let library_path = cpp.with_extension("so");
    let built = Command::new("c++")
        .args(["-std=c++17", "-O0", "-shared", "-fPIC", "-w"])
        .args(flags)
        .arg(cpp)
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
    unsafe { libloading::Library::new(&library_path) }.expect("the host library loads")
}

#[test]
fn generated_kernels_built_for_the_host_equal_the_cpu_backend() {
    if present_fixtures().is_none() {
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cuda_host");
    let mut split_kernels = 0;
    let mut forms = std::collections::BTreeSet::new();
    for path in fixture_executables(&dir) {
        let executable = Executable::read(&path).expect("the executable loads");
        let mut source = format!("{HOST_SHIM}{HOST_BIT_CASTS}{PRELUDE}");
        for index in 0..executable.kernels.len() {
            source.push_str(&kernel_function(&executable, index).expect("codegen"));
        }
        let indexed_steps: Vec<usize> = (0..executable.steps.len())
            .filter(|&i| {
                matches!(
                    executable.steps[i],
                    Step::Scatter { .. } | Step::Scan { .. }
                )
            })
            .collect();
        for &index in &indexed_steps {
            source.push_str(&indexed_c::step_function(&executable, index).expect("codegen"));
        }
        source.push_str(HOST_LAUNCH);
        source.push_str(HOST_STEP_LAUNCH);
        let library = host_library(
            &path.with_extension("host.cpp"),
            &source,
            &["-ffp-contract=off"],
        );
        let kernels: Vec<HostKernel> = (0..executable.kernels.len())
            .map(|index| {
                let symbol = format!("{}\0", kernel_symbol(index));
                *unsafe { library.get::<HostKernel>(symbol.as_bytes()) }.expect("a kernel symbol")
            })
            .collect();
        // A split reduction's blocks as on the GPU; the other kernels'
        // grid-stride loops in one block.
        let blocks: Vec<u32> = (0..executable.kernels.len())
            .map(|index| match is_split(&executable, index) {
                false => 1,
                true => launch_blocks(&executable, index),
            })
            .collect();
        split_kernels += blocks.iter().filter(|&&b| b > 1).count();
        let launch: HostLaunch =
            *unsafe { library.get::<HostLaunch>(b"spmd_launch\0") }.expect("the launcher");
        let steps: std::collections::HashMap<usize, HostStep> = indexed_steps
            .iter()
            .map(|&index| {
                let symbol = format!("{}\0", indexed_c::step_symbol(index));
                let step =
                    *unsafe { library.get::<HostStep>(symbol.as_bytes()) }.expect("a step symbol");
                (index, step)
            })
            .collect();
        let launch_step: HostStepLaunch =
            *unsafe { library.get::<HostStepLaunch>(b"spmd_launch_step\0") }
                .expect("the step launcher");
        let inputs = random_arguments(&executable, 7);
        let mut reference = CpuBackend::new(&executable);
        reference.set_inputs(&inputs).expect("inputs");
        reference.run().expect("the CPU backend runs");
        let expected = reference.results().expect("results");
        let mut host = CpuBackend::new(&executable);
        host.set_inputs(&inputs).expect("inputs");
        let one_at_a_time = std::sync::Mutex::new(());
        let program = executable.clone();
        host.replace_kernels(Box::new(move |index, arena, integers, floats| {
            let _launching = one_at_a_time.lock().expect("no launch panicked");
            match &program.steps[index] {
                Step::Kernel(k) => unsafe {
                    launch(
                        kernels[*k],
                        blocks[*k],
                        arena.as_mut_ptr(),
                        integers.as_ptr(),
                        floats.as_ptr(),
                    )
                },
                // A row group's head runs the whole group, a warp per row.
                Step::Rows {
                    kernels: members, ..
                } => unsafe {
                    launch(
                        kernels[members[0]],
                        1,
                        arena.as_mut_ptr(),
                        integers.as_ptr(),
                        floats.as_ptr(),
                    )
                },
                step @ (Step::Scatter { .. } | Step::Scan { .. }) => {
                    // As the CUDA backend does: the original into the target first.
                    if let Step::Scatter {
                        original, target, ..
                    } = step
                    {
                        let (from, to) =
                            (View::of(&program, *original), View::of(&program, *target));
                        let bytes = from.numel * from.element.bytes();
                        arena.copy_within(from.offset..from.offset + bytes, to.offset);
                    }
                    unsafe { launch_step(steps[&index], arena.as_mut_ptr()) }
                }
                _ => return false,
            }
            true
        }));
        host.run().expect("the host-built kernels run");
        let results = host.results().expect("results");
        println!("{}:", path.display());
        // A bf16 or f16 reduction rounds each partial value: in another
        // order, its result may differ in the last bits of its type.
        for (index, ((result, want), signature)) in results
            .iter()
            .zip(&expected)
            .zip(&executable.results)
            .enumerate()
        {
            let rtol = match signature.global.element {
                ElementType::BF16 | ElementType::F16 => 2e-2,
                _ => 1e-4,
            };
            let error = relative_error(result, want);
            assert!(
                error <= rtol,
                "{}: result {index} differs from the CPU backend's by {error:e}",
                path.display()
            );
        }
        // A row group's other members run in its head's function.
        for index in (0..executable.kernels.len())
            .filter(|&index| row_group_head(&executable, index).is_none())
        {
            let form = form(&executable, index);
            // The host build drops `__restrict__`; on a GPU a restricted
            // arena lets the compiler load a member's statistic before
            // the `__syncwarp` that publishes it.
            if matches!(form, Form::RowGroup { .. }) {
                let source = kernel_function(&executable, index).expect("codegen");
                assert!(
                    !source.contains("__restrict__ arena"),
                    "{}: row group {index}'s arena is restricted",
                    path.display()
                );
            }
            let name = format!("{form:?}");
            let mut name = name.split([' ', '{']).next().expect("a name").to_owned();
            if matches!(form, Form::RowGroup { .. })
                && kernel_function(&executable, index)
                    .expect("codegen")
                    .contains("// rows resident")
            {
                name.push_str(" (rows resident)");
            }
            let vectorized = matches!(
                form,
                Form::Elementwise { vector: 2.., .. }
                    | Form::Rows { vector: 2.., .. }
                    | Form::Columns { vector: 2.., .. }
            );
            let kernel = &executable.kernels[index];
            if (0..kernel.outputs.len()).any(|o| kernel.written_per_point(o)) {
                forms.insert(format!("{name} (an output at every point)"));
            }
            forms.insert(if vectorized {
                format!("{name} (vectors)")
            } else {
                name
            });
        }
        drop(host);
        drop(library);
    }
    assert!(
        split_kernels > 0,
        "no fixture kernel is a split reduction: the host run does not check them"
    );
    let every_form = [
        "Elementwise",
        "Elementwise (vectors)",
        "Transpose",
        "Rows",
        "Rows (vectors)",
        "Blocks",
        "Columns",
        "Columns (vectors)",
        "Points",
        "Rows (an output at every point)",
        "Columns (an output at every point)",
        "Blocks (an output at every point)",
        "Points (an output at every point)",
        "RowGroup",
        "RowGroup (rows resident)",
    ];
    for name in every_form {
        assert!(
            forms.contains(name),
            "no kernel runs in form {name}: the host run does not check it (forms seen: {forms:?})"
        );
    }
}

/// Host entry points of the support kernels, each run as one block.
const SUPPORT_LAUNCH: &str = r#"
template <typename F> static void spmd_block(F kernel) {
  spmd_barrier block;
  spmd_block_barrier = &block;
  std::thread threads[SPMD_THREADS];
  for (unsigned t = 0; t < SPMD_THREADS; ++t)
    threads[t] = std::thread([=] { threadIdx.x = t; kernel(); });
  for (auto &thread : threads) thread.join();
}
extern "C" void host_box_copy(unsigned char *to, const unsigned char *from, const spmd_box *box) {
  spmd_box b = *box; spmd_block([=] { spmd_box_copy(to, from, b); });
}
extern "C" void host_fill(unsigned char *to, long long count, int bytes, unsigned long long bits) {
  spmd_block([=] { spmd_fill(to, count, bytes, bits); });
}
extern "C" void host_accumulate(unsigned char *acc, const unsigned char *x, long long count, int element, int op) {
  spmd_block([=] { spmd_accumulate(acc, x, count, element, op); });
}
extern "C" void host_divide(unsigned char *acc, long long count, int element, long long divisor) {
  spmd_block([=] { spmd_divide(acc, count, element, divisor); });
}
"#;

/// The support kernels built for the host compute what the CPU backend
/// does: a box copy moves each element of the box (strided both sides), a
/// fill writes the element's bits, the accumulate combines element-wise
/// (f32 sums and NaN-propagating max, f16 sums rounded to f16, i32
/// products) and the divide averages.
#[test]
fn support_kernels_built_for_the_host_do_what_the_cpu_backend_does() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cuda_support");
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let library = host_library(
        &dir.join("support.cpp"),
        &format!(
            "{HOST_SHIM}{HOST_BIT_CASTS}{PRELUDE}{}{SUPPORT_LAUNCH}",
            support_kernels::SOURCE
        ),
        &[],
    );
    type BoxCopy = unsafe extern "C" fn(*mut u8, *const u8, *const support_kernels::BoxArguments);
    type Fill = unsafe extern "C" fn(*mut u8, i64, i32, u64);
    type Accumulate = unsafe extern "C" fn(*mut u8, *const u8, i64, i32, i32);
    type Divide = unsafe extern "C" fn(*mut u8, i64, i32, i64);
    let box_copy = *unsafe { library.get::<BoxCopy>(b"host_box_copy\0") }.expect("symbol");
    let fill = *unsafe { library.get::<Fill>(b"host_fill\0") }.expect("symbol");
    let accumulate = *unsafe { library.get::<Accumulate>(b"host_accumulate\0") }.expect("symbol");
    let divide = *unsafe { library.get::<Divide>(b"host_divide\0") }.expect("symbol");

    // A [3, 4] box of u16 from a [5, 8] tensor at (1, 2), every other
    // column, into a [4, 6] tensor at (0, 1).
    let from: Vec<u16> = (0..40).collect();
    let mut to = vec![0u16; 24];
    let arguments =
        support_kernels::BoxArguments::new(&[3, 4], &[8, 2], &[6, 1], 2).expect("2 dims");
    unsafe {
        box_copy(
            to.as_mut_ptr().add(1) as *mut u8,
            from.as_ptr().add(8 + 2) as *const u8,
            &arguments,
        )
    };
    let mut expected = vec![0u16; 24];
    for i in 0..3 {
        for j in 0..4 {
            expected[i * 6 + 1 + j] = from[(1 + i) * 8 + 2 + 2 * j];
        }
    }
    assert_eq!(to, expected);

    // A [3, 16] box of u16 from a [4, 32] tensor at (1, 8) into a [3, 16]
    // tensor, as the backend launches it: rows of 32 aligned bytes, moved
    // 16 bytes at a time (`BoxArguments::widened`).
    let from: Vec<u128> = (0..16u128)
        .map(|i| (0..8).fold(0, |word, k| word | ((i * 8 + k) << (16 * k))))
        .collect();
    let mut to = vec![0u128; 6];
    let arguments =
        support_kernels::BoxArguments::new(&[3, 16], &[32, 1], &[16, 1], 2).expect("2 dims");
    let (to_pointer, from_pointer) = (to.as_mut_ptr() as *mut u8, unsafe {
        (from.as_ptr() as *const u16).add(32 + 8) as *const u8
    });
    let widened = arguments.widened(to_pointer as u64, from_pointer as u64);
    assert_eq!(
        widened.element_bytes, 16,
        "aligned rows move 16 bytes at a time"
    );
    unsafe { box_copy(to_pointer, from_pointer, &widened) };
    let halves = |words: &[u128]| -> Vec<u16> {
        words
            .iter()
            .flat_map(|w| (0..8).map(move |k| (w >> (16 * k)) as u16))
            .collect()
    };
    let source = halves(&from);
    let expected: Vec<u16> = (0..3)
        .flat_map(|i| (0..16).map(move |j| (i, j)))
        .map(|(i, j)| source[(1 + i) * 32 + 8 + j])
        .collect();
    assert_eq!(halves(&to), expected);

    let mut filled = vec![0f32; 10];
    unsafe {
        fill(
            filled.as_mut_ptr() as *mut u8,
            10,
            4,
            (-1.5f32).to_bits() as u64,
        )
    };
    assert_eq!(filled, vec![-1.5f32; 10]);

    let code = |element| support_kernels::element_code(element).expect("a code");
    let combine = |reduction| support_kernels::combine_code(reduction).expect("a code");
    let mut sums = vec![1.0f32, 2.0, f32::NAN, -4.0];
    let addends = [0.5f32, -2.0, 1.0, 8.0];
    unsafe {
        accumulate(
            sums.as_mut_ptr() as *mut u8,
            addends.as_ptr() as *const u8,
            4,
            code(ElementType::F32),
            combine(Reduction::Max),
        )
    };
    assert_eq!(sums[0], 1.0);
    assert!(sums[2].is_nan(), "max propagates NaN like the CPU backend");
    assert_eq!(sums[3], 8.0);
    unsafe {
        accumulate(
            sums.as_mut_ptr() as *mut u8,
            addends.as_ptr() as *const u8,
            4,
            code(ElementType::F32),
            combine(Reduction::Sum),
        );
        divide(sums.as_mut_ptr() as *mut u8, 4, code(ElementType::F32), 2)
    };
    assert_eq!((sums[0], sums[1], sums[3]), (0.75, 0.0, 8.0));

    // f16 bits: 2^-11 + 1.0 rounds to 1.0 (ties to even), 3.0 + 2.0 is 5.0.
    let halves = [0x3C00u16, 0x4000];
    let mut acc = [0x1000u16, 0x4200];
    unsafe {
        accumulate(
            acc.as_mut_ptr() as *mut u8,
            halves.as_ptr() as *const u8,
            2,
            code(ElementType::F16),
            combine(Reduction::Sum),
        )
    };
    assert_eq!(acc, [0x3C00, 0x4500], "f16 sums round to f16");

    let mut products = vec![3i32, -2, 7];
    let factors = [4i32, 5, -1];
    unsafe {
        accumulate(
            products.as_mut_ptr() as *mut u8,
            factors.as_ptr() as *const u8,
            3,
            code(ElementType::I32),
            combine(Reduction::Product),
        )
    };
    assert_eq!(products, vec![12, -10, -7]);
}
