// A value computed element-wise from an argument, read early and again
// after a long gap, is computed again right before its late reader, so
// that it dies at its early one. (Here the lowering fuses the element-wise
// chain between them into its kernels, so the peak, the buffer plan's as
// spmd-lower-to-runtime makes it, stays where it is: at the start, the
// argument and y; llama.test shows the peak falling on a training step.)
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-remat)' %s 2>&1 | FileCheck %s
// The numbers are the same.
// RUN: spmd-run %s --out %t.reference
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-remat)' %s -o %t.remat.mlir
// RUN: spmd-run %t.remat.mlir --expect %t.reference | FileCheck %s --check-prefix=NUMERICS

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// CHECK: remark: spmd-remat: @step: recomputes 1 values (16384 bytes; 1 ops, 4096 loop points) at their late readers; peak 20480 -> 20480 bytes per device
// CHECK-LABEL: func.func @step
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<1024xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: math.exp
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[Y]], %[[Y]] :
// CHECK: math.tanh
// CHECK: %[[Y2:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<1024xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: math.exp
// CHECK: linalg.generic {{.*}} ins(%[[Y2]], %{{[0-9]+}} :
// NUMERICS-COUNT-1: worst relative error 0.000e0 (rtol 1e-4): ok
func.func @step(%x: tensor<1024xf32>) -> tensor<4x1024xf32> {
  %e = tensor.empty() : tensor<4x1024xf32>
  %y = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<1024xf32>) outs(%e : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<4x1024xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %y : tensor<4x1024xf32>, tensor<4x1024xf32>) outs(%e : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<4x1024xf32>
  %b1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x1024xf32>) outs(%e : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<4x1024xf32>
  %b2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%b1, %a : tensor<4x1024xf32>, tensor<4x1024xf32>) outs(%e : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<4x1024xf32>
  %b3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%b2, %b1 : tensor<4x1024xf32>, tensor<4x1024xf32>) outs(%e : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.mulf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<4x1024xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %b3 : tensor<4x1024xf32>, tensor<4x1024xf32>) outs(%e : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<4x1024xf32>
  return %c : tensor<4x1024xf32>
}
