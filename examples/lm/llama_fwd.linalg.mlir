#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<128x32xf32> {spmd.name = "model.embed_tokens.weight", spmd.role = "param"}, %arg1: tensor<32x32xf32> {spmd.name = "model.layers.0.self_attn.q_proj.weight", spmd.role = "param"}, %arg2: tensor<32x32xf32> {spmd.name = "model.layers.0.self_attn.k_proj.weight", spmd.role = "param"}, %arg3: tensor<32x32xf32> {spmd.name = "model.layers.0.self_attn.v_proj.weight", spmd.role = "param"}, %arg4: tensor<32x32xf32> {spmd.name = "model.layers.0.self_attn.o_proj.weight", spmd.role = "param"}, %arg5: tensor<64x32xf32> {spmd.name = "model.layers.0.mlp.gate_proj.weight", spmd.role = "param"}, %arg6: tensor<64x32xf32> {spmd.name = "model.layers.0.mlp.up_proj.weight", spmd.role = "param"}, %arg7: tensor<32x64xf32> {spmd.name = "model.layers.0.mlp.down_proj.weight", spmd.role = "param"}, %arg8: tensor<32xf32> {spmd.name = "model.layers.0.input_layernorm.weight", spmd.role = "param"}, %arg9: tensor<32xf32> {spmd.name = "model.layers.0.post_attention_layernorm.weight", spmd.role = "param"}, %arg10: tensor<32x32xf32> {spmd.name = "model.layers.1.self_attn.q_proj.weight", spmd.role = "param"}, %arg11: tensor<32x32xf32> {spmd.name = "model.layers.1.self_attn.k_proj.weight", spmd.role = "param"}, %arg12: tensor<32x32xf32> {spmd.name = "model.layers.1.self_attn.v_proj.weight", spmd.role = "param"}, %arg13: tensor<32x32xf32> {spmd.name = "model.layers.1.self_attn.o_proj.weight", spmd.role = "param"}, %arg14: tensor<64x32xf32> {spmd.name = "model.layers.1.mlp.gate_proj.weight", spmd.role = "param"}, %arg15: tensor<64x32xf32> {spmd.name = "model.layers.1.mlp.up_proj.weight", spmd.role = "param"}, %arg16: tensor<32x64xf32> {spmd.name = "model.layers.1.mlp.down_proj.weight", spmd.role = "param"}, %arg17: tensor<32xf32> {spmd.name = "model.layers.1.input_layernorm.weight", spmd.role = "param"}, %arg18: tensor<32xf32> {spmd.name = "model.layers.1.post_attention_layernorm.weight", spmd.role = "param"}, %arg19: tensor<32xf32> {spmd.name = "model.norm.weight", spmd.role = "param"}, %arg20: tensor<128x32xf32> {spmd.name = "lm_head.weight", spmd.role = "param"}, %arg21: tensor<4x8xi64> {spmd.name = "input_ids", spmd.role = "input"}) -> (tensor<4x8x128xf32> {spmd.name = "logits"}) {
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1_i64 = arith.constant 1 : i64
    %c8_i64 = arith.constant 8 : i64
    %c128 = arith.constant 128 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.35355339059327379 : f64
    %cst_6 = arith.constant 9.9999999999999995E-7 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_8 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<4x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<4x8xi64>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %152 = arith.index_cast %in : i64 to index
      %153 = linalg.index 2 : index
      %154 = arith.cmpi slt, %152, %c128 : index
      cf.assert %154, "index must be smaller than dim size"
      %155 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %155, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%152, %153] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %152 = linalg.index 0 : index
      %153 = arith.index_cast %152 : index to i64
      linalg.yield %153 : i64
    } -> tensor<8xi64>
    %4 = tensor.empty() : tensor<4x8xi64>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8xi64>) outs(%4 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x8xi64>
    %extracted_slice = tensor.extract_slice %5[0, 0] [4, 1] [1, 1] : tensor<4x8xi64> to tensor<4x1xi64>
    %6 = tensor.empty() : tensor<4x1xi64>
    %7 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<4x1xi64>) outs(%6 : tensor<4x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %152 = arith.subi %in, %c1_i64 : i64
      linalg.yield %152 : i64
    } -> tensor<4x1xi64>
    %concat = tensor.concat dim(1) %7, %5 : (tensor<4x1xi64>, tensor<4x8xi64>) -> tensor<4x9xi64>
    %extracted_slice_9 = tensor.extract_slice %concat[0, 0] [4, 8] [1, 1] : tensor<4x9xi64> to tensor<4x8xi64>
    %extracted_slice_10 = tensor.extract_slice %concat[0, 1] [4, 8] [1, 1] : tensor<4x9xi64> to tensor<4x8xi64>
    %8 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_10, %extracted_slice_9 : tensor<4x8xi64>, tensor<4x8xi64>) outs(%4 : tensor<4x8xi64>) {
    ^bb0(%in: i64, %in_90: i64, %out: i64):
      %152 = arith.subi %in, %in_90 : i64
      linalg.yield %152 : i64
    } -> tensor<4x8xi64>
    %9 = tensor.empty() : tensor<4x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x8xi64>) outs(%9 : tensor<4x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %152 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %152 : i1
    } -> tensor<4x8xi1>
    %11 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<4x8xi1>) outs(%4 : tensor<4x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %152 = arith.extui %in : i1 to i64
      linalg.yield %152 : i64
    } -> tensor<4x8xi64>
    %12 = linalg.fill ins(%c0_i64 : i64) outs(%4 : tensor<4x8xi64>) -> tensor<4x8xi64>
    %13 = tensor.empty() : tensor<4xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<4xi64>) -> tensor<4xi64>
    %15:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%11 : tensor<4x8xi64>) outs(%12, %14 : tensor<4x8xi64>, tensor<4xi64>) {
    ^bb0(%arg22: i64, %arg23: i64):
      %152 = arith.addi %arg22, %arg23 : i64
      tm_tensor.yield %152 : i64
    } -> tensor<4x8xi64>, tensor<4xi64>
    %16 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%13 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %152 = linalg.index 0 : index
      %153 = arith.index_cast %152 : index to i64
      linalg.yield %153 : i64
    } -> tensor<4xi64>
    %expanded = tensor.expand_shape %16 [[0, 1, 2, 3]] output_shape [4, 1, 1, 1] : tensor<4xi64> into tensor<4x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 8] : tensor<8xi64> into tensor<1x1x1x8xi64>
    %17 = tensor.empty() : tensor<4x1x8x1xi64>
    %18 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_11 : tensor<4x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%17 : tensor<4x1x8x1xi64>) {
    ^bb0(%in: i64, %in_90: i64, %out: i64):
      %152 = arith.cmpi slt, %in, %c0_i64 : i64
      %153 = arith.addi %in, %c4_i64 : i64
      %154 = arith.select %152, %153, %in : i64
      %155 = arith.index_cast %154 : i64 to index
      %156 = arith.cmpi slt, %in_90, %c0_i64 : i64
      %157 = arith.addi %in_90, %c8_i64 : i64
      %158 = arith.select %156, %157, %in_90 : i64
      %159 = arith.index_cast %158 : i64 to index
      %extracted = tensor.extract %15#0[%155, %159] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x8x1xi64>
    %19 = tensor.empty() : tensor<4x1x1x8xi64>
    %20 = linalg.generic {indexing_maps = [#map5, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<4x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%19 : tensor<4x1x1x8xi64>) {
    ^bb0(%in: i64, %in_90: i64, %out: i64):
      %152 = arith.cmpi slt, %in, %c0_i64 : i64
      %153 = arith.addi %in, %c4_i64 : i64
      %154 = arith.select %152, %153, %in : i64
      %155 = arith.index_cast %154 : i64 to index
      %156 = arith.cmpi slt, %in_90, %c0_i64 : i64
      %157 = arith.addi %in_90, %c8_i64 : i64
      %158 = arith.select %156, %157, %in_90 : i64
      %159 = arith.index_cast %158 : i64 to index
      %extracted = tensor.extract %15#0[%155, %159] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x1x8xi64>
    %21 = tensor.empty() : tensor<4x1x8x8xi1>
    %22 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<4x1x8x1xi64>, tensor<4x1x1x8xi64>) outs(%21 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i64, %in_90: i64, %out: i1):
      %152 = arith.cmpi eq, %in, %in_90 : i64
      linalg.yield %152 : i1
    } -> tensor<4x1x8x8xi1>
    %23 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %22 : tensor<i1>, tensor<4x1x8x8xi1>) outs(%21 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %in_90: i1, %out: i1):
      %152 = arith.andi %in, %in_90 : i1
      linalg.yield %152 : i1
    } -> tensor<4x1x8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_11 : tensor<4x1x1x1xi64>, tensor<1x1x8x1xi64>) outs(%17 : tensor<4x1x8x1xi64>) {
    ^bb0(%in: i64, %in_90: i64, %out: i64):
      %152 = arith.cmpi slt, %in, %c0_i64 : i64
      %153 = arith.addi %in, %c4_i64 : i64
      %154 = arith.select %152, %153, %in : i64
      %155 = arith.index_cast %154 : i64 to index
      %156 = arith.cmpi slt, %in_90, %c0_i64 : i64
      %157 = arith.addi %in_90, %c8_i64 : i64
      %158 = arith.select %156, %157, %in_90 : i64
      %159 = arith.index_cast %158 : i64 to index
      %extracted = tensor.extract %5[%155, %159] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x8x1xi64>
    %25 = linalg.generic {indexing_maps = [#map5, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<4x1x1x1xi64>, tensor<1x1x1x8xi64>) outs(%19 : tensor<4x1x1x8xi64>) {
    ^bb0(%in: i64, %in_90: i64, %out: i64):
      %152 = arith.cmpi slt, %in, %c0_i64 : i64
      %153 = arith.addi %in, %c4_i64 : i64
      %154 = arith.select %152, %153, %in : i64
      %155 = arith.index_cast %154 : i64 to index
      %156 = arith.cmpi slt, %in_90, %c0_i64 : i64
      %157 = arith.addi %in_90, %c8_i64 : i64
      %158 = arith.select %156, %157, %in_90 : i64
      %159 = arith.index_cast %158 : i64 to index
      %extracted = tensor.extract %5[%155, %159] : tensor<4x8xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x1x8xi64>
    %26 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %24 : tensor<4x1x1x8xi64>, tensor<4x1x8x1xi64>) outs(%21 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i64, %in_90: i64, %out: i1):
      %152 = arith.cmpi sle, %in, %in_90 : i64
      linalg.yield %152 : i1
    } -> tensor<4x1x8x8xi1>
    %27 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %26 : tensor<4x1x8x8xi1>, tensor<4x1x8x8xi1>) outs(%21 : tensor<4x1x8x8xi1>) {
    ^bb0(%in: i1, %in_90: i1, %out: i1):
      %152 = arith.andi %in, %in_90 : i1
      linalg.yield %152 : i1
    } -> tensor<4x1x8x8xi1>
    %28 = tensor.empty() : tensor<4x1x8x8xf32>
    %29 = linalg.generic {indexing_maps = [#map7, #map11, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %cst_3, %cst_2 : tensor<4x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%28 : tensor<4x1x8x8xf32>) {
    ^bb0(%in: i1, %in_90: f32, %in_91: f32, %out: f32):
      %152 = arith.select %in, %in_90, %in_91 : f32
      linalg.yield %152 : f32
    } -> tensor<4x1x8x8xf32>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 8, 1] : tensor<8xi64> into tensor<1x8x1xi64>
    %30 = tensor.empty() : tensor<1x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x8x1xi64>) outs(%30 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %152 = arith.sitofp %in : i64 to f32
      linalg.yield %152 : f32
    } -> tensor<1x8x1xf32>
    %32 = tensor.empty() : tensor<1x8x4xf32>
    %33 = linalg.generic {indexing_maps = [#map12, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %cst_7 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%32 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<1x8x4xf32>
    %concat_14 = tensor.concat dim(2) %33, %33 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %34 = tensor.empty() : tensor<1x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_14 : tensor<1x8x8xf32>) outs(%34 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.cos %in : f32
      linalg.yield %152 : f32
    } -> tensor<1x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_14 : tensor<1x8x8xf32>) outs(%34 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.sin %in : f32
      linalg.yield %152 : f32
    } -> tensor<1x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %38 = tensor.empty() : tensor<4x8x1xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%37 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.addf %in, %out : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.divf %in, %cst_8 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.truncf %cst_6 : f64 to f32
      %153 = arith.addf %in, %152 : f32
      linalg.yield %153 : f32
    } -> tensor<4x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.rsqrt %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %43 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %45 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %44 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %46 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %45 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %48 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_15 = tensor.expand_shape %48 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %49 = tensor.empty() : tensor<4x4x8x8xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %50 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_18 = tensor.expand_shape %50 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %51 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_21 = tensor.expand_shape %51 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_23 = tensor.expand_shape %35 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_24 = tensor.expand_shape %36 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_23 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_16[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %53 = tensor.empty() : tensor<4x4x8x4xf32>
    %54 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.negf %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x4xf32>
    %concat_27 = tensor.concat dim(3) %54, %extracted_slice_25 : (tensor<4x4x8x4xf32>, tensor<4x4x8x4xf32>) -> tensor<4x4x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_27, %expanded_24 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %55 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.addf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19, %expanded_23 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_28 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_19[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %58 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.negf %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x4xf32>
    %concat_30 = tensor.concat dim(3) %58, %extracted_slice_28 : (tensor<4x4x8x4xf32>, tensor<4x4x8x4xf32>) -> tensor<4x4x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_24 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %59 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.addf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %transposed_31 = linalg.transpose ins(%60 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_32 = tensor.collapse_shape %56 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %transposed_31 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %61 = tensor.empty() : tensor<16x8x8xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %63 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_34 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.truncf %cst_5 : f64 to f32
      %153 = arith.mulf %in, %152 : f32
      linalg.yield %153 : f32
    } -> tensor<4x4x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %29 : tensor<4x4x8x8xf32>, tensor<4x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.addf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %66 = tensor.empty() : tensor<4x4x8xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<4x4x8xi64>) -> tensor<4x4x8xi64>
    %68 = tensor.empty() : tensor<4x4x8xf32>
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %70:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<4x4x8x8xf32>) outs(%69, %67 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_90: i64):
      %152 = linalg.index 3 : index
      %153 = arith.index_cast %152 : index to i64
      %154 = arith.maximumf %in, %out : f32
      %155 = arith.cmpf ogt, %in, %out : f32
      %156 = arith.select %155, %153, %out_90 : i64
      linalg.yield %154, %156 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_35 = tensor.expand_shape %70#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_35 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.subf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.exp %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %73 = tensor.empty() : tensor<4x4x8x1xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<4x4x8x8xf32>) outs(%74 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.addf %in, %out : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %75 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.divf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %76 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_37 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %77 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_38 = tensor.expand_shape %77 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %78 = tensor.empty() : tensor<4x8x4x8xf32>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<4x4x8x8xf32>) outs(%78 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_40 = linalg.transpose ins(%arg4 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %transposed_39 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %79 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_42 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_42 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.addf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.addf %in, %out : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.divf %in, %cst_8 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.truncf %cst_6 : f64 to f32
      %153 = arith.addf %in, %152 : f32
      linalg.yield %153 : f32
    } -> tensor<4x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.rsqrt %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %85 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %86 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %88 = tensor.empty() : tensor<32x64xf32>
    %transposed_43 = linalg.transpose ins(%arg5 : tensor<64x32xf32>) outs(%88 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %90 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_45 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %91 = tensor.empty() : tensor<4x8x64xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.negf %in : f32
      %153 = math.exp %152 : f32
      %154 = arith.addf %153, %cst_1 : f32
      %155 = arith.divf %cst_1, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<4x8x64xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %92 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x64xf32>
    %transposed_46 = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%88 : tensor<32x64xf32>) permutation = [1, 0] 
    %94 = linalg.matmul ins(%collapsed_44, %transposed_46 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_47 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %expanded_47 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x64xf32>
    %96 = tensor.empty() : tensor<64x32xf32>
    %transposed_48 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %97 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_50 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %expanded_50 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.addf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.addf %in, %out : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.divf %in, %cst_8 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.truncf %cst_6 : f64 to f32
      %153 = arith.addf %in, %152 : f32
      linalg.yield %153 : f32
    } -> tensor<4x8x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.rsqrt %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %103 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %105 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %104 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %transposed_51 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %106 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_53 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%arg11 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_52, %transposed_55 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_56 = tensor.expand_shape %107 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_58 = linalg.transpose ins(%arg12 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %108 = linalg.matmul ins(%collapsed_52, %transposed_58 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_59 = tensor.expand_shape %108 [[0, 1], [2, 3]] output_shape [4, 8, 4, 8] : tensor<32x32xf32> into tensor<4x8x4x8xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<4x8x4x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 2, 1, 3] 
    %109 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_54, %expanded_23 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_54[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_54[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %110 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.negf %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x4xf32>
    %concat_63 = tensor.concat dim(3) %110, %extracted_slice_61 : (tensor<4x4x8x4xf32>, tensor<4x4x8x4xf32>) -> tensor<4x4x8x8xf32>
    %111 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_63, %expanded_24 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %111 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.addf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57, %expanded_23 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %extracted_slice_64 = tensor.extract_slice %transposed_57[0, 0, 0, 0] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %extracted_slice_65 = tensor.extract_slice %transposed_57[0, 0, 0, 4] [4, 4, 8, 4] [1, 1, 1, 1] : tensor<4x4x8x8xf32> to tensor<4x4x8x4xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_65 : tensor<4x4x8x4xf32>) outs(%53 : tensor<4x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.negf %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x4xf32>
    %concat_66 = tensor.concat dim(3) %114, %extracted_slice_64 : (tensor<4x4x8x4xf32>, tensor<4x4x8x4xf32>) -> tensor<4x4x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_66, %expanded_24 : tensor<4x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %115 : tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.addf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %transposed_67 = linalg.transpose ins(%116 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_68 = tensor.collapse_shape %112 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_69 = tensor.collapse_shape %transposed_67 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %117 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_70 = tensor.expand_shape %117 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.truncf %cst_5 : f64 to f32
      %153 = arith.mulf %in, %152 : f32
      linalg.yield %153 : f32
    } -> tensor<4x4x8x8xf32>
    %119 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %29 : tensor<4x4x8x8xf32>, tensor<4x1x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.addf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %120:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%119 : tensor<4x4x8x8xf32>) outs(%69, %67 : tensor<4x4x8xf32>, tensor<4x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_90: i64):
      %152 = linalg.index 3 : index
      %153 = arith.index_cast %152 : index to i64
      %154 = arith.maximumf %in, %out : f32
      %155 = arith.cmpf ogt, %in, %out : f32
      %156 = arith.select %155, %153, %out_90 : i64
      linalg.yield %154, %156 : f32, i64
    } -> (tensor<4x4x8xf32>, tensor<4x4x8xi64>)
    %expanded_71 = tensor.expand_shape %120#0 [[0], [1], [2, 3]] output_shape [4, 4, 8, 1] : tensor<4x4x8xf32> into tensor<4x4x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_71 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.subf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<4x4x8x8xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.exp %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map7, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%122 : tensor<4x4x8x8xf32>) outs(%74 : tensor<4x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.addf %in, %out : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %123 : tensor<4x4x8x8xf32>, tensor<4x4x8x1xf32>) outs(%49 : tensor<4x4x8x8xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.divf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x4x8x8xf32>
    %collapsed_72 = tensor.collapse_shape %124 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %collapsed_73 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<4x4x8x8xf32> into tensor<16x8x8xf32>
    %125 = linalg.batch_matmul ins(%collapsed_72, %collapsed_73 : tensor<16x8x8xf32>, tensor<16x8x8xf32>) outs(%62 : tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %expanded_74 = tensor.expand_shape %125 [[0, 1], [2], [3]] output_shape [4, 4, 8, 8] : tensor<16x8x8xf32> into tensor<4x4x8x8xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<4x4x8x8xf32>) outs(%78 : tensor<4x8x4x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_76 = linalg.transpose ins(%arg13 : tensor<32x32xf32>) outs(%46 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_77 = tensor.collapse_shape %transposed_75 [[0, 1], [2, 3]] : tensor<4x8x4x8xf32> into tensor<32x32xf32>
    %126 = linalg.matmul ins(%collapsed_77, %transposed_76 : tensor<32x32xf32>, tensor<32x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_78 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %expanded_78 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.addf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.addf %in, %out : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.divf %in, %cst_8 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.truncf %cst_6 : f64 to f32
      %153 = arith.addf %in, %152 : f32
      linalg.yield %153 : f32
    } -> tensor<4x8x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.rsqrt %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %132 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %134 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %133 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %transposed_79 = linalg.transpose ins(%arg14 : tensor<64x32xf32>) outs(%88 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %135 = linalg.matmul ins(%collapsed_80, %transposed_79 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_81 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.negf %in : f32
      %153 = math.exp %152 : f32
      %154 = arith.addf %153, %cst_1 : f32
      %155 = arith.divf %cst_1, %154 : f32
      linalg.yield %155 : f32
    } -> tensor<4x8x64xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %136 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x64xf32>
    %transposed_82 = linalg.transpose ins(%arg15 : tensor<64x32xf32>) outs(%88 : tensor<32x64xf32>) permutation = [1, 0] 
    %138 = linalg.matmul ins(%collapsed_80, %transposed_82 : tensor<32x32xf32>, tensor<32x64xf32>) outs(%89 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %expanded_83 = tensor.expand_shape %138 [[0, 1], [2]] output_shape [4, 8, 64] : tensor<32x64xf32> into tensor<4x8x64xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %expanded_83 : tensor<4x8x64xf32>, tensor<4x8x64xf32>) outs(%91 : tensor<4x8x64xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x64xf32>
    %transposed_84 = linalg.transpose ins(%arg16 : tensor<32x64xf32>) outs(%96 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<4x8x64xf32> into tensor<32x64xf32>
    %140 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<32x64xf32>, tensor<64x32xf32>) outs(%47 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %expanded_86 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [4, 8, 32] : tensor<32x32xf32> into tensor<4x8x32xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_86 : tensor<4x8x32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.addf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%142 : tensor<4x8x32xf32>) outs(%39 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.addf %in, %out : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.divf %in, %cst_8 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = arith.truncf %cst_6 : f64 to f32
      %153 = arith.addf %in, %152 : f32
      linalg.yield %153 : f32
    } -> tensor<4x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<4x8x1xf32>) outs(%38 : tensor<4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %152 = math.rsqrt %in : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %146 : tensor<4x8x32xf32>, tensor<4x8x1xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %148 = linalg.generic {indexing_maps = [#map13, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %147 : tensor<32xf32>, tensor<4x8x32xf32>) outs(%0 : tensor<4x8x32xf32>) {
    ^bb0(%in: f32, %in_90: f32, %out: f32):
      %152 = arith.mulf %in, %in_90 : f32
      linalg.yield %152 : f32
    } -> tensor<4x8x32xf32>
    %149 = tensor.empty() : tensor<32x128xf32>
    %transposed_87 = linalg.transpose ins(%arg20 : tensor<128x32xf32>) outs(%149 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_88 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<4x8x32xf32> into tensor<32x32xf32>
    %150 = linalg.fill ins(%cst : f32) outs(%149 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %151 = linalg.matmul ins(%collapsed_88, %transposed_87 : tensor<32x32xf32>, tensor<32x128xf32>) outs(%150 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %expanded_89 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [4, 8, 128] : tensor<32x128xf32> into tensor<4x8x128xf32>
    return %expanded_89 : tensor<4x8x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
