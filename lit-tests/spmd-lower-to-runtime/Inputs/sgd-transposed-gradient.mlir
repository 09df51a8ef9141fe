// w' = w - 0.1 * (x^T dy)^T: the gradient made as [32, 64], read
// transposed by the update of the [64, 32] weight.
func.func @main(%w: tensor<64x32xf32>, %x: tensor<16x32xf32>, %dy: tensor<16x64xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant 0.1 : f32
  %e = tensor.empty() : tensor<32x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %xt_e = tensor.empty() : tensor<32x16xf32>
  %xt = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x32xf32>) outs(%xt_e : tensor<32x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<32x16xf32>
  %g = linalg.matmul ins(%xt, %dy : tensor<32x16xf32>, tensor<16x64xf32>) outs(%z : tensor<32x64xf32>) -> tensor<32x64xf32>
  %gt_e = tensor.empty() : tensor<64x32xf32>
  %gt = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<32x64xf32>) outs(%gt_e : tensor<64x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<64x32xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%w, %gt : tensor<64x32xf32>, tensor<64x32xf32>) outs(%gt_e : tensor<64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.mulf %b, %lr : f32
    %d = arith.subf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<64x32xf32>
  return %u : tensor<64x32xf32>
}
