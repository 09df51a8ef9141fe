// Rooted collectives on a mesh of 4, on values made from each rank's index
// (rank r holds [r] or [10r, 10r+1, 10r+2, 10r+3]), against hand-computed
// global results.
// RUN: spmd-run %s --function expected --out %t.ref > /dev/null
// RUN: spmd-run %s --function per_rank --expect %t.ref | FileCheck %s
// CHECK-COUNT-4: worst relative error 0.000e0 (rtol 1e-4): ok

shard.grid @mesh(shape = 4)

func.func @expected() -> (tensor<4xindex>, tensor<4xindex>, tensor<16xindex>, tensor<4xindex>) {
  // broadcast from rank 2
  %broadcast = arith.constant dense<[2, 2, 2, 2]> : tensor<4xindex>
  // sum reduced onto rank 0, zeros elsewhere
  %reduce = arith.constant dense<[6, 0, 0, 0]> : tensor<4xindex>
  // gathered onto rank 1, zeros elsewhere
  %gather = arith.constant dense<[0, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<16xindex>
  // rank 3's [30, 31, 32, 33] scattered
  %scatter = arith.constant dense<[30, 31, 32, 33]> : tensor<4xindex>
  return %broadcast, %reduce, %gather, %scatter : tensor<4xindex>, tensor<4xindex>, tensor<16xindex>, tensor<4xindex>
}

func.func @per_rank() -> (
    tensor<1xindex> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>, spmd.global_type = tensor<4xindex>},
    tensor<1xindex> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>, spmd.global_type = tensor<4xindex>},
    tensor<4xindex> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>, spmd.global_type = tensor<16xindex>},
    tensor<1xindex> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>, spmd.global_type = tensor<4xindex>})
    attributes {spmd.partitioned} {
  %r = shard.process_linear_index on @mesh : index
  %mine = tensor.from_elements %r : tensor<1xindex>
  %broadcast = shard.broadcast %mine on @mesh grid_axes = [0] root = [2] : (tensor<1xindex>) -> tensor<1xindex>
  %reduce = shard.reduce %mine on @mesh grid_axes = [0] root = [0] : (tensor<1xindex>) -> tensor<1xindex>
  %gather = shard.gather %mine on @mesh grid_axes = [0] gather_axis = 0 root = [1] : (tensor<1xindex>) -> tensor<4xindex>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %base = arith.muli %r, %c10 : index
  %e1 = arith.addi %base, %c1 : index
  %e2 = arith.addi %base, %c2 : index
  %e3 = arith.addi %base, %c3 : index
  %row = tensor.from_elements %base, %e1, %e2, %e3 : tensor<4xindex>
  %scatter = shard.scatter %row on @mesh grid_axes = [0] scatter_axis = 0 root = [3] : (tensor<4xindex>) -> tensor<1xindex>
  return %broadcast, %reduce, %gather, %scatter : tensor<1xindex>, tensor<1xindex>, tensor<4xindex>, tensor<1xindex>
}
