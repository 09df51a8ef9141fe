#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
module {
  func.func @main(%x: tensor<64x128xf32>, %dy: tensor<64x128xf32>) -> (tensor<64x128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64x128xf32>) {
    %e = tensor.empty() : tensor<64x128xf32>
    // t = tanh(0.8 x): read by the forward (y) and the backward (dx), both
    // of which read x themselves.
    %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
    ^bb0(%a: f32, %o: f32):
      %c = arith.constant 0.8 : f32
      %s = arith.mulf %a, %c : f32
      %r = math.tanh %s : f32
      linalg.yield %r : f32
    } -> tensor<64x128xf32>
    %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %t : tensor<64x128xf32>, tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %one = arith.constant 1.0 : f32
      %half = arith.constant 0.5 : f32
      %p = arith.addf %b, %one : f32
      %q = arith.mulf %a, %p : f32
      %r = arith.mulf %q, %half : f32
      linalg.yield %r : f32
    } -> tensor<64x128xf32>
    %dx = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %dy, %t : tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
    ^bb0(%a: f32, %g: f32, %b: f32, %o: f32):
      %one = arith.constant 1.0 : f32
      %bb = arith.mulf %b, %b : f32
      %d = arith.subf %one, %bb : f32
      %s = arith.addf %a, %d : f32
      %r = arith.mulf %g, %s : f32
      linalg.yield %r : f32
    } -> tensor<64x128xf32>
    // The column sum of dx (a bias gradient) reads it transposed, once per point.
    %zero = arith.constant 0.0 : f32
    %e1 = tensor.empty() : tensor<128xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<128xf32>) -> tensor<128xf32>
    %db = linalg.generic {indexing_maps = [#tr, #row], iterator_types = ["parallel", "reduction"]} ins(%dx : tensor<64x128xf32>) outs(%z : tensor<128xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %o, %a : f32
      linalg.yield %s : f32
    } -> tensor<128xf32>
    // u = tanh(x + 1): its second reader (w) reads dy and u, not x, so u
    // is kept, written by its first reader (v).
    %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
    ^bb0(%a: f32, %o: f32):
      %one = arith.constant 1.0 : f32
      %s = arith.addf %a, %one : f32
      %r = math.tanh %s : f32
      linalg.yield %r : f32
    } -> tensor<64x128xf32>
    %v = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %u : tensor<64x128xf32>, tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.mulf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<64x128xf32>
    %w = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%dy, %u : tensor<64x128xf32>, tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.subf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<64x128xf32>
    return %y, %dx, %db, %v, %w : tensor<64x128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64x128xf32>
  }
}
