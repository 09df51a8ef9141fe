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
#map14 = affine_map<(d0, d1, d2) -> ()>
#map15 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map16 = affine_map<(d0, d1, d2) -> (d0)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map19 = affine_map<(d0) -> (d0)>
module @jit_sgd_step {
  func.func @main(%arg0: tensor<32xf32> {spmd.name = "params.blocks.0.ln1_b", spmd.role = "param"}, %arg1: tensor<32xf32> {spmd.name = "params.blocks.0.ln1_g", spmd.role = "param"}, %arg2: tensor<32xf32> {spmd.name = "params.blocks.0.ln2_b", spmd.role = "param"}, %arg3: tensor<32xf32> {spmd.name = "params.blocks.0.ln2_g", spmd.role = "param"}, %arg4: tensor<32x128xf32> {spmd.name = "params.blocks.0.w_in", spmd.role = "param"}, %arg5: tensor<128x32xf32> {spmd.name = "params.blocks.0.w_out", spmd.role = "param"}, %arg6: tensor<32x32xf32> {spmd.name = "params.blocks.0.wk", spmd.role = "param"}, %arg7: tensor<32x32xf32> {spmd.name = "params.blocks.0.wo", spmd.role = "param"}, %arg8: tensor<32x32xf32> {spmd.name = "params.blocks.0.wq", spmd.role = "param"}, %arg9: tensor<32x32xf32> {spmd.name = "params.blocks.0.wv", spmd.role = "param"}, %arg10: tensor<32xf32> {spmd.name = "params.blocks.1.ln1_b", spmd.role = "param"}, %arg11: tensor<32xf32> {spmd.name = "params.blocks.1.ln1_g", spmd.role = "param"}, %arg12: tensor<32xf32> {spmd.name = "params.blocks.1.ln2_b", spmd.role = "param"}, %arg13: tensor<32xf32> {spmd.name = "params.blocks.1.ln2_g", spmd.role = "param"}, %arg14: tensor<32x128xf32> {spmd.name = "params.blocks.1.w_in", spmd.role = "param"}, %arg15: tensor<128x32xf32> {spmd.name = "params.blocks.1.w_out", spmd.role = "param"}, %arg16: tensor<32x32xf32> {spmd.name = "params.blocks.1.wk", spmd.role = "param"}, %arg17: tensor<32x32xf32> {spmd.name = "params.blocks.1.wo", spmd.role = "param"}, %arg18: tensor<32x32xf32> {spmd.name = "params.blocks.1.wq", spmd.role = "param"}, %arg19: tensor<32x32xf32> {spmd.name = "params.blocks.1.wv", spmd.role = "param"}, %arg20: tensor<32xf32> {spmd.name = "params.lnf_b", spmd.role = "param"}, %arg21: tensor<32xf32> {spmd.name = "params.lnf_g", spmd.role = "param"}, %arg22: tensor<8x32xf32> {spmd.name = "params.wpe", spmd.role = "param"}, %arg23: tensor<128x32xf32> {spmd.name = "params.wte", spmd.role = "param"}, %arg24: tensor<4x8xi32> {spmd.name = "ids", spmd.role = "input"}, %arg25: tensor<4x8xi32> {spmd.name = "labels", spmd.role = "input"}) -> (tensor<f32> {spmd.name = "loss"}, tensor<32xf32> {spmd.name = "new:params.blocks.0.ln1_b"}, tensor<32xf32> {spmd.name = "new:params.blocks.0.ln1_g"}, tensor<32xf32> {spmd.name = "new:params.blocks.0.ln2_b"}, tensor<32xf32> {spmd.name = "new:params.blocks.0.ln2_g"}, tensor<32x128xf32> {spmd.name = "new:params.blocks.0.w_in"}, tensor<128x32xf32> {spmd.name = "new:params.blocks.0.w_out"}, tensor<32x32xf32> {spmd.name = "new:params.blocks.0.wk"}, tensor<32x32xf32> {spmd.name = "new:params.blocks.0.wo"}, tensor<32x32xf32> {spmd.name = "new:params.blocks.0.wq"}, tensor<32x32xf32> {spmd.name = "new:params.blocks.0.wv"}, tensor<32xf32> {spmd.name = "new:params.blocks.1.ln1_b"}, tensor<32xf32> {spmd.name = "new:params.blocks.1.ln1_g"}, tensor<32xf32> {spmd.name = "new:params.blocks.1.ln2_b"}, tensor<32xf32> {spmd.name = "new:params.blocks.1.ln2_g"}, tensor<32x128xf32> {spmd.name = "new:params.blocks.1.w_in"}, tensor<128x32xf32> {spmd.name = "new:params.blocks.1.w_out"}, tensor<32x32xf32> {spmd.name = "new:params.blocks.1.wk"}, tensor<32x32xf32> {spmd.name = "new:params.blocks.1.wo"}, tensor<32x32xf32> {spmd.name = "new:params.blocks.1.wq"}, tensor<32x32xf32> {spmd.name = "new:params.blocks.1.wv"}, tensor<32xf32> {spmd.name = "new:params.lnf_b"}, tensor<32xf32> {spmd.name = "new:params.lnf_g"}, tensor<8x32xf32> {spmd.name = "new:params.wpe"}, tensor<128x32xf32> {spmd.name = "new:params.wte"}) {
    %cst = arith.constant -1.000000e+00 : f32
    %cst_0 = arith.constant 4.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-01 : f32
    %cst_2 = arith.constant 0x7FC00000 : f32
    %c127 = arith.constant 127 : index
    %c0 = arith.constant 0 : index
    %c127_i32 = arith.constant 127 : i32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 0.797884583 : f32
    %cst_5 = arith.constant 4.471500e-02 : f32
    %cst_6 = arith.constant 3.000000e+00 : f32
    %cst_7 = arith.constant 1.000000e+00 : f32
    %cst_8 = arith.constant 0xFF800000 : f32
    %cst_9 = arith.constant -1.000000e+09 : f32
    %true = arith.constant true
    %cst_10 = arith.constant -5.000000e-01 : f32
    %cst_11 = arith.constant 9.99999974E-6 : f32
    %cst_12 = arith.constant 2.000000e+00 : f32
    %cst_13 = arith.constant 3.200000e+01 : f32
    %cst_14 = arith.constant 0.000000e+00 : f32
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<4x8x128xf32>
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<128x32xf32>
    %0 = tensor.empty() : tensor<4x8xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<4x8xi32>) outs(%0 : tensor<4x8xi1>) {
    ^bb0(%in: i32, %out: i1):
      %1187 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %1187 : i1
    } -> tensor<4x8xi1>
    %2 = tensor.empty() : tensor<4x8xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<4x8xi32>) outs(%2 : tensor<4x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      %1187 = arith.addi %in, %c128_i32 : i32
      linalg.yield %1187 : i32
    } -> tensor<4x8xi32>
    %4 = tensor.empty() : tensor<4x8xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3, %arg24 : tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) outs(%4 : tensor<4x8xi32>) {
    ^bb0(%in: i1, %in_166: i32, %in_167: i32, %out: i32):
      %1187 = arith.select %in, %in_166, %in_167 : i32
      linalg.yield %1187 : i32
    } -> tensor<4x8xi32>
    %expanded = tensor.expand_shape %5 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi32> into tensor<4x8x1xi32>
    %6 = tensor.empty() : tensor<4x8x1x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<4x8x1xi32>) outs(%6 : tensor<4x8x1x32xf32>) {
    ^bb0(%in: i32, %out: f32):
      %1187 = arith.index_cast %in : i32 to index
      %1188 = linalg.index 3 : index
      %extracted = tensor.extract %arg23[%1187, %1188] : tensor<128x32xf32>
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
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %12 = tensor.empty() : tensor<4x8xf32>
    %13 = linalg.fill ins(%cst_14 : f32) outs(%12 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<4x8x32xf32>) outs(%13 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_17 = tensor.expand_shape %14 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %15 = tensor.empty() : tensor<4x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<4x8x1xf32>) outs(%15 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %17 = tensor.empty() : tensor<4x8x32xf32>
    %18 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<4x8x1xf32>) outs(%17 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %19 = tensor.empty() : tensor<4x8x32xf32>
    %20 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %18 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%19 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %21 = tensor.empty() : tensor<4x8x32xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<4x8x32xf32>) outs(%21 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %23 = tensor.empty() : tensor<4x8x32xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<4x8x32xf32>) outs(%23 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %25 = tensor.empty() : tensor<4x8xf32>
    %26 = linalg.fill ins(%cst_14 : f32) outs(%25 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<4x8x32xf32>) outs(%26 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_18 = tensor.expand_shape %27 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %28 = tensor.empty() : tensor<4x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<4x8x1xf32>) outs(%28 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %30 = tensor.empty() : tensor<4x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<4x8x1xf32>) outs(%30 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %in, %cst_11 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %32 = tensor.empty() : tensor<4x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<4x8x1xf32>) outs(%32 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.rsqrt %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %34 = tensor.empty() : tensor<4x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %31 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%34 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %36 = tensor.empty() : tensor<4x8x1xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<4x8x1xf32>) outs(%36 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %38 = tensor.empty() : tensor<4x8x32xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %40 = tensor.empty() : tensor<4x8x32xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %39 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%40 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %42 = tensor.empty() : tensor<4x8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<32xf32>) outs(%42 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %44 = tensor.empty() : tensor<4x8x32xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %43 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%44 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %46 = tensor.empty() : tensor<4x8x32xf32>
    %47 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<32xf32>) outs(%46 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %48 = tensor.empty() : tensor<4x8x32xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %47 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%48 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_19 = tensor.collapse_shape %49 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %50 = tensor.empty() : tensor<32x32xf32>
    %51 = linalg.fill ins(%cst_14 : f32) outs(%50 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %52 = linalg.matmul ins(%collapsed_19, %arg8 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%51 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_20 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %53 = tensor.empty() : tensor<4x2x8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<4x8x2x16xf32>) outs(%53 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %55 = tensor.empty() : tensor<32x32xf32>
    %56 = linalg.fill ins(%cst_14 : f32) outs(%55 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %57 = linalg.matmul ins(%collapsed_19, %arg6 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%56 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_21 = tensor.expand_shape %57 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %58 = tensor.empty() : tensor<4x2x8x16xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<4x8x2x16xf32>) outs(%58 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %60 = tensor.empty() : tensor<32x32xf32>
    %61 = linalg.fill ins(%cst_14 : f32) outs(%60 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %62 = linalg.matmul ins(%collapsed_19, %arg9 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%61 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_22 = tensor.expand_shape %62 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %63 = tensor.empty() : tensor<4x2x8x16xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<4x8x2x16xf32>) outs(%63 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %65 = tensor.empty() : tensor<4x2x16x8xf32>
    %66 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<4x2x8x16xf32>) outs(%65 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_23 = tensor.collapse_shape %54 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_24 = tensor.collapse_shape %66 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %67 = tensor.empty() : tensor<8x8x8xf32>
    %68 = linalg.fill ins(%cst_14 : f32) outs(%67 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %69 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%68 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_25 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %70 = tensor.empty() : tensor<f32>
    %71 = linalg.generic {indexing_maps = [#map10], iterator_types = []} outs(%70 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %72 = tensor.empty() : tensor<4x2x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<f32>) outs(%72 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %74 = tensor.empty() : tensor<4x2x8x8xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25, %73 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%74 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %76 = tensor.empty() : tensor<8x8xi32>
    %77 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%76 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %1187 = linalg.index 0 : index
      %1188 = arith.index_cast %1187 : index to i32
      linalg.yield %1188 : i32
    } -> tensor<8x8xi32>
    %78 = tensor.empty() : tensor<8x8xi32>
    %79 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%78 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %1187 = linalg.index 1 : index
      %1188 = arith.index_cast %1187 : index to i32
      linalg.yield %1188 : i32
    } -> tensor<8x8xi32>
    %80 = tensor.empty() : tensor<8x8xi1>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%77, %79 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%80 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_166: i32, %out: i1):
      %1187 = arith.cmpi sge, %in, %in_166 : i32
      linalg.yield %1187 : i1
    } -> tensor<8x8xi1>
    %82 = tensor.empty() : tensor<4x2x8x8xi1>
    %83 = linalg.generic {indexing_maps = [#map12, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<8x8xi1>) outs(%82 : tensor<4x2x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<4x2x8x8xi1>
    %84 = tensor.empty() : tensor<4x2x8x8xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %75 : tensor<4x2x8x8xi1>, tensor<4x2x8x8xf32>) outs(%84 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: i1, %in_166: f32, %out: f32):
      %1187 = arith.select %in, %in_166, %cst_9 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %86 = tensor.empty() : tensor<4x2x8xf32>
    %87 = linalg.fill ins(%cst_8 : f32) outs(%86 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%85 : tensor<4x2x8x8xf32>) outs(%87 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.maximumf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8xf32>
    %89 = tensor.empty() : tensor<4x2x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<4x2x8xf32>) outs(%89 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %91 = tensor.empty() : tensor<4x2x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%91 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %93 = tensor.empty() : tensor<4x2x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<4x2x8x8xf32>) outs(%93 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.exp %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %95 = tensor.empty() : tensor<4x2x8xf32>
    %96 = linalg.fill ins(%cst_14 : f32) outs(%95 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%94 : tensor<4x2x8x8xf32>) outs(%96 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8xf32>
    %expanded_26 = tensor.expand_shape %97 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %98 = tensor.empty() : tensor<4x2x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<4x2x8xf32>) outs(%98 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %100 = tensor.empty() : tensor<4x2x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %99 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%100 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %102 = tensor.empty() : tensor<4x2x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<4x2x8x1xf32>) outs(%102 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x1xf32>
    %104 = tensor.empty() : tensor<4x2x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<4x2x8x1xf32>) outs(%104 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %cst_7, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x1xf32>
    %collapsed_27 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_28 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %106 = tensor.empty() : tensor<8x8x16xf32>
    %107 = linalg.fill ins(%cst_14 : f32) outs(%106 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %108 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%107 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_29 = tensor.expand_shape %108 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %109 = tensor.empty() : tensor<4x8x2x16xf32>
    %110 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<4x2x8x16xf32>) outs(%109 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_30 = tensor.collapse_shape %110 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %111 = tensor.empty() : tensor<32x32xf32>
    %112 = linalg.fill ins(%cst_14 : f32) outs(%111 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = linalg.matmul ins(%collapsed_30, %arg7 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%112 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_31 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %114 = tensor.empty() : tensor<4x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_31 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%114 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %116 = tensor.empty() : tensor<4x8xf32>
    %117 = linalg.fill ins(%cst_14 : f32) outs(%116 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<4x8x32xf32>) outs(%117 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_32 = tensor.expand_shape %118 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %119 = tensor.empty() : tensor<4x8x1xf32>
    %120 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<4x8x1xf32>) outs(%119 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %121 = tensor.empty() : tensor<4x8x32xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<4x8x1xf32>) outs(%121 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %123 = tensor.empty() : tensor<4x8x32xf32>
    %124 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %122 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%123 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %125 = tensor.empty() : tensor<4x8x32xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<4x8x32xf32>) outs(%125 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %127 = tensor.empty() : tensor<4x8x32xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<4x8x32xf32>) outs(%127 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %129 = tensor.empty() : tensor<4x8xf32>
    %130 = linalg.fill ins(%cst_14 : f32) outs(%129 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %131 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<4x8x32xf32>) outs(%130 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_33 = tensor.expand_shape %131 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %132 = tensor.empty() : tensor<4x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<4x8x1xf32>) outs(%132 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %134 = tensor.empty() : tensor<4x8x1xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<4x8x1xf32>) outs(%134 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %in, %cst_11 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %136 = tensor.empty() : tensor<4x8x1xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<4x8x1xf32>) outs(%136 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.rsqrt %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %138 = tensor.empty() : tensor<4x8x1xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %135 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%138 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %140 = tensor.empty() : tensor<4x8x1xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<4x8x1xf32>) outs(%140 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %142 = tensor.empty() : tensor<4x8x32xf32>
    %143 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<4x8x1xf32>) outs(%142 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %144 = tensor.empty() : tensor<4x8x32xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %143 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%144 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %146 = tensor.empty() : tensor<4x8x32xf32>
    %147 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<32xf32>) outs(%146 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %148 = tensor.empty() : tensor<4x8x32xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %147 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%148 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %150 = tensor.empty() : tensor<4x8x32xf32>
    %151 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<32xf32>) outs(%150 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %152 = tensor.empty() : tensor<4x8x32xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %151 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%152 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_34 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %154 = tensor.empty() : tensor<32x128xf32>
    %155 = linalg.fill ins(%cst_14 : f32) outs(%154 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %156 = linalg.matmul ins(%collapsed_34, %arg4 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%155 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_35 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %157 = tensor.empty() : tensor<4x8x128xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<4x8x128xf32>) outs(%157 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %159 = tensor.empty() : tensor<4x8x128xf32>
    %160 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %expanded_35 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%159 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %161 = tensor.empty() : tensor<4x8x128xf32>
    %162 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<4x8x128xf32>) outs(%161 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_6 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %163 = tensor.empty() : tensor<4x8x128xf32>
    %164 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<4x8x128xf32>) outs(%163 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %165 = tensor.empty() : tensor<4x8x128xf32>
    %166 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %164 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%165 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %167 = tensor.empty() : tensor<4x8x128xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<4x8x128xf32>) outs(%167 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %169 = tensor.empty() : tensor<4x8x128xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<4x8x128xf32>) outs(%169 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.tanh %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %171 = tensor.empty() : tensor<4x8x128xf32>
    %172 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<4x8x128xf32>) outs(%171 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.subf %cst_7, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %173 = tensor.empty() : tensor<4x8x128xf32>
    %174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<4x8x128xf32>) outs(%173 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %in, %cst_7 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %175 = tensor.empty() : tensor<4x8x128xf32>
    %176 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<4x8x128xf32>) outs(%175 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %177 = tensor.empty() : tensor<4x8x128xf32>
    %178 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %176 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%177 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_36 = tensor.collapse_shape %178 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %179 = tensor.empty() : tensor<32x32xf32>
    %180 = linalg.fill ins(%cst_14 : f32) outs(%179 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %181 = linalg.matmul ins(%collapsed_36, %arg5 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%180 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_37 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %182 = tensor.empty() : tensor<4x8x32xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %expanded_37 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%182 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %184 = tensor.empty() : tensor<4x8xf32>
    %185 = linalg.fill ins(%cst_14 : f32) outs(%184 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %186 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<4x8x32xf32>) outs(%185 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_38 = tensor.expand_shape %186 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %187 = tensor.empty() : tensor<4x8x1xf32>
    %188 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<4x8x1xf32>) outs(%187 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %189 = tensor.empty() : tensor<4x8x32xf32>
    %190 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<4x8x1xf32>) outs(%189 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %191 = tensor.empty() : tensor<4x8x32xf32>
    %192 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %190 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%191 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %193 = tensor.empty() : tensor<4x8x32xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<4x8x32xf32>) outs(%193 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %195 = tensor.empty() : tensor<4x8x32xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<4x8x32xf32>) outs(%195 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %197 = tensor.empty() : tensor<4x8xf32>
    %198 = linalg.fill ins(%cst_14 : f32) outs(%197 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %199 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%194 : tensor<4x8x32xf32>) outs(%198 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_39 = tensor.expand_shape %199 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %200 = tensor.empty() : tensor<4x8x1xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<4x8x1xf32>) outs(%200 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %202 = tensor.empty() : tensor<4x8x1xf32>
    %203 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<4x8x1xf32>) outs(%202 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %in, %cst_11 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %204 = tensor.empty() : tensor<4x8x1xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<4x8x1xf32>) outs(%204 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.rsqrt %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %206 = tensor.empty() : tensor<4x8x1xf32>
    %207 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %203 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%206 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %208 = tensor.empty() : tensor<4x8x1xf32>
    %209 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<4x8x1xf32>) outs(%208 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %210 = tensor.empty() : tensor<4x8x32xf32>
    %211 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<4x8x1xf32>) outs(%210 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %212 = tensor.empty() : tensor<4x8x32xf32>
    %213 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %211 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%212 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %214 = tensor.empty() : tensor<4x8x32xf32>
    %215 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<32xf32>) outs(%214 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %216 = tensor.empty() : tensor<4x8x32xf32>
    %217 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %215 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%216 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %218 = tensor.empty() : tensor<4x8x32xf32>
    %219 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%218 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %220 = tensor.empty() : tensor<4x8x32xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %219 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%220 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_40 = tensor.collapse_shape %221 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %222 = tensor.empty() : tensor<32x32xf32>
    %223 = linalg.fill ins(%cst_14 : f32) outs(%222 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %224 = linalg.matmul ins(%collapsed_40, %arg18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%223 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_41 = tensor.expand_shape %224 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %225 = tensor.empty() : tensor<4x2x8x16xf32>
    %226 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<4x8x2x16xf32>) outs(%225 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %227 = tensor.empty() : tensor<32x32xf32>
    %228 = linalg.fill ins(%cst_14 : f32) outs(%227 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %229 = linalg.matmul ins(%collapsed_40, %arg16 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%228 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_42 = tensor.expand_shape %229 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %230 = tensor.empty() : tensor<4x2x8x16xf32>
    %231 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<4x8x2x16xf32>) outs(%230 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %232 = tensor.empty() : tensor<32x32xf32>
    %233 = linalg.fill ins(%cst_14 : f32) outs(%232 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %234 = linalg.matmul ins(%collapsed_40, %arg19 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%233 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_43 = tensor.expand_shape %234 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %235 = tensor.empty() : tensor<4x2x8x16xf32>
    %236 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<4x8x2x16xf32>) outs(%235 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %237 = tensor.empty() : tensor<4x2x16x8xf32>
    %238 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<4x2x8x16xf32>) outs(%237 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_44 = tensor.collapse_shape %226 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_45 = tensor.collapse_shape %238 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %239 = tensor.empty() : tensor<8x8x8xf32>
    %240 = linalg.fill ins(%cst_14 : f32) outs(%239 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %241 = linalg.batch_matmul ins(%collapsed_44, %collapsed_45 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%240 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_46 = tensor.expand_shape %241 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %242 = tensor.empty() : tensor<4x2x8x8xf32>
    %243 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_46, %73 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%242 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %244 = tensor.empty() : tensor<4x2x8x8xf32>
    %245 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %243 : tensor<4x2x8x8xi1>, tensor<4x2x8x8xf32>) outs(%244 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: i1, %in_166: f32, %out: f32):
      %1187 = arith.select %in, %in_166, %cst_9 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %246 = tensor.empty() : tensor<4x2x8xf32>
    %247 = linalg.fill ins(%cst_8 : f32) outs(%246 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %248 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%245 : tensor<4x2x8x8xf32>) outs(%247 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.maximumf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8xf32>
    %249 = tensor.empty() : tensor<4x2x8x8xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<4x2x8xf32>) outs(%249 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %251 = tensor.empty() : tensor<4x2x8x8xf32>
    %252 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %250 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%251 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %253 = tensor.empty() : tensor<4x2x8x8xf32>
    %254 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252 : tensor<4x2x8x8xf32>) outs(%253 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.exp %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %255 = tensor.empty() : tensor<4x2x8xf32>
    %256 = linalg.fill ins(%cst_14 : f32) outs(%255 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %257 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%254 : tensor<4x2x8x8xf32>) outs(%256 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8xf32>
    %expanded_47 = tensor.expand_shape %257 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %258 = tensor.empty() : tensor<4x2x8x8xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<4x2x8xf32>) outs(%258 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %260 = tensor.empty() : tensor<4x2x8x8xf32>
    %261 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %259 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%260 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %262 = tensor.empty() : tensor<4x2x8x1xf32>
    %263 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<4x2x8x1xf32>) outs(%262 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x1xf32>
    %264 = tensor.empty() : tensor<4x2x8x1xf32>
    %265 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263 : tensor<4x2x8x1xf32>) outs(%264 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %cst_7, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x1xf32>
    %collapsed_48 = tensor.collapse_shape %261 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_49 = tensor.collapse_shape %236 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %266 = tensor.empty() : tensor<8x8x16xf32>
    %267 = linalg.fill ins(%cst_14 : f32) outs(%266 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %268 = linalg.batch_matmul ins(%collapsed_48, %collapsed_49 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%267 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_50 = tensor.expand_shape %268 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %269 = tensor.empty() : tensor<4x8x2x16xf32>
    %270 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<4x2x8x16xf32>) outs(%269 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_51 = tensor.collapse_shape %270 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %271 = tensor.empty() : tensor<32x32xf32>
    %272 = linalg.fill ins(%cst_14 : f32) outs(%271 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %273 = linalg.matmul ins(%collapsed_51, %arg17 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%272 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_52 = tensor.expand_shape %273 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %274 = tensor.empty() : tensor<4x8x32xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %expanded_52 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%274 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %276 = tensor.empty() : tensor<4x8xf32>
    %277 = linalg.fill ins(%cst_14 : f32) outs(%276 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %278 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%275 : tensor<4x8x32xf32>) outs(%277 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_53 = tensor.expand_shape %278 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %279 = tensor.empty() : tensor<4x8x1xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<4x8x1xf32>) outs(%279 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %281 = tensor.empty() : tensor<4x8x32xf32>
    %282 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<4x8x1xf32>) outs(%281 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %283 = tensor.empty() : tensor<4x8x32xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %282 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%283 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %285 = tensor.empty() : tensor<4x8x32xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<4x8x32xf32>) outs(%285 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %287 = tensor.empty() : tensor<4x8x32xf32>
    %288 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<4x8x32xf32>) outs(%287 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %289 = tensor.empty() : tensor<4x8xf32>
    %290 = linalg.fill ins(%cst_14 : f32) outs(%289 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %291 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%286 : tensor<4x8x32xf32>) outs(%290 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_54 = tensor.expand_shape %291 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %292 = tensor.empty() : tensor<4x8x1xf32>
    %293 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<4x8x1xf32>) outs(%292 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %294 = tensor.empty() : tensor<4x8x1xf32>
    %295 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<4x8x1xf32>) outs(%294 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %in, %cst_11 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %296 = tensor.empty() : tensor<4x8x1xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<4x8x1xf32>) outs(%296 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.rsqrt %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %298 = tensor.empty() : tensor<4x8x1xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %295 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%298 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %300 = tensor.empty() : tensor<4x8x1xf32>
    %301 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<4x8x1xf32>) outs(%300 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %302 = tensor.empty() : tensor<4x8x32xf32>
    %303 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<4x8x1xf32>) outs(%302 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %304 = tensor.empty() : tensor<4x8x32xf32>
    %305 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %303 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%304 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %306 = tensor.empty() : tensor<4x8x32xf32>
    %307 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<32xf32>) outs(%306 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %308 = tensor.empty() : tensor<4x8x32xf32>
    %309 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %307 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%308 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %310 = tensor.empty() : tensor<4x8x32xf32>
    %311 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12 : tensor<32xf32>) outs(%310 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %312 = tensor.empty() : tensor<4x8x32xf32>
    %313 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %311 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%312 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_55 = tensor.collapse_shape %313 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %314 = tensor.empty() : tensor<32x128xf32>
    %315 = linalg.fill ins(%cst_14 : f32) outs(%314 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %316 = linalg.matmul ins(%collapsed_55, %arg14 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%315 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_56 = tensor.expand_shape %316 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %317 = tensor.empty() : tensor<4x8x128xf32>
    %318 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<4x8x128xf32>) outs(%317 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %319 = tensor.empty() : tensor<4x8x128xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %expanded_56 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%319 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %321 = tensor.empty() : tensor<4x8x128xf32>
    %322 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<4x8x128xf32>) outs(%321 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_6 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %323 = tensor.empty() : tensor<4x8x128xf32>
    %324 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<4x8x128xf32>) outs(%323 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %325 = tensor.empty() : tensor<4x8x128xf32>
    %326 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %324 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%325 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %327 = tensor.empty() : tensor<4x8x128xf32>
    %328 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<4x8x128xf32>) outs(%327 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %329 = tensor.empty() : tensor<4x8x128xf32>
    %330 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<4x8x128xf32>) outs(%329 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.tanh %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %331 = tensor.empty() : tensor<4x8x128xf32>
    %332 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<4x8x128xf32>) outs(%331 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.subf %cst_7, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %333 = tensor.empty() : tensor<4x8x128xf32>
    %334 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<4x8x128xf32>) outs(%333 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %in, %cst_7 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %335 = tensor.empty() : tensor<4x8x128xf32>
    %336 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<4x8x128xf32>) outs(%335 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %337 = tensor.empty() : tensor<4x8x128xf32>
    %338 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %336 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%337 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %collapsed_57 = tensor.collapse_shape %338 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %339 = tensor.empty() : tensor<32x32xf32>
    %340 = linalg.fill ins(%cst_14 : f32) outs(%339 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %341 = linalg.matmul ins(%collapsed_57, %arg15 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%340 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_58 = tensor.expand_shape %341 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %342 = tensor.empty() : tensor<4x8x32xf32>
    %343 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %expanded_58 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%342 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %344 = tensor.empty() : tensor<4x8xf32>
    %345 = linalg.fill ins(%cst_14 : f32) outs(%344 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %346 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%343 : tensor<4x8x32xf32>) outs(%345 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_59 = tensor.expand_shape %346 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %347 = tensor.empty() : tensor<4x8x1xf32>
    %348 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<4x8x1xf32>) outs(%347 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %349 = tensor.empty() : tensor<4x8x32xf32>
    %350 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<4x8x1xf32>) outs(%349 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %351 = tensor.empty() : tensor<4x8x32xf32>
    %352 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %350 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%351 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %353 = tensor.empty() : tensor<4x8x32xf32>
    %354 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<4x8x32xf32>) outs(%353 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %355 = tensor.empty() : tensor<4x8x32xf32>
    %356 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<4x8x32xf32>) outs(%355 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_12 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %357 = tensor.empty() : tensor<4x8xf32>
    %358 = linalg.fill ins(%cst_14 : f32) outs(%357 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %359 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%354 : tensor<4x8x32xf32>) outs(%358 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_60 = tensor.expand_shape %359 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %360 = tensor.empty() : tensor<4x8x1xf32>
    %361 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<4x8x1xf32>) outs(%360 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %362 = tensor.empty() : tensor<4x8x1xf32>
    %363 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<4x8x1xf32>) outs(%362 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %in, %cst_11 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %364 = tensor.empty() : tensor<4x8x1xf32>
    %365 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<4x8x1xf32>) outs(%364 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.rsqrt %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %366 = tensor.empty() : tensor<4x8x1xf32>
    %367 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365, %363 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%366 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %368 = tensor.empty() : tensor<4x8x1xf32>
    %369 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<4x8x1xf32>) outs(%368 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_10 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %370 = tensor.empty() : tensor<4x8x32xf32>
    %371 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<4x8x1xf32>) outs(%370 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %372 = tensor.empty() : tensor<4x8x32xf32>
    %373 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %371 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%372 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %374 = tensor.empty() : tensor<4x8x32xf32>
    %375 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<32xf32>) outs(%374 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %376 = tensor.empty() : tensor<4x8x32xf32>
    %377 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %375 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%376 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %378 = tensor.empty() : tensor<4x8x32xf32>
    %379 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<32xf32>) outs(%378 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %380 = tensor.empty() : tensor<4x8x32xf32>
    %381 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %379 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%380 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %382 = tensor.empty() : tensor<32x128xf32>
    %383 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<128x32xf32>) outs(%382 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_61 = tensor.collapse_shape %381 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %384 = tensor.empty() : tensor<32x128xf32>
    %385 = linalg.fill ins(%cst_14 : f32) outs(%384 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %386 = linalg.matmul ins(%collapsed_61, %383 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%385 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_62 = tensor.expand_shape %386 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %387 = tensor.empty() : tensor<4x8xf32>
    %388 = linalg.fill ins(%cst_8 : f32) outs(%387 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %389 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_62 : tensor<4x8x128xf32>) outs(%388 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.maximumf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %390 = tensor.empty() : tensor<4x8x128xf32>
    %391 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389 : tensor<4x8xf32>) outs(%390 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x128xf32>
    %392 = tensor.empty() : tensor<4x8x128xf32>
    %393 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %391 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%392 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %394 = tensor.empty() : tensor<4x8x128xf32>
    %395 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<4x8x128xf32>) outs(%394 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.exp %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %396 = tensor.empty() : tensor<4x8xf32>
    %397 = linalg.fill ins(%cst_14 : f32) outs(%396 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %398 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%395 : tensor<4x8x128xf32>) outs(%397 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_63 = tensor.expand_shape %398 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %399 = tensor.empty() : tensor<4x8x1xf32>
    %400 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<4x8x1xf32>) outs(%399 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = math.log %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %401 = tensor.empty() : tensor<4x8x128xf32>
    %402 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400 : tensor<4x8x1xf32>) outs(%401 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x128xf32>
    %403 = tensor.empty() : tensor<4x8x128xf32>
    %404 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %402 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%403 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %expanded_64 = tensor.expand_shape %arg25 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xi32> into tensor<4x8x1xi32>
    %405 = tensor.empty() : tensor<4x8x1xi1>
    %406 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<4x8x1xi32>) outs(%405 : tensor<4x8x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %1187 = arith.cmpi slt, %in, %c0_i32 : i32
      linalg.yield %1187 : i1
    } -> tensor<4x8x1xi1>
    %407 = tensor.empty() : tensor<4x8x1xi32>
    %408 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<4x8x1xi32>) outs(%407 : tensor<4x8x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      %1187 = arith.addi %in, %c128_i32 : i32
      linalg.yield %1187 : i32
    } -> tensor<4x8x1xi32>
    %409 = tensor.empty() : tensor<4x8x1xi32>
    %410 = linalg.generic {indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %408, %expanded_64 : tensor<4x8x1xi1>, tensor<4x8x1xi32>, tensor<4x8x1xi32>) outs(%409 : tensor<4x8x1xi32>) {
    ^bb0(%in: i1, %in_166: i32, %in_167: i32, %out: i32):
      %1187 = arith.select %in, %in_166, %in_167 : i32
      linalg.yield %1187 : i32
    } -> tensor<4x8x1xi32>
    %expanded_65 = tensor.expand_shape %410 [[0], [1], [2, 3]] output_shape [4, 8, 1, 1] : tensor<4x8x1xi32> into tensor<4x8x1x1xi32>
    %411 = tensor.empty() : tensor<4x8x1x1xi1>
    %412 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<4x8x1x1xi32>) outs(%411 : tensor<4x8x1x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %1187 = arith.cmpi sge, %in, %c0_i32 : i32
      linalg.yield %1187 : i1
    } -> tensor<4x8x1x1xi1>
    %413 = tensor.empty() : tensor<4x8x1x1xi1>
    %414 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<4x8x1x1xi32>) outs(%413 : tensor<4x8x1x1xi1>) {
    ^bb0(%in: i32, %out: i1):
      %1187 = arith.cmpi sle, %in, %c127_i32 : i32
      linalg.yield %1187 : i1
    } -> tensor<4x8x1x1xi1>
    %415 = tensor.empty() : tensor<4x8x1x1xi1>
    %416 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %414 : tensor<4x8x1x1xi1>, tensor<4x8x1x1xi1>) outs(%415 : tensor<4x8x1x1xi1>) {
    ^bb0(%in: i1, %in_166: i1, %out: i1):
      %1187 = arith.andi %in, %in_166 : i1
      linalg.yield %1187 : i1
    } -> tensor<4x8x1x1xi1>
    %417 = tensor.empty() : tensor<4x8x1xi1>
    %418 = linalg.fill ins(%true : i1) outs(%417 : tensor<4x8x1xi1>) -> tensor<4x8x1xi1>
    %419 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%416 : tensor<4x8x1x1xi1>) outs(%418 : tensor<4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1187 = arith.andi %out, %in : i1
      linalg.yield %1187 : i1
    } -> tensor<4x8x1xi1>
    %420 = tensor.empty() : tensor<4x8x1xf32>
    %421 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel"]} outs(%420 : tensor<4x8x1xf32>) {
    ^bb0(%out: f32):
      %1187 = linalg.index 0 : index
      %1188 = linalg.index 1 : index
      %extracted = tensor.extract %expanded_65[%1187, %1188, %c0, %c0] : tensor<4x8x1x1xi32>
      %1189 = arith.index_cast %extracted : i32 to index
      %1190 = arith.maxsi %1189, %c0 : index
      %1191 = arith.minsi %1190, %c127 : index
      %extracted_166 = tensor.extract %404[%1187, %1188, %1191] : tensor<4x8x128xf32>
      linalg.yield %extracted_166 : f32
    } -> tensor<4x8x1xf32>
    %422 = tensor.empty() : tensor<4x8x1xf32>
    %423 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %421 : tensor<4x8x1xi1>, tensor<4x8x1xf32>) outs(%422 : tensor<4x8x1xf32>) {
    ^bb0(%in: i1, %in_166: f32, %out: f32):
      %1187 = arith.select %in, %in_166, %cst_2 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %424 = tensor.empty() : tensor<f32>
    %425 = linalg.fill ins(%cst_14 : f32) outs(%424 : tensor<f32>) -> tensor<f32>
    %426 = linalg.generic {indexing_maps = [#map4, #map14], iterator_types = ["reduction", "reduction", "reduction"]} ins(%423 : tensor<4x8x1xf32>) outs(%425 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<f32>
    %427 = tensor.empty() : tensor<f32>
    %428 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%426 : tensor<f32>) outs(%427 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<f32>
    %429 = tensor.empty() : tensor<f32>
    %430 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%428 : tensor<f32>) outs(%429 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<f32>
    %431 = tensor.empty() : tensor<f32>
    %432 = linalg.generic {indexing_maps = [#map10], iterator_types = []} outs(%431 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %433 = tensor.empty() : tensor<f32>
    %434 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = []} ins(%432 : tensor<f32>) outs(%433 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<f32>
    %435 = tensor.empty() : tensor<4x8x1xf32>
    %436 = linalg.generic {indexing_maps = [#map14, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434 : tensor<f32>) outs(%435 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x1xf32>
    %437 = tensor.empty() : tensor<4x8x1x1xi32>
    %438 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%437 : tensor<4x8x1x1xi32>) {
    ^bb0(%out: i32):
      %1187 = linalg.index 0 : index
      %1188 = arith.index_cast %1187 : index to i32
      linalg.yield %1188 : i32
    } -> tensor<4x8x1x1xi32>
    %439 = tensor.empty() : tensor<4x8x1x1xi32>
    %440 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%439 : tensor<4x8x1x1xi32>) {
    ^bb0(%out: i32):
      %1187 = linalg.index 1 : index
      %1188 = arith.index_cast %1187 : index to i32
      linalg.yield %1188 : i32
    } -> tensor<4x8x1x1xi32>
    %441 = tensor.empty() : tensor<4x8x1x3xi32>
    %inserted_slice = tensor.insert_slice %438 into %441[0, 0, 0, 0] [4, 8, 1, 1] [1, 1, 1, 1] : tensor<4x8x1x1xi32> into tensor<4x8x1x3xi32>
    %inserted_slice_66 = tensor.insert_slice %440 into %inserted_slice[0, 0, 0, 1] [4, 8, 1, 1] [1, 1, 1, 1] : tensor<4x8x1x1xi32> into tensor<4x8x1x3xi32>
    %inserted_slice_67 = tensor.insert_slice %expanded_65 into %inserted_slice_66[0, 0, 0, 2] [4, 8, 1, 1] [1, 1, 1, 1] : tensor<4x8x1x1xi32> into tensor<4x8x1x3xi32>
    %collapsed_68 = tensor.collapse_shape %inserted_slice_67 [[0, 1, 2], [3]] : tensor<4x8x1x3xi32> into tensor<32x3xi32>
    %collapsed_69 = tensor.collapse_shape %436 [[0, 1, 2]] : tensor<4x8x1xf32> into tensor<32xf32>
    %442 = iree_linalg_ext.scatter dimension_map = [0, 1, 2] unique_indices(false) ins(%collapsed_69, %collapsed_68 : tensor<32xf32>, tensor<32x3xi32>) outs(%cst_15 : tensor<4x8x128xf32>) {
    ^bb0(%arg26: f32, %arg27: f32):
      %1187 = arith.addf %arg27, %arg26 : f32
      iree_linalg_ext.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %443 = tensor.empty() : tensor<4x8x128xf32>
    %444 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<4x8x128xf32>) outs(%443 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %445 = tensor.empty() : tensor<4x8xf32>
    %446 = linalg.fill ins(%cst_14 : f32) outs(%445 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %447 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%444 : tensor<4x8x128xf32>) outs(%446 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_70 = tensor.expand_shape %447 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %448 = tensor.empty() : tensor<4x8x1xf32>
    %449 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %expanded_63 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%448 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %450 = tensor.empty() : tensor<4x8xf32>
    %451 = linalg.fill ins(%cst_14 : f32) outs(%450 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %452 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%449 : tensor<4x8x1xf32>) outs(%451 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %453 = tensor.empty() : tensor<4x8x128xf32>
    %454 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452 : tensor<4x8xf32>) outs(%453 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x128xf32>
    %455 = tensor.empty() : tensor<4x8x128xf32>
    %456 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454, %395 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%455 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %457 = tensor.empty() : tensor<4x8x128xf32>
    %458 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %456 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%457 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %459 = tensor.empty() : tensor<128x4x8xf32>
    %460 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<4x8x128xf32>) outs(%459 : tensor<128x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x4x8xf32>
    %collapsed_71 = tensor.collapse_shape %460 [[0], [1, 2]] : tensor<128x4x8xf32> into tensor<128x32xf32>
    %461 = tensor.empty() : tensor<128x32xf32>
    %462 = linalg.fill ins(%cst_14 : f32) outs(%461 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %463 = linalg.matmul ins(%collapsed_71, %collapsed_61 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%462 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %464 = tensor.empty() : tensor<32x128xf32>
    %465 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%463 : tensor<128x32xf32>) outs(%464 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_72 = tensor.collapse_shape %458 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %466 = tensor.empty() : tensor<128x32xf32>
    %467 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%383 : tensor<32x128xf32>) outs(%466 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %468 = tensor.empty() : tensor<32x32xf32>
    %469 = linalg.fill ins(%cst_14 : f32) outs(%468 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %470 = linalg.matmul ins(%collapsed_72, %467 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%469 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_73 = tensor.expand_shape %470 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %471 = tensor.empty() : tensor<128x32xf32>
    %472 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%465 : tensor<32x128xf32>) outs(%471 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %473 = tensor.empty() : tensor<32xf32>
    %474 = linalg.fill ins(%cst_14 : f32) outs(%473 : tensor<32xf32>) -> tensor<32xf32>
    %475 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_73 : tensor<4x8x32xf32>) outs(%474 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %expanded_74 = tensor.expand_shape %475 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %476 = tensor.empty() : tensor<32xf32>
    %477 = linalg.fill ins(%cst_14 : f32) outs(%476 : tensor<32xf32>) -> tensor<32xf32>
    %478 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_74 : tensor<1x1x32xf32>) outs(%477 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %479 = tensor.empty() : tensor<4x8x32xf32>
    %480 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %expanded_73 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%479 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %481 = tensor.empty() : tensor<32xf32>
    %482 = linalg.fill ins(%cst_14 : f32) outs(%481 : tensor<32xf32>) -> tensor<32xf32>
    %483 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%480 : tensor<4x8x32xf32>) outs(%482 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %expanded_75 = tensor.expand_shape %483 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %484 = tensor.empty() : tensor<4x8x32xf32>
    %485 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %375 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%484 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %486 = tensor.empty() : tensor<32xf32>
    %487 = linalg.fill ins(%cst_14 : f32) outs(%486 : tensor<32xf32>) -> tensor<32xf32>
    %488 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_75 : tensor<1x1x32xf32>) outs(%487 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %489 = tensor.empty() : tensor<4x8x32xf32>
    %490 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %485 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%489 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %491 = tensor.empty() : tensor<4x8xf32>
    %492 = linalg.fill ins(%cst_14 : f32) outs(%491 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %493 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%490 : tensor<4x8x32xf32>) outs(%492 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_76 = tensor.expand_shape %493 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %494 = tensor.empty() : tensor<4x8x32xf32>
    %495 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %371 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%494 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %496 = tensor.empty() : tensor<4x8x1xf32>
    %497 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %369 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%496 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %498 = tensor.empty() : tensor<4x8x32xf32>
    %499 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<4x8x32xf32>) outs(%498 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %500 = tensor.empty() : tensor<4x8xf32>
    %501 = linalg.fill ins(%cst_14 : f32) outs(%500 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %502 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%499 : tensor<4x8x32xf32>) outs(%501 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_77 = tensor.expand_shape %502 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %503 = tensor.empty() : tensor<4x8x1xf32>
    %504 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497 : tensor<4x8x1xf32>) outs(%503 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %505 = tensor.empty() : tensor<4x8xf32>
    %506 = linalg.fill ins(%cst_14 : f32) outs(%505 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %507 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%504 : tensor<4x8x1xf32>) outs(%506 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %508 = tensor.empty() : tensor<4x8x32xf32>
    %509 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<4x8xf32>) outs(%508 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %510 = tensor.empty() : tensor<4x8x32xf32>
    %511 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %356 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%510 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %512 = tensor.empty() : tensor<4x8x32xf32>
    %513 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<4x8x32xf32>) outs(%512 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %514 = tensor.empty() : tensor<4x8xf32>
    %515 = linalg.fill ins(%cst_14 : f32) outs(%514 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %516 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%513 : tensor<4x8x32xf32>) outs(%515 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_78 = tensor.expand_shape %516 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %517 = tensor.empty() : tensor<4x8x32xf32>
    %518 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495, %511 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%517 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %519 = tensor.empty() : tensor<4x8x1xf32>
    %520 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %expanded_78 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%519 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %521 = tensor.empty() : tensor<4x8x1xf32>
    %522 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<4x8x1xf32>) outs(%521 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %523 = tensor.empty() : tensor<4x8xf32>
    %524 = linalg.fill ins(%cst_14 : f32) outs(%523 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %525 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%522 : tensor<4x8x1xf32>) outs(%524 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %526 = tensor.empty() : tensor<4x8x32xf32>
    %527 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525 : tensor<4x8xf32>) outs(%526 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %528 = tensor.empty() : tensor<4x8x32xf32>
    %529 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %527 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%528 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %530 = tensor.empty() : tensor<32x4x8xf32>
    %531 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<4x8x32xf32>) outs(%530 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_79 = tensor.collapse_shape %531 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %532 = tensor.empty() : tensor<32x128xf32>
    %533 = linalg.fill ins(%cst_14 : f32) outs(%532 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %534 = linalg.matmul ins(%collapsed_79, %collapsed_57 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%533 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %535 = tensor.empty() : tensor<128x32xf32>
    %536 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%534 : tensor<32x128xf32>) outs(%535 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %collapsed_80 = tensor.collapse_shape %529 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %537 = tensor.empty() : tensor<32x128xf32>
    %538 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<128x32xf32>) outs(%537 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %539 = tensor.empty() : tensor<32x128xf32>
    %540 = linalg.fill ins(%cst_14 : f32) outs(%539 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %541 = linalg.matmul ins(%collapsed_80, %538 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%540 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_81 = tensor.expand_shape %541 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %542 = tensor.empty() : tensor<4x8x128xf32>
    %543 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_81 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%542 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %544 = tensor.empty() : tensor<4x8x128xf32>
    %545 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %336 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%544 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %546 = tensor.empty() : tensor<4x8x128xf32>
    %547 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<4x8x128xf32>) outs(%546 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %548 = tensor.empty() : tensor<4x8x128xf32>
    %549 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547, %332 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%548 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %550 = tensor.empty() : tensor<4x8x128xf32>
    %551 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %330 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%550 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %552 = tensor.empty() : tensor<4x8x128xf32>
    %553 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %551 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%552 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %554 = tensor.empty() : tensor<4x8x128xf32>
    %555 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553 : tensor<4x8x128xf32>) outs(%554 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %556 = tensor.empty() : tensor<4x8x128xf32>
    %557 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545, %555 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%556 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %558 = tensor.empty() : tensor<4x8x128xf32>
    %559 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555 : tensor<4x8x128xf32>) outs(%558 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %560 = tensor.empty() : tensor<4x8x128xf32>
    %561 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559, %322 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%560 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %562 = tensor.empty() : tensor<4x8x128xf32>
    %563 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557, %561 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%562 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %564 = tensor.empty() : tensor<128x4x8xf32>
    %565 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563 : tensor<4x8x128xf32>) outs(%564 : tensor<128x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x4x8xf32>
    %collapsed_82 = tensor.collapse_shape %565 [[0], [1, 2]] : tensor<128x4x8xf32> into tensor<128x32xf32>
    %566 = tensor.empty() : tensor<128x32xf32>
    %567 = linalg.fill ins(%cst_14 : f32) outs(%566 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %568 = linalg.matmul ins(%collapsed_82, %collapsed_55 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%567 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %569 = tensor.empty() : tensor<32x128xf32>
    %570 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%568 : tensor<128x32xf32>) outs(%569 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_83 = tensor.collapse_shape %563 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %571 = tensor.empty() : tensor<128x32xf32>
    %572 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<32x128xf32>) outs(%571 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %573 = tensor.empty() : tensor<32x32xf32>
    %574 = linalg.fill ins(%cst_14 : f32) outs(%573 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %575 = linalg.matmul ins(%collapsed_83, %572 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%574 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_84 = tensor.expand_shape %575 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %576 = tensor.empty() : tensor<32xf32>
    %577 = linalg.fill ins(%cst_14 : f32) outs(%576 : tensor<32xf32>) -> tensor<32xf32>
    %578 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_84 : tensor<4x8x32xf32>) outs(%577 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %expanded_85 = tensor.expand_shape %578 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %579 = tensor.empty() : tensor<32xf32>
    %580 = linalg.fill ins(%cst_14 : f32) outs(%579 : tensor<32xf32>) -> tensor<32xf32>
    %581 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_85 : tensor<1x1x32xf32>) outs(%580 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %582 = tensor.empty() : tensor<4x8x32xf32>
    %583 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %expanded_84 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%582 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %584 = tensor.empty() : tensor<32xf32>
    %585 = linalg.fill ins(%cst_14 : f32) outs(%584 : tensor<32xf32>) -> tensor<32xf32>
    %586 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%583 : tensor<4x8x32xf32>) outs(%585 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %expanded_86 = tensor.expand_shape %586 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %587 = tensor.empty() : tensor<4x8x32xf32>
    %588 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %307 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%587 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %589 = tensor.empty() : tensor<32xf32>
    %590 = linalg.fill ins(%cst_14 : f32) outs(%589 : tensor<32xf32>) -> tensor<32xf32>
    %591 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_86 : tensor<1x1x32xf32>) outs(%590 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %592 = tensor.empty() : tensor<4x8x32xf32>
    %593 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %588 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%592 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %594 = tensor.empty() : tensor<4x8xf32>
    %595 = linalg.fill ins(%cst_14 : f32) outs(%594 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %596 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%593 : tensor<4x8x32xf32>) outs(%595 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_87 = tensor.expand_shape %596 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %597 = tensor.empty() : tensor<4x8x32xf32>
    %598 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588, %303 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%597 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %599 = tensor.empty() : tensor<4x8x1xf32>
    %600 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %301 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%599 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %601 = tensor.empty() : tensor<4x8x32xf32>
    %602 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598 : tensor<4x8x32xf32>) outs(%601 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %603 = tensor.empty() : tensor<4x8xf32>
    %604 = linalg.fill ins(%cst_14 : f32) outs(%603 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %605 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%602 : tensor<4x8x32xf32>) outs(%604 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_88 = tensor.expand_shape %605 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %606 = tensor.empty() : tensor<4x8x32xf32>
    %607 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %598 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%606 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %608 = tensor.empty() : tensor<4x8x1xf32>
    %609 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600 : tensor<4x8x1xf32>) outs(%608 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %610 = tensor.empty() : tensor<4x8xf32>
    %611 = linalg.fill ins(%cst_14 : f32) outs(%610 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %612 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%609 : tensor<4x8x1xf32>) outs(%611 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %613 = tensor.empty() : tensor<4x8x32xf32>
    %614 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612 : tensor<4x8xf32>) outs(%613 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %615 = tensor.empty() : tensor<4x8x32xf32>
    %616 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614, %288 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%615 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %617 = tensor.empty() : tensor<4x8x32xf32>
    %618 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<4x8x32xf32>) outs(%617 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %619 = tensor.empty() : tensor<4x8xf32>
    %620 = linalg.fill ins(%cst_14 : f32) outs(%619 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %621 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%618 : tensor<4x8x32xf32>) outs(%620 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_89 = tensor.expand_shape %621 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %622 = tensor.empty() : tensor<4x8x32xf32>
    %623 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %616 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%622 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %624 = tensor.empty() : tensor<4x8x1xf32>
    %625 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %expanded_89 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%624 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %626 = tensor.empty() : tensor<4x8x1xf32>
    %627 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625 : tensor<4x8x1xf32>) outs(%626 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %628 = tensor.empty() : tensor<4x8xf32>
    %629 = linalg.fill ins(%cst_14 : f32) outs(%628 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %630 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%627 : tensor<4x8x1xf32>) outs(%629 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %631 = tensor.empty() : tensor<4x8x32xf32>
    %632 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630 : tensor<4x8xf32>) outs(%631 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %633 = tensor.empty() : tensor<4x8x32xf32>
    %634 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623, %632 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%633 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %635 = tensor.empty() : tensor<32x4x8xf32>
    %636 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634 : tensor<4x8x32xf32>) outs(%635 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_90 = tensor.collapse_shape %636 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %637 = tensor.empty() : tensor<32x32xf32>
    %638 = linalg.fill ins(%cst_14 : f32) outs(%637 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %639 = linalg.matmul ins(%collapsed_90, %collapsed_51 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%638 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %640 = tensor.empty() : tensor<32x32xf32>
    %641 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%639 : tensor<32x32xf32>) outs(%640 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_91 = tensor.collapse_shape %634 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %642 = tensor.empty() : tensor<32x32xf32>
    %643 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<32x32xf32>) outs(%642 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %644 = tensor.empty() : tensor<32x32xf32>
    %645 = linalg.fill ins(%cst_14 : f32) outs(%644 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %646 = linalg.matmul ins(%collapsed_91, %643 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%645 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_92 = tensor.expand_shape %646 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %647 = tensor.empty() : tensor<4x2x8x16xf32>
    %648 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_92 : tensor<4x8x2x16xf32>) outs(%647 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %649 = tensor.empty() : tensor<4x2x16x8xf32>
    %650 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648 : tensor<4x2x8x16xf32>) outs(%649 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_93 = tensor.collapse_shape %650 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %651 = tensor.empty() : tensor<8x16x8xf32>
    %652 = linalg.fill ins(%cst_14 : f32) outs(%651 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %653 = linalg.batch_matmul ins(%collapsed_93, %collapsed_48 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%652 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_94 = tensor.expand_shape %653 [[0, 1], [2], [3]] output_shape [4, 2, 16, 8] : tensor<8x16x8xf32> into tensor<4x2x16x8xf32>
    %654 = tensor.empty() : tensor<4x2x8x16xf32>
    %655 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<4x2x16x8xf32>) outs(%654 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %656 = tensor.empty() : tensor<4x2x16x8xf32>
    %657 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<4x2x8x16xf32>) outs(%656 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_95 = tensor.collapse_shape %648 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_96 = tensor.collapse_shape %657 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %658 = tensor.empty() : tensor<8x8x8xf32>
    %659 = linalg.fill ins(%cst_14 : f32) outs(%658 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %660 = linalg.batch_matmul ins(%collapsed_95, %collapsed_96 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%659 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_97 = tensor.expand_shape %660 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %661 = tensor.empty() : tensor<4x2x8x8xf32>
    %662 = linalg.generic {indexing_maps = [#map17, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<4x2x8x1xf32>) outs(%661 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %663 = tensor.empty() : tensor<4x2x8x8xf32>
    %664 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_97, %662 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%663 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %665 = tensor.empty() : tensor<4x2x8x8xf32>
    %666 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%664, %254 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%665 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %667 = tensor.empty() : tensor<4x2x8xf32>
    %668 = linalg.fill ins(%cst_14 : f32) outs(%667 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %669 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%666 : tensor<4x2x8x8xf32>) outs(%668 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8xf32>
    %670 = tensor.empty() : tensor<4x2x8xf32>
    %671 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669 : tensor<4x2x8xf32>) outs(%670 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8xf32>
    %expanded_98 = tensor.expand_shape %671 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %672 = tensor.empty() : tensor<4x2x8x8xf32>
    %673 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_97, %259 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%672 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %674 = tensor.empty() : tensor<4x2x8xf32>
    %675 = linalg.fill ins(%cst_14 : f32) outs(%674 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %676 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_98 : tensor<4x2x8x1xf32>) outs(%675 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8xf32>
    %677 = tensor.empty() : tensor<4x2x8x8xf32>
    %678 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676 : tensor<4x2x8xf32>) outs(%677 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %679 = tensor.empty() : tensor<4x2x8x8xf32>
    %680 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673, %678 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%679 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %681 = tensor.empty() : tensor<4x2x8x8xf32>
    %682 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%680, %254 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%681 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %683 = tensor.empty() : tensor<4x2x8x8xf32>
    %684 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %682 : tensor<4x2x8x8xi1>, tensor<4x2x8x8xf32>) outs(%683 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: i1, %in_166: f32, %out: f32):
      %1187 = arith.select %in, %in_166, %cst_14 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %685 = tensor.empty() : tensor<4x2x8x8xf32>
    %686 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %73 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%685 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %687 = tensor.empty() : tensor<4x2x8x8xf32>
    %688 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%686 : tensor<4x2x8x8xf32>) outs(%687 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_99 = tensor.collapse_shape %688 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %689 = tensor.empty() : tensor<8x8x16xf32>
    %690 = linalg.fill ins(%cst_14 : f32) outs(%689 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %691 = linalg.batch_matmul ins(%collapsed_99, %collapsed_44 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%690 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_100 = tensor.expand_shape %691 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %692 = tensor.empty() : tensor<4x2x16x8xf32>
    %693 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<4x2x8x16xf32>) outs(%692 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %694 = tensor.empty() : tensor<4x2x8x16xf32>
    %695 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238 : tensor<4x2x16x8xf32>) outs(%694 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %collapsed_101 = tensor.collapse_shape %686 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_102 = tensor.collapse_shape %695 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %696 = tensor.empty() : tensor<8x8x16xf32>
    %697 = linalg.fill ins(%cst_14 : f32) outs(%696 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %698 = linalg.batch_matmul ins(%collapsed_101, %collapsed_102 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%697 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_103 = tensor.expand_shape %698 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %699 = tensor.empty() : tensor<4x2x8x16xf32>
    %700 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%693 : tensor<4x2x16x8xf32>) outs(%699 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %701 = tensor.empty() : tensor<4x8x2x16xf32>
    %702 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655 : tensor<4x2x8x16xf32>) outs(%701 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_104 = tensor.collapse_shape %702 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %703 = tensor.empty() : tensor<32x4x8xf32>
    %704 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_104 : tensor<4x8x32xf32>) outs(%703 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_105 = tensor.collapse_shape %704 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %705 = tensor.empty() : tensor<32x32xf32>
    %706 = linalg.fill ins(%cst_14 : f32) outs(%705 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %707 = linalg.matmul ins(%collapsed_105, %collapsed_40 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%706 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %708 = tensor.empty() : tensor<32x32xf32>
    %709 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%707 : tensor<32x32xf32>) outs(%708 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_106 = tensor.collapse_shape %702 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %710 = tensor.empty() : tensor<32x32xf32>
    %711 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<32x32xf32>) outs(%710 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %712 = tensor.empty() : tensor<32x32xf32>
    %713 = linalg.fill ins(%cst_14 : f32) outs(%712 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %714 = linalg.matmul ins(%collapsed_106, %711 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%713 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_107 = tensor.expand_shape %714 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %715 = tensor.empty() : tensor<4x8x2x16xf32>
    %716 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%700 : tensor<4x2x8x16xf32>) outs(%715 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_108 = tensor.collapse_shape %716 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %717 = tensor.empty() : tensor<32x4x8xf32>
    %718 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_108 : tensor<4x8x32xf32>) outs(%717 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_109 = tensor.collapse_shape %718 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %719 = tensor.empty() : tensor<32x32xf32>
    %720 = linalg.fill ins(%cst_14 : f32) outs(%719 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %721 = linalg.matmul ins(%collapsed_109, %collapsed_40 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%720 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %722 = tensor.empty() : tensor<32x32xf32>
    %723 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%721 : tensor<32x32xf32>) outs(%722 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_110 = tensor.collapse_shape %716 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %724 = tensor.empty() : tensor<32x32xf32>
    %725 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<32x32xf32>) outs(%724 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %726 = tensor.empty() : tensor<32x32xf32>
    %727 = linalg.fill ins(%cst_14 : f32) outs(%726 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %728 = linalg.matmul ins(%collapsed_110, %725 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%727 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_111 = tensor.expand_shape %728 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %729 = tensor.empty() : tensor<4x8x32xf32>
    %730 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_107, %expanded_111 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%729 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %731 = tensor.empty() : tensor<4x8x2x16xf32>
    %732 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<4x2x8x16xf32>) outs(%731 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_112 = tensor.collapse_shape %732 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %733 = tensor.empty() : tensor<32x4x8xf32>
    %734 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_112 : tensor<4x8x32xf32>) outs(%733 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_113 = tensor.collapse_shape %734 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %735 = tensor.empty() : tensor<32x32xf32>
    %736 = linalg.fill ins(%cst_14 : f32) outs(%735 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %737 = linalg.matmul ins(%collapsed_113, %collapsed_40 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%736 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %738 = tensor.empty() : tensor<32x32xf32>
    %739 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%737 : tensor<32x32xf32>) outs(%738 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_114 = tensor.collapse_shape %732 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %740 = tensor.empty() : tensor<32x32xf32>
    %741 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<32x32xf32>) outs(%740 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %742 = tensor.empty() : tensor<32x32xf32>
    %743 = linalg.fill ins(%cst_14 : f32) outs(%742 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %744 = linalg.matmul ins(%collapsed_114, %741 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%743 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_115 = tensor.expand_shape %744 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %745 = tensor.empty() : tensor<4x8x32xf32>
    %746 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %expanded_115 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%745 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %747 = tensor.empty() : tensor<32xf32>
    %748 = linalg.fill ins(%cst_14 : f32) outs(%747 : tensor<32xf32>) -> tensor<32xf32>
    %749 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%746 : tensor<4x8x32xf32>) outs(%748 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %expanded_116 = tensor.expand_shape %749 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %750 = tensor.empty() : tensor<32xf32>
    %751 = linalg.fill ins(%cst_14 : f32) outs(%750 : tensor<32xf32>) -> tensor<32xf32>
    %752 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_116 : tensor<1x1x32xf32>) outs(%751 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %753 = tensor.empty() : tensor<4x8x32xf32>
    %754 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %746 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%753 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %755 = tensor.empty() : tensor<32xf32>
    %756 = linalg.fill ins(%cst_14 : f32) outs(%755 : tensor<32xf32>) -> tensor<32xf32>
    %757 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%754 : tensor<4x8x32xf32>) outs(%756 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %expanded_117 = tensor.expand_shape %757 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %758 = tensor.empty() : tensor<4x8x32xf32>
    %759 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%746, %215 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%758 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %760 = tensor.empty() : tensor<32xf32>
    %761 = linalg.fill ins(%cst_14 : f32) outs(%760 : tensor<32xf32>) -> tensor<32xf32>
    %762 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_117 : tensor<1x1x32xf32>) outs(%761 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %763 = tensor.empty() : tensor<4x8x32xf32>
    %764 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %759 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%763 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %765 = tensor.empty() : tensor<4x8xf32>
    %766 = linalg.fill ins(%cst_14 : f32) outs(%765 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %767 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%764 : tensor<4x8x32xf32>) outs(%766 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_118 = tensor.expand_shape %767 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %768 = tensor.empty() : tensor<4x8x32xf32>
    %769 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759, %211 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%768 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %770 = tensor.empty() : tensor<4x8x1xf32>
    %771 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_118, %209 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%770 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %772 = tensor.empty() : tensor<4x8x32xf32>
    %773 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769 : tensor<4x8x32xf32>) outs(%772 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %774 = tensor.empty() : tensor<4x8xf32>
    %775 = linalg.fill ins(%cst_14 : f32) outs(%774 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %776 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%773 : tensor<4x8x32xf32>) outs(%775 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_119 = tensor.expand_shape %776 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %777 = tensor.empty() : tensor<4x8x32xf32>
    %778 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %769 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%777 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %779 = tensor.empty() : tensor<4x8x1xf32>
    %780 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%771 : tensor<4x8x1xf32>) outs(%779 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %781 = tensor.empty() : tensor<4x8xf32>
    %782 = linalg.fill ins(%cst_14 : f32) outs(%781 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %783 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%780 : tensor<4x8x1xf32>) outs(%782 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %784 = tensor.empty() : tensor<4x8x32xf32>
    %785 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%783 : tensor<4x8xf32>) outs(%784 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %786 = tensor.empty() : tensor<4x8x32xf32>
    %787 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%785, %196 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%786 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %788 = tensor.empty() : tensor<4x8x32xf32>
    %789 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%787 : tensor<4x8x32xf32>) outs(%788 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %790 = tensor.empty() : tensor<4x8xf32>
    %791 = linalg.fill ins(%cst_14 : f32) outs(%790 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %792 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%789 : tensor<4x8x32xf32>) outs(%791 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_120 = tensor.expand_shape %792 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %793 = tensor.empty() : tensor<4x8x32xf32>
    %794 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%778, %787 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%793 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %795 = tensor.empty() : tensor<4x8x1xf32>
    %796 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119, %expanded_120 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%795 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %797 = tensor.empty() : tensor<4x8x1xf32>
    %798 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%796 : tensor<4x8x1xf32>) outs(%797 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %799 = tensor.empty() : tensor<4x8xf32>
    %800 = linalg.fill ins(%cst_14 : f32) outs(%799 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %801 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%798 : tensor<4x8x1xf32>) outs(%800 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %802 = tensor.empty() : tensor<4x8x32xf32>
    %803 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801 : tensor<4x8xf32>) outs(%802 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %804 = tensor.empty() : tensor<4x8x32xf32>
    %805 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%794, %803 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%804 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %806 = tensor.empty() : tensor<32x4x8xf32>
    %807 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805 : tensor<4x8x32xf32>) outs(%806 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_121 = tensor.collapse_shape %807 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %808 = tensor.empty() : tensor<32x128xf32>
    %809 = linalg.fill ins(%cst_14 : f32) outs(%808 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %810 = linalg.matmul ins(%collapsed_121, %collapsed_36 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%809 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %811 = tensor.empty() : tensor<128x32xf32>
    %812 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%810 : tensor<32x128xf32>) outs(%811 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %collapsed_122 = tensor.collapse_shape %805 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %813 = tensor.empty() : tensor<32x128xf32>
    %814 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<128x32xf32>) outs(%813 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %815 = tensor.empty() : tensor<32x128xf32>
    %816 = linalg.fill ins(%cst_14 : f32) outs(%815 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %817 = linalg.matmul ins(%collapsed_122, %814 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%816 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_123 = tensor.expand_shape %817 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    %818 = tensor.empty() : tensor<4x8x128xf32>
    %819 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %expanded_123 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%818 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %820 = tensor.empty() : tensor<4x8x128xf32>
    %821 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_123, %176 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%820 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %822 = tensor.empty() : tensor<4x8x128xf32>
    %823 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<4x8x128xf32>) outs(%822 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %824 = tensor.empty() : tensor<4x8x128xf32>
    %825 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823, %172 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%824 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %826 = tensor.empty() : tensor<4x8x128xf32>
    %827 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %170 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%826 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %828 = tensor.empty() : tensor<4x8x128xf32>
    %829 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %827 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%828 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %830 = tensor.empty() : tensor<4x8x128xf32>
    %831 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%829 : tensor<4x8x128xf32>) outs(%830 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %832 = tensor.empty() : tensor<4x8x128xf32>
    %833 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821, %831 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%832 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %834 = tensor.empty() : tensor<4x8x128xf32>
    %835 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831 : tensor<4x8x128xf32>) outs(%834 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_5 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %836 = tensor.empty() : tensor<4x8x128xf32>
    %837 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%835, %162 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%836 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %838 = tensor.empty() : tensor<4x8x128xf32>
    %839 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833, %837 : tensor<4x8x128xf32>, tensor<4x8x128xf32>) outs(%838 : tensor<4x8x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x128xf32>
    %840 = tensor.empty() : tensor<128x4x8xf32>
    %841 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839 : tensor<4x8x128xf32>) outs(%840 : tensor<128x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x4x8xf32>
    %collapsed_124 = tensor.collapse_shape %841 [[0], [1, 2]] : tensor<128x4x8xf32> into tensor<128x32xf32>
    %842 = tensor.empty() : tensor<128x32xf32>
    %843 = linalg.fill ins(%cst_14 : f32) outs(%842 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %844 = linalg.matmul ins(%collapsed_124, %collapsed_34 : tensor<128x32xf32>, tensor<32x32xf32>) outs(%843 : tensor<128x32xf32>) -> tensor<128x32xf32>
    %845 = tensor.empty() : tensor<32x128xf32>
    %846 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%844 : tensor<128x32xf32>) outs(%845 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128xf32>
    %collapsed_125 = tensor.collapse_shape %839 [[0, 1], [2]] : tensor<4x8x128xf32> into tensor<32x128xf32>
    %847 = tensor.empty() : tensor<128x32xf32>
    %848 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<32x128xf32>) outs(%847 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x32xf32>
    %849 = tensor.empty() : tensor<32x32xf32>
    %850 = linalg.fill ins(%cst_14 : f32) outs(%849 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %851 = linalg.matmul ins(%collapsed_125, %848 : tensor<32x128xf32>, tensor<128x32xf32>) outs(%850 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_126 = tensor.expand_shape %851 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %852 = tensor.empty() : tensor<32xf32>
    %853 = linalg.fill ins(%cst_14 : f32) outs(%852 : tensor<32xf32>) -> tensor<32xf32>
    %854 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_126 : tensor<4x8x32xf32>) outs(%853 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %expanded_127 = tensor.expand_shape %854 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %855 = tensor.empty() : tensor<32xf32>
    %856 = linalg.fill ins(%cst_14 : f32) outs(%855 : tensor<32xf32>) -> tensor<32xf32>
    %857 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_127 : tensor<1x1x32xf32>) outs(%856 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %858 = tensor.empty() : tensor<4x8x32xf32>
    %859 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %expanded_126 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%858 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %860 = tensor.empty() : tensor<32xf32>
    %861 = linalg.fill ins(%cst_14 : f32) outs(%860 : tensor<32xf32>) -> tensor<32xf32>
    %862 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%859 : tensor<4x8x32xf32>) outs(%861 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %expanded_128 = tensor.expand_shape %862 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %863 = tensor.empty() : tensor<4x8x32xf32>
    %864 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %147 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%863 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %865 = tensor.empty() : tensor<32xf32>
    %866 = linalg.fill ins(%cst_14 : f32) outs(%865 : tensor<32xf32>) -> tensor<32xf32>
    %867 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_128 : tensor<1x1x32xf32>) outs(%866 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %868 = tensor.empty() : tensor<4x8x32xf32>
    %869 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %864 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%868 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %870 = tensor.empty() : tensor<4x8xf32>
    %871 = linalg.fill ins(%cst_14 : f32) outs(%870 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %872 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%869 : tensor<4x8x32xf32>) outs(%871 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_129 = tensor.expand_shape %872 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %873 = tensor.empty() : tensor<4x8x32xf32>
    %874 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%864, %143 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%873 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %875 = tensor.empty() : tensor<4x8x1xf32>
    %876 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %141 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%875 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %877 = tensor.empty() : tensor<4x8x32xf32>
    %878 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%874 : tensor<4x8x32xf32>) outs(%877 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %879 = tensor.empty() : tensor<4x8xf32>
    %880 = linalg.fill ins(%cst_14 : f32) outs(%879 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %881 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%878 : tensor<4x8x32xf32>) outs(%880 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_130 = tensor.expand_shape %881 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %882 = tensor.empty() : tensor<4x8x32xf32>
    %883 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805, %874 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%882 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %884 = tensor.empty() : tensor<4x8x1xf32>
    %885 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%876 : tensor<4x8x1xf32>) outs(%884 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %886 = tensor.empty() : tensor<4x8xf32>
    %887 = linalg.fill ins(%cst_14 : f32) outs(%886 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %888 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%885 : tensor<4x8x1xf32>) outs(%887 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %889 = tensor.empty() : tensor<4x8x32xf32>
    %890 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%888 : tensor<4x8xf32>) outs(%889 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %891 = tensor.empty() : tensor<4x8x32xf32>
    %892 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890, %128 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%891 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %893 = tensor.empty() : tensor<4x8x32xf32>
    %894 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%892 : tensor<4x8x32xf32>) outs(%893 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %895 = tensor.empty() : tensor<4x8xf32>
    %896 = linalg.fill ins(%cst_14 : f32) outs(%895 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %897 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%894 : tensor<4x8x32xf32>) outs(%896 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_131 = tensor.expand_shape %897 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %898 = tensor.empty() : tensor<4x8x32xf32>
    %899 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%883, %892 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%898 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %900 = tensor.empty() : tensor<4x8x1xf32>
    %901 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_130, %expanded_131 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%900 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %902 = tensor.empty() : tensor<4x8x1xf32>
    %903 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%901 : tensor<4x8x1xf32>) outs(%902 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %904 = tensor.empty() : tensor<4x8xf32>
    %905 = linalg.fill ins(%cst_14 : f32) outs(%904 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %906 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%903 : tensor<4x8x1xf32>) outs(%905 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %907 = tensor.empty() : tensor<4x8x32xf32>
    %908 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%906 : tensor<4x8xf32>) outs(%907 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %909 = tensor.empty() : tensor<4x8x32xf32>
    %910 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%899, %908 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%909 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %911 = tensor.empty() : tensor<32x4x8xf32>
    %912 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%910 : tensor<4x8x32xf32>) outs(%911 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_132 = tensor.collapse_shape %912 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %913 = tensor.empty() : tensor<32x32xf32>
    %914 = linalg.fill ins(%cst_14 : f32) outs(%913 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %915 = linalg.matmul ins(%collapsed_132, %collapsed_30 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%914 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %916 = tensor.empty() : tensor<32x32xf32>
    %917 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%915 : tensor<32x32xf32>) outs(%916 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_133 = tensor.collapse_shape %910 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %918 = tensor.empty() : tensor<32x32xf32>
    %919 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32x32xf32>) outs(%918 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %920 = tensor.empty() : tensor<32x32xf32>
    %921 = linalg.fill ins(%cst_14 : f32) outs(%920 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %922 = linalg.matmul ins(%collapsed_133, %919 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%921 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_134 = tensor.expand_shape %922 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %923 = tensor.empty() : tensor<4x2x8x16xf32>
    %924 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_134 : tensor<4x8x2x16xf32>) outs(%923 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %925 = tensor.empty() : tensor<4x2x16x8xf32>
    %926 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%924 : tensor<4x2x8x16xf32>) outs(%925 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_135 = tensor.collapse_shape %926 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %927 = tensor.empty() : tensor<8x16x8xf32>
    %928 = linalg.fill ins(%cst_14 : f32) outs(%927 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %929 = linalg.batch_matmul ins(%collapsed_135, %collapsed_27 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%928 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_136 = tensor.expand_shape %929 [[0, 1], [2], [3]] output_shape [4, 2, 16, 8] : tensor<8x16x8xf32> into tensor<4x2x16x8xf32>
    %930 = tensor.empty() : tensor<4x2x8x16xf32>
    %931 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_136 : tensor<4x2x16x8xf32>) outs(%930 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %932 = tensor.empty() : tensor<4x2x16x8xf32>
    %933 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<4x2x8x16xf32>) outs(%932 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_137 = tensor.collapse_shape %924 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_138 = tensor.collapse_shape %933 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %934 = tensor.empty() : tensor<8x8x8xf32>
    %935 = linalg.fill ins(%cst_14 : f32) outs(%934 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %936 = linalg.batch_matmul ins(%collapsed_137, %collapsed_138 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%935 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_139 = tensor.expand_shape %936 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %937 = tensor.empty() : tensor<4x2x8x8xf32>
    %938 = linalg.generic {indexing_maps = [#map17, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<4x2x8x1xf32>) outs(%937 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %939 = tensor.empty() : tensor<4x2x8x8xf32>
    %940 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_139, %938 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%939 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %941 = tensor.empty() : tensor<4x2x8x8xf32>
    %942 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%940, %94 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%941 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %943 = tensor.empty() : tensor<4x2x8xf32>
    %944 = linalg.fill ins(%cst_14 : f32) outs(%943 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %945 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%942 : tensor<4x2x8x8xf32>) outs(%944 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8xf32>
    %946 = tensor.empty() : tensor<4x2x8xf32>
    %947 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945 : tensor<4x2x8xf32>) outs(%946 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8xf32>
    %expanded_140 = tensor.expand_shape %947 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %948 = tensor.empty() : tensor<4x2x8x8xf32>
    %949 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_139, %99 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%948 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %950 = tensor.empty() : tensor<4x2x8xf32>
    %951 = linalg.fill ins(%cst_14 : f32) outs(%950 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %952 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_140 : tensor<4x2x8x1xf32>) outs(%951 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8xf32>
    %953 = tensor.empty() : tensor<4x2x8x8xf32>
    %954 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%952 : tensor<4x2x8xf32>) outs(%953 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %955 = tensor.empty() : tensor<4x2x8x8xf32>
    %956 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%949, %954 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%955 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %957 = tensor.empty() : tensor<4x2x8x8xf32>
    %958 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%956, %94 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%957 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %959 = tensor.empty() : tensor<4x2x8x8xf32>
    %960 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %958 : tensor<4x2x8x8xi1>, tensor<4x2x8x8xf32>) outs(%959 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: i1, %in_166: f32, %out: f32):
      %1187 = arith.select %in, %in_166, %cst_14 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %961 = tensor.empty() : tensor<4x2x8x8xf32>
    %962 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%960, %73 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%961 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.divf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x2x8x8xf32>
    %963 = tensor.empty() : tensor<4x2x8x8xf32>
    %964 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%962 : tensor<4x2x8x8xf32>) outs(%963 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_141 = tensor.collapse_shape %964 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %965 = tensor.empty() : tensor<8x8x16xf32>
    %966 = linalg.fill ins(%cst_14 : f32) outs(%965 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %967 = linalg.batch_matmul ins(%collapsed_141, %collapsed_23 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%966 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_142 = tensor.expand_shape %967 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %968 = tensor.empty() : tensor<4x2x16x8xf32>
    %969 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_142 : tensor<4x2x8x16xf32>) outs(%968 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %970 = tensor.empty() : tensor<4x2x8x16xf32>
    %971 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<4x2x16x8xf32>) outs(%970 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %collapsed_143 = tensor.collapse_shape %962 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_144 = tensor.collapse_shape %971 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %972 = tensor.empty() : tensor<8x8x16xf32>
    %973 = linalg.fill ins(%cst_14 : f32) outs(%972 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %974 = linalg.batch_matmul ins(%collapsed_143, %collapsed_144 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%973 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_145 = tensor.expand_shape %974 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %975 = tensor.empty() : tensor<4x2x8x16xf32>
    %976 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%969 : tensor<4x2x16x8xf32>) outs(%975 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %977 = tensor.empty() : tensor<4x8x2x16xf32>
    %978 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%931 : tensor<4x2x8x16xf32>) outs(%977 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_146 = tensor.collapse_shape %978 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %979 = tensor.empty() : tensor<32x4x8xf32>
    %980 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_146 : tensor<4x8x32xf32>) outs(%979 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_147 = tensor.collapse_shape %980 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %981 = tensor.empty() : tensor<32x32xf32>
    %982 = linalg.fill ins(%cst_14 : f32) outs(%981 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %983 = linalg.matmul ins(%collapsed_147, %collapsed_19 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%982 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %984 = tensor.empty() : tensor<32x32xf32>
    %985 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%983 : tensor<32x32xf32>) outs(%984 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_148 = tensor.collapse_shape %978 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %986 = tensor.empty() : tensor<32x32xf32>
    %987 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32x32xf32>) outs(%986 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %988 = tensor.empty() : tensor<32x32xf32>
    %989 = linalg.fill ins(%cst_14 : f32) outs(%988 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %990 = linalg.matmul ins(%collapsed_148, %987 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%989 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_149 = tensor.expand_shape %990 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %991 = tensor.empty() : tensor<4x8x2x16xf32>
    %992 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%976 : tensor<4x2x8x16xf32>) outs(%991 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_150 = tensor.collapse_shape %992 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %993 = tensor.empty() : tensor<32x4x8xf32>
    %994 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_150 : tensor<4x8x32xf32>) outs(%993 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_151 = tensor.collapse_shape %994 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %995 = tensor.empty() : tensor<32x32xf32>
    %996 = linalg.fill ins(%cst_14 : f32) outs(%995 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %997 = linalg.matmul ins(%collapsed_151, %collapsed_19 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%996 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %998 = tensor.empty() : tensor<32x32xf32>
    %999 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%997 : tensor<32x32xf32>) outs(%998 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_152 = tensor.collapse_shape %992 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %1000 = tensor.empty() : tensor<32x32xf32>
    %1001 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32x32xf32>) outs(%1000 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1002 = tensor.empty() : tensor<32x32xf32>
    %1003 = linalg.fill ins(%cst_14 : f32) outs(%1002 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1004 = linalg.matmul ins(%collapsed_152, %1001 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1003 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_153 = tensor.expand_shape %1004 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1005 = tensor.empty() : tensor<4x8x32xf32>
    %1006 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_149, %expanded_153 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1005 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1007 = tensor.empty() : tensor<4x8x2x16xf32>
    %1008 = linalg.generic {indexing_maps = [#map8, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_145 : tensor<4x2x8x16xf32>) outs(%1007 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_154 = tensor.collapse_shape %1008 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %1009 = tensor.empty() : tensor<32x4x8xf32>
    %1010 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_154 : tensor<4x8x32xf32>) outs(%1009 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_155 = tensor.collapse_shape %1010 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1011 = tensor.empty() : tensor<32x32xf32>
    %1012 = linalg.fill ins(%cst_14 : f32) outs(%1011 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1013 = linalg.matmul ins(%collapsed_155, %collapsed_19 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1012 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1014 = tensor.empty() : tensor<32x32xf32>
    %1015 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%1013 : tensor<32x32xf32>) outs(%1014 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_156 = tensor.collapse_shape %1008 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %1016 = tensor.empty() : tensor<32x32xf32>
    %1017 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32x32xf32>) outs(%1016 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1018 = tensor.empty() : tensor<32x32xf32>
    %1019 = linalg.fill ins(%cst_14 : f32) outs(%1018 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1020 = linalg.matmul ins(%collapsed_156, %1017 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1019 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_157 = tensor.expand_shape %1020 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1021 = tensor.empty() : tensor<4x8x32xf32>
    %1022 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1006, %expanded_157 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1021 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1023 = tensor.empty() : tensor<32xf32>
    %1024 = linalg.fill ins(%cst_14 : f32) outs(%1023 : tensor<32xf32>) -> tensor<32xf32>
    %1025 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1022 : tensor<4x8x32xf32>) outs(%1024 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %expanded_158 = tensor.expand_shape %1025 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %1026 = tensor.empty() : tensor<32xf32>
    %1027 = linalg.fill ins(%cst_14 : f32) outs(%1026 : tensor<32xf32>) -> tensor<32xf32>
    %1028 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_158 : tensor<1x1x32xf32>) outs(%1027 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1029 = tensor.empty() : tensor<4x8x32xf32>
    %1030 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %1022 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1029 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1031 = tensor.empty() : tensor<32xf32>
    %1032 = linalg.fill ins(%cst_14 : f32) outs(%1031 : tensor<32xf32>) -> tensor<32xf32>
    %1033 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1030 : tensor<4x8x32xf32>) outs(%1032 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %expanded_159 = tensor.expand_shape %1033 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %1034 = tensor.empty() : tensor<4x8x32xf32>
    %1035 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022, %43 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1034 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1036 = tensor.empty() : tensor<32xf32>
    %1037 = linalg.fill ins(%cst_14 : f32) outs(%1036 : tensor<32xf32>) -> tensor<32xf32>
    %1038 = linalg.generic {indexing_maps = [#map15, #map16], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_159 : tensor<1x1x32xf32>) outs(%1037 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1039 = tensor.empty() : tensor<4x8x32xf32>
    %1040 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %1035 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1039 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1041 = tensor.empty() : tensor<4x8xf32>
    %1042 = linalg.fill ins(%cst_14 : f32) outs(%1041 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1043 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1040 : tensor<4x8x32xf32>) outs(%1042 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_160 = tensor.expand_shape %1043 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %1044 = tensor.empty() : tensor<4x8x32xf32>
    %1045 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1035, %39 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1044 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1046 = tensor.empty() : tensor<4x8x1xf32>
    %1047 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_160, %37 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%1046 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %1048 = tensor.empty() : tensor<4x8x32xf32>
    %1049 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1045 : tensor<4x8x32xf32>) outs(%1048 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1050 = tensor.empty() : tensor<4x8xf32>
    %1051 = linalg.fill ins(%cst_14 : f32) outs(%1050 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1052 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1049 : tensor<4x8x32xf32>) outs(%1051 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_161 = tensor.expand_shape %1052 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %1053 = tensor.empty() : tensor<4x8x32xf32>
    %1054 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%910, %1045 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1053 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1055 = tensor.empty() : tensor<4x8x1xf32>
    %1056 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1047 : tensor<4x8x1xf32>) outs(%1055 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %1057 = tensor.empty() : tensor<4x8xf32>
    %1058 = linalg.fill ins(%cst_14 : f32) outs(%1057 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1059 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1056 : tensor<4x8x1xf32>) outs(%1058 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %1060 = tensor.empty() : tensor<4x8x32xf32>
    %1061 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1059 : tensor<4x8xf32>) outs(%1060 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %1062 = tensor.empty() : tensor<4x8x32xf32>
    %1063 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1061, %24 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1062 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.mulf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1064 = tensor.empty() : tensor<4x8x32xf32>
    %1065 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1063 : tensor<4x8x32xf32>) outs(%1064 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.negf %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1066 = tensor.empty() : tensor<4x8xf32>
    %1067 = linalg.fill ins(%cst_14 : f32) outs(%1066 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1068 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1065 : tensor<4x8x32xf32>) outs(%1067 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %expanded_162 = tensor.expand_shape %1068 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %1069 = tensor.empty() : tensor<4x8x32xf32>
    %1070 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1054, %1063 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1069 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1071 = tensor.empty() : tensor<4x8x1xf32>
    %1072 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161, %expanded_162 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%1071 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %1073 = tensor.empty() : tensor<4x8x1xf32>
    %1074 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1072 : tensor<4x8x1xf32>) outs(%1073 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.divf %in, %cst_13 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x1xf32>
    %1075 = tensor.empty() : tensor<4x8xf32>
    %1076 = linalg.fill ins(%cst_14 : f32) outs(%1075 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1077 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1074 : tensor<4x8x1xf32>) outs(%1076 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8xf32>
    %1078 = tensor.empty() : tensor<4x8x32xf32>
    %1079 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1077 : tensor<4x8xf32>) outs(%1078 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %1080 = tensor.empty() : tensor<4x8x32xf32>
    %1081 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1070, %1079 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1080 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<4x8x32xf32>
    %1082 = tensor.empty() : tensor<8x32xf32>
    %1083 = linalg.fill ins(%cst_14 : f32) outs(%1082 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %1084 = linalg.generic {indexing_maps = [#map18, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1081 : tensor<4x8x32xf32>) outs(%1083 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<8x32xf32>
    %expanded_163 = tensor.expand_shape %1084 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %1085 = tensor.empty() : tensor<8x32xf32>
    %1086 = linalg.fill ins(%cst_14 : f32) outs(%1085 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %1087 = linalg.generic {indexing_maps = [#map18, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_163 : tensor<1x8x32xf32>) outs(%1086 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.addf %out, %in : f32
      linalg.yield %1187 : f32
    } -> tensor<8x32xf32>
    %collapsed_164 = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<4x8x1xi32> into tensor<32x1xi32>
    %collapsed_165 = tensor.collapse_shape %1081 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %1088 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%collapsed_165, %collapsed_164 : tensor<32x32xf32>, tensor<32x1xi32>) outs(%cst_16 : tensor<128x32xf32>) {
    ^bb0(%arg26: f32, %arg27: f32):
      %1187 = arith.addf %arg27, %arg26 : f32
      iree_linalg_ext.yield %1187 : f32
    } -> tensor<128x32xf32>
    %1089 = tensor.empty() : tensor<128x32xf32>
    %1090 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%472, %1088 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1089 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.addf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<128x32xf32>
    %1091 = tensor.empty() : tensor<32xf32>
    %1092 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%1028 : tensor<32xf32>) outs(%1091 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1093 = tensor.empty() : tensor<32xf32>
    %1094 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg0, %1092 : tensor<32xf32>, tensor<32xf32>) outs(%1093 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1095 = tensor.empty() : tensor<32xf32>
    %1096 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%1038 : tensor<32xf32>) outs(%1095 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1097 = tensor.empty() : tensor<32xf32>
    %1098 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg1, %1096 : tensor<32xf32>, tensor<32xf32>) outs(%1097 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1099 = tensor.empty() : tensor<32xf32>
    %1100 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%857 : tensor<32xf32>) outs(%1099 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1101 = tensor.empty() : tensor<32xf32>
    %1102 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg2, %1100 : tensor<32xf32>, tensor<32xf32>) outs(%1101 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1103 = tensor.empty() : tensor<32xf32>
    %1104 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%867 : tensor<32xf32>) outs(%1103 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1105 = tensor.empty() : tensor<32xf32>
    %1106 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg3, %1104 : tensor<32xf32>, tensor<32xf32>) outs(%1105 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1107 = tensor.empty() : tensor<32x128xf32>
    %1108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%846 : tensor<32x128xf32>) outs(%1107 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x128xf32>
    %1109 = tensor.empty() : tensor<32x128xf32>
    %1110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %1108 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1109 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x128xf32>
    %1111 = tensor.empty() : tensor<128x32xf32>
    %1112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%812 : tensor<128x32xf32>) outs(%1111 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<128x32xf32>
    %1113 = tensor.empty() : tensor<128x32xf32>
    %1114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5, %1112 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1113 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<128x32xf32>
    %1115 = tensor.empty() : tensor<32x32xf32>
    %1116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%999 : tensor<32x32xf32>) outs(%1115 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1117 = tensor.empty() : tensor<32x32xf32>
    %1118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6, %1116 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1117 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1119 = tensor.empty() : tensor<32x32xf32>
    %1120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%917 : tensor<32x32xf32>) outs(%1119 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1121 = tensor.empty() : tensor<32x32xf32>
    %1122 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg7, %1120 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1121 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1123 = tensor.empty() : tensor<32x32xf32>
    %1124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1015 : tensor<32x32xf32>) outs(%1123 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1125 = tensor.empty() : tensor<32x32xf32>
    %1126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg8, %1124 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1125 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1127 = tensor.empty() : tensor<32x32xf32>
    %1128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%985 : tensor<32x32xf32>) outs(%1127 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1129 = tensor.empty() : tensor<32x32xf32>
    %1130 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg9, %1128 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1129 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1131 = tensor.empty() : tensor<32xf32>
    %1132 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%752 : tensor<32xf32>) outs(%1131 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1133 = tensor.empty() : tensor<32xf32>
    %1134 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg10, %1132 : tensor<32xf32>, tensor<32xf32>) outs(%1133 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1135 = tensor.empty() : tensor<32xf32>
    %1136 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%762 : tensor<32xf32>) outs(%1135 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1137 = tensor.empty() : tensor<32xf32>
    %1138 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg11, %1136 : tensor<32xf32>, tensor<32xf32>) outs(%1137 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1139 = tensor.empty() : tensor<32xf32>
    %1140 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%581 : tensor<32xf32>) outs(%1139 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1141 = tensor.empty() : tensor<32xf32>
    %1142 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg12, %1140 : tensor<32xf32>, tensor<32xf32>) outs(%1141 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1143 = tensor.empty() : tensor<32xf32>
    %1144 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%591 : tensor<32xf32>) outs(%1143 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1145 = tensor.empty() : tensor<32xf32>
    %1146 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg13, %1144 : tensor<32xf32>, tensor<32xf32>) outs(%1145 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1147 = tensor.empty() : tensor<32x128xf32>
    %1148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%570 : tensor<32x128xf32>) outs(%1147 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x128xf32>
    %1149 = tensor.empty() : tensor<32x128xf32>
    %1150 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg14, %1148 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%1149 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x128xf32>
    %1151 = tensor.empty() : tensor<128x32xf32>
    %1152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%536 : tensor<128x32xf32>) outs(%1151 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<128x32xf32>
    %1153 = tensor.empty() : tensor<128x32xf32>
    %1154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg15, %1152 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1153 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<128x32xf32>
    %1155 = tensor.empty() : tensor<32x32xf32>
    %1156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%723 : tensor<32x32xf32>) outs(%1155 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1157 = tensor.empty() : tensor<32x32xf32>
    %1158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg16, %1156 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1157 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1159 = tensor.empty() : tensor<32x32xf32>
    %1160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%641 : tensor<32x32xf32>) outs(%1159 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1161 = tensor.empty() : tensor<32x32xf32>
    %1162 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg17, %1160 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1161 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1163 = tensor.empty() : tensor<32x32xf32>
    %1164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%739 : tensor<32x32xf32>) outs(%1163 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1165 = tensor.empty() : tensor<32x32xf32>
    %1166 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg18, %1164 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1165 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1167 = tensor.empty() : tensor<32x32xf32>
    %1168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%709 : tensor<32x32xf32>) outs(%1167 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1169 = tensor.empty() : tensor<32x32xf32>
    %1170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg19, %1168 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1169 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32x32xf32>
    %1171 = tensor.empty() : tensor<32xf32>
    %1172 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%478 : tensor<32xf32>) outs(%1171 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1173 = tensor.empty() : tensor<32xf32>
    %1174 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg20, %1172 : tensor<32xf32>, tensor<32xf32>) outs(%1173 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1175 = tensor.empty() : tensor<32xf32>
    %1176 = linalg.generic {indexing_maps = [#map19, #map19], iterator_types = ["parallel"]} ins(%488 : tensor<32xf32>) outs(%1175 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1177 = tensor.empty() : tensor<32xf32>
    %1178 = linalg.generic {indexing_maps = [#map19, #map19, #map19], iterator_types = ["parallel"]} ins(%arg21, %1176 : tensor<32xf32>, tensor<32xf32>) outs(%1177 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<32xf32>
    %1179 = tensor.empty() : tensor<8x32xf32>
    %1180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1087 : tensor<8x32xf32>) outs(%1179 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<8x32xf32>
    %1181 = tensor.empty() : tensor<8x32xf32>
    %1182 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg22, %1180 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%1181 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<8x32xf32>
    %1183 = tensor.empty() : tensor<128x32xf32>
    %1184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1090 : tensor<128x32xf32>) outs(%1183 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1187 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1187 : f32
    } -> tensor<128x32xf32>
    %1185 = tensor.empty() : tensor<128x32xf32>
    %1186 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg23, %1184 : tensor<128x32xf32>, tensor<128x32xf32>) outs(%1185 : tensor<128x32xf32>) {
    ^bb0(%in: f32, %in_166: f32, %out: f32):
      %1187 = arith.subf %in, %in_166 : f32
      linalg.yield %1187 : f32
    } -> tensor<128x32xf32>
    func.return %430, %1094, %1098, %1102, %1106, %1110, %1114, %1118, %1122, %1126, %1130, %1134, %1138, %1142, %1146, %1150, %1154, %1158, %1162, %1166, %1170, %1174, %1178, %1182, %1186 : tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<128x32xf32>
  }
}
