// RUN: spmd-opt --spmd-propagate --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 4)
func.func @no_rule(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %shape: tensor<2xi64>) -> tensor<2x4xf32> {
  // expected-error@+1 {{no sharding rule for 'tensor.reshape': spmd does not know how this op can be sharded}}
  %0 = tensor.reshape %a(%shape) : (tensor<8xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

shard.grid @mesh(shape = 4)
func.func @dynamic_slice(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %at: index) -> tensor<4xf32> {
  // expected-error@+1 {{no sharding rule for 'tensor.extract_slice': needs static offsets, sizes and strides}}
  %0 = tensor.extract_slice %a[%at] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

shard.grid @a(shape = 2)
shard.grid @b(shape = 2)
func.func @two_meshes(%x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@a, ["S(0)"]>}) -> tensor<8xf32> {
  // expected-error@+1 {{sharding on mesh @b in a function sharded on mesh @a}}
  %0 = "spmd.annotate"(%x) {sharding = #spmd.sharding<@b, ["R"]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @mesh(shape = 4)
func.func @dims(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{placement S(1) on mesh axis 0 shards dim 1 of a rank-1 tensor}}
  %0 = "spmd.annotate"(%x) {sharding = #spmd.sharding<@mesh, ["S(1)"]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A program that already holds collectives (a partitioned program fed back
// without its spmd.partitioned marker) is refused as such.
shard.grid @mesh(shape = 2)
func.func @already_partitioned(%x: tensor<2xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<4xf32> {
  // expected-error@+1 {{no sharding rule for 'shard.all_gather': the program is already partitioned}}
  %g = shard.all_gather %x on @mesh grid_axes = [0] gather_axis = 0 : tensor<2xf32> -> tensor<4xf32>
  return %g : tensor<4xf32>
}
