use crate::ir::operation_name;
use melior::{
    Context,
    ir::{
        Module,
        operation::{OperationLike, OperationRef, WalkOrder, WalkResult},
    },
};
use std::collections::BTreeMap;

use super::*;
use crate::{Placement::*, ReduceOp::*, create_context};

/// The rules of every op with a tensor result in `source`, by op name.
fn rules_of(context: &Context, source: &str) -> Vec<(String, Result<Rule, NoRule>)> {
    let module = Module::parse(context, source).expect("test IR parses");
    let mut rules = Vec::new();
    module
        .as_operation()
        .walk(WalkOrder::PreOrder, |operation: OperationRef| {
            let has_tensor = operation.results().any(|r| {
                melior::ir::r#type::TypeLike::is_ranked_tensor(&melior::ir::ValueLike::r#type(&r))
            });
            if has_tensor {
                rules.push((operation_name(operation).to_owned(), rule(operation)));
            }
            WalkResult::Advance
        });
    rules
}

fn rule_of(context: &Context, source: &str, op: &str) -> Rule {
    match rules_of(context, source)
        .into_iter()
        .find(|(name, _)| name == op)
    {
        Some((_, Ok(rule))) => rule,
        other => panic!("{op}: {other:?}"),
    }
}

use Slot::{Operand, Result as Out};

const MATMUL: &str = r#"
func.func @f(%x: tensor<8x4xf32>, %w: tensor<4x16xf32>, %init: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}"#;

#[test]
fn matmul_factors_give_megatron_placements() {
    let context = create_context();
    let matmul = rule_of(&context, MATMUL, "linalg.matmul");
    assert_eq!(
        matmul.to_string(),
        "([i, k], [k, j], [i, j]) -> ([i, j]) {i=8, j=16, k=4} reduction={k:sum} inits=1"
    );
    // A 2x4 mesh: rows (m) over axis 0, the contraction (k) over axis 1.
    let split = [Some(0), Some(2)];
    let mesh = [2, 4];
    assert_eq!(
        matmul.placements(Operand(0), &split, &mesh),
        Some(vec![Shard(0), Shard(1)])
    );
    assert_eq!(
        matmul.placements(Operand(1), &split, &mesh),
        Some(vec![Replicate, Shard(0)])
    );
    assert!(matmul.is_init(2) && !matmul.is_init(1));
    assert_eq!(
        matmul.placements(Out(0), &split, &mesh),
        Some(vec![Shard(0), Partial(Sum)])
    );
    // And back: the result's placements name the same split.
    assert_eq!(
        matmul.split_of(Out(0), &[Shard(0), Partial(Sum)], &[2, 2]),
        split
    );
    assert_eq!(
        matmul.split_of(Operand(1), &[Replicate, Shard(0)], &[2, 2]),
        [None, Some(2)]
    );
    assert_eq!(matmul.flops(&split, &mesh), 2.0 * 8.0 * 16.0 * 4.0 / 8.0);
}

#[test]
fn combiners_name_the_reduction_or_forbid_splitting_it() {
    let context = create_context();
    let source = r#"
    func.func @f(%x: tensor<8x4xf32>, %init: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
      %max = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                             iterator_types = ["parallel", "reduction"]}
          ins(%x : tensor<8x4xf32>) outs(%init : tensor<8xf32>) {
      ^bb0(%in: f32, %acc: f32):
        %m = arith.maximumf %in, %acc : f32
        linalg.yield %m : f32
      } -> tensor<8xf32>
      %product = linalg.reduce ins(%x : tensor<8x4xf32>) outs(%init : tensor<8xf32>) dimensions = [1]
        (%in: f32, %acc: f32) {
          %p = arith.mulf %in, %acc : f32
          linalg.yield %p : f32
        }
      return %max, %product : tensor<8xf32>, tensor<8xf32>
    }"#;
    let max = rule_of(&context, source, "linalg.generic");
    assert_eq!(max.reduction(1), Some(Max));
    assert_eq!(
        max.placements(Out(0), &[Some(1)], &[4]),
        Some(vec![Partial(Max)])
    );
    let product = rule_of(&context, source, "linalg.reduce");
    assert!(product.is_reduction(1) && product.reduction(1).is_none());
    assert_eq!(product.placements(Out(0), &[Some(1)], &[4]), None);
    assert_eq!(
        product.placements(Out(0), &[Some(0)], &[4]),
        Some(vec![Shard(0)])
    );
    // A recorded Partial of an unknown combiner is computed unsplit.
    assert_eq!(product.exact_split(&[Shard(0)], |_| None, &[4]), [Some(0)]);
}

