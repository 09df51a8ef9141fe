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
// expected-error@+1 {{argument #0: unknown attribute 'spmd.shardng'; spmd knows spmd.sharding, spmd.role, spmd.global_type, spmd.name}}
func.func @typo(%a: tensor<8xf32> {spmd.shardng = 1}) {
  return
}

// -----

// Arguments and results may carry their framework names; messages use them.
// expected-error@+1 {{argument #1 (h.0.attn.weight): unknown role 'weight'; expected "param", "state" or "input"}}
func.func @named(%a: tensor<8xf32> {spmd.name = "input_ids"}, %b: tensor<8xf32> {spmd.name = "h.0.attn.weight", spmd.role = "weight"}) -> (tensor<8xf32> {spmd.name = "loss"}) {
  return %a : tensor<8xf32>
}

// -----

// expected-error@+1 {{argument #0: 'spmd.name' must be a string, got 3 : i64}}
func.func @name_not_a_string(%a: tensor<8xf32> {spmd.name = 3}) {
  return
}
