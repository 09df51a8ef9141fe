//! [`Form::Rows`]: a combiner reduction along its contiguous dim with many
//! outputs (a norm's statistic, a softmax's max and sum), a warp per
//! output.

use std::fmt::Write;

use super::{CodegenError, Nest};

impl Nest<'_, '_> {
    /// A warp per output: its lanes take `vector` consecutive points of
    /// `row` at a time (the inputs contiguous and aligned along it as one
    /// vector each), the other reduction dims in order outside; the
    /// registers that vary along no reduction dim are computed once per
    /// output; the lanes' partial values meet by shuffles, and lane 0 adds
    /// the init and stores. Outputs written at every point are stored by
    /// the lane computing the point, as vectors where they line up.
    pub(super) fn rows(
        &self,
        text: &mut String,
        row: usize,
        vector: usize,
    ) -> Result<(), CodegenError> {
        let outputs: usize = self.parallel.iter().map(|&d| self.kernel.dims[d]).product();
        warp_per_row(text, self.ix, self.suffix, outputs);
        self.row_reduction(text, row, vector)?;
        text.push_str("  }\n");
        Ok(())
    }

    /// The reduction of output `p` by the warp's lanes (see
    /// [`Nest::rows`]), in a loop over outputs `p` that declares `lane`.
    pub(super) fn row_reduction(
        &self,
        text: &mut String,
        row: usize,
        vector: usize,
    ) -> Result<(), CodegenError> {
        let (ix, sfx) = (self.ix, self.suffix);
        let kernel = self.kernel;
        let (combine, value, ty) = self.combiner()?;
        let vector_inputs = self.vector_inputs(row, vector);
        self.decompose(text, "p", &self.parallel);
        self.inits(text)?;
        let varies = self.varies_along_any(&self.reduced);
        text.push_str(
            &self
                .writer
                .statements(&self.elements, |r| !varies[r] && r != combine)?,
        );
        writeln!(text, "    {ty} mine = ({ty})0; int mine_set = 0;").expect("string");
        let outer: Vec<usize> = self.reduced.iter().copied().filter(|&d| d != row).collect();
        for &dim in &outer {
            writeln!(
                text,
                "    for ({ix} i{dim} = 0; i{dim} < {}{sfx}; ++i{dim}) {{",
                kernel.dims[dim]
            )
            .expect("string");
        }
        writeln!(
            text,
            "#pragma unroll 4\n    for ({ix} j = lane * {vector}; j < {}{sfx}; j += SPMD_WARP * {vector}) {{",
            kernel.dims[row]
        )
        .expect("string");
        let (declarations, loads) = self.staged_inputs(&vector_inputs, vector)?;
        let (point_arrays, point_stores, point_moves) = self.point_outputs(Some(row), vector)?;
        text.push_str(&declarations);
        text.push_str(&point_arrays);
        writeln!(text, "    {{\n    const {ix} i{row} = j;\n{loads}    }}").expect("string");
        writeln!(
            text,
            "#pragma unroll\n    for (int l = 0; l < {vector}; ++l) {{\n    const {ix} i{row} = j + l;"
        )
        .expect("string");
        text.push_str(&self.lane_statements(|r| varies[r] && r != combine, &vector_inputs)?);
        text.push_str(&point_stores);
        writeln!(
            text,
            "    mine = mine_set ? {} : v{value}; mine_set = 1;\n    }}\n    {{\n    const {ix} i{row} = j;\n{point_moves}    }}\n    }}",
            self.combined(combine, "mine", &format!("v{value}"))?
        )
        .expect("string");
        for _ in &outer {
            text.push_str("    }\n");
        }
        self.warp_combine(text, combine, ty)
    }

    /// The lanes' partial values `mine` (of C type `ty`) combined by
    /// shuffles, and lane 0 combining the total into the accumulated
    /// output and storing it.
    pub(super) fn warp_combine(
        &self,
        text: &mut String,
        combine: usize,
        ty: &str,
    ) -> Result<(), CodegenError> {
        writeln!(
            text,
            "    for (int s = SPMD_WARP / 2; s > 0; s >>= 1) {{\n      const {ty} other = __shfl_down_sync(0xffffffffu, mine, s);\n      const int other_set = __shfl_down_sync(0xffffffffu, mine_set, s);\n      if (other_set) {{ mine = mine_set ? {} : other; mine_set = 1; }}\n    }}\n    if (lane == 0) {{",
            self.combined(combine, "mine", "other")?
        )
        .expect("string");
        self.finish_combined(text, combine, "mine")?;
        text.push_str("    }\n");
        Ok(())
    }
}

/// The head of a loop giving each warp its units `p` of `units` in turn
/// (`lane`, the thread's lane in its warp), with `ix` indices.
pub(super) fn warp_per_row(text: &mut String, ix: &str, suffix: &str, units: usize) {
    writeln!(
        text,
        "  const int lane = threadIdx.x % SPMD_WARP;\n  const {ix} warps = blockDim.x / SPMD_WARP;\n  for ({ix} p = blockIdx.x * warps + threadIdx.x / SPMD_WARP; p < {units}{suffix}; p += ({ix})gridDim.x * warps) {{"
    )
    .expect("string");
}
