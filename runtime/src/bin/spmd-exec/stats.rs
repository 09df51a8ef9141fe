//! `--stats`'s first lines, whichever backend ran: what runs where, and
//! the executable's steps and bytes.

use spmd_executable::Executable;

/// `--stats`'s first lines: what runs where (`place` after the mesh), and
/// its steps.
pub fn what_runs(executable: &Executable, place: &str) -> Vec<String> {
    let counts = executable.counts();
    let traffic = executable.traffic();
    let mb = |bytes: usize| bytes as f64 / 1e6;
    let mut lines = vec![
        format!(
            "executable: @{} on mesh {} ({} ranks){place}",
            executable.function,
            executable.mesh.shape_text(),
            executable.mesh.device_count()
        ),
        format!(
            "per step: {} kernels, {} gemms, {} copies, {} collectives moving {} bytes per rank",
            counts.kernels,
            counts.gemms,
            counts.copies,
            counts.collectives,
            counts.collective_bytes
        ),
        format!(
            "{:.1} MB moved per step by each rank at the least (kernels {:.1}, GEMMs {:.1}, copies {:.1}, scatters and scans {:.1})",
            mb(traffic.total()),
            mb(traffic.kernels),
            mb(traffic.gemms),
            mb(traffic.copies),
            mb(traffic.indexed)
        ),
    ];
    if counts.row_groups > 0 {
        lines.insert(
            2,
            format!(
                "row groups: {} (of the kernels, running {} kernels row by row)",
                counts.row_groups, counts.grouped_kernels
            ),
        );
    }
    lines
}
