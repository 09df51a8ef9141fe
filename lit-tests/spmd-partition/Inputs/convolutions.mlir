// A padded, strided convolution and a max pool, as torch-mlir exports
// them, under four splits over 4 devices.
shard.grid @mesh(shape = 4)

// The batch split: each device convolves and pools its own images.
func.func @batch(%x: tensor<8x4x9x9xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}, %w: tensor<6x4x3x3xf32>) -> tensor<8x6x2x2xf32> {
  %r = call @block(%x, %w) : (tensor<8x4x9x9xf32>, tensor<6x4x3x3xf32>) -> tensor<8x6x2x2xf32>
  return %r : tensor<8x6x2x2xf32>
}

// Output channels split (Megatron-like, column parallel): each device
// computes its channels from the whole input.
func.func @out_channels(%x: tensor<8x4x9x9xf32>, %w: tensor<6x4x3x3xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) -> tensor<8x6x2x2xf32> {
  %r = call @block(%x, %w) : (tensor<8x4x9x9xf32>, tensor<6x4x3x3xf32>) -> tensor<8x6x2x2xf32>
  return %r : tensor<8x6x2x2xf32>
}

// Input channels split (row parallel): partial sums, reduced before the
// max pool.
func.func @in_channels(%x: tensor<8x4x9x9xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}, %w: tensor<6x4x3x3xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}) -> tensor<8x6x2x2xf32> {
  %r = call @block(%x, %w) : (tensor<8x4x9x9xf32>, tensor<6x4x3x3xf32>) -> tensor<8x6x2x2xf32>
  return %r : tensor<8x6x2x2xf32>
}

// Rows split: the window crosses the pieces, so the rows are gathered.
func.func @rows(%x: tensor<8x4x9x9xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(2)"]>}, %w: tensor<6x4x3x3xf32>) -> tensor<8x6x2x2xf32> {
  %r = call @block(%x, %w) : (tensor<8x4x9x9xf32>, tensor<6x4x3x3xf32>) -> tensor<8x6x2x2xf32>
  return %r : tensor<8x6x2x2xf32>
}

// Rows split under a patch embedding (4x4, stride 4) and a 2x2 pool of
// stride 2: the windows tile the rows, so each device reads only its own.
func.func @patch_rows(%x: tensor<2x3x16x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(2)"]>}, %w: tensor<8x3x4x4xf32>) -> tensor<2x8x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x8x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>}
         ins(%x, %w : tensor<2x3x16x16xf32>, tensor<8x3x4x4xf32>) outs(%f : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %pe = tensor.empty() : tensor<2x8x2x2xf32>
  %pf = linalg.fill ins(%lowest : f32) outs(%pe : tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%c, %window : tensor<2x8x4x4xf32>, tensor<2x2xf32>) outs(%pf : tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
  return %p : tensor<2x8x2x2xf32>
}

func.func private @block(%x: tensor<8x4x9x9xf32>, %w: tensor<6x4x3x3xf32>) -> tensor<8x6x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<8x4x9x9xf32> to tensor<8x4x11x11xf32>
  %e = tensor.empty() : tensor<8x6x5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x6x5x5xf32>) -> tensor<8x6x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%padded, %w : tensor<8x4x11x11xf32>, tensor<6x4x3x3xf32>) outs(%f : tensor<8x6x5x5xf32>) -> tensor<8x6x5x5xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %pe = tensor.empty() : tensor<8x6x2x2xf32>
  %pf = linalg.fill ins(%lowest : f32) outs(%pe : tensor<8x6x2x2xf32>) -> tensor<8x6x2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%c, %window : tensor<8x6x5x5xf32>, tensor<2x2xf32>) outs(%pf : tensor<8x6x2x2xf32>) -> tensor<8x6x2x2xf32>
  return %p : tensor<8x6x2x2xf32>
}
