// Attention's scores as JAX exports them: q and k collapsed from
// [batch, heads, ...] to one batch dim, a batch_matmul, the result expanded
// back. The chain becomes one contraction over both batch dims, equal to
// the original; with heads sharded (Megatron), propagation then keeps them
// sharded through it: no collective that moves data.
// RUN: spmd-opt --spmd-expand-batch-dims %s | FileCheck %s
// RUN: spmd-opt --spmd-expand-batch-dims %s -o %t.mlir
// RUN: spmd-run %s --function scores --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --function scores --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-expand-batch-dims,spmd-shard-args{mesh=2 function=scores args="0=S(1) 1=S(1)"},spmd-propagate,spmd-partition)' %s -o %t.tp.mlir
// RUN: FileCheck %s --check-prefix=HEADS < %t.tp.mlir
// RUN: spmd-run %t.tp.mlir --function scores --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

// Without this pass first, propagation says why the heads get gathered.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 function=scores args="0=S(1) 1=S(1)"},spmd-propagate)' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HINT
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-expand-batch-dims,spmd-shard-args{mesh=2 function=scores args="0=S(1) 1=S(1)"},spmd-propagate)' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-HINT --allow-empty
// HINT: remark: an operand is S(1) on mesh axis 0, a dim this contraction collapses into one batch dim (attention's heads, as JAX exports it): the split cannot pass and will be gathered; run spmd-expand-batch-dims before spmd-propagate to keep it
// NO-HINT-NOT: remark

// CHECK-LABEL: func.func @scores
// CHECK-NOT: tensor.collapse_shape
// CHECK-NOT: linalg.batch_matmul
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<4x2x16x16xf32>
// CHECK: %[[INIT:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[EMPTY]] : tensor<4x2x16x16xf32>)
// CHECK: %[[SCORES:.*]] = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x2x16x32xf32>, tensor<4x2x32x16xf32>) outs(%[[INIT]] : tensor<4x2x16x16xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: return %[[SCORES]] : tensor<4x2x16x16xf32>
// HEADS-LABEL: func.func @scores
// HEADS-SAME: %arg0: tensor<4x1x16x32xf32>
// HEADS-NOT: shard.{{(all_gather|all_reduce|reduce_scatter|all_to_all)}}
// HEADS: return
func.func @scores(%q: tensor<4x2x16x32xf32>, %k: tensor<4x2x32x16xf32>) -> tensor<4x2x16x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %cq = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<4x2x16x32xf32> into tensor<8x16x32xf32>
  %ck = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<4x2x32x16xf32> into tensor<8x32x16xf32>
  %empty = tensor.empty() : tensor<8x16x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %s = linalg.batch_matmul ins(%cq, %ck : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%init : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %e = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
  return %e : tensor<4x2x16x16xf32>
}

// NUMERICS: result 0: shape [4, 2, 16, 16], worst relative error {{.*}}: ok

