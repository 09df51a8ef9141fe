// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

// expected-error@+1 {{argument #1: unknown role 'weight'; expected "param", "state" or "input"}}
func.func @unknown_role(%a: tensor<8xf32> {spmd.role = "param"}, %b: tensor<8xf32> {spmd.role = "weight"}) {
  return
}

// -----

// expected-error@+1 {{argument #0: 'spmd.role' must be a string, got 1 : i64}}
func.func @not_a_string(%a: tensor<8xf32> {spmd.role = 1}) {
  return
}

// -----

// expected-error@+1 {{result #0: 'spmd.role' applies to function arguments only}}
func.func @on_result(%a: tensor<8xf32>) -> (tensor<8xf32> {spmd.role = "param"}) {
  return %a : tensor<8xf32>
}

// -----

// A misspelt spmd attribute is an error, not silently ignored.
// expected-error@+1 {{argument #0: unknown attribute 'spmd.shardng'; spmd knows spmd.sharding, spmd.role, spmd.global_type}}
func.func @typo(%a: tensor<8xf32> {spmd.shardng = 1}) {
  return
}
