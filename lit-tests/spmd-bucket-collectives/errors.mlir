// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-bucket-collectives{bucket-mb=1})' --split-input-file --verify-diagnostics %s

// No mesh for the buckets' collectives.
// expected-error@+1 {{unknown mesh @mesh: no 'shard.grid @mesh' in an enclosing module; give the mesh with mesh=...}}
module {
  func.func @step(%w: tensor<4xf32>) -> tensor<4xf32> {
    return %w : tensor<4xf32>
  }
}
