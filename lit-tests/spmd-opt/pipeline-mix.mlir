// spmd and upstream passes in one pipeline, at module and function level:
// canonicalize folds the constant add, cse merges the duplicate negation, and
// spmd-verify runs between them at both levels.
// RUN: spmd-opt --pass-pipeline='builtin.module(canonicalize,spmd-verify,func.func(cse,spmd-verify),cse)' %s | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(canonicalize,spmd-verify,func.func(cse,spmd-verify),cse)' --mlir-print-ir-after-all %s 2>&1 >/dev/null | FileCheck --check-prefix=DUMP %s

shard.grid @mesh(shape = 2)

// CHECK-LABEL: func.func @f
// CHECK-DAG: %[[C:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[N:.*]] = arith.negf %arg0 : tensor<4xf32>
// CHECK-NOT: arith.negf
// CHECK: "spmd.annotate"(%[[N]])
// CHECK: return {{.*}}%[[C]]
func.func @f(%a: tensor<4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> (tensor<4xf32>, tensor<4xf32>, f32) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.addf %one, %two : f32
  %0 = arith.negf %a : tensor<4xf32>
  %1 = arith.negf %a : tensor<4xf32>
  %2 = "spmd.annotate"(%1) {sharding = #spmd.sharding<@mesh, ["R"]>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %2, %three : tensor<4xf32>, tensor<4xf32>, f32
}

// DUMP: IR Dump After Canonicalizer (canonicalize)
// DUMP: IR Dump After SpmdVerify (spmd-verify)
// DUMP: IR Dump After CSE (cse)
// DUMP: IR Dump After SpmdVerify (spmd-verify)
// DUMP: IR Dump After CSE (cse)
