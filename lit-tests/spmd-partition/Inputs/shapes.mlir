// Shape-carrying ops on a mesh of 4: reshapes that keep a split and one
// that cannot (2 rows over 4 devices), a splat and a dense constant.
shard.grid @mesh(shape = 4)
func.func @shapes(%x: tensor<16x6xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> (tensor<4x4x6xf32>, tensor<2x8x6xf32>) {
  %two = arith.constant dense<2.000000e+00> : tensor<16x6xf32>
  %ramp = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tensor<16xf32>
  %e = tensor.empty() : tensor<16x6xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %two, %ramp : tensor<16x6xf32>, tensor<16x6xf32>, tensor<16xf32>) outs(%e : tensor<16x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %m, %c : f32
    linalg.yield %s : f32
  } -> tensor<16x6xf32>
  %kept = tensor.expand_shape %scaled [[0, 1], [2]] output_shape [4, 4, 6] : tensor<16x6xf32> into tensor<4x4x6xf32>
  %lost = tensor.expand_shape %scaled [[0, 1], [2]] output_shape [2, 8, 6] : tensor<16x6xf32> into tensor<2x8x6xf32>
  return %kept, %lost : tensor<4x4x6xf32>, tensor<2x8x6xf32>
}
