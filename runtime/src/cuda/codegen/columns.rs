//! [`Form::Columns`]: a combiner reduction whose outputs are contiguous
//! along a parallel dim and whose reduction runs across rows (a bias
//! gradient summed over tokens), read a row of vectors at a time.

use std::fmt::Write;

use super::{COLUMN_BATCH, COLUMN_GROUPS, COLUMN_TILE, CodegenError, Nest, points};
use crate::kernel_c::scalar::memory_type;
use spmd_executable::{SPLIT_COUNTERS, SPLIT_PARTIALS};

/// Where a column reduction's outputs and rows go: vectors of `vector`
/// outputs consecutive along `fastest`, the rows in `split` parts.
#[derive(Clone, Copy)]
struct ColumnLayout {
    fastest: usize,
    vector: usize,
    split: usize,
}

impl Nest<'_, '_> {
    /// A block per tile of [`COLUMN_TILE`] vectors of `vector` outputs
    /// consecutive along `fastest` and per part of `split` of the
    /// reduction: each warp's lanes take one vector each (their loads one
    /// coalesced row), the warps every [`COLUMN_GROUPS`]-th row of the
    /// part, in batches of up to [`COLUMN_BATCH`] rows whose loads are all
    /// issued before the first is combined. The warps' partial values
    /// meet in shared memory, each of the block's threads combining one
    /// output's in warp order. Unsplit, that thread adds the init and
    /// stores; split, it leaves the part's value in the rank's scratch
    /// (part-major, so a warp's values are side by side), and the last
    /// block of a tile to arrive (an atomic counter per tile) combines the
    /// parts in order, a thread per output, adds the init, stores, and
    /// resets the counter.
    pub(super) fn columns(
        &self,
        text: &mut String,
        fastest: usize,
        vector: usize,
        split: usize,
    ) -> Result<(), CodegenError> {
        let kernel = self.kernel;
        let executable = self.writer.executable;
        let (combine, _, ty) = self.combiner()?;
        let outputs = points(kernel, false);
        let reduction = points(kernel, true);
        let vectors = outputs / vector;
        let tiles = vectors.div_ceil(COLUMN_TILE);
        if split > 1 && (tiles > SPLIT_COUNTERS || outputs * split > SPLIT_PARTIALS) {
            return Err(self.writer.fail("a split reduction past the scratch"));
        }
        let scratch = executable.split_scratch_offset();
        let partials = scratch + SPLIT_COUNTERS * 4;
        writeln!(
            text,
            "  __shared__ {ty} stage[{COLUMN_GROUPS}][{COLUMN_TILE}][{vector}];\n  __shared__ int last;\n  {ty} *partials = ({ty} *)(arena + {partials});\n  unsigned *counters = (unsigned *)(arena + {scratch});\n  const int lane = threadIdx.x % SPMD_WARP, group = threadIdx.x / SPMD_WARP, groups = blockDim.x / SPMD_WARP;\n  for (LL unit = blockIdx.x; unit < {}LL; unit += gridDim.x) {{\n    const LL tile = unit / {split}, part = unit % {split};\n    const LL lo = part * {reduction}LL / {split}, hi = (part + 1) * {reduction}LL / {split};",
            tiles * split
        )
        .expect("string");
        let layout = ColumnLayout {
            fastest,
            vector,
            split,
        };
        self.column_rows(text, layout)?;
        writeln!(
            text,
            "    __syncthreads();\n    for (int o = threadIdx.x; o < {}; o += blockDim.x) {{\n    const int c = o / {vector}, l = o % {vector};\n    const LL vc = tile * {COLUMN_TILE} + c;\n    if (vc < {vectors}LL) {{\n    {ty} total = ({ty})0; int total_set = 0;\n    for (int g = 0; g < groups && lo + g < hi; ++g) {{\n      const {ty} next = stage[g][c][l];\n      total = total_set ? {} : next; total_set = 1;\n    }}",
            COLUMN_TILE * vector,
            self.combined(combine, "total", "next")?
        )
        .expect("string");
        if split == 1 {
            self.column_store(text, layout, combine)?;
            text.push_str("    }\n    }\n");
        } else {
            writeln!(
                text,
                "    partials[part * {outputs}LL + vc * {vector} + l] = total;\n    }}\n    }}\n    __threadfence();\n    __syncthreads();\n    if (threadIdx.x == 0) last = atomicAdd(counters + tile, 1u) == {}u;\n    __syncthreads();\n    if (last) {{\n    __threadfence();\n    for (int o = threadIdx.x; o < {}; o += blockDim.x) {{\n    const int c = o / {vector}, l = o % {vector};\n    const LL vc = tile * {COLUMN_TILE} + c;\n    if (vc < {vectors}LL) {{\n    const LL p = vc * {vector} + l;\n    {ty} total = __ldcg(partials + p);\n#pragma unroll {}\n    for (int b = 1; b < {split}; ++b) {{ const {ty} next = __ldcg(partials + b * {outputs}LL + p); total = {}; }}",
                split - 1,
                COLUMN_TILE * vector,
                split.min(32),
                self.combined(combine, "total", "next")?
            )
            .expect("string");
            self.column_store(text, layout, combine)?;
            text.push_str("    }\n    }\n    if (threadIdx.x == 0) counters[tile] = 0u;\n    }\n");
        }
        text.push_str("    __syncthreads();\n  }\n");
        Ok(())
    }

