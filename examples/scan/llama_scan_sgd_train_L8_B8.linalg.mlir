module @jit_step {
  func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x16x8xf32>, %arg3: tensor<8x8x16xf32>, %arg4: tensor<8x8x16xf32>, %arg5: tensor<8x8x8xf32>, %arg6: tensor<8x8x8xf32>, %arg7: tensor<8x8x8xf32>, %arg8: tensor<8x8x8xf32>, %arg9: tensor<8x8x8xf32>, %arg10: tensor<8x8x8xf32>) -> (tensor<f32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16x8xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>) {
    %c7_i32 = arith.constant 7 : i32
    %cst = arith.constant 0.001953125 : f32
    %cst_0 = arith.constant 0.00999999977 : f32
    %cst_1 = arith.constant 5.120000e+02 : f32
    %cst_2 = arith.constant 2.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 0xFF800000 : f32
    %cst_5 = arith.constant -5.000000e-01 : f32
    %cst_6 = arith.constant 9.99999997E-7 : f32
    %cst_7 = arith.constant 8.000000e+00 : f32
    %cst_8 = arith.constant 0.000000e+00 : f32
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<8x8x8xf32>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<8x8x16xf32>
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<8x16x8xf32>
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_13 = arith.constant dense<0.000000e+00> : tensor<8x8x8x16xf32>
    %cst_14 = arith.constant dense<0.000000e+00> : tensor<8x8x2x8x1xf32>
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<8x8x2x8x8xf32>
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<8x8x2x8x4xf32>
    %cst_17 = arith.constant dense<0.000000e+00> : tensor<8x8x2x4x8xf32>
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<8x1x1x8xf32>
    %cst_19 = arith.constant dense<0.000000e+00> : tensor<8x8x8x1xf32>
    %cst_20 = arith.constant dense<0.000000e+00> : tensor<8x8x8x8xf32>
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%0 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_2 : f32
    } -> tensor<f32>
    %2:27 = scf.for %arg11 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg12 = %arg9, %arg13 = %cst_20, %arg14 = %cst_19, %arg15 = %cst_19, %arg16 = %cst_18, %arg17 = %cst_20, %arg18 = %cst_20, %arg19 = %cst_17, %arg20 = %cst_16, %arg21 = %cst_15, %arg22 = %cst_14, %arg23 = %cst_14, %arg24 = %cst_16, %arg25 = %cst_15, %arg26 = %cst_20, %arg27 = %cst_20, %arg28 = %cst_19, %arg29 = %cst_19, %arg30 = %cst_18, %arg31 = %cst_20, %arg32 = %cst_20, %arg33 = %cst_13, %arg34 = %cst_13, %arg35 = %cst_13, %arg36 = %cst_13, %arg37 = %cst_13, %arg38 = %cst_13) -> (tensor<8x8x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x1xf32>, tensor<8x8x8x1xf32>, tensor<8x1x1x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x2x4x8xf32>, tensor<8x8x2x8x4xf32>, tensor<8x8x2x8x8xf32>, tensor<8x8x2x8x1xf32>, tensor<8x8x2x8x1xf32>, tensor<8x8x2x8x4xf32>, tensor<8x8x2x8x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x1xf32>, tensor<8x8x8x1xf32>, tensor<8x1x1x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>)  : i32 {
      %57 = arith.index_cast %arg11 : i32 to index
      %58 = arith.maxsi %57, %c0 : index
      %59 = arith.minsi %58, %c7 : index
      %extracted_slice = tensor.extract_slice %arg0[%59, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<1x8xf32>
      %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
      %60 = arith.index_cast %arg11 : i32 to index
      %61 = arith.maxsi %60, %c0 : index
      %62 = arith.minsi %61, %c7 : index
      %extracted_slice_21 = tensor.extract_slice %arg1[%62, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<1x8xf32>
      %collapsed_22 = tensor.collapse_shape %extracted_slice_21 [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
      %63 = arith.index_cast %arg11 : i32 to index
      %64 = arith.maxsi %63, %c0 : index
      %65 = arith.minsi %64, %c7 : index
      %extracted_slice_23 = tensor.extract_slice %arg2[%65, 0, 0] [1, 16, 8] [1, 1, 1] : tensor<8x16x8xf32> to tensor<1x16x8xf32>
      %collapsed_24 = tensor.collapse_shape %extracted_slice_23 [[0, 1], [2]] : tensor<1x16x8xf32> into tensor<16x8xf32>
      %66 = arith.index_cast %arg11 : i32 to index
      %67 = arith.maxsi %66, %c0 : index
      %68 = arith.minsi %67, %c7 : index
      %extracted_slice_25 = tensor.extract_slice %arg3[%68, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<8x8x16xf32> to tensor<1x8x16xf32>
      %collapsed_26 = tensor.collapse_shape %extracted_slice_25 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
      %69 = arith.index_cast %arg11 : i32 to index
      %70 = arith.maxsi %69, %c0 : index
      %71 = arith.minsi %70, %c7 : index
      %extracted_slice_27 = tensor.extract_slice %arg4[%71, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<8x8x16xf32> to tensor<1x8x16xf32>
      %collapsed_28 = tensor.collapse_shape %extracted_slice_27 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
      %72 = arith.index_cast %arg11 : i32 to index
      %73 = arith.maxsi %72, %c0 : index
      %74 = arith.minsi %73, %c7 : index
      %extracted_slice_29 = tensor.extract_slice %arg5[%74, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8x8xf32> to tensor<1x8x8xf32>
      %collapsed_30 = tensor.collapse_shape %extracted_slice_29 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
      %75 = arith.index_cast %arg11 : i32 to index
      %76 = arith.maxsi %75, %c0 : index
      %77 = arith.minsi %76, %c7 : index
      %extracted_slice_31 = tensor.extract_slice %arg6[%77, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8x8xf32> to tensor<1x8x8xf32>
      %collapsed_32 = tensor.collapse_shape %extracted_slice_31 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
      %78 = arith.index_cast %arg11 : i32 to index
      %79 = arith.maxsi %78, %c0 : index
      %80 = arith.minsi %79, %c7 : index
      %extracted_slice_33 = tensor.extract_slice %arg7[%80, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8x8xf32> to tensor<1x8x8xf32>
      %collapsed_34 = tensor.collapse_shape %extracted_slice_33 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
      %81 = arith.index_cast %arg11 : i32 to index
      %82 = arith.maxsi %81, %c0 : index
      %83 = arith.minsi %82, %c7 : index
      %extracted_slice_35 = tensor.extract_slice %arg8[%83, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8x8xf32> to tensor<1x8x8xf32>
      %collapsed_36 = tensor.collapse_shape %extracted_slice_35 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
      %84 = tensor.empty() : tensor<8x8x8xf32>
      %85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12 : tensor<8x8x8xf32>) outs(%84 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.mulf %in, %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x8xf32>
      %86 = tensor.empty() : tensor<8x8xf32>
      %87 = linalg.fill ins(%cst_8 : f32) outs(%86 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<8x8x8xf32>) outs(%87 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.addf %out, %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x8xf32>
      %expanded = tensor.expand_shape %88 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
      %89 = tensor.empty() : tensor<8x8x1xf32>
      %90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x8x1xf32>) outs(%89 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.divf %in, %cst_7 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x1xf32>
      %91 = tensor.empty() : tensor<8x8x1xf32>
      %92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<8x8x1xf32>) outs(%91 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.addf %in, %cst_6 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x1xf32>
      %93 = tensor.empty() : tensor<8x8x1xf32>
      %94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<8x8x1xf32>) outs(%93 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = math.rsqrt %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x1xf32>
      %95 = tensor.empty() : tensor<8x8x1xf32>
      %96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %92 : tensor<8x8x1xf32>, tensor<8x8x1xf32>) outs(%95 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.divf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x1xf32>
      %97 = tensor.empty() : tensor<8x8x1xf32>
      %98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<8x8x1xf32>) outs(%97 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.mulf %in, %cst_5 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x1xf32>
      %99 = tensor.empty() : tensor<8x8x8xf32>
      %100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<8x8x1xf32>) outs(%99 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %101 = tensor.empty() : tensor<8x8x8xf32>
      %102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %100 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%101 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.mulf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x8xf32>
      %103 = tensor.empty() : tensor<8x8x8xf32>
      %104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<8xf32>) outs(%103 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %105 = tensor.empty() : tensor<8x8x8xf32>
      %106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%105 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.mulf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x8xf32>
      %collapsed_37 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<8x8x8xf32> into tensor<64x8xf32>
      %107 = tensor.empty() : tensor<64x8xf32>
      %108 = linalg.fill ins(%cst_8 : f32) outs(%107 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %109 = linalg.matmul ins(%collapsed_37, %collapsed_34 : tensor<64x8xf32>, tensor<8x8xf32>) outs(%108 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_38 = tensor.expand_shape %109 [[0, 1], [2, 3]] output_shape [8, 8, 2, 4] : tensor<64x8xf32> into tensor<8x8x2x4xf32>
      %110 = tensor.empty() : tensor<8x2x8x4xf32>
      %111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<8x8x2x4xf32>) outs(%110 : tensor<8x2x8x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x4xf32>
      %112 = tensor.empty() : tensor<64x8xf32>
      %113 = linalg.fill ins(%cst_8 : f32) outs(%112 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %114 = linalg.matmul ins(%collapsed_37, %collapsed_30 : tensor<64x8xf32>, tensor<8x8xf32>) outs(%113 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_39 = tensor.expand_shape %114 [[0, 1], [2, 3]] output_shape [8, 8, 2, 4] : tensor<64x8xf32> into tensor<8x8x2x4xf32>
      %115 = tensor.empty() : tensor<8x2x8x4xf32>
      %116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<8x8x2x4xf32>) outs(%115 : tensor<8x2x8x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x4xf32>
      %117 = tensor.empty() : tensor<64x8xf32>
      %118 = linalg.fill ins(%cst_8 : f32) outs(%117 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %119 = linalg.matmul ins(%collapsed_37, %collapsed_36 : tensor<64x8xf32>, tensor<8x8xf32>) outs(%118 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_40 = tensor.expand_shape %119 [[0, 1], [2, 3]] output_shape [8, 8, 2, 4] : tensor<64x8xf32> into tensor<8x8x2x4xf32>
      %120 = tensor.empty() : tensor<8x2x8x4xf32>
      %121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<8x8x2x4xf32>) outs(%120 : tensor<8x2x8x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x4xf32>
      %122 = tensor.empty() : tensor<8x2x4x8xf32>
      %123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<8x2x8x4xf32>) outs(%122 : tensor<8x2x4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x4x8xf32>
      %collapsed_41 = tensor.collapse_shape %111 [[0, 1], [2], [3]] : tensor<8x2x8x4xf32> into tensor<16x8x4xf32>
      %collapsed_42 = tensor.collapse_shape %123 [[0, 1], [2], [3]] : tensor<8x2x4x8xf32> into tensor<16x4x8xf32>
      %124 = tensor.empty() : tensor<16x8x8xf32>
      %125 = linalg.fill ins(%cst_8 : f32) outs(%124 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
      %126 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<16x8x4xf32>, tensor<16x4x8xf32>) outs(%125 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
      %expanded_43 = tensor.expand_shape %126 [[0, 1], [2], [3]] output_shape [8, 2, 8, 8] : tensor<16x8x8xf32> into tensor<8x2x8x8xf32>
      %127 = tensor.empty() : tensor<8x2x8x8xf32>
      %128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<f32>) outs(%127 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x8xf32>
      %129 = tensor.empty() : tensor<8x2x8x8xf32>
      %130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43, %128 : tensor<8x2x8x8xf32>, tensor<8x2x8x8xf32>) outs(%129 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.divf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x2x8x8xf32>
      %131 = tensor.empty() : tensor<8x2x8xf32>
      %132 = linalg.fill ins(%cst_4 : f32) outs(%131 : tensor<8x2x8xf32>) -> tensor<8x2x8xf32>
      %133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<8x2x8x8xf32>) outs(%132 : tensor<8x2x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.maximumf %out, %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x2x8xf32>
      %134 = tensor.empty() : tensor<8x2x8x8xf32>
      %135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<8x2x8xf32>) outs(%134 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x8xf32>
      %136 = tensor.empty() : tensor<8x2x8x8xf32>
      %137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %135 : tensor<8x2x8x8xf32>, tensor<8x2x8x8xf32>) outs(%136 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.subf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x2x8x8xf32>
      %138 = tensor.empty() : tensor<8x2x8x8xf32>
      %139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<8x2x8x8xf32>) outs(%138 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = math.exp %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x2x8x8xf32>
      %140 = tensor.empty() : tensor<8x2x8xf32>
      %141 = linalg.fill ins(%cst_8 : f32) outs(%140 : tensor<8x2x8xf32>) -> tensor<8x2x8xf32>
      %142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%139 : tensor<8x2x8x8xf32>) outs(%141 : tensor<8x2x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.addf %out, %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x2x8xf32>
      %expanded_44 = tensor.expand_shape %142 [[0], [1], [2, 3]] output_shape [8, 2, 8, 1] : tensor<8x2x8xf32> into tensor<8x2x8x1xf32>
      %143 = tensor.empty() : tensor<8x2x8x8xf32>
      %144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<8x2x8xf32>) outs(%143 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x8xf32>
      %145 = tensor.empty() : tensor<8x2x8x8xf32>
      %146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %144 : tensor<8x2x8x8xf32>, tensor<8x2x8x8xf32>) outs(%145 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.divf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x2x8x8xf32>
      %147 = tensor.empty() : tensor<8x2x8x1xf32>
      %148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<8x2x8x1xf32>) outs(%147 : tensor<8x2x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.mulf %in, %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x2x8x1xf32>
      %149 = tensor.empty() : tensor<8x2x8x1xf32>
      %150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<8x2x8x1xf32>) outs(%149 : tensor<8x2x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.divf %cst_3, %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x2x8x1xf32>
      %collapsed_45 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<8x2x8x8xf32> into tensor<16x8x8xf32>
      %collapsed_46 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<8x2x8x4xf32> into tensor<16x8x4xf32>
      %151 = tensor.empty() : tensor<16x8x4xf32>
      %152 = linalg.fill ins(%cst_8 : f32) outs(%151 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
      %153 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%152 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
      %expanded_47 = tensor.expand_shape %153 [[0, 1], [2], [3]] output_shape [8, 2, 8, 4] : tensor<16x8x4xf32> into tensor<8x2x8x4xf32>
      %154 = tensor.empty() : tensor<8x8x2x4xf32>
      %155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<8x2x8x4xf32>) outs(%154 : tensor<8x8x2x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x2x4xf32>
      %collapsed_48 = tensor.collapse_shape %155 [[0], [1], [2, 3]] : tensor<8x8x2x4xf32> into tensor<8x8x8xf32>
      %collapsed_49 = tensor.collapse_shape %155 [[0, 1], [2, 3]] : tensor<8x8x2x4xf32> into tensor<64x8xf32>
      %156 = tensor.empty() : tensor<64x8xf32>
      %157 = linalg.fill ins(%cst_8 : f32) outs(%156 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %158 = linalg.matmul ins(%collapsed_49, %collapsed_32 : tensor<64x8xf32>, tensor<8x8xf32>) outs(%157 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_50 = tensor.expand_shape %158 [[0, 1], [2]] output_shape [8, 8, 8] : tensor<64x8xf32> into tensor<8x8x8xf32>
      %159 = tensor.empty() : tensor<8x8x8xf32>
      %160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %expanded_50 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%159 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.addf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x8xf32>
      %161 = tensor.empty() : tensor<8x8x8xf32>
      %162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<8x8x8xf32>) outs(%161 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.mulf %in, %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x8xf32>
      %163 = tensor.empty() : tensor<8x8xf32>
      %164 = linalg.fill ins(%cst_8 : f32) outs(%163 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %165 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<8x8x8xf32>) outs(%164 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.addf %out, %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x8xf32>
      %expanded_51 = tensor.expand_shape %165 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
      %166 = tensor.empty() : tensor<8x8x1xf32>
      %167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<8x8x1xf32>) outs(%166 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.divf %in, %cst_7 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x1xf32>
      %168 = tensor.empty() : tensor<8x8x1xf32>
      %169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<8x8x1xf32>) outs(%168 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.addf %in, %cst_6 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x1xf32>
      %170 = tensor.empty() : tensor<8x8x1xf32>
      %171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<8x8x1xf32>) outs(%170 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = math.rsqrt %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x1xf32>
      %172 = tensor.empty() : tensor<8x8x1xf32>
      %173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %169 : tensor<8x8x1xf32>, tensor<8x8x1xf32>) outs(%172 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.divf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x1xf32>
      %174 = tensor.empty() : tensor<8x8x1xf32>
      %175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<8x8x1xf32>) outs(%174 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.mulf %in, %cst_5 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x1xf32>
      %176 = tensor.empty() : tensor<8x8x8xf32>
      %177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<8x8x1xf32>) outs(%176 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %178 = tensor.empty() : tensor<8x8x8xf32>
      %179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %177 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%178 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.mulf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x8xf32>
      %180 = tensor.empty() : tensor<8x8x8xf32>
      %181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_22 : tensor<8xf32>) outs(%180 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %182 = tensor.empty() : tensor<8x8x8xf32>
      %183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %181 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%182 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.mulf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x8xf32>
      %collapsed_52 = tensor.collapse_shape %183 [[0, 1], [2]] : tensor<8x8x8xf32> into tensor<64x8xf32>
      %184 = tensor.empty() : tensor<64x16xf32>
      %185 = linalg.fill ins(%cst_8 : f32) outs(%184 : tensor<64x16xf32>) -> tensor<64x16xf32>
      %186 = linalg.matmul ins(%collapsed_52, %collapsed_26 : tensor<64x8xf32>, tensor<8x16xf32>) outs(%185 : tensor<64x16xf32>) -> tensor<64x16xf32>
      %expanded_53 = tensor.expand_shape %186 [[0, 1], [2]] output_shape [8, 8, 16] : tensor<64x16xf32> into tensor<8x8x16xf32>
      %187 = tensor.empty() : tensor<8x8x16xf32>
      %188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<8x8x16xf32>) outs(%187 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.negf %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x16xf32>
      %189 = tensor.empty() : tensor<8x8x16xf32>
      %190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<8x8x16xf32>) outs(%189 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = math.exp %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x16xf32>
      %191 = tensor.empty() : tensor<8x8x16xf32>
      %192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<8x8x16xf32>) outs(%191 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.addf %in, %cst_3 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x16xf32>
      %193 = tensor.empty() : tensor<8x8x16xf32>
      %194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<8x8x16xf32>) outs(%193 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.divf %cst_3, %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x16xf32>
      %195 = tensor.empty() : tensor<8x8x16xf32>
      %196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<8x8x16xf32>) outs(%195 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %341 = arith.subf %cst_3, %in : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x16xf32>
      %197 = tensor.empty() : tensor<8x8x16xf32>
      %198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %196 : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%197 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.mulf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x16xf32>
      %199 = tensor.empty() : tensor<8x8x16xf32>
      %200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %194 : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%199 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.mulf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x16xf32>
      %201 = tensor.empty() : tensor<64x16xf32>
      %202 = linalg.fill ins(%cst_8 : f32) outs(%201 : tensor<64x16xf32>) -> tensor<64x16xf32>
      %203 = linalg.matmul ins(%collapsed_52, %collapsed_28 : tensor<64x8xf32>, tensor<8x16xf32>) outs(%202 : tensor<64x16xf32>) -> tensor<64x16xf32>
      %expanded_54 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [8, 8, 16] : tensor<64x16xf32> into tensor<8x8x16xf32>
      %204 = tensor.empty() : tensor<8x8x16xf32>
      %205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %expanded_54 : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%204 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.mulf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x16xf32>
      %collapsed_55 = tensor.collapse_shape %205 [[0, 1], [2]] : tensor<8x8x16xf32> into tensor<64x16xf32>
      %206 = tensor.empty() : tensor<64x8xf32>
      %207 = linalg.fill ins(%cst_8 : f32) outs(%206 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %208 = linalg.matmul ins(%collapsed_55, %collapsed_24 : tensor<64x16xf32>, tensor<16x8xf32>) outs(%207 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_56 = tensor.expand_shape %208 [[0, 1], [2]] output_shape [8, 8, 8] : tensor<64x8xf32> into tensor<8x8x8xf32>
      %209 = tensor.empty() : tensor<8x8x8xf32>
      %210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %expanded_56 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%209 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_82: f32, %out: f32):
        %341 = arith.addf %in, %in_82 : f32
        linalg.yield %341 : f32
      } -> tensor<8x8x8xf32>
      %211 = tensor.empty() : tensor<1x8x8x8xf32>
      %212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg12 : tensor<8x8x8xf32>) outs(%211 : tensor<1x8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x8xf32>
      %213 = arith.index_cast %arg11 : i32 to index
      %214 = arith.maxsi %213, %c0 : index
      %215 = arith.minsi %214, %c7 : index
      %inserted_slice = tensor.insert_slice %212 into %arg13[%215, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> into tensor<8x8x8x8xf32>
      %216 = tensor.empty() : tensor<1x8x8x1xf32>
      %217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<8x8x1xf32>) outs(%216 : tensor<1x8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x1xf32>
      %218 = arith.index_cast %arg11 : i32 to index
      %219 = arith.maxsi %218, %c0 : index
      %220 = arith.minsi %219, %c7 : index
      %inserted_slice_57 = tensor.insert_slice %217 into %arg14[%220, 0, 0, 0] [1, 8, 8, 1] [1, 1, 1, 1] : tensor<1x8x8x1xf32> into tensor<8x8x8x1xf32>
      %221 = tensor.empty() : tensor<1x8x8x1xf32>
      %222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<8x8x1xf32>) outs(%221 : tensor<1x8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x1xf32>
      %223 = arith.index_cast %arg11 : i32 to index
      %224 = arith.maxsi %223, %c0 : index
      %225 = arith.minsi %224, %c7 : index
      %inserted_slice_58 = tensor.insert_slice %222 into %arg15[%225, 0, 0, 0] [1, 8, 8, 1] [1, 1, 1, 1] : tensor<1x8x8x1xf32> into tensor<8x8x8x1xf32>
      %226 = tensor.empty() : tensor<1x1x1x8xf32>
      %227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<8xf32>) outs(%226 : tensor<1x1x1x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x1x1x8xf32>
      %228 = arith.index_cast %arg11 : i32 to index
      %229 = arith.maxsi %228, %c0 : index
      %230 = arith.minsi %229, %c7 : index
      %inserted_slice_59 = tensor.insert_slice %227 into %arg16[%230, 0, 0, 0] [1, 1, 1, 8] [1, 1, 1, 1] : tensor<1x1x1x8xf32> into tensor<8x1x1x8xf32>
      %231 = tensor.empty() : tensor<1x8x8x8xf32>
      %232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<8x8x8xf32>) outs(%231 : tensor<1x8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x8xf32>
      %233 = arith.index_cast %arg11 : i32 to index
      %234 = arith.maxsi %233, %c0 : index
      %235 = arith.minsi %234, %c7 : index
      %inserted_slice_60 = tensor.insert_slice %232 into %arg17[%235, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> into tensor<8x8x8x8xf32>
      %236 = tensor.empty() : tensor<1x8x8x8xf32>
      %237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<8x8x8xf32>) outs(%236 : tensor<1x8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x8xf32>
      %238 = arith.index_cast %arg11 : i32 to index
      %239 = arith.maxsi %238, %c0 : index
      %240 = arith.minsi %239, %c7 : index
      %inserted_slice_61 = tensor.insert_slice %237 into %arg18[%240, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> into tensor<8x8x8x8xf32>
      %241 = tensor.empty() : tensor<1x8x2x4x8xf32>
      %242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<8x2x4x8xf32>) outs(%241 : tensor<1x8x2x4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x2x4x8xf32>
      %243 = arith.index_cast %arg11 : i32 to index
      %244 = arith.maxsi %243, %c0 : index
      %245 = arith.minsi %244, %c7 : index
      %inserted_slice_62 = tensor.insert_slice %242 into %arg19[%245, 0, 0, 0, 0] [1, 8, 2, 4, 8] [1, 1, 1, 1, 1] : tensor<1x8x2x4x8xf32> into tensor<8x8x2x4x8xf32>
      %246 = tensor.empty() : tensor<1x8x2x8x4xf32>
      %247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<8x2x8x4xf32>) outs(%246 : tensor<1x8x2x8x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x2x8x4xf32>
      %248 = arith.index_cast %arg11 : i32 to index
      %249 = arith.maxsi %248, %c0 : index
      %250 = arith.minsi %249, %c7 : index
      %inserted_slice_63 = tensor.insert_slice %247 into %arg20[%250, 0, 0, 0, 0] [1, 8, 2, 8, 4] [1, 1, 1, 1, 1] : tensor<1x8x2x8x4xf32> into tensor<8x8x2x8x4xf32>
      %251 = tensor.empty() : tensor<1x8x2x8x8xf32>
      %252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<8x2x8x8xf32>) outs(%251 : tensor<1x8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x2x8x8xf32>
      %253 = arith.index_cast %arg11 : i32 to index
      %254 = arith.maxsi %253, %c0 : index
      %255 = arith.minsi %254, %c7 : index
      %inserted_slice_64 = tensor.insert_slice %252 into %arg21[%255, 0, 0, 0, 0] [1, 8, 2, 8, 8] [1, 1, 1, 1, 1] : tensor<1x8x2x8x8xf32> into tensor<8x8x2x8x8xf32>
      %256 = tensor.empty() : tensor<1x8x2x8x1xf32>
      %257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<8x2x8x1xf32>) outs(%256 : tensor<1x8x2x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x2x8x1xf32>
      %258 = arith.index_cast %arg11 : i32 to index
      %259 = arith.maxsi %258, %c0 : index
      %260 = arith.minsi %259, %c7 : index
      %inserted_slice_65 = tensor.insert_slice %257 into %arg22[%260, 0, 0, 0, 0] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x1xf32> into tensor<8x8x2x8x1xf32>
      %261 = tensor.empty() : tensor<1x8x2x8x1xf32>
      %262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<8x2x8x1xf32>) outs(%261 : tensor<1x8x2x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x2x8x1xf32>
      %263 = arith.index_cast %arg11 : i32 to index
      %264 = arith.maxsi %263, %c0 : index
      %265 = arith.minsi %264, %c7 : index
      %inserted_slice_66 = tensor.insert_slice %262 into %arg23[%265, 0, 0, 0, 0] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x1xf32> into tensor<8x8x2x8x1xf32>
      %266 = tensor.empty() : tensor<1x8x2x8x4xf32>
      %267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<8x2x8x4xf32>) outs(%266 : tensor<1x8x2x8x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x2x8x4xf32>
      %268 = arith.index_cast %arg11 : i32 to index
      %269 = arith.maxsi %268, %c0 : index
      %270 = arith.minsi %269, %c7 : index
      %inserted_slice_67 = tensor.insert_slice %267 into %arg24[%270, 0, 0, 0, 0] [1, 8, 2, 8, 4] [1, 1, 1, 1, 1] : tensor<1x8x2x8x4xf32> into tensor<8x8x2x8x4xf32>
      %271 = tensor.empty() : tensor<1x8x2x8x8xf32>
      %272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<8x2x8x8xf32>) outs(%271 : tensor<1x8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x2x8x8xf32>
      %273 = arith.index_cast %arg11 : i32 to index
      %274 = arith.maxsi %273, %c0 : index
      %275 = arith.minsi %274, %c7 : index
      %inserted_slice_68 = tensor.insert_slice %272 into %arg25[%275, 0, 0, 0, 0] [1, 8, 2, 8, 8] [1, 1, 1, 1, 1] : tensor<1x8x2x8x8xf32> into tensor<8x8x2x8x8xf32>
      %276 = tensor.empty() : tensor<1x8x8x8xf32>
      %277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_48 : tensor<8x8x8xf32>) outs(%276 : tensor<1x8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x8xf32>
      %278 = arith.index_cast %arg11 : i32 to index
      %279 = arith.maxsi %278, %c0 : index
      %280 = arith.minsi %279, %c7 : index
      %inserted_slice_69 = tensor.insert_slice %277 into %arg26[%280, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> into tensor<8x8x8x8xf32>
      %281 = tensor.empty() : tensor<1x8x8x8xf32>
      %282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<8x8x8xf32>) outs(%281 : tensor<1x8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x8xf32>
      %283 = arith.index_cast %arg11 : i32 to index
      %284 = arith.maxsi %283, %c0 : index
      %285 = arith.minsi %284, %c7 : index
      %inserted_slice_70 = tensor.insert_slice %282 into %arg27[%285, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> into tensor<8x8x8x8xf32>
      %286 = tensor.empty() : tensor<1x8x8x1xf32>
      %287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<8x8x1xf32>) outs(%286 : tensor<1x8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x1xf32>
      %288 = arith.index_cast %arg11 : i32 to index
      %289 = arith.maxsi %288, %c0 : index
      %290 = arith.minsi %289, %c7 : index
      %inserted_slice_71 = tensor.insert_slice %287 into %arg28[%290, 0, 0, 0] [1, 8, 8, 1] [1, 1, 1, 1] : tensor<1x8x8x1xf32> into tensor<8x8x8x1xf32>
      %291 = tensor.empty() : tensor<1x8x8x1xf32>
      %292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<8x8x1xf32>) outs(%291 : tensor<1x8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x1xf32>
      %293 = arith.index_cast %arg11 : i32 to index
      %294 = arith.maxsi %293, %c0 : index
      %295 = arith.minsi %294, %c7 : index
      %inserted_slice_72 = tensor.insert_slice %292 into %arg29[%295, 0, 0, 0] [1, 8, 8, 1] [1, 1, 1, 1] : tensor<1x8x8x1xf32> into tensor<8x8x8x1xf32>
      %296 = tensor.empty() : tensor<1x1x1x8xf32>
      %297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_22 : tensor<8xf32>) outs(%296 : tensor<1x1x1x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x1x1x8xf32>
      %298 = arith.index_cast %arg11 : i32 to index
      %299 = arith.maxsi %298, %c0 : index
      %300 = arith.minsi %299, %c7 : index
      %inserted_slice_73 = tensor.insert_slice %297 into %arg30[%300, 0, 0, 0] [1, 1, 1, 8] [1, 1, 1, 1] : tensor<1x1x1x8xf32> into tensor<8x1x1x8xf32>
      %301 = tensor.empty() : tensor<1x8x8x8xf32>
      %302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<8x8x8xf32>) outs(%301 : tensor<1x8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x8xf32>
      %303 = arith.index_cast %arg11 : i32 to index
      %304 = arith.maxsi %303, %c0 : index
      %305 = arith.minsi %304, %c7 : index
      %inserted_slice_74 = tensor.insert_slice %302 into %arg31[%305, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> into tensor<8x8x8x8xf32>
      %306 = tensor.empty() : tensor<1x8x8x8xf32>
      %307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183 : tensor<8x8x8xf32>) outs(%306 : tensor<1x8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x8xf32>
      %308 = arith.index_cast %arg11 : i32 to index
      %309 = arith.maxsi %308, %c0 : index
      %310 = arith.minsi %309, %c7 : index
      %inserted_slice_75 = tensor.insert_slice %307 into %arg32[%310, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> into tensor<8x8x8x8xf32>
      %311 = tensor.empty() : tensor<1x8x8x16xf32>
      %312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<8x8x16xf32>) outs(%311 : tensor<1x8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x16xf32>
      %313 = arith.index_cast %arg11 : i32 to index
      %314 = arith.maxsi %313, %c0 : index
      %315 = arith.minsi %314, %c7 : index
      %inserted_slice_76 = tensor.insert_slice %312 into %arg33[%315, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<1x8x8x16xf32> into tensor<8x8x8x16xf32>
      %316 = tensor.empty() : tensor<1x8x8x16xf32>
      %317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<8x8x16xf32>) outs(%316 : tensor<1x8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x16xf32>
      %318 = arith.index_cast %arg11 : i32 to index
      %319 = arith.maxsi %318, %c0 : index
      %320 = arith.minsi %319, %c7 : index
      %inserted_slice_77 = tensor.insert_slice %317 into %arg34[%320, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<1x8x8x16xf32> into tensor<8x8x8x16xf32>
      %321 = tensor.empty() : tensor<1x8x8x16xf32>
      %322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<8x8x16xf32>) outs(%321 : tensor<1x8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x16xf32>
      %323 = arith.index_cast %arg11 : i32 to index
      %324 = arith.maxsi %323, %c0 : index
      %325 = arith.minsi %324, %c7 : index
      %inserted_slice_78 = tensor.insert_slice %322 into %arg35[%325, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<1x8x8x16xf32> into tensor<8x8x8x16xf32>
      %326 = tensor.empty() : tensor<1x8x8x16xf32>
      %327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<8x8x16xf32>) outs(%326 : tensor<1x8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x16xf32>
      %328 = arith.index_cast %arg11 : i32 to index
      %329 = arith.maxsi %328, %c0 : index
      %330 = arith.minsi %329, %c7 : index
      %inserted_slice_79 = tensor.insert_slice %327 into %arg36[%330, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<1x8x8x16xf32> into tensor<8x8x8x16xf32>
      %331 = tensor.empty() : tensor<1x8x8x16xf32>
      %332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<8x8x16xf32>) outs(%331 : tensor<1x8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x16xf32>
      %333 = arith.index_cast %arg11 : i32 to index
      %334 = arith.maxsi %333, %c0 : index
      %335 = arith.minsi %334, %c7 : index
      %inserted_slice_80 = tensor.insert_slice %332 into %arg37[%335, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<1x8x8x16xf32> into tensor<8x8x8x16xf32>
      %336 = tensor.empty() : tensor<1x8x8x16xf32>
      %337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<8x8x16xf32>) outs(%336 : tensor<1x8x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8x16xf32>
      %338 = arith.index_cast %arg11 : i32 to index
      %339 = arith.maxsi %338, %c0 : index
      %340 = arith.minsi %339, %c7 : index
      %inserted_slice_81 = tensor.insert_slice %337 into %arg38[%340, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<1x8x8x16xf32> into tensor<8x8x8x16xf32>
      scf.yield %210, %inserted_slice, %inserted_slice_57, %inserted_slice_58, %inserted_slice_59, %inserted_slice_60, %inserted_slice_61, %inserted_slice_62, %inserted_slice_63, %inserted_slice_64, %inserted_slice_65, %inserted_slice_66, %inserted_slice_67, %inserted_slice_68, %inserted_slice_69, %inserted_slice_70, %inserted_slice_71, %inserted_slice_72, %inserted_slice_73, %inserted_slice_74, %inserted_slice_75, %inserted_slice_76, %inserted_slice_77, %inserted_slice_78, %inserted_slice_79, %inserted_slice_80, %inserted_slice_81 : tensor<8x8x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x1xf32>, tensor<8x8x8x1xf32>, tensor<8x1x1x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x2x4x8xf32>, tensor<8x8x2x8x4xf32>, tensor<8x8x2x8x8xf32>, tensor<8x8x2x8x1xf32>, tensor<8x8x2x8x1xf32>, tensor<8x8x2x8x4xf32>, tensor<8x8x2x8x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x1xf32>, tensor<8x8x8x1xf32>, tensor<8x1x1x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>, tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>
    }
    %3 = tensor.empty() : tensor<8x8x8xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2#0, %arg10 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%3 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.subf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %5 = tensor.empty() : tensor<8x8x8xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<8x8x8xf32>) outs(%5 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %in : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %7 = tensor.empty() : tensor<8x8x8xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<8x8x8xf32>) outs(%7 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_2 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %9 = tensor.empty() : tensor<f32>
    %10 = linalg.fill ins(%cst_8 : f32) outs(%9 : tensor<f32>) -> tensor<f32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%6 : tensor<8x8x8xf32>) outs(%10 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.addf %out, %in : f32
      linalg.yield %57 : f32
    } -> tensor<f32>
    %12 = tensor.empty() : tensor<f32>
    %13 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%11 : tensor<f32>) outs(%12 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.divf %in, %cst_1 : f32
      linalg.yield %57 : f32
    } -> tensor<f32>
    %14 = tensor.empty() : tensor<f32>
    %15 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%14 : tensor<f32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<f32>
    %16 = tensor.empty() : tensor<8x8x8xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<f32>) outs(%16 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8x8xf32>
    %18 = tensor.empty() : tensor<8x8x8xf32>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %8 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%18 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.mulf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %20:10 = scf.for %arg11 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg12 = %19, %arg13 = %cst_12, %arg14 = %cst_12, %arg15 = %cst_11, %arg16 = %cst_10, %arg17 = %cst_10, %arg18 = %cst_9, %arg19 = %cst_9, %arg20 = %cst_9, %arg21 = %cst_9) -> (tensor<8x8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16x8xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>)  : i32 {
      %57 = arith.subi %c7_i32, %arg11 : i32
      %58 = arith.index_cast %57 : i32 to index
      %59 = arith.maxsi %58, %c0 : index
      %60 = arith.minsi %59, %c7 : index
      %extracted_slice = tensor.extract_slice %2#1[%60, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<8x8x8x8xf32> to tensor<1x8x8x8xf32>
      %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3]] : tensor<1x8x8x8xf32> into tensor<8x8x8xf32>
      %61 = arith.index_cast %57 : i32 to index
      %62 = arith.maxsi %61, %c0 : index
      %63 = arith.minsi %62, %c7 : index
      %extracted_slice_21 = tensor.extract_slice %2#2[%63, 0, 0, 0] [1, 8, 8, 1] [1, 1, 1, 1] : tensor<8x8x8x1xf32> to tensor<1x8x8x1xf32>
      %collapsed_22 = tensor.collapse_shape %extracted_slice_21 [[0, 1], [2], [3]] : tensor<1x8x8x1xf32> into tensor<8x8x1xf32>
      %64 = arith.index_cast %57 : i32 to index
      %65 = arith.maxsi %64, %c0 : index
      %66 = arith.minsi %65, %c7 : index
      %extracted_slice_23 = tensor.extract_slice %2#3[%66, 0, 0, 0] [1, 8, 8, 1] [1, 1, 1, 1] : tensor<8x8x8x1xf32> to tensor<1x8x8x1xf32>
      %collapsed_24 = tensor.collapse_shape %extracted_slice_23 [[0, 1], [2], [3]] : tensor<1x8x8x1xf32> into tensor<8x8x1xf32>
      %67 = arith.index_cast %57 : i32 to index
      %68 = arith.maxsi %67, %c0 : index
      %69 = arith.minsi %68, %c7 : index
      %extracted_slice_25 = tensor.extract_slice %2#4[%69, 0, 0, 0] [1, 1, 1, 8] [1, 1, 1, 1] : tensor<8x1x1x8xf32> to tensor<1x1x1x8xf32>
      %collapsed_26 = tensor.collapse_shape %extracted_slice_25 [[0], [1], [2, 3]] : tensor<1x1x1x8xf32> into tensor<1x1x8xf32>
      %70 = arith.index_cast %57 : i32 to index
      %71 = arith.maxsi %70, %c0 : index
      %72 = arith.minsi %71, %c7 : index
      %extracted_slice_27 = tensor.extract_slice %2#5[%72, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<8x8x8x8xf32> to tensor<1x8x8x8xf32>
      %collapsed_28 = tensor.collapse_shape %extracted_slice_27 [[0, 1], [2], [3]] : tensor<1x8x8x8xf32> into tensor<8x8x8xf32>
      %73 = arith.index_cast %57 : i32 to index
      %74 = arith.maxsi %73, %c0 : index
      %75 = arith.minsi %74, %c7 : index
      %extracted_slice_29 = tensor.extract_slice %arg7[%75, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8x8xf32> to tensor<1x8x8xf32>
      %collapsed_30 = tensor.collapse_shape %extracted_slice_29 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
      %76 = arith.index_cast %57 : i32 to index
      %77 = arith.maxsi %76, %c0 : index
      %78 = arith.minsi %77, %c7 : index
      %extracted_slice_31 = tensor.extract_slice %2#6[%78, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<8x8x8x8xf32> to tensor<1x8x8x8xf32>
      %79 = arith.index_cast %57 : i32 to index
      %80 = arith.maxsi %79, %c0 : index
      %81 = arith.minsi %80, %c7 : index
      %extracted_slice_32 = tensor.extract_slice %arg5[%81, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8x8xf32> to tensor<1x8x8xf32>
      %collapsed_33 = tensor.collapse_shape %extracted_slice_32 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
      %82 = arith.index_cast %57 : i32 to index
      %83 = arith.maxsi %82, %c0 : index
      %84 = arith.minsi %83, %c7 : index
      %extracted_slice_34 = tensor.extract_slice %arg8[%84, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8x8xf32> to tensor<1x8x8xf32>
      %collapsed_35 = tensor.collapse_shape %extracted_slice_34 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
      %85 = arith.index_cast %57 : i32 to index
      %86 = arith.maxsi %85, %c0 : index
      %87 = arith.minsi %86, %c7 : index
      %extracted_slice_36 = tensor.extract_slice %2#7[%87, 0, 0, 0, 0] [1, 8, 2, 4, 8] [1, 1, 1, 1, 1] : tensor<8x8x2x4x8xf32> to tensor<1x8x2x4x8xf32>
      %collapsed_37 = tensor.collapse_shape %extracted_slice_36 [[0, 1], [2], [3], [4]] : tensor<1x8x2x4x8xf32> into tensor<8x2x4x8xf32>
      %88 = arith.index_cast %57 : i32 to index
      %89 = arith.maxsi %88, %c0 : index
      %90 = arith.minsi %89, %c7 : index
      %extracted_slice_38 = tensor.extract_slice %2#8[%90, 0, 0, 0, 0] [1, 8, 2, 8, 4] [1, 1, 1, 1, 1] : tensor<8x8x2x8x4xf32> to tensor<1x8x2x8x4xf32>
      %91 = arith.index_cast %57 : i32 to index
      %92 = arith.maxsi %91, %c0 : index
      %93 = arith.minsi %92, %c7 : index
      %extracted_slice_39 = tensor.extract_slice %2#9[%93, 0, 0, 0, 0] [1, 8, 2, 8, 8] [1, 1, 1, 1, 1] : tensor<8x8x2x8x8xf32> to tensor<1x8x2x8x8xf32>
      %collapsed_40 = tensor.collapse_shape %extracted_slice_39 [[0, 1], [2], [3], [4]] : tensor<1x8x2x8x8xf32> into tensor<8x2x8x8xf32>
      %94 = arith.index_cast %57 : i32 to index
      %95 = arith.maxsi %94, %c0 : index
      %96 = arith.minsi %95, %c7 : index
      %extracted_slice_41 = tensor.extract_slice %2#10[%96, 0, 0, 0, 0] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<8x8x2x8x1xf32> to tensor<1x8x2x8x1xf32>
      %collapsed_42 = tensor.collapse_shape %extracted_slice_41 [[0, 1], [2], [3], [4]] : tensor<1x8x2x8x1xf32> into tensor<8x2x8x1xf32>
      %97 = arith.index_cast %57 : i32 to index
      %98 = arith.maxsi %97, %c0 : index
      %99 = arith.minsi %98, %c7 : index
      %extracted_slice_43 = tensor.extract_slice %2#11[%99, 0, 0, 0, 0] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<8x8x2x8x1xf32> to tensor<1x8x2x8x1xf32>
      %collapsed_44 = tensor.collapse_shape %extracted_slice_43 [[0, 1], [2], [3], [4]] : tensor<1x8x2x8x1xf32> into tensor<8x2x8x1xf32>
      %100 = arith.index_cast %57 : i32 to index
      %101 = arith.maxsi %100, %c0 : index
      %102 = arith.minsi %101, %c7 : index
      %extracted_slice_45 = tensor.extract_slice %2#12[%102, 0, 0, 0, 0] [1, 8, 2, 8, 4] [1, 1, 1, 1, 1] : tensor<8x8x2x8x4xf32> to tensor<1x8x2x8x4xf32>
      %collapsed_46 = tensor.collapse_shape %extracted_slice_45 [[0, 1], [2], [3], [4]] : tensor<1x8x2x8x4xf32> into tensor<8x2x8x4xf32>
      %103 = arith.index_cast %57 : i32 to index
      %104 = arith.maxsi %103, %c0 : index
      %105 = arith.minsi %104, %c7 : index
      %extracted_slice_47 = tensor.extract_slice %2#13[%105, 0, 0, 0, 0] [1, 8, 2, 8, 8] [1, 1, 1, 1, 1] : tensor<8x8x2x8x8xf32> to tensor<1x8x2x8x8xf32>
      %106 = arith.index_cast %57 : i32 to index
      %107 = arith.maxsi %106, %c0 : index
      %108 = arith.minsi %107, %c7 : index
      %extracted_slice_48 = tensor.extract_slice %arg6[%108, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8x8xf32> to tensor<1x8x8xf32>
      %collapsed_49 = tensor.collapse_shape %extracted_slice_48 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
      %109 = arith.index_cast %57 : i32 to index
      %110 = arith.maxsi %109, %c0 : index
      %111 = arith.minsi %110, %c7 : index
      %extracted_slice_50 = tensor.extract_slice %2#14[%111, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<8x8x8x8xf32> to tensor<1x8x8x8xf32>
      %112 = arith.index_cast %57 : i32 to index
      %113 = arith.maxsi %112, %c0 : index
      %114 = arith.minsi %113, %c7 : index
      %extracted_slice_51 = tensor.extract_slice %2#15[%114, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<8x8x8x8xf32> to tensor<1x8x8x8xf32>
      %collapsed_52 = tensor.collapse_shape %extracted_slice_51 [[0, 1], [2], [3]] : tensor<1x8x8x8xf32> into tensor<8x8x8xf32>
      %115 = arith.index_cast %57 : i32 to index
      %116 = arith.maxsi %115, %c0 : index
      %117 = arith.minsi %116, %c7 : index
      %extracted_slice_53 = tensor.extract_slice %2#16[%117, 0, 0, 0] [1, 8, 8, 1] [1, 1, 1, 1] : tensor<8x8x8x1xf32> to tensor<1x8x8x1xf32>
      %collapsed_54 = tensor.collapse_shape %extracted_slice_53 [[0, 1], [2], [3]] : tensor<1x8x8x1xf32> into tensor<8x8x1xf32>
      %118 = arith.index_cast %57 : i32 to index
      %119 = arith.maxsi %118, %c0 : index
      %120 = arith.minsi %119, %c7 : index
      %extracted_slice_55 = tensor.extract_slice %2#17[%120, 0, 0, 0] [1, 8, 8, 1] [1, 1, 1, 1] : tensor<8x8x8x1xf32> to tensor<1x8x8x1xf32>
      %collapsed_56 = tensor.collapse_shape %extracted_slice_55 [[0, 1], [2], [3]] : tensor<1x8x8x1xf32> into tensor<8x8x1xf32>
      %121 = arith.index_cast %57 : i32 to index
      %122 = arith.maxsi %121, %c0 : index
      %123 = arith.minsi %122, %c7 : index
      %extracted_slice_57 = tensor.extract_slice %2#18[%123, 0, 0, 0] [1, 1, 1, 8] [1, 1, 1, 1] : tensor<8x1x1x8xf32> to tensor<1x1x1x8xf32>
      %collapsed_58 = tensor.collapse_shape %extracted_slice_57 [[0], [1], [2, 3]] : tensor<1x1x1x8xf32> into tensor<1x1x8xf32>
      %124 = arith.index_cast %57 : i32 to index
      %125 = arith.maxsi %124, %c0 : index
      %126 = arith.minsi %125, %c7 : index
      %extracted_slice_59 = tensor.extract_slice %2#19[%126, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<8x8x8x8xf32> to tensor<1x8x8x8xf32>
      %collapsed_60 = tensor.collapse_shape %extracted_slice_59 [[0, 1], [2], [3]] : tensor<1x8x8x8xf32> into tensor<8x8x8xf32>
      %127 = arith.index_cast %57 : i32 to index
      %128 = arith.maxsi %127, %c0 : index
      %129 = arith.minsi %128, %c7 : index
      %extracted_slice_61 = tensor.extract_slice %arg3[%129, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<8x8x16xf32> to tensor<1x8x16xf32>
      %collapsed_62 = tensor.collapse_shape %extracted_slice_61 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
      %130 = arith.index_cast %57 : i32 to index
      %131 = arith.maxsi %130, %c0 : index
      %132 = arith.minsi %131, %c7 : index
      %extracted_slice_63 = tensor.extract_slice %2#20[%132, 0, 0, 0] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<8x8x8x8xf32> to tensor<1x8x8x8xf32>
      %133 = arith.index_cast %57 : i32 to index
      %134 = arith.maxsi %133, %c0 : index
      %135 = arith.minsi %134, %c7 : index
      %extracted_slice_64 = tensor.extract_slice %2#21[%135, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<8x8x8x16xf32> to tensor<1x8x8x16xf32>
      %collapsed_65 = tensor.collapse_shape %extracted_slice_64 [[0, 1], [2], [3]] : tensor<1x8x8x16xf32> into tensor<8x8x16xf32>
      %136 = arith.index_cast %57 : i32 to index
      %137 = arith.maxsi %136, %c0 : index
      %138 = arith.minsi %137, %c7 : index
      %extracted_slice_66 = tensor.extract_slice %2#22[%138, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<8x8x8x16xf32> to tensor<1x8x8x16xf32>
      %collapsed_67 = tensor.collapse_shape %extracted_slice_66 [[0, 1], [2], [3]] : tensor<1x8x8x16xf32> into tensor<8x8x16xf32>
      %139 = arith.index_cast %57 : i32 to index
      %140 = arith.maxsi %139, %c0 : index
      %141 = arith.minsi %140, %c7 : index
      %extracted_slice_68 = tensor.extract_slice %2#23[%141, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<8x8x8x16xf32> to tensor<1x8x8x16xf32>
      %collapsed_69 = tensor.collapse_shape %extracted_slice_68 [[0, 1], [2], [3]] : tensor<1x8x8x16xf32> into tensor<8x8x16xf32>
      %142 = arith.index_cast %57 : i32 to index
      %143 = arith.maxsi %142, %c0 : index
      %144 = arith.minsi %143, %c7 : index
      %extracted_slice_70 = tensor.extract_slice %arg4[%144, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<8x8x16xf32> to tensor<1x8x16xf32>
      %collapsed_71 = tensor.collapse_shape %extracted_slice_70 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
      %145 = arith.index_cast %57 : i32 to index
      %146 = arith.maxsi %145, %c0 : index
      %147 = arith.minsi %146, %c7 : index
      %extracted_slice_72 = tensor.extract_slice %2#24[%147, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<8x8x8x16xf32> to tensor<1x8x8x16xf32>
      %collapsed_73 = tensor.collapse_shape %extracted_slice_72 [[0, 1], [2], [3]] : tensor<1x8x8x16xf32> into tensor<8x8x16xf32>
      %148 = arith.index_cast %57 : i32 to index
      %149 = arith.maxsi %148, %c0 : index
      %150 = arith.minsi %149, %c7 : index
      %extracted_slice_74 = tensor.extract_slice %2#25[%150, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<8x8x8x16xf32> to tensor<1x8x8x16xf32>
      %collapsed_75 = tensor.collapse_shape %extracted_slice_74 [[0, 1], [2], [3]] : tensor<1x8x8x16xf32> into tensor<8x8x16xf32>
      %151 = arith.index_cast %57 : i32 to index
      %152 = arith.maxsi %151, %c0 : index
      %153 = arith.minsi %152, %c7 : index
      %extracted_slice_76 = tensor.extract_slice %arg2[%153, 0, 0] [1, 16, 8] [1, 1, 1] : tensor<8x16x8xf32> to tensor<1x16x8xf32>
      %collapsed_77 = tensor.collapse_shape %extracted_slice_76 [[0, 1], [2]] : tensor<1x16x8xf32> into tensor<16x8xf32>
      %154 = arith.index_cast %57 : i32 to index
      %155 = arith.maxsi %154, %c0 : index
      %156 = arith.minsi %155, %c7 : index
      %extracted_slice_78 = tensor.extract_slice %2#26[%156, 0, 0, 0] [1, 8, 8, 16] [1, 1, 1, 1] : tensor<8x8x8x16xf32> to tensor<1x8x8x16xf32>
      %157 = tensor.empty() : tensor<8x8x8xf32>
      %158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12 : tensor<8x8x8xf32>) outs(%157 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %collapsed_79 = tensor.collapse_shape %158 [[0], [1, 2]] : tensor<8x8x8xf32> into tensor<8x64xf32>
      %collapsed_80 = tensor.collapse_shape %extracted_slice_78 [[0, 1, 2], [3]] : tensor<1x8x8x16xf32> into tensor<64x16xf32>
      %159 = tensor.empty() : tensor<8x16xf32>
      %160 = linalg.fill ins(%cst_8 : f32) outs(%159 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %161 = linalg.matmul ins(%collapsed_79, %collapsed_80 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%160 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %162 = tensor.empty() : tensor<16x8xf32>
      %163 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%161 : tensor<8x16xf32>) outs(%162 : tensor<16x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x8xf32>
      %collapsed_81 = tensor.collapse_shape %arg12 [[0, 1], [2]] : tensor<8x8x8xf32> into tensor<64x8xf32>
      %164 = tensor.empty() : tensor<8x16xf32>
      %165 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_77 : tensor<16x8xf32>) outs(%164 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x16xf32>
      %166 = tensor.empty() : tensor<64x16xf32>
      %167 = linalg.fill ins(%cst_8 : f32) outs(%166 : tensor<64x16xf32>) -> tensor<64x16xf32>
      %168 = linalg.matmul ins(%collapsed_81, %165 : tensor<64x8xf32>, tensor<8x16xf32>) outs(%167 : tensor<64x16xf32>) -> tensor<64x16xf32>
      %expanded = tensor.expand_shape %168 [[0, 1], [2]] output_shape [8, 8, 16] : tensor<64x16xf32> into tensor<8x8x16xf32>
      %169 = tensor.empty() : tensor<8x8x16xf32>
      %170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_75, %expanded : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%169 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x16xf32>
      %171 = tensor.empty() : tensor<8x8x16xf32>
      %172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %collapsed_73 : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%171 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x16xf32>
      %173 = tensor.empty() : tensor<16x8x8xf32>
      %174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<8x8x16xf32>) outs(%173 : tensor<16x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x8x8xf32>
      %collapsed_82 = tensor.collapse_shape %174 [[0], [1, 2]] : tensor<16x8x8xf32> into tensor<16x64xf32>
      %collapsed_83 = tensor.collapse_shape %extracted_slice_63 [[0, 1, 2], [3]] : tensor<1x8x8x8xf32> into tensor<64x8xf32>
      %175 = tensor.empty() : tensor<16x8xf32>
      %176 = linalg.fill ins(%cst_8 : f32) outs(%175 : tensor<16x8xf32>) -> tensor<16x8xf32>
      %177 = linalg.matmul ins(%collapsed_82, %collapsed_83 : tensor<16x64xf32>, tensor<64x8xf32>) outs(%176 : tensor<16x8xf32>) -> tensor<16x8xf32>
      %178 = tensor.empty() : tensor<8x16xf32>
      %179 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%177 : tensor<16x8xf32>) outs(%178 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x16xf32>
      %collapsed_84 = tensor.collapse_shape %170 [[0, 1], [2]] : tensor<8x8x16xf32> into tensor<64x16xf32>
      %180 = tensor.empty() : tensor<16x8xf32>
      %181 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_71 : tensor<8x16xf32>) outs(%180 : tensor<16x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x8xf32>
      %182 = tensor.empty() : tensor<64x8xf32>
      %183 = linalg.fill ins(%cst_8 : f32) outs(%182 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %184 = linalg.matmul ins(%collapsed_84, %181 : tensor<64x16xf32>, tensor<16x8xf32>) outs(%183 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_85 = tensor.expand_shape %184 [[0, 1], [2]] output_shape [8, 8, 8] : tensor<64x8xf32> into tensor<8x8x8xf32>
      %185 = tensor.empty() : tensor<8x8x16xf32>
      %186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_69, %172 : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%185 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x16xf32>
      %187 = tensor.empty() : tensor<8x8x16xf32>
      %188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %collapsed_67 : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%187 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x16xf32>
      %189 = tensor.empty() : tensor<8x8x16xf32>
      %190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %collapsed_65 : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%189 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x16xf32>
      %191 = tensor.empty() : tensor<8x8x16xf32>
      %192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %190 : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%191 : tensor<8x8x16xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x16xf32>
      %193 = tensor.empty() : tensor<16x8x8xf32>
      %194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<8x8x16xf32>) outs(%193 : tensor<16x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x8x8xf32>
      %collapsed_86 = tensor.collapse_shape %194 [[0], [1, 2]] : tensor<16x8x8xf32> into tensor<16x64xf32>
      %195 = tensor.empty() : tensor<16x8xf32>
      %196 = linalg.fill ins(%cst_8 : f32) outs(%195 : tensor<16x8xf32>) -> tensor<16x8xf32>
      %197 = linalg.matmul ins(%collapsed_86, %collapsed_83 : tensor<16x64xf32>, tensor<64x8xf32>) outs(%196 : tensor<16x8xf32>) -> tensor<16x8xf32>
      %198 = tensor.empty() : tensor<8x16xf32>
      %199 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%197 : tensor<16x8xf32>) outs(%198 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x16xf32>
      %collapsed_87 = tensor.collapse_shape %192 [[0, 1], [2]] : tensor<8x8x16xf32> into tensor<64x16xf32>
      %200 = tensor.empty() : tensor<16x8xf32>
      %201 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_62 : tensor<8x16xf32>) outs(%200 : tensor<16x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x8xf32>
      %202 = tensor.empty() : tensor<64x8xf32>
      %203 = linalg.fill ins(%cst_8 : f32) outs(%202 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %204 = linalg.matmul ins(%collapsed_87, %201 : tensor<64x16xf32>, tensor<16x8xf32>) outs(%203 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_88 = tensor.expand_shape %204 [[0, 1], [2]] output_shape [8, 8, 8] : tensor<64x8xf32> into tensor<8x8x8xf32>
      %205 = tensor.empty() : tensor<8x8x8xf32>
      %206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %expanded_88 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%205 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %207 = tensor.empty() : tensor<8x8x8xf32>
      %208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_60, %206 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%207 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %209 = tensor.empty() : tensor<8xf32>
      %210 = linalg.fill ins(%cst_8 : f32) outs(%209 : tensor<8xf32>) -> tensor<8xf32>
      %211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%208 : tensor<8x8x8xf32>) outs(%210 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.addf %out, %in : f32
        linalg.yield %446 : f32
      } -> tensor<8xf32>
      %expanded_89 = tensor.expand_shape %211 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
      %212 = tensor.empty() : tensor<8x8x8xf32>
      %213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_58 : tensor<1x1x8xf32>) outs(%212 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %214 = tensor.empty() : tensor<8x8x8xf32>
      %215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %213 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%214 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %216 = tensor.empty() : tensor<8xf32>
      %217 = linalg.fill ins(%cst_8 : f32) outs(%216 : tensor<8xf32>) -> tensor<8xf32>
      %218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_89 : tensor<1x1x8xf32>) outs(%217 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.addf %out, %in : f32
        linalg.yield %446 : f32
      } -> tensor<8xf32>
      %219 = tensor.empty() : tensor<8x8x8xf32>
      %220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_52, %215 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%219 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %221 = tensor.empty() : tensor<8x8xf32>
      %222 = linalg.fill ins(%cst_8 : f32) outs(%221 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%220 : tensor<8x8x8xf32>) outs(%222 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.addf %out, %in : f32
        linalg.yield %446 : f32
      } -> tensor<8x8xf32>
      %expanded_90 = tensor.expand_shape %223 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
      %224 = tensor.empty() : tensor<8x8x8xf32>
      %225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_56 : tensor<8x8x1xf32>) outs(%224 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %226 = tensor.empty() : tensor<8x8x8xf32>
      %227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %225 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%226 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %228 = tensor.empty() : tensor<8x8x8xf32>
      %229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %227 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%228 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %230 = tensor.empty() : tensor<8x8x1xf32>
      %231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %collapsed_54 : tensor<8x8x1xf32>, tensor<8x8x1xf32>) outs(%230 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x1xf32>
      %232 = tensor.empty() : tensor<8x8x1xf32>
      %233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<8x8x1xf32>) outs(%232 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.divf %in, %cst_7 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x1xf32>
      %234 = tensor.empty() : tensor<8x8xf32>
      %235 = linalg.fill ins(%cst_8 : f32) outs(%234 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%233 : tensor<8x8x1xf32>) outs(%235 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.addf %out, %in : f32
        linalg.yield %446 : f32
      } -> tensor<8x8xf32>
      %237 = tensor.empty() : tensor<8x8x8xf32>
      %238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<8x8xf32>) outs(%237 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %239 = tensor.empty() : tensor<8x8x8xf32>
      %240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_52, %238 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%239 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %241 = tensor.empty() : tensor<8x8x8xf32>
      %242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %240 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%241 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %243 = tensor.empty() : tensor<8x8x8xf32>
      %244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %collapsed_52 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%243 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %245 = tensor.empty() : tensor<8x8x8xf32>
      %246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %244 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%245 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %247 = tensor.empty() : tensor<8x8x8xf32>
      %248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<8x8x8xf32>) outs(%247 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %collapsed_91 = tensor.collapse_shape %248 [[0], [1, 2]] : tensor<8x8x8xf32> into tensor<8x64xf32>
      %collapsed_92 = tensor.collapse_shape %extracted_slice_50 [[0, 1, 2], [3]] : tensor<1x8x8x8xf32> into tensor<64x8xf32>
      %249 = tensor.empty() : tensor<8x8xf32>
      %250 = linalg.fill ins(%cst_8 : f32) outs(%249 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %251 = linalg.matmul ins(%collapsed_91, %collapsed_92 : tensor<8x64xf32>, tensor<64x8xf32>) outs(%250 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %252 = tensor.empty() : tensor<8x8xf32>
      %253 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%251 : tensor<8x8xf32>) outs(%252 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8xf32>
      %collapsed_93 = tensor.collapse_shape %246 [[0, 1], [2]] : tensor<8x8x8xf32> into tensor<64x8xf32>
      %254 = tensor.empty() : tensor<8x8xf32>
      %255 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_49 : tensor<8x8xf32>) outs(%254 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8xf32>
      %256 = tensor.empty() : tensor<64x8xf32>
      %257 = linalg.fill ins(%cst_8 : f32) outs(%256 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %258 = linalg.matmul ins(%collapsed_93, %255 : tensor<64x8xf32>, tensor<8x8xf32>) outs(%257 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_94 = tensor.expand_shape %258 [[0, 1], [2, 3]] output_shape [8, 8, 2, 4] : tensor<64x8xf32> into tensor<8x8x2x4xf32>
      %259 = tensor.empty() : tensor<8x2x8x4xf32>
      %260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<8x8x2x4xf32>) outs(%259 : tensor<8x2x8x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x4xf32>
      %261 = tensor.empty() : tensor<8x2x4x8xf32>
      %262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260 : tensor<8x2x8x4xf32>) outs(%261 : tensor<8x2x4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x4x8xf32>
      %collapsed_95 = tensor.collapse_shape %262 [[0, 1], [2], [3]] : tensor<8x2x4x8xf32> into tensor<16x4x8xf32>
      %collapsed_96 = tensor.collapse_shape %extracted_slice_47 [[0, 1, 2], [3], [4]] : tensor<1x8x2x8x8xf32> into tensor<16x8x8xf32>
      %263 = tensor.empty() : tensor<16x4x8xf32>
      %264 = linalg.fill ins(%cst_8 : f32) outs(%263 : tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
      %265 = linalg.batch_matmul ins(%collapsed_95, %collapsed_96 : tensor<16x4x8xf32>, tensor<16x8x8xf32>) outs(%264 : tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
      %expanded_97 = tensor.expand_shape %265 [[0, 1], [2], [3]] output_shape [8, 2, 4, 8] : tensor<16x4x8xf32> into tensor<8x2x4x8xf32>
      %266 = tensor.empty() : tensor<8x2x8x4xf32>
      %267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<8x2x4x8xf32>) outs(%266 : tensor<8x2x8x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x4xf32>
      %268 = tensor.empty() : tensor<8x2x4x8xf32>
      %269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_46 : tensor<8x2x8x4xf32>) outs(%268 : tensor<8x2x4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x4x8xf32>
      %collapsed_98 = tensor.collapse_shape %260 [[0, 1], [2], [3]] : tensor<8x2x8x4xf32> into tensor<16x8x4xf32>
      %collapsed_99 = tensor.collapse_shape %269 [[0, 1], [2], [3]] : tensor<8x2x4x8xf32> into tensor<16x4x8xf32>
      %270 = tensor.empty() : tensor<16x8x8xf32>
      %271 = linalg.fill ins(%cst_8 : f32) outs(%270 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
      %272 = linalg.batch_matmul ins(%collapsed_98, %collapsed_99 : tensor<16x8x4xf32>, tensor<16x4x8xf32>) outs(%271 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
      %expanded_100 = tensor.expand_shape %272 [[0, 1], [2], [3]] output_shape [8, 2, 8, 8] : tensor<16x8x8xf32> into tensor<8x2x8x8xf32>
      %273 = tensor.empty() : tensor<8x2x8x8xf32>
      %274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_44 : tensor<8x2x8x1xf32>) outs(%273 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x8xf32>
      %275 = tensor.empty() : tensor<8x2x8x8xf32>
      %276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100, %274 : tensor<8x2x8x8xf32>, tensor<8x2x8x8xf32>) outs(%275 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x2x8x8xf32>
      %277 = tensor.empty() : tensor<8x2x8x8xf32>
      %278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %collapsed_40 : tensor<8x2x8x8xf32>, tensor<8x2x8x8xf32>) outs(%277 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x2x8x8xf32>
      %279 = tensor.empty() : tensor<8x2x8xf32>
      %280 = linalg.fill ins(%cst_8 : f32) outs(%279 : tensor<8x2x8xf32>) -> tensor<8x2x8xf32>
      %281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%278 : tensor<8x2x8x8xf32>) outs(%280 : tensor<8x2x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.addf %out, %in : f32
        linalg.yield %446 : f32
      } -> tensor<8x2x8xf32>
      %282 = tensor.empty() : tensor<8x2x8xf32>
      %283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<8x2x8xf32>) outs(%282 : tensor<8x2x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.negf %in : f32
        linalg.yield %446 : f32
      } -> tensor<8x2x8xf32>
      %expanded_101 = tensor.expand_shape %283 [[0], [1], [2, 3]] output_shape [8, 2, 8, 1] : tensor<8x2x8xf32> into tensor<8x2x8x1xf32>
      %284 = tensor.empty() : tensor<8x2x8x8xf32>
      %285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_42 : tensor<8x2x8x1xf32>) outs(%284 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x8xf32>
      %286 = tensor.empty() : tensor<8x2x8x8xf32>
      %287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_100, %285 : tensor<8x2x8x8xf32>, tensor<8x2x8x8xf32>) outs(%286 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.divf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x2x8x8xf32>
      %288 = tensor.empty() : tensor<8x2x8xf32>
      %289 = linalg.fill ins(%cst_8 : f32) outs(%288 : tensor<8x2x8xf32>) -> tensor<8x2x8xf32>
      %290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_101 : tensor<8x2x8x1xf32>) outs(%289 : tensor<8x2x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.addf %out, %in : f32
        linalg.yield %446 : f32
      } -> tensor<8x2x8xf32>
      %291 = tensor.empty() : tensor<8x2x8x8xf32>
      %292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<8x2x8xf32>) outs(%291 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x8xf32>
      %293 = tensor.empty() : tensor<8x2x8x8xf32>
      %294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %292 : tensor<8x2x8x8xf32>, tensor<8x2x8x8xf32>) outs(%293 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x2x8x8xf32>
      %295 = tensor.empty() : tensor<8x2x8x8xf32>
      %296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %collapsed_40 : tensor<8x2x8x8xf32>, tensor<8x2x8x8xf32>) outs(%295 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x2x8x8xf32>
      %297 = tensor.empty() : tensor<8x2x8x8xf32>
      %298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<f32>) outs(%297 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x8xf32>
      %299 = tensor.empty() : tensor<8x2x8x8xf32>
      %300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %298 : tensor<8x2x8x8xf32>, tensor<8x2x8x8xf32>) outs(%299 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.divf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x2x8x8xf32>
      %301 = tensor.empty() : tensor<8x2x8x8xf32>
      %302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<8x2x8x8xf32>) outs(%301 : tensor<8x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x8xf32>
      %collapsed_102 = tensor.collapse_shape %302 [[0, 1], [2], [3]] : tensor<8x2x8x8xf32> into tensor<16x8x8xf32>
      %collapsed_103 = tensor.collapse_shape %extracted_slice_38 [[0, 1, 2], [3], [4]] : tensor<1x8x2x8x4xf32> into tensor<16x8x4xf32>
      %303 = tensor.empty() : tensor<16x8x4xf32>
      %304 = linalg.fill ins(%cst_8 : f32) outs(%303 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
      %305 = linalg.batch_matmul ins(%collapsed_102, %collapsed_103 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%304 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
      %expanded_104 = tensor.expand_shape %305 [[0, 1], [2], [3]] output_shape [8, 2, 8, 4] : tensor<16x8x4xf32> into tensor<8x2x8x4xf32>
      %306 = tensor.empty() : tensor<8x2x4x8xf32>
      %307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<8x2x8x4xf32>) outs(%306 : tensor<8x2x4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x4x8xf32>
      %308 = tensor.empty() : tensor<8x2x8x4xf32>
      %309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_37 : tensor<8x2x4x8xf32>) outs(%308 : tensor<8x2x8x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x4xf32>
      %collapsed_105 = tensor.collapse_shape %300 [[0, 1], [2], [3]] : tensor<8x2x8x8xf32> into tensor<16x8x8xf32>
      %collapsed_106 = tensor.collapse_shape %309 [[0, 1], [2], [3]] : tensor<8x2x8x4xf32> into tensor<16x8x4xf32>
      %310 = tensor.empty() : tensor<16x8x4xf32>
      %311 = linalg.fill ins(%cst_8 : f32) outs(%310 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
      %312 = linalg.batch_matmul ins(%collapsed_105, %collapsed_106 : tensor<16x8x8xf32>, tensor<16x8x4xf32>) outs(%311 : tensor<16x8x4xf32>) -> tensor<16x8x4xf32>
      %expanded_107 = tensor.expand_shape %312 [[0, 1], [2], [3]] output_shape [8, 2, 8, 4] : tensor<16x8x4xf32> into tensor<8x2x8x4xf32>
      %313 = tensor.empty() : tensor<8x2x8x4xf32>
      %314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<8x2x4x8xf32>) outs(%313 : tensor<8x2x8x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x8x4xf32>
      %315 = tensor.empty() : tensor<8x8x2x4xf32>
      %316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267 : tensor<8x2x8x4xf32>) outs(%315 : tensor<8x8x2x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x2x4xf32>
      %collapsed_108 = tensor.collapse_shape %316 [[0], [1], [2, 3]] : tensor<8x8x2x4xf32> into tensor<8x8x8xf32>
      %317 = tensor.empty() : tensor<8x8x8xf32>
      %318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_108 : tensor<8x8x8xf32>) outs(%317 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %collapsed_109 = tensor.collapse_shape %318 [[0], [1, 2]] : tensor<8x8x8xf32> into tensor<8x64xf32>
      %collapsed_110 = tensor.collapse_shape %extracted_slice_31 [[0, 1, 2], [3]] : tensor<1x8x8x8xf32> into tensor<64x8xf32>
      %319 = tensor.empty() : tensor<8x8xf32>
      %320 = linalg.fill ins(%cst_8 : f32) outs(%319 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %321 = linalg.matmul ins(%collapsed_109, %collapsed_110 : tensor<8x64xf32>, tensor<64x8xf32>) outs(%320 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %322 = tensor.empty() : tensor<8x8xf32>
      %323 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%321 : tensor<8x8xf32>) outs(%322 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8xf32>
      %collapsed_111 = tensor.collapse_shape %316 [[0, 1], [2, 3]] : tensor<8x8x2x4xf32> into tensor<64x8xf32>
      %324 = tensor.empty() : tensor<8x8xf32>
      %325 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_35 : tensor<8x8xf32>) outs(%324 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8xf32>
      %326 = tensor.empty() : tensor<64x8xf32>
      %327 = linalg.fill ins(%cst_8 : f32) outs(%326 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %328 = linalg.matmul ins(%collapsed_111, %325 : tensor<64x8xf32>, tensor<8x8xf32>) outs(%327 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_112 = tensor.expand_shape %328 [[0, 1], [2]] output_shape [8, 8, 8] : tensor<64x8xf32> into tensor<8x8x8xf32>
      %329 = tensor.empty() : tensor<8x8x2x4xf32>
      %330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314 : tensor<8x2x8x4xf32>) outs(%329 : tensor<8x8x2x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x2x4xf32>
      %collapsed_113 = tensor.collapse_shape %330 [[0], [1], [2, 3]] : tensor<8x8x2x4xf32> into tensor<8x8x8xf32>
      %331 = tensor.empty() : tensor<8x8x8xf32>
      %332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_113 : tensor<8x8x8xf32>) outs(%331 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %collapsed_114 = tensor.collapse_shape %332 [[0], [1, 2]] : tensor<8x8x8xf32> into tensor<8x64xf32>
      %333 = tensor.empty() : tensor<8x8xf32>
      %334 = linalg.fill ins(%cst_8 : f32) outs(%333 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %335 = linalg.matmul ins(%collapsed_114, %collapsed_110 : tensor<8x64xf32>, tensor<64x8xf32>) outs(%334 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %336 = tensor.empty() : tensor<8x8xf32>
      %337 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%335 : tensor<8x8xf32>) outs(%336 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8xf32>
      %collapsed_115 = tensor.collapse_shape %330 [[0, 1], [2, 3]] : tensor<8x8x2x4xf32> into tensor<64x8xf32>
      %338 = tensor.empty() : tensor<8x8xf32>
      %339 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_33 : tensor<8x8xf32>) outs(%338 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8xf32>
      %340 = tensor.empty() : tensor<64x8xf32>
      %341 = linalg.fill ins(%cst_8 : f32) outs(%340 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %342 = linalg.matmul ins(%collapsed_115, %339 : tensor<64x8xf32>, tensor<8x8xf32>) outs(%341 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_116 = tensor.expand_shape %342 [[0, 1], [2]] output_shape [8, 8, 8] : tensor<64x8xf32> into tensor<8x8x8xf32>
      %343 = tensor.empty() : tensor<8x8x8xf32>
      %344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %expanded_116 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%343 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %345 = tensor.empty() : tensor<8x8x2x4xf32>
      %346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_107 : tensor<8x2x8x4xf32>) outs(%345 : tensor<8x8x2x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x2x4xf32>
      %collapsed_117 = tensor.collapse_shape %346 [[0], [1], [2, 3]] : tensor<8x8x2x4xf32> into tensor<8x8x8xf32>
      %347 = tensor.empty() : tensor<8x8x8xf32>
      %348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_117 : tensor<8x8x8xf32>) outs(%347 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %collapsed_118 = tensor.collapse_shape %348 [[0], [1, 2]] : tensor<8x8x8xf32> into tensor<8x64xf32>
      %349 = tensor.empty() : tensor<8x8xf32>
      %350 = linalg.fill ins(%cst_8 : f32) outs(%349 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %351 = linalg.matmul ins(%collapsed_118, %collapsed_110 : tensor<8x64xf32>, tensor<64x8xf32>) outs(%350 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %352 = tensor.empty() : tensor<8x8xf32>
      %353 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%351 : tensor<8x8xf32>) outs(%352 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8xf32>
      %collapsed_119 = tensor.collapse_shape %346 [[0, 1], [2, 3]] : tensor<8x8x2x4xf32> into tensor<64x8xf32>
      %354 = tensor.empty() : tensor<8x8xf32>
      %355 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_30 : tensor<8x8xf32>) outs(%354 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8xf32>
      %356 = tensor.empty() : tensor<64x8xf32>
      %357 = linalg.fill ins(%cst_8 : f32) outs(%356 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %358 = linalg.matmul ins(%collapsed_119, %355 : tensor<64x8xf32>, tensor<8x8xf32>) outs(%357 : tensor<64x8xf32>) -> tensor<64x8xf32>
      %expanded_120 = tensor.expand_shape %358 [[0, 1], [2]] output_shape [8, 8, 8] : tensor<64x8xf32> into tensor<8x8x8xf32>
      %359 = tensor.empty() : tensor<8x8x8xf32>
      %360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %expanded_120 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%359 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %361 = tensor.empty() : tensor<8x8x8xf32>
      %362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_28, %360 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%361 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %363 = tensor.empty() : tensor<8xf32>
      %364 = linalg.fill ins(%cst_8 : f32) outs(%363 : tensor<8xf32>) -> tensor<8xf32>
      %365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%362 : tensor<8x8x8xf32>) outs(%364 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.addf %out, %in : f32
        linalg.yield %446 : f32
      } -> tensor<8xf32>
      %expanded_121 = tensor.expand_shape %365 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
      %366 = tensor.empty() : tensor<8x8x8xf32>
      %367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, 0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_26 : tensor<1x1x8xf32>) outs(%366 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %368 = tensor.empty() : tensor<8x8x8xf32>
      %369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %367 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%368 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %370 = tensor.empty() : tensor<8xf32>
      %371 = linalg.fill ins(%cst_8 : f32) outs(%370 : tensor<8xf32>) -> tensor<8xf32>
      %372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%expanded_121 : tensor<1x1x8xf32>) outs(%371 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.addf %out, %in : f32
        linalg.yield %446 : f32
      } -> tensor<8xf32>
      %373 = tensor.empty() : tensor<8x8x8xf32>
      %374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %369 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%373 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %375 = tensor.empty() : tensor<8x8xf32>
      %376 = linalg.fill ins(%cst_8 : f32) outs(%375 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%374 : tensor<8x8x8xf32>) outs(%376 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.addf %out, %in : f32
        linalg.yield %446 : f32
      } -> tensor<8x8xf32>
      %expanded_122 = tensor.expand_shape %377 [[0], [1, 2]] output_shape [8, 8, 1] : tensor<8x8xf32> into tensor<8x8x1xf32>
      %378 = tensor.empty() : tensor<8x8x8xf32>
      %379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_24 : tensor<8x8x1xf32>) outs(%378 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %380 = tensor.empty() : tensor<8x8x8xf32>
      %381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %379 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%380 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %382 = tensor.empty() : tensor<8x8x8xf32>
      %383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %381 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%382 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %384 = tensor.empty() : tensor<8x8x1xf32>
      %385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_122, %collapsed_22 : tensor<8x8x1xf32>, tensor<8x8x1xf32>) outs(%384 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x1xf32>
      %386 = tensor.empty() : tensor<8x8x1xf32>
      %387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<8x8x1xf32>) outs(%386 : tensor<8x8x1xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.divf %in, %cst_7 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x1xf32>
      %388 = tensor.empty() : tensor<8x8xf32>
      %389 = linalg.fill ins(%cst_8 : f32) outs(%388 : tensor<8x8xf32>) -> tensor<8x8xf32>
      %390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%387 : tensor<8x8x1xf32>) outs(%389 : tensor<8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %446 = arith.addf %out, %in : f32
        linalg.yield %446 : f32
      } -> tensor<8x8xf32>
      %391 = tensor.empty() : tensor<8x8x8xf32>
      %392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<8x8xf32>) outs(%391 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x8x8xf32>
      %393 = tensor.empty() : tensor<8x8x8xf32>
      %394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %392 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%393 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %395 = tensor.empty() : tensor<8x8x8xf32>
      %396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %394 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%395 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %397 = tensor.empty() : tensor<8x8x8xf32>
      %398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %collapsed : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%397 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.mulf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %399 = tensor.empty() : tensor<8x8x8xf32>
      %400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %398 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%399 : tensor<8x8x8xf32>) {
      ^bb0(%in: f32, %in_131: f32, %out: f32):
        %446 = arith.addf %in, %in_131 : f32
        linalg.yield %446 : f32
      } -> tensor<8x8x8xf32>
      %401 = tensor.empty() : tensor<1x8xf32>
      %402 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<8xf32>) outs(%401 : tensor<1x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8xf32>
      %403 = arith.index_cast %57 : i32 to index
      %404 = arith.maxsi %403, %c0 : index
      %405 = arith.minsi %404, %c7 : index
      %inserted_slice = tensor.insert_slice %402 into %arg13[%405, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<8x8xf32>
      %406 = tensor.empty() : tensor<1x8xf32>
      %407 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%218 : tensor<8xf32>) outs(%406 : tensor<1x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8xf32>
      %408 = arith.index_cast %57 : i32 to index
      %409 = arith.maxsi %408, %c0 : index
      %410 = arith.minsi %409, %c7 : index
      %inserted_slice_123 = tensor.insert_slice %407 into %arg14[%410, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<8x8xf32>
      %411 = tensor.empty() : tensor<1x16x8xf32>
      %412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<16x8xf32>) outs(%411 : tensor<1x16x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x16x8xf32>
      %413 = arith.index_cast %57 : i32 to index
      %414 = arith.maxsi %413, %c0 : index
      %415 = arith.minsi %414, %c7 : index
      %inserted_slice_124 = tensor.insert_slice %412 into %arg15[%415, 0, 0] [1, 16, 8] [1, 1, 1] : tensor<1x16x8xf32> into tensor<8x16x8xf32>
      %416 = tensor.empty() : tensor<1x8x16xf32>
      %417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<8x16xf32>) outs(%416 : tensor<1x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x16xf32>
      %418 = arith.index_cast %57 : i32 to index
      %419 = arith.maxsi %418, %c0 : index
      %420 = arith.minsi %419, %c7 : index
      %inserted_slice_125 = tensor.insert_slice %417 into %arg16[%420, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<1x8x16xf32> into tensor<8x8x16xf32>
      %421 = tensor.empty() : tensor<1x8x16xf32>
      %422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<8x16xf32>) outs(%421 : tensor<1x8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x16xf32>
      %423 = arith.index_cast %57 : i32 to index
      %424 = arith.maxsi %423, %c0 : index
      %425 = arith.minsi %424, %c7 : index
      %inserted_slice_126 = tensor.insert_slice %422 into %arg17[%425, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<1x8x16xf32> into tensor<8x8x16xf32>
      %426 = tensor.empty() : tensor<1x8x8xf32>
      %427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<8x8xf32>) outs(%426 : tensor<1x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8xf32>
      %428 = arith.index_cast %57 : i32 to index
      %429 = arith.maxsi %428, %c0 : index
      %430 = arith.minsi %429, %c7 : index
      %inserted_slice_127 = tensor.insert_slice %427 into %arg18[%430, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<8x8x8xf32>
      %431 = tensor.empty() : tensor<1x8x8xf32>
      %432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<8x8xf32>) outs(%431 : tensor<1x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8xf32>
      %433 = arith.index_cast %57 : i32 to index
      %434 = arith.maxsi %433, %c0 : index
      %435 = arith.minsi %434, %c7 : index
      %inserted_slice_128 = tensor.insert_slice %432 into %arg19[%435, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<8x8x8xf32>
      %436 = tensor.empty() : tensor<1x8x8xf32>
      %437 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<8x8xf32>) outs(%436 : tensor<1x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8xf32>
      %438 = arith.index_cast %57 : i32 to index
      %439 = arith.maxsi %438, %c0 : index
      %440 = arith.minsi %439, %c7 : index
      %inserted_slice_129 = tensor.insert_slice %437 into %arg20[%440, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<8x8x8xf32>
      %441 = tensor.empty() : tensor<1x8x8xf32>
      %442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<8x8xf32>) outs(%441 : tensor<1x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x8x8xf32>
      %443 = arith.index_cast %57 : i32 to index
      %444 = arith.maxsi %443, %c0 : index
      %445 = arith.minsi %444, %c7 : index
      %inserted_slice_130 = tensor.insert_slice %442 into %arg21[%445, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<8x8x8xf32>
      scf.yield %400, %inserted_slice, %inserted_slice_123, %inserted_slice_124, %inserted_slice_125, %inserted_slice_126, %inserted_slice_127, %inserted_slice_128, %inserted_slice_129, %inserted_slice_130 : tensor<8x8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16x8xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>
    }
    %21 = tensor.empty() : tensor<8x8xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%20#1 : tensor<8x8xf32>) outs(%21 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_0 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8xf32>
    %23 = tensor.empty() : tensor<8x8xf32>
    %24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %22 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%23 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.subf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8xf32>
    %25 = tensor.empty() : tensor<8x8xf32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%20#2 : tensor<8x8xf32>) outs(%25 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_0 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8xf32>
    %27 = tensor.empty() : tensor<8x8xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1, %26 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%27 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.subf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8xf32>
    %29 = tensor.empty() : tensor<8x16x8xf32>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20#3 : tensor<8x16x8xf32>) outs(%29 : tensor<8x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_0 : f32
      linalg.yield %57 : f32
    } -> tensor<8x16x8xf32>
    %31 = tensor.empty() : tensor<8x16x8xf32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %30 : tensor<8x16x8xf32>, tensor<8x16x8xf32>) outs(%31 : tensor<8x16x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.subf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x16x8xf32>
    %33 = tensor.empty() : tensor<8x8x16xf32>
    %34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20#4 : tensor<8x8x16xf32>) outs(%33 : tensor<8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_0 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x16xf32>
    %35 = tensor.empty() : tensor<8x8x16xf32>
    %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3, %34 : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%35 : tensor<8x8x16xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.subf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x16xf32>
    %37 = tensor.empty() : tensor<8x8x16xf32>
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20#5 : tensor<8x8x16xf32>) outs(%37 : tensor<8x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_0 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x16xf32>
    %39 = tensor.empty() : tensor<8x8x16xf32>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %38 : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%39 : tensor<8x8x16xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.subf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x16xf32>
    %41 = tensor.empty() : tensor<8x8x8xf32>
    %42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20#6 : tensor<8x8x8xf32>) outs(%41 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_0 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %43 = tensor.empty() : tensor<8x8x8xf32>
    %44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %42 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%43 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.subf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %45 = tensor.empty() : tensor<8x8x8xf32>
    %46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20#7 : tensor<8x8x8xf32>) outs(%45 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_0 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %47 = tensor.empty() : tensor<8x8x8xf32>
    %48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6, %46 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%47 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.subf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %49 = tensor.empty() : tensor<8x8x8xf32>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20#8 : tensor<8x8x8xf32>) outs(%49 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_0 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %51 = tensor.empty() : tensor<8x8x8xf32>
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7, %50 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%51 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.subf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %53 = tensor.empty() : tensor<8x8x8xf32>
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20#9 : tensor<8x8x8xf32>) outs(%53 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_0 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    %55 = tensor.empty() : tensor<8x8x8xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %54 : tensor<8x8x8xf32>, tensor<8x8x8xf32>) outs(%55 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %57 = arith.subf %in, %in_21 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8x8xf32>
    func.return %13, %24, %28, %32, %36, %40, %44, %48, %52, %56 : tensor<f32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16x8xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>, tensor<8x8x8xf32>
  }
}