// The designators of --verify-diagnostics mean what they mean in mlir-opt:
// @below / @above skip lines that only hold expectations, @+N / @-N count lines.
// RUN: spmd-opt --spmd-verify --verify-diagnostics %s

shard.grid @mesh(shape = 4)

// expected-error@below {{argument #0: placement S(1)}}
// expected-error@below {{argument #1: placement S(2)}}
func.func @below(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}, %b: tensor<8x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(2)"]>}) {
  return
}

func.func @above(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["P(prod)"]>}) {
// expected-error@above {{unknown reduction 'prod'}}
  return
}

func.func @relative(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["S(0)", "R"]>} : (tensor<8xf32>) -> tensor<8xf32>
  // expected-error@-1 {{annotation: sharding has 2 placements}}
  return %0 : tensor<8xf32>
}

// expected-error-re@+1 {{argument #0: placement S({{[0-9]+}}) on mesh axis 0}}
func.func @regex(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(7)"]>}) {
  return
}
