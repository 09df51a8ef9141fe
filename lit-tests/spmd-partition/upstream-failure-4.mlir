// DESIGN.md section 8, failure 4: a K-sharded matmul whose output is wanted
// row-sharded. Upstream emits all_to_all + all_gather; the partial sum here
// stays pending and becomes one reduce_scatter after a local matmul.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s -o %t.mlir
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @k_sharded
// CHECK-SAME: %arg0: tensor<16x8xf32> {spmd.global_type = tensor<16x32xf32>
// CHECK-SAME: %arg1: tensor<8x16xf32> {spmd.global_type = tensor<32x16xf32>
// CHECK-NOT: shard.all_to_all
// CHECK-NOT: shard.all_gather
// CHECK: %[[P:.*]] = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%{{.*}} : tensor<16x16xf32>)
// CHECK-NEXT: %[[RS:.*]] = shard.reduce_scatter %[[P]] on @mesh grid_axes = [0] scatter_axis = 0 : tensor<16x16xf32> -> tensor<4x16xf32>
// CHECK-NEXT: return %[[RS]] : tensor<4x16xf32>
func.func @k_sharded(%a: tensor<16x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>},
    %b: tensor<32x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
    -> (tensor<16x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %c = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %c : tensor<16x16xf32>
}

// NUMERICS: result 0: shape [16, 16], worst relative error {{.*}}: ok
