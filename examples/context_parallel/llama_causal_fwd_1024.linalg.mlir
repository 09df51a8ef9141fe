#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map8 = affine_map<() -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0) -> (d0)>
#map11 = affine_map<(d0, d1) -> (d0)>
#map12 = affine_map<(d0, d1) -> (d0, d1)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module @jit_llama_block {
  func.func @main(%arg0: tensor<64xf32> {spmd.name = "p.g1", spmd.role = "param"}, %arg1: tensor<64xf32> {spmd.name = "p.g2", spmd.role = "param"}, %arg2: tensor<128x64xf32> {spmd.name = "p.w_down", spmd.role = "param"}, %arg3: tensor<64x128xf32> {spmd.name = "p.w_gate", spmd.role = "param"}, %arg4: tensor<64x128xf32> {spmd.name = "p.w_up", spmd.role = "param"}, %arg5: tensor<64x64xf32> {spmd.name = "p.wk", spmd.role = "param"}, %arg6: tensor<64x64xf32> {spmd.name = "p.wo", spmd.role = "param"}, %arg7: tensor<64x64xf32> {spmd.name = "p.wq", spmd.role = "param"}, %arg8: tensor<64x64xf32> {spmd.name = "p.wv", spmd.role = "param"}, %arg9: tensor<1x1024x64xf32> {spmd.name = "x", spmd.role = "input"}) -> (tensor<1x1024x64xf32> {spmd.name = "output"}) {
    %cst = arith.constant 5.65685415 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 9.99999997E-7 : f32
    %cst_3 = arith.constant 6.400000e+01 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x1024x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<1x1024x64xf32>) outs(%0 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.mulf %in, %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x64xf32>
    %2 = tensor.empty() : tensor<1x1024xf32>
    %3 = linalg.fill ins(%cst_4 : f32) outs(%2 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x1024x64xf32>) outs(%3 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %out, %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [1, 1024, 1] : tensor<1x1024xf32> into tensor<1x1024x1xf32>
    %5 = tensor.empty() : tensor<1x1024x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1024x1xf32>) outs(%5 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_3 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x1xf32>
    %7 = tensor.empty() : tensor<1x1024x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x1024x1xf32>) outs(%7 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x1xf32>
    %9 = tensor.empty() : tensor<1x1024x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x1024x1xf32>) outs(%9 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.rsqrt %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x1xf32>
    %11 = tensor.empty() : tensor<1x1024x64xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x1024x1xf32>) outs(%11 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x64xf32>
    %13 = tensor.empty() : tensor<1x1024x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %12 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%13 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.mulf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x64xf32>
    %15 = tensor.empty() : tensor<1x1024x64xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64xf32>) outs(%15 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x64xf32>
    %17 = tensor.empty() : tensor<1x1024x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%17 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.mulf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x64xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<1x1024x64xf32> into tensor<1024x64xf32>
    %19 = tensor.empty() : tensor<1024x64xf32>
    %20 = linalg.fill ins(%cst_4 : f32) outs(%19 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %21 = linalg.matmul ins(%collapsed, %arg7 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%20 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_5 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [1, 1024, 2, 32] : tensor<1024x64xf32> into tensor<1x1024x2x32xf32>
    %22 = tensor.empty() : tensor<1x2x1024x32xf32>
    %23 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<1x1024x2x32xf32>) outs(%22 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %24 = tensor.empty() : tensor<1024x64xf32>
    %25 = linalg.fill ins(%cst_4 : f32) outs(%24 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %26 = linalg.matmul ins(%collapsed, %arg5 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_6 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [1, 1024, 2, 32] : tensor<1024x64xf32> into tensor<1x1024x2x32xf32>
    %27 = tensor.empty() : tensor<1x2x1024x32xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x1024x2x32xf32>) outs(%27 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %29 = tensor.empty() : tensor<1024x64xf32>
    %30 = linalg.fill ins(%cst_4 : f32) outs(%29 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %31 = linalg.matmul ins(%collapsed, %arg8 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_7 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [1, 1024, 2, 32] : tensor<1024x64xf32> into tensor<1x1024x2x32xf32>
    %32 = tensor.empty() : tensor<1x2x1024x32xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7 : tensor<1x1024x2x32xf32>) outs(%32 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %34 = tensor.empty() : tensor<1x2x32x1024xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x2x1024x32xf32>) outs(%34 : tensor<1x2x32x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x32x1024xf32>
    %collapsed_8 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<1x2x1024x32xf32> into tensor<2x1024x32xf32>
    %collapsed_9 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<1x2x32x1024xf32> into tensor<2x32x1024xf32>
    %36 = tensor.empty() : tensor<2x1024x1024xf32>
    %37 = linalg.fill ins(%cst_4 : f32) outs(%36 : tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
    %38 = linalg.batch_matmul ins(%collapsed_8, %collapsed_9 : tensor<2x1024x32xf32>, tensor<2x32x1024xf32>) outs(%37 : tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
    %39 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %40 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x1024x1024xf32>) outs(%39 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %41 = tensor.empty() : tensor<f32>
    %42 = linalg.generic {indexing_maps = [#map8], iterator_types = []} outs(%41 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %43 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<f32>) outs(%43 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %45 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %44 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%45 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.divf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x2x1024x1024xf32>
    %47 = tensor.empty() : tensor<1024xi32>
    %48 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel"]} outs(%47 : tensor<1024xi32>) {
    ^bb0(%out: i32):
      %129 = linalg.index 0 : index
      %130 = arith.index_cast %129 : index to i32
      linalg.yield %130 : i32
    } -> tensor<1024xi32>
    %49 = tensor.empty() : tensor<1024x1024xi32>
    %50 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<1024xi32>) outs(%49 : tensor<1024x1024xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1024x1024xi32>
    %51 = tensor.empty() : tensor<1024x1024xi32>
    %52 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<1024xi32>) outs(%51 : tensor<1024x1024xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1024x1024xi32>
    %53 = tensor.empty() : tensor<1024x1024xi1>
    %54 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%50, %52 : tensor<1024x1024xi32>, tensor<1024x1024xi32>) outs(%53 : tensor<1024x1024xi1>) {
    ^bb0(%in: i32, %in_20: i32, %out: i1):
      %129 = arith.cmpi sge, %in, %in_20 : i32
      linalg.yield %129 : i1
    } -> tensor<1024x1024xi1>
    %55 = tensor.empty() : tensor<1x2x1024x1024xi1>
    %56 = linalg.generic {indexing_maps = [#map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1024x1024xi1>) outs(%55 : tensor<1x2x1024x1024xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x2x1024x1024xi1>
    %57 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %46 : tensor<1x2x1024x1024xi1>, tensor<1x2x1024x1024xf32>) outs(%57 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: i1, %in_20: f32, %out: f32):
      %129 = arith.select %in, %in_20, %cst_1 : f32
      linalg.yield %129 : f32
    } -> tensor<1x2x1024x1024xf32>
    %59 = tensor.empty() : tensor<1x2x1024xf32>
    %60 = linalg.fill ins(%cst_1 : f32) outs(%59 : tensor<1x2x1024xf32>) -> tensor<1x2x1024xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<1x2x1024x1024xf32>) outs(%60 : tensor<1x2x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.maximumf %out, %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x2x1024xf32>
    %62 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %63 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<1x2x1024xf32>) outs(%62 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %64 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %63 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%64 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.subf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x2x1024x1024xf32>
    %66 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x2x1024x1024xf32>) outs(%66 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.exp %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x2x1024x1024xf32>
    %68 = tensor.empty() : tensor<1x2x1024xf32>
    %69 = linalg.fill ins(%cst_4 : f32) outs(%68 : tensor<1x2x1024xf32>) -> tensor<1x2x1024xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<1x2x1024x1024xf32>) outs(%69 : tensor<1x2x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %out, %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x2x1024xf32>
    %71 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %72 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x2x1024xf32>) outs(%71 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %73 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %72 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%73 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.divf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x2x1024x1024xf32>
    %collapsed_10 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<1x2x1024x1024xf32> into tensor<2x1024x1024xf32>
    %collapsed_11 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<1x2x1024x32xf32> into tensor<2x1024x32xf32>
    %75 = tensor.empty() : tensor<2x1024x32xf32>
    %76 = linalg.fill ins(%cst_4 : f32) outs(%75 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %77 = linalg.batch_matmul ins(%collapsed_10, %collapsed_11 : tensor<2x1024x1024xf32>, tensor<2x1024x32xf32>) outs(%76 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %78 = tensor.empty() : tensor<1x2x1024x32xf32>
    %79 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<2x1024x32xf32>) outs(%78 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %80 = tensor.empty() : tensor<1x1024x2x32xf32>
    %81 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<1x2x1024x32xf32>) outs(%80 : tensor<1x1024x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x2x32xf32>
    %collapsed_12 = tensor.collapse_shape %81 [[0, 1], [2, 3]] : tensor<1x1024x2x32xf32> into tensor<1024x64xf32>
    %82 = tensor.empty() : tensor<1024x64xf32>
    %83 = linalg.fill ins(%cst_4 : f32) outs(%82 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %84 = linalg.matmul ins(%collapsed_12, %arg6 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%83 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_13 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %85 = tensor.empty() : tensor<1x1024x64xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %expanded_13 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%85 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.addf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x64xf32>
    %87 = tensor.empty() : tensor<1x1024x64xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x1024x64xf32>) outs(%87 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.mulf %in, %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x64xf32>
    %89 = tensor.empty() : tensor<1x1024xf32>
    %90 = linalg.fill ins(%cst_4 : f32) outs(%89 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<1x1024x64xf32>) outs(%90 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %out, %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024xf32>
    %expanded_14 = tensor.expand_shape %91 [[0], [1, 2]] output_shape [1, 1024, 1] : tensor<1x1024xf32> into tensor<1x1024x1xf32>
    %92 = tensor.empty() : tensor<1x1024x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x1024x1xf32>) outs(%92 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_3 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x1xf32>
    %94 = tensor.empty() : tensor<1x1024x1xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x1024x1xf32>) outs(%94 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x1xf32>
    %96 = tensor.empty() : tensor<1x1024x1xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x1024x1xf32>) outs(%96 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.rsqrt %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x1xf32>
    %98 = tensor.empty() : tensor<1x1024x64xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x1024x1xf32>) outs(%98 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x64xf32>
    %100 = tensor.empty() : tensor<1x1024x64xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %99 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%100 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.mulf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x64xf32>
    %102 = tensor.empty() : tensor<1x1024x64xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%102 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x64xf32>
    %104 = tensor.empty() : tensor<1x1024x64xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %103 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%104 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.mulf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x64xf32>
    %collapsed_15 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<1x1024x64xf32> into tensor<1024x64xf32>
    %106 = tensor.empty() : tensor<1024x128xf32>
    %107 = linalg.fill ins(%cst_4 : f32) outs(%106 : tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %108 = linalg.matmul ins(%collapsed_15, %arg3 : tensor<1024x64xf32>, tensor<64x128xf32>) outs(%107 : tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %expanded_16 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [1, 1024, 128] : tensor<1024x128xf32> into tensor<1x1024x128xf32>
    %109 = tensor.empty() : tensor<1x1024x128xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x1024x128xf32>) outs(%109 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.negf %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x128xf32>
    %111 = tensor.empty() : tensor<1x1024x128xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x1024x128xf32>) outs(%111 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.exp %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x128xf32>
    %113 = tensor.empty() : tensor<1x1024x128xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x1024x128xf32>) outs(%113 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %cst_0 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x128xf32>
    %115 = tensor.empty() : tensor<1x1024x128xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<1x1024x128xf32>) outs(%115 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %cst_0, %in : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x128xf32>
    %117 = tensor.empty() : tensor<1x1024x128xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16, %116 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%117 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.mulf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x128xf32>
    %119 = tensor.empty() : tensor<1024x128xf32>
    %120 = linalg.fill ins(%cst_4 : f32) outs(%119 : tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %121 = linalg.matmul ins(%collapsed_15, %arg4 : tensor<1024x64xf32>, tensor<64x128xf32>) outs(%120 : tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %expanded_17 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [1, 1024, 128] : tensor<1024x128xf32> into tensor<1x1024x128xf32>
    %122 = tensor.empty() : tensor<1x1024x128xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %expanded_17 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%122 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.mulf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x128xf32>
    %collapsed_18 = tensor.collapse_shape %123 [[0, 1], [2]] : tensor<1x1024x128xf32> into tensor<1024x128xf32>
    %124 = tensor.empty() : tensor<1024x64xf32>
    %125 = linalg.fill ins(%cst_4 : f32) outs(%124 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %126 = linalg.matmul ins(%collapsed_18, %arg2 : tensor<1024x128xf32>, tensor<128x64xf32>) outs(%125 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_19 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %127 = tensor.empty() : tensor<1x1024x64xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_19 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%127 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %129 = arith.addf %in, %in_20 : f32
      linalg.yield %129 : f32
    } -> tensor<1x1024x64xf32>
    func.return %128 : tensor<1x1024x64xf32>
  }
}
