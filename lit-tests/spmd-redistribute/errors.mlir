// RUN: spmd-opt --spmd-redistribute --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 4)
func.func @computes(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'arith.negf' computes on sharded values; spmd-redistribute only lowers sharding changes (spmd-partition partitions computation)}}
  %0 = arith.negf %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @a(shape = 2)
shard.grid @b(shape = 2)
// expected-error@+1 {{sharding on mesh @b in a function sharded on mesh @a}}
func.func @two_meshes(%x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@a, ["S(0)"]>}, %y: tensor<8xf32> {spmd.sharding = #spmd.sharding<@b, ["S(0)"]>}) {
  return
}

// -----

shard.grid @mesh(shape = 4)
func.func @out_of_range(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{placement S(1) on mesh axis 0 shards dim 1 of a rank-1 tensor}}
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["S(1)"]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @mesh(shape = 4)
// expected-error@+1 {{argument #0 is not a static tensor of integers or floats}}
func.func @dynamic(%a: tensor<?xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return
}

// -----

shard.grid @mesh(shape = 2)
// expected-error@+1 {{argument #0 is not a static tensor of integers or floats}}
func.func @complex(%a: tensor<4xcomplex<f32>> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return
}
