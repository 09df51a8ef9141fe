// [[0, 1]] -> [[]]: one dim split over both axes of a 2x2 grid, gathered
// minor axis first.
// RUN: spmd-opt --spmd-redistribute %s | FileCheck %s
// RUN: spmd-opt --spmd-redistribute %s -o %t.mlir
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 2x2)

// CHECK-LABEL: func.func @one_dim_both_axes
// CHECK-SAME: %arg0: tensor<4x16xf32>
// CHECK: shard.all_gather %arg0 on @mesh grid_axes = [1] gather_axis = 0 : tensor<4x16xf32> -> tensor<8x16xf32>
// CHECK: shard.all_gather %{{.*}} on @mesh grid_axes = [0] gather_axis = 0 : tensor<8x16xf32> -> tensor<16x16xf32>
func.func @one_dim_both_axes(%a: tensor<16x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>}) -> tensor<16x16xf32> {
  return %a : tensor<16x16xf32>
}

// NUMERICS: result 0: shape [16, 16], worst relative error {{.*}}: ok
