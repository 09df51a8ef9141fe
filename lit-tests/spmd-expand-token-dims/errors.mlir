// The pass takes no options; a wrong one is an error with exit 1.
// RUN: not spmd-opt --spmd-expand-token-dims=rows=2 %s 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: {{(spmd-opt|<unknown>:0)}}: error: spmd-expand-token-dims: unknown option 'rows'; this pass takes no options
//
// Without the pass, propagation says where a sequence split meets
// flattened tokens (located at the matmul) and which pass keeps it; after
// the pass, nothing to say.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 function=rows args="0=S(1)"},spmd-propagate)' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HINT
// HINT: errors.mlir:[[# @LINE + 16]]:8: remark: an operand is S(1) on mesh axis 0, a dim this contraction flattens into one (tokens: batch and sequence, as JAX exports projections): the split cannot pass and will be gathered; run spmd-expand-token-dims before spmd-propagate to keep it
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-expand-token-dims,spmd-shard-args{mesh=2 function=rows args="0=S(1)"},spmd-propagate)' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-HINT --allow-empty
// NO-HINT-NOT: remark
//
// The pass reports nothing: on its own it leaves an integer matmul over
// flattened tokens as it is (one float type only) and diagnoses nothing.
// RUN: spmd-opt --verify-diagnostics --spmd-expand-token-dims %s -o /dev/null
// RUN: spmd-opt --spmd-expand-token-dims %s | FileCheck %s --check-prefix=INTEGER
// INTEGER-LABEL: func.func @integers
// INTEGER: linalg.matmul

func.func @rows(%x: tensor<2x4x3xf32>, %w: tensor<3x5xf32>) -> tensor<2x4x5xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x4x3xf32> into tensor<8x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x5xf32>) -> tensor<8x5xf32>
  %m = linalg.matmul ins(%c, %w : tensor<8x3xf32>, tensor<3x5xf32>) outs(%f : tensor<8x5xf32>) -> tensor<8x5xf32>
  %r = tensor.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 5] : tensor<8x5xf32> into tensor<2x4x5xf32>
  return %r : tensor<2x4x5xf32>
}

func.func @integers(%x: tensor<2x4x3xi32>, %w: tensor<3x5xi32>) -> tensor<8x5xi32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x4x3xi32> into tensor<8x3xi32>
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8x5xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<8x5xi32>) -> tensor<8x5xi32>
  %m = linalg.matmul ins(%c, %w : tensor<8x3xi32>, tensor<3x5xi32>) outs(%f : tensor<8x5xi32>) -> tensor<8x5xi32>
  return %m : tensor<8x5xi32>
}
