//! What every form's loop nest writes alike: linear indices decomposed
//! over dims, outputs' inits, yields and stores, and inputs staged through
//! local arrays as vectors.

use std::fmt::Write;

use super::{
    CodegenError, Nest,
    forms::{chunk_bytes, vectorizable},
};
use crate::kernel_c::{
    body::Writer,
    scalar::{literal, load_element, register_type, store_element},
};
use spmd_executable::{Access, Init};

impl Nest<'_, '_> {
    /// Decomposes linear index `linear` over `dims` (row-major: the last
    /// varies fastest) into `const` indices `i{d}`.
    pub(super) fn decompose(&self, text: &mut String, linear: &str, dims: &[usize]) {
        let (ix, sfx) = (self.ix, self.suffix);
        writeln!(text, "    {ix} rest = {linear};").expect("string");
        for &dim in dims.iter().rev() {
            let size = self.kernel.dims[dim];
            writeln!(
                text,
                "    const {ix} i{dim} = rest % {size}{sfx}; rest /= {size}{sfx};"
            )
            .expect("string");
        }
    }

    /// Decomposes linear index `linear` of vectors of `vector` points
    /// consecutive along `along` over `dims` (row-major) into `const`
    /// indices `i{d}`, `i{along}` the vector's first.
    pub(super) fn decompose_vectors(
        &self,
        text: &mut String,
        linear: &str,
        dims: &[usize],
        along: usize,
        vector: usize,
    ) {
        let (ix, sfx) = (self.ix, self.suffix);
        writeln!(text, "    {ix} rest = {linear};").expect("string");
        for &dim in dims.iter().rev() {
            let size = self.kernel.dims[dim];
            if dim == along {
                let vectors = size / vector;
                writeln!(
                    text,
                    "    const {ix} i{dim} = (rest % {vectors}{sfx}) * {vector}{sfx}; rest /= {vectors}{sfx};"
                )
                .expect("string");
            } else {
                writeln!(
                    text,
                    "    const {ix} i{dim} = rest % {size}{sfx}; rest /= {size}{sfx};"
                )
                .expect("string");
            }
        }
    }

    /// Declares every output's running value `acc{o}` and sets it to its
    /// init (read with every reduction index 0).
    pub(super) fn inits(&self, text: &mut String) -> Result<(), CodegenError> {
        for output in 0..self.kernel.outputs.len() {
            let ty = register_type(self.writer.output_element(output)?);
            writeln!(text, "    {ty} acc{output};").expect("string");
        }
        text.push_str("    {\n");
        for &d in &self.reduced {
            writeln!(text, "    const {} i{d} = 0;", self.ix).expect("string");
        }
        for (output, init) in self.kernel.inits.iter().enumerate() {
            let element = self.writer.output_element(output)?;
            let value = match init {
                Init::None => format!("({})0", register_type(element)),
                Init::Constant(value) => literal(*value, element),
                Init::Value(access) => self.writer.load(access)?,
            };
            writeln!(text, "    acc{output} = {value};").expect("string");
        }
        text.push_str("    }\n");
        Ok(())
    }

    /// `acc{o} = v{yield}` for every accumulated output; those written at
    /// every point (`Kernel::written_per_point`) stored at the point.
    pub(super) fn yields(&self, text: &mut String) -> Result<(), CodegenError> {
        for (output, &register) in self.kernel.yields.iter().enumerate() {
            if !self.kernel.written_per_point(output) {
                writeln!(text, "      acc{output} = v{register};").expect("string");
            }
        }
        let (_, stores, _) = self.point_outputs(None, 1)?;
        text.push_str(&stores);
        Ok(())
    }

    /// The stores of the outputs a reduction writes at every point
    /// (`Kernel::written_per_point`), from their yields' registers at point
    /// `l` of a vector of `vector` points along `along`: the local arrays
    /// of those moving as vectors (declared before the vector's loop), the
    /// statements at each point, and the moves of the arrays to the arena
    /// (after the loop, at the vector's first point).
    pub(super) fn point_outputs(
        &self,
        along: Option<usize>,
        vector: usize,
    ) -> Result<(String, String, String), CodegenError> {
        let (mut declarations, mut stores, mut moves) =
            (String::new(), String::new(), String::new());
        for (output, &register) in self.kernel.yields.iter().enumerate() {
            if !self.kernel.written_per_point(output) {
                continue;
            }
            let access = &self.kernel.outputs[output];
            let value = format!("v{register}");
            match along.filter(|&d| vectorizable(self.writer.executable, access, d, vector)) {
                Some(_) => {
                    let name = format!("point{output}");
                    let (declaration, arena_moves) =
                        staged_vector(self.writer, access, &name, vector, false)?;
                    let element = self.writer.buffer(access.value)?.1;
                    declarations.push_str(&declaration);
                    writeln!(
                        stores,
                        "    {}",
                        store_element(element, &format!("{name}[l]"), &value)
                    )
                    .expect("string");
                    moves.push_str(&arena_moves);
                }
                None => {
                    writeln!(stores, "    {}", self.writer.store(access, &value)?).expect("string")
                }
            }
        }
        Ok((declarations, stores, moves))
    }

    /// Every accumulated output's running value stored at its point.
    pub(super) fn stores(&self, text: &mut String) -> Result<(), CodegenError> {
        for output in self.kernel.accumulated_outputs() {
            let access = &self.kernel.outputs[output];
            let store = self.writer.store(access, &format!("acc{output}"))?;
            writeln!(text, "    {store}").expect("string");
        }
        Ok(())
    }

