//! C++ for the host of an executable's fused kernels: one function per
//! [`Kernel`], a loop nest over its dims that the host compiler
//! vectorises, reading and writing the rank's arena at the buffer plan's
//! offsets (the statements are `kernel_c`'s, as in the CUDA backend).
//!
//! Each output element sees its reduction steps in row-major order, as the
//! CPU backend's semantics say (but for a combiner's partial values); the
//! parallel dims go outside the reduction dims, and the first of them is
//! the one a rank's threads split (the function's `[lo, hi)`). The
//! innermost loop runs along the kernel's row dim, the dim most of its
//! accesses are contiguous along ([`row_dim`]). The loop shapes:
//! - **Element-wise** (no reduction): the dims in order; registers that do
//!   not vary along the innermost dim (a row's statistic, its `log`) are
//!   computed once per row. A transpose (an input read across the rows the
//!   outputs are written along) runs in [`TILE`] x [`TILE`] tiles.
//! - **Columns** (the row dim is parallel: a bias gradient, a sum over the
//!   batch): each output's running values along the row live in an array,
//!   and every reduction step, in order, runs the whole row.
//! - **Rows** (the row dim is reduced, with a combiner, `Kernel::combiner`):
//!   [`PARTIALS`] running values take every [`PARTIALS`]-th step of the
//!   row and are combined at its end, as the interpreter's lanes combine.
//! - Otherwise **points**: one running value per output, the reduction
//!   dims inside the parallel ones.
//!
//! An output a reduction writes at every point (`Kernel::written_per_point`:
//! the GELU backward's result beside the bias gradient summed from it) is
//! stored where its point's body runs, in every shape.

use std::fmt::Write;

use crate::kernel_c::{
    CodegenError,
    body::Writer,
    combine_registers,
    scalar::{literal, register_type},
};
use spmd_executable::{Executable, Init, Kernel, tensor::ElementType};

/// The side of a transposing kernel's tiles.
const TILE: usize = 8;

/// Running values of a row reduction with a combiner.
pub const PARTIALS: usize = 8;

/// The longest last dim whose running values a column reduction keeps in
/// arrays on the stack.
const COLUMN_ROW_MAX: usize = 4096;

/// CUDA's bit casts and f16 conversions that `kernel_c`'s prelude uses, as
/// host C++ (after `<cstring>`): for the native kernels and for the tests
/// that build the CUDA C on the host.
pub const HOST_BIT_CASTS: &str = r#"
static inline float __int_as_float(int i) { float f; std::memcpy(&f, &i, 4); return f; }
static inline float __uint_as_float(unsigned i) { float f; std::memcpy(&f, &i, 4); return f; }
static inline unsigned __float_as_uint(float f) { unsigned i; std::memcpy(&i, &f, 4); return i; }
static inline double __longlong_as_double(long long i) { double d; std::memcpy(&d, &i, 8); return d; }
static inline float h2f(unsigned short h) { _Float16 x; std::memcpy(&x, &h, 2); return (float)x; }
static inline unsigned short f2h(float f) { _Float16 x = (_Float16)f; unsigned short h; std::memcpy(&h, &x, 2); return h; }
"#;

