// The backward of a fused QKV projection: dq and dk, each transposed back
// from heads and collapsed, inserted into one gradient (an empty
// destination); and an insertion into a destination read again later,
// whose inserted value reads that destination.
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#heads = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#shifted = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%dq: tensor<2x2x8x2xf32>, %dk: tensor<2x2x8x2xf32>, %base: tensor<8x6xf32>) -> (tensor<2x8x8xf32>, tensor<8x6xf32>, tensor<8x6xf32>) {
  %e4 = tensor.empty() : tensor<2x8x2x2xf32>
  %dq_t = linalg.generic {indexing_maps = [#heads, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%dq : tensor<2x2x8x2xf32>) outs(%e4 : tensor<2x8x2x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x8x2x2xf32>
  %dk_t = linalg.generic {indexing_maps = [#heads, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%dk : tensor<2x2x8x2xf32>) outs(%e4 : tensor<2x8x2x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<2x8x2x2xf32>
  %dq_c = tensor.collapse_shape %dq_t [[0], [1], [2, 3]] : tensor<2x8x2x2xf32> into tensor<2x8x4xf32>
  %dk_c = tensor.collapse_shape %dk_t [[0], [1], [2, 3]] : tensor<2x8x2x2xf32> into tensor<2x8x4xf32>
  %zero = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<2x8x8xf32>
  %dqkv0 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %dqkv1 = tensor.insert_slice %dq_c into %dqkv0[0, 0, 0] [2, 8, 4] [1, 1, 1] : tensor<2x8x4xf32> into tensor<2x8x8xf32>
  %dqkv = tensor.insert_slice %dk_c into %dqkv1[0, 0, 4] [2, 8, 4] [1, 1, 1] : tensor<2x8x4xf32> into tensor<2x8x8xf32>
  // Every other column of %base doubled, put back into the columns after
  // them: the inserted value reads the destination, which is returned too.
  %e2 = tensor.empty() : tensor<8x3xf32>
  %evens = tensor.extract_slice %base[0, 0] [8, 3] [1, 2] : tensor<8x6xf32> to tensor<8x3xf32>
  %doubled = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%evens : tensor<8x3xf32>) outs(%e2 : tensor<8x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<8x3xf32>
  %mixed = tensor.insert_slice %doubled into %base[0, 1] [8, 3] [1, 2] : tensor<8x3xf32> into tensor<8x6xf32>
  // The same, into a copy of %base that nothing else reads.
  %e6 = tensor.empty() : tensor<8x6xf32>
  %copy = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%base : tensor<8x6xf32>) outs(%e6 : tensor<8x6xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %zero : f32
    linalg.yield %y : f32
  } -> tensor<8x6xf32>
  %evens2 = tensor.extract_slice %copy[0, 0] [8, 3] [1, 2] : tensor<8x6xf32> to tensor<8x3xf32>
  %doubled2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%evens2 : tensor<8x3xf32>) outs(%e2 : tensor<8x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<8x3xf32>
  %mixed2 = tensor.insert_slice %doubled2 into %copy[0, 1] [8, 3] [1, 2] : tensor<8x3xf32> into tensor<8x6xf32>
  return %dqkv, %mixed, %mixed2 : tensor<2x8x8xf32>, tensor<8x6xf32>, tensor<8x6xf32>
}
