// RUN: spmd-opt --spmd-propagate --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 4)
func.func @no_rule(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %shape: tensor<2xi64>) -> tensor<2x4xf32> {
  // expected-error@+1 {{no sharding rule for 'tensor.reshape': spmd does not know how this op can be sharded}}
  %0 = tensor.reshape %a(%shape) : (tensor<8xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

shard.grid @mesh(shape = 4)
func.func @dynamic_slice(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %at: index) -> tensor<?xf32> {
  // expected-error@+1 {{no sharding rule for 'tensor.extract_slice': needs static sizes and strides}}
  %0 = tensor.extract_slice %a[0] [%at] [1] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Stacked layers split on the layer dim a loop steps through.
shard.grid @mesh(shape = 2)
func.func @pipeline(%x: tensor<4x8xf32>, %w: tensor<3x8x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.000000e+00 : f32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %x) -> tensor<4x8xf32> {
    // expected-error@+1 {{'tensor.extract_slice' takes one slice per loop iteration along dim 0 of a tensor<3x8x8xf32> that the sharding at line 23:42 splits on mesh axis '0': splitting the layers a loop steps through would be pipeline parallelism, which spmd does not do; split another dim (Megatron, FSDP) or keep dim 0 replicated}}
    %s = tensor.extract_slice %w[%i, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<3x8x8xf32> to tensor<1x8x8xf32>
    %wl = tensor.collapse_shape %s [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
    %e = tensor.empty() : tensor<4x8xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %m = linalg.matmul ins(%h, %wl : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
    scf.yield %m : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
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
