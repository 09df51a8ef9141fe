shard.grid @mesh(shape = 2)
// expected-error@+1 {{placement 0: cannot parse placement ''}}
func.func @empty_placement(%x: tensor<4xf32> {spmd.sharding = #spmd.sharding<@mesh, [""]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

shard.grid @mesh(shape = 2x2) {spmd.axis_names = ["", "x"]}
// expected-error@+1 {{mesh @mesh: axis 0 has an empty name}}
func.func @empty_axis(%x: tensor<4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "R"]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
