// FSDP as ZeRO-3 (PyTorch FSDP's reshard_after_forward, the default): a
// param the backward reads again (w2: dh = dy @ w2^T) is gathered again
// right before the backward reads it, so the forward's full copy is freed
// after the forward; reshard-after-forward=false keeps the forward's copy
// (one gather per param, more memory). Both equal the single-device step.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4})' %S/Inputs/two-layer-step.mlir | FileCheck %s --check-prefix=ZERO3
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4 reshard-after-forward=false})' %S/Inputs/two-layer-step.mlir | FileCheck %s --check-prefix=KEPT
// RUN: spmd-run %S/Inputs/two-layer-step.mlir --out %t.ref > /dev/null
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4})' %S/Inputs/two-layer-step.mlir -o %t.zero3.mlir
// RUN: spmd-run %t.zero3.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4 reshard-after-forward=false})' %S/Inputs/two-layer-step.mlir -o %t.kept.mlir
// RUN: spmd-run %t.kept.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS-COUNT-3: worst relative error {{.*}}: ok
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4 reshard-after-forward=maybe})' %S/Inputs/two-layer-step.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: option 'reshard-after-forward' expects true or false, got 'maybe'

// ZERO3: %[[W2:.*]] = shard.all_gather %arg1
// ZERO3: linalg.matmul {{.*}} ins(%{{.*}}, %[[W2]] :
// ZERO3: %[[AGAIN:.*]] = shard.all_gather %arg1
// ZERO3-NEXT: linalg.transpose ins(%[[AGAIN]] :
// ZERO3-NOT: %[[W2]]

// KEPT: %[[W2:.*]] = shard.all_gather %arg1
// KEPT-NOT: shard.all_gather %arg1
// KEPT: linalg.transpose ins(%[[W2]] :
