// Megatron tensor parallelism of a two-matmul MLP: w1 column-sharded, w2
// row-sharded. The hidden activation stays sharded, the output is a pending
// partial sum, and the one reduction is the only collective.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s -o %t.mlir
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: %arg1: tensor<64x64xf32> {spmd.global_type = tensor<64x256xf32>, spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}
// CHECK-SAME: %arg2: tensor<64x64xf32> {spmd.global_type = tensor<256x64xf32>, spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}
// CHECK-SAME: attributes {spmd.partitioned}
// CHECK-NOT: shard.all_gather
// CHECK-NOT: shard.reduce_scatter
// CHECK-NOT: shard.all_to_all
// CHECK: linalg.matmul ins(%arg0, %arg1 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<32x64xf32>)
// CHECK: math.tanh {{.*}} : tensor<32x64xf32>
// CHECK: %[[Y:.*]] = linalg.matmul ins(%{{.*}}, %arg2 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%{{.*}} : tensor<32x64xf32>)
// CHECK-NEXT: %[[SUM:.*]] = shard.all_reduce %[[Y]] on @mesh grid_axes = [0] : tensor<32x64xf32> -> tensor<32x64xf32>
// CHECK-NEXT: return %[[SUM]]
// CHECK-NOT: shard.
func.func @mlp(%x: tensor<32x64xf32>,
    %w1: tensor<64x256xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>},
    %w2: tensor<256x64xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
    -> (tensor<32x64xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) {
  %zero = arith.constant 0.000000e+00 : f32
  %init1 = tensor.empty() : tensor<32x256xf32>
  %fill1 = linalg.fill ins(%zero : f32) outs(%init1 : tensor<32x256xf32>) -> tensor<32x256xf32>
  %init2 = tensor.empty() : tensor<32x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%init2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<32x64xf32>, tensor<64x256xf32>) outs(%fill1 : tensor<32x256xf32>) -> tensor<32x256xf32>
  %a = math.tanh %h : tensor<32x256xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<32x256xf32>, tensor<256x64xf32>) outs(%fill2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %y : tensor<32x64xf32>
}

// NUMERICS: result 0: shape [32, 64], worst relative error {{.*}}: ok
