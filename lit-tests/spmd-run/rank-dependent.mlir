// Rank-dependent ops, assembled into global results: each rank's linear
// index, its multi-index, the grid shape, and a rotating shift.
// RUN: spmd-run %s --function reference --out %t.ref > /dev/null
// RUN: spmd-run %s --function per_rank --expect %t.ref | FileCheck %s
// CHECK: result 0: shape [6], worst relative error 0.000e0 (rtol 1e-4): ok
// CHECK: result 1: shape [6], worst relative error 0.000e0 (rtol 1e-4): ok
// CHECK: result 2: shape [6], worst relative error 0.000e0 (rtol 1e-4): ok
// CHECK: result 3: shape [6], worst relative error 0.000e0 (rtol 1e-4): ok

shard.grid @mesh(shape = 2x3)

func.func @reference() -> (tensor<6xindex>, tensor<6xindex>, tensor<6xindex>, tensor<6xindex>) {
  %linear = arith.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xindex>
  %column = arith.constant dense<[0, 1, 2, 0, 1, 2]> : tensor<6xindex>
  %size = arith.constant dense<3> : tensor<6xindex>
  // Rank (a, b) receives from (a, b - 1 mod 3).
  %shifted = arith.constant dense<[2, 0, 1, 5, 3, 4]> : tensor<6xindex>
  return %linear, %column, %size, %shifted : tensor<6xindex>, tensor<6xindex>, tensor<6xindex>, tensor<6xindex>
}

func.func @per_rank() -> (
    tensor<1xindex> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>, spmd.global_type = tensor<6xindex>},
    tensor<1xindex> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>, spmd.global_type = tensor<6xindex>},
    tensor<1xindex> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>, spmd.global_type = tensor<6xindex>},
    tensor<1xindex> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>, spmd.global_type = tensor<6xindex>})
    attributes {spmd.partitioned} {
  %linear = shard.process_linear_index on @mesh : index
  %a, %b = shard.process_multi_index on @mesh axes = [0, 1] : index, index
  %rows, %columns = shard.grid_shape @mesh axes = [0, 1] : index, index
  %l = tensor.from_elements %linear : tensor<1xindex>
  %c = tensor.from_elements %b : tensor<1xindex>
  %s = tensor.from_elements %columns : tensor<1xindex>
  %shifted = shard.shift %l on @mesh grid_axes = [1] shift_axis = 1 offset = 1 rotate : tensor<1xindex> -> tensor<1xindex>
  return %l, %c, %s, %shifted : tensor<1xindex>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>
}
