// Each chunk is parsed and processed on its own; the outputs are joined by
// the same marker, and a failing chunk does not stop the others.
// RUN: not spmd-opt --spmd-verify --split-input-file %s 2> %t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err

// CHECK: func.func @first
// CHECK-NEXT: return
// CHECK: // -----
// CHECK: func.func @third
// CHECK-NOT: // -----
func.func @first() {
  return
}

// -----

// Line numbers stay those of the whole file.
// ERR: split-input-file.mlir:[[# @LINE + 2]]:19: error: argument #0: unknown mesh @nowhere
// ERR-NOT: error
func.func @second(%a: tensor<4xf32> {spmd.sharding = #spmd.sharding<@nowhere, ["R"]>}) {
  return
}

// -----

func.func @third() {
  return
}
