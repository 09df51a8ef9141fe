//! The roofline report `spmd-exec --stats` prints after a run on a GPU:
//! per class of step (each kernel form, cuBLAS GEMMs, copies, collectives,
//! scatters and scans), the steps, their GPU time in one profiled eager
//! run, the bytes they move at the least (`Executable::step_bytes`) and
//! the bandwidth that achieves; then the same for the fused kernels moving
//! over 8 MB, the ones the memory bandwidth bounds.

use super::codegen::{self, Form};
use spmd_executable::{Executable, Step};

/// Kernels moving at least this many bytes are bandwidth-bound.
const LARGE_KERNEL_BYTES: usize = 8_000_000;

/// The class step `step` of `executable` is reported in (none for host
/// steps).
pub fn step_class(executable: &Executable, step: &Step) -> Option<&'static str> {
    Some(match step {
        Step::Kernel(k) => match codegen::form(executable, *k) {
            Form::Elementwise { .. } => "kernels: element-wise",
            Form::Transpose { .. } => "kernels: transposes",
            Form::Rows { .. } => "kernels: row reductions",
            Form::Blocks { .. } => "kernels: block reductions",
            Form::Columns { .. } => "kernels: column reductions",
            Form::Points { .. } => "kernels: points",
            Form::RowGroup { .. } => "kernels: row groups",
        },
        Step::Rows { .. } => "kernels: row groups",
        Step::Gemm(_) => "GEMMs (cuBLAS)",
        Step::Fill { .. } | Step::Copy { .. } | Step::CopyRegion { .. } => "copies and fills",
        Step::Shard { op, .. } if op.is_collective() => "collectives",
        Step::Scatter { .. } | Step::Scan { .. } => "scatters and scans",
        _ => return None,
    })
}

/// One line of the report.
#[derive(Clone, Debug, Default, PartialEq)]
struct Row {
    steps: usize,
    ms: f64,
    bytes: usize,
}

impl Row {
    fn line(&self, name: &str) -> String {
        let us = self.ms * 1e3;
        let bandwidth = if self.ms > 0.0 {
            format!("{:.2}", self.bytes as f64 / (self.ms * 1e-3) / 1e12)
        } else {
            "-".to_owned()
        };
        format!(
            "  {name:<34} {:>6} {:>11.1} {:>10.1} {:>7}",
            self.steps,
            us,
            self.bytes as f64 / 1e6,
            bandwidth
        )
    }
}

/// The report's lines, from each step's GPU milliseconds in one run
/// (`CudaBackend::profile`); with several ranks simulated on the GPU,
/// times and bytes are every rank's together.
pub fn report(executable: &Executable, step_ms: &[f64], ranks: usize) -> Vec<String> {
    let mut classes: Vec<(&'static str, Row)> = Vec::new();
    let mut large = Row::default();
    let mut total = Row::default();
    for ((step, &ms), times) in executable
        .steps
        .iter()
        .zip(step_ms)
        .zip(executable.repeats())
    {
        let Some(class) = step_class(executable, step) else {
            continue;
        };
        let bytes = executable.step_bytes(step) * times * ranks;
        let row = match classes.iter_mut().find(|(name, _)| *name == class) {
            Some((_, row)) => row,
            None => {
                classes.push((class, Row::default()));
                &mut classes.last_mut().expect("pushed").1
            }
        };
        for row in [row, &mut total] {
            row.steps += times;
            row.ms += ms;
            row.bytes += bytes;
        }
        if matches!(step, Step::Kernel(_) | Step::Rows { .. })
            && bytes >= LARGE_KERNEL_BYTES * ranks
        {
            large.steps += times;
            large.ms += ms;
            large.bytes += bytes;
        }
    }
    classes.sort_by(|a, b| b.1.ms.total_cmp(&a.1.ms));
    let mut lines = vec![
        "roofline (one eager run, events around every step; bytes read and written at the least):"
            .to_owned(),
        format!(
            "  {:<34} {:>6} {:>11} {:>10} {:>7}",
            "class", "steps", "GPU us", "MB", "TB/s"
        ),
    ];
    lines.extend(classes.iter().map(|(name, row)| row.line(name)));
    lines.push(large.line("kernels moving over 8 MB"));
    lines.push(total.line("all steps"));
    lines
}
