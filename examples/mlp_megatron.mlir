// A two-layer MLP, y = relu(x @ w1) @ w2, annotated for a 2x4 mesh: the batch
// is split over `dp`, and the weights follow Megatron tensor parallelism over
// `tp` (w1 column-sharded, w2 row-sharded, so the second matmul produces a
// partial sum over `tp`).
//
//   spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' examples/mlp_megatron.mlir
//
// gives the per-device program: local matmuls and one all_reduce over `tp`.

shard.grid @mesh(shape = 2x4) {spmd.axis_names = ["dp", "tp"]}

func.func @mlp(
    %x: tensor<32x64xf32> {spmd.role = "input", spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "R"]>},
    %w1: tensor<64x256xf32> {spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["R", "S(1)"]>},
    %w2: tensor<256x64xf32> {spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["R", "S(0)"]>})
    -> (tensor<32x64xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "R"]>}) {
  %zero = arith.constant 0.000000e+00 : f32
  %init1 = tensor.empty() : tensor<32x256xf32>
  %fill1 = linalg.fill ins(%zero : f32) outs(%init1 : tensor<32x256xf32>) -> tensor<32x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<32x64xf32>, tensor<64x256xf32>)
                     outs(%fill1 : tensor<32x256xf32>) -> tensor<32x256xf32>
  // The hidden activation is split over both axes: batch on dp, features on tp.
  %h_sharded = "spmd.annotate"(%h) {sharding = #spmd.sharding<@mesh, ["S(0)", "S(1)"]>}
      : (tensor<32x256xf32>) -> tensor<32x256xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%h_sharded : tensor<32x256xf32>) outs(%init1 : tensor<32x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %max = arith.maximumf %in, %zero : f32
    linalg.yield %max : f32
  } -> tensor<32x256xf32>
  %init2 = tensor.empty() : tensor<32x64xf32>
  %fill2 = linalg.fill ins(%zero : f32) outs(%init2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %y = linalg.matmul ins(%relu, %w2 : tensor<32x256xf32>, tensor<256x64xf32>)
                     outs(%fill2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  // Before the reduction over tp the product is a partial sum.
  %y_partial = "spmd.annotate"(%y) {sharding = #spmd.sharding<@mesh, ["S(0)", "P(sum)"]>}
      : (tensor<32x64xf32>) -> tensor<32x64xf32>
  return %y_partial : tensor<32x64xf32>
}
