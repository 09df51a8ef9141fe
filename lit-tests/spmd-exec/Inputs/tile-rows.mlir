// Kernels whose tiles stack many rows: a transposed read over 9^4 rows of
// 2 lanes (more rows than the runtime tabulates, so row starts come from
// an odometer), a broadcast add over 5,000 rows of one row dim, a copy with ten row dims (more than a tile takes:
// the outer ones are walked outside the tiles), and a mean over the last
// dim combined into [4, 8] elements.
#t5 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3, d2, d4)>
#i5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#i3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#i11 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10) -> (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10)>
#t11 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10) -> (d1, d0, d3, d2, d5, d4, d7, d6, d9, d8, d10)>
#r3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#i2 = affine_map<(d0, d1) -> (d0, d1)>
#c2 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @main(%a: tensor<9x9x9x9x2xf32>, %b: tensor<2x2x2x2x2x2x2x2x2x2x16xf32>, %c: tensor<4x8x32xf32>,
                  %d: tensor<5000x16xf32>, %e: tensor<5000xf32>)
      -> (tensor<9x9x9x9x2xf32>, tensor<2x2x2x2x2x2x2x2x2x2x16xf32>, tensor<4x8xf32>, tensor<5000x16xf32>) {
    %ea = tensor.empty() : tensor<9x9x9x9x2xf32>
    %ra = linalg.generic {indexing_maps = [#t5, #i5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<9x9x9x9x2xf32>) outs(%ea : tensor<9x9x9x9x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.mulf %in, %in : f32
      linalg.yield %s : f32
    } -> tensor<9x9x9x9x2xf32>
    %eb = tensor.empty() : tensor<2x2x2x2x2x2x2x2x2x2x16xf32>
    %rb = linalg.generic {indexing_maps = [#t11, #i11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<2x2x2x2x2x2x2x2x2x2x16xf32>) outs(%eb : tensor<2x2x2x2x2x2x2x2x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x2x2x2x2x2x2x2x16xf32>
    %zero = arith.constant 0.0 : f32
    %n = arith.constant 32.0 : f32
    %ec = tensor.empty() : tensor<4x8xf32>
    %fc = linalg.fill ins(%zero : f32) outs(%ec : tensor<4x8xf32>) -> tensor<4x8xf32>
    %rc = linalg.generic {indexing_maps = [#i3, #r3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%c : tensor<4x8x32xf32>) outs(%fc : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %q = arith.divf %in, %n : f32
      %s = arith.addf %out, %q : f32
      linalg.yield %s : f32
    } -> tensor<4x8xf32>
    %ed = tensor.empty() : tensor<5000x16xf32>
    %rd = linalg.generic {indexing_maps = [#i2, #c2, #i2], iterator_types = ["parallel", "parallel"]} ins(%d, %e : tensor<5000x16xf32>, tensor<5000xf32>) outs(%ed : tensor<5000x16xf32>) {
    ^bb0(%x: f32, %y: f32, %out: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<5000x16xf32>
    return %ra, %rb, %rc, %rd : tensor<9x9x9x9x2xf32>, tensor<2x2x2x2x2x2x2x2x2x2x16xf32>, tensor<4x8xf32>, tensor<5000x16xf32>
  }
}
