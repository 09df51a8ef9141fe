// A payload reading its row index (an iota added to the input), its rows
// split over both axes of a 2x2 mesh, unevenly (10 rows over 4 devices).
shard.grid @mesh(shape = 2x2)
func.func @iota(%x: tensor<10x3xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>}) -> tensor<10x3xf32> {
  %e = tensor.empty() : tensor<10x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<10x3xf32>) outs(%e : tensor<10x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %n = arith.index_cast %k : index to i32
    %f = arith.sitofp %n : i32 to f32
    %s = arith.addf %in, %f : f32
    linalg.yield %s : f32
  } -> tensor<10x3xf32>
  return %y : tensor<10x3xf32>
}
