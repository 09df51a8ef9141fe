// Reshapes are factors too: a collapsed dim is indexed by its group's
// factors, major first (i*j); a split survives only on the major factor,
// evenly ("even"); Partial passes through ops that only move elements.
// RUN: spmd-opt --spmd-print-rules %s -o /dev/null 2>&1 | FileCheck %s

func.func @main(%x: tensor<6x4x2xf32>, %v: tensor<64xf32>, %d: tensor<?xf32>) {
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'tensor.collapse_shape' ([i, j, k]) -> ([i*j, k]) {i=6, j=4, k=2} even carries Partial
  %0 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<6x4x2xf32> into tensor<24x2xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'tensor.expand_shape' ([i*j]) -> ([i, j]) {i=2, j=32} even carries Partial
  %1 = tensor.expand_shape %v [[0, 1]] output_shape [2, 32] : tensor<64xf32> into tensor<2x32xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'tensor.cast' ([i]) -> ([i]) {i=64} carries Partial
  %2 = tensor.cast %v : tensor<64xf32> to tensor<64xf32>
  return
}
