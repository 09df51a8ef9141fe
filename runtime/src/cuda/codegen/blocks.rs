//! [`Form::Blocks`]: a combiner reduction with few outputs and many
//! points (a loss, a max over long rows), a block per output, or `split`
//! blocks per output where the outputs are too few to fill the GPU.

use std::fmt::Write;

use super::{CodegenError, Nest, points};
use spmd_executable::SPLIT_COUNTERS;

impl Nest<'_, '_> {
    /// The block's threads split the output's reduction points (row-major,
    /// the last reduced dim fastest, so loads coalesce) and combine their
    /// partial values ([`Nest::block_combine`]); thread 0 adds the init.
    /// Outputs written at every point are stored by the point's thread.
    /// With `split` > 1, block `b` takes part `b % split` of output
    /// `b / split` and leaves its partial value in the rank's scratch; the
    /// last of an output's blocks to arrive (an atomic counter per output)
    /// combines the parts the same way, its threads reading them side by
    /// side, and resets the counter.
    pub(super) fn blocks(&self, text: &mut String, split: usize) -> Result<(), CodegenError> {
        let kernel = self.kernel;
        let (ix, sfx) = (self.ix, self.suffix);
        let (combine, value, ty) = self.combiner()?;
        let outputs = points(kernel, false);
        let reduction = points(kernel, true);
        writeln!(
            text,
            "  __shared__ {ty} partial[32];\n  __shared__ int have[32];\n  __shared__ int last;\n  const int lane = threadIdx.x % SPMD_WARP, warp = threadIdx.x / SPMD_WARP;\n  for (LL unit = blockIdx.x; unit < {}LL; unit += gridDim.x) {{\n    const LL p = unit / {split}, part = unit % {split};",
            outputs * split
        )
        .expect("string");
        self.decompose(text, "p", &self.parallel);
        self.inits(text)?;
        writeln!(
            text,
            "    {ty} mine = ({ty})0; int mine_set = 0;\n    for ({ix} q = part * blockDim.x + threadIdx.x; q < {reduction}{sfx}; q += {split} * blockDim.x) {{\n    {{"
        )
        .expect("string");
        self.decompose(text, "q", &self.reduced);
        text.push_str(&self.writer.body(&self.elements, Some(combine))?);
        text.push_str(&self.point_outputs(None, 1)?.1);
        writeln!(
            text,
            "    mine = mine_set ? {} : v{value}; mine_set = 1;\n    }}\n    }}",
            self.combined(combine, "mine", &format!("v{value}"))?
        )
        .expect("string");
        self.block_combine(text, combine, ty)?;
        if split > 1 {
            // Every block of a split has points (SPLIT_POINTS_PER_THREAD),
            // so every partial is set.
            let scratch = self.writer.executable.split_scratch_offset();
            let partials = scratch + SPLIT_COUNTERS * 4;
            writeln!(
                text,
                "    {ty} *partials = ({ty} *)(arena + {partials}) + p * {split}LL;\n    unsigned *counter = (unsigned *)(arena + {scratch}) + p;\n    if (threadIdx.x == 0) {{\n      partials[part] = mine;\n      __threadfence();\n      last = atomicAdd(counter, 1u) == {}u;\n    }}\n    __syncthreads();\n    if (last) {{\n    __threadfence();\n    mine_set = 0;\n    for (int b = threadIdx.x; b < {split}; b += blockDim.x) {{\n      const {ty} next = __ldcg(partials + b);\n      mine = mine_set ? {} : next; mine_set = 1;\n    }}",
                split - 1,
                self.combined(combine, "mine", "next")?
            )
            .expect("string");
            self.block_combine(text, combine, ty)?;
            text.push_str("    if (threadIdx.x == 0) {\n    *counter = 0u;\n");
            self.finish_combined(text, combine, "mine")?;
            text.push_str("    }\n    }\n");
        } else {
            text.push_str("    if (threadIdx.x == 0) {\n");
            self.finish_combined(text, combine, "mine")?;
            text.push_str("    }\n");
        }
        text.push_str("    __syncthreads();\n  }\n");
        Ok(())
    }

    /// Every thread's `mine` (where `mine_set`) combined into thread 0's,
    /// in a fixed order: by shuffles within each warp, then the warps'
    /// values in warp order in shared memory (`partial`, `have`). Every
    /// thread of the block runs it.
    fn block_combine(
        &self,
        text: &mut String,
        combine: usize,
        ty: &str,
    ) -> Result<(), CodegenError> {
        let shuffle = format!(
            "for (int s = SPMD_WARP / 2; s > 0; s >>= 1) {{\n      const {ty} other = __shfl_down_sync(0xffffffffu, mine, s);\n      const int other_set = __shfl_down_sync(0xffffffffu, mine_set, s);\n      if (other_set) {{ mine = mine_set ? {} : other; mine_set = 1; }}\n    }}",
            self.combined(combine, "mine", "other")?
        );
        writeln!(
            text,
            "    {shuffle}\n    if (lane == 0) {{ partial[warp] = mine; have[warp] = mine_set; }}\n    __syncthreads();\n    if (warp == 0) {{\n    const int warps = blockDim.x / SPMD_WARP;\n    mine = lane < warps ? partial[lane] : ({ty})0; mine_set = lane < warps ? have[lane] : 0;\n    {shuffle}\n    }}\n    __syncthreads();"
        )
        .expect("string");
        Ok(())
    }
}
