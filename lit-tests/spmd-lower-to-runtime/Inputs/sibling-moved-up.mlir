// SwiGLU's backward in miniature: `du = dh * silu(g)` is read by a GEMM
// before `dg = dh * u * silu'(g)` is made; both read `dh` and `g`, made
// by GEMMs, which nothing reads after them.
#id = affine_map<(i, j) -> (i, j)>
func.func @main(%x: tensor<32x48xf32>, %wg: tensor<48x64xf32>, %wu: tensor<48x64xf32>, %y: tensor<32x48xf32>, %wd: tensor<48x64xf32>, %wo: tensor<64x16xf32>) -> (tensor<32x16xf32>, tensor<32x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<32x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %g = linalg.matmul ins(%x, %wg : tensor<32x48xf32>, tensor<48x64xf32>) outs(%z : tensor<32x64xf32>) -> tensor<32x64xf32>
  %u = linalg.matmul ins(%x, %wu : tensor<32x48xf32>, tensor<48x64xf32>) outs(%z : tensor<32x64xf32>) -> tensor<32x64xf32>
  %dh = linalg.matmul ins(%y, %wd : tensor<32x48xf32>, tensor<48x64xf32>) outs(%z : tensor<32x64xf32>) -> tensor<32x64xf32>
  %du = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dh, %g : tensor<32x64xf32>, tensor<32x64xf32>) outs(%e : tensor<32x64xf32>) {
  ^bb0(%d: f32, %a: f32, %o: f32):
    %n = arith.negf %a : f32
    %x1 = math.exp %n : f32
    %den = arith.addf %one, %x1 : f32
    %s = arith.divf %a, %den : f32
    %r = arith.mulf %d, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x64xf32>
  %e2 = tensor.empty() : tensor<32x16xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %dx = linalg.matmul ins(%du, %wo : tensor<32x64xf32>, tensor<64x16xf32>) outs(%z2 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %dg = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dh, %u, %g : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>) outs(%e : tensor<32x64xf32>) {
  ^bb0(%d: f32, %b: f32, %a: f32, %o: f32):
    %n = arith.negf %a : f32
    %x1 = math.exp %n : f32
    %den = arith.addf %one, %x1 : f32
    %sig = arith.divf %one, %den : f32
    %om = arith.subf %one, %sig : f32
    %t = arith.mulf %a, %om : f32
    %t1 = arith.addf %one, %t : f32
    %t2 = arith.mulf %sig, %t1 : f32
    %t3 = arith.mulf %d, %b : f32
    %r = arith.mulf %t3, %t2 : f32
    linalg.yield %r : f32
  } -> tensor<32x64xf32>
  return %dx, %dg : tensor<32x16xf32>, tensor<32x64xf32>
}
