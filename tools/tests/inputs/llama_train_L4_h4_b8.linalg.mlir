module @jit_step {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<64x256xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<256x64xf32>, %arg12: tensor<64x256xf32>, %arg13: tensor<64x256xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64x64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<256x64xf32>, %arg21: tensor<64x256xf32>, %arg22: tensor<64x256xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64x64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<256x64xf32>, %arg30: tensor<64x256xf32>, %arg31: tensor<64x256xf32>, %arg32: tensor<64x64xf32>, %arg33: tensor<64x64xf32>, %arg34: tensor<64x64xf32>, %arg35: tensor<64x64xf32>, %arg36: tensor<8x16x64xf32>, %arg37: tensor<8x16x64xf32>) -> (tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
    %cst = arith.constant 1.22070313E-4 : f32
    %cst_0 = arith.constant 4.000000e+00 : f32
    %cst_1 = arith.constant 0.00999999977 : f32
    %cst_2 = arith.constant 8.192000e+03 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %cst_4 = arith.constant -5.000000e-01 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    %cst_6 = arith.constant 0xFF800000 : f32
    %cst_7 = arith.constant 9.99999997E-7 : f32
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x16x64xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36 : tensor<8x16x64xf32>) outs(%0 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %2 = tensor.empty() : tensor<8x16xf32>
    %3 = linalg.fill ins(%cst_9 : f32) outs(%2 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<8x16x64xf32>) outs(%3 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %5 = tensor.empty() : tensor<8x16x1xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x16x1xf32>) outs(%5 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %7 = tensor.empty() : tensor<8x16x1xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<8x16x1xf32>) outs(%7 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_7 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %9 = tensor.empty() : tensor<8x16x1xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x16x1xf32>) outs(%9 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.rsqrt %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %11 = tensor.empty() : tensor<8x16x64xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x16x1xf32>) outs(%11 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %13 = tensor.empty() : tensor<8x16x64xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36, %12 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%13 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %15 = tensor.empty() : tensor<8x16x64xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64xf32>) outs(%15 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %17 = tensor.empty() : tensor<8x16x64xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%17 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %19 = tensor.empty() : tensor<128x64xf32>
    %20 = linalg.fill ins(%cst_9 : f32) outs(%19 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %21 = linalg.matmul ins(%collapsed, %arg7 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%20 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_10 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %22 = tensor.empty() : tensor<8x4x16x16xf32>
    %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<8x16x4x16xf32>) outs(%22 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %24 = tensor.empty() : tensor<128x64xf32>
    %25 = linalg.fill ins(%cst_9 : f32) outs(%24 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %26 = linalg.matmul ins(%collapsed, %arg5 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_11 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %27 = tensor.empty() : tensor<8x4x16x16xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<8x16x4x16xf32>) outs(%27 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %29 = tensor.empty() : tensor<128x64xf32>
    %30 = linalg.fill ins(%cst_9 : f32) outs(%29 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %31 = linalg.matmul ins(%collapsed, %arg8 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_12 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %32 = tensor.empty() : tensor<8x4x16x16xf32>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<8x16x4x16xf32>) outs(%32 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %34 = tensor.empty() : tensor<8x4x16x16xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<8x4x16x16xf32>) outs(%34 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_13 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_14 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %36 = tensor.empty() : tensor<32x16x16xf32>
    %37 = linalg.fill ins(%cst_9 : f32) outs(%36 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %38 = linalg.batch_matmul ins(%collapsed_13, %collapsed_14 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%37 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_15 = tensor.expand_shape %38 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %39 = tensor.empty() : tensor<f32>
    %40 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%39 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %41 = tensor.empty() : tensor<8x4x16x16xf32>
    %42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<f32>) outs(%41 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %43 = tensor.empty() : tensor<8x4x16x16xf32>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %42 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%43 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %45 = tensor.empty() : tensor<8x4x16xf32>
    %46 = linalg.fill ins(%cst_6 : f32) outs(%45 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<8x4x16x16xf32>) outs(%46 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.maximumf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %48 = tensor.empty() : tensor<8x4x16x16xf32>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<8x4x16xf32>) outs(%48 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %50 = tensor.empty() : tensor<8x4x16x16xf32>
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %49 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%50 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %52 = tensor.empty() : tensor<8x4x16x16xf32>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<8x4x16x16xf32>) outs(%52 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.exp %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %54 = tensor.empty() : tensor<8x4x16xf32>
    %55 = linalg.fill ins(%cst_9 : f32) outs(%54 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<8x4x16x16xf32>) outs(%55 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %expanded_16 = tensor.expand_shape %56 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %57 = tensor.empty() : tensor<8x4x16x16xf32>
    %58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<8x4x16xf32>) outs(%57 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %59 = tensor.empty() : tensor<8x4x16x16xf32>
    %60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %58 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%59 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %61 = tensor.empty() : tensor<8x4x16x1xf32>
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<8x4x16x1xf32>) outs(%61 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x1xf32>
    %63 = tensor.empty() : tensor<8x4x16x1xf32>
    %64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<8x4x16x1xf32>) outs(%63 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x1xf32>
    %collapsed_17 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_18 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %65 = tensor.empty() : tensor<32x16x16xf32>
    %66 = linalg.fill ins(%cst_9 : f32) outs(%65 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %67 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%66 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_19 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %68 = tensor.empty() : tensor<8x16x4x16xf32>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<8x4x16x16xf32>) outs(%68 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_20 = tensor.collapse_shape %69 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %70 = tensor.empty() : tensor<128x64xf32>
    %71 = linalg.fill ins(%cst_9 : f32) outs(%70 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %72 = linalg.matmul ins(%collapsed_20, %arg6 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%71 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_21 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %73 = tensor.empty() : tensor<8x16x64xf32>
    %74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36, %expanded_21 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%73 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %75 = tensor.empty() : tensor<8x16x64xf32>
    %76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<8x16x64xf32>) outs(%75 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %77 = tensor.empty() : tensor<8x16xf32>
    %78 = linalg.fill ins(%cst_9 : f32) outs(%77 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<8x16x64xf32>) outs(%78 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_22 = tensor.expand_shape %79 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %80 = tensor.empty() : tensor<8x16x1xf32>
    %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<8x16x1xf32>) outs(%80 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %82 = tensor.empty() : tensor<8x16x1xf32>
    %83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<8x16x1xf32>) outs(%82 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_7 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %84 = tensor.empty() : tensor<8x16x1xf32>
    %85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<8x16x1xf32>) outs(%84 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.rsqrt %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %86 = tensor.empty() : tensor<8x16x1xf32>
    %87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %83 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%86 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %88 = tensor.empty() : tensor<8x16x1xf32>
    %89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<8x16x1xf32>) outs(%88 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %90 = tensor.empty() : tensor<8x16x64xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<8x16x1xf32>) outs(%90 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %92 = tensor.empty() : tensor<8x16x64xf32>
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %91 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%92 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %94 = tensor.empty() : tensor<8x16x64xf32>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%94 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %96 = tensor.empty() : tensor<8x16x64xf32>
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%96 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_23 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %98 = tensor.empty() : tensor<128x256xf32>
    %99 = linalg.fill ins(%cst_9 : f32) outs(%98 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %100 = linalg.matmul ins(%collapsed_23, %arg3 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%99 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_24 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %101 = tensor.empty() : tensor<8x16x256xf32>
    %102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<8x16x256xf32>) outs(%101 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.negf %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %103 = tensor.empty() : tensor<8x16x256xf32>
    %104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<8x16x256xf32>) outs(%103 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.exp %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %105 = tensor.empty() : tensor<8x16x256xf32>
    %106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<8x16x256xf32>) outs(%105 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_5 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %107 = tensor.empty() : tensor<8x16x256xf32>
    %108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<8x16x256xf32>) outs(%107 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %109 = tensor.empty() : tensor<8x16x256xf32>
    %110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<8x16x256xf32>) outs(%109 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.subf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %111 = tensor.empty() : tensor<8x16x256xf32>
    %112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %110 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%111 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %113 = tensor.empty() : tensor<8x16x256xf32>
    %114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %108 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%113 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %115 = tensor.empty() : tensor<128x256xf32>
    %116 = linalg.fill ins(%cst_9 : f32) outs(%115 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %117 = linalg.matmul ins(%collapsed_23, %arg4 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%116 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_25 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %118 = tensor.empty() : tensor<8x16x256xf32>
    %119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_25 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%118 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_26 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %120 = tensor.empty() : tensor<128x64xf32>
    %121 = linalg.fill ins(%cst_9 : f32) outs(%120 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %122 = linalg.matmul ins(%collapsed_26, %arg2 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%121 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_27 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %123 = tensor.empty() : tensor<8x16x64xf32>
    %124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %expanded_27 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%123 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %125 = tensor.empty() : tensor<8x16x64xf32>
    %126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<8x16x64xf32>) outs(%125 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %127 = tensor.empty() : tensor<8x16xf32>
    %128 = linalg.fill ins(%cst_9 : f32) outs(%127 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<8x16x64xf32>) outs(%128 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_28 = tensor.expand_shape %129 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %130 = tensor.empty() : tensor<8x16x1xf32>
    %131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<8x16x1xf32>) outs(%130 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %132 = tensor.empty() : tensor<8x16x1xf32>
    %133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<8x16x1xf32>) outs(%132 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_7 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %134 = tensor.empty() : tensor<8x16x1xf32>
    %135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<8x16x1xf32>) outs(%134 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.rsqrt %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %136 = tensor.empty() : tensor<8x16x1xf32>
    %137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %133 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%136 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %138 = tensor.empty() : tensor<8x16x1xf32>
    %139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<8x16x1xf32>) outs(%138 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %140 = tensor.empty() : tensor<8x16x64xf32>
    %141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<8x16x1xf32>) outs(%140 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %142 = tensor.empty() : tensor<8x16x64xf32>
    %143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %141 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%142 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %144 = tensor.empty() : tensor<8x16x64xf32>
    %145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<64xf32>) outs(%144 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %146 = tensor.empty() : tensor<8x16x64xf32>
    %147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %145 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%146 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_29 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %148 = tensor.empty() : tensor<128x64xf32>
    %149 = linalg.fill ins(%cst_9 : f32) outs(%148 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %150 = linalg.matmul ins(%collapsed_29, %arg16 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%149 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_30 = tensor.expand_shape %150 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %151 = tensor.empty() : tensor<8x4x16x16xf32>
    %152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<8x16x4x16xf32>) outs(%151 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %153 = tensor.empty() : tensor<128x64xf32>
    %154 = linalg.fill ins(%cst_9 : f32) outs(%153 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %155 = linalg.matmul ins(%collapsed_29, %arg14 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%154 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_31 = tensor.expand_shape %155 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %156 = tensor.empty() : tensor<8x4x16x16xf32>
    %157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<8x16x4x16xf32>) outs(%156 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %158 = tensor.empty() : tensor<128x64xf32>
    %159 = linalg.fill ins(%cst_9 : f32) outs(%158 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %160 = linalg.matmul ins(%collapsed_29, %arg17 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%159 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_32 = tensor.expand_shape %160 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %161 = tensor.empty() : tensor<8x4x16x16xf32>
    %162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<8x16x4x16xf32>) outs(%161 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %163 = tensor.empty() : tensor<8x4x16x16xf32>
    %164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<8x4x16x16xf32>) outs(%163 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %152 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_34 = tensor.collapse_shape %164 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %165 = tensor.empty() : tensor<32x16x16xf32>
    %166 = linalg.fill ins(%cst_9 : f32) outs(%165 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %167 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%166 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_35 = tensor.expand_shape %167 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %168 = tensor.empty() : tensor<8x4x16x16xf32>
    %169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35, %42 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%168 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %170 = tensor.empty() : tensor<8x4x16xf32>
    %171 = linalg.fill ins(%cst_6 : f32) outs(%170 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<8x4x16x16xf32>) outs(%171 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.maximumf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %173 = tensor.empty() : tensor<8x4x16x16xf32>
    %174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<8x4x16xf32>) outs(%173 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %175 = tensor.empty() : tensor<8x4x16x16xf32>
    %176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %174 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%175 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %177 = tensor.empty() : tensor<8x4x16x16xf32>
    %178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<8x4x16x16xf32>) outs(%177 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.exp %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %179 = tensor.empty() : tensor<8x4x16xf32>
    %180 = linalg.fill ins(%cst_9 : f32) outs(%179 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%178 : tensor<8x4x16x16xf32>) outs(%180 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %expanded_36 = tensor.expand_shape %181 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %182 = tensor.empty() : tensor<8x4x16x16xf32>
    %183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<8x4x16xf32>) outs(%182 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %184 = tensor.empty() : tensor<8x4x16x16xf32>
    %185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %183 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%184 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %186 = tensor.empty() : tensor<8x4x16x1xf32>
    %187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<8x4x16x1xf32>) outs(%186 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x1xf32>
    %188 = tensor.empty() : tensor<8x4x16x1xf32>
    %189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<8x4x16x1xf32>) outs(%188 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x1xf32>
    %collapsed_37 = tensor.collapse_shape %185 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_38 = tensor.collapse_shape %162 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %190 = tensor.empty() : tensor<32x16x16xf32>
    %191 = linalg.fill ins(%cst_9 : f32) outs(%190 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %192 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%191 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_39 = tensor.expand_shape %192 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %193 = tensor.empty() : tensor<8x16x4x16xf32>
    %194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<8x4x16x16xf32>) outs(%193 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_40 = tensor.collapse_shape %194 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %195 = tensor.empty() : tensor<128x64xf32>
    %196 = linalg.fill ins(%cst_9 : f32) outs(%195 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %197 = linalg.matmul ins(%collapsed_40, %arg15 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%196 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_41 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %198 = tensor.empty() : tensor<8x16x64xf32>
    %199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %expanded_41 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%198 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %200 = tensor.empty() : tensor<8x16x64xf32>
    %201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<8x16x64xf32>) outs(%200 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %202 = tensor.empty() : tensor<8x16xf32>
    %203 = linalg.fill ins(%cst_9 : f32) outs(%202 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<8x16x64xf32>) outs(%203 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_42 = tensor.expand_shape %204 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %205 = tensor.empty() : tensor<8x16x1xf32>
    %206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<8x16x1xf32>) outs(%205 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %207 = tensor.empty() : tensor<8x16x1xf32>
    %208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<8x16x1xf32>) outs(%207 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_7 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %209 = tensor.empty() : tensor<8x16x1xf32>
    %210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<8x16x1xf32>) outs(%209 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.rsqrt %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %211 = tensor.empty() : tensor<8x16x1xf32>
    %212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %208 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%211 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %213 = tensor.empty() : tensor<8x16x1xf32>
    %214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<8x16x1xf32>) outs(%213 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %215 = tensor.empty() : tensor<8x16x64xf32>
    %216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<8x16x1xf32>) outs(%215 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %217 = tensor.empty() : tensor<8x16x64xf32>
    %218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %216 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%217 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %219 = tensor.empty() : tensor<8x16x64xf32>
    %220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10 : tensor<64xf32>) outs(%219 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %221 = tensor.empty() : tensor<8x16x64xf32>
    %222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %220 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%221 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_43 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %223 = tensor.empty() : tensor<128x256xf32>
    %224 = linalg.fill ins(%cst_9 : f32) outs(%223 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %225 = linalg.matmul ins(%collapsed_43, %arg12 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%224 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_44 = tensor.expand_shape %225 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %226 = tensor.empty() : tensor<8x16x256xf32>
    %227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<8x16x256xf32>) outs(%226 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.negf %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %228 = tensor.empty() : tensor<8x16x256xf32>
    %229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<8x16x256xf32>) outs(%228 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.exp %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %230 = tensor.empty() : tensor<8x16x256xf32>
    %231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<8x16x256xf32>) outs(%230 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_5 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %232 = tensor.empty() : tensor<8x16x256xf32>
    %233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<8x16x256xf32>) outs(%232 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %234 = tensor.empty() : tensor<8x16x256xf32>
    %235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<8x16x256xf32>) outs(%234 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.subf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %236 = tensor.empty() : tensor<8x16x256xf32>
    %237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %235 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%236 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %238 = tensor.empty() : tensor<8x16x256xf32>
    %239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %233 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%238 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %240 = tensor.empty() : tensor<128x256xf32>
    %241 = linalg.fill ins(%cst_9 : f32) outs(%240 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %242 = linalg.matmul ins(%collapsed_43, %arg13 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%241 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_45 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %243 = tensor.empty() : tensor<8x16x256xf32>
    %244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %expanded_45 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%243 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_46 = tensor.collapse_shape %244 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %245 = tensor.empty() : tensor<128x64xf32>
    %246 = linalg.fill ins(%cst_9 : f32) outs(%245 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %247 = linalg.matmul ins(%collapsed_46, %arg11 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%246 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_47 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %248 = tensor.empty() : tensor<8x16x64xf32>
    %249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %expanded_47 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%248 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %250 = tensor.empty() : tensor<8x16x64xf32>
    %251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<8x16x64xf32>) outs(%250 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %252 = tensor.empty() : tensor<8x16xf32>
    %253 = linalg.fill ins(%cst_9 : f32) outs(%252 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%251 : tensor<8x16x64xf32>) outs(%253 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_48 = tensor.expand_shape %254 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %255 = tensor.empty() : tensor<8x16x1xf32>
    %256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<8x16x1xf32>) outs(%255 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %257 = tensor.empty() : tensor<8x16x1xf32>
    %258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<8x16x1xf32>) outs(%257 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_7 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %259 = tensor.empty() : tensor<8x16x1xf32>
    %260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<8x16x1xf32>) outs(%259 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.rsqrt %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %261 = tensor.empty() : tensor<8x16x1xf32>
    %262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %258 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%261 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %263 = tensor.empty() : tensor<8x16x1xf32>
    %264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<8x16x1xf32>) outs(%263 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %265 = tensor.empty() : tensor<8x16x64xf32>
    %266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<8x16x1xf32>) outs(%265 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %267 = tensor.empty() : tensor<8x16x64xf32>
    %268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %266 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%267 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %269 = tensor.empty() : tensor<8x16x64xf32>
    %270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<64xf32>) outs(%269 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %271 = tensor.empty() : tensor<8x16x64xf32>
    %272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %270 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%271 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_49 = tensor.collapse_shape %272 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %273 = tensor.empty() : tensor<128x64xf32>
    %274 = linalg.fill ins(%cst_9 : f32) outs(%273 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %275 = linalg.matmul ins(%collapsed_49, %arg25 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%274 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_50 = tensor.expand_shape %275 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %276 = tensor.empty() : tensor<8x4x16x16xf32>
    %277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<8x16x4x16xf32>) outs(%276 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %278 = tensor.empty() : tensor<128x64xf32>
    %279 = linalg.fill ins(%cst_9 : f32) outs(%278 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %280 = linalg.matmul ins(%collapsed_49, %arg23 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%279 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_51 = tensor.expand_shape %280 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %281 = tensor.empty() : tensor<8x4x16x16xf32>
    %282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<8x16x4x16xf32>) outs(%281 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %283 = tensor.empty() : tensor<128x64xf32>
    %284 = linalg.fill ins(%cst_9 : f32) outs(%283 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %285 = linalg.matmul ins(%collapsed_49, %arg26 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%284 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_52 = tensor.expand_shape %285 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %286 = tensor.empty() : tensor<8x4x16x16xf32>
    %287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<8x16x4x16xf32>) outs(%286 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %288 = tensor.empty() : tensor<8x4x16x16xf32>
    %289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<8x4x16x16xf32>) outs(%288 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_53 = tensor.collapse_shape %277 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_54 = tensor.collapse_shape %289 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %290 = tensor.empty() : tensor<32x16x16xf32>
    %291 = linalg.fill ins(%cst_9 : f32) outs(%290 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %292 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%291 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_55 = tensor.expand_shape %292 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %293 = tensor.empty() : tensor<8x4x16x16xf32>
    %294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_55, %42 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%293 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %295 = tensor.empty() : tensor<8x4x16xf32>
    %296 = linalg.fill ins(%cst_6 : f32) outs(%295 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%294 : tensor<8x4x16x16xf32>) outs(%296 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.maximumf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %298 = tensor.empty() : tensor<8x4x16x16xf32>
    %299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<8x4x16xf32>) outs(%298 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %300 = tensor.empty() : tensor<8x4x16x16xf32>
    %301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %299 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%300 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %302 = tensor.empty() : tensor<8x4x16x16xf32>
    %303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<8x4x16x16xf32>) outs(%302 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.exp %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %304 = tensor.empty() : tensor<8x4x16xf32>
    %305 = linalg.fill ins(%cst_9 : f32) outs(%304 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%303 : tensor<8x4x16x16xf32>) outs(%305 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %expanded_56 = tensor.expand_shape %306 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %307 = tensor.empty() : tensor<8x4x16x16xf32>
    %308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<8x4x16xf32>) outs(%307 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %309 = tensor.empty() : tensor<8x4x16x16xf32>
    %310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %308 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%309 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %311 = tensor.empty() : tensor<8x4x16x1xf32>
    %312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56 : tensor<8x4x16x1xf32>) outs(%311 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x1xf32>
    %313 = tensor.empty() : tensor<8x4x16x1xf32>
    %314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<8x4x16x1xf32>) outs(%313 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x1xf32>
    %collapsed_57 = tensor.collapse_shape %310 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_58 = tensor.collapse_shape %287 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %315 = tensor.empty() : tensor<32x16x16xf32>
    %316 = linalg.fill ins(%cst_9 : f32) outs(%315 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %317 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%316 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_59 = tensor.expand_shape %317 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %318 = tensor.empty() : tensor<8x16x4x16xf32>
    %319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<8x4x16x16xf32>) outs(%318 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_60 = tensor.collapse_shape %319 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %320 = tensor.empty() : tensor<128x64xf32>
    %321 = linalg.fill ins(%cst_9 : f32) outs(%320 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %322 = linalg.matmul ins(%collapsed_60, %arg24 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%321 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_61 = tensor.expand_shape %322 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %323 = tensor.empty() : tensor<8x16x64xf32>
    %324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %expanded_61 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%323 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %325 = tensor.empty() : tensor<8x16x64xf32>
    %326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<8x16x64xf32>) outs(%325 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %327 = tensor.empty() : tensor<8x16xf32>
    %328 = linalg.fill ins(%cst_9 : f32) outs(%327 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%326 : tensor<8x16x64xf32>) outs(%328 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_62 = tensor.expand_shape %329 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %330 = tensor.empty() : tensor<8x16x1xf32>
    %331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<8x16x1xf32>) outs(%330 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %332 = tensor.empty() : tensor<8x16x1xf32>
    %333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<8x16x1xf32>) outs(%332 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_7 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %334 = tensor.empty() : tensor<8x16x1xf32>
    %335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<8x16x1xf32>) outs(%334 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.rsqrt %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %336 = tensor.empty() : tensor<8x16x1xf32>
    %337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %333 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%336 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %338 = tensor.empty() : tensor<8x16x1xf32>
    %339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<8x16x1xf32>) outs(%338 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %340 = tensor.empty() : tensor<8x16x64xf32>
    %341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<8x16x1xf32>) outs(%340 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %342 = tensor.empty() : tensor<8x16x64xf32>
    %343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %341 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%342 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %344 = tensor.empty() : tensor<8x16x64xf32>
    %345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19 : tensor<64xf32>) outs(%344 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %346 = tensor.empty() : tensor<8x16x64xf32>
    %347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %345 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%346 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_63 = tensor.collapse_shape %347 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %348 = tensor.empty() : tensor<128x256xf32>
    %349 = linalg.fill ins(%cst_9 : f32) outs(%348 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %350 = linalg.matmul ins(%collapsed_63, %arg21 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%349 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_64 = tensor.expand_shape %350 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %351 = tensor.empty() : tensor<8x16x256xf32>
    %352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<8x16x256xf32>) outs(%351 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.negf %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %353 = tensor.empty() : tensor<8x16x256xf32>
    %354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<8x16x256xf32>) outs(%353 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.exp %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %355 = tensor.empty() : tensor<8x16x256xf32>
    %356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<8x16x256xf32>) outs(%355 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_5 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %357 = tensor.empty() : tensor<8x16x256xf32>
    %358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<8x16x256xf32>) outs(%357 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %359 = tensor.empty() : tensor<8x16x256xf32>
    %360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<8x16x256xf32>) outs(%359 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.subf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %361 = tensor.empty() : tensor<8x16x256xf32>
    %362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %360 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%361 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %363 = tensor.empty() : tensor<8x16x256xf32>
    %364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %358 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%363 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %365 = tensor.empty() : tensor<128x256xf32>
    %366 = linalg.fill ins(%cst_9 : f32) outs(%365 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %367 = linalg.matmul ins(%collapsed_63, %arg22 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%366 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_65 = tensor.expand_shape %367 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %368 = tensor.empty() : tensor<8x16x256xf32>
    %369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %expanded_65 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%368 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_66 = tensor.collapse_shape %369 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %370 = tensor.empty() : tensor<128x64xf32>
    %371 = linalg.fill ins(%cst_9 : f32) outs(%370 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %372 = linalg.matmul ins(%collapsed_66, %arg20 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%371 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_67 = tensor.expand_shape %372 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %373 = tensor.empty() : tensor<8x16x64xf32>
    %374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %expanded_67 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%373 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %375 = tensor.empty() : tensor<8x16x64xf32>
    %376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<8x16x64xf32>) outs(%375 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %377 = tensor.empty() : tensor<8x16xf32>
    %378 = linalg.fill ins(%cst_9 : f32) outs(%377 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%376 : tensor<8x16x64xf32>) outs(%378 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_68 = tensor.expand_shape %379 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %380 = tensor.empty() : tensor<8x16x1xf32>
    %381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<8x16x1xf32>) outs(%380 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %382 = tensor.empty() : tensor<8x16x1xf32>
    %383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<8x16x1xf32>) outs(%382 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_7 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %384 = tensor.empty() : tensor<8x16x1xf32>
    %385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<8x16x1xf32>) outs(%384 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.rsqrt %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %386 = tensor.empty() : tensor<8x16x1xf32>
    %387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %383 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%386 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %388 = tensor.empty() : tensor<8x16x1xf32>
    %389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<8x16x1xf32>) outs(%388 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %390 = tensor.empty() : tensor<8x16x64xf32>
    %391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<8x16x1xf32>) outs(%390 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %392 = tensor.empty() : tensor<8x16x64xf32>
    %393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %391 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%392 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %394 = tensor.empty() : tensor<8x16x64xf32>
    %395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<64xf32>) outs(%394 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %396 = tensor.empty() : tensor<8x16x64xf32>
    %397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %395 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%396 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_69 = tensor.collapse_shape %397 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %398 = tensor.empty() : tensor<128x64xf32>
    %399 = linalg.fill ins(%cst_9 : f32) outs(%398 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %400 = linalg.matmul ins(%collapsed_69, %arg34 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%399 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_70 = tensor.expand_shape %400 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %401 = tensor.empty() : tensor<8x4x16x16xf32>
    %402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<8x16x4x16xf32>) outs(%401 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %403 = tensor.empty() : tensor<128x64xf32>
    %404 = linalg.fill ins(%cst_9 : f32) outs(%403 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %405 = linalg.matmul ins(%collapsed_69, %arg32 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%404 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_71 = tensor.expand_shape %405 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %406 = tensor.empty() : tensor<8x4x16x16xf32>
    %407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<8x16x4x16xf32>) outs(%406 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %408 = tensor.empty() : tensor<128x64xf32>
    %409 = linalg.fill ins(%cst_9 : f32) outs(%408 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %410 = linalg.matmul ins(%collapsed_69, %arg35 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%409 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_72 = tensor.expand_shape %410 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %411 = tensor.empty() : tensor<8x4x16x16xf32>
    %412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<8x16x4x16xf32>) outs(%411 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %413 = tensor.empty() : tensor<8x4x16x16xf32>
    %414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407 : tensor<8x4x16x16xf32>) outs(%413 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_73 = tensor.collapse_shape %402 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_74 = tensor.collapse_shape %414 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %415 = tensor.empty() : tensor<32x16x16xf32>
    %416 = linalg.fill ins(%cst_9 : f32) outs(%415 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %417 = linalg.batch_matmul ins(%collapsed_73, %collapsed_74 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%416 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_75 = tensor.expand_shape %417 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %418 = tensor.empty() : tensor<8x4x16x16xf32>
    %419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75, %42 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%418 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %420 = tensor.empty() : tensor<8x4x16xf32>
    %421 = linalg.fill ins(%cst_6 : f32) outs(%420 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%419 : tensor<8x4x16x16xf32>) outs(%421 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.maximumf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %423 = tensor.empty() : tensor<8x4x16x16xf32>
    %424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422 : tensor<8x4x16xf32>) outs(%423 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %425 = tensor.empty() : tensor<8x4x16x16xf32>
    %426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %424 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%425 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %427 = tensor.empty() : tensor<8x4x16x16xf32>
    %428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426 : tensor<8x4x16x16xf32>) outs(%427 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.exp %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %429 = tensor.empty() : tensor<8x4x16xf32>
    %430 = linalg.fill ins(%cst_9 : f32) outs(%429 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%428 : tensor<8x4x16x16xf32>) outs(%430 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %expanded_76 = tensor.expand_shape %431 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %432 = tensor.empty() : tensor<8x4x16x16xf32>
    %433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431 : tensor<8x4x16xf32>) outs(%432 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %434 = tensor.empty() : tensor<8x4x16x16xf32>
    %435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %433 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%434 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %436 = tensor.empty() : tensor<8x4x16x1xf32>
    %437 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<8x4x16x1xf32>) outs(%436 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x1xf32>
    %438 = tensor.empty() : tensor<8x4x16x1xf32>
    %439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437 : tensor<8x4x16x1xf32>) outs(%438 : tensor<8x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x1xf32>
    %collapsed_77 = tensor.collapse_shape %435 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_78 = tensor.collapse_shape %412 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %440 = tensor.empty() : tensor<32x16x16xf32>
    %441 = linalg.fill ins(%cst_9 : f32) outs(%440 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %442 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%441 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_79 = tensor.expand_shape %442 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %443 = tensor.empty() : tensor<8x16x4x16xf32>
    %444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<8x4x16x16xf32>) outs(%443 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_80 = tensor.collapse_shape %444 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %445 = tensor.empty() : tensor<128x64xf32>
    %446 = linalg.fill ins(%cst_9 : f32) outs(%445 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %447 = linalg.matmul ins(%collapsed_80, %arg33 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%446 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_81 = tensor.expand_shape %447 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %448 = tensor.empty() : tensor<8x16x64xf32>
    %449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %expanded_81 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%448 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %450 = tensor.empty() : tensor<8x16x64xf32>
    %451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<8x16x64xf32>) outs(%450 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %452 = tensor.empty() : tensor<8x16xf32>
    %453 = linalg.fill ins(%cst_9 : f32) outs(%452 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%451 : tensor<8x16x64xf32>) outs(%453 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_82 = tensor.expand_shape %454 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %455 = tensor.empty() : tensor<8x16x1xf32>
    %456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<8x16x1xf32>) outs(%455 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %457 = tensor.empty() : tensor<8x16x1xf32>
    %458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<8x16x1xf32>) outs(%457 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_7 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %459 = tensor.empty() : tensor<8x16x1xf32>
    %460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<8x16x1xf32>) outs(%459 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.rsqrt %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %461 = tensor.empty() : tensor<8x16x1xf32>
    %462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %458 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%461 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %463 = tensor.empty() : tensor<8x16x1xf32>
    %464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<8x16x1xf32>) outs(%463 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %465 = tensor.empty() : tensor<8x16x64xf32>
    %466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<8x16x1xf32>) outs(%465 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %467 = tensor.empty() : tensor<8x16x64xf32>
    %468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %466 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%467 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %469 = tensor.empty() : tensor<8x16x64xf32>
    %470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28 : tensor<64xf32>) outs(%469 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %471 = tensor.empty() : tensor<8x16x64xf32>
    %472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %470 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%471 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %collapsed_83 = tensor.collapse_shape %472 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %473 = tensor.empty() : tensor<128x256xf32>
    %474 = linalg.fill ins(%cst_9 : f32) outs(%473 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %475 = linalg.matmul ins(%collapsed_83, %arg30 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%474 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_84 = tensor.expand_shape %475 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %476 = tensor.empty() : tensor<8x16x256xf32>
    %477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<8x16x256xf32>) outs(%476 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.negf %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %478 = tensor.empty() : tensor<8x16x256xf32>
    %479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<8x16x256xf32>) outs(%478 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = math.exp %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %480 = tensor.empty() : tensor<8x16x256xf32>
    %481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479 : tensor<8x16x256xf32>) outs(%480 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %in, %cst_5 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %482 = tensor.empty() : tensor<8x16x256xf32>
    %483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481 : tensor<8x16x256xf32>) outs(%482 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %484 = tensor.empty() : tensor<8x16x256xf32>
    %485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<8x16x256xf32>) outs(%484 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.subf %cst_5, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %486 = tensor.empty() : tensor<8x16x256xf32>
    %487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %485 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%486 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %488 = tensor.empty() : tensor<8x16x256xf32>
    %489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %483 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%488 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %490 = tensor.empty() : tensor<128x256xf32>
    %491 = linalg.fill ins(%cst_9 : f32) outs(%490 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %492 = linalg.matmul ins(%collapsed_83, %arg31 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%491 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_85 = tensor.expand_shape %492 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %493 = tensor.empty() : tensor<8x16x256xf32>
    %494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %expanded_85 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%493 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %collapsed_86 = tensor.collapse_shape %494 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %495 = tensor.empty() : tensor<128x64xf32>
    %496 = linalg.fill ins(%cst_9 : f32) outs(%495 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %497 = linalg.matmul ins(%collapsed_86, %arg29 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%496 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_87 = tensor.expand_shape %497 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %498 = tensor.empty() : tensor<8x16x64xf32>
    %499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %expanded_87 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%498 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %500 = tensor.empty() : tensor<8x16x64xf32>
    %501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %arg37 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%500 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %502 = tensor.empty() : tensor<8x16x64xf32>
    %503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<8x16x64xf32>) outs(%502 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %504 = tensor.empty() : tensor<8x16x64xf32>
    %505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<8x16x64xf32>) outs(%504 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %506 = tensor.empty() : tensor<f32>
    %507 = linalg.fill ins(%cst_9 : f32) outs(%506 : tensor<f32>) -> tensor<f32>
    %508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%503 : tensor<8x16x64xf32>) outs(%507 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<f32>
    %509 = tensor.empty() : tensor<f32>
    %510 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%508 : tensor<f32>) outs(%509 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_2 : f32
      linalg.yield %1561 : f32
    } -> tensor<f32>
    %511 = tensor.empty() : tensor<f32>
    %512 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%511 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %513 = tensor.empty() : tensor<8x16x64xf32>
    %514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<f32>) outs(%513 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %515 = tensor.empty() : tensor<8x16x64xf32>
    %516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %505 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%515 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %517 = tensor.empty() : tensor<64x8x16xf32>
    %518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<8x16x64xf32>) outs(%517 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_88 = tensor.collapse_shape %518 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %519 = tensor.empty() : tensor<64x256xf32>
    %520 = linalg.fill ins(%cst_9 : f32) outs(%519 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %521 = linalg.matmul ins(%collapsed_88, %collapsed_86 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%520 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %522 = tensor.empty() : tensor<256x64xf32>
    %523 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%521 : tensor<64x256xf32>) outs(%522 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %collapsed_89 = tensor.collapse_shape %516 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %524 = tensor.empty() : tensor<64x256xf32>
    %525 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<256x64xf32>) outs(%524 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %526 = tensor.empty() : tensor<128x256xf32>
    %527 = linalg.fill ins(%cst_9 : f32) outs(%526 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %528 = linalg.matmul ins(%collapsed_89, %525 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%527 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_90 = tensor.expand_shape %528 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %529 = tensor.empty() : tensor<8x16x256xf32>
    %530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %expanded_90 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%529 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %531 = tensor.empty() : tensor<8x16x256xf32>
    %532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %expanded_85 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%531 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %533 = tensor.empty() : tensor<256x8x16xf32>
    %534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530 : tensor<8x16x256xf32>) outs(%533 : tensor<256x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x16xf32>
    %collapsed_91 = tensor.collapse_shape %534 [[0], [1, 2]] : tensor<256x8x16xf32> into tensor<256x128xf32>
    %535 = tensor.empty() : tensor<256x64xf32>
    %536 = linalg.fill ins(%cst_9 : f32) outs(%535 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %537 = linalg.matmul ins(%collapsed_91, %collapsed_83 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%536 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %538 = tensor.empty() : tensor<64x256xf32>
    %539 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%537 : tensor<256x64xf32>) outs(%538 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_92 = tensor.collapse_shape %530 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %540 = tensor.empty() : tensor<256x64xf32>
    %541 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg31 : tensor<64x256xf32>) outs(%540 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %542 = tensor.empty() : tensor<128x64xf32>
    %543 = linalg.fill ins(%cst_9 : f32) outs(%542 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %544 = linalg.matmul ins(%collapsed_92, %541 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%543 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_93 = tensor.expand_shape %544 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %545 = tensor.empty() : tensor<8x16x256xf32>
    %546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84, %532 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%545 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %547 = tensor.empty() : tensor<8x16x256xf32>
    %548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %483 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%547 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %549 = tensor.empty() : tensor<8x16x256xf32>
    %550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %487 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%549 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %551 = tensor.empty() : tensor<8x16x256xf32>
    %552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %550 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%551 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %553 = tensor.empty() : tensor<256x8x16xf32>
    %554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552 : tensor<8x16x256xf32>) outs(%553 : tensor<256x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x16xf32>
    %collapsed_94 = tensor.collapse_shape %554 [[0], [1, 2]] : tensor<256x8x16xf32> into tensor<256x128xf32>
    %555 = tensor.empty() : tensor<256x64xf32>
    %556 = linalg.fill ins(%cst_9 : f32) outs(%555 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %557 = linalg.matmul ins(%collapsed_94, %collapsed_83 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%556 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %558 = tensor.empty() : tensor<64x256xf32>
    %559 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%557 : tensor<256x64xf32>) outs(%558 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_95 = tensor.collapse_shape %552 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %560 = tensor.empty() : tensor<256x64xf32>
    %561 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<64x256xf32>) outs(%560 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %562 = tensor.empty() : tensor<128x64xf32>
    %563 = linalg.fill ins(%cst_9 : f32) outs(%562 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %564 = linalg.matmul ins(%collapsed_95, %561 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%563 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_96 = tensor.expand_shape %564 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %565 = tensor.empty() : tensor<8x16x64xf32>
    %566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93, %expanded_96 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%565 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %567 = tensor.empty() : tensor<8x16x64xf32>
    %568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %566 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%567 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %569 = tensor.empty() : tensor<64xf32>
    %570 = linalg.fill ins(%cst_9 : f32) outs(%569 : tensor<64xf32>) -> tensor<64xf32>
    %571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%568 : tensor<8x16x64xf32>) outs(%570 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %expanded_97 = tensor.expand_shape %571 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %572 = tensor.empty() : tensor<8x16x64xf32>
    %573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %470 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%572 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %574 = tensor.empty() : tensor<64xf32>
    %575 = linalg.fill ins(%cst_9 : f32) outs(%574 : tensor<64xf32>) -> tensor<64xf32>
    %576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_97 : tensor<1x1x64xf32>) outs(%575 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %577 = tensor.empty() : tensor<8x16x64xf32>
    %578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %573 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%577 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %579 = tensor.empty() : tensor<8x16xf32>
    %580 = linalg.fill ins(%cst_9 : f32) outs(%579 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%578 : tensor<8x16x64xf32>) outs(%580 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_98 = tensor.expand_shape %581 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %582 = tensor.empty() : tensor<8x16x64xf32>
    %583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %466 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%582 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %584 = tensor.empty() : tensor<8x16x64xf32>
    %585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %583 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%584 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %586 = tensor.empty() : tensor<8x16x1xf32>
    %587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %464 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%586 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %588 = tensor.empty() : tensor<8x16x1xf32>
    %589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<8x16x1xf32>) outs(%588 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %590 = tensor.empty() : tensor<8x16xf32>
    %591 = linalg.fill ins(%cst_9 : f32) outs(%590 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%589 : tensor<8x16x1xf32>) outs(%591 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %593 = tensor.empty() : tensor<8x16x64xf32>
    %594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<8x16xf32>) outs(%593 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %595 = tensor.empty() : tensor<8x16x64xf32>
    %596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %594 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%595 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %597 = tensor.empty() : tensor<8x16x64xf32>
    %598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585, %596 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%597 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %599 = tensor.empty() : tensor<8x16x64xf32>
    %600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594, %449 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%599 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %601 = tensor.empty() : tensor<8x16x64xf32>
    %602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %600 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%601 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %603 = tensor.empty() : tensor<64x8x16xf32>
    %604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602 : tensor<8x16x64xf32>) outs(%603 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_99 = tensor.collapse_shape %604 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %605 = tensor.empty() : tensor<64x64xf32>
    %606 = linalg.fill ins(%cst_9 : f32) outs(%605 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %607 = linalg.matmul ins(%collapsed_99, %collapsed_80 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%606 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %608 = tensor.empty() : tensor<64x64xf32>
    %609 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%607 : tensor<64x64xf32>) outs(%608 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_100 = tensor.collapse_shape %602 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %610 = tensor.empty() : tensor<64x64xf32>
    %611 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<64x64xf32>) outs(%610 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %612 = tensor.empty() : tensor<128x64xf32>
    %613 = linalg.fill ins(%cst_9 : f32) outs(%612 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %614 = linalg.matmul ins(%collapsed_100, %611 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%613 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_101 = tensor.expand_shape %614 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %615 = tensor.empty() : tensor<8x4x16x16xf32>
    %616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<8x16x4x16xf32>) outs(%615 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %617 = tensor.empty() : tensor<8x4x16x16xf32>
    %618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616 : tensor<8x4x16x16xf32>) outs(%617 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_102 = tensor.collapse_shape %618 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %619 = tensor.empty() : tensor<32x16x16xf32>
    %620 = linalg.fill ins(%cst_9 : f32) outs(%619 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %621 = linalg.batch_matmul ins(%collapsed_102, %collapsed_77 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%620 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_103 = tensor.expand_shape %621 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %622 = tensor.empty() : tensor<8x4x16x16xf32>
    %623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<8x4x16x16xf32>) outs(%622 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %624 = tensor.empty() : tensor<8x4x16x16xf32>
    %625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412 : tensor<8x4x16x16xf32>) outs(%624 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_104 = tensor.collapse_shape %616 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_105 = tensor.collapse_shape %625 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %626 = tensor.empty() : tensor<32x16x16xf32>
    %627 = linalg.fill ins(%cst_9 : f32) outs(%626 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %628 = linalg.batch_matmul ins(%collapsed_104, %collapsed_105 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%627 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_106 = tensor.expand_shape %628 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %629 = tensor.empty() : tensor<8x4x16x16xf32>
    %630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439 : tensor<8x4x16x1xf32>) outs(%629 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %631 = tensor.empty() : tensor<8x4x16x16xf32>
    %632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106, %630 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%631 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %633 = tensor.empty() : tensor<8x4x16x16xf32>
    %634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%632, %428 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%633 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %635 = tensor.empty() : tensor<8x4x16xf32>
    %636 = linalg.fill ins(%cst_9 : f32) outs(%635 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%634 : tensor<8x4x16x16xf32>) outs(%636 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %638 = tensor.empty() : tensor<8x4x16xf32>
    %639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<8x4x16xf32>) outs(%638 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.negf %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %expanded_107 = tensor.expand_shape %639 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %640 = tensor.empty() : tensor<8x4x16x16xf32>
    %641 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106, %433 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%640 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %642 = tensor.empty() : tensor<8x4x16xf32>
    %643 = linalg.fill ins(%cst_9 : f32) outs(%642 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_107 : tensor<8x4x16x1xf32>) outs(%643 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %645 = tensor.empty() : tensor<8x4x16x16xf32>
    %646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%644 : tensor<8x4x16xf32>) outs(%645 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %647 = tensor.empty() : tensor<8x4x16x16xf32>
    %648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%641, %646 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%647 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %649 = tensor.empty() : tensor<8x4x16x16xf32>
    %650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648, %428 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%649 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %651 = tensor.empty() : tensor<8x4x16x16xf32>
    %652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%650, %42 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%651 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %653 = tensor.empty() : tensor<8x4x16x16xf32>
    %654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652 : tensor<8x4x16x16xf32>) outs(%653 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_108 = tensor.collapse_shape %654 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %655 = tensor.empty() : tensor<32x16x16xf32>
    %656 = linalg.fill ins(%cst_9 : f32) outs(%655 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %657 = linalg.batch_matmul ins(%collapsed_108, %collapsed_73 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%656 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_109 = tensor.expand_shape %657 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %658 = tensor.empty() : tensor<8x4x16x16xf32>
    %659 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<8x4x16x16xf32>) outs(%658 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %660 = tensor.empty() : tensor<8x4x16x16xf32>
    %661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414 : tensor<8x4x16x16xf32>) outs(%660 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_110 = tensor.collapse_shape %652 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_111 = tensor.collapse_shape %661 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %662 = tensor.empty() : tensor<32x16x16xf32>
    %663 = linalg.fill ins(%cst_9 : f32) outs(%662 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %664 = linalg.batch_matmul ins(%collapsed_110, %collapsed_111 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%663 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_112 = tensor.expand_shape %664 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %665 = tensor.empty() : tensor<8x4x16x16xf32>
    %666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659 : tensor<8x4x16x16xf32>) outs(%665 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %667 = tensor.empty() : tensor<8x16x4x16xf32>
    %668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623 : tensor<8x4x16x16xf32>) outs(%667 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_113 = tensor.collapse_shape %668 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %669 = tensor.empty() : tensor<64x8x16xf32>
    %670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_113 : tensor<8x16x64xf32>) outs(%669 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_114 = tensor.collapse_shape %670 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %671 = tensor.empty() : tensor<64x64xf32>
    %672 = linalg.fill ins(%cst_9 : f32) outs(%671 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %673 = linalg.matmul ins(%collapsed_114, %collapsed_69 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%672 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %674 = tensor.empty() : tensor<64x64xf32>
    %675 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%673 : tensor<64x64xf32>) outs(%674 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_115 = tensor.collapse_shape %668 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %676 = tensor.empty() : tensor<64x64xf32>
    %677 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<64x64xf32>) outs(%676 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %678 = tensor.empty() : tensor<128x64xf32>
    %679 = linalg.fill ins(%cst_9 : f32) outs(%678 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %680 = linalg.matmul ins(%collapsed_115, %677 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%679 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_116 = tensor.expand_shape %680 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %681 = tensor.empty() : tensor<8x16x4x16xf32>
    %682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666 : tensor<8x4x16x16xf32>) outs(%681 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_117 = tensor.collapse_shape %682 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %683 = tensor.empty() : tensor<64x8x16xf32>
    %684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_117 : tensor<8x16x64xf32>) outs(%683 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_118 = tensor.collapse_shape %684 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %685 = tensor.empty() : tensor<64x64xf32>
    %686 = linalg.fill ins(%cst_9 : f32) outs(%685 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %687 = linalg.matmul ins(%collapsed_118, %collapsed_69 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%686 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %688 = tensor.empty() : tensor<64x64xf32>
    %689 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%687 : tensor<64x64xf32>) outs(%688 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_119 = tensor.collapse_shape %682 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %690 = tensor.empty() : tensor<64x64xf32>
    %691 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<64x64xf32>) outs(%690 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %692 = tensor.empty() : tensor<128x64xf32>
    %693 = linalg.fill ins(%cst_9 : f32) outs(%692 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %694 = linalg.matmul ins(%collapsed_119, %691 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%693 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_120 = tensor.expand_shape %694 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %695 = tensor.empty() : tensor<8x16x64xf32>
    %696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %expanded_120 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%695 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %697 = tensor.empty() : tensor<8x16x4x16xf32>
    %698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<8x4x16x16xf32>) outs(%697 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_121 = tensor.collapse_shape %698 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %699 = tensor.empty() : tensor<64x8x16xf32>
    %700 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_121 : tensor<8x16x64xf32>) outs(%699 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_122 = tensor.collapse_shape %700 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %701 = tensor.empty() : tensor<64x64xf32>
    %702 = linalg.fill ins(%cst_9 : f32) outs(%701 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %703 = linalg.matmul ins(%collapsed_122, %collapsed_69 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%702 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %704 = tensor.empty() : tensor<64x64xf32>
    %705 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%703 : tensor<64x64xf32>) outs(%704 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_123 = tensor.collapse_shape %698 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %706 = tensor.empty() : tensor<64x64xf32>
    %707 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<64x64xf32>) outs(%706 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %708 = tensor.empty() : tensor<128x64xf32>
    %709 = linalg.fill ins(%cst_9 : f32) outs(%708 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %710 = linalg.matmul ins(%collapsed_123, %707 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%709 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_124 = tensor.expand_shape %710 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %711 = tensor.empty() : tensor<8x16x64xf32>
    %712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %expanded_124 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%711 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %713 = tensor.empty() : tensor<8x16x64xf32>
    %714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %712 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%713 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %715 = tensor.empty() : tensor<64xf32>
    %716 = linalg.fill ins(%cst_9 : f32) outs(%715 : tensor<64xf32>) -> tensor<64xf32>
    %717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%714 : tensor<8x16x64xf32>) outs(%716 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %expanded_125 = tensor.expand_shape %717 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %718 = tensor.empty() : tensor<8x16x64xf32>
    %719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712, %395 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%718 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %720 = tensor.empty() : tensor<64xf32>
    %721 = linalg.fill ins(%cst_9 : f32) outs(%720 : tensor<64xf32>) -> tensor<64xf32>
    %722 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_125 : tensor<1x1x64xf32>) outs(%721 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %723 = tensor.empty() : tensor<8x16x64xf32>
    %724 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %719 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%723 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %725 = tensor.empty() : tensor<8x16xf32>
    %726 = linalg.fill ins(%cst_9 : f32) outs(%725 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%724 : tensor<8x16x64xf32>) outs(%726 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_126 = tensor.expand_shape %727 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %728 = tensor.empty() : tensor<8x16x64xf32>
    %729 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719, %391 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%728 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %730 = tensor.empty() : tensor<8x16x64xf32>
    %731 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %729 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%730 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %732 = tensor.empty() : tensor<8x16x1xf32>
    %733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_126, %389 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%732 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %734 = tensor.empty() : tensor<8x16x1xf32>
    %735 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%733 : tensor<8x16x1xf32>) outs(%734 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %736 = tensor.empty() : tensor<8x16xf32>
    %737 = linalg.fill ins(%cst_9 : f32) outs(%736 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%735 : tensor<8x16x1xf32>) outs(%737 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %739 = tensor.empty() : tensor<8x16x64xf32>
    %740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738 : tensor<8x16xf32>) outs(%739 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %741 = tensor.empty() : tensor<8x16x64xf32>
    %742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %740 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%741 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %743 = tensor.empty() : tensor<8x16x64xf32>
    %744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731, %742 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%743 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %745 = tensor.empty() : tensor<8x16x64xf32>
    %746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%740, %374 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%745 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %747 = tensor.empty() : tensor<8x16x64xf32>
    %748 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%744, %746 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%747 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %749 = tensor.empty() : tensor<64x8x16xf32>
    %750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748 : tensor<8x16x64xf32>) outs(%749 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_127 = tensor.collapse_shape %750 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %751 = tensor.empty() : tensor<64x256xf32>
    %752 = linalg.fill ins(%cst_9 : f32) outs(%751 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %753 = linalg.matmul ins(%collapsed_127, %collapsed_66 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%752 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %754 = tensor.empty() : tensor<256x64xf32>
    %755 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%753 : tensor<64x256xf32>) outs(%754 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %collapsed_128 = tensor.collapse_shape %748 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %756 = tensor.empty() : tensor<64x256xf32>
    %757 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<256x64xf32>) outs(%756 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %758 = tensor.empty() : tensor<128x256xf32>
    %759 = linalg.fill ins(%cst_9 : f32) outs(%758 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %760 = linalg.matmul ins(%collapsed_128, %757 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%759 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_129 = tensor.expand_shape %760 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %761 = tensor.empty() : tensor<8x16x256xf32>
    %762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %expanded_129 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%761 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %763 = tensor.empty() : tensor<8x16x256xf32>
    %764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %expanded_65 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%763 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %765 = tensor.empty() : tensor<256x8x16xf32>
    %766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762 : tensor<8x16x256xf32>) outs(%765 : tensor<256x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x16xf32>
    %collapsed_130 = tensor.collapse_shape %766 [[0], [1, 2]] : tensor<256x8x16xf32> into tensor<256x128xf32>
    %767 = tensor.empty() : tensor<256x64xf32>
    %768 = linalg.fill ins(%cst_9 : f32) outs(%767 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %769 = linalg.matmul ins(%collapsed_130, %collapsed_63 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%768 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %770 = tensor.empty() : tensor<64x256xf32>
    %771 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%769 : tensor<256x64xf32>) outs(%770 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_131 = tensor.collapse_shape %762 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %772 = tensor.empty() : tensor<256x64xf32>
    %773 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<64x256xf32>) outs(%772 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %774 = tensor.empty() : tensor<128x64xf32>
    %775 = linalg.fill ins(%cst_9 : f32) outs(%774 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %776 = linalg.matmul ins(%collapsed_131, %773 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%775 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_132 = tensor.expand_shape %776 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %777 = tensor.empty() : tensor<8x16x256xf32>
    %778 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %764 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%777 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %779 = tensor.empty() : tensor<8x16x256xf32>
    %780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%764, %358 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%779 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %781 = tensor.empty() : tensor<8x16x256xf32>
    %782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%778, %362 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%781 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %783 = tensor.empty() : tensor<8x16x256xf32>
    %784 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%780, %782 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%783 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %785 = tensor.empty() : tensor<256x8x16xf32>
    %786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%784 : tensor<8x16x256xf32>) outs(%785 : tensor<256x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x16xf32>
    %collapsed_133 = tensor.collapse_shape %786 [[0], [1, 2]] : tensor<256x8x16xf32> into tensor<256x128xf32>
    %787 = tensor.empty() : tensor<256x64xf32>
    %788 = linalg.fill ins(%cst_9 : f32) outs(%787 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %789 = linalg.matmul ins(%collapsed_133, %collapsed_63 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%788 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %790 = tensor.empty() : tensor<64x256xf32>
    %791 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%789 : tensor<256x64xf32>) outs(%790 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_134 = tensor.collapse_shape %784 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %792 = tensor.empty() : tensor<256x64xf32>
    %793 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<64x256xf32>) outs(%792 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %794 = tensor.empty() : tensor<128x64xf32>
    %795 = linalg.fill ins(%cst_9 : f32) outs(%794 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %796 = linalg.matmul ins(%collapsed_134, %793 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%795 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_135 = tensor.expand_shape %796 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %797 = tensor.empty() : tensor<8x16x64xf32>
    %798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_132, %expanded_135 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%797 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %799 = tensor.empty() : tensor<8x16x64xf32>
    %800 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %798 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%799 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %801 = tensor.empty() : tensor<64xf32>
    %802 = linalg.fill ins(%cst_9 : f32) outs(%801 : tensor<64xf32>) -> tensor<64xf32>
    %803 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%800 : tensor<8x16x64xf32>) outs(%802 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %expanded_136 = tensor.expand_shape %803 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %804 = tensor.empty() : tensor<8x16x64xf32>
    %805 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %345 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%804 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %806 = tensor.empty() : tensor<64xf32>
    %807 = linalg.fill ins(%cst_9 : f32) outs(%806 : tensor<64xf32>) -> tensor<64xf32>
    %808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_136 : tensor<1x1x64xf32>) outs(%807 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %809 = tensor.empty() : tensor<8x16x64xf32>
    %810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %805 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%809 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %811 = tensor.empty() : tensor<8x16xf32>
    %812 = linalg.fill ins(%cst_9 : f32) outs(%811 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %813 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%810 : tensor<8x16x64xf32>) outs(%812 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_137 = tensor.expand_shape %813 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %814 = tensor.empty() : tensor<8x16x64xf32>
    %815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805, %341 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%814 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %816 = tensor.empty() : tensor<8x16x64xf32>
    %817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %815 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%816 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %818 = tensor.empty() : tensor<8x16x1xf32>
    %819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137, %339 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%818 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %820 = tensor.empty() : tensor<8x16x1xf32>
    %821 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<8x16x1xf32>) outs(%820 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %822 = tensor.empty() : tensor<8x16xf32>
    %823 = linalg.fill ins(%cst_9 : f32) outs(%822 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%821 : tensor<8x16x1xf32>) outs(%823 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %825 = tensor.empty() : tensor<8x16x64xf32>
    %826 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%824 : tensor<8x16xf32>) outs(%825 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %827 = tensor.empty() : tensor<8x16x64xf32>
    %828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %826 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%827 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %829 = tensor.empty() : tensor<8x16x64xf32>
    %830 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817, %828 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%829 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %831 = tensor.empty() : tensor<8x16x64xf32>
    %832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826, %324 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%831 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %833 = tensor.empty() : tensor<8x16x64xf32>
    %834 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830, %832 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%833 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %835 = tensor.empty() : tensor<64x8x16xf32>
    %836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834 : tensor<8x16x64xf32>) outs(%835 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_138 = tensor.collapse_shape %836 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %837 = tensor.empty() : tensor<64x64xf32>
    %838 = linalg.fill ins(%cst_9 : f32) outs(%837 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %839 = linalg.matmul ins(%collapsed_138, %collapsed_60 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%838 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %840 = tensor.empty() : tensor<64x64xf32>
    %841 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%839 : tensor<64x64xf32>) outs(%840 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_139 = tensor.collapse_shape %834 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %842 = tensor.empty() : tensor<64x64xf32>
    %843 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg24 : tensor<64x64xf32>) outs(%842 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %844 = tensor.empty() : tensor<128x64xf32>
    %845 = linalg.fill ins(%cst_9 : f32) outs(%844 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %846 = linalg.matmul ins(%collapsed_139, %843 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%845 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_140 = tensor.expand_shape %846 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %847 = tensor.empty() : tensor<8x4x16x16xf32>
    %848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_140 : tensor<8x16x4x16xf32>) outs(%847 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %849 = tensor.empty() : tensor<8x4x16x16xf32>
    %850 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%848 : tensor<8x4x16x16xf32>) outs(%849 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_141 = tensor.collapse_shape %850 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %851 = tensor.empty() : tensor<32x16x16xf32>
    %852 = linalg.fill ins(%cst_9 : f32) outs(%851 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %853 = linalg.batch_matmul ins(%collapsed_141, %collapsed_57 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%852 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_142 = tensor.expand_shape %853 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %854 = tensor.empty() : tensor<8x4x16x16xf32>
    %855 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_142 : tensor<8x4x16x16xf32>) outs(%854 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %856 = tensor.empty() : tensor<8x4x16x16xf32>
    %857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<8x4x16x16xf32>) outs(%856 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_143 = tensor.collapse_shape %848 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_144 = tensor.collapse_shape %857 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %858 = tensor.empty() : tensor<32x16x16xf32>
    %859 = linalg.fill ins(%cst_9 : f32) outs(%858 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %860 = linalg.batch_matmul ins(%collapsed_143, %collapsed_144 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%859 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_145 = tensor.expand_shape %860 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %861 = tensor.empty() : tensor<8x4x16x16xf32>
    %862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314 : tensor<8x4x16x1xf32>) outs(%861 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %863 = tensor.empty() : tensor<8x4x16x16xf32>
    %864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_145, %862 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%863 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %865 = tensor.empty() : tensor<8x4x16x16xf32>
    %866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%864, %303 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%865 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %867 = tensor.empty() : tensor<8x4x16xf32>
    %868 = linalg.fill ins(%cst_9 : f32) outs(%867 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %869 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%866 : tensor<8x4x16x16xf32>) outs(%868 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %870 = tensor.empty() : tensor<8x4x16xf32>
    %871 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869 : tensor<8x4x16xf32>) outs(%870 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.negf %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %expanded_146 = tensor.expand_shape %871 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %872 = tensor.empty() : tensor<8x4x16x16xf32>
    %873 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_145, %308 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%872 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %874 = tensor.empty() : tensor<8x4x16xf32>
    %875 = linalg.fill ins(%cst_9 : f32) outs(%874 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_146 : tensor<8x4x16x1xf32>) outs(%875 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %877 = tensor.empty() : tensor<8x4x16x16xf32>
    %878 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%876 : tensor<8x4x16xf32>) outs(%877 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %879 = tensor.empty() : tensor<8x4x16x16xf32>
    %880 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%873, %878 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%879 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %881 = tensor.empty() : tensor<8x4x16x16xf32>
    %882 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%880, %303 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%881 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %883 = tensor.empty() : tensor<8x4x16x16xf32>
    %884 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%882, %42 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%883 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %885 = tensor.empty() : tensor<8x4x16x16xf32>
    %886 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%884 : tensor<8x4x16x16xf32>) outs(%885 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_147 = tensor.collapse_shape %886 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %887 = tensor.empty() : tensor<32x16x16xf32>
    %888 = linalg.fill ins(%cst_9 : f32) outs(%887 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %889 = linalg.batch_matmul ins(%collapsed_147, %collapsed_53 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%888 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_148 = tensor.expand_shape %889 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %890 = tensor.empty() : tensor<8x4x16x16xf32>
    %891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_148 : tensor<8x4x16x16xf32>) outs(%890 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %892 = tensor.empty() : tensor<8x4x16x16xf32>
    %893 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289 : tensor<8x4x16x16xf32>) outs(%892 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_149 = tensor.collapse_shape %884 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_150 = tensor.collapse_shape %893 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %894 = tensor.empty() : tensor<32x16x16xf32>
    %895 = linalg.fill ins(%cst_9 : f32) outs(%894 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %896 = linalg.batch_matmul ins(%collapsed_149, %collapsed_150 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%895 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_151 = tensor.expand_shape %896 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %897 = tensor.empty() : tensor<8x4x16x16xf32>
    %898 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%891 : tensor<8x4x16x16xf32>) outs(%897 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %899 = tensor.empty() : tensor<8x16x4x16xf32>
    %900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855 : tensor<8x4x16x16xf32>) outs(%899 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_152 = tensor.collapse_shape %900 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %901 = tensor.empty() : tensor<64x8x16xf32>
    %902 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_152 : tensor<8x16x64xf32>) outs(%901 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_153 = tensor.collapse_shape %902 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %903 = tensor.empty() : tensor<64x64xf32>
    %904 = linalg.fill ins(%cst_9 : f32) outs(%903 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %905 = linalg.matmul ins(%collapsed_153, %collapsed_49 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%904 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %906 = tensor.empty() : tensor<64x64xf32>
    %907 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%905 : tensor<64x64xf32>) outs(%906 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_154 = tensor.collapse_shape %900 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %908 = tensor.empty() : tensor<64x64xf32>
    %909 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<64x64xf32>) outs(%908 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %910 = tensor.empty() : tensor<128x64xf32>
    %911 = linalg.fill ins(%cst_9 : f32) outs(%910 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %912 = linalg.matmul ins(%collapsed_154, %909 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%911 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_155 = tensor.expand_shape %912 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %913 = tensor.empty() : tensor<8x16x4x16xf32>
    %914 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%898 : tensor<8x4x16x16xf32>) outs(%913 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_156 = tensor.collapse_shape %914 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %915 = tensor.empty() : tensor<64x8x16xf32>
    %916 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_156 : tensor<8x16x64xf32>) outs(%915 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_157 = tensor.collapse_shape %916 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %917 = tensor.empty() : tensor<64x64xf32>
    %918 = linalg.fill ins(%cst_9 : f32) outs(%917 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %919 = linalg.matmul ins(%collapsed_157, %collapsed_49 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%918 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %920 = tensor.empty() : tensor<64x64xf32>
    %921 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%919 : tensor<64x64xf32>) outs(%920 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_158 = tensor.collapse_shape %914 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %922 = tensor.empty() : tensor<64x64xf32>
    %923 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<64x64xf32>) outs(%922 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %924 = tensor.empty() : tensor<128x64xf32>
    %925 = linalg.fill ins(%cst_9 : f32) outs(%924 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %926 = linalg.matmul ins(%collapsed_158, %923 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%925 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_159 = tensor.expand_shape %926 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %927 = tensor.empty() : tensor<8x16x64xf32>
    %928 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %expanded_159 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%927 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %929 = tensor.empty() : tensor<8x16x4x16xf32>
    %930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<8x4x16x16xf32>) outs(%929 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_160 = tensor.collapse_shape %930 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %931 = tensor.empty() : tensor<64x8x16xf32>
    %932 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_160 : tensor<8x16x64xf32>) outs(%931 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_161 = tensor.collapse_shape %932 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %933 = tensor.empty() : tensor<64x64xf32>
    %934 = linalg.fill ins(%cst_9 : f32) outs(%933 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %935 = linalg.matmul ins(%collapsed_161, %collapsed_49 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%934 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %936 = tensor.empty() : tensor<64x64xf32>
    %937 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%935 : tensor<64x64xf32>) outs(%936 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_162 = tensor.collapse_shape %930 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %938 = tensor.empty() : tensor<64x64xf32>
    %939 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<64x64xf32>) outs(%938 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %940 = tensor.empty() : tensor<128x64xf32>
    %941 = linalg.fill ins(%cst_9 : f32) outs(%940 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %942 = linalg.matmul ins(%collapsed_162, %939 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%941 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_163 = tensor.expand_shape %942 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %943 = tensor.empty() : tensor<8x16x64xf32>
    %944 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%928, %expanded_163 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%943 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %945 = tensor.empty() : tensor<8x16x64xf32>
    %946 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %944 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%945 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %947 = tensor.empty() : tensor<64xf32>
    %948 = linalg.fill ins(%cst_9 : f32) outs(%947 : tensor<64xf32>) -> tensor<64xf32>
    %949 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%946 : tensor<8x16x64xf32>) outs(%948 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %expanded_164 = tensor.expand_shape %949 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %950 = tensor.empty() : tensor<8x16x64xf32>
    %951 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%944, %270 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%950 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %952 = tensor.empty() : tensor<64xf32>
    %953 = linalg.fill ins(%cst_9 : f32) outs(%952 : tensor<64xf32>) -> tensor<64xf32>
    %954 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_164 : tensor<1x1x64xf32>) outs(%953 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %955 = tensor.empty() : tensor<8x16x64xf32>
    %956 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %951 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%955 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %957 = tensor.empty() : tensor<8x16xf32>
    %958 = linalg.fill ins(%cst_9 : f32) outs(%957 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %959 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%956 : tensor<8x16x64xf32>) outs(%958 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_165 = tensor.expand_shape %959 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %960 = tensor.empty() : tensor<8x16x64xf32>
    %961 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%951, %266 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%960 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %962 = tensor.empty() : tensor<8x16x64xf32>
    %963 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834, %961 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%962 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %964 = tensor.empty() : tensor<8x16x1xf32>
    %965 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %264 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%964 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %966 = tensor.empty() : tensor<8x16x1xf32>
    %967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%965 : tensor<8x16x1xf32>) outs(%966 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %968 = tensor.empty() : tensor<8x16xf32>
    %969 = linalg.fill ins(%cst_9 : f32) outs(%968 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %970 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%967 : tensor<8x16x1xf32>) outs(%969 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %971 = tensor.empty() : tensor<8x16x64xf32>
    %972 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%970 : tensor<8x16xf32>) outs(%971 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %973 = tensor.empty() : tensor<8x16x64xf32>
    %974 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %972 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%973 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %975 = tensor.empty() : tensor<8x16x64xf32>
    %976 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%963, %974 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%975 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %977 = tensor.empty() : tensor<8x16x64xf32>
    %978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%972, %249 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%977 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %979 = tensor.empty() : tensor<8x16x64xf32>
    %980 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%976, %978 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%979 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %981 = tensor.empty() : tensor<64x8x16xf32>
    %982 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980 : tensor<8x16x64xf32>) outs(%981 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_166 = tensor.collapse_shape %982 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %983 = tensor.empty() : tensor<64x256xf32>
    %984 = linalg.fill ins(%cst_9 : f32) outs(%983 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %985 = linalg.matmul ins(%collapsed_166, %collapsed_46 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%984 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %986 = tensor.empty() : tensor<256x64xf32>
    %987 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%985 : tensor<64x256xf32>) outs(%986 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %collapsed_167 = tensor.collapse_shape %980 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %988 = tensor.empty() : tensor<64x256xf32>
    %989 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<256x64xf32>) outs(%988 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %990 = tensor.empty() : tensor<128x256xf32>
    %991 = linalg.fill ins(%cst_9 : f32) outs(%990 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %992 = linalg.matmul ins(%collapsed_167, %989 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%991 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_168 = tensor.expand_shape %992 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %993 = tensor.empty() : tensor<8x16x256xf32>
    %994 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %expanded_168 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%993 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %995 = tensor.empty() : tensor<8x16x256xf32>
    %996 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_168, %expanded_45 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%995 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %997 = tensor.empty() : tensor<256x8x16xf32>
    %998 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%994 : tensor<8x16x256xf32>) outs(%997 : tensor<256x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x16xf32>
    %collapsed_169 = tensor.collapse_shape %998 [[0], [1, 2]] : tensor<256x8x16xf32> into tensor<256x128xf32>
    %999 = tensor.empty() : tensor<256x64xf32>
    %1000 = linalg.fill ins(%cst_9 : f32) outs(%999 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1001 = linalg.matmul ins(%collapsed_169, %collapsed_43 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1000 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1002 = tensor.empty() : tensor<64x256xf32>
    %1003 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1001 : tensor<256x64xf32>) outs(%1002 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_170 = tensor.collapse_shape %994 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1004 = tensor.empty() : tensor<256x64xf32>
    %1005 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<64x256xf32>) outs(%1004 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %1006 = tensor.empty() : tensor<128x64xf32>
    %1007 = linalg.fill ins(%cst_9 : f32) outs(%1006 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1008 = linalg.matmul ins(%collapsed_170, %1005 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%1007 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_171 = tensor.expand_shape %1008 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1009 = tensor.empty() : tensor<8x16x256xf32>
    %1010 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %996 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1009 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %1011 = tensor.empty() : tensor<8x16x256xf32>
    %1012 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%996, %233 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1011 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %1013 = tensor.empty() : tensor<8x16x256xf32>
    %1014 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1010, %237 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1013 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %1015 = tensor.empty() : tensor<8x16x256xf32>
    %1016 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1012, %1014 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1015 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %1017 = tensor.empty() : tensor<256x8x16xf32>
    %1018 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1016 : tensor<8x16x256xf32>) outs(%1017 : tensor<256x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x16xf32>
    %collapsed_172 = tensor.collapse_shape %1018 [[0], [1, 2]] : tensor<256x8x16xf32> into tensor<256x128xf32>
    %1019 = tensor.empty() : tensor<256x64xf32>
    %1020 = linalg.fill ins(%cst_9 : f32) outs(%1019 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1021 = linalg.matmul ins(%collapsed_172, %collapsed_43 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1020 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1022 = tensor.empty() : tensor<64x256xf32>
    %1023 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1021 : tensor<256x64xf32>) outs(%1022 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_173 = tensor.collapse_shape %1016 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1024 = tensor.empty() : tensor<256x64xf32>
    %1025 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<64x256xf32>) outs(%1024 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %1026 = tensor.empty() : tensor<128x64xf32>
    %1027 = linalg.fill ins(%cst_9 : f32) outs(%1026 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1028 = linalg.matmul ins(%collapsed_173, %1025 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%1027 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_174 = tensor.expand_shape %1028 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1029 = tensor.empty() : tensor<8x16x64xf32>
    %1030 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_171, %expanded_174 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1029 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1031 = tensor.empty() : tensor<8x16x64xf32>
    %1032 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %1030 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1031 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1033 = tensor.empty() : tensor<64xf32>
    %1034 = linalg.fill ins(%cst_9 : f32) outs(%1033 : tensor<64xf32>) -> tensor<64xf32>
    %1035 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1032 : tensor<8x16x64xf32>) outs(%1034 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %expanded_175 = tensor.expand_shape %1035 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %1036 = tensor.empty() : tensor<8x16x64xf32>
    %1037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1030, %220 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1036 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1038 = tensor.empty() : tensor<64xf32>
    %1039 = linalg.fill ins(%cst_9 : f32) outs(%1038 : tensor<64xf32>) -> tensor<64xf32>
    %1040 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_175 : tensor<1x1x64xf32>) outs(%1039 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1041 = tensor.empty() : tensor<8x16x64xf32>
    %1042 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %1037 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1041 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1043 = tensor.empty() : tensor<8x16xf32>
    %1044 = linalg.fill ins(%cst_9 : f32) outs(%1043 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %1045 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1042 : tensor<8x16x64xf32>) outs(%1044 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_176 = tensor.expand_shape %1045 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %1046 = tensor.empty() : tensor<8x16x64xf32>
    %1047 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1037, %216 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1046 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1048 = tensor.empty() : tensor<8x16x64xf32>
    %1049 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980, %1047 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1048 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1050 = tensor.empty() : tensor<8x16x1xf32>
    %1051 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_176, %214 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%1050 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %1052 = tensor.empty() : tensor<8x16x1xf32>
    %1053 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1051 : tensor<8x16x1xf32>) outs(%1052 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %1054 = tensor.empty() : tensor<8x16xf32>
    %1055 = linalg.fill ins(%cst_9 : f32) outs(%1054 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %1056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1053 : tensor<8x16x1xf32>) outs(%1055 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %1057 = tensor.empty() : tensor<8x16x64xf32>
    %1058 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1056 : tensor<8x16xf32>) outs(%1057 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %1059 = tensor.empty() : tensor<8x16x64xf32>
    %1060 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %1058 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1059 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1061 = tensor.empty() : tensor<8x16x64xf32>
    %1062 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1049, %1060 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1061 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1063 = tensor.empty() : tensor<8x16x64xf32>
    %1064 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1058, %199 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1063 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1065 = tensor.empty() : tensor<8x16x64xf32>
    %1066 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1062, %1064 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1065 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1067 = tensor.empty() : tensor<64x8x16xf32>
    %1068 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066 : tensor<8x16x64xf32>) outs(%1067 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_177 = tensor.collapse_shape %1068 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %1069 = tensor.empty() : tensor<64x64xf32>
    %1070 = linalg.fill ins(%cst_9 : f32) outs(%1069 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1071 = linalg.matmul ins(%collapsed_177, %collapsed_40 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1070 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1072 = tensor.empty() : tensor<64x64xf32>
    %1073 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1071 : tensor<64x64xf32>) outs(%1072 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_178 = tensor.collapse_shape %1066 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1074 = tensor.empty() : tensor<64x64xf32>
    %1075 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<64x64xf32>) outs(%1074 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %1076 = tensor.empty() : tensor<128x64xf32>
    %1077 = linalg.fill ins(%cst_9 : f32) outs(%1076 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1078 = linalg.matmul ins(%collapsed_178, %1075 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%1077 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_179 = tensor.expand_shape %1078 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %1079 = tensor.empty() : tensor<8x4x16x16xf32>
    %1080 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_179 : tensor<8x16x4x16xf32>) outs(%1079 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1081 = tensor.empty() : tensor<8x4x16x16xf32>
    %1082 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1080 : tensor<8x4x16x16xf32>) outs(%1081 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_180 = tensor.collapse_shape %1082 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1083 = tensor.empty() : tensor<32x16x16xf32>
    %1084 = linalg.fill ins(%cst_9 : f32) outs(%1083 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1085 = linalg.batch_matmul ins(%collapsed_180, %collapsed_37 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%1084 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_181 = tensor.expand_shape %1085 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1086 = tensor.empty() : tensor<8x4x16x16xf32>
    %1087 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_181 : tensor<8x4x16x16xf32>) outs(%1086 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1088 = tensor.empty() : tensor<8x4x16x16xf32>
    %1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<8x4x16x16xf32>) outs(%1088 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_182 = tensor.collapse_shape %1080 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_183 = tensor.collapse_shape %1089 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1090 = tensor.empty() : tensor<32x16x16xf32>
    %1091 = linalg.fill ins(%cst_9 : f32) outs(%1090 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1092 = linalg.batch_matmul ins(%collapsed_182, %collapsed_183 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%1091 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_184 = tensor.expand_shape %1092 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1093 = tensor.empty() : tensor<8x4x16x16xf32>
    %1094 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<8x4x16x1xf32>) outs(%1093 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1095 = tensor.empty() : tensor<8x4x16x16xf32>
    %1096 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_184, %1094 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1095 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1097 = tensor.empty() : tensor<8x4x16x16xf32>
    %1098 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1096, %178 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1097 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1099 = tensor.empty() : tensor<8x4x16xf32>
    %1100 = linalg.fill ins(%cst_9 : f32) outs(%1099 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %1101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1098 : tensor<8x4x16x16xf32>) outs(%1100 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %1102 = tensor.empty() : tensor<8x4x16xf32>
    %1103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1101 : tensor<8x4x16xf32>) outs(%1102 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.negf %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %expanded_185 = tensor.expand_shape %1103 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %1104 = tensor.empty() : tensor<8x4x16x16xf32>
    %1105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_184, %183 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1104 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1106 = tensor.empty() : tensor<8x4x16xf32>
    %1107 = linalg.fill ins(%cst_9 : f32) outs(%1106 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %1108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_185 : tensor<8x4x16x1xf32>) outs(%1107 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %1109 = tensor.empty() : tensor<8x4x16x16xf32>
    %1110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1108 : tensor<8x4x16xf32>) outs(%1109 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1111 = tensor.empty() : tensor<8x4x16x16xf32>
    %1112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1105, %1110 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1111 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1113 = tensor.empty() : tensor<8x4x16x16xf32>
    %1114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1112, %178 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1113 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1115 = tensor.empty() : tensor<8x4x16x16xf32>
    %1116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1114, %42 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1115 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1117 = tensor.empty() : tensor<8x4x16x16xf32>
    %1118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1116 : tensor<8x4x16x16xf32>) outs(%1117 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_186 = tensor.collapse_shape %1118 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1119 = tensor.empty() : tensor<32x16x16xf32>
    %1120 = linalg.fill ins(%cst_9 : f32) outs(%1119 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1121 = linalg.batch_matmul ins(%collapsed_186, %collapsed_33 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%1120 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_187 = tensor.expand_shape %1121 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1122 = tensor.empty() : tensor<8x4x16x16xf32>
    %1123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<8x4x16x16xf32>) outs(%1122 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1124 = tensor.empty() : tensor<8x4x16x16xf32>
    %1125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<8x4x16x16xf32>) outs(%1124 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_188 = tensor.collapse_shape %1116 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_189 = tensor.collapse_shape %1125 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1126 = tensor.empty() : tensor<32x16x16xf32>
    %1127 = linalg.fill ins(%cst_9 : f32) outs(%1126 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1128 = linalg.batch_matmul ins(%collapsed_188, %collapsed_189 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%1127 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_190 = tensor.expand_shape %1128 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1129 = tensor.empty() : tensor<8x4x16x16xf32>
    %1130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1123 : tensor<8x4x16x16xf32>) outs(%1129 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1131 = tensor.empty() : tensor<8x16x4x16xf32>
    %1132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1087 : tensor<8x4x16x16xf32>) outs(%1131 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_191 = tensor.collapse_shape %1132 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1133 = tensor.empty() : tensor<64x8x16xf32>
    %1134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_191 : tensor<8x16x64xf32>) outs(%1133 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_192 = tensor.collapse_shape %1134 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %1135 = tensor.empty() : tensor<64x64xf32>
    %1136 = linalg.fill ins(%cst_9 : f32) outs(%1135 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1137 = linalg.matmul ins(%collapsed_192, %collapsed_29 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1136 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1138 = tensor.empty() : tensor<64x64xf32>
    %1139 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1137 : tensor<64x64xf32>) outs(%1138 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_193 = tensor.collapse_shape %1132 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %1140 = tensor.empty() : tensor<64x64xf32>
    %1141 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<64x64xf32>) outs(%1140 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %1142 = tensor.empty() : tensor<128x64xf32>
    %1143 = linalg.fill ins(%cst_9 : f32) outs(%1142 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1144 = linalg.matmul ins(%collapsed_193, %1141 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%1143 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_194 = tensor.expand_shape %1144 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1145 = tensor.empty() : tensor<8x16x4x16xf32>
    %1146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1130 : tensor<8x4x16x16xf32>) outs(%1145 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_195 = tensor.collapse_shape %1146 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1147 = tensor.empty() : tensor<64x8x16xf32>
    %1148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_195 : tensor<8x16x64xf32>) outs(%1147 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_196 = tensor.collapse_shape %1148 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %1149 = tensor.empty() : tensor<64x64xf32>
    %1150 = linalg.fill ins(%cst_9 : f32) outs(%1149 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1151 = linalg.matmul ins(%collapsed_196, %collapsed_29 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1150 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1152 = tensor.empty() : tensor<64x64xf32>
    %1153 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1151 : tensor<64x64xf32>) outs(%1152 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_197 = tensor.collapse_shape %1146 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %1154 = tensor.empty() : tensor<64x64xf32>
    %1155 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<64x64xf32>) outs(%1154 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %1156 = tensor.empty() : tensor<128x64xf32>
    %1157 = linalg.fill ins(%cst_9 : f32) outs(%1156 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1158 = linalg.matmul ins(%collapsed_197, %1155 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%1157 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_198 = tensor.expand_shape %1158 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1159 = tensor.empty() : tensor<8x16x64xf32>
    %1160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_194, %expanded_198 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1159 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1161 = tensor.empty() : tensor<8x16x4x16xf32>
    %1162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_190 : tensor<8x4x16x16xf32>) outs(%1161 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_199 = tensor.collapse_shape %1162 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1163 = tensor.empty() : tensor<64x8x16xf32>
    %1164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_199 : tensor<8x16x64xf32>) outs(%1163 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_200 = tensor.collapse_shape %1164 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %1165 = tensor.empty() : tensor<64x64xf32>
    %1166 = linalg.fill ins(%cst_9 : f32) outs(%1165 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1167 = linalg.matmul ins(%collapsed_200, %collapsed_29 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1166 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1168 = tensor.empty() : tensor<64x64xf32>
    %1169 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1167 : tensor<64x64xf32>) outs(%1168 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_201 = tensor.collapse_shape %1162 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %1170 = tensor.empty() : tensor<64x64xf32>
    %1171 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<64x64xf32>) outs(%1170 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %1172 = tensor.empty() : tensor<128x64xf32>
    %1173 = linalg.fill ins(%cst_9 : f32) outs(%1172 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1174 = linalg.matmul ins(%collapsed_201, %1171 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%1173 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_202 = tensor.expand_shape %1174 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1175 = tensor.empty() : tensor<8x16x64xf32>
    %1176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1160, %expanded_202 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1175 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1177 = tensor.empty() : tensor<8x16x64xf32>
    %1178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %1176 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1177 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1179 = tensor.empty() : tensor<64xf32>
    %1180 = linalg.fill ins(%cst_9 : f32) outs(%1179 : tensor<64xf32>) -> tensor<64xf32>
    %1181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1178 : tensor<8x16x64xf32>) outs(%1180 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %expanded_203 = tensor.expand_shape %1181 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %1182 = tensor.empty() : tensor<8x16x64xf32>
    %1183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1176, %145 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1182 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1184 = tensor.empty() : tensor<64xf32>
    %1185 = linalg.fill ins(%cst_9 : f32) outs(%1184 : tensor<64xf32>) -> tensor<64xf32>
    %1186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_203 : tensor<1x1x64xf32>) outs(%1185 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1187 = tensor.empty() : tensor<8x16x64xf32>
    %1188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %1183 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1187 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1189 = tensor.empty() : tensor<8x16xf32>
    %1190 = linalg.fill ins(%cst_9 : f32) outs(%1189 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %1191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1188 : tensor<8x16x64xf32>) outs(%1190 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_204 = tensor.expand_shape %1191 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %1192 = tensor.empty() : tensor<8x16x64xf32>
    %1193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1183, %141 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1192 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1194 = tensor.empty() : tensor<8x16x64xf32>
    %1195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066, %1193 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1194 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1196 = tensor.empty() : tensor<8x16x1xf32>
    %1197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_204, %139 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%1196 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %1198 = tensor.empty() : tensor<8x16x1xf32>
    %1199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1197 : tensor<8x16x1xf32>) outs(%1198 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %1200 = tensor.empty() : tensor<8x16xf32>
    %1201 = linalg.fill ins(%cst_9 : f32) outs(%1200 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %1202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1199 : tensor<8x16x1xf32>) outs(%1201 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %1203 = tensor.empty() : tensor<8x16x64xf32>
    %1204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1202 : tensor<8x16xf32>) outs(%1203 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %1205 = tensor.empty() : tensor<8x16x64xf32>
    %1206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %1204 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1205 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1207 = tensor.empty() : tensor<8x16x64xf32>
    %1208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1195, %1206 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1207 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1209 = tensor.empty() : tensor<8x16x64xf32>
    %1210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1204, %124 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1209 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1211 = tensor.empty() : tensor<8x16x64xf32>
    %1212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1208, %1210 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1211 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1213 = tensor.empty() : tensor<64x8x16xf32>
    %1214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1212 : tensor<8x16x64xf32>) outs(%1213 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_205 = tensor.collapse_shape %1214 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %1215 = tensor.empty() : tensor<64x256xf32>
    %1216 = linalg.fill ins(%cst_9 : f32) outs(%1215 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1217 = linalg.matmul ins(%collapsed_205, %collapsed_26 : tensor<64x128xf32>, tensor<128x256xf32>) outs(%1216 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %1218 = tensor.empty() : tensor<256x64xf32>
    %1219 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1217 : tensor<64x256xf32>) outs(%1218 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %collapsed_206 = tensor.collapse_shape %1212 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1220 = tensor.empty() : tensor<64x256xf32>
    %1221 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<256x64xf32>) outs(%1220 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %1222 = tensor.empty() : tensor<128x256xf32>
    %1223 = linalg.fill ins(%cst_9 : f32) outs(%1222 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %1224 = linalg.matmul ins(%collapsed_206, %1221 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%1223 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_207 = tensor.expand_shape %1224 [[0, 1], [2]] output_shape [8, 16, 256] : tensor<128x256xf32> into tensor<8x16x256xf32>
    %1225 = tensor.empty() : tensor<8x16x256xf32>
    %1226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_207 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1225 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %1227 = tensor.empty() : tensor<8x16x256xf32>
    %1228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_207, %expanded_25 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1227 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %1229 = tensor.empty() : tensor<256x8x16xf32>
    %1230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1226 : tensor<8x16x256xf32>) outs(%1229 : tensor<256x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x16xf32>
    %collapsed_208 = tensor.collapse_shape %1230 [[0], [1, 2]] : tensor<256x8x16xf32> into tensor<256x128xf32>
    %1231 = tensor.empty() : tensor<256x64xf32>
    %1232 = linalg.fill ins(%cst_9 : f32) outs(%1231 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1233 = linalg.matmul ins(%collapsed_208, %collapsed_23 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1232 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1234 = tensor.empty() : tensor<64x256xf32>
    %1235 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1233 : tensor<256x64xf32>) outs(%1234 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_209 = tensor.collapse_shape %1226 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1236 = tensor.empty() : tensor<256x64xf32>
    %1237 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x256xf32>) outs(%1236 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %1238 = tensor.empty() : tensor<128x64xf32>
    %1239 = linalg.fill ins(%cst_9 : f32) outs(%1238 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1240 = linalg.matmul ins(%collapsed_209, %1237 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%1239 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_210 = tensor.expand_shape %1240 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1241 = tensor.empty() : tensor<8x16x256xf32>
    %1242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %1228 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1241 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %1243 = tensor.empty() : tensor<8x16x256xf32>
    %1244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1228, %108 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1243 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %1245 = tensor.empty() : tensor<8x16x256xf32>
    %1246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1242, %112 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1245 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %1247 = tensor.empty() : tensor<8x16x256xf32>
    %1248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1244, %1246 : tensor<8x16x256xf32>, tensor<8x16x256xf32>) outs(%1247 : tensor<8x16x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x256xf32>
    %1249 = tensor.empty() : tensor<256x8x16xf32>
    %1250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1248 : tensor<8x16x256xf32>) outs(%1249 : tensor<256x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x8x16xf32>
    %collapsed_211 = tensor.collapse_shape %1250 [[0], [1, 2]] : tensor<256x8x16xf32> into tensor<256x128xf32>
    %1251 = tensor.empty() : tensor<256x64xf32>
    %1252 = linalg.fill ins(%cst_9 : f32) outs(%1251 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1253 = linalg.matmul ins(%collapsed_211, %collapsed_23 : tensor<256x128xf32>, tensor<128x64xf32>) outs(%1252 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %1254 = tensor.empty() : tensor<64x256xf32>
    %1255 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1253 : tensor<256x64xf32>) outs(%1254 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_212 = tensor.collapse_shape %1248 [[0, 1], [2]] : tensor<8x16x256xf32> into tensor<128x256xf32>
    %1256 = tensor.empty() : tensor<256x64xf32>
    %1257 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%1256 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %1258 = tensor.empty() : tensor<128x64xf32>
    %1259 = linalg.fill ins(%cst_9 : f32) outs(%1258 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1260 = linalg.matmul ins(%collapsed_212, %1257 : tensor<128x256xf32>, tensor<256x64xf32>) outs(%1259 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_213 = tensor.expand_shape %1260 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1261 = tensor.empty() : tensor<8x16x64xf32>
    %1262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_210, %expanded_213 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1261 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1263 = tensor.empty() : tensor<8x16x64xf32>
    %1264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %1262 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1263 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1265 = tensor.empty() : tensor<64xf32>
    %1266 = linalg.fill ins(%cst_9 : f32) outs(%1265 : tensor<64xf32>) -> tensor<64xf32>
    %1267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1264 : tensor<8x16x64xf32>) outs(%1266 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %expanded_214 = tensor.expand_shape %1267 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %1268 = tensor.empty() : tensor<8x16x64xf32>
    %1269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1262, %95 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1268 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1270 = tensor.empty() : tensor<64xf32>
    %1271 = linalg.fill ins(%cst_9 : f32) outs(%1270 : tensor<64xf32>) -> tensor<64xf32>
    %1272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_214 : tensor<1x1x64xf32>) outs(%1271 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1273 = tensor.empty() : tensor<8x16x64xf32>
    %1274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %1269 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1273 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1275 = tensor.empty() : tensor<8x16xf32>
    %1276 = linalg.fill ins(%cst_9 : f32) outs(%1275 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %1277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1274 : tensor<8x16x64xf32>) outs(%1276 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %expanded_215 = tensor.expand_shape %1277 [[0], [1, 2]] output_shape [8, 16, 1] : tensor<8x16xf32> into tensor<8x16x1xf32>
    %1278 = tensor.empty() : tensor<8x16x64xf32>
    %1279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1269, %91 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1278 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1280 = tensor.empty() : tensor<8x16x64xf32>
    %1281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1212, %1279 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1280 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1282 = tensor.empty() : tensor<8x16x1xf32>
    %1283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_215, %89 : tensor<8x16x1xf32>, tensor<8x16x1xf32>) outs(%1282 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %1284 = tensor.empty() : tensor<8x16x1xf32>
    %1285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1283 : tensor<8x16x1xf32>) outs(%1284 : tensor<8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.divf %in, %cst_8 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x1xf32>
    %1286 = tensor.empty() : tensor<8x16xf32>
    %1287 = linalg.fill ins(%cst_9 : f32) outs(%1286 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %1288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1285 : tensor<8x16x1xf32>) outs(%1287 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16xf32>
    %1289 = tensor.empty() : tensor<8x16x64xf32>
    %1290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1288 : tensor<8x16xf32>) outs(%1289 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x64xf32>
    %1291 = tensor.empty() : tensor<8x16x64xf32>
    %1292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %1290 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1291 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1293 = tensor.empty() : tensor<8x16x64xf32>
    %1294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1281, %1292 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1293 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1295 = tensor.empty() : tensor<8x16x64xf32>
    %1296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1290, %74 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1295 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1297 = tensor.empty() : tensor<8x16x64xf32>
    %1298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1294, %1296 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1297 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1299 = tensor.empty() : tensor<64x8x16xf32>
    %1300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1298 : tensor<8x16x64xf32>) outs(%1299 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_216 = tensor.collapse_shape %1300 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %1301 = tensor.empty() : tensor<64x64xf32>
    %1302 = linalg.fill ins(%cst_9 : f32) outs(%1301 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1303 = linalg.matmul ins(%collapsed_216, %collapsed_20 : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1302 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1304 = tensor.empty() : tensor<64x64xf32>
    %1305 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1303 : tensor<64x64xf32>) outs(%1304 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_217 = tensor.collapse_shape %1298 [[0, 1], [2]] : tensor<8x16x64xf32> into tensor<128x64xf32>
    %1306 = tensor.empty() : tensor<64x64xf32>
    %1307 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xf32>) outs(%1306 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %1308 = tensor.empty() : tensor<128x64xf32>
    %1309 = linalg.fill ins(%cst_9 : f32) outs(%1308 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1310 = linalg.matmul ins(%collapsed_217, %1307 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%1309 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_218 = tensor.expand_shape %1310 [[0, 1], [2, 3]] output_shape [8, 16, 4, 16] : tensor<128x64xf32> into tensor<8x16x4x16xf32>
    %1311 = tensor.empty() : tensor<8x4x16x16xf32>
    %1312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_218 : tensor<8x16x4x16xf32>) outs(%1311 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1313 = tensor.empty() : tensor<8x4x16x16xf32>
    %1314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1312 : tensor<8x4x16x16xf32>) outs(%1313 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_219 = tensor.collapse_shape %1314 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1315 = tensor.empty() : tensor<32x16x16xf32>
    %1316 = linalg.fill ins(%cst_9 : f32) outs(%1315 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1317 = linalg.batch_matmul ins(%collapsed_219, %collapsed_17 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%1316 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_220 = tensor.expand_shape %1317 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1318 = tensor.empty() : tensor<8x4x16x16xf32>
    %1319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_220 : tensor<8x4x16x16xf32>) outs(%1318 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1320 = tensor.empty() : tensor<8x4x16x16xf32>
    %1321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<8x4x16x16xf32>) outs(%1320 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_221 = tensor.collapse_shape %1312 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_222 = tensor.collapse_shape %1321 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1322 = tensor.empty() : tensor<32x16x16xf32>
    %1323 = linalg.fill ins(%cst_9 : f32) outs(%1322 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1324 = linalg.batch_matmul ins(%collapsed_221, %collapsed_222 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%1323 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_223 = tensor.expand_shape %1324 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1325 = tensor.empty() : tensor<8x4x16x16xf32>
    %1326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<8x4x16x1xf32>) outs(%1325 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1327 = tensor.empty() : tensor<8x4x16x16xf32>
    %1328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_223, %1326 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1327 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1329 = tensor.empty() : tensor<8x4x16x16xf32>
    %1330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1328, %53 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1329 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1331 = tensor.empty() : tensor<8x4x16xf32>
    %1332 = linalg.fill ins(%cst_9 : f32) outs(%1331 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %1333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1330 : tensor<8x4x16x16xf32>) outs(%1332 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %1334 = tensor.empty() : tensor<8x4x16xf32>
    %1335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1333 : tensor<8x4x16xf32>) outs(%1334 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.negf %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %expanded_224 = tensor.expand_shape %1335 [[0], [1], [2, 3]] output_shape [8, 4, 16, 1] : tensor<8x4x16xf32> into tensor<8x4x16x1xf32>
    %1336 = tensor.empty() : tensor<8x4x16x16xf32>
    %1337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_223, %58 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1336 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1338 = tensor.empty() : tensor<8x4x16xf32>
    %1339 = linalg.fill ins(%cst_9 : f32) outs(%1338 : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
    %1340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_224 : tensor<8x4x16x1xf32>) outs(%1339 : tensor<8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16xf32>
    %1341 = tensor.empty() : tensor<8x4x16x16xf32>
    %1342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1340 : tensor<8x4x16xf32>) outs(%1341 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1343 = tensor.empty() : tensor<8x4x16x16xf32>
    %1344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1337, %1342 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1343 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1345 = tensor.empty() : tensor<8x4x16x16xf32>
    %1346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1344, %53 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1345 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1347 = tensor.empty() : tensor<8x4x16x16xf32>
    %1348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1346, %42 : tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) outs(%1347 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.divf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x4x16x16xf32>
    %1349 = tensor.empty() : tensor<8x4x16x16xf32>
    %1350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1348 : tensor<8x4x16x16xf32>) outs(%1349 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_225 = tensor.collapse_shape %1350 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1351 = tensor.empty() : tensor<32x16x16xf32>
    %1352 = linalg.fill ins(%cst_9 : f32) outs(%1351 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1353 = linalg.batch_matmul ins(%collapsed_225, %collapsed_13 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%1352 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_226 = tensor.expand_shape %1353 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1354 = tensor.empty() : tensor<8x4x16x16xf32>
    %1355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_226 : tensor<8x4x16x16xf32>) outs(%1354 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1356 = tensor.empty() : tensor<8x4x16x16xf32>
    %1357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<8x4x16x16xf32>) outs(%1356 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %collapsed_227 = tensor.collapse_shape %1348 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %collapsed_228 = tensor.collapse_shape %1357 [[0, 1], [2], [3]] : tensor<8x4x16x16xf32> into tensor<32x16x16xf32>
    %1358 = tensor.empty() : tensor<32x16x16xf32>
    %1359 = linalg.fill ins(%cst_9 : f32) outs(%1358 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %1360 = linalg.batch_matmul ins(%collapsed_227, %collapsed_228 : tensor<32x16x16xf32>, tensor<32x16x16xf32>) outs(%1359 : tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %expanded_229 = tensor.expand_shape %1360 [[0, 1], [2], [3]] output_shape [8, 4, 16, 16] : tensor<32x16x16xf32> into tensor<8x4x16x16xf32>
    %1361 = tensor.empty() : tensor<8x4x16x16xf32>
    %1362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1355 : tensor<8x4x16x16xf32>) outs(%1361 : tensor<8x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x16x16xf32>
    %1363 = tensor.empty() : tensor<8x16x4x16xf32>
    %1364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1319 : tensor<8x4x16x16xf32>) outs(%1363 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_230 = tensor.collapse_shape %1364 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1365 = tensor.empty() : tensor<64x8x16xf32>
    %1366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_230 : tensor<8x16x64xf32>) outs(%1365 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_231 = tensor.collapse_shape %1366 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %1367 = tensor.empty() : tensor<64x64xf32>
    %1368 = linalg.fill ins(%cst_9 : f32) outs(%1367 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1369 = linalg.matmul ins(%collapsed_231, %collapsed : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1368 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1370 = tensor.empty() : tensor<64x64xf32>
    %1371 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1369 : tensor<64x64xf32>) outs(%1370 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_232 = tensor.collapse_shape %1364 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %1372 = tensor.empty() : tensor<64x64xf32>
    %1373 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%1372 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %1374 = tensor.empty() : tensor<128x64xf32>
    %1375 = linalg.fill ins(%cst_9 : f32) outs(%1374 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1376 = linalg.matmul ins(%collapsed_232, %1373 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%1375 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_233 = tensor.expand_shape %1376 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1377 = tensor.empty() : tensor<8x16x4x16xf32>
    %1378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1362 : tensor<8x4x16x16xf32>) outs(%1377 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_234 = tensor.collapse_shape %1378 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1379 = tensor.empty() : tensor<64x8x16xf32>
    %1380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_234 : tensor<8x16x64xf32>) outs(%1379 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_235 = tensor.collapse_shape %1380 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %1381 = tensor.empty() : tensor<64x64xf32>
    %1382 = linalg.fill ins(%cst_9 : f32) outs(%1381 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1383 = linalg.matmul ins(%collapsed_235, %collapsed : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1382 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1384 = tensor.empty() : tensor<64x64xf32>
    %1385 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1383 : tensor<64x64xf32>) outs(%1384 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_236 = tensor.collapse_shape %1378 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %1386 = tensor.empty() : tensor<64x64xf32>
    %1387 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x64xf32>) outs(%1386 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %1388 = tensor.empty() : tensor<128x64xf32>
    %1389 = linalg.fill ins(%cst_9 : f32) outs(%1388 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1390 = linalg.matmul ins(%collapsed_236, %1387 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%1389 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_237 = tensor.expand_shape %1390 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1391 = tensor.empty() : tensor<8x16x64xf32>
    %1392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_233, %expanded_237 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1391 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1393 = tensor.empty() : tensor<8x16x4x16xf32>
    %1394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_229 : tensor<8x4x16x16xf32>) outs(%1393 : tensor<8x16x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x4x16xf32>
    %collapsed_238 = tensor.collapse_shape %1394 [[0], [1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<8x16x64xf32>
    %1395 = tensor.empty() : tensor<64x8x16xf32>
    %1396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_238 : tensor<8x16x64xf32>) outs(%1395 : tensor<64x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x8x16xf32>
    %collapsed_239 = tensor.collapse_shape %1396 [[0], [1, 2]] : tensor<64x8x16xf32> into tensor<64x128xf32>
    %1397 = tensor.empty() : tensor<64x64xf32>
    %1398 = linalg.fill ins(%cst_9 : f32) outs(%1397 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1399 = linalg.matmul ins(%collapsed_239, %collapsed : tensor<64x128xf32>, tensor<128x64xf32>) outs(%1398 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %1400 = tensor.empty() : tensor<64x64xf32>
    %1401 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1399 : tensor<64x64xf32>) outs(%1400 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_240 = tensor.collapse_shape %1394 [[0, 1], [2, 3]] : tensor<8x16x4x16xf32> into tensor<128x64xf32>
    %1402 = tensor.empty() : tensor<64x64xf32>
    %1403 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64x64xf32>) outs(%1402 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %1404 = tensor.empty() : tensor<128x64xf32>
    %1405 = linalg.fill ins(%cst_9 : f32) outs(%1404 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %1406 = linalg.matmul ins(%collapsed_240, %1403 : tensor<128x64xf32>, tensor<64x64xf32>) outs(%1405 : tensor<128x64xf32>) -> tensor<128x64xf32>
    %expanded_241 = tensor.expand_shape %1406 [[0, 1], [2]] output_shape [8, 16, 64] : tensor<128x64xf32> into tensor<8x16x64xf32>
    %1407 = tensor.empty() : tensor<8x16x64xf32>
    %1408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1392, %expanded_241 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1407 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.addf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1409 = tensor.empty() : tensor<8x16x64xf32>
    %1410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %1408 : tensor<8x16x64xf32>, tensor<8x16x64xf32>) outs(%1409 : tensor<8x16x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.mulf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<8x16x64xf32>
    %1411 = tensor.empty() : tensor<64xf32>
    %1412 = linalg.fill ins(%cst_9 : f32) outs(%1411 : tensor<64xf32>) -> tensor<64xf32>
    %1413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1410 : tensor<8x16x64xf32>) outs(%1412 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %expanded_242 = tensor.expand_shape %1413 [[0, 1, 2]] output_shape [1, 1, 64] : tensor<64xf32> into tensor<1x1x64xf32>
    %1414 = tensor.empty() : tensor<64xf32>
    %1415 = linalg.fill ins(%cst_9 : f32) outs(%1414 : tensor<64xf32>) -> tensor<64xf32>
    %1416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_242 : tensor<1x1x64xf32>) outs(%1415 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.addf %out, %in : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1417 = tensor.empty() : tensor<64xf32>
    %1418 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1416 : tensor<64xf32>) outs(%1417 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1419 = tensor.empty() : tensor<64xf32>
    %1420 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %1418 : tensor<64xf32>, tensor<64xf32>) outs(%1419 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1421 = tensor.empty() : tensor<64xf32>
    %1422 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1272 : tensor<64xf32>) outs(%1421 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1423 = tensor.empty() : tensor<64xf32>
    %1424 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1, %1422 : tensor<64xf32>, tensor<64xf32>) outs(%1423 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1425 = tensor.empty() : tensor<256x64xf32>
    %1426 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1219 : tensor<256x64xf32>) outs(%1425 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<256x64xf32>
    %1427 = tensor.empty() : tensor<256x64xf32>
    %1428 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %1426 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1427 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<256x64xf32>
    %1429 = tensor.empty() : tensor<64x256xf32>
    %1430 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1255 : tensor<64x256xf32>) outs(%1429 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1431 = tensor.empty() : tensor<64x256xf32>
    %1432 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %1430 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1431 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1433 = tensor.empty() : tensor<64x256xf32>
    %1434 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1235 : tensor<64x256xf32>) outs(%1433 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1435 = tensor.empty() : tensor<64x256xf32>
    %1436 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4, %1434 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1435 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1437 = tensor.empty() : tensor<64x64xf32>
    %1438 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1385 : tensor<64x64xf32>) outs(%1437 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1439 = tensor.empty() : tensor<64x64xf32>
    %1440 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %1438 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1439 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1441 = tensor.empty() : tensor<64x64xf32>
    %1442 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1305 : tensor<64x64xf32>) outs(%1441 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1443 = tensor.empty() : tensor<64x64xf32>
    %1444 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6, %1442 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1443 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1445 = tensor.empty() : tensor<64x64xf32>
    %1446 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1401 : tensor<64x64xf32>) outs(%1445 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1447 = tensor.empty() : tensor<64x64xf32>
    %1448 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7, %1446 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1447 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1449 = tensor.empty() : tensor<64x64xf32>
    %1450 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1371 : tensor<64x64xf32>) outs(%1449 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1451 = tensor.empty() : tensor<64x64xf32>
    %1452 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8, %1450 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1451 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1453 = tensor.empty() : tensor<64xf32>
    %1454 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1186 : tensor<64xf32>) outs(%1453 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1455 = tensor.empty() : tensor<64xf32>
    %1456 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg9, %1454 : tensor<64xf32>, tensor<64xf32>) outs(%1455 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1457 = tensor.empty() : tensor<64xf32>
    %1458 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1040 : tensor<64xf32>) outs(%1457 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1459 = tensor.empty() : tensor<64xf32>
    %1460 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg10, %1458 : tensor<64xf32>, tensor<64xf32>) outs(%1459 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1461 = tensor.empty() : tensor<256x64xf32>
    %1462 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%987 : tensor<256x64xf32>) outs(%1461 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<256x64xf32>
    %1463 = tensor.empty() : tensor<256x64xf32>
    %1464 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11, %1462 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1463 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<256x64xf32>
    %1465 = tensor.empty() : tensor<64x256xf32>
    %1466 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1023 : tensor<64x256xf32>) outs(%1465 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1467 = tensor.empty() : tensor<64x256xf32>
    %1468 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12, %1466 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1467 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1469 = tensor.empty() : tensor<64x256xf32>
    %1470 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1003 : tensor<64x256xf32>) outs(%1469 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1471 = tensor.empty() : tensor<64x256xf32>
    %1472 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13, %1470 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1471 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1473 = tensor.empty() : tensor<64x64xf32>
    %1474 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1153 : tensor<64x64xf32>) outs(%1473 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1475 = tensor.empty() : tensor<64x64xf32>
    %1476 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg14, %1474 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1475 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1477 = tensor.empty() : tensor<64x64xf32>
    %1478 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1073 : tensor<64x64xf32>) outs(%1477 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1479 = tensor.empty() : tensor<64x64xf32>
    %1480 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg15, %1478 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1479 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1481 = tensor.empty() : tensor<64x64xf32>
    %1482 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1169 : tensor<64x64xf32>) outs(%1481 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1483 = tensor.empty() : tensor<64x64xf32>
    %1484 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16, %1482 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1483 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1485 = tensor.empty() : tensor<64x64xf32>
    %1486 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1139 : tensor<64x64xf32>) outs(%1485 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1487 = tensor.empty() : tensor<64x64xf32>
    %1488 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17, %1486 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1487 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1489 = tensor.empty() : tensor<64xf32>
    %1490 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%954 : tensor<64xf32>) outs(%1489 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1491 = tensor.empty() : tensor<64xf32>
    %1492 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg18, %1490 : tensor<64xf32>, tensor<64xf32>) outs(%1491 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1493 = tensor.empty() : tensor<64xf32>
    %1494 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%808 : tensor<64xf32>) outs(%1493 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1495 = tensor.empty() : tensor<64xf32>
    %1496 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg19, %1494 : tensor<64xf32>, tensor<64xf32>) outs(%1495 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1497 = tensor.empty() : tensor<256x64xf32>
    %1498 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%755 : tensor<256x64xf32>) outs(%1497 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<256x64xf32>
    %1499 = tensor.empty() : tensor<256x64xf32>
    %1500 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg20, %1498 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1499 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<256x64xf32>
    %1501 = tensor.empty() : tensor<64x256xf32>
    %1502 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%791 : tensor<64x256xf32>) outs(%1501 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1503 = tensor.empty() : tensor<64x256xf32>
    %1504 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg21, %1502 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1503 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1505 = tensor.empty() : tensor<64x256xf32>
    %1506 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%771 : tensor<64x256xf32>) outs(%1505 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1507 = tensor.empty() : tensor<64x256xf32>
    %1508 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg22, %1506 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1507 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1509 = tensor.empty() : tensor<64x64xf32>
    %1510 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%921 : tensor<64x64xf32>) outs(%1509 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1511 = tensor.empty() : tensor<64x64xf32>
    %1512 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg23, %1510 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1511 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1513 = tensor.empty() : tensor<64x64xf32>
    %1514 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%841 : tensor<64x64xf32>) outs(%1513 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1515 = tensor.empty() : tensor<64x64xf32>
    %1516 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg24, %1514 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1515 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1517 = tensor.empty() : tensor<64x64xf32>
    %1518 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%937 : tensor<64x64xf32>) outs(%1517 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1519 = tensor.empty() : tensor<64x64xf32>
    %1520 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg25, %1518 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1519 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1521 = tensor.empty() : tensor<64x64xf32>
    %1522 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%907 : tensor<64x64xf32>) outs(%1521 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1523 = tensor.empty() : tensor<64x64xf32>
    %1524 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg26, %1522 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1523 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1525 = tensor.empty() : tensor<64xf32>
    %1526 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%722 : tensor<64xf32>) outs(%1525 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1527 = tensor.empty() : tensor<64xf32>
    %1528 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg27, %1526 : tensor<64xf32>, tensor<64xf32>) outs(%1527 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1529 = tensor.empty() : tensor<64xf32>
    %1530 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%576 : tensor<64xf32>) outs(%1529 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1531 = tensor.empty() : tensor<64xf32>
    %1532 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg28, %1530 : tensor<64xf32>, tensor<64xf32>) outs(%1531 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64xf32>
    %1533 = tensor.empty() : tensor<256x64xf32>
    %1534 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%523 : tensor<256x64xf32>) outs(%1533 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<256x64xf32>
    %1535 = tensor.empty() : tensor<256x64xf32>
    %1536 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg29, %1534 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%1535 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<256x64xf32>
    %1537 = tensor.empty() : tensor<64x256xf32>
    %1538 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%559 : tensor<64x256xf32>) outs(%1537 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1539 = tensor.empty() : tensor<64x256xf32>
    %1540 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg30, %1538 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1539 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1541 = tensor.empty() : tensor<64x256xf32>
    %1542 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%539 : tensor<64x256xf32>) outs(%1541 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1543 = tensor.empty() : tensor<64x256xf32>
    %1544 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg31, %1542 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%1543 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x256xf32>
    %1545 = tensor.empty() : tensor<64x64xf32>
    %1546 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%689 : tensor<64x64xf32>) outs(%1545 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1547 = tensor.empty() : tensor<64x64xf32>
    %1548 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg32, %1546 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1547 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1549 = tensor.empty() : tensor<64x64xf32>
    %1550 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%609 : tensor<64x64xf32>) outs(%1549 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1551 = tensor.empty() : tensor<64x64xf32>
    %1552 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg33, %1550 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1551 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1553 = tensor.empty() : tensor<64x64xf32>
    %1554 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%705 : tensor<64x64xf32>) outs(%1553 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1555 = tensor.empty() : tensor<64x64xf32>
    %1556 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg34, %1554 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1555 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1557 = tensor.empty() : tensor<64x64xf32>
    %1558 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%675 : tensor<64x64xf32>) outs(%1557 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1561 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    %1559 = tensor.empty() : tensor<64x64xf32>
    %1560 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg35, %1558 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1559 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_243: f32, %out: f32):
      %1561 = arith.subf %in, %in_243 : f32
      linalg.yield %1561 : f32
    } -> tensor<64x64xf32>
    func.return %510, %1420, %1424, %1428, %1432, %1436, %1440, %1444, %1448, %1452, %1456, %1460, %1464, %1468, %1472, %1476, %1480, %1484, %1488, %1492, %1496, %1500, %1504, %1508, %1512, %1516, %1520, %1524, %1528, %1532, %1536, %1540, %1544, %1548, %1552, %1556, %1560 : tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
  }
}