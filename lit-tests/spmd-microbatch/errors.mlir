// spmd-microbatch refuses, at the op's location, what gradient
// accumulation would get wrong or cannot split.
// RUN: spmd-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(spmd-microbatch{count=3})' %s

// 16 examples do not split into 3 micro-batches.
#id = affine_map<(d0, d1) -> (d0, d1)>
#all = affine_map<(d0, d1) -> ()>
// expected-error @+1 {{spmd-microbatch: argument #1 has 16 examples on its batch dim 0, which do not split into 3 micro-batches}}
func.func @uneven(%w: tensor<8x8xf32>, %x: tensor<16x8xf32>) -> (tensor<f32>, tensor<8x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<16x8xf32>, tensor<8x8xf32>) outs(%z : tensor<16x8xf32>) -> tensor<16x8xf32>
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<16x8xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %te = tensor.empty() : tensor<8x16xf32>
  %xt = linalg.transpose ins(%x : tensor<16x8xf32>) outs(%te : tensor<8x16xf32>) permutation = [1, 0]
  %ge = tensor.empty() : tensor<8x8xf32>
  %g0 = linalg.fill ins(%zero : f32) outs(%ge : tensor<8x8xf32>) -> tensor<8x8xf32>
  %ones = arith.constant dense<1.000000e+00> : tensor<16x8xf32>
  %dw = linalg.matmul ins(%xt, %ones : tensor<8x16xf32>, tensor<16x8xf32>) outs(%g0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %n = arith.subf %w, %dw : tensor<8x8xf32>
  return %loss, %n : tensor<f32>, tensor<8x8xf32>
}

// -----

// A step sharded already: micro-batches are split first.
// expected-error @+1 {{spmd-microbatch splits an unsharded step, and argument #1 is sharded already: run it before spmd-shard-args, spmd-data-parallel or spmd-auto-shard}}
func.func @sharded(%w: tensor<8x8xf32>, %x: tensor<12x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8x8xf32> {
  return %w : tensor<8x8xf32>
}

// -----

// Batch statistics of activations (a batch norm): every example is
// centred by the batch's mean of x * w, which depends on the params, so
// it cannot be counted before the micro-batches run.
#rows = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @statistics(%w: tensor<4xf32>, %x: tensor<12x4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %he = tensor.empty() : tensor<12x4xf32>
  %h = linalg.generic {indexing_maps = [#rows, #col, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w : tensor<12x4xf32>, tensor<4xf32>) outs(%he : tensor<12x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<12x4xf32>
  %se = tensor.empty() : tensor<4xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%se : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#rows, #col], iterator_types = ["reduction", "parallel"]}
      ins(%h : tensor<12x4xf32>) outs(%s0 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  // expected-error @+1 {{spmd-microbatch: 'linalg.generic' reads both a sum over the batch and a value of one micro-batch, so the micro-batches depend on each other (as batch statistics make them)}}
  %c = linalg.generic {indexing_maps = [#rows, #col, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%h, %sum : tensor<12x4xf32>, tensor<4xf32>) outs(%he : tensor<12x4xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %sq = arith.mulf %d, %d : f32
    linalg.yield %sq : f32
  } -> tensor<12x4xf32>
  %g = linalg.generic {indexing_maps = [#rows, #col], iterator_types = ["reduction", "parallel"]}
      ins(%c : tensor<12x4xf32>) outs(%s0 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %n = arith.subf %w, %g : tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

// A result per example (each example's loss) is not a sum to accumulate.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#col2 = affine_map<(d0, d1) -> (d1)>
#row2 = affine_map<(d0, d1) -> (d0)>
func.func @per_example(%w: tensor<4xf32>, %x: tensor<12x4xf32>) -> (tensor<4xf32>, tensor<12xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %ye = tensor.empty() : tensor<12xf32>
  %y0 = linalg.fill ins(%zero : f32) outs(%ye : tensor<12xf32>) -> tensor<12xf32>
  %y = linalg.generic {indexing_maps = [#id2, #col2, #row2], iterator_types = ["parallel", "reduction"]}
      ins(%x, %w : tensor<12x4xf32>, tensor<4xf32>) outs(%y0 : tensor<12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  } -> tensor<12xf32>
  %se = tensor.empty() : tensor<4xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%se : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#id2, #col2], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<12x4xf32>) outs(%s0 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %n = arith.subf %w, %g : tensor<4xf32>
  // expected-error @+1 {{spmd-microbatch: result #1 is computed per example, not summed over the batch; only sums (gradients, a loss) are accumulated}}
  return %n, %y : tensor<4xf32>, tensor<12xf32>
}
