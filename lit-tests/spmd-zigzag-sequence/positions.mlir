// spmd-zigzag-sequence on a small causal mask over 8 positions split on
// 2 devices (4 chunks of 2): the argument is reordered where the function
// starts (chunks 0, 3, 1, 2: device 0 holds 0 and 3, device 1 holds 1
// and 2) and constrained to its sharding, the positions the payload reads
// are mapped from their place in that order, the result is put back in
// order (chunks from places 0, 2, 3, 1), and the function says which axis
// and length. The same results as the program before the pass.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 args="0=S(0)"},spmd-zigzag-sequence)' %s | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 args="0=S(0)"},spmd-zigzag-sequence)' %s -o %t.mlir
// RUN: spmd-run %s --seed 5 --out %t.expected
// RUN: spmd-run %t.mlir --seed 5 --expect %t.expected | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 args="0=S(0)"},spmd-zigzag-sequence,spmd-propagate,spmd-partition)' %s -o %t.partitioned.mlir
// RUN: spmd-run %t.partitioned.mlir --seed 5 --expect %t.expected | FileCheck %s --check-prefix=NUMERICS
// CHECK-LABEL: func.func @causal_sum
// CHECK-SAME: spmd.zigzag = {axis = 0 : i64, length = 8 : i64}
// CHECK: %[[C0:.*]] = tensor.extract_slice %arg0[0, 0] [2, 8]
// CHECK: %[[C3:.*]] = tensor.extract_slice %arg0[6, 0] [2, 8]
// CHECK: %[[C1:.*]] = tensor.extract_slice %arg0[2, 0] [2, 8]
// CHECK: %[[C2:.*]] = tensor.extract_slice %arg0[4, 0] [2, 8]
// CHECK: %[[Z:.*]] = tensor.concat dim(0) %[[C0]], %[[C3]], %[[C1]], %[[C2]]
// CHECK: %[[A:.*]] = "spmd.annotate"(%[[Z]]) {sharding = #spmd.sharding<@mesh, ["S(0)"]>}
// CHECK: linalg.generic {{.*}} attrs = {spmd.zigzag_positions}
// CHECK: arith.divui
// CHECK: arith.addi {{.*}} {spmd.position} : index
// CHECK: linalg.generic {{.*}} ins(%[[A]]
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [2, 1]
// CHECK: tensor.extract_slice %{{.*}}[4, 0] [2, 1]
// CHECK: tensor.extract_slice %{{.*}}[6, 0] [2, 1]
// CHECK: tensor.extract_slice %{{.*}}[2, 0] [2, 1]
// CHECK: tensor.concat dim(0)
// NUMERICS-NOT: MISMATCH
// NUMERICS: ok

// Row i of the result: the sum of rows j <= i of x, times the position
// (a causal mask from positions, then a position-weighted row).
func.func @causal_sum(%x: tensor<8x8xf32>) -> tensor<8x1xf32> {
  %e = tensor.empty() : tensor<8xi32>
  %positions = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%e : tensor<8xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %p = arith.index_cast %i : index to i32
    linalg.yield %p : i32
  } -> tensor<8xi32>
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<8x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%se : tensor<8x1xf32>) -> tensor<8x1xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i)>, affine_map<(i, j, k) -> (j)>, affine_map<(i, j, k) -> (i, 0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x, %positions, %positions : tensor<8x8xf32>, tensor<8xi32>, tensor<8xi32>) outs(%init : tensor<8x1xf32>) {
  ^bb0(%v: f32, %pi: i32, %pj: i32, %acc: f32):
    %keep = arith.cmpi sge, %pi, %pj : i32
    %w = arith.sitofp %pi : i32 to f32
    %vw = arith.mulf %v, %w : f32
    %t = arith.select %keep, %vw, %zero : f32
    %r = arith.addf %acc, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x1xf32>
  return %sum : tensor<8x1xf32>
}
