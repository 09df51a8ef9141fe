// Multi-head attention's layout traffic, as JAX and torch-mlir export it:
// a fused QKV projection (with its bias) split into q / k / v, heads made
// by expand + transpose + collapse around batched GEMMs, the heads put
// side by side again for the output projection, and a backward's dO split
// into heads for two GEMMs (one through a second transpose).
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#last3 = affine_map<(d0, d1, d2) -> (d2)>
#rows3 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main(%qkv: tensor<2x4x18xf32>, %bias: tensor<18xf32>, %w: tensor<6x6xf32>, %do: tensor<8x6xf32>)
    -> (tensor<8x6xf32>, tensor<4x4x4xf32>, tensor<4x4x4xf32>, tensor<2x2x4x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 1.7320508 : f32
  %lowest = arith.constant -3.0e38 : f32
  %e0 = tensor.empty() : tensor<2x4x18xf32>
  %biased = linalg.generic {indexing_maps = [#id3, #last3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%qkv, %bias : tensor<2x4x18xf32>, tensor<18xf32>) outs(%e0 : tensor<2x4x18xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x4x18xf32>
  %q = tensor.extract_slice %biased[0, 0, 0] [2, 4, 6] [1, 1, 1] : tensor<2x4x18xf32> to tensor<2x4x6xf32>
  %k = tensor.extract_slice %biased[0, 0, 6] [2, 4, 6] [1, 1, 1] : tensor<2x4x18xf32> to tensor<2x4x6xf32>
  %v = tensor.extract_slice %biased[0, 0, 12] [2, 4, 6] [1, 1, 1] : tensor<2x4x18xf32> to tensor<2x4x6xf32>
  %q4 = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [2, 4, 2, 3] : tensor<2x4x6xf32> into tensor<2x4x2x3xf32>
  %k4 = tensor.expand_shape %k [[0], [1], [2, 3]] output_shape [2, 4, 2, 3] : tensor<2x4x6xf32> into tensor<2x4x2x3xf32>
  %v4 = tensor.expand_shape %v [[0], [1], [2, 3]] output_shape [2, 4, 2, 3] : tensor<2x4x6xf32> into tensor<2x4x2x3xf32>
  %qt0 = tensor.empty() : tensor<2x2x4x3xf32>
  %qt = linalg.transpose ins(%q4 : tensor<2x4x2x3xf32>) outs(%qt0 : tensor<2x2x4x3xf32>) permutation = [0, 2, 1, 3]
  %kt0 = tensor.empty() : tensor<2x2x3x4xf32>
  %kt = linalg.transpose ins(%k4 : tensor<2x4x2x3xf32>) outs(%kt0 : tensor<2x2x3x4xf32>) permutation = [0, 2, 3, 1]
  %vt0 = tensor.empty() : tensor<2x2x4x3xf32>
  %vt = linalg.transpose ins(%v4 : tensor<2x4x2x3xf32>) outs(%vt0 : tensor<2x2x4x3xf32>) permutation = [0, 2, 1, 3]
  %qc = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x2x4x3xf32> into tensor<4x4x3xf32>
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x2x3x4xf32> into tensor<4x3x4xf32>
  %vc = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x2x4x3xf32> into tensor<4x4x3xf32>
  %s0 = tensor.empty() : tensor<4x4x4xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  %scores = linalg.batch_matmul ins(%qc, %kc : tensor<4x4x3xf32>, tensor<4x3x4xf32>) outs(%sf : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  %scaled = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores : tensor<4x4x4xf32>) outs(%s0 : tensor<4x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.divf %a, %scale : f32
    linalg.yield %x : f32
  } -> tensor<4x4x4xf32>
  %m0 = tensor.empty() : tensor<4x4xf32>
  %mf = linalg.fill ins(%lowest : f32) outs(%m0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %max = linalg.generic {indexing_maps = [#id3, #rows3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%scaled : tensor<4x4x4xf32>) outs(%mf : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.maximumf %a, %o : f32
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  %centered = linalg.generic {indexing_maps = [#id3, #rows3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scaled, %max : tensor<4x4x4xf32>, tensor<4x4xf32>) outs(%s0 : tensor<4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.subf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<4x4x4xf32>
  %o0 = tensor.empty() : tensor<4x4x3xf32>
  %of = linalg.fill ins(%zero : f32) outs(%o0 : tensor<4x4x3xf32>) -> tensor<4x4x3xf32>
  %pv = linalg.batch_matmul ins(%centered, %vc : tensor<4x4x4xf32>, tensor<4x4x3xf32>) outs(%of : tensor<4x4x3xf32>) -> tensor<4x4x3xf32>
  %pv4 = tensor.expand_shape %pv [[0, 1], [2], [3]] output_shape [2, 2, 4, 3] : tensor<4x4x3xf32> into tensor<2x2x4x3xf32>
  %heads0 = tensor.empty() : tensor<2x4x2x3xf32>
  %heads = linalg.transpose ins(%pv4 : tensor<2x2x4x3xf32>) outs(%heads0 : tensor<2x4x2x3xf32>) permutation = [0, 2, 1, 3]
  %flat = tensor.collapse_shape %heads [[0, 1], [2, 3]] : tensor<2x4x2x3xf32> into tensor<8x6xf32>
  %y0 = tensor.empty() : tensor<8x6xf32>
  %yf = linalg.fill ins(%zero : f32) outs(%y0 : tensor<8x6xf32>) -> tensor<8x6xf32>
  %y = linalg.matmul ins(%flat, %w : tensor<8x6xf32>, tensor<6x6xf32>) outs(%yf : tensor<8x6xf32>) -> tensor<8x6xf32>
  %do4 = tensor.expand_shape %do [[0, 1], [2, 3]] output_shape [2, 4, 2, 3] : tensor<8x6xf32> into tensor<2x4x2x3xf32>
  %dot0 = tensor.empty() : tensor<2x2x4x3xf32>
  %dot = linalg.transpose ins(%do4 : tensor<2x4x2x3xf32>) outs(%dot0 : tensor<2x2x4x3xf32>) permutation = [0, 2, 1, 3]
  %dotc = tensor.collapse_shape %dot [[0, 1], [2], [3]] : tensor<2x2x4x3xf32> into tensor<4x4x3xf32>
  %dott0 = tensor.empty() : tensor<2x2x3x4xf32>
  %dott = linalg.transpose ins(%dot : tensor<2x2x4x3xf32>) outs(%dott0 : tensor<2x2x3x4xf32>) permutation = [0, 1, 3, 2]
  %dottc = tensor.collapse_shape %dott [[0, 1], [2], [3]] : tensor<2x2x3x4xf32> into tensor<4x3x4xf32>
  %dp = linalg.batch_matmul ins(%dotc, %kc : tensor<4x4x3xf32>, tensor<4x3x4xf32>) outs(%sf : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  %dq = linalg.batch_matmul ins(%qc, %dottc : tensor<4x4x3xf32>, tensor<4x3x4xf32>) outs(%sf : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  %g = linalg.matmul ins(%do, %w : tensor<8x6xf32>, tensor<6x6xf32>) outs(%yf : tensor<8x6xf32>) -> tensor<8x6xf32>
  %g4 = tensor.expand_shape %g [[0, 1], [2, 3]] output_shape [2, 4, 2, 3] : tensor<8x6xf32> into tensor<2x4x2x3xf32>
  %gt0 = tensor.empty() : tensor<2x2x4x3xf32>
  %gt = linalg.transpose ins(%g4 : tensor<2x4x2x3xf32>) outs(%gt0 : tensor<2x2x4x3xf32>) permutation = [0, 2, 1, 3]
  return %y, %dp, %dq, %gt : tensor<8x6xf32>, tensor<4x4x4xf32>, tensor<4x4x4xf32>, tensor<2x2x4x3xf32>
}
