// RUN: spmd-opt --spmd-batch-dim-analysis --split-input-file --verify-diagnostics %s

// Every argument is updated: nothing carries a batch.
// expected-error@+1 {{no batch input: no argument of the step is an input (mark one with spmd.role = "input")}}
func.func @no_input(%w: tensor<4xf32>) -> tensor<4xf32> {
  %n = arith.negf %w : tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

// A role that contradicts the step: the input is updated.
// expected-error@+1 {{argument #0 is marked input, but result #0 is its update (an input is never updated)}}
func.func @updated_input(%w: tensor<4xf32> {spmd.role = "input"}, %x: tensor<4xf32>) -> tensor<4xf32> {
  %n = arith.addf %w, %x : tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

// A param the step never updates, while it updates another (a function
// that updates nothing is a forward pass, whose params are only stored).
// expected-error@+1 {{argument #1 is marked param, but the step returns no update of it}}
func.func @frozen_param(%x: tensor<8xf32>, %w: tensor<4xf32> {spmd.role = "param"}, %v: tensor<4xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
  %n = arith.negf %x : tensor<8xf32>
  %u = arith.negf %v : tensor<4xf32>
  return %n, %u : tensor<8xf32>, tensor<4xf32>
}

// -----

// A param whose update reads nothing reduced over the batch.
// expected-error@+1 {{no gradient found for param argument #0: its update reads no value reduced over the batch}}
func.func @no_gradient(%w: tensor<4xf32>, %x: tensor<8xf32>) -> tensor<4xf32> {
  %n = arith.negf %w : tensor<4xf32>
  return %n : tensor<4xf32>
}