#[test]
fn transpose_and_broadcast_follow_their_attributes() {
    let context = create_context();
    let source = r#"
    func.func @f(%x: tensor<8x4xf32>, %v: tensor<8xf32>, %t: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> (tensor<4x8xf32>, tensor<8x3xf32>) {
      %0 = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%t : tensor<4x8xf32>) permutation = [1, 0]
      %1 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%b : tensor<8x3xf32>) dimensions = [1]
      return %0, %1 : tensor<4x8xf32>, tensor<8x3xf32>
    }"#;
    let transpose = rule_of(&context, source, "linalg.transpose");
    // Splitting the input's rows splits the output's columns.
    assert_eq!(transpose.split_of(Operand(0), &[Shard(0)], &[2]), [Some(1)]);
    assert_eq!(
        transpose.placements(Out(0), &[Some(1)], &[2]),
        Some(vec![Shard(1)])
    );
    let broadcast = rule_of(&context, source, "linalg.broadcast");
    assert_eq!(broadcast.factor_of_dim(Operand(0), 0), Some(0));
    // Splitting the new dim leaves the input replicated.
    assert_eq!(
        broadcast.placements(Operand(0), &[Some(1)], &[2]),
        Some(vec![Replicate])
    );
}

#[test]
fn reshapes_keep_splits_of_major_dims_that_divide() {
    let context = create_context();
    let source = r#"
    func.func @f(%x: tensor<6x4xf32>, %v: tensor<64xf32>) -> (tensor<24xf32>, tensor<2x32xf32>) {
      %0 = tensor.collapse_shape %x [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
      %1 = tensor.expand_shape %v [[0, 1]] output_shape [2, 32] : tensor<64xf32> into tensor<2x32xf32>
      return %0, %1 : tensor<24xf32>, tensor<2x32xf32>
    }"#;
    let collapse = rule_of(&context, source, "tensor.collapse_shape");
    assert_eq!(
        collapse.to_string(),
        "([i, j]) -> ([i*j]) {i=6, j=4} even carries Partial"
    );
    let collapsed = |placements: &[Placement], mesh: &[usize]| {
        collapse.placements(
            Out(0),
            &collapse.split_of(Operand(0), placements, mesh),
            mesh,
        )
    };
    assert_eq!(collapsed(&[Shard(0)], &[3]), Some(vec![Shard(0)]));
    assert_eq!(
        collapsed(&[Shard(0)], &[4]),
        None,
        "6 rows do not split in 4"
    );
    assert_eq!(
        collapsed(&[Shard(1)], &[2]),
        None,
        "a minor dim's split does not survive"
    );
    // ... unless the axes before it split the major dims into single
    // indices (one sequence per device group keeps its sequence split
    // through the exporters' `[batch * sequence]` rows).
    assert_eq!(
        collapsed(&[Shard(0), Shard(1)], &[6, 2]),
        Some(vec![Shard(0), Shard(0)])
    );
    assert_eq!(
        collapsed(&[Shard(0), Shard(1)], &[3, 2]),
        None,
        "two rows per piece: the minor split does not survive"
    );
    assert_eq!(
        collapsed(&[Shard(1), Shard(0)], &[2, 6]),
        None,
        "the minor split on the earlier axis would not be contiguous"
    );
    let expand = rule_of(&context, source, "tensor.expand_shape");
    let expanded = |placements: &[Placement], mesh: &[usize]| {
        expand.placements(Out(0), &expand.split_of(Operand(0), placements, mesh), mesh)
    };
    assert_eq!(expanded(&[Shard(0)], &[2]), Some(vec![Shard(0)]));
    assert_eq!(
        expanded(&[Shard(0)], &[4]),
        None,
        "2 heads do not split in 4"
    );
    assert_eq!(expanded(&[Partial(Sum)], &[4]), Some(vec![Partial(Sum)]));
    assert_eq!(
        expanded(&[Shard(0), Shard(0)], &[2, 4]),
        Some(vec![Shard(0), Shard(1)]),
        "the 2 heads split whole by the first axis, the second splits the next dim"
    );
    assert!(expand.only_moves() && expand.flops(&[Some(0)], &[2]) == 0.0);
    // Recorded on a split the operand cannot carry: computed unsplit, the
    // Partial kept.
    assert_eq!(
        expand.exact_split(&[Shard(0), Partial(Sum)], |_| None, &[4, 2]),
        [
            None,
            expand.split_of(Out(0), &[Replicate, Partial(Sum)], &[4, 2])[1]
        ]
    );
}

#[test]
fn even_splits_carry_partial_sums_without_dividing_work() {
    let context = create_context();
    let source = r#"
    func.func @f(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>, %init: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<32xf32>) {
      %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                             iterator_types = ["parallel", "parallel"]}
          ins(%a, %b : tensor<8x4xf32>, tensor<8x4xf32>) outs(%init : tensor<8x4xf32>) {
      ^bb0(%x: f32, %y: f32, %out: f32):
        %s = arith.addf %x, %y : f32
        linalg.yield %s : f32
      } -> tensor<8x4xf32>
      %flat = tensor.collapse_shape %a [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
      return %sum, %flat : tensor<8x4xf32>, tensor<32xf32>
    }"#;
    let mesh = [2, 2];
    for op in ["linalg.generic", "tensor.collapse_shape"] {
        let rule = rule_of(&context, source, op);
        let carrying: Vec<Split> = rule
            .even_splits(&mesh)
            .into_iter()
            .filter(|split| {
                rule.placements(Out(0), split, &mesh) == Some(vec![Partial(Sum), Partial(Sum)])
            })
            .collect();
        // One split carries Partial(sum) over both axes: the ILP can keep a
        // sum of partial sums (or a moved partial sum) unreduced.
        assert_eq!(carrying.len(), 1, "{op}: {rule}");
        let unsplit = rule.flops(&[None, None], &mesh);
        assert_eq!(rule.flops(&carrying[0], &mesh), unsplit, "{op}");
    }
}

#[test]
fn unknown_ops_have_no_rule() {
    let context = create_context();
    let source = r#"
    func.func @f(%x: tensor<8xf32>, %shape: tensor<2xi64>, %at: index) -> tensor<2x4xf32> {
      %0 = tensor.reshape %x(%shape) : (tensor<8xf32>, tensor<2xi64>) -> tensor<2x4xf32>
      %1 = tensor.extract_slice %x[0] [%at] [1] : tensor<8xf32> to tensor<?xf32>
      return %0 : tensor<2x4xf32>
    }"#;
    let errors: Vec<String> = rules_of(&context, source)
        .into_iter()
        .filter_map(|(_, rule)| rule.err().map(|e| e.to_string()))
        .collect();
    assert_eq!(
        errors,
        [
            "no sharding rule for 'tensor.reshape': spmd does not know how this op can be sharded",
            "no sharding rule for 'tensor.extract_slice': needs static sizes and strides"
        ]
    );
}

#[test]
fn slices_keep_only_the_dims_they_take_whole() {
    let context = create_context();
    let source = r#"
    func.func @f(%x: tensor<8x6x1xf32>) -> tensor<8x10xf32> {
      %c = arith.constant 0.0 : f32
      %s = tensor.extract_slice %x[0, 1, 0] [8, 4, 1] [1, 1, 1] : tensor<8x6x1xf32> to tensor<8x4xf32>
      %p = tensor.pad %s low[0, 3] high[0, 3] {
      ^bb0(%i: index, %j: index):
        tensor.yield %c : f32
      } : tensor<8x4xf32> to tensor<8x10xf32>
      return %p : tensor<8x10xf32>
    }"#;
    let slice = rule_of(&context, source, "tensor.extract_slice");
    // The unit dim is dropped from the result.
    assert_eq!(
        slice.to_string(),
        "([i, j, k]) -> ([i, j]) {i=8, j=6, k=1} whole={j}"
    );
    assert_eq!(
        slice.placements(Out(0), &[Some(0)], &[2]),
        Some(vec![Shard(0)])
    );
    assert_eq!(slice.split_of(Operand(0), &[Shard(1)], &[2]), [None]);
    let pad = rule_of(&context, source, "tensor.pad");
    assert!(pad.to_string().ends_with("whole={j}"));
}

/// Every op of every JAX fixture has a rule; the counts by rule (as text,
/// without factor sizes) are the snapshot.
#[test]
fn every_fixture_op_has_a_rule() {
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/fixtures");
    if !fixtures.is_dir() {
        eprintln!("skipped: no fixtures at {}", fixtures.display());
        return;
    }
    let context = create_context();
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for name in [
        "mlp_adam_train",
        "llama_block_fwd",
        "llama_block_sgd_train",
        "scale/llama_train_L4",
    ] {
        let source = std::fs::read_to_string(fixtures.join(format!("{name}.linalg.mlir")))
            .expect("fixture reads");
        for (op, rule) in rules_of(&context, &source) {
            let kind = match rule {
                Ok(rule) => {
                    // The rule without its factor sizes.
                    let text = rule.to_string();
                    let (values, rest) = text.split_once(" {").unwrap_or((&text, "}"));
                    let rest = rest.split_once('}').map_or("", |(_, rest)| rest);
                    format!("{values}{rest}")
                }
                Err(error) => panic!("{name}: {error}"),
            };
            *counts.entry(format!("{op}: {kind}")).or_default() += 1;
        }
    }
    let report: Vec<String> = counts
        .iter()
        .map(|(key, count)| format!("{count:6} {key}"))
        .collect();
    insta::assert_snapshot!(report.join("\n"));
}
