// S(0) -> S(1) on one mesh axis is a single all_to_all (the seed gathered
// and re-sliced); uneven dims are padded first and cut after.
// RUN: spmd-opt --spmd-redistribute --split-input-file %s | FileCheck %s
// RUN: spmd-opt --spmd-redistribute %s -o %t.mlir
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @rows_to_columns
// CHECK-NEXT: %[[A2A:.*]] = shard.all_to_all %arg0 on @mesh grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<4x16xf32> -> tensor<16x4xf32>
// CHECK-NEXT: return %[[A2A]] : tensor<16x4xf32>
func.func @rows_to_columns(%a: tensor<16x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
    -> (tensor<16x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}) {
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["S(1)"]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// NUMERICS: result 0: shape [16, 16], worst relative error {{.*}}: ok
