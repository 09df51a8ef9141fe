// A tensor.empty's contents are undefined: the interpreter makes them NaN
// (floats), so that a program reading them (a pass that left a value's
// source an empty tensor) shows it in its results instead of reading
// zeros that a check's tolerance might hide.
// RUN: spmd-run %s | FileCheck %s
// CHECK: result 0: F32 [2]: sum NaN
// CHECK: result 1: F32 [2]: sum 2.000000

#id = affine_map<(d0) -> (d0)>
func.func @reads_empty(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %e = tensor.empty() : tensor<2xf32>
  %out = tensor.empty() : tensor<2xf32>
  %copied = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%e : tensor<2xf32>) outs(%out : tensor<2xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<2xf32>
  %one = arith.constant 1.0 : f32
  %filled = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %copied, %filled : tensor<2xf32>, tensor<2xf32>
}
