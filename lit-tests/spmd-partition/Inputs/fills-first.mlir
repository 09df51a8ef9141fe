// A two-matmul MLP whose linalg.fill inits come before the matmuls.
func.func @fills_first(%x: tensor<16x8xf32>, %w1: tensor<8x32xf32>, %w2: tensor<32x8xf32>) -> tensor<16x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e1 = tensor.empty() : tensor<16x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%f1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %y = linalg.matmul ins(%h, %w2 : tensor<16x32xf32>, tensor<32x8xf32>) outs(%f2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %y : tensor<16x8xf32>
}
