// spmd-expand-token-dims on the three forms of matmul over flattened
// tokens, and one it leaves alone; each function computes the same after
// the rewrite (spmd-run on seeded inputs, before and after).
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-expand-token-dims)' %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-run %s --function rows --out %t.rows > /dev/null
// RUN: spmd-run %t.mlir --function rows --expect %t.rows | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %s --function heads --out %t.heads > /dev/null
// RUN: spmd-run %t.mlir --function heads --expect %t.heads | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %s --function weights --out %t.weights > /dev/null
// RUN: spmd-run %t.mlir --function weights --expect %t.weights | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok

// Rows flattened from [2, 4]: the generic keeps them apart; the reader
// expanding them back reads the generic, the one reading them flat a
// collapse of it.
// CHECK-LABEL: func.func @rows
// CHECK-NOT: linalg.matmul
// CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x4x3xf32>, tensor<3x5xf32>) outs(%{{.*}} : tensor<2x4x5xf32>)
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1], [2]] : tensor<2x4x5xf32> into tensor<8x5xf32>
// CHECK: return %[[G]], %[[FLAT]]
func.func @rows(%x: tensor<2x4x3xf32>, %w: tensor<3x5xf32>) -> (tensor<2x4x5xf32>, tensor<8x5xf32>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x4x3xf32> into tensor<8x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x5xf32>) -> tensor<8x5xf32>
  %m = linalg.matmul ins(%c, %w : tensor<8x3xf32>, tensor<3x5xf32>) outs(%f : tensor<8x5xf32>) -> tensor<8x5xf32>
  %r = tensor.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 5] : tensor<8x5xf32> into tensor<2x4x5xf32>
  return %r, %m : tensor<2x4x5xf32>, tensor<8x5xf32>
}

// Heads merged into the contracted dim stay merged (a collapse of the
// input's last two dims); the result's expansion into heads expands the
// generic's last dim.
// CHECK-LABEL: func.func @heads
// CHECK: %[[IN:.*]] = tensor.collapse_shape %arg0 {{\[}}[0], [1], [2, 3]] : tensor<2x4x2x3xf32> into tensor<2x4x6xf32>
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[IN]], %arg1 : tensor<2x4x6xf32>, tensor<6x4xf32>) outs(%{{.*}} : tensor<2x4x4xf32>)
// CHECK: tensor.expand_shape %[[G]] {{\[}}[0], [1], [2, 3]] output_shape [2, 4, 2, 2] : tensor<2x4x4xf32> into tensor<2x4x2x2xf32>
func.func @heads(%x: tensor<2x4x2x3xf32>, %w: tensor<6x4xf32>) -> tensor<2x4x2x2xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2, 3]] : tensor<2x4x2x3xf32> into tensor<8x6xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %m = linalg.matmul ins(%c, %w : tensor<8x6xf32>, tensor<6x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = tensor.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 4, 2, 2] : tensor<8x4xf32> into tensor<2x4x2x2xf32>
  return %r : tensor<2x4x2x2xf32>
}

// A weight's gradient contracting the flattened tokens: two reductions.
// CHECK-LABEL: func.func @weights
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<3x2x4xf32>, tensor<2x4x5xf32>) outs(%{{.*}} : tensor<3x5xf32>)
func.func @weights(%t: tensor<3x2x4xf32>, %y: tensor<2x4x5xf32>) -> tensor<3x5xf32> {
  %a = tensor.collapse_shape %t [[0], [1, 2]] : tensor<3x2x4xf32> into tensor<3x8xf32>
  %b = tensor.collapse_shape %y [[0, 1], [2]] : tensor<2x4x5xf32> into tensor<8x5xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<3x8xf32>, tensor<8x5xf32>) outs(%f : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %m : tensor<3x5xf32>
}

// Nothing flattened: left as it is.
// CHECK-LABEL: func.func @plain
// CHECK: linalg.matmul
func.func @plain(%a: tensor<8x3xf32>, %b: tensor<3x5xf32>) -> tensor<8x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x5xf32>) -> tensor<8x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<8x3xf32>, tensor<3x5xf32>) outs(%f : tensor<8x5xf32>) -> tensor<8x5xf32>
  return %m : tensor<8x5xf32>
}
