// The batch dim follows the op factors. The step's input %x is 8x8: its
// batch is dim 0, and its transpose's batch is dim 1, though both dims have
// the batch size (matching sizes, as the seed does, would say dim 0). The
// loss reduces over the batch (P(sum)); the weight gradient is the matmul
// reducing over the batch, marked as param #0's gradient.
// RUN: spmd-opt --spmd-batch-dim-analysis %s | FileCheck %s

// CHECK-LABEL: func.func @step
func.func @step(%w: tensor<8x4xf32>, %x: tensor<8x8xf32>) -> (tensor<f32>, tensor<8x4xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %lr = arith.constant dense<1.000000e-01> : tensor<8x4xf32>
  // CHECK: linalg.transpose {{.*}} {spmd.batch = ["S(1)"]}
  %te = tensor.empty() : tensor<8x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x8xf32>) outs(%te : tensor<8x8xf32>) permutation = [1, 0]
  // Forward: y = x @ w, batch in dim 0.
  // CHECK: linalg.matmul {spmd.batch = ["S(0)"]}
  %ye = tensor.empty() : tensor<8x4xf32>
  %y0 = linalg.fill ins(%zero : f32) outs(%ye : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x4xf32>) outs(%y0 : tensor<8x4xf32>) -> tensor<8x4xf32>
  // Loss: the sum of y over everything, reduced over the batch.
  // CHECK: linalg.generic
  // CHECK-SAME: spmd.batch = ["P(sum)"]
  %le = tensor.empty() : tensor<f32>
  %l0 = linalg.fill ins(%zero : f32) outs(%le : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<8x4xf32>) outs(%l0 : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // Backward: dw = x^T @ ones, the batch is the reduction factor.
  // CHECK: linalg.matmul {spmd.batch = ["P(sum)"], spmd.gradient_of = 0 : i64}
  %ones = arith.constant dense<1.000000e+00> : tensor<8x4xf32>
  %g0 = linalg.fill ins(%zero : f32) outs(%ye : tensor<8x4xf32>) -> tensor<8x4xf32>
  %g = linalg.matmul ins(%xt, %ones : tensor<8x8xf32>, tensor<8x4xf32>) outs(%g0 : tensor<8x4xf32>) -> tensor<8x4xf32>
  // Scaling the gradient keeps it reduced; the update w - lr * g has no batch.
  // CHECK: arith.mulf {{.*}} {spmd.batch = ["P(sum)"]}
  // CHECK: arith.subf {{.*}} {spmd.batch = ["R"]}
  %step = arith.mulf %lr, %g : tensor<8x4xf32>
  %new = arith.subf %w, %step : tensor<8x4xf32>
  return %loss, %new : tensor<f32>, tensor<8x4xf32>
}
