// arith and math ops on tensors: one parallel factor per dim, every value
// indexed alike; `linear={..}` names the operands a Partial(sum) passes
// through together (a sum or difference of two operands).
// RUN: spmd-opt --spmd-print-rules %s -o /dev/null 2>&1 | FileCheck %s

func.func @main(%x: tensor<8x4xf32>, %y: tensor<8x4xf32>, %c: tensor<8x4xi1>) {
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'arith.addf' ([i, j], [i, j]) -> ([i, j]) {i=8, j=4} linear={#0, #1}{{$}}
  %0 = arith.addf %x, %y : tensor<8x4xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'math.exp' ([i, j]) -> ([i, j]) {i=8, j=4}{{$}}
  %1 = math.exp %0 : tensor<8x4xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'arith.select' ([i, j], [i, j], [i, j]) -> ([i, j]) {i=8, j=4}
  %2 = arith.select %c, %1, %x : tensor<8x4xi1>, tensor<8x4xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'arith.cmpf' ([i, j], [i, j]) -> ([i, j]) {i=8, j=4}{{$}}
  %3 = arith.cmpf olt, %2, %y : tensor<8x4xf32>
  return
}
