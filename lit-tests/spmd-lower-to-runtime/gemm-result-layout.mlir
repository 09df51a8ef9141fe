// A GEMM whose result only a transpose reads writes the transpose's
// layout (c=T: C's strides permuted) and the transpose is a view of its
// buffer, so the kernel after it reads rows: a gradient made as the
// transpose of a [64, 32] weight's ([32, 64] = x^T dy). Its SGD update
// w - 0.1 g is folded into the GEMM too (gemm-updates.test), which writes
// the update's result in that layout. The executable equals the
// interpreter on the same seeded inputs. A GEMM read by anything else, or
// accumulating into another tensor's values, keeps a row-major C.
// RUN: spmd-opt --split-input-file --pass-pipeline='builtin.module(spmd-lower-to-runtime)' %s | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-lower-to-runtime)' %S/Inputs/sgd-transposed-gradient.mlir -o %t.mlir
// RUN: FileCheck --check-prefix=SGD %s < %t.mlir
// RUN: spmd-translate --spmd-to-executable %t.mlir -o %t.spmdx
// RUN: spmd-run %S/Inputs/sgd-transposed-gradient.mlir --out %t.ref
// RUN: spmd-exec %t.spmdx --expect %t.ref | FileCheck --check-prefix=EXEC %s
// SGD: linalg.matmul {{.*}}{spmd.gemm = "batch=[] m=32 n=64 k=16 a=T b=N c=T", spmd.step = "gemm"
// SGD: linalg.generic {{.*}}{spmd.fused_into = array<i64>, spmd.step = "fused"}
// SGD: linalg.generic {{.*}}spmd.buffers = array<i64: {{[0-9]+}}>, spmd.fused_into = array<i64>, spmd.step = "output"
// SGD-NOT: spmd.kernel
// EXEC: result 0: shape [64, 32], {{.*}}: ok

// The transpose's result is also returned: still one reader, still a view.
// CHECK-LABEL: func.func @returned_transpose
// CHECK: spmd.gemm = "batch=[] m=8 n=4 k=2 a=N b=N c=T"
// CHECK: linalg.generic {{.*}}spmd.step = "view"
func.func @returned_transpose(%a: tensor<8x2xf32>, %b: tensor<2x4xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %c = linalg.matmul ins(%a, %b : tensor<8x2xf32>, tensor<2x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  %et = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<8x4xf32>) outs(%et : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %t : tensor<4x8xf32>
}

// -----

// Read by the transpose and by a kernel: C stays row-major.
// CHECK-LABEL: func.func @two_readers
// CHECK: spmd.gemm = "batch=[] m=8 n=4 k=2 a=N b=N", spmd.step = "gemm"
// CHECK-NOT: c=T
func.func @two_readers(%a: tensor<8x2xf32>, %b: tensor<2x4xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %c = linalg.matmul ins(%a, %b : tensor<8x2xf32>, tensor<2x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  %et = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<8x4xf32>) outs(%et : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<8x4xf32>
  return %t, %d : tensor<4x8xf32>, tensor<8x4xf32>
}

// -----

// Accumulating into an argument's values (not a splat): C stays row-major.
// CHECK-LABEL: func.func @accumulating
// CHECK: spmd.gemm = "batch=[] m=8 n=4 k=2 a=N b=N", spmd.step = "gemm"
// CHECK-NOT: c=T
func.func @accumulating(%a: tensor<8x2xf32>, %b: tensor<2x4xf32>, %acc: tensor<8x4xf32>) -> tensor<4x8xf32> {
  %c = linalg.matmul ins(%a, %b : tensor<8x2xf32>, tensor<2x4xf32>) outs(%acc : tensor<8x4xf32>) -> tensor<8x4xf32>
  %et = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<8x4xf32>) outs(%et : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %t : tensor<4x8xf32>
}
