#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @main(%arg0: tensor<32x16xf32> {spmd.name = "fc1.weight", spmd.role = "param"}, %arg1: tensor<32xf32> {spmd.name = "fc1.bias", spmd.role = "param"}, %arg2: tensor<4x32xf32> {spmd.name = "fc2.weight", spmd.role = "param"}, %arg3: tensor<4xf32> {spmd.name = "fc2.bias", spmd.role = "param"}, %arg4: tensor<32x16xf32> {spmd.name = "adam.exp_avg.fc1.weight", spmd.role = "state"}, %arg5: tensor<32xf32> {spmd.name = "adam.exp_avg.fc1.bias", spmd.role = "state"}, %arg6: tensor<4x32xf32> {spmd.name = "adam.exp_avg.fc2.weight", spmd.role = "state"}, %arg7: tensor<4xf32> {spmd.name = "adam.exp_avg.fc2.bias", spmd.role = "state"}, %arg8: tensor<32x16xf32> {spmd.name = "adam.exp_avg_sq.fc1.weight", spmd.role = "state"}, %arg9: tensor<32xf32> {spmd.name = "adam.exp_avg_sq.fc1.bias", spmd.role = "state"}, %arg10: tensor<4x32xf32> {spmd.name = "adam.exp_avg_sq.fc2.weight", spmd.role = "state"}, %arg11: tensor<4xf32> {spmd.name = "adam.exp_avg_sq.fc2.bias", spmd.role = "state"}, %arg12: tensor<f32> {spmd.name = "adam.step", spmd.role = "state"}, %arg13: tensor<8x16xf32> {spmd.name = "features", spmd.role = "input"}, %arg14: tensor<8xi64> {spmd.name = "labels", spmd.role = "input"}) -> (tensor<f32> {spmd.name = "loss"}, tensor<32x16xf32> {spmd.name = "new:fc1.weight"}, tensor<32xf32> {spmd.name = "new:fc1.bias"}, tensor<4x32xf32> {spmd.name = "new:fc2.weight"}, tensor<4xf32> {spmd.name = "new:fc2.bias"}, tensor<32x16xf32> {spmd.name = "new:adam.exp_avg.fc1.weight"}, tensor<32xf32> {spmd.name = "new:adam.exp_avg.fc1.bias"}, tensor<4x32xf32> {spmd.name = "new:adam.exp_avg.fc2.weight"}, tensor<4xf32> {spmd.name = "new:adam.exp_avg.fc2.bias"}, tensor<32x16xf32> {spmd.name = "new:adam.exp_avg_sq.fc1.weight"}, tensor<32xf32> {spmd.name = "new:adam.exp_avg_sq.fc1.bias"}, tensor<4x32xf32> {spmd.name = "new:adam.exp_avg_sq.fc2.weight"}, tensor<4xf32> {spmd.name = "new:adam.exp_avg_sq.fc2.bias"}, tensor<f32> {spmd.name = "new:adam.step"}) {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x4xf32>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %c4 = arith.constant 4 : index
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 0.70710678118654757 : f64
    %cst_4 = arith.constant 0.3989422804014327 : f64
    %cst_5 = arith.constant 9.000000e-01 : f64
    %cst_6 = arith.constant 0.99899999999999999 : f64
    %cst_7 = arith.constant 0.099999999999999978 : f64
    %cst_8 = arith.constant 0.0010000000000000009 : f64
    %cst_9 = arith.constant 1.000000e-08 : f64
    %cst_10 = arith.constant 1.000000e-02 : f64
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = arith.constant 1.41421354 : f32
    %cst_14 = arith.constant -5.000000e-01 : f32
    %c-100_i64 = arith.constant -100 : i64
    %c8 = arith.constant 8 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_15 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_16 = arith.constant -1.000000e+00 : f32
    %cst_17 = arith.constant dense<1> : tensor<i64>
    %cst_18 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%0 : tensor<16x32xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x32xf32>
    %2 = linalg.fill ins(%cst_15 : f32) outs(%1 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = linalg.matmul ins(%arg13, %transposed : tensor<8x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.divf %in, %cst_13 : f32
      %151 = math.erf %150 : f32
      %152 = arith.addf %151, %cst_0 : f32
      %153 = arith.mulf %152, %cst_1 : f32
      %154 = arith.mulf %in, %153 : f32
      linalg.yield %154 : f32
    } -> tensor<8x32xf32>
    %7 = tensor.empty() : tensor<32x4xf32>
    %transposed_19 = linalg.transpose ins(%arg2 : tensor<4x32xf32>) outs(%7 : tensor<32x4xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<8x4xf32>
    %9 = linalg.fill ins(%cst_15 : f32) outs(%8 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %10 = linalg.matmul ins(%6, %transposed_19 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%9 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<4xf32>) outs(%8 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%8 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x4xf32>
    %13 = tensor.empty() : tensor<8xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<8xi64>) -> tensor<8xi64>
    %15 = tensor.empty() : tensor<8xf32>
    %16 = linalg.fill ins(%cst_2 : f32) outs(%15 : tensor<8xf32>) -> tensor<8xf32>
    %17:2 = linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<8x4xf32>) outs(%16, %14 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_27: i64):
      %150 = linalg.index 1 : index
      %151 = arith.index_cast %150 : index to i64
      %152 = arith.maximumf %in, %out : f32
      %153 = arith.cmpf ogt, %in, %out : f32
      %154 = arith.select %153, %151, %out_27 : i64
      linalg.yield %152, %154 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %17#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %expanded : tensor<8x4xf32>, tensor<8x1xf32>) outs(%8 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.subf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x4xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<8x4xf32>) outs(%8 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.exp %in : f32
      linalg.yield %150 : f32
    } -> tensor<8x4xf32>
    %20 = tensor.empty() : tensor<8x1xf32>
    %21 = linalg.fill ins(%cst_15 : f32) outs(%20 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<8x4xf32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %out : f32
      linalg.yield %150 : f32
    } -> tensor<8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x1xf32>) outs(%20 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.log %in : f32
      linalg.yield %150 : f32
    } -> tensor<8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %23 : tensor<8x4xf32>, tensor<8x1xf32>) outs(%8 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.subf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x4xf32>
    %25 = tensor.empty() : tensor<8xi1>
    %26 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg14 : tensor<8xi64>) outs(%25 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %150 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %150 : i1
    } -> tensor<8xi1>
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%26, %arg14, %cst_18 : tensor<8xi1>, tensor<8xi64>, tensor<i64>) outs(%13 : tensor<8xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %150 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %150 : i64
    } -> tensor<8xi64>
    %expanded_20 = tensor.expand_shape %27 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_20 : tensor<8x1xi64>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %150 = linalg.index 0 : index
      %151 = arith.index_cast %in : i64 to index
      %152 = arith.cmpi slt, %151, %c4 : index
      cf.assert %152, "index must be smaller than dim size"
      %153 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %153, "index must be larger or equal to 0"
      %extracted = tensor.extract %24[%150, %151] : tensor<8x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed = tensor.collapse_shape %28 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed : tensor<8xf32>) outs(%15 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.negf %in : f32
      linalg.yield %150 : f32
    } -> tensor<8xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map5, #map4], iterator_types = ["parallel"]} ins(%26, %29, %cst_11 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%15 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %150 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %150 : f32
    } -> tensor<8xf32>
    %31 = tensor.empty() : tensor<i64>
    %32 = linalg.fill ins(%c0_i64 : i64) outs(%31 : tensor<i64>) -> tensor<i64>
    %33 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%26 : tensor<8xi1>) outs(%32 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %150 = arith.extui %in : i1 to i64
      %151 = arith.addi %150, %out : i64
      linalg.yield %151 : i64
    } -> tensor<i64>
    %34 = tensor.empty() : tensor<f32>
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%33 : tensor<i64>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %150 = arith.sitofp %in : i64 to f32
      linalg.yield %150 : f32
    } -> tensor<f32>
    %36 = linalg.fill ins(%cst_15 : f32) outs(%34 : tensor<f32>) -> tensor<f32>
    %37 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%30 : tensor<8xf32>) outs(%36 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %out : f32
      linalg.yield %150 : f32
    } -> tensor<f32>
    %38 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%37, %35 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.divf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<f32>
    %39 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_12, %35 : tensor<f32>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.divf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<f32>
    %expanded_21 = tensor.expand_shape %arg14 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %40 = tensor.empty() : tensor<8x1xi1>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_21 : tensor<8x1xi64>) outs(%40 : tensor<8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %150 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %150 : i1
    } -> tensor<8x1xi1>
    %42 = tensor.empty() : tensor<8x1xi64>
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %expanded_21, %cst_18 : tensor<8x1xi1>, tensor<8x1xi64>, tensor<i64>) outs(%42 : tensor<8x1xi64>) {
    ^bb0(%in: i1, %in_27: i64, %in_28: i64, %out: i64):
      %150 = arith.select %in, %in_27, %in_28 : i64
      linalg.yield %150 : i64
    } -> tensor<8x1xi64>
    %44 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<8x1xi64>) -> tensor<8x1xi64>
    %45 = linalg.fill ins(%cst_15 : f32) outs(%15 : tensor<8xf32>) -> tensor<8xf32>
    %46:3 = linalg.generic {indexing_maps = [#map8, #map8, #map4], iterator_types = ["parallel"]} outs(%44, %44, %45 : tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>) {
    ^bb0(%out: i64, %out_27: i64, %out_28: f32):
      %150 = linalg.index 0 : index
      %151 = arith.remsi %150, %c8 : index
      %extracted = tensor.extract %43[%151, %c0] : tensor<8x1xi64>
      %152 = arith.index_cast %151 : index to i64
      linalg.yield %152, %extracted, %cst_16 : i64, i64, f32
    } -> (tensor<8x1xi64>, tensor<8x1xi64>, tensor<8xf32>)
    %47 = tensor.empty() : tensor<8x2xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<8x2xi64>) -> tensor<8x2xi64>
    %inserted_slice = tensor.insert_slice %46#0 into %48[0, 0] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %inserted_slice_22 = tensor.insert_slice %46#1 into %inserted_slice[0, 1] [8, 1] [1, 1] : tensor<8x1xi64> into tensor<8x2xi64>
    %49 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%46#2, %inserted_slice_22 : tensor<8xf32>, tensor<8x2xi64>) outs(%cst : tensor<8x4xf32>) {
    ^bb0(%arg15: f32, %arg16: f32):
      tm_tensor.yield %arg15 : f32
    } -> tensor<8x4xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map7, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %39, %cst_11 : tensor<8x1xi1>, tensor<f32>, tensor<f32>) outs(%20 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %150 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %150 : f32
    } -> tensor<8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %50 : tensor<8x4xf32>, tensor<8x1xf32>) outs(%8 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x4xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<8x4xf32>) outs(%8 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.exp %in : f32
      linalg.yield %150 : f32
    } -> tensor<8x4xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%51 : tensor<8x4xf32>) outs(%21 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %out : f32
      linalg.yield %150 : f32
    } -> tensor<8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<8x4xf32>, tensor<8x1xf32>) outs(%8 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x4xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51, %54 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%8 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.subf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x4xf32>
    %56 = linalg.matmul ins(%55, %arg2 : tensor<8x4xf32>, tensor<4x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %57 = tensor.empty() : tensor<4x8xf32>
    %transposed_23 = linalg.transpose ins(%55 : tensor<8x4xf32>) outs(%57 : tensor<4x8xf32>) permutation = [1, 0] 
    %58 = tensor.empty() : tensor<4x32xf32>
    %59 = linalg.fill ins(%cst_15 : f32) outs(%58 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %60 = linalg.matmul ins(%transposed_23, %6 : tensor<4x8xf32>, tensor<8x32xf32>) outs(%59 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %61 = tensor.empty() : tensor<1x4xf32>
    %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "parallel"]} ins(%55 : tensor<8x4xf32>) outs(%62 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %out : f32
      linalg.yield %150 : f32
    } -> tensor<1x4xf32>
    %collapsed_24 = tensor.collapse_shape %63 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_3 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<8x32xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.erf %in : f32
      linalg.yield %150 : f32
    } -> tensor<8x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %cst_0 : f32
      linalg.yield %150 : f32
    } -> tensor<8x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.mulf %in, %cst_1 : f32
      linalg.yield %150 : f32
    } -> tensor<8x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %5 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.mulf %in, %cst_14 : f32
      linalg.yield %150 : f32
    } -> tensor<8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.exp %in : f32
      linalg.yield %150 : f32
    } -> tensor<8x32xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_4 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<8x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %71 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%67, %72 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%56, %73 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<8x32xf32>
    %75 = tensor.empty() : tensor<32x8xf32>
    %transposed_25 = linalg.transpose ins(%74 : tensor<8x32xf32>) outs(%75 : tensor<32x8xf32>) permutation = [1, 0] 
    %76 = tensor.empty() : tensor<32x16xf32>
    %77 = linalg.fill ins(%cst_15 : f32) outs(%76 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %78 = linalg.matmul ins(%transposed_25, %arg13 : tensor<32x8xf32>, tensor<8x16xf32>) outs(%77 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %79 = tensor.empty() : tensor<1x32xf32>
    %80 = linalg.fill ins(%cst_15 : f32) outs(%79 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["reduction", "parallel"]} ins(%74 : tensor<8x32xf32>) outs(%80 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %out : f32
      linalg.yield %150 : f32
    } -> tensor<1x32xf32>
    %collapsed_26 = tensor.collapse_shape %81 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %82 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg12 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %cst_0 : f32
      linalg.yield %150 : f32
    } -> tensor<f32>
    %83 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%82 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_5 : f64 to f32
      %151 = math.powf %150, %in : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %84 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_17, %83 : tensor<i64>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %in_27: f32, %out: f32):
      %150 = arith.sitofp %in : i64 to f32
      %151 = arith.subf %150, %in_27 : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %85 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%82 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_6 : f64 to f32
      %151 = math.powf %150, %in : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %86 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = []} ins(%cst_17, %85 : tensor<i64>, tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: i64, %in_27: f32, %out: f32):
      %150 = arith.sitofp %in : i64 to f32
      %151 = arith.subf %150, %in_27 : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_5 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32x16xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%78 : tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_7 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32x16xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%87, %88 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32x16xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_6 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32x16xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%78 : tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_8 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32x16xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%91, %78 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32x16xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%90, %92 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32x16xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%93 : tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.sqrt %in : f32
      linalg.yield %150 : f32
    } -> tensor<32x16xf32>
    %95 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%86 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.sqrt %in : f32
      linalg.yield %150 : f32
    } -> tensor<f32>
    %96 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%94, %95 : tensor<32x16xf32>, tensor<f32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.divf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%96 : tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_9 : f64 to f32
      %151 = arith.addf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32x16xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%84 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.cmpf one, %in, %cst_15 : f32
      cf.assert %150, "unimplemented: tensor with zero element"
      %151 = arith.divf %cst_0, %in : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %99 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%98 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_10 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %100 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%99, %89 : tensor<f32>, tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32x16xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%100, %97 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.divf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32x16xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %101 : tensor<32x16xf32>, tensor<32x16xf32>) outs(%76 : tensor<32x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.subf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32x16xf32>
    %103 = tensor.empty() : tensor<32xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg5 : tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_5 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32xf32>
    %105 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_26 : tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_7 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32xf32>
    %106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%104, %105 : tensor<32xf32>, tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %107 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_6 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_26 : tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_8 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32xf32>
    %109 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%108, %collapsed_26 : tensor<32xf32>, tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %110 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%107, %109 : tensor<32xf32>, tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %111 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%110 : tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.sqrt %in : f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %112 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%111, %95 : tensor<32xf32>, tensor<f32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.divf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %113 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%112 : tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_9 : f64 to f32
      %151 = arith.addf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<32xf32>
    %114 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%84 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.cmpf one, %in, %cst_15 : f32
      cf.assert %150, "unimplemented: tensor with zero element"
      %151 = arith.divf %cst_0, %in : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %115 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%114 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_10 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %116 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%115, %106 : tensor<f32>, tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%116, %113 : tensor<32xf32>, tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.divf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg1, %117 : tensor<32xf32>, tensor<32xf32>) outs(%103 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.subf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_5 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<4x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_7 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<4x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%119, %120 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_6 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<4x32xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_8 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<4x32xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%123, %60 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%122, %124 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%125 : tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.sqrt %in : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%126, %95 : tensor<4x32xf32>, tensor<f32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.divf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%127 : tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_9 : f64 to f32
      %151 = arith.addf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<4x32xf32>
    %129 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%84 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.cmpf one, %in, %cst_15 : f32
      cf.assert %150, "unimplemented: tensor with zero element"
      %151 = arith.divf %cst_0, %in : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %130 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%129 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_10 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %131 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%130, %121 : tensor<f32>, tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%131, %128 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.divf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2, %132 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%58 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.subf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4x32xf32>
    %134 = tensor.empty() : tensor<4xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg7 : tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_5 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<4xf32>
    %136 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_24 : tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_7 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<4xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%135, %136 : tensor<4xf32>, tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4xf32>
    %138 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg11 : tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_6 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<4xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%collapsed_24 : tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_8 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<4xf32>
    %140 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%139, %collapsed_24 : tensor<4xf32>, tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%138, %140 : tensor<4xf32>, tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.addf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%141 : tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.sqrt %in : f32
      linalg.yield %150 : f32
    } -> tensor<4xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel"]} ins(%142, %95 : tensor<4xf32>, tensor<f32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.divf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%143 : tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_9 : f64 to f32
      %151 = arith.addf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<4xf32>
    %145 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%84 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.cmpf one, %in, %cst_15 : f32
      cf.assert %150, "unimplemented: tensor with zero element"
      %151 = arith.divf %cst_0, %in : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %146 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%145 : tensor<f32>) outs(%34 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.truncf %cst_10 : f64 to f32
      %151 = arith.mulf %in, %150 : f32
      linalg.yield %151 : f32
    } -> tensor<f32>
    %147 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel"]} ins(%146, %137 : tensor<f32>, tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.mulf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%147, %144 : tensor<4xf32>, tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.divf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg3, %148 : tensor<4xf32>, tensor<4xf32>) outs(%134 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %150 = arith.subf %in, %in_27 : f32
      linalg.yield %150 : f32
    } -> tensor<4xf32>
    return %38, %102, %118, %133, %149, %89, %106, %121, %137, %93, %110, %125, %141, %82 : tensor<f32>, tensor<32x16xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>, tensor<f32>
  }
}
