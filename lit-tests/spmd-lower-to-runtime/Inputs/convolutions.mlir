// Convolutions as torch-mlir (NCHW, padded, strided) and JAX (NHWC)
// export them, a depthwise one, a max pool and a weight gradient.

func.func @nchw(%x: tensor<2x3x9x9xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x3x9x9xf32> to tensor<2x3x11x11xf32>
  %e = tensor.empty() : tensor<2x4x5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%padded, %w : tensor<2x3x11x11xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
  return %c : tensor<2x4x5x5xf32>
}

func.func @nhwc(%x: tensor<2x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<2x6x6x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x6x6x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%f : tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  return %c : tensor<2x6x6x4xf32>
}

func.func @depthwise(%x: tensor<2x9x9x3xf32>, %w: tensor<3x3x3xf32>) -> tensor<2x3x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%x, %w : tensor<2x9x9x3xf32>, tensor<3x3x3xf32>) outs(%f : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  return %c : tensor<2x3x3x3xf32>
}

func.func @pool(%x: tensor<2x3x8x8xf32>) -> tensor<2x3x4x4xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %window = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x3x4x4xf32>
  %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%x, %window : tensor<2x3x8x8xf32>, tensor<2x2xf32>) outs(%f : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  return %p : tensor<2x3x4x4xf32>
}

// dW[f, c, kh, kw] = sum over n, oh, ow of dY[n, f, oh, ow] * x[n, c, oh + kh, ow + kw]:
// the reduced loops n, oh, ow do not nest in dY (f lies between them).
func.func @weight_gradient(%x: tensor<2x3x8x8xf32>, %dy: tensor<2x4x6x6xf32>) -> tensor<4x3x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3x3x3xf32>) -> tensor<4x3x3x3xf32>
  %g = linalg.generic {indexing_maps = [
          affine_map<(f, c, kh, kw, n, oh, ow) -> (n, c, oh + kh, ow + kw)>,
          affine_map<(f, c, kh, kw, n, oh, ow) -> (n, f, oh, ow)>,
          affine_map<(f, c, kh, kw, n, oh, ow) -> (f, c, kh, kw)>],
        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %dy : tensor<2x3x8x8xf32>, tensor<2x4x6x6xf32>) outs(%f : tensor<4x3x3x3xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x3x3x3xf32>
  return %g : tensor<4x3x3x3xf32>
}

// PyTorch's weight gradient of a strided convolution: grouped, dilated,
// one channel per group.
func.func @grouped_dilated(%x: tensor<2x4x1x10x10xf32>, %w: tensor<4x3x1x4x4xf32>) -> tensor<2x4x3x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x3x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x3x4x4xf32>) -> tensor<2x4x3x4x4xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<2x4x1x10x10xf32>, tensor<4x3x1x4x4xf32>) outs(%f : tensor<2x4x3x4x4xf32>) -> tensor<2x4x3x4x4xf32>
  return %c : tensor<2x4x3x4x4xf32>
}
