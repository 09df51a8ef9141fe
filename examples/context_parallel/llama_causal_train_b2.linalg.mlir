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
#map15 = affine_map<(d0, d1, d2) -> ()>
#map16 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map17 = affine_map<(d0, d1) -> (d1, d0)>
#map18 = affine_map<(d0, d1, d2) -> (d0)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module @jit_llama_train_step {
  func.func @main(%arg0: tensor<64xf32> {spmd.name = "p.g1", spmd.role = "param"}, %arg1: tensor<64xf32> {spmd.name = "p.g2", spmd.role = "param"}, %arg2: tensor<128x64xf32> {spmd.name = "p.w_down", spmd.role = "param"}, %arg3: tensor<64x128xf32> {spmd.name = "p.w_gate", spmd.role = "param"}, %arg4: tensor<64x128xf32> {spmd.name = "p.w_up", spmd.role = "param"}, %arg5: tensor<64x64xf32> {spmd.name = "p.wk", spmd.role = "param"}, %arg6: tensor<64x64xf32> {spmd.name = "p.wo", spmd.role = "param"}, %arg7: tensor<64x64xf32> {spmd.name = "p.wq", spmd.role = "param"}, %arg8: tensor<64x64xf32> {spmd.name = "p.wv", spmd.role = "param"}, %arg9: tensor<2x64x64xf32> {spmd.name = "x", spmd.role = "input"}, %arg10: tensor<2x64x64xf32> {spmd.name = "y", spmd.role = "input"}) -> (tensor<f32> {spmd.name = "loss"}, tensor<64xf32> {spmd.name = "new:p.g1"}, tensor<64xf32> {spmd.name = "new:p.g2"}, tensor<128x64xf32> {spmd.name = "new:p.w_down"}, tensor<64x128xf32> {spmd.name = "new:p.w_gate"}, tensor<64x128xf32> {spmd.name = "new:p.w_up"}, tensor<64x64xf32> {spmd.name = "new:p.wk"}, tensor<64x64xf32> {spmd.name = "new:p.wo"}, tensor<64x64xf32> {spmd.name = "new:p.wq"}, tensor<64x64xf32> {spmd.name = "new:p.wv"}) {
    %cst = arith.constant 1.22070313E-4 : f32
    %cst_0 = arith.constant 5.65685415 : f32
    %cst_1 = arith.constant 1.000000e-01 : f32
    %cst_2 = arith.constant 8.192000e+03 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %cst_4 = arith.constant -5.000000e-01 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    %cst_6 = arith.constant 0xFF800000 : f32
    %cst_7 = arith.constant 9.99999997E-7 : f32
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x64x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<2x64x64xf32>) outs(%0 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %2 = tensor.empty() : tensor<2x64xf32>
    %3 = linalg.fill ins(%cst_9 : f32) outs(%2 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x64x64xf32>) outs(%3 : tensor<2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [2, 64, 1] : tensor<2x64xf32> into tensor<2x64x1xf32>
    %5 = tensor.empty() : tensor<2x64x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x64x1xf32>) outs(%5 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.divf %in, %cst_8 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x1xf32>
    %7 = tensor.empty() : tensor<2x64x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x64x1xf32>) outs(%7 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %in, %cst_7 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x1xf32>
    %9 = tensor.empty() : tensor<2x64x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x64x1xf32>) outs(%9 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = math.rsqrt %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x1xf32>
    %11 = tensor.empty() : tensor<2x64x64xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x64x1xf32>) outs(%11 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %13 = tensor.empty() : tensor<2x64x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %12 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%13 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %15 = tensor.empty() : tensor<2x64x64xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64xf32>) outs(%15 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %17 = tensor.empty() : tensor<2x64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%17 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %19 = tensor.empty() : tensor<128x64xf32>
    %20 = linalg.fill ins(%cst_9 : f32) outs(%19 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %21 = linalg.matmul ins(%collapsed, %arg7 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%20 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_10 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %22 = tensor.empty() : tensor<2x2x64x32xf32>
    %23 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<2x64x2x32xf32>) outs(%22 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x32xf32>
    %24 = tensor.empty() : tensor<128x64xf32>
    %25 = linalg.fill ins(%cst_9 : f32) outs(%24 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %26 = linalg.matmul ins(%collapsed, %arg5 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_11 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %27 = tensor.empty() : tensor<2x2x64x32xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<2x64x2x32xf32>) outs(%27 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x32xf32>
    %29 = tensor.empty() : tensor<128x64xf32>
    %30 = linalg.fill ins(%cst_9 : f32) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %31 = linalg.matmul ins(%collapsed, %arg8 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_12 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %32 = tensor.empty() : tensor<2x2x64x32xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<2x64x2x32xf32>) outs(%32 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x32xf32>
    %34 = tensor.empty() : tensor<2x2x32x64xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<2x2x64x32xf32>) outs(%34 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_13 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_14 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %36 = tensor.empty() : tensor<4x64x64xf32>
    %37 = linalg.fill ins(%cst_9 : f32) outs(%36 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %38 = linalg.batch_matmul ins(%collapsed_13, %collapsed_14 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%37 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_15 = tensor.expand_shape %38 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %39 = tensor.empty() : tensor<f32>
    %40 = linalg.generic {indexing_maps = [#map7], iterator_types = []} outs(%39 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %41 = tensor.empty() : tensor<2x2x64x64xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<f32>) outs(%41 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x64xf32>
    %43 = tensor.empty() : tensor<2x2x64x64xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %42 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%43 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.divf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %45 = tensor.empty() : tensor<64xi32>
    %46 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel"]} outs(%45 : tensor<64xi32>) {
    ^bb0(%out: i32):
      %396 = linalg.index 0 : index
      %397 = arith.index_cast %396 : index to i32
      linalg.yield %397 : i32
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
    ^bb0(%in: i32, %in_66: i32, %out: i1):
      %396 = arith.cmpi sge, %in, %in_66 : i32
      linalg.yield %396 : i1
    } -> tensor<64x64xi1>
    %53 = tensor.empty() : tensor<2x2x64x64xi1>
    %54 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<64x64xi1>) outs(%53 : tensor<2x2x64x64xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x64x64xi1>
    %55 = tensor.empty() : tensor<2x2x64x64xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %44 : tensor<2x2x64x64xi1>, tensor<2x2x64x64xf32>) outs(%55 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_66: f32, %out: f32):
      %396 = arith.select %in, %in_66, %cst_6 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %57 = tensor.empty() : tensor<2x2x64xf32>
    %58 = linalg.fill ins(%cst_6 : f32) outs(%57 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x2x64x64xf32>) outs(%58 : tensor<2x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.maximumf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64xf32>
    %60 = tensor.empty() : tensor<2x2x64x64xf32>
    %61 = linalg.generic {indexing_maps = [#map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x2x64xf32>) outs(%60 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x64xf32>
    %62 = tensor.empty() : tensor<2x2x64x64xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %61 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%62 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %64 = tensor.empty() : tensor<2x2x64x64xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x2x64x64xf32>) outs(%64 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = math.exp %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %66 = tensor.empty() : tensor<2x2x64xf32>
    %67 = linalg.fill ins(%cst_9 : f32) outs(%66 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %68 = linalg.generic {indexing_maps = [#map5, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<2x2x64x64xf32>) outs(%67 : tensor<2x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64xf32>
    %expanded_16 = tensor.expand_shape %68 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %69 = tensor.empty() : tensor<2x2x64x64xf32>
    %70 = linalg.generic {indexing_maps = [#map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x2x64xf32>) outs(%69 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x64xf32>
    %71 = tensor.empty() : tensor<2x2x64x64xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %70 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%71 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.divf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %73 = tensor.empty() : tensor<2x2x64x1xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<2x2x64x1xf32>) outs(%73 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x1xf32>
    %75 = tensor.empty() : tensor<2x2x64x1xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<2x2x64x1xf32>) outs(%75 : tensor<2x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.divf %cst_5, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x1xf32>
    %collapsed_17 = tensor.collapse_shape %72 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_18 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %77 = tensor.empty() : tensor<4x64x32xf32>
    %78 = linalg.fill ins(%cst_9 : f32) outs(%77 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %79 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%78 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_19 = tensor.expand_shape %79 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %80 = tensor.empty() : tensor<2x64x2x32xf32>
    %81 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<2x2x64x32xf32>) outs(%80 : tensor<2x64x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x2x32xf32>
    %collapsed_20 = tensor.collapse_shape %81 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %82 = tensor.empty() : tensor<128x64xf32>
    %83 = linalg.fill ins(%cst_9 : f32) outs(%82 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %84 = linalg.matmul ins(%collapsed_20, %arg6 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%83 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_21 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %85 = tensor.empty() : tensor<2x64x64xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %expanded_21 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%85 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.addf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %87 = tensor.empty() : tensor<2x64x64xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x64x64xf32>) outs(%87 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %89 = tensor.empty() : tensor<2x64xf32>
    %90 = linalg.fill ins(%cst_9 : f32) outs(%89 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<2x64x64xf32>) outs(%90 : tensor<2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64xf32>
    %expanded_22 = tensor.expand_shape %91 [[0], [1, 2]] output_shape [2, 64, 1] : tensor<2x64xf32> into tensor<2x64x1xf32>
    %92 = tensor.empty() : tensor<2x64x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x64x1xf32>) outs(%92 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.divf %in, %cst_8 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x1xf32>
    %94 = tensor.empty() : tensor<2x64x1xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<2x64x1xf32>) outs(%94 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %in, %cst_7 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x1xf32>
    %96 = tensor.empty() : tensor<2x64x1xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<2x64x1xf32>) outs(%96 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = math.rsqrt %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x1xf32>
    %98 = tensor.empty() : tensor<2x64x1xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %95 : tensor<2x64x1xf32>, tensor<2x64x1xf32>) outs(%98 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.divf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x1xf32>
    %100 = tensor.empty() : tensor<2x64x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<2x64x1xf32>) outs(%100 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_4 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x1xf32>
    %102 = tensor.empty() : tensor<2x64x64xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<2x64x1xf32>) outs(%102 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %104 = tensor.empty() : tensor<2x64x64xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %103 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%104 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %106 = tensor.empty() : tensor<2x64x64xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%106 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %108 = tensor.empty() : tensor<2x64x64xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %107 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%108 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %collapsed_23 = tensor.collapse_shape %109 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %110 = tensor.empty() : tensor<128x128xf32>
    %111 = linalg.fill ins(%cst_9 : f32) outs(%110 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %112 = linalg.matmul ins(%collapsed_23, %arg3 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%111 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_24 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %113 = tensor.empty() : tensor<2x64x128xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<2x64x128xf32>) outs(%113 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.negf %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %115 = tensor.empty() : tensor<2x64x128xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x64x128xf32>) outs(%115 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = math.exp %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %117 = tensor.empty() : tensor<2x64x128xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x64x128xf32>) outs(%117 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %in, %cst_5 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %119 = tensor.empty() : tensor<2x64x128xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<2x64x128xf32>) outs(%119 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.divf %cst_5, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %121 = tensor.empty() : tensor<2x64x128xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<2x64x128xf32>) outs(%121 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.subf %cst_5, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %123 = tensor.empty() : tensor<2x64x128xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %122 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%123 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %125 = tensor.empty() : tensor<2x64x128xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %120 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%125 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %127 = tensor.empty() : tensor<128x128xf32>
    %128 = linalg.fill ins(%cst_9 : f32) outs(%127 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %129 = linalg.matmul ins(%collapsed_23, %arg4 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%128 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_25 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %130 = tensor.empty() : tensor<2x64x128xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %expanded_25 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%130 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %collapsed_26 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %132 = tensor.empty() : tensor<128x64xf32>
    %133 = linalg.fill ins(%cst_9 : f32) outs(%132 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %134 = linalg.matmul ins(%collapsed_26, %arg2 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%133 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_27 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %135 = tensor.empty() : tensor<2x64x64xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_27 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%135 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.addf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %137 = tensor.empty() : tensor<2x64x64xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %arg10 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%137 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %139 = tensor.empty() : tensor<2x64x64xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x64x64xf32>) outs(%139 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %141 = tensor.empty() : tensor<2x64x64xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x64x64xf32>) outs(%141 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_3 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %143 = tensor.empty() : tensor<f32>
    %144 = linalg.fill ins(%cst_9 : f32) outs(%143 : tensor<f32>) -> tensor<f32>
    %145 = linalg.generic {indexing_maps = [#map, #map15], iterator_types = ["reduction", "reduction", "reduction"]} ins(%140 : tensor<2x64x64xf32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<f32>
    %146 = tensor.empty() : tensor<f32>
    %147 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = []} ins(%145 : tensor<f32>) outs(%146 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.divf %in, %cst_2 : f32
      linalg.yield %396 : f32
    } -> tensor<f32>
    %148 = tensor.empty() : tensor<f32>
    %149 = linalg.generic {indexing_maps = [#map7], iterator_types = []} outs(%148 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %150 = tensor.empty() : tensor<2x64x64xf32>
    %151 = linalg.generic {indexing_maps = [#map15, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<f32>) outs(%150 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %152 = tensor.empty() : tensor<2x64x64xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %142 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%152 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %154 = tensor.empty() : tensor<64x2x64xf32>
    %155 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x64x64xf32>) outs(%154 : tensor<64x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x64xf32>
    %collapsed_28 = tensor.collapse_shape %155 [[0], [1, 2]] : tensor<64x2x64xf32> into tensor<64x128xf32>
    %156 = tensor.empty() : tensor<64x128xf32>
    %157 = linalg.fill ins(%cst_9 : f32) outs(%156 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %158 = linalg.matmul ins(%collapsed_28, %collapsed_26 : tensor<64x128xf32>, tensor<128x128xf32>) outs(%157 : tensor<64x128xf32>) -> tensor<64x128xf32>
    %159 = tensor.empty() : tensor<128x64xf32>
    %160 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%158 : tensor<64x128xf32>) outs(%159 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %collapsed_29 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %161 = tensor.empty() : tensor<64x128xf32>
    %162 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<128x64xf32>) outs(%161 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %163 = tensor.empty() : tensor<128x128xf32>
    %164 = linalg.fill ins(%cst_9 : f32) outs(%163 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %165 = linalg.matmul ins(%collapsed_29, %162 : tensor<128x64xf32>, tensor<64x128xf32>) outs(%164 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %expanded_30 = tensor.expand_shape %165 [[0, 1], [2]] output_shape [2, 64, 128] : tensor<128x128xf32> into tensor<2x64x128xf32>
    %166 = tensor.empty() : tensor<2x64x128xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %expanded_30 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%166 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %168 = tensor.empty() : tensor<2x64x128xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30, %expanded_25 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%168 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %170 = tensor.empty() : tensor<128x2x64xf32>
    %171 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<2x64x128xf32>) outs(%170 : tensor<128x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x64xf32>
    %collapsed_31 = tensor.collapse_shape %171 [[0], [1, 2]] : tensor<128x2x64xf32> into tensor<128x128xf32>
    %172 = tensor.empty() : tensor<128x64xf32>
    %173 = linalg.fill ins(%cst_9 : f32) outs(%172 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %174 = linalg.matmul ins(%collapsed_31, %collapsed_23 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%173 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %175 = tensor.empty() : tensor<64x128xf32>
    %176 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%174 : tensor<128x64xf32>) outs(%175 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %collapsed_32 = tensor.collapse_shape %167 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %177 = tensor.empty() : tensor<128x64xf32>
    %178 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x128xf32>) outs(%177 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %179 = tensor.empty() : tensor<128x64xf32>
    %180 = linalg.fill ins(%cst_9 : f32) outs(%179 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %181 = linalg.matmul ins(%collapsed_32, %178 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%180 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_33 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %182 = tensor.empty() : tensor<2x64x128xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %169 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%182 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %184 = tensor.empty() : tensor<2x64x128xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %120 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%184 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %186 = tensor.empty() : tensor<2x64x128xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %124 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%186 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %188 = tensor.empty() : tensor<2x64x128xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %187 : tensor<2x64x128xf32>, tensor<2x64x128xf32>) outs(%188 : tensor<2x64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.addf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x128xf32>
    %190 = tensor.empty() : tensor<128x2x64xf32>
    %191 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x64x128xf32>) outs(%190 : tensor<128x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x2x64xf32>
    %collapsed_34 = tensor.collapse_shape %191 [[0], [1, 2]] : tensor<128x2x64xf32> into tensor<128x128xf32>
    %192 = tensor.empty() : tensor<128x64xf32>
    %193 = linalg.fill ins(%cst_9 : f32) outs(%192 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %194 = linalg.matmul ins(%collapsed_34, %collapsed_23 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%193 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %195 = tensor.empty() : tensor<64x128xf32>
    %196 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%194 : tensor<128x64xf32>) outs(%195 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x128xf32>
    %collapsed_35 = tensor.collapse_shape %189 [[0, 1], [2]] : tensor<2x64x128xf32> into tensor<128x128xf32>
    %197 = tensor.empty() : tensor<128x64xf32>
    %198 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64x128xf32>) outs(%197 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x64xf32>
    %199 = tensor.empty() : tensor<128x64xf32>
    %200 = linalg.fill ins(%cst_9 : f32) outs(%199 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %201 = linalg.matmul ins(%collapsed_35, %198 : tensor<128x128xf32>, tensor<128x64xf32>) outs(%200 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_36 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %202 = tensor.empty() : tensor<2x64x64xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %expanded_36 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%202 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.addf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %204 = tensor.empty() : tensor<2x64x64xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %203 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%204 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %206 = tensor.empty() : tensor<64xf32>
    %207 = linalg.fill ins(%cst_9 : f32) outs(%206 : tensor<64xf32>) -> tensor<64xf32>
    %208 = linalg.generic {indexing_maps = [#map16, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%205 : tensor<2x64x64xf32>) outs(%207 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<64xf32>
    %expanded_37 = tensor.expand_shape %208 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %209 = tensor.empty() : tensor<2x64x64xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %107 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%209 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %211 = tensor.empty() : tensor<64xf32>
    %212 = linalg.fill ins(%cst_9 : f32) outs(%211 : tensor<64xf32>) -> tensor<64xf32>
    %213 = linalg.generic {indexing_maps = [#map16, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_37 : tensor<1x1x64xf32>) outs(%212 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<64xf32>
    %214 = tensor.empty() : tensor<2x64x64xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %210 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%214 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %216 = tensor.empty() : tensor<2x64xf32>
    %217 = linalg.fill ins(%cst_9 : f32) outs(%216 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%215 : tensor<2x64x64xf32>) outs(%217 : tensor<2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64xf32>
    %expanded_38 = tensor.expand_shape %218 [[0], [1, 2]] output_shape [2, 64, 1] : tensor<2x64xf32> into tensor<2x64x1xf32>
    %219 = tensor.empty() : tensor<2x64x64xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %103 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%219 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %221 = tensor.empty() : tensor<2x64x64xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %220 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%221 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.addf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %223 = tensor.empty() : tensor<2x64x1xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %101 : tensor<2x64x1xf32>, tensor<2x64x1xf32>) outs(%223 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x1xf32>
    %225 = tensor.empty() : tensor<2x64x1xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<2x64x1xf32>) outs(%225 : tensor<2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.divf %in, %cst_8 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x1xf32>
    %227 = tensor.empty() : tensor<2x64xf32>
    %228 = linalg.fill ins(%cst_9 : f32) outs(%227 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%226 : tensor<2x64x1xf32>) outs(%228 : tensor<2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x64xf32>
    %230 = tensor.empty() : tensor<2x64x64xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<2x64xf32>) outs(%230 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %232 = tensor.empty() : tensor<2x64x64xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %231 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%232 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %234 = tensor.empty() : tensor<2x64x64xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %233 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%234 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.addf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %236 = tensor.empty() : tensor<2x64x64xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %86 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%236 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %238 = tensor.empty() : tensor<2x64x64xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %237 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%238 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.addf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %240 = tensor.empty() : tensor<64x2x64xf32>
    %241 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<2x64x64xf32>) outs(%240 : tensor<64x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x64xf32>
    %collapsed_39 = tensor.collapse_shape %241 [[0], [1, 2]] : tensor<64x2x64xf32> into tensor<64x128xf32>
    %242 = tensor.empty() : tensor<64x64xf32>
    %243 = linalg.fill ins(%cst_9 : f32) outs(%242 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %244 = linalg.matmul ins(%collapsed_39, %collapsed_20 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%243 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %245 = tensor.empty() : tensor<64x64xf32>
    %246 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<64x64xf32>) outs(%245 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_40 = tensor.collapse_shape %239 [[0, 1], [2]] : tensor<2x64x64xf32> into tensor<128x64xf32>
    %247 = tensor.empty() : tensor<64x64xf32>
    %248 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xf32>) outs(%247 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %249 = tensor.empty() : tensor<128x64xf32>
    %250 = linalg.fill ins(%cst_9 : f32) outs(%249 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %251 = linalg.matmul ins(%collapsed_40, %248 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%250 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_41 = tensor.expand_shape %251 [[0, 1], [2, 3]] output_shape [2, 64, 2, 32] : tensor<128x64xf32> into tensor<2x64x2x32xf32>
    %252 = tensor.empty() : tensor<2x2x64x32xf32>
    %253 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<2x64x2x32xf32>) outs(%252 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x32xf32>
    %254 = tensor.empty() : tensor<2x2x32x64xf32>
    %255 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<2x2x64x32xf32>) outs(%254 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_42 = tensor.collapse_shape %255 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %256 = tensor.empty() : tensor<4x32x64xf32>
    %257 = linalg.fill ins(%cst_9 : f32) outs(%256 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %258 = linalg.batch_matmul ins(%collapsed_42, %collapsed_17 : tensor<4x32x64xf32>, tensor<4x64x64xf32>) outs(%257 : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %expanded_43 = tensor.expand_shape %258 [[0, 1], [2], [3]] output_shape [2, 2, 32, 64] : tensor<4x32x64xf32> into tensor<2x2x32x64xf32>
    %259 = tensor.empty() : tensor<2x2x64x32xf32>
    %260 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<2x2x32x64xf32>) outs(%259 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x32xf32>
    %261 = tensor.empty() : tensor<2x2x32x64xf32>
    %262 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x2x64x32xf32>) outs(%261 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x32x64xf32>
    %collapsed_44 = tensor.collapse_shape %253 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %collapsed_45 = tensor.collapse_shape %262 [[0, 1], [2], [3]] : tensor<2x2x32x64xf32> into tensor<4x32x64xf32>
    %263 = tensor.empty() : tensor<4x64x64xf32>
    %264 = linalg.fill ins(%cst_9 : f32) outs(%263 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %265 = linalg.batch_matmul ins(%collapsed_44, %collapsed_45 : tensor<4x64x32xf32>, tensor<4x32x64xf32>) outs(%264 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %expanded_46 = tensor.expand_shape %265 [[0, 1], [2], [3]] output_shape [2, 2, 64, 64] : tensor<4x64x64xf32> into tensor<2x2x64x64xf32>
    %266 = tensor.empty() : tensor<2x2x64x64xf32>
    %267 = linalg.generic {indexing_maps = [#map19, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<2x2x64x1xf32>) outs(%266 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x64xf32>
    %268 = tensor.empty() : tensor<2x2x64x64xf32>
    %269 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_46, %267 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%268 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %270 = tensor.empty() : tensor<2x2x64x64xf32>
    %271 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %65 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%270 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %272 = tensor.empty() : tensor<2x2x64xf32>
    %273 = linalg.fill ins(%cst_9 : f32) outs(%272 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %274 = linalg.generic {indexing_maps = [#map5, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%271 : tensor<2x2x64x64xf32>) outs(%273 : tensor<2x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64xf32>
    %275 = tensor.empty() : tensor<2x2x64xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x2x64xf32>) outs(%275 : tensor<2x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.negf %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64xf32>
    %expanded_47 = tensor.expand_shape %276 [[0], [1], [2, 3]] output_shape [2, 2, 64, 1] : tensor<2x2x64xf32> into tensor<2x2x64x1xf32>
    %277 = tensor.empty() : tensor<2x2x64x64xf32>
    %278 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_46, %70 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%277 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.divf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %279 = tensor.empty() : tensor<2x2x64xf32>
    %280 = linalg.fill ins(%cst_9 : f32) outs(%279 : tensor<2x2x64xf32>) -> tensor<2x2x64xf32>
    %281 = linalg.generic {indexing_maps = [#map5, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_47 : tensor<2x2x64x1xf32>) outs(%280 : tensor<2x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64xf32>
    %282 = tensor.empty() : tensor<2x2x64x64xf32>
    %283 = linalg.generic {indexing_maps = [#map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281 : tensor<2x2x64xf32>) outs(%282 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x64xf32>
    %284 = tensor.empty() : tensor<2x2x64x64xf32>
    %285 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %283 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%284 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.addf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %286 = tensor.empty() : tensor<2x2x64x64xf32>
    %287 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %65 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%286 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %288 = tensor.empty() : tensor<2x2x64x64xf32>
    %289 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %287 : tensor<2x2x64x64xi1>, tensor<2x2x64x64xf32>) outs(%288 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: i1, %in_66: f32, %out: f32):
      %396 = arith.select %in, %in_66, %cst_9 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %290 = tensor.empty() : tensor<2x2x64x64xf32>
    %291 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %42 : tensor<2x2x64x64xf32>, tensor<2x2x64x64xf32>) outs(%290 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.divf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x2x64x64xf32>
    %292 = tensor.empty() : tensor<2x2x64x64xf32>
    %293 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291 : tensor<2x2x64x64xf32>) outs(%292 : tensor<2x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x64xf32>
    %collapsed_48 = tensor.collapse_shape %293 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %294 = tensor.empty() : tensor<4x64x32xf32>
    %295 = linalg.fill ins(%cst_9 : f32) outs(%294 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %296 = linalg.batch_matmul ins(%collapsed_48, %collapsed_13 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%295 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_49 = tensor.expand_shape %296 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %297 = tensor.empty() : tensor<2x2x32x64xf32>
    %298 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<2x2x64x32xf32>) outs(%297 : tensor<2x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x32x64xf32>
    %299 = tensor.empty() : tensor<2x2x64x32xf32>
    %300 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<2x2x32x64xf32>) outs(%299 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x32xf32>
    %collapsed_50 = tensor.collapse_shape %291 [[0, 1], [2], [3]] : tensor<2x2x64x64xf32> into tensor<4x64x64xf32>
    %collapsed_51 = tensor.collapse_shape %300 [[0, 1], [2], [3]] : tensor<2x2x64x32xf32> into tensor<4x64x32xf32>
    %301 = tensor.empty() : tensor<4x64x32xf32>
    %302 = linalg.fill ins(%cst_9 : f32) outs(%301 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %303 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<4x64x64xf32>, tensor<4x64x32xf32>) outs(%302 : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %expanded_52 = tensor.expand_shape %303 [[0, 1], [2], [3]] output_shape [2, 2, 64, 32] : tensor<4x64x32xf32> into tensor<2x2x64x32xf32>
    %304 = tensor.empty() : tensor<2x2x64x32xf32>
    %305 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298 : tensor<2x2x32x64xf32>) outs(%304 : tensor<2x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x64x32xf32>
    %306 = tensor.empty() : tensor<2x64x2x32xf32>
    %307 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260 : tensor<2x2x64x32xf32>) outs(%306 : tensor<2x64x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x2x32xf32>
    %collapsed_53 = tensor.collapse_shape %307 [[0], [1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<2x64x64xf32>
    %308 = tensor.empty() : tensor<64x2x64xf32>
    %309 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_53 : tensor<2x64x64xf32>) outs(%308 : tensor<64x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x64xf32>
    %collapsed_54 = tensor.collapse_shape %309 [[0], [1, 2]] : tensor<64x2x64xf32> into tensor<64x128xf32>
    %310 = tensor.empty() : tensor<64x64xf32>
    %311 = linalg.fill ins(%cst_9 : f32) outs(%310 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %312 = linalg.matmul ins(%collapsed_54, %collapsed : tensor<64x128xf32>, tensor<128x64xf32>) outs(%311 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %313 = tensor.empty() : tensor<64x64xf32>
    %314 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%312 : tensor<64x64xf32>) outs(%313 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_55 = tensor.collapse_shape %307 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %315 = tensor.empty() : tensor<64x64xf32>
    %316 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%315 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %317 = tensor.empty() : tensor<128x64xf32>
    %318 = linalg.fill ins(%cst_9 : f32) outs(%317 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %319 = linalg.matmul ins(%collapsed_55, %316 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%318 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_56 = tensor.expand_shape %319 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %320 = tensor.empty() : tensor<2x64x2x32xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<2x2x64x32xf32>) outs(%320 : tensor<2x64x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x2x32xf32>
    %collapsed_57 = tensor.collapse_shape %321 [[0], [1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<2x64x64xf32>
    %322 = tensor.empty() : tensor<64x2x64xf32>
    %323 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_57 : tensor<2x64x64xf32>) outs(%322 : tensor<64x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x64xf32>
    %collapsed_58 = tensor.collapse_shape %323 [[0], [1, 2]] : tensor<64x2x64xf32> into tensor<64x128xf32>
    %324 = tensor.empty() : tensor<64x64xf32>
    %325 = linalg.fill ins(%cst_9 : f32) outs(%324 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %326 = linalg.matmul ins(%collapsed_58, %collapsed : tensor<64x128xf32>, tensor<128x64xf32>) outs(%325 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %327 = tensor.empty() : tensor<64x64xf32>
    %328 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%326 : tensor<64x64xf32>) outs(%327 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_59 = tensor.collapse_shape %321 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %329 = tensor.empty() : tensor<64x64xf32>
    %330 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x64xf32>) outs(%329 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %331 = tensor.empty() : tensor<128x64xf32>
    %332 = linalg.fill ins(%cst_9 : f32) outs(%331 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %333 = linalg.matmul ins(%collapsed_59, %330 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%332 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_60 = tensor.expand_shape %333 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %334 = tensor.empty() : tensor<2x64x64xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_60 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%334 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.addf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %336 = tensor.empty() : tensor<2x64x2x32xf32>
    %337 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<2x2x64x32xf32>) outs(%336 : tensor<2x64x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x2x32xf32>
    %collapsed_61 = tensor.collapse_shape %337 [[0], [1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<2x64x64xf32>
    %338 = tensor.empty() : tensor<64x2x64xf32>
    %339 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_61 : tensor<2x64x64xf32>) outs(%338 : tensor<64x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x2x64xf32>
    %collapsed_62 = tensor.collapse_shape %339 [[0], [1, 2]] : tensor<64x2x64xf32> into tensor<64x128xf32>
    %340 = tensor.empty() : tensor<64x64xf32>
    %341 = linalg.fill ins(%cst_9 : f32) outs(%340 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %342 = linalg.matmul ins(%collapsed_62, %collapsed : tensor<64x128xf32>, tensor<128x64xf32>) outs(%341 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %343 = tensor.empty() : tensor<64x64xf32>
    %344 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%342 : tensor<64x64xf32>) outs(%343 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_63 = tensor.collapse_shape %337 [[0, 1], [2, 3]] : tensor<2x64x2x32xf32> into tensor<128x64xf32>
    %345 = tensor.empty() : tensor<64x64xf32>
    %346 = linalg.generic {indexing_maps = [#map17, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64x64xf32>) outs(%345 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %347 = tensor.empty() : tensor<128x64xf32>
    %348 = linalg.fill ins(%cst_9 : f32) outs(%347 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %349 = linalg.matmul ins(%collapsed_63, %346 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%348 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_64 = tensor.expand_shape %349 [[0, 1], [2]] output_shape [2, 64, 64] : tensor<128x64xf32> into tensor<2x64x64xf32>
    %350 = tensor.empty() : tensor<2x64x64xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %expanded_64 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%350 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.addf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %352 = tensor.empty() : tensor<2x64x64xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %351 : tensor<2x64x64xf32>, tensor<2x64x64xf32>) outs(%352 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.mulf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<2x64x64xf32>
    %354 = tensor.empty() : tensor<64xf32>
    %355 = linalg.fill ins(%cst_9 : f32) outs(%354 : tensor<64xf32>) -> tensor<64xf32>
    %356 = linalg.generic {indexing_maps = [#map16, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%353 : tensor<2x64x64xf32>) outs(%355 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<64xf32>
    %expanded_65 = tensor.expand_shape %356 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %357 = tensor.empty() : tensor<64xf32>
    %358 = linalg.fill ins(%cst_9 : f32) outs(%357 : tensor<64xf32>) -> tensor<64xf32>
    %359 = linalg.generic {indexing_maps = [#map16, #map18], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_65 : tensor<1x1x64xf32>) outs(%358 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.addf %out, %in : f32
      linalg.yield %396 : f32
    } -> tensor<64xf32>
    %360 = tensor.empty() : tensor<64xf32>
    %361 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%359 : tensor<64xf32>) outs(%360 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_1 : f32
      linalg.yield %396 : f32
    } -> tensor<64xf32>
    %362 = tensor.empty() : tensor<64xf32>
    %363 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg0, %361 : tensor<64xf32>, tensor<64xf32>) outs(%362 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<64xf32>
    %364 = tensor.empty() : tensor<64xf32>
    %365 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel"]} ins(%213 : tensor<64xf32>) outs(%364 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_1 : f32
      linalg.yield %396 : f32
    } -> tensor<64xf32>
    %366 = tensor.empty() : tensor<64xf32>
    %367 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel"]} ins(%arg1, %365 : tensor<64xf32>, tensor<64xf32>) outs(%366 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<64xf32>
    %368 = tensor.empty() : tensor<128x64xf32>
    %369 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%160 : tensor<128x64xf32>) outs(%368 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_1 : f32
      linalg.yield %396 : f32
    } -> tensor<128x64xf32>
    %370 = tensor.empty() : tensor<128x64xf32>
    %371 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg2, %369 : tensor<128x64xf32>, tensor<128x64xf32>) outs(%370 : tensor<128x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<128x64xf32>
    %372 = tensor.empty() : tensor<64x128xf32>
    %373 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<64x128xf32>) outs(%372 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_1 : f32
      linalg.yield %396 : f32
    } -> tensor<64x128xf32>
    %374 = tensor.empty() : tensor<64x128xf32>
    %375 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg3, %373 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%374 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<64x128xf32>
    %376 = tensor.empty() : tensor<64x128xf32>
    %377 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%176 : tensor<64x128xf32>) outs(%376 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_1 : f32
      linalg.yield %396 : f32
    } -> tensor<64x128xf32>
    %378 = tensor.empty() : tensor<64x128xf32>
    %379 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg4, %377 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%378 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<64x128xf32>
    %380 = tensor.empty() : tensor<64x64xf32>
    %381 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%328 : tensor<64x64xf32>) outs(%380 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_1 : f32
      linalg.yield %396 : f32
    } -> tensor<64x64xf32>
    %382 = tensor.empty() : tensor<64x64xf32>
    %383 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg5, %381 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%382 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<64x64xf32>
    %384 = tensor.empty() : tensor<64x64xf32>
    %385 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%246 : tensor<64x64xf32>) outs(%384 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_1 : f32
      linalg.yield %396 : f32
    } -> tensor<64x64xf32>
    %386 = tensor.empty() : tensor<64x64xf32>
    %387 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg6, %385 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%386 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<64x64xf32>
    %388 = tensor.empty() : tensor<64x64xf32>
    %389 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%344 : tensor<64x64xf32>) outs(%388 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_1 : f32
      linalg.yield %396 : f32
    } -> tensor<64x64xf32>
    %390 = tensor.empty() : tensor<64x64xf32>
    %391 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg7, %389 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%390 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<64x64xf32>
    %392 = tensor.empty() : tensor<64x64xf32>
    %393 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%314 : tensor<64x64xf32>) outs(%392 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %396 = arith.mulf %in, %cst_1 : f32
      linalg.yield %396 : f32
    } -> tensor<64x64xf32>
    %394 = tensor.empty() : tensor<64x64xf32>
    %395 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%arg8, %393 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%394 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %396 = arith.subf %in, %in_66 : f32
      linalg.yield %396 : f32
    } -> tensor<64x64xf32>
    func.return %147, %363, %367, %371, %375, %379, %383, %387, %391, %395 : tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
  }
}
