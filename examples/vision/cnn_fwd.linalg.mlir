#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<8x3x3x3xf32> {spmd.name = "conv1.weight", spmd.role = "param"}, %arg1: tensor<8xf32> {spmd.name = "conv1.bias", spmd.role = "param"}, %arg2: tensor<16x8x3x3xf32> {spmd.name = "conv2.weight", spmd.role = "param"}, %arg3: tensor<16xf32> {spmd.name = "conv2.bias", spmd.role = "param"}, %arg4: tensor<16x16x3x3xf32> {spmd.name = "block.conv.weight", spmd.role = "param"}, %arg5: tensor<16xf32> {spmd.name = "block.conv.bias", spmd.role = "param"}, %arg6: tensor<16x16x1x1xf32> {spmd.name = "block.skip.weight", spmd.role = "param"}, %arg7: tensor<16xf32> {spmd.name = "block.skip.bias", spmd.role = "param"}, %arg8: tensor<10x16xf32> {spmd.name = "head.weight", spmd.role = "param"}, %arg9: tensor<10xf32> {spmd.name = "head.bias", spmd.role = "param"}, %arg10: tensor<8x3x16x16xf32> {spmd.name = "images", spmd.role = "input"}) -> (tensor<8x10xf32> {spmd.name = "output"}) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.600000e+01 : f32
    %padded = tensor.pad %arg10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: index):
      tensor.yield %cst : f32
    } : tensor<8x3x16x16xf32> to tensor<8x3x18x18xf32>
    %0 = tensor.empty() : tensor<8x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%0 : tensor<8x8x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<8x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.cmpf ugt, %in, %cst : f32
      %25 = arith.select %24, %in, %cst : f32
      linalg.yield %25 : f32
    } -> tensor<8x8x16x16xf32>
    %padded_2 = tensor.pad %2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: index):
      tensor.yield %cst : f32
    } : tensor<8x8x16x16xf32> to tensor<8x8x18x18xf32>
    %3 = tensor.empty() : tensor<8x16x8x8xf32>
    %broadcasted_3 = linalg.broadcast ins(%arg3 : tensor<16xf32>) outs(%3 : tensor<8x16x8x8xf32>) dimensions = [0, 2, 3] 
    %4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_2, %arg2 : tensor<8x8x18x18xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted_3 : tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<8x16x8x8xf32>) outs(%3 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.cmpf ugt, %in, %cst : f32
      %25 = arith.select %24, %in, %cst : f32
      linalg.yield %25 : f32
    } -> tensor<8x16x8x8xf32>
    %6 = tensor.empty() : tensor<8x16x4x4xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %8 = tensor.empty() : tensor<2x2xf32>
    %9 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%5, %8 : tensor<8x16x8x8xf32>, tensor<2x2xf32>) outs(%7 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %padded_4 = tensor.pad %9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: index):
      tensor.yield %cst : f32
    } : tensor<8x16x4x4xf32> to tensor<8x16x6x6xf32>
    %broadcasted_5 = linalg.broadcast ins(%arg5 : tensor<16xf32>) outs(%6 : tensor<8x16x4x4xf32>) dimensions = [0, 2, 3] 
    %10 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_4, %arg4 : tensor<8x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_5 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<8x16x4x4xf32>) outs(%6 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.cmpf ugt, %in, %cst : f32
      %25 = arith.select %24, %in, %cst : f32
      linalg.yield %25 : f32
    } -> tensor<8x16x4x4xf32>
    %broadcasted_6 = linalg.broadcast ins(%arg7 : tensor<16xf32>) outs(%6 : tensor<8x16x4x4xf32>) dimensions = [0, 2, 3] 
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%9, %arg6 : tensor<8x16x4x4xf32>, tensor<16x16x1x1xf32>) outs(%broadcasted_6 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %12 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%6 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %24 = arith.addf %in, %in_7 : f32
      linalg.yield %24 : f32
    } -> tensor<8x16x4x4xf32>
    %14 = tensor.empty() : tensor<8x16xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%13 : tensor<8x16x4x4xf32>) outs(%15 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %in, %out : f32
      linalg.yield %24 : f32
    } -> tensor<8x16xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<8x16xf32>) outs(%14 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_1 : f32
      linalg.yield %24 : f32
    } -> tensor<8x16xf32>
    %18 = tensor.empty() : tensor<16x10xf32>
    %transposed = linalg.transpose ins(%arg8 : tensor<10x16xf32>) outs(%18 : tensor<16x10xf32>) permutation = [1, 0] 
    %19 = tensor.empty() : tensor<8x10xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %21 = linalg.matmul ins(%17, %transposed : tensor<8x16xf32>, tensor<16x10xf32>) outs(%20 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<10xf32>) outs(%19 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%21, %22 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%19 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %24 = arith.addf %in, %in_7 : f32
      linalg.yield %24 : f32
    } -> tensor<8x10xf32>
    return %23 : tensor<8x10xf32>
  }
}
