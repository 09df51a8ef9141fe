// function= restricts spmd-propagate and spmd-partition to one function of
// the module (what the spmd-data-parallel and spmd-auto-shard pipelines
// run them with); without it, every function.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate{function=first},spmd-partition{function=first})' %s | FileCheck %s
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-propagate{function=nope})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: function-option.mlir:0:0: error: no function @nope (functions with a body: first, second); name one with function=...

shard.grid @mesh(shape = 2)

// CHECK-LABEL: func.func @first
// CHECK-SAME: tensor<2x4xf32>
// CHECK: arith.negf {{.*}} : tensor<2x4xf32>
func.func @first(%x: tensor<4x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<4x4xf32> {
  %n = arith.negf %x : tensor<4x4xf32>
  return %n : tensor<4x4xf32>
}

// The second is annotated too, but not named: left as it is.
// CHECK-LABEL: func.func @second
// CHECK-SAME: tensor<4x4xf32> {spmd.sharding
// CHECK-NOT: spmd.shardings
// CHECK: return
func.func @second(%x: tensor<4x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<4x4xf32> {
  %n = arith.negf %x : tensor<4x4xf32>
  return %n : tensor<4x4xf32>
}
