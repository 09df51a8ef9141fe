// A scanned SGD step as jax.lax.scan exports one (scan-step.mlir at width
// 256: params far larger than a micro-batch's activations): sixteen tanh layers
// (h = tanh(h W[l])) stacked on dim 0 of %w, the forward loop storing each
// layer's input and output by layer, the backward loop reading them in
// reverse and inserting each layer's gradient; loss 0.5 * sum(h^2) over a
// batch of 64; the update w - 0.1 * g.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#all2 = affine_map<(d0, d1) -> ()>
func.func @step(%w: tensor<16x256x256xf32>, %x: tensor<64x256xf32>) -> (tensor<f32>, tensor<16x256x256xf32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 15 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c3_i32 = arith.constant 15 : i32
  %c4_i32 = arith.constant 16 : i32
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %half = arith.constant 5.000000e-01 : f32
  %lr = arith.constant 1.000000e-01 : f32
  %stacked = arith.constant dense<0.000000e+00> : tensor<16x64x256xf32>
  %fwd:3 = scf.for %i = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%h = %x, %ins = %stacked, %outs = %stacked) -> (tensor<64x256xf32>, tensor<16x64x256xf32>, tensor<16x64x256xf32>) : i32 {
    %ii = arith.index_cast %i : i32 to index
    %l0 = arith.maxsi %ii, %c0 : index
    %l = arith.minsi %l0, %c3 : index
    %ws = tensor.extract_slice %w[%l, 0, 0] [1, 256, 256] [1, 1, 1] : tensor<16x256x256xf32> to tensor<1x256x256xf32>
    %wl = tensor.collapse_shape %ws [[0, 1], [2]] : tensor<1x256x256xf32> into tensor<256x256xf32>
    %e = tensor.empty() : tensor<64x256xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
    %y = linalg.matmul ins(%h, %wl : tensor<64x256xf32>, tensor<256x256xf32>) outs(%z : tensor<64x256xf32>) -> tensor<64x256xf32>
    %t = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = math.tanh %a : f32
      linalg.yield %r : f32
    } -> tensor<64x256xf32>
    %hu = tensor.expand_shape %h [[0, 1], [2]] output_shape [1, 64, 256] : tensor<64x256xf32> into tensor<1x64x256xf32>
    %ins2 = tensor.insert_slice %hu into %ins[%l, 0, 0] [1, 64, 256] [1, 1, 1] : tensor<1x64x256xf32> into tensor<16x64x256xf32>
    %tu = tensor.expand_shape %t [[0, 1], [2]] output_shape [1, 64, 256] : tensor<64x256xf32> into tensor<1x64x256xf32>
    %outs2 = tensor.insert_slice %tu into %outs[%l, 0, 0] [1, 64, 256] [1, 1, 1] : tensor<1x64x256xf32> into tensor<16x64x256xf32>
    scf.yield %t, %ins2, %outs2 : tensor<64x256xf32>, tensor<16x64x256xf32>, tensor<16x64x256xf32>
  }
  %le = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id2, #all2], iterator_types = ["reduction", "reduction"]} ins(%fwd#0 : tensor<64x256xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%sum : tensor<f32>) outs(%le : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %half : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %gz = arith.constant dense<0.000000e+00> : tensor<16x256x256xf32>
  %bwd:2 = scf.for %i = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%dh = %fwd#0, %g = %gz) -> (tensor<64x256xf32>, tensor<16x256x256xf32>) : i32 {
    %j = arith.subi %c3_i32, %i : i32
    %jj = arith.index_cast %j : i32 to index
    %l0 = arith.maxsi %jj, %c0 : index
    %l = arith.minsi %l0, %c3 : index
    %hs = tensor.extract_slice %fwd#1[%l, 0, 0] [1, 64, 256] [1, 1, 1] : tensor<16x64x256xf32> to tensor<1x64x256xf32>
    %hl = tensor.collapse_shape %hs [[0, 1], [2]] : tensor<1x64x256xf32> into tensor<64x256xf32>
    %ts = tensor.extract_slice %fwd#2[%l, 0, 0] [1, 64, 256] [1, 1, 1] : tensor<16x64x256xf32> to tensor<1x64x256xf32>
    %tl = tensor.collapse_shape %ts [[0, 1], [2]] : tensor<1x64x256xf32> into tensor<64x256xf32>
    %ws = tensor.extract_slice %w[%l, 0, 0] [1, 256, 256] [1, 1, 1] : tensor<16x256x256xf32> to tensor<1x256x256xf32>
    %wl = tensor.collapse_shape %ws [[0, 1], [2]] : tensor<1x256x256xf32> into tensor<256x256xf32>
    %e = tensor.empty() : tensor<64x256xf32>
    %dy = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%dh, %tl : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
    ^bb0(%d: f32, %t: f32, %o: f32):
      %tt = arith.mulf %t, %t : f32
      %s = arith.subf %one, %tt : f32
      %r = arith.mulf %d, %s : f32
      linalg.yield %r : f32
    } -> tensor<64x256xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
    %ew = tensor.empty() : tensor<256x256xf32>
    %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<256x256xf32>) -> tensor<256x256xf32>
    %et = tensor.empty() : tensor<256x64xf32>
    %ht = linalg.transpose ins(%hl : tensor<64x256xf32>) outs(%et : tensor<256x64xf32>) permutation = [1, 0]
    %dw = linalg.matmul ins(%ht, %dy : tensor<256x64xf32>, tensor<64x256xf32>) outs(%zw : tensor<256x256xf32>) -> tensor<256x256xf32>
    %wt = linalg.transpose ins(%wl : tensor<256x256xf32>) outs(%ew : tensor<256x256xf32>) permutation = [1, 0]
    %dx = linalg.matmul ins(%dy, %wt : tensor<64x256xf32>, tensor<256x256xf32>) outs(%z : tensor<64x256xf32>) -> tensor<64x256xf32>
    %dwu = tensor.expand_shape %dw [[0, 1], [2]] output_shape [1, 256, 256] : tensor<256x256xf32> into tensor<1x256x256xf32>
    %g2 = tensor.insert_slice %dwu into %g[%l, 0, 0] [1, 256, 256] [1, 1, 1] : tensor<1x256x256xf32> into tensor<16x256x256xf32>
    scf.yield %dx, %g2 : tensor<64x256xf32>, tensor<16x256x256xf32>
  }
  %ne = tensor.empty() : tensor<16x256x256xf32>
  %new = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%w, %bwd#1 : tensor<16x256x256xf32>, tensor<16x256x256xf32>) outs(%ne : tensor<16x256x256xf32>) {
  ^bb0(%p: f32, %d: f32, %o: f32):
    %s = arith.mulf %d, %lr : f32
    %r = arith.subf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x256x256xf32>
  return %loss, %new : tensor<f32>, tensor<16x256x256xf32>
}
