//! Random attention for `spmd-ring-attention`: `softmax(q k^T * scale
//! [masked]) v` over q, k, v of shape [heads, sequence, dim], written as
//! JAX or torch-mlir export it (the transpose of k, batch matmuls, a max
//! and a sum over the last dim with their broadcasts as ops of their own
//! or read by the consumer's map), with or without a scale and a causal
//! mask (a mask tensor from indices, as `jnp.where` on iotas writes it).
//! Half of them are training's: the output gradient a fourth argument, and
//! the gradients of q, k and v returned too, the softmax's backward as
//! JAX's VJP of `exp / sum` or as the softmax VJP `p * (dp - sum(dp * p))`
//! (torch, JAX's `custom_jvp`).

use rand::{Rng, seq::IndexedRandom};
use rand_chacha::ChaCha8Rng;

use crate::generate::{Element, Program, Value, dims_map, tensor_type};

/// Sequence lengths: even and uneven over meshes of 1 to 4, and blocks
/// long enough for a zigzag ring to skip quadrants.
const LENGTHS: [usize; 8] = [2, 4, 6, 8, 9, 12, 16, 24];

/// A random attention program; its arguments are q, k and v.
pub fn attention(rng: &mut ChaCha8Rng) -> Program {
    let element = Element::F32;
    let heads = rng.random_range(1..=3);
    let length = *LENGTHS.choose(rng).expect("lengths");
    let dim = rng.random_range(1..=4);
    // A backward's values are told apart by the sequence's length: its
    // heads and dim differ from it (else the ring refuses them, rightly).
    let backward = rng.random_bool(0.5) && heads != length && dim != length;
    let value = |name: &str, shape: Vec<usize>| Value {
        name: name.to_owned(),
        shape,
        element,
    };
    let names: &[&str] = if backward {
        &["%arg0", "%arg1", "%arg2", "%arg3"]
    } else {
        &["%arg0", "%arg1", "%arg2"]
    };
    let arguments: Vec<Value> = names
        .iter()
        .map(|name| value(name, vec![heads, length, dim]))
        .collect();
    let rows = vec![heads, length];
    let square = vec![heads, length, length];
    let t = |shape: &[usize]| tensor_type(shape, element);
    let identity = dims_map(3, &[0, 1, 2]);
    let per_row = dims_map(3, &[0, 1]);
    let mut ops: Vec<(String, Value)> = Vec::new();
    let mut push = |(text, result): (String, Value)| {
        ops.push((text, result.clone()));
        result
    };
    let transposed = value("%kt", vec![heads, dim, length]);
    push((
        format!(
            "    %kt_e = tensor.empty() : {kt}\n    %kt = linalg.generic {{indexing_maps = [{}, {identity}], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%arg1 : {k}) outs(%kt_e : {kt}) {{\n    ^bb0(%i: f32, %o: f32):\n      linalg.yield %i : f32\n    }} -> {kt}\n",
            dims_map(3, &[0, 2, 1]),
            kt = transposed.ty(),
            k = arguments[1].ty(),
        ),
        transposed.clone(),
    ));
    let matmul = |out: &str, a: &Value, b: &Value, shape: &[usize]| {
        format!(
            "    {out}_e = tensor.empty() : {ty}\n    {out}_z = arith.constant 0.0 : f32\n    {out}_f = linalg.fill ins({out}_z : f32) outs({out}_e : {ty}) -> {ty}\n    {out} = linalg.batch_matmul ins({}, {} : {}, {}) outs({out}_f : {ty}) -> {ty}\n",
            a.name,
            b.name,
            a.ty(),
            b.ty(),
            ty = t(shape)
        )
    };
    let mut logits = push((
        matmul("%s", &arguments[0], &transposed, &square),
        value("%s", square.clone()),
    ));
    let map_op = |out: &str, inputs: &[(&Value, &str)], body: &str, shape: &[usize]| {
        let maps: Vec<&str> = inputs.iter().map(|(_, map)| *map).collect();
        let names: Vec<String> = inputs.iter().map(|(v, _)| v.name.clone()).collect();
        let types: Vec<String> = inputs.iter().map(|(v, _)| v.ty()).collect();
        let elements: Vec<String> = inputs
            .iter()
            .enumerate()
            .map(|(i, (v, _))| format!("%i{i}: {}", v.element.mlir()))
            .collect();
        format!(
            "    {out}_e = tensor.empty() : {ty}\n    {out} = linalg.generic {{indexing_maps = [{}, {}], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins({} : {}) outs({out}_e : {ty}) {{\n    ^bb0({}, %o: f32):\n{body}    }} -> {ty}\n",
            maps.join(", "),
            dims_map(shape.len(), &(0..shape.len()).collect::<Vec<_>>()),
            names.join(", "),
            types.join(", "),
            elements.join(", "),
            ty = t(shape)
        )
    };
    let square_op = |name: &str, inputs: &[(&Value, &str)], body: &str| {
        (
            map_op(name, inputs, body, &square),
            value(name, square.clone()),
        )
    };
    let scaled = rng.random_bool(0.5);
    if scaled {
        logits = push(square_op(
            "%scaled",
            &[(&logits, &identity)],
            "      %c = arith.constant 0.5 : f32\n      %y = arith.mulf %i0, %c : f32\n      linalg.yield %y : f32\n",
        ));
    }
    let masked = rng.random_bool(0.5);
    // Half of the masks as JAX writes `where(q >= k, s, -inf)`: positions
    // from an iota, broadcast along the queries and the keys, compared,
    // the i1 mask broadcast whole (what the ring proves causal).
    let jax_mask = masked && rng.random_bool(0.5);
    let mask = Value {
        name: "%mask".into(),
        shape: vec![length, length],
        element: Element::I32,
    };
    let square_i1 = format!("tensor<{heads}x{length}x{length}xi1>");
    if jax_mask {
        // One entry: the i1 mask is no value to annotate or return.
        let text = jax_causal_mask(heads, length)
            + &select_text(
                "%masked",
                &square_i1,
                &logits.name,
                &t(&square),
                "0xFF800000",
            );
        logits = push((text, value("%masked", square.clone())));
    } else if masked {
        // 1 where the key is not after the query (an i32 0/1 mask).
        push((
            format!(
                "    %mask_e = tensor.empty() : {ty}\n    %mask = linalg.generic {{indexing_maps = [{}], iterator_types = [\"parallel\", \"parallel\"]}} outs(%mask_e : {ty}) {{\n    ^bb0(%o: i32):\n      %q = linalg.index 0 : index\n      %k = linalg.index 1 : index\n      %c = arith.cmpi sge, %q, %k : index\n      %y = arith.extui %c : i1 to i32\n      linalg.yield %y : i32\n    }} -> {ty}\n",
                dims_map(2, &[0, 1]),
                ty = mask.ty()
            ),
            mask.clone(),
        ));
        logits = push(square_op(
            "%masked",
            &[(&mask, &dims_map(3, &[1, 2])), (&logits, &identity)],
            "      %zero = arith.constant 0 : i32\n      %keep = arith.cmpi ne, %i0, %zero : i32\n      %ninf = arith.constant 0xFF800000 : f32\n      %y = arith.select %keep, %i1, %ninf : f32\n      linalg.yield %y : f32\n",
        ));
    }
    let reduce = |out: &str, input: &Value, init: &str, combiner: &str| {
        let ty = t(&rows);
        format!(
            "    {out}_e = tensor.empty() : {ty}\n    {out}_z = arith.constant {init} : f32\n    {out}_f = linalg.fill ins({out}_z : f32) outs({out}_e : {ty}) -> {ty}\n    {out} = linalg.generic {{indexing_maps = [{identity}, {per_row}], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins({} : {}) outs({out}_f : {ty}) {{\n    ^bb0(%i: f32, %acc: f32):\n      %y = {combiner} %i, %acc : f32\n      linalg.yield %y : f32\n    }} -> {ty}\n",
            input.name,
            input.ty(),
        )
    };
    let max = push((
        reduce("%max", &logits, "0xFF800000", "arith.maximumf"),
        value("%max", rows.clone()),
    ));
    // The broadcast as an op of its own (JAX) or read by the map (torch).
    let broadcast_op = rng.random_bool(0.5);
    let row_operand = |row: Value, name: &str, push: &mut dyn FnMut((String, Value)) -> Value| {
        if broadcast_op {
            let out = value(name, square.clone());
            let text = map_op(
                name,
                &[(&row, &per_row)],
                "      linalg.yield %i0 : f32\n",
                &square,
            );
            (push((text, out)), identity.clone())
        } else {
            (row, per_row.clone())
        }
    };
    let (max_read, max_map) = row_operand(max, "%maxb", &mut push);
    let shifted = push(square_op(
        "%shifted",
        &[(&logits, &identity), (&max_read, &max_map)],
        "      %y = arith.subf %i0, %i1 : f32\n      linalg.yield %y : f32\n",
    ));
    let exps = push(square_op(
        "%exps",
        &[(&shifted, &identity)],
        "      %y = math.exp %i0 : f32\n      linalg.yield %y : f32\n",
    ));
    let sum = push((
        reduce("%sum", &exps, "0.0", "arith.addf"),
        value("%sum", rows.clone()),
    ));
    let (sum_read, sum_map) = row_operand(sum.clone(), "%sumb", &mut push);
    let probabilities = push(square_op(
        "%p",
        &[(&exps, &identity), (&sum_read, &sum_map)],
        "      %y = arith.divf %i0, %i1 : f32\n      linalg.yield %y : f32\n",
    ));
    let blocks = vec![heads, length, dim];
    push((
        matmul("%out", &probabilities, &arguments[2], &blocks),
        value("%out", blocks.clone()),
    ));
    if backward {
        let transpose = |out: &str, input: &Value, shape: Vec<usize>| {
            (
                format!(
                    "    {out}_e = tensor.empty() : {ty}\n    {out} = linalg.generic {{indexing_maps = [{}, {identity}], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins({} : {}) outs({out}_e : {ty}) {{\n    ^bb0(%i: f32, %o: f32):\n      linalg.yield %i : f32\n    }} -> {ty}\n",
                    dims_map(3, &[0, 2, 1]),
                    input.name,
                    input.ty(),
                    ty = t(&shape),
                ),
                value(out, shape),
            )
        };
        let body =
            |op: &str| format!("      %y = {op} %i0, %i1 : f32\n      linalg.yield %y : f32\n");
        let vt = push(transpose("%vt", &arguments[2], vec![heads, dim, length]));
        let dp = push((
            matmul("%dp", &arguments[3], &vt, &square),
            value("%dp", square.clone()),
        ));
        let mut ds = if rng.random_bool(0.5) {
            // The softmax VJP: p * (dp - sum(dp * p)).
            let dpp = push(square_op(
                "%dpp",
                &[(&dp, &identity), (&probabilities, &identity)],
                &body("arith.mulf"),
            ));
            let rs = push((
                reduce("%rs", &dpp, "0.0", "arith.addf"),
                value("%rs", rows.clone()),
            ));
            let (rs_read, rs_map) = row_operand(rs, "%rsb", &mut push);
            let centred = push(square_op(
                "%centred",
                &[(&dp, &identity), (&rs_read, &rs_map)],
                &body("arith.subf"),
            ));
            push(square_op(
                "%ds",
                &[(&probabilities, &identity), (&centred, &identity)],
                &body("arith.mulf"),
            ))
        } else {
            // JAX's VJP of exp / sum: dp / l - sum(dp * e / l^2), times e.
            let square_rows = push((
                map_op_rows(
                    &sum,
                    "%l2",
                    "      %y = arith.mulf %i0, %i0 : f32\n      linalg.yield %y : f32\n",
                    &t(&rows),
                ),
                value("%l2", rows.clone()),
            ));
            let (l2_read, l2_map) = row_operand(square_rows, "%l2b", &mut push);
            let scaled_dp = push(square_op(
                "%dpl",
                &[(&dp, &identity), (&l2_read, &l2_map)],
                &body("arith.divf"),
            ));
            let weighted = push(square_op(
                "%dpe",
                &[(&scaled_dp, &identity), (&exps, &identity)],
                &body("arith.mulf"),
            ));
            let rs = push((
                reduce("%rs", &weighted, "0.0", "arith.addf"),
                value("%rs", rows.clone()),
            ));
            let (rs_read, rs_map) = row_operand(rs, "%rsb", &mut push);
            let quotient = push(square_op(
                "%dq_l",
                &[(&dp, &identity), (&sum_read, &sum_map)],
                &body("arith.divf"),
            ));
            let de = push(square_op(
                "%de",
                &[(&quotient, &identity), (&rs_read, &rs_map)],
                &body("arith.subf"),
            ));
            push(square_op(
                "%ds",
                &[(&de, &identity), (&exps, &identity)],
                &body("arith.mulf"),
            ))
        };
        if jax_mask {
            ds = push((
                select_text("%dsm", &square_i1, &ds.name, &t(&square), "0.0"),
                value("%dsm", square.clone()),
            ));
        } else if masked {
            ds = push(square_op(
                "%dsm",
                &[(&mask, &dims_map(3, &[1, 2])), (&ds, &identity)],
                "      %zero = arith.constant 0 : i32\n      %keep = arith.cmpi ne, %i0, %zero : i32\n      %fzero = arith.constant 0.0 : f32\n      %y = arith.select %keep, %i1, %fzero : f32\n      linalg.yield %y : f32\n",
            ));
        }
        if scaled {
            ds = push(square_op(
                "%dss",
                &[(&ds, &identity)],
                "      %c = arith.constant 0.5 : f32\n      %y = arith.mulf %i0, %c : f32\n      linalg.yield %y : f32\n",
            ));
        }
        push((
            matmul("%gq", &ds, &arguments[1], &blocks),
            value("%gq", blocks.clone()),
        ));
        let dst = push(transpose("%dst", &ds, square.clone()));
        push((
            matmul("%gk", &dst, &arguments[0], &blocks),
            value("%gk", blocks.clone()),
        ));
        let pt = push(transpose("%pt", &probabilities, square.clone()));
        push((
            matmul("%gv", &pt, &arguments[3], &blocks),
            value("%gv", blocks.clone()),
        ));
    }
    let returned: &[&str] = if backward {
        &["%out", "%gq", "%gk", "%gv"]
    } else {
        &["%out"]
    };
    let returns = returned
        .iter()
        .map(|name| {
            ops.iter()
                .position(|(_, value)| value.name == *name)
                .expect("a returned value")
        })
        .collect();
    Program {
        window_dims: Vec::new(),
        arguments,
        returns,
        ops,
        element,
    }
}

