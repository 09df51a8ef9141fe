// A fill stays whole where it is (each use takes its piece), so a
// destination partitioned before it (an expand_shape of an empty tensor
// recorded split, as spmd-auto-shard may choose for a convolution's
// weight-gradient init) is replaced by a whole empty tensor: the fill's
// operand and result types agree.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-partition)' %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok

// CHECK: %[[WHOLE:.*]] = tensor.empty() : tensor<8x16xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[WHOLE]] : tensor<8x16xf32>) -> tensor<8x16xf32>
shard.grid @mesh(shape = 4)
func.func @main(%w: tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) -> (tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]} : tensor<128xf32>
  %x = tensor.expand_shape %e [[0, 1]] output_shape [8, 16] {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]} : tensor<128xf32> into tensor<8x16xf32>
  %f = linalg.fill {spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]} ins(%cst : f32) outs(%x : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"], spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]} ins(%w, %f : tensor<8x16xf32>, tensor<8x16xf32>) outs(%w : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
