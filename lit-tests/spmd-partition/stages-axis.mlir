// RUN: spmd-opt --split-input-file --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s | FileCheck %s

// A matmul's partial sum over axis 1 returned split on axis 1: the cheapest
// plan also uses axis 0, where the value is replicated, to halve the
// reduce-scatter (slice on axis 0, reduce-scatter on axis 1, gather on
// axis 0).
// CHECK-LABEL: func.func @free
// CHECK: shard.all_slice {{.*}} grid_axes = [0] slice_axis = 0
// CHECK-NEXT: shard.reduce_scatter {{.*}} grid_axes = [1] scatter_axis = 1 : tensor<2048x4096xf32> -> tensor<2048x1024xf32>
// CHECK-NEXT: shard.all_gather {{.*}} grid_axes = [0] gather_axis = 0
shard.grid @mesh(shape = 2x4)
func.func @free(%a: tensor<4096x512xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "S(1)"]>}, %b: tensor<512x4096xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "S(0)"]>}) -> (tensor<4096x4096xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "S(1)"]>}) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4096x512xf32>, tensor<512x4096xf32>) outs(%f : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %m : tensor<4096x4096xf32>
}

// -----

// The same with axis 0 kept for pipeline stages (`spmd.stages`, which
// spmd-auto-shard writes where it chooses them): nothing moves over it,
// since stages run different layers at a time.
// CHECK-LABEL: func.func @staged
// CHECK-NOT: grid_axes = [0]
// CHECK: shard.reduce_scatter {{.*}} grid_axes = [1] scatter_axis = 1 : tensor<4096x4096xf32> -> tensor<4096x1024xf32>
// CHECK-NOT: grid_axes = [0]
// CHECK: return
shard.grid @mesh(shape = 2x4)
func.func @staged(%a: tensor<4096x512xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "S(1)"]>}, %b: tensor<512x4096xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "S(0)"]>}) -> (tensor<4096x4096xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "S(1)"]>}) attributes {spmd.stages = {axis = 0 : i64, schedule = "gpipe"}} {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4096x512xf32>, tensor<512x4096xf32>) outs(%f : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %m : tensor<4096x4096xf32>
}
