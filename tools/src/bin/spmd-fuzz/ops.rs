//! Random straight-line programs over linalg-on-tensors, from a seed: the
//! op families the sharding rules cover (element-wise generics with
//! broadcasts, reductions over any dims, matmul / batch_matmul /
//! transposed contractions, transposes, reshapes, slices, inserts, pads,
//! concatenations, constants and fills; lookups in captured tables and
//! scatters, in `indexed`; convolutions and pools, in `windowed`) on
//! random shapes (size-1 dims, primes, dims that do not divide a mesh) and
//! element types.

use rand::{
    Rng,
    seq::{IndexedRandom, SliceRandom},
};
use rand_chacha::ChaCha8Rng;

use crate::generate::{Element, Program, Value, dims_map, iterators, tensor_type};

pub(crate) struct Builder<'r> {
    pub(crate) rng: &'r mut ChaCha8Rng,
    pub(crate) element: Element,
    arguments: Vec<Value>,
    values: Vec<Value>,
    ops: Vec<(String, Value)>,
    next: usize,
    pub(crate) window_dims: Vec<(usize, usize)>,
}

pub const SIZES: [usize; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 12];

impl Builder<'_> {
    pub(crate) fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }

    fn shape(&mut self, rank: usize) -> Vec<usize> {
        (0..rank)
            .map(|_| *SIZES.choose(self.rng).expect("sizes"))
            .collect()
    }

    /// How many arguments the program has so far.
    pub(crate) fn argument_count(&self) -> usize {
        self.arguments.len()
    }

    pub(crate) fn argument(&mut self, shape: Vec<usize>) -> Value {
        let value = Value {
            name: format!("%arg{}", self.arguments.len()),
            shape,
            element: self.element,
        };
        self.arguments.push(value.clone());
        self.values.push(value.clone());
        value
    }

    pub(crate) fn pick(&mut self, rank_at_least: usize) -> Value {
        let candidates: Vec<Value> = self
            .values
            .iter()
            .filter(|v| v.shape.len() >= rank_at_least)
            .cloned()
            .collect();
        match candidates.choose(self.rng) {
            Some(v) if self.rng.random_bool(0.8) => v.clone(),
            _ => {
                let rank = self
                    .rng
                    .random_range(rank_at_least.max(1)..=3.max(rank_at_least));
                let shape = self.shape(rank);
                self.argument(shape)
            }
        }
    }

    /// A value of exactly `rank` dims (a new argument if none is picked).
    pub(crate) fn pick_rank(&mut self, rank: usize) -> Value {
        let a = self.pick(rank);
        if a.shape.len() == rank {
            a
        } else {
            let shape = self.shape(rank);
            self.argument(shape)
        }
    }

    /// Records an op's text and its result `name` of `shape`.
    pub(crate) fn emit(&mut self, text: String, name: String, shape: Vec<usize>) -> Value {
        let result = Value {
            name,
            shape,
            element: self.element,
        };
        self.ops.push((text, result.clone()));
        self.values.push(result.clone());
        result
    }

    pub(crate) fn empty(&mut self, shape: &[usize]) -> (String, String) {
        let name = self.fresh("e");
        let ty = tensor_type(shape, self.element);
        (format!("    {name} = tensor.empty() : {ty}\n"), name)
    }

    fn constant(&self, value: f64) -> String {
        if self.element.is_float() {
            format!("{value:.6e}")
        } else {
            format!("{}", value as i64)
        }
    }

    pub(crate) fn zero_fill(&mut self, shape: &[usize], value: f64) -> (String, String) {
        let (mut text, empty) = self.empty(shape);
        let (c, f) = (self.fresh("c"), self.fresh("f"));
        let el = self.element.mlir();
        let ty = tensor_type(shape, self.element);
        text.push_str(&format!(
            "    {c} = arith.constant {} : {el}\n",
            self.constant(value)
        ));
        text.push_str(&format!(
            "    {f} = linalg.fill ins({c} : {el}) outs({empty} : {ty}) -> {ty}\n"
        ));
        (text, f)
    }

    fn unary(&mut self) -> Value {
        let a = self.pick(0);
        let el = self.element.mlir();
        let body = if self.element.is_float() {
            [
                "arith.negf {x}",
                "math.tanh {x}",
                "math.absf {x}",
                "arith.mulf {x}, {x}",
            ]
            .choose(self.rng)
            .expect("ops")
            .replace("{x}", "%x")
        } else {
            ["arith.muli %x, %x", "arith.subi %x, %x"]
                .choose(self.rng)
                .expect("ops")
                .to_string()
        };
        let body = if body.starts_with("arith.negf") || body.starts_with("math.") {
            format!("{body} : {el}")
        } else {
            format!("{body} : {el}")
        };
        let rank = a.shape.len();
        let identity = dims_map(rank, &(0..rank).collect::<Vec<_>>());
        let (mut text, empty) = self.empty(&a.shape);
        let r = self.fresh("v");
        let ty = a.ty();
        text.push_str(&format!(
            "    {r} = linalg.generic {{indexing_maps = [{identity}, {identity}], iterator_types = {}}} ins({} : {ty}) outs({empty} : {ty}) {{\n    ^bb0(%x: {el}, %o: {el}):\n      %y = {body}\n      linalg.yield %y : {el}\n    }} -> {ty}\n",
            iterators(&vec![false; rank]), a.name
        ));
        self.emit(text, r, a.shape.clone())
    }

    /// `a op b` with `b` broadcast over some of `a`'s dims.
    fn binary(&mut self) -> Value {
        let a = self.pick(1);
        let rank = a.shape.len();
        let kept: Vec<usize> = (0..rank).filter(|_| self.rng.random_bool(0.7)).collect();
        let b_shape: Vec<usize> = kept.iter().map(|&d| a.shape[d]).collect();
        let b = match self
            .values
            .iter()
            .find(|v| v.shape == b_shape && v.name != a.name)
            .cloned()
        {
            Some(v) if self.rng.random_bool(0.6) => v,
            _ => self.argument(b_shape.clone()),
        };
        let el = self.element.mlir();
        let op = if self.element.is_float() {
            *["arith.addf", "arith.subf", "arith.mulf", "arith.maximumf"]
                .choose(self.rng)
                .expect("ops")
        } else {
            *["arith.addi", "arith.subi", "arith.muli", "arith.maxsi"]
                .choose(self.rng)
                .expect("ops")
        };
        let identity = dims_map(rank, &(0..rank).collect::<Vec<_>>());
        let b_map = dims_map(rank, &kept);
        let (mut text, empty) = self.empty(&a.shape);
        let r = self.fresh("v");
        let ty = a.ty();
        text.push_str(&format!(
            "    {r} = linalg.generic {{indexing_maps = [{identity}, {b_map}, {identity}], iterator_types = {}}} ins({}, {} : {ty}, {}) outs({empty} : {ty}) {{\n    ^bb0(%x: {el}, %z: {el}, %o: {el}):\n      %y = {op} %x, %z : {el}\n      linalg.yield %y : {el}\n    }} -> {ty}\n",
            iterators(&vec![false; rank]), a.name, b.name, b.ty()
        ));
        self.emit(text, r, a.shape.clone())
    }

    fn reduction(&mut self) -> Value {
        let a = self.pick(1);
        let rank = a.shape.len();
        let mut reduced: Vec<bool> = (0..rank).map(|_| self.rng.random_bool(0.5)).collect();
        if !reduced.contains(&true) {
            let d = self.rng.random_range(0..rank);
            reduced[d] = true;
        }
        let kept: Vec<usize> = (0..rank).filter(|&d| !reduced[d]).collect();
        let shape: Vec<usize> = kept.iter().map(|&d| a.shape[d]).collect();
        let max = self.rng.random_bool(0.3);
        let el = self.element.mlir();
        let (op, init) = match (max, self.element.is_float()) {
            (true, true) => ("arith.maximumf", -1.0e4),
            (true, false) => ("arith.maxsi", -1000.0),
            (false, true) => ("arith.addf", 0.0),
            (false, false) => ("arith.addi", 0.0),
        };
        let (mut text, fill) = self.zero_fill(&shape, init);
        let r = self.fresh("v");
        let (ty, rty) = (a.ty(), tensor_type(&shape, self.element));
        text.push_str(&format!(
            "    {r} = linalg.generic {{indexing_maps = [{}, {}], iterator_types = {}}} ins({} : {ty}) outs({fill} : {rty}) {{\n    ^bb0(%x: {el}, %acc: {el}):\n      %y = {op} %acc, %x : {el}\n      linalg.yield %y : {el}\n    }} -> {rty}\n",
            dims_map(rank, &(0..rank).collect::<Vec<_>>()), dims_map(rank, &kept), iterators(&reduced), a.name
        ));
        self.emit(text, r, shape)
    }

    fn contraction(&mut self) -> Value {
        let kind = self.rng.random_range(0..3);
        let el = self.element;
        match kind {
            0 => {
                let a = self.pick_rank(2);
                let n = *SIZES.choose(self.rng).expect("sizes");
                let b = self.argument(vec![a.shape[1], n]);
                let shape = vec![a.shape[0], n];
                let (mut text, fill) = self.zero_fill(&shape, 0.0);
                let r = self.fresh("v");
                let ty = tensor_type(&shape, el);
                text.push_str(&format!(
                    "    {r} = linalg.matmul ins({}, {} : {}, {}) outs({fill} : {ty}) -> {ty}\n",
                    a.name,
                    b.name,
                    a.ty(),
                    b.ty()
                ));
                self.emit(text, r, shape)
            }
            1 => {
                let a = self.pick_rank(3);
                let n = *SIZES.choose(self.rng).expect("sizes");
                let b = self.argument(vec![a.shape[0], a.shape[2], n]);
                let shape = vec![a.shape[0], a.shape[1], n];
                let (mut text, fill) = self.zero_fill(&shape, 0.0);
                let r = self.fresh("v");
                let ty = tensor_type(&shape, el);
                text.push_str(&format!("    {r} = linalg.batch_matmul ins({}, {} : {}, {}) outs({fill} : {ty}) -> {ty}\n", a.name, b.name, a.ty(), b.ty()));
                self.emit(text, r, shape)
            }
            _ => {
                // y[m, n] = sum_k a[m, k] * w[n, k]: a transposed operand.
                let a = self.pick_rank(2);
                let n = *SIZES.choose(self.rng).expect("sizes");
                let w = self.argument(vec![n, a.shape[1]]);
                let shape = vec![a.shape[0], n];
                let (mut text, fill) = self.zero_fill(&shape, 0.0);
                let r = self.fresh("v");
                let e = el.mlir();
                let (mul, add) = if el.is_float() {
                    ("arith.mulf", "arith.addf")
                } else {
                    ("arith.muli", "arith.addi")
                };
                let ty = tensor_type(&shape, el);
                text.push_str(&format!(
                    "    {r} = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins({}, {} : {}, {}) outs({fill} : {ty}) {{\n    ^bb0(%x: {e}, %z: {e}, %acc: {e}):\n      %p = {mul} %x, %z : {e}\n      %y = {add} %acc, %p : {e}\n      linalg.yield %y : {e}\n    }} -> {ty}\n",
                    a.name, w.name, a.ty(), w.ty()
                ));
                self.emit(text, r, shape)
            }
        }
    }

    fn transpose(&mut self) -> Value {
        let a = self.pick(2);
        let rank = a.shape.len();
        let mut permutation: Vec<usize> = (0..rank).collect();
        permutation.shuffle(self.rng);
        let shape: Vec<usize> = permutation.iter().map(|&p| a.shape[p]).collect();
        // Result dim i is source dim permutation[i]: source dim j is read by loop inverse[j].
        let mut inverse = vec![0; rank];
        for (i, &p) in permutation.iter().enumerate() {
            inverse[p] = i;
        }
        let el = self.element.mlir();
        let (mut text, empty) = self.empty(&shape);
        let r = self.fresh("v");
        let ty = tensor_type(&shape, self.element);
        text.push_str(&format!(
            "    {r} = linalg.generic {{indexing_maps = [{}, {}], iterator_types = {}}} ins({} : {}) outs({empty} : {ty}) {{\n    ^bb0(%x: {el}, %o: {el}):\n      linalg.yield %x : {el}\n    }} -> {ty}\n",
            dims_map(rank, &inverse), dims_map(rank, &(0..rank).collect::<Vec<_>>()), iterators(&vec![false; rank]), a.name, a.ty()
        ));
        self.emit(text, r, shape)
    }

    fn reshape(&mut self) -> Value {
        let a = self.pick(1);
        let rank = a.shape.len();
        let r = self.fresh("v");
        if rank >= 2 && self.rng.random_bool(0.5) {
            let d = self.rng.random_range(0..rank - 1);
            let mut groups: Vec<Vec<usize>> = Vec::new();
            let mut shape = Vec::new();
            let mut i = 0;
            while i < rank {
                if i == d {
                    groups.push(vec![i, i + 1]);
                    shape.push(a.shape[i] * a.shape[i + 1]);
                    i += 2;
                } else {
                    groups.push(vec![i]);
                    shape.push(a.shape[i]);
                    i += 1;
                }
            }
            let text = format!(
                "    {r} = tensor.collapse_shape {} {:?} : {} into {}\n",
                a.name,
                groups,
                a.ty(),
                tensor_type(&shape, self.element)
            );
            self.emit(text, r, shape)
        } else {
            let d = self.rng.random_range(0..rank);
            let size = a.shape[d];
            let factor = (2..=size)
                .find(|f| size.is_multiple_of(*f) && self.rng.random_bool(0.5))
                .unwrap_or(1);
            let mut groups: Vec<Vec<usize>> = Vec::new();
            let mut shape = Vec::new();
            for i in 0..rank {
                if i == d {
                    groups.push(vec![shape.len(), shape.len() + 1]);
                    shape.push(factor);
                    shape.push(size / factor);
                } else {
                    groups.push(vec![shape.len()]);
                    shape.push(a.shape[i]);
                }
            }
            let output: Vec<String> = shape.iter().map(ToString::to_string).collect();
            let text = format!(
                "    {r} = tensor.expand_shape {} {:?} output_shape [{}] : {} into {}\n",
                a.name,
                groups,
                output.join(", "),
                a.ty(),
                tensor_type(&shape, self.element)
            );
            self.emit(text, r, shape)
        }
    }

    fn slice_box(&mut self, shape: &[usize]) -> (Vec<usize>, Vec<usize>) {
        let sizes: Vec<usize> = shape
            .iter()
            .map(|&s| self.rng.random_range(1..=s))
            .collect();
        let offsets: Vec<usize> = shape
            .iter()
            .zip(&sizes)
            .map(|(&s, &z)| self.rng.random_range(0..=s - z))
            .collect();
        (offsets, sizes)
    }

    fn list(values: &[usize]) -> String {
        values
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn slice(&mut self) -> Value {
        let a = self.pick(1);
        let (offsets, sizes) = self.slice_box(&a.shape);
        let r = self.fresh("v");
        let ones = vec![1; sizes.len()];
        let ty = tensor_type(&sizes, self.element);
        let text = format!(
            "    {r} = tensor.extract_slice {}[{}] [{}] [{}] : {} to {ty}\n",
            a.name,
            Self::list(&offsets),
            Self::list(&sizes),
            Self::list(&ones),
            a.ty()
        );
        self.emit(text, r, sizes)
    }

    fn insert(&mut self) -> Value {
        let a = self.pick(1);
        let (offsets, sizes) = self.slice_box(&a.shape);
        let source = match self.values.iter().find(|v| v.shape == sizes).cloned() {
            Some(v) => v,
            None => self.argument(sizes.clone()),
        };
        let r = self.fresh("v");
        let ones = vec![1; sizes.len()];
        let text = format!(
            "    {r} = tensor.insert_slice {} into {}[{}] [{}] [{}] : {} into {}\n",
            source.name,
            a.name,
            Self::list(&offsets),
            Self::list(&sizes),
            Self::list(&ones),
            source.ty(),
            a.ty()
        );
        self.emit(text, r, a.shape.clone())
    }

    fn pad(&mut self) -> Value {
        let a = self.pick(1);
        let low: Vec<usize> = a
            .shape
            .iter()
            .map(|_| self.rng.random_range(0..3))
            .collect();
        let high: Vec<usize> = a
            .shape
            .iter()
            .map(|_| self.rng.random_range(0..3))
            .collect();
        self.pad_with(a, &low, &high)
    }

    /// `a` padded by `low` and `high` with 0.5 (or 0).
    pub(crate) fn pad_with(&mut self, a: Value, low: &[usize], high: &[usize]) -> Value {
        let shape: Vec<usize> = a
            .shape
            .iter()
            .zip(low)
            .zip(high)
            .map(|((s, l), h)| s + l + h)
            .collect();
        let el = self.element.mlir();
        let (c, r) = (self.fresh("c"), self.fresh("v"));
        let indices: Vec<String> = (0..shape.len()).map(|i| format!("%i{i}: index")).collect();
        let value = if self.rng.random_bool(0.5) { 0.5 } else { 0.0 };
        let text = format!(
            "    {c} = arith.constant {} : {el}\n    {r} = tensor.pad {} low[{}] high[{}] {{\n    ^bb0({}):\n      tensor.yield {c} : {el}\n    }} : {} to {}\n",
            self.constant(value),
            a.name,
            Self::list(low),
            Self::list(high),
            indices.join(", "),
            a.ty(),
            tensor_type(&shape, self.element)
        );
        self.emit(text, r, shape)
    }

    fn concat(&mut self) -> Value {
        let a = self.pick(1);
        let d = self.rng.random_range(0..a.shape.len());
        let mut other = a.shape.clone();
        other[d] = *SIZES.choose(self.rng).expect("sizes");
        let b = self.argument(other.clone());
        let mut shape = a.shape.clone();
        shape[d] += other[d];
        let r = self.fresh("v");
        let text = format!(
            "    {r} = tensor.concat dim({d}) {}, {} : ({}, {}) -> {}\n",
            a.name,
            b.name,
            a.ty(),
            b.ty(),
            tensor_type(&shape, self.element)
        );
        self.emit(text, r, shape)
    }

    fn splat(&mut self) -> Value {
        let rank = self.rng.random_range(1..=3);
        let shape = self.shape(rank);
        let r = self.fresh("v");
        let ty = tensor_type(&shape, self.element);
        let text = format!(
            "    {r} = arith.constant dense<{}> : {ty}\n",
            self.constant(0.25)
        );
        let constant = self.emit(text, r, shape);
        // Constants feed something: add an argument of the same shape.
        let b = self.argument(constant.shape.clone());
        let el = self.element.mlir();
        let op = if self.element.is_float() {
            "arith.addf"
        } else {
            "arith.addi"
        };
        let rank = constant.shape.len();
        let identity = dims_map(rank, &(0..rank).collect::<Vec<_>>());
        let (mut text, empty) = self.empty(&constant.shape);
        let s = self.fresh("v");
        text.push_str(&format!(
            "    {s} = linalg.generic {{indexing_maps = [{identity}, {identity}, {identity}], iterator_types = {}}} ins({}, {} : {ty}, {ty}) outs({empty} : {ty}) {{\n    ^bb0(%x: {el}, %z: {el}, %o: {el}):\n      %y = {op} %x, %z : {el}\n      linalg.yield %y : {el}\n    }} -> {ty}\n",
            iterators(&vec![false; rank]), constant.name, b.name
        ));
        self.emit(text, s, constant.shape.clone())
    }
}

