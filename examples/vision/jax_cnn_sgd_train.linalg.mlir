#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> ()>
#map11 = affine_map<() -> ()>
#map12 = affine_map<(d0, d1) -> (d1, d0)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d5)>
#map18 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d3, d1, d2, d0)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map24 = affine_map<(d0) -> (d0)>
module @jit_sgd_step {
  func.func @main(%arg0: tensor<8xf32> {spmd.name = "params.bias1", spmd.role = "param"}, %arg1: tensor<16xf32> {spmd.name = "params.bias2", spmd.role = "param"}, %arg2: tensor<3x3x3x8xf32> {spmd.name = "params.conv1", spmd.role = "param"}, %arg3: tensor<3x3x8x16xf32> {spmd.name = "params.conv2", spmd.role = "param"}, %arg4: tensor<16x10xf32> {spmd.name = "params.head", spmd.role = "param"}, %arg5: tensor<10xf32> {spmd.name = "params.head_bias", spmd.role = "param"}, %arg6: tensor<8x16x16x3xf32> {spmd.name = "images", spmd.role = "input"}, %arg7: tensor<8xi32> {spmd.name = "labels", spmd.role = "input"}) -> (tensor<f32> {spmd.name = "loss"}, tensor<8xf32> {spmd.name = "new:params.bias1"}, tensor<16xf32> {spmd.name = "new:params.bias2"}, tensor<3x3x3x8xf32> {spmd.name = "new:params.conv1"}, tensor<3x3x8x16xf32> {spmd.name = "new:params.conv2"}, tensor<16x10xf32> {spmd.name = "new:params.head"}, tensor<10xf32> {spmd.name = "new:params.head_bias"}) {
    %cst = arith.constant -1.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e-01 : f32
    %c-1_i32 = arith.constant -1 : i32
    %c2 = arith.constant 2 : index
    %cst_1 = arith.constant 8.000000e+00 : f32
    %cst_2 = arith.constant 0x7FC00000 : f32
    %c9 = arith.constant 9 : index
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %c9_i32 = arith.constant 9 : i32
    %c10_i32 = arith.constant 10 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant 1.600000e+01 : f32
    %cst_5 = arith.constant 0.000000e+00 : f32
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<8x10xf32>
    %0 = tensor.empty() : tensor<8x16x16x8xf32>
    %1 = linalg.fill ins(%cst_5 : f32) outs(%0 : tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %padded = tensor.pad %arg6 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg8: index, %arg9: index, %arg10: index, %arg11: index):
      tensor.yield %cst_5 : f32
    } : tensor<8x16x16x3xf32> to tensor<8x18x18x3xf32>
    %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg2 : tensor<8x18x18x3xf32>, tensor<3x3x3x8xf32>) outs(%1 : tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %3 = tensor.empty() : tensor<8x16x16x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8xf32>) outs(%3 : tensor<8x16x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x16x8xf32>
    %5 = tensor.empty() : tensor<8x16x16x8xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %4 : tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) outs(%5 : tensor<8x16x16x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.addf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<8x16x16x8xf32>
    %7 = tensor.empty() : tensor<8x16x16x8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<8x16x16x8xf32>) outs(%7 : tensor<8x16x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.maximumf %in, %cst_5 : f32
      linalg.yield %205 : f32
    } -> tensor<8x16x16x8xf32>
    %9 = tensor.empty() : tensor<8x16x16x8xi1>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<8x16x16x8xf32>) outs(%9 : tensor<8x16x16x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %205 = arith.cmpf ogt, %in, %cst_5 : f32
      linalg.yield %205 : i1
    } -> tensor<8x16x16x8xi1>
    %11 = tensor.empty() : tensor<8x8x8x16xf32>
    %12 = linalg.fill ins(%cst_5 : f32) outs(%11 : tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %padded_7 = tensor.pad %8 low[0, 0, 0, 0] high[0, 1, 1, 0] {
    ^bb0(%arg8: index, %arg9: index, %arg10: index, %arg11: index):
      tensor.yield %cst_5 : f32
    } : tensor<8x16x16x8xf32> to tensor<8x17x17x8xf32>
    %13 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_7, %arg3 : tensor<8x17x17x8xf32>, tensor<3x3x8x16xf32>) outs(%12 : tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %14 = tensor.empty() : tensor<8x8x8x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<16xf32>) outs(%14 : tensor<8x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8x8x16xf32>
    %16 = tensor.empty() : tensor<8x8x8x16xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %15 : tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) outs(%16 : tensor<8x8x8x16xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.addf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<8x8x8x16xf32>
    %18 = tensor.empty() : tensor<8x8x8x16xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<8x8x8x16xf32>) outs(%18 : tensor<8x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.maximumf %in, %cst_5 : f32
      linalg.yield %205 : f32
    } -> tensor<8x8x8x16xf32>
    %20 = tensor.empty() : tensor<8x8x8x16xi1>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<8x8x8x16xf32>) outs(%20 : tensor<8x8x8x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %205 = arith.cmpf ogt, %in, %cst_5 : f32
      linalg.yield %205 : i1
    } -> tensor<8x8x8x16xi1>
    %22 = tensor.empty() : tensor<2x2xf32>
    %23 = tensor.empty() : tensor<8x4x4x16xf32>
    %24 = linalg.fill ins(%cst_3 : f32) outs(%23 : tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %25 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%19, %22 : tensor<8x8x8x16xf32>, tensor<2x2xf32>) outs(%24 : tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %26 = tensor.empty() : tensor<8x16xf32>
    %27 = linalg.fill ins(%cst_5 : f32) outs(%26 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%25 : tensor<8x4x4x16xf32>) outs(%27 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<8x16xf32>
    %29 = tensor.empty() : tensor<8x16xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<8x16xf32>) outs(%29 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_4 : f32
      linalg.yield %205 : f32
    } -> tensor<8x16xf32>
    %31 = tensor.empty() : tensor<8x10xf32>
    %32 = linalg.fill ins(%cst_5 : f32) outs(%31 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %33 = linalg.matmul ins(%30, %arg4 : tensor<8x16xf32>, tensor<16x10xf32>) outs(%32 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %34 = tensor.empty() : tensor<8x10xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<10xf32>) outs(%34 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %36 = tensor.empty() : tensor<8x10xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%33, %35 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%36 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.addf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<8x10xf32>
    %38 = tensor.empty() : tensor<8xf32>
    %39 = linalg.fill ins(%cst_3 : f32) outs(%38 : tensor<8xf32>) -> tensor<8xf32>
    %40 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "reduction"]} ins(%37 : tensor<8x10xf32>) outs(%39 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.maximumf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<8xf32>
    %41 = tensor.empty() : tensor<8x10xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<8xf32>) outs(%41 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %43 = tensor.empty() : tensor<8x10xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%37, %42 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%43 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.subf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<8x10xf32>
    %45 = tensor.empty() : tensor<8x10xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<8x10xf32>) outs(%45 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = math.exp %in : f32
      linalg.yield %205 : f32
    } -> tensor<8x10xf32>
    %47 = tensor.empty() : tensor<8xf32>
    %48 = linalg.fill ins(%cst_5 : f32) outs(%47 : tensor<8xf32>) -> tensor<8xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "reduction"]} ins(%46 : tensor<8x10xf32>) outs(%48 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %49 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %50 = tensor.empty() : tensor<8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<8x1xf32>) outs(%50 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = math.log %in : f32
      linalg.yield %205 : f32
    } -> tensor<8x1xf32>
    %52 = tensor.empty() : tensor<8x10xf32>
    %53 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<8x1xf32>) outs(%52 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %54 = tensor.empty() : tensor<8x10xf32>
    %55 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%44, %53 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%54 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.subf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<8x10xf32>
    %expanded_8 = tensor.expand_shape %arg7 [[0, 1]] output_shape [8, 1] : tensor<8xi32> into tensor<8x1xi32>
    %56 = tensor.empty() : tensor<8x1xi1>
    %57 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_8 : tensor<8x1xi32>) outs(%56 : tensor<8x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %205 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %205 : i1
    } -> tensor<8x1xi1>
    %58 = tensor.empty() : tensor<8x1xi32>
    %59 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_8 : tensor<8x1xi32>) outs(%58 : tensor<8x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      %205 = arith.addi %in, %c10_i32 : i32
      linalg.yield %205 : i32
    } -> tensor<8x1xi32>
    %60 = tensor.empty() : tensor<8x1xi32>
    %61 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%57, %59, %expanded_8 : tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) outs(%60 : tensor<8x1xi32>) {
    ^bb0(%in: i1, %in_20: i32, %in_21: i32, %out: i32):
      %205 = arith.select %in, %in_20, %in_21 : i32
      linalg.yield %205 : i32
    } -> tensor<8x1xi32>
    %expanded_9 = tensor.expand_shape %61 [[0], [1, 2]] output_shape [8, 1, 1] : tensor<8x1xi32> into tensor<8x1x1xi32>
    %62 = tensor.empty() : tensor<8x1x1xi1>
    %63 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<8x1x1xi32>) outs(%62 : tensor<8x1x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %205 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %205 : i1
    } -> tensor<8x1x1xi1>
    %64 = tensor.empty() : tensor<8x1x1xi1>
    %65 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<8x1x1xi32>) outs(%64 : tensor<8x1x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %205 = arith.cmpi sle, %in, %c9_i32 : i32
      linalg.yield %205 : i1
    } -> tensor<8x1x1xi1>
    %66 = tensor.empty() : tensor<8x1x1xi1>
    %67 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<8x1x1xi1>, tensor<8x1x1xi1>) outs(%66 : tensor<8x1x1xi1>) {
    ^bb0(%in: i1, %in_20: i1, %out: i1):
      %205 = arith.andi %in, %in_20 : i1
      linalg.yield %205 : i1
    } -> tensor<8x1x1xi1>
    %68 = tensor.empty() : tensor<8x1xi1>
    %69 = linalg.fill ins(%true : i1) outs(%68 : tensor<8x1xi1>) -> tensor<8x1xi1>
    %70 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<8x1x1xi1>) outs(%69 : tensor<8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %205 = arith.andi %out, %in : i1
      linalg.yield %205 : i1
    } -> tensor<8x1xi1>
    %71 = tensor.empty() : tensor<8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel"]} outs(%71 : tensor<8x1xf32>) {
    ^bb0(%out: f32):
      %205 = linalg.index 0 : index
      %extracted = tensor.extract %expanded_9[%205, %c0, %c0] : tensor<8x1x1xi32>
      %206 = arith.index_cast %extracted : i32 to index
      %207 = arith.maxsi %206, %c0 : index
      %208 = arith.minsi %207, %c9 : index
      %extracted_20 = tensor.extract %55[%205, %208] : tensor<8x10xf32>
      linalg.yield %extracted_20 : f32
    } -> tensor<8x1xf32>
    %73 = tensor.empty() : tensor<8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%70, %72 : tensor<8x1xi1>, tensor<8x1xf32>) outs(%73 : tensor<8x1xf32>) {
    ^bb0(%in: i1, %in_20: f32, %out: f32):
      %205 = arith.select %in, %in_20, %cst_2 : f32
      linalg.yield %205 : f32
    } -> tensor<8x1xf32>
    %75 = tensor.empty() : tensor<f32>
    %76 = linalg.fill ins(%cst_5 : f32) outs(%75 : tensor<f32>) -> tensor<f32>
    %77 = linalg.generic {indexing_maps = [#map4, #map10], iterator_types = ["reduction", "reduction"]} ins(%74 : tensor<8x1xf32>) outs(%76 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<f32>
    %78 = tensor.empty() : tensor<f32>
    %79 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%77 : tensor<f32>) outs(%78 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_1 : f32
      linalg.yield %205 : f32
    } -> tensor<f32>
    %80 = tensor.empty() : tensor<f32>
    %81 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%79 : tensor<f32>) outs(%80 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.negf %in : f32
      linalg.yield %205 : f32
    } -> tensor<f32>
    %82 = tensor.empty() : tensor<f32>
    %83 = linalg.generic {indexing_maps = [#map11], iterator_types = []} outs(%82 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %84 = tensor.empty() : tensor<f32>
    %85 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = []} ins(%83 : tensor<f32>) outs(%84 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_1 : f32
      linalg.yield %205 : f32
    } -> tensor<f32>
    %86 = tensor.empty() : tensor<8x1xf32>
    %87 = linalg.generic {indexing_maps = [#map10, #map4], iterator_types = ["parallel", "parallel"]} ins(%85 : tensor<f32>) outs(%86 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x1xf32>
    %88 = tensor.empty() : tensor<8x1x1xi32>
    %89 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel"]} outs(%88 : tensor<8x1x1xi32>) {
    ^bb0(%out: i32):
      %205 = linalg.index 0 : index
      %206 = arith.index_cast %205 : index to i32
      linalg.yield %206 : i32
    } -> tensor<8x1x1xi32>
    %90 = tensor.empty() : tensor<8x1x2xi32>
    %inserted_slice = tensor.insert_slice %89 into %90[0, 0, 0] [8, 1, 1] [1, 1, 1] : tensor<8x1x1xi32> into tensor<8x1x2xi32>
    %inserted_slice_10 = tensor.insert_slice %expanded_9 into %inserted_slice[0, 0, 1] [8, 1, 1] [1, 1, 1] : tensor<8x1x1xi32> into tensor<8x1x2xi32>
    %collapsed = tensor.collapse_shape %inserted_slice_10 [[0, 1], [2]] : tensor<8x1x2xi32> into tensor<8x2xi32>
    %collapsed_11 = tensor.collapse_shape %87 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %91 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%collapsed_11, %collapsed : tensor<8xf32>, tensor<8x2xi32>) outs(%cst_6 : tensor<8x10xf32>) {
    ^bb0(%arg8: f32, %arg9: f32):
      %205 = arith.addf %arg9, %arg8 : f32
      iree_linalg_ext.yield %205 : f32
    } -> tensor<8x10xf32>
    %92 = tensor.empty() : tensor<8x10xf32>
    %93 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%91 : tensor<8x10xf32>) outs(%92 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.negf %in : f32
      linalg.yield %205 : f32
    } -> tensor<8x10xf32>
    %94 = tensor.empty() : tensor<8xf32>
    %95 = linalg.fill ins(%cst_5 : f32) outs(%94 : tensor<8xf32>) -> tensor<8xf32>
    %96 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "reduction"]} ins(%93 : tensor<8x10xf32>) outs(%95 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<8xf32>
    %expanded_12 = tensor.expand_shape %96 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %97 = tensor.empty() : tensor<8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_12, %expanded : tensor<8x1xf32>, tensor<8x1xf32>) outs(%97 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.divf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<8x1xf32>
    %99 = tensor.empty() : tensor<8xf32>
    %100 = linalg.fill ins(%cst_5 : f32) outs(%99 : tensor<8xf32>) -> tensor<8xf32>
    %101 = linalg.generic {indexing_maps = [#map4, #map6], iterator_types = ["parallel", "reduction"]} ins(%98 : tensor<8x1xf32>) outs(%100 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<8xf32>
    %102 = tensor.empty() : tensor<8x10xf32>
    %103 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel"]} ins(%101 : tensor<8xf32>) outs(%102 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x10xf32>
    %104 = tensor.empty() : tensor<8x10xf32>
    %105 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%103, %46 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%104 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.mulf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<8x10xf32>
    %106 = tensor.empty() : tensor<8x10xf32>
    %107 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%91, %105 : tensor<8x10xf32>, tensor<8x10xf32>) outs(%106 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.addf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<8x10xf32>
    %108 = tensor.empty() : tensor<10xf32>
    %109 = linalg.fill ins(%cst_5 : f32) outs(%108 : tensor<10xf32>) -> tensor<10xf32>
    %110 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "reduction"]} ins(%107 : tensor<8x10xf32>) outs(%109 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<10xf32>
    %expanded_13 = tensor.expand_shape %110 [[0, 1]] output_shape [1, 10] : tensor<10xf32> into tensor<1x10xf32>
    %111 = tensor.empty() : tensor<10xf32>
    %112 = linalg.fill ins(%cst_5 : f32) outs(%111 : tensor<10xf32>) -> tensor<10xf32>
    %113 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "reduction"]} ins(%expanded_13 : tensor<1x10xf32>) outs(%112 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<10xf32>
    %114 = tensor.empty() : tensor<10x8xf32>
    %115 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<8x10xf32>) outs(%114 : tensor<10x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x8xf32>
    %116 = tensor.empty() : tensor<10x16xf32>
    %117 = linalg.fill ins(%cst_5 : f32) outs(%116 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %118 = linalg.matmul ins(%115, %30 : tensor<10x8xf32>, tensor<8x16xf32>) outs(%117 : tensor<10x16xf32>) -> tensor<10x16xf32>
    %119 = tensor.empty() : tensor<16x10xf32>
    %120 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<10x16xf32>) outs(%119 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x10xf32>
    %121 = tensor.empty() : tensor<10x16xf32>
    %122 = linalg.generic {indexing_maps = [#map12, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<16x10xf32>) outs(%121 : tensor<10x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<10x16xf32>
    %123 = tensor.empty() : tensor<8x16xf32>
    %124 = linalg.fill ins(%cst_5 : f32) outs(%123 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %125 = linalg.matmul ins(%107, %122 : tensor<8x10xf32>, tensor<10x16xf32>) outs(%124 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %126 = tensor.empty() : tensor<8x16xf32>
    %127 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%125 : tensor<8x16xf32>) outs(%126 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.divf %in, %cst_4 : f32
      linalg.yield %205 : f32
    } -> tensor<8x16xf32>
    %128 = tensor.empty() : tensor<8x4x4x16xf32>
    %129 = linalg.generic {indexing_maps = [#map13, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<8x16xf32>) outs(%128 : tensor<8x4x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x4x16xf32>
    %130 = tensor.empty() : tensor<8x4x4x16xf32>
    %131 = tensor.empty() : tensor<8x4x4x16xi32>
    %132 = linalg.fill ins(%c-1_i32 : i32) outs(%131 : tensor<8x4x4x16xi32>) -> tensor<8x4x4x16xi32>
    %133 = tensor.empty() : tensor<2x2xf32>
    %134:2 = linalg.generic {indexing_maps = [#map14, #map15, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%19, %133 : tensor<8x8x8x16xf32>, tensor<2x2xf32>) outs(%130, %132 : tensor<8x4x4x16xf32>, tensor<8x4x4x16xi32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32, %out_21: i32):
      %205 = arith.cmpf oge, %in, %out : f32
      %206 = arith.cmpi eq, %out_21, %c-1_i32 : i32
      %207 = arith.ori %205, %206 : i1
      %208 = linalg.index 4 : index
      %209 = linalg.index 5 : index
      %210 = arith.muli %208, %c2 : index
      %211 = arith.addi %210, %209 : index
      %212 = arith.index_cast %211 : index to i32
      %213 = arith.select %207, %212, %out_21 : i32
      %214 = arith.select %207, %in, %out : f32
      linalg.yield %214, %213 : f32, i32
    } -> (tensor<8x4x4x16xf32>, tensor<8x4x4x16xi32>)
    %135 = tensor.empty() : tensor<8x4x2x4x2x16xf32>
    %136 = linalg.fill ins(%cst_5 : f32) outs(%135 : tensor<8x4x2x4x2x16xf32>) -> tensor<8x4x2x4x2x16xf32>
    %137 = linalg.generic {indexing_maps = [#map17, #map17, #map18], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%134#1, %129 : tensor<8x4x4x16xi32>, tensor<8x4x4x16xf32>) outs(%136 : tensor<8x4x2x4x2x16xf32>) {
    ^bb0(%in: i32, %in_20: f32, %out: f32):
      %205 = arith.addf %in_20, %out : f32
      %206 = linalg.index 2 : index
      %207 = linalg.index 4 : index
      %208 = arith.muli %206, %c2 : index
      %209 = arith.addi %208, %207 : index
      %210 = arith.index_cast %209 : index to i32
      %211 = arith.cmpi eq, %210, %in : i32
      %212 = arith.select %211, %205, %out : f32
      linalg.yield %212 : f32
    } -> tensor<8x4x2x4x2x16xf32>
    %collapsed_14 = tensor.collapse_shape %137 [[0], [1, 2], [3, 4], [5]] : tensor<8x4x2x4x2x16xf32> into tensor<8x8x8x16xf32>
    %138 = tensor.empty() : tensor<8x8x8x16xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %collapsed_14 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>) outs(%138 : tensor<8x8x8x16xf32>) {
    ^bb0(%in: i1, %in_20: f32, %out: f32):
      %205 = arith.select %in, %in_20, %cst_5 : f32
      linalg.yield %205 : f32
    } -> tensor<8x8x8x16xf32>
    %140 = tensor.empty() : tensor<16xf32>
    %141 = linalg.fill ins(%cst_5 : f32) outs(%140 : tensor<16xf32>) -> tensor<16xf32>
    %142 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%139 : tensor<8x8x8x16xf32>) outs(%141 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<16xf32>
    %expanded_15 = tensor.expand_shape %142 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xf32> into tensor<1x1x1x16xf32>
    %143 = tensor.empty() : tensor<16xf32>
    %144 = linalg.fill ins(%cst_5 : f32) outs(%143 : tensor<16xf32>) -> tensor<16xf32>
    %145 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_15 : tensor<1x1x1x16xf32>) outs(%144 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<16xf32>
    %146 = tensor.empty() : tensor<8x16x16x8xf32>
    %147 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<8x16x16x8xf32>) outs(%146 : tensor<8x16x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x16x8xf32>
    %148 = tensor.empty() : tensor<8x8x8x16xf32>
    %149 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<8x8x8x16xf32>) outs(%148 : tensor<8x8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8x8x16xf32>
    %150 = tensor.empty() : tensor<8x3x3x16xf32>
    %151 = linalg.fill ins(%cst_5 : f32) outs(%150 : tensor<8x3x3x16xf32>) -> tensor<8x3x3x16xf32>
    %padded_16 = tensor.pad %147 low[0, 0, 0, 0] high[0, 1, 1, 0] {
    ^bb0(%arg8: index, %arg9: index, %arg10: index, %arg11: index):
      tensor.yield %cst_5 : f32
    } : tensor<8x16x16x8xf32> to tensor<8x17x17x8xf32>
    %152 = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_16, %149 : tensor<8x17x17x8xf32>, tensor<8x8x8x16xf32>) outs(%151 : tensor<8x3x3x16xf32>) -> tensor<8x3x3x16xf32>
    %153 = tensor.empty() : tensor<3x3x8x16xf32>
    %154 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<8x3x3x16xf32>) outs(%153 : tensor<3x3x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x3x8x16xf32>
    %155 = tensor.empty() : tensor<3x3x8x16xf32>
    %156 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%155 : tensor<3x3x8x16xf32>) {
    ^bb0(%out: f32):
      %205 = linalg.index 0 : index
      %206 = arith.subi %c2, %205 : index
      %207 = linalg.index 1 : index
      %208 = arith.subi %c2, %207 : index
      %209 = linalg.index 2 : index
      %210 = linalg.index 3 : index
      %extracted = tensor.extract %arg3[%206, %208, %209, %210] : tensor<3x3x8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x3x8x16xf32>
    %157 = tensor.empty() : tensor<3x3x16x8xf32>
    %158 = linalg.generic {indexing_maps = [#map23, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<3x3x8x16xf32>) outs(%157 : tensor<3x3x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x3x16x8xf32>
    %159 = tensor.empty() : tensor<8x16x16x8xf32>
    %160 = linalg.fill ins(%cst_5 : f32) outs(%159 : tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %161 = tensor.empty() : tensor<8x18x18x16xf32>
    %162 = linalg.fill ins(%cst_5 : f32) outs(%161 : tensor<8x18x18x16xf32>) -> tensor<8x18x18x16xf32>
    %inserted_slice_17 = tensor.insert_slice %139 into %162[0, 2, 2, 0] [8, 8, 8, 16] [1, 2, 2, 1] : tensor<8x8x8x16xf32> into tensor<8x18x18x16xf32>
    %163 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%inserted_slice_17, %158 : tensor<8x18x18x16xf32>, tensor<3x3x16x8xf32>) outs(%160 : tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %164 = tensor.empty() : tensor<8x16x16x8xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %163 : tensor<8x16x16x8xi1>, tensor<8x16x16x8xf32>) outs(%164 : tensor<8x16x16x8xf32>) {
    ^bb0(%in: i1, %in_20: f32, %out: f32):
      %205 = arith.select %in, %in_20, %cst_5 : f32
      linalg.yield %205 : f32
    } -> tensor<8x16x16x8xf32>
    %166 = tensor.empty() : tensor<8xf32>
    %167 = linalg.fill ins(%cst_5 : f32) outs(%166 : tensor<8xf32>) -> tensor<8xf32>
    %168 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%165 : tensor<8x16x16x8xf32>) outs(%167 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<8xf32>
    %expanded_18 = tensor.expand_shape %168 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xf32> into tensor<1x1x1x8xf32>
    %169 = tensor.empty() : tensor<8xf32>
    %170 = linalg.fill ins(%cst_5 : f32) outs(%169 : tensor<8xf32>) -> tensor<8xf32>
    %171 = linalg.generic {indexing_maps = [#map19, #map20], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%expanded_18 : tensor<1x1x1x8xf32>) outs(%170 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.addf %out, %in : f32
      linalg.yield %205 : f32
    } -> tensor<8xf32>
    %172 = tensor.empty() : tensor<3x16x16x8xf32>
    %173 = linalg.generic {indexing_maps = [#map21, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6 : tensor<8x16x16x3xf32>) outs(%172 : tensor<3x16x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x16x16x8xf32>
    %174 = tensor.empty() : tensor<16x16x8x8xf32>
    %175 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<8x16x16x8xf32>) outs(%174 : tensor<16x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16x8x8xf32>
    %176 = tensor.empty() : tensor<3x3x3x8xf32>
    %177 = linalg.fill ins(%cst_5 : f32) outs(%176 : tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %padded_19 = tensor.pad %173 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg8: index, %arg9: index, %arg10: index, %arg11: index):
      tensor.yield %cst_5 : f32
    } : tensor<3x16x16x8xf32> to tensor<3x18x18x8xf32>
    %178 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_19, %175 : tensor<3x18x18x8xf32>, tensor<16x16x8x8xf32>) outs(%177 : tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %179 = tensor.empty() : tensor<3x3x3x8xf32>
    %180 = linalg.generic {indexing_maps = [#map22, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<3x3x3x8xf32>) outs(%179 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x3x3x8xf32>
    %181 = tensor.empty() : tensor<8xf32>
    %182 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%171 : tensor<8xf32>) outs(%181 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.mulf %in, %cst_0 : f32
      linalg.yield %205 : f32
    } -> tensor<8xf32>
    %183 = tensor.empty() : tensor<8xf32>
    %184 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg0, %182 : tensor<8xf32>, tensor<8xf32>) outs(%183 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.subf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<8xf32>
    %185 = tensor.empty() : tensor<16xf32>
    %186 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%145 : tensor<16xf32>) outs(%185 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.mulf %in, %cst_0 : f32
      linalg.yield %205 : f32
    } -> tensor<16xf32>
    %187 = tensor.empty() : tensor<16xf32>
    %188 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg1, %186 : tensor<16xf32>, tensor<16xf32>) outs(%187 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.subf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<16xf32>
    %189 = tensor.empty() : tensor<3x3x3x8xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<3x3x3x8xf32>) outs(%189 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.mulf %in, %cst_0 : f32
      linalg.yield %205 : f32
    } -> tensor<3x3x3x8xf32>
    %191 = tensor.empty() : tensor<3x3x3x8xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %190 : tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) outs(%191 : tensor<3x3x3x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.subf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<3x3x3x8xf32>
    %193 = tensor.empty() : tensor<3x3x8x16xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<3x3x8x16xf32>) outs(%193 : tensor<3x3x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.mulf %in, %cst_0 : f32
      linalg.yield %205 : f32
    } -> tensor<3x3x8x16xf32>
    %195 = tensor.empty() : tensor<3x3x8x16xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3, %194 : tensor<3x3x8x16xf32>, tensor<3x3x8x16xf32>) outs(%195 : tensor<3x3x8x16xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.subf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<3x3x8x16xf32>
    %197 = tensor.empty() : tensor<16x10xf32>
    %198 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<16x10xf32>) outs(%197 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.mulf %in, %cst_0 : f32
      linalg.yield %205 : f32
    } -> tensor<16x10xf32>
    %199 = tensor.empty() : tensor<16x10xf32>
    %200 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4, %198 : tensor<16x10xf32>, tensor<16x10xf32>) outs(%199 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.subf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<16x10xf32>
    %201 = tensor.empty() : tensor<10xf32>
    %202 = linalg.generic {indexing_maps = [#map24, #map24], iterator_types = ["parallel"]} ins(%113 : tensor<10xf32>) outs(%201 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %205 = arith.mulf %in, %cst_0 : f32
      linalg.yield %205 : f32
    } -> tensor<10xf32>
    %203 = tensor.empty() : tensor<10xf32>
    %204 = linalg.generic {indexing_maps = [#map24, #map24, #map24], iterator_types = ["parallel"]} ins(%arg5, %202 : tensor<10xf32>, tensor<10xf32>) outs(%203 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %205 = arith.subf %in, %in_20 : f32
      linalg.yield %205 : f32
    } -> tensor<10xf32>
    func.return %81, %184, %188, %192, %196, %200, %204 : tensor<f32>, tensor<8xf32>, tensor<16xf32>, tensor<3x3x3x8xf32>, tensor<3x3x8x16xf32>, tensor<16x10xf32>, tensor<10xf32>
  }
}
