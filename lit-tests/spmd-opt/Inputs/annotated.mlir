shard.grid @mesh(shape = 4)
func.func @f(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
