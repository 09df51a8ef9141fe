// A value whose split on one mesh axis an op cannot carry still carries
// its split on the others: column-parallel q (64 = 2 heads x 32, split on
// the 4 devices of `tp`) cannot be expanded to [heads, head dim] with the
// heads split in 4, so the expand computes gathered on `tp` but stays split
// on `dp`, and the tokens stay split on `dp` through the row-parallel
// projection that follows. Only `tp` moves data; nothing is gathered on
// `dp`. Numerics against the single device.
// RUN: spmd-opt --spmd-propagate %s | FileCheck %s
// RUN: spmd-opt --spmd-propagate --spmd-partition %s | FileCheck %s --check-prefix=PLAN
// RUN: spmd-opt --spmd-propagate --spmd-partition %s -o %t.mlir
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 2x4)

// CHECK-LABEL: func.func @heads
// CHECK: tensor.expand_shape %arg0 {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)", "R"]>]}
// CHECK: linalg.matmul {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)", "P(sum)"]>]}
// PLAN-LABEL: func.func @heads
// PLAN: shard.all_gather %arg0 on @mesh grid_axes = [1] gather_axis = 1
// PLAN-NOT: grid_axes = [0]
// PLAN: shard.all_reduce %{{.*}} on @mesh grid_axes = [1]
// PLAN-NOT: shard.
// PLAN: return
func.func @heads(%q: tensor<8x64xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(1)"]>},
                 %w: tensor<64x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "S(0)"]>}) -> tensor<8x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.expand_shape %q [[0], [1, 2]] output_shape [8, 2, 32] : tensor<8x64xf32> into tensor<8x2x32xf32>
  %empty = tensor.empty() : tensor<8x2x32xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e : tensor<8x2x32xf32>) outs(%empty : tensor<8x2x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = math.exp %in : f32
    linalg.yield %x : f32
  } -> tensor<8x2x32xf32>
  %flat = tensor.collapse_shape %act [[0], [1, 2]] : tensor<8x2x32xf32> into tensor<8x64xf32>
  %init = tensor.empty() : tensor<8x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%flat, %w : tensor<8x64xf32>, tensor<64x16xf32>) outs(%acc : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// NUMERICS: result 0: shape [8, 16], worst relative error {{.*}}: ok
