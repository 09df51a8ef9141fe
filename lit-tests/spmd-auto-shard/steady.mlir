// Steady steps: whatever sharding the ILP gives a param, the step returns
// the param's update in it (the reshard, if any, is in the program and in
// the ILP's cost), so the next step reads it as this one did.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=4})' %S/Inputs/sgd-step.mlir 2>/dev/null | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=2x2})' %S/Inputs/sgd-step.mlir 2>/dev/null | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=4 algo=dp})' %S/Inputs/sgd-step.mlir 2>/dev/null | FileCheck %s
// RUN: spmd-run %S/Inputs/sgd-step.mlir --out %t.ref > /dev/null
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=2x2})' %S/Inputs/sgd-step.mlir -o %t.mlir 2>/dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: result 0: {{.*}}: ok

// CHECK: func.func @sgd(%arg0: {{.*}}spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, [[W:.*]]>}, %arg1
// CHECK-SAME: -> (tensor<{{.*}}> {spmd.global_type = tensor<64x64xf32>, spmd.sharding = #spmd.sharding<@mesh, [[W]]>})
