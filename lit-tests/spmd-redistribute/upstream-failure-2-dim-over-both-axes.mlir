// [[0, 1]] -> [[]]: one dim split over both axes of a 2x2 grid is gathered
// by one all_gather over both axes where the pieces are even, minor axis
// first where padding sits inside the group (10 over 2 then 2: pieces of 3).
// RUN: spmd-opt --spmd-redistribute %s | FileCheck %s
// RUN: spmd-opt --spmd-redistribute %s -o %t.mlir
// RUN: spmd-run %s --function one_dim_both_axes --out %t.ref1 > /dev/null
// RUN: spmd-run %t.mlir --function one_dim_both_axes --expect %t.ref1 | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %s --function uneven --out %t.ref2 > /dev/null
// RUN: spmd-run %t.mlir --function uneven --expect %t.ref2 | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 2x2)

// CHECK-LABEL: func.func @one_dim_both_axes
// CHECK-SAME: %arg0: tensor<4x16xf32>
// CHECK: shard.all_gather %arg0 on @mesh grid_axes = [0, 1] gather_axis = 0 : tensor<4x16xf32> -> tensor<16x16xf32>
// CHECK-NOT: shard.
// CHECK: return
func.func @one_dim_both_axes(%a: tensor<16x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>}) -> tensor<16x16xf32> {
  return %a : tensor<16x16xf32>
}

// CHECK-LABEL: func.func @uneven
// CHECK-SAME: %arg0: tensor<3xf32>
// CHECK: shard.all_gather %arg0 on @mesh grid_axes = [1] gather_axis = 0 : tensor<3xf32> -> tensor<6xf32>
// CHECK: shard.all_gather %{{.*}} on @mesh grid_axes = [0] gather_axis = 0 : tensor<5xf32> -> tensor<10xf32>
func.func @uneven(%a: tensor<10xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>}) -> tensor<10xf32> {
  return %a : tensor<10xf32>
}

// NUMERICS: result 0: shape [{{.*}}], worst relative error {{.*}}: ok
