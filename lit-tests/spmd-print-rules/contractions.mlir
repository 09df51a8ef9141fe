// Named contractions: the reduction factor (k) is split into Partial(sum);
// a transposed variant reads its maps from `indexing_maps`.
// RUN: spmd-opt --spmd-print-rules %s -o /dev/null 2>&1 | FileCheck %s

func.func @main(%a: tensor<8x4xf32>, %b: tensor<4x16xf32>, %c: tensor<8x16xf32>,
                %ba: tensor<2x8x4xf32>, %bb: tensor<2x4x16xf32>, %bc: tensor<2x8x16xf32>,
                %v: tensor<4xf32>, %y: tensor<8xf32>, %z: tensor<16xf32>, %s: tensor<f32>,
                %bt: tensor<16x4xf32>) {
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.matmul' ([i, k], [k, j], [i, j]) -> ([i, j]) {i=8, j=16, k=4} reduction={k:sum} inits=1
  %0 = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x16xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.batch_matmul' ([i, j, l], [i, l, k], [i, j, k]) -> ([i, j, k]) {i=2, j=8, k=16, l=4} reduction={l:sum} inits=1
  %1 = linalg.batch_matmul ins(%ba, %bb : tensor<2x8x4xf32>, tensor<2x4x16xf32>) outs(%bc : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.matvec' ([i, j], [j], [i]) -> ([i]) {i=8, j=4} reduction={j:sum} inits=1
  %2 = linalg.matvec ins(%a, %v : tensor<8x4xf32>, tensor<4xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.vecmat' ([j], [j, i], [i]) -> ([i]) {i=16, j=4} reduction={j:sum} inits=1
  %3 = linalg.vecmat ins(%v, %b : tensor<4xf32>, tensor<4x16xf32>) outs(%z : tensor<16xf32>) -> tensor<16xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.dot' ([i], [i], []) -> ([]) {i=4} reduction={i:sum} inits=1
  %4 = linalg.dot ins(%v, %v : tensor<4xf32>, tensor<4xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.matmul' ([i, k], [j, k], [i, j]) -> ([i, j]) {i=8, j=16, k=4} reduction={k:sum} inits=1
  %5 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
         ins(%a, %bt : tensor<8x4xf32>, tensor<16x4xf32>) outs(%c : tensor<8x16xf32>) -> tensor<8x16xf32>
  return
}
