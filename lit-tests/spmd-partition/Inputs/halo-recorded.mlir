// Shardings recorded apart (as another tool or a hand could record them):
// a pad split on its rows read by an unsplit convolution, and an unsplit
// pad read by a convolution split on its rows.
shard.grid @mesh(shape = 4)

// The pad's pieces are windows; the convolution needs the whole pad, so
// it is rebuilt from the gathered source.
func.func @pad_split(%x: tensor<1x2x8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(2)"]>}, %w: tensor<2x2x3x3xf32>) -> (tensor<1x2x8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } {spmd.shardings = [#spmd.sharding<@mesh, ["S(2)"]>]} : tensor<1x2x8x4xf32> to tensor<1x2x10x6xf32>
  %e = tensor.empty() {spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]} : tensor<1x2x8x4xf32>
  %f = linalg.fill {spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]} ins(%zero : f32) outs(%e : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]}
         ins(%padded, %w : tensor<1x2x10x6xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  return %c : tensor<1x2x8x4xf32>
}

// The pad is whole on every device; the convolution's window is sliced
// from it at the device's offset.
func.func @pad_whole(%x: tensor<1x2x8x4xf32>, %w: tensor<2x2x3x3xf32>) -> (tensor<1x2x8x4xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(2)"]>}) {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } {spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]} : tensor<1x2x8x4xf32> to tensor<1x2x10x6xf32>
  %e = tensor.empty() {spmd.shardings = [#spmd.sharding<@mesh, ["S(2)"]>]} : tensor<1x2x8x4xf32>
  %f = linalg.fill {spmd.shardings = [#spmd.sharding<@mesh, ["S(2)"]>]} ins(%zero : f32) outs(%e : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, spmd.shardings = [#spmd.sharding<@mesh, ["S(2)"]>]}
         ins(%padded, %w : tensor<1x2x10x6xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  return %c : tensor<1x2x8x4xf32>
}
