//! Random training steps for `spmd-data-parallel`.

use rand::{Rng, seq::IndexedRandom};
use rand_chacha::ChaCha8Rng;

use crate::{
    generate::{Element, Program, Value, dims_map, iterators, tensor_type},
    ops::SIZES,
};

/// A random training-step-like program for `spmd-data-parallel`: one or two
/// linear layers (tanh between), a squared-error loss, its gradient written
/// out, and the SGD update of every weight; returns the loss and the
/// updated weights.
pub fn training_step(rng: &mut ChaCha8Rng) -> Program {
    let element = Element::F32;
    let size = |rng: &mut ChaCha8Rng| *SIZES.choose(rng).expect("sizes");
    let (b, d, n) = (size(rng).max(2), size(rng), size(rng));
    let layers = rng.random_range(1..=2);
    let m = size(rng);
    let value = |name: &str, shape: Vec<usize>| Value {
        name: name.to_owned(),
        shape,
        element,
    };
    let mut arguments = vec![value("%arg0", vec![d, n])];
    if layers == 2 {
        arguments.push(value("%arg1", vec![n, m]));
    }
    let x = value(&format!("%arg{}", arguments.len()), vec![b, d]);
    arguments.push(x.clone());
    let t = |shape: &[usize]| tensor_type(shape, element);
    let map = |dims: &str, results: &str| format!("affine_map<({dims}) -> ({results})>");
    let mut ops: Vec<(String, Value)> = Vec::new();
    let contraction = |out: &str,
                       a: &Value,
                       b_value: &Value,
                       maps: [String; 3],
                       shape: &[usize]| {
        format!(
            "    {out}_e = tensor.empty() : {ty}\n    {out}_z = arith.constant 0.0 : f32\n    {out}_f = linalg.fill ins({out}_z : f32) outs({out}_e : {ty}) -> {ty}\n    {out} = linalg.generic {{indexing_maps = [{}, {}, {}], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins({}, {} : {}, {}) outs({out}_f : {ty}) {{\n    ^bb0(%p: f32, %q: f32, %acc: f32):\n      %r = arith.mulf %p, %q : f32\n      %s = arith.addf %acc, %r : f32\n      linalg.yield %s : f32\n    }} -> {ty}\n",
            maps[0],
            maps[1],
            maps[2],
            a.name,
            b_value.name,
            a.ty(),
            b_value.ty(),
            ty = t(shape)
        )
    };
    let elementwise = |out: &str, inputs: &[&Value], body: &str, shape: &[usize]| {
        let rank = shape.len();
        let identity = dims_map(rank, &(0..rank).collect::<Vec<_>>());
        let maps = vec![identity.clone(); inputs.len() + 1].join(", ");
        let names: Vec<String> = inputs.iter().map(|v| v.name.clone()).collect();
        let types: Vec<String> = inputs.iter().map(|v| v.ty()).collect();
        let args: Vec<String> = (0..inputs.len()).map(|i| format!("%i{i}: f32")).collect();
        format!(
            "    {out}_e = tensor.empty() : {ty}\n    {out} = linalg.generic {{indexing_maps = [{maps}], iterator_types = {}}} ins({} : {}) outs({out}_e : {ty}) {{\n    ^bb0({}, %unused: f32):\n{body}    }} -> {ty}\n",
            iterators(&vec![false; rank]),
            names.join(", "),
            types.join(", "),
            args.join(", "),
            ty = t(shape)
        )
    };
    let mn = "d0, d1, d2";
    // h[b, n] = sum_d x[b, d] w[d, n]
    let h = value("%h", vec![b, n]);
    ops.push((
        contraction(
            "%h",
            &x,
            &arguments[0],
            [map(mn, "d0, d2"), map(mn, "d2, d1"), map(mn, "d0, d1")],
            &h.shape,
        ),
        h.clone(),
    ));
    let (out, hidden) = if layers == 2 {
        let a = value("%a", vec![b, n]);
        ops.push((
            elementwise(
                "%a",
                &[&h],
                "      %y = math.tanh %i0 : f32\n      linalg.yield %y : f32\n",
                &a.shape,
            ),
            a.clone(),
        ));
        let o = value("%o", vec![b, m]);
        ops.push((
            contraction(
                "%o",
                &a,
                &arguments[1],
                [map(mn, "d0, d2"), map(mn, "d2, d1"), map(mn, "d0, d1")],
                &o.shape,
            ),
            o.clone(),
        ));
        (o, Some(a))
    } else {
        (h.clone(), None)
    };
    // loss = sum(out * out)
    let loss = value("%loss", vec![]);
    let rank = out.shape.len();
    ops.push((
        format!(
            "    %loss_e = tensor.empty() : tensor<f32>\n    %loss_z = arith.constant 0.0 : f32\n    %loss_f = linalg.fill ins(%loss_z : f32) outs(%loss_e : tensor<f32>) -> tensor<f32>\n    %loss = linalg.generic {{indexing_maps = [{}, {}], iterator_types = [\"reduction\", \"reduction\"]}} ins({} : {}) outs(%loss_f : tensor<f32>) {{\n    ^bb0(%p: f32, %acc: f32):\n      %r = arith.mulf %p, %p : f32\n      %s = arith.addf %acc, %r : f32\n      linalg.yield %s : f32\n    }} -> tensor<f32>\n",
            dims_map(rank, &[0, 1]), dims_map(rank, &[]), out.name, out.ty()
        ),
        loss.clone(),
    ));
    let dout = value("%dout", out.shape.clone());
    ops.push((elementwise("%dout", &[&out], "      %c = arith.constant 2.0 : f32\n      %y = arith.mulf %i0, %c : f32\n      linalg.yield %y : f32\n", &out.shape), dout.clone()));
    let mut updates = Vec::new();
    let dh = if let Some(a) = &hidden {
        // g1[n, m] = sum_b a[b, n] dout[b, m]; da[b, n] = sum_m dout[b, m] w1[n, m]
        let g1 = value("%g1", vec![n, m]);
        ops.push((
            contraction(
                "%g1",
                a,
                &dout,
                [map(mn, "d2, d0"), map(mn, "d2, d1"), map(mn, "d0, d1")],
                &g1.shape,
            ),
            g1.clone(),
        ));
        updates.push((arguments[1].clone(), g1));
        let da = value("%da", vec![b, n]);
        ops.push((
            contraction(
                "%da",
                &dout,
                &arguments[1],
                [map(mn, "d0, d2"), map(mn, "d1, d2"), map(mn, "d0, d1")],
                &da.shape,
            ),
            da.clone(),
        ));
        let dh = value("%dh", vec![b, n]);
        ops.push((elementwise("%dh", &[&da, a], "      %one = arith.constant 1.0 : f32\n      %sq = arith.mulf %i1, %i1 : f32\n      %d = arith.subf %one, %sq : f32\n      %y = arith.mulf %i0, %d : f32\n      linalg.yield %y : f32\n", &dh.shape), dh.clone()));
        dh
    } else {
        dout.clone()
    };
    // g0[d, n] = sum_b x[b, d] dh[b, n]
    let g0 = value("%g0", vec![d, n]);
    ops.push((
        contraction(
            "%g0",
            &x,
            &dh,
            [map(mn, "d2, d0"), map(mn, "d2, d1"), map(mn, "d0, d1")],
            &g0.shape,
        ),
        g0.clone(),
    ));
    updates.insert(0, (arguments[0].clone(), g0));
    let mut returns = vec![
        ops.iter()
            .position(|(_, v)| v.name == "%loss")
            .expect("the loss"),
    ];
    for (i, (weight, gradient)) in updates.iter().enumerate() {
        let name = format!("%new{i}");
        let new = value(&name, weight.shape.clone());
        ops.push((elementwise(&name, &[weight, gradient], "      %lr = arith.constant 0.01 : f32\n      %s = arith.mulf %i1, %lr : f32\n      %y = arith.subf %i0, %s : f32\n      linalg.yield %y : f32\n", &weight.shape), new));
        returns.push(ops.len() - 1);
    }
    Program {
        window_dims: Vec::new(),
        arguments,
        ops,
        returns,
        element,
    }
}
