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
module @jit_llama_train_step_32_heads {
  func.func @main(%arg0: tensor<4096xbf16> {spmd.name = "p.g1", spmd.role = "param"}, %arg1: tensor<4096xbf16> {spmd.name = "p.g2", spmd.role = "param"}, %arg2: tensor<11008x4096xbf16> {spmd.name = "p.w_down", spmd.role = "param"}, %arg3: tensor<4096x11008xbf16> {spmd.name = "p.w_gate", spmd.role = "param"}, %arg4: tensor<4096x11008xbf16> {spmd.name = "p.w_up", spmd.role = "param"}, %arg5: tensor<4096x4096xbf16> {spmd.name = "p.wk", spmd.role = "param"}, %arg6: tensor<4096x4096xbf16> {spmd.name = "p.wo", spmd.role = "param"}, %arg7: tensor<4096x4096xbf16> {spmd.name = "p.wq", spmd.role = "param"}, %arg8: tensor<4096x4096xbf16> {spmd.name = "p.wv", spmd.role = "param"}, %arg9: tensor<1x32768x4096xbf16> {spmd.name = "x", spmd.role = "input"}, %arg10: tensor<1x32768x4096xbf16> {spmd.name = "y", spmd.role = "input"}) -> (tensor<f32> {spmd.name = "loss"}, tensor<4096xbf16> {spmd.name = "new:p.g1"}, tensor<4096xbf16> {spmd.name = "new:p.g2"}, tensor<11008x4096xbf16> {spmd.name = "new:p.w_down"}, tensor<4096x11008xbf16> {spmd.name = "new:p.w_gate"}, tensor<4096x11008xbf16> {spmd.name = "new:p.w_up"}, tensor<4096x4096xbf16> {spmd.name = "new:p.wk"}, tensor<4096x4096xbf16> {spmd.name = "new:p.wo"}, tensor<4096x4096xbf16> {spmd.name = "new:p.wq"}, tensor<4096x4096xbf16> {spmd.name = "new:p.wv"}) {
    %cst = arith.constant 7.4505806E-9 : f32
    %cst_0 = arith.constant 11.3137083 : f32
    %cst_1 = arith.constant 1.000980e-01 : bf16
    %cst_2 = arith.constant 0x4D000000 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %cst_4 = arith.constant -5.000000e-01 : f32
    %cst_5 = arith.constant 9.99999997E-7 : f32
    %cst_6 = arith.constant 1.000000e+00 : f32
    %cst_7 = arith.constant 0xFF800000 : f32
    %cst_8 = arith.constant 0.000000e+00 : bf16
    %cst_9 = arith.constant 9.983770e-07 : bf16
    %cst_10 = arith.constant 4.096000e+03 : f32
    %cst_11 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x32768x4096xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<1x32768x4096xbf16>) outs(%0 : tensor<1x32768x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.mulf %in, %in : bf16
      linalg.yield %442 : bf16
    } -> tensor<1x32768x4096xbf16>
    %2 = tensor.empty() : tensor<1x32768x4096xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x32768x4096xbf16>) outs(%2 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %442 = arith.extf %in : bf16 to f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %4 = tensor.empty() : tensor<1x32768xf32>
    %5 = linalg.fill ins(%cst_11 : f32) outs(%4 : tensor<1x32768xf32>) -> tensor<1x32768xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x32768x4096xf32>) outs(%5 : tensor<1x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768xf32>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [1, 32768, 1] : tensor<1x32768xf32> into tensor<1x32768x1xf32>
    %7 = tensor.empty() : tensor<1x32768x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x32768x1xf32>) outs(%7 : tensor<1x32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.divf %in, %cst_10 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x1xf32>
    %9 = tensor.empty() : tensor<1x32768x1xbf16>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x32768x1xf32>) outs(%9 : tensor<1x32768x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %442 = arith.truncf %in : f32 to bf16
      linalg.yield %442 : bf16
    } -> tensor<1x32768x1xbf16>
    %11 = tensor.empty() : tensor<1x32768x1xbf16>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x32768x1xbf16>) outs(%11 : tensor<1x32768x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.addf %in, %cst_9 : bf16
      linalg.yield %442 : bf16
    } -> tensor<1x32768x1xbf16>
    %13 = tensor.empty() : tensor<1x32768x1xbf16>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x32768x1xbf16>) outs(%13 : tensor<1x32768x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = math.rsqrt %in : bf16
      linalg.yield %442 : bf16
    } -> tensor<1x32768x1xbf16>
    %15 = tensor.empty() : tensor<1x32768x4096xbf16>
    %16 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x32768x1xbf16>) outs(%15 : tensor<1x32768x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32768x4096xbf16>
    %17 = tensor.empty() : tensor<1x32768x4096xbf16>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %16 : tensor<1x32768x4096xbf16>, tensor<1x32768x4096xbf16>) outs(%17 : tensor<1x32768x4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.mulf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<1x32768x4096xbf16>
    %19 = tensor.empty() : tensor<1x32768x4096xbf16>
    %20 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4096xbf16>) outs(%19 : tensor<1x32768x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32768x4096xbf16>
    %21 = tensor.empty() : tensor<1x32768x4096xbf16>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<1x32768x4096xbf16>, tensor<1x32768x4096xbf16>) outs(%21 : tensor<1x32768x4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.mulf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<1x32768x4096xbf16>
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<1x32768x4096xbf16> into tensor<32768x4096xbf16>
    %23 = tensor.empty() : tensor<32768x4096xbf16>
    %24 = linalg.fill ins(%cst_8 : bf16) outs(%23 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %25 = linalg.matmul ins(%collapsed, %arg7 : tensor<32768x4096xbf16>, tensor<4096x4096xbf16>) outs(%24 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %expanded_12 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [1, 32768, 32, 128] : tensor<32768x4096xbf16> into tensor<1x32768x32x128xbf16>
    %26 = tensor.empty() : tensor<1x32x32768x128xbf16>
    %27 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x32768x32x128xbf16>) outs(%26 : tensor<1x32x32768x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32x32768x128xbf16>
    %28 = tensor.empty() : tensor<32768x4096xbf16>
    %29 = linalg.fill ins(%cst_8 : bf16) outs(%28 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %30 = linalg.matmul ins(%collapsed, %arg5 : tensor<32768x4096xbf16>, tensor<4096x4096xbf16>) outs(%29 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %expanded_13 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [1, 32768, 32, 128] : tensor<32768x4096xbf16> into tensor<1x32768x32x128xbf16>
    %31 = tensor.empty() : tensor<1x32x32768x128xbf16>
    %32 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x32768x32x128xbf16>) outs(%31 : tensor<1x32x32768x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32x32768x128xbf16>
    %33 = tensor.empty() : tensor<32768x4096xbf16>
    %34 = linalg.fill ins(%cst_8 : bf16) outs(%33 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %35 = linalg.matmul ins(%collapsed, %arg8 : tensor<32768x4096xbf16>, tensor<4096x4096xbf16>) outs(%34 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %36 = tensor.empty() : tensor<32768x4096xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<32768x4096xbf16>) outs(%36 : tensor<32768x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %442 = arith.extf %in : bf16 to f32
      linalg.yield %442 : f32
    } -> tensor<32768x4096xf32>
    %expanded_14 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [1, 32768, 32, 128] : tensor<32768x4096xf32> into tensor<1x32768x32x128xf32>
    %38 = tensor.empty() : tensor<1x32x32768x128xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x32768x32x128xf32>) outs(%38 : tensor<1x32x32768x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32768x128xf32>
    %40 = tensor.empty() : tensor<1x32x128x32768xbf16>
    %41 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x32x32768x128xbf16>) outs(%40 : tensor<1x32x128x32768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32x128x32768xbf16>
    %collapsed_15 = tensor.collapse_shape %27 [[0, 1], [2], [3]] : tensor<1x32x32768x128xbf16> into tensor<32x32768x128xbf16>
    %collapsed_16 = tensor.collapse_shape %41 [[0, 1], [2], [3]] : tensor<1x32x128x32768xbf16> into tensor<32x128x32768xbf16>
    %42 = tensor.empty() : tensor<32x32768x32768xbf16>
    %43 = linalg.fill ins(%cst_8 : bf16) outs(%42 : tensor<32x32768x32768xbf16>) -> tensor<32x32768x32768xbf16>
    %44 = linalg.batch_matmul ins(%collapsed_15, %collapsed_16 : tensor<32x32768x128xbf16>, tensor<32x128x32768xbf16>) outs(%43 : tensor<32x32768x32768xbf16>) -> tensor<32x32768x32768xbf16>
    %45 = tensor.empty() : tensor<f32>
    %46 = linalg.generic {indexing_maps = [#map8], iterator_types = []} outs(%45 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %47 = tensor.empty() : tensor<32x32768x32768xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<32x32768x32768xbf16>) outs(%47 : tensor<32x32768x32768xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %442 = arith.extf %in : bf16 to f32
      linalg.yield %442 : f32
    } -> tensor<32x32768x32768xf32>
    %49 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %50 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<32x32768x32768xf32>) outs(%49 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32768x32768xf32>
    %51 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %52 = linalg.generic {indexing_maps = [#map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<f32>) outs(%51 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32768x32768xf32>
    %53 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %52 : tensor<1x32x32768x32768xf32>, tensor<1x32x32768x32768xf32>) outs(%53 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.divf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %55 = tensor.empty() : tensor<32768xi32>
    %56 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel"]} outs(%55 : tensor<32768xi32>) {
    ^bb0(%out: i32):
      %442 = linalg.index 0 : index
      %443 = arith.index_cast %442 : index to i32
      linalg.yield %443 : i32
    } -> tensor<32768xi32>
    %57 = tensor.empty() : tensor<32768x32768xi32>
    %58 = linalg.generic {indexing_maps = [#map12, #map6], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<32768xi32>) outs(%57 : tensor<32768x32768xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<32768x32768xi32>
    %59 = tensor.empty() : tensor<32768x32768xi32>
    %60 = linalg.generic {indexing_maps = [#map13, #map6], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<32768xi32>) outs(%59 : tensor<32768x32768xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<32768x32768xi32>
    %61 = tensor.empty() : tensor<32768x32768xi1>
    %62 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%58, %60 : tensor<32768x32768xi32>, tensor<32768x32768xi32>) outs(%61 : tensor<32768x32768xi1>) {
    ^bb0(%in: i32, %in_56: i32, %out: i1):
      %442 = arith.cmpi sge, %in, %in_56 : i32
      linalg.yield %442 : i1
    } -> tensor<32768x32768xi1>
    %63 = tensor.empty() : tensor<1x32x32768x32768xi1>
    %64 = linalg.generic {indexing_maps = [#map14, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<32768x32768xi1>) outs(%63 : tensor<1x32x32768x32768xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x32x32768x32768xi1>
    %65 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %54 : tensor<1x32x32768x32768xi1>, tensor<1x32x32768x32768xf32>) outs(%65 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: i1, %in_56: f32, %out: f32):
      %442 = arith.select %in, %in_56, %cst_7 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %67 = tensor.empty() : tensor<1x32x32768xf32>
    %68 = linalg.fill ins(%cst_7 : f32) outs(%67 : tensor<1x32x32768xf32>) -> tensor<1x32x32768xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<1x32x32768x32768xf32>) outs(%68 : tensor<1x32x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.maximumf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768xf32>
    %70 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %71 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x32x32768xf32>) outs(%70 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32768x32768xf32>
    %72 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %73 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %71 : tensor<1x32x32768x32768xf32>, tensor<1x32x32768x32768xf32>) outs(%72 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.subf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %74 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %75 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<1x32x32768x32768xf32>) outs(%74 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = math.exp %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %76 = tensor.empty() : tensor<1x32x32768xf32>
    %77 = linalg.fill ins(%cst_11 : f32) outs(%76 : tensor<1x32x32768xf32>) -> tensor<1x32x32768xf32>
    %78 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<1x32x32768x32768xf32>) outs(%77 : tensor<1x32x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768xf32>
    %expanded_17 = tensor.expand_shape %78 [[0], [1], [2, 3]] output_shape [1, 32, 32768, 1] : tensor<1x32x32768xf32> into tensor<1x32x32768x1xf32>
    %79 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %80 = linalg.generic {indexing_maps = [#map15, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x32x32768xf32>) outs(%79 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32768x32768xf32>
    %81 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %82 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %80 : tensor<1x32x32768x32768xf32>, tensor<1x32x32768x32768xf32>) outs(%81 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.divf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %83 = tensor.empty() : tensor<1x32x32768x1xf32>
    %84 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<1x32x32768x1xf32>) outs(%83 : tensor<1x32x32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.mulf %in, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x1xf32>
    %85 = tensor.empty() : tensor<1x32x32768x1xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x32x32768x1xf32>) outs(%85 : tensor<1x32x32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.divf %cst_6, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x1xf32>
    %collapsed_18 = tensor.collapse_shape %82 [[0, 1], [2], [3]] : tensor<1x32x32768x32768xf32> into tensor<32x32768x32768xf32>
    %collapsed_19 = tensor.collapse_shape %39 [[0, 1], [2], [3]] : tensor<1x32x32768x128xf32> into tensor<32x32768x128xf32>
    %87 = tensor.empty() : tensor<32x32768x128xf32>
    %88 = linalg.fill ins(%cst_11 : f32) outs(%87 : tensor<32x32768x128xf32>) -> tensor<32x32768x128xf32>
    %89 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<32x32768x32768xf32>, tensor<32x32768x128xf32>) outs(%88 : tensor<32x32768x128xf32>) -> tensor<32x32768x128xf32>
    %90 = tensor.empty() : tensor<1x32x32768x128xf32>
    %91 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<32x32768x128xf32>) outs(%90 : tensor<1x32x32768x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32768x128xf32>
    %92 = tensor.empty() : tensor<1x32768x32x128xf32>
    %93 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x32x32768x128xf32>) outs(%92 : tensor<1x32768x32x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32768x32x128xf32>
    %collapsed_20 = tensor.collapse_shape %93 [[0, 1], [2, 3]] : tensor<1x32768x32x128xf32> into tensor<32768x4096xf32>
    %94 = tensor.empty() : tensor<32768x4096xf32>
    %95 = linalg.fill ins(%cst_11 : f32) outs(%94 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
    %96 = linalg.matmul ins(%collapsed_20, %arg6 : tensor<32768x4096xf32>, tensor<4096x4096xbf16>) outs(%95 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
    %expanded_21 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [1, 32768, 4096] : tensor<32768x4096xf32> into tensor<1x32768x4096xf32>
    %97 = tensor.empty() : tensor<1x32768x4096xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<1x32768x4096xbf16>) outs(%97 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %442 = arith.extf %in : bf16 to f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %99 = tensor.empty() : tensor<1x32768x4096xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %expanded_21 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%99 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.addf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %101 = tensor.empty() : tensor<1x32768x4096xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x32768x4096xf32>) outs(%101 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.mulf %in, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %103 = tensor.empty() : tensor<1x32768xf32>
    %104 = linalg.fill ins(%cst_11 : f32) outs(%103 : tensor<1x32768xf32>) -> tensor<1x32768xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%102 : tensor<1x32768x4096xf32>) outs(%104 : tensor<1x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768xf32>
    %expanded_22 = tensor.expand_shape %105 [[0], [1, 2]] output_shape [1, 32768, 1] : tensor<1x32768xf32> into tensor<1x32768x1xf32>
    %106 = tensor.empty() : tensor<1x32768x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x32768x1xf32>) outs(%106 : tensor<1x32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.divf %in, %cst_10 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x1xf32>
    %108 = tensor.empty() : tensor<1x32768x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x32768x1xf32>) outs(%108 : tensor<1x32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %in, %cst_5 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x1xf32>
    %110 = tensor.empty() : tensor<1x32768x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x32768x1xf32>) outs(%110 : tensor<1x32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = math.rsqrt %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x1xf32>
    %112 = tensor.empty() : tensor<1x32768x1xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %109 : tensor<1x32768x1xf32>, tensor<1x32768x1xf32>) outs(%112 : tensor<1x32768x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.divf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x1xf32>
    %114 = tensor.empty() : tensor<1x32768x1xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x32768x1xf32>) outs(%114 : tensor<1x32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.mulf %in, %cst_4 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x1xf32>
    %116 = tensor.empty() : tensor<1x32768x4096xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x32768x1xf32>) outs(%116 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32768x4096xf32>
    %118 = tensor.empty() : tensor<1x32768x4096xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %117 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%118 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %120 = tensor.empty() : tensor<4096xf32>
    %121 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%arg1 : tensor<4096xbf16>) outs(%120 : tensor<4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %442 = arith.extf %in : bf16 to f32
      linalg.yield %442 : f32
    } -> tensor<4096xf32>
    %122 = tensor.empty() : tensor<1x32768x4096xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<4096xf32>) outs(%122 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32768x4096xf32>
    %124 = tensor.empty() : tensor<1x32768x4096xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %123 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%124 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %collapsed_23 = tensor.collapse_shape %125 [[0, 1], [2]] : tensor<1x32768x4096xf32> into tensor<32768x4096xf32>
    %126 = tensor.empty() : tensor<32768x11008xf32>
    %127 = linalg.fill ins(%cst_11 : f32) outs(%126 : tensor<32768x11008xf32>) -> tensor<32768x11008xf32>
    %128 = linalg.matmul ins(%collapsed_23, %arg3 : tensor<32768x4096xf32>, tensor<4096x11008xbf16>) outs(%127 : tensor<32768x11008xf32>) -> tensor<32768x11008xf32>
    %expanded_24 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [1, 32768, 11008] : tensor<32768x11008xf32> into tensor<1x32768x11008xf32>
    %129 = tensor.empty() : tensor<1x32768x11008xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<1x32768x11008xf32>) outs(%129 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.negf %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %131 = tensor.empty() : tensor<1x32768x11008xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x32768x11008xf32>) outs(%131 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = math.exp %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %133 = tensor.empty() : tensor<1x32768x11008xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x32768x11008xf32>) outs(%133 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %in, %cst_6 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %135 = tensor.empty() : tensor<1x32768x11008xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x32768x11008xf32>) outs(%135 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.divf %cst_6, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %137 = tensor.empty() : tensor<1x32768x11008xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x32768x11008xf32>) outs(%137 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.subf %cst_6, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %139 = tensor.empty() : tensor<1x32768x11008xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %138 : tensor<1x32768x11008xf32>, tensor<1x32768x11008xf32>) outs(%139 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %141 = tensor.empty() : tensor<1x32768x11008xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %136 : tensor<1x32768x11008xf32>, tensor<1x32768x11008xf32>) outs(%141 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %143 = tensor.empty() : tensor<32768x11008xf32>
    %144 = linalg.fill ins(%cst_11 : f32) outs(%143 : tensor<32768x11008xf32>) -> tensor<32768x11008xf32>
    %145 = linalg.matmul ins(%collapsed_23, %arg4 : tensor<32768x4096xf32>, tensor<4096x11008xbf16>) outs(%144 : tensor<32768x11008xf32>) -> tensor<32768x11008xf32>
    %expanded_25 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [1, 32768, 11008] : tensor<32768x11008xf32> into tensor<1x32768x11008xf32>
    %146 = tensor.empty() : tensor<1x32768x11008xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %expanded_25 : tensor<1x32768x11008xf32>, tensor<1x32768x11008xf32>) outs(%146 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %collapsed_26 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<1x32768x11008xf32> into tensor<32768x11008xf32>
    %148 = tensor.empty() : tensor<32768x4096xf32>
    %149 = linalg.fill ins(%cst_11 : f32) outs(%148 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
    %150 = linalg.matmul ins(%collapsed_26, %arg2 : tensor<32768x11008xf32>, tensor<11008x4096xbf16>) outs(%149 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
    %expanded_27 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [1, 32768, 4096] : tensor<32768x4096xf32> into tensor<1x32768x4096xf32>
    %151 = tensor.empty() : tensor<1x32768x4096xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %expanded_27 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%151 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.addf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %153 = tensor.empty() : tensor<1x32768x4096xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<1x32768x4096xbf16>) outs(%153 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %442 = arith.extf %in : bf16 to f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %155 = tensor.empty() : tensor<1x32768x4096xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%155 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.subf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %157 = tensor.empty() : tensor<1x32768x4096xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x32768x4096xf32>) outs(%157 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.mulf %in, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %159 = tensor.empty() : tensor<1x32768x4096xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x32768x4096xf32>) outs(%159 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.mulf %in, %cst_3 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %161 = tensor.empty() : tensor<f32>
    %162 = linalg.fill ins(%cst_11 : f32) outs(%161 : tensor<f32>) -> tensor<f32>
    %163 = linalg.generic {indexing_maps = [#map, #map16], iterator_types = ["reduction", "reduction", "reduction"]} ins(%158 : tensor<1x32768x4096xf32>) outs(%162 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<f32>
    %164 = tensor.empty() : tensor<f32>
    %165 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = []} ins(%163 : tensor<f32>) outs(%164 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.divf %in, %cst_2 : f32
      linalg.yield %442 : f32
    } -> tensor<f32>
    %166 = tensor.empty() : tensor<f32>
    %167 = linalg.generic {indexing_maps = [#map8], iterator_types = []} outs(%166 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %168 = tensor.empty() : tensor<1x32768x4096xf32>
    %169 = linalg.generic {indexing_maps = [#map16, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<f32>) outs(%168 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32768x4096xf32>
    %170 = tensor.empty() : tensor<1x32768x4096xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %160 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%170 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %172 = tensor.empty() : tensor<4096x1x32768xf32>
    %173 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x32768x4096xf32>) outs(%172 : tensor<4096x1x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x1x32768xf32>
    %collapsed_28 = tensor.collapse_shape %173 [[0], [1, 2]] : tensor<4096x1x32768xf32> into tensor<4096x32768xf32>
    %174 = tensor.empty() : tensor<4096x11008xf32>
    %175 = linalg.fill ins(%cst_11 : f32) outs(%174 : tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %176 = linalg.matmul ins(%collapsed_28, %collapsed_26 : tensor<4096x32768xf32>, tensor<32768x11008xf32>) outs(%175 : tensor<4096x11008xf32>) -> tensor<4096x11008xf32>
    %177 = tensor.empty() : tensor<4096x11008xbf16>
    %178 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%176 : tensor<4096x11008xf32>) outs(%177 : tensor<4096x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %442 = arith.truncf %in : f32 to bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x11008xbf16>
    %179 = tensor.empty() : tensor<11008x4096xbf16>
    %180 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%178 : tensor<4096x11008xbf16>) outs(%179 : tensor<11008x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<11008x4096xbf16>
    %collapsed_29 = tensor.collapse_shape %171 [[0, 1], [2]] : tensor<1x32768x4096xf32> into tensor<32768x4096xf32>
    %181 = tensor.empty() : tensor<4096x11008xbf16>
    %182 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<11008x4096xbf16>) outs(%181 : tensor<4096x11008xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x11008xbf16>
    %183 = tensor.empty() : tensor<32768x11008xf32>
    %184 = linalg.fill ins(%cst_11 : f32) outs(%183 : tensor<32768x11008xf32>) -> tensor<32768x11008xf32>
    %185 = linalg.matmul ins(%collapsed_29, %182 : tensor<32768x4096xf32>, tensor<4096x11008xbf16>) outs(%184 : tensor<32768x11008xf32>) -> tensor<32768x11008xf32>
    %expanded_30 = tensor.expand_shape %185 [[0, 1], [2]] output_shape [1, 32768, 11008] : tensor<32768x11008xf32> into tensor<1x32768x11008xf32>
    %186 = tensor.empty() : tensor<1x32768x11008xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %expanded_30 : tensor<1x32768x11008xf32>, tensor<1x32768x11008xf32>) outs(%186 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %188 = tensor.empty() : tensor<1x32768x11008xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30, %expanded_25 : tensor<1x32768x11008xf32>, tensor<1x32768x11008xf32>) outs(%188 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %190 = tensor.empty() : tensor<11008x1x32768xf32>
    %191 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x32768x11008xf32>) outs(%190 : tensor<11008x1x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<11008x1x32768xf32>
    %collapsed_31 = tensor.collapse_shape %191 [[0], [1, 2]] : tensor<11008x1x32768xf32> into tensor<11008x32768xf32>
    %192 = tensor.empty() : tensor<11008x4096xf32>
    %193 = linalg.fill ins(%cst_11 : f32) outs(%192 : tensor<11008x4096xf32>) -> tensor<11008x4096xf32>
    %194 = linalg.matmul ins(%collapsed_31, %collapsed_23 : tensor<11008x32768xf32>, tensor<32768x4096xf32>) outs(%193 : tensor<11008x4096xf32>) -> tensor<11008x4096xf32>
    %195 = tensor.empty() : tensor<11008x4096xbf16>
    %196 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%194 : tensor<11008x4096xf32>) outs(%195 : tensor<11008x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %442 = arith.truncf %in : f32 to bf16
      linalg.yield %442 : bf16
    } -> tensor<11008x4096xbf16>
    %197 = tensor.empty() : tensor<4096x11008xbf16>
    %198 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<11008x4096xbf16>) outs(%197 : tensor<4096x11008xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x11008xbf16>
    %collapsed_32 = tensor.collapse_shape %187 [[0, 1], [2]] : tensor<1x32768x11008xf32> into tensor<32768x11008xf32>
    %199 = tensor.empty() : tensor<11008x4096xbf16>
    %200 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<4096x11008xbf16>) outs(%199 : tensor<11008x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<11008x4096xbf16>
    %201 = tensor.empty() : tensor<32768x4096xf32>
    %202 = linalg.fill ins(%cst_11 : f32) outs(%201 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
    %203 = linalg.matmul ins(%collapsed_32, %200 : tensor<32768x11008xf32>, tensor<11008x4096xbf16>) outs(%202 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
    %expanded_33 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [1, 32768, 4096] : tensor<32768x4096xf32> into tensor<1x32768x4096xf32>
    %204 = tensor.empty() : tensor<1x32768x11008xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %189 : tensor<1x32768x11008xf32>, tensor<1x32768x11008xf32>) outs(%204 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %206 = tensor.empty() : tensor<1x32768x11008xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %136 : tensor<1x32768x11008xf32>, tensor<1x32768x11008xf32>) outs(%206 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %208 = tensor.empty() : tensor<1x32768x11008xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %140 : tensor<1x32768x11008xf32>, tensor<1x32768x11008xf32>) outs(%208 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %210 = tensor.empty() : tensor<1x32768x11008xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %209 : tensor<1x32768x11008xf32>, tensor<1x32768x11008xf32>) outs(%210 : tensor<1x32768x11008xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.addf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x11008xf32>
    %212 = tensor.empty() : tensor<11008x1x32768xf32>
    %213 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<1x32768x11008xf32>) outs(%212 : tensor<11008x1x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<11008x1x32768xf32>
    %collapsed_34 = tensor.collapse_shape %213 [[0], [1, 2]] : tensor<11008x1x32768xf32> into tensor<11008x32768xf32>
    %214 = tensor.empty() : tensor<11008x4096xf32>
    %215 = linalg.fill ins(%cst_11 : f32) outs(%214 : tensor<11008x4096xf32>) -> tensor<11008x4096xf32>
    %216 = linalg.matmul ins(%collapsed_34, %collapsed_23 : tensor<11008x32768xf32>, tensor<32768x4096xf32>) outs(%215 : tensor<11008x4096xf32>) -> tensor<11008x4096xf32>
    %217 = tensor.empty() : tensor<11008x4096xbf16>
    %218 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%216 : tensor<11008x4096xf32>) outs(%217 : tensor<11008x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %442 = arith.truncf %in : f32 to bf16
      linalg.yield %442 : bf16
    } -> tensor<11008x4096xbf16>
    %219 = tensor.empty() : tensor<4096x11008xbf16>
    %220 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%218 : tensor<11008x4096xbf16>) outs(%219 : tensor<4096x11008xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x11008xbf16>
    %collapsed_35 = tensor.collapse_shape %211 [[0, 1], [2]] : tensor<1x32768x11008xf32> into tensor<32768x11008xf32>
    %221 = tensor.empty() : tensor<11008x4096xbf16>
    %222 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<4096x11008xbf16>) outs(%221 : tensor<11008x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<11008x4096xbf16>
    %223 = tensor.empty() : tensor<32768x4096xf32>
    %224 = linalg.fill ins(%cst_11 : f32) outs(%223 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
    %225 = linalg.matmul ins(%collapsed_35, %222 : tensor<32768x11008xf32>, tensor<11008x4096xbf16>) outs(%224 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
    %expanded_36 = tensor.expand_shape %225 [[0, 1], [2]] output_shape [1, 32768, 4096] : tensor<32768x4096xf32> into tensor<1x32768x4096xf32>
    %226 = tensor.empty() : tensor<1x32768x4096xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %expanded_36 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%226 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.addf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %228 = tensor.empty() : tensor<1x32768x4096xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %227 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%228 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %230 = tensor.empty() : tensor<1x4096xf32>
    %231 = linalg.fill ins(%cst_11 : f32) outs(%230 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %232 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%229 : tensor<1x32768x4096xf32>) outs(%231 : tensor<1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x4096xf32>
    %expanded_37 = tensor.expand_shape %232 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xf32> into tensor<1x1x4096xf32>
    %233 = tensor.empty() : tensor<1x32768x4096xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %123 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%233 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %235 = tensor.empty() : tensor<4096xf32>
    %236 = linalg.fill ins(%cst_11 : f32) outs(%235 : tensor<4096xf32>) -> tensor<4096xf32>
    %237 = linalg.generic {indexing_maps = [#map17, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_37 : tensor<1x1x4096xf32>) outs(%236 : tensor<4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<4096xf32>
    %238 = tensor.empty() : tensor<4096xbf16>
    %239 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%237 : tensor<4096xf32>) outs(%238 : tensor<4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %442 = arith.truncf %in : f32 to bf16
      linalg.yield %442 : bf16
    } -> tensor<4096xbf16>
    %240 = tensor.empty() : tensor<1x32768x4096xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %234 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%240 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %242 = tensor.empty() : tensor<1x32768xf32>
    %243 = linalg.fill ins(%cst_11 : f32) outs(%242 : tensor<1x32768xf32>) -> tensor<1x32768xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%241 : tensor<1x32768x4096xf32>) outs(%243 : tensor<1x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768xf32>
    %expanded_38 = tensor.expand_shape %244 [[0], [1, 2]] output_shape [1, 32768, 1] : tensor<1x32768xf32> into tensor<1x32768x1xf32>
    %245 = tensor.empty() : tensor<1x32768x4096xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %117 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%245 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %247 = tensor.empty() : tensor<1x32768x4096xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %246 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%247 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.addf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %249 = tensor.empty() : tensor<1x32768x1xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %115 : tensor<1x32768x1xf32>, tensor<1x32768x1xf32>) outs(%249 : tensor<1x32768x1xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x1xf32>
    %251 = tensor.empty() : tensor<1x32768x1xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<1x32768x1xf32>) outs(%251 : tensor<1x32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.divf %in, %cst_10 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x1xf32>
    %253 = tensor.empty() : tensor<32768xf32>
    %254 = linalg.fill ins(%cst_11 : f32) outs(%253 : tensor<32768xf32>) -> tensor<32768xf32>
    %255 = linalg.generic {indexing_maps = [#map21, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%252 : tensor<1x32768x1xf32>) outs(%254 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<32768xf32>
    %256 = tensor.empty() : tensor<1x32768x4096xf32>
    %257 = linalg.generic {indexing_maps = [#map22, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<32768xf32>) outs(%256 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32768x4096xf32>
    %258 = tensor.empty() : tensor<1x32768x4096xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %257 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%258 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %260 = tensor.empty() : tensor<1x32768x4096xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %259 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%260 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.addf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %262 = tensor.empty() : tensor<1x32768x4096xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %100 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%262 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %264 = tensor.empty() : tensor<1x32768x4096xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %263 : tensor<1x32768x4096xf32>, tensor<1x32768x4096xf32>) outs(%264 : tensor<1x32768x4096xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.addf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32768x4096xf32>
    %266 = tensor.empty() : tensor<4096x1x32768xf32>
    %267 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<1x32768x4096xf32>) outs(%266 : tensor<4096x1x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x1x32768xf32>
    %collapsed_39 = tensor.collapse_shape %267 [[0], [1, 2]] : tensor<4096x1x32768xf32> into tensor<4096x32768xf32>
    %268 = tensor.empty() : tensor<4096x4096xf32>
    %269 = linalg.fill ins(%cst_11 : f32) outs(%268 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %270 = linalg.matmul ins(%collapsed_39, %collapsed_20 : tensor<4096x32768xf32>, tensor<32768x4096xf32>) outs(%269 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %271 = tensor.empty() : tensor<4096x4096xbf16>
    %272 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<4096x4096xf32>) outs(%271 : tensor<4096x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %442 = arith.truncf %in : f32 to bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x4096xbf16>
    %273 = tensor.empty() : tensor<4096x4096xbf16>
    %274 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%272 : tensor<4096x4096xbf16>) outs(%273 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_40 = tensor.collapse_shape %265 [[0, 1], [2]] : tensor<1x32768x4096xf32> into tensor<32768x4096xf32>
    %275 = tensor.empty() : tensor<4096x4096xbf16>
    %276 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<4096x4096xbf16>) outs(%275 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %277 = tensor.empty() : tensor<32768x4096xf32>
    %278 = linalg.fill ins(%cst_11 : f32) outs(%277 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
    %279 = linalg.matmul ins(%collapsed_40, %276 : tensor<32768x4096xf32>, tensor<4096x4096xbf16>) outs(%278 : tensor<32768x4096xf32>) -> tensor<32768x4096xf32>
    %expanded_41 = tensor.expand_shape %279 [[0, 1], [2, 3]] output_shape [1, 32768, 32, 128] : tensor<32768x4096xf32> into tensor<1x32768x32x128xf32>
    %280 = tensor.empty() : tensor<1x32x32768x128xf32>
    %281 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<1x32768x32x128xf32>) outs(%280 : tensor<1x32x32768x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32768x128xf32>
    %282 = tensor.empty() : tensor<32x32768x128xf32>
    %283 = linalg.fill ins(%cst_11 : f32) outs(%282 : tensor<32x32768x128xf32>) -> tensor<32x32768x128xf32>
    %284 = linalg.generic {indexing_maps = [#map23, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%281 : tensor<1x32x32768x128xf32>) outs(%283 : tensor<32x32768x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<32x32768x128xf32>
    %285 = tensor.empty() : tensor<32x128x32768xf32>
    %286 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<32x32768x128xf32>) outs(%285 : tensor<32x128x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128x32768xf32>
    %287 = tensor.empty() : tensor<32x128x32768xf32>
    %288 = linalg.fill ins(%cst_11 : f32) outs(%287 : tensor<32x128x32768xf32>) -> tensor<32x128x32768xf32>
    %289 = linalg.batch_matmul ins(%286, %collapsed_18 : tensor<32x128x32768xf32>, tensor<32x32768x32768xf32>) outs(%288 : tensor<32x128x32768xf32>) -> tensor<32x128x32768xf32>
    %290 = tensor.empty() : tensor<32x128x32768xbf16>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<32x128x32768xf32>) outs(%290 : tensor<32x128x32768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %442 = arith.truncf %in : f32 to bf16
      linalg.yield %442 : bf16
    } -> tensor<32x128x32768xbf16>
    %292 = tensor.empty() : tensor<32x32768x128xbf16>
    %293 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<32x128x32768xbf16>) outs(%292 : tensor<32x32768x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<32x32768x128xbf16>
    %294 = tensor.empty() : tensor<32x128x32768xf32>
    %295 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_19 : tensor<32x32768x128xf32>) outs(%294 : tensor<32x128x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x128x32768xf32>
    %296 = tensor.empty() : tensor<32x32768x32768xf32>
    %297 = linalg.fill ins(%cst_11 : f32) outs(%296 : tensor<32x32768x32768xf32>) -> tensor<32x32768x32768xf32>
    %298 = linalg.batch_matmul ins(%284, %295 : tensor<32x32768x128xf32>, tensor<32x128x32768xf32>) outs(%297 : tensor<32x32768x32768xf32>) -> tensor<32x32768x32768xf32>
    %299 = tensor.empty() : tensor<1x32x32768x128xbf16>
    %300 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293 : tensor<32x32768x128xbf16>) outs(%299 : tensor<1x32x32768x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32x32768x128xbf16>
    %301 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %302 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298 : tensor<32x32768x32768xf32>) outs(%301 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32768x32768xf32>
    %303 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %304 = linalg.generic {indexing_maps = [#map24, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<1x32x32768x1xf32>) outs(%303 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32768x32768xf32>
    %305 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %306 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %304 : tensor<1x32x32768x32768xf32>, tensor<1x32x32768x32768xf32>) outs(%305 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %307 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %308 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %75 : tensor<1x32x32768x32768xf32>, tensor<1x32x32768x32768xf32>) outs(%307 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %309 = tensor.empty() : tensor<1x32x32768xf32>
    %310 = linalg.fill ins(%cst_11 : f32) outs(%309 : tensor<1x32x32768xf32>) -> tensor<1x32x32768xf32>
    %311 = linalg.generic {indexing_maps = [#map5, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%308 : tensor<1x32x32768x32768xf32>) outs(%310 : tensor<1x32x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768xf32>
    %312 = tensor.empty() : tensor<1x32x32768xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<1x32x32768xf32>) outs(%312 : tensor<1x32x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.negf %in : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768xf32>
    %expanded_42 = tensor.expand_shape %313 [[0], [1], [2, 3]] output_shape [1, 32, 32768, 1] : tensor<1x32x32768xf32> into tensor<1x32x32768x1xf32>
    %314 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %315 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %80 : tensor<1x32x32768x32768xf32>, tensor<1x32x32768x32768xf32>) outs(%314 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.divf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %316 = tensor.empty() : tensor<32x32768xf32>
    %317 = linalg.fill ins(%cst_11 : f32) outs(%316 : tensor<32x32768xf32>) -> tensor<32x32768xf32>
    %318 = linalg.generic {indexing_maps = [#map25, #map26], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_42 : tensor<1x32x32768x1xf32>) outs(%317 : tensor<32x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %442 = arith.addf %out, %in : f32
      linalg.yield %442 : f32
    } -> tensor<32x32768xf32>
    %319 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %320 = linalg.generic {indexing_maps = [#map27, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<32x32768xf32>) outs(%319 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32768x32768xf32>
    %321 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %322 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %320 : tensor<1x32x32768x32768xf32>, tensor<1x32x32768x32768xf32>) outs(%321 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.addf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %323 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %324 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %75 : tensor<1x32x32768x32768xf32>, tensor<1x32x32768x32768xf32>) outs(%323 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.mulf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %325 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %326 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %324 : tensor<1x32x32768x32768xi1>, tensor<1x32x32768x32768xf32>) outs(%325 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: i1, %in_56: f32, %out: f32):
      %442 = arith.select %in, %in_56, %cst_11 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %327 = tensor.empty() : tensor<1x32x32768x32768xf32>
    %328 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %52 : tensor<1x32x32768x32768xf32>, tensor<1x32x32768x32768xf32>) outs(%327 : tensor<1x32x32768x32768xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %442 = arith.divf %in, %in_56 : f32
      linalg.yield %442 : f32
    } -> tensor<1x32x32768x32768xf32>
    %329 = tensor.empty() : tensor<1x32x32768x32768xbf16>
    %330 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328 : tensor<1x32x32768x32768xf32>) outs(%329 : tensor<1x32x32768x32768xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %442 = arith.truncf %in : f32 to bf16
      linalg.yield %442 : bf16
    } -> tensor<1x32x32768x32768xbf16>
    %331 = tensor.empty() : tensor<32x32768x32768xbf16>
    %332 = linalg.fill ins(%cst_8 : bf16) outs(%331 : tensor<32x32768x32768xbf16>) -> tensor<32x32768x32768xbf16>
    %333 = linalg.generic {indexing_maps = [#map23, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%330 : tensor<1x32x32768x32768xbf16>) outs(%332 : tensor<32x32768x32768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.addf %out, %in : bf16
      linalg.yield %442 : bf16
    } -> tensor<32x32768x32768xbf16>
    %334 = tensor.empty() : tensor<32x32768x32768xbf16>
    %335 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<32x32768x32768xbf16>) outs(%334 : tensor<32x32768x32768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<32x32768x32768xbf16>
    %336 = tensor.empty() : tensor<32x32768x128xbf16>
    %337 = linalg.fill ins(%cst_8 : bf16) outs(%336 : tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    %338 = linalg.batch_matmul ins(%335, %collapsed_15 : tensor<32x32768x32768xbf16>, tensor<32x32768x128xbf16>) outs(%337 : tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    %339 = tensor.empty() : tensor<32x128x32768xbf16>
    %340 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338 : tensor<32x32768x128xbf16>) outs(%339 : tensor<32x128x32768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<32x128x32768xbf16>
    %341 = tensor.empty() : tensor<32x32768x128xbf16>
    %342 = linalg.generic {indexing_maps = [#map19, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_16 : tensor<32x128x32768xbf16>) outs(%341 : tensor<32x32768x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<32x32768x128xbf16>
    %343 = tensor.empty() : tensor<32x32768x128xbf16>
    %344 = linalg.fill ins(%cst_8 : bf16) outs(%343 : tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    %345 = linalg.batch_matmul ins(%333, %342 : tensor<32x32768x32768xbf16>, tensor<32x32768x128xbf16>) outs(%344 : tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    %346 = tensor.empty() : tensor<1x32x128x32768xbf16>
    %347 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340 : tensor<32x128x32768xbf16>) outs(%346 : tensor<1x32x128x32768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32x128x32768xbf16>
    %348 = tensor.empty() : tensor<1x32x32768x128xbf16>
    %349 = linalg.generic {indexing_maps = [#map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345 : tensor<32x32768x128xbf16>) outs(%348 : tensor<1x32x32768x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32x32768x128xbf16>
    %350 = tensor.empty() : tensor<1x32x32768x128xbf16>
    %351 = linalg.generic {indexing_maps = [#map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347 : tensor<1x32x128x32768xbf16>) outs(%350 : tensor<1x32x32768x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32x32768x128xbf16>
    %352 = tensor.empty() : tensor<1x32768x32x128xbf16>
    %353 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<1x32x32768x128xbf16>) outs(%352 : tensor<1x32768x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32768x32x128xbf16>
    %collapsed_43 = tensor.collapse_shape %353 [[0], [1], [2, 3]] : tensor<1x32768x32x128xbf16> into tensor<1x32768x4096xbf16>
    %354 = tensor.empty() : tensor<4096x1x32768xbf16>
    %355 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_43 : tensor<1x32768x4096xbf16>) outs(%354 : tensor<4096x1x32768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x1x32768xbf16>
    %collapsed_44 = tensor.collapse_shape %355 [[0], [1, 2]] : tensor<4096x1x32768xbf16> into tensor<4096x32768xbf16>
    %356 = tensor.empty() : tensor<4096x4096xbf16>
    %357 = linalg.fill ins(%cst_8 : bf16) outs(%356 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %358 = linalg.matmul ins(%collapsed_44, %collapsed : tensor<4096x32768xbf16>, tensor<32768x4096xbf16>) outs(%357 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %359 = tensor.empty() : tensor<4096x4096xbf16>
    %360 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%358 : tensor<4096x4096xbf16>) outs(%359 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_45 = tensor.collapse_shape %353 [[0, 1], [2, 3]] : tensor<1x32768x32x128xbf16> into tensor<32768x4096xbf16>
    %361 = tensor.empty() : tensor<4096x4096xbf16>
    %362 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<4096x4096xbf16>) outs(%361 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %363 = tensor.empty() : tensor<32768x4096xbf16>
    %364 = linalg.fill ins(%cst_8 : bf16) outs(%363 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %365 = linalg.matmul ins(%collapsed_45, %362 : tensor<32768x4096xbf16>, tensor<4096x4096xbf16>) outs(%364 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %expanded_46 = tensor.expand_shape %365 [[0, 1], [2]] output_shape [1, 32768, 4096] : tensor<32768x4096xbf16> into tensor<1x32768x4096xbf16>
    %366 = tensor.empty() : tensor<1x32768x32x128xbf16>
    %367 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<1x32x32768x128xbf16>) outs(%366 : tensor<1x32768x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32768x32x128xbf16>
    %collapsed_47 = tensor.collapse_shape %367 [[0], [1], [2, 3]] : tensor<1x32768x32x128xbf16> into tensor<1x32768x4096xbf16>
    %368 = tensor.empty() : tensor<4096x1x32768xbf16>
    %369 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_47 : tensor<1x32768x4096xbf16>) outs(%368 : tensor<4096x1x32768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x1x32768xbf16>
    %collapsed_48 = tensor.collapse_shape %369 [[0], [1, 2]] : tensor<4096x1x32768xbf16> into tensor<4096x32768xbf16>
    %370 = tensor.empty() : tensor<4096x4096xbf16>
    %371 = linalg.fill ins(%cst_8 : bf16) outs(%370 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %372 = linalg.matmul ins(%collapsed_48, %collapsed : tensor<4096x32768xbf16>, tensor<32768x4096xbf16>) outs(%371 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %373 = tensor.empty() : tensor<4096x4096xbf16>
    %374 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<4096x4096xbf16>) outs(%373 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_49 = tensor.collapse_shape %367 [[0, 1], [2, 3]] : tensor<1x32768x32x128xbf16> into tensor<32768x4096xbf16>
    %375 = tensor.empty() : tensor<4096x4096xbf16>
    %376 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<4096x4096xbf16>) outs(%375 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %377 = tensor.empty() : tensor<32768x4096xbf16>
    %378 = linalg.fill ins(%cst_8 : bf16) outs(%377 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %379 = linalg.matmul ins(%collapsed_49, %376 : tensor<32768x4096xbf16>, tensor<4096x4096xbf16>) outs(%378 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %expanded_50 = tensor.expand_shape %379 [[0, 1], [2]] output_shape [1, 32768, 4096] : tensor<32768x4096xbf16> into tensor<1x32768x4096xbf16>
    %380 = tensor.empty() : tensor<1x32768x4096xbf16>
    %381 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %expanded_50 : tensor<1x32768x4096xbf16>, tensor<1x32768x4096xbf16>) outs(%380 : tensor<1x32768x4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.addf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<1x32768x4096xbf16>
    %382 = tensor.empty() : tensor<1x32768x32x128xbf16>
    %383 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349 : tensor<1x32x32768x128xbf16>) outs(%382 : tensor<1x32768x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x32768x32x128xbf16>
    %collapsed_51 = tensor.collapse_shape %383 [[0], [1], [2, 3]] : tensor<1x32768x32x128xbf16> into tensor<1x32768x4096xbf16>
    %384 = tensor.empty() : tensor<4096x1x32768xbf16>
    %385 = linalg.generic {indexing_maps = [#map17, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_51 : tensor<1x32768x4096xbf16>) outs(%384 : tensor<4096x1x32768xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x1x32768xbf16>
    %collapsed_52 = tensor.collapse_shape %385 [[0], [1, 2]] : tensor<4096x1x32768xbf16> into tensor<4096x32768xbf16>
    %386 = tensor.empty() : tensor<4096x4096xbf16>
    %387 = linalg.fill ins(%cst_8 : bf16) outs(%386 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %388 = linalg.matmul ins(%collapsed_52, %collapsed : tensor<4096x32768xbf16>, tensor<32768x4096xbf16>) outs(%387 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %389 = tensor.empty() : tensor<4096x4096xbf16>
    %390 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%388 : tensor<4096x4096xbf16>) outs(%389 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_53 = tensor.collapse_shape %383 [[0, 1], [2, 3]] : tensor<1x32768x32x128xbf16> into tensor<32768x4096xbf16>
    %391 = tensor.empty() : tensor<4096x4096xbf16>
    %392 = linalg.generic {indexing_maps = [#map18, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<4096x4096xbf16>) outs(%391 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %393 = tensor.empty() : tensor<32768x4096xbf16>
    %394 = linalg.fill ins(%cst_8 : bf16) outs(%393 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %395 = linalg.matmul ins(%collapsed_53, %392 : tensor<32768x4096xbf16>, tensor<4096x4096xbf16>) outs(%394 : tensor<32768x4096xbf16>) -> tensor<32768x4096xbf16>
    %expanded_54 = tensor.expand_shape %395 [[0, 1], [2]] output_shape [1, 32768, 4096] : tensor<32768x4096xbf16> into tensor<1x32768x4096xbf16>
    %396 = tensor.empty() : tensor<1x32768x4096xbf16>
    %397 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %expanded_54 : tensor<1x32768x4096xbf16>, tensor<1x32768x4096xbf16>) outs(%396 : tensor<1x32768x4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.addf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<1x32768x4096xbf16>
    %398 = tensor.empty() : tensor<1x32768x4096xbf16>
    %399 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %397 : tensor<1x32768x4096xbf16>, tensor<1x32768x4096xbf16>) outs(%398 : tensor<1x32768x4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.mulf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<1x32768x4096xbf16>
    %400 = tensor.empty() : tensor<1x4096xbf16>
    %401 = linalg.fill ins(%cst_8 : bf16) outs(%400 : tensor<1x4096xbf16>) -> tensor<1x4096xbf16>
    %402 = linalg.generic {indexing_maps = [#map19, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%399 : tensor<1x32768x4096xbf16>) outs(%401 : tensor<1x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.addf %out, %in : bf16
      linalg.yield %442 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_55 = tensor.expand_shape %402 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %403 = tensor.empty() : tensor<4096xbf16>
    %404 = linalg.fill ins(%cst_8 : bf16) outs(%403 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %405 = linalg.generic {indexing_maps = [#map17, #map20], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_55 : tensor<1x1x4096xbf16>) outs(%404 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.addf %out, %in : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096xbf16>
    %406 = tensor.empty() : tensor<4096xbf16>
    %407 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%405 : tensor<4096xbf16>) outs(%406 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096xbf16>
    %408 = tensor.empty() : tensor<4096xbf16>
    %409 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%arg0, %407 : tensor<4096xbf16>, tensor<4096xbf16>) outs(%408 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.subf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096xbf16>
    %410 = tensor.empty() : tensor<4096xbf16>
    %411 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel"]} ins(%239 : tensor<4096xbf16>) outs(%410 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096xbf16>
    %412 = tensor.empty() : tensor<4096xbf16>
    %413 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel"]} ins(%arg1, %411 : tensor<4096xbf16>, tensor<4096xbf16>) outs(%412 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.subf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096xbf16>
    %414 = tensor.empty() : tensor<11008x4096xbf16>
    %415 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<11008x4096xbf16>) outs(%414 : tensor<11008x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %442 : bf16
    } -> tensor<11008x4096xbf16>
    %416 = tensor.empty() : tensor<11008x4096xbf16>
    %417 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg2, %415 : tensor<11008x4096xbf16>, tensor<11008x4096xbf16>) outs(%416 : tensor<11008x4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.subf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<11008x4096xbf16>
    %418 = tensor.empty() : tensor<4096x11008xbf16>
    %419 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<4096x11008xbf16>) outs(%418 : tensor<4096x11008xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x11008xbf16>
    %420 = tensor.empty() : tensor<4096x11008xbf16>
    %421 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg3, %419 : tensor<4096x11008xbf16>, tensor<4096x11008xbf16>) outs(%420 : tensor<4096x11008xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.subf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x11008xbf16>
    %422 = tensor.empty() : tensor<4096x11008xbf16>
    %423 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%198 : tensor<4096x11008xbf16>) outs(%422 : tensor<4096x11008xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x11008xbf16>
    %424 = tensor.empty() : tensor<4096x11008xbf16>
    %425 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg4, %423 : tensor<4096x11008xbf16>, tensor<4096x11008xbf16>) outs(%424 : tensor<4096x11008xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.subf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x11008xbf16>
    %426 = tensor.empty() : tensor<4096x4096xbf16>
    %427 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<4096x4096xbf16>) outs(%426 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x4096xbf16>
    %428 = tensor.empty() : tensor<4096x4096xbf16>
    %429 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg5, %427 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%428 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.subf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x4096xbf16>
    %430 = tensor.empty() : tensor<4096x4096xbf16>
    %431 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%274 : tensor<4096x4096xbf16>) outs(%430 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x4096xbf16>
    %432 = tensor.empty() : tensor<4096x4096xbf16>
    %433 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg6, %431 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%432 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.subf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x4096xbf16>
    %434 = tensor.empty() : tensor<4096x4096xbf16>
    %435 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%390 : tensor<4096x4096xbf16>) outs(%434 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x4096xbf16>
    %436 = tensor.empty() : tensor<4096x4096xbf16>
    %437 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg7, %435 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%436 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.subf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x4096xbf16>
    %438 = tensor.empty() : tensor<4096x4096xbf16>
    %439 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%360 : tensor<4096x4096xbf16>) outs(%438 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %442 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x4096xbf16>
    %440 = tensor.empty() : tensor<4096x4096xbf16>
    %441 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg8, %439 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%440 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %442 = arith.subf %in, %in_56 : bf16
      linalg.yield %442 : bf16
    } -> tensor<4096x4096xbf16>
    func.return %165, %409, %413, %417, %421, %425, %429, %433, %437, %441 : tensor<f32>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>
  }
}
