// 1F1B interleaves a forward layer loop with the backward one after it; a
// step without both is refused at the micro-batch loop.
// RUN: spmd-opt --verify-diagnostics --pass-pipeline='builtin.module(spmd-pipeline{schedule=1f1b})' %s

// A forward alone (no backward to interleave).
shard.grid @mesh(shape = 2) {spmd.axis_names = ["pp"]}
func.func @forward_only(%w: tensor<4x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}, %x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) -> tensor<8xf32> attributes {spmd.partitioned} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.000000e+00> : tensor<8xf32>
  // expected-error @+1 {{spmd-pipeline: 1F1B needs a forward layer loop and a backward one after it (a training step's); this step's loops do not pair so}}
  %r = scf.for %m = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (tensor<8xf32>) {
    %h = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<8xf32>) {
      %ws = tensor.extract_slice %w[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
      %wl = tensor.collapse_shape %ws [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
      %y = arith.addf %h, %wl : tensor<8xf32>
      scf.yield %y : tensor<8xf32>
    }
    %a = arith.addf %acc, %h : tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
