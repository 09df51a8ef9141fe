// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-verify{require-complete=true})' --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 4)
// expected-error@+2 {{argument #1 has no 'spmd.sharding' (require-complete)}}
// expected-error@+1 {{result #0 has no 'spmd.sharding' (require-complete)}}
func.func @partly(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{op has tensor results but no 'spmd.shardings' (require-complete)}}
  %0 = arith.addf %a, %b : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Scalars, annotate ops and ops with recorded shardings need nothing more.
shard.grid @mesh(shape = 4)
func.func @complete(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %s: f32)
    -> (tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) {
  %0 = arith.addf %a, %a {spmd.shardings = [#spmd.sharding<@mesh, ["S(0)"]>]} : tensor<8xf32>
  %1 = "spmd.annotate"(%0) {sharding = #spmd.sharding<@mesh, ["R"]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
