#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map7 = affine_map<() -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1) -> (d0)>
#map11 = affine_map<(d0, d1) -> (d0, d1)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module @jit_llama_block {
  func.func @main(%arg0: tensor<64xf32> {spmd.name = "p.g1", spmd.role = "param"}, %arg1: tensor<64xf32> {spmd.name = "p.g2", spmd.role = "param"}, %arg2: tensor<128x64xf32> {spmd.name = "p.w_down", spmd.role = "param"}, %arg3: tensor<64x128xf32> {spmd.name = "p.w_gate", spmd.role = "param"}, %arg4: tensor<64x128xf32> {spmd.name = "p.w_up", spmd.role = "param"}, %arg5: tensor<64x64xf32> {spmd.name = "p.wk", spmd.role = "param"}, %arg6: tensor<64x64xf32> {spmd.name = "p.wo", spmd.role = "param"}, %arg7: tensor<64x64xf32> {spmd.name = "p.wq", spmd.role = "param"}, %arg8: tensor<64x64xf32> {spmd.name = "p.wv", spmd.role = "param"}, %arg9: tensor<2x64x64xf32> {spmd.name = "x", spmd.role = "input"}) -> (tensor<2x64x64xf32> {spmd.name = "output"}) {
    %cst = arith.constant 5.65685415 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 9.99999997E-7 : f32
    %cst_3 = arith.constant 6.400000e+01 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.mulf %in, %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %2 = tensor.empty() : tensor<2x64xf32>
    %3 = linalg.fill ins(%cst_4 : f32) outs(%2 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x64xf32>) outs(%3 : tensor<2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %out, %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [2, 64, 1] : tensor<2x64xf32> into tensor<2x64x1xf32>
    %5 = tensor.empty() : tensor<2x64x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x64x1xf32>) outs(%5 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.divf %in, %cst_3 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %7 = tensor.empty() : tensor<2x64x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x1xf32>) outs(%7 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %cst_2 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %9 = tensor.empty() : tensor<2x64x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x64x1xf32>) outs(%9 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.rsqrt %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %11 = tensor.empty() : tensor<2x64x64xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x64x1xf32>) outs(%11 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %13 = tensor.empty() : tensor<2x64x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %12 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%13 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.mulf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %15 = tensor.empty() : tensor<2x64x64xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64xf32>) outs(%15 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %17 = tensor.empty() : tensor<2x64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.mulf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %19 = tensor.empty() : tensor<128x64xf32>
    %20 = linalg.fill ins(%cst_4 : f32) outs(%19 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %21 = linalg.matmul ins(%collapsed, %arg7 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%20 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_5 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %22 = tensor.empty() : tensor<2x2x64x32xf32>
    %23 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<2x64x2x32xf32>) outs(%22 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x32xf32>
    %24 = tensor.empty() : tensor<128x64xf32>
    %25 = linalg.fill ins(%cst_4 : f32) outs(%24 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %26 = linalg.matmul ins(%collapsed, %arg5 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_6 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %27 = tensor.empty() : tensor<2x2x64x32xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<2x64x2x32xf32>) outs(%27 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x32xf32>
    %29 = tensor.empty() : tensor<128x64xf32>
    %30 = linalg.fill ins(%cst_4 : f32) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %31 = linalg.matmul ins(%collapsed, %arg8 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_7 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %32 = tensor.empty() : tensor<2x2x64x32xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7 : tensor<2x64x2x32xf32>) outs(%32 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x32xf32>
    %34 = tensor.empty() : tensor<2x2x32x64xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<2x2x64x32xf32>) outs(%34 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_8 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_9 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %36 = tensor.empty() : tensor<4x64x64xf32>
    %37 = linalg.fill ins(%cst_4 : f32) outs(%36 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %38 = linalg.batch_matmul ins(%collapsed_8, %collapsed_9 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%37 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_10 = tensor.expand_shape %38 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %39 = tensor.empty() : tensor<f32>
    %40 = linalg.generic {indexing_maps = [#map7], iterator_types = []} outs(%39 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %41 = tensor.empty() : tensor<2x2x64x64xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<f32>) outs(%41 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x64xf32>
    %43 = tensor.empty() : tensor<2x2x64x64xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %42 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%43 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.divf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64x64xf32>
    %45 = tensor.empty() : tensor<64xi32>
    %46 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%45 : tensor<64xi32>) {
    ^bb0(%out: i32):
      %125 = linalg.index 0 : index
      %126 = arith.index_cast %125 : index to i32
      linalg.yield %126 : i32
    } -> tensor<64xi32>
    %47 = tensor.empty() : tensor<64x64xi32>
    %48 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<64xi32>) outs(%47 : tensor<64x64xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<64x64xi32>
    %49 = tensor.empty() : tensor<64x64xi32>
    %50 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<64xi32>) outs(%49 : tensor<64x64xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<64x64xi32>
    %51 = tensor.empty() : tensor<64x64xi1>
    %52 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%48, %50 : tensor<64x64xi32>, tensor<64x64xi32>) outs(%51 : tensor<64x64xi1>) {
    ^bb0(%in: i32, %in_22: i32, %out: i1):
      %125 = arith.cmpi sge, %in, %in_22 : i32
      linalg.yield %125 : i1
    } -> tensor<64x64xi1>
    %53 = tensor.empty() : tensor<2x2x64x64xi1>
    %54 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<64x64xi1>) outs(%53 : tensor<2x2x64x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x64x64xi1>
    %55 = tensor.empty() : tensor<2x2x64x64xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %44 : tensor<2x2x64x64xi1>, tensor<2x2x64x64xf32>) outs(%55 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_22: f32, %out: f32):
      %125 = arith.select %in, %in_22, %cst_1 : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64x64xf32>
    %57 = tensor.empty() : tensor<2x2x64xf32>
    %58 = linalg.fill ins(%cst_1 : f32) outs(%57 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x2x64x64xf32>) outs(%58 : tensor<2x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.maximumf %out, %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64xf32>
    %60 = tensor.empty() : tensor<2x2x64x64xf32>
    %61 = linalg.generic {indexing_maps = [#map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x2x64xf32>) outs(%60 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x64xf32>
    %62 = tensor.empty() : tensor<2x2x64x64xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %61 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%62 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.subf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64x64xf32>
    %64 = tensor.empty() : tensor<2x2x64x64xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x2x64x64xf32>) outs(%64 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.exp %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64x64xf32>
    %66 = tensor.empty() : tensor<2x2x64xf32>
    %67 = linalg.fill ins(%cst_4 : f32) outs(%66 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %68 = linalg.generic {indexing_maps = [#map5, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<2x2x64x64xf32>) outs(%67 : tensor<2x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %out, %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64xf32>
    %69 = tensor.empty() : tensor<2x2x64x64xf32>
    %70 = linalg.generic {indexing_maps = [#map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x2x64xf32>) outs(%69 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x64xf32>
    %71 = tensor.empty() : tensor<2x2x64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %70 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%71 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.divf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_11 = tensor.collapse_shape %72 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_12 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %73 = tensor.empty() : tensor<4x64x32xf32>
    %74 = linalg.fill ins(%cst_4 : f32) outs(%73 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %75 = linalg.batch_matmul ins(%collapsed_11, %collapsed_12 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%74 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_13 = tensor.expand_shape %75 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %76 = tensor.empty() : tensor<2x64x2x32xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<2x2x64x32xf32>) outs(%76 : tensor<2x64x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x2x32xf32>
    %collapsed_14 = tensor.collapse_shape %77 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %78 = tensor.empty() : tensor<128x64xf32>
    %79 = linalg.fill ins(%cst_4 : f32) outs(%78 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %80 = linalg.matmul ins(%collapsed_14, %arg6 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%79 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_15 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %81 = tensor.empty() : tensor<2x64x64xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %expanded_15 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%81 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.addf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %83 = tensor.empty() : tensor<2x64x64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<2x64x64xf32>) outs(%83 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.mulf %in, %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %85 = tensor.empty() : tensor<2x64xf32>
    %86 = linalg.fill ins(%cst_4 : f32) outs(%85 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<2x64x64xf32>) outs(%86 : tensor<2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %out, %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64xf32>
    %expanded_16 = tensor.expand_shape %87 [[0], [1, 2]] output_shape [2, 64, 1] : tensor<2x64xf32> into tensor<2x64x1xf32>
    %88 = tensor.empty() : tensor<2x64x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<2x64x1xf32>) outs(%88 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.divf %in, %cst_3 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %90 = tensor.empty() : tensor<2x64x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x64x1xf32>) outs(%90 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %cst_2 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %92 = tensor.empty() : tensor<2x64x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x64x1xf32>) outs(%92 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.rsqrt %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x1xf32>
    %94 = tensor.empty() : tensor<2x64x64xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x64x1xf32>) outs(%94 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %96 = tensor.empty() : tensor<2x64x64xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %95 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%96 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.mulf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %98 = tensor.empty() : tensor<2x64x64xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%98 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %100 = tensor.empty() : tensor<2x64x64xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %99 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%100 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.mulf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    %collapsed_17 = tensor.collapse_shape %101 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %102 = tensor.empty() : tensor<128x128xf32>
    %103 = linalg.fill ins(%cst_4 : f32) outs(%102 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %104 = linalg.matmul ins(%collapsed_17, %arg3 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%103 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_18 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %105 = tensor.empty() : tensor<2x64x128xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x64x128xf32>) outs(%105 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x128xf32>
    %107 = tensor.empty() : tensor<2x64x128xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x64x128xf32>) outs(%107 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.exp %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x128xf32>
    %109 = tensor.empty() : tensor<2x64x128xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x64x128xf32>) outs(%109 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %cst_0 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x128xf32>
    %111 = tensor.empty() : tensor<2x64x128xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<2x64x128xf32>) outs(%111 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.divf %cst_0, %in : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x128xf32>
    %113 = tensor.empty() : tensor<2x64x128xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18, %112 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%113 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.mulf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x128xf32>
    %115 = tensor.empty() : tensor<128x128xf32>
    %116 = linalg.fill ins(%cst_4 : f32) outs(%115 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %117 = linalg.matmul ins(%collapsed_17, %arg4 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%116 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_19 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %118 = tensor.empty() : tensor<2x64x128xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_19 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%118 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.mulf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_20 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %120 = tensor.empty() : tensor<128x64xf32>
    %121 = linalg.fill ins(%cst_4 : f32) outs(%120 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %122 = linalg.matmul ins(%collapsed_20, %arg2 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%121 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_21 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %123 = tensor.empty() : tensor<2x64x64xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %expanded_21 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%123 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %125 = arith.addf %in, %in_22 : f32
      linalg.yield %125 : f32
    } -> tensor<2x64x64xf32>
    func.return %124 : tensor<2x64x64xf32>
  }
}
