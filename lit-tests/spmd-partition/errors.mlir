// RUN: spmd-opt --spmd-partition --split-input-file --verify-diagnostics %s

// An op without recorded shardings: propagation has not run.
shard.grid @mesh(shape = 4)
func.func @not_propagated(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'arith.negf' has no spmd.shardings: run spmd-propagate before spmd-partition}}
  %0 = arith.negf %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// An op spmd has no rule for.
shard.grid @mesh(shape = 4)
func.func @no_rule(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{no sharding rule for 'tensor.extract': spmd does not know how this op can be sharded}}
  %0 = tensor.extract %a[%c0] : tensor<8xf32>
  return %0 : f32
}

// -----

// Recorded shardings that do not fit the op.
shard.grid @mesh(shape = 4)
func.func @wrong_count(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8xf32> {
  // expected-error@+1 {{'spmd.shardings' has 2 entries for 1 results}}
  %0 = arith.negf %a {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>, #spmd.sharding<@mesh, ["S(0)"]>]} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @mesh(shape = 4)
func.func @out_of_range(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8xf32> {
  // expected-error@+1 {{placement S(1) on mesh axis 0 shards dim 1 of a rank-1 tensor}}
  %0 = arith.negf %a {spmd.shardings = [#spmd.sharding<@mesh, ["S(1)"]>]} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @a(shape = 2)
shard.grid @b(shape = 2)
func.func @two_meshes(%x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@a, ["S(0)"]>}) -> tensor<8xf32> {
  // expected-error@+1 {{sharding on mesh @b in a function sharded on mesh @a}}
  %0 = arith.negf %x {spmd.shardings = [#spmd.sharding<@b, ["S(0)"]>]} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @mesh(shape = 4)
// expected-error@+1 {{argument #0 is not a static tensor of integers or floats}}
func.func @dynamic(%a: tensor<?xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return
}

// -----

// An argument with a name (spmd.name) is called by it.
shard.grid @mesh(shape = 4)
// expected-error@+1 {{argument #0 (tokens) is not a static tensor of integers or floats}}
func.func @dynamic_named(%a: tensor<?xi64> {spmd.name = "tokens", spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return
}

// -----

// A mesh that does not exist.
func.func @unknown_mesh(%x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@nowhere, ["S(0)"]>}) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
// expected-error@-3 {{unknown mesh @nowhere: no 'shard.grid @nowhere' in an enclosing module}}
