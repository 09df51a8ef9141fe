// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 4)
func.func @dims(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{annotation: placement S(2) on mesh axis 0 shards dim 2 of a rank-2 tensor}}
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["S(2)"]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

shard.grid @mesh(shape = 4)
// expected-error@+1 {{argument #0: cannot shard tensor<*xf32>: spmd needs ranked tensors}}
func.func @unranked(%a: tensor<*xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return
}

// -----

shard.grid @mesh(shape = 4)
// expected-error@+1 {{argument #0: cannot shard a value of type memref<8xf32>}}
func.func @memref(%a: memref<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return
}
