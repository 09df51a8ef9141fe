// An SGD step of a linear layer with a squared loss: y = x @ w, the
// gradient x^T @ y, w - 0.1 * gradient. The param's update is what the
// next step reads as w.
func.func @sgd(%w: tensor<64x64xf32> {spmd.role = "param"}, %x: tensor<256x64xf32> {spmd.role = "input"}) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant 0.1 : f32
  %ey = tensor.empty() : tensor<256x64xf32>
  %fy = linalg.fill ins(%zero : f32) outs(%ey : tensor<256x64xf32>) -> tensor<256x64xf32>
  %y = linalg.matmul ins(%x, %w : tensor<256x64xf32>, tensor<64x64xf32>) outs(%fy : tensor<256x64xf32>) -> tensor<256x64xf32>
  %et = tensor.empty() : tensor<64x256xf32>
  %xt = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<256x64xf32>) outs(%et : tensor<64x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<64x256xf32>
  %eg = tensor.empty() : tensor<64x64xf32>
  %fg = linalg.fill ins(%zero : f32) outs(%eg : tensor<64x64xf32>) -> tensor<64x64xf32>
  %g = linalg.matmul ins(%xt, %y : tensor<64x256xf32>, tensor<256x64xf32>) outs(%fg : tensor<64x64xf32>) -> tensor<64x64xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%w, %g : tensor<64x64xf32>, tensor<64x64xf32>) outs(%eg : tensor<64x64xf32>) {
  ^bb0(%p: f32, %d: f32, %out: f32):
    %s = arith.mulf %d, %lr : f32
    %n = arith.subf %p, %s : f32
    linalg.yield %n : f32
  } -> tensor<64x64xf32>
  return %u : tensor<64x64xf32>
}
