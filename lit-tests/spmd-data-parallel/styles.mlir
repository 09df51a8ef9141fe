// The three data-parallel styles on a mesh of 4, for an SGD step with a
// param whose rows divide (b: 4) and one whose rows do not (w: 6x4). Each
// partitioned step equals the single-device one.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=replicate mesh=4})' %S/Inputs/step.mlir | FileCheck %s --check-prefix=DDP
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4})' %S/Inputs/step.mlir | FileCheck %s --check-prefix=FSDP
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=mixed mesh=4})' %S/Inputs/step.mlir 2>%t.mixed.txt | FileCheck %s --check-prefix=MIXED
// RUN: FileCheck %s --check-prefix=MIXED-REPORT < %t.mixed.txt
// RUN: spmd-run %S/Inputs/step.mlir --out %t.ref > /dev/null
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=replicate mesh=4})' %S/Inputs/step.mlir -o %t.ddp.mlir
// RUN: spmd-run %t.ddp.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4})' %S/Inputs/step.mlir -o %t.fsdp.mlir
// RUN: spmd-run %t.fsdp.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=mixed mesh=4})' %S/Inputs/step.mlir -o %t.mixed.mlir 2> /dev/null
// RUN: spmd-run %t.mixed.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS-COUNT-3: worst relative error {{.*}}: ok

// With DDP, params replicated, the input batch-sharded; each gradient is a
// partial sum all-reduced before the update.
// DDP: shard.grid @mesh(shape = 4)
// DDP: func.func @sgd(%arg0: tensor<6x4xf32> {{.*}}spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["R"]>}, %arg1: tensor<4xf32> {{.*}}spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["R"]>}, %arg2: tensor<4x6xf32> {{.*}}spmd.role = "input", spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
// DDP-NOT: shard.all_gather
// DDP-NOT: shard.reduce_scatter
// DDP: %[[GW:.*]] = linalg.matmul {{.*}}spmd.gradient_of = 0 : i64}
// DDP: shard.all_reduce %[[GW]] on @mesh grid_axes = [0] : tensor<6x4xf32> -> tensor<6x4xf32>
// DDP: shard.all_reduce {{.*}} : tensor<4xf32> -> tensor<4xf32>

// With FSDP, params stored as Shard(0) (6 rows padded to 2 per device), gathered
// where used; gradients reduce-scattered to the sharded update.
// FSDP: func.func @sgd(%arg0: tensor<2x4xf32> {spmd.global_type = tensor<6x4xf32>, spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %arg1: tensor<1xf32> {spmd.global_type = tensor<4xf32>, spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}
// FSDP-SAME: -> (tensor<f32> {spmd.global_type = tensor<f32>, spmd.sharding = #spmd.sharding<@mesh, ["R"]>}, tensor<2x4xf32> {spmd.global_type = tensor<6x4xf32>, spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, tensor<1xf32> {spmd.global_type = tensor<4xf32>, spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
// FSDP-DAG: shard.all_gather %arg0 on @mesh grid_axes = [0] gather_axis = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
// FSDP-DAG: shard.all_gather %arg1 on @mesh grid_axes = [0] gather_axis = 0 : tensor<1xf32> -> tensor<4xf32>
// FSDP-DAG: shard.reduce_scatter {{.*}} scatter_axis = 0 : tensor<8x4xf32> -> tensor<2x4xf32>
// FSDP-DAG: shard.reduce_scatter {{.*}} scatter_axis = 0 : tensor<4xf32> -> tensor<1xf32>

// Mixed: w's 6 rows do not divide by 4 (replicated, all-reduced), b's do
// (sharded, reduce-scattered).
// MIXED: func.func @sgd(%arg0: tensor<6x4xf32> {{.*}}["R"]>}, %arg1: tensor<1xf32> {{.*}}["S(0)"]>}
// MIXED-DAG: shard.all_reduce {{.*}} : tensor<6x4xf32> -> tensor<6x4xf32>
// MIXED-DAG: shard.reduce_scatter {{.*}} : tensor<4xf32> -> tensor<1xf32>
// MIXED-REPORT: spmd-data-parallel: mixed on mesh axis 0 of @mesh (4):
// MIXED-REPORT-NEXT: argument #0 (param, [6, 4]): R
// MIXED-REPORT-NEXT: argument #1 (param, [4]): S(0)
// MIXED-REPORT-NEXT: argument #2 (input, [16, 6]): S(0)
