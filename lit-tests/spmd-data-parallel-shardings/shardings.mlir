// The first pass of spmd-data-parallel: argument placements by style and
// the batch-dim marks; nothing is partitioned yet.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel-shardings{style=fully-shard mesh=4})' %S/../spmd-data-parallel/Inputs/step.mlir | FileCheck %s --check-prefix=FSDP
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel-shardings{mesh=4})' %S/../spmd-data-parallel/Inputs/step.mlir | FileCheck %s --check-prefix=DDP

// FSDP: shard.grid @mesh(shape = 4)
// FSDP: func.func @sgd(%arg0: tensor<{{.*}}> {spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}
// FSDP-SAME: {spmd.role = "input", spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}
// FSDP-NOT: shard.all_gather
// FSDP: spmd.batch

// DDP: func.func @sgd(%arg0: tensor<{{.*}}> {spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["R"]>}
