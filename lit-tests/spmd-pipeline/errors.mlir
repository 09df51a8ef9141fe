// spmd-pipeline refuses, at the op's location, what stages would split
// wrongly or cannot split.
// RUN: spmd-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(spmd-pipeline)' %s

// Before spmd-partition: nothing is per device yet.
shard.grid @mesh(shape = 2) {spmd.axis_names = ["pp"]}
// expected-error @+1 {{spmd-pipeline: the function is not partitioned; run it after spmd-partition}}
func.func @unpartitioned(%x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

// -----

// No loop over stacked layers: nothing to split.
shard.grid @mesh(shape = 2) {spmd.axis_names = ["pp"]}
// expected-error @+1 {{spmd-pipeline: no layer loop}}
func.func @unscanned(%x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) -> tensor<8xf32> attributes {spmd.partitioned} {
  %y = arith.addf %x, %x : tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

// Layer loops outside a micro-batch loop (spmd-microbatch was not run).
shard.grid @mesh(shape = 2) {spmd.axis_names = ["pp"]}
func.func @unbatched(%w: tensor<4x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}, %x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) -> tensor<8xf32> attributes {spmd.partitioned} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-error @+1 {{spmd-pipeline: the layer loops must be in one micro-batch loop; run spmd-microbatch{count=M} on the unsharded step first}}
  %h = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<8xf32>) {
    %ws = tensor.extract_slice %w[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
    %wl = tensor.collapse_shape %ws [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
    %y = arith.addf %h, %wl : tensor<8xf32>
    scf.yield %y : tensor<8xf32>
  }
  return %h : tensor<8xf32>
}

// -----

// Four layers on three stages.
shard.grid @mesh(shape = 3) {spmd.axis_names = ["pp"]}
func.func @uneven(%w: tensor<4x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}, %x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) -> tensor<8xf32> attributes {spmd.partitioned} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.000000e+00> : tensor<8xf32>
  %r = scf.for %m = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (tensor<8xf32>) {
    // expected-error @+1 {{spmd-pipeline: 4 layers do not split into 3 stages (mesh axis 0 (pp))}}
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

// -----

// The stacked params already split over the stages' axis.
shard.grid @mesh(shape = 2) {spmd.axis_names = ["pp"]}
// expected-error @+1 {{spmd-pipeline: the signature splits or reduces a value over mesh axis 0 (pp), the stages' axis; leave it replicated there}}
func.func @split(%w: tensor<2x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) -> tensor<8xf32> attributes {spmd.partitioned} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant dense<0.000000e+00> : tensor<8xf32>
  %r = scf.for %m = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (tensor<8xf32>) {
    %h = scf.for %i = %c0 to %c2 step %c1 iter_args(%h = %x) -> (tensor<8xf32>) {
      %ws = tensor.extract_slice %w[%i, 0] [1, 8] [1, 1] : tensor<2x8xf32> to tensor<1x8xf32>
      %wl = tensor.collapse_shape %ws [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
      %y = arith.addf %h, %wl : tensor<8xf32>
      scf.yield %y : tensor<8xf32>
    }
    %a = arith.addf %acc, %h : tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// A layer loop whose slices skip layers.
shard.grid @mesh(shape = 2) {spmd.axis_names = ["pp"]}
func.func @strided(%w: tensor<4x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}, %x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) -> tensor<8xf32> attributes {spmd.partitioned} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.000000e+00> : tensor<8xf32>
  %r = scf.for %m = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (tensor<8xf32>) {
    %h = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<8xf32>) {
      %twice = arith.muli %i, %c2 : index
      %l = arith.minsi %twice, %c3 : index
      // expected-error @+1 {{spmd-pipeline: this slice of a layer loop cannot be split into stages: its layer is neither the iteration nor the iteration counted from the end}}
      %ws = tensor.extract_slice %w[%l, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
      %wl = tensor.collapse_shape %ws [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
      %y = arith.addf %h, %wl : tensor<8xf32>
      scf.yield %y : tensor<8xf32>
    }
    %a = arith.addf %acc, %h : tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// The stacked params read whole besides their layers' slices (a norm of
// all of them), which no stage holds.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#all2 = affine_map<(d0, d1) -> ()>
shard.grid @mesh(shape = 2) {spmd.axis_names = ["pp"]}
func.func @whole(%w: tensor<4x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}, %x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) -> (tensor<8xf32>, tensor<f32>) attributes {spmd.partitioned} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.000000e+00> : tensor<8xf32>
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
  %s0 = arith.constant dense<0.000000e+00> : tensor<f32>
  // expected-error @+1 {{spmd-pipeline: 'linalg.generic' reads a tensor stacked over the layers other than element-wise; stages hold a block of the layers each}}
  %norm = linalg.generic {indexing_maps = [#id2, #all2], iterator_types = ["reduction", "reduction"]} ins(%w : tensor<4x8xf32>) outs(%s0 : tensor<f32>) {
  ^bb0(%v: f32, %o: f32):
    %sq = arith.mulf %v, %v : f32
    %s = arith.addf %sq, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r, %norm : tensor<8xf32>, tensor<f32>
}

// -----

// A layer loop that carries a counter from layer to layer: only tensors
// pass between stages.
shard.grid @mesh(shape = 2) {spmd.axis_names = ["pp"]}
func.func @counter(%w: tensor<4x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}, %x: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) -> tensor<8xf32> attributes {spmd.partitioned} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.000000e+00> : tensor<8xf32>
  %r = scf.for %m = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (tensor<8xf32>) {
    // expected-error @+1 {{spmd-pipeline: the layer loop carries a index (its value #1) from layer to layer; stages pass static tensors only}}
    %h:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x, %n = %c0) -> (tensor<8xf32>, index) {
      %ws = tensor.extract_slice %w[%i, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
      %wl = tensor.collapse_shape %ws [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
      %y = arith.addf %h, %wl : tensor<8xf32>
      %n1 = arith.addi %n, %c1 : index
      scf.yield %y, %n1 : tensor<8xf32>, index
    }
    %a = arith.addf %acc, %h#0 : tensor<8xf32>
    scf.yield %a : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
