// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 2)
// expected-error@+1 {{argument #0: placement 0: cannot parse placement 'Shard(0)'; expected "S(dim)", "R" or "P(sum|avg|max|min)"}}
func.func @long_spelling(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["Shard(0)"]>}) {
  return
}

// -----

shard.grid @mesh(shape = 2)
// expected-error@+1 {{argument #0: placement 0 must be a string like "S(0)", "R" or "P(sum)", got 0 : i64}}
func.func @integer(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, [0]>}) {
  return
}

// -----

shard.grid @mesh(shape = 2)
// expected-error@+1 {{argument #0: expected a #spmd.sharding attribute, got "S(0)"}}
func.func @bare_string(%a: tensor<8xf32> {spmd.sharding = "S(0)"}) {
  return
}
