// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 2x2)
func.func @prod(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{annotation: placement 1: unknown reduction 'prod' in placement 'P(prod)'; expected sum, avg, max or min}}
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["R", "P(prod)"]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @mesh(shape = 2)
// expected-error@+1 {{argument #0: placement 0: unknown reduction '' in placement 'P()'}}
func.func @empty(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["P()"]>}) {
  return
}
