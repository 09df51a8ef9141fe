// Shardings by name: entries whose target is a glob over the arguments'
// and results' spmd.name (a PyTorch module path, a pytree path) shard every
// argument it matches, next to positions; the same program as by position.
// RUN: spmd-opt --spmd-shard-args='mesh=2x2 args="input_ids=S(0),R h.*.attn.weight=R,S(1) h.1.mlp.weight=R,S(0)" results="loss=R,R"' %s | FileCheck %s
// RUN: spmd-opt --spmd-shard-args='mesh=2x2 args="0=S(0),R 1=R,S(1) 3=R,S(1) 4=R,S(0)" results="0=R,R"' %s | FileCheck %s
// A pattern that matches nothing lists the closest names; two entries
// giving one argument different shardings are named; unnamed arguments
// take positions only.
// RUN: not spmd-opt --spmd-shard-args='mesh=2x2 args="h.*.atn.weight=R,S(1)"' %s 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not spmd-opt --spmd-shard-args='mesh=2x2 args="h.*.attn.weight=R,S(1) h.0.*=R,S(0)"' %s 2>&1 | FileCheck %s --check-prefix=CONFLICT
// RUN: not spmd-opt --spmd-shard-args='mesh=2x2 args="h.*.attn.weight=R,S(1)"' %S/Inputs/unnamed.mlir 2>&1 | FileCheck %s --check-prefix=UNNAMED
// RUN: not spmd-opt --spmd-shard-args='mesh=2x2 args="[h=R,R"' %s 2>&1 | FileCheck %s --check-prefix=GLOB

// CHECK: func.func @step(%arg0: tensor<8x16xf32> {spmd.name = "input_ids", spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "R"]>}, %arg1: tensor<16x16xf32> {spmd.name = "h.0.attn.weight", spmd.sharding = #spmd.sharding<@mesh, ["R", "S(1)"]>}, %arg2: tensor<16x16xf32> {spmd.name = "h.0.mlp.weight"}, %arg3: tensor<16x16xf32> {spmd.name = "h.1.attn.weight", spmd.sharding = #spmd.sharding<@mesh, ["R", "S(1)"]>}, %arg4: tensor<16x16xf32> {spmd.name = "h.1.mlp.weight", spmd.sharding = #spmd.sharding<@mesh, ["R", "S(0)"]>}) -> (tensor<f32> {spmd.name = "loss", spmd.sharding = #spmd.sharding<@mesh, ["R", "R"]>})

// NONE: error: spmd-shard-args: 'h.*.atn.weight' matches no argument; the closest names: h.0.attn.weight, h.1.attn.weight, h.0.mlp.weight
// CONFLICT: error: spmd-shard-args: argument #1 (h.0.attn.weight) is given two shardings: 'h.*.attn.weight=R,S(1)' and 'h.0.*=R,S(0)'
// UNNAMED: error: spmd-shard-args: 'h.*.attn.weight' matches no argument: no argument has a name (spmd.name); give positions
// GLOB: {{(spmd-opt|<unknown>:0)}}: error: spmd-shard-args: option 'args' expects entries like 0=S(0),R or name.*=S(0),R with one placement per mesh axis, got '[h=R,R'

func.func @step(%x: tensor<8x16xf32> {spmd.name = "input_ids"},
                %w0: tensor<16x16xf32> {spmd.name = "h.0.attn.weight"},
                %m0: tensor<16x16xf32> {spmd.name = "h.0.mlp.weight"},
                %w1: tensor<16x16xf32> {spmd.name = "h.1.attn.weight"},
                %m1: tensor<16x16xf32> {spmd.name = "h.1.mlp.weight"})
    -> (tensor<f32> {spmd.name = "loss"}) {
  %zero = arith.constant dense<0.0> : tensor<f32>
  return %zero : tensor<f32>
}
