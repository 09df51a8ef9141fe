//! What `--stats` prints of the CPU backend's runs: its kernels (native or
//! interpreted), the arena, the time per step by kind of step, and the
//! slowest kernels.

use std::time::Duration;

use super::CpuBackend;
use crate::host::backend::RunTimes;

/// The lines after what runs where (`spmd-exec --stats`).
pub fn lines(backend: &CpuBackend, times: &RunTimes) -> Vec<String> {
    let executable = backend.executable;
    let t = &backend.timings;
    let runs = t.runs.max(1) as u32;
    let native = backend
        .native_kernels()
        .map_or(0, super::native::NativeKernels::count);
    let mut lines = vec![
        format!(
            "kernels: {native} native, {} interpreted",
            executable.kernels.len() - native
        ),
        format!(
            "arena: {} bytes per rank (peak of the buffer plan)",
            executable.arena_bytes
        ),
        format!(
            "time per step: {:.1} us (kernels {:.1}, gemms {:.1}, copies {:.1}, collectives {:.1}); load {:.1} us; {} iterations",
            times.per_step.as_secs_f64() * 1e6,
            (t.kernels / runs).as_secs_f64() * 1e6,
            (t.gemms / runs).as_secs_f64() * 1e6,
            (t.copies / runs).as_secs_f64() * 1e6,
            (t.collectives / runs).as_secs_f64() * 1e6,
            (times.created + times.inputs).as_secs_f64() * 1e6,
            times.iterations
        ),
    ];
    let mut slowest: Vec<(usize, Duration)> = t.per_kernel.iter().copied().enumerate().collect();
    slowest.sort_by_key(|&(_, time)| std::cmp::Reverse(time));
    for (k, time) in slowest
        .into_iter()
        .take(5)
        .filter(|(_, time)| !time.is_zero())
    {
        let kernel = &executable.kernels[k];
        let reductions = kernel.reduction.iter().filter(|&&r| r).count();
        lines.push(format!(
            "  kernel {}: {:.1} us, loops {:?} ({} reduced), {} inputs, {} instructions",
            kernel.name,
            (time / runs).as_secs_f64() * 1e6,
            kernel.dims,
            reductions,
            kernel.inputs.len(),
            kernel.body.len()
        ));
    }
    lines
}
