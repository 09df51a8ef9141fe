module @jit_step {
  func.func @main(%arg0: tensor<64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<256x64xbf16>, %arg3: tensor<64x256xbf16>, %arg4: tensor<64x256xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<64x64xbf16>, %arg7: tensor<64x64xbf16>, %arg8: tensor<64x64xbf16>, %arg9: tensor<1x64x64xbf16>, %arg10: tensor<1x64x64xbf16>) -> (tensor<bf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256x64xbf16>, tensor<64x256xbf16>, tensor<64x256xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>) {
    %cst = arith.constant 2.44140625E-4 : f32
    %cst_0 = arith.constant 5.65685415 : f32
    %cst_1 = arith.constant 1.000980e-02 : bf16
    %cst_2 = arith.constant 4.096000e+03 : f32
    %cst_3 = arith.constant 2.000000e+00 : bf16
    %cst_4 = arith.constant -5.000000e-01 : bf16
    %cst_5 = arith.constant 1.000000e+00 : bf16
    %cst_6 = arith.constant 0xFF80 : bf16
    %cst_7 = arith.constant 0.000000e+00 : bf16
    %cst_8 = arith.constant 9.983770e-07 : bf16
    %cst_9 = arith.constant 6.400000e+01 : f32
    %cst_10 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x64x64xbf16>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<1x64x64xbf16>) outs(%0 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %2 = tensor.empty() : tensor<1x64x64xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x64x64xbf16>) outs(%2 : tensor<1x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %428 = arith.extf %in : bf16 to f32
      linalg.yield %428 : f32
    } -> tensor<1x64x64xf32>
    %4 = tensor.empty() : tensor<1x64xf32>
    %5 = linalg.fill ins(%cst_10 : f32) outs(%4 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x64x64xf32>) outs(%5 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %428 = arith.addf %out, %in : f32
      linalg.yield %428 : f32
    } -> tensor<1x64xf32>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32>
    %7 = tensor.empty() : tensor<1x64x1xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x64x1xf32>) outs(%7 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %428 = arith.divf %in, %cst_9 : f32
      linalg.yield %428 : f32
    } -> tensor<1x64x1xf32>
    %9 = tensor.empty() : tensor<1x64x1xbf16>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x64x1xf32>) outs(%9 : tensor<1x64x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %428 = arith.truncf %in : f32 to bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x1xbf16>
    %11 = tensor.empty() : tensor<1x64x1xbf16>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x64x1xbf16>) outs(%11 : tensor<1x64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %in, %cst_8 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x1xbf16>
    %13 = tensor.empty() : tensor<1x64x1xbf16>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x64x1xbf16>) outs(%13 : tensor<1x64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = math.rsqrt %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x1xbf16>
    %15 = tensor.empty() : tensor<1x64x64xbf16>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x64x1xbf16>) outs(%15 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x64xbf16>
    %17 = tensor.empty() : tensor<1x64x64xbf16>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %16 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%17 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %19 = tensor.empty() : tensor<1x64x64xbf16>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64xbf16>) outs(%19 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x64xbf16>
    %21 = tensor.empty() : tensor<1x64x64xbf16>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%21 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %collapsed = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<1x64x64xbf16> into tensor<64x64xbf16>
    %23 = tensor.empty() : tensor<64x64xbf16>
    %24 = linalg.fill ins(%cst_7 : bf16) outs(%23 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %25 = linalg.matmul ins(%collapsed, %arg7 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%24 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_11 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xbf16> into tensor<1x64x2x32xbf16>
    %26 = tensor.empty() : tensor<1x2x64x32xbf16>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x64x2x32xbf16>) outs(%26 : tensor<1x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x32xbf16>
    %28 = tensor.empty() : tensor<64x64xbf16>
    %29 = linalg.fill ins(%cst_7 : bf16) outs(%28 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %30 = linalg.matmul ins(%collapsed, %arg5 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%29 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_12 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xbf16> into tensor<1x64x2x32xbf16>
    %31 = tensor.empty() : tensor<1x2x64x32xbf16>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x64x2x32xbf16>) outs(%31 : tensor<1x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x32xbf16>
    %33 = tensor.empty() : tensor<64x64xbf16>
    %34 = linalg.fill ins(%cst_7 : bf16) outs(%33 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %35 = linalg.matmul ins(%collapsed, %arg8 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%34 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_13 = tensor.expand_shape %35 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xbf16> into tensor<1x64x2x32xbf16>
    %36 = tensor.empty() : tensor<1x2x64x32xbf16>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x64x2x32xbf16>) outs(%36 : tensor<1x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x32xbf16>
    %38 = tensor.empty() : tensor<1x2x32x64xbf16>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x2x64x32xbf16>) outs(%38 : tensor<1x2x32x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x32x64xbf16>
    %collapsed_14 = tensor.collapse_shape %27 [[0, 1], [2], [3]] : tensor<1x2x64x32xbf16> into tensor<2x64x32xbf16>
    %collapsed_15 = tensor.collapse_shape %39 [[0, 1], [2], [3]] : tensor<1x2x32x64xbf16> into tensor<2x32x64xbf16>
    %40 = tensor.empty() : tensor<2x64x64xbf16>
    %41 = linalg.fill ins(%cst_7 : bf16) outs(%40 : tensor<2x64x64xbf16>) -> tensor<2x64x64xbf16>
    %42 = linalg.batch_matmul ins(%collapsed_14, %collapsed_15 : tensor<2x64x32xbf16>, tensor<2x32x64xbf16>) outs(%41 : tensor<2x64x64xbf16>) -> tensor<2x64x64xbf16>
    %43 = tensor.empty() : tensor<1x2x64x64xbf16>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<2x64x64xbf16>) outs(%43 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x64xbf16>
    %45 = tensor.empty() : tensor<f32>
    %46 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%45 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %47 = tensor.empty() : tensor<bf16>
    %48 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%46 : tensor<f32>) outs(%47 : tensor<bf16>) {
    ^bb0(%in: f32, %out: bf16):
      %428 = arith.truncf %in : f32 to bf16
      linalg.yield %428 : bf16
    } -> tensor<bf16>
    %49 = tensor.empty() : tensor<1x2x64x64xbf16>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<bf16>) outs(%49 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x64xbf16>
    %51 = tensor.empty() : tensor<1x2x64x64xbf16>
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %50 : tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16>) outs(%51 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.divf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x64xbf16>
    %53 = tensor.empty() : tensor<1x2x64xbf16>
    %54 = linalg.fill ins(%cst_6 : bf16) outs(%53 : tensor<1x2x64xbf16>) -> tensor<1x2x64xbf16>
    %55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<1x2x64x64xbf16>) outs(%54 : tensor<1x2x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.maximumf %out, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64xbf16>
    %56 = tensor.empty() : tensor<1x2x64x64xbf16>
    %57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x2x64xbf16>) outs(%56 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x64xbf16>
    %58 = tensor.empty() : tensor<1x2x64x64xbf16>
    %59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %57 : tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16>) outs(%58 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x64xbf16>
    %60 = tensor.empty() : tensor<1x2x64x64xbf16>
    %61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x2x64x64xbf16>) outs(%60 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = math.exp %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x64xbf16>
    %62 = tensor.empty() : tensor<1x2x64x64xf32>
    %63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<1x2x64x64xbf16>) outs(%62 : tensor<1x2x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %428 = arith.extf %in : bf16 to f32
      linalg.yield %428 : f32
    } -> tensor<1x2x64x64xf32>
    %64 = tensor.empty() : tensor<1x2x64xf32>
    %65 = linalg.fill ins(%cst_10 : f32) outs(%64 : tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<1x2x64x64xf32>) outs(%65 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %428 = arith.addf %out, %in : f32
      linalg.yield %428 : f32
    } -> tensor<1x2x64xf32>
    %67 = tensor.empty() : tensor<1x2x64xbf16>
    %68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<1x2x64xf32>) outs(%67 : tensor<1x2x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %428 = arith.truncf %in : f32 to bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64xbf16>
    %expanded_16 = tensor.expand_shape %68 [[0], [1], [2, 3]] output_shape [1, 2, 64, 1] : tensor<1x2x64xbf16> into tensor<1x2x64x1xbf16>
    %69 = tensor.empty() : tensor<1x2x64x64xbf16>
    %70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x2x64x1xbf16>) outs(%69 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x64xbf16>
    %71 = tensor.empty() : tensor<1x2x64x64xbf16>
    %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %70 : tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16>) outs(%71 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.divf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x64xbf16>
    %73 = tensor.empty() : tensor<1x2x64x1xbf16>
    %74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x2x64x1xbf16>) outs(%73 : tensor<1x2x64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x1xbf16>
    %75 = tensor.empty() : tensor<1x2x64x1xbf16>
    %76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x2x64x1xbf16>) outs(%75 : tensor<1x2x64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.divf %cst_5, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x1xbf16>
    %collapsed_17 = tensor.collapse_shape %72 [[0, 1], [2], [3]] : tensor<1x2x64x64xbf16> into tensor<2x64x64xbf16>
    %collapsed_18 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<1x2x64x32xbf16> into tensor<2x64x32xbf16>
    %77 = tensor.empty() : tensor<2x64x32xbf16>
    %78 = linalg.fill ins(%cst_7 : bf16) outs(%77 : tensor<2x64x32xbf16>) -> tensor<2x64x32xbf16>
    %79 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<2x64x64xbf16>, tensor<2x64x32xbf16>) outs(%78 : tensor<2x64x32xbf16>) -> tensor<2x64x32xbf16>
    %80 = tensor.empty() : tensor<1x2x64x32xbf16>
    %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<2x64x32xbf16>) outs(%80 : tensor<1x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x32xbf16>
    %82 = tensor.empty() : tensor<1x64x2x32xbf16>
    %83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<1x2x64x32xbf16>) outs(%82 : tensor<1x64x2x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x2x32xbf16>
    %collapsed_19 = tensor.collapse_shape %83 [[0, 1], [2, 3]] : tensor<1x64x2x32xbf16> into tensor<64x64xbf16>
    %84 = tensor.empty() : tensor<64x64xbf16>
    %85 = linalg.fill ins(%cst_7 : bf16) outs(%84 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %86 = linalg.matmul ins(%collapsed_19, %arg6 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%85 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_20 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xbf16> into tensor<1x64x64xbf16>
    %87 = tensor.empty() : tensor<1x64x64xbf16>
    %88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %expanded_20 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%87 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.addf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %89 = tensor.empty() : tensor<1x64x64xbf16>
    %90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x64x64xbf16>) outs(%89 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %91 = tensor.empty() : tensor<1x64x64xf32>
    %92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x64x64xbf16>) outs(%91 : tensor<1x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %428 = arith.extf %in : bf16 to f32
      linalg.yield %428 : f32
    } -> tensor<1x64x64xf32>
    %93 = tensor.empty() : tensor<1x64xf32>
    %94 = linalg.fill ins(%cst_10 : f32) outs(%93 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<1x64x64xf32>) outs(%94 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %428 = arith.addf %out, %in : f32
      linalg.yield %428 : f32
    } -> tensor<1x64xf32>
    %expanded_21 = tensor.expand_shape %95 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xf32> into tensor<1x64x1xf32>
    %96 = tensor.empty() : tensor<1x64x1xf32>
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<1x64x1xf32>) outs(%96 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %428 = arith.divf %in, %cst_9 : f32
      linalg.yield %428 : f32
    } -> tensor<1x64x1xf32>
    %98 = tensor.empty() : tensor<1x64x1xbf16>
    %99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x64x1xf32>) outs(%98 : tensor<1x64x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %428 = arith.truncf %in : f32 to bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x1xbf16>
    %100 = tensor.empty() : tensor<1x64x1xbf16>
    %101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x64x1xbf16>) outs(%100 : tensor<1x64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %in, %cst_8 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x1xbf16>
    %102 = tensor.empty() : tensor<1x64x1xbf16>
    %103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x64x1xbf16>) outs(%102 : tensor<1x64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = math.rsqrt %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x1xbf16>
    %104 = tensor.empty() : tensor<1x64x1xbf16>
    %105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %101 : tensor<1x64x1xbf16>, tensor<1x64x1xbf16>) outs(%104 : tensor<1x64x1xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.divf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x1xbf16>
    %106 = tensor.empty() : tensor<1x64x1xbf16>
    %107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x64x1xbf16>) outs(%106 : tensor<1x64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_4 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x1xbf16>
    %108 = tensor.empty() : tensor<1x64x64xbf16>
    %109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x64x1xbf16>) outs(%108 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x64xbf16>
    %110 = tensor.empty() : tensor<1x64x64xbf16>
    %111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %109 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%110 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %112 = tensor.empty() : tensor<1x64x64xbf16>
    %113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<64xbf16>) outs(%112 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x64xbf16>
    %114 = tensor.empty() : tensor<1x64x64xbf16>
    %115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %113 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%114 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %collapsed_22 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<1x64x64xbf16> into tensor<64x64xbf16>
    %116 = tensor.empty() : tensor<64x256xbf16>
    %117 = linalg.fill ins(%cst_7 : bf16) outs(%116 : tensor<64x256xbf16>) -> tensor<64x256xbf16>
    %118 = linalg.matmul ins(%collapsed_22, %arg3 : tensor<64x64xbf16>, tensor<64x256xbf16>) outs(%117 : tensor<64x256xbf16>) -> tensor<64x256xbf16>
    %expanded_23 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, 64, 256] : tensor<64x256xbf16> into tensor<1x64x256xbf16>
    %119 = tensor.empty() : tensor<1x64x256xbf16>
    %120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<1x64x256xbf16>) outs(%119 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.negf %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %121 = tensor.empty() : tensor<1x64x256xbf16>
    %122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x64x256xbf16>) outs(%121 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = math.exp %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %123 = tensor.empty() : tensor<1x64x256xbf16>
    %124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x64x256xbf16>) outs(%123 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %in, %cst_5 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %125 = tensor.empty() : tensor<1x64x256xbf16>
    %126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x64x256xbf16>) outs(%125 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.divf %cst_5, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %127 = tensor.empty() : tensor<1x64x256xbf16>
    %128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x64x256xbf16>) outs(%127 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.subf %cst_5, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %129 = tensor.empty() : tensor<1x64x256xbf16>
    %130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %128 : tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) outs(%129 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %131 = tensor.empty() : tensor<1x64x256xbf16>
    %132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %126 : tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) outs(%131 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %133 = tensor.empty() : tensor<64x256xbf16>
    %134 = linalg.fill ins(%cst_7 : bf16) outs(%133 : tensor<64x256xbf16>) -> tensor<64x256xbf16>
    %135 = linalg.matmul ins(%collapsed_22, %arg4 : tensor<64x64xbf16>, tensor<64x256xbf16>) outs(%134 : tensor<64x256xbf16>) -> tensor<64x256xbf16>
    %expanded_24 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [1, 64, 256] : tensor<64x256xbf16> into tensor<1x64x256xbf16>
    %136 = tensor.empty() : tensor<1x64x256xbf16>
    %137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_24 : tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) outs(%136 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %collapsed_25 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<1x64x256xbf16> into tensor<64x256xbf16>
    %138 = tensor.empty() : tensor<64x64xbf16>
    %139 = linalg.fill ins(%cst_7 : bf16) outs(%138 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %140 = linalg.matmul ins(%collapsed_25, %arg2 : tensor<64x256xbf16>, tensor<256x64xbf16>) outs(%139 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_26 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xbf16> into tensor<1x64x64xbf16>
    %141 = tensor.empty() : tensor<1x64x64xbf16>
    %142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %expanded_26 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%141 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.addf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %143 = tensor.empty() : tensor<1x64x64xbf16>
    %144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %arg10 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%143 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %145 = tensor.empty() : tensor<1x64x64xbf16>
    %146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x64x64xbf16>) outs(%145 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %147 = tensor.empty() : tensor<1x64x64xbf16>
    %148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x64x64xbf16>) outs(%147 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %149 = tensor.empty() : tensor<1x64x64xf32>
    %150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x64x64xbf16>) outs(%149 : tensor<1x64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %428 = arith.extf %in : bf16 to f32
      linalg.yield %428 : f32
    } -> tensor<1x64x64xf32>
    %151 = tensor.empty() : tensor<f32>
    %152 = linalg.fill ins(%cst_10 : f32) outs(%151 : tensor<f32>) -> tensor<f32>
    %153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%150 : tensor<1x64x64xf32>) outs(%152 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %428 = arith.addf %out, %in : f32
      linalg.yield %428 : f32
    } -> tensor<f32>
    %154 = tensor.empty() : tensor<f32>
    %155 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%153 : tensor<f32>) outs(%154 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %428 = arith.divf %in, %cst_2 : f32
      linalg.yield %428 : f32
    } -> tensor<f32>
    %156 = tensor.empty() : tensor<bf16>
    %157 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%155 : tensor<f32>) outs(%156 : tensor<bf16>) {
    ^bb0(%in: f32, %out: bf16):
      %428 = arith.truncf %in : f32 to bf16
      linalg.yield %428 : bf16
    } -> tensor<bf16>
    %158 = tensor.empty() : tensor<f32>
    %159 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%158 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %160 = tensor.empty() : tensor<bf16>
    %161 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%159 : tensor<f32>) outs(%160 : tensor<bf16>) {
    ^bb0(%in: f32, %out: bf16):
      %428 = arith.truncf %in : f32 to bf16
      linalg.yield %428 : bf16
    } -> tensor<bf16>
    %162 = tensor.empty() : tensor<1x64x64xbf16>
    %163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<bf16>) outs(%162 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x64xbf16>
    %164 = tensor.empty() : tensor<1x64x64xbf16>
    %165 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %148 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%164 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %166 = tensor.empty() : tensor<64x1x64xbf16>
    %167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x64x64xbf16>) outs(%166 : tensor<64x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x1x64xbf16>
    %collapsed_27 = tensor.collapse_shape %167 [[0], [1, 2]] : tensor<64x1x64xbf16> into tensor<64x64xbf16>
    %168 = tensor.empty() : tensor<64x256xbf16>
    %169 = linalg.fill ins(%cst_7 : bf16) outs(%168 : tensor<64x256xbf16>) -> tensor<64x256xbf16>
    %170 = linalg.matmul ins(%collapsed_27, %collapsed_25 : tensor<64x64xbf16>, tensor<64x256xbf16>) outs(%169 : tensor<64x256xbf16>) -> tensor<64x256xbf16>
    %171 = tensor.empty() : tensor<256x64xbf16>
    %172 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%170 : tensor<64x256xbf16>) outs(%171 : tensor<256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<256x64xbf16>
    %collapsed_28 = tensor.collapse_shape %165 [[0, 1], [2]] : tensor<1x64x64xbf16> into tensor<64x64xbf16>
    %173 = tensor.empty() : tensor<64x256xbf16>
    %174 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<256x64xbf16>) outs(%173 : tensor<64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x256xbf16>
    %175 = tensor.empty() : tensor<64x256xbf16>
    %176 = linalg.fill ins(%cst_7 : bf16) outs(%175 : tensor<64x256xbf16>) -> tensor<64x256xbf16>
    %177 = linalg.matmul ins(%collapsed_28, %174 : tensor<64x64xbf16>, tensor<64x256xbf16>) outs(%176 : tensor<64x256xbf16>) -> tensor<64x256xbf16>
    %expanded_29 = tensor.expand_shape %177 [[0, 1], [2]] output_shape [1, 64, 256] : tensor<64x256xbf16> into tensor<1x64x256xbf16>
    %178 = tensor.empty() : tensor<1x64x256xbf16>
    %179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_29 : tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) outs(%178 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %180 = tensor.empty() : tensor<1x64x256xbf16>
    %181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29, %expanded_24 : tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) outs(%180 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %182 = tensor.empty() : tensor<256x1x64xbf16>
    %183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x64x256xbf16>) outs(%182 : tensor<256x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<256x1x64xbf16>
    %collapsed_30 = tensor.collapse_shape %183 [[0], [1, 2]] : tensor<256x1x64xbf16> into tensor<256x64xbf16>
    %184 = tensor.empty() : tensor<256x64xbf16>
    %185 = linalg.fill ins(%cst_7 : bf16) outs(%184 : tensor<256x64xbf16>) -> tensor<256x64xbf16>
    %186 = linalg.matmul ins(%collapsed_30, %collapsed_22 : tensor<256x64xbf16>, tensor<64x64xbf16>) outs(%185 : tensor<256x64xbf16>) -> tensor<256x64xbf16>
    %187 = tensor.empty() : tensor<64x256xbf16>
    %188 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%186 : tensor<256x64xbf16>) outs(%187 : tensor<64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x256xbf16>
    %collapsed_31 = tensor.collapse_shape %179 [[0, 1], [2]] : tensor<1x64x256xbf16> into tensor<64x256xbf16>
    %189 = tensor.empty() : tensor<256x64xbf16>
    %190 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64x256xbf16>) outs(%189 : tensor<256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<256x64xbf16>
    %191 = tensor.empty() : tensor<64x64xbf16>
    %192 = linalg.fill ins(%cst_7 : bf16) outs(%191 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %193 = linalg.matmul ins(%collapsed_31, %190 : tensor<64x256xbf16>, tensor<256x64xbf16>) outs(%192 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_32 = tensor.expand_shape %193 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xbf16> into tensor<1x64x64xbf16>
    %194 = tensor.empty() : tensor<1x64x256xbf16>
    %195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_23, %181 : tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) outs(%194 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %196 = tensor.empty() : tensor<1x64x256xbf16>
    %197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %126 : tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) outs(%196 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %198 = tensor.empty() : tensor<1x64x256xbf16>
    %199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %130 : tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) outs(%198 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %200 = tensor.empty() : tensor<1x64x256xbf16>
    %201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %199 : tensor<1x64x256xbf16>, tensor<1x64x256xbf16>) outs(%200 : tensor<1x64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.addf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x256xbf16>
    %202 = tensor.empty() : tensor<256x1x64xbf16>
    %203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x64x256xbf16>) outs(%202 : tensor<256x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<256x1x64xbf16>
    %collapsed_33 = tensor.collapse_shape %203 [[0], [1, 2]] : tensor<256x1x64xbf16> into tensor<256x64xbf16>
    %204 = tensor.empty() : tensor<256x64xbf16>
    %205 = linalg.fill ins(%cst_7 : bf16) outs(%204 : tensor<256x64xbf16>) -> tensor<256x64xbf16>
    %206 = linalg.matmul ins(%collapsed_33, %collapsed_22 : tensor<256x64xbf16>, tensor<64x64xbf16>) outs(%205 : tensor<256x64xbf16>) -> tensor<256x64xbf16>
    %207 = tensor.empty() : tensor<64x256xbf16>
    %208 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%206 : tensor<256x64xbf16>) outs(%207 : tensor<64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x256xbf16>
    %collapsed_34 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<1x64x256xbf16> into tensor<64x256xbf16>
    %209 = tensor.empty() : tensor<256x64xbf16>
    %210 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<64x256xbf16>) outs(%209 : tensor<256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<256x64xbf16>
    %211 = tensor.empty() : tensor<64x64xbf16>
    %212 = linalg.fill ins(%cst_7 : bf16) outs(%211 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %213 = linalg.matmul ins(%collapsed_34, %210 : tensor<64x256xbf16>, tensor<256x64xbf16>) outs(%212 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_35 = tensor.expand_shape %213 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xbf16> into tensor<1x64x64xbf16>
    %214 = tensor.empty() : tensor<1x64x64xbf16>
    %215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32, %expanded_35 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%214 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.addf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %216 = tensor.empty() : tensor<1x64x64xbf16>
    %217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %215 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%216 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %218 = tensor.empty() : tensor<1x64xbf16>
    %219 = linalg.fill ins(%cst_7 : bf16) outs(%218 : tensor<1x64xbf16>) -> tensor<1x64xbf16>
    %220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%217 : tensor<1x64x64xbf16>) outs(%219 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %out, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64xbf16>
    %expanded_36 = tensor.expand_shape %220 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xbf16> into tensor<1x1x64xbf16>
    %221 = tensor.empty() : tensor<1x64x64xbf16>
    %222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %113 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%221 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %223 = tensor.empty() : tensor<64xbf16>
    %224 = linalg.fill ins(%cst_7 : bf16) outs(%223 : tensor<64xbf16>) -> tensor<64xbf16>
    %225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_36 : tensor<1x1x64xbf16>) outs(%224 : tensor<64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %out, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<64xbf16>
    %226 = tensor.empty() : tensor<1x64x64xbf16>
    %227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %222 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%226 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %228 = tensor.empty() : tensor<1x64xbf16>
    %229 = linalg.fill ins(%cst_7 : bf16) outs(%228 : tensor<1x64xbf16>) -> tensor<1x64xbf16>
    %230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%227 : tensor<1x64x64xbf16>) outs(%229 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %out, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64xbf16>
    %expanded_37 = tensor.expand_shape %230 [[0], [1, 2]] output_shape [1, 64, 1] : tensor<1x64xbf16> into tensor<1x64x1xbf16>
    %231 = tensor.empty() : tensor<1x64x64xbf16>
    %232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %109 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%231 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %233 = tensor.empty() : tensor<1x64x64xbf16>
    %234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %232 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%233 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.addf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %235 = tensor.empty() : tensor<1x64x1xbf16>
    %236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %107 : tensor<1x64x1xbf16>, tensor<1x64x1xbf16>) outs(%235 : tensor<1x64x1xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x1xbf16>
    %237 = tensor.empty() : tensor<1x64x1xf32>
    %238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<1x64x1xbf16>) outs(%237 : tensor<1x64x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %428 = arith.extf %in : bf16 to f32
      linalg.yield %428 : f32
    } -> tensor<1x64x1xf32>
    %239 = tensor.empty() : tensor<1x64x1xf32>
    %240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<1x64x1xf32>) outs(%239 : tensor<1x64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %428 = arith.divf %in, %cst_9 : f32
      linalg.yield %428 : f32
    } -> tensor<1x64x1xf32>
    %241 = tensor.empty() : tensor<64xf32>
    %242 = linalg.fill ins(%cst_10 : f32) outs(%241 : tensor<64xf32>) -> tensor<64xf32>
    %243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%240 : tensor<1x64x1xf32>) outs(%242 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %428 = arith.addf %out, %in : f32
      linalg.yield %428 : f32
    } -> tensor<64xf32>
    %244 = tensor.empty() : tensor<64xbf16>
    %245 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%243 : tensor<64xf32>) outs(%244 : tensor<64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %428 = arith.truncf %in : f32 to bf16
      linalg.yield %428 : bf16
    } -> tensor<64xbf16>
    %246 = tensor.empty() : tensor<1x64x64xbf16>
    %247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<64xbf16>) outs(%246 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x64xbf16>
    %248 = tensor.empty() : tensor<1x64x64xbf16>
    %249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %247 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%248 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %250 = tensor.empty() : tensor<1x64x64xbf16>
    %251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %249 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%250 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.addf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %252 = tensor.empty() : tensor<1x64x64xbf16>
    %253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %88 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%252 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %254 = tensor.empty() : tensor<1x64x64xbf16>
    %255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %253 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%254 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.addf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %256 = tensor.empty() : tensor<64x1x64xbf16>
    %257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<1x64x64xbf16>) outs(%256 : tensor<64x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x1x64xbf16>
    %collapsed_38 = tensor.collapse_shape %257 [[0], [1, 2]] : tensor<64x1x64xbf16> into tensor<64x64xbf16>
    %258 = tensor.empty() : tensor<64x64xbf16>
    %259 = linalg.fill ins(%cst_7 : bf16) outs(%258 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %260 = linalg.matmul ins(%collapsed_38, %collapsed_19 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%259 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %261 = tensor.empty() : tensor<64x64xbf16>
    %262 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%260 : tensor<64x64xbf16>) outs(%261 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x64xbf16>
    %collapsed_39 = tensor.collapse_shape %255 [[0, 1], [2]] : tensor<1x64x64xbf16> into tensor<64x64xbf16>
    %263 = tensor.empty() : tensor<64x64xbf16>
    %264 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64x64xbf16>) outs(%263 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x64xbf16>
    %265 = tensor.empty() : tensor<64x64xbf16>
    %266 = linalg.fill ins(%cst_7 : bf16) outs(%265 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %267 = linalg.matmul ins(%collapsed_39, %264 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%266 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_40 = tensor.expand_shape %267 [[0, 1], [2, 3]] output_shape [1, 64, 2, 32] : tensor<64x64xbf16> into tensor<1x64x2x32xbf16>
    %268 = tensor.empty() : tensor<1x2x64x32xbf16>
    %269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x64x2x32xbf16>) outs(%268 : tensor<1x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x32xbf16>
    %270 = tensor.empty() : tensor<2x64x32xbf16>
    %271 = linalg.fill ins(%cst_7 : bf16) outs(%270 : tensor<2x64x32xbf16>) -> tensor<2x64x32xbf16>
    %272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%269 : tensor<1x2x64x32xbf16>) outs(%271 : tensor<2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %out, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<2x64x32xbf16>
    %273 = tensor.empty() : tensor<2x32x64xbf16>
    %274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x64x32xbf16>) outs(%273 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x64xbf16>
    %275 = tensor.empty() : tensor<2x32x64xbf16>
    %276 = linalg.fill ins(%cst_7 : bf16) outs(%275 : tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16>
    %277 = linalg.batch_matmul ins(%274, %collapsed_17 : tensor<2x32x64xbf16>, tensor<2x64x64xbf16>) outs(%276 : tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16>
    %278 = tensor.empty() : tensor<2x64x32xbf16>
    %279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<2x32x64xbf16>) outs(%278 : tensor<2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x64x32xbf16>
    %280 = tensor.empty() : tensor<2x32x64xbf16>
    %281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_18 : tensor<2x64x32xbf16>) outs(%280 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x64xbf16>
    %282 = tensor.empty() : tensor<2x64x64xbf16>
    %283 = linalg.fill ins(%cst_7 : bf16) outs(%282 : tensor<2x64x64xbf16>) -> tensor<2x64x64xbf16>
    %284 = linalg.batch_matmul ins(%272, %281 : tensor<2x64x32xbf16>, tensor<2x32x64xbf16>) outs(%283 : tensor<2x64x64xbf16>) -> tensor<2x64x64xbf16>
    %285 = tensor.empty() : tensor<1x2x64x32xbf16>
    %286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<2x64x32xbf16>) outs(%285 : tensor<1x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x32xbf16>
    %287 = tensor.empty() : tensor<1x2x64x64xbf16>
    %288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<2x64x64xbf16>) outs(%287 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x64xbf16>
    %289 = tensor.empty() : tensor<1x2x64x64xbf16>
    %290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<1x2x64x1xbf16>) outs(%289 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x64xbf16>
    %291 = tensor.empty() : tensor<1x2x64x64xbf16>
    %292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %290 : tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16>) outs(%291 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x64xbf16>
    %293 = tensor.empty() : tensor<1x2x64x64xbf16>
    %294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %61 : tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16>) outs(%293 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x64xbf16>
    %295 = tensor.empty() : tensor<1x2x64xbf16>
    %296 = linalg.fill ins(%cst_7 : bf16) outs(%295 : tensor<1x2x64xbf16>) -> tensor<1x2x64xbf16>
    %297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%294 : tensor<1x2x64x64xbf16>) outs(%296 : tensor<1x2x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %out, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64xbf16>
    %298 = tensor.empty() : tensor<1x2x64xbf16>
    %299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<1x2x64xbf16>) outs(%298 : tensor<1x2x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.negf %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64xbf16>
    %300 = tensor.empty() : tensor<1x2x64xf32>
    %301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<1x2x64xbf16>) outs(%300 : tensor<1x2x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %428 = arith.extf %in : bf16 to f32
      linalg.yield %428 : f32
    } -> tensor<1x2x64xf32>
    %expanded_41 = tensor.expand_shape %301 [[0], [1], [2, 3]] output_shape [1, 2, 64, 1] : tensor<1x2x64xf32> into tensor<1x2x64x1xf32>
    %302 = tensor.empty() : tensor<1x2x64x64xbf16>
    %303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %70 : tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16>) outs(%302 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.divf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x64xbf16>
    %304 = tensor.empty() : tensor<2x64xf32>
    %305 = linalg.fill ins(%cst_10 : f32) outs(%304 : tensor<2x64xf32>) -> tensor<2x64xf32>
    %306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_41 : tensor<1x2x64x1xf32>) outs(%305 : tensor<2x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %428 = arith.addf %out, %in : f32
      linalg.yield %428 : f32
    } -> tensor<2x64xf32>
    %307 = tensor.empty() : tensor<2x64xbf16>
    %308 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%306 : tensor<2x64xf32>) outs(%307 : tensor<2x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %428 = arith.truncf %in : f32 to bf16
      linalg.yield %428 : bf16
    } -> tensor<2x64xbf16>
    %309 = tensor.empty() : tensor<1x2x64x64xbf16>
    %310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<2x64xbf16>) outs(%309 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x64xbf16>
    %311 = tensor.empty() : tensor<1x2x64x64xbf16>
    %312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %310 : tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16>) outs(%311 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.addf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x64xbf16>
    %313 = tensor.empty() : tensor<1x2x64x64xbf16>
    %314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %61 : tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16>) outs(%313 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x64xbf16>
    %315 = tensor.empty() : tensor<1x2x64x64xbf16>
    %316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %50 : tensor<1x2x64x64xbf16>, tensor<1x2x64x64xbf16>) outs(%315 : tensor<1x2x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.divf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x2x64x64xbf16>
    %317 = tensor.empty() : tensor<2x64x64xbf16>
    %318 = linalg.fill ins(%cst_7 : bf16) outs(%317 : tensor<2x64x64xbf16>) -> tensor<2x64x64xbf16>
    %319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%316 : tensor<1x2x64x64xbf16>) outs(%318 : tensor<2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %out, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<2x64x64xbf16>
    %320 = tensor.empty() : tensor<2x64x64xbf16>
    %321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<2x64x64xbf16>) outs(%320 : tensor<2x64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x64x64xbf16>
    %322 = tensor.empty() : tensor<2x64x32xbf16>
    %323 = linalg.fill ins(%cst_7 : bf16) outs(%322 : tensor<2x64x32xbf16>) -> tensor<2x64x32xbf16>
    %324 = linalg.batch_matmul ins(%321, %collapsed_14 : tensor<2x64x64xbf16>, tensor<2x64x32xbf16>) outs(%323 : tensor<2x64x32xbf16>) -> tensor<2x64x32xbf16>
    %325 = tensor.empty() : tensor<2x32x64xbf16>
    %326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<2x64x32xbf16>) outs(%325 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x64xbf16>
    %327 = tensor.empty() : tensor<2x64x32xbf16>
    %328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_15 : tensor<2x32x64xbf16>) outs(%327 : tensor<2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x64x32xbf16>
    %329 = tensor.empty() : tensor<2x64x32xbf16>
    %330 = linalg.fill ins(%cst_7 : bf16) outs(%329 : tensor<2x64x32xbf16>) -> tensor<2x64x32xbf16>
    %331 = linalg.batch_matmul ins(%319, %328 : tensor<2x64x64xbf16>, tensor<2x64x32xbf16>) outs(%330 : tensor<2x64x32xbf16>) -> tensor<2x64x32xbf16>
    %332 = tensor.empty() : tensor<1x2x32x64xbf16>
    %333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326 : tensor<2x32x64xbf16>) outs(%332 : tensor<1x2x32x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x32x64xbf16>
    %334 = tensor.empty() : tensor<1x2x64x32xbf16>
    %335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331 : tensor<2x64x32xbf16>) outs(%334 : tensor<1x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x32xbf16>
    %336 = tensor.empty() : tensor<1x2x64x32xbf16>
    %337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<1x2x32x64xbf16>) outs(%336 : tensor<1x2x64x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x64x32xbf16>
    %338 = tensor.empty() : tensor<1x64x2x32xbf16>
    %339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<1x2x64x32xbf16>) outs(%338 : tensor<1x64x2x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x2x32xbf16>
    %collapsed_42 = tensor.collapse_shape %339 [[0], [1], [2, 3]] : tensor<1x64x2x32xbf16> into tensor<1x64x64xbf16>
    %340 = tensor.empty() : tensor<64x1x64xbf16>
    %341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_42 : tensor<1x64x64xbf16>) outs(%340 : tensor<64x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x1x64xbf16>
    %collapsed_43 = tensor.collapse_shape %341 [[0], [1, 2]] : tensor<64x1x64xbf16> into tensor<64x64xbf16>
    %342 = tensor.empty() : tensor<64x64xbf16>
    %343 = linalg.fill ins(%cst_7 : bf16) outs(%342 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %344 = linalg.matmul ins(%collapsed_43, %collapsed : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%343 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %345 = tensor.empty() : tensor<64x64xbf16>
    %346 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%344 : tensor<64x64xbf16>) outs(%345 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x64xbf16>
    %collapsed_44 = tensor.collapse_shape %339 [[0, 1], [2, 3]] : tensor<1x64x2x32xbf16> into tensor<64x64xbf16>
    %347 = tensor.empty() : tensor<64x64xbf16>
    %348 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<64x64xbf16>) outs(%347 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x64xbf16>
    %349 = tensor.empty() : tensor<64x64xbf16>
    %350 = linalg.fill ins(%cst_7 : bf16) outs(%349 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %351 = linalg.matmul ins(%collapsed_44, %348 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%350 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_45 = tensor.expand_shape %351 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xbf16> into tensor<1x64x64xbf16>
    %352 = tensor.empty() : tensor<1x64x2x32xbf16>
    %353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<1x2x64x32xbf16>) outs(%352 : tensor<1x64x2x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x2x32xbf16>
    %collapsed_46 = tensor.collapse_shape %353 [[0], [1], [2, 3]] : tensor<1x64x2x32xbf16> into tensor<1x64x64xbf16>
    %354 = tensor.empty() : tensor<64x1x64xbf16>
    %355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_46 : tensor<1x64x64xbf16>) outs(%354 : tensor<64x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x1x64xbf16>
    %collapsed_47 = tensor.collapse_shape %355 [[0], [1, 2]] : tensor<64x1x64xbf16> into tensor<64x64xbf16>
    %356 = tensor.empty() : tensor<64x64xbf16>
    %357 = linalg.fill ins(%cst_7 : bf16) outs(%356 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %358 = linalg.matmul ins(%collapsed_47, %collapsed : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%357 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %359 = tensor.empty() : tensor<64x64xbf16>
    %360 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%358 : tensor<64x64xbf16>) outs(%359 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x64xbf16>
    %collapsed_48 = tensor.collapse_shape %353 [[0, 1], [2, 3]] : tensor<1x64x2x32xbf16> into tensor<64x64xbf16>
    %361 = tensor.empty() : tensor<64x64xbf16>
    %362 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64x64xbf16>) outs(%361 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x64xbf16>
    %363 = tensor.empty() : tensor<64x64xbf16>
    %364 = linalg.fill ins(%cst_7 : bf16) outs(%363 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %365 = linalg.matmul ins(%collapsed_48, %362 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%364 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_49 = tensor.expand_shape %365 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xbf16> into tensor<1x64x64xbf16>
    %366 = tensor.empty() : tensor<1x64x64xbf16>
    %367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %expanded_49 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%366 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.addf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %368 = tensor.empty() : tensor<1x64x2x32xbf16>
    %369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x2x64x32xbf16>) outs(%368 : tensor<1x64x2x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x64x2x32xbf16>
    %collapsed_50 = tensor.collapse_shape %369 [[0], [1], [2, 3]] : tensor<1x64x2x32xbf16> into tensor<1x64x64xbf16>
    %370 = tensor.empty() : tensor<64x1x64xbf16>
    %371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_50 : tensor<1x64x64xbf16>) outs(%370 : tensor<64x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x1x64xbf16>
    %collapsed_51 = tensor.collapse_shape %371 [[0], [1, 2]] : tensor<64x1x64xbf16> into tensor<64x64xbf16>
    %372 = tensor.empty() : tensor<64x64xbf16>
    %373 = linalg.fill ins(%cst_7 : bf16) outs(%372 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %374 = linalg.matmul ins(%collapsed_51, %collapsed : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%373 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %375 = tensor.empty() : tensor<64x64xbf16>
    %376 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<64x64xbf16>) outs(%375 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x64xbf16>
    %collapsed_52 = tensor.collapse_shape %369 [[0, 1], [2, 3]] : tensor<1x64x2x32xbf16> into tensor<64x64xbf16>
    %377 = tensor.empty() : tensor<64x64xbf16>
    %378 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64x64xbf16>) outs(%377 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<64x64xbf16>
    %379 = tensor.empty() : tensor<64x64xbf16>
    %380 = linalg.fill ins(%cst_7 : bf16) outs(%379 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %381 = linalg.matmul ins(%collapsed_52, %378 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%380 : tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %expanded_53 = tensor.expand_shape %381 [[0, 1], [2]] output_shape [1, 64, 64] : tensor<64x64xbf16> into tensor<1x64x64xbf16>
    %382 = tensor.empty() : tensor<1x64x64xbf16>
    %383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367, %expanded_53 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%382 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.addf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %384 = tensor.empty() : tensor<1x64x64xbf16>
    %385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %383 : tensor<1x64x64xbf16>, tensor<1x64x64xbf16>) outs(%384 : tensor<1x64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.mulf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64x64xbf16>
    %386 = tensor.empty() : tensor<1x64xbf16>
    %387 = linalg.fill ins(%cst_7 : bf16) outs(%386 : tensor<1x64xbf16>) -> tensor<1x64xbf16>
    %388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%385 : tensor<1x64x64xbf16>) outs(%387 : tensor<1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %out, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<1x64xbf16>
    %expanded_54 = tensor.expand_shape %388 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xbf16> into tensor<1x1x64xbf16>
    %389 = tensor.empty() : tensor<64xbf16>
    %390 = linalg.fill ins(%cst_7 : bf16) outs(%389 : tensor<64xbf16>) -> tensor<64xbf16>
    %391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_54 : tensor<1x1x64xbf16>) outs(%390 : tensor<64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.addf %out, %in : bf16
      linalg.yield %428 : bf16
    } -> tensor<64xbf16>
    %392 = tensor.empty() : tensor<64xbf16>
    %393 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%391 : tensor<64xbf16>) outs(%392 : tensor<64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64xbf16>
    %394 = tensor.empty() : tensor<64xbf16>
    %395 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0, %393 : tensor<64xbf16>, tensor<64xbf16>) outs(%394 : tensor<64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64xbf16>
    %396 = tensor.empty() : tensor<64xbf16>
    %397 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%225 : tensor<64xbf16>) outs(%396 : tensor<64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64xbf16>
    %398 = tensor.empty() : tensor<64xbf16>
    %399 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1, %397 : tensor<64xbf16>, tensor<64xbf16>) outs(%398 : tensor<64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64xbf16>
    %400 = tensor.empty() : tensor<256x64xbf16>
    %401 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%172 : tensor<256x64xbf16>) outs(%400 : tensor<256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %428 : bf16
    } -> tensor<256x64xbf16>
    %402 = tensor.empty() : tensor<256x64xbf16>
    %403 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2, %401 : tensor<256x64xbf16>, tensor<256x64xbf16>) outs(%402 : tensor<256x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<256x64xbf16>
    %404 = tensor.empty() : tensor<64x256xbf16>
    %405 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%208 : tensor<64x256xbf16>) outs(%404 : tensor<64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x256xbf16>
    %406 = tensor.empty() : tensor<64x256xbf16>
    %407 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %405 : tensor<64x256xbf16>, tensor<64x256xbf16>) outs(%406 : tensor<64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x256xbf16>
    %408 = tensor.empty() : tensor<64x256xbf16>
    %409 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%188 : tensor<64x256xbf16>) outs(%408 : tensor<64x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x256xbf16>
    %410 = tensor.empty() : tensor<64x256xbf16>
    %411 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg4, %409 : tensor<64x256xbf16>, tensor<64x256xbf16>) outs(%410 : tensor<64x256xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x256xbf16>
    %412 = tensor.empty() : tensor<64x64xbf16>
    %413 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%360 : tensor<64x64xbf16>) outs(%412 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x64xbf16>
    %414 = tensor.empty() : tensor<64x64xbf16>
    %415 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %413 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%414 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x64xbf16>
    %416 = tensor.empty() : tensor<64x64xbf16>
    %417 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<64x64xbf16>) outs(%416 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x64xbf16>
    %418 = tensor.empty() : tensor<64x64xbf16>
    %419 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6, %417 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%418 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x64xbf16>
    %420 = tensor.empty() : tensor<64x64xbf16>
    %421 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%376 : tensor<64x64xbf16>) outs(%420 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x64xbf16>
    %422 = tensor.empty() : tensor<64x64xbf16>
    %423 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7, %421 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%422 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x64xbf16>
    %424 = tensor.empty() : tensor<64x64xbf16>
    %425 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%346 : tensor<64x64xbf16>) outs(%424 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %428 = arith.mulf %in, %cst_1 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x64xbf16>
    %426 = tensor.empty() : tensor<64x64xbf16>
    %427 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8, %425 : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%426 : tensor<64x64xbf16>) {
    ^bb0(%in: bf16, %in_55: bf16, %out: bf16):
      %428 = arith.subf %in, %in_55 : bf16
      linalg.yield %428 : bf16
    } -> tensor<64x64xbf16>
    func.return %157, %395, %399, %403, %407, %411, %415, %419, %423, %427 : tensor<bf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256x64xbf16>, tensor<64x256xbf16>, tensor<64x256xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>
  }
}