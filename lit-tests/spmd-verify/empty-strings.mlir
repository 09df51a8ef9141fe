// Empty or non-UTF-8 strings where spmd reads names (found by fuzzing: they
// crashed inside melior's string conversion) are located errors.
// RUN: spmd-opt --split-input-file --verify-diagnostics --spmd-verify %s
// RUN: spmd-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/empty-placement.mlir

shard.grid @mesh(shape = 2)
// expected-error@+1 {{argument #0: placement 0: cannot parse placement ''}}
func.func @empty_placement(%x: tensor<4xf32> {spmd.sharding = #spmd.sharding<@mesh, [""]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// expected-error@+1 {{mesh @mesh: axis 0 has an empty name; name every axis or none}}
shard.grid @mesh(shape = 2x2) {spmd.axis_names = ["", "x"]}
// expected-error@+1 {{argument #0: mesh @mesh: axis 0 has an empty name}}
func.func @empty_axis(%x: tensor<4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "R"]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

shard.grid @mesh(shape = 2)
// expected-error@+1 {{argument #0: unknown role ''}}
func.func @empty_role(%x: tensor<4xf32> {spmd.role = ""}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

shard.grid @mesh(shape = 2)
// expected-error@+1 {{argument #0: unknown role}}
func.func @not_utf8_role(%x: tensor<4xf32> {spmd.role = "\FF"}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

shard.grid @mesh(shape = 2)
// expected-error@+1 {{expected a #spmd.sharding attribute}}
func.func @empty_mesh_symbol(%x: tensor<4xf32> {spmd.sharding = #spmd.sharding<@"", ["S(0)"]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
