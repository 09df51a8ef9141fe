// Sums of 0.25 in bf16 and f16 (whole, per row, per column): 144 and
// 2048 when the running value is held at f32 (each add rounded: 64, 512).
func.func @main(%rows: tensor<64x576xbf16>, %columns: tensor<576x64xbf16>) -> (tensor<bf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<f16>) {
  %quarter = arith.constant dense<2.500000e-01> : tensor<6x8x12xbf16>
  %zero = arith.constant 0.000000e+00 : bf16
  %e0 = tensor.empty() : tensor<bf16>
  %f0 = linalg.fill ins(%zero : bf16) outs(%e0 : tensor<bf16>) -> tensor<bf16>
  %all = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%quarter : tensor<6x8x12xbf16>) outs(%f0 : tensor<bf16>) {
  ^bb0(%x: bf16, %acc: bf16):
    %y = arith.addf %acc, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<bf16>
  %e1 = tensor.empty() : tensor<64xbf16>
  %f1 = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<64xbf16>) -> tensor<64xbf16>
  %row_sums = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%rows : tensor<64x576xbf16>) outs(%f1 : tensor<64xbf16>) {
  ^bb0(%x: bf16, %acc: bf16):
    %q = arith.constant 2.500000e-01 : bf16
    %a = math.absf %x : bf16
    %m = arith.minimumf %a, %q : bf16
    %s = arith.maximumf %m, %q : bf16
    %y = arith.addf %acc, %s : bf16
    linalg.yield %y : bf16
  } -> tensor<64xbf16>
  %column_sums = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%columns : tensor<576x64xbf16>) outs(%f1 : tensor<64xbf16>) {
  ^bb0(%x: bf16, %acc: bf16):
    %q = arith.constant 2.500000e-01 : bf16
    %a = math.absf %x : bf16
    %m = arith.minimumf %a, %q : bf16
    %s = arith.maximumf %m, %q : bf16
    %y = arith.addf %acc, %s : bf16
    linalg.yield %y : bf16
  } -> tensor<64xbf16>
  %quarter16 = arith.constant dense<2.500000e-01> : tensor<8192xf16>
  %zero16 = arith.constant 0.000000e+00 : f16
  %e3 = tensor.empty() : tensor<f16>
  %f3 = linalg.fill ins(%zero16 : f16) outs(%e3 : tensor<f16>) -> tensor<f16>
  %all16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%quarter16 : tensor<8192xf16>) outs(%f3 : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %y = arith.addf %acc, %x : f16
    linalg.yield %y : f16
  } -> tensor<f16>
  return %all, %row_sums, %column_sums, %all16 : tensor<bf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<f16>
}
