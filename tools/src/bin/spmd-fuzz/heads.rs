//! Random multi-head attention layouts, as JAX and torch-mlir export a
//! transformer layer: a fused QKV projection's output plus its bias split
//! into q / k / v, heads made by expand + transpose + collapse around
//! batched GEMMs, an element-wise chain on the scores (an expensive op
//! with several readers, some returned), the heads put side by side for an
//! output projection, a backward's dO split into heads for GEMMs (one
//! through a second transpose), and per-head GEMM results put back side by
//! side into a zero d(qkv) by insertions. What the lowering folds into GEMM
//! strides, evaluates through slices, writes as extra kernel outputs or
//! writes straight into an insertion.

use rand::{Rng, seq::IndexedRandom};
use rand_chacha::ChaCha8Rng;

use crate::generate::{Element, Program, Value, dims_map, tensor_type};

/// Body text of a `linalg.generic`: `maps` and `inputs` (name, type), the
/// yield computed by `body` from `%i0, %i1, ...`.
fn generic(out: &Value, inputs: &[(&Value, String)], body: &str) -> String {
    let rank = out.shape.len();
    let maps: Vec<String> = inputs.iter().map(|(_, map)| map.clone()).collect();
    let names: Vec<&str> = inputs.iter().map(|(v, _)| v.name.as_str()).collect();
    let types: Vec<String> = inputs.iter().map(|(v, _)| v.ty()).collect();
    let arguments: Vec<String> = (0..inputs.len()).map(|i| format!("%i{i}: f32")).collect();
    format!(
        "    {o}_e = tensor.empty() : {ty}\n    {o} = linalg.generic {{indexing_maps = [{}, {}], iterator_types = [{}]}} ins({} : {}) outs({o}_e : {ty}) {{\n    ^bb0({}, %o: f32):\n{body}    }} -> {ty}\n",
        maps.join(", "),
        dims_map(rank, &(0..rank).collect::<Vec<_>>()),
        vec!["\"parallel\""; rank].join(", "),
        names.join(", "),
        types.join(", "),
        arguments.join(", "),
        o = out.name,
        ty = out.ty(),
    )
}

