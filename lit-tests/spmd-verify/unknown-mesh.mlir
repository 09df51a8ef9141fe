// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

// expected-error@+1 {{argument #0: unknown mesh @mesh: no 'shard.grid @mesh' in an enclosing module}}
func.func @no_grid(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
  return
}

// -----

// A symbol that is not a grid does not make a mesh.
func.func private @mesh()
// expected-error@+1 {{result #0: unknown mesh @mesh: no 'shard.grid @mesh' in an enclosing module}}
func.func @not_a_grid(%a: tensor<8xf32>) -> (tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) {
  return %a : tensor<8xf32>
}

// -----

shard.grid @mesh(shape = 4)
// expected-error@+1 {{argument #0: the mesh of a sharding must be a flat symbol like @mesh, got @outer::@mesh}}
func.func @nested(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@outer::@mesh, ["R"]>}) {
  return
}