/// Definitions that make `kernel_c`'s CUDA-flavoured prelude host C++,
/// with [`HOST_BIT_CASTS`] after them.
pub const HOST_PRELUDE: &str = r#"#include <cmath>
#include <cstring>
#define __device__
#define __forceinline__ static inline __attribute__((always_inline))
using std::isnan;
// The interpreter's branch-free f32 exp and tanh (`cpu::approx`), the
// same operations in the same order, so both compute the same bits and
// the compiler vectorises them; the prelude's s_exp / s_tanh call them.
static inline float spmd_expf(float x) {
  const float rounder = 12582912.0f;
  float clamped = isnan(x) ? 0.0f : (x < -87.0f ? -87.0f : (x > 88.5f ? 88.5f : x));
  float shifted = clamped * 1.44269504088896340736f + rounder;
  float n = shifted - rounder;
  float r = clamped - n * 0.69314575f - n * 1.4286068e-6f;
  float p = 1.0f / 720.0f;
  p = p * r + 1.0f / 120.0f;
  p = p * r + 1.0f / 24.0f;
  p = p * r + 1.0f / 6.0f;
  p = p * r + 0.5f;
  p = p * r + 1.0f;
  p = p * r + 1.0f;
  unsigned shifted_bits, rounder_bits;
  std::memcpy(&shifted_bits, &shifted, 4);
  std::memcpy(&rounder_bits, &rounder, 4);
  unsigned scale_bits = (shifted_bits - rounder_bits + 127u) << 23;
  float scale;
  std::memcpy(&scale, &scale_bits, 4);
  float y = p * scale;
  y = x > 88.5f ? __builtin_inff() : y;
  y = x < -87.0f ? 0.0f : y;
  return isnan(x) ? x : y;
}
static inline float spmd_tanhf(float x) {
  float x2 = x * x;
  float series = x * (1.0f + x2 * (-1.0f / 3.0f + x2 * (2.0f / 15.0f + x2 * (-17.0f / 315.0f
    + x2 * (62.0f / 2835.0f + x2 * (-1382.0f / 155925.0f))))));
  float e = spmd_expf(2.0f * x);
  float wide = 1.0f - 2.0f / (e + 1.0f);
  return std::fabs(x) < 0.25f ? series : wide;
}
#define expf spmd_expf
#define tanhf spmd_tanhf
// IEEE maxNum / minNum (a NaN operand gives the other) as compares, which
// vectorise where libm's fmaxf / fminf calls do not; the prelude's s_max /
// s_min (NaN-propagating) and s_fmax / s_fmin call them.
template <typename T> static inline T spmd_maxnum(T a, T b) { return isnan(a) ? b : isnan(b) ? a : (a > b ? a : b); }
template <typename T> static inline T spmd_minnum(T a, T b) { return isnan(a) ? b : isnan(b) ? a : (a < b ? a : b); }
#define fmaxf spmd_maxnum<float>
#define fminf spmd_minnum<float>
#define fmax spmd_maxnum<double>
#define fmin spmd_minnum<double>
"#;

/// The C function name of kernel `index`.
pub fn symbol(index: usize) -> String {
    format!("spmd_cpu_kernel_{index}")
}

/// The extent of the dim a kernel's `[lo, hi)` range splits (1 when it
/// has no parallel dim: then `[0, 1)` runs it whole).
pub fn split_extent(kernel: &Kernel) -> usize {
    kernel
        .dims
        .iter()
        .zip(&kernel.reduction)
        .find(|&(_, &reduced)| !reduced)
        .map_or(1, |(&size, _)| size)
}

/// The loop nest of one kernel.
struct Nest<'w, 'e> {
    writer: &'w Writer<'e>,
    kernel: &'e Kernel,
    elements: Vec<ElementType>,
    /// Parallel dims, outermost first; the first is split by `[lo, hi)`.
    parallel: Vec<usize>,
    reduced: Vec<usize>,
}

impl Nest<'_, '_> {
    /// The range of `dim`'s loop: the split range for the first parallel
    /// dim, else the whole dim.
    fn range(&self, dim: usize) -> (String, String) {
        if self.parallel.first() == Some(&dim) {
            ("lo".to_owned(), "hi".to_owned())
        } else {
            ("0LL".to_owned(), format!("{}LL", self.kernel.dims[dim]))
        }
    }

    /// Opens the loop of `dim` over its [`Nest::range`].
    fn open(&self, text: &mut String, dim: usize) {
        let (from, to) = self.range(dim);
        writeln!(
            text,
            "  for (LL i{dim} = {from}; i{dim} < {to}; ++i{dim}) {{"
        )
        .expect("string");
    }

    /// For a kernel with no reduction that reads an input across the rows
    /// it writes (a transpose: the input contiguous along a parallel dim
    /// `d`, strided along the last dim, along which the outputs are
    /// contiguous): `d`, whose loop and the last one's are tiled.
    fn transposed_dim(&self) -> Option<usize> {
        let (&last, others) = self.parallel.split_last()?;
        if !self.reduced.is_empty()
            || self.kernel.dims[last] < TILE
            || self
                .kernel
                .outputs
                .iter()
                .any(|o| o.coefficients[last] != 1)
        {
            return None;
        }
        others.iter().copied().find(|&d| {
            self.kernel.dims[d] >= TILE
                && self
                    .kernel
                    .inputs
                    .iter()
                    .any(|input| input.coefficients[d] == 1 && input.coefficients[last].abs() > 1)
        })
    }

