// Reductions that also write, at every point, the element-wise value they
// read (`Kernel::written_per_point`: each value is returned, so it is kept,
// and its first reader is the reduction), in every CUDA form:
//   %row_p / %row_s      Rows, bf16 vectors of 8
//   %rodd_p / %rodd_s    Rows, odd rows (no vector)
//   %col_p / %col_s      Columns, bf16 vectors, split over the rows
//   %tr_p / %tr_s        Columns read through a transpose (a bias gradient)
//   %codd_p / %codd_s    Columns, odd sizes
//   %blk_p / %blk_s      Blocks (few outputs, long rows), split
//   %all_p / %all_s      every dim reduced (a loss): Blocks, one output
//   %dec_p / %dec_s      no combiner (acc * 0.5 + x): Points
#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
#none = affine_map<(i, j) -> ()>
func.func @main(%r: tensor<600x256xbf16>, %s: tensor<520x13xf32>, %k: tensor<2000x24xbf16>,
                %g: tensor<512x64xbf16>, %m: tensor<1000x37xf32>, %w: tensor<8x3000xf32>,
                %l: tensor<64x96xf32>, %d: tensor<600x16xf32>)
    -> (tensor<600x256xbf16>, tensor<600xf32>, tensor<520x13xf32>, tensor<520xf32>,
        tensor<2000x24xbf16>, tensor<24xf32>, tensor<512x64xbf16>, tensor<64xf32>,
        tensor<1000x37xf32>, tensor<37xf32>, tensor<8x3000xf32>, tensor<8xf32>,
        tensor<64x96xf32>, tensor<f32>, tensor<600x16xf32>, tensor<600xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %e_r = tensor.empty() : tensor<600x256xbf16>
  %row_p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<600x256xbf16>) outs(%e_r : tensor<600x256xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %z = math.tanh %x : bf16
    linalg.yield %z : bf16
  } -> tensor<600x256xbf16>
  %e_rs = tensor.empty() : tensor<600xf32>
  %rs_init = linalg.fill ins(%zero : f32) outs(%e_rs : tensor<600xf32>) -> tensor<600xf32>
  %row_s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%row_p : tensor<600x256xbf16>) outs(%rs_init : tensor<600xf32>) {
  ^bb0(%x: bf16, %acc: f32):
    %wide = arith.extf %x : bf16 to f32
    %z = arith.addf %acc, %wide : f32
    linalg.yield %z : f32
  } -> tensor<600xf32>
  %e_s = tensor.empty() : tensor<520x13xf32>
  %rodd_p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<520x13xf32>) outs(%e_s : tensor<520x13xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = arith.mulf %x, %x : f32
    linalg.yield %z : f32
  } -> tensor<520x13xf32>
  %e_ro = tensor.empty() : tensor<520xf32>
  %ro_init = linalg.fill ins(%zero : f32) outs(%e_ro : tensor<520xf32>) -> tensor<520xf32>
  %rodd_s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%rodd_p : tensor<520x13xf32>) outs(%ro_init : tensor<520xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %z = arith.addf %acc, %x : f32
    linalg.yield %z : f32
  } -> tensor<520xf32>
  %e_k = tensor.empty() : tensor<2000x24xbf16>
  %col_p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%k : tensor<2000x24xbf16>) outs(%e_k : tensor<2000x24xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %z = math.tanh %x : bf16
    linalg.yield %z : bf16
  } -> tensor<2000x24xbf16>
  %e_cs = tensor.empty() : tensor<24xf32>
  %cs_init = linalg.fill ins(%zero : f32) outs(%e_cs : tensor<24xf32>) -> tensor<24xf32>
  %col_s = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]} ins(%col_p : tensor<2000x24xbf16>) outs(%cs_init : tensor<24xf32>) {
  ^bb0(%x: bf16, %acc: f32):
    %wide = arith.extf %x : bf16 to f32
    %z = arith.addf %acc, %wide : f32
    linalg.yield %z : f32
  } -> tensor<24xf32>
  %e_g = tensor.empty() : tensor<512x64xbf16>
  %tr_p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<512x64xbf16>) outs(%e_g : tensor<512x64xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %z = math.tanh %x : bf16
    linalg.yield %z : bf16
  } -> tensor<512x64xbf16>
  %e_ts = tensor.empty() : tensor<64xf32>
  %ts_init = linalg.fill ins(%zero : f32) outs(%e_ts : tensor<64xf32>) -> tensor<64xf32>
  %tr_s = linalg.generic {indexing_maps = [#tr, #row], iterator_types = ["parallel", "reduction"]} ins(%tr_p : tensor<512x64xbf16>) outs(%ts_init : tensor<64xf32>) {
  ^bb0(%x: bf16, %acc: f32):
    %wide = arith.extf %x : bf16 to f32
    %z = arith.addf %acc, %wide : f32
    linalg.yield %z : f32
  } -> tensor<64xf32>
  %e_m = tensor.empty() : tensor<1000x37xf32>
  %codd_p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<1000x37xf32>) outs(%e_m : tensor<1000x37xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = arith.addf %x, %one : f32
    linalg.yield %z : f32
  } -> tensor<1000x37xf32>
  %e_co = tensor.empty() : tensor<37xf32>
  %co_init = linalg.fill ins(%zero : f32) outs(%e_co : tensor<37xf32>) -> tensor<37xf32>
  %codd_s = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]} ins(%codd_p : tensor<1000x37xf32>) outs(%co_init : tensor<37xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %z = arith.addf %acc, %x : f32
    linalg.yield %z : f32
  } -> tensor<37xf32>
  %e_w = tensor.empty() : tensor<8x3000xf32>
  %blk_p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<8x3000xf32>) outs(%e_w : tensor<8x3000xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = arith.mulf %x, %half : f32
    linalg.yield %z : f32
  } -> tensor<8x3000xf32>
  %e_bs = tensor.empty() : tensor<8xf32>
  %bs_init = linalg.fill ins(%zero : f32) outs(%e_bs : tensor<8xf32>) -> tensor<8xf32>
  %blk_s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%blk_p : tensor<8x3000xf32>) outs(%bs_init : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %z = arith.addf %acc, %x : f32
    linalg.yield %z : f32
  } -> tensor<8xf32>
  %e_l = tensor.empty() : tensor<64x96xf32>
  %all_p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%l : tensor<64x96xf32>) outs(%e_l : tensor<64x96xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = arith.mulf %x, %x : f32
    linalg.yield %z : f32
  } -> tensor<64x96xf32>
  %e_all = tensor.empty() : tensor<f32>
  %all_init = linalg.fill ins(%zero : f32) outs(%e_all : tensor<f32>) -> tensor<f32>
  %all_s = linalg.generic {indexing_maps = [#id, #none], iterator_types = ["reduction", "reduction"]} ins(%all_p : tensor<64x96xf32>) outs(%all_init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %z = arith.addf %acc, %x : f32
    linalg.yield %z : f32
  } -> tensor<f32>
  %e_d = tensor.empty() : tensor<600x16xf32>
  %dec_p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<600x16xf32>) outs(%e_d : tensor<600x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = arith.addf %x, %half : f32
    linalg.yield %z : f32
  } -> tensor<600x16xf32>
  %e_dec = tensor.empty() : tensor<600xf32>
  %dec_init = linalg.fill ins(%zero : f32) outs(%e_dec : tensor<600xf32>) -> tensor<600xf32>
  %dec_s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%dec_p : tensor<600x16xf32>) outs(%dec_init : tensor<600xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %kept = arith.mulf %acc, %half : f32
    %z = arith.addf %kept, %x : f32
    linalg.yield %z : f32
  } -> tensor<600xf32>
  return %row_p, %row_s, %rodd_p, %rodd_s, %col_p, %col_s, %tr_p, %tr_s, %codd_p, %codd_s, %blk_p, %blk_s, %all_p, %all_s, %dec_p, %dec_s
    : tensor<600x256xbf16>, tensor<600xf32>, tensor<520x13xf32>, tensor<520xf32>,
      tensor<2000x24xbf16>, tensor<24xf32>, tensor<512x64xbf16>, tensor<64xf32>,
      tensor<1000x37xf32>, tensor<37xf32>, tensor<8x3000xf32>, tensor<8xf32>,
      tensor<64x96xf32>, tensor<f32>, tensor<600x16xf32>, tensor<600xf32>
}