/// An element-wise op over rows (`[heads, sequence]`) of one input.
fn map_op_rows(input: &Value, out: &str, body: &str, ty: &str) -> String {
    let map = dims_map(2, &[0, 1]);
    format!(
        "    {out}_e = tensor.empty() : {ty}\n    {out} = linalg.generic {{indexing_maps = [{map}, {map}], iterator_types = [\"parallel\", \"parallel\"]}} ins({} : {}) outs({out}_e : {ty}) {{\n    ^bb0(%i0: f32, %o: f32):\n{body}    }} -> {ty}\n",
        input.name,
        input.ty(),
    )
}

/// JAX's causal mask over `length` positions as `[heads, length, length]`
/// i1 `%maskb`: an iota, its broadcasts along the queries and the keys,
/// `cmpi sge`, and the broadcast over heads.
fn jax_causal_mask(heads: usize, length: usize) -> String {
    let row = format!("tensor<{length}xi32>");
    let square = format!("tensor<{length}x{length}xi32>");
    let compared = format!("tensor<{length}x{length}xi1>");
    let whole = format!("tensor<{heads}x{length}x{length}xi1>");
    let broadcast = |name: &str, dim: &str| {
        format!(
            "    {name}_e = tensor.empty() : {square}\n    {name} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> ({dim})>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]}} ins(%pos : {row}) outs({name}_e : {square}) {{\n    ^bb0(%i: i32, %o: i32):\n      linalg.yield %i : i32\n    }} -> {square}\n"
        )
    };
    format!(
        "    %pos_e = tensor.empty() : {row}\n    %pos = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]}} outs(%pos_e : {row}) {{\n    ^bb0(%o: i32):\n      %p = linalg.index 0 : index\n      %c = arith.index_cast %p : index to i32\n      linalg.yield %c : i32\n    }} -> {row}\n{}{}    %cmp_e = tensor.empty() : {compared}\n    %cmp = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]}} ins(%posq, %posk : {square}, {square}) outs(%cmp_e : {compared}) {{\n    ^bb0(%a: i32, %b: i32, %o: i1):\n      %y = arith.cmpi sge, %a, %b : i32\n      linalg.yield %y : i1\n    }} -> {compared}\n    %maskb_e = tensor.empty() : {whole}\n    %maskb = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%cmp : {compared}) outs(%maskb_e : {whole}) {{\n    ^bb0(%i: i1, %o: i1):\n      linalg.yield %i : i1\n    }} -> {whole}\n",
        broadcast("%posq", "d0"),
        broadcast("%posk", "d1"),
    )
}

/// `out = select(%maskb, input, fill)` element-wise over the scores.
fn select_text(out: &str, mask: &str, input: &str, ty: &str, fill: &str) -> String {
    let map = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>";
    format!(
        "    {out}_e = tensor.empty() : {ty}\n    {out}_c = arith.constant {fill} : f32\n    {out} = linalg.generic {{indexing_maps = [{map}, {map}, {map}], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}} ins(%maskb, {input} : {mask}, {ty}) outs({out}_e : {ty}) {{\n    ^bb0(%m: i1, %i: f32, %o: f32):\n      %y = arith.select %m, %i, {out}_c : f32\n      linalg.yield %y : f32\n    }} -> {ty}\n"
    )
}
