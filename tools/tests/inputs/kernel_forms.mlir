// Every form the CUDA backend runs a kernel in (`cuda::codegen::Form`), in
// bf16 and f32, at sizes that take 16-byte vectors and odd ones that take
// none, with a view at an offset no vector is aligned to:
//   %sum          element-wise, bf16 vectors of 8
//   %odd          element-wise, odd sizes (no vector)
//   %shifted      element-wise, one input a view 6 bytes in (read point by
//                 point), the other aligned (a vector)
//   %t_bf16       a transpose in tiles, bf16
//   %t_odd        a transpose in tiles of odd sizes, f32
//   %row_max      a row reduction, a warp per row, bf16 vectors (exact: a max)
//   %row_odd      a row reduction of odd rows (no vector)
//   %col_bf16     a column reduction split over its rows, bf16 in, f32 out
//   %col_odd      a column reduction split over its rows, odd sizes
//   %block_sum    a block per output (few outputs, long rows)
//   %decayed      no combiner (acc * 0.5 + x): a thread per output
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
#id1 = affine_map<(i) -> (i)>
func.func @main(%a: tensor<6x40xbf16>, %b: tensor<6x40xbf16>, %c: tensor<5x7xf32>,
                %v: tensor<40xbf16>, %t: tensor<48x40xbf16>, %u: tensor<33x17xf32>,
                %r: tensor<600x256xbf16>, %s: tensor<520x13xf32>, %k: tensor<2000x24xbf16>,
                %m: tensor<1000x37xf32>, %w: tensor<8x3000xf32>, %d: tensor<600x16xf32>)
    -> (tensor<6x40xbf16>, tensor<5x7xf32>, tensor<32xbf16>, tensor<40x48xbf16>,
        tensor<17x33xf32>, tensor<600xbf16>, tensor<520xf32>, tensor<24xf32>, tensor<37xf32>,
        tensor<8xf32>, tensor<600xf32>) {
  %e_sum = tensor.empty() : tensor<6x40xbf16>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<6x40xbf16>, tensor<6x40xbf16>) outs(%e_sum : tensor<6x40xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %o: bf16):
    %z = arith.addf %x, %y : bf16
    linalg.yield %z : bf16
  } -> tensor<6x40xbf16>
  %one = arith.constant 1.0 : f32
  %e_odd = tensor.empty() : tensor<5x7xf32>
  %odd = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<5x7xf32>) outs(%e_odd : tensor<5x7xf32>) {
  ^bb0(%x: f32, %o: f32):
    %sq = arith.mulf %x, %x : f32
    %z = arith.addf %sq, %one : f32
    linalg.yield %z : f32
  } -> tensor<5x7xf32>
  %v_off = tensor.extract_slice %v[3] [32] [1] : tensor<40xbf16> to tensor<32xbf16>
  %v_al = tensor.extract_slice %v[8] [32] [1] : tensor<40xbf16> to tensor<32xbf16>
  %e_shifted = tensor.empty() : tensor<32xbf16>
  %shifted = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]} ins(%v_off, %v_al : tensor<32xbf16>, tensor<32xbf16>) outs(%e_shifted : tensor<32xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %o: bf16):
    %z = arith.mulf %x, %y : bf16
    linalg.yield %z : bf16
  } -> tensor<32xbf16>
  %e_t = tensor.empty() : tensor<40x48xbf16>
  %t_bf16 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<48x40xbf16>) outs(%e_t : tensor<40x48xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    linalg.yield %x : bf16
  } -> tensor<40x48xbf16>
  %e_u = tensor.empty() : tensor<17x33xf32>
  %t_odd = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<33x17xf32>) outs(%e_u : tensor<17x33xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = arith.addf %x, %one : f32
    linalg.yield %z : f32
  } -> tensor<17x33xf32>
  %lowest = arith.constant 0xFF80 : bf16
  %e_rmax = tensor.empty() : tensor<600xbf16>
  %rmax_init = linalg.fill ins(%lowest : bf16) outs(%e_rmax : tensor<600xbf16>) -> tensor<600xbf16>
  %row_max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%r : tensor<600x256xbf16>) outs(%rmax_init : tensor<600xbf16>) {
  ^bb0(%x: bf16, %acc: bf16):
    %z = arith.maximumf %acc, %x : bf16
    linalg.yield %z : bf16
  } -> tensor<600xbf16>
  %zero = arith.constant 0.0 : f32
  %e_rodd = tensor.empty() : tensor<520xf32>
  %rodd_init = linalg.fill ins(%zero : f32) outs(%e_rodd : tensor<520xf32>) -> tensor<520xf32>
  %row_odd = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%s : tensor<520x13xf32>) outs(%rodd_init : tensor<520xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %z = arith.addf %acc, %x : f32
    linalg.yield %z : f32
  } -> tensor<520xf32>
  %e_cb = tensor.empty() : tensor<24xf32>
  %cb_init = linalg.fill ins(%zero : f32) outs(%e_cb : tensor<24xf32>) -> tensor<24xf32>
  %col_bf16 = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]} ins(%k : tensor<2000x24xbf16>) outs(%cb_init : tensor<24xf32>) {
  ^bb0(%x: bf16, %acc: f32):
    %wide = arith.extf %x : bf16 to f32
    %z = arith.addf %acc, %wide : f32
    linalg.yield %z : f32
  } -> tensor<24xf32>
  %e_co = tensor.empty() : tensor<37xf32>
  %co_init = linalg.fill ins(%zero : f32) outs(%e_co : tensor<37xf32>) -> tensor<37xf32>
  %col_odd = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]} ins(%m : tensor<1000x37xf32>) outs(%co_init : tensor<37xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %z = arith.addf %acc, %x : f32
    linalg.yield %z : f32
  } -> tensor<37xf32>
  %e_bs = tensor.empty() : tensor<8xf32>
  %bs_init = linalg.fill ins(%zero : f32) outs(%e_bs : tensor<8xf32>) -> tensor<8xf32>
  %block_sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%w : tensor<8x3000xf32>) outs(%bs_init : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %z = arith.addf %acc, %x : f32
    linalg.yield %z : f32
  } -> tensor<8xf32>
  %half = arith.constant 0.5 : f32
  %e_dec = tensor.empty() : tensor<600xf32>
  %dec_init = linalg.fill ins(%zero : f32) outs(%e_dec : tensor<600xf32>) -> tensor<600xf32>
  %decayed = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%d : tensor<600x16xf32>) outs(%dec_init : tensor<600xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %kept = arith.mulf %acc, %half : f32
    %z = arith.addf %kept, %x : f32
    linalg.yield %z : f32
  } -> tensor<600xf32>
  return %sum, %odd, %shifted, %t_bf16, %t_odd, %row_max, %row_odd, %col_bf16, %col_odd, %block_sum, %decayed
    : tensor<6x40xbf16>, tensor<5x7xf32>, tensor<32xbf16>, tensor<40x48xbf16>, tensor<17x33xf32>,
      tensor<600xbf16>, tensor<520xf32>, tensor<24xf32>, tensor<37xf32>, tensor<8xf32>, tensor<600xf32>
}
