//! [`Form::Points`]: a thread per output, consecutive threads along the
//! outputs' contiguous dim (so that reads along it coalesce), the
//! reduction in row-major order.

use std::fmt::Write;

use super::{CodegenError, Nest, points};

impl Nest<'_, '_> {
    /// The parallel dims in the order a linear output index decomposes
    /// over: `fastest` last.
    pub(super) fn output_order(&self, fastest: Option<usize>) -> Vec<usize> {
        let mut order: Vec<usize> = self
            .parallel
            .iter()
            .copied()
            .filter(|&d| Some(d) != fastest)
            .collect();
        order.extend(fastest);
        order
    }

    pub(super) fn points(
        &self,
        text: &mut String,
        fastest: Option<usize>,
    ) -> Result<(), CodegenError> {
        let (ix, sfx) = (self.ix, self.suffix);
        let outputs = points(self.kernel, false);
        writeln!(
            text,
            "  for ({ix} p = blockIdx.x * ({ix})blockDim.x + threadIdx.x; p < {outputs}{sfx}; p += ({ix})gridDim.x * blockDim.x) {{"
        )
        .expect("string");
        self.decompose(text, "p", &self.output_order(fastest));
        self.inits(text)?;
        for &dim in &self.reduced {
            writeln!(
                text,
                "    for ({ix} i{dim} = 0; i{dim} < {}{sfx}; ++i{dim}) {{",
                self.kernel.dims[dim]
            )
            .expect("string");
        }
        text.push_str("    {\n");
        text.push_str(&self.writer.body(&self.elements, None)?);
        self.yields(text)?;
        text.push_str("    }\n");
        for _ in &self.reduced {
            text.push_str("    }\n");
        }
        self.stores(text)?;
        text.push_str("  }\n");
        Ok(())
    }
}
