#xt = affine_map<(m, n, k) -> (k, m)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @main(%w: tensor<64x16xf32> {spmd.role = "param"}, %v: tensor<16x64xf32> {spmd.role = "param"}, %x: tensor<32x64xf32> {spmd.role = "input"}, %dy: tensor<32x16xf32> {spmd.role = "input"}, %r: tensor<32x16xf32> {spmd.role = "input"}, %u: tensor<64x16xf32> {spmd.role = "input"}) -> (tensor<64x16xf32>, tensor<16x64xf32>, tensor<32x16xf32>, tensor<64x16xf32>) {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<64x16xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
    // SGD: w - 0.1 * (x^T dy), the scaling an op of its own.
    %dw = linalg.generic {indexing_maps = [#xt, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %dy : tensor<32x64xf32>, tensor<32x16xf32>) outs(%z : tensor<64x16xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %m = arith.mulf %p, %q : f32
      %s = arith.addf %o, %m : f32
      linalg.yield %s : f32
    } -> tensor<64x16xf32>
    // A residual: x w + r, the sum its own kernel (returned); it reads w
    // after w's gradient is made, before w's update.
    %e2 = tensor.empty() : tensor<32x16xf32>
    %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %xw = linalg.matmul ins(%x, %w : tensor<32x64xf32>, tensor<64x16xf32>) outs(%z2 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%xw, %r : tensor<32x16xf32>, tensor<32x16xf32>) outs(%e2 : tensor<32x16xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %s = arith.addf %p, %q : f32
      linalg.yield %s : f32
    } -> tensor<32x16xf32>
    %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%dw : tensor<64x16xf32>) outs(%e : tensor<64x16xf32>) {
    ^bb0(%p: f32, %o: f32):
      %lr = arith.constant 0.1 : f32
      %m = arith.mulf %p, %lr : f32
      linalg.yield %m : f32
    } -> tensor<64x16xf32>
    %w1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%w, %scaled : tensor<64x16xf32>, tensor<64x16xf32>) outs(%e : tensor<64x16xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.subf %p, %q : f32
      linalg.yield %d : f32
    } -> tensor<64x16xf32>
    // The transposed gradient of v [16, 64]: the GEMM writes C through
    // the transpose, and the update scales it in its own payload.
    %dwt = linalg.generic {indexing_maps = [#xt, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %dy : tensor<32x64xf32>, tensor<32x16xf32>) outs(%z : tensor<64x16xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %m = arith.mulf %p, %q : f32
      %s = arith.addf %o, %m : f32
      linalg.yield %s : f32
    } -> tensor<64x16xf32>
    %et = tensor.empty() : tensor<16x64xf32>
    %t = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%dwt : tensor<64x16xf32>) outs(%et : tensor<16x64xf32>) {
    ^bb0(%p: f32, %o: f32):
      linalg.yield %p : f32
    } -> tensor<16x64xf32>
    %v1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%v, %t : tensor<16x64xf32>, tensor<16x64xf32>) outs(%et : tensor<16x64xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %lr = arith.constant 0.25 : f32
      %m = arith.mulf %lr, %q : f32
      %d = arith.subf %p, %m : f32
      linalg.yield %d : f32
    } -> tensor<16x64xf32>
    // P made in the update's own kernel (2 u): no fold.
    %dw2 = linalg.generic {indexing_maps = [#xt, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %dy : tensor<32x64xf32>, tensor<32x16xf32>) outs(%z : tensor<64x16xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %m = arith.mulf %p, %q : f32
      %s = arith.addf %o, %m : f32
      linalg.yield %s : f32
    } -> tensor<64x16xf32>
    %twice = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<64x16xf32>) outs(%e : tensor<64x16xf32>) {
    ^bb0(%p: f32, %o: f32):
      %s = arith.addf %p, %p : f32
      linalg.yield %s : f32
    } -> tensor<64x16xf32>
    %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%twice, %dw2 : tensor<64x16xf32>, tensor<64x16xf32>) outs(%e : tensor<64x16xf32>) {
    ^bb0(%p: f32, %s: f32, %o: f32):
      %d = arith.subf %p, %s : f32
      linalg.yield %d : f32
    } -> tensor<64x16xf32>
    return %w1, %v1, %h, %q : tensor<64x16xf32>, tensor<16x64xf32>, tensor<32x16xf32>, tensor<64x16xf32>
  }
}
