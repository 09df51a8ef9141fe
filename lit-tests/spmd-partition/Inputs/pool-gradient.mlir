// PyTorch's max-pool gradient as torch-mlir exports it: the pooled
// gradient [n, c, oh, ow] flattened to rows, scattered (summed) at indices
// whose components are the row's own n and c (linalg.index 0 and 1) and
// the argmax's row and column (from data).
shard.grid @mesh(shape = 4)

func.func @main(%grad: tensor<8x2x2x2xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>},
                %argmax: tensor<8x2x2x2xi64> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8x2x4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x2x2x2x4xi64>
  %indices = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%argmax : tensor<8x2x2x2xi64>) outs(%e : tensor<8x2x2x2x4xi64>) {
  ^bb0(%in: i64, %out: i64):
    %flat = arith.index_cast %in : i64 to index
    %component = linalg.index 4 : index
    %column = arith.remsi %flat, %c4 : index
    %is3 = arith.cmpi eq, %component, %c3 : index
    %a = arith.select %is3, %column, %c0 : index
    %row = arith.floordivsi %flat, %c4 : index
    %is2 = arith.cmpi eq, %component, %c2 : index
    %b = arith.select %is2, %row, %c0 : index
    %ab = arith.addi %a, %b : index
    %channel = linalg.index 1 : index
    %is1 = arith.cmpi eq, %component, %c1 : index
    %c = arith.select %is1, %channel, %c0 : index
    %abc = arith.addi %ab, %c : index
    %image = linalg.index 0 : index
    %is0 = arith.cmpi eq, %component, %c0 : index
    %d = arith.select %is0, %image, %c0 : index
    %all = arith.addi %abc, %d : index
    %index = arith.index_cast %all : index to i64
    linalg.yield %index : i64
  } -> tensor<8x2x2x2x4xi64>
  %eo = tensor.empty() : tensor<8x2x4x4xf32>
  %original = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x2x4x4xf32>) -> tensor<8x2x4x4xf32>
  %updates = tensor.collapse_shape %grad [[0, 1, 2, 3]] : tensor<8x2x2x2xf32> into tensor<64xf32>
  %rows = tensor.collapse_shape %indices [[0, 1, 2, 3], [4]] : tensor<8x2x2x2x4xi64> into tensor<64x4xi64>
  %r = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(false) ins(%updates, %rows : tensor<64xf32>, tensor<64x4xi64>) outs(%original : tensor<8x2x4x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    tm_tensor.yield %s : f32
  } -> tensor<8x2x4x4xf32>
  return %r : tensor<8x2x4x4xf32>
}
