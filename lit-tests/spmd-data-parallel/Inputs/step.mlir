// One SGD step of y = x @ w + b with loss sum(y * y): params w (6x4; 6 rows
// do not divide over 4 devices) and b (4), batch input x (16x6).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#all = affine_map<(d0, d1) -> ()>
func.func @sgd(%w: tensor<6x4xf32>, %b: tensor<4xf32>, %x: tensor<16x6xf32>) -> (tensor<f32>, tensor<6x4xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<16x4xf32>
  %y0 = linalg.fill ins(%zero : f32) outs(%e : tensor<16x4xf32>) -> tensor<16x4xf32>
  %xw = linalg.matmul ins(%x, %w : tensor<16x6xf32>, tensor<6x4xf32>) outs(%y0 : tensor<16x4xf32>) -> tensor<16x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xw, %b : tensor<16x4xf32>, tensor<4xf32>) outs(%e : tensor<16x4xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<16x4xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<16x4xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %two = arith.constant dense<2.000000e+00> : tensor<16x4xf32>
  %dy = arith.mulf %y, %two : tensor<16x4xf32>
  %te = tensor.empty() : tensor<6x16xf32>
  %xt = linalg.transpose ins(%x : tensor<16x6xf32>) outs(%te : tensor<6x16xf32>) permutation = [1, 0]
  %ge = tensor.empty() : tensor<6x4xf32>
  %g0 = linalg.fill ins(%zero : f32) outs(%ge : tensor<6x4xf32>) -> tensor<6x4xf32>
  %gw = linalg.matmul ins(%xt, %dy : tensor<6x16xf32>, tensor<16x4xf32>) outs(%g0 : tensor<6x4xf32>) -> tensor<6x4xf32>
  %be = tensor.empty() : tensor<4xf32>
  %b0 = linalg.fill ins(%zero : f32) outs(%be : tensor<4xf32>) -> tensor<4xf32>
  %gb = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["reduction", "parallel"]}
      ins(%dy : tensor<16x4xf32>) outs(%b0 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %lrw = arith.constant dense<1.000000e-02> : tensor<6x4xf32>
  %sw = arith.mulf %gw, %lrw : tensor<6x4xf32>
  %nw = arith.subf %w, %sw : tensor<6x4xf32>
  %lrb = arith.constant dense<1.000000e-02> : tensor<4xf32>
  %sb = arith.mulf %gb, %lrb : tensor<4xf32>
  %nb = arith.subf %b, %sb : tensor<4xf32>
  return %loss, %nw, %nb : tensor<f32>, tensor<6x4xf32>, tensor<4xf32>
}
