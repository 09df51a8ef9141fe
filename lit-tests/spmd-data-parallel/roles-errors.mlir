// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-roles{args="0=param 1=input"})' --split-input-file --verify-diagnostics %s

// The IR already gives another role.
// expected-error@+1 {{argument #1 is state in the IR, but the options make it input}}
func.func @given(%w: tensor<4xf32>, %m: tensor<4xf32> {spmd.role = "state"}) -> tensor<4xf32> {
  return %w : tensor<4xf32>
}

// -----

// No step to give roles to.
// expected-error@below {{no function @main (functions with a body: none); name one with function=...}}
module {
  func.func private @declared(tensor<4xf32>)
}
