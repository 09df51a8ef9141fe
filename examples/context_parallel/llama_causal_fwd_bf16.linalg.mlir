#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map8 = affine_map<() -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0) -> (d0)>
#map12 = affine_map<(d0, d1) -> (d0)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module @jit_llama_block {
  func.func @main(%arg0: tensor<64xbf16> {spmd.name = "p.g1", spmd.role = "param"}, %arg1: tensor<64xbf16> {spmd.name = "p.g2", spmd.role = "param"}, %arg2: tensor<128x64xbf16> {spmd.name = "p.w_down", spmd.role = "param"}, %arg3: tensor<64x128xbf16> {spmd.name = "p.w_gate", spmd.role = "param"}, %arg4: tensor<64x128xbf16> {spmd.name = "p.w_up", spmd.role = "param"}, %arg5: tensor<64x64xbf16> {spmd.name = "p.wk", spmd.role = "param"}, %arg6: tensor<64x64xbf16> {spmd.name = "p.wo", spmd.role = "param"}, %arg7: tensor<64x64xbf16> {spmd.name = "p.wq", spmd.role = "param"}, %arg8: tensor<64x64xbf16> {spmd.name = "p.wv", spmd.role = "param"}, %arg9: tensor<1x64x64xbf16> {spmd.name = "x", spmd.role = "input"}) -> (tensor<1x64x64xf32> {spmd.name = "output"}) {
    %cst = arith.constant 5.65685415 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 9.99999997E-7 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 0.000000e+00 : bf16
    %cst_4 = arith.constant 9.983770e-07 : bf16
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x64x64xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<1x64x64xbf16>) outs(%0 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %141 = arith.mulf %in, %in : bf16
      linalg.yield %141 : bf16
    } -> tensor<1x64x64xbf16>
    %2 = tensor.empty() : tensor<1x64x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x64x64xbf16>) outs(%2 : tensor<1x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %141 = arith.extf %in : bf16 to f32
      linalg.yield %141 : f32
    } -> tensor<1x64x64xf32>
    %4 = tensor.empty() : tensor<1x64xf32>
    %5 = linalg.fill ins(%cst_6 : f32) outs(%4 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x64x64xf32>) outs(%5 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %out, %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x64xf32>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32>
    %7 = tensor.empty() : tensor<1x64x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x64x1xf32>) outs(%7 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_5 : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x1xf32>
    %9 = tensor.empty() : tensor<1x64x1xbf16>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x64x1xf32>) outs(%9 : tensor<1x64x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %141 = arith.truncf %in : f32 to bf16
      linalg.yield %141 : bf16
    } -> tensor<1x64x1xbf16>
    %11 = tensor.empty() : tensor<1x64x1xbf16>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x64x1xbf16>) outs(%11 : tensor<1x64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %141 = arith.addf %in, %cst_4 : bf16
      linalg.yield %141 : bf16
    } -> tensor<1x64x1xbf16>
    %13 = tensor.empty() : tensor<1x64x1xbf16>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x64x1xbf16>) outs(%13 : tensor<1x64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %141 = math.rsqrt %in : bf16
      linalg.yield %141 : bf16
    } -> tensor<1x64x1xbf16>
    %15 = tensor.empty() : tensor<1x64x64xbf16>
    %16 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x64x1xbf16>) outs(%15 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x64xbf16>
    %17 = tensor.empty() : tensor<1x64x64xbf16>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %16 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%17 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_22: bf16, %out: bf16):
      %141 = arith.mulf %in, %in_22 : bf16
      linalg.yield %141 : bf16
    } -> tensor<1x64x64xbf16>
    %19 = tensor.empty() : tensor<1x64x64xbf16>
    %20 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64xbf16>) outs(%19 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x64xbf16>
    %21 = tensor.empty() : tensor<1x64x64xbf16>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%21 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_22: bf16, %out: bf16):
      %141 = arith.mulf %in, %in_22 : bf16
      linalg.yield %141 : bf16
    } -> tensor<1x64x64xbf16>
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<1x64x64xbf16> into tensor<64x64xbf16>
    %23 = tensor.empty() : tensor<64x64xbf16>
    %24 = linalg.fill ins(%cst_3 : bf16) outs(%23 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %25 = linalg.matmul ins(%collapsed, %arg7 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%24 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_7 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xbf16> into tensor<1x64x2x32xbf16>
    %26 = tensor.empty() : tensor<1x2x64x32xbf16>
    %27 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7 : tensor<1x64x2x32xbf16>) outs(%26 : tensor<1x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x32xbf16>
    %28 = tensor.empty() : tensor<64x64xbf16>
    %29 = linalg.fill ins(%cst_3 : bf16) outs(%28 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %30 = linalg.matmul ins(%collapsed, %arg5 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%29 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_8 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xbf16> into tensor<1x64x2x32xbf16>
    %31 = tensor.empty() : tensor<1x2x64x32xbf16>
    %32 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<1x64x2x32xbf16>) outs(%31 : tensor<1x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x32xbf16>
    %33 = tensor.empty() : tensor<64x64xbf16>
    %34 = linalg.fill ins(%cst_3 : bf16) outs(%33 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %35 = linalg.matmul ins(%collapsed, %arg8 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%34 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %36 = tensor.empty() : tensor<64x64xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<64x64xbf16>) outs(%36 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %141 = arith.extf %in : bf16 to f32
      linalg.yield %141 : f32
    } -> tensor<64x64xf32>
    %expanded_9 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xf32> into tensor<1x64x2x32xf32>
    %38 = tensor.empty() : tensor<1x2x64x32xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<1x64x2x32xf32>) outs(%38 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x32xf32>
    %40 = tensor.empty() : tensor<1x2x32x64xbf16>
    %41 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x2x64x32xbf16>) outs(%40 : tensor<1x2x32x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x32x64xbf16>
    %collapsed_10 = tensor.collapse_shape %27 [[0, 1], [2], [3]] : tensor<1x2x64x32xbf16> into tensor<2x64x32xbf16>
    %collapsed_11 = tensor.collapse_shape %41 [[0, 1], [2], [3]] : tensor<1x2x32x64xbf16> into tensor<2x32x64xbf16>
    %42 = tensor.empty() : tensor<2x64x64xbf16>
    %43 = linalg.fill ins(%cst_3 : bf16) outs(%42 : tensor<2x64x64xbf16>) -> tensor<2x64x64xbf16>
    %44 = linalg.batch_matmul ins(%collapsed_10, %collapsed_11 : tensor<2x64x32xbf16>, tensor<2x32x64xbf16>) outs(%43 : tensor<2x64x64xbf16>) -> tensor<2x64x64xbf16>
    %45 = tensor.empty() : tensor<f32>
    %46 = linalg.generic {indexing_maps = [#map8], iterator_types = []} outs(%45 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %47 = tensor.empty() : tensor<2x64x64xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<2x64x64xbf16>) outs(%47 : tensor<2x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %141 = arith.extf %in : bf16 to f32
      linalg.yield %141 : f32
    } -> tensor<2x64x64xf32>
    %49 = tensor.empty() : tensor<1x2x64x64xf32>
    %50 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<2x64x64xf32>) outs(%49 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %51 = tensor.empty() : tensor<1x2x64x64xf32>
    %52 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<f32>) outs(%51 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %53 = tensor.empty() : tensor<1x2x64x64xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %52 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%53 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %141 = arith.divf %in, %in_22 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x64x64xf32>
    %55 = tensor.empty() : tensor<64xi32>
    %56 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel"]} outs(%55 : tensor<64xi32>) {
    ^bb0(%out: i32):
      %141 = linalg.index 0 : index
      %142 = arith.index_cast %141 : index to i32
      linalg.yield %142 : i32
    } -> tensor<64xi32>
    %57 = tensor.empty() : tensor<64x64xi32>
    %58 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<64xi32>) outs(%57 : tensor<64x64xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<64x64xi32>
    %59 = tensor.empty() : tensor<64x64xi32>
    %60 = linalg.generic {indexing_maps = [#map13, #map6], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<64xi32>) outs(%59 : tensor<64x64xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<64x64xi32>
    %61 = tensor.empty() : tensor<64x64xi1>
    %62 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%58, %60 : tensor<64x64xi32>, tensor<64x64xi32>) outs(%61 : tensor<64x64xi1>) {
    ^bb0(%in: i32, %in_22: i32, %out: i1):
      %141 = arith.cmpi sge, %in, %in_22 : i32
      linalg.yield %141 : i1
    } -> tensor<64x64xi1>
    %63 = tensor.empty() : tensor<1x2x64x64xi1>
    %64 = linalg.generic {indexing_maps = [#map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<64x64xi1>) outs(%63 : tensor<1x2x64x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x2x64x64xi1>
    %65 = tensor.empty() : tensor<1x2x64x64xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %54 : tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>) outs(%65 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: i1, %in_22: f32, %out: f32):
      %141 = arith.select %in, %in_22, %cst_2 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x64x64xf32>
    %67 = tensor.empty() : tensor<1x2x64xf32>
    %68 = linalg.fill ins(%cst_2 : f32) outs(%67 : tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<1x2x64x64xf32>) outs(%68 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.maximumf %out, %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x64xf32>
    %70 = tensor.empty() : tensor<1x2x64x64xf32>
    %71 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x2x64xf32>) outs(%70 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %72 = tensor.empty() : tensor<1x2x64x64xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %71 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%72 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %141 = arith.subf %in, %in_22 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x64x64xf32>
    %74 = tensor.empty() : tensor<1x2x64x64xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<1x2x64x64xf32>) outs(%74 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.exp %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x64x64xf32>
    %76 = tensor.empty() : tensor<1x2x64xf32>
    %77 = linalg.fill ins(%cst_6 : f32) outs(%76 : tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<1x2x64x64xf32>) outs(%77 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %out, %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x64xf32>
    %79 = tensor.empty() : tensor<1x2x64x64xf32>
    %80 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x2x64xf32>) outs(%79 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %81 = tensor.empty() : tensor<1x2x64x64xf32>
    %82 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %80 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%81 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %141 = arith.divf %in, %in_22 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x64x64xf32>
    %collapsed_12 = tensor.collapse_shape %82 [[0, 1], [2], [3]] : tensor<1x2x64x64xf32> into tensor<2x64x64xf32>
    %collapsed_13 = tensor.collapse_shape %39 [[0, 1], [2], [3]] : tensor<1x2x64x32xf32> into tensor<2x64x32xf32>
    %83 = tensor.empty() : tensor<2x64x32xf32>
    %84 = linalg.fill ins(%cst_6 : f32) outs(%83 : tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %85 = linalg.batch_matmul ins(%collapsed_12, %collapsed_13 : tensor<2x64x64xf32>, tensor<2x64x32xf32>) outs(%84 : tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %86 = tensor.empty() : tensor<1x2x64x32xf32>
    %87 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<2x64x32xf32>) outs(%86 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x32xf32>
    %88 = tensor.empty() : tensor<1x64x2x32xf32>
    %89 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<1x2x64x32xf32>) outs(%88 : tensor<1x64x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x2x32xf32>
    %collapsed_14 = tensor.collapse_shape %89 [[0, 1], [2, 3]] : tensor<1x64x2x32xf32> into tensor<64x64xf32>
    %90 = tensor.empty() : tensor<64x64xf32>
    %91 = linalg.fill ins(%cst_6 : f32) outs(%90 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %92 = linalg.matmul ins(%collapsed_14, %arg6 : tensor<64x64xf32>, tensor<64x64xbf16>) outs(%91 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_15 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %93 = tensor.empty() : tensor<1x64x64xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<1x64x64xbf16>) outs(%93 : tensor<1x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %141 = arith.extf %in : bf16 to f32
      linalg.yield %141 : f32
    } -> tensor<1x64x64xf32>
    %95 = tensor.empty() : tensor<1x64x64xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %expanded_15 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%95 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %141 = arith.addf %in, %in_22 : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x64xf32>
    %97 = tensor.empty() : tensor<1x64x64xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x64x64xf32>) outs(%97 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.mulf %in, %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x64xf32>
    %99 = tensor.empty() : tensor<1x64xf32>
    %100 = linalg.fill ins(%cst_6 : f32) outs(%99 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<1x64x64xf32>) outs(%100 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %out, %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x64xf32>
    %expanded_16 = tensor.expand_shape %101 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32>
    %102 = tensor.empty() : tensor<1x64x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x64x1xf32>) outs(%102 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_5 : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x1xf32>
    %104 = tensor.empty() : tensor<1x64x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x64x1xf32>) outs(%104 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %cst_1 : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x1xf32>
    %106 = tensor.empty() : tensor<1x64x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x64x1xf32>) outs(%106 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.rsqrt %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x1xf32>
    %108 = tensor.empty() : tensor<1x64x64xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x64x1xf32>) outs(%108 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %110 = tensor.empty() : tensor<1x64x64xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %109 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%110 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %141 = arith.mulf %in, %in_22 : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x64xf32>
    %112 = tensor.empty() : tensor<64xf32>
    %113 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xbf16>) outs(%112 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %141 = arith.extf %in : bf16 to f32
      linalg.yield %141 : f32
    } -> tensor<64xf32>
    %114 = tensor.empty() : tensor<1x64x64xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<64xf32>) outs(%114 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %116 = tensor.empty() : tensor<1x64x64xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %115 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%116 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %141 = arith.mulf %in, %in_22 : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x64xf32>
    %collapsed_17 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<1x64x64xf32> into tensor<64x64xf32>
    %118 = tensor.empty() : tensor<64x128xf32>
    %119 = linalg.fill ins(%cst_6 : f32) outs(%118 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %120 = linalg.matmul ins(%collapsed_17, %arg3 : tensor<64x64xf32>, tensor<64x128xbf16>) outs(%119 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %expanded_18 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [1, 64, 128] : tensor<64x128xf32> into tensor<1x64x128xf32>
    %121 = tensor.empty() : tensor<1x64x128xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<1x64x128xf32>) outs(%121 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.negf %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x128xf32>
    %123 = tensor.empty() : tensor<1x64x128xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x64x128xf32>) outs(%123 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.exp %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x128xf32>
    %125 = tensor.empty() : tensor<1x64x128xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x64x128xf32>) outs(%125 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %cst_0 : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x128xf32>
    %127 = tensor.empty() : tensor<1x64x128xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x64x128xf32>) outs(%127 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %cst_0, %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x128xf32>
    %129 = tensor.empty() : tensor<1x64x128xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18, %128 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%129 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %141 = arith.mulf %in, %in_22 : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x128xf32>
    %131 = tensor.empty() : tensor<64x128xf32>
    %132 = linalg.fill ins(%cst_6 : f32) outs(%131 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %133 = linalg.matmul ins(%collapsed_17, %arg4 : tensor<64x64xf32>, tensor<64x128xbf16>) outs(%132 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %expanded_19 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [1, 64, 128] : tensor<64x128xf32> into tensor<1x64x128xf32>
    %134 = tensor.empty() : tensor<1x64x128xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %expanded_19 : tensor<1x64x128xf32>, tensor<1x64x128xf32>) outs(%134 : tensor<1x64x128xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %141 = arith.mulf %in, %in_22 : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x128xf32>
    %collapsed_20 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<1x64x128xf32> into tensor<64x128xf32>
    %136 = tensor.empty() : tensor<64x64xf32>
    %137 = linalg.fill ins(%cst_6 : f32) outs(%136 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %138 = linalg.matmul ins(%collapsed_20, %arg2 : tensor<64x128xf32>, tensor<128x64xbf16>) outs(%137 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_21 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %139 = tensor.empty() : tensor<1x64x64xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %expanded_21 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%139 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_22: f32, %out: f32):
      %141 = arith.addf %in, %in_22 : f32
      linalg.yield %141 : f32
    } -> tensor<1x64x64xf32>
    func.return %140 : tensor<1x64x64xf32>
  }
}