    /// Each warp's lanes combine their vectors over the warp's rows of the
    /// part (`lo`..`hi`) into `stage[group][c]`, in batches: every row's
    /// vectorised loads first, then the rows combined in order, the
    /// outputs written at every point stored a row's vector at a time.
    fn column_rows(&self, text: &mut String, layout: ColumnLayout) -> Result<(), CodegenError> {
        let ColumnLayout {
            fastest,
            vector,
            split,
        } = layout;
        let ix = self.ix;
        let (combine, value, ty) = self.combiner()?;
        let vectors = points(self.kernel, false) / vector;
        let rows_per_warp = points(self.kernel, true)
            .div_ceil(split)
            .div_ceil(COLUMN_GROUPS);
        let batch = rows_per_warp.clamp(1, COLUMN_BATCH);
        let order = self.output_order(Some(fastest));
        let vector_inputs = self.vector_inputs(fastest, vector);
        writeln!(
            text,
            "    for (int c = lane; c < {COLUMN_TILE}; c += SPMD_WARP) {{\n    const LL vc = tile * {COLUMN_TILE} + c;\n    {ty} mine[{vector}]; int mine_set = 0;\n    if (vc < {vectors}LL) {{"
        )
        .expect("string");
        self.decompose_vectors(text, "vc", &order, fastest, vector);
        // The body may name the running value (unused: a combiner's
        // operand is independent of it).
        self.inits(text)?;
        writeln!(
            text,
            "    const {ix} base = i{fastest};\n    for (LL first = lo + group; first < hi; first += (LL)groups * {batch}) {{"
        )
        .expect("string");
        for (input, access) in self.kernel.inputs.iter().enumerate() {
            if vector_inputs[input] {
                let (_, element) = self.writer.buffer(access.value)?;
                writeln!(
                    text,
                    "    alignas(16) {} in{input}[{batch}][{vector}];",
                    memory_type(element)
                )
                .expect("string");
            }
        }
        let row = |text: &mut String, k: usize| {
            writeln!(
                text,
                "    {{\n    const LL q = first + (LL){k} * groups;\n    if (q < hi) {{"
            )
            .expect("string");
            self.decompose(text, "q", &self.reduced);
        };
        for k in 0..batch {
            row(text, k);
            for (input, access) in self.kernel.inputs.iter().enumerate() {
                if vector_inputs[input] {
                    let (_, moves) = super::staged_vector(
                        self.writer,
                        access,
                        &format!("in{input}[{k}]"),
                        vector,
                        true,
                    )?;
                    text.push_str(&moves);
                }
            }
            text.push_str("    }\n    }\n");
        }
        let (point_arrays, point_stores, point_moves) =
            self.point_outputs(Some(fastest), vector)?;
        for k in 0..batch {
            row(text, k);
            writeln!(
                text,
                "{point_arrays}#pragma unroll\n    for (int l = 0; l < {vector}; ++l) {{\n    const {ix} i{fastest} = base + l;"
            )
            .expect("string");
            text.push_str(&self.lane_statements_of(
                |r| r != combine,
                &vector_inputs,
                &format!("[{k}]"),
            )?);
            text.push_str(&point_stores);
            writeln!(
                text,
                "    mine[l] = mine_set ? {} : v{value};\n    }}\n{point_moves}    mine_set = 1;\n    }}\n    }}",
                self.combined(combine, "mine[l]", &format!("v{value}"))?
            )
            .expect("string");
        }
        writeln!(
            text,
            "    }}\n    }}\n    if (mine_set) for (int l = 0; l < {vector}; ++l) stage[group][c][l] = mine[l];\n    }}"
        )
        .expect("string");
        Ok(())
    }

    /// The output at vector `vc`, point `l` of it: `total` combined with
    /// its init and stored.
    fn column_store(
        &self,
        text: &mut String,
        layout: ColumnLayout,
        combine: usize,
    ) -> Result<(), CodegenError> {
        let ColumnLayout {
            fastest, vector, ..
        } = layout;
        let order = self.output_order(Some(fastest));
        self.decompose_vectors(text, "vc", &order, fastest, vector);
        writeln!(
            text,
            "    const {ix} base = i{fastest};\n    {{\n    const {ix} i{fastest} = base + l;",
            ix = self.ix
        )
        .expect("string");
        self.inits(text)?;
        self.finish_combined(text, combine, "total")?;
        text.push_str("    }\n");
        Ok(())
    }
}
