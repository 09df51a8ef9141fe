// torch-mlir's and IREE's own ops (tm_tensor, iree_linalg_ext) in custom
// syntax parse only in spmd-opt (it rewrites them to generic syntax), not
// in mlir-opt, which lacks their dialects.
// UNSUPPORTED: plugin-driver
// What spmd-lower-to-runtime cannot lower is a located error, never a crash.
// RUN: spmd-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(spmd-lower-to-runtime)' %s

func.func @named(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  // expected-error@+1 {{'linalg.transpose' is not supported by spmd-lower-to-runtime; run func.func(linalg-generalize-named-ops) before it}}
  %t = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  return %t : tensor<8x4xf32>
}

// -----

func.func @region(%u: tensor<2x1xf32>, %i: tensor<2x1xi64>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{the region of 'tm_tensor.scatter' must yield one of its two arguments or one arith op of both for the runtime}}
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<2x1xf32>, tensor<2x1xi64>) outs(%o : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    %t = arith.mulf %s, %b : f32
    tm_tensor.yield %t : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @loop(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'scf.for' carrying a scalar is not supported by spmd-lower-to-runtime: only tensors may be loop-carried}}
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> f32 {
    %b = arith.addf %a, %a : f32
    scf.yield %b : f32
  }
  return %r : f32
}
