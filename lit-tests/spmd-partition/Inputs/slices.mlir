// Slicing, padding and concatenation with rows split over 4 devices.
shard.grid @mesh(shape = 4)

// Columns 2..5 of every row: the rows stay split.
func.func @columns(%x: tensor<16x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<16x4xf32> {
  %s = tensor.extract_slice %x[0, 2] [16, 4] [1, 1] : tensor<16x8xf32> to tensor<16x4xf32>
  return %s : tensor<16x4xf32>
}

// Rows 3..10: the split dim is sliced, so it is gathered first.
func.func @rows(%x: tensor<16x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %x[3, 0] [8, 8] [1, 1] : tensor<16x8xf32> to tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}

// A column written into zeros (its unit dim dropped by rank reduction).
func.func @insert(%x: tensor<16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<16x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %r = tensor.insert_slice %x into %z[0, 5] [16, 1] [1, 1] : tensor<16xf32> into tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// Padding the columns keeps the rows split.
func.func @pad(%x: tensor<16x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<16x11xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %p = tensor.pad %x low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<16x8xf32> to tensor<16x11xf32>
  return %p : tensor<16x11xf32>
}

// Concatenating columns keeps the rows split; concatenating rows does not.
func.func @concat(%x: tensor<16x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>},
    %y: tensor<16x3xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> (tensor<16x11xf32>, tensor<32x8xf32>) {
  %c = tensor.concat dim(1) %x, %y : (tensor<16x8xf32>, tensor<16x3xf32>) -> tensor<16x11xf32>
  %r = tensor.concat dim(0) %x, %x : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<32x8xf32>
  return %c, %r : tensor<16x11xf32>, tensor<32x8xf32>
}
