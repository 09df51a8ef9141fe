// A fused QKV projection's result split into q, k and v (slices of the
// last dim: strided boxes), k's heads split by an expansion and
// transposed, v scaled; q also feeds a GEMM.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#heads = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%qkv: tensor<2x8x12xf32>, %w: tensor<4x4xf32>) -> (tensor<2x2x8x2xf32>, tensor<2x8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<2x1x12xf32>) {
  %q = tensor.extract_slice %qkv[0, 0, 0] [2, 8, 4] [1, 1, 1] : tensor<2x8x12xf32> to tensor<2x8x4xf32>
  %k = tensor.extract_slice %qkv[0, 0, 4] [2, 8, 4] [1, 1, 1] : tensor<2x8x12xf32> to tensor<2x8x4xf32>
  %v = tensor.extract_slice %qkv[0, 0, 8] [2, 8, 4] [1, 1, 1] : tensor<2x8x12xf32> to tensor<2x8x4xf32>
  %k_heads = tensor.expand_shape %k [[0], [1], [2, 3]] output_shape [2, 8, 2, 2] : tensor<2x8x4xf32> into tensor<2x8x2x2xf32>
  %e4 = tensor.empty() : tensor<2x2x8x2xf32>
  %k_t = linalg.generic {indexing_maps = [#heads, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k_heads : tensor<2x8x2x2xf32>) outs(%e4 : tensor<2x2x8x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x2x8x2xf32>
  %two = arith.constant 2.0 : f32
  %e3 = tensor.empty() : tensor<2x8x4xf32>
  %v2 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v : tensor<2x8x4xf32>) outs(%e3 : tensor<2x8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %two : f32
    linalg.yield %y : f32
  } -> tensor<2x8x4xf32>
  // q's first sequence (a contiguous slice: a view) for a GEMM.
  %q0 = tensor.extract_slice %q[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<2x8x4xf32> to tensor<8x4xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %qw = linalg.matmul ins(%q0, %w : tensor<8x4xf32>, tensor<4x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  // A rank-reducing slice with a stride (every third feature of the
  // second sequence), read by a kernel.
  %odd = tensor.extract_slice %qkv[1, 0, 1] [1, 8, 4] [1, 1, 3] : tensor<2x8x12xf32> to tensor<8x4xf32>
  %odd2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%odd : tensor<8x4xf32>) outs(%e2 : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<8x4xf32>
  // The last token of each sequence, returned: a copy.
  %last = tensor.extract_slice %qkv[0, 7, 0] [2, 1, 12] [1, 1, 1] : tensor<2x8x12xf32> to tensor<2x1x12xf32>
  return %k_t, %v2, %qw, %odd2, %last : tensor<2x2x8x2xf32>, tensor<2x8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<2x1x12xf32>
}
