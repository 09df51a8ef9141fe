// Batch sharding from the input alone, through reshapes and a reduction
// over the batch (a loss): the loss becomes a partial sum, returned reduced
// (the function result has no user sharding); weights the batch does not
// index stay replicated; a 2-D mesh keeps the other axis free.
// RUN: spmd-opt --spmd-propagate --spmd-verify=require-complete %s | FileCheck %s

shard.grid @mesh(shape = 2x2) {spmd.axis_names = ["dp", "tp"]}

// CHECK-LABEL: func.func @step
// CHECK-SAME: %arg1: tensor<64x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "R"]>}
// CHECK-SAME: -> (tensor<f32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "R"]>})
func.func @step(%x: tensor<8x4x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "R"]>}, %w: tensor<64x16xf32>) -> tensor<f32> {
  %zero = arith.constant 0.000000e+00 : f32
  // CHECK: tensor.collapse_shape {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)", "R"]>]}
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<8x4x16xf32> into tensor<32x16xf32>
  %e = tensor.empty() : tensor<32x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %wt = tensor.empty() : tensor<16x64xf32>
  // CHECK: linalg.transpose {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["R", "R"]>]}
  %t = linalg.transpose ins(%w : tensor<64x16xf32>) outs(%wt : tensor<16x64xf32>) permutation = [1, 0]
  // CHECK: linalg.matmul {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)", "R"]>]}
  %y = linalg.matmul ins(%flat, %t : tensor<32x16xf32>, tensor<16x64xf32>) outs(%z : tensor<32x64xf32>) -> tensor<32x64xf32>
  %s0 = tensor.empty() : tensor<f32>
  %s = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  // CHECK: linalg.generic
  // CHECK-SAME: spmd.shardings = [#spmd.sharding<@mesh, ["P(sum)", "R"]>]
  %loss = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<32x64xf32>) outs(%s : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %sum = arith.addf %in, %acc : f32
    linalg.yield %sum : f32
  } -> tensor<f32>
  return %loss : tensor<f32>
}
