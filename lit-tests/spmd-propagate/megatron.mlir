// Megatron tensor parallelism from the weights alone: w1 column-sharded and
// w2 row-sharded make the hidden activation column-sharded and the output a
// partial sum; the output's init is partial too, so it is added once.
// RUN: spmd-opt --spmd-propagate --spmd-verify=require-complete %s | FileCheck %s

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %arg0: tensor<32x64xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}
// CHECK-SAME: -> (tensor<32x64xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>})
func.func @mlp(%x: tensor<32x64xf32>,
    %w1: tensor<64x256xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>},
    %w2: tensor<256x64xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
    -> (tensor<32x64xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) {
  %zero = arith.constant 0.000000e+00 : f32
  // CHECK: tensor.empty() {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]}
  %init1 = tensor.empty() : tensor<32x256xf32>
  // CHECK: linalg.fill {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]}
  %fill1 = linalg.fill ins(%zero : f32) outs(%init1 : tensor<32x256xf32>) -> tensor<32x256xf32>
  %init2 = tensor.empty() : tensor<32x64xf32>
  // CHECK: linalg.fill {spmd.shardings = [#spmd.sharding<@mesh, ["P(sum)"]>]}
  %fill2 = linalg.fill ins(%zero : f32) outs(%init2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  // CHECK: linalg.matmul {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]}
  %h = linalg.matmul ins(%x, %w1 : tensor<32x64xf32>, tensor<64x256xf32>) outs(%fill1 : tensor<32x256xf32>) -> tensor<32x256xf32>
  // CHECK: linalg.generic
  // CHECK-SAME: spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<32x256xf32>) outs(%init1 : tensor<32x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %max = arith.maximumf %in, %zero : f32
    linalg.yield %max : f32
  } -> tensor<32x256xf32>
  // The producer's partial sum outranks the return's wish for R.
  // CHECK: linalg.matmul {spmd.shardings = [#spmd.sharding<@mesh, ["P(sum)"]>]}
  %y = linalg.matmul ins(%relu, %w2 : tensor<32x256xf32>, tensor<256x64xf32>) outs(%fill2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %y : tensor<32x64xf32>
}
