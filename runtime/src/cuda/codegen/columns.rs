//! [`Form::Columns`]: a combiner reduction whose outputs are contiguous
//! along a parallel dim and whose reduction runs across rows (a bias
//! gradient summed over tokens), read a row of vectors at a time.

use std::fmt::Write;

use super::{COLUMN_GROUPS, COLUMN_TILE, CodegenError, Nest, points};
use crate::kernel_c::{body::combine_registers, scalar::register_type};
use spmd_executable::{SPLIT_COUNTERS, SPLIT_PARTIALS};

impl Nest<'_, '_> {
    /// A block per tile of [`COLUMN_TILE`] vectors of `vector` outputs
    /// consecutive along `fastest` and per part of `split` of the
    /// reduction: each warp's lanes take one vector each (their loads one
    /// coalesced row), the warps every [`COLUMN_GROUPS`]-th row of the
    /// part; the warps' partial values meet in shared memory in warp
    /// order. Unsplit, the first warp adds the init and stores; split,
    /// each part's value goes to the rank's scratch and the last block of
    /// a tile to arrive (an atomic counter per tile) combines the parts in
    /// order, adds the init, stores, and resets the counter.
    pub(super) fn columns(
        &self,
        text: &mut String,
        fastest: usize,
        vector: usize,
        split: usize,
    ) -> Result<(), CodegenError> {
        let kernel = self.kernel;
        let ix = self.ix;
        let executable = self.writer.executable;
        let (combine, value) =
            combine_registers(kernel).ok_or_else(|| self.writer.fail("no combiner"))?;
        let ty = register_type(self.writer.output_element(0)?);
        let outputs = points(kernel, false);
        let reduction = points(kernel, true);
        let vectors = outputs / vector;
        let tiles = vectors.div_ceil(COLUMN_TILE);
        if split > 1 && (tiles > SPLIT_COUNTERS || outputs * split > SPLIT_PARTIALS) {
            return Err(self.writer.fail("a split reduction past the scratch"));
        }
        let order = self.output_order(Some(fastest));
        let vector_inputs = self.vector_inputs(fastest, vector);
        let scratch = executable.split_scratch_offset();
        let partials = scratch + SPLIT_COUNTERS * 4;
        writeln!(
            text,
            "  __shared__ {ty} stage[{COLUMN_GROUPS}][{vector}][{COLUMN_TILE}];\n  __shared__ int staged[{COLUMN_GROUPS}][{COLUMN_TILE}];\n  __shared__ int last;\n  {ty} *partials = ({ty} *)(arena + {partials});\n  unsigned *counters = (unsigned *)(arena + {scratch});\n  const int lane = threadIdx.x % SPMD_WARP, group = threadIdx.x / SPMD_WARP, groups = blockDim.x / SPMD_WARP;\n  for (LL unit = blockIdx.x; unit < {}LL; unit += gridDim.x) {{\n    const LL tile = unit / {split}, part = unit % {split};\n    const LL lo = part * {reduction}LL / {split}, hi = (part + 1) * {reduction}LL / {split};\n    for (int c = lane; c < {COLUMN_TILE}; c += SPMD_WARP) {{\n    const LL vc = tile * {COLUMN_TILE} + c;\n    {ty} mine[{vector}]; int mine_set = 0;\n    if (vc < {vectors}LL) {{",
            tiles * split
        )
        .expect("string");
        self.decompose_vectors(text, "vc", &order, fastest, vector);
        // The body may name the running value (unused: a combiner's
        // operand is independent of it).
        self.inits(text)?;
        writeln!(
            text,
            "#pragma unroll 4\n    for (LL q = lo + group; q < hi; q += groups) {{"
        )
        .expect("string");
        self.decompose(text, "q", &self.reduced);
        let (declarations, loads) = self.staged_inputs(&vector_inputs, vector)?;
        text.push_str(&declarations);
        text.push_str(&loads);
        writeln!(
            text,
            "    const {ix} base = i{fastest};\n#pragma unroll\n    for (int l = 0; l < {vector}; ++l) {{\n    const {ix} i{fastest} = base + l;"
        )
        .expect("string");
        text.push_str(&self.lane_statements(|r| r != combine, &vector_inputs)?);
        writeln!(
            text,
            "    mine[l] = mine_set ? {} : v{value};\n    }}\n    mine_set = 1;\n    }}\n    }}\n    for (int l = 0; l < {vector}; ++l) stage[group][l][c] = mine[l];\n    staged[group][c] = mine_set;\n    }}\n    __syncthreads();\n    if (group == 0) {{\n    for (int c = lane; c < {COLUMN_TILE}; c += SPMD_WARP) {{\n    const LL vc = tile * {COLUMN_TILE} + c;\n    if (vc < {vectors}LL) {{",
            self.combined(combine, "mine[l]", &format!("v{value}"))?
        )
        .expect("string");
        self.decompose_vectors(text, "vc", &order, fastest, vector);
        writeln!(
            text,
            "    const {ix} base = i{fastest};\n    for (int l = 0; l < {vector}; ++l) {{\n    {ty} total = ({ty})0; int total_set = 0;\n    for (int g = 0; g < groups; ++g) {{\n      if (!staged[g][c]) continue;\n      const {ty} next = stage[g][l][c];\n      total = total_set ? {} : next; total_set = 1;\n    }}",
            self.combined(combine, "total", "next")?
        )
        .expect("string");
        if split == 1 {
            writeln!(text, "    const {ix} i{fastest} = base + l;").expect("string");
            self.inits(text)?;
            self.finish_combined(text, combine, "total")?;
            text.push_str("    }\n    }\n    }\n    }\n");
        } else {
            writeln!(
                text,
                "    partials[(vc * {vector} + l) * {split} + part] = total;\n    }}\n    }}\n    }}\n    }}\n    __threadfence();\n    __syncthreads();\n    if (threadIdx.x == 0) last = atomicAdd(counters + tile, 1u) == {}u;\n    __syncthreads();\n    if (last) {{\n    __threadfence();\n    for (int o = threadIdx.x; o < {}; o += blockDim.x) {{\n    const LL vc = tile * {COLUMN_TILE} + o / {vector};\n    const int l = o % {vector};\n    if (vc < {vectors}LL) {{",
                split - 1,
                COLUMN_TILE * vector
            )
            .expect("string");
            self.decompose_vectors(text, "vc", &order, fastest, vector);
            writeln!(
                text,
                "    const {ix} base = i{fastest};\n    {{\n    const {ix} i{fastest} = base + l;\n    const LL p = vc * {vector} + l;\n    {ty} total = __ldcg(partials + p * {split});\n#pragma unroll 8\n    for (int b = 1; b < {split}; ++b) {{ const {ty} next = __ldcg(partials + p * {split} + b); total = {}; }}",
                self.combined(combine, "total", "next")?
            )
            .expect("string");
            self.inits(text)?;
            self.finish_combined(text, combine, "total")?;
            text.push_str(
                "    }\n    }\n    }\n    if (threadIdx.x == 0) counters[tile] = 0u;\n    }\n",
            );
        }
        text.push_str("    __syncthreads();\n  }\n");
        Ok(())
    }
}
