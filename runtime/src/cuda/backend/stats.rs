//! What `--stats` prints of the CUDA backend's runs: launches and library
//! calls per step, eager and replayed step times, host time per launch,
//! and (from one more profiled run) the roofline report.

use super::CudaBackend;
use crate::Error;
use crate::{cuda::roofline, host::backend::RunTimes};

/// The lines after what runs where (`spmd-exec --stats`). Profiles one
/// more run, which changes what a run changes: read the results first.
pub fn lines(backend: &mut CudaBackend, times: &RunTimes) -> Result<Vec<String>, Error> {
    let step_ms = backend.profile()?;
    let profile = roofline::report(backend.executable, &step_ms, backend.owned.len());
    let stats = &backend.stats;
    let mean = |values: &[f32]| values.iter().sum::<f32>() as f64 / values.len().max(1) as f64;
    let replayed = &stats.step_ms[stats.step_ms.len() - stats.replays..];
    let mut lines = vec![
        format!(
            "per step on the GPU: {} kernel launches, {} cuBLAS calls, {} NCCL calls",
            stats.launches, stats.cublas_calls, stats.collective_calls
        ),
        format!(
            "time per step: {:.1} us eager (first run), {:.1} us replayed ({} replays of the step's CUDA graph); load {:.1} ms",
            stats.step_ms.first().copied().unwrap_or(0.0) as f64 * 1e3,
            mean(replayed) * 1e3,
            stats.replays,
            times.created.as_secs_f64() * 1e3
        ),
        format!(
            "host time per launch in a replay: {:.2} us",
            stats.replay_host_us.iter().sum::<f64>()
                / stats.replay_host_us.len().max(1) as f64
                / stats.launches.max(1) as f64
        ),
    ];
    lines.extend(profile);
    Ok(lines)
}
