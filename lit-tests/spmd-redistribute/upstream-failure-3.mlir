// DESIGN.md section 8, failure 3: upstream splits tensor<30xf32> over 4
// devices into tensor<7xf32>, silently dropping two elements. Here every
// device holds a padded tensor<8xf32> (the last one 6 valid elements), and
// gathering cuts the padding off again.
// RUN: spmd-opt --spmd-redistribute %s | FileCheck %s
// RUN: spmd-opt --spmd-redistribute %s -o %t.mlir
// RUN: spmd-opt --spmd-verify %t.mlir -o /dev/null
// RUN: spmd-run %s --function thirty_over_four --out %t.ref1 > /dev/null
// RUN: spmd-run %t.mlir --function thirty_over_four --expect %t.ref1 | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %s --function gather_thirty --out %t.ref2 > /dev/null
// RUN: spmd-run %t.mlir --function gather_thirty --expect %t.ref2 | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @thirty_over_four
// CHECK-SAME: %arg0: tensor<30xf32> {spmd.global_type = tensor<30xf32>, spmd.sharding = #spmd.sharding<@mesh, ["R"]>}
// CHECK-SAME: -> (tensor<8xf32> {spmd.global_type = tensor<30xf32>, spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}
// CHECK: %[[PADDED:.*]] = tensor.insert_slice %arg0 into %{{.*}}[0] [30] [1] : tensor<30xf32> into tensor<32xf32>
// CHECK: shard.all_slice %[[PADDED]] on @mesh grid_axes = [0] slice_axis = 0 : tensor<32xf32> -> tensor<8xf32>
func.func @thirty_over_four(%a: tensor<30xf32>) -> (tensor<30xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return %a : tensor<30xf32>
}

// CHECK-LABEL: func.func @gather_thirty
// CHECK-SAME: %arg0: tensor<8xf32>
// CHECK: %[[ALL:.*]] = shard.all_gather %arg0 on @mesh grid_axes = [0] gather_axis = 0 : tensor<8xf32> -> tensor<32xf32>
// CHECK: tensor.extract_slice %[[ALL]][0] [30] [1] : tensor<32xf32> to tensor<30xf32>
func.func @gather_thirty(%a: tensor<30xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<30xf32> {
  return %a : tensor<30xf32>
}

// NUMERICS: result 0: shape [30], worst relative error {{.*}}: ok
