// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2x2 args="0=S(0),R" results="0=R,R"})' --split-input-file --verify-diagnostics %s

// The IR's own sharding conflicts with the option's: both are named.
// expected-error@+1 {{spmd-shard-args: argument #0 is sharded #spmd.sharding<@mesh, ["R", "S(0)"]> in the IR, but the options give #spmd.sharding<@mesh, ["S(0)", "R"]>}}
func.func @conflict(%a: tensor<8x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "S(0)"]>}) -> tensor<8x8xf32> {
  return %a : tensor<8x8xf32>
}

// -----

// An agreeing sharding is fine; a mesh of another shape is not.
// expected-error@+1 {{spmd-shard-args: mesh @mesh is @mesh (4) in the IR, but the options ask for shape 2x2}}
shard.grid @mesh(shape = 4)
func.func @other_mesh(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  return %a : tensor<8x8xf32>
}

// -----

// expected-error@+1 {{spmd-shard-args: argument #0: placement S(0) on mesh axis 0 shards dim 0 of a rank-0 tensor}}
func.func @scalar(%a: f32) -> f32 {
  return %a : f32
}

// -----

// expected-error@+1 {{spmd-shard-args: result #0 does not exist; the function has 0}}
func.func @no_result(%a: tensor<8xf32>) {
  return
}

// -----

// expected-error@+1 {{spmd-shard-args: no function @main (functions with a body: one, two); name one with function=...}}
module {
  func.func @one(%a: tensor<8xf32>) -> tensor<8xf32> {
    return %a : tensor<8xf32>
  }
  func.func @two(%a: tensor<8xf32>) -> tensor<8xf32> {
    return %a : tensor<8xf32>
  }
}
