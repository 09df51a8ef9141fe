// What torch-mlir and IREE write besides linalg, as they write it: a
// lookup in a captured table with torch's bounds assertions, a cumsum
// scan, a scatter-add (an embedding's gradient), a LayerNorm variance in
// f64 with truncated f64 scalars, `math.fpowi`, and a `dense_resource`
// constant (Llama's rotary inv_freq). Ids from spmd-run's and spmd-exec's
// seeded inputs are in [0, 8): the table has 8 rows.
#row = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#column = affine_map<(d0, d1) -> (d1)>
func.func @main(%table: tensor<8x4xf32>, %ids: tensor<3xi64>, %mask: tensor<2x3xi64>, %grads: tensor<3x1x4xf32>)
    -> (tensor<3x4xf32>, tensor<2x3xi64>, tensor<8x4xf32>, tensor<3xf32>, tensor<4xf32>) {
  %c8 = arith.constant 8 : index
  %c0_i64 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<3x4xf32>
  %embedded = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi64>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %below = arith.cmpi slt, %i, %c8 : index
    cf.assert %below, "index must be smaller than dim size"
    %above = arith.cmpi sge, %in, %c0_i64 : i64
    cf.assert %above, "index must be larger or equal to 0"
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  %se = tensor.empty() : tensor<2x3xi64>
  %zeros = linalg.fill ins(%c0_i64 : i64) outs(%se : tensor<2x3xi64>) -> tensor<2x3xi64>
  %ae = tensor.empty() : tensor<2xi64>
  %acc = linalg.fill ins(%c0_i64 : i64) outs(%ae : tensor<2xi64>) -> tensor<2xi64>
  %sums:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%mask : tensor<2x3xi64>) outs(%zeros, %acc : tensor<2x3xi64>, tensor<2xi64>) {
  ^bb0(%a: i64, %b: i64):
    %s = arith.addi %a, %b : i64
    tm_tensor.yield %s : i64
  } -> tensor<2x3xi64>, tensor<2xi64>
  %zero = arith.constant 0.0 : f32
  %te = tensor.empty() : tensor<8x4xf32>
  %tz = linalg.fill ins(%zero : f32) outs(%te : tensor<8x4xf32>) -> tensor<8x4xf32>
  %ids2 = tensor.expand_shape %ids [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
  %table_grad = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%grads, %ids2 : tensor<3x1x4xf32>, tensor<3x1xi64>) outs(%tz : tensor<8x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    tm_tensor.yield %s : f32
  } -> tensor<8x4xf32>
  %eps = arith.constant 1.0e-05 : f64
  %de = tensor.empty() : tensor<3xf64>
  %dz = arith.constant 0.0 : f64
  %d0 = linalg.fill ins(%dz : f64) outs(%de : tensor<3xf64>) -> tensor<3xf64>
  %squares = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%embedded : tensor<3x4xf32>) outs(%d0 : tensor<3xf64>) {
  ^bb0(%in: f32, %out: f64):
    %w = arith.extf %in : f32 to f64
    %two = arith.constant 2 : i32
    %s = math.fpowi %w, %two : f64, i32
    %a = arith.addf %s, %out : f64
    linalg.yield %a : f64
  } -> tensor<3xf64>
  %ve = tensor.empty() : tensor<3xf32>
  %variance = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%squares : tensor<3xf64>) outs(%ve : tensor<3xf32>) {
  ^bb0(%in: f64, %out: f32):
    %p = arith.addf %in, %eps : f64
    %t = arith.truncf %p : f64 to f32
    linalg.yield %t : f32
  } -> tensor<3xf32>
  %inv_freq = arith.constant dense_resource<inv_freq> : tensor<4xf32>
  return %embedded, %sums#0, %table_grad, %variance, %inv_freq : tensor<3x4xf32>, tensor<2x3xi64>, tensor<8x4xf32>, tensor<3xf32>, tensor<4xf32>
}
{-#
  dialect_resources: {
    builtin: {
      inv_freq: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
