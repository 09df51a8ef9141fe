#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map10 = affine_map<() -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1) -> (d1, d0)>
module @jit_logits {
  func.func @main(%arg0: tensor<32xf32> {spmd.name = "params.blocks.0.ln1_b", spmd.role = "param"}, %arg1: tensor<32xf32> {spmd.name = "params.blocks.0.ln1_g", spmd.role = "param"}, %arg2: tensor<32xf32> {spmd.name = "params.blocks.0.ln2_b", spmd.role = "param"}, %arg3: tensor<32xf32> {spmd.name = "params.blocks.0.ln2_g", spmd.role = "param"}, %arg4: tensor<32x128xf32> {spmd.name = "params.blocks.0.w_in", spmd.role = "param"}, %arg5: tensor<128x32xf32> {spmd.name = "params.blocks.0.w_out", spmd.role = "param"}, %arg6: tensor<32x32xf32> {spmd.name = "params.blocks.0.wk", spmd.role = "param"}, %arg7: tensor<32x32xf32> {spmd.name = "params.blocks.0.wo", spmd.role = "param"}, %arg8: tensor<32x32xf32> {spmd.name = "params.blocks.0.wq", spmd.role = "param"}, %arg9: tensor<32x32xf32> {spmd.name = "params.blocks.0.wv", spmd.role = "param"}, %arg10: tensor<32xf32> {spmd.name = "params.blocks.1.ln1_b", spmd.role = "param"}, %arg11: tensor<32xf32> {spmd.name = "params.blocks.1.ln1_g", spmd.role = "param"}, %arg12: tensor<32xf32> {spmd.name = "params.blocks.1.ln2_b", spmd.role = "param"}, %arg13: tensor<32xf32> {spmd.name = "params.blocks.1.ln2_g", spmd.role = "param"}, %arg14: tensor<32x128xf32> {spmd.name = "params.blocks.1.w_in", spmd.role = "param"}, %arg15: tensor<128x32xf32> {spmd.name = "params.blocks.1.w_out", spmd.role = "param"}, %arg16: tensor<32x32xf32> {spmd.name = "params.blocks.1.wk", spmd.role = "param"}, %arg17: tensor<32x32xf32> {spmd.name = "params.blocks.1.wo", spmd.role = "param"}, %arg18: tensor<32x32xf32> {spmd.name = "params.blocks.1.wq", spmd.role = "param"}, %arg19: tensor<32x32xf32> {spmd.name = "params.blocks.1.wv", spmd.role = "param"}, %arg20: tensor<32xf32> {spmd.name = "params.lnf_b", spmd.role = "param"}, %arg21: tensor<32xf32> {spmd.name = "params.lnf_g", spmd.role = "param"}, %arg22: tensor<8x32xf32> {spmd.name = "params.wpe", spmd.role = "param"}, %arg23: tensor<128x32xf32> {spmd.name = "params.wte", spmd.role = "param"}, %arg24: tensor<4x8xi32> {spmd.name = "ids", spmd.role = "input"}) -> (tensor<4x8x128xf32> {spmd.name = "output"}) {
    %cst = arith.constant 4.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 0.797884583 : f32
    %cst_3 = arith.constant 4.471500e-02 : f32
    %cst_4 = arith.constant 0xFF800000 : f32
    %cst_5 = arith.constant -1.000000e+09 : f32
    %cst_6 = arith.constant 9.99999974E-6 : f32
    %cst_7 = arith.constant 3.200000e+01 : f32
    %cst_8 = arith.constant 0.000000e+00 : f32
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<4x8xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<4x8xi32>) outs(%0 : tensor<4x8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %341 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %341 : i1
    } -> tensor<4x8xi1>
    %2 = tensor.empty() : tensor<4x8xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<4x8xi32>) outs(%2 : tensor<4x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      %341 = arith.addi %in, %c128_i32 : i32
      linalg.yield %341 : i32
    } -> tensor<4x8xi32>
    %4 = tensor.empty() : tensor<4x8xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg24 : tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) outs(%4 : tensor<4x8xi32>) {
    ^bb0(%in: i1, %in_53: i32, %in_54: i32, %out: i32):
      %341 = arith.select %in, %in_53, %in_54 : i32
      linalg.yield %341 : i32
    } -> tensor<4x8xi32>
    %expanded = tensor.expand_shape %5 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi32> into tensor<4x8x1xi32>
    %6 = tensor.empty() : tensor<4x8x1x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<4x8x1xi32>) outs(%6 : tensor<4x8x1x32xf32>) {
    ^bb0(%in: i32, %out: f32):
      %341 = arith.index_cast %in : i32 to index
      %342 = linalg.index 3 : index
      %extracted = tensor.extract %arg23[%341, %342] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x1x32xf32>
    %collapsed = tensor.collapse_shape %7 [[0], [1], [2, 3]] : tensor<4x8x1x32xf32> into tensor<4x8x32xf32>
    %8 = tensor.empty() : tensor<4x8x32xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22 : tensor<8x32xf32>) outs(%8 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %10 = tensor.empty() : tensor<4x8x32xf32>
    %11 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %9 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%10 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %12 = tensor.empty() : tensor<4x8xf32>
    %13 = linalg.fill ins(%cst_8 : f32) outs(%12 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<4x8x32xf32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8xf32>
    %expanded_9 = tensor.expand_shape %14 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %15 = tensor.empty() : tensor<4x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<4x8x1xf32>) outs(%15 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.divf %in, %cst_7 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %17 = tensor.empty() : tensor<4x8x32xf32>
    %18 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %19 = tensor.empty() : tensor<4x8x32xf32>
    %20 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %18 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%19 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.subf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %21 = tensor.empty() : tensor<4x8x32xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<4x8x32xf32>) outs(%21 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %23 = tensor.empty() : tensor<4x8xf32>
    %24 = linalg.fill ins(%cst_8 : f32) outs(%23 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %25 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<4x8x32xf32>) outs(%24 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8xf32>
    %expanded_10 = tensor.expand_shape %25 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %26 = tensor.empty() : tensor<4x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<4x8x1xf32>) outs(%26 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.divf %in, %cst_7 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %28 = tensor.empty() : tensor<4x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<4x8x1xf32>) outs(%28 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %in, %cst_6 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %30 = tensor.empty() : tensor<4x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<4x8x1xf32>) outs(%30 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = math.rsqrt %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %32 = tensor.empty() : tensor<4x8x32xf32>
    %33 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<4x8x1xf32>) outs(%32 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %34 = tensor.empty() : tensor<4x8x32xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %33 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%34 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %36 = tensor.empty() : tensor<4x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<32xf32>) outs(%36 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %38 = tensor.empty() : tensor<4x8x32xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %37 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%38 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %40 = tensor.empty() : tensor<4x8x32xf32>
    %41 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<32xf32>) outs(%40 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %42 = tensor.empty() : tensor<4x8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%42 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_11 = tensor.collapse_shape %43 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %44 = tensor.empty() : tensor<32x32xf32>
    %45 = linalg.fill ins(%cst_8 : f32) outs(%44 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %46 = linalg.matmul ins(%collapsed_11, %arg8 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%45 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_12 = tensor.expand_shape %46 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %47 = tensor.empty() : tensor<4x2x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<4x8x2x16xf32>) outs(%47 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %49 = tensor.empty() : tensor<32x32xf32>
    %50 = linalg.fill ins(%cst_8 : f32) outs(%49 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %51 = linalg.matmul ins(%collapsed_11, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%50 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_13 = tensor.expand_shape %51 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %52 = tensor.empty() : tensor<4x2x8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<4x8x2x16xf32>) outs(%52 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %54 = tensor.empty() : tensor<32x32xf32>
    %55 = linalg.fill ins(%cst_8 : f32) outs(%54 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %56 = linalg.matmul ins(%collapsed_11, %arg9 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%55 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_14 = tensor.expand_shape %56 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %57 = tensor.empty() : tensor<4x2x8x16xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<4x8x2x16xf32>) outs(%57 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %59 = tensor.empty() : tensor<4x2x16x8xf32>
    %60 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<4x2x8x16xf32>) outs(%59 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_15 = tensor.collapse_shape %48 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_16 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %61 = tensor.empty() : tensor<8x8x8xf32>
    %62 = linalg.fill ins(%cst_8 : f32) outs(%61 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %63 = linalg.batch_matmul ins(%collapsed_15, %collapsed_16 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%62 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_17 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %64 = tensor.empty() : tensor<f32>
    %65 = linalg.generic {indexing_maps = [#map10], iterator_types = []} outs(%64 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %66 = tensor.empty() : tensor<4x2x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<f32>) outs(%66 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %68 = tensor.empty() : tensor<4x2x8x8xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %67 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%68 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.divf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8x8xf32>
    %70 = tensor.empty() : tensor<8x8xi32>
    %71 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%70 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %341 = linalg.index 0 : index
      %342 = arith.index_cast %341 : index to i32
      linalg.yield %342 : i32
    } -> tensor<8x8xi32>
    %72 = tensor.empty() : tensor<8x8xi32>
    %73 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%72 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %341 = linalg.index 1 : index
      %342 = arith.index_cast %341 : index to i32
      linalg.yield %342 : i32
    } -> tensor<8x8xi32>
    %74 = tensor.empty() : tensor<8x8xi1>
    %75 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%71, %73 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%74 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_53: i32, %out: i1):
      %341 = arith.cmpi sge, %in, %in_53 : i32
      linalg.yield %341 : i1
    } -> tensor<8x8xi1>
    %76 = tensor.empty() : tensor<4x2x8x8xi1>
    %77 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<8x8xi1>) outs(%76 : tensor<4x2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4x2x8x8xi1>
    %78 = tensor.empty() : tensor<4x2x8x8xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %69 : tensor<4x2x8x8xi1>, tensor<4x2x8x8xf32>) outs(%78 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: i1, %in_53: f32, %out: f32):
      %341 = arith.select %in, %in_53, %cst_5 : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8x8xf32>
    %80 = tensor.empty() : tensor<4x2x8xf32>
    %81 = linalg.fill ins(%cst_4 : f32) outs(%80 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%79 : tensor<4x2x8x8xf32>) outs(%81 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.maximumf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8xf32>
    %83 = tensor.empty() : tensor<4x2x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<4x2x8xf32>) outs(%83 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %85 = tensor.empty() : tensor<4x2x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %84 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%85 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.subf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8x8xf32>
    %87 = tensor.empty() : tensor<4x2x8x8xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<4x2x8x8xf32>) outs(%87 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = math.exp %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8x8xf32>
    %89 = tensor.empty() : tensor<4x2x8xf32>
    %90 = linalg.fill ins(%cst_8 : f32) outs(%89 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%88 : tensor<4x2x8x8xf32>) outs(%90 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8xf32>
    %92 = tensor.empty() : tensor<4x2x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<4x2x8xf32>) outs(%92 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %94 = tensor.empty() : tensor<4x2x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %93 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%94 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.divf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_18 = tensor.collapse_shape %95 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_19 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %96 = tensor.empty() : tensor<8x8x16xf32>
    %97 = linalg.fill ins(%cst_8 : f32) outs(%96 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %98 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%97 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_20 = tensor.expand_shape %98 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %99 = tensor.empty() : tensor<4x8x2x16xf32>
    %100 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<4x2x8x16xf32>) outs(%99 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_21 = tensor.collapse_shape %100 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %101 = tensor.empty() : tensor<32x32xf32>
    %102 = linalg.fill ins(%cst_8 : f32) outs(%101 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %103 = linalg.matmul ins(%collapsed_21, %arg7 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%102 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_22 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %104 = tensor.empty() : tensor<4x8x32xf32>
    %105 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_22 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%104 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %106 = tensor.empty() : tensor<4x8xf32>
    %107 = linalg.fill ins(%cst_8 : f32) outs(%106 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %108 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<4x8x32xf32>) outs(%107 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8xf32>
    %expanded_23 = tensor.expand_shape %108 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %109 = tensor.empty() : tensor<4x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<4x8x1xf32>) outs(%109 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.divf %in, %cst_7 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %111 = tensor.empty() : tensor<4x8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<4x8x1xf32>) outs(%111 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %113 = tensor.empty() : tensor<4x8x32xf32>
    %114 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %112 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%113 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.subf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %115 = tensor.empty() : tensor<4x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<4x8x32xf32>) outs(%115 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %117 = tensor.empty() : tensor<4x8xf32>
    %118 = linalg.fill ins(%cst_8 : f32) outs(%117 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %119 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<4x8x32xf32>) outs(%118 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8xf32>
    %expanded_24 = tensor.expand_shape %119 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %120 = tensor.empty() : tensor<4x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<4x8x1xf32>) outs(%120 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.divf %in, %cst_7 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %122 = tensor.empty() : tensor<4x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<4x8x1xf32>) outs(%122 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %in, %cst_6 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %124 = tensor.empty() : tensor<4x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<4x8x1xf32>) outs(%124 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = math.rsqrt %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %126 = tensor.empty() : tensor<4x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<4x8x1xf32>) outs(%126 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %128 = tensor.empty() : tensor<4x8x32xf32>
    %129 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %127 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%128 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %130 = tensor.empty() : tensor<4x8x32xf32>
    %131 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%130 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %132 = tensor.empty() : tensor<4x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %131 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%132 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %134 = tensor.empty() : tensor<4x8x32xf32>
    %135 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%134 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %136 = tensor.empty() : tensor<4x8x32xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %135 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%136 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_25 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %138 = tensor.empty() : tensor<32x128xf32>
    %139 = linalg.fill ins(%cst_8 : f32) outs(%138 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %140 = linalg.matmul ins(%collapsed_25, %arg4 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%139 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_26 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %141 = tensor.empty() : tensor<4x8x128xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<4x8x128xf32>) outs(%141 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %143 = tensor.empty() : tensor<4x8x128xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %expanded_26 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%143 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %145 = tensor.empty() : tensor<4x8x128xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<4x8x128xf32>) outs(%145 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %cst_3 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %147 = tensor.empty() : tensor<4x8x128xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %146 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%147 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %149 = tensor.empty() : tensor<4x8x128xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<4x8x128xf32>) outs(%149 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %cst_2 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %151 = tensor.empty() : tensor<4x8x128xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<4x8x128xf32>) outs(%151 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = math.tanh %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %153 = tensor.empty() : tensor<4x8x128xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<4x8x128xf32>) outs(%153 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %in, %cst_1 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %155 = tensor.empty() : tensor<4x8x128xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<4x8x128xf32>) outs(%155 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %cst_0 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %157 = tensor.empty() : tensor<4x8x128xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26, %156 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%157 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_27 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %159 = tensor.empty() : tensor<32x32xf32>
    %160 = linalg.fill ins(%cst_8 : f32) outs(%159 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %161 = linalg.matmul ins(%collapsed_27, %arg5 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%160 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_28 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %162 = tensor.empty() : tensor<4x8x32xf32>
    %163 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %expanded_28 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%162 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %164 = tensor.empty() : tensor<4x8xf32>
    %165 = linalg.fill ins(%cst_8 : f32) outs(%164 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %166 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%163 : tensor<4x8x32xf32>) outs(%165 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8xf32>
    %expanded_29 = tensor.expand_shape %166 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %167 = tensor.empty() : tensor<4x8x1xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<4x8x1xf32>) outs(%167 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.divf %in, %cst_7 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %169 = tensor.empty() : tensor<4x8x32xf32>
    %170 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<4x8x1xf32>) outs(%169 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %171 = tensor.empty() : tensor<4x8x32xf32>
    %172 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %170 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%171 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.subf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %173 = tensor.empty() : tensor<4x8x32xf32>
    %174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<4x8x32xf32>) outs(%173 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %175 = tensor.empty() : tensor<4x8xf32>
    %176 = linalg.fill ins(%cst_8 : f32) outs(%175 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %177 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%174 : tensor<4x8x32xf32>) outs(%176 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8xf32>
    %expanded_30 = tensor.expand_shape %177 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %178 = tensor.empty() : tensor<4x8x1xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<4x8x1xf32>) outs(%178 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.divf %in, %cst_7 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %180 = tensor.empty() : tensor<4x8x1xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<4x8x1xf32>) outs(%180 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %in, %cst_6 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %182 = tensor.empty() : tensor<4x8x1xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<4x8x1xf32>) outs(%182 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = math.rsqrt %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %184 = tensor.empty() : tensor<4x8x32xf32>
    %185 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<4x8x1xf32>) outs(%184 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %186 = tensor.empty() : tensor<4x8x32xf32>
    %187 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %185 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%186 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %188 = tensor.empty() : tensor<4x8x32xf32>
    %189 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<32xf32>) outs(%188 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %190 = tensor.empty() : tensor<4x8x32xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %189 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%190 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %192 = tensor.empty() : tensor<4x8x32xf32>
    %193 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%192 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %194 = tensor.empty() : tensor<4x8x32xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %193 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%194 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_31 = tensor.collapse_shape %195 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %196 = tensor.empty() : tensor<32x32xf32>
    %197 = linalg.fill ins(%cst_8 : f32) outs(%196 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %198 = linalg.matmul ins(%collapsed_31, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%197 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_32 = tensor.expand_shape %198 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %199 = tensor.empty() : tensor<4x2x8x16xf32>
    %200 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<4x8x2x16xf32>) outs(%199 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %201 = tensor.empty() : tensor<32x32xf32>
    %202 = linalg.fill ins(%cst_8 : f32) outs(%201 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %203 = linalg.matmul ins(%collapsed_31, %arg16 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%202 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_33 = tensor.expand_shape %203 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %204 = tensor.empty() : tensor<4x2x8x16xf32>
    %205 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<4x8x2x16xf32>) outs(%204 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %206 = tensor.empty() : tensor<32x32xf32>
    %207 = linalg.fill ins(%cst_8 : f32) outs(%206 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %208 = linalg.matmul ins(%collapsed_31, %arg19 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%207 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_34 = tensor.expand_shape %208 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %209 = tensor.empty() : tensor<4x2x8x16xf32>
    %210 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<4x8x2x16xf32>) outs(%209 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %211 = tensor.empty() : tensor<4x2x16x8xf32>
    %212 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<4x2x8x16xf32>) outs(%211 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_35 = tensor.collapse_shape %200 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_36 = tensor.collapse_shape %212 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %213 = tensor.empty() : tensor<8x8x8xf32>
    %214 = linalg.fill ins(%cst_8 : f32) outs(%213 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %215 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%214 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_37 = tensor.expand_shape %215 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %216 = tensor.empty() : tensor<4x2x8x8xf32>
    %217 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37, %67 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%216 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.divf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8x8xf32>
    %218 = tensor.empty() : tensor<4x2x8x8xf32>
    %219 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %217 : tensor<4x2x8x8xi1>, tensor<4x2x8x8xf32>) outs(%218 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: i1, %in_53: f32, %out: f32):
      %341 = arith.select %in, %in_53, %cst_5 : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8x8xf32>
    %220 = tensor.empty() : tensor<4x2x8xf32>
    %221 = linalg.fill ins(%cst_4 : f32) outs(%220 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%219 : tensor<4x2x8x8xf32>) outs(%221 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.maximumf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8xf32>
    %223 = tensor.empty() : tensor<4x2x8x8xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<4x2x8xf32>) outs(%223 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %225 = tensor.empty() : tensor<4x2x8x8xf32>
    %226 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %224 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%225 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.subf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8x8xf32>
    %227 = tensor.empty() : tensor<4x2x8x8xf32>
    %228 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226 : tensor<4x2x8x8xf32>) outs(%227 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = math.exp %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8x8xf32>
    %229 = tensor.empty() : tensor<4x2x8xf32>
    %230 = linalg.fill ins(%cst_8 : f32) outs(%229 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %231 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%228 : tensor<4x2x8x8xf32>) outs(%230 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8xf32>
    %232 = tensor.empty() : tensor<4x2x8x8xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<4x2x8xf32>) outs(%232 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %234 = tensor.empty() : tensor<4x2x8x8xf32>
    %235 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %233 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%234 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.divf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %235 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %210 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %236 = tensor.empty() : tensor<8x8x16xf32>
    %237 = linalg.fill ins(%cst_8 : f32) outs(%236 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %238 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%237 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_40 = tensor.expand_shape %238 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %239 = tensor.empty() : tensor<4x8x2x16xf32>
    %240 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<4x2x8x16xf32>) outs(%239 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_41 = tensor.collapse_shape %240 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %241 = tensor.empty() : tensor<32x32xf32>
    %242 = linalg.fill ins(%cst_8 : f32) outs(%241 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %243 = linalg.matmul ins(%collapsed_41, %arg17 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%242 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_42 = tensor.expand_shape %243 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %244 = tensor.empty() : tensor<4x8x32xf32>
    %245 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %expanded_42 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%244 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %246 = tensor.empty() : tensor<4x8xf32>
    %247 = linalg.fill ins(%cst_8 : f32) outs(%246 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %248 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%245 : tensor<4x8x32xf32>) outs(%247 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8xf32>
    %expanded_43 = tensor.expand_shape %248 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %249 = tensor.empty() : tensor<4x8x1xf32>
    %250 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<4x8x1xf32>) outs(%249 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.divf %in, %cst_7 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %251 = tensor.empty() : tensor<4x8x32xf32>
    %252 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<4x8x1xf32>) outs(%251 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %253 = tensor.empty() : tensor<4x8x32xf32>
    %254 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %252 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%253 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.subf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %255 = tensor.empty() : tensor<4x8x32xf32>
    %256 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<4x8x32xf32>) outs(%255 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %257 = tensor.empty() : tensor<4x8xf32>
    %258 = linalg.fill ins(%cst_8 : f32) outs(%257 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %259 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%256 : tensor<4x8x32xf32>) outs(%258 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8xf32>
    %expanded_44 = tensor.expand_shape %259 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %260 = tensor.empty() : tensor<4x8x1xf32>
    %261 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<4x8x1xf32>) outs(%260 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.divf %in, %cst_7 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %262 = tensor.empty() : tensor<4x8x1xf32>
    %263 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<4x8x1xf32>) outs(%262 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %in, %cst_6 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %264 = tensor.empty() : tensor<4x8x1xf32>
    %265 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<4x8x1xf32>) outs(%264 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = math.rsqrt %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %266 = tensor.empty() : tensor<4x8x32xf32>
    %267 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<4x8x1xf32>) outs(%266 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %268 = tensor.empty() : tensor<4x8x32xf32>
    %269 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %267 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%268 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %270 = tensor.empty() : tensor<4x8x32xf32>
    %271 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%270 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %272 = tensor.empty() : tensor<4x8x32xf32>
    %273 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %271 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%272 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %274 = tensor.empty() : tensor<4x8x32xf32>
    %275 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12 : tensor<32xf32>) outs(%274 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %276 = tensor.empty() : tensor<4x8x32xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %275 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%276 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_45 = tensor.collapse_shape %277 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %278 = tensor.empty() : tensor<32x128xf32>
    %279 = linalg.fill ins(%cst_8 : f32) outs(%278 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %280 = linalg.matmul ins(%collapsed_45, %arg14 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%279 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_46 = tensor.expand_shape %280 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %281 = tensor.empty() : tensor<4x8x128xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<4x8x128xf32>) outs(%281 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %283 = tensor.empty() : tensor<4x8x128xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %expanded_46 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%283 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %285 = tensor.empty() : tensor<4x8x128xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<4x8x128xf32>) outs(%285 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %cst_3 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %287 = tensor.empty() : tensor<4x8x128xf32>
    %288 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %286 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%287 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %289 = tensor.empty() : tensor<4x8x128xf32>
    %290 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<4x8x128xf32>) outs(%289 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %cst_2 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %291 = tensor.empty() : tensor<4x8x128xf32>
    %292 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<4x8x128xf32>) outs(%291 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = math.tanh %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %293 = tensor.empty() : tensor<4x8x128xf32>
    %294 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<4x8x128xf32>) outs(%293 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %in, %cst_1 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %295 = tensor.empty() : tensor<4x8x128xf32>
    %296 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<4x8x128xf32>) outs(%295 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %cst_0 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %297 = tensor.empty() : tensor<4x8x128xf32>
    %298 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %296 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%297 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_47 = tensor.collapse_shape %298 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %299 = tensor.empty() : tensor<32x32xf32>
    %300 = linalg.fill ins(%cst_8 : f32) outs(%299 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %301 = linalg.matmul ins(%collapsed_47, %arg15 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%300 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_48 = tensor.expand_shape %301 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %302 = tensor.empty() : tensor<4x8x32xf32>
    %303 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %expanded_48 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%302 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %304 = tensor.empty() : tensor<4x8xf32>
    %305 = linalg.fill ins(%cst_8 : f32) outs(%304 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %306 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%303 : tensor<4x8x32xf32>) outs(%305 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8xf32>
    %expanded_49 = tensor.expand_shape %306 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %307 = tensor.empty() : tensor<4x8x1xf32>
    %308 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49 : tensor<4x8x1xf32>) outs(%307 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.divf %in, %cst_7 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %309 = tensor.empty() : tensor<4x8x32xf32>
    %310 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<4x8x1xf32>) outs(%309 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %311 = tensor.empty() : tensor<4x8x32xf32>
    %312 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %310 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%311 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.subf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %313 = tensor.empty() : tensor<4x8x32xf32>
    %314 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<4x8x32xf32>) outs(%313 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.mulf %in, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %315 = tensor.empty() : tensor<4x8xf32>
    %316 = linalg.fill ins(%cst_8 : f32) outs(%315 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %317 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%314 : tensor<4x8x32xf32>) outs(%316 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %out, %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8xf32>
    %expanded_50 = tensor.expand_shape %317 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %318 = tensor.empty() : tensor<4x8x1xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<4x8x1xf32>) outs(%318 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.divf %in, %cst_7 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %320 = tensor.empty() : tensor<4x8x1xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<4x8x1xf32>) outs(%320 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = arith.addf %in, %cst_6 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %322 = tensor.empty() : tensor<4x8x1xf32>
    %323 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<4x8x1xf32>) outs(%322 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %341 = math.rsqrt %in : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x1xf32>
    %324 = tensor.empty() : tensor<4x8x32xf32>
    %325 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<4x8x1xf32>) outs(%324 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %326 = tensor.empty() : tensor<4x8x32xf32>
    %327 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %325 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%326 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %328 = tensor.empty() : tensor<4x8x32xf32>
    %329 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%328 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %330 = tensor.empty() : tensor<4x8x32xf32>
    %331 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %329 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%330 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.mulf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %332 = tensor.empty() : tensor<4x8x32xf32>
    %333 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%332 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %334 = tensor.empty() : tensor<4x8x32xf32>
    %335 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %333 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%334 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %341 = arith.addf %in, %in_53 : f32
      linalg.yield %341 : f32
    } -> tensor<4x8x32xf32>
    %336 = tensor.empty() : tensor<32x128xf32>
    %337 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128x32xf32>) outs(%336 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_51 = tensor.collapse_shape %335 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %338 = tensor.empty() : tensor<32x128xf32>
    %339 = linalg.fill ins(%cst_8 : f32) outs(%338 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %340 = linalg.matmul ins(%collapsed_51, %337 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%339 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_52 = tensor.expand_shape %340 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    func.return %expanded_52 : tensor<4x8x128xf32>
  }
}
