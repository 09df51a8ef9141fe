// Uneven shards: 30 rows over 4 devices are padded pieces of 8 (8, 8, 8, 6),
// never truncated. Element-wise work runs on the padded pieces; a reduction
// over the uneven dim is not split (the padding would enter the sum): its
// operand is gathered first. Both equal the single-device program.
// RUN: spmd-opt --split-input-file --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/uneven.mlir -o %t.mlir
// RUN: spmd-run %S/Inputs/uneven.mlir --function sum_rows --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --function sum_rows --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %S/Inputs/uneven.mlir --function exp_rows --out %t.ref2 > /dev/null
// RUN: spmd-run %t.mlir --function exp_rows --expect %t.ref2 | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @exp_rows
// CHECK-SAME: %arg0: tensor<8x5xf32> {spmd.global_type = tensor<30x5xf32>
// CHECK-NEXT: %[[E:.*]] = math.exp %arg0 : tensor<8x5xf32>
// CHECK-NEXT: return %[[E]] : tensor<8x5xf32>
func.func @exp_rows(%x: tensor<30x5xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<30x5xf32> {
  %e = math.exp %x : tensor<30x5xf32>
  return %e : tensor<30x5xf32>
}

// -----

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @sum_rows
// CHECK: %[[G:.*]] = shard.all_gather %arg0 on @mesh grid_axes = [0] gather_axis = 0 : tensor<8x5xf32> -> tensor<32x5xf32>
// CHECK: %[[X:.*]] = tensor.extract_slice %[[G]][0, 0] [30, 5] [1, 1] : tensor<32x5xf32> to tensor<30x5xf32>
// CHECK: linalg.generic {{.*}} ins(%[[X]] : tensor<30x5xf32>)
// CHECK-NOT: shard.all_reduce
// CHECK: return {{.*}} : tensor<5xf32>
func.func @sum_rows(%x: tensor<30x5xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<5xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<30x5xf32>) outs(%init : tensor<5xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %add = arith.addf %in, %acc : f32
    linalg.yield %add : f32
  } -> tensor<5xf32>
  return %s : tensor<5xf32>
}
