// A sum over a unit dim becomes element-wise and fuses into the kernel that
// reads it; so does the scalar sum of its one element, an op with no loops.
// Its operands' accesses are still functions of the kernel's loop.
func.func @main(%arg0: tensor<1xbf16>, %arg2: tensor<12xbf16>) -> (tensor<12xbf16>) {
    %v1 = tensor.expand_shape %arg0 [[0, 1]] output_shape [1, 1] : tensor<1xbf16> into tensor<1x1xbf16>
    %e2 = tensor.empty() : tensor<1xbf16>
    %c3 = arith.constant 0.000000e0 : bf16
    %f4 = linalg.fill ins(%c3 : bf16) outs(%e2 : tensor<1xbf16>) -> tensor<1xbf16>
    %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%v1 : tensor<1x1xbf16>) outs(%f4 : tensor<1xbf16>) {
    ^bb0(%x: bf16, %acc: bf16):
      %y = arith.addf %acc, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<1xbf16>
    %e6 = tensor.empty() : tensor<bf16>
    %c7 = arith.constant 0.000000e0 : bf16
    %f8 = linalg.fill ins(%c7 : bf16) outs(%e6 : tensor<bf16>) -> tensor<bf16>
    %v9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v5 : tensor<1xbf16>) outs(%f8 : tensor<bf16>) {
    ^bb0(%x: bf16, %acc: bf16):
      %y = arith.addf %acc, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<bf16>
    %e12 = tensor.empty() : tensor<12xbf16>
    %v13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2, %v9 : tensor<12xbf16>, tensor<bf16>) outs(%e12 : tensor<12xbf16>) {
    ^bb0(%x: bf16, %z: bf16, %o: bf16):
      %y = arith.maximumf %x, %z : bf16
      linalg.yield %y : bf16
    } -> tensor<12xbf16>
    return %v13 : tensor<12xbf16>
}
