// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=2 memory-gb=0.000001})' --split-input-file --verify-diagnostics %s

// 1 KB per device cannot hold 64 KB of values, however split.
// expected-error@+1 {{no sharding fits in 0.000001 GB per device (memory-gb)}}
func.func @too_big(%x: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %n = arith.negf %x : tensor<128x128xf32>
  return %n : tensor<128x128xf32>
}

// -----

// An op no rule covers.
func.func @unsupported(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{no sharding rule for 'tensor.bitcast'}}
  %b = tensor.bitcast %x : tensor<4xf32> to tensor<4xi32>
  %c = tensor.bitcast %b : tensor<4xi32> to tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// A user's sharding names a dim the value does not have.
// expected-error@+1 {{placement S(3) on mesh axis 0 shards dim 3 of a rank-1 tensor}}
func.func @bad_annotation(%x: tensor<4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(3)"]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// A user's sharding on another mesh than the one being planned for.
shard.grid @other(shape = 2)
// expected-error@+1 {{#spmd.sharding<@other, ["S(0)"]> is on mesh @other, but spmd-auto-shard plans for mesh @mesh (2)}}
func.func @other_mesh(%x: tensor<4xf32> {spmd.sharding = #spmd.sharding<@other, ["S(0)"]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// A sharding with a placement per axis of another mesh shape.
// expected-error@+1 {{sharding has 2 placements but mesh @mesh (2) has 1 axis; give one placement per mesh axis}}
func.func @placements(%x: tensor<4x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "R"]>}) -> tensor<4x4xf32> {
  return %x : tensor<4x4xf32>
}

// -----

// A loop whose trip count is known only at run time.
func.func @unknown_trips(%x: tensor<64x64xf32>, %n: index) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{spmd-auto-shard needs an 'scf.for' with constant bounds and a body}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%h = %x) -> tensor<64x64xf32> {
    %m = arith.negf %h : tensor<64x64xf32>
    scf.yield %m : tensor<64x64xf32>
  }
  return %r : tensor<64x64xf32>
}
