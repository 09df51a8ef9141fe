// RUN: spmd-opt --split-input-file --verify-diagnostics %s

// The structure of the dialect is checked by IRDL when the IR is parsed or
// verified, before any spmd pass runs.

shard.grid @mesh(shape = 4)
func.func @type_change(%a: tensor<8xf32>) -> tensor<8xf16> {
  // expected-error@+1 {{expected 'tensor<8xf32>' but got 'tensor<8xf16>'}}
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["S(0)"]>} : (tensor<8xf32>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}

// -----

shard.grid @mesh(shape = 4)
func.func @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{expected base type 'builtin.tensor' but got 'builtin.unranked_tensor'}}
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["S(0)"]>} : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @string_mesh(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{expected base attribute 'builtin.symbol_ref' but got 'builtin.string'}}
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<"mesh", ["S(0)"]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @one_parameter(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{expected 2 type arguments, but had 1}}
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @missing_sharding(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{attribute "sharding" is expected but not provided}}
  %0 = "spmd.annotate"(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
