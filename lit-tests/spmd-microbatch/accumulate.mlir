// Gradient accumulation on a two-layer SGD step (16 examples): the
// forward and backward run in a loop over 2 micro-batches (every second
// example), summing the two gradients and the loss; the update runs once
// after the loop. Nothing of the virtual data parallelism that derived it
// remains.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-microbatch{count=2})' %S/Inputs/two-layer-step.mlir | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-microbatch{count=2}, spmd-data-parallel{style=replicate mesh=2})' %S/Inputs/two-layer-step.mlir | FileCheck %s --check-prefix=DDP
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-microbatch{count=2}, spmd-data-parallel{style=fully-shard mesh=2})' %S/Inputs/two-layer-step.mlir | FileCheck %s --check-prefix=FSDP
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-microbatch{count=1})' %S/Inputs/two-layer-step.mlir | FileCheck %s --check-prefix=ONE
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-microbatch)' %S/Inputs/two-layer-step.mlir 2>&1 | FileCheck %s --check-prefix=NO-COUNT

// CHECK-NOT: shard.
// CHECK-LABEL: func.func @sgd(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<16x8xf32>)
// CHECK: %[[COUNT:.*]] = arith.constant 2 : index
// CHECK: %[[VIEW:.*]] = tensor.expand_shape %arg2 {{\[\[}}0, 1], [2]] output_shape [8, 2, 8] : tensor<16x8xf32> into tensor<8x2x8xf32>
// CHECK: %[[SUMS:.*]]:3 = scf.for %[[M:.*]] = %{{.*}} to %[[COUNT]] step %{{.*}} iter_args(%[[G1:.*]] = %{{.*}}, %[[G2:.*]] = %{{.*}}, %[[LOSS:.*]] = %{{.*}}) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>)
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[VIEW]][0, %[[M]], 0] [8, 1, 8] [1, 1, 1]
// CHECK: %[[X:.*]] = tensor.collapse_shape %[[SLICE]] {{\[\[}}0, 1], [2]] : tensor<8x1x8xf32> into tensor<8x8xf32>
// CHECK: linalg.matmul ins(%[[X]], %arg0
// Each micro-batch's w2 transpose is made in the loop, not held across it.
// CHECK: linalg.transpose ins(%arg1
// CHECK: linalg.generic {{.*}} ins(%[[G1]], %{{.*}} : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[G2]], %{{.*}} : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[LOSS]], %{{.*}} : tensor<f32>, tensor<f32>)
// CHECK: scf.yield
// CHECK: arith.mulf %[[SUMS]]#0
// CHECK: return %[[SUMS]]#2
// CHECK-NOT: spmd.

// With DDP the gradients are summed locally and all-reduced once, after the
// loop (DDP's no_sync), not once per micro-batch.
// DDP: func.func @sgd({{.*}}%arg2: tensor<8x8xf32> {spmd.global_type = tensor<16x8xf32>, spmd.role = "input", spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
// DDP: scf.for
// DDP-NOT: shard.
// DDP: scf.yield
// DDP-COUNT-3: shard.all_reduce

// With FSDP the params are gathered and the gradients reduce-scattered per
// micro-batch (FSDP's default), accumulated sharded; the loss once.
// FSDP: scf.for
// FSDP-COUNT-2: shard.all_gather
// FSDP-COUNT-2: shard.reduce_scatter
// FSDP: scf.yield
// FSDP: shard.all_reduce {{.*}} : tensor<f32>

// One micro-batch leaves the step as it is.
// ONE-NOT: scf.for

// NO-COUNT: spmd-microbatch: option 'count' expects the number of micro-batches, a positive integer, got ''
