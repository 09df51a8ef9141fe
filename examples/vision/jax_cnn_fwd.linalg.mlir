#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module @jit_logits {
  func.func @main(%arg0: tensor<8xf32> {spmd.name = "params.bias1", spmd.role = "param"}, %arg1: tensor<16xf32> {spmd.name = "params.bias2", spmd.role = "param"}, %arg2: tensor<3x3x3x8xf32> {spmd.name = "params.conv1", spmd.role = "param"}, %arg3: tensor<3x3x8x16xf32> {spmd.name = "params.conv2", spmd.role = "param"}, %arg4: tensor<16x10xf32> {spmd.name = "params.head", spmd.role = "param"}, %arg5: tensor<10xf32> {spmd.name = "params.head_bias", spmd.role = "param"}, %arg6: tensor<8x16x16x3xf32> {spmd.name = "images", spmd.role = "input"}) -> (tensor<8x10xf32> {spmd.name = "output"}) {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 1.600000e+01 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x16x16x8xf32>
    %1 = linalg.fill ins(%cst_1 : f32) outs(%0 : tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %padded = tensor.pad %arg6 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg7: index, %arg8: index, %arg9: index, %arg10: index):
      tensor.yield %cst_1 : f32
    } : tensor<8x16x16x3xf32> to tensor<8x18x18x3xf32>
    %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg2 : tensor<8x18x18x3xf32>, tensor<3x3x3x8xf32>) outs(%1 : tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %3 = tensor.empty() : tensor<8x16x16x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8xf32>) outs(%3 : tensor<8x16x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x16x8xf32>
    %5 = tensor.empty() : tensor<8x16x16x8xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %4 : tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) outs(%5 : tensor<8x16x16x8xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.addf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<8x16x16x8xf32>
    %7 = tensor.empty() : tensor<8x16x16x8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<8x16x16x8xf32>) outs(%7 : tensor<8x16x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.maximumf %in, %cst_1 : f32
      linalg.yield %34 : f32
    } -> tensor<8x16x16x8xf32>
    %9 = tensor.empty() : tensor<8x8x8x16xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %padded_2 = tensor.pad %8 low[0, 0, 0, 0] high[0, 1, 1, 0] {
    ^bb0(%arg7: index, %arg8: index, %arg9: index, %arg10: index):
      tensor.yield %cst_1 : f32
    } : tensor<8x16x16x8xf32> to tensor<8x17x17x8xf32>
    %11 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_2, %arg3 : tensor<8x17x17x8xf32>, tensor<3x3x8x16xf32>) outs(%10 : tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %12 = tensor.empty() : tensor<8x8x8x16xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16xf32>) outs(%12 : tensor<8x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8x8x16xf32>
    %14 = tensor.empty() : tensor<8x8x8x16xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %13 : tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) outs(%14 : tensor<8x8x8x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.addf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<8x8x8x16xf32>
    %16 = tensor.empty() : tensor<8x8x8x16xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<8x8x8x16xf32>) outs(%16 : tensor<8x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.maximumf %in, %cst_1 : f32
      linalg.yield %34 : f32
    } -> tensor<8x8x8x16xf32>
    %18 = tensor.empty() : tensor<2x2xf32>
    %19 = tensor.empty() : tensor<8x4x4x16xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%19 : tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %21 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%17, %18 : tensor<8x8x8x16xf32>, tensor<2x2xf32>) outs(%20 : tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %22 = tensor.empty() : tensor<8x16xf32>
    %23 = linalg.fill ins(%cst_1 : f32) outs(%22 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%21 : tensor<8x4x4x16xf32>) outs(%23 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.addf %out, %in : f32
      linalg.yield %34 : f32
    } -> tensor<8x16xf32>
    %25 = tensor.empty() : tensor<8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x16xf32>) outs(%25 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.divf %in, %cst_0 : f32
      linalg.yield %34 : f32
    } -> tensor<8x16xf32>
    %27 = tensor.empty() : tensor<8x10xf32>
    %28 = linalg.fill ins(%cst_1 : f32) outs(%27 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %29 = linalg.matmul ins(%26, %arg4 : tensor<8x16xf32>, tensor<16x10xf32>) outs(%28 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %30 = tensor.empty() : tensor<8x10xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<10xf32>) outs(%30 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %32 = tensor.empty() : tensor<8x10xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%29, %31 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%32 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %34 = arith.addf %in, %in_3 : f32
      linalg.yield %34 : f32
    } -> tensor<8x10xf32>
    func.return %33 : tensor<8x10xf32>
  }
}
