// Cross-entropy's one-hot gradient as torch-mlir exports it: (row, label)
// index pairs assembled column by column by tensor.insert_slice from one
// generic that yields its row index (modulo the row count) and the label
// it looks up at that row, then a scatter that writes each row's value at
// its label.
shard.grid @mesh(shape = 4)

func.func @main(%labels: tensor<8xi64> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>},
                %values: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8x10xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i64
  %fzero = arith.constant 0.0 : f32
  %column = tensor.expand_shape %labels [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
  %e = tensor.empty() : tensor<8x1xi64>
  %f = linalg.fill ins(%zero : i64) outs(%e : tensor<8x1xi64>) -> tensor<8x1xi64>
  %pairs:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>], iterator_types = ["parallel"]}
      outs(%f, %f : tensor<8x1xi64>, tensor<8x1xi64>) {
  ^bb0(%a: i64, %b: i64):
    %i = linalg.index 0 : index
    %row = arith.remsi %i, %c8 : index
    %label = tensor.extract %column[%row, %c0] : tensor<8x1xi64>
    %row64 = arith.index_cast %row : index to i64
    linalg.yield %row64, %label : i64, i64
  } -> (tensor<8x1xi64>, tensor<8x1xi64>)
  %ei = tensor.empty() : tensor<8x2xi64>
  %fi = linalg.fill ins(%zero : i64) outs(%ei : tensor<8x2xi64>) -> tensor<8x2xi64>
  %rows = tensor.insert_slice %pairs#0 into %fi[0, 0] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
  %indices = tensor.insert_slice %pairs#1 into %rows[0, 1] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
  %eo = tensor.empty() : tensor<8x10xf32>
  %original = linalg.fill ins(%fzero : f32) outs(%eo : tensor<8x10xf32>) -> tensor<8x10xf32>
  %r = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%values, %indices : tensor<8xf32>, tensor<8x2xi64>) outs(%original : tensor<8x10xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<8x10xf32>
  return %r : tensor<8x10xf32>
}
