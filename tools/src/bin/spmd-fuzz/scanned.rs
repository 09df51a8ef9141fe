//! Random scanned training steps for `spmd-pipeline`: layers stacked on
//! dim 0 of one param and run by an `scf.for` each way, as `jax.lax.scan`
//! exports them: `h = act(h W[l])` forward, storing each layer's input and
//! output by layer, the backward reading them in reverse and inserting
//! each layer's gradient; loss `0.5 sum(h^2)`, the SGD update.

use rand::{Rng, seq::IndexedRandom};
use rand_chacha::ChaCha8Rng;

use crate::generate::{Element, Program, Value};

/// Layer counts, batches and widths drawn from.
const LAYERS: [usize; 4] = [2, 4, 6, 8];
const BATCHES: [usize; 4] = [4, 6, 8, 12];
const WIDTHS: [usize; 3] = [2, 4, 8];

/// A scanned step and its layer count and batch.
pub fn scanned_step(rng: &mut ChaCha8Rng) -> (Program, usize, usize) {
    let element = Element::F32;
    let layers = *LAYERS.choose(rng).expect("layers");
    let batch = *BATCHES.choose(rng).expect("batches");
    let width = *WIDTHS.choose(rng).expect("widths");
    let rate = [0.05, 0.1, 0.3][rng.random_range(0..3)];
    // The activation and its derivative from the layer's output `t`.
    let (activation, derivative) = if rng.random_bool(0.5) {
        (
            "%r = math.tanh %a : f32",
            "%tt = arith.mulf %t, %t : f32\n      %s = arith.subf %one, %tt : f32",
        )
    } else {
        // x / (1 + |x|): its derivative is (1 - |t|)^2.
        (
            "%m = math.absf %a : f32\n      %n = arith.addf %m, %one : f32\n      %r = arith.divf %a, %n : f32",
            "%m = math.absf %t : f32\n      %u = arith.subf %one, %m : f32\n      %s = arith.mulf %u, %u : f32",
        )
    };
    let value = |name: &str, shape: Vec<usize>| Value {
        name: name.to_owned(),
        shape,
        element,
    };
    let (l, b, d) = (layers, batch, width);
    let last = l - 1;
    let stacked = format!("tensor<{l}x{d}x{d}xf32>");
    let rows = format!("tensor<{b}x{d}xf32>");
    let residuals = format!("tensor<{l}x{b}x{d}xf32>");
    let id2 = "affine_map<(d0, d1) -> (d0, d1)>";
    let id3 = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>";
    let layer_index = |iv: &str| {
        format!(
            "      %ii = arith.index_cast {iv} : i32 to index\n      %l0 = arith.maxsi %ii, %c0 : index\n      %l = arith.minsi %l0, %clast : index\n"
        )
    };
    let slice = |name: &str, of: &str, ty: &str, rows_of: usize| {
        format!(
            "      {name}_s = tensor.extract_slice {of}[%l, 0, 0] [1, {rows_of}, {d}] [1, 1, 1] : {ty} to tensor<1x{rows_of}x{d}xf32>\n      {name} = tensor.collapse_shape {name}_s [[0, 1], [2]] : tensor<1x{rows_of}x{d}xf32> into tensor<{rows_of}x{d}xf32>\n"
        )
    };
    let constants = format!(
        "    %c0 = arith.constant 0 : index\n    %clast = arith.constant {last} : index\n    %c0_i32 = arith.constant 0 : i32\n    %c1_i32 = arith.constant 1 : i32\n    %clast_i32 = arith.constant {last} : i32\n    %cl_i32 = arith.constant {l} : i32\n    %zero = arith.constant 0.000000e+00 : f32\n    %one = arith.constant 1.000000e+00 : f32\n    %half = arith.constant 5.000000e-01 : f32\n    %lr = arith.constant {rate:.6e} : f32\n    %zs = arith.constant dense<0.000000e+00> : {stacked}\n    %zr = arith.constant dense<0.000000e+00> : {residuals}\n"
    );
    let forward = format!(
        "    %fwd:3 = scf.for %i = %c0_i32 to %cl_i32 step %c1_i32 iter_args(%h = %arg1, %ins = %zr, %outs = %zr) -> ({rows}, {residuals}, {residuals}) : i32 {{\n{}{}      %e = tensor.empty() : {rows}\n      %z = linalg.fill ins(%zero : f32) outs(%e : {rows}) -> {rows}\n      %y = linalg.matmul ins(%h, %wl : {rows}, tensor<{d}x{d}xf32>) outs(%z : {rows}) -> {rows}\n      %t = linalg.generic {{indexing_maps = [{id2}, {id2}], iterator_types = [\"parallel\", \"parallel\"]}} ins(%y : {rows}) outs(%e : {rows}) {{\n      ^bb0(%a: f32, %o: f32):\n      {activation}\n        linalg.yield %r : f32\n      }} -> {rows}\n      %hu = tensor.expand_shape %h [[0, 1], [2]] output_shape [1, {b}, {d}] : {rows} into tensor<1x{b}x{d}xf32>\n      %ins2 = tensor.insert_slice %hu into %ins[%l, 0, 0] [1, {b}, {d}] [1, 1, 1] : tensor<1x{b}x{d}xf32> into {residuals}\n      %tu = tensor.expand_shape %t [[0, 1], [2]] output_shape [1, {b}, {d}] : {rows} into tensor<1x{b}x{d}xf32>\n      %outs2 = tensor.insert_slice %tu into %outs[%l, 0, 0] [1, {b}, {d}] [1, 1, 1] : tensor<1x{b}x{d}xf32> into {residuals}\n      scf.yield %t, %ins2, %outs2 : {rows}, {residuals}, {residuals}\n    }}\n",
        layer_index("%i"),
        slice("%wl", "%arg0", &stacked, d),
    );
    let loss = format!(
        "    %le = tensor.empty() : tensor<f32>\n    %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>\n    %sum = linalg.generic {{indexing_maps = [{id2}, affine_map<(d0, d1) -> ()>], iterator_types = [\"reduction\", \"reduction\"]}} ins(%fwd#0 : {rows}) outs(%lz : tensor<f32>) {{\n    ^bb0(%a: f32, %acc: f32):\n      %sq = arith.mulf %a, %a : f32\n      %s = arith.addf %sq, %acc : f32\n      linalg.yield %s : f32\n    }} -> tensor<f32>\n    %loss = linalg.generic {{indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}} ins(%sum : tensor<f32>) outs(%le : tensor<f32>) {{\n    ^bb0(%a: f32, %o: f32):\n      %r = arith.mulf %a, %half : f32\n      linalg.yield %r : f32\n    }} -> tensor<f32>\n"
    );
    let backward = format!(
        "    %bwd:2 = scf.for %i = %c0_i32 to %cl_i32 step %c1_i32 iter_args(%dh = %fwd#0, %g = %zs) -> ({rows}, {stacked}) : i32 {{\n      %j = arith.subi %clast_i32, %i : i32\n{}{}{}{}      %e = tensor.empty() : {rows}\n      %ew = tensor.empty() : tensor<{d}x{d}xf32>\n      %dy = linalg.generic {{indexing_maps = [{id2}, {id2}, {id2}], iterator_types = [\"parallel\", \"parallel\"]}} ins(%dh, %tl : {rows}, {rows}) outs(%e : {rows}) {{\n      ^bb0(%p: f32, %t: f32, %o: f32):\n      {derivative}\n        %r = arith.mulf %p, %s : f32\n        linalg.yield %r : f32\n      }} -> {rows}\n      %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<{d}x{d}xf32>) -> tensor<{d}x{d}xf32>\n      %dw = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins(%hl, %dy : {rows}, {rows}) outs(%zw : tensor<{d}x{d}xf32>) {{\n      ^bb0(%p: f32, %q: f32, %acc: f32):\n        %r = arith.mulf %p, %q : f32\n        %s = arith.addf %acc, %r : f32\n        linalg.yield %s : f32\n      }} -> tensor<{d}x{d}xf32>\n      %zx = linalg.fill ins(%zero : f32) outs(%e : {rows}) -> {rows}\n      %dx = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins(%dy, %wl : {rows}, tensor<{d}x{d}xf32>) outs(%zx : {rows}) {{\n      ^bb0(%p: f32, %q: f32, %acc: f32):\n        %r = arith.mulf %p, %q : f32\n        %s = arith.addf %acc, %r : f32\n        linalg.yield %s : f32\n      }} -> {rows}\n      %dwu = tensor.expand_shape %dw [[0, 1], [2]] output_shape [1, {d}, {d}] : tensor<{d}x{d}xf32> into tensor<1x{d}x{d}xf32>\n      %g2 = tensor.insert_slice %dwu into %g[%l, 0, 0] [1, {d}, {d}] [1, 1, 1] : tensor<1x{d}x{d}xf32> into {stacked}\n      scf.yield %dx, %g2 : {rows}, {stacked}\n    }}\n",
        layer_index("%j"),
        slice("%hl", "%fwd#1", &residuals, b),
        slice("%tl", "%fwd#2", &residuals, b),
        slice("%wl", "%arg0", &stacked, d),
    );
    let update = format!(
        "    %ne = tensor.empty() : {stacked}\n    %new = linalg.generic {{indexing_maps = [{id3}, {id3}, {id3}], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%arg0, %bwd#1 : {stacked}, {stacked}) outs(%ne : {stacked}) {{\n    ^bb0(%p: f32, %q: f32, %o: f32):\n      %s = arith.mulf %q, %lr : f32\n      %r = arith.subf %p, %s : f32\n      linalg.yield %r : f32\n    }} -> {stacked}\n"
    );
    let program = Program {
        arguments: vec![value("%arg0", vec![l, d, d]), value("%arg1", vec![b, d])],
        ops: vec![
            (constants, value("%zs", vec![l, d, d])),
            (forward, value("%fwd#0", vec![b, d])),
            (loss, value("%loss", vec![])),
            (backward, value("%bwd#1", vec![l, d, d])),
            (update, value("%new", vec![l, d, d])),
        ],
        returns: vec![2, 4],
        element,
        window_dims: Vec::new(),
    };
    (program, layers, batch)
}

