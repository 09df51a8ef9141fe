// One function per rule family, each sharded on one value of a mesh of 4.
shard.grid @mesh(shape = 4)

// Element-wise ops (arith / math): every value alike, arguments included.
func.func @elementwise(%a: tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}, %b: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %e = math.exp %a : tensor<8x16xf32>
  %s = arith.addf %e, %b : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// A generic reduction with a max combiner over the split dim: Partial(max).
func.func @max_rows(%x: tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}) -> tensor<8xf32> {
  %low = arith.constant -3.000000e+38 : f32
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%low : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %max = arith.maximumf %in, %acc : f32
    linalg.yield %max : f32
  } -> tensor<8xf32>
  return %m : tensor<8xf32>
}

// Named ops from the registry.
func.func @named(%a: tensor<4x8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %b: tensor<4x16x8xf32>,
    %v: tensor<16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> (tensor<4x8x8xf32>, tensor<8x4x8xf32>, tensor<8x16xf32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4x8x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %bmm = linalg.batch_matmul ins(%a, %b : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%init : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %te = tensor.empty() : tensor<8x4x8xf32>
  %t = linalg.transpose ins(%bmm : tensor<4x8x8xf32>) outs(%te : tensor<8x4x8xf32>) permutation = [1, 0, 2]
  %be = tensor.empty() : tensor<8x16xf32>
  %bc = linalg.broadcast ins(%v : tensor<16xf32>) outs(%be : tensor<8x16xf32>) dimensions = [0]
  %re = tensor.empty() : tensor<4x8xf32>
  %rinit = linalg.fill ins(%zero : f32) outs(%re : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = linalg.reduce ins(%a : tensor<4x8x16xf32>) outs(%rinit : tensor<4x8xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %sum = arith.addf %in, %acc : f32
      linalg.yield %sum : f32
    }
  return %bmm, %t, %bc, %r : tensor<4x8x8xf32>, tensor<8x4x8xf32>, tensor<8x16xf32>, tensor<4x8xf32>
}

// A reduce over the split dim: Partial(sum).
func.func @reduce_split(%a: tensor<4x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}) -> tensor<4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%a : tensor<4x16xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %sum = arith.addf %in, %acc : f32
      linalg.yield %sum : f32
    }
  return %r : tensor<4xf32>
}

// Reshapes: a split survives on a group's major dim when its size divides.
func.func @reshapes(%x: tensor<16x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> (tensor<8x2x8xf32>, tensor<2x8x8xf32>, tensor<128xf32>) {
  %kept = tensor.expand_shape %x [[0, 1], [2]] output_shape [8, 2, 8] : tensor<16x8xf32> into tensor<8x2x8xf32>
  %lost = tensor.expand_shape %x [[0, 1], [2]] output_shape [2, 8, 8] : tensor<16x8xf32> into tensor<2x8x8xf32>
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<16x8xf32> into tensor<128xf32>
  return %kept, %lost, %flat : tensor<8x2x8xf32>, tensor<2x8x8xf32>, tensor<128xf32>
}

// Constants and empty tensors take the sharding their users need.
func.func @free(%x: tensor<16x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<16x8xf32> {
  %c = arith.constant dense<2.000000e+00> : tensor<16x8xf32>
  %e = tensor.empty() : tensor<16x8xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %c : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<16x8xf32>
  return %m : tensor<16x8xf32>
}