    /// Opens the loops of the last parallel dim and the transposed dim
    /// `d` as [`TILE`] x [`TILE`] tiles: both tile loops, then `d`'s and
    /// the last dim's inside a tile.
    fn open_tiles(&self, text: &mut String, d: usize, last: usize) {
        for dim in [d, last] {
            let (from, to) = self.range(dim);
            writeln!(
                text,
                "  for (LL t{dim} = {from}; t{dim} < {to}; t{dim} += {TILE}) {{"
            )
            .expect("string");
        }
        for dim in [d, last] {
            let (_, to) = self.range(dim);
            if dim == last {
                text.push_str("#pragma GCC ivdep\n");
            }
            writeln!(
                text,
                "  for (LL i{dim} = t{dim}; i{dim} < (t{dim} + {TILE} < {to} ? t{dim} + {TILE} : {to}); ++i{dim}) {{"
            )
            .expect("string");
        }
    }

    /// The outputs' running values set to their inits (read with every
    /// reduction index 0), as `acc{o}` of register types.
    fn inits(&self, text: &mut String) -> Result<(), CodegenError> {
        text.push_str("  {\n");
        for &d in &self.reduced {
            writeln!(text, "    const LL i{d} = 0; (void)i{d};").expect("string");
        }
        for (output, init) in self.kernel.inits.iter().enumerate() {
            let element = self.writer.output_element(output)?;
            let ty = register_type(element);
            let value = match init {
                Init::None => format!("({ty})0"),
                Init::Constant(value) => literal(*value, element),
                Init::Value(access) => self.writer.load(access)?,
            };
            writeln!(text, "    acc{output} = {value};").expect("string");
        }
        text.push_str("  }\n");
        Ok(())
    }

    fn declare_accs(&self, text: &mut String) -> Result<(), CodegenError> {
        for output in 0..self.kernel.outputs.len() {
            let ty = register_type(self.writer.output_element(output)?);
            writeln!(text, "  {ty} acc{output};").expect("string");
        }
        Ok(())
    }

    /// The accumulated outputs' running values stored (those written at
    /// every point are stored by [`Nest::point_stores`]).
    fn stores(&self, text: &mut String) -> Result<(), CodegenError> {
        for output in self.kernel.accumulated_outputs() {
            let access = &self.kernel.outputs[output];
            let store = self.writer.store(access, &format!("acc{output}"))?;
            writeln!(text, "  {store}").expect("string");
        }
        Ok(())
    }

    /// The stores, at the current point, of the outputs a reduction writes
    /// at every point (`Kernel::written_per_point`), from their registers.
    fn point_stores(&self) -> Result<String, CodegenError> {
        let mut text = String::new();
        for (output, &register) in self.kernel.yields.iter().enumerate() {
            if self.kernel.written_per_point(output) {
                let access = &self.kernel.outputs[output];
                writeln!(
                    text,
                    "      {}",
                    self.writer.store(access, &format!("v{register}"))?
                )
                .expect("string");
            }
        }
        Ok(text)
    }

    /// The body, the yields into the running values, and the outputs
    /// written at every point stored.
    fn step(&self, text: &mut String) -> Result<(), CodegenError> {
        text.push_str("  {\n");
        text.push_str(&self.writer.body(&self.elements, None)?);
        for (output, &register) in self.kernel.yields.iter().enumerate() {
            if !self.kernel.written_per_point(output) {
                writeln!(text, "      acc{output} = v{register};").expect("string");
            }
        }
        text.push_str(&self.point_stores()?);
        text.push_str("  }\n");
        Ok(())
    }

    /// A reduction whose row dim `last` (the dim most accesses are
    /// contiguous along) is parallel: each output's running values along
    /// it in an array, every reduction step (in order) taking the row.
    fn columns(&self, text: &mut String, last: usize) -> Result<(), CodegenError> {
        let outer: Vec<usize> = self
            .parallel
            .iter()
            .copied()
            .filter(|&d| d != last)
            .collect();
        let size = self.kernel.dims[last];
        for &dim in &outer {
            self.open(text, dim);
        }
        text.push_str("  {\n");
        let accumulated = self.kernel.accumulated_outputs();
        for &output in &accumulated {
            let ty = register_type(self.writer.output_element(output)?);
            writeln!(text, "  {ty} row{output}[{size}];").expect("string");
        }
        let row_loop = |text: &mut String| {
            text.push_str("#pragma GCC ivdep\n");
            self.open(text, last);
            text.push_str("  {\n");
        };
        let load_rows = |text: &mut String| {
            for output in &accumulated {
                writeln!(text, "  acc{output} = row{output}[i{last}];").expect("string");
            }
        };
        let save_rows = |text: &mut String| {
            for output in &accumulated {
                writeln!(text, "  row{output}[i{last}] = acc{output};").expect("string");
            }
        };
        row_loop(text);
        self.declare_accs(text)?;
        self.inits(text)?;
        save_rows(text);
        close(text, 2);
        for &dim in &self.reduced {
            self.open(text, dim);
        }
        row_loop(text);
        self.declare_accs(text)?;
        load_rows(text);
        self.step(text)?;
        save_rows(text);
        close(text, 2 + self.reduced.len());
        row_loop(text);
        self.declare_accs(text)?;
        load_rows(text);
        self.stores(text)?;
        close(text, 2);
        text.push_str("  }\n");
        close(text, outer.len());
        Ok(())
    }

