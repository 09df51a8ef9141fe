// DESIGN.md section 8, failure 2: on a 2x2 grid, upstream reshards
// [[0],[1]] -> [[]] to a 16x8 tensor and segfaults on [[0,1]] -> [[]].
// Here both give 16x16, gathering the minor axis first, with the values of
// the single-device program.
// RUN: spmd-opt --spmd-redistribute %s | FileCheck %s
// RUN: spmd-opt --spmd-redistribute %s -o %t.mlir
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 2x2)

// CHECK-LABEL: func.func @split_both_dims
// CHECK-SAME: %arg0: tensor<8x8xf32>
// CHECK: shard.all_gather %arg0 on @mesh grid_axes = [1] gather_axis = 1 : tensor<8x8xf32> -> tensor<8x16xf32>
// CHECK: shard.all_gather %{{.*}} on @mesh grid_axes = [0] gather_axis = 0 : tensor<8x16xf32> -> tensor<16x16xf32>
// CHECK: return %{{.*}} : tensor<16x16xf32>
func.func @split_both_dims(%a: tensor<16x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(1)"]>}) -> tensor<16x16xf32> {
  return %a : tensor<16x16xf32>
}

// NUMERICS: result 0: shape [16, 16], worst relative error {{.*}}: ok
