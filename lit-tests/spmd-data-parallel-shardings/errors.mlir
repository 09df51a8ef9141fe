// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel-shardings{mesh=4})' --split-input-file --verify-diagnostics %s

// Nothing carries a batch.
// expected-error@+1 {{no batch input: no argument of the step is an input (mark one with spmd.role = "input")}}
func.func @no_input(%w: tensor<4xf32>) -> tensor<4xf32> {
  %n = arith.negf %w : tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

// The user already split the data-parallel axis another way.
func.func @conflict(%w: tensor<4x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}, %x: tensor<8x4xf32>) -> tensor<4x4xf32> {
  // expected-error@-1 {{argument #0: the user's S(1) on the data-parallel axis 0 conflicts with R}}
  %n = arith.negf %w : tensor<4x4xf32>
  return %n : tensor<4x4xf32>
}
