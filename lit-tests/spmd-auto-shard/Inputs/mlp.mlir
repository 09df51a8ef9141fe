// A two-matmul MLP large enough for the cost model to care: x 8192x8192,
// w1 8192x32768, w2 32768x8192 (f32).
func.func @mlp(%x: tensor<8192x8192xf32>, %w1: tensor<8192x32768xf32>, %w2: tensor<32768x8192xf32>) -> tensor<8192x8192xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8192x32768xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8192x32768xf32>) -> tensor<8192x32768xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8192x8192xf32>, tensor<8192x32768xf32>) outs(%f1 : tensor<8192x32768xf32>) -> tensor<8192x32768xf32>
  %e2 = tensor.empty() : tensor<8192x32768xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<8192x32768xf32>) outs(%e2 : tensor<8192x32768xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<8192x32768xf32>
  %e3 = tensor.empty() : tensor<8192x8192xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
  %y = linalg.matmul ins(%r, %w2 : tensor<8192x32768xf32>, tensor<32768x8192xf32>) outs(%f3 : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
  return %y : tensor<8192x8192xf32>
}