/// A random program of about `size` ops, from `rng`.
pub fn program(rng: &mut ChaCha8Rng, size: usize) -> Program {
    let element = match rng.random_range(0..10) {
        0 => Element::F16,
        1 => Element::BF16,
        2 => Element::I32,
        _ => Element::F32,
    };
    let mut builder = Builder {
        rng,
        element,
        arguments: Vec::new(),
        values: Vec::new(),
        ops: Vec::new(),
        next: 0,
        window_dims: Vec::new(),
    };
    let count = builder.rng.random_range(1..=size.max(1));
    for _ in 0..count {
        match builder.rng.random_range(0..15) {
            14 => builder.windowed(),
            12 => builder.gather(),
            13 => builder.scatter(),
            0 => builder.unary(),
            1 | 2 => builder.binary(),
            3 | 4 => builder.reduction(),
            5 | 6 => builder.contraction(),
            7 => builder.transpose(),
            8 => builder.reshape(),
            9 => builder.slice(),
            10 => match builder.rng.random_range(0..3) {
                0 => builder.insert(),
                1 => builder.pad(),
                _ => builder.concat(),
            },
            _ => builder.splat(),
        };
    }
    let results = builder.rng.random_range(1..=2.min(builder.ops.len()));
    let total = builder.ops.len();
    let returns = (total - results..total).collect();
    Program {
        arguments: builder.arguments,
        ops: builder.ops,
        returns,
        element,
        window_dims: builder.window_dims,
    }
}
