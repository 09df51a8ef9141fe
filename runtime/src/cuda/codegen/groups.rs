//! [`super::Form::RowGroup`]: the kernels of a row group (`Step::Rows`) as one
//! function, a warp per row: each member's points of the row in turn, a
//! reduction member's lanes combining by shuffles and lane 0 storing its
//! statistic, an element-wise member's lanes taking vectors of the row;
//! `__syncwarp` between members makes what one stored visible to the
//! next. A row read by several members comes from DRAM once (the later
//! reads hit L1 or L2), and the statistics never leave the cache. Where
//! the members allow, the rows stay in registers instead
//! ([`super::resident`]).

use std::fmt::Write;

use super::{
    CodegenError, Nest,
    forms::{member_points, member_reduction},
    resident::resident_row_group,
    rows::warp_per_row,
};
use crate::kernel_c::body::Writer;
use spmd_executable::Executable;

/// The body of row group `kernels` over `rows` rows.
pub(super) fn row_group(
    executable: &Executable,
    text: &mut String,
    kernels: &[usize],
    rows: usize,
) -> Result<(), CodegenError> {
    let mut writers = Vec::with_capacity(kernels.len());
    for &k in kernels {
        let mut writer = Writer::new(executable, k)?;
        writer.narrow = writer.fits_int();
        writers.push(writer);
    }
    let narrow = writers.iter().all(|w| w.narrow);
    let (ix, suffix) = if narrow {
        ("int", "")
    } else {
        ("long long", "LL")
    };
    warp_per_row(text, ix, suffix, rows);
    if resident_row_group(executable, &writers, text, kernels, rows)? {
        text.push_str("  }\n");
        return Ok(());
    }
    for (writer, &k) in writers.iter().zip(kernels) {
        let nest = Nest::new(writer)?;
        let kernel = &executable.kernels[k];
        let split = executable
            .row_split(k, rows)
            .ok_or_else(|| writer.fail("not a member of its row group"))?;
        writeln!(text, "    {{ // {}", kernel.name).expect("string");
        if kernel.reduction.contains(&true) {
            let (row, vector) = member_reduction(executable, kernel);
            nest.row_reduction(text, row, vector)?;
        } else {
            let (inner, vector) = member_points(executable, kernel, split);
            let outer: Vec<usize> = (0..split).collect();
            let within: Vec<usize> = (split..kernel.dims.len()).collect();
            let vectors = kernel.dims[split..].iter().product::<usize>() / vector;
            nest.decompose(text, "p", &outer);
            writeln!(
                text,
                "    for ({} g = lane; g < {vectors}{}; g += SPMD_WARP) {{",
                nest.ix, nest.suffix
            )
            .expect("string");
            nest.vector_of_points(text, "g", &within, inner, vector)?;
            text.push_str("    }\n");
        }
        text.push_str("    }\n    __syncwarp();\n");
    }
    text.push_str("  }\n");
    Ok(())
}
