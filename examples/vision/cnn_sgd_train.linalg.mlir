#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0) -> ()>
#map10 = affine_map<() -> ()>
#map11 = affine_map<(d0, d1) -> ()>
#map12 = affine_map<(d0) -> (d0, 0)>
#map13 = affine_map<(d0, d1) -> (0, d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> ()>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map18 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
module {
  func.func @main(%arg0: tensor<8x3x3x3xf32> {spmd.name = "conv1.weight", spmd.role = "param"}, %arg1: tensor<8xf32> {spmd.name = "conv1.bias", spmd.role = "param"}, %arg2: tensor<16x8x3x3xf32> {spmd.name = "conv2.weight", spmd.role = "param"}, %arg3: tensor<16xf32> {spmd.name = "conv2.bias", spmd.role = "param"}, %arg4: tensor<16x16x3x3xf32> {spmd.name = "block.conv.weight", spmd.role = "param"}, %arg5: tensor<16xf32> {spmd.name = "block.conv.bias", spmd.role = "param"}, %arg6: tensor<16x16x1x1xf32> {spmd.name = "block.skip.weight", spmd.role = "param"}, %arg7: tensor<16xf32> {spmd.name = "block.skip.bias", spmd.role = "param"}, %arg8: tensor<10x16xf32> {spmd.name = "head.weight", spmd.role = "param"}, %arg9: tensor<10xf32> {spmd.name = "head.bias", spmd.role = "param"}, %arg10: tensor<8x3x16x16xf32> {spmd.name = "images", spmd.role = "input"}, %arg11: tensor<8xi64> {spmd.name = "labels", spmd.role = "input"}) -> (tensor<f32> {spmd.name = "loss"}, tensor<8x3x3x3xf32> {spmd.name = "new:conv1.weight"}, tensor<8xf32> {spmd.name = "new:conv1.bias"}, tensor<16x8x3x3xf32> {spmd.name = "new:conv2.weight"}, tensor<16xf32> {spmd.name = "new:conv2.bias"}, tensor<16x16x3x3xf32> {spmd.name = "new:block.conv.weight"}, tensor<16xf32> {spmd.name = "new:block.conv.bias"}, tensor<16x16x1x1xf32> {spmd.name = "new:block.skip.weight"}, tensor<16xf32> {spmd.name = "new:block.skip.bias"}, tensor<10x16xf32> {spmd.name = "new:head.weight"}, tensor<10xf32> {spmd.name = "new:head.bias"}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x10xf32>
    %cst_0 = arith.constant 0xFF800000 : f32
    %c-1_i64 = arith.constant -1 : i64
    %c10 = arith.constant 10 : index
    %cst_1 = arith.constant 1.000000e-01 : f64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant 1.600000e+01 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_5 = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst_6 = arith.constant -1.000000e+00 : f32
    %cst_7 = arith.constant dense<0> : tensor<i64>
    %padded = tensor.pad %arg10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg12: index, %arg13: index, %arg14: index, %arg15: index):
      tensor.yield %cst_5 : f32
    } : tensor<8x3x16x16xf32> to tensor<8x3x18x18xf32>
    %0 = tensor.empty() : tensor<8x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%0 : tensor<8x8x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<8x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.cmpf ugt, %in, %cst_5 : f32
      %156 = arith.select %155, %in, %cst_5 : f32
      linalg.yield %156 : f32
    } -> tensor<8x8x16x16xf32>
    %padded_8 = tensor.pad %2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg12: index, %arg13: index, %arg14: index, %arg15: index):
      tensor.yield %cst_5 : f32
    } : tensor<8x8x16x16xf32> to tensor<8x8x18x18xf32>
    %3 = tensor.empty() : tensor<8x16x8x8xf32>
    %broadcasted_9 = linalg.broadcast ins(%arg3 : tensor<16xf32>) outs(%3 : tensor<8x16x8x8xf32>) dimensions = [0, 2, 3] 
    %4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_8, %arg2 : tensor<8x8x18x18xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted_9 : tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<8x16x8x8xf32>) outs(%3 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.cmpf ugt, %in, %cst_5 : f32
      %156 = arith.select %155, %in, %cst_5 : f32
      linalg.yield %156 : f32
    } -> tensor<8x16x8x8xf32>
    %6 = tensor.empty() : tensor<8x16x4x4xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %8 = tensor.empty() : tensor<2x2xf32>
    %9 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%5, %8 : tensor<8x16x8x8xf32>, tensor<2x2xf32>) outs(%7 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %10 = tensor.empty() : tensor<8x16x4x4xi64>
    %11 = linalg.fill ins(%c-1_i64 : i64) outs(%10 : tensor<8x16x4x4xi64>) -> tensor<8x16x4x4xi64>
    %12 = tensor.empty() : tensor<2x2xi64>
    %13 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%9, %12 : tensor<8x16x4x4xf32>, tensor<2x2xi64>) outs(%11 : tensor<8x16x4x4xi64>) {
    ^bb0(%in: f32, %in_41: i64, %out: i64):
      %155 = linalg.index 0 : index
      %156 = linalg.index 1 : index
      %157 = linalg.index 2 : index
      %158 = linalg.index 4 : index
      %159 = arith.muli %157, %c2 : index
      %160 = arith.addi %159, %158 : index
      %161 = linalg.index 3 : index
      %162 = linalg.index 5 : index
      %163 = arith.muli %161, %c2 : index
      %164 = arith.addi %163, %162 : index
      %extracted = tensor.extract %5[%155, %156, %160, %164] : tensor<8x16x8x8xf32>
      %165 = arith.cmpf oeq, %extracted, %in : f32
      %166 = arith.muli %160, %c8 : index
      %167 = arith.addi %164, %166 : index
      %168 = arith.index_cast %167 : index to i64
      %169 = arith.select %165, %168, %out : i64
      %170 = arith.cmpi eq, %out, %c-1_i64 : i64
      %171 = arith.select %170, %169, %out : i64
      linalg.yield %171 : i64
    } -> tensor<8x16x4x4xi64>
    %padded_10 = tensor.pad %9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg12: index, %arg13: index, %arg14: index, %arg15: index):
      tensor.yield %cst_5 : f32
    } : tensor<8x16x4x4xf32> to tensor<8x16x6x6xf32>
    %broadcasted_11 = linalg.broadcast ins(%arg5 : tensor<16xf32>) outs(%6 : tensor<8x16x4x4xf32>) dimensions = [0, 2, 3] 
    %14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_10, %arg4 : tensor<8x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%broadcasted_11 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<8x16x4x4xf32>) outs(%6 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.cmpf ugt, %in, %cst_5 : f32
      %156 = arith.select %155, %in, %cst_5 : f32
      linalg.yield %156 : f32
    } -> tensor<8x16x4x4xf32>
    %broadcasted_12 = linalg.broadcast ins(%arg7 : tensor<16xf32>) outs(%6 : tensor<8x16x4x4xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%9, %arg6 : tensor<8x16x4x4xf32>, tensor<16x16x1x1xf32>) outs(%broadcasted_12 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %16 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%6 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.addf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<8x16x4x4xf32>
    %18 = tensor.empty() : tensor<8x16xf32>
    %19 = linalg.fill ins(%cst_5 : f32) outs(%18 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%17 : tensor<8x16x4x4xf32>) outs(%19 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<8x16xf32>
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<8x16xf32>) outs(%18 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.divf %in, %cst_4 : f32
      linalg.yield %155 : f32
    } -> tensor<8x16xf32>
    %22 = tensor.empty() : tensor<16x10xf32>
    %transposed = linalg.transpose ins(%arg8 : tensor<10x16xf32>) outs(%22 : tensor<16x10xf32>) permutation = [1, 0] 
    %23 = tensor.empty() : tensor<8x10xf32>
    %24 = linalg.fill ins(%cst_5 : f32) outs(%23 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %25 = linalg.matmul ins(%21, %transposed : tensor<8x16xf32>, tensor<16x10xf32>) outs(%24 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<10xf32>) outs(%23 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%25, %26 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%23 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.addf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<8x10xf32>
    %28 = tensor.empty() : tensor<8xi64>
    %29 = linalg.fill ins(%c0_i64 : i64) outs(%28 : tensor<8xi64>) -> tensor<8xi64>
    %30 = tensor.empty() : tensor<8xf32>
    %31 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<8xf32>) -> tensor<8xf32>
    %32:2 = linalg.generic {indexing_maps = [#map4, #map6, #map6], iterator_types = ["parallel", "reduction"]} ins(%27 : tensor<8x10xf32>) outs(%31, %29 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_41: i64):
      %155 = linalg.index 1 : index
      %156 = arith.index_cast %155 : index to i64
      %157 = arith.maximumf %in, %out : f32
      %158 = arith.cmpf ogt, %in, %out : f32
      %159 = arith.select %158, %156, %out_41 : i64
      linalg.yield %157, %159 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %32#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%27, %expanded : tensor<8x10xf32>, tensor<8x1xf32>) outs(%23 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<8x10xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<8x10xf32>) outs(%23 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.exp %in : f32
      linalg.yield %155 : f32
    } -> tensor<8x10xf32>
    %35 = tensor.empty() : tensor<8x1xf32>
    %36 = linalg.fill ins(%cst_5 : f32) outs(%35 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["parallel", "reduction"]} ins(%34 : tensor<8x10xf32>) outs(%36 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<8x1xf32>) outs(%35 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.log %in : f32
      linalg.yield %155 : f32
    } -> tensor<8x1xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%33, %38 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%23 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<8x10xf32>
    %40 = tensor.empty() : tensor<8xi1>
    %41 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%arg11 : tensor<8xi64>) outs(%40 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %155 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %155 : i1
    } -> tensor<8xi1>
    %42 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%41, %arg11, %cst_7 : tensor<8xi1>, tensor<8xi64>, tensor<i64>) outs(%28 : tensor<8xi64>) {
    ^bb0(%in: i1, %in_41: i64, %in_42: i64, %out: i64):
      %155 = arith.select %in, %in_41, %in_42 : i64
      linalg.yield %155 : i64
    } -> tensor<8xi64>
    %expanded_13 = tensor.expand_shape %42 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_13 : tensor<8x1xi64>) outs(%36 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %155 = linalg.index 0 : index
      %156 = arith.index_cast %in : i64 to index
      %157 = arith.cmpi slt, %156, %c10 : index
      cf.assert %157, "index must be smaller than dim size"
      %158 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %158, "index must be larger or equal to 0"
      %extracted = tensor.extract %39[%155, %156] : tensor<8x10xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed = tensor.collapse_shape %43 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %44 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed : tensor<8xf32>) outs(%30 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.negf %in : f32
      linalg.yield %155 : f32
    } -> tensor<8xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map8, #map9, #map8], iterator_types = ["parallel"]} ins(%41, %44, %cst_2 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%30 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_41: f32, %in_42: f32, %out: f32):
      %155 = arith.select %in, %in_41, %in_42 : f32
      linalg.yield %155 : f32
    } -> tensor<8xf32>
    %46 = tensor.empty() : tensor<i64>
    %47 = linalg.fill ins(%c0_i64 : i64) outs(%46 : tensor<i64>) -> tensor<i64>
    %48 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%41 : tensor<8xi1>) outs(%47 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %155 = arith.extui %in : i1 to i64
      %156 = arith.addi %155, %out : i64
      linalg.yield %156 : i64
    } -> tensor<i64>
    %49 = tensor.empty() : tensor<f32>
    %50 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%48 : tensor<i64>) outs(%49 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %155 = arith.sitofp %in : i64 to f32
      linalg.yield %155 : f32
    } -> tensor<f32>
    %51 = linalg.fill ins(%cst_5 : f32) outs(%49 : tensor<f32>) -> tensor<f32>
    %52 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["reduction"]} ins(%45 : tensor<8xf32>) outs(%51 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<f32>
    %53 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%52, %50 : tensor<f32>, tensor<f32>) outs(%49 : tensor<f32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.divf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<f32>
    %54 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = []} ins(%cst_3, %50 : tensor<f32>, tensor<f32>) outs(%49 : tensor<f32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.divf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<f32>
    %expanded_14 = tensor.expand_shape %arg11 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %55 = tensor.empty() : tensor<8x1xi1>
    %56 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_14 : tensor<8x1xi64>) outs(%55 : tensor<8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %155 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %155 : i1
    } -> tensor<8x1xi1>
    %57 = tensor.empty() : tensor<8x1xi64>
    %58 = linalg.generic {indexing_maps = [#map4, #map4, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%56, %expanded_14, %cst_7 : tensor<8x1xi1>, tensor<8x1xi64>, tensor<i64>) outs(%57 : tensor<8x1xi64>) {
    ^bb0(%in: i1, %in_41: i64, %in_42: i64, %out: i64):
      %155 = arith.select %in, %in_41, %in_42 : i64
      linalg.yield %155 : i64
    } -> tensor<8x1xi64>
    %59 = linalg.fill ins(%c0_i64 : i64) outs(%57 : tensor<8x1xi64>) -> tensor<8x1xi64>
    %60 = linalg.fill ins(%cst_5 : f32) outs(%30 : tensor<8xf32>) -> tensor<8xf32>
    %61:3 = linalg.generic {indexing_maps = [#map12, #map12, #map8], iterator_types = ["parallel"]} outs(%59, %59, %60 : tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>) {
    ^bb0(%out: i64, %out_41: i64, %out_42: f32):
      %155 = linalg.index 0 : index
      %156 = arith.remsi %155, %c8 : index
      %extracted = tensor.extract %58[%156, %c0] : tensor<8x1xi64>
      %157 = arith.index_cast %156 : index to i64
      linalg.yield %157, %extracted, %cst_6 : i64, i64, f32
    } -> (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>)
    %62 = tensor.empty() : tensor<8x2xi64>
    %63 = linalg.fill ins(%c0_i64 : i64) outs(%62 : tensor<8x2xi64>) -> tensor<8x2xi64>
    %inserted_slice = tensor.insert_slice %61#0 into %63[0, 0] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %inserted_slice_15 = tensor.insert_slice %61#1 into %inserted_slice[0, 1] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %64 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%61#2, %inserted_slice_15 : tensor<8xf32>, tensor<8x2xi64>) outs(%cst : tensor<8x10xf32>) {
    ^bb0(%arg12: f32, %arg13: f32):
      tm_tensor.yield %arg12 : f32
    } -> tensor<8x10xf32>
    %65 = linalg.generic {indexing_maps = [#map4, #map11, #map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%56, %54, %cst_2 : tensor<8x1xi1>, tensor<f32>, tensor<f32>) outs(%35 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_41: f32, %in_42: f32, %out: f32):
      %155 = arith.select %in, %in_41, %in_42 : f32
      linalg.yield %155 : f32
    } -> tensor<8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%64, %65 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%23 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.mulf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<8x10xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x10xf32>) outs(%23 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = math.exp %in : f32
      linalg.yield %155 : f32
    } -> tensor<8x10xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map7], iterator_types = ["parallel", "reduction"]} ins(%66 : tensor<8x10xf32>) outs(%36 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map4, #map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%67, %68 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%23 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.mulf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<8x10xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%66, %69 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%23 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<8x10xf32>
    %71 = linalg.matmul ins(%70, %arg8 : tensor<8x10xf32>, tensor<10x16xf32>) outs(%19 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %72 = tensor.empty() : tensor<10x8xf32>
    %transposed_16 = linalg.transpose ins(%70 : tensor<8x10xf32>) outs(%72 : tensor<10x8xf32>) permutation = [1, 0] 
    %73 = tensor.empty() : tensor<10x16xf32>
    %74 = linalg.fill ins(%cst_5 : f32) outs(%73 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %75 = linalg.matmul ins(%transposed_16, %21 : tensor<10x8xf32>, tensor<8x16xf32>) outs(%74 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %76 = tensor.empty() : tensor<1x10xf32>
    %77 = linalg.fill ins(%cst_5 : f32) outs(%76 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %78 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["reduction", "parallel"]} ins(%70 : tensor<8x10xf32>) outs(%77 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<1x10xf32>
    %collapsed_17 = tensor.collapse_shape %78 [[0, 1]] : tensor<1x10xf32> into tensor<10xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<8x16xf32>) outs(%6 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x4xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<8x16x4x4xf32>) outs(%6 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.divf %in, %cst_4 : f32
      linalg.yield %155 : f32
    } -> tensor<8x16x4x4xf32>
    %81 = tensor.empty() : tensor<16x16x1x1xf32>
    %82 = linalg.fill ins(%cst_5 : f32) outs(%81 : tensor<16x16x1x1xf32>) -> tensor<16x16x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%82 : tensor<16x16x1x1xf32>) {
    ^bb0(%out: f32):
      %155 = linalg.index 0 : index
      %156 = linalg.index 1 : index
      %extracted = tensor.extract %arg6[%156, %155, %c0, %c0] : tensor<16x16x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x1x1xf32>
    %84 = linalg.fill ins(%cst_5 : f32) outs(%6 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %85 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%80, %83 : tensor<8x16x4x4xf32>, tensor<16x16x1x1xf32>) outs(%84 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %86 = tensor.empty() : tensor<16x8x4x4xf32>
    %transposed_18 = linalg.transpose ins(%9 : tensor<8x16x4x4xf32>) outs(%86 : tensor<16x8x4x4xf32>) permutation = [1, 0, 2, 3] 
    %transposed_19 = linalg.transpose ins(%80 : tensor<8x16x4x4xf32>) outs(%86 : tensor<16x8x4x4xf32>) permutation = [1, 0, 2, 3] 
    %87 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%transposed_18, %transposed_19 : tensor<16x8x4x4xf32>, tensor<16x8x4x4xf32>) outs(%82 : tensor<16x16x1x1xf32>) -> tensor<16x16x1x1xf32>
    %transposed_20 = linalg.transpose ins(%87 : tensor<16x16x1x1xf32>) outs(%81 : tensor<16x16x1x1xf32>) permutation = [1, 0, 2, 3] 
    %88 = tensor.empty() : tensor<16xf32>
    %89 = linalg.fill ins(%cst_5 : f32) outs(%88 : tensor<16xf32>) -> tensor<16xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%80 : tensor<8x16x4x4xf32>) outs(%89 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<16xf32>
    %91 = tensor.empty() : tensor<8x16x4x4xi1>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<8x16x4x4xf32>) outs(%91 : tensor<8x16x4x4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %155 = arith.cmpf ole, %in, %cst_5 : f32
      linalg.yield %155 : i1
    } -> tensor<8x16x4x4xi1>
    %93 = linalg.generic {indexing_maps = [#map, #map15, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %cst_2, %80 : tensor<8x16x4x4xi1>, tensor<f32>, tensor<8x16x4x4xf32>) outs(%6 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: i1, %in_41: f32, %in_42: f32, %out: f32):
      %155 = arith.select %in, %in_41, %in_42 : f32
      linalg.yield %155 : f32
    } -> tensor<8x16x4x4xf32>
    %94 = tensor.empty() : tensor<16x16x3x3xf32>
    %95 = linalg.fill ins(%cst_5 : f32) outs(%94 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %96 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<16x16x3x3xf32>) {
    ^bb0(%out: f32):
      %155 = linalg.index 0 : index
      %156 = linalg.index 1 : index
      %157 = linalg.index 2 : index
      %158 = linalg.index 3 : index
      %159 = arith.subi %c2, %157 : index
      %160 = arith.subi %c2, %158 : index
      %extracted = tensor.extract %arg4[%156, %155, %159, %160] : tensor<16x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x16x3x3xf32>
    %97 = tensor.empty() : tensor<8x16x6x6xf32>
    %98 = linalg.fill ins(%cst_5 : f32) outs(%97 : tensor<8x16x6x6xf32>) -> tensor<8x16x6x6xf32>
    %inserted_slice_21 = tensor.insert_slice %93 into %98[0, 0, 1, 1] [8, 16, 4, 4] [1, 1, 1, 1] : tensor<8x16x4x4xf32> into tensor<8x16x6x6xf32>
    %99 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_21, %96 : tensor<8x16x6x6xf32>, tensor<16x16x3x3xf32>) outs(%84 : tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %transposed_22 = linalg.transpose ins(%93 : tensor<8x16x4x4xf32>) outs(%86 : tensor<16x8x4x4xf32>) permutation = [1, 0, 2, 3] 
    %padded_23 = tensor.pad %transposed_18 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg12: index, %arg13: index, %arg14: index, %arg15: index):
      tensor.yield %cst_5 : f32
    } : tensor<16x8x4x4xf32> to tensor<16x8x6x6xf32>
    %100 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_23, %transposed_22 : tensor<16x8x6x6xf32>, tensor<16x8x4x4xf32>) outs(%95 : tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %transposed_24 = linalg.transpose ins(%100 : tensor<16x16x3x3xf32>) outs(%94 : tensor<16x16x3x3xf32>) permutation = [1, 0, 2, 3] 
    %101 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%93 : tensor<8x16x4x4xf32>) outs(%89 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<16xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %99 : tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) outs(%6 : tensor<8x16x4x4xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.addf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<8x16x4x4xf32>
    %103 = tensor.empty() : tensor<8x16x4x4x4xi64>
    %104 = linalg.generic {indexing_maps = [#map16, #map17], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<8x16x4x4xi64>) outs(%103 : tensor<8x16x4x4x4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %155 = arith.index_cast %in : i64 to index
      %156 = linalg.index 4 : index
      %157 = arith.remsi %155, %c8 : index
      %158 = arith.cmpi eq, %156, %c3 : index
      %159 = arith.select %158, %157, %c0 : index
      %160 = arith.floordivsi %155, %c8 : index
      %161 = arith.cmpi eq, %156, %c2 : index
      %162 = arith.select %161, %160, %c0 : index
      %163 = arith.addi %159, %162 : index
      %164 = linalg.index 1 : index
      %165 = arith.cmpi eq, %156, %c1 : index
      %166 = arith.select %165, %164, %c0 : index
      %167 = arith.addi %163, %166 : index
      %168 = linalg.index 0 : index
      %169 = arith.cmpi eq, %156, %c0 : index
      %170 = arith.select %169, %168, %c0 : index
      %171 = arith.addi %167, %170 : index
      %172 = arith.index_cast %171 : index to i64
      linalg.yield %172 : i64
    } -> tensor<8x16x4x4x4xi64>
    %105 = linalg.fill ins(%cst_5 : f32) outs(%3 : tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %collapsed_25 = tensor.collapse_shape %102 [[0, 1, 2, 3]] : tensor<8x16x4x4xf32> into tensor<2048xf32>
    %collapsed_26 = tensor.collapse_shape %104 [[0, 1, 2, 3], [4]] : tensor<8x16x4x4x4xi64> into tensor<2048x4xi64>
    %106 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(false) ins(%collapsed_25, %collapsed_26 : tensor<2048xf32>, tensor<2048x4xi64>) outs(%105 : tensor<8x16x8x8xf32>) {
    ^bb0(%arg12: f32, %arg13: f32):
      %155 = arith.addf %arg13, %arg12 : f32
      tm_tensor.yield %155 : f32
    } -> tensor<8x16x8x8xf32>
    %107 = tensor.empty() : tensor<8x16x8x8xi1>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<8x16x8x8xf32>) outs(%107 : tensor<8x16x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %155 = arith.cmpf ole, %in, %cst_5 : f32
      linalg.yield %155 : i1
    } -> tensor<8x16x8x8xi1>
    %109 = linalg.generic {indexing_maps = [#map, #map15, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %cst_2, %106 : tensor<8x16x8x8xi1>, tensor<f32>, tensor<8x16x8x8xf32>) outs(%3 : tensor<8x16x8x8xf32>) {
    ^bb0(%in: i1, %in_41: f32, %in_42: f32, %out: f32):
      %155 = arith.select %in, %in_41, %in_42 : f32
      linalg.yield %155 : f32
    } -> tensor<8x16x8x8xf32>
    %110 = tensor.empty() : tensor<8x16x3x3xf32>
    %111 = linalg.fill ins(%cst_5 : f32) outs(%110 : tensor<8x16x3x3xf32>) -> tensor<8x16x3x3xf32>
    %112 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%111 : tensor<8x16x3x3xf32>) {
    ^bb0(%out: f32):
      %155 = linalg.index 0 : index
      %156 = linalg.index 1 : index
      %157 = linalg.index 2 : index
      %158 = linalg.index 3 : index
      %159 = arith.subi %c2, %157 : index
      %160 = arith.subi %c2, %158 : index
      %extracted = tensor.extract %arg2[%156, %155, %159, %160] : tensor<16x8x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x16x3x3xf32>
    %113 = tensor.empty() : tensor<8x16x18x18xf32>
    %114 = linalg.fill ins(%cst_5 : f32) outs(%113 : tensor<8x16x18x18xf32>) -> tensor<8x16x18x18xf32>
    %inserted_slice_27 = tensor.insert_slice %109 into %114[0, 0, 1, 1] [8, 16, 8, 8] [1, 1, 2, 2] : tensor<8x16x8x8xf32> into tensor<8x16x18x18xf32>
    %115 = linalg.fill ins(%cst_5 : f32) outs(%0 : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %116 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice_27, %112 : tensor<8x16x18x18xf32>, tensor<8x16x3x3xf32>) outs(%115 : tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %transposed_28 = linalg.transpose ins(%2 : tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_29 = tensor.pad %transposed_28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg12: index, %arg13: index, %arg14: index, %arg15: index):
      tensor.yield %cst_5 : f32
    } : tensor<8x8x16x16xf32> to tensor<8x8x18x18xf32>
    %117 = tensor.empty() : tensor<8x128x4x4xf32>
    %expanded_30 = tensor.expand_shape %padded_29 [[0], [1, 2], [3], [4]] output_shape [8, 8, 1, 18, 18] : tensor<8x8x18x18xf32> into tensor<8x8x1x18x18xf32>
    %expanded_31 = tensor.expand_shape %109 [[0], [1], [2, 3], [4]] output_shape [8, 16, 1, 8, 8] : tensor<8x16x8x8xf32> into tensor<8x16x1x8x8xf32>
    %expanded_32 = tensor.expand_shape %117 [[0], [1, 2], [3], [4]] output_shape [8, 8, 16, 4, 4] : tensor<8x128x4x4xf32> into tensor<8x8x16x4x4xf32>
    %118 = linalg.fill ins(%cst_5 : f32) outs(%expanded_32 : tensor<8x8x16x4x4xf32>) -> tensor<8x8x16x4x4xf32>
    %119 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_30, %expanded_31 : tensor<8x8x1x18x18xf32>, tensor<8x16x1x8x8xf32>) outs(%118 : tensor<8x8x16x4x4xf32>) -> tensor<8x8x16x4x4xf32>
    %collapsed_33 = tensor.collapse_shape %119 [[0], [1, 2], [3], [4]] : tensor<8x8x16x4x4xf32> into tensor<8x128x4x4xf32>
    %extracted_slice = tensor.extract_slice %collapsed_33[0, 0, 0, 0] [8, 128, 3, 4] [1, 1, 1, 1] : tensor<8x128x4x4xf32> to tensor<8x128x3x4xf32>
    %extracted_slice_34 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [8, 128, 3, 3] [1, 1, 1, 1] : tensor<8x128x3x4xf32> to tensor<8x128x3x3xf32>
    %expanded_35 = tensor.expand_shape %extracted_slice_34 [[0], [1, 2], [3], [4]] output_shape [8, 8, 16, 3, 3] : tensor<8x128x3x3xf32> into tensor<8x8x16x3x3xf32>
    %120 = tensor.empty() : tensor<8x16x8x3x3xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<8x8x16x3x3xf32>) outs(%120 : tensor<8x16x8x3x3xf32>) permutation = [1, 2, 0, 3, 4] 
    %121 = tensor.empty() : tensor<16x8x3x3xf32>
    %122 = linalg.fill ins(%cst_5 : f32) outs(%121 : tensor<16x8x3x3xf32>) -> tensor<16x8x3x3xf32>
    %123 = linalg.generic {indexing_maps = [#map17, #map18], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<8x16x8x3x3xf32>) outs(%122 : tensor<16x8x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<16x8x3x3xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%109 : tensor<8x16x8x8xf32>) outs(%89 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<16xf32>
    %125 = tensor.empty() : tensor<8x8x16x16xi1>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<8x8x16x16xf32>) outs(%125 : tensor<8x8x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %155 = arith.cmpf ole, %in, %cst_5 : f32
      linalg.yield %155 : i1
    } -> tensor<8x8x16x16xi1>
    %127 = linalg.generic {indexing_maps = [#map, #map15, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %cst_2, %116 : tensor<8x8x16x16xi1>, tensor<f32>, tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) {
    ^bb0(%in: i1, %in_41: f32, %in_42: f32, %out: f32):
      %155 = arith.select %in, %in_41, %in_42 : f32
      linalg.yield %155 : f32
    } -> tensor<8x8x16x16xf32>
    %128 = tensor.empty() : tensor<3x8x16x16xf32>
    %transposed_37 = linalg.transpose ins(%arg10 : tensor<8x3x16x16xf32>) outs(%128 : tensor<3x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %transposed_38 = linalg.transpose ins(%127 : tensor<8x8x16x16xf32>) outs(%0 : tensor<8x8x16x16xf32>) permutation = [1, 0, 2, 3] 
    %padded_39 = tensor.pad %transposed_37 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg12: index, %arg13: index, %arg14: index, %arg15: index):
      tensor.yield %cst_5 : f32
    } : tensor<3x8x16x16xf32> to tensor<3x8x18x18xf32>
    %129 = tensor.empty() : tensor<3x8x3x3xf32>
    %130 = linalg.fill ins(%cst_5 : f32) outs(%129 : tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32>
    %131 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_39, %transposed_38 : tensor<3x8x18x18xf32>, tensor<8x8x16x16xf32>) outs(%130 : tensor<3x8x3x3xf32>) -> tensor<3x8x3x3xf32>
    %132 = tensor.empty() : tensor<8x3x3x3xf32>
    %transposed_40 = linalg.transpose ins(%131 : tensor<3x8x3x3xf32>) outs(%132 : tensor<8x3x3x3xf32>) permutation = [1, 0, 2, 3] 
    %133 = linalg.generic {indexing_maps = [#map, #map14], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%127 : tensor<8x8x16x16xf32>) outs(%60 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.addf %in, %out : f32
      linalg.yield %155 : f32
    } -> tensor<8xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_40 : tensor<8x3x3x3xf32>) outs(%132 : tensor<8x3x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_1 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<8x3x3x3xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %134 : tensor<8x3x3x3xf32>, tensor<8x3x3x3xf32>) outs(%132 : tensor<8x3x3x3xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<8x3x3x3xf32>
    %136 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%133 : tensor<8xf32>) outs(%30 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_1 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<8xf32>
    %137 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg1, %136 : tensor<8xf32>, tensor<8xf32>) outs(%30 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<8xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<16x8x3x3xf32>) outs(%121 : tensor<16x8x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_1 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<16x8x3x3xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %138 : tensor<16x8x3x3xf32>, tensor<16x8x3x3xf32>) outs(%121 : tensor<16x8x3x3xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<16x8x3x3xf32>
    %140 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%124 : tensor<16xf32>) outs(%88 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_1 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<16xf32>
    %141 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg3, %140 : tensor<16xf32>, tensor<16xf32>) outs(%88 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<16xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_24 : tensor<16x16x3x3xf32>) outs(%94 : tensor<16x16x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_1 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<16x16x3x3xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg4, %142 : tensor<16x16x3x3xf32>, tensor<16x16x3x3xf32>) outs(%94 : tensor<16x16x3x3xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<16x16x3x3xf32>
    %144 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%101 : tensor<16xf32>) outs(%88 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_1 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<16xf32>
    %145 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg5, %144 : tensor<16xf32>, tensor<16xf32>) outs(%88 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<16xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<16x16x1x1xf32>) outs(%81 : tensor<16x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_1 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<16x16x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6, %146 : tensor<16x16x1x1xf32>, tensor<16x16x1x1xf32>) outs(%81 : tensor<16x16x1x1xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<16x16x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%90 : tensor<16xf32>) outs(%88 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_1 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<16xf32>
    %149 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg7, %148 : tensor<16xf32>, tensor<16xf32>) outs(%88 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<16xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%75 : tensor<10x16xf32>) outs(%73 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_1 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<10x16xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg8, %150 : tensor<10x16xf32>, tensor<10x16xf32>) outs(%73 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<10x16xf32>
    %152 = tensor.empty() : tensor<10xf32>
    %153 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_17 : tensor<10xf32>) outs(%152 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %155 = arith.truncf %cst_1 : f64 to f32
      %156 = arith.mulf %in, %155 : f32
      linalg.yield %156 : f32
    } -> tensor<10xf32>
    %154 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%arg9, %153 : tensor<10xf32>, tensor<10xf32>) outs(%152 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %155 = arith.subf %in, %in_41 : f32
      linalg.yield %155 : f32
    } -> tensor<10xf32>
    return %53, %135, %137, %139, %141, %143, %145, %147, %149, %151, %154 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x1x1xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>
  }
}
