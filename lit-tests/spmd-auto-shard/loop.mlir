// A loop over stacked layers: the strategy graph has one node per
// carried value and the body's ops once, charged per iteration (the
// estimate counts the body's reshards 3 times); the plan keeps the loop
// and the partitioned program equals the single-device one.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=2x2})' %S/../spmd-partition/Inputs/loop.mlir -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-run %S/../spmd-partition/Inputs/loop.mlir --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

// The arguments' given (Megatron) shardings: one all_reduce of each
// layer's output, 3 iterations.
// REPORT: plan 'ilp' on mesh @mesh (2x2)
// REPORT: all_reduce 3x

// CHECK: scf.for
// CHECK: shard.all_reduce {{.*}} grid_axes = [1] : tensor<2x8xf32> -> tensor<2x8xf32>
// CHECK: scf.yield

// NUMERICS-COUNT-2: worst relative error {{.*}}: ok
