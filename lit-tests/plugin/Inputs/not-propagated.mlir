// An op without recorded shardings: propagation has not run.
shard.grid @mesh(shape = 4)
func.func @not_propagated(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'arith.negf' has no spmd.shardings: run spmd-propagate before spmd-partition}}
  %0 = arith.negf %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}
