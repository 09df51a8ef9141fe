// torch-mlir's and IREE's own ops (tm_tensor, iree_linalg_ext) in custom
// syntax parse only in spmd-opt (it rewrites them to generic syntax), not
// in mlir-opt, which lacks their dialects.
// UNSUPPORTED: plugin-driver
// A tensor a payload reads from above (a gather's table, captured by
// `tensor.extract`) is an operand of the op's rule, after its own
// (`captured=N`): a dim looked up by data is a lookup factor where the op
// yields what it looks up linearly (split: a masked local lookup whose
// results are Partial(sum)); a dim indexed by a loop of the same extent is
// that loop; a capture the payload uses any other way is whole.
// RUN: spmd-opt --spmd-print-rules %s -o /dev/null 2>&1 | FileCheck %s

#row = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%table: tensor<8x4xf32>, %ids: tensor<3xi64>, %init: tensor<3x4xf32>) {
  // An embedding: rows by data, columns by the loop d1.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.generic' ([i], [i, j], [k, j]) -> ([i, j]) {i=3, j=4, k=8} lookup={k} inits=1 captured=1{{$}}
  %0 = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi64>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  // Negated and masked (cross-entropy's target logit): still linear.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.generic' {{.*}} lookup={k} inits=1 captured=1{{$}}
  %1 = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi64>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    %n = arith.negf %v : f32
    %ignored = arith.cmpi eq, %in, %in : i64
    %zero = arith.constant 0.0 : f32
    %r = arith.select %ignored, %zero, %n : f32
    linalg.yield %r : f32
  } -> tensor<3x4xf32>
  // exp of a looked-up value is not zero where nothing is found: whole.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.generic' ([i], [i, j], [k, j]) -> ([i, j]) {i=3, j=4, k=8} whole={k} inits=1 captured=1{{$}}
  %2 = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi64>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    %e = math.exp %v : f32
    linalg.yield %e : f32
  } -> tensor<3x4xf32>
  return
}

// The exporters' scatters and scans: the batch of a scatter that sums is
// a sum reduction (and it is linear in its updates and original), of one
// that replaces a reduction spmd does not know; the original's indexed
// dims may split either way. A scan's scanned dim is whole.
func.func @indexed(%updates: tensor<6x1x4xf32>, %indices: tensor<6x1xi64>, %original: tensor<8x4xf32>,
                   %points: tensor<6xf32>, %pairs: tensor<6x2xi64>, %grid: tensor<3x8xf32>,
                   %x: tensor<4x8xi64>, %acc: tensor<4xi64>) {
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'tm_tensor.scatter' ([i, l, m], [i, j], [k, m]) -> ([k, m]) {i=6, j=1, k=8, l=1, m=4} reduction={i:sum} whole={j, l} inits=1 linear={#0, #2}{{$}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%updates, %indices : tensor<6x1x4xf32>, tensor<6x1xi64>) outs(%original : tensor<8x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    tm_tensor.yield %s : f32
  } -> tensor<8x4xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'tm_tensor.scatter' ([i], [i, j], [k, l]) -> ([k, l]) {i=6, j=2, k=3, l=8} reduction={i:unknown} whole={j} inits=1{{$}}
  %1 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%points, %pairs : tensor<6xf32>, tensor<6x2xi64>) outs(%grid : tensor<3x8xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<3x8xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:10: remark: 'tm_tensor.scan' ([i, j], [i, j], [i]) -> ([i, j], [i]) {i=4, j=8} whole={j} inits=2{{$}}
  %2:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<4x8xi64>) outs(%x, %acc : tensor<4x8xi64>, tensor<4xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<4x8xi64>, tensor<4xi64>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'iree_linalg_ext.scatter' ([i, l, m], [i, j], [k, m]) -> ([k, m]) {i=6, j=1, k=8, l=1, m=4} reduction={i:sum} whole={j, l} inits=1 linear={#0, #2}{{$}}
  %3 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%updates, %indices : tensor<6x1x4xf32>, tensor<6x1xi64>) outs(%original : tensor<8x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<8x4xf32>
  return
}
