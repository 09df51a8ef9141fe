// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-place-loop-gradients{mesh-axis=tp})' --split-input-file --verify-diagnostics %s

// The axis is not one of the mesh's.
// expected-error@+1 {{mesh @mesh (4) has no axis 'tp'}}
module {
  shard.grid @mesh(shape = 4)
  func.func @step(%w: tensor<4xf32>) -> tensor<4xf32> {
    return %w : tensor<4xf32>
  }
}

// -----

// No mesh to place the reductions on.
// expected-error@+1 {{unknown mesh @mesh: no 'shard.grid @mesh' in an enclosing module; give the mesh with mesh=...}}
module {
  func.func @step(%w: tensor<4xf32>) -> tensor<4xf32> {
    return %w : tensor<4xf32>
  }
}
