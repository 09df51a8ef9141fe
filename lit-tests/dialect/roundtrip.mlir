// Parsing and printing the dialect: stable under a second round trip, the
// same through the generic form, and readable by upstream mlir-opt with our
// IRDL file.
// RUN: spmd-opt %s | FileCheck %s
// RUN: spmd-opt %s | spmd-opt | FileCheck %s
// RUN: spmd-opt --mlir-print-op-generic %s | spmd-opt | FileCheck %s
// RUN: spmd-opt %s | mlir-opt --irdl-file=%irdl | FileCheck %s
// RUN: mlir-opt --irdl-file=%irdl %s | spmd-opt --spmd-verify | FileCheck %s

// CHECK: shard.grid @mesh(shape = 2x4) {spmd.axis_names = ["dp", "tp"]}
shard.grid @mesh(shape = 2x4) {spmd.axis_names = ["dp", "tp"]}
// CHECK: shard.grid @"my mesh"(shape = 8)
shard.grid @"my mesh"(shape = 8)

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: tensor<8x16xf32> {spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(1)"]>}
// CHECK-SAME: %arg1: tensor<8xf32> {spmd.sharding = #spmd.sharding<@"my mesh", ["R"]>}
// CHECK-SAME: -> (tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["P(sum)", "R"]>}, tensor<8xf32>)
func.func @f(%a: tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(1)"]>, spmd.role = "param"},
             %b: tensor<8xf32> {spmd.sharding = #spmd.sharding<@"my mesh", ["R"]>})
    -> (tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["P(sum)", "R"]>}, tensor<8xf32>) {
  // CHECK: %[[A:.*]] = "spmd.annotate"(%arg0) {sharding = #spmd.sharding<@mesh, ["S(1)", "P(max)"]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["S(1)", "P(max)"]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: arith.negf %[[A]] {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)", "P(max)"]>]} : tensor<8x16xf32>
  %1 = arith.negf %0 {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)", "P(max)"]>]} : tensor<8x16xf32>
  // Upstream sharding ops live beside ours.
  // CHECK: shard.sharding @mesh split_axes = {{\[\[}}0], [1]] : !shard.sharding
  %s = shard.sharding @mesh split_axes = [[0], [1]] : !shard.sharding
  return %1, %b : tensor<8x16xf32>, tensor<8xf32>
}
