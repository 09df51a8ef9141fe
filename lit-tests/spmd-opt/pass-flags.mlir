// Per-pass flags build the pipeline in command-line order, options included.
// RUN: spmd-opt --spmd-verify --spmd-verify=require-complete=false --mlir-print-ir-before-all %s 2>&1 >/dev/null | FileCheck %s
// CHECK: IR Dump Before SpmdVerify (spmd-verify)
// CHECK: IR Dump Before SpmdVerify (spmd-verify)
// RUN: not spmd-opt --spmd-verify=require-complete %s 2>&1 | FileCheck --check-prefix=COMPLETE %s
// COMPLETE: pass-flags.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: argument #0 has no 'spmd.sharding' (require-complete)

func.func @f(%a: tensor<4xf32>) {
  return
}
