// spmd-auto-shard-plan alone: the ILP's choice written on every op and the
// function's signature, with the plan's report (its true peak measured on
// a partitioned copy); the function itself is not partitioned yet.
// spmd-partition after it gives what spmd-auto-shard gives.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard-plan{mesh=4 function=large})' %S/../spmd-auto-shard/convolutions.mlir 2>&1 | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=4 function=large})' %S/../spmd-auto-shard/convolutions.mlir -o %t.pipeline.mlir 2>/dev/null
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard-plan{mesh=4 function=large},spmd-partition{function=large})' %S/../spmd-auto-shard/convolutions.mlir -o %t.passes.mlir 2>/dev/null
// RUN: diff %t.pipeline.mlir %t.passes.mlir

// CHECK: spmd-auto-shard: plan 'ilp' on mesh @mesh (4): estimated step {{.*}}, peak {{[0-9]+}} bytes per device
// CHECK-LABEL: func.func @large(%arg0: tensor<64x128x34x34xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}
// CHECK-NOT: shard.all_reduce
// CHECK: linalg.conv_2d_nchw_fchw {{.*}}spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]
// CHECK-NOT: spmd.partitioned
// CHECK-LABEL: func.func @small
