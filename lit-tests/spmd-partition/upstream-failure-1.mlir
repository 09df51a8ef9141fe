// DESIGN.md section 8, failure 1: upstream sharding-propagation followed by
// shard-partition segfaults on a two-matmul MLP whose linalg.fill inits are
// defined before the matmuls. Here: a partitioned program with the right
// values, on the batch (first) and on Megatron sharding (second).
// RUN: spmd-opt --split-input-file --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s | FileCheck %s
// Nested on functions, as upstream's passes run:
// RUN: spmd-opt --split-input-file --pass-pipeline='builtin.module(func.func(spmd-propagate,spmd-partition))' %s | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=4 args="0=S(0)"},spmd-propagate,spmd-partition)' %S/Inputs/fills-first.mlir -o %t.batch.mlir
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=4 args="1=S(1) 2=S(0)"},spmd-propagate,spmd-partition)' %S/Inputs/fills-first.mlir -o %t.megatron.mlir
// RUN: spmd-run %S/Inputs/fills-first.mlir --out %t.ref > /dev/null
// RUN: spmd-run %t.batch.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %t.megatron.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: result 0: shape [16, 8], worst relative error {{.*}}: ok

shard.grid @mesh(shape = 4)

// Batch-sharded: both matmuls are local, the output stays row-sharded.
// CHECK-LABEL: func.func @fills_first
// CHECK-SAME: -> (tensor<4x8xf32> {spmd.global_type = tensor<16x8xf32>, spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
// CHECK-NOT: shard.
// CHECK: return
func.func @fills_first(%x: tensor<16x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>},
    %w1: tensor<8x32xf32>, %w2: tensor<32x8xf32>) -> tensor<16x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e1 = tensor.empty() : tensor<16x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%f1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%f2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %y : tensor<16x8xf32>
}
