// Located errors reach mlir-opt's diagnostic handler: --verify-diagnostics
// holds them, as with spmd-opt (lit-tests/spmd-verify and spmd-partition).
// RUN: mlir-opt --load-pass-plugin=%plugin --irdl-file=%irdl --pass-pipeline='builtin.module(spmd-verify)' --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --load-pass-plugin=%plugin --irdl-file=%irdl --pass-pipeline='builtin.module(spmd-partition)' --verify-diagnostics %S/Inputs/not-propagated.mlir

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
