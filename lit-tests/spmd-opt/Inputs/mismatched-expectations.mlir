shard.grid @mesh(shape = 4)
// expected-error@+1 {{this message is never produced}}
func.func @f(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(3)"]>}) {
  return
}
// expected-warning@+1 {{unknown mesh @nowhere}}
func.func @g(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@nowhere, ["R"]>}) {
  return
}
