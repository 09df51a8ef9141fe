// linalg.generic reads its factors from indexing_maps and iterator_types,
// the reduction kind from the payload's combiner (unknown: never split);
// transpose, broadcast and reduce from their attributes; a fill is free.
// RUN: spmd-opt --spmd-print-rules %s -o /dev/null 2>&1 | FileCheck %s

func.func @main(%x: tensor<8x4xf32>, %init: tensor<8xf32>, %t: tensor<4x8xf32>,
                %v: tensor<8xf32>, %b: tensor<8x3xf32>, %row: tensor<1x4xf32>) {
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:10: remark: 'linalg.generic' ([i, j], [i]) -> ([i]) {i=8, j=4} reduction={j:max} inits=1
  %max = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x4xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:14: remark: 'linalg.reduce' ([i, j], [i]) -> ([i]) {i=8, j=4} reduction={j:unknown} inits=1
  %product = linalg.reduce ins(%x : tensor<8x4xf32>) outs(%init : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %p = arith.mulf %in, %acc : f32
      linalg.yield %p : f32
    }
  // A broadcast row: dim 0 is indexed by no factor.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:11: remark: 'linalg.generic' ([_, j], [i, j]) -> ([i, j]) {i=8, j=4} inits=1
  %rows = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%row : tensor<1x4xf32>) outs(%x : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x4xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.transpose' ([j, i], [i, j]) -> ([i, j]) {i=4, j=8} inits=1
  %0 = linalg.transpose ins(%x : tensor<8x4xf32>) outs(%t : tensor<4x8xf32>) permutation = [1, 0]
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.broadcast' ([i], [i, j]) -> ([i, j]) {i=8, j=3} inits=1
  %1 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%b : tensor<8x3xf32>) dimensions = [1]
  %zero = arith.constant 0.0 : f32
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.fill' ([], [i, j]) -> ([i, j]) {i=8, j=3} inits=1 free
  %2 = linalg.fill ins(%zero : f32) outs(%b : tensor<8x3xf32>) -> tensor<8x3xf32>
  return
}
