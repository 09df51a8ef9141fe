// P(sum) -> S(0) is one reduce_scatter, nothing else.
// RUN: spmd-opt --spmd-redistribute %s | FileCheck %s
// RUN: spmd-opt --spmd-redistribute %s -o %t.mlir
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @partial_to_shard
// CHECK-SAME: %arg0: tensor<16x8xf32> {spmd.global_type = tensor<16x8xf32>, spmd.sharding = #spmd.sharding<@mesh, ["P(sum)"]>}
// CHECK-SAME: -> (tensor<4x8xf32> {spmd.global_type = tensor<16x8xf32>, spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
// CHECK-SAME: attributes {spmd.partitioned}
// CHECK-NEXT: %[[RS:.*]] = shard.reduce_scatter %arg0 on @mesh grid_axes = [0] scatter_axis = 0 : tensor<16x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: return %[[RS]] : tensor<4x8xf32>
func.func @partial_to_shard(%a: tensor<16x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["P(sum)"]>})
    -> (tensor<16x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return %a : tensor<16x8xf32>
}

// NUMERICS: result 0: shape [16, 8], worst relative error {{.*}}: ok
