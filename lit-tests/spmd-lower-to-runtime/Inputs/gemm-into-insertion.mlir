// Attention's backward puts dq / dk / dv, made per head by batched GEMMs,
// back side by side into d(qkv): expand, transpose(s), collapse, insert.
// dq through one transpose, dk through two, dv from a GEMM that starts
// from a bias (not zeros); the zeros d(qkv) starts from are returned too,
// so the first insertion copies them first.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#last3 = affine_map<(d0, d1, d2) -> (d2)>
func.func @main(%p: tensor<4x4x4xf32>, %q: tensor<4x4x3xf32>, %k: tensor<4x3x4xf32>, %b: tensor<3xf32>)
    -> (tensor<2x4x18xf32>, tensor<2x4x18xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x18xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x18xf32>) -> tensor<2x4x18xf32>
  %e3 = tensor.empty() : tensor<4x4x3xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x4x3xf32>) -> tensor<4x4x3xf32>
  // dq = P q: one transpose into [batch, seq, heads, dim].
  %dq = linalg.batch_matmul ins(%p, %q : tensor<4x4x4xf32>, tensor<4x4x3xf32>) outs(%f3 : tensor<4x4x3xf32>) -> tensor<4x4x3xf32>
  %dq4 = tensor.expand_shape %dq [[0, 1], [2], [3]] output_shape [2, 2, 4, 3] : tensor<4x4x3xf32> into tensor<2x2x4x3xf32>
  %t0 = tensor.empty() : tensor<2x4x2x3xf32>
  %dqt = linalg.transpose ins(%dq4 : tensor<2x2x4x3xf32>) outs(%t0 : tensor<2x4x2x3xf32>) permutation = [0, 2, 1, 3]
  %dqc = tensor.collapse_shape %dqt [[0], [1], [2, 3]] : tensor<2x4x2x3xf32> into tensor<2x4x6xf32>
  %i0 = tensor.insert_slice %dqc into %acc[0, 0, 0] [2, 4, 6] [1, 1, 1] : tensor<2x4x6xf32> into tensor<2x4x18xf32>
  // dk^T = K P^T made [heads, dim, seq], transposed twice.
  %e4 = tensor.empty() : tensor<4x3x4xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4x3x4xf32>) -> tensor<4x3x4xf32>
  %dkt = linalg.batch_matmul ins(%k, %p : tensor<4x3x4xf32>, tensor<4x4x4xf32>) outs(%f4 : tensor<4x3x4xf32>) -> tensor<4x3x4xf32>
  %dkt4 = tensor.expand_shape %dkt [[0, 1], [2], [3]] output_shape [2, 2, 3, 4] : tensor<4x3x4xf32> into tensor<2x2x3x4xf32>
  %t1 = tensor.empty() : tensor<2x2x4x3xf32>
  %dk4 = linalg.transpose ins(%dkt4 : tensor<2x2x3x4xf32>) outs(%t1 : tensor<2x2x4x3xf32>) permutation = [0, 1, 3, 2]
  %dkh = linalg.transpose ins(%dk4 : tensor<2x2x4x3xf32>) outs(%t0 : tensor<2x4x2x3xf32>) permutation = [0, 2, 1, 3]
  %dkc = tensor.collapse_shape %dkh [[0], [1], [2, 3]] : tensor<2x4x2x3xf32> into tensor<2x4x6xf32>
  %i1 = tensor.insert_slice %dkc into %i0[0, 0, 6] [2, 4, 6] [1, 1, 1] : tensor<2x4x6xf32> into tensor<2x4x18xf32>
  // dv = b + P q: a GEMM from a bias stays where it is.
  %bias = linalg.generic {indexing_maps = [#last3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%b : tensor<3xf32>) outs(%e3 : tensor<4x4x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x4x3xf32>
  %dv = linalg.batch_matmul ins(%p, %q : tensor<4x4x4xf32>, tensor<4x4x3xf32>) outs(%bias : tensor<4x4x3xf32>) -> tensor<4x4x3xf32>
  %dv4 = tensor.expand_shape %dv [[0, 1], [2], [3]] output_shape [2, 2, 4, 3] : tensor<4x4x3xf32> into tensor<2x2x4x3xf32>
  %dvt = linalg.transpose ins(%dv4 : tensor<2x2x4x3xf32>) outs(%t0 : tensor<2x4x2x3xf32>) permutation = [0, 2, 1, 3]
  %dvc = tensor.collapse_shape %dvt [[0], [1], [2, 3]] : tensor<2x4x2x3xf32> into tensor<2x4x6xf32>
  %i2 = tensor.insert_slice %dvc into %i1[0, 0, 12] [2, 4, 6] [1, 1, 1] : tensor<2x4x6xf32> into tensor<2x4x18xf32>
  return %i2, %acc : tensor<2x4x18xf32>, tensor<2x4x18xf32>
}
