// A step whose update of an argument looks elements of that argument up
// (a gather from the table it replaces): the update may not be made in
// the argument's buffer, which its lookups still read.
#row = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%table: tensor<5x1xf32>, %x: tensor<5xf32>) -> tensor<5x1xf32> {
  %e = tensor.empty() : tensor<5x1xf32>
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<5xf32>) outs(%e : tensor<5x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = math.absf %in : f32
    %c = arith.constant 8.0 : f32
    %m = arith.mulf %a, %c : f32
    %i = arith.fptosi %m : f32 to i32
    %j = arith.index_cast %i : i32 to index
    %c5 = arith.constant 5 : index
    %k = arith.remui %j, %c5 : index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%k, %col] : tensor<5x1xf32>
    linalg.yield %v : f32
  } -> tensor<5x1xf32>
  return %r : tensor<5x1xf32>
}
