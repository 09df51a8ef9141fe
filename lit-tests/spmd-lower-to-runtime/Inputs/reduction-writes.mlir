// Element-wise values first read by a reduction that reads each once per
// point of its loops: a GELU-backward-shaped dh (its tanh too costly to
// recompute in its two readers) read transposed by its bias gradient (a
// column sum over the tokens) and by a GEMM; softmax's exp read by its row
// sum and by the division. And one the reduction reads broadcast (every
// point of it reads a row of u more than once: not once per point).
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#cube_in = affine_map<(d0, d1, d2) -> (d0, d2)>
#cube_out = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main(%x: tensor<64x32xf32>, %dy: tensor<64x32xf32>, %w: tensor<32x16xf32>, %s: tensor<16x24xf32>)
    -> (tensor<32xf32>, tensor<64x16xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e64 = tensor.empty() : tensor<64x32xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %dy : tensor<64x32xf32>, tensor<64x32xf32>) outs(%e64 : tensor<64x32xf32>) {
  ^bb0(%a: f32, %g: f32, %o: f32):
    %t = math.tanh %a : f32
    %tt = arith.mulf %t, %t : f32
    %d = arith.subf %one, %tt : f32
    %r = arith.mulf %g, %d : f32
    linalg.yield %r : f32
  } -> tensor<64x32xf32>
  %e32 = tensor.empty() : tensor<32xf32>
  %z32 = linalg.fill ins(%zero : f32) outs(%e32 : tensor<32xf32>) -> tensor<32xf32>
  %db = linalg.generic {indexing_maps = [#tr, #row], iterator_types = ["parallel", "reduction"]}
      ins(%dh : tensor<64x32xf32>) outs(%z32 : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %ex = tensor.empty() : tensor<64x16xf32>
  %zx = linalg.fill ins(%zero : f32) outs(%ex : tensor<64x16xf32>) -> tensor<64x16xf32>
  %dx = linalg.matmul ins(%dh, %w : tensor<64x32xf32>, tensor<32x16xf32>) outs(%zx : tensor<64x16xf32>) -> tensor<64x16xf32>
  %e16 = tensor.empty() : tensor<16xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e16 : tensor<16xf32>) -> tensor<16xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<16x24xf32>) outs(%m0 : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %es = tensor.empty() : tensor<16x24xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %max : tensor<16x24xf32>, tensor<16xf32>) outs(%es : tensor<16x24xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<16x24xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e16 : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<16x24xf32>) outs(%s0 : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<16x24xf32>, tensor<16xf32>) outs(%es : tensor<16x24xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<16x24xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<16x24xf32>) outs(%es : tensor<16x24xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.tanh %a : f32
    linalg.yield %r : f32
  } -> tensor<16x24xf32>
  %e1616 = tensor.empty() : tensor<16x16xf32>
  %z1616 = linalg.fill ins(%zero : f32) outs(%e1616 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %cube = linalg.generic {indexing_maps = [#cube_in, #cube_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%u : tensor<16x24xf32>) outs(%z1616 : tensor<16x16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  return %db, %dx, %p, %u, %cube : tensor<32xf32>, tensor<64x16xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x16xf32>
}
