// A partitioned function's local types must be the pieces that their
// shardings make of their global types (uneven dims padded up).
// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 4)
func.func @padded(%a: tensor<8xf32> {spmd.global_type = tensor<30xf32>, spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) attributes {spmd.partitioned} {
  return
}

// -----

shard.grid @mesh(shape = 4)
// expected-error@+1 {{argument #0: tensor<7xf32> is not the local piece of tensor<30xf32> under #spmd.sharding<@mesh, ["S(0)"]>; expected tensor<8xf32>}}
func.func @truncated(%a: tensor<7xf32> {spmd.global_type = tensor<30xf32>, spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) attributes {spmd.partitioned} {
  return
}

// -----

shard.grid @mesh(shape = 2x2)
// expected-error@+1 {{result #0: tensor<8x8xf32> is not the local piece of tensor<16x16xf32> under #spmd.sharding<@mesh, ["S(0)", "S(0)"]>; expected tensor<4x16xf32>}}
func.func @dim_over_both_axes() -> (tensor<8x8xf32> {spmd.global_type = tensor<16x16xf32>, spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>}) attributes {spmd.partitioned} {
  %0 = arith.constant dense<0.0> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

shard.grid @mesh(shape = 4)
// expected-error@+1 {{argument #0: 'spmd.global_type' tensor<30xf16> does not match the value type tensor<8xf32>}}
func.func @element(%a: tensor<8xf32> {spmd.global_type = tensor<30xf16>, spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return
}

// -----

// expected-error@+1 {{argument #0: 'spmd.global_type' must be a static tensor type, like the value's}}
func.func @not_a_type(%a: tensor<8xf32> {spmd.global_type = 30 : i64}) {
  return
}