    /// The combiner reduction's combine and value registers, and the C type
    /// its partial values are held in (its accumulated output's register
    /// type).
    pub(super) fn combiner(&self) -> Result<(usize, usize, &'static str), CodegenError> {
        let (combine, value) = crate::kernel_c::body::combine_registers(self.kernel)
            .ok_or_else(|| self.writer.fail("no combiner"))?;
        Ok((
            combine,
            value,
            register_type(self.writer.output_element(self.accumulated())?),
        ))
    }

    /// The one output a combiner reduction accumulates.
    fn accumulated(&self) -> usize {
        self.kernel
            .accumulated_outputs()
            .first()
            .copied()
            .unwrap_or(0)
    }

    pub(super) fn combined(
        &self,
        combine: usize,
        a: &str,
        b: &str,
    ) -> Result<String, CodegenError> {
        self.writer.combined(combine, a, b)
    }

    /// Which inputs move as vectors of `vector` points along `dim`.
    pub(super) fn vector_inputs(&self, dim: usize, vector: usize) -> Vec<bool> {
        self.kernel
            .inputs
            .iter()
            .map(|a| vectorizable(self.writer.executable, a, dim, vector))
            .collect()
    }

    /// The local arrays `in{k}` of the inputs `vectors` selects, and the
    /// statements filling them at the current point (the vectors' first).
    pub(super) fn staged_inputs(
        &self,
        vectors: &[bool],
        vector: usize,
    ) -> Result<(String, String), CodegenError> {
        let (mut declarations, mut loads) = (String::new(), String::new());
        for (input, access) in self.kernel.inputs.iter().enumerate() {
            if vectors[input] {
                let (declaration, moves) =
                    staged_vector(self.writer, access, &format!("in{input}"), vector, true)?;
                declarations.push_str(&declaration);
                loads.push_str(&moves);
            }
        }
        Ok((declarations, loads))
    }

    /// The statements of the registers `include` selects at point `l` of
    /// a vector: the inputs `vectors` selects read from their arrays.
    pub(super) fn lane_statements(
        &self,
        include: impl Fn(usize) -> bool,
        vectors: &[bool],
    ) -> Result<String, CodegenError> {
        self.lane_statements_of(include, vectors, "")
    }

    /// [`Nest::lane_statements`] reading the vectors of batch slot `slot`
    /// (`in{k}{slot}[l]`: `"[3]"` for the fourth row of a batch).
    pub(super) fn lane_statements_of(
        &self,
        include: impl Fn(usize) -> bool,
        vectors: &[bool],
        slot: &str,
    ) -> Result<String, CodegenError> {
        self.writer
            .statements_with(&self.elements, include, |input| {
                if !vectors[input] {
                    return None;
                }
                let element = self.writer.buffer(self.kernel.inputs[input].value).ok()?.1;
                Some(load_element(element, &format!("in{input}{slot}[l]")))
            })
    }

    /// The accumulated output's running value combined with `total` (or
    /// `total` where the output has no init), then stored.
    pub(super) fn finish_combined(
        &self,
        text: &mut String,
        combine: usize,
        total: &str,
    ) -> Result<(), CodegenError> {
        let accumulated = self.accumulated();
        let acc = format!("acc{accumulated}");
        if matches!(self.kernel.inits.get(accumulated), Some(Init::None)) {
            writeln!(text, "    {acc} = {total};").expect("string");
        } else {
            writeln!(
                text,
                "    {acc} = {};",
                self.combined(combine, &acc, total)?
            )
            .expect("string");
        }
        self.stores(text)
    }

    /// Whether each register varies along any of `dims`.
    pub(super) fn varies_along_any(&self, dims: &[usize]) -> Vec<bool> {
        let mut varies = vec![false; self.kernel.body.len()];
        for &dim in dims {
            for (any, v) in varies.iter_mut().zip(self.writer.varies_along(dim)) {
                *any |= v;
            }
        }
        varies
    }
}

/// A vector of `vector` elements of `access`'s buffer staged in a local
/// array `name` (`name[l]`, the point `l` further along the vector's dim):
/// the array's declaration, and the statements moving it between the array
/// and the arena at the vector's first point (`load`: into the array).
pub(super) fn staged_vector(
    writer: &Writer,
    access: &Access,
    name: &str,
    vector: usize,
    load: bool,
) -> Result<(String, String), CodegenError> {
    let (_, element) = writer.buffer(access.value)?;
    let memory = crate::kernel_c::scalar::memory_type(element);
    let chunk = chunk_bytes(vector, element.bytes());
    let per = chunk / element.bytes();
    let chunk_type = match chunk {
        16 => "uint4",
        8 => "uint2",
        4 => "unsigned",
        2 => "unsigned short",
        _ => "unsigned char",
    };
    let declaration = format!("    alignas(16) {memory} {name}[{vector}];\n");
    let place = writer.element(access)?;
    let mut moves = String::new();
    for c in 0..vector / per {
        let (arena, local) = (
            format!("*({chunk_type} *)(&{place} + {})", c * per),
            format!("*({chunk_type} *)&{name}[{}]", c * per),
        );
        if load {
            writeln!(moves, "    {local} = {arena};").expect("string");
        } else {
            writeln!(moves, "    {arena} = {local};").expect("string");
        }
    }
    Ok((declaration, moves))
}
