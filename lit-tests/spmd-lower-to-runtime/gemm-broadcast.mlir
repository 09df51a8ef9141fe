// A GEMM whose result only a broadcast reads (the gradient of a global
// average pool: [8, 16] spread over [8, 16, 4, 4]) keeps its row-major C,
// and the broadcast is a kernel: a broadcast reads fewer dims than it
// writes, so it is no transpose whose layout the GEMM could write (that
// made an executable whose view left the arena).
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-lower-to-runtime)' %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-translate --spmd-to-executable %t.mlir -o %t.spmdx
// RUN: spmd-run %s --out %t.ref > /dev/null
// RUN: spmd-exec %t.spmdx --expect %t.ref | FileCheck %s --check-prefix=EXEC
// EXEC: result 0: {{.*}}: ok

// CHECK: linalg.matmul {{.*}}spmd.gemm = "batch=[] m=8 n=16 k=10 a=N b=N", spmd.step = "gemm"
// CHECK: linalg.generic {{.*}}spmd.kernel = 0 : i64, spmd.step = "kernel"
func.func @main(%dy: tensor<8x10xf32>, %w: tensor<10x16xf32>) -> tensor<8x16x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %g = linalg.matmul ins(%dy, %w : tensor<8x10xf32>, tensor<10x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %eb = tensor.empty() : tensor<8x16x4x4xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g : tensor<8x16xf32>) outs(%eb : tensor<8x16x4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<8x16x4x4xf32>
  return %b : tensor<8x16x4x4xf32>
}
