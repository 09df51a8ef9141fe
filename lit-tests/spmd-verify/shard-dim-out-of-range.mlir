// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 2x4) {spmd.axis_names = ["dp", "tp"]}
// expected-error@+1 {{argument #0: placement S(2) on mesh axis 1 (tp) shards dim 2 of a rank-2 tensor}}
func.func @arg(%a: tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "S(2)"]>}) {
  return
}

// -----

shard.grid @mesh(shape = 4)
func.func @annotate(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{annotation: placement S(1) on mesh axis 0 shards dim 1 of a rank-1 tensor}}
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["S(1)"]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A scalar has rank 0: it can be replicated or partial, never sharded.
shard.grid @mesh(shape = 4)
// expected-error@+1 {{argument #0: placement S(0) on mesh axis 0 shards dim 0 of a rank-0 tensor}}
func.func @scalar(%a: f32 {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return
}

// -----

shard.grid @mesh(shape = 4)
// expected-error@+1 {{argument #0: placement 0: shard dim in placement 'S(-1)' must be a non-negative integer}}
func.func @negative(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(-1)"]>}) {
  return
}
