// spmd-reshard-after-forward alone, on an FSDP step partitioned without
// it: a param the backward reads again (w2) is gathered again right before
// the backward reads it. The result equals the single-device step.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4 reshard-after-forward=false},spmd-reshard-after-forward)' %S/../spmd-data-parallel/Inputs/two-layer-step.mlir -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-run %S/../spmd-data-parallel/Inputs/two-layer-step.mlir --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok

// CHECK: %[[W2:.*]] = shard.all_gather %arg1
// CHECK: linalg.matmul {{.*}} ins(%{{.*}}, %[[W2]] :
// CHECK: %[[AGAIN:.*]] = shard.all_gather %arg1
// CHECK-NEXT: linalg.transpose ins(%[[AGAIN]] :
