// Windows across the pieces of a row split: pads and the convolutions and
// pools that read them, as torch-mlir and JAX export them.
shard.grid @mesh(shape = 4)
shard.grid @pair(shape = 2)
shard.grid @grid(shape = 2x2)

// A 3x3 convolution of stride 1 with one row of zeros on each side (SAME):
// each of 4 devices holds 4 of 16 rows and reads one row of each
// neighbour.
func.func @same(%x: tensor<2x3x16x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(2)"]>}, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x3x16x8xf32> to tensor<2x3x18x10xf32>
  %e = tensor.empty() : tensor<2x4x16x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%padded, %w : tensor<2x3x18x10xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32>
  return %c : tensor<2x4x16x8xf32>
}

// Stride 2, padded one row on each side (PyTorch's padding=1): a window
// starts on its piece's first row, so only the previous device's last row
// is read. Then JAX's SAME for stride 2 (no row before, one after): only
// the next device's first row.
func.func @strided(%x: tensor<2x16x8x3xf32> {spmd.sharding = #spmd.sharding<@pair, ["S(1)"]>}, %w: tensor<3x3x3x4xf32>) -> (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %torch = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x16x8x3xf32> to tensor<2x18x10x3xf32>
  %jax = tensor.pad %x low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x16x8x3xf32> to tensor<2x17x9x3xf32>
  %e = tensor.empty() : tensor<2x8x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  %t = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%torch, %w : tensor<2x18x10x3xf32>, tensor<3x3x3x4xf32>) outs(%f : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  %j = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%jax, %w : tensor<2x17x9x3xf32>, tensor<3x3x3x4xf32>) outs(%f : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  return %t, %j : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>
}

// A 3x3 max pool of stride 1 padded with -inf: the rows past the mesh's
// ends are -inf, not the zeros a shift leaves.
func.func @max_pool(%x: tensor<2x3x8x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(2)"]>}) -> tensor<2x3x8x8xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %lowest : f32
  } : tensor<2x3x8x8xf32> to tensor<2x3x10x10xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<2x3x8x8xf32>
  %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%padded, %window : tensor<2x3x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  return %p : tensor<2x3x8x8xf32>
}

// A weight gradient as torch-mlir writes it (the activations and the
// output gradient transposed so that the batch is the reduced channel):
// the window's outer loop runs over the image rows and is a reduction,
// so a row split of both makes partial sums of the gradient.
func.func @weight_gradient(%x: tensor<3x2x8x8xf32> {spmd.sharding = #spmd.sharding<@pair, ["S(2)"]>}, %dy: tensor<4x2x8x8xf32> {spmd.sharding = #spmd.sharding<@pair, ["S(2)"]>}) -> tensor<3x4x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<3x2x8x8xf32> to tensor<3x2x10x10xf32>
  %e = tensor.empty() : tensor<3x4x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
  %g = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%padded, %dy : tensor<3x2x10x10xf32>, tensor<4x2x8x8xf32>) outs(%f : tensor<3x4x3x3xf32>) -> tensor<3x4x3x3xf32>
  return %g : tensor<3x4x3x3xf32>
}

// A 7x7 window (3 rows of padding) over 8 rows on 4 devices: a piece of 2
// rows cannot hold a halo of 3, so the rows are gathered.
func.func @halo_too_wide(%x: tensor<1x2x8x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(2)"]>}, %w: tensor<2x2x7x7xf32>) -> tensor<1x2x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 3, 3] high[0, 0, 3, 3] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x14x14xf32>
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%padded, %w : tensor<1x2x14x14xf32>, tensor<2x2x7x7xf32>) outs(%f : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  return %c : tensor<1x2x8x8xf32>
}

// Rows on one axis and columns on the other of a 2x2 mesh: the column
// halo is exchanged from the row-halo'd pieces, corners included.
func.func @rows_and_columns(%x: tensor<1x2x8x8xf32> {spmd.sharding = #spmd.sharding<@grid, ["S(2)", "S(3)"]>}, %w: tensor<2x2x3x3xf32>) -> tensor<1x2x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%padded, %w : tensor<1x2x10x10xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  return %c : tensor<1x2x8x8xf32>
}
