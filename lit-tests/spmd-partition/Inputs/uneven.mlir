// 30 rows over 4 devices: an element-wise op and a row sum.
shard.grid @mesh(shape = 4)
func.func @exp_rows(%x: tensor<30x5xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<30x5xf32> {
  %e = math.exp %x : tensor<30x5xf32>
  return %e : tensor<30x5xf32>
}
func.func @sum_rows(%x: tensor<30x5xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<5xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<30x5xf32>) outs(%init : tensor<5xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %add = arith.addf %in, %acc : f32
    linalg.yield %add : f32
  } -> tensor<5xf32>
  return %s : tensor<5xf32>
}
