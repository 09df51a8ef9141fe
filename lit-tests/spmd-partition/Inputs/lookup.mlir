// Lookups and scatter-adds of the lit tests in ../lookup.mlir, run
// single-device for the numerics. Ids from spmd-run's seeded inputs are in
// [0, 8): every table has 8 rows.
#row = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @embed(%table: tensor<8x4xf32>, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi64>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @exp_of_lookup(%table: tensor<8x4xf32>, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi64>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<8x4xf32>
    %x = math.exp %v : f32
    linalg.yield %x : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @scatter_add(%updates: tensor<6x1x4xf32>, %ids: tensor<6x1xi64>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%updates, %ids : tensor<6x1x4xf32>, tensor<6x1xi64>) outs(%z : tensor<8x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    tm_tensor.yield %s : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
