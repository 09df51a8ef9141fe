//! Random lookups in captured tables and scatters: a `linalg.generic`
//! reading a table it captures (`tensor.extract`) at ids computed from
//! an argument (in range by construction: `|x| * 8 mod rows`), yielding
//! what it looks up or a non-linear function of it; a scatter (torch-mlir's
//! `tm_tensor.scatter`) adding or writing rows at ids computed from the
//! loop.

use rand::{Rng, seq::IndexedRandom};

use crate::{
    generate::{Value, dims_map, iterators, tensor_type},
    ops::{Builder, SIZES},
};

impl Builder<'_> {
    /// `result[.., j] = f(table[id(src[..]), j])`.
    pub(crate) fn gather(&mut self) -> Value {
        let table = self.pick_rank(2);
        // Ids from an argument: ids computed from results would differ
        // between backends by rounding (a GEMM's accumulation order) and
        // pick other rows.
        let rank = self.rng.random_range(1..=2);
        let shape = (0..rank)
            .map(|_| *SIZES.choose(self.rng).expect("sizes"))
            .collect();
        let source = self.argument(shape);
        let (rows, columns) = (table.shape[0], table.shape[1]);
        let rank = source.shape.len() + 1;
        let mut shape = source.shape.clone();
        shape.push(columns);
        let el = self.element.mlir();
        let id = if self.element.is_float() {
            format!(
                "      %a = math.absf %x : {el}\n      %eight = arith.constant 8.0 : {el}\n      %s = arith.mulf %a, %eight : {el}\n      %t = arith.fptosi %s : {el} to i32\n      %u = arith.index_cast %t : i32 to index\n"
            )
        } else {
            format!(
                "      %a = math.absi %x : {el}\n      %u = arith.index_cast %a : {el} to index\n"
            )
        };
        let looked_up = match self.rng.random_range(0..3) {
            0 if self.element.is_float() => format!("      %y = math.tanh %v : {el}\n"),
            1 if self.element.is_float() => format!("      %y = arith.negf %v : {el}\n"),
            _ => format!(
                "      %y = arith.addi %c0i, %c0i : i1\n      %w = arith.select %y, %v, %v : {el}\n"
            ),
        };
        let yielded = if looked_up.contains("%w") { "%w" } else { "%y" };
        let (mut text, empty) = self.empty(&shape);
        let r = self.fresh("v");
        let ty = tensor_type(&shape, self.element);
        text.push_str(&format!(
            "    {r} = linalg.generic {{indexing_maps = [{}, {}], iterator_types = {}}} ins({} : {}) outs({empty} : {ty}) {{\n    ^bb0(%x: {el}, %o: {el}):\n{id}      %rows = arith.constant {rows} : index\n      %i = arith.remui %u, %rows : index\n      %j = linalg.index {} : index\n      %v = tensor.extract {}[%i, %j] : {}\n      %c0i = arith.constant false\n{looked_up}      linalg.yield {yielded} : {el}\n    }} -> {ty}\n",
            dims_map(rank, &(0..rank - 1).collect::<Vec<_>>()),
            dims_map(rank, &(0..rank).collect::<Vec<_>>()),
            iterators(&vec![false; rank]),
            source.name,
            source.ty(),
            rank - 1,
            table.name,
            table.ty(),
        ));
        self.emit(text, r, shape)
    }

    /// `original` with `n` update rows added (or written) at rows
    /// `(k * step + start) mod rows`.
    pub(crate) fn scatter(&mut self) -> Value {
        let original = self.pick_rank(2);
        let (rows, columns) = (original.shape[0], original.shape[1]);
        let n = *SIZES.choose(self.rng).expect("sizes");
        let updates = self.argument(vec![n, 1, columns]);
        let (step, start) = (self.rng.random_range(1..5), self.rng.random_range(0..rows));
        let el = self.element.mlir();
        let ids = self.fresh("ids");
        let ids_empty = self.fresh("e");
        let ids_ty = format!("tensor<{n}x1xi64>");
        let mut text = format!(
            "    {ids_empty} = tensor.empty() : {ids_ty}\n    {ids} = linalg.generic {{indexing_maps = [{}], iterator_types = {}}} outs({ids_empty} : {ids_ty}) {{\n    ^bb0(%o: i64):\n      %k = linalg.index 0 : index\n      %step = arith.constant {step} : index\n      %start = arith.constant {start} : index\n      %rows = arith.constant {rows} : index\n      %p = arith.muli %k, %step : index\n      %q = arith.addi %p, %start : index\n      %m = arith.remui %q, %rows : index\n      %id = arith.index_cast %m : index to i64\n      linalg.yield %id : i64\n    }} -> {ids_ty}\n",
            dims_map(2, &[0, 1]),
            iterators(&[false, false]),
        );
        let add = if self.element.is_float() {
            "arith.addf"
        } else {
            "arith.addi"
        };
        let body = if self.rng.random_bool(0.7) {
            format!("      %s = {add} %b, %a : {el}\n      tm_tensor.yield %s : {el}\n")
        } else {
            format!("      tm_tensor.yield %a : {el}\n")
        };
        let r = self.fresh("v");
        let ty = original.ty();
        text.push_str(&format!(
            "    {r} = tm_tensor.scatter {{dimension_map = array<i64: 0>}} unique_indices(false) ins({}, {ids} : {}, {ids_ty}) outs({} : {ty}) {{\n    ^bb0(%a: {el}, %b: {el}):\n{body}    }} -> {ty}\n",
            updates.name,
            updates.ty(),
            original.name,
        ));
        self.emit(text, r, original.shape.clone())
    }
}
