// A batched GEMM's result read by a transpose and by its inverse (the
// two cancel): the GEMM writes row-major, both transposes are views, and
// the kernel after them reads the GEMM's buffer.
#m0 = affine_map<(b, i, j, k) -> (b, i, k)>
#m1 = affine_map<(b, i, j, k) -> (b, k, j)>
#m2 = affine_map<(b, i, j, k) -> (b, i, j)>
#sw = affine_map<(a, b, c, d) -> (a, b, d, c)>
#id4 = affine_map<(a, b, c, d) -> (a, b, c, d)>
#hs = affine_map<(a, b, c, d) -> (a, c, b, d)>
func.func @main(%a: tensor<8x16x16xf32>, %b: tensor<8x16x32xf32>) -> (tensor<4x16x2x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
  %c = linalg.generic {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<8x16x16xf32>, tensor<8x16x32xf32>) outs(%z : tensor<8x16x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x16x32xf32>
  %x4 = tensor.expand_shape %c [[0, 1], [2], [3]] output_shape [4, 2, 16, 32] : tensor<8x16x32xf32> into tensor<4x2x16x32xf32>
  %e1 = tensor.empty() : tensor<4x2x32x16xf32>
  %t1 = linalg.generic {indexing_maps = [#sw, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x4 : tensor<4x2x16x32xf32>) outs(%e1 : tensor<4x2x32x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x2x32x16xf32>
  %e2 = tensor.empty() : tensor<4x2x16x32xf32>
  %t2 = linalg.generic {indexing_maps = [#sw, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1 : tensor<4x2x32x16xf32>) outs(%e2 : tensor<4x2x16x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x2x16x32xf32>
  %e3 = tensor.empty() : tensor<4x16x2x32xf32>
  %t3 = linalg.generic {indexing_maps = [#hs, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2 : tensor<4x2x16x32xf32>) outs(%e3 : tensor<4x16x2x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %y = arith.addf %x, %one : f32
    linalg.yield %y : f32
  } -> tensor<4x16x2x32xf32>
  return %t3 : tensor<4x16x2x32xf32>
}
