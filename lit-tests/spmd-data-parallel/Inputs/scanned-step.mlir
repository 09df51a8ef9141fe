// A scanned SGD step in the shape jax.lax.scan's backward takes through
// IREE: each iteration slices one layer's weight at the induction value,
// computes that layer's gradient (a matmul contracted over the batch) and
// writes it into a stacked gradient carried by the loop; the update reads
// the stack after the loop.
func.func @step(%w: tensor<3x8x8xf32>, %x: tensor<4x8xf32>) -> tensor<3x8x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c3_i32 = arith.constant 3 : i32
  %zero = arith.constant 0.000000e+00 : f32
  %lr = arith.constant 1.000000e-01 : f32
  %zeros = arith.constant dense<0.000000e+00> : tensor<3x8x8xf32>
  %grads = scf.for %i = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%g = %zeros) -> (tensor<3x8x8xf32>) : i32 {
    %ii = arith.index_cast %i : i32 to index
    %lo = arith.maxsi %ii, %c0 : index
    %at = arith.minsi %lo, %c2 : index
    %ws = tensor.extract_slice %w[%at, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<3x8x8xf32> to tensor<1x8x8xf32>
    %wl = tensor.collapse_shape %ws [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
    %e = tensor.empty() : tensor<4x8xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %y = linalg.matmul ins(%x, %wl : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
    %et = tensor.empty() : tensor<8x4xf32>
    %xt = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>) {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
    } -> tensor<8x4xf32>
    %eg = tensor.empty() : tensor<8x8xf32>
    %zg = linalg.fill ins(%zero : f32) outs(%eg : tensor<8x8xf32>) -> tensor<8x8xf32>
    %gl = linalg.matmul ins(%xt, %y : tensor<8x4xf32>, tensor<4x8xf32>) outs(%zg : tensor<8x8xf32>) -> tensor<8x8xf32>
    %one = tensor.expand_shape %gl [[0, 1], [2]] output_shape [1, 8, 8] : tensor<8x8xf32> into tensor<1x8x8xf32>
    %next = tensor.insert_slice %one into %g[%at, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<3x8x8xf32>
    scf.yield %next : tensor<3x8x8xf32>
  }
  %eu = tensor.empty() : tensor<3x8x8xf32>
  %new = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%w, %grads : tensor<3x8x8xf32>, tensor<3x8x8xf32>) outs(%eu : tensor<3x8x8xf32>) {
  ^bb0(%p: f32, %d: f32, %o: f32):
    %s = arith.mulf %d, %lr : f32
    %u = arith.subf %p, %s : f32
    linalg.yield %u : f32
  } -> tensor<3x8x8xf32>
  return %new : tensor<3x8x8xf32>
}
