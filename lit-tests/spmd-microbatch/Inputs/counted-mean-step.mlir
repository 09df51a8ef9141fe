// One SGD step of a linear model whose loss is a mean over the examples
// that count (x[b, 0] > 0), as a cross-entropy with ignored labels
// divides by the labels it keeps: the count is a sum over the batch of the
// data alone, which every example's gradient reads.
#rows = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#all = affine_map<(d0, d1) -> ()>
func.func @counted_mean(%w: tensor<4xf32>, %x: tensor<12x4xf32>) -> (tensor<f32>, tensor<4xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %se = tensor.empty() : tensor<f32>
  %s0 = linalg.fill ins(%zero : f32) outs(%se : tensor<f32>) -> tensor<f32>
  %count = linalg.generic {indexing_maps = [#rows, #all], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<12x4xf32>) outs(%s0 : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %d = linalg.index 1 : index
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %d, %c0 : index
    %positive = arith.cmpf ogt, %a, %zero : f32
    %counts = arith.andi %first, %positive : i1
    %n = arith.select %counts, %one, %zero : f32
    %s = arith.addf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %total = linalg.generic {indexing_maps = [#rows, #col, #all], iterator_types = ["reduction", "reduction"]}
      ins(%x, %w : tensor<12x4xf32>, tensor<4xf32>) outs(%s0 : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %loss = arith.divf %total, %count : tensor<f32>
  %ge = tensor.empty() : tensor<4xf32>
  %g0 = linalg.fill ins(%zero : f32) outs(%ge : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#rows, #all, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x, %count : tensor<12x4xf32>, tensor<f32>) outs(%g0 : tensor<4xf32>) {
  ^bb0(%a: f32, %n: f32, %acc: f32):
    %q = arith.divf %a, %n : f32
    %s = arith.addf %acc, %q : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %lr = arith.constant dense<5.000000e-01> : tensor<4xf32>
  %step = arith.mulf %g, %lr : tensor<4xf32>
  %next = arith.subf %w, %step : tensor<4xf32>
  return %loss, %next : tensor<f32>, tensor<4xf32>
}