/// A random multi-head program (see the module doc).
pub fn heads(rng: &mut ChaCha8Rng) -> Program {
    let element = Element::F32;
    let (batch, seq, heads, dim) = (
        rng.random_range(1..=3),
        *[2, 3, 4].choose(rng).expect("lengths"),
        rng.random_range(1..=3),
        rng.random_range(1..=3),
    );
    let width = heads * dim;
    let value = |name: &str, shape: Vec<usize>| Value {
        name: name.to_owned(),
        shape,
        element,
    };
    let arguments = vec![
        value("%arg0", vec![batch, seq, 3 * width]),
        value("%arg1", vec![3 * width]),
        value("%arg2", vec![width, width]),
        value("%arg3", vec![batch * seq, width]),
    ];
    let mut ops: Vec<(String, Value)> = Vec::new();
    let mut push = |text: String, result: Value| {
        ops.push((text, result.clone()));
        result
    };
    let identity = |rank: usize| dims_map(rank, &(0..rank).collect::<Vec<_>>());
    let t = |shape: &[usize]| tensor_type(shape, element);
    // Reshapes, transposes and GEMMs as text.
    let reshape = |op: &str, out: &Value, input: &Value, groups: &str| {
        let shape = if op == "expand_shape" {
            let dims: Vec<String> = out.shape.iter().map(usize::to_string).collect();
            format!(" output_shape [{}]", dims.join(", "))
        } else {
            String::new()
        };
        format!(
            "    {} = tensor.{op} {} {groups}{shape} : {} into {}\n",
            out.name,
            input.name,
            input.ty(),
            out.ty()
        )
    };
    let transpose = |out: &Value, input: &Value, permutation: &[usize]| {
        let p: Vec<String> = permutation.iter().map(usize::to_string).collect();
        format!(
            "    {o}_e = tensor.empty() : {ty}\n    {o} = linalg.transpose ins({} : {}) outs({o}_e : {ty}) permutation = [{}]\n",
            input.name,
            input.ty(),
            p.join(", "),
            o = out.name,
            ty = out.ty()
        )
    };
    let matmul = |out: &Value, a: &Value, b: &Value| {
        let op = if out.shape.len() == 3 {
            "batch_matmul"
        } else {
            "matmul"
        };
        format!(
            "    {o}_e = tensor.empty() : {ty}\n    {o}_z = arith.constant 0.0 : f32\n    {o}_f = linalg.fill ins({o}_z : f32) outs({o}_e : {ty}) -> {ty}\n    {o} = linalg.{op} ins({}, {} : {}, {}) outs({o}_f : {ty}) -> {ty}\n",
            a.name,
            b.name,
            a.ty(),
            b.ty(),
            o = out.name,
            ty = out.ty()
        )
    };
    // The projection plus its bias, split into q / k / v heads.
    let biased = value("%biased", vec![batch, seq, 3 * width]);
    let text = generic(
        &biased,
        &[
            (&arguments[0], identity(3)),
            (&arguments[1], dims_map(3, &[2])),
        ],
        "      %y = arith.addf %i0, %i1 : f32\n      linalg.yield %y : f32\n",
    );
    let biased = push(text, biased);
    let mut split = Vec::new();
    for (j, name) in ["q", "k", "v"].into_iter().enumerate() {
        let slice = value(&format!("%{name}"), vec![batch, seq, width]);
        let text = format!(
            "    {} = tensor.extract_slice {}[0, 0, {}] [{batch}, {seq}, {width}] [1, 1, 1] : {} to {}\n",
            slice.name,
            biased.name,
            j * width,
            biased.ty(),
            slice.ty()
        );
        let slice = push(text, slice);
        let expanded = value(&format!("%{name}4"), vec![batch, seq, heads, dim]);
        let text = reshape("expand_shape", &expanded, &slice, "[[0], [1], [2, 3]]");
        let expanded = push(text, expanded);
        // k as [b, h, d, s], q and v as [b, h, s, d].
        let (permutation, shape) = if name == "k" {
            ([0, 2, 3, 1], vec![batch, heads, dim, seq])
        } else {
            ([0, 2, 1, 3], vec![batch, heads, seq, dim])
        };
        let transposed = value(&format!("%{name}t"), shape.clone());
        let text = transpose(&transposed, &expanded, &permutation);
        let transposed = push(text, transposed);
        let collapsed = value(
            &format!("%{name}c"),
            vec![batch * heads, shape[2], shape[3]],
        );
        let text = reshape(
            "collapse_shape",
            &collapsed,
            &transposed,
            "[[0, 1], [2], [3]]",
        );
        split.push(push(text, collapsed));
    }
    let (qc, kc, vc) = (&split[0], &split[1], &split[2]);
    let square = vec![batch * heads, seq, seq];
    let scores = value("%scores", square.clone());
    let scores = push(matmul(&scores, qc, kc), scores);
    // The scaled scores, an expensive op two kernels read, one of them
    // returned, and their combination.
    let scaled = value("%scaled", square.clone());
    let text = generic(
        &scaled,
        &[(&scores, identity(3))],
        "      %c = arith.constant 3.0 : f32\n      %y = arith.divf %i0, %c : f32\n      linalg.yield %y : f32\n",
    );
    let scaled = push(text, scaled);
    let tanh = value("%tanh", square.clone());
    let text = generic(
        &tanh,
        &[(&scaled, identity(3))],
        "      %y = math.tanh %i0 : f32\n      linalg.yield %y : f32\n",
    );
    let tanh = push(text, tanh);
    let gate = value("%gate", square.clone());
    let text = generic(
        &gate,
        &[(&scaled, identity(3)), (&tanh, identity(3))],
        "      %c = arith.constant 1.0 : f32\n      %p = arith.addf %i1, %c : f32\n      %y = arith.mulf %i0, %p : f32\n      linalg.yield %y : f32\n",
    );
    let gate = push(text, gate);
    let probabilities = value("%probabilities", square.clone());
    let read_transposed = rng.random_bool(0.3);
    let text = generic(
        &probabilities,
        &[
            (&gate, identity(3)),
            (
                &tanh,
                if read_transposed {
                    dims_map(3, &[0, 2, 1])
                } else {
                    identity(3)
                },
            ),
        ],
        "      %sq = arith.mulf %i1, %i1 : f32\n      %y = arith.subf %i0, %sq : f32\n      linalg.yield %y : f32\n",
    );
    let probabilities = push(text, probabilities);
    // PV, its heads side by side, the output projection.
    let pv = value("%pv", vec![batch * heads, seq, dim]);
    let pv = push(matmul(&pv, &probabilities, vc), pv);
    let pv4 = value("%pv4", vec![batch, heads, seq, dim]);
    let text = reshape("expand_shape", &pv4, &pv, "[[0, 1], [2], [3]]");
    let pv4 = push(text, pv4);
    let side = value("%side", vec![batch, seq, heads, dim]);
    let text = transpose(&side, &pv4, &[0, 2, 1, 3]);
    let side = push(text, side);
    let flat = value("%flat", vec![batch * seq, width]);
    let text = reshape("collapse_shape", &flat, &side, "[[0, 1], [2, 3]]");
    let flat = push(text, flat);
    let projected = value("%projected", vec![batch * seq, width]);
    let projected = push(matmul(&projected, &flat, &arguments[2]), projected);
    // dO's heads, read by two GEMMs, one through a second transpose.
    let do4 = value("%do4", vec![batch, seq, heads, dim]);
    let text = reshape("expand_shape", &do4, &arguments[3], "[[0, 1], [2, 3]]");
    let do4 = push(text, do4);
    let dot = value("%dot", vec![batch, heads, seq, dim]);
    let text = transpose(&dot, &do4, &[0, 2, 1, 3]);
    let dot = push(text, dot);
    let dotc = value("%dotc", vec![batch * heads, seq, dim]);
    let text = reshape("collapse_shape", &dotc, &dot, "[[0, 1], [2], [3]]");
    let dotc = push(text, dotc);
    let dott = value("%dott", vec![batch, heads, dim, seq]);
    let text = transpose(&dott, &dot, &[0, 1, 3, 2]);
    let dott = push(text, dott);
    let dottc = value("%dottc", vec![batch * heads, dim, seq]);
    let text = reshape("collapse_shape", &dottc, &dott, "[[0, 1], [2], [3]]");
    let dottc = push(text, dottc);
    let dp = value("%dp", square.clone());
    let dp = push(matmul(&dp, &dotc, kc), dp);
    let dq = value("%dq", square.clone());
    let dq = push(matmul(&dq, qc, &dottc), dq);
    // Per-head GEMM results put back side by side into a zero d(qkv):
    // one through a transpose, one through two.
    let zeros = value("%zeros", vec![batch, seq, 3 * width]);
    let text = format!(
        "    %zeros_e = tensor.empty() : {ty}\n    %zeros_z = arith.constant 0.0 : f32\n    %zeros = linalg.fill ins(%zeros_z : f32) outs(%zeros_e : {ty}) -> {ty}\n",
        ty = zeros.ty()
    );
    let mut concat = push(text, zeros);
    let inserted = |name: &str, gemm: &Value, transposes: &[(&[usize], Vec<usize>)]| {
        let mut texts = String::new();
        let heads_shape = vec![batch, heads, gemm.shape[1], gemm.shape[2]];
        let expanded = value(&format!("{name}_x"), heads_shape);
        texts.push_str(&reshape(
            "expand_shape",
            &expanded,
            gemm,
            "[[0, 1], [2], [3]]",
        ));
        let mut current = expanded;
        for (n, (permutation, shape)) in transposes.iter().enumerate() {
            let next = value(&format!("{name}_t{n}"), shape.clone());
            texts.push_str(&transpose(&next, &current, permutation));
            current = next;
        }
        let collapsed = value(&format!("{name}_c"), vec![batch, seq, width]);
        texts.push_str(&reshape(
            "collapse_shape",
            &collapsed,
            &current,
            "[[0], [1], [2, 3]]",
        ));
        (texts, collapsed)
    };
    let side_by_side = vec![batch, seq, heads, dim];
    let (text_q, slot_q) = inserted("%dqkv_q", &pv, &[(&[0, 2, 1, 3], side_by_side.clone())]);
    let dkt = value("%dkt", vec![batch * heads, dim, seq]);
    let dkt = push(matmul(&dkt, &dottc, &probabilities), dkt);
    let (text_k, slot_k) = inserted(
        "%dqkv_k",
        &dkt,
        &[
            (&[0, 1, 3, 2], vec![batch, heads, seq, dim]),
            (&[0, 2, 1, 3], side_by_side),
        ],
    );
    for (n, (text, slot)) in [(text_q, slot_q), (text_k, slot_k)].into_iter().enumerate() {
        let result = value(&format!("%concat{n}"), concat.shape.clone());
        let insert = format!(
            "{text}    {} = tensor.insert_slice {} into {}[0, 0, {}] [{batch}, {seq}, {width}] [1, 1, 1] : {} into {}\n",
            result.name,
            slot.name,
            concat.name,
            n * width,
            slot.ty(),
            t(&concat.shape),
        );
        concat = push(insert, result);
    }
    let gemm_results = ops.len();
    let mut returns = vec![gemm_results - 1];
    let find = |ops: &[(String, Value)], name: &str| {
        ops.iter()
            .position(|(_, v)| v.name == name)
            .expect("generated")
    };
    returns.push(find(&ops, &projected.name));
    returns.push(find(&ops, &dp.name));
    returns.push(find(&ops, &dq.name));
    if rng.random_bool(0.5) {
        returns.push(find(&ops, &tanh.name));
    }
    if rng.random_bool(0.5) {
        returns.push(find(&ops, &gate.name));
    }
    if rng.random_bool(0.3) {
        returns.push(find(&ops, &scores.name));
    }
    Program {
        window_dims: Vec::new(),
        arguments,
        returns,
        ops,
        element,
    }
}
