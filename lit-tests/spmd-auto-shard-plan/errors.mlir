// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard-plan{mesh=2 function=train})' --split-input-file --verify-diagnostics %s

// The function named is not there.
// expected-error@+1 {{no function @train (functions with a body: step); name one with function=...}}
module {
  func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
    %n = arith.negf %x : tensor<4xf32>
    return %n : tensor<4xf32>
  }
}

// -----

// An op no rule covers: the plan stops at it.
func.func @train(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{no sharding rule for 'tensor.bitcast'}}
  %b = tensor.bitcast %x : tensor<4xf32> to tensor<4xi32>
  %c = tensor.bitcast %b : tensor<4xi32> to tensor<4xf32>
  return %c : tensor<4xf32>
}
