// Malformed convolutions are located errors, before any pass runs: a
// stride of 0, and a window larger than the (padded) input.
// RUN: spmd-opt --split-input-file --pass-pipeline='builtin.module(spmd-propagate)' %s -o /dev/null --verify-diagnostics

func.func @zero_stride(%x: tensor<2x3x9x9xf32>, %w: tensor<4x3x3x3xf32>, %o: tensor<2x4x7x7xf32>) -> tensor<2x4x7x7xf32> {
  // expected-error @+1 {{unexpected loop dimension for convolution op}}
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<0> : vector<2xi64>}
         ins(%x, %w : tensor<2x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<2x4x7x7xf32>) -> tensor<2x4x7x7xf32>
  return %c : tensor<2x4x7x7xf32>
}

// -----

func.func @window_larger_than_input(%x: tensor<2x3x9x9xf32>, %w: tensor<4x3x11x11xf32>, %o: tensor<2x4x7x7xf32>) -> tensor<2x4x7x7xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nchw_fchw' op inferred input/output operand #0 has shape's dimension #2 to be greater than or equal to 17, but found 9}}
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %w : tensor<2x3x9x9xf32>, tensor<4x3x11x11xf32>) outs(%o : tensor<2x4x7x7xf32>) -> tensor<2x4x7x7xf32>
  return %c : tensor<2x4x7x7xf32>
}