// An init that is not a fill of an empty tensor is expanded like the
// result.
// RUN: spmd-run %s --function init_argument --out %t.ref2 > /dev/null
// RUN: spmd-run %t.mlir --function init_argument --expect %t.ref2 | FileCheck %s --check-prefix=NUMERICS
// CHECK-LABEL: func.func @init_argument
// CHECK: %[[INIT:.*]] = tensor.expand_shape %arg2 {{\[\[}}0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
// CHECK: linalg.generic {{.*}} outs(%[[INIT]] : tensor<4x2x16x16xf32>)
// CHECK-NOT: linalg.batch_matmul
func.func @init_argument(%q: tensor<4x2x16x32xf32>, %k: tensor<4x2x32x16xf32>, %init: tensor<8x16x16xf32>) -> tensor<4x2x16x16xf32> {
  %cq = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<4x2x16x32xf32> into tensor<8x16x32xf32>
  %ck = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<4x2x32x16xf32> into tensor<8x32x16xf32>
  %s = linalg.batch_matmul ins(%cq, %ck : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%init : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %e = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
  return %e : tensor<4x2x16x16xf32>
}

// A scanned model's backward reads k from a stacked residual: its slice
// keeps the unit layer dim, which the collapse merges into the batch too.
// The unit dim is collapsed away first, and heads sharded stay sharded.
// RUN: spmd-run %s --function layer_of_stack --out %t.ref3 > /dev/null
// RUN: spmd-run %t.mlir --function layer_of_stack --expect %t.ref3 | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-expand-batch-dims,spmd-shard-args{mesh=2 function=layer_of_stack args="0=S(1) 1=S(2)"},spmd-propagate,spmd-partition)' %s -o %t.stack.mlir
// RUN: FileCheck %s --check-prefix=STACK-HEADS < %t.stack.mlir
// RUN: spmd-run %t.stack.mlir --function layer_of_stack --expect %t.ref3 | FileCheck %s --check-prefix=NUMERICS
// CHECK-LABEL: func.func @layer_of_stack
// CHECK: %[[K:.*]] = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2], [3], [4]] : tensor<1x4x2x32x16xf32> into tensor<4x2x32x16xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[K]] : tensor<4x2x16x32xf32>, tensor<4x2x32x16xf32>)
// CHECK-NOT: linalg.batch_matmul
// STACK-HEADS-LABEL: func.func @layer_of_stack
// STACK-HEADS-NOT: shard.{{(all_gather|all_reduce|reduce_scatter|all_to_all|all_slice)}}
// STACK-HEADS: return
func.func @layer_of_stack(%q: tensor<4x2x16x32xf32>, %k: tensor<1x4x2x32x16xf32>) -> tensor<4x2x16x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %cq = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<4x2x16x32xf32> into tensor<8x16x32xf32>
  %ck = tensor.collapse_shape %k [[0, 1, 2], [3], [4]] : tensor<1x4x2x32x16xf32> into tensor<8x32x16xf32>
  %empty = tensor.empty() : tensor<8x16x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %s = linalg.batch_matmul ins(%cq, %ck : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%init : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %e = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
  return %e : tensor<4x2x16x16xf32>
}

// Left alone: a leading dim merged into the batch that is not a unit dim.
// CHECK-LABEL: func.func @not_unit
// CHECK: linalg.batch_matmul
func.func @not_unit(%q: tensor<2x2x2x16x32xf32>, %k: tensor<4x2x32x16xf32>, %init: tensor<8x16x16xf32>) -> tensor<4x2x16x16xf32> {
  %cq = tensor.collapse_shape %q [[0, 1, 2], [3], [4]] : tensor<2x2x2x16x32xf32> into tensor<8x16x32xf32>
  %ck = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<4x2x32x16xf32> into tensor<8x32x16xf32>
  %s = linalg.batch_matmul ins(%cq, %ck : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%init : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %e = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
  return %e : tensor<4x2x16x16xf32>
}

// Left alone: the result has another use; one batch dim (no collapse).
// CHECK-LABEL: func.func @two_uses
// CHECK: linalg.batch_matmul
func.func @two_uses(%q: tensor<4x2x16x32xf32>, %k: tensor<4x2x32x16xf32>, %init: tensor<8x16x16xf32>) -> (tensor<4x2x16x16xf32>, tensor<8x16x16xf32>) {
  %cq = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<4x2x16x32xf32> into tensor<8x16x32xf32>
  %ck = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<4x2x32x16xf32> into tensor<8x32x16xf32>
  %s = linalg.batch_matmul ins(%cq, %ck : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%init : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %e = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [4, 2, 16, 16] : tensor<8x16x16xf32> into tensor<4x2x16x16xf32>
  return %e, %s : tensor<4x2x16x16xf32>, tensor<8x16x16xf32>
}

// CHECK-LABEL: func.func @one_batch_dim
// CHECK: linalg.batch_matmul
func.func @one_batch_dim(%q: tensor<8x16x32xf32>, %k: tensor<8x32x16xf32>, %init: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
  %s = linalg.batch_matmul ins(%q, %k : tensor<8x16x32xf32>, tensor<8x32x16xf32>) outs(%init : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  return %s : tensor<8x16x16xf32>
}
