// Backward: an unannotated argument takes what its users need. Two users
// disagree (rows vs columns of a 7x1024 tensor on 4 devices); the cheaper
// to redistribute wins, not the first visited nor the smaller placement:
// 7 rows pad to 8, so the row-split pieces are the bigger ones.
// RUN: spmd-opt --spmd-propagate %s | FileCheck %s

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @two_users
// CHECK-SAME: %arg0: tensor<7x1024xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}
func.func @two_users(%v: tensor<7x1024xf32>,
    %rows: tensor<7x1024xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>},
    %columns: tensor<7x1024xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}) -> (tensor<7x1024xf32>, tensor<7x1024xf32>) {
  // CHECK: arith.addf {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]}
  %a = arith.addf %v, %rows : tensor<7x1024xf32>
  // CHECK: arith.addf {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]}
  %b = arith.addf %v, %columns : tensor<7x1024xf32>
  return %a, %b : tensor<7x1024xf32>, tensor<7x1024xf32>
}

// Nothing known about a value: it stays replicated.
// CHECK-LABEL: func.func @unknown
// CHECK: arith.negf {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]}
func.func @unknown(%v: tensor<8xf32>, %w: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8xf32> {
  %0 = arith.negf %v : tensor<8xf32>
  return %0 : tensor<8xf32>
}
