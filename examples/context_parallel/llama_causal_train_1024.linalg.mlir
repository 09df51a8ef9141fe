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
#map16 = affine_map<(d0, d1, d2) -> ()>
#map17 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map18 = affine_map<(d0, d1) -> (d1, d0)>
#map19 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map20 = affine_map<(d0, d1, d2) -> (d0)>
#map21 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map22 = affine_map<(d0, d1, d2) -> (d1)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>
#map24 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map25 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>
#map26 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map27 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
module @jit_llama_train_step {
  func.func @main(%arg0: tensor<64xf32> {spmd.name = "p.g1", spmd.role = "param"}, %arg1: tensor<64xf32> {spmd.name = "p.g2", spmd.role = "param"}, %arg2: tensor<128x64xf32> {spmd.name = "p.w_down", spmd.role = "param"}, %arg3: tensor<64x128xf32> {spmd.name = "p.w_gate", spmd.role = "param"}, %arg4: tensor<64x128xf32> {spmd.name = "p.w_up", spmd.role = "param"}, %arg5: tensor<64x64xf32> {spmd.name = "p.wk", spmd.role = "param"}, %arg6: tensor<64x64xf32> {spmd.name = "p.wo", spmd.role = "param"}, %arg7: tensor<64x64xf32> {spmd.name = "p.wq", spmd.role = "param"}, %arg8: tensor<64x64xf32> {spmd.name = "p.wv", spmd.role = "param"}, %arg9: tensor<1x1024x64xf32> {spmd.name = "x", spmd.role = "input"}, %arg10: tensor<1x1024x64xf32> {spmd.name = "y", spmd.role = "input"}) -> (tensor<f32> {spmd.name = "loss"}, tensor<64xf32> {spmd.name = "new:p.g1"}, tensor<64xf32> {spmd.name = "new:p.g2"}, tensor<128x64xf32> {spmd.name = "new:p.w_down"}, tensor<64x128xf32> {spmd.name = "new:p.w_gate"}, tensor<64x128xf32> {spmd.name = "new:p.w_up"}, tensor<64x64xf32> {spmd.name = "new:p.wk"}, tensor<64x64xf32> {spmd.name = "new:p.wo"}, tensor<64x64xf32> {spmd.name = "new:p.wq"}, tensor<64x64xf32> {spmd.name = "new:p.wv"}) {
    %cst = arith.constant 1.52587891E-5 : f32
    %cst_0 = arith.constant 5.65685415 : f32
    %cst_1 = arith.constant 1.000000e-01 : f32
    %cst_2 = arith.constant 6.553600e+04 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %cst_4 = arith.constant -5.000000e-01 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    %cst_6 = arith.constant 0xFF800000 : f32
    %cst_7 = arith.constant 9.99999997E-7 : f32
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x1024x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<1x1024x64xf32>) outs(%0 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %2 = tensor.empty() : tensor<1x1024xf32>
    %3 = linalg.fill ins(%cst_9 : f32) outs(%2 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x1024x64xf32>) outs(%3 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [1, 1024, 1] : tensor<1x1024xf32> into tensor<1x1024x1xf32>
    %5 = tensor.empty() : tensor<1x1024x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1024x1xf32>) outs(%5 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %in, %cst_8 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x1xf32>
    %7 = tensor.empty() : tensor<1x1024x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x1024x1xf32>) outs(%7 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %in, %cst_7 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x1xf32>
    %9 = tensor.empty() : tensor<1x1024x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x1024x1xf32>) outs(%9 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.rsqrt %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x1xf32>
    %11 = tensor.empty() : tensor<1x1024x64xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x1024x1xf32>) outs(%11 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x64xf32>
    %13 = tensor.empty() : tensor<1x1024x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %12 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%13 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %15 = tensor.empty() : tensor<1x1024x64xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64xf32>) outs(%15 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x64xf32>
    %17 = tensor.empty() : tensor<1x1024x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%17 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<1x1024x64xf32> into tensor<1024x64xf32>
    %19 = tensor.empty() : tensor<1024x64xf32>
    %20 = linalg.fill ins(%cst_9 : f32) outs(%19 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %21 = linalg.matmul ins(%collapsed, %arg7 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%20 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_10 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [1, 1024, 2, 32] : tensor<1024x64xf32> into tensor<1x1024x2x32xf32>
    %22 = tensor.empty() : tensor<1x2x1024x32xf32>
    %23 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<1x1024x2x32xf32>) outs(%22 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %24 = tensor.empty() : tensor<1024x64xf32>
    %25 = linalg.fill ins(%cst_9 : f32) outs(%24 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %26 = linalg.matmul ins(%collapsed, %arg5 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_11 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [1, 1024, 2, 32] : tensor<1024x64xf32> into tensor<1x1024x2x32xf32>
    %27 = tensor.empty() : tensor<1x2x1024x32xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x1024x2x32xf32>) outs(%27 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %29 = tensor.empty() : tensor<1024x64xf32>
    %30 = linalg.fill ins(%cst_9 : f32) outs(%29 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %31 = linalg.matmul ins(%collapsed, %arg8 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_12 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [1, 1024, 2, 32] : tensor<1024x64xf32> into tensor<1x1024x2x32xf32>
    %32 = tensor.empty() : tensor<1x2x1024x32xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x1024x2x32xf32>) outs(%32 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %34 = tensor.empty() : tensor<1x2x32x1024xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x2x1024x32xf32>) outs(%34 : tensor<1x2x32x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x32x1024xf32>
    %collapsed_13 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<1x2x1024x32xf32> into tensor<2x1024x32xf32>
    %collapsed_14 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<1x2x32x1024xf32> into tensor<2x32x1024xf32>
    %36 = tensor.empty() : tensor<2x1024x1024xf32>
    %37 = linalg.fill ins(%cst_9 : f32) outs(%36 : tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
    %38 = linalg.batch_matmul ins(%collapsed_13, %collapsed_14 : tensor<2x1024x32xf32>, tensor<2x32x1024xf32>) outs(%37 : tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
    %39 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %40 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x1024x1024xf32>) outs(%39 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %41 = tensor.empty() : tensor<f32>
    %42 = linalg.generic {indexing_maps = [#map8], iterator_types = []} outs(%41 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %43 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<f32>) outs(%43 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %45 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %44 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%45 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.divf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %47 = tensor.empty() : tensor<1024xi32>
    %48 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel"]} outs(%47 : tensor<1024xi32>) {
    ^bb0(%out: i32):
      %414 = linalg.index 0 : index
      %415 = arith.index_cast %414 : index to i32
      linalg.yield %415 : i32
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
    ^bb0(%in: i32, %in_54: i32, %out: i1):
      %414 = arith.cmpi sge, %in, %in_54 : i32
      linalg.yield %414 : i1
    } -> tensor<1024x1024xi1>
    %55 = tensor.empty() : tensor<1x2x1024x1024xi1>
    %56 = linalg.generic {indexing_maps = [#map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1024x1024xi1>) outs(%55 : tensor<1x2x1024x1024xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x2x1024x1024xi1>
    %57 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %58 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %46 : tensor<1x2x1024x1024xi1>, tensor<1x2x1024x1024xf32>) outs(%57 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: i1, %in_54: f32, %out: f32):
      %414 = arith.select %in, %in_54, %cst_6 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %59 = tensor.empty() : tensor<1x2x1024xf32>
    %60 = linalg.fill ins(%cst_6 : f32) outs(%59 : tensor<1x2x1024xf32>) -> tensor<1x2x1024xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<1x2x1024x1024xf32>) outs(%60 : tensor<1x2x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.maximumf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024xf32>
    %62 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %63 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<1x2x1024xf32>) outs(%62 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %64 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %63 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%64 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %66 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x2x1024x1024xf32>) outs(%66 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.exp %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %68 = tensor.empty() : tensor<1x2x1024xf32>
    %69 = linalg.fill ins(%cst_9 : f32) outs(%68 : tensor<1x2x1024xf32>) -> tensor<1x2x1024xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<1x2x1024x1024xf32>) outs(%69 : tensor<1x2x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024xf32>
    %expanded_15 = tensor.expand_shape %70 [[0], [1], [2, 3]] output_shape [1, 2, 1024, 1] : tensor<1x2x1024xf32> into tensor<1x2x1024x1xf32>
    %71 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %72 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x2x1024xf32>) outs(%71 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %73 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %72 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%73 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.divf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %75 = tensor.empty() : tensor<1x2x1024x1xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x2x1024x1xf32>) outs(%75 : tensor<1x2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1xf32>
    %77 = tensor.empty() : tensor<1x2x1024x1xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<1x2x1024x1xf32>) outs(%77 : tensor<1x2x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %cst_5, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1xf32>
    %collapsed_16 = tensor.collapse_shape %74 [[0, 1], [2], [3]] : tensor<1x2x1024x1024xf32> into tensor<2x1024x1024xf32>
    %collapsed_17 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<1x2x1024x32xf32> into tensor<2x1024x32xf32>
    %79 = tensor.empty() : tensor<2x1024x32xf32>
    %80 = linalg.fill ins(%cst_9 : f32) outs(%79 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %81 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<2x1024x1024xf32>, tensor<2x1024x32xf32>) outs(%80 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %82 = tensor.empty() : tensor<1x2x1024x32xf32>
    %83 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<2x1024x32xf32>) outs(%82 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %84 = tensor.empty() : tensor<1x1024x2x32xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x2x1024x32xf32>) outs(%84 : tensor<1x1024x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x2x32xf32>
    %collapsed_18 = tensor.collapse_shape %85 [[0, 1], [2, 3]] : tensor<1x1024x2x32xf32> into tensor<1024x64xf32>
    %86 = tensor.empty() : tensor<1024x64xf32>
    %87 = linalg.fill ins(%cst_9 : f32) outs(%86 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %88 = linalg.matmul ins(%collapsed_18, %arg6 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%87 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_19 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %89 = tensor.empty() : tensor<1x1024x64xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %expanded_19 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%89 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.addf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %91 = tensor.empty() : tensor<1x1024x64xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x1024x64xf32>) outs(%91 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %93 = tensor.empty() : tensor<1x1024xf32>
    %94 = linalg.fill ins(%cst_9 : f32) outs(%93 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<1x1024x64xf32>) outs(%94 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024xf32>
    %expanded_20 = tensor.expand_shape %95 [[0], [1, 2]] output_shape [1, 1024, 1] : tensor<1x1024xf32> into tensor<1x1024x1xf32>
    %96 = tensor.empty() : tensor<1x1024x1xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<1x1024x1xf32>) outs(%96 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %in, %cst_8 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x1xf32>
    %98 = tensor.empty() : tensor<1x1024x1xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x1024x1xf32>) outs(%98 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %in, %cst_7 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x1xf32>
    %100 = tensor.empty() : tensor<1x1024x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x1024x1xf32>) outs(%100 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.rsqrt %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x1xf32>
    %102 = tensor.empty() : tensor<1x1024x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %99 : tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) outs(%102 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.divf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x1xf32>
    %104 = tensor.empty() : tensor<1x1024x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x1024x1xf32>) outs(%104 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_4 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x1xf32>
    %106 = tensor.empty() : tensor<1x1024x64xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x1024x1xf32>) outs(%106 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x64xf32>
    %108 = tensor.empty() : tensor<1x1024x64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %107 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%108 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %110 = tensor.empty() : tensor<1x1024x64xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%110 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x64xf32>
    %112 = tensor.empty() : tensor<1x1024x64xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %111 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%112 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %collapsed_21 = tensor.collapse_shape %113 [[0, 1], [2]] : tensor<1x1024x64xf32> into tensor<1024x64xf32>
    %114 = tensor.empty() : tensor<1024x128xf32>
    %115 = linalg.fill ins(%cst_9 : f32) outs(%114 : tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %116 = linalg.matmul ins(%collapsed_21, %arg3 : tensor<1024x64xf32>, tensor<64x128xf32>) outs(%115 : tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %expanded_22 = tensor.expand_shape %116 [[0, 1], [2]] output_shape [1, 1024, 128] : tensor<1024x128xf32> into tensor<1x1024x128xf32>
    %117 = tensor.empty() : tensor<1x1024x128xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x1024x128xf32>) outs(%117 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.negf %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %119 = tensor.empty() : tensor<1x1024x128xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x1024x128xf32>) outs(%119 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.exp %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %121 = tensor.empty() : tensor<1x1024x128xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x1024x128xf32>) outs(%121 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %in, %cst_5 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %123 = tensor.empty() : tensor<1x1024x128xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x1024x128xf32>) outs(%123 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %cst_5, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %125 = tensor.empty() : tensor<1x1024x128xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x1024x128xf32>) outs(%125 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.subf %cst_5, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %127 = tensor.empty() : tensor<1x1024x128xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %126 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%127 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %129 = tensor.empty() : tensor<1x1024x128xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %124 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%129 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %131 = tensor.empty() : tensor<1024x128xf32>
    %132 = linalg.fill ins(%cst_9 : f32) outs(%131 : tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %133 = linalg.matmul ins(%collapsed_21, %arg4 : tensor<1024x64xf32>, tensor<64x128xf32>) outs(%132 : tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %expanded_23 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [1, 1024, 128] : tensor<1024x128xf32> into tensor<1x1024x128xf32>
    %134 = tensor.empty() : tensor<1x1024x128xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %expanded_23 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%134 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %collapsed_24 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<1x1024x128xf32> into tensor<1024x128xf32>
    %136 = tensor.empty() : tensor<1024x64xf32>
    %137 = linalg.fill ins(%cst_9 : f32) outs(%136 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %138 = linalg.matmul ins(%collapsed_24, %arg2 : tensor<1024x128xf32>, tensor<128x64xf32>) outs(%137 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_25 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %139 = tensor.empty() : tensor<1x1024x64xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_25 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%139 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.addf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %141 = tensor.empty() : tensor<1x1024x64xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %arg10 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%141 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %143 = tensor.empty() : tensor<1x1024x64xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<1x1024x64xf32>) outs(%143 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %145 = tensor.empty() : tensor<1x1024x64xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<1x1024x64xf32>) outs(%145 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_3 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %147 = tensor.empty() : tensor<f32>
    %148 = linalg.fill ins(%cst_9 : f32) outs(%147 : tensor<f32>) -> tensor<f32>
    %149 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction", "reduction", "reduction"]} ins(%144 : tensor<1x1024x64xf32>) outs(%148 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<f32>
    %150 = tensor.empty() : tensor<f32>
    %151 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%149 : tensor<f32>) outs(%150 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %in, %cst_2 : f32
      linalg.yield %414 : f32
    } -> tensor<f32>
    %152 = tensor.empty() : tensor<f32>
    %153 = linalg.generic {indexing_maps = [#map8], iterator_types = []} outs(%152 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %154 = tensor.empty() : tensor<1x1024x64xf32>
    %155 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<f32>) outs(%154 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x64xf32>
    %156 = tensor.empty() : tensor<1x1024x64xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %146 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%156 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %158 = tensor.empty() : tensor<64x1x1024xf32>
    %159 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x1024x64xf32>) outs(%158 : tensor<64x1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1x1024xf32>
    %collapsed_26 = tensor.collapse_shape %159 [[0], [1, 2]] : tensor<64x1x1024xf32> into tensor<64x1024xf32>
    %160 = tensor.empty() : tensor<64x128xf32>
    %161 = linalg.fill ins(%cst_9 : f32) outs(%160 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %162 = linalg.matmul ins(%collapsed_26, %collapsed_24 : tensor<64x1024xf32>, tensor<1024x128xf32>) outs(%161 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %163 = tensor.empty() : tensor<128x64xf32>
    %164 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%162 : tensor<64x128xf32>) outs(%163 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %collapsed_27 = tensor.collapse_shape %157 [[0, 1], [2]] : tensor<1x1024x64xf32> into tensor<1024x64xf32>
    %165 = tensor.empty() : tensor<64x128xf32>
    %166 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<128x64xf32>) outs(%165 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %167 = tensor.empty() : tensor<1024x128xf32>
    %168 = linalg.fill ins(%cst_9 : f32) outs(%167 : tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %169 = linalg.matmul ins(%collapsed_27, %166 : tensor<1024x64xf32>, tensor<64x128xf32>) outs(%168 : tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %expanded_28 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [1, 1024, 128] : tensor<1024x128xf32> into tensor<1x1024x128xf32>
    %170 = tensor.empty() : tensor<1x1024x128xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %expanded_28 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%170 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %172 = tensor.empty() : tensor<1x1024x128xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %expanded_23 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%172 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %174 = tensor.empty() : tensor<128x1x1024xf32>
    %175 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x1024x128xf32>) outs(%174 : tensor<128x1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x1x1024xf32>
    %collapsed_29 = tensor.collapse_shape %175 [[0], [1, 2]] : tensor<128x1x1024xf32> into tensor<128x1024xf32>
    %176 = tensor.empty() : tensor<128x64xf32>
    %177 = linalg.fill ins(%cst_9 : f32) outs(%176 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %178 = linalg.matmul ins(%collapsed_29, %collapsed_21 : tensor<128x1024xf32>, tensor<1024x64xf32>) outs(%177 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %179 = tensor.empty() : tensor<64x128xf32>
    %180 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%178 : tensor<128x64xf32>) outs(%179 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %collapsed_30 = tensor.collapse_shape %171 [[0, 1], [2]] : tensor<1x1024x128xf32> into tensor<1024x128xf32>
    %181 = tensor.empty() : tensor<128x64xf32>
    %182 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x128xf32>) outs(%181 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %183 = tensor.empty() : tensor<1024x64xf32>
    %184 = linalg.fill ins(%cst_9 : f32) outs(%183 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %185 = linalg.matmul ins(%collapsed_30, %182 : tensor<1024x128xf32>, tensor<128x64xf32>) outs(%184 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_31 = tensor.expand_shape %185 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %186 = tensor.empty() : tensor<1x1024x128xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %173 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%186 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %188 = tensor.empty() : tensor<1x1024x128xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %124 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%188 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %190 = tensor.empty() : tensor<1x1024x128xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %128 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%190 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %192 = tensor.empty() : tensor<1x1024x128xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %191 : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) outs(%192 : tensor<1x1024x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.addf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x128xf32>
    %194 = tensor.empty() : tensor<128x1x1024xf32>
    %195 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x1024x128xf32>) outs(%194 : tensor<128x1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x1x1024xf32>
    %collapsed_32 = tensor.collapse_shape %195 [[0], [1, 2]] : tensor<128x1x1024xf32> into tensor<128x1024xf32>
    %196 = tensor.empty() : tensor<128x64xf32>
    %197 = linalg.fill ins(%cst_9 : f32) outs(%196 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %198 = linalg.matmul ins(%collapsed_32, %collapsed_21 : tensor<128x1024xf32>, tensor<1024x64xf32>) outs(%197 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %199 = tensor.empty() : tensor<64x128xf32>
    %200 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%198 : tensor<128x64xf32>) outs(%199 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %collapsed_33 = tensor.collapse_shape %193 [[0, 1], [2]] : tensor<1x1024x128xf32> into tensor<1024x128xf32>
    %201 = tensor.empty() : tensor<128x64xf32>
    %202 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64x128xf32>) outs(%201 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %203 = tensor.empty() : tensor<1024x64xf32>
    %204 = linalg.fill ins(%cst_9 : f32) outs(%203 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %205 = linalg.matmul ins(%collapsed_33, %202 : tensor<1024x128xf32>, tensor<128x64xf32>) outs(%204 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_34 = tensor.expand_shape %205 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %206 = tensor.empty() : tensor<1x1024x64xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_34 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%206 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.addf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %208 = tensor.empty() : tensor<1x1024x64xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %207 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%208 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %210 = tensor.empty() : tensor<1x64xf32>
    %211 = linalg.fill ins(%cst_9 : f32) outs(%210 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %212 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<1x1024x64xf32>) outs(%211 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x64xf32>
    %expanded_35 = tensor.expand_shape %212 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %213 = tensor.empty() : tensor<1x1024x64xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %111 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%213 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %215 = tensor.empty() : tensor<64xf32>
    %216 = linalg.fill ins(%cst_9 : f32) outs(%215 : tensor<64xf32>) -> tensor<64xf32>
    %217 = linalg.generic {indexing_maps = [#map17, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_35 : tensor<1x1x64xf32>) outs(%216 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<64xf32>
    %218 = tensor.empty() : tensor<1x1024x64xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %214 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%218 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %220 = tensor.empty() : tensor<1x1024xf32>
    %221 = linalg.fill ins(%cst_9 : f32) outs(%220 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%219 : tensor<1x1024x64xf32>) outs(%221 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024xf32>
    %expanded_36 = tensor.expand_shape %222 [[0], [1, 2]] output_shape [1, 1024, 1] : tensor<1x1024xf32> into tensor<1x1024x1xf32>
    %223 = tensor.empty() : tensor<1x1024x64xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %107 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%223 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %225 = tensor.empty() : tensor<1x1024x64xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %224 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%225 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.addf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %227 = tensor.empty() : tensor<1x1024x1xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %105 : tensor<1x1024x1xf32>, tensor<1x1024x1xf32>) outs(%227 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x1xf32>
    %229 = tensor.empty() : tensor<1x1024x1xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<1x1024x1xf32>) outs(%229 : tensor<1x1024x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %in, %cst_8 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x1xf32>
    %231 = tensor.empty() : tensor<1024xf32>
    %232 = linalg.fill ins(%cst_9 : f32) outs(%231 : tensor<1024xf32>) -> tensor<1024xf32>
    %233 = linalg.generic {indexing_maps = [#map21, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%230 : tensor<1x1024x1xf32>) outs(%232 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1024xf32>
    %234 = tensor.empty() : tensor<1x1024x64xf32>
    %235 = linalg.generic {indexing_maps = [#map22, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<1024xf32>) outs(%234 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x64xf32>
    %236 = tensor.empty() : tensor<1x1024x64xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %235 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%236 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %238 = tensor.empty() : tensor<1x1024x64xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %237 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%238 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.addf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %240 = tensor.empty() : tensor<1x1024x64xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %90 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%240 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %242 = tensor.empty() : tensor<1x1024x64xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %241 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%242 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.addf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %244 = tensor.empty() : tensor<64x1x1024xf32>
    %245 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<1x1024x64xf32>) outs(%244 : tensor<64x1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1x1024xf32>
    %collapsed_37 = tensor.collapse_shape %245 [[0], [1, 2]] : tensor<64x1x1024xf32> into tensor<64x1024xf32>
    %246 = tensor.empty() : tensor<64x64xf32>
    %247 = linalg.fill ins(%cst_9 : f32) outs(%246 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %248 = linalg.matmul ins(%collapsed_37, %collapsed_18 : tensor<64x1024xf32>, tensor<1024x64xf32>) outs(%247 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %249 = tensor.empty() : tensor<64x64xf32>
    %250 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<64x64xf32>) outs(%249 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_38 = tensor.collapse_shape %243 [[0, 1], [2]] : tensor<1x1024x64xf32> into tensor<1024x64xf32>
    %251 = tensor.empty() : tensor<64x64xf32>
    %252 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xf32>) outs(%251 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %253 = tensor.empty() : tensor<1024x64xf32>
    %254 = linalg.fill ins(%cst_9 : f32) outs(%253 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %255 = linalg.matmul ins(%collapsed_38, %252 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%254 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_39 = tensor.expand_shape %255 [[0, 1], [2, 3]] output_shape [1, 1024, 2, 32] : tensor<1024x64xf32> into tensor<1x1024x2x32xf32>
    %256 = tensor.empty() : tensor<1x2x1024x32xf32>
    %257 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x1024x2x32xf32>) outs(%256 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %258 = tensor.empty() : tensor<2x1024x32xf32>
    %259 = linalg.fill ins(%cst_9 : f32) outs(%258 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %260 = linalg.generic {indexing_maps = [#map23, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%257 : tensor<1x2x1024x32xf32>) outs(%259 : tensor<2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<2x1024x32xf32>
    %261 = tensor.empty() : tensor<2x32x1024xf32>
    %262 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<2x1024x32xf32>) outs(%261 : tensor<2x32x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x1024xf32>
    %263 = tensor.empty() : tensor<2x32x1024xf32>
    %264 = linalg.fill ins(%cst_9 : f32) outs(%263 : tensor<2x32x1024xf32>) -> tensor<2x32x1024xf32>
    %265 = linalg.batch_matmul ins(%262, %collapsed_16 : tensor<2x32x1024xf32>, tensor<2x1024x1024xf32>) outs(%264 : tensor<2x32x1024xf32>) -> tensor<2x32x1024xf32>
    %266 = tensor.empty() : tensor<2x1024x32xf32>
    %267 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<2x32x1024xf32>) outs(%266 : tensor<2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1024x32xf32>
    %268 = tensor.empty() : tensor<2x32x1024xf32>
    %269 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_17 : tensor<2x1024x32xf32>) outs(%268 : tensor<2x32x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x1024xf32>
    %270 = tensor.empty() : tensor<2x1024x1024xf32>
    %271 = linalg.fill ins(%cst_9 : f32) outs(%270 : tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
    %272 = linalg.batch_matmul ins(%260, %269 : tensor<2x1024x32xf32>, tensor<2x32x1024xf32>) outs(%271 : tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
    %273 = tensor.empty() : tensor<1x2x1024x32xf32>
    %274 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267 : tensor<2x1024x32xf32>) outs(%273 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %275 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %276 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<2x1024x1024xf32>) outs(%275 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %277 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %278 = linalg.generic {indexing_maps = [#map24, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x2x1024x1xf32>) outs(%277 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %279 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %280 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %278 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%279 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %281 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %282 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %67 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%281 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %283 = tensor.empty() : tensor<1x2x1024xf32>
    %284 = linalg.fill ins(%cst_9 : f32) outs(%283 : tensor<1x2x1024xf32>) -> tensor<1x2x1024xf32>
    %285 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%282 : tensor<1x2x1024x1024xf32>) outs(%284 : tensor<1x2x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024xf32>
    %286 = tensor.empty() : tensor<1x2x1024xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<1x2x1024xf32>) outs(%286 : tensor<1x2x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.negf %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024xf32>
    %expanded_40 = tensor.expand_shape %287 [[0], [1], [2, 3]] output_shape [1, 2, 1024, 1] : tensor<1x2x1024xf32> into tensor<1x2x1024x1xf32>
    %288 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %289 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %72 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%288 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.divf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %290 = tensor.empty() : tensor<2x1024xf32>
    %291 = linalg.fill ins(%cst_9 : f32) outs(%290 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %292 = linalg.generic {indexing_maps = [#map25, #map26], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_40 : tensor<1x2x1024x1xf32>) outs(%291 : tensor<2x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<2x1024xf32>
    %293 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %294 = linalg.generic {indexing_maps = [#map27, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292 : tensor<2x1024xf32>) outs(%293 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x1024xf32>
    %295 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %296 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %294 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%295 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.addf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %297 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %298 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %67 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%297 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %299 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %300 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %298 : tensor<1x2x1024x1024xi1>, tensor<1x2x1024x1024xf32>) outs(%299 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: i1, %in_54: f32, %out: f32):
      %414 = arith.select %in, %in_54, %cst_9 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %301 = tensor.empty() : tensor<1x2x1024x1024xf32>
    %302 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %44 : tensor<1x2x1024x1024xf32>, tensor<1x2x1024x1024xf32>) outs(%301 : tensor<1x2x1024x1024xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.divf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x1024x1024xf32>
    %303 = tensor.empty() : tensor<2x1024x1024xf32>
    %304 = linalg.fill ins(%cst_9 : f32) outs(%303 : tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
    %305 = linalg.generic {indexing_maps = [#map23, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%302 : tensor<1x2x1024x1024xf32>) outs(%304 : tensor<2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<2x1024x1024xf32>
    %306 = tensor.empty() : tensor<2x1024x1024xf32>
    %307 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<2x1024x1024xf32>) outs(%306 : tensor<2x1024x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1024x1024xf32>
    %308 = tensor.empty() : tensor<2x1024x32xf32>
    %309 = linalg.fill ins(%cst_9 : f32) outs(%308 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %310 = linalg.batch_matmul ins(%307, %collapsed_13 : tensor<2x1024x1024xf32>, tensor<2x1024x32xf32>) outs(%309 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %311 = tensor.empty() : tensor<2x32x1024xf32>
    %312 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<2x1024x32xf32>) outs(%311 : tensor<2x32x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x1024xf32>
    %313 = tensor.empty() : tensor<2x1024x32xf32>
    %314 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_14 : tensor<2x32x1024xf32>) outs(%313 : tensor<2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x1024x32xf32>
    %315 = tensor.empty() : tensor<2x1024x32xf32>
    %316 = linalg.fill ins(%cst_9 : f32) outs(%315 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %317 = linalg.batch_matmul ins(%305, %314 : tensor<2x1024x1024xf32>, tensor<2x1024x32xf32>) outs(%316 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %318 = tensor.empty() : tensor<1x2x32x1024xf32>
    %319 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<2x32x1024xf32>) outs(%318 : tensor<1x2x32x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x32x1024xf32>
    %320 = tensor.empty() : tensor<1x2x1024x32xf32>
    %321 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317 : tensor<2x1024x32xf32>) outs(%320 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %322 = tensor.empty() : tensor<1x2x1024x32xf32>
    %323 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<1x2x32x1024xf32>) outs(%322 : tensor<1x2x1024x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x1024x32xf32>
    %324 = tensor.empty() : tensor<1x1024x2x32xf32>
    %325 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x2x1024x32xf32>) outs(%324 : tensor<1x1024x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x2x32xf32>
    %collapsed_41 = tensor.collapse_shape %325 [[0], [1], [2, 3]] : tensor<1x1024x2x32xf32> into tensor<1x1024x64xf32>
    %326 = tensor.empty() : tensor<64x1x1024xf32>
    %327 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_41 : tensor<1x1024x64xf32>) outs(%326 : tensor<64x1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1x1024xf32>
    %collapsed_42 = tensor.collapse_shape %327 [[0], [1, 2]] : tensor<64x1x1024xf32> into tensor<64x1024xf32>
    %328 = tensor.empty() : tensor<64x64xf32>
    %329 = linalg.fill ins(%cst_9 : f32) outs(%328 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %330 = linalg.matmul ins(%collapsed_42, %collapsed : tensor<64x1024xf32>, tensor<1024x64xf32>) outs(%329 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %331 = tensor.empty() : tensor<64x64xf32>
    %332 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<64x64xf32>) outs(%331 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_43 = tensor.collapse_shape %325 [[0, 1], [2, 3]] : tensor<1x1024x2x32xf32> into tensor<1024x64xf32>
    %333 = tensor.empty() : tensor<64x64xf32>
    %334 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%333 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %335 = tensor.empty() : tensor<1024x64xf32>
    %336 = linalg.fill ins(%cst_9 : f32) outs(%335 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %337 = linalg.matmul ins(%collapsed_43, %334 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%336 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_44 = tensor.expand_shape %337 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %338 = tensor.empty() : tensor<1x1024x2x32xf32>
    %339 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323 : tensor<1x2x1024x32xf32>) outs(%338 : tensor<1x1024x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x2x32xf32>
    %collapsed_45 = tensor.collapse_shape %339 [[0], [1], [2, 3]] : tensor<1x1024x2x32xf32> into tensor<1x1024x64xf32>
    %340 = tensor.empty() : tensor<64x1x1024xf32>
    %341 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_45 : tensor<1x1024x64xf32>) outs(%340 : tensor<64x1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1x1024xf32>
    %collapsed_46 = tensor.collapse_shape %341 [[0], [1, 2]] : tensor<64x1x1024xf32> into tensor<64x1024xf32>
    %342 = tensor.empty() : tensor<64x64xf32>
    %343 = linalg.fill ins(%cst_9 : f32) outs(%342 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %344 = linalg.matmul ins(%collapsed_46, %collapsed : tensor<64x1024xf32>, tensor<1024x64xf32>) outs(%343 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %345 = tensor.empty() : tensor<64x64xf32>
    %346 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%344 : tensor<64x64xf32>) outs(%345 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_47 = tensor.collapse_shape %339 [[0, 1], [2, 3]] : tensor<1x1024x2x32xf32> into tensor<1024x64xf32>
    %347 = tensor.empty() : tensor<64x64xf32>
    %348 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x64xf32>) outs(%347 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %349 = tensor.empty() : tensor<1024x64xf32>
    %350 = linalg.fill ins(%cst_9 : f32) outs(%349 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %351 = linalg.matmul ins(%collapsed_47, %348 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%350 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_48 = tensor.expand_shape %351 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %352 = tensor.empty() : tensor<1x1024x64xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %expanded_48 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%352 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.addf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %354 = tensor.empty() : tensor<1x1024x2x32xf32>
    %355 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321 : tensor<1x2x1024x32xf32>) outs(%354 : tensor<1x1024x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024x2x32xf32>
    %collapsed_49 = tensor.collapse_shape %355 [[0], [1], [2, 3]] : tensor<1x1024x2x32xf32> into tensor<1x1024x64xf32>
    %356 = tensor.empty() : tensor<64x1x1024xf32>
    %357 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_49 : tensor<1x1024x64xf32>) outs(%356 : tensor<64x1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1x1024xf32>
    %collapsed_50 = tensor.collapse_shape %357 [[0], [1, 2]] : tensor<64x1x1024xf32> into tensor<64x1024xf32>
    %358 = tensor.empty() : tensor<64x64xf32>
    %359 = linalg.fill ins(%cst_9 : f32) outs(%358 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %360 = linalg.matmul ins(%collapsed_50, %collapsed : tensor<64x1024xf32>, tensor<1024x64xf32>) outs(%359 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %361 = tensor.empty() : tensor<64x64xf32>
    %362 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%360 : tensor<64x64xf32>) outs(%361 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_51 = tensor.collapse_shape %355 [[0, 1], [2, 3]] : tensor<1x1024x2x32xf32> into tensor<1024x64xf32>
    %363 = tensor.empty() : tensor<64x64xf32>
    %364 = linalg.generic {indexing_maps = [#map18, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64x64xf32>) outs(%363 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %365 = tensor.empty() : tensor<1024x64xf32>
    %366 = linalg.fill ins(%cst_9 : f32) outs(%365 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %367 = linalg.matmul ins(%collapsed_51, %364 : tensor<1024x64xf32>, tensor<64x64xf32>) outs(%366 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
    %expanded_52 = tensor.expand_shape %367 [[0, 1], [2]] output_shape [1, 1024, 64] : tensor<1024x64xf32> into tensor<1x1024x64xf32>
    %368 = tensor.empty() : tensor<1x1024x64xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %expanded_52 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%368 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.addf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %370 = tensor.empty() : tensor<1x1024x64xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %369 : tensor<1x1024x64xf32>, tensor<1x1024x64xf32>) outs(%370 : tensor<1x1024x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.mulf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<1x1024x64xf32>
    %372 = tensor.empty() : tensor<1x64xf32>
    %373 = linalg.fill ins(%cst_9 : f32) outs(%372 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %374 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%371 : tensor<1x1024x64xf32>) outs(%373 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x64xf32>
    %expanded_53 = tensor.expand_shape %374 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %375 = tensor.empty() : tensor<64xf32>
    %376 = linalg.fill ins(%cst_9 : f32) outs(%375 : tensor<64xf32>) -> tensor<64xf32>
    %377 = linalg.generic {indexing_maps = [#map17, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_53 : tensor<1x1x64xf32>) outs(%376 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %out, %in : f32
      linalg.yield %414 : f32
    } -> tensor<64xf32>
    %378 = tensor.empty() : tensor<64xf32>
    %379 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel"]} ins(%377 : tensor<64xf32>) outs(%378 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_1 : f32
      linalg.yield %414 : f32
    } -> tensor<64xf32>
    %380 = tensor.empty() : tensor<64xf32>
    %381 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel"]} ins(%arg0, %379 : tensor<64xf32>, tensor<64xf32>) outs(%380 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<64xf32>
    %382 = tensor.empty() : tensor<64xf32>
    %383 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel"]} ins(%217 : tensor<64xf32>) outs(%382 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_1 : f32
      linalg.yield %414 : f32
    } -> tensor<64xf32>
    %384 = tensor.empty() : tensor<64xf32>
    %385 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel"]} ins(%arg1, %383 : tensor<64xf32>, tensor<64xf32>) outs(%384 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<64xf32>
    %386 = tensor.empty() : tensor<128x64xf32>
    %387 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%164 : tensor<128x64xf32>) outs(%386 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_1 : f32
      linalg.yield %414 : f32
    } -> tensor<128x64xf32>
    %388 = tensor.empty() : tensor<128x64xf32>
    %389 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg2, %387 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%388 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<128x64xf32>
    %390 = tensor.empty() : tensor<64x128xf32>
    %391 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%200 : tensor<64x128xf32>) outs(%390 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_1 : f32
      linalg.yield %414 : f32
    } -> tensor<64x128xf32>
    %392 = tensor.empty() : tensor<64x128xf32>
    %393 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg3, %391 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%392 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<64x128xf32>
    %394 = tensor.empty() : tensor<64x128xf32>
    %395 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<64x128xf32>) outs(%394 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_1 : f32
      linalg.yield %414 : f32
    } -> tensor<64x128xf32>
    %396 = tensor.empty() : tensor<64x128xf32>
    %397 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg4, %395 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%396 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<64x128xf32>
    %398 = tensor.empty() : tensor<64x64xf32>
    %399 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%346 : tensor<64x64xf32>) outs(%398 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_1 : f32
      linalg.yield %414 : f32
    } -> tensor<64x64xf32>
    %400 = tensor.empty() : tensor<64x64xf32>
    %401 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg5, %399 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%400 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<64x64xf32>
    %402 = tensor.empty() : tensor<64x64xf32>
    %403 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%250 : tensor<64x64xf32>) outs(%402 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_1 : f32
      linalg.yield %414 : f32
    } -> tensor<64x64xf32>
    %404 = tensor.empty() : tensor<64x64xf32>
    %405 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg6, %403 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%404 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<64x64xf32>
    %406 = tensor.empty() : tensor<64x64xf32>
    %407 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%362 : tensor<64x64xf32>) outs(%406 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_1 : f32
      linalg.yield %414 : f32
    } -> tensor<64x64xf32>
    %408 = tensor.empty() : tensor<64x64xf32>
    %409 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg7, %407 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%408 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<64x64xf32>
    %410 = tensor.empty() : tensor<64x64xf32>
    %411 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%332 : tensor<64x64xf32>) outs(%410 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.mulf %in, %cst_1 : f32
      linalg.yield %414 : f32
    } -> tensor<64x64xf32>
    %412 = tensor.empty() : tensor<64x64xf32>
    %413 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg8, %411 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%412 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %414 = arith.subf %in, %in_54 : f32
      linalg.yield %414 : f32
    } -> tensor<64x64xf32>
    func.return %151, %381, %385, %389, %393, %397, %401, %405, %409, %413 : tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
  }
}
