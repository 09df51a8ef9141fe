// Roles by position with spmd-roles instead of the inference; the passes
// that read roles shard what it declares, and reject a role the step
// contradicts (a "state" that is never updated).
// RUN: spmd-opt --spmd-roles='args="0=param 1=param 2=input"' %S/Inputs/step.mlir | FileCheck %s
// RUN: spmd-opt --spmd-roles='args="0=param 1=param 2=input"' --spmd-data-parallel=mesh=2 %S/Inputs/step.mlir | FileCheck %s --check-prefix=DP
// RUN: not spmd-opt --spmd-roles='args="2=state"' --spmd-batch-dim-analysis %S/Inputs/step.mlir 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not spmd-opt --spmd-roles='args="7=param"' %S/Inputs/step.mlir 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not spmd-opt --spmd-roles='args="0=weight"' %S/Inputs/step.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: func.func @sgd(%arg0: tensor<6x4xf32> {spmd.role = "param"}, %arg1: tensor<4xf32> {spmd.role = "param"}, %arg2: tensor<16x6xf32> {spmd.role = "input"})
// DP: %arg2: tensor<8x6xf32> {spmd.global_type = tensor<16x6xf32>, spmd.role = "input", spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}
// WRONG: error: argument #2 is marked state, but the step returns no update of it
// RANGE: error: no argument #7: the function has 3
// BAD: {{(spmd-opt|<unknown>:0)}}: error: spmd-roles: option 'args' expects entries like 0=param, 3=state or 9=input, got '0=weight'
