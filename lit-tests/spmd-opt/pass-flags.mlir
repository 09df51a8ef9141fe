// Per-pass flags build the pipeline in command-line order, options included.
// RUN: spmd-opt --spmd-verify --spmd-verify=require-complete=false --mlir-print-ir-before-all %s 2>&1 >/dev/null | FileCheck %s
// CHECK: IR Dump Before SpmdVerify (spmd-verify)
// CHECK: IR Dump Before SpmdVerify (spmd-verify)
// RUN: not spmd-opt --spmd-verify=require-complete %s 2>&1 | FileCheck --check-prefix=COMPLETE %s
// COMPLETE: pass-flags.mlir:[[# @LINE + 8]]:{{[0-9]+}}: error: argument #0 has no 'spmd.sharding' (require-complete)
// --mlir-timing prints one report, the pipeline's, each pass in it.
// RUN: spmd-opt --spmd-verify --mlir-timing %s -o /dev/null 2>&1 | FileCheck --check-prefix=TIMING %s
// RUN: spmd-opt --spmd-verify --mlir-timing %s -o /dev/null 2>&1 | grep -c 'Execution time report' | FileCheck --check-prefix=REPORTS %s
// TIMING: Execution time report
// TIMING: SpmdVerify
// REPORTS: {{^1$}}

func.func @f(%a: tensor<4xf32>) {
  return
}
