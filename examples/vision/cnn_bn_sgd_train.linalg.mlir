#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> (d1)>
#map10 = affine_map<(d0, d1) -> (d0)>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0) -> ()>
#map13 = affine_map<(d0, d1) -> ()>
#map14 = affine_map<(d0) -> (d0, 0)>
#map15 = affine_map<(d0, d1) -> (0, d1)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map17 = affine_map<(d0, d1, d2, d3) -> ()>
#map18 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
module {
  func.func @main(%arg0: tensor<8x3x3x3xf32> {spmd.name = "conv1.weight", spmd.role = "param"}, %arg1: tensor<8xf32> {spmd.name = "conv1.bias", spmd.role = "param"}, %arg2: tensor<8xf32> {spmd.name = "norm1.weight", spmd.role = "param"}, %arg3: tensor<8xf32> {spmd.name = "norm1.bias", spmd.role = "param"}, %arg4: tensor<16x8x3x3xf32> {spmd.name = "conv2.weight", spmd.role = "param"}, %arg5: tensor<16xf32> {spmd.name = "conv2.bias", spmd.role = "param"}, %arg6: tensor<16xf32> {spmd.name = "norm2.weight", spmd.role = "param"}, %arg7: tensor<16xf32> {spmd.name = "norm2.bias", spmd.role = "param"}, %arg8: tensor<16x16x3x3xf32> {spmd.name = "block.conv.weight", spmd.role = "param"}, %arg9: tensor<16xf32> {spmd.name = "block.conv.bias", spmd.role = "param"}, %arg10: tensor<16x16x1x1xf32> {spmd.name = "block.skip.weight", spmd.role = "param"}, %arg11: tensor<16xf32> {spmd.name = "block.skip.bias", spmd.role = "param"}, %arg12: tensor<10x16xf32> {spmd.name = "head.weight", spmd.role = "param"}, %arg13: tensor<10xf32> {spmd.name = "head.bias", spmd.role = "param"}, %arg14: tensor<8xf32> {spmd.name = "norm1.running_mean", spmd.role = "state"}, %arg15: tensor<8xf32> {spmd.name = "norm1.running_var", spmd.role = "state"}, %arg16: tensor<i64> {spmd.name = "norm1.num_batches_tracked", spmd.role = "state"}, %arg17: tensor<16xf32> {spmd.name = "norm2.running_mean", spmd.role = "state"}, %arg18: tensor<16xf32> {spmd.name = "norm2.running_var", spmd.role = "state"}, %arg19: tensor<i64> {spmd.name = "norm2.num_batches_tracked", spmd.role = "state"}, %arg20: tensor<8x3x16x16xf32> {spmd.name = "images", spmd.role = "input"}, %arg21: tensor<8xi64> {spmd.name = "labels", spmd.role = "input"}) -> (tensor<f32> {spmd.name = "loss"}, tensor<8x3x3x3xf32> {spmd.name = "new:conv1.weight"}, tensor<8xf32> {spmd.name = "new:conv1.bias"}, tensor<8xf32> {spmd.name = "new:norm1.weight"}, tensor<8xf32> {spmd.name = "new:norm1.bias"}, tensor<16x8x3x3xf32> {spmd.name = "new:conv2.weight"}, tensor<16xf32> {spmd.name = "new:conv2.bias"}, tensor<16xf32> {spmd.name = "new:norm2.weight"}, tensor<16xf32> {spmd.name = "new:norm2.bias"}, tensor<16x16x3x3xf32> {spmd.name = "new:block.conv.weight"}, tensor<16xf32> {spmd.name = "new:block.conv.bias"}, tensor<16x16x1x1xf32> {spmd.name = "new:block.skip.weight"}, tensor<16xf32> {spmd.name = "new:block.skip.bias"}, tensor<10x16xf32> {spmd.name = "new:head.weight"}, tensor<10xf32> {spmd.name = "new:head.bias"}, tensor<8xf32> {spmd.name = "new:norm1.running_mean"}, tensor<8xf32> {spmd.name = "new:norm1.running_var"}, tensor<i64> {spmd.name = "new:norm1.num_batches_tracked"}, tensor<16xf32> {spmd.name = "new:norm2.running_mean"}, tensor<16xf32> {spmd.name = "new:norm2.running_var"}, tensor<i64> {spmd.name = "new:norm2.num_batches_tracked"}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x10xf32>
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %c-1_i64 = arith.constant -1 : i64
    %c10 = arith.constant 10 : index
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 1.000000e-01 : f64
    %cst_4 = arith.constant 9.000000e-01 : f64
    %cst_5 = arith.constant 1.0004885197850513 : f64
    %cst_6 = arith.constant 1.0019569471624266 : f64
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = arith.constant 2.048000e+03 : f64
    %cst_10 = arith.constant 2.048000e+03 : f32
    %cst_11 = arith.constant 5.120000e+02 : f64
    %cst_12 = arith.constant 5.120000e+02 : f32
    %cst_13 = arith.constant 1.600000e+01 : f32
    %cst_14 = arith.constant 0.001953125 : f32
    %cst_15 = arith.constant 4.8828125E-4 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_16 = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst_17 = arith.constant -1.000000e+00 : f32
    %cst_18 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst_16 : f32
    } : tensor<8x3x16x16xf32> to tensor<8x3x18x18xf32>
    %0 = tensor.empty() : tensor<8x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%0 : tensor<8x8x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<8x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %2 = tensor.empty() : tensor<i64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg16 : tensor<i64>) outs(%2 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %247 = arith.addi %in, %c1_i64 : i64
      linalg.yield %247 : i64
    } -> tensor<i64>
    %4 = tensor.empty() : tensor<8x8x16x16xf64>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<8x8x16x16xf32>) outs(%4 : tensor<8x8x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %247 = arith.extf %in : f32 to f64
      linalg.yield %247 : f64
    } -> tensor<8x8x16x16xf64>
    %6 = tensor.empty() : tensor<1x8x1x1xf64>
    %7 = linalg.fill ins(%cst_0 : f64) outs(%6 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%5 : tensor<8x8x16x16xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %247 = arith.addf %in, %out : f64
      linalg.yield %247 : f64
    } -> tensor<1x8x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x1x1xf64>) outs(%6 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %247 = arith.divf %in, %cst_9 : f64
      linalg.yield %247 : f64
    } -> tensor<1x8x1x1xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %9 : tensor<8x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%4 : tensor<8x8x16x16xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %247 = arith.subf %in, %in_68 : f64
      linalg.yield %247 : f64
    } -> tensor<8x8x16x16xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %10 : tensor<8x8x16x16xf64>, tensor<8x8x16x16xf64>) outs(%4 : tensor<8x8x16x16xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %247 = arith.mulf %in, %in_68 : f64
      linalg.yield %247 : f64
    } -> tensor<8x8x16x16xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%11 : tensor<8x8x16x16xf64>) outs(%7 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %247 = arith.addf %in, %out : f64
      linalg.yield %247 : f64
    } -> tensor<1x8x1x1xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x8x1x1xf64>) outs(%6 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %247 = arith.divf %in, %cst_9 : f64
      linalg.yield %247 : f64
    } -> tensor<1x8x1x1xf64>
    %14 = tensor.empty() : tensor<1x8x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1x1xf64>) outs(%14 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %247 = arith.truncf %in : f64 to f32
      linalg.yield %247 : f32
    } -> tensor<1x8x1x1xf32>
    %16 = linalg.fill ins(%cst_16 : f32) outs(%14 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1 : tensor<8x8x16x16xf32>) outs(%16 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<1x8x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x8x1x1xf32>) outs(%14 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.divf %in, %cst_10 : f32
      linalg.yield %247 : f32
    } -> tensor<1x8x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1x1xf32>) outs(%14 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_2 : f64 to f32
      %248 = arith.addf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<1x8x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x8x1x1xf32>) outs(%14 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.rsqrt %in : f32
      linalg.yield %247 : f32
    } -> tensor<1x8x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %18 : tensor<8x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x8x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<8x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x8x16x16xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %collapsed_19 = tensor.collapse_shape %20 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %23 = tensor.empty() : tensor<8xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg14 : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_4 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%24, %25 : tensor<8xf32>, tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.addf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %collapsed_20 = tensor.collapse_shape %15 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_20 : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_5 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%27 : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg15 : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_4 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%28, %29 : tensor<8xf32>, tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.addf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x8x16x16xf32>
    %expanded_21 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_21 : tensor<8x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.addf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x8x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.cmpf ugt, %in, %cst_16 : f32
      %248 = arith.select %247, %in, %cst_16 : f32
      linalg.yield %248 : f32
    } -> tensor<8x8x16x16xf32>
    %padded_22 = tensor.pad %33 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst_16 : f32
    } : tensor<8x8x16x16xf32> to tensor<8x8x18x18xf32>
    %34 = tensor.empty() : tensor<8x16x8x8xf32>
    %broadcasted_23 = linalg.broadcast ins(%arg5 : tensor<16xf32>) outs(%34 : tensor<8x16x8x8xf32>) dimensions = [0, 2, 3] 
    %35 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_22, %arg4 : tensor<8x8x18x18xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted_23 : tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg19 : tensor<i64>) outs(%2 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %247 = arith.addi %in, %c1_i64 : i64
      linalg.yield %247 : i64
    } -> tensor<i64>
    %37 = tensor.empty() : tensor<8x16x8x8xf64>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<8x16x8x8xf32>) outs(%37 : tensor<8x16x8x8xf64>) {
    ^bb0(%in: f32, %out: f64):
      %247 = arith.extf %in : f32 to f64
      linalg.yield %247 : f64
    } -> tensor<8x16x8x8xf64>
    %39 = tensor.empty() : tensor<1x16x1x1xf64>
    %40 = linalg.fill ins(%cst_0 : f64) outs(%39 : tensor<1x16x1x1xf64>) -> tensor<1x16x1x1xf64>
    %41 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%38 : tensor<8x16x8x8xf64>) outs(%40 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %247 = arith.addf %in, %out : f64
      linalg.yield %247 : f64
    } -> tensor<1x16x1x1xf64>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x16x1x1xf64>) outs(%39 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %247 = arith.divf %in, %cst_11 : f64
      linalg.yield %247 : f64
    } -> tensor<1x16x1x1xf64>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %42 : tensor<8x16x8x8xf64>, tensor<1x16x1x1xf64>) outs(%37 : tensor<8x16x8x8xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %247 = arith.subf %in, %in_68 : f64
      linalg.yield %247 : f64
    } -> tensor<8x16x8x8xf64>
    %44 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %43 : tensor<8x16x8x8xf64>, tensor<8x16x8x8xf64>) outs(%37 : tensor<8x16x8x8xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %247 = arith.mulf %in, %in_68 : f64
      linalg.yield %247 : f64
    } -> tensor<8x16x8x8xf64>
    %45 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%44 : tensor<8x16x8x8xf64>) outs(%40 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %247 = arith.addf %in, %out : f64
      linalg.yield %247 : f64
    } -> tensor<1x16x1x1xf64>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x16x1x1xf64>) outs(%39 : tensor<1x16x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %247 = arith.divf %in, %cst_11 : f64
      linalg.yield %247 : f64
    } -> tensor<1x16x1x1xf64>
    %47 = tensor.empty() : tensor<1x16x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x16x1x1xf64>) outs(%47 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %247 = arith.truncf %in : f64 to f32
      linalg.yield %247 : f32
    } -> tensor<1x16x1x1xf32>
    %49 = linalg.fill ins(%cst_16 : f32) outs(%47 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%35 : tensor<8x16x8x8xf32>) outs(%49 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<1x16x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x16x1x1xf32>) outs(%47 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.divf %in, %cst_12 : f32
      linalg.yield %247 : f32
    } -> tensor<1x16x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x16x1x1xf32>) outs(%47 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_2 : f64 to f32
      %248 = arith.addf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<1x16x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x16x1x1xf32>) outs(%47 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.rsqrt %in : f32
      linalg.yield %247 : f32
    } -> tensor<1x16x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %51 : tensor<8x16x8x8xf32>, tensor<1x16x1x1xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %53 : tensor<8x16x8x8xf32>, tensor<1x16x1x1xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %collapsed_24 = tensor.collapse_shape %51 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %collapsed_25 = tensor.collapse_shape %53 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %56 = tensor.empty() : tensor<16xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_24 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg17 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_4 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16xf32>
    %59 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%57, %58 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.addf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %collapsed_26 = tensor.collapse_shape %48 [[0, 1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<16xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_26 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_6 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%60 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg18 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_4 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%61, %62 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.addf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %expanded_27 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_27 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %expanded_28 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_28 : tensor<8x16x8x8xf32>, tensor<16x1x1xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.addf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<8x16x8x8xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.cmpf ugt, %in, %cst_16 : f32
      %248 = arith.select %247, %in, %cst_16 : f32
      linalg.yield %248 : f32
    } -> tensor<8x16x8x8xf32>
    %67 = tensor.empty() : tensor<8x16x4x4xf32>
    %68 = linalg.fill ins(%cst_1 : f32) outs(%67 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %69 = tensor.empty() : tensor<2x2xf32>
    %70 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%66, %69 : tensor<8x16x8x8xf32>, tensor<2x2xf32>) outs(%68 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %71 = tensor.empty() : tensor<8x16x4x4xi64>
    %72 = linalg.fill ins(%c-1_i64 : i64) outs(%71 : tensor<8x16x4x4xi64>) -> tensor<8x16x4x4xi64>
    %73 = tensor.empty() : tensor<2x2xi64>
    %74 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%70, %73 : tensor<8x16x4x4xf32>, tensor<2x2xi64>) outs(%72 : tensor<8x16x4x4xi64>) {
    ^bb0(%in: f32, %in_68: i64, %out: i64):
      %247 = linalg.index 0 : index
      %248 = linalg.index 1 : index
      %249 = linalg.index 2 : index
      %250 = linalg.index 4 : index
      %251 = arith.muli %249, %c2 : index
      %252 = arith.addi %251, %250 : index
      %253 = linalg.index 3 : index
      %254 = linalg.index 5 : index
      %255 = arith.muli %253, %c2 : index
      %256 = arith.addi %255, %254 : index
      %extracted = tensor.extract %66[%247, %248, %252, %256] : tensor<8x16x8x8xf32>
      %257 = arith.cmpf oeq, %extracted, %in : f32
      %258 = arith.muli %252, %c8 : index
      %259 = arith.addi %256, %258 : index
      %260 = arith.index_cast %259 : index to i64
      %261 = arith.select %257, %260, %out : i64
      %262 = arith.cmpi eq, %out, %c-1_i64 : i64
      %263 = arith.select %262, %261, %out : i64
      linalg.yield %263 : i64
    } -> tensor<8x16x4x4xi64>
    %padded_29 = tensor.pad %70 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst_16 : f32
    } : tensor<8x16x4x4xf32> to tensor<8x16x6x6xf32>
    %broadcasted_30 = linalg.broadcast ins(%arg9 : tensor<16xf32>) outs(%67 : tensor<8x16x4x4xf32>) dimensions = [0, 2, 3] 
    %75 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_29, %arg8 : tensor<8x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_30 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<8x16x4x4xf32>) outs(%67 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.cmpf ugt, %in, %cst_16 : f32
      %248 = arith.select %247, %in, %cst_16 : f32
      linalg.yield %248 : f32
    } -> tensor<8x16x4x4xf32>
    %broadcasted_31 = linalg.broadcast ins(%arg11 : tensor<16xf32>) outs(%67 : tensor<8x16x4x4xf32>) dimensions = [0, 2, 3] 
    %77 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%70, %arg10 : tensor<8x16x4x4xf32>, tensor<16x16x1x1xf32>) outs(%broadcasted_31 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %77 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%67 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.addf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x4x4xf32>
    %79 = tensor.empty() : tensor<8x16xf32>
    %80 = linalg.fill ins(%cst_16 : f32) outs(%79 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%78 : tensor<8x16x4x4xf32>) outs(%80 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8x16xf32>
    %82 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%81 : tensor<8x16xf32>) outs(%79 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.divf %in, %cst_13 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16xf32>
    %83 = tensor.empty() : tensor<16x10xf32>
    %transposed = linalg.transpose ins(%arg12 : tensor<10x16xf32>) outs(%83 : tensor<16x10xf32>) permutation = [1, 0] 
    %84 = tensor.empty() : tensor<8x10xf32>
    %85 = linalg.fill ins(%cst_16 : f32) outs(%84 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %86 = linalg.matmul ins(%82, %transposed : tensor<8x16xf32>, tensor<16x10xf32>) outs(%85 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %87 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<10xf32>) outs(%84 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %88 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%84 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.addf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x10xf32>
    %89 = tensor.empty() : tensor<8xi64>
    %90 = linalg.fill ins(%c0_i64 : i64) outs(%89 : tensor<8xi64>) -> tensor<8xi64>
    %91 = linalg.fill ins(%cst_1 : f32) outs(%23 : tensor<8xf32>) -> tensor<8xf32>
    %92:2 = linalg.generic {indexing_maps = [#map8, #map10, #map10], iterator_types = ["parallel", "reduction"]} ins(%88 : tensor<8x10xf32>) outs(%91, %90 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_68: i64):
      %247 = linalg.index 1 : index
      %248 = arith.index_cast %247 : index to i64
      %249 = arith.maximumf %in, %out : f32
      %250 = arith.cmpf ogt, %in, %out : f32
      %251 = arith.select %250, %248, %out_68 : i64
      linalg.yield %249, %251 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded_32 = tensor.expand_shape %92#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel"]} ins(%88, %expanded_32 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%84 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x10xf32>
    %94 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%93 : tensor<8x10xf32>) outs(%84 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.exp %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x10xf32>
    %95 = tensor.empty() : tensor<8x1xf32>
    %96 = linalg.fill ins(%cst_16 : f32) outs(%95 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %97 = linalg.generic {indexing_maps = [#map8, #map11], iterator_types = ["parallel", "reduction"]} ins(%94 : tensor<8x10xf32>) outs(%96 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%97 : tensor<8x1xf32>) outs(%95 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.log %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x1xf32>
    %99 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel"]} ins(%93, %98 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%84 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x10xf32>
    %100 = tensor.empty() : tensor<8xi1>
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg21 : tensor<8xi64>) outs(%100 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %247 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %247 : i1
    } -> tensor<8xi1>
    %102 = linalg.generic {indexing_maps = [#map3, #map3, #map12, #map3], iterator_types = ["parallel"]} ins(%101, %arg21, %cst_18 : tensor<8xi1>, tensor<8xi64>, tensor<i64>) outs(%89 : tensor<8xi64>) {
    ^bb0(%in: i1, %in_68: i64, %in_69: i64, %out: i64):
      %247 = arith.select %in, %in_68, %in_69 : i64
      linalg.yield %247 : i64
    } -> tensor<8xi64>
    %expanded_33 = tensor.expand_shape %102 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %103 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_33 : tensor<8x1xi64>) outs(%96 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %247 = linalg.index 0 : index
      %248 = arith.index_cast %in : i64 to index
      %249 = arith.cmpi slt, %248, %c10 : index
      cf.assert %249, "index must be smaller than dim size"
      %250 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %250, "index must be larger or equal to 0"
      %extracted = tensor.extract %99[%247, %248] : tensor<8x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed_34 = tensor.collapse_shape %103 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_34 : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.negf %in : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3, #map12, #map3], iterator_types = ["parallel"]} ins(%101, %104, %cst_7 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %247 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %106 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<i64>) -> tensor<i64>
    %107 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction"]} ins(%101 : tensor<8xi1>) outs(%106 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %247 = arith.extui %in : i1 to i64
      %248 = arith.addi %247, %out : i64
      linalg.yield %248 : i64
    } -> tensor<i64>
    %108 = tensor.empty() : tensor<f32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%107 : tensor<i64>) outs(%108 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %247 = arith.sitofp %in : i64 to f32
      linalg.yield %247 : f32
    } -> tensor<f32>
    %110 = linalg.fill ins(%cst_16 : f32) outs(%108 : tensor<f32>) -> tensor<f32>
    %111 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["reduction"]} ins(%105 : tensor<8xf32>) outs(%110 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<f32>
    %112 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%111, %109 : tensor<f32>, tensor<f32>) outs(%108 : tensor<f32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.divf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<f32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_8, %109 : tensor<f32>, tensor<f32>) outs(%108 : tensor<f32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.divf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<f32>
    %expanded_35 = tensor.expand_shape %arg21 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %114 = tensor.empty() : tensor<8x1xi1>
    %115 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_35 : tensor<8x1xi64>) outs(%114 : tensor<8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %247 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %247 : i1
    } -> tensor<8x1xi1>
    %116 = tensor.empty() : tensor<8x1xi64>
    %117 = linalg.generic {indexing_maps = [#map8, #map8, #map13, #map8], iterator_types = ["parallel", "parallel"]} ins(%115, %expanded_35, %cst_18 : tensor<8x1xi1>, tensor<8x1xi64>, tensor<i64>) outs(%116 : tensor<8x1xi64>) {
    ^bb0(%in: i1, %in_68: i64, %in_69: i64, %out: i64):
      %247 = arith.select %in, %in_68, %in_69 : i64
      linalg.yield %247 : i64
    } -> tensor<8x1xi64>
    %118 = linalg.fill ins(%c0_i64 : i64) outs(%116 : tensor<8x1xi64>) -> tensor<8x1xi64>
    %119 = linalg.fill ins(%cst_16 : f32) outs(%23 : tensor<8xf32>) -> tensor<8xf32>
    %120:3 = linalg.generic {indexing_maps = [#map14, #map14, #map3], iterator_types = ["parallel"]} outs(%118, %118, %119 : tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>) {
    ^bb0(%out: i64, %out_68: i64, %out_69: f32):
      %247 = linalg.index 0 : index
      %248 = arith.remsi %247, %c8 : index
      %extracted = tensor.extract %117[%248, %c0] : tensor<8x1xi64>
      %249 = arith.index_cast %248 : index to i64
      linalg.yield %249, %extracted, %cst_17 : i64, i64, f32
    } -> (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>)
    %121 = tensor.empty() : tensor<8x2xi64>
    %122 = linalg.fill ins(%c0_i64 : i64) outs(%121 : tensor<8x2xi64>) -> tensor<8x2xi64>
    %inserted_slice = tensor.insert_slice %120#0 into %122[0, 0] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %inserted_slice_36 = tensor.insert_slice %120#1 into %inserted_slice[0, 1] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %123 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%120#2, %inserted_slice_36 : tensor<8xf32>, tensor<8x2xi64>) outs(%cst : tensor<8x10xf32>) {
    ^bb0(%arg22: f32, %arg23: f32):
      tm_tensor.yield %arg22 : f32
    } -> tensor<8x10xf32>
    %124 = linalg.generic {indexing_maps = [#map8, #map13, #map13, #map8], iterator_types = ["parallel", "parallel"]} ins(%115, %113, %cst_7 : tensor<8x1xi1>, tensor<f32>, tensor<f32>) outs(%95 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %247 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %247 : f32
    } -> tensor<8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel"]} ins(%123, %124 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%84 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x10xf32>
    %126 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<8x10xf32>) outs(%84 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = math.exp %in : f32
      linalg.yield %247 : f32
    } -> tensor<8x10xf32>
    %127 = linalg.generic {indexing_maps = [#map8, #map11], iterator_types = ["parallel", "reduction"]} ins(%125 : tensor<8x10xf32>) outs(%96 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel"]} ins(%126, %127 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%84 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x10xf32>
    %129 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%125, %128 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%84 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x10xf32>
    %130 = linalg.matmul ins(%129, %arg12 : tensor<8x10xf32>, tensor<10x16xf32>) outs(%80 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %131 = tensor.empty() : tensor<10x8xf32>
    %transposed_37 = linalg.transpose ins(%129 : tensor<8x10xf32>) outs(%131 : tensor<10x8xf32>) permutation = [1, 0] 
    %132 = tensor.empty() : tensor<10x16xf32>
    %133 = linalg.fill ins(%cst_16 : f32) outs(%132 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %134 = linalg.matmul ins(%transposed_37, %82 : tensor<10x8xf32>, tensor<8x16xf32>) outs(%133 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %135 = tensor.empty() : tensor<1x10xf32>
    %136 = linalg.fill ins(%cst_16 : f32) outs(%135 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %137 = linalg.generic {indexing_maps = [#map8, #map15], iterator_types = ["reduction", "parallel"]} ins(%129 : tensor<8x10xf32>) outs(%136 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<1x10xf32>
    %collapsed_38 = tensor.collapse_shape %137 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32>
    %138 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<8x16xf32>) outs(%67 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x4xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<8x16x4x4xf32>) outs(%67 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.divf %in, %cst_13 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x4x4xf32>
    %140 = tensor.empty() : tensor<16x16x1x1xf32>
    %141 = linalg.fill ins(%cst_16 : f32) outs(%140 : tensor<16x16x1x1xf32>) -> tensor<16x16x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<16x16x1x1xf32>) {
    ^bb0(%out: f32):
      %247 = linalg.index 0 : index
      %248 = linalg.index 1 : index
      %extracted = tensor.extract %arg10[%248, %247, %c0, %c0] : tensor<16x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x1x1xf32>
    %143 = linalg.fill ins(%cst_16 : f32) outs(%67 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %144 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%139, %142 : tensor<8x16x4x4xf32>, tensor<16x16x1x1xf32>) outs(%143 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %145 = tensor.empty() : tensor<16x8x4x4xf32>
    %transposed_39 = linalg.transpose ins(%70 : tensor<8x16x4x4xf32>) outs(%145 : tensor<16x8x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_40 = linalg.transpose ins(%139 : tensor<8x16x4x4xf32>) outs(%145 : tensor<16x8x4x4xf32>) permutation = [1, 0, 2, 3] 
    %146 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_39, %transposed_40 : tensor<16x8x4x4xf32>, tensor<16x8x4x4xf32>) outs(%141 : tensor<16x16x1x1xf32>) -> tensor<16x16x1x1xf32>
    %transposed_41 = linalg.transpose ins(%146 : tensor<16x16x1x1xf32>) outs(%140 : tensor<16x16x1x1xf32>) permutation = [1, 0, 2, 3] 
    %147 = linalg.fill ins(%cst_16 : f32) outs(%56 : tensor<16xf32>) -> tensor<16xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%139 : tensor<8x16x4x4xf32>) outs(%147 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %149 = tensor.empty() : tensor<8x16x4x4xi1>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<8x16x4x4xf32>) outs(%149 : tensor<8x16x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %247 = arith.cmpf ole, %in, %cst_16 : f32
      linalg.yield %247 : i1
    } -> tensor<8x16x4x4xi1>
    %151 = linalg.generic {indexing_maps = [#map1, #map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %cst_7, %139 : tensor<8x16x4x4xi1>, tensor<f32>, tensor<8x16x4x4xf32>) outs(%67 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %247 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x4x4xf32>
    %152 = tensor.empty() : tensor<16x16x3x3xf32>
    %153 = linalg.fill ins(%cst_16 : f32) outs(%152 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %154 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%153 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %247 = linalg.index 0 : index
      %248 = linalg.index 1 : index
      %249 = linalg.index 2 : index
      %250 = linalg.index 3 : index
      %251 = arith.subi %c2, %249 : index
      %252 = arith.subi %c2, %250 : index
      %extracted = tensor.extract %arg8[%248, %247, %251, %252] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %155 = tensor.empty() : tensor<8x16x6x6xf32>
    %156 = linalg.fill ins(%cst_16 : f32) outs(%155 : tensor<8x16x6x6xf32>) -> tensor<8x16x6x6xf32>
    %inserted_slice_42 = tensor.insert_slice %151 into %156[0, 0, 1, 1] [8, 16, 4, 4] [1, 1, 1, 1] : tensor<8x16x4x4xf32> into tensor<8x16x6x6xf32>
    %157 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_42, %154 : tensor<8x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%143 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %transposed_43 = linalg.transpose ins(%151 : tensor<8x16x4x4xf32>) outs(%145 : tensor<16x8x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_44 = tensor.pad %transposed_39 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst_16 : f32
    } : tensor<16x8x4x4xf32> to tensor<16x8x6x6xf32>
    %158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_44, %transposed_43 : tensor<16x8x6x6xf32>, tensor<16x8x4x4xf32>) outs(%153 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_45 = linalg.transpose ins(%158 : tensor<16x16x3x3xf32>) outs(%152 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %159 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%151 : tensor<8x16x4x4xf32>) outs(%147 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %157 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%67 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.addf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x4x4xf32>
    %161 = tensor.empty() : tensor<8x16x4x4x4xi64>
    %162 = linalg.generic {indexing_maps = [#map18, #map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<8x16x4x4xi64>) outs(%161 : tensor<8x16x4x4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %247 = arith.index_cast %in : i64 to index
      %248 = linalg.index 4 : index
      %249 = arith.remsi %247, %c8 : index
      %250 = arith.cmpi eq, %248, %c3 : index
      %251 = arith.select %250, %249, %c0 : index
      %252 = arith.floordivsi %247, %c8 : index
      %253 = arith.cmpi eq, %248, %c2 : index
      %254 = arith.select %253, %252, %c0 : index
      %255 = arith.addi %251, %254 : index
      %256 = linalg.index 1 : index
      %257 = arith.cmpi eq, %248, %c1 : index
      %258 = arith.select %257, %256, %c0 : index
      %259 = arith.addi %255, %258 : index
      %260 = linalg.index 0 : index
      %261 = arith.cmpi eq, %248, %c0 : index
      %262 = arith.select %261, %260, %c0 : index
      %263 = arith.addi %259, %262 : index
      %264 = arith.index_cast %263 : index to i64
      linalg.yield %264 : i64
    } -> tensor<8x16x4x4x4xi64>
    %163 = linalg.fill ins(%cst_16 : f32) outs(%34 : tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %collapsed_46 = tensor.collapse_shape %160 [[0, 1, 2, 3]] : tensor<8x16x4x4xf32> into tensor<2048xf32>
    %collapsed_47 = tensor.collapse_shape %162 [[0, 1, 2, 3], [4]] : tensor<8x16x4x4x4xi64> into tensor<2048x4xi64>
    %164 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(false) ins(%collapsed_46, %collapsed_47 : tensor<2048xf32>, tensor<2048x4xi64>) outs(%163 : tensor<8x16x8x8xf32>) {
    ^bb0(%arg22: f32, %arg23: f32):
      %247 = arith.addf %arg23, %arg22 : f32
      tm_tensor.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %165 = tensor.empty() : tensor<8x16x8x8xi1>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<8x16x8x8xf32>) outs(%165 : tensor<8x16x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %247 = arith.cmpf ole, %in, %cst_16 : f32
      linalg.yield %247 : i1
    } -> tensor<8x16x8x8xi1>
    %167 = linalg.generic {indexing_maps = [#map1, #map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %cst_7, %164 : tensor<8x16x8x8xi1>, tensor<f32>, tensor<8x16x8x8xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %247 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%167 : tensor<8x16x8x8xf32>) outs(%147 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %54 : tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%169 : tensor<8x16x8x8xf32>) outs(%147 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%168 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.mulf %in, %cst_14 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %expanded_48 = tensor.expand_shape %171 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%170 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.mulf %in, %cst_14 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_25, %collapsed_25 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%172, %173 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %expanded_49 = tensor.expand_shape %174 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_25, %arg6 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %expanded_50 = tensor.expand_shape %175 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_49 : tensor<8x16x8x8xf32>, tensor<1x16x1x1xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %176 : tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_48 : tensor<8x16x8x8xf32>, tensor<1x16x1x1xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_50 : tensor<8x16x8x8xf32>, tensor<1x16x1x1xf32>) outs(%34 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x16x8x8xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%170, %collapsed_25 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %181 = tensor.empty() : tensor<8x16x3x3xf32>
    %182 = linalg.fill ins(%cst_16 : f32) outs(%181 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %183 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%182 : tensor<8x16x3x3xf32>) {
    ^bb0(%out: f32):
      %247 = linalg.index 0 : index
      %248 = linalg.index 1 : index
      %249 = linalg.index 2 : index
      %250 = linalg.index 3 : index
      %251 = arith.subi %c2, %249 : index
      %252 = arith.subi %c2, %250 : index
      %extracted = tensor.extract %arg4[%248, %247, %251, %252] : tensor<16x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x3x3xf32>
    %184 = tensor.empty() : tensor<8x16x18x18xf32>
    %185 = linalg.fill ins(%cst_16 : f32) outs(%184 : tensor<8x16x18x18xf32>) -> tensor<8x16x18x18xf32>
    %inserted_slice_51 = tensor.insert_slice %179 into %185[0, 0, 1, 1] [8, 16, 8, 8] [1, 1, 2, 2] : tensor<8x16x8x8xf32> into tensor<8x16x18x18xf32>
    %186 = linalg.fill ins(%cst_16 : f32) outs(%0 : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %187 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_51, %183 : tensor<8x16x18x18xf32>, tensor<8x16x3x3xf32>) outs(%186 : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %transposed_52 = linalg.transpose ins(%33 : tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_53 = tensor.pad %transposed_52 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst_16 : f32
    } : tensor<8x8x16x16xf32> to tensor<8x8x18x18xf32>
    %188 = tensor.empty() : tensor<8x128x4x4xf32>
    %expanded_54 = tensor.expand_shape %padded_53 [[0], [1, 2], [3], [4]] output_shape [8, 8, 1, 18, 18] : tensor<8x8x18x18xf32> into tensor<8x8x1x18x18xf32>
    %expanded_55 = tensor.expand_shape %179 [[0], [1], [2, 3], [4]] output_shape [8, 16, 1, 8, 8] : tensor<8x16x8x8xf32> into tensor<8x16x1x8x8xf32>
    %expanded_56 = tensor.expand_shape %188 [[0], [1, 2], [3], [4]] output_shape [8, 8, 16, 4, 4] : tensor<8x128x4x4xf32> into tensor<8x8x16x4x4xf32>
    %189 = linalg.fill ins(%cst_16 : f32) outs(%expanded_56 : tensor<8x8x16x4x4xf32>) -> tensor<8x8x16x4x4xf32>
    %190 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_54, %expanded_55 : tensor<8x8x1x18x18xf32>, tensor<8x16x1x8x8xf32>) outs(%189 : tensor<8x8x16x4x4xf32>) -> tensor<8x8x16x4x4xf32>
    %collapsed_57 = tensor.collapse_shape %190 [[0], [1, 2], [3], [4]] : tensor<8x8x16x4x4xf32> into tensor<8x128x4x4xf32>
    %extracted_slice = tensor.extract_slice %collapsed_57[0, 0, 0, 0] [8, 128, 3, 4] [1, 1, 1, 1] : tensor<8x128x4x4xf32> to tensor<8x128x3x4xf32>
    %extracted_slice_58 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [8, 128, 3, 3] [1, 1, 1, 1] : tensor<8x128x3x4xf32> to tensor<8x128x3x3xf32>
    %expanded_59 = tensor.expand_shape %extracted_slice_58 [[0], [1, 2], [3], [4]] output_shape [8, 8, 16, 3, 3] : tensor<8x128x3x3xf32> into tensor<8x8x16x3x3xf32>
    %191 = tensor.empty() : tensor<8x16x8x3x3xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<8x8x16x3x3xf32>) outs(%191 : tensor<8x16x8x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %192 = tensor.empty() : tensor<16x8x3x3xf32>
    %193 = linalg.fill ins(%cst_16 : f32) outs(%192 : tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %194 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_60 : tensor<8x16x8x3x3xf32>) outs(%193 : tensor<16x8x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<16x8x3x3xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%179 : tensor<8x16x8x8xf32>) outs(%147 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %196 = tensor.empty() : tensor<8x8x16x16xi1>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<8x8x16x16xf32>) outs(%196 : tensor<8x8x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %247 = arith.cmpf ole, %in, %cst_16 : f32
      linalg.yield %247 : i1
    } -> tensor<8x8x16x16xi1>
    %198 = linalg.generic {indexing_maps = [#map1, #map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %cst_7, %187 : tensor<8x8x16x16xi1>, tensor<f32>, tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %247 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %247 : f32
    } -> tensor<8x8x16x16xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%198 : tensor<8x8x16x16xf32>) outs(%119 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %21 : tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x8x16x16xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%200 : tensor<8x8x16x16xf32>) outs(%119 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%199 : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.mulf %in, %cst_15 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %expanded_61 = tensor.expand_shape %202 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%201 : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.mulf %in, %cst_15 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_19, %collapsed_19 : tensor<8xf32>, tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%203, %204 : tensor<8xf32>, tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %expanded_62 = tensor.expand_shape %205 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_19, %arg2 : tensor<8xf32>, tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %expanded_63 = tensor.expand_shape %206 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_62 : tensor<8x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x8x16x16xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %207 : tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x8x16x16xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_61 : tensor<8x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x8x16x16xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_63 : tensor<8x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x8x16x16xf32>
    %211 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%201, %collapsed_19 : tensor<8xf32>, tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.mulf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %212 = tensor.empty() : tensor<3x8x16x16xf32>
    %transposed_64 = linalg.transpose ins(%arg20 : tensor<8x3x16x16xf32>) outs(%212 : tensor<3x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_65 = linalg.transpose ins(%210 : tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_66 = tensor.pad %transposed_64 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index):
      tensor.yield %cst_16 : f32
    } : tensor<3x8x16x16xf32> to tensor<3x8x18x18xf32>
    %213 = tensor.empty() : tensor<3x8x3x3xf32>
    %214 = linalg.fill ins(%cst_16 : f32) outs(%213 : tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32>
    %215 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_66, %transposed_65 : tensor<3x8x18x18xf32>, tensor<8x8x16x16xf32>) outs(%214 : tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32>
    %216 = tensor.empty() : tensor<8x3x3x3xf32>
    %transposed_67 = linalg.transpose ins(%215 : tensor<3x8x3x3xf32>) outs(%216 : tensor<8x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    %217 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%210 : tensor<8x8x16x16xf32>) outs(%119 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.addf %in, %out : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67 : tensor<8x3x3x3xf32>) outs(%216 : tensor<8x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8x3x3x3xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %218 : tensor<8x3x3x3xf32>, tensor<8x3x3x3xf32>) outs(%216 : tensor<8x3x3x3xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8x3x3x3xf32>
    %220 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%217 : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8xf32>
    %221 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg1, %220 : tensor<8xf32>, tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%211 : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg2, %222 : tensor<8xf32>, tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%199 : tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<8xf32>
    %225 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg3, %224 : tensor<8xf32>, tensor<8xf32>) outs(%23 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<8xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<16x8x3x3xf32>) outs(%192 : tensor<16x8x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16x8x3x3xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg4, %226 : tensor<16x8x3x3xf32>, tensor<16x8x3x3xf32>) outs(%192 : tensor<16x8x3x3xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16x8x3x3xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%195 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg5, %228 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%180 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg6, %230 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%168 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg7, %232 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_45 : tensor<16x16x3x3xf32>) outs(%152 : tensor<16x16x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16x16x3x3xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8, %234 : tensor<16x16x3x3xf32>, tensor<16x16x3x3xf32>) outs(%152 : tensor<16x16x3x3xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16x16x3x3xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%159 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16xf32>
    %237 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg9, %236 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_41 : tensor<16x16x1x1xf32>) outs(%140 : tensor<16x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16x16x1x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg10, %238 : tensor<16x16x1x1xf32>, tensor<16x16x1x1xf32>) outs(%140 : tensor<16x16x1x1xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16x16x1x1xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%148 : tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<16xf32>
    %241 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg11, %240 : tensor<16xf32>, tensor<16xf32>) outs(%56 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<16xf32>
    %242 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<10x16xf32>) outs(%132 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<10x16xf32>
    %243 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%arg12, %242 : tensor<10x16xf32>, tensor<10x16xf32>) outs(%132 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<10x16xf32>
    %244 = tensor.empty() : tensor<10xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_38 : tensor<10xf32>) outs(%244 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %247 = arith.truncf %cst_3 : f64 to f32
      %248 = arith.mulf %in, %247 : f32
      linalg.yield %248 : f32
    } -> tensor<10xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%arg13, %245 : tensor<10xf32>, tensor<10xf32>) outs(%244 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %247 = arith.subf %in, %in_68 : f32
      linalg.yield %247 : f32
    } -> tensor<10xf32>
    return %112, %219, %221, %223, %225, %227, %229, %231, %233, %235, %237, %239, %241, %243, %246, %26, %30, %3, %59, %63, %36 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x1x1xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<16xf32>, tensor<16xf32>, tensor<i64>
  }
}
