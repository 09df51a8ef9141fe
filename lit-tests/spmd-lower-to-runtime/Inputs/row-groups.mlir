// A softmax over rows (its exponentials returned too, so that its result
// cannot be made over them), then a column sum of its result (a bias gradient's
// shape, summed over rows) read by a scaling.
#rows = affine_map<(r, c) -> (r, c)>
#row = affine_map<(r, c) -> (r)>
#col = affine_map<(r, c) -> (c)>
#point = affine_map<(c, r) -> (r, c)>
#colsum = affine_map<(c, r) -> (c)>
func.func @main(%x: tensor<24x40xf32>, %y: tensor<24x40xf32>) -> (tensor<24x40xf32>, tensor<40xf32>, tensor<24x40xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<24xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<24xf32>) -> tensor<24xf32>
  %max = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<24x40xf32>) outs(%m0 : tensor<24xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<24xf32>
  %e1 = tensor.empty() : tensor<24x40xf32>
  %exp = linalg.generic {indexing_maps = [#rows, #row, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<24x40xf32>, tensor<24xf32>) outs(%e1 : tensor<24x40xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<24x40xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<24xf32>) -> tensor<24xf32>
  %sum = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<24x40xf32>) outs(%s0 : tensor<24xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<24xf32>
  %p = linalg.generic {indexing_maps = [#rows, #row, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<24x40xf32>, tensor<24xf32>) outs(%e1 : tensor<24x40xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<24x40xf32>
  %e2 = tensor.empty() : tensor<40xf32>
  %c0 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<40xf32>) -> tensor<40xf32>
  %cs = linalg.generic {indexing_maps = [#point, #colsum], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<24x40xf32>) outs(%c0 : tensor<40xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(c) -> (c)>, affine_map<(c) -> (c)>], iterator_types = ["parallel"]}
      ins(%cs : tensor<40xf32>) outs(%e2 : tensor<40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    %r = math.sqrt %t : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  return %p, %scaled, %exp : tensor<24x40xf32>, tensor<40xf32>, tensor<24x40xf32>
}
