// One 4096^3 matmul (1.374e11 flops): compute-bound on every preset.
func.func @big(%x: tensor<4096x4096xbf16>, %w: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<4096x4096xbf16>
  %f = linalg.fill ins(%zero : bf16) outs(%e : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  %h = linalg.matmul ins(%x, %w : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%f : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  return %h : tensor<4096x4096xbf16>
}
