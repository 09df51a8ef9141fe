//! Kernels without a reduction: [`Form::Elementwise`] (vectors of
//! consecutive points per thread) and [`Form::Transpose`] (tiles through
//! shared memory).

use std::fmt::Write;

use super::{CodegenError, Nest, TILE, staged_vector, vectorizable};
use crate::kernel_c::scalar::{load_element, memory_type, store_element};

impl Nest<'_, '_> {
    /// A thread per `vector` consecutive points along `inner`: the inputs
    /// and outputs contiguous and aligned along it move as vectors through
    /// local arrays, the others point by point; the registers that do not
    /// vary along `inner` (a row's statistic) are computed once per vector.
    pub(super) fn elementwise(
        &self,
        text: &mut String,
        inner: usize,
        vector: usize,
    ) -> Result<(), CodegenError> {
        let (ix, sfx) = (self.ix, self.suffix);
        let groups: usize = self.kernel.dims.iter().product::<usize>() / vector;
        writeln!(
            text,
            "  for ({ix} g = blockIdx.x * ({ix})blockDim.x + threadIdx.x; g < {groups}{sfx}; g += ({ix})gridDim.x * blockDim.x) {{"
        )
        .expect("string");
        let all: Vec<usize> = (0..self.kernel.dims.len()).collect();
        self.vector_of_points(text, "g", &all, inner, vector)?;
        text.push_str("  }\n");
        Ok(())
    }

    /// The `vector` consecutive points along `inner` of vector number
    /// `linear` over `dims` (the other dims' indices declared already):
    /// the body of [`Nest::elementwise`]'s loop.
    pub(super) fn vector_of_points(
        &self,
        text: &mut String,
        linear: &str,
        dims: &[usize],
        inner: usize,
        vector: usize,
    ) -> Result<(), CodegenError> {
        let ix = self.ix;
        let executable = self.writer.executable;
        let kernel = self.kernel;
        let vector_inputs = self.vector_inputs(inner, vector);
        let vector_outputs: Vec<bool> = kernel
            .outputs
            .iter()
            .map(|a| vectorizable(executable, a, inner, vector))
            .collect();
        self.decompose_vectors(text, linear, dims, inner, vector);
        let varies = self.writer.varies_along(inner);
        text.push_str(&self.writer.statements(&self.elements, |r| !varies[r])?);
        let (declarations, loads) = self.staged_inputs(&vector_inputs, vector)?;
        text.push_str(&declarations);
        text.push_str(&loads);
        let mut stores_after = String::new();
        for (output, access) in kernel.outputs.iter().enumerate() {
            if vector_outputs[output] {
                let (declaration, moves) =
                    staged_vector(self.writer, access, &format!("out{output}"), vector, false)?;
                text.push_str(&declaration);
                stores_after.push_str(&moves);
            }
        }
        writeln!(
            text,
            "    const {ix} base = i{inner};\n#pragma unroll\n    for (int l = 0; l < {vector}; ++l) {{\n    const {ix} i{inner} = base + l;"
        )
        .expect("string");
        self.inits(text)?;
        text.push_str(&self.lane_statements(|r| varies[r], &vector_inputs)?);
        self.yields(text)?;
        for (output, access) in kernel.outputs.iter().enumerate() {
            let value = format!("acc{output}");
            if vector_outputs[output] {
                let element = self.writer.buffer(access.value)?.1;
                let store = store_element(element, &format!("out{output}[l]"), &value);
                writeln!(text, "    {store}").expect("string");
            } else {
                writeln!(text, "    {}", self.writer.store(access, &value)?).expect("string");
            }
        }
        text.push_str("    }\n");
        text.push_str(&stores_after);
        Ok(())
    }

    /// [`TILE`] x [`TILE`] tiles of `across` x `inner`: the inputs read
    /// across (contiguous along `across`) are first staged in shared
    /// memory by threads running along `across`, then every point of the
    /// tile is computed by threads running along `inner`, the outputs'
    /// contiguous dim.
    pub(super) fn transpose(
        &self,
        text: &mut String,
        inner: usize,
        across: usize,
    ) -> Result<(), CodegenError> {
        let (ix, sfx) = (self.ix, self.suffix);
        let kernel = self.kernel;
        let dims = &kernel.dims;
        let tiled: Vec<bool> = kernel
            .inputs
            .iter()
            .map(|a| a.coefficients[across] == 1 && a.coefficients[inner].abs() > 1)
            .collect();
        for (input, access) in kernel.inputs.iter().enumerate() {
            if tiled[input] {
                let element = self.writer.buffer(access.value)?.1;
                // Rows padded to an odd number of 4-byte words (or one
                // element), so that a column falls in distinct banks.
                let pad = match element.bytes() {
                    1 => 36,
                    2 => 34,
                    _ => TILE + 1,
                };
                writeln!(
                    text,
                    "  __shared__ {} tile{input}[{TILE}][{pad}];",
                    memory_type(element)
                )
                .expect("string");
            }
        }
        let (tiles_inner, tiles_across) = (dims[inner].div_ceil(TILE), dims[across].div_ceil(TILE));
        let others: Vec<usize> = (0..dims.len())
            .filter(|&d| d != inner && d != across)
            .collect();
        let tiles = others.iter().map(|&d| dims[d]).product::<usize>() * tiles_inner * tiles_across;
        writeln!(
            text,
            "  for ({ix} t = blockIdx.x; t < {tiles}{sfx}; t += gridDim.x) {{\n    {ix} rest = t;\n    const {ix} t{inner} = (rest % {tiles_inner}{sfx}) * {TILE}; rest /= {tiles_inner}{sfx};\n    const {ix} t{across} = (rest % {tiles_across}{sfx}) * {TILE}; rest /= {tiles_across}{sfx};"
        )
        .expect("string");
        for &dim in others.iter().rev() {
            let size = dims[dim];
            writeln!(
                text,
                "    const {ix} i{dim} = rest % {size}{sfx}; rest /= {size}{sfx};"
            )
            .expect("string");
        }
        let inside = format!(
            "i{across} < {}{sfx} && i{inner} < {}{sfx}",
            dims[across], dims[inner]
        );
        writeln!(
            text,
            "    for (int e = threadIdx.x; e < {}; e += blockDim.x) {{\n    const {ix} i{across} = t{across} + e % {TILE}, i{inner} = t{inner} + e / {TILE};\n    if ({inside}) {{",
            TILE * TILE
        )
        .expect("string");
        for (input, access) in kernel.inputs.iter().enumerate() {
            if tiled[input] {
                writeln!(
                    text,
                    "      tile{input}[e / {TILE}][e % {TILE}] = {};",
                    self.writer.element(access)?
                )
                .expect("string");
            }
        }
        writeln!(
            text,
            "    }}\n    }}\n    __syncthreads();\n    for (int e = threadIdx.x; e < {}; e += blockDim.x) {{\n    const {ix} i{inner} = t{inner} + e % {TILE}, i{across} = t{across} + e / {TILE};\n    if ({inside}) {{",
            TILE * TILE
        )
        .expect("string");
        self.inits(text)?;
        text.push_str(&self.writer.statements_with(
            &self.elements,
            |_| true,
            |input| {
                if !tiled[input] {
                    return None;
                }
                let element = self.writer.buffer(kernel.inputs[input].value).ok()?.1;
                Some(load_element(
                    element,
                    &format!("tile{input}[e % {TILE}][e / {TILE}]"),
                ))
            },
        )?);
        self.yields(text)?;
        self.stores(text)?;
        text.push_str("    }\n    }\n    __syncthreads();\n  }\n");
        Ok(())
    }
}