    /// A reduction with a combiner whose row dim `last` (the dim most
    /// accesses are contiguous along) is reduced: the other reduction dims
    /// inside the parallel ones (a combiner may take the steps in any
    /// order), each row by [`Nest::partial_row`].
    fn rows(
        &self,
        text: &mut String,
        last: usize,
        combine: usize,
        value: usize,
    ) -> Result<(), CodegenError> {
        for &dim in &self.parallel {
            self.open(text, dim);
        }
        text.push_str("  {\n");
        self.declare_accs(text)?;
        self.inits(text)?;
        let outer: Vec<usize> = self
            .reduced
            .iter()
            .copied()
            .filter(|&d| d != last)
            .collect();
        for &dim in &outer {
            self.open(text, dim);
        }
        self.partial_row(text, last, combine, value)?;
        close(text, outer.len());
        self.stores(text)?;
        text.push_str("  }\n");
        close(text, self.parallel.len());
        Ok(())
    }

    /// One running value per output, point by point: the parallel dims,
    /// then the reduction dims inside.
    fn points(&self, text: &mut String) -> Result<(), CodegenError> {
        let innermost = self.parallel.len().saturating_sub(1);
        let transposed = self.transposed_dim();
        if self.reduced.is_empty() && transposed.is_none() && !self.parallel.is_empty() {
            return self.elementwise(text);
        }
        for (position, &dim) in self.parallel.iter().enumerate() {
            if Some(dim) == transposed {
                continue;
            }
            if let Some(d) = transposed.filter(|_| position == innermost) {
                self.open_tiles(text, d, dim);
                continue;
            }
            self.open(text, dim);
        }
        text.push_str("  {\n");
        self.declare_accs(text)?;
        self.inits(text)?;
        for &dim in &self.reduced {
            self.open(text, dim);
        }
        self.step(text)?;
        close(text, self.reduced.len());
        self.stores(text)?;
        text.push_str("  }\n");
        close(
            text,
            self.parallel.len() + if transposed.is_some() { 2 } else { 0 },
        );
        Ok(())
    }

    /// No reduction: the parallel dims in order; the registers that do not
    /// vary along the innermost one (a row's statistic, its `log`) are
    /// computed once per row, outside its loop.
    fn elementwise(&self, text: &mut String) -> Result<(), CodegenError> {
        let (&inner, outer) = self.parallel.split_last().expect("a parallel dim");
        let varies = self.writer.varies_along(inner);
        for &dim in outer {
            self.open(text, dim);
        }
        text.push_str("  {\n");
        text.push_str(&self.writer.statements(&self.elements, |r| !varies[r])?);
        text.push_str("#pragma GCC ivdep\n");
        self.open(text, inner);
        text.push_str("  {\n");
        self.declare_accs(text)?;
        self.inits(text)?;
        text.push_str(&self.writer.statements(&self.elements, |r| varies[r])?);
        for (output, &register) in self.kernel.yields.iter().enumerate() {
            writeln!(text, "      acc{output} = v{register};").expect("string");
        }
        self.stores(text)?;
        text.push_str("  }\n  }\n  }\n");
        close(text, outer.len());
        Ok(())
    }

