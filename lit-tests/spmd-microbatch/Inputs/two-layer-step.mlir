// One SGD step of y = (x @ w1) @ w2 with loss sum(y * y): the backward
// reads w2 again (dh = dy @ w2^T), as every layer but the first does.
#id = affine_map<(d0, d1) -> (d0, d1)>
#all = affine_map<(d0, d1) -> ()>
func.func @sgd(%w1: tensor<8x8xf32>, %w2: tensor<8x8xf32>, %x: tensor<16x8xf32>) -> (tensor<f32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<16x8xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %two = arith.constant dense<2.000000e+00> : tensor<16x8xf32>
  %dy = arith.mulf %y, %two : tensor<16x8xf32>
  %te = tensor.empty() : tensor<8x16xf32>
  %ht = linalg.transpose ins(%h : tensor<16x8xf32>) outs(%te : tensor<8x16xf32>) permutation = [1, 0]
  %ge = tensor.empty() : tensor<8x8xf32>
  %g0 = linalg.fill ins(%zero : f32) outs(%ge : tensor<8x8xf32>) -> tensor<8x8xf32>
  %dw2 = linalg.matmul ins(%ht, %dy : tensor<8x16xf32>, tensor<16x8xf32>) outs(%g0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<8x8xf32>) outs(%ge : tensor<8x8xf32>) permutation = [1, 0]
  %dh = linalg.matmul ins(%dy, %w2t : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  %xt = linalg.transpose ins(%x : tensor<16x8xf32>) outs(%te : tensor<8x16xf32>) permutation = [1, 0]
  %dw1 = linalg.matmul ins(%xt, %dh : tensor<8x16xf32>, tensor<16x8xf32>) outs(%g0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %lr = arith.constant dense<1.000000e-01> : tensor<8x8xf32>
  %s1 = arith.mulf %dw1, %lr : tensor<8x8xf32>
  %n1 = arith.subf %w1, %s1 : tensor<8x8xf32>
  %s2 = arith.mulf %dw2, %lr : tensor<8x8xf32>
  %n2 = arith.subf %w2, %s2 : tensor<8x8xf32>
  return %loss, %n1, %n2 : tensor<f32>, tensor<8x8xf32>, tensor<8x8xf32>
}
