// Fusion groups: element-wise producers are inlined into their consumer
// kernel (XLA's loop fusion), a reduction takes its element-wise producers
// and its fill (input fusion), and a producer read by two kernels is
// inlined into both where that reads no more bytes than writing it once
// and reading it in each (XLA's fusion merger). Contractions become GEMMs
// with their zero fill folded.
// RUN: spmd-opt --split-input-file --pass-pipeline='builtin.module(spmd-lower-to-runtime)' %s | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// An MLP: GEMM, bias + tanh in one kernel, GEMM.
// CHECK-LABEL: func.func @mlp
// CHECK: linalg.fill {{.*}}spmd.fused_into = array<i64>, spmd.step = "fused"
// CHECK: linalg.matmul {{.*}}spmd.gemm = "batch=[] m=32 n=256 k=64 a=N b=N", spmd.step = "gemm"
// CHECK: linalg.generic {{.*}}spmd.fused_into = array<i64: 0>, spmd.step = "fused"
// CHECK: linalg.generic {{.*}}spmd.buffers = array<i64: {{[0-9]+}}>, spmd.kernel = 0 : i64, spmd.step = "kernel"
// CHECK: linalg.matmul {{.*}}spmd.step = "gemm"
// CHECK-NOT: spmd.kernel = 1
func.func @mlp(%x: tensor<32x64xf32>, %w1: tensor<64x256xf32>, %b1: tensor<256xf32>, %w2: tensor<256x64xf32>) -> tensor<32x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x256xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x256xf32>) -> tensor<32x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<32x64xf32>, tensor<64x256xf32>) outs(%z : tensor<32x256xf32>) -> tensor<32x256xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %b1 : tensor<32x256xf32>, tensor<256xf32>) outs(%e : tensor<32x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<32x256xf32>
  %act = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<32x256xf32>) outs(%e : tensor<32x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<32x256xf32>
  %e2 = tensor.empty() : tensor<32x64xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %y = linalg.matmul ins(%act, %w2 : tensor<32x256xf32>, tensor<256x64xf32>) outs(%z2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %y : tensor<32x64xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// RMSNorm as JAX exports it: square, sum, mean + eps + rsqrt, scale.
// Two kernels: the sum with the square and the fill inlined; the scale
// with the rsqrt chain inlined (read through a broadcast).
// CHECK-LABEL: func.func @rmsnorm
// CHECK: linalg.generic {{.*}}spmd.fused_into = array<i64: 0>, spmd.step = "fused"
// CHECK: linalg.fill {{.*}}spmd.fused_into = array<i64: 0>, spmd.step = "fused"
// CHECK: linalg.generic {{.*}}spmd.kernel = 0 : i64, spmd.step = "kernel"
// CHECK: linalg.generic {{.*}}spmd.fused_into = array<i64: 1>, spmd.step = "fused"
// CHECK: linalg.generic {{.*}}spmd.kernel = 1 : i64, spmd.step = "kernel"
// CHECK-NOT: spmd.kernel = 2
func.func @rmsnorm(%x: tensor<8x64xf32>, %g: tensor<64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x64xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<8x64xf32>
  %er = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %ss = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %inv = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%ss : tensor<8xf32>) outs(%er : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 64.0 : f32
    %eps = arith.constant 1.0e-6 : f32
    %mean = arith.divf %a, %n : f32
    %v = arith.addf %mean, %eps : f32
    %r = math.rsqrt %v : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %inv, %g : tensor<8x64xf32>, tensor<8xf32>, tensor<64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%a: f32, %r: f32, %w: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    %u = arith.mulf %t, %w : f32
    linalg.yield %u : f32
  } -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Softmax: max (kernel 0), exp(x - max) (read by two kernels, and too
// costly to compute twice, as XLA decides) computed and written by the sum
// (kernel 1: an output at every point of the reduction), the division
// (kernel 2) reading it. The shift x - max alone is cheap: with a second
// consumer it is inlined into both (@shared below).
// CHECK-LABEL: func.func @softmax
// CHECK: linalg.generic {{.*}}spmd.kernel = 0 : i64, spmd.step = "kernel"
// CHECK: linalg.generic {{.*}}spmd.fused_into = array<i64: 1>, spmd.step = "output"
// CHECK: math.exp
// CHECK: linalg.generic {{.*}}spmd.kernel = 1 : i64, spmd.step = "kernel"
// CHECK: linalg.generic {{.*}}spmd.kernel = 2 : i64, spmd.step = "kernel"
// CHECK-NOT: spmd.kernel = 3
func.func @softmax(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%minit : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<8x16xf32>, tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %p = math.exp %d : f32
    linalg.yield %p : f32
  } -> tensor<8x16xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<8x16xf32>) outs(%sinit : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<8x16xf32>, tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %q = arith.divf %a, %s : f32
    linalg.yield %q : f32
  } -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A cheap producer read by two kernels is inlined into both.
// CHECK-LABEL: func.func @shared
// CHECK: linalg.generic {{.*}}spmd.fused_into = array<i64: 0, 1>, spmd.step = "fused"
// CHECK: linalg.generic {{.*}}spmd.kernel = 0 : i64, spmd.step = "kernel"
// CHECK: linalg.generic {{.*}}spmd.kernel = 1 : i64, spmd.step = "kernel"
func.func @shared(%x: tensor<8x16xf32>, %m: tensor<8xf32>) -> (tensor<8xf32>, tensor<8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %shift = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<8x16xf32>, tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<8x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%shift : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%shift : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.mulf %a, %a : f32
    linalg.yield %q : f32
  } -> tensor<8x16xf32>
  return %sum, %sq : tensor<8xf32>, tensor<8x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#none = affine_map<(d0, d1) -> ()>

// A division by one value broadcast (JAX's attention scale: a 0-d tensor
// broadcast to the scores' shape, a tensor operand of the payload) is a
// multiply by its reciprocal, cheap to recompute: inlined into both
// readers, as a division by a constant is; a division by a per-point
// operand stays a kernel (@softmax above: the exp).
// CHECK-LABEL: func.func @uniform_divisor
// CHECK: linalg.generic {{.*}}spmd.fused_into = array<i64: 0, 1>, spmd.step = "fused"
// CHECK: linalg.generic {{.*}}spmd.fused_into = array<i64: 0, 1>, spmd.step = "fused"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.divf
// CHECK: linalg.generic {{.*}}spmd.kernel = 0 : i64, spmd.step = "kernel"
// CHECK: linalg.generic {{.*}}spmd.kernel = 1 : i64, spmd.step = "kernel"
// CHECK-NOT: spmd.kernel = 2
func.func @uniform_divisor(%x: tensor<8x16xf32>, %scale: tensor<f32>) -> (tensor<8xf32>, tensor<8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %b = linalg.generic {indexing_maps = [#none, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scale : tensor<f32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %d = arith.divf %a, %c : f32
    linalg.yield %d : f32
  } -> tensor<8x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%scaled : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.mulf %a, %a : f32
    linalg.yield %q : f32
  } -> tensor<8x16xf32>
  return %sum, %sq : tensor<8xf32>, tensor<8x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A residual add read by two kernels: recomputed, each would read both its
// operands (2 x 1024 bytes), more than writing it once and reading it in
// each (3 x 512). Its first reader, the sum (kernel 0), evaluates it at
// every point anyway and writes it for the second (kernel 1).
// CHECK-LABEL: func.func @residual
// CHECK: linalg.generic {{.*}}spmd.fused_into = array<i64: 0>, spmd.step = "output"
// CHECK: linalg.generic {{.*}}spmd.kernel = 0 : i64, spmd.step = "kernel"
// CHECK: linalg.generic {{.*}}spmd.kernel = 1 : i64, spmd.step = "kernel"
// CHECK-NOT: spmd.kernel = 2
func.func @residual(%x: tensor<8x16xf32>, %a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> (tensor<8xf32>, tensor<8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %stream = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %a : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%stream : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%p: f32, %acc: f32):
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %next = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%stream, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %sum, %next : tensor<8xf32>, tensor<8x16xf32>
}

// -----

// A sum over unit dims (JAX's broadcast back of a bias gradient, [1, 1, 8]
// -> [8]) is the element-wise op it is: its reduction loops dropped (index
// 0 in its input's map), its init read as an input, an empty output; so
// the update reading it takes it in, one kernel in all.
// CHECK-LABEL: func.func @unit_sum
// CHECK: %[[FILL:.*]] = linalg.fill {{.*}}spmd.step = "fused"
// CHECK: %[[EMPTY:.*]] = tensor.empty()
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]} ins(%arg0, %[[FILL]] : tensor<1x1x8xf32>, tensor<8xf32>) outs(%[[EMPTY]] : tensor<8xf32>)
// CHECK-SAME: spmd.fused_into = array<i64: 0>, spmd.step = "fused"
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[INIT:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.addf %[[INIT]], %[[IN]] : f32
// CHECK: linalg.generic {{.*}}spmd.kernel = 0 : i64, spmd.step = "kernel"
// CHECK-NOT: spmd.kernel = 1
func.func @unit_sum(%g: tensor<1x1x8xf32>, %p: tensor<8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%g : tensor<1x1x8xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %u = tensor.empty() : tensor<8xf32>
  %updated = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%p, %sum : tensor<8xf32>, tensor<8xf32>) outs(%u : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<8xf32>
  return %updated : tensor<8xf32>
}

// -----

// The same in a loop's body (a scanned step's layer).
// CHECK-LABEL: func.func @unit_sum_in_loop
// CHECK: scf.for
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]} ins(%{{.*}}, %{{.*}} : tensor<1x8xf32>, tensor<8xf32>)
// CHECK-SAME: spmd.step = "fused"
// CHECK: linalg.generic {{.*}}spmd.step = "kernel"
// CHECK-NOT: spmd.step = "kernel"
// CHECK: scf.yield
func.func @unit_sum_in_loop(%g: tensor<1x8xf32>, %p: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %p) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%g : tensor<1x8xf32>) outs(%init : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %out, %in : f32
      linalg.yield %s : f32
    } -> tensor<8xf32>
    %u = tensor.empty() : tensor<8xf32>
    %next = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%acc, %sum : tensor<8xf32>, tensor<8xf32>) outs(%u : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
    } -> tensor<8xf32>
    scf.yield %next : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// A sum over unit dims whose payload reads a loop index stays as it is
// (dropping loops would renumber the indices it reads).
// CHECK-LABEL: func.func @unit_sum_reading_an_index
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]}
// CHECK-SAME: spmd.kernel = 0 : i64, spmd.step = "kernel"
func.func @unit_sum_reading_an_index(%g: tensor<1x8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g : tensor<1x8xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i64
    %f = arith.sitofp %n : i64 to f32
    %x = arith.mulf %in, %f : f32
    %s = arith.addf %out, %x : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %sum : tensor<8xf32>
}
