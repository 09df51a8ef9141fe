// Reductions with few outputs and many points, which the CUDA backend
// splits over several blocks per output (`cuda::codegen::split_blocks`):
// a sum of squares to a scalar and a max over rows of 16,384.
func.func @main(%x: tensor<64x512xf32>, %y: tensor<4x16384xf32>) -> (tensor<f32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %empty_sum = tensor.empty() : tensor<f32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%empty_sum : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%x : tensor<64x512xf32>) outs(%sum_init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %square = arith.mulf %a, %a : f32
    %next = arith.addf %acc, %square : f32
    linalg.yield %next : f32
  } -> tensor<f32>
  %lowest = arith.constant 0xFF800000 : f32
  %empty_max = tensor.empty() : tensor<4xf32>
  %max_init = linalg.fill ins(%lowest : f32) outs(%empty_max : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<4x16384xf32>) outs(%max_init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %next = arith.maximumf %acc, %a : f32
    linalg.yield %next : f32
  } -> tensor<4xf32>
  return %sum, %max : tensor<f32>, tensor<4xf32>
}
