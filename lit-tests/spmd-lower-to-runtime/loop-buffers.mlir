// A slice a loop's body writes into a value the loop carries goes straight
// into the carried buffer (a scanned model's stacked residuals and
// gradients, one layer per iteration): the insert_slice's result shares
// the loop's buffer, so neither the insert nor the yield copies the stack.
// Where the body reads the carried value after the write, the write gets
// a buffer of its own. Both run equal to the interpreter.
// RUN: spmd-opt --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops),spmd-lower-to-runtime)' %s | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops),spmd-lower-to-runtime)' %S/Inputs/loop-writes.mlir -o %t.lowered.mlir
// RUN: spmd-translate %t.lowered.mlir --spmd-to-executable -o %t.spmdx
// RUN: spmd-run %S/Inputs/loop-writes.mlir --function write_into_carried --out %t.ref > /dev/null
// RUN: spmd-exec %t.spmdx --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS-COUNT-2: worst relative error {{.*}}: ok

// CHECK-LABEL: func.func @write_into_carried
// CHECK: tensor.insert_slice {{.*}} {spmd.buffers = array<i64: [[STACK:[0-9]+]]>, spmd.step = "copy"}
// CHECK: } {spmd.buffers = array<i64: {{[0-9]+}}, [[STACK]]>, spmd.step = "loop"}
func.func @write_into_carried(%x: tensor<4x8xf32>, %w: tensor<3x8x8xf32>) -> (tensor<4x8xf32>, tensor<3x4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c3_i32 = arith.constant 3 : i32
  %zero = arith.constant 0.000000e+00 : f32
  %acts = arith.constant dense<0.000000e+00> : tensor<3x4x8xf32>
  %r:2 = scf.for %i = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%h = %x, %saved = %acts) -> (tensor<4x8xf32>, tensor<3x4x8xf32>) : i32 {
    %ii = arith.index_cast %i : i32 to index
    %lo = arith.maxsi %ii, %c0 : index
    %at = arith.minsi %lo, %c2 : index
    %ws = tensor.extract_slice %w[%at, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<3x8x8xf32> to tensor<1x8x8xf32>
    %wl = tensor.collapse_shape %ws [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
    %e = tensor.empty() : tensor<4x8xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %up = linalg.matmul ins(%h, %wl : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
    %one = tensor.expand_shape %up [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
    %kept = tensor.insert_slice %one into %saved[%at, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<1x4x8xf32> into tensor<3x4x8xf32>
    scf.yield %up, %kept : tensor<4x8xf32>, tensor<3x4x8xf32>
  }
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<3x4x8xf32>
}

// -----

// The body reads the carried stack after writing into it: the write gets
// its own buffer.
// CHECK-LABEL: func.func @read_after_write
// CHECK: tensor.insert_slice {{.*}} {spmd.buffers = array<i64: [[WRITTEN:[0-9]+]]>, spmd.step = "copy"}
// CHECK-NOT: } {spmd.buffers = array<i64: [[WRITTEN]]>, spmd.step = "loop"}
// CHECK: spmd.step = "loop"
func.func @read_after_write(%x: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c3_i32 = arith.constant 3 : i32
  %zeros = arith.constant dense<0.000000e+00> : tensor<3x4xf32>
  %r:2 = scf.for %i = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%s = %zeros, %t = %zeros) -> (tensor<3x4xf32>, tensor<3x4xf32>) : i32 {
    %ii = arith.index_cast %i : i32 to index
    %row = tensor.extract_slice %x[%ii, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
    %written = tensor.insert_slice %row into %s[%ii, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
    %e = tensor.empty() : tensor<3x4xf32>
    %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                           iterator_types = ["parallel", "parallel"]}
        ins(%s, %t : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %v = arith.addf %a, %b : f32
      linalg.yield %v : f32
    } -> tensor<3x4xf32>
    scf.yield %written, %sum : tensor<3x4xf32>, tensor<3x4xf32>
  }
  return %r#0, %r#1 : tensor<3x4xf32>, tensor<3x4xf32>
}
