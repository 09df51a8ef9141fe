module @jit_step {
  func.func @main(%arg0: tensor<4096xbf16>, %arg1: tensor<4096xbf16>, %arg2: tensor<16384x4096xbf16>, %arg3: tensor<4096x16384xbf16>, %arg4: tensor<4096x16384xbf16>, %arg5: tensor<4096x4096xbf16>, %arg6: tensor<4096x4096xbf16>, %arg7: tensor<4096x4096xbf16>, %arg8: tensor<4096x4096xbf16>, %arg9: tensor<4096xbf16>, %arg10: tensor<4096xbf16>, %arg11: tensor<16384x4096xbf16>, %arg12: tensor<4096x16384xbf16>, %arg13: tensor<4096x16384xbf16>, %arg14: tensor<4096x4096xbf16>, %arg15: tensor<4096x4096xbf16>, %arg16: tensor<4096x4096xbf16>, %arg17: tensor<4096x4096xbf16>, %arg18: tensor<8x2048x4096xbf16>, %arg19: tensor<8x2048x4096xbf16>) -> (tensor<bf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<16384x4096xbf16>, tensor<4096x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<16384x4096xbf16>, tensor<4096x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) {
    %cst = arith.constant 1.49011612E-8 : f32
    %cst_0 = arith.constant 11.3137083 : f32
    %cst_1 = arith.constant 1.000980e-02 : bf16
    %cst_2 = arith.constant 0x4C800000 : f32
    %cst_3 = arith.constant 2.000000e+00 : bf16
    %cst_4 = arith.constant -5.000000e-01 : bf16
    %cst_5 = arith.constant 1.000000e+00 : bf16
    %cst_6 = arith.constant 0xFF80 : bf16
    %cst_7 = arith.constant 0.000000e+00 : bf16
    %cst_8 = arith.constant 9.983770e-07 : bf16
    %cst_9 = arith.constant 4.096000e+03 : f32
    %cst_10 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x2048x4096xbf16>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<8x2048x4096xbf16>) outs(%0 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %2 = tensor.empty() : tensor<8x2048x4096xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<8x2048x4096xbf16>) outs(%2 : tensor<8x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x4096xf32>
    %4 = tensor.empty() : tensor<8x2048xf32>
    %5 = linalg.fill ins(%cst_10 : f32) outs(%4 : tensor<8x2048xf32>) -> tensor<8x2048xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<8x2048x4096xf32>) outs(%5 : tensor<8x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048xf32>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [8, 2048, 1] : tensor<8x2048xf32> into tensor<8x2048x1xf32>
    %7 = tensor.empty() : tensor<8x2048x1xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x2048x1xf32>) outs(%7 : tensor<8x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.divf %in, %cst_9 : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x1xf32>
    %9 = tensor.empty() : tensor<8x2048x1xbf16>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x2048x1xf32>) outs(%9 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %11 = tensor.empty() : tensor<8x2048x1xbf16>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x2048x1xbf16>) outs(%11 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %in, %cst_8 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %13 = tensor.empty() : tensor<8x2048x1xbf16>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<8x2048x1xbf16>) outs(%13 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = math.rsqrt %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %15 = tensor.empty() : tensor<8x2048x4096xbf16>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x2048x1xbf16>) outs(%15 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %17 = tensor.empty() : tensor<8x2048x4096xbf16>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %16 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%17 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %19 = tensor.empty() : tensor<8x2048x4096xbf16>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4096xbf16>) outs(%19 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %21 = tensor.empty() : tensor<8x2048x4096xbf16>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%21 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<8x2048x4096xbf16> into tensor<16384x4096xbf16>
    %23 = tensor.empty() : tensor<16384x4096xbf16>
    %24 = linalg.fill ins(%cst_7 : bf16) outs(%23 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %25 = linalg.matmul ins(%collapsed, %arg7 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%24 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_11 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [8, 2048, 32, 128] : tensor<16384x4096xbf16> into tensor<8x2048x32x128xbf16>
    %26 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<8x2048x32x128xbf16>) outs(%26 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %28 = tensor.empty() : tensor<16384x4096xbf16>
    %29 = linalg.fill ins(%cst_7 : bf16) outs(%28 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %30 = linalg.matmul ins(%collapsed, %arg5 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%29 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_12 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [8, 2048, 32, 128] : tensor<16384x4096xbf16> into tensor<8x2048x32x128xbf16>
    %31 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<8x2048x32x128xbf16>) outs(%31 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %33 = tensor.empty() : tensor<16384x4096xbf16>
    %34 = linalg.fill ins(%cst_7 : bf16) outs(%33 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %35 = linalg.matmul ins(%collapsed, %arg8 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%34 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_13 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [8, 2048, 32, 128] : tensor<16384x4096xbf16> into tensor<8x2048x32x128xbf16>
    %36 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<8x2048x32x128xbf16>) outs(%36 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %38 = tensor.empty() : tensor<8x32x128x2048xbf16>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<8x32x2048x128xbf16>) outs(%38 : tensor<8x32x128x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x128x2048xbf16>
    %collapsed_14 = tensor.collapse_shape %27 [[0, 1], [2], [3]] : tensor<8x32x2048x128xbf16> into tensor<256x2048x128xbf16>
    %collapsed_15 = tensor.collapse_shape %39 [[0, 1], [2], [3]] : tensor<8x32x128x2048xbf16> into tensor<256x128x2048xbf16>
    %40 = tensor.empty() : tensor<256x2048x2048xbf16>
    %41 = linalg.fill ins(%cst_7 : bf16) outs(%40 : tensor<256x2048x2048xbf16>) -> tensor<256x2048x2048xbf16>
    %42 = linalg.batch_matmul ins(%collapsed_14, %collapsed_15 : tensor<256x2048x128xbf16>, tensor<256x128x2048xbf16>) outs(%41 : tensor<256x2048x2048xbf16>) -> tensor<256x2048x2048xbf16>
    %expanded_16 = tensor.expand_shape %42 [[0, 1], [2], [3]] output_shape [8, 32, 2048, 2048] : tensor<256x2048x2048xbf16> into tensor<8x32x2048x2048xbf16>
    %43 = tensor.empty() : tensor<f32>
    %44 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%43 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %45 = tensor.empty() : tensor<bf16>
    %46 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%44 : tensor<f32>) outs(%45 : tensor<bf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<bf16>
    %47 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<bf16>) outs(%47 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %49 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %48 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%49 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %51 = tensor.empty() : tensor<8x32x2048xbf16>
    %52 = linalg.fill ins(%cst_6 : bf16) outs(%51 : tensor<8x32x2048xbf16>) -> tensor<8x32x2048xbf16>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<8x32x2048x2048xbf16>) outs(%52 : tensor<8x32x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.maximumf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048xbf16>
    %54 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<8x32x2048xbf16>) outs(%54 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %56 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %55 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%56 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %58 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<8x32x2048x2048xbf16>) outs(%58 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = math.exp %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %60 = tensor.empty() : tensor<8x32x2048x2048xf32>
    %61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<8x32x2048x2048xbf16>) outs(%60 : tensor<8x32x2048x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x32x2048x2048xf32>
    %62 = tensor.empty() : tensor<8x32x2048xf32>
    %63 = linalg.fill ins(%cst_10 : f32) outs(%62 : tensor<8x32x2048xf32>) -> tensor<8x32x2048xf32>
    %64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<8x32x2048x2048xf32>) outs(%63 : tensor<8x32x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x32x2048xf32>
    %65 = tensor.empty() : tensor<8x32x2048xbf16>
    %66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<8x32x2048xf32>) outs(%65 : tensor<8x32x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048xbf16>
    %expanded_17 = tensor.expand_shape %66 [[0], [1], [2, 3]] output_shape [8, 32, 2048, 1] : tensor<8x32x2048xbf16> into tensor<8x32x2048x1xbf16>
    %67 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<8x32x2048x1xbf16>) outs(%67 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %69 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %68 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%69 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %71 = tensor.empty() : tensor<8x32x2048x1xbf16>
    %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<8x32x2048x1xbf16>) outs(%71 : tensor<8x32x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x1xbf16>
    %73 = tensor.empty() : tensor<8x32x2048x1xbf16>
    %74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<8x32x2048x1xbf16>) outs(%73 : tensor<8x32x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.divf %cst_5, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x1xbf16>
    %collapsed_18 = tensor.collapse_shape %70 [[0, 1], [2], [3]] : tensor<8x32x2048x2048xbf16> into tensor<256x2048x2048xbf16>
    %collapsed_19 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<8x32x2048x128xbf16> into tensor<256x2048x128xbf16>
    %75 = tensor.empty() : tensor<256x2048x128xbf16>
    %76 = linalg.fill ins(%cst_7 : bf16) outs(%75 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %77 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<256x2048x2048xbf16>, tensor<256x2048x128xbf16>) outs(%76 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %expanded_20 = tensor.expand_shape %77 [[0, 1], [2], [3]] output_shape [8, 32, 2048, 128] : tensor<256x2048x128xbf16> into tensor<8x32x2048x128xbf16>
    %78 = tensor.empty() : tensor<8x2048x32x128xbf16>
    %79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<8x32x2048x128xbf16>) outs(%78 : tensor<8x2048x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x32x128xbf16>
    %collapsed_21 = tensor.collapse_shape %79 [[0, 1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<16384x4096xbf16>
    %80 = tensor.empty() : tensor<16384x4096xbf16>
    %81 = linalg.fill ins(%cst_7 : bf16) outs(%80 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %82 = linalg.matmul ins(%collapsed_21, %arg6 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%81 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_22 = tensor.expand_shape %82 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %83 = tensor.empty() : tensor<8x2048x4096xbf16>
    %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %expanded_22 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%83 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %85 = tensor.empty() : tensor<8x2048x4096xbf16>
    %86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<8x2048x4096xbf16>) outs(%85 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %87 = tensor.empty() : tensor<8x2048x4096xf32>
    %88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<8x2048x4096xbf16>) outs(%87 : tensor<8x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x4096xf32>
    %89 = tensor.empty() : tensor<8x2048xf32>
    %90 = linalg.fill ins(%cst_10 : f32) outs(%89 : tensor<8x2048xf32>) -> tensor<8x2048xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%88 : tensor<8x2048x4096xf32>) outs(%90 : tensor<8x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048xf32>
    %expanded_23 = tensor.expand_shape %91 [[0], [1, 2]] output_shape [8, 2048, 1] : tensor<8x2048xf32> into tensor<8x2048x1xf32>
    %92 = tensor.empty() : tensor<8x2048x1xf32>
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<8x2048x1xf32>) outs(%92 : tensor<8x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.divf %in, %cst_9 : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x1xf32>
    %94 = tensor.empty() : tensor<8x2048x1xbf16>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<8x2048x1xf32>) outs(%94 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %96 = tensor.empty() : tensor<8x2048x1xbf16>
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<8x2048x1xbf16>) outs(%96 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %in, %cst_8 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %98 = tensor.empty() : tensor<8x2048x1xbf16>
    %99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<8x2048x1xbf16>) outs(%98 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = math.rsqrt %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %100 = tensor.empty() : tensor<8x2048x1xbf16>
    %101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %97 : tensor<8x2048x1xbf16>, tensor<8x2048x1xbf16>) outs(%100 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %102 = tensor.empty() : tensor<8x2048x1xbf16>
    %103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<8x2048x1xbf16>) outs(%102 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_4 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %104 = tensor.empty() : tensor<8x2048x4096xbf16>
    %105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<8x2048x1xbf16>) outs(%104 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %106 = tensor.empty() : tensor<8x2048x4096xbf16>
    %107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %105 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%106 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %108 = tensor.empty() : tensor<8x2048x4096xbf16>
    %109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<4096xbf16>) outs(%108 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %110 = tensor.empty() : tensor<8x2048x4096xbf16>
    %111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%110 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %collapsed_24 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<8x2048x4096xbf16> into tensor<16384x4096xbf16>
    %112 = tensor.empty() : tensor<16384x16384xbf16>
    %113 = linalg.fill ins(%cst_7 : bf16) outs(%112 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %114 = linalg.matmul ins(%collapsed_24, %arg3 : tensor<16384x4096xbf16>, tensor<4096x16384xbf16>) outs(%113 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %expanded_25 = tensor.expand_shape %114 [[0, 1], [2]] output_shape [8, 2048, 16384] : tensor<16384x16384xbf16> into tensor<8x2048x16384xbf16>
    %115 = tensor.empty() : tensor<8x2048x16384xbf16>
    %116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<8x2048x16384xbf16>) outs(%115 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.negf %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %117 = tensor.empty() : tensor<8x2048x16384xbf16>
    %118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<8x2048x16384xbf16>) outs(%117 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = math.exp %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %119 = tensor.empty() : tensor<8x2048x16384xbf16>
    %120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<8x2048x16384xbf16>) outs(%119 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %in, %cst_5 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %121 = tensor.empty() : tensor<8x2048x16384xbf16>
    %122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<8x2048x16384xbf16>) outs(%121 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.divf %cst_5, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %123 = tensor.empty() : tensor<8x2048x16384xbf16>
    %124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<8x2048x16384xbf16>) outs(%123 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.subf %cst_5, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %125 = tensor.empty() : tensor<8x2048x16384xbf16>
    %126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%125 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %127 = tensor.empty() : tensor<8x2048x16384xbf16>
    %128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25, %122 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%127 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %129 = tensor.empty() : tensor<16384x16384xbf16>
    %130 = linalg.fill ins(%cst_7 : bf16) outs(%129 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %131 = linalg.matmul ins(%collapsed_24, %arg4 : tensor<16384x4096xbf16>, tensor<4096x16384xbf16>) outs(%130 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %expanded_26 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [8, 2048, 16384] : tensor<16384x16384xbf16> into tensor<8x2048x16384xbf16>
    %132 = tensor.empty() : tensor<8x2048x16384xbf16>
    %133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %expanded_26 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%132 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %collapsed_27 = tensor.collapse_shape %133 [[0, 1], [2]] : tensor<8x2048x16384xbf16> into tensor<16384x16384xbf16>
    %134 = tensor.empty() : tensor<16384x4096xbf16>
    %135 = linalg.fill ins(%cst_7 : bf16) outs(%134 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %136 = linalg.matmul ins(%collapsed_27, %arg2 : tensor<16384x16384xbf16>, tensor<16384x4096xbf16>) outs(%135 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_28 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %137 = tensor.empty() : tensor<8x2048x4096xbf16>
    %138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %expanded_28 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%137 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %139 = tensor.empty() : tensor<8x2048x4096xbf16>
    %140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<8x2048x4096xbf16>) outs(%139 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %141 = tensor.empty() : tensor<8x2048x4096xf32>
    %142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<8x2048x4096xbf16>) outs(%141 : tensor<8x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x4096xf32>
    %143 = tensor.empty() : tensor<8x2048xf32>
    %144 = linalg.fill ins(%cst_10 : f32) outs(%143 : tensor<8x2048xf32>) -> tensor<8x2048xf32>
    %145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<8x2048x4096xf32>) outs(%144 : tensor<8x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048xf32>
    %expanded_29 = tensor.expand_shape %145 [[0], [1, 2]] output_shape [8, 2048, 1] : tensor<8x2048xf32> into tensor<8x2048x1xf32>
    %146 = tensor.empty() : tensor<8x2048x1xf32>
    %147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<8x2048x1xf32>) outs(%146 : tensor<8x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.divf %in, %cst_9 : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x1xf32>
    %148 = tensor.empty() : tensor<8x2048x1xbf16>
    %149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<8x2048x1xf32>) outs(%148 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %150 = tensor.empty() : tensor<8x2048x1xbf16>
    %151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<8x2048x1xbf16>) outs(%150 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %in, %cst_8 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %152 = tensor.empty() : tensor<8x2048x1xbf16>
    %153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<8x2048x1xbf16>) outs(%152 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = math.rsqrt %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %154 = tensor.empty() : tensor<8x2048x1xbf16>
    %155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %151 : tensor<8x2048x1xbf16>, tensor<8x2048x1xbf16>) outs(%154 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %156 = tensor.empty() : tensor<8x2048x1xbf16>
    %157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<8x2048x1xbf16>) outs(%156 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_4 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %158 = tensor.empty() : tensor<8x2048x4096xbf16>
    %159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<8x2048x1xbf16>) outs(%158 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %160 = tensor.empty() : tensor<8x2048x4096xbf16>
    %161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %159 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%160 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %162 = tensor.empty() : tensor<8x2048x4096xbf16>
    %163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<4096xbf16>) outs(%162 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %164 = tensor.empty() : tensor<8x2048x4096xbf16>
    %165 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %163 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%164 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %collapsed_30 = tensor.collapse_shape %165 [[0, 1], [2]] : tensor<8x2048x4096xbf16> into tensor<16384x4096xbf16>
    %166 = tensor.empty() : tensor<16384x4096xbf16>
    %167 = linalg.fill ins(%cst_7 : bf16) outs(%166 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %168 = linalg.matmul ins(%collapsed_30, %arg16 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%167 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_31 = tensor.expand_shape %168 [[0, 1], [2, 3]] output_shape [8, 2048, 32, 128] : tensor<16384x4096xbf16> into tensor<8x2048x32x128xbf16>
    %169 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<8x2048x32x128xbf16>) outs(%169 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %171 = tensor.empty() : tensor<16384x4096xbf16>
    %172 = linalg.fill ins(%cst_7 : bf16) outs(%171 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %173 = linalg.matmul ins(%collapsed_30, %arg14 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%172 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_32 = tensor.expand_shape %173 [[0, 1], [2, 3]] output_shape [8, 2048, 32, 128] : tensor<16384x4096xbf16> into tensor<8x2048x32x128xbf16>
    %174 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<8x2048x32x128xbf16>) outs(%174 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %176 = tensor.empty() : tensor<16384x4096xbf16>
    %177 = linalg.fill ins(%cst_7 : bf16) outs(%176 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %178 = linalg.matmul ins(%collapsed_30, %arg17 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%177 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_33 = tensor.expand_shape %178 [[0, 1], [2, 3]] output_shape [8, 2048, 32, 128] : tensor<16384x4096xbf16> into tensor<8x2048x32x128xbf16>
    %179 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<8x2048x32x128xbf16>) outs(%179 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %181 = tensor.empty() : tensor<8x32x128x2048xbf16>
    %182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<8x32x2048x128xbf16>) outs(%181 : tensor<8x32x128x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x128x2048xbf16>
    %collapsed_34 = tensor.collapse_shape %170 [[0, 1], [2], [3]] : tensor<8x32x2048x128xbf16> into tensor<256x2048x128xbf16>
    %collapsed_35 = tensor.collapse_shape %182 [[0, 1], [2], [3]] : tensor<8x32x128x2048xbf16> into tensor<256x128x2048xbf16>
    %183 = tensor.empty() : tensor<256x2048x2048xbf16>
    %184 = linalg.fill ins(%cst_7 : bf16) outs(%183 : tensor<256x2048x2048xbf16>) -> tensor<256x2048x2048xbf16>
    %185 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<256x2048x128xbf16>, tensor<256x128x2048xbf16>) outs(%184 : tensor<256x2048x2048xbf16>) -> tensor<256x2048x2048xbf16>
    %expanded_36 = tensor.expand_shape %185 [[0, 1], [2], [3]] output_shape [8, 32, 2048, 2048] : tensor<256x2048x2048xbf16> into tensor<8x32x2048x2048xbf16>
    %186 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36, %48 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%186 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %188 = tensor.empty() : tensor<8x32x2048xbf16>
    %189 = linalg.fill ins(%cst_6 : bf16) outs(%188 : tensor<8x32x2048xbf16>) -> tensor<8x32x2048xbf16>
    %190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%187 : tensor<8x32x2048x2048xbf16>) outs(%189 : tensor<8x32x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.maximumf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048xbf16>
    %191 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<8x32x2048xbf16>) outs(%191 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %193 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %192 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%193 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %195 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<8x32x2048x2048xbf16>) outs(%195 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = math.exp %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %197 = tensor.empty() : tensor<8x32x2048x2048xf32>
    %198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<8x32x2048x2048xbf16>) outs(%197 : tensor<8x32x2048x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x32x2048x2048xf32>
    %199 = tensor.empty() : tensor<8x32x2048xf32>
    %200 = linalg.fill ins(%cst_10 : f32) outs(%199 : tensor<8x32x2048xf32>) -> tensor<8x32x2048xf32>
    %201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%198 : tensor<8x32x2048x2048xf32>) outs(%200 : tensor<8x32x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x32x2048xf32>
    %202 = tensor.empty() : tensor<8x32x2048xbf16>
    %203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<8x32x2048xf32>) outs(%202 : tensor<8x32x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048xbf16>
    %expanded_37 = tensor.expand_shape %203 [[0], [1], [2, 3]] output_shape [8, 32, 2048, 1] : tensor<8x32x2048xbf16> into tensor<8x32x2048x1xbf16>
    %204 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<8x32x2048x1xbf16>) outs(%204 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %206 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %205 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%206 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %208 = tensor.empty() : tensor<8x32x2048x1xbf16>
    %209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<8x32x2048x1xbf16>) outs(%208 : tensor<8x32x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x1xbf16>
    %210 = tensor.empty() : tensor<8x32x2048x1xbf16>
    %211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<8x32x2048x1xbf16>) outs(%210 : tensor<8x32x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.divf %cst_5, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x1xbf16>
    %collapsed_38 = tensor.collapse_shape %207 [[0, 1], [2], [3]] : tensor<8x32x2048x2048xbf16> into tensor<256x2048x2048xbf16>
    %collapsed_39 = tensor.collapse_shape %180 [[0, 1], [2], [3]] : tensor<8x32x2048x128xbf16> into tensor<256x2048x128xbf16>
    %212 = tensor.empty() : tensor<256x2048x128xbf16>
    %213 = linalg.fill ins(%cst_7 : bf16) outs(%212 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %214 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<256x2048x2048xbf16>, tensor<256x2048x128xbf16>) outs(%213 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %expanded_40 = tensor.expand_shape %214 [[0, 1], [2], [3]] output_shape [8, 32, 2048, 128] : tensor<256x2048x128xbf16> into tensor<8x32x2048x128xbf16>
    %215 = tensor.empty() : tensor<8x2048x32x128xbf16>
    %216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<8x32x2048x128xbf16>) outs(%215 : tensor<8x2048x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x32x128xbf16>
    %collapsed_41 = tensor.collapse_shape %216 [[0, 1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<16384x4096xbf16>
    %217 = tensor.empty() : tensor<16384x4096xbf16>
    %218 = linalg.fill ins(%cst_7 : bf16) outs(%217 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %219 = linalg.matmul ins(%collapsed_41, %arg15 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%218 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_42 = tensor.expand_shape %219 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %220 = tensor.empty() : tensor<8x2048x4096xbf16>
    %221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %expanded_42 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%220 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %222 = tensor.empty() : tensor<8x2048x4096xbf16>
    %223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<8x2048x4096xbf16>) outs(%222 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %224 = tensor.empty() : tensor<8x2048x4096xf32>
    %225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<8x2048x4096xbf16>) outs(%224 : tensor<8x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x4096xf32>
    %226 = tensor.empty() : tensor<8x2048xf32>
    %227 = linalg.fill ins(%cst_10 : f32) outs(%226 : tensor<8x2048xf32>) -> tensor<8x2048xf32>
    %228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<8x2048x4096xf32>) outs(%227 : tensor<8x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048xf32>
    %expanded_43 = tensor.expand_shape %228 [[0], [1, 2]] output_shape [8, 2048, 1] : tensor<8x2048xf32> into tensor<8x2048x1xf32>
    %229 = tensor.empty() : tensor<8x2048x1xf32>
    %230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<8x2048x1xf32>) outs(%229 : tensor<8x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.divf %in, %cst_9 : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x1xf32>
    %231 = tensor.empty() : tensor<8x2048x1xbf16>
    %232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<8x2048x1xf32>) outs(%231 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %233 = tensor.empty() : tensor<8x2048x1xbf16>
    %234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<8x2048x1xbf16>) outs(%233 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %in, %cst_8 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %235 = tensor.empty() : tensor<8x2048x1xbf16>
    %236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<8x2048x1xbf16>) outs(%235 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = math.rsqrt %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %237 = tensor.empty() : tensor<8x2048x1xbf16>
    %238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %234 : tensor<8x2048x1xbf16>, tensor<8x2048x1xbf16>) outs(%237 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %239 = tensor.empty() : tensor<8x2048x1xbf16>
    %240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<8x2048x1xbf16>) outs(%239 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_4 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %241 = tensor.empty() : tensor<8x2048x4096xbf16>
    %242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<8x2048x1xbf16>) outs(%241 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %243 = tensor.empty() : tensor<8x2048x4096xbf16>
    %244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %242 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%243 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %245 = tensor.empty() : tensor<8x2048x4096xbf16>
    %246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<4096xbf16>) outs(%245 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %247 = tensor.empty() : tensor<8x2048x4096xbf16>
    %248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %246 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%247 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %collapsed_44 = tensor.collapse_shape %248 [[0, 1], [2]] : tensor<8x2048x4096xbf16> into tensor<16384x4096xbf16>
    %249 = tensor.empty() : tensor<16384x16384xbf16>
    %250 = linalg.fill ins(%cst_7 : bf16) outs(%249 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %251 = linalg.matmul ins(%collapsed_44, %arg12 : tensor<16384x4096xbf16>, tensor<4096x16384xbf16>) outs(%250 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %expanded_45 = tensor.expand_shape %251 [[0, 1], [2]] output_shape [8, 2048, 16384] : tensor<16384x16384xbf16> into tensor<8x2048x16384xbf16>
    %252 = tensor.empty() : tensor<8x2048x16384xbf16>
    %253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<8x2048x16384xbf16>) outs(%252 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.negf %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %254 = tensor.empty() : tensor<8x2048x16384xbf16>
    %255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<8x2048x16384xbf16>) outs(%254 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = math.exp %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %256 = tensor.empty() : tensor<8x2048x16384xbf16>
    %257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<8x2048x16384xbf16>) outs(%256 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %in, %cst_5 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %258 = tensor.empty() : tensor<8x2048x16384xbf16>
    %259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<8x2048x16384xbf16>) outs(%258 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.divf %cst_5, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %260 = tensor.empty() : tensor<8x2048x16384xbf16>
    %261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<8x2048x16384xbf16>) outs(%260 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.subf %cst_5, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %262 = tensor.empty() : tensor<8x2048x16384xbf16>
    %263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %261 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%262 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %264 = tensor.empty() : tensor<8x2048x16384xbf16>
    %265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %259 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%264 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %266 = tensor.empty() : tensor<16384x16384xbf16>
    %267 = linalg.fill ins(%cst_7 : bf16) outs(%266 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %268 = linalg.matmul ins(%collapsed_44, %arg13 : tensor<16384x4096xbf16>, tensor<4096x16384xbf16>) outs(%267 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %expanded_46 = tensor.expand_shape %268 [[0, 1], [2]] output_shape [8, 2048, 16384] : tensor<16384x16384xbf16> into tensor<8x2048x16384xbf16>
    %269 = tensor.empty() : tensor<8x2048x16384xbf16>
    %270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %expanded_46 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%269 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %collapsed_47 = tensor.collapse_shape %270 [[0, 1], [2]] : tensor<8x2048x16384xbf16> into tensor<16384x16384xbf16>
    %271 = tensor.empty() : tensor<16384x4096xbf16>
    %272 = linalg.fill ins(%cst_7 : bf16) outs(%271 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %273 = linalg.matmul ins(%collapsed_47, %arg11 : tensor<16384x16384xbf16>, tensor<16384x4096xbf16>) outs(%272 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_48 = tensor.expand_shape %273 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %274 = tensor.empty() : tensor<8x2048x4096xbf16>
    %275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %expanded_48 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%274 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %276 = tensor.empty() : tensor<8x2048x4096xbf16>
    %277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %arg19 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%276 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %278 = tensor.empty() : tensor<8x2048x4096xbf16>
    %279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<8x2048x4096xbf16>) outs(%278 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %280 = tensor.empty() : tensor<8x2048x4096xbf16>
    %281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<8x2048x4096xbf16>) outs(%280 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %282 = tensor.empty() : tensor<8x2048x4096xf32>
    %283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<8x2048x4096xbf16>) outs(%282 : tensor<8x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x4096xf32>
    %284 = tensor.empty() : tensor<f32>
    %285 = linalg.fill ins(%cst_10 : f32) outs(%284 : tensor<f32>) -> tensor<f32>
    %286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%283 : tensor<8x2048x4096xf32>) outs(%285 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<f32>
    %287 = tensor.empty() : tensor<f32>
    %288 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%286 : tensor<f32>) outs(%287 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.divf %in, %cst_2 : f32
      linalg.yield %827 : f32
    } -> tensor<f32>
    %289 = tensor.empty() : tensor<bf16>
    %290 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%288 : tensor<f32>) outs(%289 : tensor<bf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<bf16>
    %291 = tensor.empty() : tensor<f32>
    %292 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%291 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %293 = tensor.empty() : tensor<bf16>
    %294 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%292 : tensor<f32>) outs(%293 : tensor<bf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<bf16>
    %295 = tensor.empty() : tensor<8x2048x4096xbf16>
    %296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<bf16>) outs(%295 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %297 = tensor.empty() : tensor<8x2048x4096xbf16>
    %298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %281 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%297 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %299 = tensor.empty() : tensor<4096x8x2048xbf16>
    %300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<8x2048x4096xbf16>) outs(%299 : tensor<4096x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x8x2048xbf16>
    %collapsed_49 = tensor.collapse_shape %300 [[0], [1, 2]] : tensor<4096x8x2048xbf16> into tensor<4096x16384xbf16>
    %301 = tensor.empty() : tensor<4096x16384xbf16>
    %302 = linalg.fill ins(%cst_7 : bf16) outs(%301 : tensor<4096x16384xbf16>) -> tensor<4096x16384xbf16>
    %303 = linalg.matmul ins(%collapsed_49, %collapsed_47 : tensor<4096x16384xbf16>, tensor<16384x16384xbf16>) outs(%302 : tensor<4096x16384xbf16>) -> tensor<4096x16384xbf16>
    %304 = tensor.empty() : tensor<16384x4096xbf16>
    %305 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%303 : tensor<4096x16384xbf16>) outs(%304 : tensor<16384x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16384x4096xbf16>
    %collapsed_50 = tensor.collapse_shape %298 [[0, 1], [2]] : tensor<8x2048x4096xbf16> into tensor<16384x4096xbf16>
    %306 = tensor.empty() : tensor<4096x16384xbf16>
    %307 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<16384x4096xbf16>) outs(%306 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x16384xbf16>
    %308 = tensor.empty() : tensor<16384x16384xbf16>
    %309 = linalg.fill ins(%cst_7 : bf16) outs(%308 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %310 = linalg.matmul ins(%collapsed_50, %307 : tensor<16384x4096xbf16>, tensor<4096x16384xbf16>) outs(%309 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %expanded_51 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [8, 2048, 16384] : tensor<16384x16384xbf16> into tensor<8x2048x16384xbf16>
    %311 = tensor.empty() : tensor<8x2048x16384xbf16>
    %312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %expanded_51 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%311 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %313 = tensor.empty() : tensor<8x2048x16384xbf16>
    %314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51, %expanded_46 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%313 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %315 = tensor.empty() : tensor<16384x8x2048xbf16>
    %316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<8x2048x16384xbf16>) outs(%315 : tensor<16384x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16384x8x2048xbf16>
    %collapsed_52 = tensor.collapse_shape %316 [[0], [1, 2]] : tensor<16384x8x2048xbf16> into tensor<16384x16384xbf16>
    %317 = tensor.empty() : tensor<16384x4096xbf16>
    %318 = linalg.fill ins(%cst_7 : bf16) outs(%317 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %319 = linalg.matmul ins(%collapsed_52, %collapsed_44 : tensor<16384x16384xbf16>, tensor<16384x4096xbf16>) outs(%318 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %320 = tensor.empty() : tensor<4096x16384xbf16>
    %321 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%319 : tensor<16384x4096xbf16>) outs(%320 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x16384xbf16>
    %collapsed_53 = tensor.collapse_shape %312 [[0, 1], [2]] : tensor<8x2048x16384xbf16> into tensor<16384x16384xbf16>
    %322 = tensor.empty() : tensor<16384x4096xbf16>
    %323 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<4096x16384xbf16>) outs(%322 : tensor<16384x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16384x4096xbf16>
    %324 = tensor.empty() : tensor<16384x4096xbf16>
    %325 = linalg.fill ins(%cst_7 : bf16) outs(%324 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %326 = linalg.matmul ins(%collapsed_53, %323 : tensor<16384x16384xbf16>, tensor<16384x4096xbf16>) outs(%325 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_54 = tensor.expand_shape %326 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %327 = tensor.empty() : tensor<8x2048x16384xbf16>
    %328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %314 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%327 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %329 = tensor.empty() : tensor<8x2048x16384xbf16>
    %330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %259 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%329 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %331 = tensor.empty() : tensor<8x2048x16384xbf16>
    %332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %263 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%331 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %333 = tensor.empty() : tensor<8x2048x16384xbf16>
    %334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330, %332 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%333 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %335 = tensor.empty() : tensor<16384x8x2048xbf16>
    %336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<8x2048x16384xbf16>) outs(%335 : tensor<16384x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16384x8x2048xbf16>
    %collapsed_55 = tensor.collapse_shape %336 [[0], [1, 2]] : tensor<16384x8x2048xbf16> into tensor<16384x16384xbf16>
    %337 = tensor.empty() : tensor<16384x4096xbf16>
    %338 = linalg.fill ins(%cst_7 : bf16) outs(%337 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %339 = linalg.matmul ins(%collapsed_55, %collapsed_44 : tensor<16384x16384xbf16>, tensor<16384x4096xbf16>) outs(%338 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %340 = tensor.empty() : tensor<4096x16384xbf16>
    %341 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%339 : tensor<16384x4096xbf16>) outs(%340 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x16384xbf16>
    %collapsed_56 = tensor.collapse_shape %334 [[0, 1], [2]] : tensor<8x2048x16384xbf16> into tensor<16384x16384xbf16>
    %342 = tensor.empty() : tensor<16384x4096xbf16>
    %343 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<4096x16384xbf16>) outs(%342 : tensor<16384x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16384x4096xbf16>
    %344 = tensor.empty() : tensor<16384x4096xbf16>
    %345 = linalg.fill ins(%cst_7 : bf16) outs(%344 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %346 = linalg.matmul ins(%collapsed_56, %343 : tensor<16384x16384xbf16>, tensor<16384x4096xbf16>) outs(%345 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_57 = tensor.expand_shape %346 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %347 = tensor.empty() : tensor<8x2048x4096xbf16>
    %348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %expanded_57 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%347 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %349 = tensor.empty() : tensor<8x2048x4096xbf16>
    %350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %348 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%349 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %351 = tensor.empty() : tensor<4096xbf16>
    %352 = linalg.fill ins(%cst_7 : bf16) outs(%351 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%350 : tensor<8x2048x4096xbf16>) outs(%352 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %expanded_58 = tensor.expand_shape %353 [[0, 1, 2]] output_shape [1, 1, 4096] : tensor<4096xbf16> into tensor<1x1x4096xbf16>
    %354 = tensor.empty() : tensor<8x2048x4096xbf16>
    %355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %246 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%354 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %356 = tensor.empty() : tensor<4096xbf16>
    %357 = linalg.fill ins(%cst_7 : bf16) outs(%356 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_58 : tensor<1x1x4096xbf16>) outs(%357 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %359 = tensor.empty() : tensor<8x2048x4096xbf16>
    %360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %355 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%359 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %361 = tensor.empty() : tensor<8x2048xbf16>
    %362 = linalg.fill ins(%cst_7 : bf16) outs(%361 : tensor<8x2048xbf16>) -> tensor<8x2048xbf16>
    %363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%360 : tensor<8x2048x4096xbf16>) outs(%362 : tensor<8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048xbf16>
    %expanded_59 = tensor.expand_shape %363 [[0], [1, 2]] output_shape [8, 2048, 1] : tensor<8x2048xbf16> into tensor<8x2048x1xbf16>
    %364 = tensor.empty() : tensor<8x2048x4096xbf16>
    %365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %242 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%364 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %366 = tensor.empty() : tensor<8x2048x4096xbf16>
    %367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %365 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%366 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %368 = tensor.empty() : tensor<8x2048x1xbf16>
    %369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59, %240 : tensor<8x2048x1xbf16>, tensor<8x2048x1xbf16>) outs(%368 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %370 = tensor.empty() : tensor<8x2048x1xf32>
    %371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<8x2048x1xbf16>) outs(%370 : tensor<8x2048x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x1xf32>
    %372 = tensor.empty() : tensor<8x2048x1xf32>
    %373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<8x2048x1xf32>) outs(%372 : tensor<8x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.divf %in, %cst_9 : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x1xf32>
    %374 = tensor.empty() : tensor<8x2048xf32>
    %375 = linalg.fill ins(%cst_10 : f32) outs(%374 : tensor<8x2048xf32>) -> tensor<8x2048xf32>
    %376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%373 : tensor<8x2048x1xf32>) outs(%375 : tensor<8x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048xf32>
    %377 = tensor.empty() : tensor<8x2048xbf16>
    %378 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%376 : tensor<8x2048xf32>) outs(%377 : tensor<8x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048xbf16>
    %379 = tensor.empty() : tensor<8x2048x4096xbf16>
    %380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<8x2048xbf16>) outs(%379 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %381 = tensor.empty() : tensor<8x2048x4096xbf16>
    %382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %380 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%381 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %383 = tensor.empty() : tensor<8x2048x4096xbf16>
    %384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %382 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%383 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %385 = tensor.empty() : tensor<8x2048x4096xbf16>
    %386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %221 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%385 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %387 = tensor.empty() : tensor<8x2048x4096xbf16>
    %388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384, %386 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%387 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %389 = tensor.empty() : tensor<4096x8x2048xbf16>
    %390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<8x2048x4096xbf16>) outs(%389 : tensor<4096x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x8x2048xbf16>
    %collapsed_60 = tensor.collapse_shape %390 [[0], [1, 2]] : tensor<4096x8x2048xbf16> into tensor<4096x16384xbf16>
    %391 = tensor.empty() : tensor<4096x4096xbf16>
    %392 = linalg.fill ins(%cst_7 : bf16) outs(%391 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %393 = linalg.matmul ins(%collapsed_60, %collapsed_41 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>) outs(%392 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %394 = tensor.empty() : tensor<4096x4096xbf16>
    %395 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%393 : tensor<4096x4096xbf16>) outs(%394 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_61 = tensor.collapse_shape %388 [[0, 1], [2]] : tensor<8x2048x4096xbf16> into tensor<16384x4096xbf16>
    %396 = tensor.empty() : tensor<4096x4096xbf16>
    %397 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<4096x4096xbf16>) outs(%396 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %398 = tensor.empty() : tensor<16384x4096xbf16>
    %399 = linalg.fill ins(%cst_7 : bf16) outs(%398 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %400 = linalg.matmul ins(%collapsed_61, %397 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%399 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_62 = tensor.expand_shape %400 [[0, 1], [2, 3]] output_shape [8, 2048, 32, 128] : tensor<16384x4096xbf16> into tensor<8x2048x32x128xbf16>
    %401 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<8x2048x32x128xbf16>) outs(%401 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %403 = tensor.empty() : tensor<8x32x128x2048xbf16>
    %404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402 : tensor<8x32x2048x128xbf16>) outs(%403 : tensor<8x32x128x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x128x2048xbf16>
    %collapsed_63 = tensor.collapse_shape %404 [[0, 1], [2], [3]] : tensor<8x32x128x2048xbf16> into tensor<256x128x2048xbf16>
    %405 = tensor.empty() : tensor<256x128x2048xbf16>
    %406 = linalg.fill ins(%cst_7 : bf16) outs(%405 : tensor<256x128x2048xbf16>) -> tensor<256x128x2048xbf16>
    %407 = linalg.batch_matmul ins(%collapsed_63, %collapsed_38 : tensor<256x128x2048xbf16>, tensor<256x2048x2048xbf16>) outs(%406 : tensor<256x128x2048xbf16>) -> tensor<256x128x2048xbf16>
    %expanded_64 = tensor.expand_shape %407 [[0, 1], [2], [3]] output_shape [8, 32, 128, 2048] : tensor<256x128x2048xbf16> into tensor<8x32x128x2048xbf16>
    %408 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<8x32x128x2048xbf16>) outs(%408 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %410 = tensor.empty() : tensor<8x32x128x2048xbf16>
    %411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<8x32x2048x128xbf16>) outs(%410 : tensor<8x32x128x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x128x2048xbf16>
    %collapsed_65 = tensor.collapse_shape %402 [[0, 1], [2], [3]] : tensor<8x32x2048x128xbf16> into tensor<256x2048x128xbf16>
    %collapsed_66 = tensor.collapse_shape %411 [[0, 1], [2], [3]] : tensor<8x32x128x2048xbf16> into tensor<256x128x2048xbf16>
    %412 = tensor.empty() : tensor<256x2048x2048xbf16>
    %413 = linalg.fill ins(%cst_7 : bf16) outs(%412 : tensor<256x2048x2048xbf16>) -> tensor<256x2048x2048xbf16>
    %414 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<256x2048x128xbf16>, tensor<256x128x2048xbf16>) outs(%413 : tensor<256x2048x2048xbf16>) -> tensor<256x2048x2048xbf16>
    %expanded_67 = tensor.expand_shape %414 [[0, 1], [2], [3]] output_shape [8, 32, 2048, 2048] : tensor<256x2048x2048xbf16> into tensor<8x32x2048x2048xbf16>
    %415 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<8x32x2048x1xbf16>) outs(%415 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %417 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_67, %416 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%417 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %419 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %196 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%419 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %421 = tensor.empty() : tensor<8x32x2048xbf16>
    %422 = linalg.fill ins(%cst_7 : bf16) outs(%421 : tensor<8x32x2048xbf16>) -> tensor<8x32x2048xbf16>
    %423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%420 : tensor<8x32x2048x2048xbf16>) outs(%422 : tensor<8x32x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048xbf16>
    %424 = tensor.empty() : tensor<8x32x2048xbf16>
    %425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<8x32x2048xbf16>) outs(%424 : tensor<8x32x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.negf %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048xbf16>
    %426 = tensor.empty() : tensor<8x32x2048xf32>
    %427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<8x32x2048xbf16>) outs(%426 : tensor<8x32x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x32x2048xf32>
    %expanded_68 = tensor.expand_shape %427 [[0], [1], [2, 3]] output_shape [8, 32, 2048, 1] : tensor<8x32x2048xf32> into tensor<8x32x2048x1xf32>
    %428 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_67, %205 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%428 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %430 = tensor.empty() : tensor<8x32x2048xf32>
    %431 = linalg.fill ins(%cst_10 : f32) outs(%430 : tensor<8x32x2048xf32>) -> tensor<8x32x2048xf32>
    %432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_68 : tensor<8x32x2048x1xf32>) outs(%431 : tensor<8x32x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x32x2048xf32>
    %433 = tensor.empty() : tensor<8x32x2048xbf16>
    %434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<8x32x2048xf32>) outs(%433 : tensor<8x32x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048xbf16>
    %435 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434 : tensor<8x32x2048xbf16>) outs(%435 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %437 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %436 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%437 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %439 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %196 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%439 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %441 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %48 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%441 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %443 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442 : tensor<8x32x2048x2048xbf16>) outs(%443 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %collapsed_69 = tensor.collapse_shape %444 [[0, 1], [2], [3]] : tensor<8x32x2048x2048xbf16> into tensor<256x2048x2048xbf16>
    %445 = tensor.empty() : tensor<256x2048x128xbf16>
    %446 = linalg.fill ins(%cst_7 : bf16) outs(%445 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %447 = linalg.batch_matmul ins(%collapsed_69, %collapsed_34 : tensor<256x2048x2048xbf16>, tensor<256x2048x128xbf16>) outs(%446 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %expanded_70 = tensor.expand_shape %447 [[0, 1], [2], [3]] output_shape [8, 32, 2048, 128] : tensor<256x2048x128xbf16> into tensor<8x32x2048x128xbf16>
    %448 = tensor.empty() : tensor<8x32x128x2048xbf16>
    %449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<8x32x2048x128xbf16>) outs(%448 : tensor<8x32x128x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x128x2048xbf16>
    %450 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<8x32x128x2048xbf16>) outs(%450 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %collapsed_71 = tensor.collapse_shape %442 [[0, 1], [2], [3]] : tensor<8x32x2048x2048xbf16> into tensor<256x2048x2048xbf16>
    %collapsed_72 = tensor.collapse_shape %451 [[0, 1], [2], [3]] : tensor<8x32x2048x128xbf16> into tensor<256x2048x128xbf16>
    %452 = tensor.empty() : tensor<256x2048x128xbf16>
    %453 = linalg.fill ins(%cst_7 : bf16) outs(%452 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %454 = linalg.batch_matmul ins(%collapsed_71, %collapsed_72 : tensor<256x2048x2048xbf16>, tensor<256x2048x128xbf16>) outs(%453 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %expanded_73 = tensor.expand_shape %454 [[0, 1], [2], [3]] output_shape [8, 32, 2048, 128] : tensor<256x2048x128xbf16> into tensor<8x32x2048x128xbf16>
    %455 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449 : tensor<8x32x128x2048xbf16>) outs(%455 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %457 = tensor.empty() : tensor<8x2048x32x128xbf16>
    %458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409 : tensor<8x32x2048x128xbf16>) outs(%457 : tensor<8x2048x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x32x128xbf16>
    %collapsed_74 = tensor.collapse_shape %458 [[0], [1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<8x2048x4096xbf16>
    %459 = tensor.empty() : tensor<4096x8x2048xbf16>
    %460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_74 : tensor<8x2048x4096xbf16>) outs(%459 : tensor<4096x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x8x2048xbf16>
    %collapsed_75 = tensor.collapse_shape %460 [[0], [1, 2]] : tensor<4096x8x2048xbf16> into tensor<4096x16384xbf16>
    %461 = tensor.empty() : tensor<4096x4096xbf16>
    %462 = linalg.fill ins(%cst_7 : bf16) outs(%461 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %463 = linalg.matmul ins(%collapsed_75, %collapsed_30 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>) outs(%462 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %464 = tensor.empty() : tensor<4096x4096xbf16>
    %465 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%463 : tensor<4096x4096xbf16>) outs(%464 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_76 = tensor.collapse_shape %458 [[0, 1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<16384x4096xbf16>
    %466 = tensor.empty() : tensor<4096x4096xbf16>
    %467 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<4096x4096xbf16>) outs(%466 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %468 = tensor.empty() : tensor<16384x4096xbf16>
    %469 = linalg.fill ins(%cst_7 : bf16) outs(%468 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %470 = linalg.matmul ins(%collapsed_76, %467 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%469 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_77 = tensor.expand_shape %470 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %471 = tensor.empty() : tensor<8x2048x32x128xbf16>
    %472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456 : tensor<8x32x2048x128xbf16>) outs(%471 : tensor<8x2048x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x32x128xbf16>
    %collapsed_78 = tensor.collapse_shape %472 [[0], [1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<8x2048x4096xbf16>
    %473 = tensor.empty() : tensor<4096x8x2048xbf16>
    %474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_78 : tensor<8x2048x4096xbf16>) outs(%473 : tensor<4096x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x8x2048xbf16>
    %collapsed_79 = tensor.collapse_shape %474 [[0], [1, 2]] : tensor<4096x8x2048xbf16> into tensor<4096x16384xbf16>
    %475 = tensor.empty() : tensor<4096x4096xbf16>
    %476 = linalg.fill ins(%cst_7 : bf16) outs(%475 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %477 = linalg.matmul ins(%collapsed_79, %collapsed_30 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>) outs(%476 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %478 = tensor.empty() : tensor<4096x4096xbf16>
    %479 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%477 : tensor<4096x4096xbf16>) outs(%478 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_80 = tensor.collapse_shape %472 [[0, 1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<16384x4096xbf16>
    %480 = tensor.empty() : tensor<4096x4096xbf16>
    %481 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<4096x4096xbf16>) outs(%480 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %482 = tensor.empty() : tensor<16384x4096xbf16>
    %483 = linalg.fill ins(%cst_7 : bf16) outs(%482 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %484 = linalg.matmul ins(%collapsed_80, %481 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%483 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_81 = tensor.expand_shape %484 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %485 = tensor.empty() : tensor<8x2048x4096xbf16>
    %486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77, %expanded_81 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%485 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %487 = tensor.empty() : tensor<8x2048x32x128xbf16>
    %488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<8x32x2048x128xbf16>) outs(%487 : tensor<8x2048x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x32x128xbf16>
    %collapsed_82 = tensor.collapse_shape %488 [[0], [1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<8x2048x4096xbf16>
    %489 = tensor.empty() : tensor<4096x8x2048xbf16>
    %490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_82 : tensor<8x2048x4096xbf16>) outs(%489 : tensor<4096x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x8x2048xbf16>
    %collapsed_83 = tensor.collapse_shape %490 [[0], [1, 2]] : tensor<4096x8x2048xbf16> into tensor<4096x16384xbf16>
    %491 = tensor.empty() : tensor<4096x4096xbf16>
    %492 = linalg.fill ins(%cst_7 : bf16) outs(%491 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %493 = linalg.matmul ins(%collapsed_83, %collapsed_30 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>) outs(%492 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %494 = tensor.empty() : tensor<4096x4096xbf16>
    %495 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%493 : tensor<4096x4096xbf16>) outs(%494 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_84 = tensor.collapse_shape %488 [[0, 1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<16384x4096xbf16>
    %496 = tensor.empty() : tensor<4096x4096xbf16>
    %497 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<4096x4096xbf16>) outs(%496 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %498 = tensor.empty() : tensor<16384x4096xbf16>
    %499 = linalg.fill ins(%cst_7 : bf16) outs(%498 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %500 = linalg.matmul ins(%collapsed_84, %497 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%499 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_85 = tensor.expand_shape %500 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %501 = tensor.empty() : tensor<8x2048x4096xbf16>
    %502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %expanded_85 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%501 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %503 = tensor.empty() : tensor<8x2048x4096xbf16>
    %504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %502 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%503 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %505 = tensor.empty() : tensor<4096xbf16>
    %506 = linalg.fill ins(%cst_7 : bf16) outs(%505 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %507 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%504 : tensor<8x2048x4096xbf16>) outs(%506 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %expanded_86 = tensor.expand_shape %507 [[0, 1, 2]] output_shape [1, 1, 4096] : tensor<4096xbf16> into tensor<1x1x4096xbf16>
    %508 = tensor.empty() : tensor<8x2048x4096xbf16>
    %509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502, %163 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%508 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %510 = tensor.empty() : tensor<4096xbf16>
    %511 = linalg.fill ins(%cst_7 : bf16) outs(%510 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_86 : tensor<1x1x4096xbf16>) outs(%511 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %513 = tensor.empty() : tensor<8x2048x4096xbf16>
    %514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %509 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%513 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %515 = tensor.empty() : tensor<8x2048xbf16>
    %516 = linalg.fill ins(%cst_7 : bf16) outs(%515 : tensor<8x2048xbf16>) -> tensor<8x2048xbf16>
    %517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%514 : tensor<8x2048x4096xbf16>) outs(%516 : tensor<8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048xbf16>
    %expanded_87 = tensor.expand_shape %517 [[0], [1, 2]] output_shape [8, 2048, 1] : tensor<8x2048xbf16> into tensor<8x2048x1xbf16>
    %518 = tensor.empty() : tensor<8x2048x4096xbf16>
    %519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %159 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%518 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %520 = tensor.empty() : tensor<8x2048x4096xbf16>
    %521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %519 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%520 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %522 = tensor.empty() : tensor<8x2048x1xbf16>
    %523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %157 : tensor<8x2048x1xbf16>, tensor<8x2048x1xbf16>) outs(%522 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %524 = tensor.empty() : tensor<8x2048x1xf32>
    %525 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<8x2048x1xbf16>) outs(%524 : tensor<8x2048x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x1xf32>
    %526 = tensor.empty() : tensor<8x2048x1xf32>
    %527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525 : tensor<8x2048x1xf32>) outs(%526 : tensor<8x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.divf %in, %cst_9 : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x1xf32>
    %528 = tensor.empty() : tensor<8x2048xf32>
    %529 = linalg.fill ins(%cst_10 : f32) outs(%528 : tensor<8x2048xf32>) -> tensor<8x2048xf32>
    %530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%527 : tensor<8x2048x1xf32>) outs(%529 : tensor<8x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048xf32>
    %531 = tensor.empty() : tensor<8x2048xbf16>
    %532 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%530 : tensor<8x2048xf32>) outs(%531 : tensor<8x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048xbf16>
    %533 = tensor.empty() : tensor<8x2048x4096xbf16>
    %534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532 : tensor<8x2048xbf16>) outs(%533 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %535 = tensor.empty() : tensor<8x2048x4096xbf16>
    %536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %534 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%535 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %537 = tensor.empty() : tensor<8x2048x4096xbf16>
    %538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521, %536 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%537 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %539 = tensor.empty() : tensor<8x2048x4096xbf16>
    %540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %138 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%539 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %541 = tensor.empty() : tensor<8x2048x4096xbf16>
    %542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %540 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%541 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %543 = tensor.empty() : tensor<4096x8x2048xbf16>
    %544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<8x2048x4096xbf16>) outs(%543 : tensor<4096x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x8x2048xbf16>
    %collapsed_88 = tensor.collapse_shape %544 [[0], [1, 2]] : tensor<4096x8x2048xbf16> into tensor<4096x16384xbf16>
    %545 = tensor.empty() : tensor<4096x16384xbf16>
    %546 = linalg.fill ins(%cst_7 : bf16) outs(%545 : tensor<4096x16384xbf16>) -> tensor<4096x16384xbf16>
    %547 = linalg.matmul ins(%collapsed_88, %collapsed_27 : tensor<4096x16384xbf16>, tensor<16384x16384xbf16>) outs(%546 : tensor<4096x16384xbf16>) -> tensor<4096x16384xbf16>
    %548 = tensor.empty() : tensor<16384x4096xbf16>
    %549 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%547 : tensor<4096x16384xbf16>) outs(%548 : tensor<16384x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16384x4096xbf16>
    %collapsed_89 = tensor.collapse_shape %542 [[0, 1], [2]] : tensor<8x2048x4096xbf16> into tensor<16384x4096xbf16>
    %550 = tensor.empty() : tensor<4096x16384xbf16>
    %551 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<16384x4096xbf16>) outs(%550 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x16384xbf16>
    %552 = tensor.empty() : tensor<16384x16384xbf16>
    %553 = linalg.fill ins(%cst_7 : bf16) outs(%552 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %554 = linalg.matmul ins(%collapsed_89, %551 : tensor<16384x4096xbf16>, tensor<4096x16384xbf16>) outs(%553 : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
    %expanded_90 = tensor.expand_shape %554 [[0, 1], [2]] output_shape [8, 2048, 16384] : tensor<16384x16384xbf16> into tensor<8x2048x16384xbf16>
    %555 = tensor.empty() : tensor<8x2048x16384xbf16>
    %556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %expanded_90 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%555 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %557 = tensor.empty() : tensor<8x2048x16384xbf16>
    %558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %expanded_26 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%557 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %559 = tensor.empty() : tensor<16384x8x2048xbf16>
    %560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556 : tensor<8x2048x16384xbf16>) outs(%559 : tensor<16384x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16384x8x2048xbf16>
    %collapsed_91 = tensor.collapse_shape %560 [[0], [1, 2]] : tensor<16384x8x2048xbf16> into tensor<16384x16384xbf16>
    %561 = tensor.empty() : tensor<16384x4096xbf16>
    %562 = linalg.fill ins(%cst_7 : bf16) outs(%561 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %563 = linalg.matmul ins(%collapsed_91, %collapsed_24 : tensor<16384x16384xbf16>, tensor<16384x4096xbf16>) outs(%562 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %564 = tensor.empty() : tensor<4096x16384xbf16>
    %565 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%563 : tensor<16384x4096xbf16>) outs(%564 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x16384xbf16>
    %collapsed_92 = tensor.collapse_shape %556 [[0, 1], [2]] : tensor<8x2048x16384xbf16> into tensor<16384x16384xbf16>
    %566 = tensor.empty() : tensor<16384x4096xbf16>
    %567 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<4096x16384xbf16>) outs(%566 : tensor<16384x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16384x4096xbf16>
    %568 = tensor.empty() : tensor<16384x4096xbf16>
    %569 = linalg.fill ins(%cst_7 : bf16) outs(%568 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %570 = linalg.matmul ins(%collapsed_92, %567 : tensor<16384x16384xbf16>, tensor<16384x4096xbf16>) outs(%569 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_93 = tensor.expand_shape %570 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %571 = tensor.empty() : tensor<8x2048x16384xbf16>
    %572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25, %558 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%571 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %573 = tensor.empty() : tensor<8x2048x16384xbf16>
    %574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558, %122 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%573 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %575 = tensor.empty() : tensor<8x2048x16384xbf16>
    %576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %126 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%575 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %577 = tensor.empty() : tensor<8x2048x16384xbf16>
    %578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574, %576 : tensor<8x2048x16384xbf16>, tensor<8x2048x16384xbf16>) outs(%577 : tensor<8x2048x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x16384xbf16>
    %579 = tensor.empty() : tensor<16384x8x2048xbf16>
    %580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<8x2048x16384xbf16>) outs(%579 : tensor<16384x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16384x8x2048xbf16>
    %collapsed_94 = tensor.collapse_shape %580 [[0], [1, 2]] : tensor<16384x8x2048xbf16> into tensor<16384x16384xbf16>
    %581 = tensor.empty() : tensor<16384x4096xbf16>
    %582 = linalg.fill ins(%cst_7 : bf16) outs(%581 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %583 = linalg.matmul ins(%collapsed_94, %collapsed_24 : tensor<16384x16384xbf16>, tensor<16384x4096xbf16>) outs(%582 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %584 = tensor.empty() : tensor<4096x16384xbf16>
    %585 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%583 : tensor<16384x4096xbf16>) outs(%584 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x16384xbf16>
    %collapsed_95 = tensor.collapse_shape %578 [[0, 1], [2]] : tensor<8x2048x16384xbf16> into tensor<16384x16384xbf16>
    %586 = tensor.empty() : tensor<16384x4096xbf16>
    %587 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<4096x16384xbf16>) outs(%586 : tensor<16384x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<16384x4096xbf16>
    %588 = tensor.empty() : tensor<16384x4096xbf16>
    %589 = linalg.fill ins(%cst_7 : bf16) outs(%588 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %590 = linalg.matmul ins(%collapsed_95, %587 : tensor<16384x16384xbf16>, tensor<16384x4096xbf16>) outs(%589 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_96 = tensor.expand_shape %590 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %591 = tensor.empty() : tensor<8x2048x4096xbf16>
    %592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %expanded_96 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%591 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %593 = tensor.empty() : tensor<8x2048x4096xbf16>
    %594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %592 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%593 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %595 = tensor.empty() : tensor<4096xbf16>
    %596 = linalg.fill ins(%cst_7 : bf16) outs(%595 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %597 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%594 : tensor<8x2048x4096xbf16>) outs(%596 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %expanded_97 = tensor.expand_shape %597 [[0, 1, 2]] output_shape [1, 1, 4096] : tensor<4096xbf16> into tensor<1x1x4096xbf16>
    %598 = tensor.empty() : tensor<8x2048x4096xbf16>
    %599 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592, %109 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%598 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %600 = tensor.empty() : tensor<4096xbf16>
    %601 = linalg.fill ins(%cst_7 : bf16) outs(%600 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_97 : tensor<1x1x4096xbf16>) outs(%601 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %603 = tensor.empty() : tensor<8x2048x4096xbf16>
    %604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %599 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%603 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %605 = tensor.empty() : tensor<8x2048xbf16>
    %606 = linalg.fill ins(%cst_7 : bf16) outs(%605 : tensor<8x2048xbf16>) -> tensor<8x2048xbf16>
    %607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%604 : tensor<8x2048x4096xbf16>) outs(%606 : tensor<8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048xbf16>
    %expanded_98 = tensor.expand_shape %607 [[0], [1, 2]] output_shape [8, 2048, 1] : tensor<8x2048xbf16> into tensor<8x2048x1xbf16>
    %608 = tensor.empty() : tensor<8x2048x4096xbf16>
    %609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599, %105 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%608 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %610 = tensor.empty() : tensor<8x2048x4096xbf16>
    %611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542, %609 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%610 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %612 = tensor.empty() : tensor<8x2048x1xbf16>
    %613 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %103 : tensor<8x2048x1xbf16>, tensor<8x2048x1xbf16>) outs(%612 : tensor<8x2048x1xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x1xbf16>
    %614 = tensor.empty() : tensor<8x2048x1xf32>
    %615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613 : tensor<8x2048x1xbf16>) outs(%614 : tensor<8x2048x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x1xf32>
    %616 = tensor.empty() : tensor<8x2048x1xf32>
    %617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<8x2048x1xf32>) outs(%616 : tensor<8x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.divf %in, %cst_9 : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048x1xf32>
    %618 = tensor.empty() : tensor<8x2048xf32>
    %619 = linalg.fill ins(%cst_10 : f32) outs(%618 : tensor<8x2048xf32>) -> tensor<8x2048xf32>
    %620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%617 : tensor<8x2048x1xf32>) outs(%619 : tensor<8x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x2048xf32>
    %621 = tensor.empty() : tensor<8x2048xbf16>
    %622 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%620 : tensor<8x2048xf32>) outs(%621 : tensor<8x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048xbf16>
    %623 = tensor.empty() : tensor<8x2048x4096xbf16>
    %624 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622 : tensor<8x2048xbf16>) outs(%623 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x4096xbf16>
    %625 = tensor.empty() : tensor<8x2048x4096xbf16>
    %626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %624 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%625 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %627 = tensor.empty() : tensor<8x2048x4096xbf16>
    %628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611, %626 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%627 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %629 = tensor.empty() : tensor<8x2048x4096xbf16>
    %630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624, %84 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%629 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %631 = tensor.empty() : tensor<8x2048x4096xbf16>
    %632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %630 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%631 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %633 = tensor.empty() : tensor<4096x8x2048xbf16>
    %634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632 : tensor<8x2048x4096xbf16>) outs(%633 : tensor<4096x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x8x2048xbf16>
    %collapsed_99 = tensor.collapse_shape %634 [[0], [1, 2]] : tensor<4096x8x2048xbf16> into tensor<4096x16384xbf16>
    %635 = tensor.empty() : tensor<4096x4096xbf16>
    %636 = linalg.fill ins(%cst_7 : bf16) outs(%635 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %637 = linalg.matmul ins(%collapsed_99, %collapsed_21 : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>) outs(%636 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %638 = tensor.empty() : tensor<4096x4096xbf16>
    %639 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%637 : tensor<4096x4096xbf16>) outs(%638 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_100 = tensor.collapse_shape %632 [[0, 1], [2]] : tensor<8x2048x4096xbf16> into tensor<16384x4096xbf16>
    %640 = tensor.empty() : tensor<4096x4096xbf16>
    %641 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<4096x4096xbf16>) outs(%640 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %642 = tensor.empty() : tensor<16384x4096xbf16>
    %643 = linalg.fill ins(%cst_7 : bf16) outs(%642 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %644 = linalg.matmul ins(%collapsed_100, %641 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%643 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_101 = tensor.expand_shape %644 [[0, 1], [2, 3]] output_shape [8, 2048, 32, 128] : tensor<16384x4096xbf16> into tensor<8x2048x32x128xbf16>
    %645 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<8x2048x32x128xbf16>) outs(%645 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %647 = tensor.empty() : tensor<8x32x128x2048xbf16>
    %648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%646 : tensor<8x32x2048x128xbf16>) outs(%647 : tensor<8x32x128x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x128x2048xbf16>
    %collapsed_102 = tensor.collapse_shape %648 [[0, 1], [2], [3]] : tensor<8x32x128x2048xbf16> into tensor<256x128x2048xbf16>
    %649 = tensor.empty() : tensor<256x128x2048xbf16>
    %650 = linalg.fill ins(%cst_7 : bf16) outs(%649 : tensor<256x128x2048xbf16>) -> tensor<256x128x2048xbf16>
    %651 = linalg.batch_matmul ins(%collapsed_102, %collapsed_18 : tensor<256x128x2048xbf16>, tensor<256x2048x2048xbf16>) outs(%650 : tensor<256x128x2048xbf16>) -> tensor<256x128x2048xbf16>
    %expanded_103 = tensor.expand_shape %651 [[0, 1], [2], [3]] output_shape [8, 32, 128, 2048] : tensor<256x128x2048xbf16> into tensor<8x32x128x2048xbf16>
    %652 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %653 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<8x32x128x2048xbf16>) outs(%652 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %654 = tensor.empty() : tensor<8x32x128x2048xbf16>
    %655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<8x32x2048x128xbf16>) outs(%654 : tensor<8x32x128x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x128x2048xbf16>
    %collapsed_104 = tensor.collapse_shape %646 [[0, 1], [2], [3]] : tensor<8x32x2048x128xbf16> into tensor<256x2048x128xbf16>
    %collapsed_105 = tensor.collapse_shape %655 [[0, 1], [2], [3]] : tensor<8x32x128x2048xbf16> into tensor<256x128x2048xbf16>
    %656 = tensor.empty() : tensor<256x2048x2048xbf16>
    %657 = linalg.fill ins(%cst_7 : bf16) outs(%656 : tensor<256x2048x2048xbf16>) -> tensor<256x2048x2048xbf16>
    %658 = linalg.batch_matmul ins(%collapsed_104, %collapsed_105 : tensor<256x2048x128xbf16>, tensor<256x128x2048xbf16>) outs(%657 : tensor<256x2048x2048xbf16>) -> tensor<256x2048x2048xbf16>
    %expanded_106 = tensor.expand_shape %658 [[0, 1], [2], [3]] output_shape [8, 32, 2048, 2048] : tensor<256x2048x2048xbf16> into tensor<8x32x2048x2048xbf16>
    %659 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %660 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<8x32x2048x1xbf16>) outs(%659 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %661 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106, %660 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%661 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %663 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%662, %59 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%663 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %665 = tensor.empty() : tensor<8x32x2048xbf16>
    %666 = linalg.fill ins(%cst_7 : bf16) outs(%665 : tensor<8x32x2048xbf16>) -> tensor<8x32x2048xbf16>
    %667 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%664 : tensor<8x32x2048x2048xbf16>) outs(%666 : tensor<8x32x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048xbf16>
    %668 = tensor.empty() : tensor<8x32x2048xbf16>
    %669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667 : tensor<8x32x2048xbf16>) outs(%668 : tensor<8x32x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.negf %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048xbf16>
    %670 = tensor.empty() : tensor<8x32x2048xf32>
    %671 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669 : tensor<8x32x2048xbf16>) outs(%670 : tensor<8x32x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %827 = arith.extf %in : bf16 to f32
      linalg.yield %827 : f32
    } -> tensor<8x32x2048xf32>
    %expanded_107 = tensor.expand_shape %671 [[0], [1], [2, 3]] output_shape [8, 32, 2048, 1] : tensor<8x32x2048xf32> into tensor<8x32x2048x1xf32>
    %672 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106, %68 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%672 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %674 = tensor.empty() : tensor<8x32x2048xf32>
    %675 = linalg.fill ins(%cst_10 : f32) outs(%674 : tensor<8x32x2048xf32>) -> tensor<8x32x2048xf32>
    %676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_107 : tensor<8x32x2048x1xf32>) outs(%675 : tensor<8x32x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %827 = arith.addf %out, %in : f32
      linalg.yield %827 : f32
    } -> tensor<8x32x2048xf32>
    %677 = tensor.empty() : tensor<8x32x2048xbf16>
    %678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676 : tensor<8x32x2048xf32>) outs(%677 : tensor<8x32x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %827 = arith.truncf %in : f32 to bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048xbf16>
    %679 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678 : tensor<8x32x2048xbf16>) outs(%679 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %681 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673, %680 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%681 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %683 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%682, %59 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%683 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %685 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %686 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %48 : tensor<8x32x2048x2048xbf16>, tensor<8x32x2048x2048xbf16>) outs(%685 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.divf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %687 = tensor.empty() : tensor<8x32x2048x2048xbf16>
    %688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%686 : tensor<8x32x2048x2048xbf16>) outs(%687 : tensor<8x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x2048xbf16>
    %collapsed_108 = tensor.collapse_shape %688 [[0, 1], [2], [3]] : tensor<8x32x2048x2048xbf16> into tensor<256x2048x2048xbf16>
    %689 = tensor.empty() : tensor<256x2048x128xbf16>
    %690 = linalg.fill ins(%cst_7 : bf16) outs(%689 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %691 = linalg.batch_matmul ins(%collapsed_108, %collapsed_14 : tensor<256x2048x2048xbf16>, tensor<256x2048x128xbf16>) outs(%690 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %expanded_109 = tensor.expand_shape %691 [[0, 1], [2], [3]] output_shape [8, 32, 2048, 128] : tensor<256x2048x128xbf16> into tensor<8x32x2048x128xbf16>
    %692 = tensor.empty() : tensor<8x32x128x2048xbf16>
    %693 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<8x32x2048x128xbf16>) outs(%692 : tensor<8x32x128x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x128x2048xbf16>
    %694 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<8x32x128x2048xbf16>) outs(%694 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %collapsed_110 = tensor.collapse_shape %686 [[0, 1], [2], [3]] : tensor<8x32x2048x2048xbf16> into tensor<256x2048x2048xbf16>
    %collapsed_111 = tensor.collapse_shape %695 [[0, 1], [2], [3]] : tensor<8x32x2048x128xbf16> into tensor<256x2048x128xbf16>
    %696 = tensor.empty() : tensor<256x2048x128xbf16>
    %697 = linalg.fill ins(%cst_7 : bf16) outs(%696 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %698 = linalg.batch_matmul ins(%collapsed_110, %collapsed_111 : tensor<256x2048x2048xbf16>, tensor<256x2048x128xbf16>) outs(%697 : tensor<256x2048x128xbf16>) -> tensor<256x2048x128xbf16>
    %expanded_112 = tensor.expand_shape %698 [[0, 1], [2], [3]] output_shape [8, 32, 2048, 128] : tensor<256x2048x128xbf16> into tensor<8x32x2048x128xbf16>
    %699 = tensor.empty() : tensor<8x32x2048x128xbf16>
    %700 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%693 : tensor<8x32x128x2048xbf16>) outs(%699 : tensor<8x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x32x2048x128xbf16>
    %701 = tensor.empty() : tensor<8x2048x32x128xbf16>
    %702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653 : tensor<8x32x2048x128xbf16>) outs(%701 : tensor<8x2048x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x32x128xbf16>
    %collapsed_113 = tensor.collapse_shape %702 [[0], [1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<8x2048x4096xbf16>
    %703 = tensor.empty() : tensor<4096x8x2048xbf16>
    %704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_113 : tensor<8x2048x4096xbf16>) outs(%703 : tensor<4096x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x8x2048xbf16>
    %collapsed_114 = tensor.collapse_shape %704 [[0], [1, 2]] : tensor<4096x8x2048xbf16> into tensor<4096x16384xbf16>
    %705 = tensor.empty() : tensor<4096x4096xbf16>
    %706 = linalg.fill ins(%cst_7 : bf16) outs(%705 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %707 = linalg.matmul ins(%collapsed_114, %collapsed : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>) outs(%706 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %708 = tensor.empty() : tensor<4096x4096xbf16>
    %709 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%707 : tensor<4096x4096xbf16>) outs(%708 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_115 = tensor.collapse_shape %702 [[0, 1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<16384x4096xbf16>
    %710 = tensor.empty() : tensor<4096x4096xbf16>
    %711 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<4096x4096xbf16>) outs(%710 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %712 = tensor.empty() : tensor<16384x4096xbf16>
    %713 = linalg.fill ins(%cst_7 : bf16) outs(%712 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %714 = linalg.matmul ins(%collapsed_115, %711 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%713 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_116 = tensor.expand_shape %714 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %715 = tensor.empty() : tensor<8x2048x32x128xbf16>
    %716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%700 : tensor<8x32x2048x128xbf16>) outs(%715 : tensor<8x2048x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x32x128xbf16>
    %collapsed_117 = tensor.collapse_shape %716 [[0], [1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<8x2048x4096xbf16>
    %717 = tensor.empty() : tensor<4096x8x2048xbf16>
    %718 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_117 : tensor<8x2048x4096xbf16>) outs(%717 : tensor<4096x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x8x2048xbf16>
    %collapsed_118 = tensor.collapse_shape %718 [[0], [1, 2]] : tensor<4096x8x2048xbf16> into tensor<4096x16384xbf16>
    %719 = tensor.empty() : tensor<4096x4096xbf16>
    %720 = linalg.fill ins(%cst_7 : bf16) outs(%719 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %721 = linalg.matmul ins(%collapsed_118, %collapsed : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>) outs(%720 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %722 = tensor.empty() : tensor<4096x4096xbf16>
    %723 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%721 : tensor<4096x4096xbf16>) outs(%722 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_119 = tensor.collapse_shape %716 [[0, 1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<16384x4096xbf16>
    %724 = tensor.empty() : tensor<4096x4096xbf16>
    %725 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<4096x4096xbf16>) outs(%724 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %726 = tensor.empty() : tensor<16384x4096xbf16>
    %727 = linalg.fill ins(%cst_7 : bf16) outs(%726 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %728 = linalg.matmul ins(%collapsed_119, %725 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%727 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_120 = tensor.expand_shape %728 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %729 = tensor.empty() : tensor<8x2048x4096xbf16>
    %730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %expanded_120 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%729 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %731 = tensor.empty() : tensor<8x2048x32x128xbf16>
    %732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<8x32x2048x128xbf16>) outs(%731 : tensor<8x2048x32x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x2048x32x128xbf16>
    %collapsed_121 = tensor.collapse_shape %732 [[0], [1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<8x2048x4096xbf16>
    %733 = tensor.empty() : tensor<4096x8x2048xbf16>
    %734 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_121 : tensor<8x2048x4096xbf16>) outs(%733 : tensor<4096x8x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x8x2048xbf16>
    %collapsed_122 = tensor.collapse_shape %734 [[0], [1, 2]] : tensor<4096x8x2048xbf16> into tensor<4096x16384xbf16>
    %735 = tensor.empty() : tensor<4096x4096xbf16>
    %736 = linalg.fill ins(%cst_7 : bf16) outs(%735 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %737 = linalg.matmul ins(%collapsed_122, %collapsed : tensor<4096x16384xbf16>, tensor<16384x4096xbf16>) outs(%736 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %738 = tensor.empty() : tensor<4096x4096xbf16>
    %739 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%737 : tensor<4096x4096xbf16>) outs(%738 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %collapsed_123 = tensor.collapse_shape %732 [[0, 1], [2, 3]] : tensor<8x2048x32x128xbf16> into tensor<16384x4096xbf16>
    %740 = tensor.empty() : tensor<4096x4096xbf16>
    %741 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<4096x4096xbf16>) outs(%740 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x4096xbf16>
    %742 = tensor.empty() : tensor<16384x4096xbf16>
    %743 = linalg.fill ins(%cst_7 : bf16) outs(%742 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %744 = linalg.matmul ins(%collapsed_123, %741 : tensor<16384x4096xbf16>, tensor<4096x4096xbf16>) outs(%743 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %expanded_124 = tensor.expand_shape %744 [[0, 1], [2]] output_shape [8, 2048, 4096] : tensor<16384x4096xbf16> into tensor<8x2048x4096xbf16>
    %745 = tensor.empty() : tensor<8x2048x4096xbf16>
    %746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %expanded_124 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%745 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.addf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %747 = tensor.empty() : tensor<8x2048x4096xbf16>
    %748 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %746 : tensor<8x2048x4096xbf16>, tensor<8x2048x4096xbf16>) outs(%747 : tensor<8x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.mulf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<8x2048x4096xbf16>
    %749 = tensor.empty() : tensor<4096xbf16>
    %750 = linalg.fill ins(%cst_7 : bf16) outs(%749 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %751 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%748 : tensor<8x2048x4096xbf16>) outs(%750 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %expanded_125 = tensor.expand_shape %751 [[0, 1, 2]] output_shape [1, 1, 4096] : tensor<4096xbf16> into tensor<1x1x4096xbf16>
    %752 = tensor.empty() : tensor<4096xbf16>
    %753 = linalg.fill ins(%cst_7 : bf16) outs(%752 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_125 : tensor<1x1x4096xbf16>) outs(%753 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.addf %out, %in : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %755 = tensor.empty() : tensor<4096xbf16>
    %756 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%754 : tensor<4096xbf16>) outs(%755 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %757 = tensor.empty() : tensor<4096xbf16>
    %758 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %756 : tensor<4096xbf16>, tensor<4096xbf16>) outs(%757 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %759 = tensor.empty() : tensor<4096xbf16>
    %760 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%602 : tensor<4096xbf16>) outs(%759 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %761 = tensor.empty() : tensor<4096xbf16>
    %762 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1, %760 : tensor<4096xbf16>, tensor<4096xbf16>) outs(%761 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %763 = tensor.empty() : tensor<16384x4096xbf16>
    %764 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%549 : tensor<16384x4096xbf16>) outs(%763 : tensor<16384x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<16384x4096xbf16>
    %765 = tensor.empty() : tensor<16384x4096xbf16>
    %766 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %764 : tensor<16384x4096xbf16>, tensor<16384x4096xbf16>) outs(%765 : tensor<16384x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<16384x4096xbf16>
    %767 = tensor.empty() : tensor<4096x16384xbf16>
    %768 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%585 : tensor<4096x16384xbf16>) outs(%767 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x16384xbf16>
    %769 = tensor.empty() : tensor<4096x16384xbf16>
    %770 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %768 : tensor<4096x16384xbf16>, tensor<4096x16384xbf16>) outs(%769 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x16384xbf16>
    %771 = tensor.empty() : tensor<4096x16384xbf16>
    %772 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%565 : tensor<4096x16384xbf16>) outs(%771 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x16384xbf16>
    %773 = tensor.empty() : tensor<4096x16384xbf16>
    %774 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4, %772 : tensor<4096x16384xbf16>, tensor<4096x16384xbf16>) outs(%773 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x16384xbf16>
    %775 = tensor.empty() : tensor<4096x4096xbf16>
    %776 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%723 : tensor<4096x4096xbf16>) outs(%775 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %777 = tensor.empty() : tensor<4096x4096xbf16>
    %778 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %776 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%777 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %779 = tensor.empty() : tensor<4096x4096xbf16>
    %780 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%639 : tensor<4096x4096xbf16>) outs(%779 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %781 = tensor.empty() : tensor<4096x4096xbf16>
    %782 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6, %780 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%781 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %783 = tensor.empty() : tensor<4096x4096xbf16>
    %784 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%739 : tensor<4096x4096xbf16>) outs(%783 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %785 = tensor.empty() : tensor<4096x4096xbf16>
    %786 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7, %784 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%785 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %787 = tensor.empty() : tensor<4096x4096xbf16>
    %788 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%709 : tensor<4096x4096xbf16>) outs(%787 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %789 = tensor.empty() : tensor<4096x4096xbf16>
    %790 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8, %788 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%789 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %791 = tensor.empty() : tensor<4096xbf16>
    %792 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%512 : tensor<4096xbf16>) outs(%791 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %793 = tensor.empty() : tensor<4096xbf16>
    %794 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg9, %792 : tensor<4096xbf16>, tensor<4096xbf16>) outs(%793 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %795 = tensor.empty() : tensor<4096xbf16>
    %796 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%358 : tensor<4096xbf16>) outs(%795 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %797 = tensor.empty() : tensor<4096xbf16>
    %798 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg10, %796 : tensor<4096xbf16>, tensor<4096xbf16>) outs(%797 : tensor<4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096xbf16>
    %799 = tensor.empty() : tensor<16384x4096xbf16>
    %800 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%305 : tensor<16384x4096xbf16>) outs(%799 : tensor<16384x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<16384x4096xbf16>
    %801 = tensor.empty() : tensor<16384x4096xbf16>
    %802 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11, %800 : tensor<16384x4096xbf16>, tensor<16384x4096xbf16>) outs(%801 : tensor<16384x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<16384x4096xbf16>
    %803 = tensor.empty() : tensor<4096x16384xbf16>
    %804 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%341 : tensor<4096x16384xbf16>) outs(%803 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x16384xbf16>
    %805 = tensor.empty() : tensor<4096x16384xbf16>
    %806 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12, %804 : tensor<4096x16384xbf16>, tensor<4096x16384xbf16>) outs(%805 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x16384xbf16>
    %807 = tensor.empty() : tensor<4096x16384xbf16>
    %808 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%321 : tensor<4096x16384xbf16>) outs(%807 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x16384xbf16>
    %809 = tensor.empty() : tensor<4096x16384xbf16>
    %810 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13, %808 : tensor<4096x16384xbf16>, tensor<4096x16384xbf16>) outs(%809 : tensor<4096x16384xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x16384xbf16>
    %811 = tensor.empty() : tensor<4096x4096xbf16>
    %812 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%479 : tensor<4096x4096xbf16>) outs(%811 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %813 = tensor.empty() : tensor<4096x4096xbf16>
    %814 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg14, %812 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%813 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %815 = tensor.empty() : tensor<4096x4096xbf16>
    %816 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%395 : tensor<4096x4096xbf16>) outs(%815 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %817 = tensor.empty() : tensor<4096x4096xbf16>
    %818 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg15, %816 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%817 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %819 = tensor.empty() : tensor<4096x4096xbf16>
    %820 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%495 : tensor<4096x4096xbf16>) outs(%819 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %821 = tensor.empty() : tensor<4096x4096xbf16>
    %822 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16, %820 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%821 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %823 = tensor.empty() : tensor<4096x4096xbf16>
    %824 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%465 : tensor<4096x4096xbf16>) outs(%823 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %827 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    %825 = tensor.empty() : tensor<4096x4096xbf16>
    %826 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17, %824 : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%825 : tensor<4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_126: bf16, %out: bf16):
      %827 = arith.subf %in, %in_126 : bf16
      linalg.yield %827 : bf16
    } -> tensor<4096x4096xbf16>
    func.return %290, %758, %762, %766, %770, %774, %778, %782, %786, %790, %794, %798, %802, %806, %810, %814, %818, %822, %826 : tensor<bf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<16384x4096xbf16>, tensor<4096x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<16384x4096xbf16>, tensor<4096x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>
  }
}