//! The micro-batch loop as MLIR text, for `pass::template`: a function
//! of the batch inputs (global types) and the values to accumulate, whose
//! loop slices each input for micro-batch `m` (every `count`-th example
//! from the `m`-th) and accumulates each value (a sum, max or min) in a
//! carried tensor that starts at the reduction's identity.
//!
//! Reads: the batch inputs' global types and split dims, the accumulated
//! values' types. Writes: text.

use melior::ir::{Type, r#type::TypeLike};
use spmd_dialect::{ReduceOp, types::static_tensor};

/// A batch input: argument `index`, split on `dim`, of `global` type.
pub(super) struct BatchInput<'c> {
    pub index: usize,
    pub dim: usize,
    pub global: Type<'c>,
}

/// The loop as MLIR text: a function of the batch inputs (global types)
/// and the summed values, returning the sums; its loop's body slices each
/// input (two ops each), then accumulates each sum (two ops each).
pub(super) fn loop_template(
    batch: &[BatchInput],
    sums: &[(Type, ReduceOp)],
    count: usize,
) -> String {
    let mut parameters = Vec::new();
    let mut before = String::new();
    let mut slicing = String::new();
    for (i, input) in batch.iter().enumerate() {
        let (shape, element) = static_tensor(input.global).expect("a static tensor");
        let mut expanded = shape.clone();
        expanded.splice(input.dim..=input.dim, [shape[input.dim] / count, count]);
        let mut sliced = expanded.clone();
        sliced[input.dim + 1] = 1;
        let mut local = shape.clone();
        local[input.dim] /= count;
        let groups = reassociation(shape.len(), input.dim);
        let offsets: Vec<String> = (0..expanded.len())
            .map(|d| {
                if d == input.dim + 1 {
                    "%m".into()
                } else {
                    "0".into()
                }
            })
            .collect();
        parameters.push(format!("%x{i}: {}", input.global));
        before += &format!(
            "  %e{i} = tensor.expand_shape %x{i} {groups} output_shape {} : {} into {}\n",
            list(&expanded),
            input.global,
            tensor(&expanded, element),
        );
        slicing += &format!(
            "    %s{i} = tensor.extract_slice %e{i}[{}] {} {} : {} to {}\n    %l{i} = tensor.collapse_shape %s{i} {groups} : {} into {}\n",
            offsets.join(", "),
            list(&sliced),
            list(&vec![1; expanded.len()]),
            tensor(&expanded, element),
            tensor(&sliced, element),
            tensor(&sliced, element),
            tensor(&local, element),
        );
    }
    let mut initial = Vec::new();
    let mut carried = Vec::new();
    let mut accumulating = String::new();
    let mut types = Vec::new();
    for (k, &(value_type, kind)) in sums.iter().enumerate() {
        let (shape, element) = static_tensor(value_type).expect("a static tensor");
        parameters.push(format!("%v{k}: {value_type}"));
        before += &format!(
            "  %z{k} = arith.constant dense<{}> : {value_type}\n",
            identity(kind, element)
        );
        initial.push(format!("%a{k} = %z{k}"));
        carried.push(format!("%t{k}"));
        types.push(value_type.to_string());
        let dims: Vec<String> = (0..shape.len()).map(|d| format!("d{d}")).collect();
        let map = format!("affine_map<({}) -> ({})>", dims.join(", "), dims.join(", "));
        accumulating += &format!(
            "    %n{k} = tensor.empty() : {value_type}\n    %t{k} = linalg.generic {{indexing_maps = [{map}, {map}, {map}], iterator_types = [{}]}} ins(%a{k}, %v{k} : {value_type}, {value_type}) outs(%n{k} : {value_type}) {{\n    ^bb0(%p: {element}, %q: {element}, %o: {element}):\n      %y = {} %p, %q : {element}\n      linalg.yield %y : {element}\n    }} -> {value_type}\n",
            vec!["\"parallel\""; shape.len()].join(", "),
            combiner(kind, element),
        );
    }
    let types = types.join(", ");
    let results: Vec<String> = (0..sums.len()).map(|k| format!("%r#{k}")).collect();
    format!(
        "func.func @microbatches({}) -> ({types}) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %count = arith.constant {count} : index\n{before}  %r:{} = scf.for %m = %c0 to %count step %c1 iter_args({}) -> ({types}) {{\n{slicing}{accumulating}    scf.yield {} : {types}\n  }}\n  func.return {} : {types}\n}}\n",
        parameters.join(", "),
        sums.len(),
        initial.join(", "),
        carried.join(", "),
        results.join(", "),
    )
}

/// `[[0], [1, 2], [3]]`: dim `dim` of a rank-`rank` shape split in two.
fn reassociation(rank: usize, dim: usize) -> String {
    let mut groups = Vec::new();
    let mut next = 0;
    for d in 0..rank {
        if d == dim {
            groups.push(format!("[{}, {}]", next, next + 1));
            next += 2;
        } else {
            groups.push(format!("[{next}]"));
            next += 1;
        }
    }
    format!("[{}]", groups.join(", "))
}

fn list(values: &[usize]) -> String {
    let items: Vec<String> = values.iter().map(usize::to_string).collect();
    format!("[{}]", items.join(", "))
}

fn tensor(shape: &[usize], element: Type) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}{element}>")
}

/// The accumulator's start: nothing summed yet.
fn identity(kind: ReduceOp, element: Type) -> String {
    let infinity = |negative: bool| match element.to_string().as_str() {
        "f32" => if negative { "0xFF800000" } else { "0x7F800000" }.to_owned(),
        "f16" => if negative { "0xFC00" } else { "0x7C00" }.to_owned(),
        "bf16" => if negative { "0xFF80" } else { "0x7F80" }.to_owned(),
        "f64" => if negative {
            "0xFFF0000000000000"
        } else {
            "0x7FF0000000000000"
        }
        .to_owned(),
        _ => {
            let bits = element
                .to_string()
                .trim_start_matches(['i', 'u', 's'])
                .parse::<u32>()
                .unwrap_or(64);
            let extreme = 1i128 << (bits - 1);
            if negative {
                (-extreme).to_string()
            } else {
                (extreme - 1).to_string()
            }
        }
    };
    match kind {
        ReduceOp::Max => infinity(true),
        ReduceOp::Min => infinity(false),
        _ if element.is_float() => "0.0".into(),
        _ => "0".into(),
    }
}

/// The scalar op that adds one micro-batch's value to the accumulator.
fn combiner(kind: ReduceOp, element: Type) -> &'static str {
    match (kind, element.is_float()) {
        (ReduceOp::Max, true) => "arith.maximumf",
        (ReduceOp::Min, true) => "arith.minimumf",
        (ReduceOp::Max, false) => "arith.maxsi",
        (ReduceOp::Min, false) => "arith.minsi",
        (_, true) => "arith.addf",
        (_, false) => "arith.addi",
    }
}

#[cfg(test)]
mod tests {
    use super::reassociation;

    #[test]
    fn the_batch_dim_is_split_in_two() {
        assert_eq!(reassociation(3, 0), "[[0, 1], [2], [3]]");
        assert_eq!(reassociation(2, 1), "[[0], [1, 2]]");
    }
}
