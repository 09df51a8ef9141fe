// Row groups (`Step::Rows`) in bf16 and f32, for the host run of the CUDA
// C against the CPU backend: a bf16 softmax as JAX exports it (the max in
// bf16, the sum of the exponentials at f32, the division back in bf16),
// its rows of 512 moved as 16-byte vectors; an f32 LayerNorm without
// gain over rows of 96 (mean, variance, normalisation); both with their
// rows resident in registers on CUDA. And an f32 max and shift over rows
// of 40, which no warp divides evenly: a group whose rows are read again
// from memory.
#rows = affine_map<(r, c) -> (r, c)>
#row = affine_map<(r, c) -> (r)>
func.func @main(%x: tensor<48x512xbf16>, %y: tensor<40x96xf32>, %u: tensor<20x40xf32>) -> (tensor<48x512xbf16>, tensor<40x96xf32>, tensor<20x40xf32>) {
  %ninf = arith.constant 0xFF80 : bf16
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %n = arith.constant 96.0 : f32
  %e0 = tensor.empty() : tensor<48xbf16>
  %m0 = linalg.fill ins(%ninf : bf16) outs(%e0 : tensor<48xbf16>) -> tensor<48xbf16>
  %max = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<48x512xbf16>) outs(%m0 : tensor<48xbf16>) {
  ^bb0(%a: bf16, %acc: bf16):
    %r = arith.maximumf %a, %acc : bf16
    linalg.yield %r : bf16
  } -> tensor<48xbf16>
  %e1 = tensor.empty() : tensor<48x512xbf16>
  %exp = linalg.generic {indexing_maps = [#rows, #row, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<48x512xbf16>, tensor<48xbf16>) outs(%e1 : tensor<48x512xbf16>) {
  ^bb0(%a: bf16, %m: bf16, %o: bf16):
    %d = arith.subf %a, %m : bf16
    %r = math.exp %d : bf16
    linalg.yield %r : bf16
  } -> tensor<48x512xbf16>
  %f0 = tensor.empty() : tensor<48xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%f0 : tensor<48xf32>) -> tensor<48xf32>
  %sum = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<48x512xbf16>) outs(%s0 : tensor<48xf32>) {
  ^bb0(%a: bf16, %acc: f32):
    %w = arith.extf %a : bf16 to f32
    %r = arith.addf %w, %acc : f32
    linalg.yield %r : f32
  } -> tensor<48xf32>
  %p = linalg.generic {indexing_maps = [#rows, #row, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<48x512xbf16>, tensor<48xf32>) outs(%e1 : tensor<48x512xbf16>) {
  ^bb0(%a: bf16, %s: f32, %o: bf16):
    %sb = arith.truncf %s : f32 to bf16
    %r = arith.divf %a, %sb : bf16
    linalg.yield %r : bf16
  } -> tensor<48x512xbf16>
  %g0 = tensor.empty() : tensor<40xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%g0 : tensor<40xf32>) -> tensor<40xf32>
  %total = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<40x96xf32>) outs(%z0 : tensor<40xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  %g1 = tensor.empty() : tensor<40x96xf32>
  %centred = linalg.generic {indexing_maps = [#rows, #row, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%y, %total : tensor<40x96xf32>, tensor<40xf32>) outs(%g1 : tensor<40x96xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %mean = arith.divf %t, %n : f32
    %r = arith.subf %a, %mean : f32
    linalg.yield %r : f32
  } -> tensor<40x96xf32>
  %squares = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%centred : tensor<40x96xf32>) outs(%z0 : tensor<40xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %sq, %acc : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  %normed = linalg.generic {indexing_maps = [#rows, #row, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%centred, %squares : tensor<40x96xf32>, tensor<40xf32>) outs(%g1 : tensor<40x96xf32>) {
  ^bb0(%a: f32, %q: f32, %o: f32):
    %var = arith.divf %q, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %r = arith.mulf %a, %rs : f32
    linalg.yield %r : f32
  } -> tensor<40x96xf32>
  %ninf32 = arith.constant 0xFF800000 : f32
  %h0 = tensor.empty() : tensor<20xf32>
  %hm = linalg.fill ins(%ninf32 : f32) outs(%h0 : tensor<20xf32>) -> tensor<20xf32>
  %wmax = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%u : tensor<20x40xf32>) outs(%hm : tensor<20xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<20xf32>
  %h1 = tensor.empty() : tensor<20x40xf32>
  %shifted = linalg.generic {indexing_maps = [#rows, #row, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%u, %wmax : tensor<20x40xf32>, tensor<20xf32>) outs(%h1 : tensor<20x40xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %r = arith.subf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<20x40xf32>
  return %p, %normed, %shifted : tensor<48x512xbf16>, tensor<40x96xf32>, tensor<20x40xf32>
}
