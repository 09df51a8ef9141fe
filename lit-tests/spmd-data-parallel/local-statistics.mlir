// batch-statistics=local: each rank's own batch statistics, as PyTorch's
// DDP computes them without SyncBatchNorm. The rank's column sum is scaled
// by the ranks (2) where the step turns it back into per-example values
// (its own mean, by the whole batch's count 8), with no all_reduce; the
// running mean (a state) is rank 0's; the spread (no per-example value or
// state follows) is all-reduced. Equal to @reference, the per-rank step
// written out on one device. The CNN with batch norm against PyTorch's DDP
// is in tools/tests/vision_exports.rs.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{mesh=2 function=step batch-statistics=local})' %S/Inputs/local-statistics.mlir -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-opt --pass-pipeline='builtin.module(inline)' %S/Inputs/local-statistics.mlir -o %t.reference.mlir
// RUN: spmd-run %t.reference.mlir --function reference --out %t.reference > /dev/null
// RUN: spmd-run %t.mlir --function step --expect %t.reference | FileCheck %s --check-prefix=NUMERICS
// NUMERICS-COUNT-2: worst relative error {{.*}}: ok
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{mesh=2 function=step style=fully-shard batch-statistics=local})' %S/Inputs/local-statistics.mlir 2>&1 | FileCheck %s --check-prefix=STYLE
// STYLE: option 'batch-statistics' expects global (local statistics need style=replicate), got 'local'
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{mesh=2 function=step batch-statistics=rank})' %S/Inputs/local-statistics.mlir 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: option 'batch-statistics' expects global or local, got 'rank'

// CHECK-LABEL: func.func @step
// CHECK-SAME: spmd.local_batch_statistics = 0
// CHECK: %[[SUM:.*]] = linalg.reduce ins(%arg1 : tensor<4x4xf32>)
// CHECK: %[[RANKS:.*]] = arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK: %[[OWN:.*]] = arith.mulf %[[SUM]], %[[RANKS]] : tensor<4xf32>
// CHECK-NOT: shard.all_reduce
// CHECK: %[[MEAN:.*]] = arith.divf %[[OWN]]
// CHECK-NOT: shard.all_reduce
// CHECK: %[[SPREAD:.*]] = linalg.reduce
// CHECK-NOT: shard.all_reduce
// CHECK: %[[RUNNING:.*]] = arith.addf {{.*}} : tensor<4xf32>
// CHECK: %[[AT:.*]] = shard.process_multi_index on @mesh axes = [0]
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[AT]], %c0
// CHECK: %[[ONLY:.*]] = arith.select %[[FIRST]], %[[RUNNING]], %{{.*}} : tensor<4xf32>
// CHECK: %[[RANK0:.*]] = shard.all_reduce %[[ONLY]] on @mesh grid_axes = [0] : tensor<4xf32>
// CHECK: %[[TOTAL:.*]] = shard.all_reduce %[[SPREAD]] on @mesh grid_axes = [0] : tensor<f32>
// CHECK: return %[[TOTAL]], %[[RANK0]]
