// A contraction generic whose operand is read transposed (as JAX exports
// x @ w.T) is one GEMM with the transpose in its strides, not a kernel;
// a batched contraction over a leading batch dim is one strided batched
// GEMM. Reshapes and contiguous slices are views: they share their
// source's buffer offset. The buffer plan reuses dead buffers, so its peak
// (spmd.arena_bytes) is below the sum of every value (spmd.value_bytes).
// RUN: spmd-opt --split-input-file --pass-pipeline='builtin.module(spmd-lower-to-runtime)' %s | FileCheck %s

// CHECK-LABEL: func.func @transposed
// CHECK: linalg.generic {{.*}}spmd.gemm = "batch=[] m=16 n=32 k=64 a=N b=T", spmd.step = "gemm"
// CHECK: linalg.generic {{.*}}spmd.gemm = "batch=[] m=32 n=64 k=16 a=T b=N", spmd.step = "gemm"
func.func @transposed(%x: tensor<16x64xf32>, %w: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  // y[m, n] = sum_k x[m, k] * w[n, k]
  %y = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<16x64xf32>, tensor<32x64xf32>) outs(%z : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  // g[n, k] = sum_m y[m, n] * x[m, k]: the weight gradient, y read transposed.
  %e2 = tensor.empty() : tensor<32x64xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(n, k, m) -> (m, n)>, affine_map<(n, k, m) -> (m, k)>, affine_map<(n, k, m) -> (n, k)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%y, %x : tensor<16x32xf32>, tensor<16x64xf32>) outs(%z2 : tensor<32x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  } -> tensor<32x64xf32>
  return %g : tensor<32x64xf32>
}

// -----

// CHECK-LABEL: func.func @batched
// CHECK: linalg.batch_matmul {{.*}}spmd.gemm = "batch=[4] m=16 n=16 k=8 a=N b=N", spmd.step = "gemm"
func.func @batched(%q: tensor<4x16x8xf32>, %k: tensor<4x8x16xf32>) -> tensor<4x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %s = linalg.batch_matmul ins(%q, %k : tensor<4x16x8xf32>, tensor<4x8x16xf32>) outs(%z : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  return %s : tensor<4x16x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Views share bytes: the collapse is at the kernel result's offset, the
// slice of rows 2.. is 2 * 64 * 4 = 512 bytes into it.
// CHECK-LABEL: func.func @views
// CHECK: linalg.generic {{.*}}spmd.buffers = array<i64: [[K:[0-9]+]]>, spmd.kernel = 0 : i64
// CHECK: tensor.collapse_shape {{.*}}spmd.buffers = array<i64: [[K]]>, spmd.step = "view"
// CHECK: tensor.expand_shape {{.*}}spmd.buffers = array<i64: [[K]]>, spmd.step = "view"
// CHECK: tensor.extract_slice {{.*}}spmd.step = "view"
func.func @views(%x: tensor<8x64xf32>) -> tensor<6x64xf32> {
  %e = tensor.empty() : tensor<8x64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<8x64xf32>
  %flat = tensor.collapse_shape %y [[0, 1]] : tensor<8x64xf32> into tensor<512xf32>
  %back = tensor.expand_shape %flat [[0, 1]] output_shape [8, 64] : tensor<512xf32> into tensor<8x64xf32>
  %rows = tensor.extract_slice %back[2, 0] [6, 64] [1, 1] : tensor<8x64xf32> to tensor<6x64xf32>
  return %rows : tensor<6x64xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// An element-wise kernel over a value that dies there writes in place
// (same offset); the plan's peak is below the sum of all values.
// CHECK-LABEL: func.func @in_place
// CHECK-SAME: spmd.arena_bytes = 16384 : i64
// CHECK-SAME: spmd.value_bytes = 24576 : i64
// CHECK: linalg.matmul {{.*}}spmd.buffers = array<i64: [[H:[0-9]+]]>
// CHECK: linalg.generic {{.*}}spmd.buffers = array<i64: [[H]]>, spmd.kernel = 0
// CHECK: linalg.matmul {{.*}}spmd.buffers = array<i64: [[H2:[0-9]+]]>
// CHECK: linalg.generic {{.*}}spmd.buffers = array<i64: [[H2]]>, spmd.kernel = 1
func.func @in_place(%x: tensor<32x32xf32>, %w: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x32xf32>) -> tensor<32x32xf32>
  %h = linalg.matmul ins(%x, %w : tensor<32x32xf32>, tensor<32x32xf32>) outs(%z : tensor<32x32xf32>) -> tensor<32x32xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %h2 = linalg.matmul ins(%y, %w : tensor<32x32xf32>, tensor<32x32xf32>) outs(%z : tensor<32x32xf32>) -> tensor<32x32xf32>
  %y2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h2 : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.tanh %v : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  return %y2 : tensor<32x32xf32>
}

// -----

// A transpose that only feeds GEMM operands is folded into their strides
// (as JAX exports q @ k.T): no copy kernel, the GEMM reads k itself.
// CHECK-LABEL: func.func @folded_transpose
// CHECK: linalg.generic {{.*}}spmd.fused_into = array<i64>, spmd.step = "fused"
// CHECK: linalg.batch_matmul {{.*}}spmd.gemm = "batch=[4] m=16 n=16 k=8 a=N b=T", spmd.step = "gemm"
// CHECK-NOT: spmd.kernel
func.func @folded_transpose(%q: tensor<4x16x8xf32>, %k: tensor<4x16x8xf32>) -> tensor<4x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<4x8x16xf32>
  %kt = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, j, i)>, affine_map<(b, i, j) -> (b, i, j)>],
                        iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%k : tensor<4x16x8xf32>) outs(%et : tensor<4x8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8x16xf32>
  %e = tensor.empty() : tensor<4x16x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x16x8xf32>, tensor<4x8x16xf32>) outs(%z : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
  return %s : tensor<4x16x16xf32>
}
