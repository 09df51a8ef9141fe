// Steady steps: a training step returns the update of a param or an
// optimizer state in its argument's sharding, so that the next step reads
// it as this one did. Here the update is computed batch-split (from the
// batch-split input) and returned replicated, like its param: the gather
// is in the program. A result the user gave a sharding keeps it, and a
// result that updates no param (the input's own function) is returned as
// computed.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate)' %s | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s | FileCheck %s --check-prefix=PARTITIONED
// RUN: spmd-run %s --function step --out %t.ref > /dev/null
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s -o %t.mlir
// RUN: spmd-run %t.mlir --function step --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: result 0: {{.*}}: ok
// NUMERICS: result 1: {{.*}}: ok

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @step
// CHECK-SAME: -> (tensor<8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}, tensor<8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
// PARTITIONED-LABEL: func.func @step
// PARTITIONED: shard.all_gather
// PARTITIONED: return
func.func @step(%w: tensor<8x4xf32> {spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["R"]>},
                %x: tensor<8x4xf32> {spmd.role = "input", spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
    -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %g = arith.mulf %x, %x : tensor<8x4xf32>
  %u = arith.subf %w, %g : tensor<8x4xf32>
  return %u, %g : tensor<8x4xf32>, tensor<8x4xf32>
}

// The user's result sharding wins.
// CHECK-LABEL: func.func @given
// CHECK-SAME: -> (tensor<8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
func.func @given(%w: tensor<8x4xf32> {spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["R"]>},
                 %x: tensor<8x4xf32> {spmd.role = "input", spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
    -> (tensor<8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  %g = arith.mulf %x, %x : tensor<8x4xf32>
  %u = arith.subf %w, %g : tensor<8x4xf32>
  return %u : tensor<8x4xf32>
}
