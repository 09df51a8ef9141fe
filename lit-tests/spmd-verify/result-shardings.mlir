// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 4)
func.func @count(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'spmd.shardings' has 2 entries for 1 results}}
  %0 = arith.addf %a, %a {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>, #spmd.sharding<@mesh, ["R"]>]} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @mesh(shape = 4)
func.func @not_array(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'spmd.shardings' must be an array with one sharding per result}}
  %0 = arith.addf %a, %a {spmd.shardings = #spmd.sharding<@mesh, ["S(0)"]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @mesh(shape = 4)
func.func @rank(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{result #0: placement S(1) on mesh axis 0 shards dim 1 of a rank-1 tensor}}
  %0 = arith.addf %a, %a {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
