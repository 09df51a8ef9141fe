module @jit_step {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<64x256xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<64x256xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<8x256x64xf32>, %arg19: tensor<8x256x64xf32>) -> (tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
    %cst = arith.constant 7.62939453E-6 : f32
    %cst_0 = arith.constant 5.65685415 : f32
    %cst_1 = arith.constant 0.00999999977 : f32
    %cst_2 = arith.constant 1.310720e+05 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %cst_4 = arith.constant -5.000000e-01 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    %cst_6 = arith.constant 0xFF800000 : f32
    %cst_7 = arith.constant 9.99999997E-7 : f32
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x256x64xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<8x256x64xf32>) outs(%0 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %2 = tensor.empty() : tensor<8x256xf32>
    %3 = linalg.fill ins(%cst_9 : f32) outs(%2 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<8x256x64xf32>) outs(%3 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [8, 256, 1] : tensor<8x256xf32> into tensor<8x256x1xf32>
    %5 = tensor.empty() : tensor<8x256x1xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x256x1xf32>) outs(%5 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %in, %cst_8 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %7 = tensor.empty() : tensor<8x256x1xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<8x256x1xf32>) outs(%7 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %in, %cst_7 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %9 = tensor.empty() : tensor<8x256x1xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x256x1xf32>) outs(%9 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = math.rsqrt %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %11 = tensor.empty() : tensor<8x256x64xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x256x1xf32>) outs(%11 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %13 = tensor.empty() : tensor<8x256x64xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %12 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%13 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %15 = tensor.empty() : tensor<8x256x64xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64xf32>) outs(%15 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %17 = tensor.empty() : tensor<8x256x64xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%17 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<8x256x64xf32> into tensor<2048x64xf32>
    %19 = tensor.empty() : tensor<2048x64xf32>
    %20 = linalg.fill ins(%cst_9 : f32) outs(%19 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %21 = linalg.matmul ins(%collapsed, %arg7 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%20 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_10 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [8, 256, 2, 32] : tensor<2048x64xf32> into tensor<8x256x2x32xf32>
    %22 = tensor.empty() : tensor<8x2x256x32xf32>
    %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<8x256x2x32xf32>) outs(%22 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %24 = tensor.empty() : tensor<2048x64xf32>
    %25 = linalg.fill ins(%cst_9 : f32) outs(%24 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %26 = linalg.matmul ins(%collapsed, %arg5 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_11 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [8, 256, 2, 32] : tensor<2048x64xf32> into tensor<8x256x2x32xf32>
    %27 = tensor.empty() : tensor<8x2x256x32xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<8x256x2x32xf32>) outs(%27 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %29 = tensor.empty() : tensor<2048x64xf32>
    %30 = linalg.fill ins(%cst_9 : f32) outs(%29 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %31 = linalg.matmul ins(%collapsed, %arg8 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_12 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [8, 256, 2, 32] : tensor<2048x64xf32> into tensor<8x256x2x32xf32>
    %32 = tensor.empty() : tensor<8x2x256x32xf32>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<8x256x2x32xf32>) outs(%32 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %34 = tensor.empty() : tensor<8x2x32x256xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<8x2x256x32xf32>) outs(%34 : tensor<8x2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x32x256xf32>
    %collapsed_13 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<8x2x256x32xf32> into tensor<16x256x32xf32>
    %collapsed_14 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<8x2x32x256xf32> into tensor<16x32x256xf32>
    %36 = tensor.empty() : tensor<16x256x256xf32>
    %37 = linalg.fill ins(%cst_9 : f32) outs(%36 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %38 = linalg.batch_matmul ins(%collapsed_13, %collapsed_14 : tensor<16x256x32xf32>, tensor<16x32x256xf32>) outs(%37 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %expanded_15 = tensor.expand_shape %38 [[0, 1], [2], [3]] output_shape [8, 2, 256, 256] : tensor<16x256x256xf32> into tensor<8x2x256x256xf32>
    %39 = tensor.empty() : tensor<f32>
    %40 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%39 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %41 = tensor.empty() : tensor<8x2x256x256xf32>
    %42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<f32>) outs(%41 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %43 = tensor.empty() : tensor<8x2x256x256xf32>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %42 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%43 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %45 = tensor.empty() : tensor<8x2x256xf32>
    %46 = linalg.fill ins(%cst_6 : f32) outs(%45 : tensor<8x2x256xf32>) -> tensor<8x2x256xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<8x2x256x256xf32>) outs(%46 : tensor<8x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.maximumf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256xf32>
    %48 = tensor.empty() : tensor<8x2x256x256xf32>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<8x2x256xf32>) outs(%48 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %50 = tensor.empty() : tensor<8x2x256x256xf32>
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %49 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%50 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %52 = tensor.empty() : tensor<8x2x256x256xf32>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<8x2x256x256xf32>) outs(%52 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = math.exp %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %54 = tensor.empty() : tensor<8x2x256xf32>
    %55 = linalg.fill ins(%cst_9 : f32) outs(%54 : tensor<8x2x256xf32>) -> tensor<8x2x256xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<8x2x256x256xf32>) outs(%55 : tensor<8x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256xf32>
    %expanded_16 = tensor.expand_shape %56 [[0], [1], [2, 3]] output_shape [8, 2, 256, 1] : tensor<8x2x256xf32> into tensor<8x2x256x1xf32>
    %57 = tensor.empty() : tensor<8x2x256x256xf32>
    %58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<8x2x256xf32>) outs(%57 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %59 = tensor.empty() : tensor<8x2x256x256xf32>
    %60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %58 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%59 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %61 = tensor.empty() : tensor<8x2x256x1xf32>
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<8x2x256x1xf32>) outs(%61 : tensor<8x2x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x1xf32>
    %63 = tensor.empty() : tensor<8x2x256x1xf32>
    %64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<8x2x256x1xf32>) outs(%63 : tensor<8x2x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %cst_5, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x1xf32>
    %collapsed_17 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<8x2x256x256xf32> into tensor<16x256x256xf32>
    %collapsed_18 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<8x2x256x32xf32> into tensor<16x256x32xf32>
    %65 = tensor.empty() : tensor<16x256x32xf32>
    %66 = linalg.fill ins(%cst_9 : f32) outs(%65 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %67 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<16x256x256xf32>, tensor<16x256x32xf32>) outs(%66 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %expanded_19 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [8, 2, 256, 32] : tensor<16x256x32xf32> into tensor<8x2x256x32xf32>
    %68 = tensor.empty() : tensor<8x256x2x32xf32>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<8x2x256x32xf32>) outs(%68 : tensor<8x256x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x2x32xf32>
    %collapsed_20 = tensor.collapse_shape %69 [[0, 1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<2048x64xf32>
    %70 = tensor.empty() : tensor<2048x64xf32>
    %71 = linalg.fill ins(%cst_9 : f32) outs(%70 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %72 = linalg.matmul ins(%collapsed_20, %arg6 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%71 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_21 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %73 = tensor.empty() : tensor<8x256x64xf32>
    %74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %expanded_21 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%73 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %75 = tensor.empty() : tensor<8x256x64xf32>
    %76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<8x256x64xf32>) outs(%75 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %77 = tensor.empty() : tensor<8x256xf32>
    %78 = linalg.fill ins(%cst_9 : f32) outs(%77 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<8x256x64xf32>) outs(%78 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256xf32>
    %expanded_22 = tensor.expand_shape %79 [[0], [1, 2]] output_shape [8, 256, 1] : tensor<8x256xf32> into tensor<8x256x1xf32>
    %80 = tensor.empty() : tensor<8x256x1xf32>
    %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<8x256x1xf32>) outs(%80 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %in, %cst_8 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %82 = tensor.empty() : tensor<8x256x1xf32>
    %83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<8x256x1xf32>) outs(%82 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %in, %cst_7 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %84 = tensor.empty() : tensor<8x256x1xf32>
    %85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<8x256x1xf32>) outs(%84 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = math.rsqrt %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %86 = tensor.empty() : tensor<8x256x1xf32>
    %87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %83 : tensor<8x256x1xf32>, tensor<8x256x1xf32>) outs(%86 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %88 = tensor.empty() : tensor<8x256x1xf32>
    %89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<8x256x1xf32>) outs(%88 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_4 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %90 = tensor.empty() : tensor<8x256x64xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<8x256x1xf32>) outs(%90 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %92 = tensor.empty() : tensor<8x256x64xf32>
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %91 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%92 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %94 = tensor.empty() : tensor<8x256x64xf32>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%94 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %96 = tensor.empty() : tensor<8x256x64xf32>
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%96 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %collapsed_23 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<8x256x64xf32> into tensor<2048x64xf32>
    %98 = tensor.empty() : tensor<2048x256xf32>
    %99 = linalg.fill ins(%cst_9 : f32) outs(%98 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %100 = linalg.matmul ins(%collapsed_23, %arg3 : tensor<2048x64xf32>, tensor<64x256xf32>) outs(%99 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %expanded_24 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [8, 256, 256] : tensor<2048x256xf32> into tensor<8x256x256xf32>
    %101 = tensor.empty() : tensor<8x256x256xf32>
    %102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<8x256x256xf32>) outs(%101 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.negf %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %103 = tensor.empty() : tensor<8x256x256xf32>
    %104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<8x256x256xf32>) outs(%103 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = math.exp %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %105 = tensor.empty() : tensor<8x256x256xf32>
    %106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<8x256x256xf32>) outs(%105 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %in, %cst_5 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %107 = tensor.empty() : tensor<8x256x256xf32>
    %108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<8x256x256xf32>) outs(%107 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %cst_5, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %109 = tensor.empty() : tensor<8x256x256xf32>
    %110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<8x256x256xf32>) outs(%109 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.subf %cst_5, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %111 = tensor.empty() : tensor<8x256x256xf32>
    %112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %110 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%111 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %113 = tensor.empty() : tensor<8x256x256xf32>
    %114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %108 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%113 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %115 = tensor.empty() : tensor<2048x256xf32>
    %116 = linalg.fill ins(%cst_9 : f32) outs(%115 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %117 = linalg.matmul ins(%collapsed_23, %arg4 : tensor<2048x64xf32>, tensor<64x256xf32>) outs(%116 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %expanded_25 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [8, 256, 256] : tensor<2048x256xf32> into tensor<8x256x256xf32>
    %118 = tensor.empty() : tensor<8x256x256xf32>
    %119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_25 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%118 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %collapsed_26 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<8x256x256xf32> into tensor<2048x256xf32>
    %120 = tensor.empty() : tensor<2048x64xf32>
    %121 = linalg.fill ins(%cst_9 : f32) outs(%120 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %122 = linalg.matmul ins(%collapsed_26, %arg2 : tensor<2048x256xf32>, tensor<256x64xf32>) outs(%121 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_27 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %123 = tensor.empty() : tensor<8x256x64xf32>
    %124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %expanded_27 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%123 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %125 = tensor.empty() : tensor<8x256x64xf32>
    %126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<8x256x64xf32>) outs(%125 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %127 = tensor.empty() : tensor<8x256xf32>
    %128 = linalg.fill ins(%cst_9 : f32) outs(%127 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<8x256x64xf32>) outs(%128 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256xf32>
    %expanded_28 = tensor.expand_shape %129 [[0], [1, 2]] output_shape [8, 256, 1] : tensor<8x256xf32> into tensor<8x256x1xf32>
    %130 = tensor.empty() : tensor<8x256x1xf32>
    %131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<8x256x1xf32>) outs(%130 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %in, %cst_8 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %132 = tensor.empty() : tensor<8x256x1xf32>
    %133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<8x256x1xf32>) outs(%132 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %in, %cst_7 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %134 = tensor.empty() : tensor<8x256x1xf32>
    %135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<8x256x1xf32>) outs(%134 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = math.rsqrt %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %136 = tensor.empty() : tensor<8x256x1xf32>
    %137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %133 : tensor<8x256x1xf32>, tensor<8x256x1xf32>) outs(%136 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %138 = tensor.empty() : tensor<8x256x1xf32>
    %139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<8x256x1xf32>) outs(%138 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_4 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %140 = tensor.empty() : tensor<8x256x64xf32>
    %141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<8x256x1xf32>) outs(%140 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %142 = tensor.empty() : tensor<8x256x64xf32>
    %143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %141 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%142 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %144 = tensor.empty() : tensor<8x256x64xf32>
    %145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%144 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %146 = tensor.empty() : tensor<8x256x64xf32>
    %147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %145 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%146 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %collapsed_29 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<8x256x64xf32> into tensor<2048x64xf32>
    %148 = tensor.empty() : tensor<2048x64xf32>
    %149 = linalg.fill ins(%cst_9 : f32) outs(%148 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %150 = linalg.matmul ins(%collapsed_29, %arg16 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%149 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_30 = tensor.expand_shape %150 [[0, 1], [2, 3]] output_shape [8, 256, 2, 32] : tensor<2048x64xf32> into tensor<8x256x2x32xf32>
    %151 = tensor.empty() : tensor<8x2x256x32xf32>
    %152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<8x256x2x32xf32>) outs(%151 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %153 = tensor.empty() : tensor<2048x64xf32>
    %154 = linalg.fill ins(%cst_9 : f32) outs(%153 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %155 = linalg.matmul ins(%collapsed_29, %arg14 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%154 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_31 = tensor.expand_shape %155 [[0, 1], [2, 3]] output_shape [8, 256, 2, 32] : tensor<2048x64xf32> into tensor<8x256x2x32xf32>
    %156 = tensor.empty() : tensor<8x2x256x32xf32>
    %157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<8x256x2x32xf32>) outs(%156 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %158 = tensor.empty() : tensor<2048x64xf32>
    %159 = linalg.fill ins(%cst_9 : f32) outs(%158 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %160 = linalg.matmul ins(%collapsed_29, %arg17 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%159 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_32 = tensor.expand_shape %160 [[0, 1], [2, 3]] output_shape [8, 256, 2, 32] : tensor<2048x64xf32> into tensor<8x256x2x32xf32>
    %161 = tensor.empty() : tensor<8x2x256x32xf32>
    %162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<8x256x2x32xf32>) outs(%161 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %163 = tensor.empty() : tensor<8x2x32x256xf32>
    %164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<8x2x256x32xf32>) outs(%163 : tensor<8x2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x32x256xf32>
    %collapsed_33 = tensor.collapse_shape %152 [[0, 1], [2], [3]] : tensor<8x2x256x32xf32> into tensor<16x256x32xf32>
    %collapsed_34 = tensor.collapse_shape %164 [[0, 1], [2], [3]] : tensor<8x2x32x256xf32> into tensor<16x32x256xf32>
    %165 = tensor.empty() : tensor<16x256x256xf32>
    %166 = linalg.fill ins(%cst_9 : f32) outs(%165 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %167 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<16x256x32xf32>, tensor<16x32x256xf32>) outs(%166 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %expanded_35 = tensor.expand_shape %167 [[0, 1], [2], [3]] output_shape [8, 2, 256, 256] : tensor<16x256x256xf32> into tensor<8x2x256x256xf32>
    %168 = tensor.empty() : tensor<8x2x256x256xf32>
    %169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35, %42 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%168 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %170 = tensor.empty() : tensor<8x2x256xf32>
    %171 = linalg.fill ins(%cst_6 : f32) outs(%170 : tensor<8x2x256xf32>) -> tensor<8x2x256xf32>
    %172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<8x2x256x256xf32>) outs(%171 : tensor<8x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.maximumf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256xf32>
    %173 = tensor.empty() : tensor<8x2x256x256xf32>
    %174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<8x2x256xf32>) outs(%173 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %175 = tensor.empty() : tensor<8x2x256x256xf32>
    %176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %174 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%175 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %177 = tensor.empty() : tensor<8x2x256x256xf32>
    %178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<8x2x256x256xf32>) outs(%177 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = math.exp %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %179 = tensor.empty() : tensor<8x2x256xf32>
    %180 = linalg.fill ins(%cst_9 : f32) outs(%179 : tensor<8x2x256xf32>) -> tensor<8x2x256xf32>
    %181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%178 : tensor<8x2x256x256xf32>) outs(%180 : tensor<8x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256xf32>
    %expanded_36 = tensor.expand_shape %181 [[0], [1], [2, 3]] output_shape [8, 2, 256, 1] : tensor<8x2x256xf32> into tensor<8x2x256x1xf32>
    %182 = tensor.empty() : tensor<8x2x256x256xf32>
    %183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<8x2x256xf32>) outs(%182 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %184 = tensor.empty() : tensor<8x2x256x256xf32>
    %185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %183 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%184 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %186 = tensor.empty() : tensor<8x2x256x1xf32>
    %187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<8x2x256x1xf32>) outs(%186 : tensor<8x2x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x1xf32>
    %188 = tensor.empty() : tensor<8x2x256x1xf32>
    %189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<8x2x256x1xf32>) outs(%188 : tensor<8x2x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %cst_5, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x1xf32>
    %collapsed_37 = tensor.collapse_shape %185 [[0, 1], [2], [3]] : tensor<8x2x256x256xf32> into tensor<16x256x256xf32>
    %collapsed_38 = tensor.collapse_shape %162 [[0, 1], [2], [3]] : tensor<8x2x256x32xf32> into tensor<16x256x32xf32>
    %190 = tensor.empty() : tensor<16x256x32xf32>
    %191 = linalg.fill ins(%cst_9 : f32) outs(%190 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %192 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<16x256x256xf32>, tensor<16x256x32xf32>) outs(%191 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %expanded_39 = tensor.expand_shape %192 [[0, 1], [2], [3]] output_shape [8, 2, 256, 32] : tensor<16x256x32xf32> into tensor<8x2x256x32xf32>
    %193 = tensor.empty() : tensor<8x256x2x32xf32>
    %194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<8x2x256x32xf32>) outs(%193 : tensor<8x256x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x2x32xf32>
    %collapsed_40 = tensor.collapse_shape %194 [[0, 1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<2048x64xf32>
    %195 = tensor.empty() : tensor<2048x64xf32>
    %196 = linalg.fill ins(%cst_9 : f32) outs(%195 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %197 = linalg.matmul ins(%collapsed_40, %arg15 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%196 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_41 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %198 = tensor.empty() : tensor<8x256x64xf32>
    %199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %expanded_41 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%198 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %200 = tensor.empty() : tensor<8x256x64xf32>
    %201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<8x256x64xf32>) outs(%200 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %202 = tensor.empty() : tensor<8x256xf32>
    %203 = linalg.fill ins(%cst_9 : f32) outs(%202 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<8x256x64xf32>) outs(%203 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256xf32>
    %expanded_42 = tensor.expand_shape %204 [[0], [1, 2]] output_shape [8, 256, 1] : tensor<8x256xf32> into tensor<8x256x1xf32>
    %205 = tensor.empty() : tensor<8x256x1xf32>
    %206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<8x256x1xf32>) outs(%205 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %in, %cst_8 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %207 = tensor.empty() : tensor<8x256x1xf32>
    %208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<8x256x1xf32>) outs(%207 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %in, %cst_7 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %209 = tensor.empty() : tensor<8x256x1xf32>
    %210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x256x1xf32>) outs(%209 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = math.rsqrt %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %211 = tensor.empty() : tensor<8x256x1xf32>
    %212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %208 : tensor<8x256x1xf32>, tensor<8x256x1xf32>) outs(%211 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %213 = tensor.empty() : tensor<8x256x1xf32>
    %214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<8x256x1xf32>) outs(%213 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_4 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %215 = tensor.empty() : tensor<8x256x64xf32>
    %216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<8x256x1xf32>) outs(%215 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %217 = tensor.empty() : tensor<8x256x64xf32>
    %218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %216 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%217 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %219 = tensor.empty() : tensor<8x256x64xf32>
    %220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%219 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %221 = tensor.empty() : tensor<8x256x64xf32>
    %222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %220 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%221 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %collapsed_43 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<8x256x64xf32> into tensor<2048x64xf32>
    %223 = tensor.empty() : tensor<2048x256xf32>
    %224 = linalg.fill ins(%cst_9 : f32) outs(%223 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %225 = linalg.matmul ins(%collapsed_43, %arg12 : tensor<2048x64xf32>, tensor<64x256xf32>) outs(%224 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %expanded_44 = tensor.expand_shape %225 [[0, 1], [2]] output_shape [8, 256, 256] : tensor<2048x256xf32> into tensor<8x256x256xf32>
    %226 = tensor.empty() : tensor<8x256x256xf32>
    %227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<8x256x256xf32>) outs(%226 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.negf %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %228 = tensor.empty() : tensor<8x256x256xf32>
    %229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<8x256x256xf32>) outs(%228 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = math.exp %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %230 = tensor.empty() : tensor<8x256x256xf32>
    %231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<8x256x256xf32>) outs(%230 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %in, %cst_5 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %232 = tensor.empty() : tensor<8x256x256xf32>
    %233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<8x256x256xf32>) outs(%232 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %cst_5, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %234 = tensor.empty() : tensor<8x256x256xf32>
    %235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<8x256x256xf32>) outs(%234 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.subf %cst_5, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %236 = tensor.empty() : tensor<8x256x256xf32>
    %237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %235 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%236 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %238 = tensor.empty() : tensor<8x256x256xf32>
    %239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %233 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%238 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %240 = tensor.empty() : tensor<2048x256xf32>
    %241 = linalg.fill ins(%cst_9 : f32) outs(%240 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %242 = linalg.matmul ins(%collapsed_43, %arg13 : tensor<2048x64xf32>, tensor<64x256xf32>) outs(%241 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %expanded_45 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [8, 256, 256] : tensor<2048x256xf32> into tensor<8x256x256xf32>
    %243 = tensor.empty() : tensor<8x256x256xf32>
    %244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %expanded_45 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%243 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %collapsed_46 = tensor.collapse_shape %244 [[0, 1], [2]] : tensor<8x256x256xf32> into tensor<2048x256xf32>
    %245 = tensor.empty() : tensor<2048x64xf32>
    %246 = linalg.fill ins(%cst_9 : f32) outs(%245 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %247 = linalg.matmul ins(%collapsed_46, %arg11 : tensor<2048x256xf32>, tensor<256x64xf32>) outs(%246 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_47 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %248 = tensor.empty() : tensor<8x256x64xf32>
    %249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %expanded_47 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%248 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %250 = tensor.empty() : tensor<8x256x64xf32>
    %251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %arg19 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%250 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %252 = tensor.empty() : tensor<8x256x64xf32>
    %253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<8x256x64xf32>) outs(%252 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %254 = tensor.empty() : tensor<8x256x64xf32>
    %255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<8x256x64xf32>) outs(%254 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_3 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %256 = tensor.empty() : tensor<f32>
    %257 = linalg.fill ins(%cst_9 : f32) outs(%256 : tensor<f32>) -> tensor<f32>
    %258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%253 : tensor<8x256x64xf32>) outs(%257 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<f32>
    %259 = tensor.empty() : tensor<f32>
    %260 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%258 : tensor<f32>) outs(%259 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %in, %cst_2 : f32
      linalg.yield %775 : f32
    } -> tensor<f32>
    %261 = tensor.empty() : tensor<f32>
    %262 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%261 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %263 = tensor.empty() : tensor<8x256x64xf32>
    %264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<f32>) outs(%263 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %265 = tensor.empty() : tensor<8x256x64xf32>
    %266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %255 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%265 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %267 = tensor.empty() : tensor<64x8x256xf32>
    %268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<8x256x64xf32>) outs(%267 : tensor<64x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x256xf32>
    %collapsed_48 = tensor.collapse_shape %268 [[0], [1, 2]] : tensor<64x8x256xf32> into tensor<64x2048xf32>
    %269 = tensor.empty() : tensor<64x256xf32>
    %270 = linalg.fill ins(%cst_9 : f32) outs(%269 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %271 = linalg.matmul ins(%collapsed_48, %collapsed_46 : tensor<64x2048xf32>, tensor<2048x256xf32>) outs(%270 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %272 = tensor.empty() : tensor<256x64xf32>
    %273 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%271 : tensor<64x256xf32>) outs(%272 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %collapsed_49 = tensor.collapse_shape %266 [[0, 1], [2]] : tensor<8x256x64xf32> into tensor<2048x64xf32>
    %274 = tensor.empty() : tensor<64x256xf32>
    %275 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<256x64xf32>) outs(%274 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %276 = tensor.empty() : tensor<2048x256xf32>
    %277 = linalg.fill ins(%cst_9 : f32) outs(%276 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %278 = linalg.matmul ins(%collapsed_49, %275 : tensor<2048x64xf32>, tensor<64x256xf32>) outs(%277 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %expanded_50 = tensor.expand_shape %278 [[0, 1], [2]] output_shape [8, 256, 256] : tensor<2048x256xf32> into tensor<8x256x256xf32>
    %279 = tensor.empty() : tensor<8x256x256xf32>
    %280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %expanded_50 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%279 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %281 = tensor.empty() : tensor<8x256x256xf32>
    %282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_45 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%281 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %283 = tensor.empty() : tensor<256x8x256xf32>
    %284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<8x256x256xf32>) outs(%283 : tensor<256x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x256xf32>
    %collapsed_51 = tensor.collapse_shape %284 [[0], [1, 2]] : tensor<256x8x256xf32> into tensor<256x2048xf32>
    %285 = tensor.empty() : tensor<256x64xf32>
    %286 = linalg.fill ins(%cst_9 : f32) outs(%285 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %287 = linalg.matmul ins(%collapsed_51, %collapsed_43 : tensor<256x2048xf32>, tensor<2048x64xf32>) outs(%286 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %288 = tensor.empty() : tensor<64x256xf32>
    %289 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%287 : tensor<256x64xf32>) outs(%288 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_52 = tensor.collapse_shape %280 [[0, 1], [2]] : tensor<8x256x256xf32> into tensor<2048x256xf32>
    %290 = tensor.empty() : tensor<256x64xf32>
    %291 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<64x256xf32>) outs(%290 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %292 = tensor.empty() : tensor<2048x64xf32>
    %293 = linalg.fill ins(%cst_9 : f32) outs(%292 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %294 = linalg.matmul ins(%collapsed_52, %291 : tensor<2048x256xf32>, tensor<256x64xf32>) outs(%293 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_53 = tensor.expand_shape %294 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %295 = tensor.empty() : tensor<8x256x256xf32>
    %296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %282 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%295 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %297 = tensor.empty() : tensor<8x256x256xf32>
    %298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %233 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%297 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %299 = tensor.empty() : tensor<8x256x256xf32>
    %300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %237 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%299 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %301 = tensor.empty() : tensor<8x256x256xf32>
    %302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %300 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%301 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %303 = tensor.empty() : tensor<256x8x256xf32>
    %304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<8x256x256xf32>) outs(%303 : tensor<256x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x256xf32>
    %collapsed_54 = tensor.collapse_shape %304 [[0], [1, 2]] : tensor<256x8x256xf32> into tensor<256x2048xf32>
    %305 = tensor.empty() : tensor<256x64xf32>
    %306 = linalg.fill ins(%cst_9 : f32) outs(%305 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %307 = linalg.matmul ins(%collapsed_54, %collapsed_43 : tensor<256x2048xf32>, tensor<2048x64xf32>) outs(%306 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %308 = tensor.empty() : tensor<64x256xf32>
    %309 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%307 : tensor<256x64xf32>) outs(%308 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_55 = tensor.collapse_shape %302 [[0, 1], [2]] : tensor<8x256x256xf32> into tensor<2048x256xf32>
    %310 = tensor.empty() : tensor<256x64xf32>
    %311 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64x256xf32>) outs(%310 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %312 = tensor.empty() : tensor<2048x64xf32>
    %313 = linalg.fill ins(%cst_9 : f32) outs(%312 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %314 = linalg.matmul ins(%collapsed_55, %311 : tensor<2048x256xf32>, tensor<256x64xf32>) outs(%313 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_56 = tensor.expand_shape %314 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %315 = tensor.empty() : tensor<8x256x64xf32>
    %316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %expanded_56 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%315 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %317 = tensor.empty() : tensor<8x256x64xf32>
    %318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %316 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%317 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %319 = tensor.empty() : tensor<64xf32>
    %320 = linalg.fill ins(%cst_9 : f32) outs(%319 : tensor<64xf32>) -> tensor<64xf32>
    %321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%318 : tensor<8x256x64xf32>) outs(%320 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %expanded_57 = tensor.expand_shape %321 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %322 = tensor.empty() : tensor<8x256x64xf32>
    %323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316, %220 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%322 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %324 = tensor.empty() : tensor<64xf32>
    %325 = linalg.fill ins(%cst_9 : f32) outs(%324 : tensor<64xf32>) -> tensor<64xf32>
    %326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_57 : tensor<1x1x64xf32>) outs(%325 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %327 = tensor.empty() : tensor<8x256x64xf32>
    %328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %323 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%327 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %329 = tensor.empty() : tensor<8x256xf32>
    %330 = linalg.fill ins(%cst_9 : f32) outs(%329 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<8x256x64xf32>) outs(%330 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256xf32>
    %expanded_58 = tensor.expand_shape %331 [[0], [1, 2]] output_shape [8, 256, 1] : tensor<8x256xf32> into tensor<8x256x1xf32>
    %332 = tensor.empty() : tensor<8x256x64xf32>
    %333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323, %216 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%332 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %334 = tensor.empty() : tensor<8x256x64xf32>
    %335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %333 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%334 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %336 = tensor.empty() : tensor<8x256x1xf32>
    %337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %214 : tensor<8x256x1xf32>, tensor<8x256x1xf32>) outs(%336 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %338 = tensor.empty() : tensor<8x256x1xf32>
    %339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<8x256x1xf32>) outs(%338 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %in, %cst_8 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %340 = tensor.empty() : tensor<8x256xf32>
    %341 = linalg.fill ins(%cst_9 : f32) outs(%340 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%339 : tensor<8x256x1xf32>) outs(%341 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256xf32>
    %343 = tensor.empty() : tensor<8x256x64xf32>
    %344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342 : tensor<8x256xf32>) outs(%343 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %345 = tensor.empty() : tensor<8x256x64xf32>
    %346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %344 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%345 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %347 = tensor.empty() : tensor<8x256x64xf32>
    %348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %346 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%347 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %349 = tensor.empty() : tensor<8x256x64xf32>
    %350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %199 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%349 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %351 = tensor.empty() : tensor<8x256x64xf32>
    %352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %350 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%351 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %353 = tensor.empty() : tensor<64x8x256xf32>
    %354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<8x256x64xf32>) outs(%353 : tensor<64x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x256xf32>
    %collapsed_59 = tensor.collapse_shape %354 [[0], [1, 2]] : tensor<64x8x256xf32> into tensor<64x2048xf32>
    %355 = tensor.empty() : tensor<64x64xf32>
    %356 = linalg.fill ins(%cst_9 : f32) outs(%355 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %357 = linalg.matmul ins(%collapsed_59, %collapsed_40 : tensor<64x2048xf32>, tensor<2048x64xf32>) outs(%356 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %358 = tensor.empty() : tensor<64x64xf32>
    %359 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%357 : tensor<64x64xf32>) outs(%358 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_60 = tensor.collapse_shape %352 [[0, 1], [2]] : tensor<8x256x64xf32> into tensor<2048x64xf32>
    %360 = tensor.empty() : tensor<64x64xf32>
    %361 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64x64xf32>) outs(%360 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %362 = tensor.empty() : tensor<2048x64xf32>
    %363 = linalg.fill ins(%cst_9 : f32) outs(%362 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %364 = linalg.matmul ins(%collapsed_60, %361 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%363 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_61 = tensor.expand_shape %364 [[0, 1], [2, 3]] output_shape [8, 256, 2, 32] : tensor<2048x64xf32> into tensor<8x256x2x32xf32>
    %365 = tensor.empty() : tensor<8x2x256x32xf32>
    %366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<8x256x2x32xf32>) outs(%365 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %367 = tensor.empty() : tensor<8x2x32x256xf32>
    %368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366 : tensor<8x2x256x32xf32>) outs(%367 : tensor<8x2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x32x256xf32>
    %collapsed_62 = tensor.collapse_shape %368 [[0, 1], [2], [3]] : tensor<8x2x32x256xf32> into tensor<16x32x256xf32>
    %369 = tensor.empty() : tensor<16x32x256xf32>
    %370 = linalg.fill ins(%cst_9 : f32) outs(%369 : tensor<16x32x256xf32>) -> tensor<16x32x256xf32>
    %371 = linalg.batch_matmul ins(%collapsed_62, %collapsed_37 : tensor<16x32x256xf32>, tensor<16x256x256xf32>) outs(%370 : tensor<16x32x256xf32>) -> tensor<16x32x256xf32>
    %expanded_63 = tensor.expand_shape %371 [[0, 1], [2], [3]] output_shape [8, 2, 32, 256] : tensor<16x32x256xf32> into tensor<8x2x32x256xf32>
    %372 = tensor.empty() : tensor<8x2x256x32xf32>
    %373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<8x2x32x256xf32>) outs(%372 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %374 = tensor.empty() : tensor<8x2x32x256xf32>
    %375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<8x2x256x32xf32>) outs(%374 : tensor<8x2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x32x256xf32>
    %collapsed_64 = tensor.collapse_shape %366 [[0, 1], [2], [3]] : tensor<8x2x256x32xf32> into tensor<16x256x32xf32>
    %collapsed_65 = tensor.collapse_shape %375 [[0, 1], [2], [3]] : tensor<8x2x32x256xf32> into tensor<16x32x256xf32>
    %376 = tensor.empty() : tensor<16x256x256xf32>
    %377 = linalg.fill ins(%cst_9 : f32) outs(%376 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %378 = linalg.batch_matmul ins(%collapsed_64, %collapsed_65 : tensor<16x256x32xf32>, tensor<16x32x256xf32>) outs(%377 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %expanded_66 = tensor.expand_shape %378 [[0, 1], [2], [3]] output_shape [8, 2, 256, 256] : tensor<16x256x256xf32> into tensor<8x2x256x256xf32>
    %379 = tensor.empty() : tensor<8x2x256x256xf32>
    %380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<8x2x256x1xf32>) outs(%379 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %381 = tensor.empty() : tensor<8x2x256x256xf32>
    %382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66, %380 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%381 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %383 = tensor.empty() : tensor<8x2x256x256xf32>
    %384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %178 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%383 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %385 = tensor.empty() : tensor<8x2x256xf32>
    %386 = linalg.fill ins(%cst_9 : f32) outs(%385 : tensor<8x2x256xf32>) -> tensor<8x2x256xf32>
    %387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%384 : tensor<8x2x256x256xf32>) outs(%386 : tensor<8x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256xf32>
    %388 = tensor.empty() : tensor<8x2x256xf32>
    %389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<8x2x256xf32>) outs(%388 : tensor<8x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.negf %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256xf32>
    %expanded_67 = tensor.expand_shape %389 [[0], [1], [2, 3]] output_shape [8, 2, 256, 1] : tensor<8x2x256xf32> into tensor<8x2x256x1xf32>
    %390 = tensor.empty() : tensor<8x2x256x256xf32>
    %391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66, %183 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%390 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %392 = tensor.empty() : tensor<8x2x256xf32>
    %393 = linalg.fill ins(%cst_9 : f32) outs(%392 : tensor<8x2x256xf32>) -> tensor<8x2x256xf32>
    %394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_67 : tensor<8x2x256x1xf32>) outs(%393 : tensor<8x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256xf32>
    %395 = tensor.empty() : tensor<8x2x256x256xf32>
    %396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394 : tensor<8x2x256xf32>) outs(%395 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %397 = tensor.empty() : tensor<8x2x256x256xf32>
    %398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %396 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%397 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %399 = tensor.empty() : tensor<8x2x256x256xf32>
    %400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %178 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%399 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %401 = tensor.empty() : tensor<8x2x256x256xf32>
    %402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %42 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%401 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %403 = tensor.empty() : tensor<8x2x256x256xf32>
    %404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402 : tensor<8x2x256x256xf32>) outs(%403 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %collapsed_68 = tensor.collapse_shape %404 [[0, 1], [2], [3]] : tensor<8x2x256x256xf32> into tensor<16x256x256xf32>
    %405 = tensor.empty() : tensor<16x256x32xf32>
    %406 = linalg.fill ins(%cst_9 : f32) outs(%405 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %407 = linalg.batch_matmul ins(%collapsed_68, %collapsed_33 : tensor<16x256x256xf32>, tensor<16x256x32xf32>) outs(%406 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %expanded_69 = tensor.expand_shape %407 [[0, 1], [2], [3]] output_shape [8, 2, 256, 32] : tensor<16x256x32xf32> into tensor<8x2x256x32xf32>
    %408 = tensor.empty() : tensor<8x2x32x256xf32>
    %409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<8x2x256x32xf32>) outs(%408 : tensor<8x2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x32x256xf32>
    %410 = tensor.empty() : tensor<8x2x256x32xf32>
    %411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<8x2x32x256xf32>) outs(%410 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %collapsed_70 = tensor.collapse_shape %402 [[0, 1], [2], [3]] : tensor<8x2x256x256xf32> into tensor<16x256x256xf32>
    %collapsed_71 = tensor.collapse_shape %411 [[0, 1], [2], [3]] : tensor<8x2x256x32xf32> into tensor<16x256x32xf32>
    %412 = tensor.empty() : tensor<16x256x32xf32>
    %413 = linalg.fill ins(%cst_9 : f32) outs(%412 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %414 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<16x256x256xf32>, tensor<16x256x32xf32>) outs(%413 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %expanded_72 = tensor.expand_shape %414 [[0, 1], [2], [3]] output_shape [8, 2, 256, 32] : tensor<16x256x32xf32> into tensor<8x2x256x32xf32>
    %415 = tensor.empty() : tensor<8x2x256x32xf32>
    %416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409 : tensor<8x2x32x256xf32>) outs(%415 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %417 = tensor.empty() : tensor<8x256x2x32xf32>
    %418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373 : tensor<8x2x256x32xf32>) outs(%417 : tensor<8x256x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x2x32xf32>
    %collapsed_73 = tensor.collapse_shape %418 [[0], [1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<8x256x64xf32>
    %419 = tensor.empty() : tensor<64x8x256xf32>
    %420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_73 : tensor<8x256x64xf32>) outs(%419 : tensor<64x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x256xf32>
    %collapsed_74 = tensor.collapse_shape %420 [[0], [1, 2]] : tensor<64x8x256xf32> into tensor<64x2048xf32>
    %421 = tensor.empty() : tensor<64x64xf32>
    %422 = linalg.fill ins(%cst_9 : f32) outs(%421 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %423 = linalg.matmul ins(%collapsed_74, %collapsed_29 : tensor<64x2048xf32>, tensor<2048x64xf32>) outs(%422 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %424 = tensor.empty() : tensor<64x64xf32>
    %425 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%423 : tensor<64x64xf32>) outs(%424 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_75 = tensor.collapse_shape %418 [[0, 1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<2048x64xf32>
    %426 = tensor.empty() : tensor<64x64xf32>
    %427 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<64x64xf32>) outs(%426 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %428 = tensor.empty() : tensor<2048x64xf32>
    %429 = linalg.fill ins(%cst_9 : f32) outs(%428 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %430 = linalg.matmul ins(%collapsed_75, %427 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%429 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_76 = tensor.expand_shape %430 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %431 = tensor.empty() : tensor<8x256x2x32xf32>
    %432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416 : tensor<8x2x256x32xf32>) outs(%431 : tensor<8x256x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x2x32xf32>
    %collapsed_77 = tensor.collapse_shape %432 [[0], [1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<8x256x64xf32>
    %433 = tensor.empty() : tensor<64x8x256xf32>
    %434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_77 : tensor<8x256x64xf32>) outs(%433 : tensor<64x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x256xf32>
    %collapsed_78 = tensor.collapse_shape %434 [[0], [1, 2]] : tensor<64x8x256xf32> into tensor<64x2048xf32>
    %435 = tensor.empty() : tensor<64x64xf32>
    %436 = linalg.fill ins(%cst_9 : f32) outs(%435 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %437 = linalg.matmul ins(%collapsed_78, %collapsed_29 : tensor<64x2048xf32>, tensor<2048x64xf32>) outs(%436 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %438 = tensor.empty() : tensor<64x64xf32>
    %439 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%437 : tensor<64x64xf32>) outs(%438 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_79 = tensor.collapse_shape %432 [[0, 1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<2048x64xf32>
    %440 = tensor.empty() : tensor<64x64xf32>
    %441 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64x64xf32>) outs(%440 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %442 = tensor.empty() : tensor<2048x64xf32>
    %443 = linalg.fill ins(%cst_9 : f32) outs(%442 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %444 = linalg.matmul ins(%collapsed_79, %441 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%443 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_80 = tensor.expand_shape %444 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %445 = tensor.empty() : tensor<8x256x64xf32>
    %446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %expanded_80 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%445 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %447 = tensor.empty() : tensor<8x256x2x32xf32>
    %448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<8x2x256x32xf32>) outs(%447 : tensor<8x256x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x2x32xf32>
    %collapsed_81 = tensor.collapse_shape %448 [[0], [1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<8x256x64xf32>
    %449 = tensor.empty() : tensor<64x8x256xf32>
    %450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_81 : tensor<8x256x64xf32>) outs(%449 : tensor<64x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x256xf32>
    %collapsed_82 = tensor.collapse_shape %450 [[0], [1, 2]] : tensor<64x8x256xf32> into tensor<64x2048xf32>
    %451 = tensor.empty() : tensor<64x64xf32>
    %452 = linalg.fill ins(%cst_9 : f32) outs(%451 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %453 = linalg.matmul ins(%collapsed_82, %collapsed_29 : tensor<64x2048xf32>, tensor<2048x64xf32>) outs(%452 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %454 = tensor.empty() : tensor<64x64xf32>
    %455 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%453 : tensor<64x64xf32>) outs(%454 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_83 = tensor.collapse_shape %448 [[0, 1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<2048x64xf32>
    %456 = tensor.empty() : tensor<64x64xf32>
    %457 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64x64xf32>) outs(%456 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %458 = tensor.empty() : tensor<2048x64xf32>
    %459 = linalg.fill ins(%cst_9 : f32) outs(%458 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %460 = linalg.matmul ins(%collapsed_83, %457 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%459 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_84 = tensor.expand_shape %460 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %461 = tensor.empty() : tensor<8x256x64xf32>
    %462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %expanded_84 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%461 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %463 = tensor.empty() : tensor<8x256x64xf32>
    %464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %462 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%463 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %465 = tensor.empty() : tensor<64xf32>
    %466 = linalg.fill ins(%cst_9 : f32) outs(%465 : tensor<64xf32>) -> tensor<64xf32>
    %467 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%464 : tensor<8x256x64xf32>) outs(%466 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %expanded_85 = tensor.expand_shape %467 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %468 = tensor.empty() : tensor<8x256x64xf32>
    %469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %145 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%468 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %470 = tensor.empty() : tensor<64xf32>
    %471 = linalg.fill ins(%cst_9 : f32) outs(%470 : tensor<64xf32>) -> tensor<64xf32>
    %472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_85 : tensor<1x1x64xf32>) outs(%471 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %473 = tensor.empty() : tensor<8x256x64xf32>
    %474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %469 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%473 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %475 = tensor.empty() : tensor<8x256xf32>
    %476 = linalg.fill ins(%cst_9 : f32) outs(%475 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%474 : tensor<8x256x64xf32>) outs(%476 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256xf32>
    %expanded_86 = tensor.expand_shape %477 [[0], [1, 2]] output_shape [8, 256, 1] : tensor<8x256xf32> into tensor<8x256x1xf32>
    %478 = tensor.empty() : tensor<8x256x64xf32>
    %479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%469, %141 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%478 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %480 = tensor.empty() : tensor<8x256x64xf32>
    %481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %479 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%480 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %482 = tensor.empty() : tensor<8x256x1xf32>
    %483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %139 : tensor<8x256x1xf32>, tensor<8x256x1xf32>) outs(%482 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %484 = tensor.empty() : tensor<8x256x1xf32>
    %485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<8x256x1xf32>) outs(%484 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %in, %cst_8 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %486 = tensor.empty() : tensor<8x256xf32>
    %487 = linalg.fill ins(%cst_9 : f32) outs(%486 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%485 : tensor<8x256x1xf32>) outs(%487 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256xf32>
    %489 = tensor.empty() : tensor<8x256x64xf32>
    %490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<8x256xf32>) outs(%489 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %491 = tensor.empty() : tensor<8x256x64xf32>
    %492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %490 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%491 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %493 = tensor.empty() : tensor<8x256x64xf32>
    %494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %492 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%493 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %495 = tensor.empty() : tensor<8x256x64xf32>
    %496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %124 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%495 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %497 = tensor.empty() : tensor<8x256x64xf32>
    %498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494, %496 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%497 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %499 = tensor.empty() : tensor<64x8x256xf32>
    %500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<8x256x64xf32>) outs(%499 : tensor<64x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x256xf32>
    %collapsed_87 = tensor.collapse_shape %500 [[0], [1, 2]] : tensor<64x8x256xf32> into tensor<64x2048xf32>
    %501 = tensor.empty() : tensor<64x256xf32>
    %502 = linalg.fill ins(%cst_9 : f32) outs(%501 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %503 = linalg.matmul ins(%collapsed_87, %collapsed_26 : tensor<64x2048xf32>, tensor<2048x256xf32>) outs(%502 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %504 = tensor.empty() : tensor<256x64xf32>
    %505 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%503 : tensor<64x256xf32>) outs(%504 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %collapsed_88 = tensor.collapse_shape %498 [[0, 1], [2]] : tensor<8x256x64xf32> into tensor<2048x64xf32>
    %506 = tensor.empty() : tensor<64x256xf32>
    %507 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<256x64xf32>) outs(%506 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %508 = tensor.empty() : tensor<2048x256xf32>
    %509 = linalg.fill ins(%cst_9 : f32) outs(%508 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %510 = linalg.matmul ins(%collapsed_88, %507 : tensor<2048x64xf32>, tensor<64x256xf32>) outs(%509 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %expanded_89 = tensor.expand_shape %510 [[0, 1], [2]] output_shape [8, 256, 256] : tensor<2048x256xf32> into tensor<8x256x256xf32>
    %511 = tensor.empty() : tensor<8x256x256xf32>
    %512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_89 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%511 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %513 = tensor.empty() : tensor<8x256x256xf32>
    %514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %expanded_25 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%513 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %515 = tensor.empty() : tensor<256x8x256xf32>
    %516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<8x256x256xf32>) outs(%515 : tensor<256x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x256xf32>
    %collapsed_90 = tensor.collapse_shape %516 [[0], [1, 2]] : tensor<256x8x256xf32> into tensor<256x2048xf32>
    %517 = tensor.empty() : tensor<256x64xf32>
    %518 = linalg.fill ins(%cst_9 : f32) outs(%517 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %519 = linalg.matmul ins(%collapsed_90, %collapsed_23 : tensor<256x2048xf32>, tensor<2048x64xf32>) outs(%518 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %520 = tensor.empty() : tensor<64x256xf32>
    %521 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%519 : tensor<256x64xf32>) outs(%520 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_91 = tensor.collapse_shape %512 [[0, 1], [2]] : tensor<8x256x256xf32> into tensor<2048x256xf32>
    %522 = tensor.empty() : tensor<256x64xf32>
    %523 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x256xf32>) outs(%522 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %524 = tensor.empty() : tensor<2048x64xf32>
    %525 = linalg.fill ins(%cst_9 : f32) outs(%524 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %526 = linalg.matmul ins(%collapsed_91, %523 : tensor<2048x256xf32>, tensor<256x64xf32>) outs(%525 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_92 = tensor.expand_shape %526 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %527 = tensor.empty() : tensor<8x256x256xf32>
    %528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %514 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%527 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %529 = tensor.empty() : tensor<8x256x256xf32>
    %530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %108 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%529 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %531 = tensor.empty() : tensor<8x256x256xf32>
    %532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %112 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%531 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %533 = tensor.empty() : tensor<8x256x256xf32>
    %534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530, %532 : tensor<8x256x256xf32>, tensor<8x256x256xf32>) outs(%533 : tensor<8x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x256xf32>
    %535 = tensor.empty() : tensor<256x8x256xf32>
    %536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534 : tensor<8x256x256xf32>) outs(%535 : tensor<256x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x256xf32>
    %collapsed_93 = tensor.collapse_shape %536 [[0], [1, 2]] : tensor<256x8x256xf32> into tensor<256x2048xf32>
    %537 = tensor.empty() : tensor<256x64xf32>
    %538 = linalg.fill ins(%cst_9 : f32) outs(%537 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %539 = linalg.matmul ins(%collapsed_93, %collapsed_23 : tensor<256x2048xf32>, tensor<2048x64xf32>) outs(%538 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %540 = tensor.empty() : tensor<64x256xf32>
    %541 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%539 : tensor<256x64xf32>) outs(%540 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_94 = tensor.collapse_shape %534 [[0, 1], [2]] : tensor<8x256x256xf32> into tensor<2048x256xf32>
    %542 = tensor.empty() : tensor<256x64xf32>
    %543 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%542 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %544 = tensor.empty() : tensor<2048x64xf32>
    %545 = linalg.fill ins(%cst_9 : f32) outs(%544 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %546 = linalg.matmul ins(%collapsed_94, %543 : tensor<2048x256xf32>, tensor<256x64xf32>) outs(%545 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_95 = tensor.expand_shape %546 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %547 = tensor.empty() : tensor<8x256x64xf32>
    %548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %expanded_95 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%547 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %549 = tensor.empty() : tensor<8x256x64xf32>
    %550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %548 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%549 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %551 = tensor.empty() : tensor<64xf32>
    %552 = linalg.fill ins(%cst_9 : f32) outs(%551 : tensor<64xf32>) -> tensor<64xf32>
    %553 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%550 : tensor<8x256x64xf32>) outs(%552 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %expanded_96 = tensor.expand_shape %553 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %554 = tensor.empty() : tensor<8x256x64xf32>
    %555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %95 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%554 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %556 = tensor.empty() : tensor<64xf32>
    %557 = linalg.fill ins(%cst_9 : f32) outs(%556 : tensor<64xf32>) -> tensor<64xf32>
    %558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_96 : tensor<1x1x64xf32>) outs(%557 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %559 = tensor.empty() : tensor<8x256x64xf32>
    %560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %555 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%559 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %561 = tensor.empty() : tensor<8x256xf32>
    %562 = linalg.fill ins(%cst_9 : f32) outs(%561 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%560 : tensor<8x256x64xf32>) outs(%562 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256xf32>
    %expanded_97 = tensor.expand_shape %563 [[0], [1, 2]] output_shape [8, 256, 1] : tensor<8x256xf32> into tensor<8x256x1xf32>
    %564 = tensor.empty() : tensor<8x256x64xf32>
    %565 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555, %91 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%564 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %566 = tensor.empty() : tensor<8x256x64xf32>
    %567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498, %565 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%566 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %568 = tensor.empty() : tensor<8x256x1xf32>
    %569 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %89 : tensor<8x256x1xf32>, tensor<8x256x1xf32>) outs(%568 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %570 = tensor.empty() : tensor<8x256x1xf32>
    %571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<8x256x1xf32>) outs(%570 : tensor<8x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.divf %in, %cst_8 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x1xf32>
    %572 = tensor.empty() : tensor<8x256xf32>
    %573 = linalg.fill ins(%cst_9 : f32) outs(%572 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%571 : tensor<8x256x1xf32>) outs(%573 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x256xf32>
    %575 = tensor.empty() : tensor<8x256x64xf32>
    %576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<8x256xf32>) outs(%575 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x64xf32>
    %577 = tensor.empty() : tensor<8x256x64xf32>
    %578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %576 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%577 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %579 = tensor.empty() : tensor<8x256x64xf32>
    %580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567, %578 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%579 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %581 = tensor.empty() : tensor<8x256x64xf32>
    %582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %74 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%581 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %583 = tensor.empty() : tensor<8x256x64xf32>
    %584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %582 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%583 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %585 = tensor.empty() : tensor<64x8x256xf32>
    %586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584 : tensor<8x256x64xf32>) outs(%585 : tensor<64x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x256xf32>
    %collapsed_98 = tensor.collapse_shape %586 [[0], [1, 2]] : tensor<64x8x256xf32> into tensor<64x2048xf32>
    %587 = tensor.empty() : tensor<64x64xf32>
    %588 = linalg.fill ins(%cst_9 : f32) outs(%587 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %589 = linalg.matmul ins(%collapsed_98, %collapsed_20 : tensor<64x2048xf32>, tensor<2048x64xf32>) outs(%588 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %590 = tensor.empty() : tensor<64x64xf32>
    %591 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%589 : tensor<64x64xf32>) outs(%590 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_99 = tensor.collapse_shape %584 [[0, 1], [2]] : tensor<8x256x64xf32> into tensor<2048x64xf32>
    %592 = tensor.empty() : tensor<64x64xf32>
    %593 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xf32>) outs(%592 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %594 = tensor.empty() : tensor<2048x64xf32>
    %595 = linalg.fill ins(%cst_9 : f32) outs(%594 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %596 = linalg.matmul ins(%collapsed_99, %593 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%595 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_100 = tensor.expand_shape %596 [[0, 1], [2, 3]] output_shape [8, 256, 2, 32] : tensor<2048x64xf32> into tensor<8x256x2x32xf32>
    %597 = tensor.empty() : tensor<8x2x256x32xf32>
    %598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<8x256x2x32xf32>) outs(%597 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %599 = tensor.empty() : tensor<8x2x32x256xf32>
    %600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%598 : tensor<8x2x256x32xf32>) outs(%599 : tensor<8x2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x32x256xf32>
    %collapsed_101 = tensor.collapse_shape %600 [[0, 1], [2], [3]] : tensor<8x2x32x256xf32> into tensor<16x32x256xf32>
    %601 = tensor.empty() : tensor<16x32x256xf32>
    %602 = linalg.fill ins(%cst_9 : f32) outs(%601 : tensor<16x32x256xf32>) -> tensor<16x32x256xf32>
    %603 = linalg.batch_matmul ins(%collapsed_101, %collapsed_17 : tensor<16x32x256xf32>, tensor<16x256x256xf32>) outs(%602 : tensor<16x32x256xf32>) -> tensor<16x32x256xf32>
    %expanded_102 = tensor.expand_shape %603 [[0, 1], [2], [3]] output_shape [8, 2, 32, 256] : tensor<16x32x256xf32> into tensor<8x2x32x256xf32>
    %604 = tensor.empty() : tensor<8x2x256x32xf32>
    %605 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<8x2x32x256xf32>) outs(%604 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %606 = tensor.empty() : tensor<8x2x32x256xf32>
    %607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<8x2x256x32xf32>) outs(%606 : tensor<8x2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x32x256xf32>
    %collapsed_103 = tensor.collapse_shape %598 [[0, 1], [2], [3]] : tensor<8x2x256x32xf32> into tensor<16x256x32xf32>
    %collapsed_104 = tensor.collapse_shape %607 [[0, 1], [2], [3]] : tensor<8x2x32x256xf32> into tensor<16x32x256xf32>
    %608 = tensor.empty() : tensor<16x256x256xf32>
    %609 = linalg.fill ins(%cst_9 : f32) outs(%608 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %610 = linalg.batch_matmul ins(%collapsed_103, %collapsed_104 : tensor<16x256x32xf32>, tensor<16x32x256xf32>) outs(%609 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %expanded_105 = tensor.expand_shape %610 [[0, 1], [2], [3]] output_shape [8, 2, 256, 256] : tensor<16x256x256xf32> into tensor<8x2x256x256xf32>
    %611 = tensor.empty() : tensor<8x2x256x256xf32>
    %612 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<8x2x256x1xf32>) outs(%611 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %613 = tensor.empty() : tensor<8x2x256x256xf32>
    %614 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105, %612 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%613 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %615 = tensor.empty() : tensor<8x2x256x256xf32>
    %616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%614, %53 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%615 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %617 = tensor.empty() : tensor<8x2x256xf32>
    %618 = linalg.fill ins(%cst_9 : f32) outs(%617 : tensor<8x2x256xf32>) -> tensor<8x2x256xf32>
    %619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%616 : tensor<8x2x256x256xf32>) outs(%618 : tensor<8x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256xf32>
    %620 = tensor.empty() : tensor<8x2x256xf32>
    %621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<8x2x256xf32>) outs(%620 : tensor<8x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.negf %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256xf32>
    %expanded_106 = tensor.expand_shape %621 [[0], [1], [2, 3]] output_shape [8, 2, 256, 1] : tensor<8x2x256xf32> into tensor<8x2x256x1xf32>
    %622 = tensor.empty() : tensor<8x2x256x256xf32>
    %623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105, %58 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%622 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %624 = tensor.empty() : tensor<8x2x256xf32>
    %625 = linalg.fill ins(%cst_9 : f32) outs(%624 : tensor<8x2x256xf32>) -> tensor<8x2x256xf32>
    %626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_106 : tensor<8x2x256x1xf32>) outs(%625 : tensor<8x2x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256xf32>
    %627 = tensor.empty() : tensor<8x2x256x256xf32>
    %628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%626 : tensor<8x2x256xf32>) outs(%627 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %629 = tensor.empty() : tensor<8x2x256x256xf32>
    %630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623, %628 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%629 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %631 = tensor.empty() : tensor<8x2x256x256xf32>
    %632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%630, %53 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%631 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %633 = tensor.empty() : tensor<8x2x256x256xf32>
    %634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%632, %42 : tensor<8x2x256x256xf32>, tensor<8x2x256x256xf32>) outs(%633 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.divf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x2x256x256xf32>
    %635 = tensor.empty() : tensor<8x2x256x256xf32>
    %636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%634 : tensor<8x2x256x256xf32>) outs(%635 : tensor<8x2x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x256xf32>
    %collapsed_107 = tensor.collapse_shape %636 [[0, 1], [2], [3]] : tensor<8x2x256x256xf32> into tensor<16x256x256xf32>
    %637 = tensor.empty() : tensor<16x256x32xf32>
    %638 = linalg.fill ins(%cst_9 : f32) outs(%637 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %639 = linalg.batch_matmul ins(%collapsed_107, %collapsed_13 : tensor<16x256x256xf32>, tensor<16x256x32xf32>) outs(%638 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %expanded_108 = tensor.expand_shape %639 [[0, 1], [2], [3]] output_shape [8, 2, 256, 32] : tensor<16x256x32xf32> into tensor<8x2x256x32xf32>
    %640 = tensor.empty() : tensor<8x2x32x256xf32>
    %641 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<8x2x256x32xf32>) outs(%640 : tensor<8x2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x32x256xf32>
    %642 = tensor.empty() : tensor<8x2x256x32xf32>
    %643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<8x2x32x256xf32>) outs(%642 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %collapsed_109 = tensor.collapse_shape %634 [[0, 1], [2], [3]] : tensor<8x2x256x256xf32> into tensor<16x256x256xf32>
    %collapsed_110 = tensor.collapse_shape %643 [[0, 1], [2], [3]] : tensor<8x2x256x32xf32> into tensor<16x256x32xf32>
    %644 = tensor.empty() : tensor<16x256x32xf32>
    %645 = linalg.fill ins(%cst_9 : f32) outs(%644 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %646 = linalg.batch_matmul ins(%collapsed_109, %collapsed_110 : tensor<16x256x256xf32>, tensor<16x256x32xf32>) outs(%645 : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
    %expanded_111 = tensor.expand_shape %646 [[0, 1], [2], [3]] output_shape [8, 2, 256, 32] : tensor<16x256x32xf32> into tensor<8x2x256x32xf32>
    %647 = tensor.empty() : tensor<8x2x256x32xf32>
    %648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%641 : tensor<8x2x32x256xf32>) outs(%647 : tensor<8x2x256x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x256x32xf32>
    %649 = tensor.empty() : tensor<8x256x2x32xf32>
    %650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605 : tensor<8x2x256x32xf32>) outs(%649 : tensor<8x256x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x2x32xf32>
    %collapsed_112 = tensor.collapse_shape %650 [[0], [1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<8x256x64xf32>
    %651 = tensor.empty() : tensor<64x8x256xf32>
    %652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_112 : tensor<8x256x64xf32>) outs(%651 : tensor<64x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x256xf32>
    %collapsed_113 = tensor.collapse_shape %652 [[0], [1, 2]] : tensor<64x8x256xf32> into tensor<64x2048xf32>
    %653 = tensor.empty() : tensor<64x64xf32>
    %654 = linalg.fill ins(%cst_9 : f32) outs(%653 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %655 = linalg.matmul ins(%collapsed_113, %collapsed : tensor<64x2048xf32>, tensor<2048x64xf32>) outs(%654 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %656 = tensor.empty() : tensor<64x64xf32>
    %657 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%655 : tensor<64x64xf32>) outs(%656 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_114 = tensor.collapse_shape %650 [[0, 1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<2048x64xf32>
    %658 = tensor.empty() : tensor<64x64xf32>
    %659 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%658 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %660 = tensor.empty() : tensor<2048x64xf32>
    %661 = linalg.fill ins(%cst_9 : f32) outs(%660 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %662 = linalg.matmul ins(%collapsed_114, %659 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%661 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_115 = tensor.expand_shape %662 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %663 = tensor.empty() : tensor<8x256x2x32xf32>
    %664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648 : tensor<8x2x256x32xf32>) outs(%663 : tensor<8x256x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x2x32xf32>
    %collapsed_116 = tensor.collapse_shape %664 [[0], [1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<8x256x64xf32>
    %665 = tensor.empty() : tensor<64x8x256xf32>
    %666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_116 : tensor<8x256x64xf32>) outs(%665 : tensor<64x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x256xf32>
    %collapsed_117 = tensor.collapse_shape %666 [[0], [1, 2]] : tensor<64x8x256xf32> into tensor<64x2048xf32>
    %667 = tensor.empty() : tensor<64x64xf32>
    %668 = linalg.fill ins(%cst_9 : f32) outs(%667 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %669 = linalg.matmul ins(%collapsed_117, %collapsed : tensor<64x2048xf32>, tensor<2048x64xf32>) outs(%668 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %670 = tensor.empty() : tensor<64x64xf32>
    %671 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%669 : tensor<64x64xf32>) outs(%670 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_118 = tensor.collapse_shape %664 [[0, 1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<2048x64xf32>
    %672 = tensor.empty() : tensor<64x64xf32>
    %673 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x64xf32>) outs(%672 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %674 = tensor.empty() : tensor<2048x64xf32>
    %675 = linalg.fill ins(%cst_9 : f32) outs(%674 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %676 = linalg.matmul ins(%collapsed_118, %673 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%675 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_119 = tensor.expand_shape %676 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %677 = tensor.empty() : tensor<8x256x64xf32>
    %678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %expanded_119 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%677 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %679 = tensor.empty() : tensor<8x256x2x32xf32>
    %680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_111 : tensor<8x2x256x32xf32>) outs(%679 : tensor<8x256x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x256x2x32xf32>
    %collapsed_120 = tensor.collapse_shape %680 [[0], [1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<8x256x64xf32>
    %681 = tensor.empty() : tensor<64x8x256xf32>
    %682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_120 : tensor<8x256x64xf32>) outs(%681 : tensor<64x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x256xf32>
    %collapsed_121 = tensor.collapse_shape %682 [[0], [1, 2]] : tensor<64x8x256xf32> into tensor<64x2048xf32>
    %683 = tensor.empty() : tensor<64x64xf32>
    %684 = linalg.fill ins(%cst_9 : f32) outs(%683 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %685 = linalg.matmul ins(%collapsed_121, %collapsed : tensor<64x2048xf32>, tensor<2048x64xf32>) outs(%684 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %686 = tensor.empty() : tensor<64x64xf32>
    %687 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%685 : tensor<64x64xf32>) outs(%686 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_122 = tensor.collapse_shape %680 [[0, 1], [2, 3]] : tensor<8x256x2x32xf32> into tensor<2048x64xf32>
    %688 = tensor.empty() : tensor<64x64xf32>
    %689 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64x64xf32>) outs(%688 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %690 = tensor.empty() : tensor<2048x64xf32>
    %691 = linalg.fill ins(%cst_9 : f32) outs(%690 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %692 = linalg.matmul ins(%collapsed_122, %689 : tensor<2048x64xf32>, tensor<64x64xf32>) outs(%691 : tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %expanded_123 = tensor.expand_shape %692 [[0, 1], [2]] output_shape [8, 256, 64] : tensor<2048x64xf32> into tensor<8x256x64xf32>
    %693 = tensor.empty() : tensor<8x256x64xf32>
    %694 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678, %expanded_123 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%693 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.addf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %695 = tensor.empty() : tensor<8x256x64xf32>
    %696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %694 : tensor<8x256x64xf32>, tensor<8x256x64xf32>) outs(%695 : tensor<8x256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.mulf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<8x256x64xf32>
    %697 = tensor.empty() : tensor<64xf32>
    %698 = linalg.fill ins(%cst_9 : f32) outs(%697 : tensor<64xf32>) -> tensor<64xf32>
    %699 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%696 : tensor<8x256x64xf32>) outs(%698 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %expanded_124 = tensor.expand_shape %699 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %700 = tensor.empty() : tensor<64xf32>
    %701 = linalg.fill ins(%cst_9 : f32) outs(%700 : tensor<64xf32>) -> tensor<64xf32>
    %702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_124 : tensor<1x1x64xf32>) outs(%701 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.addf %out, %in : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %703 = tensor.empty() : tensor<64xf32>
    %704 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%702 : tensor<64xf32>) outs(%703 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %705 = tensor.empty() : tensor<64xf32>
    %706 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %704 : tensor<64xf32>, tensor<64xf32>) outs(%705 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %707 = tensor.empty() : tensor<64xf32>
    %708 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%558 : tensor<64xf32>) outs(%707 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %709 = tensor.empty() : tensor<64xf32>
    %710 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1, %708 : tensor<64xf32>, tensor<64xf32>) outs(%709 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %711 = tensor.empty() : tensor<256x64xf32>
    %712 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%505 : tensor<256x64xf32>) outs(%711 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<256x64xf32>
    %713 = tensor.empty() : tensor<256x64xf32>
    %714 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %712 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%713 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<256x64xf32>
    %715 = tensor.empty() : tensor<64x256xf32>
    %716 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%541 : tensor<64x256xf32>) outs(%715 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x256xf32>
    %717 = tensor.empty() : tensor<64x256xf32>
    %718 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %716 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%717 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x256xf32>
    %719 = tensor.empty() : tensor<64x256xf32>
    %720 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%521 : tensor<64x256xf32>) outs(%719 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x256xf32>
    %721 = tensor.empty() : tensor<64x256xf32>
    %722 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4, %720 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%721 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x256xf32>
    %723 = tensor.empty() : tensor<64x64xf32>
    %724 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%671 : tensor<64x64xf32>) outs(%723 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %725 = tensor.empty() : tensor<64x64xf32>
    %726 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %724 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%725 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %727 = tensor.empty() : tensor<64x64xf32>
    %728 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%591 : tensor<64x64xf32>) outs(%727 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %729 = tensor.empty() : tensor<64x64xf32>
    %730 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6, %728 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%729 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %731 = tensor.empty() : tensor<64x64xf32>
    %732 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%687 : tensor<64x64xf32>) outs(%731 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %733 = tensor.empty() : tensor<64x64xf32>
    %734 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7, %732 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%733 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %735 = tensor.empty() : tensor<64x64xf32>
    %736 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%657 : tensor<64x64xf32>) outs(%735 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %737 = tensor.empty() : tensor<64x64xf32>
    %738 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8, %736 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%737 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %739 = tensor.empty() : tensor<64xf32>
    %740 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%472 : tensor<64xf32>) outs(%739 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %741 = tensor.empty() : tensor<64xf32>
    %742 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg9, %740 : tensor<64xf32>, tensor<64xf32>) outs(%741 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %743 = tensor.empty() : tensor<64xf32>
    %744 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%326 : tensor<64xf32>) outs(%743 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %745 = tensor.empty() : tensor<64xf32>
    %746 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg10, %744 : tensor<64xf32>, tensor<64xf32>) outs(%745 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64xf32>
    %747 = tensor.empty() : tensor<256x64xf32>
    %748 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%273 : tensor<256x64xf32>) outs(%747 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<256x64xf32>
    %749 = tensor.empty() : tensor<256x64xf32>
    %750 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11, %748 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%749 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<256x64xf32>
    %751 = tensor.empty() : tensor<64x256xf32>
    %752 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%309 : tensor<64x256xf32>) outs(%751 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x256xf32>
    %753 = tensor.empty() : tensor<64x256xf32>
    %754 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12, %752 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%753 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x256xf32>
    %755 = tensor.empty() : tensor<64x256xf32>
    %756 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%289 : tensor<64x256xf32>) outs(%755 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x256xf32>
    %757 = tensor.empty() : tensor<64x256xf32>
    %758 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13, %756 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%757 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x256xf32>
    %759 = tensor.empty() : tensor<64x64xf32>
    %760 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%439 : tensor<64x64xf32>) outs(%759 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %761 = tensor.empty() : tensor<64x64xf32>
    %762 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg14, %760 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%761 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %763 = tensor.empty() : tensor<64x64xf32>
    %764 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%359 : tensor<64x64xf32>) outs(%763 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %765 = tensor.empty() : tensor<64x64xf32>
    %766 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg15, %764 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%765 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %767 = tensor.empty() : tensor<64x64xf32>
    %768 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%455 : tensor<64x64xf32>) outs(%767 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %769 = tensor.empty() : tensor<64x64xf32>
    %770 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16, %768 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%769 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %771 = tensor.empty() : tensor<64x64xf32>
    %772 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%425 : tensor<64x64xf32>) outs(%771 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %775 = arith.mulf %in, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    %773 = tensor.empty() : tensor<64x64xf32>
    %774 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17, %772 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%773 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_125: f32, %out: f32):
      %775 = arith.subf %in, %in_125 : f32
      linalg.yield %775 : f32
    } -> tensor<64x64xf32>
    func.return %260, %706, %710, %714, %718, %722, %726, %730, %734, %738, %742, %746, %750, %754, %758, %762, %766, %770, %774 : tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
  }
}