// Values made from nothing sharded (tensor.empty, constants, fills) are
// free: built in whatever sharding their users need.
// RUN: spmd-opt --spmd-print-rules %s -o /dev/null 2>&1 | FileCheck %s

func.func @main() {
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'tensor.empty' () -> ([i, j]) {i=8, j=4} free
  %e = tensor.empty() : tensor<8x4xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'arith.constant' () -> ([i]) {i=3} free
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  // CHECK-NOT: remark
  %s = arith.constant 1.0 : f32
  return
}
