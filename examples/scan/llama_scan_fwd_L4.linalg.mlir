module @jit_scan_fwd {
  func.func @main(%arg0: tensor<4x32xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x64x32xf32>, %arg3: tensor<4x32x64xf32>, %arg4: tensor<4x32x64xf32>, %arg5: tensor<4x32x32xf32>, %arg6: tensor<4x32x32xf32>, %arg7: tensor<4x32x32xf32>, %arg8: tensor<4x32x32xf32>, %arg9: tensor<4x8x32xf32>) -> tensor<4x8x32xf32> {
    %cst = arith.constant 4.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 9.99999997E-7 : f32
    %cst_3 = arith.constant 3.200000e+01 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = scf.for %arg10 = %c0_i32 to %c4_i32 step %c1_i32 iter_args(%arg11 = %arg9) -> (tensor<4x8x32xf32>)  : i32 {
      %1 = arith.index_cast %arg10 : i32 to index
      %2 = arith.maxsi %1, %c0 : index
      %3 = arith.minsi %2, %c3 : index
      %extracted_slice = tensor.extract_slice %arg0[%3, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
      %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
      %4 = arith.index_cast %arg10 : i32 to index
      %5 = arith.maxsi %4, %c0 : index
      %6 = arith.minsi %5, %c3 : index
      %extracted_slice_5 = tensor.extract_slice %arg1[%6, 0] [1, 32] [1, 1] : tensor<4x32xf32> to tensor<1x32xf32>
      %collapsed_6 = tensor.collapse_shape %extracted_slice_5 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
      %7 = arith.index_cast %arg10 : i32 to index
      %8 = arith.maxsi %7, %c0 : index
      %9 = arith.minsi %8, %c3 : index
      %extracted_slice_7 = tensor.extract_slice %arg2[%9, 0, 0] [1, 64, 32] [1, 1, 1] : tensor<4x64x32xf32> to tensor<1x64x32xf32>
      %collapsed_8 = tensor.collapse_shape %extracted_slice_7 [[0, 1], [2]] : tensor<1x64x32xf32> into tensor<64x32xf32>
      %10 = arith.index_cast %arg10 : i32 to index
      %11 = arith.maxsi %10, %c0 : index
      %12 = arith.minsi %11, %c3 : index
      %extracted_slice_9 = tensor.extract_slice %arg3[%12, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<4x32x64xf32> to tensor<1x32x64xf32>
      %collapsed_10 = tensor.collapse_shape %extracted_slice_9 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
      %13 = arith.index_cast %arg10 : i32 to index
      %14 = arith.maxsi %13, %c0 : index
      %15 = arith.minsi %14, %c3 : index
      %extracted_slice_11 = tensor.extract_slice %arg4[%15, 0, 0] [1, 32, 64] [1, 1, 1] : tensor<4x32x64xf32> to tensor<1x32x64xf32>
      %collapsed_12 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2]] : tensor<1x32x64xf32> into tensor<32x64xf32>
      %16 = arith.index_cast %arg10 : i32 to index
      %17 = arith.maxsi %16, %c0 : index
      %18 = arith.minsi %17, %c3 : index
      %extracted_slice_13 = tensor.extract_slice %arg5[%18, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
      %collapsed_14 = tensor.collapse_shape %extracted_slice_13 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
      %19 = arith.index_cast %arg10 : i32 to index
      %20 = arith.maxsi %19, %c0 : index
      %21 = arith.minsi %20, %c3 : index
      %extracted_slice_15 = tensor.extract_slice %arg6[%21, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
      %collapsed_16 = tensor.collapse_shape %extracted_slice_15 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
      %22 = arith.index_cast %arg10 : i32 to index
      %23 = arith.maxsi %22, %c0 : index
      %24 = arith.minsi %23, %c3 : index
      %extracted_slice_17 = tensor.extract_slice %arg7[%24, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
      %collapsed_18 = tensor.collapse_shape %extracted_slice_17 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
      %25 = arith.index_cast %arg10 : i32 to index
      %26 = arith.maxsi %25, %c0 : index
      %27 = arith.minsi %26, %c3 : index
      %extracted_slice_19 = tensor.extract_slice %arg8[%27, 0, 0] [1, 32, 32] [1, 1, 1] : tensor<4x32x32xf32> to tensor<1x32x32xf32>
      %collapsed_20 = tensor.collapse_shape %extracted_slice_19 [[0, 1], [2]] : tensor<1x32x32xf32> into tensor<32x32xf32>
      %28 = tensor.empty() : tensor<4x8x32xf32>
      %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11 : tensor<4x8x32xf32>) outs(%28 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.mulf %in, %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x32xf32>
      %30 = tensor.empty() : tensor<4x8xf32>
      %31 = linalg.fill ins(%cst_4 : f32) outs(%30 : tensor<4x8xf32>) -> tensor<4x8xf32>
      %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<4x8x32xf32>) outs(%31 : tensor<4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.addf %out, %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x8xf32>
      %expanded = tensor.expand_shape %32 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
      %33 = tensor.empty() : tensor<4x8x1xf32>
      %34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<4x8x1xf32>) outs(%33 : tensor<4x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.divf %in, %cst_3 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x1xf32>
      %35 = tensor.empty() : tensor<4x8x1xf32>
      %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<4x8x1xf32>) outs(%35 : tensor<4x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.addf %in, %cst_2 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x1xf32>
      %37 = tensor.empty() : tensor<4x8x1xf32>
      %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<4x8x1xf32>) outs(%37 : tensor<4x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = math.rsqrt %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x1xf32>
      %39 = tensor.empty() : tensor<4x8x32xf32>
      %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<4x8x1xf32>) outs(%39 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x8x32xf32>
      %41 = tensor.empty() : tensor<4x8x32xf32>
      %42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %40 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%41 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.mulf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x32xf32>
      %43 = tensor.empty() : tensor<4x8x32xf32>
      %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<32xf32>) outs(%43 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x8x32xf32>
      %45 = tensor.empty() : tensor<4x8x32xf32>
      %46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %44 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%45 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.mulf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x32xf32>
      %collapsed_21 = tensor.collapse_shape %46 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
      %47 = tensor.empty() : tensor<32x32xf32>
      %48 = linalg.fill ins(%cst_4 : f32) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %49 = linalg.matmul ins(%collapsed_21, %collapsed_18 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%48 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %expanded_22 = tensor.expand_shape %49 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
      %50 = tensor.empty() : tensor<4x2x8x16xf32>
      %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<4x8x2x16xf32>) outs(%50 : tensor<4x2x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x2x8x16xf32>
      %52 = tensor.empty() : tensor<32x32xf32>
      %53 = linalg.fill ins(%cst_4 : f32) outs(%52 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %54 = linalg.matmul ins(%collapsed_21, %collapsed_14 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%53 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %expanded_23 = tensor.expand_shape %54 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
      %55 = tensor.empty() : tensor<4x2x8x16xf32>
      %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23 : tensor<4x8x2x16xf32>) outs(%55 : tensor<4x2x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x2x8x16xf32>
      %57 = tensor.empty() : tensor<32x32xf32>
      %58 = linalg.fill ins(%cst_4 : f32) outs(%57 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %59 = linalg.matmul ins(%collapsed_21, %collapsed_20 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%58 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %expanded_24 = tensor.expand_shape %59 [[0, 1], [2, 3]] output_shape [4, 8, 2, 16] : tensor<32x32xf32> into tensor<4x8x2x16xf32>
      %60 = tensor.empty() : tensor<4x2x8x16xf32>
      %61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<4x8x2x16xf32>) outs(%60 : tensor<4x2x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x2x8x16xf32>
      %62 = tensor.empty() : tensor<4x2x16x8xf32>
      %63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<4x2x8x16xf32>) outs(%62 : tensor<4x2x16x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x2x16x8xf32>
      %collapsed_25 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
      %collapsed_26 = tensor.collapse_shape %63 [[0, 1], [2], [3]] : tensor<4x2x16x8xf32> into tensor<8x16x8xf32>
      %64 = tensor.empty() : tensor<8x8x8xf32>
      %65 = linalg.fill ins(%cst_4 : f32) outs(%64 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
      %66 = linalg.batch_matmul ins(%collapsed_25, %collapsed_26 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%65 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
      %expanded_27 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [4, 2, 8, 8] : tensor<8x8x8xf32> into tensor<4x2x8x8xf32>
      %67 = tensor.empty() : tensor<f32>
      %68 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%67 : tensor<f32>) {
      ^bb0(%out: f32):
        linalg.yield %cst : f32
      } -> tensor<f32>
      %69 = tensor.empty() : tensor<4x2x8x8xf32>
      %70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<f32>) outs(%69 : tensor<4x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x2x8x8xf32>
      %71 = tensor.empty() : tensor<4x2x8x8xf32>
      %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %70 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%71 : tensor<4x2x8x8xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.divf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x2x8x8xf32>
      %73 = tensor.empty() : tensor<4x2x8xf32>
      %74 = linalg.fill ins(%cst_1 : f32) outs(%73 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
      %75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<4x2x8x8xf32>) outs(%74 : tensor<4x2x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.maximumf %out, %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x2x8xf32>
      %76 = tensor.empty() : tensor<4x2x8x8xf32>
      %77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<4x2x8xf32>) outs(%76 : tensor<4x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x2x8x8xf32>
      %78 = tensor.empty() : tensor<4x2x8x8xf32>
      %79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %77 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%78 : tensor<4x2x8x8xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.subf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x2x8x8xf32>
      %80 = tensor.empty() : tensor<4x2x8x8xf32>
      %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<4x2x8x8xf32>) outs(%80 : tensor<4x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = math.exp %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x2x8x8xf32>
      %82 = tensor.empty() : tensor<4x2x8xf32>
      %83 = linalg.fill ins(%cst_4 : f32) outs(%82 : tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
      %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%81 : tensor<4x2x8x8xf32>) outs(%83 : tensor<4x2x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.addf %out, %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x2x8xf32>
      %85 = tensor.empty() : tensor<4x2x8x8xf32>
      %86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<4x2x8xf32>) outs(%85 : tensor<4x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x2x8x8xf32>
      %87 = tensor.empty() : tensor<4x2x8x8xf32>
      %88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %86 : tensor<4x2x8x8xf32>, tensor<4x2x8x8xf32>) outs(%87 : tensor<4x2x8x8xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.divf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x2x8x8xf32>
      %collapsed_28 = tensor.collapse_shape %88 [[0, 1], [2], [3]] : tensor<4x2x8x8xf32> into tensor<8x8x8xf32>
      %collapsed_29 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<4x2x8x16xf32> into tensor<8x8x16xf32>
      %89 = tensor.empty() : tensor<8x8x16xf32>
      %90 = linalg.fill ins(%cst_4 : f32) outs(%89 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
      %91 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<8x8x8xf32>, tensor<8x8x16xf32>) outs(%90 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
      %expanded_30 = tensor.expand_shape %91 [[0, 1], [2], [3]] output_shape [4, 2, 8, 16] : tensor<8x8x16xf32> into tensor<4x2x8x16xf32>
      %92 = tensor.empty() : tensor<4x8x2x16xf32>
      %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<4x2x8x16xf32>) outs(%92 : tensor<4x8x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x8x2x16xf32>
      %collapsed_31 = tensor.collapse_shape %93 [[0, 1], [2, 3]] : tensor<4x8x2x16xf32> into tensor<32x32xf32>
      %94 = tensor.empty() : tensor<32x32xf32>
      %95 = linalg.fill ins(%cst_4 : f32) outs(%94 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %96 = linalg.matmul ins(%collapsed_31, %collapsed_16 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%95 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %expanded_32 = tensor.expand_shape %96 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
      %97 = tensor.empty() : tensor<4x8x32xf32>
      %98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %expanded_32 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%97 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.addf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x32xf32>
      %99 = tensor.empty() : tensor<4x8x32xf32>
      %100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<4x8x32xf32>) outs(%99 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.mulf %in, %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x32xf32>
      %101 = tensor.empty() : tensor<4x8xf32>
      %102 = linalg.fill ins(%cst_4 : f32) outs(%101 : tensor<4x8xf32>) -> tensor<4x8xf32>
      %103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<4x8x32xf32>) outs(%102 : tensor<4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.addf %out, %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x8xf32>
      %expanded_33 = tensor.expand_shape %103 [[0], [1, 2]] output_shape [4, 8, 1] : tensor<4x8xf32> into tensor<4x8x1xf32>
      %104 = tensor.empty() : tensor<4x8x1xf32>
      %105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<4x8x1xf32>) outs(%104 : tensor<4x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.divf %in, %cst_3 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x1xf32>
      %106 = tensor.empty() : tensor<4x8x1xf32>
      %107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<4x8x1xf32>) outs(%106 : tensor<4x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.addf %in, %cst_2 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x1xf32>
      %108 = tensor.empty() : tensor<4x8x1xf32>
      %109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<4x8x1xf32>) outs(%108 : tensor<4x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = math.rsqrt %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x1xf32>
      %110 = tensor.empty() : tensor<4x8x32xf32>
      %111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<4x8x1xf32>) outs(%110 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x8x32xf32>
      %112 = tensor.empty() : tensor<4x8x32xf32>
      %113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %111 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%112 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.mulf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x32xf32>
      %114 = tensor.empty() : tensor<4x8x32xf32>
      %115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_6 : tensor<32xf32>) outs(%114 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<4x8x32xf32>
      %116 = tensor.empty() : tensor<4x8x32xf32>
      %117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%116 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.mulf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x32xf32>
      %collapsed_34 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
      %118 = tensor.empty() : tensor<32x64xf32>
      %119 = linalg.fill ins(%cst_4 : f32) outs(%118 : tensor<32x64xf32>) -> tensor<32x64xf32>
      %120 = linalg.matmul ins(%collapsed_34, %collapsed_10 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%119 : tensor<32x64xf32>) -> tensor<32x64xf32>
      %expanded_35 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
      %121 = tensor.empty() : tensor<4x8x64xf32>
      %122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<4x8x64xf32>) outs(%121 : tensor<4x8x64xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.negf %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x64xf32>
      %123 = tensor.empty() : tensor<4x8x64xf32>
      %124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<4x8x64xf32>) outs(%123 : tensor<4x8x64xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = math.exp %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x64xf32>
      %125 = tensor.empty() : tensor<4x8x64xf32>
      %126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<4x8x64xf32>) outs(%125 : tensor<4x8x64xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.addf %in, %cst_0 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x64xf32>
      %127 = tensor.empty() : tensor<4x8x64xf32>
      %128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<4x8x64xf32>) outs(%127 : tensor<4x8x64xf32>) {
      ^bb0(%in: f32, %out: f32):
        %141 = arith.divf %cst_0, %in : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x64xf32>
      %129 = tensor.empty() : tensor<4x8x64xf32>
      %130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %128 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%129 : tensor<4x8x64xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.mulf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x64xf32>
      %131 = tensor.empty() : tensor<32x64xf32>
      %132 = linalg.fill ins(%cst_4 : f32) outs(%131 : tensor<32x64xf32>) -> tensor<32x64xf32>
      %133 = linalg.matmul ins(%collapsed_34, %collapsed_12 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%132 : tensor<32x64xf32>) -> tensor<32x64xf32>
      %expanded_36 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
      %134 = tensor.empty() : tensor<4x8x64xf32>
      %135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %expanded_36 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%134 : tensor<4x8x64xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.mulf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x64xf32>
      %collapsed_37 = tensor.collapse_shape %135 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
      %136 = tensor.empty() : tensor<32x32xf32>
      %137 = linalg.fill ins(%cst_4 : f32) outs(%136 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %138 = linalg.matmul ins(%collapsed_37, %collapsed_8 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%137 : tensor<32x32xf32>) -> tensor<32x32xf32>
      %expanded_38 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
      %139 = tensor.empty() : tensor<4x8x32xf32>
      %140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %expanded_38 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%139 : tensor<4x8x32xf32>) {
      ^bb0(%in: f32, %in_39: f32, %out: f32):
        %141 = arith.addf %in, %in_39 : f32
        linalg.yield %141 : f32
      } -> tensor<4x8x32xf32>
      scf.yield %140 : tensor<4x8x32xf32>
    }
    func.return %0 : tensor<4x8x32xf32>
  }
}