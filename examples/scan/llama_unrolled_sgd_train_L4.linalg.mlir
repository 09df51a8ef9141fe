module @jit_step {
  func.func @main(%arg0: tensor<4x32xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x64x32xf32>, %arg3: tensor<4x32x64xf32>, %arg4: tensor<4x32x64xf32>, %arg5: tensor<4x32x32xf32>, %arg6: tensor<4x32x32xf32>, %arg7: tensor<4x32x32xf32>, %arg8: tensor<4x32x32xf32>, %arg9: tensor<4x8x32xf32>, %arg10: tensor<4x8x32xf32>) -> (tensor<f32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x64xf32>, tensor<4x32x64xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>) {
    %cst = arith.constant 9.765625E-4 : f32
    %cst_0 = arith.constant 4.000000e+00 : f32
    %cst_1 = arith.constant 0.00999999977 : f32
    %cst_2 = arith.constant 1.024000e+03 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %cst_4 = arith.constant -5.000000e-01 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    %cst_6 = arith.constant 0xFF800000 : f32
    %cst_7 = arith.constant 9.99999997E-7 : f32
    %cst_8 = arith.constant 3.200000e+01 : f32
    %cst_9 = arith.constant 0.000000e+00 : f32
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %extracted_slice_10 = tensor.extract_slice %arg1[0, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
    %collapsed_11 = tensor.collapse_shape %extracted_slice_10 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %extracted_slice_12 = tensor.extract_slice %arg2[0, 0, 0] [1, 64, 32] [1, 1, 1] : tensor<4x64x32xf32> to tensor<1x64x32xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
    %extracted_slice_14 = tensor.extract_slice %arg3[0, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<4x32x64xf32> to tensor<1x32x64xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice_14 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %extracted_slice_16 = tensor.extract_slice %arg4[0, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<4x32x64xf32> to tensor<1x32x64xf32>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_16 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %extracted_slice_18 = tensor.extract_slice %arg5[0, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_19 = tensor.collapse_shape %extracted_slice_18 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_20 = tensor.extract_slice %arg6[0, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_21 = tensor.collapse_shape %extracted_slice_20 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_22 = tensor.extract_slice %arg7[0, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_23 = tensor.collapse_shape %extracted_slice_22 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_24 = tensor.extract_slice %arg8[0, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_25 = tensor.collapse_shape %extracted_slice_24 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %0 = tensor.empty() : tensor<4x8x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %2 = tensor.empty() : tensor<4x8xf32>
    %3 = linalg.fill ins(%cst_9 : f32) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<4x8x32xf32>) outs(%3 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %5 = tensor.empty() : tensor<4x8x1xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<4x8x1xf32>) outs(%5 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %7 = tensor.empty() : tensor<4x8x1xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<4x8x1xf32>) outs(%7 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_7 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %9 = tensor.empty() : tensor<4x8x1xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<4x8x1xf32>) outs(%9 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.rsqrt %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %11 = tensor.empty() : tensor<4x8x32xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<4x8x1xf32>) outs(%11 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %13 = tensor.empty() : tensor<4x8x32xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %12 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%13 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %15 = tensor.empty() : tensor<4x8x32xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<32xf32>) outs(%15 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %17 = tensor.empty() : tensor<4x8x32xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%17 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_26 = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %19 = tensor.empty() : tensor<32x32xf32>
    %20 = linalg.fill ins(%cst_9 : f32) outs(%19 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %21 = linalg.matmul ins(%collapsed_26, %collapsed_23 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%20 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_27 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %22 = tensor.empty() : tensor<4x2x8x16xf32>
    %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<4x8x2x16xf32>) outs(%22 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %24 = tensor.empty() : tensor<32x32xf32>
    %25 = linalg.fill ins(%cst_9 : f32) outs(%24 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = linalg.matmul ins(%collapsed_26, %collapsed_19 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_28 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %27 = tensor.empty() : tensor<4x2x8x16xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<4x8x2x16xf32>) outs(%27 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %29 = tensor.empty() : tensor<32x32xf32>
    %30 = linalg.fill ins(%cst_9 : f32) outs(%29 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %31 = linalg.matmul ins(%collapsed_26, %collapsed_25 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%30 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_29 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %32 = tensor.empty() : tensor<4x2x8x16xf32>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<4x8x2x16xf32>) outs(%32 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %34 = tensor.empty() : tensor<4x2x16x8xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<4x2x8x16xf32>) outs(%34 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_30 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_31 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %36 = tensor.empty() : tensor<8x8x8xf32>
    %37 = linalg.fill ins(%cst_9 : f32) outs(%36 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %38 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%37 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_32 = tensor.expand_shape %38 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %39 = tensor.empty() : tensor<f32>
    %40 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%39 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<f32>
    %41 = tensor.empty() : tensor<4x2x8x8xf32>
    %42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<f32>) outs(%41 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %43 = tensor.empty() : tensor<4x2x8x8xf32>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %42 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%43 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %45 = tensor.empty() : tensor<4x2x8xf32>
    %46 = linalg.fill ins(%cst_6 : f32) outs(%45 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<4x2x8x8xf32>) outs(%46 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.maximumf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %48 = tensor.empty() : tensor<4x2x8x8xf32>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<4x2x8xf32>) outs(%48 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %50 = tensor.empty() : tensor<4x2x8x8xf32>
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %49 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%50 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %52 = tensor.empty() : tensor<4x2x8x8xf32>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<4x2x8x8xf32>) outs(%52 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.exp %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %54 = tensor.empty() : tensor<4x2x8xf32>
    %55 = linalg.fill ins(%cst_9 : f32) outs(%54 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<4x2x8x8xf32>) outs(%55 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %expanded_33 = tensor.expand_shape %56 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %57 = tensor.empty() : tensor<4x2x8x8xf32>
    %58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<4x2x8xf32>) outs(%57 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %59 = tensor.empty() : tensor<4x2x8x8xf32>
    %60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %58 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%59 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %61 = tensor.empty() : tensor<4x2x8x1xf32>
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<4x2x8x1xf32>) outs(%61 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x1xf32>
    %63 = tensor.empty() : tensor<4x2x8x1xf32>
    %64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<4x2x8x1xf32>) outs(%63 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x1xf32>
    %collapsed_34 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %65 = tensor.empty() : tensor<8x8x16xf32>
    %66 = linalg.fill ins(%cst_9 : f32) outs(%65 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %67 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%66 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_36 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %68 = tensor.empty() : tensor<4x8x2x16xf32>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<4x2x8x16xf32>) outs(%68 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_37 = tensor.collapse_shape %69 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %70 = tensor.empty() : tensor<32x32xf32>
    %71 = linalg.fill ins(%cst_9 : f32) outs(%70 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %72 = linalg.matmul ins(%collapsed_37, %collapsed_21 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%71 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_38 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %73 = tensor.empty() : tensor<4x8x32xf32>
    %74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %expanded_38 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%73 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %75 = tensor.empty() : tensor<4x8x32xf32>
    %76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<4x8x32xf32>) outs(%75 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %77 = tensor.empty() : tensor<4x8xf32>
    %78 = linalg.fill ins(%cst_9 : f32) outs(%77 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<4x8x32xf32>) outs(%78 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_39 = tensor.expand_shape %79 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %80 = tensor.empty() : tensor<4x8x1xf32>
    %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<4x8x1xf32>) outs(%80 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %82 = tensor.empty() : tensor<4x8x1xf32>
    %83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<4x8x1xf32>) outs(%82 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_7 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %84 = tensor.empty() : tensor<4x8x1xf32>
    %85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<4x8x1xf32>) outs(%84 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.rsqrt %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %86 = tensor.empty() : tensor<4x8x1xf32>
    %87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %83 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%86 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %88 = tensor.empty() : tensor<4x8x1xf32>
    %89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<4x8x1xf32>) outs(%88 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %90 = tensor.empty() : tensor<4x8x32xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<4x8x1xf32>) outs(%90 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %92 = tensor.empty() : tensor<4x8x32xf32>
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %91 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%92 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %94 = tensor.empty() : tensor<4x8x32xf32>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_11 : tensor<32xf32>) outs(%94 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %96 = tensor.empty() : tensor<4x8x32xf32>
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%96 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_40 = tensor.collapse_shape %97 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %98 = tensor.empty() : tensor<32x64xf32>
    %99 = linalg.fill ins(%cst_9 : f32) outs(%98 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %100 = linalg.matmul ins(%collapsed_40, %collapsed_15 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%99 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_41 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %101 = tensor.empty() : tensor<4x8x64xf32>
    %102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<4x8x64xf32>) outs(%101 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.negf %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %103 = tensor.empty() : tensor<4x8x64xf32>
    %104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<4x8x64xf32>) outs(%103 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.exp %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %105 = tensor.empty() : tensor<4x8x64xf32>
    %106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<4x8x64xf32>) outs(%105 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_5 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %107 = tensor.empty() : tensor<4x8x64xf32>
    %108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<4x8x64xf32>) outs(%107 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %109 = tensor.empty() : tensor<4x8x64xf32>
    %110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<4x8x64xf32>) outs(%109 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.subf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %111 = tensor.empty() : tensor<4x8x64xf32>
    %112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %110 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%111 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %113 = tensor.empty() : tensor<4x8x64xf32>
    %114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %108 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%113 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %115 = tensor.empty() : tensor<32x64xf32>
    %116 = linalg.fill ins(%cst_9 : f32) outs(%115 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %117 = linalg.matmul ins(%collapsed_40, %collapsed_17 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%116 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_42 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %118 = tensor.empty() : tensor<4x8x64xf32>
    %119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_42 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%118 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %collapsed_43 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %120 = tensor.empty() : tensor<32x32xf32>
    %121 = linalg.fill ins(%cst_9 : f32) outs(%120 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %122 = linalg.matmul ins(%collapsed_43, %collapsed_13 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%121 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_44 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %123 = tensor.empty() : tensor<4x8x32xf32>
    %124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %expanded_44 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%123 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %extracted_slice_45 = tensor.extract_slice %arg0[1, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
    %collapsed_46 = tensor.collapse_shape %extracted_slice_45 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %extracted_slice_47 = tensor.extract_slice %arg1[1, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
    %collapsed_48 = tensor.collapse_shape %extracted_slice_47 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %extracted_slice_49 = tensor.extract_slice %arg2[1, 0, 0] [1, 64, 32] [1, 1, 1] : tensor<4x64x32xf32> to tensor<1x64x32xf32>
    %collapsed_50 = tensor.collapse_shape %extracted_slice_49 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
    %extracted_slice_51 = tensor.extract_slice %arg3[1, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<4x32x64xf32> to tensor<1x32x64xf32>
    %collapsed_52 = tensor.collapse_shape %extracted_slice_51 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %extracted_slice_53 = tensor.extract_slice %arg4[1, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<4x32x64xf32> to tensor<1x32x64xf32>
    %collapsed_54 = tensor.collapse_shape %extracted_slice_53 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %extracted_slice_55 = tensor.extract_slice %arg5[1, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_56 = tensor.collapse_shape %extracted_slice_55 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_57 = tensor.extract_slice %arg6[1, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_58 = tensor.collapse_shape %extracted_slice_57 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_59 = tensor.extract_slice %arg7[1, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_60 = tensor.collapse_shape %extracted_slice_59 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_61 = tensor.extract_slice %arg8[1, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_62 = tensor.collapse_shape %extracted_slice_61 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %125 = tensor.empty() : tensor<4x8x32xf32>
    %126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<4x8x32xf32>) outs(%125 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %127 = tensor.empty() : tensor<4x8xf32>
    %128 = linalg.fill ins(%cst_9 : f32) outs(%127 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<4x8x32xf32>) outs(%128 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_63 = tensor.expand_shape %129 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %130 = tensor.empty() : tensor<4x8x1xf32>
    %131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<4x8x1xf32>) outs(%130 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %132 = tensor.empty() : tensor<4x8x1xf32>
    %133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<4x8x1xf32>) outs(%132 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_7 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %134 = tensor.empty() : tensor<4x8x1xf32>
    %135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<4x8x1xf32>) outs(%134 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.rsqrt %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %136 = tensor.empty() : tensor<4x8x1xf32>
    %137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %133 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%136 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %138 = tensor.empty() : tensor<4x8x1xf32>
    %139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<4x8x1xf32>) outs(%138 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %140 = tensor.empty() : tensor<4x8x32xf32>
    %141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<4x8x1xf32>) outs(%140 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %142 = tensor.empty() : tensor<4x8x32xf32>
    %143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %141 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%142 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %144 = tensor.empty() : tensor<4x8x32xf32>
    %145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_46 : tensor<32xf32>) outs(%144 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %146 = tensor.empty() : tensor<4x8x32xf32>
    %147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %145 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%146 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_64 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %148 = tensor.empty() : tensor<32x32xf32>
    %149 = linalg.fill ins(%cst_9 : f32) outs(%148 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = linalg.matmul ins(%collapsed_64, %collapsed_60 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%149 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_65 = tensor.expand_shape %150 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %151 = tensor.empty() : tensor<4x2x8x16xf32>
    %152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<4x8x2x16xf32>) outs(%151 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %153 = tensor.empty() : tensor<32x32xf32>
    %154 = linalg.fill ins(%cst_9 : f32) outs(%153 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %155 = linalg.matmul ins(%collapsed_64, %collapsed_56 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%154 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_66 = tensor.expand_shape %155 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %156 = tensor.empty() : tensor<4x2x8x16xf32>
    %157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_66 : tensor<4x8x2x16xf32>) outs(%156 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %158 = tensor.empty() : tensor<32x32xf32>
    %159 = linalg.fill ins(%cst_9 : f32) outs(%158 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = linalg.matmul ins(%collapsed_64, %collapsed_62 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%159 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_67 = tensor.expand_shape %160 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %161 = tensor.empty() : tensor<4x2x8x16xf32>
    %162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<4x8x2x16xf32>) outs(%161 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %163 = tensor.empty() : tensor<4x2x16x8xf32>
    %164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<4x2x8x16xf32>) outs(%163 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_68 = tensor.collapse_shape %152 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_69 = tensor.collapse_shape %164 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %165 = tensor.empty() : tensor<8x8x8xf32>
    %166 = linalg.fill ins(%cst_9 : f32) outs(%165 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %167 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%166 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_70 = tensor.expand_shape %167 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %168 = tensor.empty() : tensor<4x2x8x8xf32>
    %169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70, %42 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%168 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %170 = tensor.empty() : tensor<4x2x8xf32>
    %171 = linalg.fill ins(%cst_6 : f32) outs(%170 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<4x2x8x8xf32>) outs(%171 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.maximumf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %173 = tensor.empty() : tensor<4x2x8x8xf32>
    %174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<4x2x8xf32>) outs(%173 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %175 = tensor.empty() : tensor<4x2x8x8xf32>
    %176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %174 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%175 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %177 = tensor.empty() : tensor<4x2x8x8xf32>
    %178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<4x2x8x8xf32>) outs(%177 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.exp %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %179 = tensor.empty() : tensor<4x2x8xf32>
    %180 = linalg.fill ins(%cst_9 : f32) outs(%179 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%178 : tensor<4x2x8x8xf32>) outs(%180 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %expanded_71 = tensor.expand_shape %181 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %182 = tensor.empty() : tensor<4x2x8x8xf32>
    %183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<4x2x8xf32>) outs(%182 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %184 = tensor.empty() : tensor<4x2x8x8xf32>
    %185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %183 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%184 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %186 = tensor.empty() : tensor<4x2x8x1xf32>
    %187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<4x2x8x1xf32>) outs(%186 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x1xf32>
    %188 = tensor.empty() : tensor<4x2x8x1xf32>
    %189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<4x2x8x1xf32>) outs(%188 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x1xf32>
    %collapsed_72 = tensor.collapse_shape %185 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_73 = tensor.collapse_shape %162 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %190 = tensor.empty() : tensor<8x8x16xf32>
    %191 = linalg.fill ins(%cst_9 : f32) outs(%190 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %192 = linalg.batch_matmul ins(%collapsed_72, %collapsed_73 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%191 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_74 = tensor.expand_shape %192 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %193 = tensor.empty() : tensor<4x8x2x16xf32>
    %194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<4x2x8x16xf32>) outs(%193 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_75 = tensor.collapse_shape %194 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %195 = tensor.empty() : tensor<32x32xf32>
    %196 = linalg.fill ins(%cst_9 : f32) outs(%195 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %197 = linalg.matmul ins(%collapsed_75, %collapsed_58 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%196 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_76 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %198 = tensor.empty() : tensor<4x8x32xf32>
    %199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %expanded_76 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%198 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %200 = tensor.empty() : tensor<4x8x32xf32>
    %201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<4x8x32xf32>) outs(%200 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %202 = tensor.empty() : tensor<4x8xf32>
    %203 = linalg.fill ins(%cst_9 : f32) outs(%202 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<4x8x32xf32>) outs(%203 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_77 = tensor.expand_shape %204 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %205 = tensor.empty() : tensor<4x8x1xf32>
    %206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<4x8x1xf32>) outs(%205 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %207 = tensor.empty() : tensor<4x8x1xf32>
    %208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<4x8x1xf32>) outs(%207 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_7 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %209 = tensor.empty() : tensor<4x8x1xf32>
    %210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<4x8x1xf32>) outs(%209 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.rsqrt %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %211 = tensor.empty() : tensor<4x8x1xf32>
    %212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %208 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%211 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %213 = tensor.empty() : tensor<4x8x1xf32>
    %214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<4x8x1xf32>) outs(%213 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %215 = tensor.empty() : tensor<4x8x32xf32>
    %216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<4x8x1xf32>) outs(%215 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %217 = tensor.empty() : tensor<4x8x32xf32>
    %218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %216 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%217 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %219 = tensor.empty() : tensor<4x8x32xf32>
    %220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_48 : tensor<32xf32>) outs(%219 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %221 = tensor.empty() : tensor<4x8x32xf32>
    %222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %220 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%221 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_78 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %223 = tensor.empty() : tensor<32x64xf32>
    %224 = linalg.fill ins(%cst_9 : f32) outs(%223 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %225 = linalg.matmul ins(%collapsed_78, %collapsed_52 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%224 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_79 = tensor.expand_shape %225 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %226 = tensor.empty() : tensor<4x8x64xf32>
    %227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<4x8x64xf32>) outs(%226 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.negf %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %228 = tensor.empty() : tensor<4x8x64xf32>
    %229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<4x8x64xf32>) outs(%228 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.exp %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %230 = tensor.empty() : tensor<4x8x64xf32>
    %231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<4x8x64xf32>) outs(%230 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_5 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %232 = tensor.empty() : tensor<4x8x64xf32>
    %233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<4x8x64xf32>) outs(%232 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %234 = tensor.empty() : tensor<4x8x64xf32>
    %235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<4x8x64xf32>) outs(%234 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.subf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %236 = tensor.empty() : tensor<4x8x64xf32>
    %237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %235 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%236 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %238 = tensor.empty() : tensor<4x8x64xf32>
    %239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %233 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%238 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %240 = tensor.empty() : tensor<32x64xf32>
    %241 = linalg.fill ins(%cst_9 : f32) outs(%240 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %242 = linalg.matmul ins(%collapsed_78, %collapsed_54 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%241 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_80 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %243 = tensor.empty() : tensor<4x8x64xf32>
    %244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %expanded_80 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%243 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %collapsed_81 = tensor.collapse_shape %244 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %245 = tensor.empty() : tensor<32x32xf32>
    %246 = linalg.fill ins(%cst_9 : f32) outs(%245 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %247 = linalg.matmul ins(%collapsed_81, %collapsed_50 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%246 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_82 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %248 = tensor.empty() : tensor<4x8x32xf32>
    %249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %expanded_82 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%248 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %extracted_slice_83 = tensor.extract_slice %arg0[2, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
    %collapsed_84 = tensor.collapse_shape %extracted_slice_83 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %extracted_slice_85 = tensor.extract_slice %arg1[2, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
    %collapsed_86 = tensor.collapse_shape %extracted_slice_85 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %extracted_slice_87 = tensor.extract_slice %arg2[2, 0, 0] [1, 64, 32] [1, 1, 1] : tensor<4x64x32xf32> to tensor<1x64x32xf32>
    %collapsed_88 = tensor.collapse_shape %extracted_slice_87 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
    %extracted_slice_89 = tensor.extract_slice %arg3[2, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<4x32x64xf32> to tensor<1x32x64xf32>
    %collapsed_90 = tensor.collapse_shape %extracted_slice_89 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %extracted_slice_91 = tensor.extract_slice %arg4[2, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<4x32x64xf32> to tensor<1x32x64xf32>
    %collapsed_92 = tensor.collapse_shape %extracted_slice_91 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %extracted_slice_93 = tensor.extract_slice %arg5[2, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_94 = tensor.collapse_shape %extracted_slice_93 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_95 = tensor.extract_slice %arg6[2, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_96 = tensor.collapse_shape %extracted_slice_95 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_97 = tensor.extract_slice %arg7[2, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_98 = tensor.collapse_shape %extracted_slice_97 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_99 = tensor.extract_slice %arg8[2, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_100 = tensor.collapse_shape %extracted_slice_99 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %250 = tensor.empty() : tensor<4x8x32xf32>
    %251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<4x8x32xf32>) outs(%250 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %252 = tensor.empty() : tensor<4x8xf32>
    %253 = linalg.fill ins(%cst_9 : f32) outs(%252 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%251 : tensor<4x8x32xf32>) outs(%253 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_101 = tensor.expand_shape %254 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %255 = tensor.empty() : tensor<4x8x1xf32>
    %256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<4x8x1xf32>) outs(%255 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %257 = tensor.empty() : tensor<4x8x1xf32>
    %258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<4x8x1xf32>) outs(%257 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_7 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %259 = tensor.empty() : tensor<4x8x1xf32>
    %260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<4x8x1xf32>) outs(%259 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.rsqrt %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %261 = tensor.empty() : tensor<4x8x1xf32>
    %262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %258 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%261 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %263 = tensor.empty() : tensor<4x8x1xf32>
    %264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<4x8x1xf32>) outs(%263 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %265 = tensor.empty() : tensor<4x8x32xf32>
    %266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<4x8x1xf32>) outs(%265 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %267 = tensor.empty() : tensor<4x8x32xf32>
    %268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %266 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%267 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %269 = tensor.empty() : tensor<4x8x32xf32>
    %270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_84 : tensor<32xf32>) outs(%269 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %271 = tensor.empty() : tensor<4x8x32xf32>
    %272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %270 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%271 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_102 = tensor.collapse_shape %272 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %273 = tensor.empty() : tensor<32x32xf32>
    %274 = linalg.fill ins(%cst_9 : f32) outs(%273 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %275 = linalg.matmul ins(%collapsed_102, %collapsed_98 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%274 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_103 = tensor.expand_shape %275 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %276 = tensor.empty() : tensor<4x2x8x16xf32>
    %277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<4x8x2x16xf32>) outs(%276 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %278 = tensor.empty() : tensor<32x32xf32>
    %279 = linalg.fill ins(%cst_9 : f32) outs(%278 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %280 = linalg.matmul ins(%collapsed_102, %collapsed_94 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%279 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_104 = tensor.expand_shape %280 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %281 = tensor.empty() : tensor<4x2x8x16xf32>
    %282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<4x8x2x16xf32>) outs(%281 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %283 = tensor.empty() : tensor<32x32xf32>
    %284 = linalg.fill ins(%cst_9 : f32) outs(%283 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %285 = linalg.matmul ins(%collapsed_102, %collapsed_100 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%284 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_105 = tensor.expand_shape %285 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %286 = tensor.empty() : tensor<4x2x8x16xf32>
    %287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105 : tensor<4x8x2x16xf32>) outs(%286 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %288 = tensor.empty() : tensor<4x2x16x8xf32>
    %289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<4x2x8x16xf32>) outs(%288 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_106 = tensor.collapse_shape %277 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_107 = tensor.collapse_shape %289 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %290 = tensor.empty() : tensor<8x8x8xf32>
    %291 = linalg.fill ins(%cst_9 : f32) outs(%290 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %292 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%291 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_108 = tensor.expand_shape %292 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %293 = tensor.empty() : tensor<4x2x8x8xf32>
    %294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108, %42 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%293 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %295 = tensor.empty() : tensor<4x2x8xf32>
    %296 = linalg.fill ins(%cst_6 : f32) outs(%295 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%294 : tensor<4x2x8x8xf32>) outs(%296 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.maximumf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %298 = tensor.empty() : tensor<4x2x8x8xf32>
    %299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<4x2x8xf32>) outs(%298 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %300 = tensor.empty() : tensor<4x2x8x8xf32>
    %301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %299 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%300 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %302 = tensor.empty() : tensor<4x2x8x8xf32>
    %303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<4x2x8x8xf32>) outs(%302 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.exp %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %304 = tensor.empty() : tensor<4x2x8xf32>
    %305 = linalg.fill ins(%cst_9 : f32) outs(%304 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%303 : tensor<4x2x8x8xf32>) outs(%305 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %expanded_109 = tensor.expand_shape %306 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %307 = tensor.empty() : tensor<4x2x8x8xf32>
    %308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<4x2x8xf32>) outs(%307 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %309 = tensor.empty() : tensor<4x2x8x8xf32>
    %310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %308 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%309 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %311 = tensor.empty() : tensor<4x2x8x1xf32>
    %312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<4x2x8x1xf32>) outs(%311 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x1xf32>
    %313 = tensor.empty() : tensor<4x2x8x1xf32>
    %314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<4x2x8x1xf32>) outs(%313 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x1xf32>
    %collapsed_110 = tensor.collapse_shape %310 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_111 = tensor.collapse_shape %287 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %315 = tensor.empty() : tensor<8x8x16xf32>
    %316 = linalg.fill ins(%cst_9 : f32) outs(%315 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %317 = linalg.batch_matmul ins(%collapsed_110, %collapsed_111 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%316 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_112 = tensor.expand_shape %317 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %318 = tensor.empty() : tensor<4x8x2x16xf32>
    %319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<4x2x8x16xf32>) outs(%318 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_113 = tensor.collapse_shape %319 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %320 = tensor.empty() : tensor<32x32xf32>
    %321 = linalg.fill ins(%cst_9 : f32) outs(%320 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %322 = linalg.matmul ins(%collapsed_113, %collapsed_96 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%321 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_114 = tensor.expand_shape %322 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %323 = tensor.empty() : tensor<4x8x32xf32>
    %324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %expanded_114 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%323 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %325 = tensor.empty() : tensor<4x8x32xf32>
    %326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<4x8x32xf32>) outs(%325 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %327 = tensor.empty() : tensor<4x8xf32>
    %328 = linalg.fill ins(%cst_9 : f32) outs(%327 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%326 : tensor<4x8x32xf32>) outs(%328 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_115 = tensor.expand_shape %329 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %330 = tensor.empty() : tensor<4x8x1xf32>
    %331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<4x8x1xf32>) outs(%330 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %332 = tensor.empty() : tensor<4x8x1xf32>
    %333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<4x8x1xf32>) outs(%332 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_7 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %334 = tensor.empty() : tensor<4x8x1xf32>
    %335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<4x8x1xf32>) outs(%334 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.rsqrt %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %336 = tensor.empty() : tensor<4x8x1xf32>
    %337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %333 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%336 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %338 = tensor.empty() : tensor<4x8x1xf32>
    %339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<4x8x1xf32>) outs(%338 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %340 = tensor.empty() : tensor<4x8x32xf32>
    %341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<4x8x1xf32>) outs(%340 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %342 = tensor.empty() : tensor<4x8x32xf32>
    %343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %341 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%342 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %344 = tensor.empty() : tensor<4x8x32xf32>
    %345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_86 : tensor<32xf32>) outs(%344 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %346 = tensor.empty() : tensor<4x8x32xf32>
    %347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %345 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%346 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_116 = tensor.collapse_shape %347 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %348 = tensor.empty() : tensor<32x64xf32>
    %349 = linalg.fill ins(%cst_9 : f32) outs(%348 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %350 = linalg.matmul ins(%collapsed_116, %collapsed_90 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%349 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_117 = tensor.expand_shape %350 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %351 = tensor.empty() : tensor<4x8x64xf32>
    %352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117 : tensor<4x8x64xf32>) outs(%351 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.negf %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %353 = tensor.empty() : tensor<4x8x64xf32>
    %354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<4x8x64xf32>) outs(%353 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.exp %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %355 = tensor.empty() : tensor<4x8x64xf32>
    %356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<4x8x64xf32>) outs(%355 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_5 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %357 = tensor.empty() : tensor<4x8x64xf32>
    %358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<4x8x64xf32>) outs(%357 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %359 = tensor.empty() : tensor<4x8x64xf32>
    %360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<4x8x64xf32>) outs(%359 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.subf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %361 = tensor.empty() : tensor<4x8x64xf32>
    %362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %360 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%361 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %363 = tensor.empty() : tensor<4x8x64xf32>
    %364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %358 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%363 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %365 = tensor.empty() : tensor<32x64xf32>
    %366 = linalg.fill ins(%cst_9 : f32) outs(%365 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %367 = linalg.matmul ins(%collapsed_116, %collapsed_92 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%366 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_118 = tensor.expand_shape %367 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %368 = tensor.empty() : tensor<4x8x64xf32>
    %369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %expanded_118 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%368 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %collapsed_119 = tensor.collapse_shape %369 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %370 = tensor.empty() : tensor<32x32xf32>
    %371 = linalg.fill ins(%cst_9 : f32) outs(%370 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %372 = linalg.matmul ins(%collapsed_119, %collapsed_88 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%371 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_120 = tensor.expand_shape %372 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %373 = tensor.empty() : tensor<4x8x32xf32>
    %374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %expanded_120 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%373 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %extracted_slice_121 = tensor.extract_slice %arg0[3, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
    %collapsed_122 = tensor.collapse_shape %extracted_slice_121 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %extracted_slice_123 = tensor.extract_slice %arg1[3, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
    %collapsed_124 = tensor.collapse_shape %extracted_slice_123 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %extracted_slice_125 = tensor.extract_slice %arg2[3, 0, 0] [1, 64, 32] [1, 1, 1] : tensor<4x64x32xf32> to tensor<1x64x32xf32>
    %collapsed_126 = tensor.collapse_shape %extracted_slice_125 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
    %extracted_slice_127 = tensor.extract_slice %arg3[3, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<4x32x64xf32> to tensor<1x32x64xf32>
    %collapsed_128 = tensor.collapse_shape %extracted_slice_127 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %extracted_slice_129 = tensor.extract_slice %arg4[3, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<4x32x64xf32> to tensor<1x32x64xf32>
    %collapsed_130 = tensor.collapse_shape %extracted_slice_129 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
    %extracted_slice_131 = tensor.extract_slice %arg5[3, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_132 = tensor.collapse_shape %extracted_slice_131 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_133 = tensor.extract_slice %arg6[3, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_134 = tensor.collapse_shape %extracted_slice_133 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_135 = tensor.extract_slice %arg7[3, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_136 = tensor.collapse_shape %extracted_slice_135 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %extracted_slice_137 = tensor.extract_slice %arg8[3, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
    %collapsed_138 = tensor.collapse_shape %extracted_slice_137 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
    %375 = tensor.empty() : tensor<4x8x32xf32>
    %376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<4x8x32xf32>) outs(%375 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %377 = tensor.empty() : tensor<4x8xf32>
    %378 = linalg.fill ins(%cst_9 : f32) outs(%377 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%376 : tensor<4x8x32xf32>) outs(%378 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_139 = tensor.expand_shape %379 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %380 = tensor.empty() : tensor<4x8x1xf32>
    %381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139 : tensor<4x8x1xf32>) outs(%380 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %382 = tensor.empty() : tensor<4x8x1xf32>
    %383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<4x8x1xf32>) outs(%382 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_7 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %384 = tensor.empty() : tensor<4x8x1xf32>
    %385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<4x8x1xf32>) outs(%384 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.rsqrt %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %386 = tensor.empty() : tensor<4x8x1xf32>
    %387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %383 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%386 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %388 = tensor.empty() : tensor<4x8x1xf32>
    %389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<4x8x1xf32>) outs(%388 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %390 = tensor.empty() : tensor<4x8x32xf32>
    %391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<4x8x1xf32>) outs(%390 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %392 = tensor.empty() : tensor<4x8x32xf32>
    %393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %391 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%392 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %394 = tensor.empty() : tensor<4x8x32xf32>
    %395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_122 : tensor<32xf32>) outs(%394 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %396 = tensor.empty() : tensor<4x8x32xf32>
    %397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %395 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%396 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_140 = tensor.collapse_shape %397 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %398 = tensor.empty() : tensor<32x32xf32>
    %399 = linalg.fill ins(%cst_9 : f32) outs(%398 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %400 = linalg.matmul ins(%collapsed_140, %collapsed_136 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%399 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_141 = tensor.expand_shape %400 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %401 = tensor.empty() : tensor<4x2x8x16xf32>
    %402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<4x8x2x16xf32>) outs(%401 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %403 = tensor.empty() : tensor<32x32xf32>
    %404 = linalg.fill ins(%cst_9 : f32) outs(%403 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %405 = linalg.matmul ins(%collapsed_140, %collapsed_132 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%404 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_142 = tensor.expand_shape %405 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %406 = tensor.empty() : tensor<4x2x8x16xf32>
    %407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_142 : tensor<4x8x2x16xf32>) outs(%406 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %408 = tensor.empty() : tensor<32x32xf32>
    %409 = linalg.fill ins(%cst_9 : f32) outs(%408 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %410 = linalg.matmul ins(%collapsed_140, %collapsed_138 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%409 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_143 = tensor.expand_shape %410 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %411 = tensor.empty() : tensor<4x2x8x16xf32>
    %412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_143 : tensor<4x8x2x16xf32>) outs(%411 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %413 = tensor.empty() : tensor<4x2x16x8xf32>
    %414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407 : tensor<4x2x8x16xf32>) outs(%413 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_144 = tensor.collapse_shape %402 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_145 = tensor.collapse_shape %414 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %415 = tensor.empty() : tensor<8x8x8xf32>
    %416 = linalg.fill ins(%cst_9 : f32) outs(%415 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %417 = linalg.batch_matmul ins(%collapsed_144, %collapsed_145 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%416 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_146 = tensor.expand_shape %417 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %418 = tensor.empty() : tensor<4x2x8x8xf32>
    %419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146, %42 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%418 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %420 = tensor.empty() : tensor<4x2x8xf32>
    %421 = linalg.fill ins(%cst_6 : f32) outs(%420 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%419 : tensor<4x2x8x8xf32>) outs(%421 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.maximumf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %423 = tensor.empty() : tensor<4x2x8x8xf32>
    %424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422 : tensor<4x2x8xf32>) outs(%423 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %425 = tensor.empty() : tensor<4x2x8x8xf32>
    %426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %424 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%425 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %427 = tensor.empty() : tensor<4x2x8x8xf32>
    %428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426 : tensor<4x2x8x8xf32>) outs(%427 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.exp %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %429 = tensor.empty() : tensor<4x2x8xf32>
    %430 = linalg.fill ins(%cst_9 : f32) outs(%429 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%428 : tensor<4x2x8x8xf32>) outs(%430 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %expanded_147 = tensor.expand_shape %431 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %432 = tensor.empty() : tensor<4x2x8x8xf32>
    %433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431 : tensor<4x2x8xf32>) outs(%432 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %434 = tensor.empty() : tensor<4x2x8x8xf32>
    %435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %433 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%434 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %436 = tensor.empty() : tensor<4x2x8x1xf32>
    %437 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_147 : tensor<4x2x8x1xf32>) outs(%436 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x1xf32>
    %438 = tensor.empty() : tensor<4x2x8x1xf32>
    %439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437 : tensor<4x2x8x1xf32>) outs(%438 : tensor<4x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x1xf32>
    %collapsed_148 = tensor.collapse_shape %435 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_149 = tensor.collapse_shape %412 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %440 = tensor.empty() : tensor<8x8x16xf32>
    %441 = linalg.fill ins(%cst_9 : f32) outs(%440 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %442 = linalg.batch_matmul ins(%collapsed_148, %collapsed_149 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%441 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_150 = tensor.expand_shape %442 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %443 = tensor.empty() : tensor<4x8x2x16xf32>
    %444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_150 : tensor<4x2x8x16xf32>) outs(%443 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_151 = tensor.collapse_shape %444 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %445 = tensor.empty() : tensor<32x32xf32>
    %446 = linalg.fill ins(%cst_9 : f32) outs(%445 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %447 = linalg.matmul ins(%collapsed_151, %collapsed_134 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%446 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_152 = tensor.expand_shape %447 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %448 = tensor.empty() : tensor<4x8x32xf32>
    %449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %expanded_152 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%448 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %450 = tensor.empty() : tensor<4x8x32xf32>
    %451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<4x8x32xf32>) outs(%450 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %452 = tensor.empty() : tensor<4x8xf32>
    %453 = linalg.fill ins(%cst_9 : f32) outs(%452 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%451 : tensor<4x8x32xf32>) outs(%453 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_153 = tensor.expand_shape %454 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %455 = tensor.empty() : tensor<4x8x1xf32>
    %456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_153 : tensor<4x8x1xf32>) outs(%455 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %457 = tensor.empty() : tensor<4x8x1xf32>
    %458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<4x8x1xf32>) outs(%457 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_7 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %459 = tensor.empty() : tensor<4x8x1xf32>
    %460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<4x8x1xf32>) outs(%459 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.rsqrt %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %461 = tensor.empty() : tensor<4x8x1xf32>
    %462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %458 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%461 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %463 = tensor.empty() : tensor<4x8x1xf32>
    %464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<4x8x1xf32>) outs(%463 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_4 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %465 = tensor.empty() : tensor<4x8x32xf32>
    %466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<4x8x1xf32>) outs(%465 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %467 = tensor.empty() : tensor<4x8x32xf32>
    %468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %466 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%467 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %469 = tensor.empty() : tensor<4x8x32xf32>
    %470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_124 : tensor<32xf32>) outs(%469 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %471 = tensor.empty() : tensor<4x8x32xf32>
    %472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %470 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%471 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %collapsed_154 = tensor.collapse_shape %472 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %473 = tensor.empty() : tensor<32x64xf32>
    %474 = linalg.fill ins(%cst_9 : f32) outs(%473 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %475 = linalg.matmul ins(%collapsed_154, %collapsed_128 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%474 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_155 = tensor.expand_shape %475 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %476 = tensor.empty() : tensor<4x8x64xf32>
    %477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155 : tensor<4x8x64xf32>) outs(%476 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.negf %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %478 = tensor.empty() : tensor<4x8x64xf32>
    %479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<4x8x64xf32>) outs(%478 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = math.exp %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %480 = tensor.empty() : tensor<4x8x64xf32>
    %481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479 : tensor<4x8x64xf32>) outs(%480 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %in, %cst_5 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %482 = tensor.empty() : tensor<4x8x64xf32>
    %483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481 : tensor<4x8x64xf32>) outs(%482 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %484 = tensor.empty() : tensor<4x8x64xf32>
    %485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483 : tensor<4x8x64xf32>) outs(%484 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.subf %cst_5, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %486 = tensor.empty() : tensor<4x8x64xf32>
    %487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %485 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%486 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %488 = tensor.empty() : tensor<4x8x64xf32>
    %489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %483 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%488 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %490 = tensor.empty() : tensor<32x64xf32>
    %491 = linalg.fill ins(%cst_9 : f32) outs(%490 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %492 = linalg.matmul ins(%collapsed_154, %collapsed_130 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%491 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_156 = tensor.expand_shape %492 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %493 = tensor.empty() : tensor<4x8x64xf32>
    %494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %expanded_156 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%493 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %collapsed_157 = tensor.collapse_shape %494 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %495 = tensor.empty() : tensor<32x32xf32>
    %496 = linalg.fill ins(%cst_9 : f32) outs(%495 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %497 = linalg.matmul ins(%collapsed_157, %collapsed_126 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%496 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_158 = tensor.expand_shape %497 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %498 = tensor.empty() : tensor<4x8x32xf32>
    %499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %expanded_158 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%498 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %500 = tensor.empty() : tensor<4x8x32xf32>
    %501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %arg10 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%500 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %502 = tensor.empty() : tensor<4x8x32xf32>
    %503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<4x8x32xf32>) outs(%502 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %504 = tensor.empty() : tensor<4x8x32xf32>
    %505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<4x8x32xf32>) outs(%504 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_3 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %506 = tensor.empty() : tensor<f32>
    %507 = linalg.fill ins(%cst_9 : f32) outs(%506 : tensor<f32>) -> tensor<f32>
    %508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%503 : tensor<4x8x32xf32>) outs(%507 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<f32>
    %509 = tensor.empty() : tensor<f32>
    %510 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%508 : tensor<f32>) outs(%509 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_2 : f32
      linalg.yield %1579 : f32
    } -> tensor<f32>
    %511 = tensor.empty() : tensor<f32>
    %512 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%511 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %513 = tensor.empty() : tensor<4x8x32xf32>
    %514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<f32>) outs(%513 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %515 = tensor.empty() : tensor<4x8x32xf32>
    %516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %505 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%515 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %517 = tensor.empty() : tensor<32x4x8xf32>
    %518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<4x8x32xf32>) outs(%517 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_159 = tensor.collapse_shape %518 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %519 = tensor.empty() : tensor<32x64xf32>
    %520 = linalg.fill ins(%cst_9 : f32) outs(%519 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %521 = linalg.matmul ins(%collapsed_159, %collapsed_157 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%520 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %522 = tensor.empty() : tensor<64x32xf32>
    %523 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%521 : tensor<32x64xf32>) outs(%522 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %collapsed_160 = tensor.collapse_shape %516 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %524 = tensor.empty() : tensor<32x64xf32>
    %525 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_126 : tensor<64x32xf32>) outs(%524 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %526 = tensor.empty() : tensor<32x64xf32>
    %527 = linalg.fill ins(%cst_9 : f32) outs(%526 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %528 = linalg.matmul ins(%collapsed_160, %525 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%527 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_161 = tensor.expand_shape %528 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %529 = tensor.empty() : tensor<4x8x64xf32>
    %530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %expanded_161 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%529 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %531 = tensor.empty() : tensor<4x8x64xf32>
    %532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_161, %expanded_156 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%531 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %533 = tensor.empty() : tensor<64x4x8xf32>
    %534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530 : tensor<4x8x64xf32>) outs(%533 : tensor<64x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x8xf32>
    %collapsed_162 = tensor.collapse_shape %534 [[0], [1, 2]] : tensor<64x4x8xf32> into tensor<64x32xf32>
    %535 = tensor.empty() : tensor<64x32xf32>
    %536 = linalg.fill ins(%cst_9 : f32) outs(%535 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %537 = linalg.matmul ins(%collapsed_162, %collapsed_154 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%536 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %538 = tensor.empty() : tensor<32x64xf32>
    %539 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%537 : tensor<64x32xf32>) outs(%538 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_163 = tensor.collapse_shape %530 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %540 = tensor.empty() : tensor<64x32xf32>
    %541 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_130 : tensor<32x64xf32>) outs(%540 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %542 = tensor.empty() : tensor<32x32xf32>
    %543 = linalg.fill ins(%cst_9 : f32) outs(%542 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %544 = linalg.matmul ins(%collapsed_163, %541 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%543 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_164 = tensor.expand_shape %544 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %545 = tensor.empty() : tensor<4x8x64xf32>
    %546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_155, %532 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%545 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %547 = tensor.empty() : tensor<4x8x64xf32>
    %548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %483 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%547 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %549 = tensor.empty() : tensor<4x8x64xf32>
    %550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %487 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%549 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %551 = tensor.empty() : tensor<4x8x64xf32>
    %552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %550 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%551 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %553 = tensor.empty() : tensor<64x4x8xf32>
    %554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552 : tensor<4x8x64xf32>) outs(%553 : tensor<64x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x8xf32>
    %collapsed_165 = tensor.collapse_shape %554 [[0], [1, 2]] : tensor<64x4x8xf32> into tensor<64x32xf32>
    %555 = tensor.empty() : tensor<64x32xf32>
    %556 = linalg.fill ins(%cst_9 : f32) outs(%555 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %557 = linalg.matmul ins(%collapsed_165, %collapsed_154 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%556 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %558 = tensor.empty() : tensor<32x64xf32>
    %559 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%557 : tensor<64x32xf32>) outs(%558 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_166 = tensor.collapse_shape %552 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %560 = tensor.empty() : tensor<64x32xf32>
    %561 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_128 : tensor<32x64xf32>) outs(%560 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %562 = tensor.empty() : tensor<32x32xf32>
    %563 = linalg.fill ins(%cst_9 : f32) outs(%562 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %564 = linalg.matmul ins(%collapsed_166, %561 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%563 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_167 = tensor.expand_shape %564 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %565 = tensor.empty() : tensor<4x8x32xf32>
    %566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %expanded_167 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%565 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %567 = tensor.empty() : tensor<4x8x32xf32>
    %568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %566 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%567 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %569 = tensor.empty() : tensor<32xf32>
    %570 = linalg.fill ins(%cst_9 : f32) outs(%569 : tensor<32xf32>) -> tensor<32xf32>
    %571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%568 : tensor<4x8x32xf32>) outs(%570 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %expanded_168 = tensor.expand_shape %571 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %572 = tensor.empty() : tensor<4x8x32xf32>
    %573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %470 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%572 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %574 = tensor.empty() : tensor<32xf32>
    %575 = linalg.fill ins(%cst_9 : f32) outs(%574 : tensor<32xf32>) -> tensor<32xf32>
    %576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_168 : tensor<1x1x32xf32>) outs(%575 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %577 = tensor.empty() : tensor<4x8x32xf32>
    %578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %573 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%577 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %579 = tensor.empty() : tensor<4x8xf32>
    %580 = linalg.fill ins(%cst_9 : f32) outs(%579 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%578 : tensor<4x8x32xf32>) outs(%580 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_169 = tensor.expand_shape %581 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %582 = tensor.empty() : tensor<4x8x32xf32>
    %583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %466 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%582 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %584 = tensor.empty() : tensor<4x8x32xf32>
    %585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %583 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%584 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %586 = tensor.empty() : tensor<4x8x1xf32>
    %587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_169, %464 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%586 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %588 = tensor.empty() : tensor<4x8x1xf32>
    %589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<4x8x1xf32>) outs(%588 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %590 = tensor.empty() : tensor<4x8xf32>
    %591 = linalg.fill ins(%cst_9 : f32) outs(%590 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%589 : tensor<4x8x1xf32>) outs(%591 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %593 = tensor.empty() : tensor<4x8x32xf32>
    %594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<4x8xf32>) outs(%593 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %595 = tensor.empty() : tensor<4x8x32xf32>
    %596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449, %594 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%595 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %597 = tensor.empty() : tensor<4x8x32xf32>
    %598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585, %596 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%597 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %599 = tensor.empty() : tensor<4x8x32xf32>
    %600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594, %449 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%599 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %601 = tensor.empty() : tensor<4x8x32xf32>
    %602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %600 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%601 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %603 = tensor.empty() : tensor<32x4x8xf32>
    %604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602 : tensor<4x8x32xf32>) outs(%603 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_170 = tensor.collapse_shape %604 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %605 = tensor.empty() : tensor<32x32xf32>
    %606 = linalg.fill ins(%cst_9 : f32) outs(%605 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %607 = linalg.matmul ins(%collapsed_170, %collapsed_151 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%606 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %608 = tensor.empty() : tensor<32x32xf32>
    %609 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%607 : tensor<32x32xf32>) outs(%608 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_171 = tensor.collapse_shape %602 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %610 = tensor.empty() : tensor<32x32xf32>
    %611 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_134 : tensor<32x32xf32>) outs(%610 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %612 = tensor.empty() : tensor<32x32xf32>
    %613 = linalg.fill ins(%cst_9 : f32) outs(%612 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %614 = linalg.matmul ins(%collapsed_171, %611 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%613 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_172 = tensor.expand_shape %614 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %615 = tensor.empty() : tensor<4x2x8x16xf32>
    %616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_172 : tensor<4x8x2x16xf32>) outs(%615 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %617 = tensor.empty() : tensor<4x2x16x8xf32>
    %618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616 : tensor<4x2x8x16xf32>) outs(%617 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_173 = tensor.collapse_shape %618 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %619 = tensor.empty() : tensor<8x16x8xf32>
    %620 = linalg.fill ins(%cst_9 : f32) outs(%619 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %621 = linalg.batch_matmul ins(%collapsed_173, %collapsed_148 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%620 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_174 = tensor.expand_shape %621 [[0, 1], [2], [3]] output_shape [4, 2, 16, 8] : tensor<8x16x8xf32> into tensor<4x2x16x8xf32>
    %622 = tensor.empty() : tensor<4x2x8x16xf32>
    %623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_174 : tensor<4x2x16x8xf32>) outs(%622 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %624 = tensor.empty() : tensor<4x2x16x8xf32>
    %625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412 : tensor<4x2x8x16xf32>) outs(%624 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_175 = tensor.collapse_shape %616 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_176 = tensor.collapse_shape %625 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %626 = tensor.empty() : tensor<8x8x8xf32>
    %627 = linalg.fill ins(%cst_9 : f32) outs(%626 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %628 = linalg.batch_matmul ins(%collapsed_175, %collapsed_176 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%627 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_177 = tensor.expand_shape %628 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %629 = tensor.empty() : tensor<4x2x8x8xf32>
    %630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439 : tensor<4x2x8x1xf32>) outs(%629 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %631 = tensor.empty() : tensor<4x2x8x8xf32>
    %632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_177, %630 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%631 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %633 = tensor.empty() : tensor<4x2x8x8xf32>
    %634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%632, %428 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%633 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %635 = tensor.empty() : tensor<4x2x8xf32>
    %636 = linalg.fill ins(%cst_9 : f32) outs(%635 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%634 : tensor<4x2x8x8xf32>) outs(%636 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %638 = tensor.empty() : tensor<4x2x8xf32>
    %639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<4x2x8xf32>) outs(%638 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.negf %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %expanded_178 = tensor.expand_shape %639 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %640 = tensor.empty() : tensor<4x2x8x8xf32>
    %641 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_177, %433 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%640 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %642 = tensor.empty() : tensor<4x2x8xf32>
    %643 = linalg.fill ins(%cst_9 : f32) outs(%642 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_178 : tensor<4x2x8x1xf32>) outs(%643 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %645 = tensor.empty() : tensor<4x2x8x8xf32>
    %646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%644 : tensor<4x2x8xf32>) outs(%645 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %647 = tensor.empty() : tensor<4x2x8x8xf32>
    %648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%641, %646 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%647 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %649 = tensor.empty() : tensor<4x2x8x8xf32>
    %650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648, %428 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%649 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %651 = tensor.empty() : tensor<4x2x8x8xf32>
    %652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%650, %42 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%651 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %653 = tensor.empty() : tensor<4x2x8x8xf32>
    %654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652 : tensor<4x2x8x8xf32>) outs(%653 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_179 = tensor.collapse_shape %654 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %655 = tensor.empty() : tensor<8x8x16xf32>
    %656 = linalg.fill ins(%cst_9 : f32) outs(%655 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %657 = linalg.batch_matmul ins(%collapsed_179, %collapsed_144 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%656 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_180 = tensor.expand_shape %657 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %658 = tensor.empty() : tensor<4x2x16x8xf32>
    %659 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_180 : tensor<4x2x8x16xf32>) outs(%658 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %660 = tensor.empty() : tensor<4x2x8x16xf32>
    %661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414 : tensor<4x2x16x8xf32>) outs(%660 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %collapsed_181 = tensor.collapse_shape %652 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_182 = tensor.collapse_shape %661 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %662 = tensor.empty() : tensor<8x8x16xf32>
    %663 = linalg.fill ins(%cst_9 : f32) outs(%662 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %664 = linalg.batch_matmul ins(%collapsed_181, %collapsed_182 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%663 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_183 = tensor.expand_shape %664 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %665 = tensor.empty() : tensor<4x2x8x16xf32>
    %666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659 : tensor<4x2x16x8xf32>) outs(%665 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %667 = tensor.empty() : tensor<4x8x2x16xf32>
    %668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623 : tensor<4x2x8x16xf32>) outs(%667 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_184 = tensor.collapse_shape %668 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %669 = tensor.empty() : tensor<32x4x8xf32>
    %670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_184 : tensor<4x8x32xf32>) outs(%669 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_185 = tensor.collapse_shape %670 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %671 = tensor.empty() : tensor<32x32xf32>
    %672 = linalg.fill ins(%cst_9 : f32) outs(%671 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %673 = linalg.matmul ins(%collapsed_185, %collapsed_140 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%672 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %674 = tensor.empty() : tensor<32x32xf32>
    %675 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%673 : tensor<32x32xf32>) outs(%674 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_186 = tensor.collapse_shape %668 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %676 = tensor.empty() : tensor<32x32xf32>
    %677 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_138 : tensor<32x32xf32>) outs(%676 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %678 = tensor.empty() : tensor<32x32xf32>
    %679 = linalg.fill ins(%cst_9 : f32) outs(%678 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %680 = linalg.matmul ins(%collapsed_186, %677 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%679 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_187 = tensor.expand_shape %680 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %681 = tensor.empty() : tensor<4x8x2x16xf32>
    %682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666 : tensor<4x2x8x16xf32>) outs(%681 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_188 = tensor.collapse_shape %682 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %683 = tensor.empty() : tensor<32x4x8xf32>
    %684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_188 : tensor<4x8x32xf32>) outs(%683 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_189 = tensor.collapse_shape %684 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %685 = tensor.empty() : tensor<32x32xf32>
    %686 = linalg.fill ins(%cst_9 : f32) outs(%685 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %687 = linalg.matmul ins(%collapsed_189, %collapsed_140 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%686 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %688 = tensor.empty() : tensor<32x32xf32>
    %689 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%687 : tensor<32x32xf32>) outs(%688 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_190 = tensor.collapse_shape %682 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %690 = tensor.empty() : tensor<32x32xf32>
    %691 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_132 : tensor<32x32xf32>) outs(%690 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %692 = tensor.empty() : tensor<32x32xf32>
    %693 = linalg.fill ins(%cst_9 : f32) outs(%692 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %694 = linalg.matmul ins(%collapsed_190, %691 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%693 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_191 = tensor.expand_shape %694 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %695 = tensor.empty() : tensor<4x8x32xf32>
    %696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %expanded_191 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%695 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %697 = tensor.empty() : tensor<4x8x2x16xf32>
    %698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_183 : tensor<4x2x8x16xf32>) outs(%697 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_192 = tensor.collapse_shape %698 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %699 = tensor.empty() : tensor<32x4x8xf32>
    %700 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_192 : tensor<4x8x32xf32>) outs(%699 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_193 = tensor.collapse_shape %700 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %701 = tensor.empty() : tensor<32x32xf32>
    %702 = linalg.fill ins(%cst_9 : f32) outs(%701 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %703 = linalg.matmul ins(%collapsed_193, %collapsed_140 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%702 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %704 = tensor.empty() : tensor<32x32xf32>
    %705 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%703 : tensor<32x32xf32>) outs(%704 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_194 = tensor.collapse_shape %698 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %706 = tensor.empty() : tensor<32x32xf32>
    %707 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_136 : tensor<32x32xf32>) outs(%706 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %708 = tensor.empty() : tensor<32x32xf32>
    %709 = linalg.fill ins(%cst_9 : f32) outs(%708 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %710 = linalg.matmul ins(%collapsed_194, %707 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%709 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_195 = tensor.expand_shape %710 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %711 = tensor.empty() : tensor<4x8x32xf32>
    %712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696, %expanded_195 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%711 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %713 = tensor.empty() : tensor<4x8x32xf32>
    %714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %712 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%713 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %715 = tensor.empty() : tensor<32xf32>
    %716 = linalg.fill ins(%cst_9 : f32) outs(%715 : tensor<32xf32>) -> tensor<32xf32>
    %717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%714 : tensor<4x8x32xf32>) outs(%716 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %expanded_196 = tensor.expand_shape %717 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %718 = tensor.empty() : tensor<4x8x32xf32>
    %719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712, %395 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%718 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %720 = tensor.empty() : tensor<32xf32>
    %721 = linalg.fill ins(%cst_9 : f32) outs(%720 : tensor<32xf32>) -> tensor<32xf32>
    %722 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_196 : tensor<1x1x32xf32>) outs(%721 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %723 = tensor.empty() : tensor<4x8x32xf32>
    %724 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %719 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%723 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %725 = tensor.empty() : tensor<4x8xf32>
    %726 = linalg.fill ins(%cst_9 : f32) outs(%725 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%724 : tensor<4x8x32xf32>) outs(%726 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_197 = tensor.expand_shape %727 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %728 = tensor.empty() : tensor<4x8x32xf32>
    %729 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719, %391 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%728 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %730 = tensor.empty() : tensor<4x8x32xf32>
    %731 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %729 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%730 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %732 = tensor.empty() : tensor<4x8x1xf32>
    %733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197, %389 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%732 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %734 = tensor.empty() : tensor<4x8x1xf32>
    %735 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%733 : tensor<4x8x1xf32>) outs(%734 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %736 = tensor.empty() : tensor<4x8xf32>
    %737 = linalg.fill ins(%cst_9 : f32) outs(%736 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%735 : tensor<4x8x1xf32>) outs(%737 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %739 = tensor.empty() : tensor<4x8x32xf32>
    %740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738 : tensor<4x8xf32>) outs(%739 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %741 = tensor.empty() : tensor<4x8x32xf32>
    %742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %740 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%741 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %743 = tensor.empty() : tensor<4x8x32xf32>
    %744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731, %742 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%743 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %745 = tensor.empty() : tensor<4x8x32xf32>
    %746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%740, %374 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%745 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %747 = tensor.empty() : tensor<4x8x32xf32>
    %748 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%744, %746 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%747 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %749 = tensor.empty() : tensor<1x32x32xf32>
    %750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%675 : tensor<32x32xf32>) outs(%749 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded = tensor.pad %750 low[3, 0, 0] high[0, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %751 = tensor.empty() : tensor<1x32x32xf32>
    %752 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705 : tensor<32x32xf32>) outs(%751 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_198 = tensor.pad %752 low[3, 0, 0] high[0, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %753 = tensor.empty() : tensor<1x32x32xf32>
    %754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609 : tensor<32x32xf32>) outs(%753 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_199 = tensor.pad %754 low[3, 0, 0] high[0, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %755 = tensor.empty() : tensor<1x32x32xf32>
    %756 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689 : tensor<32x32xf32>) outs(%755 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_200 = tensor.pad %756 low[3, 0, 0] high[0, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %757 = tensor.empty() : tensor<1x32x64xf32>
    %758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539 : tensor<32x64xf32>) outs(%757 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x64xf32>
    %padded_201 = tensor.pad %758 low[3, 0, 0] high[0, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x64xf32> to tensor<4x32x64xf32>
    %759 = tensor.empty() : tensor<1x32x64xf32>
    %760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559 : tensor<32x64xf32>) outs(%759 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x64xf32>
    %padded_202 = tensor.pad %760 low[3, 0, 0] high[0, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x64xf32> to tensor<4x32x64xf32>
    %761 = tensor.empty() : tensor<1x64x32xf32>
    %762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<64x32xf32>) outs(%761 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %padded_203 = tensor.pad %762 low[3, 0, 0] high[0, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x64x32xf32> to tensor<4x64x32xf32>
    %763 = tensor.empty() : tensor<1x32xf32>
    %764 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%576 : tensor<32xf32>) outs(%763 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %padded_204 = tensor.pad %764 low[3, 0] high[0, 0] {
    ^bb0(%arg11: index, %arg12: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32xf32> to tensor<4x32xf32>
    %765 = tensor.empty() : tensor<1x32xf32>
    %766 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%722 : tensor<32xf32>) outs(%765 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %padded_205 = tensor.pad %766 low[3, 0] high[0, 0] {
    ^bb0(%arg11: index, %arg12: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32xf32> to tensor<4x32xf32>
    %767 = tensor.empty() : tensor<32x4x8xf32>
    %768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748 : tensor<4x8x32xf32>) outs(%767 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_206 = tensor.collapse_shape %768 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %769 = tensor.empty() : tensor<32x64xf32>
    %770 = linalg.fill ins(%cst_9 : f32) outs(%769 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %771 = linalg.matmul ins(%collapsed_206, %collapsed_119 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%770 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %772 = tensor.empty() : tensor<64x32xf32>
    %773 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%771 : tensor<32x64xf32>) outs(%772 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %collapsed_207 = tensor.collapse_shape %748 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %774 = tensor.empty() : tensor<32x64xf32>
    %775 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_88 : tensor<64x32xf32>) outs(%774 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %776 = tensor.empty() : tensor<32x64xf32>
    %777 = linalg.fill ins(%cst_9 : f32) outs(%776 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %778 = linalg.matmul ins(%collapsed_207, %775 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%777 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_208 = tensor.expand_shape %778 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %779 = tensor.empty() : tensor<4x8x64xf32>
    %780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %expanded_208 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%779 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %781 = tensor.empty() : tensor<4x8x64xf32>
    %782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_208, %expanded_118 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%781 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %783 = tensor.empty() : tensor<64x4x8xf32>
    %784 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%780 : tensor<4x8x64xf32>) outs(%783 : tensor<64x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x8xf32>
    %collapsed_209 = tensor.collapse_shape %784 [[0], [1, 2]] : tensor<64x4x8xf32> into tensor<64x32xf32>
    %785 = tensor.empty() : tensor<64x32xf32>
    %786 = linalg.fill ins(%cst_9 : f32) outs(%785 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %787 = linalg.matmul ins(%collapsed_209, %collapsed_116 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%786 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %788 = tensor.empty() : tensor<32x64xf32>
    %789 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%787 : tensor<64x32xf32>) outs(%788 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_210 = tensor.collapse_shape %780 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %790 = tensor.empty() : tensor<64x32xf32>
    %791 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_92 : tensor<32x64xf32>) outs(%790 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %792 = tensor.empty() : tensor<32x32xf32>
    %793 = linalg.fill ins(%cst_9 : f32) outs(%792 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %794 = linalg.matmul ins(%collapsed_210, %791 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%793 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_211 = tensor.expand_shape %794 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %795 = tensor.empty() : tensor<4x8x64xf32>
    %796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %782 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%795 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %797 = tensor.empty() : tensor<4x8x64xf32>
    %798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782, %358 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%797 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %799 = tensor.empty() : tensor<4x8x64xf32>
    %800 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%796, %362 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%799 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %801 = tensor.empty() : tensor<4x8x64xf32>
    %802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%798, %800 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%801 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %803 = tensor.empty() : tensor<64x4x8xf32>
    %804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%802 : tensor<4x8x64xf32>) outs(%803 : tensor<64x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x8xf32>
    %collapsed_212 = tensor.collapse_shape %804 [[0], [1, 2]] : tensor<64x4x8xf32> into tensor<64x32xf32>
    %805 = tensor.empty() : tensor<64x32xf32>
    %806 = linalg.fill ins(%cst_9 : f32) outs(%805 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %807 = linalg.matmul ins(%collapsed_212, %collapsed_116 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%806 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %808 = tensor.empty() : tensor<32x64xf32>
    %809 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%807 : tensor<64x32xf32>) outs(%808 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_213 = tensor.collapse_shape %802 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %810 = tensor.empty() : tensor<64x32xf32>
    %811 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_90 : tensor<32x64xf32>) outs(%810 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %812 = tensor.empty() : tensor<32x32xf32>
    %813 = linalg.fill ins(%cst_9 : f32) outs(%812 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %814 = linalg.matmul ins(%collapsed_213, %811 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%813 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_214 = tensor.expand_shape %814 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %815 = tensor.empty() : tensor<4x8x32xf32>
    %816 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_211, %expanded_214 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%815 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %817 = tensor.empty() : tensor<4x8x32xf32>
    %818 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %816 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%817 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %819 = tensor.empty() : tensor<32xf32>
    %820 = linalg.fill ins(%cst_9 : f32) outs(%819 : tensor<32xf32>) -> tensor<32xf32>
    %821 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%818 : tensor<4x8x32xf32>) outs(%820 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %expanded_215 = tensor.expand_shape %821 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %822 = tensor.empty() : tensor<4x8x32xf32>
    %823 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816, %345 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%822 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %824 = tensor.empty() : tensor<32xf32>
    %825 = linalg.fill ins(%cst_9 : f32) outs(%824 : tensor<32xf32>) -> tensor<32xf32>
    %826 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_215 : tensor<1x1x32xf32>) outs(%825 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %827 = tensor.empty() : tensor<4x8x32xf32>
    %828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %823 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%827 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %829 = tensor.empty() : tensor<4x8xf32>
    %830 = linalg.fill ins(%cst_9 : f32) outs(%829 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%828 : tensor<4x8x32xf32>) outs(%830 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_216 = tensor.expand_shape %831 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %832 = tensor.empty() : tensor<4x8x32xf32>
    %833 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823, %341 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%832 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %834 = tensor.empty() : tensor<4x8x32xf32>
    %835 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748, %833 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%834 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %836 = tensor.empty() : tensor<4x8x1xf32>
    %837 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_216, %339 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%836 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %838 = tensor.empty() : tensor<4x8x1xf32>
    %839 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%837 : tensor<4x8x1xf32>) outs(%838 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %840 = tensor.empty() : tensor<4x8xf32>
    %841 = linalg.fill ins(%cst_9 : f32) outs(%840 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%839 : tensor<4x8x1xf32>) outs(%841 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %843 = tensor.empty() : tensor<4x8x32xf32>
    %844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%842 : tensor<4x8xf32>) outs(%843 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %845 = tensor.empty() : tensor<4x8x32xf32>
    %846 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %844 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%845 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %847 = tensor.empty() : tensor<4x8x32xf32>
    %848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%835, %846 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%847 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %849 = tensor.empty() : tensor<4x8x32xf32>
    %850 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%844, %324 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%849 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %851 = tensor.empty() : tensor<4x8x32xf32>
    %852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%848, %850 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%851 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %853 = tensor.empty() : tensor<32x4x8xf32>
    %854 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852 : tensor<4x8x32xf32>) outs(%853 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_217 = tensor.collapse_shape %854 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %855 = tensor.empty() : tensor<32x32xf32>
    %856 = linalg.fill ins(%cst_9 : f32) outs(%855 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %857 = linalg.matmul ins(%collapsed_217, %collapsed_113 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%856 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %858 = tensor.empty() : tensor<32x32xf32>
    %859 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%857 : tensor<32x32xf32>) outs(%858 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_218 = tensor.collapse_shape %852 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %860 = tensor.empty() : tensor<32x32xf32>
    %861 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_96 : tensor<32x32xf32>) outs(%860 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %862 = tensor.empty() : tensor<32x32xf32>
    %863 = linalg.fill ins(%cst_9 : f32) outs(%862 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %864 = linalg.matmul ins(%collapsed_218, %861 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%863 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_219 = tensor.expand_shape %864 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %865 = tensor.empty() : tensor<4x2x8x16xf32>
    %866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_219 : tensor<4x8x2x16xf32>) outs(%865 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %867 = tensor.empty() : tensor<4x2x16x8xf32>
    %868 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%866 : tensor<4x2x8x16xf32>) outs(%867 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_220 = tensor.collapse_shape %868 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %869 = tensor.empty() : tensor<8x16x8xf32>
    %870 = linalg.fill ins(%cst_9 : f32) outs(%869 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %871 = linalg.batch_matmul ins(%collapsed_220, %collapsed_110 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%870 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_221 = tensor.expand_shape %871 [[0, 1], [2], [3]] output_shape [4, 2, 16, 8] : tensor<8x16x8xf32> into tensor<4x2x16x8xf32>
    %872 = tensor.empty() : tensor<4x2x8x16xf32>
    %873 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_221 : tensor<4x2x16x8xf32>) outs(%872 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %874 = tensor.empty() : tensor<4x2x16x8xf32>
    %875 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<4x2x8x16xf32>) outs(%874 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_222 = tensor.collapse_shape %866 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_223 = tensor.collapse_shape %875 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %876 = tensor.empty() : tensor<8x8x8xf32>
    %877 = linalg.fill ins(%cst_9 : f32) outs(%876 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %878 = linalg.batch_matmul ins(%collapsed_222, %collapsed_223 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%877 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_224 = tensor.expand_shape %878 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %879 = tensor.empty() : tensor<4x2x8x8xf32>
    %880 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314 : tensor<4x2x8x1xf32>) outs(%879 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %881 = tensor.empty() : tensor<4x2x8x8xf32>
    %882 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_224, %880 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%881 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %883 = tensor.empty() : tensor<4x2x8x8xf32>
    %884 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%882, %303 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%883 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %885 = tensor.empty() : tensor<4x2x8xf32>
    %886 = linalg.fill ins(%cst_9 : f32) outs(%885 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %887 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%884 : tensor<4x2x8x8xf32>) outs(%886 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %888 = tensor.empty() : tensor<4x2x8xf32>
    %889 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%887 : tensor<4x2x8xf32>) outs(%888 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.negf %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %expanded_225 = tensor.expand_shape %889 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %890 = tensor.empty() : tensor<4x2x8x8xf32>
    %891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_224, %308 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%890 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %892 = tensor.empty() : tensor<4x2x8xf32>
    %893 = linalg.fill ins(%cst_9 : f32) outs(%892 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_225 : tensor<4x2x8x1xf32>) outs(%893 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %895 = tensor.empty() : tensor<4x2x8x8xf32>
    %896 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%894 : tensor<4x2x8xf32>) outs(%895 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %897 = tensor.empty() : tensor<4x2x8x8xf32>
    %898 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%891, %896 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%897 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %899 = tensor.empty() : tensor<4x2x8x8xf32>
    %900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%898, %303 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%899 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %901 = tensor.empty() : tensor<4x2x8x8xf32>
    %902 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%900, %42 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%901 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %903 = tensor.empty() : tensor<4x2x8x8xf32>
    %904 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%902 : tensor<4x2x8x8xf32>) outs(%903 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_226 = tensor.collapse_shape %904 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %905 = tensor.empty() : tensor<8x8x16xf32>
    %906 = linalg.fill ins(%cst_9 : f32) outs(%905 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %907 = linalg.batch_matmul ins(%collapsed_226, %collapsed_106 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%906 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_227 = tensor.expand_shape %907 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %908 = tensor.empty() : tensor<4x2x16x8xf32>
    %909 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_227 : tensor<4x2x8x16xf32>) outs(%908 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %910 = tensor.empty() : tensor<4x2x8x16xf32>
    %911 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289 : tensor<4x2x16x8xf32>) outs(%910 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %collapsed_228 = tensor.collapse_shape %902 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_229 = tensor.collapse_shape %911 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %912 = tensor.empty() : tensor<8x8x16xf32>
    %913 = linalg.fill ins(%cst_9 : f32) outs(%912 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %914 = linalg.batch_matmul ins(%collapsed_228, %collapsed_229 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%913 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_230 = tensor.expand_shape %914 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %915 = tensor.empty() : tensor<4x2x8x16xf32>
    %916 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909 : tensor<4x2x16x8xf32>) outs(%915 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %917 = tensor.empty() : tensor<4x8x2x16xf32>
    %918 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%873 : tensor<4x2x8x16xf32>) outs(%917 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_231 = tensor.collapse_shape %918 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %919 = tensor.empty() : tensor<32x4x8xf32>
    %920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_231 : tensor<4x8x32xf32>) outs(%919 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_232 = tensor.collapse_shape %920 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %921 = tensor.empty() : tensor<32x32xf32>
    %922 = linalg.fill ins(%cst_9 : f32) outs(%921 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %923 = linalg.matmul ins(%collapsed_232, %collapsed_102 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%922 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %924 = tensor.empty() : tensor<32x32xf32>
    %925 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%923 : tensor<32x32xf32>) outs(%924 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_233 = tensor.collapse_shape %918 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %926 = tensor.empty() : tensor<32x32xf32>
    %927 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_100 : tensor<32x32xf32>) outs(%926 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %928 = tensor.empty() : tensor<32x32xf32>
    %929 = linalg.fill ins(%cst_9 : f32) outs(%928 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %930 = linalg.matmul ins(%collapsed_233, %927 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%929 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_234 = tensor.expand_shape %930 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %931 = tensor.empty() : tensor<4x8x2x16xf32>
    %932 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%916 : tensor<4x2x8x16xf32>) outs(%931 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_235 = tensor.collapse_shape %932 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %933 = tensor.empty() : tensor<32x4x8xf32>
    %934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_235 : tensor<4x8x32xf32>) outs(%933 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_236 = tensor.collapse_shape %934 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %935 = tensor.empty() : tensor<32x32xf32>
    %936 = linalg.fill ins(%cst_9 : f32) outs(%935 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %937 = linalg.matmul ins(%collapsed_236, %collapsed_102 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%936 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %938 = tensor.empty() : tensor<32x32xf32>
    %939 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%937 : tensor<32x32xf32>) outs(%938 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_237 = tensor.collapse_shape %932 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %940 = tensor.empty() : tensor<32x32xf32>
    %941 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_94 : tensor<32x32xf32>) outs(%940 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %942 = tensor.empty() : tensor<32x32xf32>
    %943 = linalg.fill ins(%cst_9 : f32) outs(%942 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %944 = linalg.matmul ins(%collapsed_237, %941 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%943 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_238 = tensor.expand_shape %944 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %945 = tensor.empty() : tensor<4x8x32xf32>
    %946 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_234, %expanded_238 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%945 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %947 = tensor.empty() : tensor<4x8x2x16xf32>
    %948 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_230 : tensor<4x2x8x16xf32>) outs(%947 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_239 = tensor.collapse_shape %948 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %949 = tensor.empty() : tensor<32x4x8xf32>
    %950 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_239 : tensor<4x8x32xf32>) outs(%949 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_240 = tensor.collapse_shape %950 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %951 = tensor.empty() : tensor<32x32xf32>
    %952 = linalg.fill ins(%cst_9 : f32) outs(%951 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %953 = linalg.matmul ins(%collapsed_240, %collapsed_102 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%952 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %954 = tensor.empty() : tensor<32x32xf32>
    %955 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%953 : tensor<32x32xf32>) outs(%954 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_241 = tensor.collapse_shape %948 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %956 = tensor.empty() : tensor<32x32xf32>
    %957 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_98 : tensor<32x32xf32>) outs(%956 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %958 = tensor.empty() : tensor<32x32xf32>
    %959 = linalg.fill ins(%cst_9 : f32) outs(%958 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %960 = linalg.matmul ins(%collapsed_241, %957 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%959 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_242 = tensor.expand_shape %960 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %961 = tensor.empty() : tensor<4x8x32xf32>
    %962 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%946, %expanded_242 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%961 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %963 = tensor.empty() : tensor<4x8x32xf32>
    %964 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268, %962 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%963 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %965 = tensor.empty() : tensor<32xf32>
    %966 = linalg.fill ins(%cst_9 : f32) outs(%965 : tensor<32xf32>) -> tensor<32xf32>
    %967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%964 : tensor<4x8x32xf32>) outs(%966 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %expanded_243 = tensor.expand_shape %967 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %968 = tensor.empty() : tensor<4x8x32xf32>
    %969 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%962, %270 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%968 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %970 = tensor.empty() : tensor<32xf32>
    %971 = linalg.fill ins(%cst_9 : f32) outs(%970 : tensor<32xf32>) -> tensor<32xf32>
    %972 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_243 : tensor<1x1x32xf32>) outs(%971 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %973 = tensor.empty() : tensor<4x8x32xf32>
    %974 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %969 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%973 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %975 = tensor.empty() : tensor<4x8xf32>
    %976 = linalg.fill ins(%cst_9 : f32) outs(%975 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %977 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%974 : tensor<4x8x32xf32>) outs(%976 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_244 = tensor.expand_shape %977 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %978 = tensor.empty() : tensor<4x8x32xf32>
    %979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%969, %266 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%978 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %980 = tensor.empty() : tensor<4x8x32xf32>
    %981 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852, %979 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%980 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %982 = tensor.empty() : tensor<4x8x1xf32>
    %983 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_244, %264 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%982 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %984 = tensor.empty() : tensor<4x8x1xf32>
    %985 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983 : tensor<4x8x1xf32>) outs(%984 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %986 = tensor.empty() : tensor<4x8xf32>
    %987 = linalg.fill ins(%cst_9 : f32) outs(%986 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%985 : tensor<4x8x1xf32>) outs(%987 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %989 = tensor.empty() : tensor<4x8x32xf32>
    %990 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%988 : tensor<4x8xf32>) outs(%989 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %991 = tensor.empty() : tensor<4x8x32xf32>
    %992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %990 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%991 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %993 = tensor.empty() : tensor<4x8x32xf32>
    %994 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%981, %992 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%993 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %995 = tensor.empty() : tensor<4x8x32xf32>
    %996 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%990, %249 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%995 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %997 = tensor.empty() : tensor<4x8x32xf32>
    %998 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%994, %996 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%997 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %999 = tensor.empty() : tensor<1x32x32xf32>
    %1000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%925 : tensor<32x32xf32>) outs(%999 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_245 = tensor.pad %1000 low[2, 0, 0] high[1, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1001 = tensor.empty() : tensor<4x32x32xf32>
    %1002 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded, %padded_245 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1001 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1003 = tensor.empty() : tensor<1x32x32xf32>
    %1004 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955 : tensor<32x32xf32>) outs(%1003 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_246 = tensor.pad %1004 low[2, 0, 0] high[1, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1005 = tensor.empty() : tensor<4x32x32xf32>
    %1006 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded_198, %padded_246 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1005 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1007 = tensor.empty() : tensor<1x32x32xf32>
    %1008 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%859 : tensor<32x32xf32>) outs(%1007 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_247 = tensor.pad %1008 low[2, 0, 0] high[1, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1009 = tensor.empty() : tensor<4x32x32xf32>
    %1010 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded_199, %padded_247 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1009 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1011 = tensor.empty() : tensor<1x32x32xf32>
    %1012 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%939 : tensor<32x32xf32>) outs(%1011 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_248 = tensor.pad %1012 low[2, 0, 0] high[1, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1013 = tensor.empty() : tensor<4x32x32xf32>
    %1014 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded_200, %padded_248 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1013 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1015 = tensor.empty() : tensor<1x32x64xf32>
    %1016 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%789 : tensor<32x64xf32>) outs(%1015 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x64xf32>
    %padded_249 = tensor.pad %1016 low[2, 0, 0] high[1, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x64xf32> to tensor<4x32x64xf32>
    %1017 = tensor.empty() : tensor<4x32x64xf32>
    %1018 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded_201, %padded_249 : tensor<4x32x64xf32>, tensor<4x32x64xf32>) outs(%1017 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x64xf32>
    %1019 = tensor.empty() : tensor<1x32x64xf32>
    %1020 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%809 : tensor<32x64xf32>) outs(%1019 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x64xf32>
    %padded_250 = tensor.pad %1020 low[2, 0, 0] high[1, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x64xf32> to tensor<4x32x64xf32>
    %1021 = tensor.empty() : tensor<4x32x64xf32>
    %1022 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded_202, %padded_250 : tensor<4x32x64xf32>, tensor<4x32x64xf32>) outs(%1021 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x64xf32>
    %1023 = tensor.empty() : tensor<1x64x32xf32>
    %1024 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773 : tensor<64x32xf32>) outs(%1023 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %padded_251 = tensor.pad %1024 low[2, 0, 0] high[1, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x64x32xf32> to tensor<4x64x32xf32>
    %1025 = tensor.empty() : tensor<4x64x32xf32>
    %1026 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded_203, %padded_251 : tensor<4x64x32xf32>, tensor<4x64x32xf32>) outs(%1025 : tensor<4x64x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x64x32xf32>
    %1027 = tensor.empty() : tensor<1x32xf32>
    %1028 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%826 : tensor<32xf32>) outs(%1027 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %padded_252 = tensor.pad %1028 low[2, 0] high[1, 0] {
    ^bb0(%arg11: index, %arg12: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32xf32> to tensor<4x32xf32>
    %1029 = tensor.empty() : tensor<4x32xf32>
    %1030 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%padded_204, %padded_252 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1029 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32xf32>
    %1031 = tensor.empty() : tensor<1x32xf32>
    %1032 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%972 : tensor<32xf32>) outs(%1031 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %padded_253 = tensor.pad %1032 low[2, 0] high[1, 0] {
    ^bb0(%arg11: index, %arg12: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32xf32> to tensor<4x32xf32>
    %1033 = tensor.empty() : tensor<4x32xf32>
    %1034 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%padded_205, %padded_253 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1033 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32xf32>
    %1035 = tensor.empty() : tensor<32x4x8xf32>
    %1036 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%998 : tensor<4x8x32xf32>) outs(%1035 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_254 = tensor.collapse_shape %1036 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1037 = tensor.empty() : tensor<32x64xf32>
    %1038 = linalg.fill ins(%cst_9 : f32) outs(%1037 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %1039 = linalg.matmul ins(%collapsed_254, %collapsed_81 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%1038 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %1040 = tensor.empty() : tensor<64x32xf32>
    %1041 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1039 : tensor<32x64xf32>) outs(%1040 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %collapsed_255 = tensor.collapse_shape %998 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %1042 = tensor.empty() : tensor<32x64xf32>
    %1043 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_50 : tensor<64x32xf32>) outs(%1042 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %1044 = tensor.empty() : tensor<32x64xf32>
    %1045 = linalg.fill ins(%cst_9 : f32) outs(%1044 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %1046 = linalg.matmul ins(%collapsed_255, %1043 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%1045 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_256 = tensor.expand_shape %1046 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %1047 = tensor.empty() : tensor<4x8x64xf32>
    %1048 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %expanded_256 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1047 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1049 = tensor.empty() : tensor<4x8x64xf32>
    %1050 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_256, %expanded_80 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1049 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1051 = tensor.empty() : tensor<64x4x8xf32>
    %1052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1048 : tensor<4x8x64xf32>) outs(%1051 : tensor<64x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x8xf32>
    %collapsed_257 = tensor.collapse_shape %1052 [[0], [1, 2]] : tensor<64x4x8xf32> into tensor<64x32xf32>
    %1053 = tensor.empty() : tensor<64x32xf32>
    %1054 = linalg.fill ins(%cst_9 : f32) outs(%1053 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %1055 = linalg.matmul ins(%collapsed_257, %collapsed_78 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%1054 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %1056 = tensor.empty() : tensor<32x64xf32>
    %1057 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1055 : tensor<64x32xf32>) outs(%1056 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_258 = tensor.collapse_shape %1048 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %1058 = tensor.empty() : tensor<64x32xf32>
    %1059 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_54 : tensor<32x64xf32>) outs(%1058 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %1060 = tensor.empty() : tensor<32x32xf32>
    %1061 = linalg.fill ins(%cst_9 : f32) outs(%1060 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1062 = linalg.matmul ins(%collapsed_258, %1059 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%1061 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_259 = tensor.expand_shape %1062 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1063 = tensor.empty() : tensor<4x8x64xf32>
    %1064 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %1050 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1063 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1065 = tensor.empty() : tensor<4x8x64xf32>
    %1066 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1050, %233 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1065 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1067 = tensor.empty() : tensor<4x8x64xf32>
    %1068 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1064, %237 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1067 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1069 = tensor.empty() : tensor<4x8x64xf32>
    %1070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066, %1068 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1069 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1071 = tensor.empty() : tensor<64x4x8xf32>
    %1072 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1070 : tensor<4x8x64xf32>) outs(%1071 : tensor<64x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x8xf32>
    %collapsed_260 = tensor.collapse_shape %1072 [[0], [1, 2]] : tensor<64x4x8xf32> into tensor<64x32xf32>
    %1073 = tensor.empty() : tensor<64x32xf32>
    %1074 = linalg.fill ins(%cst_9 : f32) outs(%1073 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %1075 = linalg.matmul ins(%collapsed_260, %collapsed_78 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%1074 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %1076 = tensor.empty() : tensor<32x64xf32>
    %1077 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1075 : tensor<64x32xf32>) outs(%1076 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_261 = tensor.collapse_shape %1070 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %1078 = tensor.empty() : tensor<64x32xf32>
    %1079 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_52 : tensor<32x64xf32>) outs(%1078 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %1080 = tensor.empty() : tensor<32x32xf32>
    %1081 = linalg.fill ins(%cst_9 : f32) outs(%1080 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1082 = linalg.matmul ins(%collapsed_261, %1079 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%1081 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_262 = tensor.expand_shape %1082 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1083 = tensor.empty() : tensor<4x8x32xf32>
    %1084 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259, %expanded_262 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1083 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1085 = tensor.empty() : tensor<4x8x32xf32>
    %1086 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %1084 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1085 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1087 = tensor.empty() : tensor<32xf32>
    %1088 = linalg.fill ins(%cst_9 : f32) outs(%1087 : tensor<32xf32>) -> tensor<32xf32>
    %1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1086 : tensor<4x8x32xf32>) outs(%1088 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %expanded_263 = tensor.expand_shape %1089 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %1090 = tensor.empty() : tensor<4x8x32xf32>
    %1091 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1084, %220 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1090 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1092 = tensor.empty() : tensor<32xf32>
    %1093 = linalg.fill ins(%cst_9 : f32) outs(%1092 : tensor<32xf32>) -> tensor<32xf32>
    %1094 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_263 : tensor<1x1x32xf32>) outs(%1093 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %1095 = tensor.empty() : tensor<4x8x32xf32>
    %1096 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %1091 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1095 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1097 = tensor.empty() : tensor<4x8xf32>
    %1098 = linalg.fill ins(%cst_9 : f32) outs(%1097 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1099 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1096 : tensor<4x8x32xf32>) outs(%1098 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_264 = tensor.expand_shape %1099 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %1100 = tensor.empty() : tensor<4x8x32xf32>
    %1101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1091, %216 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1100 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1102 = tensor.empty() : tensor<4x8x32xf32>
    %1103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%998, %1101 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1102 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1104 = tensor.empty() : tensor<4x8x1xf32>
    %1105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_264, %214 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%1104 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %1106 = tensor.empty() : tensor<4x8x1xf32>
    %1107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1105 : tensor<4x8x1xf32>) outs(%1106 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %1108 = tensor.empty() : tensor<4x8xf32>
    %1109 = linalg.fill ins(%cst_9 : f32) outs(%1108 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1107 : tensor<4x8x1xf32>) outs(%1109 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %1111 = tensor.empty() : tensor<4x8x32xf32>
    %1112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1110 : tensor<4x8xf32>) outs(%1111 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %1113 = tensor.empty() : tensor<4x8x32xf32>
    %1114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %1112 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1113 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1115 = tensor.empty() : tensor<4x8x32xf32>
    %1116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1103, %1114 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1115 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1117 = tensor.empty() : tensor<4x8x32xf32>
    %1118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1112, %199 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1117 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1119 = tensor.empty() : tensor<4x8x32xf32>
    %1120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1116, %1118 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1119 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1121 = tensor.empty() : tensor<32x4x8xf32>
    %1122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1120 : tensor<4x8x32xf32>) outs(%1121 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_265 = tensor.collapse_shape %1122 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1123 = tensor.empty() : tensor<32x32xf32>
    %1124 = linalg.fill ins(%cst_9 : f32) outs(%1123 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1125 = linalg.matmul ins(%collapsed_265, %collapsed_75 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1124 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1126 = tensor.empty() : tensor<32x32xf32>
    %1127 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1125 : tensor<32x32xf32>) outs(%1126 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_266 = tensor.collapse_shape %1120 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %1128 = tensor.empty() : tensor<32x32xf32>
    %1129 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_58 : tensor<32x32xf32>) outs(%1128 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1130 = tensor.empty() : tensor<32x32xf32>
    %1131 = linalg.fill ins(%cst_9 : f32) outs(%1130 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1132 = linalg.matmul ins(%collapsed_266, %1129 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1131 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_267 = tensor.expand_shape %1132 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %1133 = tensor.empty() : tensor<4x2x8x16xf32>
    %1134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_267 : tensor<4x8x2x16xf32>) outs(%1133 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %1135 = tensor.empty() : tensor<4x2x16x8xf32>
    %1136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1134 : tensor<4x2x8x16xf32>) outs(%1135 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_268 = tensor.collapse_shape %1136 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %1137 = tensor.empty() : tensor<8x16x8xf32>
    %1138 = linalg.fill ins(%cst_9 : f32) outs(%1137 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %1139 = linalg.batch_matmul ins(%collapsed_268, %collapsed_72 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%1138 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_269 = tensor.expand_shape %1139 [[0, 1], [2], [3]] output_shape [4, 2, 16, 8] : tensor<8x16x8xf32> into tensor<4x2x16x8xf32>
    %1140 = tensor.empty() : tensor<4x2x8x16xf32>
    %1141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_269 : tensor<4x2x16x8xf32>) outs(%1140 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %1142 = tensor.empty() : tensor<4x2x16x8xf32>
    %1143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<4x2x8x16xf32>) outs(%1142 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_270 = tensor.collapse_shape %1134 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_271 = tensor.collapse_shape %1143 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %1144 = tensor.empty() : tensor<8x8x8xf32>
    %1145 = linalg.fill ins(%cst_9 : f32) outs(%1144 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1146 = linalg.batch_matmul ins(%collapsed_270, %collapsed_271 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%1145 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_272 = tensor.expand_shape %1146 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %1147 = tensor.empty() : tensor<4x2x8x8xf32>
    %1148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<4x2x8x1xf32>) outs(%1147 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %1149 = tensor.empty() : tensor<4x2x8x8xf32>
    %1150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_272, %1148 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1149 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1151 = tensor.empty() : tensor<4x2x8x8xf32>
    %1152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1150, %178 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1151 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1153 = tensor.empty() : tensor<4x2x8xf32>
    %1154 = linalg.fill ins(%cst_9 : f32) outs(%1153 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %1155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1152 : tensor<4x2x8x8xf32>) outs(%1154 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %1156 = tensor.empty() : tensor<4x2x8xf32>
    %1157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1155 : tensor<4x2x8xf32>) outs(%1156 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.negf %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %expanded_273 = tensor.expand_shape %1157 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %1158 = tensor.empty() : tensor<4x2x8x8xf32>
    %1159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_272, %183 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1158 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1160 = tensor.empty() : tensor<4x2x8xf32>
    %1161 = linalg.fill ins(%cst_9 : f32) outs(%1160 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %1162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_273 : tensor<4x2x8x1xf32>) outs(%1161 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %1163 = tensor.empty() : tensor<4x2x8x8xf32>
    %1164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1162 : tensor<4x2x8xf32>) outs(%1163 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %1165 = tensor.empty() : tensor<4x2x8x8xf32>
    %1166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1159, %1164 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1165 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1167 = tensor.empty() : tensor<4x2x8x8xf32>
    %1168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1166, %178 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1167 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1169 = tensor.empty() : tensor<4x2x8x8xf32>
    %1170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1168, %42 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1169 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1171 = tensor.empty() : tensor<4x2x8x8xf32>
    %1172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1170 : tensor<4x2x8x8xf32>) outs(%1171 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_274 = tensor.collapse_shape %1172 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %1173 = tensor.empty() : tensor<8x8x16xf32>
    %1174 = linalg.fill ins(%cst_9 : f32) outs(%1173 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %1175 = linalg.batch_matmul ins(%collapsed_274, %collapsed_68 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%1174 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_275 = tensor.expand_shape %1175 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %1176 = tensor.empty() : tensor<4x2x16x8xf32>
    %1177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_275 : tensor<4x2x8x16xf32>) outs(%1176 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %1178 = tensor.empty() : tensor<4x2x8x16xf32>
    %1179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<4x2x16x8xf32>) outs(%1178 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %collapsed_276 = tensor.collapse_shape %1170 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_277 = tensor.collapse_shape %1179 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %1180 = tensor.empty() : tensor<8x8x16xf32>
    %1181 = linalg.fill ins(%cst_9 : f32) outs(%1180 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %1182 = linalg.batch_matmul ins(%collapsed_276, %collapsed_277 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%1181 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_278 = tensor.expand_shape %1182 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %1183 = tensor.empty() : tensor<4x2x8x16xf32>
    %1184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1177 : tensor<4x2x16x8xf32>) outs(%1183 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %1185 = tensor.empty() : tensor<4x8x2x16xf32>
    %1186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1141 : tensor<4x2x8x16xf32>) outs(%1185 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_279 = tensor.collapse_shape %1186 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %1187 = tensor.empty() : tensor<32x4x8xf32>
    %1188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_279 : tensor<4x8x32xf32>) outs(%1187 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_280 = tensor.collapse_shape %1188 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1189 = tensor.empty() : tensor<32x32xf32>
    %1190 = linalg.fill ins(%cst_9 : f32) outs(%1189 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1191 = linalg.matmul ins(%collapsed_280, %collapsed_64 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1190 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1192 = tensor.empty() : tensor<32x32xf32>
    %1193 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1191 : tensor<32x32xf32>) outs(%1192 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_281 = tensor.collapse_shape %1186 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %1194 = tensor.empty() : tensor<32x32xf32>
    %1195 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_62 : tensor<32x32xf32>) outs(%1194 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1196 = tensor.empty() : tensor<32x32xf32>
    %1197 = linalg.fill ins(%cst_9 : f32) outs(%1196 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1198 = linalg.matmul ins(%collapsed_281, %1195 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1197 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_282 = tensor.expand_shape %1198 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1199 = tensor.empty() : tensor<4x8x2x16xf32>
    %1200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1184 : tensor<4x2x8x16xf32>) outs(%1199 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_283 = tensor.collapse_shape %1200 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %1201 = tensor.empty() : tensor<32x4x8xf32>
    %1202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_283 : tensor<4x8x32xf32>) outs(%1201 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_284 = tensor.collapse_shape %1202 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1203 = tensor.empty() : tensor<32x32xf32>
    %1204 = linalg.fill ins(%cst_9 : f32) outs(%1203 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1205 = linalg.matmul ins(%collapsed_284, %collapsed_64 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1204 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1206 = tensor.empty() : tensor<32x32xf32>
    %1207 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1205 : tensor<32x32xf32>) outs(%1206 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_285 = tensor.collapse_shape %1200 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %1208 = tensor.empty() : tensor<32x32xf32>
    %1209 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_56 : tensor<32x32xf32>) outs(%1208 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1210 = tensor.empty() : tensor<32x32xf32>
    %1211 = linalg.fill ins(%cst_9 : f32) outs(%1210 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1212 = linalg.matmul ins(%collapsed_285, %1209 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1211 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_286 = tensor.expand_shape %1212 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1213 = tensor.empty() : tensor<4x8x32xf32>
    %1214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_282, %expanded_286 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1213 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1215 = tensor.empty() : tensor<4x8x2x16xf32>
    %1216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_278 : tensor<4x2x8x16xf32>) outs(%1215 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_287 = tensor.collapse_shape %1216 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %1217 = tensor.empty() : tensor<32x4x8xf32>
    %1218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_287 : tensor<4x8x32xf32>) outs(%1217 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_288 = tensor.collapse_shape %1218 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1219 = tensor.empty() : tensor<32x32xf32>
    %1220 = linalg.fill ins(%cst_9 : f32) outs(%1219 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1221 = linalg.matmul ins(%collapsed_288, %collapsed_64 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1220 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1222 = tensor.empty() : tensor<32x32xf32>
    %1223 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1221 : tensor<32x32xf32>) outs(%1222 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_289 = tensor.collapse_shape %1216 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %1224 = tensor.empty() : tensor<32x32xf32>
    %1225 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_60 : tensor<32x32xf32>) outs(%1224 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1226 = tensor.empty() : tensor<32x32xf32>
    %1227 = linalg.fill ins(%cst_9 : f32) outs(%1226 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1228 = linalg.matmul ins(%collapsed_289, %1225 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1227 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_290 = tensor.expand_shape %1228 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1229 = tensor.empty() : tensor<4x8x32xf32>
    %1230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1214, %expanded_290 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1229 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1231 = tensor.empty() : tensor<4x8x32xf32>
    %1232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %1230 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1231 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1233 = tensor.empty() : tensor<32xf32>
    %1234 = linalg.fill ins(%cst_9 : f32) outs(%1233 : tensor<32xf32>) -> tensor<32xf32>
    %1235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1232 : tensor<4x8x32xf32>) outs(%1234 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %expanded_291 = tensor.expand_shape %1235 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %1236 = tensor.empty() : tensor<4x8x32xf32>
    %1237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1230, %145 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1236 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1238 = tensor.empty() : tensor<32xf32>
    %1239 = linalg.fill ins(%cst_9 : f32) outs(%1238 : tensor<32xf32>) -> tensor<32xf32>
    %1240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_291 : tensor<1x1x32xf32>) outs(%1239 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %1241 = tensor.empty() : tensor<4x8x32xf32>
    %1242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %1237 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1241 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1243 = tensor.empty() : tensor<4x8xf32>
    %1244 = linalg.fill ins(%cst_9 : f32) outs(%1243 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1242 : tensor<4x8x32xf32>) outs(%1244 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_292 = tensor.expand_shape %1245 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %1246 = tensor.empty() : tensor<4x8x32xf32>
    %1247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1237, %141 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1246 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1248 = tensor.empty() : tensor<4x8x32xf32>
    %1249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1120, %1247 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1248 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1250 = tensor.empty() : tensor<4x8x1xf32>
    %1251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_292, %139 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%1250 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %1252 = tensor.empty() : tensor<4x8x1xf32>
    %1253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1251 : tensor<4x8x1xf32>) outs(%1252 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %1254 = tensor.empty() : tensor<4x8xf32>
    %1255 = linalg.fill ins(%cst_9 : f32) outs(%1254 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1253 : tensor<4x8x1xf32>) outs(%1255 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %1257 = tensor.empty() : tensor<4x8x32xf32>
    %1258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1256 : tensor<4x8xf32>) outs(%1257 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %1259 = tensor.empty() : tensor<4x8x32xf32>
    %1260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %1258 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1259 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1261 = tensor.empty() : tensor<4x8x32xf32>
    %1262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1249, %1260 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1261 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1263 = tensor.empty() : tensor<4x8x32xf32>
    %1264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1258, %124 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1263 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1265 = tensor.empty() : tensor<4x8x32xf32>
    %1266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1262, %1264 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1265 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1267 = tensor.empty() : tensor<1x32x32xf32>
    %1268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1193 : tensor<32x32xf32>) outs(%1267 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_293 = tensor.pad %1268 low[1, 0, 0] high[2, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1269 = tensor.empty() : tensor<4x32x32xf32>
    %1270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1002, %padded_293 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1269 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1271 = tensor.empty() : tensor<1x32x32xf32>
    %1272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1223 : tensor<32x32xf32>) outs(%1271 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_294 = tensor.pad %1272 low[1, 0, 0] high[2, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1273 = tensor.empty() : tensor<4x32x32xf32>
    %1274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1006, %padded_294 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1273 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1275 = tensor.empty() : tensor<1x32x32xf32>
    %1276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1127 : tensor<32x32xf32>) outs(%1275 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_295 = tensor.pad %1276 low[1, 0, 0] high[2, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1277 = tensor.empty() : tensor<4x32x32xf32>
    %1278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1010, %padded_295 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1277 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1279 = tensor.empty() : tensor<1x32x32xf32>
    %1280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1207 : tensor<32x32xf32>) outs(%1279 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_296 = tensor.pad %1280 low[1, 0, 0] high[2, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1281 = tensor.empty() : tensor<4x32x32xf32>
    %1282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1014, %padded_296 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1281 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1283 = tensor.empty() : tensor<1x32x64xf32>
    %1284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1057 : tensor<32x64xf32>) outs(%1283 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x64xf32>
    %padded_297 = tensor.pad %1284 low[1, 0, 0] high[2, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x64xf32> to tensor<4x32x64xf32>
    %1285 = tensor.empty() : tensor<4x32x64xf32>
    %1286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1018, %padded_297 : tensor<4x32x64xf32>, tensor<4x32x64xf32>) outs(%1285 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x64xf32>
    %1287 = tensor.empty() : tensor<1x32x64xf32>
    %1288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1077 : tensor<32x64xf32>) outs(%1287 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x64xf32>
    %padded_298 = tensor.pad %1288 low[1, 0, 0] high[2, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x64xf32> to tensor<4x32x64xf32>
    %1289 = tensor.empty() : tensor<4x32x64xf32>
    %1290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022, %padded_298 : tensor<4x32x64xf32>, tensor<4x32x64xf32>) outs(%1289 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x64xf32>
    %1291 = tensor.empty() : tensor<1x64x32xf32>
    %1292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1041 : tensor<64x32xf32>) outs(%1291 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %padded_299 = tensor.pad %1292 low[1, 0, 0] high[2, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x64x32xf32> to tensor<4x64x32xf32>
    %1293 = tensor.empty() : tensor<4x64x32xf32>
    %1294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1026, %padded_299 : tensor<4x64x32xf32>, tensor<4x64x32xf32>) outs(%1293 : tensor<4x64x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x64x32xf32>
    %1295 = tensor.empty() : tensor<1x32xf32>
    %1296 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1094 : tensor<32xf32>) outs(%1295 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %padded_300 = tensor.pad %1296 low[1, 0] high[2, 0] {
    ^bb0(%arg11: index, %arg12: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32xf32> to tensor<4x32xf32>
    %1297 = tensor.empty() : tensor<4x32xf32>
    %1298 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1030, %padded_300 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1297 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32xf32>
    %1299 = tensor.empty() : tensor<1x32xf32>
    %1300 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1240 : tensor<32xf32>) outs(%1299 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %padded_301 = tensor.pad %1300 low[1, 0] high[2, 0] {
    ^bb0(%arg11: index, %arg12: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32xf32> to tensor<4x32xf32>
    %1301 = tensor.empty() : tensor<4x32xf32>
    %1302 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1034, %padded_301 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1301 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32xf32>
    %1303 = tensor.empty() : tensor<32x4x8xf32>
    %1304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1266 : tensor<4x8x32xf32>) outs(%1303 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_302 = tensor.collapse_shape %1304 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1305 = tensor.empty() : tensor<32x64xf32>
    %1306 = linalg.fill ins(%cst_9 : f32) outs(%1305 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %1307 = linalg.matmul ins(%collapsed_302, %collapsed_43 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%1306 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %1308 = tensor.empty() : tensor<64x32xf32>
    %1309 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1307 : tensor<32x64xf32>) outs(%1308 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %collapsed_303 = tensor.collapse_shape %1266 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %1310 = tensor.empty() : tensor<32x64xf32>
    %1311 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_13 : tensor<64x32xf32>) outs(%1310 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %1312 = tensor.empty() : tensor<32x64xf32>
    %1313 = linalg.fill ins(%cst_9 : f32) outs(%1312 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %1314 = linalg.matmul ins(%collapsed_303, %1311 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%1313 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_304 = tensor.expand_shape %1314 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %1315 = tensor.empty() : tensor<4x8x64xf32>
    %1316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_304 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1315 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1317 = tensor.empty() : tensor<4x8x64xf32>
    %1318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_304, %expanded_42 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1317 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1319 = tensor.empty() : tensor<64x4x8xf32>
    %1320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316 : tensor<4x8x64xf32>) outs(%1319 : tensor<64x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x8xf32>
    %collapsed_305 = tensor.collapse_shape %1320 [[0], [1, 2]] : tensor<64x4x8xf32> into tensor<64x32xf32>
    %1321 = tensor.empty() : tensor<64x32xf32>
    %1322 = linalg.fill ins(%cst_9 : f32) outs(%1321 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %1323 = linalg.matmul ins(%collapsed_305, %collapsed_40 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%1322 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %1324 = tensor.empty() : tensor<32x64xf32>
    %1325 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1323 : tensor<64x32xf32>) outs(%1324 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_306 = tensor.collapse_shape %1316 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %1326 = tensor.empty() : tensor<64x32xf32>
    %1327 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_17 : tensor<32x64xf32>) outs(%1326 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %1328 = tensor.empty() : tensor<32x32xf32>
    %1329 = linalg.fill ins(%cst_9 : f32) outs(%1328 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1330 = linalg.matmul ins(%collapsed_306, %1327 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%1329 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_307 = tensor.expand_shape %1330 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1331 = tensor.empty() : tensor<4x8x64xf32>
    %1332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %1318 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1331 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1333 = tensor.empty() : tensor<4x8x64xf32>
    %1334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1318, %108 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1333 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1335 = tensor.empty() : tensor<4x8x64xf32>
    %1336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1332, %112 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1335 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1337 = tensor.empty() : tensor<4x8x64xf32>
    %1338 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1334, %1336 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%1337 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x64xf32>
    %1339 = tensor.empty() : tensor<64x4x8xf32>
    %1340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1338 : tensor<4x8x64xf32>) outs(%1339 : tensor<64x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x4x8xf32>
    %collapsed_308 = tensor.collapse_shape %1340 [[0], [1, 2]] : tensor<64x4x8xf32> into tensor<64x32xf32>
    %1341 = tensor.empty() : tensor<64x32xf32>
    %1342 = linalg.fill ins(%cst_9 : f32) outs(%1341 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %1343 = linalg.matmul ins(%collapsed_308, %collapsed_40 : tensor<64x32xf32>, tensor<32x32xf32>) outs(%1342 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %1344 = tensor.empty() : tensor<32x64xf32>
    %1345 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1343 : tensor<64x32xf32>) outs(%1344 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x64xf32>
    %collapsed_309 = tensor.collapse_shape %1338 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %1346 = tensor.empty() : tensor<64x32xf32>
    %1347 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_15 : tensor<32x64xf32>) outs(%1346 : tensor<64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x32xf32>
    %1348 = tensor.empty() : tensor<32x32xf32>
    %1349 = linalg.fill ins(%cst_9 : f32) outs(%1348 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1350 = linalg.matmul ins(%collapsed_309, %1347 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%1349 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_310 = tensor.expand_shape %1350 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1351 = tensor.empty() : tensor<4x8x32xf32>
    %1352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_307, %expanded_310 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1351 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1353 = tensor.empty() : tensor<4x8x32xf32>
    %1354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %1352 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1353 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1355 = tensor.empty() : tensor<32xf32>
    %1356 = linalg.fill ins(%cst_9 : f32) outs(%1355 : tensor<32xf32>) -> tensor<32xf32>
    %1357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1354 : tensor<4x8x32xf32>) outs(%1356 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %expanded_311 = tensor.expand_shape %1357 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %1358 = tensor.empty() : tensor<4x8x32xf32>
    %1359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1352, %95 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1358 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1360 = tensor.empty() : tensor<32xf32>
    %1361 = linalg.fill ins(%cst_9 : f32) outs(%1360 : tensor<32xf32>) -> tensor<32xf32>
    %1362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_311 : tensor<1x1x32xf32>) outs(%1361 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %1363 = tensor.empty() : tensor<4x8x32xf32>
    %1364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %1359 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1363 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1365 = tensor.empty() : tensor<4x8xf32>
    %1366 = linalg.fill ins(%cst_9 : f32) outs(%1365 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1364 : tensor<4x8x32xf32>) outs(%1366 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %expanded_312 = tensor.expand_shape %1367 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
    %1368 = tensor.empty() : tensor<4x8x32xf32>
    %1369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1359, %91 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1368 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1370 = tensor.empty() : tensor<4x8x32xf32>
    %1371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1266, %1369 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1370 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1372 = tensor.empty() : tensor<4x8x1xf32>
    %1373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_312, %89 : tensor<4x8x1xf32>, tensor<4x8x1xf32>) outs(%1372 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %1374 = tensor.empty() : tensor<4x8x1xf32>
    %1375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1373 : tensor<4x8x1xf32>) outs(%1374 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.divf %in, %cst_8 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x1xf32>
    %1376 = tensor.empty() : tensor<4x8xf32>
    %1377 = linalg.fill ins(%cst_9 : f32) outs(%1376 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1375 : tensor<4x8x1xf32>) outs(%1377 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8xf32>
    %1379 = tensor.empty() : tensor<4x8x32xf32>
    %1380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1378 : tensor<4x8xf32>) outs(%1379 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x32xf32>
    %1381 = tensor.empty() : tensor<4x8x32xf32>
    %1382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74, %1380 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1381 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1383 = tensor.empty() : tensor<4x8x32xf32>
    %1384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1371, %1382 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1383 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1385 = tensor.empty() : tensor<4x8x32xf32>
    %1386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1380, %74 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1385 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1387 = tensor.empty() : tensor<4x8x32xf32>
    %1388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1384, %1386 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1387 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1389 = tensor.empty() : tensor<32x4x8xf32>
    %1390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1388 : tensor<4x8x32xf32>) outs(%1389 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_313 = tensor.collapse_shape %1390 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1391 = tensor.empty() : tensor<32x32xf32>
    %1392 = linalg.fill ins(%cst_9 : f32) outs(%1391 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1393 = linalg.matmul ins(%collapsed_313, %collapsed_37 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1392 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1394 = tensor.empty() : tensor<32x32xf32>
    %1395 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1393 : tensor<32x32xf32>) outs(%1394 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_314 = tensor.collapse_shape %1388 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %1396 = tensor.empty() : tensor<32x32xf32>
    %1397 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_21 : tensor<32x32xf32>) outs(%1396 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1398 = tensor.empty() : tensor<32x32xf32>
    %1399 = linalg.fill ins(%cst_9 : f32) outs(%1398 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1400 = linalg.matmul ins(%collapsed_314, %1397 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1399 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_315 = tensor.expand_shape %1400 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
    %1401 = tensor.empty() : tensor<4x2x8x16xf32>
    %1402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_315 : tensor<4x8x2x16xf32>) outs(%1401 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %1403 = tensor.empty() : tensor<4x2x16x8xf32>
    %1404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1402 : tensor<4x2x8x16xf32>) outs(%1403 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_316 = tensor.collapse_shape %1404 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %1405 = tensor.empty() : tensor<8x16x8xf32>
    %1406 = linalg.fill ins(%cst_9 : f32) outs(%1405 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %1407 = linalg.batch_matmul ins(%collapsed_316, %collapsed_34 : tensor<8x16x8xf32>, tensor<8x8x8xf32>) outs(%1406 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_317 = tensor.expand_shape %1407 [[0, 1], [2], [3]] output_shape [4, 2, 16, 8] : tensor<8x16x8xf32> into tensor<4x2x16x8xf32>
    %1408 = tensor.empty() : tensor<4x2x8x16xf32>
    %1409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_317 : tensor<4x2x16x8xf32>) outs(%1408 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %1410 = tensor.empty() : tensor<4x2x16x8xf32>
    %1411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<4x2x8x16xf32>) outs(%1410 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %collapsed_318 = tensor.collapse_shape %1402 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_319 = tensor.collapse_shape %1411 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
    %1412 = tensor.empty() : tensor<8x8x8xf32>
    %1413 = linalg.fill ins(%cst_9 : f32) outs(%1412 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1414 = linalg.batch_matmul ins(%collapsed_318, %collapsed_319 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%1413 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %expanded_320 = tensor.expand_shape %1414 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
    %1415 = tensor.empty() : tensor<4x2x8x8xf32>
    %1416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<4x2x8x1xf32>) outs(%1415 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %1417 = tensor.empty() : tensor<4x2x8x8xf32>
    %1418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_320, %1416 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1417 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1419 = tensor.empty() : tensor<4x2x8x8xf32>
    %1420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1418, %53 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1419 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1421 = tensor.empty() : tensor<4x2x8xf32>
    %1422 = linalg.fill ins(%cst_9 : f32) outs(%1421 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %1423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1420 : tensor<4x2x8x8xf32>) outs(%1422 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %1424 = tensor.empty() : tensor<4x2x8xf32>
    %1425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1423 : tensor<4x2x8xf32>) outs(%1424 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.negf %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %expanded_321 = tensor.expand_shape %1425 [[0], [1], [2, 3]] output_shape [4, 2, 8, 1] : tensor<4x2x8xf32> into tensor<4x2x8x1xf32>
    %1426 = tensor.empty() : tensor<4x2x8x8xf32>
    %1427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_320, %58 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1426 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1428 = tensor.empty() : tensor<4x2x8xf32>
    %1429 = linalg.fill ins(%cst_9 : f32) outs(%1428 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %1430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_321 : tensor<4x2x8x1xf32>) outs(%1429 : tensor<4x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8xf32>
    %1431 = tensor.empty() : tensor<4x2x8x8xf32>
    %1432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1430 : tensor<4x2x8xf32>) outs(%1431 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %1433 = tensor.empty() : tensor<4x2x8x8xf32>
    %1434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1427, %1432 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1433 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1435 = tensor.empty() : tensor<4x2x8x8xf32>
    %1436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1434, %53 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1435 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1437 = tensor.empty() : tensor<4x2x8x8xf32>
    %1438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1436, %42 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%1437 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.divf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x2x8x8xf32>
    %1439 = tensor.empty() : tensor<4x2x8x8xf32>
    %1440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1438 : tensor<4x2x8x8xf32>) outs(%1439 : tensor<4x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x8xf32>
    %collapsed_322 = tensor.collapse_shape %1440 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %1441 = tensor.empty() : tensor<8x8x16xf32>
    %1442 = linalg.fill ins(%cst_9 : f32) outs(%1441 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %1443 = linalg.batch_matmul ins(%collapsed_322, %collapsed_30 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%1442 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_323 = tensor.expand_shape %1443 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %1444 = tensor.empty() : tensor<4x2x16x8xf32>
    %1445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_323 : tensor<4x2x8x16xf32>) outs(%1444 : tensor<4x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x16x8xf32>
    %1446 = tensor.empty() : tensor<4x2x8x16xf32>
    %1447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<4x2x16x8xf32>) outs(%1446 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %collapsed_324 = tensor.collapse_shape %1438 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
    %collapsed_325 = tensor.collapse_shape %1447 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
    %1448 = tensor.empty() : tensor<8x8x16xf32>
    %1449 = linalg.fill ins(%cst_9 : f32) outs(%1448 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %1450 = linalg.batch_matmul ins(%collapsed_324, %collapsed_325 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%1449 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_326 = tensor.expand_shape %1450 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
    %1451 = tensor.empty() : tensor<4x2x8x16xf32>
    %1452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1445 : tensor<4x2x16x8xf32>) outs(%1451 : tensor<4x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x8x16xf32>
    %1453 = tensor.empty() : tensor<4x8x2x16xf32>
    %1454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1409 : tensor<4x2x8x16xf32>) outs(%1453 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_327 = tensor.collapse_shape %1454 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %1455 = tensor.empty() : tensor<32x4x8xf32>
    %1456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_327 : tensor<4x8x32xf32>) outs(%1455 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_328 = tensor.collapse_shape %1456 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1457 = tensor.empty() : tensor<32x32xf32>
    %1458 = linalg.fill ins(%cst_9 : f32) outs(%1457 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1459 = linalg.matmul ins(%collapsed_328, %collapsed_26 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1458 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1460 = tensor.empty() : tensor<32x32xf32>
    %1461 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1459 : tensor<32x32xf32>) outs(%1460 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_329 = tensor.collapse_shape %1454 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %1462 = tensor.empty() : tensor<32x32xf32>
    %1463 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_25 : tensor<32x32xf32>) outs(%1462 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1464 = tensor.empty() : tensor<32x32xf32>
    %1465 = linalg.fill ins(%cst_9 : f32) outs(%1464 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1466 = linalg.matmul ins(%collapsed_329, %1463 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1465 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_330 = tensor.expand_shape %1466 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1467 = tensor.empty() : tensor<4x8x2x16xf32>
    %1468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1452 : tensor<4x2x8x16xf32>) outs(%1467 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_331 = tensor.collapse_shape %1468 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %1469 = tensor.empty() : tensor<32x4x8xf32>
    %1470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_331 : tensor<4x8x32xf32>) outs(%1469 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_332 = tensor.collapse_shape %1470 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1471 = tensor.empty() : tensor<32x32xf32>
    %1472 = linalg.fill ins(%cst_9 : f32) outs(%1471 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1473 = linalg.matmul ins(%collapsed_332, %collapsed_26 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1472 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1474 = tensor.empty() : tensor<32x32xf32>
    %1475 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1473 : tensor<32x32xf32>) outs(%1474 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_333 = tensor.collapse_shape %1468 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %1476 = tensor.empty() : tensor<32x32xf32>
    %1477 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_19 : tensor<32x32xf32>) outs(%1476 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1478 = tensor.empty() : tensor<32x32xf32>
    %1479 = linalg.fill ins(%cst_9 : f32) outs(%1478 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1480 = linalg.matmul ins(%collapsed_333, %1477 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1479 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_334 = tensor.expand_shape %1480 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1481 = tensor.empty() : tensor<4x8x32xf32>
    %1482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_330, %expanded_334 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1481 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1483 = tensor.empty() : tensor<4x8x2x16xf32>
    %1484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_326 : tensor<4x2x8x16xf32>) outs(%1483 : tensor<4x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x2x16xf32>
    %collapsed_335 = tensor.collapse_shape %1484 [[0], [1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<4x8x32xf32>
    %1485 = tensor.empty() : tensor<32x4x8xf32>
    %1486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_335 : tensor<4x8x32xf32>) outs(%1485 : tensor<32x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x4x8xf32>
    %collapsed_336 = tensor.collapse_shape %1486 [[0], [1, 2]] : tensor<32x4x8xf32> into tensor<32x32xf32>
    %1487 = tensor.empty() : tensor<32x32xf32>
    %1488 = linalg.fill ins(%cst_9 : f32) outs(%1487 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1489 = linalg.matmul ins(%collapsed_336, %collapsed_26 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1488 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1490 = tensor.empty() : tensor<32x32xf32>
    %1491 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1489 : tensor<32x32xf32>) outs(%1490 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %collapsed_337 = tensor.collapse_shape %1484 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
    %1492 = tensor.empty() : tensor<32x32xf32>
    %1493 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_23 : tensor<32x32xf32>) outs(%1492 : tensor<32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<32x32xf32>
    %1494 = tensor.empty() : tensor<32x32xf32>
    %1495 = linalg.fill ins(%cst_9 : f32) outs(%1494 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %1496 = linalg.matmul ins(%collapsed_337, %1493 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%1495 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_338 = tensor.expand_shape %1496 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %1497 = tensor.empty() : tensor<4x8x32xf32>
    %1498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1482, %expanded_338 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1497 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1499 = tensor.empty() : tensor<4x8x32xf32>
    %1500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %1498 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%1499 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.mulf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x8x32xf32>
    %1501 = tensor.empty() : tensor<32xf32>
    %1502 = linalg.fill ins(%cst_9 : f32) outs(%1501 : tensor<32xf32>) -> tensor<32xf32>
    %1503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%1500 : tensor<4x8x32xf32>) outs(%1502 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %expanded_339 = tensor.expand_shape %1503 [[0, 1, 2]] output_shape [1, 1, 32] : tensor<32xf32> into tensor<1x1x32xf32>
    %1504 = tensor.empty() : tensor<32xf32>
    %1505 = linalg.fill ins(%cst_9 : f32) outs(%1504 : tensor<32xf32>) -> tensor<32xf32>
    %1506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_339 : tensor<1x1x32xf32>) outs(%1505 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.addf %out, %in : f32
      linalg.yield %1579 : f32
    } -> tensor<32xf32>
    %1507 = tensor.empty() : tensor<1x32x32xf32>
    %1508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1461 : tensor<32x32xf32>) outs(%1507 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_340 = tensor.pad %1508 low[0, 0, 0] high[3, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1509 = tensor.empty() : tensor<4x32x32xf32>
    %1510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1270, %padded_340 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1509 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1511 = tensor.empty() : tensor<1x32x32xf32>
    %1512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1491 : tensor<32x32xf32>) outs(%1511 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_341 = tensor.pad %1512 low[0, 0, 0] high[3, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1513 = tensor.empty() : tensor<4x32x32xf32>
    %1514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1274, %padded_341 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1513 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1515 = tensor.empty() : tensor<1x32x32xf32>
    %1516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1395 : tensor<32x32xf32>) outs(%1515 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_342 = tensor.pad %1516 low[0, 0, 0] high[3, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1517 = tensor.empty() : tensor<4x32x32xf32>
    %1518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1278, %padded_342 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1517 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1519 = tensor.empty() : tensor<1x32x32xf32>
    %1520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1475 : tensor<32x32xf32>) outs(%1519 : tensor<1x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32xf32>
    %padded_343 = tensor.pad %1520 low[0, 0, 0] high[3, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x32xf32> to tensor<4x32x32xf32>
    %1521 = tensor.empty() : tensor<4x32x32xf32>
    %1522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1282, %padded_343 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1521 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1523 = tensor.empty() : tensor<1x32x64xf32>
    %1524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1325 : tensor<32x64xf32>) outs(%1523 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x64xf32>
    %padded_344 = tensor.pad %1524 low[0, 0, 0] high[3, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x64xf32> to tensor<4x32x64xf32>
    %1525 = tensor.empty() : tensor<4x32x64xf32>
    %1526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1286, %padded_344 : tensor<4x32x64xf32>, tensor<4x32x64xf32>) outs(%1525 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x64xf32>
    %1527 = tensor.empty() : tensor<1x32x64xf32>
    %1528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1345 : tensor<32x64xf32>) outs(%1527 : tensor<1x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x64xf32>
    %padded_345 = tensor.pad %1528 low[0, 0, 0] high[3, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32x64xf32> to tensor<4x32x64xf32>
    %1529 = tensor.empty() : tensor<4x32x64xf32>
    %1530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1290, %padded_345 : tensor<4x32x64xf32>, tensor<4x32x64xf32>) outs(%1529 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x64xf32>
    %1531 = tensor.empty() : tensor<1x64x32xf32>
    %1532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1309 : tensor<64x32xf32>) outs(%1531 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %padded_346 = tensor.pad %1532 low[0, 0, 0] high[3, 0, 0] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x64x32xf32> to tensor<4x64x32xf32>
    %1533 = tensor.empty() : tensor<4x64x32xf32>
    %1534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1294, %padded_346 : tensor<4x64x32xf32>, tensor<4x64x32xf32>) outs(%1533 : tensor<4x64x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x64x32xf32>
    %1535 = tensor.empty() : tensor<1x32xf32>
    %1536 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1362 : tensor<32xf32>) outs(%1535 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %padded_347 = tensor.pad %1536 low[0, 0] high[3, 0] {
    ^bb0(%arg11: index, %arg12: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32xf32> to tensor<4x32xf32>
    %1537 = tensor.empty() : tensor<4x32xf32>
    %1538 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1298, %padded_347 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1537 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32xf32>
    %1539 = tensor.empty() : tensor<1x32xf32>
    %1540 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1506 : tensor<32xf32>) outs(%1539 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %padded_348 = tensor.pad %1540 low[0, 0] high[3, 0] {
    ^bb0(%arg11: index, %arg12: index):
      tensor.yield %cst_9 : f32
    } : tensor<1x32xf32> to tensor<4x32xf32>
    %1541 = tensor.empty() : tensor<4x32xf32>
    %1542 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1302, %padded_348 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1541 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.addf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32xf32>
    %1543 = tensor.empty() : tensor<4x32xf32>
    %1544 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1542 : tensor<4x32xf32>) outs(%1543 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32xf32>
    %1545 = tensor.empty() : tensor<4x32xf32>
    %1546 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %1544 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1545 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32xf32>
    %1547 = tensor.empty() : tensor<4x32xf32>
    %1548 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1538 : tensor<4x32xf32>) outs(%1547 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32xf32>
    %1549 = tensor.empty() : tensor<4x32xf32>
    %1550 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1, %1548 : tensor<4x32xf32>, tensor<4x32xf32>) outs(%1549 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32xf32>
    %1551 = tensor.empty() : tensor<4x64x32xf32>
    %1552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1534 : tensor<4x64x32xf32>) outs(%1551 : tensor<4x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x64x32xf32>
    %1553 = tensor.empty() : tensor<4x64x32xf32>
    %1554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %1552 : tensor<4x64x32xf32>, tensor<4x64x32xf32>) outs(%1553 : tensor<4x64x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x64x32xf32>
    %1555 = tensor.empty() : tensor<4x32x64xf32>
    %1556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1530 : tensor<4x32x64xf32>) outs(%1555 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x64xf32>
    %1557 = tensor.empty() : tensor<4x32x64xf32>
    %1558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3, %1556 : tensor<4x32x64xf32>, tensor<4x32x64xf32>) outs(%1557 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x64xf32>
    %1559 = tensor.empty() : tensor<4x32x64xf32>
    %1560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1526 : tensor<4x32x64xf32>) outs(%1559 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x64xf32>
    %1561 = tensor.empty() : tensor<4x32x64xf32>
    %1562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %1560 : tensor<4x32x64xf32>, tensor<4x32x64xf32>) outs(%1561 : tensor<4x32x64xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x64xf32>
    %1563 = tensor.empty() : tensor<4x32x32xf32>
    %1564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1522 : tensor<4x32x32xf32>) outs(%1563 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1565 = tensor.empty() : tensor<4x32x32xf32>
    %1566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %1564 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1565 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1567 = tensor.empty() : tensor<4x32x32xf32>
    %1568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1518 : tensor<4x32x32xf32>) outs(%1567 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1569 = tensor.empty() : tensor<4x32x32xf32>
    %1570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6, %1568 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1569 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1571 = tensor.empty() : tensor<4x32x32xf32>
    %1572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1514 : tensor<4x32x32xf32>) outs(%1571 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1573 = tensor.empty() : tensor<4x32x32xf32>
    %1574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7, %1572 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1573 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1575 = tensor.empty() : tensor<4x32x32xf32>
    %1576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1510 : tensor<4x32x32xf32>) outs(%1575 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1579 = arith.mulf %in, %cst_1 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    %1577 = tensor.empty() : tensor<4x32x32xf32>
    %1578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %1576 : tensor<4x32x32xf32>, tensor<4x32x32xf32>) outs(%1577 : tensor<4x32x32xf32>) {
    ^bb0(%in: f32, %in_349: f32, %out: f32):
      %1579 = arith.subf %in, %in_349 : f32
      linalg.yield %1579 : f32
    } -> tensor<4x32x32xf32>
    func.return %510, %1546, %1550, %1554, %1558, %1562, %1566, %1570, %1574, %1578 : tensor<f32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x64xf32>, tensor<4x32x64xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>, tensor<4x32x32xf32>
  }
}