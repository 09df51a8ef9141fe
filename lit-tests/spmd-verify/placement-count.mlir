// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

shard.grid @mesh(shape = 2x4)
// expected-error@+1 {{argument #0: sharding has 1 placement but mesh @mesh (2x4) has 2 axes; give one placement per mesh axis}}
func.func @too_few(%a: tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return
}

// -----

shard.grid @line(shape = 4)
// expected-error@+1 {{result #0: sharding has 2 placements but mesh @line (4) has 1 axis; give one placement per mesh axis}}
func.func @too_many(%a: tensor<8xf32>) -> (tensor<8xf32> {spmd.sharding = #spmd.sharding<@line, ["S(0)", "R"]>}) {
  return %a : tensor<8xf32>
}

// -----

shard.grid @mesh(shape = 2x2x2)
func.func @empty(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{annotation: sharding has 0 placements but mesh @mesh (2x2x2) has 3 axes}}
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, []>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