    /// One row of the last reduced dim `last` of a combiner reduction:
    /// [`PARTIALS`] running values, each taking every [`PARTIALS`]-th step
    /// (the first [`PARTIALS`] steps start them), combined in order and
    /// then into the accumulated output's running value, which the steps
    /// past the last whole group then take one by one.
    fn partial_row(
        &self,
        text: &mut String,
        last: usize,
        combine: usize,
        value: usize,
    ) -> Result<(), CodegenError> {
        let ty = register_type(self.elements[combine]);
        let size = self.kernel.dims[last];
        let whole = size / PARTIALS * PARTIALS;
        let combined = |a: &str, b: &str| self.combined(combine, a, b);
        let body = self.writer.body(&self.elements, Some(combine))? + &self.point_stores()?;
        let accumulated = self.kernel.accumulated_outputs()[0];
        let acc = format!("acc{accumulated}");
        writeln!(
            text,
            "  {{\n  {ty} part[{PARTIALS}];\n  for (int l = 0; l < {PARTIALS}; ++l) {{\n    const LL i{last} = l;\n{body}    part[l] = v{value};\n  }}"
        )
        .expect("string");
        writeln!(
            text,
            "  for (LL q = {PARTIALS}; q < {whole}LL; q += {PARTIALS}) {{\n#pragma GCC unroll {PARTIALS}\n  for (int l = 0; l < {PARTIALS}; ++l) {{\n    const LL i{last} = q + l;\n{body}    part[l] = {};\n  }}\n  }}",
            combined("part[l]", &format!("v{value}"))?
        )
        .expect("string");
        writeln!(
            text,
            "  {ty} total = part[0];\n  for (int l = 1; l < {PARTIALS}; ++l) total = {};\n  {acc} = {};",
            combined("total", "part[l]")?,
            if matches!(self.kernel.inits[accumulated], Init::None) {
                "total".to_owned()
            } else {
                combined(&acc, "total")?
            }
        )
        .expect("string");
        writeln!(
            text,
            "  for (LL i{last} = {whole}LL; i{last} < {size}LL; ++i{last}) {{\n{body}    {acc} = {};\n  }}\n  }}",
            combined(&acc, &format!("v{value}"))?
        )
        .expect("string");
        Ok(())
    }

    fn combined(&self, combine: usize, a: &str, b: &str) -> Result<String, CodegenError> {
        self.writer.combined(combine, a, b)
    }
}

fn close(text: &mut String, loops: usize) {
    for _ in 0..loops {
        text.push_str("  }\n");
    }
}

/// The dim most of a kernel's accesses are contiguous along (the last of
/// those tied), which its innermost loop runs along.
fn row_dim(kernel: &Kernel) -> Option<usize> {
    let accesses = || kernel.inputs.iter().chain(&kernel.outputs);
    // `max_by_key` keeps the last of equal keys.
    (0..kernel.dims.len()).max_by_key(|&d| accesses().filter(|a| a.coefficients[d] == 1).count())
}

/// The `extern "C"` function of kernel `index` of `executable`:
/// `void (unsigned char *arena, const long long *iscalars, const double
/// *fscalars, long long lo, long long hi)`.
pub fn kernel_function(executable: &Executable, index: usize) -> Result<String, CodegenError> {
    let writer = Writer::new(executable, index)?;
    let kernel = writer.kernel;
    let (reduced, parallel): (Vec<usize>, Vec<usize>) =
        (0..kernel.dims.len()).partition(|&d| kernel.reduction[d]);
    let nest = Nest {
        elements: writer.register_elements()?,
        writer: &writer,
        kernel,
        parallel,
        reduced,
    };
    let mut text = String::new();
    writeln!(
        text,
        "\n// {}: dims {:?}, reduction {:?}\nextern \"C\" void {}(unsigned char *arena, const long long *iscalars, const double *fscalars, LL lo, LL hi) {{\n  (void)iscalars; (void)fscalars; (void)lo; (void)hi;",
        kernel.name,
        kernel.dims,
        kernel.reduction,
        symbol(index)
    )
    .expect("string");
    match row_dim(kernel) {
        None => nest.points(&mut text)?,
        Some(row) if kernel.reduction[row] => {
            let partial = combine_registers(kernel).filter(|_| kernel.dims[row] >= 2 * PARTIALS);
            match partial {
                Some((combine, value)) => nest.rows(&mut text, row, combine, value)?,
                None => nest.points(&mut text)?,
            }
        }
        Some(row) if nest.reduced.is_empty() || kernel.dims[row] > COLUMN_ROW_MAX => {
            nest.points(&mut text)?
        }
        Some(row) => nest.columns(&mut text, row)?,
    }
    text.push_str("}\n");
    Ok(text)
}
