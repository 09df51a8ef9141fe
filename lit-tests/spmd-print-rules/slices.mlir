// Slicing, padding and concatenation: one factor per dim of the larger
// side; a dim the op does not take whole is never split (whole={..}).
// RUN: spmd-opt --spmd-print-rules %s -o /dev/null 2>&1 | FileCheck %s

func.func @main(%x: tensor<8x6x1xf32>, %a: tensor<8x4xf32>, %b: tensor<8x2xf32>) {
  // The unit dim k is dropped from the result.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'tensor.extract_slice' ([i, j, k]) -> ([i, j]) {i=8, j=6, k=1} whole={j}
  %s = tensor.extract_slice %x[0, 1, 0] [8, 4, 1] [1, 1, 1] : tensor<8x6x1xf32> to tensor<8x4xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'tensor.insert_slice' ([i, j], [i, j, k]) -> ([i, j, k]) {i=8, j=6, k=1} whole={j} inits=1
  %i = tensor.insert_slice %s into %x[0, 1, 0] [8, 4, 1] [1, 1, 1] : tensor<8x4xf32> into tensor<8x6x1xf32>
  %zero = arith.constant 0.0 : f32
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'tensor.pad' ([i, j]) -> ([i, j]) {i=8, j=4} whole={j}
  %p = tensor.pad %s low[0, 3] high[0, 3] {
  ^bb0(%r: index, %c: index):
    tensor.yield %zero : f32
  } : tensor<8x4xf32> to tensor<8x10xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'tensor.concat' ([i, j], [i, j]) -> ([i, j]) {i=8, j=0} whole={j}
  %c = tensor.concat dim(1) %a, %b : (tensor<8x4xf32>, tensor<8x2xf32>) -> tensor<8x6xf32>
  return
}
