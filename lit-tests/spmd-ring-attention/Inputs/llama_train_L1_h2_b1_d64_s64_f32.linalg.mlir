module @jit_step {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<64x256xf32>, %arg4: tensor<64x256xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<1x64x64xf32>, %arg10: tensor<1x64x64xf32>) -> (tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
    %cst = arith.constant 2.44140625E-4 : f32
    %cst_0 = arith.constant 5.65685415 : f32
    %cst_1 = arith.constant 0.00999999977 : f32
    %cst_2 = arith.constant 4.096000e+03 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %cst_4 = arith.constant -5.000000e-01 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    %cst_6 = arith.constant 0xFF800000 : f32
    %cst_7 = arith.constant 9.99999997E-7 : f32
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x64x64xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<1x64x64xf32>) outs(%0 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %2 = tensor.empty() : tensor<1x64xf32>
    %3 = linalg.fill ins(%cst_9 : f32) outs(%2 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x64x64xf32>) outs(%3 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32>
    %5 = tensor.empty() : tensor<1x64x1xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x64x1xf32>) outs(%5 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.divf %in, %cst_8 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x1xf32>
    %7 = tensor.empty() : tensor<1x64x1xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x64x1xf32>) outs(%7 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %in, %cst_7 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x1xf32>
    %9 = tensor.empty() : tensor<1x64x1xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x64x1xf32>) outs(%9 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = math.rsqrt %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x1xf32>
    %11 = tensor.empty() : tensor<1x64x64xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x64x1xf32>) outs(%11 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %13 = tensor.empty() : tensor<1x64x64xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %12 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%13 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %15 = tensor.empty() : tensor<1x64x64xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64xf32>) outs(%15 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %17 = tensor.empty() : tensor<1x64x64xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%17 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<1x64x64xf32> into tensor<64x64xf32>
    %19 = tensor.empty() : tensor<64x64xf32>
    %20 = linalg.fill ins(%cst_9 : f32) outs(%19 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %21 = linalg.matmul ins(%collapsed, %arg7 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%20 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_10 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xf32> into tensor<1x64x2x32xf32>
    %22 = tensor.empty() : tensor<1x2x64x32xf32>
    %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<1x64x2x32xf32>) outs(%22 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x32xf32>
    %24 = tensor.empty() : tensor<64x64xf32>
    %25 = linalg.fill ins(%cst_9 : f32) outs(%24 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %26 = linalg.matmul ins(%collapsed, %arg5 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%25 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_11 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xf32> into tensor<1x64x2x32xf32>
    %27 = tensor.empty() : tensor<1x2x64x32xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x64x2x32xf32>) outs(%27 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x32xf32>
    %29 = tensor.empty() : tensor<64x64xf32>
    %30 = linalg.fill ins(%cst_9 : f32) outs(%29 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %31 = linalg.matmul ins(%collapsed, %arg8 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_12 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xf32> into tensor<1x64x2x32xf32>
    %32 = tensor.empty() : tensor<1x2x64x32xf32>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x64x2x32xf32>) outs(%32 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x32xf32>
    %34 = tensor.empty() : tensor<1x2x32x64xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x2x64x32xf32>) outs(%34 : tensor<1x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x32x64xf32>
    %collapsed_13 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<1x2x64x32xf32> into tensor<2x64x32xf32>
    %collapsed_14 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<1x2x32x64xf32> into tensor<2x32x64xf32>
    %36 = tensor.empty() : tensor<2x64x64xf32>
    %37 = linalg.fill ins(%cst_9 : f32) outs(%36 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %38 = linalg.batch_matmul ins(%collapsed_13, %collapsed_14 : tensor<2x64x32xf32>, tensor<2x32x64xf32>) outs(%37 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %39 = tensor.empty() : tensor<1x2x64x64xf32>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x64x64xf32>) outs(%39 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %41 = tensor.empty() : tensor<f32>
    %42 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%41 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %43 = tensor.empty() : tensor<1x2x64x64xf32>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<f32>) outs(%43 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %45 = tensor.empty() : tensor<1x2x64x64xf32>
    %46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %44 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%45 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.divf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x64xf32>
    %47 = tensor.empty() : tensor<1x2x64xf32>
    %48 = linalg.fill ins(%cst_6 : f32) outs(%47 : tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<1x2x64x64xf32>) outs(%48 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.maximumf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64xf32>
    %50 = tensor.empty() : tensor<1x2x64x64xf32>
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x2x64xf32>) outs(%50 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %52 = tensor.empty() : tensor<1x2x64x64xf32>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %51 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%52 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x64xf32>
    %54 = tensor.empty() : tensor<1x2x64x64xf32>
    %55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x2x64x64xf32>) outs(%54 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = math.exp %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x64xf32>
    %56 = tensor.empty() : tensor<1x2x64xf32>
    %57 = linalg.fill ins(%cst_9 : f32) outs(%56 : tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<1x2x64x64xf32>) outs(%57 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64xf32>
    %expanded_15 = tensor.expand_shape %58 [[0], [1], [2, 3]] output_shape [1, 2, 64, 1] : tensor<1x2x64xf32> into tensor<1x2x64x1xf32>
    %59 = tensor.empty() : tensor<1x2x64x64xf32>
    %60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x2x64xf32>) outs(%59 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %61 = tensor.empty() : tensor<1x2x64x64xf32>
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %60 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%61 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.divf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x64xf32>
    %63 = tensor.empty() : tensor<1x2x64x1xf32>
    %64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x2x64x1xf32>) outs(%63 : tensor<1x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x1xf32>
    %65 = tensor.empty() : tensor<1x2x64x1xf32>
    %66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x2x64x1xf32>) outs(%65 : tensor<1x2x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.divf %cst_5, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x1xf32>
    %collapsed_16 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<1x2x64x64xf32> into tensor<2x64x64xf32>
    %collapsed_17 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<1x2x64x32xf32> into tensor<2x64x32xf32>
    %67 = tensor.empty() : tensor<2x64x32xf32>
    %68 = linalg.fill ins(%cst_9 : f32) outs(%67 : tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %69 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<2x64x64xf32>, tensor<2x64x32xf32>) outs(%68 : tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %70 = tensor.empty() : tensor<1x2x64x32xf32>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<2x64x32xf32>) outs(%70 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x32xf32>
    %72 = tensor.empty() : tensor<1x64x2x32xf32>
    %73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x2x64x32xf32>) outs(%72 : tensor<1x64x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x2x32xf32>
    %collapsed_18 = tensor.collapse_shape %73 [[0, 1], [2, 3]] : tensor<1x64x2x32xf32> into tensor<64x64xf32>
    %74 = tensor.empty() : tensor<64x64xf32>
    %75 = linalg.fill ins(%cst_9 : f32) outs(%74 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %76 = linalg.matmul ins(%collapsed_18, %arg6 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%75 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_19 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %77 = tensor.empty() : tensor<1x64x64xf32>
    %78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %expanded_19 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%77 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.addf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %79 = tensor.empty() : tensor<1x64x64xf32>
    %80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x64x64xf32>) outs(%79 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %81 = tensor.empty() : tensor<1x64xf32>
    %82 = linalg.fill ins(%cst_9 : f32) outs(%81 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x64x64xf32>) outs(%82 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64xf32>
    %expanded_20 = tensor.expand_shape %83 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32>
    %84 = tensor.empty() : tensor<1x64x1xf32>
    %85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<1x64x1xf32>) outs(%84 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.divf %in, %cst_8 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x1xf32>
    %86 = tensor.empty() : tensor<1x64x1xf32>
    %87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x64x1xf32>) outs(%86 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %in, %cst_7 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x1xf32>
    %88 = tensor.empty() : tensor<1x64x1xf32>
    %89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x64x1xf32>) outs(%88 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = math.rsqrt %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x1xf32>
    %90 = tensor.empty() : tensor<1x64x1xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %87 : tensor<1x64x1xf32>, tensor<1x64x1xf32>) outs(%90 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.divf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x1xf32>
    %92 = tensor.empty() : tensor<1x64x1xf32>
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x64x1xf32>) outs(%92 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_4 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x1xf32>
    %94 = tensor.empty() : tensor<1x64x64xf32>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x64x1xf32>) outs(%94 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %96 = tensor.empty() : tensor<1x64x64xf32>
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %95 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%96 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %98 = tensor.empty() : tensor<1x64x64xf32>
    %99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xf32>) outs(%98 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %100 = tensor.empty() : tensor<1x64x64xf32>
    %101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %99 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%100 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %collapsed_21 = tensor.collapse_shape %101 [[0, 1], [2]] : tensor<1x64x64xf32> into tensor<64x64xf32>
    %102 = tensor.empty() : tensor<64x256xf32>
    %103 = linalg.fill ins(%cst_9 : f32) outs(%102 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %104 = linalg.matmul ins(%collapsed_21, %arg3 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%103 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %expanded_22 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [1, 64, 256] : tensor<64x256xf32> into tensor<1x64x256xf32>
    %105 = tensor.empty() : tensor<1x64x256xf32>
    %106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<1x64x256xf32>) outs(%105 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.negf %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %107 = tensor.empty() : tensor<1x64x256xf32>
    %108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x64x256xf32>) outs(%107 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = math.exp %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %109 = tensor.empty() : tensor<1x64x256xf32>
    %110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x64x256xf32>) outs(%109 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %in, %cst_5 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %111 = tensor.empty() : tensor<1x64x256xf32>
    %112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x64x256xf32>) outs(%111 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.divf %cst_5, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %113 = tensor.empty() : tensor<1x64x256xf32>
    %114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x64x256xf32>) outs(%113 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.subf %cst_5, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %115 = tensor.empty() : tensor<1x64x256xf32>
    %116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %114 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%115 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %117 = tensor.empty() : tensor<1x64x256xf32>
    %118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %112 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%117 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %119 = tensor.empty() : tensor<64x256xf32>
    %120 = linalg.fill ins(%cst_9 : f32) outs(%119 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %121 = linalg.matmul ins(%collapsed_21, %arg4 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%120 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %expanded_23 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [1, 64, 256] : tensor<64x256xf32> into tensor<1x64x256xf32>
    %122 = tensor.empty() : tensor<1x64x256xf32>
    %123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %expanded_23 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%122 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %collapsed_24 = tensor.collapse_shape %123 [[0, 1], [2]] : tensor<1x64x256xf32> into tensor<64x256xf32>
    %124 = tensor.empty() : tensor<64x64xf32>
    %125 = linalg.fill ins(%cst_9 : f32) outs(%124 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %126 = linalg.matmul ins(%collapsed_24, %arg2 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%125 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_25 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %127 = tensor.empty() : tensor<1x64x64xf32>
    %128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %expanded_25 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%127 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.addf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %129 = tensor.empty() : tensor<1x64x64xf32>
    %130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %arg10 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%129 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %131 = tensor.empty() : tensor<1x64x64xf32>
    %132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x64x64xf32>) outs(%131 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %133 = tensor.empty() : tensor<1x64x64xf32>
    %134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x64x64xf32>) outs(%133 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_3 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %135 = tensor.empty() : tensor<f32>
    %136 = linalg.fill ins(%cst_9 : f32) outs(%135 : tensor<f32>) -> tensor<f32>
    %137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%132 : tensor<1x64x64xf32>) outs(%136 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<f32>
    %138 = tensor.empty() : tensor<f32>
    %139 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%137 : tensor<f32>) outs(%138 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.divf %in, %cst_2 : f32
      linalg.yield %400 : f32
    } -> tensor<f32>
    %140 = tensor.empty() : tensor<f32>
    %141 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%140 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %142 = tensor.empty() : tensor<1x64x64xf32>
    %143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<f32>) outs(%142 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %144 = tensor.empty() : tensor<1x64x64xf32>
    %145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %134 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%144 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %146 = tensor.empty() : tensor<64x1x64xf32>
    %147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x64x64xf32>) outs(%146 : tensor<64x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1x64xf32>
    %collapsed_26 = tensor.collapse_shape %147 [[0], [1, 2]] : tensor<64x1x64xf32> into tensor<64x64xf32>
    %148 = tensor.empty() : tensor<64x256xf32>
    %149 = linalg.fill ins(%cst_9 : f32) outs(%148 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %150 = linalg.matmul ins(%collapsed_26, %collapsed_24 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%149 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %151 = tensor.empty() : tensor<256x64xf32>
    %152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<64x256xf32>) outs(%151 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %collapsed_27 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<1x64x64xf32> into tensor<64x64xf32>
    %153 = tensor.empty() : tensor<64x256xf32>
    %154 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<256x64xf32>) outs(%153 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %155 = tensor.empty() : tensor<64x256xf32>
    %156 = linalg.fill ins(%cst_9 : f32) outs(%155 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %157 = linalg.matmul ins(%collapsed_27, %154 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%156 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %expanded_28 = tensor.expand_shape %157 [[0, 1], [2]] output_shape [1, 64, 256] : tensor<64x256xf32> into tensor<1x64x256xf32>
    %158 = tensor.empty() : tensor<1x64x256xf32>
    %159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %expanded_28 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%158 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %160 = tensor.empty() : tensor<1x64x256xf32>
    %161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %expanded_23 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%160 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %162 = tensor.empty() : tensor<256x1x64xf32>
    %163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x64x256xf32>) outs(%162 : tensor<256x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1x64xf32>
    %collapsed_29 = tensor.collapse_shape %163 [[0], [1, 2]] : tensor<256x1x64xf32> into tensor<256x64xf32>
    %164 = tensor.empty() : tensor<256x64xf32>
    %165 = linalg.fill ins(%cst_9 : f32) outs(%164 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %166 = linalg.matmul ins(%collapsed_29, %collapsed_21 : tensor<256x64xf32>, tensor<64x64xf32>) outs(%165 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %167 = tensor.empty() : tensor<64x256xf32>
    %168 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%166 : tensor<256x64xf32>) outs(%167 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_30 = tensor.collapse_shape %159 [[0, 1], [2]] : tensor<1x64x256xf32> into tensor<64x256xf32>
    %169 = tensor.empty() : tensor<256x64xf32>
    %170 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x256xf32>) outs(%169 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %171 = tensor.empty() : tensor<64x64xf32>
    %172 = linalg.fill ins(%cst_9 : f32) outs(%171 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %173 = linalg.matmul ins(%collapsed_30, %170 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%172 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_31 = tensor.expand_shape %173 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %174 = tensor.empty() : tensor<1x64x256xf32>
    %175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %161 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%174 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %176 = tensor.empty() : tensor<1x64x256xf32>
    %177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %112 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%176 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %178 = tensor.empty() : tensor<1x64x256xf32>
    %179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %116 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%178 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %180 = tensor.empty() : tensor<1x64x256xf32>
    %181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %179 : tensor<1x64x256xf32>, tensor<1x64x256xf32>) outs(%180 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.addf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x256xf32>
    %182 = tensor.empty() : tensor<256x1x64xf32>
    %183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x64x256xf32>) outs(%182 : tensor<256x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1x64xf32>
    %collapsed_32 = tensor.collapse_shape %183 [[0], [1, 2]] : tensor<256x1x64xf32> into tensor<256x64xf32>
    %184 = tensor.empty() : tensor<256x64xf32>
    %185 = linalg.fill ins(%cst_9 : f32) outs(%184 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %186 = linalg.matmul ins(%collapsed_32, %collapsed_21 : tensor<256x64xf32>, tensor<64x64xf32>) outs(%185 : tensor<256x64xf32>) -> tensor<256x64xf32>
    %187 = tensor.empty() : tensor<64x256xf32>
    %188 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<256x64xf32>) outs(%187 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x256xf32>
    %collapsed_33 = tensor.collapse_shape %181 [[0, 1], [2]] : tensor<1x64x256xf32> into tensor<64x256xf32>
    %189 = tensor.empty() : tensor<256x64xf32>
    %190 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64x256xf32>) outs(%189 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x64xf32>
    %191 = tensor.empty() : tensor<64x64xf32>
    %192 = linalg.fill ins(%cst_9 : f32) outs(%191 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %193 = linalg.matmul ins(%collapsed_33, %190 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%192 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_34 = tensor.expand_shape %193 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %194 = tensor.empty() : tensor<1x64x64xf32>
    %195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_34 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%194 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.addf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %196 = tensor.empty() : tensor<1x64x64xf32>
    %197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %195 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%196 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %198 = tensor.empty() : tensor<1x64xf32>
    %199 = linalg.fill ins(%cst_9 : f32) outs(%198 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%197 : tensor<1x64x64xf32>) outs(%199 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64xf32>
    %expanded_35 = tensor.expand_shape %200 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %201 = tensor.empty() : tensor<1x64x64xf32>
    %202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %99 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%201 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %203 = tensor.empty() : tensor<64xf32>
    %204 = linalg.fill ins(%cst_9 : f32) outs(%203 : tensor<64xf32>) -> tensor<64xf32>
    %205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_35 : tensor<1x1x64xf32>) outs(%204 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<64xf32>
    %206 = tensor.empty() : tensor<1x64x64xf32>
    %207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %202 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%206 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %208 = tensor.empty() : tensor<1x64xf32>
    %209 = linalg.fill ins(%cst_9 : f32) outs(%208 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<1x64x64xf32>) outs(%209 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64xf32>
    %expanded_36 = tensor.expand_shape %210 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32>
    %211 = tensor.empty() : tensor<1x64x64xf32>
    %212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %95 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%211 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %213 = tensor.empty() : tensor<1x64x64xf32>
    %214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %212 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%213 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.addf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %215 = tensor.empty() : tensor<1x64x1xf32>
    %216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36, %93 : tensor<1x64x1xf32>, tensor<1x64x1xf32>) outs(%215 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x1xf32>
    %217 = tensor.empty() : tensor<1x64x1xf32>
    %218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<1x64x1xf32>) outs(%217 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.divf %in, %cst_8 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x1xf32>
    %219 = tensor.empty() : tensor<64xf32>
    %220 = linalg.fill ins(%cst_9 : f32) outs(%219 : tensor<64xf32>) -> tensor<64xf32>
    %221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%218 : tensor<1x64x1xf32>) outs(%220 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<64xf32>
    %222 = tensor.empty() : tensor<1x64x64xf32>
    %223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<64xf32>) outs(%222 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %224 = tensor.empty() : tensor<1x64x64xf32>
    %225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %223 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%224 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %226 = tensor.empty() : tensor<1x64x64xf32>
    %227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %225 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%226 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.addf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %228 = tensor.empty() : tensor<1x64x64xf32>
    %229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %78 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%228 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %230 = tensor.empty() : tensor<1x64x64xf32>
    %231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %229 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%230 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.addf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %232 = tensor.empty() : tensor<64x1x64xf32>
    %233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<1x64x64xf32>) outs(%232 : tensor<64x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1x64xf32>
    %collapsed_37 = tensor.collapse_shape %233 [[0], [1, 2]] : tensor<64x1x64xf32> into tensor<64x64xf32>
    %234 = tensor.empty() : tensor<64x64xf32>
    %235 = linalg.fill ins(%cst_9 : f32) outs(%234 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %236 = linalg.matmul ins(%collapsed_37, %collapsed_18 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%235 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %237 = tensor.empty() : tensor<64x64xf32>
    %238 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%236 : tensor<64x64xf32>) outs(%237 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_38 = tensor.collapse_shape %231 [[0, 1], [2]] : tensor<1x64x64xf32> into tensor<64x64xf32>
    %239 = tensor.empty() : tensor<64x64xf32>
    %240 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xf32>) outs(%239 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %241 = tensor.empty() : tensor<64x64xf32>
    %242 = linalg.fill ins(%cst_9 : f32) outs(%241 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %243 = linalg.matmul ins(%collapsed_38, %240 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%242 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_39 = tensor.expand_shape %243 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xf32> into tensor<1x64x2x32xf32>
    %244 = tensor.empty() : tensor<1x2x64x32xf32>
    %245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x64x2x32xf32>) outs(%244 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x32xf32>
    %246 = tensor.empty() : tensor<2x64x32xf32>
    %247 = linalg.fill ins(%cst_9 : f32) outs(%246 : tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%245 : tensor<1x2x64x32xf32>) outs(%247 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<2x64x32xf32>
    %249 = tensor.empty() : tensor<2x32x64xf32>
    %250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<2x64x32xf32>) outs(%249 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x64xf32>
    %251 = tensor.empty() : tensor<2x32x64xf32>
    %252 = linalg.fill ins(%cst_9 : f32) outs(%251 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %253 = linalg.batch_matmul ins(%250, %collapsed_16 : tensor<2x32x64xf32>, tensor<2x64x64xf32>) outs(%252 : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %254 = tensor.empty() : tensor<2x64x32xf32>
    %255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<2x32x64xf32>) outs(%254 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x32xf32>
    %256 = tensor.empty() : tensor<2x32x64xf32>
    %257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_17 : tensor<2x64x32xf32>) outs(%256 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x64xf32>
    %258 = tensor.empty() : tensor<2x64x64xf32>
    %259 = linalg.fill ins(%cst_9 : f32) outs(%258 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %260 = linalg.batch_matmul ins(%248, %257 : tensor<2x64x32xf32>, tensor<2x32x64xf32>) outs(%259 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %261 = tensor.empty() : tensor<1x2x64x32xf32>
    %262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255 : tensor<2x64x32xf32>) outs(%261 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x32xf32>
    %263 = tensor.empty() : tensor<1x2x64x64xf32>
    %264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260 : tensor<2x64x64xf32>) outs(%263 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %265 = tensor.empty() : tensor<1x2x64x64xf32>
    %266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<1x2x64x1xf32>) outs(%265 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %267 = tensor.empty() : tensor<1x2x64x64xf32>
    %268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %266 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%267 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x64xf32>
    %269 = tensor.empty() : tensor<1x2x64x64xf32>
    %270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %55 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%269 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x64xf32>
    %271 = tensor.empty() : tensor<1x2x64xf32>
    %272 = linalg.fill ins(%cst_9 : f32) outs(%271 : tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%270 : tensor<1x2x64x64xf32>) outs(%272 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64xf32>
    %274 = tensor.empty() : tensor<1x2x64xf32>
    %275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<1x2x64xf32>) outs(%274 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.negf %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64xf32>
    %expanded_40 = tensor.expand_shape %275 [[0], [1], [2, 3]] output_shape [1, 2, 64, 1] : tensor<1x2x64xf32> into tensor<1x2x64x1xf32>
    %276 = tensor.empty() : tensor<1x2x64x64xf32>
    %277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %60 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%276 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.divf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x64xf32>
    %278 = tensor.empty() : tensor<2x64xf32>
    %279 = linalg.fill ins(%cst_9 : f32) outs(%278 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_40 : tensor<1x2x64x1xf32>) outs(%279 : tensor<2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<2x64xf32>
    %281 = tensor.empty() : tensor<1x2x64x64xf32>
    %282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280 : tensor<2x64xf32>) outs(%281 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x64xf32>
    %283 = tensor.empty() : tensor<1x2x64x64xf32>
    %284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %282 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%283 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.addf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x64xf32>
    %285 = tensor.empty() : tensor<1x2x64x64xf32>
    %286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %55 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%285 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x64xf32>
    %287 = tensor.empty() : tensor<1x2x64x64xf32>
    %288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %44 : tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) outs(%287 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.divf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x2x64x64xf32>
    %289 = tensor.empty() : tensor<2x64x64xf32>
    %290 = linalg.fill ins(%cst_9 : f32) outs(%289 : tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%288 : tensor<1x2x64x64xf32>) outs(%290 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<2x64x64xf32>
    %292 = tensor.empty() : tensor<2x64x64xf32>
    %293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<2x64x64xf32>) outs(%292 : tensor<2x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x64xf32>
    %294 = tensor.empty() : tensor<2x64x32xf32>
    %295 = linalg.fill ins(%cst_9 : f32) outs(%294 : tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %296 = linalg.batch_matmul ins(%293, %collapsed_13 : tensor<2x64x64xf32>, tensor<2x64x32xf32>) outs(%295 : tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %297 = tensor.empty() : tensor<2x32x64xf32>
    %298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x64x32xf32>) outs(%297 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x64xf32>
    %299 = tensor.empty() : tensor<2x64x32xf32>
    %300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_14 : tensor<2x32x64xf32>) outs(%299 : tensor<2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x64x32xf32>
    %301 = tensor.empty() : tensor<2x64x32xf32>
    %302 = linalg.fill ins(%cst_9 : f32) outs(%301 : tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %303 = linalg.batch_matmul ins(%291, %300 : tensor<2x64x64xf32>, tensor<2x64x32xf32>) outs(%302 : tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %304 = tensor.empty() : tensor<1x2x32x64xf32>
    %305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298 : tensor<2x32x64xf32>) outs(%304 : tensor<1x2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x32x64xf32>
    %306 = tensor.empty() : tensor<1x2x64x32xf32>
    %307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<2x64x32xf32>) outs(%306 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x32xf32>
    %308 = tensor.empty() : tensor<1x2x64x32xf32>
    %309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<1x2x32x64xf32>) outs(%308 : tensor<1x2x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x64x32xf32>
    %310 = tensor.empty() : tensor<1x64x2x32xf32>
    %311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<1x2x64x32xf32>) outs(%310 : tensor<1x64x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x2x32xf32>
    %collapsed_41 = tensor.collapse_shape %311 [[0], [1], [2, 3]] : tensor<1x64x2x32xf32> into tensor<1x64x64xf32>
    %312 = tensor.empty() : tensor<64x1x64xf32>
    %313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_41 : tensor<1x64x64xf32>) outs(%312 : tensor<64x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1x64xf32>
    %collapsed_42 = tensor.collapse_shape %313 [[0], [1, 2]] : tensor<64x1x64xf32> into tensor<64x64xf32>
    %314 = tensor.empty() : tensor<64x64xf32>
    %315 = linalg.fill ins(%cst_9 : f32) outs(%314 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %316 = linalg.matmul ins(%collapsed_42, %collapsed : tensor<64x64xf32>, tensor<64x64xf32>) outs(%315 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %317 = tensor.empty() : tensor<64x64xf32>
    %318 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%316 : tensor<64x64xf32>) outs(%317 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_43 = tensor.collapse_shape %311 [[0, 1], [2, 3]] : tensor<1x64x2x32xf32> into tensor<64x64xf32>
    %319 = tensor.empty() : tensor<64x64xf32>
    %320 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x64xf32>) outs(%319 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %321 = tensor.empty() : tensor<64x64xf32>
    %322 = linalg.fill ins(%cst_9 : f32) outs(%321 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %323 = linalg.matmul ins(%collapsed_43, %320 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%322 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_44 = tensor.expand_shape %323 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %324 = tensor.empty() : tensor<1x64x2x32xf32>
    %325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<1x2x64x32xf32>) outs(%324 : tensor<1x64x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x2x32xf32>
    %collapsed_45 = tensor.collapse_shape %325 [[0], [1], [2, 3]] : tensor<1x64x2x32xf32> into tensor<1x64x64xf32>
    %326 = tensor.empty() : tensor<64x1x64xf32>
    %327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_45 : tensor<1x64x64xf32>) outs(%326 : tensor<64x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1x64xf32>
    %collapsed_46 = tensor.collapse_shape %327 [[0], [1, 2]] : tensor<64x1x64xf32> into tensor<64x64xf32>
    %328 = tensor.empty() : tensor<64x64xf32>
    %329 = linalg.fill ins(%cst_9 : f32) outs(%328 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %330 = linalg.matmul ins(%collapsed_46, %collapsed : tensor<64x64xf32>, tensor<64x64xf32>) outs(%329 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %331 = tensor.empty() : tensor<64x64xf32>
    %332 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<64x64xf32>) outs(%331 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_47 = tensor.collapse_shape %325 [[0, 1], [2, 3]] : tensor<1x64x2x32xf32> into tensor<64x64xf32>
    %333 = tensor.empty() : tensor<64x64xf32>
    %334 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x64xf32>) outs(%333 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %335 = tensor.empty() : tensor<64x64xf32>
    %336 = linalg.fill ins(%cst_9 : f32) outs(%335 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %337 = linalg.matmul ins(%collapsed_47, %334 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%336 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_48 = tensor.expand_shape %337 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %338 = tensor.empty() : tensor<1x64x64xf32>
    %339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %expanded_48 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%338 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.addf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %340 = tensor.empty() : tensor<1x64x2x32xf32>
    %341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<1x2x64x32xf32>) outs(%340 : tensor<1x64x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x2x32xf32>
    %collapsed_49 = tensor.collapse_shape %341 [[0], [1], [2, 3]] : tensor<1x64x2x32xf32> into tensor<1x64x64xf32>
    %342 = tensor.empty() : tensor<64x1x64xf32>
    %343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_49 : tensor<1x64x64xf32>) outs(%342 : tensor<64x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x1x64xf32>
    %collapsed_50 = tensor.collapse_shape %343 [[0], [1, 2]] : tensor<64x1x64xf32> into tensor<64x64xf32>
    %344 = tensor.empty() : tensor<64x64xf32>
    %345 = linalg.fill ins(%cst_9 : f32) outs(%344 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %346 = linalg.matmul ins(%collapsed_50, %collapsed : tensor<64x64xf32>, tensor<64x64xf32>) outs(%345 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %347 = tensor.empty() : tensor<64x64xf32>
    %348 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%346 : tensor<64x64xf32>) outs(%347 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %collapsed_51 = tensor.collapse_shape %341 [[0, 1], [2, 3]] : tensor<1x64x2x32xf32> into tensor<64x64xf32>
    %349 = tensor.empty() : tensor<64x64xf32>
    %350 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64x64xf32>) outs(%349 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %351 = tensor.empty() : tensor<64x64xf32>
    %352 = linalg.fill ins(%cst_9 : f32) outs(%351 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %353 = linalg.matmul ins(%collapsed_51, %350 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%352 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_52 = tensor.expand_shape %353 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xf32> into tensor<1x64x64xf32>
    %354 = tensor.empty() : tensor<1x64x64xf32>
    %355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %expanded_52 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%354 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.addf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %356 = tensor.empty() : tensor<1x64x64xf32>
    %357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %355 : tensor<1x64x64xf32>, tensor<1x64x64xf32>) outs(%356 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.mulf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<1x64x64xf32>
    %358 = tensor.empty() : tensor<1x64xf32>
    %359 = linalg.fill ins(%cst_9 : f32) outs(%358 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%357 : tensor<1x64x64xf32>) outs(%359 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<1x64xf32>
    %expanded_53 = tensor.expand_shape %360 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %361 = tensor.empty() : tensor<64xf32>
    %362 = linalg.fill ins(%cst_9 : f32) outs(%361 : tensor<64xf32>) -> tensor<64xf32>
    %363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_53 : tensor<1x1x64xf32>) outs(%362 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.addf %out, %in : f32
      linalg.yield %400 : f32
    } -> tensor<64xf32>
    %364 = tensor.empty() : tensor<64xf32>
    %365 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%363 : tensor<64xf32>) outs(%364 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_1 : f32
      linalg.yield %400 : f32
    } -> tensor<64xf32>
    %366 = tensor.empty() : tensor<64xf32>
    %367 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %365 : tensor<64xf32>, tensor<64xf32>) outs(%366 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<64xf32>
    %368 = tensor.empty() : tensor<64xf32>
    %369 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%205 : tensor<64xf32>) outs(%368 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_1 : f32
      linalg.yield %400 : f32
    } -> tensor<64xf32>
    %370 = tensor.empty() : tensor<64xf32>
    %371 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1, %369 : tensor<64xf32>, tensor<64xf32>) outs(%370 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<64xf32>
    %372 = tensor.empty() : tensor<256x64xf32>
    %373 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<256x64xf32>) outs(%372 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_1 : f32
      linalg.yield %400 : f32
    } -> tensor<256x64xf32>
    %374 = tensor.empty() : tensor<256x64xf32>
    %375 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %373 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%374 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<256x64xf32>
    %376 = tensor.empty() : tensor<64x256xf32>
    %377 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<64x256xf32>) outs(%376 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_1 : f32
      linalg.yield %400 : f32
    } -> tensor<64x256xf32>
    %378 = tensor.empty() : tensor<64x256xf32>
    %379 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %377 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%378 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<64x256xf32>
    %380 = tensor.empty() : tensor<64x256xf32>
    %381 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%168 : tensor<64x256xf32>) outs(%380 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_1 : f32
      linalg.yield %400 : f32
    } -> tensor<64x256xf32>
    %382 = tensor.empty() : tensor<64x256xf32>
    %383 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4, %381 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%382 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<64x256xf32>
    %384 = tensor.empty() : tensor<64x64xf32>
    %385 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%332 : tensor<64x64xf32>) outs(%384 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_1 : f32
      linalg.yield %400 : f32
    } -> tensor<64x64xf32>
    %386 = tensor.empty() : tensor<64x64xf32>
    %387 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %385 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%386 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<64x64xf32>
    %388 = tensor.empty() : tensor<64x64xf32>
    %389 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<64x64xf32>) outs(%388 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_1 : f32
      linalg.yield %400 : f32
    } -> tensor<64x64xf32>
    %390 = tensor.empty() : tensor<64x64xf32>
    %391 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6, %389 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%390 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<64x64xf32>
    %392 = tensor.empty() : tensor<64x64xf32>
    %393 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%348 : tensor<64x64xf32>) outs(%392 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_1 : f32
      linalg.yield %400 : f32
    } -> tensor<64x64xf32>
    %394 = tensor.empty() : tensor<64x64xf32>
    %395 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7, %393 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%394 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<64x64xf32>
    %396 = tensor.empty() : tensor<64x64xf32>
    %397 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%318 : tensor<64x64xf32>) outs(%396 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %400 = arith.mulf %in, %cst_1 : f32
      linalg.yield %400 : f32
    } -> tensor<64x64xf32>
    %398 = tensor.empty() : tensor<64x64xf32>
    %399 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8, %397 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%398 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %400 = arith.subf %in, %in_54 : f32
      linalg.yield %400 : f32
    } -> tensor<64x64xf32>
    func.return %139, %367, %371, %375, %379, %383, %387, %391, %395, %399 : tensor<f32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
  }
}