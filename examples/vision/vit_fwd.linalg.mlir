#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  func.func @main(%arg0: tensor<1x16x32xf32> {spmd.name = "position", spmd.role = "param"}, %arg1: tensor<32x3x4x4xf32> {spmd.name = "patches.weight", spmd.role = "param"}, %arg2: tensor<32xf32> {spmd.name = "patches.bias", spmd.role = "param"}, %arg3: tensor<32xf32> {spmd.name = "block.ln1.weight", spmd.role = "param"}, %arg4: tensor<32xf32> {spmd.name = "block.ln1.bias", spmd.role = "param"}, %arg5: tensor<96x32xf32> {spmd.name = "block.qkv.weight", spmd.role = "param"}, %arg6: tensor<96xf32> {spmd.name = "block.qkv.bias", spmd.role = "param"}, %arg7: tensor<32x32xf32> {spmd.name = "block.proj.weight", spmd.role = "param"}, %arg8: tensor<32xf32> {spmd.name = "block.proj.bias", spmd.role = "param"}, %arg9: tensor<32xf32> {spmd.name = "block.ln2.weight", spmd.role = "param"}, %arg10: tensor<32xf32> {spmd.name = "block.ln2.bias", spmd.role = "param"}, %arg11: tensor<64x32xf32> {spmd.name = "block.fc1.weight", spmd.role = "param"}, %arg12: tensor<64xf32> {spmd.name = "block.fc1.bias", spmd.role = "param"}, %arg13: tensor<32x64xf32> {spmd.name = "block.fc2.weight", spmd.role = "param"}, %arg14: tensor<32xf32> {spmd.name = "block.fc2.bias", spmd.role = "param"}, %arg15: tensor<32xf32> {spmd.name = "ln.weight", spmd.role = "param"}, %arg16: tensor<32xf32> {spmd.name = "ln.bias", spmd.role = "param"}, %arg17: tensor<10x32xf32> {spmd.name = "head.weight", spmd.role = "param"}, %arg18: tensor<10xf32> {spmd.name = "head.bias", spmd.role = "param"}, %arg19: tensor<8x3x16x16xf32> {spmd.name = "images", spmd.role = "input"}) -> (tensor<8x10xf32> {spmd.name = "output"}) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 3.200000e+01 : f64
    %cst_6 = arith.constant 3.200000e+01 : f32
    %cst_7 = arith.constant 4.000000e+00 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %cst_9 = arith.constant 1.600000e+01 : f32
    %0 = tensor.empty() : tensor<8x32x4x4xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<32xf32>) outs(%0 : tensor<8x32x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg19, %arg1 : tensor<8x3x16x16xf32>, tensor<32x3x4x4xf32>) outs(%broadcasted : tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<8x32x4x4xf32> into tensor<8x32x16xf32>
    %2 = tensor.empty() : tensor<8x16x32xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<8x32x16xf32>) outs(%2 : tensor<8x16x32xf32>) permutation = [0, 2, 1] 
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed, %arg0 : tensor<8x16x32xf32>, tensor<1x16x32xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %4 = tensor.empty() : tensor<8x16x32xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x16x32xf32>) outs(%4 : tensor<8x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %112 = arith.extf %in : f32 to f64
      linalg.yield %112 : f64
    } -> tensor<8x16x32xf64>
    %6 = tensor.empty() : tensor<8x16x1xf64>
    %7 = linalg.fill ins(%cst_0 : f64) outs(%6 : tensor<8x16x1xf64>) -> tensor<8x16x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<8x16x32xf64>) outs(%7 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.addf %in, %out : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x16x1xf64>) outs(%6 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.divf %in, %cst_5 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %9 : tensor<8x16x32xf64>, tensor<8x16x1xf64>) outs(%4 : tensor<8x16x32xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %112 = arith.subf %in, %in_35 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x32xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %10 : tensor<8x16x32xf64>, tensor<8x16x32xf64>) outs(%4 : tensor<8x16x32xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %112 = arith.mulf %in, %in_35 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x32xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<8x16x32xf64>) outs(%7 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.addf %in, %out : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<8x16x1xf64>) outs(%6 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.divf %in, %cst_5 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %14 = tensor.empty() : tensor<8x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<8x16x1xf64>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %112 = arith.truncf %in : f64 to f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%14 : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<8x16x32xf32>) outs(%16 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<8x16x1xf32>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.divf %in, %cst_6 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<8x16x1xf32>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.truncf %cst_4 : f64 to f32
      %113 = arith.addf %in, %112 : f32
      linalg.yield %113 : f32
    } -> tensor<8x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<8x16x1xf32>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.rsqrt %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %18 : tensor<8x16x32xf32>, tensor<8x16x1xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.subf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<8x16x32xf32>, tensor<8x16x1xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.mulf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg3 : tensor<8x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.mulf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %arg4 : tensor<8x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %collapsed_10 = tensor.collapse_shape %24 [[0, 1], [2]] : tensor<8x16x32xf32> into tensor<128x32xf32>
    %25 = tensor.empty() : tensor<32x96xf32>
    %transposed_11 = linalg.transpose ins(%arg5 : tensor<96x32xf32>) outs(%25 : tensor<32x96xf32>) permutation = [1, 0] 
    %26 = tensor.empty() : tensor<128x96xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %28 = linalg.matmul ins(%collapsed_10, %transposed_11 : tensor<128x32xf32>, tensor<32x96xf32>) outs(%27 : tensor<128x96xf32>) -> tensor<128x96xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<96xf32>) outs(%26 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x96xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%28, %29 : tensor<128x96xf32>, tensor<128x96xf32>) outs(%26 : tensor<128x96xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<128x96xf32>
    %expanded = tensor.expand_shape %30 [[0, 1], [2, 3, 4]] output_shape [8, 16, 3, 2, 16] : tensor<128x96xf32> into tensor<8x16x3x2x16xf32>
    %31 = tensor.empty() : tensor<3x8x2x16x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded : tensor<8x16x3x2x16xf32>) outs(%31 : tensor<3x8x2x16x16xf32>) permutation = [2, 0, 3, 1, 4] 
    %extracted_slice = tensor.extract_slice %transposed_12[0, 0, 0, 0, 0] [1, 8, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<3x8x2x16x16xf32> to tensor<1x8x2x16x16xf32>
    %extracted_slice_13 = tensor.extract_slice %transposed_12[1, 0, 0, 0, 0] [1, 8, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<3x8x2x16x16xf32> to tensor<1x8x2x16x16xf32>
    %extracted_slice_14 = tensor.extract_slice %transposed_12[2, 0, 0, 0, 0] [1, 8, 2, 16, 16] [1, 1, 1, 1, 1] : tensor<3x8x2x16x16xf32> to tensor<1x8x2x16x16xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice_13 [[0, 1], [2], [3], [4]] : tensor<1x8x2x16x16xf32> into tensor<8x2x16x16xf32>
    %32 = tensor.empty() : tensor<8x2x16x16xf32>
    %transposed_16 = linalg.transpose ins(%collapsed_15 : tensor<8x2x16x16xf32>) outs(%32 : tensor<8x2x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_17 = tensor.collapse_shape %extracted_slice [[0, 1, 2], [3], [4]] : tensor<1x8x2x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_18 = tensor.collapse_shape %transposed_16 [[0, 1], [2], [3]] : tensor<8x2x16x16xf32> into tensor<16x16x16xf32>
    %33 = tensor.empty() : tensor<16x16x16xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %35 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%34 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_19 = tensor.expand_shape %35 [[0, 1], [2], [3]] output_shape [8, 2, 16, 16] : tensor<16x16x16xf32> into tensor<8x2x16x16xf32>
    %36 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<8x2x16x16xf32>) outs(%32 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.divf %in, %cst_7 : f32
      linalg.yield %112 : f32
    } -> tensor<8x2x16x16xf32>
    %37 = tensor.empty() : tensor<8x2x16xi64>
    %38 = linalg.fill ins(%c0_i64 : i64) outs(%37 : tensor<8x2x16xi64>) -> tensor<8x2x16xi64>
    %39 = tensor.empty() : tensor<8x2x16xf32>
    %40 = linalg.fill ins(%cst_1 : f32) outs(%39 : tensor<8x2x16xf32>) -> tensor<8x2x16xf32>
    %41:2 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%36 : tensor<8x2x16x16xf32>) outs(%40, %38 : tensor<8x2x16xf32>, tensor<8x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_35: i64):
      %112 = linalg.index 3 : index
      %113 = arith.index_cast %112 : index to i64
      %114 = arith.maximumf %in, %out : f32
      %115 = arith.cmpf ogt, %in, %out : f32
      %116 = arith.select %115, %113, %out_35 : i64
      linalg.yield %114, %116 : f32, i64
    } -> (tensor<8x2x16xf32>, tensor<8x2x16xi64>)
    %expanded_20 = tensor.expand_shape %41#0 [[0], [1], [2, 3]] output_shape [8, 2, 16, 1] : tensor<8x2x16xf32> into tensor<8x2x16x1xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_20 : tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) outs(%32 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.subf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x2x16x16xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<8x2x16x16xf32>) outs(%32 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.exp %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x2x16x16xf32>
    %44 = tensor.empty() : tensor<8x2x16x1xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<8x2x16x16xf32>) outs(%45 : tensor<8x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<8x2x16x1xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<8x2x16x16xf32>, tensor<8x2x16x1xf32>) outs(%32 : tensor<8x2x16x16xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.divf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x2x16x16xf32>
    %collapsed_21 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<8x2x16x16xf32> into tensor<16x16x16xf32>
    %collapsed_22 = tensor.collapse_shape %extracted_slice_14 [[0, 1, 2], [3], [4]] : tensor<1x8x2x16x16xf32> into tensor<16x16x16xf32>
    %48 = linalg.batch_matmul ins(%collapsed_21, %collapsed_22 : tensor<16x16x16xf32>, tensor<16x16x16xf32>) outs(%34 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %expanded_23 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [8, 2, 16, 16] : tensor<16x16x16xf32> into tensor<8x2x16x16xf32>
    %49 = tensor.empty() : tensor<8x16x2x16xf32>
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<8x2x16x16xf32>) outs(%49 : tensor<8x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_25 = tensor.collapse_shape %transposed_24 [[0, 1], [2, 3]] : tensor<8x16x2x16xf32> into tensor<128x32xf32>
    %50 = tensor.empty() : tensor<32x32xf32>
    %transposed_26 = linalg.transpose ins(%arg7 : tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) permutation = [1, 0] 
    %51 = tensor.empty() : tensor<128x32xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %53 = linalg.matmul ins(%collapsed_25, %transposed_26 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%52 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%51 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%53, %54 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%51 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<128x32xf32>
    %expanded_27 = tensor.expand_shape %55 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %expanded_27 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<8x16x32xf32>) outs(%4 : tensor<8x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %112 = arith.extf %in : f32 to f64
      linalg.yield %112 : f64
    } -> tensor<8x16x32xf64>
    %58 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<8x16x32xf64>) outs(%7 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.addf %in, %out : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<8x16x1xf64>) outs(%6 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.divf %in, %cst_5 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %59 : tensor<8x16x32xf64>, tensor<8x16x1xf64>) outs(%4 : tensor<8x16x32xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %112 = arith.subf %in, %in_35 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x32xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %60 : tensor<8x16x32xf64>, tensor<8x16x32xf64>) outs(%4 : tensor<8x16x32xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %112 = arith.mulf %in, %in_35 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x32xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%61 : tensor<8x16x32xf64>) outs(%7 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.addf %in, %out : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<8x16x1xf64>) outs(%6 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.divf %in, %cst_5 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<8x16x1xf64>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %112 = arith.truncf %in : f64 to f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%56 : tensor<8x16x32xf32>) outs(%16 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<8x16x1xf32>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.divf %in, %cst_6 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<8x16x1xf32>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.truncf %cst_4 : f64 to f32
      %113 = arith.addf %in, %112 : f32
      linalg.yield %113 : f32
    } -> tensor<8x16x1xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<8x16x1xf32>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.rsqrt %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %66 : tensor<8x16x32xf32>, tensor<8x16x1xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.subf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %68 : tensor<8x16x32xf32>, tensor<8x16x1xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.mulf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %arg9 : tensor<8x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.mulf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %arg10 : tensor<8x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %collapsed_28 = tensor.collapse_shape %72 [[0, 1], [2]] : tensor<8x16x32xf32> into tensor<128x32xf32>
    %73 = tensor.empty() : tensor<32x64xf32>
    %transposed_29 = linalg.transpose ins(%arg11 : tensor<64x32xf32>) outs(%73 : tensor<32x64xf32>) permutation = [1, 0] 
    %74 = tensor.empty() : tensor<128x64xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %76 = linalg.matmul ins(%collapsed_28, %transposed_29 : tensor<128x32xf32>, tensor<32x64xf32>) outs(%75 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64xf32>) outs(%74 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%76, %77 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%74 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<128x64xf32>
    %expanded_30 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %79 = tensor.empty() : tensor<8x16x64xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<8x16x64xf32>) outs(%79 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.divf %in, %cst_8 : f32
      %113 = math.erf %112 : f32
      %114 = arith.addf %113, %cst_2 : f32
      %115 = arith.mulf %114, %cst_3 : f32
      %116 = arith.mulf %in, %115 : f32
      linalg.yield %116 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_31 = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %81 = tensor.empty() : tensor<64x32xf32>
    %transposed_32 = linalg.transpose ins(%arg13 : tensor<32x64xf32>) outs(%81 : tensor<64x32xf32>) permutation = [1, 0] 
    %82 = linalg.matmul ins(%collapsed_31, %transposed_32 : tensor<128x64xf32>, tensor<64x32xf32>) outs(%52 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %83 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32xf32>) outs(%51 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %84 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%82, %83 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%51 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<128x32xf32>
    %expanded_33 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [8, 16, 32] : tensor<128x32xf32> into tensor<8x16x32xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %expanded_33 : tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<8x16x32xf32>) outs(%4 : tensor<8x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %112 = arith.extf %in : f32 to f64
      linalg.yield %112 : f64
    } -> tensor<8x16x32xf64>
    %87 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<8x16x32xf64>) outs(%7 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.addf %in, %out : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<8x16x1xf64>) outs(%6 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.divf %in, %cst_5 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %89 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %88 : tensor<8x16x32xf64>, tensor<8x16x1xf64>) outs(%4 : tensor<8x16x32xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %112 = arith.subf %in, %in_35 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x32xf64>
    %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %89 : tensor<8x16x32xf64>, tensor<8x16x32xf64>) outs(%4 : tensor<8x16x32xf64>) {
    ^bb0(%in: f64, %in_35: f64, %out: f64):
      %112 = arith.mulf %in, %in_35 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x32xf64>
    %91 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%90 : tensor<8x16x32xf64>) outs(%7 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.addf %in, %out : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<8x16x1xf64>) outs(%6 : tensor<8x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %112 = arith.divf %in, %cst_5 : f64
      linalg.yield %112 : f64
    } -> tensor<8x16x1xf64>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x16x1xf64>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %112 = arith.truncf %in : f64 to f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<8x16x32xf32>) outs(%16 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<8x16x1xf32>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.divf %in, %cst_6 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x16x1xf32>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.truncf %cst_4 : f64 to f32
      %113 = arith.addf %in, %112 : f32
      linalg.yield %113 : f32
    } -> tensor<8x16x1xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<8x16x1xf32>) outs(%14 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = math.rsqrt %in : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %95 : tensor<8x16x32xf32>, tensor<8x16x1xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.subf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %97 : tensor<8x16x32xf32>, tensor<8x16x1xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.mulf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %arg15 : tensor<8x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.mulf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %arg16 : tensor<8x16x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x16x32xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x16x32xf32>
    %102 = tensor.empty() : tensor<8x32xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["parallel", "reduction", "parallel"]} ins(%101 : tensor<8x16x32xf32>) outs(%103 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.addf %in, %out : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %105 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<8x32xf32>) outs(%102 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %112 = arith.divf %in, %cst_9 : f32
      linalg.yield %112 : f32
    } -> tensor<8x32xf32>
    %106 = tensor.empty() : tensor<32x10xf32>
    %transposed_34 = linalg.transpose ins(%arg17 : tensor<10x32xf32>) outs(%106 : tensor<32x10xf32>) permutation = [1, 0] 
    %107 = tensor.empty() : tensor<8x10xf32>
    %108 = linalg.fill ins(%cst : f32) outs(%107 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %109 = linalg.matmul ins(%105, %transposed_34 : tensor<8x32xf32>, tensor<32x10xf32>) outs(%108 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %110 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<10xf32>) outs(%107 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %111 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%109, %110 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%107 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_35: f32, %out: f32):
      %112 = arith.addf %in, %in_35 : f32
      linalg.yield %112 : f32
    } -> tensor<8x10xf32>
    return %111 : tensor<8x10xf32>
  }
}
