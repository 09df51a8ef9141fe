// Partial sums added while still Partial (DESIGN section 3): the input
// gradient of a block with separate q / k / v projections is three
// row-sharded contractions, each a Partial(sum); their sum is reduced once,
// by one all_reduce after the adds, not one per contraction. Adding a
// replicated value to one Partial does not carry it (nothing is saved), and
// a non-linear use reduces it first. Numerics against the single device.
// RUN: spmd-opt --spmd-propagate %s | FileCheck %s
// RUN: spmd-opt --spmd-propagate --spmd-partition %s | FileCheck %s --check-prefix=PLAN
// RUN: spmd-opt --spmd-propagate --spmd-partition %s -o %t.mlir
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 4)

// CHECK-LABEL: func.func @input_gradient
// PLAN-LABEL: func.func @input_gradient
// PLAN-COUNT-1: shard.all_reduce
// PLAN-NOT: shard.
// PLAN: return
func.func @input_gradient(%dq: tensor<16x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>},
    %dk: tensor<16x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>},
    %dv: tensor<16x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>},
    %wq: tensor<32x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>},
    %wk: tensor<32x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>},
    %wv: tensor<32x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>},
    %residual: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<16x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x32xf32>) -> tensor<16x32xf32>
  // dx = dq wq' + dk wk' + dv wv' (the transposed weights stored
  // row-sharded), each contracting the sharded dim.
  // CHECK: linalg.matmul {spmd.shardings = [#spmd.sharding<@mesh, ["P(sum)"]>]}
  %a = linalg.matmul ins(%dq, %wq : tensor<16x32xf32>, tensor<32x32xf32>) outs(%init : tensor<16x32xf32>) -> tensor<16x32xf32>
  %b = linalg.matmul ins(%dk, %wk : tensor<16x32xf32>, tensor<32x32xf32>) outs(%init : tensor<16x32xf32>) -> tensor<16x32xf32>
  %c = linalg.matmul ins(%dv, %wv : tensor<16x32xf32>, tensor<32x32xf32>) outs(%init : tensor<16x32xf32>) -> tensor<16x32xf32>
  // CHECK: arith.addf {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["P(sum)"]>]}
  %ab = arith.addf %a, %b : tensor<16x32xf32>
  // CHECK: linalg.generic
  // CHECK-SAME: spmd.shardings = [#spmd.sharding<@mesh, ["P(sum)"]>]
  %abc = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%ab, %c : tensor<16x32xf32>, tensor<16x32xf32>) outs(%empty : tensor<16x32xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  // One Partial and a replicated value: reduced before the add.
  // CHECK: arith.addf {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]}
  %total = arith.addf %abc, %residual : tensor<16x32xf32>
  // CHECK: math.tanh {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]}
  %out = math.tanh %total : tensor<16x32xf32>
  return %out : tensor<16x32xf32>
}

// NUMERICS: result 0: shape [16, 32], worst relative error {{.*}}: ok