/// The machine model [`pipeline`]'s auto-sharding names, which
/// `property::check` writes into the case's folder: slow devices and a
/// slow first axis, where stages may win.
pub const SLOW_LINK_MODEL: &str = "SLOW_LINK_MODEL";

/// The model's JSON.
pub const SLOW_LINK_JSON: &str = r#"{"preset": "h100", "peak_tflops": 0.00001, "axes": [{"bandwidth_gb_per_s": 0.001, "latency_us": 1}, {"bandwidth_gb_per_s": 450, "latency_us": 1}]}"#;

/// The pipeline for a scanned step of `layers` and `batch`: a fifth of the
/// time (even layers and batch) `spmd-auto-shard{pipeline=auto}` on a 2x2
/// mesh under [`SLOW_LINK_MODEL`] (stages on axis 0 where its estimate
/// says so), by the ILP or a baseline; else `spmd-pipeline` on a divisor of the layers, in
/// micro-batches dividing the batch (at least two), half the time with
/// data parallelism on a second axis, else on a mesh of its own
/// (`stages=N`) or one `spmd-shard-args` declares; GPipe's schedule or
/// 1F1B's.
pub fn pipeline(rng: &mut ChaCha8Rng, layers: usize, batch: usize) -> String {
    if layers.is_multiple_of(2) && batch.is_multiple_of(2) && rng.random_range(0..5) == 0 {
        let algo = ["ilp", "dp", "megatron"].choose(rng).expect("three");
        return format!(
            "spmd-auto-shard{{mesh=2x2 algo={algo} pipeline=auto model={SLOW_LINK_MODEL} time-limit=10}}"
        );
    }
    let stages: Vec<usize> = (1..=layers)
        .filter(|s| layers % s == 0 && *s <= 4)
        .collect();
    let stages = *stages.choose(rng).expect("1 divides");
    let data: usize = if rng.random_bool(0.5) { 2 } else { 1 };
    // Data parallelism needs each micro-batch of two examples or more,
    // split evenly over its ranks.
    let counts: Vec<usize> = (2..=batch)
        .filter(|m| batch % m == 0 && (data == 1 || (batch / m) % data == 0 && batch / m >= 2))
        .collect();
    let count = *counts.choose(rng).unwrap_or(&2);
    let schedule = if rng.random_bool(0.5) {
        "gpipe"
    } else {
        "1f1b"
    };
    if data > 1 {
        format!(
            "spmd-microbatch{{count={count}}},spmd-data-parallel{{style=replicate mesh={data}x{stages} mesh-axis=0}},spmd-pipeline{{mesh-axis=1 schedule={schedule}}}"
        )
    } else if rng.random_bool(0.5) {
        format!(
            "spmd-microbatch{{count={count}}},spmd-pipeline{{stages={stages} schedule={schedule}}}"
        )
    } else {
        format!(
            "spmd-microbatch{{count={count}}},spmd-shard-args{{mesh={stages} axis-names=pp args=0=R}},spmd-propagate,spmd-partition,spmd-pipeline{{schedule={schedule}}}"
        )
    }
}
