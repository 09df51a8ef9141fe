// The backward of a Llama MLP as JAX exports it: the activations
// [4, 16, 256] transposed to [256, 4, 16] and collapsed to [256, 64] for
// the weight gradient's GEMM. The collapse of the transpose is still a
// strided view of the activations, so the GEMM reads them (a=T) and
// neither the transpose nor the collapse is materialised.
func.func @weight_gradient(%h: tensor<4x16x256xf32>, %dy: tensor<64x64xf32>) -> tensor<256x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x4x16xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h : tensor<4x16x256xf32>) outs(%e : tensor<256x4x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<256x4x16xf32>
  %c = tensor.collapse_shape %t [[0], [1, 2]] : tensor<256x4x16xf32> into tensor<256x64xf32>
  %e2 = tensor.empty() : tensor<256x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<256x64xf32>) -> tensor<256x64xf32>
  %g = linalg.matmul ins(%c, %dy : tensor<256x64xf32>, tensor<64x64xf32>) outs(%z : tensor<256x64xf32>) -> tensor<256x64xf32>
  return %g : tensor<256x64xf32>
}

// The same transpose collapsed the other way ([256, 4, 16] -> [1024, 16]):
// the merged dims (256 with stride 1, 4 with stride 4096) do not nest, so
// the transpose stays a kernel.
func.func @not_nested(%h: tensor<4x16x256xf32>, %w: tensor<16x8xf32>) -> tensor<1024x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x4x16xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h : tensor<4x16x256xf32>) outs(%e : tensor<256x4x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<256x4x16xf32>
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<256x4x16xf32> into tensor<1024x16xf32>
  %e2 = tensor.empty() : tensor<1024x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1024x8xf32>) -> tensor<1024x8xf32>
  %g = linalg.matmul ins(%c, %w : tensor<1024x16xf32>, tensor<16x8xf32>) outs(%z : tensor<1024x8xf32>) -> tensor<1024x8xf32>
  return %g : tensor<1024x8xf32>
}
