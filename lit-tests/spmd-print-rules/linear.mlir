// An all-parallel linalg.generic whose payload is jointly linear in two or
// more inputs (sums and differences of them, scaled by the other inputs or
// constants) carries a Partial(sum) through them: `linear={..}`. A product
// of two of them, a non-linear function of one, or a payload that reads its
// output is not linear; one input alone is not marked.
// RUN: spmd-opt --spmd-print-rules %s -o /dev/null 2>&1 | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>, %c: tensor<8x4xf32>, %init: tensor<8x4xf32>) {
  // (a - b) * c: linear in a and b, c fixed.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.generic' ([i, j], [i, j], [i, j], [i, j]) -> ([i, j]) {i=8, j=4} inits=1 linear={#0, #1}{{$}}
  %0 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):
    %d = arith.subf %x, %y : f32
    %p = arith.mulf %d, %z : f32
    linalg.yield %p : f32
  } -> tensor<8x4xf32>
  // -(a + b + c) / 2: linear in all three.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.generic' {{.*}} linear={#0, #1, #2}{{$}}
  %1 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):
    %two = arith.constant 2.0 : f32
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    %n = arith.negf %t : f32
    %q = arith.divf %n, %two : f32
    linalg.yield %q : f32
  } -> tensor<8x4xf32>
  // a * b: linear in each alone, not in both.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.generic' ([i, j], [i, j], [i, j]) -> ([i, j]) {i=8, j=4} inits=1{{$}}
  %2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x4xf32>, tensor<8x4xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %p = arith.mulf %x, %y : f32
    linalg.yield %p : f32
  } -> tensor<8x4xf32>
  // exp(a + b): not linear.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.generic' ([i, j], [i, j], [i, j]) -> ([i, j]) {i=8, j=4} inits=1{{$}}
  %3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x4xf32>, tensor<8x4xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %e = math.exp %s : f32
    linalg.yield %e : f32
  } -> tensor<8x4xf32>
  // a + b + out: reads its output.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.generic' ([i, j], [i, j], [i, j]) -> ([i, j]) {i=8, j=4} inits=1{{$}}
  %4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x4xf32>, tensor<8x4xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  // (a + b) * (a + c): linear in no two of them (a appears twice), but in
  // b and c with a fixed? No: (a + b) * (a + c) is quadratic in {b, c}.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.generic' ([i, j], [i, j], [i, j], [i, j]) -> ([i, j]) {i=8, j=4} inits=1{{$}}
  %5 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.addf %x, %z : f32
    %p = arith.mulf %s, %t : f32
    linalg.yield %p : f32
  } -> tensor<8x4xf32>
  return
}
