// A row lookup (an embedding) whose ids the seeded inputs draw outside the table.
func.func @main(%table: tensor<4x3xf32>, %ids: tensor<5xi32>) -> tensor<5x3xf32> {
  %e = tensor.empty() : tensor<5x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<5xi32>) outs(%e : tensor<5x3xf32>) {
  ^bb0(%id: i32, %o: f32):
    %row = arith.index_cast %id : i32 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<4x3xf32>
    linalg.yield %v : f32
  } -> tensor<5x3xf32>
  return %r : tensor<5x3xf32>
}
