// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=2})' %s 2>/dev/null | FileCheck %s
// The user's shardings are constraints: w split along its contracted dim
// (so the matmul's result is a partial sum) and an annotation asking for
// the result split by rows; the ILP plans around them, and the partial
// sum becomes one reduce_scatter.

// CHECK-LABEL: func.func @given
// CHECK-SAME: %arg0: tensor<8x8xf32> {{[^}]*}}["S(1)"]>}
// CHECK-SAME: %arg1: tensor<8x32xf32> {{[^}]*}}["S(0)"]>}
// CHECK-SAME: -> (tensor<4x32xf32> {{[^}]*}}["S(0)"]>})
// CHECK: %[[P:.*]] = linalg.matmul ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x32xf32>)
// CHECK-NEXT: %[[S:.*]] = shard.reduce_scatter %[[P]] on @mesh grid_axes = [0] scatter_axis = 0 : tensor<8x32xf32> -> tensor<4x32xf32>
// CHECK-NEXT: return %[[S]]
func.func @given(%x: tensor<8x16xf32>, %w: tensor<16x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = "spmd.annotate"(%h) {sharding = #spmd.sharding<@mesh, ["S(0)"]>} : (tensor<8x32xf32>) -> tensor<8x32xf32>
  return %a : tensor<8x32xf32>
}
