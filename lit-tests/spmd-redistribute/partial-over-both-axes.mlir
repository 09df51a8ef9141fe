// A value Partial(sum) on both axes of a 2x4 grid (a gradient of a batch
// split over both axes, or the loss) is reduced by one collective over both
// axes, as NCCL and XLA do it: all_reduce to replicate, reduce_scatter to
// shard (dim 0 over the 8 devices), not one collective per axis.
// RUN: spmd-opt --spmd-redistribute %s | FileCheck %s
// RUN: spmd-opt --spmd-redistribute %s -o %t.mlir
// RUN: spmd-run %s --function gradient --out %t.ref1 > /dev/null
// RUN: spmd-run %t.mlir --function gradient --expect %t.ref1 | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %s --function scattered --out %t.ref2 > /dev/null
// RUN: spmd-run %t.mlir --function scattered --expect %t.ref2 | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %s --function loss --out %t.ref3 > /dev/null
// RUN: spmd-run %t.mlir --function loss --expect %t.ref3 | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 2x4)

// CHECK-LABEL: func.func @gradient
// CHECK: shard.all_reduce %arg0 on @mesh grid_axes = [0, 1] : tensor<64x32xf32> -> tensor<64x32xf32>
// CHECK-NOT: shard.
// CHECK: return
func.func @gradient(%g: tensor<64x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["P(sum)", "P(sum)"]>}) -> tensor<64x32xf32> {
  return %g : tensor<64x32xf32>
}

// CHECK-LABEL: func.func @scattered
// CHECK: shard.reduce_scatter %arg0 on @mesh grid_axes = [0, 1] scatter_axis = 0 : tensor<64x32xf32> -> tensor<8x32xf32>
// CHECK-NOT: shard.
// CHECK: return
func.func @scattered(%g: tensor<64x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["P(sum)", "P(sum)"]>}) -> (tensor<64x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>}) {
  return %g : tensor<64x32xf32>
}

// CHECK-LABEL: func.func @loss
// CHECK: shard.all_reduce %arg0 on @mesh grid_axes = [0, 1] : tensor<f32> -> tensor<f32>
func.func @loss(%l: tensor<f32> {spmd.sharding = #spmd.sharding<@mesh, ["P(sum)", "P(sum)"]>}) -> tensor<f32> {
  return %l : tensor<f32>
}

// NUMERICS: result 0: shape [{{.*}}], worst relative error {{.*}}: ok
