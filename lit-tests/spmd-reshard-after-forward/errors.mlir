// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-reshard-after-forward{function=train})' --split-input-file --verify-diagnostics %s

// The function named is not there.
// expected-error@+1 {{no function @train (functions with a body: step); name one with function=...}}
module {
  func.func @step(%w: tensor<4xf32>) -> tensor<4xf32> {
    return %w : tensor<4xf32>
  }
}
