// S(0) -> S(1) with uneven dims: the split dim is padded before the
// all_to_all and the gathered one cut after it.
// RUN: spmd-opt --spmd-redistribute %s | FileCheck %s
// RUN: spmd-opt --spmd-redistribute %s -o %t.mlir
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @uneven
// CHECK-SAME: %arg0: tensor<3x7xf32>
// CHECK: %[[PADDED:.*]] = tensor.insert_slice %arg0 into %{{.*}}[0, 0] [3, 7] [1, 1] : tensor<3x7xf32> into tensor<3x8xf32>
// CHECK: %[[A2A:.*]] = shard.all_to_all %[[PADDED]] on @mesh grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<3x8xf32> -> tensor<12x2xf32>
// CHECK: tensor.extract_slice %[[A2A]][0, 0] [10, 2] [1, 1] : tensor<12x2xf32> to tensor<10x2xf32>
func.func @uneven(%a: tensor<10x7xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
    -> (tensor<10x7xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}) {
  return %a : tensor<10x7xf32>
}

// NUMERICS: result 0: shape [10, 7], worst relative error {{.*}}: ok
